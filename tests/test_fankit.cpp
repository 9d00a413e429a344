// The fan kit (engine/core/fankit.h): table validation catches each kind of
// bad table, the hand-description check names the field of each bad input
// (common.md "Hand description"), and the combiner interface carries a tiny
// ruleset from a hand description to a breakdown; riichi's and 玉雀's tables
// are sound and their combiners answer through the interface.
#include <QtTest>
#include <set>
#include <string>
#include <vector>

#include "core/fankit.h"
#include "core/registry.h"
#include "rulesets/common/fan_examples.h"
#include "core/score.h"
#include "rulesets/lingque/lingque_fans.h"
#include "rulesets/riichi/riichi_internal.h"
#include "rulesets/yuque/yuque_internal.h"

using namespace qe;

namespace {

bool mentions(const std::vector<std::string>& problems, const std::string& what) {
    for (const auto& p : problems)
        if (p.find(what) != std::string::npos) return true;
    return false;
}
std::string joined(const std::vector<std::string>& problems) {
    std::string s;
    for (const auto& p : problems) s += p + "; ";
    return s;
}

// A sound little table the bad ones are made from.
std::vector<FanRow> goodRows() {
    return {
        {"all_pungs", "碰碰和", "All pungs", "", 6},
        {"flush", "混一色", "Half flush", "", 6},
        {"pure_flush", "清一色", "Full flush", "", 24, 0, 0, "flush"},
        {"dragon_pung", "箭刻", "Dragon pung", "", 2, 0, 0, "", "", 3},
        {"big_dragons", "大三元", "Big three dragons", "", 88, 0, 1, "dragon_pung", "all_pungs"},
    };
}

// ---- a tiny ruleset on the kit: its facts, predicates, table, combiner ----

// The facts its predicates read: the hand's tiles after checkHand.
struct TinyFacts {
    Counts all{};
    int pungs = 0;  // kinds held three or more times
    int dragonPungs = 0;
    bool honours = false;
    int numberSuits = 0;
};

TinyFacts tinyFacts(const CheckedHand& c) {
    TinyFacts f;
    f.all = c.all;
    bool suit[3] = {false, false, false};
    for (int k = 0; k < kNumKinds; ++k) {
        const int n = c.all[std::size_t(k)];
        if (!n) continue;
        if (n >= 3) ++f.pungs;
        if (n >= 3 && isDragon(Kind(k))) ++f.dragonPungs;
        if (isHonor(Kind(k))) f.honours = true;
        else suit[k / 9] = true;
    }
    f.numberSuits = int(suit[0]) + int(suit[1]) + int(suit[2]);
    return f;
}

bool allPungs(const TinyFacts& f) { return f.pungs == 4; }
bool flush(const TinyFacts& f) { return f.numberSuits == 1 && f.honours; }
bool pureFlush(const TinyFacts& f) { return f.numberSuits == 1 && !f.honours; }
bool dragonPung(const TinyFacts& f) { return f.dragonPungs > 0; }
bool bigDragons(const TinyFacts& f) { return f.dragonPungs == 3; }

constexpr FanDef<TinyFacts> kTinyDefs[] = {
    {{"all_pungs", "碰碰和", "All pungs", "", 6}, allPungs},
    {{"flush", "混一色", "Half flush", "", 6}, flush},
    {{"pure_flush", "清一色", "Full flush", "", 24, 0, 0, "flush"}, pureFlush},
    {{"dragon_pung", "箭刻", "Dragon pung", "", 2, 0, 0, "", "", 3}, dragonPung},
    {{"big_dragons", "大三元", "Big three dragons", "", 88, 0, 1, "dragon_pung", "all_pungs"}, bigDragons},
};

// The tiny ruleset's own way of combining: categories 1 are limit hands
// that count alone; otherwise the values add up, times two on a self-draw.
struct TinyCombiner final : FanCombiner {
    bool tsumo = false;
    Combination combine(const FanTable& t, std::span<const FoundFan> found) const override {
        FanBits present;
        for (const FoundFan& f : found) present.set(f.fan);
        FanBits kept = t.withoutExcluded(present);
        if ((kept & t.inCategory(1)).any()) kept &= t.inCategory(1);
        Combination c;
        for (const FoundFan& f : found) {
            if (!kept.test(f.fan)) continue;
            const FanRow& r = t.row(f.fan);
            const int count = r.repeat ? std::min<int>(f.count, r.repeat) : f.count;
            c.counted.push_back({f.fan, count, r.value, (long long)r.value * count,
                                 std::to_string(r.value) + (count > 1 ? " × " + std::to_string(count) : ""), 0});
            c.total += (long long)r.value * count;
        }
        if (tsumo && !(kept & t.inCategory(1)).any()) {
            c.counted.push_back({-1, 1, 0, c.total, "self-draw doubles", 0});
            c.total *= 2;
        }
        c.fields = {{"points", c.total}};
        return c;
    }
};

constexpr SituationWord kTinyWords[] = {
    {"rinshan", kNeedTsumo | kNeedOwnKong, "'rinshan' needs a self-draw after one's own kong"},
    {"chankan", kNeedRon | kNeedLoneWinTile, "'chankan' is a win on another player's kong"},
    {"haitei", kNeedTsumo, "'haitei' is a self-draw of the last tile"},
    {"houtei", kNeedRon, "'houtei' is a win on the last discard"},
    {"tenhou", kNeedTsumo | kNeedDealer | kNeedNoMelds, "'tenhou' is the dealer's self-draw on the dealt hand"},
    {"chiihou", kNeedRon | kNeedNonDealer, "'chiihou' is a non-dealer's win on the first discard"},
    {"riichi", kNeedClosed, "'riichi' needs a concealed hand"},
    {"ippatsu", 0, "", 1u << 6, "'ippatsu' needs 'riichi'"},
};
constexpr SituationConflict kTinyConflicts[] = {
    {wordBit(kTinyWords, "rinshan"), wordBit(kTinyWords, "haitei"), "'rinshan' with 'haitei': a dead-wall tile"},
    {wordBit(kTinyWords, "chankan"), wordBit(kTinyWords, "houtei"), "'chankan' with 'houtei': not a discard"},
};
constexpr HandRules kTinyRules{"tiny", kTinyWords, kTinyConflicts, true, false, true, "tiny needs it",
                               std::uint8_t(kAllMeldTypes & ~meldTypeBit(MeldType::Chi))};

HandDesc hand(const std::string& tiles, const std::string& win, std::vector<Meld> melds = {}) {
    HandDesc h;
    h.ruleset = "tiny";
    h.hand = parseTiles(tiles);
    if (!win.empty()) {
        h.winTile = parseTile(win);
        h.hasWinTile = true;
    }
    h.melds = std::move(melds);
    h.seatWind = 1;
    return h;
}
Meld meld(MeldType t, const char* kind) {
    Meld m;
    m.type = t;
    m.kind = parseTile(kind).kind;
    return m;
}

// The tiny ruleset's scorer, all through the kit.
ScoreResult tinyScore(const HandDesc& h) {
    static const FanKit<TinyFacts> kit{kTinyDefs};
    CheckedHand c;
    std::string err;
    if (!checkHand(h, kTinyRules, c, &err)) return ScoreResult::failure("tiny", err);
    const TinyFacts f = tinyFacts(c);
    std::vector<FoundFan> found;
    const int dragonPung = kit.table().find("dragon_pung");
    kit.found(kit.table().all(), f).forEach([&](int i) {
        found.push_back({std::uint8_t(i), std::uint8_t(i == dragonPung ? f.dragonPungs : 1), 0, 0, 0});
    });
    TinyCombiner comb;
    comb.tsumo = h.tsumo;
    const FanCombiner& any = comb;  // through the interface
    const Combination sum = any.combine(kit.table(), found);
    ScoreResult res;
    res.ok = true;
    res.ruleset = "tiny";
    Breakdown bd{res};
    for (const CountedFan& x : sum.counted) {
        if (x.fan >= 0)
            bd.fan(kit.table(), x, {});
        else
            bd.step(x.detail, x.delta);
    }
    res.total = bd.total;
    res.valid = res.total > 0;
    res.fields = sum.fields;
    return res;
}

std::string errorOf(const HandDesc& h, HandKind kind = HandKind::Win) {
    CheckedHand c;
    std::string err;
    if (checkHand(h, kTinyRules, c, &err, kind)) return {};
    return err;
}

}  // namespace

class TestFanKit : public QObject {
    Q_OBJECT

private slots:
    // ---- tables ---------------------------------------------------------

    void soundTableHasNoProblems() {
        const FanTable t(goodRows());
        QVERIFY2(t.validate().empty(), joined(t.validate()).c_str());
        QCOMPARE(t.size(), 5);
        QCOMPARE(t.find("pure_flush"), 2);
        QCOMPARE(t.find("no_such"), -1);
        QVERIFY(t.excludes(2).test(1) && !t.excludes(1).test(2));
        QVERIFY(t.implies(4).test(0));
        // incompatible is symmetric over both relations
        QVERIFY(t.incompatible(1).test(2) && t.incompatible(2).test(1));
        QVERIFY(t.incompatible(0).test(4) && t.incompatible(3).test(4) && !t.incompatible(0).test(1));
        FanBits found;
        found.set(1);
        found.set(2);
        found.set(3);
        const FanBits kept = t.withoutExcluded(found);
        QVERIFY(!kept.test(1) && kept.test(2) && kept.test(3));
        QCOMPARE(t.inCategory(1).count(), 1);
        const ScoreItem it = t.item(2, 24, 1, parseTiles("111m"));
        QCOMPARE(it.id, std::string("pure_flush"));
        QCOMPARE(it.nameZh, std::string("清一色"));
        QCOMPARE(t.label(2), std::string("清一色 Full flush"));
    }

    void mutexAddableAndCategoryGroups() {
        // 互斥 written on one row holds both ways and makes the rows
        // incompatible; 可加计 is resolved; "@outside:N" names every other row
        // outside category N.
        std::vector<FanRow> rows = goodRows();
        rows[0].mutex = "flush";
        rows[4].addable = "dragon_pung";
        rows[4].excludes = "";
        rows[3].value3 = 1;
        rows[1].excludes = "@outside:0";
        const FanTable t(rows);
        QVERIFY2(t.validate().empty(), joined(t.validate()).c_str());
        QVERIFY(t.mutex(0).test(1) && t.mutex(1).test(0) && !t.mutex(0).test(2));
        QVERIFY(t.incompatible(0).test(1) && t.incompatible(1).test(0));
        QVERIFY(t.addable(4).test(3) && !t.addable(3).test(4));
        QCOMPARE(t.row(3).value3, 1);
        // rows 0..3 are category 0, row 4 category 1: flush excludes only row 4
        QVERIFY(t.excludes(1).test(4) && !t.excludes(1).test(0) && !t.excludes(1).test(1));
        // faults: an unknown 互斥 row, a bad group, excluding what one may add
        rows[0].mutex = "nope";
        QVERIFY(mentions(FanTable(rows).validate(), "is 互斥 with 'nope', which is no row"));
        rows[0].mutex = "";
        rows[1].excludes = "@outside:x";
        QVERIFY(mentions(FanTable(rows).validate(), "needs a category number"));
        rows[1].excludes = "";
        rows[4].excludes = "dragon_pung";
        QVERIFY(mentions(FanTable(rows).validate(), "both excludes and may add"));
    }

    void badTablesAreReported_data() {
        QTest::addColumn<int>("fault");
        QTest::addColumn<QString>("expect");
        QTest::newRow("duplicate id") << 0 << "also row";
        QTest::newRow("uppercase id") << 1 << "lowercase ascii";
        QTest::newRow("empty id") << 2 << "lowercase ascii";
        QTest::newRow("excludes an unknown id") << 3 << "excludes 'nope', which is no row";
        QTest::newRow("implies an unknown id") << 4 << "implies 'gone', which is no row";
        QTest::newRow("excludes itself") << 5 << "excludes itself";
        QTest::newRow("implies itself") << 6 << "implies itself";
        QTest::newRow("one id twice in a relation") << 7 << "twice";
        QTest::newRow("implications in a circle") << 8 << "circle of implications";
        QTest::newRow("no English name") << 9 << "no English name";
        QTest::newRow("no own name") << 10 << "no Chinese name";
        QTest::newRow("negative repeat limit") << 11 << "negative repeat";
        QTest::newRow("too many rows") << 12 << "more than 128";
        QTest::newRow("no Japanese name for a Japanese table") << 13 << "no Japanese name";
    }
    void badTablesAreReported() {
        QFETCH(int, fault);
        QFETCH(QString, expect);
        std::vector<FanRow> rows = goodRows();
        OwnName own = OwnName::Zh;
        std::vector<std::string> ids;  // storage for generated ids
        switch (fault) {
            case 0: rows[3].id = "flush"; break;
            case 1: rows[0].id = "AllPungs"; break;
            case 2: rows[0].id = ""; break;
            case 3: rows[2].excludes = "flush nope"; break;
            case 4: rows[4].implies = "all_pungs gone"; break;
            case 5: rows[1].excludes = "flush"; break;
            case 6: rows[1].implies = "flush"; break;
            case 7: rows[4].excludes = "dragon_pung dragon_pung"; break;
            case 8:
                rows[0].implies = "flush";
                rows[1].implies = "all_pungs";
                break;
            case 9: rows[3].en = ""; break;
            case 10: rows[3].zh = ""; break;
            case 11: rows[3].repeat = -1; break;
            case 12:
                ids.reserve(130);
                for (int i = 0; i < 130; ++i) {
                    ids.push_back("fan_" + std::to_string(i));
                    rows.push_back({ids.back().c_str(), "番", "Fan", "", 1});
                }
                break;
            case 13: own = OwnName::Ja; break;
        }
        const FanTable t(rows, own);
        const auto problems = t.validate();
        QVERIFY2(mentions(problems, expect.toStdString()), joined(problems).c_str());
        // the same table without the fault is sound (the test can fail)
        QVERIFY(FanTable(goodRows()).validate().empty());
    }

    void rowWithoutPredicateIsReported() {
        const FanDef<TinyFacts> defs[] = {
            {{"a", "甲", "A", "", 1}, allPungs},
            {{"b", "乙", "B", "", 1}, nullptr},
        };
        const FanKit<TinyFacts> kit{defs};
        QVERIFY(mentions(kit.validate(), "row 'b' has no predicate"));
        const FanKit<TinyFacts> tiny{kTinyDefs};
        QVERIFY2(tiny.validate().empty(), joined(tiny.validate()).c_str());
    }

    void rulesetTablesAreSound() {
        const auto r = riichi::yakuKit().validate();
        QVERIFY2(r.empty(), joined(r).c_str());
        QCOMPARE(riichi::yakuTable().size(), int(riichi::kNumYaku));
        // riichi rows carry their Japanese names as the ruleset's own
        QCOMPARE(std::string(riichi::yakuTable().ownName(riichi::kIipeikou)), std::string("一盃口"));
        QCOMPARE(std::string(riichi::yakuTable().row(riichi::kIipeikou).zh), std::string("一杯口"));
        QVERIFY(riichi::yakuTable().excludes(riichi::kChinitsu).test(riichi::kHonitsu));
        const auto l = lingque::kitTable().validate();
        QVERIFY2(l.empty(), joined(l).c_str());
        QCOMPARE(lingque::kitTable().size(), int(lingque::kNumFans));
        // 灵雀's flat rows and the relations it counts with are the table's
        for (int f = 0; f < lingque::kNumFans; ++f) {
            const FanRow& row = lingque::kitTable().row(f);
            QCOMPARE(std::string(lingque::info(f).id), std::string(row.id));
            QCOMPARE(int(lingque::info(f).fu), row.value);
            QCOMPARE(int(lingque::info(f).fan), row.value2);
            QCOMPARE(int(lingque::info(f).fuPair), row.value3);
            QCOMPARE(int(lingque::info(f).category), row.category);
            const lingque::Relations& rel = lingque::relations();
            const FanBits& ex = lingque::kitTable().excludes(f);
            QVERIFY(rel.excludes[std::size_t(f)] == (lingque::FanSet{ex.w[0], ex.w[1]}));
            QVERIFY(rel.excludes[std::size_t(f)] == (rel.notCounted[std::size_t(f)] | rel.implied[std::size_t(f)]));
        }
        // 镜同 names 双龙会 only: the kit makes it symmetric
        QVERIFY(lingque::kitTable().mutex(lingque::kShuanglonghui).test(lingque::kJingtong));
        QVERIFY(lingque::relations().mutexFans.has(lingque::kJingtong));
        QVERIFY(!lingque::relations().mutexFans.has(lingque::kZimo));
        const auto y = yuque::fans().validate();
        QVERIFY2(y.empty(), joined(y).c_str());
        QCOMPARE(yuque::fans().size(), int(yuque::kNumFans));
        // the flat rows the counting loops read are the table's
        for (int f = 0; f < yuque::kNumFans; ++f) {
            QCOMPARE(std::string(yuque::info(f).key), std::string(yuque::fans().row(f).id));
            QCOMPARE(int(yuque::info(f).value), yuque::fans().row(f).value);
            QCOMPARE(int(yuque::info(f).valueFanke), yuque::fans().row(f).value2);
            QCOMPARE(int(yuque::info(f).prio), yuque::fans().row(f).category);
        }
    }

    // ---- the hand-description check ---------------------------------------

    void goodHandFillsTheFacts() {
        HandDesc h = hand("11122233m555z", "5z", {meld(MeldType::Kan, "7z")});
        h.flowers = parseTiles("1f3f");
        h.situation = {"houtei"};
        CheckedHand c;
        std::string err;
        QVERIFY2(checkHand(h, kTinyRules, c, &err), err.c_str());
        QCOMPARE(int(c.concealed[0]), 3);
        QCOMPARE(int(c.all[kRed]), 4);
        QCOMPARE(c.kongs, 1);
        QVERIFY(!c.closed);
        QCOMPARE(c.winKind, int(kWhite));
        QCOMPARE(c.words, wordBit(kTinyWords, "houtei"));
    }

    void badFieldsAreNamed_data() {
        QTest::addColumn<int>("fault");
        QTest::addColumn<QString>("expect");
        QTest::newRow("flowers field holds a tile") << 0 << "'flowers' may hold only";
        QTest::newRow("flower in the hand") << 1 << "'hand': flowers go in 'flowers'";
        QTest::newRow("red tile not a five") << 2 << "only fives can be red";
        QTest::newRow("red five where none are") << 3 << "plays without red fives";
        QTest::newRow("meld type not allowed") << 4 << "'melds'[0]: a chi is not a meld of tiny";
        QTest::newRow("meld of flowers") << 5 << "'melds'[0]: flowers";
        QTest::newRow("red meld where none are") << 6 << "'melds'[0]: tiny plays without red fives";
        QTest::newRow("too few tiles") << 7 << "'hand': the hand has 13 concealed tiles";
        QTest::newRow("too many tiles") << 8 << "needs 14";
        QTest::newRow("five of a kind") << 9 << "'hand': more than four 1m";
        QTest::newRow("win tile not in hand") << 10 << "'win_tile' 9p is not in 'hand'";
        QTest::newRow("win tile missing") << 11 << "'win_tile' is missing: tiny needs it";
        QTest::newRow("seat wind") << 12 << "'seat_wind'";
        QTest::newRow("round wind") << 13 << "'round_wind'";
        QTest::newRow("unknown word") << 14 << "'situation': 'double_riichi' is not a tiny situation";
        QTest::newRow("word twice") << 15 << "'situation': 'houtei' is given twice";
        QTest::newRow("needs a self-draw") << 16 << "'haitei' is a self-draw";
        QTest::newRow("needs a win on a discard") << 17 << "'houtei' is a win on the last discard";
        QTest::newRow("needs own kong") << 18 << "'rinshan' needs";
        QTest::newRow("needs the dealer") << 19 << "'tenhou'";
        QTest::newRow("needs a non-dealer") << 20 << "'chiihou'";
        QTest::newRow("needs no melds") << 21 << "'tenhou'";
        QTest::newRow("needs a closed hand") << 22 << "'riichi' needs a concealed hand";
        QTest::newRow("needs another word") << 23 << "'ippatsu' needs 'riichi'";
        QTest::newRow("robbed tile held twice") << 24 << "fourth of its kind";
        QTest::newRow("robbed tile not named") << 25 << "'chankan' needs 'win_tile'";
        QTest::newRow("rinshan with haitei") << 26 << "dead-wall";
        QTest::newRow("chankan with houtei") << 27 << "not a discard";
        QTest::newRow("waiting hand of 14") << 28 << "a waiting hand needs 13";
        QTest::newRow("flowers where none are") << 29 << "'flowers': strict plays with 136 tiles";
        QTest::newRow("flower in the hand where none are") << 30 << "'hand': strict plays without flowers";
        QTest::newRow("chi of honours") << 31 << "a chi is three number tiles";
        // Fewer than eight concealed tiles take checkHand's tile-by-tile
        // test, eight to sixteen the wide one: the same errors either way.
        QTest::newRow("flower in a short hand") << 32 << "'hand': flowers go in 'flowers'";
        QTest::newRow("red tile not a five, short hand") << 33 << "only fives can be red";
        QTest::newRow("five of a kind, short hand") << 34 << "'hand': more than four 1m";
        QTest::newRow("five of a kind with a meld") << 35 << "'hand': more than four 1m";
        QTest::newRow("flower last in the hand") << 36 << "'hand': flowers go in 'flowers'";
    }
    void badFieldsAreNamed() {
        QFETCH(int, fault);
        QFETCH(QString, expect);
        // a good hand: 111m 222m 333m 555z 66z, 6z won on a discard
        HandDesc h = hand("111222333m55566z", "6z");
        QVERIFY2(errorOf(h).empty(), errorOf(h).c_str());
        HandKind kind = HandKind::Win;
        HandRules strict = kTinyRules;
        strict.name = "strict";
        strict.flowers = false;
        strict.redFives = true;
        strict.needWinTile = false;
        strict.meldTypes = kAllMeldTypes;
        bool useStrict = false;
        switch (fault) {
            case 0: h.flowers = parseTiles("1m"); break;
            case 1: h.hand[0] = parseTile("2f"); break;
            case 2: h.hand[0].red = true; break;
            case 3: h = hand("111222333m55506s", "6s"); break;
            case 4: h = hand("111222333m66z", "6z", {meld(MeldType::Chi, "1p")}); break;
            case 5: h = hand("111222333m66z", "6z", {meld(MeldType::Pon, "1f")}); break;
            case 6: {
                Meld m = meld(MeldType::Pon, "5p");
                m.red = 1;
                h = hand("111222333m66z", "6z", {m});
                break;
            }
            case 7: h.hand.pop_back(); break;
            case 8: h.hand.push_back(parseTile("9s")); break;
            case 9: h = hand("11111222333m566z", "6z"); break;
            case 10: h.winTile = parseTile("9p"); break;
            case 11: h.hasWinTile = false; break;
            case 12: h.seatWind = 4; break;
            case 13: h.roundWind = -1; break;
            case 14: h.situation = {"double_riichi"}; break;
            case 15: h.situation = {"houtei", "houtei"}; break;
            case 16: h.situation = {"haitei"}; break;
            case 17:
                h.tsumo = true;
                h.situation = {"houtei"};
                break;
            case 18:
                h.tsumo = true;
                h.situation = {"rinshan"};
                break;
            case 19:
                h.tsumo = true;
                h.situation = {"tenhou"};
                break;
            case 20:
                h.seatWind = 0;
                h.situation = {"chiihou"};
                break;
            case 21:
                h = hand("111222333m66z", "6z", {meld(MeldType::Ankan, "5z")});
                h.tsumo = true;
                h.seatWind = 0;
                h.situation = {"tenhou"};
                break;
            case 22:
                h = hand("111222333m66z", "6z", {meld(MeldType::Pon, "5z")});
                h.situation = {"riichi"};
                break;
            case 23: h.situation = {"ippatsu"}; break;
            case 24: h.situation = {"chankan"}; break;
            case 25:
                h.hasWinTile = false;
                h.situation = {"chankan"};
                useStrict = true;
                break;
            case 26:
                h = hand("111222333m66z", "6z", {meld(MeldType::Ankan, "5z")});
                h.tsumo = true;
                h.situation = {"rinshan", "haitei"};
                break;
            case 27:
                h = hand("11122233m55566z", "6z");
                h.hand.push_back(parseTile("4m"));
                h.winTile = parseTile("4m");
                h.situation = {"chankan", "houtei"};
                break;
            case 28: kind = HandKind::Waiting; break;
            case 29:
                h.flowers = parseTiles("1f");
                useStrict = true;
                break;
            case 30:
                h.hand[0] = parseTile("2f");
                useStrict = true;
                break;
            case 31: {
                Meld m = meld(MeldType::Chi, "5z");
                h = hand("111222333m66z", "6z", {m});
                useStrict = true;
                break;
            }
            case 32:
            case 33:
                h = hand("55566z", "6z",
                         {meld(MeldType::Pon, "1p"), meld(MeldType::Pon, "2p"), meld(MeldType::Pon, "3p")});
                QVERIFY2(errorOf(h).empty(), errorOf(h).c_str());
                if (fault == 32)
                    h.hand[4] = parseTile("2f");
                else
                    h.hand[1].red = true;
                break;
            case 34:
                h = hand("11111m", "1m",
                         {meld(MeldType::Pon, "1p"), meld(MeldType::Pon, "2p"), meld(MeldType::Pon, "3p")});
                break;
            case 35: h = hand("11222333m666z", "6z", {meld(MeldType::Kan, "1m")}); break;
            case 36: h.hand[13] = parseTile("2f"); break;
        }
        std::string err;
        if (useStrict) {
            CheckedHand c;
            QVERIFY(!checkHand(h, strict, c, &err, kind));
        } else {
            err = errorOf(h, kind);
        }
        QVERIFY2(err.find(expect.toStdString()) != std::string::npos,
                 (err + " / want " + expect.toStdString()).c_str());
        // without an error pointer the answer is the same, silently
        CheckedHand c;
        QVERIFY(!checkHand(h, useStrict ? strict : kTinyRules, c, nullptr, kind));
    }

    void redFivesAndKindsHeldFromTheCheck() {
        // The red fives per suit and the kinds held (melds included), for a
        // hand of fourteen concealed tiles and one of five.
        HandRules rules = kTinyRules;
        rules.redFives = true;
        CheckedHand c;
        std::string err;
        HandDesc h = hand("123m406p789s11122z", "2z");
        QVERIFY2(checkHand(h, rules, c, &err), err.c_str());
        QCOMPARE(c.red, (std::array<int, 3>{0, 1, 0}));
        QCOMPARE(c.present, countwords::presentKinds(c.all));
        QCOMPARE(int(c.concealed[13]), 1);  // 0p counts as a 5p
        h = hand("005s55z", "5z", {meld(MeldType::Pon, "1z"), meld(MeldType::Kan, "2z"), meld(MeldType::Pon, "9m")});
        QVERIFY2(checkHand(h, rules, c, &err), err.c_str());
        QCOMPARE(c.red, (std::array<int, 3>{0, 0, 2}));
        QCOMPARE(int(c.all[22]), 3);
        QCOMPARE(int(c.all[28]), 4);
        QCOMPARE(c.present, (std::uint64_t(1) << 8 | std::uint64_t(1) << 22 | std::uint64_t(1) << 27 |
                             std::uint64_t(1) << 28 | std::uint64_t(1) << 31));
    }

    void waitingHandHasNoWinTileOrNeeds() {
        HandDesc h = hand("11122233m55566z", "");
        std::string err;
        CheckedHand c;
        QVERIFY2(checkHand(h, kTinyRules, c, &err, HandKind::Waiting), err.c_str());
        QCOMPARE(c.winKind, -1);
        h.hand.push_back(parseTile("3m"));
        QVERIFY(!checkHand(h, kTinyRules, c, &err, HandKind::Waiting));
    }

    // ---- the combiner interface -------------------------------------------

    void tinyRulesetScoresThroughTheKit() {
        // 大三元 with all pungs: the limit hand counts alone (category 1),
        // it excludes 箭刻 and implies 碰碰和.
        HandDesc h = hand("555666777z111m22p", "2p");
        ScoreResult r = tinyScore(h);
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.total, 88LL);
        QCOMPARE(int(r.items.size()), 1);
        QCOMPARE(r.items[0].id, std::string("big_dragons"));
        QCOMPARE(r.steps.back().text, std::string("大三元 Big three dragons: 88"));

        // 清一色 replaces 混一色 (不计); with honours only 混一色
        r = tinyScore(hand("11123455678999m", "5m"));
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.total, 24LL);
        QCOMPARE(r.items.size(), std::size_t(1));
        QCOMPARE(r.items[0].id, std::string("pure_flush"));
        r = tinyScore(hand("123456789m55566z", "6z"));
        QCOMPARE(r.total, 6LL + 2LL);  // 混一色 and one 箭刻
        QCOMPARE(r.items[0].id, std::string("flush"));
        QCOMPARE(r.items[1].id, std::string("dragon_pung"));

        // two dragon pungs count twice (repeat limit 3), doubled by a self-draw
        h = hand("555666z111222m33p", "3p");
        h.tsumo = true;
        r = tinyScore(h);
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(int(r.items.size()), 2);
        QCOMPARE(r.items[0].id, std::string("all_pungs"));
        QCOMPARE(r.items[1].count, 2);
        QCOMPARE(r.total, 2 * (6LL + 2 * 2LL));
        QCOMPARE(r.steps.back().text, std::string("self-draw doubles"));
        QCOMPARE(r.steps.back().total, r.total);

        // bad input stops at the check, with its error
        h.situation = {"houtei"};
        r = tinyScore(h);
        QVERIFY(!r.ok && r.error.find("'houtei'") != std::string::npos);
    }

    void sumCombinerCapsRepeats() {
        const FanTable t(goodRows());
        const FoundFan found[] = {{3, 5, 0, 0, 0}, {1, 1, 0, 0, 0}, {2, 1, 0, 0, 0}};
        const SumCombiner sum;
        const FanCombiner& c = sum;
        const Combination out = c.combine(t, found);
        // 箭刻 ×3 (limit), 混一色 dropped by 清一色
        QCOMPARE(out.total, 3 * 2LL + 24LL);
        QCOMPARE(int(out.counted.size()), 2);
        QCOMPARE(out.counted[0].count, 3);
    }

    void rulesetCombinersAnswerThroughTheInterface() {
        // riichi: ダブル立直 replaces 立直; 3 han closed with 平和, + 1 dora
        riichi::YakuCombiner rc;
        rc.closed = true;
        rc.doraHan = 1;
        rc.fu = 30;
        const FanCombiner& r = rc;
        const FoundFan yaku[] = {{riichi::kRiichi}, {riichi::kDoubleRiichi}, {riichi::kPinfu}};
        Combination c = r.combine(riichi::yakuTable(), yaku);
        QCOMPARE(int(c.counted.size()), 2);
        QCOMPARE(c.total, 4LL);
        QCOMPARE(c.fields[3].first, std::string("base"));
        QCOMPARE(c.fields[3].second, 1920LL);  // 30 fu · 2^(4+2)
        // a yakuman drops every normal yaku and dora
        const FoundFan ym[] = {{riichi::kChinitsu}, {riichi::kRyuuiisou}};
        c = r.combine(riichi::yakuTable(), ym);
        QCOMPARE(int(c.counted.size()), 1);
        QCOMPARE(c.total, 13LL);
        QCOMPARE(c.fields[3].second, 8000LL);

        // 玉雀: priority-0 fans add up; 对对和 (0) gives 番刻 to its triplets
        const yuque::StackingCombiner yc;
        const FanCombiner& y = yc;
        const FoundFan zero[] = {{yuque::kSanAnke, 1, 0, 0, 0x7}, {yuque::kLingshang}};
        c = y.combine(yuque::fans(), zero);
        QCOMPARE(c.total, 5LL + 1LL + 2 * 3LL);  // 三暗刻, 岭上开花, 番刻 on three triplets
        QCOMPARE(c.counted.back().fan, int(yuque::kFanke));
        QCOMPARE(c.counted.back().count, 3);
        // 门前清 with 四暗刻 is an implication: never both
        const FoundFan imp[] = {{yuque::kSiAnke, 1, 0, 0, 0}, {yuque::kMenqianqing, 1, 0xf, 0, 0}};
        c = y.combine(yuque::fans(), imp);
        QCOMPARE(int(c.counted.size()), 1);
        QCOMPARE(c.total, 10LL);
    }
    // ---- the rules screen's examples -------------------------------------

    // Every example hand kept for a ruleset (rulesets/<id>/<id>_examples.cpp)
    // is a valid win that scores the fan it illustrates, names a fan of the
    // ruleset's table, and every fan in the list has a hand.
    void fanExamplesScoreTheirFan() {
        int rulesets = 0;
        for (const std::string& id : rulesetIds()) {
            const auto rs = makeRuleset(id);
            const auto examples = fanExamples(id);
            if (!rs || examples.empty()) continue;
            ++rulesets;
            const std::vector<FanListEntry> list = fanList(*rs);
            std::set<std::string> seen;
            for (const FanExample& x : examples) {
                const std::string what = id + " " + x.fan + ": ";
                QVERIFY2(seen.insert(x.fan).second, (what + "two examples").c_str());
                HandDesc h;
                try {
                    h = parseHandDesc(x.hand);
                } catch (const std::exception& e) {
                    QFAIL((what + e.what()).c_str());
                }
                QCOMPARE(h.ruleset, id);
                const ScoreResult r = rs->score(h);
                QVERIFY2(r.ok && r.valid, (what + "not a valid win " + r.error).c_str());
                bool has = false;
                for (const auto& it : r.items) has = has || it.id == x.fan;
                QVERIFY2(has, (what + "the score does not count it").c_str());
                bool listed = false;
                for (const auto& e : list)
                    if (e.id == x.fan) listed = e.example.has_value() && e.exampleScore.valid && !e.nameEn.empty();
                QVERIFY2(listed, (what + "not in the list with its hand").c_str());
            }
            int withHand = 0;
            std::string without;
            for (const auto& e : list) {
                QVERIFY2(!e.nameZh.empty() && !e.nameEn.empty() && !e.valueText.empty(),
                         (id + " " + e.id + " has no name or value").c_str());
                withHand += e.example.has_value();
                if (!e.example) without += " " + e.id;
            }
            qInfo("%s: %d fans listed, %d with an example hand", id.c_str(), int(list.size()), withHand);
            // Every fan of the table can be shown by a hand description, so
            // each must have one: a fan added to a table without its example
            // fails here by name.
            QVERIFY2(without.empty(), (id + ": fans without an example hand:" + without).c_str());
        }
        QVERIFY(rulesets >= 1);
    }

};

QTEST_APPLESS_MAIN(TestFanKit)
#include "test_fankit.moc"
