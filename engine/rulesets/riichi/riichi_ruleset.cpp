#include "rulesets/riichi/riichi_ruleset.h"

#include "rulesets/riichi/riichi_score.h"

namespace qe {

std::vector<OptionDesc> RiichiRuleset::optionDescs() const {
    std::vector<OptionDesc> d = riichi::riichiOptionDescs();
    for (auto& o : riichi::riichiPlayOptionDescs()) d.push_back(std::move(o));
    return d;
}

ScoreResult RiichiRuleset::score(const HandDesc& hand) const { return riichi::scoreHand(hand); }
std::vector<std::string> RiichiRuleset::situationWords() const { return riichi::situationWords(); }

RuleFacts RiichiRuleset::ruleFacts(const Options&) const {
    RuleFacts f;
    // docs/rulesets/riichi.md "Rules in brief": a winning hand needs at
    // least one yaku, and dora are not yaku: one han of yaku at least.
    f.minimum = 1;
    f.minimumUnit = unit();
    // riichi.md "Furiten": permanent (own river), temporary (a winning tile
    // went by since one's own last discard), and after riichi for the rest of
    // the hand.
    f.furitenOwnDiscards = true;
    f.furitenPassed = true;
    // riichi.md "Riichi": declared with a discard, 1000 into the `deposits`
    // counter; riichi.md "Settlement": the winner takes the deposits.
    f.declareWord = "riichi";
    f.declareCost = 1000;
    f.potCounter = "deposits";
    // riichi.md "Exhaustive draw": 3000 split between ready and not-ready
    // players, so being ready rather than not is worth 2500 to 3000 whoever
    // else is (+3000/0, +1500/-1000, +1000/-1500, 0/-3000).
    f.tenpaiFixed = 2500;
    // riichi.md "Points": the hand's points are what the winner receives,
    // from the discarder or split among the others on a self-draw.
    f.tsumoGain = 1;
    // riichi.md "Dora": each indicator makes the next kind dora.
    f.indicatorBonus.resize(kNumKinds);
    for (int k = 0; k < kNumKinds; ++k) f.indicatorBonus[std::size_t(k)] = riichi::doraOfIndicator(Kind(k));
    return f;
}

// What the table shows of the play half's public state
// (riichi_play_internal.h): the deposits on the table and each seat's
// riichi, double riichi and live ippatsu; the rest is bookkeeping.
std::string RiichiRuleset::counterLabel(const std::string& key) const {
    return key == "deposits" ? "供託 Deposits" : "";
}

std::string RiichiRuleset::flagLabel(const std::string& key) const {
    if (key == "riichi") return "立直 Riichi";
    if (key == "double_riichi") return "ダブル Double";
    if (key == "ippatsu") return "一発 Ippatsu";
    return "";
}

// config() and the table hooks are in riichi_play.cpp.

}  // namespace qe
