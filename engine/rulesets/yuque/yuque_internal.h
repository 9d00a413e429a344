// 玉雀 scoring internals shared by the yuque_*.cpp files and the tests:
// the fan table as data, the reading of a decomposition the predicates look
// at, the predicates, the remainder (d) table and the search.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/decompose.h"
#include "core/fankit.h"
#include "core/score.h"
#include "core/tile.h"

namespace qe::yuque {

// The 62 fans, in the order of yuque-fans.tsv (the enum value is the row).
enum Fan : std::uint8_t {
    kFanke,          // 0.0 番刻
    kSiAnke,         // 0.1.1.1 四暗刻
    kSanAnke,        // 0.1.1.2 三暗刻
    kShuangAnke,     // 0.1.1.3 双暗刻
    kSiGang,         // 0.1.2.1 四杠
    kSanGang,        // 0.1.2.2 三杠
    kShuangGang,     // 0.1.2.3 双杠
    kGang,           // 0.1.2.4 杠
    kDuiduihe,       // 0.1.3 对对和
    kLingshang,      // 0.2.1 岭上开花
    kHaidi,          // 0.2.2 海底捞月
    kHedi,           // 0.2.3 河底捞鱼
    kQianggang,      // 0.2.4 抢杠
    kTianhe,         // 0.2.5 天和
    kDihe,           // 0.2.6 地和
    kJiulian,        // 1 九莲宝灯
    kDaSixi,         // 2.1.1 大四喜
    kXiaoSixi,       // 2.1.2 小四喜
    kSanfengke,      // 2.1.3 三风刻
    kDaSanyuan,      // 2.2.1 大三元
    kXiaoSanyuan,    // 2.2.2 小三元
    kMenfeng,        // 2.3.3.1 番牌:门风牌
    kZhong,          // 2.3.3.2 番牌:中
    kFa,             // 2.3.3.3 番牌:發
    kBai,            // 2.3.3.4 番牌:白
    kZiyise,         // 3.1.1 字一色
    kQingyiseM,      // 3.1.2.1 清一色:萬
    kQingyiseP,      // 3.1.2.2 清一色:筒
    kQingyiseS,      // 3.1.2.3 清一色:索
    kHunyiseM,       // 3.1.3.1 混一色:萬
    kHunyiseP,       // 3.1.3.2 混一色:筒
    kHunyiseS,       // 3.1.3.3 混一色:索
    kQingyaojiu,     // 3.2.1 清幺九
    kHunyaojiu,      // 3.2.2 混幺九
    kQingdaiyao,     // 3.2.3 清带幺
    kHundaiyao,      // 3.2.4 混带幺
    kSitongshun,     // 4.1.1 四同顺
    kSantongshun,    // 4.1.2 三同顺
    kErbangao,       // 4.1.3 二般高
    kYibangao,       // 4.1.4 一般高
    kSansetongshun,  // 4.2.1 三色同顺
    kErxiangfeng,    // 4.2.2 二相逢
    kXixiangfeng,    // 4.2.3 喜相逢
    kSansetongke,    // 4.3.1 三色同刻
    kErtongke,       // 4.3.2 二同刻
    kShuangtongke,   // 4.3.3 双同刻
    kYiqi,           // 5.3.1 一气贯通
    kSanseguan,      // 5.3.2 三色贯通
    kQingshuanglong, // 5.3.3 清双龙会
    kShuanglong,     // 5.3.4 双龙会
    kSibugao,        // 5.1.1 四步高
    kSanbugao,       // 5.1.2 三步高
    kSilianhuan,     // 5.2.1 四连环
    kSanlianhuan,    // 5.2.2 三连环
    kSilianke,       // 5.4.1 四连刻
    kSanlianke,      // 5.4.2 三连刻
    kSanselianke,    // 5.4.3 三色连刻
    kJingtong,       // 6.1 镜同
    kShutong,        // 6.2 数同
    kYaojiuSanke,    // 7.1 幺九三刻
    kYaojiuSike,     // 7.2 幺九四刻
    kMenqianqing,    // 8 门前清
    kNumFans
};
static_assert(kNumFans == 62, "yuque.md: 62 fans");

using FanSet = std::uint64_t;
constexpr FanSet bit(int f) { return FanSet(1) << f; }

// How the remainder d of a fan *as a* is derived (yuque-readings.md
// "Remainders: how d is derived", families 1-4).
enum class Family : std::uint8_t {
    Zero,     // priority 0: never an a or b of a remainder
    Nine,     // 九莲宝灯: counted only with priority-0 situations
    Honour,   // family 2: wind/dragon fans and 番牌 (slot classes)
    Yaojiu,   // family 2: 幺九三刻 / 幺九四刻 (slot classes)
    Whole,    // family 3: whole-hand fans (per-group demands)
    Pattern,  // family 1: number patterns (instances, number and suit ties)
    Menqing,  // 门前清: R = 1 as b, never lowers R as a
};

// A row of the fan table (yuque_fans.cpp): the kit's row (id, names,
// value, value2 = the stacked value when 番刻 is counted, category = the
// priority, excludes = the tsv remarks, implies = readings 9) and what only
// 玉雀 has.
struct YuqueFanRow {
    FanRow row;
    const char* no;       // the tsv `no`
    std::int8_t sub;      // subtracted after rounding (清一色, 混一色: 2)
    std::int8_t h;        // groups involved; -1 for "-" (priority 0)
    Family family;
    bool fanke;           // its triplets/kongs take 番刻 when it is counted (tsv 0.0, readings 10)
    const char* example;  // the source's 牌例 (14 tiles, groups spaced), "" if none
};
const FanTable& fans();

// The same rows flattened for the counting loops, built once from the table.
struct FanInfo {
    const char* no;
    const char* key;  // the row's id (ScoreItem::id)
    const char* zh;
    const char* en;
    std::int8_t value;       // the tsv value; for "15-2" the stacked value 15
    std::int8_t valueFanke;  // stacked value when 番刻 is counted (yuque.md "Counting fans" 6)
    std::int8_t sub;
    std::int8_t h;
    std::int8_t prio;
    Family family;
    bool fanke;
    const char* example;
};

const std::array<FanInfo, kNumFans>& fanTable();
inline const FanInfo& info(int f) { return fanTable()[std::size_t(f)]; }

// Relations (yuque-readings.md 9): a ⇒ b at decomposition level, and the
// exclusions of the remarks column, as pairs read from the table's rows.
// Symmetric closure is not applied.
struct FanPair { Fan a, b; };
const std::vector<FanPair>& implications();
const std::vector<FanPair>& exclusions();
// 九莲宝灯 "only with 天和, 地和, 海底捞月, 河底捞鱼" (tsv remarks).
FanSet jiulianAllowed();
// For each fan, the fans that may not be counted with it (implication either
// way, exclusion either way, the 九莲 restriction).
const std::array<FanSet, kNumFans>& incompatible();

// ---------------------------------------------------------------------------
// A decomposition as the predicates see it: four melds (kongs included),
// then the pair. Bits 0..3 of a group mask are the melds, bit 4 the pair.

enum GType : std::uint8_t { kSeq = 0, kTrip = 1, kKong = 2 };

struct Reading {
    std::array<Kind, 4> kind{};         // lowest kind of a sequence
    std::array<std::uint8_t, 4> type{};  // GType
    std::array<bool, 4> open{};          // chi / pon / kan / kakan
    std::array<bool, 4> ctrip{};         // concealed triplet (暗刻): concealed triplets not
                                         // completed by a discard, and concealed kongs
    Kind pair = 0;
    Kind seatWind = kEast;
    bool concealedHand = true;           // no chi/pon/kan/kakan (readings 8)

    bool isTrip(int i) const { return type[std::size_t(i)] != kSeq; }
    bool isSeq(int i) const { return type[std::size_t(i)] == kSeq; }
};
constexpr std::uint8_t kPairBit = 1 << 4;
constexpr std::uint8_t kAllGroups = 0x1f;

// One way a fan is present: the groups it uses (for the shared-group test of
// yuque.md "Counting fans" 4 and the breakdown tiles), the triplets it gives
// 番刻 to (readings 10), and for 番牌 the shape (0 triplet, 1 pair,
// readings 15).
struct Cand {
    std::uint8_t fan = 0;
    std::uint8_t mask = 0;
    std::uint8_t fmask = 0;
    std::uint8_t shape = 0;
};

struct CandList {
    std::array<Cand, 96> c{};
    int n = 0;
    void add(int fan, std::uint8_t mask, std::uint8_t fmask = 0, std::uint8_t shape = 0) {
        if (n < int(c.size())) c[std::size_t(n++)] = Cand{std::uint8_t(fan), mask, fmask, shape};
    }
};

// Hand-level facts that are not in the decomposition.
struct HandFacts {
    bool lingshang = false, haidi = false, hedi = false, qianggang = false, tianhe = false, dihe = false;
    bool jiulian = false;
};

// Every structural predicate (all fans but 番刻 and the situations) on one
// reading, appending one Cand per distinct instance.
void structuralFans(const Reading& r, CandList& out);
// Single predicates by fan (instances appended); used by the remainder
// derivation and tests. Situational fans and 番刻 add nothing here.
void fanInstances(int fan, const Reading& r, CandList& out);
bool hasFan(int fan, const Reading& r);
// 九莲宝灯 on the concealed counts (readings 7): all 14 in one suit, no
// melds, and the 13 tiles other than the winning tile are 1112345678999.
bool jiulianHand(const Counts& concealed, int meldCount, int winKind);

// Reading of a decomposition of hand h: marks the triplet completed by a
// discard as open (readings 16) unless the winning tile also fits another
// concealed group of this decomposition.
Reading makeReading(const Decomposition& d, int winKind, bool tsumo,
                    Kind seatWind, bool concealedHand);
// The tiles of group i (0..3 melds, 4 the pair).
std::vector<Tile> groupTiles(const Reading& r, int i);

// ---------------------------------------------------------------------------
// Remainders (yuque.md "Counting fans" 4, readings "Remainders").
// d(a, b) capped at h_b, with a's 番牌 shape; h_b when b cannot be reached.
struct DTable {
    std::array<std::array<std::array<std::uint8_t, kNumFans>, 2>, kNumFans> d{};
};
const DTable& dTable();  // derived once, on first use
inline int dValue(int a, int shape, int b) { return dTable().d[std::size_t(a)][std::size_t(shape)][std::size_t(b)]; }

// The number and suit ties of a number-pattern fan as derived from its
// descriptor (slots sharing a variable are tied): one mask per tie set of
// two or more slots. `kindTied` for 镜同.
struct PatternTies {
    int slotCount = 0;
    std::vector<std::uint8_t> number, suit;
    bool kindTied = false;
};
PatternTies patternTies(int fan);

// ---------------------------------------------------------------------------
// Search (yuque.md "Counting fans" 1-8).

struct StackStep {
    int fan = 0;            // kFanke for the 番刻 step
    int count = 1;          // 番刻: participating triplets
    int value = 0;          // the value stacked (variant value when 番刻 is counted)
    int rNum = 1, rDen = 1; // R = rNum/rDen (1/1 when priority 0, first, or 门前清)
    int against = -1;       // the fan R was taken against, -1 when none
    int delta = 0;          // Δf after rounding and subtraction
    int total = 0;          // running total
    std::uint8_t mask = 0;  // groups that made it
};

struct BestChoice {
    int fan = -1;  // -1: not a complete standard-form hand
    Reading reading;
    std::vector<StackStep> steps;  // only filled when asked
};

// yuque.md "Counting fans" 1-8 for the fans found in one reading, as the
// kit's combiner: the allowed subset and, within each priority, the order
// that give the most fan after the remainders, 番刻 on or off; counted in
// counting order (priority 0, then 1..6, 番刻 last). FoundFan: groups =
// Cand::mask, shape = Cand::shape, extra = Cand::fmask. Values and
// priorities are the rows of fans() (read through info()). Fields: fan.
// The search runs the same Searcher over every reading; scoreHand's
// breakdown calls this for the reading that scored.
struct StackingCombiner final : FanCombiner {
    Combination combine(const FanTable& table, std::span<const FoundFan> found) const override;
};

// Fast path: the maximal fan over decompositions and allowed fan sets.
// `withSteps` fills the steps of one maximising choice (counting order,
// 番刻 last).
BestChoice searchBest(const HandDesc& h, bool withSteps, std::string* error);
// Reference: every subset, every order within a priority, no pruning (tests).
int bruteForceFan(const HandDesc& h);
// The fans present in each standard decomposition (situations included);
// empty for bad input or an incomplete hand.
std::vector<FanSet> presentSets(const HandDesc& h);

}  // namespace qe::yuque

namespace qe {
class Rng;
namespace yuque {
// Random winning hands for tests and the benchmark (own RNG, common.md).
struct GenOptions {
    int meldPercent = 30;      // chance per group of being called (chi/pon/kan)
    int kongPercent = 8;       // chance per triplet of being a kong
    int situationPercent = 5;  // chance of one situation word
    int honourWeight = 1;      // relative weight of honour triplets
};
HandDesc randomWinningHand(Rng& rng, const GenOptions& opt = {});
}  // namespace yuque
}  // namespace qe
