#include "core/session.h"

#include <algorithm>
#include <stdexcept>

namespace qe {

Session::Session(std::unique_ptr<Table> table, std::array<Agent*, 4> agents, SessionOptions options)
    : table_(std::move(table)), agents_(agents), options_(options) {
    if (!table_) throw std::invalid_argument("session: no table");
    if (options_.handLimit < 0) throw std::invalid_argument("session: handLimit must be 0 or more");
    if (options_.maxHandActions < 0) throw std::invalid_argument("session: maxHandActions must be 0 or more");
    table_->setCheckInvariants(options_.checkInvariants);
}

namespace {

// A new table for the same game: names by player, as the game started
// (a ruleset may have moved the players since: yuque.md "Play").
std::unique_ptr<Table> freshTable(const Table& game) {
    std::array<std::string, 4> names;
    for (int p = 0; p < 4; ++p)
        names[std::size_t(p)] = game.pub().seats[std::size_t(game.pub().placeOf[std::size_t(p)])].name;
    return std::make_unique<Table>(game.rulesetPtr(), game.options(), game.seed(), names);
}

}  // namespace

std::unique_ptr<Session> Session::resume(const std::string& tableJson, std::array<Agent*, 4> agents,
                                         SessionOptions options, bool watch) {
    // The save is checked by the table's own replay first (a clear error
    // naming the action), then played again here with the agents watching.
    const std::unique_ptr<Table> saved = Table::fromJson(tableJson);
    return replayed(*saved, saved->log().size(), agents, options, watch);
}

std::unique_ptr<Session> Session::rewound(const Table& game, std::size_t actions, std::array<Agent*, 4> agents,
                                          SessionOptions options) {
    if (actions > game.log().size())
        throw std::invalid_argument("cannot rewind to action " + std::to_string(actions) + " of a log of " +
                                    std::to_string(game.log().size()));
    return replayed(game, actions, agents, options, false);
}

std::unique_ptr<Session> Session::replayed(const Table& game, std::size_t actions, std::array<Agent*, 4> agents,
                                           SessionOptions options, bool watch) {
    auto session = std::make_unique<Session>(freshTable(game), agents, options);
    for (std::size_t i = 0; i < actions; ++i) {
        try {
            session->replay(game.log()[i], watch);
        } catch (const std::logic_error& e) {
            throw std::invalid_argument("action " + std::to_string(i + 1) + " of the save cannot be replayed: " + e.what());
        }
    }
    // A live session puts the offer to an agent as the hand ends; a save
    // taken at that moment has not got the answer yet.
    session->askOffer();
    return session;
}

void Session::replay(const Action& a, bool watch) {
    // Show each agent the view it was asked with, in the order it was
    // asked, and apply the logged answer (the agent's, or a person's).
    if (a.type == ActionType::NextHand || a.type == ActionType::EndGame) {
        if (const int s = openOffer(); s >= 0) {
            if (Agent* ag = watch ? agentAt(s) : nullptr) {
                SeatView v = table_->view(s);
                v.legal.push_back(Action{ActionType::NextHand, -1});
                (void)ag->choose(v);
            }
            offerAsked_ = true;
        }
    } else if (watch && a.type != ActionType::Draw && a.seat >= 0 && a.seat < 4) {
        if (Agent* ag = agentAt(a.seat)) {
            table_->viewInto(a.seat, view_, viewKept_);
            if (!view_.legal.empty()) (void)ag->choose(view_);
        }
    }
    const bool wasOver = handOver();
    apply(a);
    if (!wasOver && handOver()) ++handsEnded_;
}

void Session::apply(const Action& a) {
    table_->apply(a);
    if (a.type == ActionType::NextHand) {
        handActions_ = 0;
        offerAsked_ = false;
    } else {
        ++handActions_;
        if (options_.maxHandActions > 0 && handActions_ > options_.maxHandActions && !handOver())
            throw std::runtime_error("the hand did not end after " + std::to_string(options_.maxHandActions) +
                                     " actions");
    }
    if (onApplied_) onApplied_(a);
}

void Session::applyAndFollow(const Action& a) {
    const bool wasOver = handOver();
    apply(a);
    if (!wasOver && handOver()) handEnded();
}

void Session::handEnded() {
    ++handsEnded_;
    offerAsked_ = false;
    askOffer();
    // Each agent is shown the final position in the session's reused view
    // (the same contents as Table::view, the log appended, not copied whole).
    for (int s = 0; s < 4; ++s)
        if (Agent* ag = agentAt(s)) {
            table_->viewInto(s, view_, viewKept_);
            ag->observe(view_);
        }
    if (onHandEnd_) onHandEnd_();
}

int Session::openOffer() const {
    if (table_->phase() != Phase::HandOver || offerAsked_) return -1;
    const int s = table_->ruleset().mayEndGame(*table_);
    return s >= 0 && s < 4 ? s : -1;
}

void Session::askOffer() {
    // The seat offered the end of the game decides from its own view
    // (riichi.md "Play": the leading all-last dealer may stop); a person
    // answers through submit() or nextHand().
    const int s = openOffer();
    if (s < 0) return;
    Agent* ag = agentAt(s);
    if (!ag) return;
    offerAsked_ = true;
    SeatView v = table_->view(s);
    v.legal.push_back(Action{ActionType::NextHand, -1});
    const Action a = ag->choose(v);
    if (std::find(v.legal.begin(), v.legal.end(), a) == v.legal.end())
        throw IllegalAction("seat " + std::to_string(s) + "'s agent answered the offer to end the game with '" +
                            table_->describe(a) + "'");
    if (a.type == ActionType::EndGame) apply(a);
}

Agent* Session::agentAt(int seat) const {
    // Agents decide for players; a ruleset may move players between seats
    // (yuque.md "Play": the seat rotation).
    return agents_[std::size_t(table_->pub().playerAt[std::size_t(seat)])];
}

int Session::offerSeat() const {
    const int s = openOffer();
    return s >= 0 && !agentAt(s) ? s : -1;
}

bool Session::handOver() const {
    return table_->phase() == Phase::HandOver || table_->phase() == Phase::GameOver;
}

bool Session::limitReached() const {
    return options_.handLimit > 0 && table_->pub().handNumber >= options_.handLimit;
}

bool Session::gameOver() const {
    return table_->phase() == Phase::GameOver || (table_->phase() == Phase::HandOver && limitReached());
}

std::vector<int> Session::waiting() const {
    std::vector<int> out;
    if (gameOver()) return out;
    if (table_->phase() == Phase::HandOver) {
        const int s = offerSeat();
        if (s >= 0) out.push_back(s);
        return out;
    }
    if (table_->phase() == Phase::Draw) return out;  // forced: nobody decides
    for (int s : table_->seatsToAct())
        if (!agentAt(s)) out.push_back(s);
    return out;
}

SessionStop Session::step() {
    if (gameOver()) return SessionStop::GameOver;
    const Phase ph = table_->phase();
    if (ph == Phase::HandOver) {
        if (const int s = openOffer(); s >= 0) {
            if (!agentAt(s)) return SessionStop::Waiting;
            askOffer();
            return gameOver() ? SessionStop::GameOver : SessionStop::Acted;
        }
        applyAndFollow(Action{ActionType::NextHand, -1});
        return SessionStop::Acted;
    }
    if (ph == Phase::Draw) {
        applyAndFollow(Action{ActionType::Draw, std::int8_t(table_->pub().turn)});
        return SessionStop::Acted;
    }
    // Claim answers are simultaneous (the table resolves them when all are
    // in), so agents answer first and a person's answer is awaited last.
    std::array<int, 4> seats{};
    const int n = table_->seatsToAct(seats);
    for (int i = 0; i < n; ++i) {
        const int s = seats[std::size_t(i)];
        Agent* ag = agentAt(s);
        if (!ag) continue;
        table_->viewInto(s, view_, viewKept_);
        const SeatView& v = view_;
        if (v.legal.empty()) continue;
        const Action a = ag->choose(v);
        if (std::find(v.legal.begin(), v.legal.end(), a) == v.legal.end())
            throw IllegalAction("seat " + std::to_string(s) + "'s agent chose an illegal action: " + table_->describe(a));
        applyAndFollow(a);
        return SessionStop::Acted;
    }
    if (n > 0) return SessionStop::Waiting;
    throw std::runtime_error("nobody to act in a running hand");
}

SessionStop Session::advance(Pace pace) {
    const int endedBefore = handsEnded_;
    for (;;) {
        const SessionStop r = step();
        if (r != SessionStop::Acted) return r;
        if (gameOver()) return SessionStop::GameOver;
        if (pace == Pace::Action) return SessionStop::Acted;
        if (pace == Pace::HandEnd && handsEnded_ != endedBefore) return SessionStop::HandEnd;
    }
}

void Session::submit(const Action& a) {
    if (a.type == ActionType::NextHand) {
        if (!nextHand()) throw IllegalAction("next_hand: no hand is over, or the game is over");
        return;
    }
    applyAndFollow(a);
}

bool Session::nextHand() {
    if (table_->phase() != Phase::HandOver || gameOver()) return false;
    applyAndFollow(Action{ActionType::NextHand, -1});
    return true;
}

}  // namespace qe
