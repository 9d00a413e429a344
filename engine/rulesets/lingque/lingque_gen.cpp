// Random winning hands of every 灵雀 form for the tests and the benchmark
// (common.md "Randomness and reproducibility": the game's own Rng only), and
// the `score_lingque` workload for `quetai-cli bench`.
#include <utility>

#include "core/bench.h"
#include "core/rng.h"
#include "rulesets/lingque/lingque_score.h"

namespace qe::lingque {

namespace {

// 七对, 十三幺 or 全不靠 (lingque.md "Play", winning forms); no melds.
void specialHand(Rng& rng, std::vector<Tile>& out) {
    out.clear();
    const int form = int(rng.below(3));
    if (form == 0) {
        // seven different pairs, kept to one suit (or the honours: 大七星)
        // now and then so the 七对-only fans (连七对, 镜数对 ...) turn up
        const bool oneSuit = rng.below(3) == 0;
        const int suit = int(rng.below(4));
        std::uint64_t used = 0;
        int n = 0;
        while (n < 7) {
            const Kind k = !oneSuit    ? Kind(rng.below(34))
                           : suit == 3 ? Kind(kEast + rng.below(7))
                                       : Kind(suit * 9 + int(rng.below(9)));
            if (used & (std::uint64_t(1) << k)) continue;
            used |= std::uint64_t(1) << k;
            out.push_back(Tile{k, false});
            out.push_back(Tile{k, false});
            ++n;
        }
        return;
    }
    if (form == 1) {
        static constexpr Kind kOrphans[13] = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};
        for (Kind k : kOrphans) out.push_back(Tile{k, false});
        out.push_back(Tile{kOrphans[rng.below(13)], false});
        return;
    }
    // 全不靠: 147 / 258 / 369 in three different suits and the seven honours,
    // 14 of those 16 tiles.
    int suits[3] = {0, 1, 2};
    for (int i = 2; i > 0; --i) std::swap(suits[i], suits[rng.below(std::uint32_t(i + 1))]);
    std::vector<Kind> pool;
    for (int j = 0; j < 3; ++j)
        for (int n = j + 1; n <= 9; n += 3) pool.push_back(Kind(suits[j] * 9 + n - 1));
    for (Kind k = kEast; k <= kRed; ++k) pool.push_back(k);
    const std::uint32_t skipA = rng.below(16);
    std::uint32_t skipB = rng.below(15);
    if (skipB >= skipA) ++skipB;
    for (std::uint32_t i = 0; i < 16; ++i)
        if (i != skipA && i != skipB) out.push_back(Tile{pool[i], false});
}

}  // namespace

HandDesc randomWinningHand(Rng& rng, const GenOptions& opt) {
    for (;;) {
        HandDesc h;
        h.ruleset = "lingque";
        std::vector<Tile> concealed;
        int kongs = 0;
        if (int(rng.below(100)) < opt.specialPercent) {
            specialHand(rng, concealed);
        } else {
            Counts used{};
            bool ok = true;
            for (int g = 0; g < 4 && ok; ++g) {
                const int pick = int(rng.below(std::uint32_t(20 + opt.honourWeight)));
                Kind k;
                bool seq = false;
                if (pick < 11) {
                    seq = true;
                    k = Kind(rng.below(3) * 9 + rng.below(7));
                } else if (pick < 20) {
                    k = Kind(rng.below(27));
                } else {
                    k = Kind(27 + rng.below(7));
                }
                const bool kong = !seq && int(rng.below(100)) < opt.kongPercent;
                const int need = kong ? 4 : 3;
                if (seq) {
                    for (int i = 0; i < 3; ++i)
                        if (used[std::size_t(k + i)] + 1 > 4) ok = false;
                } else if (used[k] + need > 4) {
                    ok = false;
                }
                if (!ok) break;
                if (seq)
                    for (int i = 0; i < 3; ++i) ++used[std::size_t(k + i)];
                else
                    used[k] = std::uint8_t(used[k] + need);
                const bool called = int(rng.below(100)) < opt.meldPercent;
                Meld m;
                m.kind = k;
                if (seq) {
                    if (called) {
                        m.type = MeldType::Chi;
                        m.from = 1;
                        h.melds.push_back(m);
                    } else {
                        for (int i = 0; i < 3; ++i) concealed.push_back(Tile{Kind(k + i), false});
                    }
                } else if (kong) {
                    ++kongs;
                    m.type = called ? (rng.below(2) ? MeldType::Kan : MeldType::Kakan) : MeldType::Ankan;
                    m.from = called ? std::uint8_t(1 + rng.below(3)) : 0;
                    h.melds.push_back(m);
                } else if (called) {
                    m.type = MeldType::Pon;
                    m.from = std::uint8_t(1 + rng.below(3));
                    h.melds.push_back(m);
                } else {
                    for (int i = 0; i < 3; ++i) concealed.push_back(Tile{k, false});
                }
            }
            if (!ok) continue;
            const Kind pair = Kind(rng.below(34));
            if (used[pair] + 2 > 4) continue;
            concealed.push_back(Tile{pair, false});
            concealed.push_back(Tile{pair, false});
        }
        h.hand = concealed;
        h.winTile = concealed[rng.below(std::uint32_t(concealed.size()))];
        h.hasWinTile = true;
        h.tsumo = rng.below(2) == 0;
        h.seatWind = int(rng.below(4));
        h.roundWind = int(rng.below(4));
        if (int(rng.below(100)) < opt.flowerPercent) {
            const std::uint32_t mask = 1 + rng.below(255);
            for (int f = 0; f < 8; ++f)
                if (mask & (1u << f)) h.flowers.push_back(Tile{Kind(kFirstFlower + f), false});
        }
        if (int(rng.below(100)) < opt.situationPercent) {
            const int s = int(rng.below(3));
            if (h.tsumo) {
                if (s == 0 && kongs > 0)
                    h.situation.push_back("rinshan");
                else if (s == 1)
                    h.situation.push_back("haitei");
                else if (s == 2 && h.melds.empty()) {
                    h.situation.push_back("tenhou");
                    h.seatWind = 0;
                }
            } else {
                if (s == 0)
                    h.situation.push_back("houtei");
                else if (s == 1 && h.allCounts()[h.winTile.kind] == 1)
                    h.situation.push_back("chankan");
                else if (h.melds.empty()) {
                    h.situation.push_back("chiihou");
                    if (h.seatWind == 0) h.seatWind = 1 + int(rng.below(3));
                }
            }
        }
        sortTiles(h.hand);
        return h;
    }
}

}  // namespace qe::lingque

namespace qe {

// Target: 300,000 hands/s on one core. The relation sets are built on first
// use, before the clock starts.
BenchResult benchScoreLingque(std::uint64_t seed, std::uint64_t hands) {
    return benchScorePool(
        "score_lingque", Rng(seed), hands, [](Rng& r) { return lingque::randomWinningHand(r); },
        [](const HandDesc& h) { return std::uint64_t(lingque::scorePoints(h) + 2); });
}

}  // namespace qe
