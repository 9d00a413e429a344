// Random winning hands for the tests and the benchmark (common.md
// "Randomness and reproducibility": the game's own Rng only), and the
// `score_yuque` workload of `quetai-cli bench`.
#include <algorithm>
#include <chrono>

#include "core/bench.h"
#include "core/rng.h"
#include "rulesets/yuque/yuque_internal.h"
#include "rulesets/yuque/yuque_score.h"

namespace qe::yuque {

HandDesc randomWinningHand(Rng& rng, const GenOptions& opt) {
    for (;;) {
        HandDesc h;
        h.ruleset = "yuque";
        Counts used{};
        std::vector<Tile> concealed;
        bool ok = true;
        int kongs = 0;
        for (int g = 0; g < 4 && ok; ++g) {
            // a sequence, a number triplet or (weighted) an honour triplet
            const int pick = int(rng.below(std::uint32_t(20 + opt.honourWeight * 3)));
            Kind k;
            bool seq = false;
            if (pick < 10) {
                seq = true;
                k = Kind(rng.below(3) * 9 + rng.below(7));
            } else if (pick < 20) {
                k = Kind(rng.below(27));
            } else {
                k = Kind(27 + rng.below(7));
            }
            const bool kong = !seq && int(rng.below(100)) < opt.kongPercent;
            const int need = seq ? 1 : (kong ? 4 : 3);
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
        h.hand = concealed;
        h.winTile = concealed[rng.below(std::uint32_t(concealed.size()))];
        h.hasWinTile = true;
        h.tsumo = rng.below(2) == 0;
        h.seatWind = int(rng.below(4));
        h.roundWind = int(rng.below(4));
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
                if (s == 0) h.situation.push_back("houtei");
                // 抢杠 robs the fourth tile of a kind: the winner holds no other.
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

}  // namespace qe::yuque

namespace qe {

// 200,000 hands/s on one core is the target (yuque.md "Speed"). The remainder and
// Δ tables are built on first use, before the clock starts.
BenchResult benchScoreYuque(std::uint64_t seed, std::uint64_t hands) {
    return benchScorePool(
        "score_yuque", Rng(seed), hands, [](Rng& r) { return yuque::randomWinningHand(r); },
        [](const HandDesc& h) { return std::uint64_t(yuque::scoreFan(h) + 2); });
}

}  // namespace qe
