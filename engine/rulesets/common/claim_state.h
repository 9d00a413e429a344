// Private per-seat rule state kept from the table's events (core/state.h
// SeatRules), shared by the rulesets that have these rules: claim locks
// after a missed claim (上海, shanghai.md "Claims") and the count of tiles each
// seat handed a player (灵雀 liability, lingque.md "Settlement").
#pragma once

#include <vector>

#include "core/state.h"

namespace qe {

class Table;

namespace common {

// SeatRules keys.
inline constexpr const char* kMissedWin = "missed_win";  // value 1: no win on a discard until one's own discard
inline constexpr const char* kMissedPon = "missed_pon";  // kinds: no pon of them until one's own discard
inline constexpr const char* kFed = "fed";               // bySeat: tiles each seat handed this one this hand

// shanghai.md "Claims": a seat that was offered a win on a discard and did
// not take it is locked out of wins on discards, and one offered a pon that
// it did not make out of pons of that kind, until its own next discard.
// Robbing a kong neither sets nor meets the win lock. Call from onEvent.
void trackMissedClaims(Table& t, const Event& e);
// Removes the claims the locks forbid (call from filterActions).
void applyClaimLocks(const Table& t, int seat, std::vector<Action>& acts);

// lingque.md "Settlement" (包牌): the tiles a seat handed the player — its
// discards the player claimed by chi, pon or kong, and the tile the player
// won on. Call from onEvent.
void countFeeds(Table& t, const Event& e);

}  // namespace common
}  // namespace qe
