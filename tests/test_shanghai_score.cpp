// 上海麻将 scoring and settlement: docs/rulesets/shanghai.md "Winning
// types", "Counting 花", "荒番", "Payments" and "Further rulings". Every
// type and every 底花 element has a hand that shows it and one that does not.
#include <QtTest>

#include "core/score.h"
#include "rulesets/shanghai/shanghai_ruleset.h"
#include "rulesets/common/random_hand.h"
#include "rulesets/shanghai/shanghai_score.h"
#include "valuer_agreement.h"

using namespace qe;
using namespace qe::shanghai;

namespace {

ScoreResult scoreJson(const std::string& body) {
    // The command line's order: parse, resolve the options, score; what the
    // parser refuses is an error like the scorer's.
    ShanghaiRuleset rs;
    try {
        HandDesc d = parseHandDesc("{\"ruleset\":\"shanghai\"," + body + "}");
        d.options.resolve(rs.optionDescs());
        return rs.score(d);
    } catch (const std::exception& e) {
        return ScoreResult::failure("shanghai", e.what());
    }
}

bool hasItem(const ScoreResult& r, const std::string& id) {
    for (const auto& it : r.items)
        if (it.id == id) return true;
    return false;
}

int itemCount(const ScoreResult& r, const std::string& id) {
    int n = 0;
    for (const auto& it : r.items)
        if (it.id == id) ++n;
    return n;
}

// A plain hand: runs, a number triplet, a pair; no type, 底花 3.
const char* kPlain = R"("hand":"123m456m789p222s55p","win_tile":"3m")";

}  // namespace

class TestShanghaiScore : public QObject {
    Q_OBJECT
private slots:
    void tablesAreTheRulesPage() {
        // docs/rulesets/shanghai.md "Winning types": classes and values.
        const auto& t = typeTable();
        QCOMPARE(int(t[kTianhu].value), 10);
        QCOMPARE(int(t[kDihu].value), 8);
        QCOMPARE(int(t[kBahua].value), 6);
        QCOMPARE(int(t[kZiyise].value), 4);
        QCOMPARE(int(t[kLuanfeng].value), 2);
        QCOMPARE(int(t[kQingpeng].value), 2);
        QCOMPARE(int(t[kQingyise].value), 1);
        QCOMPARE(int(t[kHunpeng].value), 1);
        QCOMPARE(int(t[kDadiaoche].value), 1);
        QCOMPARE(int(t[kGangkai].cls), 3);
        QCOMPARE(int(t[kHunyise].value), 0);
        QCOMPARE(int(t[kPengpenghu].value), 0);
        for (int i = 0; i < kNumTypes; ++i) QVERIFY(t[std::size_t(i)].cls == (i < 3 ? 1 : i < 9 ? 2 : 3));
        const auto& e = elementTable();
        const int values[kNumElements] = {3, 1, 1, 1, 2, 2, 1, 2, 2, 3, 3, 4};
        for (int i = 0; i < kNumElements; ++i) QCOMPARE(int(e[std::size_t(i)].value), values[i]);
    }

    void plainHandIsThreeHua() {
        const auto r = scoreJson(kPlain);
        QVERIFY2(r.ok, r.error.c_str());
        QVERIFY(r.valid);
        QCOMPARE(r.total, 3LL);
        QCOMPARE(r.field("class"), 3LL);
        QCOMPARE(r.field("dihua"), 3LL);
        QCOMPARE(r.field("fan"), 0LL);
        QVERIFY(hasItem(r, "base"));
        QCOMPARE(int(r.items.size()), 1);
    }

    void flowersAddOneEach() {
        const auto r = scoreJson(std::string(kPlain) + R"(,"flowers":"1f3f6f")");
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.total, 6LL);
        QCOMPARE(itemCount(r, "flower"), 3);
    }

    void windAndDragonTriplets() {
        // Open wind pon 1, concealed dragon triplet 2: 3 + 1 + 2 = 6.
        auto r = scoreJson(R"("hand":"123m456p777z99s","win_tile":"9s","tsumo":true,
                              "melds":[{"type":"pon","tiles":"222z","from":1}])");
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.total, 6LL);
        QVERIFY(hasItem(r, "wind_pon"));
        QVERIFY(hasItem(r, "dragon_concealed_triplet"));
        // Concealed wind triplet 1, dragon pon 2.
        r = scoreJson(R"("hand":"123m456p111z99s","win_tile":"2m","tsumo":true,
                         "melds":[{"type":"pon","tiles":"555z","from":2}])");
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.total, 6LL);
        QVERIFY(hasItem(r, "wind_concealed_triplet"));
        QVERIFY(hasItem(r, "dragon_pon"));
        // Number triplets add nothing.
        r = scoreJson(R"("hand":"123m456p99s","win_tile":"9s","melds":[{"type":"pon","tiles":"555m"},{"type":"pon","tiles":"888p"}])");
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.total, 3LL);
    }

    void triplet_completed_by_discard_is_a_pon() {
        // Ron on 7z that only the 777z triplet can hold: named a pon (same 花).
        const auto r = scoreJson(R"("hand":"123m456p789p777z99s","win_tile":"7z")");
        QVERIFY2(r.ok, r.error.c_str());
        QVERIFY(hasItem(r, "dragon_pon"));
        QVERIFY(!hasItem(r, "dragon_concealed_triplet"));
        QCOMPARE(r.total, 5LL);
    }

    void kongs() {
        struct Case {
            const char* meld;
            const char* id;
            long long hua;
        } cases[] = {
            {R"({"type":"kan","tiles":"5555m","from":1})", "number_open_kong", 4},
            {R"({"type":"kakan","tiles":"5555m"})", "number_open_kong", 4},
            {R"({"type":"ankan","tiles":"5555m"})", "number_concealed_kong", 5},
            {R"({"type":"kan","tiles":"3333z","from":2})", "wind_open_kong", 5},
            {R"({"type":"ankan","tiles":"3333z"})", "wind_concealed_kong", 6},
            {R"({"type":"kan","tiles":"6666z","from":3})", "dragon_open_kong", 6},
            {R"({"type":"ankan","tiles":"6666z"})", "dragon_concealed_kong", 7},
        };
        for (const auto& c : cases) {
            const auto r = scoreJson(std::string(R"("hand":"123m456p789p99s","win_tile":"9s","melds":[)") + c.meld + "]");
            QVERIFY2(r.ok, r.error.c_str());
            QVERIFY2(hasItem(r, c.id), c.id);
            QCOMPARE(r.total, c.hua);
        }
    }

    void gangkaiDoubles() {
        // 杠开 on a kong replacement: 1 番, ×2. Open number kong: 3 + 1 = 4 → 8.
        auto r = scoreJson(R"("hand":"123m456p789p99s","win_tile":"9s","tsumo":true,"situation":["rinshan"],
                              "melds":[{"type":"kan","tiles":"5555m","from":1}])");
        QVERIFY2(r.ok, r.error.c_str());
        QVERIFY(hasItem(r, "gangkai"));
        QCOMPARE(r.field("fan"), 1LL);
        QCOMPARE(r.total, 8LL);
        // On a flower replacement too: 3 + 1 flower = 4 → 8.
        r = scoreJson(std::string(kPlain) + R"(,"tsumo":true,"flowers":"2f","situation":["flower_replacement"])");
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.total, 8LL);
        // Not without the situation.
        r = scoreJson(std::string(kPlain) + R"(,"tsumo":true,"flowers":"2f")");
        QVERIFY(!hasItem(r, "gangkai"));
        QCOMPARE(r.total, 4LL);
    }

    void hunyiseAndPengpenghuMultiplyByOne() {
        // 混一色 (0 番): recognised, ×1.
        auto r = scoreJson(R"("hand":"123m456m789m111z55z","win_tile":"5z")");
        QVERIFY2(r.ok, r.error.c_str());
        QVERIFY(hasItem(r, "hunyise"));
        QCOMPARE(r.field("class"), 3LL);
        QCOMPARE(r.total, 4LL);  // 3 + concealed wind triplet 1
        // 碰碰胡 with two suits (0 番).
        r = scoreJson(R"("hand":"111m222m333p999s55p","win_tile":"5p")");
        QVERIFY2(r.ok, r.error.c_str());
        QVERIFY(hasItem(r, "pengpenghu"));
        QCOMPARE(r.total, 3LL);
        // Negative: a run breaks 碰碰胡; two suits break 混一色.
        r = scoreJson(kPlain);
        QVERIFY(!hasItem(r, "pengpenghu"));
        QVERIFY(!hasItem(r, "hunyise"));
    }

    void classTwoTypes() {
        struct Case {
            const char* body;
            const char* id;
            long long la;
        } cases[] = {
            {R"("hand":"111z222z333z555z77z","win_tile":"7z")", "ziyise", 4},
            {R"("hand":"11223344556677z","win_tile":"7z")", "luanfengxiang", 2},
            {R"("hand":"111m333m555m777m99m","win_tile":"9m")", "qingpeng", 2},
            {R"("hand":"123m456m789m123m99m","win_tile":"9m")", "qingyise", 1},
            {R"("hand":"111m555m999m111z22z","win_tile":"2z")", "hunpeng", 1},
            {R"("hand":"55p","win_tile":"5p","melds":[{"type":"chi","tiles":"123m"},{"type":"pon","tiles":"777s"},
               {"type":"chi","tiles":"456p"},{"type":"ankan","tiles":"8888s"}])", "dadiaoche", 1},
        };
        for (const auto& c : cases) {
            const auto r = scoreJson(c.body);
            QVERIFY2(r.ok, (std::string(c.id) + ": " + r.error).c_str());
            QCOMPARE(r.field("class"), 2LL);
            QVERIFY2(hasItem(r, c.id), c.id);
            QCOMPARE(r.field("la"), c.la);
            QCOMPARE(r.total, c.la * 50);
        }
        // Negatives: three melds are not 大吊车; a hand with honours is not 清一色.
        auto r = scoreJson(R"("hand":"55p888s","win_tile":"5p","melds":[{"type":"chi","tiles":"123m"},{"type":"pon","tiles":"777s"},
                              {"type":"chi","tiles":"456p"}])");
        QVERIFY2(r.ok, r.error.c_str());
        QVERIFY(!hasItem(r, "dadiaoche"));
        r = scoreJson(R"("hand":"123m456m789m123m11z","win_tile":"1z")");
        QVERIFY(!hasItem(r, "qingyise"));
        QCOMPARE(r.field("class"), 3LL);
    }

    void honoursOnlyNeverFlush() {
        // docs/rulesets/shanghai.md "Further rulings": 字一色 or 乱风向 only.
        const auto r = scoreJson(R"("hand":"111z222z333z555z77z","win_tile":"7z")");
        QVERIFY(!hasItem(r, "hunyise"));
        QVERIFY(!hasItem(r, "qingyise"));
        QCOMPARE(r.total, 200LL);  // 字一色 4 喇 beats 乱风向 2 喇
    }

    void classOneTypes() {
        auto r = scoreJson(std::string(kPlain) + R"(,"tsumo":true,"seat_wind":1,"situation":["tenhou"])");
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.field("class"), 1LL);
        QCOMPARE(r.total, 500LL);
        r = scoreJson(std::string(kPlain) + R"(,"seat_wind":3,"situation":["chiihou"])");
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.total, 400LL);
        // 八花: any shape with all eight flowers.
        r = scoreJson(R"("hand":"13579m2468p13579s","flowers":"12345678f","tsumo":true)");
        QVERIFY2(r.ok, r.error.c_str());
        QVERIFY(hasItem(r, "bahua"));
        QCOMPARE(r.total, 300LL);
        // Seven flowers and that hand: not a win.
        r = scoreJson(R"("hand":"13579m2468p13579s","flowers":"1234567f","tsumo":true)");
        QVERIFY(!r.ok);
    }

    void classPrecedence() {
        // 天胡 (class 1) over 清一色 (class 2): only the largest class-1 type.
        auto r = scoreJson(R"("hand":"123m456m789m123m99m","win_tile":"9m","tsumo":true,"situation":["tenhou"])");
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.total, 500LL);
        QCOMPARE(int(r.items.size()), 1);
        QCOMPARE(r.items[0].id, std::string("tianhu"));
        // 清碰 2 喇 over 清一色 1 喇 (the same hand read as triplets).
        r = scoreJson(R"("hand":"111m222m333m555m99m","win_tile":"9m")");
        QCOMPARE(r.total, 100LL);
        QCOMPARE(r.items[0].id, std::string("qingpeng"));
        // Class 2 over class 3: 混碰 rather than 混一色 + 碰碰胡.
        r = scoreJson(R"("hand":"111m555m999m111z22z","win_tile":"2z")");
        QCOMPARE(r.total, 50LL);
        QVERIFY(!hasItem(r, "base"));
    }

    void huangfanDoubles() {
        auto r = scoreJson(std::string(kPlain) + R"(,"options":{"huangfan":true})");
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.total, 6LL);
        r = scoreJson(R"("hand":"111z222z333z555z77z","win_tile":"7z","options":{"huangfan":true})");
        QCOMPARE(r.total, 400LL);
    }

    void huangfanCounter() {
        // docs/rulesets/shanghai.md "荒番": (1,1) and (4,4) add 2; a 1 or a 4, or a double, add 1.
        QCOMPARE(huangfanDiceAdd(1, 1), 2);
        QCOMPARE(huangfanDiceAdd(4, 4), 2);
        QCOMPARE(huangfanDiceAdd(1, 5), 1);
        QCOMPARE(huangfanDiceAdd(6, 4), 1);
        QCOMPARE(huangfanDiceAdd(3, 3), 1);
        QCOMPARE(huangfanDiceAdd(6, 6), 1);
        QCOMPARE(huangfanDiceAdd(2, 5), 0);
        QCOMPARE(huangfanDiceAdd(3, 6), 0);
        QCOMPARE(huangfanAfterHand(0, true), 0);
        QCOMPARE(huangfanAfterHand(2, true), 1);
        QCOMPARE(huangfanAfterHand(0, false), 1);
    }

    void badInput() {
        struct Case {
            const char* body;
            const char* needle;
        } cases[] = {
            {R"("hand":"123m456m789p222s5p","win_tile":"5p")", "14"},
            {R"("hand":"123m456m789p222s55p","win_tile":"6p")", "win_tile"},
            {R"("hand":"123m456m789p222s5p1f","win_tile":"5p")", "flowers"},
            {R"("hand":"123m456m789p222s55p","flowers":"1f1f")", "twice"},
            {R"("hand":"123m406m789p222s55p")", "red"},
            {R"("hand":"123m456m789p222s55p","situation":["riichi"])", "situation"},
            {R"("hand":"123m456m789p222s55p","situation":["tenhou"])", "tenhou"},
            {R"("hand":"123m456m789p222s55p","tsumo":true,"situation":["rinshan"])", "rinshan"},
            {R"("hand":"123m456m789p222s55p","situation":["chankan","houtei"])", "chankan"},
            {R"("hand":"123m456m789p235s55p")", "not a winning hand"},
            {R"("hand":"11112m456m789p222s")", "not a winning hand"},
        };
        for (const auto& c : cases) {
            const auto r = scoreJson(c.body);
            QVERIFY2(!r.ok, c.body);
            QVERIFY2(r.error.find(c.needle) != std::string::npos, (r.error + " / wanted: " + c.needle).c_str());
        }
    }

    void stepsAddUp() {
        const auto r = scoreJson(R"("hand":"123m456p789p99s","win_tile":"9s","tsumo":true,"situation":["rinshan"],
                                    "flowers":"5f","melds":[{"type":"ankan","tiles":"7777z"}],"options":{"huangfan":true})");
        QVERIFY2(r.ok, r.error.c_str());
        // 3 + flower 1 + dragon concealed kong 4 = 8; 杠开 ×2 = 16; 荒番 ×2 = 32.
        QCOMPARE(r.total, 32LL);
        long long sum = 0;
        for (const auto& s : r.steps) sum += s.delta;
        QCOMPARE(sum, r.total);
        QCOMPARE(r.steps.back().total, r.total);
        bool kongStep = false;
        for (const auto& s : r.steps)
            if (s.text.find("Concealed dragon kong") != std::string::npos) kongStep = s.tiles.size() == 4;
        QVERIFY(kongStep);
    }

    void fastPathAgreesOnRandomHands() {
        // scoreValue is the benchmark's and the bots' path: the same search
        // without the breakdown. The steps of the full path add up to the total.
        Rng rng(20261125);
        RandomHandOptions opt;
        opt.flowerMax = 8;
        opt.flowerReplacement = true;
        opt.situationPercent = 30;
        int valid = 0;
        for (int i = 0; i < 20000; ++i) {
            HandDesc h = randomCompleteHand(rng, "shanghai", opt);
            if (i % 3 == 0) h.options.set("huangfan", 1);
            const ScoreResult r = scoreHand(h);
            QVERIFY2(r.ok, (r.error + " for " + handDescToJson(h)).c_str());
            QCOMPARE(scoreValue(h), r.total);
            long long sum = 0;
            for (const auto& s : r.steps) sum += s.delta;
            QCOMPARE(sum, r.total);
            valid += r.valid;
        }
        QCOMPARE(valid, 20000);
    }

    // The bots' valuer (Ruleset::valuer) answers as value() and score() do
    // on random and mutated hands (flowers up to eight, 荒番 hands, honours
    // only); a base the scorer refuses gets no valuer.
    void valuerAgreesWithScorer() {
        const ShanghaiRuleset rs;
        for (const int honours : {2, 40}) {
            const auto gen = [&](Rng& r) {
                RandomHandOptions opt;
                opt.flowerMax = 8;
                opt.honourWeight = honours;
                HandDesc h = randomCompleteHand(r, "shanghai", opt);
                if (r.below(3) == 0) h.options.set("huangfan", 1);
                return h;
            };
            const auto n = qe::testing::checkValuerAgreement(rs, gen, 2000, std::uint64_t(31 + honours));
            if (QTest::currentTestFailed()) return;
            QVERIFY(n.valuers * 10 >= n.bases * 9);
            QVERIFY2(n.valid >= n.hands / 10 && n.incomplete >= n.hands / 5,
                     (std::to_string(n.valid) + " valid, " + std::to_string(n.incomplete) + " not").c_str());
        }
        Rng r(5);
        HandDesc h = randomCompleteHand(r, "shanghai");
        h.situation.clear();
        h.flowers = {Tile{kFirstFlower, false}};
        QVERIFY(rs.valuer(h) != nullptr);
        HandDesc twice = h;
        twice.flowers.push_back(Tile{kFirstFlower, false});
        QVERIFY(rs.valuer(twice) == nullptr);
        HandDesc word = h;
        word.situation = {"haitei"};
        QVERIFY(rs.valuer(word) == nullptr);
        HandDesc other = h;
        other.ruleset = "riichi";
        QVERIFY(rs.valuer(other) == nullptr);
    }

    // ---- settlement ----
    void selfDrawAndDiscard() {
        SettleInput in;
        in.winners = {{1, 10}};
        in.base = 2;
        in.scores = {1000, 1000, 1000, 1000};
        auto r = settle(in);  // self-draw: 20 from each
        QCOMPARE(r.delta[1], 60LL);
        QCOMPARE(r.delta[0], -20LL);
        QCOMPARE(r.delta[2], -20LL);
        QCOMPARE(r.delta[3], -20LL);
        in.discarder = 3;
        r = settle(in);
        QCOMPARE(r.delta[1], 20LL);
        QCOMPARE(r.delta[3], -20LL);
        QCOMPARE(r.delta[0], 0LL);
    }

    void threeKouRelations() {
        SettleInput in;
        in.winners = {{0, 10}};
        in.scores = {500, 500, 500, 500};
        in.claims[0][3] = 3;  // East claimed three times from North
        auto r = settle(in);  // self-draw: North pays 3 shares
        QCOMPARE(r.delta[3], -30LL);
        QCOMPARE(r.delta[1], -10LL);
        QCOMPARE(r.delta[0], 50LL);
        // Discard by a related player: 2 shares; by another: 1 + 1 extra from the related one.
        in.discarder = 3;
        r = settle(in);
        QCOMPARE(r.delta[3], -20LL);
        QCOMPARE(r.delta[0], 20LL);
        in.discarder = 2;
        r = settle(in);
        QCOMPARE(r.delta[2], -10LL);
        QCOMPARE(r.delta[3], -10LL);
        QCOMPARE(r.delta[0], 20LL);
        // Two claims each way are not a relation.
        in.claims[0][3] = 2;
        in.claims[3][0] = 2;
        in.discarder = -1;
        r = settle(in);
        QCOMPARE(r.delta[3], -10LL);
    }

    void severalWinnersAndShortfall() {
        SettleInput in;
        in.winners = {{3, 100}, {1, 100}};
        in.discarder = 0;
        in.scores = {150, 500, 500, 500};
        in.claims[1][0] = 3;  // ignored with several winners
        const auto r = settle(in);
        // 下家 (South, 1) first: 100; then 上家 (North, 3) gets what is left: 50.
        QCOMPARE(r.delta[1], 100LL);
        QCOMPARE(r.delta[3], 50LL);
        QCOMPARE(r.delta[0], -150LL);
        QVERIFY(r.steps.back().text.find("short") != std::string::npos);
    }

    void nobodyBelowZero() {
        SettleInput in;
        in.winners = {{0, 100}};
        in.scores = {500, 30, 500, -20};
        const auto r = settle(in);
        QCOMPARE(r.delta[1], -30LL);
        QCOMPARE(r.delta[3], 0LL);
        QCOMPARE(r.delta[2], -100LL);
        QCOMPARE(r.delta[0], 130LL);
    }
};

QTEST_APPLESS_MAIN(TestShanghaiScore)
#include "test_shanghai_score.moc"
