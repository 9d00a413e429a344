// The record and the drills over a folder of saved games (record.h,
// docs/record.md).
#include "record.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "core/gamefile.h"
#include "core/registry.h"
#include "core/session.h"
#include "levels.h"
#include "review.h"

#ifdef __unix__
#include <fcntl.h>
#include <unistd.h>
#endif

namespace fs = std::filesystem;
using nlohmann::json;

namespace qe::ai {

namespace {

// ------------------------------------------------------------ files

// A whole number or a string field of an object read from one of our own
// files, `fallback` when it is missing or of another type: a damaged file
// must not stop a record (json::value throws on a type mismatch).
int intOr(const json& o, const char* key, int fallback) {
    if (!o.is_object()) return fallback;
    auto it = o.find(key);
    return it != o.end() && it->is_number_integer() ? it->get<int>() : fallback;
}

std::string strOr(const json& o, const char* key) {
    if (!o.is_object()) return {};
    auto it = o.find(key);
    return it != o.end() && it->is_string() ? it->get<std::string>() : std::string();
}

std::uint64_t fnv1a(const std::string& bytes) {
    std::uint64_t h = 1469598103934665603ULL;
    for (unsigned char c : bytes) {
        h ^= c;
        h *= 1099511628211ULL;
    }
    return h;
}

std::string hex64(std::uint64_t v) {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
    return buf;
}

bool readBytes(const fs::path& p, std::string& out) {
    std::ifstream in(p, std::ios::binary);
    if (!in) return false;
    std::ostringstream ss;
    ss << in.rdbuf();
    out = ss.str();
    return true;
}

std::string isoUtc(std::time_t t) {
    std::tm tm{};
#ifdef _WIN32
    gmtime_s(&tm, &t);
#else
    gmtime_r(&t, &tm);
#endif
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

std::string mtimeIso(const fs::path& p) {
    std::error_code ec;
    const auto ft = fs::last_write_time(p, ec);
    if (ec) return {};
    // No clock_cast in g++ 12: the same instant measured from both clocks' now.
    const auto sys = std::chrono::system_clock::now() + std::chrono::duration_cast<std::chrono::system_clock::duration>(
                                                            ft - fs::file_time_type::clock::now());
    return isoUtc(std::chrono::system_clock::to_time_t(sys));
}

// Writes `bytes` to `path` through a temporary file in the same folder
// renamed over it, so a reader sees the old file or the new one, never half.
bool writeAtomic(const fs::path& path, const std::string& bytes, std::string* error) {
    static std::atomic<unsigned> counter{0};
    fs::path tmp = path;
    tmp += ".tmp-" +
           std::to_string(
#ifdef __unix__
               ::getpid()
#else
               0
#endif
                   ) +
           "-" + std::to_string(counter++);
    {
        std::FILE* f = std::fopen(tmp.string().c_str(), "wb");
        if (!f) {
            if (error) *error = "cannot write " + tmp.string();
            return false;
        }
        const bool ok = std::fwrite(bytes.data(), 1, bytes.size(), f) == bytes.size() && std::fflush(f) == 0;
#ifdef __unix__
        const bool synced = ok && ::fsync(::fileno(f)) == 0;
#else
        const bool synced = ok;
#endif
        std::fclose(f);
        if (!synced) {
            std::error_code ec;
            fs::remove(tmp, ec);
            if (error) *error = "cannot write " + tmp.string() + " (disk full?)";
            return false;
        }
    }
    std::error_code ec;
    fs::rename(tmp, path, ec);
    if (ec) {
        fs::remove(tmp, ec);
        if (error) *error = "cannot replace " + path.string() + ": " + ec.message();
        return false;
    }
    return true;
}

struct FoundFile {
    std::string name;  // relative to the folder ("x.json", "games/x.json")
    fs::path path;
};

// The folder's *.json files and those of its games/ folder, by name.
std::vector<FoundFile> listGameFiles(const fs::path& dir) {
    std::vector<FoundFile> out;
    for (const std::string sub : {"", "games"}) {
        const fs::path d = sub.empty() ? dir : dir / sub;
        std::error_code ec;
        if (!fs::is_directory(d, ec)) continue;
        for (fs::directory_iterator it(d, ec), end; !ec && it != end; it.increment(ec)) {
            std::error_code ec2;
            if (!it->is_regular_file(ec2)) continue;
            const std::string fn = it->path().filename().string();
            if (fn.size() < 5 || fn.substr(fn.size() - 5) != ".json") continue;
            if (fn == kRecordCacheFile || fn == kDrillsFile || fn == kReviewCacheFile) continue;
            out.push_back({sub.empty() ? fn : sub + "/" + fn, it->path()});
        }
    }
    std::sort(out.begin(), out.end(), [](const FoundFile& a, const FoundFile& b) { return a.name < b.name; });
    return out;
}

// ------------------------------------------------------------ per-game summary

// Riichi's indicator counts are items of the score but no yaku
// (docs/rulesets/riichi.md "Scoring": items are yaku, dora, ura, aka).
bool isYakuOrFan(const std::string& id) { return id != "dora" && id != "ura" && id != "aka"; }

struct PlayerSum {
    std::string name;
    bool human = false;
    double place = 0;
    int placeLo = 0, placeHi = 0;  // the places a shared place spans (lo == hi: a whole place)
    long long score = 0;
    int hands = 0, wins = 0, selfDraws = 0, dealIns = 0, called = 0, declared = 0;
    std::vector<long long> winValues, winPoints, dealInValues, dealInPoints;
    std::vector<std::string> fans;  // one entry per winning hand that counted it
};

struct GameSum {
    bool ok = false;
    std::string problem, message;  // when !ok
    std::string ruleset, saved, gameHash;
    bool finished = false;
    int hands = 0;
    long long start = 0;
    std::array<PlayerSum, 4> p;
    std::map<std::string, std::pair<std::string, std::string>> fanNames;  // id -> zh, en
};

json toJson(const GameSum& g) {
    json j;
    j["s"] = kSummaryVersion;
    if (!g.ok) {
        j["problem"] = g.problem;
        j["message"] = g.message;
        return j;
    }
    j["ruleset"] = g.ruleset;
    j["saved"] = g.saved;
    j["g"] = g.gameHash;
    j["finished"] = g.finished;
    j["hands"] = g.hands;
    j["start"] = g.start;
    json ps = json::array();
    for (const PlayerSum& p : g.p)
        ps.push_back({{"name", p.name},
                      {"human", p.human},
                      {"place", p.place},
                      {"lo", p.placeLo},
                      {"hi", p.placeHi},
                      {"score", p.score},
                      {"hands", p.hands},
                      {"wins", p.wins},
                      {"tsumo", p.selfDraws},
                      {"dealins", p.dealIns},
                      {"called", p.called},
                      {"declared", p.declared},
                      {"wv", p.winValues},
                      {"wp", p.winPoints},
                      {"dv", p.dealInValues},
                      {"dp", p.dealInPoints},
                      {"fans", p.fans}});
    j["players"] = ps;
    json fn = json::object();
    for (const auto& [id, n] : g.fanNames) fn[id] = {n.first, n.second};
    j["fan_names"] = fn;
    return j;
}

bool fromJson(const json& j, GameSum& g) {
    try {
        if (!j.is_object() || intOr(j, "s", 0) != kSummaryVersion) return false;
        if (j.contains("problem")) {
            g.ok = false;
            g.problem = j.at("problem").get<std::string>();
            g.message = j.at("message").get<std::string>();
            return true;
        }
        g.ok = true;
        g.ruleset = j.at("ruleset").get<std::string>();
        g.saved = j.at("saved").get<std::string>();
        g.gameHash = j.at("g").get<std::string>();
        g.finished = j.at("finished").get<bool>();
        g.hands = j.at("hands").get<int>();
        g.start = j.at("start").get<long long>();
        const json& ps = j.at("players");
        if (!ps.is_array() || ps.size() != 4) return false;
        for (std::size_t i = 0; i < 4; ++i) {
            const json& q = ps[i];
            PlayerSum& p = g.p[i];
            p.name = q.at("name").get<std::string>();
            p.human = q.at("human").get<bool>();
            p.place = q.at("place").get<double>();
            p.placeLo = q.at("lo").get<int>();
            p.placeHi = q.at("hi").get<int>();
            p.score = q.at("score").get<long long>();
            p.hands = q.at("hands").get<int>();
            p.wins = q.at("wins").get<int>();
            p.selfDraws = q.at("tsumo").get<int>();
            p.dealIns = q.at("dealins").get<int>();
            p.called = q.at("called").get<int>();
            p.declared = q.at("declared").get<int>();
            p.winValues = q.at("wv").get<std::vector<long long>>();
            p.winPoints = q.at("wp").get<std::vector<long long>>();
            p.dealInValues = q.at("dv").get<std::vector<long long>>();
            p.dealInPoints = q.at("dp").get<std::vector<long long>>();
            p.fans = q.at("fans").get<std::vector<std::string>>();
        }
        for (auto it = j.at("fan_names").begin(); it != j.at("fan_names").end(); ++it)
            g.fanNames[it.key()] = {it.value().at(0).get<std::string>(), it.value().at(1).get<std::string>()};
        return true;
    } catch (const std::exception&) {
        return false;
    }
}

// One replay of the game from its start, reading each hand's outcome as it
// ends (the table keeps the last hand's outcome only).
GameSum summarize(const GameFileRead& r) {
    GameSum g;
    const Table& fin = *r.table;
    g.ok = true;
    g.ruleset = fin.ruleset().id();
    g.saved = r.file.saved;
    g.gameHash = hex64(fnv1a(r.file.game));
    g.start = fin.config().startScore;
    const PublicState& end = fin.pub();
    g.finished = end.phase == Phase::GameOver ||
                 (r.file.handLimit > 0 && int(end.history.size()) >= r.file.handLimit && end.phase == Phase::HandOver);
    for (int p = 0; p < 4; ++p) {
        const std::string& fileName = r.file.seats[std::size_t(p)].name;
        g.p[std::size_t(p)].name =
            fileName.empty() ? end.seats[std::size_t(end.placeOf[std::size_t(p)])].name : fileName;
        g.p[std::size_t(p)].human = r.file.seats[std::size_t(p)].human;
    }
    const bool declares = !fin.ruleset().ruleFacts(fin.options()).declareWord.empty();
    std::unique_ptr<Table> t = fin.startOver();
    std::array<bool, 4> declared{};  // by seat, this hand
    for (const Action& a : fin.log()) {
        const Phase before = t->phase();
        if (a.type == ActionType::Discard && a.declare != 0 && a.seat >= 0 && a.seat < 4)
            declared[std::size_t(a.seat)] = true;
        t->apply(a);
        const Phase after = t->phase();
        const bool ended = (before == Phase::Draw || before == Phase::Turn || before == Phase::Claim) &&
                           (after == Phase::HandOver || after == Phase::GameOver);
        if (!ended) continue;
        const PublicState& pub = t->pub();
        const HandOutcome& o = pub.outcome;
        ++g.hands;
        std::array<long long, 4> dealValue{};
        std::array<bool, 4> dealtIn{};
        for (int s = 0; s < 4; ++s) {
            PlayerSum& ps = g.p[std::size_t(pub.playerAt[std::size_t(s)])];
            ++ps.hands;
            bool called = false;
            for (const MeldRec& m : pub.seats[std::size_t(s)].melds) called = called || m.fromSeat >= 0;
            if (called) ++ps.called;
            if (declares && declared[std::size_t(s)]) ++ps.declared;
        }
        for (const WinRecord& w : o.wins) {
            if (w.seat < 0 || w.seat > 3) continue;
            PlayerSum& ps = g.p[std::size_t(pub.playerAt[std::size_t(w.seat)])];
            ++ps.wins;
            if (w.tsumo) ++ps.selfDraws;
            ps.winValues.push_back(w.score.total);
            ps.winPoints.push_back(o.settlement.delta[std::size_t(w.seat)]);
            std::set<std::string> seen;
            for (const ScoreItem& it : w.score.items) {
                if (!isYakuOrFan(it.id) || !seen.insert(it.id).second) continue;
                ps.fans.push_back(it.id);
                g.fanNames.emplace(it.id, std::make_pair(it.nameZh, it.nameEn));
            }
            if (!w.tsumo && w.from >= 0 && w.from < 4) {
                dealtIn[std::size_t(w.from)] = true;
                dealValue[std::size_t(w.from)] = std::max(dealValue[std::size_t(w.from)], w.score.total);
            }
        }
        // Several winners on one discard: one deal-in, costing all it paid.
        for (int s = 0; s < 4; ++s) {
            if (!dealtIn[std::size_t(s)]) continue;
            PlayerSum& ps = g.p[std::size_t(pub.playerAt[std::size_t(s)])];
            ++ps.dealIns;
            ps.dealInValues.push_back(dealValue[std::size_t(s)]);
            ps.dealInPoints.push_back(-o.settlement.delta[std::size_t(s)]);
        }
        declared = {};
    }
    const std::array<double, 4> place = fin.ruleset().placements(end);
    // Whole places 1..4: the ruleset broke every tie. Otherwise tied
    // players share the places their scores span (docs/record.md).
    std::array<double, 4> sorted = place;
    std::sort(sorted.begin(), sorted.end());
    const bool whole = sorted == std::array<double, 4>{1, 2, 3, 4};
    for (int p = 0; p < 4; ++p) {
        const int s = end.placeOf[std::size_t(p)];
        PlayerSum& ps = g.p[std::size_t(p)];
        ps.place = place[std::size_t(s)];
        ps.score = end.seats[std::size_t(s)].score;
        if (whole) {
            ps.placeLo = ps.placeHi = int(ps.place);
        } else {
            int above = 0, tied = 0;
            for (int o = 0; o < 4; ++o) {
                if (end.seats[std::size_t(o)].score > ps.score) ++above;
                if (end.seats[std::size_t(o)].score == ps.score) ++tied;
            }
            ps.placeLo = above + 1;
            ps.placeHi = above + tied;
        }
    }
    return g;
}

// ------------------------------------------------------------ the cache

std::mutex& cacheMutex() {
    static std::mutex m;
    return m;
}

json loadCache(const fs::path& dir) {
    std::string bytes;
    if (!readBytes(dir / kRecordCacheFile, bytes)) return json::object();
    json j = json::parse(bytes, nullptr, false);
    // A cache that cannot be read is rebuilt: it only saves time.
    if (!j.is_object() || strOr(j, "format") != "quetai-record-cache" || !j.contains("files") ||
        !j["files"].is_object())
        return json::object();
    if (!j.contains("reviews") || !j["reviews"].is_object()) j["reviews"] = json::object();
    return j;
}

// Merges `files` (file hash -> summary) and `reviews` (game hash -> player
// -> review) into the cache on disk (re-read under the lock, so what
// another writer added meanwhile stays), dropping file entries not in
// `keep` when it is given.
bool saveCache(const fs::path& dir, const json& files, const json& reviews, const std::set<std::string>* keep,
               std::string* error) {
    std::lock_guard<std::mutex> lock(cacheMutex());
    json c = loadCache(dir);
    if (c.empty()) c = {{"format", "quetai-record-cache"}, {"files", json::object()}, {"reviews", json::object()}};
    c["summary_version"] = kSummaryVersion;
    c["review_version"] = kReviewVersion;
    for (auto it = files.begin(); it != files.end(); ++it) c["files"][it.key()] = it.value();
    for (auto it = reviews.begin(); it != reviews.end(); ++it) {
        json& game = c["reviews"][it.key()];
        if (!game.is_object()) game = json::object();
        for (auto p = it.value().begin(); p != it.value().end(); ++p) game[p.key()] = p.value();
    }
    if (keep) {
        json kept = json::object();
        std::set<std::string> games;
        for (auto it = c["files"].begin(); it != c["files"].end(); ++it)
            if (keep->count(it.key())) {
                kept[it.key()] = it.value();
                games.insert(strOr(it.value(), "g"));
            }
        c["files"] = kept;
        json rv = json::object();
        for (auto it = c["reviews"].begin(); it != c["reviews"].end(); ++it)
            if (games.count(it.key())) rv[it.key()] = it.value();
        c["reviews"] = rv;
    }
    return writeAtomic(dir / kRecordCacheFile, c.dump(), error);
}

// The review's candidate turns by game hash and player (kReviewCacheFile).
json loadTurns(const fs::path& dir) {
    std::string bytes;
    if (!readBytes(dir / kReviewCacheFile, bytes)) return json::object();
    json j = json::parse(bytes, nullptr, false);
    if (!j.is_object() || strOr(j, "format") != "quetai-review-cache" || !j.contains("games") ||
        !j["games"].is_object())
        return json::object();
    return j;
}

bool saveTurns(const fs::path& dir, const std::string& gameHash, int player, const json& entry) {
    std::lock_guard<std::mutex> lock(cacheMutex());
    json c = loadTurns(dir);
    if (c.empty()) c = {{"format", "quetai-review-cache"}, {"games", json::object()}};
    json& game = c["games"][gameHash];
    if (!game.is_object()) game = json::object();
    game[std::to_string(player)] = entry;
    return writeAtomic(dir / kReviewCacheFile, c.dump(), nullptr);
}

// ------------------------------------------------------------ scanning

struct ScannedGame {
    std::string file;
    fs::path path;
    std::string fileHash;
    std::string sortKey;  // saved time, else time on disk
    GameSum sum;
};

struct Scan {
    std::vector<ScannedGame> games;  // readable ones
    std::vector<SkippedFile> skipped;
    json reviews;  // game hash -> player -> review entry
    bool wrote = false;
    std::string cacheError;
};

Scan scanFolder(const fs::path& dir) {
    Scan sc;
    json cache;
    {
        std::lock_guard<std::mutex> lock(cacheMutex());
        cache = loadCache(dir);
    }
    const json noFiles = json::object();
    const json& cachedFiles = cache.contains("files") ? cache["files"] : noFiles;
    sc.reviews = cache.contains("reviews") ? cache["reviews"] : json::object();
    json added = json::object();
    std::set<std::string> seen;
    for (const FoundFile& f : listGameFiles(dir)) {
        std::string bytes;
        if (!readBytes(f.path, bytes)) {
            sc.skipped.push_back({f.name, "unreadable", "the file cannot be opened"});
            continue;
        }
        ScannedGame g;
        g.file = f.name;
        g.path = f.path;
        g.fileHash = hex64(fnv1a(bytes));
        seen.insert(g.fileHash);
        auto it = cachedFiles.find(g.fileHash);
        if (it == cachedFiles.end() || !fromJson(*it, g.sum)) {
            const GameFileRead r = readGameFile(bytes);
            if (r.problem != GameFileProblem::None) {
                g.sum.ok = false;
                g.sum.problem = gameFileProblemName(r.problem);
                g.sum.message = r.message;
            } else {
                try {
                    g.sum = summarize(r);
                } catch (const std::exception& e) {
                    g.sum = GameSum{};
                    g.sum.problem = gameFileProblemName(GameFileProblem::BadLog);
                    g.sum.message = std::string("the game does not replay: ") + e.what();
                }
            }
            added[g.fileHash] = toJson(g.sum);
        }
        if (!g.sum.ok) {
            sc.skipped.push_back({f.name, g.sum.problem, g.sum.message});
            continue;
        }
        g.sortKey = g.sum.saved.empty() ? mtimeIso(f.path) : g.sum.saved;
        sc.games.push_back(std::move(g));
    }
    // Write when something new was summarised, or entries of files gone
    // from the folder are to be dropped.
    bool stale = false;
    for (auto it = cachedFiles.begin(); it != cachedFiles.end() && !stale; ++it) stale = !seen.count(it.key());
    if (!added.empty() || stale) {
        std::string err;
        if (saveCache(dir, added, json::object(), &seen, &err))
            sc.wrote = true;
        else
            sc.cacheError = err;
    }
    std::stable_sort(sc.games.begin(), sc.games.end(), [](const ScannedGame& a, const ScannedGame& b) {
        return a.sortKey != b.sortKey ? a.sortKey < b.sortKey : a.file < b.file;
    });
    return sc;
}

int playerIndex(const GameSum& g, const std::string& name) {
    for (int p = 0; p < 4; ++p)
        if (g.p[std::size_t(p)].name == name) return p;
    return -1;
}

std::vector<PlayerCount> countPlayers(const Scan& sc) {
    std::map<std::string, PlayerCount> m;
    for (const ScannedGame& g : sc.games) {
        if (!g.sum.finished) continue;
        std::set<std::string> once;
        for (const PlayerSum& p : g.sum.p) {
            if (!once.insert(p.name).second) continue;
            PlayerCount& c = m[p.name];
            c.name = p.name;
            ++c.games;
            c.human = c.human || p.human;
        }
    }
    std::vector<PlayerCount> out;
    for (auto& [k, v] : m) out.push_back(v);
    std::stable_sort(out.begin(), out.end(),
                     [](const PlayerCount& a, const PlayerCount& b) { return a.games > b.games; });
    return out;
}

std::string defaultPlayer(const Scan& sc, const std::vector<PlayerCount>& players) {
    // The name met most often at a human seat (a person's games), else the
    // most frequent name.
    std::map<std::string, int> human;
    for (const ScannedGame& g : sc.games)
        if (g.sum.finished)
            for (const PlayerSum& p : g.sum.p)
                if (p.human) ++human[p.name];
    std::string best;
    int n = 0;
    for (const auto& [name, c] : human)
        if (c > n) {
            n = c;
            best = name;
        }
    if (!best.empty()) return best;
    return players.empty() ? std::string() : players.front().name;
}

const json* reviewOf(const json& reviews, const std::string& gameHash, int player) {
    auto g = reviews.find(gameHash);
    if (g == reviews.end()) return nullptr;
    auto p = g->find(std::to_string(player));
    if (p == g->end() || !p->is_object() || intOr(*p, "v", 0) != kReviewVersion) return nullptr;
    return &*p;
}

double ratio(double a, double b) { return b > 0 ? a / b : 0; }

double mean(const std::vector<long long>& v) {
    if (v.empty()) return 0;
    double s = 0;
    for (long long x : v) s += double(x);
    return s / double(v.size());
}

// ------------------------------------------------------------ review entries

json choiceJson(const Table& t, const ReviewChoice& c) {
    json j;
    j["a"] = json::parse(Table::actionToJson(c.action));
    j["x"] = t.describe(c.action);
    std::vector<Tile> tiles;
    if (c.action.tile != kNoTile) tiles.push_back(c.tile);
    for (Tile w : c.with) tiles.push_back(w);
    j["t"] = formatTiles(tiles);
    j["f"] = c.figures;
    j["sh"] = c.shanten;
    j["ac"] = c.acceptance;
    j["di"] = c.dealIn;
    j["vk"] = c.valueKnown;
    j["v"] = c.value;
    return j;
}

DrillChoice choiceFrom(const json& j) {
    DrillChoice c;
    c.action = Table::actionFromJson(j.at("a").dump());
    c.text = j.at("x").get<std::string>();
    const std::string tiles = j.at("t").get<std::string>();
    if (!tiles.empty()) c.tiles = parseTiles(tiles);
    c.figures = j.at("f").get<bool>();
    c.shanten = j.at("sh").get<int>();
    c.acceptance = j.at("ac").get<int>();
    c.dealIn = j.at("di").get<double>();
    c.valueKnown = j.at("vk").get<bool>();
    c.value = j.at("v").get<double>();
    return c;
}

// Whether a differing turn can be a drill at all (docs/record.md
// "Drills"): a discard the Strong bot values higher, or a call or pass
// whose Strong alternative leaves a lower shanten. Others are not kept.
bool candidate(const ReviewTurn& t) {
    if (t.played.valueKnown && t.strong.valueKnown) return t.strong.value > t.played.value;
    return t.played.figures && t.strong.figures && t.strong.shanten < t.played.shanten;
}

// Reviews every hand of the game for `player`: decisions, agreement and
// the candidate turns.
json reviewGame(const Table& game, int player) {
    json out = {{"v", kReviewVersion}, {"d", 0}, {"a", 0}, {"t", json::array()}};
    int decisions = 0, differ = 0;
    const int hands = std::max(1, game.pub().handNumber);
    for (int h = 1; h <= hands; ++h) {
        const Review r = reviewHand(game, player, h);
        if (!r.ok) continue;  // a hand where the player had no choice to make
        decisions += r.decisions;
        differ += int(r.turns.size());
        for (const ReviewTurn& t : r.turns) {
            if (!candidate(t)) continue;
            json tj = {{"i", t.logIndex},
                       {"s", r.seat},
                       {"h", r.handNumber},
                       {"c", t.claim},
                       {"p", choiceJson(game, t.played)},
                       {"b", choiceJson(game, t.strong)}};
            out["t"].push_back(tj);
        }
    }
    out["d"] = decisions;
    out["a"] = decisions - differ;
    return out;
}

}  // namespace

// ------------------------------------------------------------ record

Record computeRecord(const std::string& dirName, const RecordQuery& q) {
    Record rec;
    rec.dir = dirName;
    const fs::path dir(dirName);
    Scan sc = scanFolder(dir);
    rec.skipped = sc.skipped;
    rec.cacheWritten = sc.wrote;
    rec.cacheError = sc.cacheError;
    for (const ScannedGame& g : sc.games)
        if (!g.sum.finished) ++rec.unfinished;
    rec.players = countPlayers(sc);
    rec.player = q.player.empty() ? defaultPlayer(sc, rec.players) : q.player;
    const int window = std::max(1, q.movingWindow);
    rec.window = window;

    // The player's finished games by ruleset, oldest first.
    std::map<std::string, std::vector<const ScannedGame*>> byRuleset;
    for (const ScannedGame& g : sc.games) {
        if (!g.sum.finished || playerIndex(g.sum, rec.player) < 0) continue;
        byRuleset[g.sum.ruleset].push_back(&g);
    }
    for (const auto& [rid, v] : byRuleset) rec.rulesets.push_back(rid);
    for (auto& [rid, games] : byRuleset) {
        if (!q.ruleset.empty() && rid != q.ruleset) continue;
        if (q.last > 0 && int(games.size()) > q.last) games.erase(games.begin(), games.end() - q.last);
        RulesetRecord rr;
        rr.ruleset = rid;
        auto rs = makeRuleset(rid);
        rr.unit = rs ? rs->unit() : "";
        if (rs) {
            const RuleFacts f = rs->ruleFacts(Options{});
            rr.hasDeclaration = !f.declareWord.empty();
            rr.declarationWord = f.declareWord;
        }
        int wins = 0, self = 0, dealIns = 0, called = 0, declared = 0;
        std::vector<long long> wv, wp, dv, dp;
        std::map<std::string, FanCount> fans;
        std::map<long long, int> values;
        double placeSum = 0;
        for (const ScannedGame* g : games) {
            const int pi = playerIndex(g->sum, rec.player);
            const PlayerSum& p = g->sum.p[std::size_t(pi)];
            ++rr.games;
            rr.hands += p.hands;
            placeSum += p.place;
            // A shared place splits the game between the places it spans.
            if (p.placeLo >= 1 && p.placeHi <= 4 && p.placeLo <= p.placeHi)
                for (int k = p.placeLo; k <= p.placeHi; ++k)
                    rr.placeCounts[std::size_t(k - 1)] += 1.0 / double(p.placeHi - p.placeLo + 1);
            wins += p.wins;
            self += p.selfDraws;
            dealIns += p.dealIns;
            called += p.called;
            declared += p.declared;
            wv.insert(wv.end(), p.winValues.begin(), p.winValues.end());
            wp.insert(wp.end(), p.winPoints.begin(), p.winPoints.end());
            dv.insert(dv.end(), p.dealInValues.begin(), p.dealInValues.end());
            dp.insert(dp.end(), p.dealInPoints.begin(), p.dealInPoints.end());
            for (long long x : p.winValues) ++values[x];
            for (const std::string& id : p.fans) {
                FanCount& fc = fans[id];
                fc.id = id;
                ++fc.count;
                auto n = g->sum.fanNames.find(id);
                if (n != g->sum.fanNames.end()) {
                    fc.nameZh = n->second.first;
                    fc.nameEn = n->second.second;
                }
            }
            GameRow row;
            row.file = g->file;
            row.saved = g->sortKey;
            row.player = pi;
            row.hands = p.hands;
            row.place = p.place;
            row.score = p.score;
            row.delta = p.score - g->sum.start;
            row.wins = p.wins;
            row.dealIns = p.dealIns;
            row.selfDraws = p.selfDraws;
            row.calledHands = p.called;
            row.declarations = p.declared;
            if (const json* r = reviewOf(sc.reviews, g->sum.gameHash, pi)) {
                row.reviewed = true;
                row.decisions = std::max(0, intOr(*r, "d", 0));
                row.agreed = std::clamp(intOr(*r, "a", 0), 0, row.decisions);
                ++rr.reviewedGames;
                rr.decisions += row.decisions;
                rr.agreed += row.agreed;
            } else {
                ++rr.unreviewedGames;
                rec.unreviewed.push_back(g->file);
            }
            rr.series.push_back(row);
        }
        // Moving averages over the last `window` games.
        for (std::size_t i = 0; i < rr.series.size(); ++i) {
            int h = 0, w = 0, d = 0;
            for (std::size_t k = i + 1 > std::size_t(window) ? i + 1 - std::size_t(window) : 0; k <= i; ++k) {
                h += rr.series[k].hands;
                w += rr.series[k].wins;
                d += rr.series[k].dealIns;
            }
            rr.series[i].winRateAvg = ratio(w, h);
            rr.series[i].dealInRateAvg = ratio(d, h);
        }
        rr.placeAverage = ratio(placeSum, rr.games);
        rr.winRate = ratio(wins, rr.hands);
        rr.dealInRate = ratio(dealIns, rr.hands);
        rr.selfDrawShare = ratio(self, wins);
        rr.callRate = ratio(called, rr.hands);
        rr.declarationRate = rr.hasDeclaration ? ratio(declared, rr.hands) : 0;
        rr.winValueAverage = mean(wv);
        rr.winPointsAverage = mean(wp);
        rr.dealInValueAverage = mean(dv);
        rr.dealInPointsAverage = mean(dp);
        for (auto& [id, fc] : fans) rr.fans.push_back(fc);
        std::stable_sort(rr.fans.begin(), rr.fans.end(),
                         [](const FanCount& a, const FanCount& b) { return a.count > b.count; });
        for (auto& [v, c] : values) rr.winValues.push_back({v, c});
        rr.agreement = rr.decisions > 0 ? double(rr.agreed) / double(rr.decisions) : -1;
        rec.byRuleset.push_back(std::move(rr));
    }
    return rec;
}

int reviewGames(const std::string& dirName, const std::string& player, const std::vector<std::string>& files,
                const std::function<void(int, int)>& progress, const std::atomic<bool>* cancel) {
    const fs::path dir(dirName);
    int done = 0, n = 0;
    const int total = int(files.size());
    for (const std::string& f : files) {
        if (cancel && cancel->load()) break;
        ++n;
        std::string bytes;
        if (readBytes(dir / f, bytes)) {
            const GameFileRead r = readGameFile(bytes);
            if (r.problem == GameFileProblem::None) {
                int pi = -1;
                for (int p = 0; p < 4 && pi < 0; ++p) {
                    const std::string& nm = r.file.seats[std::size_t(p)].name;
                    const std::string name =
                        nm.empty() ? r.table->pub().seats[std::size_t(r.table->pub().placeOf[std::size_t(p)])].name
                                   : nm;
                    if (name == player) pi = p;
                }
                if (pi >= 0) {
                    const std::string gh = hex64(fnv1a(r.file.game));
                    const json full = reviewGame(*r.table, pi);
                    // The turns first: a game counts as reviewed once its
                    // agreement is in the record's cache.
                    const bool turns = saveTurns(dir, gh, pi, {{"v", kReviewVersion}, {"t", full["t"]}});
                    json rv = json::object();
                    rv[gh][std::to_string(pi)] = {{"v", kReviewVersion}, {"d", full["d"]}, {"a", full["a"]}};
                    if (turns && saveCache(dir, json::object(), rv, nullptr, nullptr)) ++done;
                }
            }
        }
        if (progress) progress(n, total);
    }
    return done;
}

namespace {

json rulesetJson(const RulesetRecord& r, int window) {
    json j;
    j["ruleset"] = r.ruleset;
    j["unit"] = r.unit;
    j["games"] = r.games;
    j["hands"] = r.hands;
    j["place_average"] = r.placeAverage;
    j["places"] = {r.placeCounts[0], r.placeCounts[1], r.placeCounts[2], r.placeCounts[3]};
    j["win_rate"] = r.winRate;
    j["deal_in_rate"] = r.dealInRate;
    j["self_draw_share"] = r.selfDrawShare;
    j["call_rate"] = r.callRate;
    j["declaration"] = r.hasDeclaration ? json(r.declarationWord) : json(nullptr);
    j["declaration_rate"] = r.hasDeclaration ? json(r.declarationRate) : json(nullptr);
    j["win_value_average"] = r.winValueAverage;
    j["win_points_average"] = r.winPointsAverage;
    j["deal_in_value_average"] = r.dealInValueAverage;
    j["deal_in_points_average"] = r.dealInPointsAverage;
    json fans = json::array();
    for (const FanCount& f : r.fans)
        fans.push_back({{"id", f.id}, {"zh", f.nameZh}, {"en", f.nameEn}, {"count", f.count}});
    j["fans"] = fans;
    json vals = json::array();
    for (const ValueBucket& b : r.winValues) vals.push_back({{"value", b.value}, {"count", b.count}});
    j["win_values"] = vals;
    j["reviewed_games"] = r.reviewedGames;
    j["unreviewed_games"] = r.unreviewedGames;
    j["decisions"] = r.decisions;
    j["agreed"] = r.agreed;
    j["agreement"] = r.agreement >= 0 ? json(r.agreement) : json(nullptr);
    j["window"] = window;
    json series = json::array();
    for (const GameRow& g : r.series)
        series.push_back({{"file", g.file},
                          {"saved", g.saved},
                          {"player", g.player},
                          {"hands", g.hands},
                          {"place", g.place},
                          {"score", g.score},
                          {"delta", g.delta},
                          {"wins", g.wins},
                          {"deal_ins", g.dealIns},
                          {"self_draws", g.selfDraws},
                          {"called_hands", g.calledHands},
                          {"declarations", g.declarations},
                          {"reviewed", g.reviewed},
                          {"decisions", g.decisions},
                          {"agreed", g.agreed},
                          {"win_rate_avg", g.winRateAvg},
                          {"deal_in_rate_avg", g.dealInRateAvg}});
    j["series"] = series;
    return j;
}

json skippedJson(const std::vector<SkippedFile>& s) {
    json a = json::array();
    for (const SkippedFile& f : s) a.push_back({{"file", f.file}, {"problem", f.problem}, {"message", f.message}});
    return a;
}

}  // namespace

std::string recordToJson(const Record& r) {
    json j;
    j["ok"] = true;
    j["dir"] = r.dir;
    j["player"] = r.player;
    json players = json::array();
    for (const PlayerCount& p : r.players)
        players.push_back({{"name", p.name}, {"games", p.games}, {"human", p.human}});
    j["players"] = players;
    j["skipped"] = skippedJson(r.skipped);
    j["unfinished"] = r.unfinished;
    j["unreviewed"] = r.unreviewed;
    if (!r.cacheError.empty()) j["cache_error"] = r.cacheError;
    json rs = json::array();
    for (const RulesetRecord& x : r.byRuleset) rs.push_back(rulesetJson(x, r.window));
    j["rulesets"] = rs;
    return j.dump();
}

namespace {

// A CSV field: quoted when it holds a comma, a quote or a line break.
std::string csvField(const std::string& v) {
    if (v.find_first_of(",\"\r\n") == std::string::npos) return v;
    std::string out = "\"";
    for (char c : v) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

std::string num(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

std::string csvRow(const std::vector<std::string>& fields) {
    std::string line;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i) line += ',';
        line += csvField(fields[i]);
    }
    return line + "\r\n";
}

}  // namespace

std::string recordSummaryCsv(const Record& r) {
    std::string out = csvRow({"player",
                              "ruleset",
                              "unit",
                              "games",
                              "hands",
                              "place_average",
                              "first",
                              "second",
                              "third",
                              "fourth",
                              "win_rate",
                              "deal_in_rate",
                              "self_draw_share",
                              "call_rate",
                              "declaration_rate",
                              "win_value_average",
                              "win_points_average",
                              "deal_in_value_average",
                              "deal_in_points_average",
                              "agreement",
                              "reviewed_games",
                              "unreviewed_games",
                              "top_fans"});
    for (const RulesetRecord& b : r.byRuleset) {
        std::string fans;
        for (std::size_t i = 0; i < b.fans.size() && i < 5; ++i)
            fans += (i ? "; " : "") + b.fans[i].nameZh + " " + b.fans[i].nameEn + " " + std::to_string(b.fans[i].count);
        out += csvRow({r.player,
                       b.ruleset,
                       b.unit,
                       std::to_string(b.games),
                       std::to_string(b.hands),
                       num(b.placeAverage),
                       num(b.placeCounts[0]),
                       num(b.placeCounts[1]),
                       num(b.placeCounts[2]),
                       num(b.placeCounts[3]),
                       num(b.winRate),
                       num(b.dealInRate),
                       num(b.selfDrawShare),
                       num(b.callRate),
                       b.hasDeclaration ? num(b.declarationRate) : "",
                       num(b.winValueAverage),
                       num(b.winPointsAverage),
                       num(b.dealInValueAverage),
                       num(b.dealInPointsAverage),
                       b.agreement >= 0 ? num(b.agreement) : "",
                       std::to_string(b.reviewedGames),
                       std::to_string(b.unreviewedGames),
                       fans});
    }
    return out;
}

std::string recordGamesCsv(const Record& r) {
    std::string out = csvRow({"player", "ruleset", "file", "saved", "hands", "place", "score", "delta", "wins",
                              "deal_ins", "self_draws", "called_hands", "declarations", "reviewed", "decisions",
                              "agreed", "win_rate_avg", "deal_in_rate_avg"});
    for (const RulesetRecord& b : r.byRuleset)
        for (const GameRow& g : b.series)
            out += csvRow({r.player, b.ruleset, g.file, g.saved, std::to_string(g.hands), num(g.place),
                           std::to_string(g.score), std::to_string(g.delta), std::to_string(g.wins),
                           std::to_string(g.dealIns), std::to_string(g.selfDraws), std::to_string(g.calledHands),
                           std::to_string(g.declarations), g.reviewed ? "yes" : "no", std::to_string(g.decisions),
                           std::to_string(g.agreed), num(g.winRateAvg), num(g.dealInRateAvg)});
    return out;
}

// ------------------------------------------------------------ drills

namespace {

constexpr std::uint64_t kBuiltinSeed = 20261129;
constexpr int kBuiltinHands = 6;

// The built-in game of a ruleset: simple bots from a fixed seed, the first
// hands (docs/record.md "Drills"). Deterministic, so a position keyed by
// its log index is the same on every machine.
std::unique_ptr<Table> builtinGame(const std::string& rid) {
    auto rs = makeRuleset(rid);
    if (!rs) return nullptr;
    std::array<std::unique_ptr<Bot>, 4> bots;
    std::array<Agent*, 4> agents{};
    for (int p = 0; p < 4; ++p) {
        bots[std::size_t(p)] = makeBot("simple", kBuiltinSeed + std::uint64_t(p));
        agents[std::size_t(p)] = bots[std::size_t(p)].get();
    }
    SessionOptions so;
    so.handLimit = kBuiltinHands;
    Session s(std::make_unique<Table>(rs, Options{}, kBuiltinSeed), agents, so);
    s.runToEnd();
    return Table::fromJson(s.table().toJson());
}

// Reviewed once per process (a few hundred Strong-bot decisions).
const std::vector<DrillPosition>& builtinPositions(const std::string& rid) {
    static std::mutex m;
    static std::map<std::string, std::vector<DrillPosition>> done;
    std::lock_guard<std::mutex> lock(m);
    auto it = done.find(rid);
    if (it != done.end()) return it->second;
    std::vector<DrillPosition> out;
    if (auto t = builtinGame(rid))
        for (int player = 0; player < 4; ++player) {
            const json rv = reviewGame(*t, player);
            for (const json& tj : rv["t"]) {
                DrillPosition p;
                p.builtin = true;
                p.ruleset = rid;
                p.logIndex = tj["i"].get<int>();
                p.key = "builtin-" + rid + ":" + std::to_string(p.logIndex);
                p.seat = tj["s"].get<int>();
                p.player = player;
                p.handNumber = tj["h"].get<int>();
                p.claim = tj["c"].get<bool>();
                p.played = choiceFrom(tj["p"]);
                p.strong = choiceFrom(tj["b"]);
                out.push_back(std::move(p));
            }
        }
    std::sort(out.begin(), out.end(),
              [](const DrillPosition& a, const DrillPosition& b) { return a.logIndex < b.logIndex; });
    return done[rid] = std::move(out);
}

double marginOf(const DrillPosition& p) {
    return p.played.valueKnown && p.strong.valueKnown ? p.strong.value - p.played.value : 0;
}

// A drill when clearly better: a discard by the threshold, a call or pass
// by a lower shanten (candidate() kept only those).
bool isDrill(const DrillPosition& p, double threshold) {
    if (p.played.valueKnown && p.strong.valueKnown) return p.strong.value - p.played.value >= threshold;
    return p.played.figures && p.strong.figures && p.strong.shanten < p.played.shanten;
}

json loadDrillsFile(const fs::path& dir) {
    std::string bytes;
    if (!readBytes(dir / kDrillsFile, bytes)) return json::object();
    json j = json::parse(bytes, nullptr, false);
    if (!j.is_object() || strOr(j, "format") != "quetai-drills" || !j.contains("positions") ||
        !j["positions"].is_object())
        return json::object();
    return j;
}

json drillChoiceJson(const DrillChoice& c) {
    json j = {
        {"action", json::parse(Table::actionToJson(c.action))}, {"text", c.text}, {"tiles", formatTiles(c.tiles)}};
    if (c.figures) {
        j["shanten"] = c.shanten;
        j["acceptance"] = c.acceptance;
    }
    if (c.dealIn >= 0) j["deal_in"] = c.dealIn;
    if (c.valueKnown) j["value"] = c.value;
    return j;
}

}  // namespace

double defaultDrillThreshold(const std::string& ruleset) {
    // Between the 75th and the 90th percentile of the margins of differing
    // discards in reviewed games of simple bots (docs/record.md "Drills").
    if (ruleset == "riichi") return 300;
    if (ruleset == "lingque") return 10;
    if (ruleset == "shanghai") return 0.1;
    return 1.5;  // yuque, binshi
}

DrillSet listDrills(const std::string& dirName, const DrillQuery& q) {
    DrillSet set;
    const fs::path dir(dirName);
    Scan sc = scanFolder(dir);
    set.skipped = sc.skipped;
    const std::vector<PlayerCount> players = countPlayers(sc);
    set.player = q.player.empty() ? defaultPlayer(sc, players) : q.player;
    json turnsFile;
    {
        std::lock_guard<std::mutex> lock(cacheMutex());
        turnsFile = loadTurns(dir);
    }
    std::vector<DrillPosition> all;
    for (const ScannedGame& g : sc.games) {
        if (!g.sum.finished) continue;
        if (!q.ruleset.empty() && g.sum.ruleset != q.ruleset) continue;
        const int pi = playerIndex(g.sum, set.player);
        if (pi < 0) continue;
        const json* r = reviewOf(sc.reviews, g.sum.gameHash, pi);
        const json* tr = turnsFile.contains("games") ? reviewOf(turnsFile["games"], g.sum.gameHash, pi) : nullptr;
        if (!r || !tr) {
            ++set.unreviewedGames;
            continue;
        }
        try {
            for (const json& tj : tr->at("t")) {
                DrillPosition p;
                p.file = g.file;
                p.ruleset = g.sum.ruleset;
                p.logIndex = tj.at("i").get<int>();
                p.key = g.fileHash + ":" + std::to_string(p.logIndex);
                p.seat = tj.at("s").get<int>();
                p.player = pi;
                p.handNumber = tj.at("h").get<int>();
                p.claim = tj.at("c").get<bool>();
                p.played = choiceFrom(tj.at("p"));
                p.strong = choiceFrom(tj.at("b"));
                p.margin = marginOf(p);
                if (isDrill(p, q.threshold >= 0 ? q.threshold : defaultDrillThreshold(p.ruleset)))
                    all.push_back(std::move(p));
            }
        } catch (const std::exception&) {
            // A damaged cache entry: its game counts as not reviewed.
            ++set.unreviewedGames;
        }
    }
    if (all.empty() && q.builtinWhenEmpty) {
        std::vector<std::string> ids = q.ruleset.empty() ? plannedRulesetIds() : std::vector<std::string>{q.ruleset};
        for (const std::string& rid : ids)
            for (DrillPosition p : builtinPositions(rid)) {
                p.margin = marginOf(p);
                if (isDrill(p, q.threshold >= 0 ? q.threshold : defaultDrillThreshold(p.ruleset)))
                    all.push_back(std::move(p));
            }
    }
    const json df = loadDrillsFile(dir);
    for (DrillPosition& p : all) {
        if (!df.contains("positions")) break;
        auto it = df["positions"].find(p.key);
        if (it == df["positions"].end() || !it->is_object()) continue;
        p.asked = intOr(*it, "asked", 0);
        p.missed = intOr(*it, "missed", 0);
    }
    // Missed twice or more first (most misses first), then never asked,
    // then the rest; each by margin, then by key for a fixed order.
    auto group = [](const DrillPosition& p) { return p.missed >= 2 ? 0 : p.asked == 0 ? 1 : 2; };
    std::stable_sort(all.begin(), all.end(), [&](const DrillPosition& a, const DrillPosition& b) {
        if (group(a) != group(b)) return group(a) < group(b);
        if (group(a) == 0 && a.missed != b.missed) return a.missed > b.missed;
        if (a.margin != b.margin) return a.margin > b.margin;
        return a.key < b.key;
    });
    if (q.limit > 0 && int(all.size()) > q.limit) all.resize(std::size_t(q.limit));
    set.positions = std::move(all);
    return set;
}

std::unique_ptr<Table> positionTable(const std::string& dirName, const DrillPosition& p, std::string* error) {
    std::unique_ptr<Table> game;
    if (p.builtin) {
        game = builtinGame(p.ruleset);
        if (!game) {
            if (error) *error = "no ruleset '" + p.ruleset + "'";
            return nullptr;
        }
    } else {
        std::string bytes;
        if (!readBytes(fs::path(dirName) / p.file, bytes)) {
            if (error) *error = "cannot open " + p.file;
            return nullptr;
        }
        GameFileRead r = readGameFile(bytes);
        if (r.problem != GameFileProblem::None) {
            if (error) *error = p.file + ": " + r.message;
            return nullptr;
        }
        game = std::move(r.table);
    }
    const auto& log = game->log();
    if (p.logIndex < 0 || std::size_t(p.logIndex) >= log.size()) {
        if (error) *error = "the position is beyond the game's log";
        return nullptr;
    }
    std::unique_ptr<Table> t = game->startOver();
    try {
        for (int i = 0; i < p.logIndex; ++i) t->apply(log[std::size_t(i)]);
    } catch (const std::exception& e) {
        if (error) *error = std::string("the game does not replay: ") + e.what();
        return nullptr;
    }
    return t;
}

DrillAnswer checkDrill(const std::string& dir, const DrillPosition& p, const Action& chosen) {
    DrillAnswer ans;
    std::unique_ptr<Table> t = positionTable(dir, p, nullptr);
    if (!t) return ans;
    const SeatView v = t->view(p.seat);
    for (const Action& l : v.legal)
        if (sameChoice(v, chosen, l)) ans.legal = true;
    if (!ans.legal) return ans;
    ans.text = t->describe(chosen);
    ans.same = sameChoice(v, chosen, p.strong.action);
    ans.correct = ans.same;
    if (!ans.correct && chosen.type == ActionType::Discard && p.strong.action.type == ActionType::Discard &&
        p.margin > 0) {
        // Another discard the Strong bot values nearly as much as its own
        // (within a tenth of the position's margin) is right too.
        const Advice adv = adviceFor(v, Level::Strong);
        const Tile ct = v.tile(chosen.tile), st = v.tile(p.strong.action.tile);
        double cv = 0, sv = 0;
        bool cf = false, sf = false;
        for (const DiscardInfo& d : adv.discards) {
            if (d.tile == ct && d.declare == (chosen.declare != 0)) cv = d.value, cf = true;
            if (d.tile == st && d.declare == (p.strong.action.declare != 0)) sv = d.value, sf = true;
        }
        ans.correct = cf && sf && sv - cv <= p.margin / 10.0;
    }
    return ans;
}

bool recordDrillResults(const std::string& dirName, const std::vector<DrillResult>& results, std::string* error) {
    static std::mutex m;
    std::lock_guard<std::mutex> lock(m);
    const fs::path dir(dirName);
    json j = loadDrillsFile(dir);
    if (j.empty())
        j = {{"format", "quetai-drills"}, {"version", 1}, {"positions", json::object()}, {"sessions", json::array()}};
    if (!j.contains("sessions") || !j["sessions"].is_array()) j["sessions"] = json::array();
    int right = 0;
    for (const DrillResult& r : results) {
        json& e = j["positions"][r.key];
        if (!e.is_object()) e = json::object();
        e["asked"] = intOr(e, "asked", 0) + 1;
        e["missed"] = intOr(e, "missed", 0) + (r.missed ? 1 : 0);
        if (!r.missed) ++right;
    }
    j["sessions"].push_back({{"when", isoUtc(std::time(nullptr))}, {"asked", int(results.size())}, {"right", right}});
    return writeAtomic(dir / kDrillsFile, j.dump(), error);
}

std::string drillsToJson(const DrillSet& s) {
    json j;
    j["ok"] = true;
    j["player"] = s.player;
    j["unreviewed_games"] = s.unreviewedGames;
    j["skipped"] = skippedJson(s.skipped);
    json ps = json::array();
    for (const DrillPosition& p : s.positions)
        ps.push_back({{"key", p.key},
                      {"file", p.file},
                      {"ruleset", p.ruleset},
                      {"log_index", p.logIndex},
                      {"seat", p.seat},
                      {"player", p.player},
                      {"hand", p.handNumber},
                      {"claim", p.claim},
                      {"builtin", p.builtin},
                      {"margin", p.margin},
                      {"asked", p.asked},
                      {"missed", p.missed},
                      {"played", drillChoiceJson(p.played)},
                      {"strong", drillChoiceJson(p.strong)}});
    j["positions"] = ps;
    return j.dump();
}

}  // namespace qe::ai
