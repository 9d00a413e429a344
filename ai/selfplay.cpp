#include "selfplay.h"

#include <chrono>

#include "core/registry.h"
#include "core/shanten.h"
#include "core/session.h"
#include "profile.h"

namespace qe::ai {

namespace {

void countHand(SelfplayStats& st, const HandOutcome& o) {
    ++st.hands;
    auto scoreError = [&](const ScoreResult& r) {
        ++st.scoringErrors;
        if (st.firstError.empty()) st.firstError = "scoring error: " + r.error;
    };
    for (const auto& w : o.wins)
        if (!w.score.ok) scoreError(w.score);
    for (const auto& hv : o.settlement.handValues)
        if (!hv.ok && !hv.error.empty()) scoreError(hv);
    switch (o.kind) {
        case HandOutcome::Kind::Win:
            ++st.wins;
            for (const auto& w : o.wins) {
                ++st.winners;
                (w.tsumo ? st.tsumo : st.ron)++;
            }
            break;
        case HandOutcome::Kind::Exhausted: ++st.exhausted; break;
        case HandOutcome::Kind::Abort:
            ++st.aborts;
            ++st.abortReasons[o.abortReason];
            break;
        case HandOutcome::Kind::None: break;
    }
}

}  // namespace

SelfplayStats selfplay(const std::string& rulesetId, const Options& options, std::uint64_t seed, int hands,
                       const std::array<std::string, 4>& levels, bool checkInvariants) {
    SelfplayStats st;
    auto rs = makeRuleset(rulesetId);
    if (!rs) {
        st.firstError = rulesetStatus(rulesetId);
        return st;
    }
    // The shanten tables are built once per process on first use: not part
    // of the games timed (the bench's workloads likewise build them first).
    initShantenTables();
    // Likewise what the bots learn once per ruleset and options (the
    // profile of typical values, the honour facts for every pair of winds)
    // and the tables a ruleset's scorer builds on first use: learned here,
    // from a table's own resolved options, so the games timed are play only.
    {
        const Table probe(rs, options, seed);
        const RulesetProfile& prof = profileFor(*rs, probe.options());
        (void)prof;
        for (int seatWind = 0; seatWind < 4; ++seatWind)
            for (int roundWind = 0; roundWind < 4; ++roundWind)
                (void)honourFacts(*rs, probe.options(), seatWind, roundWind);
    }
    const auto t0 = std::chrono::steady_clock::now();
    std::uint64_t gameSeed = seed;
    while (st.hands < hands) {
        auto table = std::make_unique<Table>(rs, options, gameSeed++);
        std::array<std::unique_ptr<Bot>, 4> bots;
        std::array<Agent*, 4> agents{};
        for (int s = 0; s < 4; ++s) {
            bots[std::size_t(s)] = makeBot(levels[std::size_t(s)], gameSeed * 4 + std::uint64_t(s));
            agents[std::size_t(s)] = bots[std::size_t(s)].get();
        }
        ++st.games;
        try {
            SessionOptions so;
            so.checkInvariants = checkInvariants;
            Session game(std::move(table), agents, so);
            game.onApplied([&](const Action& a) {
                if (a.type == ActionType::NextHand || a.type == ActionType::EndGame) return;
                ++st.actions;
                if (a.type == ActionType::Discard && a.declare) ++st.declarations;
                if (a.type == ActionType::Chi || a.type == ActionType::Pon || a.type == ActionType::Kan) ++st.calls;
            });
            game.onHandEnd([&] { countHand(st, game.table().pub().outcome); });
            while (!game.gameOver() && st.hands < hands) game.advance(Pace::HandEnd);
        } catch (const std::logic_error& e) {
            ++st.invariantViolations;
            if (st.firstError.empty()) st.firstError = e.what();
            ++st.hands;  // count the broken hand and go on with a new game
        } catch (const std::exception& e) {
            if (st.firstError.empty()) st.firstError = e.what();
            ++st.hands;
        }
    }
    st.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return st;
}

}  // namespace qe::ai
