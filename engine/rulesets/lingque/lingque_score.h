// 灵雀 (Lingque, v26 draft 2) scoring: 副 × 翻 with the jump rules, flowers,
// the winning minimum, and the options of the ruleset. The rules are
// docs/rulesets/lingque.md (sections cited in the lingque_*.cpp files) and
// its fan table docs/rulesets/lingque-fans.tsv.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/options.h"
#include "core/rng.h"
#include "core/score.h"

namespace qe {
class HandValuer;
}

namespace qe::lingque {

// flowers (default on), head_bump (default on), hands (a session's hands,
// default 16), summary_t0 (T0 of the summary score, default 480):
// lingque.md "Play" and "Settlement".
std::vector<OptionDesc> lingqueOptionDescs();

// Scores a finished hand (common.md "Hand description"). Fields in order:
// "fu" (副), "fan" (翻), "points"; total = points (副 × 翻 + 2 per flower).
// valid = points without flowers ≥ 10. ok=false with `error` naming the
// field for bad input or a hand that is not complete.
ScoreResult scoreHand(const HandDesc& h);
// The situation words scoreHand takes (Ruleset::situationWords).
std::vector<std::string> situationWords();

// The points only, no strings (the fast path of the benchmark): -1 when the
// hand is not complete, -2 for bad input. Equals scoreHand(h).total.
long long scorePoints(const HandDesc& h);

// Ruleset::value: ok, valid, total and the "points" field of scoreHand, from
// scorePoints (the full scorer only for a hand it refuses).
ScoreResult valueHand(const HandDesc& h);

// Ruleset::valuer (core/ruleset.h HandValuer): the hands sharing `base`,
// valued as valueHand values them; nullptr for a base with a situation word
// or anything prepare would refuse.
std::unique_ptr<HandValuer> makeValuer(const HandDesc& base);

// Random winning hands of every form for tests and the benchmark (common.md
// "Randomness and reproducibility": the game's own Rng only).
struct GenOptions {
    int meldPercent = 25;       // each group called (chi/pon/kan) this often
    int kongPercent = 8;        // a triplet is a kong this often
    int honourWeight = 3;       // weight of honour triplets against 20 for number groups
    int specialPercent = 6;     // 七对 / 十三幺 / 全不靠 this often
    int situationPercent = 10;  // a situation word this often
    int flowerPercent = 30;     // some flowers this often
};
HandDesc randomWinningHand(Rng& rng, const GenOptions& opt = {});

}  // namespace qe::lingque

namespace qe {
struct BenchResult;
// The `score_lingque` workload (lingque_gen.cpp), for core/bench.cpp's list.
BenchResult benchScoreLingque(std::uint64_t seed, std::uint64_t hands);
}  // namespace qe
