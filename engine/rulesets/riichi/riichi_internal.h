// 立直麻将 scoring internals shared by the riichi_*.cpp files and the tests:
// the yaku table as data, the facts of a hand and of one reading that the
// predicates look at, and the evaluation of one reading.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "core/decompose.h"
#include "core/fankit.h"
#include "core/score.h"
#include "core/tile.h"

namespace qe::riichi {

// Every yaku and yakuman of riichi.md "Yaku"; the enum value is the row of
// the table in riichi_yaku.cpp.
enum Yaku : std::uint8_t {
    // 1 han
    kRiichi,
    kIppatsu,
    kMenzenTsumo,
    kPinfu,
    kTanyao,
    kIipeikou,
    kHaku,
    kHatsu,
    kChun,
    kSeatWind,
    kRoundWind,
    kRinshan,
    kChankan,
    kHaitei,
    kHoutei,
    // 2 han
    kDoubleRiichi,
    kChiitoitsu,
    kSanshoku,
    kIttsu,
    kChanta,
    kToitoi,
    kSanankou,
    kSanshokuDoukou,
    kSankantsu,
    kShousangen,
    kHonroutou,
    // 3 han
    kRyanpeikou,
    kJunchan,
    kHonitsu,
    // 6 han
    kChinitsu,
    // yakuman
    kKokushi,
    kKokushi13,
    kSuuankou,
    kSuuankouTanki,
    kDaisangen,
    kTsuuiisou,
    kRyuuiisou,
    kChinroutou,
    kShousuushii,
    kDaisuushii,
    kSuukantsu,
    kChuuren,
    kJunseiChuuren,
    kTenhou,
    kChiihou,
    kNumYaku
};
static_assert(kNumYaku <= 64, "yaku sets are 64-bit masks");

using YakuSet = std::uint64_t;
constexpr YakuSet bit(int y) { return YakuSet(1) << y; }

// What the winning tile completed (riichi.md "Fu": edge, closed or pair wait
// +2; a triplet completed by a discard counts as open).
enum class Wait : std::uint8_t { Ryanmen, Kanchan, Penchan, Tanki, Shanpon, None };

// Situation words of common.md "Hand description" that riichi scores.
enum Situation : std::uint16_t {
    kSitRiichi = 1 << 0,
    kSitDoubleRiichi = 1 << 1,
    kSitIppatsu = 1 << 2,
    kSitRinshan = 1 << 3,
    kSitChankan = 1 << 4,
    kSitHaitei = 1 << 5,
    kSitHoutei = 1 << 6,
    kSitTenhou = 1 << 7,
    kSitChiihou = 1 << 8,
};

// Facts about the whole hand, independent of the reading.
struct HandFacts {
    // Not zeroed on construction: prepare's checkHandInto writes both
    // counts whole before anything reads them (the scorer builds one
    // HandFacts per hand, and zeroing 68 bytes it then overwrites was a
    // measurable share of scoreValue).
    Counts all;        // every tile, melds included (kongs as 4)
    Counts concealed;  // the concealed tiles, winning tile included
    bool closed = true;  // no open meld (an ankan keeps the hand closed)
    bool tsumo = false;
    Kind winKind = 0;
    Kind seatWind = kEast, roundWind = kEast;
    std::uint16_t sit = 0;
    int meldCount = 0;
    int kongs = 0;
    bool kuitan = true;
    bool doubleYakuman = true;
    // Which of m p s z the hand uses (bit per Suit), and tile classes.
    std::uint8_t suits = 0;
    bool allSimples = false;         // 断幺九
    bool allTerminalHonour = false;  // 混老頭 (and 清老頭 / 字一色 shapes)
    bool allGreen = false;           // 緑一色: 23468s and 發 only
    bool chuuren = false;            // 九蓮宝燈 shape
    bool junseiChuuren = false;      // the 13 tiles before the win are 1112345678999
    YakuSet candidates = 0;          // candidateYaku(): the rows that count open or closed as it is
    // handLevelYaku(): the yaku fixed by the hand and the form alone, for
    // the standard form, seven pairs and thirteen orphans.
    std::array<YakuSet, 3> formYaku{};
};

// One reading: a decomposition plus which of its groups the winning tile
// completed. Precomputed counts the predicates share.
struct Reading {
    const Decomposition* d = nullptr;
    Form form = Form::Standard;
    int winGroup = -1;  // index into d->groups (4 = the pair); -1 for special forms
    Wait wait = Wait::None;
    int sequences = 0;
    int triplets = 0;  // triplets and kongs
    int kongs = 0;
    int concealedTriplets = 0;  // 暗刻 and 暗槓; a triplet completed by a ron is not one
    int dragonTriplets = 0;
    int windTriplets = 0;
    bool outsideAll = false;         // every group and the pair has a terminal or honour
    bool terminalsAll = false;       // every group and the pair has a terminal
    std::uint32_t seqStarts = 0;     // bit k: a sequence starting at kind k (k < 27)
    std::uint64_t tripletKinds = 0;  // bit k: a triplet or kong of kind k
    int identicalSeqPairs = 0;       // 一盃口 count (two pairs = 二盃口)
    Kind pair = 0;
};

// The yaku table (riichi_yaku.cpp, riichi.md "Yaku") on the fan kit: one
// row per Yaku in enum order, value = closed han (yakuman: units), value2 =
// open han (0: closed only), the Japanese names as the ruleset's own.
enum YakuCategory : int {
    kYaku = 0,
    kYakuman = 1,
    kYakumanDouble = 2,  // two units with the double_yakuman option
};
using YakuKit = FanKit<HandFacts, Reading>;
const YakuKit& yakuKit();
const FanTable& yakuTable();

// Every row that counts for an open or closed hand as it is (kuitan decides
// whether 断幺九 counts when open).
YakuSet candidateYaku(const HandFacts& f);

// Fills f.formYaku (after f.candidates).
void handLevelYaku(HandFacts& f);

// The same as yakuOf below from the table's predicates, row by row: the
// definition the tests hold the fast path to.
YakuSet yakuOfUngated(const HandFacts& f, const Reading& r);

// The table's numbers as flat arrays for the per-reading code (built once in
// riichi_yaku.cpp from its rows). The per-reading functions below are
// defined here so that the search (riichi_score.cpp) inlines them.
struct YakuFlat {
    std::array<std::uint8_t, kNumYaku> closedHan{}, openHan{}, units{};
    std::array<YakuSet, kNumYaku> excludes{};
    YakuSet yakuman = 0, doubles = 0;
};
extern const YakuFlat kYakuFlat;

namespace detail {

inline bool yakuhaiKind(const HandFacts& f, Kind k) { return isDragon(k) || k == f.seatWind || k == f.roundWind; }

// The yaku's bit when c holds (c: a condition, a flag or a masked bit).
template <class T>
constexpr YakuSet when(T c, int y) {
    return YakuSet(c != 0) << y;
}

// The relations of the table: a yaku drops those it replaces.
inline YakuSet withRelations(YakuSet s) {
    s = withoutExcluded(s, kYakuFlat.excludes.data());
    // A yakuman drops every normal yaku (riichi.md "Source", 役满: only the yakuman
    // count, e.g. 緑一色 with 清一色 counts the yakuman alone).
    if (s & kYakuFlat.yakuman) s &= kYakuFlat.yakuman;
    return s;
}

// The other yaku of one reading in straight-line code: the same conditions
// as their predicates in riichi_yaku.cpp, which stay the definition
// (yakuOfUngated; the tests compare the two on random hands of every form).
inline YakuSet readingYaku(const HandFacts& f, const Reading& r) {
    if (r.form == Form::SevenPairs) return YakuSet(1) << kChiitoitsu;
    if (r.form == Form::ThirteenOrphans) return (YakuSet(1) << kKokushi) | when(f.winKind == r.pair, kKokushi13);
    if (r.form != Form::Standard) return 0;
    const std::uint64_t t = r.tripletKinds;
    const std::uint32_t q = r.seqStarts;
    // Mask arithmetic instead of one compare per yaku (riichi.md "Yaku"):
    // 一気通貫 is a run from 1 with runs from 4 and 7 of the same suit, i.e.
    // bit 0, 9 or 18 of q & q >> 3 & q >> 6 (q holds runs from bits 0..6 of
    // each suit, so the shifts never reach the next suit).
    constexpr std::uint32_t kSuitStarts = 1u | 1u << 9 | 1u << 18;
    const bool ittsu = (q & q >> 3 & q >> 6 & kSuitStarts) != 0;
    const bool suuankou = r.concealedTriplets == 4;
    // 白 發 中 are kinds kWhite..kRed in the same order as the yaku kHaku..kChun.
    static_assert(kGreen == kWhite + 1 && kRed == kWhite + 2 && kHatsu == kHaku + 1 && kChun == kHaku + 2);
    // The yaku that depend on a count alone, by table (each count is 0..4:
    // four groups; identicalSeqPairs 0..2): 一盃口/二盃口, 対々和, 三暗刻/四暗刻,
    // 大三元, 大四喜, 三槓子/四槓子. Both bits of a pair are set as the
    // predicates do; withRelations drops the lesser one.
    static constexpr YakuSet b = 1;
    static constexpr YakuSet kPeikouYaku[3] = {0, b << kIipeikou, b << kIipeikou | b << kRyanpeikou};
    static constexpr YakuSet kTripletYaku[5] = {0, 0, 0, 0, b << kToitoi};
    static constexpr YakuSet kConcealedYaku[5] = {0, 0, 0, b << kSanankou, b << kSanankou | b << kSuuankou};
    static constexpr YakuSet kDragonYaku[4] = {0, 0, 0, b << kDaisangen};
    static constexpr YakuSet kWindYaku[5] = {0, 0, 0, 0, b << kDaisuushii};
    static constexpr YakuSet kKongYaku[5] = {0, 0, 0, b << kSankantsu, b << kSankantsu | b << kSuukantsu};
    return when(r.sequences == 4 && !yakuhaiKind(f, r.pair) && r.wait == Wait::Ryanmen, kPinfu) |
           kPeikouYaku[r.identicalSeqPairs] | YakuSet(t >> kWhite & 7) << kHaku |
           YakuSet(t >> f.seatWind & 1) << kSeatWind | YakuSet(t >> f.roundWind & 1) << kRoundWind |
           when((q & q >> 9 & q >> 18 & 0x7f) != 0, kSanshoku) | when(ittsu, kIttsu) |
           when(r.outsideAll && r.sequences > 0, kChanta) | when(r.terminalsAll && r.sequences > 0, kJunchan) |
           kTripletYaku[r.triplets] | kConcealedYaku[r.concealedTriplets] |
           when((t & t >> 9 & t >> 18 & 0x1ff) != 0, kSanshokuDoukou) | kKongYaku[r.kongs] |
           when(r.dragonTriplets == 2 && isDragon(r.pair), kShousangen) |
           when(suuankou && r.wait == Wait::Tanki, kSuuankouTanki) | kDragonYaku[r.dragonTriplets] |
           when(r.windTriplets == 3 && isWind(r.pair), kShousuushii) | kWindYaku[r.windTriplets];
}

inline int formSlot(Form form) {
    switch (form) {
        case Form::Standard: return 0;
        case Form::SevenPairs: return 1;
        case Form::ThirteenOrphans: return 2;
        default: return -1;
    }
}

}  // namespace detail

// The yaku of one reading after the relations (a yaku drops those it
// replaces; a yakuman drops every normal yaku): the fast path, hand-level
// yaku once per hand and the rest in straight-line code.
inline YakuSet yakuOf(const HandFacts& f, const Reading& r) {
    const int slot = detail::formSlot(r.form);
    if (slot < 0) return yakuOfUngated(f, r);  // the knitted forms are not riichi hands
    return detail::withRelations((f.formYaku[std::size_t(slot)] | detail::readingYaku(f, r)) & f.candidates);
}

// Han of a set of normal yaku for an open or closed hand, and yakuman units.
inline int hanOf(YakuSet s, const HandFacts& f) {
    int han = 0;
    const std::uint8_t* v = f.closed ? kYakuFlat.closedHan.data() : kYakuFlat.openHan.data();
    for (YakuSet t = s; t; t &= t - 1) han += v[std::countr_zero(t)];
    return han;
}

inline int yakumanOf(YakuSet s, const HandFacts& f) {
    int units = 0;
    for (YakuSet t = s & kYakuFlat.yakuman; t; t &= t - 1) {
        const int y = std::countr_zero(t);
        const int u = kYakuFlat.units[std::size_t(y)];
        units += f.doubleYakuman && (kYakuFlat.doubles >> y & 1) ? 2 * u : u;
    }
    return units;
}

// riichi.md "Fu" for one reading, before rounding (chiitoitsu 25) and the
// final fu after rounding and the open-20 rule.
struct FuParts {
    int raw = 0;
    int rounded = 0;
};
// The fu of a standard reading's groups, pair and wait (`fu`, from 20)
// finished: self-draw or closed ron, rounded up to ten, an open 20 is 30
// (riichi.md "Fu").
inline FuParts finishFu(const HandFacts& f, bool isPinfu, int fu) {
    if (f.tsumo) {
        if (!isPinfu) fu += 2;  // 平和 tsumo stays 20
    } else if (f.closed) {
        fu += 10;
    }
    int rounded = (fu + 9) / 10 * 10;
    if (!f.closed && rounded == 20) rounded = 30;
    return {fu, rounded};
}
inline FuParts fuOf(const HandFacts& f, const Reading& r, bool isPinfu) {
    // riichi.md "Fu": 七対子 25, not rounded; yakuman hands have no fu.
    if (r.form == Form::SevenPairs) return {25, 25};
    if (r.form != Form::Standard) return {0, 0};
    int fu = 20;
    const Decomposition& d = *r.d;
    const int ronGroup = f.tsumo ? -1 : r.winGroup;
    for (int i = 0; i < 4; ++i) {
        const Group& g = d.groups[std::size_t(i)];
        // 2 for a simple triplet, 4 with a terminal or honour; doubled when
        // concealed (a triplet completed by a discard counts as open,
        // riichi.md "Fu"), four times for a kong. Shifts, not branches.
        const int trip = g.type != GroupType::Sequence;
        const int shift = int(isTerminalOrHonor(g.kind)) + int(g.concealed && i != ronGroup) +
                          2 * int(g.type == GroupType::Kong);
        fu += (trip * 2) << shift;
    }
    if (isDragon(r.pair)) fu += 2;
    if (r.pair == f.seatWind) fu += 2;
    if (r.pair == f.roundWind) fu += 2;
    if (r.wait == Wait::Kanchan || r.wait == Wait::Penchan || r.wait == Wait::Tanki) fu += 2;
    return finishFu(f, isPinfu, fu);
}

// The relations of the table on found yaku: a yaku drops those it replaces
// (不计); a yakuman drops every normal yaku.
YakuSet countedYaku(YakuSet found);

// How riichi combines the yaku of one reading into its han (riichi.md
// "Yaku", "Points"): the relations above; each yaku its closed or open han,
// a yakuman 13 han per unit (two units for a double one with the
// double_yakuman option), dora only without a yakuman; then the base points
// with the limits from han and fu. The search runs the same pieces inline
// (yakuOf, hanOf, yakumanOf and the base) for every reading; scoreHand's
// breakdown calls this for the reading that scored. Fields: han, fu,
// yakuman, base.
struct YakuCombiner final : FanCombiner {
    bool closed = true;
    bool doubleYakuman = true;
    int doraHan = 0;
    int fu = 0;
    bool kiriage = false, kazoe = true;
    Combination combine(const FanTable& table, std::span<const FoundFan> found) const override;
};

}  // namespace qe::riichi

namespace qe {
class Rng;
namespace riichi {
// Random winning hands for the tests and the benchmark (common.md
// "Randomness and reproducibility": the game's own Rng only).
struct GenOptions {
    int meldPercent = 0;  // chance a group is called
    int honourWeight = 1;
    // For the tests (0 keeps the benchmark's hands as they are): chance the
    // number tiles all come from one suit, chance of a seven pairs or a
    // thirteen orphans hand.
    int oneSuitPercent = 0;
    int specialPercent = 0;
};
HandDesc randomWinningHand(Rng& rng, const GenOptions& opt = {});
// Readings of a valid hand description where the fast path's yaku (yakuOf)
// and the predicates' (yakuOfUngated) differ, or a form skipped by prepare
// is there (0 expected); -1 for bad input.
int gateMisses(const HandDesc& h);
}  // namespace riichi
}  // namespace qe
