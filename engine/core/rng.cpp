#include "core/rng.h"

namespace qe {

std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

void Rng::reseed(std::uint64_t seed) {
    std::uint64_t st = seed;
    for (auto& w : s_) w = splitmix64(st);
}

static inline std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

std::uint64_t Rng::next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
}

std::uint32_t Rng::below(std::uint32_t n) {
    // Multiply a 32-bit draw by n; the high word is the result. Reject the
    // low words below 2^32 mod n so every result is equally likely.
    std::uint64_t m = (next() >> 32) * std::uint64_t(n);
    std::uint32_t low = std::uint32_t(m);
    if (low < n) {
        const std::uint32_t threshold = std::uint32_t(-n) % n;
        while (low < threshold) {
            m = (next() >> 32) * std::uint64_t(n);
            low = std::uint32_t(m);
        }
    }
    return std::uint32_t(m >> 32);
}

Rng Rng::split(std::uint64_t salt) {
    Rng r(0);
    std::uint64_t st = next() ^ (salt * 0xd1342543de82ef95ULL);
    for (auto& w : r.s_) w = splitmix64(st);
    return r;
}

}  // namespace qe
