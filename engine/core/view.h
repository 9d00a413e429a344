// A seat's view: everything that seat may see and nothing else. It is built
// from the table's PublicState and that seat's PrivateSeat only (state.h), so
// no code holding a SeatView can reach another seat's concealed tiles or the
// wall order; tests/test_view.cpp proves it.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "core/ruleset.h"
#include "core/state.h"

namespace qe {

struct SeatView {
    int seat = 0;
    const Ruleset* ruleset = nullptr;  // rules only: it holds no game state
    Options options;
    TableConfig config;
    PublicState pub;
    PrivateSeat own;
    std::vector<Action> legal;
    // What the rules refuse this seat now, with reasons (Ruleset::refuseActions).
    std::vector<RefusedAction> refused;

    Tile tile(TileId id) const { return config.wall.set.tile(id); }
    std::vector<Tile> handTiles() const;
    Counts handCounts() const;
    int seatWind() const { return pub.seatWind(seat); }
    // Copies of each kind this seat can see outside its own hand (rivers,
    // melds, flowers, indicators) plus its own hand and melds.
    Counts seenCounts() const { return seenCounts(handCounts()); }
    // The same for a caller that has counted its hand already (`hand`:
    // handCounts()).
    Counts seenCounts(const Counts& hand) const;
};

// The only way to make a SeatView: from the public state and one seat's
// private state.
SeatView makeSeatView(const PublicState& pub, const PrivateSeat& own, int seat, const Ruleset* ruleset,
                      const Options& options, const TableConfig& config, std::vector<Action> legal,
                      std::vector<RefusedAction> refused = {});
// The same into a view kept between decisions (Table::viewInto), copying
// again only what `what` names: the parts left out are vouched for by the
// caller to equal the ones in `pub` / `own` already. Scalars and the seat's
// concealed tiles are always written, the legal and refused lists never;
// the log is appended to (the caller vouches v.pub.log is a prefix of
// pub.log) or, with `wholeLog`, copied.
struct ViewRefresh {
    std::array<bool, 4> seats{true, true, true, true};  // name, melds, river, flowers, flags
    bool wall = true;      // revealed tiles
    bool taken = true;     // the wall's taken flags; else those at `takenSince` are set
    std::span<const std::uint16_t> takenSince;
    bool history = true;
    bool outcome = true;
    bool rest = true;      // ruleset id, counters, first dealer's dice
    bool rules = true;     // own.rules
    bool setup = true;     // options and config
    bool wholeLog = true;
};
void assignSeatViewRefreshing(SeatView& v, const PublicState& pub, const PrivateSeat& own, int seat,
                              const Ruleset* ruleset, const Options& options, const TableConfig& config,
                              const ViewRefresh& what);

}  // namespace qe
