// Random complete hands for the Chinese rulesets' tests and benchmarks:
// four groups (some claimed as melds) and a pair within the four-copy limit,
// with flowers and situation words, from the game's own Rng (common.md
// "Randomness and reproducibility").
#pragma once

#include "core/rng.h"
#include "core/score.h"

namespace qe {

struct RandomHandOptions {
    int meldPercent = 25;       // each group is a claimed meld this often
    int kongPercent = 8;        // a triplet is a kong this often
    int honourWeight = 2;       // weight of honour triplets against 10 runs and 10 number triplets
    int flowerMax = 0;          // up to this many flowers (0-8)
    int situationPercent = 10;  // a situation word this often
    bool flowerReplacement = false;  // may use the word flower_replacement
};

// A complete hand for ruleset `id` (no red fives): a valid hand description
// that every Chinese ruleset's scorer reads.
HandDesc randomCompleteHand(Rng& rng, const char* id, const RandomHandOptions& opt = {});

}  // namespace qe
