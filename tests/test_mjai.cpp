// mjai both ways (docs/mjai.md): our bot behind `quetai-cli mjai` playing
// through the mjai seat gives the very game four internal bots give; broken
// programs are replaced and the game finishes; a game's mjai log read back
// scores the same; the TCP path plays a game to its end; the mirror table
// keeps one seat's view equal to the real table's.
#include <QProcess>
#include <QTemporaryDir>
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
#include "mjai_referee_check.h"

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

    // Our host speaks as the original referee (docs/mjai.md "What the
    // original referee expects"): a call on a riichi declaration tile comes
    // after reach, the declaration's dahai and reach_accepted (with deltas
    // and scores); every ryukyoku carries its reason.
    void hostRiichiOrderAndReasons() {
        int callsOnRiichi = 0, accepted = 0, exhausted = 0;
        for (std::uint64_t seed = 1; seed <= 40 && (callsOnRiichi < 2 || exhausted < 1); ++seed) {
            Game g({"standard", "standard", "beginner", "standard"}, seed, seed);
            const std::string save = g.save();
            const auto log = mjai::exportLog(save);
            std::array<long long, 4> scores{};
            for (std::size_t i = 0; i < log.size(); ++i) {
                const json& e = log[i];
                const std::string t = e["type"];
                if (t == "start_kyoku")
                    for (int s = 0; s < 4; ++s) scores[std::size_t(s)] = e["scores"][std::size_t(s)].get<long long>();
                if (t == "ryukyoku") {
                    QVERIFY2(e.contains("reason") && e["reason"].is_string(), e.dump().c_str());
                    if (e["reason"] == "fanpai") {
                        ++exhausted;
                        QVERIFY2(e.contains("tenpais") && e["tenpais"].size() == 4 && e["tehais"].size() == 4, e.dump().c_str());
                        // Each hand as it ended (the export shows every tile).
                        for (int s = 0; s < 4; ++s) {
                            QVERIFY2(!e["tehais"][std::size_t(s)].empty(), e.dump().c_str());
                            QVERIFY2(e["tehais"][std::size_t(s)][0] != "?", e.dump().c_str());
                        }
                    }
                }
                if (t == "reach_accepted") {
                    ++accepted;
                    const int a = e["actor"];
                    QVERIFY2(e.contains("deltas") && e["deltas"][std::size_t(a)] == -1000, e.dump().c_str());
                    scores[std::size_t(a)] -= 1000;
                    for (int s = 0; s < 4; ++s) QCOMPARE(e["scores"][std::size_t(s)].get<long long>(), scores[std::size_t(s)]);
                }
                if ((t == "hora" || t == "ryukyoku") && e.contains("scores"))
                    for (int s = 0; s < 4; ++s) scores[std::size_t(s)] = e["scores"][std::size_t(s)].get<long long>();
                if ((t == "pon" || t == "chi" || t == "daiminkan") && i >= 3 && log[i - 2]["type"] == "dahai" &&
                    log[i - 3]["type"] == "reach" && log[i - 3]["actor"] == e["target"]) {
                    // reach, dahai, reach_accepted, call: the referee's order.
                    QCOMPARE(log[i - 1]["type"].get<std::string>(), std::string("reach_accepted"));
                    QCOMPARE(log[i - 1]["actor"], e["target"]);
                    ++callsOnRiichi;
                }
                // The call never comes between the declaration and its acceptance.
                if ((t == "pon" || t == "chi" || t == "daiminkan") && i >= 2)
                    QVERIFY2(!(log[i - 2]["type"] == "reach" && log[i - 1]["type"] == "dahai" &&
                               log[i - 1]["actor"] == e["target"]),
                             e.dump().c_str());
            }
        }
        QVERIFY2(callsOnRiichi >= 2, std::to_string(callsOnRiichi).c_str());
        QVERIFY(accepted > 10 && exhausted >= 1);
    }

    // What our host says to an mjai program, and what our player answers,
    // recorded on the way (tee): every own draw and every other seat's
    // discard carries possible_actions, and every answer is one the original
    // referee accepts (the check test_mjai_referee applies to its streams).
    void hostOffersWhatTheRefereeOffers() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string in = dir.filePath("in.jsonl").toStdString(), out = dir.filePath("out.jsonl").toStdString();
        const std::string level = "mjai:tee " + in + " | " + kCli + " mjai --level standard --seed {seed} | tee " + out;
        Game g({"standard", level, "standard", "standard"}, 6, 6, 4);
        QVERIFY2(!g.seat(1)->replaced(), g.seat(1)->message().c_str());
        // The program is stopped once the game is over: its last line may
        // not have reached the files (tee writes its stdout first).
        auto lines = [](const std::string& path) {
            std::ifstream f(path);
            std::vector<std::string> v;
            for (std::string l; std::getline(f, l);) v.push_back(l);
            if (!v.empty() && !json::accept(v.back())) v.pop_back();
            return v;
        };
        const auto ins = lines(in), outs = lines(out);
        QVERIFY2(outs.size() + 1 >= ins.size() && ins.size() + 1 >= outs.size(), "an answer per message");
        mjaicheck::RefereeCheck check;
        int n = 0, offered = 0, ownDraws = 0;
        for (std::size_t i = 0; i < std::min(ins.size(), outs.size()); ++i) {
            const json ev = json::parse(ins[i]), ans = json::parse(outs[i]);
            const std::string why = check.answer(ev, ans);
            QVERIFY2(why.empty(), (ev.dump() + " -> " + ans.dump() + ": " + why).c_str());
            const std::string t = ev["type"];
            const bool mine = ev.value("actor", -1) == 1;
            if ((t == "tsumo" && mine) || (t == "dahai" && !mine)) {
                QVERIFY2(ev.contains("possible_actions") && ev["possible_actions"].is_array(), ev.dump().c_str());
                if (!ev["possible_actions"].empty()) ++offered;
            }
            if (t == "tsumo" && mine) ++ownDraws;
            if (t == "ryukyoku") QVERIFY2(ev.contains("reason"), ev.dump().c_str());
            ++n;
        }
        QVERIFY(n > 200 && ownDraws > 20 && offered > 0);
    }

    // A ryukyoku answer without its reason is refused, as the original
    // referee refuses it: the program is replaced.
    void ryukyokuWithoutReasonIsRefused() {
        std::unique_ptr<Table> t;
        std::optional<Action> abort;
        // A deal where the first dealer may call nine terminals.
        for (std::uint64_t seed = 1; seed < 20000 && !abort; ++seed) {
            auto x = std::make_unique<Table>(makeRuleset("riichi"), Options{}, seed);
            while (x->applyForced()) {}
            for (const Action& a : x->legalActions(x->pub().turn))
                if (a.type == ActionType::Abort) abort = a;
            if (abort) t = std::move(x);
        }
        QVERIFY(abort);
        const std::string me = std::to_string(abort->seat);
        for (const bool withReason : {false, true}) {
            // A program that answers none to everything but its own draw,
            // where it aborts (the host's keys come sorted: actor first).
            const std::string ryukyoku = R"({"type":"ryukyoku","actor":)" + me +
                                         (withReason ? R"(,"reason":"kyushukyuhai"})" : "}");
            const std::string script = R"(mjai:while read -r l; do case "$l" in *'"actor":)" + me +
                                       R"(,'*'"type":"tsumo"'*) echo ')" + ryukyoku +
                                       R"(';; *) echo '{"type":"none"}';; esac; done)";
            auto bot = mjai::makeProcessSeat(script, 1);
            QVERIFY(bot);
            auto* seat = dynamic_cast<mjai::Seat*>(bot.get());
            const Action got = seat->choose(t->view(abort->seat));
            if (!withReason) {
                QVERIFY(seat->replaced());
                QVERIFY2(seat->message().find("kyushukyuhai") != std::string::npos, seat->message().c_str());
            } else {
                QVERIFY2(!seat->replaced(), seat->message().c_str());
                QCOMPARE(int(got.type), int(ActionType::Abort));
            }
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
