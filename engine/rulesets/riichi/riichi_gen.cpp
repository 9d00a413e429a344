// Random winning hands for the tests and the benchmark (common.md
// "Randomness and reproducibility": the game's own Rng only), and the
// `score_riichi` workload of `quetai-cli bench`.
#include <algorithm>

#include "core/bench.h"
#include "core/rng.h"
#include "rulesets/common/random_hand.h"
#include "rulesets/riichi/riichi_internal.h"
#include "rulesets/riichi/riichi_score.h"

namespace qe::riichi {

namespace {

// Seven pairs of different kinds, or thirteen orphans (GenOptions::specialPercent).
std::vector<Tile> specialHand(Rng& rng) {
    std::vector<Tile> t;
    if (rng.below(2)) {
        static constexpr Kind kOrphans[] = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};
        for (Kind k : kOrphans) t.push_back(Tile{k, false});
        t.push_back(Tile{kOrphans[rng.below(13)], false});
        return t;
    }
    std::array<bool, kNumKinds> used{};
    const int suit = int(rng.below(3));
    while (t.size() < 14) {
        // Half the time from one suit and honours (honitsu / chinitsu shapes).
        const Kind k = rng.below(2) ? Kind(rng.below(34))
                                    : rng.below(3) ? Kind(suit * 9 + int(rng.below(9))) : Kind(27 + rng.below(7));
        if (used[k]) continue;
        used[k] = true;
        t.push_back(Tile{k, false});
        t.push_back(Tile{k, false});
    }
    return t;
}

}  // namespace

HandDesc randomWinningHand(Rng& rng, const GenOptions& opt) {
    for (;;) {
        HandDesc h;
        h.ruleset = "riichi";
        Counts used{};
        std::vector<Tile> concealed;
        bool ok = true;
        int kongs = 0;
        const bool special = opt.specialPercent > 0 && int(rng.below(100)) < opt.specialPercent;
        const int oneSuit =
            opt.oneSuitPercent > 0 && int(rng.below(100)) < opt.oneSuitPercent ? int(rng.below(3)) : -1;
        if (special) {
            concealed = specialHand(rng);
            for (const Tile& t : concealed) ++used[t.kind];
        }
        for (int g = 0; g < 4 && ok && !special; ++g) {
            const int pick = int(rng.below(std::uint32_t(20 + opt.honourWeight * 3)));
            const bool seq = pick < 12;
            Kind k = seq         ? randomRunStart(rng)
                     : pick < 20 ? Kind(rng.below(27))
                                 : Kind(27 + rng.below(7));
            if (oneSuit >= 0 && k < 27) k = Kind(oneSuit * 9 + k % 9);
            const bool called = int(rng.below(100)) < opt.meldPercent;
            const bool kong = !seq && rng.below(12) == 0;
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
            Meld m;
            m.kind = k;
            if (kong) {
                ++kongs;
                m.type = called ? (rng.below(2) ? MeldType::Kan : MeldType::Kakan) : MeldType::Ankan;
                m.from = called ? std::uint8_t(1 + rng.below(3)) : 0;
                h.melds.push_back(m);
            } else if (called) {
                m.type = seq ? MeldType::Chi : MeldType::Pon;
                m.from = seq ? 1 : std::uint8_t(1 + rng.below(3));
                h.melds.push_back(m);
            } else {
                for (int i = 0; i < 3; ++i) concealed.push_back(Tile{Kind(seq ? k + i : k), false});
            }
        }
        if (!ok) continue;
        if (!special) {
            Kind pair = Kind(rng.below(34));
            if (oneSuit >= 0 && pair < 27) pair = Kind(oneSuit * 9 + pair % 9);
            if (used[pair] + 2 > 4) continue;
            concealed.push_back(Tile{pair, false});
            concealed.push_back(Tile{pair, false});
        }
        // One red five per suit at most (option aka, default 1).
        std::array<bool, 3> red{};
        for (Tile& t : concealed)
            if (isNumber(t.kind) && numberOf(t.kind) == 5 && !red[std::size_t(t.kind / 9)] && rng.below(3) == 0)
                t.red = red[std::size_t(t.kind / 9)] = true;
        h.hand = concealed;
        h.winTile = concealed[rng.below(std::uint32_t(concealed.size()))];
        h.hasWinTile = true;
        h.tsumo = rng.below(2) == 0;
        h.seatWind = int(rng.below(4));
        h.roundWind = int(rng.below(2));
        h.indicators.push_back(Tile{Kind(rng.below(34)), false});
        const bool closed = h.concealedHand();
        if (closed && rng.below(2) == 0) {
            h.situation.push_back(rng.below(10) == 0 ? "double_riichi" : "riichi");
            if (rng.below(5) == 0) h.situation.push_back("ippatsu");
            h.underIndicators.push_back(Tile{Kind(rng.below(34)), false});
        }
        if (rng.below(10) == 0) {
            if (h.tsumo && kongs > 0)
                h.situation.push_back("rinshan");
            else if (h.tsumo)
                h.situation.push_back("haitei");
            else
                h.situation.push_back("houtei");
        }
        sortTiles(h.hand);
        return h;
    }
}

}  // namespace qe::riichi

namespace qe {

// 1.6 million hands/s on one core is the target (riichi.md "Speed").
BenchResult benchScoreRiichi(std::uint64_t seed, std::uint64_t hands) {
    return benchScorePool(
        "score_riichi", Rng(seed), hands, [](Rng& r) { return riichi::randomWinningHand(r); },
        [](const HandDesc& h) {
            const riichi::Value v = riichi::scoreValue(h);
            return std::uint64_t(v.status + 2) * 7919ULL + std::uint64_t(v.han) * 131ULL + std::uint64_t(v.fu) +
                   std::uint64_t(v.points);
        });
}

}  // namespace qe
