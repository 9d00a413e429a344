// Game files for the Record and Drills tests: finished games played by
// simple bots to a hand limit, one seat a person by name, written as the
// table writes them (docs/game-files.md) into a folder's games/.
#pragma once

#include <QDir>
#include <QFile>
#include <QString>
#include <array>
#include <memory>
#include <string>

#include "bot.h"
#include "core/gamefile.h"
#include "core/registry.h"
#include "core/session.h"
#include "core/table.h"

namespace recordtest {

// Writes `games` finished games of `ruleset` (each `hands` hands, seeds
// from `seed`) with `person` at the first player's place, named
// <dir>/games/2026010<n>-<ruleset>-<seed>.json with "saved" times one day
// apart in order. Returns how many were written.
inline int makeGames(const QString& dir, const std::string& ruleset, int games, int hands, std::uint64_t seed,
                     const std::string& person = "Tester") {
    QDir().mkpath(dir + QStringLiteral("/games"));
    auto rs = qe::makeRuleset(ruleset);
    if (!rs) return 0;
    int written = 0;
    for (int g = 0; g < games; ++g) {
        const std::uint64_t s = seed + std::uint64_t(g);
        const std::array<std::string, 4> names{person, "Bot South", "Bot West", "Bot North"};
        auto table = std::make_unique<qe::Table>(rs, qe::Options{}, s, names);
        std::array<std::unique_ptr<qe::ai::Bot>, 4> bots;
        std::array<qe::Agent*, 4> agents{};
        for (int p = 0; p < 4; ++p) {
            bots[std::size_t(p)] = qe::ai::makeBot("simple", s * 4 + std::uint64_t(p));
            agents[std::size_t(p)] = bots[std::size_t(p)].get();
        }
        qe::SessionOptions opts;
        opts.handLimit = hands;
        qe::Session session(std::move(table), agents, opts);
        session.runToEnd();
        if (!session.gameOver()) continue;
        qe::GameFile gf;
        gf.game = session.table().toJson();
        gf.seats[0] = {true, person, ""};
        for (int p = 1; p < 4; ++p) gf.seats[std::size_t(p)] = {false, names[std::size_t(p)], "simple"};
        gf.handLimit = hands;
        gf.saved = QStringLiteral("2026-01-%1T12:00:00Z").arg(g + 1, 2, 10, QLatin1Char('0')).toStdString();
        QFile f(QStringLiteral("%1/games/202601%2-%3-%4.json")
                    .arg(dir)
                    .arg(g + 1, 2, 10, QLatin1Char('0'))
                    .arg(QString::fromStdString(ruleset))
                    .arg(s));
        if (!f.open(QIODevice::WriteOnly)) continue;
        f.write(QByteArray::fromStdString(qe::writeGameFile(gf)));
        ++written;
    }
    return written;
}

}  // namespace recordtest
