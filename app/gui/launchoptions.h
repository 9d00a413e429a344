// Command-line options of the Qt table. Parsed up front so that bad input
// stops the program with a clear message before any window opens
// (docs/CONTRIBUTING.md: "Bad input gets a clear error").
#pragma once

#include <QSize>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>

class QCommandLineParser;

namespace quetai {

struct LaunchOptions {
    QString screenshotFile;                          // --screenshot FILE: save a PNG and exit
    QString screenshotAt = QStringLiteral("start");  // --screenshot-at: which moment to capture (answer: Drills)
    QString ruleset;                                 // --ruleset ID; empty: chosen in the app
    std::optional<std::uint64_t> seed;               // --seed N; unset: a fresh random seed
    QStringList seats;                               // --seats: four entries, "human" or a bot level
    double speed = -1;                               // --speed: factor, 0 = instant, -1 = from Settings
    QSize size{1280, 800};                           // --size WxH: initial window size
    bool sizeGiven = false;                          // --size was given (else the remembered window)
    QString page;                                    // --page: open this screen first (newgame, rules, settings, calculator, record, drills)
    bool resume = false;                             // --continue: resume the saved game
    QString replayFile;                              // --replay FILE: open a game file in the replay screen
    bool practice = false;                           // --practice: a practice game (take-back allowed)
    QString dumpFile;                                // --dump-state FILE: the game's state as loaded (tests)
    QString lang;                                    // --lang: language for this run; empty: from Settings
    QString gamesDir;                                // --games DIR: the folder Record and Drills read
    QString join;                                    // --join HOST:PORT: a quetai-server to join (docs/network.md)
    QString name;                                    // --name: the name at an online table
    QString onlineDemo;                              // --online-demo: lobby|agree|table|reconnecting (screenshots)
};

// The moments --online-demo shows (a server hosted in the app, loopback only).
QStringList onlineDemoMoments();

// The moments --screenshot-at accepts, in game order.
QStringList screenshotMoments();

// Declares the options above on `parser` (help and version are added by the caller).
void addLaunchOptions(QCommandLineParser& parser);

// Reads and checks the values of an already parsed `parser` into `out`.
// Returns an empty string on success, else a message naming the option.
QString readLaunchOptions(const QCommandLineParser& parser, LaunchOptions& out);

}  // namespace quetai
