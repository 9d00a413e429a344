// Hand decomposition: every way to read a winning hand as groups and a pair,
// plus the special forms (seven pairs, thirteen orphans, knitted forms).
// One enumerator that every ruleset consumes; rulesets decide which forms
// count as winning and which reading scores best.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "core/hand.h"

namespace qe {

enum class Form : std::uint8_t {
    Standard,         // four groups (melds included) and a pair
    SevenPairs,       // seven pairs (distinct kinds)
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
    // then concealed groups sorted by kind), groups[4] is the pair.
    // SevenPairs: groups[0..6] are pairs. KnittedStraight: groups[0] is the
    // group, groups[1] the pair, `knit` the straight. ThirteenOrphans and
    // Knitted have no groups (the counts are the hand).
    std::uint8_t size = 0;
    std::array<Group, 7> groups{};
    // For the knitted forms: the suits holding 147, 258, 369 respectively.
    std::array<Suit, 3> knit{Suit::Man, Suit::Pin, Suit::Sou};
    Kind pairKind() const;  // Standard / KnittedStraight: the pair's kind
};

// Calls `fn` for every distinct decomposition of `concealed` (the concealed
// tiles, winning tile included) plus the fixed `melds`, for the forms in
// `forms`. Special forms only apply when there are no melds (a concealed
// kong is a meld). Returning false from fn stops the enumeration.
// Returns the number of decompositions visited.
int forEachDecomposition(const Counts& concealed, std::span<const Meld> melds, std::uint8_t forms,
                         const std::function<bool(const Decomposition&)>& fn);

// All decompositions as a vector (convenience for tests and tools).
std::vector<Decomposition> decompositions(const Counts& concealed, std::span<const Meld> melds,
                                          std::uint8_t forms = kFormAll);

// True when the concealed tiles plus melds form a complete hand in one of
// `forms` (fast path, no enumeration).
bool isComplete(const Counts& concealed, int meldCount, std::uint8_t forms = kFormStandard);

}  // namespace qe
