// Ruleset::value for 上海: the numbers of scoreHand without its breakdown.
#include "rulesets/shanghai/shanghai_ruleset.h"
#include "rulesets/shanghai/shanghai_score.h"

namespace qe {

ScoreResult ShanghaiRuleset::value(const HandDesc& hand) const { return shanghai::scoreFields(hand); }

std::unique_ptr<HandValuer> ShanghaiRuleset::valuer(const HandDesc& base) const { return shanghai::makeValuer(base); }

}  // namespace qe
