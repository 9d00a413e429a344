// 玉雀 (Yuque, "精算麻雀" v54): ../shared/rules/yuque.md. This class holds
// the scoring half (options, table configuration, score()); the play half
// (table hooks, settlement, session) is added on top of it.
#pragma once

#include "core/ruleset.h"

namespace qe {

class YuqueRuleset : public Ruleset {
public:
    std::string id() const override { return "yuque"; }
    std::string nameZh() const override { return "玉雀"; }
    std::string nameEn() const override { return "Yuque"; }
    std::string unit() const override { return "fan"; }
    std::vector<OptionDesc> optionDescs() const override;
    TableConfig config(const Options& opts) const override;
    ScoreResult score(const HandDesc& hand) const override;
};

}  // namespace qe
