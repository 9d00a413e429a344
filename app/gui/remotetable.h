// A seat (or a spectator's chair) at a quetai-server table, as a TableSource
// (tablesource.h): the table screen shows the one SeatView the server sent
// (net/client.h) and sends the chosen action back (docs/network.md "The
// view"). It holds no other seat's tiles: it never had them.
#pragma once

#include "client.h"
#include "tablesource.h"

namespace quetai {

class RemoteTable final : public TableSource {
public:
    explicit RemoteTable(net::Client* c) : c_(c) { sync(); }
    bool remote() const override { return true; }
    const qe::Ruleset& ruleset() const override { return *v_.ruleset; }
    const qe::PublicState& pub() const override { return v_.pub; }
    const qe::TableConfig& config() const override { return v_.config; }
    const qe::Options& options() const override { return v_.options; }
    // Takes the view the client holds now (after each view message).
    void sync();
    const qe::SeatView& seatView() const { return v_; }
    qe::SeatView view(int seat) const override;
    std::vector<int> seatsToAct() const override;
    bool gameOver() const override { return over_ || pub().phase == qe::Phase::GameOver; }
    int offerSeat() const override;
    void submit(const qe::Action& a) override;
    // The server said the game is over (game_over), or we left it.
    void setOver() { over_ = true; }
    net::Client* client() const { return c_; }

private:
    net::Client* c_;
    qe::SeatView v_;
    bool over_ = false;
};

}  // namespace quetai
