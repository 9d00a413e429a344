// Riichi's fitted read of a declared hand's waits (docs/bots.md, "Seventh
// round: what the others' hands are worth knowing"): the chance that each
// kind is among a declared seat's waits, from the picture's own read and
// what the declarer's river shows (suji, the tiles beside its declaration
// tile and its other discards, the dora, the copies in sight), by a
// logistic model fitted to the true waits of yardstick seats in arena
// games. Built from a SeatView alone, as the picture is.
#pragma once

#include <array>

#include "picture.h"

namespace qe::ai {

constexpr int kWaitFeatures = 20;
using WaitFeatures = std::array<double, kWaitFeatures>;

// The features of kind `k` against the declared seat `o` of `p` (whose
// waitProb is the read being corrected). Names in waitFeatureNames.
WaitFeatures declaredWaitFeatures(const Picture& p, const Opponent& o, Kind k);
extern const std::array<const char*, kWaitFeatures> waitFeatureNames;

// Replaces each declared seat's waitProb by the fitted model's (kinds it
// cannot win on stay at 0). Riichi only (furiten on one's own discards).
void readDeclaredFitted(Picture& p);

}  // namespace qe::ai
