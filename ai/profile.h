// What a bot knows about a ruleset. Almost all of it is learned through the
// Ruleset interface itself: the bot scores hypothetical complete hands made
// of tiles it chooses (never tiles it cannot see) and reads back whether they
// are valid wins and what they pay. So a ruleset that slots into the engine
// (its fan predicates, values, minimum, restrictions) is understood by the
// bots without bot code of its own. What scoring cannot show (furiten, a
// declaration, who pays what) the ruleset states in Ruleset::ruleFacts.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/decompose.h"
#include "core/ruleset.h"

namespace qe::ai {

// The number a hand is worth in the ruleset's payment unit: the scorer's
// "points" field where it has one, else its headline total.
double pointsOf(const ScoreResult& r);

struct RulesetProfile {
    std::string id;
    // Winning forms the scorer accepts (a seven-pairs, thirteen-orphans,
    // 全不靠 or 组合龙 hand that scores valid).
    std::uint8_t forms = kFormStandard;
    // What the ruleset says of itself (Ruleset::ruleFacts): minimum, furiten,
    // declaration, pot, payments.
    RuleFacts rules;

    // Learned by scoring random complete hands (deterministic sample):
    double validClosed = 0, validOpen = 0, validDeclared = 0;  // share of valid hands
    double meanClosed = 0, meanOpen = 0, meanDeclared = 0;     // mean points of the valid ones
    // What the hidden indicators a declared winner turns (riichi's ura dora)
    // add: mean points of declared hands scored with one random such
    // indicator over the same hands without (1 where the scorer ignores them).
    double hiddenIndicatorGain = 1;
    double typicalValue = 1;  // a typical winning hand, for opponents' threats
    // Style values relative to a plain closed hand (>1: the ruleset rewards it),
    // and their mean points (invalid hands counting 0).
    double halfFlushGain = 1, fullFlushGain = 1, tripletsGain = 1, simplesGain = 1;
    double halfFlushMean = 0, fullFlushMean = 0, tripletsMean = 0, simplesMean = 0;
    // A hand of four claimed melds (a single wait on its pair) over a hand
    // with one: >1 where the scorer pays for calling everything.
    double allMeldsGain = 1;
};

// Open hands are as often valid and pay as much as closed ones (within 5%),
// and no declaration exists: opening a hand costs nothing the scorer sees.
inline bool openPaysAsClosed(const RulesetProfile& p) {
    return p.rules.declareWord.empty() && p.validClosed > 0 && p.meanClosed > 0 &&
           p.validOpen * p.meanOpen >= 0.95 * p.validClosed * p.meanClosed;
}

// The profile of `rs` under `opts` (computed once per ruleset and options, then cached).
const RulesetProfile& profileFor(const Ruleset& rs, const Options& opts);

// Per seat wind / round wind facts, learned the same way: the value an honour
// triplet (or pair) adds to an open hand, and whether such a triplet alone
// makes any open hand a valid win (riichi's 役牌, yuque's 番牌 ...).
struct HonourFacts {
    std::array<bool, 7> tripletValid{};
    std::array<double, 7> tripletGain{};
    std::array<double, 7> pairGain{};
};
// `method`: 1 the sturdy estimate (paired differences over base hands of
// more than one suit, trimmed mean), 0 the first one (plain means of 24
// hands); kept for the arena's screens (knob `hfix`).
inline constexpr int kHonourMethods = 2;
inline constexpr int kHonourMethodDefault = 1;
const HonourFacts& honourFacts(const Ruleset& rs, const Options& opts, int seatWind, int roundWind,
                               int method = kHonourMethodDefault);

}  // namespace qe::ai
