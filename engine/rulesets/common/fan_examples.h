// Each ruleset's fans (yaku) for a learner to read: its table in order with
// the value of each, and for each a small example hand that scores it. The
// examples are data kept beside each ruleset (<id>_examples.cpp); the tests
// score every one and check it yields its fan.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/ruleset.h"
#include "core/score.h"

namespace qe {

// One example: the fan's id (ScoreItem::id) and a hand description in JSON
// (common.md "Hand description") that the ruleset scores with that fan.
struct FanExample {
    const char* fan;
    const char* hand;
};

// The examples kept for ruleset `id`; empty for one without.
std::span<const FanExample> fanExamples(std::string_view id);

struct FanListEntry {
    std::string id, nameZh, nameEn;  // nameZh: the ruleset's own name (Japanese for riichi)
    long long value = 0;             // the table's value, in valueText's unit
    std::string valueText;           // the value as the rules say it: "2 han (open 1)", "4 副 1 翻", "2 喇"
    std::optional<HandDesc> example;
    ScoreResult exampleScore;        // the example scored (ok == false without one)
};

// The fans of `rs`: its fan table in table order where the engine has one,
// else the fans its examples show. Examples that fail to parse are left out
// (the tests catch them).
std::vector<FanListEntry> fanList(const Ruleset& rs);

namespace riichi { std::span<const FanExample> fanExamples(); }
namespace yuque { std::span<const FanExample> fanExamples(); }
namespace lingque { std::span<const FanExample> fanExamples(); }
namespace binshi { std::span<const FanExample> fanExamples(); }
namespace shanghai { std::span<const FanExample> fanExamples(); }

}  // namespace qe
