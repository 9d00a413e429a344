#include "remotetable.h"

#include <QJsonArray>
#include <algorithm>

namespace quetai {

void RemoteTable::sync() {
    v_ = c_->view();
    // The wire carries a discard's tile id only (net/viewjson.h): its face
    // comes from the table's tile set.
    for (auto& s : v_.pub.seats)
        for (auto& d : s.river)
            if (d.id != qe::kNoTile) d.tile = v_.config.wall.set.tile(d.id);
}

qe::SeatView RemoteTable::view(int seat) const {
    const qe::SeatView& v = v_;
    if (seat == v.seat) return v;
    // Any other seat: its public part only (the server sent nothing more).
    return qe::makeSeatView(v.pub, qe::PrivateSeat{}, seat, v.ruleset, v.options, v.config, {});
}

std::vector<int> RemoteTable::seatsToAct() const {
    const qe::SeatView& v = v_;
    std::vector<int> out;
    switch (v.pub.phase) {
        case qe::Phase::Draw:
        case qe::Phase::Turn: out.push_back(v.pub.turn); break;
        case qe::Phase::Claim: {
            // Who may claim is each seat's secret: the seats whose clock
            // runs (the server's timer), else this seat when it is asked.
            const QJsonArray seats = c_->timer().value(QStringLiteral("seats")).toArray();
            for (const auto& s : seats) out.push_back(s.toInt());
            if (out.empty() && !v.legal.empty() && v.seat >= 0) out.push_back(v.seat);
            break;
        }
        default: break;
    }
    return out;
}

int RemoteTable::offerSeat() const {
    const qe::SeatView& v = v_;
    const bool offered = std::any_of(v.legal.begin(), v.legal.end(),
                                     [](const qe::Action& a) { return a.type == qe::ActionType::EndGame; });
    return offered ? v.seat : -1;
}

void RemoteTable::submit(const qe::Action& a) {
    // Between hands the deal goes on when every seat has continued
    // (docs/network.md "Between hands"), unless the ruleset offers this
    // seat the end of the game: then its answer is an action.
    if (a.type == qe::ActionType::NextHand && offerSeat() < 0) {
        c_->continueGame();
        return;
    }
    qe::Action b = a;
    b.seat = std::int8_t(v_.seat);
    c_->act(b);
}

}  // namespace quetai
