// Exact shanten by per-suit distance tables (see shanten.h for the
// definition). For every suit state c (counts 0..4 of nine kinds, base-5
// index) and every target j = (k melds, with or without the pair) the table
// holds the least number of tiles to add so that c contains such a target
// with no kind above four copies. A hand's distance is the best split of the
// groups it still needs over the four suits.
#include "core/shanten.h"

#include <algorithm>
#include <mutex>
#include <vector>

#include "core/decompose.h"

namespace qe {

namespace {

constexpr int kJ = 10;  // j = 2*k + p, k = 0..4 melds, p = pair
constexpr int kNumStates = 1953125;    // 5^9
constexpr int kHonorStates = 78125;    // 5^7
constexpr int kPow5[10] = {1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125};

struct Tables {
    std::vector<std::uint8_t> num;    // kNumStates * kJ
    std::vector<std::uint8_t> honor;  // kHonorStates * kJ
};

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
        build(t.num, 9, true);
        build(t.honor, 7, false);
    });
    return t;
}

inline int suitIndex(const Counts& c, int base, int kinds) {
    int idx = 0;
    for (int i = kinds - 1; i >= 0; --i) idx = idx * 5 + c[std::size_t(base + i)];
    return idx;
}

// Min-plus combination of two (melds, pair) vectors, up to `need` melds.
inline void combine(const std::uint8_t* a, const std::uint8_t* b, int need, std::array<int, kJ>& out) {
    for (int k = 0; k <= need; ++k) {
        int noPair = 99, withPair = 99;
        for (int x = 0; x <= k; ++x) {
            const int y = k - x;
            noPair = std::min(noPair, a[2 * x] + b[2 * y]);
            withPair = std::min(withPair, std::min(a[2 * x + 1] + b[2 * y], a[2 * x] + b[2 * y + 1]));
        }
        out[std::size_t(2 * k)] = noPair;
        out[std::size_t(2 * k + 1)] = withPair;
    }
}

int standardDistance(const Counts& c, int meldCount) {
    const Tables& t = tables();
    const int need = 4 - meldCount;
    const std::uint8_t* m = &t.num[std::size_t(suitIndex(c, 0, 9)) * kJ];
    const std::uint8_t* p = &t.num[std::size_t(suitIndex(c, 9, 9)) * kJ];
    const std::uint8_t* s = &t.num[std::size_t(suitIndex(c, 18, 9)) * kJ];
    const std::uint8_t* z = &t.honor[std::size_t(suitIndex(c, 27, 7)) * kJ];
    std::array<int, kJ> mp{}, sz{};
    combine(m, p, need, mp);
    combine(s, z, need, sz);
    int best = 99;
    for (int x = 0; x <= need; ++x) {
        const int y = need - x;
        best = std::min(best, std::min(mp[std::size_t(2 * x + 1)] + sz[std::size_t(2 * y)],
                                       mp[std::size_t(2 * x)] + sz[std::size_t(2 * y + 1)]));
    }
    return best;
}

constexpr std::array<Kind, 13> kOrphans = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};

}  // namespace

void initShantenTables() { (void)tables(); }

int shantenStandard(const Counts& c, int meldCount) { return standardDistance(c, meldCount) - 1; }

int shantenChiitoi(const Counts& c) {
    // Seven distinct kinds, two of each: pairs first, then singles (one tile
    // each), then new kinds (two each).
    int pairs = 0, singles = 0;
    for (auto x : c) {
        if (x >= 2)
            ++pairs;
        else if (x == 1)
            ++singles;
    }
    if (pairs >= 7) return -1;
    const int need = 7 - pairs;
    const int fromSingles = std::min(singles, need);
    return fromSingles + 2 * (need - fromSingles) - 1;
}

int shantenKokushi(const Counts& c) {
    int kinds = 0;
    bool pair = false;
    for (Kind k : kOrphans) {
        if (c[k]) ++kinds;
        if (c[k] >= 2) pair = true;
    }
    return 13 - kinds - (pair ? 1 : 0);
}

ShantenResult shanten(const Counts& c, int meldCount) {
    ShantenResult r;
    r.standard = shantenStandard(c, meldCount);
    if (meldCount == 0) {
        r.chiitoi = shantenChiitoi(c);
        r.kokushi = shantenKokushi(c);
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
