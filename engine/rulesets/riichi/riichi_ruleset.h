// 立直麻将 (Japanese riichi mahjong): docs/rulesets/riichi.md (scoring from
// the source of riichi.md "Source"; yaku and play rules the standard modern
// ones). The scoring half (options, table configuration, score()) is
// riichi_ruleset.cpp over riichi_score.h; the play half (table hooks: dora,
// riichi, furiten, kuikae, abortive draws, settlement with honba and
// deposits, dealer repeat, game end, pao) is riichi_play.cpp.
// docs/rulesets/riichi.md describes both.
#pragma once

#include <string>

#include "core/ruleset.h"
#include "core/score.h"

namespace qe {

class RiichiRuleset : public Ruleset {
public:
    std::string id() const override { return "riichi"; }
    std::string nameZh() const override { return "立直麻将"; }
    std::string nameEn() const override { return "Riichi"; }
    std::string unit() const override { return "han"; }
    RuleFacts ruleFacts(const Options& opts) const override;
    std::vector<OptionDesc> optionDescs() const override;
    TableConfig config(const Options& opts) const override;
    ScoreResult score(const HandDesc& hand) const override;
    std::vector<std::string> situationWords() const override;
    // The numbers alone through the scorer's fast path (the bots' queries).
    ScoreResult value(const HandDesc& hand) const override;

    // --- play (riichi_play.cpp) ---
    FirstDealerDraw drawFirstDealer(Rng& dice) const override;
    void startGame(Table& t) const override;
    void startHand(Table& t) const override;
    void filterActions(const Table& t, int seat, std::vector<Action>& actions) const override;
    void refuseActions(const Table& t, int seat, std::vector<Action>& actions,
                       std::vector<RefusedAction>& refused) const override;
    std::optional<ScoreResult> evaluateWin(const Table& t, const WinContext& ctx) const override;
    HandDesc describeWin(const Table& t, const WinFacts& f) const override;
    void afterAction(Table& t, const Action& a) const override;
    std::string checkAbort(const Table& t) const override;
    Settlement settle(const Table& t, HandOutcome& outcome) const override;
    bool endHand(Table& t, const HandOutcome& outcome) const override;
    int mayEndGame(const Table& t) const override;
    // Ties broken by seat order from the first dealer (riichi.md "Game").
    std::array<double, 4> placements(const PublicState& p) const override;
    void endGameByChoice(Table& t) const override;
    std::string winName(bool tsumo) const override { return tsumo ? "ツモ Tsumo" : "ロン Ron"; }
    std::string counterLabel(const std::string& key) const override;
    std::string flagLabel(const std::string& key) const override;
    std::string declarationName(int code) const override;
    std::string abortName(int code) const override;
};

}  // namespace qe
