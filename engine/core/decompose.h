// Hand decomposition: every way to read a winning hand as groups and a pair,
// plus the special forms (seven pairs, thirteen orphans, knitted forms).
// One enumerator that every ruleset consumes; rulesets decide which forms
// count as winning and which reading scores best.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <functional>
#include <memory>
#include <span>
#include <type_traits>
#include <vector>

#include "core/hand.h"

namespace qe {

enum class Form : std::uint8_t {
    Standard,         // four groups (melds included) and a pair
    SevenPairs,       // seven pairs of seven distinct kinds: four of a kind is
                      // not two pairs here (lingque.md "seven different
                      // pairs"); a ruleset that allows it special-cases it
    ThirteenOrphans,  // 国士无双 / 十三幺
    Knitted,          // 全不靠: 14 distinct tiles from one knitted straight's
                      // tiles (147/258/369 in three different suits) and honours
    KnittedStraight,  // 组合龙: a full knitted straight (9 tiles), one group, a pair
};

enum FormMask : std::uint8_t {
    kFormStandard = 1 << 0,
    kFormSevenPairs = 1 << 1,
    kFormThirteenOrphans = 1 << 2,
    kFormKnitted = 1 << 3,
    kFormKnittedStraight = 1 << 4,
    kFormAll = 0x1f,
};

enum class GroupType : std::uint8_t { Sequence, Triplet, Kong, Pair };

struct Group {
    GroupType type = GroupType::Triplet;
    Kind kind = 0;          // lowest kind of a sequence
    bool concealed = true;  // false for chi/pon/kan/kakan melds
    std::int8_t meld = -1;  // index into the fixed melds, -1 if from the concealed tiles

    bool contains(Kind k) const {
        return type == GroupType::Sequence ? (k >= kind && k < kind + 3) : k == kind;
    }
    bool isTripletLike() const { return type == GroupType::Triplet || type == GroupType::Kong; }
    friend bool operator==(const Group&, const Group&) = default;
};

struct Decomposition {
    Form form = Form::Standard;
    // Standard: groups[0..3] are the four groups (melds first, in meld order,
    // then concealed groups sorted by kind, a triplet before sequences of the
    // same kind), groups[4] is the pair.
    // SevenPairs: groups[0..6] are the pairs by kind. KnittedStraight:
    // groups[0] is the group (possibly a fixed meld), groups[1] the pair,
    // `knit` the straight. ThirteenOrphans: groups[0] is the doubled kind as a
    // Pair. Knitted has no groups (the counts are the hand).
    std::uint8_t size = 0;
    std::array<Group, 7> groups{};
    // For the knitted forms: the suits holding 147, 258, 369 respectively.
    std::array<Suit, 3> knit{Suit::Man, Suit::Pin, Suit::Sou};
    // Standard / KnittedStraight / ThirteenOrphans: the pair's kind;
    // 0 for SevenPairs and Knitted, which have no single pair.
    Kind pairKind() const;
};

// A non-owning reference to a callback (no allocation, one indirect call per
// decomposition). Built by the template overload below; the callable must
// outlive the call.
struct DecompositionVisitor {
    void* obj = nullptr;
    bool (*call)(void*, const Decomposition&) = nullptr;
    bool operator()(const Decomposition& d) const { return call(obj, d); }
};

// Calls `fn` for every distinct decomposition of `concealed` (the concealed
// tiles, winning tile included) plus the fixed `melds`, for the forms in
// `forms`. Standard readings are distinct as multisets of groups (111222333m
// is read as three triplets and as three runs: two readings). Counts above 4
// (wait-shape checks) are read like any others. Seven pairs, thirteen
// orphans and knitted need a closed hand (a concealed kong is a meld too); a
// knitted straight may have one fixed meld as its group (MCR 组合龙,
// binshi.md). Returning false from fn stops the enumeration. Returns the
// number of decompositions visited. The Decomposition passed to fn lives on
// the enumerator's stack: copy it to keep it.
int forEachDecomposition(const Counts& concealed, std::span<const Meld> melds, std::uint8_t forms,
                         DecompositionVisitor fn);
int forEachDecomposition(const Counts& concealed, std::span<const Meld> melds, std::uint8_t forms,
                         const std::function<bool(const Decomposition&)>& fn);

// The overload lambdas pick: no std::function is built (a capturing lambda
// would allocate in it).
template <class Fn>
    requires(std::is_invocable_r_v<bool, Fn&, const Decomposition&> &&
             !std::is_same_v<std::remove_cvref_t<Fn>, DecompositionVisitor> &&
             !std::is_same_v<std::remove_cvref_t<Fn>, std::function<bool(const Decomposition&)>>)
int forEachDecomposition(const Counts& concealed, std::span<const Meld> melds, std::uint8_t forms, Fn&& fn) {
    using F = std::remove_reference_t<Fn>;
    DecompositionVisitor v;
    v.obj = const_cast<void*>(static_cast<const void*>(std::addressof(fn)));
    v.call = [](void* o, const Decomposition& d) -> bool { return (*static_cast<F*>(o))(d); };
    return forEachDecomposition(concealed, melds, forms, v);
}

namespace detail {
// One number suit's reading from the per-suit table forEachDecomposition
// uses: up to four groups (number - 1, plus 16 for a run) and at most one
// pair (number - 1, 255: none), in the walk's order.
struct SuitReading {
    std::uint8_t n = 0;       // groups in g
    std::uint8_t pair = 255;  // number - 1 of the pair, 255: none
    std::uint8_t g[4]{};      // number - 1, plus 16 for a run
};
// The readings of one number suit's nine counts (each at most four; the
// eight bytes from `nine` are read), in forEachDecomposition's order, or
// nullptr with count 0 when the suit cannot be read as groups and at most
// one pair. A ruleset's fast path reads standard hands from these directly.
const SuitReading* suitReadings(const std::uint8_t* nine, std::uint32_t& count);
// Every reading of the table in one array (suitReadings points into it), so
// that a caller can keep its own facts per reading by index.
std::span<const SuitReading> allSuitReadings();

// The table itself, for a caller that looks suits up per hand: the same
// lookup as suitReadings, inlined (no call, no count through memory).
struct SuitEntry {
    std::uint64_t key = 0;  // suitKey(); 0: empty slot (the empty suit is not stored)
    std::uint32_t first = 0;
    std::uint32_t count = 0;
};
struct SuitIndex {
    const SuitEntry* entries = nullptr;
    const SuitReading* readings = nullptr;  // allSuitReadings().data()
    std::uint32_t mask = 0;
};
const SuitIndex& suitIndex();

// A number suit's nine counts as one key: the first eight bytes shifted past
// the ninth count (each count at most four, so nothing is lost).
inline std::uint64_t suitKey(const std::uint8_t* a) {
    std::uint64_t w;
    std::memcpy(&w, a, 8);
    return w << 3 | a[8];
}

inline std::uint32_t suitSlotOf(std::uint64_t key, std::uint32_t mask) {
    return std::uint32_t((key * 0x9E3779B97F4A7C15ULL) >> 40) & mask;
}

// suitReadings through a SuitIndex: the count of readings (0: none) and,
// in `first`, their index in allSuitReadings().
inline std::uint32_t findSuit(const SuitIndex& t, const std::uint8_t* nine, std::uint32_t& first) {
    const std::uint64_t key = suitKey(nine);
    for (std::uint32_t s = suitSlotOf(key, t.mask);; s = (s + 1) & t.mask) {
        const SuitEntry& e = t.entries[s];
        if (e.key == key) {
            first = e.first;
            return e.count;
        }
        if (!e.key) return 0;
    }
}

// Asks for the cache line findSuit will read first for these nine counts,
// so that a caller can start the table's memory access early and do other
// work while it arrives (the table is larger than the fastest caches).
inline void prefetchSuit(const SuitIndex& t, const std::uint8_t* nine) {
    __builtin_prefetch(t.entries + suitSlotOf(suitKey(nine), t.mask));
}

// The standard readings found by the kind-by-kind walk alone (without the
// per-suit table that forEachDecomposition uses when no count exceeds four):
// tests check that both give the same readings in the same order.
std::vector<Decomposition> standardByWalk(const Counts& concealed, std::span<const Meld> melds);
}  // namespace detail

// All decompositions as a vector (convenience for tests and tools).
std::vector<Decomposition> decompositions(const Counts& concealed, std::span<const Meld> melds,
                                          std::uint8_t forms = kFormAll);

// True when the concealed tiles plus `meldCount` fixed melds form a complete
// hand in one of `forms` (fast path, no enumeration). A knitted straight
// allows one meld, the other special forms none.
bool isComplete(const Counts& concealed, int meldCount, std::uint8_t forms = kFormStandard);

}  // namespace qe
