// Random winning hands for the tests and the benchmark, drawn with the
// game's own Rng (common.md "Randomness and reproducibility"), and the
// `score_binshi` workload of `quetai-cli bench` (core/bench.cpp lists it).
#include "core/bench.h"
#include "core/rng.h"
#include "rulesets/binshi/binshi_internal.h"
#include "rulesets/binshi/binshi_score.h"
#include "rulesets/common/random_hand.h"

namespace qe::binshi {

namespace {

// A special form (seven pairs, thirteen orphans, 全不靠, 组合龙) as 14
// concealed tiles, or false when the draw broke the four-of-a-kind limit.
bool specialConcealed(Rng& rng, std::vector<Tile>& out) {
    Counts c{};
    const int which = int(rng.below(4));
    static constexpr std::array<Kind, 13> kOrphans{0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};
    if (which == 0) {  // seven pairs (four of a kind allowed as two)
        for (int i = 0; i < 7; ++i) c[rng.below(34)] += 2;
    } else if (which == 1) {  // thirteen orphans
        for (Kind k : kOrphans) c[k] = 1;
        ++c[kOrphans[rng.below(13)]];
    } else {
        std::array<int, 3> suit{0, 1, 2};
        rng.shuffle(std::span<int>(suit));
        if (which == 2) {  // 全不靠: 14 of the 16 knitted tiles and honours
            std::vector<Kind> pool;
            for (int slot = 0; slot < 3; ++slot)
                for (int n = slot + 1; n <= 9; n += 3) pool.push_back(makeKind(Suit(suit[std::size_t(slot)]), n));
            for (Kind k = 27; k < 34; ++k) pool.push_back(k);
            rng.shuffle(std::span<Kind>(pool));
            for (int i = 0; i < 14; ++i) c[pool[std::size_t(i)]] = 1;
        } else {  // 组合龙 with a concealed group and a pair
            for (int slot = 0; slot < 3; ++slot)
                for (int n = slot + 1; n <= 9; n += 3) ++c[makeKind(Suit(suit[std::size_t(slot)]), n)];
            if (rng.below(2)) {
                const Kind k = randomRunStart(rng);
                for (int i = 0; i < 3; ++i) ++c[std::size_t(k + i)];
            } else {
                c[rng.below(34)] += 3;
            }
            c[rng.below(34)] += 2;
        }
    }
    for (auto x : c)
        if (x > 4) return false;
    out = fromCounts(c);
    return true;
}

}  // namespace

HandDesc randomWinningHand(Rng& rng, const GenOptions& opt) {
    for (;;) {
        HandDesc h;
        h.ruleset = "binshi";
        Counts used{};
        std::vector<Tile> concealed;
        int kongs = 0;
        if (int(rng.below(100)) < opt.specialPercent) {
            if (!specialConcealed(rng, concealed)) continue;
            used = toCounts(concealed);
        } else {
            GroupMix mix;
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
        const int flowers = int(rng.below(std::uint32_t(opt.maxFlowers + 1)));
        std::array<Kind, 8> fl{34, 35, 36, 37, 38, 39, 40, 41};
        rng.shuffle(std::span<Kind>(fl));
        for (int i = 0; i < flowers; ++i) h.flowers.push_back(Tile{fl[std::size_t(i)], false});
        if (int(rng.below(100)) < opt.situationPercent) {
            const int s = int(rng.below(4));
            if (h.tsumo) {
                if (s == 0 && kongs > 0) h.situation.push_back("rinshan");
                if (s == 1) h.situation.push_back("haitei");
            } else {
                if (s == 0) h.situation.push_back("houtei");
                if (s == 1 && used[h.winTile.kind] == 1) h.situation.push_back("chankan");
            }
            if (s == 2 && used[h.winTile.kind] == 1) h.situation.push_back("last_tile");
        }
        sortTiles(h.hand);
        return h;
    }
}

}  // namespace qe::binshi

namespace qe {

// The target is 600,000 concealed winning hands/s on one core: the pool has
// no melds (concealed hands are the slower case: more readings, the sole-wait
// test more often), with the generator's share of special forms, flowers
// and situations.
BenchResult benchScoreBinshi(std::uint64_t seed, std::uint64_t hands) {
    binshi::GenOptions concealed;
    concealed.meldPercent = 0;
    concealed.kongPercent = 0;
    return benchScorePool(
        "score_binshi", Rng(seed), hands, [&](Rng& r) { return binshi::randomWinningHand(r, concealed); },
        [](const HandDesc& h) { return std::uint64_t(binshi::scoreFan(h) + 2); });
}

}  // namespace qe
