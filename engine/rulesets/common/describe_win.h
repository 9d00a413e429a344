// The situation words of common.md "Hand description" read from a win's
// facts (core/winfacts.h): the default hand description every ruleset
// starts from (Ruleset::describeWin), and the pieces a ruleset's own
// describeWin reuses.
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include "core/score.h"
#include "core/winfacts.h"

namespace qe {

class Table;

namespace common {

// The words of common.md "Hand description" that the facts decide, in this
// order: rinshan, flower_replacement, chankan, haitei, houtei, tenhou,
// chiihou, last_tile.
std::vector<std::string> situationWords(const WinFacts& f);

// 绝张 (common.md "Hand description": last_tile): three copies of the
// winning tile were on show before the win, so it is the fourth and last.
bool lastCopy(const WinFacts& f);

// The hand, melds, flowers, winds, situation words, visible tiles,
// indicators and options of a win; no counters.
HandDesc describeWin(const Table& t, const WinFacts& f);

// Keeps only the situation words in `kept` (the ones a ruleset scores).
void keepWords(HandDesc& d, std::initializer_list<const char*> kept);

}  // namespace common
}  // namespace qe
