// 上海麻将 (Shanghai, the online-table spec played as a local table):
// docs/rulesets/shanghai.md. The scoring half (options, score()) is here over
// shanghai_score.h; the play half (claim restrictions, locks, 荒番, the
// settlement through the table) comes with the table hooks.
#pragma once

#include "core/ruleset.h"

namespace qe {

class ShanghaiRuleset : public Ruleset {
public:
    std::string id() const override { return "shanghai"; }
    std::string nameZh() const override { return "上海麻将"; }
    std::string nameEn() const override { return "Shanghai"; }
    std::string unit() const override { return "花"; }
    std::vector<OptionDesc> optionDescs() const override;
    TableConfig config(const Options& opts) const override;
    ScoreResult score(const HandDesc& hand) const override;
};

}  // namespace qe
