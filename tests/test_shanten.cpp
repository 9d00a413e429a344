// Shanten and waits against an independent brute force.
// The brute force never uses the distance tables: it adds tiles in every
// possible way and asks a plain recursive checker whether the tiles now
// contain a complete hand (shanten.h gives the exact definition).
#include <QtTest>

#include "core/decompose.h"
#include "core/rng.h"
#include "rulesets/common/random_hand.h"
#include "core/shanten.h"

using namespace qe;

namespace {

// Do the counts contain `groups` groups and a pair, leftovers allowed?
bool containsStandard(Counts& c, int k, int groups, bool pair) {
    if (groups == 0 && pair) return true;
    while (k < kNumKinds && c[std::size_t(k)] == 0) ++k;
    if (k == kNumKinds) return false;
    // Use one copy of kind k in a pair, a triplet or a sequence, or leave it over.
    auto& x = c[std::size_t(k)];
    if (!pair && x >= 2) {
        x -= 2;
        const bool ok = containsStandard(c, k, groups, true);
        x += 2;
        if (ok) return true;
    }
    if (groups > 0 && x >= 3) {
        x -= 3;
        const bool ok = containsStandard(c, k, groups - 1, pair);
        x += 3;
        if (ok) return true;
    }
    if (groups > 0 && k < 27 && k % 9 <= 6 && c[std::size_t(k + 1)] && c[std::size_t(k + 2)]) {
        --x;
        --c[std::size_t(k + 1)];
        --c[std::size_t(k + 2)];
        const bool ok = containsStandard(c, k, groups - 1, pair);
        ++x;
        ++c[std::size_t(k + 1)];
        ++c[std::size_t(k + 2)];
        if (ok) return true;
    }
    const std::uint8_t saved = x;
    x = 0;  // leave every remaining copy of k over
    const bool ok = containsStandard(c, k + 1, groups, pair);
    x = saved;
    return ok;
}

bool containsChiitoi(const Counts& c) {
    int p = 0;
    for (auto x : c) p += x >= 2;
    return p >= 7;
}

bool containsKokushi(const Counts& c) {
    static const Kind o[] = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};
    bool pair = false;
    for (Kind k : o) {
        if (!c[k]) return false;
        pair = pair || c[k] >= 2;
    }
    return pair;
}

// 全不靠: fourteen different kinds among the honours and one knitted straight.
const int kKnit[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {2, 0, 1}, {1, 2, 0}, {2, 1, 0}};
bool containsKnitted(const Counts& c) {
    for (const auto& knit : kKnit) {
        int n = 0;
        for (int k = 27; k < kNumKinds; ++k) n += c[std::size_t(k)] != 0;
        for (int s = 0; s < 3; ++s)
            for (int r = knit[s]; r < 9; r += 3) n += c[std::size_t(9 * s + r)] != 0;
        if (n >= 14) return true;
    }
    return false;
}

// 组合龙: one knitted straight's nine kinds, then `groups` groups and a pair.
bool containsKnittedStraight(const Counts& c, int groups) {
    for (const auto& knit : kKnit) {
        Counts x = c;
        bool all = true;
        for (int s = 0; s < 3 && all; ++s)
            for (int r = knit[s]; r < 9 && all; r += 3) {
                auto& v = x[std::size_t(9 * s + r)];
                if (v) --v; else all = false;
            }
        if (all && containsStandard(x, 0, groups, false)) return true;
    }
    return false;
}

// 13 tiles near a knitted form: a complete 全不靠 or 组合龙 (+ group, pair)
// with up to `swaps` tiles exchanged and one taken away.
Counts nearKnitted(Rng& r, int swaps) {
    for (;;) {
        Counts c{};
        const auto& knit = kKnit[r.below(6)];
        std::vector<Kind> pool;
        for (int s = 0; s < 3; ++s)
            for (int k = knit[s]; k < 9; k += 3) pool.push_back(Kind(9 * s + k));
        if (r.below(2)) {
            for (int k = 27; k < kNumKinds; ++k) pool.push_back(Kind(k));
            // 14 of the 16 kinds, one each.
            for (int i = 0; i < 2; ++i) pool.erase(pool.begin() + int(r.below(std::uint64_t(pool.size()))));
            for (Kind k : pool) ++c[k];
        } else {
            for (Kind k : pool) ++c[k];
            const Kind g = r.below(2) ? randomRunStart(r) : Kind(r.below(34));
            if (g < 27 && r.below(2)) {
                for (int i = 0; i < 3; ++i) ++c[std::size_t(g + i)];
            } else {
                c[g] += 3;
            }
            c[Kind(r.below(34))] += 2;
        }
        bool ok = true;
        for (auto x : c) ok = ok && x <= 4;
        if (!ok) continue;
        for (int i = 0; i < swaps; ++i) {
            Kind out;
            do out = Kind(r.below(34));
            while (!c[out]);
            --c[out];
            Kind in;
            do in = Kind(r.below(34));
            while (c[in] >= 4);
            ++c[in];
        }
        Kind out;
        do out = Kind(r.below(34));
        while (!c[out]);
        --c[out];
        return c;
    }
}

// Least number of added tiles (0..maxDepth) after which `c` contains a
// complete hand of the form; maxDepth+1 when none was found.
template <class Pred>
int bruteDistance(const Counts& c, int maxDepth, Pred contains) {
    Counts x = c;
    for (int d = 0; d <= maxDepth; ++d) {
        bool found = false;
        auto rec = [&](auto&& self, int left, int from) -> void {
            if (found) return;
            if (left == 0) {
                if (contains(x)) found = true;
                return;
            }
            for (int k = from; k < kNumKinds && !found; ++k) {
                if (x[std::size_t(k)] >= 4) continue;
                ++x[std::size_t(k)];
                self(self, left - 1, k);
                --x[std::size_t(k)];
            }
        };
        rec(rec, d, 0);
        if (found) return d;
    }
    return maxDepth + 1;
}

Counts randomHand(Rng& r, int n) {
    Counts c{};
    for (int i = 0; i < n; ++i) {
        Kind k;
        do k = Kind(r.below(34));
        while (c[k] >= 4);
        ++c[k];
    }
    return c;
}

// The i-th 3n+1 hand of the draw tests of 组合龙: random, with up to two
// melds, or every other one without melds near a knitted hand (one tile
// out where it holds 14). Its meld count goes to `melds`.
Counts knittedDrawHand(Rng& r, int i, int& melds) {
    melds = i % 6 == 5 ? 1 + int(r.below(2)) : (i % 6 == 4 ? 1 : 0);
    const int n = 3 * (4 - melds) + 1;
    Counts c = randomHand(r, n);
    if (i % 2 == 0 && melds == 0) {
        c = nearKnitted(r, int(r.below(4)));
        int total = 0;
        for (auto x : c) total += x;
        while (total > n) {
            const int k = int(r.below(kNumKinds));
            if (c[std::size_t(k)]) --c[std::size_t(k)], --total;
        }
    }
    return c;
}

// A complete hand (4 - melds groups and a pair) with one tile removed and up
// to `swaps` tiles exchanged: close to tenpai, where mistakes matter most.
Counts nearHand(Rng& r, int melds, int swaps) {
    for (;;) {
        Counts c{};
        bool ok = true;
        for (int g = 0; g < 4 - melds && ok; ++g) {
            if (r.below(2)) {
                const Kind k = randomRunStart(r);
                for (int i = 0; i < 3; ++i) ok = ok && ++c[std::size_t(k + i)] <= 4;
            } else {
                const Kind k = Kind(r.below(34));
                c[k] += 3;
                ok = c[k] <= 4;
            }
        }
        const Kind p = Kind(r.below(34));
        c[p] += 2;
        if (!ok || c[p] > 4) continue;
        auto removeOne = [&] {
            Kind k;
            do k = Kind(r.below(34));
            while (!c[k]);
            --c[k];
        };
        removeOne();
        for (int s = 0; s < swaps; ++s) {
            removeOne();
            Kind k;
            do k = Kind(r.below(34));
            while (c[k] >= 4);
            ++c[k];
        }
        return c;
    }
}

// A complete hand of 4 - melds groups and a pair, within the four-copy limit.
Counts completeHand(Rng& r, int melds) {
    for (;;) {
        Counts c{};
        bool ok = true;
        for (int g = 0; g < 4 - melds && ok; ++g) {
            if (r.below(2)) {
                const Kind k = randomRunStart(r);
                for (int i = 0; i < 3; ++i) ok = ok && ++c[std::size_t(k + i)] <= 4;
            } else {
                const Kind k = Kind(r.below(34));
                c[k] += 3;
                ok = c[k] <= 4;
            }
        }
        const Kind p = Kind(r.below(34));
        c[p] += 2;
        if (ok && c[p] <= 4) return c;
    }
}

// Seven distinct pairs, or the thirteen orphans plus one: complete special
// forms to start from.
Counts sevenPairsHand(Rng& r) {
    Counts c{};
    for (int n = 0; n < 7;) {
        const Kind k = Kind(r.below(34));
        if (!c[k]) {
            c[k] = 2;
            ++n;
        }
    }
    return c;
}
Counts orphansHand(Rng& r) {
    static const Kind o[] = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};
    Counts c{};
    for (Kind k : o) c[k] = 1;
    ++c[o[r.below(13)]];
    return c;
}

// Exchanges `swaps` tiles (one out, one in, within the four-copy limit),
// then removes `drop` tiles: a hand near the form it started from.
Counts perturb(Rng& r, Counts c, int swaps, int drop) {
    auto removeOne = [&] {
        Kind k;
        do k = Kind(r.below(34));
        while (!c[k]);
        --c[k];
    };
    for (int s = 0; s < swaps; ++s) {
        removeOne();
        Kind k;
        do k = Kind(r.below(34));
        while (c[k] >= 4);
        ++c[k];
    }
    for (int d = 0; d < drop; ++d) removeOne();
    return c;
}

int tiles(const Counts& c) {
    int n = 0;
    for (auto x : c) n += x;
    return n;
}

// Brute-force distance of one form (bit of forms), or of the best of several.
int bruteForm(const Counts& c, int melds, std::uint8_t forms, int maxDepth) {
    int best = maxDepth + 1;
    if (forms & kFormStandard)
        best = std::min(best, bruteDistance(c, std::min(maxDepth, best - 1), [&](const Counts& x) {
                            Counts y = x;
                            return containsStandard(y, 0, 4 - melds, false);
                        }));
    if (melds == 0 && (forms & kFormSevenPairs))
        best = std::min(best, bruteDistance(c, std::min(maxDepth, best - 1), containsChiitoi));
    if (melds == 0 && (forms & kFormThirteenOrphans))
        best = std::min(best, bruteDistance(c, std::min(maxDepth, best - 1), containsKokushi));
    return best;
}

// Is c (3n+2 tiles, possibly five of a kind) complete in one of `forms`?
// With exactly 3n+2 tiles, "contains" is "is".
bool bruteComplete(const Counts& c, int melds, std::uint8_t forms) {
    Counts y = c;
    if ((forms & kFormStandard) && containsStandard(y, 0, 4 - melds, false)) return true;
    if (melds == 0 && (forms & kFormSevenPairs) && containsChiitoi(c)) return true;
    if (melds == 0 && (forms & kFormThirteenOrphans) && containsKokushi(c)) return true;
    return false;
}

QString show(const Counts& c, int melds) {
    return QString::fromStdString(formatCounts(c)) + QStringLiteral(" melds=%1").arg(melds);
}

}  // namespace

class TestShanten : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { initShantenTables(); }

    void knownHands_data() {
        QTest::addColumn<QString>("hand");
        QTest::addColumn<int>("standard");
        QTest::addColumn<int>("chiitoi");
        QTest::addColumn<int>("kokushi");
        QTest::newRow("issue example") << "123m456p789s1122z" << 0 << 4 << 8;
        QTest::newRow("complete") << "123m456p789s11222z" << -1 << 4 << 8;
        QTest::newRow("kokushi tenpai 13-sided") << "19m19p19s1234567z" << 8 << 6 << 0;
        QTest::newRow("kokushi complete") << "19m19p19s12345677z" << 7 << 5 << -1;
        QTest::newRow("chiitoi tenpai") << "1122m3344p5566s7z" << 3 << 0 << 10;
        QTest::newRow("four of a kind is one pair") << "1111m2233p4455s6z" << 2 << 2 << 10;
        // Waiting on a fifth copy is no wait: 1111m234p567p888s completes only
        // with a fifth 1m, so it still needs two tiles (e.g. a 99s pair).
        QTest::newRow("no fifth tile") << "1111m234p567p888s" << 1 << 4 << 11;
        QTest::newRow("honours only") << "1122334455667z" << 3 << 0 << 5;
        QTest::newRow("isolated tiles") << "159m159p159s1357z" << 8 << 6 << 3;
    }
    void knownHands() {
        QFETCH(QString, hand);
        QFETCH(int, standard);
        QFETCH(int, chiitoi);
        QFETCH(int, kokushi);
        const Counts c = toCounts(parseTiles(hand.toStdString()));
        const auto s = shanten(c, 0);
        QCOMPARE(s.standard, standard);
        QCOMPARE(s.chiitoi, chiitoi);
        QCOMPARE(s.kokushi, kokushi);
    }
    void waitsOfTheIssueExample() {
        const Counts c = toCounts(parseTiles("123m456p789s1122z"));
        const auto w = usefulTiles(c, 0);
        QCOMPARE(int(w.size()), 2);
        QCOMPARE(formatKind(w[0]), std::string("1z"));
        QCOMPARE(formatKind(w[1]), std::string("2z"));
    }
    void meldsReduceTheGroups() {
        // 4 tiles with 3 fixed melds: 1 group + pair still needed.
        QCOMPARE(shantenStandard(toCounts(parseTiles("2345m")), 3), 0);
        QCOMPARE(shantenStandard(toCounts(parseTiles("1m")), 4), 0);
        QCOMPARE(shantenStandard(toCounts(parseTiles("11m")), 4), -1);
        QCOMPARE(shantenStandard(toCounts(parseTiles("1357m")), 3), 1);
    }
    void shapeWaitsSeeTheFifthTile() {
        // By shape 1111m234p567p888s waits on a fifth 1m (111m + 11m): 虚听
        // for 玉雀. shapeWaits reports it; usefulTiles cannot.
        const Counts c = toCounts(parseTiles("1111m234p567p888s"));
        const auto shape = shapeWaits(c, 0, 1);
        QCOMPARE(int(shape.size()), 1);
        QCOMPARE(formatKind(shape[0]), std::string("1m"));
        const auto useful = usefulTiles(c, 0, 1);
        QVERIFY(std::find(useful.begin(), useful.end(), Kind(0)) == useful.end());
        QVERIFY(!useful.empty());  // it is 1-shanten: many tiles help
        // A plain tenpai hand: shape waits and useful tiles agree.
        const Counts t = toCounts(parseTiles("23m456p789s11122z"));
        QCOMPARE(shapeWaits(t, 0, 1), usefulTiles(t, 0, 1));
    }

    // Standard, seven pairs and thirteen orphans against brute force on
    // 10,000+ hands of 13 tiles (and 14 through the best discard), some with melds.
    void bruteForce() {
        Rng r(2024);
        int checked = 0, exact = 0;
        for (int i = 0; i < 10400; ++i) {
            const int melds = i % 10 == 0 ? 1 : i % 10 == 1 ? 2 : 0;
            const int n = 3 * (4 - melds) + 1;
            Counts c = i % 3 == 2 ? randomHand(r, n) : nearHand(r, melds, int(r.below(3)));
            // Standard form: exact up to distance 2, a lower bound beyond.
            const int depth = 2;
            const int groups = 4 - melds;
            const int bs = bruteDistance(c, depth, [&](const Counts& x) {
                Counts y = x;
                return containsStandard(y, 0, groups, false);
            });
            const int ts = shantenStandard(c, melds) + 1;
            if (bs <= depth) {
                QCOMPARE(ts, bs);
                ++exact;
            } else {
                QVERIFY2(ts > depth, qPrintable(QString::fromStdString(formatCounts(c))));
            }
            if (melds == 0) {
                const int bc = bruteDistance(c, depth, containsChiitoi);
                const int tc = shantenChiitoi(c) + 1;
                if (bc <= depth) QCOMPARE(tc, bc); else QVERIFY(tc > depth);
                const int bk = bruteDistance(c, depth, containsKokushi);
                const int tk = shantenKokushi(c) + 1;
                if (bk <= depth) QCOMPARE(tk, bk); else QVERIFY(tk > depth);
            }
            // Useful tiles: exactly the kinds whose addition lowers the brute
            // distance (every hand at distance 1, every 20th at distance 2).
            if (ts <= 1 || (ts == 2 && i % 20 == 0)) {
                const auto useful = usefulTiles(c, melds, 1);
                for (int k = 0; k < kNumKinds; ++k) {
                    if (c[std::size_t(k)] >= 4) continue;
                    Counts x = c;
                    ++x[std::size_t(k)];
                    // With leftovers allowed, the same search measures 3n+2 hands.
                    const int after = bruteDistance(x, ts, [&](const Counts& z) {
                        Counts w = z;
                        return containsStandard(w, 0, groups, false);
                    });
                    const bool lowers = after < ts;
                    const bool listed = std::find(useful.begin(), useful.end(), Kind(k)) != useful.end();
                    QVERIFY2(lowers == listed,
                             qPrintable(QString::fromStdString(formatCounts(c) + " + " + formatKind(Kind(k)))));
                }
            }
            ++checked;
        }
        qInfo("%d hands checked, %d exactly", checked, exact);
        QVERIFY(checked >= 10000);
        QVERIFY(exact >= 5000);
    }

    // Every form on 13- and 14-tile hands and on 3n+1 / 3n+2 hands with one
    // to four fixed melds, exact up to distance 2 and a lower bound beyond.
    // Hands start from a complete standard, seven-pairs or thirteen-orphans
    // shape with up to three tiles exchanged (so every form is often close),
    // or are random. 14-tile hands measure exchanges: adding d tiles until
    // the tiles contain a complete hand is exchanging d (discard the rest).
    // Useful tiles for each form mask and shape waits are checked on the
    // 3n+1 hands.
    void bruteForceAllForms() {
        Rng r(31337);
        const int depth = 2;
        int checked = 0, fourteen = 0, withMelds = 0, exact[3] = {0, 0, 0}, usefulChecked = 0, waitsChecked = 0;
        static const std::uint8_t usefulForms[] = {kFormStandard | kFormSevenPairs | kFormThirteenOrphans,
                                                   kFormSevenPairs, kFormThirteenOrphans,
                                                   kFormStandard | kFormSevenPairs};
        for (int i = 0; i < 12000; ++i) {
            int melds = 0;
            const int drop = int(r.below(2));  // 3n+2 or 3n+1 tiles
            const int swaps = int(r.below(4));
            Counts c;
            switch (i % 6) {
                case 0:
                case 1: c = perturb(r, completeHand(r, 0), swaps, drop); break;
                case 2:
                    melds = 1 + int(r.below(4));
                    c = perturb(r, completeHand(r, melds), swaps, drop);
                    break;
                case 3: c = perturb(r, sevenPairsHand(r), swaps, drop); break;
                case 4: c = perturb(r, orphansHand(r), swaps, drop); break;
                default: c = randomHand(r, 14 - drop); break;
            }
            QCOMPARE(tiles(c), 3 * (4 - melds) + 2 - drop);
            const ShantenResult res = shanten(c, melds);
            QCOMPARE(res.standard, shantenStandard(c, melds));
            const int table[3] = {res.standard + 1, res.chiitoi + 1, res.kokushi + 1};
            const std::uint8_t form[3] = {kFormStandard, kFormSevenPairs, kFormThirteenOrphans};
            for (int f = 0; f < (melds == 0 ? 3 : 1); ++f) {
                const int brute = bruteForm(c, melds, form[f], depth);
                if (brute <= depth) {
                    QVERIFY2(table[f] == brute, qPrintable(show(c, melds) + QStringLiteral(" form %1: table %2, brute %3")
                                                               .arg(f).arg(table[f]).arg(brute)));
                    ++exact[f];
                } else {
                    QVERIFY2(table[f] > depth, qPrintable(show(c, melds) + QStringLiteral(" form %1").arg(f)));
                }
            }
            if (melds == 0) {
                QCOMPARE(res.chiitoi, shantenChiitoi(c));
                QCOMPARE(res.kokushi, shantenKokushi(c));
            }
            ++checked;
            fourteen += drop == 0 && melds == 0;
            withMelds += melds > 0;
            if (drop == 0) continue;

            // Useful tiles: exactly the kinds whose addition lowers the best
            // brute-force distance over the forms asked for.
            const std::uint8_t forms = melds == 0 ? usefulForms[i % 4] : std::uint8_t(kFormStandard);
            int now = 99;
            for (int f = 0; f < (melds == 0 ? 3 : 1); ++f)
                if (forms & form[f]) now = std::min(now, table[f]);
            if (now <= 2) {
                const auto useful = usefulTiles(c, melds, forms);
                for (int k = 0; k < kNumKinds; ++k) {
                    const bool listed = std::find(useful.begin(), useful.end(), Kind(k)) != useful.end();
                    if (c[std::size_t(k)] >= 4) {
                        QVERIFY(!listed);
                        continue;
                    }
                    Counts x = c;
                    ++x[std::size_t(k)];
                    const bool lowers = bruteForm(x, melds, forms, now - 1) <= now - 1;
                    QVERIFY2(lowers == listed, qPrintable(show(c, melds) + QStringLiteral(" + ") +
                                                          QString::fromStdString(formatKind(Kind(k))) +
                                                          QStringLiteral(" forms %1").arg(forms)));
                }
                ++usefulChecked;
            }
            // Shape waits: kinds that complete the hand by shape, a fifth copy included.
            const auto waits = shapeWaits(c, melds, forms);
            std::vector<Kind> expected;
            for (int k = 0; k < kNumKinds; ++k) {
                Counts x = c;
                ++x[std::size_t(k)];
                if (bruteComplete(x, melds, forms)) expected.push_back(Kind(k));
            }
            QVERIFY2(waits == expected, qPrintable(show(c, melds)));
            waitsChecked += !expected.empty();
        }
        qInfo("%d hands (%d of 14 tiles, %d with melds); exact: standard %d, seven pairs %d, thirteen orphans %d; "
              "useful tiles on %d, non-empty shape waits on %d",
              checked, fourteen, withMelds, exact[0], exact[1], exact[2], usefulChecked, waitsChecked);
        // The generators must really reach every form near tenpai.
        QVERIFY(exact[0] >= 4000 && exact[1] >= 1000 && exact[2] >= 1000);
        QVERIFY(fourteen >= 3000 && withMelds >= 1000 && usefulChecked >= 2000 && waitsChecked >= 600);
    }

    // Hands holding all four copies of the kind they wait on by shape: built
    // from complete hands that may hold five of a kind, one copy removed.
    // 全不靠 and 组合龙 (the knitted forms of MCR rulesets) against brute
    // force on 13-tile hands near each form and random ones (some with a
    // meld for 组合龙), exact up to distance 2; the useful tiles of the
    // knitted forms' mask; shape waits of the tenpai ones.
    void bruteForceKnitted() {
        Rng r(4711);
        const int depth = 2;
        int exactK = 0, exactS = 0, usefulChecked = 0;
        for (int i = 0; i < 3000; ++i) {
            const bool meld = i % 7 == 6;
            Counts c;
            if (meld) {
                // 10 tiles: a complete 组合龙 with a melded group, less one tile.
                c = randomHand(r, 10);
                if (i % 2) {
                    c = Counts{};
                    const auto& knit = kKnit[r.below(6)];
                    for (int s = 0; s < 3; ++s)
                        for (int k = knit[s]; k < 9; k += 3) ++c[std::size_t(9 * s + k)];
                    ++c[Kind(r.below(34))];
                }
            } else {
                c = i % 4 == 3 ? randomHand(r, 13) : nearKnitted(r, int(r.below(3)));
            }
            const int melds = meld ? 1 : 0;
            const int bs = bruteDistance(c, depth, [&](const Counts& x) { return containsKnittedStraight(x, 1 - melds); });
            const int ts = shantenKnittedStraight(c, melds) + 1;
            if (bs <= depth) {
                QCOMPARE(ts, bs);
                ++exactS;
            } else {
                QVERIFY2(ts > depth, qPrintable(QString::fromStdString(formatCounts(c))));
            }
            if (!meld) {
                const int bk = bruteDistance(c, depth, containsKnitted);
                const int tk = shantenKnitted(c) + 1;
                if (bk <= depth) {
                    QCOMPARE(tk, bk);
                    ++exactK;
                } else {
                    QVERIFY(tk > depth);
                }
            }
            const std::uint8_t forms = meld ? kFormKnittedStraight : kFormKnitted | kFormKnittedStraight;
            const int now = shantenForms(c, melds, forms) + 1;
            if (now <= 1) {
                const auto useful = usefulTiles(c, melds, forms);
                for (int k = 0; k < kNumKinds; ++k) {
                    if (c[std::size_t(k)] >= 4) continue;
                    Counts x = c;
                    ++x[std::size_t(k)];
                    const bool lowers =
                        containsKnittedStraight(x, 1 - melds) || (!meld && containsKnitted(x));
                    const bool listed = std::find(useful.begin(), useful.end(), Kind(k)) != useful.end();
                    QVERIFY2(lowers == listed,
                             qPrintable(QString::fromStdString(formatCounts(c) + " + " + formatKind(Kind(k)))));
                }
                QCOMPARE(shapeWaits(c, melds, forms), useful);
                ++usefulChecked;
            }
        }
        qInfo("knitted: %d exact 全不靠, %d exact 组合龙, %d tenpai hands' waits", exactK, exactS, usefulChecked);
        QVERIFY(exactK >= 500);
        QVERIFY(exactS >= 500);
        QVERIFY(usefulChecked >= 100);
        // 七星不靠 is 全不靠 with every honour: tenpai on the missing knitted tiles.
        const Counts seven = toCounts(parseTiles("14m25p36s1234567z"));
        QCOMPARE(shantenKnitted(seven), 0);
        QCOMPARE(usefulTiles(seven, 0, kFormKnitted),
                 (std::vector<Kind>{parseTile("7m").kind, parseTile("8p").kind, parseTile("9s").kind}));
        // The plain forms never see them: riichi and 玉雀 keep their results.
        QCOMPARE(shanten(seven, 0).best(), std::min({shantenStandard(seven, 0), shantenChiitoi(seven), shantenKokushi(seven)}));
    }

    // shapeWaitBits and shapeWaitCandidates against isComplete for every
    // form mask, on hands one tile from (or two tiles from) each form, the
    // knitted forms included: the table's cached shape test of a win on a
    // discard (Table::completesWith) rests on both.
    void shapeWaitBitsAgreeWithIsComplete() {
        Rng r{77};
        constexpr std::array<int, 13> kOrphanKinds{0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};
        auto add = [](Counts& c, int k, int n) {
            if (c[std::size_t(k)] + n > 4) return false;
            c[std::size_t(k)] = std::uint8_t(c[std::size_t(k)] + n);
            return true;
        };
        auto group = [&](Counts& c) {
            for (;;) {
                if (r.below(2)) {
                    const int s = int(r.below(3)), n = int(r.below(7));
                    const int k = 9 * s + n;
                    if (c[std::size_t(k)] < 4 && c[std::size_t(k) + 1] < 4 && c[std::size_t(k) + 2] < 4) {
                        for (int i = 0; i < 3; ++i) ++c[std::size_t(k + i)];
                        return;
                    }
                } else if (add(c, int(r.below(kNumKinds)), 3)) {
                    return;
                }
            }
        };
        auto pair = [&](Counts& c) {
            while (!add(c, int(r.below(kNumKinds)), 2)) {
            }
        };
        int checked = 0, withWaits = 0, knittedWaits = 0;
        for (int i = 0; i < 6000; ++i) {
            Counts c{};
            int melds = 0;
            const int shape = i % 5;
            if (shape == 0) {  // standard, 0..2 melds
                melds = int(r.below(3));
                for (int g = 0; g < 4 - melds; ++g) group(c);
                pair(c);
            } else if (shape == 1) {  // seven pairs
                while (std::count_if(c.begin(), c.end(), [](auto x) { return x == 2; }) < 7)
                    c[r.below(kNumKinds)] = 2;
            } else if (shape == 2) {  // thirteen orphans
                for (int k : kOrphanKinds) c[std::size_t(k)] = 1;
                ++c[std::size_t(kOrphanKinds[r.below(13)])];
            } else {  // 全不靠 (shape 3) or 组合龙 with 0..1 melds (shape 4)
                int cls[3] = {0, 1, 2};
                for (int j = 2; j > 0; --j) std::swap(cls[j], cls[r.below(std::uint32_t(j + 1))]);
                std::vector<int> knit;
                for (int s = 0; s < 3; ++s)
                    for (int n = cls[s]; n < 9; n += 3) knit.push_back(9 * s + n);
                if (shape == 3) {
                    for (int k = 27; k < 34; ++k) knit.push_back(k);
                    for (std::size_t j = knit.size() - 1; j > 0; --j)
                        std::swap(knit[j], knit[r.below(std::uint32_t(j + 1))]);
                    for (int j = 0; j < 14; ++j) ++c[std::size_t(knit[std::size_t(j)])];
                } else {
                    for (int k : knit) ++c[std::size_t(k)];
                    melds = int(r.below(2));
                    if (melds == 0) group(c);
                    pair(c);
                }
            }
            // One tile less (a ready hand), and every other time one tile
            // changed too (mostly not ready).
            auto drop = [&] {
                for (;;) {
                    const int k = int(r.below(kNumKinds));
                    if (c[std::size_t(k)]) {
                        --c[std::size_t(k)];
                        return;
                    }
                }
            };
            drop();
            if (r.below(2)) {
                drop();
                while (!add(c, int(r.below(kNumKinds)), 1)) {
                }
            }
            for (int forms = 0; forms < 32; ++forms) {
                std::uint64_t expected = 0;
                for (int k = 0; k < kNumKinds; ++k) {
                    Counts x = c;
                    ++x[std::size_t(k)];
                    if (isComplete(x, melds, std::uint8_t(forms))) expected |= std::uint64_t(1) << k;
                }
                const std::uint64_t bits = shapeWaitBits(c, melds, std::uint8_t(forms));
                const std::uint64_t candidates = shapeWaitCandidates(c, melds, std::uint8_t(forms));
                QVERIFY2(bits == expected, qPrintable(show(c, melds) + QStringLiteral(" forms %1").arg(forms)));
                QVERIFY2((candidates & expected) == expected,
                         qPrintable(show(c, melds) + QStringLiteral(" forms %1").arg(forms)));
                ++checked;
                withWaits += expected != 0;
                knittedWaits += (forms & (kFormKnitted | kFormKnittedStraight)) &&
                                expected != shapeWaitBits(c, melds, std::uint8_t(forms & 7));
            }
        }
        qInfo("%d hands and form masks, %d with waits, %d with waits of a knitted form only", checked, withWaits,
              knittedWaits);
        QVERIFY(withWaits > 40000 && knittedWaits > 5000);
    }

    void shapeWaitsWithAllFourHeld() {
        Rng r(5);
        int found = 0;
        for (int i = 0; found < 400 && i < 200000; ++i) {
            const int melds = int(r.below(3));
            Counts c{};
            for (int g = 0; g < 4 - melds; ++g) {
                if (r.below(2)) {
                    const Kind k = randomRunStart(r);
                    for (int j = 0; j < 3; ++j) ++c[std::size_t(k + j)];
                } else {
                    c[r.below(34)] += 3;
                }
            }
            c[r.below(34)] += 2;
            int fives = 0, over = 0;
            Kind five = 0;
            for (int k = 0; k < kNumKinds; ++k) {
                if (c[std::size_t(k)] == 5) {
                    ++fives;
                    five = Kind(k);
                }
                over += c[std::size_t(k)] > 5;
            }
            if (fives != 1 || over) continue;
            --c[five];
            ++found;
            const auto waits = shapeWaits(c, melds, kFormStandard);
            QVERIFY2(std::find(waits.begin(), waits.end(), five) != waits.end(), qPrintable(show(c, melds)));
            std::vector<Kind> expected;
            for (int k = 0; k < kNumKinds; ++k) {
                Counts x = c;
                ++x[std::size_t(k)];
                if (bruteComplete(x, melds, kFormStandard)) expected.push_back(Kind(k));
            }
            QCOMPARE(waits, expected);
            // Drawing a fifth copy is impossible: never a useful tile.
            const auto useful = usefulTiles(c, melds, kFormStandard);
            QVERIFY(std::find(useful.begin(), useful.end(), five) == useful.end());
        }
        QCOMPARE(found, 400);
    }

    // Counts the tables cannot describe get a clear error, not a wrong read.
    void badCountsAreRefused() {
        Counts c = toCounts(parseTiles("1111m234p567p88s"));
        QCOMPARE(shanten(c, 0).standard, 1);  // the "no fifth tile" hand above
        Counts five = c;
        five[0] = 5;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, shanten(five, 0));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, shantenStandard(five, 0));
        try {
            shanten(five, 0);
        } catch (const std::invalid_argument& e) {
            QVERIFY2(std::string(e.what()).find("5 copies of 1m") != std::string::npos, e.what());
        }
        Counts wrapped = c;
        wrapped[20] = 255;  // a count decremented below zero
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, shanten(wrapped, 0));
        Counts fifteen = toCounts(parseTiles("123456789m123456p"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, shanten(fifteen, 0));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, shantenStandard(c, 5));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, shantenStandard(c, -1));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, usefulTiles(fifteen, 0));
    }

    // Deeper exact checks on fewer hands (distance up to 3).
    void bruteForceDeeper() {
        Rng r(77);
        for (int i = 0; i < 300; ++i) {
            Counts c = nearHand(r, 0, 2 + int(r.below(2)));
            const int bs = bruteDistance(c, 3, [](const Counts& x) {
                Counts y = x;
                return containsStandard(y, 0, 4, false);
            });
            const int ts = shantenStandard(c, 0) + 1;
            if (bs <= 3) QCOMPARE(ts, bs); else QVERIFY(ts > 3);
        }
    }

    // shanten() computes the special forms with vector code: it must agree
    // with the plain functions the brute force checked.
    void vectorPathAgrees() {
        Rng r(12);
        for (int i = 0; i < 20000; ++i) {
            const Counts c = i % 2 ? randomHand(r, 13 + i % 2) : nearHand(r, 0, int(r.below(3)));
            const auto s = shanten(c, 0);
            QCOMPARE(s.chiitoi, shantenChiitoi(c));
            QCOMPARE(s.kokushi, shantenKokushi(c));
            QCOMPARE(s.standard, shantenStandard(c, 0));
            // The same pass alone, also on shorter hands (a bot asks it of hands with melds).
            const Counts d = randomHand(r, 1 + int(r.below(14)));
            int chiitoi = 0, kokushi = 0;
            shantenPairsAndOrphans(d, chiitoi, kokushi);
            QCOMPARE(chiitoi, shantenChiitoi(d));
            QCOMPARE(kokushi, shantenKokushi(d));
        }
    }

    // The tables are built at every start by the fast construction: it must
    // give the plain construction's table byte for byte (number suits with
    // sequences, honours without, and a smaller suit).
    void fastTableBuildAgrees() {
        for (auto [kinds, sequences] : {std::pair{9, true}, std::pair{7, false}, std::pair{5, true}}) {
            const auto fast = shantenDistanceTable(kinds, sequences, false);
            const auto plain = shantenDistanceTable(kinds, sequences, true);
            QCOMPARE(fast.size(), plain.size());
            QVERIFY(fast == plain);
        }
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, shantenDistanceTable(10, true, false));
    }

    // The knitted forms from bit masks and per-suit row ids must agree with
    // the plain counting (全不靠) and the six-copies reference (组合龙), and
    // the cheap bounds must hold, on random, near and crowded hands.
    void knittedFastFormsAgree() {
        Rng r(2024);
        int straightChecked = 0;
        for (int i = 0; i < 30000; ++i) {
            const int melds = i % 5 == 4 ? 1 + int(r.below(3)) : 0;
            const int n = 3 * (4 - melds) + 1 + int(r.below(2));
            Counts c = i % 3 == 0 ? nearKnitted(r, int(r.below(4))) : randomHand(r, n);
            if (i % 3 == 0 && melds) c = randomHand(r, n);
            // Plain 全不靠 count: different kinds among the honours and one
            // knitted straight's nine.
            int plain = 99, bestStraight = 0;
            for (const auto& knit : kKnit) {
                int k = 0;
                for (int h = 27; h < kNumKinds; ++h) k += c[std::size_t(h)] != 0;
                int straight = 0;
                for (int s = 0; s < 3; ++s)
                    for (int x = knit[s]; x < 9; x += 3) straight += c[std::size_t(9 * s + x)] != 0;
                plain = std::min(plain, 13 - std::min(k + straight, 14));
                bestStraight = std::max(bestStraight, straight);
            }
            if (melds == 0) QCOMPARE(shantenKnitted(c), plain);
            const int fast = shantenKnittedStraight(c, melds);
            QCOMPARE(fast, shantenKnittedStraightReference(c, melds));
            // Below a cap: exact there, at least the cap otherwise.
            for (int cap : {-1, 0, 1, 2, 3, 5, 8, int(r.below(10))}) {
                const int below = shantenKnittedStraightBelow(c, melds, cap);
                if (fast < cap) QCOMPARE(below, fast);
                else QVERIFY2(below >= cap, qPrintable(QStringLiteral("cap %1: %2, exact %3").arg(cap).arg(below).arg(fast)));
            }
            if (melds <= 1) ++straightChecked;
            const std::uint64_t held = heldKinds(c);
            int kinds = 0;
            for (auto x : c) kinds += x != 0;
            QCOMPARE(heldKindCount(held), kinds);
            if (melds == 0) QVERIFY(shantenKnitted(c) >= 13 - kinds);
            QCOMPARE(knittedStraightHeld(held), bestStraight);
            const std::uint64_t perStraight = knittedStraightCounts(held);
            for (int k = 0; k < 6; ++k)
                QCOMPARE(int(perStraight >> (8 * k) & 0xff), heldKindCount(held & kKnittedStraightBits[k]));
            if (melds <= 1) QVERIFY(fast >= 8 - knittedStraightHeld(held));
        }
        QVERIFY(straightChecked > 20000);
        // Any set of kinds, not only a hand's.
        for (int i = 0; i < 100000; ++i) {
            const std::uint64_t held = r.next() & ((std::uint64_t(1) << kNumKinds) - 1);
            const std::uint64_t perStraight = knittedStraightCounts(held);
            int most = 0;
            for (int k = 0; k < 6; ++k) {
                const int n = heldKindCount(held & kKnittedStraightBits[k]);
                QCOMPARE(int(perStraight >> (8 * k) & 0xff), n);
                most = std::max(most, n);
            }
            QCOMPARE(knittedStraightHeld(held), most);
        }
    }

    // 组合龙 after each draw, from the suits' rows changed one at a time,
    // against shantenKnittedStraight of the hand with that tile, on random
    // and near-knitted 3n+1 hands with up to two melds.
    void knittedStraightAfterDrawsAgrees() {
        Rng r(4711);
        int compared = 0;
        for (int i = 0; i < 20000; ++i) {
            int melds = 0;
            const Counts c = knittedDrawHand(r, i, melds);
            std::int8_t out[kNumKinds];
            std::fill(std::begin(out), std::end(out), std::int8_t(-100));
            const std::uint64_t all = (std::uint64_t(1) << kNumKinds) - 1;
            const std::uint64_t kinds = i % 3 == 0 ? (r.next() & all) : all;
            std::int8_t capped[kNumKinds];
            std::fill(std::begin(capped), std::end(capped), std::int8_t(-100));
            const int cap = int(r.below(8)) - 1;
            shantenKnittedStraightAfterDraws(c, melds, kinds, out);
            shantenKnittedStraightAfterDraws(c, melds, kinds, capped, cap);
            for (int k = 0; k < kNumKinds; ++k) {
                if (out[k] < cap || out[k] == 127 || out[k] == -100) QCOMPARE(int(capped[k]), int(out[k]));
                else QVERIFY(capped[k] >= cap);
                if (!((kinds >> k) & 1)) {
                    QCOMPARE(int(out[k]), -100);
                    continue;
                }
                if (c[std::size_t(k)] >= 4) {
                    QCOMPARE(int(out[k]), 127);
                    continue;
                }
                Counts x = c;
                ++x[std::size_t(k)];
                QCOMPARE(int(out[k]), shantenKnittedStraight(x, melds));
                ++compared;
            }
        }
        QVERIFY(compared > 400000);
    }

    // The draws that bring 组合龙 below a cap, read from the straights within
    // one step of it, against shantenKnittedStraight of each hand with the
    // tile, on random and near-knitted 3n+1 hands, with caps around the
    // hands' own distance (where the answer is neither all nor none).
    void knittedStraightCloserAgrees() {
        Rng r(8086);
        long compared = 0, some = 0;
        for (int i = 0; i < 20000; ++i) {
            int melds = 0;
            const Counts c = knittedDrawHand(r, i, melds);
            const std::uint64_t all = (std::uint64_t(1) << kNumKinds) - 1;
            const std::uint64_t kinds = i % 3 == 0 ? (r.next() & all) : all;
            const int own = shantenKnittedStraight(c, melds);
            for (int cap : {own - 1, own, own + 1, int(r.below(10)) - 1}) {
                const std::uint64_t got = shantenKnittedStraightCloser(c, melds, kinds, cap);
                std::uint64_t want = 0;
                for (int k = 0; k < kNumKinds; ++k) {
                    if (!((kinds >> k) & 1) || c[std::size_t(k)] >= 4) continue;
                    Counts x = c;
                    ++x[std::size_t(k)];
                    if (shantenKnittedStraight(x, melds) < cap) want |= std::uint64_t(1) << k;
                    ++compared;
                }
                QCOMPARE(got, want);
                if (want != 0 && want != (kinds & ~kindsWithAtLeast(c, 4))) ++some;
            }
        }
        QVERIFY(compared > 1000000);
        QVERIFY(some > 5000);  // many answers that are neither all nor none
    }

    // Shanten after each draw and after each discard, from the per-suit
    // row ids, against shantenStandard of the changed hand, with melds.
    void changedHandsAgree() {
        Rng r(31337);
        for (int i = 0; i < 20000; ++i) {
            const int melds = int(r.below(5));
            const int base = 3 * (4 - melds);
            // Draws: 3n+1 tiles; discards: 3n+2 (near hands too).
            const bool draw = i % 2 == 0;
            Counts c = (i % 4) < 2 ? randomHand(r, base + (draw ? 1 : 2))
                                   : perturb(r, completeHand(r, melds), int(r.below(3)), draw ? 1 : 0);
            std::int8_t out[kNumKinds];
            std::fill(std::begin(out), std::end(out), std::int8_t(-100));
            const std::uint64_t all = (std::uint64_t(1) << kNumKinds) - 1;
            // Every kind, or a random subset (untouched kinds stay as they were).
            const std::uint64_t kinds = i % 3 == 0 ? (r.next() & all) : all;
            if (draw) shantenStandardAfterDraws(c, melds, kinds, out);
            else shantenStandardAfterDiscards(c, melds, kinds, out);
            for (int k = 0; k < kNumKinds; ++k) {
                if (!((kinds >> k) & 1)) {
                    QCOMPARE(int(out[k]), -100);
                    continue;
                }
                Counts x = c;
                const int after = x[std::size_t(k)] + (draw ? 1 : -1);
                if (after < 0 || after > 4) {
                    QCOMPARE(int(out[k]), 127);
                    continue;
                }
                x[std::size_t(k)] = std::uint8_t(after);
                QCOMPARE(int(out[k]), shantenStandard(x, melds));
            }
        }
        // A draw into a full hand is refused, not read outside the tables.
        Counts full{};
        for (int k = 0; k < 14; ++k) ++full[std::size_t(k)];
        std::int8_t out[kNumKinds];
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, shantenStandardAfterDraws(full, 0, 1, out));
    }

    // Each discard's shanten and the shanten after each draw that follows
    // it, from one pass over the 3n+2 hand's suits, against shantenStandard
    // of each changed hand: random, near-complete and one-suit hands (a suit
    // holding every tile, the case the draws in another suit never reach),
    // every meld count, every or a random set of discards and draws.
    void discardDrawsAgree() {
        Rng r(4242);
        long compared = 0;
        for (int i = 0; i < 20000; ++i) {
            const int melds = int(r.below(5));
            const int n = 3 * (4 - melds) + 2;
            Counts c;
            switch (i % 4) {
                case 0: c = randomHand(r, n); break;
                case 1: c = perturb(r, completeHand(r, melds), int(r.below(3)), 0); break;
                case 2: {  // one suit (or the honours, for small hands)
                    const int suit = int(r.below(n <= 14 && r.below(4) == 0 ? 4 : 3));
                    const int kinds = suit < 3 ? 9 : 7;
                    if (n > 4 * kinds) {
                        c = randomHand(r, n);
                        break;
                    }
                    c = Counts{};
                    for (int t = 0; t < n; ++t) {
                        Kind k;
                        do k = Kind(9 * suit + int(r.below(std::uint32_t(kinds))));
                        while (c[k] >= 4);
                        ++c[k];
                    }
                    break;
                }
                default: c = randomHand(r, n); break;
            }
            const std::uint64_t all = (std::uint64_t(1) << kNumKinds) - 1;
            const std::uint64_t discards = i % 3 == 0 ? (r.next() & all) : all;
            std::uint64_t draws[kNumKinds];
            for (auto& d : draws) d = i % 5 == 0 ? (r.next() & all) : all;
            std::int8_t now[kNumKinds];
            std::int8_t after[kNumKinds][kNumKinds];
            std::fill(std::begin(now), std::end(now), std::int8_t(-100));
            for (auto& row : after) std::fill(std::begin(row), std::end(row), std::int8_t(-100));
            shantenStandardAfterDiscardDraws(c, melds, discards, draws, now, after);
            for (int k = 0; k < kNumKinds; ++k) {
                const bool asked = (discards >> k) & 1;
                if (!asked || !c[std::size_t(k)]) {
                    QCOMPARE(int(now[k]), asked ? 127 : -100);
                    for (int u = 0; u < kNumKinds; ++u) QCOMPARE(int(after[k][u]), -100);
                    continue;
                }
                Counts x = c;
                --x[std::size_t(k)];
                QCOMPARE(int(now[k]), shantenStandard(x, melds));
                for (int u = 0; u < kNumKinds; ++u) {
                    if (!((draws[k] >> u) & 1)) {
                        QCOMPARE(int(after[k][u]), -100);
                        continue;
                    }
                    if (x[std::size_t(u)] >= 4) {
                        QCOMPARE(int(after[k][u]), 127);
                        continue;
                    }
                    ++x[std::size_t(u)];
                    QCOMPARE(int(after[k][u]), shantenStandard(x, melds));
                    --x[std::size_t(u)];
                    ++compared;
                }
            }
        }
        QVERIFY(compared > 2000000);
    }

    // usefulAfterDiscards is usefulTiles of each hand after one discard,
    // for every form mask the bots ask and every meld count, on random and
    // near-complete 3n+2 hands (seven pairs and thirteen orphans shapes too).
    void usefulAfterDiscardsAgrees() {
        Rng r(8086);
        for (int i = 0; i < 20000; ++i) {
            const int melds = i % 7 == 0 ? 0 : int(r.below(5));
            const int base = 3 * (4 - melds);
            Counts c;
            switch (i % 5) {
                case 0: c = randomHand(r, base + 2); break;
                case 1: c = melds == 0 ? perturb(r, sevenPairsHand(r), int(r.below(3)), 0)
                                       : perturb(r, completeHand(r, melds), 1, 0); break;
                case 2: c = melds == 0 ? perturb(r, orphansHand(r), int(r.below(3)), 0)
                                       : perturb(r, completeHand(r, melds), 2, 0); break;
                default: c = perturb(r, completeHand(r, melds), int(r.below(3)), 0); break;
            }
            const std::uint8_t forms = std::uint8_t(1 + r.below(7));  // any of standard, 七対子, 国士
            std::uint64_t out[kNumKinds];
            std::fill(std::begin(out), std::end(out), ~std::uint64_t(0));
            std::uint64_t held = 0;
            for (int k = 0; k < kNumKinds; ++k) held |= std::uint64_t(c[std::size_t(k)] != 0) << k;
            const std::uint64_t kinds = i % 3 == 0 ? (r.next() & held) : held;
            usefulAfterDiscards(c, melds, forms, kinds, out);
            for (int k = 0; k < kNumKinds; ++k) {
                if (!((kinds >> k) & 1)) {
                    QCOMPARE(out[k], ~std::uint64_t(0));
                    continue;
                }
                Counts x = c;
                --x[std::size_t(k)];
                std::uint64_t want = 0;
                for (Kind u : usefulTiles(x, melds, forms)) want |= std::uint64_t(1) << u;
                QCOMPARE(out[k], want);
            }
        }
    }

    void fourteenTileHandsAreTheBestDiscard() {
        Rng r(9);
        for (int i = 0; i < 2000; ++i) {
            Counts c = randomHand(r, 14);
            const int s14 = shantenStandard(c, 0);
            int best = 99;
            for (int k = 0; k < kNumKinds; ++k) {
                if (!c[std::size_t(k)]) continue;
                Counts x = c;
                --x[std::size_t(k)];
                best = std::min(best, shantenStandard(x, 0));
            }
            if (isComplete(c, 0, kFormStandard))
                QCOMPARE(s14, -1);
            else
                QCOMPARE(s14, best);
        }
    }
};

QTEST_APPLESS_MAIN(TestShanten)
#include "test_shanten.moc"
