// quetai-cli soak --hands N [--seed S] [--bots L,L,L,L] [--rulesets a,b]:
// self-play across every available ruleset (N hands in all, shared evenly)
// with the table's invariant checks on, and per ruleset the totals of what
// went wrong. Besides the invariants it checks that every game reloads from
// its save to the same events and scores, that each hand ends within a
// bounded number of actions, and that the scorer accepted every win.
#include <chrono>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "bot.h"
#include "cli.h"
#include "core/registry.h"
#include "core/table.h"
#include "core/view.h"

using nlohmann::json;

namespace cli {

namespace {

// Far above any real hand (a 136-tile wall, four kongs, every claim passed):
// a hand still going after this many actions is stuck.
constexpr int kMaxActionsPerHand = 2000;

struct SoakTotals {
    long long hands = 0, games = 0, actions = 0;
    long long wins = 0, exhausted = 0, aborts = 0;
    long long invariantViolations = 0;  // Table::checkInvariants failed
    long long exceptions = 0;           // anything else thrown (an illegal bot action, a bad hook)
    long long scoringErrors = 0;        // a win or hand value the scorer refused
    long long replayMismatches = 0;     // a save that does not reload to the same game
    long long stuckHands = 0;           // hands over kMaxActionsPerHand actions
    double seconds = 0;
    std::string firstProblem;

    void problem(long long& counter, const std::string& what) {
        ++counter;
        if (firstProblem.empty()) firstProblem = what;
    }
    long long problems() const {
        return invariantViolations + exceptions + scoringErrors + replayMismatches + stuckHands;
    }
};

void checkReplay(const qe::Table& t, SoakTotals& st, const std::string& where) {
    std::unique_ptr<qe::Table> again;
    try {
        again = qe::Table::fromJson(t.toJson());
    } catch (const std::exception& e) {
        st.problem(st.replayMismatches, where + ": the save does not load: " + e.what());
        return;
    }
    bool same = again->fullEvents().size() == t.fullEvents().size() && again->phase() == t.phase();
    for (int s = 0; s < 4 && same; ++s)
        same = again->pub().seats[std::size_t(s)].score == t.pub().seats[std::size_t(s)].score;
    if (!same) st.problem(st.replayMismatches, where + ": the reloaded game differs");
}

void countHand(const qe::Table& t, SoakTotals& st, const std::string& where) {
    const auto& o = t.pub().outcome;
    ++st.hands;
    for (const auto& w : o.wins)
        if (!w.score.ok) st.problem(st.scoringErrors, where + ": scoring error: " + w.score.error);
    for (const auto& hv : o.settlement.handValues)
        if (!hv.ok && !hv.error.empty()) st.problem(st.scoringErrors, where + ": scoring error: " + hv.error);
    switch (o.kind) {
        case qe::HandOutcome::Kind::Win: ++st.wins; break;
        case qe::HandOutcome::Kind::Exhausted: ++st.exhausted; break;
        case qe::HandOutcome::Kind::Abort: ++st.aborts; break;
        case qe::HandOutcome::Kind::None: break;
    }
}

SoakTotals soakRuleset(const std::string& rid, std::uint64_t seed, long long hands,
                       const std::array<std::string, 4>& levels) {
    SoakTotals st;
    const auto rs = qe::makeRuleset(rid);
    const auto t0 = std::chrono::steady_clock::now();
    std::uint64_t gameSeed = seed;
    while (st.hands < hands) {
        const std::string where = rid + " game seed " + std::to_string(gameSeed);
        qe::Table t(rs, {}, gameSeed);
        t.setCheckInvariants(true);
        std::array<std::unique_ptr<qe::ai::Bot>, 4> bots;
        for (int s = 0; s < 4; ++s)
            bots[std::size_t(s)] = qe::ai::makeBot(levels[std::size_t(s)], gameSeed * 4 + std::uint64_t(s));
        ++gameSeed;
        ++st.games;
        int handActions = 0;
        try {
            while (t.phase() != qe::Phase::GameOver && st.hands < hands) {
                if (t.phase() == qe::Phase::HandOver) {
                    countHand(t, st, where);
                    handActions = 0;
                    if (st.hands >= hands) break;
                    const int stopper = t.ruleset().mayEndGame(t);
                    t.apply(stopper >= 0 ? qe::Action{qe::ActionType::EndGame, std::int8_t(stopper)}
                                         : qe::Action{qe::ActionType::NextHand, -1});
                    continue;
                }
                if (++handActions > kMaxActionsPerHand) {
                    st.problem(st.stuckHands,
                               where + ": a hand went on for " + std::to_string(kMaxActionsPerHand) + " actions");
                    ++st.hands;
                    break;
                }
                ++st.actions;
                if (t.applyForced()) continue;
                const auto seats = t.seatsToAct();
                if (seats.empty()) {
                    st.problem(st.stuckHands, where + ": the hand is on but no seat owes an action");
                    ++st.hands;
                    break;
                }
                const int s = seats.front();
                t.apply(bots[std::size_t(s)]->choose(t.view(s)));
            }
            if (t.phase() == qe::Phase::GameOver && st.hands < hands) countHand(t, st, where);
            checkReplay(t, st, where);
        } catch (const std::logic_error& e) {
            // Table::runChecks throws logic_error; IllegalAction is a runtime_error.
            st.problem(st.invariantViolations, where + ": " + e.what());
            ++st.hands;
        } catch (const std::exception& e) {
            st.problem(st.exceptions, where + ": " + e.what());
            ++st.hands;
        }
    }
    st.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return st;
}

json toJson(const SoakTotals& st) {
    json j = {{"hands", st.hands},
              {"games", st.games},
              {"actions", st.actions},
              {"wins", st.wins},
              {"draws", st.exhausted},
              {"abortive_draws", st.aborts},
              {"invariant_violations", st.invariantViolations},
              {"exceptions", st.exceptions},
              {"scoring_errors", st.scoringErrors},
              {"replay_mismatches", st.replayMismatches},
              {"stuck_hands", st.stuckHands},
              {"seconds", st.seconds}};
    if (!st.firstProblem.empty()) j["first_problem"] = st.firstProblem;
    return j;
}

std::vector<std::string> splitList(const std::string& s) {
    std::vector<std::string> v;
    std::stringstream ss(s);
    std::string item;
    while (std::getline(ss, item, ','))
        if (!item.empty()) v.push_back(item);
    return v;
}

}  // namespace

int cmdSoak(const std::vector<std::string>& argv) {
    Args a(argv);
    const long long hands = a.getInt("--hands", 1000);
    const long long seed = a.getInt("--seed", 1);
    const std::string bots = a.get("--bots", "simple,simple,simple,simple");
    const std::string only = a.get("--rulesets");
    a.rest();
    if (hands < 1) throw UsageError("--hands must be at least 1");
    std::array<std::string, 4> levels;
    const auto lv = splitList(bots);
    if (lv.size() != 4) throw UsageError("--bots: give four levels, one per seat: " + bots);
    for (std::size_t i = 0; i < 4; ++i) {
        if (!qe::ai::makeBot(lv[i], 0)) throw UsageError("--bots: unknown bot level '" + lv[i] + "'");
        levels[i] = lv[i];
    }
    std::vector<std::string> ids = only.empty() ? qe::rulesetIds() : splitList(only);
    if (ids.empty()) throw UsageError("--rulesets: give at least one ruleset id");
    for (const auto& id : ids)
        if (!qe::makeRuleset(id)) throw UsageError("--rulesets: " + qe::rulesetStatus(id));

    SoakTotals all;
    json per = json::object();
    const long long share = hands / (long long)ids.size(), extra = hands % (long long)ids.size();
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const long long n = share + ((long long)i < extra ? 1 : 0);
        if (n == 0) continue;
        const SoakTotals st = soakRuleset(ids[i], std::uint64_t(seed), n, levels);
        per[ids[i]] = toJson(st);
        all.hands += st.hands;
        all.games += st.games;
        all.actions += st.actions;
        all.wins += st.wins;
        all.exhausted += st.exhausted;
        all.aborts += st.aborts;
        all.invariantViolations += st.invariantViolations;
        all.exceptions += st.exceptions;
        all.scoringErrors += st.scoringErrors;
        all.replayMismatches += st.replayMismatches;
        all.stuckHands += st.stuckHands;
        all.seconds += st.seconds;
        if (all.firstProblem.empty()) all.firstProblem = st.firstProblem;
    }
    json out = {{"ok", all.problems() == 0}, {"seed", seed}, {"rulesets", per}, {"total", toJson(all)}};
    std::cout << out.dump() << "\n";
    return all.problems() == 0 ? 0 : 1;
}

}  // namespace cli
