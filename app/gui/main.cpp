// quetai: the Qt Quick mahjong table. main() reads the command line, loads
// the QML module (Quetai, app/qml/) and, with --screenshot, saves one frame.
#include <QCommandLineParser>
#include <QDir>
#include <QApplication>
#include <QImage>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QSaveFile>
#include <QSettings>
#include <QTimer>
#include <QVariantMap>
#include <QtQml/QQmlExtensionPlugin>
#include <algorithm>
#include <cstdio>
#include <functional>
#include <thread>

#include "core/shanten.h"

#include "appsettings.h"
#include "gamecontroller.h"
#include "launchoptions.h"
#include "onlinelobby.h"

// The QML module is a static library (app/CMakeLists.txt): pull its types in.
Q_IMPORT_QML_PLUGIN(QuetaiPlugin)

namespace {

// If nothing rendered after this long, something is broken (a screenshot
// normally takes well under a second); fail instead of hanging a test.
constexpr int kScreenshotTimeoutMs = 20000;

bool envSet(const char* name) { return !qEnvironmentVariableIsEmpty(name); }

void printErr(const QString& msg) { std::fprintf(stderr, "quetai: %s\n", qPrintable(msg)); }

// Writes the image through a temporary file, so a failed run never leaves a
// truncated image behind (and never destroys an older good one).
bool savePng(const QImage& img, const QString& file, QString& error) {
    if (img.isNull()) {
        error = QStringLiteral("grabbing the window gave an empty image");
        return false;
    }
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly)) {
        error = QStringLiteral("cannot write %1: %2").arg(file, out.errorString());
        return false;
    }
    // PNG unless the name asks for JPEG (smaller pictures for the docs).
    const bool jpeg = file.endsWith(QLatin1String(".jpg"), Qt::CaseInsensitive) ||
                      file.endsWith(QLatin1String(".jpeg"), Qt::CaseInsensitive);
    if (!img.save(&out, jpeg ? "JPG" : "PNG", jpeg ? 88 : -1) || !out.commit()) {
        error = QStringLiteral("cannot write %1: %2").arg(file, out.errorString());
        return false;
    }
    return true;
}

}  // namespace

int main(int argc, char* argv[]) {
    // Without any display Qt aborts with a terse "could not connect to display"
    // (a core dump). Use the offscreen platform instead: --help and --screenshot
    // work there, an interactive window is refused below with a clear message.
    const bool headless = !envSet("DISPLAY") && !envSet("WAYLAND_DISPLAY") && !envSet("QT_QPA_PLATFORM");
    if (headless) qputenv("QT_QPA_PLATFORM", "offscreen");
    // The offscreen platform has no OpenGL here; Qt Quick's software renderer
    // also gives pixel-identical images run to run (docs/qt6-on-debian.md).
    if (qgetenv("QT_QPA_PLATFORM").startsWith("offscreen") && !envSet("QT_QUICK_BACKEND"))
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);

    // Under X11 Qt reads -name/--name as its own option (the window's resource
    // name) and takes it out of the arguments, value and all, before our
    // parser sees them: keep our --name (quetai --join HOST:PORT --name N).
    QStringList nameArgs;
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if ((a == "--name" || a == "-name") && i + 1 < argc) {
            nameArgs = {QStringLiteral("--name"), QString::fromLocal8Bit(argv[i + 1])};
            ++i;
        } else if (a.startsWith("--name=")) {
            nameArgs = {QString::fromLocal8Bit(a)};
        }
    }

    // A QApplication (Qt Widgets) rather than a QGuiApplication: Qt Charts'
    // QML ChartView (the Record screen) draws through the widgets' graphics
    // scene and needs one. Nothing else of the widgets is used.
    QApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("quetai"));
    QGuiApplication::setOrganizationName(QStringLiteral("Quetai"));
    QGuiApplication::setApplicationVersion(QStringLiteral(QUETAI_VERSION));
    // Wayland shells find the window's icon and name through the installed
    // desktop file, packaging/org.quetai.Quetai.desktop.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.quetai.Quetai"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Quetai (雀台): a desktop mahjong table."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    quetai::addLaunchOptions(parser);
    QStringList args = QGuiApplication::arguments();
    const bool nameKept = std::any_of(args.begin(), args.end(), [](const QString& a) {
        return a == QLatin1String("--name") || a == QLatin1String("-name") || a.startsWith(QLatin1String("--name="));
    });
    if (!nameKept) args += nameArgs;
    if (!parser.parse(args)) {
        printErr(parser.errorText() + QStringLiteral("\nTry 'quetai --help'."));
        return 2;
    }
    if (parser.isSet(helpOption)) parser.showHelp(0);
    if (parser.isSet(versionOption)) parser.showVersion();
    quetai::LaunchOptions opts;
    if (const QString err = quetai::readLaunchOptions(parser, opts); !err.isEmpty()) {
        printErr(err + QStringLiteral("\nTry 'quetai --help'."));
        return 2;
    }
    if (headless && opts.screenshotFile.isEmpty()) {
        printErr(
            QStringLiteral("no display (DISPLAY and WAYLAND_DISPLAY are unset), so no window can open.\n"
                           "To render the table without a display:\n"
                           "  QT_QPA_PLATFORM=offscreen quetai --screenshot out.png"));
        return 1;
    }

    // The shanten tables (engine/core/shanten.cpp) take about a sixth of the
    // start's CPU time and the first refresh of a game needs them: built on
    // the other core while QML loads (first use waits for them to be done;
    // a jthread joins on every way out of main).
    std::jthread warmTables([] { qe::initShantenTables(); });

    QQmlApplicationEngine engine;
    // A static QML module needs this import path in Qt 6.4 (see app/CMakeLists.txt).
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.setInitialProperties({
        {QStringLiteral("width"), opts.size.width()},
        {QStringLiteral("height"), opts.size.height()},
        {QStringLiteral("appVersion"), QGuiApplication::applicationVersion()},
        {QStringLiteral("rulesetId"), opts.ruleset},
        {QStringLiteral("seed"), opts.seed ? QString::number(*opts.seed) : QString()},
        {QStringLiteral("seats"), opts.seats},
        {QStringLiteral("speed"), opts.speed},
        {QStringLiteral("screenshotAt"), opts.screenshotAt},
        {QStringLiteral("screenshot"), !opts.screenshotFile.isEmpty()},
        {QStringLiteral("page"), opts.page},
        {QStringLiteral("resume"), opts.resume},
        {QStringLiteral("replayFile"), opts.replayFile.isEmpty() ? QString() : QDir::current().absoluteFilePath(opts.replayFile)},
        {QStringLiteral("practice"), opts.practice},
        {QStringLiteral("lang"), opts.lang},
        {QStringLiteral("gamesDir"), opts.gamesDir},
        {QStringLiteral("joinAddress"), opts.join},
        {QStringLiteral("joinName"), opts.name},
        {QStringLiteral("onlineDemo"), opts.onlineDemo},
    });
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Quetai/Main.qml")));
    auto* window = engine.rootObjects().isEmpty() ? nullptr : qobject_cast<QQuickWindow*>(engine.rootObjects().first());
    if (!window) {
        printErr(QStringLiteral("the user interface failed to load (see the QML errors above)"));
        return 1;
    }

    if (opts.screenshotFile.isEmpty()) {
        // The window where the player left it, unless --size asks otherwise;
        // screenshots and tests keep the size they ask for and remember nothing.
        QSettings settings;
        if (!opts.sizeGiven) quetai::AppSettings::restoreWindow(*window, settings);
        QObject::connect(&app, &QCoreApplication::aboutToQuit, window, [window] {
            QSettings s;
            quetai::AppSettings::rememberWindow(*window, s);
        });
    }

    if (!opts.dumpFile.isEmpty()) {
        // The state as loaded, before the event loop lets any bot move.
        auto* game = window->findChild<quetai::GameController*>(QStringLiteral("game"));
        QSaveFile out(QDir::current().absoluteFilePath(opts.dumpFile));
        if (!game || !out.open(QIODevice::WriteOnly) || out.write(game->stateDump()) < 0 || !out.commit()) {
            printErr(QStringLiteral("--dump-state: cannot write %1").arg(opts.dumpFile));
            return 1;
        }
    }

    std::function<void()> attempt;  // the screenshot's grab, retried while the screen is busy
    if (!opts.screenshotFile.isEmpty()) {
        const QString file = QDir::current().absoluteFilePath(opts.screenshotFile);
        // Grab on the event-loop turn after the first frame reached the
        // screen: by then every item has been polished and rendered once. A
        // screen still reading in the background (Record, Drills: Main.qml's
        // screenshotBusy) is waited for, then given a moment to draw its
        // charts (screenshotSettle). An online moment (--online-demo) is
        // reached over the network: the frame is grabbed once the lobby says
        // it is shown.
        attempt = [window, file, &attempt, waited = false, settle = 0]() mutable {
            const bool busy = window->property("screenshotBusy").toBool();
            waited = waited || busy || window->property("screenshotSettle").toBool();
            if (busy || (waited && settle++ < 3)) {
                QTimer::singleShot(100, window, [&attempt] { attempt(); });
                return;
            }
            QString error;
            if (!savePng(window->grabWindow(), file, error)) {
                printErr(error);
                QCoreApplication::exit(1);
                return;
            }
            QCoreApplication::exit(0);
        };
        auto grabNextFrame = [window, &app, &attempt] {
            QObject::connect(
                window, &QQuickWindow::frameSwapped, &app,
                [window, &attempt] { QTimer::singleShot(0, window, [&attempt] { attempt(); }); },
                Qt::SingleShotConnection);
        };
        auto* lobby = opts.onlineDemo.isEmpty() ? nullptr : window->findChild<quetai::OnlineLobby*>(QStringLiteral("lobby"));
        if (lobby) {
            QObject::connect(lobby, &quetai::OnlineLobby::demoReady, window, [grabNextFrame, window] {
                grabNextFrame();
                window->update();
            });
        } else {
            grabNextFrame();
        }
        QTimer::singleShot(kScreenshotTimeoutMs, &app, [] {
            printErr(QStringLiteral("no frame was rendered within %1 s; no screenshot written")
                         .arg(kScreenshotTimeoutMs / 1000));
            QCoreApplication::exit(1);
        });
    }
    return QGuiApplication::exec();
}
