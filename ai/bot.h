// Bots: a seat's view and its legal actions in, one action out. A bot never
// sees a Table: SeatView (engine/core/view.h) is all it gets.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/view.h"

namespace qe::ai {

class Bot {
public:
    virtual ~Bot() = default;
    // `v.legal` is never empty when this is called; the result must be one of them.
    virtual Action choose(const SeatView& v) = 0;
    virtual std::string level() const = 0;
};

// Levels: "simple" (the engine's baseline, used by selfplay and tests),
// "beginner", "standard" and "strong" (levels.cpp). Returns nullptr for an
// unknown level.
std::unique_ptr<Bot> makeBot(const std::string& level, std::uint64_t seed);

// Every level makeBot accepts, weakest first: the one list front ends offer.
std::vector<std::string> botLevels();

}  // namespace qe::ai
