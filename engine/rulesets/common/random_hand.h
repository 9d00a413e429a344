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

// The lowest kind of a random run: a suit, then a start 1..7, drawn in that
// order (the two draws in one expression would leave their order to the
// compiler, and the same seed could give other hands with another one).
inline Kind randomRunStart(Rng& rng) {
    const std::uint32_t suit = rng.below(3);
    return Kind(suit * 9 + rng.below(7));
}

// How randomGroupsAndPair draws a group: of `picks` equally likely picks the
// first `runs` make a run, the next up to `numbers` a number triplet and the
// rest an honour triplet; a triplet is a kong `kongPercent` of the time and a
// group is claimed `meldPercent` of the time.
struct GroupMix {
    int picks = 23, runs = 10, numbers = 20;
    int kongPercent = 8, meldPercent = 25;
};

// Four groups and a pair within the four-copy limit (`used` counts every
// copy drawn, melds included): the concealed ones go to `concealed`, the
// claimed ones and the kongs to `melds` (`kongs` counts the kongs). False as
// soon as one does not fit: the caller draws the whole hand again. The
// rulesets' own generators share it, so one draw order serves all of them.
bool randomGroupsAndPair(Rng& rng, const GroupMix& mix, Counts& used, std::vector<Tile>& concealed,
                         std::vector<Meld>& melds, int& kongs);

// One situation word a hand like `h` can have, by how it was won: rinshan
// (with a kong), haitei, tenhou (no melds: the dealer) on a self-draw;
// houtei, chankan (the winning kind held once), chiihou (no melds: not the
// dealer) on a discard; flower_replacement too where `flowerReplacement` and
// the hand has flowers. Sometimes none fits and none is added.
void randomSituationWord(Rng& rng, HandDesc& h, int kongs, bool flowerReplacement = false);

}  // namespace qe
