// Tiles, tile kinds and the one text notation used everywhere
// (docs/rulesets/common.md, "Tiles and notation").
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace qe {

// A tile kind: 0..8 = 1m..9m, 9..17 = 1p..9p, 18..26 = 1s..9s,
// 27..33 = 1z..7z (E S W N, White, Green, Red), 34..41 = 1f..8f.
using Kind = std::uint8_t;

inline constexpr int kNumKinds = 34;       // kinds that can be in a hand
inline constexpr int kNumKindsAll = 42;    // with the 8 flowers
inline constexpr Kind kEast = 27, kSouth = 28, kWest = 29, kNorth = 30;
inline constexpr Kind kWhite = 31, kGreen = 32, kRed = 33;
inline constexpr Kind kFirstFlower = 34;

enum class Suit : std::uint8_t { Man = 0, Pin = 1, Sou = 2, Honor = 3, Flower = 4 };

constexpr Suit suitOf(Kind k) { return k < 27 ? Suit(k / 9) : (k < 34 ? Suit::Honor : Suit::Flower); }
constexpr bool isNumber(Kind k) { return k < 27; }
// 1..9 for number tiles, 1..7 for honours, 1..8 for flowers.
constexpr int numberOf(Kind k) { return k < 27 ? k % 9 + 1 : (k < 34 ? k - 27 + 1 : k - 34 + 1); }
constexpr bool isHonor(Kind k) { return k >= 27 && k < 34; }
constexpr bool isWind(Kind k) { return k >= kEast && k <= kNorth; }
constexpr bool isDragon(Kind k) { return k >= kWhite && k <= kRed; }
constexpr bool isFlower(Kind k) { return k >= kFirstFlower && k < kNumKindsAll; }
constexpr bool isTerminal(Kind k) { return k < 27 && (k % 9 == 0 || k % 9 == 8); }
constexpr bool isTerminalOrHonor(Kind k) { return isTerminal(k) || isHonor(k); }
constexpr bool isSimple(Kind k) { return k < 27 && !isTerminal(k); }
constexpr Kind makeKind(Suit s, int number) { return Kind(int(s) * 9 + number - 1); }
// Wind kind for a seat wind 0..3 (E S W N).
constexpr Kind windKind(int wind) { return Kind(kEast + wind); }

// A tile as seen in a hand or notation: kind plus the red-five flag.
struct Tile {
    Kind kind = 0;
    bool red = false;
    friend constexpr bool operator==(const Tile&, const Tile&) = default;
    friend constexpr auto operator<=>(const Tile& a, const Tile& b) {
        if (a.kind != b.kind) return a.kind <=> b.kind;
        return int(b.red) <=> int(a.red);  // red five sorts first, as printed "05"
    }
};

// A physical tile in a set: 0..135 are kind*4+copy, 136..143 the flowers.
// Which copies are red depends on the ruleset's options (see TileSet).
using TileId = std::uint8_t;
inline constexpr int kMaxTiles = 144;
constexpr Kind kindOfId(TileId id) { return id < 136 ? Kind(id / 4) : Kind(kFirstFlower + (id - 136)); }

// The set a ruleset plays with: 136 or 144 tiles, and how many red fives
// per suit (copies 0..aka-1 of each five are red).
struct TileSet {
    bool flowers = false;
    std::array<std::uint8_t, 3> aka{0, 0, 0};
    int size() const { return flowers ? 144 : 136; }
    bool isRed(TileId id) const {
        Kind k = kindOfId(id);
        return k < 27 && k % 9 == 4 && (id % 4) < aka[k / 9];
    }
    Tile tile(TileId id) const { return Tile{kindOfId(id), isRed(id)}; }
};

// Counts per kind (34 playable kinds).
using Counts = std::array<std::uint8_t, kNumKinds>;

// Error with a position, for notation and hand descriptions.
class ParseError : public std::runtime_error {
public:
    ParseError(std::string msg, int pos) : std::runtime_error(std::move(msg)), pos_(pos) {}
    int position() const { return pos_; }
private:
    int pos_;
};

// Notation (common.md): "123m456p11z", "0m" red five, "1f".."8f" flowers;
// the 玉雀 letters E S W N C F P are accepted as input. Parentheses are not
// accepted here (they are meld syntax, see parseYuqueHand in handdesc.h).
// Throws ParseError saying where and why.
std::vector<Tile> parseTiles(std::string_view text);
Tile parseTile(std::string_view text);  // exactly one tile
// Prints grouped mpsz: digits of one suit together, suits in order m p s z f,
// tiles in the given order within a suit run (call sortTiles first for
// canonical output).
std::string formatTiles(const std::vector<Tile>& tiles);
std::string formatTile(Tile t);
std::string formatKind(Kind k);
std::string formatCounts(const Counts& c);
void sortTiles(std::vector<Tile>& tiles);
Counts toCounts(const std::vector<Tile>& tiles);  // flowers are ignored
std::vector<Tile> fromCounts(const Counts& c);
// Chinese name of a kind (一萬, 東, 中 ...), for breakdown text.
std::string kindNameZh(Kind k);

}  // namespace qe
