// A player's record and drills over the saved games of a folder
// (docs/record.md). Plain C++, no Qt: the table's Record and Drills screens
// and `quetai-cli stats` / `quetai-cli drills` call the same functions.
//
// A game file is read through the engine's reader (core/gamefile.h) and
// replayed once; what the record needs from it (per player: place, score,
// hands, wins, deal-ins, calls, declarations, win values, fans) is kept in
// a cache file in the folder keyed by a hash of the file's bytes, so a
// record over a thousand games reads the files and the cache only. The
// review by the Strong bot (ai/review.h) is far dearer: it is never run by
// computeRecord; reviewGames runs it (the caller decides when: on demand or
// on a background thread) and keeps its results in the same cache.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/table.h"
#include "core/view.h"

namespace qe::ai {

// Raised whenever what the review finds may change (the Strong bot, the
// review's figures): cached reviews of another version count as not reviewed.
inline constexpr int kReviewVersion = 1;
// Raised whenever the per-game summary changes: older entries are rebuilt.
inline constexpr int kSummaryVersion = 1;

// The files the record keeps in the folder; never read as games.
inline constexpr const char* kRecordCacheFile = "quetai-record-cache.json";
inline constexpr const char* kDrillsFile = "quetai-drills.json";
// The review's positions for the drills, apart from the record's cache so
// that opening a record never reads them.
inline constexpr const char* kReviewCacheFile = "quetai-review-cache.json";

// ---------------------------------------------------------------- record

struct RecordQuery {
    std::string ruleset;    // "" every ruleset (one RulesetRecord each)
    std::string player;     // "" the name of the human seat met most often (else the most frequent name)
    int last = 0;           // > 0: only the player's last N finished games of each ruleset
    int movingWindow = 10;  // games in the moving averages of the series
};

// A file of the folder that is not a usable game, and why.
struct SkippedFile {
    std::string file;     // the file's name in the folder
    std::string problem;  // gameFileProblemName (or "not finished")
    std::string message;  // what the reader said
};

struct FanCount {
    std::string id;
    std::string nameZh, nameEn;  // the ruleset's own name and the English one
    int count = 0;               // hands won with it (a fan counted twice in a hand counts once)
};

// One finished game of the player, for the charts (oldest first).
struct GameRow {
    std::string file;   // name in the folder
    std::string saved;  // when it was saved (the file's "saved", else its time on disk), ISO 8601 UTC
    int player = 0;     // the player's index in that game (0..3)
    int hands = 0;
    double place = 0;     // 1..4; tied places shared as the ruleset ranks them (Ruleset::placements)
    long long score = 0;  // final score
    long long delta = 0;  // final score minus the starting score
    int wins = 0, dealIns = 0, selfDraws = 0, calledHands = 0, declarations = 0;
    bool reviewed = false;     // its review is in the cache (current kReviewVersion)
    int decisions = 0;         // decisions with a choice (when reviewed)
    int agreed = 0;            // of those, the ones where the Strong bot found no better move
    double winRateAvg = 0;     // moving average (window RecordQuery::movingWindow) of wins / hands up to this game
    double dealInRateAvg = 0;  // the same for deal-ins / hands
};

struct ValueBucket {
    long long value = 0;  // a win's value in the ruleset's unit (ScoreResult::total)
    int count = 0;
};

struct RulesetRecord {
    std::string ruleset;
    std::string unit;  // Ruleset::unit(): han, fan, 花, points
    int games = 0;
    int hands = 0;
    double placeAverage = 0;
    std::array<double, 4> placeCounts{};  // games in 1st..4th; a shared place splits its game (0.5 + 0.5)
    double winRate = 0;                   // hands won / hands
    double dealInRate = 0;                // hands where the player's discard (or robbed kong) was won on / hands
    double selfDrawShare = 0;             // self-drawn wins / wins
    double callRate = 0;                  // hands with at least one chi, pon or open kong / hands
    bool hasDeclaration = false;          // the ruleset has a ready-hand declaration (RuleFacts::declareWord)
    std::string declarationWord;          // e.g. "riichi"
    double declarationRate = 0;           // hands declared / hands
    double winValueAverage = 0;           // average ScoreResult::total of the player's wins, in `unit`
    double winPointsAverage = 0;          // average points the player gained in a hand they won
    double dealInValueAverage = 0;        // average ScoreResult::total of the wins dealt into, in `unit`
    double dealInPointsAverage = 0;       // average points the player lost in a hand they dealt into
    std::vector<FanCount> fans;           // most won first (ties by id)
    std::vector<ValueBucket> winValues;   // distribution of win values, by value
    // Agreement with the Strong bot over the reviewed games only.
    int reviewedGames = 0;
    int unreviewedGames = 0;
    int decisions = 0;
    int agreed = 0;
    double agreement = -1;        // agreed / decisions; -1 when nothing is reviewed
    std::vector<GameRow> series;  // the games counted, oldest first
};

struct PlayerCount {
    std::string name;
    int games = 0;
    bool human = false;  // sat at a human seat in at least one game
};

struct Record {
    std::string dir;
    std::string player;                    // the player the figures are for
    int window = 10;                       // games in the series' moving averages
    std::vector<PlayerCount> players;      // every name met in finished games (most games first)
    std::vector<std::string> rulesets;     // rulesets with finished games of `player`
    std::vector<RulesetRecord> byRuleset;  // one per ruleset (query.ruleset alone when given)
    std::vector<SkippedFile> skipped;      // files that are not usable games, each named
    int unfinished = 0;                    // readable games not finished (left out)
    // Files of `player` within the query whose review is not in the cache:
    // what reviewGames would review.
    std::vector<std::string> unreviewed;
    bool cacheWritten = false;  // new summaries were added to the cache file
    std::string cacheError;     // the cache could not be written (the figures are still right)
};

// The record of one player over the finished games of `dir` (its *.json
// files and those of dir/games/, the app's archive). Reads each file,
// summarises new ones (one replay) and writes the cache; runs no review.
// Never throws: a corrupt or foreign file is skipped and named.
Record computeRecord(const std::string& dir, const RecordQuery& query = {});

// Reviews `files` (names in `dir`, as in Record::unreviewed) for the player
// named `player` with the Strong bot and stores the results in the cache,
// one game at a time (a record computed meanwhile sees the games done so
// far). `progress(done, total)` after each game; `cancel` set stops after
// the current game. Returns the number of games reviewed. Safe to run on a
// thread of its own while computeRecord runs elsewhere (writes replace the
// cache file atomically); not two reviewGames on one folder at once.
int reviewGames(const std::string& dir, const std::string& player, const std::vector<std::string>& files,
                const std::function<void(int done, int total)>& progress = {},
                const std::atomic<bool>* cancel = nullptr);

// The record as JSON (docs/record.md "quetai-cli stats").
std::string recordToJson(const Record& r);
// The record as CSV (RFC 4180, UTF-8, a header row; docs/record.md "CSV"):
// one row per ruleset with the figures, or one row per game of the series.
std::string recordSummaryCsv(const Record& r);
std::string recordGamesCsv(const Record& r);

// ---------------------------------------------------------------- drills

// The review's figures for one choice (ReviewChoice, and the Strong bot's
// expected value where it ranked the discard).
struct DrillChoice {
    Action action;
    std::string text;         // Table::describe of the action, e.g. "discard 5m"
    std::vector<Tile> tiles;  // the discarded or claimed tile, then a call's own tiles
    bool figures = false;     // shanten and acceptance known
    int shanten = 8;
    int acceptance = 0;
    double dealIn = -1;       // a discard's estimated chance to deal in (-1: not a discard)
    bool valueKnown = false;  // the Strong bot ranked it: `value` is its expected points
    double value = 0;
};

// A position where the review found a clearly better move (docs/record.md
// "Drills"): enough to rebuild the seat's view (positionTable) plus both
// choices with the review's reasons.
struct DrillPosition {
    std::string key;   // stable id: "<file hash>:<log index>" (built-in: "builtin-<ruleset>:<log index>")
    std::string file;  // the game file's name in the folder ("" for a built-in position)
    std::string ruleset;
    int logIndex = 0;  // the played action's place in the log: the view is the one before it
    int seat = 0;      // the seat the player sat at
    int player = 0;    // the player's index in the game
    int handNumber = 0;
    bool claim = false;    // answering a discard (a call or pass) rather than one's own turn
    bool builtin = false;  // from the built-in positions, not the player's games
    double margin = 0;     // Strong's expected value minus the played choice's (discards); 0 when unknown
    DrillChoice played, strong;
    // From the drills file: how often it was asked and missed.
    int asked = 0, missed = 0;
};

struct DrillQuery {
    std::string ruleset;  // "" every ruleset
    std::string player;   // as RecordQuery::player
    // The expected-value margin that makes a discard a drill, in the
    // ruleset's expected points (DiscardInfo::value); < 0: the ruleset's
    // default (defaultDrillThreshold).
    double threshold = -1;
    int limit = 0;                 // > 0: at most this many positions
    bool builtinWhenEmpty = true;  // built-in positions when the player's reviewed games give none
};

// The default margin per ruleset: the Strong bot's values are in each
// ruleset's own points, which differ by orders of magnitude (docs/record.md
// "Drills").
double defaultDrillThreshold(const std::string& ruleset);

struct DrillSet {
    std::string player;
    std::vector<DrillPosition> positions;  // missed twice or more first, then never asked, then by margin
    std::vector<SkippedFile> skipped;
    int unreviewedGames = 0;  // the player's games not reviewed yet (no positions from them)
};

// The positions of the player's reviewed games (the cache), ordered so that
// positions missed twice come back first. Runs no review (reviewGames).
DrillSet listDrills(const std::string& dir, const DrillQuery& query = {});

// The table at the position (the log replayed up to, not including,
// logIndex): table->view(p.seat) is what the player saw. nullptr with
// `error` set when the game cannot be rebuilt.
std::unique_ptr<Table> positionTable(const std::string& dir, const DrillPosition& p, std::string* error = nullptr);

struct DrillAnswer {
    bool correct = false;  // the Strong bot's choice, or a discard it values within the tolerance of it
    bool legal = false;    // the answer is one of the legal actions of the position
    bool same = false;     // exactly the Strong bot's choice
    std::string text;      // the answer described (Table::describe)
};
// Checks `chosen` against the position (its view rebuilt with positionTable).
DrillAnswer checkDrill(const std::string& dir, const DrillPosition& p, const Action& chosen);

// One drill session's answers: each key asked, and whether it was missed.
struct DrillResult {
    std::string key;
    bool missed = false;
};
// Adds a session's results to the drills file of `dir` (kDrillsFile), so
// that positions missed twice come first next time. False with `error`
// when the file could not be written.
bool recordDrillResults(const std::string& dir, const std::vector<DrillResult>& results, std::string* error = nullptr);

std::string drillsToJson(const DrillSet& s);

}  // namespace qe::ai
