// mjai event logs of our riichi games (docs/mjai.md): every event of the
// game with every tile shown, one JSON object per line, and back.
#pragma once

#include <array>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace qe::mjai {

// The game of a save (Table::toJson) as mjai events. Throws
// std::invalid_argument for a save that is not a riichi game or is corrupt.
std::vector<nlohmann::json> exportLog(const std::string& saveJson);

struct ImportResult {
    int kyokus = 0;
    std::array<long long, 4> scores{};     // the engine's final scores, replaying the log
    std::array<long long, 4> logScores{};  // end_game's scores in the log (if any)
    bool hasLogScores = false;
    std::vector<std::string> problems;     // where the replay and the log disagree
};
// Replays an mjai log (one event per line) with the engine's own rules and
// scoring. Throws std::invalid_argument naming the line for bad input.
ImportResult importLog(const std::string& text);

}  // namespace qe::mjai
