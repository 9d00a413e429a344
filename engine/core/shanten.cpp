// Exact shanten by per-suit distance tables (see shanten.h for the
// definition). For every suit state c (counts 0..4 of nine kinds, base-5
// index) and every target j = (k melds, with or without the pair) the table
// holds the least number of tiles to add so that c contains such a target
// with no kind above four copies. A hand's distance is the best split of the
// groups it still needs over the four suits.
#include "core/shanten.h"

#include <algorithm>
#include <cstring>
#include <mutex>
#include <vector>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "core/decompose.h"

namespace qe {

namespace {

constexpr int kJ = 10;       // j = 2*k + p, k = 0..4 melds, p = pair
constexpr int kStride = 16;  // stored entries are padded to 16 bytes (255 = impossible)
constexpr int kNumStates = 1953125;    // 5^9
constexpr int kHonorStates = 78125;    // 5^7
constexpr int kPow5[10] = {1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125};

// A number suit in a hand of at most 14 tiles holds at most 14 tiles: only
// those 405,350 states are kept (4 MB instead of 19.5 MB, so lookups stay in
// cache), indexed by their lexicographic rank among 9-digit vectors (digits
// 0..4) with digit sum <= 14.
constexpr int kMaxSuitTiles = 14;
constexpr int kCompactStates = 405350;

struct Tables {
    std::vector<std::uint8_t> num;    // kCompactStates * kStride, by rank
    std::vector<std::uint8_t> honor;  // kHonorStates * kStride, by base-5 index
    // States are ranked by tile count first, so the common small suits of a
    // real hand sit together at the front of the table (they stay in cache):
    // rank = lowBase[total][first five digits as base 5]
    //      + highRank[total - their sum][last four digits as base 5].
    std::uint32_t lowBase[kMaxSuitTiles + 1][3125];
    std::uint16_t highRank[kMaxSuitTiles + 1][625];
};

// Vectors of n digits 0..4 with sum <= s.
std::uint32_t countVectors(int n, int s) {
    if (s < 0) return 0;
    if (n == 0) return 1;
    std::uint32_t total = 0;
    for (int v = 0; v <= 4; ++v) total += countVectors(n - 1, s - v);
    return total;
}

// Marks every minimal target (k melds + optional pair within the four-copy
// limit) and propagates containment upward, then computes distances downward.
void build(std::vector<std::uint8_t>& out, int kinds, bool sequences) {
    const int states = kPow5[kinds];
    std::vector<std::uint16_t> contains(std::size_t(states), 0);
    // Enumerate targets recursively: melds in non-decreasing type order.
    const int seqTypes = sequences ? kinds - 2 : 0;
    const int types = seqTypes + kinds;  // sequences then triplets
    std::array<int, 9> cnt{};
    auto index = [&]() {
        int idx = 0;
        for (int i = 0; i < kinds; ++i) idx += cnt[std::size_t(i)] * kPow5[i];
        return idx;
    };
    auto fits = [&]() {
        for (int i = 0; i < kinds; ++i)
            if (cnt[std::size_t(i)] > 4) return false;
        return true;
    };
    auto addType = [&](int t, int sign) {
        if (t < seqTypes) {
            cnt[std::size_t(t)] += sign;
            cnt[std::size_t(t + 1)] += sign;
            cnt[std::size_t(t + 2)] += sign;
        } else {
            cnt[std::size_t(t - seqTypes)] += 3 * sign;
        }
    };
    auto markWithPairs = [&](int k) {
        contains[std::size_t(index())] |= std::uint16_t(1u << (2 * k));
        for (int p = 0; p < kinds; ++p) {
            cnt[std::size_t(p)] += 2;
            if (fits()) contains[std::size_t(index())] |= std::uint16_t(1u << (2 * k + 1));
            cnt[std::size_t(p)] -= 2;
        }
    };
    auto rec = [&](auto&& self, int k, int minType) -> void {
        markWithPairs(k);
        if (k == 4) return;
        for (int t = minType; t < types; ++t) {
            addType(t, 1);
            if (fits()) self(self, k + 1, t);
            addType(t, -1);
        }
    };
    rec(rec, 0, 0);
    // Upward closure in index order: c - e_i has a smaller index than c.
    for (int c = 0; c < states; ++c) {
        std::uint16_t m = contains[std::size_t(c)];
        int rest = c;
        for (int i = 0; i < kinds; ++i) {
            const int d = rest % 5;
            rest /= 5;
            if (d > 0) m |= contains[std::size_t(c - kPow5[i])];
        }
        contains[std::size_t(c)] = m;
    }
    // Distances in reverse index order: c + e_i has a larger index than c.
    out.assign(std::size_t(states) * kJ, 0);
    for (int c = states - 1; c >= 0; --c) {
        std::array<int, 9> digits{};
        int rest = c;
        for (int i = 0; i < kinds; ++i) {
            digits[std::size_t(i)] = rest % 5;
            rest /= 5;
        }
        for (int j = 0; j < kJ; ++j) {
            if (contains[std::size_t(c)] & (1u << j)) {
                out[std::size_t(c) * kJ + std::size_t(j)] = 0;
                continue;
            }
            int best = 99;
            for (int i = 0; i < kinds; ++i)
                if (digits[std::size_t(i)] < 4)
                    best = std::min<int>(best, out[std::size_t(c + kPow5[i]) * kJ + std::size_t(j)]);
            out[std::size_t(c) * kJ + std::size_t(j)] = std::uint8_t(std::min(99, best + 1));
        }
    }
}

const Tables& tables() {
    static Tables t;
    static std::once_flag once;
    std::call_once(once, [] {
        auto digitSum = [](int v, int digits) {
            int sum = 0;
            for (int i = 0; i < digits; ++i, v /= 5) sum += v % 5;
            return sum;
        };
        // highRank[t][hi]: rank of hi among 4-digit vectors with digit sum exactly t.
        int exact4[kMaxSuitTiles + 1] = {};
        for (int hi = 0; hi < 625; ++hi) {
            const int s4 = digitSum(hi, 4);
            if (s4 <= kMaxSuitTiles) t.highRank[s4][hi] = std::uint16_t(exact4[s4]++);
        }
        std::uint32_t next = 0;
        for (int total = 0; total <= kMaxSuitTiles; ++total)
            for (int lo = 0; lo < 3125; ++lo) {
                const int s5 = digitSum(lo, 5);
                t.lowBase[total][lo] = next;
                if (s5 <= total) next += std::uint32_t(exact4[total - s5]);
            }
        std::vector<std::uint8_t> full;
        build(full, 9, true);
        t.num.assign(std::size_t(kCompactStates) * kStride, 255);
        for (int c = 0; c < kNumStates; ++c) {
            const int lo = c % 3125, hi = c / 3125;
            const int s4 = digitSum(hi, 4), total = digitSum(lo, 5) + s4;
            if (total > kMaxSuitTiles) continue;
            const std::uint32_t rank = t.lowBase[total][lo] + t.highRank[s4][hi];
            std::copy_n(&full[std::size_t(c) * kJ], kJ, &t.num[std::size_t(rank) * kStride]);
        }
        std::vector<std::uint8_t> honor;
        build(honor, 7, false);
        t.honor.assign(std::size_t(kHonorStates) * kStride, 255);
        for (int c = 0; c < kHonorStates; ++c)
            std::copy_n(&honor[std::size_t(c) * kJ], kJ, &t.honor[std::size_t(c) * kStride]);
    });
    return t;
}

// Rank of a number suit's counts (digit 0 = the suit's 1).
inline std::uint32_t suitRank(const Tables& t, const Counts& c, int base) {
    const std::uint8_t* d = &c[std::size_t(base)];
    const int lo = d[0] + 5 * d[1] + 25 * d[2] + 125 * d[3] + 625 * d[4];
    const int hi = d[5] + 5 * d[6] + 25 * d[7] + 125 * d[8];
    const int s4 = d[5] + d[6] + d[7] + d[8];
    const int total = d[0] + d[1] + d[2] + d[3] + d[4] + s4;
    return t.lowBase[total][lo] + t.highRank[s4][hi];
}

inline int suitIndex(const Counts& c, int base, int kinds) {
    int idx = 0;
    for (int i = kinds - 1; i >= 0; --i) idx = idx * 5 + c[std::size_t(base + i)];
    return idx;
}

// Min-plus combination of two (melds, pair) vectors, up to NEED melds;
// NEED is a template argument so the loops unroll completely.
template <int NEED>
inline void combine(const std::uint8_t* a, const std::uint8_t* b, int* out) {
    for (int k = 0; k <= NEED; ++k) {
        int noPair = 99, withPair = 99;
        for (int x = 0; x <= k; ++x) {
            const int y = k - x;
            noPair = std::min(noPair, a[2 * x] + b[2 * y]);
            withPair = std::min(withPair, std::min(a[2 * x + 1] + b[2 * y], a[2 * x] + b[2 * y + 1]));
        }
        out[2 * k] = noPair;
        out[2 * k + 1] = withPair;
    }
}

#if defined(__SSE2__)
// The same min-plus combination on 16 lanes at once: lane 2k+p of the result
// is the best of a's (x melds, pair or not) with b's (k-x melds, the other
// pair bit). 255 is "impossible" and saturating adds keep it there.
inline __m128i combineSse(const std::uint8_t* a, __m128i b, int need) {
    const __m128i evenOnes = _mm_set1_epi16(0x00ff);               // 255 in even lanes
    const __m128i bNoPair = _mm_or_si128(_mm_slli_si128(b, 1), evenOnes);  // lane 2k+1 = b[2k]
    __m128i acc = _mm_set1_epi8(char(255));
    // Shifting by 2x lanes moves b's k-x melds to lane 2k; the lanes shifted
    // in must be impossible, not zero.
    static const std::uint8_t lowMasks[5][16] = {
        {0},
        {255, 255},
        {255, 255, 255, 255},
        {255, 255, 255, 255, 255, 255},
        {255, 255, 255, 255, 255, 255, 255, 255},
    };
#define QE_STEP(X)                                                                                       \
    if (X <= need) {                                                                                     \
        const __m128i low = _mm_loadu_si128(reinterpret_cast<const __m128i*>(lowMasks[X]));              \
        const __m128i t1 = _mm_adds_epu8(_mm_set1_epi8(char(a[2 * X])), _mm_or_si128(_mm_slli_si128(b, 2 * X), low)); \
        const __m128i t2 =                                                                               \
            _mm_adds_epu8(_mm_set1_epi8(char(a[2 * X + 1])), _mm_or_si128(_mm_slli_si128(bNoPair, 2 * X), low)); \
        acc = _mm_min_epu8(acc, _mm_min_epu8(t1, t2));                                                   \
    }
    QE_STEP(0)
    QE_STEP(1)
    QE_STEP(2)
    QE_STEP(3)
    QE_STEP(4)
#undef QE_STEP
    return acc;
}
#endif

template <int NEED>
int standardDistanceN(const Counts& c) {
    const Tables& t = tables();
    const std::uint8_t* m = &t.num[std::size_t(suitRank(t, c, 0)) * kStride];
    const std::uint8_t* p = &t.num[std::size_t(suitRank(t, c, 9)) * kStride];
    const std::uint8_t* s = &t.num[std::size_t(suitRank(t, c, 18)) * kStride];
    const std::uint8_t* z = &t.honor[std::size_t(suitIndex(c, 27, 7)) * kStride];
#if defined(__SSE2__)
    alignas(16) std::uint8_t mp[16];
    _mm_store_si128(reinterpret_cast<__m128i*>(mp),
                    combineSse(m, _mm_loadu_si128(reinterpret_cast<const __m128i*>(p)), NEED));
    alignas(16) std::uint8_t sz[16];
    _mm_store_si128(reinterpret_cast<__m128i*>(sz),
                    combineSse(s, _mm_loadu_si128(reinterpret_cast<const __m128i*>(z)), NEED));
    // Only the lane with NEED melds and the pair is wanted: a few scalar steps.
    int best = 255;
    for (int x = 0; x <= NEED; ++x) {
        const int y = NEED - x;
        best = std::min(best, std::min(mp[2 * x + 1] + sz[2 * y], mp[2 * x] + sz[2 * y + 1]));
    }
    return best;
#else
    int mp[kJ], sz[kJ];
    combine<NEED>(m, p, mp);
    combine<NEED>(s, z, sz);
    int best = 99;
    for (int x = 0; x <= NEED; ++x) {
        const int y = NEED - x;
        best = std::min(best, std::min(mp[2 * x + 1] + sz[2 * y], mp[2 * x] + sz[2 * y + 1]));
    }
    return best;
#endif
}

int standardDistance(const Counts& c, int meldCount) {
    switch (4 - meldCount) {
        case 4: return standardDistanceN<4>(c);
        case 3: return standardDistanceN<3>(c);
        case 2: return standardDistanceN<2>(c);
        case 1: return standardDistanceN<1>(c);
        default: return standardDistanceN<0>(c);
    }
}

constexpr std::array<Kind, 13> kOrphans = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};

}  // namespace

void initShantenTables() { (void)tables(); }

int shantenStandard(const Counts& c, int meldCount) { return standardDistance(c, meldCount) - 1; }

int shantenChiitoi(const Counts& c) {
    // Seven distinct kinds, two of each: pairs first, then singles (one tile
    // each), then new kinds (two each).
    int pairs = 0, singles = 0;
    for (auto x : c) {  // branch-free: random hands mispredict a branch here
        pairs += x >= 2;
        singles += x == 1;
    }
    if (pairs >= 7) return -1;
    const int need = 7 - pairs;
    const int fromSingles = std::min(singles, need);
    return fromSingles + 2 * (need - fromSingles) - 1;
}

int shantenKokushi(const Counts& c) {
    int kinds = 0, pair = 0;
    for (Kind k : kOrphans) {
        kinds += c[k] != 0;
        pair |= c[k] >= 2;
    }
    return 13 - kinds - pair;
}

ShantenResult shanten(const Counts& c, int meldCount) {
    ShantenResult r;
    r.standard = shantenStandard(c, meldCount);
    if (meldCount == 0) {
#if defined(__SSE2__)
        // Both special forms from three compares over the 34 counts at once.
        const __m128i v0 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&c[0]));
        const __m128i v1 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&c[16]));
        const __m128i one = _mm_set1_epi8(1), zero = _mm_setzero_si128();
        // Per-lane 1/0 flags summed with SAD: no popcount instruction is needed
        // on baseline x86-64.
        const __m128i ge2a = _mm_and_si128(_mm_cmpgt_epi8(v0, one), one);
        const __m128i ge2b = _mm_and_si128(_mm_cmpgt_epi8(v1, one), one);
        const __m128i eq1a = _mm_and_si128(_mm_cmpeq_epi8(v0, one), one);
        const __m128i eq1b = _mm_and_si128(_mm_cmpeq_epi8(v1, one), one);
        auto lanes = [](__m128i x) {
            const __m128i s = _mm_sad_epu8(x, _mm_setzero_si128());
            return _mm_cvtsi128_si32(s) + _mm_extract_epi16(s, 4);
        };
        const int pairs = lanes(_mm_add_epi8(ge2a, ge2b)) + (c[32] >= 2) + (c[33] >= 2);
        const int singles = lanes(_mm_add_epi8(eq1a, eq1b)) + (c[32] == 1) + (c[33] == 1);
        // Terminals and honours: kinds 0 8 9 17 18 26 27..33, as lane masks.
        const __m128i orphans0 = _mm_setr_epi8(1, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0);
        const __m128i orphans1 = _mm_setr_epi8(0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1);
        const __m128i present = _mm_add_epi8(_mm_and_si128(_mm_cmpgt_epi8(v0, zero), orphans0),
                                             _mm_and_si128(_mm_cmpgt_epi8(v1, zero), orphans1));
        const __m128i doubled = _mm_add_epi8(_mm_and_si128(ge2a, orphans0), _mm_and_si128(ge2b, orphans1));
        const int orphanKinds = lanes(present) + (c[32] >= 1) + (c[33] >= 1);
        const bool orphanPair = lanes(doubled) + (c[32] >= 2) + (c[33] >= 2) > 0;
        if (pairs >= 7) {
            r.chiitoi = -1;
        } else {
            const int need = 7 - pairs, fromSingles = std::min(singles, need);
            r.chiitoi = fromSingles + 2 * (need - fromSingles) - 1;
        }
        r.kokushi = 13 - orphanKinds - (orphanPair ? 1 : 0);
#else
        r.chiitoi = shantenChiitoi(c);
        r.kokushi = shantenKokushi(c);
#endif
    } else {
        r.chiitoi = 7;
        r.kokushi = 14;
    }
    return r;
}

static int bestShanten(const Counts& c, int meldCount, std::uint8_t forms) {
    int b = 99;
    if (forms & kFormStandard) b = std::min(b, shantenStandard(c, meldCount));
    if (meldCount == 0) {
        if (forms & kFormSevenPairs) b = std::min(b, shantenChiitoi(c));
        if (forms & kFormThirteenOrphans) b = std::min(b, shantenKokushi(c));
    }
    return b;
}

std::vector<Kind> usefulTiles(const Counts& c, int meldCount, std::uint8_t forms) {
    std::vector<Kind> out;
    const int now = bestShanten(c, meldCount, forms);
    Counts x = c;
    for (int k = 0; k < kNumKinds; ++k) {
        if (x[std::size_t(k)] >= 4) continue;
        ++x[std::size_t(k)];
        if (bestShanten(x, meldCount, forms) < now) out.push_back(Kind(k));
        --x[std::size_t(k)];
    }
    return out;
}

std::vector<Kind> shapeWaits(const Counts& c, int meldCount, std::uint8_t forms) {
    std::vector<Kind> out;
    Counts x = c;
    for (int k = 0; k < kNumKinds; ++k) {
        if (x[std::size_t(k)] >= 5) continue;
        ++x[std::size_t(k)];
        if (isComplete(x, meldCount, forms)) out.push_back(Kind(k));
        --x[std::size_t(k)];
    }
    return out;
}

}  // namespace qe
