// Random winning hands of every 灵雀 form for the tests and the benchmark
// (common.md "Randomness and reproducibility": the game's own Rng only), and
// the `score_lingque` workload for `quetai-cli bench`.
#include <utility>

#include "core/bench.h"
#include "core/rng.h"
#include "rulesets/common/random_hand.h"
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
            GroupMix mix;
            mix.picks = 20 + opt.honourWeight;
            mix.runs = 11;
            mix.kongPercent = opt.kongPercent;
            mix.meldPercent = opt.meldPercent;
            if (!randomGroupsAndPair(rng, mix, used, concealed, h.melds, kongs)) continue;
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
        if (int(rng.below(100)) < opt.situationPercent) randomSituationWord(rng, h, kongs);
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
