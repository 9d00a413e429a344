// 立直麻将 scoring: options, input checks, the search for the
// reading that scores highest, dora, base points with the limits, the
// payments, and the breakdown steps. Rules: docs/rulesets/riichi.md
// ("Yaku", "Fu", "Points"; the source's own words under "Source").
#include "rulesets/riichi/riichi_score.h"

#include <algorithm>
#include <bit>
#include <span>
#include <string_view>

#include "core/countwords.h"
#include "core/decompose.h"
#include "core/fankit.h"
#include "rulesets/riichi/riichi_internal.h"

namespace qe::riichi {

std::vector<OptionDesc> riichiOptionDescs() {
    using K = OptionDesc::Kind;
    return {
        // riichi.md "Play": 0–4 red fives per suit, default one each.
        {"aka",
         K::Int,
         1,
         0,
         4,
         {},
         "Red fives",
         "赤ドラ",
         "Red fives per suit (0m 0p 0s); each one is worth 1 han like a dora"},
        {"kuitan", K::Bool, 1, 0, 1, {}, "Open all simples", "喰いタン", "断幺九 also counts in an open hand"},
        {"kiriage",
         K::Bool,
         0,
         0,
         1,
         {},
         "Rounded-up mangan",
         "切り上げ満貫",
         "4 han 30 fu and 3 han 60 fu are paid as mangan"},
        {"double_yakuman",
         K::Bool,
         1,
         0,
         1,
         {},
         "Double yakuman",
         "ダブル役満",
         "国士無双十三面, 四暗刻単騎, 純正九蓮宝燈 and 大四喜 count as two yakuman"},
        {"kazoe_yakuman",
         K::Bool,
         1,
         0,
         1,
         {},
         "Counted yakuman",
         "数え役満",
         "13 han or more is a yakuman; off: capped at sanbaiman"},
        {"head_bump",
         K::Bool,
         0,
         0,
         1,
         {},
         "Head bump",
         "頭ハネ",
         "Only the first player after the discarder may ron; off: double ron, a third ron aborts"},
    };
}

long long roundUp100(long long x) { return (x + 99) / 100 * 100; }

namespace {

enum Limit : std::uint8_t { kNoLimit, kMangan, kHaneman, kBaiman, kSanbaiman, kKazoe, kYakumanLimit, kKiriage };

struct BaseCalc {
    long long points = 0;
    Limit limit = kNoLimit;
    long long raw = 0;  // fu · 2^(han+2) before the limit (han < 5)
};

// riichi.md "Points": a = fu · 2^(han+2); a > 2000 is mangan; 6–7 han
// haneman; 8–10 baiman; 11–12 sanbaiman; 13+ counted yakuman (option
// kazoe_yakuman, otherwise sanbaiman); yakuman 8000 per unit.
inline BaseCalc baseFor(int han, int fu, int units, bool kiriage, bool kazoe) {
    BaseCalc b;
    if (units > 0) return {8000LL * units, kYakumanLimit, 0};
    if (han <= 0) return b;
    if (han >= 13) return kazoe ? BaseCalc{8000, kKazoe, 0} : BaseCalc{6000, kSanbaiman, 0};
    if (han >= 11) return {6000, kSanbaiman, 0};
    if (han >= 8) return {4000, kBaiman, 0};
    if (han >= 6) return {3000, kHaneman, 0};
    if (han >= 5) return {2000, kMangan, 0};
    b.raw = (long long)fu << (han + 2);
    if (b.raw > 2000) return {2000, kMangan, b.raw};
    if (kiriage && ((han == 4 && fu == 30) || (han == 3 && fu == 60))) return {2000, kKiriage, b.raw};
    b.points = b.raw;
    return b;
}

// doraOfIndicator (riichi_score.h) as a table (no division per indicator).
constexpr std::array<Kind, kNumKinds> kDoraOf = [] {
    std::array<Kind, kNumKinds> t{};
    for (int k = 0; k < kNumKinds; ++k) t[std::size_t(k)] = doraOfIndicator(Kind(k));
    return t;
}();
inline Kind doraOf(Kind ind) { return kDoraOf[ind]; }

// The scoring options only: the play options (riichiPlayOptionDescs) are
// checked with the whole list where a game or a hand description is
// resolved (Options::resolve in the table and in quetai-cli score), so the
// scorer ignores ids it does not know.
const std::vector<OptionDesc>& scoreOptionDescs() {
    static const std::vector<OptionDesc> d = riichiOptionDescs();
    return d;
}

// The scoring options by their index in riichiOptionDescs().
enum OptionIndex { kOptAka, kOptKuitan, kOptKiriage, kOptDoubleYakuman, kOptKazoe, kOptHeadBump };

// The defaults of riichiOptionDescs() in index order (checked by
// test_riichi_score's options test through scoreHand's results).
constexpr std::array<long long, 6> kOptionDefaults{1, 1, 0, 1, 1, 0};

long long optionValue(const Options& o, OptionIndex i) {
    if (o.values().empty()) return kOptionDefaults[std::size_t(i)];
    const OptionDesc& d = scoreOptionDescs()[std::size_t(i)];
    return o.get(d.id, d.defaultValue);
}

struct Prepared {
    HandFacts f;
    std::span<const Meld> melds;
    int dora = 0, ura = 0, aka = 0;
    bool kiriage = false, kazoe = true;
    bool dealer = false;
    std::uint8_t forms = kFormStandard;  // the forms worth enumerating
    const qe::detail::SuitIndex* suits = nullptr;  // the per-suit table (fastSearch)
};

using countwords::bitCount;
using countwords::presentKinds;

bool fail(std::string* err, std::string msg) {
    if (err) *err = std::move(msg);
    return false;
}

// Situation words of common.md "Hand description" that riichi knows, in the
// order of the Situation bits; last_tile is accepted and not scored (绝张
// is not a riichi yaku; the table adds it for every ruleset).
constexpr SituationWord kWords[] = {
    {"riichi", kNeedClosed, "'riichi' needs a concealed hand (no open melds)"},
    {"double_riichi", kNeedClosed, "'double_riichi' needs a concealed hand (no open melds)"},
    {"ippatsu", 0, "", kSitRiichi | kSitDoubleRiichi, "'ippatsu' needs 'riichi' or 'double_riichi'"},
    {"rinshan", kNeedTsumo | kNeedOwnKong,
     "'rinshan' (嶺上開花) is a self-draw on the replacement tile after one's own kong"},
    {"chankan", kNeedRon | kNeedLoneWinTile, "'chankan' (槍槓) is a win on another player's kong, not a self-draw"},
    {"haitei", kNeedTsumo, "'haitei' (海底摸月) is a self-draw of the last wall tile"},
    {"houtei", kNeedRon, "'houtei' (河底撈魚) is a win on the last discard, not a self-draw"},
    {"tenhou", kNeedTsumo | kNeedDealer | kNeedNoMelds,
     "'tenhou' (天和) is the dealer's (seat wind East) self-draw on the dealt hand, no melds"},
    {"chiihou", kNeedTsumo | kNeedNonDealer | kNeedNoMelds,
     "'chiihou' (地和) is a non-dealer's self-draw on the first draw, no melds"},
    {"last_tile", 0, ""},
};
static_assert(wordBit(kWords, "riichi") == kSitRiichi && wordBit(kWords, "double_riichi") == kSitDoubleRiichi &&
                  wordBit(kWords, "ippatsu") == kSitIppatsu && wordBit(kWords, "rinshan") == kSitRinshan &&
                  wordBit(kWords, "chankan") == kSitChankan && wordBit(kWords, "haitei") == kSitHaitei &&
                  wordBit(kWords, "houtei") == kSitHoutei && wordBit(kWords, "tenhou") == kSitTenhou &&
                  wordBit(kWords, "chiihou") == kSitChiihou,
              "the word list is in the order of the Situation bits");
constexpr std::uint32_t kSitMask = (1u << 9) - 1;  // the scored words (not last_tile)

constexpr SituationConflict kConflicts[] = {
    {kSitHaitei, kSitRinshan, "'haitei' and 'rinshan' together: a replacement tile is not the last wall tile"},
    {kSitHoutei, kSitChankan, "'houtei' and 'chankan' together: a robbed kong is not a discard"},
    {kSitTenhou | kSitChiihou, kSitRiichi | kSitDoubleRiichi,
     "'tenhou'/'chiihou' win on the first draw, before any riichi could be declared"},
};

// riichi.md "Play": 136 tiles with red fives, no flowers; fu need the
// winning tile.
constexpr HandRules kRules{
    "riichi", kWords, kConflicts, false, true, true, "riichi fu depend on the tile that completed the hand",
    kAllMeldTypes};

// Input checks (common.md "Hand description"; riichi.md "Play") and the
// hand-wide facts. Never throws.
bool prepare(const HandDesc& h, Prepared& p, std::string* err) {
    // Options: the scoring options' ranges (the same checks as
    // Options::resolve, without copying the values) and their values, in
    // one pass over the options given (the defaults for the others).
    std::array<long long, 6> opt = kOptionDefaults;
    if (!h.options.values().empty())
        for (std::size_t i = 0; i < opt.size(); ++i) opt[i] = scoreOptionDescs()[i].defaultValue;
    for (const auto& [id, v] : h.options.values()) {
        const OptionDesc* d = nullptr;
        for (const auto& x : scoreOptionDescs())
            if (x.id == id) d = &x;
        if (!d) continue;
        opt[std::size_t(d - scoreOptionDescs().data())] = v;
        const long long lo = d->kind == OptionDesc::Kind::Int ? d->min : 0;
        const long long hi = d->kind == OptionDesc::Kind::Int      ? d->max
                             : d->kind == OptionDesc::Kind::Choice ? (long long)d->choices.size() - 1
                                                                   : 1;
        if (v < lo || v > hi)
            return fail(err, "option '" + id + "' = " + std::to_string(v) + " is out of range " + std::to_string(lo) +
                                 ".." + std::to_string(hi));
    }
    HandFacts& f = p.f;
    f.kuitan = opt[kOptKuitan] != 0;
    f.doubleYakuman = opt[kOptDoubleYakuman] != 0;
    p.kiriage = opt[kOptKiriage] != 0;
    p.kazoe = opt[kOptKazoe] != 0;
    const long long akaPerSuit = opt[kOptAka];

    // The counts straight into the hand facts (no CheckedHand to copy).
    CheckedWords ch;
    if (!checkHandInto(h, kRules, ch, f.concealed, f.all, err)) return false;
    f.winKind = Kind(ch.winKind);
    f.seatWind = windKind(h.seatWind);
    f.roundWind = windKind(h.roundWind);
    f.tsumo = h.tsumo;
    f.meldCount = int(h.melds.size());
    f.closed = ch.closed;
    f.kongs = ch.kongs;
    f.sit = std::uint16_t(ch.words & kSitMask);
    p.melds = std::span<const Meld>(h.melds);
    p.dealer = h.seatWind == 0;
    const std::uint64_t present = ch.present;

    // Red fives (riichi.md "Play": aka per suit): each counts 1 han.
    for (int s = 0; s < 3; ++s)
        if (ch.red[std::size_t(s)] > akaPerSuit)
            return fail(err, "the hand has " + std::to_string(ch.red[std::size_t(s)]) + " red 5" + "mps"[s] +
                                 " but the set has " + std::to_string(akaPerSuit) + " (option aka)");
    p.aka = ch.red[0] + ch.red[1] + ch.red[2];
    const bool anyRiichi = f.sit & (kSitRiichi | kSitDoubleRiichi);

    // Dora (riichi.md "Play": indicators; ura only for a riichi winner).
    if (h.indicators.size() > 5 || h.underIndicators.size() > 5) return fail(err, "at most 5 dora and 5 ura indicators (1 + 4 kongs)");
    for (const Tile& t : h.indicators) {
        if (t.kind >= kNumKinds) return fail(err, "'dora': indicators are tiles, not flowers");
        p.dora += f.all[doraOf(t.kind)];
    }
    for (const Tile& t : h.underIndicators)
        if (t.kind >= kNumKinds) return fail(err, "'ura': indicators are tiles, not flowers");
    // The table passes the ura indicators with every win: they only count
    // for a riichi winner.
    if (anyRiichi)
        for (const Tile& t : h.underIndicators) p.ura += f.all[doraOf(t.kind)];

    // fastSearch looks each number suit up in the per-suit table: start
    // those reads now, while the rest of prepare runs (not straight after
    // the check: reading the counts at once, across the check's own wide
    // stores of them, would wait for those stores).
    p.suits = &qe::detail::suitIndex();
    for (int s = 0; s < 3; ++s) qe::detail::prefetchSuit(*p.suits, f.concealed.data() + 9 * s);

    // Hand-wide facts for the predicates.
    // Tile classes from the kinds present (no branch per kind).
    constexpr std::uint64_t kSuit = 0x1ff;
    constexpr std::uint64_t kSimples = (0x0feULL) | (0x0feULL << 9) | (0x0feULL << 18);
    // 緑一色: 2 3 4 6 8 索 and 發 only
    constexpr std::uint64_t kGreens =
        (1ULL << 19) | (1ULL << 20) | (1ULL << 21) | (1ULL << 23) | (1ULL << 25) | (1ULL << kGreen);
    f.suits = std::uint8_t((present & kSuit ? 1 : 0) | (present >> 9 & kSuit ? 2 : 0) |
                           (present >> 18 & kSuit ? 4 : 0) | (present >> 27 ? 8 : 0));
    f.allSimples = !(present & ~kSimples);
    f.allTerminalHonour = !(present & kSimples);
    f.allGreen = !(present & ~kGreens);
    // 九蓮宝燈: concealed 1112345678999 of one suit plus any tile of it;
    // 純正: the 13 tiles before the win were exactly that shape.
    f.chuuren = f.junseiChuuren = false;
    if (h.melds.empty() && (f.suits == 1 || f.suits == 2 || f.suits == 4)) {
        const int base = f.suits == 1 ? 0 : f.suits == 2 ? 9 : 18;
        static constexpr std::array<int, 9> shape{3, 1, 1, 1, 1, 1, 1, 1, 3};
        bool ok = true, exact = true;
        for (int i = 0; i < 9; ++i) {
            const int c = f.concealed[std::size_t(base + i)] - (base + i == f.winKind ? 1 : 0);
            if (f.concealed[std::size_t(base + i)] < shape[std::size_t(i)]) ok = false;
            if (c != shape[std::size_t(i)]) exact = false;
        }
        f.chuuren = ok;
        f.junseiChuuren = ok && exact;
    }
    f.candidates = candidateYaku(f);
    handLevelYaku(f);
    // 七対子 needs seven different kinds, 国士無双 only terminals and honours
    // (both closed, no melds): skip the forms the hand cannot have.
    p.forms = kFormStandard;
    if (h.melds.empty()) {
        if (bitCount(present) == 7) p.forms |= kFormSevenPairs;
        if (f.allTerminalHonour) p.forms |= kFormThirteenOrphans;
    }
    return true;
}

Wait waitOf(const Group& g, Kind w) {
    switch (g.type) {
        case GroupType::Pair: return Wait::Tanki;
        case GroupType::Triplet:
        case GroupType::Kong: return Wait::Shanpon;
        case GroupType::Sequence: break;
    }
    if (w == g.kind + 1) return Wait::Kanchan;
    // 12 waiting on 3 and 89 waiting on 7 are edge waits (riichi.md "Fu").
    if (w == g.kind) return numberOf(g.kind) == 7 ? Wait::Penchan : Wait::Ryanmen;
    return numberOf(g.kind) == 1 ? Wait::Penchan : Wait::Ryanmen;
}

// Kind classes as 34-bit masks, so a reading's facts come from shifts and
// adds instead of a branch per group (random hands make those branches
// unpredictable).
constexpr std::uint64_t kindMask(bool (*pred)(Kind)) {
    std::uint64_t m = 0;
    for (int k = 0; k < kNumKinds; ++k)
        if (pred(Kind(k))) m |= std::uint64_t(1) << k;
    return m;
}
constexpr std::uint64_t kTerminalHonourKinds = kindMask([](Kind k) { return isTerminalOrHonor(k); });
constexpr std::uint64_t kTerminalKinds = kindMask([](Kind k) { return isTerminal(k); });
constexpr std::uint64_t kDragonKinds = kindMask([](Kind k) { return isDragon(k); });
constexpr std::uint64_t kWindKinds = kindMask([](Kind k) { return isWind(k); });
// Runs 123 and 789 (a terminal in the run).
constexpr std::uint64_t kOutsideRunKinds =
    kindMask([](Kind k) { return isNumber(k) && (numberOf(k) == 1 || numberOf(k) == 7); });

inline unsigned bitAt(std::uint64_t m, Kind k) { return unsigned(m >> k & 1); }

[[gnu::always_inline]] inline Reading makeReading(const HandFacts& f, const Decomposition& d, int winGroup) {
    Reading r;
    r.d = &d;
    r.form = d.form;
    r.winGroup = winGroup;
    if (d.form == Form::SevenPairs) return r;
    if (d.form == Form::ThirteenOrphans) {
        for (int k = 0; k < kNumKinds; ++k)
            if (f.concealed[std::size_t(k)] == 2) r.pair = Kind(k);
        return r;
    }
    r.wait = waitOf(d.groups[std::size_t(winGroup)], f.winKind);
    unsigned outside = 1, terminals = 1;
    std::array<Kind, 4> seqs{};
    std::uint64_t seqBits = 0;
    // A triplet completed by a discard is not concealed (riichi.md "Fu").
    const int ronGroup = f.tsumo ? -1 : winGroup;
    for (int i = 0; i < 4; ++i) {
        const Group& g = d.groups[std::size_t(i)];
        const Kind k = g.kind;
        const unsigned seq = g.type == GroupType::Sequence;
        const unsigned trip = seq ^ 1u;
        seqs[std::size_t(r.sequences)] = k;  // kept only when seq
        r.sequences += int(seq);
        seqBits |= std::uint64_t(seq) << k;
        r.tripletKinds |= std::uint64_t(trip) << k;
        r.triplets += int(trip);
        r.kongs += g.type == GroupType::Kong;
        r.concealedTriplets += int(trip & unsigned(g.concealed) & unsigned(i != ronGroup));
        r.dragonTriplets += int(trip & bitAt(kDragonKinds, k));
        r.windTriplets += int(trip & bitAt(kWindKinds, k));
        const unsigned outRun = seq & bitAt(kOutsideRunKinds, k);
        const unsigned out = outRun | (trip & bitAt(kTerminalHonourKinds, k));
        const unsigned term = outRun | (trip & bitAt(kTerminalKinds, k));
        outside &= out;
        terminals &= term;
    }
    r.seqStarts = std::uint32_t(seqBits);
    r.pair = d.groups[4].kind;
    r.outsideAll = outside & bitAt(kTerminalHonourKinds, r.pair);
    r.terminalsAll = terminals & bitAt(kTerminalKinds, r.pair);
    // 一盃口 / 二盃口 (closed only): pairs of identical sequences, four alike
    // being two pairs. In a closed hand every sequence is concealed and the
    // decomposition lists concealed groups by kind (decompose.h), so equal
    // sequences are next to each other.
    if (f.closed && r.sequences >= 2)
        for (int i = 0; i + 1 < r.sequences; ++i)
            if (seqs[std::size_t(i)] == seqs[std::size_t(i + 1)]) {
                ++r.identicalSeqPairs;
                ++i;
            }
    return r;
}

struct Best {
    bool any = false;  // a complete reading exists
    bool valid = false;
    YakuSet yaku = 0;
    int han = 0;  // yaku han (without dora)
    int units = 0;
    FuParts fu;
    BaseCalc base;
    Decomposition d;
    int winGroup = -1;
};

// The reading (decomposition and the group the winning tile completed) that
// pays most: riichi.md "Fu" ("take the reading that scores highest"),
// riichi.md "Source": "多种算法总是按最终打点高的算". Ties: more han, then more fu.
// Offers one reading's yaku to `best`: true when it pays more than best
// (then best holds its numbers; the caller adds the decomposition if it
// keeps one). `fuOfReading(isPinfu)` gives the reading's fu.
template <class FuFn>
[[gnu::always_inline]] inline bool offer(Best& best, const Prepared& p, int doraHan, YakuSet yaku,
                                         FuFn&& fuOfReading) {
    const HandFacts& f = p.f;
    if (!yaku && best.valid) return false;  // a reading without a yaku never beats a valid one
    const int units = yakumanOf(yaku, f);
    const int han = units ? 0 : hanOf(yaku, f);
    const FuParts fu = units ? FuParts{} : fuOfReading(bool(yaku & bit(kPinfu)));
    const bool valid = yaku != 0;
    const BaseCalc base = valid ? baseFor(han + doraHan, fu.rounded, units, p.kiriage, p.kazoe) : BaseCalc{};
    bool better;
    if (!best.any)
        better = true;
    else if (valid != best.valid)
        better = valid;
    else if (base.points != best.base.points)
        better = base.points > best.base.points;
    else if (units != best.units)
        better = units > best.units;
    else if (han != best.han)
        better = han > best.han;
    else
        better = fu.rounded > best.fu.rounded;
    if (!better) return false;
    best.any = true;
    best.valid = valid;
    best.yaku = yaku;
    best.han = han;
    best.units = units;
    best.fu = fu;
    best.base = base;
    return true;
}

Best search(const Prepared& p, std::uint8_t forms) {
    const HandFacts& f = p.f;
    Best best;
    const int doraHan = p.dora + p.ura + p.aka;
    auto consider = [&](const Decomposition& d, int winGroup) {
        const Reading r = makeReading(f, d, winGroup);
        if (offer(best, p, doraHan, yakuOf(f, r), [&](bool isPinfu) { return fuOf(f, r, isPinfu); })) {
            best.d = d;
            best.winGroup = winGroup;
        }
    };
    forEachDecomposition(f.concealed, p.melds, forms, [&](const Decomposition& d) {
        if (d.form != Form::Standard) {
            consider(d, -1);
            return true;
        }
        // The concealed groups holding the winning tile, an identical group
        // once (it gives the same reading).
        unsigned holds = 0;
        const int w = f.winKind;
        for (int i = 0; i < 5; ++i) {
            const Group& g = d.groups[std::size_t(i)];
            const int lo = g.kind, hi = g.kind + 2 * int(g.type == GroupType::Sequence);
            holds |= unsigned(g.meld < 0 && w >= lo && w <= hi) << i;
        }
        for (unsigned m = holds; m; m &= m - 1) {
            const int i = std::countr_zero(m);
            bool seen = false;
            for (unsigned e = holds & ((1u << i) - 1); e; e &= e - 1)
                seen = seen || d.groups[std::size_t(std::countr_zero(e))] == d.groups[std::size_t(i)];
            if (!seen) consider(d, i);
        }
        return true;
    });
    return best;
}

// One number suit's table reading (decompose.h detail::suitReadings) as
// the facts a reading needs, at the suit's own numbers 0..8.
struct SuitFacts {
    std::uint16_t seq = 0;   // bit r: a run from r
    std::uint16_t trip = 0;  // bit r: a triplet of r
    std::uint8_t nSeq = 0, nTrip = 0;
    std::uint8_t seqPairs = 0;  // pairs of identical runs (一盃口 count)
    std::uint8_t tripFu = 0;    // the triplets' fu when concealed: 4 simple, 8 terminal
    std::uint8_t pair = 255;    // number - 1 of the pair, 255: none
};

// The facts of every table reading, by its index in
// detail::allSuitReadings(), with the start of that array.
struct SuitFactsTable {
    std::vector<SuitFacts> facts;
    const qe::detail::SuitReading* first = nullptr;
    SuitFactsTable() {
        const std::span<const qe::detail::SuitReading> all = qe::detail::allSuitReadings();
        first = all.data();
        for (const qe::detail::SuitReading& x : all) {
            SuitFacts sf;
            std::array<int, 9> runs{};
            for (int i = 0; i < x.n; ++i) {
                const int r = x.g[i] & 15;
                if (x.g[i] & 16) {
                    sf.seq = std::uint16_t(sf.seq | 1u << r);
                    ++sf.nSeq;
                    ++runs[std::size_t(r)];
                } else {
                    sf.trip = std::uint16_t(sf.trip | 1u << r);
                    ++sf.nTrip;
                    sf.tripFu = std::uint8_t(sf.tripFu + (r == 0 || r == 8 ? 8 : 4));
                }
            }
            for (int c : runs) sf.seqPairs = std::uint8_t(sf.seqPairs + c / 2);
            sf.pair = x.pair;
            facts.push_back(sf);
        }
    }
};

const SuitFactsTable& suitFactsTable() {
    static const SuitFactsTable t;  // built once; thread-safe initialisation
    return t;
}

// Bits set among the three dragon kinds and among the four winds (the
// build has no popcount instruction: a call per std::popcount).
inline int dragonCount(std::uint64_t kinds) { return int(0xE994u >> (2 * (kinds >> kWhite & 7)) & 3); }
inline int windCount(std::uint64_t kinds) { return int(0x4332322132212110ULL >> (4 * (kinds >> kEast & 15)) & 15); }

// search() for the value alone (no decomposition kept): the standard
// readings straight from the per-suit table, each suit's facts
// precomputed, so a reading costs a few masks and popcounts instead of a
// Decomposition and a pass over its groups. The special forms go through
// search(). Gives search()'s han, fu, yakuman units and base (the best of
// the same readings under the same order of preference; which of two equal
// readings is kept does not change these); tests/test_riichi_score.cpp
// compares the two on random and mutated hands.
Best fastSearch(const Prepared& p) {
    const HandFacts& f = p.f;
    const Counts& c = f.concealed;
    // 七対子 needs every count 0 or 2 (a byte without bits but bit 1).
    std::uint8_t special = std::uint8_t(p.forms & ~kFormStandard);
    if ((countwords::word(c, 0) | countwords::word(c, 8) | countwords::word(c, 16) | countwords::word(c, 24) |
         countwords::word(c, 26)) &
        ~(2 * countwords::kOnes))
        special = std::uint8_t(special & ~kFormSevenPairs);
    Best best = special ? search(p, special) : Best{};
    const int doraHan = p.dora + p.ura + p.aka;

    // Honours: each kind is a triplet or the pair (1 or 4 of a kind reads
    // nowhere; checkHand leaves at most four).
    const std::uint64_t hw = countwords::word(c, 26) >> 8;
    if (countwords::bytesEqual(hw, 1) | countwords::bytesEqual(hw, 4)) return best;
    const std::uint64_t hPairs = countwords::bytesEqual(hw, 2);
    const std::uint64_t hTriplets = (hw + 0x7d * countwords::kOnes) & countwords::kHigh;
    int pairSuits = countwords::highBytes(hPairs);
    if (pairSuits > 1) return best;
    std::uint64_t honourTrip = 0;  // bit k: a concealed honour triplet of kind k
    for (std::uint64_t m = hTriplets; m; m &= m - 1) honourTrip |= std::uint64_t(1) << (27 + std::countr_zero(m) / 8);
    const int honourTripN = countwords::highBytes(hTriplets);

    // Each number suit's readings (the empty suit: one empty reading).
    static constexpr SuitFacts kEmpty{};
    const SuitFactsTable& table = suitFactsTable();
    const qe::detail::SuitIndex& index = *p.suits;
    std::array<const SuitFacts*, 3> sf{&kEmpty, &kEmpty, &kEmpty};
    std::array<std::uint32_t, 3> sn{1, 1, 1};
    for (int s = 0; s < 3; ++s) {
        const std::uint8_t* a = c.data() + 9 * s;
        const int sum = int((countwords::load8(a) * countwords::kOnes) >> 56) + a[8];
        if (sum == 0) continue;
        const int m = sum % 3;
        if (m == 1) return best;
        pairSuits += m == 2;
        std::uint32_t first = 0;
        const std::uint32_t n = qe::detail::findSuit(index, a, first);
        if (n == 0) return best;
        sf[std::size_t(s)] = table.facts.data() + first;
        sn[std::size_t(s)] = n;
    }
    if (pairSuits != 1) return best;

    // The melds' groups (riichi.md "Fu": open triplet 2, concealed 4,
    // doubled with a terminal or honour, four times for a kong).
    std::uint32_t meldSeq = 0;
    std::uint64_t meldTrip = 0;
    int meldSeqN = 0, meldTripN = 0, meldKongs = 0, meldConcealedTrip = 0, meldFu = 0;
    for (const Meld& m : p.melds) {
        if (m.type == MeldType::Chi) {
            meldSeq |= 1u << m.kind;
            ++meldSeqN;
            continue;
        }
        const bool kong = m.isKong(), concealed = m.type == MeldType::Ankan;
        meldTrip |= std::uint64_t(1) << m.kind;
        ++meldTripN;
        meldKongs += kong;
        meldConcealedTrip += concealed;
        meldFu += 2 << (int(isTerminalOrHonor(m.kind)) + int(concealed) + 2 * int(kong));
    }

    const int w = f.winKind;
    const bool wTermHonour = bitAt(kTerminalHonourKinds, Kind(w));
    for (std::uint32_t i0 = 0; i0 < sn[0]; ++i0)
        for (std::uint32_t i1 = 0; i1 < sn[1]; ++i1)
            for (std::uint32_t i2 = 0; i2 < sn[2]; ++i2) {
                const SuitFacts& a = sf[0][i0];
                const SuitFacts& b = sf[1][i1];
                const SuitFacts& d = sf[2][i2];
                const std::uint32_t cSeq = std::uint32_t(a.seq) | std::uint32_t(b.seq) << 9 | std::uint32_t(d.seq) << 18;
                const std::uint64_t cTrip = std::uint64_t(a.trip) | std::uint64_t(b.trip) << 9 |
                                            std::uint64_t(d.trip) << 18 | honourTrip;
                const Kind pair = a.pair != 255   ? Kind(a.pair)
                                  : b.pair != 255 ? Kind(9 + b.pair)
                                  : d.pair != 255 ? Kind(18 + d.pair)
                                                  : Kind(27 + std::countr_zero(hPairs) / 8);
                Reading r;
                r.form = Form::Standard;
                r.sequences = meldSeqN + a.nSeq + b.nSeq + d.nSeq;
                const int cTripN = a.nTrip + b.nTrip + d.nTrip + honourTripN;
                r.triplets = meldTripN + cTripN;
                r.kongs = meldKongs;
                r.seqStarts = meldSeq | cSeq;
                r.tripletKinds = meldTrip | cTrip;
                r.dragonTriplets = dragonCount(r.tripletKinds);
                r.windTriplets = windCount(r.tripletKinds);
                const bool seqOutside = !(r.seqStarts & ~kOutsideRunKinds);
                r.outsideAll = seqOutside && !(r.tripletKinds & ~kTerminalHonourKinds) &&
                               bitAt(kTerminalHonourKinds, pair);
                r.terminalsAll = seqOutside && !(r.tripletKinds & ~kTerminalKinds) && bitAt(kTerminalKinds, pair);
                // 一盃口 / 二盃口 only closed, where every run is concealed.
                r.identicalSeqPairs = f.closed ? a.seqPairs + b.seqPairs + d.seqPairs : 0;
                r.pair = pair;
                int fu0 = 20 + meldFu + a.tripFu + b.tripFu + d.tripFu + 8 * honourTripN;
                if (isDragon(pair)) fu0 += 2;
                if (pair == f.seatWind) fu0 += 2;
                if (pair == f.roundWind) fu0 += 2;
                const int concealedTrip = meldConcealedTrip + cTripN;
                // One reading per kind of concealed group holding the
                // winning tile (waitOf): a run from w-2, from w-1, a
                // triplet of w, a run from w, the pair of w.
                auto one = [&](Wait wait, bool ronTriplet) __attribute__((always_inline)) {
                    r.wait = wait;
                    r.concealedTriplets = concealedTrip - int(ronTriplet);
                    const int fu = fu0 - (ronTriplet ? (wTermHonour ? 4 : 2) : 0) +
                                   (wait == Wait::Kanchan || wait == Wait::Penchan || wait == Wait::Tanki ? 2 : 0);
                    const YakuSet yaku = yakuOf(f, r);
                    offer(best, p, doraHan, yaku, [&](bool isPinfu) { return finishFu(f, isPinfu, fu); });
                };
                // A run never starts at 8 or 9, so the bits below w - 2
                // and w - 1 of another suit are never set.
                const std::uint64_t seqAt = std::uint64_t(cSeq);  // w may be an honour, past bit 31
                if (w >= 2 && (seqAt >> (w - 2) & 1)) one(w % 9 == 2 ? Wait::Penchan : Wait::Ryanmen, false);
                if (w >= 1 && (seqAt >> (w - 1) & 1)) one(Wait::Kanchan, false);
                if (cTrip >> w & 1) one(Wait::Shanpon, !f.tsumo);
                if (seqAt >> w & 1) one(w % 9 == 6 ? Wait::Penchan : Wait::Ryanmen, false);
                if (pair == w) one(Wait::Tanki, false);
            }
    return best;
}

// Inlined into scoreValue: a call returning the Value through memory cost
// more than the function's work.
[[gnu::always_inline]] inline Value valueOf(const Prepared& p, const Best& b) {
    Value v;
    if (!b.any) {
        v.status = -1;
        return v;
    }
    if (!b.valid) {
        v.status = 0;
        return v;
    }
    v.status = 1;
    v.yakuman = b.units;
    v.han = b.units ? 13 * b.units : b.han + p.dora + p.ura + p.aka;
    v.fu = b.fu.rounded;
    v.base = b.base.points;
    // shares() for the one way this win is paid (each payment rounded up
    // separately, riichi.md "Points"), without the other two roundings.
    const long long a = v.base;
    v.points = !p.f.tsumo ? roundUp100((p.dealer ? 6 : 4) * a)
               : p.dealer ? 3 * roundUp100(2 * a)
                          : roundUp100(2 * a) + 2 * roundUp100(a);
    return v;
}

}  // namespace

Combination YakuCombiner::combine(const FanTable& table, std::span<const FoundFan> found) const {
    YakuSet s = 0;
    for (const FoundFan& x : found) s |= bit(x.fan);
    s = countedYaku(s);
    HandFacts f;
    f.closed = closed;
    f.doubleYakuman = doubleYakuman;
    Combination c;
    for (YakuSet t = s; t; t &= t - 1) {
        const int y = std::countr_zero(t);
        const FanRow& row = table.row(y);
        CountedFan cf;
        cf.fan = y;
        if (row.category != kYaku) {
            const int units = yakumanOf(bit(y), f);
            cf.value = 13LL * units;
            cf.detail = units == 2 ? "double yakuman" : "yakuman";
        } else {
            cf.value = closed ? row.value : row.value2;
            cf.detail = std::to_string(cf.value) + " han";
            if (!closed && row.value2 != row.value) cf.detail += " (open; " + std::to_string(row.value) + " closed)";
        }
        cf.delta = cf.value;
        for (const FoundFan& x : found)
            if (x.fan == y) cf.groups = x.groups;
        c.counted.push_back(std::move(cf));
    }
    const int units = yakumanOf(s, f);
    const int han = units ? 13 * units : s ? hanOf(s, f) + doraHan : 0;
    const BaseCalc b = s ? baseFor(units ? 0 : han, units ? 0 : fu, units, kiriage, kazoe) : BaseCalc{};
    c.total = han;
    c.fields = {{"han", han}, {"fu", units ? 0 : fu}, {"yakuman", units}, {"base", b.points}};
    return c;
}

Base basePoints(int han, int fu, int yakumanUnits, const Options& opts) {
    const BaseCalc b =
        baseFor(han, fu, yakumanUnits, optionValue(opts, kOptKiriage) != 0, optionValue(opts, kOptKazoe) != 0);
    static const char* names[] = {"",          "mangan",          "haneman", "baiman",
                                  "sanbaiman", "counted yakuman", "yakuman", "mangan"};
    Base out;
    out.points = b.points;
    out.limit = names[b.limit];
    if (b.limit == kYakumanLimit && yakumanUnits == 2) out.limit = "double yakuman";
    if (b.limit == kYakumanLimit && yakumanUnits == 3) out.limit = "triple yakuman";
    if (b.limit == kYakumanLimit && yakumanUnits > 3) out.limit = std::to_string(yakumanUnits) + "x yakuman";
    return out;
}

// riichi.md "Points": dealer ron 6a, dealer tsumo 2a from each; non-dealer
// ron 4a, non-dealer tsumo 2a from the dealer and a from each other player;
// each payment rounded up to 100 separately.
Shares shares(long long base, bool dealerWins) {
    Shares s;
    s.ron = roundUp100((dealerWins ? 6 : 4) * base);
    s.tsumoDealer = dealerWins ? 0 : roundUp100(2 * base);
    s.tsumoOther = roundUp100((dealerWins ? 2 : 1) * base);
    return s;
}

int gateMisses(const HandDesc& h) {
    Prepared p;
    if (!prepare(h, p, nullptr)) return -1;
    int misses = 0;
    forEachDecomposition(
        p.f.concealed, p.melds, kFormStandard | kFormSevenPairs | kFormThirteenOrphans, [&](const Decomposition& d) {
            for (int i = d.form == Form::Standard ? 0 : -1; i < (d.form == Form::Standard ? 5 : 0); ++i) {
                if (i >= 0 && (d.groups[std::size_t(i)].meld >= 0 || !d.groups[std::size_t(i)].contains(p.f.winKind)))
                    continue;
                const Reading r = makeReading(p.f, d, i);
                if (yakuOf(p.f, r) != yakuOfUngated(p.f, r)) ++misses;
                // and the forms skipped are never there
                if (d.form == Form::SevenPairs && !(p.forms & kFormSevenPairs)) ++misses;
                if (d.form == Form::ThirteenOrphans && !(p.forms & kFormThirteenOrphans)) ++misses;
            }
            return true;
        });
    return misses;
}

Value scoreValue(const HandDesc& h) {
    Prepared p;
    if (!prepare(h, p, nullptr)) return Value{};
    return valueOf(p, fastSearch(p));
}

Value scoreValueByWalk(const HandDesc& h) {
    Prepared p;
    if (!prepare(h, p, nullptr)) return Value{};
    return valueOf(p, search(p, p.forms));
}

// ---- the breakdown (scoreHand) ---------------------------------------------

namespace {

std::string num(long long v) { return std::to_string(v); }

// The tiles of each group of the reading, red fives placed where the hand
// has them.
struct Tiles {
    std::vector<std::vector<Tile>> groups;  // in reading order, pair last
};

Tiles readingTiles(const HandDesc& h, const Decomposition& d, const HandFacts& f) {
    Tiles out;
    std::array<int, 3> redLeft{};
    for (const Tile& t : h.hand)
        if (t.red) ++redLeft[std::size_t(t.kind / 9)];
    auto tile = [&](Kind k) {
        Tile t{k, false};
        if (isNumber(k) && numberOf(k) == 5 && redLeft[std::size_t(k / 9)] > 0) {
            t.red = true;
            --redLeft[std::size_t(k / 9)];
        }
        return t;
    };
    if (d.form == Form::ThirteenOrphans) {
        std::vector<Tile> singles, pair;
        for (int k = 0; k < kNumKinds; ++k) {
            const int c = f.concealed[std::size_t(k)];
            for (int i = 0; i < c; ++i) (c == 2 ? pair : singles).push_back(tile(Kind(k)));
        }
        out.groups = {singles, pair};
        return out;
    }
    for (int i = 0; i < d.size; ++i) {
        const Group& g = d.groups[std::size_t(i)];
        std::vector<Tile> v;
        if (g.meld >= 0) {
            v = h.melds[std::size_t(g.meld)].tiles();
        } else if (g.type == GroupType::Sequence) {
            for (int j = 0; j < 3; ++j) v.push_back(tile(Kind(g.kind + j)));
        } else {
            const int n = g.type == GroupType::Pair ? 2 : g.type == GroupType::Kong ? 4 : 3;
            for (int j = 0; j < n; ++j) v.push_back(tile(g.kind));
        }
        out.groups.push_back(v);
    }
    return out;
}

std::vector<Tile> concat(const Tiles& t, auto&& pick) {
    std::vector<Tile> v;
    for (std::size_t i = 0; i < t.groups.size(); ++i)
        if (pick(int(i))) v.insert(v.end(), t.groups[i].begin(), t.groups[i].end());
    return v;
}

// The tiles that made a yaku, for the breakdown's highlight.
std::vector<Tile> yakuTiles(int y, const HandDesc& h, const Reading& r, const Tiles& t) {
    const Decomposition& d = *r.d;
    auto all = [&](int) { return true; };
    auto groupIs = [&](auto pred) {
        return concat(t, [&](int i) { return r.form == Form::Standard && i < 4 && pred(d.groups[std::size_t(i)], i); });
    };
    switch (y) {
        case kRiichi:
        case kDoubleRiichi:
        case kIppatsu:
        case kMenzenTsumo:
        case kRinshan:
        case kChankan:
        case kHaitei:
        case kHoutei:
        case kTenhou:
        case kChiihou: return {h.winTile};
        case kHaku: return groupIs([](const Group& g, int) { return g.isTripletLike() && g.kind == kWhite; });
        case kHatsu: return groupIs([](const Group& g, int) { return g.isTripletLike() && g.kind == kGreen; });
        case kChun: return groupIs([](const Group& g, int) { return g.isTripletLike() && g.kind == kRed; });
        case kSeatWind:
        case kRoundWind: {
            const Kind w = windKind(y == kSeatWind ? h.seatWind : h.roundWind);
            return groupIs([w](const Group& g, int) { return g.isTripletLike() && g.kind == w; });
        }
        case kIipeikou:
        case kRyanpeikou:
            return groupIs([&](const Group& g, int i) {
                if (g.type != GroupType::Sequence) return false;
                for (int j = 0; j < 4; ++j)
                    if (j != i && d.groups[std::size_t(j)] == g) return true;
                return false;
            });
        case kSanshoku:
            return groupIs([&](const Group& g, int) {
                if (g.type != GroupType::Sequence) return false;
                const int n = g.kind % 9;
                return (r.seqStarts >> n & 1) && (r.seqStarts >> (9 + n) & 1) && (r.seqStarts >> (18 + n) & 1);
            });
        case kIttsu:
            return groupIs([&](const Group& g, int) {
                if (g.type != GroupType::Sequence || g.kind % 3 != 0) return false;
                const int s = g.kind / 9 * 9;
                return (r.seqStarts >> s & 1) && (r.seqStarts >> (s + 3) & 1) && (r.seqStarts >> (s + 6) & 1);
            });
        case kSanshokuDoukou:
            return groupIs([&](const Group& g, int) {
                if (!g.isTripletLike() || !isNumber(g.kind)) return false;
                const int n = g.kind % 9;
                return (r.tripletKinds >> n & 1) && (r.tripletKinds >> (9 + n) & 1) && (r.tripletKinds >> (18 + n) & 1);
            });
        case kSanankou:
        case kSuuankou:
        case kSuuankouTanki:
            return groupIs([&](const Group& g, int i) {
                return g.isTripletLike() && g.concealed && !(i == r.winGroup && !h.tsumo);
            });
        case kToitoi: return groupIs([](const Group& g, int) { return g.isTripletLike(); });
        case kSankantsu:
        case kSuukantsu: return groupIs([](const Group& g, int) { return g.type == GroupType::Kong; });
        case kShousangen:
        case kDaisangen: {
            std::vector<Tile> v = groupIs([](const Group& g, int) { return g.isTripletLike() && isDragon(g.kind); });
            if (y == kShousangen) v.insert(v.end(), t.groups.back().begin(), t.groups.back().end());
            return v;
        }
        case kShousuushii:
        case kDaisuushii: {
            std::vector<Tile> v = groupIs([](const Group& g, int) { return g.isTripletLike() && isWind(g.kind); });
            if (y == kShousuushii) v.insert(v.end(), t.groups.back().begin(), t.groups.back().end());
            return v;
        }
        default: {
            std::vector<Tile> v = concat(t, all);
            sortTiles(v);
            return v;
        }
    }
}

const char* waitName(Wait w) {
    switch (w) {
        case Wait::Ryanmen: return "両面 two-sided wait";
        case Wait::Kanchan: return "嵌張 closed wait";
        case Wait::Penchan: return "辺張 edge wait";
        case Wait::Tanki: return "単騎 pair wait";
        case Wait::Shanpon: return "双碰 wait on a pair becoming a triplet";
        case Wait::None: break;
    }
    return "";
}

const char* limitText(Limit l) {
    switch (l) {
        case kMangan: return "満貫 mangan";
        case kHaneman: return "跳満 haneman";
        case kBaiman: return "倍満 baiman";
        case kSanbaiman: return "三倍満 sanbaiman";
        case kKazoe: return "数え役満 counted yakuman";
        case kYakumanLimit: return "役満 yakuman";
        case kKiriage: return "切り上げ満貫 rounded-up mangan";
        case kNoLimit: break;
    }
    return "";
}

void fuSteps(const HandDesc& h, const Prepared& p, const Reading& r, bool isPinfu, const Tiles& t,
             std::vector<ScoreStep>& steps) {
    const HandFacts& f = p.f;
    const Decomposition& d = *r.d;
    long long fu = 0;
    auto add = [&](std::string text, int delta, std::vector<Tile> tiles) {
        fu += delta;
        steps.push_back({std::move(text), delta, fu, std::move(tiles)});
    };
    if (r.form == Form::SevenPairs) {
        add("七対子 Seven pairs: 25 fu, not rounded (riichi.md \"Fu\")", 25, {});
        return;
    }
    add("副底 Base: 20 fu", 20, {});
    for (int i = 0; i < 4; ++i) {
        const Group& g = d.groups[std::size_t(i)];
        const std::vector<Tile>& tiles = t.groups[std::size_t(i)];
        const std::string ts = formatTiles(tiles);
        if (g.type == GroupType::Sequence) {
            add(std::string(g.meld >= 0 ? "明順 Open sequence " : "順子 Sequence ") + ts + ": 0 fu", 0, tiles);
            continue;
        }
        const bool ronTriplet = i == r.winGroup && !f.tsumo;
        const bool concealed = g.concealed && !ronTriplet;
        const bool kong = g.type == GroupType::Kong;
        int v = isTerminalOrHonor(g.kind) ? 4 : 2;
        if (concealed) v *= 2;
        if (kong) v *= 4;
        std::string what = kong ? (concealed ? "暗槓 Concealed kong " : "明槓 Open kong ")
                                : (concealed ? "暗刻 Concealed triplet " : "明刻 Open triplet ");
        what += ts;
        what += isTerminalOrHonor(g.kind) ? " (terminal/honour)" : " (simple)";
        if (ronTriplet && g.concealed) what += ", completed by the ron: counts as open";
        add(what + ": " + num(v) + " fu", v, tiles);
    }
    {
        const std::vector<Tile>& pt = t.groups[4];
        int v = 0;
        std::string why;
        if (isDragon(r.pair)) v += 2, why = "dragon";
        if (r.pair == f.seatWind) v += 2, why += why.empty() ? "seat wind" : ", seat wind";
        if (r.pair == f.roundWind) v += 2, why += why.empty() ? "round wind" : ", round wind";
        add("雀頭 Pair " + formatTiles(pt) + (v ? " (yakuhai: " + why + ")" : "") + ": " + num(v) + " fu", v, pt);
    }
    {
        const int v = r.wait == Wait::Ryanmen || r.wait == Wait::Shanpon ? 0 : 2;
        add(std::string("待ち Wait: ") + waitName(r.wait) + " on " + formatTile(h.winTile) + ": " + num(v) + " fu", v,
            {h.winTile});
    }
    if (f.tsumo) {
        if (isPinfu)
            add("平和ツモ Pinfu self-draw: no self-draw fu (stays 20)", 0, {h.winTile});
        else
            add("ツモ Self-draw: 2 fu", 2, {h.winTile});
    } else if (f.closed) {
        add("門前ロン Concealed win on a discard: 10 fu", 10, {h.winTile});
    } else {
        add("ロン Open win on a discard: 0 fu", 0, {h.winTile});
    }
    const int rounded = (int(fu) + 9) / 10 * 10;
    if (rounded != fu)
        steps.push_back({"fu " + num(fu) + " rounds up to " + num(rounded), rounded - fu, rounded, {}});
    if (!f.closed && rounded == 20)
        steps.push_back({"An open hand at 20 fu counts 30 fu (riichi.md \"Fu\")", 10, 30, {}});
}

}  // namespace

ScoreResult scoreHand(const HandDesc& h) {
    Prepared p;
    std::string err;
    if (!prepare(h, p, &err)) return ScoreResult::failure("riichi", err);
    const HandFacts& f = p.f;
    ScoreResult res;
    res.ruleset = "riichi";
    res.ok = true;
    const Best b = search(p, p.forms);
    const Value v = valueOf(p, b);
    res.fields = {{"han", v.han}, {"fu", v.fu}, {"yakuman", v.yakuman}, {"base", v.base}, {"points", v.points}};
    res.total = v.han;
    res.valid = v.status == 1;
    if (!b.any) {
        res.steps.push_back(
            {"不和了 Not a complete hand: riichi wins with four groups and a pair, 七対子 (seven "
             "different pairs) or 国士無双",
             0,
             0,
             {}});
        return res;
    }
    const Reading r = makeReading(f, b.d, b.winGroup);
    const Tiles t = readingTiles(h, b.d, f);
    res.groups = t.groups;
    if (!b.valid) {
        std::string text = "役なし No yaku: the hand is complete but has no yaku, so it cannot win";
        if (p.dora + p.ura + p.aka > 0) text += " (its " + num(p.dora + p.ura + p.aka) + " dora are not a yaku)";
        res.steps.push_back({text, 0, 0, {}});
        return res;
    }
    // Yaku (riichi.md "Yaku"), in table order, through the combiner; its
    // han and base must be the search's.
    YakuCombiner comb;
    comb.closed = f.closed;
    comb.doubleYakuman = f.doubleYakuman;
    comb.doraHan = p.dora + p.ura + p.aka;
    comb.fu = b.fu.rounded;
    comb.kiriage = p.kiriage;
    comb.kazoe = p.kazoe;
    std::vector<FoundFan> found;
    for (YakuSet s = b.yaku; s; s &= s - 1) found.push_back({std::uint8_t(std::countr_zero(s)), 1, 0, 0});
    const Combination combined = comb.combine(yakuTable(), found);
    Breakdown bd{res};
    for (const CountedFan& c : combined.counted) bd.fan(yakuTable(), c, yakuTiles(c.fan, h, r, t));
    long long han = bd.total;
    // Dora (not for yakuman: riichi.md "Source", 役满, counts no ordinary han).
    auto doraItem = [&](const char* id, const char* ja, const char* en, int count, std::string detail,
                        std::vector<Tile> tiles) {
        if (count <= 0) return;
        han += count;
        res.items.push_back({id, ja, en, 1, count, tiles});
        res.steps.push_back(
            {std::string(ja) + " " + en + " ×" + num(count) + detail + ": " + num(count) + " han", count, han, tiles});
    };
    const std::vector<Tile> allTiles = concat(t, [](int) { return true; });
    auto doraTiles = [&](const std::vector<Tile>& ind) {
        std::vector<Tile> picked;
        std::string text;
        for (const Tile& i : ind) {
            const Kind k = doraOf(i.kind);
            text += (text.empty() ? " (" : ", ") + formatTile(i) + " → " + formatKind(k);
            for (const Tile& x : allTiles)
                if (x.kind == k) picked.push_back(x);
        }
        if (!text.empty()) text += ")";
        return std::pair{picked, text};
    };
    if (b.units == 0) {
        const auto [dt, dtext] = doraTiles(h.indicators);
        doraItem("dora", "ドラ", "Dora", p.dora, dtext, dt);
        if (p.ura > 0) {
            const auto [ut, utext] = doraTiles(h.underIndicators);
            doraItem("ura", "裏ドラ", "Ura dora", p.ura, utext, ut);
        }
        std::vector<Tile> reds;
        for (const Tile& x : allTiles)
            if (x.red) reds.push_back(x);
        doraItem("aka", "赤ドラ", "Red fives", p.aka, "", reds);
    } else if (p.dora + p.ura + p.aka > 0) {
        res.steps.push_back({"ドラ Dora are not counted with a yakuman", 0, han, {}});
    }
    if (han != v.han || combined.total != v.han || combined.fields.back().second != v.base)
        return ScoreResult::failure("riichi", "internal error: breakdown han " + num(han) + " / combiner han " +
                                                  num(combined.total) + " differs from " + num(v.han));

    // Each step says what its total counts: han (yaku and dora), fu, then
    // points from the base points on (riichi.md "Fu", "Points").
    auto unitFrom = [&](std::size_t from, const char* unit) {
        for (std::size_t i = from; i < res.steps.size(); ++i) res.steps[i].unit = unit;
    };
    unitFrom(0, "han");
    const std::size_t fuFrom = res.steps.size();

    // Fu (riichi.md "Fu").
    if (b.units == 0) {
        fuSteps(h, p, r, b.yaku & bit(kPinfu), t, res.steps);
        if (res.steps.back().total != v.fu)
            return ScoreResult::failure(
                "riichi", "internal error: fu steps give " + num(res.steps.back().total) + ", the search " + num(v.fu));
    } else {
        res.steps.push_back({"役満 Yakuman: fu are not counted", 0, 0, {}});
    }

    unitFrom(fuFrom, "fu");
    const std::size_t pointsFrom = res.steps.size();

    // Base points (riichi.md "Points").
    const long long a = v.base;
    if (b.units > 0) {
        res.steps.push_back(
            {"役満 Yakuman ×" + num(b.units) + ": a = 8000 × " + num(b.units) + " = " + num(a), a, a, {}});
    } else if (v.han >= 5) {
        std::string text = num(v.han) + " han: " + limitText(b.base.limit);
        if (v.han >= 13 && !p.kazoe) text += " (kazoe_yakuman off: capped at sanbaiman)";
        res.steps.push_back({text + ", a = " + num(a), a, a, {}});
    } else {
        const long long raw = (long long)v.fu << (v.han + 2);
        res.steps.push_back({num(v.fu) + " fu × 2^(" + num(v.han) + "+2) = " + num(raw), raw, raw, {}});
        if (b.base.limit == kMangan)
            res.steps.push_back({"a = " + num(raw) + " > 2000: 満貫 mangan, a = 2000", a - raw, a, {}});
        else if (b.base.limit == kKiriage)
            res.steps.push_back(
                {num(v.han) + " han " + num(v.fu) + " fu: 切り上げ満貫 rounded-up mangan (option kiriage), a = 2000",
                 a - raw,
                 a,
                 {}});
    }

    // Payments, each rounded up to 100 separately (riichi.md "Points").
    const Shares s = shares(a, p.dealer);
    auto pay = [&](const std::string& who, int k, long long share, long long running) {
        res.steps.push_back(
            {who + " pays " + (k == 1 ? num(a) : num(k) + "×" + num(a) + " = " + num(k * a)) + " → " + num(share),
             share,
             running,
             {}});
    };
    if (!h.tsumo) {
        pay(p.dealer ? "Discarder (dealer wins)" : "Discarder", p.dealer ? 6 : 4, s.ron, s.ron);
    } else if (p.dealer) {
        pay("Each non-dealer", 2, s.tsumoOther, s.tsumoOther);
        res.steps.push_back({"Dealer self-draw: 3 × " + num(s.tsumoOther) + " = " + num(v.points),
                             v.points - s.tsumoOther,
                             v.points,
                             {}});
    } else {
        pay("Dealer", 2, s.tsumoDealer, s.tsumoDealer);
        pay("Each other non-dealer", 1, s.tsumoOther, s.tsumoDealer + s.tsumoOther);
        res.steps.push_back({"Self-draw: " + num(s.tsumoDealer) + " + " + num(s.tsumoOther) + " + " +
                                 num(s.tsumoOther) + " = " + num(v.points),
                             s.tsumoOther,
                             v.points,
                             {}});
    }
    if (h.honba || h.pot)
        res.steps.push_back(
            {"Honba and deposits are paid on top (" + num(h.honba) + " honba, " + num(h.pot) + " deposits)",
             0,
             v.points,
             {}});
    unitFrom(pointsFrom, "points");
    return res;
}

// The words kRules takes, for Ruleset::situationWords.
std::vector<std::string> situationWords() { return fankit_detail::wordNames(kRules.words); }

}  // namespace qe::riichi
