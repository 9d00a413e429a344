// Placement: riichi is played for the final rank, not for points
// (docs/rulesets/riichi.md "Game"). Each outcome of the hand a seat can
// bring about (its own win, a deal-in to one of the others) is valued by
// how it moves the seat's expected final rank, and that rank is given back
// in points: what the same rank change is worth in points at an even table
// (docs/bots.md "Placement"). Early in a game that is about the points
// themselves; in the last hands a win that changes no place is worth little
// and a deal-in that costs one is worth far more than its points.
#pragma once

#include <array>

#include "core/ranks.h"
#include "core/view.h"

namespace qe::ai {

struct PlacementConfig {
    double handSigma = 6000;  // spread of the score difference of two seats over one hand
    double minSigma = 1500;   // what is left of it once no hand remains (honba, deposits, ties)
    double repeatShare = 0.3; // a hand in this many more comes with a repeat of the deal
    double floorShare = 0.3;  // the exchange rate never drops below this share of an even table's
    // Of a hand's spread, what the others' wins, draws and payments bring
    // when this seat neither wins nor deals in (0: the scores stay put).
    double currentShare = 0;
    // Hands the game lasts on after all-last while nobody has 30000 (0: it
    // ends there all the same).
    double extension = 0;
};

// riichi.md "Points": the scores' change when `winner` receives `got`
// (honba included) on a discard from `from`, or by self-draw (`tsumo`): the
// dealer pays half of a non-dealer's self-draw and the others a quarter; a
// dealer's is split in three.
std::array<double, 4> winSwing(int winner, int dealer, double got, bool tsumo, int from = -1);

class Placement {
public:
    Placement() = default;
    // `handsLeft`: hands still to come after this one when the deal does not
    // repeat (0 in all-last); `lastDealer`: this is the last hand unless the
    // dealer repeats.
    Placement(const SeatView& v, int handsLeft, int firstHands, double typical, const PlacementConfig& cfg);
    bool on() const { return on_; }
    // A win of `points` (what the winner receives), on a discard from any of
    // the others alike or by self-draw, in points at an even table (>= 0).
    double win(double points, bool tsumo) const;
    // A deal-in of `points` to `seat`, likewise (>= 0).
    double loss(int seat, double points) const;
    // Expected final rank (1..4) after the scores change by `delta`, with the
    // hands left after this one (one more where the dealer repeats).
    double expectedRank(const std::array<double, 4>& delta, bool repeat) const;

private:
    // expectedRank with the spread `sigma` (the extension's still applies).
    double rankAt(const std::array<double, 4>& delta, double sigma) const;
    // Whether the dealer deals again after `winner` wins with `delta`.
    bool repeats(int winner, const std::array<double, 4>& delta) const;
    bool on_ = false, allLast_ = false;
    int me_ = 0, dealer_ = 0, honba_ = 0, firstDealer_ = 0;
    std::array<double, 4> score_{};
    std::array<double, 4> tie_{};  // seat order from the first dealer breaks ties
    double sigma_ = 1, sigmaRepeat_ = 1;
    double base_ = 0;     // expected rank with no change
    double perPoint_ = 1; // rank per point the exchange rate gives back
    PlacementConfig cfg_;
};

}  // namespace qe::ai
