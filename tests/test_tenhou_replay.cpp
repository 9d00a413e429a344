// tenhou.net/6 logs (docs/rulesets/riichi.md "Logs"): games played by bots
// are exported, read back by the importer onto our table hand by hand, and
// must end at the same scores with every hand's payments agreeing; the
// format's tiles and calls; bad logs get errors naming the field.
#include <QtTest>

#include <nlohmann/json.hpp>
#include <set>

#include "bot.h"
#include "core/registry.h"
#include "core/table.h"
#include "rulesets/riichi/tenhou6.h"

using namespace qe;
using nlohmann::json;

namespace {

// A whole riichi game by four bots; the leading all-last dealer's stop is
// taken as the bots take it.
std::unique_ptr<Table> botGame(std::uint64_t seed, const std::array<std::string, 4>& levels, Options opts = {}) {
    auto t = std::make_unique<Table>(makeRuleset("riichi"), opts, seed);
    t->setCheckInvariants(true);
    std::array<std::unique_ptr<ai::Bot>, 4> bots;
    for (int s = 0; s < 4; ++s) bots[std::size_t(s)] = ai::makeBot(levels[std::size_t(s)], seed * 8 + std::uint64_t(s));
    while (t->phase() != Phase::GameOver) {
        if (t->phase() == Phase::HandOver) {
            const int stopper = t->ruleset().mayEndGame(*t);
            t->apply(stopper >= 0 ? Action{ActionType::EndGame, std::int8_t(stopper)} : Action{ActionType::NextHand, -1});
            continue;
        }
        if (t->applyForced()) continue;
        const int s = t->seatsToAct().front();
        t->apply(bots[std::size_t(s)]->choose(t->view(s)));
    }
    return t;
}

struct Tally {
    int hands = 0, riichi = 0, chi = 0, pon = 0, openKan = 0, addedKan = 0, closedKan = 0, ron = 0, tsumo = 0, draws = 0;
};

void count(const json& log, Tally& c) {
    for (const json& k : log["log"]) {
        ++c.hands;
        for (int p = 0; p < 4; ++p) {
            for (const json& e : k[std::size_t(5 + 3 * p)])
                if (e.is_string()) {
                    const std::string s = e.get<std::string>();
                    c.chi += s.find('c') != std::string::npos;
                    c.pon += s.find('p') != std::string::npos;
                    c.openKan += s.find('m') != std::string::npos;
                }
            for (const json& e : k[std::size_t(6 + 3 * p)])
                if (e.is_string()) {
                    const std::string s = e.get<std::string>();
                    c.riichi += s[0] == 'r';
                    c.addedKan += s.find('k') != std::string::npos;
                    c.closedKan += s.find('a') != std::string::npos;
                }
        }
        const json& r = k[16];
        if (r[0] == "和了") {
            for (std::size_t i = 2; i < r.size(); i += 2) (r[i][0] == r[i][1] ? c.tsumo : c.ron)++;
        } else {
            ++c.draws;
        }
    }
}

// The log of a bot game, its field `f` of hand `k` replaced.
json withField(json log, std::size_t k, std::size_t f, json v) {
    log["log"][k][f] = std::move(v);
    return log;
}

QString importError(const std::string& text) {
    try {
        tenhou6::importLog(text);
    } catch (const std::invalid_argument& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

}  // namespace

class TestTenhouReplay : public QObject {
    Q_OBJECT
private slots:
    void tileNumbers() {
        QCOMPARE(tenhou6::tileCode(parseTile("1m")), 11);
        QCOMPARE(tenhou6::tileCode(parseTile("9p")), 29);
        QCOMPARE(tenhou6::tileCode(parseTile("5s")), 35);
        QCOMPARE(tenhou6::tileCode(parseTile("1z")), 41);
        QCOMPARE(tenhou6::tileCode(parseTile("7z")), 47);
        QCOMPARE(tenhou6::tileCode(parseTile("0m")), 51);
        QCOMPARE(tenhou6::tileCode(parseTile("0p")), 52);
        QCOMPARE(tenhou6::tileCode(parseTile("0s")), 53);
        for (int k = 0; k < kNumKinds; ++k) {
            const Tile t{Kind(k), false};
            QCOMPARE(tenhou6::tileFromCode(tenhou6::tileCode(t)), t);
        }
        for (int bad : {0, 10, 20, 40, 48, 50, 54, 60, 99})
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, tenhou6::tileFromCode(bad));
    }

    // The acceptance: several whole games by bots (riichi, calls, kongs,
    // ron, tsumo, draws), each exported and read back to the same final
    // scores, with no hand whose start or payments differ from the log's.
    void exportedGamesReplayToTheSameScores() {
        Tally c;
        const std::array<std::string, 4> mixes[] = {{"simple", "simple", "simple", "simple"},
                                                    {"standard", "simple", "standard", "simple"},
                                                    {"beginner", "standard", "simple", "beginner"}};
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            const auto t = botGame(seed, mixes[seed % 3]);
            const std::string log = tenhou6::exportTable(*t);
            QCOMPARE(tenhou6::exportGame(t->toJson()), log);  // from the save, the same log
            const json j = json::parse(log);
            QCOMPARE(j["name"].size(), std::size_t(4));
            QVERIFY(j["rule"]["disp"].get<std::string>().find("南") != std::string::npos);
            count(j, c);
            const auto r = tenhou6::importLog(log);
            if (!r.mismatches.empty()) QFAIL(r.mismatches.front().c_str());
            QCOMPARE(r.hands, int(j["log"].size()));
            QCOMPARE(r.hands, t->pub().handNumber);
            QCOMPARE(int(r.table->phase()), int(Phase::GameOver));
            // The log is in seat order from the first dealer; ours by seat.
            const int fd = t->pub().firstDealer;
            for (int i = 0; i < 4; ++i)
                QCOMPARE(r.scores[std::size_t(i)], t->pub().seats[std::size_t((i + fd) % 4)].score);
            for (int i = 0; i < 4; ++i)
                QCOMPARE(j["name"][std::size_t(i)].get<std::string>(), t->pub().seats[std::size_t((i + fd) % 4)].name);
            // Every hand starts from the scores the one before ended with.
            for (std::size_t k = 1; k < j["log"].size(); ++k) {
                long long sum = 0;
                for (int i = 0; i < 4; ++i) sum += j["log"][k][1][std::size_t(i)].get<long long>();
                QCOMPARE(sum + 1000 * j["log"][k][0][2].get<long long>(), 100000LL);
            }
        }
        qInfo("%d hands: %d riichi, %d chi, %d pon, %d open / %d added / %d concealed kongs, %d ron, %d tsumo, %d draws",
              c.hands, c.riichi, c.chi, c.pon, c.openKan, c.addedKan, c.closedKan, c.ron, c.tsumo, c.draws);
        QVERIFY(c.hands >= 40);
        QVERIFY(c.riichi > 0);
        QVERIFY(c.chi > 0);
        QVERIFY(c.pon > 0);
        QVERIFY(c.ron > 0);
        QVERIFY(c.tsumo > 0);
        QVERIFY(c.draws > 0);
        QVERIFY(c.openKan + c.addedKan + c.closedKan > 0);
    }

    // An East-only game without red fives: the rule line carries both.
    void optionsTravelWithTheLog() {
        Options o;
        o.set("length", 0);
        o.set("aka", 0);
        const auto t = botGame(11, {"simple", "simple", "simple", "simple"}, o);
        json j = json::parse(tenhou6::exportTable(*t));
        QCOMPARE(j["rule"]["aka"].get<int>(), 0);
        QVERIFY(j["rule"]["disp"].get<std::string>().find("東") != std::string::npos);
        for (const json& k : j["log"])
            for (int p = 0; p < 4; ++p)
                for (const json& x : k[std::size_t(4 + 3 * p)]) QVERIFY(x.get<int>() < 50);
        const auto r = tenhou6::importLog(j.dump());
        QVERIFY(r.mismatches.empty());
        QCOMPARE(r.table->options().get("length"), 0LL);
        // A log from elsewhere has only the rule line: 東, aka 0 read from it.
        j["rule"].erase("quetai");
        const auto r2 = tenhou6::importLog(j.dump());
        QCOMPARE(r2.table->options().get("length"), 0LL);
        QCOMPARE(r2.table->options().get("aka"), 0LL);
        QCOMPARE(r2.scores, r.scores);
    }

    // The format's calls: the marker stands where the claimed tile lies
    // (before the tiles: from the left; after the first: opposite; last:
    // from the right), 0 follows an open kong in the discards, an added
    // kong is its pon with k and the added tile.
    void callStrings() {
        int checked = 0;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const auto t = botGame(seed, {"simple", "standard", "simple", "standard"});
            const json j = json::parse(tenhou6::exportTable(*t));
            for (const json& k : j["log"])
                for (int p = 0; p < 4; ++p) {
                    const json& draws = k[std::size_t(5 + 3 * p)];
                    const json& discards = k[std::size_t(6 + 3 * p)];
                    int opens = 0, zeros = 0;
                    for (const json& e : draws)
                        if (e.is_string()) {
                            const std::string s = e.get<std::string>();
                            ++checked;
                            if (s[0] == 'c') QCOMPARE(s.size(), std::size_t(7));
                            const auto m = s.find_first_of("pm");
                            if (m != std::string::npos) {
                                QVERIFY(m == 0 || m == 2 || m == 4 || m == 6);
                                QCOMPARE(s.size(), std::size_t(s[m] == 'p' ? 7 : 9));
                                opens += s[m] == 'm';
                            }
                        }
                    for (const json& e : discards) zeros += e.is_number() && e.get<int>() == 0;
                    QCOMPARE(zeros, opens);
                }
        }
        QVERIFY(checked > 0);
    }

    // A log written by hand from the format's description, not by our
    // exporter: a chi from the left, a pon from the player opposite, a
    // riichi on the drawn tile (r60), tsumogiri (60), ron. Player 3's
    // riichi pinfu 30 fu 2 han ron: 2000 from player 0 plus its own stick.
    void handWrittenLog() {
        const char* text = R"J({"title":["",""],"name":["P0","P1","P2","P3"],"rule":{"disp":"般南喰赤","aka":1},
          "log":[[[0,0,0],[25000,25000,25000,25000],[41],[43],
            [11,14,17,22,25,28,33,36,39,42,44,46,47],[29,12,34],[11,47,60],
            [12,13,19,24,25,26,37,38,39,41,43,45,47],["c111213"],[19],
            [12,15,18,21,24,27,33,36,39,41,43,47,47],[21,"47p4747"],[60,41],
            [11,12,13,24,25,26,37,38,39,32,33,35,35],[19,28],["r60",60],
            ["和了",[-2000,0,0,3000],[3,0,3,"30符2飜2000点","立直(1飜)","平和(1飜)"]]]]})J";
        const auto r = tenhou6::importLog(text);
        if (!r.mismatches.empty()) QFAIL(r.mismatches.front().c_str());
        QCOMPARE(r.hands, 1);
        QCOMPARE(r.scores, (std::array<long long, 4>{23000, 25000, 25000, 27000}));
        const PublicState& p = r.table->pub();
        QCOMPARE(p.seats[0].name, std::string("P0"));
        QCOMPARE(int(p.seats[1].melds.size()), 1);
        QCOMPARE(int(p.seats[1].melds[0].meld.type), int(MeldType::Chi));
        QCOMPARE(p.seats[2].melds.at(0).fromSeat, std::int8_t(0));
        QCOMPARE(p.seats[2].melds[0].meld.from, std::uint8_t(2));  // opposite
        const WinRecord& w = p.outcome.wins.at(0);
        QCOMPARE(w.seat, 3);
        QCOMPARE(w.from, 0);
        QCOMPARE(w.score.field("han"), 2LL);
        QCOMPARE(w.score.field("fu"), 30LL);
        QVERIFY(p.seats[3].river.at(0).tsumogiri && p.seats[3].river[0].declare == 1);
        // The same log with the pon's marker moved to the left player's place
        // names a claim from player 1, who never threw 7z: the turns no longer
        // lead through the log, an error naming where they stop.
        std::string moved = text;
        moved.replace(moved.find("\"47p4747\""), 9, "\"p474747\"");
        const QString e = importError(moved);
        QVERIFY2(e.contains("log[0][") && e.contains("never reached"), qPrintable(e));
    }

    void badLogs() {
        const auto t = botGame(3, {"simple", "simple", "simple", "simple"});
        const json j = json::parse(tenhou6::exportTable(*t));
        QVERIFY(importError("{not json").contains("not JSON"));
        QVERIFY(importError("[]").contains("object"));
        QVERIFY(importError("{\"log\": []}").contains("log"));
        // A tile number that is no tile, named by hand, field and entry.
        const QString e1 = importError(withField(j, 0, 4, json::array({11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 99})).dump());
        QVERIFY2(e1.contains("log[0][4]") && e1.contains("99"), qPrintable(e1));
        // A hand of 12 tiles.
        const QString e2 = importError(withField(j, 0, 7, json::array({11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23})).dump());
        QVERIFY2(e2.contains("log[0][7]") && e2.contains("13"), qPrintable(e2));
        // A fifth copy of a tile.
        json five = j;
        five["log"][0][4] = json::array({11, 11, 11, 11, 11, 12, 13, 14, 15, 16, 17, 18, 19});
        const QString e3 = importError(five.dump());
        QVERIFY2(e3.contains("no 1m left"), qPrintable(e3));
        // A result that is not a list.
        const QString e4 = importError(withField(j, 0, 16, json(3)).dump());
        QVERIFY2(e4.contains("log[0][16]"), qPrintable(e4));
        // A call string with no marker.
        json call = j;
        call["log"][0][6][0] = "414141";
        const QString e5 = importError(call.dump());
        QVERIFY2(e5.contains("log[0][6]") && e5.contains("414141"), qPrintable(e5));
        // A discard the player does not hold: the move is refused, named.
        json wrong = j;
        const int dealer = j["log"][0][0][0].get<int>() % 4;
        std::set<int> held;
        for (const json& x : j["log"][0][std::size_t(4 + 3 * dealer)]) held.insert(x.get<int>());
        held.insert(j["log"][0][std::size_t(5 + 3 * dealer)][0].get<int>());
        int absent = 11;
        while (held.count(absent) || absent % 10 == 0) ++absent;
        wrong["log"][0][std::size_t(6 + 3 * dealer)][0] = absent;
        const QString e6 = importError(wrong.dump());
        QVERIFY2(e6.contains(QString("log[0][%1]").arg(6 + 3 * dealer)) && e6.contains("not legal"), qPrintable(e6));
        // Unknown options in our own rule block are named.
        json opt = j;
        opt["rule"]["quetai"]["options"]["nonsense"] = 1;
        QVERIFY2(importError(opt.dump()).contains("nonsense"), qPrintable(importError(opt.dump())));
    }
};

QTEST_GUILESS_MAIN(TestTenhouReplay)
#include "test_tenhou_replay.moc"
