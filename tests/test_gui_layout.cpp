// Where the table puts tiles (app/gui/layout.h): the wall's physical places
// agree with the engine's, rivers run six to a row, melds turn the claimed
// tile toward its giver, the own hand is sorted with the drawn tile apart.
// And the table as drawn: at 1024x700 and 1920x1080 (and 2560x1440 mid-hand
// and at the breakdown), in Chinese and English, at the start, mid-hand, at a
// claim and at the breakdown, no text is clipped, no two texts overlap and
// nothing lies outside the window; the same for the rules, settings,
// calculator, new-game, Record and Drills screens.
#include <QQmlComponent>
#include <QQmlContext>
#include <QQuickItem>
#include <QTemporaryDir>
#include <QtTest>
#include <functional>
#include <set>
#include <string_view>

#include "drillcontroller.h"
#include "gui_harness.h"
#include "record.h"
#include "record_fixtures.h"
#include "recordcontroller.h"

#include "core/rng.h"
#include "core/table.h"
#include "core/registry.h"
#include "layout.h"

Q_IMPORT_QML_PLUGIN(QuetaiPlugin)

using namespace quetai;

namespace {

bool isText(const QQuickItem* it) { return it->inherits("QQuickText"); }

QString describe(const QQuickItem* it) {
    QString name = isText(it) ? QLatin1Char('"') + it->property("text").toString().left(40) + QLatin1Char('"')
                              : QString::fromLatin1(it->metaObject()->className());
    // The nearest named ancestor says where in the table the item is.
    for (const QQuickItem* p = it; p; p = p->parentItem())
        if (!p->objectName().isEmpty()) return name + QStringLiteral(" in ") + p->objectName();
    return name;
}

// Where the glyphs of a text are drawn, in scene coordinates: a text
// stretched across a row and centred only covers its middle.
QRectF paintedRect(const QQuickItem* t) {
    const qreal cw = std::min(t->property("contentWidth").toReal(), t->width());
    const qreal ch = std::min(t->property("contentHeight").toReal(), t->height());
    const int h = t->property("effectiveHorizontalAlignment").toInt();
    const int v = t->property("verticalAlignment").toInt();
    const qreal x = h & Qt::AlignRight ? t->width() - cw : h & Qt::AlignHCenter ? (t->width() - cw) / 2 : 0;
    const qreal y = v & Qt::AlignBottom ? t->height() - ch : v & Qt::AlignVCenter ? (t->height() - ch) / 2 : 0;
    return t->mapRectToScene(QRectF(x, y, cw, ch));
}

// Finds what a learner would see as broken in the items under `root` drawn
// in a window of `size`: a text cut off (wider or taller than its box with
// neither eliding nor wrapping, or wrapped taller than a box of fixed
// height), two texts drawn over each other, a text or control reaching out
// of the window. Items scrolled out of a clipping list are not looked at;
// the glyphs on tiles are the tile's picture, not a label.
QStringList layoutProblems(QQuickItem* root, QSizeF size) {
    struct Seen {
        QQuickItem* item;
        QRectF rect;  // painted, cut to the clipping ancestors
    };
    std::vector<Seen> texts;
    QStringList problems;
    const QRectF win(QPointF(0, 0), size);
    std::function<void(QQuickItem*, QRectF)> walk = [&](QQuickItem* it, QRectF clip) {
        if (!it->isVisible() || it->opacity() <= 0.01) return;
        const QString cls = QString::fromLatin1(it->metaObject()->className());
        if (it->objectName() == QLatin1String("tile") || cls.startsWith(QLatin1String("Tile_QMLTYPE")) ||
            cls.startsWith(QLatin1String("WallTile_QMLTYPE")))
            return;
        // A list keeps rows it let go of (culled, not drawn, still "visible")
        // until it deletes them: only its current row for an index counts.
        if (QQuickItem* p = it->parentItem(); p && p->parentItem() && p->parentItem()->inherits("QQuickListView")) {
            if (QQmlContext* ctx = qmlContext(it); ctx && ctx->contextProperty(QStringLiteral("index")).isValid()) {
                QQuickItem* current = nullptr;
                QMetaObject::invokeMethod(p->parentItem(), "itemAtIndex", Q_RETURN_ARG(QQuickItem*, current),
                                          Q_ARG(int, ctx->contextProperty(QStringLiteral("index")).toInt()));
                if (current != it) return;
            }
        }
        const QRectF box = it->mapRectToScene(QRectF(0, 0, it->width(), it->height()));
        if (it->clip()) clip = clip.intersected(box);
        if (clip.isEmpty()) return;
        // What of the item a list scrolled or cut leaves on screen.
        const QRectF shown = box.intersected(clip);
        if (isText(it) && !it->property("text").toString().trimmed().isEmpty() && it->width() > 0) {
            const bool elides = it->property("elide").toInt() != Qt::ElideNone;  // ElideLeft is 0
            const bool wraps = it->property("wrapMode").toInt() != 0;
            const qreal iw = it->implicitWidth(), ih = it->implicitHeight();
            if (qEnvironmentVariableIsSet("QUETAI_LAYOUT_DEBUG"))
                qInfo("%s iw %g w %g ih %g h %g elide %d wrap %d %s", qPrintable(describe(it)), iw, it->width(), ih, it->height(), int(elides), int(wraps), qPrintable(it->property("wrapMode").toString()));
            if (!elides && !wraps && iw > it->width() + 1)
                problems << QStringLiteral("clipped: %1 needs %2 px, has %3").arg(describe(it)).arg(iw).arg(it->width());
            else if (!elides && ih > it->height() + 1 && it->property("contentHeight").toReal() > it->height() + 1)
                problems << QStringLiteral("clipped: %1 needs %2 px high, has %3").arg(describe(it)).arg(ih).arg(it->height());
            // A name plate says who sits there in full: what it elides is lost
            // (the plate has room for every default name and kind).
            if (elides && it->property("truncated").toBool())
                for (const QQuickItem* p = it; p; p = p->parentItem())
                    if (p->objectName().startsWith(QLatin1String("plate_"))) {
                        problems << QStringLiteral("cut on a plate: %1 needs %2 px, has %3").arg(describe(it)).arg(iw).arg(it->width());
                        break;
                    }
            const QRectF whole = paintedRect(it);
            const QRectF painted = whole.intersected(clip);
            if (!painted.isEmpty()) texts.push_back({it, painted});
            // A list scrolls up and down, so a row half out of it at the top
            // or bottom is fine; cut at its side, the line cannot be read.
            if (!painted.isEmpty() && !elides && (whole.left() < clip.left() - 1 || whole.right() > clip.right() + 1))
                problems << QStringLiteral("cut at the side: %1 spans %2..%3, shown %4..%5")
                                .arg(describe(it)).arg(whole.left()).arg(whole.right()).arg(clip.left()).arg(clip.right());
        }
        // A layout given less room than its rows need lets them run past
        // its edge, over a panel's border or out of the panel.
        if (QQuickItem* p = it->parentItem(); p && p->inherits("QQuickLayout") && !shown.isEmpty() &&
                                             (isText(it) || it->inherits("QQuickControl") || it->inherits("QQuickLayout"))) {
            const QRectF pbox = p->mapRectToScene(QRectF(0, 0, p->width(), p->height()));
            if (box.right() > pbox.right() + 1 || box.left() < pbox.left() - 1)
                problems << QStringLiteral("past its layout: %1 spans %2..%3, the layout %4..%5")
                                .arg(describe(it)).arg(box.left()).arg(box.right()).arg(pbox.left()).arg(pbox.right());
        }
        if ((isText(it) || it->inherits("QQuickControl")) && !shown.isEmpty() &&
            !win.adjusted(-1, -1, 1, 1).contains(shown))
            problems << QStringLiteral("outside the window: %1 at %2,%3 %4x%5")
                            .arg(describe(it))
                            .arg(box.x()).arg(box.y()).arg(box.width()).arg(box.height());
        for (QQuickItem* c : it->childItems()) walk(c, clip);
    };
    walk(root, QRectF(QPointF(-1e6, -1e6), QSizeF(2e6, 2e6)));
    for (std::size_t i = 0; i < texts.size(); ++i)
        for (std::size_t j = i + 1; j < texts.size(); ++j) {
            // A pixel of antialiasing may touch.
            const QRectF a = texts[i].rect.adjusted(1, 1, -1, -1), b = texts[j].rect.adjusted(1, 1, -1, -1);
            if (a.intersects(b))
                problems << QStringLiteral("overlap: %1 and %2").arg(describe(texts[i].item), describe(texts[j].item));
        }
    return problems;
}

// A folder of finished, reviewed games for the Record and Drills screens,
// made once for the whole run.
QString recordFolder() {
    static QTemporaryDir dir;
    static bool made = false;
    if (!made && dir.isValid()) {
        made = true;
        recordtest::makeGames(dir.path(), "riichi", 3, 2, 701);
        recordtest::makeGames(dir.path(), "shanghai", 2, 2, 801);
        const qe::ai::Record r = qe::ai::computeRecord(dir.path().toStdString());
        qe::ai::reviewGames(dir.path().toStdString(), r.player, r.unreviewed);
    }
    return dir.path();
}

// The layer a player sees: a panel drawn over the table hides what is under it.
QQuickItem* shownLayer(QQuickWindow* w) {
    for (const char* name : {"leaveConfirm", "handover", "gameOver", "review", "breakdown"})
        if (QQuickItem* it = guitest::visibleItem(w, QString::fromLatin1(name))) return it;
    return guitest::visibleItem(w, QStringLiteral("gameScreen"));
}

}  // namespace

class TestGuiLayout : public QObject {
    Q_OBJECT

private slots:
    void wallPlacesMatchEngine();
    void wallSidesHoldEveryTile();
    void breakNotchOnlyBesideAStack();
    void wallFollowsDraws();
    void riverRows();
    void meldTurnedTile();
    void concealedKongDisplay();
    void ownHandSortedDrawnApart();
    void hiddenHandHasNoFaces();
    void checkerFindsBrokenLayouts();
    void tableLayout_data();
    void tableLayout();
    void screenLayout_data();
    void screenLayout();
    void listsFollowLanguage_data();
    void listsFollowLanguage();
};

void TestGuiLayout::wallPlacesMatchEngine() {
    qe::Rng rng(42);
    for (int trial = 0; trial < 40; ++trial) {
        qe::WallConfig cfg;
        cfg.set.flowers = trial % 2 == 1;
        const int dealer = trial % 4;
        const qe::Wall wall(cfg, rng, dealer);
        qe::WallPublic w;
        w.size = wall.size();
        w.breakSide = wall.breakSide();
        w.breakStack = wall.breakStack();
        for (int i = 0; i < wall.size(); ++i) {
            const qe::WallPlace a = wall.place(i), b = layout::wallPlace(w, i);
            QCOMPARE(b.side, a.side);
            QCOMPARE(b.stack, a.stack);
            QCOMPARE(b.top, a.top);
        }
    }
}

void TestGuiLayout::wallSidesHoldEveryTile() {
    for (int size : {136, 144}) {
        qe::WallPublic w;
        w.size = size;
        w.breakSide = 2;
        w.breakStack = 5;
        w.taken.assign(std::size_t(size), false);
        w.liveRemaining = size;
        int shown = 0;
        std::set<std::pair<double, double>> places;
        for (int side = 0; side < 4; ++side) {
            const auto items = layout::wallSide(w, qe::TileSet{}, side);
            QCOMPARE(items.size(), size / 4);
            for (const auto& t : items) {
                if (!t.gone) ++shown;
                QVERIFY(t.face.isEmpty());  // face down: the wall's order is not public
                QVERIFY(t.x >= 0 && t.x < size / 8);
            }
        }
        QCOMPARE(shown, size);
    }
}

void TestGuiLayout::breakNotchOnlyBesideAStack() {
    // Wall.qml draws the break's notch on the top tile tagged 2: one while
    // the first stack dealt or the wall's last stack stands, none once both
    // are gone (it would float in empty felt).
    qe::WallPublic w;
    w.size = 144;
    w.breakSide = 1;
    w.breakStack = 3;
    w.taken.assign(144, false);
    w.liveRemaining = 144;
    auto notches = [&]() {
        int n = 0;
        for (int side = 0; side < 4; ++side)
            for (const auto& t : layout::wallSide(w, qe::TileSet{}, side))
                if ((t.tag & 2) && t.top) ++n;
        return n;
    };
    QCOMPARE(notches(), 1);
    for (int i = 0; i < 52; ++i) w.taken[std::size_t(i)] = true;  // the deal
    w.liveRemaining = 144 - 52;
    QCOMPARE(notches(), 1);  // the tail still stands beside the break
    w.taken[143] = true;     // a replacement from the tail
    QCOMPARE(notches(), 1);
    w.taken[142] = true;
    w.liveRemaining -= 2;
    QCOMPARE(notches(), 0);
}

void TestGuiLayout::wallFollowsDraws() {
    // A real table: after the deal the shown wall holds exactly the tiles
    // not yet drawn, and the dead wall is marked.
    auto rs = qe::makeRuleset("test");
    qe::Options o;
    o.set("dead_wall", 14);
    qe::Table t(rs, o, 9);
    const qe::WallPublic& w = t.pub().wall;
    int shown = 0, dead = 0;
    for (int side = 0; side < 4; ++side)
        for (const auto& it : layout::wallSide(w, t.config().wall.set, side)) {
            if (!it.gone) ++shown;
            if (!it.gone && (it.tag & 1)) ++dead;
        }
    QCOMPARE(shown, w.liveRemaining + 14);
    QCOMPARE(dead, 14);
}

void TestGuiLayout::riverRows() {
    std::vector<qe::DiscardRec> rv;
    for (int i = 0; i < 22; ++i) {
        qe::DiscardRec d;
        d.id = qe::TileId(i * 4);
        d.tile = qe::Tile{qe::Kind(i % 34), false};
        d.declare = i == 7 ? 1 : 0;
        d.claimed = i == 3;
        rv.push_back(d);
    }
    const auto items = layout::river(rv, true);
    QCOMPARE(items.size(), 22);
    QCOMPARE(items[5].y, 0.0);
    QCOMPARE(items[6].x, 0.0);
    QVERIFY(items[6].y > 1.3);
    QCOMPARE(items[7].rot, 90);                       // the declaration tile is turned
    QCOMPARE(items[8].x, items[7].x + layout::kTileH);  // and the next one makes room
    QVERIFY(items[3].dim);
    QVERIFY(items[21].hl && !items[20].hl);
    // Three full rows, then the last row grows instead of a fifth row.
    QCOMPARE(items[18].y, items[21].y);
    QCOMPARE(items[21].x, 3.0);
}

void TestGuiLayout::meldTurnedTile() {
    qe::TileSet set;
    qe::MeldRec pon;
    pon.meld.type = qe::MeldType::Pon;
    pon.meld.from = 2;  // 对家: the turned tile in the middle
    pon.ids = {40, 41, 42};
    pon.claimedId = 42;
    auto items = layout::melds(set, {pon}, qe::ConcealedKongDisplay::OuterDown);
    QCOMPARE(items.size(), 3);
    QCOMPARE(items[1].rot, 90);
    QCOMPARE(items[1].tid, 42);
    QCOMPARE(items[0].rot, 0);

    qe::MeldRec chi;
    chi.meld.type = qe::MeldType::Chi;
    chi.meld.from = 1;
    chi.ids = {0, 4, 8};
    chi.claimedId = 4;
    items = layout::melds(set, {chi}, qe::ConcealedKongDisplay::OuterDown);
    QCOMPARE(items[0].tid, 4);  // from 上家: turned on the left
    QCOMPARE(items[0].rot, 90);

    qe::MeldRec kakan = pon;
    kakan.meld.type = qe::MeldType::Kakan;
    kakan.meld.from = 3;  // 下家: on the right
    kakan.ids = {40, 41, 42, 43};
    items = layout::melds(set, {kakan}, qe::ConcealedKongDisplay::OuterDown);
    QCOMPARE(items.size(), 4);
    QCOMPARE(items[2].tid, 42);
    QCOMPARE(items[3].tid, 43);  // the added tile lies on the turned one
    QCOMPARE(items[3].x, items[2].x);
    QVERIFY(items[3].y < items[2].y);
    // Two melds: the first call is rightmost.
    items = layout::melds(set, {pon, chi}, qe::ConcealedKongDisplay::OuterDown);
    QVERIFY(items[0].x > items[3].x);
}

void TestGuiLayout::concealedKongDisplay() {
    qe::TileSet set;
    qe::MeldRec k;
    k.meld.type = qe::MeldType::Ankan;
    k.ids = {100, 101, 102, 103};
    auto outer = layout::melds(set, {k}, qe::ConcealedKongDisplay::OuterDown);
    QVERIFY(outer[0].face.isEmpty() && outer[3].face.isEmpty() && !outer[1].face.isEmpty());
    auto one = layout::melds(set, {k}, qe::ConcealedKongDisplay::OneDown);
    int down = 0;
    for (const auto& t : one) down += t.face.isEmpty();
    QCOMPARE(down, 1);
    auto up = layout::melds(set, {k}, qe::ConcealedKongDisplay::AllUp);
    for (const auto& t : up) QVERIFY(!t.face.isEmpty());
}

void TestGuiLayout::ownHandSortedDrawnApart() {
    qe::TileSet set;
    set.aka = {1, 1, 1};
    const std::vector<qe::TileId> hand{100, 16, 17, 3, 60};  // 8s, red 5m, 5m, 1m (drawn), 7p
    const auto items = layout::ownHand(set, hand, 3);
    QCOMPARE(items.size(), 5);
    QCOMPARE(items.back().tid, 3);
    QCOMPARE(items.back().x, 4 + layout::kDrawnGap);
    QCOMPARE(items[0].face, QStringLiteral("0m"));  // the red five, marked by its own face
    QCOMPARE(items[1].face, QStringLiteral("5m"));
    for (int i = 1; i < 4; ++i) QVERIFY(items[i - 1].tid < items[i].tid);
}

void TestGuiLayout::hiddenHandHasNoFaces() {
    const auto items = layout::hiddenHand(14, true);
    QCOMPARE(items.size(), 14);
    for (const auto& t : items) {
        QVERIFY(t.face.isEmpty());
        QCOMPARE(t.tid, -1);
    }
    QVERIFY(items[13].x > 13);
}

// The checker is not blind: a deliberately broken layout (a label wider
// than its box, two labels on one spot, a button half out of the window)
// is reported, and the same layout laid out properly is not.
void TestGuiLayout::checkerFindsBrokenLayouts() {
    QQmlEngine engine;
    QQmlComponent c(&engine);
    c.setData(R"(
        import QtQuick
        import QtQuick.Controls.Basic
        Item {
            property bool broken: true
            width: 300; height: 200
            Text { x: 10; y: 10; width: broken ? 40 : 200; text: "本场 Honba counter ×2" }
            Text { x: 10; y: broken ? 12 : 60; text: "供托 Deposits 1" }
            Button { x: broken ? 260 : 100; y: 120; width: 80; text: "Skip" }
            Text { x: 10; y: 160; width: 40; elide: Text.ElideRight; text: "elided is fine: the reader sees …" }
            Item {
                objectName: "plate_1"
                x: 150; y: 150; width: 140; height: 40
                Text { objectName: "plateKind"; width: broken ? 30 : 130; elide: Text.ElideRight; text: "Standard bot" }
            }
        }
    )", QUrl());
    std::unique_ptr<QObject> obj(c.create());
    QVERIFY2(obj, qPrintable(c.errorString()));
    auto* root = qobject_cast<QQuickItem*>(obj.get());
    QQuickWindow w;
    w.resize(300, 200);
    root->setParentItem(w.contentItem());
    const QStringList bad = layoutProblems(root, QSizeF(300, 200));
    QCOMPARE(bad.filter(QStringLiteral("clipped")).size(), 1);
    QCOMPARE(bad.filter(QStringLiteral("overlap")).size(), 1);
    QVERIFY(bad.filter(QStringLiteral("outside the window")).size() >= 1);  // the button and its label
    QCOMPARE(bad.filter(QStringLiteral("cut on a plate")).size(), 1);
    root->setProperty("broken", false);
    const QStringList good = layoutProblems(root, QSizeF(300, 200));
    QVERIFY2(good.isEmpty(), qPrintable(good.join(QLatin1Char('\n'))));
}

void TestGuiLayout::tableLayout_data() {
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("moment");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("lang");
    for (const char* rs : {"riichi", "shanghai"}) {
        if (!qe::makeRuleset(rs)) continue;
        for (const char* moment : {"start", "mid", "claim", "breakdown"})
            for (const QSize size : {QSize(1024, 700), QSize(1920, 1080), QSize(2560, 1440)}) {
                // The largest size the issue names, at the two moments with
                // the most on the table; the others scale as the 1920 ones.
                if (size.width() == 2560 && std::string_view(moment) != "mid" && std::string_view(moment) != "breakdown")
                    continue;
                for (const char* lang : {"zh_CN", "en"})
                    QTest::addRow("%s/%s/%dx%d/%s", rs, moment, size.width(), size.height(), lang)
                        << QString::fromLatin1(rs) << QString::fromLatin1(moment) << size << QString::fromLatin1(lang);
            }
    }
}

void TestGuiLayout::tableLayout() {
    QFETCH(QString, ruleset);
    QFETCH(QString, moment);
    QFETCH(QSize, size);
    QFETCH(QString, lang);
    auto engine = guitest::loadMain(size);
    QQuickWindow* w = guitest::window(*engine);
    QVERIFY(w);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    QObject* settings = w->findChild<QObject*>(QStringLiteral("settings"));
    QVERIFY(settings);
    settings->setProperty("language", lang);
    GameController* g = guitest::controller(w);
    QVERIFY(g);
    g->setSpeed(0);
    // A seed whose first hand ends in a win, so the breakdown shows a hand.
    QVERIFY(g->newGame({{"ruleset", ruleset}, {"seed", QStringLiteral("3")}}));
    w->setProperty("screen", QStringLiteral("game"));
    QVERIFY(g->runUntil(moment));
    QCoreApplication::processEvents();
    if (moment == QLatin1String("breakdown")) {
        QQuickItem* panel = guitest::visibleItem(w, QStringLiteral("breakdown"));
        QVERIFY(panel);
        QMetaObject::invokeMethod(panel, "showAll");
        QCoreApplication::processEvents();
    }
    if (moment == QLatin1String("claim")) QVERIFY(guitest::visibleItem(w, QStringLiteral("actionBar")));
    // The turn prompt stands beside the board, clear of the bottom wall and
    // the river (at these sizes there is room for it there).
    if (QQuickItem* prompt = guitest::visibleItem(w, QStringLiteral("prompt"))) {
        QQuickItem* screen = guitest::visibleItem(w, QStringLiteral("gameScreen"));
        QVERIFY(screen);
        const double boardRight = screen->property("boardX").toDouble() + screen->property("board").toDouble();
        const QRectF pr = prompt->mapRectToScene(QRectF(0, 0, prompt->width(), prompt->height()));
        QVERIFY2(pr.left() >= boardRight, qPrintable(QStringLiteral("prompt at %1, board ends at %2").arg(pr.left()).arg(boardRight)));
        QVERIFY(pr.right() <= size.width());
    }
    // Whenever a call, kong or declaration is offered, so is a visible way
    // to decline it: Pass in a claim window, Skip on one's own turn.
    bool offered = false;
    for (QQuickItem* b : guitest::visibleItems(w, QStringLiteral("action_pon")) + guitest::visibleItems(w, QStringLiteral("action_chi")) +
                             guitest::visibleItems(w, QStringLiteral("action_kong")) + guitest::visibleItems(w, QStringLiteral("action_declare")))
        offered = offered || b->isEnabled();
    if (offered)
        QVERIFY2(guitest::visibleItem(w, QStringLiteral("action_pass")) || guitest::visibleItem(w, QStringLiteral("skipOffer")),
                 "a call or declaration is offered with neither Pass nor Skip");
    guitest::shot(w, QStringLiteral("layout-%1-%2-%3x%4-%5").arg(ruleset, moment).arg(size.width()).arg(size.height()).arg(lang));
    QCOMPARE(w->width(), size.width());
    QQuickItem* layer = shownLayer(w);
    QVERIFY(layer);
    const QStringList bad = layoutProblems(layer, QSizeF(size));
    QVERIFY2(bad.isEmpty(), qPrintable(QString::number(bad.size()) + QStringLiteral(" problems:\n") + bad.join(QLatin1Char('\n'))));
}

void TestGuiLayout::screenLayout_data() {
    QTest::addColumn<QString>("screen");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("lang");
    for (const char* screen : {"rules", "settings", "calculator", "newgame", "record", "drills"})
        for (const QSize size : {QSize(1024, 700), QSize(1920, 1080), QSize(2560, 1440)}) {
            // The calculator and the new-game screen at the smallest size,
            // where they are tightest; rules and settings at every size.
            const bool small = size.width() == 1024;
            const bool tight = std::string_view(screen) == "calculator" || std::string_view(screen) == "newgame";
            if (tight && !small) continue;
            // Record and Drills at the smallest and at full HD.
            const bool record = std::string_view(screen) == "record" || std::string_view(screen) == "drills";
            if (record && size.width() == 2560) continue;
            if (!tight && size.width() == 2560) continue;
            for (const char* lang : {"zh_CN", "en"})
                QTest::addRow("%s/%dx%d/%s", screen, size.width(), size.height(), lang)
                    << QString::fromLatin1(screen) << size << QString::fromLatin1(lang);
        }
}

// The rules screen with its fan list (each fan with its value and example
// hand in tiles), the settings screen, the hand calculator with a hand
// scored under every ruleset side by side and the new-game screen with its
// seat choices, laid out as the table is.
void TestGuiLayout::screenLayout() {
    QFETCH(QString, screen);
    QFETCH(QSize, size);
    QFETCH(QString, lang);
    auto engine = guitest::loadMain(size);
    QQuickWindow* w = guitest::window(*engine);
    QVERIFY(w);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    QObject* settings = w->findChild<QObject*>(QStringLiteral("settings"));
    QVERIFY(settings);
    settings->setProperty("language", lang);
    if (screen == QLatin1String("newgame")) {
        // As the start screen opens it: the rulesets and seat choices filled in.
        QObject* ng = w->findChild<QObject*>(QStringLiteral("newGameScreen"));
        QVERIFY(ng);
        QMetaObject::invokeMethod(ng, "reset");
    }
    if (screen == QLatin1String("record")) {
        auto* rec = w->findChild<RecordController*>(QStringLiteral("record"));
        QVERIFY(rec);
        rec->setAutoReview(false);
        rec->setFolder(recordFolder());
        rec->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(rec->loaded() && !rec->loading(), 60000);
    } else if (screen == QLatin1String("drills")) {
        auto* drills = w->findChild<DrillController*>(QStringLiteral("drills"));
        QVERIFY(drills);
        drills->setFolder(recordFolder());
        drills->load();
        QTRY_VERIFY_WITH_TIMEOUT(drills->loaded() && !drills->loading(), 120000);
        QVERIFY(drills->count() > 0);
    }
    w->setProperty("screen", screen);
    QCoreApplication::processEvents();
    if (screen == QLatin1String("calculator")) {
        // A full hand, so every ruleset's column shows its breakdown.
        QObject* calc = w->findChild<QObject*>(QStringLiteral("calculator"));
        QVERIFY(calc);
        bool loaded = false;
        QMetaObject::invokeMethod(calc, "loadExample", Q_RETURN_ARG(bool, loaded), Q_ARG(int, 0));
        QVERIFY(loaded);
        QCoreApplication::processEvents();
    }
    // The language switch rebuilt the lists; the old rows go at the next
    // turn of the event loop (deleteLater), which processEvents does not run.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCoreApplication::processEvents();
    if (screen == QLatin1String("rules")) {
        QQuickItem* list = guitest::visibleItem(w, QStringLiteral("fanList"));
        QVERIFY2(list, "no fan list beside the rules page");
        QVERIFY(list->property("count").toInt() > 10);
        QVERIFY(!guitest::visibleItems(w, QStringLiteral("fanTile")).isEmpty());
        QVERIFY(!guitest::visibleItems(w, QStringLiteral("fanValue")).isEmpty());
    } else if (screen == QLatin1String("settings")) {
        QVERIFY(w->findChild<QObject*>(QStringLiteral("discardClicksBox")));
    } else if (screen == QLatin1String("newgame")) {
        QVERIFY2(guitest::visibleItem(w, QStringLiteral("seatKind_0")), "no seat choices on the new-game screen");
    } else if (screen == QLatin1String("calculator")) {
        QObject* calc = w->findChild<QObject*>(QStringLiteral("calculator"));
        QVERIFY(calc->property("results").toList().size() > 1);
    } else if (screen == QLatin1String("record")) {
        QTRY_VERIFY(guitest::visibleItem(w, QStringLiteral("placeChart")));
        QVERIFY(guitest::visibleItems(w, QStringLiteral("recordValue")).size() >= 10);
    } else if (screen == QLatin1String("drills")) {
        QVERIFY(guitest::visibleItem(w, QStringLiteral("drillPrompt")));
        QVERIFY(!guitest::visibleItems(w, QStringLiteral("tile")).isEmpty());
    }
    guitest::shot(w, QStringLiteral("screen-%1-%2x%3-%4").arg(screen).arg(size.width()).arg(size.height()).arg(lang));
    const QStringList bad = layoutProblems(w->contentItem(), QSizeF(size));
    QVERIFY2(bad.isEmpty(), qPrintable(QString::number(bad.size()) + QStringLiteral(" problems:\n") + bad.join(QLatin1Char('\n'))));
}

void TestGuiLayout::listsFollowLanguage_data() {
    QTest::addColumn<QString>("screen");
    QTest::newRow("newgame") << QStringLiteral("newgame");
    QTest::newRow("rules") << QStringLiteral("rules");
}

// The new-game and rules screens show their lists (rulesets, options, fans)
// in a new language at once: after a switch from English to Chinese the
// screen reads exactly as it does opened in Chinese.
void TestGuiLayout::listsFollowLanguage() {
    QFETCH(QString, screen);
    const QString root = screen == QLatin1String("newgame") ? QStringLiteral("newGameScreen") : QStringLiteral("rulesScreen");
    auto texts = [&](QQuickWindow* w) {
        QStringList out;
        std::function<void(QQuickItem*)> walk = [&](QQuickItem* it) {
            if (!it->isVisible() || it->opacity() <= 0.01) return;
            if (isText(it)) out << it->property("text").toString();
            for (QQuickItem* c : it->childItems()) walk(c);
        };
        if (QQuickItem* r = guitest::visibleItem(w, root)) walk(r);
        return out;
    };
    auto open = [&](QQuickWindow* w) {
        if (screen == QLatin1String("newgame"))
            QMetaObject::invokeMethod(w->findChild<QObject*>(QStringLiteral("newGameScreen")), "reset");
        w->setProperty("screen", screen);
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QCoreApplication::processEvents();
    };
    auto setLanguage = [&](QQuickWindow* w, const char* lang) {
        QObject* settings = w->findChild<QObject*>(QStringLiteral("settings"));
        QMetaObject::invokeMethod(settings, "setPersistent", Q_ARG(bool, false));
        settings->setProperty("language", QString::fromLatin1(lang));
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QCoreApplication::processEvents();
    };
    QStringList english, switched, fresh;
    {
        auto engine = guitest::loadMain(QSize(1280, 800));
        QQuickWindow* w = guitest::window(*engine);
        QVERIFY(w);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w));
        setLanguage(w, "en");
        open(w);
        english = texts(w);
        setLanguage(w, "zh_CN");
        switched = texts(w);
    }
    {
        auto engine = guitest::loadMain(QSize(1280, 800));
        QQuickWindow* w = guitest::window(*engine);
        QVERIFY(w);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w));
        setLanguage(w, "zh_CN");
        open(w);
        fresh = texts(w);
        setLanguage(w, "en");
    }
    QVERIFY(english.size() > 10);
    QVERIFY(english != fresh);
    for (qsizetype i = 0; i < std::max(switched.size(), fresh.size()); ++i)
        QVERIFY2(switched.value(i) == fresh.value(i),
                 qPrintable(QStringLiteral("text %1 after the switch: \"%2\", opened in Chinese: \"%3\"")
                                .arg(i).arg(switched.value(i).left(80), fresh.value(i).left(80))));
}

QTEST_MAIN(TestGuiLayout)
#include "test_gui_layout.moc"
