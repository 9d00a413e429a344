// Playing the rest of a hand out, many times over, from one seat's view:
// the push-or-fold question under a declaration asked of the race itself
// (docs/bots.md, "Seventh round: playing the hand out").
//
// Each playout deals what the seat cannot see at random (the wall's order
// from the unseen copies; each other seat ready or not by the picture's
// read, its waits drawn from the picture's wait chances), then plays every
// seat's draws and discards to the hand's end: the others let their draws
// go (a declared hand must; an undeclared one is modelled as keeping its
// shape), a seat that is not ready may become ready at a steady rate, any
// discard on a seat's waits may end the hand. The seat itself plays a
// candidate discard and then a plain policy: a ready hand lets its draws
// go, a hand one step away takes what brings it ready and lets go the rest
// while the draw is safe enough (else the safest tile), a farther hand
// folds (the safest tile by the table as it stands). What is counted: the
// seat's own win (the scorer's value, the gains, the deposits), the
// deal-ins it makes and the self-draws it pays for, and the payments for
// being ready at an exhausted wall. Every candidate plays the same dealt
// playouts, so their differences are not the deal's noise.
#pragma once

#include <cstdint>
#include <vector>

#include "core/rng.h"
#include "picture.h"

namespace qe::ai {

class HandEval;

struct RolloutCandidate {
    Counts hand{};             // the 3n+1 concealed tiles after the discard
    Kind discard{};            // the discard made now
    bool declare = false;      // made with a declaration: plays its draws out
    bool fold = false;         // plays on by folding, whatever its shape
    HandEval* eval = nullptr;  // scores the seat's wins (the declared one for a declaration)
};

struct RolloutConfig {
    int playouts = 48;
    // Share of a discard on a seat's waits that the discarder would really
    // let go (the others' discards are their draws here, not the tiles a
    // player keeps back against a ready hand): wins on discards per draw
    // in the played games are about 1.1 of self-draws, not 3 (EvalConfig
    // ron's figure).
    double ronShare = 0.37;
    // Chance per draw that a seat not yet ready becomes ready (closed, open).
    double readyRate = 0.05, readyRateOpen = 0.08;
    // A hand one step from ready lets a draw go while its chance to deal in
    // (by the table's read) is at most this; else it parts with its safest tile.
    double oneStepTolerance = 0.08;
    // The points for being ready at an exhausted wall (all of them, split).
    double readyPayment = 3000;
    // A deal-in of the seat's own weighs this many times its points (the
    // level's weight of a deal-in, Params::riichiDanger).
    double dealInWeight = 1;
    std::uint64_t seed = 0;
};

// The mean value each candidate's playouts give (points, or the placement
// units the picture's values are in), in the candidates' order.
std::vector<double> rolloutValues(const Picture& pic, std::vector<RolloutCandidate>& cands, const RolloutConfig& cfg);

}  // namespace qe::ai
