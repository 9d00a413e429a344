#include "core/bench.h"

namespace qe {

std::vector<BenchWorkload> benchWorkloads() {
    return {
        {"shanten", "hands", 1000000, 4, benchShanten},
        {"shanten_standard", "hands", 1000000, 4, benchShantenStandard},
        {"decompose", "hands", 250000, 4, benchDecompose},
        {"score_yuque", "hands", 50000, 4, benchScoreYuque},
        {"score_riichi", "hands", 500000, 4, benchScoreRiichi},
        {"score_shanghai", "hands", 250000, 4, benchScoreShanghai},
        {"score_lingque", "hands", 100000, 4, benchScoreLingque},
        {"score_binshi", "hands", 100000, 4, benchScoreBinshi},
    };
}

}  // namespace qe
