// 灵雀 settlement as pure functions (docs/rulesets/lingque.md "Settlement"):
// who pays the winner what, with half and full liability (包牌), and the
// optional tanh summary score of a session.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "core/state.h"

namespace qe::lingque {

// `winner` won `points` (p, flowers included); `from` is the discarder (or
// the robbed seat), -1 for a self-draw; `fed[s]` the tiles seat s handed the
// winner this hand (discards the winner claimed by chi, pon or kong, and the
// winning discard). Self-draw: each other seat pays 3p/2; discard: the
// discarder pays 2p, the other two p each. A seat that fed 4 tiles is half
// liable: it also pays half (rounded up) of what each of the other two would
// pay, and they pay the rest; 5 tiles: full liability, it pays everything.
// Throws std::invalid_argument naming the argument for impossible input.
// `names` label the seats in the steps.
Settlement settleWin(int winner, int from, long long points, const std::array<int, 4>& fed,
                     const std::array<std::string, 4>& names = {"East", "South", "West", "North"});

// Exhausted wall (荒庄): no payments.
Settlement settleDraw();

// Optional summary score of a session: S_i = α · Σ_j tanh((s_j − s_i) /
// (T0·√n)) over the n players' raw scores s (lingque.md "Settlement"; the
// ruling takes α = 1). Throws std::invalid_argument for no scores or T0 ≤ 0.
std::vector<double> summaryScores(const std::vector<long long>& scores, double t0 = 480.0, double alpha = 1.0);

}  // namespace qe::lingque
