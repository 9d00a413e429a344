// 上海麻将 scoring: winning types with their classes, 底花 elements and the
// 花 count (docs/rulesets/shanghai.md "Winning types", "Counting 花"), and
// the settlement of one hand in shares (docs/rulesets/shanghai.md
// "Payments"). Types and elements are rows of data tables, each with one
// small named predicate.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/options.h"
#include "core/ruleset.h"
#include "core/score.h"

namespace qe::shanghai {

// The winning types of docs/rulesets/shanghai.md "Winning types", in the
// table's order (the enum value is the row).
enum Type : std::uint8_t {
    kTianhu,      // 天胡
    kDihu,        // 地胡
    kBahua,       // 八花
    kZiyise,      // 字一色
    kLuanfeng,    // 乱风向
    kQingpeng,    // 清碰
    kQingyise,    // 清一色
    kHunpeng,     // 混碰
    kDadiaoche,   // 大吊车
    kGangkai,     // 杠开
    kHunyise,     // 混一色
    kPengpenghu,  // 碰碰胡
    kNumTypes
};

struct TypeInfo {
    const char* key;  // ScoreItem::id
    const char* zh;
    const char* en;
    std::int8_t cls;    // 1, 2 or 3
    std::int8_t value;  // 喇 for classes 1 and 2, 番 (a factor 2^n) for class 3
};
const std::array<TypeInfo, kNumTypes>& typeTable();

// The 底花 elements of docs/rulesets/shanghai.md "Counting 花" 3.
enum Element : std::uint8_t {
    kBase,                   // 3 for every hand
    kFlower,                 // 1 per flower
    kWindPon,                // 1
    kWindConcealedTriplet,   // 1
    kDragonPon,              // 2
    kDragonConcealedTriplet, // 2
    kNumberOpenKong,         // 1 (open or added)
    kNumberConcealedKong,    // 2
    kWindOpenKong,           // 2
    kWindConcealedKong,      // 3
    kDragonOpenKong,         // 3
    kDragonConcealedKong,    // 4
    kNumElements
};

struct ElementInfo {
    const char* key;
    const char* zh;
    const char* en;
    std::int8_t value;  // 花 per element
};
const std::array<ElementInfo, kNumElements>& elementTable();

inline constexpr int kHuaPerLa = 50;  // 1 喇 = 50 花

std::vector<OptionDesc> optionDescs();

// A hand description (common.md) in, the 花 count with items and steps out.
// fields: hua, class (1-3), la (classes 1-2), fan (class 3), dihua (class 3).
ScoreResult scoreHand(const HandDesc& h);
// The situation words scoreHand takes (Ruleset::situationWords).
std::vector<std::string> situationWords();
// The same search without the breakdown: the 花 total, or -1 where
// scoreHand answers an error (the benchmark's and the bots' fast path).
long long scoreValue(const HandDesc& h);
// scoreHand's ok, valid, total and fields without items, steps or groups
// (Ruleset::value).
ScoreResult scoreFields(const HandDesc& h);

// Ruleset::valuer (core/ruleset.h HandValuer): the hands sharing `base`,
// valued as scoreFields values them; nullptr for a base with a situation
// word or anything scoreFields would refuse.
std::unique_ptr<HandValuer> makeValuer(const HandDesc& base);

// ---- settlement (docs/rulesets/shanghai.md "Payments") ----

struct SettleWin {
    int seat = -1;
    long long hua = 0;
};

struct SettleInput {
    std::vector<SettleWin> winners;  // one, or several on one discard
    int discarder = -1;              // -1 for a self-draw (one winner)
    long long base = 1;              // 底分
    std::array<long long, 4> scores{};
    // claims[a][b]: how many times seat a claimed (chi/pon/kong) from seat b
    // this hand; 3 or more makes the two related (3口).
    std::array<std::array<int, 4>, 4> claims{};
    std::array<std::string, 4> names{"East", "South", "West", "North"};
};

// Who pays whom; every payment is a step too. Nobody pays below 0: a payer
// short of money pays what they have, to several winners of one discard in
// the order 下家, 对家, 上家 of the discarder.
struct Transfer {
    int from = -1, to = -1;
    long long amount = 0;
    std::string reason;
};
struct SettleResult {
    std::array<long long, 4> delta{};
    std::vector<Transfer> transfers;
    std::vector<ScoreStep> steps;
};
SettleResult settle(const SettleInput& in);

// True when seat a claimed three or more times from seat b (one way).
inline bool related(const SettleInput& in, int a, int b) { return in.claims[std::size_t(a)][std::size_t(b)] >= 3; }

// 荒番 (docs/rulesets/shanghai.md "荒番"): what a hand's dice add to the
// counter, and the counter after the hand.
int huangfanDiceAdd(int d1, int d2);
int huangfanAfterHand(int counter, bool won);

}  // namespace qe::shanghai
