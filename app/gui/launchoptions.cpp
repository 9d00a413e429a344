#include "launchoptions.h"

#include <QFileInfo>

#include <QCommandLineParser>
#include <algorithm>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "appsettings.h"
#include "bot.h"
#include "core/registry.h"

namespace quetai {

namespace {

// Window sizes outside this range are almost certainly typos (e.g. 1280x80).
constexpr QSize kMinSize{640, 480};
constexpr QSize kMaxSize{7680, 4320};
constexpr double kMaxSpeed = 64.0;

QString joined(const std::vector<std::string>& ids) {
    QStringList out;
    for (const auto& id : ids) out << QString::fromStdString(id);
    return out.join(QStringLiteral(", "));
}

QString readScreenshot(const QString& value, LaunchOptions& out) {
    if (value.isEmpty()) return QStringLiteral("--screenshot: the file name is empty");
    out.screenshotFile = value;
    return {};
}

QString readScreenshotAt(const QString& value, LaunchOptions& out) {
    if (!screenshotMoments().contains(value))
        return QStringLiteral("--screenshot-at: '%1' is not one of %2")
            .arg(value, screenshotMoments().join(QStringLiteral(", ")));
    out.screenshotAt = value;
    return {};
}

QString readRuleset(const QString& value, LaunchOptions& out) {
    const std::string id = value.toStdString();
    auto known = qe::plannedRulesetIds();
    for (const auto& extra : qe::rulesetIds())
        if (std::find(known.begin(), known.end(), extra) == known.end()) known.push_back(extra);
    if (std::find(known.begin(), known.end(), id) == known.end())
        return QStringLiteral("--ruleset: unknown ruleset '%1' (known: %2)").arg(value, joined(known));
    out.ruleset = value;
    return {};
}

QString readSeed(const QString& value, LaunchOptions& out) {
    bool ok = false;
    const qulonglong n = value.toULongLong(&ok, 10);
    if (!ok) return QStringLiteral("--seed: '%1' is not a whole number from 0 to 18446744073709551615").arg(value);
    out.seed = std::uint64_t(n);
    return {};
}

QString readSeats(const QString& value, LaunchOptions& out) {
    const QStringList seats = value.split(QLatin1Char(','));
    if (seats.size() != 4)
        return QStringLiteral("--seats: give four comma-separated entries (East,South,West,North), got '%1'")
            .arg(value);
    QStringList levels;
    for (const auto& l : qe::ai::botLevels()) levels << QString::fromStdString(l);
    for (const QString& s : seats) {
        if (s == QLatin1String("human") || s == QLatin1String("bot")) continue;
        // An outside mjai program (docs/mjai.md): started with the game.
        if (s.startsWith(QLatin1String("mjai:")) && s.size() > 5) continue;
        if (!qe::ai::makeBot(s.toStdString(), 0))
            return QStringLiteral("--seats: '%1' is neither 'human', 'bot' nor a bot level (%2)")
                .arg(s, levels.join(QStringLiteral(", ")));
    }
    out.seats = seats;
    return {};
}

QString readPage(const QString& value, LaunchOptions& out) {
    static const QStringList pages{QStringLiteral("start"), QStringLiteral("newgame"), QStringLiteral("rules"),
                                   QStringLiteral("settings"), QStringLiteral("calculator"),
                                   QStringLiteral("record"), QStringLiteral("drills")};
    if (!pages.contains(value))
        return QStringLiteral("--page: '%1' is not one of %2").arg(value, pages.join(QStringLiteral(", ")));
    out.page = value;
    return {};
}

QString readLang(const QString& value, LaunchOptions& out) {
    const QStringList langs = AppSettings::languages();
    if (!langs.contains(value))
        return QStringLiteral("--lang: '%1' is not one of %2").arg(value, langs.join(QStringLiteral(", ")));
    out.lang = value;
    return {};
}

QString readSpeed(const QString& value, LaunchOptions& out) {
    if (value == QLatin1String("instant")) {
        out.speed = 0;
        return {};
    }
    bool ok = false;
    const double s = value.toDouble(&ok);
    if (!ok || !std::isfinite(s) || s < 0.0 || s > kMaxSpeed)
        return QStringLiteral("--speed: '%1' is neither 'instant' nor a number from 0 (instant) to %2").arg(value).arg(kMaxSpeed);
    out.speed = s;
    return {};
}

QString readSize(const QString& value, LaunchOptions& out) {
    const QStringList parts = value.split(QLatin1Char('x'));
    bool okW = false, okH = false;
    const int w = parts.size() == 2 ? parts[0].toInt(&okW) : 0;
    const int h = parts.size() == 2 ? parts[1].toInt(&okH) : 0;
    if (!okW || !okH) return QStringLiteral("--size: '%1' is not of the form WIDTHxHEIGHT, e.g. 1280x800").arg(value);
    if (w < kMinSize.width() || h < kMinSize.height() || w > kMaxSize.width() || h > kMaxSize.height())
        return QStringLiteral("--size: %1x%2 is outside %3x%4 .. %5x%6")
            .arg(w)
            .arg(h)
            .arg(kMinSize.width())
            .arg(kMinSize.height())
            .arg(kMaxSize.width())
            .arg(kMaxSize.height());
    out.size = QSize(w, h);
    out.sizeGiven = true;
    return {};
}

QString readJoin(const QString& value, LaunchOptions& out) {
    // host:port, [v6]:port or a ws:// / wss:// address (OnlineLobby::connectTo reads it).
    const int colon = value.lastIndexOf(QLatin1Char(':'));
    bool ok = false;
    const int port = colon > 0 ? value.mid(colon + 1).toInt(&ok) : 0;
    if (!ok || port < 1 || port > 65535)
        return QStringLiteral("--join: '%1' is not HOST:PORT (for example 192.168.1.20:7777)").arg(value);
    out.join = value;
    return {};
}

QString readName(const QString& value, LaunchOptions& out) {
    const QString n = value.trimmed();
    if (n.isEmpty() || n.size() > 24) return QStringLiteral("--name: give 1 to 24 characters, not '%1'").arg(value);
    out.name = n;
    return {};
}

QString readOnlineDemo(const QString& value, LaunchOptions& out) {
    if (!onlineDemoMoments().contains(value))
        return QStringLiteral("--online-demo: '%1' is not one of %2").arg(value, onlineDemoMoments().join(QStringLiteral(", ")));
    out.onlineDemo = value;
    return {};
}

}  // namespace

QStringList onlineDemoMoments() {
    return {QStringLiteral("lobby"), QStringLiteral("agree"), QStringLiteral("table"), QStringLiteral("reconnecting")};
}

QStringList screenshotMoments() {
    return {QStringLiteral("start"), QStringLiteral("mid"), QStringLiteral("claim"), QStringLiteral("breakdown"),
            QStringLiteral("gameover"), QStringLiteral("answer")};
}

void addLaunchOptions(QCommandLineParser& parser) {
    parser.addOptions({
        {QStringLiteral("screenshot"), QStringLiteral("Render the window once, save it to <file> (PNG, or JPEG for .jpg), exit."),
         QStringLiteral("file")},
        {QStringLiteral("screenshot-at"),
         QStringLiteral("Moment to capture with --screenshot: %1 (default start).")
             .arg(screenshotMoments().join(QLatin1Char('|'))),
         QStringLiteral("moment"), QStringLiteral("start")},
        {QStringLiteral("ruleset"), QStringLiteral("Ruleset to play, e.g. riichi."), QStringLiteral("id")},
        {QStringLiteral("seed"), QStringLiteral("Seed of the game (reproducible walls)."), QStringLiteral("n")},
        {QStringLiteral("seats"),
         QStringLiteral(
             "Four comma-separated seats, East first: human, bot, a bot level or mjai:'CMD ARGS' (an mjai program), e.g. human,bot,bot,bot."),
         QStringLiteral("list")},
        {QStringLiteral("speed"),
         QStringLiteral("Speed of bot moves and animations: a factor (1 = normal) or 'instant' (0); "
                        "default: the speed in Settings."),
         QStringLiteral("s")},
        {QStringLiteral("size"), QStringLiteral("Initial window size (default 1280x800)."), QStringLiteral("WxH"),
         QStringLiteral("1280x800")},
        {QStringLiteral("page"), QStringLiteral("Screen to open first: start, newgame, rules, settings, calculator, record or drills."),
         QStringLiteral("name")},
        {QStringLiteral("continue"),
         QStringLiteral("Continue the saved game (with --screenshot: as it was saved, --screenshot-at start).")},
        {QStringLiteral("replay"), QStringLiteral("Open a game file in the replay screen."), QStringLiteral("file")},
        {QStringLiteral("practice"), QStringLiteral("With --ruleset: a practice game (take-back allowed).")},
        {QStringLiteral("games"),
         QStringLiteral("The folder of game files Record and Drills read (default: this computer's saved games)."),
         QStringLiteral("dir")},
        {QStringLiteral("dump-state"),
         QStringLiteral("Write the game's state as loaded to <file> (JSON; for tests)."), QStringLiteral("file")},
        {QStringLiteral("join"), QStringLiteral("Join the quetai-server at HOST:PORT (Play online)."),
         QStringLiteral("host:port")},
        {QStringLiteral("name"), QStringLiteral("With --join: your name at the table."), QStringLiteral("name")},
        {QStringLiteral("online-demo"),
         QStringLiteral("Show an online moment with a server inside the app on loopback, for screenshots: %1.")
             .arg(onlineDemoMoments().join(QLatin1Char('|'))),
         QStringLiteral("moment")},
        {QStringLiteral("lang"),
         QStringLiteral("Language for this run only: %1 (default: the one in Settings).")
             .arg(AppSettings::languages().join(QStringLiteral(", "))),
         QStringLiteral("code")},
    });
}

QString readLaunchOptions(const QCommandLineParser& parser, LaunchOptions& out) {
    if (!parser.positionalArguments().isEmpty())
        return QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first());

    using Reader = QString (*)(const QString&, LaunchOptions&);
    const std::pair<const char*, Reader> readers[] = {
        {"screenshot", readScreenshot},
        {"screenshot-at", readScreenshotAt},
        {"ruleset", readRuleset},
        {"seed", readSeed},
        {"seats", readSeats},
        {"speed", readSpeed},
        {"size", readSize},
        {"page", readPage},
        {"lang", readLang},
        {"join", readJoin},
        {"name", readName},
        {"online-demo", readOnlineDemo},
    };
    out.resume = parser.isSet(QStringLiteral("continue"));
    out.practice = parser.isSet(QStringLiteral("practice"));
    if (parser.isSet(QStringLiteral("replay"))) {
        out.replayFile = parser.value(QStringLiteral("replay"));
        if (out.replayFile.isEmpty()) return QStringLiteral("--replay: the file name is empty");
    }
    if (parser.isSet(QStringLiteral("dump-state"))) {
        out.dumpFile = parser.value(QStringLiteral("dump-state"));
        if (out.dumpFile.isEmpty()) return QStringLiteral("--dump-state: the file name is empty");
    }
    if (parser.isSet(QStringLiteral("games"))) {
        const QFileInfo dir(parser.value(QStringLiteral("games")));
        if (!dir.isDir()) return QStringLiteral("--games: '%1' is not a folder").arg(parser.value(QStringLiteral("games")));
        out.gamesDir = dir.absoluteFilePath();
    }
    if (parser.value(QStringLiteral("screenshot-at")) == QLatin1String("answer") &&
        parser.value(QStringLiteral("page")) != QLatin1String("drills"))
        return QStringLiteral("--screenshot-at answer: a drill's answer, only with --page drills");
    if (out.resume && parser.isSet(QStringLiteral("ruleset")))
        return QStringLiteral("--continue: resumes the saved game, so --ruleset cannot be given too");
    if (out.resume && !out.replayFile.isEmpty())
        return QStringLiteral("--continue and --replay cannot be given together");
    for (const auto& [name, read] : readers) {
        const QString key = QString::fromLatin1(name);
        // Options with a default always have a value; the others only when given.
        if (!parser.isSet(key) && parser.value(key).isEmpty()) continue;
        if (const QString err = read(parser.value(key), out); !err.isEmpty()) return err;
    }
    return {};
}

}  // namespace quetai
