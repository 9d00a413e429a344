#include "enginetext.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QStringList>
#include <QVector>
#include <algorithm>
#include <utility>

#include "core/registry.h"
#include "enginestrings.h"

namespace quetai {

namespace {

// Whole step sentences of the rulesets' breakdowns, English with %1.. for
// the parts that vary (numbers, tiles, names: translated on their own). The
// first that matches a step whole wins, so the more specific come first;
// "%1: %2" catches every "name: figures" line last. Sources: the steps built
// in engine/rulesets/ (each ruleset page's scoring sections, cited below).
const char* const kStepTemplates[] = {
    // riichi (docs/rulesets/riichi.md "Fu", "Points")
    QT_TRANSLATE_NOOP("EngineStep", "%1: %2 han (open; %3 closed)"),
    QT_TRANSLATE_NOOP("EngineStep", "%1: %2 han"),
    QT_TRANSLATE_NOOP("EngineStep", "%1: %2 fu, not rounded (riichi.md \"Fu\")"),
    QT_TRANSLATE_NOOP("EngineStep", "待ち Wait: %1 on %2: %3 fu"),
    QT_TRANSLATE_NOOP("EngineStep", "%1: %2 fu"),
    QT_TRANSLATE_NOOP("EngineStep", "An open hand at %1 fu counts %2 fu (riichi.md \"Fu\")"),
    QT_TRANSLATE_NOOP("EngineStep", "fu %1 rounds up to %2"),
    QT_TRANSLATE_NOOP("EngineStep", "%1 fu × 2^(%2) = %3"),
    QT_TRANSLATE_NOOP("EngineStep", "%1 han: %2, a = %3"),
    QT_TRANSLATE_NOOP("EngineStep", "a = %1 > 2000: %2, a = %3"),
    QT_TRANSLATE_NOOP("EngineStep", "Dealer pays %1 = %2 → %3"),
    QT_TRANSLATE_NOOP("EngineStep", "Discarder (dealer wins) pays %1 = %2 → %3"),
    QT_TRANSLATE_NOOP("EngineStep", "Discarder pays %1 = %2 → %3"),
    QT_TRANSLATE_NOOP("EngineStep", "Each non-dealer pays %1 = %2 → %3"),
    QT_TRANSLATE_NOOP("EngineStep", "Each other non-dealer pays %1 → %2"),
    QT_TRANSLATE_NOOP("EngineStep", "Dealer self-draw: %1 = %2"),
    QT_TRANSLATE_NOOP("EngineStep", "Self-draw: %1 = %2"),
    QT_TRANSLATE_NOOP("EngineStep", "Honba and deposits are paid on top (%1 honba, %2 deposits)"),
    QT_TRANSLATE_NOOP("EngineStep", "%1: no self-draw fu (stays %2)"),
    QT_TRANSLATE_NOOP("EngineStep", "本場 %1 honba × %2"),
    // 玉雀 (docs/rulesets/yuque.md "Points and settlement")
    QT_TRANSLATE_NOOP("EngineStep", "%1 番 fan: p = %2² = %3"),
    QT_TRANSLATE_NOOP("EngineStep", "%1: the winner gains p = %2; the discarder loses %3"),
    QT_TRANSLATE_NOOP("EngineStep", "%1: the winner gains p = %2; each other player loses %3"),
    QT_TRANSLATE_NOOP("EngineStep", "%1: the winner gains p = %2; the robbed player loses %3"),
    QT_TRANSLATE_NOOP("EngineStep",
                      "听牌 Ready, waiting on %1: valued as a win on a discard of %2 (every wait fully visible: the lowest)"),
    QT_TRANSLATE_NOOP("EngineStep",
                      "听牌 Ready, waiting on %1: valued as a win on a discard of %2 (the highest wait not fully visible)"),
    QT_TRANSLATE_NOOP("EngineStep", "未听 Not ready: %1 番 fan"),
    // 灵雀 (docs/rulesets/lingque.md)
    QT_TRANSLATE_NOOP("EngineStep", "f%1 = %2翻, the largest: %3"),
    QT_TRANSLATE_NOOP("EngineStep",
                      "f%1 = %2翻, the largest of another category: %3; %4 > √(%5) = %6: 复合跳翻 +%7"),
    QT_TRANSLATE_NOOP("EngineStep", "f%1 = %2翻, the largest of another category: %3; %4 ≤ √(%5) = %6: no 复合跳翻"),
    QT_TRANSLATE_NOOP("EngineStep", "f%1: no fan of another category: no 复合跳翻"),
    QT_TRANSLATE_NOOP("EngineStep", "minimum (flowers excluded): %1 ≥ %2: the hand may win"),
    QT_TRANSLATE_NOOP("EngineStep", "minimum (flowers excluded): %1 < %2: not a win"),
    QT_TRANSLATE_NOOP("EngineStep", "no 门清跳翻: the hand has a chi, pon or open kong"),
    QT_TRANSLATE_NOOP("EngineStep", "门清跳翻 +%1: no chi, pon or open kong"),
    QT_TRANSLATE_NOOP("EngineStep", "points = %1副 × %2翻 = %3"),
    QT_TRANSLATE_NOOP("EngineStep", "番牌: the %1 番牌 fans count as one fan of %2翻 (%3 番牌 triplets: one 翻 each)"),
    QT_TRANSLATE_NOOP("EngineStep", "番牌: the %1 番牌 fans count as one fan of %2翻 (%3 番牌 triplets; fewer than two: %4翻)"),
    QT_TRANSLATE_NOOP("EngineStep", "番牌: the %1 番牌 fans count as one fan of %2翻 (%3 番牌 triplet; fewer than two: %4翻)"),
    QT_TRANSLATE_NOOP("EngineStep", "番牌: the %1 番牌 fan count as one fan of %2翻 (%3 番牌 triplets; fewer than two: %4翻)"),
    QT_TRANSLATE_NOOP("EngineStep", "番牌: the %1 番牌 fan count as one fan of %2翻 (%3 番牌 triplet; fewer than two: %4翻)"),
    // 璸市麻雀 (docs/rulesets/binshi.md)
    QT_TRANSLATE_NOOP("EngineStep", "%1-fan minimum, flowers excluded: %2 ≥ %3, a valid win"),
    QT_TRANSLATE_NOOP("EngineStep", "%1-fan minimum, flowers excluded: %2 < %3, not a valid win (错和)"),
    QT_TRANSLATE_NOOP("EngineStep", "Total: %1 fan (%2 without flowers)"),
    QT_TRANSLATE_NOOP("EngineStep", "%1 not counted: included in its honour fan (不重复原则)"),
    QT_TRANSLATE_NOOP("EngineStep", "%1 not counted: included in %2 (不重复原则)"),
    QT_TRANSLATE_NOOP("EngineStep", "%1 not counted: a group already made this fan (不得相同原则)"),
    QT_TRANSLATE_NOOP("EngineStep", "%1 not counted: its groups are in %2 (不重复原则)"),
    QT_TRANSLATE_NOOP("EngineStep", "%1 not counted: its groups were already combined (套算一次原则)"),
    QT_TRANSLATE_NOOP("EngineStep", "%1 not counted: the hand waited on more than one kind (MCR: only a sole wait)"),
    QT_TRANSLATE_NOOP("EngineStep", "%1: %2 fan (not toward the %3-fan minimum)"),
    QT_TRANSLATE_NOOP("EngineStep", "%1: %2 fan"),
    QT_TRANSLATE_NOOP("EngineStep", "就高不就低 The highest reading: %1; winning tile %2"),
    QT_TRANSLATE_NOOP("EngineStep", "铳二摸三: self-drawn, each other player pays %1 (the winner receives %2)"),
    QT_TRANSLATE_NOOP("EngineStep", "铳二摸三: the discarder pays %1 = %2"),
    // 上海麻将 (docs/rulesets/shanghai.md "Winning types", "Counting 花")
    QT_TRANSLATE_NOOP("EngineStep", "dealt in: one share of %1; %2口 related: one extra share"),
    QT_TRANSLATE_NOOP("EngineStep", "dealt in: one share of %1"),
    QT_TRANSLATE_NOOP("EngineStep", "self-draw: one share of %1"),
    QT_TRANSLATE_NOOP("EngineStep", "one share: %1 花 × base %2"),
    QT_TRANSLATE_NOOP("EngineStep", "%1口 related: one extra share"),
    QT_TRANSLATE_NOOP("EngineStep", "self-draw: F"),
    QT_TRANSLATE_NOOP("EngineStep", "discard: 2F"),
    QT_TRANSLATE_NOOP("EngineStep", "Types found: none (a plain hand)"),
    QT_TRANSLATE_NOOP("EngineStep", "Types found: %1"),
    QT_TRANSLATE_NOOP("EngineStep", "Class %1: 底花 × 2^(番 of the class-%2 types)"),
    QT_TRANSLATE_NOOP("EngineStep", "Class %1: %2 %3 喇 × %4 = %5 花 (the largest class-%6 type; nothing else counts)"),
    QT_TRANSLATE_NOOP("EngineStep", "底花 %1: +%2"),
    QT_TRANSLATE_NOOP("EngineStep", "%1: %2 番, × %3"),
    QT_TRANSLATE_NOOP("EngineStep", "%1: %2 番 (recognised, multiplies by %3)"),
    QT_TRANSLATE_NOOP("EngineStep", "花 = 底花 %1 × 2^%2 = %3"),
    QT_TRANSLATE_NOOP("EngineStep", "荒番 hand: × %1 = %2 花"),
    // 灵雀's settlement notes (docs/rulesets/lingque.md "Settlement")
    QT_TRANSLATE_NOOP("EngineStep", "%1 wins %2 points on %3's discard: the discarder pays 2p = %4, the other two p = %5"),
    QT_TRANSLATE_NOOP("EngineStep", "%1 self-draws %2 points: each other player pays 3p/2 = %3"),
    QT_TRANSLATE_NOOP("EngineStep", "%1 handed the winner %2 tiles: full liability (全包牌), pays everything: +%3"),
    QT_TRANSLATE_NOOP("EngineStep",
                      "%1 handed the winner %2 tiles: half liability (半包牌), pays half (rounded up) of each other "
                      "player's share: +%3"),
    QT_TRANSLATE_NOOP("EngineStep", "约化分数 Summary score after %1 hands (reference only, T0 = %2): %3"),
    QT_TRANSLATE_NOOP("EngineStep", "荒庄 Exhausted wall: no payments"),
    QT_TRANSLATE_NOOP("EngineStep", "%1 pays %2 %3"),
    // Any "name: figures" line.
    QT_TRANSLATE_NOOP("EngineStep", "%1: %2"),
};

// Words the steps use beside the fan names, written "own English" like the
// names; shown as the translation alone (they are not fans).
const std::pair<const char*, const char*> kTerms[] = {
    {"副底", QT_TRANSLATE_NOOP("EngineTerm", "Base")},
    // The table's counters, flags and declarations (Ruleset::counterLabel,
    // flagLabel, declarationName).
    {"圈", QT_TRANSLATE_NOOP("EngineTerm", "Round")},
    {"供託", QT_TRANSLATE_NOOP("EngineTerm", "Deposits")},
    {"ダブル", QT_TRANSLATE_NOOP("EngineTerm", "Double")},
    {"平和ツモ", QT_TRANSLATE_NOOP("EngineTerm", "Pinfu self-draw")},
    {"ドラ", QT_TRANSLATE_NOOP("EngineTerm", "Dora")},
    {"裏ドラ", QT_TRANSLATE_NOOP("EngineTerm", "Ura dora")},
    {"赤ドラ", QT_TRANSLATE_NOOP("EngineTerm", "Red fives")},
    {"ツモ", QT_TRANSLATE_NOOP("EngineTerm", "Self-draw")},
    {"ロン", QT_TRANSLATE_NOOP("EngineTerm", "Open win on a discard")},
    {"門前ロン", QT_TRANSLATE_NOOP("EngineTerm", "Concealed win on a discard")},
    {"順子", QT_TRANSLATE_NOOP("EngineTerm", "Sequence")},
    {"明順", QT_TRANSLATE_NOOP("EngineTerm", "Open sequence")},
    {"暗刻", QT_TRANSLATE_NOOP("EngineTerm", "Concealed triplet")},
    {"明刻", QT_TRANSLATE_NOOP("EngineTerm", "Open triplet")},
    {"暗槓", QT_TRANSLATE_NOOP("EngineTerm", "Concealed kong")},
    {"明槓", QT_TRANSLATE_NOOP("EngineTerm", "Open kong")},
    {"雀頭", QT_TRANSLATE_NOOP("EngineTerm", "Pair")},
    {"両面", QT_TRANSLATE_NOOP("EngineTerm", "two-sided wait")},
    {"嵌張", QT_TRANSLATE_NOOP("EngineTerm", "closed wait")},
    {"辺張", QT_TRANSLATE_NOOP("EngineTerm", "edge wait")},
    {"単騎", QT_TRANSLATE_NOOP("EngineTerm", "pair wait")},
    {"双碰", QT_TRANSLATE_NOOP("EngineTerm", "wait on a pair becoming a triplet")},
    {"満貫", QT_TRANSLATE_NOOP("EngineTerm", "mangan")},
    {"跳満", QT_TRANSLATE_NOOP("EngineTerm", "haneman")},
    {"倍満", QT_TRANSLATE_NOOP("EngineTerm", "baiman")},
    {"三倍満", QT_TRANSLATE_NOOP("EngineTerm", "sanbaiman")},
    {"役満", QT_TRANSLATE_NOOP("EngineTerm", "yakuman")},
    {"数え役満", QT_TRANSLATE_NOOP("EngineTerm", "counted yakuman")},
    {"切り上げ満貫", QT_TRANSLATE_NOOP("EngineTerm", "rounded-up mangan")},
    {"ツモ", QT_TRANSLATE_NOOP("EngineTerm", "self-draw")},
    {"ロン", QT_TRANSLATE_NOOP("EngineTerm", "ron")},
    {"不聴罰符", QT_TRANSLATE_NOOP("EngineTerm", "noten payment")},
    {"供託", QT_TRANSLATE_NOOP("EngineTerm", "riichi deposits on the table")},
    {"九種九牌", QT_TRANSLATE_NOOP("EngineTerm", "Nine terminals")},
    {"四風連打", QT_TRANSLATE_NOOP("EngineTerm", "Four winds")},
    {"四家立直", QT_TRANSLATE_NOOP("EngineTerm", "Four riichi")},
    {"四槓散了", QT_TRANSLATE_NOOP("EngineTerm", "Four kongs")},
    {"流し満貫", QT_TRANSLATE_NOOP("EngineTerm", "nagashi mangan")},
    {"总副数", QT_TRANSLATE_NOOP("EngineTerm", "Total")},
    {"总翻数", QT_TRANSLATE_NOOP("EngineTerm", "Total")},
    {"花牌", QT_TRANSLATE_NOOP("EngineTerm", "Flowers")},
    {"和", QT_TRANSLATE_NOOP("EngineTerm", "Win on a discard")},
    {"和", QT_TRANSLATE_NOOP("EngineTerm", "Win on a robbed kong")},
    {"自摸和", QT_TRANSLATE_NOOP("EngineTerm", "Self-draw")},
    {"听牌", QT_TRANSLATE_NOOP("EngineTerm", "ready")},
    {"和", QT_TRANSLATE_NOOP("EngineTerm", "wins")},
    {"放铳", QT_TRANSLATE_NOOP("EngineTerm", "dealt in")},
    {"未听", QT_TRANSLATE_NOOP("EngineTerm", "not ready")},
    {"自摸和", QT_TRANSLATE_NOOP("EngineTerm", "self-draw")},
    {"自摸", QT_TRANSLATE_NOOP("EngineTerm", "self-draw")},
    {"和", QT_TRANSLATE_NOOP("EngineTerm", "win")},
    {"七对", QT_TRANSLATE_NOOP("EngineTerm", "seven pairs")},
    {"全不靠", QT_TRANSLATE_NOOP("EngineTerm", "knitted tiles and honours")},
    {"组合龙", QT_TRANSLATE_NOOP("EngineTerm", "knitted straight, a group and a pair")},
    {"十三幺", QT_TRANSLATE_NOOP("EngineTerm", "thirteen orphans")},
};

// Plain English pieces inside steps, replaced where they stand.
const char* const kPhrases[] = {
    QT_TRANSLATE_NOOP("EnginePhrase", ", completed by the ron: counts as open"),
    QT_TRANSLATE_NOOP("EnginePhrase", "(terminal/honour)"),
    QT_TRANSLATE_NOOP("EnginePhrase", "(simple)"),
    QT_TRANSLATE_NOOP("EnginePhrase", "(yakuhai: dragon)"),
    QT_TRANSLATE_NOOP("EnginePhrase", "(yakuhai: round wind)"),
    QT_TRANSLATE_NOOP("EnginePhrase", "(yakuhai: seat wind)"),
    QT_TRANSLATE_NOOP("EnginePhrase", "four groups and a pair"),
    QT_TRANSLATE_NOOP("EnginePhrase", "(completes the pair)"),
    QT_TRANSLATE_NOOP("EnginePhrase", "(completes the knitted straight)"),
    QT_TRANSLATE_NOOP("EnginePhrase", "completes"),
    QT_TRANSLATE_NOOP("EnginePhrase", "(merged)"),
    QT_TRANSLATE_NOOP("EnginePhrase", "(pair)"),
    QT_TRANSLATE_NOOP("EnginePhrase", "(triplet)"),
    QT_TRANSLATE_NOOP("EnginePhrase", "of the winner's"),
    QT_TRANSLATE_NOOP("EnginePhrase", "class"),
    QT_TRANSLATE_NOOP("EnginePhrase", "double yakuman"),
    QT_TRANSLATE_NOOP("EnginePhrase", "triple yakuman"),
    QT_TRANSLATE_NOOP("EnginePhrase", "pays for the self-draw"),
    QT_TRANSLATE_NOOP("EnginePhrase", "gains"),
    QT_TRANSLATE_NOOP("EnginePhrase", "pays"),
    QT_TRANSLATE_NOOP("EnginePhrase", "points"),
    QT_TRANSLATE_NOOP("EnginePhrase", "han"),
    QT_TRANSLATE_NOOP("EnginePhrase", "fan"),
    QT_TRANSLATE_NOOP("EnginePhrase", "vs"),
};

// Why the engine refused a saved game or a hand description: every reason
// engine/core/gamefile.cpp gives (with the table's save and its actions
// inside, engine/core/registry.cpp, table.cpp, options.cpp), the hand
// checker's (engine/core/fankit.h checkHand, each ruleset's situation words
// and their conflicts) and the hand description's
// (engine/rulesets/common/hand_json.cpp, engine/core/tile.cpp). English with
// %1.. for the parts: field names, numbers and tiles are kept; a part that is
// itself a reason is translated in turn. Where the part is a library's or a
// rule's own English detail the translation leaves it out. Specific before
// general: the first that matches the whole text wins.
const char* const kReasonTemplates[] = {
    QT_TRANSLATE_NOOP("EngineReason", "the file is empty"),
    QT_TRANSLATE_NOOP("EngineReason", "the file ends after %1 bytes, in the middle of the game"),
    QT_TRANSLATE_NOOP("EngineReason", "the file is not JSON (byte %1)"),
    QT_TRANSLATE_NOOP("EngineReason", "the file is not readable JSON: %1"),
    QT_TRANSLATE_NOOP("EngineReason", "the file is not a Quetai game (no 'format')"),
    QT_TRANSLATE_NOOP("EngineReason", "the file is not a Quetai game (format '%1')"),
    QT_TRANSLATE_NOOP("EngineReason", "the file is version %1, written by a newer Quetai; this one reads up to version %2"),
    QT_TRANSLATE_NOOP("EngineReason", "'game' must be an object (the table's save)"),
    QT_TRANSLATE_NOOP("EngineReason", "'seats' must be a list of four seats"),
    QT_TRANSLATE_NOOP("EngineReason", "the game does not replay: %1"),
    QT_TRANSLATE_NOOP("EngineReason", "the save is not valid JSON: %1"),
    QT_TRANSLATE_NOOP("EngineReason", "not a Quetai save (format quetai-game-1 expected)"),
    QT_TRANSLATE_NOOP("EngineReason", "the save's 'ruleset' must be a string"),
    QT_TRANSLATE_NOOP("EngineReason", "the save's ruleset: %1"),
    QT_TRANSLATE_NOOP("EngineReason", "ruleset '%1' is not implemented yet"),
    QT_TRANSLATE_NOOP("EngineReason", "unknown ruleset '%1' (known: %2)"),
    QT_TRANSLATE_NOOP("EngineReason", "the save has no valid 'seed'"),
    QT_TRANSLATE_NOOP("EngineReason", "the save's options: %1"),
    QT_TRANSLATE_NOOP("EngineReason", "unknown option '%1' (known: %2)"),
    QT_TRANSLATE_NOOP("EngineReason", "option '%1' = %2 is out of range %3"),
    QT_TRANSLATE_NOOP("EngineReason", "option '%1' must be a number or a boolean"),
    QT_TRANSLATE_NOOP("EngineReason", "option '%1' must be a number or true/false"),
    QT_TRANSLATE_NOOP("EngineReason", "the save has no 'actions' list"),
    QT_TRANSLATE_NOOP("EngineReason", "action %1 of the save cannot be replayed: %2"),
    QT_TRANSLATE_NOOP("EngineReason", "an action must be a JSON object"),
    QT_TRANSLATE_NOOP("EngineReason", "action 'type' must be a string"),
    QT_TRANSLATE_NOOP("EngineReason", "unknown action type '%1'"),
    QT_TRANSLATE_NOOP("EngineReason", "action '%1' must be a whole number %2..%3"),
    QT_TRANSLATE_NOOP("EngineReason", "'with' must be an array of up to 3 tile ids"),
    QT_TRANSLATE_NOOP("EngineReason", "'with' holds tile ids 0..%1"),
    QT_TRANSLATE_NOOP("EngineReason", "bad action JSON: %1"),
    QT_TRANSLATE_NOOP("EngineReason", "illegal action '%1': %2"),
    QT_TRANSLATE_NOOP("EngineReason", "action without a seat (0..3)"),
    QT_TRANSLATE_NOOP("EngineReason", "next_hand: the hand is not over"),
    QT_TRANSLATE_NOOP("EngineReason", "tile not in hand"),
    QT_TRANSLATE_NOOP("EngineReason", "table invariant violated after action %1: %2"),
    QT_TRANSLATE_NOOP("EngineReason", "'flowers': %1 plays with 136 tiles, no flowers"),
    QT_TRANSLATE_NOOP("EngineReason", "'flowers' may hold only 1f..8f, got %1"),
    QT_TRANSLATE_NOOP("EngineReason", "'flowers': %1 twice (each flower is one tile)"),
    QT_TRANSLATE_NOOP("EngineReason", "'flowers': %1 is given twice"),
    QT_TRANSLATE_NOOP("EngineReason", "'melds'[%1]: a %2 is not a meld of %3"),
    QT_TRANSLATE_NOOP("EngineReason", "'melds'[%1]: flowers are never in a meld (%2)"),
    QT_TRANSLATE_NOOP("EngineReason", "'melds'[%1]: a chi is three number tiles in a row of one suit, not from %2"),
    QT_TRANSLATE_NOOP("EngineReason", "'melds'[%1]: %2 plays without red fives"),
    QT_TRANSLATE_NOOP("EngineReason", "'melds'[%1]: meld %2 has more red tiles than fives"),
    QT_TRANSLATE_NOOP("EngineReason", "'hand': the hand has %1 concealed tiles and %2 melds: a winning hand needs 14 (kongs count as 3)"),
    QT_TRANSLATE_NOOP("EngineReason", "'hand': the hand has %1 concealed tiles and %2 melds: a waiting hand needs 13 (kongs count as 3)"),
    QT_TRANSLATE_NOOP("EngineReason", "the hand has %1 concealed tiles and %2 melds: a winning hand needs 14 (kongs count as 3)"),
    QT_TRANSLATE_NOOP("EngineReason", "'hand': flowers go in 'flowers', not in the hand, got %1"),
    QT_TRANSLATE_NOOP("EngineReason", "'hand': flowers go in 'flowers', not in the hand"),
    QT_TRANSLATE_NOOP("EngineReason", "'hand': %1 plays without flowers, got %2"),
    QT_TRANSLATE_NOOP("EngineReason", "'hand': only fives can be red"),
    QT_TRANSLATE_NOOP("EngineReason", "'hand': %1 plays without red fives"),
    QT_TRANSLATE_NOOP("EngineReason", "'hand': more than four %1 in the hand and melds"),
    QT_TRANSLATE_NOOP("EngineReason", "more than four %1 in the hand and melds"),
    QT_TRANSLATE_NOOP("EngineReason", "'win_tile' %1 is not in 'hand' (the hand includes the winning tile)"),
    QT_TRANSLATE_NOOP("EngineReason", "'win_tile' is missing: %1"),
    QT_TRANSLATE_NOOP("EngineReason", "riichi fu depend on the tile that completed the hand"),
    QT_TRANSLATE_NOOP("EngineReason", "MCR's wait fans and concealed pungs depend on the winning tile"),
    QT_TRANSLATE_NOOP("EngineReason", "暗刻 on a discard and 九莲宝灯 depend on it"),
    QT_TRANSLATE_NOOP("EngineReason", "'%1' must be 1..4 (E S W N), got %2"),
    QT_TRANSLATE_NOOP("EngineReason", "'%1' must be 1..4 (E S W N)"),
    QT_TRANSLATE_NOOP("EngineReason", "'%1' must be 1..4"),
    QT_TRANSLATE_NOOP("EngineReason", "'situation': '%1' is not a %2 situation (%3)"),
    QT_TRANSLATE_NOOP("EngineReason", "'situation': '%1' is given twice"),
    QT_TRANSLATE_NOOP("EngineReason", "%1 needs 'win_tile', the tile robbed from the kong"),
    QT_TRANSLATE_NOOP("EngineReason", "%1: the robbed tile %2 is the fourth of its kind (the other three are in the robbed kong), yet the hand holds %3"),
    QT_TRANSLATE_NOOP("EngineReason", "chankan robs the fourth %1, so the winner holds no other"),
    QT_TRANSLATE_NOOP("EngineReason", "'hand': %1 is not a complete hand (four groups and a pair, 七对, 全不靠 or 十三幺)"),
    QT_TRANSLATE_NOOP("EngineReason", "not a winning hand: neither four groups and a pair, nor 乱风向 (honours only), nor 八花 (all eight flowers)"),
    QT_TRANSLATE_NOOP("EngineReason", "'chankan' (抢杠) robs the fourth %1 (three are in the robbed pon), yet the hand holds %2"),
    QT_TRANSLATE_NOOP("EngineReason", "'situation': 'chankan': the robbed tile is the fourth of its kind, yet the hand holds %1"),
    QT_TRANSLATE_NOOP("EngineReason", "'%1' needs a concealed hand (no open melds)"),
    QT_TRANSLATE_NOOP("EngineReason", "'ippatsu' needs 'riichi' or 'double_riichi'"),
    QT_TRANSLATE_NOOP("EngineReason", "'rinshan' (岭上开花) needs a self-drawn win and a kong of the winner"),
    QT_TRANSLATE_NOOP("EngineReason", "'rinshan' (岭上开花) is a self-drawn win on the replacement after one's own kong: it needs tsumo and a kong"),
    QT_TRANSLATE_NOOP("EngineReason", "'rinshan' (嶺上開花) is a self-draw on the replacement tile after one's own kong"),
    QT_TRANSLATE_NOOP("EngineReason", "'rinshan' (杠开) is a self-drawn win on the replacement after one's own kong"),
    QT_TRANSLATE_NOOP("EngineReason", "rinshan (杠上开花) is a self-draw on the replacement tile after one's own kong"),
    QT_TRANSLATE_NOOP("EngineReason", "'flower_replacement' (杠开) is a self-drawn win on the replacement after a flower"),
    QT_TRANSLATE_NOOP("EngineReason", "'flower_replacement' is a self-drawn win on the replacement for a flower: it needs tsumo and a flower"),
    QT_TRANSLATE_NOOP("EngineReason", "'haitei' (海底捞月) is a self-drawn win on the last wall tile"),
    QT_TRANSLATE_NOOP("EngineReason", "'haitei' (海底摸月) is a self-draw of the last wall tile"),
    QT_TRANSLATE_NOOP("EngineReason", "'haitei' is a self-drawn win on the last wall tile"),
    QT_TRANSLATE_NOOP("EngineReason", "haitei (妙手回春) is a self-draw of the last wall tile"),
    QT_TRANSLATE_NOOP("EngineReason", "'houtei' (河底捞鱼) is a win on the last discard, not a self-draw"),
    QT_TRANSLATE_NOOP("EngineReason", "'houtei' (河底捞鱼) is a win on a discard, not a self-draw"),
    QT_TRANSLATE_NOOP("EngineReason", "'houtei' (河底撈魚) is a win on the last discard, not a self-draw"),
    QT_TRANSLATE_NOOP("EngineReason", "'houtei' is a win on the last discard, not a self-draw"),
    QT_TRANSLATE_NOOP("EngineReason", "houtei (海底捞月) is a win on the last discard, not a self-draw"),
    QT_TRANSLATE_NOOP("EngineReason", "'chankan' (抢杠) is a win on another player's added kong, not a self-draw"),
    QT_TRANSLATE_NOOP("EngineReason", "'chankan' (槍槓) is a win on another player's kong, not a self-draw"),
    QT_TRANSLATE_NOOP("EngineReason", "chankan (抢杠和) is a win on another player's added kong, not a self-draw"),
    QT_TRANSLATE_NOOP("EngineReason", "'tenhou' (天和) is the dealer's (seat wind East) self-drawn win on the dealt tiles, no melds"),
    QT_TRANSLATE_NOOP("EngineReason", "'tenhou' (天和) is the dealer's (seat wind East) self-drawn win on the dealt tiles, with no melds"),
    QT_TRANSLATE_NOOP("EngineReason", "'tenhou' (天和) is the dealer's (seat wind East) self-draw on the dealt hand, no melds"),
    QT_TRANSLATE_NOOP("EngineReason", "'chiihou' (地和) is a non-dealer's win on the dealer's first discard, no melds"),
    QT_TRANSLATE_NOOP("EngineReason", "'chiihou' (地和) is a non-dealer's win on the dealer's first discard, with no melds"),
    QT_TRANSLATE_NOOP("EngineReason", "'chiihou' (地和) is a non-dealer's self-draw on the first draw, no melds"),
    QT_TRANSLATE_NOOP("EngineReason", "'tenhou' (天胡) is the dealer's (seat wind East) self-drawn win before their first discard, when they can hold no claimed meld"),
    QT_TRANSLATE_NOOP("EngineReason", "'chiihou' (地胡) is a non-dealer's win before their first discard"),
    QT_TRANSLATE_NOOP("EngineReason", "'chiihou' (地胡) is a win before one's first discard, which a chi, a pon or an added kong (each followed by a discard) contradicts"),
    QT_TRANSLATE_NOOP("EngineReason", "'chiihou' (地胡) with a kong is a self-draw: a kong before one's first discard is followed by its replacement, then a discard"),
    QT_TRANSLATE_NOOP("EngineReason", "'tenhou' and 'haitei' together: the dealer's first turn is not the last wall tile"),
    QT_TRANSLATE_NOOP("EngineReason", "'last_tile' (和绝张) says %1 is the last of its kind, yet the hand holds another concealed"),
    QT_TRANSLATE_NOOP("EngineReason", "'rinshan' and 'haitei' together: the replacement tile after a kong comes from the dead wall, not the last live-wall tile (yuque-fans.tsv 0.2.1, 0.2.2)"),
    QT_TRANSLATE_NOOP("EngineReason", "'chankan' and 'houtei' together: a robbed added-kong tile is not a discard (yuque-fans.tsv 0.2.3, 0.2.4)"),
    QT_TRANSLATE_NOOP("EngineReason", "'tenhou' and 'haitei' together: 天和 is won on the dealer's first draw, not the last live-wall tile"),
    QT_TRANSLATE_NOOP("EngineReason", "'chiihou' with 'houtei' or 'chankan': 地和 is a win on the dealer's first discard (yuque-fans.tsv 0.2.6)"),
    QT_TRANSLATE_NOOP("EngineReason", "'tenhou' and 'chiihou' are wins on the first turn and combine with no other word"),
    QT_TRANSLATE_NOOP("EngineReason", "'rinshan' and 'flower_replacement' together: one replacement tile is for a kong or for a flower"),
    QT_TRANSLATE_NOOP("EngineReason", "'rinshan' and 'flower_replacement' together: one replacement tile"),
    QT_TRANSLATE_NOOP("EngineReason", "'chankan' and 'houtei' together: a robbed kong tile is not a discard"),
    QT_TRANSLATE_NOOP("EngineReason", "chankan and houtei together: a robbed kong is not a discard"),
    QT_TRANSLATE_NOOP("EngineReason", "'houtei' and 'chankan' together: a robbed kong is not a discard"),
    QT_TRANSLATE_NOOP("EngineReason", "'haitei' and 'rinshan' together: a replacement tile is not the last wall tile"),
    QT_TRANSLATE_NOOP("EngineReason", "'tenhou'/'chiihou' win on the first draw, before any riichi could be declared"),
    QT_TRANSLATE_NOOP("EngineReason", "'tenhou' is won on the dealt tiles and the first draw"),
    QT_TRANSLATE_NOOP("EngineReason", "not valid JSON: %1"),
    QT_TRANSLATE_NOOP("EngineReason", "a hand description must be a JSON object"),
    QT_TRANSLATE_NOOP("EngineReason", "'ruleset' must be a string (a ruleset id)"),
    QT_TRANSLATE_NOOP("EngineReason", "missing 'hand'"),
    QT_TRANSLATE_NOOP("EngineReason", "'win_tile' must be exactly one tile"),
    QT_TRANSLATE_NOOP("EngineReason", "'situation' must be an array of words"),
    QT_TRANSLATE_NOOP("EngineReason", "'situation' entries must be strings"),
    QT_TRANSLATE_NOOP("EngineReason", "melds[%1] must be an object"),
    QT_TRANSLATE_NOOP("EngineReason", "melds[%1].type must be a string"),
    QT_TRANSLATE_NOOP("EngineReason", "melds[%1].type '%2' is not one of chi, pon, kan, kakan, ankan"),
    QT_TRANSLATE_NOOP("EngineReason", "melds[%1].tiles must be a string"),
    QT_TRANSLATE_NOOP("EngineReason", "melds[%1].tiles: %2"),
    QT_TRANSLATE_NOOP("EngineReason", "melds[%1]: a %2 has %3 tiles, got %4"),
    QT_TRANSLATE_NOOP("EngineReason", "melds[%1]: flowers cannot be in a meld"),
    QT_TRANSLATE_NOOP("EngineReason", "melds[%1]: %2 is not a run of three in one suit"),
    QT_TRANSLATE_NOOP("EngineReason", "melds[%1]: %2 is not %3 of a kind"),
    QT_TRANSLATE_NOOP("EngineReason", "melds[%1].from must be 1 (上家), 2 (对家) or 3 (下家)"),
    QT_TRANSLATE_NOOP("EngineReason", "melds[%1].claimed: %2"),
    QT_TRANSLATE_NOOP("EngineReason", "suit letter '%1' at position %2 has no digits before it"),
    QT_TRANSLATE_NOOP("EngineReason", "'%1' at position %2: honours are 1z..7z"),
    QT_TRANSLATE_NOOP("EngineReason", "'%1' at position %2: flowers are 1f..8f"),
    QT_TRANSLATE_NOOP("EngineReason", "digits '%1' at position %2 are followed by '%3' instead of a suit letter m p s z f"),
    QT_TRANSLATE_NOOP("EngineReason", "digits '%1' at position %2 have no suit letter (m p s z f)"),
    QT_TRANSLATE_NOOP("EngineReason", "unexpected character '%1' at position %2 (tiles are digits followed by m p s z f, or the letters E S W N C F P)"),
    QT_TRANSLATE_NOOP("EngineReason", "expected exactly one tile in '%1', found %2"),
    QT_TRANSLATE_NOOP("EngineReason", "'%1' must be true or false"),
    QT_TRANSLATE_NOOP("EngineReason", "'%1' must be a string"),
    QT_TRANSLATE_NOOP("EngineReason", "'%1' must be an object"),
    QT_TRANSLATE_NOOP("EngineReason", "'%1' must be an array"),
    QT_TRANSLATE_NOOP("EngineReason", "'%1' must be a whole number from %2"),
    QT_TRANSLATE_NOOP("EngineReason", "'%1' must be a whole number ≥ 0"),
    QT_TRANSLATE_NOOP("EngineReason", "'%1' must be a string of tiles"),
    QT_TRANSLATE_NOOP("EngineReason", "'%1': %2"),
};

// Words that stand alone as a part of a reason (a meld's type, "none").
const char* const kReasonWords[] = {
    QT_TRANSLATE_NOOP("EngineReasonWord", "chi"),
    QT_TRANSLATE_NOOP("EngineReasonWord", "pon"),
    QT_TRANSLATE_NOOP("EngineReasonWord", "kan"),
    QT_TRANSLATE_NOOP("EngineReasonWord", "kakan"),
    QT_TRANSLATE_NOOP("EngineReasonWord", "ankan"),
    QT_TRANSLATE_NOOP("EngineReasonWord", "none"),
};

struct Template {
    const char* source;
    QRegularExpression re;
    QVector<int> order;  // the %n of each capture, in the order they stand
};

// `quotedParts`: a part written between quotes ('%1') holds no quote, so
// "'hand': '8z' at position 0: ..." reads as the field and its error.
template <std::size_t N>
QVector<Template> compile(const char* const (&sources)[N], bool quotedParts = false) {
    QVector<Template> out;
    static const QRegularExpression arg(QStringLiteral("%(\\d)"));
    for (const char* src : sources) {
        const QString s = QString::fromUtf8(src);
        QString pattern = QStringLiteral("^");
        QVector<int> order;
        qsizetype at = 0;
        auto it = arg.globalMatch(s);
        while (it.hasNext()) {
            const auto m = it.next();
            pattern += QRegularExpression::escape(s.mid(at, m.capturedStart() - at));
            const bool quoted = quotedParts && m.capturedStart() > 0 && s.at(m.capturedStart() - 1) == QLatin1Char('\'') &&
                                m.capturedEnd() < s.size() && s.at(m.capturedEnd()) == QLatin1Char('\'');
            pattern += quoted ? QStringLiteral("([^']*)") : QStringLiteral("(.+)");
            order << m.captured(1).toInt();
            at = m.capturedEnd();
        }
        pattern += QRegularExpression::escape(s.mid(at)) + QStringLiteral("$");
        out.push_back({src, QRegularExpression(pattern), order});
    }
    return out;
}

const QVector<Template>& templates() {
    static const QVector<Template> all = compile(kStepTemplates);
    return all;
}

const QVector<Template>& reasonTemplates() {
    static const QVector<Template> all = compile(kReasonTemplates, true);
    return all;
}

struct Label {
    QString text;         // as the engine writes it
    const char* context;  // nullptr: a term
    QString own, english;
};

// The names one ruleset's steps may hold, longest first so that a name is
// never cut by a shorter one it starts with.
const QVector<Label>& labels(const std::string& ruleset) {
    static QHash<QString, QVector<Label>> cache;
    const QString key = QString::fromStdString(ruleset);
    auto found = cache.find(key);
    if (found != cache.end()) return *found;
    QVector<Label> out;
    const std::string fanContext = "fan_" + ruleset, winContext = "win_" + ruleset;
    for (int i = 0; i < kEngineStringCount; ++i) {
        const EngineString& e = kEngineStrings[i];
        if ((fanContext != e.context && winContext != e.context) || !*e.own) continue;
        const QString own = QString::fromUtf8(e.own), en = QString::fromUtf8(e.source);
        out.push_back({own + QLatin1Char(' ') + en, e.context, own, en});
    }
    for (const auto& [own, en] : kTerms) {
        const QString o = QString::fromUtf8(own), e = QString::fromUtf8(en);
        out.push_back({o + QLatin1Char(' ') + e, nullptr, o, e});
    }
    std::stable_sort(out.begin(), out.end(), [](const Label& a, const Label& b) { return a.text.size() > b.text.size(); });
    return *cache.insert(key, out);
}

// The own name beside its translation in `context`, once when they agree.
QString ownBeside(const char* context, const QString& own, const QString& english) {
    const QString tr = QCoreApplication::translate(context, english.toUtf8().constData());
    if (own.isEmpty()) return tr;
    if (tr == own) return own;
    return own + QLatin1Char(' ') + tr;
}

QString termText(const Label& l) {
    const QString t = QCoreApplication::translate("EngineTerm", l.english.toUtf8().constData());
    // English keeps the engine's "own English"; elsewhere the term alone.
    return t == l.english ? l.text : t;
}

bool isWordChar(QChar c) { return c.isLetterOrNumber() && c.unicode() < 0x80; }

// A piece of a step: its names, terms and phrases translated in place.
QString fragment(const std::string& ruleset, const QString& text) {
    const QVector<Label>& names = labels(ruleset);
    QString out;
    for (qsizetype i = 0; i < text.size();) {
        const Label* hit = nullptr;
        for (const Label& l : names) {
            if (text.size() - i < l.text.size() || !text.mid(i, l.text.size()).startsWith(l.text)) continue;
            const qsizetype end = i + l.text.size();
            if (end < text.size() && isWordChar(text[end]) && isWordChar(text[end - 1])) continue;
            hit = &l;
            break;
        }
        if (hit) {
            out += hit->context ? ownBeside(hit->context, hit->own, hit->english) : termText(*hit);
            i += hit->text.size();
        } else {
            out += text[i++];
        }
    }
    for (const char* p : kPhrases) {
        const QString src = QString::fromUtf8(p);
        const QString tr = QCoreApplication::translate("EnginePhrase", p);
        if (tr == src) continue;
        const bool wordLike = src.front().isLetter() && src.back().isLetter();
        if (!wordLike) {
            out.replace(src, tr);
            continue;
        }
        const QRegularExpression re(QStringLiteral("\\b") + QRegularExpression::escape(src) + QStringLiteral("\\b"));
        out.replace(re, tr);
    }
    return out;
}

}  // namespace

QString fanLabel(const std::string& ruleset, const QString& own, const QString& english) {
    const std::string ctx = "fan_" + ruleset;
    return ownBeside(ctx.c_str(), own, english);
}

QString engineName(const std::string& context, const std::string& english) {
    return QCoreApplication::translate(context.c_str(), english.c_str());
}

QString ownEnglish(const std::string& ruleset, const QString& text) { return stepText(ruleset, text); }

namespace {

// A part of a translated reason: a reason of its own, a word, a ruleset's id
// (by its Chinese name) or a list of ids (each quoted); else as it stands.
QString reasonPart(const QString& part) {
    const QString inner = reasonText(part);
    if (inner != part) return inner;
    for (const char* w : kReasonWords)
        if (part == QLatin1String(w)) return QCoreApplication::translate("EngineReasonWord", w);
    for (const std::string& id : qe::plannedRulesetIds())
        if (part == QString::fromStdString(id))
            if (auto rs = qe::makeRuleset(id)) return QString::fromStdString(rs->nameZh());
    static const QRegularExpression ids(QStringLiteral("^[a-z_]+(, [a-z_]+)+$"));
    if (ids.match(part).hasMatch()) {
        QStringList quoted;
        for (const QString& id : part.split(QStringLiteral(", "))) quoted << QLatin1Char('\'') + id + QLatin1Char('\'');
        return quoted.join(QStringLiteral("、"));
    }
    return part;
}

}  // namespace

QString reasonText(const QString& text) {
    for (const Template& t : reasonTemplates()) {
        const auto m = t.re.match(text);
        if (!m.hasMatch()) continue;
        QString out = QCoreApplication::translate("EngineReason", t.source);
        if (out == QString::fromUtf8(t.source)) return text;  // English, or not translated yet
        QVector<std::pair<int, QString>> args;
        for (int k = 0; k < t.order.size(); ++k) args.push_back({t.order[k], reasonPart(m.captured(k + 1))});
        std::sort(args.begin(), args.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        for (const auto& [n, value] : args) out.replace(QLatin1Char('%') + QString::number(n), value);
        return out;
    }
    return text;
}

QString stepText(const std::string& ruleset, const QString& text) {
    for (const Template& t : templates()) {
        const auto m = t.re.match(text);
        if (!m.hasMatch()) continue;
        QString out = QCoreApplication::translate("EngineStep", t.source);
        if (out == QString::fromUtf8(t.source)) return fragment(ruleset, text);  // not translated: keep its words
        // Fill from the highest %n down, so %1 never eats the 1 of %10.
        QVector<std::pair<int, QString>> args;
        for (int k = 0; k < t.order.size(); ++k) args.push_back({t.order[k], fragment(ruleset, m.captured(k + 1))});
        std::sort(args.begin(), args.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        for (const auto& [n, value] : args) out.replace(QLatin1Char('%') + QString::number(n), value);
        return out;
    }
    return fragment(ruleset, text);
}

QString speakToYou(const QString& text, const QString& you) {
    if (you != QLatin1String("You") || !text.contains(you)) return text;
    // The engine writes "<name> pays ...", "<name> (西) 放铳 dealt in: pays
    // ...", "<name> handed the winner 3 tiles: full liability, pays ...":
    // a note that starts with the name is about that seat, and its verbs
    // (right after the name, or after a ": ", "; " or ", " with no subject
    // of their own) are the seat's.
    static const QRegularExpression lead(QStringLiteral("^You(?= |$)"));
    static const QRegularExpression verb(
        QStringLiteral("(^You(?: \\([^)]*\\))? |: |; |, )(pays|gains|wins|self-draws|loses|receives|deals|takes)\\b"));
    QString out = text;
    if (lead.match(out).hasMatch()) {
        QString fixed;
        qsizetype at = 0;
        for (auto it = verb.globalMatch(out); it.hasNext();) {
            const auto m = it.next();
            fixed += out.mid(at, m.capturedStart(2) - at);
            QString v = m.captured(2);
            v.chop(1);  // pays -> pay, self-draws -> self-draw
            fixed += v;
            at = m.capturedEnd(2);
        }
        out = fixed + out.mid(at);
    }
    // Elsewhere the name is an object or a possessive.
    static const QRegularExpression possessive(QStringLiteral("\\bYou's\\b"));
    out.replace(possessive, QStringLiteral("your"));
    static const QRegularExpression object(QStringLiteral("(?<=\\S )You\\b"));
    out.replace(object, QStringLiteral("you"));
    return out;
}

}  // namespace quetai
