// An outside mjai program chosen on the New game screen (docs/mjai.md "An
// outside program at our table"): the seat's kind and command line become an
// `mjai:CMD` seat, the program plays a whole hand without being replaced,
// and the game file keeps the seat as the command line's --seats would.
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QtTest>

#include "core/gamefile.h"
#include "gui_harness.h"

Q_IMPORT_QML_PLUGIN(QuetaiPlugin)

using namespace guitest;

namespace {

// Chooses entry `i` of a ComboBox as a click on its popup would.
bool activate(QQuickItem* combo, int i) {
    if (!combo) return false;
    combo->setProperty("currentIndex", i);
    return QMetaObject::invokeMethod(combo, "activated", Q_ARG(int, i));
}

// Types `text` into a TextField as a person would (textEdited, not a binding).
bool type(QQuickItem* field, const QString& text) {
    if (!field) return false;
    field->setProperty("text", text);
    return QMetaObject::invokeMethod(field, "textEdited");
}

}  // namespace

class TestGuiMjai : public QObject {
    Q_OBJECT
private slots:
    void mjaiSeatFromNewGameScreen();
    void mjaiSeatRefusedClearly();
};

void TestGuiMjai::mjaiSeatFromNewGameScreen() {
    auto engine = loadMain();
    QQuickWindow* w = window(*engine);
    QVERIFY(w);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    quetai::GameController* g = controller(w);
    QVERIFY(g);

    QVERIFY(clickName(w, QStringLiteral("newGameButton")));
    QVERIFY(clickName(w, QStringLiteral("ruleset_riichi")));
    // Before the kind is chosen there is no command field.
    QVERIFY(!visibleItem(w, QStringLiteral("seatCommand_2")));
    QVERIFY(activate(visibleItem(w, QStringLiteral("seatKind_2")), 2));
    QCoreApplication::processEvents();
    QVERIFY(!visibleItem(w, QStringLiteral("seatLevel_2")));
    const QString cmd = QStringLiteral(QUETAI_CLI_PATH " mjai --level standard --seed {seed}");
    QVERIFY(type(visibleItem(w, QStringLiteral("seatCommand_2")), cmd));
    visibleItem(w, QStringLiteral("seedField"))->setProperty("text", QStringLiteral("21"));
    shot(w, QStringLiteral("newgame_mjai"));
    g->setSpeed(0);
    g->setPaused(true);  // the test drives the game
    g->setSaveEnabled(true);  // into the test-mode data folder
    QVERIFY(clickName(w, QStringLiteral("startGame")));
    QVERIFY2(g->active(), qPrintable(g->error()));

    QCOMPARE(g->seats()->rows().size(), 4);
    bool shown = false;
    for (const auto& row : g->seats()->rows())
        if (row.player == 2) {
            QCOMPARE(row.level, QStringLiteral("mjai:") + cmd);
            QVERIFY(!row.human);
            shown = true;
        }
    QVERIFY(shown);
    // The hand is played to its end; the program answered every decision
    // (a crash, an illegal answer or silence would have replaced it).
    QVERIFY(g->runUntil(QStringLiteral("breakdown")));
    QVERIFY(g->handEnded());
    QVERIFY2(g->error().isEmpty(), qPrintable(g->error()));
    const int seat = g->table()->pub().placeOf[2];
    QVERIFY2(g->seatMessage(seat).isEmpty(), qPrintable(g->seatMessage(seat)));
    // The program made decisions of its own: its seat discarded in this hand.
    QVERIFY(!g->table()->pub().seats[std::size_t(seat)].river.empty());

    // The game file keeps the seat as the command line gives it.
    QFile f(quetai::GameController::savePath());
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
    const qe::GameFileRead r = qe::readGameFile(f.readAll().toStdString());
    QVERIFY2(r.message.empty(), r.message.c_str());
    QCOMPARE(QString::fromStdString(r.file.seats[2].level), QStringLiteral("mjai:") + cmd);
    QVERIFY(!r.file.seats[2].human);
    g->quitGame();
    QFile::remove(quetai::GameController::savePath());
}

void TestGuiMjai::mjaiSeatRefusedClearly() {
    auto engine = loadMain();
    QQuickWindow* w = window(*engine);
    QVERIFY(w);
    quetai::GameController* g = controller(w);
    QVERIFY(g);
    QVariantList seats;
    seats << QVariantMap{{"human", true}} << QVariantMap{{"human", false}, {"level", "mjai:  "}}
          << QVariantMap{{"human", false}} << QVariantMap{{"human", false}};
    QVERIFY(!g->newGame({{"ruleset", "riichi"}, {"seats", seats}}));
    QVERIFY2(g->error().contains(QStringLiteral("Seat 2")) && g->error().contains(QStringLiteral("empty")),
             qPrintable(g->error()));
    seats[1] = QVariantMap{{"human", false}, {"level", "mjai:" QUETAI_CLI_PATH " mjai"}};
    QVERIFY(!g->newGame({{"ruleset", "yuque"}, {"seats", seats}}));
    QVERIFY2(g->error().contains(QStringLiteral("riichi only")), qPrintable(g->error()));
    QVERIFY(!g->active());
}

QTEST_MAIN(TestGuiMjai)
#include "test_gui_mjai.moc"
