// The riichi yaku as data and small named predicates (riichi.md "Yaku"; the
// yaku list is the standard modern one, the source never wrote its table),
// the reading facts they look at, and riichi.md "Fu" for one reading.
#include <bit>

#include "rulesets/riichi/riichi_internal.h"

namespace qe::riichi {

namespace {

bool standard(const Reading& r) { return r.form == Form::Standard; }
bool yakuhaiKind(const HandFacts& f, Kind k) { return isDragon(k) || k == f.seatWind || k == f.roundWind; }

// ---- situations (common.md "Hand description" words) ----
bool riichi(const HandFacts& f, const Reading&) { return f.sit & kSitRiichi; }
bool doubleRiichi(const HandFacts& f, const Reading&) { return f.sit & kSitDoubleRiichi; }
bool ippatsu(const HandFacts& f, const Reading&) { return f.sit & kSitIppatsu; }
bool menzenTsumo(const HandFacts& f, const Reading&) { return f.closed && f.tsumo; }
bool rinshan(const HandFacts& f, const Reading&) { return f.sit & kSitRinshan; }
bool chankan(const HandFacts& f, const Reading&) { return f.sit & kSitChankan; }
bool haitei(const HandFacts& f, const Reading&) { return f.sit & kSitHaitei; }
bool houtei(const HandFacts& f, const Reading&) { return f.sit & kSitHoutei; }
bool tenhou(const HandFacts& f, const Reading&) { return f.sit & kSitTenhou; }
bool chiihou(const HandFacts& f, const Reading&) { return f.sit & kSitChiihou; }

// ---- shape ----
// 平和: four sequences, a pair that is not a yakuhai tile, and a two-sided
// wait (riichi.md "Fu": pinfu is the hand with no fu beyond the base).
bool pinfu(const HandFacts& f, const Reading& r) {
    return standard(r) && r.sequences == 4 && !yakuhaiKind(f, r.pair) && r.wait == Wait::Ryanmen;
}
bool tanyao(const HandFacts& f, const Reading& r) { return r.form != Form::ThirteenOrphans && f.allSimples; }
bool iipeikou(const HandFacts&, const Reading& r) { return standard(r) && r.identicalSeqPairs >= 1; }
bool ryanpeikou(const HandFacts&, const Reading& r) { return standard(r) && r.identicalSeqPairs >= 2; }
bool haku(const HandFacts&, const Reading& r) { return r.tripletKinds >> kWhite & 1; }
bool hatsu(const HandFacts&, const Reading& r) { return r.tripletKinds >> kGreen & 1; }
bool chun(const HandFacts&, const Reading& r) { return r.tripletKinds >> kRed & 1; }
bool seatWindYaku(const HandFacts& f, const Reading& r) { return r.tripletKinds >> f.seatWind & 1; }
bool roundWindYaku(const HandFacts& f, const Reading& r) { return r.tripletKinds >> f.roundWind & 1; }
bool chiitoitsu(const HandFacts&, const Reading& r) { return r.form == Form::SevenPairs; }
bool sanshoku(const HandFacts&, const Reading& r) {
    for (int n = 0; n < 7; ++n)
        if ((r.seqStarts >> n & 1) && (r.seqStarts >> (9 + n) & 1) && (r.seqStarts >> (18 + n) & 1)) return true;
    return false;
}
bool ittsu(const HandFacts&, const Reading& r) {
    for (int s = 0; s < 3; ++s) {
        const std::uint32_t need = (1u << (9 * s)) | (1u << (9 * s + 3)) | (1u << (9 * s + 6));
        if ((r.seqStarts & need) == need) return true;
    }
    return false;
}
// 混全帯幺九 / 純全帯幺九 need at least one sequence: without one the hand
// is 混老頭 (or 清老頭).
bool chanta(const HandFacts&, const Reading& r) { return standard(r) && r.outsideAll && r.sequences > 0; }
bool junchan(const HandFacts&, const Reading& r) { return standard(r) && r.terminalsAll && r.sequences > 0; }
bool toitoi(const HandFacts&, const Reading& r) { return standard(r) && r.triplets == 4; }
bool sanankou(const HandFacts&, const Reading& r) { return standard(r) && r.concealedTriplets >= 3; }
bool sanshokuDoukou(const HandFacts&, const Reading& r) {
    for (int n = 0; n < 9; ++n)
        if ((r.tripletKinds >> n & 1) && (r.tripletKinds >> (9 + n) & 1) && (r.tripletKinds >> (18 + n) & 1))
            return true;
    return false;
}
bool sankantsu(const HandFacts&, const Reading& r) { return standard(r) && r.kongs >= 3; }
bool shousangen(const HandFacts&, const Reading& r) { return standard(r) && r.dragonTriplets == 2 && isDragon(r.pair); }
bool honroutou(const HandFacts& f, const Reading& r) { return r.form != Form::ThirteenOrphans && f.allTerminalHonour; }
constexpr std::uint8_t kHonourBit = 1 << int(Suit::Honor);
// Number suits used (std::popcount would be a library call without -mpopcnt).
constexpr int numberSuits(std::uint8_t suits) { return (suits & 1) + (suits >> 1 & 1) + (suits >> 2 & 1); }
bool honitsu(const HandFacts& f, const Reading& r) {
    return r.form != Form::ThirteenOrphans && numberSuits(f.suits) == 1 && (f.suits & kHonourBit);
}
bool chinitsu(const HandFacts& f, const Reading&) { return numberSuits(f.suits) == 1 && !(f.suits & kHonourBit); }

// ---- yakuman ----
bool kokushi(const HandFacts&, const Reading& r) { return r.form == Form::ThirteenOrphans; }
// 十三面: the 13 tiles before the win were one of each terminal and honour,
// so the winning tile is the one that made the pair.
bool kokushi13(const HandFacts& f, const Reading& r) { return kokushi(f, r) && f.winKind == r.pair; }
bool suuankou(const HandFacts&, const Reading& r) { return standard(r) && r.concealedTriplets == 4; }
bool suuankouTanki(const HandFacts& f, const Reading& r) { return suuankou(f, r) && r.wait == Wait::Tanki; }
bool daisangen(const HandFacts&, const Reading& r) { return standard(r) && r.dragonTriplets == 3; }
bool tsuuiisou(const HandFacts& f, const Reading& r) {
    return r.form != Form::ThirteenOrphans && f.suits == kHonourBit;
}
bool ryuuiisou(const HandFacts& f, const Reading&) { return f.allGreen; }
bool chinroutou(const HandFacts& f, const Reading& r) {
    return standard(r) && f.allTerminalHonour && !(f.suits & kHonourBit);
}
bool shousuushii(const HandFacts&, const Reading& r) { return standard(r) && r.windTriplets == 3 && isWind(r.pair); }
bool daisuushii(const HandFacts&, const Reading& r) { return standard(r) && r.windTriplets == 4; }
bool suukantsu(const HandFacts&, const Reading& r) { return standard(r) && r.kongs == 4; }
bool chuuren(const HandFacts& f, const Reading& r) { return standard(r) && f.chuuren; }
bool junseiChuuren(const HandFacts& f, const Reading& r) { return standard(r) && f.junseiChuuren; }

// id, Chinese, English, Japanese (the ruleset's own), value (closed han;
// yakuman units), open han (0 = closed only), category, replaces (不计).
// riichi.md "Yaku"; a double wind is the seat wind row and the round wind
// row together. A yakuman drops every normal yaku (yakuOf, YakuCombiner).
constexpr FanDef<HandFacts, Reading> kDefs[] = {
    {{"riichi", "立直", "Riichi", "立直", 1, 0, kYaku, ""}, riichi},
    {{"ippatsu", "一发", "Ippatsu", "一発", 1, 0, kYaku, ""}, ippatsu},
    {{"menzen_tsumo", "门前清自摸和", "Fully concealed self-draw", "門前清自摸和", 1, 0, kYaku, ""}, menzenTsumo},
    {{"pinfu", "平和", "Pinfu", "平和", 1, 0, kYaku, ""}, pinfu},
    {{"tanyao", "断幺九", "All simples", "断幺九", 1, 1, kYaku, ""}, tanyao},
    {{"iipeikou", "一杯口", "Pure double sequence", "一盃口", 1, 0, kYaku, ""}, iipeikou},
    {{"haku", "役牌 白", "Yakuhai: white dragon", "役牌 白", 1, 1, kYaku, ""}, haku},
    {{"hatsu", "役牌 发", "Yakuhai: green dragon", "役牌 發", 1, 1, kYaku, ""}, hatsu},
    {{"chun", "役牌 中", "Yakuhai: red dragon", "役牌 中", 1, 1, kYaku, ""}, chun},
    {{"seat_wind", "自风", "Yakuhai: seat wind", "自風", 1, 1, kYaku, ""}, seatWindYaku},
    {{"round_wind", "场风", "Yakuhai: round wind", "場風", 1, 1, kYaku, ""}, roundWindYaku},
    {{"rinshan", "岭上开花", "After a kong", "嶺上開花", 1, 1, kYaku, ""}, rinshan},
    {{"chankan", "抢杠", "Robbing a kong", "槍槓", 1, 1, kYaku, ""}, chankan},
    {{"haitei", "海底捞月", "Last tile from the wall", "海底摸月", 1, 1, kYaku, ""}, haitei},
    {{"houtei", "河底捞鱼", "Last discard", "河底撈魚", 1, 1, kYaku, ""}, houtei},
    {{"double_riichi", "两立直", "Double riichi", "ダブル立直", 2, 0, kYaku, "riichi"}, doubleRiichi},
    {{"chiitoitsu", "七对子", "Seven pairs", "七対子", 2, 0, kYaku, ""}, chiitoitsu},
    {{"sanshoku", "三色同顺", "Mixed triple sequence", "三色同順", 2, 1, kYaku, ""}, sanshoku},
    {{"ittsu", "一气通贯", "Pure straight", "一気通貫", 2, 1, kYaku, ""}, ittsu},
    {{"chanta", "混全带幺九", "Half outside hand", "混全帯幺九", 2, 1, kYaku, ""}, chanta},
    {{"toitoi", "对对和", "All triplets", "対々和", 2, 2, kYaku, ""}, toitoi},
    {{"sanankou", "三暗刻", "Three concealed triplets", "三暗刻", 2, 2, kYaku, ""}, sanankou},
    {{"sanshoku_doukou", "三色同刻", "Triple triplets", "三色同刻", 2, 2, kYaku, ""}, sanshokuDoukou},
    {{"sankantsu", "三杠子", "Three kongs", "三槓子", 2, 2, kYaku, ""}, sankantsu},
    {{"shousangen", "小三元", "Little three dragons", "小三元", 2, 2, kYaku, ""}, shousangen},
    {{"honroutou", "混老头", "All terminals and honours", "混老頭", 2, 2, kYaku, "chanta"}, honroutou},
    {{"ryanpeikou", "二杯口", "Twice pure double sequence", "二盃口", 3, 0, kYaku, "iipeikou"}, ryanpeikou},
    {{"junchan", "纯全带幺九", "Fully outside hand", "純全帯幺九", 3, 2, kYaku, "chanta"}, junchan},
    {{"honitsu", "混一色", "Half flush", "混一色", 3, 2, kYaku, ""}, honitsu},
    {{"chinitsu", "清一色", "Full flush", "清一色", 6, 5, kYaku, "honitsu"}, chinitsu},
    {{"kokushi", "国士无双", "Thirteen orphans", "国士無双", 1, 0, kYakuman, ""}, kokushi},
    {{"kokushi_13", "国士无双十三面", "Thirteen orphans, 13-sided wait", "国士無双十三面", 1, 0, kYakumanDouble, "kokushi"}, kokushi13},
    {{"suuankou", "四暗刻", "Four concealed triplets", "四暗刻", 1, 0, kYakuman, ""}, suuankou},
    {{"suuankou_tanki", "四暗刻单骑", "Four concealed triplets, pair wait", "四暗刻単騎", 1, 0, kYakumanDouble, "suuankou"}, suuankouTanki},
    {{"daisangen", "大三元", "Big three dragons", "大三元", 1, 0, kYakuman, ""}, daisangen},
    {{"tsuuiisou", "字一色", "All honours", "字一色", 1, 0, kYakuman, ""}, tsuuiisou},
    {{"ryuuiisou", "绿一色", "All green", "緑一色", 1, 0, kYakuman, ""}, ryuuiisou},
    {{"chinroutou", "清老头", "All terminals", "清老頭", 1, 0, kYakuman, ""}, chinroutou},
    {{"shousuushii", "小四喜", "Little four winds", "小四喜", 1, 0, kYakuman, ""}, shousuushii},
    {{"daisuushii", "大四喜", "Big four winds", "大四喜", 1, 0, kYakumanDouble, "shousuushii"}, daisuushii},
    {{"suukantsu", "四杠子", "Four kongs", "四槓子", 1, 0, kYakuman, ""}, suukantsu},
    {{"chuuren", "九莲宝灯", "Nine gates", "九蓮宝燈", 1, 0, kYakuman, ""}, chuuren},
    {{"junsei_chuuren", "纯正九莲宝灯", "True nine gates", "純正九蓮宝燈", 1, 0, kYakumanDouble, "chuuren"}, junseiChuuren},
    {{"tenhou", "天和", "Blessing of heaven", "天和", 1, 0, kYakuman, ""}, tenhou},
    {{"chiihou", "地和", "Blessing of earth", "地和", 1, 0, kYakuman, ""}, chiihou},
};
static_assert(std::size(kDefs) == kNumYaku, "one row per Yaku");

const YakuKit kKit{kDefs, OwnName::Ja};
const FanTable& kTable = kKit.table();

// The table's numbers as flat arrays (YakuFlat, riichi_internal.h), built
// once from the rows above.
YakuFlat flatten() {
    YakuFlat t;
    for (int y = 0; y < kNumYaku; ++y) {
        const FanRow& r = kTable.row(y);
        const bool ym = r.category != kYaku;
        t.closedHan[std::size_t(y)] = std::uint8_t(ym ? 0 : r.value);
        t.openHan[std::size_t(y)] = std::uint8_t(ym ? 0 : r.value2);
        t.units[std::size_t(y)] = std::uint8_t(ym ? r.value : 0);
        t.excludes[std::size_t(y)] = low64(kTable.excludes(y));
        if (ym) t.yakuman |= bit(y);
        if (r.category == kYakumanDouble) t.doubles |= bit(y);
    }
    return t;
}

}  // namespace

const YakuFlat kYakuFlat = flatten();

namespace {

const YakuSet kYakumanMask = kYakuFlat.yakuman;

// Closed-only rows: open han 0 for a normal yaku; the closed-only yakuman
// cannot be formed with an open meld (their predicates see to it).
bool countsOpen(const FanRow& row, const HandFacts& f, int y) {
    if (row.category != kYaku) return true;
    if (y == kTanyao) return f.kuitan;  // option kuitan: open 断幺九
    return row.value2 > 0;
}

// The rows that count in an open hand (kuitan aside), built once.
YakuSet openMask(bool kuitan) {
    HandFacts f;
    f.kuitan = kuitan;
    YakuSet c = 0;
    for (int y = 0; y < kNumYaku; ++y)
        if (countsOpen(kTable.row(y), f, y)) c |= bit(y);
    return c;
}
const YakuSet kOpenMask = openMask(false), kOpenMaskKuitan = openMask(true);

}  // namespace

const YakuKit& yakuKit() { return kKit; }
const FanTable& yakuTable() { return kTable; }

// The rows that count for this hand as it is, open or closed (kuitan decides
// 断幺九 when open). The hand-wide conditions that once gated the rows here
// are now part of handLevelYaku and readingYaku.
YakuSet candidateYaku(const HandFacts& f) {
    return f.closed ? ~YakuSet(0) >> (64 - kNumYaku) : f.kuitan ? kOpenMaskKuitan : kOpenMask;
}

namespace {

YakuSet presentAmong(YakuSet candidates, const HandFacts& f, const Reading& r) {
    FanBits c;
    c.w[0] = candidates;
    return low64(kKit.found(c, f, r));
}

using detail::when;
using detail::withRelations;

}  // namespace

void handLevelYaku(HandFacts& f) {
    // The same conditions as the hand-level predicates, straight-line.
    // The situation words' yaku for each set of the nine word bits.
    static constexpr std::array<YakuSet, 512> kSituationYaku = [] {
        std::array<YakuSet, 512> t{};
        for (unsigned sit = 0; sit < 512; ++sit)
            t[sit] = when(sit & kSitRiichi, kRiichi) | when(sit & kSitDoubleRiichi, kDoubleRiichi) |
                     when(sit & kSitIppatsu, kIppatsu) | when(sit & kSitRinshan, kRinshan) |
                     when(sit & kSitChankan, kChankan) | when(sit & kSitHaitei, kHaitei) |
                     when(sit & kSitHoutei, kHoutei) | when(sit & kSitTenhou, kTenhou) |
                     when(sit & kSitChiihou, kChiihou);
        return t;
    }();
    const YakuSet situations = kSituationYaku[f.sit & 511u] | when(f.closed && f.tsumo, kMenzenTsumo);
    // The yaku of the suits present (riichi.md "Yaku": 清一色, 混一色, 字一色),
    // by table over the four suit bits instead of a compare each:
    // [0] for any form, [1] for every form but thirteen orphans.
    static_assert(kHonourBit == 8, "f.suits holds the honours in bit 3");
    static constexpr std::array<std::array<YakuSet, 16>, 2> kSuitYaku = [] {
        std::array<std::array<YakuSet, 16>, 2> t{};
        for (unsigned s = 0; s < 16; ++s) {
            const bool oneNumberSuit = numberSuits(std::uint8_t(s)) == 1, honours = s & kHonourBit;
            t[0][s] = when(oneNumberSuit && !honours, kChinitsu);
            t[1][s] = when(oneNumberSuit && honours, kHonitsu) | when(s == kHonourBit, kTsuuiisou);
        }
        return t;
    }();
    const unsigned suits = f.suits & 15u;
    const bool honours = f.suits & kHonourBit;
    // Any form: 清一色 and 緑一色 look at the tiles only.
    const YakuSet any = situations | kSuitYaku[0][suits] | when(f.allGreen, kRyuuiisou);
    // Every form but thirteen orphans.
    const YakuSet notKokushi = any | kSuitYaku[1][suits] | when(f.allSimples, kTanyao) |
                               when(f.allTerminalHonour, kHonroutou);
    f.formYaku[0] = (notKokushi | when(f.allTerminalHonour && !honours, kChinroutou) | when(f.chuuren, kChuuren) |
                     when(f.junseiChuuren, kJunseiChuuren)) &
                    f.candidates;
    f.formYaku[1] = notKokushi & f.candidates;
    f.formYaku[2] = any & f.candidates;
}

YakuSet countedYaku(YakuSet found) { return withRelations(found); }

YakuSet yakuOfUngated(const HandFacts& f, const Reading& r) {
    return withRelations(presentAmong(candidateYaku(f), f, r));
}

}  // namespace qe::riichi
