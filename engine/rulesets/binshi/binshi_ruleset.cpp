#include "rulesets/binshi/binshi_ruleset.h"

#include "core/table.h"
#include "rulesets/binshi/binshi_score.h"

namespace qe {

std::vector<OptionDesc> BinshiRuleset::optionDescs() const { return binshi::binshiOptionDescs(); }

// docs/rulesets/binshi.md "Play": 144 tiles with flowers set aside and
// replaced from the tail, no dead wall (the wall is played out), 4-4-4 then
// 跳牌, chi from 上家, robbing an added kong, head bump by option; concealed
// kongs are shown face up (the source drops MCR's 暗杠盖牌).
TableConfig BinshiRuleset::config(const Options& o) const {
    TableConfig c;
    c.wall.set.flowers = true;
    c.wall.deadWall = 0;
    c.wall.deal = DealPattern::FourFourFourJump;
    c.startScore = 0;
    c.chi = true;
    c.autoFlowers = true;
    c.robKong = true;
    c.winners = o.get("head_bump", 1) ? WinnersPolicy::HeadBump : WinnersPolicy::All;
    c.kongDisplay = ConcealedKongDisplay::AllUp;
    return c;
}

// docs/rulesets/binshi.md "Play": 8 fans without flowers, no furiten, no
// declaration; "Payments (铳二摸三)": the discarder pays 2F, a self-draw
// brings 3F, nothing for being ready at a drawn hand.
RuleFacts BinshiRuleset::ruleFacts(const Options&) const {
    RuleFacts f;
    f.minimum = binshi::kMinFan;
    f.minimumUnit = unit();
    f.minimumCountsFlowers = false;
    f.dealInShare = 2;
    f.ronGain = 2;
    f.tsumoGain = 3;
    return f;
}

ScoreResult BinshiRuleset::score(const HandDesc& hand) const { return binshi::scoreHand(hand); }
std::vector<std::string> BinshiRuleset::situationWords() const { return binshi::situationWords(); }

// The bots value many hands: no breakdown text (binshi_score.h valueHand).
ScoreResult BinshiRuleset::value(const HandDesc& hand) const { return binshi::valueHand(hand); }

std::unique_ptr<HandValuer> BinshiRuleset::valuer(const HandDesc& base) const { return binshi::makeValuer(base); }

// docs/rulesets/binshi.md "Payments (铳二摸三)"; an exhausted wall pays nothing.
Settlement BinshiRuleset::settle(const Table& t, HandOutcome& outcome) const {
    if (outcome.kind != HandOutcome::Kind::Win) return {};
    std::vector<binshi::WinShare> wins;
    for (const auto& w : outcome.wins) wins.push_back({w.seat, w.tsumo ? -1 : w.from, w.score.ok ? w.score.total : 0});
    std::array<std::string, 4> names;
    for (int s = 0; s < 4; ++s) names[std::size_t(s)] = t.pub().seats[std::size_t(s)].name;
    return binshi::settleWins(wins, &names);
}

// docs/rulesets/binshi.md "Play": the deal passes on after every hand (不設
// 連莊) and each player deals once a round; the round wind stays on the last
// round when the game ends.
bool BinshiRuleset::endHand(Table& t, const HandOutcome&) const {
    auto& p = t.pubMut();
    const int rounds = int(t.options().get("rounds", 4));
    p.dealer = (p.dealer + 1) % 4;
    if (++p.handInRound > 4) {
        if (p.roundWind + 1 >= rounds) {
            p.handInRound = 4;
            return true;
        }
        p.handInRound = 1;
        ++p.roundWind;
    }
    return false;
}

}  // namespace qe
