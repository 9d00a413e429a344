// 璸市麻雀 scoring internals shared by binshi_score.cpp, the generator and
// the tests: the hand as the predicates see it and the one evaluation of a
// reading.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "core/decompose.h"
#include "core/score.h"
#include "rulesets/binshi/binshi_fans.h"

namespace qe {
class Rng;
}

namespace qe::binshi {

// Facts of the whole hand, the same for every reading.
struct Facts {
    Counts conc{}, all{};
    std::uint64_t kinds = 0;  // bit k: kind k is in the hand or its melds
    std::uint8_t suits = 0;   // bit s: number suit s is present
    Kind win = 0;
    bool tsumo = false;
    Kind seatWind = kEast, roundWind = kEast;
    std::span<const Meld> melds;
    int openMelds = 0, openKongs = 0, concealedKongs = 0;
    bool lastTile = false, rinshan = false, chankan = false, haitei = false, houtei = false;
    int flowers = 0;
    int hogs = 0;            // kinds held four times that are not a kong (四归一)
    mutable int waits = -1;  // kinds the 13 tiles before the win wait on (capped at 2), lazily
};

// Fills `f` from a validated hand description; returns "" or the error
// naming the field.
std::string makeFacts(const HandDesc& h, Facts& f);

// How many kinds (0, 1 or 2 meaning "two or more") complete the 13 tiles
// that were held before the winning tile, in any MCR form. By shape: a kind
// the player already holds four of is still a wait (binshi.md "Counting
// principles").
int waitCount(const Facts& f);

// A reading: one decomposition with its groups as MCR sees them.
enum GroupKind : std::uint8_t { kSeq, kPung, kKong };
struct RGroup {
    Kind kind = 0;  // lowest kind of a sequence
    std::uint8_t type = kPung;
    bool open = false;  // chi, pon, kan, kakan
    bool meld = false;  // a fixed meld (not from the concealed tiles)
};
struct Reading {
    Form form = Form::Standard;
    int n = 0;  // groups: 4 standard, 1 knitted straight, 0 otherwise
    std::array<RGroup, 4> g{};
    Kind pair = 0;
    std::array<Suit, 3> knit{};
};
constexpr std::uint8_t kPairBit = 1 << 4;
constexpr std::uint8_t kWholeHand = 1 << 5;

Reading readingOf(const Decomposition& d);

// A combination fan over groups (bits 0..3 the groups, kPairBit the pair).
struct Combination {
    std::uint8_t fan;
    std::uint8_t groups;
};
// Every combination fan a reading's groups form, before the choice.
std::vector<Combination> combinationCandidatesOf(const Reading& r);
// Whether these combinations may all count together (不重复 inside one
// another, 不得相同, 套算一次).
bool combinationsAllowed(const std::vector<Combination>& set);
// The value of the combinations the search counts for a reading.
int chosenCombinationValue(const Reading& r, const FanValues& values);

// One evaluated reading: the fans counted (in table order) and, when asked
// for, why the others were not.
struct Evaluation {
    int total = 0;  // flowers included
    Reading reading;
    int winIn = -1;  // the group the winning tile completed: 0..3, 4 the pair, 5 the knitted straight
    std::array<std::uint8_t, kNumFans> count{};
    std::array<std::uint8_t, kNumFans> mask{};  // groups that made it (kPairBit, kWholeHand)
    FanSet counted;
    std::vector<std::string> notCounted;  // only with detail
};

// 就高不就低: the best evaluation over every reading and every group the
// winning tile can complete. Returns false when the hand is complete in
// no form. `detail` fills Evaluation::notCounted.
bool bestEvaluation(const Facts& f, const FanValues& values, bool detail, Evaluation& out);
// The same for both ways of winning in one search: out[0] self-drawn, out[1]
// on a discard; no detail. `f.tsumo` is set to each in turn and restored.
bool bestEvaluations(Facts& f, const FanValues& values, std::array<Evaluation, 2>& out);

// bestEvaluations' totals for one finished hand won on each kind of `wins`
// (bit k: kind k, held in f.conc) in one search: the decompositions, the
// combinations and the reading fans do not depend on the winning tile, only
// 九莲宝灯, 和绝张 (`lastTile`: bit k, the other three tiles of kind k are
// visible), the tile's placements, the concealed pungs they leave and the
// sole-wait fans do. at[k][0] is self-drawn, at[k][1] on a discard (total
// -1: not complete; `flowers` the flower fans in the total). Filled for
// `must` and for each other kind whose answer does not hang on waitCount
// (counted only for `must`); `answered` says which. f.win, f.tsumo,
// f.lastTile and f.waits are left as they were.
struct WinTotal {
    int total = -1;
    int flowers = 0;
};
using WinTotals = std::array<std::array<WinTotal, 2>, kNumKinds>;
void bestTotalsEach(Facts& f, const FanValues& values, std::uint64_t wins, Kind must, std::uint64_t lastTile,
                    WinTotals& at, std::uint64_t& answered);

// bestEvaluations' totals (out[0] self-drawn, out[1] on a discard; total -1:
// not complete) for f (f.conc won on f.win, its facts as factsOf fills
// them), keeping what does not depend on the winning tile for the next
// kinds the same tiles are won on: the decompositions, the readings' fans
// and combinations, the hand fans (bestTotalsEach) of the last hands asked.
struct KeptHand;
//
// A hand whose fans without flowers cannot reach the 8-fan minimum in any
// reading and placement is answered {0, 0} both ways (not a valid win; not
// its total) without the placements. `lower` takes that bound this much
// lower: tests only, to show that their hands near the minimum catch a
// bound that is too low.
//
// The hands are kept by their concealed tiles: `oneSetting` says that every
// hand asked shares its melds, winds, flowers, situation and fan values
// (a valuer's hands); otherwise a hand asked in another setting than the
// last forgets the hands kept.
class WinSearch {
public:
    explicit WinSearch(int lower = 0, bool oneSetting = false);
    ~WinSearch();
    void totals(Facts& f, const FanValues& values, std::array<WinTotal, 2>& out);
    // factsOf's facts for the concealed tiles `conc` won on `win` (held in
    // `conc`) from the hand kept with those tiles, but for f.lastTile (by
    // the visible tiles of `win`), which the caller sets; false when no
    // hand is kept with them. For a search of one setting.
    bool keptFacts(const Counts& conc, Kind win, Facts& f);
    // The kept hands (binshi_predicates.cpp; named here so that a finished
    // search's storage can be handed to the next one).
    struct Impl;

private:
    std::unique_ptr<Impl> impl_;
    int lower_ = 0;
    bool oneSetting_ = false;
};

// What is wrong with the fans' predicates against the table: a row of a
// predicate scope without its predicate, two for one row, or one for a row
// the scorer finds otherwise. Empty: sound (a test checks it with
// kitTable().validate()).
std::vector<std::string> predicateProblems();

// "清一色 Full Flush": the Chinese and English names for breakdown text.
std::string fanName(int f);

// Random winning hands (any MCR form, melds, flowers, situations) for tests
// and the benchmark, drawn with the game's own Rng (common.md
// "Randomness and reproducibility").
struct GenOptions {
    int meldPercent = 25;    // chance per group of being called
    int kongPercent = 8;     // chance per triplet of being a kong
    int specialPercent = 6;  // seven pairs, thirteen orphans, knitted forms
    int situationPercent = 6;
    int maxFlowers = 3;
};
HandDesc randomWinningHand(Rng& rng, const GenOptions& opt = {});

}  // namespace qe::binshi
