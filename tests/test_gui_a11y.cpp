// Keyboard-only play, accessible names and the high-contrast theme, through
// the real QML interface: a whole hand of every ruleset played with key
// events only (start screen to the breakdown and the next hand), every
// interactive item, tile, meld, river, wall and badge checked for a spoken
// name at the start, mid-hand, a claim and the breakdown, and the theme
// chosen in Settings remembered.
#include <QAccessible>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlExpression>
#include <QQuickItem>
#include <QSettings>
#include <QtTest>

#include "bot.h"
#include "core/registry.h"
#include "core/table.h"
#include "gui_harness.h"

Q_IMPORT_QML_PLUGIN(QuetaiPlugin)

using namespace guitest;

namespace {

struct Loaded {
    std::unique_ptr<QQmlApplicationEngine> engine;
    QQuickWindow* w = nullptr;
    quetai::GameController* g = nullptr;
};

Loaded loadShown(QSize size = {1280, 800}) {
    Loaded l;
    l.engine = loadMain(size);
    l.w = window(*l.engine);
    if (!l.w) return l;
    l.w->show();
    if (!QTest::qWaitForWindowExposed(l.w)) l.w = nullptr;
    l.g = controller(l.w);
    return l;
}

QVariant roleOf(const QAbstractItemModel* m, int row, const char* role) {
    const int r = m->roleNames().key(QByteArray(role), -1);
    return r < 0 ? QVariant() : m->data(m->index(row, 0), r);
}

bool hasAction(const quetai::GameController& g, const QString& key) {
    for (int row = 0; row < g.actions()->rowCount(); ++row)
        if (roleOf(g.actions(), row, "key").toString().startsWith(key)) return true;
    return false;
}

QString focusName(QQuickWindow* w) {
    QCoreApplication::processEvents();
    return w->activeFocusItem() ? w->activeFocusItem()->objectName() : QString();
}

// Presses Tab until the item named `name` has the keyboard focus.
bool tabTo(QQuickWindow* w, const QString& name, int limit = 80) {
    for (int i = 0; i < limit; ++i) {
        if (focusName(w) == name) return true;
        QTest::keyClick(w, Qt::Key_Tab);
    }
    return focusName(w) == name;
}

// The spoken name of an item as a screen reader gets it ("" when it has none).
QString spokenName(QQuickItem* it) {
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(it);
    return iface ? iface->text(QAccessible::Name).trimmed() : QString();
}

bool ignored(QQuickItem* it) {
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(it);
    return iface && iface->state().invisible;
}

bool isControl(QQuickItem* it) {
    for (const char* cls : {"QQuickAbstractButton", "QQuickComboBox", "QQuickSlider", "QQuickSpinBox",
                            "QQuickTextField", "QQuickTextInput", "QQuickTextEdit"})
        if (it->inherits(cls)) return true;
    return false;
}

// The items a player can reach on screen that have no spoken name: controls,
// Tab stops and clickable areas (a MouseArea speaks through its item), and
// the table's things by objectName (tiles, melds, rivers, walls, hands,
// badges, name plates). A tile inside a control that names it (`quiet`) may
// stay silent when that control has a name. A MouseArea covering the whole
// window only blocks clicks behind an overlay.
QStringList unnamedItems(QQuickWindow* w) {
    static const QStringList things = {"tile", "meld", "meldArea", "river", "wall", "hiddenHand", "hiddenTile",
                                       "badge", "ownHand"};
    QStringList out;
    std::function<void(QQuickItem*, QString)> walk = [&](QQuickItem* it, QString path) {
        if (!it->isVisible() || it->opacity() <= 0) return;
        path += QLatin1Char('/') + (it->objectName().isEmpty() ? QString::fromLatin1(it->metaObject()->className())
                                                               : it->objectName());
        QQuickItem* speaker = nullptr;
        if (it->inherits("QQuickMouseArea") && it->isEnabled()) {
            const bool blocker = it->width() >= w->width() && it->height() >= w->height();
            if (!blocker) speaker = it->parentItem();
        } else if (isControl(it) || it->activeFocusOnTab() || things.contains(it->objectName()) ||
                   it->objectName().startsWith(QLatin1String("plate_")) ||
                   it->objectName().startsWith(QLatin1String("handTile_"))) {
            speaker = it;
        }
        // The editor inside a spin box or an editable combo box: the control speaks.
        if (speaker && speaker->parentItem() && isControl(speaker->parentItem()))
            speaker = speaker->parentItem();
        if (speaker) {
            QString name = spokenName(speaker);
            // A quiet tile: the control around it speaks for it.
            for (QQuickItem* p = speaker->parentItem(); name.isEmpty() && ignored(speaker) && p; p = p->parentItem())
                if (!ignored(p)) name = spokenName(p);
            if (name.isEmpty()) out << path;
        }
        for (QQuickItem* c : it->childItems()) walk(c, path);
    };
    walk(w->contentItem(), QString());
    return out;
}

int countThings(QQuickWindow* w, const QString& objectName) { return int(visibleItems(w, objectName).size()); }

// Starts a game of `ruleset` (seed `seed`) with the human in seat 0.
bool startGame(Loaded& l, const QString& ruleset, const QString& seed) {
    l.g->setSpeed(0);
    l.w->setProperty("screen", QStringLiteral("game"));
    const bool ok = l.g->newGame({{"ruleset", ruleset}, {"seed", seed}});
    QCoreApplication::processEvents();
    return ok;
}

}  // namespace

class TestGuiA11y : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        // Tell the items a screen reader listens. The offscreen platform has
        // no accessibility bridge, so controls do not fill in their names from
        // their texts here: the check sees only names the QML sets, which is
        // what a screen reader gets on every platform.
        QAccessible::setActive(true);
    }
    void keyboardWholeHand_data();
    void keyboardWholeHand();
    void keysShownOnButtons();
    void namesOnTheTable_data();
    void namesOnTheTable();
    void unnamedItemIsReported();
    void tileAndMeldNames();
    void highContrastTheme();
};

void TestGuiA11y::keyboardWholeHand_data() {
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("seed");
    for (const auto& id : qe::rulesetIds())
        if (id != "test") QTest::newRow(id.c_str()) << QString::fromStdString(id) << QStringLiteral("3");
}

// The start screen, the new-game screen and one whole hand to the
// breakdown and the next deal, with key events only.
void TestGuiA11y::keyboardWholeHand() {
    QFETCH(QString, ruleset);
    QFETCH(QString, seed);
    Loaded l = loadShown();
    QVERIFY(l.g);
    QQuickWindow* w = l.w;
    quetai::GameController* g = l.g;

    // Start screen: New game has the focus; Enter opens the new-game screen.
    QCOMPARE(focusName(w), QStringLiteral("newGameButton"));
    QTest::keyClick(w, Qt::Key_Return);
    QCOMPARE(w->property("screen").toString(), QStringLiteral("newgame"));
    // The ruleset list has the focus; Down walks it, Space picks.
    QVERIFY2(focusName(w).startsWith(QLatin1String("ruleset_")), qPrintable(focusName(w)));
    for (int i = 0; i < 10 && focusName(w) != QStringLiteral("ruleset_") + ruleset; ++i) QTest::keyClick(w, Qt::Key_Down);
    QCOMPARE(focusName(w), QStringLiteral("ruleset_") + ruleset);
    QTest::keyClick(w, Qt::Key_Space);
    QQuickItem* ng = visibleItem(w, QStringLiteral("newGameScreen"));
    QVERIFY(ng);
    QCOMPARE(ng->property("rulesetId").toString(), ruleset);
    // Tab reaches the seed, then Start.
    QVERIFY2(tabTo(w, QStringLiteral("seedField")), "Tab never reached the seed field");
    for (QChar c : seed) QTest::keyClick(w, c.toLatin1());
    QVERIFY2(tabTo(w, QStringLiteral("startGame")), "Tab never reached Start");
    g->setSpeed(0);  // bots move at once (a setting, not a move of the player)
    QTest::keyClick(w, Qt::Key_Return);
    QVERIFY2(g->active(), qPrintable(g->error()));
    QCOMPARE(g->rulesetId(), ruleset);
    QCOMPARE(g->seedText(), seed);
    QCOMPARE(focusName(w), QStringLiteral("gameScreen"));

    QQuickItem* hand = visibleItem(w, QStringLiteral("ownHand"));
    QVERIFY(hand);
    auto adviser = qe::ai::makeBot(qe::ai::botLevels().front(), 7);
    int discards = 0, claims = 0, passes = 0, wins = 0, declarations = 0, ringsSeen = 0;
    for (int guard = 0; guard < 2000 && !g->handEnded(); ++guard) {
        QCoreApplication::processEvents();
        QVERIFY2(g->awaiting(), "the game stopped without asking anyone");
        if (hasAction(*g, QStringLiteral("win"))) {
            QTest::keyClick(w, Qt::Key_W);
            ++wins;
            continue;
        }
        if (!g->ownTurn()) {
            if (claims == 0 && (hasAction(*g, QStringLiteral("pon")) || hasAction(*g, QStringLiteral("chi")))) {
                QTest::keyClick(w, hasAction(*g, QStringLiteral("pon")) ? Qt::Key_P : Qt::Key_C);
                // Several ways to chi open a choice: its number key takes one.
                if (visibleItem(w, QStringLiteral("choice_0"))) QTest::keyClick(w, Qt::Key_1);
                // A warned call asks once more: Y calls anyway.
                if (visibleItem(w, QStringLiteral("callWarning"))) QTest::keyClick(w, Qt::Key_Y);
                ++claims;
                continue;
            }
            const int before = int(g->table()->pub().seats[0].river.size());
            QTest::keyClick(w, Qt::Key_Escape);
            QVERIFY2(g->handEnded() || !g->awaiting() || g->ownTurn() ||
                         int(g->table()->pub().seats[0].river.size()) == before,
                     "Esc did not pass");
            ++passes;
            continue;
        }
        // Our turn: the adviser's discard, reached with the arrows, Enter twice at most.
        qe::Action a = adviser->choose(g->shownView());
        bool declare = a.type == qe::ActionType::Discard && a.declare && declarations == 0 &&
                       hasAction(*g, QStringLiteral("declare"));
        if (a.type != qe::ActionType::Discard || (a.declare && !declare)) {
            for (const auto& b : g->shownView().legal)
                if (b.type == qe::ActionType::Discard && !b.declare) {
                    a = b;
                    break;
                }
        }
        if (declare) {
            QTest::keyClick(w, Qt::Key_R);
            QVERIFY(g->declareMode() > 0);
            ++declarations;
        }
        quetai::TileListModel* model = g->ownHandModel();
        int row = -1;
        for (int r = 0; r < model->rowCount(); ++r)
            if (model->tidAt(r) == a.tile) row = r;
        QVERIFY2(row >= 0, "the chosen tile is not in the shown hand");
        for (int i = 0; i < 20 && hand->property("selectedRow").toInt() != row; ++i) QTest::keyClick(w, Qt::Key_Right);
        QCOMPARE(hand->property("selectedRow").toInt(), row);
        // The focus is visible: a ring around the selected tile.
        if (visibleItem(w, QStringLiteral("focusRing"))) ++ringsSeen;
        const int before = int(g->table()->pub().seats[0].river.size());
        QTest::keyClick(w, Qt::Key_Return);
        QVERIFY2(int(g->table()->pub().seats[0].river.size()) == before + 1 || g->handEnded(),
                 "Enter did not discard the selected tile");
        ++discards;
    }
    QVERIFY2(g->handEnded(), "the hand did not end");
    QVERIFY2(discards + wins > 0 || g->breakdown().value("kind") == "abort", "the human seat never acted");
    QCOMPARE(ringsSeen, discards);
    qInfo("%d discards, %d claims, %d passes, %d wins, %d declarations by key", discards, claims, passes, wins,
          declarations);

    // The breakdown: Enter reveals each step, then deals the next hand.
    QCoreApplication::processEvents();
    QQuickItem* panel = visibleItem(w, QStringLiteral("breakdown"));
    QVERIFY2(panel, "no breakdown at the end of the hand");
    for (int i = 0; i < 40 && !panel->property("allShown").toBool(); ++i) QTest::keyClick(w, Qt::Key_Return);
    QVERIFY(panel->property("allShown").toBool());
    const int handNo = g->table()->pub().handNumber;
    QTest::keyClick(w, Qt::Key_Return);
    QCoreApplication::processEvents();
    QVERIFY2(g->gameOver() || g->table()->pub().handNumber == handNo + 1, "Enter did not deal the next hand");
    QVERIFY(g->error().isEmpty());
}

// Every action button shows its key, and the key presses it.
void TestGuiA11y::keysShownOnButtons() {
    Loaded l = loadShown();
    QVERIFY(l.g);
    QVERIFY(startGame(l, QStringLiteral("riichi"), QStringLiteral("1")));
    QVERIFY(l.g->runUntil(QStringLiteral("claim")));
    QCoreApplication::processEvents();
    QVERIFY(!l.g->ownTurn());
    QVERIFY(hasAction(*l.g, QStringLiteral("pass")));
    QQuickItem* pass = visibleItem(l.w, QStringLiteral("action_pass"));
    QVERIFY(pass);
    QVERIFY2(pass->property("text").toString().endsWith(QLatin1String("(Esc)")), qPrintable(pass->property("text").toString()));
    for (const char* k : {"pon", "chi"}) {
        QQuickItem* b = visibleItem(l.w, QStringLiteral("action_") + QLatin1String(k));
        if (!b) continue;
        const QString text = b->property("text").toString();
        QVERIFY2(text.endsWith(k[0] == 'p' ? QLatin1String("(P)") : QLatin1String("(C)")), qPrintable(text));
    }
    QQuickItem* menu = visibleItem(l.w, QStringLiteral("menuButton"));
    QVERIFY(menu);
    QVERIFY(menu->property("text").toString().endsWith(QLatin1String("(M)")));
    // Esc passes the claim.
    visibleItem(l.w, QStringLiteral("gameScreen"))->forceActiveFocus();
    const int before = int(l.g->table()->pub().seats[0].river.size());
    QTest::keyClick(l.w, Qt::Key_Escape);
    QCoreApplication::processEvents();
    QVERIFY(!hasAction(*l.g, QStringLiteral("pass")) || l.g->ownTurn() ||
            int(l.g->table()->pub().seats[0].river.size()) != before);
}

void TestGuiA11y::namesOnTheTable_data() {
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("seed");
    for (const auto& id : qe::rulesetIds())
        if (id != "test") QTest::newRow(id.c_str()) << QString::fromStdString(id) << QStringLiteral("2");
}

// At the start, mid-hand, a claim and the breakdown, every item a player
// reaches has a spoken name.
void TestGuiA11y::namesOnTheTable() {
    QFETCH(QString, ruleset);
    QFETCH(QString, seed);
    Loaded l = loadShown();
    QVERIFY(l.g);
    QVERIFY(startGame(l, ruleset, seed));
    for (const char* moment : {"start", "mid", "claim", "breakdown"}) {
        if (QLatin1String(moment) != QLatin1String("start")) {
            // A moment the deal never reaches (no claim in this hand) is skipped.
            if (!l.g->runUntil(QLatin1String(moment))) continue;
        }
        QCoreApplication::processEvents();
        const QStringList missing = unnamedItems(l.w);
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("%1: no accessible name: %2")
                                                   .arg(QLatin1String(moment), missing.mid(0, 5).join(QStringLiteral(", ")))));
        // The walk saw the table's things.
        if (QLatin1String(moment) != QLatin1String("breakdown")) {
            QVERIFY(countThings(l.w, QStringLiteral("tile")) >= 13);
            QCOMPARE(countThings(l.w, QStringLiteral("river")), 4);
            QCOMPARE(countThings(l.w, QStringLiteral("wall")), 4);
            QCOMPARE(countThings(l.w, QStringLiteral("hiddenHand")), 3);
        }
    }
    // The other screens too.
    for (const char* screen : {"start", "newgame", "settings", "rules", "replay"}) {
        l.w->setProperty("screen", QLatin1String(screen));
        QCoreApplication::processEvents();
        const QStringList missing = unnamedItems(l.w);
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("%1 screen: no accessible name: %2")
                                                   .arg(QLatin1String(screen), missing.mid(0, 5).join(QStringLiteral(", ")))));
    }
}

// The check fails on an item without a name: a button and a tile whose
// names are taken away are reported.
void TestGuiA11y::unnamedItemIsReported() {
    Loaded l = loadShown();
    QVERIFY(l.g);
    QVERIFY(startGame(l, QStringLiteral("riichi"), QStringLiteral("1")));
    QVERIFY(unnamedItems(l.w).isEmpty());
    QQuickItem* menu = visibleItem(l.w, QStringLiteral("menuButton"));
    QVERIFY(menu);
    QQmlExpression clear(qmlContext(menu), menu, QStringLiteral("Accessible.name = ''; text = ''"));
    clear.evaluate();
    QVERIFY(!clear.hasError());
    QCoreApplication::processEvents();
    QStringList missing = unnamedItems(l.w);
    QCOMPARE(missing.size(), 1);
    QVERIFY2(missing.first().endsWith(QLatin1String("/menuButton")), qPrintable(missing.first()));
    QQuickItem* river = visibleItem(l.w, QStringLiteral("river"));
    QVERIFY(river);
    QQmlExpression clearRiver(qmlContext(river), river, QStringLiteral("Accessible.name = ''"));
    clearRiver.evaluate();
    QCoreApplication::processEvents();
    missing = unnamedItems(l.w);
    QCOMPARE(missing.size(), 2);
}

// Tiles and melds are named in words, translatable.
void TestGuiA11y::tileAndMeldNames() {
    Loaded l = loadShown();
    QVERIFY(l.g);
    QObject* a11y = nullptr;
    {
        QQmlExpression e(qmlContext(l.w), l.w, QStringLiteral("A11y"));
        a11y = e.evaluate().value<QObject*>();
    }
    QVERIFY(a11y);
    auto call = [&](const char* fn, QVariantList args) {
        QVariant ret;
        switch (args.size()) {
            case 1: QMetaObject::invokeMethod(a11y, fn, Q_RETURN_ARG(QVariant, ret), Q_ARG(QVariant, args[0])); break;
            case 3:
                QMetaObject::invokeMethod(a11y, fn, Q_RETURN_ARG(QVariant, ret), Q_ARG(QVariant, args[0]),
                                          Q_ARG(QVariant, args[1]), Q_ARG(QVariant, args[2]));
                break;
        }
        return ret.toString();
    };
    QCOMPARE(call("tileName", {QStringLiteral("3s")}), QStringLiteral("3 bamboo"));
    QCOMPARE(call("tileName", {QStringLiteral("0p")}), QStringLiteral("red 5 dots"));
    QCOMPARE(call("tileName", {QStringLiteral("1z")}), QStringLiteral("East wind"));
    QCOMPARE(call("tileName", {QStringLiteral("7z")}), QStringLiteral("Red dragon"));
    QCOMPARE(call("tileName", {QStringLiteral("5f")}), QStringLiteral("Plum flower"));
    QCOMPARE(call("tileName", {QString()}), QStringLiteral("face-down tile"));
    QCOMPARE(call("meldName", {1, QStringList{"1z", "1z", "1z"}, 2}), QStringLiteral("pon of East wind from West"));
    QCOMPARE(call("meldName", {0, QStringList{"3s", "4s", "5s"}, 3}),
             QStringLiteral("chi of 3 bamboo, 4 bamboo, 5 bamboo from North"));
    QCOMPARE(call("meldName", {4, QStringList{"", "7z", "7z", ""}, -1}), QStringLiteral("concealed kong of Red dragon"));
    // In Chinese.
    QObject* settings = l.w->findChild<QObject*>(QStringLiteral("settings"));
    QVERIFY(settings);
    settings->setProperty("language", QStringLiteral("zh_CN"));
    QCoreApplication::processEvents();
    QCOMPARE(call("tileName", {QStringLiteral("3s")}), QStringLiteral("3条"));
    QCOMPARE(call("meldName", {1, QStringList{"1z", "1z", "1z"}, 2}), QStringLiteral("碰西家的东风"));

    // A meld on the table is named from what the table holds.
    settings->setProperty("language", QStringLiteral("en"));
    QVERIFY(startGame(l, QStringLiteral("riichi"), QStringLiteral("1")));
    bool sawMeld = false;
    for (int guard = 0; guard < 30 && !sawMeld; ++guard) {
        if (!l.g->runUntil(QStringLiteral("claim"))) break;
        // Take the call when one is offered (a pon or chi), else go on.
        QVERIFY(l.g->active());
        for (int row = 0; row < l.g->actions()->rowCount(); ++row) {
            const QString key = roleOf(l.g->actions(), row, "key").toString();
            if (key == QLatin1String("pon") || key == QLatin1String("chi")) {
                const QVariantList choices = roleOf(l.g->actions(), row, "choices").toList();
                l.g->act(choices.first().toMap().value(QStringLiteral("index")).toInt());
                break;
            }
        }
        QCoreApplication::processEvents();
        for (QQuickItem* m : visibleItems(l.w, QStringLiteral("meld"))) {
            const QString name = spokenName(m);
            QVERIFY2(name.startsWith(QLatin1String("pon of ")) || name.startsWith(QLatin1String("chi of ")) ||
                         name.contains(QLatin1String("kong of ")),
                     qPrintable(name));
            QVERIFY2(name.contains(QLatin1String(" from ")) || name.startsWith(QLatin1String("concealed")), qPrintable(name));
            sawMeld = true;
        }
        if (l.g->handEnded()) l.g->nextHand();
    }
    QVERIFY2(sawMeld, "no meld on the table to name");
}

// The high-contrast theme: chosen in Settings, remembered, index marks kept.
void TestGuiA11y::highContrastTheme() {
    const QString dir = qEnvironmentVariable("QUETAI_GUI_SHOTS");
    QSettings().remove(QStringLiteral("theme"));
    for (const char* lang : {"en", "zh_CN"}) {
        Loaded l = loadShown({1024, 700});
        QVERIFY(l.g);
        QObject* settings = l.w->findChild<QObject*>(QStringLiteral("settings"));
        QVERIFY(settings);
        settings->setProperty("language", QLatin1String(lang));
        l.w->setProperty("screen", QStringLiteral("settings"));
        QCoreApplication::processEvents();
        QQuickItem* box = visibleItem(l.w, QStringLiteral("themeBox"));
        QVERIFY(box);
        QCOMPARE(settings->property("theme").toString(), QStringLiteral("felt"));
        // The combo box by keyboard: focus it, Down picks the next theme.
        box->forceActiveFocus(Qt::TabFocusReason);
        QTest::keyClick(l.w, Qt::Key_Down);
        QCoreApplication::processEvents();
        QCOMPARE(settings->property("theme").toString(), QStringLiteral("contrast"));
        QObject* theme = nullptr;
        {
            QQmlExpression e(qmlContext(l.w), l.w, QStringLiteral("Theme"));
            theme = e.evaluate().value<QObject*>();
        }
        QVERIFY(theme);
        QVERIFY(theme->property("highContrast").toBool());
        QCOMPARE(theme->property("feltEdge").value<QColor>(), QColor(Qt::black));
        settings->setProperty("indexMarks", true);
        QVERIFY(startGame(l, QStringLiteral("riichi"), QStringLiteral("5")));
        QVERIFY(l.g->runUntil(QStringLiteral("mid")));
        QCoreApplication::processEvents();
        // Index marks stay on the tiles in this theme.
        int marked = 0;
        for (QQuickItem* t : visibleItems(l.w, QStringLiteral("tile")))
            if (t->property("marks").toBool() && !t->property("face").toString().isEmpty()) ++marked;
        QVERIFY(marked >= 13);
        if (!dir.isEmpty())
            l.w->grabWindow().save(dir + QStringLiteral("/table-contrast-1024x700-%1.png").arg(QLatin1String(lang)));
        // Picked with keys, the focus ring shows on the selected tile.
        if (l.g->ownTurn()) {
            visibleItem(l.w, QStringLiteral("gameScreen"))->forceActiveFocus();
            QTest::keyClick(l.w, Qt::Key_Left);
            QVERIFY(visibleItem(l.w, QStringLiteral("focusRing")));
        }
        QVERIFY(l.g->runUntil(QStringLiteral("breakdown")));
        QVERIFY(QMetaObject::invokeMethod(visibleItem(l.w, QStringLiteral("gameScreen")), "revealAll"));
        QCoreApplication::processEvents();
        QVERIFY(visibleItem(l.w, QStringLiteral("breakdown")));
        if (!dir.isEmpty())
            l.w->grabWindow().save(dir + QStringLiteral("/breakdown-contrast-1024x700-%1.png").arg(QLatin1String(lang)));
    }
    // Remembered: a persistent AppSettings writes the choice, a new one reads it.
    {
        QSettings().remove(QStringLiteral("theme"));
        Loaded l = loadShown();
        QObject* settings = l.w->findChild<QObject*>(QStringLiteral("settings"));
        QVERIFY(settings);
        QVERIFY(QMetaObject::invokeMethod(settings, "setPersistent", Q_ARG(bool, true)));
        settings->setProperty("theme", QStringLiteral("contrast"));
        settings->setProperty("theme", QStringLiteral("no such theme"));  // refused, the choice stays
        QCOMPARE(settings->property("theme").toString(), QStringLiteral("contrast"));
    }
    QCOMPARE(QSettings().value(QStringLiteral("theme")).toString(), QStringLiteral("contrast"));
    {
        // A screenshot run does not write settings but reads them.
        Loaded l = loadShown();
        QObject* settings = l.w->findChild<QObject*>(QStringLiteral("settings"));
        QCOMPARE(settings->property("theme").toString(), QStringLiteral("contrast"));
    }
    QSettings().remove(QStringLiteral("theme"));
}

QTEST_MAIN(TestGuiA11y)
#include "test_gui_a11y.moc"
