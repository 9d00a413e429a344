// Melds and hand structure shared by the table, the rulesets and the scorer.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/tile.h"

namespace qe {

// chi, pon, kan (open, from a discard), kakan (added to a pon), ankan
// (concealed) — the meld types of common.md "Hand description".
enum class MeldType : std::uint8_t { Chi, Pon, Kan, Kakan, Ankan };

const char* meldTypeName(MeldType t);  // "chi", "pon", ...
bool parseMeldType(const std::string& s, MeldType& out);

struct Meld {
    MeldType type = MeldType::Pon;
    Kind kind = 0;          // the lowest kind for chi, the kind otherwise
    std::uint8_t red = 0;   // how many of its tiles are red fives
    std::uint8_t from = 0;  // 1 = 上家, 2 = 对家, 3 = 下家, 0 = own / unknown
    Tile claimed{};         // the claimed tile (chi/pon/kan); for kakan the added tile
    bool hasClaimed = false;

    bool isKong() const { return type == MeldType::Kan || type == MeldType::Kakan || type == MeldType::Ankan; }
    bool isOpen() const { return type != MeldType::Ankan; }
    bool isSequence() const { return type == MeldType::Chi; }
    int size() const { return isKong() ? 4 : 3; }
    // The tiles of the meld in order (red fives where `red` says so).
    std::vector<Tile> tiles() const;
    // Adds the meld's tiles (as kinds) to counts.
    void addTo(Counts& c) const;
    std::string toString() const;  // e.g. "chi:123m<1", "ankan:5555z"
    friend bool operator==(const Meld&, const Meld&) = default;
};

}  // namespace qe
