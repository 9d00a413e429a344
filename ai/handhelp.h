// Help on one's own hand for a person learning a ruleset: shanten in each
// winning form, the waits or the improving tiles with the copies still
// unseen, furiten, every candidate discard's figures and, for a ready hand,
// what winning on each wait is worth under the ruleset. Built from one
// SeatView only (the same picture and hand descriptions the bots use), so
// it can tell nothing the seat may not see.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/view.h"

namespace qe::ai {

// One winning form the ruleset has and the hand's distance to it.
struct FormShanten {
    std::uint8_t form = 0;  // a FormMask bit (decompose.h)
    std::string id;         // "standard", "seven_pairs", "thirteen_orphans", "knitted", "knitted_straight"
    int shanten = 8;
};

// What the ruleset's scorer says a win is worth.
struct WinWorth {
    bool ok = false;     // the scorer answered
    bool valid = false;  // a win the rules accept (a yaku, the minimum reached)
    long long total = 0; // the headline number, in Ruleset::unit()
    std::vector<std::pair<std::string, long long>> fields;  // e.g. han, fu, points
    long long field(const std::string& name, long long fallback = 0) const {
        for (const auto& [k, v] : fields)
            if (k == name) return v;
        return fallback;
    }
};

struct KindCount {
    Kind kind = 0;
    int unseen = 0;  // 4 - own - visible (rivers, melds, flowers, indicators)
};

struct WaitHelp {
    Kind kind = 0;
    int unseen = 0;
    WinWorth ron, tsumo;            // the hand as it stands (declared if it is)
    bool declareOption = false;     // the hand may still declare: the same with the declaration
    WinWorth ronDeclared, tsumoDeclared;
};

struct DiscardHelp {
    Tile tile{};
    bool allowed = true;        // a legal discard now
    std::string reason;         // why not, when the rules refuse it
    bool declare = false;       // the hand may declare with this discard
    int shanten = 8;            // of the hand it leaves
    std::vector<KindCount> tiles;  // its waits when ready, else the kinds that improve it
    int total = 0;              // their unseen copies
    std::vector<WaitHelp> waits;   // ready: each wait's value
    bool furiten = false;       // ready but no win on a discard
};

struct HandHelp {
    bool ok = false;        // the seat holds tiles
    bool choosing = false;  // 3n+2 tiles: a discard to choose
    int shanten = 8;        // the least over the forms
    std::vector<FormShanten> forms;
    // A 3n+1 hand: its waits (ready) or the kinds that improve it.
    std::vector<KindCount> tiles;
    int total = 0;
    std::vector<WaitHelp> waits;
    bool furiten = false;
    bool declared = false;         // the seat's declaration is in force
    std::string declareWord;       // RuleFacts::declareWord
    long long minimum = 0;         // RuleFacts::minimum, in minimumUnit
    std::string minimumUnit;
    std::string unit;              // Ruleset::unit()
    // A 3n+2 hand: each distinct tile's discard, best first (least shanten,
    // then most unseen tiles).
    std::vector<DiscardHelp> discards;
};

HandHelp analyseHand(const SeatView& v);

// A call considered in a claim window: whether the hand it leaves can still
// win in its quickest ways (every way to tenpai by draws that each bring it
// one step closer, each wait scored by the ruleset). `checked` is false when
// the hand is too far or the search too large to say.
struct CallCheck {
    bool checked = false;
    bool winnable = true;
    int shanten = 8;     // after the call and its best discard
    int acceptance = 0;  // unseen copies of the kinds that improve that hand
};
CallCheck checkCall(const SeatView& v, const Action& call);

// Shanten and acceptance of the hand an action leaves (a call and its best
// discard, a kong, passing); shanten -1 for a win. For the review's figures.
struct ActionFigures {
    bool known = false;
    int shanten = 8;
    int acceptance = 0;
};
ActionFigures figuresAfter(const SeatView& v, const Action& a);

}  // namespace qe::ai
