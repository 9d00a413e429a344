// 玉雀 (Yuque, "精算麻雀" v54) scoring: the fan count with every stacking
// step visible, points, tenpai valuation and the options of the ruleset.
// The rules are docs/rulesets/yuque.md, yuque-fans.tsv and
// yuque-readings.md; comments in the yuque_*.cpp files cite their sections.
//
// This header is the interface the play half (YuqueRuleset's table hooks,
// settlement, session) builds on.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/options.h"
#include "core/score.h"

namespace qe {
class HandValuer;
}

namespace qe::yuque {

// min_fan (0..61, default 0), tsumo_bonus_to_winner (false), kong_display
// (choice), ranked_end (false), seat_rotation (false), rounds (4..16,
// default 4). yuque.md "Play", "Points and settlement", "Session".
std::vector<OptionDesc> yuqueOptionDescs();

// Scores a finished hand (common.md "Hand description"). Fields: "fan",
// "points" (p = f²); total = fan. valid = a complete standard-form hand whose
// fan reaches the min_fan option. ok=false with `error` for bad input
// (wrong tile count, a tile five times, inconsistent situation words ...).
ScoreResult scoreHand(const HandDesc& h);
// The situation words scoreHand takes (Ruleset::situationWords).
std::vector<std::string> situationWords();

// The fan only (no strings): the fast path used by the tenpai valuation and
// the benchmark. Returns -1 when the hand is not a complete standard-form
// hand, -2 for bad input. It always agrees with scoreHand(h).total.
int scoreFan(const HandDesc& h);

// Ruleset::value (yuque_value.cpp): ok, valid, total and the fields of
// scoreHand from scoreFan (the full scorer only for bad input).
ScoreResult valueHand(const HandDesc& h);

// Ruleset::valuer (core/ruleset.h HandValuer): the hands sharing `base`,
// valued as valueHand values them; nullptr for a base with a situation word
// or anything checkHand would refuse whatever the tiles.
std::unique_ptr<HandValuer> makeValuer(const HandDesc& base);

// Tenpai valuation (yuque.md "Tenpai valuation", readings 16). `thirteen`
// holds 13 concealed-equivalent tiles in `hand` (no win_tile; kongs count as
// 3) plus its melds, seat wind and `visible` (the tiles the player sees
// outside their own hand and melds). fan 0 and tenpai=false when noten or
// only 虚听. `waits` lists the real waits (虚听 kinds dropped, and waits below
// the option min_fan in `options`, which could not be won); `best` is the
// score of the wait that gave `fan`.
// `error` is set (and the hand valued as noten) for input that cannot be a
// player's hand: not 13 tiles, flowers, more than four of a tile in the hand
// and melds, or more than four counting `visible` too.
struct TenpaiValue {
    std::string error;
    bool tenpai = false;
    int fan = 0;
    std::vector<Kind> waits;
    int valuedOn = -1;  // the wait (a Kind) whose hand gave `fan`; -1 when noten
    ScoreResult best;
};
TenpaiValue tenpaiValue(const HandDesc& thirteen);

// round(num/den) with ties to the even neighbour (四舍五入凑偶, yuque.md
// "Counting fans" 7); den > 0. Negative numerators round symmetrically.
long long roundHalfEven(long long num, long long den);
// The quotient as the breakdown steps show it: "784/6 = 130.67" when the
// division is not exact, else "784/2".
std::string quotientText(long long num, long long den);

// Points for f fans: p = f² (yuque.md "Points and settlement").
inline long long pointsForFan(long long f) { return f * f; }

// The 玉雀 source's own hand notation, as used in its examples:
// "11223sCC(NNNN)(123s)". Concealed tiles in the usual notation (letters
// E S W N C F P accepted), then melds in brackets:
//   (123s) chi   (555p) pon   (5555p) open kong (明杠, from a discard)
//   [5555p] concealed kong (暗杠)   <5555p> added kong (加杠)
// Spaces are ignored. `win` (optional) is the winning tile: it is added to
// the concealed tiles, as the source lists the 13 tiles before the win
// ("11223sCC(NNNN)(123s) 岭上开花和 3s"). Throws ParseError with a position.
HandDesc parseYuqueHand(std::string_view text, std::string_view win = {});

}  // namespace qe::yuque
