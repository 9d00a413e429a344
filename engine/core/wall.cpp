#include "core/wall.h"

#include <stdexcept>

namespace qe {

Wall::Wall(const WallConfig& cfg, Rng& rng, int dealer) {
    std::vector<TileId> ids(std::size_t(cfg.set.size()));
    for (int i = 0; i < cfg.set.size(); ++i) ids[std::size_t(i)] = TileId(i);
    rng.shuffle(std::span<TileId>(ids));
    std::array<int, 2> dice{rng.range(1, 6), rng.range(1, 6)};
    *this = Wall(cfg, std::move(ids), dice, dealer);
}

Wall::Wall(const WallConfig& cfg, std::vector<TileId> order, std::array<int, 2> dice, int dealer)
    : order_(std::move(order)), taken_(order_.size(), false), dice_(dice), deadWall_(cfg.deadWall),
      pattern_(cfg.deal) {
    if (int(order_.size()) != cfg.set.size()) throw std::invalid_argument("wall order has the wrong size");
    takenOrder_.reserve(order_.size());
    const int sum = dice_[0] + dice_[1];
    // Counter-clockwise from the dealer, the dealer's own side being 1.
    breakSide_ = (dealer + sum - 1) % 4;
    breakStack_ = sum % stacksPerSide();
    live_ = countLive();
}

void Wall::swapIds(TileId a, TileId b) {
    for (TileId& id : order_) {
        if (id == a) id = b;
        else if (id == b) id = a;
    }
}

WallPlace Wall::place(int drawIndex) const {
    // Drawing proceeds clockwise: along a side from its owner's right to left,
    // then on to the side of the previous seat (上家).
    const int per = stacksPerSide();
    const int stack = breakStack_ + drawIndex / 2;
    const int sideSteps = stack / per;
    WallPlace p;
    p.side = ((breakSide_ - sideSteps) % 4 + 4) % 4;
    p.stack = stack % per;
    p.top = drawIndex % 2 == 0;
    return p;
}

int Wall::liveEnd() const {
    // With a dead wall of fixed size, each replacement moves one live tile
    // into the dead wall (yuque.md "Play"; riichi.md "Play" likewise).
    if (deadWall_ > 0) return size() - deadWall_ - replacements_;
    // Without a dead wall the live wall runs up to the tail.
    return size();
}

int Wall::drawLive() {
    const int end = liveEnd();
    while (head_ < end && taken_[std::size_t(head_)]) ++head_;
    if (head_ >= end) return -1;
    taken_[std::size_t(head_)] = true;
    takenOrder_.push_back(std::uint16_t(head_));
    ++drawn_;
    --live_;  // an untaken tile of the live wall
    return order_[std::size_t(head_++)];
}

int Wall::drawReplacement() {
    // From the tail, top before bottom within each stack: N-2, N-1, N-4, N-3 ...
    for (int k = replacements_; k < size(); ++k) {
        const int idx = size() - 2 * (k / 2) - 2 + (k % 2);
        if (idx < 0 || idx >= size()) continue;
        if (deadWall_ == 0 && idx < head_) return -1;
        if (taken_[std::size_t(idx)]) {
            ++replacements_;
            live_ = countLive();
            continue;
        }
        if (deadWall_ == 0 && liveRemaining() == 0) return -1;
        taken_[std::size_t(idx)] = true;
        takenOrder_.push_back(std::uint16_t(idx));
        ++replacements_;
        ++drawn_;
        live_ = countLive();
        return order_[std::size_t(idx)];
    }
    return -1;
}

int Wall::countLive() const {
    int n = 0;
    const int end = liveEnd();
    for (int i = head_; i < end; ++i)
        if (!taken_[std::size_t(i)]) ++n;
    return n;
}

std::array<std::vector<TileId>, 4> Wall::deal(int dealer) {
    std::array<std::vector<TileId>, 4> hands;
    auto take = [&](int seat, int n) {
        for (int i = 0; i < n; ++i) hands[std::size_t(seat)].push_back(TileId(drawLive()));
    };
    for (int round = 0; round < 3; ++round)
        for (int s = 0; s < 4; ++s) take((dealer + s) % 4, 4);
    if (pattern_ == DealPattern::ThirteenEach) {
        for (int s = 0; s < 4; ++s) take((dealer + s) % 4, 1);
        return hands;
    }
    // 跳牌 (binshi.md "Play"): the dealer takes the top of the 1st and the 3rd
    // stack; the others one tile each from between.
    const int base = head_;  // index of the 1st stack's top
    auto takeAt = [&](int seat, int idx) {
        taken_[std::size_t(idx)] = true;
        takenOrder_.push_back(std::uint16_t(idx));
        ++drawn_;
        hands[std::size_t(seat)].push_back(order_[std::size_t(idx)]);
    };
    takeAt(dealer, base);
    takeAt(dealer, base + 4);
    takeAt((dealer + 1) % 4, base + 1);
    takeAt((dealer + 2) % 4, base + 2);
    takeAt((dealer + 3) % 4, base + 3);
    live_ = countLive();
    return hands;
}

}  // namespace qe
