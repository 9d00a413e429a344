// The learner's table through its QML interface: the hand help panel (what
// it shows for the hand and for the tile under the pointer, where it sits
// at 1024x700 and 1280x800, the toggle), the warning before a call that
// leaves no yaku (mark, confirm step, cancel, call anyway), greyed discards
// with their reason, and the review opened from the breakdown, again after
// the game is continued from its save. With QUETAI_GUI_SHOTS set it saves
// the screenshots docs/screenshots/help-*.png and review-*.png come from.
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QtTest>

#include "bot.h"
#include "core/registry.h"
#include "core/table.h"
#include "gui_harness.h"
#include "handhelp.h"
#include "layout.h"
#include "review.h"
#include "table_fixtures.h"

Q_IMPORT_QML_PLUGIN(QuetaiPlugin)

using namespace guitest;

namespace {

struct Loaded {
    std::unique_ptr<QQmlApplicationEngine> engine;
    QQuickWindow* w = nullptr;
    quetai::GameController* g = nullptr;
    QObject* settings = nullptr;
};

Loaded loadShown(QSize size = {1280, 800}) {
    Loaded l;
    l.engine = loadMain(size);
    l.w = window(*l.engine);
    if (!l.w) return l;
    l.w->show();
    if (!QTest::qWaitForWindowExposed(l.w)) l.w = nullptr;
    l.g = controller(l.w);
    l.settings = l.w->findChild<QObject*>(QStringLiteral("settings"));
    if (l.settings) {
        QMetaObject::invokeMethod(l.settings, "setPersistent", Q_ARG(bool, false));
        l.settings->setProperty("handHelp", true);
    }
    return l;
}

QString textOf(QQuickWindow* w, const char* name) {
    QQuickItem* it = visibleItem(w, QString::fromLatin1(name));
    return it ? it->property("text").toString() : QString();
}

QRectF sceneRect(QQuickItem* it) { return it ? it->mapRectToScene(QRectF(0, 0, it->width(), it->height())) : QRectF(); }

// The shanten words the panel uses (HandHelp.qml shantenText), in English.
QString shantenWords(int s) {
    if (s < 0) return QStringLiteral("complete");
    if (s == 0) return QStringLiteral("ready (tenpai)");
    return QStringLiteral("%1 step%2 from ready").arg(s).arg(s == 1 ? "" : "s");
}

// A riichi table where seat 0 (a bot, dealer) holds a ready hand and
// draws `draw`, which it lets go; seat 1 may pon it.
std::unique_ptr<qe::Table> ponTable(const char* seat1, const char* draw) {
    auto rs = qe::makeRuleset("riichi");
    qe::Options o;
    o.resolve(rs->optionDescs());
    return std::make_unique<qe::Table>(
        rs, qe::Options{},
        qe::testing::makeWall(rs->config(o).wall.set,
                              {"123m456m789m3344z", seat1, "147m258p369s1236z", "147p258s369m1246z"}, draw),
        std::array<int, 2>{3, 4});
}

// Runs bots until the viewer is asked something.
bool untilAsked(quetai::GameController& g) {
    for (int i = 0; i < 400 && !g.awaiting() && !g.handEnded(); ++i) QTest::qWait(5);
    return g.awaiting();
}

}  // namespace

class TestGuiHelp : public QObject {
    Q_OBJECT

private slots:
    void handHelp_data();
    void handHelp();
    void readyDiscardValues_data();
    void readyDiscardValues();
    void lockedTilesGreyed();
    void callWarning_data();
    void callWarning();
    void review_data();
    void review();
    void noReviewForBots();
};

void TestGuiHelp::handHelp_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("lang");
    QTest::newRow("1024x700 en") << QSize(1024, 700) << QStringLiteral("en");
    QTest::newRow("1280x800 en") << QSize(1280, 800) << QStringLiteral("en");
    QTest::newRow("1280x800 zh_CN") << QSize(1280, 800) << QStringLiteral("zh_CN");
    QTest::newRow("1024x700 zh_CN") << QSize(1024, 700) << QStringLiteral("zh_CN");
    QTest::newRow("1920x1080 en") << QSize(1920, 1080) << QStringLiteral("en");
}

// The viewer's turn in the middle of a riichi hand: the panel says the
// engine's shanten for the hand, and for the tile under the pointer that
// discard's figures; it sits left of the board between the plates, over
// nothing; the table's Help button hides and shows it.
void TestGuiHelp::handHelp() {
    QFETCH(QSize, size);
    QFETCH(QString, lang);
    Loaded l = loadShown(size);
    QVERIFY(l.g && l.settings);
    l.settings->setProperty("language", lang);
    l.g->setSpeed(0);
    QVERIFY(l.g->newGame({{"ruleset", "riichi"}, {"seed", "11"}}));
    l.w->setProperty("screen", QStringLiteral("game"));
    QVERIFY(l.g->runUntil(QStringLiteral("mid")));
    QCoreApplication::processEvents();
    QVERIFY(l.g->ownTurn());
    QVERIFY(l.g->help());
    const qe::ai::HandHelp h = qe::ai::analyseHand(l.g->shownView());
    QVERIFY(h.ok && h.choosing);
    QCOMPARE(l.g->handHelp().value("shanten").toInt(), h.shanten);
    QQuickItem* panel = visibleItem(l.w, QStringLiteral("handHelp"));
    QVERIFY(panel);
    if (lang == QLatin1String("en")) {
        QCOMPARE(textOf(l.w, "helpShanten"), shantenWords(h.shanten));
        // Nothing under the pointer: the best discard.
        QCOMPARE(textOf(l.w, "helpDiscard"), shantenWords(h.discards.front().shanten));
    } else {
        QVERIFY(!textOf(l.w, "helpShanten").isEmpty());
        QVERIFY(!textOf(l.w, "helpShanten").contains(QStringLiteral("from ready")));  // translated
        QVERIFY(!textOf(l.w, "helpTitle").contains(QStringLiteral("help")));
    }

    // Where it sits: inside the window, left of the board, clear of the
    // plates, the hand and the melds.
    const QRectF pr = sceneRect(panel);
    QVERIFY(QRectF(0, 0, size.width(), size.height()).contains(pr));
    QQuickItem* screen = visibleItem(l.w, QStringLiteral("gameScreen"));
    QVERIFY(screen);
    // The left seat's hand stands 0.45 to 1.68 wall widths left of the board.
    QVERIFY2(pr.right() <= screen->property("boardX").toDouble() - 1.7 * screen->property("u").toDouble(),
             "the help panel runs over the left seat's hand");
    for (const char* other : {"plate_0", "plate_3", "ownHand", "ownMelds", "actionBar", "indicators"}) {
        QQuickItem* it = visibleItem(l.w, QString::fromLatin1(other));
        if (!it) continue;
        QVERIFY2(!pr.intersects(sceneRect(it)), other);
    }
    QVERIFY(pr.height() > 100);

    // The pointer over a hand tile: that discard's figures.
    int checked = 0;
    for (int row = 0; row < 14 && checked < 3; ++row) {
        QQuickItem* t = visibleItem(l.w, QStringLiteral("handTile_%1").arg(row));
        if (!t) continue;
        const QString face = l.g->ownHandModel()->faceAt(row);
        const qe::ai::DiscardHelp* d = nullptr;
        for (const auto& x : h.discards)
            if (quetai::layout::faceOf(x.tile) == face) d = &x;
        QVERIFY2(d, qPrintable(face));
        const QRectF tr = sceneRect(t);
        QTest::mouseMove(l.w, tr.center().toPoint());
        QCoreApplication::processEvents();
        QCOMPARE(panel->property("face").toString(), face);
        if (lang == QLatin1String("en")) QCOMPARE(textOf(l.w, "helpDiscard"), shantenWords(d->shanten));
        if (d->shanten > 0) {
            QQuickItem* tiles = visibleItem(l.w, QStringLiteral("helpDiscardTiles"));
            QVERIFY(tiles);
            QCOMPARE(int(tiles->childItems().size()) - 1, int(d->tiles.size()));  // the Repeater is a child too
        }
        ++checked;
    }
    QCOMPARE(checked, 3);
    shot(l.w, QStringLiteral("help-%1-%2x%3").arg(lang).arg(size.width()).arg(size.height()));

    // The table's toggle.
    QVERIFY(clickName(l.w, QStringLiteral("helpToggle")));
    QCoreApplication::processEvents();
    QVERIFY(!l.g->help());
    QVERIFY(!visibleItem(l.w, QStringLiteral("handHelp")));
    QVERIFY(l.g->handHelp().isEmpty());
    QVERIFY(clickName(l.w, QStringLiteral("helpToggle")));
    QCoreApplication::processEvents();
    QVERIFY(l.g->help());
    QVERIFY(visibleItem(l.w, QStringLiteral("handHelp")));
}

void TestGuiHelp::readyDiscardValues_data() { handHelp_data(); }

// The viewer (East, dealer) holds 234m567p234s5577z and draws 9m: with the
// pointer on the 9m the panel lists the two dragon waits, each with its
// value by ron and by self-draw and, riichi being offered, with riichi -
// the engine's figures (a dragon triplet by ron: 40 fu).
void TestGuiHelp::readyDiscardValues() {
    QFETCH(QSize, size);
    QFETCH(QString, lang);
    Loaded l = loadShown(size);
    QVERIFY(l.g && l.settings);
    l.settings->setProperty("language", lang);
    l.g->setSpeed(0);
    std::array<quetai::SeatSetup, 4> setup;
    for (int s = 0; s < 4; ++s) setup[std::size_t(s)] = {s == 0, s == 0 ? QStringLiteral("Me") : QStringLiteral("Bot"), QStringLiteral("simple")};
    auto rs = qe::makeRuleset("riichi");
    qe::Options o;
    o.resolve(rs->optionDescs());
    auto t = std::make_unique<qe::Table>(
        rs, qe::Options{},
        qe::testing::makeWall(rs->config(o).wall.set,
                              {"234m567p234s5577z", "147m258p369s1234z", "147m258p369s1236z", "147p258s369m1246z"}, "9m"),
        std::array<int, 2>{3, 4});
    QVERIFY(l.g->start(std::move(t), setup, 0));
    l.w->setProperty("screen", QStringLiteral("game"));
    QVERIFY(untilAsked(*l.g));
    QVERIFY(l.g->ownTurn());
    QCoreApplication::processEvents();
    int row9m = -1;
    for (int row = 0; row < l.g->ownHandModel()->rowCount(); ++row)
        if (l.g->ownHandModel()->faceAt(row) == QLatin1String("9m")) row9m = row;
    QVERIFY(row9m >= 0);
    QTest::mouseMove(l.w, sceneRect(visibleItem(l.w, QStringLiteral("handTile_%1").arg(row9m))).center().toPoint());
    QCoreApplication::processEvents();
    QQuickItem* panel = visibleItem(l.w, QStringLiteral("handHelp"));
    QVERIFY(panel);
    QCOMPARE(panel->property("face").toString(), QStringLiteral("9m"));
    const auto worths = visibleItems(l.w, QStringLiteral("helpWorth"));
    QCOMPARE(worths.size(), 2);
    const qe::ai::HandHelp h = qe::ai::analyseHand(l.g->shownView());
    QCOMPARE(formatTile(h.discards.front().tile), std::string("9m"));
    for (int i = 0; i < 2; ++i) {
        const auto& w = h.discards.front().waits[std::size_t(i)];
        const QString text = worths[i]->property("text").toString();
        QVERIFY2(text.contains(QString::number(w.ron.field("points"))), qPrintable(text));
        if (lang == QLatin1String("en"))
            QVERIFY2(text.startsWith(QStringLiteral("Ron %1 han 40 fu").arg(w.ron.field("han"))), qPrintable(text));
    }
    shot(l.w, QStringLiteral("help-ready-%1-%2x%3").arg(lang).arg(size.width()).arg(size.height()));
}

// After riichi (riichi.md "Riichi") the viewer's hand is locked: on its
// next turn every tile but the drawn one is greyed with the rules' reason
// (its tooltip), and the help panel says it for the tile under the pointer.
void TestGuiHelp::lockedTilesGreyed() {
    Loaded l = loadShown({1280, 800});
    QVERIFY(l.g && l.settings);
    l.settings->setProperty("language", QStringLiteral("en"));
    l.g->setSpeed(0);
    std::array<quetai::SeatSetup, 4> setup;
    for (int s = 0; s < 4; ++s) setup[std::size_t(s)] = {s == 0, s == 0 ? QStringLiteral("Me") : QStringLiteral("Bot"), QStringLiteral("simple")};
    auto rs = qe::makeRuleset("riichi");
    qe::Options o;
    o.resolve(rs->optionDescs());
    auto t = std::make_unique<qe::Table>(
        rs, qe::Options{},
        qe::testing::makeWall(rs->config(o).wall.set,
                              {"234m567p234s5577z", "147m258p369s1234z", "147m258p369s1236z", "147p258s369m1246z"}, "9m1p9p8s1s"),
        std::array<int, 2>{3, 4});
    QVERIFY(l.g->start(std::move(t), setup, 0));
    l.w->setProperty("screen", QStringLiteral("game"));
    QVERIFY(untilAsked(*l.g));
    int tid9m = -1;
    for (int row = 0; row < l.g->ownHandModel()->rowCount(); ++row)
        if (l.g->ownHandModel()->faceAt(row) == QLatin1String("9m")) tid9m = l.g->ownHandModel()->tidAt(row);
    l.g->setDeclareMode(1);
    QVERIFY(l.g->discardTile(tid9m));
    QVERIFY(untilAsked(*l.g));
    QVERIFY(l.g->ownTurn());
    QCoreApplication::processEvents();
    const qe::TileId drawn = l.g->shownView().own.drawn;
    QVERIFY(drawn != qe::kNoTile);
    int greyed = 0, hovered = 0;
    for (int row = 0; row < l.g->ownHandModel()->rowCount(); ++row) {
        QQuickItem* slot = visibleItem(l.w, QStringLiteral("handTile_%1").arg(row));
        QVERIFY(slot);
        const bool isDrawn = l.g->ownHandModel()->tidAt(row) == int(drawn);
        QCOMPARE(slot->property("allowed").toBool(), isDrawn);
        if (isDrawn) continue;
        QVERIFY2(slot->property("reason").toString().contains(QStringLiteral("riichi")),
                 qPrintable(slot->property("reason").toString()));
        ++greyed;
        if (hovered == 0) {
            QTest::mouseMove(l.w, sceneRect(slot).center().toPoint());
            QCoreApplication::processEvents();
            QVERIFY(textOf(l.w, "helpRefused").contains(QStringLiteral("riichi")));
            ++hovered;
        }
    }
    QCOMPARE(greyed, 13);
    // Refused discards are shown on the tiles, not as action buttons.
    QVERIFY(!visibleItem(l.w, QStringLiteral("action_refused")));
}

void TestGuiHelp::callWarning_data() { review_data(); }

// Seat 1 (the viewer) may pon 2s, after which no quickest way wins (no
// yaku): the Pon button carries the mark, the first click asks, Don't call
// keeps the window open, Call anyway makes the call. A 5z pon (haku, a
// yaku) has no warning.
void TestGuiHelp::callWarning() {
    QFETCH(QString, lang);
    Loaded l = loadShown({1024, 700});
    QVERIFY(l.g && l.settings);
    l.settings->setProperty("language", lang);
    l.g->setSpeed(0);
    std::array<quetai::SeatSetup, 4> setup;
    for (int s = 0; s < 4; ++s) setup[std::size_t(s)] = {s == 1, s == 1 ? QStringLiteral("Me") : QStringLiteral("Bot"), QStringLiteral("simple")};
    QVERIFY(l.g->start(ponTable("234m456p678p22s9s1z", "2s"), setup, 0));
    l.w->setProperty("screen", QStringLiteral("game"));
    QVERIFY(untilAsked(*l.g));
    QVERIFY(l.g->claimPhase());
    QCoreApplication::processEvents();
    QQuickItem* pon = visibleItem(l.w, QStringLiteral("action_pon"));
    QVERIFY(pon);
    QCOMPARE(pon->property("warning").toString().isEmpty(), false);
    QVERIFY(visibleItem(l.w, QStringLiteral("callWarningMark")));
    const QString warning = pon->property("warning").toString();
    if (lang == QLatin1String("en")) QVERIFY2(warning.contains(QStringLiteral("yaku")), qPrintable(warning));
    else QVERIFY2(warning.contains(QStringLiteral("役")), qPrintable(warning));
    QVERIFY(!visibleItem(l.w, QStringLiteral("callWarning")));
    QVERIFY(click(l.w, pon));
    QCoreApplication::processEvents();
    QVERIFY(l.g->claimPhase());  // not called yet
    QCOMPARE(textOf(l.w, "callWarningText"), warning);
    shot(l.w, QStringLiteral("help-callwarning-%1").arg(lang));
    QVERIFY(clickName(l.w, QStringLiteral("callCancel")));
    QCoreApplication::processEvents();
    QVERIFY(!visibleItem(l.w, QStringLiteral("callWarning")));
    QVERIFY(l.g->claimPhase());
    QVERIFY(l.g->table()->pub().seats[1].melds.empty());
    QVERIFY(clickName(l.w, QStringLiteral("action_pon")));
    QVERIFY(clickName(l.w, QStringLiteral("callAnyway")));
    QCoreApplication::processEvents();
    QCOMPARE(int(l.g->table()->pub().seats[1].melds.size()), 1);

    // The same shape with a dragon pon: a yaku, no warning, one click calls.
    QVERIFY(l.g->start(ponTable("234m456p678p55z9s1z", "5z"), setup, 0));
    QVERIFY(untilAsked(*l.g));
    QVERIFY(l.g->claimPhase());
    QCoreApplication::processEvents();
    pon = visibleItem(l.w, QStringLiteral("action_pon"));
    QVERIFY(pon);
    QVERIFY(pon->property("warning").toString().isEmpty());
    QVERIFY(!visibleItem(l.w, QStringLiteral("callWarningMark")));
    QVERIFY(click(l.w, pon));
    QCoreApplication::processEvents();
    QCOMPARE(int(l.g->table()->pub().seats[1].melds.size()), 1);
}

void TestGuiHelp::review_data() {
    QTest::addColumn<QString>("lang");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

// A riichi hand played to its end for the viewer (by the table's standard
// bot): the breakdown offers the review; it lists exactly the engine's
// review of that hand, each turn with both choices; it is the same after
// Continue restores the game from its save.
void TestGuiHelp::review() {
    QFETCH(QString, lang);
    Loaded l = loadShown({1280, 800});
    QVERIFY(l.g && l.settings);
    l.settings->setProperty("language", lang);
    l.g->setSpeed(0);
    QFile::remove(quetai::GameController::savePath());
    l.g->setSaveEnabled(true);
    QVERIFY(l.g->newGame({{"ruleset", "riichi"}, {"seed", "23"}}));
    l.w->setProperty("screen", QStringLiteral("game"));
    QVERIFY(l.g->runUntil(QStringLiteral("breakdown")));
    QCoreApplication::processEvents();
    QVERIFY(l.g->handEnded());
    QVERIFY(visibleItem(l.w, QStringLiteral("breakdown")));
    QVERIFY(!visibleItem(l.w, QStringLiteral("review")));
    const int hand = l.g->table()->pub().handNumber;
    const qe::ai::Review r = qe::ai::reviewHand(*l.g->table(), l.g->playerAt(l.g->viewer()), hand);
    QVERIFY2(r.ok, r.error.c_str());
    QVERIFY(clickName(l.w, QStringLiteral("reviewButton")));
    QCoreApplication::processEvents();
    QVERIFY(visibleItem(l.w, QStringLiteral("review")));
    QQuickItem* list = visibleItem(l.w, QStringLiteral("reviewList"));
    QVERIFY(list);
    QCOMPARE(list->property("count").toInt(), int(r.turns.size()));
    const QString summary = textOf(l.w, "reviewSummary");
    QVERIFY(!summary.isEmpty());
    if (lang == QLatin1String("en"))
        QVERIFY2(summary.contains(QString::number(r.decisions)), qPrintable(summary));
    if (!r.turns.empty()) {
        QVERIFY(visibleItem(l.w, QStringLiteral("reviewTurn")));
        QVERIFY(visibleItem(l.w, QStringLiteral("reviewPlayed")));
        QVERIFY(visibleItem(l.w, QStringLiteral("reviewStrong")));
        // The first turn's figures as the engine gives them.
        const auto& t0 = r.turns.front();
        const QVariantMap m = l.g->review().value("turns").toList().front().toMap();
        QCOMPARE(m.value("played").toMap().value("shanten").toInt(), t0.played.shanten);
        QCOMPARE(m.value("strong").toMap().value("acceptance").toInt(), t0.strong.acceptance);
        QVERIFY(!textOf(l.w, "reviewFigures").isEmpty());
    }
    shot(l.w, QStringLiteral("review-%1").arg(lang));
    QVERIFY(clickName(l.w, QStringLiteral("reviewClose")));
    QCoreApplication::processEvents();
    QVERIFY(!visibleItem(l.w, QStringLiteral("review")));
    QVERIFY(visibleItem(l.w, QStringLiteral("breakdown")));

    // Continue from the save: the same review.
    QVERIFY(QFile::exists(quetai::GameController::savePath()));
    l.g->quitGame();
    QVERIFY(l.g->continueGame());
    QCoreApplication::processEvents();
    QVERIFY(l.g->handEnded());
    const QVariantMap again = l.g->review();
    QVERIFY(again.value("ok").toBool());
    QCOMPARE(again.value("turns").toList().size(), qsizetype(r.turns.size()));
    QCOMPARE(again.value("decisions").toInt(), r.decisions);
    QFile::remove(quetai::GameController::savePath());
}

// Four bots: no person's play to review, no button for it.
void TestGuiHelp::noReviewForBots() {
    Loaded l = loadShown({1280, 800});
    QVERIFY(l.g && l.settings);
    l.g->setSpeed(0);
    QVariantList seats;
    for (int s = 0; s < 4; ++s) seats << QVariantMap{{"human", false}, {"level", "simple"}};
    QVERIFY(l.g->newGame({{"ruleset", "riichi"}, {"seed", "5"}, {"seats", seats}}));
    l.w->setProperty("screen", QStringLiteral("game"));
    QVERIFY(l.g->runUntil(QStringLiteral("breakdown")));
    QCoreApplication::processEvents();
    QVERIFY(visibleItem(l.w, QStringLiteral("breakdown")));
    QVERIFY(visibleItem(l.w, QStringLiteral("nextHand")));
    QVERIFY(!visibleItem(l.w, QStringLiteral("reviewButton")));
}

QTEST_MAIN(TestGuiHelp)
#include "test_gui_help.moc"
