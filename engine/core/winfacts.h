// The facts of a candidate win, as the table knows them, in no ruleset's
// words. The table fills a WinFacts for every win it considers; each ruleset
// maps the facts to its own hand description (Ruleset::describeWin), so the
// table never needs to know what any ruleset calls a situation.
#pragma once

#include <cstdint>
#include <vector>

#include "core/hand.h"
#include "core/state.h"

namespace qe {

// How the winning tile reached the winner.
enum class WinSource : std::uint8_t {
    SelfDraw,             // drawn by the winner (live wall, or a replacement)
    Discard,              // another seat's discard
    RobbedAddedKong,      // the tile another seat added to its pon
    RobbedConcealedKong,  // a tile of another seat's concealed kong (TableConfig::robConcealedKong)
};

// One of the winner's melds, with where and when it was made.
struct MeldFact {
    Meld meld;                   // as scored: a robbed added kong is a pon again
    std::vector<Tile> tiles;     // in meld order
    int fromSeat = -1;           // absolute seat the claimed tile came from; -1 when concealed
    int atDiscard = -1;          // discards made in the hand when it was made (a claimed discard included)
    int addedAtDiscard = -1;     // an added kong: discards made when the fourth tile was added
};

struct WinFacts {
    int seat = -1;
    int from = -1;                 // the discarder or the robbed seat; -1 for a self-draw
    TileId tileId = 0;             // the winning tile's physical id
    Tile winTile{};
    WinSource source = WinSource::SelfDraw;
    bool selfDrawn() const { return source == WinSource::SelfDraw; }
    bool robbedKong() const {
        return source == WinSource::RobbedAddedKong || source == WinSource::RobbedConcealedKong;
    }

    // Self-drawn only: the replacement drawn after the winner's own kong,
    // the replacement drawn after a flower (a kong's replacement that was a
    // flower, replaced in turn, counts as after a flower), the last tile of
    // the live wall.
    bool kongReplacement = false;
    bool flowerReplacement = false;
    bool lastWallTile = false;
    // On a discard only: the discard made after the live wall ran out.
    bool lastDiscard = false;

    // First go-around (counted over the hand so far, the winning tile's own
    // discard or kong not included).
    bool dealer = false;
    int discardsBefore = 0;      // discards made by anyone
    int callsBefore = 0;         // chi, pon, open, added and concealed kongs, by anyone
    int ownDiscardsBefore = 0;   // the winner's own discards
    // The dealer's first turn, nothing discarded or called yet.
    bool dealerFirstTurn = false;
    // A non-dealer's first draw, no call before it (and none of its own
    // discards yet).
    bool firstDrawUncalled = false;

    int seatWind = 0;   // 0..3 = E S W N; the dealer is 0
    int roundWind = 0;  // 0..3

    std::vector<Tile> hand;      // concealed tiles including the winning tile, sorted
    std::vector<MeldFact> melds;
    std::vector<Tile> flowers;   // the winner's own flowers
    // Indicators turned face up in the dead wall so far (Table::revealIndicator).
    std::vector<Tile> indicators;
    // Tiles the winner could see outside its own hand before this win:
    // unclaimed discards in every river, every seat's melds (the winner's
    // own included), every seat's flowers, the revealed indicators. The
    // winning tile itself is never among them.
    std::vector<Tile> visible;
    int liveRemaining = 0;
};

}  // namespace qe
