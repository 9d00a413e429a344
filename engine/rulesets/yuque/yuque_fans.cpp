// The 玉雀 fan table as data on the fan kit's rows: docs/rulesets/yuque-fans.tsv
// (one row per fan, same order) with the implications of yuque-readings.md 9
// as `implies` and the exclusions of the tsv remarks as `excludes`.
// tests/test_yuque_score.cpp checks this table against the tsv file itself.
#include "rulesets/yuque/yuque_internal.h"

namespace qe::yuque {

namespace {

using F = Family;

// {id, zh, en, ja, value, value with 番刻, priority, excludes (tsv
// remarks), implies (readings 9), repeat}, then the tsv `no`, subtracted,
// h, family, 番刻 to its triplets (readings 10), 牌例.
// Values "15-2" / "9-2" are stacked at the first number and 2 is subtracted
// after rounding; the 番刻 variants are yuque.md "Counting fans" 6; 番刻
// counts once per participating triplet.
// 牌例 are the source's example hands (yuque.md "Source", table II); "|" separates
// the winning tile where it matters (九莲宝灯).
constexpr YuqueFanRow kRows[] = {
    {{"fanke", "番刻", "Triplet bonus", "", 2, 2, 0, "", "", 4},
     "0.0", 0, -1, F::Zero, false, ""},
    {{"four_concealed_triplets", "四暗刻", "Four concealed triplets", "", 10, 10, 0, "", "all_triplets concealed_hand", 1},
     "0.1.1.1", 0, -1, F::Zero, true, ""},
    {{"three_concealed_triplets", "三暗刻", "Three concealed triplets", "", 5, 5, 0, "", "", 1},
     "0.1.1.2", 0, -1, F::Zero, true, ""},
    {{"two_concealed_triplets", "双暗刻", "Two concealed triplets", "", 1, 1, 0, "", "", 1},
     "0.1.1.3", 0, -1, F::Zero, true, ""},
    {{"four_kongs", "四杠", "Four kongs", "", 17, 17, 0, "", "all_triplets", 1},
     "0.1.2.1", 0, -1, F::Zero, true, ""},
    {{"three_kongs", "三杠", "Three kongs", "", 10, 10, 0, "", "", 1},
     "0.1.2.2", 0, -1, F::Zero, true, ""},
    {{"two_kongs", "双杠", "Two kongs", "", 5, 5, 0, "", "", 1},
     "0.1.2.3", 0, -1, F::Zero, true, ""},
    {{"one_kong", "杠", "One kong", "", 1, 1, 0, "", "", 1},
     "0.1.2.4", 0, -1, F::Zero, true, ""},
    {{"all_triplets", "对对和", "All triplets", "", 0, 0, 0, "", "", 1},
     "0.1.3", 0, -1, F::Zero, true, ""},
    {{"rinshan", "岭上开花", "Win on a kong replacement", "", 1, 1, 0, "", "", 1},
     "0.2.1", 0, -1, F::Zero, false, ""},
    {{"haitei", "海底捞月", "Last wall tile", "", 1, 1, 0, "", "", 1},
     "0.2.2", 0, -1, F::Zero, false, ""},
    {{"houtei", "河底捞鱼", "Last discard", "", 1, 1, 0, "", "", 1},
     "0.2.3", 0, -1, F::Zero, false, ""},
    {{"chankan", "抢杠", "Robbing a kong", "", 1, 1, 0, "", "", 1},
     "0.2.4", 0, -1, F::Zero, false, ""},
    {{"tenhou", "天和", "Heavenly hand", "", 18, 18, 0, "", "concealed_hand", 1},
     "0.2.5", 0, -1, F::Zero, false, ""},
    {{"chiihou", "地和", "Earthly hand", "", 18, 18, 0, "", "concealed_hand", 1},
     "0.2.6", 0, -1, F::Zero, false, ""},
    {{"nine_gates", "九莲宝灯", "Nine gates", "", 30, 30, 1, "", "concealed_hand", 1},
     "1", 0, 0, F::Nine, false, "1112345678999m|5m"},
    {{"big_four_winds", "大四喜", "Big four winds", "", 17, 17, 1, "", "three_wind_triplets seat_wind all_triplets", 1},
     "2.1.1", 0, 4, F::Honour, true, "EEE SSS WWW NNN 44m"},
    {{"little_four_winds", "小四喜", "Little four winds", "", 15, 15, 1, "", "three_wind_triplets seat_wind", 1},
     "2.1.2", 0, 4, F::Honour, true, "123p EEE SSS NNN WW"},
    {{"three_wind_triplets", "三风刻", "Three wind triplets", "", 10, 10, 1, "", "", 1},
     "2.1.3", 0, 3, F::Honour, true, "234s SSS WWW NNN 77m"},
    {{"big_three_dragons", "大三元", "Big three dragons", "", 12, 12, 1, "", "red_dragon green_dragon white_dragon", 1},
     "2.2.1", 0, 3, F::Honour, true, "678p CCC FFF PPP EE"},
    {{"little_three_dragons", "小三元", "Little three dragons", "", 11, 11, 1, "", "red_dragon green_dragon white_dragon", 1},
     "2.2.2", 0, 3, F::Honour, true, "345m 567p FFF PPP CC"},
    {{"seat_wind", "番牌:门风牌", "Seat wind", "", 1, 1, 1, "", "", 1},
     "2.3.3.1", 0, 1, F::Honour, true, ""},
    {{"red_dragon", "番牌:中", "Red dragon", "", 1, 1, 1, "all_honours", "", 1},
     "2.3.3.2", 0, 1, F::Honour, true, ""},
    {{"green_dragon", "番牌:發", "Green dragon", "", 1, 1, 1, "all_honours", "", 1},
     "2.3.3.3", 0, 1, F::Honour, true, ""},
    {{"white_dragon", "番牌:白", "White dragon", "", 1, 1, 1, "all_honours", "", 1},
     "2.3.3.4", 0, 1, F::Honour, true, ""},
    {{"all_honours", "字一色", "All honours", "", 15, 15, 6, "seat_wind red_dragon green_dragon white_dragon", "terminals_and_honours mixed_outside all_triplets", 1},
     "3.1.1", 0, 5, F::Whole, true, "EEE SSS CCC PPP NN"},
    {{"full_flush_man", "清一色:萬", "Full flush (characters)", "", 15, 12, 6, "", "half_flush_man", 1},
     "3.1.2.1", 2, 5, F::Whole, false, "123m 234m 567m 789m 44m"},
    {{"full_flush_pin", "清一色:筒", "Full flush (dots)", "", 15, 12, 6, "", "half_flush_pin", 1},
     "3.1.2.2", 2, 5, F::Whole, false, "222p 234p 678p 888p 99p"},
    {{"full_flush_sou", "清一色:索", "Full flush (bamboo)", "", 15, 13, 6, "", "half_flush_sou", 1},
     "3.1.2.3", 2, 5, F::Whole, false, "567s 666s 888s 999s 11s"},
    {{"half_flush_man", "混一色:萬", "Half flush (characters)", "", 9, 7, 6, "", "", 1},
     "3.1.3.1", 2, 5, F::Whole, false, "123m 456m 678m CCC NN"},
    {{"half_flush_pin", "混一色:筒", "Half flush (dots)", "", 9, 7, 6, "", "", 1},
     "3.1.3.2", 2, 5, F::Whole, false, "666p 567p SSS FFF PP"},
    {{"half_flush_sou", "混一色:索", "Half flush (bamboo)", "", 9, 7, 6, "", "", 1},
     "3.1.3.3", 2, 5, F::Whole, false, "234s 555s 678s 789s WW"},
    {{"all_terminals", "清幺九", "All terminals", "", 17, 17, 6, "double_triplet two_double_triplets", "terminals_and_honours pure_outside mixed_outside all_triplets double_triplet", 1},
     "3.2.1", 0, 5, F::Whole, true, "999m 111p 999p 111s 11m"},
    {{"terminals_and_honours", "混幺九", "Terminals and honours", "", 8, 8, 6, "", "mixed_outside all_triplets", 1},
     "3.2.2", 0, 5, F::Whole, true, "111m 111p 999s EEE PP"},
    {{"pure_outside", "清带幺", "Pure outside hand", "", 9, 9, 5, "", "mixed_outside", 1},
     "3.2.3", 0, 5, F::Whole, false, "123p 123p 789s 999s 99m"},
    {{"mixed_outside", "混带幺", "Mixed outside hand", "", 7, 5, 5, "", "", 1},
     "3.2.4", 0, 5, F::Whole, false, "123m 789s EEE WWW CC"},
    {{"four_identical_sequences", "四同顺", "Four identical sequences", "", 35, 35, 2, "", "three_identical_sequences two_double_sequences double_sequence", 1},
     "4.1.1", 0, 4, F::Pattern, false, "345p 345p 345p 345p 77m"},
    {{"three_identical_sequences", "三同顺", "Three identical sequences", "", 17, 17, 2, "", "double_sequence", 1},
     "4.1.2", 0, 3, F::Pattern, false, "789m 789m 789m NNN 55s"},
    {{"two_double_sequences", "二般高", "Two double sequences", "", 13, 13, 2, "", "double_sequence", 1},
     "4.1.3", 0, 4, F::Pattern, false, "234m 234m 567p 567p SS"},
    {{"double_sequence", "一般高", "Double sequence", "", 5, 5, 2, "", "", 1},
     "4.1.4", 0, 2, F::Pattern, false, "234p 456p 789s 789s 33s"},
    {{"three_suit_sequence", "三色同顺", "Three-suit sequence", "", 7, 7, 2, "two_mixed_double_sequences", "mixed_double_sequence", 1},
     "4.2.1", 0, 3, F::Pattern, false, "456m 456p 567p 456s 88m"},
    {{"two_mixed_double_sequences", "二相逢", "Two mixed double sequences", "", 5, 5, 2, "three_suit_sequence mirror", "mixed_double_sequence", 1},
     "4.2.2", 0, 4, F::Pattern, false, "234m 789m 234p 789s CC"},
    {{"mixed_double_sequence", "喜相逢", "Mixed double sequence", "", 1, 1, 2, "mirror", "", 1},
     "4.2.3", 0, 2, F::Pattern, false, "567m 678m 678p 789s FF"},
    {{"three_suit_triplets", "三色同刻", "Three-suit triplets", "", 8, 8, 2, "", "double_triplet", 1},
     "4.3.1", 0, 3, F::Pattern, true, "222m 222p 123s 222s 33p"},
    {{"two_double_triplets", "二同刻", "Two double triplets", "", 6, 6, 2, "all_terminals mirror", "double_triplet all_triplets", 1},
     "4.3.2", 0, 4, F::Pattern, true, "444m 444p 666p 666s 99s"},
    {{"double_triplet", "双同刻", "Double triplet", "", 1, 1, 2, "all_terminals mirror", "", 1},
     "4.3.3", 0, 2, F::Pattern, true, "234m 555m 456p 555p 77s"},
    {{"pure_straight", "一气贯通", "Pure straight", "", 8, 8, 1, "", "", 1},
     "5.3.1", 0, 3, F::Pattern, false, "123m 456m 789m 234s 66s"},
    {{"mixed_straight", "三色贯通", "Mixed straight", "", 7, 7, 1, "", "", 1},
     "5.3.2", 0, 3, F::Pattern, false, "456m 678m 123p 789s PP"},
    {{"pure_twin_runs", "清双龙会", "Pure twin runs", "", 15, 15, 1, "", "twin_runs", 1},
     "5.3.3", 0, 4, F::Pattern, false, "234m 345m 567m 678m 11p"},
    {{"twin_runs", "双龙会", "Twin runs", "", 7, 7, 1, "", "", 1},
     "5.3.4", 0, 4, F::Pattern, false, "234p 567p 123s 456s 77m"},
    {{"four_shifted_sequences", "四步高", "Four shifted sequences", "", 20, 20, 1, "", "three_shifted_sequences", 1},
     "5.1.1", 0, 4, F::Pattern, false, "123s 234s 345s 456s 77p"},
    {{"three_shifted_sequences", "三步高", "Three shifted sequences", "", 11, 11, 1, "three_chained_sequences", "", 1},
     "5.1.2", 0, 3, F::Pattern, false, "234m 345m 456m SSS 22s"},
    {{"four_chained_sequences", "四连环", "Four chained sequences", "", 16, 16, 1, "", "three_chained_sequences", 1},
     "5.2.1", 0, 4, F::Pattern, false, "123p 345p 567p 789p 33m"},
    {{"three_chained_sequences", "三连环", "Three chained sequences", "", 8, 8, 1, "three_shifted_sequences", "", 1},
     "5.2.2", 0, 3, F::Pattern, false, "345m 567m 789m EEE 11s"},
    {{"four_shifted_triplets", "四连刻", "Four shifted triplets", "", 13, 13, 1, "", "three_shifted_triplets all_triplets", 1},
     "5.4.1", 0, 4, F::Pattern, true, "222p 333p 444p 555p 33m"},
    {{"three_shifted_triplets", "三连刻", "Three shifted triplets", "", 7, 7, 1, "", "", 1},
     "5.4.2", 0, 3, F::Pattern, true, "555s 666s 777s NNN 99p"},
    {{"three_suit_shifted_triplets", "三色连刻", "Three-suit shifted triplets", "", 6, 6, 1, "", "", 1},
     "5.4.3", 0, 3, F::Pattern, true, "345m 666m 888p 777s 22s"},
    {{"mirror", "镜同", "Mirror", "", 7, 7, 3, "mixed_double_sequence two_mixed_double_sequences double_triplet two_double_triplets", "", 1},
     "6.1", 0, 4, F::Pattern, true, "234p 777p 234s 777s 11m"},
    {{"symmetry", "数同", "Number symmetry", "", 9, 9, 4, "", "", 1},
     "6.2", 0, 5, F::Whole, true, "123m 567m 234s 456s 44p"},
    {{"three_yaojiu_triplets", "幺九三刻", "Three terminal/honour triplets", "", 3, 3, 4, "", "", 1},
     "7.1", 0, 3, F::Yaojiu, true, "111m 999p 234s SSS NN"},
    {{"four_yaojiu_triplets", "幺九四刻", "Four terminal/honour triplets", "", 6, 6, 4, "", "all_triplets", 1},
     "7.2", 0, 4, F::Yaojiu, true, "999m 111s EEE WWW 22p"},
    {{"concealed_hand", "门前清", "Concealed hand", "", 2, 2, 1, "", "", 1},
     "8", 0, 4, F::Menqing, false, ""},
};
static_assert(std::size(kRows) == kNumFans, "one row per Fan");

// The rows as the counting loops read them, built at compile time (no
// dynamic initialisation: any code may read them at any time).
constexpr std::array<FanInfo, kNumFans> kInfo = [] {
    std::array<FanInfo, kNumFans> t{};
    for (std::size_t f = 0; f < kNumFans; ++f) {
        const YuqueFanRow& y = kRows[f];
        const FanRow& r = y.row;
        t[f] = FanInfo{y.no,    r.id,   r.zh,     r.en,     std::int8_t(r.value), std::int8_t(r.value2), y.sub,
                       y.h,     std::int8_t(r.category), y.family, y.fanke,  y.example};
    }
    return t;
}();

std::vector<FanPair> pairsOf(const FanBits& (FanTable::*rel)(int) const) {
    std::vector<FanPair> v;
    const FanTable& t = fans();
    for (int a = 0; a < t.size(); ++a)
        (t.*rel)(a).forEach([&](int b) { v.push_back({Fan(a), Fan(b)}); });
    return v;
}

}  // namespace

const FanTable& fans() {
    static const FanTable t = [] {
        std::vector<FanRow> rows;
        for (const YuqueFanRow& r : kRows) rows.push_back(r.row);
        return FanTable(std::move(rows), OwnName::Zh);
    }();
    return t;
}
const std::array<FanInfo, kNumFans>& fanTable() { return kInfo; }

const std::vector<FanPair>& implications() {
    static const std::vector<FanPair> v = pairsOf(&FanTable::implies);
    return v;
}

const std::vector<FanPair>& exclusions() {
    static const std::vector<FanPair> v = pairsOf(&FanTable::excludes);
    return v;
}

FanSet jiulianAllowed() { return bit(kTianhe) | bit(kDihe) | bit(kHaidi) | bit(kHedi); }

const std::array<FanSet, kNumFans>& incompatible() {
    static const std::array<FanSet, kNumFans> table = [] {
        std::array<FanSet, kNumFans> t{};
        for (int f = 0; f < kNumFans; ++f) t[std::size_t(f)] = low64(fans().incompatible(f));
        // tsv remarks of 九莲宝灯: "only with 天和, 地和, 海底捞月, 河底捞鱼".
        const FanSet all = (FanSet(1) << kNumFans) - 1;
        const FanSet notAllowed = all & ~jiulianAllowed() & ~bit(kJiulian) & ~bit(kFanke);
        t[kJiulian] |= notAllowed;
        for (int f = 0; f < kNumFans; ++f)
            if (notAllowed & bit(f)) t[std::size_t(f)] |= bit(kJiulian);
        return t;
    }();
    return table;
}

}  // namespace qe::yuque
