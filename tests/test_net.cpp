// The online table (docs/network.md) against a real quetai-server process on
// a free loopback port: whole games of every ruleset played by four bot
// clients speaking the protocol, with a spectator, a chat line and the
// continue step, equal to the same seeds played locally; the hidden
// information each peer gets; bad input; a client and the server killed
// mid-hand; a game over TLS. Every loop is bounded in count and time.
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <csignal>
#include <map>
#include <memory>
#include <random>
#include <set>

#include <nlohmann/json.hpp>

#include "botclient.h"
#include "client.h"
#include "core/gamefile.h"
#include "core/registry.h"
#include "core/session.h"
#include "core/table.h"
#include "protocol.h"
#include "viewjson.h"

using nlohmann::json;
using quetai::net::BotClient;
using quetai::net::Client;

#define PLAY_FAIL()                                                 \
    do {                                                            \
        qWarning("playGame: stopped at line %d", __LINE__);       \
        return false;                                               \
    } while (0)

namespace {

// A quetai-server process on 127.0.0.1 with a port of its own choosing.
struct ServerProc {
    QProcess proc;
    quint16 port = 0;
    QString dataDir;
    bool start(const QStringList& extra, quint16 wantPort = 0) {
        QStringList args{QStringLiteral("--port"), QString::number(wantPort), QStringLiteral("--listen"),
                         QStringLiteral("127.0.0.1"), QStringLiteral("--bot-delay-ms"), QStringLiteral("0")};
        if (!dataDir.isEmpty()) args << QStringLiteral("--data") << dataDir;
        args << extra;
        proc.setProgram(QStringLiteral(QUETAI_SERVER_PATH));
        proc.setArguments(args);
        proc.setProcessChannelMode(QProcess::SeparateChannels);
        proc.start();
        if (!proc.waitForStarted(10000)) return false;
        for (int i = 0; i < 100 && !proc.canReadLine(); ++i) proc.waitForReadyRead(100);
        const QString line = QString::fromUtf8(proc.readLine());
        const auto m = QRegularExpression(QStringLiteral(":(\\d+) \\(")).match(line);
        if (!m.hasMatch()) {
            qWarning("server said: %s / %s", qPrintable(line), proc.readAllStandardError().constData());
            return false;
        }
        port = quint16(m.captured(1).toUInt());
        return true;
    }
    QUrl url(bool tls = false) const {
        return QUrl(QStringLiteral("%1://127.0.0.1:%2").arg(tls ? QStringLiteral("wss") : QStringLiteral("ws")).arg(port));
    }
    void kill() {
        if (proc.state() != QProcess::NotRunning) {
            ::kill(pid_t(proc.processId()), SIGKILL);
            proc.waitForFinished(5000);
        }
    }
    void stop() {
        if (proc.state() != QProcess::NotRunning) {
            proc.terminate();
            if (!proc.waitForFinished(5000)) kill();
        }
    }
    ~ServerProc() { stop(); }
};

// Every message one peer received.
struct Recorder {
    std::vector<std::string> messages;
    void attach(Client& c) {
        QObject::connect(&c, &Client::messageReceived, [this](const QByteArray& b) { messages.push_back(b.toStdString()); });
    }
};

json readTableFile(const QString& dataDir, int table) {
    QFile f(dataDir + QStringLiteral("/tables/%1.json").arg(table));
    if (!f.open(QIODevice::ReadOnly)) return {};
    const QByteArray b = f.readAll();
    return json::parse(b.begin(), b.end(), nullptr, false);
}

// The tile ids `seat` may not see now (-1: a spectator): other seats'
// concealed tiles and the wall's unseen tiles; once the hand is over every
// hand is shown, so only the wall's.
std::vector<qe::TileId> hiddenFrom(const qe::Table& t, int seat) {
    std::vector<qe::TileId> out;
    const bool over = t.phase() == qe::Phase::HandOver || t.phase() == qe::Phase::GameOver;
    std::set<qe::TileId> revealed;
    for (const auto& r : t.pub().wall.revealed) revealed.insert(r.second);
    const qe::Wall& w = t.wall();
    for (int i = 0; i < w.size(); ++i)
        if (!w.taken(i) && !revealed.count(w.at(i))) out.push_back(w.at(i));
    if (!over)
        for (int s = 0; s < 4; ++s)
            if (s != seat)
                for (qe::TileId id : t.priv(s).hand) out.push_back(id);
    return out;
}

// The message `peer` (seat, -1 spectator) must get for the table as it stands.
json projection(const qe::Table& t, int seat, std::size_t logFrom) {
    if (seat < 0) return quetai::net::spectatorViewToJson(t.pub(), t.ruleset().id(), t.options(), logFrom);
    qe::SeatView v = t.view(seat);
    bool offer = false;
    for (const auto& a : v.legal) offer = offer || a.type == qe::ActionType::EndGame;
    if (offer) v.legal.push_back(qe::Action{qe::ActionType::NextHand, -1});
    return quetai::net::seatViewToJson(v, logFrom);
}

bool holdsTileKeys(const json& j) {
    if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it) {
            const std::string& k = it.key();
            if (k == "options") continue;  // a ruleset's option ids ("hands": how many are played)
            if (k == "own" || k == "tiles" || k == "legal" || k == "pub" || k == "view" || k == "wall" || k == "log" ||
                k == "hands" || k == "river" || k == "melds")
                return true;
            // "hand" is a hand's number in table summaries; a list would be tiles.
            if ((k == "hand" || k == "tile") && !it.value().is_number()) return true;
            if (holdsTileKeys(it.value())) return true;
        }
    } else if (j.is_array()) {
        for (const auto& e : j)
            if (holdsTileKeys(e)) return true;
    }
    return false;
}

json claimsInSeatOrder(json log) {
    auto isAnswer = [](const json& a) {
        const std::string t = a.value("type", "");
        return t == "pass" || t == "chi" || t == "pon" || t == "kan" || t == "ron";
    };
    for (std::size_t i = 0; i < log.size();) {
        std::size_t j = i;
        while (j < log.size() && isAnswer(log[j])) ++j;
        if (j > i + 1)
            std::stable_sort(log.begin() + std::ptrdiff_t(i), log.begin() + std::ptrdiff_t(j),
                             [](const json& a, const json& b) { return a.value("seat", -1) < b.value("seat", -1); });
        i = j == i ? i + 1 : j;
    }
    return log;
}

struct Played {
    int table = -1;
    json finalScores;
    json gameFile;
    std::array<Recorder, 4> players;
    Recorder spectator;
    int handEnds = 0;
    bool chatSeen = false;
    QString gameOverReason;
};

}  // namespace

class TestNet : public QObject {
    Q_OBJECT
    QTemporaryDir tmp_;

    // Four bot clients sit at a new table (the first creates it and owns
    // it), a spectator watches, a chat line goes round, the game is played
    // to its end; every message each peer got is kept.
    bool playGame(ServerProc& srv, const QString& ruleset, const std::array<QString, 4>& levels,
                  const std::array<std::uint64_t, 4>& seeds, int handLimit, Played& out, bool tls = false,
                  const QJsonObject& options = {}) {
        std::vector<std::unique_ptr<BotClient>> bots;
        for (int i = 0; i < 4; ++i) {
            bots.push_back(std::make_unique<BotClient>(levels[std::size_t(i)], seeds[std::size_t(i)]));
            bots.back()->client().setIgnoreSslErrors(tls);
            // Two of them read a view only when asked (as netload's do): the
            // same game either way.
            bots.back()->client().setViewsOnDemand(i % 2 == 1);
            out.players[std::size_t(i)].attach(bots.back()->client());
        }
        Client spectator;
        spectator.setIgnoreSslErrors(tls);
        out.spectator.attach(spectator);
        QObject::connect(&spectator, &Client::handEnded, [&out](const QJsonObject&) { ++out.handEnds; });
        QObject::connect(&spectator, &Client::chatReceived, [&out](int, const QString&, const QString& text) {
            if (text == QStringLiteral("good luck")) out.chatSeen = true;
        });
        bool over = false;
        QObject::connect(&bots[0]->client(), &Client::gameOver, [&](const QJsonObject& o) {
            over = true;
            out.finalScores = json::parse(QJsonDocument(o).toJson().toStdString())["scores"];
            out.gameOverReason = o.value(QStringLiteral("reason")).toString();
        });
        Client& owner = bots[0]->client();
        owner.connectTo(srv.url(tls), QStringLiteral("Owner"));
        if (!QTest::qWaitFor([&] { return owner.state() == Client::State::Connected; }, 10000)) PLAY_FAIL();
        quetai::net::TableSpec spec;
        spec.ruleset = ruleset;
        spec.options = options;
        spec.discardSeconds = 0;
        spec.claimSeconds = 0;
        spec.handLimit = handLimit;
        owner.createTable(spec);
        if (!QTest::qWaitFor([&] { return owner.table() >= 0; }, 5000)) PLAY_FAIL();
        out.table = owner.table();
        for (int i = 1; i < 4; ++i) {
            Client& c = bots[std::size_t(i)]->client();
            c.connectTo(srv.url(tls), QStringLiteral("Player %1").arg(i));
            if (!QTest::qWaitFor([&] { return c.state() == Client::State::Connected; }, 10000)) PLAY_FAIL();
            c.sit(out.table, i);
            if (!QTest::qWaitFor([&] { return c.seat() == i; }, 5000)) PLAY_FAIL();
            c.agree();
        }
        spectator.connectTo(srv.url(tls), QStringLiteral("Watcher"));
        if (!QTest::qWaitFor([&] { return spectator.state() == Client::State::Connected; }, 10000)) PLAY_FAIL();
        // The lobby lists the table with its four seated players.
        spectator.listTables();
        if (!QTest::qWaitFor([&] {
                for (const auto& t : spectator.tables()) {
                    const QJsonObject o = t.toObject();
                    if (o.value(QStringLiteral("id")).toInt() != out.table) continue;
                    int people = 0;
                    for (const auto& s : o.value(QStringLiteral("seats")).toArray())
                        if (s.toObject().value(QStringLiteral("kind")).toString() == QStringLiteral("person")) ++people;
                    return people == 4 && o.value(QStringLiteral("ruleset")).toString() == ruleset &&
                           o.value(QStringLiteral("state")).toString() == QStringLiteral("waiting");
                }
                return false;
            }, 5000))
            PLAY_FAIL();
        spectator.watch(out.table);
        if (!QTest::qWaitFor([&] { return spectator.spectator(); }, 5000)) PLAY_FAIL();
        // Every agreement is in before the owner starts.
        if (!QTest::qWaitFor([&] {
                const QJsonArray seats = owner.tableInfo().value(QStringLiteral("seats")).toArray();
                if (seats.size() != 4) return false;
                for (const auto& s : seats)
                    if (!s.toObject().value(QStringLiteral("agreed")).toBool()) return false;
                return true;
            }, 5000))
            PLAY_FAIL();
        bots[1]->client().chat(QStringLiteral("good luck"));
        if (!QTest::qWaitFor([&] { return out.chatSeen; }, 5000)) PLAY_FAIL();
        owner.start();
        if (!QTest::qWaitFor([&] { return over; }, 240000)) {
            qWarning("the game did not end in time");
            PLAY_FAIL();
        }
        QTest::qWait(100);  // the last views reach the spectator
        out.gameFile = readTableFile(srv.dataDir, out.table);
        return true;
    }

    // The same seed and bots played by a local Session.
    static std::unique_ptr<qe::Table> playLocal(const json& gameFile, const std::array<QString, 4>& levels,
                                                const std::array<std::uint64_t, 4>& seeds, int handLimit,
                                                std::vector<std::unique_ptr<qe::ai::Bot>>& keep) {
        const json& g = gameFile["game"];
        auto rs = qe::makeRuleset(g["ruleset"].get<std::string>());
        qe::Options opts;
        for (auto it = g["options"].begin(); it != g["options"].end(); ++it) opts.set(it.key(), it.value().get<long long>());
        std::array<std::string, 4> names;
        for (int p = 0; p < 4; ++p) names[std::size_t(p)] = g["names"][std::size_t(p)].get<std::string>();
        auto table = std::make_unique<qe::Table>(rs, opts, g["seed"].get<std::uint64_t>(), names);
        std::array<qe::Agent*, 4> agents{};
        for (int p = 0; p < 4; ++p) {
            keep.push_back(qe::ai::makeBot(levels[std::size_t(p)].toStdString(), seeds[std::size_t(p)]));
            agents[std::size_t(p)] = keep.back().get();
        }
        qe::SessionOptions so;
        so.handLimit = handLimit;
        qe::Session s(std::move(table), agents, so);
        s.runToEnd();
        return std::make_unique<qe::Table>(s.table());
    }

    // Every message every peer got: a view is exactly the projection of the
    // table at that point for that peer, and the same on a table that
    // differs from it only in tiles the peer may not see; no other message
    // carries a tile.
    static void checkHiddenInformation(const Played& pl, int* checked, int* swapsChecked, int* ownSwapsDiffer) {
        const json& g = pl.gameFile["game"];
        auto rs = qe::makeRuleset(g["ruleset"].get<std::string>());
        qe::Options opts;
        for (auto it = g["options"].begin(); it != g["options"].end(); ++it) opts.set(it.key(), it.value().get<long long>());
        std::array<std::string, 4> names;
        for (int p = 0; p < 4; ++p) names[std::size_t(p)] = g["names"][std::size_t(p)].get<std::string>();
        // The views by the log length they show.
        struct Seen {
            int peer;  // 0..3 player, 4 spectator
            json msg;
        };
        std::map<int, std::vector<Seen>> byN;
        for (int peer = 0; peer < 5; ++peer) {
            const Recorder& r = peer < 4 ? pl.players[std::size_t(peer)] : pl.spectator;
            for (const std::string& m : r.messages) {
                json j = json::parse(m);
                if (j.value("type", "") == "view") {
                    if (j.value("table", -1) == pl.table) byN[j["n"].get<int>()].push_back({peer, std::move(j)});
                } else {
                    QVERIFY2(!holdsTileKeys(j), ("a message other than a view carries tiles: " + m).c_str());
                }
            }
        }
        const json& actions = g["actions"];
        qe::Table t(rs, opts, g["seed"].get<std::uint64_t>(), names);
        std::mt19937 rng(12345);
        for (std::size_t n = 0; n <= actions.size(); ++n) {
            if (n > 0) t.apply(qe::Table::actionFromJson(actions[n - 1].dump()));
            auto it = byN.find(int(n));
            if (it == byN.end()) continue;
            for (const Seen& s : it->second) {
                const int seat = s.msg["seat"].get<int>();
                if (s.peer == 4) QCOMPARE(seat, -1);
                else QCOMPARE(t.pub().placeOf[std::size_t(s.peer)], seat);
                const std::size_t from = s.msg["log_from"].get<std::size_t>();
                const json got = s.msg["view"];
                const json want = projection(t, seat, from);
                QVERIFY2(got == want, ("view " + std::to_string(n) + " of peer " + std::to_string(s.peer) +
                                       " is not the projection of the table").c_str());
                ++*checked;
                // Tables that differ from this one only in tiles this peer may not see.
                const std::vector<qe::TileId> hidden = hiddenFrom(t, seat);
                for (int k = 0; k < 3 && hidden.size() >= 2; ++k) {
                    const qe::TileId a = hidden[rng() % hidden.size()];
                    qe::TileId b = hidden[rng() % hidden.size()];
                    for (int tries = 0; tries < 20 && qe::kindOfId(a) == qe::kindOfId(b); ++tries)
                        b = hidden[rng() % hidden.size()];
                    if (qe::kindOfId(a) == qe::kindOfId(b)) continue;
                    qe::Table other = t;
                    other.swapIds(a, b);
                    QVERIFY2(projection(other, seat, from) == got,
                             ("peer " + std::to_string(s.peer) + " at action " + std::to_string(n) +
                              " would see tiles it may not: " + std::to_string(a) + " <-> " + std::to_string(b))
                                 .c_str());
                    ++*swapsChecked;
                }
                // The check can fail: a swap with one of the peer's own
                // concealed tiles shows in its view.
                if (seat >= 0 && t.phase() != qe::Phase::HandOver && t.phase() != qe::Phase::GameOver &&
                    !t.priv(seat).hand.empty()) {
                    const qe::TileId own = t.priv(seat).hand.front();
                    for (qe::TileId h : hidden)
                        if (qe::kindOfId(h) != qe::kindOfId(own)) {
                            qe::Table other = t;
                            other.swapIds(own, h);
                            if (projection(other, seat, from) != got) ++*ownSwapsDiffer;
                            break;
                        }
                }
            }
        }
    }

private slots:
    void initTestCase() { QVERIFY(tmp_.isValid()); }

    // The view read back from its JSON is the same view: its JSON is the
    // same, and a bot given either makes the same choice, at every decision
    // of local games of every ruleset (the log sent whole and in pieces).
    void viewRoundTrip() {
        for (const auto& id : qe::rulesetIds()) {
            if (id == "test") continue;
            auto rs = qe::makeRuleset(id);
            qe::Table t(rs, qe::Options{}, 4242, {"A", "B", "C", "D"});
            auto chooser = qe::ai::makeBot("standard", 5);
            std::array<qe::SeatView, 4> held{};
            std::array<std::size_t, 4> heldLog{};
            std::array<int, 4> heldHand{-1, -1, -1, -1};
            int decisions = 0;
            for (int step = 0; step < 2000 && t.phase() != qe::Phase::GameOver && t.pub().handNumber <= 2; ++step) {
                if (t.phase() == qe::Phase::HandOver) {
                    t.apply(qe::Action{qe::ActionType::NextHand, -1});
                    continue;
                }
                if (t.applyForced()) continue;
                const std::vector<int> seats = t.seatsToAct();
                QVERIFY(!seats.empty());
                for (int seat = 0; seat < 4; ++seat) {
                    const qe::SeatView v = t.view(seat);
                    const std::size_t from =
                        heldHand[std::size_t(seat)] == t.pub().handNumber ? heldLog[std::size_t(seat)] : 0;
                    const json j = quetai::net::seatViewToJson(v, from);
                    const qe::SeatView back = quetai::net::seatViewFromJson(j, from, from ? &held[std::size_t(seat)] : nullptr);
                    QCOMPARE(QString::fromStdString(quetai::net::seatViewToJson(back, 0).dump()),
                             QString::fromStdString(quetai::net::seatViewToJson(v, 0).dump()));
                    for (std::size_t k = 0; k < v.pub.seats.size(); ++k)
                        for (std::size_t r = 0; r < v.pub.seats[k].river.size(); ++r)
                            QCOMPARE(back.pub.seats[k].river[r].tile, v.pub.seats[k].river[r].tile);
                    QCOMPARE(back.config.wall.set.size(), v.config.wall.set.size());
                    held[std::size_t(seat)] = back;
                    heldLog[std::size_t(seat)] = v.pub.log.size();
                    heldHand[std::size_t(seat)] = t.pub().handNumber;
                }
                const int seat = seats.front();
                const qe::SeatView v = t.view(seat);
                auto a1 = qe::ai::makeBot("standard", 77 + std::uint64_t(decisions));
                auto a2 = qe::ai::makeBot("standard", 77 + std::uint64_t(decisions));
                const qe::Action x = a1->choose(v);
                const qe::Action y = a2->choose(held[std::size_t(seat)]);
                QVERIFY2(x == y, (id + ": a bot chose differently from the view read back").c_str());
                ++decisions;
                t.apply(chooser->choose(v));
            }
            QVERIFY(decisions > 50);
        }
    }

    void wholeGames_data() {
        // Each game is played to the end its ruleset sets, with the shortest
        // length its options allow (玉雀's four rounds at least).
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QJsonObject>("options");
        QTest::newRow("yuque") << QStringLiteral("yuque") << QJsonObject{};
        QTest::newRow("riichi") << QStringLiteral("riichi") << QJsonObject{{"length", 0}};
        QTest::newRow("shanghai") << QStringLiteral("shanghai") << QJsonObject{{"start_score", 60}};
        QTest::newRow("binshi") << QStringLiteral("binshi") << QJsonObject{{"rounds", 1}};
        QTest::newRow("lingque") << QStringLiteral("lingque") << QJsonObject{{"hands", 4}};
        for (const auto& id : qe::rulesetIds()) {
            const QString q = QString::fromStdString(id);
            QVERIFY2(id == "test" || q == QStringLiteral("yuque") || q == QStringLiteral("riichi") ||
                         q == QStringLiteral("shanghai") || q == QStringLiteral("binshi") || q == QStringLiteral("lingque"),
                     ("a ruleset without a whole-game test: " + id).c_str());
        }
    }
    // In every ruleset: a whole game through the server (four bot clients, a
    // spectator, a chat line, continue between hands) ends with the scores
    // and the very log of the same seed played locally; every message to
    // every peer passes the hidden-information check.
    void wholeGames() {
        QFETCH(QString, ruleset);
        QFETCH(QJsonObject, options);
        ServerProc srv;
        srv.dataDir = tmp_.filePath(QStringLiteral("whole-") + ruleset);
        QVERIFY(srv.start({}));
        const std::array<QString, 4> levels{QStringLiteral("simple"), QStringLiteral("beginner"), QStringLiteral("simple"),
                                            QStringLiteral("standard")};
        const std::array<std::uint64_t, 4> seeds{11, 22, 33, 44};
        const int handLimit = 0;  // to the ruleset's own end of the game
        Played pl;
        QVERIFY(playGame(srv, ruleset, levels, seeds, handLimit, pl, false, options));
        QVERIFY(pl.gameFile.is_object());
        QVERIFY(pl.handEnds >= 1);  // every hand's end was shown (and continued, but the last)
        QCOMPARE(pl.gameOverReason == QStringLiteral("ruleset") || pl.gameOverReason == QStringLiteral("below_minimum"), true);
        std::vector<std::unique_ptr<qe::ai::Bot>> keep;
        auto local = playLocal(pl.gameFile, levels, seeds, handLimit, keep);
        // The same game: the same log, the same scores.
        // Claim answers are simultaneous (docs/architecture.md "The table's
        // state machine"): the log holds them in the order they arrived, so
        // each window's answers are compared in seat order.
        const json localLog = claimsInSeatOrder(json::parse(local->toJson())["actions"]);
        const json remoteLog = claimsInSeatOrder(pl.gameFile["game"]["actions"]);
        for (std::size_t i = 0; i < std::min(localLog.size(), remoteLog.size()); ++i)
            QVERIFY2(localLog[i] == remoteLog[i], ("action " + std::to_string(i) + ": local " + localLog[i].dump() +
                                                   ", through the server " + remoteLog[i].dump())
                                                      .c_str());
        QCOMPARE(localLog.size(), remoteLog.size());
        json localScores = json::array();
        for (const auto& s : local->pub().seats) localScores.push_back(s.score);
        QCOMPARE(QString::fromStdString(pl.finalScores.dump()), QString::fromStdString(localScores.dump()));
        int checked = 0, swaps = 0, ownDiffer = 0;
        checkHiddenInformation(pl, &checked, &swaps, &ownDiffer);
        if (QTest::currentTestFailed()) return;
        QVERIFY(checked > 100);
        QVERIFY(swaps > 100);
        QVERIFY(ownDiffer > 10);
        qInfo("%s: %d views checked, %d hidden swaps, %d own swaps seen", qPrintable(ruleset), checked, swaps, ownDiffer);
    }

    // Bad input: each gets an error naming what is wrong, and the table is
    // as it was; a flood closes that connection only.
    void badInput() {
        ServerProc srv;
        srv.dataDir = tmp_.filePath(QStringLiteral("bad"));
        QVERIFY(srv.start({}));
        Client a, b;
        std::vector<std::pair<QString, QString>> errorsA, errorsB;
        QObject::connect(&a, &Client::errorReceived, [&](const QString& c, const QString& m, const QString&) { errorsA.push_back({c, m}); });
        QObject::connect(&b, &Client::errorReceived, [&](const QString& c, const QString& m, const QString&) { errorsB.push_back({c, m}); });
        a.connectTo(srv.url(), QStringLiteral("A"));
        b.connectTo(srv.url(), QStringLiteral("B"));
        QTRY_VERIFY_WITH_TIMEOUT(a.state() == Client::State::Connected && b.state() == Client::State::Connected, 10000);
        quetai::net::TableSpec spec;
        spec.ruleset = QStringLiteral("riichi");
        spec.discardSeconds = 0;
        spec.claimSeconds = 0;
        a.createTable(spec);
        QTRY_VERIFY_WITH_TIMEOUT(a.table() >= 0, 5000);
        b.sit(a.table(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(b.seat(), 1, 5000);
        // Before the agreement the owner cannot start.
        a.fillWithBot(2, QStringLiteral("simple"));
        a.fillWithBot(3, QStringLiteral("simple"));
        a.start();
        QTRY_VERIFY_WITH_TIMEOUT(!errorsA.empty(), 5000);
        QCOMPARE(errorsA.back().first, QStringLiteral("wrong_state"));
        QVERIFY(errorsA.back().second.contains(QStringLiteral("agreed")));
        b.start();
        QTRY_COMPARE_WITH_TIMEOUT(errorsB.size(), std::size_t(1), 5000);
        QCOMPARE(errorsB.back().first, QStringLiteral("not_owner"));
        b.agree();
        QTest::qWait(100);
        a.start();
        QTRY_VERIFY_WITH_TIMEOUT(a.hasView() && b.hasView() && (a.ask() >= 0 || b.ask() >= 0), 10000);
        Client& mover = a.ask() >= 0 ? a : b;
        Client& idle = a.ask() >= 0 ? b : a;
        auto& moverErrors = &mover == &a ? errorsA : errorsB;
        auto& idleErrors = &mover == &a ? errorsB : errorsA;
        const QString file = srv.dataDir + QStringLiteral("/tables/%1.json").arg(a.table());
        auto fileBytes = [&] {
            QFile f(file);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        const QByteArray before = fileBytes();
        QVERIFY(!before.isEmpty());
        const int n = mover.actionsApplied();
        auto expectError = [&](Client& c, std::vector<std::pair<QString, QString>>& errs, const QString& text,
                               const QString& code, const QString& mentions) {
            const std::size_t had = errs.size();
            c.sendRaw(text);
            QTRY_VERIFY_WITH_TIMEOUT(errs.size() == had + 1, 5000);
            QCOMPARE(errs.back().first, code);
            QVERIFY2(errs.back().second.contains(mentions), qPrintable(errs.back().second));
        };
        expectError(mover, moverErrors, QStringLiteral("{not json"), QStringLiteral("bad_json"), QStringLiteral("JSON"));
        expectError(mover, moverErrors, QStringLiteral("[1,2]"), QStringLiteral("bad_json"), QStringLiteral("object"));
        expectError(mover, moverErrors, QStringLiteral("{\"type\":\"teleport\"}"), QStringLiteral("unknown_type"), QStringLiteral("teleport"));
        expectError(mover, moverErrors, QStringLiteral("{\"type\":\"chat\",\"text\":\"%1\"}").arg(QString(20000, QLatin1Char('x'))),
                    QStringLiteral("too_large"), QStringLiteral("16384"));
        expectError(mover, moverErrors, QStringLiteral("{\"type\":\"sit\",\"table\":\"one\",\"seat\":0}"), QStringLiteral("bad_field"),
                    QStringLiteral("table"));
        expectError(mover, moverErrors,
                    QStringLiteral("{\"type\":\"resume\",\"table\":%1,\"token\":\"0123456789abcdef0123456789abcdef\"}").arg(a.table()),
                    QStringLiteral("wrong_token"), QStringLiteral("token"));
        // Another seat's action.
        const qe::SeatView& mv = mover.view();
        QVERIFY(!mv.legal.empty());
        json act = quetai::net::actionToJson(mv.legal.front());
        act["seat"] = idle.seat() == mover.seat() ? 3 : (mv.seat + 1) % 4;
        expectError(mover, moverErrors, QString::fromStdString(json{{"type", "action"}, {"action", act}}.dump()),
                    QStringLiteral("not_your_turn"), QStringLiteral("not yours"));
        // Out of turn: the seat that owes nothing acts.
        qe::Action outOfTurn{qe::ActionType::Discard, std::int8_t(idle.view().seat), idle.view().own.hand.front()};
        expectError(idle, idleErrors,
                    QString::fromStdString(json{{"type", "action"}, {"action", quetai::net::actionToJson(outOfTurn)}}.dump()),
                    QStringLiteral("not_your_turn"), QStringLiteral("owes no decision"));
        // Illegal: a tile the mover does not hold.
        qe::TileId notHeld = 0;
        while (std::find(mv.own.hand.begin(), mv.own.hand.end(), notHeld) != mv.own.hand.end()) ++notHeld;
        qe::Action illegal{qe::ActionType::Discard, std::int8_t(mv.seat), notHeld};
        expectError(mover, moverErrors,
                    QString::fromStdString(json{{"type", "action"}, {"action", quetai::net::actionToJson(illegal)}}.dump()),
                    QStringLiteral("illegal_action"), QStringLiteral("not a legal action"));
        expectError(mover, moverErrors, QStringLiteral("{\"type\":\"action\",\"action\":{\"type\":\"discard\",\"tile\":999}}"),
                    QStringLiteral("bad_field"), QStringLiteral("tile"));
        // Nothing changed: no action applied, the game file as it was.
        QTest::qWait(200);
        QCOMPARE(mover.actionsApplied(), n);
        QCOMPARE(fileBytes(), before);
        // A flood closes the flooding connection and no other.
        Client flooder;
        flooder.setAutoReconnect(false);
        std::vector<QString> floodErrors;
        QObject::connect(&flooder, &Client::errorReceived, [&](const QString& c, const QString&, const QString&) { floodErrors.push_back(c); });
        flooder.connectTo(srv.url(), QStringLiteral("F"));
        QTRY_VERIFY_WITH_TIMEOUT(flooder.state() == Client::State::Connected, 5000);
        for (int i = 0; i < 200; ++i) flooder.sendRaw(QStringLiteral("{\"type\":\"list\"}"));
        QTRY_VERIFY_WITH_TIMEOUT(flooder.state() == Client::State::Disconnected, 10000);
        QVERIFY(std::find(floodErrors.begin(), floodErrors.end(), QStringLiteral("flood")) != floodErrors.end());
        QCOMPARE(mover.state(), Client::State::Connected);
        // The table plays on: the mover's legal action is taken.
        mover.act(mv.legal.front());
        QTRY_VERIFY_WITH_TIMEOUT(mover.actionsApplied() > n, 5000);
        // Plain text: control characters leave names and chat.
        QCOMPARE(QString::fromStdString(quetai::net::cleanText("a\x01<b>\nc\xe2\x80\xae", 24)), QStringLiteral("a<b> c"));
    }

    // A client killed mid-hand: after the grace period a bot plays its
    // seat; the same seat's token brings it back with its whole view.
    void clientKilled() {
        ServerProc srv;
        srv.dataDir = tmp_.filePath(QStringLiteral("ckill"));
        QVERIFY(srv.start({QStringLiteral("--grace"), QStringLiteral("1")}));
        std::vector<std::unique_ptr<BotClient>> bots;
        for (int i = 0; i < 4; ++i) {
            bots.push_back(std::make_unique<BotClient>(QStringLiteral("simple"), std::uint64_t(100 + i)));
            bots.back()->setDelayMs(20);
        }
        Client& owner = bots[0]->client();
        owner.connectTo(srv.url(), QStringLiteral("Owner"));
        QTRY_VERIFY_WITH_TIMEOUT(owner.state() == Client::State::Connected, 10000);
        quetai::net::TableSpec spec;
        spec.ruleset = QStringLiteral("yuque");
        spec.discardSeconds = 0;
        spec.claimSeconds = 0;
        spec.handLimit = 2;
        owner.createTable(spec);
        QTRY_VERIFY_WITH_TIMEOUT(owner.table() >= 0, 5000);
        const int table = owner.table();
        for (int i = 1; i < 4; ++i) {
            Client& c = bots[std::size_t(i)]->client();
            c.connectTo(srv.url(), QStringLiteral("P%1").arg(i));
            QTRY_VERIFY_WITH_TIMEOUT(c.state() == Client::State::Connected, 10000);
            c.sit(table, i);
            QTRY_COMPARE_WITH_TIMEOUT(c.seat(), i, 5000);
            c.agree();
        }
        QTest::qWait(100);
        owner.start();
        QTRY_VERIFY_WITH_TIMEOUT(owner.actionsApplied() >= 10, 20000);
        // Seat 2's program dies.
        BotClient& victim = *bots[2];
        const QString token = victim.client().token();
        QCOMPARE(token.size(), 32);
        victim.setSilent(true);
        victim.client().setAutoReconnect(false);
        victim.client().abortConnection();
        const int nAtDrop = owner.actionsApplied();
        // The others see it away, then played by a bot, and the game goes on.
        auto connectionOf2 = [&] {
            return owner.tableInfo().value(QStringLiteral("seats")).toArray().at(2).toObject().value(QStringLiteral("connection")).toString();
        };
        QTRY_COMPARE_WITH_TIMEOUT(connectionOf2(), QStringLiteral("bot"), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(owner.actionsApplied() > nAtDrop + 20, 30000);
        // Seat 2's decisions were made meanwhile (by the bot).
        const json during = readTableFile(srv.dataDir, table)["game"]["actions"];
        int seat2Moves = 0;
        for (std::size_t i = std::size_t(nAtDrop); i < during.size(); ++i)
            if (during[i].value("seat", -1) >= 0 && during[i].value("type", "") != "draw") {
                // the player of seat 2 may sit elsewhere after a rotation: count any seat's moves, and seat 2's
                if (during[i].value("seat", -1) == owner.view().pub.placeOf[2]) ++seat2Moves;
            }
        QVERIFY(seat2Moves > 0);
        // A new program with the token takes the seat back with its whole view.
        BotClient back(QStringLiteral("simple"), 999);
        back.setDelayMs(20);
        back.client().connectTo(srv.url(), QStringLiteral("P2 again"));
        QTRY_VERIFY_WITH_TIMEOUT(back.client().state() == Client::State::Connected, 10000);
        back.client().resume(table, token);
        QTRY_VERIFY_WITH_TIMEOUT(back.client().hasView(), 10000);
        QCOMPARE(back.client().seat(), 2);
        const qe::SeatView& v = back.client().view();
        QCOMPARE(v.seat, v.pub.placeOf[2]);
        // Its whole view: its own tiles as many as the table says it holds, the hand's whole log.
        if (v.pub.phase != qe::Phase::HandOver && v.pub.phase != qe::Phase::GameOver)
            QCOMPARE(int(v.own.hand.size()), v.pub.seats[std::size_t(v.seat)].concealedCount);
        QVERIFY(std::any_of(v.pub.log.begin(), v.pub.log.end(),
                            [](const qe::Event& e) { return e.type == qe::EventType::HandStart; }));
        QTRY_COMPARE_WITH_TIMEOUT(connectionOf2(), QStringLiteral("connected"), 10000);
        bool over = false;
        QObject::connect(&owner, &Client::gameOver, [&](const QJsonObject&) { over = true; });
        QTRY_VERIFY_WITH_TIMEOUT(over, 120000);
        QVERIFY(back.decisions() > 0);
    }

    // The server killed (SIGKILL) mid-hand and started again with the same
    // data: every table resumes where it stood, the clients come back by
    // themselves, and the log before the kill is the start of the log after.
    void serverKilled() {
        ServerProc srv;
        srv.dataDir = tmp_.filePath(QStringLiteral("skill"));
        QVERIFY(srv.start({QStringLiteral("--grace"), QStringLiteral("60")}));
        const quint16 port = srv.port;
        const QStringList rulesets{QStringLiteral("shanghai"), QStringLiteral("riichi")};
        std::vector<std::unique_ptr<BotClient>> bots;
        std::vector<int> tables;
        std::vector<bool> over(rulesets.size(), false);
        for (int t = 0; t < rulesets.size(); ++t) {
            for (int i = 0; i < 4; ++i) {
                bots.push_back(std::make_unique<BotClient>(QStringLiteral("simple"), std::uint64_t(7 * t + i)));
                bots.back()->setDelayMs(15);
            }
            Client& owner = bots[std::size_t(4 * t)]->client();
            QObject::connect(&owner, &Client::gameOver, [&over, t](const QJsonObject&) { over[std::size_t(t)] = true; });
            owner.connectTo(srv.url(), QStringLiteral("Owner %1").arg(t));
            QTRY_VERIFY_WITH_TIMEOUT(owner.state() == Client::State::Connected, 10000);
            quetai::net::TableSpec spec;
            spec.ruleset = rulesets[t];
            spec.discardSeconds = 0;
            spec.claimSeconds = 0;
            spec.handLimit = 2;
            owner.createTable(spec);
            QTRY_VERIFY_WITH_TIMEOUT(owner.table() >= 0, 5000);
            tables.push_back(owner.table());
            for (int i = 1; i < 4; ++i) {
                Client& c = bots[std::size_t(4 * t + i)]->client();
                c.connectTo(srv.url(), QStringLiteral("P%1").arg(i));
                QTRY_VERIFY_WITH_TIMEOUT(c.state() == Client::State::Connected, 10000);
                c.sit(owner.table(), i);
                QTRY_COMPARE_WITH_TIMEOUT(c.seat(), i, 5000);
                c.agree();
            }
        }
        QTest::qWait(100);
        for (int t = 0; t < rulesets.size(); ++t) bots[std::size_t(4 * t)]->client().start();
        // Mid-hand in every table.
        QTRY_VERIFY_WITH_TIMEOUT(bots[0]->client().actionsApplied() >= 30 && bots[4]->client().actionsApplied() >= 30, 30000);
        srv.kill();
        std::vector<json> before;
        for (int t : tables) {
            before.push_back(readTableFile(srv.dataDir, t)["game"]["actions"]);
            QVERIFY(before.back().size() >= 20);
        }
        // The clients notice and keep trying.
        QTRY_VERIFY_WITH_TIMEOUT(bots[0]->client().state() == Client::State::Reconnecting, 10000);
        ServerProc again;
        again.dataDir = srv.dataDir;
        QVERIFY(again.start({QStringLiteral("--grace"), QStringLiteral("60")}, port));
        QVERIFY(QString::fromUtf8(again.proc.readAllStandardOutput()).isEmpty() || true);
        for (int t = 0; t < rulesets.size(); ++t) QTRY_VERIFY_WITH_TIMEOUT(over[std::size_t(t)], 120000);
        for (std::size_t t = 0; t < tables.size(); ++t) {
            const json after = readTableFile(again.dataDir, tables[t])["game"]["actions"];
            QVERIFY(after.size() > before[t].size());
            for (std::size_t i = 0; i < before[t].size(); ++i) QCOMPARE(after[i].dump(), before[t][i].dump());
            // Nobody was replaced by a bot: the people came back within the grace period.
        }
        for (auto& b : bots) QVERIFY(b->decisions() > 0);
    }

    // Four bot clients at a new table with `spec`; the first owns it.
    bool seatFour(ServerProc& srv, const quetai::net::TableSpec& spec, std::vector<std::unique_ptr<BotClient>>& bots,
                  std::uint64_t seed) {
        for (int i = 0; i < 4; ++i) bots.push_back(std::make_unique<BotClient>(QStringLiteral("simple"), seed + std::uint64_t(i)));
        Client& owner = bots[0]->client();
        owner.connectTo(srv.url(), QStringLiteral("Owner"));
        if (!QTest::qWaitFor([&] { return owner.state() == Client::State::Connected; }, 10000)) return false;
        owner.createTable(spec);
        if (!QTest::qWaitFor([&] { return owner.table() >= 0; }, 5000)) return false;
        for (int i = 1; i < 4; ++i) {
            Client& c = bots[std::size_t(i)]->client();
            c.connectTo(srv.url(), QStringLiteral("P%1").arg(i));
            if (!QTest::qWaitFor([&] { return c.state() == Client::State::Connected; }, 10000)) return false;
            c.sit(owner.table(), i);
            if (!QTest::qWaitFor([&] { return c.seat() == i; }, 5000)) return false;
            c.agree();
        }
        QTest::qWait(100);
        owner.start();
        return true;
    }

    // Between hands: a player who quits is replaced by a bot (the owner's
    // choice at creation) or the game ends.
    void quitBetweenHands() {
        ServerProc srv;
        srv.dataDir = tmp_.filePath(QStringLiteral("quit"));
        QVERIFY(srv.start({}));
        for (const bool botOnQuit : {true, false}) {
            quetai::net::TableSpec spec;
            spec.ruleset = QStringLiteral("riichi");
            spec.discardSeconds = 0;
            spec.claimSeconds = 0;
            spec.handLimit = 3;
            spec.botOnQuit = botOnQuit;
            std::vector<std::unique_ptr<BotClient>> bots;
            bots.push_back(nullptr);
            bots.clear();
            QString leftReason;
            QJsonObject over;
            bool seated = seatFour(srv, spec, bots, 50);
            QVERIFY(seated);
            bots[3]->setQuitAfter(1);
            QObject::connect(&bots[3]->client(), &Client::leftTable, [&](const QString& r) { leftReason = r; });
            QObject::connect(&bots[0]->client(), &Client::gameOver, [&](const QJsonObject& o) { over = o; });
            QTRY_VERIFY_WITH_TIMEOUT(!over.isEmpty(), 120000);
            // The server deals from a seed of its own: now and then a score
            // falls below 0 first and the game ends by the ruleset
            // (docs/rulesets/riichi.md "Game", bust) before the hand limit
            // or the quit would end it.
            bool bust = false;
            for (const auto& sc : over.value(QStringLiteral("scores")).toArray())
                if (sc.toDouble() < 0) bust = true;
            if (bust) {
                QCOMPARE(over.value(QStringLiteral("reason")).toString(), QStringLiteral("ruleset"));
            } else if (botOnQuit) {
                QCOMPARE(leftReason, QStringLiteral("quit"));
                QCOMPARE(over.value(QStringLiteral("reason")).toString(), QStringLiteral("hand_limit"));
                const QJsonObject seat3 = bots[0]->client().tableInfo().value(QStringLiteral("seats")).toArray().at(3).toObject();
                QCOMPARE(seat3.value(QStringLiteral("kind")).toString(), QStringLiteral("bot"));
                QVERIFY(bots[0]->client().tableInfo().value(QStringLiteral("hand")).toInt() >= 2);
            } else {
                QCOMPARE(over.value(QStringLiteral("reason")).toString(), QStringLiteral("quit"));
                QCOMPARE(bots[0]->client().tableInfo().value(QStringLiteral("hand")).toInt(), 1);
            }
        }
    }

    // 上海 (docs/rulesets/shanghai.md "Table and flow"): a player short of
    // 50 x 底分 is named at the hand's end and the game ends.
    void shanghaiMinimum() {
        ServerProc srv;
        srv.dataDir = tmp_.filePath(QStringLiteral("minimum"));
        QVERIFY(srv.start({}));
        quetai::net::TableSpec spec;
        spec.ruleset = QStringLiteral("shanghai");
        spec.options = QJsonObject{{"base", 2}, {"start_score", 50}};
        spec.discardSeconds = 0;
        spec.claimSeconds = 0;
        std::vector<std::unique_ptr<BotClient>> bots;
        QJsonObject lastEnd, over;
        QVERIFY(seatFour(srv, spec, bots, 70));
        QObject::connect(&bots[1]->client(), &Client::handEnded, [&](const QJsonObject& o) { lastEnd = o; });
        QObject::connect(&bots[1]->client(), &Client::gameOver, [&](const QJsonObject& o) { over = o; });
        QTRY_VERIFY_WITH_TIMEOUT(!over.isEmpty(), 120000);
        QCOMPARE(over.value(QStringLiteral("reason")).toString(), QStringLiteral("below_minimum"));
        const QJsonArray below = lastEnd.value(QStringLiteral("below_minimum")).toArray();
        QVERIFY(!below.isEmpty());
        const QJsonArray scores = lastEnd.value(QStringLiteral("scores")).toArray();
        for (int s = 0; s < 4; ++s)
            QCOMPARE(below.contains(s), scores.at(s).toInteger() < 50 * 2);
    }

    // Turn timers: a person who does not answer gets the safe defaults
    // (pass a claim, discard the drawn tile), and the view shows the clock.
    void turnTimers() {
        ServerProc srv;
        QVERIFY(srv.start({}));
        Client a;
        a.connectTo(srv.url(), QStringLiteral("Sleepy"));
        QTRY_VERIFY_WITH_TIMEOUT(a.state() == Client::State::Connected, 10000);
        quetai::net::TableSpec spec;
        spec.ruleset = QStringLiteral("yuque");
        spec.discardSeconds = 5;
        spec.claimSeconds = 3;
        a.createTable(spec);
        QTRY_VERIFY_WITH_TIMEOUT(a.table() >= 0, 5000);
        for (int s = 1; s < 4; ++s) a.fillWithBot(s, QStringLiteral("simple"));
        QTest::qWait(100);
        QJsonObject sawTimer;
        QObject::connect(&a, &Client::viewChanged, [&] {
            if (a.ask() >= 0 && !a.timer().isEmpty()) sawTimer = a.timer();
        });
        a.start();
        // Its first discard is made for it: the tile it drew.
        QTRY_VERIFY_WITH_TIMEOUT(a.hasView() && !a.view().pub.seats[std::size_t(a.view().seat)].river.empty(), 30000);
        const auto& river = a.view().pub.seats[std::size_t(a.view().seat)].river;
        QVERIFY(river.front().tsumogiri);
        QVERIFY(!sawTimer.isEmpty());
        QVERIFY(sawTimer.value(QStringLiteral("seats")).toArray().contains(a.view().seat));
        const QString kind = sawTimer.value(QStringLiteral("kind")).toString();
        QVERIFY(kind == QStringLiteral("discard") || kind == QStringLiteral("claim"));
        QCOMPARE(sawTimer.value(QStringLiteral("seconds")).toInt(), kind == QStringLiteral("discard") ? 5 : 3);
        QVERIFY(sawTimer.value(QStringLiteral("left_ms")).toInt() <= 5000);
    }

    // TLS: a self-signed certificate made here, a game played over wss.
    void tlsGame() {
        const QString openssl = QStandardPaths::findExecutable(QStringLiteral("openssl"));
        if (openssl.isEmpty()) QSKIP("openssl is not installed (scripts/packages.txt lists it for the tests)");
        const QString cert = tmp_.filePath(QStringLiteral("cert.pem")), key = tmp_.filePath(QStringLiteral("key.pem"));
        QProcess p;
        p.start(openssl, {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"), QStringLiteral("rsa:2048"),
                          QStringLiteral("-nodes"), QStringLiteral("-keyout"), key, QStringLiteral("-out"), cert,
                          QStringLiteral("-days"), QStringLiteral("1"), QStringLiteral("-subj"), QStringLiteral("/CN=127.0.0.1")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        ServerProc srv;
        srv.dataDir = tmp_.filePath(QStringLiteral("tls"));
        QVERIFY(srv.start({QStringLiteral("--tls-cert"), cert, QStringLiteral("--tls-key"), key}));
        const std::array<QString, 4> levels{QStringLiteral("simple"), QStringLiteral("simple"), QStringLiteral("simple"),
                                            QStringLiteral("simple")};
        const std::array<std::uint64_t, 4> seeds{1, 2, 3, 4};
        Played pl;
        QVERIFY(playGame(srv, QStringLiteral("lingque"), levels, seeds, 1, pl, true));
        std::vector<std::unique_ptr<qe::ai::Bot>> keep;
        auto local = playLocal(pl.gameFile, levels, seeds, 1, keep);
        json localScores = json::array();
        for (const auto& s : local->pub().seats) localScores.push_back(s.score);
        QCOMPARE(QString::fromStdString(pl.finalScores.dump()), QString::fromStdString(localScores.dump()));
        // A plain ws:// client gets nowhere with a wss:// server.
        Client plain;
        plain.setAutoReconnect(false);
        plain.connectTo(srv.url(false), QStringLiteral("plain"));
        QTest::qWait(1000);
        QVERIFY(plain.state() != Client::State::Connected);
    }
};

QTEST_GUILESS_MAIN(TestNet)
#include "test_net.moc"
