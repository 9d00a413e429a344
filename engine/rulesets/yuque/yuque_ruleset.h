// 玉雀 (Yuque, "精算麻雀" v54): docs/rulesets/yuque.md. The scoring half
// (options, table configuration, score()) is yuque_ruleset.cpp over
// yuque_score.h; the play half (table hooks, tenpai valuation of every hand,
// settlement, session) is yuque_play.cpp. docs/rulesets/yuque.md describes
// both.
#pragma once

#include <array>
#include <string>

#include "core/ruleset.h"
#include "core/score.h"

namespace qe {

class YuqueRuleset : public Ruleset {
public:
    std::string id() const override { return "yuque"; }
    std::string nameZh() const override { return "玉雀"; }
    std::string nameEn() const override { return "Yuque"; }
    std::string unit() const override { return "fan"; }
    RuleFacts ruleFacts(const Options& opts) const override;
    std::vector<OptionDesc> optionDescs() const override;
    TableConfig config(const Options& opts) const override;
    ScoreResult score(const HandDesc& hand) const override;
    std::vector<std::string> situationWords() const override;
    // The numbers alone through the scorer's fast path (the bots' queries).
    ScoreResult value(const HandDesc& hand) const override;
    // The bots' valuer: the shared part checked once (yuque::makeValuer).
    std::unique_ptr<HandValuer> valuer(const HandDesc& base) const override;

    // --- play (yuque_play.cpp) ---
    void startGame(Table& t) const override;
    void beforeDeal(Table& t) const override;
    std::optional<ScoreResult> evaluateWin(const Table& t, const WinContext& ctx) const override;
    HandDesc describeWin(const Table& t, const WinFacts& f) const override;
    Settlement settle(const Table& t, HandOutcome& outcome) const override;
    bool endHand(Table& t, const HandOutcome& outcome) const override;
    std::string winName(bool tsumo) const override { return tsumo ? "自摸 Self-draw" : "和 Win"; }
    // The session's round (圈, yuque.md "Session") is the one public counter.
    std::string counterLabel(const std::string& key) const override { return key == "round" ? "圈 Round" : ""; }
};

namespace yuque {

// The public counter holding the current round (圈), 1-based.
inline constexpr const char* kRoundCounter = "round";

// Seat rotation (yuque.md "Session", the competition option): position
// 0..3 = 東 南 西 北 of a round; round 1 has the player of round-1 position i
// at position i. After round n the source's move is applied (n odd: E↔S,
// W↔N; n a multiple of 4: E→W, S→N, W→S, N→E; other even n: E→N, S→W, W→E,
// N→S). Returns, for each position in round `round` (1-based), the round-1
// position of the player there; without `rotate` always {0, 1, 2, 3}.
std::array<int, 4> positionsInRound(int round, bool rotate);
// The same as players at the table's seats (PublicState::playerAt): 東 of
// every round is the seat of the game's first dealer (`firstDealer`), the
// other positions follow in turn order, and round 1 has player i at seat i.
std::array<int, 4> seatingInRound(int round, bool rotate, int firstDealer);

// What the settlement needs about one seat.
struct SeatOutcome {
    std::string label;     // for the steps, e.g. "South (東)"
    bool winner = false;
    bool tenpai = false;   // a non-winner's tenpai (yuque.md "Tenpai valuation")
    long long fan = 0;     // the winner's fan or the non-winner's tenpai value
};

// yuque.md "Points and settlement", readings 17. `winner` -1 for an
// exhausted wall; `from` the discarder (or robbed seat), -1 for a self-draw;
// `dealer` the seat of 東家, who announces first when nobody won (source,
// 报番、数番: "从和牌家(若无,则为東家)开始").
// Every gain and loss is a Payment (from -1: gained from nobody; to -1: a pure
// loss — the game is not zero-sum) and a step showing p and the rounding.
Settlement settlePoints(const std::array<SeatOutcome, 4>& seats, int winner, int from, bool tsumoBonusToWinner,
                        int dealer = 0);

// The game-end rule after a completed round (yuque.md "Session"): rounds
// before `minRounds` never end it; then the game ends, or with `ranked` only
// once two scores are 100 or more apart.
bool gameOverAfterRound(int round, int minRounds, bool ranked, const std::array<long long, 4>& scores);

}  // namespace yuque

}  // namespace qe
