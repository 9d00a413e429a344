#include "rulesets/shanghai/shanghai_ruleset.h"

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

}  // namespace qe
