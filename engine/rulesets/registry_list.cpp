#include "rulesets/registry_list.h"

#include "rulesets/lingque/lingque_ruleset.h"
#include "rulesets/binshi/binshi_ruleset.h"
#include "rulesets/riichi/riichi_ruleset.h"
#include "rulesets/shanghai/shanghai_ruleset.h"
#include "rulesets/test/test_ruleset.h"
#include "rulesets/yuque/yuque_ruleset.h"

namespace qe {

const std::vector<RulesetFactory>& rulesetFactories() {
    static const std::vector<RulesetFactory> list = {
        {"test", [] { return std::make_shared<TestRuleset>(); }},
        {"yuque", [] { return std::make_shared<YuqueRuleset>(); }},
        {"riichi", [] { return std::make_shared<RiichiRuleset>(); }},
        {"shanghai", [] { return std::make_shared<ShanghaiRuleset>(); }},
        {"lingque", [] { return std::make_shared<LingqueRuleset>(); }},
        {"binshi", [] { return std::make_shared<BinshiRuleset>(); }},
    };
    return list;
}

}  // namespace qe
