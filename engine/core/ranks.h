// The final order of a game's four seats (docs/rulesets/riichi.md "Game":
// "Ties in rank are broken by seat order from the first dealer"), written
// once for the scorer's settlement, the game arena and the bots.
#pragma once

#include <algorithm>
#include <array>

namespace qe {

// Ranks 1..4 by seat from the seats' scores: higher first, ties to the
// seat that comes first counting from the first dealer. Doubles: a score
// with a hand's swing added may be fractional, and whole scores convert
// exactly.
inline std::array<int, 4> seatRanks(const std::array<double, 4>& scores, int firstDealer) {
    std::array<int, 4> order{};
    for (int i = 0; i < 4; ++i) order[std::size_t(i)] = (firstDealer + i) % 4;
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return scores[std::size_t(a)] > scores[std::size_t(b)]; });
    std::array<int, 4> rank{};
    for (int i = 0; i < 4; ++i) rank[std::size_t(order[std::size_t(i)])] = i + 1;
    return rank;
}

}  // namespace qe
