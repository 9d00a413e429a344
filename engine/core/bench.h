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
BenchResult benchDecompose(std::uint64_t seed, std::uint64_t hands);
BenchResult benchScoreYuque(std::uint64_t seed, std::uint64_t hands);  // rulesets/yuque/yuque_gen.cpp
BenchResult benchScoreRiichi(std::uint64_t seed, std::uint64_t hands);  // rulesets/riichi/riichi_gen.cpp

struct BenchWorkload {
    std::string name;
    std::string unit;              // what one item is ("hands")
    std::uint64_t defaultItems;    // work per run
    std::function<BenchResult(std::uint64_t seed, std::uint64_t items)> run;
};

// The time a workload spent on its own thread's CPU (one core), so that
// other processes on the machine do not change the figure much.
double threadSeconds();

// Every workload, in a fixed order (rulesets add their scoring workloads).
std::vector<BenchWorkload> benchWorkloads();

}  // namespace qe
