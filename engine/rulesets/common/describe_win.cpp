#include "rulesets/common/describe_win.h"

#include <algorithm>

#include "core/ruleset.h"
#include "core/table.h"

namespace qe {

namespace common {

std::vector<std::string> situationWords(const WinFacts& f) {
    std::vector<std::string> w;
    // common.md "Hand description": each word is one fact of the win.
    if (f.kongReplacement) w.push_back("rinshan");
    if (f.flowerReplacement) w.push_back("flower_replacement");
    if (f.robbedKong()) w.push_back("chankan");
    if (f.lastWallTile) w.push_back("haitei");
    if (f.lastDiscard) w.push_back("houtei");
    if (f.selfDrawn() && f.dealerFirstTurn) w.push_back("tenhou");
    if (f.selfDrawn() && f.firstDrawUncalled) w.push_back("chiihou");
    if (lastCopy(f)) w.push_back("last_tile");
    return w;
}

bool lastCopy(const WinFacts& f) {
    int seen = 0;
    for (const Tile& t : f.visible)
        if (t.kind == f.winTile.kind) ++seen;
    return seen >= 3;
}

HandDesc describeWin(const Table& t, const WinFacts& f) {
    HandDesc d;
    d.ruleset = t.ruleset().id();
    d.hand = f.hand;
    d.winTile = f.winTile;
    d.hasWinTile = true;
    for (const MeldFact& m : f.melds) d.melds.push_back(m.meld);
    d.flowers = f.flowers;
    d.tsumo = f.selfDrawn();
    d.seatWind = f.seatWind;
    d.roundWind = f.roundWind;
    d.situation = situationWords(f);
    d.visible = f.visible;
    d.indicators = f.indicators;
    d.options = t.options();
    return d;
}

void keepWords(HandDesc& d, std::initializer_list<const char*> kept) {
    std::erase_if(d.situation, [&](const std::string& w) {
        return std::none_of(kept.begin(), kept.end(), [&](const char* k) { return w == k; });
    });
}

}  // namespace common

HandDesc Ruleset::describeWin(const Table& t, const WinFacts& f) const { return common::describeWin(t, f); }

}  // namespace qe
