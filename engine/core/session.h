// One game session: the loop that plays a Table from its first deal to
// GameOver by asking each seat's agent for its decisions. It is the only game
// loop there is: the Qt table, `quetai-cli selfplay` and the arena all drive
// a Session, so a rule about *who decides what when* (claim windows, the
// offer to end the game between hands, the hand limit) is written once.
//
// A seat without an agent is a person: the session stops and waits until a
// front end submits that seat's decision. Timing (bot speed, countdowns,
// hand-over screens) is the front end's business, never the session's.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/table.h"
#include "core/view.h"

namespace qe {

// Whoever decides for a seat. It sees that seat's view only.
class Agent {
public:
    virtual ~Agent() = default;
    // `v.legal` is never empty; the answer must be one of its actions.
    // Between hands, the seat the ruleset offers the end of the game
    // (Ruleset::mayEndGame) is asked with legal = {EndGame, NextHand}:
    // NextHand declines and plays on.
    virtual Action choose(const SeatView& v) = 0;
    // A hand has ended (and, after its last hand, the game): the seat's view
    // then, for agents that follow the game outside their decisions (an
    // outside program told every event, ai/mjai/seat.h). Nothing to answer.
    virtual void observe(const SeatView& /*v*/) {}
};

// Why advance()/step() returned.
enum class SessionStop : std::uint8_t {
    Acted,     // one decision was applied (step(), or advance(Pace::Action))
    Waiting,   // a seat without an agent owes a decision: waiting()
    HandEnd,   // a hand has ended; an agent offered the end of the game has answered
    GameOver,  // the game is over (by the ruleset, by choice, or by the hand limit)
};

// How far advance() goes at most.
enum class Pace : std::uint8_t {
    Action,   // one decision
    HandEnd,  // to the end of the current hand (from between hands: deals the next one first)
    Waiting,  // until a person must decide or the game is over (never stops between hands)
};

struct SessionOptions {
    bool checkInvariants = false;  // Table::checkInvariants after every action (throws std::logic_error)
    int handLimit = 0;             // > 0: the game is over once this many hands were played
    int maxHandActions = 0;        // > 0: a hand still running after this many actions throws
};

class Session {
public:
    // `agents[p]` decides for player p (the game's players in their order at
    // the start, PublicState::playerAt: a ruleset may move them between
    // seats); nullptr is a person. Agents are not owned: they must outlive
    // the session (or be replaced with setAgent).
    Session(std::unique_ptr<Table> table, std::array<Agent*, 4> agents, SessionOptions options = {});

    // Rebuilds a game from its save (Table::toJson) by replaying it through
    // a session. With `watch` every agent is shown each view it was shown
    // when the game was played, so agents with state of their own (a bot's
    // random stream) continue exactly as the original game would have; that
    // costs every bot decision of the game again (a whole riichi game of
    // strong bots: about 9 s). Without it the agents start afresh from the
    // rebuilt table (the table's replay alone: some 20 ms). Throws
    // std::invalid_argument naming the action on a corrupt save.
    static std::unique_ptr<Session> resume(const std::string& tableJson, std::array<Agent*, 4> agents,
                                           SessionOptions options = {}, bool watch = true);
    // The same game rebuilt with only the first `actions` actions of its log
    // (take-back: replay the log minus its tail; the agents start afresh).
    // Throws std::invalid_argument when `actions` is beyond the log.
    static std::unique_ptr<Session> rewound(const Table& game, std::size_t actions, std::array<Agent*, 4> agents,
                                            SessionOptions options = {});

    // --- driving ---
    // One decision: the forced draw, one agent's answer, between hands the
    // next deal. Applying the action that ends a hand also asks an agent the
    // ruleset offers the end of the game (so the hand's end is reached with
    // that answer in). Waiting / GameOver when no step can be made.
    SessionStop step();
    SessionStop advance(Pace pace);
    // Plays until GameOver (or Waiting, when a person must decide).
    SessionStop runToEnd() { return advance(Pace::Waiting); }

    // A decision for `a.seat` (a person's, or any seat's from a front end or
    // a test), or between hands NextHand / the offered seat's EndGame.
    // Throws IllegalAction (nothing changed) when it is not legal now.
    void submit(const Action& a);
    // Between hands: deals the next hand (a pending offer to end the game is
    // declined). False when no hand is over or the game is over.
    bool nextHand();

    // --- state ---
    const Table& table() const { return *table_; }
    std::shared_ptr<const Ruleset> ruleset() const { return table_->rulesetPtr(); }
    Agent* agent(int player) const { return agents_[std::size_t(player)]; }
    void setAgent(int player, Agent* a) { agents_[std::size_t(player)] = a; }
    // The agent of the player sitting at `seat` now.
    Agent* agentAt(int seat) const;
    const SessionOptions& options() const { return options_; }
    // Seats whose player has no agent that owe a decision now, in the table's order;
    // between hands, the seat that may still end the game (offerSeat()).
    std::vector<int> waiting() const;
    // Between hands: the seat the ruleset offers the end of the game whose
    // answer is still open (a person's), else -1.
    int offerSeat() const;
    bool handOver() const;   // HandOver or GameOver
    bool gameOver() const;   // GameOver, or between hands with the hand limit reached
    bool limitReached() const;
    // Hands that ended in this session (replayed ones included).
    int handsEnded() const { return handsEnded_; }

    // --- observers ---
    // After every applied action: the autosave point.
    void onApplied(std::function<void(const Action&)> f) { onApplied_ = std::move(f); }
    // A hand has ended (after an agent's answer to the offer to end the game).
    void onHandEnd(std::function<void()> f) { onHandEnd_ = std::move(f); }

private:
    void applyAndFollow(const Action& a);
    void apply(const Action& a);
    void handEnded();
    void askOffer();
    // Between hands: the seat offered the end of the game whose answer is
    // still open, else -1.
    int openOffer() const;
    void replay(const Action& a, bool watch);
    static std::unique_ptr<Session> replayed(const Table& game, std::size_t actions, std::array<Agent*, 4> agents,
                                             SessionOptions options, bool watch);

    std::unique_ptr<Table> table_;
    std::array<Agent*, 4> agents_{};
    SessionOptions options_;
    // Between hands: the offer to end the game has been put to its agent.
    bool offerAsked_ = false;
    int handActions_ = 0;
    int handsEnded_ = 0;
    std::function<void(const Action&)> onApplied_;
    std::function<void()> onHandEnd_;
    // The view an agent is asked with, kept so that its memory is reused.
    SeatView view_;
    ViewKept viewKept_;  // Table::viewInto's: what view_ was filled from
};

}  // namespace qe
