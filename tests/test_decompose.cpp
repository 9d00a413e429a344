// Hand decomposition: decomposition counts on known hands.
#include <QtTest>

#include "core/decompose.h"
#include "core/rng.h"
#include "rulesets/common/random_hand.h"

using namespace qe;

namespace {

int count(const std::string& hand, std::uint8_t forms = kFormAll, const std::vector<Meld>& melds = {}) {
    return int(decompositions(toCounts(parseTiles(hand)), melds, forms).size());
}

Meld meld(MeldType t, const std::string& tiles) {
    Meld m;
    m.type = t;
    m.kind = parseTiles(tiles)[0].kind;
    return m;
}

}  // namespace

class TestDecompose : public QObject {
    Q_OBJECT
private slots:
    void counts_data() {
        QTest::addColumn<QString>("hand");
        QTest::addColumn<int>("forms");
        QTest::addColumn<int>("expected");
        QTest::newRow("plain") << "123m456p789s11122z" << int(kFormAll) << 1;
        QTest::newRow("triplets or runs") << "111222333m45699s" << int(kFormStandard) << 2;
        QTest::newRow("two ways of 22334455667788") << "22334455667788m" << int(kFormStandard) << 3;
        QTest::newRow("and seven pairs") << "22334455667788m" << int(kFormAll) << 4;
        QTest::newRow("pure nine gates + 5m") << "11123455678999m" << int(kFormStandard) << 1;
        QTest::newRow("nine gates + 1m") << "11112345678999m" << int(kFormStandard) << 1;
        QTest::newRow("nine gates + 2m") << "11122345678999m" << int(kFormStandard) << 1;
        QTest::newRow("1112223334445555 style") << "11122233344455m" << int(kFormStandard) << 4;
        QTest::newRow("pair at either end") << "11223344m112233p" << int(kFormStandard) << 2;
        QTest::newRow("iipeikou") << "112233m456p789s55z" << int(kFormAll) << 1;
        QTest::newRow("ryanpeikou also pairs") << "112233m778899p55z" << int(kFormAll) << 2;
        QTest::newRow("not complete") << "123m456p789s11123z" << int(kFormAll) << 0;
        QTest::newRow("kokushi") << "19m19p19s12345677z" << int(kFormAll) << 1;
        QTest::newRow("kokushi needs the pair") << "19m19p19s1234567z1m" << int(kFormThirteenOrphans) << 1;
        QTest::newRow("seven pairs need distinct kinds") << "11112233445566m" << int(kFormSevenPairs) << 0;
        QTest::newRow("knitted 全不靠") << "147m258p369s12345z" << int(kFormKnitted) << 1;
        QTest::newRow("knitted: a pair breaks it") << "147m258p369s11234z" << int(kFormKnitted) << 0;
        QTest::newRow("knitted: wrong suit") << "147m147p369s12345z" << int(kFormKnitted) << 0;
        QTest::newRow("knitted straight 组合龙") << "147m258p369s11123z" << int(kFormKnittedStraight) << 0;
        QTest::newRow("knitted straight + run + pair") << "147m258p369s45677z" << int(kFormKnittedStraight) << 0;
        QTest::newRow("knitted straight + triplet + pair") << "147m258p369s11155z" << int(kFormKnittedStraight) << 1;
        QTest::newRow("knitted straight + run + pair ok") << "147m258p369s234s55z" << int(kFormKnittedStraight) << 1;
    }
    void counts() {
        QFETCH(QString, hand);
        QFETCH(int, forms);
        QFETCH(int, expected);
        QCOMPARE(count(hand.toStdString(), std::uint8_t(forms)), expected);
    }

    void readingsOfTriplesOrRuns() {
        const auto v = decompositions(toCounts(parseTiles("111222333m45699s")), {}, kFormStandard);
        QCOMPARE(int(v.size()), 2);
        int triplets = 0, runs = 0;
        for (const auto& d : v) {
            QCOMPARE(int(d.pairKind()), int(parseTile("9s").kind));
            for (int i = 0; i < 4; ++i) (d.groups[std::size_t(i)].type == GroupType::Triplet ? triplets : runs)++;
        }
        QCOMPARE(triplets, 3);
        QCOMPARE(runs, 5);
    }

    void withMelds() {
        const std::vector<Meld> m = {meld(MeldType::Pon, "7z"), meld(MeldType::Chi, "123m")};
        const auto v = decompositions(toCounts(parseTiles("456p78999s")), m, kFormAll);
        QCOMPARE(int(v.size()), 1);
        const auto& d = v[0];
        QCOMPARE(int(d.groups[0].meld), 0);
        QCOMPARE(int(d.groups[0].type), int(GroupType::Triplet));
        QVERIFY(!d.groups[0].concealed);
        QCOMPARE(int(d.groups[1].type), int(GroupType::Sequence));
        QCOMPARE(int(d.pairKind()), int(parseTile("9s").kind));
        // Special forms need a closed hand: a concealed kong is a meld too.
        const std::vector<Meld> k = {meld(MeldType::Ankan, "1z")};
        QCOMPARE(int(decompositions(toCounts(parseTiles("23m456p789s55z")), k, kFormAll).size()), 0);
        QCOMPARE(int(decompositions(toCounts(parseTiles("234m456p789s55z")), k, kFormAll).size()), 1);
        const auto kv = decompositions(toCounts(parseTiles("234m456p789s55z")), k, kFormAll);
        QCOMPARE(int(kv[0].groups[0].type), int(GroupType::Kong));
        QVERIFY(kv[0].groups[0].concealed);
    }

    // The per-suit table and the walk give the same readings in the same
    // order (decompose.h: concealed groups by kind, a triplet before runs of
    // its kind), for every one-suit complete hand of 14 tiles and for random
    // mixed hands with and without melds.
    void tableMatchesWalk() {
        auto same = [](const Counts& c, std::span<const Meld> melds) {
            const auto a = decompositions(c, melds, kFormStandard);
            const auto b = detail::standardByWalk(c, melds);
            if (a.size() != b.size()) return false;
            for (std::size_t i = 0; i < a.size(); ++i)
                for (int g = 0; g < 5; ++g)
                    if (!(a[i].groups[std::size_t(g)] == b[i].groups[std::size_t(g)])) return false;
            for (const auto& d : a)
                for (int g = int(melds.size()); g + 1 < 4; ++g) {
                    const Group &x = d.groups[std::size_t(g)], &y = d.groups[std::size_t(g + 1)];
                    if (x.kind > y.kind || (x.kind == y.kind && x.type == GroupType::Sequence &&
                                            y.type == GroupType::Triplet))
                        return false;
                }
            return true;
        };
        // Every count vector of one suit with 14 tiles, at most 4 each.
        int complete = 0, multi = 0;
        Counts c{};
        auto each = [&](auto&& self, int r, int left) -> void {
            if (r == 8) {
                if (left > 4) return;
                c[8] = std::uint8_t(left);
                const auto n = decompositions(c, {}, kFormStandard).size();
                complete += n > 0;
                multi += n > 1;
                QVERIFY2(same(c, {}), qPrintable(QString::fromStdString(formatCounts(c))));
                return;
            }
            for (int x = 0; x <= 4 && x <= left; ++x) {
                c[std::size_t(r)] = std::uint8_t(x);
                self(self, r + 1, left - x);
            }
        };
        each(each, 0, 14);
        QVERIFY(complete > 1000);  // the loop really met complete hands
        QVERIFY(multi > 100);
        Rng r(77);
        int checked = 0;
        for (int n = 0; n < 20000; ++n) {
            Counts h{};
            std::vector<Meld> melds;
            const int m = int(r.below(3));
            bool ok = true;
            for (int g = 0; g < 4 && ok; ++g) {
                const bool seq = r.below(2);
                const Kind k = seq ? randomRunStart(r) : Kind(r.below(34));
                if (g < m) {
                    Meld x;
                    x.type = seq ? MeldType::Chi : MeldType::Pon;
                    x.kind = k;
                    melds.push_back(x);
                    continue;
                }
                if (seq)
                    for (int i = 0; i < 3; ++i) ok = ok && ++h[std::size_t(k + i)] <= 4;
                else
                    ok = (h[k] = std::uint8_t(h[k] + 3)) <= 4;
            }
            const Kind p = Kind(r.below(34));
            h[p] = std::uint8_t(h[p] + 2);
            if (!ok || h[p] > 4) continue;
            ++checked;
            QVERIFY2(same(h, melds), qPrintable(QString::fromStdString(formatCounts(h))));
        }
        QVERIFY(checked > 5000);
    }

    void fiveCopiesForShapes() {
        // 1111m + a fifth 1m: the shape 111m + 11m (used to see 虚听).
        QVERIFY(isComplete(toCounts(parseTiles("11111m234p567p888s")), 0, kFormStandard));
    }

    // Random complete hands built from groups: the built reading is always
    // among those enumerated, and every reading adds back to the hand.
    void constructedHands() {
        Rng r(31);
        for (int n = 0; n < 5000; ++n) {
            Counts c{};
            std::vector<std::pair<GroupType, Kind>> built;
            bool ok = true;
            for (int g = 0; g < 4 && ok; ++g) {
                if (r.below(2)) {
                    const Kind k = randomRunStart(r);
                    for (int i = 0; i < 3; ++i) ok = ok && ++c[std::size_t(k + i)] <= 4;
                    built.push_back({GroupType::Sequence, k});
                } else {
                    const Kind k = Kind(r.below(34));
                    c[k] += 3;
                    ok = c[k] <= 4;
                    built.push_back({GroupType::Triplet, k});
                }
            }
            const Kind p = Kind(r.below(34));
            c[p] += 2;
            if (!ok || c[p] > 4) continue;
            std::sort(built.begin(), built.end());
            QVERIFY(isComplete(c, 0, kFormStandard));
            bool found = false;
            forEachDecomposition(c, {}, kFormStandard, [&](const Decomposition& d) {
                Counts back{};
                std::vector<std::pair<GroupType, Kind>> got;
                for (int i = 0; i < 4; ++i) {
                    const Group& g = d.groups[std::size_t(i)];
                    got.push_back({g.type, g.kind});
                    if (g.type == GroupType::Sequence)
                        for (int j = 0; j < 3; ++j) ++back[std::size_t(g.kind + j)];
                    else
                        back[g.kind] += 3;
                }
                back[d.pairKind()] += 2;
                if (back != c) found = false;
                std::sort(got.begin(), got.end());
                if (got == built && d.pairKind() == p) found = true;
                return true;
            });
            QVERIFY2(found, qPrintable(QString::fromStdString(formatCounts(c))));
        }
    }
};

QTEST_APPLESS_MAIN(TestDecompose)
#include "test_decompose.moc"
