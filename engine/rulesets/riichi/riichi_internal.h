// 立直麻将 scoring internals shared by the riichi_*.cpp files and the tests:
// the yaku table as data, the facts of a hand and of one reading that the
// predicates look at, and the evaluation of one reading.
#pragma once

#include <array>
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
    Counts all{};        // every tile, melds included (kongs as 4)
    Counts concealed{};  // the concealed tiles, winning tile included
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

// The yaku of one reading after the relations (a yaku drops those it
// replaces; a yakuman drops every normal yaku): the fast path, hand-level
// yaku once per hand and the rest in straight-line code.
YakuSet yakuOf(const HandFacts& f, const Reading& r);

// The same from the table's predicates, row by row: the definition the
// tests hold the fast path to.
YakuSet yakuOfUngated(const HandFacts& f, const Reading& r);

// Han of a set of normal yaku for an open or closed hand, and yakuman units.
int hanOf(YakuSet s, const HandFacts& f);
int yakumanOf(YakuSet s, const HandFacts& f);

// riichi.md "Fu" for one reading, before rounding (chiitoitsu 25) and the
// final fu after rounding and the open-20 rule.
struct FuParts {
    int raw = 0;
    int rounded = 0;
};
FuParts fuOf(const HandFacts& f, const Reading& r, bool pinfu);

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
