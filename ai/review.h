// The review after a hand: replays the hand from the game's log (a game is
// seed + ruleset + options + log) and, at each decision of one player,
// asks the Strong bot what it would play from that seat's view; the turns
// where it differs come back with both choices and their figures.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/table.h"
#include "core/view.h"

namespace qe::ai {

struct ReviewChoice {
    Action action;
    Tile tile{};              // the discarded, claimed or konged tile (if any)
    std::vector<Tile> with;   // a call's own tiles
    bool figures = false;     // the three numbers below are known
    int shanten = 8;          // of the hand the choice leaves (-1 a win)
    int acceptance = 0;       // unseen copies of the kinds that improve it
    double dealIn = -1;       // a discard's estimated chance to deal in now (-1: not a discard)
    bool valueKnown = false;  // the Strong bot ranked this discard: `value` is its expected points
    double value = 0;
};

struct ReviewTurn {
    int logIndex = 0;    // the played action's place in the game's log
    int decision = 0;    // the player's n-th decision of the hand (1-based)
    int discards = 0;    // discards made at the table before it
    bool claim = false;  // answered a discard (else the player's own turn)
    ReviewChoice played, strong;
};

struct Review {
    bool ok = false;
    std::string error;
    int player = 0;
    int seat = 0;         // where the player sat in that hand
    int handNumber = 0;
    int decisions = 0;    // the player's decisions with a choice in the hand
    std::vector<ReviewTurn> turns;
};

// The hand `handNumber` (PublicState::handNumber) of the game `game`
// (its ruleset, options, seed, names and action log), for `player`.
// A game dealt from given walls (a scripted deal, an imported log) is
// replayed with them (Table::startOver).
Review reviewHand(const Table& game, int player, int handNumber);

// Whether two actions are the same choice (any copy of a tile stands for
// it, a call by the kinds it uses).
bool sameChoice(const SeatView& v, const Action& a, const Action& b);

}  // namespace qe::ai
