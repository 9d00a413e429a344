// Bots: a seat's view and its legal actions in, one action out. A bot never
// sees a Table: SeatView (engine/core/view.h) is all it gets.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/session.h"
#include "core/view.h"

namespace qe::ai {

// A bot is a session's agent (core/session.h): it answers in-hand decisions
// and, between hands, the offer to end the game made to its seat.
// What a bot expected of the discard it chose last, for the arena's
// calibration report: the chance it deals in now and what that would cost,
// and what the hand is worth after it (the bot's own estimates, in points;
// a level with placement gives them as the rank they move, in points).
struct DiscardNote {
    bool valid = false;
    double dealIn = 0;
    double dealInCost = 0;
    double handValue = 0;
    int shanten = 8;  // after the discard
    int kind = -1;    // the discarded kind
};

class Bot : public Agent {
public:
    // `v.legal` is never empty when this is called; the result must be one of them.
    Action choose(const SeatView& v) override = 0;
    virtual std::string level() const = 0;
    // The note of the last choose() if it chose a discard it weighed (none
    // by default).
    virtual DiscardNote lastDiscardNote() const { return {}; }
};

// The offer to end the game between hands (legal holds EndGame), if made.
inline const Action* endGameOffer(const SeatView& v) {
    for (const Action& a : v.legal)
        if (a.type == ActionType::EndGame) return &a;
    return nullptr;
}

// Levels: "simple" (the engine's baseline, used by selfplay and tests),
// "beginner", "standard" and "strong" (levels.cpp), and for the arena the
// fixed yardstick "strong-2026-11" (ai/reference/strong_2026_11.h), which
// botLevels does not offer. Returns nullptr for an unknown level.
std::unique_ptr<Bot> makeBot(const std::string& level, std::uint64_t seed);

// Every level makeBot accepts, weakest first: the one list front ends offer.
std::vector<std::string> botLevels();

}  // namespace qe::ai
