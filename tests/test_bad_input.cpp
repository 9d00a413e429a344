// Bad input found by the fuzz targets (tests/fuzz/README.md): each gets a
// clear error naming the field, never an exception of another kind (which
// ends the program) and never a silently wrapped value.
#include <QtTest>
#include <stdexcept>
#include <string>

#include "core/registry.h"
#include "core/score.h"
#include "core/table.h"

using namespace qe;

namespace {

// The error parse() throws: std::invalid_argument only, with the needle in it.
template <class F>
void expectError(F parse, const char* needle) {
    try {
        parse();
        QFAIL(qPrintable(QString("accepted; expected an error about ") + needle));
    } catch (const std::invalid_argument& e) {
        QVERIFY2(std::string(e.what()).find(needle) != std::string::npos, e.what());
    }
}

const std::string kHand = R"("hand":"123m456p789s11122z","win_tile":"2z")";

std::string save(const std::string& actions) {
    return R"({"format":"quetai-game-1","ruleset":"test","seed":1,"actions":[)" + actions + "]}";
}

// The first action of the test ruleset's game with seed 1 (the dealer's
// draw) and its seat: which seat deals first is the table's business.
std::string firstAction() {
    Table t(makeRuleset("test"), Options{}, 1);
    return Table::actionToJson(t.legalActions(t.seatsToAct().front()).front());
}
std::string firstSeat() {
    Table t(makeRuleset("test"), Options{}, 1);
    return std::to_string(t.seatsToAct().front());
}

}  // namespace

class TestBadInput : public QObject {
    Q_OBJECT

private slots:
    // Every playable ruleset checks a hand description through the fan
    // kit's checkHand (core/fankit.h): the same broken hands get an error
    // that names the field first, from score() and from the bots' value().
    void everyScorerNamesTheField() {
        // Built past the JSON checks (parseHandDesc refuses some of these itself).
        struct Bad {
            const char* what;
            const char* field;
            void (*spoil)(HandDesc&);
        };
        const Bad bad[] = {
            {"13 tiles", "'hand'", [](HandDesc& h) { h.hand.erase(h.hand.begin()); }},
            {"five of a kind", "'hand'",
             [](HandDesc& h) {
                 h.hand = parseTiles("11111m456p789s22z");
                 h.winTile = parseTile("1m");
             }},
            {"a flower in the hand", "'hand'", [](HandDesc& h) { h.hand.back() = parseTile("1f"); }},
            {"win tile not in the hand", "'win_tile'", [](HandDesc& h) { h.winTile = parseTile("9p"); }},
            {"unknown word", "'situation'", [](HandDesc& h) { h.situation = {"nonsense"}; }},
            {"word twice", "'situation'", [](HandDesc& h) { h.situation = {"houtei", "houtei"}; }},
            {"seat wind", "'seat_wind'", [](HandDesc& h) { h.seatWind = 7; }},
        };
        for (const std::string& id : rulesetIds()) {
            if (id == "test") continue;
            const auto rs = makeRuleset(id);
            for (const Bad& b : bad) {
                HandDesc h = parseHandDesc("{" + kHand + "}");
                h.ruleset = id;
                b.spoil(h);
                for (const ScoreResult& r : {rs->score(h), rs->value(h)}) {
                    const std::string where = id + " " + b.what + " -> " + r.error;
                    QVERIFY2(!r.ok, where.c_str());
                    QVERIFY2(r.error.rfind(b.field, 0) == 0, where.c_str());
                }
            }
        }
    }

    // Fields of the wrong JSON type made nlohmann's type_error escape.
    void handDescWrongTypes() {
        expectError([] { parseHandDesc(R"({"ruleset":false,)" + kHand + "}"); }, "'ruleset'");
        expectError([] { parseHandDesc(R"({"ruleset":["riichi"],)" + kHand + "}"); }, "'ruleset'");
        expectError(
            [] { parseHandDesc(R"({"hand":"123m456p789s22z","melds":[{"type":3,"tiles":"111z"}],"win_tile":"2z"})"); },
            "melds[0].type");
        // Absent and null still mean "no ruleset given".
        QCOMPARE(parseHandDesc("{" + kHand + "}").ruleset, std::string());
        QCOMPARE(parseHandDesc(R"({"ruleset":null,)" + kHand + "}").ruleset, std::string());
        QCOMPARE(parseHandDesc(R"({"ruleset":"yuque",)" + kHand + "}").ruleset, std::string("yuque"));
    }
    // Whole numbers past int were narrowed first: 2^32+1 became a valid 1.
    void handDescNumbersAreNotWrapped() {
        expectError([] { parseHandDesc("{" + kHand + R"(,"seat_wind":4294967297})"); }, "'seat_wind'");
        expectError([] { parseHandDesc("{" + kHand + R"(,"honba":4294967297})"); }, "'honba'");
        expectError(
            [] {
                parseHandDesc(
                    R"({"hand":"123m456p789s22z","melds":[{"type":"pon","tiles":"111z","from":4294967297}],"win_tile":"2z"})");
            },
            "melds[0].from");
        QCOMPARE(parseHandDesc("{" + kHand + R"(,"seat_wind":4})").seatWind, 3);
        QCOMPARE(parseHandDesc("{" + kHand + R"(,"honba":7})").honba, 7);
    }
    void saveWrongTypes() {
        expectError([] { Table::fromJson(R"({"format":5,"ruleset":"test","seed":1,"actions":[]})"); },
                    "not a Quetai save");
        expectError([] { Table::fromJson(R"({"format":"quetai-game-1","ruleset":7,"seed":1,"actions":[]})"); },
                    "'ruleset'");
        expectError([] { Table::fromJson(save(R"({"type":1,"seat":0})")); }, "action 'type'");
    }
    // A seat or tile id out of range was narrowed into another action (seat
    // 256 became seat 0) and could replay as a different game.
    void saveActionFieldsInRange() {
        expectError([] { Table::fromJson(save(R"({"type":"draw","seat":256})")); }, "action 'seat'");
        expectError([] { Table::fromJson(save(R"({"type":"draw","seat":"0"})")); }, "action 'seat'");
        const std::string first = firstAction(), seat = firstSeat();
        expectError([&] { Table::fromJson(save(first + R"(,{"type":"discard","seat":)" + seat + R"(,"tile":300})")); },
                    "action 'tile'");
        expectError([&] { Table::fromJson(save(first + R"(,{"type":"chi","seat":1,"tile":1,"with":[2,999]})")); },
                    "'with'");
        expectError([&] { Table::fromJson(save(R"({"type":"draw","seat":)" + seat + R"(,"code":-1})")); },
                    "action 'code'");
        // In range, the same actions load.
        const auto t = Table::fromJson(save(first));
        QCOMPARE(int(t->log().size()), 1);
    }
};

QTEST_APPLESS_MAIN(TestBadInput)
#include "test_bad_input.moc"
