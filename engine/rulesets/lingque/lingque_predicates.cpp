// One small named predicate per 灵雀 fan (docs/rulesets/lingque.md "Points
// of a winning hand", the fan table docs/rulesets/lingque-fans.tsv, and the
// numbered readings of docs/rulesets/lingque-readings.md, cited below as
// "readings N"). Each returns how
// many times its fan holds on one reading; whether it is counted is decided
// by the relations (lingque_score.cpp). Kongs are triplets in every triplet
// fan (readings 8).
#include <algorithm>
#include <bit>
#include <cstdlib>

#include "rulesets/lingque/lingque_internal.h"

namespace qe::lingque {

namespace {

constexpr int kind(int suit, int n) { return suit * 9 + n - 1; }
constexpr std::uint64_t bit(int k) { return std::uint64_t(1) << k; }

bool standard(const Reading& r) { return r.form == Form::Standard; }
bool pairsForm(const Reading& r) { return r.form == Form::SevenPairs; }

int seqAt(const Reading& r, int suit, int n) { return n >= 1 && n <= 7 ? r.seq[std::size_t(kind(suit, n))] : 0; }
int tripAt(const Reading& r, int suit, int n) { return n >= 1 && n <= 9 ? r.trip[std::size_t(kind(suit, n))] : 0; }
bool pairAt(const Reading& r, int suit, int n) { return n >= 1 && n <= 9 && (r.pairs & bit(kind(suit, n))); }

void markSeq(Witness* w, int k) {
    if (w) w->seq |= bit(k);
}
void markTrip(Witness* w, int k) {
    if (w) w->trip |= bit(k);
}
void markAll(Witness* w) {
    if (w) w->all = true;
}
int whole(bool holds, Witness* w) {
    if (holds) markAll(w);
    return holds ? 1 : 0;
}

// The three suits in every order (for the 三色 fans).
constexpr int kPerm[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

// Sequences of three different suits starting at a, a+d, a+2d (三色步高 d=1,
// 三色连环 d=2, 三色贯通 d=3 with a=1), or triplets at a, a+1, a+2 (三色连刻).
int threeSuitsStep(const Reading& r, bool triplets, int d, Witness* w) {
    const int maxStart = triplets ? 9 - 2 * d : 7 - 2 * d;
    for (int a = 1; a <= maxStart; ++a)
        for (const auto& p : kPerm) {
            bool ok = true;
            for (int i = 0; i < 3 && ok; ++i)
                ok = triplets ? tripAt(r, p[i], a + i * d) > 0 : seqAt(r, p[i], a + i * d) > 0;
            if (!ok) continue;
            for (int i = 0; i < 3; ++i) {
                if (triplets)
                    markTrip(w, kind(p[i], a + i * d));
                else
                    markSeq(w, kind(p[i], a + i * d));
            }
            return 1;
        }
    return 0;
}

// Sequences (or triplets) of one suit at a, a+d, ..., `len` of them.
int oneSuitStep(const Reading& r, bool triplets, int d, int len, Witness* w) {
    const int top = triplets ? 9 : 7;
    for (int s = 0; s < 3; ++s)
        for (int a = 1; a + (len - 1) * d <= top; ++a) {
            bool ok = true;
            for (int i = 0; i < len && ok; ++i) ok = (triplets ? tripAt(r, s, a + i * d) : seqAt(r, s, a + i * d)) > 0;
            if (!ok) continue;
            for (int i = 0; i < len; ++i) {
                if (triplets)
                    markTrip(w, kind(s, a + i * d));
                else
                    markSeq(w, kind(s, a + i * d));
            }
            return 1;
        }
    return 0;
}

// --- 0 偶然类: the situation words (readings 17) ---
int tianhe(const Reading& r, Witness* w) { return whole(r.h->situation & kSitTenhou, w); }
int dihe(const Reading& r, Witness* w) { return whole(r.h->situation & kSitChiihou, w); }
int lingshang(const Reading& r, Witness* w) { return whole(r.h->situation & kSitRinshan, w); }
int haidi(const Reading& r, Witness* w) { return whole(r.h->situation & kSitHaitei, w); }
int hedi(const Reading& r, Witness* w) { return whole(r.h->situation & kSitHoutei, w); }
int qianggang(const Reading& r, Witness* w) { return whole(r.h->situation & kSitChankan, w); }
int zimo(const Reading& r, Witness* w) { return whole(r.h->tsumo, w); }

// --- 1 特殊类 ---
int qidui(const Reading& r, Witness* w) { return whole(pairsForm(r), w); }
int quanbukao(const Reading& r, Witness* w) { return whole(r.form == Form::Knitted, w); }
int shisanyao(const Reading& r, Witness* w) { return whole(r.form == Form::ThirteenOrphans, w); }

// --- 2 副露类: no chi, pon or open kong (a concealed kong keeps it) ---
int menqianqing(const Reading& r, Witness* w) { return whole(r.h->concealedHand, w); }

// --- 3 刻、杠类 ---
int kongsExactly(const Reading& r, int n, Witness* w) {
    if (r.h->kongs != n) return 0;
    for (const Meld& m : r.h->melds)
        if (m.isKong()) markTrip(w, m.kind);
    return 1;
}
int sigang(const Reading& r, Witness* w) { return kongsExactly(r, 4, w); }
int sangang(const Reading& r, Witness* w) { return kongsExactly(r, 3, w); }
int shuanggang(const Reading& r, Witness* w) { return kongsExactly(r, 2, w); }
int gang(const Reading& r, Witness* w) { return kongsExactly(r, 1, w); }

// At least n concealed triplets (a higher count excludes the lower fans by 不计).
int concealedAtLeast(const Reading& r, int n, Witness* w) {
    if (!standard(r) || r.concealedTriplets < n) return 0;
    for (int i = 0; i < 4; ++i)
        if (r.parts[std::size_t(i)].isTripletLike() && r.parts[std::size_t(i)].concealed)
            markTrip(w, r.parts[std::size_t(i)].kind);
    return 1;
}
int sianke(const Reading& r, Witness* w) { return concealedAtLeast(r, 4, w); }
int sananke(const Reading& r, Witness* w) { return concealedAtLeast(r, 3, w); }
int shuanganke(const Reading& r, Witness* w) { return concealedAtLeast(r, 2, w); }
int anke(const Reading& r, Witness* w) { return concealedAtLeast(r, 1, w); }
int duiduihe(const Reading& r, Witness* w) { return whole(standard(r) && r.nTrip == 4, w); }
// Four of a kind anywhere in the hand, melds included, never a kong (readings 8).
int sigui(const Reading& r, Witness* w) {
    if (r.h->sigui == 0) return 0;
    markAll(w);
    return std::min(r.h->sigui, 3);
}

// --- 4 字牌类 ---
int daqixing(const Reading& r, Witness* w) { return whole(pairsForm(r) && (r.pairs >> kEast) == 0x7f, w); }
int ziyise(const Reading& r, Witness* w) { return whole(r.h->allHonours, w); }
int windTriplets(const Reading& r) { return r.trip[kEast] + r.trip[kSouth] + r.trip[kWest] + r.trip[kNorth]; }
int dragonTriplets(const Reading& r) { return r.trip[kWhite] + r.trip[kGreen] + r.trip[kRed]; }
int dasixi(const Reading& r, Witness* w) { return whole(standard(r) && windTriplets(r) == 4, w); }
int xiaosixi(const Reading& r, Witness* w) {
    return whole(standard(r) && windTriplets(r) == 3 && isWind(Kind(r.pairKind)), w);
}
int sixidui(const Reading& r, Witness* w) { return whole(pairsForm(r) && ((r.pairs >> kEast) & 0xf) == 0xf, w); }
int dasanyuan(const Reading& r, Witness* w) { return whole(standard(r) && dragonTriplets(r) == 3, w); }
int xiaosanyuan(const Reading& r, Witness* w) {
    return whole(standard(r) && dragonTriplets(r) == 2 && isDragon(Kind(r.pairKind)), w);
}
int sanyuandui(const Reading& r, Witness* w) { return whole(pairsForm(r) && ((r.pairs >> kWhite) & 0x7) == 0x7, w); }
// 番牌: a triplet/kong or the pair of the kind; in 七对 a pair, in 十三幺 the
// doubled tile (readings 7).
int fanpaiOf(const Reading& r, Kind k, Witness* w) {
    if (r.form == Form::Knitted) return 0;
    if (r.trip[k]) {
        markTrip(w, k);
        return 1;
    }
    if (r.pairKind == k || (r.pairs & bit(k))) {
        if (w) w->pair |= bit(k);
        return 1;
    }
    return 0;
}
int fanMenfeng(const Reading& r, Witness* w) { return fanpaiOf(r, r.h->seatWind, w); }
int fanZhong(const Reading& r, Witness* w) { return fanpaiOf(r, kRed, w); }
int fanFa(const Reading& r, Witness* w) { return fanpaiOf(r, kGreen, w); }
int fanBai(const Reading& r, Witness* w) { return fanpaiOf(r, kWhite, w); }
// 客风: any wind but the seat wind (readings 16: no round-wind fan).
int kefengke(const Reading& r, Witness* w) {
    int n = 0;
    for (Kind k = kEast; k <= kNorth; ++k)
        if (k != r.h->seatWind && r.trip[k]) {
            markTrip(w, k);
            ++n;
        }
    return std::min(n, 3);
}

// --- 5 幺九类 ---
int qingyaojiu(const Reading& r, Witness* w) { return whole(r.h->allTerminals, w); }
// Only terminals and honours, both not required (readings 5).
int hunyaojiu(const Reading& r, Witness* w) { return whole(r.h->allTermHonours, w); }
bool partHasTerminal(const Group& g) {
    if (g.type == GroupType::Sequence) return numberOf(g.kind) == 1 || numberOf(g.kind) == 7;
    return isTerminal(g.kind);
}
int qingdaiyao(const Reading& r, Witness* w) {
    if (!standard(r) || r.nSeq == 0) return 0;
    for (const Group& g : r.parts)
        if (!partHasTerminal(g)) return 0;
    return whole(true, w);
}
int hundaiyao(const Reading& r, Witness* w) {
    if (!standard(r) || r.nSeq == 0 || !r.h->honours || (r.h->numbers & 0x202) == 0) return 0;
    bool terminals = false;
    for (const Group& g : r.parts) {
        if (!partHasTerminal(g) && !isHonor(g.kind)) return 0;
        terminals |= partHasTerminal(g);
    }
    return whole(terminals, w);
}
int yaojiuke(const Reading& r, Witness* w) {
    int n = 0;
    for (int s = 0; s < 3; ++s)
        for (int num : {1, 9})
            if (tripAt(r, s, num)) {
                markTrip(w, kind(s, num));
                ++n;
            }
    return n;
}

// --- 6 花色类 ---
// No melds and the hand without the winning tile is 1112345678999 of its
// suit (readings 18).
int jiulian(const Reading& r, Witness* w) { return whole(r.h->jiulian, w); }
int lianqidui(const Reading& r, Witness* w) {
    if (!pairsForm(r)) return 0;
    for (int s = 0; s < 3; ++s)
        for (int a = 1; a <= 3; ++a)
            if (r.pairs == (std::uint64_t(0x7f) << kind(s, a))) return whole(true, w);
    return 0;
}
int qingyise(const Reading& r, Witness* w) { return whole(!r.h->honours && std::popcount(r.h->suits) == 1, w); }
// At most one number suit, honours not required (readings 4).
int hunyise(const Reading& r, Witness* w) { return whole(std::popcount(r.h->suits) <= 1, w); }
// Exactly two number suits and no honours (readings 3).
int queyimen(const Reading& r, Witness* w) { return whole(!r.h->honours && std::popcount(r.h->suits) == 2, w); }

// --- 7 序数类 ---
int ershu(const Reading& r, Witness* w) { return whole(r.h->numbersOnly && std::popcount(r.h->numbers) == 2, w); }
bool consecutiveNumbers(const HandFacts& h, int len) {
    if (!h.numbersOnly) return false;
    const unsigned run = (1u << len) - 1;
    for (int a = 1; a + len - 1 <= 9; ++a)
        if (h.numbers == (run << a)) return true;
    return false;
}
int sanju(const Reading& r, Witness* w) { return whole(consecutiveNumbers(*r.h, 3), w); }
int siju(const Reading& r, Witness* w) { return whole(consecutiveNumbers(*r.h, 4), w); }
// All nine numbers, and no two parts (groups or the pair) share a number.
int jiushu(const Reading& r, Witness* w) {
    if (!standard(r) || !r.h->numbersOnly) return 0;
    unsigned seen = 0;
    for (const Group& g : r.parts) {
        const unsigned m = g.type == GroupType::Sequence ? 7u << numberOf(g.kind) : 1u << numberOf(g.kind);
        if (seen & m) return 0;
        seen |= m;
    }
    return whole(seen == 0x3fe, w);
}

// --- 8 全体关联类 ---
// 镜数 (readings 10): mirroring every part about q gives a decomposition of
// the hand. The hand's counts must then be symmetric about q (HandFacts::
// mirror), and that makes the mirror of every part a part of some reading;
// what is left is that each meld appear among the mirrored parts.
int jingshu(const Reading& r, Witness* w) {
    if (!standard(r) || !r.h->numbersOnly || r.h->mirror == 0) return 0;
    for (int t = 2; t <= 18; ++t) {
        if (!(r.h->mirror & (1u << t))) continue;
        bool ok = true;
        for (const Meld& m : r.h->melds) {
            // the meld's mirror image, as a part of this reading
            const int n = numberOf(m.kind);
            const int s = int(suitOf(m.kind));
            const bool seqMeld = m.isSequence();
            const int mn = seqMeld ? t - n - 2 : t - n;
            int have = 0, need = 0;
            for (const Meld& o : r.h->melds)
                if (o.kind == m.kind && o.isSequence() == seqMeld) ++need;
            for (const Group& g : r.parts)
                if (g.type != GroupType::Pair && (g.type == GroupType::Sequence) == seqMeld &&
                    int(suitOf(g.kind)) == s && numberOf(g.kind) == mn)
                    ++have;
            if (have < need) ok = false;
        }
        if (ok) return whole(true, w);
    }
    return 0;
}
// 镜数对: number pairs symmetric about an integer n (readings 13).
int jingshudui(const Reading& r, Witness* w) {
    if (!pairsForm(r) || !r.h->numbersOnly) return 0;
    for (int t = 2; t <= 18; t += 2)
        if (r.h->mirror & (1u << t)) return whole(true, w);
    return 0;
}

// --- 9 部分一致类 ---
int maxSameSequence(const Reading& r, Witness* w) {
    int best = 0, at = -1;
    for (int k = 0; k < 27; ++k)
        if (r.seq[std::size_t(k)] > best) {
            best = r.seq[std::size_t(k)];
            at = k;
        }
    if (best >= 2) markSeq(w, at);
    return best;
}
int sitongshun(const Reading& r, Witness* w) {
    return maxSameSequence(r, nullptr) == 4 ? (maxSameSequence(r, w), 1) : 0;
}
int santongshun(const Reading& r, Witness* w) {
    return maxSameSequence(r, nullptr) >= 3 ? (maxSameSequence(r, w), 1) : 0;
}
int erbangao(const Reading& r, Witness* w) {
    int twos = 0;
    for (int k = 0; k < 27; ++k) twos += r.seq[std::size_t(k)] / 2;
    if (twos < 2) return 0;
    for (int k = 0; k < 27; ++k)
        if (r.seq[std::size_t(k)] >= 2) markSeq(w, k);
    return 1;
}
int yibangao(const Reading& r, Witness* w) { return maxSameSequence(r, nullptr) >= 2 ? (maxSameSequence(r, w), 1) : 0; }

// --- 10 部分关联类 ---
int santongke(const Reading& r, Witness* w) {
    for (int n = 1; n <= 9; ++n)
        if (tripAt(r, 0, n) && tripAt(r, 1, n) && tripAt(r, 2, n)) {
            for (int s = 0; s < 3; ++s) markTrip(w, kind(s, n));
            return 1;
        }
    return 0;
}
// Disjoint pairs of same-number groups in different suits, at most 2
// (readings 14): with counts a, b, c per suit, min(⌊(a+b+c)/2⌋, a+b+c−max).
int samePairs(int a, int b, int c) {
    const int t = a + b + c;
    return std::min(t / 2, t - std::max({a, b, c}));
}
int shuangtongke(const Reading& r, Witness* w) {
    int n = 0;
    for (int x = 1; x <= 9; ++x) {
        const int p = samePairs(tripAt(r, 0, x), tripAt(r, 1, x), tripAt(r, 2, x));
        if (p)
            for (int s = 0; s < 3; ++s)
                if (tripAt(r, s, x)) markTrip(w, kind(s, x));
        n += p;
    }
    return std::min(n, 2);
}
int sansetongshun(const Reading& r, Witness* w) {
    for (int n = 1; n <= 7; ++n)
        if (seqAt(r, 0, n) && seqAt(r, 1, n) && seqAt(r, 2, n)) {
            for (int s = 0; s < 3; ++s) markSeq(w, kind(s, n));
            return 1;
        }
    return 0;
}
int xixiangfeng(const Reading& r, Witness* w) {
    int n = 0;
    for (int x = 1; x <= 7; ++x) {
        const int p = samePairs(seqAt(r, 0, x), seqAt(r, 1, x), seqAt(r, 2, x));
        if (p)
            for (int s = 0; s < 3; ++s)
                if (seqAt(r, s, x)) markSeq(w, kind(s, x));
        n += p;
    }
    return std::min(n, 2);
}
// Two numbers with a pair in every suit (readings 13).
int santongerdui(const Reading& r, Witness* w) {
    if (!pairsForm(r)) return 0;
    int numbers = 0;
    for (int n = 1; n <= 9; ++n)
        if (pairAt(r, 0, n) && pairAt(r, 1, n) && pairAt(r, 2, n)) ++numbers;
    return whole(numbers >= 2, w);
}
// Two suits each hold exactly two of the four groups, and those match as
// multisets of (type, number) (readings 12).
int jingtong(const Reading& r, Witness* w) {
    if (!standard(r)) return 0;
    int perSuit[4] = {0, 0, 0, 0};
    for (int i = 0; i < 4; ++i) ++perSuit[int(suitOf(r.parts[std::size_t(i)].kind))];
    for (int a = 0; a < 3; ++a)
        for (int b = a + 1; b < 3; ++b) {
            if (perSuit[a] != 2 || perSuit[b] != 2) continue;
            bool same = true;
            for (int n = 1; n <= 9 && same; ++n)
                same = seqAt(r, a, n) == seqAt(r, b, n) && tripAt(r, a, n) == tripAt(r, b, n);
            if (!same) continue;
            markAll(w);
            return 1;
        }
    return 0;
}
// Two suits sharing at least three pair numbers (readings 13).
int jingtongdui(const Reading& r, Witness* w) {
    if (!pairsForm(r)) return 0;
    for (int a = 0; a < 3; ++a)
        for (int b = a + 1; b < 3; ++b) {
            int shared = 0;
            for (int n = 1; n <= 9; ++n) shared += pairAt(r, a, n) && pairAt(r, b, n);
            if (shared >= 3) return whole(true, w);
        }
    return 0;
}
int silianke(const Reading& r, Witness* w) { return standard(r) ? oneSuitStep(r, true, 1, 4, w) : 0; }
int sanlianke(const Reading& r, Witness* w) { return standard(r) ? oneSuitStep(r, true, 1, 3, w) : 0; }
int sibugao(const Reading& r, Witness* w) { return standard(r) ? oneSuitStep(r, false, 1, 4, w) : 0; }
int sanbugao(const Reading& r, Witness* w) { return standard(r) ? oneSuitStep(r, false, 1, 3, w) : 0; }
int silianhuan(const Reading& r, Witness* w) { return standard(r) ? oneSuitStep(r, false, 2, 4, w) : 0; }
int sanlianhuan(const Reading& r, Witness* w) { return standard(r) ? oneSuitStep(r, false, 2, 3, w) : 0; }
int yiqi(const Reading& r, Witness* w) { return standard(r) ? oneSuitStep(r, false, 3, 3, w) : 0; }
// Two disjoint sets of the same kind among the four sequences: same-suit
// sequences 3 apart, or same-suit 123+789 (readings 11; a mixed hand is not
// 双龙会).
bool shuanglongSets(const Reading& r, Witness* w) {
    if (!standard(r) || r.nSeq != 4) return false;
    std::array<int, 4> k{};
    for (int i = 0; i < 4; ++i) k[std::size_t(i)] = r.parts[std::size_t(i)].kind;
    auto apart = [](int a, int b, int d) { return suitOf(Kind(a)) == suitOf(Kind(b)) && std::abs(a - b) == d; };
    constexpr int kPairings[3][4] = {{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}};
    for (int d : {3, 6})
        for (const auto& p : kPairings) {
            const bool both = apart(k[std::size_t(p[0])], k[std::size_t(p[1])], d) &&
                              apart(k[std::size_t(p[2])], k[std::size_t(p[3])], d);
            if (!both) continue;
            for (int x : k) markSeq(w, x);
            return true;
        }
    return false;
}
int shuanglonghui(const Reading& r, Witness* w) { return shuanglongSets(r, w) ? 1 : 0; }
int lianliu(const Reading& r, Witness* w) {
    for (int s = 0; s < 3; ++s)
        for (int a = 1; a <= 4; ++a)
            if (seqAt(r, s, a) && seqAt(r, s, a + 3)) {
                markSeq(w, kind(s, a));
                markSeq(w, kind(s, a + 3));
                return 1;
            }
    return 0;
}
int laoshaofu(const Reading& r, Witness* w) {
    for (int s = 0; s < 3; ++s)
        if (seqAt(r, s, 1) && seqAt(r, s, 7)) {
            markSeq(w, kind(s, 1));
            markSeq(w, kind(s, 7));
            return 1;
        }
    return 0;
}
int sanselianke(const Reading& r, Witness* w) { return standard(r) ? threeSuitsStep(r, true, 1, w) : 0; }
int sansebugao(const Reading& r, Witness* w) { return standard(r) ? threeSuitsStep(r, false, 1, w) : 0; }
int sanselianhuan(const Reading& r, Witness* w) { return standard(r) ? threeSuitsStep(r, false, 2, w) : 0; }
int sanseguantong(const Reading& r, Witness* w) {
    for (const auto& p : kPerm)
        if (seqAt(r, p[0], 1) && seqAt(r, p[1], 4) && seqAt(r, p[2], 7)) {
            markSeq(w, kind(p[0], 1));
            markSeq(w, kind(p[1], 4));
            markSeq(w, kind(p[2], 7));
            return 1;
        }
    return 0;
}
// 镜同 and 双龙会 on the same decomposition (readings 12).
int jinglonghui(const Reading& r, Witness* w) { return jingtong(r, nullptr) && shuanglongSets(r, w) ? 1 : 0; }

const std::array<Predicate, kNumFans> kPredicates{
    tianhe,        dihe,          lingshang,     haidi,       hedi,          qianggang,  zimo,      qidui,
    quanbukao,     shisanyao,     menqianqing,   sigang,      sangang,       shuanggang, gang,      sianke,
    sananke,       shuanganke,    anke,          duiduihe,    sigui,         daqixing,   ziyise,    dasixi,
    xiaosixi,      sixidui,       dasanyuan,     xiaosanyuan, sanyuandui,    fanMenfeng, fanZhong,  fanFa,
    fanBai,        kefengke,      qingyaojiu,    hunyaojiu,   qingdaiyao,    hundaiyao,  yaojiuke,  jiulian,
    lianqidui,     qingyise,      hunyise,       queyimen,    ershu,         sanju,      siju,      jiushu,
    jingshu,       jingshudui,    sitongshun,    santongshun, erbangao,      yibangao,   santongke, shuangtongke,
    sansetongshun, xixiangfeng,   santongerdui,  jingtong,    jingtongdui,   silianke,   sanlianke, sibugao,
    sanbugao,      silianhuan,    sanlianhuan,   yiqi,        shuanglonghui, lianliu,    laoshaofu, sanselianke,
    sansebugao,    sanselianhuan, sanseguantong, jinglonghui,
};

}  // namespace

const std::array<Predicate, kNumFans>& predicates() { return kPredicates; }

bool discardOpensTriplet(const Reading& r, int win) {
    if (r.form != Form::Standard || win < 0 || !r.trip[std::size_t(win)]) return false;
    bool tripletConcealed = false, elsewhere = false;
    for (int i = 0; i < 5; ++i) {
        const Group& g = r.parts[std::size_t(i)];
        if (g.meld >= 0 || !g.contains(Kind(win))) continue;
        if (g.isTripletLike())
            tripletConcealed = true;
        else
            elsewhere = true;
    }
    return tripletConcealed && !elsewhere;
}

Reading makeReading(const HandFacts& h, const Decomposition& d) {
    Reading r;
    r.h = &h;
    r.form = d.form;
    if (d.form == Form::Standard) {
        for (int i = 0; i < 5; ++i) r.parts[std::size_t(i)] = d.groups[std::size_t(i)];
        for (int i = 0; i < 4; ++i) {
            const Group& g = r.parts[std::size_t(i)];
            if (g.type == GroupType::Sequence) {
                ++r.seq[g.kind];
                ++r.nSeq;
            } else {
                ++r.trip[g.kind];
                ++r.nTrip;
                if (g.concealed) ++r.concealedTriplets;
            }
        }
        r.pairKind = r.parts[4].kind;
        // On a discard the triplet completed by the winning tile is not
        // concealed, unless the tile can sit in another concealed part
        // instead: the best placement is kept (readings 9, FAQ §3).
        if (!h.tsumo && discardOpensTriplet(r, h.winKind)) --r.concealedTriplets;
    } else if (d.form == Form::SevenPairs) {
        for (int i = 0; i < 7; ++i) r.pairs |= bit(d.groups[std::size_t(i)].kind);
    } else if (d.form == Form::ThirteenOrphans) {
        r.pairKind = d.groups[0].kind;
    }
    return r;
}

void evaluate(const Reading& r, Held& out) {
    out = Held{};
    const auto& preds = predicates();
    for (int f = 0; f < kNumFans; ++f) {
        const int n = preds[std::size_t(f)](r, nullptr);
        if (n <= 0) continue;
        out.set.set(f);
        out.count[std::size_t(f)] = std::uint8_t(std::min<int>(n, info(f).maxCount));
    }
    if (r.trip[r.h->seatWind] && out.set.has(kFanMenfeng)) out.fanpaiTriplets.set(kFanMenfeng);
    if (r.trip[kRed] && out.set.has(kFanZhong)) out.fanpaiTriplets.set(kFanZhong);
    if (r.trip[kGreen] && out.set.has(kFanFa)) out.fanpaiTriplets.set(kFanFa);
    if (r.trip[kWhite] && out.set.has(kFanBai)) out.fanpaiTriplets.set(kFanBai);
}

}  // namespace qe::lingque
