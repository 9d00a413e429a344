// tenhou.net/6 JSON logs of riichi games (docs/rulesets/riichi.md "Logs"):
// export a saved game in the format existing viewers open, and import such a
// log for review by rebuilding it on our table, hand by hand, on walls laid
// out from each hand's deal, draws and indicators.
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "core/table.h"

namespace qe::tenhou6 {

// The format's tile numbers: 11..19 man, 21..29 pin, 31..39 sou, 41..47
// E S W N white green red, 51/52/53 the red fives.
int tileCode(Tile t);
// Throws std::invalid_argument for a number that is no tile.
Tile tileFromCode(int code);

// The log of a saved riichi game (any game file, read by readGameFile, or
// Table::toJson); throws std::invalid_argument for a file that does not
// read, with the reader's message, or a game that is not riichi.
std::string exportGame(const std::string& saveJson);
// The same from a table (its log is replayed from the start).
std::string exportTable(const Table& table);

struct ImportResult {
    // The game rebuilt on our table; its walls are the log's, so its save
    // (seed and actions) does not replay: keep the log instead.
    std::unique_ptr<Table> table;
    int hands = 0;
    std::array<long long, 4> scores{};  // final, by the log's player order
    // Where the log's own numbers (start scores, counters, payments) differ
    // from what our rules gave; empty for a log written by exportGame.
    std::vector<std::string> mismatches;
    // What the rebuilt game was dealt from, so that a review can replay it
    // from any position: each hand's draw order (by hand, from the first),
    // the dice, the first dealer, the players' names, ruleset and options.
    std::vector<std::vector<TileId>> walls;
    std::shared_ptr<const Ruleset> ruleset;
    Options options;
    std::array<int, 2> dice{};
    int firstDealer = 0;
    std::array<std::string, 4> names;

    // The rebuilt game before its first action. Before applying the log's
    // NextHand that deals hand k (from 0), call setNextWall(walls[k], dice).
    std::unique_ptr<Table> startTable() const;
};

// Rebuilds the game of a tenhou.net/6 log. Throws std::invalid_argument
// naming the field (e.g. "log[2][6] (draws of player 0), entry 5") when the
// log is malformed or a move in it is not legal on our table.
ImportResult importLog(const std::string& json);

}  // namespace qe::tenhou6
