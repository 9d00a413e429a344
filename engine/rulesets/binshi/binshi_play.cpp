// 璸市麻雀 play half: the table hooks of BinshiRuleset (docs/rulesets/binshi.md
// "Play"). The mechanics (144 tiles, the 跳牌 deal with the dealer's first
// discard, flowers replaced from the tail, no dead wall, robbing an added
// kong, head bump or several winners) are the table's, switched on in
// config(); what is left here is what a win is and how it is described.
#include <algorithm>

#include "core/decompose.h"
#include "core/table.h"
#include "rulesets/binshi/binshi_ruleset.h"
#include "rulesets/binshi/binshi_score.h"

namespace qe {

namespace {

// Every MCR form wins (docs/rulesets/binshi.md "MCR fans (81)": the standard
// form, 七对, 十三幺, 全不靠 and 七星不靠, 组合龙 with one group and a pair).
constexpr std::uint8_t kBinshiForms = kFormAll;

}  // namespace

void BinshiRuleset::adjustHandDesc(const Table& t, int seat, HandDesc& d) const {
    (void)seat;
    // The table's words the scorer knows (binshi.md "Counting principles",
    // situation words); its flower_replacement, tenhou and chiihou name no
    // fan here. last_tile is decided below from the visible tiles.
    static const char* const kKept[] = {"rinshan", "haitei", "houtei", "chankan"};
    std::vector<std::string> words;
    for (const std::string& w : d.situation)
        if (std::find_if(std::begin(kKept), std::end(kKept), [&](const char* k) { return w == k; }) != std::end(kKept))
            words.push_back(w);
    d.situation = std::move(words);
    // 和绝张 (binshi.md "Counting principles": the other three tiles of the
    // winning kind visible): the tiles seen BEFORE the win. On a discard the
    // winning tile still lies in the discarder's river, and a robbed kong's
    // tile in its meld; that copy is the one being won, not one of the other
    // three, so it is taken out of `visible`.
    if (!d.tsumo) {
        auto it = std::find_if(d.visible.begin(), d.visible.end(),
                               [&](const Tile& x) { return x.kind == d.winTile.kind; });
        if (it != d.visible.end()) d.visible.erase(it);
    }
    // Flowers are not tiles a kind can be short of; the scorer reads kinds.
    d.visible.erase(std::remove_if(d.visible.begin(), d.visible.end(), [](const Tile& x) { return isFlower(x.kind); }),
                    d.visible.end());
    (void)t;
}

std::optional<ScoreResult> BinshiRuleset::evaluateWin(const Table& t, const WinContext& ctx) const {
    // Shape first (this runs for every seat on every discard), then the
    // scorer; binshi.md "Play": the table offers a win only at 8 fans
    // without flowers (`valid`).
    Counts c = t.concealedCounts(ctx.seat);
    if (!ctx.tsumo) {
        const Kind k = kindOfId(ctx.tile);
        if (k < kNumKinds) ++c[k];
    }
    if (!isComplete(c, int(t.pub().seats[std::size_t(ctx.seat)].melds.size()), kBinshiForms)) return std::nullopt;
    ScoreResult r = score(t.handDesc(ctx));
    // A complete hand the scorer refuses means the table described it wrongly
    // (a defect, never a rule): offered with its error so the breakdown shows
    // it and selfplay counts it.
    if (!r.ok) return r;
    if (!r.valid) return std::nullopt;
    return r;
}

}  // namespace qe
