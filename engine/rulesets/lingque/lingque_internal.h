// 灵雀 scoring internals shared by the lingque_*.cpp files and the tests:
// the facts of a hand, the reading of one decomposition that the fan
// predicates look at, and the predicates (docs/rulesets/lingque.md; "readings
// N" is item N of docs/rulesets/lingque-readings.md).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/decompose.h"
#include "core/score.h"
#include "core/tile.h"
#include "rulesets/lingque/lingque_fans.h"

namespace qe::lingque {

// Situation words as bits (docs/rulesets/lingque.md "Points of a winning
// hand", 偶然类; common.md "Hand description").
enum Situation : std::uint8_t {
    kSitTenhou = 1 << 0,
    kSitChiihou = 1 << 1,
    kSitRinshan = 1 << 2,
    kSitHaitei = 1 << 3,
    kSitHoutei = 1 << 4,
    kSitChankan = 1 << 5,
    kSitFlowerReplacement = 1 << 6,
};

// What does not depend on the decomposition.
struct HandFacts {
    Counts all{};            // every tile, kongs as 4
    Counts all3{};           // kongs as 3: 镜数 ignores kong/triplet (lingque.md 镜数)
    std::uint8_t suits = 0;  // bit s: number suit s present
    bool honours = false;
    std::uint16_t numbers = 0;  // bit n (1..9): number n present in some suit
    bool allTerminals = false, allTermHonours = false, allHonours = false, numbersOnly = false;
    int kongs = 0;
    bool concealedHand = true;  // no chi, pon or open kong
    bool tsumo = false;
    std::uint8_t situation = 0;
    Kind seatWind = kEast;
    int winKind = -1;
    int sigui = 0;  // kinds held four times, not as a kong
    bool jiulian = false;
    std::uint32_t mirror = 0;  // bit t: every suit's counts are symmetric about q = t/2
    std::span<const Meld> melds;
};

// One decomposition as the predicates read it.
struct Reading {
    const HandFacts* h = nullptr;
    Form form = Form::Standard;
    // Standard form: parts[0..3] the groups (melds first), parts[4] the pair.
    std::array<Group, 5> parts{};
    std::array<std::uint8_t, 27> seq{};   // sequences by lowest kind
    std::array<std::uint8_t, 34> trip{};  // triplets and kongs by kind
    int nSeq = 0, nTrip = 0;
    int pairKind = -1;          // standard and 十三幺: the pair
    int concealedTriplets = 0;  // 暗刻 after the winning-tile rule
    std::uint64_t pairs = 0;    // 七对: bit per kind
};

// Builds the reading of `d` (lingque-readings.md 9: on a discard the triplet
// the winning tile completes is not concealed unless the tile can sit in
// another concealed part of the same decomposition).
Reading makeReading(const HandFacts& h, const Decomposition& d);
// That rule for the standard reading `r` (built self-drawn): true when a
// discard of kind `win` completes a concealed triplet of `r` and can sit in
// no other concealed part, so one concealed triplet fewer counts.
bool discardOpensTriplet(const Reading& r, int win);

// What a predicate used, for the tiles of a ScoreItem.
struct Witness {
    std::uint64_t seq = 0;   // sequences by lowest kind
    std::uint64_t trip = 0;  // triplets/kongs by kind
    std::uint64_t pair = 0;  // pairs by kind
    bool all = false;        // the whole hand
};

// One named predicate per fan: how many times the fan holds on `r` (0 = not).
using Predicate = int (*)(const Reading& r, Witness* w);
const std::array<Predicate, kNumFans>& predicates();

// Every fan that holds on `r` with its count; `fanpaiTriplets` the 番牌 fans
// whose kind is a triplet or kong (4副, and one 翻 each for the merge).
struct Held {
    FanSet set;
    std::array<std::uint8_t, kNumFans> count{};
    FanSet fanpaiTriplets;
};
void evaluate(const Reading& r, Held& out);

// 翻 of lingque.md "Points of a winning hand": f0 the largest 翻, f1 the
// largest 翻 of another category, +1 when f1² > 2·f0 (复合跳翻), +1 when
// concealed (门清跳翻).
int fanTotal(int f0, int f1, bool concealed);

// The best choice of counted fans for one set of held fans.
struct Choice {
    FanSet counted;
    int fu = 0, fan = 0;
    long long points = 0;  // 副 × 翻, flowers excluded
    int f0 = 0, f1 = 0;
    int f0Fan = -1;  // the fan giving f0 (a 番牌 fan stands for the merge)
    int f1Fan = -1;
    int fanpaiMerged = 0;  // 翻 of the merged 番牌 fan, 0 when none counted
    bool concealed = false;
};
// Applies 不计 and the implied exclusions, tries every admissible 互斥
// choice, and returns the best (highest points, then 翻, then 副, then the
// list whose fans come first in the table: lingque-readings.md 20).
Choice choose(const Held& held, bool concealed);
// True when a beats b by that order.
bool better(const Choice& a, const Choice& b);

// A hand description checked and read (lingque_score.cpp): the facts, the
// concealed counts, the number of flowers. `facts.melds` points into the
// description, which must outlive it.
struct Prepared {
    bool ok = false;
    std::string error;
    HandFacts facts;
    Counts concealed{};
    int flowers = 0;
};
Prepared prepare(const HandDesc& h);

// The held fans of every decomposition of a hand (tests: definition-level
// checks on generated hands); empty for bad input.
std::vector<Held> heldPerReading(const HandDesc& h);

}  // namespace qe::lingque
