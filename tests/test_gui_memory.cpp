// The table's objects stay bounded through a whole game (docs/performance.md
// "The table"): no Repeater ever builds more delegates than a table has
// tiles, and the number of items on screen does not grow hand after hand.
// Counts, not bytes or times, so the test is exact and not flaky; the peak
// memory itself is measured by scripts/measure-startup.
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QtTest>
#include <map>

#include "gui_harness.h"

Q_IMPORT_QML_PLUGIN(QuetaiPlugin)

using namespace guitest;

namespace {

// The most tiles any place on the table can hold: a full wall of 144 tiles
// (the largest tile set, with eight flowers). Every model a Repeater shows
// (tiles, seats, buttons, breakdown rows, chart labels) is smaller.
constexpr int kMaxDelegates = 144;

// Records the largest `count` any Repeater under the window reaches, at any
// moment (a Repeater that builds thousands of delegates and drops them again
// in one frame leaves nothing behind to count afterwards). Repeaters created
// later, inside delegates, are picked up by watchNew().
class RepeaterWatch : public QObject {
    Q_OBJECT
public:
    explicit RepeaterWatch(QQuickWindow* w) : w_(w) { watchNew(); }
    void watchNew() {
        std::function<void(QQuickItem*)> walk = [&](QQuickItem* it) {
            // QQuickRepeater is private API: its count is read through the meta-object.
            if (it->inherits("QQuickRepeater") && !watched_.contains(it)) {
                watched_ << it;
                connect(it, SIGNAL(countChanged()), this, SLOT(onCount()));
                connect(it, &QObject::destroyed, this, [this, it] { watched_.removeAll(it); });
                note(it);
            }
            for (QQuickItem* c : it->childItems()) walk(c);
        };
        walk(w_->contentItem());
    }
    int largest() const { return largest_; }
    QString largestName() const { return largestName_; }
    int watched() const { return int(watched_.size()); }

private slots:
    void onCount() { note(sender()); }

private:
    void note(QObject* r) {
        const int n = r->property("count").toInt();
        if (n <= largest_) return;
        largest_ = n;
        const auto* item = qobject_cast<QQuickItem*>(r);
        largestName_ = !r->objectName().isEmpty() ? r->objectName()
                       : item && item->parentItem() ? QString::fromLatin1(item->parentItem()->metaObject()->className())
                                                    : QStringLiteral("?");
    }
    QQuickWindow* w_;
    QList<QObject*> watched_;
    int largest_ = 0;
    QString largestName_;
};

int itemCount(QQuickItem* it) {
    int n = 1;
    for (QQuickItem* c : it->childItems()) n += itemCount(c);
    return n;
}

}  // namespace

class TestGuiMemory : public QObject {
    Q_OBJECT
private slots:
    void wholeGameStaysBounded_data();
    void wholeGameStaysBounded();
};

void TestGuiMemory::wholeGameStaysBounded_data() {
    QTest::addColumn<QString>("ruleset");
    // Riichi's scores run in the tens of thousands (the chart's labels once
    // counted a Text per point of them), 玉雀's in single figures.
    QTest::newRow("riichi") << QStringLiteral("riichi");
    QTest::newRow("yuque") << QStringLiteral("yuque");
}

void TestGuiMemory::wholeGameStaysBounded() {
    QFETCH(QString, ruleset);
    auto engine = loadMain();
    QQuickWindow* w = window(*engine);
    QVERIFY(w);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    quetai::GameController* g = controller(w);
    QVERIFY(g);
    RepeaterWatch watch(w);

    QVariantList seats;
    for (int s = 0; s < 4; ++s) seats << QVariantMap{{"human", false}};
    // The fastest paced speed: every action refreshes the models and the
    // window renders between actions, as in a game someone watches.
    g->setSpeed(64);
    QVERIFY(g->newGame({{"ruleset", ruleset}, {"seed", "4"}, {"seats", seats}, {"handLimit", 6}}));
    w->setProperty("screen", QStringLiteral("game"));
    QVector<int> items;  // items on screen at each hand's breakdown
    for (int hand = 0; hand < 8 && !g->gameOver(); ++hand) {
        QTRY_VERIFY_WITH_TIMEOUT(g->handEnded(), 60000);
        w->grabWindow();  // renders: polish, paint, the canvas's onPaint
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        watch.watchNew();
        items << itemCount(w->contentItem());
        g->nextHand();
    }
    QVERIFY(g->gameOver());
    QTRY_VERIFY(!g->standings().isEmpty());
    w->grabWindow();  // the game-over screen and its chart
    QCoreApplication::processEvents();
    watch.watchNew();
    w->grabWindow();
    QVERIFY2(watch.largest() <= kMaxDelegates,
             qPrintable(QStringLiteral("a Repeater (%1) built %2 delegates").arg(watch.largestName()).arg(watch.largest())));
    // The same screen at the end of a later hand holds about as many items as
    // after the first: nothing is kept per action or per hand.
    QVERIFY(items.size() >= 3);
    qInfo("items at each breakdown: %s", qPrintable([&] {
              QStringList l;
              for (int n : items) l << QString::number(n);
              return l.join(QLatin1Char(' '));
          }()));
    // For the record only (bytes depend on the machine's fonts and Qt build):
    // the peak resident size of this paced game, scripts/measure-startup's figure.
    QFile status(QStringLiteral("/proc/self/status"));
    if (status.open(QIODevice::ReadOnly))
        for (const QByteArray& line : status.readAll().split('\n'))
            if (line.startsWith("VmHWM")) qInfo("peak resident size: %s", line.simplified().constData());
    QVERIFY2(items.back() < items.front() * 3 / 2,
             qPrintable(QStringLiteral("items grew from %1 to %2").arg(items.front()).arg(items.back())));
}

QTEST_MAIN(TestGuiMemory)
#include "test_gui_memory.moc"
