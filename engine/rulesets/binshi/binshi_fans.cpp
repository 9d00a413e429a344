// The MCR fan table of 璸市麻雀 as data: one fan-kit row per fan (core/fankit.h
// FanRow) with its value, scope, 不计 list and repeat limit
// (docs/rulesets/binshi.md "MCR fans (81)"). A fan does not also count the
// fans it implies (不重复). Two rulings of docs/rulesets/binshi.md "Counting
// principles" shape the lists:
// - the fans that exclude 门前清 for a concealed form (七对, 四暗刻, 九莲宝灯
//   ...) exclude 不求人 too, and 自摸 then counts on its own;
// - 幺九刻 is settled per pung (binshi_predicates.cpp): a dragon pung, a
//   seat or prevalent wind pung and the wind pungs of 三风刻 / 小四喜 /
//   大四喜 never count it, so only whole-hand fans list it here; 九莲宝灯
//   includes one 幺九刻 (its 111 or 999), not every one (countFans).
// Repeat limits: 0 where the hand can hold the fan any number of times
// (四归一, 幺九刻, 花牌); 2 for the combinations of two groups, which four
// groups can form twice (一般高 ×2 in 112233m 112233p ...).
#include "rulesets/binshi/binshi_fans.h"

#include <iterator>
#include <stdexcept>

namespace qe::binshi {

namespace {

struct Row {
    Fan fan;
    FanRow row;
};

// One row per fan, in enum order: {enum, {id, 中文, English, "", value, 0,
// scope, 不计 ids, "", repeat}}.
// clang-format off
constexpr Row kRows[] = {
    // 88
    {kBigFourWinds, {"big_four_winds", "大四喜", "Big Four Winds", "", 88, 0, kScopeReading, "big_three_winds all_pungs prevalent_wind seat_wind pung_of_terminals_or_honors little_four_winds", "", 1}},
    {kBigThreeDragons, {"big_three_dragons", "大三元", "Big Three Dragons", "", 88, 0, kScopeReading, "two_dragon_pungs dragon_pung little_three_dragons", "", 1}},
    {kAllGreen, {"all_green", "绿一色", "All Green", "", 88, 0, kScopeHand, "half_flush", "", 1}},
    {kNineGates, {"nine_gates", "九莲宝灯", "Nine Gates", "", 88, 0, kScopeHand, "full_flush concealed_hand fully_concealed_hand no_honors", "", 1}},
    {kFourKongs, {"four_kongs", "四杠", "Four Kongs", "", 88, 0, kScopeHand, "three_kongs two_melded_kongs two_concealed_kongs melded_kong concealed_kong all_pungs single_wait", "", 1}},
    {kSevenShiftedPairs, {"seven_shifted_pairs", "连七对", "Seven Shifted Pairs", "", 88, 0, kScopeReading, "full_flush seven_pairs single_wait concealed_hand fully_concealed_hand no_honors", "", 1}},
    {kThirteenOrphans, {"thirteen_orphans", "十三幺", "Thirteen Orphans", "", 88, 0, kScopeReading, "all_types fully_concealed_hand concealed_hand single_wait all_terminals_and_honors", "", 1}},
    // 64
    {kAllTerminals, {"all_terminals", "清幺九", "All Terminals", "", 64, 0, kScopeHand, "all_terminals_and_honors all_pungs outside_hand pung_of_terminals_or_honors no_honors double_pung", "", 1}},
    {kLittleFourWinds, {"little_four_winds", "小四喜", "Little Four Winds", "", 64, 0, kScopeReading, "big_three_winds", "", 1}},
    {kLittleThreeDragons, {"little_three_dragons", "小三元", "Little Three Dragons", "", 64, 0, kScopeReading, "two_dragon_pungs dragon_pung", "", 1}},
    {kAllHonors, {"all_honors", "字一色", "All Honors", "", 64, 0, kScopeHand, "all_pungs all_terminals_and_honors outside_hand pung_of_terminals_or_honors", "", 1}},
    {kFourConcealedPungs, {"four_concealed_pungs", "四暗刻", "Four Concealed Pungs", "", 64, 0, kScopePlacement, "concealed_hand fully_concealed_hand all_pungs three_concealed_pungs two_concealed_pungs", "", 1}},
    {kPureTerminalChows, {"pure_terminal_chows", "一色双龙会", "Pure Terminal Chows", "", 64, 0, kScopeCombination, "all_chows seven_pairs full_flush pure_double_chow two_terminal_chows no_honors", "", 1}},
    // 48
    {kQuadrupleChow, {"quadruple_chow", "一色四同顺", "Quadruple Chow", "", 48, 0, kScopeCombination, "pure_shifted_pungs pure_double_chow tile_hog pure_triple_chow", "", 1}},
    {kFourPureShiftedPungs, {"four_pure_shifted_pungs", "一色四节高", "Four Pure Shifted Pungs", "", 48, 0, kScopeCombination, "pure_triple_chow all_pungs pure_shifted_pungs", "", 1}},
    // 32
    {kFourPureShiftedChows, {"four_pure_shifted_chows", "一色四步高", "Four Pure Shifted Chows", "", 32, 0, kScopeCombination, "pure_shifted_chows short_straight two_terminal_chows", "", 1}},
    {kThreeKongs, {"three_kongs", "三杠", "Three Kongs", "", 32, 0, kScopeHand, "two_melded_kongs two_concealed_kongs melded_kong concealed_kong", "", 1}},
    {kAllTerminalsAndHonors, {"all_terminals_and_honors", "混幺九", "All Terminals and Honors", "", 32, 0, kScopeHand, "all_pungs pung_of_terminals_or_honors outside_hand", "", 1}},
    // 24
    {kSevenPairs, {"seven_pairs", "七对", "Seven Pairs", "", 24, 0, kScopeReading, "concealed_hand fully_concealed_hand single_wait", "", 1}},
    {kGreaterHonorsKnitted, {"greater_honors_knitted", "七星不靠", "Greater Honors and Knitted Tiles", "", 24, 0, kScopeReading, "all_types fully_concealed_hand concealed_hand single_wait lesser_honors_knitted", "", 1}},
    {kAllEvenPungs, {"all_even_pungs", "全双刻", "All Even Pungs", "", 24, 0, kScopeReading, "all_pungs all_simples no_honors", "", 1}},
    {kFullFlush, {"full_flush", "清一色", "Full Flush", "", 24, 0, kScopeHand, "no_honors", "", 1}},
    {kPureTripleChow, {"pure_triple_chow", "一色三同顺", "Pure Triple Chow", "", 24, 0, kScopeCombination, "pure_shifted_pungs pure_double_chow", "", 1}},
    {kPureShiftedPungs, {"pure_shifted_pungs", "一色三节高", "Pure Shifted Pungs", "", 24, 0, kScopeCombination, "pure_triple_chow", "", 1}},
    {kUpperTiles, {"upper_tiles", "全大", "Upper Tiles", "", 24, 0, kScopeHand, "upper_four no_honors", "", 1}},
    {kMiddleTiles, {"middle_tiles", "全中", "Middle Tiles", "", 24, 0, kScopeHand, "all_simples no_honors", "", 1}},
    {kLowerTiles, {"lower_tiles", "全小", "Lower Tiles", "", 24, 0, kScopeHand, "lower_four no_honors", "", 1}},
    // 16
    {kPureStraight, {"pure_straight", "清龙", "Pure Straight", "", 16, 0, kScopeCombination, "short_straight two_terminal_chows", "", 1}},
    {kThreeSuitedTerminalChows, {"three_suited_terminal_chows", "三色双龙会", "Three-Suited Terminal Chows", "", 16, 0, kScopeCombination, "mixed_double_chow two_terminal_chows no_honors all_chows", "", 1}},
    {kPureShiftedChows, {"pure_shifted_chows", "一色三步高", "Pure Shifted Chows", "", 16, 0, kScopeCombination, "", "", 1}},
    {kAllFives, {"all_fives", "全带五", "All Fives", "", 16, 0, kScopeReading, "all_simples no_honors", "", 1}},
    {kTriplePung, {"triple_pung", "三同刻", "Triple Pung", "", 16, 0, kScopeCombination, "double_pung", "", 1}},
    {kThreeConcealedPungs, {"three_concealed_pungs", "三暗刻", "Three Concealed Pungs", "", 16, 0, kScopePlacement, "two_concealed_pungs", "", 1}},
    // 12
    {kLesserHonorsKnitted, {"lesser_honors_knitted", "全不靠", "Lesser Honors and Knitted Tiles", "", 12, 0, kScopeReading, "all_types fully_concealed_hand concealed_hand single_wait", "", 1}},
    {kKnittedStraight, {"knitted_straight", "组合龙", "Knitted Straight", "", 12, 0, kScopeReading, "", "", 1}},
    {kUpperFour, {"upper_four", "大于五", "Upper Four", "", 12, 0, kScopeHand, "no_honors", "", 1}},
    {kLowerFour, {"lower_four", "小于五", "Lower Four", "", 12, 0, kScopeHand, "no_honors", "", 1}},
    {kBigThreeWinds, {"big_three_winds", "三风刻", "Big Three Winds", "", 12, 0, kScopeReading, "", "", 1}},
    // 8
    {kMixedStraight, {"mixed_straight", "花龙", "Mixed Straight", "", 8, 0, kScopeCombination, "", "", 1}},
    {kReversibleTiles, {"reversible_tiles", "推不倒", "Reversible Tiles", "", 8, 0, kScopeHand, "one_voided_suit", "", 1}},
    {kMixedTripleChow, {"mixed_triple_chow", "三色三同顺", "Mixed Triple Chow", "", 8, 0, kScopeCombination, "mixed_double_chow", "", 1}},
    {kMixedShiftedPungs, {"mixed_shifted_pungs", "三色三节高", "Mixed Shifted Pungs", "", 8, 0, kScopeCombination, "", "", 1}},
    {kChickenHand, {"chicken_hand", "无番和", "Chicken Hand", "", 8, 0, kScopeNoOtherFan, "", "", 1}},
    {kLastTileDraw, {"last_tile_draw", "妙手回春", "Last Tile Draw", "", 8, 0, kScopeHand, "self_drawn", "", 1}},
    {kLastTileClaim, {"last_tile_claim", "海底捞月", "Last Tile Claim", "", 8, 0, kScopeHand, "", "", 1}},
    {kOutWithReplacementTile, {"out_with_replacement_tile", "杠上开花", "Out with Replacement Tile", "", 8, 0, kScopeHand, "self_drawn", "", 1}},
    {kRobbingTheKong, {"robbing_the_kong", "抢杠和", "Robbing the Kong", "", 8, 0, kScopeHand, "last_tile", "", 1}},
    // 6
    {kAllPungs, {"all_pungs", "碰碰和", "All Pungs", "", 6, 0, kScopeReading, "", "", 1}},
    {kHalfFlush, {"half_flush", "混一色", "Half Flush", "", 6, 0, kScopeHand, "", "", 1}},
    {kMixedShiftedChows, {"mixed_shifted_chows", "三色三步高", "Mixed Shifted Chows", "", 6, 0, kScopeCombination, "", "", 1}},
    {kAllTypes, {"all_types", "五门齐", "All Types", "", 6, 0, kScopeHand, "", "", 1}},
    {kMeldedHand, {"melded_hand", "全求人", "Melded Hand", "", 6, 0, kScopeReading, "single_wait", "", 1}},
    {kTwoConcealedKongs, {"two_concealed_kongs", "双暗杠", "Two Concealed Kongs", "", 6, 0, kScopeHand, "two_concealed_pungs concealed_kong", "", 1}},
    {kTwoDragonPungs, {"two_dragon_pungs", "双箭刻", "Two Dragon Pungs", "", 6, 0, kScopeReading, "dragon_pung", "", 1}},
    // 4
    {kOutsideHand, {"outside_hand", "全带幺", "Outside Hand", "", 4, 0, kScopeReading, "", "", 1}},
    {kFullyConcealedHand, {"fully_concealed_hand", "不求人", "Fully Concealed Hand", "", 4, 0, kScopeHand, "concealed_hand self_drawn", "", 1}},
    {kTwoMeldedKongs, {"two_melded_kongs", "双明杠", "Two Melded Kongs", "", 4, 0, kScopeHand, "melded_kong", "", 1}},
    {kLastTile, {"last_tile", "和绝张", "Last Tile", "", 4, 0, kScopeHand, "", "", 1}},
    // 2
    {kDragonPung, {"dragon_pung", "箭刻", "Dragon Pung", "", 2, 0, kScopeReading, "", "", 1}},
    {kPrevalentWind, {"prevalent_wind", "圈风刻", "Prevalent Wind", "", 2, 0, kScopeReading, "", "", 1}},
    {kSeatWind, {"seat_wind", "门风刻", "Seat Wind", "", 2, 0, kScopeReading, "", "", 1}},
    {kConcealedHand, {"concealed_hand", "门前清", "Concealed Hand", "", 2, 0, kScopeHand, "", "", 1}},
    {kAllChows, {"all_chows", "平和", "All Chows", "", 2, 0, kScopeReading, "no_honors", "", 1}},
    {kTileHog, {"tile_hog", "四归一", "Tile Hog", "", 2, 0, kScopeHand, "", "", 0}},
    {kDoublePung, {"double_pung", "双同刻", "Double Pung", "", 2, 0, kScopeCombination, "", "", 2}},
    {kTwoConcealedPungs, {"two_concealed_pungs", "双暗刻", "Two Concealed Pungs", "", 2, 0, kScopePlacement, "", "", 1}},
    {kConcealedKong, {"concealed_kong", "暗杠", "Concealed Kong", "", 2, 0, kScopeHand, "", "", 1}},
    {kAllSimples, {"all_simples", "断幺", "All Simples", "", 2, 0, kScopeHand, "no_honors", "", 1}},
    // 1
    {kPureDoubleChow, {"pure_double_chow", "一般高", "Pure Double Chow", "", 1, 0, kScopeCombination, "", "", 2}},
    {kMixedDoubleChow, {"mixed_double_chow", "喜相逢", "Mixed Double Chow", "", 1, 0, kScopeCombination, "", "", 2}},
    {kShortStraight, {"short_straight", "连六", "Short Straight", "", 1, 0, kScopeCombination, "", "", 2}},
    {kTwoTerminalChows, {"two_terminal_chows", "老少副", "Two Terminal Chows", "", 1, 0, kScopeCombination, "", "", 2}},
    {kPungOfTerminalsOrHonors, {"pung_of_terminals_or_honors", "幺九刻", "Pung of Terminals or Honors", "", 1, 0, kScopeReading, "", "", 0}},
    {kMeldedKong, {"melded_kong", "明杠", "Melded Kong", "", 1, 0, kScopeHand, "", "", 1}},
    {kOneVoidedSuit, {"one_voided_suit", "缺一门", "One Voided Suit", "", 1, 0, kScopeHand, "", "", 1}},
    {kNoHonors, {"no_honors", "无字", "No Honors", "", 1, 0, kScopeHand, "", "", 1}},
    {kEdgeWait, {"edge_wait", "边张", "Edge Wait", "", 1, 0, kScopePlacement, "", "", 1}},
    {kClosedWait, {"closed_wait", "嵌张", "Closed Wait", "", 1, 0, kScopePlacement, "", "", 1}},
    {kSingleWait, {"single_wait", "单钓将", "Single Wait", "", 1, 0, kScopePlacement, "", "", 1}},
    {kSelfDrawn, {"self_drawn", "自摸", "Self-Drawn", "", 1, 0, kScopeHand, "", "", 1}},
    {kFlowerTiles, {"flower_tiles", "花牌", "Flower Tiles", "", 1, 0, kScopeBonus, "", "", 0}},
};
// clang-format on
static_assert(std::size(kRows) == kNumFans, "one row per fan");

constexpr bool rowsInOrder() {
    for (int i = 0; i < kNumFans; ++i)
        if (kRows[std::size_t(i)].fan != i) return false;
    for (int i = 1; i < kNumFans; ++i)
        if (kRows[std::size_t(i)].row.value > kRows[std::size_t(i - 1)].row.value) return false;
    return true;
}
// The counting pass walks the table in this order: a fan excludes the lower
// fans it implies before they are counted.
static_assert(rowsInOrder(), "the fan table follows the Fan enum, highest value first");

struct Resolved {
    FanTable table;
    std::array<FanSet, kNumFans> excludes{};
};

const Resolved& resolved() {
    static const Resolved r = [] {
        std::vector<FanRow> rows;
        for (const Row& x : kRows) rows.push_back(x.row);
        Resolved out{FanTable(std::move(rows), OwnName::Zh), {}};
        for (int f = 0; f < kNumFans; ++f) {
            const FanBits& b = out.table.excludes(f);
            out.excludes[std::size_t(f)] = FanSet{{b.w[0], b.w[1]}};
        }
        return out;
    }();
    return r;
}

}  // namespace

const FanTable& kitTable() { return resolved().table; }
const FanSet& excludesOf(int f) { return resolved().excludes[std::size_t(f)]; }

FanValues::FanValues() {
    for (int f = 0; f < kNumFans; ++f) v[std::size_t(f)] = kRows[std::size_t(f)].row.value;
}

const FanValues& defaultFanValues() {
    static const FanValues v;
    return v;
}

int fanByName(const std::string& name) {
    for (const Row& r : kRows)
        if (name == r.row.id || name == r.row.zh) return r.fan;
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
