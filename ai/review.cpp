#include "review.h"

#include <algorithm>
#include <array>

#include "handhelp.h"
#include "levels.h"

namespace qe::ai {

namespace {

// A call's own tiles by kind, in order (-1 for an unused place).
std::array<int, 3> withKinds(const Action& a) {
    std::array<int, 3> ks{-1, -1, -1};
    for (std::size_t i = 0; i < ks.size(); ++i)
        if (a.with[i] != kNoTile) ks[i] = kindOfId(a.with[i]);
    std::sort(ks.begin(), ks.end());
    return ks;
}

ReviewChoice choiceOf(const SeatView& v, const Action& a, const std::vector<DiscardInfo>& ranked) {
    ReviewChoice c;
    c.action = a;
    if (a.tile != kNoTile) c.tile = v.tile(a.tile);
    for (TileId id : a.with)
        if (id != kNoTile) c.with.push_back(v.tile(id));
    if (a.type == ActionType::Discard) {
        // The Strong bot's own figures for this discard, where it ranked it.
        for (const DiscardInfo& d : ranked)
            if (d.tile == c.tile && d.declare == (a.declare != 0)) {
                c.figures = true;
                c.shanten = d.shanten;
                c.acceptance = d.acceptance;
                c.dealIn = d.dealIn;
                c.valueKnown = true;
                c.value = d.value;
                return c;
            }
    }
    const ActionFigures f = figuresAfter(v, a);
    c.figures = f.known;
    c.shanten = f.shanten;
    c.acceptance = f.acceptance;
    return c;
}

}  // namespace

bool sameChoice(const SeatView& v, const Action& a, const Action& b) {
    if (a.type != b.type || a.declare != b.declare) return false;
    switch (a.type) {
        case ActionType::Discard: return v.tile(a.tile) == v.tile(b.tile);
        case ActionType::Chi:
        case ActionType::Pon:
        case ActionType::Kan: return withKinds(a) == withKinds(b);
        case ActionType::Ankan:
        case ActionType::Kakan: return kindOfId(a.tile) == kindOfId(b.tile);
        case ActionType::Abort: return a.code == b.code;
        default: return true;
    }
}

Review reviewHand(const Table& game, int player, int handNumber) {
    Review r;
    r.player = player;
    r.handNumber = handNumber;
    if (player < 0 || player > 3) {
        r.error = "player: must be 0..3";
        return r;
    }
    // From the game's start: its seed, or the walls it was dealt (a scripted
    // deal, an imported log).
    const std::unique_ptr<Table> start = game.startOver();
    Table& replay = *start;
    const auto& log = game.log();
    bool found = false;
    try {
        for (std::size_t i = 0; i < log.size(); ++i) {
            const Action& a = log[i];
            const PublicState& pub = replay.pub();
            if (pub.handNumber > handNumber) break;
            const int seat = pub.placeOf[std::size_t(player)];
            if (pub.handNumber == handNumber && (pub.phase == Phase::Turn || pub.phase == Phase::Claim) &&
                a.seat == seat) {
                found = true;
                r.seat = seat;
                const SeatView v = replay.view(seat);
                if (v.legal.size() >= 2) {
                    ++r.decisions;
                    const Advice adv = adviceFor(v, Level::Strong);
                    if (adv.ok && !sameChoice(v, a, adv.action)) {
                        ReviewTurn t;
                        t.logIndex = int(i);
                        t.decision = r.decisions;
                        t.discards = replay.discardsThisHand();
                        t.claim = pub.phase == Phase::Claim;
                        t.played = choiceOf(v, a, adv.discards);
                        t.strong = choiceOf(v, adv.action, adv.discards);
                        r.turns.push_back(std::move(t));
                    }
                }
            }
            replay.apply(a);
        }
    } catch (const std::exception& e) {
        r.error = std::string("the game's log does not replay from its seed: ") + e.what();
        return r;
    }
    if (!found) {
        r.error = "hand " + std::to_string(handNumber) + ": the player made no decision in it";
        return r;
    }
    r.ok = true;
    return r;
}

}  // namespace qe::ai
