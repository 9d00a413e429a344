// Plays hands with bots in every seat: the driver behind `quetai-cli
// selfplay`, the arena and the engine's random-game tests.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <string>

#include "bot.h"
#include "core/table.h"

namespace qe::ai {

struct SelfplayStats {
    int hands = 0;
    int wins = 0;          // hands that ended with at least one win
    int winners = 0;       // winning players (several per hand possible)
    int tsumo = 0;
    int ron = 0;
    int exhausted = 0;
    int aborts = 0;
    int declarations = 0;  // discards with a declaration (riichi)
    int calls = 0;         // chi/pon/kan claims
    int invariantViolations = 0;
    int scoringErrors = 0;  // wins or hand values the ruleset's scorer refused (ok=false)
    int actions = 0;
    int games = 0;
    double seconds = 0;
    std::map<std::string, int> abortReasons;
    std::string firstError;
};

// Plays `hands` hands (starting new games as games end) with the given bot
// level in all seats; checks the table's invariants after every action when
// `checkInvariants`.
SelfplayStats selfplay(const std::string& rulesetId, const Options& options, std::uint64_t seed, int hands,
                       const std::array<std::string, 4>& levels, bool checkInvariants);

}  // namespace qe::ai
