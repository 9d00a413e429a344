// The 玉雀 fans as small named predicates over one reading of a hand
// (yuque-fans.tsv "definition", yuque-readings.md "Detailed readings").
// Each predicate appends one Cand per distinct way the fan is present: the
// groups it uses, the triplets that take 番刻 through it (readings 10) and
// for 番牌 the shape (readings 15). Instances made of the same tiles (e.g.
// which two of three equal sequences form 一般高) are listed once.
#include <algorithm>

#include "rulesets/yuque/yuque_internal.h"

namespace qe::yuque {

namespace {

constexpr std::uint8_t b(int i) { return std::uint8_t(1u << i); }

int suitN(Kind k) { return int(suitOf(k)); }

// Content of an instance: its groups' (shape, kind), sorted — two instances
// with the same content are the same tiles.
std::uint64_t contentKey(const Reading& r, std::uint8_t mask) {
    std::array<int, 5> codes{};
    int n = 0;
    for (int i = 0; i < 4; ++i)
        if (mask & b(i)) codes[std::size_t(n++)] = (r.isSeq(i) ? 0 : 64) + r.kind[std::size_t(i)];
    if (mask & kPairBit) codes[std::size_t(n++)] = 128 + r.pair;
    for (int i = 1; i < n; ++i)  // insertion sort: at most five codes
        for (int j = i; j > 0 && codes[std::size_t(j - 1)] > codes[std::size_t(j)]; --j)
            std::swap(codes[std::size_t(j - 1)], codes[std::size_t(j)]);
    std::uint64_t key = 0;
    for (int i = 0; i < n; ++i) key = key * 256 + std::uint64_t(codes[std::size_t(i)]);
    return key;
}

void addUnique(const Reading& r, CandList& o, int fan, std::uint8_t mask, int from) {
    const std::uint64_t key = contentKey(r, mask);
    for (int i = from; i < o.n; ++i)
        if (o.c[std::size_t(i)].fan == fan && contentKey(r, o.c[std::size_t(i)].mask) == key) return;
    o.add(fan, mask);
}

std::uint8_t tripletBits(const Reading& r, std::uint8_t mask) {
    std::uint8_t m = 0;
    for (int i = 0; i < 4; ++i)
        if ((mask & b(i)) && r.isTrip(i)) m |= b(i);
    return m;
}

bool numTrip(const Reading& r, int i) { return r.isTrip(i) && isNumber(r.kind[std::size_t(i)]); }
int num(const Reading& r, int i) { return numberOf(r.kind[std::size_t(i)]); }
int suit(const Reading& r, int i) { return suitN(r.kind[std::size_t(i)]); }

// The three ways to split the four melds into two pairs.
constexpr int kPairings[3][4] = {{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}};

// ---- priority 0: concealed triplets, kongs, all triplets --------------------

// 四暗刻 / 三暗刻 / 双暗刻: "共 N 个" = exactly N (readings 1); a concealed
// kong is a concealed triplet (tsv 0.1.1.1).
void concealedTriplets(const Reading& r, CandList& o, int fan, int n) {
    std::uint8_t m = 0;
    int c = 0;
    for (int i = 0; i < 4; ++i)
        if (r.ctrip[std::size_t(i)]) {
            m |= b(i);
            ++c;
        }
    if (c == n) o.add(fan, m);
}

// 四杠 / 三杠 / 双杠 / 杠: exactly N kongs (readings 1).
void kongs(const Reading& r, CandList& o, int fan, int n) {
    std::uint8_t m = 0;
    int c = 0;
    for (int i = 0; i < 4; ++i)
        if (r.type[std::size_t(i)] == kKong) {
            m |= b(i);
            ++c;
        }
    if (c == n) o.add(fan, m);
}

void allTriplets(const Reading& r, CandList& o) {
    for (int i = 0; i < 4; ++i)
        if (!r.isTrip(i)) return;
    o.add(kDuiduihe, 0x0f);
}

// ---- honours ----------------------------------------------------------------

std::uint8_t honourTriplets(const Reading& r, bool (*pred)(Kind)) {
    std::uint8_t m = 0;
    for (int i = 0; i < 4; ++i)
        if (r.isTrip(i) && pred(r.kind[std::size_t(i)])) m |= b(i);
    return m;
}
int popcount(unsigned x) { return __builtin_popcount(x); }

void bigFourWinds(const Reading& r, CandList& o) {
    const std::uint8_t m = honourTriplets(r, isWind);
    if (popcount(m) == 4) o.add(kDaSixi, m);
}
void littleFourWinds(const Reading& r, CandList& o) {
    const std::uint8_t m = honourTriplets(r, isWind);
    if (popcount(m) == 3 && isWind(r.pair)) o.add(kXiaoSixi, m | kPairBit);
}
// "有三副风牌刻子": three or more (readings 1); the fan involves all of them.
void threeWindTriplets(const Reading& r, CandList& o) {
    const std::uint8_t m = honourTriplets(r, isWind);
    if (popcount(m) >= 3) o.add(kSanfengke, m);
}
void bigThreeDragons(const Reading& r, CandList& o) {
    const std::uint8_t m = honourTriplets(r, isDragon);
    if (popcount(m) == 3) o.add(kDaSanyuan, m);
}
void littleThreeDragons(const Reading& r, CandList& o) {
    const std::uint8_t m = honourTriplets(r, isDragon);
    if (popcount(m) == 2 && isDragon(r.pair)) o.add(kXiaoSanyuan, m | kPairBit);
}
// 番牌: the tile as a triplet/kong or as the pair (yuque.md "Counting fans" 8);
// 番刻 only for a triplet (readings 10); shape for d (readings 15).
void valueTile(const Reading& r, CandList& o, int fan, Kind k) {
    for (int i = 0; i < 4; ++i)
        if (r.isTrip(i) && r.kind[std::size_t(i)] == k) {
            o.add(fan, b(i), 0, 0);
            return;
        }
    if (r.pair == k) o.add(fan, kPairBit, 0, 1);
}

// ---- whole hand: every group meets a per-group demand -------------------------

// Per-group tests; a sequence is judged on its three tiles.
bool groupAll(const Reading& r, int i, bool (*pred)(Kind)) {
    const Kind k = r.kind[std::size_t(i)];
    if (r.isSeq(i)) return pred(k) && pred(Kind(k + 1)) && pred(Kind(k + 2));
    return pred(k);
}
bool groupAny(const Reading& r, int i, bool (*pred)(Kind)) {
    const Kind k = r.kind[std::size_t(i)];
    if (r.isSeq(i)) return pred(k) || pred(Kind(k + 2));  // the middle tile is never 1/9
    return pred(k);
}
bool everyGroupAll(const Reading& r, bool (*pred)(Kind)) {
    for (int i = 0; i < 4; ++i)
        if (!groupAll(r, i, pred)) return false;
    return pred(r.pair);
}
bool everyGroupAny(const Reading& r, bool (*pred)(Kind)) {
    for (int i = 0; i < 4; ++i)
        if (!groupAny(r, i, pred)) return false;
    return pred(r.pair);
}

bool isMan(Kind k) { return k < 9; }
bool isPin(Kind k) { return k >= 9 && k < 18; }
bool isSou(Kind k) { return k >= 18 && k < 27; }
bool manOrHonour(Kind k) { return isMan(k) || isHonor(k); }
bool pinOrHonour(Kind k) { return isPin(k) || isHonor(k); }
bool souOrHonour(Kind k) { return isSou(k) || isHonor(k); }
bool isHonourKind(Kind k) { return isHonor(k); }
bool isTerminalKind(Kind k) { return isTerminal(k); }
bool isYaojiu(Kind k) { return isTerminalOrHonor(k); }

void allHonours(const Reading& r, CandList& o) {
    if (everyGroupAll(r, isHonourKind)) o.add(kZiyise, kAllGroups);
}
void fullFlush(const Reading& r, CandList& o, int fan, bool (*inSuit)(Kind)) {
    if (everyGroupAll(r, inSuit)) o.add(fan, kAllGroups);
}
// 混一色:X: every tile X or an honour and at least one X tile (readings 2).
void halfFlush(const Reading& r, CandList& o, int fan, bool (*xOrHonour)(Kind), bool (*inSuit)(Kind)) {
    if (!everyGroupAll(r, xOrHonour)) return;
    bool anyX = inSuit(r.pair);
    for (int i = 0; i < 4; ++i) anyX = anyX || inSuit(r.kind[std::size_t(i)]);
    if (anyX) o.add(fan, kAllGroups);
}
void allTerminals(const Reading& r, CandList& o) {
    if (everyGroupAll(r, isTerminalKind)) o.add(kQingyaojiu, kAllGroups);
}
void terminalsAndHonours(const Reading& r, CandList& o) {
    if (everyGroupAll(r, isYaojiu)) o.add(kHunyaojiu, kAllGroups);
}
void pureOutside(const Reading& r, CandList& o) {
    if (everyGroupAny(r, isTerminalKind)) o.add(kQingdaiyao, kAllGroups);
}
void mixedOutside(const Reading& r, CandList& o) {
    if (everyGroupAny(r, isYaojiu)) o.add(kHundaiyao, kAllGroups);
}

// ---- identical / same-number sequences and triplets --------------------------

bool sameSeq(const Reading& r, int i, int j) {
    return r.isSeq(i) && r.isSeq(j) && r.kind[std::size_t(i)] == r.kind[std::size_t(j)];
}
// Same numbers, different suits (喜相逢 / 二相逢 sets).
bool mixedSeq(const Reading& r, int i, int j) {
    return r.isSeq(i) && r.isSeq(j) && num(r, i) == num(r, j) && suit(r, i) != suit(r, j);
}
bool mixedTrip(const Reading& r, int i, int j) {
    return numTrip(r, i) && numTrip(r, j) && num(r, i) == num(r, j) && suit(r, i) != suit(r, j);
}

void fourIdentical(const Reading& r, CandList& o) {
    if (sameSeq(r, 0, 1) && sameSeq(r, 0, 2) && sameSeq(r, 0, 3)) o.add(kSitongshun, 0x0f);
}
void threeIdentical(const Reading& r, CandList& o) {
    const int from = o.n;
    for (int i = 0; i < 4; ++i)
        for (int j = i + 1; j < 4; ++j)
            for (int k = j + 1; k < 4; ++k)
                if (sameSeq(r, i, j) && sameSeq(r, i, k)) addUnique(r, o, kSantongshun, b(i) | b(j) | b(k), from);
}
void twoPairsOf(const Reading& r, CandList& o, int fan, bool (*rel)(const Reading&, int, int)) {
    for (const auto& p : kPairings)
        if (rel(r, p[0], p[1]) && rel(r, p[2], p[3])) {
            o.add(fan, 0x0f);
            return;
        }
}
void onePairOf(const Reading& r, CandList& o, int fan, bool (*rel)(const Reading&, int, int)) {
    const int from = o.n;
    for (int i = 0; i < 4; ++i)
        for (int j = i + 1; j < 4; ++j)
            if (rel(r, i, j)) addUnique(r, o, fan, b(i) | b(j), from);
}
void threeSuitsSameNumber(const Reading& r, CandList& o, int fan, bool seq) {
    const int from = o.n;
    for (int i = 0; i < 4; ++i)
        for (int j = i + 1; j < 4; ++j)
            for (int k = j + 1; k < 4; ++k) {
                const bool shape = seq ? (r.isSeq(i) && r.isSeq(j) && r.isSeq(k))
                                       : (numTrip(r, i) && numTrip(r, j) && numTrip(r, k));
                if (!shape) continue;
                if (num(r, i) != num(r, j) || num(r, i) != num(r, k)) continue;
                if (suit(r, i) == suit(r, j) || suit(r, i) == suit(r, k) || suit(r, j) == suit(r, k)) continue;
                const std::uint8_t m = b(i) | b(j) | b(k);
                addUnique(r, o, fan, m, from);
            }
}

// ---- straights and runs --------------------------------------------------------

// Three groups of one shape whose numbers (sorted) are s, s+step, s+2·step;
// sameSuit: all one suit, else three different suits. Fixed numbers for
// 一气贯通 / 三色贯通 (start 1, step 3).
void threeRun(const Reading& r, CandList& o, int fan, bool seq, int step, bool sameSuit, int fixedStart) {
    const int from = o.n;
    for (int i = 0; i < 4; ++i)
        for (int j = i + 1; j < 4; ++j)
            for (int k = j + 1; k < 4; ++k) {
                const bool shape = seq ? (r.isSeq(i) && r.isSeq(j) && r.isSeq(k))
                                       : (numTrip(r, i) && numTrip(r, j) && numTrip(r, k));
                if (!shape) continue;
                if (sameSuit) {
                    if (suit(r, i) != suit(r, j) || suit(r, i) != suit(r, k)) continue;
                } else if (suit(r, i) == suit(r, j) || suit(r, i) == suit(r, k) || suit(r, j) == suit(r, k)) {
                    continue;
                }
                int n[3] = {num(r, i), num(r, j), num(r, k)};
                std::sort(n, n + 3);
                if (n[1] != n[0] + step || n[2] != n[1] + step) continue;
                if (fixedStart && n[0] != fixedStart) continue;
                const std::uint8_t m = b(i) | b(j) | b(k);
                addUnique(r, o, fan, m, from);
            }
}
void fourRun(const Reading& r, CandList& o, int fan, bool seq, int step) {
    for (int i = 0; i < 4; ++i) {
        if (seq ? !r.isSeq(i) : !numTrip(r, i)) return;
        if (suit(r, i) != suit(r, 0)) return;
    }
    int n[4] = {num(r, 0), num(r, 1), num(r, 2), num(r, 3)};
    std::sort(n, n + 4);
    for (int i = 1; i < 4; ++i)
        if (n[i] != n[i - 1] + step) return;
    o.add(fan, 0x0f);
}

// "Not forming 一气贯通": the four sequences do not hold 123, 456 and 789 of
// one suit (readings 5).
bool holdsStraight(const Reading& r) {
    for (int s = 0; s < 3; ++s) {
        bool has[3] = {false, false, false};
        for (int i = 0; i < 4; ++i)
            if (r.isSeq(i) && suit(r, i) == s && (num(r, i) - 1) % 3 == 0) has[(num(r, i) - 1) / 3] = true;
        if (has[0] && has[1] && has[2]) return true;
    }
    return false;
}
// 双龙会 / 清双龙会: two pairs of sequences, each pair one suit with starts s
// and s+3 (a run of six, readings 5); clean = all four in one suit.
void twinRuns(const Reading& r, CandList& o, int fan, bool clean) {
    for (int i = 0; i < 4; ++i)
        if (!r.isSeq(i)) return;
    if (clean)
        for (int i = 1; i < 4; ++i)
            if (suit(r, i) != suit(r, 0)) return;
    if (holdsStraight(r)) return;
    auto six = [&](int i, int j) { return suit(r, i) == suit(r, j) && std::abs(num(r, i) - num(r, j)) == 3; };
    for (const auto& p : kPairings)
        if (six(p[0], p[1]) && six(p[2], p[3])) {
            o.add(fan, 0x0f);
            return;
        }
}

// 镜同: exactly two suits with two melds each, the two multisets of
// (shape, number) equal (readings 4). Triplets and kongs are one shape.
void mirror(const Reading& r, CandList& o) {
    int cnt[3] = {0, 0, 0};
    for (int i = 0; i < 4; ++i) {
        if (!isNumber(r.kind[std::size_t(i)])) return;
        ++cnt[suit(r, i)];
    }
    int x = -1, y = -1;
    for (int s = 0; s < 3; ++s) {
        if (cnt[s] == 0) continue;
        if (cnt[s] != 2) return;
        (x < 0 ? x : y) = s;
    }
    if (y < 0) return;
    int a[2], c[2], na = 0, nc = 0;
    for (int i = 0; i < 4; ++i) {
        const int code = (r.isSeq(i) ? 0 : 16) + num(r, i);
        if (suit(r, i) == x) a[na++] = code; else c[nc++] = code;
    }
    if (std::min(a[0], a[1]) == std::min(c[0], c[1]) && std::max(a[0], a[1]) == std::max(c[0], c[1]))
        o.add(kJingtong, 0x0f);
}

// 数同 (readings 3): number tiles only; n = the pair's number; in every suit
// a sequence starting at s pairs with one starting at 2n-2-s, a triplet of t
// with one of 2n-t, in equal counts (self-symmetric groups allowed).
void symmetry(const Reading& r, CandList& o) {
    if (!isNumber(r.pair)) return;
    for (int i = 0; i < 4; ++i)
        if (!isNumber(r.kind[std::size_t(i)])) return;
    const int n = numberOf(r.pair);
    for (int i = 0; i < 4; ++i) {
        const int mirrorNum = r.isSeq(i) ? 2 * n - 2 - num(r, i) : 2 * n - num(r, i);
        int same = 0, partner = 0;
        for (int j = 0; j < 4; ++j) {
            if (suit(r, j) != suit(r, i) || r.isSeq(j) != r.isSeq(i)) continue;
            if (num(r, j) == num(r, i)) ++same;
            if (num(r, j) == mirrorNum) ++partner;
        }
        if (same != partner) return;
    }
    o.add(kShutong, kAllGroups);
}

// 幺九三刻: exactly three terminal/honour triplets (readings 1).
void threeYaojiu(const Reading& r, CandList& o) {
    const std::uint8_t m = honourTriplets(r, isYaojiu);
    if (popcount(m) == 3) o.add(kYaojiuSanke, m);
}
// 幺九四刻: four terminal/honour triplets and a pair that is not (h = 4 counts
// the triplets, readings 14).
void fourYaojiu(const Reading& r, CandList& o) {
    const std::uint8_t m = honourTriplets(r, isYaojiu);
    if (popcount(m) == 4 && !isTerminalOrHonor(r.pair)) o.add(kYaojiuSike, m);
}

void concealedHand(const Reading& r, CandList& o) {
    if (r.concealedHand) o.add(kMenqianqing, kAllGroups);
}

}  // namespace

void fanInstances(int fan, const Reading& r, CandList& o) {
    const int from = o.n;
    switch (fan) {
        case kSiAnke: concealedTriplets(r, o, fan, 4); break;
        case kSanAnke: concealedTriplets(r, o, fan, 3); break;
        case kShuangAnke: concealedTriplets(r, o, fan, 2); break;
        case kSiGang: kongs(r, o, fan, 4); break;
        case kSanGang: kongs(r, o, fan, 3); break;
        case kShuangGang: kongs(r, o, fan, 2); break;
        case kGang: kongs(r, o, fan, 1); break;
        case kDuiduihe: allTriplets(r, o); break;
        case kDaSixi: bigFourWinds(r, o); break;
        case kXiaoSixi: littleFourWinds(r, o); break;
        case kSanfengke: threeWindTriplets(r, o); break;
        case kDaSanyuan: bigThreeDragons(r, o); break;
        case kXiaoSanyuan: littleThreeDragons(r, o); break;
        case kMenfeng: valueTile(r, o, fan, r.seatWind); break;
        case kZhong: valueTile(r, o, fan, kRed); break;
        case kFa: valueTile(r, o, fan, kGreen); break;
        case kBai: valueTile(r, o, fan, kWhite); break;
        case kZiyise: allHonours(r, o); break;
        case kQingyiseM: fullFlush(r, o, fan, isMan); break;
        case kQingyiseP: fullFlush(r, o, fan, isPin); break;
        case kQingyiseS: fullFlush(r, o, fan, isSou); break;
        case kHunyiseM: halfFlush(r, o, fan, manOrHonour, isMan); break;
        case kHunyiseP: halfFlush(r, o, fan, pinOrHonour, isPin); break;
        case kHunyiseS: halfFlush(r, o, fan, souOrHonour, isSou); break;
        case kQingyaojiu: allTerminals(r, o); break;
        case kHunyaojiu: terminalsAndHonours(r, o); break;
        case kQingdaiyao: pureOutside(r, o); break;
        case kHundaiyao: mixedOutside(r, o); break;
        case kSitongshun: fourIdentical(r, o); break;
        case kSantongshun: threeIdentical(r, o); break;
        case kErbangao: twoPairsOf(r, o, fan, sameSeq); break;
        case kYibangao: onePairOf(r, o, fan, sameSeq); break;
        case kSansetongshun: threeSuitsSameNumber(r, o, fan, true); break;
        case kErxiangfeng: twoPairsOf(r, o, fan, mixedSeq); break;
        case kXixiangfeng: onePairOf(r, o, fan, mixedSeq); break;
        case kSansetongke: threeSuitsSameNumber(r, o, fan, false); break;
        case kErtongke: twoPairsOf(r, o, fan, mixedTrip); break;
        case kShuangtongke: onePairOf(r, o, fan, mixedTrip); break;
        case kYiqi: threeRun(r, o, fan, true, 3, true, 1); break;
        case kSanseguan: threeRun(r, o, fan, true, 3, false, 1); break;
        case kQingshuanglong: twinRuns(r, o, fan, true); break;
        case kShuanglong: twinRuns(r, o, fan, false); break;
        case kSibugao: fourRun(r, o, fan, true, 1); break;
        case kSanbugao: threeRun(r, o, fan, true, 1, true, 0); break;
        case kSilianhuan: fourRun(r, o, fan, true, 2); break;
        case kSanlianhuan: threeRun(r, o, fan, true, 2, true, 0); break;
        case kSilianke: fourRun(r, o, fan, false, 1); break;
        case kSanlianke: threeRun(r, o, fan, false, 1, true, 0); break;
        case kSanselianke: threeRun(r, o, fan, false, 1, false, 0); break;
        case kJingtong: mirror(r, o); break;
        case kShutong: symmetry(r, o); break;
        case kYaojiuSanke: threeYaojiu(r, o); break;
        case kYaojiuSike: fourYaojiu(r, o); break;
        case kMenqianqing: concealedHand(r, o); break;
        default: break;  // 番刻, situations, 九莲宝灯: hand-level
    }
    // 番刻 goes to the triplets/kongs among the groups of the fans the table
    // marks (tsv 0.0, readings 10).
    if (info(fan).fanke)
        for (int i = from; i < o.n; ++i) o.c[std::size_t(i)].fmask = tripletBits(r, o.c[std::size_t(i)].mask);
}

void structuralFans(const Reading& r, CandList& out) {
    // One pass of shape counts decides which predicates can fire; only those
    // run (speed only — tests check that nothing is skipped that a predicate
    // would find).
    int seqs = 0, numTrips = 0, windTrips = 0, dragonTrips = 0, yaojiuTrips = 0, concealed = 0, kongCount = 0;
    unsigned suits = 0;  // number suits present, pair included
    std::uint64_t honourKinds = 0;
    for (int i = 0; i < 4; ++i) {
        const Kind k = r.kind[std::size_t(i)];
        if (r.isSeq(i)) {
            ++seqs;
        } else {
            if (isNumber(k)) ++numTrips;
            if (isWind(k)) ++windTrips;
            if (isDragon(k)) ++dragonTrips;
            if (isTerminalOrHonor(k)) ++yaojiuTrips;
            if (r.type[std::size_t(i)] == kKong) ++kongCount;
            if (r.ctrip[std::size_t(i)]) ++concealed;
        }
        if (isNumber(k)) suits |= 1u << int(suitOf(k));
        else honourKinds |= std::uint64_t(1) << k;
    }
    if (isNumber(r.pair)) suits |= 1u << int(suitOf(r.pair));
    else honourKinds |= std::uint64_t(1) << r.pair;
    const bool honours = honourKinds != 0;
    const int honourTrips = windTrips + dragonTrips;
    auto run = [&](int f) { fanInstances(f, r, out); };

    if (concealed >= 2) run(concealed == 4 ? kSiAnke : (concealed == 3 ? kSanAnke : kShuangAnke));
    if (kongCount >= 1) run(kongCount == 4 ? kSiGang : kongCount == 3 ? kSanGang : kongCount == 2 ? kShuangGang : kGang);
    if (seqs == 0) run(kDuiduihe);
    if (windTrips >= 3) {
        run(kDaSixi);
        run(kXiaoSixi);
        run(kSanfengke);
    }
    if (dragonTrips == 3) run(kDaSanyuan);
    if (dragonTrips == 2) run(kXiaoSanyuan);
    if (honourKinds >> r.seatWind & 1) run(kMenfeng);
    if (honourKinds >> kRed & 1) run(kZhong);
    if (honourKinds >> kGreen & 1) run(kFa);
    if (honourKinds >> kWhite & 1) run(kBai);
    if (honourTrips == 4 && isHonor(r.pair)) run(kZiyise);
    if (__builtin_popcount(suits) == 1) {
        const int s = __builtin_ctz(suits);
        if (!honours) run(kQingyiseM + s);
        run(kHunyiseM + s);
    }
    if (seqs == 0) {
        run(kQingyaojiu);
        run(kHunyaojiu);
    }
    run(kQingdaiyao);
    run(kHundaiyao);
    if (seqs >= 2) {
        run(kYibangao);
        run(kXixiangfeng);
    }
    if (seqs >= 3) {
        run(kSantongshun);
        run(kSansetongshun);
        run(kYiqi);
        run(kSanseguan);
        run(kSanbugao);
        run(kSanlianhuan);
    }
    if (seqs == 4) {
        run(kSitongshun);
        run(kErbangao);
        run(kErxiangfeng);
        run(kQingshuanglong);
        run(kShuanglong);
        run(kSibugao);
        run(kSilianhuan);
    }
    if (numTrips >= 2) run(kShuangtongke);
    if (numTrips >= 3) {
        run(kSansetongke);
        run(kSanlianke);
        run(kSanselianke);
    }
    if (numTrips == 4) {
        run(kErtongke);
        run(kSilianke);
    }
    if (honourTrips == 0) run(kJingtong);  // the pair is free (readings 4)
    if (!honours) run(kShutong);
    if (yaojiuTrips == 3) run(kYaojiuSanke);
    if (yaojiuTrips == 4) run(kYaojiuSike);
    run(kMenqianqing);
}

bool hasFan(int fan, const Reading& r) {
    CandList tmp;
    fanInstances(fan, r, tmp);
    return tmp.n > 0;
}

bool jiulianHand(const Counts& c, int meldCount, int winKind) {
    if (meldCount != 0) return false;
    int total = 0;
    for (int k = 0; k < kNumKinds; ++k) total += c[std::size_t(k)];
    if (total != 14) return false;
    for (int s = 0; s < 3; ++s) {
        int inSuit = 0;
        for (int n = 0; n < 9; ++n) inSuit += c[std::size_t(s * 9 + n)];
        if (inSuit != 14) continue;
        static constexpr int pure[9] = {3, 1, 1, 1, 1, 1, 1, 1, 3};
        auto pureWithout = [&](int k) {
            if (k < s * 9 || k >= s * 9 + 9 || c[std::size_t(k)] == 0) return false;
            for (int n = 0; n < 9; ++n)
                if (c[std::size_t(s * 9 + n)] - (s * 9 + n == k ? 1 : 0) != pure[n]) return false;
            return true;
        };
        if (winKind >= 0) return pureWithout(winKind);
        for (int k = s * 9; k < s * 9 + 9; ++k)
            if (pureWithout(k)) return true;
        return false;
    }
    return false;
}

Reading makeReading(const Decomposition& d, int winKind, bool tsumo,
                    Kind seatWind, bool concealedHandFlag) {
    Reading r;
    r.seatWind = seatWind;
    r.concealedHand = concealedHandFlag;
    for (int i = 0; i < 4; ++i) {
        const Group& g = d.groups[std::size_t(i)];
        r.kind[std::size_t(i)] = g.kind;
        r.type[std::size_t(i)] = g.type == GroupType::Sequence ? kSeq : (g.type == GroupType::Kong ? kKong : kTrip);
        r.open[std::size_t(i)] = !g.concealed;
        r.ctrip[std::size_t(i)] = g.isTripletLike() && g.concealed;
    }
    r.pair = d.groups[4].kind;
    // Readings 16 / common practice: on a discard win the triplet the winning
    // tile completed is open — unless the tile can be read into another
    // concealed group of this decomposition (the player's choice, which never
    // lowers the score: more concealed triplets only add).
    if (!tsumo && winKind >= 0) {
        int trip = -1;
        bool elsewhere = d.groups[4].kind == winKind;
        for (int i = 0; i < 4; ++i) {
            const Group& g = d.groups[std::size_t(i)];
            if (g.meld >= 0) continue;
            if (g.type == GroupType::Triplet && g.kind == winKind) trip = i;
            if (g.type == GroupType::Sequence && g.contains(Kind(winKind))) elsewhere = true;
        }
        if (trip >= 0 && !elsewhere) r.ctrip[std::size_t(trip)] = false;
    }
    return r;
}

std::vector<Tile> groupTiles(const Reading& r, int i) {
    std::vector<Tile> t;
    if (i == 4) {
        t.assign(2, Tile{r.pair, false});
        return t;
    }
    const Kind k = r.kind[std::size_t(i)];
    switch (r.type[std::size_t(i)]) {
        case kSeq: t = {Tile{k, false}, Tile{Kind(k + 1), false}, Tile{Kind(k + 2), false}}; break;
        case kTrip: t.assign(3, Tile{k, false}); break;
        default: t.assign(4, Tile{k, false}); break;
    }
    return t;
}

}  // namespace qe::yuque
