// 璸市麻雀 (binshi) scoring: MCR's 81 fans with MCR's counting principles
// and the 8-fan minimum (docs/rulesets/binshi.md "MCR fans (81)"), and the
// 铳二摸三 payments (docs/rulesets/binshi.md "Payments (铳二摸三)").
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "core/bench.h"
#include "core/options.h"
#include "core/score.h"
#include "core/state.h"
#include "rulesets/binshi/binshi_fans.h"

namespace qe {
class HandValuer;
}

namespace qe::binshi {

// head_bump (default on) and rounds (1..4, default 4): docs/rulesets/binshi.md "Options".
std::vector<OptionDesc> binshiOptionDescs();

// Scores a finished hand (common.md "Hand description"). Fields: "fan" (the
// total, flowers included; = total), "fan_no_flowers", "flowers", "payment"
// (what the discarder pays, or each other player on a self-draw) and "gain"
// (what the winner receives). valid = fan_no_flowers ≥ 8. An incomplete hand
// is ok=true, valid=false. ok=false with an error naming the field for bad
// input. 和绝张 also when the winner's own melds and `visible` show the
// other three tiles of the winning kind (an own meld `visible` lists whole
// counted once). Situation words: last_tile (和绝张), rinshan (杠上开花), chankan
// (抢杠和), haitei (妙手回春: self-drawn last tile), houtei (海底捞月: the last
// discard); the table's flower_replacement, tenhou and chiihou name no MCR
// fan and are ignored. Options "fan.<id>" = value override a fan's value
// (ids as in the fan table, e.g. "fan.seven_pairs": 20).
ScoreResult scoreHand(const HandDesc& h);
// The situation words scoreHand takes (Ruleset::situationWords).
std::vector<std::string> situationWords();
ScoreResult scoreHand(const HandDesc& h, const FanValues& values);

// The same ok, valid, total and fields as scoreHand without items, steps,
// groups or any text (Ruleset::value: the bots value many hands).
ScoreResult valueHand(const HandDesc& h);
ScoreResult valueWith(const HandDesc& h, const FanValues& values);

// Ruleset::valuer (core/ruleset.h HandValuer): the hands sharing `base`,
// valued as valueHand values them; nullptr for a base with a situation word
// or anything valueHand would refuse.
std::unique_ptr<HandValuer> makeValuer(const HandDesc& base);

// The total only (no strings): the fast path for bots and the benchmark.
// -1: not a complete hand; -2: bad input. Equals scoreHand(h).total
// otherwise. Options are not read (MCR values) unless `values` is given.
int scoreFan(const HandDesc& h);
int scoreFan(const HandDesc& h, const FanValues& values);

// One win for the settlement: `from` the discarder (or the robbed seat),
// -1 for a self-draw; `fan` the winner's total, flowers included.
struct WinShare {
    int winner = -1;
    int from = -1;
    long long fan = 0;
};
// 铳二摸三 (docs/rulesets/binshi.md "Payments (铳二摸三)"): on a discard the
// discarder pays 2F; on a self-draw each other player pays F. Several wins
// on one discard (head_bump off) are settled one by one. No wins (an
// exhausted wall): nothing. Throws std::invalid_argument naming the field
// for seats outside 0..3, a winner paying themself or a negative fan.
// `names` (the table's seat names) label the steps; without them "seat N".
Settlement settleWins(const std::vector<WinShare>& wins, const std::array<std::string, 4>* names = nullptr);

}  // namespace qe::binshi
