// "test": a plain ruleset for the engine's own tests and benchmarks, used
// before the real rulesets existed and still used to exercise the table's
// mechanics in isolation (every option maps to one TableConfig switch or
// one shared rule helper).
#pragma once

#include "core/ruleset.h"

namespace qe {

class TestRuleset : public Ruleset {
public:
    std::string id() const override { return "test"; }
    std::string nameZh() const override { return "测试"; }
    std::string nameEn() const override { return "Test rules"; }
    std::vector<OptionDesc> optionDescs() const override;
    TableConfig config(const Options& opts) const override;
    std::string unit() const override { return "points"; }
    // A plain game: any complete hand wins, no furiten, no declaration, the
    // discarder (on a self-draw each other player) pays the points
    // (Ruleset::settle).
    RuleFacts ruleFacts(const Options&) const override { return {}; }
    ScoreResult score(const HandDesc& hand) const override;
    // The shared private-state helpers (rulesets/common/claim_state.h), each
    // behind its option, so the table's tests can drive them.
    void filterActions(const Table& t, int seat, std::vector<Action>& actions) const override;
    void onEvent(Table& t, const Event& e) const override;
};

}  // namespace qe
