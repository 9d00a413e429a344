// The bot levels behind makeBot (bot.h), for the arena and the hints.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bot.h"
#include "handeval.h"

namespace qe::ai {

enum class Level { Beginner, Standard, Strong };

std::unique_ptr<Bot> makeSimpleBot(std::uint64_t seed);
std::unique_ptr<Bot> makeLevelBot(Level level, std::uint64_t seed);

// A discard suggestion for a human seat: what the Strong bot would
// discard, and for each candidate the shanten and acceptance it leaves.
struct DiscardInfo {
    Tile tile{};
    bool declare = false;
    int shanten = 8;
    int acceptance = 0;          // unseen copies of the useful kinds
    std::uint64_t useful = 0;    // kinds that bring the hand closer (bit k: kind k)
    double value = 0;            // expected points (the bot's estimate)
    double dealIn = 0;           // estimated chance this discard deals in now
};
struct Hint {
    bool ok = false;             // false when the seat has no discard to make
    Action action;               // the suggested action (a discard, or a win/kong when better)
    std::string text;            // one line, e.g. "discard 9p: 1-shanten, 24 tiles (3m 6m 4p 7p ...)"
    std::vector<DiscardInfo> discards;  // best first
};
Hint hintFor(const SeatView& v);

// What a level would play in this view, and on a turn every discard it
// ranked with its figures (best first). Deterministic: a fresh bot with a
// fixed stream, so a review asks the same question the same way.
struct Advice {
    bool ok = false;
    Action action;
    std::vector<DiscardInfo> discards;
};
Advice adviceFor(const SeatView& v, Level level);

// The meld a claim or a kong action makes, as the seat's view sees it.
Meld meldOfCall(const Action& a, const SeatView& v);

// The settings a level's evaluator uses in the ruleset of `prof` (the
// level's own, adjusted by the ruleset's rule facts).
EvalConfig evalConfigFor(Level level, const RulesetProfile& prof);

}  // namespace qe::ai
