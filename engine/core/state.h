// Actions, events and the public/private split of a table's state.
//
// Hidden information is a type: PublicState holds only what every seat may
// see (rivers, melds, flowers, scores, counts, the public event log);
// PrivateSeat holds one seat's concealed tiles. A SeatView is built from the
// PublicState and that one seat's PrivateSeat, nothing else (view.h).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "core/hand.h"
#include "core/score.h"
#include "core/wall.h"

namespace qe {

inline constexpr TileId kNoTile = 0xff;

enum class ActionType : std::uint8_t {
    Draw,      // the seat to play draws from the live wall (forced)
    Discard,   // `tile`; `declare` carries a ruleset declaration made with it (riichi.md "Play")
    Chi,       // claim `tile` with `with[0..1]`
    Pon,       // claim `tile` with `with[0..1]`
    Kan,       // open kong: claim `tile` with `with[0..2]`
    Kakan,     // add `tile` to one's pon
    Ankan,     // concealed kong: `tile` and `with[0..2]`
    Tsumo,     // self-drawn win on `tile`
    Ron,       // win on the discard (or the robbed kong tile) `tile`
    Pass,      // decline every claim in a claim window
    Abort,     // ruleset-defined abortive declaration (`code`), e.g. 九種九牌
    NextHand,  // after a hand has ended: deal the next one (seat -1)
    EndGame,   // after a hand has ended: the seat the ruleset offers it to ends the game
               // (riichi.md "Play": an all-last dealer who leads may stop)
};

const char* actionTypeName(ActionType t);

struct Action {
    ActionType type = ActionType::Pass;
    std::int8_t seat = -1;
    TileId tile = kNoTile;
    std::array<TileId, 3> with{kNoTile, kNoTile, kNoTile};
    std::uint8_t declare = 0;  // 0 = none; ruleset-defined (see Ruleset::declarationName)
    std::uint8_t code = 0;     // Abort reason, ruleset-defined
    friend bool operator==(const Action&, const Action&) = default;
};

enum class Phase : std::uint8_t {
    Draw,      // `turn` must draw
    Turn,      // `turn` holds 3n+2 tiles and must discard (or kong, win, declare)
    Claim,     // other seats answer a discard or an added kong
    HandOver,  // the hand ended; NextHand deals the next one
    GameOver,
};

enum class EventType : std::uint8_t {
    HandStart,    // code = hand number; text = dice
    Deal,         // seat; tiles private to the seat
    Draw,         // seat; tile private to the seat
    Replacement,  // seat; replacement draw from the tail (tile private)
    Flower,       // seat; the flower set aside (public)
    Discard,      // seat, tile; code = declaration
    Chi, Pon, Kan, Kakan, Ankan,  // seat; tiles; code = from seat (claims)
    Pass,         // seat declined a claim
    ClaimClosed,  // a claim window closed; `claims` says who was offered what and who answered what
    Indicator,    // a dead-wall indicator turned over (tile public)
    Win,          // seat; tile; code = from seat (or seat itself for tsumo)
    Abort,        // text = reason
    Exhausted,    // the live wall ran out
    Score,        // seat; code unused; value = score change
    HandEnd,
    GameEnd,
    FirstDealer,  // first event of the game: seat = the first dealer; text = the dice ("3+4")
    Seating,      // players moved between seats before this hand (text says who went where)
};

const char* eventTypeName(EventType t);

// One seat's part in a claim window (EventType::ClaimClosed).
struct ClaimAnswer {
    std::vector<Action> offered;  // empty: the seat was not asked
    Action answer{};              // what it answered (Pass when it was not asked)
    bool taken = false;           // its answer is the one the table carried out
};

// Who may see an event (Event::audience).
inline constexpr std::int8_t kPublicEvent = -1;
// Only the ruleset hook and the table's full event log see it, never a seat:
// a claim window's offers tell what seats hold.
inline constexpr std::int8_t kRulesOnlyEvent = -2;

struct Event {
    EventType type = EventType::HandStart;
    std::int8_t seat = -1;
    TileId tile = kNoTile;
    std::vector<TileId> tiles;
    int code = 0;
    long long value = 0;
    std::string text;
    std::int8_t audience = kPublicEvent;  // -1 public; 0..3 only this seat may see the tiles; kRulesOnlyEvent
    std::vector<ClaimAnswer> claims;      // ClaimClosed: one per seat (0..3), the discarder's empty
};

struct MeldRec {
    Meld meld;                 // relative `from` (1 上家, 2 对家, 3 下家) filled in
    std::vector<TileId> ids;   // physical tiles, in meld order
    std::int8_t fromSeat = -1; // absolute seat the claimed tile came from
    TileId claimedId = kNoTile;
    bool robbed = false;       // an added kong robbed by 抢杠 (stays a pon)
    int atDiscard = -1;        // discards made in the hand when it was made (a claimed discard included)
    int addedAtDiscard = -1;   // an added kong: discards made when the fourth tile was added
};

struct DiscardRec {
    TileId id = kNoTile;
    Tile tile{};
    bool tsumogiri = false;  // the tile just drawn
    bool claimed = false;    // taken by another seat (chi/pon/kan/ron)
    std::uint8_t declare = 0;
};

struct PublicSeat {
    std::string name;
    long long score = 0;
    std::vector<MeldRec> melds;
    std::vector<DiscardRec> river;
    std::vector<TileId> flowers;
    int concealedCount = 0;
    bool holdsDrawn = false;             // a freshly drawn tile is in the hand
    std::map<std::string, int> flags;    // ruleset-defined public flags (a standing declaration ...)
};

struct Payment {
    int from = -1;  // -1: from nobody (e.g. a bonus)
    int to = -1;    // -1: to nobody (a pure loss)
    long long amount = 0;
    std::string reason;
};

struct Settlement {
    std::array<long long, 4> delta{};
    std::vector<Payment> payments;
    std::vector<ScoreStep> steps;
    // Each payment is also one of the steps (with its amount as delta), the
    // rest are notes without an amount (a ledger): a view that lists
    // the payments may leave those steps out.
    bool stepsRestatePayments = false;
    // Rulesets that value every hand (玉雀 tenpai valuation) fill this.
    std::array<ScoreResult, 4> handValues{};
};

struct WinRecord {
    int seat = -1;
    int from = -1;  // discarder (or robbed seat); -1 for a self-draw
    TileId tile = kNoTile;
    bool tsumo = false;
    HandDesc desc;
    ScoreResult score;
};

struct HandOutcome {
    enum class Kind : std::uint8_t { None, Win, Exhausted, Abort };
    Kind kind = Kind::None;
    std::vector<WinRecord> wins;
    std::string abortReason;
    std::array<std::vector<TileId>, 4> hands;  // every concealed hand, revealed at the end
    std::array<bool, 4> tenpai{};              // filled by the ruleset where it matters
    Settlement settlement;
    bool gameOver = false;
};

struct WallPublic {
    int size = 136;
    std::array<int, 2> dice{1, 1};
    int breakSide = 0, breakStack = 0;
    int liveRemaining = 0;
    int deadWall = 0;
    std::vector<bool> taken;                        // by draw-order index
    std::vector<std::pair<int, TileId>> revealed;   // indicators: (draw index, tile)
};

struct PublicState {
    std::string ruleset;
    Phase phase = Phase::Draw;
    int turn = 0;          // seat to act in Draw/Turn; the discarder in Claim
    int dealer = 0;
    int roundWind = 0;     // 0 E, 1 S, ...
    int handNumber = 0;    // hands dealt so far in the game, 1-based once dealt
    int handInRound = 0;   // 1-based dealer index within the round
    int honba = 0;
    std::map<std::string, long long> counters;  // ruleset counters (sticks on the table, 荒番 ...)
    std::array<PublicSeat, 4> seats;
    WallPublic wall;
    TileId lastDiscard = kNoTile;
    int lastDiscarder = -1;
    TileId claimTile = kNoTile;  // the tile under claim (discard or robbed kong)
    bool claimIsKakan = false;   // a kong's tile is under claim (added, or concealed with claimIsAnkan)
    bool claimIsAnkan = false;   // that kong is a concealed one (TableConfig::robConcealedKong)
    std::vector<Event> log;      // public events of this hand only (redacted)
    // Score after each hand, by player (a player's seat is placeOf[player]).
    std::vector<std::array<long long, 4>> history;
    HandOutcome outcome;         // valid in HandOver / GameOver
    // Who deals first, from dice thrown from the game seed (Ruleset::drawFirstDealer);
    // the dice in throw order, two per throw (empty: none thrown, a test's fixed wall).
    int firstDealer = 0;
    std::vector<int> firstDealerDice;
    // Seats are places at the table; players are the game's four names in
    // their order at the start. A ruleset may move players between seats
    // (玉雀's seat rotation); their name and score move with them.
    std::array<int, 4> playerAt{0, 1, 2, 3};  // the player sitting at each seat
    std::array<int, 4> placeOf{0, 1, 2, 3};   // the seat of each player
    int seatWind(int seat) const { return (seat - dealer + 4) % 4; }
};

// A seat's private rule state, owned by the ruleset and reset with each
// hand: counters and flags, per-seat counts and locked kinds that only that
// seat may see (a passed-win mark, a missed-claim lock, tiles each seat fed it).
// Keys are the ruleset's own; absent keys read as zero / empty.
struct SeatRules {
    std::map<std::string, int> values;                       // counters and flags
    std::map<std::string, std::array<int, 4>> bySeat;        // one count per absolute seat
    std::map<std::string, std::vector<Kind>> kinds;          // kinds under a rule (sorted, distinct)

    int get(const std::string& key) const {
        auto it = values.find(key);
        return it == values.end() ? 0 : it->second;
    }
    int of(const std::string& key, int seat) const {
        auto it = bySeat.find(key);
        return it == bySeat.end() ? 0 : it->second[std::size_t(seat)];
    }
    bool holds(const std::string& key, Kind k) const {
        auto it = kinds.find(key);
        return it != kinds.end() && std::binary_search(it->second.begin(), it->second.end(), k);
    }
    void addKind(const std::string& key, Kind k) {
        auto& v = kinds[key];
        auto it = std::lower_bound(v.begin(), v.end(), k);
        if (it == v.end() || *it != k) v.insert(it, k);
    }
    bool empty() const { return values.empty() && bySeat.empty() && kinds.empty(); }
    friend bool operator==(const SeatRules&, const SeatRules&) = default;
};

struct PrivateSeat {
    std::vector<TileId> hand;  // concealed tiles (sorted by id)
    TileId drawn = kNoTile;    // the tile just drawn, if any (also in hand)
    SeatRules rules;           // the ruleset's private state for this seat
};

}  // namespace qe
