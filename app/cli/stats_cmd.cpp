// quetai-cli stats / drills: a player's record and drill positions over a
// folder of saved games (ai/record.h, docs/record.md), and the bench
// workload that measures opening a record over 1,000 game files.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

#include "bot.h"
#include "cli.h"
#include "core/bench.h"
#include "core/gamefile.h"
#include "core/registry.h"
#include "core/session.h"
#include "record.h"

#ifdef __unix__
#include <unistd.h>
#endif

namespace fs = std::filesystem;
using nlohmann::json;

namespace cli {

namespace {

bool folderOk(const std::string& dir) {
    std::error_code ec;
    if (fs::is_directory(dir, ec)) return true;
    std::cout << json{{"ok", false}, {"error", "not a readable folder: " + dir}}.dump() << "\n";
    return false;
}

double parseNumber(const std::string& name, const std::string& v) {
    try {
        std::size_t pos = 0;
        const double x = std::stod(v, &pos);
        if (pos != v.size()) throw std::invalid_argument("trailing");
        return x;
    } catch (const std::exception&) {
        throw UsageError(name + " expects a number, got '" + v + "'");
    }
}

}  // namespace

int cmdStats(const std::vector<std::string>& argv) {
    Args a(argv);
    qe::ai::RecordQuery q;
    q.ruleset = a.get("--ruleset");
    q.player = a.get("--player");
    q.last = int(a.getInt("--last", 0));
    q.movingWindow = int(a.getInt("--window", 10));
    const bool review = a.flag("--review");
    const std::string csv = a.get("--csv");
    if (!csv.empty() && csv != "summary" && csv != "games") throw UsageError("--csv is 'summary' or 'games'");
    auto rest = a.rest();
    if (rest.size() != 1) throw UsageError("give one folder of saved games");
    if (q.last < 0) throw UsageError("--last must be 0 or more");
    if (q.movingWindow < 1) throw UsageError("--window must be 1 or more");
    if (!folderOk(rest[0])) return 1;
    qe::ai::Record r = qe::ai::computeRecord(rest[0], q);
    if (review && !r.unreviewed.empty()) {
        qe::ai::reviewGames(rest[0], r.player, r.unreviewed);
        r = qe::ai::computeRecord(rest[0], q);
    }
    if (csv == "summary")
        std::cout << qe::ai::recordSummaryCsv(r);
    else if (csv == "games")
        std::cout << qe::ai::recordGamesCsv(r);
    else
        std::cout << qe::ai::recordToJson(r) << "\n";
    return 0;
}

int cmdDrills(const std::vector<std::string>& argv) {
    Args a(argv);
    qe::ai::DrillQuery q;
    q.ruleset = a.get("--ruleset");
    q.player = a.get("--player");
    const std::string th = a.get("--threshold");
    if (!th.empty()) q.threshold = parseNumber("--threshold", th);
    q.limit = int(a.getInt("--limit", 0));
    q.builtinWhenEmpty = !a.flag("--no-builtin");
    auto rest = a.rest();
    if (rest.size() != 1) throw UsageError("give one folder of saved games");
    if (q.limit < 0) throw UsageError("--limit must be 0 or more");
    if (!folderOk(rest[0])) return 1;
    std::cout << qe::ai::drillsToJson(qe::ai::listDrills(rest[0], q)) << "\n";
    return 0;
}

// The bench workload stats_1000_games: a folder of 1,000 game files (100
// distinct games of simple bots, 2 hands each, in every ruleset, each
// kept ten times under another save time, as a player's archive holds
// many games), its cache filled once before the clock starts; then each
// repetition opens the record, which reads the files and the cache. The
// checksum hashes the figures. Short games keep the untimed first opening
// (a summary per file) cheap enough for the sanitizer build's bench run;
// docs/record.md gives the figures for 8-hand games.
qe::BenchWorkload statsWorkload() {
    return {"stats_1000_games", "records", 1, 3, [](std::uint64_t, std::uint64_t items) {
                // Removed when the program ends.
                struct Folder {
                    std::string path;
                    ~Folder() {
                        std::error_code ec;
                        if (!path.empty()) fs::remove_all(path, ec);
                    }
                };
                static Folder folder;
                std::string& dir = folder.path;
                if (dir.empty()) {
                    dir = (fs::temp_directory_path() / ("quetai-bench-stats-" + std::to_string(
#ifdef __unix__
                                                                                    ::getpid()
#else
                                                                                   0
#endif
                                                                                        )))
                              .string();
                    std::error_code ec;
                    fs::remove_all(dir, ec);
                    fs::create_directories(fs::path(dir) / "games");
                    const auto ids = qe::plannedRulesetIds();
                    for (int g = 0; g < 100; ++g) {
                        const std::string rid = ids[std::size_t(g) % ids.size()];
                        auto rs = qe::makeRuleset(rid);
                        std::array<std::unique_ptr<qe::ai::Bot>, 4> bots;
                        std::array<qe::Agent*, 4> agents{};
                        for (int p = 0; p < 4; ++p) {
                            bots[std::size_t(p)] = qe::ai::makeBot("simple", 31 * std::uint64_t(g) + std::uint64_t(p));
                            agents[std::size_t(p)] = bots[std::size_t(p)].get();
                        }
                        qe::SessionOptions so;
                        so.handLimit = 2;
                        qe::Session s(
                            std::make_unique<qe::Table>(rs, qe::Options{}, 1000 + std::uint64_t(g),
                                                        std::array<std::string, 4>{"Me", "Bot A", "Bot B", "Bot C"}),
                            agents, so);
                        s.runToEnd();
                        qe::GameFile f;
                        f.game = s.table().toJson();
                        f.seats = {qe::GameSeat{true, "Me", ""}, qe::GameSeat{false, "Bot A", "simple"},
                                   qe::GameSeat{false, "Bot B", "simple"}, qe::GameSeat{false, "Bot C", "simple"}};
                        f.handLimit = 2;
                        for (int k = 0; k < 10; ++k) {
                            char stamp[32];
                            std::snprintf(stamp, sizeof stamp, "2026-%02d-%02dT12:00:%02dZ", 1 + k, 1 + g % 28, g % 60);
                            f.saved = stamp;
                            char name[64];
                            std::snprintf(name, sizeof name, "games/2026%02d%02d-%03d-%s.json", 1 + k, 1 + g % 28, g,
                                          rid.c_str());
                            std::ofstream(fs::path(dir) / name, std::ios::binary) << qe::writeGameFile(f);
                        }
                    }
                    (void)qe::ai::computeRecord(dir);  // fills the cache: the first opening, not timed
                }
                std::uint64_t sum = 1469598103934665603ULL;
                auto mix = [&](std::uint64_t x) { sum = (sum ^ x) * 1099511628211ULL; };
                const double t0 = qe::threadSeconds();
                for (std::uint64_t i = 0; i < items; ++i) {
                    const qe::ai::Record r = qe::ai::computeRecord(dir);
                    for (const auto& rr : r.byRuleset) {
                        mix(std::uint64_t(rr.games));
                        mix(std::uint64_t(rr.hands));
                        mix(std::uint64_t(rr.placeAverage * 1000));
                        mix(std::uint64_t(rr.winRate * 1e6));
                        mix(std::uint64_t(rr.dealInRate * 1e6));
                        mix(std::uint64_t(rr.winValueAverage * 1000));
                        mix(rr.fans.size());
                    }
                }
                return qe::BenchResult{"stats_1000_games", items, qe::threadSeconds() - t0, sum};
            }};
}

}  // namespace cli
