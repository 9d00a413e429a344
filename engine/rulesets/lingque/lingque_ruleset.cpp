#include "rulesets/lingque/lingque_ruleset.h"

#include "rulesets/lingque/lingque_score.h"

namespace qe {

std::vector<OptionDesc> LingqueRuleset::optionDescs() const { return lingque::lingqueOptionDescs(); }

// lingque.md "Play": 136 tiles or 144 with flowers (set aside and replaced
// from the tail), no dead wall, 13 each, kongs right after chi/pon, robbing
// an added kong, calls on the last discard, head bump.
TableConfig LingqueRuleset::config(const Options& o) const {
    TableConfig c;
    c.wall.set.flowers = o.get("flowers", 1) != 0;
    c.wall.deadWall = 0;
    c.wall.deal = DealPattern::ThirteenEach;
    c.startScore = 0;
    c.chi = true;
    c.kongAfterCall = true;
    c.autoFlowers = c.wall.set.flowers;
    c.robKong = true;
    c.callsOnLastDiscard = true;
    c.winners = o.get("head_bump", 1) != 0 ? WinnersPolicy::HeadBump : WinnersPolicy::All;
    // "暗杠应在全部明出展示后暗置一至三张": one to three face down.
    c.kongDisplay = ConcealedKongDisplay::OneDown;
    return c;
}

ScoreResult LingqueRuleset::score(const HandDesc& hand) const { return lingque::scoreHand(hand); }

}  // namespace qe
