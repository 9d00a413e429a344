// The game arena: whole games (riichi is played for placement, not for the
// points of one hand) over duplicate walls. Each wall set is one game seed:
// every hand's wall comes from (seed, hand number) (common.md), so a game
// played again with the same seed meets the same walls hand by hand for as
// long as the hands run alike. Every seed is played four times with the
// players rotated through the seats, so each player meets each wall set once
// from each seat.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "arena.h"
#include "core/options.h"
#include "core/state.h"

namespace qe {
class Table;
}

namespace qe::ai {

// How a hand ended for one player, for the points-by-outcome report: where
// a level's points go (its wins, its deal-ins, what the others' wins and the
// draws cost it).
enum class HandEnd : std::uint8_t { Won, DealtIn, OtherTsumo, OtherRon, DrawReady, DrawNotReady, Abort };
inline constexpr int kHandEnds = 7;
const char* handEndName(HandEnd e);

// How a level's estimates for its discards (Bot::lastDiscardNote) met what
// came of them: the discards in a bin, the deal-in chances they were given
// and the deal-ins that came, the deal-in costs they were given and the
// points the deal-ins lost, the hand's worth after each discard and the
// points its own win or ready payment at the draw brought that hand.
struct CalibrationBin {
    int discards = 0;
    double predicted = 0;
    int dealIns = 0;
    double predictedCost = 0;
    double loss = 0;
    double handValue = 0;
    double gain = 0;
};
// Bins by the deal-in chance given: [edge i, edge i + 1), the last to 1.
inline constexpr std::array<double, 9> kDealInEdges{0, 0.005, 0.01, 0.02, 0.04, 0.07, 0.1, 0.15, 0.25};
inline constexpr int kShantenBins = 4;
inline constexpr int kHandStyles = 3;  // declared, open, closed silent
const char* handStyleName(int style);

// The decision audit (runGameArena's `audit`): at some of the first
// player's decisions the table is copied, the decision and one alternative
// are each played to the end of the hand on the copy's wall (the same wall
// for both, every seat played by a fresh bot of its level), and the first
// player's score change from the decision to the hand's end is compared.
// The wall is hidden from the bots; only the audit sees both outcomes, so
// over many decisions the mean difference is what the choice was worth
// against its alternative, at the decisions where it was made, in points
// of this hand (not rank), or with AuditTo::GameEnd the places gained by
// the end of the game (the rest of the game played out on the copy: each
// hand after this one is dealt from the game's seed as in the game).
enum class AuditKind : std::uint8_t {
    Call,     // a claim made (chi, pon, open kong); the alternative: pass
    Pass,     // a pass where a claim was open; the alternative: one of the claims, drawn
    Declare,  // a discard with a declaration; the alternative: the same tile silent
    Silent,   // a silent discard the same tile could declare with; the alternative: declaring
    Push,     // facing a declaration, a discard other than the safest tile; the alternative: the safest
    Fold,     // facing a declaration one step from ready or closer, the safest tile let go; the alternative:
              // the discard that keeps the hand closest to ready with the most tiles to draw
};
inline constexpr int kAuditKinds = 6;
const char* auditKindName(AuditKind k);
enum class AuditTo : std::uint8_t { Off, HandEnd, GameEnd };
struct AuditSettings {
    AuditTo to = AuditTo::Off;
    std::array<bool, kAuditKinds> kinds{true, true, true, true, true, true};  // by AuditKind
};
// The audit's play-out: `a` applied to a copy of `t` (the game is left as
// it is) and the hand played to its end there, each table player by a
// fresh bot of `levels[player]` seeded from `seed`; the score change of
// `seat` from before `a` to the hand's end (deposits included).
double playHandOut(const Table& t, const Action& a, int seat, const std::array<std::string, 4>& levels,
                   std::uint64_t seed);
// The same played to the end of the game: the final rank (1 to 4, ties by
// seat order from the first dealer) of the player sitting at `seat`.
int playGameOut(const Table& t, const Action& a, int seat, const std::array<std::string, 4>& levels,
                std::uint64_t seed);
struct AuditBin {
    int decisions = 0;
    int same = 0;      // both played out alike
    double sum = 0;    // chosen minus alternative: points; to the game's end, places gained
    double sumSq = 0;
};  // ready, one, two, three or more steps after the discard

struct GamePlayer {
    std::string level;
    int games = 0;
    std::array<int, 4> rankCount{};  // games finished 1st .. 4th
    double rankSum = 0;
    double finalScoreSum = 0;
    std::vector<double> perWallRank;  // the player's mean rank over each wall set's four games
    // Per hand (every hand of every game it played).
    int hands = 0;
    int wins = 0;
    int dealIns = 0;
    int declareHands = 0;  // hands with a declaration (riichi)
    int callHands = 0;     // hands with at least one open meld at the end
    double winGainSum = 0;  // score change in the hands it won
    double dealInLossSum = 0;  // points lost in the hands it dealt in (positive)
    // The same by how the player's hand stood at the end: declared, open
    // (a claimed meld, no declaration), or closed and silent. Where the wins
    // come from, and how much each kind is worth.
    std::array<int, kHandStyles> styleHands{}, styleWins{}, styleDealIns{};
    std::array<double, kHandStyles> styleWinSum{};
    // By HandEnd: hands and the sum of the score changes the hands'
    // settlements gave it (a declaration's deposit is not in them).
    std::array<int, kHandEnds> endHands{};
    std::array<double, kHandEnds> endDeltaSum{};
    std::array<CalibrationBin, kDealInEdges.size()> byDealIn{};
    std::array<CalibrationBin, kShantenBins> byShanten{};
    std::vector<double> decisionMs;
    std::array<AuditBin, kAuditKinds> audit{};  // the first player only, with `audit`
};

// One game as played, for the tests and the report.
struct GameRecord {
    int wall = 0;  // wall set (the game seed is seed + wall)
    int rot = 0;   // player p sat at seat (p + rot) % 4
    int firstDealer = 0;
    std::array<long long, 4> finalScore{};  // by player
    std::array<int, 4> rank{};               // by player, 1..4
    // A fingerprint of each hand's dealt tiles (all four hands), by hand
    // number from 1: the same seed deals the same hand number alike.
    std::vector<std::uint64_t> deals;
    int hands = 0;
};

struct GameArenaResult {
    std::string ruleset;
    std::string gameType;  // "tonpu" / "hanchan" ("" : the options as given)
    int walls = 0;
    std::string declareWord;
    std::vector<GamePlayer> players;
    std::vector<GameRecord> games;  // in (wall, rot) order
    std::string error;
    int illegal = 0;
};

// Plays `walls` wall sets × 4 rotations = 4 × walls games. `gameType`
// "tonpu" or "hanchan" sets the ruleset's `length` option (an error where
// the ruleset has none); "" leaves the options as given.
GameArenaResult runGameArena(const std::string& rulesetId, const Options& options, const std::string& gameType,
                             std::uint64_t seed, int walls, const std::vector<std::string>& levels, int threads = 1,
                             AuditSettings audit = {});

}  // namespace qe::ai
