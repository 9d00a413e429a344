// Saves, take-back and replays of the Qt table:
// - resumeAfterKill: the real `quetai` process plays with bots offscreen, is
//   killed (SIGKILL) in the middle of a hand, and a fresh `quetai --continue`
//   shows the same game (its state dump and the save's log and public state).
// - corruptFiles: a corrupt, truncated or newer-version current-game.json gets
//   a message on the start screen (which file, what is wrong, where it went),
//   is moved aside with its bytes unchanged, and a new game still starts.
// - takeBack: a practice game undoes the viewer's last discard or call by
//   replaying the log without it; a game that is not practice cannot.
// - replay: a finished game is kept, opened from the start screen and
//   stepped forward and back, action by action and hand by hand, every hand
//   face up, by buttons and keys.
// - replayHandWinds: at the end of a hand the replay still names each seat's
//   wind and each meld's giver as they were in that hand, though the table
//   has already passed the deal on.
// - cliReadsAppFiles: every quetai-cli command that takes a game file
//   (export --format tenhou6 and mjai, replay, review) reads the files the
//   table wrote (current-game.json mid-hand, the finished game kept in
//   games/) and older versions of them (docs/game-files.md "Versions");
//   a bad file gets an error naming the file and the problem.
// - replayTenhou6: a finished riichi game is exported from the replay screen
//   as a tenhou.net/6 log (docs/rulesets/riichi.md "Logs"), the log is opened
//   through the same path field and replays with the original's final
//   scores; a malformed log gets a message naming the field.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "bot.h"
#include "core/gamefile.h"
#include "core/registry.h"
#include "core/table.h"
#include "gamestore.h"
#include "gui_harness.h"
#include "layout.h"
#include "replaycontroller.h"

Q_IMPORT_QML_PLUGIN(QuetaiPlugin)

using namespace guitest;

namespace {

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeBytes(const QString& path, const QByteArray& b) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(b) == b.size();
}

struct Loaded {
    std::unique_ptr<QQmlApplicationEngine> engine;
    QQuickWindow* w = nullptr;
    quetai::GameController* g = nullptr;
};

Loaded loadShown() {
    Loaded l;
    l.engine = loadMain();
    l.w = window(*l.engine);
    if (!l.w) return l;
    l.w->show();
    if (!QTest::qWaitForWindowExposed(l.w)) l.w = nullptr;
    l.g = controller(l.w);
    return l;
}

// A valid game file of a riichi game some way into its first hand.
QByteArray validSave() {
    auto t = std::make_unique<qe::Table>(qe::makeRuleset("riichi"), qe::Options{}, 31);
    auto bot = qe::ai::makeBot("simple", 3);
    while (t->log().size() < 30) {
        if (t->applyForced()) continue;
        const int s = t->seatsToAct().front();
        t->apply(bot->choose(t->view(s)));
    }
    qe::GameFile f;
    f.game = t->toJson();
    for (int s = 0; s < 4; ++s) f.seats[std::size_t(s)] = {s == 0, "P" + std::to_string(s), s == 0 ? "" : "simple"};
    return QByteArray::fromStdString(qe::writeGameFile(f));
}

// The viewer's first plain discard (no declaration) on offer.
qe::TileId plainDiscard(const quetai::GameController& g, bool last = false) {
    qe::TileId out = qe::kNoTile;
    for (const qe::Action& a : g.shownView().legal)
        if (a.type == qe::ActionType::Discard && !a.declare) {
            out = a.tile;
            if (!last) break;
        }
    return out;
}

QStringList asideFiles() {
    return QDir(quetai::store::dataDir()).entryList({QStringLiteral("current-game.corrupt-*.json")}, QDir::Files);
}

void clearData() {
    QDir(quetai::store::dataDir()).removeRecursively();
}

// The faces a hand model shows, sorted (layout order aside).
QStringList facesOf(const quetai::TileListModel* m) {
    QStringList out;
    for (const auto& it : m->items()) out << it.face;
    out.sort();
    return out;
}

QStringList facesOf(const qe::Table& t, int seat) {
    QStringList out;
    const auto& pub = t.pub();
    const bool ended = pub.phase == qe::Phase::HandOver || pub.phase == qe::Phase::GameOver;
    const auto& ids = ended && !pub.outcome.hands[std::size_t(seat)].empty() ? pub.outcome.hands[std::size_t(seat)]
                                                                            : t.priv(seat).hand;
    for (qe::TileId id : ids) out << quetai::layout::faceOf(t.config().wall.set, id);
    out.sort();
    return out;
}

}  // namespace

class TestSaves : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void resumeAfterKill();
    void corruptFiles_data();
    void corruptFiles();
    void corruptFileOnContinue();
    void takeBack();
    void replay();
    void replayHandWinds();
    void replayTenhou6();
    void cliReadsAppFiles();
};

void TestSaves::resumeAfterKill() {
    QTemporaryDir home;
    QVERIFY(home.isValid());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("QT_QUICK_BACKEND"), QStringLiteral("software"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    // AppDataLocation of organisation Quetai, application quetai.
    const QString save = home.filePath(QStringLiteral("data/Quetai/quetai/current-game.json"));

    // An interactive table (offscreen) with four bots at a brisk pace.
    QProcess first;
    first.setProcessEnvironment(env);
    first.start(QStringLiteral(QUETAI_APP_BIN),
                {"--ruleset", "riichi", "--seed", "4242", "--seats", "simple,simple,simple,simple", "--speed", "16"});
    QVERIFY2(first.waitForStarted(10000), qPrintable(first.errorString()));

    // Poll the autosave until the hand is well under way, then kill the
    // process without warning. The deadline only bounds a broken run.
    QElapsedTimer clock;
    clock.start();
    int seenActions = 0;
    bool midHand = false;
    while (!midHand && clock.elapsed() < 120000 && first.state() == QProcess::Running) {
        first.waitForFinished(25);  // returns at once when the process ends
        const qe::GameFileRead r = qe::readGameFile(readAll(save).toStdString());
        if (r.problem != qe::GameFileProblem::None) continue;
        seenActions = int(r.table->log().size());
        midHand = r.table->discardsThisHand() >= 10 && r.table->phase() != qe::Phase::HandOver &&
                  r.table->phase() != qe::Phase::GameOver;
    }
    QVERIFY2(midHand, qPrintable(QStringLiteral("no mid-hand autosave (last: %1 actions; stderr: %2)")
                                     .arg(seenActions)
                                     .arg(QString::fromLocal8Bit(first.readAllStandardError()))));
    first.kill();  // SIGKILL
    QVERIFY(first.waitForFinished(10000));
    QCOMPARE(first.exitStatus(), QProcess::CrashExit);

    // Whatever the moment of the kill, the save on disk is a whole file.
    const QByteArray saved = readAll(save);
    const qe::GameFileRead r = qe::readGameFile(saved.toStdString());
    QVERIFY2(r.problem == qe::GameFileProblem::None, r.message.c_str());
    const qe::Table& t = *r.table;
    QVERIFY(t.phase() != qe::Phase::HandOver && t.phase() != qe::Phase::GameOver);

    // A fresh process continues it: its state as loaded, and a screenshot.
    const QString dump = home.filePath(QStringLiteral("dump.json"));
    const QString shot = home.filePath(QStringLiteral("resumed.png"));
    QProcess second;
    second.setProcessEnvironment(env);
    second.start(QStringLiteral(QUETAI_APP_BIN), {"--continue", "--screenshot", shot, "--dump-state", dump, "--size",
                                                   "1024x640", "--speed", "16"});
    QVERIFY(second.waitForFinished(60000));
    QVERIFY2(second.exitCode() == 0, second.readAllStandardError().constData());
    const QJsonObject d = QJsonDocument::fromJson(readAll(dump)).object();
    const QJsonObject game = d.value("game").toObject();
    QVERIFY(!game.isEmpty());
    // The same game: the same log, hence (determinism) the same state...
    const auto resumed = qe::Table::fromJson(QJsonDocument(game).toJson(QJsonDocument::Compact).toStdString());
    QCOMPARE(resumed->toJson(), t.toJson());
    // ... and the resumed table shows it: its public state as loaded.
    const QJsonObject p = d.value("public").toObject();
    QCOMPARE(p.value("actions").toInt(), int(t.log().size()));
    QCOMPARE(p.value("handNumber").toInt(), t.pub().handNumber);
    QCOMPARE(p.value("dealer").toInt(), t.pub().dealer);
    QCOMPARE(p.value("turn").toInt(), t.pub().turn);
    QCOMPARE(p.value("liveRemaining").toInt(), t.pub().wall.liveRemaining);
    QVERIFY(p.value("phase").toString() != QLatin1String("over"));
    const QJsonArray seats = p.value("seats").toArray();
    QCOMPARE(seats.size(), 4);
    for (int s = 0; s < 4; ++s) {
        const QJsonObject so = seats[s].toObject();
        const qe::PublicSeat& ps = t.pub().seats[std::size_t(s)];
        QCOMPARE(so.value("score").toInteger(), qint64(ps.score));
        QCOMPARE(so.value("concealed").toInt(), ps.concealedCount);
        QCOMPARE(so.value("melds").toInt(), int(ps.melds.size()));
        QJsonArray river;
        for (const auto& dr : ps.river) river.append(int(dr.id));
        QCOMPARE(so.value("river").toArray(), river);
    }
    QJsonArray own;
    for (qe::TileId id : t.priv(p.value("viewer").toInt()).hand) own.append(int(id));
    QCOMPARE(p.value("ownHand").toArray(), own);
    QCOMPARE(QImage(shot).size(), QSize(1024, 640));
    // A screenshot run reads the save and leaves it as it was.
    QCOMPARE(readAll(save), saved);
}

void TestSaves::corruptFiles_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("mentions");
    const QByteArray good = validSave();
    QByteArray future = good;
    future.replace("\"version\":2", "\"version\":99");
    QTest::newRow("corrupt") << QByteArray(good).replace("\"game\":{", "\"game\":{\x07\xff") << "not JSON";
    QTest::newRow("truncated") << good.left(good.size() / 2) << "ends after";
    QTest::newRow("future version") << future << "version 99";
    QTest::newRow("empty") << QByteArray() << "empty";
}

void TestSaves::corruptFiles() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, mentions);
    clearData();
    const QString path = quetai::store::currentPath();
    QVERIFY(writeBytes(path, bytes));
    // The start screen checks the save as it opens.
    Loaded l = loadShown();
    QVERIFY(l.g);
    QVERIFY(!QFile::exists(path));
    const QStringList aside = asideFiles();
    QCOMPARE(aside.size(), 1);
    const QString moved = quetai::store::dataDir() + QLatin1Char('/') + aside.front();
    QCOMPARE(readAll(moved), bytes);  // kept byte for byte
    // The message says which file, what is wrong and where it went.
    QQuickItem* text = visibleItem(l.w, QStringLiteral("saveNoticeText"));
    QVERIFY(text);
    const QString msg = text->property("text").toString();
    QVERIFY2(msg.contains(QDir::toNativeSeparators(path)), qPrintable(msg));
    QVERIFY2(msg.contains(mentions), qPrintable(msg));
    QVERIFY2(msg.contains(QDir::toNativeSeparators(moved)), qPrintable(msg));
    QVERIFY(!visibleItem(l.w, QStringLiteral("continueButton")));
    // The notice covers none of the start screen: the title tiles begin
    // below it, at the smallest and a large window.
    for (const QSize size : {QSize(1024, 700), QSize(1920, 1080)}) {
        l.w->resize(size);
        QTRY_COMPARE(l.w->contentItem()->size().toSize(), size);
        QCoreApplication::processEvents();
        QQuickItem* notice = visibleItem(l.w, QStringLiteral("saveNotice"));
        QVERIFY(notice);
        const qreal noticeBottom = notice->mapToScene(QPointF(0, notice->height())).y();
        const auto tiles = visibleItems(l.w, QStringLiteral("titleTile"));
        QVERIFY(!tiles.isEmpty());
        for (QQuickItem* t : tiles) {
            const qreal top = t->mapToScene(QPointF(0, 0)).y();
            QVERIFY2(top >= noticeBottom, qPrintable(QStringLiteral("%1x%2: a title tile at y %3 under the notice ending at %4")
                                                         .arg(size.width()).arg(size.height()).arg(top).arg(noticeBottom)));
        }
    }
    // The player can still start a new game, and dismiss the message.
    QVERIFY(clickName(l.w, QStringLiteral("saveNoticeClose")));
    QVERIFY(!visibleItem(l.w, QStringLiteral("saveNoticeText")));
    QVERIFY(l.g->newGame({{"ruleset", "riichi"}, {"seed", "3"}}));
    QVERIFY(l.g->active());
    QCOMPARE(asideFiles().size(), 1);
    clearData();
}

void TestSaves::corruptFileOnContinue() {
    // A save that goes bad while the start screen is up: Continue says so,
    // keeps it aside and leaves no game half-started.
    clearData();
    Loaded l = loadShown();
    QVERIFY(l.g);
    const QString path = quetai::store::currentPath();
    const QByteArray good = validSave();
    QVERIFY(writeBytes(path, good));
    QVERIFY(l.g->checkSave());
    QVERIFY(QFile::exists(path));
    const QByteArray bad = good.left(good.size() - 3);
    QVERIFY(writeBytes(path, bad));
    QVERIFY(!l.g->continueGame());
    QVERIFY(!l.g->active());
    QVERIFY(l.g->saveNotice().contains(QStringLiteral("ends after")));
    QCOMPARE(asideFiles().size(), 1);
    QCOMPARE(readAll(quetai::store::dataDir() + QLatin1Char('/') + asideFiles().front()), bad);
    QVERIFY(!QFile::exists(path));
    clearData();
}

void TestSaves::takeBack() {
    clearData();
    Loaded l = loadShown();
    QVERIFY(l.g);
    l.g->setSaveEnabled(true);
    l.g->setSpeed(0);
    // Not a practice game: nothing to take back.
    QVERIFY(l.g->newGame({{"ruleset", "riichi"}, {"seed", "77"}}));
    l.w->setProperty("screen", QStringLiteral("game"));
    QVERIFY(l.g->ownTurn());
    QVERIFY(!l.g->practice());
    QVERIFY(l.g->discardTile(plainDiscard(*l.g)));
    QVERIFY(!l.g->canTakeBack());
    QVERIFY(!l.g->takeBack());
    QVERIFY(!visibleItem(l.w, QStringLiteral("takeBackButton")));

    QVERIFY(l.g->newGame({{"ruleset", "riichi"}, {"seed", "77"}, {"practice", true}}));
    QVERIFY(l.g->practice());
    QVERIFY(visibleItem(l.w, QStringLiteral("practiceLabel")));
    QVERIFY(l.g->ownTurn());
    QVERIFY(!l.g->canTakeBack());  // nothing done yet
    const std::string before = l.g->table()->toJson();
    const std::vector<qe::TileId> handBefore = l.g->shownView().own.hand;
    // Discard; the bots answer at once, up to the viewer's next decision.
    const qe::TileId thrown = plainDiscard(*l.g, true);
    QVERIFY(thrown != qe::kNoTile);
    QVERIFY(l.g->discardTile(thrown));
    QVERIFY(l.g->table()->log().size() > qe::Table::fromJson(before)->log().size() + 1);
    QVERIFY(l.g->canTakeBack());
    // The button takes it back: the same table as before the discard.
    QVERIFY(clickName(l.w, QStringLiteral("takeBackButton")));
    QCOMPARE(l.g->table()->toJson(), before);
    QCOMPARE(l.g->shownView().own.hand, handBefore);
    QVERIFY(l.g->ownTurn());
    QVERIFY(!l.g->canTakeBack());
    // The save holds the shortened log and the practice mark.
    const qe::GameFileRead r = qe::readGameFile(readAll(quetai::store::currentPath()).toStdString());
    QVERIFY2(r.problem == qe::GameFileProblem::None, r.message.c_str());
    QVERIFY(r.file.practice);
    QCOMPARE(r.table->toJson(), before);

    // The key does it too (Backspace), and a call is taken back like a
    // discard: play on (the stand-in decides for the viewer) until the
    // viewer has called, then take back to just before the call.
    QVERIFY(l.g->discardTile(thrown));
    QVERIFY(l.g->canTakeBack());
    QTest::keyClick(l.w, Qt::Key_Backspace);
    QCOMPARE(l.g->table()->toJson(), before);
    bool called = false;
    for (int guard = 0; guard < 400 && !called && !l.g->gameOver(); ++guard) {
        if (l.g->handEnded()) {
            l.g->nextHand();
            continue;
        }
        if (!l.g->awaiting()) break;
        const auto& legal = l.g->shownView().legal;
        int pick = 0;
        for (std::size_t i = 0; i < legal.size(); ++i)
            if (legal[i].type == qe::ActionType::Pon || legal[i].type == qe::ActionType::Chi) {
                pick = int(i);
                called = true;
                break;
            }
        if (!called)
            for (std::size_t i = 0; i < legal.size(); ++i)
                if (legal[i].type == qe::ActionType::Pass || (legal[i].type == qe::ActionType::Discard && !legal[i].declare)) {
                    pick = int(i);
                    break;
                }
        const std::string pre = l.g->table()->toJson();
        QVERIFY(l.g->act(pick));
        if (called) {
            QVERIFY(l.g->canTakeBack());
            QVERIFY(l.g->takeBack());
            QCOMPARE(l.g->table()->toJson(), pre);
            QVERIFY(l.g->claimPhase());
        }
    }
    QVERIFY2(called, "the viewer was never offered a call");
    clearData();
}

void TestSaves::replay() {
    clearData();
    Loaded l = loadShown();
    QVERIFY(l.g);
    l.g->setSaveEnabled(true);
    l.g->setSpeed(0);
    // A two-hand game played out by bots is kept for replays.
    QVERIFY(l.g->newGame({{"ruleset", "riichi"}, {"seed", "12"}, {"handLimit", 2},
                          {"seats", QVariantList{QVariantMap{{"human", false}}, QVariantMap{{"human", false}},
                                                 QVariantMap{{"human", false}}, QVariantMap{{"human", false}}}}}));
    QVERIFY(l.g->runUntil(QStringLiteral("gameover")));
    QVERIFY(l.g->gameOver());
    const std::string full = l.g->table()->toJson();
    l.g->nextHand();  // the final standings: saves the finished game
    QVERIFY(!QFile::exists(quetai::store::currentPath()));
    const QStringList kept = quetai::store::archivedGames();
    QCOMPARE(kept.size(), 1);
    l.g->quitGame();
    l.w->setProperty("screen", QStringLiteral("start"));
    QCoreApplication::processEvents();

    // Start screen → Replays → the kept game.
    QVERIFY(clickName(l.w, QStringLiteral("replaysButton")));
    QVERIFY(visibleItem(l.w, QStringLiteral("replayPicker")));
    QVERIFY(clickName(l.w, QStringLiteral("savedGame")));
    auto* rp = l.w->findChild<quetai::ReplayController*>(QStringLiteral("replay"));
    QVERIFY(rp);
    QVERIFY2(rp->loaded(), qPrintable(rp->error()));
    QCOMPARE(rp->hands(), 2);
    const auto game = qe::Table::fromJson(full);
    QCOMPARE(rp->length(), int(game->log().size()));
    QCOMPARE(rp->position(), 0);

    // What is shown at a position is the game after that many actions.
    auto checkShown = [&]() {
        qe::Table direct(game->rulesetPtr(), game->options(), game->seed());
        for (int i = 0; i < rp->position(); ++i) direct.apply(game->log()[std::size_t(i)]);
        for (int s = 0; s < 4; ++s) {
            const QStringList shown = facesOf(rp->handOf(s));
            QVERIFY(!shown.contains(QString()));  // every hand face up
            QCOMPARE(shown, facesOf(direct, s));
            QCOMPARE(rp->river(s)->items().size(), qsizetype(direct.pub().seats[std::size_t(s)].river.size()));
        }
        // On screen: each seat's hand row shows those faces.
        QCoreApplication::processEvents();
        const QList<QQuickItem*> rows = visibleItems(l.w, QStringLiteral("replayHand"));
        QCOMPARE(rows.size(), 4);
        for (int s = 0; s < 4; ++s) {
            QStringList onScreen;
            std::function<void(QQuickItem*)> walk = [&](QQuickItem* it) {
                if (it->objectName() == QLatin1String("tile")) onScreen << it->property("face").toString();
                for (QQuickItem* c : it->childItems()) walk(c);
            };
            walk(rows[s]);
            onScreen.sort();
            QCOMPARE(onScreen, facesOf(direct, s));
        }
        QQuickItem* pos = visibleItem(l.w, QStringLiteral("replayPosition"));
        QVERIFY(pos);
        QVERIFY2(pos->property("text").toString().contains(QStringLiteral("action %1 of %2").arg(rp->position()).arg(rp->length())),
                 qPrintable(pos->property("text").toString()));
    };
    // Forward by the button: the deal, then the first draws and discards.
    for (int i = 0; i < 12; ++i) QVERIFY(clickName(l.w, QStringLiteral("replayForward")));
    QVERIFY(rp->position() >= 12);
    checkShown();
    const int at = rp->position();
    QVERIFY(!visibleItem(l.w, QStringLiteral("replayAction"))->property("text").toString().isEmpty());
    // Back by the key, forward again: the same place.
    QTest::keyClick(l.w, Qt::Key_Left);
    QVERIFY(rp->position() < at);
    checkShown();
    QTest::keyClick(l.w, Qt::Key_Right);
    QCOMPARE(rp->position(), at);
    // Hand by hand: the second hand's deal, its end, back to the first.
    QVERIFY(clickName(l.w, QStringLiteral("replayNextHand")));
    QCOMPARE(rp->hand(), 2);
    checkShown();
    QTest::keyClick(l.w, Qt::Key_End);
    QCOMPARE(rp->position(), rp->length());
    QVERIFY(!visibleItem(l.w, QStringLiteral("replayOutcome"))->property("text").toString().isEmpty());
    checkShown();
    QTest::keyClick(l.w, Qt::Key_Up);
    QCOMPARE(rp->hand(), 2);
    QVERIFY(rp->position() < rp->length());
    QTest::keyClick(l.w, Qt::Key_Up);
    QCOMPARE(rp->hand(), 1);
    checkShown();
    QVERIFY(clickName(l.w, QStringLiteral("replayStart")));
    QCOMPARE(rp->position(), 0);
    // The entry point takes any game JSON: the table's own save too.
    QVERIFY(rp->openGame(QString::fromStdString(full)));
    QCOMPARE(rp->length(), int(game->log().size()));
    QVERIFY(!rp->openGame(QStringLiteral("{\"format\":\"quetai-save\",\"version\":99}")));
    QVERIFY(rp->error().contains(QStringLiteral("newer")));
    clearData();
}

void TestSaves::replayHandWinds() {
    // Games of bots whose hands end with melds on the table and the deal
    // passed on: at every position the seats' winds and the melds' givers
    // are those of the hand shown (the dealer before the hand ended).
    int checked = 0;
    for (std::uint64_t seed = 1; seed <= 12 && checked < 3; ++seed) {
        qe::Table t(qe::makeRuleset("riichi"), qe::Options{}, seed);
        std::array<std::unique_ptr<qe::ai::Bot>, 4> bots;
        for (int s = 0; s < 4; ++s) bots[std::size_t(s)] = qe::ai::makeBot("standard", seed * 4 + std::uint64_t(s));
        while (t.pub().handNumber < 4 && t.phase() != qe::Phase::GameOver) {
            if (t.phase() == qe::Phase::HandOver) {
                t.apply(qe::Action{qe::ActionType::NextHand, -1});
                continue;
            }
            if (t.applyForced()) continue;
            const int s = t.seatsToAct().front();
            t.apply(bots[std::size_t(s)]->choose(t.view(s)));
        }
        quetai::ReplayController rp;
        QVERIFY2(rp.openGame(QString::fromStdString(t.toJson())), qPrintable(rp.error()));
        const auto game = qe::Table::fromJson(t.toJson());
        qe::Table direct(game->rulesetPtr(), game->options(), game->seed());
        int dealer = direct.pub().dealer;
        for (int p = 1; p <= rp.length(); ++p) {
            direct.apply(game->log()[std::size_t(p - 1)]);
            const bool ended = direct.phase() == qe::Phase::HandOver || direct.phase() == qe::Phase::GameOver;
            if (!ended) {
                dealer = direct.pub().dealer;
                continue;
            }
            rp.seek(p);
            const QVariantList seats = rp.seats();
            bool melds = false;
            for (int s = 0; s < 4; ++s) {
                QCOMPARE(seats[s].toMap().value("wind").toInt(), (s - dealer + 4) % 4);
                QCOMPARE(seats[s].toMap().value("dealer").toBool(), s == dealer);
                const auto& recs = direct.pub().seats[std::size_t(s)].melds;
                const QVariantList groups = rp.melds(s)->groups();
                QCOMPARE(groups.size(), qsizetype(recs.size()));
                for (qsizetype i = 0; i < groups.size(); ++i) {
                    // Groups run right to left, the first call rightmost.
                    const qe::MeldRec& m = recs[std::size_t(i)];
                    if (m.fromSeat < 0) continue;
                    const int want = (m.fromSeat - dealer + 4) % 4;
                    bool found = false;
                    for (const QVariant& g : groups) found = found || g.toMap().value("fromWind").toInt() == want;
                    QVERIFY2(found, qPrintable(QStringLiteral("seed %1 action %2: no meld of seat %3 given by wind %4")
                                                   .arg(seed).arg(p).arg(s).arg(want)));
                    melds = true;
                }
            }
            if (melds && direct.pub().dealer != dealer) ++checked;
        }
    }
    QVERIFY2(checked >= 1, "no hand ended with melds on the table and the deal passed on");
}

void TestSaves::replayTenhou6() {
    clearData();
    Loaded l = loadShown();
    QVERIFY(l.g);
    l.g->setSaveEnabled(true);
    l.g->setSpeed(0);
    QVERIFY(l.g->newGame({{"ruleset", "riichi"}, {"seed", "31"}, {"handLimit", 2},
                          {"seats", QVariantList{QVariantMap{{"human", false}}, QVariantMap{{"human", false}},
                                                 QVariantMap{{"human", false}}, QVariantMap{{"human", false}}}}}));
    QVERIFY(l.g->runUntil(QStringLiteral("gameover")));
    const auto game = qe::Table::fromJson(l.g->table()->toJson());
    // The original's final scores, by the name of the seat holding them.
    QMap<QString, qlonglong> finalScores;
    for (const auto& seat : game->pub().seats) finalScores[QString::fromStdString(seat.name)] = seat.score;
    QCOMPARE(finalScores.size(), 4);
    l.g->nextHand();
    QCOMPARE(quetai::store::archivedGames().size(), 1);
    l.g->quitGame();
    l.w->setProperty("screen", QStringLiteral("start"));
    QCoreApplication::processEvents();

    QVERIFY(clickName(l.w, QStringLiteral("replaysButton")));
    QVERIFY(clickName(l.w, QStringLiteral("savedGame")));
    auto* rp = l.w->findChild<quetai::ReplayController*>(QStringLiteral("replay"));
    QVERIFY(rp);
    QVERIFY2(rp->loaded(), qPrintable(rp->error()));
    QVERIFY(rp->canExport());
    QVERIFY(!rp->imported());

    // Export: the path is shown, the file is next to the saves.
    QVERIFY(clickName(l.w, QStringLiteral("replayExport")));
    QVERIFY2(!rp->exportPath().isEmpty(), qPrintable(rp->exportError()));
    const QString path = rp->exportPath();
    QVERIFY(path.startsWith(quetai::store::dataDir() + QStringLiteral("/exports/")));
    QVERIFY(path.endsWith(QStringLiteral(".tenhou6.json")));
    QVERIFY(QFile::exists(path));
    QCoreApplication::processEvents();
    QQuickItem* shownPath = visibleItem(l.w, QStringLiteral("replayExportPath"));
    QVERIFY(shownPath);
    QVERIFY(shownPath->property("text").toString().contains(path));
    const QJsonObject log = QJsonDocument::fromJson(readAll(path)).object();
    QVERIFY(log.contains(QStringLiteral("log")) && log.contains(QStringLiteral("name")));

    // Reopen it through the picker's path field.
    QVERIFY(clickName(l.w, QStringLiteral("replayClose")));
    QCoreApplication::processEvents();
    QQuickItem* field = visibleItem(l.w, QStringLiteral("replayPath"));
    QVERIFY(field);
    field->setProperty("text", path);
    QVERIFY(clickName(l.w, QStringLiteral("replayOpen")));
    QVERIFY2(rp->loaded(), qPrintable(rp->error()));
    QVERIFY(rp->imported());
    QVERIFY(!rp->canExport());
    QVERIFY2(rp->mismatches().isEmpty(), qPrintable(rp->mismatches().join(QLatin1Char('\n'))));
    QCOMPARE(rp->hands(), 2);
    QCOMPARE(rp->position(), 0);

    // Stepping works: the deal shows every hand face up, back returns.
    for (int i = 0; i < 6; ++i) QVERIFY(clickName(l.w, QStringLiteral("replayForward")));
    const int at = rp->position();
    QVERIFY(at >= 6);
    for (int s = 0; s < 4; ++s) {
        const QStringList faces = facesOf(rp->handOf(s));
        QVERIFY(faces.size() >= 13);
        QVERIFY(!faces.contains(QString()));
        QCOMPARE(faces, facesOf(*rp->table(), s));
    }
    QTest::keyClick(l.w, Qt::Key_Left);
    QVERIFY(rp->position() < at);
    QTest::keyClick(l.w, Qt::Key_Right);
    QCOMPARE(rp->position(), at);
    // The second hand is dealt from the log's wall too (its own tiles, 13 each).
    QVERIFY(clickName(l.w, QStringLiteral("replayNextHand")));
    QCOMPARE(rp->hand(), 2);
    for (int i = 0; i < 2; ++i) QVERIFY(clickName(l.w, QStringLiteral("replayForward")));
    int tiles = 0;
    for (int s = 0; s < 4; ++s) tiles += int(rp->handOf(s)->items().size());
    QVERIFY(tiles >= 52);

    // The end: the final scores shown are the original game's.
    QVERIFY(clickName(l.w, QStringLiteral("replayEnd")));
    QCOMPARE(rp->position(), rp->length());
    QCOMPARE(rp->seats().size(), 4);
    QMap<QString, qlonglong> shown;
    for (const QVariant& v : rp->seats()) {
        const QVariantMap m = v.toMap();
        shown[m.value(QStringLiteral("name")).toString()] = m.value(QStringLiteral("score")).toLongLong();
    }
    QCOMPARE(shown, finalScores);

    // A log whose numbers are not ours (another client's start scores):
    // it still replays, and the notice lists the difference.
    QVERIFY(clickName(l.w, QStringLiteral("replayClose")));
    QJsonObject other = log;
    QJsonArray hands = other.value(QStringLiteral("log")).toArray();
    QJsonArray first = hands.at(0).toArray();
    QJsonArray starts = first.at(1).toArray();
    starts[0] = starts.at(0).toInt() + 1000;
    first[1] = starts;
    hands[0] = first;
    other[QStringLiteral("log")] = hands;
    const QString otherPath = quetai::store::dataDir() + QStringLiteral("/exports/other.tenhou6.json");
    QVERIFY(writeBytes(otherPath, QJsonDocument(other).toJson()));
    QCoreApplication::processEvents();
    field = visibleItem(l.w, QStringLiteral("replayPath"));
    QVERIFY(field);
    field->setProperty("text", otherPath);
    QVERIFY(clickName(l.w, QStringLiteral("replayOpen")));
    QVERIFY2(rp->loaded(), qPrintable(rp->error()));
    QCOMPARE(rp->mismatches().size(), 1);
    QVERIFY2(rp->mismatches().first().contains(QStringLiteral("scores")), qPrintable(rp->mismatches().first()));
    QCoreApplication::processEvents();
    QQuickItem* notice = visibleItem(l.w, QStringLiteral("replayMismatches"));
    QVERIFY(notice);
    QVERIFY(notice->property("text").toString().contains(rp->mismatches().first()));

    // A malformed log: a message naming the field, nothing loaded.
    QVERIFY(clickName(l.w, QStringLiteral("replayClose")));
    const QString bad = quetai::store::dataDir() + QStringLiteral("/exports/bad.tenhou6.json");
    QVERIFY(writeBytes(bad, QByteArrayLiteral("{\"name\":[\"a\",\"b\",\"c\",\"d\"],\"log\":[[[0,0,0],[25000,25000,25000,25000]]]}")));
    QCoreApplication::processEvents();
    field = visibleItem(l.w, QStringLiteral("replayPath"));
    QVERIFY(field);
    field->setProperty("text", bad);
    QVERIFY(clickName(l.w, QStringLiteral("replayOpen")));
    QVERIFY(!rp->loaded());
    QVERIFY2(rp->error().contains(QStringLiteral("tenhou.net/6")) && rp->error().contains(QStringLiteral("log[0]")),
             qPrintable(rp->error()));
    clearData();
}

namespace {

struct CliRun {
    int code = -1;
    QByteArray out, err;
};

CliRun runCli(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(QUETAI_CLI_PATH), args);
    CliRun r;
    if (!p.waitForFinished(120000)) return r;
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

}  // namespace

void TestSaves::cliReadsAppFiles() {
    clearData();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Loaded l = loadShown();
    QVERIFY(l.g);
    l.g->setSaveEnabled(true);
    l.g->setSpeed(0);
    QVERIFY(l.g->newGame({{"ruleset", "riichi"}, {"seed", "12"}, {"handLimit", 2},
                          {"seats", QVariantList{QVariantMap{{"human", false}}, QVariantMap{{"human", false}},
                                                 QVariantMap{{"human", false}}, QVariantMap{{"human", false}}}}}));
    // The autosave in the middle of the first hand, as the table wrote it.
    QVERIFY(l.g->runUntil(QStringLiteral("mid")));
    const QByteArray midBytes = readAll(quetai::store::currentPath());
    const qe::GameFileRead mid = qe::readGameFile(midBytes.toStdString());
    QVERIFY2(mid.problem == qe::GameFileProblem::None, mid.message.c_str());
    QCOMPARE(mid.version, qe::GameFile::kVersion);
    const QString midPath = dir.filePath(QStringLiteral("current-game.json"));
    QVERIFY(writeBytes(midPath, midBytes));
    // The finished game, kept in games/ (and current-game.json removed).
    QVERIFY(l.g->runUntil(QStringLiteral("gameover")));
    const std::string full = l.g->table()->toJson();
    l.g->nextHand();
    const QStringList kept = quetai::store::archivedGames();
    QCOMPARE(kept.size(), 1);
    const QString keptPath = kept.first();
    QVERIFY2(QFile::exists(keptPath), qPrintable(keptPath));
    const QByteArray keptBytes = readAll(keptPath);
    QVERIFY(keptBytes.contains("\"quetai-save\""));
    l.g->quitGame();

    // Older versions of the kept game (docs/game-files.md "Versions"): the
    // first table saves (quetai-session-1: no version, practice or saved)
    // and a bare table save.
    QJsonObject v1 = QJsonDocument::fromJson(keptBytes).object();
    QVERIFY(!v1.isEmpty());
    v1[QStringLiteral("format")] = QStringLiteral("quetai-session-1");
    v1.remove(QStringLiteral("version"));
    v1.remove(QStringLiteral("practice"));
    v1.remove(QStringLiteral("saved"));
    const QString v1Path = dir.filePath(QStringLiteral("version1.json"));
    QVERIFY(writeBytes(v1Path, QJsonDocument(v1).toJson(QJsonDocument::Compact)));
    const QString barePath = dir.filePath(QStringLiteral("table.json"));
    QVERIFY(writeBytes(barePath, QJsonDocument(v1.value(QStringLiteral("game")).toObject()).toJson()));

    const auto finished = qe::Table::fromJson(full);
    struct File {
        QString path;
        int actions;
        bool over;
    };
    const QList<File> files{{midPath, int(mid.table->log().size()), false},
                            {keptPath, int(finished->log().size()), true},
                            {v1Path, int(finished->log().size()), true},
                            {barePath, int(finished->log().size()), true}};
    for (const File& f : files) {
        const QByteArray name = f.path.toUtf8();
        // replay: the game's ruleset, log and scores.
        const CliRun rp = runCli({"replay", f.path});
        QVERIFY2(rp.code == 0, name + ": " + rp.out + rp.err);
        const QJsonObject ro = QJsonDocument::fromJson(rp.out).object();
        QCOMPARE(ro.value("ok").toBool(), true);
        QCOMPARE(ro.value("ruleset").toString(), QStringLiteral("riichi"));
        QCOMPARE(ro.value("actions").toInt(), f.actions);
        // review: the viewer's decisions in the hand reached.
        const CliRun rv = runCli({"review", f.path, "--player", "0", "--hand", "1"});
        QVERIFY2(rv.code == 0, name + ": " + rv.out + rv.err);
        const QJsonObject vo = QJsonDocument::fromJson(rv.out).object();
        QCOMPARE(vo.value("ok").toBool(), true);
        QVERIFY(vo.value("decisions").toInt() > 0);
        // export, both formats.
        const QString t6 = dir.filePath(QStringLiteral("out.tenhou6.json"));
        const CliRun et = runCli({"export", f.path, "--format", "tenhou6", "--out", t6});
        QVERIFY2(et.code == 0, name + ": " + et.err);
        const QJsonObject log = QJsonDocument::fromJson(readAll(t6)).object();
        QVERIFY2(log.contains(QStringLiteral("log")) && log.contains(QStringLiteral("name")), name);
        if (f.over) QCOMPARE(log.value(QStringLiteral("log")).toArray().size(), 2);
        const CliRun em = runCli({"export", f.path, "--format", "mjai"});
        QVERIFY2(em.code == 0, name + ": " + em.err);
        const QList<QByteArray> events = em.out.trimmed().split('\n');
        QVERIFY(events.size() > 20);
        QCOMPARE(QJsonDocument::fromJson(events.first()).object().value("type").toString(), QStringLiteral("start_game"));
    }

    // A bad file: each command names the file and the problem
    // (docs/game-files.md "What a bad file gets"), nothing written.
    const QString cut = dir.filePath(QStringLiteral("cut.json"));
    QVERIFY(writeBytes(cut, keptBytes.left(keptBytes.size() / 2)));
    QJsonObject future = QJsonDocument::fromJson(keptBytes).object();
    future[QStringLiteral("version")] = qe::GameFile::kVersion + 1;
    const QString newer = dir.filePath(QStringLiteral("newer.json"));
    QVERIFY(writeBytes(newer, QJsonDocument(future).toJson(QJsonDocument::Compact)));
    const QString missing = dir.filePath(QStringLiteral("missing.json"));
    const QList<QPair<QString, QString>> bad{
        {cut, QStringLiteral("the file ends after")}, {newer, QStringLiteral("written by a newer Quetai")},
        {missing, QStringLiteral("cannot be opened")}};
    for (const auto& [path, problem] : bad) {
        const QString out = dir.filePath(QStringLiteral("never.json"));
        for (const QStringList& args :
             {QStringList{"replay", path}, QStringList{"review", path}, QStringList{"export", path, "--format", "tenhou6", "--out", out},
              QStringList{"export", path, "--format", "mjai", "--out", out}}) {
            const CliRun r = runCli(args);
            QCOMPARE(r.code, 1);
            // replay and review answer in JSON, export on stderr.
            const QString said = args.first() == QLatin1String("export")
                                     ? QString::fromUtf8(r.err)
                                     : QJsonDocument::fromJson(r.out).object().value("error").toString();
            QVERIFY2(said.contains(path) && said.contains(problem), qPrintable(args.join(' ') + ": " + said));
        }
        QVERIFY(!QFile::exists(out));
    }
    clearData();
}

QTEST_MAIN(TestSaves)
#include "test_saves.moc"
