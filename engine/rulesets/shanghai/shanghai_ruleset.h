// 上海麻将 (Shanghai, the online-table spec played as a local table):
// docs/rulesets/shanghai.md. The scoring half is shanghai_score.h; the play
// half (claim restrictions and locks, 荒番, dealers, the settlement through
// the table) is shanghai_play.cpp.
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
    RuleFacts ruleFacts(const Options& opts) const override;
    ScoreResult score(const HandDesc& hand) const override;
    std::vector<std::string> situationWords() const override;
    // The numbers alone through the scorer's fast path (the bots' queries).
    ScoreResult value(const HandDesc& hand) const override;
    // The bots' valuer: the shared part checked once (shanghai::makeValuer).
    std::unique_ptr<HandValuer> valuer(const HandDesc& base) const override;

    void startGame(Table& t) const override;
    void startHand(Table& t) const override;
    void refuseActions(const Table& t, int seat, std::vector<Action>& actions,
                       std::vector<RefusedAction>& refused) const override;
    HandDesc describeWin(const Table& t, const WinFacts& facts) const override;
    // The default (describe and score) behind a screen on counts: asked for
    // every seat on every discard, and most hands cannot win.
    std::optional<ScoreResult> evaluateWin(const Table& t, const WinContext& ctx) const override;
    void onEvent(Table& t, const Event& e) const override;
    Settlement settle(const Table& t, HandOutcome& outcome) const override;
    bool endHand(Table& t, const HandOutcome& outcome) const override;
    std::string counterLabel(const std::string& key) const override;
    std::string winName(bool tsumo) const override { return tsumo ? "自摸 Self-draw" : "和 Win"; }
};

}  // namespace qe
