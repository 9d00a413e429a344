#include "rulesets/riichi/riichi_ruleset.h"

#include "rulesets/riichi/riichi_score.h"

namespace qe {

std::vector<OptionDesc> RiichiRuleset::optionDescs() const {
    std::vector<OptionDesc> d = riichi::riichiOptionDescs();
    for (auto& o : riichi::riichiPlayOptionDescs()) d.push_back(std::move(o));
    return d;
}

ScoreResult RiichiRuleset::score(const HandDesc& hand) const { return riichi::scoreHand(hand); }

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
