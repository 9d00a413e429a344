// Where the table on the screen comes from: a game played on this computer
// (a qe::Session with its bots, people taking turns at this screen) or a
// seat at a quetai-server (docs/network.md). GameController reads the table
// through this one interface and builds the same models from it, so the QML
// shows one table UI whichever it is.
//
// Hidden information: a source answers with views only. The local one
// builds them from the table (Table::view, which holds one seat's private
// state); the remote one holds the single SeatView the server sent for its
// seat, and for any other seat a view of the public state only.
#pragma once

#include <memory>
#include <vector>

#include "core/session.h"
#include "core/table.h"
#include "core/view.h"

namespace quetai {

class TableSource {
public:
    virtual ~TableSource() = default;
    virtual bool remote() const = 0;
    virtual const qe::Ruleset& ruleset() const = 0;
    virtual const qe::PublicState& pub() const = 0;
    virtual const qe::TableConfig& config() const = 0;
    virtual const qe::Options& options() const = 0;
    // `seat`'s view with its legal actions, as far as this source may show it.
    virtual qe::SeatView view(int seat) const = 0;
    // The seats that owe a decision now, as far as this source knows them.
    virtual std::vector<int> seatsToAct() const = 0;
    virtual bool gameOver() const = 0;
    // Between hands: the seat offered the end of the game, or -1.
    virtual int offerSeat() const = 0;
    // A decision of the seat this screen plays (or the next deal). Local:
    // applied at once, throws qe::IllegalAction leaving the game as it was.
    // Remote: sent; the server's answer arrives later as a new view.
    virtual void submit(const qe::Action& a) = 0;
    // The game loop, for what only a game played here has (bots, saves,
    // take-back, review, demos); nullptr for a remote table.
    virtual qe::Session* session() { return nullptr; }
    virtual const qe::Table* table() const { return nullptr; }
};

// A game played on this computer: a qe::Session (engine/core/session.h).
class LocalTable final : public TableSource {
public:
    explicit LocalTable(std::unique_ptr<qe::Session> s) : s_(std::move(s)) {}
    bool remote() const override { return false; }
    const qe::Ruleset& ruleset() const override { return s_->table().ruleset(); }
    const qe::PublicState& pub() const override { return s_->table().pub(); }
    const qe::TableConfig& config() const override { return s_->table().config(); }
    const qe::Options& options() const override { return s_->table().options(); }
    qe::SeatView view(int seat) const override { return s_->table().view(seat); }
    std::vector<int> seatsToAct() const override { return s_->table().seatsToAct(); }
    bool gameOver() const override { return s_->gameOver(); }
    int offerSeat() const override { return s_->offerSeat(); }
    void submit(const qe::Action& a) override { s_->submit(a); }
    qe::Session* session() override { return s_.get(); }
    const qe::Table* table() const override { return &s_->table(); }

private:
    std::unique_ptr<qe::Session> s_;
};

}  // namespace quetai
