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

namespace {

// Every field of PublicState but the log. A field added to PublicState must
// be added here too: the size check below stops the build until it is.
void assignAllButLog(PublicState& d, const PublicState& s) {
#if defined(__GLIBCXX__) && defined(__x86_64__)
    static_assert(sizeof(PublicState) == 2008, "PublicState changed: copy the new field in assignAllButLog");
#endif
    d.ruleset = s.ruleset;
    d.phase = s.phase;
    d.turn = s.turn;
    d.dealer = s.dealer;
    d.roundWind = s.roundWind;
    d.handNumber = s.handNumber;
    d.handInRound = s.handInRound;
    d.honba = s.honba;
    d.counters = s.counters;
    d.seats = s.seats;
    d.wall = s.wall;
    d.lastDiscard = s.lastDiscard;
    d.lastDiscarder = s.lastDiscarder;
    d.claimTile = s.claimTile;
    d.claimIsKakan = s.claimIsKakan;
    d.claimIsAnkan = s.claimIsAnkan;
    d.history = s.history;
    d.outcome = s.outcome;
    d.firstDealer = s.firstDealer;
    d.firstDealerDice = s.firstDealerDice;
    d.playerAt = s.playerAt;
    d.placeOf = s.placeOf;
}

}  // namespace

void assignSeatViewAppendingLog(SeatView& v, const PublicState& pub, const PrivateSeat& own, int seat,
                                const Ruleset* ruleset, const Options& options, const TableConfig& config) {
    v.seat = seat;
    v.ruleset = ruleset;
    if (!(v.options == options)) v.options = options;
    v.config = config;
    assignAllButLog(v.pub, pub);
    v.pub.log.insert(v.pub.log.end(), pub.log.begin() + std::ptrdiff_t(v.pub.log.size()), pub.log.end());
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
