// The MCR fan table of 璸市麻雀 as data: value and 不计 list per fan
// (docs/rulesets/binshi.md "MCR fans (81)"). A fan does not also count the
// fans it implies (不重复). Two rulings of docs/rulesets/binshi.md "Counting
// principles" shape the lists:
// - the fans that exclude 门前清 for a concealed form (七对, 四暗刻, 九莲宝灯
//   ...) exclude 不求人 too, and 自摸 then counts on its own;
// - 幺九刻 is settled per pung (binshi_predicates.cpp): a dragon pung, a
//   seat or prevalent wind pung and the wind pungs of 三风刻 / 小四喜 /
//   大四喜 never count it, so only whole-hand fans list it here; 九莲宝灯
//   includes one 幺九刻 (its 111 or 999), not every one (countFans).
#include "rulesets/binshi/binshi_fans.h"

#include <stdexcept>

namespace qe::binshi {

namespace {

using S = FanSet;

constexpr std::array<FanInfo, kNumFans> kTable{{
    {kBigFourWinds, "big_four_winds", "大四喜", "Big Four Winds", 88,
     S::of({kBigThreeWinds, kAllPungs, kPrevalentWind, kSeatWind, kPungOfTerminalsOrHonors, kLittleFourWinds}), false},
    {kBigThreeDragons, "big_three_dragons", "大三元", "Big Three Dragons", 88,
     S::of({kTwoDragonPungs, kDragonPung, kLittleThreeDragons}), false},
    {kAllGreen, "all_green", "绿一色", "All Green", 88, S::of({kHalfFlush}), false},
    {kNineGates, "nine_gates", "九莲宝灯", "Nine Gates", 88,
     S::of({kFullFlush, kConcealedHand, kFullyConcealedHand, kNoHonors}), false},
    {kFourKongs, "four_kongs", "四杠", "Four Kongs", 88,
     S::of({kThreeKongs, kTwoMeldedKongs, kTwoConcealedKongs, kMeldedKong, kConcealedKong, kAllPungs, kSingleWait}),
     false},
    {kSevenShiftedPairs, "seven_shifted_pairs", "连七对", "Seven Shifted Pairs", 88,
     S::of({kFullFlush, kSevenPairs, kSingleWait, kConcealedHand, kFullyConcealedHand, kNoHonors}), false},
    {kThirteenOrphans, "thirteen_orphans", "十三幺", "Thirteen Orphans", 88,
     S::of({kAllTypes, kFullyConcealedHand, kConcealedHand, kSingleWait, kAllTerminalsAndHonors}), false},

    {kAllTerminals, "all_terminals", "清幺九", "All Terminals", 64,
     S::of({kAllTerminalsAndHonors, kAllPungs, kOutsideHand, kPungOfTerminalsOrHonors, kNoHonors, kDoublePung}), false},
    {kLittleFourWinds, "little_four_winds", "小四喜", "Little Four Winds", 64, S::of({kBigThreeWinds}), false},
    {kLittleThreeDragons, "little_three_dragons", "小三元", "Little Three Dragons", 64,
     S::of({kTwoDragonPungs, kDragonPung}), false},
    {kAllHonors, "all_honors", "字一色", "All Honors", 64,
     S::of({kAllPungs, kAllTerminalsAndHonors, kOutsideHand, kPungOfTerminalsOrHonors}), false},
    {kFourConcealedPungs, "four_concealed_pungs", "四暗刻", "Four Concealed Pungs", 64,
     S::of({kConcealedHand, kFullyConcealedHand, kAllPungs, kThreeConcealedPungs, kTwoConcealedPungs}), false},
    {kPureTerminalChows, "pure_terminal_chows", "一色双龙会", "Pure Terminal Chows", 64,
     S::of({kAllChows, kSevenPairs, kFullFlush, kPureDoubleChow, kTwoTerminalChows, kNoHonors}), true},

    {kQuadrupleChow, "quadruple_chow", "一色四同顺", "Quadruple Chow", 48,
     S::of({kPureShiftedPungs, kPureDoubleChow, kTileHog, kPureTripleChow}), true},
    {kFourPureShiftedPungs, "four_pure_shifted_pungs", "一色四节高", "Four Pure Shifted Pungs", 48,
     S::of({kPureTripleChow, kAllPungs, kPureShiftedPungs}), true},

    {kFourPureShiftedChows, "four_pure_shifted_chows", "一色四步高", "Four Pure Shifted Chows", 32,
     S::of({kPureShiftedChows, kShortStraight, kTwoTerminalChows}), true},
    {kThreeKongs, "three_kongs", "三杠", "Three Kongs", 32,
     S::of({kTwoMeldedKongs, kTwoConcealedKongs, kMeldedKong, kConcealedKong}), false},
    {kAllTerminalsAndHonors, "all_terminals_and_honors", "混幺九", "All Terminals and Honors", 32,
     S::of({kAllPungs, kPungOfTerminalsOrHonors, kOutsideHand}), false},

    {kSevenPairs, "seven_pairs", "七对", "Seven Pairs", 24, S::of({kConcealedHand, kFullyConcealedHand, kSingleWait}),
     false},
    {kGreaterHonorsKnitted, "greater_honors_knitted", "七星不靠", "Greater Honors and Knitted Tiles", 24,
     S::of({kAllTypes, kFullyConcealedHand, kConcealedHand, kSingleWait, kLesserHonorsKnitted}), false},
    {kAllEvenPungs, "all_even_pungs", "全双刻", "All Even Pungs", 24, S::of({kAllPungs, kAllSimples, kNoHonors}),
     false},
    {kFullFlush, "full_flush", "清一色", "Full Flush", 24, S::of({kNoHonors}), false},
    {kPureTripleChow, "pure_triple_chow", "一色三同顺", "Pure Triple Chow", 24,
     S::of({kPureShiftedPungs, kPureDoubleChow}), true},
    {kPureShiftedPungs, "pure_shifted_pungs", "一色三节高", "Pure Shifted Pungs", 24, S::of({kPureTripleChow}), true},
    {kUpperTiles, "upper_tiles", "全大", "Upper Tiles", 24, S::of({kUpperFour, kNoHonors}), false},
    {kMiddleTiles, "middle_tiles", "全中", "Middle Tiles", 24, S::of({kAllSimples, kNoHonors}), false},
    {kLowerTiles, "lower_tiles", "全小", "Lower Tiles", 24, S::of({kLowerFour, kNoHonors}), false},

    {kPureStraight, "pure_straight", "清龙", "Pure Straight", 16, S::of({kShortStraight, kTwoTerminalChows}), true},
    {kThreeSuitedTerminalChows, "three_suited_terminal_chows", "三色双龙会", "Three-Suited Terminal Chows", 16,
     S::of({kMixedDoubleChow, kTwoTerminalChows, kNoHonors, kAllChows}), true},
    {kPureShiftedChows, "pure_shifted_chows", "一色三步高", "Pure Shifted Chows", 16, S{}, true},
    {kAllFives, "all_fives", "全带五", "All Fives", 16, S::of({kAllSimples, kNoHonors}), false},
    {kTriplePung, "triple_pung", "三同刻", "Triple Pung", 16, S::of({kDoublePung}), true},
    {kThreeConcealedPungs, "three_concealed_pungs", "三暗刻", "Three Concealed Pungs", 16, S::of({kTwoConcealedPungs}),
     false},

    {kLesserHonorsKnitted, "lesser_honors_knitted", "全不靠", "Lesser Honors and Knitted Tiles", 12,
     S::of({kAllTypes, kFullyConcealedHand, kConcealedHand, kSingleWait}), false},
    {kKnittedStraight, "knitted_straight", "组合龙", "Knitted Straight", 12, S{}, false},
    {kUpperFour, "upper_four", "大于五", "Upper Four", 12, S::of({kNoHonors}), false},
    {kLowerFour, "lower_four", "小于五", "Lower Four", 12, S::of({kNoHonors}), false},
    {kBigThreeWinds, "big_three_winds", "三风刻", "Big Three Winds", 12, S{}, false},

    {kMixedStraight, "mixed_straight", "花龙", "Mixed Straight", 8, S{}, true},
    {kReversibleTiles, "reversible_tiles", "推不倒", "Reversible Tiles", 8, S::of({kOneVoidedSuit}), false},
    {kMixedTripleChow, "mixed_triple_chow", "三色三同顺", "Mixed Triple Chow", 8, S::of({kMixedDoubleChow}), true},
    {kMixedShiftedPungs, "mixed_shifted_pungs", "三色三节高", "Mixed Shifted Pungs", 8, S{}, true},
    {kChickenHand, "chicken_hand", "无番和", "Chicken Hand", 8, S{}, false},
    {kLastTileDraw, "last_tile_draw", "妙手回春", "Last Tile Draw", 8, S::of({kSelfDrawn}), false},
    {kLastTileClaim, "last_tile_claim", "海底捞月", "Last Tile Claim", 8, S{}, false},
    {kOutWithReplacementTile, "out_with_replacement_tile", "杠上开花", "Out with Replacement Tile", 8,
     S::of({kSelfDrawn}), false},
    {kRobbingTheKong, "robbing_the_kong", "抢杠和", "Robbing the Kong", 8, S::of({kLastTile}), false},

    {kAllPungs, "all_pungs", "碰碰和", "All Pungs", 6, S{}, false},
    {kHalfFlush, "half_flush", "混一色", "Half Flush", 6, S{}, false},
    {kMixedShiftedChows, "mixed_shifted_chows", "三色三步高", "Mixed Shifted Chows", 6, S{}, true},
    {kAllTypes, "all_types", "五门齐", "All Types", 6, S{}, false},
    {kMeldedHand, "melded_hand", "全求人", "Melded Hand", 6, S::of({kSingleWait}), false},
    {kTwoConcealedKongs, "two_concealed_kongs", "双暗杠", "Two Concealed Kongs", 6,
     S::of({kTwoConcealedPungs, kConcealedKong}), false},
    {kTwoDragonPungs, "two_dragon_pungs", "双箭刻", "Two Dragon Pungs", 6, S::of({kDragonPung}), false},

    {kOutsideHand, "outside_hand", "全带幺", "Outside Hand", 4, S{}, false},
    {kFullyConcealedHand, "fully_concealed_hand", "不求人", "Fully Concealed Hand", 4,
     S::of({kConcealedHand, kSelfDrawn}), false},
    {kTwoMeldedKongs, "two_melded_kongs", "双明杠", "Two Melded Kongs", 4, S::of({kMeldedKong}), false},
    {kLastTile, "last_tile", "和绝张", "Last Tile", 4, S{}, false},

    {kDragonPung, "dragon_pung", "箭刻", "Dragon Pung", 2, S{}, false},
    {kPrevalentWind, "prevalent_wind", "圈风刻", "Prevalent Wind", 2, S{}, false},
    {kSeatWind, "seat_wind", "门风刻", "Seat Wind", 2, S{}, false},
    {kConcealedHand, "concealed_hand", "门前清", "Concealed Hand", 2, S{}, false},
    {kAllChows, "all_chows", "平和", "All Chows", 2, S::of({kNoHonors}), false},
    {kTileHog, "tile_hog", "四归一", "Tile Hog", 2, S{}, false},
    {kDoublePung, "double_pung", "双同刻", "Double Pung", 2, S{}, true},
    {kTwoConcealedPungs, "two_concealed_pungs", "双暗刻", "Two Concealed Pungs", 2, S{}, false},
    {kConcealedKong, "concealed_kong", "暗杠", "Concealed Kong", 2, S{}, false},
    {kAllSimples, "all_simples", "断幺", "All Simples", 2, S::of({kNoHonors}), false},

    {kPureDoubleChow, "pure_double_chow", "一般高", "Pure Double Chow", 1, S{}, true},
    {kMixedDoubleChow, "mixed_double_chow", "喜相逢", "Mixed Double Chow", 1, S{}, true},
    {kShortStraight, "short_straight", "连六", "Short Straight", 1, S{}, true},
    {kTwoTerminalChows, "two_terminal_chows", "老少副", "Two Terminal Chows", 1, S{}, true},
    {kPungOfTerminalsOrHonors, "pung_of_terminals_or_honors", "幺九刻", "Pung of Terminals or Honors", 1, S{}, false},
    {kMeldedKong, "melded_kong", "明杠", "Melded Kong", 1, S{}, false},
    {kOneVoidedSuit, "one_voided_suit", "缺一门", "One Voided Suit", 1, S{}, false},
    {kNoHonors, "no_honors", "无字", "No Honors", 1, S{}, false},
    {kEdgeWait, "edge_wait", "边张", "Edge Wait", 1, S{}, false},
    {kClosedWait, "closed_wait", "嵌张", "Closed Wait", 1, S{}, false},
    {kSingleWait, "single_wait", "单钓将", "Single Wait", 1, S{}, false},
    {kSelfDrawn, "self_drawn", "自摸", "Self-Drawn", 1, S{}, false},
    {kFlowerTiles, "flower_tiles", "花牌", "Flower Tiles", 1, S{}, false},
}};

constexpr bool tableInOrder() {
    for (int i = 0; i < kNumFans; ++i)
        if (kTable[std::size_t(i)].fan != i) return false;
    for (int i = 1; i < kNumFans; ++i)
        if (kTable[std::size_t(i)].value > kTable[std::size_t(i - 1)].value) return false;
    return true;
}
static_assert(tableInOrder(), "the fan table follows the Fan enum, highest value first");

}  // namespace

const std::array<FanInfo, kNumFans>& fanTable() { return kTable; }

FanValues::FanValues() {
    for (int f = 0; f < kNumFans; ++f) v[std::size_t(f)] = kTable[std::size_t(f)].value;
}

const FanValues& defaultFanValues() {
    static const FanValues v;
    return v;
}

int fanByName(const std::string& name) {
    for (const auto& i : kTable)
        if (name == i.id || name == i.zh) return i.fan;
    return -1;
}

FanValues parseFanValues(const std::string& text) {
    FanValues out;
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t end = text.find(',', pos);
        if (end == std::string::npos) end = text.size();
        const std::string entry = text.substr(pos, end - pos);
        pos = end + 1;
        if (entry.empty()) continue;
        const std::size_t eq = entry.find('=');
        if (eq == std::string::npos) throw std::invalid_argument("fan values: '" + entry + "' is not <fan>=<value>");
        const std::string name = entry.substr(0, eq), num = entry.substr(eq + 1);
        const int f = fanByName(name);
        if (f < 0) throw std::invalid_argument("fan values: '" + name + "' is not an MCR fan id or name");
        int v = -1;
        if (!num.empty() && num.size() <= 3 && num.find_first_not_of("0123456789") == std::string::npos)
            v = std::stoi(num);
        if (v < 0 || v > 88)
            throw std::invalid_argument("fan values: '" + name + "' needs a value 0..88, got '" + num + "'");
        out.v[std::size_t(f)] = v;
    }
    return out;
}

}  // namespace qe::binshi
