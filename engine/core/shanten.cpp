// Exact shanten by per-suit distance tables (see shanten.h for the
// definition). For every suit state c (counts 0..4 of nine kinds, base-5
// index) and every target j = (k melds, with or without the pair) the table
// holds the least number of tiles to add so that c contains such a target
// with no kind above four copies. A hand's distance is the best split of the
// groups it still needs over the four suits: the rows are few (126 number,
// 55 honour, 180 for two suits combined), so the split is precomputed and a
// hand costs four row-id lookups, two pair lookups and one final lookup.
#include "core/shanten.h"

#include <algorithm>
#include <bit>
#include <array>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>
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
constexpr int kHonorKeys = 7 * 512 + 1;  // honorKey() of at most seven kinds
constexpr int kPow5[10] = {1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125};

// A number suit in a hand of at most 14 tiles holds at most 14 tiles: only
// those 405,350 states are kept (6.5 MB of 16-byte rows instead of 31 MB).
constexpr int kMaxSuitTiles = 14;
constexpr int kCompactStates = 405350;

// A state's row number comes from two small lookups and no digit sums:
// hi = digits 5..9 of the suit as base 5, lo = digits 1..4 as base 5,
// row = hiInfo[hi].base + loRank[hiInfo[hi].loRow + lo]. The states are
// grouped by hi (groups in order of hi's tile count) and ordered inside a
// group by lo's tile count, so the small suits of real hands sit near the
// front of their groups.
struct HiInfo {
    std::uint32_t base;   // first row of this hi's group
    std::uint32_t loRow;  // (tile count of hi) * 625: which loRank row applies
};

struct Tables {
    // The 405,350 number-suit states share only 126 distinct rows and the
    // honour histograms a few dozen, so a suit is a one-byte row id (the
    // ids fit L2; the 6.5 MB of rows themselves missed the caches on random
    // hands). Two suits combined are again few distinct rows: pairTo[a][b]
    // names the min-plus combination of rows a and b, so a hand is four id
    // lookups, two pair lookups and one final combination.
    std::vector<std::uint8_t> numId;    // kCompactStates, by the row of suitRow()
    std::vector<std::uint8_t> honorId;  // kHonorKeys, by honorKey()
    int numRows = 0, honorRows = 0;     // honour ids follow the number ids
    std::vector<std::uint8_t> pairTo;   // (numRows + honorRows)^2: combined row id
    int combRows = 0;                   // 180
    // finalDist[need][mp * combRows + sz]: the distance of `need` groups and
    // a pair from two combined rows.
    std::vector<std::uint8_t> finalDist[5];
    HiInfo hiInfo[3125];
    // loRank[h * 625 + lo]: position of lo among the 4-digit vectors with at
    // most 14 - h tiles (65535 where lo itself has more).
    std::uint16_t loRank[(kMaxSuitTiles + 1) * 625];
};

// Marks every minimal target (k melds + optional pair within the four-copy
// limit) and propagates containment upward, then computes distances downward.
// The plain form, kept as the reference of the vector form below.
void buildReference(std::vector<std::uint8_t>& out, int kinds, bool sequences) {
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

// The same table, built faster (it is built at every start): the digits
// of the state advance like an odometer instead of being divided out, and a
// state's ten distances are one vector minimum over its neighbours' rows.
void build(std::vector<std::uint8_t>& out, int kinds, bool sequences) {
    const int states = kPow5[kinds];
    std::vector<std::uint16_t> contains(std::size_t(states), 0);
    {
        // Minimal targets, as in buildReference.
        const int seqTypes = sequences ? kinds - 2 : 0;
        const int types = seqTypes + kinds;
        std::array<int, 9> cnt{};
        int idx = 0;
        auto add = [&](int k, int n) {
            cnt[std::size_t(k)] += n;
            idx += n * kPow5[k];
        };
        auto addType = [&](int t, int sign) {
            if (t < seqTypes) {
                add(t, sign);
                add(t + 1, sign);
                add(t + 2, sign);
            } else {
                add(t - seqTypes, 3 * sign);
            }
        };
        auto fits = [&]() {
            for (int i = 0; i < kinds; ++i)
                if (cnt[std::size_t(i)] > 4) return false;
            return true;
        };
        auto rec = [&](auto&& self, int k, int minType) -> void {
            contains[std::size_t(idx)] |= std::uint16_t(1u << (2 * k));
            for (int p = 0; p < kinds; ++p)
                if (cnt[std::size_t(p)] <= 2)
                    contains[std::size_t(idx + 2 * kPow5[p])] |= std::uint16_t(1u << (2 * k + 1));
            if (k == 4) return;
            for (int t = minType; t < types; ++t) {
                addType(t, 1);
                if (fits()) self(self, k + 1, t);
                addType(t, -1);
            }
        };
        rec(rec, 0, 0);
    }
    // Upward closure in index order: c - e_i has a smaller index than c.
    {
        std::array<int, 9> d{};
        for (int c = 0; c < states; ++c) {
            std::uint16_t m = contains[std::size_t(c)];
            for (int i = 0; i < kinds; ++i)
                if (d[std::size_t(i)]) m |= contains[std::size_t(c - kPow5[i])];
            contains[std::size_t(c)] = m;
            for (int i = 0; i < kinds && ++d[std::size_t(i)] == 5; ++i) d[std::size_t(i)] = 0;
        }
    }
    // Distances in reverse index order; rows of kJ bytes, read 16 at a time
    // (the six bytes past a row are never used; the padding keeps the last
    // read inside the vector).
    out.assign(std::size_t(states) * kJ + 16, 0);
#if defined(__SSE2__)
    std::vector<std::uint8_t> zeroWhere(std::size_t(16) << kJ);  // 0 bytes where the target is contained
    for (unsigned m = 0; m < (1u << kJ); ++m)
        for (unsigned j = 0; j < 16; ++j) zeroWhere[16 * m + j] = (j < kJ && (m >> j) & 1) ? 0 : 0xff;
    const __m128i one = _mm_set1_epi8(1), cap = _mm_set1_epi8(99);
#endif
    std::array<int, 9> d{};
    for (int i = 0; i < kinds; ++i) d[std::size_t(i)] = 4;
    for (int c = states - 1; c >= 0; --c) {
        std::uint8_t* row = &out[std::size_t(c) * kJ];
        const unsigned m = contains[std::size_t(c)];
#if defined(__SSE2__)
        __m128i best = cap;
        for (int i = 0; i < kinds; ++i)
            if (d[std::size_t(i)] < 4)
                best = _mm_min_epu8(best, _mm_loadu_si128(reinterpret_cast<const __m128i*>(
                                              &out[std::size_t(c + kPow5[i]) * kJ])));
        const __m128i v = _mm_and_si128(_mm_min_epu8(_mm_adds_epu8(best, one), cap), _mm_loadu_si128(reinterpret_cast<const __m128i*>(&zeroWhere[16 * m])));
        alignas(16) std::uint8_t tmp[16];
        _mm_store_si128(reinterpret_cast<__m128i*>(tmp), v);
        std::copy_n(tmp, kJ, row);
#else
        for (int j = 0; j < kJ; ++j) {
            if (m & (1u << j)) {
                row[j] = 0;
                continue;
            }
            int best = 99;
            for (int i = 0; i < kinds; ++i)
                if (d[std::size_t(i)] < 4) best = std::min<int>(best, out[std::size_t(c + kPow5[i]) * kJ + std::size_t(j)]);
            row[j] = std::uint8_t(std::min(99, best + 1));
        }
#endif
        for (int i = 0; i < kinds && d[std::size_t(i)]-- == 0; ++i) d[std::size_t(i)] = 4;
    }
    out.resize(std::size_t(states) * kJ);
}

// Kinds held once count 1, twice 8, three times 64, four times 512: the
// histogram of the seven honour counts as one number below kHonorKeys.
constexpr std::uint16_t kHonorWeight[5] = {0, 1, 8, 64, 512};
inline int honorKey(const std::uint8_t* d) {
    int key = 0;
    for (int i = 0; i < 7; ++i) key += kHonorWeight[d[i]];
    return key;
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

// Distinct rows and their ids in order of first appearance: a small
// open-addressing table (hundreds of distinct rows among 405,350 states).
class RowIds {
public:
    int idOf(const std::uint8_t* r, bool& added) {
        std::uint64_t a = 0;
        std::uint16_t b = 0;
        std::memcpy(&a, r, 8);
        std::memcpy(&b, r + 8, 2);
        for (std::size_t h = std::size_t((a * 0x9e3779b97f4a7c15ULL ^ (b * 0xc2b2ae3d27d4eb4fULL)) >> (64 - kBits));;
             h = (h + 1) & (kSize - 1)) {
            Slot& s = slots_[h];
            if (s.id < 0) {
                if (2 * std::size_t(count_) >= kSize) std::abort();  // far more rows than the tables allow
                s = Slot{a, b, count_++};
                added = true;
                return s.id;
            }
            if (s.a == a && s.b == b) {
                added = false;
                return s.id;
            }
        }
    }
    int size() const { return count_; }

private:
    static constexpr int kBits = 12;
    static constexpr std::size_t kSize = std::size_t(1) << kBits;
    struct Slot {
        std::uint64_t a = 0;
        std::uint16_t b = 0;
        int id = -1;
    };
    std::vector<Slot> slots_ = std::vector<Slot>(kSize);
    int count_ = 0;
};
static_assert(kJ == 10, "RowIds reads rows of ten bytes");

Tables* buildTables() {
    auto* tp = new Tables;  // lives until exit, like a static
    Tables& t = *tp;
    auto digitSum = [](int v, int digits) {
        int sum = 0;
        for (int i = 0; i < digits; ++i, v /= 5) sum += v % 5;
        return sum;
    };
    // Groups: hi with at most 14 tiles, fewest tiles first.
    std::vector<int> his, los;
    for (int v = 0; v < 3125; ++v)
        if (digitSum(v, 5) <= kMaxSuitTiles) his.push_back(v);
    for (int v = 0; v < 625; ++v) los.push_back(v);
    auto byTiles = [&](int digits) {
        return [&, digits](int a, int b) {
            const int sa = digitSum(a, digits), sb = digitSum(b, digits);
            return sa != sb ? sa < sb : a < b;
        };
    };
    std::sort(his.begin(), his.end(), byTiles(5));
    std::sort(los.begin(), los.end(), byTiles(4));
    std::uint32_t groupSize[kMaxSuitTiles + 1] = {};
    for (int h = 0; h <= kMaxSuitTiles; ++h) {
        std::uint16_t next = 0;
        for (int lo : los) {
            const bool fits = digitSum(lo, 4) <= kMaxSuitTiles - h;
            t.loRank[h * 625 + lo] = fits ? next++ : std::uint16_t(65535);
        }
        groupSize[h] = next;
    }
    for (auto& e : t.hiInfo) e = HiInfo{std::uint32_t(kCompactStates), 0};
    std::uint32_t next = 0;
    for (int hi : his) {
        const int h = digitSum(hi, 5);
        t.hiInfo[hi] = HiInfo{next, std::uint32_t(h * 625)};
        next += groupSize[h];
    }
    if (next != std::uint32_t(kCompactStates)) std::abort();  // the count above is wrong
    std::vector<std::uint8_t> full;
    build(full, 9, true);
    // Single-suit rows, deduplicated: ids 0..numRows-1 number suits, then honours.
    RowIds numIds, honorIds;
    std::vector<std::array<std::uint8_t, kJ>> rows;
    t.numId.assign(std::size_t(kCompactStates), 0);
    int loSum[625], hiSum[3125];
    for (int v = 0; v < 625; ++v) loSum[v] = digitSum(v, 4);
    for (int v = 0; v < 3125; ++v) hiSum[v] = digitSum(v, 5);
    for (int c = 0; c < kNumStates; ++c) {
        const int lo = c % 625, hi = c / 625;
        if (loSum[lo] + hiSum[hi] > kMaxSuitTiles) continue;
        const std::uint32_t row = t.hiInfo[hi].base + t.loRank[t.hiInfo[hi].loRow + std::uint32_t(lo)];
        const std::uint8_t* r = &full[std::size_t(c) * kJ];
        bool added = false;
        const int id = numIds.idOf(r, added);
        if (added) {
            std::array<std::uint8_t, kJ> key{};
            std::copy_n(r, kJ, key.begin());
            rows.push_back(key);
        }
        t.numId[row] = std::uint8_t(id);
    }
    t.numRows = numIds.size();
    std::vector<std::uint8_t> honor;
    build(honor, 7, false);
    t.honorId.assign(std::size_t(kHonorKeys), 0);
    std::vector<bool> seenKey(std::size_t(kHonorKeys), false);
    for (int c = 0; c < kHonorStates; ++c) {
        std::uint8_t d[7];
        for (int i = 0, v = c; i < 7; ++i, v /= 5) d[i] = std::uint8_t(v % 5);
        const std::uint8_t* r = &honor[std::size_t(c) * kJ];
        bool added = false;
        const int id = t.numRows + honorIds.idOf(r, added);
        if (added) {
            std::array<std::uint8_t, kJ> key{};
            std::copy_n(r, kJ, key.begin());
            rows.push_back(key);
        }
        // Every state with the same histogram has the same row (the
        // kinds are interchangeable): checked here, not assumed.
        const int hk = honorKey(d);
        if (seenKey[std::size_t(hk)] && t.honorId[std::size_t(hk)] != id) std::abort();
        seenKey[std::size_t(hk)] = true;
        t.honorId[std::size_t(hk)] = std::uint8_t(id);
    }
    t.honorRows = honorIds.size();
    const int n = t.numRows + t.honorRows;
    if (n > 256) std::abort();  // ids are one byte
    // Every pair of rows combined (min-plus over the split of the melds,
    // exactly one side or neither holding the pair), deduplicated again.
    RowIds combIds;
    std::vector<std::array<std::uint8_t, kJ>> comb;
    t.pairTo.assign(std::size_t(n) * std::size_t(n), 0);
    for (int a = 0; a < n; ++a)
        for (int b = 0; b < n; ++b) {
            int out[kJ];
            combine<4>(rows[std::size_t(a)].data(), rows[std::size_t(b)].data(), out);
            std::array<std::uint8_t, kJ> key{};
            for (int j = 0; j < kJ; ++j) key[std::size_t(j)] = std::uint8_t(std::min(99, out[j]));
            bool added = false;
            const int id = combIds.idOf(key.data(), added);
            if (added) comb.push_back(key);
            t.pairTo[std::size_t(a * n + b)] = std::uint8_t(id);
        }
    if (comb.size() > 256) std::abort();  // ids are one byte
    t.combRows = int(comb.size());
    for (int need = 0; need <= 4; ++need) {
        auto& f = t.finalDist[need];
        f.assign(comb.size() * comb.size(), 0);
        for (std::size_t a = 0; a < comb.size(); ++a)
            for (std::size_t b = 0; b < comb.size(); ++b) {
                int best = 99;
                for (int x = 0; x <= need; ++x) {
                    const std::size_t y = std::size_t(need - x);
                    best = std::min({best, comb[a][std::size_t(2 * x + 1)] + comb[b][2 * y],
                                     comb[a][std::size_t(2 * x)] + comb[b][2 * y + 1]});
                }
                f[a * comb.size() + b] = std::uint8_t(best);
            }
    }
    return tp;
}

// A function-local static: after the first call only an inlined guard check
// (std::call_once would cost a library call per lookup).
inline const Tables& tables() {
    static const Tables* const t = buildTables();
    return *t;
}

// Row of a number suit's counts (digit 0 = the suit's 1).
inline std::uint32_t suitRow(const Tables& t, const std::uint8_t* d) {
    const unsigned lo = d[0] + 5 * (d[1] + 5 * (d[2] + 5u * d[3]));
    const unsigned hi = d[4] + 5 * (d[5] + 5 * (d[6] + 5 * (d[7] + 5u * d[8])));
    const HiInfo h = t.hiInfo[hi];
    return h.base + t.loRank[h.loRow + lo];
}

#if defined(__SSE2__)
// The lo and hi parts of the three number suits at once: each suit's first
// eight counts widened to 16 bits and weighted 1 5 25 125 1 5 25 125 with
// PMADDWD, pairs of sums added by a second PMADDWD; the ninth count (weight
// 625 in hi) is added in scalar code.
struct SuitIndices {
    unsigned lo[3], hi[3];
};
inline SuitIndices suitIndices(const Counts& c) {
    const __m128i zero = _mm_setzero_si128();
    const __m128i weights = _mm_setr_epi16(1, 5, 25, 125, 1, 5, 25, 125);
    auto partial = [&](int base) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&c[std::size_t(base)]));
        return _mm_madd_epi16(_mm_unpacklo_epi8(v, zero), weights);  // each sum < 625
    };
    const __m128i ones = _mm_set1_epi16(1);
    const __m128i mp = _mm_madd_epi16(_mm_packs_epi32(partial(0), partial(9)), ones);
    const __m128i ss = _mm_madd_epi16(_mm_packs_epi32(partial(18), zero), ones);
    SuitIndices r;
    r.lo[0] = unsigned(_mm_extract_epi16(mp, 0));
    r.hi[0] = unsigned(_mm_extract_epi16(mp, 2)) + 625u * c[8];
    r.lo[1] = unsigned(_mm_extract_epi16(mp, 4));
    r.hi[1] = unsigned(_mm_extract_epi16(mp, 6)) + 625u * c[17];
    r.lo[2] = unsigned(_mm_extract_epi16(ss, 0));
    r.hi[2] = unsigned(_mm_extract_epi16(ss, 2)) + 625u * c[26];
    return r;
}
#endif

// The four suits' row ids of a hand (see Tables): m p s, then z.
struct SuitIds {
    unsigned id[4];
};
inline SuitIds suitIds(const Tables& t, const Counts& c) {
    SuitIds r;
#if defined(__SSE2__)
    const SuitIndices ix = suitIndices(c);
    for (int suit = 0; suit < 3; ++suit) {
        const HiInfo h = t.hiInfo[ix.hi[suit]];
        r.id[suit] = t.numId[h.base + t.loRank[h.loRow + ix.lo[suit]]];
    }
#else
    for (int suit = 0; suit < 3; ++suit) r.id[suit] = t.numId[suitRow(t, &c[std::size_t(9 * suit)])];
#endif
    r.id[3] = t.honorId[std::size_t(honorKey(&c[27]))];
    return r;
}

template <int NEED>
inline int finishIds(const Tables& t, unsigned mp, unsigned sz) {
    return t.finalDist[NEED][mp * unsigned(t.combRows) + sz];
}

inline unsigned pairOf(const Tables& t, unsigned a, unsigned b) {
    return t.pairTo[std::size_t(a) * unsigned(t.numRows + t.honorRows) + b];
}

// A number kind's step in its suit's halves (i: its number - 1).
constexpr unsigned kStepLo[9] = {1, 5, 25, 125, 0, 0, 0, 0, 0};
constexpr unsigned kStepHi[9] = {0, 0, 0, 0, 1, 5, 25, 125, 625};
inline unsigned stepLo(int i) { return kStepLo[i]; }
inline unsigned stepHi(int i) { return kStepHi[i]; }
inline unsigned numIdOf(const Tables& t, unsigned l, unsigned h) {
    const HiInfo hh = t.hiInfo[h];
    return unsigned(t.numId[hh.base + t.loRank[hh.loRow + l]]);
}

template <int NEED>
int standardDistanceN(const Counts& c) {
    const Tables& t = tables();
    const SuitIds s = suitIds(t, c);
    return finishIds<NEED>(t, pairOf(t, s.id[0], s.id[1]), pairOf(t, s.id[2], s.id[3]));
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

// The tables index 0..4 copies per kind and at most 14 tiles per suit
// (shanten.h: 3n+1 or 3n+2 concealed tiles); other counts get a clear error
// instead of a read outside the tables.
[[noreturn, gnu::cold, gnu::noinline]] void refuseCounts(const Counts& c, int meldCount) {
    int total = 0;
    for (int k = 0; k < kNumKinds; ++k) {
        total += c[std::size_t(k)];
        if (c[std::size_t(k)] > 4)
            throw std::invalid_argument("shanten: " + std::to_string(c[std::size_t(k)]) + " copies of " +
                                        formatKind(Kind(k)) + " (at most 4)");
    }
    if (meldCount < 0 || meldCount > 4)
        throw std::invalid_argument("shanten: " + std::to_string(meldCount) + " melds (0..4)");
    throw std::invalid_argument("shanten: " + std::to_string(total) + " concealed tiles (at most 14)");
}

// countsFit with room for `extra` more tiles (a change of -1 leaves the
// limit as it is): one pass for both.
inline bool countsFit(const Counts& c, int extra = 0) {
#if defined(__SSE2__)
    const __m128i v0 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&c[0]));
    const __m128i v1 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&c[16]));
    const __m128i v2 = _mm_cvtsi32_si128(c[32] | c[33] << 8);
    const __m128i four = _mm_set1_epi8(4), zero = _mm_setzero_si128();
    const __m128i over = _mm_or_si128(_mm_or_si128(_mm_subs_epu8(v0, four), _mm_subs_epu8(v1, four)),
                                      _mm_subs_epu8(v2, four));
    // With every count at most 4 the byte sums below cannot wrap.
    const __m128i sums = _mm_sad_epu8(_mm_add_epi8(_mm_add_epi8(v0, v1), v2), zero);
    const int total = _mm_cvtsi128_si32(sums) + _mm_extract_epi16(sums, 4);
    return _mm_movemask_epi8(_mm_cmpeq_epi8(over, zero)) == 0xffff && total + std::max(extra, 0) <= kMaxSuitTiles;
#else
    int total = 0;
    bool ok = true;
    for (auto x : c) {
        total += x;
        ok = ok && x <= 4;
    }
    return ok && total + std::max(extra, 0) <= kMaxSuitTiles;
#endif
}

}  // namespace

void initShantenTables() { (void)tables(); }

std::vector<std::uint8_t> shantenDistanceTable(int kinds, bool sequences, bool reference) {
    if (kinds < 3 || kinds > 9) throw std::invalid_argument("shantenDistanceTable: kinds " + std::to_string(kinds) + " (3..9)");
    std::vector<std::uint8_t> out;
    if (reference) buildReference(out, kinds, sequences);
    else build(out, kinds, sequences);
    return out;
}

int shantenStandard(const Counts& c, int meldCount) {
    if (!countsFit(c) || meldCount < 0 || meldCount > 4) [[unlikely]]
        refuseCounts(c, meldCount);
    return standardDistance(c, meldCount) - 1;
}

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

void shantenPairsAndOrphans(const Counts& c, int& chiitoi, int& kokushi) {
#if defined(__SSE2__)
    // Both special forms from one pass of compares over the 34 counts: v2
    // holds kinds 32 and 33 (6z 7z), its other lanes are zero.
    const __m128i v0 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&c[0]));
    const __m128i v1 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&c[16]));
    const __m128i v2 = _mm_cvtsi32_si128(c[32] | c[33] << 8);
    const __m128i zero = _mm_setzero_si128(), one = _mm_set1_epi8(1);
    const __m128i held0 = _mm_cmpgt_epi8(v0, zero), held1 = _mm_cmpgt_epi8(v1, zero), held2 = _mm_cmpgt_epi8(v2, zero);
    const __m128i pair0 = _mm_cmpgt_epi8(v0, one), pair1 = _mm_cmpgt_epi8(v1, one), pair2 = _mm_cmpgt_epi8(v2, one);
    // Terminals and honours (kinds 0 8 9 17 18 26 27..33) as lane masks;
    // every non-zero lane of v2 is an honour.
    const __m128i orph0 = _mm_setr_epi8(-1, 0, 0, 0, 0, 0, 0, 0, -1, -1, 0, 0, 0, 0, 0, 0);
    const __m128i orph1 = _mm_setr_epi8(0, -1, -1, 0, 0, 0, 0, 0, 0, 0, -1, -1, -1, -1, -1, -1);
    // Compare results are 0 or -1 per lane: subtracting them from zero counts.
    const __m128i kinds = _mm_sub_epi8(zero, _mm_add_epi8(_mm_add_epi8(held0, held1), held2));
    const __m128i pairs = _mm_sub_epi8(zero, _mm_add_epi8(_mm_add_epi8(pair0, pair1), pair2));
    const __m128i orphKinds = _mm_sub_epi8(
        zero, _mm_add_epi8(_mm_add_epi8(_mm_and_si128(held0, orph0), _mm_and_si128(held1, orph1)), held2));
    const __m128i orphPairs = _mm_sub_epi8(
        zero, _mm_add_epi8(_mm_add_epi8(_mm_and_si128(pair0, orph0), _mm_and_si128(pair1, orph1)), pair2));
    // A lane holds at most 3 of each, so x + 64y fits a byte, and the sums
    // (at most 34) of x do not reach y's bits: two SADs give all four counts
    // (no popcount instruction on baseline x86-64).
    const __m128i a = _mm_add_epi8(kinds, _mm_slli_epi16(pairs, 6));
    const __m128i b = _mm_add_epi8(orphKinds, _mm_slli_epi16(orphPairs, 6));
    __m128i sums = _mm_or_si128(_mm_sad_epu8(a, zero), _mm_slli_epi64(_mm_sad_epu8(b, zero), 16));
    sums = _mm_add_epi64(sums, _mm_srli_si128(sums, 8));
    const unsigned packed = unsigned(_mm_cvtsi128_si32(sums));
    const int nKinds = int(packed & 63), nPairs = int((packed >> 6) & 1023);
    const int nOrphKinds = int((packed >> 16) & 63), orphPair = (packed >> 22) != 0;
    // Seven pairs: 7 - pairs kinds still need a pair; a single gives one for
    // one tile, a new kind for two.
    const int need = 7 - nPairs, singles = nKinds - nPairs;
    chiitoi = std::max(-1, 2 * need - std::min(singles, need) - 1);
    kokushi = 13 - nOrphKinds - orphPair;
#else
    chiitoi = shantenChiitoi(c);
    kokushi = shantenKokushi(c);
#endif
}

ShantenResult shanten(const Counts& c, int meldCount) {
    ShantenResult r;
    if (meldCount != 0) {
        r.standard = shantenStandard(c, meldCount);
        r.chiitoi = 7;
        r.kokushi = 14;
        return r;
    }
    if (!countsFit(c)) [[unlikely]]
        refuseCounts(c, meldCount);
    r.standard = standardDistanceN<4>(c) - 1;
    shantenPairsAndOrphans(c, r.chiitoi, r.kokushi);
    return r;
}

namespace {

// The six ways to give the runs 147, 258, 369 to the three suits: knit[s] is
// the rank class (0: 147, 1: 258, 2: 369) of suit s.
constexpr int kKnitClass[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {2, 0, 1}, {1, 2, 0}, {2, 1, 0}};

}  // namespace

namespace {

// Bit masks of the knitted forms' kinds: the honours (each straight's nine
// kinds are kKnittedStraightBits).
constexpr std::uint64_t kHonourBits = ((std::uint64_t(1) << 7) - 1) << 27;
// kKnittedStraightBits (shanten.h) lists them in kKnitClass's order.
static_assert([] {
    for (int i = 0; i < 6; ++i)
        if (kKnittedStraightBits[i] != knittedStraightBits(kKnitClass[i][0], kKnitClass[i][1], kKnitClass[i][2]))
            return false;
    return true;
}());

}  // namespace


namespace {
// A suit's nine held bits -> how many kinds of each rank class (1-4-7,
// 2-5-8, 3-6-9) it holds, two bits per class.
constexpr std::array<std::uint8_t, 512> kClassCounts = [] {
    std::array<std::uint8_t, 512> t{};
    for (unsigned row = 0; row < 512; ++row)
        for (unsigned r = 0; r < 3; ++r) {
            const unsigned n = (row >> r & 1) + (row >> (r + 3) & 1) + (row >> (r + 6) & 1);
            t[row] = std::uint8_t(t[row] | n << (2 * r));
        }
    return t;
}();
}  // namespace

namespace {
// kClassCounts' three class counts spread over the class assignments of
// kKnitClass: byte i of kClassSpread[s][x] is the count suit s has of the
// class that assignment i gives it (x: a kClassCounts entry).
constexpr std::array<std::array<std::uint64_t, 64>, 3> kClassSpread = [] {
    std::array<std::array<std::uint64_t, 64>, 3> t{};
    for (int s = 0; s < 3; ++s)
        for (unsigned x = 0; x < 64; ++x)
            for (int i = 0; i < 6; ++i)
                t[std::size_t(s)][x] |= std::uint64_t(x >> (2 * kKnitClass[i][s]) & 3) << (8 * i);
    return t;
}();
}  // namespace

// The six assignments' counts from three lookups and two additions
// instead of six masked bit counts (a bit count is a dozen operations on
// baseline x86-64).
std::uint64_t knittedStraightCounts(std::uint64_t held) {
    return kClassSpread[0][kClassCounts[held & 0x1ff]] + kClassSpread[1][kClassCounts[held >> 9 & 0x1ff]] +
           kClassSpread[2][kClassCounts[held >> 18 & 0x1ff]];
}

int knittedStraightHeld(std::uint64_t held) {
    const std::uint64_t w = knittedStraightCounts(held);
#if defined(__SSE2__)
    // The largest of the six bytes (the two above them are zero).
    __m128i m = _mm_cvtsi64_si128(std::int64_t(w));
    m = _mm_max_epu8(m, _mm_srli_epi64(m, 32));
    m = _mm_max_epu8(m, _mm_srli_epi64(m, 16));
    m = _mm_max_epu8(m, _mm_srli_epi64(m, 8));
    return _mm_cvtsi128_si32(m) & 0xff;
#else
    int best = 0;
    for (int i = 0; i < 6; ++i) best = std::max(best, int(w >> (8 * i) & 0xff));
    return best;
#endif
}

int shantenKnitted(const Counts& c) {
    if (!countsFit(c)) [[unlikely]]
        refuseCounts(c, 0);
    // Distance = 14 - the different useful kinds held (the honours and the
    // knitted straight's nine; at most 14 count).
    const std::uint64_t held = heldKinds(c);
    const int n = heldKindCount(held & kHonourBits) + knittedStraightHeld(held);
    return 14 - std::min(n, 14) - 1;
}

namespace {

// 组合龙 for every class assignment at once: each number suit's row id
// with one copy of each held kind of a rank class taken out (nine ids), so
// an assignment costs two pair lookups and the final one.
// One number suit's three rows: the suit's id with one copy of each held
// kind of rank class r (ranks r+1, r+4, r+7) taken out, and how many of
// those three kinds are held.
inline void knitRows(const Tables& t, const std::uint8_t* d, unsigned* id, int* held) {
    const unsigned lo = d[0] + 5 * (d[1] + 5 * (d[2] + 5u * d[3]));
    const unsigned hi = d[4] + 5 * (d[5] + 5 * (d[6] + 5 * (d[7] + 5u * d[8])));
    for (int r = 0; r < 3; ++r) {
        unsigned l = lo, h = hi;
        int n = 0;
        for (int i = r; i < 9; i += 3) {
            if (!d[i]) continue;
            ++n;
            if (i < 4) l -= unsigned(kPow5[i]);
            else h -= unsigned(kPow5[i - 4]);
        }
        const HiInfo hh = t.hiInfo[h];
        id[r] = t.numId[hh.base + t.loRank[hh.loRow + l]];
        held[r] = n;
    }
}

// The best of the six class assignments from the suits' rows, where it is
// below `limit` (a distance; otherwise at least `limit`). A class's
// distance is its straight's missing kinds plus the rest's, so a class
// missing as many as the best so far cannot beat it: the class missing
// fewest goes first and the others only while they still can.
template <int NEED, class RowId>
int knitBestOf(const Tables& t, RowId&& rowId, const int (&held)[3][3], unsigned honor, int limit) {
    int missing[6];
    int first = 0;
    for (int i = 0; i < 6; ++i) {
        const auto& knit = kKnitClass[i];
        missing[i] = 9 - held[0][knit[0]] - held[1][knit[1]] - held[2][knit[2]];
        if (missing[i] < missing[first]) first = i;
    }
    int best = limit;
    for (int j = 0; j < 6; ++j) {
        const int i = j == 0 ? first : (j <= first ? j - 1 : j);
        if (missing[i] >= best) continue;
        const auto& knit = kKnitClass[i];
        const int d = missing[i] + finishIds<NEED>(t, pairOf(t, rowId(0, knit[0]), rowId(1, knit[1])),
                                                   pairOf(t, rowId(2, knit[2]), honor));
        best = std::min(best, d);
    }
    return best;
}
template <int NEED>
int knitBest(const Tables& t, const unsigned (&id)[3][3], const int (&held)[3][3], unsigned honor, int limit) {
    return knitBestOf<NEED>(t, [&](int s, int r) { return id[s][r]; }, held, honor, limit);
}

// What taking one copy of each kind in a suit's nine-bit mask out does to
// the suit's base-5 halves (Tables: lo for numbers 1-4, hi for 5-9).
struct HalvesOff {
    std::uint16_t lo, hi;
};
constexpr std::array<HalvesOff, 512> kHalvesOff = [] {
    std::array<HalvesOff, 512> t{};
    for (unsigned m = 0; m < 512; ++m) {
        unsigned lo = 0, hi = 0;
        for (int i = 0; i < 9; ++i)
            if (m >> i & 1) {
                if (i < 4) lo += unsigned(kPow5[i]);
                else hi += unsigned(kPow5[i - 4]);
            }
        t[m] = HalvesOff{std::uint16_t(lo), std::uint16_t(hi)};
    }
    return t;
}();
// A suit's kinds of rank class r (ranks r+1, r+4, r+7) as a nine-bit mask.
constexpr unsigned kClassMask[3] = {0x049, 0x092, 0x124};

// The knitRows of a hand, each (suit, class) row made on its first use: a
// caller that reads only the straights that can still matter reads few of
// the nine. The kinds held per class come from the held bits alone.
struct KnitRows {
    const Tables& t;
    unsigned lo0[3], hi0[3], suitHeld[3];
    int held[3][3];
    unsigned lo[3][3], hi[3][3], id[3][3];
    unsigned made = 0;  // bit 3 * suit + class
    KnitRows(const Tables& tables, const Counts& c, std::uint64_t heldBits) : t(tables) {
#if defined(__SSE2__)
        const SuitIndices ix = suitIndices(c);
#endif
        for (int s = 0; s < 3; ++s) {
#if defined(__SSE2__)
            lo0[s] = ix.lo[s];
            hi0[s] = ix.hi[s];
#else
            const std::uint8_t* d = &c[std::size_t(9 * s)];
            lo0[s] = d[0] + 5 * (d[1] + 5 * (d[2] + 5u * d[3]));
            hi0[s] = d[4] + 5 * (d[5] + 5 * (d[6] + 5 * (d[7] + 5u * d[8])));
#endif
            suitHeld[s] = unsigned(heldBits >> (9 * s)) & 0x1ff;
            const unsigned n = kClassCounts[suitHeld[s]];
            for (int r = 0; r < 3; ++r) held[s][r] = int(n >> (2 * r) & 3);
        }
    }
    unsigned rowId(int s, int r) {
        const unsigned bit = 1u << (3 * s + r);
        if (!(made & bit)) {
            made |= bit;
            const HalvesOff off = kHalvesOff[suitHeld[s] & kClassMask[r]];
            lo[s][r] = lo0[s] - off.lo;
            hi[s][r] = hi0[s] - off.hi;
            id[s][r] = numIdOf(t, lo[s][r], hi[s][r]);
        }
        return id[s][r];
    }
};

// knitBest from rows made on demand: the same order and the same answer.
template <int NEED>
int knittedStraightDistance(const Counts& c, int limit) {
    const Tables& t = tables();
    KnitRows k(t, c, heldKinds(c));
    const unsigned honor = t.honorId[std::size_t(honorKey(&c[27]))];
    return knitBestOf<NEED>(t, [&](int s, int r) { return k.rowId(s, r); }, k.held, honor, limit);
}

// The same for c plus one copy of each kind in `kinds` (none held four
// times): a draw changes one suit's rows or the honours' id only.
template <int NEED>
void knittedStraightAfterDraws(const Counts& c, std::uint64_t kinds, std::int8_t* out, int limit) {
    const Tables& t = tables();
    unsigned id[3][3];
    int held[3][3];
    for (int s = 0; s < 3; ++s) knitRows(t, &c[std::size_t(9 * s)], id[s], held[s]);
    const int honorBase = honorKey(&c[27]);
    const unsigned honor = t.honorId[std::size_t(honorBase)];
    for (; kinds; kinds &= kinds - 1) {
        const int k = __builtin_ctzll(kinds);
        const int n = c[std::size_t(k)];
        if (k >= 27) {
            const unsigned h = t.honorId[std::size_t(honorBase + kHonorWeight[n + 1] - kHonorWeight[n])];
            out[k] = std::int8_t(knitBest<NEED>(t, id, held, h, limit));
            continue;
        }
        const int s = k / 9;
        std::uint8_t d[9];
        std::memcpy(d, &c[std::size_t(9 * s)], 9);
        ++d[k - 9 * s];
        unsigned saveId[3];
        int saveHeld[3];
        std::memcpy(saveId, id[s], sizeof saveId);
        std::memcpy(saveHeld, held[s], sizeof saveHeld);
        knitRows(t, d, id[s], held[s]);
        out[k] = std::int8_t(knitBest<NEED>(t, id, held, honor, limit));
        std::memcpy(id[s], saveId, sizeof saveId);
        std::memcpy(held[s], saveHeld, sizeof saveHeld);
    }
}
}  // namespace

int shantenKnittedStraightBelow(const Counts& c, int meldCount, int cap) {
    if (!countsFit(c)) [[unlikely]]
        refuseCounts(c, meldCount);
    if (meldCount < 0 || meldCount > 1) return 13;
    // One of each of the nine held kinds serves the straight; the rest must
    // hold the other groups and the pair. The straight takes one copy and
    // the rest at most three of a kind, so the four-copy limit holds for
    // every target the distance tables consider. Shanten is distance - 1:
    // below `cap` means a distance below cap + 1.
    const int limit = std::clamp(cap + 1, 0, 99);
    return (meldCount == 0 ? knittedStraightDistance<1>(c, limit) : knittedStraightDistance<0>(c, limit)) - 1;
}

// No cap: every distance a hand can have is below the tables' 99.
int shantenKnittedStraight(const Counts& c, int meldCount) { return shantenKnittedStraightBelow(c, meldCount, 98); }

void shantenKnittedStraightAfterDraws(const Counts& c, int meldCount, std::uint64_t kinds, std::int8_t* out, int cap) {
    int total = 0;
    for (auto v : c) total += v;
    if (!countsFit(c) || total + 1 > kMaxSuitTiles) [[unlikely]]
        refuseCounts(c, meldCount);
    kinds &= (std::uint64_t(1) << kNumKinds) - 1;
    const std::uint64_t fours = kinds & kindsWithAtLeast(c, 4);
    for (std::uint64_t bits = fours; bits; bits &= bits - 1) out[__builtin_ctzll(bits)] = 127;
    kinds &= ~fours;
    if (meldCount < 0 || meldCount > 1) {
        for (; kinds; kinds &= kinds - 1) out[__builtin_ctzll(kinds)] = 13;
        return;
    }
    const int limit = std::clamp(cap + 1, 0, 99);
    if (meldCount == 0) knittedStraightAfterDraws<1>(c, kinds, out, limit);
    else knittedStraightAfterDraws<0>(c, kinds, out, limit);
    for (; kinds; kinds &= kinds - 1) {
        const int k = __builtin_ctzll(kinds);
        out[k] = std::int8_t(out[k] - 1);
    }
}

// The straightforward form of the above (six copies of the hand), kept as
// the reference the tests compare the fast one with.
int shantenKnittedStraightReference(const Counts& c, int meldCount) {
    if (!countsFit(c)) [[unlikely]]
        refuseCounts(c, meldCount);
    if (meldCount < 0 || meldCount > 1) return 13;
    int best = 99;
    for (const auto& knit : kKnitClass) {
        Counts rest = c;
        int missing = 0;
        for (int s = 0; s < 3; ++s)
            for (int r = knit[s]; r < 9; r += 3) {
                auto& x = rest[std::size_t(9 * s + r)];
                if (x) --x; else ++missing;
            }
        const int d = missing + (meldCount == 0 ? standardDistanceN<1>(rest) : standardDistanceN<0>(rest));
        best = std::min(best, d);
    }
    return best - 1;
}

namespace {

// The standard shanten (distance - 1) of c changed by `delta` (+1 or -1)
// copies of each kind in `kinds`, from c's row ids: the change touches one
// suit's id only.
template <int NEED>
void changedDistances(const Counts& c, int delta, std::uint64_t kinds, std::int8_t* out) {
    const Tables& t = tables();
    const SuitIds ids = suitIds(t, c);
    const unsigned mp = pairOf(t, ids.id[0], ids.id[1]), sz = pairOf(t, ids.id[2], ids.id[3]);
    // The tables' pointers and sizes in locals: the byte stores into `out`
    // could alias them, and they would be loaded again for every kind.
    const std::uint8_t* const numId = t.numId.data();
    const std::uint8_t* const pt = t.pairTo.data();
    const std::uint8_t* const fin = t.finalDist[NEED].data();
    const unsigned rows = unsigned(t.numRows + t.honorRows), comb = unsigned(t.combRows);
    for (int suit = 0; suit < 3; ++suit) {
        std::uint64_t bits = (kinds >> (9 * suit)) & 511;
        if (!bits) continue;
        const std::uint8_t* d = &c[std::size_t(9 * suit)];
        const unsigned lo = d[0] + 5 * (d[1] + 5 * (d[2] + 5u * d[3]));
        const unsigned hi = d[4] + 5 * (d[5] + 5 * (d[6] + 5 * (d[7] + 5u * d[8])));
        // The suit's new id goes into its pair and the final lookup as
        // id * idMul + idAdd and p * finMul + finAdd.
        const unsigned idMul = suit == 1 ? 1u : rows;
        const unsigned idAdd = suit == 0 ? ids.id[1] : suit == 1 ? ids.id[0] * rows : ids.id[3];
        const unsigned finMul = suit < 2 ? comb : 1u;
        const unsigned finAdd = suit < 2 ? sz : mp * comb;
        while (bits) {
            const int i = __builtin_ctzll(bits);
            bits &= bits - 1;
            const unsigned step = unsigned(kPow5[i < 4 ? i : i - 4]);
            const unsigned l = i < 4 ? lo + unsigned(delta) * step : lo;
            const unsigned h = i < 4 ? hi : hi + unsigned(delta) * step;
            const HiInfo hh = t.hiInfo[h];
            const unsigned id = numId[hh.base + t.loRank[hh.loRow + l]];
            out[9 * suit + i] = std::int8_t(int(fin[unsigned(pt[id * idMul + idAdd]) * finMul + finAdd]) - 1);
        }
    }
    std::uint64_t bits = kinds >> 27;
    if (!bits) return;
    const int honor = honorKey(&c[27]);
    const std::uint8_t* const honorId = t.honorId.data();
    const unsigned finAdd = mp * comb, idAdd = ids.id[2] * rows;
    while (bits) {
        const int i = __builtin_ctzll(bits);
        bits &= bits - 1;
        // One copy more or less of an honour held h times moves one kind
        // between the histogram's columns h and h + delta.
        const int h = c[std::size_t(27 + i)];
        const unsigned id = honorId[std::size_t(honor + kHonorWeight[h + delta] - kHonorWeight[h])];
        out[27 + i] = std::int8_t(int(fin[unsigned(pt[id + idAdd]) + finAdd]) - 1);
    }
}

void changedShanten(const Counts& c, int meldCount, int delta, std::uint64_t kinds, std::int8_t* out) {
    if (!countsFit(c, delta) || meldCount < 0 || meldCount > 4)
        [[unlikely]] refuseCounts(c, meldCount);
    // Kinds the change cannot apply to: a fifth copy (delta +1), a copy not
    // held (delta -1).
    kinds &= (std::uint64_t(1) << kNumKinds) - 1;
    const std::uint64_t refused = kinds & (delta > 0 ? kindsWithAtLeast(c, 4) : ~heldKinds(c));
    for (std::uint64_t bits = refused; bits; bits &= bits - 1) out[__builtin_ctzll(bits)] = 127;
    kinds &= ~refused;
    switch (4 - meldCount) {
        case 4: changedDistances<4>(c, delta, kinds, out); break;
        case 3: changedDistances<3>(c, delta, kinds, out); break;
        case 2: changedDistances<2>(c, delta, kinds, out); break;
        case 1: changedDistances<1>(c, delta, kinds, out); break;
        default: changedDistances<0>(c, delta, kinds, out); break;
    }
}

}  // namespace

void shantenStandardAfterDraws(const Counts& c, int meldCount, std::uint64_t kinds, std::int8_t* out) {
    changedShanten(c, meldCount, +1, kinds, out);
}

void shantenStandardAfterDiscards(const Counts& c, int meldCount, std::uint64_t kinds, std::int8_t* out) {
    changedShanten(c, meldCount, -1, kinds, out);
}

namespace {

// A hand's number suits as base-5 halves (counts of the suit's 1-4 in lo,
// 5-9 in hi) and its honours' histogram key: a copy more or less of a kind
// moves one half or the key by a step, so the changed suit's id is one
// lookup (Tables).
struct SuitHalves {
    unsigned lo[3], hi[3];
    int honor;
    explicit SuitHalves(const Counts& c) {
        for (int suit = 0; suit < 3; ++suit) {
            const std::uint8_t* d = &c[std::size_t(9 * suit)];
            lo[suit] = d[0] + 5 * (d[1] + 5 * (d[2] + 5u * d[3]));
            hi[suit] = d[4] + 5 * (d[5] + 5 * (d[6] + 5 * (d[7] + 5u * d[8])));
        }
        honor = honorKey(&c[27]);
    }
    // The id of u's suit (or the honours') with one more copy of u, held
    // `held` times (at most three).
    unsigned plusId(const Tables& t, int u, int held) const {
        if (u < 27) {
            const int suit = u / 9, i = u % 9;
            return numIdOf(t, lo[suit] + stepLo(i), hi[suit] + stepHi(i));
        }
        return t.honorId[std::size_t(honor + kHonorWeight[held + 1] - kHonorWeight[held])];
    }
};
// c less one copy of k (held): the four suits' ids (c's are `base`), and
// k's suit's halves, or the honours' key, as they are then.
struct Without {
    unsigned ids[4];
    unsigned lo = 0, hi = 0;
    int honor = 0;
};
inline Without without(const Tables& t, const Counts& c, const SuitIds& base, const SuitHalves& h, int k) {
    Without w{{base.id[0], base.id[1], base.id[2], base.id[3]}};
    w.honor = h.honor;
    const int ks = k / 9;  // 3: honours
    if (ks < 3) {
        const int i = k % 9;
        w.lo = h.lo[ks] - stepLo(i);
        w.hi = h.hi[ks] - stepHi(i);
        w.ids[ks] = numIdOf(t, w.lo, w.hi);
    } else {
        const int n = c[std::size_t(k)];
        w.honor = h.honor + kHonorWeight[n - 1] - kHonorWeight[n];
        w.ids[3] = t.honorId[std::size_t(w.honor)];
    }
    return w;
}

// shantenStandardAfterDiscardDraws for 4 - meldCount = NEED. The hand after
// discard k and draw u differs from c in the suits of k and u only: where
// they differ, u's suit id is the one of c plus u, the same for every
// discard (looked up once per hand); only a draw in the discard's own suit
// needs an id of its own.
template <int NEED>
void discardDrawDistances(const Counts& c, std::uint64_t discards, const std::uint64_t* draws, std::int8_t* now,
                          std::int8_t (*after)[kNumKinds]) {
    const Tables& t = tables();
    const SuitIds base = suitIds(t, c);
    const SuitHalves halves(c);
    const std::uint8_t* const numId = t.numId.data();
    const std::uint8_t* const honorId = t.honorId.data();
    auto numIdOf = [&](unsigned l, unsigned h) {
        const HiInfo hh = t.hiInfo[h];
        return unsigned(numId[hh.base + t.loRank[hh.loRow + l]]);
    };
    // The tables' pointers and sizes held in locals: the byte stores into
    // `after` could alias them otherwise, and they would be loaded again
    // for every draw.
    const std::uint8_t* const pt = t.pairTo.data();
    const unsigned rows = unsigned(t.numRows + t.honorRows), comb = unsigned(t.combRows);
    const std::uint8_t* const fin = t.finalDist[NEED].data();
    // c plus u, for the draws any discard asks (u held at most three times)
    // outside a discard's suit: only those read it. (Such a suit holds at
    // most 13 of c's tiles, so one more stays within the tables.)
    auto suitOf = [](int k) { return k < 27 ? 0x1ffULL << (9 * (k / 9)) : 0x7fULL << 27; };
    std::uint64_t asked = 0, discardSuits = 0;
    for (std::uint64_t bits = discards; bits; bits &= bits - 1) {
        const int k = __builtin_ctzll(bits);
        asked |= draws[k];
        discardSuits |= suitOf(k);
    }
    const std::uint64_t fours = kindsWithAtLeast(c, 4);
    asked &= ~fours;
    // Every discard in one suit: that suit's draws all take the discard's path.
    if (discards && discardSuits == suitOf(__builtin_ctzll(discards))) asked &= ~discardSuits;
    // For each such u, also the pair id of its suit with its partner suit
    // (0 with 1, 2 with 3) as c has it: a discard in the other pair of
    // suits leaves that id as it is.
    unsigned plusId[kNumKinds];
    std::uint8_t basePair[kNumKinds];
    for (std::uint64_t bits = asked; bits; bits &= bits - 1) {
        const int u = __builtin_ctzll(bits);
        plusId[u] = halves.plusId(t, u, c[std::size_t(u)]);
        const int us = u / 9;
        basePair[u] = us == 0   ? pt[plusId[u] * rows + base.id[1]]
                      : us == 1 ? pt[base.id[0] * rows + plusId[u]]
                      : us == 2 ? pt[plusId[u] * rows + base.id[3]]
                                : pt[base.id[2] * rows + plusId[u]];
    }
    for (std::uint64_t bits = discards; bits; bits &= bits - 1) {
        const int k = __builtin_ctzll(bits);
        const int ks = k / 9;  // 3: honours
        const Without w = without(t, c, base, halves, k);
        const unsigned* const ids = w.ids;
        const unsigned klo = w.lo, khi = w.hi;
        const int khonor = w.honor;
        const unsigned mp = pairOf(t, ids[0], ids[1]), sz = pairOf(t, ids[2], ids[3]);
        now[k] = std::int8_t(finishIds<NEED>(t, mp, sz) - 1);
        std::int8_t* out = after[k];
        // A fifth copy (a kind held four times, other than the discard's).
        std::uint64_t ask = draws[k];
        const std::uint64_t refused = ask & fours & ~(std::uint64_t(1) << k);
        for (std::uint64_t ub = refused; ub; ub &= ub - 1) out[__builtin_ctzll(ub)] = 127;
        ask &= ~refused;
        for (int us = 0; us < 4; ++us) {
            std::uint64_t ub = ask & suitOf(9 * us);
            if (!ub) continue;
            // A draw in suit us changes ids[us]: the final lookup takes the
            // pair it is in as p * finMul + finAdd, the other pair as it is.
            const unsigned finMul = us < 2 ? comb : 1u;
            const unsigned finAdd = us < 2 ? sz : mp * comb;
            if ((us < 2) != (ks < 2)) {
                // The discard is in the other pair of suits: u's pair as c has it.
                for (; ub; ub &= ub - 1) {
                    const int u = __builtin_ctzll(ub);
                    out[u] = std::int8_t(int(fin[unsigned(basePair[u]) * finMul + finAdd]) - 1);
                }
                continue;
            }
            // The pair with the discard's suit: id * idMul + idAdd.
            const unsigned idMul = us == 0 || us == 2 ? rows : 1u;
            const unsigned idAdd = us == 0 ? ids[1] : us == 1 ? ids[0] * rows : us == 2 ? ids[3] : ids[2] * rows;
            if (us != ks) {
                for (; ub; ub &= ub - 1) {
                    const int u = __builtin_ctzll(ub);
                    out[u] = std::int8_t(int(fin[unsigned(pt[plusId[u] * idMul + idAdd]) * finMul + finAdd]) - 1);
                }
                continue;
            }
            if (us < 3) {
                for (std::uint64_t ib = ub >> (9 * us); ib; ib &= ib - 1) {
                    const int i = __builtin_ctzll(ib);
                    const unsigned id = numIdOf(klo + kStepLo[i], khi + kStepHi[i]);
                    out[9 * us + i] = std::int8_t(int(fin[unsigned(pt[id * idMul + idAdd]) * finMul + finAdd]) - 1);
                }
                continue;
            }
            for (; ub; ub &= ub - 1) {
                const int u = __builtin_ctzll(ub);
                const int held = c[std::size_t(u)] - (u == k);  // in c minus k
                const unsigned id = honorId[std::size_t(khonor + kHonorWeight[held + 1] - kHonorWeight[held])];
                out[u] = std::int8_t(int(fin[unsigned(pt[id * idMul + idAdd]) * finMul + finAdd]) - 1);
            }
        }
    }
}

}  // namespace

void shantenStandardAfterDiscardDraws(const Counts& c, int meldCount, std::uint64_t discards,
                                      const std::uint64_t* draws, std::int8_t* now, std::int8_t (*after)[kNumKinds]) {
    if (!countsFit(c) || meldCount < 0 || meldCount > 4) [[unlikely]]
        refuseCounts(c, meldCount);
    discards &= (std::uint64_t(1) << kNumKinds) - 1;
    const std::uint64_t missing = discards & ~heldKinds(c);
    for (std::uint64_t bits = missing; bits; bits &= bits - 1) now[__builtin_ctzll(bits)] = 127;
    discards &= ~missing;
    switch (4 - meldCount) {
        case 4: discardDrawDistances<4>(c, discards, draws, now, after); break;
        case 3: discardDrawDistances<3>(c, discards, draws, now, after); break;
        case 2: discardDrawDistances<2>(c, discards, draws, now, after); break;
        case 1: discardDrawDistances<1>(c, discards, draws, now, after); break;
        default: discardDrawDistances<0>(c, discards, draws, now, after); break;
    }
}

namespace {

// shantenKnittedStraightCloser for 4 - 3 - meldCount = NEED groups besides
// the straight. A straight's distance is its kinds missing plus the rest's
// standard distance (knitBest); a draw lowers it by one or leaves it.
template <int NEED>
std::uint64_t knittedStraightCloserN(const Counts& c, std::uint64_t kinds, int cap) {
    const Tables& t = tables();
    const std::uint64_t heldBits = heldKinds(c);
    // Each number suit with one copy of each held kind of a rank class taken
    // out, kept as halves too: a draw into that rest is one step.
    KnitRows k(t, c, heldBits);
    const int honor = honorKey(&c[27]);
    const unsigned honorId = t.honorId[std::size_t(honor)];
    const std::uint8_t* const pt = t.pairTo.data();
    const std::uint8_t* const fin = t.finalDist[NEED].data();
    const unsigned rows = unsigned(t.numRows + t.honorRows), comb = unsigned(t.combRows);
    std::uint64_t closer = 0;
    for (int i = 0; i < 6; ++i) {
        const auto& knit = kKnitClass[i];
        const int missing = 9 - k.held[0][knit[0]] - k.held[1][knit[1]] - k.held[2][knit[2]];
        // After a draw this straight is at least missing - 1 away.
        if (missing - 1 > cap) continue;
        const unsigned ids[4] = {k.rowId(0, knit[0]), k.rowId(1, knit[1]), k.rowId(2, knit[2]), honorId};
        const unsigned mp = pt[ids[0] * rows + ids[1]], sz = pt[ids[2] * rows + ids[3]];
        const int rest = fin[mp * comb + sz];
        const int dist = missing + rest;
        if (dist <= cap) return kinds;  // below the cap whatever is drawn
        if (dist > cap + 1) continue;
        // One step above the cap: a draw gets below it by a straight kind
        // not held (one missing fewer, the rest as it is) or by a tile that
        // brings the rest one closer.
        std::uint64_t ask = kinds & ~closer;
        closer |= ask & kKnittedStraightBits[i] & ~heldBits;
        ask &= ~closer;
        for (int us = 0; us < 4; ++us) {
            std::uint64_t ub = (ask >> (9 * us)) & (us < 3 ? 0x1ffULL : 0x7fULL);
            if (!ub) continue;
            // The drawn tile's suit id goes into its pair and the final
            // lookup as id * idMul + idAdd and p * finMul + finAdd.
            const unsigned idMul = us == 0 || us == 2 ? rows : 1u;
            const unsigned idAdd = us == 0 ? ids[1] : us == 1 ? ids[0] * rows : us == 2 ? ids[3] : ids[2] * rows;
            const unsigned finMul = us < 2 ? comb : 1u;
            const unsigned finAdd = us < 2 ? sz : mp * comb;
            for (; ub; ub &= ub - 1) {
                const int x = __builtin_ctzll(ub);
                unsigned nid;
                if (us < 3) {
                    const int r = knit[us];
                    nid = numIdOf(t, k.lo[us][r] + stepLo(x), k.hi[us][r] + stepHi(x));
                } else {
                    const int n = c[std::size_t(27 + x)];
                    nid = t.honorId[std::size_t(honor + kHonorWeight[n + 1] - kHonorWeight[n])];
                }
                if (int(fin[unsigned(pt[nid * idMul + idAdd]) * finMul + finAdd]) < rest)
                    closer |= std::uint64_t(1) << (9 * us + x);
            }
        }
    }
    return closer;
}

}  // namespace

std::uint64_t shantenKnittedStraightCloser(const Counts& c, int meldCount, std::uint64_t kinds, int cap) {
    if (!countsFit(c, 1)) [[unlikely]]
        refuseCounts(c, meldCount);
    kinds &= ((std::uint64_t(1) << kNumKinds) - 1) & ~kindsWithAtLeast(c, 4);
    if (!kinds) return 0;
    if (meldCount < 0 || meldCount > 1) return 13 < cap ? kinds : 0;
    // Distances: below cap as a shanten is at most cap as a distance.
    return meldCount == 0 ? knittedStraightCloserN<1>(c, kinds, cap) : knittedStraightCloserN<0>(c, kinds, cap);
}

static int bestShanten(const Counts& c, int meldCount, std::uint8_t forms) {
    int b = 99;
    if (forms & kFormStandard) b = std::min(b, shantenStandard(c, meldCount));
    if (meldCount == 0) {
        if (forms & kFormSevenPairs) b = std::min(b, shantenChiitoi(c));
        if (forms & kFormThirteenOrphans) b = std::min(b, shantenKokushi(c));
        if (forms & kFormKnitted) b = std::min(b, shantenKnitted(c));
    }
    if ((forms & kFormKnittedStraight) && meldCount <= 1) b = std::min(b, shantenKnittedStraight(c, meldCount));
    return b;
}

int shantenForms(const Counts& c, int meldCount, std::uint8_t forms) { return bestShanten(c, meldCount, forms); }

namespace {

// The standard distance of c plus one tile of each kind, from c's row ids:
// a drawn tile changes one suit's id only. Every kind must be held at most
// three times and c at most 13 tiles.
template <int NEED>
struct AddedDistances {
    const Tables& t;
    SuitIds ids;
    unsigned mp, sz;
    unsigned lo[3], hi[3];  // each number suit's base-5 halves (suitRow)
    int honor;              // honorKey() of the honours
    explicit AddedDistances(const Counts& c) : t(tables()), ids(suitIds(t, c)), honor(honorKey(&c[27])) {
        mp = pairOf(t, ids.id[0], ids.id[1]);
        sz = pairOf(t, ids.id[2], ids.id[3]);
        for (int suit = 0; suit < 3; ++suit) {
            const std::uint8_t* d = &c[std::size_t(9 * suit)];
            lo[suit] = d[0] + 5 * (d[1] + 5 * (d[2] + 5u * d[3]));
            hi[suit] = d[4] + 5 * (d[5] + 5 * (d[6] + 5 * (d[7] + 5u * d[8])));
        }
    }
    int now() const { return finishIds<NEED>(t, mp, sz); }
    // x is c with one more tile of kind k.
    int after(const Counts& x, int k) const {
        const int suit = k / 9;
        unsigned id;
        if (suit < 3) {
            const int i = k % 9;
            const unsigned l = lo[suit] + (i < 4 ? unsigned(kPow5[i]) : 0u);
            const unsigned h = hi[suit] + (i < 4 ? 0u : unsigned(kPow5[i - 4]));
            const HiInfo hh = t.hiInfo[h];
            id = t.numId[hh.base + t.loRank[hh.loRow + l]];
        } else {
            // One more copy of an honour held h times moves one kind from
            // the histogram's h column to h + 1.
            const int h = x[std::size_t(k)] - 1;
            id = t.honorId[std::size_t(honor + kHonorWeight[h + 1] - kHonorWeight[h])];
        }
        const unsigned a = suit == 0 ? pairOf(t, id, ids.id[1]) : suit == 1 ? pairOf(t, ids.id[0], id) : mp;
        const unsigned b = suit == 2 ? pairOf(t, id, ids.id[3]) : suit == 3 ? pairOf(t, ids.id[2], id) : sz;
        return finishIds<NEED>(t, a, b);
    }
};

// The kinds whose added copy can complete one of the forms of `forms` other
// than the standard one, for a 3n+1 hand of at most four copies.
static std::uint64_t otherFormKinds(const Counts& c, std::uint8_t forms) {
    const std::uint8_t others = forms & std::uint8_t(~kFormStandard);
    // The kinds whose added copy can complete one of the other forms: seven
    // pairs only by pairing the single of six pairs and a single (every kind
    // then held twice), thirteen orphans only when every tile held is a
    // terminal or honour, and then only with one; 全不靠 needs fourteen
    // different kinds, so only a kind not yet held of a hand holding no kind
    // twice; 组合龙 needs all nine kinds of one knitted straight, so any
    // kind of a hand already holding eight of them. The rest cannot, so
    // isComplete is not asked of them.
    std::uint64_t otherKinds = 0;
    const std::uint64_t allKinds = (std::uint64_t(1) << kNumKinds) - 1;
    if (!others) return 0;
    // The kinds held at least once, twice, three times (counts of at most four).
    const std::uint64_t one = kindsWithAtLeast(c, 1), two = kindsWithAtLeast(c, 2), three = kindsWithAtLeast(c, 3);
    if (others & (kFormKnitted | kFormKnittedStraight)) {
        if ((others & kFormKnitted) && two == 0) otherKinds |= ~one & allKinds;
        if ((others & kFormKnittedStraight) && knittedStraightHeld(one) >= 8) otherKinds = allKinds;
    }
    if (others & (kFormSevenPairs | kFormThirteenOrphans)) {
        constexpr std::uint64_t orphanBits = [] {
            std::uint64_t m = 0;
            for (Kind k : kOrphans) m |= std::uint64_t(1) << k;
            return m;
        }();
        const std::uint64_t singles = one & ~two;
        const int pairs = countwords::bitCount(two & ~three), held = countwords::bitCount(one);
        if ((others & kFormSevenPairs) && pairs == 6 && held == 7) otherKinds |= singles;
        if ((others & kFormThirteenOrphans) && (one & ~orphanBits) == 0) otherKinds |= orphanBits;
    }
    return otherKinds;
}

template <int NEED>
std::uint64_t shapeWaitsFast(const Counts& c, int meldCount, std::uint8_t forms) {
    const std::uint8_t others = forms & std::uint8_t(~kFormStandard);
    const std::uint64_t otherKinds = otherFormKinds(c, forms);
    std::uint64_t out = 0;
    Counts x = c;
    if (!(forms & kFormStandard) || standardDistance(c, meldCount) > 1) {
        // Not ready in the standard form: no kind held at most three times
        // completes it (the distance counts the tiles missing, four copies
        // at most), so only a fifth copy and the other forms' kinds are asked,
        // and the tables are not read.
        const std::uint64_t ask = otherKinds | kindsWithAtLeast(c, 4);
        for (std::uint64_t b = ask; b; b &= b - 1) {
            const int k = std::countr_zero(b);
            const int held = x[std::size_t(k)];
            if (held >= 5) continue;
            ++x[std::size_t(k)];
            const bool complete = isComplete(x, meldCount, held == 4 ? forms : others);
            out |= std::uint64_t(complete) << k;
            --x[std::size_t(k)];
        }
        return out;
    }
    const AddedDistances<NEED> d(c);
    for (int k = 0; k < kNumKinds; ++k) {
        const int held = x[std::size_t(k)];
        if (held >= 5) continue;
        ++x[std::size_t(k)];
        // A fifth copy is outside the tables: the walk decides it.
        const bool complete = held == 4 ? isComplete(x, meldCount, forms)
                                        : ((forms & kFormStandard) && d.after(x, k) == 0) ||
                                              ((otherKinds >> k & 1) && isComplete(x, meldCount, others));
        out |= std::uint64_t(complete) << k;
        --x[std::size_t(k)];
    }
    return out;
}

// usefulTiles for the standard form, seven pairs and thirteen orphans: a
// drawn tile changes one suit's row id only, so each of the 34 candidates
// costs one id lookup, one pair lookup and one final lookup, and the two
// special forms follow from the counts of pairs, singles and orphans.
template <int NEED>
void usefulFast(const Counts& c, std::uint8_t forms, std::vector<Kind>& out) {
    const AddedDistances<NEED> d(c);
    const bool standard = forms & kFormStandard;
    const bool pairsForm = NEED == 4 && (forms & kFormSevenPairs);
    const bool orphForm = NEED == 4 && (forms & kFormThirteenOrphans);
    int pairs = 0, singles = 0, orphKinds = 0, orphPair = 0;
    if (pairsForm || orphForm) {
        for (int k = 0; k < kNumKinds; ++k) {
            pairs += c[std::size_t(k)] >= 2;
            singles += c[std::size_t(k)] == 1;
        }
        for (Kind k : kOrphans) {
            orphKinds += c[k] != 0;
            orphPair |= c[k] >= 2;
        }
    }
    auto chiitoi = [](int p, int s) {
        const int need = 7 - p;
        return std::max(-1, 2 * need - std::min(s, need) - 1);
    };
    int now = 99;
    if (standard) now = d.now() - 1;
    if (pairsForm) now = std::min(now, chiitoi(pairs, singles));
    if (orphForm) now = std::min(now, 13 - orphKinds - orphPair);
    Counts x = c;
    // Honours are interchangeable: one more of an honour held h times gives
    // the same standard distance whichever honour it is.
    constexpr int kUnknown = 1000;
    int honourAfter[4] = {kUnknown, kUnknown, kUnknown, kUnknown};
    for (int k = 0; k < kNumKinds; ++k) {
        const int held = x[std::size_t(k)];
        if (held >= 4) continue;
        int best = 99;
        // The special forms first: when they already lower the shanten the
        // standard lookup cannot change the answer.
        if (pairsForm) best = std::min(best, chiitoi(pairs + (held == 1), singles + (held == 0) - (held == 1)));
        if (orphForm && (k % 9 == 0 || k % 9 == 8 || k >= 27))
            best = std::min(best, 13 - orphKinds - (held == 0) - (orphPair | (held == 1)));
        if (standard && best >= now) {
            int* known = k >= 27 ? &honourAfter[held] : nullptr;
            int after;
            if (known && *known != kUnknown) {
                after = *known;
            } else {
                ++x[std::size_t(k)];
                after = d.after(x, k) - 1;
                --x[std::size_t(k)];
                if (known) *known = after;
            }
            best = std::min(best, after);
        }
        if (best < now) out.push_back(Kind(k));
    }
}

// usefulAfterDiscards for the standard form, seven pairs and thirteen
// orphans. The hand after discard k and draw u differs from c in the suits
// of k and u only: when they differ, u's suit id is the one of c plus u,
// the same for every discard, so it is looked up once per hand; only a draw
// in the discard's own suit needs its own id. The answers are usefulFast's
// (the same distances, the same special-form counts) for each c minus k.
template <int NEED>
void usefulAfterDiscardsFast(const Counts& c, std::uint8_t forms, std::uint64_t discards, std::uint64_t* out) {
    const Tables& t = tables();
    const SuitIds base = suitIds(t, c);
    const SuitHalves halves(c);
    auto numIdOf = [&](unsigned l, unsigned h) { return qe::numIdOf(t, l, h); };
    // The id of u's suit in c plus u (u held at most three times).
    unsigned plusId[kNumKinds];
    for (int u = 0; u < kNumKinds; ++u)
        if (c[std::size_t(u)] < 4) plusId[u] = halves.plusId(t, u, c[std::size_t(u)]);
    const bool standard = forms & kFormStandard;
    const bool pairsForm = NEED == 4 && (forms & kFormSevenPairs);
    const bool orphForm = NEED == 4 && (forms & kFormThirteenOrphans);
    int pairs0 = 0, singles0 = 0, orphKinds0 = 0, orphPairs0 = 0;
    if (pairsForm || orphForm) {
        for (int k = 0; k < kNumKinds; ++k) {
            pairs0 += c[std::size_t(k)] >= 2;
            singles0 += c[std::size_t(k)] == 1;
        }
        for (Kind k : kOrphans) {
            orphKinds0 += c[k] != 0;
            orphPairs0 += c[k] >= 2;
        }
    }
    auto chiitoi = [](int p, int s) {
        const int need = 7 - p;
        return std::max(-1, 2 * need - std::min(s, need) - 1);
    };
    for (std::uint64_t bits = discards; bits; bits &= bits - 1) {
        const int k = __builtin_ctzll(bits);
        const int ks = k / 9;  // 3: honours
        const int kh = c[std::size_t(k)];  // held before the discard (at least 1)
        // c minus k: its suit's id and halves.
        const Without w = without(t, c, base, halves, k);
        const unsigned* const ids = w.ids;
        const unsigned klo = w.lo, khi = w.hi;
        const int khonor = w.honor;
        const unsigned mp = pairOf(t, ids[0], ids[1]), sz = pairOf(t, ids[2], ids[3]);
        // The special forms' counts of c minus k.
        const int pairs = pairs0 - (kh == 2), singles = singles0 - (kh == 1) + (kh == 2);
        const bool orphan = k >= 27 || k % 9 == 0 || k % 9 == 8;
        const int orphKinds = orphKinds0 - (orphan && kh == 1);
        const int orphPairs = orphPairs0 - (orphan && kh == 2);
        const bool orphPair = orphPairs > 0;
        int now = 99;
        if (standard) now = finishIds<NEED>(t, mp, sz) - 1;
        if (pairsForm) now = std::min(now, chiitoi(pairs, singles));
        if (orphForm) now = std::min(now, 13 - orphKinds - int(orphPair));
        // The special forms after a draw depend only on how many of the
        // drawn kind c minus k holds (0..3).
        int pairsAfter[4] = {99, 99, 99, 99}, orphAfter[4] = {99, 99, 99, 99};
        for (int held = 0; held < 4; ++held) {
            if (pairsForm) pairsAfter[held] = chiitoi(pairs + (held == 1), singles + (held == 0) - (held == 1));
            if (orphForm) orphAfter[held] = 13 - orphKinds - (held == 0) - int(orphPair | (held == 1));
        }
        const std::uint8_t* pt = t.pairTo.data();
        const unsigned rows = unsigned(t.numRows + t.honorRows), comb = unsigned(t.combRows);
        const std::uint8_t* fin = t.finalDist[NEED].data();
        std::uint64_t useful = 0;
        for (int us = 0; us < 4; ++us) {
            // A draw in suit us changes ids[us]: the pair it is in and the
            // final lookup, written as id * idMul + idAdd and p * finMul + finAdd.
            const unsigned idMul = us == 0 || us == 2 ? rows : 1u;
            const unsigned idAdd = us == 0 ? ids[1] : us == 1 ? ids[0] * rows : us == 2 ? ids[3] : ids[2] * rows;
            const unsigned finMul = us < 2 ? comb : 1u;
            const unsigned finAdd = us < 2 ? sz : mp * comb;
            const int first = 9 * us, n = us < 3 ? 9 : 7;
            for (int i = 0; i < n; ++i) {
                const int u = first + i;
                const int held = c[std::size_t(u)] - (u == k);  // in c minus k
                if (held >= 4) continue;
                int best = pairsAfter[held];
                if (orphForm && (i == 0 || i == 8 || us == 3)) best = std::min(best, orphAfter[held]);
                if (standard && best >= now) {
                    unsigned id;
                    if (us != ks)
                        id = plusId[u];
                    else if (us < 3)
                        id = numIdOf(klo + stepLo(i), khi + stepHi(i));
                    else
                        id = t.honorId[std::size_t(khonor + kHonorWeight[held + 1] - kHonorWeight[held])];
                    const unsigned p = pt[id * idMul + idAdd];
                    best = std::min(best, int(fin[p * finMul + finAdd]) - 1);
                }
                useful |= std::uint64_t(best < now) << u;
            }
        }
        out[k] = useful;
    }
}

}  // namespace

void usefulAfterDiscards(const Counts& c, int meldCount, std::uint8_t forms, std::uint64_t discards,
                         std::uint64_t* out) {
    discards &= (std::uint64_t(1) << kNumKinds) - 1;
    for (std::uint64_t bits = discards; bits; bits &= bits - 1)
        if (c[std::size_t(__builtin_ctzll(bits))] == 0) discards &= ~(std::uint64_t(1) << __builtin_ctzll(bits));
    int n = 0;
    for (auto v : c) n += v;
    // The fast path's conditions are usefulTiles' for each c minus k
    // (at most 13 tiles after the discard); anything else asks usefulTiles.
    if ((forms & ~std::uint8_t(kFormStandard | kFormSevenPairs | kFormThirteenOrphans)) == 0 && countsFit(c) &&
        meldCount >= 0 && meldCount <= 4 && n - 1 <= kMaxSuitTiles - 1) {
        switch (4 - meldCount) {
            case 4: usefulAfterDiscardsFast<4>(c, forms, discards, out); break;
            case 3: usefulAfterDiscardsFast<3>(c, forms, discards, out); break;
            case 2: usefulAfterDiscardsFast<2>(c, forms, discards, out); break;
            case 1: usefulAfterDiscardsFast<1>(c, forms, discards, out); break;
            default: usefulAfterDiscardsFast<0>(c, forms, discards, out); break;
        }
        return;
    }
    for (std::uint64_t bits = discards; bits; bits &= bits - 1) {
        const int k = __builtin_ctzll(bits);
        Counts x = c;
        --x[std::size_t(k)];
        std::uint64_t m = 0;
        for (Kind u : usefulTiles(x, meldCount, forms)) m |= std::uint64_t(1) << u;
        out[k] = m;
    }
}

std::vector<Kind> usefulTiles(const Counts& c, int meldCount, std::uint8_t forms) {
    std::vector<Kind> out;
    // The fast path covers what the tables answer directly; the knitted
    // forms and unusual counts (which raise the clear error) take the walk.
    if ((forms & ~std::uint8_t(kFormStandard | kFormSevenPairs | kFormThirteenOrphans)) == 0 && countsFit(c) &&
        meldCount >= 0 && meldCount <= 4 && ([&] {
            int n = 0;
            for (auto v : c) n += v;
            return n <= kMaxSuitTiles - 1;
        })()) {
        out.reserve(16);
        switch (4 - meldCount) {
            case 4: usefulFast<4>(c, forms, out); break;
            case 3: usefulFast<3>(c, forms, out); break;
            case 2: usefulFast<2>(c, forms, out); break;
            case 1: usefulFast<1>(c, forms, out); break;
            default: usefulFast<0>(c, forms, out); break;
        }
        return out;
    }
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

std::uint64_t shapeWaitBits(const Counts& c, int meldCount, std::uint8_t forms) {
    // With 3n+1 tiles of at most four copies the standard form is one table
    // lookup per kind; anything else takes the walk below.
    if (countsFit(c) && meldCount >= 0 && meldCount <= 4 && ([&] {
            int n = 0;
            for (auto v : c) n += v;
            return n == 3 * (4 - meldCount) + 1;
        })()) {
        switch (4 - meldCount) {
            case 4: return shapeWaitsFast<4>(c, meldCount, forms);
            case 3: return shapeWaitsFast<3>(c, meldCount, forms);
            case 2: return shapeWaitsFast<2>(c, meldCount, forms);
            case 1: return shapeWaitsFast<1>(c, meldCount, forms);
            default: return shapeWaitsFast<0>(c, meldCount, forms);
        }
    }
    std::uint64_t out = 0;
    Counts x = c;
    for (int k = 0; k < kNumKinds; ++k) {
        if (x[std::size_t(k)] >= 5) continue;
        ++x[std::size_t(k)];
        if (isComplete(x, meldCount, forms)) out |= std::uint64_t(1) << k;
        --x[std::size_t(k)];
    }
    return out;
}

std::uint64_t shapeWaitCandidates(const Counts& c, int meldCount, std::uint8_t forms) {
    const std::uint64_t all = (std::uint64_t(1) << kNumKinds) - 1;
    if (!countsFit(c) || meldCount < 0 || meldCount > 4) return all;
    const int n = countwords::bitCount(kindsWithAtLeast(c, 1)) + countwords::bitCount(kindsWithAtLeast(c, 2)) +
                  countwords::bitCount(kindsWithAtLeast(c, 3)) + countwords::bitCount(kindsWithAtLeast(c, 4));
    if (n != 3 * (4 - meldCount) + 1) return all;
    // Ready in the standard form: any kind may complete it. Otherwise no
    // kind held at most three times does (the distance counts the tiles
    // missing), so a fifth copy and the other forms' kinds are left.
    if ((forms & kFormStandard) && standardDistance(c, meldCount) <= 1) return all;
    return otherFormKinds(c, forms) | kindsWithAtLeast(c, 4);
}

std::vector<Kind> shapeWaits(const Counts& c, int meldCount, std::uint8_t forms) {
    std::vector<Kind> out;
    for (std::uint64_t b = shapeWaitBits(c, meldCount, forms); b; b &= b - 1)
        out.push_back(Kind(std::countr_zero(b)));
    return out;
}

}  // namespace qe
