// The arena: bots of given levels over duplicate deals. Each deal is one
// hand's wall (a fresh table with seed S+i) played four times with the
// players rotated through the seats, so every player meets every wall from
// every seat and luck of the deal cancels out.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/options.h"

namespace qe {
class Ruleset;
}

namespace qe::ai {

struct ArenaPlayer {
    std::string level;
    int plays = 0;           // hands played (4 per deal)
    int wins = 0;
    int dealIns = 0;         // discards (or robbed kongs) another player won on
    int exhausted = 0;       // hands that ended at the exhaustive draw
    int tenpaiAtDraw = 0;    // ... with this player tenpai
    int callHands = 0;       // hands with at least one chi/pon/open kong
    int declareHands = 0;    // hands with a declaration (riichi)
    double scoreSum = 0;
    double winGainSum = 0;   // score change in the hands it won
    std::vector<double> perDeal;         // mean score change over the deal's four plays
    std::vector<double> perDealVsTable;  // ... minus the table's mean
    std::vector<double> decisionMs;
};

struct ArenaResult {
    std::string ruleset;
    int deals = 0;
    std::string declareWord;  // RuleFacts::declareWord: the JSON key of declareHands; "" none
    std::vector<ArenaPlayer> players;
    std::string error;        // first problem (illegal action, exception), empty if none
    int illegal = 0;
};

// Mean and the half-width of its 95% confidence interval.
struct MeanCi {
    double mean = 0, half = 0;
};
MeanCi meanCi(const std::vector<double>& xs);
// The q-quantile (0..1) of `xs` (sorted copy, nearest rank).
double quantile(std::vector<double> xs, double q);

// Why an arena of `levels` under `rs` (made from `rulesetId`; nullptr when it
// could not be) cannot be played, or empty: the ruleset, four players, every
// level known. Both arenas (runArena, runGameArena) check it first.
std::string arenaSetupError(const std::string& rulesetId, const Ruleset* rs, const std::vector<std::string>& levels);

ArenaResult runArena(const std::string& rulesetId, const Options& options, std::uint64_t seed, int deals,
                     const std::vector<std::string>& levels, int threads = 1);

}  // namespace qe::ai
