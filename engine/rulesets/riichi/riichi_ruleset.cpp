#include "rulesets/riichi/riichi_ruleset.h"

#include "rulesets/riichi/riichi_score.h"

namespace qe {

std::vector<OptionDesc> RiichiRuleset::optionDescs() const {
    std::vector<OptionDesc> d = riichi::riichiOptionDescs();
    for (auto& o : riichi::riichiPlayOptionDescs()) d.push_back(std::move(o));
    return d;
}

ScoreResult RiichiRuleset::score(const HandDesc& hand) const { return riichi::scoreHand(hand); }

// config() and the table hooks are in riichi_play.cpp.

}  // namespace qe
