#include "rulesets/shanghai/shanghai_ruleset.h"

#include "core/decompose.h"
#include "core/table.h"
#include "rulesets/shanghai/shanghai_score.h"

namespace qe {

std::vector<OptionDesc> ShanghaiRuleset::optionDescs() const { return shanghai::optionDescs(); }

// docs/rulesets/shanghai.md "Table and flow", "Claims": 144 tiles, no dead
// wall, flowers replaced from the other end, every claimant of a discard wins.
TableConfig ShanghaiRuleset::config(const Options& opts) const {
    TableConfig c;
    c.wall.set.flowers = true;
    c.wall.deadWall = 0;
    c.startScore = opts.get("start_score", 1000) * opts.get("base", 1);
    c.chi = true;
    c.autoFlowers = true;
    c.robKong = true;
    c.winners = WinnersPolicy::All;
    c.kongDisplay = ConcealedKongDisplay::OuterDown;
    return c;
}

// docs/rulesets/shanghai.md "Payments": the discarder pays one share, a
// self-draw takes one from each other player; no minimum (any complete hand
// wins), no declaration. "Claims": a missed win bars wins on discards until
// one's own next discard, which is RuleFacts' furitenPassed.
RuleFacts ShanghaiRuleset::ruleFacts(const Options&) const {
    RuleFacts f;
    f.minimumUnit = "花";
    f.furitenPassed = true;
    f.dealInShare = 1;
    f.ronGain = 1;
    f.tsumoGain = 3;
    // "Payments", 3口: three claims from one seat relate the two; a
    // self-draw takes 3 shares from a related seat, a win on a discard one
    // extra share from it.
    f.relationClaims = 3;
    f.relationTsumoShares = 3;
    f.relationRonExtra = 1;
    return f;
}

ScoreResult ShanghaiRuleset::score(const HandDesc& hand) const { return shanghai::scoreHand(hand); }
std::vector<std::string> ShanghaiRuleset::situationWords() const { return shanghai::situationWords(); }

// docs/rulesets/shanghai.md "Winning types": a win is the normal form (four
// groups and a pair), 乱风向 (every tile an honour) or 八花 (all eight
// flowers, any shape). A hand that is none of the three is never a win, so
// it is answered from its counts; any other goes to the scorer, which has
// the last word (the input checks, the types). The default evaluateWin
// returns no win for a hand the scorer refuses or finds no win in, so the
// screen changes no answer.
std::optional<ScoreResult> ShanghaiRuleset::evaluateWin(const Table& t, const WinContext& ctx) const {
    const PublicSeat& ps = t.pub().seats[std::size_t(ctx.seat)];
    if (ps.flowers.size() != 8) {
        // The scorer reads the concealed tiles with the winning tile (a
        // flower among them is refused there, so skipping it here is safe).
        Counts c = t.concealedCounts(ctx.seat);
        if (!ctx.tsumo) {
            const Kind k = kindOfId(ctx.tile);
            if (k < kNumKinds) ++c[k];
        }
        const int melds = int(ps.melds.size());
        if (!isComplete(c, melds, kFormStandard)) {
            bool honoursOnly = true;
            for (int k = 0; k < 27 && honoursOnly; ++k) honoursOnly = c[std::size_t(k)] == 0;
            for (const MeldRec& m : ps.melds) honoursOnly = honoursOnly && !isNumber(m.meld.kind);
            if (!honoursOnly) return std::nullopt;
        }
    }
    return Ruleset::evaluateWin(t, ctx);
}

}  // namespace qe
