// Beginner, Standard and Strong: one heuristic player with three settings.
//
// Beginner: tile efficiency (shanten, then acceptance counted from its own
// hand only) with some randomness; claims whatever brings it closer; no
// defence.
// Standard: efficiency counting visible tiles, hand value from the scorer
// near tenpai, claims that are worth it, folding against a certain threat
// when its own hand is far.
// Strong: expected value over its next draws with the scorer's values, every
// discard weighed against its deal-in risk (push/fold), claims and
// declarations chosen by comparing expected values.
#include "levels.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "core/rng.h"
#include "mjai/seat.h"
#include "core/shanten.h"
#include "handeval.h"
#include "rollout.h"
#include "waitread.h"
#include "reading.h"
#include "reference/strong_2026_11.h"

namespace qe::ai {

namespace {

// std::stable_sort's order for the few entries a decision ranks (at most a
// few dozen), without the buffer it allocates each time: an insertion sort
// moves an entry only past the ones it strictly precedes, so equal ones
// keep their order (the one order a stable sort can give).
template <class It, class Less>
void stableSortFew(It first, It last, Less less) {
    const auto n = last - first;
    for (decltype(last - first) i = 1; i < n; ++i) {
        if (!less(first[i], first[i - 1])) continue;
        auto x = std::move(first[i]);
        auto j = i;
        for (; j > 0 && less(x, first[j - 1]); --j) first[j] = std::move(first[j - 1]);
        first[j] = std::move(x);
    }
}

struct Params {
    Level level = Level::Standard;
    EvalConfig eval;
    double noise = 0;            // Beginner: chance of a random reasonable discard
    double callChance = 1;       // Beginner: chance to take a claim that advances the hand
    double callMargin = 0;       // Standard/Strong: a call must beat passing by this share
    // Strong: the margin instead where open hands pay as much as closed ones
    // (openPaysAsClosed); negative: `callMargin` everywhere.
    double openFreeMargin = -1;
    // Strong, there too: the pace of an open hand's steps (EvalConfig::
    // openSpeed) and the late hazard (EvalConfig::lateHazard) instead of the
    // level's own; negative: the level's everywhere.
    double openFreeSpeed = -1;
    double openFreeLate = -1;
    // Strong: where open hands pay as much as closed ones, a pon of an honour
    // that keeps the hand as close is weighed too where such a triplet pays
    // (HonourFacts::tripletGain); the values decide.
    bool keepPons = false;
    // Strong: a seat with four melds read as a single wait on a big hand
    // where the profile says four claimed melds pay (makePicture's allMeldsRead).
    bool readAllMelds = false;
    // Strong: a discard that another seat may claim for the claim that
    // relates it to us (RuleFacts::relationClaims, shanghai.md "Payments"
    // 3口) pays that relation's expected cost, in typical hands per claim.
    double relationCost = 0;
    bool weighDanger = false;    // Strong: every discard pays its expected deal-in cost
    double dangerWeight = 1;     // Strong: the weight of that cost
    bool basicFold = false;      // Standard: fold to a sure threat with a far hand
    double softDanger = 0.5;     // Standard: otherwise a discard pays this share of its deal-in cost
    int foldOneShantenWall = 30; // ... and a one-shanten hand once the live wall is shorter than this
    double sureThreat = 0.6;     // a declaration, or an estimated tenpai chance this high, is a sure threat
    // Strong: where a hand of four claimed melds pays kBigStyleGain times a
    // hand with one (the profile's allMeldsGain), a ready hand weighs calls
    // that keep it ready (and that single wait's value against a small win).
    bool meldCalls = false;
    // Strong: relations between seats by their claims (RuleFacts::relationClaims,
    // shanghai.md "Payments" 3口) count in its own gains, in a claim that
    // makes one, and in a related seat's deal-in cost.
    bool relations = false;
    // Strong: discards won on per own draw where none can fold or be
    // barred (evalFor); 0: `eval.ronMult` everywhere.
    double ronOpen = 0;
    // Where the recursion values a decision, the discards that move the hand
    // a step back (breaking a ready hand): at most this many (the most
    // accepting first) get the exact recursion; the rest take the far-hand
    // estimate, capped below the least exact of them and the best discard
    // that keeps the step. Negative: all exact.
    int exactBreaks = -1;
    double breakReady = 0;  // ... and only when a ready discard is worth this many typical hands
    // Where a ready discard is worth less: at most this many of the breaks
    // get the recursion (negative: all of them).
    int lowReadyBreaks = -1;
    bool breakKey = false;  // ... screened by the estimate (less its danger), else by acceptance
    // A claim's discards that give back the step the claim gains (one that
    // does is worth about passing, with an open hand): only the most
    // accepting this many of them are weighed; negative: all of them.
    int claimBreaks = -1;
    double dealerFactor = 1.4;  // the dealer's deal-in value over another seat's
    double kakanThreat = 0.8;   // no added kong above this threat
    double openDefence = 0.15;  // a call's cost per unit of threat (typical hands): an open hand defends worse
    double callFloor = 0.02;    // a call must beat passing by this many typical hands too
    // Riichi (where the ruleset has a declaration and furiten on one's own
    // discards): a declared hand's waits read from the table (readDeclared,
    // docs/bots.md "Reading the table"); `readAll`: every seat's.
    bool readRiichi = false;
    bool readAll = false;
    // There, the weight of a discard's deal-in cost instead of dangerWeight
    // (negative: dangerWeight).
    double riichiDanger = -1;
    // There, in the last hand of the game (all-last and after): the leader
    // weighs deal-ins this many times more, the last seat this share.
    double leadDanger = 1;
    double lastDanger = 1;
    // There, every win and deal-in valued by the final rank it buys or
    // costs (ai/placement.h, docs/bots.md "Placement"), only once this
    // many hands or fewer are left after the current one.
    bool placement = false;
    int placeFrom = 99;
    PlacementConfig place;
    // There, the others' values times `valueScale`; open hands (and with
    // `readDeclaredValue` declared ones) read from their melds and rivers
    // by this many sampled hands each (ai/reading.h; 0: off), a flush read
    // moving their waits into its suit (`flushRead`). Screened, off.
    double valueScale = 1;
    int openRead = 0;
    bool readDeclaredValue = false;
    bool flushRead = true;
    // Riichi: the others' tenpai read from their rivers' pace (readTenpai).
    int tenpaiRead = 0;  // 1: the read's level, 2: relative to makePicture's, 3: 1 for open hands only
    // Riichi: an open hand's value grows by this share for each dora and
    // red five in its melds (0: off).
    double openDora = 0;
    // Riichi: a declared seat's value times this (1: the profile's).
    double declaredScale = 1;
    // Riichi: EvalConfig::silentLock there (negative: the level's own).
    double riichiSilentLock = -1;
    // A folding hand takes, among the discards whose chance to deal in is
    // within this much of the safest one's, the one its hand is worth most
    // after (0: the safest, hand value only breaking ties): a hand kept
    // ready while folding is paid at the exhaustive draw.
    double foldTolerance = 0;
    // A folding hand lets go of the tile with the least expected deal-in
    // cost (each threat's chance times its value, in placement's units
    // where that applies) instead of the least chance (knob `fcost`): two
    // threats need not cost alike.
    bool foldByCost = false;
    // A folding hand orders its tiles by the table read of the declared
    // hands (readDeclared) instead of the wait shapes (knob `foldread`).
    bool foldRead = false;
    // Riichi, all-last: a win that ends the game with this seat still last
    // is passed (knob `plast`).
    bool passLastPlaceWin = false;
    // Riichi: a dora kind's (and a red five's) deal-in costs this many
    // times another's: the winner holds the dora it wins on (knob `ddora`).
    double doraDanger = 1;
    // A hand that would fold (foldMode) but is worth this many typical
    // hands pushes as expected value instead (0: never; knob `fbig`).
    double foldBig = 0;
    // Riichi: a discard that keeps the hand ready (one step away) pays its
    // deal-in cost this many times (knobs `rd0`, `rd1`).
    double readyDanger = 1, oneDanger = 1;
    // The weight of the discards still to come per step from tenpai (danger()).
    double shantenDanger = 0.7;
    // Riichi: a discard among the hand's `keepTurns` safest tiles (against
    // the threats now, a blind draw's cost standing for the draws to come)
    // pays what folding later loses by it, the next safest tile's cost
    // above its own, times `keepSafe` (times `keepReady` more for a discard
    // that keeps the hand ready, which seldom folds). Knobs `keep`,
    // `keep0`, `keepn`; 0: off (docs/bots.md, "Fifth round").
    double keepSafe = 0, keepReady = 0.3;
    int keepTurns = 5;
    bool keepBreaks = false;  // `keepb`: a discard that breaks the hand (folding) spends freely
    // Riichi: a discard that leaves the hand a step or more from ready pays,
    // for the discards still to come, the next turn's expected cost instead
    // of its own cost again (danger()'s shantenDanger): a useless draw is let
    // go or a spare tile of the hand goes, whichever is safer, or the hand
    // folds (losing its worth). `ahead` per step from ready; 0: off.
    double ahead = 0;
    // Riichi: an open seat's value times this (knob `oscale`; 1: the profile's).
    double openScale = 1;
    // Riichi: passing a claim pays this share of its next discard's cost
    // (the safest tile the hand can spare), as a call pays its discard's
    // now (knob `cpass`; 0: off).
    double passDanger = 0;
    // Riichi: where the best discard keeps the hand ready silent and the
    // same tile may be discarded declaring, the declaration is played when
    // it is worth no less than this many typical hands below the silent one
    // (knob `rpref`; 0: off), from a live wall of `rprefw` tiles or more.
    double preferDeclare = 0;
    int preferDeclareWall = 0;
    // Riichi: a declared seat's waits by the fitted read (ai/waitread.h,
    // knob `fitread`; off).
    bool fitRead = false;
    // Riichi: an open seat whose melds are all simples is read as playing
    // all simples (readOpenSimples; knob `oyaku`, 1: off).
    double openSimples = 1;
    // Riichi, facing a declaration one step from ready or closer: the best
    // few discards, the safest one folding, and a declaration are played
    // out this many times each (ai/rollout.h) and the best mean is played
    // (knob `roll`; 0: off). `rollc`: how many of the best by the model;
    // the playouts' settings from knobs `rtol`, `rlet`, `rrate`, `rdi`.
    int rollouts = 0;
    int rollCands = 3;
    // The farthest hand played out, in steps from ready (knob `rsh`).
    int rollSteps = 1;
    RolloutConfig roll;
};

Params paramsFor(Level l) {
    Params p;
    p.level = l;
    switch (l) {
        case Level::Beginner:
            p.eval.maxShanten = -1;
            p.eval.styles = false;
            p.eval.countVisible = false;
            p.eval.declareOption = false;
            p.noise = 0.25;
            p.callChance = 0.6;
            break;
        case Level::Standard:
            p.eval.maxShanten = 1;
            p.eval.maxNodes = 600;
            p.eval.playouts = 0;  // far hands: a typical value, styles from the profile
            p.eval.styles = true;
            p.callMargin = 0.15;
            p.eval.openSpeed = 1.5;
            p.eval.lateHazard = 0.1;
            p.basicFold = true;
            // A ready hand's breaking discards cost most of a turn's
            // recursion and rarely win: only the two most accepting get it,
            // and only when keeping the hand ready is worth 0.3 typical
            // hands (a ready hand worth little needs its best break).
            // Self-play about 15% less CPU in every ruleset; against
            // Standard as it was, 2000 deals of seeds 1 and 50001 each:
            // riichi +15.9 ± 32.2, +38.3 ± 36.6; 玉雀 -0.04 ± 0.29,
            // +0.08 ± 0.31; 灵雀 +0.07 ± 1.05, +0.30 ± 1.14; binshi
            // -0.17 ± 0.17, +0.04 ± 0.19; 上海 -0.01 ± 0.03, +0.01 ± 0.13
            // (docs/bots.md, "Standard's depth").
            p.exactBreaks = 2;
            p.breakReady = 0.3;
            // Then one break instead of two, and a claim weighs only the
            // most accepting of its discards that give the step back (each
            // a one-step recursion, and the claim is worth its best discard,
            // which keeps the step far more often): binshi 8% and 灵雀 12%
            // fewer instructions in self-play. Against the Standard before,
            // 2000 deals of seeds 1, 50001, 100001, 150001: binshi +0.00,
            // -0.07, +0.00, +0.03 (each ± 0.3); 灵雀 -0.01, -0.12, -0.03,
            // -0.00 (± 1.1 to 1.3); 玉雀 -0.24, +0.34, -0.38, +0.15 (± 0.47);
            // 上海 +0.02, -0.06, -0.15, +0.08 (± 0.14 to 0.23); riichi -8,
            // -5, +4, +22 (± 41 to 44) (docs/bots.md, "Standard's depth").
            p.exactBreaks = 1;
            p.claimBreaks = 1;
            break;
        case Level::Strong:
            p.eval.maxShanten = 2;
            p.eval.maxNodes = 1500;
            p.eval.playouts = 16;
            p.eval.styles = true;
            p.callMargin = 0.1;
            // The margin stands for what opening the hand costs beyond the
            // model (a declaration, fans for a concealed hand). Where the
            // samples find that open hands pay as much as closed ones, there
            // is no such cost: a call worth more than passing is taken.
            // Screened at 0 against 0.1 (docs/bots.md, "Measured (上海)").
            p.openFreeMargin = 0;
            // There too an honour pon that keeps the hand as close is
            // weighed (a dragon pon adds 2 花 to a hand of 3, shanghai.md
            // "Counting 花"): screened +0.14 ± 0.11, +0.02 ± 0.11.
            p.keepPons = true;
            // And there an open hand's later steps come no sooner than a
            // closed hand's: every seat calls (opening costs nothing), so
            // the tiles an open hand would call are contested like any
            // other. Screened against 1.8 at one table, 4 seeds × 2000
            // deals pooled: 1.4 +0.37 ± 0.18, 1.2 +0.49 ± 0.19, 1.0
            // +0.53 ± 0.21 (docs/bots.md, "Measured (上海, fifth round)").
            p.openFreeSpeed = 1.0;
            p.eval.openSpeed = 1.8;
            // With the tenpai estimates measured rather than guessed, the
            // threat seen early is small; a slow plan still pays for the
            // hands that end before it, more so than Standard assumes.
            p.eval.lateHazard = 0.2;
            p.weighDanger = true;
            p.dangerWeight = 0.2;
            // A hand two or more steps away folds outright to a declaration
            // (its value rarely pays a deal-in); closer hands, and every hand
            // against a threat only estimated, weigh each discard.
            p.basicFold = true;
            p.softDanger = 0;
            p.foldOneShantenWall = 0;
            p.sureThreat = 1.01;
            p.meldCalls = true;
            // 上海-like races (no declaration, no furiten on one's own
            // discards, no minimum: nobody folds and every ready hand can
            // take every wait) win on others' discards far more often than
            // riichi's 1.1 per own draw (three discards come per own draw).
            // Screened at 2, 3: 上海 +0.16 ± 0.15 (four seeds pooled), 玉雀
            // +2.6 ± 1.7 against the Strong before (docs/bots.md).
            p.ronOpen = 3;
            // Riichi: a discard pays its whole expected deal-in cost (the
            // chance it deals in times what that costs), not 0.2 of it: push
            // or fold as expected value. Against three strong-2026-11, 200
            // tonpu games of seed 1: mean rank 2.43 ± 0.11 (0.2: 2.50),
            // deal-in 9.0% (11.2%), win 19.7% (20.2%); 400 of seed 2: 2.47
            // ± 0.08; 2000 games of seed 1001 with placement below: 2.50 ±
            // 0.04, deal-in 9.5% (the yardstick 11.9%), win 18.5% (20.1%):
            // safer, not better placed (docs/bots.md, "Riichi Strong").
            p.riichiDanger = 1.0;
            // Riichi is played for placement (riichi.md "Game"): each win
            // and deal-in valued by the final rank it buys or costs, in
            // points of an even table (ai/placement.h). The spread of the
            // scores a hand brings when this seat neither wins nor deals in
            // counts 1.5 hands (the others' wins and payments, which its own
            // win stops); all-last goes on for about two hands while nobody
            // has 30000; a repeat of the deal comes with 0.8 more hands.
            // Against three strong-2026-11, 1000 tonpu games each, mean
            // rank without → with: seed 5001 2.437 → 2.391, 7001 2.508 →
            // 2.483, 8001 2.424 → 2.423; all-last alone, or without the
            // extension, or at 0.6 or 1 hand of spread did less (docs/bots.md,
            // "Placement"). It replaces the all-last danger scale (leader
            // twice, last seat 0.6), which screened neutral.
            // And a silent ready hand pays half a blind discard's deal-in
            // cost for each draw it pushes on (a declared one pays all of
            // it), keeping at least the worth of folding: with placement,
            // 1000 tonpu games of seeds 5001, 7001, 8001: 2.391 → 2.373,
            // 2.483 → 2.462, 2.423 → 2.430; deal-in 0.3 to 0.6 points
            // lower on each (docs/bots.md, "Placement").
            p.riichiSilentLock = 0.5;
            // A declared hand is valued as winning on discards as often as
            // a silent one, and its declaration worth 0.1 typical hands
            // besides (the others' hands it stops): the tables this Strong
            // meets push against a declaration more than the 0.8 assumed.
            // Riichi 12.5% → 15.7%; 1000 tonpu games each of seeds 5001,
            // 7001, 8001, 6001, 4001: 2.373 → 2.375, 2.462 → 2.432,
            // 2.430 → 2.392, 2.466 → 2.465, 2.446 → 2.409 (docs/bots.md,
            // "Riichi's worth").
            p.eval.declaredRon = 1.0;
            p.eval.declareBonus = 0.1;
            p.placement = true;
            p.place.currentShare = 1.5;
            p.place.extension = 2;
            p.place.repeatShare = 0.8;
            // In all-last, a win that ends the game with this seat still
            // last is passed: nothing lower can come of playing on (4
            // times in 2000 tonpu games of seed 13001; docs/bots.md,
            // "Fourth round").
            p.passLastPlaceWin = true;
            // Passing a claim pays for the passing hand's next discard (the
            // safest tile it can spare) as a call pays for its discard now:
            // under a threat the comparison was tilted towards passing.
            // Against the Strong before, on the same walls, 1000 tonpu
            // games each of fresh seeds 31001-34001 and 41001-44001: mean
            // rank -0.004, +0.014, -0.032, -0.017, -0.015, -0.011, -0.029,
            // 0.000 (mean -0.012), deal-in 0.2 points higher (docs/bots.md,
            // "Fifth round").
            p.passDanger = 1;
            break;
    }
    return p;
}

// The evaluation settings of a level in a ruleset: where nobody can fold
// against a declaration (none exists), one's own discards never bar a win
// and any complete hand wins (RuleFacts), every discard of a waiting tile
// is a win: `ronOpen` discards won on per own draw; where open hands pay as
// much as closed ones, the open-free pace and late hazard.
EvalConfig evalConfigOf(const Params& p, const RulesetProfile& prof) {
    EvalConfig e = p.eval;
    const RuleFacts& r = prof.rules;
    if (p.ronOpen > 0 && r.declareWord.empty() && !r.furitenOwnDiscards && r.minimum == 0) e.ronMult = p.ronOpen;
    if (p.riichiSilentLock >= 0 && !r.declareWord.empty() && r.furitenOwnDiscards) e.silentLock = p.riichiSilentLock;
    if (openPaysAsClosed(prof)) {
        if (p.openFreeSpeed >= 0) e.openSpeed = p.openFreeSpeed;
        if (p.openFreeLate >= 0) e.lateHazard = p.openFreeLate;
    }
    return e;
}

}  // namespace

EvalConfig evalConfigFor(Level level, const RulesetProfile& prof) { return evalConfigOf(paramsFor(level), prof); }

Meld meldOfCall(const Action& a, const SeatView& v) {
    Meld m;
    const Kind k = kindOfId(a.tile);
    m.claimed = v.tile(a.tile);
    m.hasClaimed = true;
    m.from = std::uint8_t((v.seat - v.pub.lastDiscarder + 4) % 4);
    auto red = [&](TileId id) { return id != kNoTile && v.config.wall.set.isRed(id) ? 1 : 0; };
    m.red = std::uint8_t(red(a.tile) + red(a.with[0]) + red(a.with[1]) + red(a.with[2]));
    switch (a.type) {
        case ActionType::Chi: {
            Kind lo = k;
            for (TileId id : a.with)
                if (id != kNoTile) lo = std::min(lo, kindOfId(id));
            m.type = MeldType::Chi;
            m.kind = lo;
            break;
        }
        case ActionType::Pon: m.type = MeldType::Pon; m.kind = k; break;
        case ActionType::Kan: m.type = MeldType::Kan; m.kind = k; break;
        case ActionType::Ankan:
            m.type = MeldType::Ankan;
            m.kind = k;
            m.from = 0;
            m.hasClaimed = false;
            break;
        default: break;
    }
    return m;
}

namespace {

Meld meldOf(const Action& a, const SeatView& v) { return meldOfCall(a, v); }

// Whether face-up indicator `ind` makes kind `k` worth more: the ruleset
// states the rule (RuleFacts::indicatorBonus, riichi's dora), so no bot
// code keeps a copy of it.
bool bonusOf(const Picture& pic, Kind ind, Kind k) {
    const std::vector<Kind>& b = pic.prof->rules.indicatorBonus;
    return ind < b.size() && b[ind] == k;
}

// How much a tile works with the rest of the hand: copies and neighbours
// (an isolated honour is the least useful tile, a connected middle tile the most).
int connectivity(const Counts& c, Kind k) {
    int v = 2 * (c[k] - 1);
    if (isNumber(k)) {
        const int n = numberOf(k);
        v += (n >= 3 && n <= 7) ? 2 : (n == 2 || n == 8) ? 1 : 0;
        for (int d = -2; d <= 2; ++d) {
            if (d == 0 || n + d < 1 || n + d > 9) continue;
            v += c[std::size_t(k + d)] * (std::abs(d) == 1 ? 3 : 2);
        }
    }
    return v;
}

// riichi.md "Game": East 1 to East 4 (to South 4 in a hanchan); all-last
// and the extension's hands are the last. `handsLeft`: hands after this one
// unless the dealer repeats (0: all-last or later); `firstHands`: the same
// at East 1.
struct GameLeft {
    int handsLeft = 0, firstHands = 0;
};
GameLeft gameLeft(const SeatView& v) {
    const int lastRound = v.options.get("length", 1) == 0 ? 0 : 1;
    GameLeft g;
    g.handsLeft = v.pub.roundWind > lastRound ? 0 : 4 * (lastRound - v.pub.roundWind) + std::max(0, 4 - v.pub.handInRound);
    g.firstHands = 4 * (lastRound + 1) - 1;
    return g;
}

// The safest tile a hand of 13 at `sh` steps from ready can let go after a
// draw that helps nothing (the hand with it swapped for an honour it lacks
// is still `sh` steps away), and its deal-in cost; none when every honour
// is held or no tile can go.
struct Spare {
    Kind kind = 0;
    double cost = 0;
};
std::optional<Spare> safestSpare(const HandEval& he, const Picture& pic, Counts c, int sh) {
    int junk = -1;
    for (int k = kNumKinds - 1; k >= 27 && junk < 0; --k)
        if (!c[std::size_t(k)]) junk = k;
    if (junk < 0) return std::nullopt;
    ++c[std::size_t(junk)];
    std::optional<Spare> best;
    for (int y = 0; y < kNumKinds; ++y) {
        if (!c[std::size_t(y)] || y == junk) continue;
        --c[std::size_t(y)];
        const double cost = pic.dealInCost(Kind(y));
        if (he.shanten13(c) <= sh && (!best || cost < best->cost)) best = Spare{Kind(y), cost};
        ++c[std::size_t(y)];
    }
    return best;
}

class LevelBot : public Bot {
public:
    LevelBot(Level l, std::uint64_t seed) : p_(paramsFor(l)), rng_(seed ^ 0x6a09e667f3bcc909ULL) {}
    LevelBot(const Params& p, std::uint64_t seed) : p_(p), rng_(seed ^ 0x6a09e667f3bcc909ULL) {}
    void setName(std::string n) { name_ = std::move(n); }
    std::string level() const override {
        if (!name_.empty()) return name_;
        switch (p_.level) {
            case Level::Beginner: return "beginner";
            case Level::Standard: return "standard";
            case Level::Strong: return "strong";
        }
        return "?";
    }

    DiscardNote lastDiscardNote() const override { return note_; }

    Action choose(const SeatView& v) override {
        note_.valid = false;
        // riichi.md "Play": a leading all-last dealer offered the end of the
        // game stops at every level: stopping while first keeps first place,
        // playing on can only lose it.
        if (const Action* stop = endGameOffer(v)) return *stop;
        for (const Action& a : v.legal)
            if (a.type == ActionType::Draw || a.type == ActionType::NextHand) return a;
        for (const Action& a : v.legal)
            if ((a.type == ActionType::Tsumo || a.type == ActionType::Ron) && takeWin(v, a)) {
                if (a.type == ActionType::Ron)
                    if (const auto call = callOverWin(v, a)) return *call;
                return a;
            }
        bool claim = false, turn = false;
        for (const Action& a : v.legal) {
            if (a.type == ActionType::Pass) claim = true;
            if (a.type == ActionType::Discard) turn = true;
        }
        if (turn) return chooseTurn(v);
        if (claim) return chooseClaim(v);
        return v.legal.front();
    }

    // Every discard with its evaluation, best first (also the hint's list).
    std::vector<DiscardInfo> rankDiscards(const SeatView& v, const Picture& pic, Action* best);
    // The seat's picture as this level reads it.
    Picture pictureFor(const SeatView& v) const { return picture(v); }
    // The list the last turn decision ranked (empty after other decisions).
    const std::vector<DiscardInfo>& lastRanked() const { return lastRanked_; }
    void clearRanked() {
        lastRanked_.clear();
        keepRanked_ = true;
    }

private:
    bool takeWin(const SeatView& v, const Action& a);
    bool endsLast(const SeatView& v, const Action& a, const Picture& pic);
    std::optional<Action> callOverWin(const SeatView& v, const Action& ron);
    Action chooseTurn(const SeatView& v);
    // `floor`: a call must be worth more than this too (a win it would pass).
    Action chooseClaim(const SeatView& v, double floor = -1e18);
    double danger(const Picture& pic, Kind k, int shAfter) const {
        if (!p_.weighDanger) return 0;
        // Pushing a hand means more discards to come: weigh this one's risk
        // by how many more a hand this far from tenpai still has to make.
        return discardWeight(pic, k, shAfter) * pic.dealInCost(k) * (1.0 + p_.shantenDanger * std::max(0, shAfter));
    }
    // The weight of discarding `k` now, leaving the hand `shAfter` steps
    // from ready: the level's deal-in weight, in riichi times the ready and
    // one-step scales (rd0, rd1) and the dora scale (ddora).
    double discardWeight(const Picture& pic, Kind k, int shAfter) const {
        double w = dangerWeight(pic);
        if (riichiLike(pic)) {
            w *= shAfter <= 0 ? p_.readyDanger : shAfter == 1 ? p_.oneDanger : 1.0;
            if (p_.doraDanger != 1)
                for (const Tile& ind : pic.dora)
                    if (bonusOf(pic, ind.kind, k)) w *= p_.doraDanger;
        }
        return w;
    }
    static bool riichiLike(const Picture& pic) {
        return !pic.prof->rules.declareWord.empty() && pic.prof->rules.furitenOwnDiscards;
    }
    double dangerWeight(const Picture& pic) const {
        if (!riichiLike(pic)) return p_.dangerWeight;
        return (p_.riichiDanger >= 0 ? p_.riichiDanger : p_.dangerWeight) * pic.dangerScale;
    }
    Picture picture(const SeatView& v) const {
        Picture p = makePicture(v, p_.relations, p_.dealerFactor, p_.readAllMelds ? kBigStyleGain : 0.0);
        if (riichiLike(p)) {
            if (p_.readRiichi) readDeclared(p, p_.readAll);
            if (p_.fitRead) readDeclaredFitted(p);
            if (p_.openSimples != 1) readOpenSimples(p, p_.openSimples);
            if (p_.tenpaiRead > 0) readTenpai(p, p_.tenpaiRead == 2, p_.tenpaiRead == 3);
            if (p_.openDora > 0) {
                // riichi.md "Scoring", "Dora": each dora and red five in
                // an open hand's melds is a han everyone can see.
                for (auto& o : p.opp) {
                    if (o.openMelds == 0) continue;
                    int shown = 0;
                    for (const auto& m : v.pub.seats[std::size_t(o.seat)].melds)
                        for (TileId id : m.ids) {
                            for (const Tile& ind : p.dora)
                                if (bonusOf(p, ind.kind, kindOfId(id))) ++shown;
                            if (v.config.wall.set.isRed(id)) ++shown;
                        }
                    o.value *= std::min(3.0, 1 + p_.openDora * shown);
                }
                p.lockRiskCache = -1;
            }
            if (p_.valueScale != 1)
                for (auto& o : p.opp) o.value *= p_.valueScale;
            if (p_.openScale != 1) {
                for (auto& o : p.opp)
                    if (o.openMelds > 0 && !o.declared) o.value *= p_.openScale;
                p.lockRiskCache = -1;
            }
            if (p_.declaredScale != 1) {
                for (auto& o : p.opp)
                    if (o.declared) o.value *= p_.declaredScale;
                p.lockRiskCache = -1;
            }
            if (p_.openRead > 0)
                for (auto& o : p.opp) {
                    if (o.openMelds == 0 && !(o.declared && p_.readDeclaredValue)) continue;
                    const OpenRead r = readOpenHand(v, p, o.seat, p_.openRead);
                    // The sampled hands carry that seat's wind: a dealer's
                    // worth is in them already.
                    if (r.value > 0) o.value = r.value * p.prof->rules.dealInShare;
                    if (r.flushSuit >= 0 && p_.flushRead)
                        for (int k = 0; k < kNumKinds; ++k) {
                            const double f = isHonor(Kind(k)) ? 1.3 : k / 9 == r.flushSuit ? 2.0 : 0.15;
                            o.waitProb[std::size_t(k)] = std::min(0.95, o.waitProb[std::size_t(k)] * f);
                        }
                }
            const GameLeft game = gameLeft(v);
            if (p_.placement) {
                if (game.handsLeft <= p_.placeFrom) {
                    p.place = Placement(v, game.handsLeft, game.firstHands, p.prof->typicalValue, p_.place);
                    // A deal-in's size varies: its cost in rank is averaged
                    // over a cheap, a typical and a big one.
                    for (auto& o : p.opp)
                        o.value = 0.3 * p.place.loss(o.seat, 0.5 * o.value) + 0.45 * p.place.loss(o.seat, o.value) +
                                  0.25 * p.place.loss(o.seat, 1.7 * o.value);
                    p.lockRiskCache = -1;
                }
            }
            if (p_.leadDanger != 1 || p_.lastDanger != 1) {
                // riichi.md "Game": the game ends after all-last (the 4th
                // hand of the last round) once somebody has 30000, and in
                // the extension after any such hand; placement, not points,
                // is what is left to play for.
                if (game.handsLeft == 0) {
                    const long long mine = v.pub.seats[std::size_t(v.seat)].score;
                    int above = 0;
                    for (int s = 0; s < 4; ++s)
                        if (s != v.seat && v.pub.seats[std::size_t(s)].score > mine) ++above;
                    if (above == 0) p.dangerScale = p_.leadDanger;
                    else if (above == 3) p.dangerScale = p_.lastDanger;
                }
            }
        }
        return p;
    }
    // The evaluation settings for this ruleset (evalConfigOf).
    EvalConfig evalFor(const Picture& pic) const { return evalConfigOf(p_, *pic.prof); }
    double callMargin(const Picture& pic) const {
        return p_.openFreeMargin >= 0 && openPaysAsClosed(*pic.prof) ? p_.openFreeMargin : p_.callMargin;
    }
    // The chance that discarding `k` lets a seat make the claim that relates
    // it to us (its relationClaims-th from us): a pair of `k` in its hand
    // (a pon), or for the next seat two tiles that run with it (a chi),
    // each tile of its concealed hand drawn from the unseen ones.
    double relationClaimChance(const Picture& pic, Kind k) const {
        const int need = pic.prof->rules.relationClaims;
        if (need <= 0) return 0;
        const double U = std::max(1, pic.unseenTotal);
        double none = 1;
        for (const auto& o : pic.opp) {
            if (pic.claims[std::size_t(o.seat)][std::size_t(pic.seat)] != need - 1 || pic.relatedSeats(pic.seat, o.seat))
                continue;
            const auto& ps = pic.view->pub.seats[std::size_t(o.seat)];
            const double f = std::max(0.0, 13.0 - 3.0 * double(ps.melds.size())) / U;  // share of each unseen tile
            auto has = [&](int kk) { return 1 - std::pow(1 - f, double(pic.unseen[std::size_t(kk)])); };
            const double u = pic.unseen[k];
            double p = 0.5 * u * (u - 1) * f * f;  // two of the unseen copies
            if (o.seat == (pic.seat + 1) % 4 && pic.view->config.chi && isNumber(k)) {
                const int n = numberOf(k);
                double miss = 1;
                if (n >= 3) miss *= 1 - has(k - 2) * has(k - 1);
                if (n >= 2 && n <= 8) miss *= 1 - has(k - 1) * has(k + 1);
                if (n <= 7) miss *= 1 - has(k + 1) * has(k + 2);
                p += 1 - miss;
            }
            none *= 1 - std::min(0.9, p);
        }
        return 1 - none;
    }
    // Puts first among rankCands_ (sorted by the model) the discard whose
    // playouts are worth the most: the model's best few, the best by value,
    // a declaration and the safest tile played folding (ai/rollout.h).
    template <class DeclEval>
    void playOut(const Picture& pic, HandEval& he, DeclEval declEval) {
        std::vector<RankCand>& cands = rankCands_;
        std::vector<std::size_t> pick;
        std::array<std::array<bool, 2>, kNumKinds> taken{};
        auto add = [&](std::size_t i) {
            const Kind k = kindOfId(cands[i].a->tile);
            auto& t = taken[std::size_t(k)][cands[i].info.declare ? 1 : 0];
            if (!t) pick.push_back(i);
            t = true;
        };
        std::size_t top = 0, safe = 0, decl = cands.size();
        for (std::size_t i = 0; i < cands.size(); ++i) {
            if (int(i) < p_.rollCands) add(i);
            if (cands[i].info.value > cands[top].info.value) top = i;
            if (cands[i].info.dealIn < cands[safe].info.dealIn) safe = i;
            if (cands[i].info.declare && decl == cands.size()) decl = i;
        }
        if (p_.rollCands > 0) {
            add(top);
            if (decl < cands.size()) add(decl);
        } else {
            // Push or fold only: the model's choice against the safest tile
            // folding; where its choice is that tile, the best by value.
            const std::size_t push = cands[0].info.dealIn > cands[safe].info.dealIn ? 0 : top;
            if (cands[push].info.dealIn <= cands[safe].info.dealIn) return;
            add(push);
        }
        std::vector<RolloutCandidate> rc;
        auto candidate = [&](std::size_t i, bool fold) {
            RolloutCandidate r;
            r.hand = pic.hand;
            r.discard = kindOfId(cands[i].a->tile);
            --r.hand[std::size_t(r.discard)];
            r.declare = !fold && cands[i].info.declare;
            r.fold = fold;
            r.eval = r.declare ? &declEval() : &he;
            rc.push_back(r);
        };
        for (std::size_t i : pick) candidate(i, false);
        candidate(safe, true);
        pick.push_back(safe);
        RolloutConfig cfg = p_.roll;
        cfg.playouts = p_.rollouts;
        cfg.dealInWeight *= pic.dangerScale;
        cfg.seed = rng_.next();
        const std::vector<double> val = rolloutValues(pic, rc, cfg);
        std::size_t best = 0;
        for (std::size_t j = 1; j < val.size(); ++j)
            if (val[j] > val[best]) best = j;
        const std::size_t at = pick[best];
        if (at != 0) std::rotate(cands.begin(), cands.begin() + std::ptrdiff_t(at), cands.begin() + std::ptrdiff_t(at) + 1);
    }
    bool foldMode(const Picture& pic, int sh) const {
        if (!p_.basicFold) return false;
        bool sure = false;
        for (const auto& o : pic.opp)
            if (o.declared || o.tenpai >= p_.sureThreat) sure = true;
        return sure && (sh >= 2 || (sh == 1 && pic.wallLeft < p_.foldOneShantenWall));
    }

    Params p_;
    Rng rng_;
    std::string name_;
    WinCache wins_;  // finished hands' values, kept while melds, dora ... stay the same
    // The same for the hands a claim would make (one per meld set weighed
    // lately: the same claim is offered again on the next such discard).
    static constexpr int kClaimCaches = 4;
    std::array<WinCache, kClaimCaches> claimWins_{WinCache(12), WinCache(12), WinCache(12), WinCache(12)};
    int claimNext_ = 0;
    std::vector<DiscardInfo> lastRanked_;
    bool keepRanked_ = false;  // only adviceFor reads the ranked list back
    DiscardNote note_;         // the chosen discard's estimates (lastDiscardNote)
    // rankDiscards' working lists, kept so that a decision allocates none.
    struct RankCand {
        const Action* a;
        DiscardInfo info;
        double score;
    };
    std::vector<RankCand> rankCands_;
    std::vector<double> rankBases_;
    std::vector<std::pair<double, Kind>> rankBreaks_;
    std::vector<double> rankKeep_;
    // chooseClaim's claims that pass its screen, kept likewise.
    struct ClaimOption {
        const Action* a = nullptr;
        std::vector<Meld> melds;
        Counts c{};
        int sh = 9;
    };
    std::vector<ClaimOption> claimOptions_;
};

std::vector<DiscardInfo> LevelBot::rankDiscards(const SeatView& v, const Picture& pic, Action* bestOut) {
    HandEval he(pic, pic.melds, pic.declared, pic.red, evalFor(pic));
    he.useCache(wins_);
    const Counts h = pic.hand;
    const int shNow = he.shanten(h);
    bool fold = foldMode(pic, shNow);
    // Where the ruleset has a declaration: the ready hand played silent
    // (`dama`) and declared (`decl`), made only where one is asked for.
    EvalConfig damaCfg = evalFor(pic);
    damaCfg.declareOption = false;
    std::optional<HandEval> damaEval, declEval;
    auto ready = [&](std::optional<HandEval>& e, bool declared) -> HandEval& {
        if (!e) {
            e.emplace(pic, pic.melds, declared, pic.red, damaCfg);
            e->shareWins(he);
            if (p_.level != Level::Beginner) e->chooseModel(shNow);
        }
        return *e;
    };
    // Every discard's hand is looked up below: their shapes computed together.
    std::uint64_t discardKinds = 0;
    for (const Action& a : v.legal)
        if (a.type == ActionType::Discard && kindOfId(a.tile) < kNumKinds) discardKinds |= std::uint64_t(1) << kindOfId(a.tile);
    he.fillShapes(h, discardKinds);
    if (p_.level != Level::Beginner) {
        he.setReference(h);
        he.chooseModel(shNow);
    }
    const double typical = pic.prof->typicalValue;

    using Cand = RankCand;
    std::vector<Cand>& cands = rankCands_;
    cands.clear();
    // Copies of one kind (and the same declaration) leave the same hand:
    // evaluated once, only the red-five tie-break differs.
    std::array<std::array<int, 2>, kNumKinds> seen{};
    std::vector<double>& bases = rankBases_;  // each candidate's score before the red five and defence
    bases.clear();
    double safest = 1;
    if (fold && p_.foldTolerance > 0)
        for (const Action& a : v.legal)
            if (a.type == ActionType::Discard && kindOfId(a.tile) < kNumKinds)
                safest = std::min(safest, pic.dealInProb(kindOfId(a.tile)));
    // A folding hand may order its tiles by the table read of the declared
    // hands (readDeclared: suji, kabe, one-chance, copies left) instead of
    // the wait shapes (knob `foldread`).
    std::optional<Picture> foldPic;
    if (fold && p_.foldRead && riichiLike(pic)) {
        foldPic.emplace(pic);
        readDeclared(*foldPic, false);
    }
    auto finish = [&](double s, bool red, Kind k, double dealIn) {
        if (red) s -= 1e-3 * typical;
        if (red && p_.doraDanger != 1 && p_.weighDanger && riichiLike(pic))
            s -= (p_.doraDanger - 1) * dangerWeight(pic) * pic.dealInCost(k);
        if (fold && p_.foldTolerance > 0)
            s = -std::max(0.0, dealIn - safest - p_.foldTolerance) * 1e3 * typical + 1e-3 * s;
        else if (fold && p_.foldByCost) s = -pic.dealInCost(k) * 1e3 + 1e-3 * s;
        else if (fold && foldPic) s = -foldPic->dealInProb(k) * 1e3 * typical + 1e-3 * s;
        else if (fold) s = -dealIn * 1e3 * typical + 1e-3 * s;
        else if (p_.basicFold) s -= p_.softDanger * pic.dealInCost(k);
        return s;
    };
    for (auto& x : seen) x = {-1, -1};
    // What spending each kind costs the folding to come (keepSafe): the hand's
    // copies by deal-in cost, with a blind draw's cost (lockRisk) for each
    // draw to come.
    double keepEdge = -1;  // the cost of the first tile past the safest `keepTurns`
    if (p_.keepSafe > 0 && p_.weighDanger && p_.level != Level::Beginner && riichiLike(pic) && pic.threat > 0) {
        const int n = std::min(p_.keepTurns, pic.drawsLeft);
        std::vector<double>& costs = rankKeep_;
        costs.clear();
        for (int k = 0; k < kNumKinds; ++k)
            for (int i = 0; i < h[std::size_t(k)]; ++i) costs.push_back(pic.dealInCost(Kind(k)));
        costs.insert(costs.end(), std::size_t(std::max(0, n)), pic.lockRisk());
        if (n > 0 && int(costs.size()) > n) {
            std::nth_element(costs.begin(), costs.begin() + n, costs.end());
            keepEdge = costs[std::size_t(n)];
        }
    }
    // The next turn's expected deal-in cost of pushing a hand (`ahead`).
    const bool lookAhead =
        p_.ahead > 0 && p_.weighDanger && p_.level != Level::Beginner && riichiLike(pic) && pic.threat > 0.1;
    // For each draw that helps nothing, the safer of letting it go and the
    // safest tile the hand can spare, at most the hand's worth (folding).
    auto nextTurnCost = [&](const Counts& c, int sh, std::uint64_t useful, double worth) {
        const std::optional<Spare> spare = safestSpare(he, pic, c, sh);
        const double keep = spare ? spare->cost : 1e300;
        double cost = 0;
        for (int x = 0; x < kNumKinds; ++x) {
            if (!pic.unseen[std::size_t(x)] || ((useful >> x) & 1)) continue;
            cost += pic.unseen[std::size_t(x)] * std::min({pic.dealInCost(Kind(x)), keep, worth});
        }
        return cost / std::max(1, pic.unseenTotal);
    };
    // Screening of the discards that break a ready hand (exactBreaks).
    std::array<bool, kNumKinds> farOnly{};
    bool screened = false;
    std::optional<HandEval> far;
    double leastExact = 1e300, bestReadyExact = -1e300;
    if (p_.exactBreaks >= 0 && p_.level != Level::Beginner && shNow + 1 <= p_.eval.maxShanten) {
        far.emplace(pic, pic.melds, pic.declared, pic.red, p_.eval);
        far->shareWins(he);
        far->chooseModel(kNumKinds);  // the estimate only
        std::vector<std::pair<double, Kind>>& breaks = rankBreaks_;  // (screening key, kind)
        breaks.clear();
        for (int k = 0; k < kNumKinds; ++k) {
            if (!h[std::size_t(k)]) continue;
            Counts c = h;
            --c[std::size_t(k)];
            if (he.shanten13(c) > shNow)
                breaks.push_back({p_.breakKey ? far->value(c) - p_.softDanger * pic.dealInCost(Kind(k))
                                              : double(he.acceptance(c)),
                                  Kind(k)});
        }
        // Only where a ready discard is worth this much (typical hands):
        // a hand whose readiness is worth little may need the best break.
        double bestReady = -1e300;
        if (p_.breakReady > 0)
            for (int k = 0; k < kNumKinds; ++k) {
                if (!h[std::size_t(k)]) continue;
                Counts c = h;
                --c[std::size_t(k)];
                if (he.shanten13(c) == shNow) bestReady = std::max(bestReady, he.value(c));
            }
        const bool worthReady = p_.breakReady <= 0 || bestReady >= p_.breakReady * typical;
        const int exact = worthReady ? p_.exactBreaks : p_.lowReadyBreaks;
        if (exact >= 0 && int(breaks.size()) > exact) {
            stableSortFew(breaks.begin(), breaks.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
            for (std::size_t i = std::size_t(exact); i < breaks.size(); ++i) farOnly[breaks[i].second] = true;
            screened = true;
        }
    }
    for (const Action& a : v.legal) {
        if (a.type != ActionType::Discard) continue;
        const Kind k = kindOfId(a.tile);
        if (k >= kNumKinds) continue;
        const Tile tile = v.tile(a.tile);
        int& first = seen[k][a.declare != 0 ? 1 : 0];
        if (first >= 0 && p_.level != Level::Beginner) {
            Cand again = cands[std::size_t(first)];
            again.a = &a;
            again.info.tile = tile;
            again.score = finish(bases[std::size_t(first)], tile.red, k, again.info.dealIn);
            cands.push_back(again);
            bases.push_back(bases[std::size_t(first)]);
            continue;
        }
        first = int(cands.size());
        Counts c = h;
        --c[k];
        DiscardInfo d;
        d.tile = tile;
        d.declare = a.declare != 0;
        const std::uint64_t shape = he.shapeBits(c);  // one lookup: shanten and useful kinds
        d.shanten = int(shape >> 56) - 1;
        d.useful = shape & ((std::uint64_t(1) << kNumKinds) - 1);
        d.acceptance = he.availSum(c, d.useful);
        d.dealIn = pic.dealInProb(k);
        double s = 0, base = 0;
        if (p_.level == Level::Beginner) {
            s = -d.shanten * 1000.0 + d.acceptance + (d.declare ? 0.5 : 0);
            d.value = s;
        } else {
            if (d.declare) d.value = ready(declEval, true).value(c) - pic.prof->rules.declareCost;
            else if (d.shanten == 0 && !pic.declared && pic.closed && !pic.prof->rules.declareWord.empty())
                d.value = ready(damaEval, pic.declared).value(c);
            else if (screened && farOnly[k]) {
                d.value = far->value(c);
            } else {
                d.value = he.value(c);
                if (screened && d.shanten > shNow) leastExact = std::min(leastExact, d.value);
            }
            if (screened && d.shanten == shNow) bestReadyExact = std::max(bestReadyExact, d.value);
            s = d.value;
            if (p_.weighDanger) {
                if (lookAhead && d.shanten >= 1 && d.shanten <= 2)
                    s = s * (1 - d.dealIn) - discardWeight(pic, k, d.shanten) * pic.dealInCost(k) -
                        dangerWeight(pic) * p_.ahead * d.shanten *
                            nextTurnCost(c, d.shanten, d.useful, std::max(0.0, d.value));
                else s = s * (1 - d.dealIn) - danger(pic, k, d.shanten);
            }
            if (p_.relationCost > 0) s -= p_.relationCost * typical * relationClaimChance(pic, k);
            if (keepEdge > 0 && !(p_.keepBreaks && d.shanten > shNow))
                s -= dangerWeight(pic) * p_.keepSafe * (d.shanten <= 0 ? p_.keepReady : 1.0) *
                     std::max(0.0, keepEdge - pic.dealInCost(k));
            // Ties (far hands): more acceptance, then the less connected
            // tile goes first, then keep red fives.
            s += 1e-4 * typical * d.acceptance - 1e-5 * typical * connectivity(h, k);
            base = s;
            s = finish(s, d.tile.red, k, d.dealIn);
        }
        cands.push_back({&a, d, s});
        bases.push_back(base);
    }
    // The estimate and the recursion differ in scale: a screened-out
    // discard is worth no more than the least exact one that breaks the hand,
    // and less than the best ready one (it keeps its place for defence,
    // below those for attack).
    const double cap = std::min(leastExact, bestReadyExact - 0.01 * typical);
    if (screened && cap < 1e300)
        for (std::size_t i = 0; i < cands.size(); ++i) {
            Cand& c = cands[i];
            const Kind k = kindOfId(c.a->tile);
            if (c.info.declare || !farOnly[k] || c.info.value <= cap) continue;
            const double cut = c.info.value - cap;
            c.info.value = cap;
            bases[i] -= p_.weighDanger ? cut * (1 - c.info.dealIn) : cut;
            c.score = finish(bases[i], c.info.tile.red, k, c.info.dealIn);
        }
    if (fold && p_.foldBig > 0) {
        // A far hand worth this much (typical hands, its chance to win
        // already in it) weighs each discard's cost instead of folding.
        double top = -1e300;
        for (const Cand& c : cands) top = std::max(top, c.info.value);
        if (top >= p_.foldBig * typical) {
            fold = false;
            for (std::size_t i = 0; i < cands.size(); ++i)
                cands[i].score = finish(bases[i], cands[i].info.tile.red, kindOfId(cands[i].a->tile), cands[i].info.dealIn);
        }
    }
    stableSortFew(cands.begin(), cands.end(), [](const Cand& x, const Cand& y) { return x.score > y.score; });
    if (p_.rollouts > 0 && p_.level != Level::Beginner && riichiLike(pic) && !pic.declared && shNow <= p_.rollSteps &&
        cands.size() > 1 && std::any_of(pic.opp.begin(), pic.opp.end(), [](const Opponent& o) { return o.declared; }))
        playOut(pic, he, [&]() -> HandEval& { return ready(declEval, true); });
    if (p_.preferDeclare > 0 && !cands.empty() && riichiLike(pic) && !cands.front().info.declare &&
        cands.front().info.shanten == 0 && pic.wallLeft >= p_.preferDeclareWall) {
        const Kind k = kindOfId(cands.front().a->tile);
        for (std::size_t i = 1; i < cands.size(); ++i)
            if (cands[i].info.declare && kindOfId(cands[i].a->tile) == k &&
                cands[i].score >= cands.front().score - p_.preferDeclare * typical) {
                std::rotate(cands.begin(), cands.begin() + std::ptrdiff_t(i), cands.begin() + std::ptrdiff_t(i) + 1);
                break;
            }
    }
    if (bestOut && !cands.empty()) {
        const Cand* pick = &cands.front();
        if (p_.noise > 0 && rng_.unit() < p_.noise) {
            // A beginner's slip: any discard that does not move it further from tenpai.
            std::vector<const Cand*> ok;
            for (const auto& c : cands)
                if (c.info.shanten <= cands.front().info.shanten) ok.push_back(&c);
            pick = ok[rng_.below(std::uint32_t(ok.size()))];
        }
        *bestOut = *pick->a;
        // Beginner's scores are a ranking, not points: no note.
        note_.valid = p_.level != Level::Beginner;
        note_.dealIn = pick->info.dealIn;
        note_.dealInCost = pic.dealInCost(kindOfId(pick->a->tile));
        note_.handValue = pick->info.value;
        note_.shanten = pick->info.shanten;
        note_.kind = kindOfId(pick->a->tile);
    }
    std::vector<DiscardInfo> out;
    out.reserve(cands.size());
    for (auto& c : cands) out.push_back(std::move(c.info));
    if (keepRanked_) lastRanked_ = out;
    return out;
}

// riichi.md "Game": after all-last the game ends once somebody has 30000
// (a repeating dealer goes on unless leading with it). A win that ends it
// with this seat in last place buys nothing; passing it cannot end lower
// and leaves the hand's later wins (a self-draw pays more) to climb with.
// The win's points are taken high (twice theirs for a declared hand, whose
// hidden indicators may add to them) so that only a sure last place passes.
bool LevelBot::endsLast(const SeatView& v, const Action& a, const Picture& pic) {
    if (!p_.passLastPlaceWin || !riichiLike(pic) || gameLeft(v).handsLeft != 0 || v.seat == v.pub.dealer) return false;
    const Kind k = kindOfId(a.tile);
    if (k >= kNumKinds) return false;
    Picture plain = pic;
    plain.place = Placement();  // the scorer's points, not the rank they buy
    HandEval he(plain, plain.melds, plain.declared, plain.red, evalFor(plain));
    Counts c = pic.hand;
    if (a.type == ActionType::Ron) ++c[k];
    const bool tsumo = a.type == ActionType::Tsumo;
    const double pts = he.winValue(c, k, tsumo);
    if (pts <= 0) return false;
    const double got = pts * (pic.declared ? 2 : 1) + 300.0 * v.pub.honba;
    const int from = v.pub.turn;  // the discarder (or the robbed kong's seat) while claims are answered
    if (!tsumo && (from < 0 || from > 3 || from == v.seat)) return false;
    const std::array<double, 4> d = winSwing(v.seat, v.pub.dealer, got, tsumo, from);
    std::array<double, 4> score{};
    for (int s = 0; s < 4; ++s) score[std::size_t(s)] = double(v.pub.seats[std::size_t(s)].score) + d[std::size_t(s)];
    score[std::size_t(v.seat)] += tablePot(v, pic.prof->rules);
    if (*std::max_element(score.begin(), score.end()) < 30000) return false;  // the game goes on
    return seatRanks(score, v.pub.firstDealer)[std::size_t(v.seat)] == 4;
}

bool LevelBot::takeWin(const SeatView& v, const Action& a) {
    if (p_.level == Level::Beginner) return true;
    const Picture pic = picture(v);
    if (endsLast(v, a, pic)) return false;
    // A win worth nothing (a ruleset without a minimum, 玉雀's 0 fan) ends
    // the hand for no gain; where the ruleset pays for being tenpai, or a
    // better wait is still to come, playing on is worth more. Without furiten
    // passing it costs nothing later.
    if (pic.prof->rules.furitenOwnDiscards || pic.prof->rules.furitenPassed || pic.wallLeft < 8) return true;
    const Kind k = kindOfId(a.tile);
    if (k >= kNumKinds) return true;
    HandEval he(pic, pic.melds, pic.declared, pic.red, evalFor(pic));
    he.useCache(wins_);
    Counts c = pic.hand;
    if (a.type == ActionType::Ron) ++c[k];
    const double won = he.winValue(c, k, a.type == ActionType::Tsumo);
    if (won > 0) return true;
    --c[k];  // the hand that plays on (13 tiles; after a tsumo, the drawn tile goes)
    return he.value(c) <= 0.05 * pic.prof->typicalValue;
}

// Where four claimed melds pay many plain hands (meldCalls), a call on the
// tile one could win on may be worth more than that small win: the pon
// that turns a ready hand of three melds into a single wait of four. The
// call's discard ends the missed-win lock at once.
std::optional<Action> LevelBot::callOverWin(const SeatView& v, const Action& ron) {
    if (!p_.meldCalls) return std::nullopt;
    bool call = false;
    for (const Action& a : v.legal)
        if (a.type == ActionType::Chi || a.type == ActionType::Pon || a.type == ActionType::Kan) call = true;
    const Kind k = kindOfId(ron.tile);
    if (!call || k >= kNumKinds || profileFor(*v.ruleset, v.options).allMeldsGain < kBigStyleGain) return std::nullopt;
    const Picture pic = picture(v);
    HandEval he(pic, pic.melds, pic.declared, pic.red, evalFor(pic));
    he.useCache(wins_);
    Counts c = pic.hand;
    ++c[k];
    const double won = he.winValue(c, k, false) * pic.ronGain;
    if (won < 0) return std::nullopt;
    const Action a = chooseClaim(v, won * (1 + callMargin(pic)));
    if (a.type == ActionType::Chi || a.type == ActionType::Pon || a.type == ActionType::Kan) return a;
    return std::nullopt;
}

Action LevelBot::chooseTurn(const SeatView& v) {
    const Picture pic = picture(v);
    const int sh = HandEval(pic, pic.melds, pic.declared, pic.red, evalFor(pic)).shanten(pic.hand);
    for (const Action& a : v.legal)
        if (a.type == ActionType::Abort) {
            // 九種九牌-like offers: a hand this far from any winning form is worth abandoning.
            if (sh >= 3) return a;
        }
    Action best = v.legal.front();
    const auto ranked = rankDiscards(v, pic, &best);
    if (ranked.empty()) return best;
    // Kongs: take one when the hand stays as close to winning and (for the
    // stronger levels) it is worth at least as much.
    for (const Action& a : v.legal) {
        if (a.type != ActionType::Ankan && a.type != ActionType::Kakan) continue;
        const Kind k = kindOfId(a.tile);
        std::vector<Meld> melds = pic.melds;
        Counts c = pic.hand;
        if (a.type == ActionType::Ankan) {
            melds.push_back(meldOf(a, v));
            c[k] = std::uint8_t(c[k] - 4);
        } else {
            for (auto& m : melds)
                if (m.type == MeldType::Pon && m.kind == k) m.type = MeldType::Kakan;
            --c[k];
        }
        HandEval he(pic, melds, pic.declared, pic.red, evalFor(pic));
        he.useShapes(threadShapes());
        he.chooseModel(sh);
        const int shK = he.shanten(c);
        if (shK > ranked.front().shanten) continue;
        if (p_.level == Level::Beginner) return a;
        if (pic.threat > p_.kakanThreat && a.type == ActionType::Kakan) continue;  // robbing risk, new dora for others
        const double vk = he.value(c);
        if (vk >= ranked.front().value * 0.98) return a;
    }
    return best;
}

Action LevelBot::chooseClaim(const SeatView& v, double floor) {
    Action pass{ActionType::Pass, std::int8_t(v.seat)};
    for (const Action& a : v.legal)
        if (a.type == ActionType::Pass) pass = a;
    const Picture pic = picture(v);
    HandEval he(pic, pic.melds, pic.declared, pic.red, evalFor(pic));
    he.useCache(wins_);
    const Counts h = pic.hand;
    const int shNow = he.shanten(h);
    // Cheap screen first: which claims bring the hand closer at all. The
    // list's entries (and their meld lists) are kept from one claim to the
    // next: the first `count` are this claim's.
    std::vector<ClaimOption>& options = claimOptions_;
    std::size_t count = 0;
    for (const Action& a : v.legal) {
        if (a.type != ActionType::Chi && a.type != ActionType::Pon && a.type != ActionType::Kan) continue;
        if (count == options.size()) options.emplace_back();
        ClaimOption& o = options[count];
        o.a = &a;
        o.melds.assign(pic.melds.begin(), pic.melds.end());
        o.c = h;
        o.sh = 9;
        o.melds.push_back(meldOf(a, v));
        for (TileId id : a.with)
            if (id != kNoTile) --o.c[kindOfId(id)];
        HandEval e2(pic, o.melds, false, pic.red, evalFor(pic));
        e2.useShapes(threadShapes());
        if (a.type == ActionType::Kan) {
            o.sh = e2.shanten(o.c);
        } else {
            for (int d = 0; d < kNumKinds; ++d) {
                if (!o.c[std::size_t(d)]) continue;
                --o.c[std::size_t(d)];
                o.sh = std::min(o.sh, e2.shanten(o.c));
                ++o.c[std::size_t(d)];
            }
        }
        const bool advances = o.sh < shNow || (a.type == ActionType::Kan && o.sh <= shNow);
        const bool meldPays = p_.meldCalls && shNow == 0 && o.sh == 0 && pic.prof->allMeldsGain >= kBigStyleGain;
        const Kind ck = kindOfId(a.tile);
        const bool honourPon =
            p_.keepPons && a.type == ActionType::Pon && isHonor(ck) && o.sh == shNow && openPaysAsClosed(*pic.prof) &&
            honourFacts(*v.ruleset, v.options, v.seatWind(), v.pub.roundWind, p_.eval.honourMethod)
                    .tripletGain[std::size_t(ck - 27)] > 0;
        if (advances || meldPays || honourPon) ++count;
    }
    if (count == 0) return pass;
    if (p_.level == Level::Beginner) {
        if (rng_.unit() < p_.callChance) return *options[rng_.below(std::uint32_t(count))].a;
        return pass;
    }
    if (pic.declared) return pass;
    // Folding hands do not call.
    if (foldMode(pic, shNow)) return pass;
    const double typical = pic.prof->typicalValue;
    he.setReference(h);
    // Passing keeps shanten shNow, a call that helps is one step closer.
    he.chooseModel(shNow - 1);
    double vPass = he.value(h);
    if (p_.passDanger > 0 && p_.weighDanger && riichiLike(pic) && pic.threat > 0) {
        // Passing defers the discard a call makes now: the passing hand
        // pays for its next one too, the safest tile it can spare.
        if (const std::optional<Spare> spare = safestSpare(he, pic, h, shNow))
            vPass = vPass * (1 - p_.passDanger * pic.dealInProb(spare->kind)) - p_.passDanger * danger(pic, spare->kind, shNow);
    }
    const Action* best = nullptr;
    double bestV = std::max(floor, vPass * (1 + callMargin(pic)) + p_.callFloor * typical);
    for (std::size_t n = 0; n < count; ++n) {
        const ClaimOption& o = options[n];
        // A claim that relates this seat to the discarder (3口) is valued
        // with the relation's gains.
        std::optional<Picture> after;
        if (p_.relations) {
            after = pic;
            after->addClaim(v.pub.lastDiscarder);
        }
        HandEval e2(after ? *after : pic, o.melds, false, pic.red, evalFor(pic));
        e2.useCacheAmong(claimWins_.data(), kClaimCaches, claimNext_);
        e2.setReference(o.c);
        e2.chooseModel(shNow - 1);
        double v2 = -1e18;
        if (o.a->type == ActionType::Kan) {
            v2 = e2.value(o.c);
        } else {
            Counts c = o.c;
            // Every discard's hand is looked up below: their shapes computed together.
            e2.fillShapes(c, heldKinds(c));
            // The discards that give the claim's step back (claimBreaks).
            std::array<bool, kNumKinds> skip{};
            if (p_.claimBreaks >= 0) {
                std::array<std::pair<int, int>, kNumKinds> breaks{};  // (acceptance, kind)
                int nb = 0;
                for (int d = 0; d < kNumKinds; ++d) {
                    if (!c[std::size_t(d)]) continue;
                    --c[std::size_t(d)];
                    if (e2.shanten13(c) > o.sh) breaks[std::size_t(nb++)] = {e2.acceptance(c), d};
                    ++c[std::size_t(d)];
                }
                stableSortFew(breaks.begin(), breaks.begin() + nb,
                                 [](const auto& x, const auto& y) { return x.first > y.first; });
                for (int i = p_.claimBreaks; i < nb; ++i) skip[std::size_t(breaks[std::size_t(i)].second)] = true;
            }
            for (int d = 0; d < kNumKinds; ++d) {
                if (!c[std::size_t(d)] || skip[std::size_t(d)]) continue;
                --c[std::size_t(d)];
                double x = e2.value(c);
                if (p_.weighDanger) x = x * (1 - pic.dealInProb(Kind(d))) - danger(pic, Kind(d), e2.shanten13(c));
                v2 = std::max(v2, x);
                ++c[std::size_t(d)];
            }
        }
        // An open hand defends worse (fewer tiles to fold with).
        if (p_.weighDanger) v2 -= p_.openDefence * pic.threat * typical;
        if (v2 > bestV) {
            bestV = v2;
            best = o.a;
        }
    }
    return best ? *best : pass;
}

}  // namespace

std::unique_ptr<Bot> makeLevelBot(Level level, std::uint64_t seed) { return std::make_unique<LevelBot>(level, seed); }

// "level" or, for tuning in the arena, "level:knob=value:knob=value" with
// the knobs below (unknown knobs or bad numbers make the name invalid).
std::unique_ptr<Bot> makeBot(const std::string& name, std::uint64_t seed) {
    if (name == "simple") return makeSimpleBot(seed);
    // An outside program speaking mjai (ai/mjai/seat.h, docs/mjai.md).
    if (name.rfind("mjai:", 0) == 0) return mjai::makeProcessSeat(name, seed);
    // The fixed yardstick (docs/bots.md, "The yardstick").
    if (name == strong2026_11::kName) return strong2026_11::make(seed);
    const auto colon = name.find(':');
    const std::string level = name.substr(0, colon);
    Params p;
    if (level == "beginner") p = paramsFor(Level::Beginner);
    else if (level == "standard") p = paramsFor(Level::Standard);
    else if (level == "strong") p = paramsFor(Level::Strong);
    else return nullptr;
    std::size_t pos = colon;
    while (pos != std::string::npos) {
        const auto next = name.find(':', pos + 1);
        const std::string kv = name.substr(pos + 1, next == std::string::npos ? std::string::npos : next - pos - 1);
        pos = next;
        const auto eq = kv.find('=');
        if (eq == std::string::npos) return nullptr;
        const std::string k = kv.substr(0, eq);
        double v = 0;
        try {
            std::size_t used = 0;
            v = std::stod(kv.substr(eq + 1), &used);
            if (used != kv.size() - eq - 1) return nullptr;
        } catch (const std::exception&) {
            return nullptr;
        }
        if (k == "playouts") p.eval.playouts = int(v);
        else if (k == "pshr") p.eval.playoutShare = v;
        else if (k == "styles") p.eval.styles = v != 0;
        else if (k == "slack") p.eval.styleSlack = int(v);
        else if (k == "depth") p.eval.maxShanten = int(v);
        else if (k == "nodes") p.eval.maxNodes = int(v);
        else if (k == "ron") p.eval.ronMult = v;
        else if (k == "margin") p.callMargin = v;
        else if (k == "fmargin") p.openFreeMargin = v;
        else if (k == "fspeed") p.openFreeSpeed = v;
        else if (k == "flate") p.openFreeLate = v;
        else if (k == "hpon") p.keepPons = v != 0;
        else if (k == "tanki") p.readAllMelds = v != 0;
        else if (k == "third") p.relationCost = v;
        else if (k == "speed") p.eval.openSpeed = v;
        else if (k == "dw") p.dangerWeight = v;
        else if (k == "late") p.eval.lateHazard = v;
        else if (k == "haz") p.eval.threatHazard = v;
        else if (k == "soft") p.softDanger = v;
        else if (k == "fold1") p.foldOneShantenWall = int(v);
        else if (k == "sure") p.sureThreat = v;
        else if (k == "danger") p.weighDanger = v != 0;
        else if (k == "fold") p.basicFold = v != 0;
        else if (k == "noise") p.noise = v;
        else if (k == "meldcalls") p.meldCalls = v != 0;
        else if (k == "rel") p.relations = v != 0;
        else if (k == "deny") p.eval.denial = v;
        else if (k == "ronopen") p.ronOpen = v;
        else if (k == "brk") p.exactBreaks = int(v);
        else if (k == "brkv") p.breakReady = v;
        else if (k == "brkkey") p.breakKey = v != 0;
        else if (k == "brku") p.lowReadyBreaks = int(v);
        else if (k == "ckeep") p.claimBreaks = v != 0 ? 0 : -1;
        else if (k == "cbrk") p.claimBreaks = int(v);
        else if (k == "hon") p.eval.honourWeight = v;
        else if (k == "hfix") p.eval.honourMethod = v != 0 ? 1 : 0;
        else if (k == "cspeed") p.eval.closedSpeed = v;
        else if (k == "dealer") p.dealerFactor = v;
        else if (k == "kakan") p.kakanThreat = v;
        else if (k == "opendef") p.openDefence = v;
        else if (k == "cfloor") p.callFloor = v;
        else if (k == "read") p.readRiichi = v != 0;
        else if (k == "readall") p.readAll = v != 0;
        else if (k == "rdw") p.riichiDanger = v;
        else if (k == "lead") p.leadDanger = v;
        else if (k == "last") p.lastDanger = v;
        else if (k == "plc") p.placement = v != 0;
        else if (k == "psig") p.place.handSigma = v;
        else if (k == "pfrom") p.placeFrom = int(v);
        else if (k == "slock") p.eval.silentLock = v, p.riichiSilentLock = v;
        else if (k == "ftol") p.foldTolerance = v;
        else if (k == "plast") p.passLastPlaceWin = v != 0;
        else if (k == "wread") p.eval.waitRead = v;
        else if (k == "fbig") p.foldBig = v;
        else if (k == "rd0") p.readyDanger = v;
        else if (k == "rd1") p.oneDanger = v;
        else if (k == "ddora") p.doraDanger = v;
        else if (k == "rron") p.eval.declaredRon = v;
        else if (k == "hcomb") p.eval.combineHazard = v != 0;
        else if (k == "rbonus") p.eval.declareBonus = v;
        else if (k == "oread") p.openRead = int(v);
        else if (k == "vscale") p.valueScale = v;
        else if (k == "dread") p.readDeclaredValue = v != 0;
        else if (k == "tread") p.tenpaiRead = int(v);
        else if (k == "odora") p.openDora = v;
        else if (k == "dscale") p.declaredScale = v;
        else if (k == "fread") p.flushRead = v != 0;
        else if (k == "plock") p.eval.pushLock = v;
        else if (k == "shw") p.shantenDanger = v;
        else if (k == "pmin") p.place.minSigma = v;
        else if (k == "prep") p.place.repeatShare = v;
        else if (k == "pfloor") p.place.floorShare = v;
        else if (k == "pcur") p.place.currentShare = v;
        else if (k == "pext") p.place.extension = v;
        else if (k == "keep") p.keepSafe = v;
        else if (k == "keep0") p.keepReady = v;
        else if (k == "keepn") p.keepTurns = int(v);
        else if (k == "keepb") p.keepBreaks = v != 0;
        else if (k == "ahead") p.ahead = v;
        else if (k == "oscale") p.openScale = v;
        else if (k == "cpass") p.passDanger = v;
        else if (k == "rpref") p.preferDeclare = v;
        else if (k == "rprefw") p.preferDeclareWall = int(v);
        else if (k == "roll") p.rollouts = int(v);
        else if (k == "fitread") p.fitRead = v != 0;
        else if (k == "oyaku") p.openSimples = v;
        else if (k == "rollc") p.rollCands = int(v);
        else if (k == "rsh") p.rollSteps = int(v);
        else if (k == "rdi") p.roll.dealInWeight = v;
        else if (k == "rtol") p.roll.oneStepTolerance = v;
        else if (k == "rlet") p.roll.ronShare = v;
        else if (k == "rrate") p.roll.readyRate = v, p.roll.readyRateOpen = 1.6 * v;
        else if (k == "fcost") p.foldByCost = v != 0;
        else if (k == "foldread") p.foldRead = v != 0;
        else return nullptr;
    }
    auto b = std::make_unique<LevelBot>(p, seed);
    b->setName(name);
    return b;
}

std::vector<std::string> botLevels() { return {"simple", "beginner", "standard", "strong"}; }

Hint hintFor(const SeatView& v) {
    Hint h;
    bool turn = false;
    for (const Action& a : v.legal)
        if (a.type == ActionType::Discard) turn = true;
    if (!turn) return h;
    // The learner's hint is the Strong's choice, as the review's comparison is.
    LevelBot bot(Level::Strong, 1);
    const Picture pic = bot.pictureFor(v);
    Action best = v.legal.front();
    h.discards = bot.rankDiscards(v, pic, &best);
    h.action = best;
    for (const Action& a : v.legal)
        if (a.type == ActionType::Tsumo) h.action = a;
    h.ok = true;
    if (h.action.type == ActionType::Tsumo) {
        h.text = "win: " + formatTile(v.tile(h.action.tile)) + " completes the hand";
        return h;
    }
    const DiscardInfo& d = h.discards.front();
    std::string ks;
    for (std::uint64_t bits = d.useful; bits; bits &= bits - 1)
        ks += (ks.empty() ? "" : " ") + formatKind(Kind(__builtin_ctzll(bits)));
    h.text = "discard " + formatTile(d.tile) + (d.declare ? " and declare" : "") + ": " +
             (d.shanten == 0 ? std::string("tenpai") : std::to_string(d.shanten) + "-shanten") + ", " +
             std::to_string(d.acceptance) + " tiles (" + ks + ")";
    return h;
}

Advice adviceFor(const SeatView& v, Level level) {
    Advice a;
    if (v.legal.empty()) return a;
    LevelBot bot(level, 1);
    bot.clearRanked();
    a.action = bot.choose(v);
    a.discards = bot.lastRanked();
    a.ok = true;
    return a;
}

}  // namespace qe::ai
