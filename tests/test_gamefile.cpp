// Game files (engine/core/gamefile.h, docs/game-files.md): what is written
// reads back to the same game; an empty, truncated, non-JSON, newer-version
// file or one with a bad field or a log that does not replay is classified
// with a message naming what is wrong, never a crash; take-back's rewind
// (Session::rewound) is the same game as its log's prefix.
#include <QTemporaryDir>
#include <QtTest>
#include <memory>
#include <string>

#include "bot.h"
#include "core/gamefile.h"
#include "core/registry.h"
#include "core/session.h"
#include "core/table.h"

using namespace qe;

namespace {

// A riichi game a few dozen actions into its first hand.
std::unique_ptr<Table> playedTable(std::uint64_t seed, int actions) {
    auto t = std::make_unique<Table>(makeRuleset("riichi"), Options{}, seed,
                                     std::array<std::string, 4>{"Ann", "Bot B", "Bot C", "Bot D"});
    std::array<std::unique_ptr<ai::Bot>, 4> bots;
    for (int s = 0; s < 4; ++s) bots[std::size_t(s)] = ai::makeBot("simple", seed + std::uint64_t(s));
    while (int(t->log().size()) < actions && t->phase() != Phase::HandOver && t->phase() != Phase::GameOver) {
        if (t->applyForced()) continue;
        const int s = t->seatsToAct().front();
        t->apply(bots[std::size_t(s)]->choose(t->view(s)));
    }
    return t;
}

GameFile sampleFile() {
    GameFile f;
    f.game = playedTable(5, 40)->toJson();
    f.seats = {GameSeat{true, "Ann", ""}, GameSeat{false, "Bot B", "simple"}, GameSeat{false, "Bot C", "standard"},
               GameSeat{false, "Bot D", "strong"}};
    f.handLimit = 4;
    f.practice = true;
    f.saved = "2026-11-25T10:00:00Z";
    return f;
}

}  // namespace

class TestGameFile : public QObject {
    Q_OBJECT

private slots:
    void roundTrip() {
        const GameFile f = sampleFile();
        const std::string text = writeGameFile(f);
        const GameFileRead r = readGameFile(text);
        QCOMPARE(int(r.problem), int(GameFileProblem::None));
        QVERIFY(r.table);
        QCOMPARE(r.version, GameFile::kVersion);
        QCOMPARE(r.table->toJson(), f.game);
        QCOMPARE(r.file.seats[2].level, std::string("standard"));
        QVERIFY(r.file.seats[0].human);
        QVERIFY(!r.file.seats[1].human);
        QCOMPARE(r.file.handLimit, 4);
        QVERIFY(r.file.practice);
        QCOMPARE(writeGameFile(r.file), text);
    }

    void bareTableSaveAndFirstFormatRead() {
        // A table's own save (what a replay may be given) and the first
        // game files, without a version, still read.
        const GameFile f = sampleFile();
        const GameFileRead bare = readGameFile(f.game);
        QCOMPARE(int(bare.problem), int(GameFileProblem::None));
        QCOMPARE(bare.file.seats[0].name, std::string("Ann"));
        const std::string legacy = "{\"format\":\"quetai-session-1\",\"game\":" + f.game +
                                   ",\"seats\":[{\"human\":true,\"name\":\"Ann\",\"level\":\"\"},{},{},{}],\"handLimit\":0}";
        const GameFileRead old = readGameFile(legacy);
        QVERIFY2(old.problem == GameFileProblem::None, old.message.c_str());
        QCOMPARE(old.version, 1);
        QVERIFY(!old.file.practice);
        QCOMPARE(old.table->toJson(), f.game);
    }

    void truncatedAtEveryLength() {
        // Whatever length a cut-short write leaves, the reader says so.
        const std::string text = writeGameFile(sampleFile());
        int checked = 0;
        for (std::size_t n = 1; n < text.size(); n += 7) {
            const GameFileRead r = readGameFile(text.substr(0, n));
            QVERIFY2(r.problem == GameFileProblem::Truncated,
                     (std::to_string(n) + ": " + gameFileProblemName(r.problem) + " " + r.message).c_str());
            QVERIFY(!r.table);
            QVERIFY(r.message.find("ends after " + std::to_string(n) + " bytes") != std::string::npos);
            ++checked;
        }
        QVERIFY(checked > 20);
    }

    void problemsNamed_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("problem");
        QTest::addColumn<QString>("mentions");
        const std::string good = writeGameFile(sampleFile());
        auto with = [&](const std::string& from, const std::string& to) {
            std::string s = good;
            const auto at = s.find(from);
            if (at != std::string::npos) s.replace(at, from.size(), to);
            return QByteArray::fromStdString(s);
        };
        QTest::newRow("empty") << QByteArray() << int(GameFileProblem::Empty) << "empty";
        QTest::newRow("blank") << QByteArray(" \n\t ") << int(GameFileProblem::Empty) << "empty";
        QTest::newRow("garbage") << QByteArray("\x01\x02garbage{") << int(GameFileProblem::NotJson) << "not JSON";
        QTest::newRow("corrupt byte") << with("\"game\":{", "\"game\":{]") << int(GameFileProblem::NotJson)
                                      << "not JSON";
        QTest::newRow("other json") << QByteArray("[1,2,3]") << int(GameFileProblem::NotGameFile) << "format";
        QTest::newRow("other format") << with("quetai-save", "chess-game") << int(GameFileProblem::NotGameFile)
                                      << "chess-game";
        QTest::newRow("future version") << with("\"version\":2", "\"version\":3") << int(GameFileProblem::NewerVersion)
                                        << "version 3";
        QTest::newRow("version type") << with("\"version\":2", "\"version\":\"2\"") << int(GameFileProblem::BadField)
                                      << "'version'";
        QTest::newRow("seats") << with("\"seats\":[", "\"seats\":[{},") << int(GameFileProblem::BadField) << "'seats'";
        QTest::newRow("seat name") << with("\"name\":\"Bot C\"", "\"name\":7") << int(GameFileProblem::BadField)
                                   << "seats[2].name";
        QTest::newRow("practice") << with("\"practice\":true", "\"practice\":1") << int(GameFileProblem::BadField)
                                  << "'practice'";
        QTest::newRow("hand limit") << with("\"handLimit\":4", "\"handLimit\":-1") << int(GameFileProblem::BadField)
                                    << "'handLimit'";
        QTest::newRow("no game") << with("\"game\":", "\"gone\":") << int(GameFileProblem::BadField) << "'game'";
        QTest::newRow("bad log") << with("{\"seat\":", "{\"seat\":9,\"x\":") << int(GameFileProblem::BadLog)
                                 << "does not replay";
    }

    void problemsNamed() {
        QFETCH(QByteArray, bytes);
        QFETCH(int, problem);
        QFETCH(QString, mentions);
        const GameFileRead r = readGameFile(bytes.toStdString());
        QVERIFY2(int(r.problem) == problem, (std::string(gameFileProblemName(r.problem)) + ": " + r.message).c_str());
        QVERIFY(!r.table);
        QVERIFY2(QString::fromStdString(r.message).contains(mentions), r.message.c_str());
    }

    // readGameFileAt, the command line's reader: a file read by its path
    // reads as its bytes do, and a bad one's message starts with the path
    // (docs/game-files.md "What a bad file gets").
    void readByPath() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const GameFile f = sampleFile();
        const std::string good = dir.filePath("good.json").toStdString();
        const std::string bytes = writeGameFile(f);
        {
            QFile out(QString::fromStdString(good));
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(bytes.data(), qint64(bytes.size()));
        }
        const GameFileRead r = readGameFileAt(good);
        QVERIFY2(r.problem == GameFileProblem::None, r.message.c_str());
        QVERIFY(r.message.empty());
        QCOMPARE(r.table->toJson(), readGameFile(bytes).table->toJson());
        QCOMPARE(r.file.seats[3].level, std::string("strong"));
        const std::string cut = dir.filePath("cut.json").toStdString();
        {
            QFile out(QString::fromStdString(cut));
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(bytes.data(), 100);
        }
        const GameFileRead c = readGameFileAt(cut);
        QCOMPARE(int(c.problem), int(GameFileProblem::Truncated));
        QVERIFY2(c.message.rfind(cut + ": the file ends after 100 bytes", 0) == 0, c.message.c_str());
        QVERIFY(!c.table);
        const std::string missing = dir.filePath("missing.json").toStdString();
        const GameFileRead m = readGameFileAt(missing);
        QCOMPARE(int(m.problem), int(GameFileProblem::Unreadable));
        QVERIFY2(m.message == missing + ": the file cannot be opened", m.message.c_str());
        QCOMPARE(std::string(gameFileProblemName(m.problem)), std::string("unreadable"));
        const std::string folder = dir.path().toStdString();
        const GameFileRead d = readGameFileAt(folder);
        QCOMPARE(int(d.problem), int(GameFileProblem::Unreadable));
        QVERIFY2(d.message == folder + ": a folder, not a file", d.message.c_str());
    }

    void rewoundIsTheLogPrefix() {
        // Take-back: the game rebuilt from the first n actions of its log is
        // the game that was at that point (its save is that prefix).
        const std::unique_ptr<Table> t = playedTable(9, 60);
        QVERIFY(t->log().size() >= 40);
        for (std::size_t n : {std::size_t(0), std::size_t(17), std::size_t(40), t->log().size()}) {
            auto s = Session::rewound(*t, n, {}, {});
            QCOMPARE(s->table().log().size(), n);
            Table direct(t->rulesetPtr(), t->options(), t->seed(), std::array<std::string, 4>{"Ann", "Bot B", "Bot C", "Bot D"});
            for (std::size_t i = 0; i < n; ++i) direct.apply(t->log()[i]);
            QCOMPARE(s->table().toJson(), direct.toJson());
        }
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Session::rewound(*t, t->log().size() + 1, {}, {}));
    }
};

QTEST_GUILESS_MAIN(TestGameFile)
#include "test_gamefile.moc"
