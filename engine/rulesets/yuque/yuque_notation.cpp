// The 玉雀 source's hand notation with bracketed melds, e.g.
// "11223sCC(NNNN)(123s)" (yuque.md worked example 1; common.md "Tiles and
// notation" accepts the letters E S W N C F P). See yuque_score.h for the
// bracket kinds; a concealed kong is written in square brackets: [NNNN].
#include <string>

#include "rulesets/yuque/yuque_score.h"

namespace qe::yuque {

namespace {

std::vector<Tile> parseAt(std::string_view s, std::size_t offset) {
    try {
        return parseTiles(s);
    } catch (const ParseError& e) {
        throw ParseError(e.what(), int(offset) + e.position());
    }
}

Meld meldFrom(char open, const std::vector<Tile>& t, std::size_t pos) {
    Meld m;
    std::vector<Tile> s = t;
    sortTiles(s);
    auto same = [&] {
        for (const Tile& x : s)
            if (x.kind != s[0].kind) return false;
        return true;
    };
    const std::string shown = formatTiles(s);
    if (open == '(') {
        if (s.size() == 3 && same()) {
            m.type = MeldType::Pon;
        } else if (s.size() == 4 && same()) {
            m.type = MeldType::Kan;
        } else if (s.size() == 3 && isNumber(s[0].kind) && suitOf(s[0].kind) == suitOf(s[2].kind) &&
                   s[1].kind == s[0].kind + 1 && s[2].kind == s[0].kind + 2) {
            m.type = MeldType::Chi;
        } else {
            throw ParseError("(" + shown + ") is not a chi, pon or open kong", int(pos));
        }
    } else {
        if (s.size() != 4 || !same())
            throw ParseError(std::string(1, open) + shown + (open == '[' ? "]" : ">") + " is not four of a kind", int(pos));
        m.type = open == '[' ? MeldType::Ankan : MeldType::Kakan;
    }
    for (const Tile& x : s)
        if (x.kind >= kNumKinds) throw ParseError("a flower cannot be in a meld", int(pos));
    m.kind = s[0].kind;
    for (const Tile& x : s) m.red += x.red ? 1 : 0;
    return m;
}

}  // namespace

HandDesc parseYuqueHand(std::string_view text, std::string_view win) {
    HandDesc h;
    h.ruleset = "yuque";
    std::size_t i = 0, segStart = 0;
    auto flush = [&](std::size_t end) {
        if (end > segStart) {
            auto t = parseAt(text.substr(segStart, end - segStart), segStart);
            h.hand.insert(h.hand.end(), t.begin(), t.end());
        }
    };
    while (i < text.size()) {
        const char c = text[i];
        if (c == '(' || c == '[' || c == '<') {
            flush(i);
            const char close = c == '(' ? ')' : (c == '[' ? ']' : '>');
            const std::size_t end = text.find(close, i + 1);
            if (end == std::string_view::npos)
                throw ParseError(std::string("'") + c + "' is not closed by '" + close + "'", int(i));
            const auto tiles = parseAt(text.substr(i + 1, end - i - 1), i + 1);
            h.melds.push_back(meldFrom(c, tiles, i));
            i = end + 1;
            segStart = i;
        } else if (c == ')' || c == ']' || c == '>') {
            throw ParseError(std::string("'") + c + "' without an opening bracket", int(i));
        } else {
            ++i;
        }
    }
    flush(text.size());
    if (!win.empty()) {
        const auto w = parseTiles(win);
        if (w.size() != 1) throw ParseError("the winning tile must be exactly one tile", 0);
        h.hand.push_back(w[0]);
        h.winTile = w[0];
        h.hasWinTile = true;
    }
    return h;
}

}  // namespace qe::yuque
