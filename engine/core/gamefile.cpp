#include "core/gamefile.h"

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

namespace qe {

namespace {

constexpr const char* kFormat = "quetai-save";
// The first table saves: the same fields without "version" and "practice".
constexpr const char* kLegacyFormat = "quetai-session-1";
constexpr const char* kTableFormat = "quetai-game-1";

GameFileRead fail(GameFileRead r, GameFileProblem p, std::string msg) {
    r.problem = p;
    r.message = std::move(msg);
    r.table.reset();
    return r;
}

bool blank(const std::string& s) {
    for (char c : s)
        if (c != ' ' && c != '\n' && c != '\r' && c != '\t') return false;
    return true;
}

}  // namespace

const char* gameFileProblemName(GameFileProblem p) {
    switch (p) {
        case GameFileProblem::None: return "fine";
        case GameFileProblem::Empty: return "empty";
        case GameFileProblem::Truncated: return "truncated";
        case GameFileProblem::NotJson: return "not JSON";
        case GameFileProblem::NotGameFile: return "not a game file";
        case GameFileProblem::NewerVersion: return "newer version";
        case GameFileProblem::BadField: return "bad field";
        case GameFileProblem::BadLog: return "bad action log";
        case GameFileProblem::Unreadable: return "unreadable";
    }
    return "unknown";
}

std::string writeGameFile(const GameFile& f) {
    nlohmann::json j;
    j["format"] = kFormat;
    j["version"] = GameFile::kVersion;
    if (!f.saved.empty()) j["saved"] = f.saved;
    j["game"] = nlohmann::json::parse(f.game);
    nlohmann::json seats = nlohmann::json::array();
    for (const GameSeat& s : f.seats) {
        nlohmann::json sj;
        sj["human"] = s.human;
        sj["name"] = s.name;
        sj["level"] = s.level;
        seats.push_back(sj);
    }
    j["seats"] = seats;
    j["handLimit"] = f.handLimit;
    j["practice"] = f.practice;
    return j.dump();
}

GameFileRead readGameFile(const std::string& bytes) {
    GameFileRead r;
    if (blank(bytes)) return fail(std::move(r), GameFileProblem::Empty, "the file is empty");
    nlohmann::json j;
    try {
        j = nlohmann::json::parse(bytes);
    } catch (const nlohmann::json::parse_error& e) {
        // The parser ran out of bytes before the document was complete: the
        // write was cut short (a full disk, a copy that stopped).
        if (e.byte >= bytes.size())
            return fail(std::move(r), GameFileProblem::Truncated,
                        "the file ends after " + std::to_string(bytes.size()) + " bytes, in the middle of the game");
        return fail(std::move(r), GameFileProblem::NotJson,
                    "the file is not JSON (byte " + std::to_string(e.byte) + ")");
    } catch (const nlohmann::json::exception& e) {
        // Well-formed text the parser still refuses, such as a number too
        // large for a double (found by fuzz_savefile): not a readable file.
        return fail(std::move(r), GameFileProblem::NotJson, std::string("the file is not readable JSON: ") + e.what());
    }
    if (!j.is_object() || !j.contains("format") || !j["format"].is_string())
        return fail(std::move(r), GameFileProblem::NotGameFile, "the file is not a Quetai game (no 'format')");
    const std::string format = j["format"].get<std::string>();
    nlohmann::json game;
    if (format == kTableFormat) {
        r.version = 1;
        game = j;
        if (j.contains("names") && j["names"].is_array() && j["names"].size() == 4)
            for (std::size_t i = 0; i < 4; ++i)
                if (j["names"][i].is_string()) r.file.seats[i].name = j["names"][i].get<std::string>();
    } else if (format == kFormat || format == kLegacyFormat) {
        r.version = 1;
        if (format == kFormat) {
            if (!j.contains("version") || !j["version"].is_number_integer() || j["version"].get<long long>() < 1)
                return fail(std::move(r), GameFileProblem::BadField, "'version' must be a whole number from 1");
            const long long v = j["version"].get<long long>();
            if (v > GameFile::kVersion)
                return fail(std::move(r), GameFileProblem::NewerVersion,
                            "the file is version " + std::to_string(v) + ", written by a newer Quetai; this one reads up to version " +
                                std::to_string(GameFile::kVersion));
            r.version = int(v);
        }
        if (!j.contains("game") || !j["game"].is_object())
            return fail(std::move(r), GameFileProblem::BadField, "'game' must be an object (the table's save)");
        game = j["game"];
        if (!j.contains("seats") || !j["seats"].is_array() || j["seats"].size() != 4)
            return fail(std::move(r), GameFileProblem::BadField, "'seats' must be a list of four seats");
        for (std::size_t i = 0; i < 4; ++i) {
            const nlohmann::json& s = j["seats"][i];
            const std::string where = "'seats[" + std::to_string(i) + "]";
            if (!s.is_object()) return fail(std::move(r), GameFileProblem::BadField, where + "' must be an object");
            if (s.contains("human") && !s["human"].is_boolean())
                return fail(std::move(r), GameFileProblem::BadField, where + ".human' must be true or false");
            if (s.contains("name") && !s["name"].is_string())
                return fail(std::move(r), GameFileProblem::BadField, where + ".name' must be a string");
            if (s.contains("level") && !s["level"].is_string())
                return fail(std::move(r), GameFileProblem::BadField, where + ".level' must be a string");
            r.file.seats[i].human = s.value("human", false);
            r.file.seats[i].name = s.value("name", std::string());
            r.file.seats[i].level = s.value("level", std::string());
        }
        if (j.contains("handLimit")) {
            if (!j["handLimit"].is_number_integer() || j["handLimit"].get<long long>() < 0 ||
                j["handLimit"].get<long long>() > 1000000)
                return fail(std::move(r), GameFileProblem::BadField, "'handLimit' must be a whole number from 0");
            r.file.handLimit = int(j["handLimit"].get<long long>());
        }
        if (j.contains("practice")) {
            if (!j["practice"].is_boolean())
                return fail(std::move(r), GameFileProblem::BadField, "'practice' must be true or false");
            r.file.practice = j["practice"].get<bool>();
        }
        if (j.contains("saved") && j["saved"].is_string()) r.file.saved = j["saved"].get<std::string>();
    } else {
        return fail(std::move(r), GameFileProblem::NotGameFile,
                    "the file is not a Quetai game (format '" + format + "')");
    }
    r.file.game = game.dump();
    try {
        r.table = Table::fromJson(r.file.game);
    } catch (const std::exception& e) {
        return fail(std::move(r), GameFileProblem::BadLog, std::string("the game does not replay: ") + e.what());
    }
    return r;
}

GameFileRead readGameFileAt(const std::string& path) {
    std::string bytes;
    {
        std::error_code ec;
        if (std::filesystem::is_directory(path, ec)) {
            GameFileRead r;
            r.problem = GameFileProblem::Unreadable;
            r.message = path + ": a folder, not a file";
            return r;
        }
        std::ifstream in(path, std::ios::binary);
        if (!in) {
            GameFileRead r;
            r.problem = GameFileProblem::Unreadable;
            r.message = path + ": the file cannot be opened";
            return r;
        }
        std::ostringstream ss;
        ss << in.rdbuf();
        if (in.bad()) {
            GameFileRead r;
            r.problem = GameFileProblem::Unreadable;
            r.message = path + ": the file cannot be read";
            return r;
        }
        bytes = ss.str();
    }
    GameFileRead r = readGameFile(bytes);
    if (r.problem != GameFileProblem::None) r.message = path + ": " + r.message;
    return r;
}

}  // namespace qe
