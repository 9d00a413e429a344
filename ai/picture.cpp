#include "picture.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <utility>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace qe::ai {

namespace {

// A kind's single and pair part of the weight (tanki needs one copy in the
// hand, a pair wait two): 0.25 u + 0.35 u (u - 1) / 2 for u unseen copies,
// times 3.5 for an honour and 2 for a terminal. Pairs and single waits are
// kept on honours and terminals far more than on middle tiles (they are
// what a hand holds as its pair, and what a single wait is moved to);
// measured against self-play waits the plain counts read them three and two
// times too safe. `cls`: 0 middle, 1 terminal, 2 honour.
double singleWeight(int u, int cls) {
    const double uk = u;
    double w = 0;
    w += 0.25 * uk;
    w += 0.35 * uk * (uk - 1) / 2;
    if (cls == 2) w *= 3.5;
    else if (cls == 1) w *= 2;
    return w;
}

// singleWeight for the counts a seat can have unseen (0..4), worked out once:
// the same operations, so the same doubles.
struct SingleWeights {
    std::array<std::array<double, 5>, 3> v{};
    SingleWeights() {
        for (int cls = 0; cls < 3; ++cls)
            for (int u = 0; u <= 4; ++u) v[std::size_t(cls)][std::size_t(u)] = singleWeight(u, cls);
    }
    double operator()(int u, int cls) const {
        return u <= 4 ? v[std::size_t(cls)][std::size_t(u)] : singleWeight(u, cls);
    }
};
const SingleWeights kSingle;

// Number N (1..9) of a suit whose counts start at `c`: its single and pair
// part, then the run waits it completes, added in this order. `pairs[i]` is
// c[i] c[i + 1] and `gaps[i]` c[i] c[i + 2] as doubles: products of whole
// counts, each the same double as the product of the counts as doubles.
template <int N>
void numberShape(const std::uint8_t* c, const double* pairs, const double* gaps, const bool* safe, bool furiten,
                 double* out) {
    constexpr int i = N - 1;
    double w = kSingle(c[i], N == 1 || N == 9 ? 1 : 0);
    if constexpr (N <= 6)
        if (!(furiten && safe[i + 3])) w += pairs[i + 1];  // 23 waiting 1-4 (the low end)
    if constexpr (N == 7) w += 0.5 * pairs[i + 1];          // 89 waiting 7
    if constexpr (N >= 4)
        if (!(furiten && safe[i - 3])) w += pairs[i - 2];  // 56 waiting 4-7 (the high end)
    if constexpr (N == 3) w += 0.5 * pairs[i - 2];          // 12 waiting 3
    if constexpr (N >= 2 && N <= 8) w += 0.5 * gaps[i - 1];  // 46 waiting 5
    out[i] = w;
}

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
    for (int suit = 0; suit < 3; ++suit) {
        const std::uint8_t* c = u.data() + 9 * suit;
        std::array<double, 8> pairs;
        std::array<double, 7> gaps;
        for (int i = 0; i < 8; ++i) pairs[std::size_t(i)] = double(int(c[i]) * int(c[i + 1]));
        for (int i = 0; i < 7; ++i) gaps[std::size_t(i)] = double(int(c[i]) * int(c[i + 2]));
        const bool* sf = safe.data() + 9 * suit;
        double* o = out.data() + 9 * suit;
        [&]<int... I>(std::integer_sequence<int, I...>) {
            (numberShape<I + 1>(c, pairs.data(), gaps.data(), sf, furiten, o), ...);
        }(std::make_integer_sequence<int, 9>{});
    }
    for (int k = 27; k < kNumKinds; ++k) out[std::size_t(k)] = kSingle(u[std::size_t(k)], 2);
}

void waitWeights(const std::array<double, kNumKinds>& shapes, const std::array<bool, kNumKinds>& safe, bool furiten,
                 bool riverFuriten, const std::array<bool, kNumKinds>& discarded, std::array<double, kNumKinds>& out) {
    // Without furiten on its own river a discarded kind can still be a
    // wait; players tend to keep what they wait on, so it is only less likely.
    auto weight = [&](std::size_t k) {
        double w = shapes[k];
        if (furiten && safe[k]) w = 0;
        if (!riverFuriten && discarded[k]) w *= 0.6;
        return out[k] = w;
    };
    // Two kinds a round, summed in order.
    static_assert(kNumKinds % 2 == 0);
    double total = 0;
    for (std::size_t k = 0; k < out.size(); k += 2) {
        total += weight(k);
        total += weight(k + 1);
    }
    // About 1.7 kinds per wait on average.
    const double scale = total > 0 ? 1.7 / total : 0;
#if defined(__SSE2__)
    // Two at a time: MINPD(x, c) is x < c ? x : c, std::min(0.95, x) exactly
    // (NaN and zeros included).
    const __m128d by = _mm_set1_pd(scale), cap = _mm_set1_pd(0.95);
    for (std::size_t k = 0; k < out.size(); k += 2)
        _mm_storeu_pd(out.data() + k, _mm_min_pd(_mm_mul_pd(_mm_loadu_pd(out.data() + k), by), cap));
#else
    for (auto& x : out) x = std::min(0.95, x * scale);
#endif
}

}  // namespace

double tablePot(const SeatView& v, const RuleFacts& rules) {
    if (rules.potCounter.empty()) return 0;
    const auto it = v.pub.counters.find(rules.potCounter);
    return it != v.pub.counters.end() ? std::max(0.0, double(it->second)) : 0.0;
}

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

void readDeclared(Picture& p, bool all) {
    if (!p.prof || !p.prof->rules.furitenOwnDiscards) return;
    p.lockRiskCache = -1;
    const Counts& u = p.unseen;
    // A pair or single wait needs copies left: none, one, two or more.
    auto copies = [&](int k) {
        const int n = u[std::size_t(k)];
        return n == 0 ? 0.0 : n == 1 ? 0.45 : n == 2 ? 0.8 : 1.0;
    };
    for (auto& o : p.opp) {
        if (!o.declared && !all) continue;
        for (int k = 0; k < kNumKinds; ++k) {
            double r = 0;
            if (o.safe[std::size_t(k)]) {
                r = 0;
            } else if (isHonor(Kind(k))) {
                // Only a pair (shanpon) or a single wait: by the copies left.
                const int n = u[std::size_t(k)];
                r = n <= 0 ? 0.0 : n == 1 ? 0.015 : n == 2 ? 0.05 : 0.07;
            } else {
                const int n = numberOf(Kind(k));
                const int base = k - (n - 1);  // the suit's 1
                auto un = [&](int m) { return m >= 1 && m <= 9 ? int(u[std::size_t(base + m - 1)]) : 0; };
                auto safeAt = [&](int m) { return m >= 1 && m <= 9 && o.safe[std::size_t(base + m - 1)]; };
                // Two-sided waits through k: the shape below (n-2, n-1,
                // waiting n-3 and n) and the one above (n+1, n+2, waiting
                // n and n+3). A side is gone where its other wait is safe
                // (suji) or a shape tile is all in sight (kabe); halved
                // where one copy is left (one-chance).
                const double per = (n == 1 || n == 9) ? 0.04 : (n == 2 || n == 8) ? 0.05 : (n == 3 || n == 7) ? 0.065 : 0.045;
                auto side = [&](int a, int b, int other) {
                    if (a < 1 || b > 9 || other < 1 || other > 9) return 0.0;
                    if (safeAt(other)) return 0.0;
                    const int m = std::min(un(a), un(b));
                    return m == 0 ? 0.0 : m == 1 ? 0.5 * per : per;
                };
                r = side(n - 2, n - 1, n - 3) + side(n + 1, n + 2, n + 3);
                // Closed waits, edge waits, pairs and single waits on k.
                const double rest = (n == 1 || n == 9) ? 0.02 : (n == 2 || n == 8) ? 0.03 : 0.04;
                r += rest * copies(k);
            }
            o.waitProb[std::size_t(k)] = std::min(0.95, r);
        }
    }
}

bool valueHonour(const SeatView& v, int seat, Kind k) {
    if (!isHonor(k)) return false;
    const int wind = int(k) - int(kEast);
    return isDragon(k) || wind == v.pub.seatWind(seat) || wind == v.pub.roundWind;
}

void readOpenSimples(Picture& p, double factor) {
    if (!p.view || !p.prof || !p.prof->rules.furitenOwnDiscards) return;
    const SeatView& v = *p.view;
    for (auto& o : p.opp) {
        if (o.openMelds == 0 || o.declared) continue;
        bool simples = true;
        for (const auto& m : v.pub.seats[std::size_t(o.seat)].melds)
            for (TileId id : m.ids)
                if (isHonor(kindOfId(id)) || isTerminal(kindOfId(id))) simples = false;
        if (!simples) continue;
        for (int k = 0; k < kNumKinds; ++k) {
            const Kind kind = Kind(k);
            if (!isHonor(kind) && !isTerminal(kind)) continue;
            o.waitProb[std::size_t(k)] *= valueHonour(v, o.seat, kind) ? 0.5 * (1 + factor) : factor;
        }
        p.lockRiskCache = -1;
    }
}

void readTenpai(Picture& p, bool relative, bool openOnly) {
    if (!p.view || !p.prof || !p.prof->rules.furitenOwnDiscards || p.prof->rules.declareWord.empty()) return;
    // Coefficients by open melds (0..3): constant, discards t, t^2/10,
    // trailing run of drawn-tile discards (at most 3), hand-discards among
    // the last three.
    struct Curve {
        double c, t, t2, run, hand;
        double meanRun, meanHand;  // over rivers of six discards or more
    };
    static constexpr std::array<Curve, 4> kCurves{{
        {-8.3151, 0.7462, -0.1627, -0.1153, -0.3705, 0.63, 1.9},
        {-2.9682, 0.3163, -0.0609, 0.0007, -0.4899, 0.71, 1.79},
        {-1.6413, 0.2428, -0.0437, 0.1651, -0.2716, 1.07, 1.46},
        {-0.0482, 0.1600, 0.0, 0.0, -0.3994, 1.34, 1.24},
    }};
    p.threat = 0;
    p.lockRiskCache = -1;
    for (auto& o : p.opp) {
        if (!o.declared && o.openMelds < 4 && (o.openMelds > 0 || !openOnly)) {
            const auto& river = p.view->pub.seats[std::size_t(o.seat)].river;
            const double t = std::min<double>(20, double(river.size()));
            int run = 0, hand = 0;
            for (std::size_t i = river.size(); i-- > 0;) {
                if (!river[i].tsumogiri) break;
                ++run;
            }
            for (std::size_t i = river.size(), n = 0; i-- > 0 && n < 3; ++n)
                if (!river[i].tsumogiri) ++hand;
            const Curve& k = kCurves[std::size_t(std::min(o.openMelds, 3))];
            const double pace = k.c + k.t * t + k.t2 * t * t / 10;
            const double z = pace + k.run * std::min(run, 3) + k.hand * hand;
            if (relative) {
                const double zMean = pace + k.run * k.meanRun + k.hand * k.meanHand;
                o.tenpai = std::min(0.95, o.tenpai * (1 + std::exp(-zMean)) / (1 + std::exp(-z)));
            } else {
                o.tenpai = std::min(0.95, 1 / (1 + std::exp(-z)));
            }
        }
        p.threat += o.tenpai;
    }
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
