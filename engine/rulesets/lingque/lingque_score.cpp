// 灵雀 scoring: input checks, the search over every decomposition and every
// admissible 互斥 choice, 翻 with the jump rules, and the breakdown steps
// (docs/rulesets/lingque.md "Points of a winning hand"; "readings N" is item
// N of docs/rulesets/lingque-readings.md).
#include "rulesets/lingque/lingque_score.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "core/decompose.h"
#include "core/fankit.h"
#include "core/ruleset.h"
#include "rulesets/lingque/lingque_internal.h"

namespace qe::lingque {

std::vector<OptionDesc> lingqueOptionDescs() {
    using K = OptionDesc::Kind;
    return {
        {"flowers", K::Bool, 1, 0, 1, {}, "Flowers", "花牌",
         "144 tiles with the 8 flowers; each flower set aside adds 2 points, not toward the 10-point minimum"},
        {"head_bump", K::Bool, 1, 0, 1, {}, "Head bump", "截和",
         "One discard gives at most one winner, the first after the discarder (off: every claimant wins)"},
        {"hands", K::Int, 16, 1, 64, {}, "Hands per session", "局数",
         "Hands in a session; the source suggests a full game (全庄) of 16"},
        {"summary_t0", K::Int, 480, 1, 100000, {}, "Summary score T0", "约化分数 T0",
         "Scale T0 of the tanh summary score shown at the end of a session"},
    };
}

int fanTotal(int f0, int f1, bool concealed) {
    if (f0 <= 0) return 0;
    // 复合跳翻: f1 > √(2·f0), compared in integers.
    return f0 + (f1 * f1 > 2 * f0 ? 1 : 0) + (concealed ? 1 : 0);
}

namespace {

Choice scoreCounted(const FanSet& counted, const Held& held, bool concealed) {
    Choice c;
    c.counted = counted;
    c.concealed = concealed;
    std::array<int, kNumCategories> best{};
    std::array<int, kNumCategories> bestFan;
    bestFan.fill(-1);
    int fanpaiTriplets = 0;
    bool fanpai = false;
    int firstFanpai = -1;
    counted.forEach([&](int f) {
        const FanInfo& i = info(f);
        if (isFanpai(f)) {
            const bool triplet = held.fanpaiTriplets.has(f);
            c.fu += triplet ? i.fu : i.fuPair;
            fanpaiTriplets += triplet;
            if (!fanpai) firstFanpai = f;
            fanpai = true;
            return;
        }
        c.fu += i.fu * held.count[std::size_t(f)];
        if (i.fan > best[std::size_t(i.category)]) {
            best[std::size_t(i.category)] = i.fan;
            bestFan[std::size_t(i.category)] = f;
        }
    });
    if (fanpai) {
        // The four 番牌 fans are one fan of as many 翻 as 番牌 triplets when
        // there are two or more (lingque.md "Points of a winning hand").
        c.fanpaiMerged = fanpaiTriplets >= 2 ? fanpaiTriplets : 1;
        const int cat = info(kFanMenfeng).category;
        if (c.fanpaiMerged > best[std::size_t(cat)]) {
            best[std::size_t(cat)] = c.fanpaiMerged;
            bestFan[std::size_t(cat)] = firstFanpai;
        }
    }
    int top = -1;
    for (int k = 0; k < kNumCategories; ++k)
        if (best[std::size_t(k)] > 0 && (top < 0 || best[std::size_t(k)] > best[std::size_t(top)])) top = k;
    if (top >= 0) {
        c.f0 = best[std::size_t(top)];
        c.f0Fan = bestFan[std::size_t(top)];
        for (int k = 0; k < kNumCategories; ++k)
            if (k != top && best[std::size_t(k)] > c.f1) {
                c.f1 = best[std::size_t(k)];
                c.f1Fan = bestFan[std::size_t(k)];
            }
    }
    c.fan = fanTotal(c.f0, c.f1, concealed);
    c.points = (long long)c.fu * c.fan;
    return c;
}

FanSet excludedBy(const FanSet& fans) {
    const Relations& rel = relations();
    FanSet ex;
    fans.forEach([&](int f) { ex |= rel.excludes[std::size_t(f)]; });
    return ex;
}

}  // namespace

bool better(const Choice& a, const Choice& b) {
    if (a.points != b.points) return a.points > b.points;
    if (a.fan != b.fan) return a.fan > b.fan;
    if (a.fu != b.fu) return a.fu > b.fu;
    // The list whose fans come first in the table (readings 20).
    const FanSet diff = (a.counted - b.counted) | (b.counted - a.counted);
    return !diff.empty() && a.counted.has(diff.first());
}

Choice choose(const Held& held, bool concealed) {
    const Relations& rel = relations();
    // A fan that holds applies its 不计 list even when it is itself not
    // counted (readings 2), so 大七星 → 字一色 → 混一色 works through the chain.
    const FanSet candidates = held.set - excludedBy(held.set);
    FanSet conflicted;
    (candidates & rel.mutexFans).forEach([&](int f) {
        if (rel.mutex[std::size_t(f)].intersects(candidates)) conflicted.set(f);
    });
    if (conflicted.empty()) return scoreCounted(candidates, held, concealed);
    std::array<int, kNumFans> list{};
    int n = 0;
    conflicted.forEach([&](int f) { list[std::size_t(n++)] = f; });
    Choice best;
    bool have = false;
    for (unsigned mask = 1; mask < (1u << n); ++mask) {
        FanSet dropped;
        for (int i = 0; i < n; ++i)
            if (mask & (1u << i)) dropped.set(list[std::size_t(i)]);
        // A fan dropped by a 互斥 choice excludes nothing; it may be dropped
        // only when its partner is counted (readings 2).
        const FanSet kept = held.set - dropped;
        const FanSet counted = kept - excludedBy(kept);
        bool admissible = true;
        counted.forEach([&](int f) {
            if (rel.mutex[std::size_t(f)].intersects(counted)) admissible = false;
        });
        dropped.forEach([&](int f) {
            if (!rel.mutex[std::size_t(f)].intersects(counted)) admissible = false;
        });
        if (!admissible) continue;
        const Choice c = scoreCounted(counted, held, concealed);
        if (!have || better(c, best)) {
            best = c;
            have = true;
        }
    }
    return best;
}

namespace {

constexpr std::uint8_t kForms = kFormStandard | kFormSevenPairs | kFormThirteenOrphans | kFormKnitted;

// The situation words 灵雀 reads (readings 17) and what each needs of the
// hand; common.md "Hand description" for the words themselves.
constexpr SituationWord kWords[] = {
    {"rinshan", kNeedTsumo | kNeedOwnKong,
     "'situation': 'rinshan' (岭上开花) is a self-drawn win on the replacement after one's own kong: it needs "
     "tsumo and a kong"},
    {"haitei", kNeedTsumo, "'situation': 'haitei' (海底捞月) is a self-drawn win on the last wall tile"},
    {"houtei", kNeedRon, "'situation': 'houtei' (河底捞鱼) is a win on a discard, not a self-draw"},
    {"chankan", kNeedRon, "'situation': 'chankan' (抢杠) is a win on another player's added kong, not a self-draw"},
    {"tenhou", kNeedTsumo | kNeedDealer | kNeedNoMelds,
     "'situation': 'tenhou' (天和) is the dealer's (seat wind East) self-drawn win on the dealt tiles, with no "
     "melds"},
    {"chiihou", kNeedRon | kNeedNonDealer | kNeedNoMelds,
     "'situation': 'chiihou' (地和) is a non-dealer's win on the dealer's first discard, with no melds"},
    {"flower_replacement", kNeedTsumo,
     "'situation': 'flower_replacement' is a self-drawn win on the replacement for a flower: it needs tsumo and a "
     "flower"},
    // 绝张 is no 灵雀 fan: accepted and ignored (readings 17).
    {"last_tile", 0, ""},
};
constexpr std::uint32_t kWRinshan = wordBit(kWords, "rinshan"), kWHaitei = wordBit(kWords, "haitei"),
                        kWHoutei = wordBit(kWords, "houtei"), kWChankan = wordBit(kWords, "chankan"),
                        kWTenhou = wordBit(kWords, "tenhou"), kWChiihou = wordBit(kWords, "chiihou"),
                        kWFlowerRep = wordBit(kWords, "flower_replacement");
constexpr SituationConflict kConflicts[] = {
    {kWTenhou | kWChiihou, kWRinshan | kWHaitei | kWHoutei | kWChankan | kWFlowerRep,
     "'situation': 'tenhou' and 'chiihou' are wins on the first turn and combine with no other word"},
    {kWRinshan, kWFlowerRep,
     "'situation': 'rinshan' and 'flower_replacement' together: one replacement tile is for a kong or for a "
     "flower"},
};
// lingque.md "Play": flowers by option (checked below), red fives read as
// plain fives, the winning tile always (暗刻 on a discard and 九莲宝灯).
constexpr HandRules kRules{"灵雀",       kWords, kConflicts, true, true, true,
                           "暗刻 on a discard and 九莲宝灯 depend on it", kAllMeldTypes};

}  // namespace

// 九莲宝灯: no melds, and the 13 tiles before the win `win` are
// 1112345678999 of one suit.
static bool nineGatesOn(const Counts& concealed, std::span<const Meld> melds, int win) {
    if (!melds.empty() || !isNumber(Kind(win))) return false;
    Counts rest = concealed;
    --rest[std::size_t(win)];
    const int base = win / 9 * 9;
    static constexpr std::uint8_t kGates[9] = {3, 1, 1, 1, 1, 1, 1, 1, 3};
    bool gates = true;
    for (int k = 0; k < kNumKinds && gates; ++k)
        gates = rest[std::size_t(k)] == (k >= base && k < base + 9 ? kGates[k - base] : 0);
    return gates;
}

// The facts of a checked hand (checkHand's `ch`; no situation yet): what
// prepare reads after its checks and what the valuer reads for each hand.
static void fillFacts(Prepared& p, const CheckedHand& ch, std::span<const Meld> melds, bool tsumo, int seatWind) {
    HandFacts& f = p.facts;
    f = HandFacts{};
    f.all = ch.all;
    p.concealed = ch.concealed;
    f.winKind = Kind(ch.winKind);
    f.tsumo = tsumo;
    f.seatWind = windKind(seatWind);
    f.concealedHand = ch.closed;
    f.melds = melds;
    f.kongs = ch.kongs;

    // Hand-wide facts.
    f.all3 = f.all;
    for (const Meld& m : melds)
        if (m.isKong()) --f.all3[m.kind];
    bool terminalsOnly = true, termHonours = true;
    for (int k = 0; k < kNumKinds; ++k) {
        if (!f.all[std::size_t(k)]) continue;
        if (isHonor(Kind(k))) {
            f.honours = true;
            terminalsOnly = false;
        } else {
            f.suits |= std::uint8_t(1u << (k / 9));
            f.numbers |= std::uint16_t(1u << numberOf(Kind(k)));
            if (!isTerminal(Kind(k))) terminalsOnly = termHonours = false;
        }
    }
    f.allTerminals = terminalsOnly;
    f.allTermHonours = termHonours;
    f.allHonours = f.suits == 0;
    f.numbersOnly = !f.honours;
    // 四归: four of a kind that are not a kong, i.e. four with kongs as 3
    // (at most four tiles of a kind: a kong's kind has three in all3).
    for (int k = 0; k < kNumKinds; ++k) f.sigui += f.all3[std::size_t(k)] == 4;
    f.jiulian = nineGatesOn(p.concealed, melds, f.winKind);
    if (f.numbersOnly) {
        // Every suit's counts symmetric about q = t/2 (t = 2..18): a suit
        // with tiles from number lo to hi can only be symmetric about
        // t = lo + hi (its lowest tile must meet its highest), and is when
        // its counts read the same both ways; an empty suit is symmetric
        // about any t.
        std::uint32_t mirror = 0x7fffcu;  // bits 2..18
        for (int s = 0; s < 3 && mirror; ++s) {
            const std::uint8_t* a = &f.all3[std::size_t(s * 9)];
            int lo = 0, hi = 8;
            while (lo < 9 && !a[lo]) ++lo;
            if (lo == 9) continue;
            while (!a[hi]) --hi;
            bool palindrome = true;
            for (int i = lo, j = hi; i < j && palindrome; ++i, --j) palindrome = a[i] == a[j];
            mirror &= palindrome ? 1u << (lo + hi + 2) : 0u;
        }
        f.mirror = mirror;
    }
}

// Input checks (readings 17 and 21) through the fan kit's checkHand: every
// error names the field.
Prepared prepare(const HandDesc& h) {
    Prepared p;
    auto fail = [&](std::string why) {
        p.error = std::move(why);
        return p;
    };
    if (!h.ruleset.empty() && h.ruleset != "lingque")
        return fail("'ruleset': '" + h.ruleset + "' given to the 灵雀 (lingque) scorer");
    // Hands the bots value carry the table's resolved options: no need to
    // resolve them again.
    bool flowersOn = true;
    if (!h.options.values().empty()) {
        Options opts = h.options;
        try {
            // Built once: every hand a bot values with options passes here.
            static const std::vector<OptionDesc> descs = lingqueOptionDescs();
            opts.resolve(descs);
        } catch (const std::exception& e) {
            return fail(std::string("'options': ") + e.what());
        }
        flowersOn = opts.flag("flowers");
    }
    CheckedHand ch;
    if (!checkHand(h, kRules, ch, &p.error)) return p;
    std::uint32_t seen = 0;
    for (const Tile& t : h.flowers) {
        if (seen & (1u << (t.kind - kFirstFlower))) return fail("'flowers': " + formatTile(t) + " is given twice");
        seen |= 1u << (t.kind - kFirstFlower);
    }
    if (!h.flowers.empty() && !flowersOn)
        return fail("'flowers': the option flowers is off (136 tiles), yet flowers are given");
    p.flowers = int(h.flowers.size());
    if ((ch.words & kWChankan) && ch.all[std::size_t(ch.winKind)] != 1)
        return fail("'situation': 'chankan' (抢杠) robs the fourth " + formatKind(Kind(ch.winKind)) +
                    " (three are in the robbed pon), yet the hand holds " + std::to_string(ch.all[std::size_t(ch.winKind)]));
    if ((ch.words & kWFlowerRep) && h.flowers.empty())
        return fail(
            "'situation': 'flower_replacement' is a self-drawn win on the replacement for a flower: it needs tsumo "
            "and a flower");
    fillFacts(p, ch, h.melds, h.tsumo, h.seatWind);
    p.facts.situation = std::uint8_t(((ch.words & kWRinshan) ? kSitRinshan : 0) | ((ch.words & kWHaitei) ? kSitHaitei : 0) |
                               ((ch.words & kWHoutei) ? kSitHoutei : 0) | ((ch.words & kWChankan) ? kSitChankan : 0) |
                               ((ch.words & kWTenhou) ? kSitTenhou : 0) | ((ch.words & kWChiihou) ? kSitChiihou : 0) |
                               ((ch.words & kWFlowerRep) ? kSitFlowerReplacement : 0));
    p.ok = true;
    return p;
}

std::vector<Held> heldPerReading(const HandDesc& h) {
    std::vector<Held> out;
    const Prepared p = prepare(h);
    if (!p.ok) return out;
    forEachDecomposition(p.concealed, p.facts.melds, kForms, [&](const Decomposition& d) {
        Held held;
        evaluate(makeReading(p.facts, d), held);
        out.push_back(held);
        return true;
    });
    return out;
}

namespace {

struct Best {
    bool found = false;
    Choice choice;
    Decomposition d;
    Held held;
};

Best search(const Prepared& p, bool keepReading) {
    Best best;
    Held held;
    forEachDecomposition(p.concealed, p.facts.melds, kForms, [&](const Decomposition& d) {
        const Reading r = makeReading(p.facts, d);
        evaluate(r, held);
        const Choice c = choose(held, p.facts.concealedHand);
        if (!best.found || better(c, best.choice)) {
            best.found = true;
            best.choice = c;
            if (keepReading) {
                best.d = d;
                best.held = held;
            }
        }
        return true;
    });
    return best;
}

std::string num(long long v) { return std::to_string(v); }

std::vector<Tile> partTiles(const Group& g, std::span<const Meld> melds) {
    std::vector<Tile> t;
    if (g.meld >= 0) return melds[std::size_t(g.meld)].tiles();
    const int n = g.type == GroupType::Sequence ? 3 : g.type == GroupType::Pair ? 2 : g.type == GroupType::Kong ? 4 : 3;
    for (int i = 0; i < n; ++i) t.push_back(Tile{Kind(g.type == GroupType::Sequence ? g.kind + i : g.kind), false});
    return t;
}

std::vector<Tile> handTiles(const HandDesc& h) {
    std::vector<Tile> t = h.hand;
    for (const Meld& m : h.melds)
        for (const Tile& x : m.tiles()) t.push_back(x);
    sortTiles(t);
    return t;
}

std::vector<Tile> witnessTiles(const Witness& w, const Reading& r, const HandDesc& h, int fan) {
    if (w.all || fan == kSigui) {
        if (fan == kSigui) {
            std::vector<Tile> t;
            for (int k = 0; k < kNumKinds; ++k)
                if (r.h->all[std::size_t(k)] == 4 && r.h->all3[std::size_t(k)] == 4)
                    for (int i = 0; i < 4; ++i) t.push_back(Tile{Kind(k), false});
            return t;
        }
        return handTiles(h);
    }
    std::vector<Tile> t;
    auto add = [&](const std::vector<Tile>& x) { t.insert(t.end(), x.begin(), x.end()); };
    if (r.form == Form::Standard) {
        for (const Group& g : r.parts) {
            const std::uint64_t b = std::uint64_t(1) << g.kind;
            if ((g.type == GroupType::Sequence && (w.seq & b)) || (g.isTripletLike() && (w.trip & b)) ||
                (g.type == GroupType::Pair && (w.pair & b)))
                add(partTiles(g, r.h->melds));
        }
    } else {
        for (int k = 0; k < kNumKinds; ++k)
            if (w.pair & (std::uint64_t(1) << k)) add({Tile{Kind(k), false}, Tile{Kind(k), false}});
    }
    return t;
}

std::string sqrtText(int f0) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", std::sqrt(2.0 * f0));
    return buf;
}

std::string fanName(int f) { return std::string(info(f).zh) + " " + info(f).en; }

}  // namespace

long long scorePoints(const HandDesc& h) {
    const Prepared p = prepare(h);
    if (!p.ok) return -2;
    const Best b = search(p, false);
    if (!b.found) return -1;
    return b.choice.points + 2LL * p.flowers;
}

ScoreResult valueHand(const HandDesc& h) {
    const long long p = scorePoints(h);
    // Not complete or bad input: the full scorer says why.
    if (p < 0) return scoreHand(h);
    ScoreResult r;
    r.ok = true;
    r.ruleset = "lingque";
    r.total = p;
    // lingque.md "Play": the minimum is 10 points without the flowers' 2 each.
    r.valid = p - 2 * (long long)h.flowers.size() >= 10;
    r.fields = {{"points", p}};
    return r;
}

namespace {

// Evaluates the fans `fans` of reading `r` again into `h` (their counts
// capped at each fan's repeat limit, as evaluate() keeps them), the others
// left as they are.
template <std::size_t N>
void evaluateAgain(const Reading& r, const int (&fans)[N], Held& h) {
    const auto& preds = predicates();
    for (int f : fans) {
        const int n = preds[std::size_t(f)](r, nullptr);
        if (n > 0) {
            h.set.set(f);
            h.count[std::size_t(f)] = std::uint8_t(std::min<int>(n, info(f).maxCount));
        } else {
            h.set.reset(f);
            h.count[std::size_t(f)] = 0;
        }
    }
}

// search() for the valuer, keeping each reading's held fans in `helds`.
// `again`: the hand is the last one but for tsumo, whose readings come in
// the same order; only the fans tsumo can change are evaluated again: 自摸
// itself and the concealed-triplet fans (makeReading's winning-tile rule
// for a discard). No other predicate reads tsumo (lingque_predicates.cpp);
// valuerAgreesWithScorer compares each hand both ways with the full search.
constexpr int kTsumoFans[] = {kZimo, kSianke, kSananke, kShuanganke, kAnke};

Best searchKeeping(const Prepared& p, std::vector<Held>& helds, bool again) {
    Best best;
    if (!again) helds.clear();
    std::size_t i = 0;
    forEachDecomposition(p.concealed, p.facts.melds, kForms, [&](const Decomposition& d) {
        const Reading r = makeReading(p.facts, d);
        if (i >= helds.size()) {
            helds.emplace_back();
            evaluate(r, helds.back());
        } else {
            evaluateAgain(r, kTsumoFans, helds[i]);
        }
        const Choice c = choose(helds[i++], p.facts.concealedHand);
        if (!best.found || better(c, best.choice)) {
            best.found = true;
            best.choice = c;
        }
        return true;
    });
    return best;
}

// searchKeeping for one finished hand won on each kind of `wins`, both
// ways, in one pass over the decompositions: of the facts only the winning
// kind and 九莲宝灯 depend on the winning tile, and of a reading only the
// concealed triplets on a discard (makeReading); so each reading's fans are
// evaluated once, self-drawn, and only 自摸, the concealed-triplet fans and
// 九莲宝灯 are evaluated again for each other way it is won (those are the
// predicates that read tsumo, the concealed triplets or 九莲宝灯:
// lingque_predicates.cpp), each different way once. `p.facts` is left won
// on `must`, self-drawn.
constexpr int kWinFans[] = {kZimo, kSianke, kSananke, kShuanganke, kAnke, kJiulian};
struct BestChoice {
    bool found = false;
    Choice choice;
};
using BestEach = std::array<std::array<BestChoice, 2>, kNumKinds>;  // [kind][0 self-drawn, 1 on a discard]

void searchEach(Prepared& p, std::uint64_t wins, Kind must, BestEach& out) {
    HandFacts& facts = p.facts;
    std::array<bool, kNumKinds> gates{};
    for (std::uint64_t b = wins; b; b &= b - 1) {
        const int k = std::countr_zero(b);
        gates[std::size_t(k)] = nineGatesOn(p.concealed, facts.melds, k);
        out[std::size_t(k)] = {};
    }
    facts.tsumo = true;
    facts.winKind = must;
    facts.jiulian = gates[must];
    Held held, again;
    // The ways a reading is won that differ: (tsumo, 九莲宝灯, concealed triplets).
    struct Way {
        int key;
        Choice choice;
    };
    std::array<Way, 16> ways;
    forEachDecomposition(p.concealed, facts.melds, kForms, [&](const Decomposition& d) {
        const Reading r = makeReading(facts, d);
        evaluate(r, held);
        int nWays = 0;
        for (std::uint64_t b = wins; b; b &= b - 1) {
            const int k = std::countr_zero(b);
            for (int v = 0; v < 2; ++v) {
                const bool tsumo = v == 0;
                const int triplets = r.concealedTriplets - (!tsumo && discardOpensTriplet(r, k) ? 1 : 0);
                const int key = int(tsumo) | int(gates[std::size_t(k)]) << 1 | triplets << 2;
                const Choice* c = nullptr;
                for (int i = 0; i < nWays && !c; ++i)
                    if (ways[std::size_t(i)].key == key) c = &ways[std::size_t(i)].choice;
                Choice fresh;
                if (!c) {
                    HandFacts f = facts;
                    f.tsumo = tsumo;
                    f.winKind = k;
                    f.jiulian = gates[std::size_t(k)];
                    Reading rk = r;
                    rk.h = &f;
                    rk.concealedTriplets = triplets;
                    again = held;
                    evaluateAgain(rk, kWinFans, again);
                    fresh = choose(again, facts.concealedHand);
                    c = &fresh;
                    if (nWays < int(ways.size())) ways[std::size_t(nWays++)] = {key, fresh};
                }
                BestChoice& best = out[std::size_t(k)][std::size_t(v)];
                if (!best.found || better(*c, best.choice)) {
                    best.found = true;
                    best.choice = *c;
                }
            }
        }
        return true;
    });
}

// The bots' valuer (core/ruleset.h HandValuer): the description's checks
// and options once, then per hand the tile checks, the facts and the search
// of scorePoints. Anything the checks would refuse goes through valueHand.
class Valuer final : public HandValuer {
public:
    Valuer(const HandDesc& base, const CheckedBase& checked) : base_(base), checked_(checked) {
        flowers_ = int(base_.flowers.size());
    }
    HandWorth worth(const Counts& concealed, Kind win, bool tsumo) override {
        // The bots ask for a hand on a discard and self-drawn in turn: the
        // facts differ only in `tsumo` (fillFacts), so the last hand's are
        // kept.
        const bool again = last_.is(concealed, win);
        if (!again) {
            last_.forget();
            CheckedHand ch;
            if (!checkTiles(checked_, concealed, win, ch)) return full(concealed, win, tsumo);
            p_ = Prepared{};
            p_.ok = true;
            p_.flowers = flowers_;
            fillFacts(p_, ch, base_.melds, tsumo, base_.seatWind);
            last_.set(concealed, win);
        }
        p_.facts.tsumo = tsumo;
        return worthOf(searchKeeping(p_, helds_, again));
    }
    bool sharesWins() const override { return true; }
    void worthEach(const Counts& concealed, std::uint64_t wins, Kind must, WinWorths& out) override {
        CheckedHand ch;
        if (!checkTiles(checked_, concealed, must, ch)) return HandValuer::worthEach(concealed, wins, must, out);
        // The checks differ between held kinds only in the winning kind.
        wins = (wins & countwords::presentKinds(concealed)) | std::uint64_t(1) << must;
        each_ = Prepared{};
        each_.ok = true;
        each_.flowers = flowers_;
        fillFacts(each_, ch, base_.melds, true, base_.seatWind);
        searchEach(each_, wins, must, best_);
        for (std::uint64_t b = wins; b; b &= b - 1) {
            const int k = std::countr_zero(b);
            for (int v = 0; v < 2; ++v)
                out.at[std::size_t(k)][std::size_t(v)] = worthOf(best_[std::size_t(k)][std::size_t(v)]);
        }
        out.answered = wins;
    }

private:
    template <class B>
    HandWorth worthOf(const B& b) const {
        // Not a complete hand: scoreHand's failure.
        if (!b.found) return {};
        const long long points = b.choice.points + 2LL * flowers_;
        return {true, b.choice.points >= 10, points, points};
    }
    HandWorth full(const Counts& concealed, Kind win, bool tsumo) {
        base_.setPlainTiles(concealed, win);
        base_.tsumo = tsumo;
        return handWorth(valueHand(base_));
    }
    HandDesc base_;
    CheckedBase checked_;
    int flowers_ = 0;
    Prepared p_;
    std::vector<Held> helds_;  // the last hand's held fans per reading
    Prepared each_;            // worthEach's (p_ stays the last hand's)
    BestEach best_;
    LastHand last_;
};

}  // namespace

std::unique_ptr<HandValuer> makeValuer(const HandDesc& base) {
    // What prepare checks of the shared part; a base it refuses takes the
    // full path (which names the error).
    if (!base.ruleset.empty() && base.ruleset != "lingque") return nullptr;
    bool flowersOn = true;
    if (!base.options.values().empty()) {
        Options opts = base.options;
        try {
            static const std::vector<OptionDesc> descs = lingqueOptionDescs();
            opts.resolve(descs);
        } catch (const std::exception&) {
            return nullptr;
        }
        flowersOn = opts.flag("flowers");
    }
    CheckedBase checked;
    if (!checkBase(base, kRules, checked)) return nullptr;
    std::uint32_t seen = 0;
    for (const Tile& t : base.flowers) {
        if (seen & (1u << (t.kind - kFirstFlower))) return nullptr;
        seen |= 1u << (t.kind - kFirstFlower);
    }
    if (!base.flowers.empty() && !flowersOn) return nullptr;
    return std::make_unique<Valuer>(base, checked);
}

ScoreResult scoreHand(const HandDesc& h) {
    const Prepared p = prepare(h);
    if (!p.ok) return ScoreResult::failure("lingque", p.error);
    const Best b = search(p, true);
    if (!b.found)
        return ScoreResult::failure("lingque",
                                    "'hand': " + formatTiles(h.hand) + (h.melds.empty() ? "" : " with its melds") +
                                        " is not a complete hand (four groups and a pair, 七对, 全不靠 or 十三幺)");
    const Choice& c = b.choice;
    const Reading r = makeReading(p.facts, b.d);
    ScoreResult res;
    res.ok = true;
    res.ruleset = "lingque";

    // The reading that scored, pair last.
    if (b.d.form == Form::Standard) {
        for (int i = 0; i < 5; ++i) res.groups.push_back(partTiles(b.d.groups[std::size_t(i)], h.melds));
    } else if (b.d.form == Form::SevenPairs) {
        for (int i = 0; i < 7; ++i) res.groups.push_back(partTiles(b.d.groups[std::size_t(i)], h.melds));
    } else {
        res.groups.push_back(handTiles(h));
    }

    // Each counted fan with its 副 (lingque.md "Points of a winning hand").
    long long fuRun = 0;
    c.counted.forEach([&](int f) {
        const FanInfo& i = info(f);
        Witness w;
        predicates()[std::size_t(f)](r, &w);
        ScoreItem item;
        item.id = i.id;
        item.nameZh = i.zh;
        item.nameEn = i.en;
        item.tiles = witnessTiles(w, r, h, f);
        std::string text = fanName(f);
        long long delta = 0;
        if (isFanpai(f)) {
            const bool triplet = b.held.fanpaiTriplets.has(f);
            item.value = triplet ? i.fu : i.fuPair;
            item.count = 1;
            delta = item.value;
            text += std::string(triplet ? " (triplet)" : " (pair)") + ": " + num(delta) + "副";
        } else {
            item.value = i.fu;
            item.count = b.held.count[std::size_t(f)];
            delta = (long long)i.fu * item.count;
            text += item.count > 1 ? " ×" + num(item.count) + ": " + num(i.fu) + "副 × " + num(item.count) + " = " +
                                         num(delta) + "副"
                                   : ": " + num(delta) + "副";
        }
        fuRun += delta;
        res.items.push_back(item);
        res.steps.push_back(ScoreStep{text, delta, fuRun, item.tiles});
    });
    res.steps.push_back(ScoreStep{"总副数 Total: " + num(c.fu) + "副", 0, c.fu, {}});
    // The steps so far count 副, the next ones 翻, then points (lingque.md
    // "Points of a winning hand"): each running total says which it is.
    for (auto& st : res.steps) st.unit = "副";
    const std::size_t fanFrom = res.steps.size();

    // 翻 (lingque.md "Points of a winning hand").
    auto catOf = [](int f) { return std::string(categoryName(info(f).category)); };
    auto fanLabel = [&](int f) {
        return isFanpai(f) ? std::string("番牌 (merged)") : std::string(info(f).zh) + " " + info(f).en;
    };
    if (c.fanpaiMerged > 0) {
        int triplets = 0, fans = 0;
        c.counted.forEach([&](int f) {
            if (!isFanpai(f)) return;
            ++fans;
            triplets += b.held.fanpaiTriplets.has(f);
        });
        res.steps.push_back(ScoreStep{"番牌: the " + num(fans) + " 番牌 fan" + (fans > 1 ? "s" : "") +
                                          " count as one fan of " + num(c.fanpaiMerged) + "翻 (" + num(triplets) +
                                          " 番牌 triplet" + (triplets == 1 ? "" : "s") +
                                          (triplets >= 2 ? ": one 翻 each)" : "; fewer than two: 1翻)"),
                                      0,
                                      c.fanpaiMerged,
                                      {}});
    }
    long long fanRun = 0;
    if (c.f0 > 0) {
        fanRun = c.f0;
        res.steps.push_back(
            ScoreStep{"f0 = " + num(c.f0) + "翻, the largest: " + fanLabel(c.f0Fan) + " (" + catOf(c.f0Fan) + ")",
                      c.f0,
                      fanRun,
                      {}});
        if (c.f1 > 0) {
            const bool jump = c.f1 * c.f1 > 2 * c.f0;
            fanRun += jump;
            res.steps.push_back(
                ScoreStep{"f1 = " + num(c.f1) + "翻, the largest of another category: " + fanLabel(c.f1Fan) + " (" +
                              catOf(c.f1Fan) + "); " + num(c.f1) + (jump ? " > " : " ≤ ") + "√(2·" + num(c.f0) +
                              ") = " + sqrtText(c.f0) + (jump ? ": 复合跳翻 +1" : ": no 复合跳翻"),
                          jump ? 1 : 0,
                          fanRun,
                          {}});
        } else {
            res.steps.push_back(ScoreStep{"f1: no fan of another category: no 复合跳翻", 0, fanRun, {}});
        }
        fanRun += c.concealed;
        res.steps.push_back(ScoreStep{
            c.concealed ? "门清跳翻 +1: no chi, pon or open kong" : "no 门清跳翻: the hand has a chi, pon or open kong",
            c.concealed ? 1 : 0,
            fanRun,
            {}});
    } else {
        res.steps.push_back(ScoreStep{"no fan counted: 0翻", 0, 0, {}});
    }
    res.steps.push_back(ScoreStep{"总翻数 Total: " + num(c.fan) + "翻", 0, c.fan, {}});
    for (std::size_t i = fanFrom; i < res.steps.size(); ++i) res.steps[i].unit = "翻";

    // Points, flowers and the minimum.
    long long points = c.points;
    res.steps.push_back(
        ScoreStep{"points = " + num(c.fu) + "副 × " + num(c.fan) + "翻 = " + num(c.points), c.points, points, {}});
    if (p.flowers > 0) {
        points += 2LL * p.flowers;
        res.steps.push_back(ScoreStep{"花牌 Flowers: " + num(p.flowers) + " × 2 = +" + num(2LL * p.flowers),
                                      2LL * p.flowers, points, h.flowers});
    }
    res.valid = c.points >= 10;
    res.steps.push_back(ScoreStep{
        "minimum (flowers excluded): " + num(c.points) + (res.valid ? " ≥ 10: the hand may win" : " < 10: not a win"),
        0,
        points,
        {}});
    res.total = points;
    res.fields = {{"fu", c.fu}, {"fan", c.fan}, {"points", points}};
    // The steps must add up to what the search found.
    if (fuRun != c.fu || fanRun != c.fan)
        return ScoreResult::failure("lingque", "internal error: breakdown " + num(fuRun) + "副 " + num(fanRun) +
                                                   "翻 differs from the search's " + num(c.fu) + "副 " + num(c.fan) +
                                                   "翻");
    return res;
}

// The words kRules takes, for Ruleset::situationWords.
std::vector<std::string> situationWords() { return fankit_detail::wordNames(kRules.words); }

}  // namespace qe::lingque
