// Word-at-a-time facts of the 34 tile counts (Counts), eight kinds to a
// 64-bit word, for code that runs for every hand read or scored (the
// decomposition, riichi's input checks). The words are loaded at bytes 0, 8,
// 16, 24 and 26: the last overlaps the one before, so no read goes past the
// array.
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>

#include "core/tile.h"

namespace qe::countwords {

static_assert(std::endian::native == std::endian::little, "the word-at-a-time counts assume little-endian bytes");
constexpr std::uint64_t kOnes = 0x0101010101010101ULL;
constexpr std::uint64_t kHigh = 0x8080808080808080ULL;

inline std::uint64_t load8(const std::uint8_t* p) {
    std::uint64_t w;
    std::memcpy(&w, p, 8);
    return w;
}
inline std::uint64_t word(const Counts& c, int at) { return load8(c.data() + at); }

// High bit of each byte that equals v (exact for bytes below 128).
inline std::uint64_t bytesEqual(std::uint64_t w, std::uint64_t v) {
    const std::uint64_t x = w ^ (v * kOnes);
    return ~(((x & ~kHigh) + ~kHigh) | x) & kHigh;
}

// How many bytes have their high bit set in a mask of high bits (no popcount
// instruction on baseline x86-64).
inline int highBytes(std::uint64_t m) { return int(((m >> 7) * kOnes) >> 56); }

// Eight bits, one per byte: is it non-zero.
inline std::uint64_t nonZeroBits(std::uint64_t w) {
    const std::uint64_t nz = (((w & ~kHigh) + ~kHigh) | w) & kHigh;
    return ((nz >> 7) * 0x0102040810204080ULL) >> 56;
}

// Bit k: kind k is held.
inline std::uint64_t presentKinds(const Counts& c) {
    return nonZeroBits(word(c, 0)) | nonZeroBits(word(c, 8)) << 8 | nonZeroBits(word(c, 16)) << 16 |
           nonZeroBits(word(c, 24)) << 24 | nonZeroBits(word(c, 26)) << 26;
}

// Some kind has more than four copies.
inline bool anyOverFour(const Counts& c) {
    std::uint64_t m = 0;
    for (int at : {0, 8, 16, 24, 26}) {
        const std::uint64_t w = word(c, at);
        m |= w | ((w & ~kHigh) + 0x7b * kOnes);  // a byte of 128+, or 5..127
    }
    return m & kHigh;
}

// The number of tiles, added in 16-bit lanes so any counts are summed
// exactly (the overlapping last word keeps only bytes 32 and 33).
inline int tileTotal(const Counts& c) {
    auto lanes = [](std::uint64_t x) {
        return int(((x & 0x00ff00ff00ff00ffULL) + (x >> 8 & 0x00ff00ff00ff00ffULL)) * 0x0001000100010001ULL >> 48);
    };
    return lanes(word(c, 0)) + lanes(word(c, 8)) + lanes(word(c, 16)) + lanes(word(c, 24)) +
           lanes(word(c, 26) & ~std::uint64_t(0xffffffffffff));
}

// Set bits of a 64-bit mask (baseline x86-64 has no popcount instruction:
// the builtin would be a library call).
constexpr int bitCount(std::uint64_t x) {
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return int((x * kOnes) >> 56);
}

}  // namespace qe::countwords
