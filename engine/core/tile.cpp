#include "core/tile.h"

#include <algorithm>

namespace qe {

namespace {

char suitLetter(Suit s) {
    switch (s) {
        case Suit::Man: return 'm';
        case Suit::Pin: return 'p';
        case Suit::Sou: return 's';
        case Suit::Honor: return 'z';
        case Suit::Flower: return 'f';
    }
    return '?';
}

// 玉雀 letters (common.md): E S W N winds, C 中, F 發, P 白.
bool letterKind(char ch, Kind& k) {
    switch (ch) {
        case 'E': k = kEast; return true;
        case 'S': k = kSouth; return true;
        case 'W': k = kWest; return true;
        case 'N': k = kNorth; return true;
        case 'C': k = kRed; return true;
        case 'F': k = kGreen; return true;
        case 'P': k = kWhite; return true;
        default: return false;
    }
}

}  // namespace

std::vector<Tile> parseTiles(std::string_view text) {
    std::vector<Tile> out;
    std::string digits;
    int digitsStart = -1;
    for (int i = 0; i < int(text.size()); ++i) {
        const char ch = text[i];
        if (ch >= '0' && ch <= '9') {
            if (digits.empty()) digitsStart = i;
            digits.push_back(ch);
            continue;
        }
        if (ch == 'm' || ch == 'p' || ch == 's' || ch == 'z' || ch == 'f') {
            if (digits.empty())
                throw ParseError("suit letter '" + std::string(1, ch) + "' at position " + std::to_string(i) +
                                     " has no digits before it",
                                 i);
            for (int j = 0; j < int(digits.size()); ++j) {
                const int d = digits[j] - '0';
                const int pos = digitsStart + j;
                Tile t;
                if (ch == 'z') {
                    if (d < 1 || d > 7)
                        throw ParseError("'" + std::string(1, digits[j]) + "z' at position " + std::to_string(pos) +
                                             ": honours are 1z..7z",
                                         pos);
                    t.kind = Kind(27 + d - 1);
                } else if (ch == 'f') {
                    if (d < 1 || d > 8)
                        throw ParseError("'" + std::string(1, digits[j]) + "f' at position " + std::to_string(pos) +
                                             ": flowers are 1f..8f",
                                         pos);
                    t.kind = Kind(kFirstFlower + d - 1);
                } else {
                    const Suit s = ch == 'm' ? Suit::Man : ch == 'p' ? Suit::Pin : Suit::Sou;
                    if (d == 0) {
                        t.kind = makeKind(s, 5);
                        t.red = true;
                    } else {
                        t.kind = makeKind(s, d);
                    }
                }
                out.push_back(t);
            }
            digits.clear();
            continue;
        }
        Kind k;
        if (letterKind(ch, k)) {
            if (!digits.empty())
                throw ParseError("digits '" + digits + "' at position " + std::to_string(digitsStart) +
                                     " are followed by '" + std::string(1, ch) + "' instead of a suit letter m p s z f",
                                 digitsStart);
            out.push_back(Tile{k, false});
            continue;
        }
        if (ch == ' ' || ch == '\t' || ch == ',') {
            if (!digits.empty())
                throw ParseError("digits '" + digits + "' at position " + std::to_string(digitsStart) +
                                     " have no suit letter (m p s z f)",
                                 digitsStart);
            continue;
        }
        throw ParseError("unexpected character '" + std::string(1, ch) + "' at position " + std::to_string(i) +
                             " (tiles are digits followed by m p s z f, or the letters E S W N C F P)",
                         i);
    }
    if (!digits.empty())
        throw ParseError("digits '" + digits + "' at position " + std::to_string(digitsStart) +
                             " have no suit letter (m p s z f)",
                         digitsStart);
    return out;
}

Tile parseTile(std::string_view text) {
    auto v = parseTiles(text);
    if (v.size() != 1)
        throw ParseError("expected exactly one tile in '" + std::string(text) + "', found " + std::to_string(v.size()),
                         0);
    return v[0];
}

std::string formatTile(Tile t) {
    std::string s;
    s.push_back(t.red ? '0' : char('0' + numberOf(t.kind)));
    s.push_back(suitLetter(suitOf(t.kind)));
    return s;
}

std::string formatKind(Kind k) { return formatTile(Tile{k, false}); }

std::string formatTiles(const std::vector<Tile>& tiles) {
    std::string s;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const Tile t = tiles[i];
        s.push_back(t.red ? '0' : char('0' + numberOf(t.kind)));
        if (i + 1 == tiles.size() || suitOf(tiles[i + 1].kind) != suitOf(t.kind)) s.push_back(suitLetter(suitOf(t.kind)));
    }
    return s;
}

void sortTiles(std::vector<Tile>& tiles) { std::sort(tiles.begin(), tiles.end()); }

Counts toCounts(const std::vector<Tile>& tiles) {
    Counts c{};
    for (Tile t : tiles)
        if (t.kind < kNumKinds) ++c[t.kind];
    return c;
}

std::vector<Tile> fromCounts(const Counts& c) {
    std::vector<Tile> v;
    for (int k = 0; k < kNumKinds; ++k)
        for (int n = 0; n < c[k]; ++n) v.push_back(Tile{Kind(k), false});
    return v;
}

std::string formatCounts(const Counts& c) { return formatTiles(fromCounts(c)); }

std::string kindNameZh(Kind k) {
    static const char* nums[] = {"一", "二", "三", "四", "五", "六", "七", "八", "九"};
    static const char* honors[] = {"東", "南", "西", "北", "白", "發", "中"};
    static const char* flowers[] = {"春", "夏", "秋", "冬", "梅", "蘭", "菊", "竹"};
    switch (suitOf(k)) {
        case Suit::Man: return std::string(nums[k % 9]) + "萬";
        case Suit::Pin: return std::string(nums[k % 9]) + "筒";
        case Suit::Sou: return std::string(nums[k % 9]) + "索";
        case Suit::Honor: return honors[k - 27];
        case Suit::Flower: return flowers[k - kFirstFlower];
    }
    return "?";
}

}  // namespace qe
