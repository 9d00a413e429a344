#include "picture.h"

#include <algorithm>

namespace qe::ai {

namespace {

// How likely a tenpai hand waits on kind `k`, from the shapes that could wait
// on it and how many of their tiles this seat cannot see. A shape whose tiles
// are all visible cannot exist, so in a ruleset without furiten the only safe
// tiles are those nobody can be waiting on; with furiten (`furiten`: `safe`
// holds what it rules out) a seat's safe kinds also rule out the two-sided
// waits they belong to (suji). `riverFuriten`: its own discards are among them.
// The shapes' part of the weights (before a seat's safe and discarded kinds
// are applied): the same for every seat where there is no furiten.
void waitShapes(const Counts& u, const std::array<bool, kNumKinds>& safe, bool furiten,
                std::array<double, kNumKinds>& out) {
    std::array<double, kNumKinds> ud;  // the counts as doubles, converted once
    for (int k = 0; k < kNumKinds; ++k) ud[std::size_t(k)] = u[std::size_t(k)];
    for (int k = 0; k < kNumKinds; ++k) {
        double w = 0;
        const double uk = ud[std::size_t(k)];
        // A single wait (tanki) needs one copy in the hand; a pair wait two.
        w += 0.25 * uk;
        w += 0.35 * uk * (uk - 1) / 2;
        // Pairs and single waits are kept on honours and terminals far more
        // than on middle tiles (they are what a hand holds as its pair, and
        // what a single wait is moved to); measured against self-play waits
        // the plain counts read them three and two times too safe.
        if (isHonor(Kind(k))) w *= 3.5;
        else if (isTerminal(Kind(k))) w *= 2;
        if (isNumber(Kind(k))) {
            const int n = numberOf(Kind(k));
            auto U = [&](int d) { return ud[std::size_t(k + d)]; };
            auto isSafe = [&](int d) { return furiten && safe[std::size_t(k + d)]; };
            if (n <= 6 && !isSafe(3)) w += U(1) * U(2);          // 23 waiting 1-4 (k low end)
            if (n == 7) w += 0.5 * U(1) * U(2);                  // 89 waiting 7
            if (n >= 4 && !isSafe(-3)) w += U(-1) * U(-2);       // 56 waiting 4-7 (k high end)
            if (n == 3) w += 0.5 * U(-1) * U(-2);                // 12 waiting 3
            if (n >= 2 && n <= 8) w += 0.5 * U(-1) * U(1);       // 46 waiting 5
        }
        out[std::size_t(k)] = w;
    }
}

void waitWeights(const std::array<double, kNumKinds>& shapes, const std::array<bool, kNumKinds>& safe, bool furiten,
                 bool riverFuriten, const std::array<bool, kNumKinds>& discarded, std::array<double, kNumKinds>& out) {
    double total = 0;
    for (int k = 0; k < kNumKinds; ++k) {
        double w = shapes[std::size_t(k)];
        if (furiten && safe[std::size_t(k)]) w = 0;
        // Without furiten on its own river a discarded kind can still be a
        // wait; players tend to keep what they wait on, so it is only less likely.
        if (!riverFuriten && discarded[std::size_t(k)]) w *= 0.6;
        out[std::size_t(k)] = w;
        total += w;
    }
    // About 1.7 kinds per wait on average.
    const double scale = total > 0 ? 1.7 / total : 0;
    for (auto& x : out) x = std::min(0.95, x * scale);
}

}  // namespace

Picture makePicture(const SeatView& v, bool relations, double dealerFactor, double allMeldsRead) {
    Picture p;
    p.view = &v;
    p.prof = &profileFor(*v.ruleset, v.options);
    p.seat = v.seat;
    p.hand = v.handCounts();
    const auto& me = v.pub.seats[std::size_t(v.seat)];
    for (const auto& m : me.melds) {
        p.melds.push_back(m.meld);
        if (m.meld.isOpen()) p.closed = false;
    }
    for (TileId id : v.own.hand)
        if (v.config.wall.set.isRed(id)) ++p.red[std::size_t(kindOfId(id) / 9)];
    for (const auto& d : me.river) {
        if (d.tile.kind < kNumKinds) p.ownDiscards[d.tile.kind] = true;
        if (d.declare) p.declared = true;
    }
    const Counts seen = v.seenCounts(p.hand);
    int total = 0;
    for (int k = 0; k < kNumKinds; ++k) {
        const int u = std::max(0, 4 - int(seen[std::size_t(k)]));
        p.unseen[std::size_t(k)] = std::uint8_t(u);
        total += u;
    }
    p.unseenTotal = std::max(1, total);
    p.wallLeft = v.pub.wall.liveRemaining;
    // Own draws: one in four of the remaining live tiles, counting from the seat after the turn.
    const int ahead = (v.seat - v.pub.turn + 4) % 4;
    p.drawsLeft = std::max(0, (p.wallLeft - (ahead == 0 ? 4 : ahead) + 4) / 4);
    for (const auto& [idx, id] : v.pub.wall.revealed) p.dora.push_back(v.tile(id));

    // Furiten bookkeeping from the public log (RuleFacts): a seat cannot win
    // on what it discarded, on what passed since its own last discard, and
    // after its declaration on anything that passed.
    const RuleFacts& rules = p.prof->rules;
    const bool furiten = rules.furitenOwnDiscards || rules.furitenPassed;
    std::array<bool, 4> declaredNow{};
    std::array<std::array<bool, kNumKinds>, 4> temp{};
    std::array<std::array<bool, kNumKinds>, 4> perm{};
    // Without furiten the log tells nothing the bots read.
    if (furiten) {
        for (const Event& e : v.pub.log) {
            if (e.type != EventType::Discard || e.seat < 0 || e.tile == kNoTile) continue;
            const Kind k = kindOfId(e.tile);
            if (k >= kNumKinds) continue;
            const auto s = std::size_t(e.seat);
            perm[s][k] = true;
            // Its own discard ends a seat's temporary furiten, except under a declaration.
            if (!declaredNow[s]) temp[s].fill(false);
            if (e.code) declaredNow[s] = true;
            for (std::size_t o = 0; o < 4; ++o)
                if (o != s) temp[o][k] = true;
        }
    }
    const double typical = p.prof->typicalValue;
    p.ronGain = rules.ronGain;
    p.tsumoGain = rules.tsumoGain;
    if (rules.relationClaims > 0)
        for (int s = 0; s < 4; ++s)
            for (const MeldRec& m : v.pub.seats[std::size_t(s)].melds)
                if (m.fromSeat >= 0 && m.fromSeat != s) ++p.claims[std::size_t(s)][std::size_t(m.fromSeat)];
    // How likely each kind is a wait, by the shapes the unseen tiles allow
    // (how many of each kind this seat cannot see and, with furiten, what
    // the waiting seat could not win on).
    std::array<double, kNumKinds> shapes;
    if (!furiten) waitShapes(p.unseen, {}, false, shapes);
    for (int i = 0; i < 3; ++i) {
        Opponent& o = p.opp[std::size_t(i)];
        o.seat = (v.seat + 1 + i) % 4;
        const auto& ps = v.pub.seats[std::size_t(o.seat)];
        for (const auto& m : ps.melds)
            if (m.meld.isOpen()) ++o.openMelds;
        for (const auto& d : ps.river) {
            if (d.declare) o.declared = true;
            if (d.tile.kind < kNumKinds) o.discarded[d.tile.kind] = true;
        }
        const double turns = double(ps.river.size());
        // Tenpai chances measured against the truth in self-play of Strong
        // bots (riichi and 玉雀, 500 deals): the earlier linear guesses read
        // two to ten times too much threat into quiet hands, and every
        // discard then paid for it.
        if (o.declared) {
            o.tenpai = 1.0;
        } else if (o.openMelds >= 4) {
            o.tenpai = 0.95;
        } else if (o.openMelds == 3) {
            o.tenpai = std::min(0.95, 0.3 + 0.04 * turns);
        } else if (o.openMelds == 2) {
            o.tenpai = std::min(0.85, 0.04 + 0.035 * turns);
        } else if (o.openMelds == 1) {
            o.tenpai = std::min(0.6, 0.0013 * turns * turns);
        } else if (!rules.declareWord.empty()) {
            // Where a declaration exists a closed hand that is ready mostly
            // declares; one that has not is rarely ready before the late turns.
            const double t = std::max(0.0, turns - 8);
            o.tenpai = std::min(0.5, 0.0025 * t * t);
        } else {
            const double t = std::max(0.0, turns - 2);
            o.tenpai = std::min(0.5, 0.001 * t * t);
        }
        double val = o.openMelds > 0 && p.prof->meanOpen > 0 ? p.prof->meanOpen : typical;
        if (o.declared && p.prof->meanDeclared > 0) val = p.prof->meanDeclared * 1.25;  // plus ura, ippatsu
        if (o.seat == v.pub.dealer) val *= dealerFactor;
        o.value = val * rules.dealInShare;
        if (relations && p.relatedSeats(v.seat, o.seat)) {
            // shanghai.md "Payments" (3口): a related seat pays more on a
            // win between the two, either way.
            o.related = true;
            o.value += val * rules.relationRonExtra;
            p.ronGain += rules.relationRonExtra;
            p.tsumoGain += rules.relationTsumoShares - 1;
        }
        if (furiten) {
            for (int k = 0; k < kNumKinds; ++k)
                o.safe[std::size_t(k)] = (rules.furitenOwnDiscards && perm[std::size_t(o.seat)][std::size_t(k)]) ||
                                         (rules.furitenPassed && temp[std::size_t(o.seat)][std::size_t(k)]);
        }
        if (furiten) waitShapes(p.unseen, o.safe, true, shapes);
        waitWeights(shapes, o.safe, furiten, rules.furitenOwnDiscards, o.discarded, o.waitProb);
        if (allMeldsRead > 0 && p.prof->allMeldsGain >= allMeldsRead && ps.melds.size() >= 4) {
            // Four melds: one tile in hand, a single wait on its pair, paid
            // as the profile found (shanghai.md "Winning types", 大吊车). The
            // held copy and the one it waits for are both unseen.
            double weight = 0;
            for (int k = 0; k < kNumKinds; ++k) {
                const double u = p.unseen[std::size_t(k)];
                const bool safe = furiten && o.safe[std::size_t(k)];
                o.waitProb[std::size_t(k)] = safe ? 0.0 : u * (u - 1);
                weight += o.waitProb[std::size_t(k)];
            }
            for (auto& x : o.waitProb) x = weight > 0 ? x / weight : 0.0;
            o.value = std::max(o.value, p.prof->meanOpen * p.prof->validOpen * p.prof->allMeldsGain * rules.dealInShare);
        }
        p.threat += o.tenpai;
    }
    return p;
}

bool Picture::relatedSeats(int a, int b) const {
    const int n = prof->rules.relationClaims;
    if (n <= 0 || a < 0 || b < 0 || a > 3 || b > 3 || a == b) return false;
    return claims[std::size_t(a)][std::size_t(b)] >= n || claims[std::size_t(b)][std::size_t(a)] >= n;
}

void Picture::addClaim(int from) {
    if (prof->rules.relationClaims <= 0 || from < 0 || from > 3 || seat < 0 || seat > 3 || from == seat) return;
    const bool before = relatedSeats(seat, from);
    ++claims[std::size_t(seat)][std::size_t(from)];
    if (before || !relatedSeats(seat, from)) return;
    lockRiskCache = -1;
    const RuleFacts& rules = prof->rules;
    ronGain += rules.relationRonExtra;
    tsumoGain += rules.relationTsumoShares - 1;
    for (auto& o : opp)
        if (o.seat == from) {
            o.related = true;
            o.value += o.value / std::max(1e-9, rules.dealInShare) * rules.relationRonExtra;
        }
}

double Picture::lockRisk() const {
    if (lockRiskCache >= 0) return lockRiskCache;
    double risk = 0;
    for (const auto& o : opp) {
        double w = 0;
        for (int k = 0; k < kNumKinds; ++k) w += unseen[std::size_t(k)] * o.waitProb[std::size_t(k)];
        risk += o.tenpai * w / std::max(1, unseenTotal) * o.value;
    }
    lockRiskCache = risk;
    return risk;
}

double Picture::dealInProb(Kind k) const {
    if (k >= kNumKinds) return 0;
    double miss = 1;
    for (const auto& o : opp) miss *= 1 - o.tenpai * o.waitProb[k];
    return 1 - miss;
}

double Picture::dealInCost(Kind k) const {
    if (k >= kNumKinds) return 0;
    double c = 0;
    for (const auto& o : opp) c += o.tenpai * o.waitProb[k] * o.value;
    return c;
}

}  // namespace qe::ai
