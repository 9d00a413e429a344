#include "mjai/mjai_tile.h"

#include <stdexcept>

namespace qe::mjai {

namespace {
constexpr const char* kHonours[7] = {"E", "S", "W", "N", "P", "F", "C"};
constexpr char kSuits[3] = {'m', 'p', 's'};
}  // namespace

std::string tileName(Tile t) {
    if (t.kind >= 27 && t.kind < 34) return kHonours[t.kind - 27];
    if (t.kind >= 27) throw std::invalid_argument("mjai has no name for tile kind " + std::to_string(int(t.kind)));
    std::string s;
    s += char('1' + t.kind % 9);
    s += kSuits[t.kind / 9];
    if (t.red) s += 'r';
    return s;
}

std::optional<Tile> parseTile(const std::string& s, const char* field) {
    if (s == "?") return std::nullopt;
    for (int i = 0; i < 7; ++i)
        if (s == kHonours[i]) return Tile{Kind(27 + i), false};
    const bool red = s.size() == 3 && s[2] == 'r' && s[0] == '5';
    if ((s.size() == 2 || red) && s[0] >= '1' && s[0] <= '9')
        for (int suit = 0; suit < 3; ++suit)
            if (s[1] == kSuits[suit]) return Tile{Kind(suit * 9 + (s[0] - '1')), red};
    throw std::invalid_argument(std::string(field) + ": '" + s + "' is not an mjai tile (1m..9m, 5mr, E S W N P F C, ?)");
}

}  // namespace qe::mjai
