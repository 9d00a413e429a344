// The predicates of MCR's fans on one reading and the counting principles
// (docs/rulesets/binshi.md "MCR fans (81)", "Counting principles"): 不重复 (the 不计 lists of the
// fan table), 不拆移 (every fan of an evaluation comes from one reading),
// 不得相同 and 套算一次 (combinations of groups, chooseCombinations) and
// 就高不就低 (the best reading and winning-tile placement, bestEvaluation).
#include <algorithm>
#include <bit>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <span>
#include <utility>

#include "core/countwords.h"
#include "core/shanten.h"
#include "rulesets/binshi/binshi_internal.h"

namespace qe::binshi {

namespace {

// ---------------------------------------------------------------------------
// Kind masks for the whole-hand fans.

constexpr std::uint64_t kbit(int k) { return std::uint64_t(1) << k; }
constexpr std::uint64_t numbersBetween(int lo, int hi) {
    std::uint64_t m = 0;
    for (int s = 0; s < 3; ++s)
        for (int n = lo; n <= hi; ++n) m |= kbit(9 * s + n - 1);
    return m;
}
constexpr std::uint64_t numbersIn(std::initializer_list<int> nums) {
    std::uint64_t m = 0;
    for (int s = 0; s < 3; ++s)
        for (int n : nums) m |= kbit(9 * s + n - 1);
    return m;
}
constexpr std::uint64_t kindsOf(std::initializer_list<int> kinds) {
    std::uint64_t m = 0;
    for (int k : kinds) m |= kbit(k);
    return m;
}
constexpr std::uint64_t kHonours = kindsOf({27, 28, 29, 30, 31, 32, 33});
constexpr std::uint64_t kWinds = kindsOf({27, 28, 29, 30});
constexpr std::uint64_t kDragons = kindsOf({31, 32, 33});
constexpr std::uint64_t kTerminals = numbersIn({1, 9});
constexpr std::uint64_t kNumbers = numbersBetween(1, 9);
// 绿一色: 2 3 4 6 8 bamboo and 發.
constexpr std::uint64_t kGreenKinds = kindsOf({19, 20, 21, 23, 25, kGreen});
// 推不倒: 1234589 dots, 245689 bamboo, 白 (the tiles that look the same upside down).
constexpr std::uint64_t kReversibleKinds = kindsOf({9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, kWhite});

bool only(std::uint64_t kinds, std::uint64_t allowed) { return (kinds & ~allowed) == 0; }

// The number suits present (Facts::suits, three bits): no library call for
// a popcount on baseline x86-64.
constexpr int suitCount(std::uint8_t suits) { return (suits & 1) + (suits >> 1 & 1) + (suits >> 2 & 1); }

// ---------------------------------------------------------------------------
// Whole-hand predicates (tile kinds only; the same for every reading).

bool allGreen(const Facts& f) { return only(f.kinds, kGreenKinds); }
bool allHonors(const Facts& f) { return only(f.kinds, kHonours); }
bool allTerminals(const Facts& f) { return only(f.kinds, kTerminals); }
bool allTerminalsAndHonors(const Facts& f) { return only(f.kinds, kTerminals | kHonours); }
bool fullFlush(const Facts& f) { return suitCount(f.suits) == 1 && !(f.kinds & kHonours); }
bool halfFlush(const Facts& f) { return suitCount(f.suits) == 1 && (f.kinds & kHonours); }
bool upperTiles(const Facts& f) { return only(f.kinds, numbersBetween(7, 9)); }
bool middleTiles(const Facts& f) { return only(f.kinds, numbersBetween(4, 6)); }
bool lowerTiles(const Facts& f) { return only(f.kinds, numbersBetween(1, 3)); }
bool upperFour(const Facts& f) { return only(f.kinds, numbersBetween(6, 9)); }
bool lowerFour(const Facts& f) { return only(f.kinds, numbersBetween(1, 4)); }
bool allEvenTiles(const Facts& f) { return only(f.kinds, numbersIn({2, 4, 6, 8})); }
bool reversibleTiles(const Facts& f) { return only(f.kinds, kReversibleKinds); }
bool allSimples(const Facts& f) { return !(f.kinds & (kTerminals | kHonours)); }
bool noHonors(const Facts& f) { return !(f.kinds & kHonours); }
// 缺一门: exactly one of the three number suits is missing.
bool oneVoidedSuit(const Facts& f) { return suitCount(f.suits) == 2; }
bool allTypes(const Facts& f) { return f.suits == 7 && (f.kinds & kWinds) && (f.kinds & kDragons); }
// 门前清 is a concealed hand won on a discard; self-drawn it is 不求人.
bool concealedHand(const Facts& f) { return f.openMelds == 0 && !f.tsumo; }
bool fullyConcealedHand(const Facts& f) { return f.openMelds == 0 && f.tsumo; }
bool selfDrawn(const Facts& f) { return f.tsumo; }
// 九莲宝灯: no melds, and the 13 tiles before the win are 1112345678999 of one suit.
bool nineGates(const Facts& f) {
    if (!f.melds.empty() || suitCount(f.suits) != 1 || (f.kinds & kHonours)) return false;
    const int base = 9 * std::countr_zero(f.suits);
    for (int n = 0; n < 9; ++n) {
        const int held = f.conc[std::size_t(base + n)] - (f.win == base + n ? 1 : 0);
        if (held != (n == 0 || n == 8 ? 3 : 1)) return false;
    }
    return true;
}
bool fourKongs(const Facts& f) { return f.openKongs + f.concealedKongs == 4; }
bool threeKongs(const Facts& f) { return f.openKongs + f.concealedKongs >= 3; }
bool twoConcealedKongs(const Facts& f) { return f.concealedKongs >= 2; }
bool twoMeldedKongs(const Facts& f) { return f.openKongs >= 2; }
bool concealedKong(const Facts& f) { return f.concealedKongs >= 1; }
bool meldedKong(const Facts& f) { return f.openKongs >= 1; }

// ---------------------------------------------------------------------------
// Group predicates on a reading.

bool isPung(const RGroup& g) { return g.type != kSeq; }
bool hasTerminalOrHonour(const RGroup& g) {
    if (g.type == kSeq) return numberOf(g.kind) == 1 || numberOf(g.kind) == 7;
    return isTerminalOrHonor(g.kind);
}
bool hasFive(const RGroup& g) {
    if (g.type == kSeq) return isNumber(g.kind) && numberOf(g.kind) >= 3 && numberOf(g.kind) <= 5;
    return isNumber(g.kind) && numberOf(g.kind) == 5;
}

struct GroupStats {
    int seqs = 0, pungs = 0, windPungs = 0, dragonPungs = 0;
};
GroupStats statsOf(const Reading& r) {
    GroupStats s;
    for (int i = 0; i < r.n; ++i) {
        const RGroup& g = r.g[std::size_t(i)];
        if (g.type == kSeq) {
            ++s.seqs;
        } else {
            ++s.pungs;
            if (isWind(g.kind)) ++s.windPungs;
            if (isDragon(g.kind)) ++s.dragonPungs;
        }
    }
    return s;
}

bool bigFourWinds(const GroupStats& s) { return s.windPungs == 4; }
bool littleFourWinds(const GroupStats& s, const Reading& r) { return s.windPungs == 3 && isWind(r.pair); }
bool bigThreeWinds(const GroupStats& s) { return s.windPungs >= 3; }
bool bigThreeDragons(const GroupStats& s) { return s.dragonPungs == 3; }
bool littleThreeDragons(const GroupStats& s, const Reading& r) { return s.dragonPungs == 2 && isDragon(r.pair); }
bool twoDragonPungs(const GroupStats& s) { return s.dragonPungs >= 2; }
bool allPungs(const GroupStats& s, const Reading& r) { return r.form == Form::Standard && s.pungs == 4; }
// 平和: four chows and a number pair; a knitted straight counts as chows.
bool allChows(const GroupStats& s, const Reading& r) {
    return (r.form == Form::Standard || r.form == Form::KnittedStraight) && s.seqs == r.n && isNumber(r.pair);
}
bool outsideHand(const Reading& r) {
    if (r.form != Form::Standard || !isTerminalOrHonor(r.pair)) return false;
    for (int i = 0; i < 4; ++i)
        if (!hasTerminalOrHonour(r.g[std::size_t(i)])) return false;
    return true;
}
bool allFives(const Reading& r) {
    if (r.form != Form::Standard || !isNumber(r.pair) || numberOf(r.pair) != 5) return false;
    for (int i = 0; i < 4; ++i)
        if (!hasFive(r.g[std::size_t(i)])) return false;
    return true;
}
bool allEvenPungs(const Facts& f, const Reading& r) { return r.form == Form::Standard && allEvenTiles(f); }
// 全求人: every group called from others and the win on a discard (so on the pair).
bool meldedHand(const Facts& f, const Reading& r) { return r.form == Form::Standard && f.openMelds == 4 && !f.tsumo; }
bool dragonPung(const RGroup& g) { return isPung(g) && isDragon(g.kind); }
bool prevalentWind(const Facts& f, const RGroup& g) { return isPung(g) && g.kind == f.roundWind; }
bool seatWind(const Facts& f, const RGroup& g) { return isPung(g) && g.kind == f.seatWind; }
// 幺九刻 per pung: dragon pungs are 箭刻, seat and prevalent wind pungs are
// 门风刻 / 圈风刻, and the winds of 三风刻 / 小四喜 / 大四喜 are in those:
// each already includes it (不重复原则).
bool pungOfTerminalsOrHonors(const Facts& f, const GroupStats& s, const RGroup& g) {
    if (!isPung(g) || !isTerminalOrHonor(g.kind) || isDragon(g.kind)) return false;
    if (isWind(g.kind)) return g.kind != f.seatWind && g.kind != f.roundWind && s.windPungs < 3;
    return true;
}
// 暗刻: a pung or kong from the concealed tiles (or a concealed kong); a pung
// the winning tile completed on a discard is exposed.
int concealedPungs(const Facts& f, const Reading& r, int winIn) {
    int n = 0;
    for (int i = 0; i < r.n; ++i) {
        const RGroup& g = r.g[std::size_t(i)];
        if (!isPung(g) || g.open) continue;
        if (!f.tsumo && !g.meld && i == winIn) continue;
        ++n;
    }
    return n;
}
// 边张 / 嵌张 / 单钓将 by the place of the winning tile; MCR counts them
// only when the hand waited on that one kind (waitCount).
int waitFan(const Reading& r, Kind w, int winIn) {
    if (winIn == 4) return kSingleWait;
    if (winIn < 0 || winIn >= r.n) return -1;
    const RGroup& g = r.g[std::size_t(winIn)];
    if (g.type != kSeq) return -1;
    if (w == g.kind + 1) return kClosedWait;
    if (w == g.kind + 2 && numberOf(g.kind) == 1) return kEdgeWait;
    if (w == g.kind && numberOf(g.kind) == 7) return kEdgeWait;
    return -1;
}
bool sevenShiftedPairs(const Facts& f) {
    if (suitCount(f.suits) != 1 || (f.kinds & kHonours)) return false;
    const int lo = std::countr_zero(f.kinds);
    if (numberOf(Kind(lo)) > 3) return false;
    for (int k = lo; k < lo + 7; ++k)
        if (f.all[std::size_t(k)] != 2) return false;
    return true;
}
bool greaterHonorsKnitted(const Facts& f) { return (f.kinds & kHonours) == kHonours; }
bool knittedStraightInKnitted(const Facts& f) { return countwords::bitCount(f.kinds & kNumbers) == 9; }

// ---------------------------------------------------------------------------
// Combinations of groups (套算一次, 不得相同).

struct Cand {
    std::uint8_t fan;
    std::uint8_t mask;
};
struct CandList {
    std::array<Cand, 24> c{};
    int n = 0;
    void add(int fan, std::uint8_t mask) {
        if (n < int(c.size())) c[std::size_t(n++)] = Cand{std::uint8_t(fan), mask};
    }
};

struct NumGroup {
    int idx, suit, num;
};

// Three or four groups in order of their numbers (a sorting network: what
// the combinations read of them does not depend on the order of equal
// numbers).
inline void sortByNum(NumGroup& a, NumGroup& b) {
    if (b.num < a.num) std::swap(a, b);
}
inline void sortByNum(std::array<NumGroup, 3>& t) {
    sortByNum(t[0], t[1]);
    sortByNum(t[1], t[2]);
    sortByNum(t[0], t[1]);
}

// Every combination fan the groups of a standard reading form.
void combinationCandidates(const Reading& r, CandList& out) {
    if (r.form != Form::Standard) return;
    std::array<NumGroup, 4> seq{}, pung{};
    int ns = 0, np = 0;
    for (int i = 0; i < 4; ++i) {
        const RGroup& g = r.g[std::size_t(i)];
        if (!isNumber(g.kind)) continue;
        const NumGroup x{i, g.kind / 9, numberOf(g.kind)};
        if (g.type == kSeq)
            seq[std::size_t(ns++)] = x;
        else
            pung[std::size_t(np++)] = x;
    }
    auto bitOf = [](const NumGroup& a) { return std::uint8_t(1u << a.idx); };
    // Two chows.
    for (int i = 0; i < ns; ++i)
        for (int j = i + 1; j < ns; ++j) {
            const NumGroup &a = seq[std::size_t(i)], &b = seq[std::size_t(j)];
            const std::uint8_t m = bitOf(a) | bitOf(b);
            if (a.suit == b.suit) {
                const int d = std::abs(a.num - b.num);
                if (d == 0) out.add(kPureDoubleChow, m);
                if (d == 3) out.add(kShortStraight, m);
                if (d == 6) out.add(kTwoTerminalChows, m);
            } else if (a.num == b.num) {
                out.add(kMixedDoubleChow, m);
            }
        }
    // Three chows.
    for (int i = 0; i < ns; ++i)
        for (int j = i + 1; j < ns; ++j)
            for (int k = j + 1; k < ns; ++k) {
                std::array<NumGroup, 3> t{seq[std::size_t(i)], seq[std::size_t(j)], seq[std::size_t(k)]};
                sortByNum(t);
                const std::uint8_t m = bitOf(t[0]) | bitOf(t[1]) | bitOf(t[2]);
                const bool oneSuit = t[0].suit == t[1].suit && t[1].suit == t[2].suit;
                const bool threeSuits = t[0].suit != t[1].suit && t[1].suit != t[2].suit && t[0].suit != t[2].suit;
                const int d1 = t[1].num - t[0].num, d2 = t[2].num - t[1].num;
                const bool straight = t[0].num == 1 && t[1].num == 4 && t[2].num == 7;
                if (oneSuit) {
                    if (d1 == 0 && d2 == 0) out.add(kPureTripleChow, m);
                    if (d1 == d2 && (d1 == 1 || d1 == 2)) out.add(kPureShiftedChows, m);
                    if (straight) out.add(kPureStraight, m);
                } else if (threeSuits) {
                    if (d1 == 0 && d2 == 0) out.add(kMixedTripleChow, m);
                    if (d1 == 1 && d2 == 1) out.add(kMixedShiftedChows, m);
                    if (straight) out.add(kMixedStraight, m);
                }
            }
    // Four chows (and the pair, for the 双龙会).
    if (ns == 4) {
        std::array<NumGroup, 4> t = seq;
        // By suit, then number (a sorting network; the masks below do not
        // read the groups' order).
        auto order = [](NumGroup& a, NumGroup& b) {
            if (b.suit < a.suit || (b.suit == a.suit && b.num < a.num)) std::swap(a, b);
        };
        order(t[0], t[1]);
        order(t[2], t[3]);
        order(t[0], t[2]);
        order(t[1], t[3]);
        order(t[1], t[2]);
        const bool oneSuit = t[0].suit == t[3].suit;
        const int d = t[1].num - t[0].num;
        if (oneSuit && t[2].num - t[1].num == d && t[3].num - t[2].num == d) {
            if (d == 0) out.add(kQuadrupleChow, 0x0f);
            if (d == 1 || d == 2) out.add(kFourPureShiftedChows, 0x0f);
        }
        const bool pairFive = isNumber(r.pair) && numberOf(r.pair) == 5;
        if (oneSuit && pairFive && r.pair / 9 == t[0].suit && t[0].num == 1 && t[1].num == 1 && t[2].num == 7 &&
            t[3].num == 7)
            out.add(kPureTerminalChows, 0x0f | kPairBit);
        if (!oneSuit && pairFive && t[0].suit == t[1].suit && t[2].suit == t[3].suit && t[0].num == 1 &&
            t[1].num == 7 && t[2].num == 1 && t[3].num == 7 && r.pair / 9 != t[0].suit && r.pair / 9 != t[2].suit)
            out.add(kThreeSuitedTerminalChows, 0x0f | kPairBit);
    }
    // Pungs of numbers.
    for (int i = 0; i < np; ++i)
        for (int j = i + 1; j < np; ++j) {
            const NumGroup &a = pung[std::size_t(i)], &b = pung[std::size_t(j)];
            if (a.suit != b.suit && a.num == b.num) out.add(kDoublePung, bitOf(a) | bitOf(b));
        }
    for (int i = 0; i < np; ++i)
        for (int j = i + 1; j < np; ++j)
            for (int k = j + 1; k < np; ++k) {
                std::array<NumGroup, 3> t{pung[std::size_t(i)], pung[std::size_t(j)], pung[std::size_t(k)]};
                sortByNum(t);
                const std::uint8_t m = bitOf(t[0]) | bitOf(t[1]) | bitOf(t[2]);
                const bool oneSuit = t[0].suit == t[1].suit && t[1].suit == t[2].suit;
                const bool threeSuits = t[0].suit != t[1].suit && t[1].suit != t[2].suit && t[0].suit != t[2].suit;
                const bool sameNum = t[0].num == t[2].num;
                const bool shifted = t[1].num == t[0].num + 1 && t[2].num == t[1].num + 1;
                if (threeSuits && sameNum) out.add(kTriplePung, m);
                if (oneSuit && shifted) out.add(kPureShiftedPungs, m);
                if (threeSuits && shifted) out.add(kMixedShiftedPungs, m);
            }
    if (np == 4) {
        std::array<NumGroup, 4> t = pung;
        sortByNum(t[0], t[1]);
        sortByNum(t[2], t[3]);
        sortByNum(t[0], t[2]);
        sortByNum(t[1], t[3]);
        sortByNum(t[1], t[2]);
        if (t[0].suit == t[1].suit && t[1].suit == t[2].suit && t[2].suit == t[3].suit && t[1].num == t[0].num + 1 &&
            t[2].num == t[1].num + 1 && t[3].num == t[2].num + 1)
            out.add(kFourPureShiftedPungs, 0x0f);
    }
}

// 套算一次: a group not yet combined may combine once with the groups
// already combined. So no combination may join groups that earlier ones
// already tied together: each one's groups lie in different clusters when it
// is added (for pairs of groups: the combinations form a forest). The test
// does not depend on the order.
bool accountOnce(const std::array<std::uint8_t, 8>& masks, int n) {
    std::array<std::uint8_t, 5> cluster{0, 1, 2, 3, 4};
    auto root = [&](int x) {
        while (cluster[std::size_t(x)] != x) x = cluster[std::size_t(x)];
        return x;
    };
    for (int i = 0; i < n; ++i) {
        std::uint8_t roots = 0;
        int first = -1;
        for (int g = 0; g < 5; ++g) {
            if (!(masks[std::size_t(i)] >> g & 1)) continue;
            const int r = root(g);
            if (roots >> r & 1) return false;
            roots = std::uint8_t(roots | (1u << r));
            if (first < 0)
                first = r;
            else
                cluster[std::size_t(r)] = std::uint8_t(first);
        }
    }
    return true;
}

bool subsetOf(std::uint8_t a, std::uint8_t b) { return (a & ~b) == 0; }

// Why candidate c may not join the chosen ones: 0 it may, 1 不重复 (its
// groups are inside a chosen combination, or hold one), 2 不得相同 (a group
// already made this fan), 3 套算一次.
int combinationConflict(const Cand& c, const std::array<Cand, 8>& chosen, int n) {
    for (int i = 0; i < n; ++i) {
        const Cand& s = chosen[std::size_t(i)];
        if (subsetOf(c.mask, s.mask) || subsetOf(s.mask, c.mask)) return 1;
    }
    for (int i = 0; i < n; ++i) {
        const Cand& s = chosen[std::size_t(i)];
        if (s.fan == c.fan && (s.mask & c.mask)) return 2;
    }
    std::array<std::uint8_t, 8> masks{};
    for (int i = 0; i < n; ++i) masks[std::size_t(i)] = chosen[std::size_t(i)].mask;
    masks[std::size_t(n)] = c.mask;
    return accountOnce(masks, n + 1) ? 0 : 3;
}

struct ComboSearch {
    const CandList* cands;
    const FanValues* values;
    std::array<Cand, 8> cur{}, best{};
    int nCur = 0, nBest = 0, curValue = 0, bestValue = -1;
    std::array<int, 25> suffix{};

    void run(int i) {
        if (curValue > bestValue) {
            bestValue = curValue;
            best = cur;
            nBest = nCur;
        }
        if (i >= cands->n || curValue + suffix[std::size_t(i)] <= bestValue || nCur >= 8) return;
        const Cand& c = cands->c[std::size_t(i)];
        if (combinationConflict(c, cur, nCur) == 0) {
            cur[std::size_t(nCur++)] = c;
            curValue += (*values)[c.fan];
            run(i + 1);
            curValue -= (*values)[c.fan];
            --nCur;
        }
        run(i + 1);
    }
};

// The best set of combination fans under 不重复, 不得相同 and 套算一次.
int chooseCombinations(CandList& cands, const FanValues& values, std::array<Cand, 8>& chosen) {
    if (cands.n == 0) return 0;
    // One candidate may always join none: the search takes it where it adds.
    if (cands.n == 1) {
        if (values[cands.c[0].fan] <= 0) return 0;
        chosen[0] = cands.c[0];
        return 1;
    }
    std::sort(cands.c.begin(), cands.c.begin() + cands.n,
              [&](const Cand& a, const Cand& b) { return values[a.fan] > values[b.fan]; });
    ComboSearch s;
    s.cands = &cands;
    s.values = &values;
    s.suffix[std::size_t(cands.n)] = 0;
    for (int i = cands.n - 1; i >= 0; --i)
        s.suffix[std::size_t(i)] = s.suffix[std::size_t(i + 1)] + values[cands.c[std::size_t(i)].fan];
    s.run(0);
    chosen = s.best;
    return s.nBest;
}

// ---------------------------------------------------------------------------
// Evaluation of one reading.

struct Tally {
    std::array<std::uint8_t, kNumFans> count{};
    std::array<std::uint8_t, kNumFans> mask{};
    FanSet present;
    void add(int f, int n = 1, std::uint8_t m = kWholeHand) {
        present.add(f);
        count[std::size_t(f)] = std::uint8_t(count[std::size_t(f)] + n);
        mask[std::size_t(f)] |= m;
    }
};

std::uint8_t groupBit(int i) { return std::uint8_t(1u << i); }

// What a predicate may look at besides the hand's facts: the reading (null
// for the hand scope), its group counts, and for the placement scope where
// the winning tile went and the concealed pungs that leaves.
struct Spot {
    const Reading* r = nullptr;
    GroupStats s{};
    std::uint8_t windMask = 0, dragonMask = 0;  // groups that are wind / dragon pungs
    int winIn = -1;
    int concealedPungs = 0;
};

// A fan's predicate: how many times the fan holds (0: not at all) and, in
// `mask`, the groups that make it (kWholeHand unless it says otherwise).
using Count = int (*)(const Facts&, const Spot&, std::uint8_t& mask);
struct FanPredicate {
    Fan fan;
    Count count;
};

template <bool (*P)(const Facts&)>
int onHand(const Facts& f, const Spot&, std::uint8_t&) {
    return P(f);
}
// A pung fan counted per group: none in a reading without pungs (x.s, as
// the other reading predicates read it).
template <bool (*P)(const Facts&, const Spot&, const RGroup&)>
int perGroup(const Facts& f, const Spot& x, std::uint8_t& mask) {
    if (x.s.pungs == 0) return 0;
    int n = 0;
    mask = 0;
    for (int i = 0; i < x.r->n; ++i)
        if (P(f, x, x.r->g[std::size_t(i)])) {
            ++n;
            mask |= groupBit(i);
        }
    return n;
}
// 边张 / 嵌张 / 单钓将: the winning tile's place makes the fan, and MCR
// counts it only when the hand waited on that one kind (waitCount).
template <int Wait>
int soleWait(const Facts& f, const Spot& x, std::uint8_t& mask) {
    if (waitFan(*x.r, f.win, x.winIn) != Wait || waitCount(f) != 1) return 0;
    mask = x.winIn == 4 ? kPairBit : groupBit(x.winIn);
    return 1;
}

bool lastTileDraw(const Facts& f) { return f.tsumo && f.haitei; }
bool lastTileClaim(const Facts& f) { return !f.tsumo && f.houtei; }
bool outWithReplacementTile(const Facts& f) { return f.rinshan; }
bool robbingTheKong(const Facts& f) { return f.chankan; }
bool lastTile(const Facts& f) { return f.lastTile; }
bool dragonPungOf(const Facts&, const Spot&, const RGroup& g) { return dragonPung(g); }
bool prevalentWindOf(const Facts& f, const Spot&, const RGroup& g) { return prevalentWind(f, g); }
bool seatWindOf(const Facts& f, const Spot&, const RGroup& g) { return seatWind(f, g); }
bool terminalOrHonourPungOf(const Facts& f, const Spot& x, const RGroup& g) {
    return pungOfTerminalsOrHonors(f, x.s, g);
}
bool isForm(const Spot& x, Form form) { return x.r->form == form; }

using M = std::uint8_t;
// Every fan's predicate but the combinations' (found by
// combinationCandidates and chosen by chooseCombinations) and 无番和's
// (countFans), one list per scope: the list a predicate is in must be its
// row's category (scopes() checks it). The lists are constant so that the
// tally calls each predicate directly (tallyAll).
constexpr FanPredicate kHandPredicates[] = {
    // kScopeHand
    {kAllGreen, onHand<allGreen>},
    {kNineGates, onHand<nineGates>},
    {kFourKongs, onHand<fourKongs>},
    {kAllTerminals, onHand<allTerminals>},
    {kAllHonors, onHand<allHonors>},
    {kThreeKongs, onHand<threeKongs>},
    {kAllTerminalsAndHonors, onHand<allTerminalsAndHonors>},
    {kFullFlush, onHand<fullFlush>},
    {kUpperTiles, onHand<upperTiles>},
    {kMiddleTiles, onHand<middleTiles>},
    {kLowerTiles, onHand<lowerTiles>},
    {kUpperFour, onHand<upperFour>},
    {kLowerFour, onHand<lowerFour>},
    {kReversibleTiles, onHand<reversibleTiles>},
    {kOutWithReplacementTile, onHand<outWithReplacementTile>},
    {kRobbingTheKong, onHand<robbingTheKong>},
    {kHalfFlush, onHand<halfFlush>},
    {kAllTypes, onHand<allTypes>},
    {kTwoConcealedKongs, onHand<twoConcealedKongs>},
    {kTwoMeldedKongs, onHand<twoMeldedKongs>},
    {kLastTile, onHand<lastTile>},
    {kTileHog, [](const Facts& f, const Spot&, M&) { return f.hogs; }},
    {kConcealedKong, onHand<concealedKong>},
    {kAllSimples, onHand<allSimples>},
    {kMeldedKong, onHand<meldedKong>},
    {kOneVoidedSuit, onHand<oneVoidedSuit>},
    {kNoHonors, onHand<noHonors>},
    // kScopeBonus
    {kFlowerTiles, [](const Facts& f, const Spot&, M&) { return f.flowers; }},
};
// The hand fans that read the way the hand was won (Facts::tsumo): the
// others are tallied once for both ways (keepHand).
constexpr FanPredicate kHandWayPredicates[] = {
    // kScopeHand
    {kLastTileDraw, onHand<lastTileDraw>},
    {kLastTileClaim, onHand<lastTileClaim>},
    {kFullyConcealedHand, onHand<fullyConcealedHand>},
    {kConcealedHand, onHand<concealedHand>},
    {kSelfDrawn, onHand<selfDrawn>},
};
constexpr FanPredicate kReadingPredicates[] = {
    // kScopeReading: the forms
    {kSevenPairs, [](const Facts&, const Spot& x, M&) { return int(isForm(x, Form::SevenPairs)); }},
    {kSevenShiftedPairs,
     [](const Facts& f, const Spot& x, M&) { return int(isForm(x, Form::SevenPairs) && sevenShiftedPairs(f)); }},
    {kThirteenOrphans, [](const Facts&, const Spot& x, M&) { return int(isForm(x, Form::ThirteenOrphans)); }},
    {kGreaterHonorsKnitted,
     [](const Facts& f, const Spot& x, M&) { return int(isForm(x, Form::Knitted) && greaterHonorsKnitted(f)); }},
    {kLesserHonorsKnitted,
     [](const Facts& f, const Spot& x, M&) { return int(isForm(x, Form::Knitted) && !greaterHonorsKnitted(f)); }},
    {kKnittedStraight,
     [](const Facts& f, const Spot& x, M&) {
         return int(isForm(x, Form::KnittedStraight) || (isForm(x, Form::Knitted) && knittedStraightInKnitted(f)));
     }},
    // kScopeReading: the groups
    {kBigFourWinds,
     [](const Facts&, const Spot& x, M& m) {
         m = 0x0f;
         return int(bigFourWinds(x.s));
     }},
    {kBigThreeDragons,
     [](const Facts&, const Spot& x, M& m) {
         m = x.dragonMask;
         return int(bigThreeDragons(x.s));
     }},
    {kLittleFourWinds,
     [](const Facts&, const Spot& x, M& m) {
         m = x.windMask | kPairBit;
         return int(littleFourWinds(x.s, *x.r));
     }},
    {kLittleThreeDragons,
     [](const Facts&, const Spot& x, M& m) {
         m = x.dragonMask | kPairBit;
         return int(littleThreeDragons(x.s, *x.r));
     }},
    {kBigThreeWinds,
     [](const Facts&, const Spot& x, M& m) {
         m = x.windMask;
         return int(bigThreeWinds(x.s));
     }},
    {kAllPungs,
     [](const Facts&, const Spot& x, M& m) {
         m = 0x0f;
         return int(allPungs(x.s, *x.r));
     }},
    {kTwoDragonPungs,
     [](const Facts&, const Spot& x, M& m) {
         m = x.dragonMask;
         return int(twoDragonPungs(x.s));
     }},
    {kAllChows, [](const Facts&, const Spot& x, M&) { return int(allChows(x.s, *x.r)); }},
    {kOutsideHand, [](const Facts&, const Spot& x, M&) { return int(outsideHand(*x.r)); }},
    {kAllFives, [](const Facts&, const Spot& x, M&) { return int(allFives(*x.r)); }},
    {kAllEvenPungs, [](const Facts& f, const Spot& x, M&) { return int(allEvenPungs(f, *x.r)); }},
    {kDragonPung, perGroup<dragonPungOf>},
    {kPrevalentWind, perGroup<prevalentWindOf>},
    {kSeatWind, perGroup<seatWindOf>},
    {kPungOfTerminalsOrHonors, perGroup<terminalOrHonourPungOf>},
};
// The one reading fan that depends on the way the hand was won (Facts::tsumo):
// the others are tallied once for both ways (keepHand).
constexpr FanPredicate kReadingWayPredicates[] = {
    // kScopeReading
    {kMeldedHand, [](const Facts& f, const Spot& x, M&) { return int(meldedHand(f, *x.r)); }},
};
constexpr FanPredicate kPlacementPredicates[] = {
    // kScopePlacement
    {kFourConcealedPungs, [](const Facts&, const Spot& x, M&) { return int(x.concealedPungs >= 4); }},
    {kThreeConcealedPungs, [](const Facts&, const Spot& x, M&) { return int(x.concealedPungs >= 3); }},
    {kTwoConcealedPungs, [](const Facts&, const Spot& x, M&) { return int(x.concealedPungs >= 2); }},
    {kEdgeWait, soleWait<kEdgeWait>},
    {kClosedWait, soleWait<kClosedWait>},
    {kSingleWait, soleWait<kSingleWait>},
};

// The table's scopes against the predicate lists, checked once.
struct ScopeCheck {
    FanSet combinations;
    std::vector<std::string> problems;  // a row without its predicate, or in the wrong list
};

const ScopeCheck& scopes() {
    static const ScopeCheck s = [] {
        ScopeCheck out;
        std::array<int, kNumFans> listOf{};
        listOf.fill(-1);
        auto note = [&](std::span<const FanPredicate> list, int scopeA, int scopeB) {
            for (const FanPredicate& p : list) {
                const int scope = info(p.fan).category;
                if (listOf[p.fan] >= 0) out.problems.push_back(std::string("two predicates for '") + info(p.fan).id + "'");
                listOf[p.fan] = scope;
                if (scope != scopeA && scope != scopeB)
                    out.problems.push_back(std::string("the predicate of '") + info(p.fan).id +
                                           "' is in the list of another scope than its row's");
            }
        };
        note(kHandPredicates, kScopeHand, kScopeBonus);
        note(kHandWayPredicates, kScopeHand, kScopeHand);
        note(kReadingPredicates, kScopeReading, kScopeReading);
        note(kReadingWayPredicates, kScopeReading, kScopeReading);
        note(kPlacementPredicates, kScopePlacement, kScopePlacement);
        for (int f = 0; f < kNumFans; ++f) {
            const int scope = info(f).category;
            if (scope == kScopeCombination) out.combinations.add(f);
            const bool needs = scope != kScopeCombination && scope != kScopeNoOtherFan;
            if (needs != (listOf[std::size_t(f)] >= 0))
                out.problems.push_back(std::string("row '") + info(f).id +
                                       (needs ? "' has no predicate" : "' is found by the scorer, not a predicate"));
        }
        return out;
    }();
    return s;
}

[[gnu::always_inline]] inline void tallyOne(const FanPredicate& p, const Facts& f, const Spot& x, Tally& t) {
    std::uint8_t mask = kWholeHand;
    if (const int n = p.count(f, x, mask)) t.add(p.fan, n, mask);
}
template <const auto& List, std::size_t... I>
void tallyAll(const Facts& f, const Spot& x, Tally& t, std::index_sequence<I...>) {
    (tallyOne(List[I], f, x, t), ...);
}
// Every predicate of one list, called directly.
template <const auto& List>
void tallyAll(const Facts& f, const Spot& x, Tally& t) {
    tallyAll<List>(f, x, t, std::make_index_sequence<std::size(List)>{});
}

// Fans from the tiles alone, the melds and the situation: the same for
// every reading.
Tally wholeHandTally(const Facts& f) {
    Tally t;
    const Spot none;
    tallyAll<kHandPredicates>(f, none, t);
    tallyAll<kHandWayPredicates>(f, none, t);
    return t;
}

// The fans of the reading's form and groups, before the winning tile is placed.
Spot readingSpot(const Reading& r) {
    Spot x;
    x.r = &r;
    x.s = statsOf(r);
    for (int i = 0; i < r.n; ++i) {
        const RGroup& g = r.g[std::size_t(i)];
        if (isPung(g) && isWind(g.kind)) x.windMask |= groupBit(i);
        if (isPung(g) && isDragon(g.kind)) x.dragonMask |= groupBit(i);
    }
    return x;
}

// 不重复: counts the present fans in table order; a counted fan excludes its
// 不计 list (a combination's list reaches other combinations only through
// chooseCombinations). Fills e.count/mask/counted/total.
// What countFans reads of each row, resolved once: the 不计 list it applies
// (a combination's without the other combinations) and the repeat limit.
struct CountRule {
    FanSet excludes;
    int repeat = 0;
};
const std::array<CountRule, kNumFans>& countRules() {
    static const std::array<CountRule, kNumFans> rules = [] {
        std::array<CountRule, kNumFans> out{};
        const FanSet& combos = scopes().combinations;
        for (int f = 0; f < kNumFans; ++f) {
            FanSet ex = excludesOf(f);
            if (combos.has(f)) ex = ex & ~combos;
            out[std::size_t(f)] = {ex, info(f).repeat};
        }
        return out;
    }();
    return rules;
}

void countFans(const Tally& t, const FanValues& values, bool detail, Evaluation& e) {
    const std::array<CountRule, kNumFans>& rules = countRules();
    FanSet excluded;
    std::array<std::int8_t, kNumFans> by{};
    e.total = 0;
    e.counted = FanSet{};
    for (int w = 0; w < 2; ++w) {
        std::uint64_t bits = t.present.w[w];
        while (bits) {
            const int f = 64 * w + std::countr_zero(bits);
            bits &= bits - 1;
            if (excluded.has(f)) {
                if (detail)
                    e.notCounted.push_back(fanName(f) + " not counted: included in " + fanName(by[std::size_t(f)]) +
                                           " (不重复原则)");
                continue;
            }
            int n = t.count[std::size_t(f)];
            // 九莲宝灯 always holds one pung of 1 or 9 (1112345678999): that one
            // is in it, a second one counts.
            if (f == kPungOfTerminalsOrHonors && e.counted.has(kNineGates) && --n == 0) {
                if (detail)
                    e.notCounted.push_back(fanName(f) + " not counted: included in " + fanName(kNineGates) +
                                           " (不重复原则)");
                continue;
            }
            if (const int limit = rules[std::size_t(f)].repeat; limit > 0 && n > limit) n = limit;
            e.counted.add(f);
            e.count[std::size_t(f)] = std::uint8_t(n);
            e.mask[std::size_t(f)] = t.mask[std::size_t(f)];
            const int v = values[f] * n;
            e.total += v;
            const FanSet& ex = rules[std::size_t(f)].excludes;
            if (detail)
                for (int x = 0; x < kNumFans; ++x)
                    if (ex.has(x) && !excluded.has(x)) by[std::size_t(x)] = std::int8_t(f);
            excluded |= ex;
        }
    }
    // 无番和: no fan at all apart from flowers.
    FanSet others = e.counted;
    others.remove(kFlowerTiles);
    if (others.empty()) {
        e.counted.add(kChickenHand);
        e.count[kChickenHand] = 1;
        e.mask[kChickenHand] = kWholeHand;
        e.total += values[kChickenHand];
    }
}

// countFans' total and the flower fans in it (WinTotal), without the
// counts, masks and set of an Evaluation: the valuer reads no more.
WinTotal countTotal(const Tally& t, const FanValues& values) {
    const std::array<CountRule, kNumFans>& rules = countRules();
    FanSet excluded;
    WinTotal out{0, 0};
    bool nine = false, other = false;
    for (int w = 0; w < 2; ++w) {
        std::uint64_t bits = t.present.w[w];
        while (bits) {
            const int f = 64 * w + std::countr_zero(bits);
            bits &= bits - 1;
            if (excluded.has(f)) continue;
            int n = t.count[std::size_t(f)];
            if (f == kPungOfTerminalsOrHonors && nine && --n == 0) continue;
            if (const int limit = rules[std::size_t(f)].repeat; limit > 0 && n > limit) n = limit;
            const int v = values[f] * n;
            out.total += v;
            if (f == kFlowerTiles) out.flowers = v;
            else other = true;
            nine = nine || f == kNineGates;
            excluded |= rules[std::size_t(f)].excludes;
        }
    }
    if (!other) out.total += values[kChickenHand];
    return out;
}

// countTotal of two tallies at once (a reading's both ways, which share
// most of their fans): out[i] is countTotal(t[i]).
void countTotals(const std::array<Tally, 2>& t, const FanValues& values, std::array<WinTotal, 2>& out) {
    const std::array<CountRule, kNumFans>& rules = countRules();
    std::array<FanSet, 2> excluded{};
    out = {WinTotal{0, 0}, WinTotal{0, 0}};
    std::array<bool, 2> nine{false, false}, other{false, false};
    for (int w = 0; w < 2; ++w) {
        std::uint64_t bits = t[0].present.w[w] | t[1].present.w[w];
        while (bits) {
            const int f = 64 * w + std::countr_zero(bits);
            const std::uint64_t bit = bits & (0 - bits);
            bits &= bits - 1;
            const CountRule& rule = rules[std::size_t(f)];
            for (int i = 0; i < 2; ++i) {
                if (!(t[std::size_t(i)].present.w[w] & bit) || (excluded[std::size_t(i)].w[w] & bit)) continue;
                int n = t[std::size_t(i)].count[std::size_t(f)];
                if (f == kPungOfTerminalsOrHonors && nine[std::size_t(i)] && --n == 0) continue;
                if (rule.repeat > 0 && n > rule.repeat) n = rule.repeat;
                const int v = values[f] * n;
                WinTotal& o = out[std::size_t(i)];
                o.total += v;
                if (f == kFlowerTiles) o.flowers = v;
                else other[std::size_t(i)] = true;
                nine[std::size_t(i)] = nine[std::size_t(i)] || f == kNineGates;
                excluded[std::size_t(i)] |= rule.excludes;
            }
        }
    }
    for (int i = 0; i < 2; ++i)
        if (!other[std::size_t(i)]) out[std::size_t(i)].total += values[kChickenHand];
}

std::string kindsText(const Reading& r, std::uint8_t mask) {
    std::vector<Tile> tiles;
    for (int i = 0; i < r.n; ++i) {
        if (!(mask >> i & 1)) continue;
        const RGroup& g = r.g[std::size_t(i)];
        for (int j = 0; j < 3; ++j) tiles.push_back(Tile{Kind(g.type == kSeq ? g.kind + j : g.kind), false});
        tiles.push_back(Tile{34, false});  // separator, dropped below
    }
    std::string s;
    std::vector<Tile> run;
    for (const Tile& t : tiles) {
        if (t.kind == 34) {
            if (!s.empty()) s += " ";
            s += formatTiles(run);
            run.clear();
        } else {
            run.push_back(t);
        }
    }
    return s;
}

// The places the winning tile can have in a reading (-1 when it has none:
// the forms without groups).
int placements(const Facts& f, const Reading& r, std::array<int, 6>& out) {
    int n = 0;
    const Kind w = f.win;
    if (r.form == Form::Standard || r.form == Form::KnittedStraight) {
        for (int i = 0; i < r.n; ++i) {
            const RGroup& g = r.g[std::size_t(i)];
            if (g.meld) continue;
            const bool in = g.type == kSeq ? (w >= g.kind && w < g.kind + 3) : w == g.kind;
            if (!in) continue;
            bool dup = false;
            for (int j = 0; j < n; ++j)
                if (out[std::size_t(j)] < 4 && r.g[std::size_t(out[std::size_t(j)])].type == g.type &&
                    r.g[std::size_t(out[std::size_t(j)])].kind == g.kind)
                    dup = true;
            if (!dup) out[std::size_t(n++)] = i;
        }
        if (r.pair == w) out[std::size_t(n++)] = 4;
        if (r.form == Form::KnittedStraight && isNumber(w)) {
            const int slot = (numberOf(w) - 1) % 3;
            if (r.knit[std::size_t(slot)] == suitOf(w)) out[std::size_t(n++)] = 5;
        }
    }
    if (n == 0) out[std::size_t(n++)] = -1;
    return n;
}

}  // namespace

Reading readingOf(const Decomposition& d) {
    Reading r;
    r.form = d.form;
    r.knit = d.knit;
    if (d.form == Form::Standard || d.form == Form::KnittedStraight) {
        r.n = d.form == Form::Standard ? 4 : 1;
        for (int i = 0; i < r.n; ++i) {
            const Group& g = d.groups[std::size_t(i)];
            RGroup& x = r.g[std::size_t(i)];
            x.kind = g.kind;
            x.type = g.type == GroupType::Sequence ? kSeq : g.type == GroupType::Kong ? kKong : kPung;
            x.meld = g.meld >= 0;
            x.open = !g.concealed;
        }
    }
    r.pair = d.pairKind();
    return r;
}

std::vector<Combination> combinationCandidatesOf(const Reading& r) {
    CandList c;
    combinationCandidates(r, c);
    std::vector<Combination> v;
    for (int i = 0; i < c.n; ++i) v.push_back({c.c[std::size_t(i)].fan, c.c[std::size_t(i)].mask});
    return v;
}

bool combinationsAllowed(const std::vector<Combination>& set) {
    std::array<Cand, 8> chosen{};
    int n = 0;
    for (const Combination& x : set) {
        if (n == 8 || combinationConflict(Cand{x.fan, x.groups}, chosen, n) != 0) return false;
        chosen[std::size_t(n++)] = Cand{x.fan, x.groups};
    }
    return true;
}

int chosenCombinationValue(const Reading& r, const FanValues& values) {
    CandList c;
    combinationCandidates(r, c);
    std::array<Cand, 8> chosen{};
    const int n = chooseCombinations(c, values, chosen);
    int v = 0;
    for (int i = 0; i < n; ++i) v += values[chosen[std::size_t(i)].fan];
    return v;
}

std::string fanName(int f) { return kitTable().label(f); }

std::vector<std::string> predicateProblems() { return scopes().problems; }

namespace {

// Every reading of a finished hand: its decompositions in the forms binshi
// knows, then 七对, seven pairs with four of a kind counting as two (MCR;
// 四归一 then counts), which the decompositions leave out.
template <class Fn>
void forEachReading(const Facts& f, Fn&& fn) {
    // The special forms only where the tiles allow them (the same
    // decompositions, without looking for forms that cannot be there):
    // 十三幺 terminals and honours only, 全不靠 no kind twice (both
    // without melds), 组合龙 a knitted straight's nine kinds held.
    std::uint8_t forms = kFormStandard;
    const std::uint64_t held = heldKinds(f.conc);
    if (f.melds.empty()) {
        if (only(held, kTerminals | kHonours)) forms |= kFormThirteenOrphans;
        if (!kindsWithAtLeast(f.conc, 2)) forms |= kFormKnitted;
    }
    if (f.melds.size() <= 1)
        for (const std::uint64_t straight : kKnittedStraightBits)
            if ((held & straight) == straight) forms |= kFormKnittedStraight;
    forEachDecomposition(f.conc, f.melds, forms,
                         [&](const Decomposition& d) {
                             fn(readingOf(d));
                             return true;
                         });
    if (!f.melds.empty()) return;
    // Every count even (no low bit in any byte), and so as many pairs as
    // half the tiles.
    using namespace countwords;
    const bool even = !((word(f.conc, 0) | word(f.conc, 8) | word(f.conc, 16) | word(f.conc, 24) | word(f.conc, 26)) & kOnes);
    if (even && tileTotal(f.conc) == 14) {
        Reading r;
        r.form = Form::SevenPairs;
        fn(r);
    }
}

// bestEvaluation for N ways the hand was won (Facts::tsumo): the
// decompositions, the readings' combinations and the winning tile's places
// do not depend on it (binshi.md "Counting principles"), only the whole-hand,
// reading and placement fans and the count do, so one search serves both.
// `toggle` (the same object as `f`, or null for N = 1) is set to each way in
// turn, so that the facts' lazily counted waits are counted once.
template <int N>
bool searchBest(const Facts& f, Facts* toggle, const std::array<bool, N>& tsumo, const FanValues& values, bool detail,
                Evaluation* out) {
    auto use = [&](int v) {
        if (toggle) toggle->tsumo = tsumo[std::size_t(v)];
    };
    std::array<Tally, N> base;
    for (int i = 0; i < N; ++i) {
        use(i);
        base[std::size_t(i)] = wholeHandTally(f);
        out[i].total = -1;
    }
    bool any = false;
    auto consider = [&](const Reading& r) {
        const Spot spot = readingSpot(r);
        CandList cands;
        combinationCandidates(r, cands);
        std::array<Cand, 8> chosen{};
        const int nChosen = chooseCombinations(cands, values, chosen);
        std::array<int, 6> places{};
        const int np = placements(f, r, places);
        for (int v = 0; v < N; ++v) {
            use(v);  // f now reads as won this way
            Evaluation& best = out[v];
            Tally t = base[std::size_t(v)];
            Spot x = spot;
            tallyAll<kReadingPredicates>(f, x, t);
            tallyAll<kReadingWayPredicates>(f, x, t);
            for (int i = 0; i < nChosen; ++i) t.add(chosen[std::size_t(i)].fan, 1, chosen[std::size_t(i)].mask);
            for (int p = 0; p < np; ++p) {
                const int winIn = places[std::size_t(p)];
                Tally tp = t;
                x.winIn = winIn;
                x.concealedPungs = concealedPungs(f, r, winIn);
                tallyAll<kPlacementPredicates>(f, x, tp);
                Evaluation e;
                countFans(tp, values, false, e);
                if (e.total > best.total) {
                    any = true;
                    if (detail) {
                        e.notCounted.clear();
                        countFans(tp, values, true, e);
                        // Combinations left out and why (不重复 / 不得相同 / 套算一次).
                        for (int i = 0; i < cands.n; ++i) {
                            const Cand& c = cands.c[std::size_t(i)];
                            bool taken = false;
                            for (int j = 0; j < nChosen; ++j)
                                if (chosen[std::size_t(j)].fan == c.fan && chosen[std::size_t(j)].mask == c.mask)
                                    taken = true;
                            if (taken) continue;
                            const int why = combinationConflict(c, chosen, nChosen);
                            std::string text = fanName(c.fan) + " (" + kindsText(r, c.mask) + ") not counted: ";
                            if (why == 1) {
                                for (int j = 0; j < nChosen; ++j)
                                    if (subsetOf(c.mask, chosen[std::size_t(j)].mask) ||
                                        subsetOf(chosen[std::size_t(j)].mask, c.mask)) {
                                        text +=
                                            "its groups are in " + fanName(chosen[std::size_t(j)].fan) + " (不重复原则)";
                                        break;
                                    }
                            } else if (why == 2) {
                                text += "a group already made this fan (不得相同原则)";
                            } else {
                                text += "its groups were already combined (套算一次原则)";
                            }
                            // Identical chows give identical notes: one is enough.
                            if (std::find(e.notCounted.begin(), e.notCounted.end(), text) == e.notCounted.end())
                                e.notCounted.push_back(text);
                        }
                        const int wf = waitFan(r, f.win, winIn);
                        if (wf >= 0 && !tp.present.has(wf))
                            e.notCounted.push_back(
                                fanName(wf) +
                                " not counted: the hand waited on more than one kind (MCR: only a sole wait)");
                        const GroupStats s = statsOf(r);
                        for (int i = 0; i < r.n; ++i) {
                            const RGroup& g = r.g[std::size_t(i)];
                            if (isPung(g) && isHonor(g.kind) && !pungOfTerminalsOrHonors(f, s, g))
                                e.notCounted.push_back(fanName(kPungOfTerminalsOrHonors) + " (" + kindNameZh(g.kind) +
                                                       ") not counted: included in its honour fan (不重复原则)");
                        }
                    }
                    e.reading = r;
                    e.winIn = winIn;
                    best = std::move(e);
                }
            }
        }
    };
    forEachReading(f, consider);
    return any;
}

}  // namespace

bool bestEvaluation(const Facts& f, const FanValues& values, bool detail, Evaluation& out) {
    return searchBest<1>(f, nullptr, {f.tsumo}, values, detail, &out);
}

bool bestEvaluations(Facts& f, const FanValues& values, std::array<Evaluation, 2>& out) {
    const bool was = f.tsumo;
    const bool any = searchBest<2>(f, &f, {true, false}, values, false, out.data());
    f.tsumo = was;
    return any;
}

// ---------------------------------------------------------------------------
// One finished hand valued for several winning kinds (the bots' valuer).

namespace {

void unTally(Tally& t, int fan) {
    t.present.remove(fan);
    t.count[std::size_t(fan)] = 0;
    t.mask[std::size_t(fan)] = 0;
}

}  // namespace

// What searchBest finds of a finished hand that does not depend on the
// winning tile: each reading with its reading and combination fans and the
// hand fans (for both ways, won on `win0`), and the concealed pungs it has
// self-drawn. Of the hand fans only 九莲宝灯 (f.win) and 和绝张 (f.lastTile)
// depend on the winning tile (kHandPredicates); they are put right per kind.
struct KeptReading {
    Reading r;
    std::array<Tally, 2> t;  // [0] self-drawn, [1] on a discard
    int pungsTsumo = 0;
    std::array<int, 2> most{0, 0};  // the reading's part of KeptHand::most
    // countFans' totals by what a placement adds to t (the way, 九莲宝灯,
    // 和绝张, the concealed pungs, the sole-wait fan): the same for many
    // winning kinds.
    struct Known {
        std::uint16_t key;
        WinTotal t;
    };
    mutable std::array<Known, 16> known{};
    mutable int nKnown = 0;
};
struct KeptHand {
    Facts facts;  // as factsOf filled them, for the kind the hand was kept for
    Counts conc{};
    bool nine0 = false, last0 = false;  // 九莲宝灯 and 和绝张 in the tallies
    std::vector<KeptReading> readings;
    // The most any reading scores without flowers, [0] self-drawn and [1]
    // on a discard, before 和绝张 and the sole-wait fan (which depend on
    // the winning tile; keepHand). `chicken`: a reading whose tallies hold
    // no fan but flowers, 九莲宝灯 or 和绝张, so that it may score 无番和.
    std::array<int, 2> most{0, 0};
    bool chicken = false;
};
constexpr int kNoBound = 1 << 20;  // KeptHand::most where no bound is known

namespace {

// Whether a tally holds a fan other than flowers, 九莲宝灯 and 和绝张 (the
// last two depend on the winning tile): then no placement of the winning
// tile scores 无番和.
bool holdsAFan(const Tally& t) {
    FanSet some = t.present;
    some.remove(kFlowerTiles);
    some.remove(kNineGates);
    some.remove(kLastTile);
    return !some.empty();
}

// The fans a placement can add below 三暗刻 (双暗刻, the sole-wait fans)
// and 和绝张 exclude no other fan: adding them to a tally adds at most
// their values to countFans' total (WinSearch::totals).
bool placementFansAddOnly() {
    static const bool addOnly = [] {
        for (int fan : {kTwoConcealedPungs, kEdgeWait, kClosedWait, kSingleWait, kLastTile})
            if (!excludesOf(fan).empty()) return false;
        return true;
    }();
    return addOnly;
}

// searchBest's decompositions and reading fans of f.conc, won on f.win.
void keepHand(Facts& f, const FanValues& values, KeptHand& out) {
    out.facts = f;
    out.conc = f.conc;
    out.nine0 = nineGates(f);
    out.last0 = f.lastTile;
    out.readings.clear();
    out.most = {0, 0};
    out.chicken = false;
    // The hand fans: those that do not read the way once.
    std::array<Tally, 2> base;
    {
        const Spot none;
        tallyAll<kHandPredicates>(f, none, base[0]);
        base[1] = base[0];
        for (int v = 0; v < 2; ++v) {
            f.tsumo = v == 0;
            tallyAll<kHandWayPredicates>(f, none, base[std::size_t(v)]);
        }
    }
    auto consider = [&](const Reading& r) {
        KeptReading& k = out.readings.emplace_back();
        k.r = r;
        Spot x = readingSpot(k.r);
        CandList cands;
        combinationCandidates(k.r, cands);
        std::array<Cand, 8> chosen{};
        const int nChosen = chooseCombinations(cands, values, chosen);
        // The reading's fans but 全求人 and its combinations, the same both ways.
        Tally own;
        tallyAll<kReadingPredicates>(f, x, own);
        for (int i = 0; i < nChosen; ++i) own.add(chosen[std::size_t(i)].fan, 1, chosen[std::size_t(i)].mask);
        for (int v = 0; v < 2; ++v) {
            f.tsumo = v == 0;
            Tally& t = k.t[std::size_t(v)];
            t = base[std::size_t(v)];
            for (int w = 0; w < 2; ++w)
                for (std::uint64_t b = own.present.w[w]; b; b &= b - 1) {
                    const int fan = 64 * w + std::countr_zero(b);
                    t.add(fan, own.count[std::size_t(fan)], own.mask[std::size_t(fan)]);
                }
            tallyAll<kReadingWayPredicates>(f, x, t);
        }
        // Self-drawn, every concealed pung counts wherever the tile went.
        f.tsumo = true;
        k.pungsTsumo = concealedPungs(f, k.r, -1);
        // The most this reading scores without flowers, before 和绝张 and
        // the sole-wait fan: its tallies counted, and 双暗刻 where it has
        // two concealed pungs self-drawn (on a discard it has no more: the
        // one the winning tile completed is exposed). Three or more: no
        // bound (三暗刻 and 四暗刻 exclude other fans).
        const int p = k.pungsTsumo;
        std::array<WinTotal, 2> both;
        countTotals(k.t, values, both);
        for (int v = 0; v < 2; ++v) {
            const Tally& t = k.t[std::size_t(v)];
            if (!holdsAFan(t)) out.chicken = true;
            const WinTotal counted = both[std::size_t(v)];
            const int flowers = counted.flowers;
            int b = counted.total - flowers;
            // With fewer than two concealed pungs and no sole-wait fan a
            // placement adds nothing: totalsOn's answer for those keys (on
            // a discard the winning tile's pung, if any, is exposed).
            for (int cp = p; p < 2 && cp >= (v == 0 ? p : std::max(p - 1, 0)); --cp)
                k.known[std::size_t(k.nKnown++)] = {
                    std::uint16_t(v | int(out.nine0) << 1 | int(out.last0) << 2 | cp << 3),
                    counted};
            if (p >= 2) b += values[kTwoConcealedPungs];
            if (p >= 3) b = kNoBound;
            k.most[std::size_t(v)] = b;
            out.most[std::size_t(v)] = std::max(out.most[std::size_t(v)], b);
        }
    };
    forEachReading(f, consider);
}

// A second kind the 13 tiles before the win (f.conc less f.win) wait on,
// shown by a kept reading of the finished hand: the winning tile at the end
// of a concealed chow that could end one further out, a concealed pung of
// it beside a pair of another kind (each could be the pung), or the pair
// beside a chow that could take it (2345 waits on 2 and 5). Each such kind
// k completes a standard hand and is near a held tile, so waitCount counts
// it (waits go by shape, a kind held four times included: binshi.md
// "Counting principles"): waitCount would say 2. A sufficient test only
// (false: waitCount decides).
bool otherWaitShown(const Facts& f, const KeptHand& kept) {
    const Kind w = f.win;
    for (const KeptReading& kr : kept.readings) {
        const Reading& r = kr.r;
        if (r.form != Form::Standard) continue;
        for (int i = 0; i < r.n; ++i) {
            const RGroup& g = r.g[std::size_t(i)];
            if (g.meld) continue;
            if (g.type == kSeq) {
                const int n = numberOf(g.kind);
                if (g.kind == w && n <= 6) return true;
                if (g.kind + 2 == w && n >= 2) return true;
                if (r.pair == w && isNumber(w) && suitOf(w) == suitOf(g.kind)) {
                    if (g.kind == w + 1) return true;
                    if (g.kind + 3 == w) return true;
                }
            } else if (g.type == kPung && g.kind == w && r.pair != w) {
                return true;
            }
        }
    }
    return false;
}

// searchBest's totals for the kept hand won on f.win, both ways, under
// both answers waitCount can give: hyp[0] more than one wait (no sole-wait
// fan), hyp[1] a sole wait. Each runs the search's own sequence of "a
// higher total replaces the best" over the readings and placements.
using Hyp = std::array<std::array<WinTotal, 2>, 2>;  // [hypothesis][way]
// `shown`: otherWaitShown's answer where the caller has it (-1: not asked).
void totalsOn(Facts& f, const FanValues& values, const KeptHand& kept, Hyp& hyp, int shown = -1) {
    hyp = {};
    const Kind w = f.win;
    const bool nine = nineGates(f);
    // A second wait seen: no sole-wait fan, both answers the same.
    const bool several = shown >= 0 ? shown != 0 : otherWaitShown(f, kept);
    for (const KeptReading& k : kept.readings) {
        Spot x;
        x.r = &k.r;
        std::array<int, 6> places{};
        const int np = placements(f, k.r, places);
        for (int p = 0; p < np; ++p) {
            const int winIn = places[std::size_t(p)];
            x.winIn = winIn;
            const int wf = several ? -1 : waitFan(k.r, w, winIn);
            const bool wait = wf >= 0;
            const int wfKey = wf == kEdgeWait ? 1 : wf == kClosedWait ? 2 : wf == kSingleWait ? 3 : 0;
            for (int v = 0; v < 2; ++v) {
                f.tsumo = v == 0;
                x.concealedPungs = v == 0 ? k.pungsTsumo : concealedPungs(f, k.r, winIn);
                for (int h = 0; h < (wait ? 2 : 1); ++h) {
                    const std::uint16_t key = std::uint16_t(v | int(nine) << 1 | int(f.lastTile) << 2 |
                                                            std::min(x.concealedPungs, 4) << 3 | (h ? wfKey : 0) << 6);
                    WinTotal got;
                    bool have = false;
                    for (int i = 0; i < k.nKnown && !have; ++i)
                        if (k.known[std::size_t(i)].key == key) {
                            got = k.known[std::size_t(i)].t;
                            have = true;
                        }
                    if (!have) {
                        Tally tp = k.t[std::size_t(v)];
                        if (nine != kept.nine0) {
                            if (nine) tp.add(kNineGates);
                            else unTally(tp, kNineGates);
                        }
                        if (f.lastTile != kept.last0) {
                            if (f.lastTile) tp.add(kLastTile);
                            else unTally(tp, kLastTile);
                        }
                        f.waits = h ? 1 : 2;
                        tallyAll<kPlacementPredicates>(f, x, tp);
                        got = countTotal(tp, values);
                        if (k.nKnown < int(k.known.size())) k.known[std::size_t(k.nKnown++)] = {key, got};
                    }
                    // Without a sole-wait fan the candidate is the same under both answers.
                    for (int hh = h; hh < (wait && h == 0 ? 1 : 2); ++hh) {
                        WinTotal& best = hyp[std::size_t(hh)][std::size_t(v)];
                        if (got.total > best.total) best = got;
                    }
                }
            }
        }
    }
}

bool sameTotals(const Hyp& h) {
    return h[0][0].total == h[1][0].total && h[0][0].flowers == h[1][0].flowers && h[0][1].total == h[1][1].total &&
           h[0][1].flowers == h[1][1].flowers;
}

}  // namespace

void bestTotalsEach(Facts& f, const FanValues& values, std::uint64_t wins, Kind must, std::uint64_t lastTile,
                    WinTotals& at, std::uint64_t& answered) {
    const Kind win0 = f.win;
    const bool tsumo0 = f.tsumo, last0 = f.lastTile;
    const int waits0 = f.waits;
    wins |= kbit(must);
    f.win = must;
    f.lastTile = lastTile >> must & 1;
    KeptHand kept;
    keepHand(f, values, kept);
    answered = 0;
    for (std::uint64_t b = wins; b; b &= b - 1) {
        const Kind w = Kind(std::countr_zero(b));
        f.win = w;
        f.lastTile = lastTile >> w & 1;
        Hyp h;
        totalsOn(f, values, kept, h);
        if (sameTotals(h)) {
            at[w] = h[0];
        } else if (w == must) {
            f.waits = -1;
            at[w] = h[waitCount(f) == 1 ? 1 : 0];
        } else {
            continue;
        }
        answered |= kbit(w);
    }
    f.win = win0;
    f.tsumo = tsumo0;
    f.lastTile = last0;
    f.waits = waits0;
}

// The kept hands by their tiles, one per slot (a newer hand replaces an
// older one in its slot).
struct WinSearch::Impl {
    static constexpr int kSlots = 256;
    std::array<std::uint16_t, kSlots> at{};  // index into hands + 1, 0 empty
    // hands[0, used) are in use; the rest are kept for their readings'
    // storage (keepHand refills every field of a hand it keeps).
    std::vector<KeptHand> hands;
    int used = 0;
    // What the kept hands share besides their tiles (for a search that is
    // not told they all share it): the facts but the tiles, the winning
    // kind, the way, 和绝张 (totals() puts it right per kind) and the waits,
    // with the melds themselves, and the fan values.
    struct Setting {
        std::vector<Meld> melds;
        Kind seatWind = kEast, roundWind = kEast;
        int flowers = 0;
        bool rinshan = false, chankan = false, haitei = false, houtei = false;
        FanValues values;
        bool same(const Facts& f, const FanValues& v) const {
            return seatWind == f.seatWind && roundWind == f.roundWind && flowers == f.flowers &&
                   rinshan == f.rinshan && chankan == f.chankan && haitei == f.haitei && houtei == f.houtei &&
                   std::equal(melds.begin(), melds.end(), f.melds.begin(), f.melds.end()) && values.v == v.v;
        }
    };
    Setting setting;
    bool settled = false;
    Impl() { hands.reserve(kSlots); }
    void clear() {
        at.fill(0);
        used = 0;
        settled = false;
    }
    // Forgets the hands kept in another setting than f's.
    void settle(const Facts& f, const FanValues& v) {
        if (settled && setting.same(f, v)) return;
        clear();
        setting.melds.assign(f.melds.begin(), f.melds.end());
        setting.seatWind = f.seatWind;
        setting.roundWind = f.roundWind;
        setting.flowers = f.flowers;
        setting.rinshan = f.rinshan;
        setting.chankan = f.chankan;
        setting.haitei = f.haitei;
        setting.houtei = f.houtei;
        setting.values = v;
        settled = true;
    }
    // The hand kept with the concealed tiles `conc`, or null; `slot` is its
    // slot either way.
    KeptHand* find(const Counts& conc, std::uint16_t*& slot);
    // A hand for an empty slot.
    KeptHand& place(std::uint16_t& slot) {
        if (used == int(hands.size())) hands.emplace_back();
        slot = std::uint16_t(++used);
        return hands[std::size_t(used - 1)];
    }
};

namespace {

// Searches handed back when their valuer ends and taken by the next one,
// emptied but with their storage: the bots make a new valuer whenever what
// their hands share changes (ai/handeval.cpp; about six a hand of
// self-play), and each would otherwise allocate its kept hands and their
// readings anew.
struct SearchPool {
    static constexpr std::size_t kMaxKept = 8;
    std::vector<std::unique_ptr<WinSearch::Impl>> kept;
    ~SearchPool() { gone = true; }  // searches that end after it free their own
    static inline thread_local bool gone = false;
};
SearchPool& searchPool() {
    static thread_local SearchPool p;
    return p;
}

}  // namespace

WinSearch::WinSearch(int lower, bool oneSetting) : lower_(lower), oneSetting_(oneSetting) {
    if (!SearchPool::gone) {
        auto& kept = searchPool().kept;
        if (!kept.empty()) {
            impl_ = std::move(kept.back());
            kept.pop_back();
            impl_->clear();
            return;
        }
    }
    impl_ = std::make_unique<Impl>();
}
WinSearch::~WinSearch() {
    if (!impl_ || SearchPool::gone) return;
    auto& kept = searchPool().kept;
    if (kept.size() < SearchPool::kMaxKept) kept.push_back(std::move(impl_));
}

KeptHand* WinSearch::Impl::find(const Counts& conc, std::uint16_t*& slot) {
    // The 34 counts read as words (the last two bytes twice).
    std::uint64_t w[5];
    std::memcpy(w, conc.data(), 32);
    std::memcpy(&w[4], conc.data() + 26, 8);
    std::uint64_t h = 0;
    for (std::uint64_t x : w) h = (h ^ x) * 0x9e3779b97f4a7c15ULL;
    slot = &at[std::size_t(h >> 56)];
    if (*slot && hands[std::size_t(*slot - 1)].conc == conc) return &hands[std::size_t(*slot - 1)];
    return nullptr;
}

bool WinSearch::keptFacts(const Counts& conc, Kind win, Facts& f) {
    std::uint16_t* slot = nullptr;
    const KeptHand* kept = impl_->find(conc, slot);
    if (!kept) return false;
    f = kept->facts;
    f.win = win;
    f.waits = -1;
    return true;
}

void WinSearch::totals(Facts& f, const FanValues& values, std::array<WinTotal, 2>& out) {
    if (!oneSetting_) impl_->settle(f, values);
    std::uint16_t* slot = nullptr;
    KeptHand* kept = impl_->find(f.conc, slot);
    if (!kept) {
        kept = *slot ? &impl_->hands[std::size_t(*slot - 1)] : &impl_->place(*slot);
        const bool tsumo = f.tsumo;
        keepHand(f, values, *kept);
        f.tsumo = tsumo;
    }
    // Below the 8-fan minimum whatever the reading and the placement
    // (docs/rulesets/binshi.md "MCR fans (81)": flowers never count toward
    // it): not a valid win either way, without the placements and
    // waitCount. Each placement adds to a reading's tallies at most 双暗刻
    // (in KeptHand::most), one sole-wait fan and 和绝张, which exclude no
    // other fan, so its total is at most the bound; where 九莲宝灯 differs
    // from the kept hand's (it excludes many fans) there is no bound. The
    // bots read a total only where the win is valid.
    // Where only the sole-wait fan could reach the minimum, it counts only
    // in a reading with a placement that makes one (waitFan) and when no
    // second wait is shown (otherWaitShown; waitCount is not asked).
    int shown = -1;  // otherWaitShown where the bound asked it
    if (!kept->readings.empty() && !kept->chicken && placementFansAddOnly() && nineGates(f) == kept->nine0) {
        const int last = (f.lastTile && !kept->last0 ? values[kLastTile] : 0) - lower_;
        const int wait = std::max({values[kEdgeWait], values[kClosedWait], values[kSingleWait]});
        const int most = std::max(kept->most[0], kept->most[1]) + last;
        bool below = most + wait < kMinFan;
        if (!below && most < kMinFan) {
            below = true;
            const bool several = otherWaitShown(f, *kept);
            shown = several;
            for (const KeptReading& k : kept->readings) {
                if (std::max(k.most[0], k.most[1]) + last + wait < kMinFan) continue;
                std::array<int, 6> places{};
                const int np = placements(f, k.r, places);
                for (int p = 0; p < np && below; ++p)
                    if (!several && waitFan(k.r, f.win, places[std::size_t(p)]) >= 0) below = false;
                if (!below) break;
            }
        }
        if (below) {
            out = {WinTotal{0, 0}, WinTotal{0, 0}};
            return;
        }
    }
    const bool tsumo = f.tsumo;
    Hyp hyp;
    totalsOn(f, values, *kept, hyp, shown);
    f.tsumo = tsumo;
    f.waits = -1;
    out = hyp[sameTotals(hyp) || waitCount(f) != 1 ? 0 : 1];
}

}  // namespace qe::binshi
