// The game's one random generator (common.md, "Randomness and
// reproducibility"). Algorithm: xoshiro256** (Blackman & Vigna), seeded by
// running SplitMix64 over the 64-bit seed. Bounded integers use rejection
// sampling on the top bits of a 64-bit multiply (no modulo bias), and the
// shuffle is a hand-written Fisher–Yates from the last element down, so the
// same seed gives the same wall with every compiler and standard library.
#pragma once

#include <cstdint>
#include <span>
#include <utility>

namespace qe {

class Rng {
public:
    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }
    void reseed(std::uint64_t seed);
    std::uint64_t next();
    // Uniform integer in [0, n); n must be > 0.
    std::uint32_t below(std::uint32_t n);
    // Uniform in [lo, hi] inclusive.
    int range(int lo, int hi) { return lo + int(below(std::uint32_t(hi - lo + 1))); }
    double unit() { return double(next() >> 11) * (1.0 / 9007199254740992.0); }
    template <class T>
    void shuffle(std::span<T> items) {
        for (std::size_t i = items.size(); i > 1; --i) {
            std::size_t j = below(std::uint32_t(i));
            std::swap(items[i - 1], items[j]);
        }
    }
    // A derived generator for an independent stream (bots, per-hand walls).
    Rng split(std::uint64_t salt);

private:
    std::uint64_t s_[4];
};

// SplitMix64 step: also used to mix seeds.
std::uint64_t splitmix64(std::uint64_t& state);

}  // namespace qe
