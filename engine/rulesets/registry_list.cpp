#include "rulesets/registry_list.h"

#include "rulesets/test/test_ruleset.h"

namespace qe {

const std::vector<RulesetFactory>& rulesetFactories() {
    static const std::vector<RulesetFactory> list = {
        {"test", [] { return std::make_shared<TestRuleset>(); }},
    };
    return list;
}

}  // namespace qe
