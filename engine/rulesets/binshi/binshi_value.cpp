// Ruleset::value for 璸市麻雀: the best evaluation's numbers without the
// breakdown's items, steps and groups (the bots score many hands).
#include "rulesets/binshi/binshi_internal.h"
#include "rulesets/binshi/binshi_ruleset.h"
#include "rulesets/binshi/binshi_score.h"

namespace qe {

ScoreResult BinshiRuleset::value(const HandDesc& h) const {
    // Fan values set by options ("fan.<id>") and bad input: the full scorer.
    for (const auto& [key, v] : h.options.values())
        if (key.rfind("fan.", 0) == 0) return binshi::scoreHand(h);
    binshi::Facts f;
    if (!binshi::makeFacts(h, f).empty()) return binshi::scoreHand(h);
    const binshi::FanValues& values = binshi::defaultFanValues();
    ScoreResult r;
    r.ok = true;
    r.ruleset = id();
    binshi::Evaluation e;
    if (!binshi::bestEvaluation(f, values, false, e)) {
        r.fields = {{"fan", 0}, {"fan_no_flowers", 0}, {"flowers", 0}, {"payment", 0}, {"gain", 0}};
        return r;
    }
    const long long total = e.total;
    const long long flowers =
        e.counted.has(binshi::kFlowerTiles) ? (long long)values[binshi::kFlowerTiles] * e.count[binshi::kFlowerTiles] : 0;
    const long long noFlowers = total - flowers;
    r.total = total;
    // binshi.md "Play": a minimum of 8 fans, flower fans not toward it.
    r.valid = noFlowers >= binshi::kMinFan;
    // binshi.md "Payments (铳二摸三)": the discarder pays 2F, a self-draw F from each.
    const long long payment = h.tsumo ? total : 2 * total;
    const long long gain = h.tsumo ? 3 * total : 2 * total;
    r.fields = {{"fan", total}, {"fan_no_flowers", noFlowers}, {"flowers", flowers}, {"payment", payment}, {"gain", gain}};
    return r;
}

}  // namespace qe
