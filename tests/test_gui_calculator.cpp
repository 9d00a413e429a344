// The hand calculator (CalculatorScreen.qml over HandCalculator) through its
// QML interface, clicked like a person would: a hand built from the palette
// with a meld and its winning tile, every ruleset's answer as shown (values
// compared with the engine's own score of the same hand description, errors
// in words), an incomplete or impossible hand giving a clear message, the
// examples, and the situation-word table checked against the engine. With
// QUETAI_GUI_SHOTS set it saves what it shows.
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QRegularExpression>
#include <QtTest>
#include <functional>

#include "core/registry.h"
#include "core/scoreall.h"
#include "gui_harness.h"
#include "handcalculator.h"

Q_IMPORT_QML_PLUGIN(QuetaiPlugin)

using namespace guitest;

namespace {

struct Loaded {
    std::unique_ptr<QQmlApplicationEngine> engine;
    QQuickWindow* w = nullptr;
    QObject* settings = nullptr;
    quetai::HandCalculator* calc = nullptr;
};

Loaded loadShown(QSize size, const QString& lang) {
    Loaded l;
    l.engine = loadMain(size);
    l.w = window(*l.engine);
    if (!l.w) return l;
    l.w->show();
    if (!QTest::qWaitForWindowExposed(l.w)) l.w = nullptr;
    if (!l.w) return l;
    l.settings = l.w->findChild<QObject*>(QStringLiteral("settings"));
    if (l.settings) {
        QMetaObject::invokeMethod(l.settings, "setPersistent", Q_ARG(bool, false));
        l.settings->setProperty("language", lang);
    }
    l.calc = l.w->findChild<quetai::HandCalculator*>(QStringLiteral("calculator"));
    return l;
}

// The item named `name` inside the visible result card of ruleset `id`.
QQuickItem* inCard(QQuickWindow* w, const QString& id, const QString& name) {
    QQuickItem* card = visibleItem(w, QStringLiteral("calcResult_") + id);
    if (!card) return nullptr;
    std::function<QQuickItem*(QQuickItem*)> find = [&](QQuickItem* it) -> QQuickItem* {
        if (!it->isVisible()) return nullptr;
        if (it->objectName() == name) return it;
        for (QQuickItem* c : it->childItems())
            if (QQuickItem* f = find(c)) return f;
        return nullptr;
    };
    return find(card);
}

QString cardText(QQuickWindow* w, const char* id, const char* name) {
    QQuickItem* it = inCard(w, QString::fromLatin1(id), QString::fromLatin1(name));
    return it ? it->property("text").toString() : QString();
}

bool clickPalette(QQuickWindow* w, const QString& faces) {
    for (int i = 0; i + 1 < faces.size(); i += 2)
        if (!clickName(w, QStringLiteral("palette_") + faces.mid(i, 2))) return false;
    QCoreApplication::processEvents();
    return true;
}

qe::ScoreResult engineScore(const std::string& id, const char* json) {
    return qe::scoreUnder(id, qe::parseHandDesc(json));
}

}  // namespace

class TestGuiCalculator : public QObject {
    Q_OBJECT
private slots:
    void buildByClicking_data();
    void buildByClicking();
    void incompleteHand();
    void examples();
    void wordsAgreeWithEngine();
    void unitsFollowLanguage();
    void scrollBarBesideText();
};

void TestGuiCalculator::buildByClicking_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("lang");
    QTest::newRow("1024x700 en") << QSize(1024, 700) << QStringLiteral("en");
    QTest::newRow("1280x800 zh_CN") << QSize(1280, 800) << QStringLiteral("zh_CN");
}

// From the start screen: nine tiles of one suit and a pair tile, a 白 pon
// called from across, the winning 1m; each ruleset's column shows what the
// engine says of the same description. A flower then makes the hand
// impossible under the two 136-tile rulesets, and riichi (the declaration)
// is refused for the open hand and not counted elsewhere.
void TestGuiCalculator::buildByClicking() {
    QFETCH(QSize, size);
    QFETCH(QString, lang);
    Loaded l = loadShown(size, lang);
    QVERIFY(l.w && l.calc);
    QVERIFY(clickName(l.w, QStringLiteral("calculatorButton")));
    QCOMPARE(l.w->property("screen").toString(), QStringLiteral("calculator"));
    QVERIFY(!visibleItem(l.w, QStringLiteral("calcResults")));  // nothing to score yet

    QVERIFY(clickPalette(l.w, QStringLiteral("1m2m3m4m5m6m7m8m9m1m")));
    QCOMPARE(l.calc->hand().size(), 10);
    QVERIFY(clickName(l.w, QStringLiteral("calcMode_pon")));
    QVERIFY(clickName(l.w, QStringLiteral("calcFrom_2")));
    QVERIFY(clickPalette(l.w, QStringLiteral("5z")));
    QCOMPARE(l.calc->melds().size(), 1);
    QVERIFY(clickName(l.w, QStringLiteral("calcMode_hand")));
    QVERIFY(clickPalette(l.w, QStringLiteral("1m")));  // the 14th tile is the winning tile
    QCOMPARE(l.calc->winTile(), QStringLiteral("1m"));
    QCOMPARE(l.calc->missing(), 0);
    QVERIFY(visibleItem(l.w, QStringLiteral("calcWinTile")));
    // "Winning tile" replaces it; the pon remembers the seat it came from.
    QVERIFY(clickName(l.w, QStringLiteral("calcMode_win")));
    QVERIFY(clickPalette(l.w, QStringLiteral("9m")));
    QCOMPARE(l.calc->winTile(), QStringLiteral("9m"));
    QVERIFY(clickPalette(l.w, QStringLiteral("1m")));
    QCOMPARE(l.calc->winTile(), QStringLiteral("1m"));
    QCOMPARE(l.calc->melds().first().toMap().value("from").toInt(), 2);
    QVERIFY(l.calc->description().contains(QStringLiteral("{\"from\":2,\"tiles\":\"555z\",\"type\":\"pon\"}")));
    QCOMPARE(visibleItems(l.w, QStringLiteral("calcHandTile")).size(), 10);
    shot(l.w, QStringLiteral("calculator-built-") + lang);

    const char* desc =
        R"({"hand":"1234567891m1m","win_tile":"1m","melds":[{"type":"pon","tiles":"555z","from":2}],)"
        R"("tsumo":false,"seat_wind":1,"round_wind":1})";
    // riichi.md "Yaku": 役牌 白 1, 一気通貫 open 1, 混一色 open 2.
    const qe::ScoreResult riichi = engineScore("riichi", desc);
    QVERIFY(riichi.ok && riichi.valid);
    QCOMPARE(riichi.field("han"), 4LL);
    const qe::ScoreResult yuque = engineScore("yuque", desc);
    const qe::ScoreResult lingque = engineScore("lingque", desc);
    QVERIFY(yuque.ok && yuque.valid && lingque.ok && lingque.valid);
    if (lang == QLatin1String("en")) {
        QCOMPARE(cardText(l.w, "riichi", "calcHeadline"), QStringLiteral("4 han"));
        QCOMPARE(cardText(l.w, "riichi", "calcDetail"),
                 QStringLiteral("%1 fu · %2 points").arg(riichi.field("fu")).arg(riichi.field("points")));
    } else {
        QVERIFY(cardText(l.w, "riichi", "calcHeadline").startsWith(QStringLiteral("4 ")));
        QVERIFY(cardText(l.w, "riichi", "calcDetail").contains(QString::number(riichi.field("points"))));
    }
    QVERIFY(cardText(l.w, "yuque", "calcHeadline").startsWith(QString::number(yuque.total) + QLatin1Char(' ')));
    QVERIFY(cardText(l.w, "lingque", "calcHeadline").startsWith(QString::number(lingque.total) + QLatin1Char(' ')));
    // Every column lists its steps, tiles drawn as tiles.
    for (const char* id : {"yuque", "shanghai", "riichi", "binshi", "lingque"}) {
        QQuickItem* steps = inCard(l.w, QString::fromLatin1(id), QStringLiteral("calcSteps"));
        QVERIFY2(steps && steps->property("count").toInt() > 0, id);
    }
    QVERIFY(!visibleItems(l.w, QStringLiteral("textTile")).isEmpty());

    // A flower: riichi and 玉雀 play without flowers and say so, in the
    // table's language.
    const bool zh = lang == QLatin1String("zh_CN");
    QVERIFY(clickPalette(l.w, QStringLiteral("1f")));
    const QString noFlowers = zh ? QStringLiteral("没有花牌") : QStringLiteral("no flowers");
    QVERIFY2(cardText(l.w, "riichi", "calcError").contains(noFlowers), qPrintable(cardText(l.w, "riichi", "calcError")));
    QVERIFY(cardText(l.w, "yuque", "calcError").contains(noFlowers));
    QVERIFY(!inCard(l.w, QStringLiteral("riichi"), QStringLiteral("calcSteps")));
    QVERIFY(cardText(l.w, "shanghai", "calcError").isEmpty());
    QVERIFY(inCard(l.w, QStringLiteral("shanghai"), QStringLiteral("calcSteps")));
    QVERIFY(clickName(l.w, QStringLiteral("calcFlower")));  // clicked away again
    QVERIFY(l.calc->flowers().isEmpty());

    // Riichi, the declaration, on an open hand.
    QVERIFY(clickName(l.w, QStringLiteral("calcWord_riichi")));
    QCoreApplication::processEvents();
    QVERIFY2(cardText(l.w, "riichi", "calcError").contains(zh ? QStringLiteral("门前清") : QStringLiteral("concealed")),
             qPrintable(cardText(l.w, "riichi", "calcError")));
    QVERIFY(!cardText(l.w, "yuque", "calcIgnored").isEmpty());
    QVERIFY(cardText(l.w, "yuque", "calcHeadline").startsWith(QString::number(yuque.total) + QLatin1Char(' ')));
    shot(l.w, QStringLiteral("calculator-riichi-open-") + lang);

    // Escape goes back to the start screen.
    QQuickItem* screen = visibleItem(l.w, QStringLiteral("calculatorScreen"));
    QVERIFY(screen);
    screen->forceActiveFocus();
    QTest::keyClick(l.w, Qt::Key_Escape);
    QCOMPARE(l.w->property("screen").toString(), QStringLiteral("start"));
}

// Too few tiles, a tile a fifth time, a meld with no room, fourteen tiles
// that do not win: a message in words each time, and nothing crashes.
void TestGuiCalculator::incompleteHand() {
    Loaded l = loadShown({1024, 700}, QStringLiteral("en"));
    QVERIFY(l.w && l.calc);
    l.w->setProperty("screen", QStringLiteral("calculator"));
    QCoreApplication::processEvents();
    QVERIFY(visibleItem(l.w, QStringLiteral("calcStatus"))->property("text").toString().contains(QStringLiteral("14")));

    QVERIFY(clickPalette(l.w, QStringLiteral("1m2m3m4p5p")));
    QCOMPARE(visibleItem(l.w, QStringLiteral("calcStatus"))->property("text").toString(),
             QStringLiteral("5 of 14 tiles: 9 more to pick."));
    for (const char* id : {"yuque", "shanghai", "riichi", "binshi", "lingque"}) {
        QCOMPARE(cardText(l.w, id, "calcHeadline"), QStringLiteral("Not a valid hand"));
        QVERIFY2(cardText(l.w, id, "calcError").contains(QStringLiteral("needs 14")), id);
    }
    // A fifth 1m is refused; a hand tile clicked goes away.
    QVERIFY(clickPalette(l.w, QStringLiteral("1m1m1m1m")));
    QCOMPARE(l.calc->hand().count(QStringLiteral("1m")), 4);
    QVERIFY(clickName(l.w, QStringLiteral("calcHandTile")));
    QCOMPARE(l.calc->hand().size(), 7);
    QCOMPARE(l.calc->hand().count(QStringLiteral("1m")), 3);

    // Fourteen tiles that are no winning hand.
    l.calc->clear();
    QVERIFY(clickPalette(l.w, QStringLiteral("1m3m5m7m9m2p4p6p8p1s3s5s7s")));
    QVERIFY(clickPalette(l.w, QStringLiteral("1z")));
    QCOMPARE(l.calc->missing(), 0);
    QCOMPARE(l.calc->winTile(), QStringLiteral("1z"));
    // No room for a pon now.
    QVERIFY(clickName(l.w, QStringLiteral("calcMode_pon")));
    QVERIFY(clickPalette(l.w, QStringLiteral("7z")));
    QVERIFY(l.calc->melds().isEmpty());
    for (const char* id : {"yuque", "shanghai", "riichi", "binshi", "lingque"}) {
        const QString head = cardText(l.w, id, "calcHeadline");
        QVERIFY2(head == QStringLiteral("Not a valid hand") || head == QStringLiteral("Does not win"), id);
        // The reason: the error, or the ruleset's own step saying the hand is not complete.
        QString why = cardText(l.w, id, "calcError");
        if (head == QStringLiteral("Does not win")) {
            QQuickItem* steps = inCard(l.w, QString::fromLatin1(id), QStringLiteral("calcSteps"));
            QVERIFY2(steps, id);
            const QVariantList model = steps->property("model").toList();
            QVERIFY2(!model.isEmpty(), id);
            why = model.first().toMap().value("text").toString();
        }
        QVERIFY2(why.contains(QStringLiteral("not a complete hand"), Qt::CaseInsensitive) ||
                     why.contains(QStringLiteral("not a winning hand")),
                 qPrintable(QString::fromLatin1(id) + QStringLiteral(": ") + why));
    }
    shot(l.w, QStringLiteral("calculator-not-winning"));

    // Clear empties everything.
    QVERIFY(clickName(l.w, QStringLiteral("calcClear")));
    QCOMPARE(l.calc->tileCount(), 0);
    QVERIFY(!visibleItem(l.w, QStringLiteral("calcResults")));

    // Back returns to the start screen.
    QVERIFY(clickName(l.w, QStringLiteral("calcBack")));
    QCOMPARE(l.w->property("screen").toString(), QStringLiteral("start"));
}

// The examples load, each scores somewhere, and the open hand without yaku
// says so in riichi's column.
void TestGuiCalculator::examples() {
    Loaded l = loadShown({1280, 800}, QStringLiteral("en"));
    QVERIFY(l.w && l.calc);
    l.w->setProperty("screen", QStringLiteral("calculator"));
    QVERIFY(l.calc->exampleCount() >= 4);
    for (int i = 0; i < l.calc->exampleCount(); ++i) {
        QVERIFY(l.calc->loadExample(i));
        QCoreApplication::processEvents();
        QCOMPARE(l.calc->missing(), 0);
        int valid = 0;
        for (const QVariant& r : l.calc->results()) valid += r.toMap().value("valid").toBool() ? 1 : 0;
        QVERIFY2(valid > 0, qPrintable(QString::number(i)));
    }
    QVERIFY(!l.calc->loadExample(l.calc->exampleCount()));
    QVERIFY(l.calc->loadExample(4));
    QCoreApplication::processEvents();
    QCOMPARE(cardText(l.w, "riichi", "calcHeadline"), QStringLiteral("Does not win"));
    QQuickItem* steps = inCard(l.w, QStringLiteral("riichi"), QStringLiteral("calcSteps"));
    QVERIFY(steps);
    bool noYaku = false;
    for (const QVariant& s : steps->property("model").toList())
        noYaku = noYaku || s.toMap().value("text").toString().contains(QStringLiteral("No yaku"));
    QVERIFY(noYaku);
    // The first example carries a dora indicator that riichi counts.
    QVERIFY(l.calc->loadExample(0));
    QCOMPARE(l.calc->dora(), QStringList{QStringLiteral("3p")});
    QVERIFY(l.calc->description().contains(QStringLiteral("\"dora\":\"3p\"")));
}

// The calculator leaves out of a ruleset's description the words that
// ruleset does not take, read from Ruleset::situationWords: that listing
// must say exactly what the ruleset's scorer takes, and the chips offer
// every word some ruleset takes.
void TestGuiCalculator::wordsAgreeWithEngine() {
    quetai::HandCalculator calc;
    const QVariantList words = calc.words();
    QVERIFY(words.size() >= 11);
    for (const std::string& id : qe::plannedRulesetIds()) {
        for (const std::string& w : qe::makeRuleset(id)->situationWords()) {
            bool offered = false;
            for (const QVariant& v : words) offered = offered || v.toMap().value("word").toString().toStdString() == w;
            QVERIFY2(offered, (id + " takes '" + w + "', which the calculator does not offer").c_str());
        }
        for (const QVariant& v : words) {
            const std::string w = v.toMap().value("word").toString().toStdString();
            const std::string json = R"({"hand":"23m678m345p456s99s4m","win_tile":"4m","tsumo":true,)"
                                     R"("seat_wind":2,"round_wind":1,"situation":[")" + w + R"("]})";
            const qe::ScoreResult r = qe::scoreUnder(id, qe::parseHandDesc(json));
            const bool refused = !r.ok && r.error.find("' is not a ") != std::string::npos;
            QVERIFY2(refused != quetai::HandCalculator::takesWord(id, w), (id + " " + w + ": " + r.error).c_str());
        }
    }
}

// Each total's unit comes in the table's language (scoresteps.cpp
// unitWord), and follows a language change at once.
void TestGuiCalculator::unitsFollowLanguage() {
    Loaded l = loadShown(QSize(1280, 800), QStringLiteral("en"));
    QVERIFY(l.w && l.calc && l.settings);
    QVERIFY(clickName(l.w, QStringLiteral("calculatorButton")));
    QVERIFY(l.calc->loadExample(0));
    QCoreApplication::processEvents();
    QString head = cardText(l.w, "riichi", "calcHeadline");
    QVERIFY2(head.endsWith(QStringLiteral(" han")), qPrintable(head));
    l.settings->setProperty("language", QStringLiteral("zh_CN"));
    QCoreApplication::processEvents();
    head = cardText(l.w, "riichi", "calcHeadline");
    QVERIFY2(head.endsWith(QStringLiteral("番")), qPrintable(head));
    const QList<QQuickItem*> totals = visibleItems(l.w, QStringLiteral("calcStepTotal"));
    QVERIFY(totals.size() > 10);
    static const QRegularExpression latin(QStringLiteral("[A-Za-z]"));
    for (QQuickItem* t : totals)
        QVERIFY2(!t->property("text").toString().contains(latin), qPrintable(t->property("text").toString()));
}

// A breakdown longer than its column scrolls; the bar lies beside the
// steps and their totals, never over their right edge.
void TestGuiCalculator::scrollBarBesideText() {
    for (const char* lang : {"en", "zh_CN"}) {
        Loaded l = loadShown(QSize(1024, 700), QString::fromLatin1(lang));
        QVERIFY(l.w && l.calc);
        QVERIFY(clickName(l.w, QStringLiteral("calculatorButton")));
        QVERIFY(l.calc->loadExample(0));
        QCoreApplication::processEvents();
        const QList<QQuickItem*> bars = visibleItems(l.w, QStringLiteral("calcStepBar"));
        QVERIFY2(!bars.isEmpty(), "no breakdown long enough to scroll at 1024x700");
        for (QQuickItem* bar : bars) {
            const qreal barLeft = bar->mapToScene(QPointF(0, 0)).x();
            QQuickItem* list = bar->parentItem();
            QVERIFY(list);
            // What is drawn of each step: its words (where the glyphs end,
            // not the box) and the tiles among them, each a gap clear of the bar.
            int seen = 0;
            std::function<void(QQuickItem*)> walk = [&](QQuickItem* it) {
                if (!it->isVisible() || it == bar) return;
                qreal right = -1;
                if (it->inherits("QQuickText") && !it->property("text").toString().isEmpty()) {
                    const qreal cw = std::min(it->property("contentWidth").toReal(), it->width());
                    const bool alignRight = it->property("effectiveHorizontalAlignment").toInt() & Qt::AlignRight;
                    right = it->mapToScene(QPointF(alignRight ? it->width() : cw, 0)).x();
                } else if (it->objectName() == QLatin1String("textTile")) {
                    right = it->mapRectToScene(QRectF(0, 0, it->width(), it->height())).right();
                }
                if (right >= 0) {
                    ++seen;
                    QVERIFY2(right + 2 <= barLeft, qPrintable(QStringLiteral("%1: %2 drawn to x %3, the bar from %4")
                                                                 .arg(QString::fromLatin1(lang), it->property("text").toString().left(30))
                                                                 .arg(right).arg(barLeft)));
                }
                for (QQuickItem* c : it->childItems()) walk(c);
            };
            walk(list);
            QVERIFY(seen > 0);
        }
    }
}

QTEST_MAIN(TestGuiCalculator)
#include "test_gui_calculator.moc"
