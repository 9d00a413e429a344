// The wall: a shuffled set laid out in draw order from the break, dice,
// dealing patterns, the dead wall (or none) and replacement draws from the
// tail. Rulesets choose the numbers (common.md; riichi.md "Play"; yuque.md
// "Play"; binshi.md "Play").
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/rng.h"
#include "core/tile.h"

namespace qe {

enum class DealPattern : std::uint8_t {
    ThirteenEach,     // 4-4-4 to each, then 1 each: 13 each; the dealer then draws
    FourFourFourJump  // 4-4-4, then 跳牌: the dealer takes the tops of the 1st and
                      // 3rd next stacks, the others one each; dealer starts with 14
};

struct WallConfig {
    TileSet set;
    int deadWall = 0;  // tiles kept aside at the tail (riichi, yuque: 14)
    DealPattern deal = DealPattern::ThirteenEach;
};

// Physical place of a tile: whose side of the table (seat 0..3 counted from
// the dealer of the first hand, as seats are), the stack along that side
// counted from the owner's right, and top or bottom.
struct WallPlace {
    int side = 0;
    int stack = 0;
    bool top = true;
};

class Wall {
public:
    Wall() = default;
    // Shuffles the set with `rng` (Fisher–Yates, rng.h) and rolls two dice.
    // `dealer` picks the wall to break: count the dice sum counter-clockwise
    // starting at the dealer's own side, skip that many stacks from its right.
    Wall(const WallConfig& cfg, Rng& rng, int dealer);
    // Builds a wall from a given draw order (tests, replays of fixed walls).
    Wall(const WallConfig& cfg, std::vector<TileId> order, std::array<int, 2> dice, int dealer);

    int size() const { return int(order_.size()); }
    const std::vector<TileId>& order() const { return order_; }
    std::array<int, 2> dice() const { return dice_; }
    int breakSide() const { return breakSide_; }
    int breakStack() const { return breakStack_; }
    int stacksPerSide() const { return size() / 8; }
    WallPlace place(int drawIndex) const;

    // Next tile from the live wall; -1 (as int) when the live wall is empty.
    int drawLive();
    // Replacement tile from the tail (kong, flower). With a dead wall of fixed
    // size the live wall's last tile moves over to keep it at `deadWall`.
    int drawReplacement();
    // Asked several times per action by the table and the rulesets, so the
    // count is kept up to date as tiles are taken rather than counted each time.
    int liveRemaining() const { return live_; }
    bool taken(int index) const { return taken_[index]; }
    const std::vector<bool>& takenFlags() const { return taken_; }
    // Draw-order indices of the tiles taken, in the order they were taken
    // (drawnCount() of them): what a copy of takenFlags() made when n were
    // taken lacks is the indices from the n-th on.
    const std::vector<std::uint16_t>& takenOrder() const { return takenOrder_; }
    // Draw-order index of a tile that is still in the wall, counted from the
    // tail: dead-wall indicator k is the top tile of the 3rd, 4th, ...
    // stack from the tail (the last two stacks give the replacement draws);
    // the tile under it is underIndicatorIndex(k) (riichi.md "Play").
    // Stack j holds draw indices 2j (top) and 2j + 1 (place()).
    int indicatorIndex(int k) const { return size() - 6 - 2 * k; }
    int underIndicatorIndex(int k) const { return size() - 5 - 2 * k; }
    TileId at(int index) const { return order_[index]; }
    // Deals per the pattern; returns each seat's tiles (dealer first in
    // dealing order). Marks them taken.
    std::array<std::vector<TileId>, 4> deal(int dealer);
    int drawnCount() const { return drawn_; }
    // Exchanges two tile ids wherever they lie in the draw order (a mirror
    // table of what one seat knows fills in hidden tiles as they show: mjai/).
    void swapIds(TileId a, TileId b);

private:
    int liveEnd() const;
    int countLive() const;
    std::vector<TileId> order_;
    std::vector<bool> taken_;
    std::vector<std::uint16_t> takenOrder_;
    std::array<int, 2> dice_{1, 1};
    int breakSide_ = 0, breakStack_ = 0;
    int deadWall_ = 0;
    DealPattern pattern_ = DealPattern::ThirteenEach;
    int head_ = 0;           // next live index candidate
    int replacements_ = 0;   // replacement draws so far
    int drawn_ = 0;
    int live_ = 0;           // countLive(), refreshed whenever a tile is taken or the live end moves
};

}  // namespace qe
