// Ruleset::value for riichi: scoreValue's numbers without the breakdown.
// scoreValue agrees with scoreHand's fields (tests/test_riichi_score.cpp).
#include "rulesets/riichi/riichi_ruleset.h"
#include "rulesets/riichi/riichi_score.h"

namespace qe {

ScoreResult RiichiRuleset::value(const HandDesc& hand) const {
    const riichi::Value v = riichi::scoreValue(hand);
    // Bad input: the full scorer says why.
    if (v.status == -2) return riichi::scoreHand(hand);
    ScoreResult r;
    r.ok = true;
    r.ruleset = id();
    // riichi.md "Rules in brief": valid = complete with at least one yaku.
    r.valid = v.status == 1;
    r.total = v.han;
    r.fields = {{"han", v.han}, {"fu", v.fu}, {"yakuman", v.yakuman}, {"base", v.base}, {"points", v.points}};
    return r;
}

}  // namespace qe
