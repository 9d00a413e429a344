// Plays whole hands of every available ruleset through the QML interface:
// start a game from the New game screen, click hand tiles and claim buttons
// for the human seat (bots elsewhere), reveal the breakdown step by step and
// deal the next hand. A hot-seat game with two humans checks the hand-over
// screen and that no rendered tile ever shows a waiting human's hand.
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QWindow>
#include <QtTest>
#include <set>

#include "appsettings.h"
#include "bot.h"
#include "core/gamefile.h"
#include "core/registry.h"
#include "core/table.h"
#include "gui_harness.h"
#include "replaycontroller.h"
#include "rulesets/test/test_ruleset.h"

Q_IMPORT_QML_PLUGIN(QuetaiPlugin)

using namespace guitest;

namespace {

// Physical ids of the concealed tiles of every human seat except `viewer`.
// (The test may look at the table; the UI may not.)
std::set<int> hiddenFromViewer(const quetai::GameController& g, int viewer) {
    std::set<int> ids;
    const qe::Table* t = g.table();
    if (!t || g.handEnded()) return ids;
    for (int s = 0; s < 4; ++s)
        if (g.isHuman(s) && (s != viewer || g.handoverSeat() >= 0))
            for (qe::TileId id : t->priv(s).hand) ids.insert(id);
    return ids;
}

// No Tile item on screen shows a tile in `forbidden`.
QString leakedTile(QQuickWindow* w, const std::set<int>& forbidden) {
    for (QQuickItem* it : visibleItems(w, QStringLiteral("tile"))) {
        const QString face = it->property("face").toString();
        const int tid = it->property("tid").toInt();
        if (!face.isEmpty() && tid >= 0 && forbidden.count(tid)) return face + " (id " + QString::number(tid) + ")";
    }
    return {};
}

// One role of one row of a list model, by the role name QML uses.
QVariant roleOf(const QAbstractItemModel* m, int row, const char* role) {
    const int r = m->roleNames().key(QByteArray(role), -1);
    return r < 0 ? QVariant() : m->data(m->index(row, 0), r);
}

// Every button offered maps to an action the table lists as legal now.
bool actionsAreLegal(const quetai::GameController& g) {
    const auto& legal = g.shownView().legal;
    for (int row = 0; row < g.actions()->rowCount(); ++row) {
        for (const QVariant& cv : roleOf(g.actions(), row, "choices").toList()) {
            const int i = cv.toMap().value(QStringLiteral("index")).toInt();
            if (i < 0 || i >= int(legal.size())) return false;
        }
    }
    return true;
}

bool hasAction(const quetai::GameController& g, const QString& key) {
    for (int row = 0; row < g.actions()->rowCount(); ++row)
        if (roleOf(g.actions(), row, "key").toString().startsWith(key)) return true;
    return false;
}

struct PlayStats {
    int discardsByClick = 0;
    int claimsClicked = 0;
    int passes = 0;
    int handovers = 0;
    int wins = 0;
};

// Plays the current hand to its end through the UI. Each human decision is
// made by clicking: a discard picked by a bot on the viewer's own view (two
// clicks on the tile), the first pon/chi offered, any win, pass otherwise.
void playHand(QQuickWindow* w, quetai::GameController& g, PlayStats& st, bool checkLeaks) {
    auto adviser = qe::ai::makeBot(qe::ai::botLevels().front(), 7);
    for (int guard = 0; guard < 2000 && !g.handEnded(); ++guard) {
        QCoreApplication::processEvents();
        if (checkLeaks) {
            const QString leak = leakedTile(w, hiddenFromViewer(g, g.viewer()));
            QVERIFY2(leak.isEmpty(), qPrintable("a waiting human's tile is on screen: " + leak));
        }
        if (g.handoverSeat() >= 0) {
            ++st.handovers;
            QVERIFY(visibleItem(w, QStringLiteral("handover")));
            if (st.handovers == 1) shot(w, QStringLiteral("handover"));
            QVERIFY(clickName(w, QStringLiteral("handoverConfirm")));
            continue;
        }
        QVERIFY2(g.awaiting(), "the game stopped without asking anyone");
        QVERIFY(actionsAreLegal(g));
        if (hasAction(g, QStringLiteral("win"))) {
            QVERIFY(clickName(w, QStringLiteral("action_win")));
            ++st.wins;
            continue;
        }
        if (!g.ownTurn()) {
            // A claim window: take the first pon or chi once per hand, else pass.
            const QString claim = hasAction(g, QStringLiteral("pon")) ? QStringLiteral("pon")
                                  : hasAction(g, QStringLiteral("chi")) ? QStringLiteral("chi")
                                                                        : QString();
            if (!claim.isEmpty() && st.claimsClicked == 0) {
                QVERIFY(clickName(w, QStringLiteral("action_") + claim));
                // Several ways to make the claim (chi 34 or 46 on a 5) open a
                // choice; with one way the claim is made at once, and the
                // table may already be asking about the next discard.
                if (visibleItem(w, QStringLiteral("choice_0"))) QVERIFY(clickName(w, QStringLiteral("choice_0")));
                ++st.claimsClicked;
                shot(w, QStringLiteral("%1-claimed").arg(QString::fromStdString(g.table()->ruleset().id())));
                continue;
            }
            QVERIFY2(clickName(w, QStringLiteral("action_pass")), "a claim window without a Pass button");
            ++st.passes;
            continue;
        }
        // Our turn: the adviser picks a legal discard; find its tile in the hand and click it twice.
        qe::Action a = adviser->choose(g.shownView());
        if (a.type != qe::ActionType::Discard || a.declare) {
            // Kongs or declarations: press the matching button if there is one, else discard.
            for (const auto& b : g.shownView().legal)
                if (b.type == qe::ActionType::Discard && !b.declare) {
                    a = b;
                    break;
                }
        }
        quetai::TileListModel* hand = g.ownHandModel();
        int row = -1;
        for (int r = 0; r < hand->rowCount(); ++r)
            if (hand->tidAt(r) == a.tile) row = r;
        QVERIFY2(row >= 0, "the chosen tile is not in the shown hand");
        QQuickItem* tileItem = visibleItem(w, QStringLiteral("handTile_%1").arg(row));
        QVERIFY(tileItem);
        const int me = g.viewer();
        const int before = int(g.table()->pub().seats[std::size_t(me)].river.size());
        QVERIFY(click(w, tileItem));  // select
        QVERIFY(click(w, tileItem));  // discard
        const auto& river = g.table()->pub().seats[std::size_t(me)].river;
        QVERIFY2(int(river.size()) == before + 1 || g.handEnded(), "clicking the tile twice did not discard it");
        ++st.discardsByClick;
    }
    QVERIFY2(g.handEnded(), "the hand did not end");
}

// Reveals the breakdown step by step, then deals the next hand.
void finishHand(QQuickWindow* w, quetai::GameController& g) {
    QCoreApplication::processEvents();
    QQuickItem* panel = visibleItem(w, QStringLiteral("breakdown"));
    QVERIFY2(panel, "no breakdown panel at the end of the hand");
    const QVariantMap b = g.breakdown();
    QVERIFY(!b.value(QStringLiteral("kind")).toString().isEmpty());
    QCOMPARE(b.value(QStringLiteral("scores")).toList().size(), 4);
    // Payments are listed once: a settlement whose steps restate them
    // (riichi's) shows only its notes under the payments.
    if (g.table()->pub().outcome.settlement.stepsRestatePayments)
        for (const QVariant& st : b.value(QStringLiteral("settlementSteps")).toList())
            QCOMPARE(st.toMap().value(QStringLiteral("delta")).toLongLong(), 0LL);
    const QVariantList wins = b.value(QStringLiteral("wins")).toList();
    if (!wins.isEmpty()) {
        const int steps = wins.first().toMap().value(QStringLiteral("steps")).toList().size();
        QVERIFY(steps > 0);
        // One step is shown; "Next step" reveals the others one by one.
        QCOMPARE(panel->property("shown").toInt(), 1);
        for (int i = 1; i < steps; ++i) {
            QVERIFY(clickName(w, QStringLiteral("breakdownNext")));
            QCOMPARE(panel->property("shown").toInt(), i + 1);
        }
        QVERIFY(!visibleItem(w, QStringLiteral("breakdownNext")));
        QVERIFY(!visibleItems(w, QStringLiteral("breakdownTile")).isEmpty());
    }
    const int hand = g.table()->pub().handNumber;
    QVERIFY(clickName(w, QStringLiteral("nextHand")));
    QCoreApplication::processEvents();
    if (g.gameOver()) {
        QVERIFY(visibleItem(w, QStringLiteral("gameOver")));
    } else {
        QVERIFY2(g.table()->pub().handNumber == hand + 1, "Next hand did not deal the next hand");
        QVERIFY(!visibleItem(w, QStringLiteral("breakdown")) || g.handEnded());
    }
}

// The test ruleset plus a declaration made with a discard (as riichi's is):
// every plain discard is also offered with declaration 1 while the seat has
// not declared yet.
class DeclaringRuleset : public qe::TestRuleset {
public:
    void filterActions(const qe::Table& t, int seat, std::vector<qe::Action>& actions) const override {
        if (t.pub().seats[std::size_t(seat)].flags.count("declared")) return;
        std::vector<qe::Action> extra;
        for (const auto& a : actions)
            if (a.type == qe::ActionType::Discard && !a.declare) {
                qe::Action d = a;
                d.declare = 1;
                extra.push_back(d);
            }
        actions.insert(actions.end(), extra.begin(), extra.end());
    }
    void afterAction(qe::Table& t, const qe::Action& a) const override {
        if (a.type == qe::ActionType::Discard && a.declare) t.pubMut().seats[std::size_t(a.seat)].flags["declared"] = 1;
    }
    std::string declarationName(int) const override { return "Declare!"; }
};

struct Loaded {
    std::unique_ptr<QQmlApplicationEngine> engine;
    QQuickWindow* w = nullptr;
    quetai::GameController* g = nullptr;
};

Loaded loadShown(QSize size = {1280, 800}) {
    Loaded l;
    l.engine = loadMain(size);
    l.w = window(*l.engine);
    if (!l.w) return l;
    l.w->show();
    if (!QTest::qWaitForWindowExposed(l.w)) l.w = nullptr;
    l.g = controller(l.w);
    return l;
}

}  // namespace

class TestGuiPlay : public QObject {
    Q_OBJECT

private slots:
    void wholeHand_data();
    void wholeHand();
    void hotSeat_data();
    void hotSeat();
    void hotSeatHidesHandsBeforeAnyoneTakesTheScreen();
    void resize_data();
    void resize();
    void keyboard();
    void declaration();
    void saveAndContinue();
    void settingsLanguage();
    void languageForLocale_data();
    void languageForLocale();
    void flowersAndDeadWall();
    void claimTimer();
    void botsAtWatchableSpeed();
    void soundCues();
    void doraIndicatorsShown();
    void rulesetLabels();
    void rulesetsOnTheNewGameScreen();
    void hotSeatClaimsAskedInTurn();
    void refusedActionsGreyedWithReason();
    void allLastDealerMayStop();
    void firstDealerAndSeatRotationShown();
    void breakdownSpeaksToLoneHuman();
    void seatsUpdateInPlace();
    void actionRows();
    void defaultNamesAgreeWithWinds();
    void riichiBreakdownReadable();
    void newGameScreenSpeaksToPlayers();
    void oneClickDiscard();
    void windowRemembered();
};

void TestGuiPlay::wholeHand_data() {
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("seed");
    // Every ruleset a player can pick on the new-game screen (the internal
    // test ruleset is not offered there; other tests drive it directly).
    for (const auto& id : qe::rulesetIds())
        if (id != "test")
        for (const char* seed : {"1", "5"})
            QTest::newRow((id + "/" + seed).c_str()) << QString::fromStdString(id) << QString::fromLatin1(seed);
}

void TestGuiPlay::wholeHand() {
    QFETCH(QString, ruleset);
    QFETCH(QString, seed);
    auto engine = loadMain();
    QQuickWindow* w = window(*engine);
    QVERIFY(w);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    quetai::GameController* g = controller(w);
    QVERIFY(g);

    // Start screen → New game → the ruleset → its seed → Start.
    QVERIFY(clickName(w, QStringLiteral("newGameButton")));
    QVERIFY(visibleItem(w, QStringLiteral("newGameScreen")));
    QVERIFY(clickName(w, QStringLiteral("ruleset_") + ruleset));
    QQuickItem* seedField = visibleItem(w, QStringLiteral("seedField"));
    QVERIFY(seedField);
    seedField->setProperty("text", seed);
    g->setSpeed(0);  // bots move at once
    QVERIFY(clickName(w, QStringLiteral("startGame")));
    QVERIFY2(g->active(), qPrintable(g->error()));
    QCOMPARE(g->rulesetId(), ruleset);
    QCOMPARE(g->seedText(), seed);
    QVERIFY(visibleItem(w, QStringLiteral("seedLabel")));
    QCOMPARE(g->viewer(), 0);

    PlayStats st;
    playHand(w, *g, st, false);
    if (QTest::currentTestFailed()) return;
    QVERIFY2(st.discardsByClick + st.wins > 0 || g->breakdown().value("kind") == "abort",
             "the human seat never acted");
    qInfo("%d discards clicked, %d claims, %d passes, %d wins", st.discardsByClick, st.claimsClicked, st.passes,
          st.wins);
    finishHand(w, *g);
    if (QTest::currentTestFailed()) return;
    // The second hand is under way and waits for the human or has ended.
    QVERIFY(g->handEnded() || g->awaiting() || g->gameOver());
    QVERIFY(g->error().isEmpty());
}

void TestGuiPlay::hotSeat_data() {
    QTest::addColumn<QString>("ruleset");
    QTest::newRow("test") << QStringLiteral("test");
    for (const auto& id : qe::rulesetIds())
        if (id != "test") QTest::newRow(id.c_str()) << QString::fromStdString(id);
}

void TestGuiPlay::hotSeat() {
    QFETCH(QString, ruleset);
    auto engine = loadMain();
    QQuickWindow* w = window(*engine);
    QVERIFY(w);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    quetai::GameController* g = controller(w);
    QVERIFY(g);
    g->setSpeed(0);
    QVariantMap cfg;
    cfg["ruleset"] = ruleset;
    cfg["seed"] = QStringLiteral("11");
    QVariantList seats;
    seats << QVariantMap{{"human", true}, {"name", "Ann"}} << QVariantMap{{"human", true}, {"name", "Bo"}}
          << QVariantMap{{"human", false}} << QVariantMap{{"human", false}};
    cfg["seats"] = seats;
    QVERIFY(g->newGame(cfg));
    w->setProperty("screen", QStringLiteral("game"));
    QCoreApplication::processEvents();
    // Two people at one screen: the first to play confirms first.
    QVERIFY(g->handoverSeat() >= 0);
    QVERIFY(visibleItem(w, QStringLiteral("handover")));
    QVERIFY(leakedTile(w, hiddenFromViewer(*g, g->viewer())).isEmpty());
    // While the hand-over screen is up, no tile of any hand is shown face up.
    for (QQuickItem* it : visibleItems(w, QStringLiteral("tile"))) {
        const int tid = it->property("tid").toInt();
        if (tid < 0 || it->property("face").toString().isEmpty()) continue;
        for (int s = 0; s < 2; ++s)
            for (qe::TileId id : g->table()->priv(s).hand) QVERIFY2(tid != id, "a hand tile is shown behind the hand-over screen");
    }
    PlayStats st;
    for (int hand = 0; hand < 2; ++hand) {
        playHand(w, *g, st, true);
        if (QTest::currentTestFailed()) return;
        finishHand(w, *g);
        if (QTest::currentTestFailed()) return;
        if (g->gameOver()) break;
    }
    // Both humans played, so the screen passed between them several times.
    QVERIFY2(st.handovers >= 2, qPrintable(QString::number(st.handovers)));
    qInfo("%d hand-overs, %d discards clicked", st.handovers, st.discardsByClick);
}

// Several people at one screen, the bots playing first: until one of them
// confirms the hand-over, no person's hand is face up (the one who pressed
// Start may not be the first to play).
void TestGuiPlay::hotSeatHidesHandsBeforeAnyoneTakesTheScreen() {
    auto engine = loadMain();
    QQuickWindow* w = window(*engine);
    QVERIFY(w);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    quetai::GameController* g = controller(w);
    QVERIFY(g);
    int botsFirst = 0;
    for (int seed = 1; seed <= 12 && botsFirst < 3; ++seed) {
        g->setSpeed(1);  // the bots' first moves wait for their timers
        QVariantMap cfg;
        cfg["ruleset"] = QStringLiteral("lingque");
        cfg["seed"] = QString::number(seed);
        QVariantList seats;
        seats << QVariantMap{{"human", false}} << QVariantMap{{"human", true}, {"name", "Ann"}}
              << QVariantMap{{"human", false}} << QVariantMap{{"human", true}, {"name", "Bo"}};
        cfg["seats"] = seats;
        QVERIFY(g->newGame(cfg));
        w->setProperty("screen", QStringLiteral("game"));
        QCoreApplication::processEvents();
        if (g->handoverSeat() >= 0) continue;  // a person plays first: the hand-over screen is up
        ++botsFirst;
        std::set<int> hands;
        for (int s = 0; s < 4; ++s)
            if (g->isHuman(s))
                for (qe::TileId id : g->table()->priv(s).hand) hands.insert(id);
        const QString leak = leakedTile(w, hands);
        QVERIFY2(leak.isEmpty(), qPrintable(QStringLiteral("seed %1: %2 face up before anyone took the screen")
                                                 .arg(seed)
                                                 .arg(leak)));
    }
    QVERIFY2(botsFirst > 0, "no seed had a bot deal first");
}

void TestGuiPlay::resize_data() {
    QTest::addColumn<QSize>("size");
    QTest::newRow("1024x700") << QSize(1024, 700);
    QTest::newRow("1280x800") << QSize(1280, 800);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
    QTest::newRow("2560x1440") << QSize(2560, 1440);
}

void TestGuiPlay::resize() {
    QFETCH(QSize, size);
    auto engine = loadMain(size);
    QQuickWindow* w = window(*engine);
    QVERIFY(w);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    quetai::GameController* g = controller(w);
    g->setSpeed(0);
    QVERIFY(g->newGame({{"ruleset", "test"}, {"seed", "3"}}));
    QVERIFY(g->runUntil(QStringLiteral("mid")));
    w->setProperty("screen", QStringLiteral("game"));
    QCoreApplication::processEvents();
    QCOMPARE(w->size(), size);
    // Every tile, the hand and the name plates lie inside the window.
    const QRectF win(0, 0, size.width(), size.height());
    int tiles = 0;
    for (const QString& name : {QStringLiteral("tile"), QStringLiteral("plate_0"), QStringLiteral("plate_1"),
                                QStringLiteral("plate_2"), QStringLiteral("plate_3"), QStringLiteral("ownHand")}) {
        for (QQuickItem* it : visibleItems(w, name)) {
            const QRectF r = it->mapRectToScene(QRectF(0, 0, it->width(), it->height()));
            QVERIFY2(win.adjusted(-1, -1, 1, 1).contains(r),
                     qPrintable(QStringLiteral("%1 at %2,%3 %4x%5 leaves the window")
                                    .arg(name)
                                    .arg(r.x())
                                    .arg(r.y())
                                    .arg(r.width())
                                    .arg(r.height())));
            ++tiles;
        }
    }
    QVERIFY(tiles > 40);
    // The own hand scales with the window: proportionate, not fixed pixels.
    QQuickItem* hand = visibleItem(w, QStringLiteral("ownHand"));
    QVERIFY(hand);
    const double share = hand->height() / size.height();
    QVERIFY2(share > 0.07 && share < 0.16, qPrintable(QString::number(share)));
}

void TestGuiPlay::keyboard() {
    Loaded l = loadShown();
    QVERIFY(l.g);
    l.g->setSpeed(0);
    QVERIFY(l.g->newGame({{"ruleset", "test"}, {"seed", "2"}}));
    l.w->setProperty("screen", QStringLiteral("game"));
    QCoreApplication::processEvents();
    QVERIFY(l.g->ownTurn());
    QQuickItem* screen = visibleItem(l.w, QStringLiteral("gameScreen"));
    QVERIFY(screen);
    screen->forceActiveFocus();
    QQuickItem* hand = visibleItem(l.w, QStringLiteral("ownHand"));
    QVERIFY(hand);
    const auto& river = l.g->table()->pub().seats[0].river;
    QCOMPARE(river.size(), std::size_t(0));
    // Right, Right selects the second tile; Enter discards it.
    QTest::keyClick(l.w, Qt::Key_Right);
    QTest::keyClick(l.w, Qt::Key_Right);
    QCOMPARE(hand->property("selectedRow").toInt(), 1);
    const int tid = l.g->ownHandModel()->tidAt(1);
    QTest::keyClick(l.w, Qt::Key_Return);
    QCOMPARE(l.g->table()->pub().seats[0].river.size(), std::size_t(1));
    const auto& d = l.g->table()->pub().seats[0].river[0];
    QCOMPARE(l.g->table()->tile(d.id), l.g->table()->tile(qe::TileId(tid)));
}

void TestGuiPlay::declaration() {
    Loaded l = loadShown();
    QVERIFY(l.g);
    l.g->setSpeed(0);
    auto rs = std::make_shared<DeclaringRuleset>();
    std::array<quetai::SeatSetup, 4> seats;
    seats[0].human = true;
    seats[0].name = QStringLiteral("Me");
    for (int s = 1; s < 4; ++s) seats[std::size_t(s)].level = l.g->defaultBotLevel();
    QVERIFY(l.g->start(std::make_unique<qe::Table>(rs, qe::Options{}, 21), seats, 1));
    l.w->setProperty("screen", QStringLiteral("game"));
    QCoreApplication::processEvents();
    QVERIFY(l.g->ownTurn());
    QVERIFY(hasAction(*l.g, QStringLiteral("declare")));
    // The declaration is named as the ruleset names it.
    QQuickItem* button = visibleItem(l.w, QStringLiteral("action_declare"));
    QVERIFY(button);
    QCOMPARE(button->property("text").toString(), QStringLiteral("Declare! (R)"));  // its key shown
    QVERIFY(click(l.w, button));
    QCOMPARE(l.g->declareMode(), 1);
    QVERIFY(visibleItem(l.w, QStringLiteral("action_cancel")));
    // Then the tile: two clicks discard it with the declaration, turned in the river.
    QQuickItem* tile = visibleItem(l.w, QStringLiteral("handTile_0"));
    QVERIFY(click(l.w, tile));
    QVERIFY(click(l.w, tile));
    const auto& river = l.g->table()->pub().seats[0].river;
    QCOMPARE(river.size(), std::size_t(1));
    QCOMPARE(int(river[0].declare), 1);
    QCOMPARE(l.g->river(0)->items().front().rot, 90);
    QCOMPARE(l.g->declareMode(), 0);
    QVERIFY(roleOf(l.g->seats(), 0, "flags").toStringList().size() == 1);
}

void TestGuiPlay::saveAndContinue() {
    Loaded l = loadShown();
    QVERIFY(l.g);
    QFile::remove(quetai::GameController::savePath());
    l.g->setSaveEnabled(true);
    l.g->setSpeed(0);
    QVERIFY(l.g->newGame({{"ruleset", "test"}, {"seed", "17"}}));
    l.w->setProperty("screen", QStringLiteral("game"));
    QCoreApplication::processEvents();
    // Play a few discards by clicking, then leave for the menu.
    for (int i = 0; i < 3 && l.g->ownTurn(); ++i) {
        QQuickItem* t = visibleItem(l.w, QStringLiteral("handTile_0"));
        QVERIFY(click(l.w, t));
        QVERIFY(click(l.w, t));
    }
    const std::string before = l.g->table()->toJson();
    QVERIFY(QFile::exists(quetai::GameController::savePath()));
    // Menu asks first; staying changes nothing, leaving keeps the save.
    QVERIFY(clickName(l.w, QStringLiteral("menuButton")));
    QVERIFY(visibleItem(l.w, QStringLiteral("leaveConfirm")));
    QVERIFY(l.g->active());
    QVERIFY(clickName(l.w, QStringLiteral("leaveStay")));
    QVERIFY(!visibleItem(l.w, QStringLiteral("leaveConfirm")));
    QVERIFY(l.g->active());
    QCOMPARE(l.g->table()->toJson(), before);
    QVERIFY(clickName(l.w, QStringLiteral("menuButton")));
    QVERIFY(clickName(l.w, QStringLiteral("leaveGo")));
    QVERIFY(!l.g->active());
    QVERIFY(QFile::exists(quetai::GameController::savePath()));
    // The start screen now offers Continue, which restores the same game.
    QVERIFY(clickName(l.w, QStringLiteral("continueButton")));
    QVERIFY2(l.g->active(), qPrintable(l.g->error()));
    QCOMPARE(l.g->table()->toJson(), before);
    QCOMPARE(l.g->seedText(), QStringLiteral("17"));
    QVERIFY(l.g->awaiting());
    QFile::remove(quetai::GameController::savePath());
    // A corrupt save gives a clear error and no game.
    QFile f(quetai::GameController::savePath());
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"format\":\"quetai-session-1\",\"game\":{\"format\":\"nope\"}}");
    f.close();
    l.g->quitGame();
    QVERIFY(!l.g->continueGame());
    QVERIFY(!l.g->error().isEmpty());
    QFile::remove(quetai::GameController::savePath());
}

void TestGuiPlay::settingsLanguage() {
    Loaded l = loadShown();
    QVERIFY(l.g);
    QObject* settings = l.w->findChild<QObject*>(QStringLiteral("settings"));
    QVERIFY(settings);
    settings->setProperty("language", QStringLiteral("zh_CN"));
    QCoreApplication::processEvents();
    QQuickItem* b = visibleItem(l.w, QStringLiteral("newGameButton"));
    QVERIFY(b);
    QCOMPARE(b->property("text").toString(), QStringLiteral("新游戏"));
    // Every shipped language retranslates the running QML, no restart.
    settings->setProperty("language", QStringLiteral("zh_TW"));
    QCoreApplication::processEvents();
    QCOMPARE(b->property("text").toString(), QStringLiteral("新遊戲"));
    settings->setProperty("language", QStringLiteral("ja"));
    QCoreApplication::processEvents();
    QCOMPARE(b->property("text").toString(), QStringLiteral("新しい対局"));
    // A language that is not shipped changes nothing.
    settings->setProperty("language", QStringLiteral("xx"));
    QCoreApplication::processEvents();
    QCOMPARE(settings->property("language").toString(), QStringLiteral("ja"));
    QCOMPARE(b->property("text").toString(), QStringLiteral("新しい対局"));
    settings->setProperty("language", QStringLiteral("en"));
    QCoreApplication::processEvents();
    QCOMPARE(b->property("text").toString(), QStringLiteral("New game"));
    // The Settings box offers the four languages and follows the choice.
    QCOMPARE(settings->property("languages").toStringList(),
             (QStringList{QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW"), QStringLiteral("ja")}));
    QObject* box = l.w->findChild<QObject*>(QStringLiteral("languageBox"));
    QVERIFY(box);
    QCOMPARE(box->property("count").toInt(), 4);
    QCOMPARE(box->property("currentIndex").toInt(), 0);
    settings->setProperty("language", QStringLiteral("zh_TW"));
    QCoreApplication::processEvents();
    QCOMPARE(box->property("currentIndex").toInt(), 2);
    settings->setProperty("language", QStringLiteral("en"));
    QCoreApplication::processEvents();
}

void TestGuiPlay::languageForLocale_data() {
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("lang");
    QTest::newRow("Taiwan") << "zh_TW" << "zh_TW";
    QTest::newRow("Hong Kong") << "zh_HK" << "zh_TW";
    QTest::newRow("Macau") << "zh_MO" << "zh_TW";
    QTest::newRow("Hant script") << "zh_Hant_SG" << "zh_TW";
    QTest::newRow("mainland") << "zh_CN" << "zh_CN";
    QTest::newRow("Singapore") << "zh_SG" << "zh_CN";
    QTest::newRow("Japan") << "ja_JP" << "ja";
    QTest::newRow("English") << "en_US" << "en";
    QTest::newRow("German") << "de_DE" << "en";
    QTest::newRow("Korean") << "ko_KR" << "en";
    QTest::newRow("C") << "C" << "en";
}

void TestGuiPlay::languageForLocale() {
    QFETCH(QString, locale);
    QFETCH(QString, lang);
    QCOMPARE(quetai::AppSettings::languageForLocale(QLocale(locale)), lang);
}

void TestGuiPlay::flowersAndDeadWall() {
    // Options of the test ruleset: 144 tiles with flowers, a dead wall of 14.
    Loaded l = loadShown();
    QVERIFY(l.g);
    l.g->setSpeed(0);
    QVERIFY(l.g->newGame({{"ruleset", "test"}, {"seed", "6"}, {"options", QVariantMap{{"flowers", 1}, {"dead_wall", 14}}}}));
    l.w->setProperty("screen", QStringLiteral("game"));
    QVERIFY(l.g->runUntil(QStringLiteral("mid")));
    QCoreApplication::processEvents();
    QCOMPARE(l.g->wallStacks(), 18);
    int flowers = 0;
    for (int r = 0; r < 4; ++r) flowers += l.g->flowers(r)->rowCount();
    int published = 0;
    for (const auto& s : l.g->table()->pub().seats) published += int(s.flowers.size());
    QCOMPARE(flowers, published);
    QVERIFY(flowers > 0);
    // Each flower set aside is on screen, face up.
    int shownFlowers = 0;
    for (QQuickItem* it : visibleItems(l.w, QStringLiteral("tile")))
        if (it->property("face").toString().endsWith(QLatin1Char('f'))) ++shownFlowers;
    QCOMPARE(shownFlowers, flowers);
    // The dead wall: 14 tiles marked in the wall.
    int dead = 0;
    for (int r = 0; r < 4; ++r)
        for (const auto& t : l.g->wall(r)->items()) dead += !t.gone && (t.tag & 1);
    QCOMPARE(dead, 14);
    shot(l.w, QStringLiteral("flowers"));
}

void TestGuiPlay::claimTimer() {
    Loaded l = loadShown();
    QVERIFY(l.g);
    l.g->setSpeed(0);
    l.g->setClaimSeconds(1);
    QVERIFY(l.g->newGame({{"ruleset", "yuque"}, {"seed", "4"}}));
    l.w->setProperty("screen", QStringLiteral("game"));
    QVERIFY(l.g->runUntil(QStringLiteral("claim")));
    QVERIFY(l.g->awaiting() && l.g->claimPhase());
    QCOMPARE(l.g->claimLeft(), 1);
    const std::size_t before = l.g->table()->log().size();
    // Nobody answers: when the time is up the table passes for the player.
    QTRY_VERIFY_WITH_TIMEOUT(l.g->table()->log().size() > before, 4000);
    const qe::Action& answer = l.g->table()->log()[before];
    QCOMPARE(int(answer.type), int(qe::ActionType::Pass));
    QCOMPARE(int(answer.seat), 0);
}

void TestGuiPlay::botsAtWatchableSpeed() {
    // The human sits South: East (a bot) deals and plays first, one move per
    // timer tick, and the table waits for the human's turn.
    Loaded l = loadShown();
    QVERIFY(l.g);
    l.g->setSpeed(8);
    QVariantList seats;
    seats << QVariantMap{{"human", false}} << QVariantMap{{"human", true}} << QVariantMap{{"human", false}}
          << QVariantMap{{"human", false}};
    QVERIFY(l.g->newGame({{"ruleset", "test"}, {"seed", "3"}, {"seats", seats}}));
    l.w->setProperty("screen", QStringLiteral("game"));
    QCOMPARE(l.g->viewer(), 1);
    QVERIFY(!l.g->awaiting());  // nothing happened yet: the bots move on the timer
    QCOMPARE(l.g->table()->discardsThisHand(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(l.g->awaiting(), 10000);
    QVERIFY(l.g->table()->discardsThisHand() >= 1);
    QVERIFY(l.g->ownTurn() || l.g->claimPhase());
}

void TestGuiPlay::soundCues() {
    Loaded l = loadShown();
    QVERIFY(l.g);
    l.g->setSpeed(0);
    QObject* settings = l.w->findChild<QObject*>(QStringLiteral("settings"));
    QVERIFY(settings);
    settings->setProperty("sound", true);
    QVERIFY(l.g->newGame({{"ruleset", "yuque"}, {"seed", "4"}}));
    l.w->setProperty("screen", QStringLiteral("game"));
    QCoreApplication::processEvents();
    QObject* sounds = l.w->findChild<QObject*>(QStringLiteral("sounds"));
    QVERIFY(sounds);
    QSignalSpy spy(l.g, &quetai::GameController::soundCue);
    // Played to a won hand: the last refresh's most notable cue is the win.
    QVERIFY(l.g->runUntil(QStringLiteral("breakdown")));
    QCOMPARE(l.g->breakdown().value("kind").toString(), QStringLiteral("win"));
    QVERIFY(!spy.isEmpty());
    QCOMPARE(spy.last().at(0).toString(), QStringLiteral("win"));
    QCOMPARE(sounds->property("lastPlayed").toString(), QStringLiteral("win"));
    const int played = sounds->property("played").toInt();
    QVERIFY(played >= 1);
    // Sound off in Settings: cues still come, nothing plays.
    settings->setProperty("sound", false);
    const qsizetype cues = spy.size();
    l.g->nextHand();
    QVERIFY(l.g->runUntil(QStringLiteral("breakdown")));
    QVERIFY(spy.size() > cues);
    QCOMPARE(sounds->property("played").toInt(), played);
}

void TestGuiPlay::doraIndicatorsShown() {
    // riichi.md "Play": the first dora indicator is turned at the start of
    // the hand; the table shows it in the dead wall (on top of its stack)
    // and beside the board.
    if (!qe::makeRuleset("riichi")) QSKIP("riichi is not built");
    Loaded l = loadShown();
    QVERIFY(l.g);
    l.g->setSpeed(0);
    QVERIFY(l.g->newGame({{"ruleset", "riichi"}, {"seed", "4"}}));
    l.w->setProperty("screen", QStringLiteral("game"));
    QVERIFY(l.g->runUntil(QStringLiteral("start")));
    QCoreApplication::processEvents();
    const auto& revealed = l.g->table()->pub().wall.revealed;
    QCOMPARE(int(revealed.size()), 1);
    QVERIFY(l.g->table()->wall().place(revealed[0].first).top);
    const QVariantList shown = l.g->centre().value("indicators").toList();
    QCOMPARE(shown.size(), 1);
    QCOMPARE(shown[0].toString(), QString::fromStdString(qe::formatTile(l.g->table()->tile(revealed[0].second))));
    QVERIFY(visibleItem(l.w, QStringLiteral("indicators")));
    // A ruleset without indicators shows none.
    QVERIFY(l.g->newGame({{"ruleset", "yuque"}, {"seed", "4"}}));
    QVERIFY(l.g->runUntil(QStringLiteral("start")));
    QCoreApplication::processEvents();
    QVERIFY(l.g->centre().value("indicators").toList().isEmpty());
    QVERIFY(!visibleItem(l.w, QStringLiteral("indicators")));
}

void TestGuiPlay::rulesetLabels() {
    // Counters and flags reach the table through the ruleset's labels: the
    // deposits and each riichi are shown by name, bookkeeping never.
    if (!qe::makeRuleset("riichi")) QSKIP("riichi is not built");
    Loaded l = loadShown();
    QVERIFY(l.g);
    l.g->setSpeed(0);
    QVERIFY(l.g->newGame({{"ruleset", "riichi"}, {"seed", "3"}}));
    l.w->setProperty("screen", QStringLiteral("game"));
    bool sawRiichi = false;
    for (int hand = 0; hand < 8 && !l.g->gameOver(); ++hand) {
        QVERIFY(l.g->runUntil(QStringLiteral("breakdown")));
        const qe::PublicState& pub = l.g->table()->pub();
        QStringList names;
        for (const QVariant& c : l.g->centre().value("counters").toList())
            names << c.toMap().value("name").toString();
        for (const QString& n : names) QVERIFY2(n == QStringLiteral("供託 Deposits"), qPrintable(n));
        const auto dep = pub.counters.find("deposits");
        if (dep != pub.counters.end() && dep->second > 0) QVERIFY(names.contains(QStringLiteral("供託 Deposits")));
        QCOMPARE(l.g->seats()->rowCount(), 4);
        for (int row = 0; row < l.g->seats()->rowCount(); ++row) {
            const auto& flags = pub.seats[std::size_t(roleOf(l.g->seats(), row, "seat").toInt())].flags;
            const QStringList shown = roleOf(l.g->seats(), row, "flags").toStringList();
            for (const QString& f : shown)
                QVERIFY2(f == QStringLiteral("立直 Riichi") || f == QStringLiteral("ダブル Double") ||
                             f == QStringLiteral("一発 Ippatsu"),
                         qPrintable(f));
            const auto r = flags.find("riichi");
            if (r != flags.end() && r->second) {
                QVERIFY(shown.contains(QStringLiteral("立直 Riichi")));
                sawRiichi = true;
            }
        }
        if (l.g->gameOver()) break;
        l.g->nextHand();
    }
    QVERIFY2(sawRiichi, "no riichi in eight hands of bots: pick another seed");
}

void TestGuiPlay::rulesetsOnTheNewGameScreen() {
    // The five rulesets of the product in order; the ones not built yet are
    // shown as coming and cannot be picked; the engine's test ruleset is
    // not offered to players.
    Loaded l = loadShown();
    QVERIFY(l.g);
    QVERIFY(clickName(l.w, QStringLiteral("newGameButton")));
    QQuickItem* screen = visibleItem(l.w, QStringLiteral("newGameScreen"));
    QVERIFY(screen);
    QVERIFY(!visibleItem(l.w, QStringLiteral("ruleset_test")));
    QStringList ids;
    for (const QVariant& r : l.g->rulesets()) ids << r.toMap().value("id").toString();
    QCOMPARE(ids, (QStringList{"yuque", "shanghai", "riichi", "binshi", "lingque"}));
    for (const QVariant& r : l.g->rulesets()) {
        const QVariantMap m = r.toMap();
        const QString id = m.value("id").toString();
        QVERIFY(visibleItem(l.w, QStringLiteral("ruleset_") + id));
        QCOMPARE(m.value("available").toBool(), bool(qe::makeRuleset(id.toStdString())));
        QVERIFY(clickName(l.w, QStringLiteral("ruleset_") + id));
        if (m.value("available").toBool())
            QCOMPARE(screen->property("rulesetId").toString(), id);
        else
            QVERIFY(screen->property("rulesetId").toString() != id);
        // Every one has its rules page, built or not.
        QVERIFY(l.g->rulesInfo(id).value("text").toString().size() > 100);
    }
}

void TestGuiPlay::hotSeatClaimsAskedInTurn() {
    // Four people at one screen. When a discard gives several of them a
    // claim, they are asked one after another, each behind their own
    // hand-over screen, and nobody sees another's tiles.
    Loaded l = loadShown();
    QVERIFY(l.g);
    l.g->setSpeed(0);
    QVariantList seats;
    for (const char* n : {"Ann", "Bo", "Cy", "Di"}) seats << QVariantMap{{"human", true}, {"name", n}};
    QVERIFY(l.g->newGame({{"ruleset", "test"}, {"seed", "1"}, {"seats", seats}}));
    l.w->setProperty("screen", QStringLiteral("game"));
    int several = 0;
    for (int guard = 0; guard < 4000 && !l.g->gameOver() && several < 1; ++guard) {
        QCoreApplication::processEvents();
        if (l.g->handEnded()) {
            l.g->nextHand();
            continue;
        }
        const QString leak = leakedTile(l.w, hiddenFromViewer(*l.g, l.g->viewer()));
        QVERIFY2(leak.isEmpty(), qPrintable("a waiting player's tile is on screen: " + leak));
        if (l.g->handoverSeat() >= 0) {
            QVERIFY(clickName(l.w, QStringLiteral("handoverConfirm")));
            continue;
        }
        QVERIFY2(l.g->awaiting(), "the game stopped without asking anyone");
        if (l.g->claimPhase()) {
            const std::vector<int> asked = l.g->table()->seatsToAct();
            const int me = l.g->viewer();
            QVERIFY(std::find(asked.begin(), asked.end(), me) != asked.end());
            QVERIFY(clickName(l.w, QStringLiteral("action_pass")));
            QCoreApplication::processEvents();
            if (asked.size() >= 2) {
                // The next one asked gets the screen only after a hand-over.
                QVERIFY(l.g->handoverSeat() >= 0);
                QVERIFY(l.g->handoverSeat() != me);
                QVERIFY(std::find(asked.begin(), asked.end(), l.g->handoverSeat()) != asked.end());
                ++several;
            }
            continue;
        }
        // A turn: discard the first tile that may be discarded.
        bool done = false;
        for (qe::TileId id : l.g->table()->priv(l.g->viewer()).hand)
            if (!done && l.g->canDiscard(int(id))) done = l.g->discardTile(int(id));
        QVERIFY(done);
    }
    QVERIFY2(several >= 1, "no discard gave two players a claim");
}

// Ruleset::refuseActions: what the rules refuse a seat (上海's missed-pon
// and missed-win locks, shanghai.md "Claims") shows in its action bar as a
// greyed button with the reason, only on that seat's screen. Four people at
// one screen pass every claim until a lock refuses one (seed 36: within a
// few actions).
void TestGuiPlay::refusedActionsGreyedWithReason() {
    if (!qe::makeRuleset("shanghai")) QSKIP("shanghai is not built");
    Loaded l = loadShown();
    QVERIFY(l.g);
    l.g->setSpeed(0);
    QVariantList seats;
    for (const char* n : {"Ann", "Bo", "Cy", "Di"}) seats << QVariantMap{{"human", true}, {"name", n}};
    QVERIFY(l.g->newGame({{"ruleset", "shanghai"}, {"seed", "36"}, {"seats", seats}}));
    l.w->setProperty("screen", QStringLiteral("game"));
    bool seen = false;
    for (int guard = 0; guard < 400 && !l.g->gameOver() && !seen; ++guard) {
        QCoreApplication::processEvents();
        if (l.g->handEnded()) {
            l.g->nextHand();
            continue;
        }
        if (l.g->handoverSeat() >= 0) {
            QVERIFY(clickName(l.w, QStringLiteral("handoverConfirm")));
            continue;
        }
        QVERIFY2(l.g->awaiting(), "the game stopped without asking anyone");
        QVERIFY(actionsAreLegal(*l.g));
        if (hasAction(*l.g, QStringLiteral("refused:"))) {
            const int me = l.g->viewer();
            QVERIFY(!l.g->shownView().refused.empty());
            QCOMPARE(l.g->table()->refusedActions(me).size(), l.g->shownView().refused.size());
            for (int row = 0; row < l.g->actions()->rowCount(); ++row) {
                if (!roleOf(l.g->actions(), row, "key").toString().startsWith(QStringLiteral("refused:"))) continue;
                QVERIFY(!roleOf(l.g->actions(), row, "reason").toString().isEmpty());
                QVERIFY(roleOf(l.g->actions(), row, "choices").toList().isEmpty());
                QVERIFY(!roleOf(l.g->actions(), row, "enabled").toBool());
            }
            QQuickItem* b = visibleItem(l.w, QStringLiteral("action_refused"));
            QVERIFY(b);
            QVERIFY(!b->isEnabled());
            seen = true;
            break;
        }
        if (l.g->claimPhase()) {
            QVERIFY(clickName(l.w, QStringLiteral("action_pass")));
            continue;
        }
        bool done = false;
        for (qe::TileId id : l.g->table()->priv(l.g->viewer()).hand)
            if (!done && l.g->canDiscard(int(id))) done = l.g->discardTile(int(id));
        QVERIFY(done);
    }
    QVERIFY2(seen, "no claim was refused in the hands played");
}

// riichi.md "Play": an all-last dealer who leads may stop. East-only games
// with the human in seat 3 (the all-last dealer when seat 0 deals first,
// which the dice give in some of the seeds); bots play on until the
// breakdown of a hand that offers the human the choice, which is clicked.
void TestGuiPlay::allLastDealerMayStop() {
    if (!qe::makeRuleset("riichi")) QSKIP("riichi is not built");
    Loaded l = loadShown();
    QVERIFY(l.g);
    l.g->setSpeed(0);
    bool offered = false;
    for (int seed = 1; seed <= 60 && !offered; ++seed) {
        QVariantMap cfg;
        cfg["ruleset"] = QStringLiteral("riichi");
        cfg["seed"] = QString::number(seed);
        cfg["options"] = QVariantMap{{"length", 0}};
        QVariantList seats;
        seats << QVariantMap{{"human", false}} << QVariantMap{{"human", false}} << QVariantMap{{"human", false}}
              << QVariantMap{{"human", true}, {"name", "Dee"}};
        cfg["seats"] = seats;
        QVERIFY(l.g->newGame(cfg));
        l.w->setProperty("screen", QStringLiteral("game"));
        for (int guard = 0; guard < 40 && !l.g->gameOver(); ++guard) {
            QVERIFY(l.g->runUntil(QStringLiteral("breakdown")));
            QCoreApplication::processEvents();
            if (l.g->gameOver()) break;
            const QVariantMap b = l.g->breakdown();
            if (b.value(QStringLiteral("stopSeat")).toInt() == 3) {
                offered = true;
                QQuickItem* stop = visibleItem(l.w, QStringLiteral("stopGame"));
                QVERIFY(stop);
                // Offered to the lone person, the button speaks to them (not "Dee stops").
                QCOMPARE(stop->property("text").toString(), QStringLiteral("End the game here"));
                guitest::shot(l.w, QStringLiteral("stop-offered"));
                QVERIFY(clickName(l.w, QStringLiteral("stopGame")));
                QCoreApplication::processEvents();
                QVERIFY(l.g->gameOver());
                QCOMPARE(int(l.g->table()->phase()), int(qe::Phase::GameOver));
                QVERIFY(l.g->breakdown().value(QStringLiteral("gameOver")).toBool());
                QVERIFY(!visibleItem(l.w, QStringLiteral("stopGame")));
                QVERIFY(clickName(l.w, QStringLiteral("nextHand")));  // Final standings
                QCoreApplication::processEvents();
                QVERIFY(visibleItem(l.w, QStringLiteral("gameOver")));
                break;
            }
            QVERIFY(!visibleItem(l.w, QStringLiteral("stopGame")));
            l.g->nextHand();
        }
    }
    QVERIFY2(offered, "no seed gave the all-last dealer the choice");
}

// With one person at a table of bots the breakdown's title speaks to them
// ("You win by ...", "... from you"), whatever name they chose; in hot-seat
// every seat keeps its name. At the smallest window the payments of a
// 上海 self-draw (three payers, each with its reason) fit without scrolling.
void TestGuiPlay::breakdownSpeaksToLoneHuman() {
    if (!qe::makeRuleset("shanghai")) QSKIP("shanghai is not built");
    Loaded l = loadShown({1024, 700});
    QVERIFY(l.g);
    l.g->setSpeed(0);
    const auto titleOf = [&] {
        if (l.g->handoverSeat() >= 0) l.g->confirmHandover();  // hot-seat: the next person takes the screen
        QCoreApplication::processEvents();
        QQuickItem* panel = visibleItem(l.w, QStringLiteral("breakdown"));
        if (panel) QMetaObject::invokeMethod(panel, "showAll");
        QCoreApplication::processEvents();
        QQuickItem* t = visibleItem(l.w, QStringLiteral("breakdownTitle"));
        return t ? t->property("text").toString() : QString();
    };
    QVariantList alone;
    alone << QVariantMap{{"human", true}, {"name", "Ann"}} << QVariantMap{{"human", false}}
          << QVariantMap{{"human", false}} << QVariantMap{{"human", false}};
    QVERIFY(l.g->newGame({{"ruleset", "shanghai"}, {"seed", "4"}, {"seats", alone}}));
    l.w->setProperty("screen", QStringLiteral("game"));
    bool own = false, fromYou = false, payFits = false;
    for (int hand = 0; hand < 40 && !(own && fromYou && payFits) && !l.g->gameOver(); ++hand) {
        QVERIFY(l.g->runUntil(QStringLiteral("breakdown")));
        const QVariantList wins = l.g->breakdown().value(QStringLiteral("wins")).toList();
        const QString title = titleOf();
        if (!wins.isEmpty()) {
            const QVariantMap w = wins.first().toMap();
            const int seat = w.value(QStringLiteral("seat")).toInt();
            const int from = w.value(QStringLiteral("from")).toInt();
            QCOMPARE(w.value(QStringLiteral("you")).toBool(), l.g->isHuman(seat));
            QCOMPARE(w.value(QStringLiteral("fromYou")).toBool(), from >= 0 && l.g->isHuman(from));
            QVERIFY2(!title.contains(QStringLiteral("Ann")), qPrintable(title));
            if (l.g->isHuman(seat)) {
                QVERIFY2(title.startsWith(QStringLiteral("You win by ")), qPrintable(title));
                own = true;
                if (w.value(QStringLiteral("tsumo")).toBool()) {
                    QCOMPARE(l.g->breakdown().value(QStringLiteral("payments")).toList().size(), 3);
                    QQuickItem* pay = visibleItem(l.w, QStringLiteral("paymentsList"));
                    QVERIFY(pay);
                    const qreal need = pay->property("contentHeight").toReal();
                    QVERIFY2(need <= pay->height() + 0.5,
                             qPrintable(QStringLiteral("the payments need %1 px, have %2").arg(need).arg(pay->height())));
                    payFits = true;
                }
            } else if (from >= 0 && l.g->isHuman(from)) {
                QVERIFY2(title.endsWith(QStringLiteral(" from you")), qPrintable(title));
                fromYou = true;
            } else {
                QVERIFY2(title.startsWith(w.value(QStringLiteral("name")).toString() + QStringLiteral(" wins by ")), qPrintable(title));
            }
        }
        l.g->nextHand();
    }
    QVERIFY2(own && fromYou && payFits, "no hand won by the person, dealt in by them, or won by their self-draw");
    // The replay of a game the person played alone speaks to them too; a
    // bare table save (no one known to be a person) keeps the names.
    {
        QVERIFY(l.g->newGame({{"ruleset", "shanghai"}, {"seed", "4"}, {"seats", alone}}));
        QVERIFY(l.g->runUntil(QStringLiteral("breakdown")));
        const QVariantList wins = l.g->breakdown().value(QStringLiteral("wins")).toList();
        QVERIFY(!wins.isEmpty());
        QVERIFY2(l.g->isHuman(wins.first().toMap().value(QStringLiteral("seat")).toInt()), "seed 4's first hand is not the person's");
        qe::GameFile f;
        f.game = l.g->table()->toJson();
        f.seats = {qe::GameSeat{true, "Ann", ""}, qe::GameSeat{false, "Bot 1", "standard"},
                   qe::GameSeat{false, "Bot 2", "standard"}, qe::GameSeat{false, "Bot 3", "standard"}};
        const int end = int(l.g->table()->log().size());
        quetai::ReplayController rp;
        QVERIFY2(rp.openGame(QString::fromStdString(qe::writeGameFile(f))), qPrintable(rp.error()));
        rp.seek(end);
        QVERIFY2(rp.outcomeText().startsWith(QStringLiteral("You win (")), qPrintable(rp.outcomeText()));
        QVERIFY2(rp.openGame(QString::fromStdString(f.game)), qPrintable(rp.error()));
        rp.seek(end);
        QVERIFY2(rp.outcomeText().startsWith(QStringLiteral("Ann wins (")), qPrintable(rp.outcomeText()));
    }
    // Hot-seat: two people, each named.
    QVariantList two;
    two << QVariantMap{{"human", true}, {"name", "Ann"}} << QVariantMap{{"human", true}, {"name", "Bo"}}
        << QVariantMap{{"human", false}} << QVariantMap{{"human", false}};
    QVERIFY(l.g->newGame({{"ruleset", "shanghai"}, {"seed", "4"}, {"seats", two}}));
    bool named = false;
    for (int hand = 0; hand < 40 && !named && !l.g->gameOver(); ++hand) {
        QVERIFY(l.g->runUntil(QStringLiteral("breakdown")));
        const QVariantList wins = l.g->breakdown().value(QStringLiteral("wins")).toList();
        const QString title = titleOf();
        if (!wins.isEmpty() && l.g->isHuman(wins.first().toMap().value(QStringLiteral("seat")).toInt())) {
            QVERIFY(!wins.first().toMap().value(QStringLiteral("you")).toBool());
            QVERIFY2(title.startsWith(QStringLiteral("Ann wins by ")) || title.startsWith(QStringLiteral("Bo wins by ")),
                     qPrintable(title));
            named = true;
        }
        l.g->nextHand();
    }
    QVERIFY2(named, "no hand won by a person in hot-seat");
}

// The first dealer thrown from the seed is announced in the centre and
// marked; with 玉雀's seat_rotation the human moves to a new seat at round
// 2, and the view (own hand, bottom seat) follows them there.
void TestGuiPlay::firstDealerAndSeatRotationShown() {
    auto rs = qe::makeRuleset("yuque");
    if (!rs) QSKIP("yuque is not built");
    Loaded l = loadShown();
    QVERIFY(l.g);
    l.g->setSpeed(0);
    // The lone human deals first: the notice speaks to them, whatever their name.
    {
        int own = 1;
        while (qe::Table(rs, {}, std::uint64_t(own)).pub().firstDealer != 0) ++own;
        QVariantList alone;
        alone << QVariantMap{{"human", true}, {"name", "Ann"}} << QVariantMap{{"human", false}}
              << QVariantMap{{"human", false}} << QVariantMap{{"human", false}};
        QVERIFY(l.g->newGame({{"ruleset", "yuque"}, {"seed", QString::number(own)}, {"seats", alone}}));
        const QString notice = l.g->centre().value(QStringLiteral("notice")).toString();
        QVERIFY2(notice.startsWith(QStringLiteral("You deal first")), qPrintable(notice));
    }
    int seed = 1;
    while (qe::Table(rs, {}, std::uint64_t(seed)).pub().firstDealer == 0) ++seed;
    QVariantList seats;
    seats << QVariantMap{{"human", true}, {"name", "Ann"}} << QVariantMap{{"human", false}, {"name", "Bo"}}
          << QVariantMap{{"human", false}, {"name", "Cy"}} << QVariantMap{{"human", false}, {"name", "Di"}};
    QVERIFY(l.g->newGame({{"ruleset", "yuque"},
                          {"seed", QString::number(seed)},
                          {"options", QVariantMap{{"seat_rotation", true}}},
                          {"seats", seats}}));
    l.w->setProperty("screen", QStringLiteral("game"));
    QCoreApplication::processEvents();
    const qe::PublicState& p = l.g->table()->pub();
    const int fd = p.firstDealer;
    QVERIFY(fd != 0);
    const QString dice = QStringLiteral("%1+%2").arg(p.firstDealerDice[0]).arg(p.firstDealerDice[1]);
    const QString notice = l.g->centre().value(QStringLiteral("notice")).toString();
    QVERIFY2(notice.contains(l.g->seatName(fd)) && notice.contains(dice) && notice.contains(QStringLiteral("deals first")),
             qPrintable(notice));
    QQuickItem* shown = visibleItem(l.w, QStringLiteral("notice"));
    QVERIFY(shown);
    QCOMPARE(shown->property("text").toString(), notice);
    QCOMPARE(l.g->seats()->rowCount(), 4);
    for (int row = 0; row < 4; ++row)
        QCOMPARE(roleOf(l.g->seats(), row, "dealer").toBool(), roleOf(l.g->seats(), row, "seat").toInt() == fd);
    // Play the human's moves (pass, discard) to the first hand of round 2.
    for (int guard = 0; guard < 4000 && (p.handNumber < 5 || l.g->handEnded()); ++guard) {
        QCoreApplication::processEvents();
        if (l.g->handEnded()) {
            l.g->nextHand();
            continue;
        }
        QVERIFY2(l.g->awaiting(), "the game stopped without asking anyone");
        if (l.g->claimPhase()) {
            QVERIFY(l.g->pass());
            continue;
        }
        bool done = false;
        for (qe::TileId id : l.g->table()->priv(l.g->viewer()).hand)
            if (!done && l.g->canDiscard(int(id))) done = l.g->discardTile(int(id));
        QVERIFY(done);
    }
    QCOMPARE(p.handNumber, 5);
    QCOMPARE(int(p.counters.at("round")), 2);
    // 東↔南, 西↔北: Ann moved to another seat, and the view went with her.
    const int annSeat = p.placeOf[0];
    QVERIFY(annSeat != 0);
    QCOMPARE(l.g->viewer(), annSeat);
    QCOMPARE(l.g->shownView().seat, annSeat);
    QVERIFY(l.g->isHuman(annSeat));
    QCOMPARE(roleOf(l.g->seats(), 0, "name").toString(), QStringLiteral("Ann"));
    QVERIFY(roleOf(l.g->seats(), 0, "human").toBool());
    QCOMPARE(roleOf(l.g->seats(), 0, "player").toInt(), 0);
    QVERIFY2(l.g->centre().value(QStringLiteral("notice")).toString().contains(QStringLiteral("Round 2")),
             qPrintable(l.g->centre().value(QStringLiteral("notice")).toString()));
    // The bots sit with their players too: the three others are bots.
    for (int s = 0; s < 4; ++s) QCOMPARE(l.g->isHuman(s), s == annSeat);
}

// The seats model keeps its rows: a changed score is one dataChanged naming
// only the roles that changed, never a reset that would rebuild the plates.
void TestGuiPlay::seatsUpdateInPlace() {
    quetai::SeatModel m;
    QVector<quetai::SeatRow> rows(4);
    for (int r = 0; r < 4; ++r) {
        rows[r].seat = rows[r].rel = rows[r].wind = r;
        rows[r].score = 25000;
    }
    m.setRows(rows);
    QCOMPARE(m.rowCount(), 4);
    QCOMPARE(m.viewerWind(), 0);
    QSignalSpy reset(&m, &QAbstractItemModel::modelReset);
    QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
    QSignalSpy wind(&m, &quetai::SeatModel::viewerWindChanged);
    m.setRows(rows);
    QCOMPARE(changed.count(), 0);
    rows[2].score = 24000;
    m.setRows(rows);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).value<QModelIndex>().row(), 2);
    QCOMPARE(changed.at(0).at(2).value<QList<int>>(), QList<int>{quetai::SeatModel::Score});
    QCOMPARE(roleOf(&m, 2, "score").toLongLong(), 24000);
    QCOMPARE(wind.count(), 0);
    // The view turns to another player (hot-seat): the bottom row's wind moves with it.
    for (int r = 0; r < 4; ++r) rows[r].wind = (r + 1) % 4;
    m.setRows(rows);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(wind.count(), 1);
    QCOMPARE(m.viewerWind(), 1);
    m.setRows({});
    QCOMPARE(m.rowCount(), 0);
    QCOMPARE(m.viewerWind(), -1);

    // In a game: playing on never resets the seats, the scores show through dataChanged.
    Loaded l = loadShown();
    QVERIFY(l.g);
    QVariantList seats;
    for (int s = 0; s < 4; ++s) seats << QVariantMap{{"human", s == 0}};
    QVERIFY(l.g->newGame({{"ruleset", "test"}, {"seed", "5"}, {"seats", seats}}));
    QCOMPARE(l.g->seats()->rowCount(), 4);
    QSignalSpy gameReset(l.g->seats(), &QAbstractItemModel::modelReset);
    QSignalSpy gameChanged(l.g->seats(), &QAbstractItemModel::dataChanged);
    QVERIFY(l.g->runUntil(QStringLiteral("breakdown")));
    QCOMPARE(gameReset.count(), 0);
    QVERIFY(gameChanged.count() > 0);
    for (int row = 0; row < 4; ++row) {
        const int seat = roleOf(l.g->seats(), row, "seat").toInt();
        QCOMPARE(roleOf(l.g->seats(), row, "score").toLongLong(), qlonglong(l.g->table()->pub().seats[std::size_t(seat)].score));
    }
}

// The action bar's rows: the type is the key before ':', refused rows are
// disabled with their reason, and the same actions again keep the rows
// (no reset) but still tell the bar to close an open choice.
void TestGuiPlay::actionRows() {
    quetai::ActionModel m;
    quetai::ActionRow kong, refused;
    kong.key = QStringLiteral("kong:5");
    kong.faces << QStringLiteral("5m");
    kong.choices << QVariantMap{{"index", 2}};
    refused.key = QStringLiteral("refused:win");
    refused.enabled = false;
    refused.reason = QStringLiteral("no");
    m.setRows({kong, refused});
    QCOMPARE(m.rowCount(), 2);
    QCOMPARE(roleOf(&m, 0, "type").toString(), QStringLiteral("kong"));
    QCOMPARE(roleOf(&m, 0, "faces").toStringList(), QStringList{QStringLiteral("5m")});
    QVERIFY(roleOf(&m, 0, "enabled").toBool());
    QCOMPARE(roleOf(&m, 1, "type").toString(), QStringLiteral("refused"));
    QVERIFY(!roleOf(&m, 1, "enabled").toBool());
    QCOMPARE(roleOf(&m, 1, "reason").toString(), QStringLiteral("no"));
    QCOMPARE(m.keyAt(0), QStringLiteral("kong:5"));
    QCOMPARE(m.choicesAt(0).size(), 1);
    QVERIFY(m.keyAt(2).isEmpty());
    QSignalSpy reset(&m, &QAbstractItemModel::modelReset);
    QSignalSpy refreshed(&m, &quetai::ActionModel::refreshed);
    QSignalSpy count(&m, &quetai::ActionModel::countChanged);
    m.setRows({kong, refused});
    QCOMPARE(reset.count(), 0);
    QCOMPARE(refreshed.count(), 1);
    m.setRows({});
    QCOMPARE(reset.count(), 1);
    QCOMPARE(count.count(), 1);
    QCOMPARE(m.rowCount(), 0);
}


// Default names say who plays, never a wind: the winds move with the dealer,
// so a plate reading "North" beside 東 would contradict itself. The plate's
// wind is the seat's wind in the public state, hand after hand.
void TestGuiPlay::defaultNamesAgreeWithWinds() {
    auto rs = qe::makeRuleset("yuque");
    if (!rs) QSKIP("yuque is not built");
    Loaded l = loadShown();
    QVERIFY(l.g);
    l.g->setSpeed(0);
    int seed = 1;
    while (qe::Table(rs, {}, std::uint64_t(seed)).pub().firstDealer == 0) ++seed;
    QVariantList seats;
    seats << QVariantMap{{"human", true}} << QVariantMap{{"human", false}} << QVariantMap{{"human", false}}
          << QVariantMap{{"human", false}};
    QVERIFY(l.g->newGame({{"ruleset", "yuque"}, {"seed", QString::number(seed)}, {"seats", seats}}));
    l.w->setProperty("screen", QStringLiteral("game"));
    QCoreApplication::processEvents();
    const QStringList expected{QStringLiteral("You"), QStringLiteral("Bot 1"), QStringLiteral("Bot 2"),
                               QStringLiteral("Bot 3")};
    const QStringList windWords{QStringLiteral("East"), QStringLiteral("South"), QStringLiteral("West"),
                                QStringLiteral("North")};
    const qe::PublicState& p = l.g->table()->pub();
    auto check = [&]() {
        QCOMPARE(l.g->seats()->rowCount(), 4);
        for (int row = 0; row < 4; ++row) {
            const int seat = roleOf(l.g->seats(), row, "seat").toInt();
            const QString name = roleOf(l.g->seats(), row, "name").toString();
            QCOMPARE(name, expected[seat]);
            for (const QString& wword : windWords) QVERIFY2(!name.contains(wword), qPrintable(name));
            QCOMPARE(roleOf(l.g->seats(), row, "wind").toInt(), p.seatWind(seat));
            QCOMPARE(roleOf(l.g->seats(), row, "dealer").toBool(), seat == p.dealer);
        }
    };
    check();
    const int firstDealer = p.dealer;
    bool dealerMoved = false;
    for (int guard = 0; guard < 4000 && p.handNumber < 3; ++guard) {
        QCoreApplication::processEvents();
        if (l.g->handEnded()) {
            l.g->nextHand();
            QCoreApplication::processEvents();
            if (l.g->gameOver()) break;
            check();
            dealerMoved = dealerMoved || p.dealer != firstDealer;
            continue;
        }
        QVERIFY2(l.g->awaiting(), "the game stopped without asking anyone");
        if (l.g->claimPhase()) {
            QVERIFY(l.g->pass());
            continue;
        }
        bool done = false;
        for (qe::TileId id : l.g->table()->priv(l.g->viewer()).hand)
            if (!done && l.g->canDiscard(int(id))) done = l.g->discardTile(int(id));
        QVERIFY(done);
    }
    QVERIFY2(dealerMoved, "no hand moved the dealer: the test saw only one seating");
}

// Riichi's breakdown at 1024x700: each running total says whether it counts
// han, fu or points (han and fu apart until the last step), the rounding is
// said in words, tile notation is drawn as tiles, no step runs past the
// list, and a list longer than its room shows its scroll bar.
void TestGuiPlay::riichiBreakdownReadable() {
    if (!qe::makeRuleset("riichi")) QSKIP("riichi is not built");
    bool sawFu = false, sawTiles = false, sawScroll = false;
    for (int seed = 1; seed <= 12 && !(sawFu && sawTiles && sawScroll); ++seed) {
        Loaded l = loadShown({1024, 700});
        QVERIFY(l.g);
        l.g->setSpeed(0);
        QVERIFY(l.g->newGame({{"ruleset", "riichi"}, {"seed", QString::number(seed)}}));
        l.w->setProperty("screen", QStringLiteral("game"));
        QVERIFY(l.g->runUntil(QStringLiteral("breakdown")));
        QCoreApplication::processEvents();
        const QVariantList wins = l.g->breakdown().value(QStringLiteral("wins")).toList();
        if (wins.isEmpty()) continue;
        QQuickItem* panel = visibleItem(l.w, QStringLiteral("breakdown"));
        QVERIFY(panel);
        const QVariantList steps = wins.first().toMap().value(QStringLiteral("steps")).toList();
        QStringList units;
        for (const QVariant& v : steps) units << v.toMap().value(QStringLiteral("unit")).toString();
        QCOMPARE(units.first(), QStringLiteral("han"));
        QCOMPARE(units.last(), QStringLiteral("points"));
        const int firstFu = int(units.indexOf(QStringLiteral("fu")));
        QVERIFY2(firstFu > 0, qPrintable(units.join(',')));
        // While fu are counted the header keeps the han beside them.
        QMetaObject::invokeMethod(panel, "showAll");
        panel->setProperty("shown", firstFu + 1);
        QCoreApplication::processEvents();
        QQuickItem* total = visibleItem(l.w, QStringLiteral("breakdownTotal"));
        QVERIFY(total);
        const QString head = total->property("text").toString();
        QVERIFY2(head.contains(QStringLiteral("han")) && head.contains(QStringLiteral("fu")), qPrintable(head));
        sawFu = true;
        for (const QVariant& v : steps) {
            const QString t = v.toMap().value(QStringLiteral("text")).toString();
            if (t.contains(QStringLiteral("rounds up to")))
                QVERIFY2(t.startsWith(QStringLiteral("fu ")), qPrintable(t));
            QVERIFY2(!t.contains(QStringLiteral("Round up")), qPrintable(t));
        }
        QMetaObject::invokeMethod(panel, "showAll");
        QCoreApplication::processEvents();
        QQuickItem* list = visibleItem(l.w, QStringLiteral("stepList"));
        QVERIFY(list);
        const auto texts = visibleItems(l.w, QStringLiteral("stepText"));
        QVERIFY(!texts.isEmpty());
        for (QQuickItem* t : texts) {
            const QPointF tl = t->mapToItem(list, QPointF(0, 0));
            QVERIFY2(tl.x() >= 0 && tl.x() + t->width() <= list->width() + 0.5, "a step runs past the list");
            const QString text = t->property("text").toString();
            // A word that is tile notation with at most punctuation around it.
            const QRegularExpression tileRe(QStringLiteral("^[^0-9A-Za-z]*([0-9]+[mpszf])+[^0-9A-Za-z]*$"));
            bool tileWord = false;
            for (const QString& word : text.split(QLatin1Char(' ')))
                tileWord = tileWord || tileRe.match(word).hasMatch();
            int tiles = 0;
            std::function<void(QQuickItem*)> count = [&](QQuickItem* it) {
                if (it->isVisible() && it->objectName() == QLatin1String("textTile"))
                    ++tiles;
                for (QQuickItem* c : it->childItems()) count(c);
            };
            count(t);
            if (tileWord) {
                QVERIFY2(tiles > 0, qPrintable("no tiles drawn for: " + text));
                sawTiles = true;
            } else {
                QCOMPARE(tiles, 0);
            }
        }
        const qreal contentH = list->property("contentHeight").toReal();
        QQuickItem* bar = visibleItem(l.w, QStringLiteral("stepScrollBar"));
        if (contentH > list->height() + 1) {
            QVERIFY2(bar, "the steps overflow their list without a visible scroll bar");
            sawScroll = true;
        }
    }
    QVERIFY2(sawFu && sawTiles, "no riichi win with fu and tiles in its steps in 12 seeds");
}

// The new-game screen names option values and bot levels in words (no ids
// like one_outer or beginner), cites no files in its help, and after a
// language switch still shows each seat's kind and level.
void TestGuiPlay::newGameScreenSpeaksToPlayers() {
    if (!qe::makeRuleset("yuque")) QSKIP("yuque is not built");
    Loaded l = loadShown({1024, 700});
    QVERIFY(l.g);
    QVERIFY(clickName(l.w, QStringLiteral("newGameButton")));
    QVERIFY(clickName(l.w, QStringLiteral("ruleset_yuque")));
    QCoreApplication::processEvents();
    QQuickItem* kong = visibleItem(l.w, QStringLiteral("optionChoice_kong_display"));
    QVERIFY(kong);
    const QString shown = kong->property("displayText").toString();
    QVERIFY2(!shown.isEmpty() && !shown.contains(QLatin1Char('_')), qPrintable(shown));
    const auto helps = visibleItems(l.w, QStringLiteral("optionHelp"));
    QVERIFY(!helps.isEmpty());
    for (QQuickItem* h : helps) {
        const QString t = h->property("text").toString();
        QVERIFY2(!t.contains(QStringLiteral(".md")), qPrintable(t));
    }
    QQuickItem* level = visibleItem(l.w, QStringLiteral("seatLevel_1"));
    QVERIFY(level);
    QStringList ids;
    for (const QString& lv : l.g->botLevels()) ids << lv;
    QVERIFY2(!ids.contains(level->property("displayText").toString()), qPrintable(level->property("displayText").toString()));
    QObject* settings = l.w->findChild<QObject*>(QStringLiteral("settings"));
    QVERIFY(settings);
    settings->setProperty("language", QStringLiteral("zh_CN"));
    QCoreApplication::processEvents();
    QQuickItem* kind0 = visibleItem(l.w, QStringLiteral("seatKind_0"));
    QQuickItem* kind1 = visibleItem(l.w, QStringLiteral("seatKind_1"));
    QVERIFY(kind0 && kind1);
    QCOMPARE(kind0->property("displayText").toString(), QStringLiteral("玩家"));
    QCOMPARE(kind1->property("displayText").toString(), QStringLiteral("电脑"));
    QVERIFY(!level->property("displayText").toString().isEmpty());
    QCOMPARE(level->property("currentIndex").toInt(), int(ids.indexOf(l.g->defaultBotLevel())));
    settings->setProperty("language", QStringLiteral("en"));
    QCoreApplication::processEvents();
    QCOMPARE(kind1->property("displayText").toString(), QStringLiteral("Bot"));
}

// Settings: one click discards; two clicks (the default) raise first.
void TestGuiPlay::oneClickDiscard() {
    Loaded l = loadShown();
    QVERIFY(l.g);
    QObject* settings = l.w->findChild<QObject*>(QStringLiteral("settings"));
    QVERIFY(settings);
    QCOMPARE(settings->property("oneClickDiscard").toBool(), false);
    l.g->setSpeed(0);
    QVERIFY(l.g->newGame({{"ruleset", "test"}, {"seed", "17"}}));
    l.w->setProperty("screen", QStringLiteral("game"));
    QCoreApplication::processEvents();
    QVERIFY(l.g->ownTurn());
    const int before = l.g->table()->discardsThisHand();
    QVERIFY(click(l.w, visibleItem(l.w, QStringLiteral("handTile_0"))));
    QCOMPARE(l.g->table()->discardsThisHand(), before);  // raised only
    QVERIFY(click(l.w, visibleItem(l.w, QStringLiteral("handTile_1"))));
    QCOMPARE(l.g->table()->discardsThisHand(), before);  // another tile raised instead
    settings->setProperty("oneClickDiscard", true);
    QCoreApplication::processEvents();
    QVERIFY(click(l.w, visibleItem(l.w, QStringLiteral("handTile_2"))));
    QVERIFY(l.g->table()->discardsThisHand() > before);
    settings->setProperty("oneClickDiscard", false);
}

// The window comes back where it was left, unless that place is on no screen.
void TestGuiPlay::windowRemembered() {
    QTemporaryDir dir;
    QSettings s(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    QWindow a;
    a.setGeometry(QRect(60, 50, 700, 520));
    quetai::AppSettings::rememberWindow(a, s);
    QWindow b;
    b.setGeometry(QRect(0, 0, 1280, 800));
    QVERIFY(quetai::AppSettings::restoreWindow(b, s));
    QCOMPARE(b.geometry(), QRect(60, 50, 700, 520));
    // A monitor that is gone: the place is not used.
    s.setValue(QStringLiteral("window/geometry"), QRect(50000, 50000, 700, 520));
    QWindow c;
    c.setGeometry(QRect(0, 0, 1280, 800));
    QVERIFY(!quetai::AppSettings::restoreWindow(c, s));
    QCOMPARE(c.geometry(), QRect(0, 0, 1280, 800));
}

QTEST_MAIN(TestGuiPlay)
#include "test_gui_play.moc"
