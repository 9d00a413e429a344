// Smoke test of the Qt table (build/bin/quetai): it starts offscreen, renders
// its window and writes a correct PNG; bad command lines fail cleanly.
#include <QHash>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run {
    int exitCode = -1;
    QString err;
};

QProcessEnvironment offscreenEnv() {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("QT_QUICK_BACKEND"), QStringLiteral("software"));
    return env;
}

Run runApp(const QStringList& args, const QProcessEnvironment& env = offscreenEnv()) {
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(QUETAI_APP_BIN), args);
    Run r;
    if (!p.waitForStarted(10000)) {
        r.err = p.errorString();
        return r;
    }
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        r.err = QStringLiteral("timed out");
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.err = QString::fromLocal8Bit(p.readAllStandardError());
    return r;
}

// The share of the image taken by its most frequent colour.
double dominantShare(const QImage& img) {
    QHash<QRgb, int> counts;
    int best = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) best = std::max(best, ++counts[img.pixel(x, y)]);
    return double(best) / (double(img.width()) * img.height());
}

}  // namespace

class TestAppSmoke : public QObject {
    Q_OBJECT

private slots:
    void screenshot_data();
    void screenshot();
    void screenshotIsReproducible();
    void langChoosesTheLanguage();
    void badCommandLine_data();
    void badCommandLine();
    void unwritableScreenshot();
    void noDisplay();

private:
    QTemporaryDir dir_;
};

void TestAppSmoke::screenshot_data() {
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QSize>("size");
    QTest::newRow("default") << QStringList{} << QSize(1280, 800);
    QTest::newRow("size") << QStringList{"--size", "1024x640"} << QSize(1024, 640);
    QTest::newRow("all options") << QStringList{"--ruleset", "riichi",  "--seed",
                                                "42",        "--seats", "human,simple,simple,simple",
                                                "--speed",   "0",       "--screenshot-at",
                                                "start",     "--size",  "1440x900"}
                                 << QSize(1440, 900);
    QTest::newRow("lang") << QStringList{"--lang", "ja", "--size", "1024x700"} << QSize(1024, 700);
    QTest::newRow("calculator page") << QStringList{"--page", "calculator", "--size", "1024x700"} << QSize(1024, 700);
}

void TestAppSmoke::screenshot() {
    QFETCH(QStringList, extra);
    QFETCH(QSize, size);
    QVERIFY(dir_.isValid());
    const QString file = dir_.filePath(QStringLiteral("shot-%1.png").arg(QTest::currentDataTag()));
    const Run r = runApp(QStringList{"--screenshot", file} + extra);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(QFile::exists(file), "no PNG written");
    QImage img;
    QVERIFY(img.load(file, "PNG"));
    QCOMPARE(img.size(), size);
    // A blank or failed render is one flat colour; the start screen is a
    // felt with tiles, title and buttons.
    QVERIFY2(dominantShare(img) < 0.5, "the image is (almost) a single colour");
}

void TestAppSmoke::screenshotIsReproducible() {
    const QString a = dir_.filePath(QStringLiteral("a.png"));
    const QString b = dir_.filePath(QStringLiteral("b.png"));
    QCOMPARE(runApp({"--screenshot", a}).exitCode, 0);
    QCOMPARE(runApp({"--screenshot", b}).exitCode, 0);
    QImage ia(a), ib(b);
    QVERIFY(!ia.isNull());
    QVERIFY2(ia == ib, "two offscreen renders differ: golden-image tests would be impossible");
}

// --lang picks the language of one run whatever Settings say: the two
// languages draw different start screens, each run the same one.
void TestAppSmoke::langChoosesTheLanguage() {
    const QString en = dir_.filePath(QStringLiteral("en.png"));
    const QString en2 = dir_.filePath(QStringLiteral("en2.png"));
    const QString zh = dir_.filePath(QStringLiteral("zh.png"));
    QCOMPARE(runApp({"--screenshot", en, "--lang", "en"}).exitCode, 0);
    QCOMPARE(runApp({"--screenshot", zh, "--lang", "zh_CN"}).exitCode, 0);
    QCOMPARE(runApp({"--screenshot", en2, "--lang", "en"}).exitCode, 0);
    QImage ien(en), izh(zh), ien2(en2);
    QVERIFY(!ien.isNull() && !izh.isNull());
    QVERIFY2(ien == ien2, "--lang en drew two different start screens");
    QVERIFY2(ien != izh, "--lang zh_CN and --lang en drew the same start screen");
}

void TestAppSmoke::badCommandLine_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("unknown option") << QStringList{"--bogus"} << "bogus";
    QTest::newRow("positional") << QStringList{"stray"} << "stray";
    QTest::newRow("size form") << QStringList{"--size", "1280x"} << "--size";
    QTest::newRow("size range") << QStringList{"--size", "100x100"} << "--size";
    QTest::newRow("ruleset") << QStringList{"--ruleset", "nosuch"} << "--ruleset";
    QTest::newRow("seed") << QStringList{"--seed", "-3"} << "--seed";
    QTest::newRow("seats count") << QStringList{"--seats", "human,simple"} << "--seats";
    QTest::newRow("seats level") << QStringList{"--seats", "human,simple,simple,nosuch"} << "nosuch";
    QTest::newRow("speed") << QStringList{"--speed", "fast"} << "--speed";
    QTest::newRow("moment") << QStringList{"--screenshot-at", "later"} << "--screenshot-at";
    QTest::newRow("lang") << QStringList{"--lang", "fr"} << "--lang";
}

void TestAppSmoke::badCommandLine() {
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    // A bad option must stop the program before it renders anything.
    const QString file = dir_.filePath(QStringLiteral("bad.png"));
    const Run r = runApp(QStringList{"--screenshot", file} + args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
    QVERIFY(!QFile::exists(file));
}

void TestAppSmoke::unwritableScreenshot() {
    const Run r = runApp({"--screenshot", dir_.filePath(QStringLiteral("missing/dir/x.png"))});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("cannot write")), qPrintable(r.err));
}

void TestAppSmoke::noDisplay() {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* v : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "QT_QUICK_BACKEND"})
        env.remove(QString::fromLatin1(v));
    // A window cannot open: say so and how to render offscreen, instead of Qt's abort.
    const Run r = runApp({}, env);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("QT_QPA_PLATFORM=offscreen")), qPrintable(r.err));
    // A screenshot needs no display.
    const QString file = dir_.filePath(QStringLiteral("headless.png"));
    const Run s = runApp({"--screenshot", file}, env);
    QVERIFY2(s.exitCode == 0, qPrintable(s.err));
    QCOMPARE(QImage(file).size(), QSize(1280, 800));
}

QTEST_GUILESS_MAIN(TestAppSmoke)
#include "test_app_smoke.moc"
