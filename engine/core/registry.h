// Ruleset ids → implementations.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/ruleset.h"

namespace qe {

// The five rulesets of the product plus "test" (a plain ruleset used by the
// engine's own tests). Returns nullptr for an id that is unknown or not yet
// implemented; `rulesetStatus` says which.
std::shared_ptr<const Ruleset> makeRuleset(const std::string& id);
std::vector<std::string> rulesetIds();          // implemented ones
std::vector<std::string> plannedRulesetIds();   // the product's five
std::string rulesetStatus(const std::string& id);  // "" if available, else why not

}  // namespace qe
