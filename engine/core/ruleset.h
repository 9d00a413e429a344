// The interface every ruleset implements. The table (table.h) owns the
// mechanics common to all five rulesets (wall, turns, claim windows, melds,
// replacement draws, flowers); a ruleset decides what is legal, what a win is
// worth, who pays, and when the game ends.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/decompose.h"
#include "core/options.h"
#include "core/rng.h"
#include "core/score.h"
#include "core/state.h"
#include "core/wall.h"
#include "core/winfacts.h"

namespace qe {

class Table;

// Several players claiming a win on one discard (common.md "Seats and turn order").
enum class WinnersPolicy : std::uint8_t {
    HeadBump,            // only the first after the discarder wins (截和)
    All,                 // every claimant wins (一炮多响)
    AllButThreeAborts,   // double ron allowed, a third ron aborts (riichi.md "Play")
};

enum class ConcealedKongDisplay : std::uint8_t {
    OuterDown,   // the two outer tiles face down (riichi.md "Play")
    OneDown,     // one tile face down
    AllUp,
};

struct TableConfig {
    WallConfig wall;
    long long startScore = 0;
    bool chi = true;
    bool kongAfterCall = false;       // ankan/kakan allowed right after chi/pon (yuque, lingque)
    bool autoFlowers = false;         // set flowers aside and replace from the tail
    bool robKong = true;              // 抢杠 on an added kong
    // A concealed kong opens a window too, for a win only; the ruleset's
    // evaluateWin decides which hands may rob it (riichi.md: thirteen orphans).
    bool robConcealedKong = false;
    bool callsOnLastDiscard = false;  // chi/pon allowed on the discard after the last draw
    // Kongs (also an open kong on the last discard) may be declared with no
    // tile left to replace them; the replacement draw then finds none and
    // the hand ends as an exhausted draw (lingque.md "Play"). Off: no kong
    // once the live wall is empty.
    bool kongWithoutReplacement = false;
    WinnersPolicy winners = WinnersPolicy::HeadBump;
    ConcealedKongDisplay kongDisplay = ConcealedKongDisplay::OuterDown;
    int maxKongs = 16;                // no kong once this many were declared in the hand
};

// What a seat is about to win with, as the table sees it.
struct WinContext {
    int seat = -1;
    int from = -1;          // discarder / robbed seat, -1 for tsumo
    TileId tile = kNoTile;
    bool tsumo = false;
    bool robbedKong = false;  // the tile is another seat's kong tile (added, or concealed)
};

// An action the table found possible that the ruleset's rules refuse at
// this moment (a claim restriction, a lock), with the reason its seat is
// shown: a front end greys it out and explains why instead of hiding it.
struct RefusedAction {
    Action action;
    std::string reason;
};

// What a player must know of a ruleset beyond what its scorer answers and
// its TableConfig says (the claims: `chi`, pon, kongs and a win on a discard
// always; the dead wall: `wall.deadWall`). The bots read these facts
// (ai/profile.h); everything else they learn by scoring sample hands. The
// defaults are a plain game: no minimum, no furiten, no declaration, nothing
// for being ready at the exhaustive draw, and Ruleset::settle's payments.
struct RuleFacts {
    // The least a winning hand must score, in `minimumUnit` (the scorer's
    // headline unit, Ruleset::unit()); 0: any complete hand wins. The scorer
    // already answers valid=false below it. `minimumCountsFlowers`: whether
    // flowers set aside count toward it.
    long long minimum = 0;
    std::string minimumUnit;
    bool minimumCountsFlowers = false;

    // Furiten: no win on a discard of a kind in one's own river
    // (`furitenOwnDiscards`); none after a winning tile went by, until
    // one's own next discard (`furitenPassed`).
    bool furitenOwnDiscards = false;
    bool furitenPassed = false;

    // A ready-hand declaration (a Discard with `declare` set): the situation
    // word it adds to a hand description ("" where there is none) and what
    // it costs the declarer up front, in points. A declared hand is fixed
    // (it discards what it draws) and `furitenPassed` lasts the rest of the
    // hand.
    std::string declareWord;
    double declareCost = 0;
    // A public counter (PublicState::counters) of points on the table that
    // the next winner takes, a declarer's own cost included; "" none.
    std::string potCounter;

    // Being ready at the exhaustive draw pays a fixed amount (over not being
    // ready) and/or a share of the ready hand's points.
    double tenpaiFixed = 0;
    double tenpaiShare = 0;
    // The share of the winner's points the discarder pays, and what the
    // winner receives on a discard and on a self-draw, in multiples of the
    // hand's points (the scorer's "points" field, else its total).
    double dealInShare = 1;
    double ronGain = 1;
    double tsumoGain = 3;
    // Two seats become related once one has claimed (chi, pon, kong)
    // `relationClaims` times from the other this hand (0: no such rule).
    // A self-drawn win by either then takes `relationTsumoShares` shares
    // from the other instead of one, and a win on a discard takes
    // `relationRonExtra` shares more from it (discarder or not).
    int relationClaims = 0;
    double relationTsumoShares = 1;
    double relationRonExtra = 0;
    // Face-up dead-wall indicators (PublicState wall.revealed) make another
    // kind worth more to whoever holds it (riichi's dora): that kind, by
    // the indicator's kind; empty where indicators add nothing. The scorer
    // counts these; the bots read the rule here to see them coming.
    std::vector<Kind> indicatorBonus;
};

// What the bots read of a finished hand's score: Ruleset::value's ok and
// valid, its total, and its "points" field (its total where it has none).
struct HandWorth {
    bool ok = false;
    bool valid = false;
    long long total = 0;
    long long points = 0;
};
inline HandWorth handWorth(const ScoreResult& r) { return {r.ok, r.valid, r.total, r.field("points", r.total)}; }

// worthEach's answers: for each kind k of `answered`, at[k][0] is worth()
// self-drawn and at[k][1] on a discard.
struct WinWorths {
    std::uint64_t answered = 0;
    std::array<std::array<HandWorth, 2>, kNumKinds> at{};
};

// Values many finished hands that share one description but for their
// concealed tiles, winning tile and tsumo (a bot's search over the hands it
// can reach): what needs only that shared part is checked and computed once,
// and no description, string or option is built per hand. worth() answers
// exactly handWorth(ruleset.value(d)) for `d` = the shared description with
// the concealed tiles `concealed` (plain, no red fives), winning tile `win`
// and `tsumo`, but that an answer that is not valid may have another total
// and points (a valuer may stop once it knows the hand is below the
// minimum; the bots read them only of a valid win). One valuer serves one
// thread.
class HandValuer {
public:
    virtual ~HandValuer() = default;
    virtual HandWorth worth(const Counts& concealed, Kind win, bool tsumo) = 0;
    // One finished hand won on several kinds: the bots reach the same 14
    // tiles by drawing k and winning on w and by drawing w and winning on k,
    // and the decompositions do not depend on the winning tile. Answers
    // worth(concealed, k, tsumo) for `must` (held in `concealed`) and for
    // each other kind of `wins` (bit k: kind k, each held) that costs little
    // more, both ways; `answered` says which. The default asks worth().
    virtual void worthEach(const Counts& concealed, std::uint64_t wins, Kind must, WinWorths& out) {
        out.answered = 0;
        wins |= std::uint64_t(1) << must;
        for (std::uint64_t b = wins; b; b &= b - 1) {
            const Kind k = Kind(std::countr_zero(b));
            out.at[k] = {worth(concealed, k, true), worth(concealed, k, false)};
        }
        out.answered = wins;
    }
    // True where worthEach shares its work between the kinds (otherwise it
    // is no cheaper than asking worth() for each).
    virtual bool sharesWins() const { return false; }
};

// The last hand a valuer was asked about: the bots ask for each hand on a
// discard and self-drawn in turn, and what does not depend on `tsumo` can
// be kept from one question to the next.
struct LastHand {
    bool have = false;
    Kind win = 0;
    Counts concealed{};
    bool is(const Counts& c, Kind w) const { return have && w == win && c == concealed; }
    void set(const Counts& c, Kind w) {
        have = true;
        win = w;
        concealed = c;
    }
    void forget() { have = false; }
};

// The game's first dealer and the dice that chose them (two per throw).
struct FirstDealerDraw {
    int seat = 0;
    std::vector<int> dice;
};

// The seat a dice sum points at, counting counter-clockwise (in turn order)
// from `from` itself: sum 1 = `from`, 2 = the next seat ... (5 and 9 = `from`).
inline int seatCountedFrom(int from, int sum) { return ((from + sum - 1) % 4 + 4) % 4; }

class Ruleset {
public:
    virtual ~Ruleset() = default;

    virtual std::string id() const = 0;
    virtual std::string nameZh() const = 0;
    virtual std::string nameEn() const = 0;
    virtual std::vector<OptionDesc> optionDescs() const = 0;
    virtual TableConfig config(const Options& opts) const = 0;
    // The unit of the headline number, for display ("han", "fan", "花" ...).
    virtual std::string unit() const { return "points"; }
    // The rule facts under `opts` (RuleFacts); the default is a plain game.
    virtual RuleFacts ruleFacts(const Options& /*opts*/) const { return {}; }
    // The situation words its hand descriptions take, in its scorer's order
    // (common.md "Hand description", each ruleset page's "Situation" list);
    // a description with any other word is refused. Empty: none.
    virtual std::vector<std::string> situationWords() const { return {}; }

    // Scorer: a hand description in, a result with items and steps out. It
    // never throws for a bad hand; it answers ok=false with an error.
    virtual ScoreResult score(const HandDesc& hand) const = 0;
    // The same result's ok, valid, total and fields only (no items, steps
    // or groups): what the bots need for the many hands they value. A
    // ruleset with a faster path overrides it; it must agree with score().
    virtual ScoreResult value(const HandDesc& hand) const { return score(hand); }
    // A valuer (HandValuer) for the hands that share `base` but for `hand`,
    // `winTile` (given), `tsumo`; nullptr where the ruleset has none or the
    // shared part needs the full path (the caller then uses value()). The
    // valuer keeps no reference to `base`.
    virtual std::unique_ptr<HandValuer> valuer(const HandDesc& /*base*/) const { return nullptr; }

    // --- play hooks (defaults give a plain game) ---

    // Who deals first, thrown once at the start of a game on a dice stream of
    // its own derived from the seed (so the walls are unaffected). The
    // default throws two dice and counts their sum from seat 0.
    virtual FirstDealerDraw drawFirstDealer(Rng& dice) const;

    // Called once when the game starts (after scores are set and
    // PublicState::firstDealer is known) and when each hand has been dealt
    // (dice known, flowers replaced).
    virtual void startGame(Table&) const {}
    virtual void startHand(Table&) const {}
    // A hand begins (the first, or NextHand), before its wall is built and
    // dealt: a ruleset that moves players between seats at the start of a
    // round does it here (Table::seatPlayers).
    virtual void beforeDeal(Table&) const {}

    // The table proposes the structurally possible actions of `seat`
    // (discards, claims, kongs; wins that `evaluateWin` accepted); the
    // ruleset removes what its rules forbid and may add declarations
    // (a Discard with `declare` set, an Abort).
    virtual void filterActions(const Table&, int /*seat*/, std::vector<Action>& /*actions*/) const {}
    // After filterActions: moves the actions the rules refuse now out of
    // `actions` into `refused`, each with its reason. Only that seat sees
    // them (SeatView::refused); a seat whose claims were all refused is still
    // asked (Pass), so a player sees why it cannot claim.
    virtual void refuseActions(const Table&, int /*seat*/, std::vector<Action>& /*actions*/,
                               std::vector<RefusedAction>& /*refused*/) const {}

    // Whether `ctx` is a legal win, and its score. The default scores the
    // table's hand description and accepts `valid` results.
    virtual std::optional<ScoreResult> evaluateWin(const Table& t, const WinContext& ctx) const;
    // Whether the table offers `ctx` as a win: evaluateWin accepts it. The
    // offer needs no breakdown, so a ruleset with a cheaper way to the same
    // answer may say so here (the breakdown is made when the win is taken).
    virtual bool offersWin(const Table& t, const WinContext& ctx) const { return evaluateWin(t, ctx).has_value(); }
    // The ruleset's hand description of a win from the table's facts
    // (Table::winFacts). The default, rulesets/common/describe_win.cpp, gives
    // the situation words of common.md "Hand description" that the facts
    // decide; a ruleset keeps the words it scores and adds its own.
    virtual HandDesc describeWin(const Table& t, const WinFacts& facts) const;

    // Every table event, as it happens (the table's state is the one right
    // after it); ClaimClosed, which no seat sees, only here and in
    // Table::fullEvents. Private rule state (Table::rulesMut) is kept here
    // or in afterAction. Events a hook records come back through it too.
    virtual void onEvent(Table&, const Event&) const {}

    // After the table applied `a` (and its automatic consequences).
    virtual void afterAction(Table&, const Action&) const {}
    // Checked after every action: a non-empty reason aborts the hand.
    virtual std::string checkAbort(const Table&) const { return {}; }

    // The hand ended (win, exhausted wall, abort): who pays what. The table
    // applies `delta` to the scores.
    virtual Settlement settle(const Table& t, HandOutcome& outcome) const;
    // After settlement: move the dealer, the round, counters; return true
    // when the game is over. The default passes the deal on after every
    // hand and ends after one round of four deals.
    virtual bool endHand(Table& t, const HandOutcome& outcome) const;
    // Each seat's final place, 1..4, from the scores (docs/record.md "Ties
    // in placement"). By default tied seats share the places they span (two
    // tied for first are 1.5 each): the Chinese rulesets state no
    // tie-break. A ruleset that breaks ties (riichi) gives whole places.
    virtual std::array<double, 4> placements(const PublicState& p) const;
    // Between hands (phase HandOver): the seat that may end the game now
    // instead of playing on (ActionType::EndGame), or -1. Playing on is
    // NextHand as always.
    virtual int mayEndGame(const Table&) const { return -1; }
    // That seat ended the game: the final adjustments before GameOver.
    virtual void endGameByChoice(Table&) const {}

    // Display names.
    // The table's label for a public counter (PublicState::counters) or a
    // seat flag (PublicSeat::flags); "" hides it (bookkeeping a ruleset keeps
    // public, such as a kong count, that players need not read). The
    // default shows the key itself.
    virtual std::string counterLabel(const std::string& key) const { return key; }
    virtual std::string flagLabel(const std::string& key) const { return key; }
    virtual std::string winName(bool tsumo) const { return tsumo ? "Tsumo" : "Ron"; }
    virtual std::string declarationName(int /*code*/) const { return "Declare"; }
    virtual std::string abortName(int /*code*/) const { return "Abort"; }
};

}  // namespace qe
