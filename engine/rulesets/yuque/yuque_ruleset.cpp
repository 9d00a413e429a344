#include "rulesets/yuque/yuque_ruleset.h"

#include "rulesets/yuque/yuque_score.h"

namespace qe {

std::vector<OptionDesc> YuqueRuleset::optionDescs() const { return yuque::yuqueOptionDescs(); }

// yuque.md "Play": 136 tiles, a dead wall of 14, 13 each, kongs right after
// chi/pon, robbing an added kong, head bump, scores from 0.
TableConfig YuqueRuleset::config(const Options& o) const {
    TableConfig c;
    c.wall.set.flowers = false;
    c.wall.deadWall = 14;
    c.wall.deal = DealPattern::ThirteenEach;
    c.startScore = 0;
    c.chi = true;
    c.kongAfterCall = true;
    c.robKong = true;
    // "不设行牌禁例" (yuque.md "Play": no restrictions on play): the last
    // discard may be chi'd or pon'd too. A kong needs a live tile to move into
    // the dead wall, so none is offered once the live wall is empty (table).
    c.callsOnLastDiscard = true;
    c.winners = WinnersPolicy::HeadBump;
    // The source's four display forms; the table knows two of them
    // (one tile down, the two outer tiles down). The other two are shown as
    // the two outer tiles down.
    c.kongDisplay = o.get("kong_display", 0) == 0 ? ConcealedKongDisplay::OneDown : ConcealedKongDisplay::OuterDown;
    return c;
}

ScoreResult YuqueRuleset::score(const HandDesc& hand) const { return yuque::scoreHand(hand); }
std::vector<std::string> YuqueRuleset::situationWords() const { return yuque::situationWords(); }

RuleFacts YuqueRuleset::ruleFacts(const Options& o) const {
    RuleFacts f;
    // docs/rulesets/yuque.md "Play": no furiten, no flowers, no declaration;
    // no minimum unless the option `min_fan` sets one.
    f.minimum = o.get("min_fan", 0);
    f.minimumUnit = unit();
    // yuque.md "Points and settlement": the winner gains p (7p/6 with
    // tsumo_bonus_to_winner on a self-draw), the discarder loses half of it,
    // and every ready non-winner gains half its own p ("Tenpai valuation").
    f.tenpaiShare = 0.5;
    f.dealInShare = 0.5;
    f.ronGain = 1;
    f.tsumoGain = o.flag("tsumo_bonus_to_winner") ? 7.0 / 6.0 : 1;
    return f;
}

}  // namespace qe
