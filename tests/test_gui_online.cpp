// Play online through the real QML interface (docs/network.md): a server
// started here on a free loopback port (127.0.0.1 only), joined from the
// start screen's Play online, a table created through the New game screen's
// editor, three seats filled with bots, started, and a hand played from the
// table screen to its breakdown; then Continue deals the next hand. Every
// wait is bounded in time and every loop in count.
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QtTest>

#include "core/state.h"
#include "gui_harness.h"
#include "onlinelobby.h"
#include "server.h"

Q_IMPORT_QML_PLUGIN(QuetaiPlugin)

using namespace guitest;

namespace {

// The action a quick player picks: a win, else pass on a claim, else
// discard the drawn tile (else the first discard offered).
int quickChoice(const qe::SeatView& v) {
    for (std::size_t i = 0; i < v.legal.size(); ++i)
        if (v.legal[i].type == qe::ActionType::Tsumo || v.legal[i].type == qe::ActionType::Ron) return int(i);
    for (std::size_t i = 0; i < v.legal.size(); ++i)
        if (v.legal[i].type == qe::ActionType::Pass) return int(i);
    for (std::size_t i = 0; i < v.legal.size(); ++i)
        if (v.legal[i].type == qe::ActionType::Discard && !v.legal[i].declare && v.legal[i].tile == v.own.drawn)
            return int(i);
    for (std::size_t i = 0; i < v.legal.size(); ++i)
        if (v.legal[i].type == qe::ActionType::Discard && !v.legal[i].declare) return int(i);
    return v.legal.empty() ? -1 : 0;
}

bool setText(QQuickWindow* w, const QString& name, const QString& text) {
    QQuickItem* it = visibleItem(w, name);
    return it && it->setProperty("text", text);
}

}  // namespace

class TestGuiOnline : public QObject {
    Q_OBJECT
private slots:
    void joinCreateFillPlayAHand() {
        quetai::net::ServerConfig cfg;
        quetai::net::Server server(cfg);
        QString err;
        QVERIFY2(server.listen(QHostAddress(QHostAddress::LocalHost), 0, &err), qPrintable(err));
        QVERIFY(server.port() > 0);

        auto engine = loadMain({1024, 700});
        QQuickWindow* w = window(*engine);
        QVERIFY(w);
        quetai::GameController* g = controller(w);
        auto* lobby = w->findChild<quetai::OnlineLobby*>(QStringLiteral("lobby"));
        QVERIFY(g && lobby);

        // Start screen → Play online → a name and the address → Join.
        QVERIFY(clickName(w, QStringLiteral("onlineButton")));
        QTRY_VERIFY_WITH_TIMEOUT(visibleItem(w, QStringLiteral("connectPage")), 5000);
        QVERIFY(setText(w, QStringLiteral("onlineName"), QStringLiteral("Tester")));
        QVERIFY(setText(w, QStringLiteral("onlineAddress"), QStringLiteral("127.0.0.1:%1").arg(server.port())));
        QVERIFY(clickName(w, QStringLiteral("joinButton")));
        QTRY_COMPARE_WITH_TIMEOUT(lobby->state(), QStringLiteral("connected"), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(visibleItem(w, QStringLiteral("lobbyPage")), 5000);

        // Create a table: New game's ruleset and options, the table's clocks.
        QVERIFY(clickName(w, QStringLiteral("createTable")));
        QTRY_VERIFY_WITH_TIMEOUT(visibleItem(w, QStringLiteral("discardTimer")), 5000);
        QVERIFY2(!visibleItem(w, QStringLiteral("seedField")), "an online table has no seed field");
        QVERIFY(clickName(w, QStringLiteral("startGame")));
        QTRY_VERIFY_WITH_TIMEOUT(lobby->tableId() >= 0 && lobby->owner(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(visibleItem(w, QStringLiteral("tablePage")), 5000);
        // The lobby's list shows the table to others (one seat taken, waiting).
        lobby->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(lobby->tables().size() == 1, 5000);
        QCOMPARE(lobby->tables().front().toMap().value("taken").toInt(), 1);

        // Three bots, then Start (enabled only when every seat is filled).
        QVERIFY(!lobby->table().value("canStart").toBool());
        for (int s = 1; s < 4; ++s) {
            QTRY_VERIFY_WITH_TIMEOUT(visibleItem(w, QStringLiteral("addBot_%1").arg(s)), 5000);
            QVERIFY(clickName(w, QStringLiteral("addBot_%1").arg(s)));
        }
        QTRY_VERIFY_WITH_TIMEOUT(lobby->table().value("canStart").toBool(), 5000);
        QVERIFY(clickName(w, QStringLiteral("startButton")));
        QTRY_VERIFY_WITH_TIMEOUT(g->online() && g->active(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(visibleItem(w, QStringLiteral("gameScreen")), 5000);
        // A remote table has no local game: nothing but this seat's view is held.
        QVERIFY(g->table() == nullptr);
        QCOMPARE(g->shownView().seat, lobby->seat());

        // Play the hand to its breakdown, answering as a quick player would.
        bool sawTimer = false, othersHidden = true;
        QElapsedTimer clock;
        clock.start();
        for (int guard = 0; guard < 4000 && !g->handEnded() && clock.elapsed() < 90000; ++guard) {
            QTest::qWait(10);
            if (QQuickItem* t = visibleItem(w, QStringLiteral("turnTimer"))) sawTimer = sawTimer || t->isVisible();
            if (!g->awaiting()) continue;
            const qe::SeatView& v = g->shownView();
            // Other seats' hands are face down: their models hold no tile at all
            // (the server never sent one), while this seat's own hand does.
            for (int r = 1; r < 4; ++r)
                for (int i = 0; i < g->hand(r)->rowCount(); ++i)
                    if (g->hand(r)->tidAt(i) >= 0 || !g->hand(r)->faceAt(i).isEmpty()) othersHidden = false;
            if (g->ownHandModel()->rowCount() == 0 || g->ownHandModel()->faceAt(0).isEmpty()) othersHidden = false;
            const int choice = quickChoice(v);
            QVERIFY(choice >= 0);
            QVERIFY(g->act(choice));
        }
        QVERIFY2(g->handEnded(), "the hand did not reach its end in time");
        QVERIFY2(othersHidden, "a concealed tile of another seat reached the screen, or none of ours did");
        QVERIFY2(sawTimer, "the server's clock was never shown on a seat");

        // The breakdown: the outcome, four hands shown, Continue and Quit the table.
        QTRY_VERIFY_WITH_TIMEOUT(visibleItem(w, QStringLiteral("breakdown")), 5000);
        const QVariantMap b = g->breakdown();
        QVERIFY(b.value("kind").toString() == QLatin1String("win") || b.value("kind").toString() == QLatin1String("exhausted") ||
                b.value("kind").toString() == QLatin1String("abort"));
        QCOMPARE(b.value("hands").toList().size(), 4);
        QCOMPARE(b.value("scores").toList().size(), 4);
        QVERIFY(visibleItem(w, QStringLiteral("quitTable")));
        QQuickItem* next = visibleItem(w, QStringLiteral("nextHand"));
        QVERIFY(next);
        QVERIFY2(next->property("text").toString().startsWith(QStringLiteral("Continue")),
                 qPrintable(next->property("text").toString()));
        shot(w, QStringLiteral("online-breakdown"));

        // A chat line is plain text: markup is shown, never read.
        g->sendChat(QStringLiteral("<b>hello</b>"));
        QTRY_VERIFY_WITH_TIMEOUT(!g->chatLines().isEmpty(), 5000);
        QCOMPARE(g->chatLines().last().toMap().value("text").toString(), QStringLiteral("<b>hello</b>"));

        // Continue: the bots have continued, so the next hand is dealt.
        const int handNo = g->centre().value("handNumber").toInt();
        QVERIFY(clickName(w, QStringLiteral("nextHand")));
        QTRY_VERIFY_WITH_TIMEOUT(!g->handEnded() && g->centre().value("handNumber").toInt() == handNo + 1, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(!visibleItem(w, QStringLiteral("breakdown")), 5000);

        // Leaving: the lobby again, the table screen's game gone.
        lobby->leave();
        g->quitGame();
        QVERIFY(!g->online());
        lobby->disconnectFrom();
        engine.reset();
    }

    void badAddressIsRefusedClearly() {
        auto engine = loadMain({1024, 700});
        QQuickWindow* w = window(*engine);
        auto* lobby = w->findChild<quetai::OnlineLobby*>(QStringLiteral("lobby"));
        QVERIFY(lobby);
        QVERIFY(!lobby->connectTo(QStringLiteral("no port here"), QStringLiteral("Tester")));
        QVERIFY(lobby->error().contains(QStringLiteral("host:port")));
        QVERIFY(!lobby->connectTo(QStringLiteral("127.0.0.1:7777"), QStringLiteral("  ")));
        QCOMPARE(lobby->state(), QStringLiteral("disconnected"));
    }

    void hostStaysOnLoopbackUnlessOpened() {
        auto engine = loadMain({1024, 700});
        QQuickWindow* w = window(*engine);
        auto* lobby = w->findChild<quetai::OnlineLobby*>(QStringLiteral("lobby"));
        QVERIFY(lobby);
        QVERIFY(lobby->host(QStringLiteral("Host"), 0, false));
        QVERIFY(lobby->hosting());
        QVERIFY(!lobby->hostOpen());
        // Closed: the only address shown is this computer's own.
        QCOMPARE(lobby->hostAddresses().size(), 1);
        QVERIFY(lobby->hostAddresses().front().startsWith(QStringLiteral("127.0.0.1:")));
        QTRY_COMPARE_WITH_TIMEOUT(lobby->state(), QStringLiteral("connected"), 10000);
        lobby->stopHosting();
        QVERIFY(!lobby->hosting());
    }
};

QTEST_MAIN(TestGuiOnline)
#include "test_gui_online.moc"
