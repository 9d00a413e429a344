// Notation (common.md "Tiles and notation"), the seeded generator and the wall.
#include <QtTest>

#include <set>
#include <tuple>

#include "core/rng.h"
#include "core/tile.h"
#include "core/wall.h"

using namespace qe;

// Fixed outputs, computed once and kept: a change here means saved games and
// shared seeds no longer reproduce.
static constexpr std::uint64_t RNG_FIRST_12345 = 13720838825685603483ULL;
static constexpr const char* SEED1_WALL =
    "8s7m1s4m5z1z2z1s6p5z4p1p4z2m4s4m8m9m7s7p7s3m9s5m3s1m7m8p3z1m4s2p7z8p6s8s6m7p4p1z4s9m4s8m5p4m8s9m7s7p9p6m7z1m5s"
    "6m8m3z9p2s6z2m4m7m8s3m7z9m2z5s8p2s5z5s4p3p7p2p5m5p5m4z2s1s4z6z1p3s5s7s2z8m6p3p9s3m1z1p4z7m5z8p2p3p6z1m9s3s6s2p"
    "6m3p1p9p6p5p2m2m6p6z9s1s3s2z3z3z7z1z4p3m5m6s5p2s9p6s";
static constexpr int SEED1_DIE0 = 5;
static constexpr int SEED1_DIE1 = 1;

class TestTiles : public QObject {
    Q_OBJECT
private slots:
    void roundTrips_data() {
        QTest::addColumn<QString>("in");
        QTest::addColumn<QString>("out");
        QTest::newRow("grouped") << "123m456p789s1122z" << "123m456p789s1122z";
        QTest::newRow("single") << "1m" << "1m";
        QTest::newRow("red") << "0m0p0s" << "0m0p0s";
        QTest::newRow("flowers") << "12345678f" << "12345678f";
        QTest::newRow("split suits") << "1m2m3m" << "123m";
        QTest::newRow("spaces") << "222m 222p 123s" << "222m222p123s";
        QTest::newRow("letters") << "11223sCC" << "11223s77z";
        QTest::newRow("winds letters") << "ESWNPFC" << "1234567z";
    }
    void roundTrips() {
        QFETCH(QString, in);
        QFETCH(QString, out);
        QCOMPARE(QString::fromStdString(formatTiles(parseTiles(in.toStdString()))), out);
    }
    void kinds() {
        auto t = parseTiles("1m9m1p9p1s9s1234567z");
        QCOMPARE(int(t.size()), 13);
        for (auto x : t) QVERIFY(isTerminalOrHonor(x.kind));
        QCOMPARE(int(parseTile("5z").kind), int(kWhite));
        QCOMPARE(int(parseTile("P").kind), int(kWhite));
        QCOMPARE(int(parseTile("F").kind), int(kGreen));
        QCOMPARE(int(parseTile("C").kind), int(kRed));
        QVERIFY(parseTile("0p").red);
        QCOMPARE(int(parseTile("0p").kind), int(makeKind(Suit::Pin, 5)));
        QCOMPARE(QString::fromStdString(kindNameZh(parseTile("7z").kind)), QString::fromUtf8("中"));
        QCOMPARE(QString::fromStdString(kindNameZh(parseTile("3m").kind)), QString::fromUtf8("三萬"));
    }
    void sorting() {
        auto t = parseTiles("5z9m0m5m1p1f");
        sortTiles(t);
        QCOMPARE(QString::fromStdString(formatTiles(t)), QString("059m1p5z1f"));
    }
    void errors_data() {
        QTest::addColumn<QString>("in");
        QTest::addColumn<int>("pos");
        QTest::addColumn<QString>("needle");
        QTest::newRow("no suit") << "123" << 0 << "no suit letter";
        QTest::newRow("8z") << "18z" << 1 << "1z..7z";
        QTest::newRow("0z") << "0z" << 0 << "1z..7z";
        QTest::newRow("9f") << "9f" << 0 << "1f..8f";
        QTest::newRow("bad char") << "12x" << 2 << "unexpected character";
        QTest::newRow("lonely suit") << "m" << 0 << "no digits";
        QTest::newRow("digits then letter") << "12E" << 0 << "instead of a suit letter";
        QTest::newRow("parens") << "(123m)" << 0 << "unexpected character";
    }
    void errors() {
        QFETCH(QString, in);
        QFETCH(int, pos);
        QFETCH(QString, needle);
        try {
            parseTiles(in.toStdString());
            QFAIL("expected a ParseError");
        } catch (const ParseError& e) {
            QCOMPARE(e.position(), pos);
            QVERIFY2(QString::fromStdString(e.what()).contains(needle), e.what());
        }
    }
    void parseTileNeedsOne() {
        QVERIFY_THROWS_EXCEPTION(ParseError, parseTile("12m"));
        QVERIFY_THROWS_EXCEPTION(ParseError, parseTile(""));
    }
    void counts() {
        auto c = toCounts(parseTiles("1112345678999m1f"));
        QCOMPARE(int(c[0]), 3);
        QCOMPARE(int(c[8]), 3);
        QCOMPARE(QString::fromStdString(formatCounts(c)), QString("1112345678999m"));
    }

    // xoshiro256** from SplitMix64(seed): fixed outputs on every platform.
    void rngIsFixed() {
        Rng r(1);
        const std::uint64_t first = r.next();
        Rng r2(1);
        QCOMPARE(r2.next(), first);
        Rng a(12345);
        std::vector<std::uint64_t> seq;
        for (int i = 0; i < 3; ++i) seq.push_back(a.next());
        QCOMPARE(seq[0], RNG_FIRST_12345);
    }
    void belowIsUniformAndBounded() {
        Rng r(7);
        std::array<int, 6> hist{};
        for (int i = 0; i < 60000; ++i) {
            auto x = r.below(6);
            QVERIFY(x < 6);
            ++hist[x];
        }
        for (int h : hist) QVERIFY2(h > 9500 && h < 10500, "below(6) is not close to uniform");
        for (int i = 0; i < 1000; ++i) QCOMPARE(r.below(1), 0u);
    }
    void shuffleIsPermutation() {
        Rng r(3);
        std::vector<int> v(144);
        for (int i = 0; i < 144; ++i) v[std::size_t(i)] = i;
        r.shuffle(std::span<int>(v));
        auto s = v;
        std::sort(s.begin(), s.end());
        for (int i = 0; i < 144; ++i) QCOMPARE(s[std::size_t(i)], i);
        QVERIFY(v != s);
    }

    // Seed 1 gives this wall, in draw order, on every platform.
    void seedOneWall() {
        Rng r(1);
        WallConfig cfg;
        Wall w(cfg, r, 0);
        std::string got;
        for (int i = 0; i < w.size(); ++i) got += formatTile(cfg.set.tile(w.at(i)));
        QCOMPARE(QString::fromStdString(got), QString(SEED1_WALL));
        QCOMPARE(w.dice()[0], SEED1_DIE0);
        QCOMPARE(w.dice()[1], SEED1_DIE1);
    }
    void wallDrawsAndDeadWall() {
        Rng r(5);
        WallConfig cfg;
        cfg.deadWall = 14;
        Wall w(cfg, r, 0);
        auto hands = w.deal(0);
        for (auto& h : hands) QCOMPARE(int(h.size()), 13);
        QCOMPARE(w.liveRemaining(), 136 - 52 - 14);
        // A replacement keeps the dead wall at 14: the live wall shrinks by one more.
        QVERIFY(w.drawReplacement() >= 0);
        QCOMPARE(w.liveRemaining(), 136 - 52 - 14 - 1);
        int n = 0;
        while (w.drawLive() >= 0) ++n;
        QCOMPARE(n, 136 - 52 - 14 - 1);
        QCOMPARE(w.liveRemaining(), 0);
    }
    void wallWithoutDeadWallRunsToTail() {
        Rng r(6);
        WallConfig cfg;
        cfg.set.flowers = true;
        Wall w(cfg, r, 2);
        w.deal(2);
        QCOMPARE(w.liveRemaining(), 144 - 52);
        for (int i = 0; i < 10; ++i) QVERIFY(w.drawReplacement() >= 0);
        int n = 0;
        while (w.drawLive() >= 0) ++n;
        QCOMPARE(n, 144 - 52 - 10);
        QCOMPARE(w.drawReplacement(), -1);
    }
    void jumpDeal() {
        Rng r(8);
        WallConfig cfg;
        cfg.deal = DealPattern::FourFourFourJump;
        Wall w(cfg, r, 1);
        auto hands = w.deal(1);
        QCOMPARE(int(hands[1].size()), 14);
        QCOMPARE(int(hands[2].size()), 13);
        QCOMPARE(int(hands[3].size()), 13);
        QCOMPARE(int(hands[0].size()), 13);
        // The dealer's two jump tiles are the tops of the 1st and 3rd stacks after the deal.
        QCOMPARE(hands[1][12], w.at(48));
        QCOMPARE(hands[1][13], w.at(52));
        QCOMPARE(w.liveRemaining(), 136 - 53);
    }
    void wallPlaces() {
        Rng r(9);
        WallConfig cfg;
        Wall w(cfg, r, 0);
        // 17 stacks a side; every draw index maps to a distinct (side, stack, level).
        std::set<std::tuple<int, int, bool>> seen;
        for (int i = 0; i < w.size(); ++i) {
            auto p = w.place(i);
            QVERIFY(p.side >= 0 && p.side < 4 && p.stack >= 0 && p.stack < 17);
            seen.insert({p.side, p.stack, p.top});
        }
        QCOMPARE(int(seen.size()), 136);
        const int sum = w.dice()[0] + w.dice()[1];
        QCOMPARE(w.place(0).side, (sum - 1) % 4);
    }
};

QTEST_APPLESS_MAIN(TestTiles)
#include "test_tiles.moc"
