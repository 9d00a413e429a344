#include "core/decompose.h"

#include <algorithm>
#include <bit>

#include "core/countwords.h"

namespace qe {

namespace {

using namespace countwords;

// The layout of a standard Decomposition (decompose.h): groups[0..3], pair in 4.
constexpr int kPairSlot = 4;
constexpr int kHonourSuit = 3;

int total(const Counts& c) { return tileTotal(c); }

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

// The readings of one number suit on its own, from a table built once. A
// suit state (nine counts of at most four) that can be read as groups, or
// as groups and one pair, is stored with every distinct reading of it as
// StandardEnumerator's walk finds them (lowest kind first; at a kind the
// readings without the pair before those with it, more triplets first), so
// the table and the walk give the same readings in the same order. Hands
// with more than four of a kind (wait-shape checks) take the walk.
using detail::SuitReading;  // decompose.h

using detail::SuitEntry;
using detail::suitKey;

inline std::uint32_t slotOf(std::uint64_t key, std::uint32_t mask) { return detail::suitSlotOf(key, mask); }

class SuitTable {
public:
    SuitTable() {
        // Every suit state of complete groups (at most four) and at most one
        // pair, each count at most four: marks the states, then reads each
        // once with the enumerator's walk (readByWalk).
        std::vector<std::uint64_t> states;
        std::uint8_t c[16] = {};
        auto mark = [&](auto&& self, int groups, int minType) -> void {
            bool ok = true;
            for (int r = 0; r < 9; ++r) ok = ok && c[r] <= 4;
            if (!ok) return;
            if (groups > 0) states.push_back(suitKey(c));
            for (int r = 0; r < 9; ++r) {
                if (c[r] + 2 > 4) continue;
                c[r] = std::uint8_t(c[r] + 2);
                states.push_back(suitKey(c));
                c[r] = std::uint8_t(c[r] - 2);
            }
            if (groups == 4) return;
            for (int t = minType; t < 16; ++t) {  // 0..8 triplets, 9..15 runs
                if (t < 9) {
                    c[t] = std::uint8_t(c[t] + 3);
                } else {
                    for (int i = 0; i < 3; ++i) ++c[t - 9 + i];
                }
                self(self, groups + 1, t);
                if (t < 9) {
                    c[t] = std::uint8_t(c[t] - 3);
                } else {
                    for (int i = 0; i < 3; ++i) --c[t - 9 + i];
                }
            }
        };
        mark(mark, 0, 0);
        std::sort(states.begin(), states.end());
        states.erase(std::unique(states.begin(), states.end()), states.end());
        std::uint32_t size = 1;
        while (size < 2 * states.size()) size <<= 1;
        mask_ = size - 1;
        slots_.assign(size, SuitEntry{});
        for (std::uint64_t key : states) {
            SuitEntry e;
            e.key = key;
            e.first = std::uint32_t(readings_.size());
            readByWalk(key);
            e.count = std::uint32_t(readings_.size()) - e.first;
            std::uint32_t s = slotOf(e.key, mask_);
            while (slots_[s].key) s = (s + 1) & mask_;
            slots_[s] = e;
        }
    }

    // The readings of a suit state, or nullptr (count 0) when it has none.
    const SuitReading* find(std::uint64_t key, std::uint32_t& count) const {
        for (std::uint32_t s = slotOf(key, mask_);; s = (s + 1) & mask_) {
            const SuitEntry& e = slots_[s];
            if (e.key == key) {
                count = e.count;
                return readings_.data() + e.first;
            }
            if (!e.key) {
                count = 0;
                return nullptr;
            }
        }
    }

    const std::vector<SuitReading>& readings() const { return readings_; }
    detail::SuitIndex index() const { return {slots_.data(), readings_.data(), mask_}; }

private:
    // Appends the readings of one suit state, found by the enumerator's own
    // walk (defined after StandardEnumerator), so the table holds them in
    // the walk's order by construction.
    void readByWalk(std::uint64_t key);

    std::vector<SuitEntry> slots_;
    std::vector<SuitReading> readings_;
    std::uint32_t mask_ = 0;
};

const SuitTable& suitTable() {
    static const SuitTable t;  // built once; thread-safe initialisation
    return t;
}

// Every distinct standard reading. Suits are independent (runs never cross a
// suit), so the enumeration walks the number suits that hold tiles, kind by
// kind; honours have exactly one reading and are placed before the walk.
// Each multiset of groups is produced once: at the lowest kind still held
// every copy must start a group there, so the reading is fixed there by
// (pair or not, number of triplets), the rest being runs. With at most four
// of a kind the suits' readings come from SuitTable instead of the walk.
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
    // The table's readings of each suit in `suits`.
    std::array<const SuitReading*, 3> sr{};
    std::array<std::uint32_t, 3> srCount{};

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

    // The product of the suits' table readings, suit by suit as rec does.
    void product(int si, int idx) {
        if (si >= nSuits) {
            emit();
            return;
        }
        const int base = 9 * suits[std::size_t(si)];
        const SuitReading* rd = sr[std::size_t(si)];
        for (std::uint32_t i = 0; i < srCount[std::size_t(si)] && !stop; ++i) {
            const SuitReading& x = rd[i];
            int j = idx;
            for (int g = 0; g < x.n; ++g) {
                const std::uint8_t v = x.g[g];
                d.groups[std::size_t(j++)] = Group{v & 16 ? GroupType::Sequence : GroupType::Triplet,
                                                   Kind(base + (v & 15)), true, -1};
            }
            if (x.pair != 255) d.groups[kPairSlot] = Group{GroupType::Pair, Kind(base + x.pair), true, -1};
            product(si + 1, j);
        }
    }

    // Reads `concealed` as (groups - fixed) groups and a pair after the fixed
    // groups already in d.groups[0..fixed). The tile count must be
    // 3 * (groups - fixed) + 2.
    void run(const Counts& concealed, int fixed, int groups) {
        const std::uint8_t* c0 = concealed.data();
        // Every count at most four (not so in wait-shape checks): the table.
        if (anyOverFour(concealed)) {
            runWalk(concealed, fixed, groups);
            return;
        }
        // Honours 東..中 (bytes 27..33; the top byte is zero): each kind is
        // triplets and at most one pair, so 1 or 4 of a kind reads nowhere.
        const std::uint64_t hw = word(concealed, 26) >> 8;
        if (bytesEqual(hw, 1) | bytesEqual(hw, 4)) return;
        const std::uint64_t hPairs = bytesEqual(hw, 2);
        const std::uint64_t hTriplets = (hw + 0x7d * kOnes) & kHigh;
        const int h = highBytes(hTriplets);
        int pairSuits = highBytes(hPairs);
        if (pairSuits > 1 || fixed + h > groups) return;
        std::uint64_t keys[3];
        nSuits = 0;
        for (int s = 0; s < 3; ++s) {
            const std::uint8_t* a = c0 + 9 * s;
            const int sum = int((load8(a) * kOnes) >> 56) + a[8];
            if (sum == 0) continue;
            const int m = sum % 3;
            if (m == 1) return;
            pairSuits += m == 2;
            keys[nSuits] = suitKey(a);
            suits[std::size_t(nSuits++)] = s;
        }
        if (pairSuits != 1) return;
        const SuitTable& t = suitTable();
        for (int i = 0; i < nSuits; ++i) {
            sr[std::size_t(i)] = t.find(keys[i], srCount[std::size_t(i)]);
            if (srCount[std::size_t(i)] == 0) return;
        }
        // Honour groups take the last slots: every number kind sorts before them.
        int j = groups - h;
        for (std::uint64_t m = hTriplets; m; m &= m - 1)
            d.groups[std::size_t(j++)] = Group{GroupType::Triplet, Kind(27 + std::countr_zero(m) / 8), true, -1};
        if (hPairs) d.groups[kPairSlot] = Group{GroupType::Pair, Kind(27 + std::countr_zero(hPairs) / 8), true, -1};
        product(0, fixed);
    }

    // Any counts: the walk.
    void runWalk(const Counts& concealed, int fixed, int groups) {
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

// The standard readings of `c` plus `melds` by the kind-by-kind walk alone
// (no suit table), `groups` groups in all, each passed to fn.
template <class Fn>
void walkStandard(const Counts& c, std::span<const Meld> melds, int groups, Fn& fn) {
    StandardEnumerator e;
    e.fn.obj = &fn;
    e.fn.call = [](void* o, const Decomposition& d) -> bool { return (*static_cast<Fn*>(o))(d); };
    e.d.form = Form::Standard;
    e.d.size = 5;
    const int m = int(melds.size());
    for (int i = 0; i < m; ++i) e.d.groups[std::size_t(i)] = meldGroup(melds[std::size_t(i)], i);
    e.runWalk(c, m, groups);
}

void SuitTable::readByWalk(std::uint64_t key) {
    // The state as the man suit of a hand; a state without its pair gets a
    // pair of 中 to stand for the pair held elsewhere.
    Counts c{};
    c[8] = std::uint8_t(key & 7);
    for (int r = 0; r < 8; ++r) c[std::size_t(r)] = std::uint8_t(key >> (3 + 8 * r) & 0xff);
    const int sum = tileTotal(c);
    if (sum % 3 == 0) c[kNumKinds - 1] = 2;
    const int groups = sum / 3;
    auto push = [&](const Decomposition& d) {
        SuitReading x;
        x.n = std::uint8_t(groups);
        for (int g = 0; g < groups; ++g) {
            const Group& gr = d.groups[std::size_t(g)];
            x.g[g] = std::uint8_t(gr.kind + (gr.type == GroupType::Sequence ? 16 : 0));
        }
        const Kind pair = d.groups[kPairSlot].kind;
        x.pair = pair < 9 ? std::uint8_t(pair) : std::uint8_t(255);
        readings_.push_back(x);
        return true;
    };
    walkStandard(c, {}, groups, push);
}

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

namespace detail {
const SuitReading* suitReadings(const std::uint8_t* nine, std::uint32_t& count) {
    return suitTable().find(suitKey(nine), count);
}

std::span<const SuitReading> allSuitReadings() { return suitTable().readings(); }

const SuitIndex& suitIndex() {
    static const SuitIndex i = suitTable().index();
    return i;
}

std::vector<Decomposition> standardByWalk(const Counts& concealed, std::span<const Meld> melds) {
    std::vector<Decomposition> v;
    const int m = int(melds.size());
    if (m > 4 || total(concealed) != 3 * (4 - m) + 2) return v;
    auto push = [&](const Decomposition& d) {
        v.push_back(d);
        return true;
    };
    walkStandard(concealed, melds, 4, push);
    return v;
}
}  // namespace detail

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
