// Random winning hands for the tests and the benchmark (common.md
// "Randomness and reproducibility": the game's own Rng only), and the
// `score_yuque` workload of `quetai-cli bench`.
#include <algorithm>
#include <chrono>

#include "core/bench.h"
#include "core/rng.h"
#include "rulesets/common/random_hand.h"
#include "rulesets/yuque/yuque_internal.h"
#include "rulesets/yuque/yuque_score.h"

namespace qe::yuque {

HandDesc randomWinningHand(Rng& rng, const GenOptions& opt) {
    for (;;) {
        HandDesc h;
        h.ruleset = "yuque";
        Counts used{};
        std::vector<Tile> concealed;
        int kongs = 0;
        // a run, a number triplet or (weighted) an honour triplet
        GroupMix mix;
        mix.picks = 20 + opt.honourWeight * 3;
        mix.kongPercent = opt.kongPercent;
        mix.meldPercent = opt.meldPercent;
        if (!randomGroupsAndPair(rng, mix, used, concealed, h.melds, kongs)) continue;
        h.hand = concealed;
        h.winTile = concealed[rng.below(std::uint32_t(concealed.size()))];
        h.hasWinTile = true;
        h.tsumo = rng.below(2) == 0;
        h.seatWind = int(rng.below(4));
        h.roundWind = int(rng.below(4));
        if (int(rng.below(100)) < opt.situationPercent) randomSituationWord(rng, h, kongs);
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
