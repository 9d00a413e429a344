// Where the table puts tiles (app/gui/layout.h): the wall's physical places
// agree with the engine's, rivers run six to a row, melds turn the claimed
// tile toward its giver, the own hand is sorted with the drawn tile apart.
#include <QtTest>
#include <set>

#include "core/rng.h"
#include "core/table.h"
#include "core/registry.h"
#include "layout.h"

using namespace quetai;

class TestGuiLayout : public QObject {
    Q_OBJECT

private slots:
    void wallPlacesMatchEngine();
    void wallSidesHoldEveryTile();
    void wallFollowsDraws();
    void riverRows();
    void meldTurnedTile();
    void concealedKongDisplay();
    void ownHandSortedDrawnApart();
    void hiddenHandHasNoFaces();
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

QTEST_GUILESS_MAIN(TestGuiLayout)
#include "test_gui_layout.moc"
