// 玉雀 fan counting (yuque.md "Counting fans" 1-8): the search over
// decompositions and allowed fan sets, the stacking with remainders, the
// breakdown steps, points, and the tenpai valuation.
#include "rulesets/yuque/yuque_score.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <stdexcept>

#include "core/decompose.h"
#include "core/fankit.h"
#include "core/ruleset.h"
#include "rulesets/yuque/yuque_internal.h"

namespace qe::yuque {

long long roundHalfEven(long long num, long long den) {
    if (den < 0) {
        num = -num;
        den = -den;
    }
    if (num < 0) return -roundHalfEven(-num, den);
    const long long q = num / den, r = num % den;
    if (2 * r > den) return q + 1;
    if (2 * r < den) return q;
    return q % 2 == 0 ? q : q + 1;  // 四舍五入凑偶 (yuque.md "Counting fans" 7)
}

std::string quotientText(long long num, long long den) {
    std::string s = std::to_string(num) + "/" + std::to_string(den);
    if (num % den != 0) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.2f", double(num) / double(den));
        s += " = " + std::string(buf);
    }
    return s;
}

std::vector<OptionDesc> yuqueOptionDescs() {
    using K = OptionDesc::Kind;
    return {
        {"min_fan", K::Int, 0, 0, 61, {}, "Minimum fan", "起和番数",
         "Fans a hand needs to win; the source sets none (yuque.md \"Play\")"},
        {"tsumo_bonus_to_winner", K::Bool, 0, 0, 1, {}, "Self-draw bonus from the bank", "自摸另得",
         "A self-drawn winner gets 7p/6 in total and the others pay nothing"},
        {"kong_display", K::Choice, 0, 0, 3, {"one_outer", "three_adjacent", "two_outer", "two_inner"},
         "Concealed kong display", "暗杠明示", "Which tiles of a concealed kong are turned face down"},
        {"ranked_end", K::Bool, 0, 0, 1, {}, "Ranked ending", "顺位赋分终局",
         "After round 4, end once two players are 100 or more apart"},
        {"seat_rotation", K::Bool, 0, 0, 1, {}, "Seat rotation", "座位轮换", "Competition seat changes after each round"},
        {"rounds", K::Int, 4, 4, 16, {}, "Rounds", "圈数", "Rounds (圈) to play at least"},
    };
}

namespace {

constexpr int kMaxPrio = 6;

// Δf for b at R = rNum / h_b (rounded at each step, then the variant's
// subtraction; yuque.md "Counting fans" 3, 6, 7; readings 12 keeps negatives).
struct DeltaTable {
    std::array<std::array<std::array<int, 6>, 2>, kNumFans> v{};
    std::array<std::array<int, 2>, kNumFans> top{};  // best possible Δ (R = 1), for the bound
};
const DeltaTable& deltas() {
    static const DeltaTable t = [] {
        DeltaTable d;
        for (int f = 0; f < kNumFans; ++f)
            for (int on = 0; on < 2; ++on) {
                const FanInfo& fi = info(f);
                const int value = on ? fi.valueFanke : fi.value;
                for (int r = 0; r < 6; ++r)
                    d.v[std::size_t(f)][std::size_t(on)][std::size_t(r)] =
                        fi.h <= 0 ? value - fi.sub : int(roundHalfEven(std::min(r, int(fi.h)) * value, fi.h)) - fi.sub;
                d.top[std::size_t(f)][std::size_t(on)] = std::max(0, value - fi.sub);
            }
        return d;
    }();
    return t;
}

// Situation words of yuque-fans.tsv 0.2.x and readings 11, in the order of
// the HandFacts they set.
constexpr SituationWord kWords[] = {
    {"rinshan", kNeedTsumo | kNeedOwnKong, "'rinshan' (岭上开花) needs a self-drawn win and a kong of the winner"},
    {"haitei", kNeedTsumo, "'haitei' (海底捞月) is a self-drawn win on the last wall tile"},
    {"houtei", kNeedRon, "'houtei' (河底捞鱼) is a win on the last discard, not a self-draw"},
    // 抢杠 (tsv 0.2.4): the winning tile is the fourth of its kind, added
    // to another player's pon; the winner can hold no other copy of it.
    {"chankan", kNeedRon | kNeedLoneWinTile,
     "'chankan' (抢杠) is a win on another player's added kong, not a self-draw"},
    {"tenhou", kNeedTsumo | kNeedDealer | kNeedNoMelds,
     "'tenhou' (天和) is the dealer's (seat wind East) self-drawn win on the dealt tiles, no melds"},
    {"chiihou", kNeedRon | kNeedNonDealer | kNeedNoMelds,
     "'chiihou' (地和) is a non-dealer's win on the dealer's first discard, no melds"},
};
constexpr std::uint32_t kRinshan = wordBit(kWords, "rinshan"), kHaitei = wordBit(kWords, "haitei"),
                        kHoutei = wordBit(kWords, "houtei"), kChankan = wordBit(kWords, "chankan"),
                        kTenhou = wordBit(kWords, "tenhou"), kChiihou = wordBit(kWords, "chiihou");

// Words that cannot describe one win together (yuque-fans.tsv 0.2.x
// definitions).
constexpr SituationConflict kConflicts[] = {
    {kRinshan, kHaitei,
     "'rinshan' and 'haitei' together: the replacement tile after a kong comes from the dead wall, not the last "
     "live-wall tile (yuque-fans.tsv 0.2.1, 0.2.2)"},
    {kChankan, kHoutei,
     "'chankan' and 'houtei' together: a robbed added-kong tile is not a discard (yuque-fans.tsv 0.2.3, 0.2.4)"},
    {kTenhou, kHaitei,
     "'tenhou' and 'haitei' together: 天和 is won on the dealer's first draw, not the last live-wall tile"},
    {kChiihou, kHoutei | kChankan,
     "'chiihou' with 'houtei' or 'chankan': 地和 is a win on the dealer's first discard (yuque-fans.tsv 0.2.6)"},
};

// yuque.md "Play": 136 tiles, no flowers, no red fives; the winning tile is
// needed only by 抢杠 (the fans read the reading, readings 16).
constexpr HandRules kRules{"玉雀", kWords, kConflicts, false, false, false, "", kAllMeldTypes};

struct Prepared {
    bool ok = false;
    std::string error;
    Counts concealed{};
    std::span<const Meld> melds;  // the hand description's melds (not copied)
    int winKind = -1;
    bool tsumo = false;
    Kind seatWind = kEast;
    bool concealedHand = true;
    HandFacts facts;
    int minFan = 0;
};

Prepared prepare(const HandDesc& h) {
    Prepared p;
    CheckedHand ch;
    if (!checkHand(h, kRules, ch, &p.error)) return p;
    p.concealed = ch.concealed;
    p.melds = std::span<const Meld>(h.melds);
    p.winKind = ch.winKind;
    p.tsumo = h.tsumo;
    p.seatWind = windKind(h.seatWind);
    p.concealedHand = ch.closed;
    p.facts.lingshang = ch.words & kRinshan;
    p.facts.haidi = ch.words & kHaitei;
    p.facts.hedi = ch.words & kHoutei;
    p.facts.qianggang = ch.words & kChankan;
    p.facts.tianhe = ch.words & kTenhou;
    p.facts.dihe = ch.words & kChiihou;
    p.facts.jiulian = jiulianHand(p.concealed, int(h.melds.size()), p.winKind);
    p.minFan = int(h.options.get("min_fan", 0));
    p.ok = true;
    return p;
}

// The candidates of one reading: structural fans plus the hand's situations.
void candidates(const Reading& r, const HandFacts& f, CandList& out) {
    structuralFans(r, out);
    if (f.lingshang) out.add(kLingshang, 0);
    if (f.haidi) out.add(kHaidi, 0);
    if (f.hedi) out.add(kHedi, 0);
    if (f.qianggang) out.add(kQianggang, 0);
    if (f.tianhe) out.add(kTianhe, 0);
    if (f.dihe) out.add(kDihe, 0);
    if (f.jiulian) out.add(kJiulian, kAllGroups);
}

// R for b given the already counted fans (yuque.md "Counting fans" 3-4): the
// smallest d over counted a of priority > 0 sharing a group with b; 门前清
// never lowers it and always stacks at 1. Returns rNum (R = rNum / h_b) and
// the index of the a it was taken against (-1: none).
int remainderFor(const Cand& b, const Cand* counted, const int* idx, int n, int* against) {
    const int h = info(b.fan).h;
    int r = std::max(0, h);
    if (against) *against = -1;
    if (b.fan == kMenqianqing || h <= 0) return r;
    for (int i = 0; i < n; ++i) {
        const Cand& a = counted[idx[i]];
        if (info(a.fan).prio == 0 || a.fan == kMenqianqing) continue;
        if (!(a.mask & b.mask)) continue;  // no shared group in this decomposition: r = 1
        const int d = dValue(a.fan, a.shape, b.fan);
        if (d < r) {
            r = d;
            if (against) *against = idx[i];
        }
    }
    return r;
}

struct Searcher {
    const CandList* cl = nullptr;
    // the tables, looked up once (function statics have a guard per call)
    const DeltaTable& dt = deltas();
    const std::array<FanSet, kNumFans>& inc = incompatible();
    const DTable& dtab = dTable();
    std::array<std::array<int, 24>, kMaxPrio + 1> byPrio{};
    std::array<int, kMaxPrio + 1> nPrio{};
    std::array<int, kMaxPrio + 2> ub{};  // ub[c]: bound of classes c..6
    int fankeOn = 0;
    int fankeUB = 0;
    int best = -1000;
    bool improved = false;
    // current choice
    std::array<int, 40> chosen{};
    int nChosen = 0;
    FanSet fans = 0;
    std::uint8_t fmask = 0;
    // best choice
    std::array<int, 40> bestChosen{};
    int nBest = 0;
    int bestFanke = 0;

    void init(const CandList& list, int on) {
        cl = &list;
        fankeOn = on;
        nPrio.fill(0);
        for (int i = 0; i < list.n; ++i) {
            const int p = info(list.c[std::size_t(i)].fan).prio;
            if (nPrio[std::size_t(p)] < 24) byPrio[std::size_t(p)][std::size_t(nPrio[std::size_t(p)]++)] = i;
        }
        ub.fill(0);
        for (int p = kMaxPrio; p >= 0; --p) {
            FanSet seen = 0;
            int s = 0;
            for (int k = 0; k < nPrio[std::size_t(p)]; ++k) {
                const int f = list.c[std::size_t(byPrio[std::size_t(p)][std::size_t(k)])].fan;
                if (seen & bit(f)) continue;
                seen |= bit(f);
                s += dt.top[std::size_t(f)][std::size_t(on)];
            }
            ub[std::size_t(p)] = ub[std::size_t(p) + 1] + s;
        }
        std::uint8_t trips = 0;
        for (int i = 0; i < list.n; ++i) trips |= list.c[std::size_t(i)].fmask;
        fankeUB = on ? 2 * __builtin_popcount(trips) : 0;
        nChosen = 0;
        fans = 0;
        fmask = 0;
    }

    bool compatible(int f) const { return !(fans & (inc[std::size_t(f)] | bit(f))); }

    // The lowest total over the orders of the chosen fans of one priority
    // (yuque.md "Counting fans" 5): a DP over subsets, R depending only on the
    // set counted before.
    int minOrder(int from, int count, std::vector<int>* order) const {
        const Cand* c = cl->c.data();
        const int* idx = chosen.data();
        if (count == 1) {
            const Cand& b = c[idx[from]];
            const int r = remainderFor(b, c, idx, from, nullptr);
            if (order) order->push_back(idx[from]);
            return dt.v[b.fan][std::size_t(fankeOn)][std::size_t(r)];
        }
        // R against the earlier priorities, then pairwise d within the class.
        int rPrior[16], dIn[16][16];
        for (int i = 0; i < count; ++i) {
            const Cand& b = c[idx[from + i]];
            rPrior[i] = remainderFor(b, c, idx, from, nullptr);
            for (int j = 0; j < count; ++j) {
                const Cand& a = c[idx[from + j]];
                dIn[i][j] = 99;
                if (i == j || b.fan == kMenqianqing || a.fan == kMenqianqing || !(a.mask & b.mask)) continue;
                dIn[i][j] = dtab.d[a.fan][a.shape][b.fan];
            }
        }
        const int full = (1 << count) - 1;
        std::array<int, 1 << 10> dp;
        std::array<std::int8_t, 1 << 10> last;
        std::fill(dp.begin(), dp.begin() + full + 1, 1 << 20);
        dp[0] = 0;
        for (int T = 0; T < full; ++T) {
            if (dp[std::size_t(T)] >= (1 << 20)) continue;
            for (int i = 0; i < count; ++i) {
                if (T & (1 << i)) continue;
                int r = rPrior[i];
                for (int j = 0; j < count; ++j)
                    if ((T & (1 << j)) && dIn[i][j] < r) r = dIn[i][j];
                const int v = dp[std::size_t(T)] + dt.v[c[idx[from + i]].fan][std::size_t(fankeOn)][std::size_t(r)];
                const int U = T | (1 << i);
                if (v < dp[std::size_t(U)]) {
                    dp[std::size_t(U)] = v;
                    last[std::size_t(U)] = std::int8_t(i);
                }
            }
        }
        if (order) {
            std::vector<int> rev;
            for (int T = full; T; T &= ~(1 << last[std::size_t(T)])) rev.push_back(idx[from + last[std::size_t(T)]]);
            order->insert(order->end(), rev.rbegin(), rev.rend());
        }
        return dp[std::size_t(full)];
    }

    // With `ties`, an equal total replaces the recorded choice when it counts
    // 番刻 and the recorded one does not, or counts fewer fans: the shorter
    // announcement (the scores are equal either way).
    bool ties = false;

    void finish(int total) {
        if (fankeOn) {
            if (!fmask) return;  // 番刻 not present: this is the other branch
            total += 2 * __builtin_popcount(fmask);
        }
        const bool better = total > best ||
                            (ties && total == best && (fankeOn > bestFanke || (fankeOn == bestFanke && nChosen < nBest)));
        if (better) {
            best = total;
            improved = true;
            nBest = nChosen;
            std::copy(chosen.begin(), chosen.begin() + nChosen, bestChosen.begin());
            bestFanke = fankeOn;
        }
    }

    // Class p, candidate k of the class: include or not; at the end of the
    // class stack it and go on.
    void dfs(int p, int k, int classStart, int total) {
        if (p > kMaxPrio) {
            finish(total);
            return;
        }
        if (k == 0 && total + ub[std::size_t(p)] + fankeUB < best + (ties ? 0 : 1)) return;
        if (k == nPrio[std::size_t(p)]) {
            const int count = nChosen - classStart;
            int t = total;
            if (count > 0) {
                if (p == 0) {
                    for (int i = classStart; i < nChosen; ++i) t += info(cl->c[std::size_t(chosen[std::size_t(i)])].fan).value;
                } else {
                    t += minOrder(classStart, count, nullptr);
                }
            }
            dfs(p + 1, 0, nChosen, t);
            return;
        }
        const int ci = byPrio[std::size_t(p)][std::size_t(k)];
        const Cand& c = cl->c[std::size_t(ci)];
        if (compatible(c.fan) && nChosen - classStart < 10) {
            const FanSet savedFans = fans;
            const std::uint8_t savedMask = fmask;
            chosen[std::size_t(nChosen++)] = ci;
            fans |= bit(c.fan);
            fmask |= c.fmask;
            dfs(p, k + 1, classStart, total);
            --nChosen;
            fans = savedFans;
            fmask = savedMask;
        }
        dfs(p, k + 1, classStart, total);
    }
};

struct SearchOut {
    int fan = -1;
    bool any = false;
    Reading reading;
    CandList cands;
    std::vector<int> chosen;
    int fankeOn = 0;
};

SearchOut runSearch(const Prepared& p, bool keepChoice) {
    SearchOut out;
    Searcher s;
    s.ties = keepChoice;
    CandList cl;
    forEachDecomposition(p.concealed, p.melds, kFormStandard, [&](const Decomposition& d) {
        if (d.form != Form::Standard) return true;
        const Reading r = makeReading(d, p.winKind, p.tsumo, p.seatWind, p.concealedHand);
        cl.n = 0;
        candidates(r, p.facts, cl);
        out.any = true;
        std::uint8_t trips = 0;
        for (int i = 0; i < cl.n; ++i) trips |= cl.c[std::size_t(i)].fmask;
        for (int on = 0; on < (trips ? 2 : 1); ++on) {  // no triplet for 番刻: one pass
            const int best = s.best;
            s.init(cl, on);
            s.best = best;
            s.improved = false;
            s.dfs(0, 0, 0, 0);
            if (s.improved && keepChoice) {
                out.reading = r;
                out.cands = cl;
                out.chosen.assign(s.bestChosen.begin(), s.bestChosen.begin() + s.nBest);
                out.fankeOn = s.bestFanke;
            }
        }
        return true;
    });
    if (out.any) out.fan = s.best;
    return out;
}

std::string fmtNum(long long num, long long den) {
    if (den == 1 || num % den == 0) return std::to_string(num / den);
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", double(num) / double(den));
    std::string s = buf;
    while (!s.empty() && s.back() == '0') s.pop_back();
    if (!s.empty() && s.back() == '.') s.pop_back();
    return s;
}

// Replays one choice in counting order (priority 0, then 1..6 in the order of
// the lowest total, then 番刻 last, yuque.md "Session" 报番) into steps.
std::vector<StackStep> replay(const SearchOut& so) {
    std::vector<StackStep> steps;
    Searcher s;
    s.init(so.cands, so.fankeOn);
    const Cand* c = so.cands.c.data();
    // chosen in priority order (as the search chose them)
    std::vector<int> byClass[kMaxPrio + 1];
    for (int i : so.chosen) byClass[info(c[i].fan).prio].push_back(i);
    int total = 0;
    std::vector<int> counted;
    for (int i : byClass[0]) {
        StackStep st;
        st.fan = c[i].fan;
        st.value = info(st.fan).value;
        st.delta = st.value;
        total += st.delta;
        st.total = total;
        st.mask = c[i].mask;
        steps.push_back(st);
        counted.push_back(i);
    }
    for (int p = 1; p <= kMaxPrio; ++p) {
        if (byClass[p].empty()) continue;
        // find the lowest order with the search's DP
        s.nChosen = 0;
        for (int i : counted) s.chosen[std::size_t(s.nChosen++)] = i;
        const int from = s.nChosen;
        for (int i : byClass[p]) s.chosen[std::size_t(s.nChosen++)] = i;
        std::vector<int> order;
        s.minOrder(from, int(byClass[p].size()), &order);
        for (int i : order) {
            const Cand& b = c[i];
            int against = -1;
            const int r = remainderFor(b, c, counted.data(), int(counted.size()), &against);
            StackStep st;
            st.fan = b.fan;
            st.value = so.fankeOn ? info(b.fan).valueFanke : info(b.fan).value;
            st.rNum = std::max(0, r);
            st.rDen = std::max<int>(1, info(b.fan).h);
            if (info(b.fan).h <= 0) st.rNum = st.rDen = 1;
            st.against = against >= 0 ? c[against].fan : -1;
            st.delta = deltas().v[b.fan][std::size_t(so.fankeOn)][std::size_t(std::max(0, r))];
            total += st.delta;
            st.total = total;
            st.mask = b.mask;
            steps.push_back(st);
            counted.push_back(i);
        }
    }
    if (so.fankeOn) {
        std::uint8_t fm = 0;
        for (int i : so.chosen) fm |= c[i].fmask;
        StackStep st;
        st.fan = kFanke;
        st.count = __builtin_popcount(fm);
        st.value = 2;
        st.delta = 2 * st.count;
        total += st.delta;
        st.total = total;
        st.mask = fm;
        steps.push_back(st);
    }
    return steps;
}

std::vector<Tile> tilesOf(const Reading& r, std::uint8_t mask) {
    std::vector<Tile> t;
    for (int i = 0; i < 5; ++i)
        if (mask & (1 << i)) {
            auto g = groupTiles(r, i);
            t.insert(t.end(), g.begin(), g.end());
        }
    return t;
}

// How a step was counted, for the breakdown: "value × R = x → rounded, − sub
// = Δ → running total" (yuque.md "Counting fans" 3, 6, 7).
std::string stepDetail(const StackStep& st) {
    const FanInfo& fi = info(st.fan);
    std::string text;
    if (st.fan == kFanke) {
        text += "2 × " + std::to_string(st.count) + " = " + std::to_string(st.delta);
    } else if (fi.prio == 0) {
        text += std::to_string(st.delta);
    } else {
        text += std::to_string(st.value) + " × ";
        if (st.rNum == st.rDen) {
            text += "1";
        } else {
            text += std::to_string(st.rNum) + "/" + std::to_string(st.rDen);
        }
        if (st.against >= 0) text += std::string(" (vs ") + info(st.against).zh + ")";
        const long long num = (long long)st.value * st.rNum, den = st.rDen;
        const long long rounded = roundHalfEven(num, den);
        text += " = " + fmtNum(num, den);
        if (num % den != 0) text += " → " + std::to_string(rounded);
        if (fi.sub) text += ", − " + std::to_string(fi.sub) + " = " + std::to_string(st.delta);
    }
    return text + " → " + std::to_string(st.total);
}

}  // namespace

Combination StackingCombiner::combine(const FanTable& table, std::span<const FoundFan> found) const {
    SearchOut so;
    for (const FoundFan& f : found) so.cands.add(f.fan, f.groups, f.extra, f.shape);
    so.any = true;
    Searcher s;
    s.ties = true;
    std::uint8_t trips = 0;
    for (const FoundFan& f : found) trips |= f.extra;
    for (int on = 0; on < (trips ? 2 : 1); ++on) {  // as runSearch: no triplet for 番刻, one pass
        const int best = s.best;
        s.init(so.cands, on);
        s.best = best;
        s.improved = false;
        s.dfs(0, 0, 0, 0);
        if (s.improved) {
            so.chosen.assign(s.bestChosen.begin(), s.bestChosen.begin() + s.nBest);
            so.fankeOn = s.bestFanke;
        }
    }
    so.fan = s.best;
    Combination c;
    for (const StackStep& st : replay(so)) {
        CountedFan cf;
        cf.fan = st.fan;
        cf.count = st.count;
        cf.value = st.fan == kFanke ? table.row(kFanke).value : st.delta;
        cf.delta = st.delta;
        cf.detail = stepDetail(st);
        cf.groups = st.mask;
        c.total += st.delta;
        c.counted.push_back(std::move(cf));
    }
    c.fields = {{"fan", c.total}};
    return c;
}

BestChoice searchBest(const HandDesc& h, bool withSteps, std::string* error) {
    BestChoice bc;
    const Prepared p = prepare(h);
    if (!p.ok) {
        if (error) *error = p.error;
        bc.fan = -2;
        return bc;
    }
    const SearchOut so = runSearch(p, withSteps);
    bc.fan = so.fan;
    if (withSteps && so.any) {
        bc.reading = so.reading;
        bc.steps = replay(so);
    }
    return bc;
}

// The reference for tests: every allowed subset of every decomposition's
// candidates, 番刻 on and off, every order within a priority (std::
// next_permutation), no bound and no DP.
int bruteForceFan(const HandDesc& h) {
    const Prepared p = prepare(h);
    if (!p.ok) return -2;
    int best = -1000;
    bool any = false;
    forEachDecomposition(p.concealed, p.melds, kFormStandard, [&](const Decomposition& d) {
        if (d.form != Form::Standard) return true;
        any = true;
        const Reading r = makeReading(d, p.winKind, p.tsumo, p.seatWind, p.concealedHand);
        CandList cl;
        candidates(r, p.facts, cl);
        if (cl.n > 24) return true;  // too many for the reference; tests skip such hands
        const auto& inc = incompatible();
        for (std::uint32_t sub = 0; sub < (1u << cl.n); ++sub) {
            FanSet fans = 0;
            bool ok = true;
            std::uint8_t fm = 0;
            std::vector<int> byClass[kMaxPrio + 1];
            for (int i = 0; i < cl.n && ok; ++i) {
                if (!(sub >> i & 1)) continue;
                const Cand& c = cl.c[std::size_t(i)];
                if (fans & (inc[c.fan] | bit(c.fan))) ok = false;
                fans |= bit(c.fan);
                fm |= c.fmask;
                byClass[info(c.fan).prio].push_back(i);
            }
            if (!ok) continue;
            for (int on = 0; on < 2; ++on) {
                if (on && !fm) continue;
                int total = on ? 2 * __builtin_popcount(fm) : 0;
                std::vector<int> counted;
                for (int i : byClass[0]) {
                    total += info(cl.c[std::size_t(i)].fan).value;
                    counted.push_back(i);
                }
                for (int q = 1; q <= kMaxPrio; ++q) {
                    std::vector<int> perm = byClass[q];
                    std::sort(perm.begin(), perm.end());
                    int lowest = 1 << 20;
                    do {
                        std::vector<int> seen = counted;
                        int s = 0;
                        for (int i : perm) {
                            const int rr = remainderFor(cl.c[std::size_t(i)], cl.c.data(), seen.data(), int(seen.size()), nullptr);
                            s += deltas().v[cl.c[std::size_t(i)].fan][std::size_t(on)][std::size_t(rr)];
                            seen.push_back(i);
                        }
                        lowest = std::min(lowest, s);
                    } while (std::next_permutation(perm.begin(), perm.end()));
                    if (!perm.empty()) total += lowest;
                    counted.insert(counted.end(), byClass[q].begin(), byClass[q].end());
                }
                best = std::max(best, total);
            }
        }
        return true;
    });
    return any ? best : -1;
}

std::vector<FanSet> presentSets(const HandDesc& h) {
    std::vector<FanSet> out;
    const Prepared p = prepare(h);
    if (!p.ok) return out;
    forEachDecomposition(p.concealed, p.melds, kFormStandard, [&](const Decomposition& d) {
        if (d.form != Form::Standard) return true;
        const Reading r = makeReading(d, p.winKind, p.tsumo, p.seatWind, p.concealedHand);
        CandList cl;
        candidates(r, p.facts, cl);
        FanSet s = 0;
        for (int i = 0; i < cl.n; ++i) s |= bit(cl.c[std::size_t(i)].fan);
        out.push_back(s);
        return true;
    });
    return out;
}

int scoreFan(const HandDesc& h) {
    const Prepared p = prepare(h);
    if (!p.ok) return -2;
    return runSearch(p, false).fan;
}

namespace {

// The bots' valuer (core/ruleset.h HandValuer): the description checked
// once, then per hand the tile checks and scoreFan's search, answered as
// valueHand answers. Anything the checks would refuse goes through
// valueHand.
class Valuer final : public HandValuer {
public:
    Valuer(const HandDesc& base, const CheckedBase& checked) : base_(base), checked_(checked) {
        minFan_ = base_.options.get("min_fan", 0);
    }
    HandWorth worth(const Counts& concealed, Kind win, bool tsumo) override {
        // The bots ask for a hand on a discard and self-drawn in turn. tsumo
        // reaches the fans only through makeReading's rule for a triplet the
        // winning tile completes on a discard: with fewer than three of the
        // winning kind among the concealed tiles no reading has one, and the
        // other value is this one.
        if (concealed[win] < 3 && lastHand_.is(concealed, win)) return last_;
        lastHand_.forget();
        CheckedHand ch;
        if (!checkTiles(checked_, concealed, win, ch)) return full(concealed, win, tsumo);
        // prepare's fields from the checked tiles (no situation word).
        Prepared p;
        p.concealed = ch.concealed;
        p.melds = std::span<const Meld>(base_.melds);
        p.winKind = ch.winKind;
        p.tsumo = tsumo;
        p.seatWind = windKind(base_.seatWind);
        p.concealedHand = ch.closed;
        p.facts.jiulian = jiulianHand(p.concealed, int(base_.melds.size()), p.winKind);
        p.minFan = int(minFan_);
        p.ok = true;
        const int fan = runSearch(p, false).fan;
        // Not a complete standard-form hand: ok, not valid, nothing.
        last_ = fan < 0 ? HandWorth{true, false, 0, 0} : HandWorth{true, fan >= minFan_, fan, pointsForFan(fan)};
        lastHand_.set(concealed, win);
        return last_;
    }

private:
    HandWorth full(const Counts& concealed, Kind win, bool tsumo) {
        base_.setPlainTiles(concealed, win);
        base_.tsumo = tsumo;
        return handWorth(valueHand(base_));
    }
    HandDesc base_;
    CheckedBase checked_;
    long long minFan_ = 0;
    HandWorth last_;
    LastHand lastHand_;
};

}  // namespace

std::unique_ptr<HandValuer> makeValuer(const HandDesc& base) {
    CheckedBase checked;
    if (!checkBase(base, kRules, checked)) return nullptr;
    return std::make_unique<Valuer>(base, checked);
}

namespace {


// The end of the announcement (source, 报番、数番: "应给出番数对应的自家得点
// 与他家(铳家,或其余三家)各失点数"; yuque.md "Points and settlement"):
// what the winner gains and what the discarder or each other player loses,
// with the rounding. The tenpai gains of the others are settled at the
// table, which knows their hands.
ScoreStep paymentStep(const HandDesc& h, long long fan) {
    const long long p = pointsForFan(fan);
    std::string text;
    if (h.tsumo && h.options.flag("tsumo_bonus_to_winner")) {
        text = "自摸和 Self-draw (tsumo_bonus_to_winner): the winner gains round_half_even(7p/6) = round_half_even(" +
               quotientText(7 * p, 6) + ") = " + std::to_string(roundHalfEven(7 * p, 6)) + "; nobody pays";
    } else if (h.tsumo) {
        text = "自摸和 Self-draw: the winner gains p = " + std::to_string(p) +
               "; each other player loses round_half_even(p/6) = round_half_even(" + quotientText(p, 6) +
               ") = " + std::to_string(roundHalfEven(p, 6));
    } else {
        text = std::string("和 Win on a ") + (h.has("chankan") ? "robbed kong" : "discard") + ": the winner gains p = " +
               std::to_string(p) + "; the " + (h.has("chankan") ? "robbed player" : "discarder") +
               " loses round_half_even(p/2) = round_half_even(" + quotientText(p, 2) + ") = " +
               std::to_string(roundHalfEven(p, 2));
    }
    return {text, 0, fan, {}};
}

// The full result; `announcePayments` adds the payment step (a tenpai
// valuation is no win and stops at p).
ScoreResult scoreHandImpl(const HandDesc& h, bool announcePayments) {
    ScoreResult res;
    res.ruleset = "yuque";
    const Prepared p = prepare(h);
    if (!p.ok) return ScoreResult::failure("yuque", p.error);
    res.ok = true;
    const SearchOut so = runSearch(p, true);
    if (!so.any) {
        res.valid = false;
        res.steps.push_back({"不是和牌 Not a complete hand: 玉雀 wins only in the standard form (four groups and a pair; "
                             "no 七对 or 十三幺)",
                             0, 0, {}});
        res.fields = {{"fan", 0}, {"points", 0}};
        return res;
    }
    // The reading that scored, counted again by the combiner: the same
    // Searcher, so the same choice (a difference is a defect, below).
    std::vector<FoundFan> found;
    for (int i = 0; i < so.cands.n; ++i) {
        const Cand& c = so.cands.c[std::size_t(i)];
        found.push_back({c.fan, 1, c.mask, c.shape, c.fmask});
    }
    const Combination comb = StackingCombiner{}.combine(fans(), found);
    Breakdown bd{res};
    for (const CountedFan& c : comb.counted) {
        std::vector<Tile> tiles = tilesOf(so.reading, c.groups);
        if (info(c.fan).prio == 0 && c.fan != kFanke && h.hasWinTile && tiles.empty()) tiles.push_back(h.winTile);
        bd.fan(fans(), c, std::move(tiles));
    }
    const long long total = bd.total;
    if (total != so.fan) {
        // The replay must reproduce the search; a mismatch is a defect.
        return ScoreResult::failure("yuque", "internal error: breakdown total " + std::to_string(total) +
                                                 " differs from the search's " + std::to_string(so.fan));
    }
    const long long points = pointsForFan(total);
    res.steps.push_back({std::to_string(total) + " 番 fan: p = " + std::to_string(total) + "² = " + std::to_string(points),
                         0, total, {}});
    res.total = total;
    res.fields = {{"fan", total}, {"points", points}};
    res.valid = total >= p.minFan;
    if (!res.valid)
        res.steps.push_back({"起和 Minimum fan " + std::to_string(p.minFan) + " not reached", 0, total, {}});
    else if (announcePayments)
        res.steps.push_back(paymentStep(h, total));
    for (int i = 0; i < 5; ++i) res.groups.push_back(groupTiles(so.reading, i));
    return res;
}

}  // namespace

ScoreResult scoreHand(const HandDesc& h) { return scoreHandImpl(h, true); }

TenpaiValue tenpaiValue(const HandDesc& thirteen) {
    TenpaiValue tv;
    HandDesc h = thirteen;
    h.situation.clear();  // readings 16: no situation words, a win on a discard
    h.tsumo = false;
    // Bad input gets a clear error (docs/CONTRIBUTING.md), not a silent noten.
    auto fail = [&](std::string why) {
        tv.error = std::move(why);
        return tv;
    };
    h.hasWinTile = false;  // a wait has no winning tile yet
    CheckedHand ch;
    if (!checkHand(h, kRules, ch, &tv.error, HandKind::Waiting)) return tv;
    const int minFan = int(h.options.get("min_fan", 0));
    const Counts& own = ch.all;
    Counts seen = own;
    for (const Tile& t : thirteen.visible)
        if (t.kind < kNumKinds) ++seen[t.kind];
    for (int k = 0; k < kNumKinds; ++k) {
        if (seen[std::size_t(k)] > 4)
            return fail("'visible' shows " + formatKind(Kind(k)) + " " +
                        std::to_string(seen[std::size_t(k)] - own[std::size_t(k)]) + " times, but the hand and melds hold " +
                        std::to_string(own[std::size_t(k)]) + ": more than four in all");
    }
    int bestLive = -1, bestLiveKind = -1, worstDead = 1 << 20, worstDeadKind = -1;
    const Counts& conc = ch.concealed;
    for (int k = 0; k < kNumKinds; ++k) {
        if (own[std::size_t(k)] >= 4) continue;  // 虚听: all four are the player's own
        Counts c = conc;
        ++c[std::size_t(k)];
        if (!isComplete(c, int(h.melds.size()), kFormStandard)) continue;
        HandDesc w = h;
        w.hand.push_back(Tile{Kind(k), false});
        w.winTile = Tile{Kind(k), false};
        w.hasWinTile = true;
        const int f = scoreFan(w);
        if (f < 0) continue;
        // Only hands the player could win on a discard count (source, 听牌算番
        // "可铳和和出的和牌"): under the table option min_fan a wait below it
        // is not one.
        if (f < minFan) continue;
        tv.waits.push_back(Kind(k));
        if (seen[std::size_t(k)] >= 4) {
            if (f < worstDead) worstDead = f, worstDeadKind = k;
        } else if (f > bestLive) {
            bestLive = f, bestLiveKind = k;
        }
    }
    const int kind = bestLiveKind >= 0 ? bestLiveKind : worstDeadKind;
    if (kind < 0) return tv;
    tv.tenpai = true;
    tv.fan = bestLiveKind >= 0 ? bestLive : worstDead;
    tv.valuedOn = kind;
    HandDesc w = h;
    w.hand.push_back(Tile{Kind(kind), false});
    w.winTile = Tile{Kind(kind), false};
    w.hasWinTile = true;
    // A wait is not a win: its breakdown stops at p (the table settles p/2).
    tv.best = scoreHandImpl(w, false);
    return tv;
}

// The words kRules takes, for Ruleset::situationWords.
std::vector<std::string> situationWords() { return fankit_detail::wordNames(kRules.words); }

}  // namespace qe::yuque
