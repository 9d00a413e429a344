#include "rulesets/lingque/lingque_ruleset.h"

#include "rulesets/lingque/lingque_score.h"

namespace qe {

std::vector<OptionDesc> LingqueRuleset::optionDescs() const { return lingque::lingqueOptionDescs(); }

// lingque.md "Play": 136 tiles or 144 with flowers (set aside and replaced
// from the tail), no dead wall, 13 each, kongs right after chi/pon, robbing
// an added kong, calls (kongs too) on the last discard, head bump.
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
    // "a kong then needs a replacement that does not exist: the hand ends as
    // a draw" — kongs stay legal on an empty wall.
    c.kongWithoutReplacement = true;
    c.winners = o.get("head_bump", 1) != 0 ? WinnersPolicy::HeadBump : WinnersPolicy::All;
    // "暗杠应在全部明出展示后暗置一至三张": one to three face down.
    c.kongDisplay = ConcealedKongDisplay::OneDown;
    return c;
}

// lingque.md "Play": a win needs 10 points without flowers, no furiten, no
// declaration; "Settlement": on a discard the discarder pays 2p and the
// other two p each (the winner gains 4p), on a self-draw each pays 3p/2
// (4.5p), nothing for being ready at a draw.
RuleFacts LingqueRuleset::ruleFacts(const Options&) const {
    RuleFacts f;
    f.minimum = 10;
    f.minimumUnit = unit();
    f.minimumCountsFlowers = false;
    f.dealInShare = 2;
    f.ronGain = 4;
    f.tsumoGain = 4.5;
    return f;
}

ScoreResult LingqueRuleset::score(const HandDesc& hand) const { return lingque::scoreHand(hand); }
std::vector<std::string> LingqueRuleset::situationWords() const { return lingque::situationWords(); }

ScoreResult LingqueRuleset::value(const HandDesc& hand) const { return lingque::valueHand(hand); }

std::unique_ptr<HandValuer> LingqueRuleset::valuer(const HandDesc& base) const { return lingque::makeValuer(base); }

}  // namespace qe
