// Shanten and waits.
//
// Definition used throughout (and checked against brute force in tests):
// the distance of a hand of 3n+1 or 3n+2 concealed tiles is the least number
// of tiles that must be added (for 3n+1) or exchanged (for 3n+2) to reach a
// complete hand of that form, where no kind may exceed 4 copies counting the
// tiles already held. shanten = distance - 1, so a complete 14-tile hand is
// -1 and a 13-tile tenpai hand is 0.
#pragma once

#include <cstdint>
#include <vector>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "core/countwords.h"
#include "core/tile.h"

namespace qe {

struct ShantenResult {
    int standard = 8;
    int chiitoi = 6;  // 7 when the hand has melds (form impossible)
    int kokushi = 13;
    int best() const {
        int b = standard;
        if (chiitoi < b) b = chiitoi;
        if (kokushi < b) b = kokushi;
        return b;
    }
};

// `meldCount` fixed melds (they reduce the groups needed from 4).
// The counts must hold 3*(4-meldCount)+1 or +2 tiles.
int shantenStandard(const Counts& c, int meldCount = 0);
int shantenChiitoi(const Counts& c);  // only meaningful with no melds
int shantenKokushi(const Counts& c);  // only meaningful with no melds
ShantenResult shanten(const Counts& c, int meldCount = 0);
// shantenChiitoi and shantenKokushi together, from one pass over the counts.
void shantenPairsAndOrphans(const Counts& c, int& chiitoi, int& kokushi);

// The knitted forms of MCR (decompose.h kFormKnitted, kFormKnittedStraight),
// not part of ShantenResult::best(): a ruleset's bots ask for them through
// the form mask. 全不靠 (and 七星不靠, its case with all seven honours):
// fourteen different tiles among the honours and one knitted straight's
// nine; only without melds (else 14).
int shantenKnitted(const Counts& c);
// 组合龙: a knitted straight's nine tiles plus 4 - 3 - meldCount groups and
// a pair (so at most one meld; else 14).
int shantenKnittedStraight(const Counts& c, int meldCount = 0);
// The same where it is below `cap`; otherwise some value at least `cap`
// (a caller that only compares with `cap` is spared the straights that
// cannot get below it).
int shantenKnittedStraightBelow(const Counts& c, int meldCount, int cap);
// shantenKnittedStraight of c plus one copy of each kind in `kinds`, into
// out[k] (127 where that would be a fifth copy; other entries untouched);
// with `cap`, exact only below it as in shantenKnittedStraightBelow.
void shantenKnittedStraightAfterDraws(const Counts& c, int meldCount, std::uint64_t kinds, std::int8_t* out,
                                      int cap = 99);
// The kinds u in `kinds` (none held four times) for which
// shantenKnittedStraight(c plus one u) < cap, as a bit set: what
// shantenKnittedStraightAfterDraws with `cap` answers, compared with it.
// A draw takes a straight's distance down by one at most, so only the
// straights within one step of `cap` are read, and for each only which
// draws lower it (a straight kind not held, or a tile that brings the rest
// of the hand closer): no draw is valued on its own.
std::uint64_t shantenKnittedStraightCloser(const Counts& c, int meldCount, std::uint64_t kinds, int cap);
// The same distance computed the plain way (six copies of the hand, one
// standard lookup each): the reference the faster form is tested against.
int shantenKnittedStraightReference(const Counts& c, int meldCount = 0);

// The kinds held at least n times (1 <= n <= 4), as a bit set. Inline:
// the shape searches ask it several times of one hand, and the loads of
// the counts are then shared.
inline std::uint64_t kindsWithAtLeast(const Counts& c, int n) {
#if defined(__SSE2__)
    const __m128i v0 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&c[0]));
    const __m128i v1 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&c[16]));
    const __m128i v2 = _mm_cvtsi32_si128(c[32] | c[33] << 8);
    // Counts are small: signed byte compares are exact.
    const __m128i below = _mm_set1_epi8(char(n - 1));
    return std::uint64_t(unsigned(_mm_movemask_epi8(_mm_cmpgt_epi8(v0, below)))) |
           std::uint64_t(unsigned(_mm_movemask_epi8(_mm_cmpgt_epi8(v1, below)))) << 16 |
           (std::uint64_t(unsigned(_mm_movemask_epi8(_mm_cmpgt_epi8(v2, below)))) & 3) << 32;
#else
    std::uint64_t m = 0;
    for (int k = 0; k < kNumKinds; ++k) m |= std::uint64_t(c[std::size_t(k)] >= n) << k;
    return m;
#endif
}
// The kinds held (bit k for kind k), how many they are, and the most kinds
// of one knitted straight among them: cheap bounds for the knitted forms
// (全不靠 is at least 13 - kinds held, 组合龙 at least 8 - that most).
inline std::uint64_t heldKinds(const Counts& c) { return kindsWithAtLeast(c, 1); }
// Bits set in `held` (the kinds held of a set).
constexpr int heldKindCount(std::uint64_t held) { return countwords::bitCount(held); }
// The kinds of each of the six knitted straights (each number suit takes
// one rank class, 1-4-7, 2-5-8 or 3-6-9, a different one per suit) as bit
// sets, in one fixed order of the class assignments.
inline constexpr std::uint64_t knittedStraightBits(int classSuit0, int classSuit1, int classSuit2) {
    const int cls[3] = {classSuit0, classSuit1, classSuit2};
    std::uint64_t m = 0;
    for (int s = 0; s < 3; ++s)
        for (int r = cls[s]; r < 9; r += 3) m |= std::uint64_t(1) << (9 * s + r);
    return m;
}
inline constexpr std::uint64_t kKnittedStraightBits[6] = {
    knittedStraightBits(0, 1, 2), knittedStraightBits(0, 2, 1), knittedStraightBits(1, 0, 2),
    knittedStraightBits(2, 0, 1), knittedStraightBits(1, 2, 0), knittedStraightBits(2, 1, 0)};
int knittedStraightHeld(std::uint64_t held);
// How many kinds of each knitted straight `held` holds: byte i counts the
// kinds of kKnittedStraightBits[i] (knittedStraightHeld is the largest).
std::uint64_t knittedStraightCounts(std::uint64_t held);

// shantenStandard of c plus (AfterDraws) or minus (AfterDiscards) one tile
// of each kind whose bit is set in `kinds`, written to out[kind]; the kinds
// whose count would leave 0..4 get 127. A change touches one suit, so each
// kind costs a few table lookups instead of a whole hand's. For draws c
// holds at most 13 tiles.
void shantenStandardAfterDraws(const Counts& c, int meldCount, std::uint64_t kinds, std::int8_t* out);
void shantenStandardAfterDiscards(const Counts& c, int meldCount, std::uint64_t kinds, std::int8_t* out);
// Both at once for a 3n+2 hand, as a bot weighing every discard by the
// draws that follow asks them: for each kind k in `discards` held in c,
// now[k] = shantenStandard(c minus k) and, for each kind u in draws[k],
// after[k][u] = shantenStandard(c minus k plus u) (127 where that would be
// a fifth copy). A discard not held gets now[k] = 127; other entries are
// left as they are. The suits neither tile touches keep their row ids, so
// a discard's draws cost little more than one shantenStandardAfterDraws.
void shantenStandardAfterDiscardDraws(const Counts& c, int meldCount, std::uint64_t discards,
                                      const std::uint64_t* draws, std::int8_t* now, std::int8_t (*after)[kNumKinds]);

// The least shanten over the forms of `forms` (FormMask bits; the special
// forms only where the melds allow them).
int shantenForms(const Counts& c, int meldCount, std::uint8_t forms);

// The kinds whose draw lowers the shanten of a 3n+1 hand (for a tenpai hand,
// the tiles that complete it). Kinds already held four times are excluded.
// `forms`: bit 0 standard, bit 1 seven pairs, bit 2 thirteen orphans, bit 3
// 全不靠, bit 4 组合龙 (the FormMask values of decompose.h).
std::vector<Kind> usefulTiles(const Counts& c, int meldCount, std::uint8_t forms = 7);

// usefulTiles of c minus one tile of each held kind whose bit is set in
// `discards`, as a bit set per kind: out[k] for each such k (the others are
// left as they are). For a 3n+2 hand, where a bot weighs every discard by
// the draws that would then help: a draw in another suit than the discard
// changes one suit id that is the same for every discard, so the whole
// answer costs little more than one usefulTiles.
void usefulAfterDiscards(const Counts& c, int meldCount, std::uint8_t forms, std::uint64_t discards,
                         std::uint64_t* out);

// The kinds that complete a 3n+1 hand by shape, including kinds the hand
// already holds four of (a ruleset such as 玉雀 needs those to detect 虚听).
std::vector<Kind> shapeWaits(const Counts& c, int meldCount, std::uint8_t forms = 7);
// The same as a bit set (bit k: kind k): bit k is set exactly when
// isComplete(c plus one k, meldCount, forms), for every kind of which c
// holds at most four.
std::uint64_t shapeWaitBits(const Counts& c, int meldCount, std::uint8_t forms = 7);
// A superset of shapeWaitBits that costs a few table lookups: every kind
// where the hand is ready in the standard form, else the kinds that may
// complete another form of `forms` and the kinds held four times (all
// kinds for a hand that is not 3n+1 tiles of at most four copies). A test
// of one kind at a time asks isComplete only of these.
std::uint64_t shapeWaitCandidates(const Counts& c, int meldCount, std::uint8_t forms = 7);

// Makes sure the lookup tables exist (they are built on first use otherwise).
void initShantenTables();

// For the tests: the distance table of one suit of `kinds` kinds (ten
// entries per base-5 state: k melds, with or without the pair), as built at
// start, or by the plain reference construction.
std::vector<std::uint8_t> shantenDistanceTable(int kinds, bool sequences, bool reference);

}  // namespace qe
