// Core benchmark workloads (bench.h): random hands are generated before the
// clock starts; checksums come from the results only.
#include <ctime>

#include "core/bench.h"
#include "core/decompose.h"
#include "core/rng.h"
#include "core/shanten.h"

namespace qe {

double threadSeconds() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

namespace {

// Random 14-tile hands drawn from a shuffled 136-tile set.
std::vector<Counts> randomHands(std::uint64_t seed, std::uint64_t n) {
    Rng r(seed);
    std::vector<Counts> hands(n);
    std::array<TileId, 136> ids{};
    for (int i = 0; i < 136; ++i) ids[std::size_t(i)] = TileId(i);
    for (auto& h : hands) {
        // A partial Fisher–Yates: the first 14 positions only.
        for (int i = 0; i < 14; ++i) {
            const int j = i + int(r.below(std::uint32_t(136 - i)));
            std::swap(ids[std::size_t(i)], ids[std::size_t(j)]);
            ++h[kindOfId(ids[std::size_t(i)])];
        }
    }
    return hands;
}

// Random complete hands: four groups and a pair within the four-copy limit.
std::vector<Counts> randomCompleteHands(std::uint64_t seed, std::uint64_t n) {
    Rng r(seed);
    std::vector<Counts> hands;
    hands.reserve(n);
    while (hands.size() < n) {
        Counts c{};
        bool ok = true;
        for (int g = 0; g < 4 && ok; ++g) {
            if (r.below(2) == 0) {
                const int suit = int(r.below(3)), start = int(r.below(7));
                const Kind k = Kind(suit * 9 + start);
                for (int i = 0; i < 3; ++i) ok = ok && ++c[std::size_t(k + i)] <= 4;
            } else {
                const Kind k = Kind(r.below(34));
                c[k] += 3;
                ok = c[k] <= 4;
            }
        }
        const Kind p = Kind(r.below(34));
        c[p] += 2;
        if (ok && c[p] <= 4) hands.push_back(c);
    }
    return hands;
}

}  // namespace

BenchResult benchShanten(std::uint64_t seed, std::uint64_t n) {
    initShantenTables();
    const auto hands = randomHands(seed, n);
    std::uint64_t sum = 0;
    const double t0 = threadSeconds();
    for (const Counts& h : hands) {
        const ShantenResult s = shanten(h, 0);
        sum = sum * 0x100000001b3ULL + std::uint64_t((s.standard + 2) | (s.chiitoi + 2) << 4 | (s.kokushi + 2) << 8);
    }
    return {"shanten", n, threadSeconds() - t0, sum};
}

BenchResult benchShantenStandard(std::uint64_t seed, std::uint64_t n) {
    initShantenTables();
    const auto hands = randomHands(seed, n);
    std::uint64_t sum = 0;
    const double t0 = threadSeconds();
    for (const Counts& h : hands) sum = sum * 0x100000001b3ULL + std::uint64_t(shantenStandard(h, 0) + 2);
    return {"shanten_standard", n, threadSeconds() - t0, sum};
}

BenchResult benchDecompose(std::uint64_t seed, std::uint64_t n) {
    const auto hands = randomCompleteHands(seed, n);
    std::uint64_t sum = 0;
    const double t0 = threadSeconds();
    const std::vector<Meld> none;
    for (const auto& h : hands) {
        int groups = 0;
        const int count = forEachDecomposition(h, none, kFormStandard | kFormSevenPairs, [&](const Decomposition& d) {
            groups += d.groups[0].kind;
            return true;
        });
        sum = sum * 31 + std::uint64_t(count) * 1000 + std::uint64_t(groups);
    }
    return {"decompose", n, threadSeconds() - t0, sum};
}

}  // namespace qe
