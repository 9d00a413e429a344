#include "rulesets/test/test_ruleset.h"

#include "core/decompose.h"
#include "core/table.h"
#include "rulesets/common/claim_state.h"

namespace qe {

std::vector<OptionDesc> TestRuleset::optionDescs() const {
    using K = OptionDesc::Kind;
    return {
        {"winners", K::Choice, 0, 0, 2, {"head_bump", "all", "third_aborts"}, "Several winners", "多家和",
         "What happens when several players win on one discard"},
        {"flowers", K::Bool, 0, 0, 1, {}, "Flowers", "花牌", "Play with 144 tiles; flowers are replaced"},
        {"dead_wall", K::Int, 0, 0, 14, {}, "Dead wall", "王牌", "Tiles kept aside at the tail"},
        {"jump_deal", K::Bool, 0, 0, 1, {}, "4-4-4 and jump", "跳牌", "The dealer starts with 14 tiles"},
        {"kong_after_call", K::Bool, 0, 0, 1, {}, "Kong after a call", "吃碰后杠", "Kongs right after chi/pon"},
        {"aka", K::Int, 0, 0, 1, {}, "Red fives", "赤宝牌", "Red fives per suit"},
        {"claim_locks", K::Bool, 0, 0, 1, {}, "Missed-claim locks", "过手锁",
         "A missed win or pon locks it until one's own discard (rulesets/common/claim_state.h)"},
        {"feeds", K::Bool, 0, 0, 1, {}, "Count feeds", "包牌计数",
         "Counts the tiles each seat handed each player (rulesets/common/claim_state.h)"},
    };
}

TableConfig TestRuleset::config(const Options& o) const {
    TableConfig c;
    c.wall.set.flowers = o.flag("flowers");
    const auto aka = std::uint8_t(o.get("aka"));
    c.wall.set.aka = {aka, aka, aka};
    c.wall.deadWall = int(o.get("dead_wall"));
    c.wall.deal = o.flag("jump_deal") ? DealPattern::FourFourFourJump : DealPattern::ThirteenEach;
    c.autoFlowers = c.wall.set.flowers;
    c.kongAfterCall = o.flag("kong_after_call");
    c.winners = WinnersPolicy(o.get("winners"));
    c.startScore = 100;
    return c;
}

void TestRuleset::filterActions(const Table& t, int seat, std::vector<Action>& actions) const {
    if (t.options().flag("claim_locks")) common::applyClaimLocks(t, seat, actions);
}

void TestRuleset::onEvent(Table& t, const Event& e) const {
    if (t.options().flag("claim_locks")) common::trackMissedClaims(t, e);
    if (t.options().flag("feeds")) common::countFeeds(t, e);
}

ScoreResult TestRuleset::score(const HandDesc& h) const {
    ScoreResult r;
    r.ruleset = id();
    r.ok = true;
    const Counts c = h.concealedCounts();
    const int melds = int(h.melds.size());
    const bool standard = isComplete(c, melds, kFormStandard);
    const bool pairs = melds == 0 && isComplete(c, 0, kFormSevenPairs);
    r.valid = standard || pairs;
    if (!r.valid) {
        r.steps.push_back({"not a complete hand", 0, 0, {}});
        return r;
    }
    long long total = 0;
    auto add = [&](const char* idv, const char* zh, const char* en, long long v) {
        total += v;
        r.items.push_back({idv, zh, en, v, 1, {}});
        r.steps.push_back({std::string(zh) + " " + en + ": +" + std::to_string(v), v, total, {}});
    };
    add(standard ? "complete" : "seven_pairs", standard ? "和了" : "七对", standard ? "Complete hand" : "Seven pairs", 1);
    if (h.tsumo) add("tsumo", "自摸", "Self-draw", 1);
    r.total = total;
    r.fields.push_back({"points", total});
    return r;
}

}  // namespace qe
