// mjai both ways (docs/mjai.md): our bot behind `quetai-cli mjai` playing
// through the mjai seat gives the very game four internal bots give; broken
// programs are replaced and the game finishes; a game's mjai log read back
// scores the same; the TCP path plays a game to its end; the mirror table
// keeps one seat's view equal to the real table's.
#include <QProcess>
#include <QtTest>

#include <fstream>
#include <nlohmann/json.hpp>

#include "bot.h"
#include "core/registry.h"
#include "core/session.h"
#include "mjai/encoder.h"
#include "mjai/logs.h"
#include "mjai/mirror.h"
#include "mjai/mjai_tile.h"
#include "mjai/player.h"
#include "mjai/seat.h"

using namespace qe;
using nlohmann::json;

namespace {

const std::string kCli = QUETAI_CLI_PATH;

struct Game {
    std::array<std::unique_ptr<ai::Bot>, 4> bots;
    std::unique_ptr<Session> session;
    Game(const std::array<std::string, 4>& levels, std::uint64_t gameSeed, std::uint64_t botSeed, int hands = 0) {
        std::array<Agent*, 4> agents{};
        for (int s = 0; s < 4; ++s) {
            bots[std::size_t(s)] = ai::makeBot(levels[std::size_t(s)], botSeed * 4 + std::uint64_t(s));
            agents[std::size_t(s)] = bots[std::size_t(s)].get();
        }
        SessionOptions so;
        so.handLimit = hands;
        session = std::make_unique<Session>(std::make_unique<Table>(makeRuleset("riichi"), Options{}, gameSeed), agents, so);
        session->runToEnd();
    }
    std::string save() const { return session->table().toJson(); }
    mjai::Seat* seat(int s) const { return dynamic_cast<mjai::Seat*>(bots[std::size_t(s)].get()); }
};

std::string mjaiLevel(const std::string& extra = "") {
    return "mjai:" + kCli + " mjai --level standard --seed {seed}" + extra;
}

}  // namespace

class TestMjai : public QObject {
    Q_OBJECT
private slots:
    void tileNames() {
        QCOMPARE(mjai::tileName(Tile{4, true}), std::string("5mr"));
        QCOMPARE(mjai::tileName(Tile{13, false}), std::string("5p"));
        QCOMPARE(mjai::tileName(Tile{kWhite, false}), std::string("P"));
        QCOMPARE(mjai::tileName(Tile{kRed, false}), std::string("C"));
        for (int k = 0; k < 34; ++k)
            for (bool red : {false, true}) {
                if (red && k % 9 != 4) continue;
                if (red && k >= 27) continue;
                const Tile t{Kind(k), red};
                QVERIFY(mjai::parseTile(mjai::tileName(t)) == t);
            }
        QVERIFY(!mjai::parseTile("?"));
        try {
            mjai::parseTile("0m", "pai");
            QFAIL("0m is not mjai");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(std::string(e.what()).find("pai") != std::string::npos, e.what());
        }
    }

    // At every decision of a seat in games of internal bots, the mirror
    // rebuilt from that seat's mjai events shows the same view: same own
    // tiles, same legal actions (as tiles), same public rivers and scores.
    void mirrorMatchesRealViews() {
        for (std::uint64_t seed : {3u, 11u}) {
            for (int me = 0; me < 4; ++me) {
                auto rs = makeRuleset("riichi");
                std::array<std::unique_ptr<ai::Bot>, 4> bots;
                std::array<Agent*, 4> agents{};
                for (int s = 0; s < 4; ++s) {
                    bots[std::size_t(s)] = ai::makeBot("standard", seed * 4 + std::uint64_t(s));
                    agents[std::size_t(s)] = bots[std::size_t(s)].get();
                }
                SessionOptions so;
                so.handLimit = 3;
                Session game(std::make_unique<Table>(rs, Options{}, seed), agents, so);
                mjai::Mirror mirror(rs, Options{}, me);
                mjai::Encoder enc(me);
                int hand = -1;
                std::size_t sent = 0;
                int compared = 0;
                auto feed = [&](const SeatView& v) {
                    if (v.pub.handNumber != hand) {
                        hand = v.pub.handNumber;
                        sent = 0;
                        std::array<std::vector<TileId>, 4> th;
                        // The dealt hand: the deal event of this seat in the full log.
                        for (const Event& e : game.table().fullEvents())
                            if (e.type == EventType::Deal && e.seat == me) th[std::size_t(me)] = e.tiles;
                        std::array<long long, 4> sc{};
                        for (int s = 0; s < 4; ++s) sc[std::size_t(s)] = v.pub.seats[std::size_t(s)].score;
                        mirror.feed(enc.startKyoku(v.pub, v.config.wall.set, th, v.pub.counters.at("deposits"), sc));
                    }
                    std::vector<json> out;
                    for (; sent < v.pub.log.size(); ++sent) {
                        out.clear();
                        enc.encode(v.pub.log[sent], v.pub, v.config.wall.set, v.own.drawn, out);
                        for (const json& m : out) mirror.feed(m);
                    }
                };
                while (!game.gameOver()) {
                    const Table& t = game.table();
                    if (t.phase() == Phase::Turn || t.phase() == Phase::Claim) {
                        const SeatView real = t.view(me);
                        if (!real.legal.empty() && t.pub().log.size() > 0) {
                            feed(real);
                            QVERIFY2(mirror.following(), mirror.lostReason().c_str());
                            const SeatView mv = mirror.table()->view(me);
                            auto tilesOf = [](const SeatView& v) {
                                std::vector<Tile> ts = v.handTiles();
                                std::sort(ts.begin(), ts.end());
                                return ts;
                            };
                            QVERIFY(tilesOf(mv) == tilesOf(real));
                            QCOMPARE(mv.legal.size(), real.legal.size());
                            for (std::size_t i = 0; i < real.legal.size(); ++i) {
                                QCOMPARE(int(mv.legal[i].type), int(real.legal[i].type));
                                QCOMPARE(mv.legal[i].declare, real.legal[i].declare);
                                if (real.legal[i].tile != kNoTile)
                                    QVERIFY(real.tile(real.legal[i].tile) == mv.tile(mv.legal[i].tile));
                            }
                            for (int s = 0; s < 4; ++s) {
                                QCOMPARE(mv.pub.seats[std::size_t(s)].score, real.pub.seats[std::size_t(s)].score);
                                QCOMPARE(mv.pub.seats[std::size_t(s)].river.size(), real.pub.seats[std::size_t(s)].river.size());
                                QCOMPARE(mv.pub.seats[std::size_t(s)].melds.size(), real.pub.seats[std::size_t(s)].melds.size());
                                QCOMPARE(mv.pub.seats[std::size_t(s)].flags, real.pub.seats[std::size_t(s)].flags);
                            }
                            QCOMPARE(mv.pub.wall.liveRemaining, real.pub.wall.liveRemaining);
                            QCOMPARE(mv.pub.wall.revealed.size(), real.pub.wall.revealed.size());
                            QCOMPARE(mv.pub.counters, real.pub.counters);
                            QCOMPARE(mv.own.rules, real.own.rules);
                            ++compared;
                        }
                    }
                    game.step();
                }
                QVERIFY(compared > 50);
            }
        }
    }

    // The acceptance game: `quetai-cli mjai --level standard` in every seat
    // through the mjai seat, the same game seed and bot seeds as four
    // internal Standard bots: the same action log.
    void mjaiSeatsPlayTheSameGame() {
        for (std::uint64_t seed : {5u, 9u}) {
            Game internal({"standard", "standard", "standard", "standard"}, seed, seed);
            const std::string l = mjaiLevel();
            Game outside({l, l, l, l}, seed, seed);
            for (int s = 0; s < 4; ++s) {
                QVERIFY(outside.seat(s));
                QVERIFY2(!outside.seat(s)->replaced(), outside.seat(s)->message().c_str());
            }
            QVERIFY(internal.session->gameOver());
            QVERIFY(internal.session->handsEnded() >= 4);
            QCOMPARE(json::parse(outside.save())["actions"], json::parse(internal.save())["actions"]);
        }
    }

    // A program that crashes, answers something illegal or falls silent
    // is replaced by a Standard bot with a message; the game finishes.
    void brokenProgramsAreReplaced() {
        mjai::setSeatTimeoutMs(1500);
        for (const char* mode : {"crash", "illegal", "silent"}) {
            const std::string broken = mjaiLevel(std::string(" --misbehave ") + mode);
            Game g({broken, "standard", "standard", "standard"}, 7, 7, 2);
            QVERIFY2(g.seat(0), mode);
            QVERIFY2(g.seat(0)->replaced(), mode);
            QVERIFY2(g.seat(0)->message().find("Standard bot") != std::string::npos, g.seat(0)->message().c_str());
            QVERIFY2(g.session->gameOver(), mode);
            QCOMPARE(g.session->handsEnded(), 2);
        }
        // A command that is not there at all.
        Game g({"mjai:/nonexistent/mjai-bot", "standard", "standard", "standard"}, 7, 7, 1);
        QVERIFY(g.seat(0)->replaced());
        QVERIFY(g.session->gameOver());
        mjai::setSeatTimeoutMs(mjai::kDefaultTimeoutMs);
    }

    // An mjai log exported from a game and read back: the engine replays
    // every kyoku from the log alone and reaches the same final scores.
    void exportedLogReadsBack() {
        for (std::uint64_t seed : {2u, 13u}) {
            Game g({"standard", "strong", "beginner", "standard"}, seed, seed);
            QVERIFY(g.session->gameOver());
            const auto log = mjai::exportLog(g.save());
            std::string text;
            int horas = 0, reaches = 0;
            for (const json& e : log) {
                text += e.dump() + "\n";
                if (e["type"] == "hora") ++horas;
                if (e["type"] == "reach_accepted") ++reaches;
            }
            QVERIFY(horas > 0);
            const auto r = mjai::importLog(text);
            QVERIFY2(r.problems.empty(), r.problems.empty() ? "" : r.problems.front().c_str());
            QCOMPARE(r.kyokus, g.session->handsEnded());
            for (int s = 0; s < 4; ++s) QCOMPARE(r.scores[std::size_t(s)], g.session->table().pub().seats[std::size_t(s)].score);
            QVERIFY(r.hasLogScores);
            QVERIFY(r.scores == r.logScores);
            // A log whose scores were tampered with is caught.
            std::string bad = text;
            const auto at = bad.rfind("\"scores\":[");
            QVERIFY(at != std::string::npos);
            bad.insert(at + 10, "1");
            QVERIFY(!mjai::importLog(bad).problems.empty());
        }
        try {
            mjai::importLog("{\"type\":\"start_kyoku\",\"bakaze\":\"X\"}\n");
            QFAIL("a bad wind was read");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(std::string(e.what()).find("bakaze") != std::string::npos, e.what());
        }
    }

    // Other rulesets are refused with a clear error.
    void riichiOnly() {
        try {
            mjai::Mirror m(makeRuleset("yuque"), Options{}, 0);
            QFAIL("a yuque mirror was made");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(std::string(e.what()).find("riichi only") != std::string::npos, e.what());
        }
        Table t(makeRuleset("yuque"), Options{}, 1);
        try {
            mjai::exportLog(t.toJson());
            QFAIL("a yuque game was exported");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(std::string(e.what()).find("riichi only") != std::string::npos, e.what());
        }
    }

    // The TCP path: `quetai-cli mjai --connect` clients against
    // `quetai-cli mjai-host` on loopback play a game to its end.
    void tcpGame() {
        QProcess host;
        host.start(QString::fromStdString(kCli),
                   {"mjai-host", "--port", "0", "--seats", "mjai,standard,mjai,standard", "--seed", "4", "--hands", "3"});
        QVERIFY(host.waitForStarted());
        QVERIFY(host.waitForReadyRead(10000));
        const json first = json::parse(host.readLine().toStdString());
        const int port = first.at("listening").get<int>();
        QVERIFY(port > 0);
        QProcess c1, c2;
        for (QProcess* c : {&c1, &c2}) {
            c->start(QString::fromStdString(kCli),
                     {"mjai", "--level", "standard", "--connect", QString("127.0.0.1:%1").arg(port)});
            QVERIFY(c->waitForStarted());
            QTest::qWait(200);  // the host takes its clients in seat order
        }
        QVERIFY(host.waitForFinished(120000));
        QCOMPARE(host.exitCode(), 0);
        const json res = json::parse(host.readAll().toStdString());
        QCOMPARE(res["hands"].get<int>(), 3);
        QVERIFY2(res["replaced"].empty(), res.dump().c_str());
        long long sum = 0;
        for (const auto& s : res["scores"]) sum += s.get<long long>();
        QVERIFY(sum <= 100000 && sum >= 90000);
        for (QProcess* c : {&c1, &c2}) {
            QVERIFY(c->waitForFinished(10000));
            QCOMPARE(c->exitCode(), 0);
        }
    }
};

QTEST_APPLESS_MAIN(TestMjai)
#include "test_mjai.moc"
