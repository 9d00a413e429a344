#include "core/bench.h"

namespace qe {

std::vector<BenchWorkload> benchWorkloads() {
    return {
        {"shanten", "hands", 4000000, benchShanten},
        {"shanten_standard", "hands", 4000000, benchShantenStandard},
        {"decompose", "hands", 1000000, benchDecompose},
        {"score_yuque", "hands", 200000, benchScoreYuque},
        {"score_riichi", "hands", 2000000, benchScoreRiichi},
        {"score_shanghai", "hands", 1000000, benchScoreShanghai},
        {"score_lingque", "hands", 500000, benchScoreLingque},
        {"score_binshi", "hands", 400000, benchScoreBinshi},
    };
}

}  // namespace qe
