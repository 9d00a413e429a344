#include "core/decompose.h"

namespace qe {

namespace {

// The layout of a standard Decomposition (decompose.h): groups[0..3], pair in 4.
constexpr int kPairSlot = 4;
constexpr int kHonourSuit = 3;

int total(const Counts& c) {
    int n = 0;
    for (auto x : c) n += x;
    return n;
}

Group meldGroup(const Meld& x, int index) {
    Group g;
    g.type = x.type == MeldType::Chi ? GroupType::Sequence : x.isKong() ? GroupType::Kong : GroupType::Triplet;
    g.kind = x.kind;
    g.concealed = x.type == MeldType::Ankan;
    g.meld = std::int8_t(index);
    return g;
}

// Where the pair of a standard reading must be. Groups hold a multiple of
// three tiles of one suit, so the suit whose tile count is 2 mod 3 holds the
// pair and every other suit must be 0 mod 3. Within that suit a run r,r+1,r+2
// and a triplet add 0 mod 3 to the sum of (number-1) over its tiles, the pair
// adds 2r: the pair's number is fixed mod 3, which leaves three candidates.
struct PairPlace {
    int suit = -1;  // 0..2 number suits, 3 honours
    int mod = 0;    // number suit: (number - 1) % 3 of the pair
};

bool placePair(const Counts& c, PairPlace& out) {
    bool found = false;
    for (int s = 0; s < 3; ++s) {
        const std::uint8_t* a = c.data() + 9 * s;
        int sum = 0, w = 0;
        for (int r = 0; r < 9; ++r) {
            sum += a[r];
            w += r * a[r];
        }
        switch (sum % 3) {
        case 0: break;
        case 1: return false;
        default:
            if (found) return false;
            found = true;
            out.suit = s;
            out.mod = (2 * w) % 3;  // 2r ≡ w, so r ≡ 2w (mod 3)
        }
    }
    // Honours only form triplets and the pair.
    for (int k = 27; k < kNumKinds; ++k) {
        switch (c[std::size_t(k)] % 3) {
        case 0: break;
        case 1: return false;
        default:
            if (found) return false;
            found = true;
            out.suit = kHonourSuit;
        }
    }
    return found;
}

// Can nine counts of one number suit be read as groups only? At the lowest
// kind still held, three runs starting there are the same tiles as three
// triplets, so some reading (if any) starts fewer than three runs there:
// n % 3 runs and the rest triplets.
bool suitGroupsOnly(const std::uint8_t* a) {
    std::uint8_t x[9];
    for (int r = 0; r < 9; ++r) x[r] = a[r];
    for (int r = 0; r < 9; ++r) {
        const int q = x[r] % 3;
        if (q == 0) continue;
        if (r > 6 || x[r + 1] < q || x[r + 2] < q) return false;
        x[r + 1] = std::uint8_t(x[r + 1] - q);
        x[r + 2] = std::uint8_t(x[r + 2] - q);
    }
    return true;
}

// Groups and one pair, any number of groups (the caller checks the count).
bool standardComplete(const Counts& c) {
    PairPlace pp;
    if (!placePair(c, pp)) return false;
    for (int s = 0; s < 3; ++s)
        if (s != pp.suit && !suitGroupsOnly(c.data() + 9 * s)) return false;
    if (pp.suit == kHonourSuit) return true;
    const std::uint8_t* a = c.data() + 9 * pp.suit;
    for (int r = pp.mod; r < 9; r += 3) {
        if (a[r] < 2) continue;
        std::uint8_t x[9];
        for (int i = 0; i < 9; ++i) x[i] = a[i];
        x[r] = std::uint8_t(x[r] - 2);
        if (suitGroupsOnly(x)) return true;
    }
    return false;
}

// Every distinct standard reading. Suits are independent (runs never cross a
// suit), so the enumeration walks the number suits that hold tiles, kind by
// kind; honours have exactly one reading and are placed before the walk.
// Each multiset of groups is produced once: at the lowest kind still held
// every copy must start a group there, so the reading is fixed there by
// (pair or not, number of triplets), the rest being runs.
struct StandardEnumerator {
    Counts c;
    Decomposition d;
    DecompositionVisitor fn;
    std::array<int, 3> suits{};
    int nSuits = 0;
    PairPlace pp;
    int visited = 0;
    bool stop = false;
    bool knittedStraight = false;  // emit as a KnittedStraight (groups[0], pair)
    std::array<Suit, 3> knit{};

    void emit() {
        ++visited;
        if (!knittedStraight) {
            if (!fn(d)) stop = true;
            return;
        }
        Decomposition k;
        k.form = Form::KnittedStraight;
        k.size = 2;
        k.knit = knit;
        k.groups[0] = d.groups[0];
        k.groups[1] = d.groups[kPairSlot];
        if (!fn(k)) stop = true;
    }

    void rec(int si, int k, int idx, bool pairOpen) {
        const int base = 9 * suits[std::size_t(si)];
        const int end = base + 9;
        while (k < end && c[std::size_t(k)] == 0) ++k;
        if (k == end) {
            if (pairOpen) return;  // cannot happen: the suit's count is 2 mod 3
            if (si + 1 == nSuits) {
                emit();
                return;
            }
            const int next = suits[std::size_t(si + 1)];
            rec(si + 1, 9 * next, idx, next == pp.suit);
            return;
        }
        const int r = k - base;
        const int n = c[std::size_t(k)];
        const int maxPair = pairOpen && n >= 2 && r % 3 == pp.mod ? 1 : 0;
        c[std::size_t(k)] = 0;
        for (int p = 0; p <= maxPair && !stop; ++p) {
            const int rest = n - 2 * p;
            // Fewest runs first; once the runs do not fit, fewer triplets
            // (more runs) cannot fit either.
            for (int t = rest / 3; t >= 0 && !stop; --t) {
                const int q = rest - 3 * t;
                if (q > 0 && (r > 6 || c[std::size_t(k + 1)] < q || c[std::size_t(k + 2)] < q)) break;
                int j = idx;
                for (int i = 0; i < t; ++i) d.groups[std::size_t(j++)] = Group{GroupType::Triplet, Kind(k), true, -1};
                for (int i = 0; i < q; ++i) d.groups[std::size_t(j++)] = Group{GroupType::Sequence, Kind(k), true, -1};
                if (p) d.groups[kPairSlot] = Group{GroupType::Pair, Kind(k), true, -1};
                c[std::size_t(k + 1)] = std::uint8_t(c[std::size_t(k + 1)] - q);  // q > 0 only when r <= 6
                c[std::size_t(k + 2)] = std::uint8_t(c[std::size_t(k + 2)] - q);
                rec(si, k + 1, j, pairOpen && !p);
                c[std::size_t(k + 1)] = std::uint8_t(c[std::size_t(k + 1)] + q);
                c[std::size_t(k + 2)] = std::uint8_t(c[std::size_t(k + 2)] + q);
            }
        }
        c[std::size_t(k)] = std::uint8_t(n);
    }

    // Reads `concealed` as (groups - fixed) groups and a pair after the fixed
    // groups already in d.groups[0..fixed). The tile count must be
    // 3 * (groups - fixed) + 2.
    void run(const Counts& concealed, int fixed, int groups) {
        if (!placePair(concealed, pp)) return;
        c = concealed;
        // Honour groups take the last slots: every number kind sorts before them.
        int h = 0;
        for (int k = 27; k < kNumKinds; ++k) h += c[std::size_t(k)] / 3;
        if (fixed + h > groups) return;  // cannot happen with the right tile count
        int j = groups - h;
        for (int k = 27; k < kNumKinds; ++k) {
            const int n = c[std::size_t(k)];
            for (int i = 0; i < n / 3; ++i) d.groups[std::size_t(j++)] = Group{GroupType::Triplet, Kind(k), true, -1};
            if (n % 3 == 2) d.groups[kPairSlot] = Group{GroupType::Pair, Kind(k), true, -1};
            c[std::size_t(k)] = 0;
        }
        nSuits = 0;
        for (int s = 0; s < 3; ++s) {
            bool any = false;
            for (int r = 0; r < 9 && !any; ++r) any = c[std::size_t(9 * s + r)] != 0;
            if (any) suits[std::size_t(nSuits++)] = s;
        }
        if (nSuits == 0) {
            emit();
            return;
        }
        rec(0, 9 * suits[0], fixed, suits[0] == pp.suit);
    }
};

constexpr std::array<Kind, 13> kOrphans = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};

bool isSevenPairs(const Counts& c) {
    int pairs = 0;
    for (auto x : c) {
        if (x == 2)
            ++pairs;
        else if (x != 0)
            return false;
    }
    return pairs == 7;
}

// Returns the doubled kind, or -1.
int thirteenOrphansPair(const Counts& c) {
    int n = 0, doubled = -1;
    for (Kind k : kOrphans) {
        const int x = c[k];
        if (x == 0 || x > 2) return -1;
        n += x;
        if (x == 2) {
            if (doubled >= 0) return -1;
            doubled = k;
        }
    }
    return n == 14 && total(c) == 14 ? doubled : -1;
}

// The six ways to give 147, 258, 369 to the three suits.
constexpr std::array<std::array<Suit, 3>, 6> kKnits = {{
    {Suit::Man, Suit::Pin, Suit::Sou},
    {Suit::Man, Suit::Sou, Suit::Pin},
    {Suit::Pin, Suit::Man, Suit::Sou},
    {Suit::Pin, Suit::Sou, Suit::Man},
    {Suit::Sou, Suit::Man, Suit::Pin},
    {Suit::Sou, Suit::Pin, Suit::Man},
}};

// 全不靠 (binshi.md, MCR; lingque.md): 14 tiles of 14 different kinds, the
// number tiles among one knitted straight's nine, the rest honours. At most 7
// honours means at least 7 number tiles, so every suit holds one and the
// assignment is unique. Returns its index in kKnits, or -1.
int knittedAssignment(const Counts& c) {
    int n = 0;
    for (auto x : c) {
        if (x > 1) return -1;
        n += x;
    }
    if (n != 14) return -1;
    for (int i = 0; i < int(kKnits.size()); ++i) {
        const auto& knit = kKnits[std::size_t(i)];
        bool ok = true;
        for (int s = 0; s < 3 && ok; ++s)
            for (int r = 0; r < 9 && ok; ++r)
                if (c[std::size_t(9 * s + r)] && knit[std::size_t(r % 3)] != Suit(s)) ok = false;
        if (ok) return i;
    }
    return -1;
}

// The concealed tiles left after taking out knitted straight `knit`
// (147/258/369 in knit[0]/knit[1]/knit[2]), or false when one is missing.
bool withoutKnittedStraight(const Counts& c, const std::array<Suit, 3>& knit, Counts& rest) {
    rest = c;
    for (int i = 0; i < 3; ++i)
        for (int num = i + 1; num <= 9; num += 3) {
            const Kind k = makeKind(knit[std::size_t(i)], num);
            if (rest[k] == 0) return false;
            --rest[k];
        }
    return true;
}

}  // namespace

Kind Decomposition::pairKind() const {
    switch (form) {
    case Form::Standard: return groups[kPairSlot].kind;
    case Form::KnittedStraight: return groups[1].kind;
    case Form::ThirteenOrphans: return groups[0].kind;
    default: return 0;
    }
}

int forEachDecomposition(const Counts& concealed, std::span<const Meld> melds, std::uint8_t forms,
                         DecompositionVisitor fn) {
    int visited = 0;
    const int n = total(concealed);
    const int m = int(melds.size());
    if ((forms & kFormStandard) && m <= 4 && n == 3 * (4 - m) + 2) {
        StandardEnumerator e;
        e.fn = fn;
        e.d.form = Form::Standard;
        e.d.size = 5;
        for (int i = 0; i < m; ++i) e.d.groups[std::size_t(i)] = meldGroup(melds[std::size_t(i)], i);
        e.run(concealed, m, 4);
        visited += e.visited;
        if (e.stop) return visited;
    }
    if (m == 0 && n == 14) {
        if ((forms & kFormSevenPairs) && isSevenPairs(concealed)) {
            Decomposition d;
            d.form = Form::SevenPairs;
            d.size = 7;
            int i = 0;
            for (int k = 0; k < kNumKinds; ++k)
                if (concealed[std::size_t(k)] == 2)
                    d.groups[std::size_t(i++)] = Group{GroupType::Pair, Kind(k), true, -1};
            ++visited;
            if (!fn(d)) return visited;
        }
        if (forms & kFormThirteenOrphans) {
            const int pair = thirteenOrphansPair(concealed);
            if (pair >= 0) {
                Decomposition d;
                d.form = Form::ThirteenOrphans;
                d.size = 1;
                d.groups[0] = Group{GroupType::Pair, Kind(pair), true, -1};
                ++visited;
                if (!fn(d)) return visited;
            }
        }
        if (forms & kFormKnitted) {
            const int a = knittedAssignment(concealed);
            if (a >= 0) {
                Decomposition d;
                d.form = Form::Knitted;
                d.size = 0;
                d.knit = kKnits[std::size_t(a)];
                ++visited;
                if (!fn(d)) return visited;
            }
        }
    }
    if ((forms & kFormKnittedStraight) && m <= 1 && n == 14 - 3 * m) {
        // 组合龙 (binshi.md, MCR): the nine tiles of a knitted straight, one
        // group (which may be a fixed meld) and a pair. Two different
        // straights share at most three tiles (15 > 14), so at most one
        // assignment matches.
        for (const auto& knit : kKnits) {
            Counts rest;
            if (!withoutKnittedStraight(concealed, knit, rest)) continue;
            StandardEnumerator e;
            e.fn = fn;
            e.knittedStraight = true;
            e.knit = knit;
            e.d.form = Form::Standard;
            if (m == 1) e.d.groups[0] = meldGroup(melds[0], 0);
            e.run(rest, m, 1);
            visited += e.visited;
            if (e.stop) return visited;
        }
    }
    return visited;
}

int forEachDecomposition(const Counts& concealed, std::span<const Meld> melds, std::uint8_t forms,
                         const std::function<bool(const Decomposition&)>& fn) {
    DecompositionVisitor v;
    v.obj = const_cast<void*>(static_cast<const void*>(&fn));
    v.call = [](void* o, const Decomposition& d) -> bool {
        return (*static_cast<const std::function<bool(const Decomposition&)>*>(o))(d);
    };
    return forEachDecomposition(concealed, melds, forms, v);
}

std::vector<Decomposition> decompositions(const Counts& concealed, std::span<const Meld> melds, std::uint8_t forms) {
    std::vector<Decomposition> v;
    forEachDecomposition(concealed, melds, forms, [&](const Decomposition& d) {
        v.push_back(d);
        return true;
    });
    return v;
}

bool isComplete(const Counts& concealed, int meldCount, std::uint8_t forms) {
    const int n = total(concealed);
    if ((forms & kFormStandard) && meldCount >= 0 && meldCount <= 4 && n == 3 * (4 - meldCount) + 2 &&
        standardComplete(concealed))
        return true;
    if (meldCount == 0 && n == 14) {
        if ((forms & kFormSevenPairs) && isSevenPairs(concealed)) return true;
        if ((forms & kFormThirteenOrphans) && thirteenOrphansPair(concealed) >= 0) return true;
        if ((forms & kFormKnitted) && knittedAssignment(concealed) >= 0) return true;
    }
    if ((forms & kFormKnittedStraight) && (meldCount == 0 || meldCount == 1) && n == 14 - 3 * meldCount) {
        for (const auto& knit : kKnits) {
            Counts rest;
            if (withoutKnittedStraight(concealed, knit, rest) && standardComplete(rest)) return true;
        }
    }
    return false;
}

}  // namespace qe
