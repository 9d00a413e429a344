// 灵雀 (Lingque, v26 draft 2): docs/rulesets/lingque.md. The scoring half
// (options, table configuration, score()) is lingque_ruleset.cpp over
// lingque_score.h; the play half (table hooks, settlement through
// lingque_settle.h, session) is lingque_play.cpp.
#pragma once

#include <array>
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
    std::vector<std::string> situationWords() const override;
    // The points alone through lingque::scorePoints (no fan list, no steps).
    ScoreResult value(const HandDesc& hand) const override;
    // The bots' valuer: the shared part checked once (lingque::makeValuer).
    std::unique_ptr<HandValuer> valuer(const HandDesc& base) const override;
    std::string winName(bool tsumo) const override { return tsumo ? "自摸 Self-draw" : "和 Win"; }

    // --- play (lingque_play.cpp) ---
    void startGame(Table& t) const override;
    std::optional<ScoreResult> evaluateWin(const Table& t, const WinContext& ctx) const override;
    HandDesc describeWin(const Table& t, const WinFacts& f) const override;
    void onEvent(Table& t, const Event& e) const override;
    Settlement settle(const Table& t, HandOutcome& outcome) const override;
    bool endHand(Table& t, const HandOutcome& outcome) const override;
};

namespace lingque {
// The tiles each seat handed `winner` this hand (lingque.md "Settlement",
// 包牌): the winner's private rule state, kept from the table's events.
std::array<int, 4> fedCounts(const Table& t, int winner);
}  // namespace lingque

}  // namespace qe
