// Core benchmark workloads (bench.h): random hands are generated before the
// clock starts; checksums come from the results only.
#include <chrono>

#include "core/bench.h"
#include "core/decompose.h"
#include "core/rng.h"
#include "core/shanten.h"

namespace qe {

namespace {

double secondsSince(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

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
    const auto t0 = std::chrono::steady_clock::now();
    for (std::size_t i = 0; i < hands.size(); ++i) {
        const ShantenResult s = shanten(hands[i], 0);
        sum += std::uint64_t(s.standard + 2) * 3 + std::uint64_t(s.chiitoi + 2) * 5 + std::uint64_t(s.kokushi + 2) * 7 +
               (i % 7);
    }
    return {"shanten", n, secondsSince(t0), sum};
}

BenchResult benchDecompose(std::uint64_t seed, std::uint64_t n) {
    const auto hands = randomCompleteHands(seed, n);
    std::uint64_t sum = 0;
    const auto t0 = std::chrono::steady_clock::now();
    const std::vector<Meld> none;
    for (const auto& h : hands) {
        int groups = 0;
        const int count = forEachDecomposition(h, none, kFormStandard | kFormSevenPairs, [&](const Decomposition& d) {
            groups += d.groups[0].kind;
            return true;
        });
        sum = sum * 31 + std::uint64_t(count) * 1000 + std::uint64_t(groups);
    }
    return {"decompose", n, secondsSince(t0), sum};
}

}  // namespace qe
