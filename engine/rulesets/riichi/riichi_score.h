// 立直麻将 scoring: yaku, dora, fu, han, base points, limits and payments,
// with every step visible. The rules are docs/rulesets/riichi.md ("Yaku",
// "Fu", "Points"); comments in the riichi_*.cpp files cite its sections.
//
// This header is the interface the play half (RiichiRuleset's table hooks,
// settlement with honba and deposits, nagashi mangan, pao) builds on.
#pragma once

#include <string>
#include <vector>

#include "core/options.h"
#include "core/score.h"
#include "core/tile.h"

namespace qe::riichi {

// The option names are fixed (tests, saves and hand descriptions use them):
// aka (0..4 red fives per suit, default 1), kuitan (true), kiriage (false),
// double_yakuman (true), kazoe_yakuman (true), head_bump (false). Defined in
// riichi_score.cpp.
std::vector<OptionDesc> riichiOptionDescs();
// The play options (game length, nagashi mangan, abortive draws, uma ...),
// defined in riichi_play.cpp. RiichiRuleset::optionDescs() is both lists.
std::vector<OptionDesc> riichiPlayOptionDescs();

// riichi.md "Dora": the tile after the indicator; 9 → 1 within a suit,
// winds E→S→W→N→E, dragons 白→發→中→白. The scorer counts dora by it and
// RiichiRuleset::ruleFacts states it for the bots.
constexpr Kind doraOfIndicator(Kind ind) {
    if (isNumber(ind)) return Kind(ind / 9 * 9 + (ind % 9 + 1) % 9);
    if (isWind(ind)) return Kind(kEast + (ind - kEast + 1) % 4);
    return Kind(kWhite + (ind - kWhite + 1) % 3);
}

// Scores a finished hand (common.md "Hand description"). total = han (13 per
// yakuman unit for yakuman hands); fields in order: "han", "fu", "yakuman"
// (yakuman units, 0 for a normal hand), "base" (base points after limits),
// "points" (what the winner receives before honba and deposits: dealer =
// seat_wind 1). valid = complete and at least one yaku. ok=false with
// `error` for bad input.
ScoreResult scoreHand(const HandDesc& h);
// The situation words scoreHand takes (Ruleset::situationWords).
std::vector<std::string> situationWords();

// The numbers of scoreHand without any string or breakdown: the fast path
// of the benchmark and of the play half. status: -2 bad input (scoreHand
// ok=false), -1 not a complete hand, 0 complete but no yaku (valid=false),
// 1 valid. It always agrees with scoreHand's fields (checked by
// tests/test_riichi_score.cpp on random hands).
struct Value {
    int status = -2;
    int han = 0;
    int fu = 0;
    int yakuman = 0;
    long long base = 0;
    long long points = 0;
};
Value scoreValue(const HandDesc& h);
// scoreValue through the general decomposition (forEachDecomposition) and
// one pass over each reading's groups, as scoreHand reads the hand: the
// plain path the tests hold scoreValue's table-driven search to.
Value scoreValueByWalk(const HandDesc& h);

// riichi.md "Points": each payment rounded up to 100 separately.
long long roundUp100(long long x);

// Base points a for han/fu (and yakuman units, which win over han/fu when
// > 0) under the options (kiriage, kazoe_yakuman), with the limit name
// ("" / "mangan" / "haneman" / "baiman" / "sanbaiman" / "yakuman" /
// "double yakuman" ...).
struct Base {
    long long points = 0;
    std::string limit;
};
Base basePoints(int han, int fu, int yakumanUnits, const Options& opts);

// What each payer pays for a win with base points `base` (riichi.md
// "Points"), before honba and deposits: on a ron the discarder pays `ron`;
// on a tsumo the dealer pays `tsumoDealer` (0 when the winner is the dealer)
// and each non-dealer `tsumoOther`.
struct Shares {
    long long ron = 0;
    long long tsumoDealer = 0;
    long long tsumoOther = 0;
};
Shares shares(long long base, bool dealerWins);

}  // namespace qe::riichi
