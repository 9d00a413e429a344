#include "core/view.h"

namespace qe {

SeatView makeSeatView(const PublicState& pub, const PrivateSeat& own, int seat, const Ruleset* ruleset,
                      const Options& options, const TableConfig& config, std::vector<Action> legal,
                      std::vector<RefusedAction> refused) {
    SeatView v;
    v.seat = seat;
    v.ruleset = ruleset;
    v.options = options;
    v.config = config;
    v.pub = pub;
    v.own = own;
    v.legal = std::move(legal);
    v.refused = std::move(refused);
    return v;
}

void assignSeatView(SeatView& v, const PublicState& pub, const PrivateSeat& own, int seat, const Ruleset* ruleset,
                    const Options& options, const TableConfig& config) {
    v.seat = seat;
    v.ruleset = ruleset;
    if (!(v.options == options)) v.options = options;
    v.config = config;
    v.pub = pub;
    v.own = own;
}

std::vector<Tile> SeatView::handTiles() const {
    std::vector<Tile> t;
    for (TileId id : own.hand) t.push_back(tile(id));
    return t;
}

Counts SeatView::handCounts() const {
    Counts c{};
    for (TileId id : own.hand) {
        Kind k = kindOfId(id);
        if (k < kNumKinds) ++c[k];
    }
    return c;
}

Counts SeatView::seenCounts() const {
    Counts c = handCounts();
    for (const auto& s : pub.seats) {
        for (const auto& d : s.river)
            if (!d.claimed && d.tile.kind < kNumKinds) ++c[d.tile.kind];
        for (const auto& m : s.melds)
            for (TileId id : m.ids) ++c[kindOfId(id)];
    }
    for (const auto& [idx, id] : pub.wall.revealed) {
        Kind k = kindOfId(id);
        if (k < kNumKinds) ++c[k];
    }
    return c;
}

}  // namespace qe
