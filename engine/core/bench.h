// Benchmark workloads for `quetai-cli bench`. Each runs a fixed, seeded
// amount of work and returns a checksum computed from the results (never
// from timings), so the printed signature is deterministic.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace qe {

struct BenchResult {
    std::string name;
    std::uint64_t items;
    double seconds;
    std::uint64_t checksum;
};

BenchResult benchShanten(std::uint64_t seed, std::uint64_t hands);
BenchResult benchShantenStandard(std::uint64_t seed, std::uint64_t hands);
BenchResult benchDecompose(std::uint64_t seed, std::uint64_t hands);
BenchResult benchScoreYuque(std::uint64_t seed, std::uint64_t hands);   // rulesets/yuque/yuque_gen.cpp
BenchResult benchScoreRiichi(std::uint64_t seed, std::uint64_t hands);  // rulesets/riichi/riichi_gen.cpp
BenchResult benchScoreShanghai(std::uint64_t seed, std::uint64_t hands);  // rulesets/shanghai/shanghai_gen.cpp
BenchResult benchScoreLingque(std::uint64_t seed, std::uint64_t hands); // rulesets/lingque/lingque_gen.cpp
BenchResult benchScoreBinshi(std::uint64_t seed, std::uint64_t hands);  // rulesets/binshi/binshi_gen.cpp

struct BenchWorkload {
    std::string name;
    std::string unit;            // what one item is ("hands")
    // The fixed work whose results make the checksum: one pass over it is
    // one repetition, and every mode (--quick, --scale) runs the same items.
    std::uint64_t items;
    int reps;  // repetitions timed in a full run (--quick: one)
    std::function<BenchResult(std::uint64_t seed, std::uint64_t items)> run;
};

// The time a workload spent on its own thread's CPU (one core), so that
// other processes on the machine do not change the figure much.
double threadSeconds();

// Every workload, in a fixed order (rulesets add their scoring workloads).
std::vector<BenchWorkload> benchWorkloads();

// A scoring workload over a pool of hands: `make(rng)` builds each hand
// before the clock starts (at most 50,000, cycled when more items are
// asked for), `score(hand)` scores one and returns its contribution to the
// checksum. The first hand is scored once before the clock starts, so
// tables built on first use are not timed.
template <class R, class Make, class Score>
BenchResult benchScorePool(const char* name, R rng, std::uint64_t hands, Make make, Score score) {
    const std::uint64_t poolSize = hands < 1 ? 1 : hands > 50000 ? 50000 : hands;
    std::vector<decltype(make(rng))> pool;
    pool.reserve(std::size_t(poolSize));
    for (std::uint64_t i = 0; i < poolSize; ++i) pool.push_back(make(rng));
    (void)score(pool[0]);
    std::uint64_t checksum = 0;
    const double t0 = threadSeconds();
    for (std::uint64_t i = 0; i < hands; ++i) checksum = checksum * 1000003ULL + score(pool[std::size_t(i % poolSize)]);
    return BenchResult{name, hands, threadSeconds() - t0, checksum};
}

}  // namespace qe
