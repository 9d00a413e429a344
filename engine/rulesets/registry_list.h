// The list of implemented rulesets. Each ruleset folder adds one line in
// registry_list.cpp.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/ruleset.h"

namespace qe {

struct RulesetFactory {
    std::string id;
    std::function<std::shared_ptr<const Ruleset>()> make;
};

const std::vector<RulesetFactory>& rulesetFactories();

}  // namespace qe
