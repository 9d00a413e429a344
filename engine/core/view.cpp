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

namespace {

// A hand outcome as a table holds it while the hand is played (reset at
// each hand's start, filled when it ends). A field added to HandOutcome,
// Settlement or ScoreResult must be checked here too: the size checks stop
// the build until it is.
bool isUnplayed(const ScoreResult& r) {
#if defined(__GLIBCXX__) && defined(__x86_64__)
    static_assert(sizeof(ScoreResult) == 184, "ScoreResult changed: check the new field in isUnplayed");
#endif
    return !r.ok && r.error.empty() && r.ruleset.empty() && !r.valid && r.total == 0 && r.fields.empty() &&
           r.items.empty() && r.steps.empty() && r.groups.empty();
}

bool isUnplayed(const HandOutcome& o) {
#if defined(__GLIBCXX__) && defined(__x86_64__)
    static_assert(sizeof(Settlement) == 824, "Settlement changed: check the new field in isUnplayed");
    static_assert(sizeof(HandOutcome) == 1000, "HandOutcome changed: check the new field in isUnplayed");
#endif
    if (o.kind != HandOutcome::Kind::None || o.gameOver || !o.wins.empty() || !o.abortReason.empty()) return false;
    for (int s = 0; s < 4; ++s)
        if (!o.hands[std::size_t(s)].empty() || o.tenpai[std::size_t(s)]) return false;
    const Settlement& st = o.settlement;
    if (st.stepsRestatePayments || !st.payments.empty() || !st.steps.empty()) return false;
    for (int s = 0; s < 4; ++s)
        if (st.delta[std::size_t(s)] != 0 || !isUnplayed(st.handValues[std::size_t(s)])) return false;
    return true;
}

// One seat's public facts; its flags (a map) are copied only when they
// differ, which they rarely do from one decision to the next.
void assignSeat(PublicSeat& d, const PublicSeat& s) {
#if defined(__GLIBCXX__) && defined(__x86_64__)
    static_assert(sizeof(PublicSeat) == 168, "PublicSeat changed: copy the new field in assignSeat");
#endif
    d.name = s.name;
    d.score = s.score;
    d.melds = s.melds;
    d.river = s.river;
    d.flowers = s.flowers;
    d.concealedCount = s.concealedCount;
    d.holdsDrawn = s.holdsDrawn;
    if (d.flags != s.flags) d.flags = s.flags;
}

// One seat's public facts that change only when the table marks the seat
// (Table::markSeat): the rest is scalars, written every time.
void assignSeatScalars(PublicSeat& d, const PublicSeat& s) {
    d.score = s.score;
    d.concealedCount = s.concealedCount;
    d.holdsDrawn = s.holdsDrawn;
}

}  // namespace

void assignSeatViewRefreshing(SeatView& v, const PublicState& pub, const PrivateSeat& own, int seat,
                              const Ruleset* ruleset, const Options& options, const TableConfig& config,
                              const ViewRefresh& what) {
#if defined(__GLIBCXX__) && defined(__x86_64__)
    static_assert(sizeof(PublicState) == 2008, "PublicState changed: copy the new field in assignSeatViewRefreshing");
    static_assert(sizeof(WallPublic) == 96, "WallPublic changed: copy the new field in assignSeatViewRefreshing");
    static_assert(sizeof(PrivateSeat) == 176, "PrivateSeat changed: copy the new field in assignSeatViewRefreshing");
#endif
    v.seat = seat;
    v.ruleset = ruleset;
    if (what.setup) {
        if (!(v.options == options)) v.options = options;
        v.config = config;
    }
    PublicState& d = v.pub;
    const PublicState& s = pub;
    if (what.rest) {
        d.ruleset = s.ruleset;
        if (d.counters != s.counters) d.counters = s.counters;
        d.firstDealerDice = s.firstDealerDice;
    }
    d.phase = s.phase;
    d.turn = s.turn;
    d.dealer = s.dealer;
    d.roundWind = s.roundWind;
    d.handNumber = s.handNumber;
    d.handInRound = s.handInRound;
    d.honba = s.honba;
    for (std::size_t i = 0; i < 4; ++i) {
        if (what.seats[i])
            assignSeat(d.seats[i], s.seats[i]);
        else
            assignSeatScalars(d.seats[i], s.seats[i]);
    }
    WallPublic& dw = d.wall;
    const WallPublic& sw = s.wall;
    dw.size = sw.size;
    dw.dice = sw.dice;
    dw.breakSide = sw.breakSide;
    dw.breakStack = sw.breakStack;
    dw.liveRemaining = sw.liveRemaining;
    dw.deadWall = sw.deadWall;
    if (what.taken) {
        dw.taken = sw.taken;
    } else {
        for (std::uint16_t i : what.takenSince) dw.taken[i] = true;
    }
    if (what.wall) dw.revealed = sw.revealed;
    d.lastDiscard = s.lastDiscard;
    d.lastDiscarder = s.lastDiscarder;
    d.claimTile = s.claimTile;
    d.claimIsKakan = s.claimIsKakan;
    d.claimIsAnkan = s.claimIsAnkan;
    if (what.history) d.history = s.history;
    if (what.outcome && (!isUnplayed(s.outcome) || !isUnplayed(d.outcome))) d.outcome = s.outcome;
    d.firstDealer = s.firstDealer;
    d.playerAt = s.playerAt;
    d.placeOf = s.placeOf;
    if (what.wholeLog)
        d.log = s.log;
    else
        d.log.insert(d.log.end(), s.log.begin() + std::ptrdiff_t(d.log.size()), s.log.end());
    v.own.hand = own.hand;
    v.own.drawn = own.drawn;
    if (what.rules) v.own.rules = own.rules;
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

Counts SeatView::seenCounts(const Counts& hand) const {
    Counts c = hand;
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
