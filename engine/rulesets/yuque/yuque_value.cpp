// Ruleset::value for 玉雀: scoreFan's fan without the breakdown.
#include "rulesets/yuque/yuque_ruleset.h"
#include "rulesets/yuque/yuque_score.h"

namespace qe {

ScoreResult YuqueRuleset::value(const HandDesc& hand) const { return yuque::valueHand(hand); }

std::unique_ptr<HandValuer> YuqueRuleset::valuer(const HandDesc& base) const { return yuque::makeValuer(base); }

namespace yuque {

ScoreResult valueHand(const HandDesc& hand) {
    const int fan = scoreFan(hand);
    // Bad input: the full scorer says why.
    if (fan == -2) return scoreHand(hand);
    ScoreResult r;
    r.ok = true;
    r.ruleset = "yuque";
    if (fan < 0) {
        // Not a complete standard-form hand (yuque.md "Play").
        r.fields = {{"fan", 0}, {"points", 0}};
        return r;
    }
    r.total = fan;
    r.fields = {{"fan", fan}, {"points", pointsForFan(fan)}};
    // yuque.md "Play": the option min_fan sets the least fan a win needs.
    r.valid = fan >= hand.options.get("min_fan", 0);
    return r;
}

}  // namespace yuque

}  // namespace qe
