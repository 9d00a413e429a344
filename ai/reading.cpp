#include "reading.h"

#include <algorithm>

#include "core/rng.h"

namespace qe::ai {

namespace {

// A flush in one suit: every numbered meld in it, and since the first few
// discards the river holds almost nothing of it while it gives away the
// other suits.
int flushSuitOf(const PublicSeat& ps) {
    int mask = 0;
    for (const auto& m : ps.melds)
        if (isNumber(m.meld.kind)) mask |= 1 << (m.meld.kind / 9);
    if (mask != 1 && mask != 2 && mask != 4) return -1;
    const int s = mask == 1 ? 0 : mask == 2 ? 1 : 2;
    int in = 0, out = 0;
    for (std::size_t i = 3; i < ps.river.size(); ++i) {
        const Kind k = ps.river[i].tile.kind;
        if (k >= kNumKinds || !isNumber(k)) continue;
        if (k / 9 == s) ++in;
        else ++out;
    }
    return out >= 3 && 5 * in <= out ? s : -1;
}

// The chance that an unseen five of each suit is red: the set's red fives
// (TileSet::aka) less those in sight, over the unseen fives.
std::array<double, 3> unseenRedShare(const SeatView& v, const Picture& p) {
    std::array<int, 3> seen{};
    auto see = [&](TileId id) {
        if (id != kNoTile && v.config.wall.set.isRed(id)) ++seen[std::size_t(kindOfId(id) / 9)];
    };
    for (TileId id : v.own.hand) see(id);
    for (const auto& s : v.pub.seats) {
        for (const auto& d : s.river)
            if (!d.claimed) see(d.id);
        for (const auto& m : s.melds)
            for (TileId id : m.ids) see(id);
    }
    for (const auto& [idx, id] : v.pub.wall.revealed) see(id);
    std::array<double, 3> share{};
    for (int s = 0; s < 3; ++s) {
        const int fives = p.unseen[std::size_t(9 * s + 4)];
        const int left = int(v.config.wall.set.aka[std::size_t(s)]) - seen[std::size_t(s)];
        share[std::size_t(s)] = fives > 0 ? std::clamp(double(left) / fives, 0.0, 1.0) : 0.0;
    }
    return share;
}

}  // namespace

OpenRead readOpenHand(const SeatView& v, const Picture& p, int seat, int samples) {
    OpenRead r;
    const PublicSeat& ps = v.pub.seats[std::size_t(seat)];
    r.flushSuit = flushSuitOf(ps);
    const int groups = 4 - int(ps.melds.size());
    if (groups < 0 || samples <= 0) return r;
    // A fixed stream per hand and seat: the same view reads the same.
    Rng rng(0x9e3779b97f4a7c15ULL * std::uint64_t(v.pub.handNumber + 1) ^ std::uint64_t(seat * 131 + ps.melds.size()));
    HandDesc d;
    d.ruleset = p.prof->id;
    d.hasWinTile = true;
    for (const auto& m : ps.melds) d.melds.push_back(m.meld);
    for (TileId f : ps.flowers) d.flowers.push_back(v.tile(f));
    d.seatWind = v.pub.seatWind(seat);
    d.roundWind = v.pub.roundWind;
    d.indicators = p.dora;
    d.options = v.options;
    const auto redShare = unseenRedShare(v, p);
    bool declared = false;
    for (const auto& dr : ps.river)
        if (dr.declare) declared = true;
    if (declared && !p.prof->rules.declareWord.empty()) d.situation.push_back(p.prof->rules.declareWord);
    auto allowed = [&](int k) { return r.flushSuit < 0 || isHonor(Kind(k)) || k / 9 == r.flushSuit; };
    double sum = 0;
    int valid = 0;
    for (int s = 0; s < samples; ++s) {
        Counts pool = p.unseen;
        Counts c{};
        bool ok = true;
        Kind last = 0;
        for (int g = 0; g < groups && ok; ++g) {
            bool placed = false;
            for (int tries = 0; tries < 20 && !placed; ++tries) {
                if (rng.unit() < 0.65) {
                    const int suit = r.flushSuit >= 0 ? r.flushSuit : int(rng.below(3));
                    const int lo = suit * 9 + int(rng.below(7));
                    if (pool[std::size_t(lo)] && pool[std::size_t(lo + 1)] && pool[std::size_t(lo + 2)]) {
                        for (int i = 0; i < 3; ++i) --pool[std::size_t(lo + i)], ++c[std::size_t(lo + i)];
                        last = Kind(lo + int(rng.below(3)));
                        placed = true;
                    }
                } else {
                    const int k = int(rng.below(kNumKinds));
                    if (allowed(k) && pool[std::size_t(k)] >= 3) {
                        pool[std::size_t(k)] = std::uint8_t(pool[std::size_t(k)] - 3);
                        c[std::size_t(k)] = std::uint8_t(c[std::size_t(k)] + 3);
                        last = Kind(k);
                        placed = true;
                    }
                }
            }
            ok = placed;
        }
        bool paired = false;
        for (int tries = 0; tries < 20 && ok && !paired; ++tries) {
            const int k = int(rng.below(kNumKinds));
            if (allowed(k) && pool[std::size_t(k)] >= 2) {
                c[std::size_t(k)] = std::uint8_t(c[std::size_t(k)] + 2);
                if (groups == 0 || rng.unit() < 0.25) last = Kind(k);
                paired = true;
            }
        }
        if (!ok || !paired) continue;
        d.hand.clear();
        for (int k = 0; k < kNumKinds; ++k)
            for (int i = 0; i < c[std::size_t(k)]; ++i)
                d.hand.push_back(Tile{Kind(k), isNumber(Kind(k)) && numberOf(Kind(k)) == 5 &&
                                                   rng.unit() < redShare[std::size_t(k / 9)]});
        d.winTile = Tile{last, false};
        d.tsumo = false;
        const ScoreResult sr = v.ruleset->value(d);
        if (!sr.ok || !sr.valid) continue;
        // A declared winner also turns the hidden indicators (profile.h).
        sum += pointsOf(sr) * (declared ? p.prof->hiddenIndicatorGain : 1.0);
        ++valid;
    }
    if (valid * 4 >= samples && valid > 0) r.value = sum / valid;
    return r;
}

}  // namespace qe::ai
