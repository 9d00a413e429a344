// The `score_shanghai` workload of `quetai-cli bench`: random complete hands
// with melds, flowers and situation words.
#include "core/bench.h"
#include "rulesets/common/random_hand.h"
#include "rulesets/shanghai/shanghai_score.h"

namespace qe {

BenchResult benchScoreShanghai(std::uint64_t seed, std::uint64_t hands) {
    RandomHandOptions opt;
    opt.flowerMax = 4;
    opt.flowerReplacement = true;
    return benchScorePool(
        "score_shanghai", Rng(seed), hands, [&](Rng& r) { return randomCompleteHand(r, "shanghai", opt); },
        [](const HandDesc& h) { return std::uint64_t(shanghai::scoreValue(h) + 1); });
}

}  // namespace qe
