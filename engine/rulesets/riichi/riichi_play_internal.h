// Shared by the riichi play files (riichi_play.cpp: options, table
// configuration, legal actions, furiten, dora, abortive draws;
// riichi_settle.cpp: settlement and the game's course). The rules are
// docs/rulesets/riichi.md "Play", with the rulings taken where the
// source leaves a choice.
#pragma once

#include <string>
#include <vector>

#include "core/table.h"

namespace qe::riichi::play {

// Public seat flags (PublicSeat::flags). "riichi" is read by the GUI.
inline constexpr const char* kRiichi = "riichi";
inline constexpr const char* kDoubleRiichi = "double_riichi";
// 1: ippatsu live; 2: live only for robbing the kong just added (a kakan
// ends ippatsu once it stands, not while it can still be robbed).
inline constexpr const char* kIppatsu = "ippatsu";
// The riichi discard is still under claim: the deposit is paid when it passes.
inline constexpr const char* kDepositDue = "riichi_deposit_due";

// Public counters (PublicState::counters).
inline constexpr const char* kDeposits = "deposits";         // points on the table (1000 per stick)
inline constexpr const char* kKanDoraDue = "kan_dora_due";   // open/added kongs whose indicator is still face down
inline constexpr const char* kCallsSeen = "calls_seen";      // calls already handled by afterAction
inline constexpr const char* kKongsSeen = "kongs_seen";
// Between hands: the all-last dealer who leads and may end the game, + 1
// (0: nobody); riichi.md "Play".
inline constexpr const char* kMayStop = "may_stop";
inline constexpr const char* kFourthKongAt = "fourth_kong_at";  // discards made when the 4th kong was declared (−1: none)

// Private rule state (PrivateSeat::rules, SeatRules::values): the seat's
// furiten, for display (riichi.md "Play"); absent when it is not furiten.
inline constexpr const char* kFuriten = "furiten";
enum class Furiten : int {
    None = 0,
    OwnDiscard = 1,  // a wait in one's own river
    Temporary = 2,   // a winning tile passed since one's own last discard
    Riichi = 3,      // a winning tile passed after one's riichi
};

inline constexpr int kDeclareRiichi = 1;  // Action::declare (ai/profile.cpp reads 1 as "riichi")
inline constexpr int kAbortNineTerminals = 1;

inline constexpr long long kRiichiCost = 1000;
inline constexpr long long kNotenTotal = 3000;
inline constexpr long long kTarget = 30000;

int flag(const Table& t, int seat, const char* name);
long long counter(const Table& t, const char* name);

// The forms a hand with `melds` melds may take (seven pairs and thirteen
// orphans need a fully concealed hand without kongs).
std::uint8_t formsFor(int melds);
// The kinds that would complete a 13-tile (3n+1) hand by shape; empty when
// it is not ready.
std::vector<Kind> waitsOf(const Counts& c, int melds);
// Ready for riichi and for the exhaustive draw: at least one wait that is
// not entirely in the player's own hand.
bool isTenpai(const Counts& c, int melds);

}  // namespace qe::riichi::play
