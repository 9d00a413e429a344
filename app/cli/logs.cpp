// quetai-cli export / import: game logs in other formats (tenhou.net/6 for
// riichi, docs/rulesets/riichi.md "Logs"; mjai event logs, docs/mjai.md).
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli.h"
#include "core/gamefile.h"
#include "mjai/logs.h"
#include "rulesets/riichi/tenhou6.h"

using nlohmann::json;

namespace cli {

namespace {

bool readFile(const std::string& path, std::string& out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::stringstream ss;
    ss << in.rdbuf();
    out = ss.str();
    return true;
}

std::string checkFormat(Args& a) {
    const std::string format = a.get("--format");
    if (format != "tenhou6" && format != "mjai")
        throw UsageError(format.empty() ? "--format is needed (tenhou6, mjai)"
                                        : "unknown --format '" + format + "' (tenhou6, mjai)");
    return format;
}

}  // namespace

int cmdExport(const std::vector<std::string>& argv) {
    Args a(argv);
    const std::string format = checkFormat(a);
    const std::string outPath = a.get("--out");
    auto rest = a.rest();
    if (rest.size() != 1) throw UsageError("give one saved game file");
    // Every file the table writes, through the one reader (docs/game-files.md).
    const qe::GameFileRead game = qe::readGameFileAt(rest[0]);
    if (game.problem != qe::GameFileProblem::None) {
        std::cerr << "quetai-cli export: " << game.message << "\n";
        return 1;
    }
    std::string log;
    try {
        if (format == "mjai") {
            for (const json& e : qe::mjai::exportLog(game.file.game)) {
                if (!log.empty()) log += '\n';
                log += e.dump();
            }
        } else {
            log = qe::tenhou6::exportTable(*game.table);
        }
    } catch (const std::exception& e) {
        std::cerr << "quetai-cli export: " << rest[0] << ": " << e.what() << "\n";
        return 1;
    }
    if (outPath.empty()) {
        std::cout << log << "\n";
        return 0;
    }
    std::ofstream out(outPath, std::ios::binary);
    if (!(out << log << "\n")) {
        std::cerr << "quetai-cli export: cannot write " << outPath << "\n";
        return 1;
    }
    return 0;
}

int cmdImport(const std::vector<std::string>& argv) {
    Args a(argv);
    const std::string format = checkFormat(a);
    auto rest = a.rest();
    if (rest.size() != 1) throw UsageError("give one log file");
    std::string text;
    if (!readFile(rest[0], text)) {
        std::cout << json{{"ok", false}, {"error", "cannot open " + rest[0]}}.dump() << "\n";
        return 1;
    }
    try {
        if (format == "mjai") {
            // Replayed with the engine's rules: scores, and where the log disagrees.
            const auto r = qe::mjai::importLog(text);
            json out{{"ok", r.problems.empty()}, {"ruleset", "riichi"}, {"format", "mjai"},
                     {"hands", r.kyokus},    {"scores", r.scores},     {"mismatches", r.problems}};
            if (r.hasLogScores) out["log_scores"] = r.logScores;
            std::cout << out.dump() << "\n";
            return r.problems.empty() ? 0 : 1;
        }
        const auto r = qe::tenhou6::importLog(text);
        json scores = json::array();
        for (long long s : r.scores) scores.push_back(s);
        json out = {{"ok", true},
                    {"ruleset", "riichi"},
                    {"hands", r.hands},
                    {"scores", scores},
                    {"game_over", r.table->phase() == qe::Phase::GameOver},
                    {"mismatches", r.mismatches}};
        std::cout << out.dump() << "\n";
    } catch (const std::exception& e) {
        std::cout << json{{"ok", false}, {"error", e.what()}}.dump() << "\n";
        return 1;
    }
    return 0;
}

}  // namespace cli
