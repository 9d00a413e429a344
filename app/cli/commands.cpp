#include <algorithm>
#include <chrono>
#include <cmath>
#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "arena.h"
#include "gamearena.h"
#include "bot.h"
#include "cli.h"
#include "core/bench.h"
#include "core/gamefile.h"
#include "core/registry.h"
#include "core/session.h"
#include "core/scoreall.h"
#include "core/shanten.h"
#include "core/table.h"
#include "mjai/seat.h"
#include "review.h"
#include "selfplay.h"

using nlohmann::json;

namespace cli {

std::string Args::get(const std::string& name, const std::string& fallback) {
    for (std::size_t i = 0; i < a_.size(); ++i)
        if (a_[i] == name) {
            if (i + 1 >= a_.size()) throw UsageError(name + " needs a value");
            std::string v = a_[i + 1];
            a_.erase(a_.begin() + long(i), a_.begin() + long(i) + 2);
            return v;
        }
    return fallback;
}

long long Args::getInt(const std::string& name, long long fallback) {
    const std::string v = get(name);
    if (v.empty()) return fallback;
    try {
        std::size_t pos = 0;
        long long x = std::stoll(v, &pos);
        if (pos != v.size()) throw std::invalid_argument("trailing");
        return x;
    } catch (const std::exception&) {
        throw UsageError(name + " expects a whole number, got '" + v + "'");
    }
}

bool Args::flag(const std::string& name) {
    for (std::size_t i = 0; i < a_.size(); ++i)
        if (a_[i] == name) {
            a_.erase(a_.begin() + long(i));
            return true;
        }
    return false;
}

std::vector<std::string> Args::rest() {
    for (const auto& s : a_)
        if (s.size() > 2 && s.rfind("--", 0) == 0) throw UsageError("unknown option " + s);
    return a_;
}

int cmdScore(const std::vector<std::string>& argv) {
    Args a(argv);
    const std::string defaultRuleset = a.get("--ruleset");
    a.rest();
    // --ruleset all: one object per line, keyed by ruleset id, each value that
    // ruleset's answer or its error object.
    const bool all = defaultRuleset == "all";
    std::string line;
    int lineNo = 0;
    while (std::getline(std::cin, line)) {
        ++lineNo;
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        const std::string where = "line " + std::to_string(lineNo) + ": ";
        if (all) {
            json out = json::object();
            std::vector<qe::ScoreResult> results;
            try {
                qe::HandDesc d = qe::parseHandDesc(line);
                if (!d.ruleset.empty() && d.ruleset != "all")
                    throw std::invalid_argument("the line says ruleset '" + d.ruleset + "' but --ruleset is 'all'");
                results = qe::scoreUnderAll(d);
            } catch (const std::exception& e) {
                for (const auto& id : qe::plannedRulesetIds()) results.push_back(qe::ScoreResult::failure(id, e.what()));
            }
            for (auto& r : results) {
                if (!r.ok) r.error = where + r.error;
                out[r.ruleset] = json::parse(qe::scoreResultToJson(r));
            }
            std::cout << out.dump() << "\n";
            std::cout.flush();
            continue;
        }
        qe::ScoreResult r;
        std::string rid = defaultRuleset;
        try {
            qe::HandDesc d = qe::parseHandDesc(line);
            if (!d.ruleset.empty() && defaultRuleset.empty()) rid = d.ruleset;
            if (!d.ruleset.empty() && !defaultRuleset.empty() && d.ruleset != defaultRuleset)
                throw std::invalid_argument("the line says ruleset '" + d.ruleset + "' but --ruleset is '" +
                                            defaultRuleset + "'");
            if (rid.empty()) throw std::invalid_argument("no ruleset: give --ruleset ID (or all) or a \"ruleset\" field");
            r = qe::scoreUnder(rid, d);
            if (!r.ok) r.error = where + r.error;
        } catch (const std::exception& e) {
            r = qe::ScoreResult::failure(rid, where + e.what());
        }
        std::cout << qe::scoreResultToJson(r) << "\n";
        std::cout.flush();
    }
    return 0;
}

int cmdShanten(const std::vector<std::string>& argv) {
    Args a(argv);
    auto rest = a.rest();
    if (rest.size() != 1) throw UsageError("give one hand, e.g. quetai-cli shanten 123m456p789s1122z");
    json out;
    try {
        auto tiles = qe::parseTiles(rest[0]);
        for (auto t : tiles)
            if (qe::isFlower(t.kind)) throw std::invalid_argument("flowers have no place in a shanten hand");
        const int n = int(tiles.size());
        if (n < 1 || n > 14 || n % 3 == 0)
            throw std::invalid_argument("a hand has 3k+1 or 3k+2 tiles (1..14), got " + std::to_string(n));
        qe::Counts c = qe::toCounts(tiles);
        for (int k = 0; k < qe::kNumKinds; ++k)
            if (c[std::size_t(k)] > 4) throw std::invalid_argument("more than four " + qe::formatKind(qe::Kind(k)));
        const int melds = 4 - n / 3;
        const auto s = qe::shanten(c, melds);
        out["ok"] = true;
        out["hand"] = qe::formatTiles(tiles);
        out["shanten"] = s.best();
        out["standard"] = s.standard;
        out["chiitoi"] = melds == 0 ? json(s.chiitoi) : json(nullptr);
        out["kokushi"] = melds == 0 ? json(s.kokushi) : json(nullptr);
        // MCR's knitted forms, apart: `shanten` and `waits` keep the plain forms.
        out["knitted"] = melds == 0 ? json(qe::shantenKnitted(c)) : json(nullptr);
        out["knitted_straight"] = melds <= 1 ? json(qe::shantenKnittedStraight(c, melds)) : json(nullptr);
        if (n % 3 == 1) {
            json w = json::array();
            for (auto k : qe::usefulTiles(c, melds, melds == 0 ? 7 : 1)) w.push_back(qe::formatKind(k));
            out["waits"] = w;
        } else {
            // A 14-tile hand: each discard with the shanten and tiles it leaves.
            json d = json::array();
            for (int k = 0; k < qe::kNumKinds; ++k) {
                if (!c[std::size_t(k)]) continue;
                qe::Counts x = c;
                --x[std::size_t(k)];
                const auto sx = qe::shanten(x, melds);
                json w = json::array();
                for (auto u : qe::usefulTiles(x, melds, melds == 0 ? 7 : 1)) w.push_back(qe::formatKind(u));
                d.push_back({{"discard", qe::formatKind(qe::Kind(k))}, {"shanten", sx.best()}, {"waits", w}});
            }
            out["waits"] = json::array();
            out["discards"] = d;
        }
    } catch (const std::exception& e) {
        out = {{"ok", false}, {"error", e.what()}};
        std::cout << out.dump() << "\n";
        return 1;
    }
    std::cout << out.dump() << "\n";
    return 0;
}

static std::array<std::string, 4> parseLevels(const std::string& s) {
    std::array<std::string, 4> lv{"simple", "simple", "simple", "simple"};
    if (s.empty()) return lv;
    std::stringstream ss(s);
    std::string item;
    int i = 0;
    while (std::getline(ss, item, ',')) {
        if (i >= 4) throw UsageError("four levels at most: " + s);
        // An mjai seat ("mjai:CMD") is a program: checked when the game starts it.
        if (item.rfind("mjai:", 0) != 0 && !qe::ai::makeBot(item, 0)) throw UsageError("unknown bot level '" + item + "'");
        lv[std::size_t(i++)] = item;
    }
    if (i != 4) throw UsageError("give four levels, one per seat: " + s);
    return lv;
}

static qe::Options parseOptions(const std::string& s) {
    qe::Options o;
    if (s.empty()) return o;
    json j;
    try {
        j = json::parse(s);
    } catch (const std::exception& e) {
        throw UsageError(std::string("--options must be a JSON object: ") + e.what());
    }
    if (!j.is_object()) throw UsageError("--options must be a JSON object");
    for (auto it = j.begin(); it != j.end(); ++it) {
        if (it.value().is_boolean())
            o.set(it.key(), it.value().get<bool>());
        else if (it.value().is_number_integer())
            o.set(it.key(), it.value().get<long long>());
        else
            throw UsageError("option " + it.key() + " must be a number or true/false");
    }
    return o;
}

int cmdSelfplay(const std::vector<std::string>& argv) {
    Args a(argv);
    const std::string rid = a.get("--ruleset", "test");
    const long long hands = a.getInt("--hands", 100);
    const long long seed = a.getInt("--seed", 1);
    const auto levels = parseLevels(a.get("--bots"));
    const qe::Options opts = parseOptions(a.get("--options"));
    const bool check = !a.flag("--no-check");
    qe::mjai::setSeatTimeoutMs(int(a.getInt("--mjai-timeout", qe::mjai::kDefaultTimeoutMs)));
    a.rest();
    if (hands < 1) throw UsageError("--hands must be at least 1");
    if (!qe::makeRuleset(rid)) {
        std::cout << json{{"ok", false}, {"error", qe::rulesetStatus(rid)}}.dump() << "\n";
        return 1;
    }
    const auto st = qe::ai::selfplay(rid, opts, std::uint64_t(seed), int(hands), levels, check);
    json out;
    out["ok"] = st.firstError.empty();
    out["ruleset"] = rid;
    out["seed"] = seed;
    out["hands"] = st.hands;
    out["games"] = st.games;
    out["wins"] = st.wins;
    out["winners"] = st.winners;
    out["tsumo"] = st.tsumo;
    out["ron"] = st.ron;
    out["draws"] = st.exhausted;
    out["abortive_draws"] = st.aborts;
    out["abort_reasons"] = st.abortReasons;
    out["declarations"] = st.declarations;
    if (rid == "riichi") out["riichi"] = st.declarations;
    out["calls"] = st.calls;
    out["actions"] = st.actions;
    out["invariant_checks"] = check;
    out["invariant_violations"] = st.invariantViolations;
    out["scoring_errors"] = st.scoringErrors;
    out["seconds"] = st.seconds;
    out["hands_per_second"] = st.seconds > 0 ? double(st.hands) / st.seconds : 0.0;
    if (!st.firstError.empty()) out["error"] = st.firstError;
    std::cout << out.dump() << "\n";
    return st.firstError.empty() ? 0 : 1;
}

// quetai-cli arena --ruleset ID --hands N --seed S --seats L1,L2,L3,L4
// [--options JSON] [--threads T]: duplicate deals (ai/arena.h), one JSON
// object with one entry per player in the order given.
static std::vector<std::string> parseArenaSeats(const std::string& s) {
    std::vector<std::string> lv;
    std::stringstream ss(s);
    std::string item;
    while (std::getline(ss, item, ',')) {
        // An mjai seat ("mjai:CMD") is a program: checked when the game starts it.
        if (item.rfind("mjai:", 0) != 0 && !qe::ai::makeBot(item, 0)) throw UsageError("unknown bot level '" + item + "'");
        lv.push_back(item);
    }
    if (lv.size() != 4) throw UsageError("--seats needs four levels, e.g. strong,standard,standard,beginner");
    return lv;
}

// quetai-cli arena --games N [--game-type tonpu|hanchan] --ruleset ID
// --seed S --seats L1,L2,L3,L4 [--options JSON] [--threads T]: whole games
// over duplicate walls (ai/gamearena.h), N/4 wall sets each played with the
// seats rotated; placement first (mean rank with its 95% interval over the
// wall sets), then per-hand rates. --calibration: each player's discard
// estimates (Bot::lastDiscardNote) against what came of them.
static int cmdGameArena(Args& a, long long games) {
    const std::string rid = a.get("--ruleset", "riichi");
    const std::string type = a.get("--game-type", "");
    const long long seed = a.getInt("--seed", 1);
    const auto seats = parseArenaSeats(a.get("--seats", "strong,strong,strong,strong"));
    const qe::Options opts = parseOptions(a.get("--options"));
    const long long threads = a.getInt("--threads", 1);
    const bool calibration = a.flag("--calibration");
    // --audit hand|game [--audit-kinds call,pass,declare,silent,push,fold]
    qe::ai::AuditSettings audit;
    const std::string auditTo = a.get("--audit", "");
    if (auditTo == "hand") audit.to = qe::ai::AuditTo::HandEnd;
    else if (auditTo == "game") audit.to = qe::ai::AuditTo::GameEnd;
    else if (!auditTo.empty()) throw UsageError("--audit must be hand or game");
    const std::string auditKinds = a.get("--audit-kinds", "");
    if (!auditKinds.empty()) {
        audit.kinds.fill(false);
        std::stringstream ks(auditKinds);
        for (std::string k; std::getline(ks, k, ',');) {
            bool known = false;
            for (int i = 0; i < qe::ai::kAuditKinds; ++i)
                if (k == qe::ai::auditKindName(qe::ai::AuditKind(i))) audit.kinds[std::size_t(i)] = known = true;
            if (!known) throw UsageError("--audit-kinds: unknown kind '" + k + "' (call, pass, declare, silent, push, fold)");
        }
    }
    qe::mjai::setSeatTimeoutMs(int(a.getInt("--mjai-timeout", qe::mjai::kDefaultTimeoutMs)));
    a.rest();
    if (games < 4 || games % 4 != 0) throw UsageError("--games must be a positive multiple of 4 (each wall set is played in four seatings)");
    if (threads < 1 || threads > 16) throw UsageError("--threads must be 1..16");
    if (!type.empty() && type != "tonpu" && type != "hanchan") throw UsageError("--game-type must be tonpu or hanchan");
    if (!qe::makeRuleset(rid)) {
        std::cout << json{{"ok", false}, {"error", qe::rulesetStatus(rid)}}.dump() << "\n";
        return 1;
    }
    const auto r = qe::ai::runGameArena(rid, opts, type, std::uint64_t(seed), int(games / 4), seats, int(threads), audit);
    if (r.players.empty()) {
        std::cout << json{{"ok", false}, {"error", r.error}}.dump() << "\n";
        return 1;
    }
    json out;
    out["ok"] = r.error.empty();
    out["ruleset"] = rid;
    out["game_type"] = type.empty() ? "options" : type;
    out["seed"] = seed;
    out["games"] = games;
    out["wall_sets"] = r.walls;
    json arr = json::array();
    for (std::size_t p = 0; p < r.players.size(); ++p) {
        const auto& pl = r.players[p];
        const double g = pl.games > 0 ? double(pl.games) : 1.0;
        const double n = pl.hands > 0 ? double(pl.hands) : 1.0;
        const auto rank = qe::ai::meanCi(pl.perWallRank);
        json e;
        e["player"] = p;
        e["level"] = pl.level;
        e["games"] = pl.games;
        e["mean_rank"] = pl.rankSum / g;
        e["mean_rank_ci95"] = rank.half;
        e["rank_distribution"] = {pl.rankCount[0] / g, pl.rankCount[1] / g, pl.rankCount[2] / g, pl.rankCount[3] / g};
        e["mean_final_score"] = pl.finalScoreSum / g;
        e["hands"] = pl.hands;
        e["win_rate"] = pl.wins / n;
        e["deal_in_rate"] = pl.dealIns / n;
        e["call_rate"] = pl.callHands / n;
        if (!r.declareWord.empty()) e[r.declareWord + "_rate"] = pl.declareHands / n;
        e["avg_win_value"] = pl.wins > 0 ? pl.winGainSum / pl.wins : 0.0;
        e["avg_deal_in_value"] = pl.dealIns > 0 ? pl.dealInLossSum / pl.dealIns : 0.0;
        e["decision_ms_median"] = qe::ai::quantile(pl.decisionMs, 0.5);
        e["decision_ms_p99"] = qe::ai::quantile(pl.decisionMs, 0.99);
        // Where the points went: each way a hand can end for this player,
        // its share of the hands and the mean score change in them.
        json ends = json::object();
        for (int k = 0; k < qe::ai::kHandEnds; ++k) {
            const int c = pl.endHands[std::size_t(k)];
            ends[qe::ai::handEndName(qe::ai::HandEnd(k))] = {
                {"share", c / n}, {"mean_points", c > 0 ? pl.endDeltaSum[std::size_t(k)] / c : 0.0}};
        }
        e["hand_ends"] = ends;
        // By how the hand stood at its end (declared, open, closed silent).
        json styles = json::object();
        for (int k = 0; k < qe::ai::kHandStyles; ++k) {
            const auto i = std::size_t(k);
            const int w = pl.styleWins[i];
            styles[qe::ai::handStyleName(k)] = {{"share", pl.styleHands[i] / n},
                                                {"wins", w},
                                                {"win_rate", pl.styleHands[i] > 0 ? double(w) / pl.styleHands[i] : 0.0},
                                                {"avg_win_value", w > 0 ? pl.styleWinSum[i] / w : 0.0},
                                                {"deal_ins", pl.styleDealIns[i]}};
        }
        e["hand_styles"] = styles;
        if (audit.to != qe::ai::AuditTo::Off && p == 0) {
            // The decision audit (ai/gamearena.h AuditKind): chosen minus
            // alternative, each played out on the same wall (points of the
            // hand, or places gained by the game's end).
            json aj = json::object();
            for (int k = 0; k < qe::ai::kAuditKinds; ++k) {
                const auto& b = pl.audit[std::size_t(k)];
                const double n2 = b.decisions > 0 ? double(b.decisions) : 1.0;
                const double mean = b.sum / n2;
                const double var = b.decisions > 1 ? std::max(0.0, (b.sumSq - n2 * mean * mean) / (n2 - 1)) : 0.0;
                aj[qe::ai::auditKindName(qe::ai::AuditKind(k))] = {{"decisions", b.decisions},
                                                                   {"mean_gain", mean},
                                                                   {"mean_gain_ci95", 1.96 * std::sqrt(var / n2)},
                                                                   {"same_outcome", b.same / n2}};
            }
            aj["to"] = audit.to == qe::ai::AuditTo::GameEnd ? "game" : "hand";
            e["audit"] = aj;
        }
        int noted = 0;
        for (const auto& c : pl.byShanten) noted += c.discards;
        if (calibration && noted > 0) {
            auto bin = [](const qe::ai::CalibrationBin& c) {
                const double d = c.discards > 0 ? double(c.discards) : 1.0;
                return json{{"discards", c.discards},
                            {"deal_in_predicted", c.predicted / d},
                            {"deal_in_actual", c.dealIns / d},
                            {"cost_predicted", c.predictedCost / d},
                            {"loss_actual", c.loss / d},
                            {"hand_value_predicted", c.handValue / d},
                            {"hand_gain_actual", c.gain / d}};
            };
            json byDealIn = json::array(), byShanten = json::array();
            for (std::size_t b = 0; b < qe::ai::kDealInEdges.size(); ++b) {
                json j = bin(pl.byDealIn[b]);
                j["from"] = qe::ai::kDealInEdges[b];
                j["to"] = b + 1 < qe::ai::kDealInEdges.size() ? qe::ai::kDealInEdges[b + 1] : 1.0;
                byDealIn.push_back(j);
            }
            for (int b = 0; b < qe::ai::kShantenBins; ++b) {
                json j = bin(pl.byShanten[std::size_t(b)]);
                j["shanten"] = b;  // the last bin: this many or more
                byShanten.push_back(j);
            }
            e["calibration"] = {{"by_deal_in", byDealIn}, {"by_shanten", byShanten}};
        }
        arr.push_back(e);
    }
    out["seats"] = arr;
    if (!r.error.empty()) out["error"] = r.error;
    std::cout << out.dump() << "\n";
    return r.error.empty() ? 0 : 1;
}

int cmdArena(const std::vector<std::string>& argv) {
    Args a(argv);
    const long long games = a.getInt("--games", 0);
    if (games != 0) return cmdGameArena(a, games);
    const std::string rid = a.get("--ruleset", "test");
    const long long hands = a.getInt("--hands", 100);
    const long long seed = a.getInt("--seed", 1);
    const auto seats = parseArenaSeats(a.get("--seats", "strong,standard,standard,beginner"));
    const qe::Options opts = parseOptions(a.get("--options"));
    const long long threads = a.getInt("--threads", 1);
    qe::mjai::setSeatTimeoutMs(int(a.getInt("--mjai-timeout", qe::mjai::kDefaultTimeoutMs)));
    a.rest();
    if (hands < 1) throw UsageError("--hands must be at least 1");
    if (threads < 1 || threads > 16) throw UsageError("--threads must be 1..16");
    if (!qe::makeRuleset(rid)) {
        std::cout << json{{"ok", false}, {"error", qe::rulesetStatus(rid)}}.dump() << "\n";
        return 1;
    }
    const auto r = qe::ai::runArena(rid, opts, std::uint64_t(seed), int(hands), seats, int(threads));
    if (r.players.empty()) {
        std::cout << json{{"ok", false}, {"error", r.error}}.dump() << "\n";
        return 1;
    }
    json out;
    out["ok"] = r.error.empty();
    out["ruleset"] = rid;
    out["seed"] = seed;
    out["hands"] = r.deals;
    out["plays_per_hand"] = 4;
    json arr = json::array();
    for (std::size_t p = 0; p < r.players.size(); ++p) {
        const auto& pl = r.players[p];
        const double n = pl.plays > 0 ? double(pl.plays) : 1.0;
        const auto sc = qe::ai::meanCi(pl.perDeal);
        const auto rel = qe::ai::meanCi(pl.perDealVsTable);
        json e;
        e["player"] = p;
        e["level"] = pl.level;
        e["win_rate"] = pl.wins / n;
        e["deal_in_rate"] = pl.dealIns / n;
        e["score_per_hand"] = sc.mean;
        e["score_per_hand_ci95"] = sc.half;
        e["score_vs_table_per_hand"] = rel.mean;
        e["score_vs_table_ci95"] = rel.half;
        e["avg_win_value"] = pl.wins > 0 ? pl.winGainSum / pl.wins : 0.0;
        e["tenpai_at_draw_rate"] = pl.exhausted > 0 ? double(pl.tenpaiAtDraw) / pl.exhausted : 0.0;
        e["call_rate"] = pl.callHands / n;
        if (!r.declareWord.empty()) e[r.declareWord + "_rate"] = pl.declareHands / n;
        e["decision_ms_median"] = qe::ai::quantile(pl.decisionMs, 0.5);
        e["decision_ms_p99"] = qe::ai::quantile(pl.decisionMs, 0.99);
        e["decisions"] = pl.decisionMs.size();
        arr.push_back(e);
    }
    out["seats"] = arr;
    // Level against level: per deal, the mean score of one level's players
    // minus the other's, with its 95% interval (duplicate deals make the
    // difference far tighter than either score).
    std::vector<std::string> levels;
    for (const auto& pl : r.players)
        if (std::find(levels.begin(), levels.end(), pl.level) == levels.end()) levels.push_back(pl.level);
    json diffs = json::object();
    for (std::size_t i = 0; i < levels.size(); ++i)
        for (std::size_t j = i + 1; j < levels.size(); ++j) {
            std::vector<double> d(std::size_t(r.deals), 0.0);
            for (int k = 0; k < r.deals; ++k) {
                double sa = 0, sb = 0;
                int na = 0, nb = 0;
                for (const auto& pl : r.players) {
                    if (pl.level == levels[i]) sa += pl.perDeal[std::size_t(k)], ++na;
                    if (pl.level == levels[j]) sb += pl.perDeal[std::size_t(k)], ++nb;
                }
                d[std::size_t(k)] = sa / na - sb / nb;
            }
            const auto m = qe::ai::meanCi(d);
            diffs[levels[i] + " - " + levels[j]] = {{"score_per_hand", m.mean}, {"ci95", m.half}};
        }
    if (levels.size() > 1) out["level_differences"] = diffs;
    if (!r.error.empty()) out["error"] = r.error;
    std::cout << out.dump() << "\n";
    return r.error.empty() ? 0 : 1;
}

namespace {

// The selfplay workloads' checksum: results only, never timings.
std::uint64_t selfplayChecksum(const qe::ai::SelfplayStats& st) {
    return std::uint64_t(st.wins) * 1000003ULL + std::uint64_t(st.exhausted) * 10007ULL +
           std::uint64_t(st.aborts) * 101ULL + std::uint64_t(st.actions);
}

qe::BenchWorkload selfplayWorkload(const std::string& rid, const std::string& level, const std::string& name,
                                   std::uint64_t hands, int reps) {
    return {name, "hands", hands, reps, [rid, level, name](std::uint64_t seed, std::uint64_t items) {
                // Built once per process, not the workload: the shanten
                // tables, and what the bots learn once per ruleset (a game
                // of no hands learns it, as selfplay does before its clock).
                qe::initShantenTables();
                qe::ai::selfplay(rid, {}, seed, 0, {level, level, level, level}, false);
                const double t0 = qe::threadSeconds();
                auto st = qe::ai::selfplay(rid, {}, seed, int(items), {level, level, level, level}, false);
                const double secs = qe::threadSeconds() - t0;
                if (!st.firstError.empty()) throw std::runtime_error(name + ": " + st.firstError);
                return qe::BenchResult{name, std::uint64_t(st.hands), secs, selfplayChecksum(st)};
            }};
}

// Records the views a seat's agent was asked with (its turns only: the
// decisions a bot thinks about), answering with the simple bot.
class Recorder : public qe::Agent {
public:
    Recorder(std::uint64_t seed, std::vector<qe::SeatView>& out, int every)
        : bot_(qe::ai::makeBot("simple", seed)), out_(out), every_(every) {}
    qe::Action choose(const qe::SeatView& v) override {
        const bool turn = std::any_of(v.legal.begin(), v.legal.end(),
                                      [](const qe::Action& a) { return a.type == qe::ActionType::Discard; });
        if (turn && n_++ % every_ == 0) out_.push_back(v);
        return bot_->choose(v);
    }

private:
    std::unique_ptr<qe::ai::Bot> bot_;
    std::vector<qe::SeatView>& out_;
    int every_;
    int n_ = 0;
};

// The fixed positions of the bot latency workloads: turn decisions from a
// fixed-seed game of simple bots in every ruleset (every 7th turn of each
// seat, the first 16 hands).
const std::vector<qe::SeatView>& benchPositions() {
    // A view points at its ruleset: they live as long as the positions.
    static std::vector<std::shared_ptr<const qe::Ruleset>> rulesets;
    static const std::vector<qe::SeatView> positions = [] {
        std::vector<qe::SeatView> out;
        for (const auto& rid : qe::rulesetIds()) {
            auto rs = qe::makeRuleset(rid);
            if (!rs) continue;
            rulesets.push_back(rs);
            std::vector<std::unique_ptr<Recorder>> rec;
            std::array<qe::Agent*, 4> agents{};
            for (int s = 0; s < 4; ++s) {
                rec.push_back(std::make_unique<Recorder>(100 + std::uint64_t(s), out, 7));
                agents[std::size_t(s)] = rec.back().get();
            }
            qe::SessionOptions so;
            so.handLimit = 16;
            qe::Session game(std::make_unique<qe::Table>(rs, qe::Options{}, 1), agents, so);
            game.runToEnd();
        }
        return out;
    }();
    return positions;
}

// One bot decision per position (a fresh bot, seeded by the position's
// index, so each decision is independent of the others): the checksum
// hashes the decisions, the latencies are kept per decision.
qe::BenchResult botLatency(const std::string& level, const std::string& name, std::vector<double>& latencies) {
    const auto& positions = benchPositions();
    std::uint64_t sum = 1469598103934665603ULL;
    double total = 0;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        auto bot = qe::ai::makeBot(level, 7919 * std::uint64_t(i) + 1);
        const double t0 = qe::threadSeconds();
        const qe::Action a = bot->choose(positions[i]);
        const double dt = qe::threadSeconds() - t0;
        total += dt;
        latencies.push_back(dt);
        for (std::uint64_t x : {std::uint64_t(a.type), std::uint64_t(a.tile), std::uint64_t(a.declare),
                                std::uint64_t(a.with[0]), std::uint64_t(a.with[1])})
            sum = (sum ^ x) * 1099511628211ULL;
    }
    return qe::BenchResult{name, positions.size(), total, sum};
}

double percentile(std::vector<double> v, double q) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const std::size_t i = std::min(v.size() - 1, std::size_t(q * double(v.size() - 1) + 0.5));
    return v[i];
}

}  // namespace

int cmdBench(const std::vector<std::string>& argv) {
    Args a(argv);
    const bool asJson = a.flag("--json");
    const bool quick = a.flag("--quick");
    const std::string scaleS = a.get("--scale", "1");
    const std::string only = a.get("--only");
    a.rest();
    double scale = 1;
    try {
        scale = std::stod(scaleS);
    } catch (const std::exception&) {
        throw UsageError("--scale expects a number");
    }
    if (scale <= 0) throw UsageError("--scale must be positive");
    auto workloads = qe::benchWorkloads();
    // The engine's selfplay with the baseline bot in every seat, then with
    // four Standard bots (the bots' own speed in a whole game).
    for (const auto& rid : qe::rulesetIds()) workloads.push_back(selfplayWorkload(rid, "simple", "selfplay_" + rid, 100, 4));
    for (const auto& rid : qe::rulesetIds())
        workloads.push_back(selfplayWorkload(rid, "standard", "selfplay_standard_" + rid, 100, 2));
    // Opening a record over 1,000 saved games (docs/record.md "The cache").
    workloads.push_back(statsWorkload());
    // Decision latency over fixed positions (one pass: the positions are the
    // repetitions). Kept apart from the throughput workloads for the percentiles.
    std::map<std::string, std::vector<double>> latencies;
    for (const std::string level : {"standard", "strong"}) {
        const std::string name = "bot_" + level;
        workloads.push_back({name, "decisions", 0, 1, [level, name, &latencies](std::uint64_t, std::uint64_t) {
                                 return botLatency(level, name, latencies[name]);
                             }});
    }
    json out = json::object();
    std::uint64_t signature = 1469598103934665603ULL;  // FNV-1a over the checksums
    bool ran = false;
    for (const auto& w : workloads) {
        if (!only.empty() && w.name != only) continue;
        ran = true;
        // The checksum comes from one pass over the workload's fixed items;
        // the repetitions (fewer with --quick, more with --scale) only time it,
        // so every mode prints the same signature.
        const int reps = quick ? 1 : std::max(1, int(double(w.reps) * scale + 0.5));
        qe::BenchResult total{w.name, 0, 0, 0};
        for (int r = 0; r < reps; ++r) {
            const auto res = w.run(1, w.items);
            if (r > 0 && res.checksum != total.checksum)
                throw std::runtime_error(w.name + ": repetition " + std::to_string(r + 1) +
                                         " gave another checksum (the workload is not deterministic)");
            total.checksum = res.checksum;
            total.items += res.items;
            total.seconds += res.seconds;
        }
        const double rate = total.seconds > 0 ? double(total.items) / total.seconds : 0;
        for (int b = 0; b < 8; ++b) {
            signature ^= (total.checksum >> (8 * b)) & 0xff;
            signature *= 1099511628211ULL;
        }
        const auto lat = latencies.find(w.name);
        if (asJson) {
            json o = {{"items", total.items}, {"reps", reps},         {"seconds", total.seconds},
                      {"per_second", rate},   {"unit", w.unit},       {"checksum", total.checksum}};
            if (lat != latencies.end()) {
                o["median_ms"] = percentile(lat->second, 0.5) * 1e3;
                o["p99_ms"] = percentile(lat->second, 0.99) * 1e3;
            }
            out[w.name] = o;
        } else if (lat != latencies.end()) {
            std::printf("%-26s %12.0f %s/s  (median %.3f ms, p99 %.3f ms over %llu %s, checksum %llu)\n",
                        w.name.c_str(), rate, w.unit.c_str(), percentile(lat->second, 0.5) * 1e3,
                        percentile(lat->second, 0.99) * 1e3, (unsigned long long)total.items, w.unit.c_str(),
                        (unsigned long long)total.checksum);
        } else {
            std::printf("%-26s %12.0f %s/s  (%llu %s in %.3f s, checksum %llu)\n", w.name.c_str(), rate,
                        w.unit.c_str(), (unsigned long long)total.items, w.unit.c_str(), total.seconds,
                        (unsigned long long)total.checksum);
        }
        std::fflush(stdout);
    }
    if (!ran) throw UsageError("--only: no workload named '" + only + "'");
    if (asJson) {
        out["signature"] = signature;
        std::cout << out.dump() << "\n";
    } else {
        std::printf("signature: %llu\n", (unsigned long long)signature);
    }
    return 0;
}

int cmdRulesets(const std::vector<std::string>& argv) {
    Args a(argv);
    a.rest();
    json arr = json::array();
    for (const auto& id : qe::plannedRulesetIds()) {
        auto rs = qe::makeRuleset(id);
        json r = {{"id", id}, {"available", bool(rs)}};
        if (!rs) r["status"] = qe::rulesetStatus(id);
        if (rs) {
            r["name_zh"] = rs->nameZh();
            r["name_en"] = rs->nameEn();
            json opts = json::array();
            for (const auto& o : rs->optionDescs())
                opts.push_back({{"id", o.id}, {"default", o.defaultValue}, {"help", o.help}});
            r["options"] = opts;
        }
        arr.push_back(r);
    }
    std::cout << arr.dump() << "\n";
    return 0;
}

int cmdReplay(const std::vector<std::string>& argv) {
    Args a(argv);
    auto rest = a.rest();
    if (rest.size() != 1) throw UsageError("give one game file");
    // Every file the table writes, through the one reader (docs/game-files.md).
    const qe::GameFileRead game = qe::readGameFileAt(rest[0]);
    if (game.problem != qe::GameFileProblem::None) {
        std::cout << json{{"ok", false}, {"error", game.message}, {"problem", qe::gameFileProblemName(game.problem)}}.dump()
                  << "\n";
        return 1;
    }
    try {
        const qe::Table* t = game.table.get();
        json out = {{"ok", true}, {"ruleset", t->ruleset().id()}, {"actions", t->log().size()},
                    {"hand", t->pub().handNumber}, {"version", game.version}};
        json scores = json::array();
        for (const auto& s : t->pub().seats) scores.push_back(s.score);
        out["scores"] = scores;
        std::cout << out.dump() << "\n";
    } catch (const std::exception& e) {
        std::cout << json{{"ok", false}, {"error", e.what()}}.dump() << "\n";
        return 1;
    }
    return 0;
}

// The review of one hand of a game file (any the table writes, read by
// readGameFileAt): each decision of the player where the Strong bot, asked
// from that seat's view, would have played differently (ai/review.h).
int cmdReview(const std::vector<std::string>& argv) {
    Args a(argv);
    const long long player = a.getInt("--player", 0);
    const long long hand = a.getInt("--hand", 0);
    auto rest = a.rest();
    if (rest.size() != 1) throw UsageError("give one game file");
    const qe::GameFileRead game = qe::readGameFileAt(rest[0]);
    if (game.problem != qe::GameFileProblem::None) {
        std::cout << json{{"ok", false}, {"error", game.message}, {"problem", qe::gameFileProblemName(game.problem)}}.dump()
                  << "\n";
        return 1;
    }
    try {
        const qe::Table* t = game.table.get();
        const int h = hand > 0 ? int(hand) : t->pub().handNumber;
        const qe::ai::Review r = qe::ai::reviewHand(*t, int(player), h);
        if (!r.ok) {
            std::cout << json{{"ok", false}, {"error", r.error}}.dump() << "\n";
            return 1;
        }
        auto choice = [&](const qe::ai::ReviewChoice& c) {
            json j = {{"action", json::parse(qe::Table::actionToJson(c.action))}, {"text", t->describe(c.action)}};
            if (c.figures) {
                j["shanten"] = c.shanten;
                j["acceptance"] = c.acceptance;
            }
            if (c.dealIn >= 0) j["deal_in"] = c.dealIn;
            return j;
        };
        json turns = json::array();
        for (const auto& x : r.turns)
            turns.push_back({{"decision", x.decision},
                             {"log_index", x.logIndex},
                             {"discards_before", x.discards},
                             {"claim", x.claim},
                             {"played", choice(x.played)},
                             {"strong", choice(x.strong)}});
        std::cout << json{{"ok", true}, {"player", r.player}, {"seat", r.seat}, {"hand", r.handNumber},
                          {"decisions", r.decisions}, {"turns", turns}}
                         .dump()
                  << "\n";
    } catch (const std::exception& e) {
        std::cout << json{{"ok", false}, {"error", e.what()}}.dump() << "\n";
        return 1;
    }
    return 0;
}

}  // namespace cli
