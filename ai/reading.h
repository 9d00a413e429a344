// Reading an open hand from what the table shows (docs/bots.md "Reading
// open hands"): its melds say much of what it is worth (a dora pon, a
// dragon, a flush), and its river says which suit it keeps. The worth is
// found the way the bots learn everything else, by the ruleset's own
// scorer: complete hands made of the seat's melds and unseen tiles, scored
// with that seat's wind; only the valid ones count (a ready hand has its
// yaku), so a hand with no fan in sight is read as cheap or slow.
#pragma once

#include "picture.h"

namespace qe::ai {

struct OpenRead {
    double value = -1;   // mean points of the valid sampled hands (-1: too few valid)
    int flushSuit = -1;  // 0..2: the melds and the river point to a flush in that suit
};

// `seat`: another seat (open, or closed under a declaration); `samples`: hands scored.
OpenRead readOpenHand(const SeatView& v, const Picture& p, int seat, int samples);

}  // namespace qe::ai
