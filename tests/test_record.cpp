// The record and the drills over a folder of game files (ai/record.h,
// docs/record.md). The record tests write game files of scripted deals
// (fixed walls, which the game file lists so that it replays:
// docs/game-files.md "Given walls") where every figure is worked out by
// hand below; the drills tests review seeded games of simple bots.
#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "bot.h"
#include "core/gamefile.h"
#include "core/registry.h"
#include "core/session.h"
#include "record.h"
#include "review.h"
#include "table_fixtures.h"

using namespace qe;
namespace fs = std::filesystem;

namespace {

// Every seat draws and discards the tile drawn, passing every claim, until
// the hand ends: with hands that are not ready this is an exhausted wall.
void tsumogiriToEnd(Table& t) {
    for (int guard = 0; guard < 2000; ++guard) {
        const Phase ph = t.phase();
        if (ph == Phase::HandOver || ph == Phase::GameOver) return;
        if (ph == Phase::Draw) {
            QVERIFY(t.applyForced());
        } else if (ph == Phase::Turn) {
            const int s = t.pub().turn;
            const TileId d = t.priv(s).drawn;
            QVERIFY(d != kNoTile);
            Action a;
            a.type = ActionType::Discard;
            a.seat = std::int8_t(s);
            a.tile = d;
            t.apply(a);
        } else {
            for (int s : t.seatsToAct()) {
                Action p;
                p.type = ActionType::Pass;
                p.seat = std::int8_t(s);
                bool legal = false;
                for (const Action& l : t.legalActions(s)) legal = legal || l == p;
                if (!legal) {
                    for (const Action& l : t.legalActions(s)) qWarning("%s", t.describe(l).c_str());
                    QFAIL("no pass");
                }
                t.apply(p);
            }
        }
    }
    QFAIL("the hand did not end");
}

void passAll(Table& t) {
    if (t.phase() != Phase::Claim) return;
    for (int s : t.seatsToAct()) {
        Action p;
        p.type = ActionType::Pass;
        p.seat = std::int8_t(s);
        t.apply(p);
    }
}

void drawDiscard(Table& t) {
    QVERIFY(t.applyForced());
    const int s = t.pub().turn;
    Action a;
    a.type = ActionType::Discard;
    a.seat = std::int8_t(s);
    a.tile = t.priv(s).drawn;
    t.apply(a);
}

void writeFile(const QString& dir, const std::string& name, const std::string& bytes) {
    std::ofstream(fs::path(dir.toStdString()) / name, std::ios::binary) << bytes;
}

// The same game saved with "Me" as player `me` (a person) and bots named
// after the others, so one scripted game gives Me each seat in turn.
std::string gameFileWithMe(const Table& t, int me, const std::string& saved) {
    GameFile f;
    f.game = t.toJson();
    // The names in the table's save are the table's; the game file's seats
    // name the players (docs/game-files.md "Fields").
    const char* bots[4] = {"Ann", "Bob", "Cid", "Dan"};
    for (int p = 0; p < 4; ++p) {
        f.seats[std::size_t(p)].human = p == me;
        f.seats[std::size_t(p)].name = p == me ? "Me" : bots[p];
        f.seats[std::size_t(p)].level = p == me ? "" : "simple";
    }
    f.handLimit = 2;
    f.saved = saved;
    return writeGameFile(f);
}

const ai::RulesetRecord* block(const ai::Record& r, const std::string& id) {
    for (const auto& b : r.byRuleset)
        if (b.ruleset == id) return &b;
    return nullptr;
}

int fanCount(const ai::RulesetRecord& b, const std::string& id) {
    for (const auto& f : b.fans)
        if (f.id == id) return f.count;
    return 0;
}

// A game of simple bots from a seed, `hands` hands, saved with Me (a
// person) as player 0.
std::string botGameFile(const std::string& rid, std::uint64_t seed, int hands) {
    auto rs = makeRuleset(rid);
    std::array<std::unique_ptr<ai::Bot>, 4> bots;
    std::array<Agent*, 4> agents{};
    for (int p = 0; p < 4; ++p) {
        bots[std::size_t(p)] = ai::makeBot("simple", seed + std::uint64_t(p));
        agents[std::size_t(p)] = bots[std::size_t(p)].get();
    }
    SessionOptions so;
    so.handLimit = hands;
    Session s(std::make_unique<Table>(rs, Options{}, seed, std::array<std::string, 4>{"Me", "Ann", "Bob", "Cid"}),
              agents, so);
    s.runToEnd();
    GameFile f;
    f.game = s.table().toJson();
    f.seats = {GameSeat{true, "Me", ""}, GameSeat{false, "Ann", "simple"}, GameSeat{false, "Bob", "simple"},
               GameSeat{false, "Cid", "simple"}};
    f.handLimit = hands;
    f.saved = "2026-11-01T10:00:00Z";
    return writeGameFile(f);
}

}  // namespace

class TestRecord : public QObject {
    Q_OBJECT

    // Riichi, two hands (docs/rulesets/riichi.md "Game"):
    //  1. East (seat 0) deals; nobody is ready and every seat discards what
    //     it draws: an exhausted wall with all four not ready, no payments;
    //     the deal passes to seat 1 with one honba.
    //  2. Seat 1 deals. Seat 2 holds 234m 456m 345p 22s 67s; dealer
    //     discards 1p, seat 2 draws 9p and declares riichi with it in the
    //     first go-around, no call made: double riichi (1000 on the table);
    //     seats 3 and 0 discard 9m and 1s; the dealer draws and discards 8s
    //     and seat 2 wins on it: double riichi 2, ippatsu, tanyao, pinfu =
    //     5 han, a mangan: 8000 from the discarder plus 300 for the honba,
    //     and the 1000 on the table (the indicator 5z, the ura 6z: no dora).
    // Final: seat 0 25000, seat 1 16700, seat 2 33300, seat 3 25000. Seats 0
    // and 3 tie; riichi ranks the tie by seat order from the first dealer
    // (seat 0): places 2, 4, 1, 3.
    std::unique_ptr<Table> riichiGame() {
        auto rs = makeRuleset("riichi");
        const WallConfig cfg = rs->config([&] {
                                     Options o;
                                     o.resolve(rs->optionDescs());
                                     return o;
                                 }())
                                   .wall;
        const std::vector<TileId> wall1 =
            testing::makeWall(cfg.set,
                              {"1m4m7m2p5p8p3s6s9s1z2z3z4z", "2m5m8m3p6p9p1s4s7s1z2z3z4z", "3m6m9m1p4p7p2s5s8s1z2z3z4z",
                               "1m4m7m2p5p8p3s6s9s5z6z7z1z"},
                              "");
        auto t = std::make_unique<Table>(rs, Options{}, wall1, std::array<int, 2>{2, 3}, FirstDealerDraw{},
                                         std::array<std::string, 4>{"Ann", "Bob", "Cid", "Dan"});
        tsumogiriToEnd(*t);
        if (QTest::currentTestFailed()) return nullptr;
        const HandOutcome o1 = t->pub().outcome;
        if (o1.kind != HandOutcome::Kind::Exhausted || !o1.wins.empty()) return nullptr;
        for (int s = 0; s < 4; ++s)
            if (t->pub().seats[std::size_t(s)].score != 25000) return nullptr;
        // Hand 2: seat 1 deals; hands in dealing order from the dealer.
        t->setWallForHand(2,
                          testing::makeWall(cfg.set,
                                            {"1m4m7m2p5p8p3s6s9s1z2z3z4z", "2m3m4m4m5m6m3p4p5p2s2s6s7s",
                                             "1m4m7m2p5p8p3s6s9s1z2z3z4z", "5m7m9m2p6p8p2s4s8s5z6z7z7z"},
                                            "1p9p9m1s8s"),
                          {2, 3});
        Action next;
        next.type = ActionType::NextHand;
        t->apply(next);
        if (t->pub().dealer != 1 || t->pub().honba != 1) return nullptr;
        drawDiscard(*t);  // the dealer: 1p
        passAll(*t);
        if (!t->applyForced()) return nullptr;  // seat 2 draws 9p
        Action riichi;
        for (const Action& a : t->legalActions(2))
            if (a.type == ActionType::Discard && a.declare != 0 && t->tile(a.tile).kind == parseTile("9p").kind)
                riichi = a;
        if (riichi.type != ActionType::Discard) return nullptr;
        t->apply(riichi);
        passAll(*t);
        drawDiscard(*t);  // seat 3: 9m
        passAll(*t);
        drawDiscard(*t);  // seat 0: 1s
        passAll(*t);
        drawDiscard(*t);  // the dealer: 8s
        t->apply(testing::find(*t, 2, ActionType::Ron));
        passAll(*t);
        return t;
    }

    // 上海 (docs/rulesets/shanghai.md), two hands, seat 0 deals both:
    //  1. Dice 2+3 (荒番 counter +0); nobody ready, every seat discards what
    //     it draws: an exhausted wall (荒庄), no payments; 荒番 counter 1.
    //  2. Dice 2+3 (+0): the counter is 1, a 荒番 hand (results doubled).
    //     Each seat draws and discards one wind; seat 0 draws and discards
    //     6z, seat 3 calls pon with its two and discards 1m; then seat 0
    //     draws 9s and discards it. Seat 1 (123m 456m 789m 11p 78s) and seat 2
    //     (123s 456p 789p 22m 99s) both win on it (一炮多响): each hand is
    //     底花 3, no type, doubled by 荒番: 6 花; seat 0 pays each 6 × base 1.
    // Final: 988, 1006, 1006, 1000: seats 1 and 2 share 1st-2nd (1.5 each),
    // seat 3 is 3rd, seat 0 4th.
    std::unique_ptr<Table> shanghaiGame() {
        auto rs = makeRuleset("shanghai");
        Options resolved;
        resolved.resolve(rs->optionDescs());
        const WallConfig cfg = rs->config(resolved).wall;
        const std::vector<TileId> wall1 =
            testing::makeWall(cfg.set,
                              {"1m4m7m2p5p8p3s6s9s1z2z3z4z", "2m5m8m3p6p9p1s4s7s1z2z3z4z", "3m6m9m1p4p7p2s5s8s1z2z3z4z",
                               "1m4m7m2p5p8p3s6s9s5z6z7z1z"},
                              "");
        auto t = std::make_unique<Table>(rs, Options{}, wall1, std::array<int, 2>{2, 3}, FirstDealerDraw{},
                                         std::array<std::string, 4>{"Ann", "Bob", "Cid", "Dan"});
        tsumogiriToEnd(*t);
        if (QTest::currentTestFailed()) return nullptr;
        if (t->pub().outcome.kind != HandOutcome::Kind::Exhausted) return nullptr;
        for (int s = 0; s < 4; ++s)
            if (t->pub().seats[std::size_t(s)].score != 1000) return nullptr;
        t->setWallForHand(2,
                          testing::makeWall(cfg.set,
                                            {"5m7m9m2p6p8p2s4s8s5z6z7z7z", "1m2m3m4m5m6m7m8m9m1p1p7s8s",
                                             "1s2s3s4p5p6p7p8p9p2m2m9s9s", "1m4m7m2p5p8p3s6s5s6z6z3z4z"},
                                            "1z2z3z4z6z9s"),
                          {2, 3});
        Action next;
        next.type = ActionType::NextHand;
        t->apply(next);
        if (t->pub().dealer != 0) return nullptr;
        for (int i = 0; i < 4; ++i) {
            drawDiscard(*t);
            passAll(*t);
        }
        drawDiscard(*t);  // seat 0: 6z
        t->apply(testing::find(*t, 3, ActionType::Pon));
        passAll(*t);
        t->apply(testing::find(*t, 3, ActionType::Discard, "1m"));
        passAll(*t);
        drawDiscard(*t);  // seat 0: 9s
        t->apply(testing::find(*t, 1, ActionType::Ron));
        t->apply(testing::find(*t, 2, ActionType::Ron));
        passAll(*t);
        return t;
    }

private slots:
    void riichiPlacementWithTies() {
        std::unique_ptr<Table> t = riichiGame();
        QVERIFY2(t, "the scripted riichi game went otherwise than planned");
        // The scripted hand 2 is as worked out above.
        const HandOutcome& o = t->pub().outcome;
        QCOMPARE(int(o.wins.size()), 1);
        QCOMPARE(o.wins[0].seat, 2);
        QCOMPARE(o.wins[0].score.total, 5LL);
        QCOMPARE(o.wins[0].score.field("points"), 8000LL);
        const std::array<long long, 4> want{25000, 16700, 33300, 25000};
        for (int s = 0; s < 4; ++s) QCOMPARE(t->pub().seats[std::size_t(s)].score, want[std::size_t(s)]);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // Me at each seat in turn, saved on four days (the series' order).
        for (int me = 0; me < 4; ++me)
            writeFile(dir.path(), "g" + std::to_string(3 - me) + ".json",
                      gameFileWithMe(*t, me, "2026-11-0" + std::to_string(me + 1) + "T10:00:00Z"));
        const ai::Record r = ai::computeRecord(dir.path().toStdString());
        QCOMPARE(r.player, std::string("Me"));  // the only human
        QVERIFY(r.skipped.empty());
        QCOMPARE(r.unfinished, 0);
        const ai::RulesetRecord* b = block(r, "riichi");
        QVERIFY(b);
        QCOMPARE(b->unit, std::string("han"));
        QCOMPARE(b->games, 4);
        QCOMPARE(b->hands, 8);
        // Places 2 (seat 0, the tie won by seat order), 4, 1, 3 (the tie lost).
        QCOMPARE(b->placeAverage, 2.5);
        for (int k = 0; k < 4; ++k) QCOMPARE(b->placeCounts[std::size_t(k)], 1.0);
        QCOMPARE(b->series.size(), std::size_t(4));
        const double places[4] = {2, 4, 1, 3};
        for (int me = 0; me < 4; ++me) {
            QCOMPARE(b->series[std::size_t(me)].player, me);
            QCOMPARE(b->series[std::size_t(me)].place, places[me]);
        }
        QCOMPARE(b->series[2].delta, 8300LL);
        QCOMPARE(b->series[1].delta, -8300LL);
        QCOMPARE(b->series[2].declarations, 1);
        QCOMPARE(b->winRate, 1.0 / 8);
        QCOMPARE(b->dealInRate, 1.0 / 8);
        QCOMPARE(b->selfDrawShare, 0.0);
        QCOMPARE(b->callRate, 0.0);
        QVERIFY(b->hasDeclaration);
        QCOMPARE(b->declarationWord, std::string("riichi"));
        QCOMPARE(b->declarationRate, 1.0 / 8);
        QCOMPARE(b->winValueAverage, 5.0);
        // The hand's settlement: 8000 + 300 honba + the 1000 on the table
        // (the riichi stick itself was paid at the declaration).
        QCOMPARE(b->winPointsAverage, 9300.0);
        QCOMPARE(b->dealInValueAverage, 5.0);
        QCOMPARE(b->dealInPointsAverage, 8300.0);
        for (const char* y : {"double_riichi", "ippatsu", "tanyao", "pinfu"}) QCOMPARE(fanCount(*b, y), 1);
        QCOMPARE(int(b->fans.size()), 4);
        QCOMPARE(int(b->winValues.size()), 1);
        QCOMPARE(b->winValues[0].value, 5LL);
        QCOMPARE(b->winValues[0].count, 1);
        // Not reviewed: no agreement, every game listed to review.
        QCOMPARE(b->reviewedGames, 0);
        QCOMPARE(b->agreement, -1.0);
        QCOMPARE(int(r.unreviewed.size()), 4);
        // Moving averages (window 2): wins per hand over the last two games.
        ai::RecordQuery q;
        q.movingWindow = 2;
        const ai::Record r2 = ai::computeRecord(dir.path().toStdString(), q);
        const ai::RulesetRecord* b2 = block(r2, "riichi");
        QVERIFY(b2);
        QCOMPARE(b2->series[0].winRateAvg, 0.0);
        QCOMPARE(b2->series[2].winRateAvg, 1.0 / 4);  // games 2 and 3: one win in four hands
        QCOMPARE(b2->series[3].winRateAvg, 1.0 / 4);
        QCOMPARE(b2->series[3].dealInRateAvg, 0.0);
        // --last 2: the two latest games only (Me at seats 2 and 3).
        q.last = 2;
        const ai::Record r3 = ai::computeRecord(dir.path().toStdString(), q);
        const ai::RulesetRecord* b3 = block(r3, "riichi");
        QVERIFY(b3);
        QCOMPARE(b3->games, 2);
        QCOMPARE(b3->placeAverage, 2.0);
        QCOMPARE(b3->winRate, 1.0 / 4);
        // Another player's record from the same files: Ann is player 0 in
        // the three games where Me is not, seat 0 each time: place 2.
        ai::RecordQuery qa;
        qa.player = "Ann";
        const ai::Record ra = ai::computeRecord(dir.path().toStdString(), qa);
        QCOMPARE(block(ra, "riichi")->games, 3);
        QCOMPARE(block(ra, "riichi")->placeAverage, 2.0);
        // The cache is written and a second opening reads the same figures.
        QVERIFY(fs::exists(fs::path(dir.path().toStdString()) / ai::kRecordCacheFile));
        const ai::Record again = ai::computeRecord(dir.path().toStdString());
        QVERIFY(!again.cacheWritten);
        QCOMPARE(ai::recordToJson(again), ai::recordToJson(r));
    }

    void shanghaiExhaustedAndSeveralWinners() {
        std::unique_ptr<Table> t = shanghaiGame();
        QVERIFY2(t, "the scripted 上海 game went otherwise than planned");
        const HandOutcome& o = t->pub().outcome;
        QCOMPARE(int(o.wins.size()), 2);
        for (const WinRecord& w : o.wins) {
            QCOMPARE(w.from, 0);
            QCOMPARE(w.score.total, 6LL);  // 底花 3, doubled by 荒番
        }
        const std::array<long long, 4> want{988, 1006, 1006, 1000};
        for (int s = 0; s < 4; ++s) QCOMPARE(t->pub().seats[std::size_t(s)].score, want[std::size_t(s)]);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (int me = 0; me < 4; ++me)
            writeFile(dir.path(), "s" + std::to_string(me) + ".json",
                      gameFileWithMe(*t, me, "2026-11-1" + std::to_string(me) + "T10:00:00Z"));
        const ai::Record r = ai::computeRecord(dir.path().toStdString());
        const ai::RulesetRecord* b = block(r, "shanghai");
        QVERIFY(b);
        QCOMPARE(b->unit, std::string("花"));
        QCOMPARE(b->games, 4);
        QCOMPARE(b->hands, 8);
        // Places 4, 1.5, 1.5, 3: the shared first place counts half in 1st
        // and half in 2nd for each of the two games.
        QCOMPARE(b->placeAverage, (4 + 1.5 + 1.5 + 3) / 4);
        QCOMPARE(b->placeCounts[0], 1.0);
        QCOMPARE(b->placeCounts[1], 1.0);
        QCOMPARE(b->placeCounts[2], 1.0);
        QCOMPARE(b->placeCounts[3], 1.0);
        QCOMPARE(b->series[1].place, 1.5);
        QCOMPARE(b->series[2].place, 1.5);
        // Two wins (seats 1 and 2), one deal-in (seat 0) of two winners.
        QCOMPARE(b->winRate, 2.0 / 8);
        QCOMPARE(b->dealInRate, 1.0 / 8);
        QCOMPARE(b->series[0].dealIns, 1);
        QCOMPARE(b->selfDrawShare, 0.0);
        QCOMPARE(b->callRate, 1.0 / 8);  // seat 3's pon
        QCOMPARE(b->series[3].calledHands, 1);
        QVERIFY(!b->hasDeclaration);
        QCOMPARE(b->winValueAverage, 6.0);
        QCOMPARE(b->winPointsAverage, 6.0);
        QCOMPARE(b->dealInValueAverage, 6.0);
        QCOMPARE(b->dealInPointsAverage, 12.0);  // both winners paid
        QCOMPARE(int(b->winValues.size()), 1);
        QCOMPARE(b->winValues[0].count, 2);
        // CSV: a header and one row per ruleset / per game; the shared
        // places as halves, no declaration rate for 上海.
        const std::string sum = ai::recordSummaryCsv(r);
        QVERIFY(sum.rfind("player,ruleset,unit,games,hands,place_average,first,second,third,fourth,", 0) == 0);
        QVERIFY(sum.find("\r\nMe,shanghai,花,4,8,2.5,1,1,1,1,0.25,0.125,0,0.125,,6,6,6,12,,0,4,") != std::string::npos);
        const std::string games = ai::recordGamesCsv(r);
        QCOMPARE(std::count(games.begin(), games.end(), '\n'), 5L);
        QVERIFY(games.find("Me,shanghai,s1.json,2026-11-11T10:00:00Z,2,1.5,1006,6,1,0,") != std::string::npos);
        // JSON: declaration_rate is null for a ruleset without one.
        const auto j = nlohmann::json::parse(ai::recordToJson(r));
        QVERIFY(j["rulesets"][0]["declaration_rate"].is_null());
        QCOMPARE(j["rulesets"][0]["places"][0].get<double>(), 1.0);
    }

    void badFilesAreSkippedAndNamed() {
        std::unique_ptr<Table> t = riichiGame();
        QVERIFY(t);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        writeFile(dir.path(), "good.json", gameFileWithMe(*t, 2, "2026-11-01T10:00:00Z"));
        const std::string good = gameFileWithMe(*t, 2, "2026-11-02T10:00:00Z");
        writeFile(dir.path(), "truncated.json", good.substr(0, good.size() / 2));
        writeFile(dir.path(), "empty.json", "");
        writeFile(dir.path(), "chess.json", R"({"format":"chess-game","moves":[]})");
        writeFile(dir.path(), "text.json", "not json at all");
        writeFile(dir.path(), "newer.json", R"({"format":"quetai-save","version":99})");
        // A game not finished (its hand limit not reached): left out, counted.
        {
            GameFile f;
            f.game = t->toJson();
            f.seats[2] = GameSeat{true, "Me", ""};
            f.handLimit = 0;  // the ruleset decides, and a riichi game is not over after two hands
            writeFile(dir.path(), "current-game.json", writeGameFile(f));
        }
        // A file of the archive folder and one that is not a .json file.
        fs::create_directories(fs::path(dir.path().toStdString()) / "games");
        writeFile(dir.path(), "games/also.json", gameFileWithMe(*t, 2, "2026-11-03T10:00:00Z"));
        writeFile(dir.path(), "notes.txt", "ignored");
        const ai::Record r = ai::computeRecord(dir.path().toStdString());
        std::map<std::string, std::string> skipped;
        for (const auto& s : r.skipped) skipped[s.file] = s.problem;
        QCOMPARE(int(skipped.size()), 5);
        QCOMPARE(skipped["truncated.json"], std::string("truncated"));
        QCOMPARE(skipped["empty.json"], std::string("empty"));
        QCOMPARE(skipped["chess.json"], std::string("not a game file"));
        QCOMPARE(skipped["text.json"], std::string("not JSON"));
        QCOMPARE(skipped["newer.json"], std::string("newer version"));
        for (const auto& s : r.skipped) QVERIFY(!s.message.empty());
        QCOMPARE(r.unfinished, 1);
        const ai::RulesetRecord* b = block(r, "riichi");
        QVERIFY(b);
        QCOMPARE(b->games, 2);  // good.json and games/also.json
        QCOMPARE(b->series[1].file, std::string("games/also.json"));
        // The files are left as they were.
        QVERIFY(fs::exists(fs::path(dir.path().toStdString()) / "truncated.json"));
        // A corrupt cache is ignored and rebuilt; figures unchanged.
        writeFile(dir.path(), ai::kRecordCacheFile, "{\"format\":\"quetai-record-cache\",\"files\":{\"x\":");
        const ai::Record r2 = ai::computeRecord(dir.path().toStdString());
        QCOMPARE(block(r2, "riichi")->games, 2);
        QVERIFY(r2.cacheWritten);
        // Cache entries of the wrong types (a damaged or foreign cache): the
        // games are read again, nothing stops.
        const std::string cacheWithWrongTypes =
            std::string(R"({"format":"quetai-record-cache","files":{"x":{"s":"1"},"y":7},)") +
            R"("reviews":{"g":{"0":{"v":"one","d":"x"}},"h":5}})";
        writeFile(dir.path(), ai::kRecordCacheFile, cacheWithWrongTypes);
        writeFile(dir.path(), ai::kReviewCacheFile, R"({"format":"quetai-review-cache","games":{"g":3}})");
        writeFile(dir.path(), ai::kDrillsFile, R"({"format":"quetai-drills","positions":{"k":{"asked":"x"}}})");
        const ai::Record r3 = ai::computeRecord(dir.path().toStdString());
        QCOMPARE(block(r3, "riichi")->games, 2);
        QCOMPARE(int(r3.skipped.size()), 5);
        QVERIFY(ai::recordDrillResults(dir.path().toStdString(), {{"k", true}}));
        // A folder that does not exist: nothing, no crash.
        const ai::Record none = ai::computeRecord((dir.path() + "/missing").toStdString());
        QVERIFY(none.byRuleset.empty());
        // Drills on a folder of bad files only: the skipped files named,
        // no crash (built-in positions left out here).
        ai::DrillQuery dq;
        dq.builtinWhenEmpty = false;
        const ai::DrillSet ds = ai::listDrills(dir.path().toStdString(), dq);
        QVERIFY(ds.positions.empty());
        QCOMPARE(int(ds.skipped.size()), 5);
    }

    void scriptedGameFileReplays() {
        // A game file of a scripted deal replays (its walls are listed) and
        // the review replays it from the same walls.
        std::unique_ptr<Table> t = riichiGame();
        QVERIFY(t);
        const GameFileRead r = readGameFile(gameFileWithMe(*t, 2, "2026-11-01T10:00:00Z"));
        QCOMPARE(r.problem, GameFileProblem::None);
        QCOMPARE(r.table->toJson(), t->toJson());
        const ai::Review rv = ai::reviewHand(*r.table, 2, 2);
        QVERIFY2(rv.ok, rv.error.c_str());
        // A damaged wall list is a bad log, not a crash.
        auto j = nlohmann::json::parse(t->toJson());
        j["walls"][0]["order"][0] = j["walls"][0]["order"][1];
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Table::fromJson(j.dump()));
        j = nlohmann::json::parse(t->toJson());
        j["walls"][1]["order"].erase(0);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Table::fromJson(j.dump()));
    }

    void reviewAgreementAndDrills() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        writeFile(dir.path(), "bots.json", botGameFile("riichi", 7, 1));
        const std::string d = dir.path().toStdString();
        ai::Record r = ai::computeRecord(d);
        QCOMPARE(int(r.unreviewed.size()), 1);
        int progressCalls = 0;
        QCOMPARE(ai::reviewGames(d, "Me", r.unreviewed,
                                 [&](int done, int total) {
                                     ++progressCalls;
                                     QVERIFY(done <= total);
                                 }),
                 1);
        QCOMPARE(progressCalls, 1);
        r = ai::computeRecord(d);
        QVERIFY(r.unreviewed.empty());
        const ai::RulesetRecord* b = block(r, "riichi");
        QVERIFY(b);
        QCOMPARE(b->reviewedGames, 1);
        // The same count by the review itself, hand 1 of player 0.
        const GameFileRead g = readGameFile(botGameFile("riichi", 7, 1));
        QCOMPARE(g.problem, GameFileProblem::None);
        const ai::Review rv = ai::reviewHand(*g.table, 0, 1);
        QVERIFY(rv.ok);
        QCOMPARE(b->decisions, rv.decisions);
        QCOMPARE(b->agreed, rv.decisions - int(rv.turns.size()));
        QVERIFY(b->decisions > 0);
        QCOMPARE(b->agreement, double(b->agreed) / double(b->decisions));

        // Drills: the simple bot's clearly worse decisions.
        ai::DrillQuery q;
        q.threshold = 1;
        q.builtinWhenEmpty = false;
        const ai::DrillSet ds = ai::listDrills(d, q);
        QVERIFY2(!ds.positions.empty(), "a simple bot's game gives the Strong bot something to correct");
        QCOMPARE(int(ds.positions.size()) <= int(rv.turns.size()), true);
        for (const ai::DrillPosition& p : ds.positions) {
            QVERIFY(!p.builtin);
            QCOMPARE(p.file, std::string("bots.json"));
            QVERIFY(p.played.valueKnown && p.strong.valueKnown ? p.margin >= 1 : p.strong.shanten < p.played.shanten);
            std::string err;
            std::unique_ptr<Table> at = ai::positionTable(d, p, &err);
            QVERIFY2(at, err.c_str());
            // The view is the one before the played action: it is legal there.
            QCOMPARE(g.table->log()[std::size_t(p.logIndex)], p.played.action);
            QCOMPARE(int(at->log().size()), p.logIndex);
            const SeatView v = at->view(p.seat);
            QVERIFY(v.legal.size() >= 2);
            const ai::DrillAnswer right = ai::checkDrill(d, p, p.strong.action);
            QVERIFY(right.legal && right.same && right.correct);
            const ai::DrillAnswer wrong = ai::checkDrill(d, p, p.played.action);
            QVERIFY(wrong.legal && !wrong.same && !wrong.correct);
            // An action the position does not allow is neither.
            Action bogus;
            bogus.type = ActionType::Tsumo;
            bogus.seat = std::int8_t((p.seat + 1) % 4);
            QVERIFY(!ai::checkDrill(d, p, bogus).correct);
        }
        // The ruleset's default threshold (riichi: 300 expected points).
        ai::DrillQuery qd;
        qd.builtinWhenEmpty = false;
        const ai::DrillSet byDefault = ai::listDrills(d, qd);
        QVERIFY(byDefault.positions.size() <= ds.positions.size());
        for (const auto& p : byDefault.positions)
            if (p.played.valueKnown && p.strong.valueKnown) QVERIFY(p.margin >= ai::defaultDrillThreshold("riichi"));
        // A higher threshold keeps fewer (never more) positions.
        q.threshold = 1e9;
        const ai::DrillSet none = ai::listDrills(d, q);
        for (const auto& p : none.positions) QVERIFY(!(p.played.valueKnown && p.strong.valueKnown));

        // Missed twice: first next time.
        if (ds.positions.size() >= 2) {
            const std::string last = ds.positions.back().key;
            QVERIFY(ai::recordDrillResults(d, {{last, true}, {ds.positions.front().key, false}}));
            QVERIFY(ai::recordDrillResults(d, {{last, true}}));
            q.threshold = 1;
            const ai::DrillSet next = ai::listDrills(d, q);
            QCOMPARE(next.positions.front().key, last);
            QCOMPARE(next.positions.front().missed, 2);
            QCOMPARE(next.positions.front().asked, 2);
            // The one answered right (asked once, never missed) comes last.
            QCOMPARE(next.positions.back().key, ds.positions.front().key);
            QCOMPARE(next.positions.back().asked, 1);
        }
        // The drills file is not read as a game.
        QVERIFY(ai::computeRecord(d).skipped.empty());
    }

    void builtinPositionsWithoutGames() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string d = dir.path().toStdString();
        ai::DrillQuery q;
        q.ruleset = "riichi";
        q.threshold = 1;
        const ai::DrillSet ds = ai::listDrills(d, q);
        QVERIFY(!ds.positions.empty());
        for (const auto& p : ds.positions) {
            QVERIFY(p.builtin);
            QCOMPARE(p.ruleset, std::string("riichi"));
            QVERIFY(p.key.rfind("builtin-riichi:", 0) == 0);
        }
        const ai::DrillPosition& p = ds.positions.front();
        std::string err;
        std::unique_ptr<Table> t = ai::positionTable(d, p, &err);
        QVERIFY2(t, err.c_str());
        QVERIFY(ai::checkDrill(d, p, p.strong.action).correct);
        QVERIFY(!ai::checkDrill(d, p, p.played.action).correct);
        // The same list again (deterministic).
        QCOMPARE(ai::drillsToJson(ai::listDrills(d, q)), ai::drillsToJson(ds));
        // Without the built-in positions an empty folder has none.
        q.builtinWhenEmpty = false;
        QVERIFY(ai::listDrills(d, q).positions.empty());
    }
};

QTEST_GUILESS_MAIN(TestRecord)
#include "test_record.moc"
