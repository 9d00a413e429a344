// 璸市麻雀 play half: the table hooks of BinshiRuleset (docs/rulesets/binshi.md
// "Play"). The mechanics (144 tiles, the 跳牌 deal with the dealer's first
// discard, flowers replaced from the tail, no dead wall, robbing an added
// kong, head bump or several winners) are the table's, switched on in
// config(); what is left here is what a win is and how it is described.
#include <algorithm>

#include "core/decompose.h"
#include "core/table.h"
#include "rulesets/common/describe_win.h"
#include "rulesets/binshi/binshi_ruleset.h"
#include "rulesets/binshi/binshi_score.h"

namespace qe {

namespace {

// Every MCR form wins (docs/rulesets/binshi.md "MCR fans (81)": the standard
// form, 七对, 十三幺, 全不靠 and 七星不靠, 组合龙 with one group and a pair).
constexpr std::uint8_t kBinshiForms = kFormAll;

}  // namespace

HandDesc BinshiRuleset::describeWin(const Table& t, const WinFacts& f) const {
    HandDesc d = common::describeWin(t, f);
    // The words the scorer knows (binshi.md "Counting principles",
    // situation words); flower_replacement, tenhou and chiihou name no MCR
    // fan. 和绝张 (last_tile) is the core's fact: three copies on show
    // BEFORE the win (WinFacts::visible leaves out the discard or robbed
    // kong tile being won), which is binshi.md's "other three tiles".
    common::keepWords(d, {"rinshan", "haitei", "houtei", "chankan", "last_tile"});
    return d;
}

// Shape first (this runs for every seat on every discard), then the fast
// path (valueHand): no answer where the hand is not complete. The table
// answers the shape from the seat's waits, kept per hand (completesHand).
std::optional<ScoreResult> BinshiRuleset::fastWin(const Table& t, const WinContext& ctx, HandDesc& d) const {
    const int melds = int(t.pub().seats[std::size_t(ctx.seat)].melds.size());
    if (!t.completesHand(ctx, melds, kBinshiForms)) return std::nullopt;
    d = t.handDesc(ctx);
    return value(d);
}

bool BinshiRuleset::offersWin(const Table& t, const WinContext& ctx) const {
    // evaluateWin's answer without the breakdown: the fast path's `valid`
    // is the scorer's (both count the same fans: binshi.md "MCR fans (81)").
    // Where the fast path refuses the description, evaluateWin decides (it
    // offers a defect with its error).
    HandDesc d;
    const std::optional<ScoreResult> v = fastWin(t, ctx, d);
    if (!v) return false;
    if (v->ok) return v->valid;
    return evaluateWin(t, ctx).has_value();
}

std::optional<ScoreResult> BinshiRuleset::evaluateWin(const Table& t, const WinContext& ctx) const {
    // binshi.md "Play": the table offers a win only at 8 fans without
    // flowers (`valid`). Below the minimum the breakdown is never shown:
    // the fast path decides.
    HandDesc d;
    const std::optional<ScoreResult> v = fastWin(t, ctx, d);
    if (!v || (v->ok && !v->valid)) return std::nullopt;
    ScoreResult r = score(d);
    // A complete hand the scorer refuses means the table described it wrongly
    // (a defect, never a rule): offered with its error so the breakdown shows
    // it and selfplay counts it.
    if (!r.ok) return r;
    if (!r.valid) return std::nullopt;
    return r;
}

}  // namespace qe
