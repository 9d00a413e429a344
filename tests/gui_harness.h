// Shared by the GUI tests: loads the real QML module (Main.qml) offscreen,
// finds items by objectName and clicks them like a person would.
#pragma once

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QtQml/QQmlExtensionPlugin>
#include <QtTest>
#include <functional>

#include "gamecontroller.h"

namespace guitest {

// Loads Main.qml in test mode (no saves or settings written, no animations).
inline std::unique_ptr<QQmlApplicationEngine> loadMain(QSize size = {1280, 800}) {
    QStandardPaths::setTestModeEnabled(true);
    auto engine = std::make_unique<QQmlApplicationEngine>();
    engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine->setInitialProperties({{QStringLiteral("width"), size.width()},
                                  {QStringLiteral("height"), size.height()},
                                  {QStringLiteral("screenshot"), true}});
    engine->load(QUrl(QStringLiteral("qrc:/qt/qml/Quetai/Main.qml")));
    return engine;
}

inline QQuickWindow* window(QQmlApplicationEngine& e) {
    return e.rootObjects().isEmpty() ? nullptr : qobject_cast<QQuickWindow*>(e.rootObjects().first());
}

inline quetai::GameController* controller(QQuickWindow* w) {
    return w ? w->findChild<quetai::GameController*>(QStringLiteral("game")) : nullptr;
}

// Every item with this objectName that is visible on screen (itself and all
// its ancestors visible, not fully transparent).
inline QList<QQuickItem*> visibleItems(QQuickWindow* w, const QString& name) {
    QList<QQuickItem*> out;
    std::function<void(QQuickItem*)> walk = [&](QQuickItem* it) {
        if (!it->isVisible() || it->opacity() <= 0) return;
        if (it->objectName() == name) out << it;
        for (QQuickItem* c : it->childItems()) walk(c);
    };
    walk(w->contentItem());
    return out;
}

inline QQuickItem* visibleItem(QQuickWindow* w, const QString& name) {
    const auto items = visibleItems(w, name);
    return items.isEmpty() ? nullptr : items.first();
}

// Clicks the centre of the item through the window, as the mouse would.
inline bool click(QQuickWindow* w, QQuickItem* item) {
    if (!item) return false;
    const QPointF c = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
    QTest::mouseClick(w, Qt::LeftButton, {}, c.toPoint());
    return true;
}

inline bool clickName(QQuickWindow* w, const QString& name) { return click(w, visibleItem(w, name)); }

// With QUETAI_GUI_SHOTS set to a directory, saves what the window shows now
// (for looking at the test's game afterwards).
inline void shot(QQuickWindow* w, const QString& name) {
    const QString dir = qEnvironmentVariable("QUETAI_GUI_SHOTS");
    if (dir.isEmpty()) return;
    QCoreApplication::processEvents();
    w->grabWindow().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

}  // namespace guitest
