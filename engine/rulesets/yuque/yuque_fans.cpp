// The 玉雀 fan table as data: docs/rulesets/yuque-fans.tsv (one row per
// fan, same order), the implication table of yuque-readings.md 9 and the
// exclusions of the tsv remarks. tests/test_yuque_score.cpp checks this table
// against the tsv file itself.
#include "rulesets/yuque/yuque_internal.h"

namespace qe::yuque {

namespace {

using F = Family;

// no, key, zh, en, value, value with 番刻, subtracted, h, priority, family,
// 番刻 to its triplets (readings 10), 牌例
// Values "15-2" / "9-2" are stacked at the first number and 2 is subtracted
// after rounding; the 番刻 variants are yuque.md "Counting fans" 6.
// 牌例 are the source's example hands (yuque.md "Source", table II); "|" separates
// the winning tile where it matters (九莲宝灯).
constexpr std::array<FanInfo, kNumFans> kTable{{
    {"0.0", "fanke", "番刻", "Triplet bonus", 2, 2, 0, -1, 0, F::Zero, false, ""},
    {"0.1.1.1", "four_concealed_triplets", "四暗刻", "Four concealed triplets", 10, 10, 0, -1, 0, F::Zero, true, ""},
    {"0.1.1.2", "three_concealed_triplets", "三暗刻", "Three concealed triplets", 5, 5, 0, -1, 0, F::Zero, true, ""},
    {"0.1.1.3", "two_concealed_triplets", "双暗刻", "Two concealed triplets", 1, 1, 0, -1, 0, F::Zero, true, ""},
    {"0.1.2.1", "four_kongs", "四杠", "Four kongs", 17, 17, 0, -1, 0, F::Zero, true, ""},
    {"0.1.2.2", "three_kongs", "三杠", "Three kongs", 10, 10, 0, -1, 0, F::Zero, true, ""},
    {"0.1.2.3", "two_kongs", "双杠", "Two kongs", 5, 5, 0, -1, 0, F::Zero, true, ""},
    {"0.1.2.4", "one_kong", "杠", "One kong", 1, 1, 0, -1, 0, F::Zero, true, ""},
    {"0.1.3", "all_triplets", "对对和", "All triplets", 0, 0, 0, -1, 0, F::Zero, true, ""},
    {"0.2.1", "rinshan", "岭上开花", "Win on a kong replacement", 1, 1, 0, -1, 0, F::Zero, false, ""},
    {"0.2.2", "haitei", "海底捞月", "Last wall tile", 1, 1, 0, -1, 0, F::Zero, false, ""},
    {"0.2.3", "houtei", "河底捞鱼", "Last discard", 1, 1, 0, -1, 0, F::Zero, false, ""},
    {"0.2.4", "chankan", "抢杠", "Robbing a kong", 1, 1, 0, -1, 0, F::Zero, false, ""},
    {"0.2.5", "tenhou", "天和", "Heavenly hand", 18, 18, 0, -1, 0, F::Zero, false, ""},
    {"0.2.6", "chiihou", "地和", "Earthly hand", 18, 18, 0, -1, 0, F::Zero, false, ""},
    {"1", "nine_gates", "九莲宝灯", "Nine gates", 30, 30, 0, 0, 1, F::Nine, false, "1112345678999m|5m"},
    {"2.1.1", "big_four_winds", "大四喜", "Big four winds", 17, 17, 0, 4, 1, F::Honour, true, "EEE SSS WWW NNN 44m"},
    {"2.1.2", "little_four_winds", "小四喜", "Little four winds", 15, 15, 0, 4, 1, F::Honour, true, "123p EEE SSS NNN WW"},
    {"2.1.3", "three_wind_triplets", "三风刻", "Three wind triplets", 10, 10, 0, 3, 1, F::Honour, true, "234s SSS WWW NNN 77m"},
    {"2.2.1", "big_three_dragons", "大三元", "Big three dragons", 12, 12, 0, 3, 1, F::Honour, true, "678p CCC FFF PPP EE"},
    {"2.2.2", "little_three_dragons", "小三元", "Little three dragons", 11, 11, 0, 3, 1, F::Honour, true, "345m 567p FFF PPP CC"},
    {"2.3.3.1", "seat_wind", "番牌:门风牌", "Seat wind", 1, 1, 0, 1, 1, F::Honour, true, ""},
    {"2.3.3.2", "red_dragon", "番牌:中", "Red dragon", 1, 1, 0, 1, 1, F::Honour, true, ""},
    {"2.3.3.3", "green_dragon", "番牌:發", "Green dragon", 1, 1, 0, 1, 1, F::Honour, true, ""},
    {"2.3.3.4", "white_dragon", "番牌:白", "White dragon", 1, 1, 0, 1, 1, F::Honour, true, ""},
    {"3.1.1", "all_honours", "字一色", "All honours", 15, 15, 0, 5, 6, F::Whole, true, "EEE SSS CCC PPP NN"},
    {"3.1.2.1", "full_flush_man", "清一色:萬", "Full flush (characters)", 15, 12, 2, 5, 6, F::Whole, false, "123m 234m 567m 789m 44m"},
    {"3.1.2.2", "full_flush_pin", "清一色:筒", "Full flush (dots)", 15, 12, 2, 5, 6, F::Whole, false, "222p 234p 678p 888p 99p"},
    {"3.1.2.3", "full_flush_sou", "清一色:索", "Full flush (bamboo)", 15, 13, 2, 5, 6, F::Whole, false, "567s 666s 888s 999s 11s"},
    {"3.1.3.1", "half_flush_man", "混一色:萬", "Half flush (characters)", 9, 7, 2, 5, 6, F::Whole, false, "123m 456m 678m CCC NN"},
    {"3.1.3.2", "half_flush_pin", "混一色:筒", "Half flush (dots)", 9, 7, 2, 5, 6, F::Whole, false, "666p 567p SSS FFF PP"},
    {"3.1.3.3", "half_flush_sou", "混一色:索", "Half flush (bamboo)", 9, 7, 2, 5, 6, F::Whole, false, "234s 555s 678s 789s WW"},
    {"3.2.1", "all_terminals", "清幺九", "All terminals", 17, 17, 0, 5, 6, F::Whole, true, "999m 111p 999p 111s 11m"},
    {"3.2.2", "terminals_and_honours", "混幺九", "Terminals and honours", 8, 8, 0, 5, 6, F::Whole, true, "111m 111p 999s EEE PP"},
    {"3.2.3", "pure_outside", "清带幺", "Pure outside hand", 9, 9, 0, 5, 5, F::Whole, false, "123p 123p 789s 999s 99m"},
    {"3.2.4", "mixed_outside", "混带幺", "Mixed outside hand", 7, 5, 0, 5, 5, F::Whole, false, "123m 789s EEE WWW CC"},
    {"4.1.1", "four_identical_sequences", "四同顺", "Four identical sequences", 35, 35, 0, 4, 2, F::Pattern, false, "345p 345p 345p 345p 77m"},
    {"4.1.2", "three_identical_sequences", "三同顺", "Three identical sequences", 17, 17, 0, 3, 2, F::Pattern, false, "789m 789m 789m NNN 55s"},
    {"4.1.3", "two_double_sequences", "二般高", "Two double sequences", 13, 13, 0, 4, 2, F::Pattern, false, "234m 234m 567p 567p SS"},
    {"4.1.4", "double_sequence", "一般高", "Double sequence", 5, 5, 0, 2, 2, F::Pattern, false, "234p 456p 789s 789s 33s"},
    {"4.2.1", "three_suit_sequence", "三色同顺", "Three-suit sequence", 7, 7, 0, 3, 2, F::Pattern, false, "456m 456p 567p 456s 88m"},
    {"4.2.2", "two_mixed_double_sequences", "二相逢", "Two mixed double sequences", 5, 5, 0, 4, 2, F::Pattern, false, "234m 789m 234p 789s CC"},
    {"4.2.3", "mixed_double_sequence", "喜相逢", "Mixed double sequence", 1, 1, 0, 2, 2, F::Pattern, false, "567m 678m 678p 789s FF"},
    {"4.3.1", "three_suit_triplets", "三色同刻", "Three-suit triplets", 8, 8, 0, 3, 2, F::Pattern, true, "222m 222p 123s 222s 33p"},
    {"4.3.2", "two_double_triplets", "二同刻", "Two double triplets", 6, 6, 0, 4, 2, F::Pattern, true, "444m 444p 666p 666s 99s"},
    {"4.3.3", "double_triplet", "双同刻", "Double triplet", 1, 1, 0, 2, 2, F::Pattern, true, "234m 555m 456p 555p 77s"},
    {"5.3.1", "pure_straight", "一气贯通", "Pure straight", 8, 8, 0, 3, 1, F::Pattern, false, "123m 456m 789m 234s 66s"},
    {"5.3.2", "mixed_straight", "三色贯通", "Mixed straight", 7, 7, 0, 3, 1, F::Pattern, false, "456m 678m 123p 789s PP"},
    {"5.3.3", "pure_twin_runs", "清双龙会", "Pure twin runs", 15, 15, 0, 4, 1, F::Pattern, false, "234m 345m 567m 678m 11p"},
    {"5.3.4", "twin_runs", "双龙会", "Twin runs", 7, 7, 0, 4, 1, F::Pattern, false, "234p 567p 123s 456s 77m"},
    {"5.1.1", "four_shifted_sequences", "四步高", "Four shifted sequences", 20, 20, 0, 4, 1, F::Pattern, false, "123s 234s 345s 456s 77p"},
    {"5.1.2", "three_shifted_sequences", "三步高", "Three shifted sequences", 11, 11, 0, 3, 1, F::Pattern, false, "234m 345m 456m SSS 22s"},
    {"5.2.1", "four_chained_sequences", "四连环", "Four chained sequences", 16, 16, 0, 4, 1, F::Pattern, false, "123p 345p 567p 789p 33m"},
    {"5.2.2", "three_chained_sequences", "三连环", "Three chained sequences", 8, 8, 0, 3, 1, F::Pattern, false, "345m 567m 789m EEE 11s"},
    {"5.4.1", "four_shifted_triplets", "四连刻", "Four shifted triplets", 13, 13, 0, 4, 1, F::Pattern, true, "222p 333p 444p 555p 33m"},
    {"5.4.2", "three_shifted_triplets", "三连刻", "Three shifted triplets", 7, 7, 0, 3, 1, F::Pattern, true, "555s 666s 777s NNN 99p"},
    {"5.4.3", "three_suit_shifted_triplets", "三色连刻", "Three-suit shifted triplets", 6, 6, 0, 3, 1, F::Pattern, true, "345m 666m 888p 777s 22s"},
    {"6.1", "mirror", "镜同", "Mirror", 7, 7, 0, 4, 3, F::Pattern, true, "234p 777p 234s 777s 11m"},
    {"6.2", "symmetry", "数同", "Number symmetry", 9, 9, 0, 5, 4, F::Whole, true, "123m 567m 234s 456s 44p"},
    {"7.1", "three_yaojiu_triplets", "幺九三刻", "Three terminal/honour triplets", 3, 3, 0, 3, 4, F::Yaojiu, true, "111m 999p 234s SSS NN"},
    {"7.2", "four_yaojiu_triplets", "幺九四刻", "Four terminal/honour triplets", 6, 6, 0, 4, 4, F::Yaojiu, true, "999m 111s EEE WWW 22p"},
    {"8", "concealed_hand", "门前清", "Concealed hand", 2, 2, 0, 4, 1, F::Menqing, false, ""},
}};

}  // namespace

const std::array<FanInfo, kNumFans>& fanTable() { return kTable; }

// yuque-readings.md 9, "Full table" (a ⇒ b, decomposition level).
const std::vector<FanPair>& implications() {
    static const std::vector<FanPair> v = {
        {kSiAnke, kDuiduihe},         {kSiAnke, kMenqianqing},
        {kSiGang, kDuiduihe},
        {kTianhe, kMenqianqing},      {kDihe, kMenqianqing},        {kJiulian, kMenqianqing},
        {kDaSixi, kSanfengke},        {kDaSixi, kMenfeng},          {kDaSixi, kDuiduihe},
        {kXiaoSixi, kSanfengke},      {kXiaoSixi, kMenfeng},
        {kDaSanyuan, kZhong},         {kDaSanyuan, kFa},            {kDaSanyuan, kBai},
        {kXiaoSanyuan, kZhong},       {kXiaoSanyuan, kFa},          {kXiaoSanyuan, kBai},
        {kQingshuanglong, kShuanglong},
        {kSibugao, kSanbugao},
        {kSilianhuan, kSanlianhuan},
        {kSilianke, kSanlianke},      {kSilianke, kDuiduihe},
        {kSitongshun, kSantongshun},  {kSitongshun, kErbangao},     {kSitongshun, kYibangao},
        {kSantongshun, kYibangao},
        {kErbangao, kYibangao},
        {kSansetongshun, kXixiangfeng},
        {kErxiangfeng, kXixiangfeng},
        {kSansetongke, kShuangtongke},
        {kErtongke, kShuangtongke},   {kErtongke, kDuiduihe},
        {kYaojiuSike, kDuiduihe},
        {kQingdaiyao, kHundaiyao},
        {kZiyise, kHunyaojiu},        {kZiyise, kHundaiyao},        {kZiyise, kDuiduihe},
        {kQingyiseM, kHunyiseM},      {kQingyiseP, kHunyiseP},      {kQingyiseS, kHunyiseS},
        {kQingyaojiu, kHunyaojiu},    {kQingyaojiu, kQingdaiyao},   {kQingyaojiu, kHundaiyao},
        {kQingyaojiu, kDuiduihe},     {kQingyaojiu, kShuangtongke},
        {kHunyaojiu, kHundaiyao},     {kHunyaojiu, kDuiduihe},
    };
    return v;
}

// The remarks column ("excludes ..."), yuque-readings.md 9 "Exclusions".
const std::vector<FanPair>& exclusions() {
    static const std::vector<FanPair> v = {
        {kZhong, kZiyise},          {kFa, kZiyise},          {kBai, kZiyise},
        {kZiyise, kMenfeng},        {kZiyise, kZhong},       {kZiyise, kFa},        {kZiyise, kBai},
        {kQingyaojiu, kShuangtongke}, {kQingyaojiu, kErtongke},
        {kSansetongshun, kErxiangfeng},
        {kErxiangfeng, kSansetongshun}, {kErxiangfeng, kJingtong},
        {kXixiangfeng, kJingtong},
        {kErtongke, kQingyaojiu},   {kErtongke, kJingtong},
        {kShuangtongke, kQingyaojiu}, {kShuangtongke, kJingtong},
        {kSanbugao, kSanlianhuan},  {kSanlianhuan, kSanbugao},
        {kJingtong, kXixiangfeng},  {kJingtong, kErxiangfeng}, {kJingtong, kShuangtongke}, {kJingtong, kErtongke},
    };
    return v;
}

FanSet jiulianAllowed() { return bit(kTianhe) | bit(kDihe) | bit(kHaidi) | bit(kHedi); }

const std::array<FanSet, kNumFans>& incompatible() {
    static const std::array<FanSet, kNumFans> table = [] {
        std::array<FanSet, kNumFans> t{};
        for (const auto& p : implications()) {
            t[p.a] |= bit(p.b);
            t[p.b] |= bit(p.a);
        }
        for (const auto& p : exclusions()) {
            t[p.a] |= bit(p.b);
            t[p.b] |= bit(p.a);
        }
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
