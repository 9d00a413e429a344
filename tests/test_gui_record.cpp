// The Record and Drills screens through the QML interface, offscreen, on a
// folder of games the test makes (simple bots to a hand limit, one seat a
// person): the record's figures as shown equal the engine's
// (ai/record.h computeRecord) for that folder, a file that is not a game is
// named and left out, the review runs in the background while the event
// loop keeps turning, the export writes the CSV and the four charts, and a
// drill answered right and one answered wrong show the Strong bot's choice
// with its reasons and the session's score, the miss kept for next time.
#include <QAccessible>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include "drillcontroller.h"
#include "gui_harness.h"
#include "record.h"
#include "record_fixtures.h"
#include "recordcontroller.h"
#include "review.h"

Q_IMPORT_QML_PLUGIN(QuetaiPlugin)

using namespace quetai;

namespace {

QStringList texts(QQuickWindow* w, const QString& name) {
    QStringList out;
    for (QQuickItem* it : guitest::visibleItems(w, name)) out << it->property("text").toString();
    return out;
}

// Every visible text under `root`, in one string (what a reader sees).
QString allText(QQuickItem* root) {
    QString out;
    std::function<void(QQuickItem*)> walk = [&](QQuickItem* it) {
        if (!it->isVisible() || it->opacity() <= 0) return;
        if (it->inherits("QQuickText")) out += it->property("text").toString() + QLatin1Char('\n');
        for (QQuickItem* c : it->childItems()) walk(c);
    };
    walk(root);
    return out;
}

void showScreen(QQuickWindow* w, const char* screen) {
    QMetaObject::invokeMethod(w, "show", Q_ARG(QVariant, QVariant(QString::fromLatin1(screen))));
}

QString pct(double x) { return QString::number(std::round(x * 1000) / 10, 'f', 1) + QLatin1Char('%'); }

}  // namespace

class TestGuiRecord : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    int games_ = 0;

private slots:
    void initTestCase();
    void recordShowsTheEnginesFigures();
    void reviewRunsInTheBackground();
    void exportWritesCsvAndCharts();
    void drillAnsweredRightAndWrong();
    void noGamesMeansBuiltInDrills();
};

void TestGuiRecord::initTestCase() {
    QVERIFY(dir_.isValid());
    // The games scripts/screenshots.sh shows (tests/data/record-demo/) are
    // made by this fixture: QUETAI_WRITE_RECORD_DEMO=DIR writes them again.
    if (const QString demo = qEnvironmentVariable("QUETAI_WRITE_RECORD_DEMO"); !demo.isEmpty()) {
        QCOMPARE(recordtest::makeGames(demo, "riichi", 12, 3, 9001, "Mei"), 12);
        QCOMPARE(recordtest::makeGames(demo, "shanghai", 4, 3, 9101, "Mei"), 4);
    }
    games_ = recordtest::makeGames(dir_.path(), "riichi", 4, 2, 501);
    QCOMPARE(games_, 4);
    // Not a game: named among the skipped files, nothing else changes.
    QFile bad(dir_.path() + QStringLiteral("/games/broken.json"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("{\"format\":\"quetai-game\",\"version\":2,\"game\":");
}

void TestGuiRecord::recordShowsTheEnginesFigures() {
    auto engine = guitest::loadMain({1280, 800});
    QQuickWindow* w = guitest::window(*engine);
    QVERIFY(w);
    auto* rec = w->findChild<RecordController*>(QStringLiteral("record"));
    QVERIFY(rec);
    rec->setAutoReview(false);
    rec->setFolder(dir_.path());
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    // From the start screen's button, as a person opens it.
    QVERIFY(guitest::clickName(w, QStringLiteral("recordButton")));
    QCOMPARE(w->property("screen").toString(), QStringLiteral("record"));
    QTRY_VERIFY_WITH_TIMEOUT(rec->loaded() && !rec->loading(), 60000);

    const qe::ai::Record expected = qe::ai::computeRecord(dir_.path().toStdString());
    QCOMPARE(QString::fromStdString(expected.player), QStringLiteral("Tester"));
    QCOMPARE(rec->shownPlayer(), QStringLiteral("Tester"));
    QCOMPARE(int(expected.byRuleset.size()), 1);
    const qe::ai::RulesetRecord& r = expected.byRuleset.front();
    QCOMPARE(r.games, games_);

    const QStringList values = texts(w, QStringLiteral("recordValue"));
    QVERIFY2(values.size() >= 10, qPrintable(values.join(QLatin1Char('|'))));
    QCOMPARE(values[0], QStringLiteral("%1 (%2 hands)").arg(r.games).arg(r.hands));
    QCOMPARE(values[1], QString::number(r.placeAverage, 'f', 2));
    QCOMPARE(values[3], pct(r.winRate));
    QCOMPARE(values[4], pct(r.dealInRate));
    QCOMPARE(values[5], pct(r.selfDrawShare));
    QCOMPARE(values[6], pct(r.callRate));
    QVERIFY(r.hasDeclaration);  // riichi's declaration has its row
    QCOMPARE(values[7], pct(r.declarationRate));
    // Not reviewed yet: said so, and counted in the status line.
    QVERIFY(values.contains(QStringLiteral("not reviewed yet")));
    const QString status = texts(w, QStringLiteral("recordStatus")).join(QString());
    QVERIFY2(status.contains(QStringLiteral("%1 games not reviewed yet").arg(games_)), qPrintable(status));
    QVERIFY2(status.contains(QStringLiteral("broken.json")), qPrintable(status));

    // The charts: one point per game in the placement and rate lines.
    QTRY_VERIFY(guitest::visibleItem(w, QStringLiteral("placeChart")));
    QObject* charts = guitest::visibleItem(w, QStringLiteral("recordCharts"))->property("item").value<QObject*>();
    QVERIFY(charts);
    QTRY_COMPARE(charts->property("placePoints").toInt(), games_);
    QCOMPARE(charts->property("ratePoints").toInt(), games_);
    guitest::shot(w, QStringLiteral("record"));
    // A screen reader hears each chart's figures.
    QAccessible::setActive(true);
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(guitest::visibleItem(w, QStringLiteral("placeChart")));
    QVERIFY(iface);
    QVERIFY2(iface->text(QAccessible::Name).contains(QStringLiteral("%1 games").arg(games_)),
             qPrintable(iface->text(QAccessible::Name)));
    // Keyboard: Tab walks the screen's controls with the focus ring.
    QQuickItem* first = w->activeFocusItem();
    QVERIFY(first);
    QTest::keyClick(w, Qt::Key_Tab);
    QVERIFY(w->activeFocusItem() && w->activeFocusItem() != first);
    // High contrast (Settings → Colours): the charts' plates turn black.
    QObject* settings = w->findChild<QObject*>(QStringLiteral("settings"));
    QVERIFY(settings);
    settings->setProperty("theme", QStringLiteral("contrast"));
    QTRY_COMPARE(guitest::visibleItem(w, QStringLiteral("placeChart"))->property("backgroundColor").value<QColor>(),
                 QColor(Qt::black));
    QTest::qWait(300);  // the charts draw their scene on a later turn of the event loop
    guitest::shot(w, QStringLiteral("record-contrast"));
    settings->setProperty("theme", QStringLiteral("felt"));

    // The last N: one game only.
    rec->setLast(1);
    rec->refresh();
    QTRY_VERIFY_WITH_TIMEOUT(!rec->loading(), 60000);
    QCOMPARE(rec->record().value(QStringLiteral("games")).toInt(), 1);
    QTRY_COMPARE(charts->property("placePoints").toInt(), 1);
}

void TestGuiRecord::reviewRunsInTheBackground() {
    auto engine = guitest::loadMain({1280, 800});
    QQuickWindow* w = guitest::window(*engine);
    QVERIFY(w);
    auto* rec = w->findChild<RecordController*>(QStringLiteral("record"));
    QVERIFY(rec);
    rec->setFolder(dir_.path());
    rec->setAutoReview(true);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    showScreen(w, "record");
    QTRY_VERIFY_WITH_TIMEOUT(rec->reviewing(), 60000);
    QQuickItem* bar = guitest::visibleItem(w, QStringLiteral("reviewProgress"));
    QVERIFY2(bar, "no progress bar while the review runs");
    QCOMPARE(rec->reviewTotal(), games_);
    // The event loop keeps turning while the Strong bot reviews: a timer of
    // 5 ms fires while the review is still running (a review on the UI
    // thread would let no tick through before it is done).
    int ticks = 0;
    QTimer t;
    QObject::connect(&t, &QTimer::timeout, [&] {
        if (rec->reviewing()) ++ticks;
    });
    t.start(5);
    QTRY_VERIFY_WITH_TIMEOUT(!rec->reviewing(), 300000);
    QTRY_VERIFY_WITH_TIMEOUT(!rec->loading() && rec->unreviewed() == 0, 60000);
    QVERIFY2(ticks >= 1, qPrintable(QString::number(ticks)));
    const QVariantMap r = rec->record();
    QCOMPARE(r.value(QStringLiteral("reviewedGames")).toInt(), games_);
    QVERIFY(r.value(QStringLiteral("agreement")).toDouble() >= 0);
    const QStringList values = texts(w, QStringLiteral("recordValue"));
    QVERIFY(!values.contains(QStringLiteral("not reviewed yet")));
}

void TestGuiRecord::exportWritesCsvAndCharts() {
    auto engine = guitest::loadMain({1280, 800});
    QQuickWindow* w = guitest::window(*engine);
    QVERIFY(w);
    auto* rec = w->findChild<RecordController*>(QStringLiteral("record"));
    QVERIFY(rec);
    rec->setAutoReview(false);
    rec->setFolder(dir_.path());
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    showScreen(w, "record");
    QTRY_VERIFY_WITH_TIMEOUT(rec->loaded() && !rec->loading(), 60000);
    QTRY_VERIFY(guitest::visibleItem(w, QStringLiteral("placeChart")));
    QVERIFY(guitest::clickName(w, QStringLiteral("recordExport")));
    QTRY_VERIFY(!rec->exportPath().isEmpty());
    const QString out = rec->exportPath();
    QVERIFY(out.startsWith(RecordController::exportBase()));
    // The folder is named on screen once the charts are written.
    QTRY_VERIFY_WITH_TIMEOUT(texts(w, QStringLiteral("recordExportPath")).join(QString()).contains(out), 20000);
    // The engine's CSV (docs/record.md "CSV"): the figures, then the games.
    const qe::ai::Record shown = qe::ai::computeRecord(dir_.path().toStdString());
    QFile csv(out + QStringLiteral("/record.csv"));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QCOMPARE(csv.readAll(), QByteArray::fromStdString(qe::ai::recordSummaryCsv(shown)));
    QFile gamesCsv(out + QStringLiteral("/games.csv"));
    QVERIFY(gamesCsv.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(gamesCsv.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + games_);
    QVERIFY2(lines[1].startsWith(QStringLiteral("Tester,riichi,games/2026")), qPrintable(lines[1]));
    for (const char* name : {"placement-score", "win-deal-in-rates", "win-values", "fans"}) {
        const QImage img(out + QLatin1Char('/') + QString::fromLatin1(name) + QStringLiteral(".png"));
        QVERIFY2(!img.isNull() && img.width() > 100 && img.height() > 80, name);
    }
    QDir(out).removeRecursively();
}

void TestGuiRecord::drillAnsweredRightAndWrong() {
    // The games reviewed (reviewRunsInTheBackground did it; again here when
    // run alone): their clearly worse decisions are the drills.
    const qe::ai::Record before = qe::ai::computeRecord(dir_.path().toStdString());
    if (!before.unreviewed.empty()) qe::ai::reviewGames(dir_.path().toStdString(), before.player, before.unreviewed);
    const qe::ai::DrillSet listed = qe::ai::listDrills(dir_.path().toStdString());
    QVERIFY2(listed.positions.size() >= 2, "the reviewed games give fewer than two drills");
    QVERIFY(!listed.positions.front().builtin);

    auto engine = guitest::loadMain({1280, 800});
    QQuickWindow* w = guitest::window(*engine);
    QVERIFY(w);
    auto* drills = w->findChild<DrillController*>(QStringLiteral("drills"));
    QVERIFY(drills);
    drills->setFolder(dir_.path());
    // The harness runs Main.qml as a screenshot, which keeps no results.
    drills->setProperty("keepResults", true);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    QVERIFY(guitest::clickName(w, QStringLiteral("drillsButton")));
    QTRY_VERIFY_WITH_TIMEOUT(drills->loaded() && !drills->loading(), 120000);
    QVERIFY(drills->count() >= 2);
    QCOMPARE(drills->index(), 0);

    // Answers through the screen: a discard is a click on a tile of the
    // hand shown (twice: the first raises it), a call its button.
    auto answer = [&](const qe::Action& a) -> bool {
        const qe::SeatView* v = drills->shownView();
        if (!v) return false;
        if (a.type == qe::ActionType::Discard && !a.declare) {
            const auto& items = drills->ownHandModel()->items();
            for (int row = 0; row < items.size(); ++row) {
                if (items[row].tid < 0 || v->tile(qe::TileId(items[row].tid)) != v->tile(a.tile)) continue;
                QQuickItem* tile = guitest::visibleItem(w, QStringLiteral("handTile_%1").arg(row));
                if (!tile) return false;
                guitest::click(w, tile);
                if (!drills->answered() && !drills->checking()) guitest::click(w, tile);
                return true;
            }
            return false;
        }
        for (std::size_t i = 0; i < v->legal.size(); ++i)
            if (qe::ai::sameChoice(*v, v->legal[i], a)) return drills->act(int(i));
        return false;
    };

    // The table shows the player's own hand face up and the others' face down.
    QVERIFY(!drills->ownHandModel()->items().isEmpty());
    for (int rel = 1; rel < 4; ++rel)
        for (const TileItem& t : drills->hand(rel)->items()) QVERIFY(t.face.isEmpty());

    const qe::ai::DrillPosition first = *drills->current();
    QVERIFY(answer(first.strong.action));
    QTRY_VERIFY_WITH_TIMEOUT(drills->answered(), 60000);
    QVERIFY(drills->answer().value(QStringLiteral("correct")).toBool());
    QVERIFY(texts(w, QStringLiteral("drillVerdict")).join(QString()).startsWith(QStringLiteral("Right")));
    // The Strong bot's choice with the review's reasons.
    const QString figures = texts(w, QStringLiteral("drillFigures")).join(QLatin1Char('|'));
    QVERIFY2(figures.contains(QStringLiteral("shanten")) || figures.contains(QStringLiteral("ready")) ||
                 figures.contains(QStringLiteral("wins")),
             qPrintable(figures));
    QVERIFY2(figures.contains(QStringLiteral("tiles improve it")), qPrintable(figures));
    QVERIFY2(texts(w, QStringLiteral("drillProgress")).join(QString()).contains(QStringLiteral("1 right of 1")),
             qPrintable(texts(w, QStringLiteral("drillProgress")).join(QString())));
    guitest::shot(w, QStringLiteral("drill-right"));

    QVERIFY(guitest::clickName(w, QStringLiteral("drillNext")));
    QCOMPARE(drills->index(), 1);
    QVERIFY(!drills->answered());
    const qe::ai::DrillPosition second = *drills->current();
    QVERIFY(second.key != first.key);
    // What was played in the game: clearly worse, so not right.
    QVERIFY(answer(second.played.action));
    QTRY_VERIFY_WITH_TIMEOUT(drills->answered(), 60000);
    QVERIFY(!drills->answer().value(QStringLiteral("correct")).toBool());
    QVERIFY(texts(w, QStringLiteral("drillVerdict")).join(QString()).startsWith(QStringLiteral("Not the best")));
    QVERIFY2(texts(w, QStringLiteral("drillProgress")).join(QString()).contains(QStringLiteral("1 right of 2")),
             qPrintable(texts(w, QStringLiteral("drillProgress")).join(QString())));
    QVERIFY(allText(w->contentItem()).contains(QStringLiteral("Strong bot")));
    guitest::shot(w, QStringLiteral("drill-wrong"));

    // Without a mouse: Enter goes on, the arrows pick a tile, Enter
    // discards it (or, at a claim, 1-9 picks a call).
    QVERIFY(drills->count() >= 3);
    QTest::keyClick(w, Qt::Key_Return);
    QTRY_COMPARE(drills->index(), 2);
    QVERIFY(!drills->answered());
    if (drills->ownTurn()) {
        QTest::keyClick(w, Qt::Key_Right);
        QQuickItem* ring = guitest::visibleItem(w, QStringLiteral("focusRing"));
        QVERIFY2(ring, "no focus ring on the tile the arrows picked");
        QTest::keyClick(w, Qt::Key_Return);
    } else {
        QTest::keyClick(w, Qt::Key_1);
    }
    QTRY_VERIFY_WITH_TIMEOUT(drills->answered(), 60000);
    QCOMPARE(drills->asked(), 3);
    // Each choice shown is named for a screen reader with its reasons.
    const auto shown = guitest::visibleItems(w, QStringLiteral("drillChoiceShown"));
    QCOMPARE(shown.size(), 3);
    QAccessible::setActive(true);
    for (QQuickItem* it : shown) {
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(it);
        QVERIFY(iface);
        const QString name = iface->text(QAccessible::Name);
        QVERIFY2(name.contains(QStringLiteral("shanten")) || name.contains(QStringLiteral("ready")) ||
                     name.contains(QStringLiteral("wins")) || name.contains(QStringLiteral("Pass")),
                 qPrintable(name));
    }

    // Both answers kept: the miss counts for next time.
    QFile kept(dir_.path() + QLatin1Char('/') + QString::fromLatin1(qe::ai::kDrillsFile));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    const QJsonObject positions = QJsonDocument::fromJson(kept.readAll()).object().value(QStringLiteral("positions")).toObject();
    const QJsonObject a = positions.value(QString::fromStdString(first.key)).toObject();
    const QJsonObject b = positions.value(QString::fromStdString(second.key)).toObject();
    QCOMPARE(a.value(QStringLiteral("asked")).toInt(), 1);
    QCOMPARE(a.value(QStringLiteral("missed")).toInt(), 0);
    QCOMPARE(b.value(QStringLiteral("asked")).toInt(), 1);
    QCOMPARE(b.value(QStringLiteral("missed")).toInt(), 1);

    // Missed a second time (as a later session would), it comes first in
    // the next session.
    QVERIFY(qe::ai::recordDrillResults(dir_.path().toStdString(), {{second.key, true}}));
    QVERIFY(guitest::clickName(w, QStringLiteral("drillBack")));
    QVERIFY(guitest::clickName(w, QStringLiteral("drillsButton")));
    QTRY_VERIFY_WITH_TIMEOUT(drills->loaded() && !drills->loading() && drills->index() == 0 && drills->asked() == 0, 60000);
    QVERIFY(drills->current());
    QCOMPARE(QString::fromStdString(drills->current()->key), QString::fromStdString(second.key));
    QVERIFY2(texts(w, QStringLiteral("drillSource")).join(QString()).contains(QStringLiteral("missed 2 of 2 times before")),
             qPrintable(texts(w, QStringLiteral("drillSource")).join(QString())));
}

void TestGuiRecord::noGamesMeansBuiltInDrills() {
    QTemporaryDir empty;
    QVERIFY(empty.isValid());
    auto engine = guitest::loadMain({1280, 800});
    QQuickWindow* w = guitest::window(*engine);
    QVERIFY(w);
    auto* drills = w->findChild<DrillController*>(QStringLiteral("drills"));
    QVERIFY(drills);
    drills->setFolder(empty.path());
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    showScreen(w, "drills");
    QTRY_VERIFY_WITH_TIMEOUT(drills->loaded() && !drills->loading(), 180000);
    QVERIFY2(drills->count() > 0, "no built-in positions");
    QVERIFY(drills->builtin());
    QVERIFY(!drills->ruleset().isEmpty());
    QVERIFY(texts(w, QStringLiteral("drillSource")).join(QString()).startsWith(QStringLiteral("A built-in position")));
}

QTEST_MAIN(TestGuiRecord)
#include "test_gui_record.moc"
