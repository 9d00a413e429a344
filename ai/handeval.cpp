#include "handeval.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "core/countwords.h"
#include "core/rng.h"
#include "core/shanten.h"

namespace qe::ai {

HandEval::HandEval(const Picture& pic, std::vector<Meld> melds, bool declared, std::array<int, 3> red,
                   const EvalConfig& cfg)
    : pic_(pic), melds_(std::move(melds)), declared_(declared), red_(red), cfg_(cfg) {
    for (const auto& m : melds_)
        if (m.isOpen()) closed_ = false;
    forms_ = melds_.empty() ? pic_.prof->forms : std::uint8_t(kFormStandard);
    T_ = std::clamp(pic_.drawsLeft, 0, kMaxHorizon);
    // The hand may end by someone else's win before each of our draws.
    hazard_ = std::clamp(0.015 + cfg_.threatHazard * pic_.threat, 0.0, 0.35);
    // Later in the hand the others are closer too, threat seen now or not:
    // the chance that someone else ends the hand before each of our draws
    // rises as the wall runs down (about two hands in three end by another
    // player's win or the draw before a slow hand gets there).
    for (int t = 0; t <= kMaxHorizon; ++t) {
        const double prior = std::min(cfg_.lateHazard, 0.004 + cfg_.lateHazard * 0.09 * std::max(0, 18 - t));
        // Combined, the threat seen now comes on top of the prior (a
        // declaration ends hands besides the usual run of the others' wins).
        keepAt_[std::size_t(t)] = cfg_.combineHazard ? (1 - prior) * (1 - (hazard_ - 0.015))
                                                     : 1 - std::max(hazard_, prior);
    }
    ronMult_ = cfg_.ronMult * (declared_ ? cfg_.declaredRon : 1.0);
    // Only where asked for: every evaluator of every decision is built here.
    if (cfg_.waitRead > 0)
        for (int k = 0; k < kNumKinds; ++k) {
            double f = 1;
            if (isHonor(Kind(k))) {
                f = 1.8;
            } else {
                const int n = numberOf(Kind(k)), suit = k / 9 * 9;
                f = (n == 1 || n == 9) ? 1.35 : (n == 2 || n == 8) ? 1.1 : 0.9;
                // Suji: a kind three away from one in our river, the other
                // side of a two-sided wait that river rules out.
                const bool lo = n > 3 && pic_.ownDiscards[std::size_t(suit + n - 4)];
                const bool hi = n < 7 && pic_.ownDiscards[std::size_t(suit + n + 2)];
                if (lo && hi) f *= 1.4;
                else if ((lo || hi) && (n <= 3 || n >= 7)) f *= 1.4;
                else if (lo || hi) f *= 1.2;
            }
            ronWeight_[std::size_t(k)] = float(1 + cfg_.waitRead * (f - 1));
        }
    // Ending the hand also stops the others' hands: a small worth of its own.
    denial_ = cfg_.denial * pic_.prof->typicalValue * (0.5 + pic_.threat);
    const RulesetProfile& prof = *pic_.prof;
    pot_ = tablePot(*pic_.view, prof.rules);
    declaringNow_ = declared_ && !pic_.declared;
    // A declared hand discards whatever it draws: each such discard deals in
    // as often as a tile drawn from the unseen ones is among a threat's waits
    // (only where the ruleset has a declaration: node() reads it then only).
    if (declared_ || !prof.rules.declareWord.empty()) lockRisk_ = pic_.lockRisk();
}

ShapeCache& threadShapes() {
    thread_local ShapeCache shapes;
    return shapes;
}

// Kind lists in ascending order and their bit sets (the shape cache's form).
static KindList kindsOf(std::uint64_t bits) {
    KindList out;
    for (; bits; bits &= bits - 1) out.push_back(Kind(__builtin_ctzll(bits)));
    return out;
}
static std::uint64_t bitsOf(const KindList& l) {
    std::uint64_t bits = 0;
    for (Kind k : l) bits |= std::uint64_t(1) << k;
    return bits;
}

#if !defined(__SSE2__)
// Eight counts (each below 8) from `p` as 3-bit fields, count i at bit 3i:
// the byte lanes folded pairwise in three steps instead of eight shifts.
static std::uint64_t packEight(const std::uint8_t* p) {
    std::uint64_t x = countwords::load8(p);
    x = (x & 0x0007000700070007ULL) | ((x >> 5) & 0x0038003800380038ULL);
    x = (x & 0x0000003F0000003FULL) | ((x >> 10) & 0x00000FC000000FC0ULL);
    return (x & 0xFFFULL) | ((x >> 20) & 0xFFF000ULL);
}
#endif

// A key is made for every cache probe of the search, so it is built eight
// counts at a time (inline in this file: a call would cost as much).
[[gnu::always_inline]] static inline WinKey packCounts(const Counts& c) {
    WinKey k;
#if defined(__SSE2__)
    // The same folding on sixteen counts at once: each 64-bit lane of a
    // vector ends as eight 3-bit fields (counts below 8 leave no bit above
    // their three, so each step is one shift, one or and one mask).
    auto pack = [](__m128i v) {
        v = _mm_and_si128(_mm_or_si128(v, _mm_srli_epi16(v, 5)), _mm_set1_epi16(0x3f));
        v = _mm_and_si128(_mm_or_si128(v, _mm_srli_epi32(v, 10)), _mm_set1_epi32(0xfff));
        return _mm_and_si128(_mm_or_si128(v, _mm_srli_epi64(v, 20)), _mm_set1_epi64x(0xffffff));
    };
    const __m128i lo = pack(_mm_loadu_si128(reinterpret_cast<const __m128i*>(c.data())));
    const __m128i hi = pack(_mm_loadu_si128(reinterpret_cast<const __m128i*>(c.data() + 16)));
    const std::uint64_t k0 = std::uint64_t(_mm_cvtsi128_si64(lo)), k8 = std::uint64_t(_mm_cvtsi128_si64(_mm_unpackhi_epi64(lo, lo)));
    const std::uint64_t k16 = std::uint64_t(_mm_cvtsi128_si64(hi)), k24 = std::uint64_t(_mm_cvtsi128_si64(_mm_unpackhi_epi64(hi, hi)));
    k.a = k0 | k8 << 24 | (k16 & 0x7FFFULL) << 48;
    k.b = k16 >> 15 | k24 << 9 | std::uint64_t(c[32]) << 33 | std::uint64_t(c[33]) << 36;
#else
    const std::uint8_t* p = c.data();
    k.a = packEight(p) | packEight(p + 8) << 24 | (packEight(p + 16) & 0x7FFFULL) << 48;
    // Kinds 29..33: the eight counts from 26 (within the array), less the first three.
    k.b = packEight(p + 21) | (packEight(p + 26) >> 9) << 24;
#endif
    return k;
}

WinKey countsKey(const Counts& c) { return packCounts(c); }

[[gnu::always_inline]] inline HandEval::Key HandEval::keyOf(const Counts& c) { return packCounts(c); }

// The key of the hand with one copy of `k` more (delta +1) or less (-1):
// the search moves a tile at a time, so its keys follow without recounting.
HandEval::Key HandEval::withKind(Key key, int k, int delta) {
    if (k < 21) key.a += std::uint64_t(std::int64_t(delta)) << (3 * k);
    else key.b += std::uint64_t(std::int64_t(delta)) << (3 * (k - 21));
    return key;
}

int HandEval::shantenUncached(const Counts& c) const {
    const int s = shantenStandard(c, meldCount());
    if (forms_ == kFormStandard) return s;
    return shantenSpecial(c, s);
}

// The special forms' shanten where it is below `cap` (else `cap`).
int HandEval::shantenSpecial(const Counts& c, int cap) const {
    return specialFrom(c, heldKinds(c), kindsWithAtLeast(c, 2), cap);
}

// The terminals and honours as a bit set.
static constexpr std::uint64_t kOrphanBits = 1ULL << 0 | 1ULL << 8 | 1ULL << 9 | 1ULL << 17 | 1ULL << 18 |
                                             1ULL << 26 | 0x7fULL << 27;
static constexpr std::uint64_t kHonourBits = 0x7fULL << 27;

// The same from the kinds held (`held`) and held twice or more (`twice`),
// which a caller changing one tile can update instead of recounting.
int HandEval::specialFrom(const Counts& c, std::uint64_t held, std::uint64_t twice, int cap) const {
    int s = cap;
    const int kinds = heldKindCount(held);
    if (meldCount() == 0) {
        if (forms_ & kFormSevenPairs) {
            // Seven distinct pairs: a single becomes a pair for one tile, a
            // new kind for two (core/shanten.h shantenChiitoi).
            const int pairs = heldKindCount(twice), need = 7 - pairs;
            s = std::min(s, std::max(-1, 2 * need - std::min(kinds - pairs, need) - 1));
        }
        if (forms_ & kFormThirteenOrphans)
            s = std::min(s, 13 - heldKindCount(held & kOrphanBits) - int((twice & kOrphanBits) != 0));
    }
    // The knitted forms (MCR rulesets) only where the profile found them.
    const bool knitted = (forms_ & kFormKnitted) && meldCount() == 0 && 13 - kinds < s;
    const bool straight = (forms_ & kFormKnittedStraight) != 0;
    const int straightHeld = knitted || straight ? knittedStraightHeld(held) : 0;
    if (knitted) {
        // 全不靠: fourteen different kinds among the honours and one knitted
        // straight's nine (core/shanten.h shantenKnitted).
        const int n = heldKindCount(held & kHonourBits) + straightHeld;
        s = std::min(s, 13 - std::min(n, 14));
    }
    if (straight) {
        // The straight's kinds not held are tiles still to draw: when even
        // that count is no better than the other forms, the exact distance
        // cannot be either.
        const int missing = 9 - straightHeld;
        if (missing - 1 < s) s = std::min(s, shantenKnittedStraightBelow(c, meldCount(), s));
    }
    return s;
}

int HandEval::shanten(const Counts& c) const { return shantenUncached(c); }

// The kinds whose draw lowers the shanten (core/shanten.h usefulTiles, over
// this evaluator's forms), through the shape caches.
// A cache entry holds the useful kinds as bits 0..33 and the shanten + 1
// from bit 56: a 3n+1 hand's value needs both.
static constexpr std::uint64_t kKindBits = (std::uint64_t(1) << kNumKinds) - 1;

std::uint64_t HandEval::shapeOf(const Counts& c13) const { return shapeOf(c13, keyOf(c13)); }

std::uint64_t HandEval::shapeOf(const Counts& c13, Key raw) const {
    const Key key = shapeKey(raw);
    if (const std::uint64_t* u = shapes_->useful.find(key)) return *u;
    int now = 0;
    const std::uint64_t entry = usefulFrom(c13, kKindBits, shantenStandard(c13, meldCount()), &now) |
                                std::uint64_t(now + 1) << 56;
    shapes_->useful.put(key, entry);
    return entry;
}

// The shanten cache's mark of a bound: kAtLeast + b holds "at least b".
static constexpr int kAtLeast = 64;

bool HandEval::shapeBitsWithin(const Counts& c13, int limit, std::uint64_t& entry) const {
    const Key raw = keyOf(c13);
    if (const std::uint64_t* u = shapes_->useful.find(shapeKey(raw))) {
        entry = *u;
        return int(entry >> 56) - 1 <= limit;
    }
    // usefulAmong's shanten is this one: min(standard, special forms).
    // Where the standard form is above `limit`, the special forms are
    // computed only up to limit + 1 (shantenSpecial's cap): above it the
    // cache keeps the bound, which answers a later question with a limit
    // below it.
    const Key key = shapeKey(raw);
    int sh = 0;
    const std::int8_t* known = shapes_->shanten.find(key);
    if (known && *known < kAtLeast) {
        sh = *known;
    } else if (known && *known - kAtLeast > limit) {
        return false;
    } else {
        const int standard = shantenStandard(c13, meldCount());
        if (forms_ == kFormStandard) {
            sh = standard;
        } else if (standard <= limit) {
            sh = shantenSpecial(c13, standard);
        } else {
            sh = shantenSpecial(c13, limit + 1);
            if (sh > limit) {
                shapes_->shanten.put(key, std::int8_t(kAtLeast + limit + 1));
                return false;
            }
        }
        shapes_->shanten.put(key, std::int8_t(sh));
    }
    if (sh > limit) return false;
    entry = shapeOf(c13, raw);
    return true;
}

KindList HandEval::useful(const Counts& c13) const { return kindsOf(shapeOf(c13) & kKindBits); }

int HandEval::shanten13(const Counts& c13) const { return int(shapeOf(c13) >> 56) - 1; }

// usefulAmong(c13, only) is useful(c13) without the kinds `only` refuses
// (whether a draw helps does not depend on the others).
template <class Only>
KindList HandEval::usefulFiltered(const Counts& c13, const Only& only) const {
    KindList out;
    for (Kind k : useful(c13))
        if (only(k)) out.push_back(k);
    return out;
}

// A kind that is not held and has no held neighbour within two in its suit
// (an honour not held) cannot bring four groups and a pair closer unless
// four-copy limits force the groups elsewhere: checked exhaustively against
// core/shanten.h usefulTiles over random hands without a kind held four
// times (tests/test_bots.cpp usefulMatchesTheCore). For such a kind only the
// special forms are computed. nearHeld gives the kinds that are not far:
// the kinds held and the number kinds within two of a held one in its suit.
static std::uint64_t nearHeld(std::uint64_t held) {
    constexpr std::uint64_t numbers = (std::uint64_t(1) << 27) - 1;
    constexpr std::uint64_t rank1 = 1ULL << 0 | 1ULL << 9 | 1ULL << 18, rank9 = rank1 << 8;
    const std::uint64_t h = held & numbers;
    std::uint64_t n = held;
    n |= (h << 1) & ~rank1 & numbers;
    n |= (h << 2) & ~(rank1 | rank1 << 1) & numbers;
    n |= (h >> 1) & ~rank9;
    n |= (h >> 2) & ~(rank9 | rank9 >> 1);
    return n;
}


// specialFrom's counts of a hand, so that the hand plus one tile of any
// kind costs a few operations instead of recounting every bit set.
struct HandEval::SpecialBase {
    int kinds = 0, pairs = 0, orphanKinds = 0, honours = 0;
    bool orphanPair = false;
    std::array<int, 6> knit{};
};

HandEval::SpecialBase HandEval::specialBase(std::uint64_t held, std::uint64_t twice) {
    SpecialBase b;
    b.kinds = heldKindCount(held);
    b.pairs = heldKindCount(twice);
    b.orphanKinds = heldKindCount(held & kOrphanBits);
    b.orphanPair = (twice & kOrphanBits) != 0;
    b.honours = heldKindCount(held & kHonourBits);
    const std::uint64_t knit = knittedStraightCounts(held);
    for (int i = 0; i < 6; ++i) b.knit[std::size_t(i)] = int(knit >> (8 * i) & 0xff);
    return b;
}

// The kinds among `cand` whose draw brings the special forms below `now`:
// specialFrom(c13 + k, held | bit, twice | (held & bit), now) < now for
// each kind k, worked out for all kinds at once. A draw changes the forms'
// counts by kind class only: a kind not held (a new kind, a new orphan, a
// knitted-straight kind of a best class), held once (a pair, the orphans'
// pair) or held twice or more (nothing).
std::uint64_t HandEval::specialCloser(const Counts& c13, const SpecialBase& b, std::uint64_t held,
                                      std::uint64_t twice, std::uint64_t cand, int now) const {
    const std::uint64_t fresh = cand & ~held, once = cand & held & ~twice, more = cand & twice;
    // The best knitted straight held; a new kind of a class that holds that
    // many makes it one longer.
    int straight = 0;
    for (int i = 0; i < 6; ++i) straight = std::max(straight, b.knit[std::size_t(i)]);
    std::uint64_t longer = 0;
    for (int i = 0; i < 6; ++i)
        if (b.knit[std::size_t(i)] == straight) longer |= kKnittedStraightBits[i];
    longer &= fresh;
    std::uint64_t closer = 0;
    if (meldCount() == 0) {
        if (forms_ & kFormSevenPairs) {
            // Seven distinct pairs, as specialFrom counts them.
            auto pairsForm = [](int pairs, int kinds) {
                const int need = 7 - pairs;
                return std::max(-1, 2 * need - std::min(kinds - pairs, need) - 1);
            };
            if (pairsForm(b.pairs + 1, b.kinds) < now) closer |= once;
            if (pairsForm(b.pairs, b.kinds + 1) < now) closer |= fresh;
            if (pairsForm(b.pairs, b.kinds) < now) closer |= more;
        }
        if (forms_ & kFormThirteenOrphans) {
            if (13 - (b.orphanKinds + 1) - int(b.orphanPair) < now) closer |= fresh & kOrphanBits;
            if (13 - b.orphanKinds - 1 < now) closer |= cand & held & kOrphanBits;
            if (13 - b.orphanKinds - int(b.orphanPair) < now) closer |= cand & ~kOrphanBits;
        }
        if (forms_ & kFormKnitted) {
            // 全不靠: the honours and the best knitted straight held.
            const int n = b.honours + straight;
            if (13 - std::min(n + 1, 14) < now) closer |= (fresh & kHonourBits) | longer;
            if (13 - std::min(n, 14) < now) closer |= cand & ~((fresh & kHonourBits) | longer);
        }
    }
    if (forms_ & kFormKnittedStraight) {
        // 组合龙, only where its lower bound (the straight's kinds still
        // missing) leaves room below `now`: for every kind when the best
        // straight held is far enough ahead, else only for the kinds that
        // make it one longer.
        const std::uint64_t rest = cand & ~closer;
        const std::uint64_t ask = 9 - straight - 1 < now ? rest : 9 - (straight + 1) - 1 < now ? rest & longer : 0;
        if (ask) closer |= shantenKnittedStraightCloser(c13, meldCount(), ask, now);
    }
    return closer;
}

template <class Only>
KindList HandEval::usefulAmong(const Counts& c13, const Only& only, int* shantenOut) const {
    std::uint64_t allowed = 0;
    for (int k = 0; k < kNumKinds; ++k)
        if (only(Kind(k))) allowed |= std::uint64_t(1) << k;
    return kindsOf(usefulFrom(c13, allowed, shantenStandard(c13, meldCount()), shantenOut));
}

// The kinds k with sx[k] < now, as bits (all 34 entries are read).
static std::uint64_t kindsBelow(const std::int8_t* sx, int now) {
#if defined(__SSE2__)
    const __m128i limit = _mm_set1_epi8(char(now));
    const auto lanes = [&](int at) {
        return std::uint64_t(unsigned(_mm_movemask_epi8(
            _mm_cmplt_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(sx + at)), limit))));
    };
    return lanes(0) | lanes(16) << 16 | std::uint64_t(sx[32] < now) << 32 | std::uint64_t(sx[33] < now) << 33;
#else
    std::uint64_t m = 0;
    for (int k = 0; k < kNumKinds; ++k) m |= std::uint64_t(sx[k] < now) << k;
    return m;
#endif
}

// The draws usefulAmong asks the standard form about: the kinds `allowed`
// near the kinds held (all of them where a kind is held four times).
static std::uint64_t standardDraws(std::uint64_t allowed, std::uint64_t held, std::uint64_t fours) {
    return fours ? allowed : allowed & nearHeld(held);
}

// usefulAmong with the hand's standard shanten given (the rest computed here).
std::uint64_t HandEval::usefulFrom(const Counts& c13, std::uint64_t allowed, int standard, int* shantenOut) const {
    const std::uint64_t held = heldKinds(c13);
    std::uint64_t twice = 0;
    int spec = 99;  // the special forms, capped one above the standard form
    if (forms_ != kFormStandard) {
        twice = kindsWithAtLeast(c13, 2);
        spec = specialFrom(c13, held, twice, standard + 1);
    }
    return usefulWith(c13, allowed, standard, spec, held, twice, nullptr, 0, shantenOut);
}

// The same with the special forms' shanten `spec` (capped one above the
// standard form; 99 without special forms), the kinds held and held twice,
// and the standard shanten after each draw of `given` in sxGiven
// (fillShapes' batch) given.
std::uint64_t HandEval::usefulWith(const Counts& c13, std::uint64_t allowed, int standard, int spec,
                                   std::uint64_t held, std::uint64_t twice, const std::int8_t* sxGiven,
                                   std::uint64_t given, int* shantenOut) const {
    const int now = std::min(standard, spec);
    const std::uint64_t fours = kindsWithAtLeast(c13, 4);
    // One more tile brings any form at most one step closer: the special
    // forms matter (for any draw) only when they are within one step, and
    // the standard form only when the special forms are not closer.
    const bool special = spec <= standard;
    if (shantenOut) *shantenOut = now;
    allowed &= ~fours;
    // farFromHand for all kinds at once: the held kinds and their number
    // neighbours within two in the same suit.
    const std::uint64_t near = standardDraws(allowed, held, fours);
    const std::uint64_t far = special ? allowed & ~near : 0;
    std::uint64_t closer = 0;
    if (near && standard <= spec) {
        std::int8_t sxOwn[kNumKinds] = {};
        const std::int8_t* sx = sxOwn;
        if (sxGiven && (near & ~given) == 0) sx = sxGiven;
        else shantenStandardAfterDraws(c13, meldCount(), near, sxOwn);
        closer = kindsBelow(sx, now) & near;
    }
    if (special) closer |= specialCloser(c13, specialBase(held, twice), held, twice, (near | far) & ~closer, now);
    return closer;
}

void HandEval::fillShapes(const Counts& c14, std::uint64_t discards) const {
    const Key raw = keyOf(c14);
    std::uint64_t miss = 0;
    discards &= heldKinds(c14);
    for (std::uint64_t bits = discards; bits; bits &= bits - 1) {
        const int k = __builtin_ctzll(bits);
        if (!shapes_->useful.find(shapeKey(withKind(raw, k, -1)))) miss |= std::uint64_t(1) << k;
    }
    if (!miss) return;
    // Each hand's special forms (the kinds held and held twice follow from
    // the 3n+2 hand's), then the draws usefulAmong would ask the standard
    // form about, all of their standard shanten in one pass: only for the
    // hands where the special forms are not closer (else no standard draw
    // can matter).
    const bool special = forms_ != kFormStandard;
    const std::uint64_t held = heldKinds(c14), fours = kindsWithAtLeast(c14, 4);
    const std::uint64_t twice = special ? kindsWithAtLeast(c14, 2) : 0;
    // A discard never brings a special form closer (progress), and leaves
    // the standard form at most one step further than the 3n+2 hand's:
    // where the 3n+2 hand's special forms are above that, no discard's can
    // matter, and the discards' standard shanten come with their draws.
    // Else they are looked up first, and a discard's special forms are
    // computed only where the 3n+2 hand's are not above its standard form.
    std::int8_t now[kNumKinds];
    int spec14 = 99;
    bool specialNear = false;
    if (special) {
        const int standard14 = shantenStandard(c14, meldCount());
        spec14 = specialFrom(c14, held, twice, standard14 + 2);
        specialNear = spec14 <= standard14 + 1;
        if (specialNear) shantenStandardAfterDiscards(c14, meldCount(), miss, now);
    }
    std::uint64_t draws[kNumKinds], heldOf[kNumKinds], twiceOf[kNumKinds];
    int spec[kNumKinds];
    std::uint64_t ask = 0;
    Counts c13 = c14;
    for (std::uint64_t bits = miss; bits; bits &= bits - 1) {
        const int k = __builtin_ctzll(bits);
        const std::uint64_t bit = std::uint64_t(1) << k;
        const int n = c14[std::size_t(k)];
        heldOf[k] = n == 1 ? held & ~bit : held;
        twiceOf[k] = n == 2 ? twice & ~bit : twice;
        const std::uint64_t f = n == 4 ? fours & ~bit : fours;
        draws[k] = standardDraws(kKindBits & ~f, heldOf[k], f);
        spec[k] = 99;
        if (specialNear && spec14 <= now[k]) {
            --c13[std::size_t(k)];
            spec[k] = specialFrom(c13, heldOf[k], twiceOf[k], now[k] + 1);
            ++c13[std::size_t(k)];
        }
        if (!specialNear || now[k] <= spec[k]) ask |= bit;
    }
    std::int8_t after[kNumKinds][kNumKinds] = {};  // every entry is read (kindsBelow)
    if (ask) shantenStandardAfterDiscardDraws(c14, meldCount(), ask, draws, now, after);
    for (std::uint64_t bits = miss; bits; bits &= bits - 1) {
        const int k = __builtin_ctzll(bits);
        --c13[std::size_t(k)];
        int sh = 0;
        const std::uint64_t useful =
            usefulWith(c13, kKindBits, now[k], spec[k], heldOf[k], twiceOf[k], after[k], draws[k], &sh);
        shapes_->useful.put(shapeKey(withKind(raw, k, -1)), useful | std::uint64_t(sh + 1) << 56);
        ++c13[std::size_t(k)];
    }
}

KindList HandEval::progress(const Counts& c14, int sh) const { return progress(c14, keyOf(c14), sh); }

KindList HandEval::progress(const Counts& c14, Key raw, int sh) const {
    const Key key = shapeKey(raw);
    if (const std::uint64_t* p = shapes_->progress.find(key)) return kindsOf(*p);
    KindList ds;
    const std::uint64_t held = heldKinds(c14);
    const std::uint64_t twice = forms_ != kFormStandard ? kindsWithAtLeast(c14, 2) : 0;
    std::int8_t sd[kNumKinds];
    shantenStandardAfterDiscards(c14, meldCount(), held, sd);
    // A discard never brings a special form closer (each counts pairs,
    // kinds or a straight's kinds held, and one tile fewer holds no more of
    // them): where the whole hand is no closer than `sh` by them, no
    // discard leaves `sh` by them either.
    const bool specialNear = forms_ != kFormStandard && specialFrom(c14, held, twice, sh + 1) <= sh;
    Counts c = c14;
    for (std::uint64_t bits = held; bits; bits &= bits - 1) {
        const int d = __builtin_ctzll(bits);
        int s = sd[d];
        // The other forms can only matter where four groups and a pair are
        // not already closer than `sh`; capped just above it, they tell
        // whether the discard leaves exactly `sh`.
        if (specialNear && s >= sh) {
            const std::uint64_t bit = std::uint64_t(1) << d;
            const int n = c[std::size_t(d)]--;
            s = std::min(s, specialFrom(c, n == 1 ? held & ~bit : held, n == 2 ? twice & ~bit : twice, sh + 1));
            ++c[std::size_t(d)];
        }
        if (s == sh) ds.push_back(Kind(d));
    }
    shapes_->progress.put(key, bitsOf(ds));
    return ds;
}

int HandEval::avail(const Counts& c, Kind k) const {
    if (!cfg_.countVisible) return std::max(0, 4 - int(c[k]));
    const int extra = std::max(0, int(c[k]) - int(pic_.hand[k]));
    return std::max(0, int(pic_.unseen[k]) - extra);
}

int HandEval::acceptance(const Counts& c13) const { return acceptance(c13, keyOf(c13)); }

int HandEval::acceptance(const Counts& c13, Key raw) const { return availSum(c13, shapeOf(c13, raw) & kKindBits); }

#if defined(__SSE2__)
// Sixteen bits as sixteen byte lanes (0xff where the bit is set).
static __m128i bitsToBytes(unsigned bits16) {
    const __m128i b = _mm_unpacklo_epi64(_mm_set1_epi8(char(bits16 & 0xff)), _mm_set1_epi8(char(bits16 >> 8)));
    const __m128i sel = _mm_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
    return _mm_cmpeq_epi8(_mm_and_si128(b, sel), sel);
}
#endif

int HandEval::availSum(const Counts& c, std::uint64_t kinds) const {
#if defined(__SSE2__)
    // avail for all 34 kinds at once, by saturating byte differences (the
    // max(0, ...) of avail), summed over the kinds asked.
    auto load = [](const Counts& x, int at) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(x.data() + at)); };
    auto tail = [](const Counts& x) { return _mm_cvtsi32_si128(x[32] | x[33] << 8); };
    __m128i a0, a1, a2;
    if (cfg_.countVisible) {
        a0 = _mm_subs_epu8(load(pic_.unseen, 0), _mm_subs_epu8(load(c, 0), load(pic_.hand, 0)));
        a1 = _mm_subs_epu8(load(pic_.unseen, 16), _mm_subs_epu8(load(c, 16), load(pic_.hand, 16)));
        a2 = _mm_subs_epu8(tail(pic_.unseen), _mm_subs_epu8(tail(c), tail(pic_.hand)));
    } else {
        const __m128i four = _mm_set1_epi8(4);
        a0 = _mm_subs_epu8(four, load(c, 0));
        a1 = _mm_subs_epu8(four, load(c, 16));
        a2 = _mm_and_si128(_mm_subs_epu8(four, tail(c)), _mm_cvtsi32_si128(0xffff));
    }
    // Each lane at most 4 (unseen copies): three lanes' sum fits a byte.
    const __m128i sum = _mm_add_epi8(_mm_add_epi8(_mm_and_si128(a0, bitsToBytes(unsigned(kinds & 0xffff))),
                                                  _mm_and_si128(a1, bitsToBytes(unsigned(kinds >> 16 & 0xffff)))),
                                     _mm_and_si128(a2, bitsToBytes(unsigned(kinds >> 32 & 3))));
    const __m128i sad = _mm_sad_epu8(sum, _mm_setzero_si128());
    return _mm_cvtsi128_si32(sad) + _mm_extract_epi16(sad, 4);
#else
    int n = 0;
    for (; kinds; kinds &= kinds - 1) n += avail(c, Kind(__builtin_ctzll(kinds)));
    return n;
#endif
}

double HandEval::typicalValue() const {
    const RulesetProfile& p = *pic_.prof;
    // What the winner receives: ron and self-draw in the model's proportion.
    const double gain = (ronMult_ * pic_.ronGain + pic_.tsumoGain) / (1 + ronMult_);
    if (closed_) {
        if (!p.rules.declareWord.empty())
            return std::max(0.0, p.meanDeclared * p.hiddenIndicatorGain * gain + pot_ - 0.5 * p.rules.declareCost);
        return p.meanClosed * p.validClosed * gain;
    }
    return p.meanOpen * p.validOpen * gain;
}

HandEval::Key HandEval::shapeKey(Key k) const {
    k.b |= std::uint64_t(meldCount()) << 52 | std::uint64_t(forms_) << 56;
    return k;
}

const std::string& HandEval::cacheContext() const {
    // Everything the scorer reads besides the tiles, as raw bytes. The
    // profile stands for the ruleset and its options (one profile each).
    thread_local std::string ctx;
    ctx.clear();
    auto put = [](std::uint64_t v, int bytes) {
        for (int i = 0; i < bytes; ++i) ctx.push_back(char(v >> (8 * i)));
    };
    put(std::uint64_t(reinterpret_cast<std::uintptr_t>(pic_.prof)), 8);
    put(std::uint64_t(pic_.view->seatWind()), 1);
    put(std::uint64_t(pic_.view->pub.roundWind), 1);
    for (const auto& m : melds_) {
        put(std::uint64_t(m.type), 1);
        put(m.kind, 1);
        put(m.red, 1);
        put(m.from, 1);
        put(m.claimed.kind, 1);
        put(std::uint64_t(m.claimed.red) | std::uint64_t(m.hasClaimed) << 1, 1);
    }
    ctx.push_back('|');
    for (int r : red_) put(std::uint64_t(r), 1);
    for (const Tile& t : pic_.dora) put(std::uint64_t(t.kind) | std::uint64_t(t.red) << 7, 1);
    ctx.push_back('|');
    for (TileId f : pic_.view->pub.seats[std::size_t(pic_.seat)].flowers) {
        const Tile t = pic_.view->tile(f);
        put(std::uint64_t(t.kind) | std::uint64_t(t.red) << 7, 1);
    }
    return ctx;
}

void HandEval::useCache(WinCache& cache) {
    const std::string& ctx = cacheContext();
    if (cache.context != ctx) cache.reset(ctx);
    wins_ = &cache.values;
    cache_ = &cache;
    shapes_ = &threadShapes();
}

void HandEval::useCacheAmong(WinCache* caches, int count, int& next) {
    const std::string& ctx = cacheContext();
    WinCache* use = nullptr;
    for (int i = 0; i < count && !use; ++i)
        if (caches[i].context == ctx) use = &caches[i];
    if (!use) {
        next = std::clamp(next, 0, count - 1);
        use = &caches[next];
        next = (next + 1) % count;
        use->reset(ctx);
    }
    wins_ = &use->values;
    cache_ = use;
    shapes_ = &threadShapes();
}

// What every finished hand of this evaluator shares: the seat's melds,
// flowers, winds, indicators and options, all from its own view.
void HandEval::baseDesc(HandDesc& d) const {
    d.ruleset = pic_.prof->id;
    d.hasWinTile = true;
    d.melds = melds_;
    // Flowers set aside count in some rulesets (binshi.md 花牌, lingque.md points).
    for (TileId f : pic_.view->pub.seats[std::size_t(pic_.seat)].flowers) d.flowers.push_back(pic_.view->tile(f));
    d.seatWind = pic_.view->seatWind();
    d.roundWind = pic_.view->pub.roundWind;
    d.indicators = pic_.dora;
    d.options = pic_.view->options;
}

void HandEval::fillDesc(HandDesc& d, const Counts& c14, Kind win, bool tsumo) const {
    // Written in place (the vector keeps its storage from one hand to the next).
    int total = 0;
    for (int k = 0; k < kNumKinds; ++k) total += c14[std::size_t(k)];
    d.hand.resize(std::size_t(total));
    Tile* out = d.hand.data();
    for (int k = 0; k < kNumKinds; ++k) {
        const int n = c14[std::size_t(k)];
        if (!n) continue;
        int reds = 0;
        if (isNumber(Kind(k)) && numberOf(Kind(k)) == 5)
            reds = std::max(0, std::min(red_[std::size_t(k / 9)], n - (win == k ? 1 : 0)));
        for (int i = 0; i < n; ++i) *out++ = Tile{Kind(k), i < reds};
    }
    d.winTile = Tile{win, false};
    d.tsumo = tsumo;
    d.situation.clear();
    if (declared_ && !pic_.prof->rules.declareWord.empty()) d.situation.push_back(pic_.prof->rules.declareWord);
}

HandDesc HandEval::winDesc(const Counts& c14, Kind win, bool tsumo) const {
    HandDesc d;
    baseDesc(d);
    fillDesc(d, c14, win, tsumo);
    return d;
}

double HandEval::winValue(const Counts& c14, Kind win, bool tsumo) { return winValue(c14, keyOf(c14), win, tsumo); }

HandEval::Key HandEval::winKey(Key hand, Kind win, bool tsumo) const {
    hand.b |= (std::uint64_t(win) + 1) << 40 | std::uint64_t(tsumo) << 47 | std::uint64_t(declared_) << 48;
    return hand;
}

double HandEval::winValue(const Counts& c14, Key key, Kind win, bool tsumo) {
    const double v = winValueRaw(c14, key, win, tsumo);
    // Placement (docs/bots.md "Placement"): the win's points as the rank
    // they buy; the cache keeps the scorer's points.
    return pic_.place.on() && v > 0 ? pic_.place.win(v, tsumo) : v;
}

double HandEval::winValueRaw(const Counts& c14, Key key, Kind win, bool tsumo) {
    const Key hand = key;
    key = winKey(hand, win, tsumo);
    if (const float* v = wins_->find(key)) return *v;
    if (!descReady_) {
        descReady_ = true;
        // The ruleset's valuer values the plain tiles: none with red fives.
        // The cache's context spells out everything the base holds
        // (cacheContext), so a valuer kept there serves this evaluator too,
        // and then no description is needed.
        const bool plain = red_ == std::array<int, 3>{0, 0, 0};
        const bool kept = plain && cache_ && cache_->valuerMade && cache_->valuerDeclared == declared_;
        if (kept && cache_->valuer) {
            valuer_ = cache_->valuer;
        } else {
            baseDesc(desc_);
            if (plain && !kept) {
                desc_.hand.clear();
                desc_.situation.clear();
                if (declared_ && !pic_.prof->rules.declareWord.empty())
                    desc_.situation.push_back(pic_.prof->rules.declareWord);
                valuer_ = pic_.view->ruleset->valuer(desc_);
                if (cache_) {
                    cache_->valuer = valuer_;
                    cache_->valuerMade = true;
                    cache_->valuerDeclared = declared_;
                }
            }
        }
        sharesWins_ = valuer_ && valuer_->sharesWins();
    }
    double v;
    if (sharesWins_ && !declared_) {
        // The same 14 tiles come back won on their other kinds (drawing k
        // and winning on w, or the other way round): one search answers
        // them all, and every answer goes into the cache. An answer is
        // kept only where the cache's float holds it exactly, so that a
        // later look-up returns what asking again would.
        if (!each_) each_ = std::make_unique<WinWorths>();
        WinWorths& each = *each_;
        valuer_->worthEach(c14, heldKinds(c14), win, each);
        v = -1.0;
        for (std::uint64_t b = each.answered; b; b &= b - 1) {
            const Kind k = Kind(std::countr_zero(b));
            for (int t = 0; t < 2; ++t) {
                const HandWorth& w = each.at[k][std::size_t(t)];
                const double x = w.ok && w.valid ? double(w.points) : -1.0;
                const bool asked = k == win && (t == 0) == tsumo;
                if (asked) v = x;
                else if (double(float(x)) == x) {
                    Key other = hand;
                    other.b |= (std::uint64_t(k) + 1) << 40 | std::uint64_t(t == 0) << 47;
                    wins_->put(other, float(x));
                }
            }
        }
    } else if (valuer_) {
        const HandWorth w = valuer_->worth(c14, win, tsumo);
        v = w.ok && w.valid ? double(w.points) : -1.0;
    } else {
        HandDesc& d = desc_;
        fillDesc(d, c14, win, tsumo);
        const ScoreResult r = pic_.view->ruleset->value(d);
        v = r.ok && r.valid ? pointsOf(r) : -1.0;
    }
    if (v > 0 && declared_) v *= pic_.prof->hiddenIndicatorGain;
    wins_->put(key, float(v));
    return v;
}

HandEval::Tenpai HandEval::tenpai(const Counts& c13) {
    Tenpai t;
    int most = -1;
    for (Kind w : useful(c13)) {
        if (pic_.prof->rules.furitenOwnDiscards && pic_.ownDiscards[w]) t.furiten = true;
    }
    for (Kind w : useful(c13)) {
        const int u = avail(c13, w);
        Counts c14 = c13;
        ++c14[w];
        const double vr = winValue(c14, w, false);
        const double vt = winValue(c14, w, true);
        const double v = t.furiten ? vt : std::max(vr, vt);
        if (u > 0) {
            t.waitsLeft += u;
            t.bestValue = std::max(t.bestValue, v);
        }
        if (u > most) {
            most = u;
            t.ronValue = vr;
        }
    }
    return t;
}

static std::size_t memoSlot(const WinKey& k, std::size_t mask) {
    return std::size_t(mixKey(k) >> 20) & mask;
}

const HandEval::Node* HandEval::NodeMemo::find(const Key& k) const {
    if (index.empty()) return nullptr;
    const std::size_t mask = index.size() - 1;
    for (std::size_t i = memoSlot(k, mask);; i = (i + 1) & mask) {
        const std::int32_t at = index[i];
        if (at < 0) return nullptr;
        if (keys[std::size_t(at)] == k) return &(*chunks[std::size_t(at) / kChunk])[std::size_t(at) % kChunk];
    }
}

HandEval::Node& HandEval::NodeMemo::add(const Key& k, const Node& n) {
    if (2 * (keys.size() + 1) > index.size()) {
        const std::size_t size = std::max<std::size_t>(256, 2 * index.size());
        index.assign(size, -1);
        for (std::size_t j = 0; j < keys.size(); ++j)
            for (std::size_t i = memoSlot(keys[j], size - 1);; i = (i + 1) & (size - 1))
                if (index[i] < 0) {
                    index[i] = std::int32_t(j);
                    break;
                }
    }
    const std::size_t mask = index.size() - 1;
    for (std::size_t i = memoSlot(k, mask);; i = (i + 1) & mask)
        if (index[i] < 0) {
            index[i] = std::int32_t(keys.size());
            break;
        }
    const std::size_t at = keys.size();
    keys.push_back(k);
    if (at % kChunk == 0) chunks.push_back(std::make_unique<std::array<Node, kChunk>>());
    Node& slot = (*chunks.back())[at % kChunk];
    slot = n;
    return slot;
}

const HandEval::Node& HandEval::node(const Counts& c13, Key key, int sh) {
    if (const Node* found = memo_.find(key)) return *found;
    ++nodes_;
    Node n;
    const double U = std::max(1, pic_.unseenTotal);
    const RulesetProfile& prof = *pic_.prof;
    if (nodes_ > cfg_.maxNodes) return memo_.add(key, n);
    if (sh <= 0) {
        const KindList waits = kindsOf(shapeOf(c13, key) & kKindBits);
        bool furiten = false;
        if (prof.rules.furitenOwnDiscards)
            for (Kind w : waits)
                if (pic_.ownDiscards[w]) furiten = true;
        // Two ways to play a tenpai hand where a declaration exists: silent,
        // or declared (worth more, costs the deposit, fewer discards to win on).
        const bool canDeclare = cfg_.declareOption && closed_ && !declared_ && !prof.rules.declareWord.empty();
        for (int variant = 0; variant < (canDeclare ? 2 : 1); ++variant) {
            const bool decl = declared_ || variant == 1;
            const bool saved = declared_;
            declared_ = decl;
            const double rm = cfg_.ronMult * (decl ? cfg_.declaredRon : 1.0);
            // The winner takes the points on the table; a declaration's own
            // deposit comes back with its win.
            const double pot = pot_ + ((variant == 1 || declaringNow_) ? prof.rules.declareCost : 0.0);
            double q = 0, gain = 0, best = -1;
            bool gone = false;  // a wait with no copy left (scored only if no other wins)
            for (Kind w : waits) {
                const Key k14 = withKind(key, w, +1);
                wins_->prefetch(winKey(k14, w, true));
                if (!furiten) wins_->prefetch(winKey(k14, w, false));
            }
            for (Kind w : waits) {
                const int u = avail(c13, w);
                if (u == 0) {
                    gone = true;
                    continue;
                }
                Counts c14 = c13;
                ++c14[w];
                const Key k14 = withKind(key, w, +1);
                const double vt = winValue(c14, k14, w, true);
                const double vr = furiten ? -1.0 : winValue(c14, k14, w, false);
                const double pd = u / U;
                if (vt >= 0) {
                    q += pd;
                    gain += pd * (vt * pic_.tsumoGain + denial_ + pot);
                }
                if (vr >= 0) {
                    const double rw = cfg_.waitRead > 0 ? rm * ronWeight_[std::size_t(w)] : rm;
                    q += pd * rw;
                    gain += pd * rw * (vr * pic_.ronGain + denial_ + pot);
                }
                best = std::max(best, std::max(vt, vr));
            }
            // No wait left that wins: the best value among all of them
            // (what being ready is worth where the ruleset pays for it).
            if (best < 0 && gone)
                for (Kind w : waits) {
                    if (avail(c13, w) != 0) continue;
                    Counts c14 = c13;
                    ++c14[w];
                    const Key k14 = withKind(key, w, +1);
                    const double vt = winValue(c14, k14, w, true);
                    const double vr = furiten ? -1.0 : winValue(c14, k14, w, false);
                    best = std::max(best, std::max(vt, vr));
                }
            declared_ = saved;
            q = std::min(q, 0.95);
            std::array<float, kMaxHorizon + 1> ev{};
            ev[0] = float(prof.rules.tenpaiFixed + prof.rules.tenpaiShare * std::max(0.0, best));
            const double lock = decl ? lockRisk_ : cfg_.silentLock * lockRisk_;
            const bool mayFold = !decl && cfg_.silentLock > 0;
            for (int t = 1; t <= kMaxHorizon; ++t) {
                ev[std::size_t(t)] = float(keepAt_[std::size_t(t)] * (gain + (1 - q) * (ev[std::size_t(t - 1)] - lock)));
                if (mayFold) ev[std::size_t(t)] = std::max(ev[std::size_t(t)], 0.0f);
            }
            if (variant == 1)
                for (auto& x : ev) x -= float(prof.rules.declareCost - cfg_.declareBonus * prof.typicalValue);
            for (int t = 0; t <= kMaxHorizon; ++t)
                n.ev[std::size_t(t)] = variant == 0 ? ev[std::size_t(t)] : std::max(n.ev[std::size_t(t)], ev[std::size_t(t)]);
        }
        return memo_.add(key, n);
    }
    // One step closer with each useful draw, keeping the best next hand.
    // Held in place (no allocation): at most one branch per kind, each with
    // at most one next hand per kind held.
    std::array<double, kNumKinds> bp;
    std::array<std::uint16_t, kNumKinds + 1> bstart;
    std::array<const Node*, kNumKinds * 15> nexts;
    int nb = 0, nn = 0;
    bstart[0] = 0;
    double pUseful = 0;
    for (Kind k : kindsOf(shapeOf(c13, key) & kKindBits)) {
        const int u = avail(c13, k);
        if (u == 0) continue;
        Counts c14 = c13;
        ++c14[k];
        const Key k14 = withKind(key, k, +1);
        const int first = nn;
        for (Kind d : progress(c14, k14, sh - 1)) {
            if (d == k) continue;
            --c14[d];
            nexts[std::size_t(nn++)] = &node(c14, withKind(k14, d, -1), sh - 1);
            ++c14[d];
        }
        if (nn == first) continue;
        bp[std::size_t(nb)] = u / U;
        pUseful += bp[std::size_t(nb)];
        bstart[std::size_t(++nb)] = std::uint16_t(nn);
    }
    // An open hand's calls bring its steps sooner (capped to stay a probability).
    double speed = closed_ ? cfg_.closedSpeed : cfg_.openSpeed;
    if (pUseful * speed > 0.9) speed = 0.9 / pUseful;
    if (speed != 1.0) {
        for (int b = 0; b < nb; ++b) bp[std::size_t(b)] *= speed;
        pUseful *= speed;
    }
    for (int t = 1; t <= kMaxHorizon; ++t) {
        double e = (1 - pUseful) * n.ev[std::size_t(t - 1)];
        for (int b = 0; b < nb; ++b) {
            float best = 0;
            for (int x = bstart[std::size_t(b)]; x < bstart[std::size_t(b + 1)]; ++x)
                best = std::max(best, nexts[std::size_t(x)]->ev[std::size_t(t - 1)]);
            e += bp[std::size_t(b)] * best;
        }
        if (cfg_.pushLock > 0) e = std::max(0.0, e - cfg_.pushLock * lockRisk_);
        n.ev[std::size_t(t)] = float(keepAt_[std::size_t(t)] * e);
    }
    return memo_.add(key, n);
}

double HandEval::reach(int steps, double accept, double scale) const {
    double tenpaiAtEnd = 0;
    return reach(steps, accept, scale, tenpaiAtEnd);
}

double HandEval::reach(int steps, double accept, double scale, double& tenpaiAtEnd) const {
    // The acceptance is a count of tiles: remembered by exact arguments.
    const bool whole = scale > 0 && accept >= 0 && accept < 1e6 && accept == double(std::int32_t(accept));
    ReachSlot* slot = nullptr;
    std::uint64_t bit = 0;
    if (whole) {
        const std::int32_t a = std::int32_t(accept);
        std::uint64_t sb = 0;
        std::memcpy(&sb, &scale, sizeof sb);
        const std::uint64_t h = (std::uint64_t(std::uint32_t(steps)) * 0x9e3779b97f4a7c15ULL) ^
                                (std::uint64_t(std::uint32_t(a)) * 0xc2b2ae3d27d4eb4fULL) ^ (sb * 0x165667b19e3779f9ULL);
        slot = &reachMemo_[std::size_t(h >> 58)];
        bit = std::uint64_t(1) << (h >> 58);
        if ((reachFilled_ & bit) && slot->steps == steps && slot->accept == a && slot->scale == scale) {
            tenpaiAtEnd = slot->tenpaiAtEnd;
            return slot->won;
        }
    }
    const double won = reachUncached(steps, accept, scale, tenpaiAtEnd);
    if (slot) {
        *slot = {steps, std::int32_t(accept), scale, won, tenpaiAtEnd};
        reachFilled_ |= bit;
    }
    return won;
}

// reachUncached's draws for a fixed number of steps (the loop over the
// steps unrolled; the same operations in the same order).
template <int STEPS>
static double reachSteps(int T, const std::array<double, kMaxHorizon + 1>& keepAt, const std::array<double, 8>& p,
                         double q, double& tenpaiAtEnd) {
    constexpr int last = STEPS - 1;
    // st[s]: the chance of having made s steps (and not yet won) so far.
    // Updated in place from the last step down, so that each step still
    // reads the chance before this draw of the one below it.
    std::array<double, STEPS> st{};
    std::array<double, STEPS> miss{};  // 1 - p: no step this draw
    for (int s = 0; s < last; ++s) miss[std::size_t(s)] = 1 - p[std::size_t(s)];
    st[0] = 1;
    const double noWin = 1 - q;
    double won = 0;
    for (int t = 0; t < T; ++t) {
        const double keep = keepAt[std::size_t(std::clamp(T - t, 0, kMaxHorizon))];
        const double xl = st[std::size_t(last)] * keep;
        won += xl * q;
        double stay = xl * noWin;
        for (int s = last; s > 0; --s) {
            const double below = st[std::size_t(s - 1)] * keep;
            st[std::size_t(s)] = stay + below * p[std::size_t(s - 1)];
            stay = below * miss[std::size_t(s - 1)];
        }
        st[0] = stay;
    }
    tenpaiAtEnd = st[std::size_t(last)];
    return won;
}

double HandEval::reachUncached(int steps, double accept, double scale, double& tenpaiAtEnd) const {
    // Chance to make `steps` improvements and then the win within T draws.
    // Acceptance shrinks as a hand gets closer (typical counts per shanten
    // below, times `scale` for a style that needs particular tiles); only
    // the first step's acceptance is this hand's own. The win comes with a
    // typical wait's chance (own draw plus discards).
    static const double typical[8] = {4.5, 12, 22, 34, 46, 56, 62, 66};
    const double U = std::max(1, pic_.unseenTotal);
    steps = std::clamp(steps, 1, 8);
    std::array<double, 8> p{};
    const double speed = closed_ ? cfg_.closedSpeed : cfg_.openSpeed;
    for (int s = 0; s < steps - 1; ++s)
        p[std::size_t(s)] = std::min(0.9, speed * (s == 0 ? accept : scale * typical[steps - 1 - s]) / U);
    const double q = std::min(0.9, (steps == 1 ? std::min(accept, 12.0) : typical[0]) / U * (1 + ronMult_));
    switch (steps) {
        case 1: return reachSteps<1>(T_, keepAt_, p, q, tenpaiAtEnd);
        case 2: return reachSteps<2>(T_, keepAt_, p, q, tenpaiAtEnd);
        case 3: return reachSteps<3>(T_, keepAt_, p, q, tenpaiAtEnd);
        case 4: return reachSteps<4>(T_, keepAt_, p, q, tenpaiAtEnd);
        case 5: return reachSteps<5>(T_, keepAt_, p, q, tenpaiAtEnd);
        case 6: return reachSteps<6>(T_, keepAt_, p, q, tenpaiAtEnd);
        case 7: return reachSteps<7>(T_, keepAt_, p, q, tenpaiAtEnd);
        default: return reachSteps<8>(T_, keepAt_, p, q, tenpaiAtEnd);
    }
}

double HandEval::farWorth(double value, int steps, double accept, double scale) const {
    // Winning, or else being tenpai when the wall runs out where that pays.
    double tenpaiEnd = 0;
    const double won = reach(steps, accept, scale, tenpaiEnd);
    const RulesetProfile& prof = *pic_.prof;
    return (value + denial_) * won + tenpaiEnd * (prof.rules.tenpaiFixed + prof.rules.tenpaiShare * value);
}

double HandEval::tenpaiWorth(const Counts& c13) {
    // What a win with this tenpai hand is worth on average over its waits
    // (ron and self-draw in the proportion the model expects), declaring
    // first where that is allowed and worth it.
    const RulesetProfile& prof = *pic_.prof;
    const bool canDeclare = cfg_.declareOption && closed_ && !declared_ && !prof.rules.declareWord.empty();
    double best = 0;
    for (int variant = 0; variant < (canDeclare ? 2 : 1); ++variant) {
        const bool saved = declared_;
        declared_ = saved || variant == 1;
        double sum = 0, weight = 0;
        for (Kind w : useful(c13)) {
            const double a = std::max(1, avail(c13, w));
            Counts c14 = c13;
            ++c14[w];
            const double vr = std::max(0.0, winValue(c14, w, false)) * pic_.ronGain;
            const double vt = std::max(0.0, winValue(c14, w, true)) * pic_.tsumoGain;
            sum += a * (ronMult_ * vr + vt) / (1 + ronMult_);
            weight += a;
        }
        declared_ = saved;
        double v = weight > 0 ? sum / weight + pot_ : 0;
        // A declaration's deposit comes back with the win it is valued by
        // here; it is lost when the hand does not win (about half the time).
        if (variant == 1) v -= 0.5 * prof.rules.declareCost;
        best = std::max(best, v);
    }
    return best;
}

double HandEval::playoutValue(const Counts& c13, int sh) {
    const Key key = keyOf(c13);
    auto it = playouts_.find(key);
    if (it != playouts_.end()) return it->second;
    // Sampled paths to tenpai: draw a useful kind (as likely as its unseen
    // copies make it), discard something that keeps the progress, and value
    // the tenpai hand reached with the scorer. Every hand of one decision
    // uses the same random numbers (less noise between the candidates); the
    // seed comes from the seat's own hand, so the same view gives the same answer.
    const Key own = keyOf(pic_.hand);
    Rng rng(own.a * 0x9e3779b97f4a7c15ULL ^ (own.b + 0x632be59bd9b4e019ULL));
    double sum = 0;
    const int K = std::max(1, cfg_.playouts);
    for (int i = 0; i < K; ++i) {
        Counts c = c13;
        int s = sh;
        bool ok = true;
        while (s > 0 && ok) {
            int total = 0;
            const KindList u = useful(c);
            for (Kind k : u) total += avail(c, k);
            if (total == 0) {
                ok = false;
                break;
            }
            int r = int(rng.below(std::uint32_t(total)));
            Kind pick = u.front();
            for (Kind k : u) {
                r -= avail(c, k);
                if (r < 0) {
                    pick = k;
                    break;
                }
            }
            ++c[pick];
            KindList ds;
            for (Kind d : progress(c, s - 1))
                if (d != pick) ds.push_back(d);
            if (ds.empty()) {
                ok = false;
                break;
            }
            if (s == 1) {
                // The last step: keep the tenpai a player would choose (worth
                // times the copies left of its waits), as the exact recursion does.
                double bestEv = -1, bestWorth = 0;
                for (Kind d : ds) {
                    --c[d];
                    const double w = tenpaiWorth(c);
                    double waits = 0;
                    for (Kind x : useful(c)) waits += avail(c, x);
                    if (w * waits > bestEv) {
                        bestEv = w * waits;
                        bestWorth = w;
                    }
                    ++c[d];
                }
                sum += bestWorth;
                s = -1;
                break;
            }
            --c[ds[rng.below(std::uint32_t(ds.size()))]];
            --s;
        }
        if (ok && s == 0) sum += tenpaiWorth(c);
    }
    const double v = sum / K;
    playouts_.emplace(key, float(v));
    return v;
}

// A style's kinds as bits and as a byte mask over the counts (0xff for a
// kind of the style), padded to whole words.
struct StyleKinds {
    std::uint64_t bits = 0;
    std::array<std::uint8_t, 40> bytes{};
};
static constexpr StyleKinds styleKinds(std::uint64_t bits) {
    StyleKinds s;
    s.bits = bits;
    for (int k = 0; k < kNumKinds; ++k) s.bytes[std::size_t(k)] = (bits >> k) & 1 ? 0xff : 0;
    return s;
}
static constexpr std::uint64_t kSuitBits[3] = {0x1ffULL, 0x1ffULL << 9, 0x1ffULL << 18};
// Half flush and full flush of each suit, then all simples.
static constexpr StyleKinds kStyles[7] = {
    styleKinds(kHonourBits | kSuitBits[0]), styleKinds(kSuitBits[0]),
    styleKinds(kHonourBits | kSuitBits[1]), styleKinds(kSuitBits[1]),
    styleKinds(kHonourBits | kSuitBits[2]), styleKinds(kSuitBits[2]),
    styleKinds((kSuitBits[0] | kSuitBits[1] | kSuitBits[2]) & ~kOrphanBits)};

// The hand as a style sees it: tiles the style cannot use become isolated
// singles of `slots` (kinds that connect with nothing), so the shanten of the
// result is (about) the distance to a hand of that style; -1 if too far.
// `off`: the hand's tiles outside the style. A style hand whose shanten is
// above `limit` cannot be used: its shanten alone (a table lookup or two)
// tells, without its useful kinds.
int HandEval::styleShanten(const Counts& c13, const StyleKinds& style, int off, const Kind* slots, int nSlots,
                           int limit, int& acceptOut) const {
    if (off > nSlots) return -1;
    // The style's counts, a word at a time.
    Counts c;
    for (int at : {0, 8, 16, 24}) {
        const std::uint64_t w = countwords::word(c13, at) & countwords::load8(style.bytes.data() + at);
        std::memcpy(c.data() + at, &w, 8);
    }
    c[32] = c13[32] & style.bytes[32];
    c[33] = c13[33] & style.bytes[33];
    for (int i = 0; i < off; ++i) ++c[slots[i]];
    // One shape lookup for both: the shanten and the useful kinds (bits),
    // unless the shanten alone says the hand is too far.
    std::uint64_t entry = 0;
    if (!shapeBitsWithin(c, limit, entry)) return limit + 1;
    acceptOut = availSum(c13, entry & kKindBits & style.bits);
    return int(entry >> 56) - 1;
}

double HandEval::farValue(const Counts& c13, std::uint64_t shape, int sh) {
    const RulesetProfile& prof = *pic_.prof;
    const int acc = availSum(c13, shape & kKindBits);  // acceptance(c13)
    // The sampled value is noisy (a few big hands dominate): shrink it
    // towards the mean over the decision's candidates.
    double plain = typicalValue();
    if (cfg_.playouts > 0) {
        if (refPending_) computeReference();
        plain = playoutValue(c13, sh);
        if (base_ >= 0) plain = (1 - cfg_.playoutShare) * base_ + cfg_.playoutShare * plain;
    }
    if (cfg_.styles) {
        // An honour pair the scorer pays for as a triplet (or pair) keeps value.
        if (!honours_)
            honours_ = &honourFacts(*pic_.view->ruleset, pic_.view->options, pic_.view->seatWind(),
                                    pic_.view->pub.roundWind, cfg_.honourMethod);
        const HonourFacts& hf = *honours_;
        for (int h = 0; h < 7; ++h) {
            const int n = c13[std::size_t(27 + h)];
            if (n >= 2)
                plain += cfg_.honourWeight * ((n >= 3 ? 0.6 : 0.3) * std::max(0.0, hf.tripletGain[std::size_t(h)]) +
                                              0.5 * std::max(0.0, hf.pairGain[std::size_t(h)]));
        }
    }
    double best = farWorth(plain, sh + 1, acc);
    if (!cfg_.styles) return best;
    // Styles the ruleset rewards (its scorer said so on random hands of that
    // style): how far the hand is from each, and what such hands are worth.
    // A style's worth: this hand's value scaled by what the style adds on
    // random hands (profile.h).
    // Tiles per suit (honours last) and outside the simples: a style with
    // more tiles outside it than it has slots for is out of reach
    // (styleShanten's -1) without building its hand.
    // Tiles per suit (byte sums of words: counts are at most 4) and at the
    // ends of the suits.
    auto bytesSum = [](std::uint64_t w) { return int((w * countwords::kOnes) >> 56); };
    const std::array<int, 4> inSuit = {bytesSum(countwords::word(c13, 0)) + c13[8],
                                       bytesSum(countwords::word(c13, 9)) + c13[17],
                                       bytesSum(countwords::word(c13, 18)) + c13[26],
                                       bytesSum(countwords::word(c13, 26) & ~std::uint64_t(0xff))};
    const int total = inSuit[0] + inSuit[1] + inSuit[2] + inSuit[3];
    const int ends = c13[0] + c13[8] + c13[9] + c13[17] + c13[18] + c13[26] + inSuit[3];
    // Melds outside a style rule it out: the kinds all melds touch (the
    // melds stay as they are for the evaluator's life: looked at once).
    if (!meldFactsReady_) {
        meldFactsReady_ = true;
        for (const auto& m : melds_) {
            meldKinds_ |= std::uint64_t(1) << m.kind;
            if (m.isSequence()) {
                meldKinds_ |= std::uint64_t(1) << (m.kind + 2);
                meldChi_ = true;
            }
        }
    }
    const std::uint64_t meldKinds = meldKinds_;
    const bool chi = meldChi_;
    auto consider = [&](double gain, const StyleKinds& style, const Kind* slots, int nSlots, double scale, int off) {
        if (gain <= 1.2 || off > nSlots) return;
        const double styleValue = plain * gain;
        if (meldKinds & ~style.bits) return;
        int sacc = 0;
        const int ssh = styleShanten(c13, style, off, slots, nSlots, sh + cfg_.styleSlack, sacc);
        if (ssh < 0 || ssh > sh + cfg_.styleSlack) return;
        best = std::max(best, farWorth(styleValue, ssh + 1, sacc, scale));
    };
    // A flush's slots: the ones, fives and nines of the other two suits.
    static constexpr Kind kFlushSlots[3][6] = {{9, 13, 17, 18, 22, 26}, {0, 4, 8, 18, 22, 26}, {0, 4, 8, 9, 13, 17}};
    static_assert(kFlushSlots[0][0] == makeKind(Suit(1), 1) && kFlushSlots[1][5] == makeKind(Suit(2), 9) &&
                  kFlushSlots[2][4] == makeKind(Suit(1), 5));
    for (int s = 0; s < 3; ++s) {
        const int others = total - inSuit[std::size_t(s)];
        consider(prof.halfFlushGain, kStyles[2 * s], kFlushSlots[s], 6, 0.5, others - inSuit[3]);
        consider(prof.fullFlushGain, kStyles[2 * s + 1], kFlushSlots[s], 6, 0.35, others);
    }
    {
        static constexpr Kind slots[7] = {27, 28, 29, 30, 31, 32, 33};
        consider(prof.simplesGain, kStyles[6], slots, 7, 0.75, ends);
    }
    if (!chi && prof.tripletsGain > 1.2) {
        // All triplets: a different count (no sequences).
        const std::uint64_t three = kindsWithAtLeast(c13, 3), pairKinds = kindsWithAtLeast(c13, 2) & ~three;
        int trip = meldCount() + heldKindCount(three);
        const int pairs = heldKindCount(pairKinds);
        const int outs = availSum(c13, pairKinds);
        trip = std::min(trip, 4);
        const int ts = 8 - 2 * trip - std::min(pairs, 5 - trip);
        if (ts <= sh + cfg_.styleSlack)
            best = std::max(best, farWorth(plain * prof.tripletsGain, ts + 1, outs, 0.2));
    }
    return best;
}

void HandEval::setReference(const Counts& c) {
    base_ = -1;
    refPending_ = cfg_.playouts > 0;
    ref_ = c;
}

// The reference's mean, computed the first time a far hand needs it (a
// decision the exact recursion settles never pays for the playouts).
void HandEval::computeReference() {
    refPending_ = false;
    const Counts& c = ref_;
    int n = 0;
    for (auto x : c) n += x;
    if (n + 3 * meldCount() == 13) {
        base_ = playoutValue(c, shanten(c));
        return;
    }
    if (n + 3 * meldCount() != 14) return;
    // The mean over the discards that keep the hand as close as it is.
    const int sh = shanten(c);
    double sum = 0;
    int cnt = 0;
    Counts x = c;
    for (int k = 0; k < kNumKinds; ++k) {
        if (!x[std::size_t(k)]) continue;
        --x[std::size_t(k)];
        const int s = shanten(x);
        if (s == sh) {
            sum += playoutValue(x, s);
            ++cnt;
        }
        ++x[std::size_t(k)];
    }
    if (cnt) base_ = sum / cnt;
}

double HandEval::value(const Counts& c13) {
    const Key key = keyOf(c13);
    const std::uint64_t shape = shapeOf(c13, key);
    const int sh = int(shape >> 56) - 1;
    if (sh <= cfg_.maxShanten && !forceFar_ && !exhausted()) {
        const Node& n = node(c13, key, sh);
        if (!exhausted()) return n.ev[std::size_t(T_)];
    }
    return farValue(c13, shape, sh);
}

}  // namespace qe::ai
