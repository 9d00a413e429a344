// A game file: one game as the table saves it (docs/game-files.md). It wraps
// the table's own save (Table::toJson: ruleset, options, seed, names, the
// action log) with what a front end needs to carry the game on: who sits
// where (people and bot levels), the hand limit and whether it is a practice
// game. The reader classifies what is wrong with a bad file (empty,
// truncated, not JSON, not a game file, made by a newer version, a bad
// field, a log that does not replay) so that a front end can say so and keep
// the file aside; it never throws.
#pragma once

#include <array>
#include <memory>
#include <string>

#include "core/table.h"

namespace qe {

struct GameSeat {
    bool human = false;
    std::string name;
    std::string level;  // a bot level (ai/levels.h); empty for a person
};

struct GameFile {
    // The version this build writes and the highest it reads
    // (docs/game-files.md "Versions").
    static constexpr int kVersion = 2;
    std::string game;  // Table::toJson()
    std::array<GameSeat, 4> seats{};
    int handLimit = 0;
    bool practice = false;
    std::string saved;  // when it was written (UTC, ISO 8601), informative only
};

enum class GameFileProblem {
    None,
    Empty,         // no bytes, or only white space
    Truncated,     // valid JSON up to where the bytes end
    NotJson,       // not JSON at all
    NotGameFile,   // JSON, but not a Quetai game file
    NewerVersion,  // written by a newer Quetai: a version this build cannot read
    BadField,      // a field is missing or has the wrong type
    BadLog,        // the action log does not replay (Table::fromJson)
    Unreadable,    // readGameFileAt: the file cannot be opened or read
};

struct GameFileRead {
    GameFileProblem problem = GameFileProblem::None;
    std::string message;            // what is wrong, naming the field or the action; "" when fine
    int version = 0;                // the file's version (1: the first table saves)
    GameFile file;                  // what was read
    std::unique_ptr<Table> table;   // the game rebuilt from the log, when fine
};

// The file's text (JSON, one line).
std::string writeGameFile(const GameFile& f);
// Reads and checks a game file, replaying its log. Also takes a bare table
// save (Table::toJson, format quetai-game-1): its seats are then bots named
// as in the save. Never throws.
GameFileRead readGameFile(const std::string& bytes);
// The game file at `path`, read as readGameFile reads its bytes: the one
// reader of every command that takes a game file (quetai-cli export,
// replay, review), so each reads every file the table writes, current and
// older versions, and a bare table save. The message of a bad file starts
// with the path ("<path>: the file is empty"). Never throws.
GameFileRead readGameFileAt(const std::string& path);
// A short name of the problem, for messages and tests ("truncated", ...).
const char* gameFileProblemName(GameFileProblem p);

}  // namespace qe
