// The table state machine. A game is (ruleset, options, seed, action log):
// Table(ruleset, options, seed) followed by apply() of each logged action
// reproduces it exactly, so saves, replays and undo all come from the log.
#pragma once

#include <array>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/ruleset.h"
#include "core/rng.h"
#include "core/state.h"
#include "core/wall.h"

namespace qe {

class IllegalAction : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct SeatView;

// What a view kept by its caller between Table::viewInto calls was filled
// from: the table (a fresh stamp per table, copies included), its log, and
// the table's count of changes then. Zero: nothing yet (a full copy).
struct ViewKept {
    std::uint64_t table = 0;
    std::uint64_t log = 0;
    std::uint64_t changes = 0;
    int ownSeat = -1;  // whose private rule state the view holds
    int drawn = -1;    // tiles taken from the wall its taken flags show
};

class Table {
public:
    Table(std::shared_ptr<const Ruleset> ruleset, Options options, std::uint64_t seed,
          std::array<std::string, 4> names = {"East", "South", "West", "North"});
    // For tests: the first hand uses this draw order and these dice instead
    // of a shuffled wall (later hands are shuffled from the seed as usual).
    // The first dealer is `first` (by default seat 0, no dice thrown), so
    // scripted deals stay as written.
    Table(std::shared_ptr<const Ruleset> ruleset, Options options, std::vector<TileId> firstWall,
          std::array<int, 2> dice, FirstDealerDraw first = {},
          std::array<std::string, 4> names = {"East", "South", "West", "North"});

    // For rebuilding a game whose walls are known but not its seed (an
    // imported log): the next hand dealt uses this draw order and these dice
    // instead of a shuffled wall. The save of a table dealt from given
    // walls lists them (docs/game-files.md "Given walls"), so it replays.
    void setNextWall(std::vector<TileId> order, std::array<int, 2> dice);
    // The same for hand `hand` (> the current one), when it is dealt: a save
    // that lists given walls is replayed with them (docs/game-files.md).
    void setWallForHand(int hand, std::vector<TileId> order, std::array<int, 2> dice);
    // The same game before its first action: the same ruleset, options,
    // names by player and seed, or the same given walls (a review replays a
    // game from its start with it).
    std::unique_ptr<Table> startOver() const;

    // --- driving the game ---
    // Every action a seat may take now (empty if it owes nothing).
    std::vector<Action> legalActions(int seat) const;
    // The actions the ruleset refuses `seat` now, with reasons (Ruleset::refuseActions).
    std::vector<RefusedAction> refusedActions(int seat) const;
    // Seats that owe an action now: the turn seat, or in a claim window the
    // seats with an unanswered claim. Empty in HandOver/GameOver (NextHand,
    // seat -1, is then the only action).
    std::vector<int> seatsToAct() const;
    // Applies a legal action; throws IllegalAction (state unchanged) if not.
    void apply(const Action& a);
    // Applies the one forced action if there is one (Draw); returns whether it did.
    bool applyForced();
    // The seat's view: public state plus that seat's own tiles only.
    SeatView view(int seat) const;
    // The same view written into `v`, reusing its memory (a game loop asks
    // for one view per decision; copying into a kept view saves the
    // allocations of a fresh public state each time).
    void viewInto(int seat, SeatView& v) const;
    // The same for a caller that keeps `v` to itself between calls (a game
    // loop): `kept` (zero at first, then left to this function) says which
    // table, log and state `v` was last filled from, so only what changed
    // since is copied again: the events appended to the log, the seats whose
    // rivers, melds or flowers changed, and so on (ViewKept).
    void viewInto(int seat, SeatView& v, ViewKept& kept) const;
    // Seats that owe an action now (seatsToAct) into `out`, without a list
    // made for each decision; returns how many.
    int seatsToAct(std::array<int, 4>& out) const;

    // --- state ---
    const Ruleset& ruleset() const { return *ruleset_; }
    std::shared_ptr<const Ruleset> rulesetPtr() const { return ruleset_; }
    const Options& options() const { return options_; }
    const TableConfig& config() const { return config_; }
    std::uint64_t seed() const { return seed_; }
    const PublicState& pub() const { return pub_; }
    const PrivateSeat& priv(int seat) const { return priv_[std::size_t(seat)]; }
    const Wall& wall() const { return wall_; }
    Phase phase() const { return pub_.phase; }
    const std::vector<Action>& log() const { return log_; }
    const std::vector<Event>& fullEvents() const { return events_; }  // with private tiles
    Tile tile(TileId id) const { return config_.wall.set.tile(id); }
    std::vector<Tile> tiles(const std::vector<TileId>& ids) const;
    Counts concealedCounts(int seat) const;
    // isComplete(concealedCounts(seat) plus one tile of kind `k`, meldCount,
    // forms) (decompose.h): a ruleset's shape test of a win on a discard or
    // a robbed kong. Every other seat's discard asks about the same hand, so
    // what does not depend on `k` is kept until the seat's concealed tiles,
    // `meldCount` or `forms` change: the kinds that may complete it at all
    // (most hands are not ready: no isComplete then) and the answers given.
    bool completesWith(int seat, Kind k, int meldCount, std::uint8_t forms) const;
    // The same test for a candidate win: on a discard or a robbed kong
    // completesWith of its tile's kind; self-drawn, isComplete of the
    // concealed counts as they are, answered from the waits of the hand
    // without the winning tile (the hand the discards since asked about).
    bool completesHand(const WinContext& ctx, int meldCount, std::uint8_t forms) const;
    // Number of kongs declared in this hand (all seats).
    int kongCount() const;
    // Claim options offered to `seat` in the current claim window.
    const std::vector<Action>& claimOptions(int seat) const { return claimOptions_[std::size_t(seat)]; }
    // The last action applied (Pass actions included).
    const Action* lastAction() const { return log_.empty() ? nullptr : &log_.back(); }
    // The action before the current turn's draw/claim that led to this turn.
    bool turnFromClaim() const { return turnFromClaim_; }
    bool turnAfterReplacement() const { return afterReplacement_; }
    bool turnAfterFlower() const { return afterFlower_; }
    int discardsThisHand() const { return discardCount_; }
    int callsThisHand() const { return callCount_; }
    // Tiles visible to `seat` outside its hand: discards still in rivers,
    // every meld, flowers, revealed indicators.
    std::vector<Tile> visibleTo(int seat) const;
    // The facts of a candidate win (winfacts.h): how it was won, the first
    // go-around, the winner's melds with where and when they were made, the
    // tiles it saw before the win.
    WinFacts winFacts(const WinContext& ctx) const;
    // The ruleset's hand description of that win (Ruleset::describeWin).
    HandDesc handDesc(const WinContext& ctx) const;

    // --- for rulesets (hooks run with mutable access; the public log only
    // through record(), since views copy just the events appended since) ---
    PublicState& pubMut() {
        ++stateVersion_;
        markAll();
        return pub_;
    }
    void addScore(int seat, long long delta) {
        ++stateVersion_;
        pub_.seats[std::size_t(seat)].score += delta;
    }
    // A seat's private rule state (PrivateSeat::rules), for the ruleset's hooks.
    SeatRules& rulesMut(int seat) {
        ++stateVersion_;
        rulesAt_[std::size_t(seat)] = ++changes_;
        return priv_[std::size_t(seat)].rules;
    }
    // Turns over dead-wall indicator k; returns the tile.
    TileId revealIndicator(int k);
    void record(Event e);  // adds a ruleset event to the log
    // Moves the players between seats (only from Ruleset::beforeDeal, between
    // hands): the player playerAt[s] sits at seat s from now on, taking their
    // name and score along; records a Seating event with `why`.
    void seatPlayers(const std::array<int, 4>& playerAt, const std::string& why);

    // For a mirror table (one seat's picture of a game played elsewhere,
    // ai/mjai/mirror.h): exchanges two tile ids everywhere, so a tile that
    // was a stand-in for a hidden one becomes the tile that showed. Only
    // meant for ids no seat of the mirror has seen yet (or an indicator
    // being corrected); a real game never calls it.
    void swapIds(TileId a, TileId b);
    // Also for a mirror table: applies a discard or concealed kong of the
    // turn's seat, of tiles it holds, that the ruleset's checks of the hand
    // would refuse because the seat's other tiles are stand-ins (a riichi
    // declaration asks for a waiting hand, a kong after riichi for the same
    // waits). The game elsewhere already judged it. Throws IllegalAction for
    // anything else.
    void applyUnchecked(const Action& a);

    // --- checks ---
    // "" when every tile is in exactly one place; else what is wrong.
    std::string checkInvariants() const;
    void setCheckInvariants(bool on) { checkInvariants_ = on; }
    int invariantViolations() const { return violations_; }

    // --- saves ---
    std::string toJson() const;  // {"ruleset","options","seed","names","actions"}
    // Rebuilds a game from its save; throws std::invalid_argument with a
    // clear message (the action number and why) on a corrupt save.
    static std::unique_ptr<Table> fromJson(const std::string& json);
    static std::string actionToJson(const Action& a);
    static Action actionFromJson(const std::string& json);
    std::string describe(const Action& a) const;  // "E discards 5m", for logs and debug

private:
    void init(std::array<std::string, 4> names);
    void applyLegal(const Action& a);  // apply() once the action is known legal
    void startHand();
    void dealHand();
    void drawFor(int seat, bool replacement);
    void replaceFlowers(int seat);
    void afterDraw(int seat);
    void doDiscard(const Action& a);
    void openClaimWindow(int discarder, TileId tile, bool kakan, bool ankan = false);
    void resolveClaims();
    void doClaim(const Action& a);
    void doKong(const Action& a);
    void finishKakan(int seat);
    void doWins(const std::vector<Action>& wins, int from);
    void endHandWith(HandOutcome outcome);
    void advanceAfterDiscard();
    void removeFromHand(int seat, TileId id);
    void computeActions(int seat, std::vector<Action>& out, std::vector<RefusedAction>* refused = nullptr) const;
    // legalActions(seat) for the state as it is, from the last view when
    // nothing changed since (a game loop's view and the apply() of its answer
    // would otherwise both compute them).
    const std::vector<Action>& legalNow(int seat) const;
    // completesWith / completesHand from waitCache_: the seat's hand without
    // its tile at `skip` (-1: the whole hand) plus one tile of kind `k`.
    bool keptAnswer(int seat, int skip, Kind k, int meldCount, std::uint8_t forms) const;
    void claimActions(int seat, std::vector<Action>& out) const;
    void turnActions(int seat, std::vector<Action>& out) const;
    bool inTurnSeatHand(int seat, TileId id) const;
    void syncPublic();
    void runChecks();
    void emitEvent(Event e);

    std::shared_ptr<const Ruleset> ruleset_;
    std::vector<TileId> forcedWall_;
    std::array<int, 2> forcedDice_{1, 1};
    FirstDealerDraw forcedFirst_;
    std::vector<TileId> nextWall_;
    std::array<int, 2> nextDice_{1, 1};
    // Walls dealt from a given order rather than the seed (a test's scripted
    // deal, an imported log): the save lists them so that it replays.
    struct GivenWall {
        int hand = 0;
        std::vector<TileId> order;
        std::array<int, 2> dice{1, 1};
    };
    std::vector<GivenWall> givenWalls_;
    std::vector<GivenWall> pendingWalls_;  // setWallForHand: walls of hands not dealt yet
    Options options_;
    TableConfig config_;
    std::uint64_t seed_;
    Wall wall_;
    PublicState pub_;
    std::array<PrivateSeat, 4> priv_;
    std::vector<Action> log_;
    std::vector<Event> events_;
    // claim window
    std::array<std::vector<Action>, 4> claimOptions_;
    std::array<std::vector<RefusedAction>, 4> claimRefused_;
    std::array<bool, 4> responded_{};
    std::array<Action, 4> responses_{};
    int kakanSeat_ = -1;
    bool turnFromClaim_ = false;
    bool afterReplacement_ = false;
    bool afterFlower_ = false;
    int discardCount_ = 0;
    int callCount_ = 0;
    bool lastDrawWasLive_ = false;
    bool checkInvariants_ = false;
    int violations_ = 0;
    // Names the state of pub_.log for viewInto: a fresh value for every
    // table (copies included) and whenever the log changes other than by an
    // appended event, so a view holding a log with this stamp holds a prefix
    // of pub_.log.
    struct LogStamp {
        std::uint64_t value = fresh();
        LogStamp() = default;
        LogStamp(const LogStamp&) : value(fresh()) {}
        LogStamp& operator=(const LogStamp&) {
            value = fresh();
            return *this;
        }
        void renew() { value = fresh(); }
        static std::uint64_t fresh();
    };
    LogStamp logStamp_;
    // For viewInto: names this table (a copy gets a fresh one), so the
    // change counts below are only compared with a view filled from it.
    LogStamp tableStamp_;
    // When each part of the public state that viewInto copies only when it
    // changed was last changed, counted by changes_: a view filled when
    // changes_ was n holds every part last changed at n or before. Every
    // write to those parts marks them (the seat's name, melds, river,
    // flowers and flags; the wall's taken and revealed tiles; the history;
    // the outcome; the rest: ruleset id, counters, first dealer's dice), and
    // a hook's mutable access marks them all.
    std::uint64_t changes_ = 0;
    std::array<std::uint64_t, 4> seatAt_{};
    std::array<std::uint64_t, 4> rulesAt_{};  // each seat's private rule state
    std::uint64_t wallAt_ = 0, historyAt_ = 0, outcomeAt_ = 0, restAt_ = 0;
    // The wall's taken flags in pub_ were last copied whole (a new wall)
    // at takenAt_; since then each tile taken sets its flag, and
    // syncedDrawn_ (the wall's drawnCount then; -1: a new wall) says how
    // many of Wall::takenOrder they show.
    std::uint64_t takenAt_ = 0;
    int syncedDrawn_ = -1;
    void markSeat(int seat) { seatAt_[std::size_t(seat)] = ++changes_; }
    void markAll() {
        const std::uint64_t c = ++changes_;
        seatAt_.fill(c);
        rulesAt_.fill(c);
        wallAt_ = historyAt_ = outcomeAt_ = restAt_ = takenAt_ = c;
        syncedDrawn_ = -1;  // the taken flags copied whole again, whatever a hook did to them
    }
    // Bumped by everything that may change the state (apply and the hooks'
    // mutable access); legalNow's answer is kept for one version and seat.
    std::uint64_t stateVersion_ = 0;
    mutable std::uint64_t legalVersion_ = ~std::uint64_t(0);
    mutable int legalSeat_ = -1;
    mutable std::vector<Action> legalKept_;
    // completesWith's answers per seat, for the concealed tiles `hand` (the
    // first `size` ids; size 255: none kept), meldCount and forms: their
    // counts, the kinds that may complete them (shapeWaitCandidates), and of
    // those the kinds already asked (`known`) and the answers (`waits`).
    // Keyed by the tiles themselves, so no change of the hand can leave it
    // stale.
    struct WaitCache {
        std::array<TileId, 14> hand{};
        std::uint8_t size = 255;
        std::int8_t melds = -1;
        std::uint8_t forms = 0;
        Counts counts{};
        std::uint64_t candidates = 0;
        std::uint64_t known = 0;
        std::uint64_t waits = 0;
    };
    mutable std::array<WaitCache, 4> waitCache_{};
};

}  // namespace qe
