// 璸市麻雀 (Binshi): MCR's fans with an 8-fan minimum, 144 tiles, 铳二摸三
// payments (docs/rulesets/binshi.md). binshi_ruleset.cpp: options, table
// configuration, score(), rule facts, settlement, the end of the game;
// binshi_play.cpp: what a win is and how the table describes it.
#pragma once

#include "core/ruleset.h"

namespace qe {

class BinshiRuleset : public Ruleset {
public:
    std::string id() const override { return "binshi"; }
    std::string nameZh() const override { return "璸市麻雀"; }
    std::string nameEn() const override { return "Binshi"; }
    std::string unit() const override { return "fan"; }
    std::vector<OptionDesc> optionDescs() const override;
    TableConfig config(const Options& opts) const override;
    RuleFacts ruleFacts(const Options& opts) const override;
    ScoreResult score(const HandDesc& hand) const override;
    std::vector<std::string> situationWords() const override;
    // The numbers alone, without the breakdown (binshi_score.h valueHand; the bots' queries).
    ScoreResult value(const HandDesc& hand) const override;
    // The bots' valuer: the shared part checked once (binshi::makeValuer).
    std::unique_ptr<HandValuer> valuer(const HandDesc& base) const override;
    std::optional<ScoreResult> evaluateWin(const Table& t, const WinContext& ctx) const override;
    bool offersWin(const Table& t, const WinContext& ctx) const override;
    HandDesc describeWin(const Table& t, const WinFacts& f) const override;
    Settlement settle(const Table& t, HandOutcome& outcome) const override;
    // No dealer repeat; the game ends after the option `rounds` (1..4) rounds.
    bool endHand(Table& t, const HandOutcome& outcome) const override;
    std::string winName(bool tsumo) const override { return tsumo ? "自摸 Self-draw" : "和 Win"; }

private:
    // The fast path's answer for a complete hand (its description in `d`),
    // none for a hand that is not: what offersWin and evaluateWin share.
    std::optional<ScoreResult> fastWin(const Table& t, const WinContext& ctx, HandDesc& d) const;
};

}  // namespace qe
