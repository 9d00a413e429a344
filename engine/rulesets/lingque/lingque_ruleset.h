// 灵雀 (Lingque, v26 draft 2): docs/rulesets/lingque.md. This is the scoring
// half (options, table configuration, score()) over lingque_score.h, with
// the settlement functions of lingque_settle.h; the play half (table hooks,
// bots) comes with the engine's typed win facts.
#pragma once

#include <string>

#include "core/ruleset.h"
#include "core/score.h"

namespace qe {

class LingqueRuleset : public Ruleset {
public:
    std::string id() const override { return "lingque"; }
    std::string nameZh() const override { return "灵雀"; }
    std::string nameEn() const override { return "Lingque"; }
    std::string unit() const override { return "points"; }
    std::vector<OptionDesc> optionDescs() const override;
    TableConfig config(const Options& opts) const override;
    RuleFacts ruleFacts(const Options& opts) const override;
    ScoreResult score(const HandDesc& hand) const override;
    std::string winName(bool tsumo) const override { return tsumo ? "自摸 Self-draw" : "和 Win"; }
};

}  // namespace qe
