// Where each tile of a place on the table goes, in units of that place's
// tile width (a tile is 1 wide and kTileH high; a turned tile kTileH wide).
// Pure functions of public data or of the viewer's own tiles, so they are
// tested without a window (tests/test_gui_layout.cpp).
#pragma once

#include <QString>
#include <QVector>
#include <vector>

#include "core/ruleset.h"
#include "core/state.h"
#include "tilemodel.h"

namespace quetai::layout {

inline constexpr double kTileH = 4.0 / 3.0;
inline constexpr double kDrawnGap = 0.35;  // between the hand and a freshly drawn tile
inline constexpr int kRiverRow = 6;        // discards per row
inline constexpr int kRiverRows = 3;       // full rows before the last row grows

QString faceOf(qe::Tile t);
QString faceOf(const qe::TileSet& set, qe::TileId id);

// The viewer's concealed tiles: sorted, the drawn tile apart on the right.
QVector<TileItem> ownHand(const qe::TileSet& set, const std::vector<qe::TileId>& hand, qe::TileId drawn);
// Another seat's concealed tiles, face down (only their number is public).
QVector<TileItem> hiddenHand(int count, bool holdsDrawn);
// A hand shown at the end of a hand, sorted, `apart` (the winning tile) on the right.
QVector<TileItem> revealedHand(const qe::TileSet& set, std::vector<qe::TileId> hand, qe::TileId apart);
// Melds laid out from the right (the first call rightmost), the claimed tile
// turned at the side of the seat it came from, a kong's added tile on top of
// the turned one, concealed kongs as the ruleset displays them. Each tile's
// `tag` names its meld for screen readers (TileListModel::groups): bits 8+
// the meld's index + 1, bits 4-7 its MeldType, bits 0-3 the seat wind + 1 of
// the seat its claimed tile came from (0: none, or `dealer` unknown).
QVector<TileItem> melds(const qe::TileSet& set, const std::vector<qe::MeldRec>& melds,
                        qe::ConcealedKongDisplay display, int dealer = -1);
// A river, six to a row in discard order; declaration discards (riichi)
// turned; claimed tiles dimmed; `markLast` highlights the newest discard.
QVector<TileItem> river(const std::vector<qe::DiscardRec>& river, bool markLast);
// Flowers in a row.
QVector<TileItem> flowers(const qe::TileSet& set, const std::vector<qe::TileId>& ids);

// The physical place of draw index `i`, from the public wall data (the same
// rule as qe::Wall::place; tests check they agree).
qe::WallPlace wallPlace(const qe::WallPublic& w, int i);
// The wall in front of seat `side`: two tiles per stack (lower first), stack
// 0 at its owner's right, i.e. at the right end in the owner's frame. x in
// stack widths; an upper tile sits `kStackLift` higher.
inline constexpr double kStackLift = 0.2;
QVector<TileItem> wallSide(const qe::WallPublic& w, const qe::TileSet& set, int side);
// Index of the first live tile and one past the last (the rest is the dead wall).
std::pair<int, int> liveRange(const qe::WallPublic& w);

}  // namespace quetai::layout
