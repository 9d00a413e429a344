// One hand description scored under one ruleset id or under all of them:
// the hand calculator and `quetai-cli score` (README.md "The command-line tool").
#pragma once

#include <string>
#include <vector>

#include "core/score.h"

namespace qe {

// Scores `d` under ruleset `id`: the description's options are resolved
// against that ruleset's own, and every error (unknown ruleset, bad option,
// impossible hand) comes back as a failed result naming it, never a throw.
ScoreResult scoreUnder(const std::string& id, HandDesc d);
// The same hand under each of the product's rulesets, in plannedRulesetIds()
// order.
std::vector<ScoreResult> scoreUnderAll(const HandDesc& d);

}  // namespace qe
