// Fuzz target: hand descriptions (docs/rulesets/common.md "Hand
// description") and every registered ruleset's scorer. parseHandDesc either
// gives a description or throws std::invalid_argument / ParseError naming the
// field; a scorer never throws, it answers ok=false (core/ruleset.h); what
// parsed prints back to JSON that parses again.
#include <memory>
#include <string>
#include <vector>

#include "core/registry.h"
#include "core/score.h"
#include "fuzz_util.h"

namespace {

const std::vector<std::shared_ptr<const qe::Ruleset>>& rulesets() {
    static const auto all = [] {
        std::vector<std::shared_ptr<const qe::Ruleset>> v;
        for (const auto& id : qe::rulesetIds()) v.push_back(qe::makeRuleset(id));
        return v;
    }();
    return all;
}

void scoreWithEvery(const qe::HandDesc& d) {
    for (const auto& rs : rulesets()) {
        qe::ScoreResult r;
        try {
            r = rs->score(d);
        } catch (const std::exception& e) {
            fuzz::fail("the " + rs->id() + " scorer threw: " + e.what());
        }
        fuzz::check(r.ok || !r.error.empty(), "the " + rs->id() + " scorer refused a hand without saying why");
        (void)qe::scoreResultToJson(r);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    qe::HandDesc d;
    try {
        d = qe::parseHandDesc(text);
    } catch (const std::invalid_argument& e) {
        fuzz::check(e.what()[0] != '\0', "parseHandDesc threw without a message");
        return 0;
    } catch (const qe::ParseError& e) {
        fuzz::check(e.what()[0] != '\0', "parseHandDesc threw without a message");
        return 0;
    }
    scoreWithEvery(d);
    const std::string printed = qe::handDescToJson(d);
    try {
        (void)qe::parseHandDesc(printed);
    } catch (const std::exception& e) {
        fuzz::fail("handDescToJson printed " + printed + ", which does not parse: " + e.what());
    }
    return 0;
}
