// Remainders r(b|a) = d/h_b (yuque.md "Counting fans" 4): d derived from a
// structural description of each fan, following yuque-readings.md
// "Remainders: how d is derived", families 1-4. Nothing here is a typed
// table of pairs: number-pattern fans are described by slots that share
// suit/number/kind variables (the ties are the shared variables), honour and
// 幺九刻 fans by slot classes, whole-hand fans by per-group demands. The
// table is built once, on first use, and kept as a flat array.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <map>
#include <set>

#include "rulesets/yuque/yuque_internal.h"

namespace qe::yuque {

namespace {

constexpr int kInf = 99;

// ---------------------------------------------------------------------------
// Per-group demands of the whole-hand fans (readings family 3 / family 2
// "Per-group b"): a group meets the demand when all its tiles pass (`any`
// false) or one of them does (带幺 fans).

bool dIsHonour(Kind k) { return isHonor(k); }
bool dMan(Kind k) { return k < 9; }
bool dPin(Kind k) { return k >= 9 && k < 18; }
bool dSou(Kind k) { return k >= 18 && k < 27; }
bool dManH(Kind k) { return k < 9 || isHonor(k); }
bool dPinH(Kind k) { return (k >= 9 && k < 18) || isHonor(k); }
bool dSouH(Kind k) { return (k >= 18 && k < 27) || isHonor(k); }
bool dTerm(Kind k) { return isTerminal(k); }
bool dYaojiu(Kind k) { return isTerminalOrHonor(k); }
bool dNumber(Kind k) { return isNumber(k); }

struct Demand {
    bool (*pred)(Kind) = nullptr;
    bool any = false;
    bool (*atLeastOne)(Kind) = nullptr;  // 混一色:X needs one X tile (readings 2)
    bool joint = false;                  // 数同: symmetry is a joint condition
};

Demand demandOf(int fan) {
    switch (fan) {
        case kZiyise: return {dIsHonour};
        case kQingyiseM: return {dMan};
        case kQingyiseP: return {dPin};
        case kQingyiseS: return {dSou};
        case kHunyiseM: return {dManH, false, dMan};
        case kHunyiseP: return {dPinH, false, dPin};
        case kHunyiseS: return {dSouH, false, dSou};
        case kQingyaojiu: return {dTerm};
        case kHunyaojiu: return {dYaojiu};
        case kQingdaiyao: return {dTerm, true};
        case kHundaiyao: return {dYaojiu, true};
        case kShutong: return {dNumber, false, nullptr, true};
        default: return {};
    }
}

// A number or honour group for the derivation: shape (seq / triplet / pair)
// and lowest kind.
struct NG {
    bool seq = false;
    Kind k = 0;
    int code() const { return (seq ? 0 : 64) + k; }
};
int suitNG(const NG& g) { return int(suitOf(g.k)); }
int numNG(const NG& g) { return numberOf(g.k); }

bool meets(const Demand& d, const NG& g) {
    if (!g.seq) return d.pred(g.k);
    if (d.any) return d.pred(g.k) || d.pred(Kind(g.k + 2));
    return d.pred(g.k) && d.pred(Kind(g.k + 1)) && d.pred(Kind(g.k + 2));
}

void addCounts(std::array<int, kNumKinds>& c, const NG& g, int n = 3) {
    if (g.seq) {
        ++c[g.k];
        ++c[g.k + 1u];
        ++c[g.k + 2u];
    } else {
        c[g.k] += n;
    }
}

// A reading from up to four melds; free meld slots get honour junk (useless
// to any number pattern, readings family 1) and the pair is an honour.
Reading readingOf(const NG* g, int n) {
    static constexpr Kind junk[4] = {kEast, kSouth, kWest, kNorth};
    Reading r;
    r.seatWind = kNorth;
    int j = 0;
    for (int i = 0; i < 4; ++i) {
        if (i < n) {
            r.kind[std::size_t(i)] = g[i].k;
            r.type[std::size_t(i)] = g[i].seq ? kSeq : kTrip;
        } else {
            r.kind[std::size_t(i)] = junk[j++];
            r.type[std::size_t(i)] = kTrip;
        }
    }
    r.pair = kRed;
    return r;
}

// ---------------------------------------------------------------------------
// Family 1: number patterns. A descriptor lists the slots in role order; a
// slot's suit, number and (for 镜同) shape are variables or fixed values.
// Slots sharing a variable are tied (readings family 1 table).

struct Slot {
    std::int8_t shapeVar;  // -1: shape fixed by `seq`
    bool seq;
    std::int8_t suitVar;
    std::int8_t numVar;    // -1: number fixed at `off`
    std::int8_t off;
};

struct PatternDesc {
    int fan;
    int slots;
    Slot s[4];
    int suitVars, numVars, shapeVars;
    // pairs of suit variables that must differ
    std::vector<std::pair<int, int>> distinct;
};

Slot S(int sv, int nv, int off) { return Slot{-1, true, std::int8_t(sv), std::int8_t(nv), std::int8_t(off)}; }
Slot T(int sv, int nv, int off) { return Slot{-1, false, std::int8_t(sv), std::int8_t(nv), std::int8_t(off)}; }
Slot SF(int sv, int fixed) { return Slot{-1, true, std::int8_t(sv), -1, std::int8_t(fixed)}; }
Slot K(int kv, int sv, int nv) { return Slot{std::int8_t(kv), false, std::int8_t(sv), std::int8_t(nv), 0}; }

const std::vector<PatternDesc>& patternDescs() {
    static const std::vector<PatternDesc> v = {
        {kSitongshun, 4, {S(0, 0, 0), S(0, 0, 0), S(0, 0, 0), S(0, 0, 0)}, 1, 1, 0, {}},
        {kSantongshun, 3, {S(0, 0, 0), S(0, 0, 0), S(0, 0, 0)}, 1, 1, 0, {}},
        {kErbangao, 4, {S(0, 0, 0), S(0, 0, 0), S(1, 1, 0), S(1, 1, 0)}, 2, 2, 0, {}},
        {kYibangao, 2, {S(0, 0, 0), S(0, 0, 0)}, 1, 1, 0, {}},
        {kSansetongshun, 3, {S(0, 0, 0), S(1, 0, 0), S(2, 0, 0)}, 3, 1, 0, {{0, 1}, {0, 2}, {1, 2}}},
        {kErxiangfeng, 4, {S(0, 0, 0), S(1, 0, 0), S(2, 1, 0), S(3, 1, 0)}, 4, 2, 0, {{0, 1}, {2, 3}}},
        {kXixiangfeng, 2, {S(0, 0, 0), S(1, 0, 0)}, 2, 1, 0, {{0, 1}}},
        {kSansetongke, 3, {T(0, 0, 0), T(1, 0, 0), T(2, 0, 0)}, 3, 1, 0, {{0, 1}, {0, 2}, {1, 2}}},
        {kErtongke, 4, {T(0, 0, 0), T(1, 0, 0), T(2, 1, 0), T(3, 1, 0)}, 4, 2, 0, {{0, 1}, {2, 3}}},
        {kShuangtongke, 2, {T(0, 0, 0), T(1, 0, 0)}, 2, 1, 0, {{0, 1}}},
        {kYiqi, 3, {SF(0, 1), SF(0, 4), SF(0, 7)}, 1, 0, 0, {}},
        {kSanseguan, 3, {SF(0, 1), SF(1, 4), SF(2, 7)}, 3, 0, 0, {{0, 1}, {0, 2}, {1, 2}}},
        {kQingshuanglong, 4, {S(0, 0, 0), S(0, 0, 3), S(0, 1, 0), S(0, 1, 3)}, 1, 2, 0, {}},
        {kShuanglong, 4, {S(0, 0, 0), S(0, 0, 3), S(1, 1, 0), S(1, 1, 3)}, 2, 2, 0, {}},
        {kSibugao, 4, {S(0, 0, 0), S(0, 0, 1), S(0, 0, 2), S(0, 0, 3)}, 1, 1, 0, {}},
        {kSanbugao, 3, {S(0, 0, 0), S(0, 0, 1), S(0, 0, 2)}, 1, 1, 0, {}},
        {kSilianhuan, 4, {S(0, 0, 0), S(0, 0, 2), S(0, 0, 4), S(0, 0, 6)}, 1, 1, 0, {}},
        {kSanlianhuan, 3, {S(0, 0, 0), S(0, 0, 2), S(0, 0, 4)}, 1, 1, 0, {}},
        {kSilianke, 4, {T(0, 0, 0), T(0, 0, 1), T(0, 0, 2), T(0, 0, 3)}, 1, 1, 0, {}},
        {kSanlianke, 3, {T(0, 0, 0), T(0, 0, 1), T(0, 0, 2)}, 1, 1, 0, {}},
        {kSanselianke, 3, {T(0, 0, 0), T(1, 0, 1), T(2, 0, 2)}, 3, 1, 0, {{0, 1}, {0, 2}, {1, 2}}},
        // 镜同 X1 X2 Y1 Y2: X1/Y1 share shape and number, X2/Y2 likewise.
        {kJingtong, 4, {K(0, 0, 0), K(1, 0, 1), K(0, 1, 0), K(1, 1, 1)}, 2, 2, 2, {{0, 1}}},
    };
    return v;
}

const PatternDesc* descOf(int fan) {
    for (const auto& d : patternDescs())
        if (d.fan == fan) return &d;
    return nullptr;
}

struct Inst {
    std::array<NG, 4> g{};
    int n = 0;
};

bool copiesOk(const NG* g, int n) {
    std::array<int, kNumKinds> c{};
    for (int i = 0; i < n; ++i) addCounts(c, g[i]);
    for (int x : c)
        if (x > 4) return false;
    return true;
}

// Every concrete instance of a pattern fan, slots in role order, four-copy
// limit respected, and confirmed by the fan's own predicate (which applies
// the negative conditions such as "not forming 一气贯通").
std::vector<Inst> instancesOf(const PatternDesc& p) {
    std::vector<Inst> out;
    int suits[4], nums[2], shapes[2];
    const int suitCombos = p.suitVars == 0 ? 1 : int(std::pow(3, p.suitVars) + 0.5);
    const int numCombos = p.numVars == 0 ? 1 : int(std::pow(9, p.numVars) + 0.5);
    const int shapeCombos = 1 << p.shapeVars;
    for (int sc = 0; sc < suitCombos; ++sc) {
        for (int i = 0, x = sc; i < p.suitVars; ++i, x /= 3) suits[i] = x % 3;
        bool okSuits = true;
        for (auto [a, c] : p.distinct)
            if (suits[a] == suits[c]) okSuits = false;
        if (!okSuits) continue;
        for (int nc = 0; nc < numCombos; ++nc) {
            for (int i = 0, x = nc; i < p.numVars; ++i, x /= 9) nums[i] = x % 9 + 1;
            for (int kc = 0; kc < shapeCombos; ++kc) {
                for (int i = 0; i < p.shapeVars; ++i) shapes[i] = (kc >> i) & 1;
                Inst in;
                in.n = p.slots;
                bool ok = true;
                for (int i = 0; i < p.slots && ok; ++i) {
                    const Slot& s = p.s[i];
                    const bool seq = s.shapeVar >= 0 ? shapes[s.shapeVar] == 1 : s.seq;
                    const int n = s.numVar >= 0 ? nums[s.numVar] + s.off : s.off;
                    if (n < 1 || n > (seq ? 7 : 9)) ok = false;
                    in.g[std::size_t(i)] = NG{seq, Kind(suits[s.suitVar] * 9 + n - 1)};
                }
                if (!ok || !copiesOk(in.g.data(), in.n)) continue;
                if (!hasFan(p.fan, readingOf(in.g.data(), in.n))) continue;
                out.push_back(in);
            }
        }
    }
    return out;
}

std::vector<int> sortedCodes(const NG* g, int n) {
    std::vector<int> c;
    for (int i = 0; i < n; ++i) c.push_back(g[i].code());
    std::sort(c.begin(), c.end());
    return c;
}

// Distinct contents (sorted groups) of a pattern's instances.
struct Content {
    std::array<NG, 4> g{};
    std::array<int, 4> code{};
    int n = 0;
};
const std::vector<Content>& contentsOf(int fan) {
    static std::map<int, std::vector<Content>> cache;
    auto it = cache.find(fan);
    if (it != cache.end()) return it->second;
    std::vector<Content> out;
    std::set<std::vector<int>> seen;
    for (const Inst& in : instancesOf(*descOf(fan))) {
        if (!seen.insert(sortedCodes(in.g.data(), in.n)).second) continue;
        Content c;
        c.n = in.n;
        std::copy(in.g.begin(), in.g.begin() + in.n, c.g.begin());
        std::sort(c.g.begin(), c.g.begin() + c.n, [](const NG& x, const NG& y) { return x.code() < y.code(); });
        for (int i = 0; i < c.n; ++i) c.code[std::size_t(i)] = c.g[std::size_t(i)].code();
        out.push_back(c);
    }
    return cache.emplace(fan, std::move(out)).first->second;
}

// 数同 with the free melds as wildcards (readings family 1, "数同"): some n
// makes a's groups symmetric once at most `free` partner groups are added.
// The pair is free (its suit does not matter, readings 3).
bool symmetricWithWildcards(const NG* g, int n, int free) {
    for (int c = 1; c <= 9; ++c) {
        int needed = 0;
        bool ok = true;
        std::vector<NG> added;
        std::vector<int> done;
        for (int i = 0; i < n && ok; ++i) {
            if (!isNumber(g[i].k)) {
                ok = false;
                break;
            }
            const int m = g[i].seq ? 2 * c - 2 - numNG(g[i]) : 2 * c - numNG(g[i]);
            if (std::find(done.begin(), done.end(), g[i].code()) != done.end()) continue;
            done.push_back(g[i].code());
            int same = 0, partner = 0;
            for (int j = 0; j < n; ++j) {
                if (g[j].seq != g[i].seq || suitNG(g[j]) != suitNG(g[i])) continue;
                if (numNG(g[j]) == numNG(g[i])) ++same;
                if (numNG(g[j]) == m) ++partner;
            }
            if (m == numNG(g[i])) continue;  // self-symmetric
            if (m < 1 || m > (g[i].seq ? 7 : 9)) {
                ok = false;
                break;
            }
            if (same > partner) {
                needed += same - partner;
                for (int x = 0; x < same - partner; ++x) added.push_back(NG{g[i].seq, Kind(suitNG(g[i]) * 9 + m - 1)});
            }
        }
        if (!ok || needed > free) continue;
        std::vector<NG> all(g, g + n);
        all.insert(all.end(), added.begin(), added.end());
        if (copiesOk(all.data(), int(all.size()))) return true;
    }
    return false;
}

int tripletsMeeting(const NG* g, int n, bool (*pred)(Kind)) {
    int t = 0;
    for (int i = 0; i < n; ++i)
        if (!g[i].seq && pred(g[i].k)) ++t;
    return t;
}

// "Groups still to fill" for b given a's (moved) groups and `free` free
// melds (readings family 1, the list after "What 'to fill' means").
int fillCost(int b, const NG* g, int n) {
    const int free = 4 - n;
    const FanInfo& fb = info(b);
    if (fb.family == Family::Pattern) {
        int best = kInf;
        int mine[4];
        for (int i = 0; i < n; ++i) {
            mine[i] = g[i].code();
            for (int j = i; j > 0 && mine[j - 1] > mine[j]; --j) std::swap(mine[j - 1], mine[j]);
        }
        for (const Content& c : contentsOf(b)) {
            // the instance's groups not already among a's
            NG all[4];
            int m = 0;
            for (int j = 0; j < n; ++j) all[m++] = g[j];
            int i = 0, added = 0;
            for (int x = 0; x < c.n; ++x) {
                while (i < n && mine[i] < c.code[std::size_t(x)]) ++i;
                if (i < n && mine[i] == c.code[std::size_t(x)]) {
                    ++i;
                    continue;
                }
                if (++added > free || added >= best) break;
                all[m++] = c.g[std::size_t(x)];
            }
            if (added > free || added >= best) continue;
            if (!copiesOk(all, m)) continue;
            if (!hasFan(b, readingOf(all, m))) continue;
            best = added;
            if (best == 0) break;
        }
        return best;
    }
    if (b == kShutong) return symmetricWithWildcards(g, n, free) ? free + 1 : kInf;
    if (fb.family == Family::Whole) {
        const Demand d = demandOf(b);
        for (int i = 0; i < n; ++i)
            if (!meets(d, g[i])) return kInf;
        return free + 1;  // every free slot holds junk that fails b
    }
    if (b == kYaojiuSanke) {
        const int need = std::max(0, 3 - tripletsMeeting(g, n, dYaojiu));
        return need <= free ? need : kInf;
    }
    if (b == kYaojiuSike) {
        const int need = std::max(0, 4 - tripletsMeeting(g, n, dYaojiu));
        return need <= free ? need : kInf;
    }
    return kInf;
}

struct PatternA {
    int fan = 0;
    int slots = 0;
    std::vector<Inst> inst;
    // per G (subset of slots): class of each instance (instances that a
    // change of G can turn into one another share a class)
    std::vector<std::vector<int>> cls;
    std::vector<int> nCls;
    std::vector<int> hand;  // canonical hand (sorted content) id of each instance
    int nHands = 0;
    // tie masks per slot
    std::array<std::uint8_t, 4> numTie{}, suitTie{}, shapeTie{};
};

PatternA buildPatternA(const PatternDesc& p) {
    PatternA a;
    a.fan = p.fan;
    a.slots = p.slots;
    a.inst = instancesOf(p);
    for (int i = 0; i < p.slots; ++i) {
        for (int j = 0; j < p.slots; ++j) {
            if (p.s[i].numVar >= 0 && p.s[i].numVar == p.s[j].numVar) a.numTie[std::size_t(i)] |= std::uint8_t(1 << j);
            if (p.s[i].suitVar == p.s[j].suitVar) a.suitTie[std::size_t(i)] |= std::uint8_t(1 << j);
            if (p.s[i].shapeVar >= 0 && p.s[i].shapeVar == p.s[j].shapeVar)
                a.shapeTie[std::size_t(i)] |= std::uint8_t(1 << j);
        }
        a.numTie[std::size_t(i)] |= std::uint8_t(1 << i);
        a.suitTie[std::size_t(i)] |= std::uint8_t(1 << i);
        a.shapeTie[std::size_t(i)] |= std::uint8_t(1 << i);
    }
    const int subsets = 1 << p.slots;
    a.cls.assign(std::size_t(subsets), {});
    a.nCls.assign(std::size_t(subsets), 0);
    for (int G = 0; G < subsets; ++G) {
        std::map<std::uint32_t, int> ids;
        auto& v = a.cls[std::size_t(G)];
        v.resize(a.inst.size());
        for (std::size_t x = 0; x < a.inst.size(); ++x) {
            std::uint32_t key = 0;
            for (int s = 0; s < p.slots; ++s) {
                const NG& g = a.inst[x].g[std::size_t(s)];
                std::uint32_t shape = 3, su = 3, nu = 0;
                if (!(G & (1 << s))) {
                    // a slot outside G keeps what is not tied to a slot in G
                    if (!(a.shapeTie[std::size_t(s)] & G)) shape = g.seq ? 1 : 0;
                    if (!(a.suitTie[std::size_t(s)] & G)) su = std::uint32_t(suitNG(g));
                    if (!(a.numTie[std::size_t(s)] & G)) nu = std::uint32_t(numNG(g));
                }
                key = key << 8 | shape << 6 | su << 4 | nu;
            }
            auto it = ids.emplace(key, int(ids.size())).first;
            v[x] = it->second;
        }
        a.nCls[std::size_t(G)] = int(ids.size());
    }
    std::map<std::vector<int>, int> hands;
    for (const Inst& in : a.inst) {
        auto it = hands.emplace(sortedCodes(in.g.data(), in.n), int(hands.size())).first;
        a.hand.push_back(it->second);
    }
    a.nHands = int(hands.size());
    return a;
}

// d for a number-pattern a (family 1): the maximum over a's hands of the
// minimum over changed slot sets G of |G| + groups still to fill.
int deriveFamily1(const PatternA& a, int b) {
    const std::size_t N = a.inst.size();
    std::vector<int> fill(N);
    for (std::size_t x = 0; x < N; ++x) fill[x] = fillCost(b, a.inst[x].g.data(), a.inst[x].n);
    std::vector<int> cost(N, kInf);
    const int subsets = 1 << a.slots;
    for (int G = 0; G < subsets; ++G) {
        const auto& cl = a.cls[std::size_t(G)];
        std::vector<int> best(std::size_t(a.nCls[std::size_t(G)]), kInf);
        for (std::size_t x = 0; x < N; ++x) best[std::size_t(cl[x])] = std::min(best[std::size_t(cl[x])], fill[x]);
        const int g = __builtin_popcount(unsigned(G));
        for (std::size_t x = 0; x < N; ++x) {
            const int c = best[std::size_t(cl[x])];
            if (c < kInf) cost[x] = std::min(cost[x], g + c);
        }
    }
    std::vector<int> handCost(std::size_t(a.nHands), kInf);
    for (std::size_t x = 0; x < N; ++x)
        handCost[std::size_t(a.hand[x])] = std::min(handCost[std::size_t(a.hand[x])], cost[x]);
    int d = 0;
    for (int c : handCost) d = std::max(d, c);
    return d;
}

// ---------------------------------------------------------------------------
// Family 2: honour and 幺九刻 fans as slot classes.

std::uint64_t kindsMask(bool (*pred)(Kind)) {
    std::uint64_t m = 0;
    for (int k = 0; k < kNumKinds; ++k)
        if (pred(Kind(k))) m |= std::uint64_t(1) << k;
    return m;
}
bool kWindP(Kind k) { return isWind(k); }
bool kDragonP(Kind k) { return isDragon(k); }
bool kSimpleP(Kind k) { return isSimple(k); }

struct SC {
    std::uint64_t kinds = 0;
    bool seat = false;  // the seat wind: one wind, which one depends on the seat
    bool tripOk = true, pairOk = false;  // as a's slot: exactly one is set
};

std::vector<SC> slotsAsA(int fan, int shape) {
    const std::uint64_t winds = kindsMask(kWindP), dragons = kindsMask(kDragonP), yj = kindsMask(dYaojiu);
    const SC wT{winds, false, true, false}, wP{winds, false, false, true};
    const SC dT{dragons, false, true, false}, dP{dragons, false, false, true};
    const SC yT{yj, false, true, false};
    auto one = [&](std::uint64_t kinds, bool seat) {
        return std::vector<SC>{SC{kinds, seat, shape == 0, shape == 1}};
    };
    switch (fan) {
        case kDaSixi: return {wT, wT, wT, wT};
        case kXiaoSixi: return {wT, wT, wT, wP};
        case kSanfengke: return {wT, wT, wT};
        case kDaSanyuan: return {dT, dT, dT};
        case kXiaoSanyuan: return {dT, dT, dP};
        case kMenfeng: return one(winds, true);
        case kZhong: return one(std::uint64_t(1) << kRed, false);
        case kFa: return one(std::uint64_t(1) << kGreen, false);
        case kBai: return one(std::uint64_t(1) << kWhite, false);
        case kYaojiuSanke: return {yT, yT, yT};
        case kYaojiuSike: return {yT, yT, yT, yT, SC{kindsMask(kSimpleP), false, false, true}};
        default: return {};
    }
}

// What an honour pattern b needs: slot classes with the shapes they accept.
std::vector<SC> slotsAsB(int fan) {
    const std::uint64_t winds = kindsMask(kWindP), dragons = kindsMask(kDragonP);
    const SC wT{winds, false, true, false}, wP{winds, false, false, true};
    const SC dT{dragons, false, true, false}, dP{dragons, false, false, true};
    switch (fan) {
        case kDaSixi: return {wT, wT, wT, wT};
        case kXiaoSixi: return {wT, wT, wT, wP};
        case kSanfengke: return {wT, wT, wT};
        case kDaSanyuan: return {dT, dT, dT};
        case kXiaoSanyuan: return {dT, dT, dP};
        case kMenfeng: return {SC{winds, true, true, true}};
        case kZhong: return {SC{std::uint64_t(1) << kRed, false, true, true}};
        case kFa: return {SC{std::uint64_t(1) << kGreen, false, true, true}};
        case kBai: return {SC{std::uint64_t(1) << kWhite, false, true, true}};
        default: return {};
    }
}

// a's slot surely fills b's slot.
bool fills(const SC& a, const SC& b) {
    if (a.tripOk ? !b.tripOk : !b.pairOk) return false;
    if (b.seat) return a.seat;           // only the seat wind is surely the seat wind
    return (a.kinds & ~b.kinds) == 0;    // the seat wind is some wind: a.kinds = winds
}

int maxMatching(const std::vector<SC>& a, const std::vector<SC>& b) {
    // tiny bipartite matching (at most 5 x 4)
    std::vector<int> owner(b.size(), -1);
    std::function<bool(int, std::vector<bool>&)> aug = [&](int i, std::vector<bool>& seen) {
        for (std::size_t j = 0; j < b.size(); ++j) {
            if (seen[j] || !fills(a[std::size_t(i)], b[j])) continue;
            seen[j] = true;
            if (owner[j] < 0 || aug(owner[j], seen)) {
                owner[j] = i;
                return true;
            }
        }
        return false;
    };
    int m = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        std::vector<bool> seen(b.size(), false);
        if (aug(int(i), seen)) ++m;
    }
    return m;
}

bool surelyMeets(const SC& s, const Demand& d) {
    for (int k = 0; k < kNumKinds; ++k)
        if ((s.kinds >> k & 1) && !d.pred(Kind(k))) return false;
    return true;
}

int deriveFamily2(int a, int shape, int b) {
    const std::vector<SC> as = slotsAsA(a, shape);
    const FanInfo& fb = info(b);
    if (fb.family == Family::Honour) {
        const std::vector<SC> bs = slotsAsB(b);
        return std::max(1, int(bs.size()) - maxMatching(as, bs));
    }
    if (b == kYaojiuSanke || b == kYaojiuSike) {
        int t = 0;
        bool yaojiuPair = false;
        const std::uint64_t yj = kindsMask(dYaojiu);
        for (const SC& s : as) {
            if (s.tripOk) ++t;
            else if ((s.kinds & ~yj) == 0) yaojiuPair = true;
        }
        if (b == kYaojiuSanke) return std::max(0, 3 - t);
        if (yaojiuPair) return kInf;  // an honour pair makes 幺九四刻 impossible
        return std::max(0, 4 - t);
    }
    if (fb.family == Family::Whole) {
        const Demand d = demandOf(b);
        if (d.joint) return 5;  // 数同: no slot surely meets a joint symmetry
        int n = 5 - int(as.size());
        for (const SC& s : as)
            if (!surelyMeets(s, d)) ++n;
        return n;
    }
    return kInf;  // number patterns never share a group with these fans
}

// ---------------------------------------------------------------------------
// Family 3: whole-hand fans as a. No ties: d is the most groups any hand with
// a (and without b) must change, found by enumerating those hands (melds from
// the groups meeting a's per-group demand, the four-copy limit respected).

// 数同 about pair number n (readings 3), melds only.
bool symmetricAbout(const NG* m, int n) {
    for (int i = 0; i < 4; ++i) {
        const int mirrorNum = m[i].seq ? 2 * n - 2 - numNG(m[i]) : 2 * n - numNG(m[i]);
        int same = 0, partner = 0;
        for (int j = 0; j < 4; ++j) {
            if (m[j].seq != m[i].seq || suitNG(m[j]) != suitNG(m[i])) continue;
            if (numNG(m[j]) == numNG(m[i])) ++same;
            if (numNG(m[j]) == mirrorNum) ++partner;
        }
        if (same != partner) return false;
    }
    return true;
}

struct WholeGroup {
    NG g;
    FanSet meets = 0;   // whole-hand b whose per-group demand this group meets
    FanSet oneOf = 0;   // 混一色:X whose "one X tile" this group supplies
    bool yaojiuTrip = false;
};

WholeGroup describe(const NG& g, bool pair) {
    WholeGroup w;
    w.g = g;
    for (int b = 0; b < kNumFans; ++b) {
        const Demand d = demandOf(b);
        if (!d.pred) continue;
        if (meets(d, g)) w.meets |= bit(b);
        if (d.atLeastOne && d.atLeastOne(g.k)) w.oneOf |= bit(b);
    }
    w.yaojiuTrip = !pair && !g.seq && isTerminalOrHonor(g.k);
    return w;
}

void deriveFamily3(int a, std::array<std::array<std::uint8_t, kNumFans>, 2>& row) {
    std::array<int, kNumFans> d{};
    bool any = false;
    std::vector<int> targets;
    for (int b = 0; b < kNumFans; ++b) {
        const FanInfo& fb = info(b);
        if (fb.prio >= info(a).prio && b != a && (fb.family == Family::Whole || fb.family == Family::Yaojiu))
            targets.push_back(b);
    }
    const Demand da = demandOf(a);
    std::vector<WholeGroup> cand, pairs;
    for (int k = 0; k < 27; ++k)
        if (numberOf(Kind(k)) <= 7 && meets(da, NG{true, Kind(k)})) cand.push_back(describe(NG{true, Kind(k)}, false));
    for (int k = 0; k < kNumKinds; ++k)
        if (meets(da, NG{false, Kind(k)})) {
            cand.push_back(describe(NG{false, Kind(k)}, false));
            pairs.push_back(describe(NG{false, Kind(k)}, true));
        }
    std::vector<bool> needsOne(targets.size());
    for (std::size_t t = 0; t < targets.size(); ++t) needsOne[t] = demandOf(targets[t]).atLeastOne != nullptr;
    // The melds' share of each cost is computed once per meld multiset, then
    // each pair adds its own.
    std::vector<int> meldFail(targets.size());
    auto melds = [&](const WholeGroup* const* w) {
        for (std::size_t t = 0; t < targets.size(); ++t) {
            int fail = 0;
            for (int i = 0; i < 4; ++i) fail += !(w[i]->meets & bit(targets[t]));
            meldFail[t] = fail;
        }
    };
    auto visit = [&](const WholeGroup* const* w, const NG* m, const WholeGroup& p) {
        FanSet one = p.oneOf;
        int yt = 0;
        for (int i = 0; i < 4; ++i) {
            one |= w[i]->oneOf;
            yt += w[i]->yaojiuTrip;
        }
        if (da.atLeastOne && !(one & bit(a))) return;  // a itself needs its X tile
        any = true;
        for (std::size_t t = 0; t < targets.size(); ++t) {
            const int b = targets[t];
            int cost = 0;
            if (b == kShutong) {
                bool numbers = isNumber(p.g.k);
                for (int i = 0; i < 4; ++i) numbers = numbers && isNumber(m[i].k);
                cost = numbers && symmetricAbout(m, numberOf(p.g.k)) ? 0 : 5;
            } else if (b == kYaojiuSanke) {
                cost = yt < 3 ? 3 - yt : 0;
            } else if (b == kYaojiuSike) {
                cost = 4 - yt;  // with four, fixing a terminal/honour pair is free (readings 14)
            } else {
                const int fail = meldFail[t] + !(p.meets & bit(b));
                const bool lacks = fail > 0 || (needsOne[t] && !(one & bit(b)));
                cost = lacks ? std::max(1, fail) : 0;
            }
            d[std::size_t(b)] = std::max(d[std::size_t(b)], cost);
        }
    };
    const std::size_t n = cand.size();
    const WholeGroup* w[4];
    NG m[4];
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i; j < n; ++j)
            for (std::size_t k = j; k < n; ++k)
                for (std::size_t l = k; l < n; ++l) {
                    w[0] = &cand[i], w[1] = &cand[j], w[2] = &cand[k], w[3] = &cand[l];
                    std::array<int, kNumKinds> c{};
                    for (int x = 0; x < 4; ++x) {
                        m[x] = w[x]->g;
                        addCounts(c, m[x]);
                    }
                    bool ok = true;
                    for (int x : c)
                        if (x > 4) ok = false;
                    if (!ok) continue;
                    melds(w);
                    if (a == kShutong) {
                        // pair numbers that make the melds symmetric (the
                        // first meld is self-symmetric or has a partner); any suit
                        bool tried[10] = {};
                        for (int x = 0; x < 4; ++x) {
                            if (m[x].seq != m[0].seq || suitNG(m[x]) != suitNG(m[0])) continue;
                            const int twice = numNG(m[0]) + numNG(m[x]) + (m[0].seq ? 2 : 0);
                            if (twice % 2) continue;
                            const int num = twice / 2;
                            if (num < 1 || num > 9 || tried[num]) continue;
                            tried[num] = true;
                            if (!symmetricAbout(m, num)) continue;
                            for (const WholeGroup& p : pairs)
                                if (numberOf(p.g.k) == num && c[p.g.k] + 2 <= 4) visit(w, m, p);
                        }
                        continue;
                    }
                    for (const WholeGroup& p : pairs)
                        if (c[p.g.k] + 2 <= 4) visit(w, m, p);
                }
    if (!any) return;
    for (int b : targets) {
        int v = std::min<int>(d[std::size_t(b)], info(b).h);
        // A per-group b that no group meeting a's demand can satisfy (or whose
        // "one X tile" none can supply) cannot be gained while keeping a:
        // r = 1 (readings 13).
        const Demand db = demandOf(b);
        if (db.pred && !db.joint) {
            bool reachable = false;
            for (const WholeGroup& g : cand)
                if ((g.meets & bit(b)) && (!db.atLeastOne || (g.oneOf & bit(b)))) reachable = true;
            if (!reachable) v = info(b).h;
        }
        row[0][std::size_t(b)] = row[1][std::size_t(b)] = std::uint8_t(v);
    }
}

// Only pairs where b can be counted after a (priority of b at least that of
// a, yuque.md "Counting fans" 3) are derived; the others are never used and
// keep d = h_b.
DTable build() {
    DTable t;
    // Default: r = 1 (d = h_b): pairs that never share a group, 门前清 on
    // either side, 九莲宝灯, and b unreachable from a (readings 13).
    for (int a = 0; a < kNumFans; ++a)
        for (int s = 0; s < 2; ++s)
            for (int b = 0; b < kNumFans; ++b)
                t.d[std::size_t(a)][std::size_t(s)][std::size_t(b)] = std::uint8_t(std::max<int>(0, info(b).h));
    auto cap = [](int d, int h) { return std::uint8_t(d >= kInf ? h : std::min(d, h)); };
    for (const PatternDesc& p : patternDescs()) {
        const PatternA a = buildPatternA(p);
        for (int b = 0; b < kNumFans; ++b) {
            const FanInfo& fb = info(b);
            if (fb.prio < info(p.fan).prio || b == p.fan) continue;
            if (fb.family != Family::Pattern && fb.family != Family::Whole && fb.family != Family::Yaojiu) continue;
            const std::uint8_t v = cap(deriveFamily1(a, b), fb.h);
            t.d[std::size_t(p.fan)][0][std::size_t(b)] = t.d[std::size_t(p.fan)][1][std::size_t(b)] = v;
        }
    }
    for (int a = 0; a < kNumFans; ++a) {
        const Family fa = info(a).family;
        if (fa == Family::Honour || fa == Family::Yaojiu) {
            for (int s = 0; s < 2; ++s)
                for (int b = 0; b < kNumFans; ++b) {
                    const FanInfo& fb = info(b);
                    if (fb.prio < info(a).prio || b == a || fb.family == Family::Menqing || fb.family == Family::Nine)
                        continue;
                    t.d[std::size_t(a)][std::size_t(s)][std::size_t(b)] = cap(deriveFamily2(a, s, b), fb.h);
                }
        } else if (fa == Family::Whole) {
            deriveFamily3(a, t.d[std::size_t(a)]);
        }
    }
    // Family 4: 清一色's remainder against 数同 is fixed at 3/5 (tsv remarks).
    for (int q : {kQingyiseM, kQingyiseP, kQingyiseS}) t.d[kShutong][0][std::size_t(q)] = t.d[kShutong][1][std::size_t(q)] = 3;
    return t;
}

}  // namespace

const DTable& dTable() {
    static const DTable t = build();
    return t;
}

PatternTies patternTies(int fan) {
    PatternTies out;
    const PatternDesc* p = descOf(fan);
    if (!p) return out;
    out.slotCount = p->slots;
    auto collect = [&](auto var, std::vector<std::uint8_t>& sets) {
        for (int i = 0; i < p->slots; ++i) {
            std::uint8_t m = 0;
            for (int j = 0; j < p->slots; ++j)
                if (var(p->s[i]) >= 0 && var(p->s[i]) == var(p->s[j])) m |= std::uint8_t(1 << j);
            if (__builtin_popcount(m) >= 2 && std::find(sets.begin(), sets.end(), m) == sets.end()) sets.push_back(m);
        }
    };
    collect([](const Slot& s) { return int(s.numVar); }, out.number);
    collect([](const Slot& s) { return int(s.suitVar); }, out.suit);
    out.kindTied = p->shapeVars > 0;
    return out;
}

}  // namespace qe::yuque
