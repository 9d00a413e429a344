// Our table's events as mjai events (docs/mjai.md), for one seat (hidden
// tiles "?": the mjai seat, seat.h) or for everyone (a full log: logs.h).
#pragma once

#include <array>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/state.h"
#include "core/wall.h"

namespace qe::mjai {

class Encoder {
public:
    // viewer: the seat whose tiles may be shown; -1 every seat's.
    explicit Encoder(int viewer) : viewer_(viewer) {}

    // start_kyoku from the public state at the start of a hand and the four
    // dealt hands (empty: hidden, "?"). `scores` are the hand's starting
    // scores, which the encoder then follows (reach_accepted carries them).
    nlohmann::json startKyoku(const PublicState& pub, const TileSet& set,
                              const std::array<std::vector<TileId>, 4>& tehais, long long kyotakuPoints,
                              const std::array<long long, 4>& scores);
    // The mjai events for one of ours (none for most bookkeeping events).
    // `pub` is the state right after it (or later in the same hand: rivers
    // and melds only grow); `drawn` the tile of a draw by the viewer when the
    // event does not carry it. Resets per hand on HandStart.
    void encode(const Event& e, const PublicState& pub, const TileSet& set, TileId drawn,
                std::vector<nlohmann::json>& out);

private:
    int viewer_;
    std::array<int, 4> discards_{};
    std::array<bool, 4> reachDue_{};
    std::array<long long, 4> scores_{};
    nlohmann::json reachAccepted(int seat) const;
};

}  // namespace qe::mjai
