#include "core/table.h"

#include <algorithm>
#include <atomic>
#include <nlohmann/json.hpp>

#include "core/shanten.h"
#include "core/view.h"

namespace qe {

namespace {

const char* kSeatLetters = "ESWN";

// Distinct (kind, red) choices of `n` tiles (1..3) of kind `k` from `hand`:
// one representative id list per distinct red count, fewest red first.
// Asked for every claim of every seat on every discard: kept in place, no
// allocation (a kind has at most four ids).
struct Picks {
    std::array<std::array<TileId, 3>, 4> v{};
    int n = 0;
    const std::array<TileId, 3>* begin() const { return v.data(); }
    const std::array<TileId, 3>* end() const { return v.data() + n; }
};

Picks pickSame(const std::vector<TileId>& hand, const TileSet& set, Kind k, int n) {
    Picks out;
    std::array<TileId, 4> plain{}, red{};
    int plains = 0, reds = 0;
    for (TileId id : hand)
        if (kindOfId(id) == k && plains + reds < 4) {
            if (set.isRed(id))
                red[std::size_t(reds++)] = id;
            else
                plain[std::size_t(plains++)] = id;
        }
    if (plains + reds < n) return out;
    for (int r = 0; r <= std::min(n, reds); ++r) {
        const int p = n - r;
        if (p > plains) continue;
        auto& v = out.v[std::size_t(out.n++)];
        for (int i = 0; i < r; ++i) v[std::size_t(i)] = red[std::size_t(i)];
        for (int i = 0; i < p; ++i) v[std::size_t(r + i)] = plain[std::size_t(i)];
    }
    return out;
}

// A drawn tile into a concealed hand, which is kept sorted by id: put in
// its place rather than appended and the whole hand sorted again.
void insertSorted(std::vector<TileId>& hand, TileId id) {
    hand.insert(std::upper_bound(hand.begin(), hand.end(), id), id);
}

}  // namespace

const char* actionTypeName(ActionType t) {
    switch (t) {
        case ActionType::Draw: return "draw";
        case ActionType::Discard: return "discard";
        case ActionType::Chi: return "chi";
        case ActionType::Pon: return "pon";
        case ActionType::Kan: return "kan";
        case ActionType::Kakan: return "kakan";
        case ActionType::Ankan: return "ankan";
        case ActionType::Tsumo: return "tsumo";
        case ActionType::Ron: return "ron";
        case ActionType::Pass: return "pass";
        case ActionType::Abort: return "abort";
        case ActionType::NextHand: return "next_hand";
        case ActionType::EndGame: return "end_game";
    }
    return "?";
}

const char* eventTypeName(EventType t) {
    switch (t) {
        case EventType::HandStart: return "hand_start";
        case EventType::Deal: return "deal";
        case EventType::Draw: return "draw";
        case EventType::Replacement: return "replacement";
        case EventType::Flower: return "flower";
        case EventType::Discard: return "discard";
        case EventType::Chi: return "chi";
        case EventType::Pon: return "pon";
        case EventType::Kan: return "kan";
        case EventType::Kakan: return "kakan";
        case EventType::Ankan: return "ankan";
        case EventType::Pass: return "pass";
        case EventType::ClaimClosed: return "claim_closed";
        case EventType::Indicator: return "indicator";
        case EventType::Win: return "win";
        case EventType::Abort: return "abort";
        case EventType::Exhausted: return "exhausted";
        case EventType::Score: return "score";
        case EventType::HandEnd: return "hand_end";
        case EventType::GameEnd: return "game_end";
        case EventType::FirstDealer: return "first_dealer";
        case EventType::Seating: return "seating";
    }
    return "?";
}

Table::Table(std::shared_ptr<const Ruleset> ruleset, Options options, std::uint64_t seed,
             std::array<std::string, 4> names)
    : ruleset_(std::move(ruleset)), options_(std::move(options)), seed_(seed) {
    init(std::move(names));
}

Table::Table(std::shared_ptr<const Ruleset> ruleset, Options options, std::vector<TileId> firstWall,
             std::array<int, 2> dice, FirstDealerDraw first, std::array<std::string, 4> names)
    : ruleset_(std::move(ruleset)), forcedWall_(std::move(firstWall)), forcedDice_(dice),
      forcedFirst_(std::move(first)), options_(std::move(options)), seed_(0) {
    init(std::move(names));
}

void Table::setNextWall(std::vector<TileId> order, std::array<int, 2> dice) {
    ++stateVersion_;
    if (int(order.size()) != config_.wall.set.size())
        throw std::invalid_argument("setNextWall: a wall of " + std::to_string(order.size()) + " tiles, the set has " +
                                    std::to_string(config_.wall.set.size()));
    nextWall_ = std::move(order);
    nextDice_ = dice;
}

void Table::setWallForHand(int hand, std::vector<TileId> order, std::array<int, 2> dice) {
    if (int(order.size()) != config_.wall.set.size())
        throw std::invalid_argument("the wall of hand " + std::to_string(hand) + " has " + std::to_string(order.size()) +
                                    " tiles, the set has " + std::to_string(config_.wall.set.size()));
    pendingWalls_.push_back({hand, std::move(order), dice});
}

std::unique_ptr<Table> Table::startOver() const {
    std::array<std::string, 4> names;
    for (int p = 0; p < 4; ++p) names[std::size_t(p)] = pub_.seats[std::size_t(pub_.placeOf[std::size_t(p)])].name;
    std::unique_ptr<Table> t = forcedWall_.empty()
                                   ? std::make_unique<Table>(ruleset_, options_, seed_, names)
                                   : std::make_unique<Table>(ruleset_, options_, forcedWall_, forcedDice_, forcedFirst_, names);
    for (const GivenWall& w : givenWalls_)
        if (w.hand > 1) t->setWallForHand(w.hand, w.order, w.dice);
    return t;
}

void Table::init(std::array<std::string, 4> names) {
    options_.resolve(ruleset_->optionDescs());
    config_ = ruleset_->config(options_);
#ifndef NDEBUG
    checkInvariants_ = true;
#endif
    pub_.ruleset = ruleset_->id();
    for (int s = 0; s < 4; ++s) {
        pub_.seats[std::size_t(s)].name = names[std::size_t(s)];
        pub_.seats[std::size_t(s)].score = config_.startScore;
    }
    pub_.handInRound = 1;
    FirstDealerDraw d = forcedFirst_;  // a fixed first wall (tests): as given, seat 0 by default
    if (forcedWall_.empty()) {
        // The first dealer is thrown on a stream of its own, so each hand's
        // wall is derived from (seed, hand number) exactly as before.
        std::uint64_t st = seed_ ^ 0x3c6ef372fe94f82bULL;
        Rng dice(splitmix64(st));
        d = ruleset_->drawFirstDealer(dice);
    }
    if (d.seat < 0 || d.seat > 3)
        throw std::invalid_argument("first dealer: seat " + std::to_string(d.seat) + " is not 0..3 (ruleset " +
                                    ruleset_->id() + ")");
    pub_.firstDealer = d.seat;
    pub_.firstDealerDice = d.dice;
    pub_.dealer = pub_.firstDealer;
    ruleset_->startGame(*this);
    startHand();
    syncPublic();
    markAll();
    runChecks();
}

std::vector<Tile> Table::tiles(const std::vector<TileId>& ids) const {
    std::vector<Tile> v;
    v.reserve(ids.size());
    for (TileId id : ids) v.push_back(tile(id));
    return v;
}

Counts Table::concealedCounts(int seat) const {
    Counts c{};
    for (TileId id : priv(seat).hand) {
        const Kind k = kindOfId(id);
        if (k < kNumKinds) ++c[k];
    }
    return c;
}

bool Table::completesWith(int seat, Kind k, int meldCount, std::uint8_t forms) const {
    if (k >= kNumKinds || priv(seat).hand.size() > 14 || meldCount < -128 || meldCount > 127) {
        Counts c = concealedCounts(seat);
        if (k < kNumKinds) ++c[k];
        return isComplete(c, meldCount, forms);
    }
    return keptAnswer(seat, -1, k, meldCount, forms);
}

bool Table::completesHand(const WinContext& ctx, int meldCount, std::uint8_t forms) const {
    if (!ctx.tsumo) return completesWith(ctx.seat, kindOfId(ctx.tile), meldCount, forms);
    // Self-drawn: the hand without the winning tile is the one the other
    // seats' discards asked about since the seat's last discard.
    const auto& hand = priv(ctx.seat).hand;
    const Kind k = kindOfId(ctx.tile);
    const auto at = std::find(hand.begin(), hand.end(), ctx.tile);
    if (k >= kNumKinds || at == hand.end() || hand.size() > 15 || meldCount < -128 || meldCount > 127)
        return isComplete(concealedCounts(ctx.seat), meldCount, forms);
    return keptAnswer(ctx.seat, int(at - hand.begin()), k, meldCount, forms);
}

bool Table::keptAnswer(int seat, int skip, Kind k, int meldCount, std::uint8_t forms) const {
    const auto& hand = priv(seat).hand;
    const std::size_t n = hand.size() - (skip >= 0 ? 1 : 0);
    WaitCache& w = waitCache_[std::size_t(seat)];
    bool same = w.size == n && w.melds == meldCount && w.forms == forms;
    if (same) {
        if (skip < 0) {
            same = std::equal(hand.begin(), hand.end(), w.hand.begin());
        } else {
            const auto cut = hand.begin() + skip;
            same = std::equal(hand.begin(), cut, w.hand.begin()) &&
                   std::equal(cut + 1, hand.end(), w.hand.begin() + skip);
        }
    }
    if (!same) {
        std::size_t j = 0;
        for (std::size_t i = 0; i < hand.size(); ++i)
            if (int(i) != skip) w.hand[j++] = hand[i];
        w.size = std::uint8_t(n);
        w.melds = std::int8_t(meldCount);
        w.forms = forms;
        w.counts = concealedCounts(seat);
        if (skip >= 0) {
            const Kind s = kindOfId(hand[std::size_t(skip)]);
            if (s < kNumKinds) --w.counts[s];
        }
        w.candidates = shapeWaitCandidates(w.counts, meldCount, forms);
        w.known = w.waits = 0;
    }
    const std::uint64_t bit = std::uint64_t(1) << k;
    if (!(w.candidates & bit)) return false;
    if (!(w.known & bit)) {
        Counts c = w.counts;
        ++c[k];
        w.known |= bit;
        if (isComplete(c, meldCount, forms)) w.waits |= bit;
    }
    return w.waits & bit;
}

int Table::kongCount() const {
    int n = 0;
    for (const auto& s : pub_.seats)
        for (const auto& m : s.melds)
            if (m.meld.isKong()) ++n;
    return n;
}

void Table::emitEvent(Event e) {
    events_.push_back(e);
    if (e.audience != kRulesOnlyEvent) {
        pub_.log.push_back(e);
        if (e.audience >= 0) {
            // The public record of a private event keeps who and what kind, not the tiles.
            Event& pe = pub_.log.back();
            pe.tile = kNoTile;
            pe.tiles.clear();
        }
    }
    ruleset_->onEvent(*this, e);
}

void Table::record(Event e) {
    ++stateVersion_;
    emitEvent(std::move(e));
}

void Table::seatPlayers(const std::array<int, 4>& playerAt, const std::string& why) {
    ++stateVersion_;
    std::array<bool, 4> seen{};
    for (int p : playerAt) {
        if (p < 0 || p > 3 || seen[std::size_t(p)])
            throw std::invalid_argument("seatPlayers: playerAt must hold each player 0..3 once");
        seen[std::size_t(p)] = true;
    }
    if (playerAt == pub_.playerAt) return;
    markAll();
    // Each player takes their name, score and public seat record along.
    const std::array<PublicSeat, 4> old = pub_.seats;
    for (int s = 0; s < 4; ++s) {
        const int p = playerAt[std::size_t(s)];
        pub_.seats[std::size_t(s)] = old[std::size_t(pub_.placeOf[std::size_t(p)])];
    }
    pub_.playerAt = playerAt;
    for (int s = 0; s < 4; ++s) pub_.placeOf[std::size_t(playerAt[std::size_t(s)])] = s;
    Event e{EventType::Seating};
    e.text = why;
    emitEvent(std::move(e));
}

void Table::startHand() {
    markAll();  // every seat's record, the outcome, the indicators, the private rule state
    ++pub_.handNumber;
    for (auto& s : pub_.seats) {
        s.melds.clear();
        s.river.clear();
        s.flowers.clear();
        s.flags.clear();
        s.holdsDrawn = false;
    }
    for (auto& p : priv_) p = PrivateSeat{};
    pub_.log.clear();
    logStamp_.renew();
    pub_.outcome = HandOutcome{};
    pub_.lastDiscard = kNoTile;
    pub_.lastDiscarder = -1;
    pub_.claimTile = kNoTile;
    pub_.claimIsKakan = false;
    pub_.claimIsAnkan = false;
    pub_.wall.revealed.clear();
    for (auto& o : claimOptions_) o.clear();
    kakanSeat_ = -1;
    turnFromClaim_ = afterReplacement_ = afterFlower_ = false;
    discardCount_ = callCount_ = 0;
    lastDrawWasLive_ = false;
    if (pub_.handNumber == 1) {
        Event fd{EventType::FirstDealer, std::int8_t(pub_.firstDealer)};
        for (std::size_t i = 0; i < pub_.firstDealerDice.size(); ++i)
            fd.text += (i == 0 ? "" : i % 2 ? "+" : ", ") + std::to_string(pub_.firstDealerDice[i]);
        emitEvent(std::move(fd));
    }
    ruleset_->beforeDeal(*this);
    // Each hand's wall comes from its own stream of the game seed, so a hand
    // can be replayed from (seed, hand number) alone (common.md).
    std::uint64_t st = seed_ ^ (0xa0761d6478bd642fULL * std::uint64_t(pub_.handNumber));
    Rng handRng(splitmix64(st));
    if (pub_.handNumber == 1 && !forcedWall_.empty()) {
        givenWalls_.push_back({pub_.handNumber, forcedWall_, forcedDice_});
        wall_ = Wall(config_.wall, forcedWall_, forcedDice_, pub_.dealer);
    } else if (auto pw = std::find_if(pendingWalls_.begin(), pendingWalls_.end(),
                                      [&](const GivenWall& w) { return w.hand == pub_.handNumber; });
               pw != pendingWalls_.end()) {
        givenWalls_.push_back(*pw);
        wall_ = Wall(config_.wall, pw->order, pw->dice, pub_.dealer);
        pendingWalls_.erase(pw);
    } else if (!nextWall_.empty()) {
        givenWalls_.push_back({pub_.handNumber, nextWall_, nextDice_});
        wall_ = Wall(config_.wall, std::move(nextWall_), nextDice_, pub_.dealer);
        nextWall_.clear();
    } else
        wall_ = Wall(config_.wall, handRng, pub_.dealer);
    syncedDrawn_ = -1;  // a new wall: its taken flags are copied at the next syncPublic
    Event hs{EventType::HandStart};
    hs.code = pub_.handNumber;
    hs.text = std::to_string(wall_.dice()[0]) + "+" + std::to_string(wall_.dice()[1]);
    emitEvent(std::move(hs));
    dealHand();
}

void Table::dealHand() {
    auto hands = wall_.deal(pub_.dealer);
    for (int s = 0; s < 4; ++s) {
        auto& h = priv_[std::size_t(s)].hand;
        h = hands[std::size_t(s)];
        std::sort(h.begin(), h.end());
        Event e{EventType::Deal, std::int8_t(s)};
        e.tiles = h;
        e.audience = std::int8_t(s);
        emitEvent(std::move(e));
    }
    pub_.turn = pub_.dealer;
    pub_.phase = Phase::Draw;
    // Flowers dealt are replaced in turn from the dealer on, until nobody holds one.
    if (config_.autoFlowers) {
        bool any = true;
        while (any && pub_.phase != Phase::HandOver) {
            any = false;
            for (int i = 0; i < 4 && pub_.phase != Phase::HandOver; ++i) {
                const int s = (pub_.dealer + i) % 4;
                for (TileId id : priv_[std::size_t(s)].hand)
                    if (isFlower(kindOfId(id))) any = true;
                replaceFlowers(s);
            }
        }
        afterFlower_ = false;
        for (auto& p : priv_) p.drawn = kNoTile;
    }
    syncPublic();
    if (pub_.phase == Phase::HandOver || pub_.phase == Phase::GameOver) return;
    // The 跳牌 deal gives the dealer 14: the first turn is a discard (binshi.md).
    if (int(priv_[std::size_t(pub_.dealer)].hand.size()) == 14) pub_.phase = Phase::Turn;
    ruleset_->startHand(*this);
    syncPublic();
}

void Table::removeFromHand(int seat, TileId id) {
    auto& h = priv_[std::size_t(seat)].hand;
    auto it = std::find(h.begin(), h.end(), id);
    if (it == h.end()) throw IllegalAction("tile not in hand");
    h.erase(it);
    if (priv_[std::size_t(seat)].drawn == id) priv_[std::size_t(seat)].drawn = kNoTile;
}

void Table::replaceFlowers(int seat) {
    auto& p = priv_[std::size_t(seat)];
    for (;;) {
        auto it = std::find_if(p.hand.begin(), p.hand.end(), [](TileId id) { return isFlower(kindOfId(id)); });
        if (it == p.hand.end()) return;
        const TileId f = *it;
        p.hand.erase(it);
        pub_.seats[std::size_t(seat)].flowers.push_back(f);
        markSeat(seat);
        Event e{EventType::Flower, std::int8_t(seat), f};
        emitEvent(std::move(e));
        const int r = wall_.drawReplacement();
        if (r < 0) {
            HandOutcome o;
            o.kind = HandOutcome::Kind::Exhausted;
            endHandWith(std::move(o));
            return;
        }
        insertSorted(p.hand, TileId(r));
        p.drawn = TileId(r);
        afterFlower_ = true;
        Event d{EventType::Replacement, std::int8_t(seat), TileId(r)};
        d.audience = std::int8_t(seat);
        emitEvent(std::move(d));
    }
}

void Table::drawFor(int seat, bool replacement) {
    const int id = replacement ? wall_.drawReplacement() : wall_.drawLive();
    if (id < 0) {
        HandOutcome o;
        o.kind = HandOutcome::Kind::Exhausted;
        endHandWith(std::move(o));
        return;
    }
    auto& p = priv_[std::size_t(seat)];
    insertSorted(p.hand, TileId(id));
    p.drawn = TileId(id);
    lastDrawWasLive_ = !replacement;
    afterReplacement_ = replacement;
    afterFlower_ = false;
    turnFromClaim_ = false;
    Event e{replacement ? EventType::Replacement : EventType::Draw, std::int8_t(seat), TileId(id)};
    e.audience = std::int8_t(seat);
    emitEvent(std::move(e));
    pub_.turn = seat;
    pub_.phase = Phase::Turn;
    if (config_.autoFlowers && isFlower(kindOfId(TileId(id)))) replaceFlowers(seat);
}

bool Table::inTurnSeatHand(int seat, TileId id) const {
    const auto& h = priv(seat).hand;
    return std::find(h.begin(), h.end(), id) != h.end();
}

void Table::turnActions(int seat, std::vector<Action>& out) const {
    const auto& p = priv(seat);
    const TileSet& set = config_.wall.set;
    // Discards: one per distinct tile, preferring a tile from the hand over the
    // drawn one; the drawn tile gets its own action (tsumogiri) as well.
    // The tiles already given a discard, as bits of (kind, red): asked on
    // every turn, a scan of the actions so far per tile cost more.
    const std::size_t first = out.size();
    std::uint64_t given[2] = {0, 0};
    for (TileId id : p.hand) {
        if (id == p.drawn) continue;
        const Tile t = set.tile(id);
        const unsigned key = unsigned(t.kind) * 2 + unsigned(t.red);
        if (key < 128) {
            std::uint64_t& word = given[key / 64];
            const std::uint64_t bit = std::uint64_t(1) << (key % 64);
            if (word & bit) continue;
            word |= bit;
        } else if (std::any_of(out.begin() + std::ptrdiff_t(first), out.end(),
                               [&](const Action& d) { return set.tile(d.tile) == t; })) {
            continue;  // no such tile in a set: compared as before
        }
        Action a{ActionType::Discard, std::int8_t(seat), id};
        out.push_back(a);
    }
    if (p.drawn != kNoTile) out.push_back(Action{ActionType::Discard, std::int8_t(seat), p.drawn});

    // Kongs: after a draw, or after a call where the ruleset allows it; not
    // without a tile left to replace it (riichi.md "Play") unless the ruleset
    // lets such a kong end the hand as a draw (kongWithoutReplacement).
    const bool mayKong = (p.drawn != kNoTile || (turnFromClaim_ && config_.kongAfterCall) ||
                          (discardCount_ == 0 && seat == pub_.dealer && p.hand.size() % 3 == 2)) &&
                         kongCount() < config_.maxKongs &&
                         (wall_.liveRemaining() > 0 || config_.kongWithoutReplacement);
    if (mayKong) {
        // The hand is sorted by id, so a kind's copies sit together in it:
        // four in a row are a concealed kong (kinds in ascending order).
        const auto& h = p.hand;
        for (std::size_t i = 0; i + 3 < h.size();) {
            const Kind k = kindOfId(h[i]);
            std::size_t j = i + 1;
            while (j < h.size() && kindOfId(h[j]) == k) ++j;
            if (j - i == 4 && k < kNumKinds)
                out.push_back(Action{ActionType::Ankan, std::int8_t(seat), h[i], {h[i + 1], h[i + 2], h[i + 3]}});
            i = j;
        }
        for (const auto& m : pub_.seats[std::size_t(seat)].melds) {
            if (m.meld.type != MeldType::Pon) continue;
            for (TileId id : p.hand)
                if (kindOfId(id) == m.meld.kind) {
                    out.push_back(Action{ActionType::Kakan, std::int8_t(seat), id});
                    break;
                }
        }
    }
    if (p.drawn != kNoTile || (discardCount_ == 0 && seat == pub_.dealer && p.hand.size() % 3 == 2 &&
                               callCount_ == 0)) {
        WinContext ctx{seat, -1, p.drawn != kNoTile ? p.drawn : p.hand.back(), true, false};
        if (ruleset_->offersWin(*this, ctx)) out.push_back(Action{ActionType::Tsumo, std::int8_t(seat), ctx.tile});
    }
}

void Table::claimActions(int seat, std::vector<Action>& out) const {
    const int from = pub_.lastDiscarder;
    if (seat == from || from < 0) return;
    const TileId tid = pub_.claimTile;
    const Kind k = kindOfId(tid);
    const auto& p = priv(seat);
    const TileSet& set = config_.wall.set;
    WinContext ctx{seat, from, tid, false, pub_.claimIsKakan};
    if (!pub_.claimIsKakan || config_.robKong)
        if (ruleset_->offersWin(*this, ctx)) out.push_back(Action{ActionType::Ron, std::int8_t(seat), tid});
    if (pub_.claimIsKakan) {
        if (!out.empty()) out.push_back(Action{ActionType::Pass, std::int8_t(seat)});
        return;
    }
    const bool lastDiscard = wall_.liveRemaining() == 0;
    if (!lastDiscard || config_.callsOnLastDiscard) {
        // Asked of every seat on every discard: the kinds held are counted
        // once, and pickSame (which lists the tiles) only runs where enough
        // are held for the call.
        Counts held{};
        for (TileId id : p.hand) {
            const Kind h = kindOfId(id);
            if (h < kNumKinds) ++held[h];
        }
        auto holds = [&](Kind x, int n) { return x >= kNumKinds || held[x] >= n; };
        if (holds(k, 2))
            for (const auto& ids : pickSame(p.hand, set, k, 2))
                out.push_back(Action{ActionType::Pon, std::int8_t(seat), tid, {ids[0], ids[1], kNoTile}});
        if ((!lastDiscard || config_.kongWithoutReplacement) && kongCount() < config_.maxKongs && holds(k, 3))
            for (const auto& ids : pickSame(p.hand, set, k, 3))
                out.push_back(Action{ActionType::Kan, std::int8_t(seat), tid, {ids[0], ids[1], ids[2]}});
        if (config_.chi && seat == (from + 1) % 4 && isNumber(k)) {
            const int n = numberOf(k);
            for (int lo = n - 2; lo <= n; ++lo) {
                if (lo < 1 || lo + 2 > 9) continue;
                std::array<Kind, 2> need{};
                std::size_t needed = 0;
                for (int x = lo; x < lo + 3; ++x)
                    if (x != n) need[needed++] = Kind(k - n + x);
                if (!holds(need[0], 1) || !holds(need[1], 1)) continue;
                auto a = pickSame(p.hand, set, need[0], 1);
                auto b = pickSame(p.hand, set, need[1], 1);
                for (const auto& x : a)
                    for (const auto& y : b)
                        out.push_back(Action{ActionType::Chi, std::int8_t(seat), tid, {x[0], y[0], kNoTile}});
            }
        }
    }
    if (!out.empty()) out.push_back(Action{ActionType::Pass, std::int8_t(seat)});
}

void Table::computeActions(int seat, std::vector<Action>& out, std::vector<RefusedAction>* refused) const {
    switch (pub_.phase) {
        case Phase::Draw:
            if (seat == pub_.turn) out.push_back(Action{ActionType::Draw, std::int8_t(seat)});
            return;
        case Phase::Turn:
            if (seat == pub_.turn) turnActions(seat, out);
            break;
        case Phase::Claim:
            if (responded_[std::size_t(seat)]) return;
            out = claimOptions_[std::size_t(seat)];
            if (refused) *refused = claimRefused_[std::size_t(seat)];
            return;  // filtered when the window opened
        case Phase::HandOver:
            if (seat == ruleset_->mayEndGame(*this)) out.push_back(Action{ActionType::EndGame, std::int8_t(seat)});
            return;
        case Phase::GameOver:
            return;
    }
    ruleset_->filterActions(*this, seat, out);
    std::vector<RefusedAction> none;
    ruleset_->refuseActions(*this, seat, out, refused ? *refused : none);
}

std::vector<RefusedAction> Table::refusedActions(int seat) const {
    std::vector<Action> legal;
    std::vector<RefusedAction> refused;
    if (seat >= 0 && seat < 4) computeActions(seat, legal, &refused);
    return refused;
}

std::vector<Action> Table::legalActions(int seat) const {
    std::vector<Action> out;
    if (seat < 0) {
        if (pub_.phase == Phase::HandOver) out.push_back(Action{ActionType::NextHand, -1});
        return out;
    }
    computeActions(seat, out);
    return out;
}

const std::vector<Action>& Table::legalNow(int seat) const {
    if (legalVersion_ != stateVersion_ || legalSeat_ != seat) {
        legalKept_.clear();
        computeActions(seat, legalKept_);
        legalSeat_ = seat;
        legalVersion_ = stateVersion_;
    }
    return legalKept_;
}

int Table::seatsToAct(std::array<int, 4>& out) const {
    int n = 0;
    switch (pub_.phase) {
        case Phase::Draw:
        case Phase::Turn: out[std::size_t(n++)] = pub_.turn; break;
        case Phase::Claim:
            for (int i = 1; i < 4; ++i) {
                const int x = (pub_.lastDiscarder + i) % 4;
                if (!responded_[std::size_t(x)] && !claimOptions_[std::size_t(x)].empty()) out[std::size_t(n++)] = x;
            }
            break;
        default: break;
    }
    return n;
}

std::vector<int> Table::seatsToAct() const {
    std::array<int, 4> s{};
    const int n = seatsToAct(s);
    return std::vector<int>(s.begin(), s.begin() + n);
}

void Table::openClaimWindow(int discarder, TileId tile, bool kakan, bool ankan) {
    pub_.lastDiscarder = discarder;
    pub_.claimTile = tile;
    pub_.claimIsKakan = kakan;
    pub_.claimIsAnkan = ankan;
    pub_.phase = Phase::Claim;
    bool any = false;
    for (int s = 0; s < 4; ++s) {
        auto& o = claimOptions_[std::size_t(s)];
        o.clear();
        responded_[std::size_t(s)] = false;
        responses_[std::size_t(s)] = Action{};
        auto& r = claimRefused_[std::size_t(s)];
        r.clear();
        if (s == discarder) continue;
        claimActions(s, o);
        ruleset_->filterActions(*this, s, o);
        ruleset_->refuseActions(*this, s, o, r);
        // A window with nothing but Pass asks nothing, unless a claim was
        // refused: the seat is asked so that it sees the reason.
        if (!r.empty() && o.empty()) o.push_back(Action{ActionType::Pass, std::int8_t(s)});
        if (r.empty() && o.size() == 1 && o[0].type == ActionType::Pass) o.clear();
        if (!o.empty()) any = true;
    }
    if (any) return;
    if (kakan)
        finishKakan(discarder);
    else
        advanceAfterDiscard();
}

void Table::advanceAfterDiscard() {
    pub_.claimTile = kNoTile;
    pub_.claimIsKakan = false;
    pub_.claimIsAnkan = false;
    if (wall_.liveRemaining() == 0) {
        HandOutcome o;
        o.kind = HandOutcome::Kind::Exhausted;
        endHandWith(std::move(o));
        return;
    }
    pub_.turn = (pub_.turn + 1) % 4;
    pub_.phase = Phase::Draw;
}

void Table::doDiscard(const Action& a) {
    const int seat = a.seat;
    auto& p = priv_[std::size_t(seat)];
    DiscardRec d;
    d.id = a.tile;
    d.tile = tile(a.tile);
    d.tsumogiri = a.tile == p.drawn;
    d.declare = a.declare;
    removeFromHand(seat, a.tile);
    p.drawn = kNoTile;
    pub_.seats[std::size_t(seat)].river.push_back(d);
    markSeat(seat);
    ++discardCount_;
    pub_.lastDiscard = a.tile;
    turnFromClaim_ = afterReplacement_ = afterFlower_ = false;
    Event e{EventType::Discard, std::int8_t(seat), a.tile};
    e.code = a.declare;
    emitEvent(std::move(e));
    openClaimWindow(seat, a.tile, false);
}

void Table::doClaim(const Action& a) {
    const int seat = a.seat;
    const int from = pub_.lastDiscarder;
    auto& river = pub_.seats[std::size_t(from)].river;
    river.back().claimed = true;
    markSeat(from);
    MeldRec m;
    m.fromSeat = std::int8_t(from);
    m.claimedId = a.tile;
    std::vector<TileId> ids{a.tile};
    for (TileId id : a.with)
        if (id != kNoTile) {
            removeFromHand(seat, id);
            ids.push_back(id);
        }
    std::sort(ids.begin(), ids.end(), [](TileId x, TileId y) { return kindOfId(x) < kindOfId(y); });
    m.ids = ids;
    m.meld.type = a.type == ActionType::Chi ? MeldType::Chi : a.type == ActionType::Pon ? MeldType::Pon : MeldType::Kan;
    m.meld.kind = kindOfId(ids[0]);
    for (TileId id : ids)
        if (config_.wall.set.isRed(id)) ++m.meld.red;
    m.meld.from = std::uint8_t((seat - from + 4) % 4);
    m.meld.claimed = tile(a.tile);
    m.meld.hasClaimed = true;
    m.atDiscard = discardCount_;
    pub_.seats[std::size_t(seat)].melds.push_back(m);
    markSeat(seat);
    ++callCount_;
    Event e{a.type == ActionType::Chi ? EventType::Chi : a.type == ActionType::Pon ? EventType::Pon : EventType::Kan,
            std::int8_t(seat), a.tile};
    e.tiles = ids;
    e.code = from;
    emitEvent(std::move(e));
    pub_.claimTile = kNoTile;
    pub_.turn = seat;
    pub_.phase = Phase::Turn;
    if (a.type == ActionType::Kan) {
        drawFor(seat, true);
        turnFromClaim_ = true;
    } else {
        priv_[std::size_t(seat)].drawn = kNoTile;
        turnFromClaim_ = true;
        afterReplacement_ = afterFlower_ = false;
    }
}

void Table::doKong(const Action& a) {
    const int seat = a.seat;
    auto& ps = pub_.seats[std::size_t(seat)];
    markSeat(seat);  // a new or grown meld
    ++callCount_;
    if (a.type == ActionType::Ankan) {
        MeldRec m;
        std::vector<TileId> ids{a.tile, a.with[0], a.with[1], a.with[2]};
        for (TileId id : ids) removeFromHand(seat, id);
        std::sort(ids.begin(), ids.end());
        m.ids = ids;
        m.meld.type = MeldType::Ankan;
        m.meld.kind = kindOfId(a.tile);
        m.atDiscard = discardCount_;
        for (TileId id : ids)
            if (config_.wall.set.isRed(id)) ++m.meld.red;
        ps.melds.push_back(m);
        Event e{EventType::Ankan, std::int8_t(seat), a.tile};
        e.tiles = ids;
        emitEvent(std::move(e));
        priv_[std::size_t(seat)].drawn = kNoTile;
        if (config_.robConcealedKong) {
            kakanSeat_ = seat;
            openClaimWindow(seat, a.tile, true, true);
            return;
        }
        drawFor(seat, true);
        return;
    }
    // Kakan: the pon becomes a kong; others may rob the added tile first.
    removeFromHand(seat, a.tile);
    for (auto& m : ps.melds)
        if (m.meld.type == MeldType::Pon && m.meld.kind == kindOfId(a.tile)) {
            m.meld.type = MeldType::Kakan;
            m.addedAtDiscard = discardCount_;
            m.ids.push_back(a.tile);
            if (config_.wall.set.isRed(a.tile)) ++m.meld.red;
            break;
        }
    priv_[std::size_t(seat)].drawn = kNoTile;
    Event e{EventType::Kakan, std::int8_t(seat), a.tile};
    emitEvent(std::move(e));
    kakanSeat_ = seat;
    if (config_.robKong)
        openClaimWindow(seat, a.tile, true);
    else
        finishKakan(seat);
}

void Table::finishKakan(int seat) {
    kakanSeat_ = -1;
    pub_.claimTile = kNoTile;
    pub_.claimIsKakan = false;
    pub_.claimIsAnkan = false;
    pub_.turn = seat;
    pub_.phase = Phase::Turn;
    drawFor(seat, true);
}

void Table::resolveClaims() {
    const int from = pub_.lastDiscarder;
    std::vector<Action> rons;
    const Action* meldClaim = nullptr;
    const Action* chi = nullptr;
    // Nearest seat after the discarder first: 下家, 对家, 上家 (common.md).
    for (int i = 1; i < 4; ++i) {
        const int s = (from + i) % 4;
        const Action& r = responses_[std::size_t(s)];
        if (!responded_[std::size_t(s)] || claimOptions_[std::size_t(s)].empty()) continue;
        if (r.type == ActionType::Ron) rons.push_back(r);
        if ((r.type == ActionType::Pon || r.type == ActionType::Kan) && !meldClaim) meldClaim = &responses_[std::size_t(s)];
        if (r.type == ActionType::Chi && !chi) chi = &responses_[std::size_t(s)];
    }
    if (!rons.empty() && config_.winners == WinnersPolicy::HeadBump) rons.resize(1);
    {
        // Before the outcome is carried out, so a ruleset sees the window as
        // it was (who could have claimed what: 上海's missed-pon and
        // missed-win locks, shanghai.md "Claims").
        Event e{EventType::ClaimClosed, std::int8_t(from), pub_.claimTile};
        e.audience = kRulesOnlyEvent;
        e.code = pub_.claimIsKakan ? (pub_.claimIsAnkan ? 2 : 1) : 0;
        e.claims.resize(4);
        for (int s = 0; s < 4; ++s) {
            auto& c = e.claims[std::size_t(s)];
            c.offered = claimOptions_[std::size_t(s)];
            c.answer = c.offered.empty() ? Action{ActionType::Pass, std::int8_t(s)} : responses_[std::size_t(s)];
        }
        for (const Action& r : rons) e.claims[std::size_t(r.seat)].taken = true;
        if (rons.empty() && (meldClaim || chi)) e.claims[std::size_t((meldClaim ? meldClaim : chi)->seat)].taken = true;
        emitEvent(std::move(e));
    }
    if (!rons.empty()) {
        if (config_.winners == WinnersPolicy::AllButThreeAborts && rons.size() >= 3) {
            HandOutcome o;
            o.kind = HandOutcome::Kind::Abort;
            o.abortReason = "three players claimed a win on one discard";
            Event e{EventType::Abort};
            e.text = o.abortReason;
            emitEvent(std::move(e));
            endHandWith(std::move(o));
            return;
        }
        doWins(rons, from);
        return;
    }
    if (meldClaim) {
        const Action a = *meldClaim;
        doClaim(a);
        return;
    }
    if (chi) {
        const Action a = *chi;
        doClaim(a);
        return;
    }
    if (pub_.claimIsKakan)
        finishKakan(from);
    else
        advanceAfterDiscard();
}

WinFacts Table::winFacts(const WinContext& ctx) const {
    WinFacts f;
    const int seat = ctx.seat;
    const auto& ps = pub_.seats[std::size_t(seat)];
    f.seat = seat;
    f.from = ctx.tsumo ? -1 : ctx.from;
    f.tileId = ctx.tile;
    f.winTile = tile(ctx.tile);
    f.source = ctx.tsumo                ? WinSource::SelfDraw
               : !ctx.robbedKong        ? WinSource::Discard
               : pub_.claimIsAnkan      ? WinSource::RobbedConcealedKong
                                        : WinSource::RobbedAddedKong;
    f.liveRemaining = wall_.liveRemaining();
    const bool wallEmpty = f.liveRemaining == 0;
    if (ctx.tsumo) {
        f.kongReplacement = afterReplacement_ && !afterFlower_;
        f.flowerReplacement = afterFlower_;
        f.lastWallTile = wallEmpty && lastDrawWasLive_ && !afterReplacement_;
    }
    // A discard made once the live wall is empty can only be the one after
    // its last tile: no kong (so no replacement) is allowed without a live tile.
    f.lastDiscard = f.source == WinSource::Discard && wallEmpty;
    f.dealer = seat == pub_.dealer;
    f.discardsBefore = discardCount_;
    f.callsBefore = callCount_;
    f.ownDiscardsBefore = int(ps.river.size());
    f.dealerFirstTurn = f.dealer && discardCount_ == 0 && callCount_ == 0;
    f.firstDrawUncalled = !f.dealer && callCount_ == 0 && ps.river.empty() && discardCount_ < 4;
    f.seatWind = pub_.seatWind(seat);
    f.roundWind = pub_.roundWind;
    // Asked for every seat on every discard where a ruleset describes each
    // candidate win: the lists are sized once.
    f.hand.reserve(priv(seat).hand.size() + 1);
    for (TileId id : priv(seat).hand) f.hand.push_back(tile(id));
    if (!ctx.tsumo) f.hand.push_back(f.winTile);
    sortTiles(f.hand);
    f.melds.reserve(ps.melds.size());
    for (const auto& m : ps.melds) {
        MeldFact mf;
        mf.meld = m.meld;
        if (m.robbed) mf.meld.type = MeldType::Pon;
        mf.tiles = tiles(m.ids);
        mf.fromSeat = m.fromSeat;
        mf.atDiscard = m.atDiscard;
        mf.addedAtDiscard = m.addedAtDiscard;
        f.melds.push_back(std::move(mf));
    }
    f.flowers = tiles(ps.flowers);
    for (const auto& [idx, id] : pub_.wall.revealed) f.indicators.push_back(tile(id));
    // The winning tile is on show when it is won on (in a river, or just
    // added to a kong) but it is the one being won: only the tiles seen
    // before it count, so three others seen makes it the last copy
    // (common.md "Hand description": last_tile).
    std::size_t shown = pub_.wall.revealed.size();
    for (const auto& s : pub_.seats) {
        shown += s.river.size() + s.flowers.size();
        for (const auto& m : s.melds) shown += m.ids.size();
    }
    f.visible.reserve(shown);
    auto see = [&](TileId id) {
        if (id != ctx.tile) f.visible.push_back(tile(id));
    };
    for (const auto& s : pub_.seats) {
        for (const auto& d : s.river)
            if (!d.claimed) see(d.id);
        for (const auto& m : s.melds)
            for (TileId id : m.ids) see(id);
        for (TileId id : s.flowers) see(id);
    }
    for (const auto& [idx, id] : pub_.wall.revealed) see(id);
    return f;
}

HandDesc Table::handDesc(const WinContext& ctx) const { return ruleset_->describeWin(*this, winFacts(ctx)); }

std::vector<Tile> Table::visibleTo(int /*seat*/) const {
    std::vector<Tile> v;
    for (const auto& s : pub_.seats) {
        for (const auto& d : s.river)
            if (!d.claimed) v.push_back(d.tile);
        for (const auto& m : s.melds)
            for (TileId id : m.ids) v.push_back(tile(id));
    }
    for (const auto& [idx, id] : pub_.wall.revealed) v.push_back(tile(id));
    return v;
}

TileId Table::revealIndicator(int k) {
    ++stateVersion_;
    const int idx = wall_.indicatorIndex(k);
    const TileId id = wall_.at(idx);
    pub_.wall.revealed.emplace_back(idx, id);
    wallAt_ = ++changes_;
    Event e{EventType::Indicator, -1, id};
    e.code = k;
    emitEvent(std::move(e));
    return id;
}

void Table::doWins(const std::vector<Action>& wins, int from) {
    HandOutcome o;
    o.kind = HandOutcome::Kind::Win;
    for (const Action& a : wins) {
        WinContext ctx{a.seat, a.type == ActionType::Tsumo ? -1 : from, a.tile, a.type == ActionType::Tsumo,
                       pub_.claimIsKakan && a.type == ActionType::Ron};
        auto sc = ruleset_->evaluateWin(*this, ctx);
        // Offered by offersWin: a ruleset whose two answers differ has a defect.
        if (!sc) throw std::logic_error("Table: a win offered (Ruleset::offersWin) that evaluateWin refuses");
        WinRecord w;
        w.seat = a.seat;
        w.from = ctx.from;
        w.tile = a.tile;
        w.tsumo = ctx.tsumo;
        w.desc = handDesc(ctx);
        if (sc) w.score = *sc;
        o.wins.push_back(std::move(w));
        Event e{EventType::Win, a.seat, a.tile};
        e.code = ctx.tsumo ? a.seat : from;
        emitEvent(std::move(e));
    }
    if (wins[0].type == ActionType::Ron) {
        markSeat(from);
        // The winner takes the tile: a robbed kong reverts to a pon (yuque.md
        // "Play"); a discard is marked taken in the river.
        if (pub_.claimIsKakan) {
            for (auto& m : pub_.seats[std::size_t(from)].melds)
                if ((m.meld.type == MeldType::Kakan || (pub_.claimIsAnkan && m.meld.type == MeldType::Ankan)) &&
                    m.meld.kind == kindOfId(wins[0].tile)) {
                    m.meld.type = MeldType::Pon;
                    m.robbed = true;
                    m.ids.erase(std::find(m.ids.begin(), m.ids.end(), wins[0].tile));
                    if (config_.wall.set.isRed(wins[0].tile)) --m.meld.red;
                }
        } else {
            pub_.seats[std::size_t(from)].river.back().claimed = true;
        }
        auto& h = priv_[std::size_t(wins[0].seat)].hand;
        h.push_back(wins[0].tile);
        std::sort(h.begin(), h.end());
    }
    endHandWith(std::move(o));
}

void Table::endHandWith(HandOutcome outcome) {
    if (outcome.kind == HandOutcome::Kind::Exhausted) {
        Event e{EventType::Exhausted};
        emitEvent(std::move(e));
    }
    for (int s = 0; s < 4; ++s) outcome.hands[std::size_t(s)] = priv_[std::size_t(s)].hand;
    pub_.phase = Phase::HandOver;  // settle() sees a finished hand
    outcome.settlement = ruleset_->settle(*this, outcome);
    for (int s = 0; s < 4; ++s) {
        const long long d = outcome.settlement.delta[std::size_t(s)];
        pub_.seats[std::size_t(s)].score += d;
        Event e{EventType::Score, std::int8_t(s)};
        e.value = d;
        emitEvent(std::move(e));
    }
    std::array<long long, 4> sc{};
    for (int p = 0; p < 4; ++p) sc[std::size_t(p)] = pub_.seats[std::size_t(pub_.placeOf[std::size_t(p)])].score;
    pub_.history.push_back(sc);
    historyAt_ = ++changes_;
    Event he{EventType::HandEnd};
    emitEvent(std::move(he));
    pub_.outcome = outcome;
    const bool over = ruleset_->endHand(*this, pub_.outcome);
    pub_.outcome.gameOver = over;
    outcomeAt_ = ++changes_;
    pub_.phase = over ? Phase::GameOver : Phase::HandOver;
    if (over) {
        Event ge{EventType::GameEnd};
        emitEvent(std::move(ge));
    }
    for (auto& o : claimOptions_) o.clear();
}

std::string Table::describe(const Action& a) const {
    std::string s = a.seat >= 0 ? std::string(1, kSeatLetters[pub_.seatWind(a.seat)]) + "(" + std::to_string(a.seat) + ") "
                                : std::string();
    s += actionTypeName(a.type);
    if (a.tile != kNoTile) s += " " + formatTile(tile(a.tile));
    std::vector<Tile> w;
    for (TileId id : a.with)
        if (id != kNoTile) w.push_back(tile(id));
    if (!w.empty()) s += " with " + formatTiles(w);
    if (a.declare) s += " [" + ruleset_->declarationName(a.declare) + "]";
    if (a.type == ActionType::Abort) s += " [" + ruleset_->abortName(a.code) + "]";
    return s;
}

void Table::apply(const Action& a) {
    if (a.type == ActionType::NextHand) {
        if (pub_.phase != Phase::HandOver) throw IllegalAction("next_hand: the hand is not over");
        ++stateVersion_;
        log_.push_back(a);
        startHand();
        syncPublic();
        runChecks();
        return;
    }
    if (a.seat < 0 || a.seat > 3) throw IllegalAction("action without a seat (0..3)");
    const std::vector<Action>& legal = legalNow(a.seat);
    if (std::find(legal.begin(), legal.end(), a) == legal.end()) {
        std::string why = pub_.phase == Phase::HandOver || pub_.phase == Phase::GameOver ? "the hand is over"
                          : legal.empty() ? "this seat has nothing to do now"
                                          : "not among the " + std::to_string(legal.size()) + " legal actions";
        throw IllegalAction("illegal action '" + describe(a) + "': " + why);
    }
    applyLegal(a);
}

void Table::applyUnchecked(const Action& a) {
    // Only what the events of a game played elsewhere need (mirror.h): a
    // turn's discard or concealed kong, of tiles the seat holds.
    const bool kind = a.type == ActionType::Discard || a.type == ActionType::Ankan;
    if (!kind || a.seat < 0 || a.seat > 3 || pub_.phase != Phase::Turn || pub_.turn != a.seat)
        throw IllegalAction("illegal action '" + describe(a) + "': not a discard or concealed kong of the turn's seat");
    for (TileId id : {a.tile, a.with[0], a.with[1], a.with[2]})
        if (id != kNoTile && !inTurnSeatHand(a.seat, id))
            throw IllegalAction("illegal action '" + describe(a) + "': a tile the seat does not hold");
    if (a.type == ActionType::Ankan && (a.with[2] == kNoTile || kindOfId(a.with[0]) != kindOfId(a.tile) ||
                                        kindOfId(a.with[1]) != kindOfId(a.tile) || kindOfId(a.with[2]) != kindOfId(a.tile)))
        throw IllegalAction("illegal action '" + describe(a) + "': a concealed kong is four of a kind");
    applyLegal(a);
}

void Table::applyLegal(const Action& a) {
    ++stateVersion_;  // the legal list of apply() is not used from here on
    log_.push_back(a);
    switch (a.type) {
        case ActionType::Draw: drawFor(a.seat, false); break;
        case ActionType::Discard: doDiscard(a); break;
        case ActionType::Ankan:
        case ActionType::Kakan: doKong(a); break;
        case ActionType::Tsumo: doWins({a}, -1); break;
        case ActionType::Abort: {
            HandOutcome o;
            o.kind = HandOutcome::Kind::Abort;
            o.abortReason = ruleset_->abortName(a.code);
            Event e{EventType::Abort, a.seat};
            e.text = o.abortReason;
            emitEvent(std::move(e));
            endHandWith(std::move(o));
            break;
        }
        case ActionType::Chi:
        case ActionType::Pon:
        case ActionType::Kan:
        case ActionType::Ron:
        case ActionType::Pass: {
            responded_[std::size_t(a.seat)] = true;
            responses_[std::size_t(a.seat)] = a;
            if (a.type == ActionType::Pass) {
                Event e{EventType::Pass, a.seat};
                emitEvent(std::move(e));
            }
            // Answers are simultaneous: resolve only when every asked seat has
            // answered, since a nearer seat's claim or a second win changes the result.
            bool all = true;
            for (int s = 0; s < 4; ++s)
                if (!claimOptions_[std::size_t(s)].empty() && !responded_[std::size_t(s)]) all = false;
            if (all) resolveClaims();
            break;
        }
        case ActionType::NextHand: break;
        case ActionType::EndGame: {
            ruleset_->endGameByChoice(*this);
            pub_.outcome.gameOver = true;
            outcomeAt_ = ++changes_;
            pub_.phase = Phase::GameOver;
            Event ge{EventType::GameEnd, a.seat};
            emitEvent(std::move(ge));
            syncPublic();
            runChecks();
            return;
        }
    }
    ruleset_->afterAction(*this, a);
    if (pub_.phase != Phase::HandOver && pub_.phase != Phase::GameOver) {
        const std::string reason = ruleset_->checkAbort(*this);
        if (!reason.empty()) {
            HandOutcome o;
            o.kind = HandOutcome::Kind::Abort;
            o.abortReason = reason;
            Event e{EventType::Abort};
            e.text = reason;
            emitEvent(std::move(e));
            endHandWith(std::move(o));
        }
    }
    syncPublic();
    runChecks();
}

bool Table::applyForced() {
    if (pub_.phase == Phase::Draw) {
        apply(Action{ActionType::Draw, std::int8_t(pub_.turn)});
        return true;
    }
    return false;
}

void Table::swapIds(TileId a, TileId b) {
    if (a == b) return;
    ++stateVersion_;
    auto sw = [&](TileId& id) {
        if (id == a) id = b;
        else if (id == b) id = a;
    };
    wall_.swapIds(a, b);
    for (auto& p : priv_) {
        for (TileId& id : p.hand) sw(id);
        std::sort(p.hand.begin(), p.hand.end());
        sw(p.drawn);
    }
    for (auto& r : pub_.wall.revealed) sw(r.second);
    markAll();
    for (auto* log : {&events_, &pub_.log})
        for (Event& e : *log) {
            sw(e.tile);
            for (TileId& id : e.tiles) sw(id);
        }
    logStamp_.renew();
}

void Table::syncPublic() {
    auto& w = pub_.wall;
    w.size = wall_.size();
    w.dice = wall_.dice();
    w.breakSide = wall_.breakSide();
    w.breakStack = wall_.breakStack();
    w.liveRemaining = wall_.liveRemaining();
    w.deadWall = config_.wall.deadWall;
    // Every tile taken from a wall counts as drawn (Wall::drawnCount): the
    // flags of a new wall are copied, then only the tiles taken since are set.
    const int drawn = wall_.drawnCount();
    if (drawn != syncedDrawn_) {
        if (syncedDrawn_ < 0 || syncedDrawn_ > drawn || w.taken.size() != wall_.takenFlags().size()) {
            w.taken = wall_.takenFlags();
            takenAt_ = ++changes_;
        } else {
            const auto& order = wall_.takenOrder();
            for (int n = syncedDrawn_; n < drawn; ++n) w.taken[order[std::size_t(n)]] = true;
        }
        syncedDrawn_ = drawn;
    }
    for (int s = 0; s < 4; ++s) {
        pub_.seats[std::size_t(s)].concealedCount = int(priv_[std::size_t(s)].hand.size());
        pub_.seats[std::size_t(s)].holdsDrawn = priv_[std::size_t(s)].drawn != kNoTile;
    }
}

std::string Table::checkInvariants() const {
    const int n = config_.wall.set.size();
    std::vector<int> seen(std::size_t(n), 0);
    std::string err;
    auto count = [&](TileId id, const char* where) {
        if (id >= n) {
            err += std::string("tile id ") + std::to_string(id) + " out of range in " + where + "; ";
            return;
        }
        ++seen[id];
    };
    for (int i = 0; i < wall_.size(); ++i)
        if (!wall_.taken(i)) count(wall_.at(i), "wall");
    for (int s = 0; s < 4; ++s) {
        for (TileId id : priv_[std::size_t(s)].hand) count(id, "hand");
        const auto& ps = pub_.seats[std::size_t(s)];
        for (const auto& m : ps.melds)
            for (TileId id : m.ids) count(id, "meld");
        for (TileId id : ps.flowers) count(id, "flowers");
        for (const auto& d : ps.river)
            if (!d.claimed) count(d.id, "river");
        int tilesInHand = int(priv_[std::size_t(s)].hand.size()) + 3 * int(ps.melds.size());
        if (pub_.phase != Phase::HandOver && pub_.phase != Phase::GameOver) {
            const bool extra = pub_.phase == Phase::Turn && s == pub_.turn;
            if (tilesInHand != (extra ? 14 : 13))
                err += "seat " + std::to_string(s) + " holds " + std::to_string(tilesInHand) +
                       " tiles counting melds as 3; ";
            for (TileId id : priv_[std::size_t(s)].hand)
                if (isFlower(kindOfId(id)) && config_.autoFlowers) err += "a flower left in a hand; ";
        }
    }
    for (int i = 0; i < n; ++i)
        if (seen[std::size_t(i)] != 1)
            err += "tile " + formatTile(config_.wall.set.tile(TileId(i))) + " (id " + std::to_string(i) + ") is in " +
                   std::to_string(seen[std::size_t(i)]) + " places; ";
    return err;
}

void Table::runChecks() {
    if (!checkInvariants_) return;
    const std::string e = checkInvariants();
    if (!e.empty()) {
        ++violations_;
        throw std::logic_error("table invariant violated after action " + std::to_string(log_.size()) + ": " + e);
    }
}

SeatView Table::view(int seat) const {
    std::vector<Action> legal;
    std::vector<RefusedAction> refused;
    if (seat >= 0 && seat < 4) computeActions(seat, legal, &refused);
    return makeSeatView(pub_, priv_[std::size_t(seat)], seat, ruleset_.get(), options_, config_, std::move(legal),
                        std::move(refused));
}

void Table::viewInto(int seat, SeatView& v) const {
    ViewKept none;
    viewInto(seat, v, none);
}

void Table::viewInto(int seat, SeatView& v, ViewKept& kept) const {
    v.legal.clear();
    v.refused.clear();
    if (seat >= 0 && seat < 4) {
        computeActions(seat, v.legal, &v.refused);
        legalKept_ = v.legal;
        legalSeat_ = seat;
        legalVersion_ = stateVersion_;
    }
    // A view last filled from this table copies only the parts changed
    // since (the change counts say which); within a hand the public log
    // only grows, so only the events added since are copied.
    ViewRefresh what;
    if (kept.table == tableStamp_.value) {
        const std::uint64_t at = kept.changes;
        for (std::size_t s = 0; s < 4; ++s) what.seats[s] = seatAt_[s] > at;
        what.wall = wallAt_ > at;
        // The same wall's flags: only the tiles taken since are set.
        if (takenAt_ <= at && kept.drawn >= 0 && kept.drawn <= syncedDrawn_ &&
            v.pub.wall.taken.size() == pub_.wall.taken.size()) {
            what.taken = false;
            const auto& order = wall_.takenOrder();
            what.takenSince = std::span<const std::uint16_t>(order.data() + kept.drawn,
                                                             std::size_t(syncedDrawn_ - kept.drawn));
        }
        what.history = historyAt_ > at;
        what.outcome = outcomeAt_ > at;
        what.rest = restAt_ > at;
        what.rules = kept.ownSeat != seat || seat < 0 || seat > 3 || rulesAt_[std::size_t(seat)] > at;
        what.setup = false;  // options and config never change
        what.wholeLog = !(kept.log == logStamp_.value && v.pub.log.size() <= pub_.log.size());
    }
    assignSeatViewRefreshing(v, pub_, priv_[std::size_t(seat)], seat, ruleset_.get(), options_, config_, what);
    kept.table = tableStamp_.value;
    kept.log = logStamp_.value;
    kept.changes = changes_;
    kept.ownSeat = seat;
    kept.drawn = syncedDrawn_;
}

std::uint64_t Table::LogStamp::fresh() {
    static std::atomic<std::uint64_t> next{1};
    return next.fetch_add(1, std::memory_order_relaxed);
}

// --- saves ---

std::string Table::actionToJson(const Action& a) {
    nlohmann::json j;
    j["type"] = actionTypeName(a.type);
    j["seat"] = a.seat;
    if (a.tile != kNoTile) j["tile"] = a.tile;
    nlohmann::json w = nlohmann::json::array();
    for (TileId id : a.with)
        if (id != kNoTile) w.push_back(id);
    if (!w.empty()) j["with"] = w;
    if (a.declare) j["declare"] = a.declare;
    if (a.code) j["code"] = a.code;
    return j.dump();
}

static Action actionFromJ(const nlohmann::json& j) {
    Action a;
    if (!j.is_object()) throw std::invalid_argument("an action must be a JSON object");
    if (j.contains("type") && !j["type"].is_string()) throw std::invalid_argument("action 'type' must be a string");
    const std::string t = j.value("type", "");
    bool found = false;
    for (int i = 0; i <= int(ActionType::EndGame); ++i)
        if (t == actionTypeName(ActionType(i))) {
            a.type = ActionType(i);
            found = true;
        }
    if (!found) throw std::invalid_argument("unknown action type '" + t + "'");
    // Each field is range-checked before it is narrowed: a seat 256 or a tile
    // 300 must be refused, not wrapped into another legal-looking action.
    auto number = [&j](const char* name, long long lo, long long hi, long long fallback) {
        if (!j.contains(name)) return fallback;
        const auto& v = j[name];
        if (!v.is_number_integer() || v.get<long long>() < lo || v.get<long long>() > hi)
            throw std::invalid_argument(std::string("action '") + name + "' must be a whole number " + std::to_string(lo) +
                                        ".." + std::to_string(hi));
        return v.get<long long>();
    };
    a.seat = std::int8_t(number("seat", -1, 3, -1));
    a.tile = TileId(number("tile", 0, kMaxTiles - 1, kNoTile));
    if (j.contains("with")) {
        const auto& w = j["with"];
        if (!w.is_array() || w.size() > 3) throw std::invalid_argument("'with' must be an array of up to 3 tile ids");
        for (std::size_t i = 0; i < w.size(); ++i) {
            if (!w[i].is_number_integer() || w[i].get<long long>() < 0 || w[i].get<long long>() >= kMaxTiles)
                throw std::invalid_argument("'with' holds tile ids 0.." + std::to_string(kMaxTiles - 1));
            a.with[i] = TileId(w[i].get<int>());
        }
    }
    a.declare = std::uint8_t(number("declare", 0, 255, 0));
    a.code = std::uint8_t(number("code", 0, 255, 0));
    return a;
}

Action Table::actionFromJson(const std::string& json) {
    try {
        return actionFromJ(nlohmann::json::parse(json));
    } catch (const nlohmann::json::exception& e) {
        throw std::invalid_argument(std::string("bad action JSON: ") + e.what());
    }
}

std::string Table::toJson() const {
    nlohmann::json j;
    j["format"] = "quetai-game-1";
    j["ruleset"] = ruleset_->id();
    j["seed"] = seed_;
    nlohmann::json o = nlohmann::json::object();
    for (const auto& [k, v] : options_.values()) o[k] = v;
    j["options"] = o;
    nlohmann::json names = nlohmann::json::array();
    // By player: the order the game started with, wherever they sit now.
    for (int p = 0; p < 4; ++p) names.push_back(pub_.seats[std::size_t(pub_.placeOf[std::size_t(p)])].name);
    j["names"] = names;
    nlohmann::json acts = nlohmann::json::array();
    for (const auto& a : log_) acts.push_back(nlohmann::json::parse(actionToJson(a)));
    j["actions"] = acts;
    // Hands not dealt from the seed: their walls, and a fixed first dealer
    // (docs/game-files.md "Given walls"). A seeded game writes neither.
    if (!givenWalls_.empty()) {
        nlohmann::json walls = nlohmann::json::array();
        for (const GivenWall& w : givenWalls_) {
            nlohmann::json order = nlohmann::json::array();
            for (TileId id : w.order) order.push_back(int(id));
            walls.push_back({{"hand", w.hand}, {"order", order}, {"dice", {w.dice[0], w.dice[1]}}});
        }
        j["walls"] = walls;
        if (!forcedWall_.empty()) j["first_dealer"] = pub_.firstDealer;
    }
    return j.dump();
}

}  // namespace qe
