#include "selfplay.h"

#include <chrono>

#include "core/registry.h"

namespace qe::ai {

SelfplayStats selfplay(const std::string& rulesetId, const Options& options, std::uint64_t seed, int hands,
                       const std::array<std::string, 4>& levels, bool checkInvariants) {
    SelfplayStats st;
    auto rs = makeRuleset(rulesetId);
    if (!rs) {
        st.firstError = rulesetStatus(rulesetId);
        return st;
    }
    const auto t0 = std::chrono::steady_clock::now();
    std::uint64_t gameSeed = seed;
    while (st.hands < hands) {
        Table t(rs, options, gameSeed++);
        t.setCheckInvariants(checkInvariants);
        std::array<std::unique_ptr<Bot>, 4> bots;
        for (int s = 0; s < 4; ++s) bots[std::size_t(s)] = makeBot(levels[std::size_t(s)], gameSeed * 4 + std::uint64_t(s));
        ++st.games;
        try {
            while (t.phase() != Phase::GameOver && st.hands < hands) {
                if (t.phase() == Phase::HandOver) {
                    // A seat offered the end of the game (riichi's leading
                    // all-last dealer) takes it: stopping while first can
                    // only keep first place.
                    const int stopper = t.ruleset().mayEndGame(t);
                    t.apply(stopper >= 0 ? Action{ActionType::EndGame, std::int8_t(stopper)}
                                         : Action{ActionType::NextHand, -1});
                    continue;
                }
                if (t.applyForced()) {
                    ++st.actions;
                    continue;
                }
                const auto seats = t.seatsToAct();
                for (int s : seats) {
                    SeatView v = t.view(s);
                    if (v.legal.empty()) continue;
                    // A bot plays for its player, wherever the ruleset seats them.
                    Action a = bots[std::size_t(t.pub().playerAt[std::size_t(s)])]->choose(v);
                    if (a.type == ActionType::Discard && a.declare) ++st.declarations;
                    if (a.type == ActionType::Chi || a.type == ActionType::Pon || a.type == ActionType::Kan) ++st.calls;
                    t.apply(a);
                    ++st.actions;
                    if (t.phase() == Phase::HandOver || t.phase() == Phase::GameOver) break;
                    if (t.phase() != Phase::Claim) break;  // the window closed; ask again
                }
                if (t.phase() == Phase::HandOver || t.phase() == Phase::GameOver) {
                    const auto& o = t.pub().outcome;
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
            }
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
