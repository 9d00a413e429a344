// 璸市麻雀 (binshi) fans: MCR's 81 fans as data (docs/rulesets/binshi.md
// "MCR fans (81)"). The enum order is the table's order, highest value first;
// the counting pass (binshi_score.cpp) walks it in this order so that a fan
// excludes the lower fans it implies before they are counted.
#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include "core/fankit.h"

namespace qe::binshi {

enum Fan : std::uint8_t {
    // 88
    kBigFourWinds,
    kBigThreeDragons,
    kAllGreen,
    kNineGates,
    kFourKongs,
    kSevenShiftedPairs,
    kThirteenOrphans,
    // 64
    kAllTerminals,
    kLittleFourWinds,
    kLittleThreeDragons,
    kAllHonors,
    kFourConcealedPungs,
    kPureTerminalChows,
    // 48
    kQuadrupleChow,
    kFourPureShiftedPungs,
    // 32
    kFourPureShiftedChows,
    kThreeKongs,
    kAllTerminalsAndHonors,
    // 24
    kSevenPairs,
    kGreaterHonorsKnitted,
    kAllEvenPungs,
    kFullFlush,
    kPureTripleChow,
    kPureShiftedPungs,
    kUpperTiles,
    kMiddleTiles,
    kLowerTiles,
    // 16
    kPureStraight,
    kThreeSuitedTerminalChows,
    kPureShiftedChows,
    kAllFives,
    kTriplePung,
    kThreeConcealedPungs,
    // 12
    kLesserHonorsKnitted,
    kKnittedStraight,
    kUpperFour,
    kLowerFour,
    kBigThreeWinds,
    // 8
    kMixedStraight,
    kReversibleTiles,
    kMixedTripleChow,
    kMixedShiftedPungs,
    kChickenHand,
    kLastTileDraw,
    kLastTileClaim,
    kOutWithReplacementTile,
    kRobbingTheKong,
    // 6
    kAllPungs,
    kHalfFlush,
    kMixedShiftedChows,
    kAllTypes,
    kMeldedHand,
    kTwoConcealedKongs,
    kTwoDragonPungs,
    // 4
    kOutsideHand,
    kFullyConcealedHand,
    kTwoMeldedKongs,
    kLastTile,
    // 2
    kDragonPung,
    kPrevalentWind,
    kSeatWind,
    kConcealedHand,
    kAllChows,
    kTileHog,
    kDoublePung,
    kTwoConcealedPungs,
    kConcealedKong,
    kAllSimples,
    // 1
    kPureDoubleChow,
    kMixedDoubleChow,
    kShortStraight,
    kTwoTerminalChows,
    kPungOfTerminalsOrHonors,
    kMeldedKong,
    kOneVoidedSuit,
    kNoHonors,
    kEdgeWait,
    kClosedWait,
    kSingleWait,
    kSelfDrawn,
    kFlowerTiles,
    kNumFans
};
static_assert(kNumFans == 81, "MCR has 81 fans (docs/rulesets/binshi.md \"MCR fans (81)\")");

// A set of fans (81 bits).
struct FanSet {
    std::uint64_t w[2]{0, 0};
    constexpr void add(int f) { w[f >> 6] |= std::uint64_t(1) << (f & 63); }
    constexpr void remove(int f) { w[f >> 6] &= ~(std::uint64_t(1) << (f & 63)); }
    constexpr bool has(int f) const { return (w[f >> 6] >> (f & 63)) & 1; }
    constexpr bool empty() const { return (w[0] | w[1]) == 0; }
    constexpr FanSet& operator|=(const FanSet& o) {
        w[0] |= o.w[0];
        w[1] |= o.w[1];
        return *this;
    }
    constexpr FanSet operator&(const FanSet& o) const { return FanSet{{w[0] & o.w[0], w[1] & o.w[1]}}; }
    constexpr FanSet operator~() const { return FanSet{{~w[0], ~w[1]}}; }
    static constexpr FanSet of(std::initializer_list<Fan> fans) {
        FanSet s;
        for (Fan f : fans) s.add(f);
        return s;
    }
    friend constexpr bool operator==(const FanSet&, const FanSet&) = default;
};

// Where a fan's predicate looks (FanRow::category): the scorer asks the
// rows of each scope at the point of the search where their facts are
// known (binshi_predicates.cpp bestEvaluation).
enum Scope : int {
    kScopeHand = 0,         // tiles, melds, situation: once per hand
    kScopeReading = 1,      // the form and the groups of one reading
    kScopeCombination = 2,  // combinations of groups (套算一次, 不得相同, chooseCombinations)
    kScopePlacement = 3,    // where the winning tile goes (暗刻, waits)
    kScopeNoOtherFan = 4,   // 无番和: decided after counting
    kScopeBonus = 5,        // 花牌: never toward the 8-fan minimum
};

// The fan table as fan-kit rows (core/fankit.h): id, names, MCR's value,
// the scope as category, the 不计 list as ids and the repeat limit, in enum
// order (docs/rulesets/binshi.md "MCR fans (81)"). A house edits `value`
// here (or per hand with the options "fan.<id>", FanValues).
const FanTable& kitTable();
inline const std::vector<FanRow>& fanTable() { return kitTable().rows(); }
inline const FanRow& info(int f) { return kitTable().row(f); }
// Row f's 不计 list resolved (a combination's list reaches other
// combinations only through chooseCombinations).
const FanSet& excludesOf(int f);
inline bool isCombination(int f) { return info(f).category == kScopeCombination; }

// The fans that never count toward the 8-fan minimum (花牌).
inline constexpr int kMinFan = 8;

// Fan values in force: MCR's by default; a house edits them with
// parseFanValues ("qidui=20,hualong=6", ids or Chinese names).
struct FanValues {
    std::array<int, kNumFans> v{};
    FanValues();
    int operator[](int f) const { return v[std::size_t(f)]; }
};
const FanValues& defaultFanValues();
// Throws std::invalid_argument naming the entry that is not "<fan>=<0..88>".
FanValues parseFanValues(const std::string& text);
// The fan with ascii id or Chinese name `name`, or -1.
int fanByName(const std::string& name);

}  // namespace qe::binshi
