// strong-2026-11: the riichi Strong of November 2026, frozen as the fixed
// yardstick every later Strong is measured against (docs/bots.md, "The
// yardstick"). makeBot("strong-2026-11") plays it.
#pragma once

#include <cstdint>
#include <memory>

#include "bot.h"
#include "levels.h"

namespace qe::ai::strong2026_11 {

inline constexpr const char* kName = "strong-2026-11";

std::unique_ptr<Bot> make(std::uint64_t seed);
// What it would play in this view, with its ranked discards (as adviceFor).
Advice advice(const SeatView& v);

}  // namespace qe::ai::strong2026_11
