#include "rollout.h"

#include <algorithm>
#include <array>
#include <span>

#include "handeval.h"

namespace qe::ai {

namespace {

using Mask = std::uint64_t;
constexpr Mask bit(int k) { return Mask(1) << k; }

// One seat's waits, each kind in with the picture's chance that it is
// among them (riichi's waits are one to three kinds; the chances' sum is
// their expected count). Never empty: a ready hand waits on something.
Mask sampleWaits(const Opponent& o, Rng& rng) {
    for (int tries = 0; tries < 8; ++tries) {
        Mask m = 0;
        for (int k = 0; k < kNumKinds; ++k) {
            const double p = o.waitProb[std::size_t(k)];
            if (p > 0 && rng.unit() < p) m |= bit(k);
        }
        if (m) return m;
    }
    int best = 0;
    for (int k = 1; k < kNumKinds; ++k)
        if (o.waitProb[std::size_t(k)] > o.waitProb[std::size_t(best)]) best = k;
    return bit(best);
}

// One dealt playout: what every candidate plays against.
struct Deal {
    std::vector<Kind> wall;           // the live wall in drawing order
    std::vector<float> uRon, uReady;  // per draw: a discard's win accepted, a seat becoming ready
    std::array<bool, 3> ready{};      // each other seat ready now
    std::array<Mask, 3> waits{};      // its waits now, or once it becomes ready
};

class Playout {
public:
    Playout(const Picture& pic, const RolloutConfig& cfg) : pic_(pic), cfg_(cfg) {
        for (int i = 0; i < 3; ++i) slot_[std::size_t((pic.opp[std::size_t(i)].seat - pic.seat + 4) % 4)] = i;
        pot_ = tablePot(*pic.view, pic.prof->rules);
        dealer_ = pic.view->pub.dealer;
    }

    double play(const Deal& d, RolloutCandidate& cand) {
        HandEval& he = *cand.eval;
        std::array<bool, 3> ready = d.ready;
        std::array<bool, kNumKinds> passed{};  // kinds seen let go since now
        Mask river = 0;
        for (int k = 0; k < kNumKinds; ++k)
            if (pic_.ownDiscards[std::size_t(k)]) river |= bit(k);
        const double stake = cand.declare ? pic_.prof->rules.declareCost : 0.0;
        Counts c = cand.hand;
        std::uint64_t shape = he.shapeBits(c);
        int sh = int(shape >> 56) - 1;
        // A hand two steps away or more folds from the start, as after any
        // later change of its hand (docs/bots.md, "Playouts").
        bool folding = cand.fold || sh >= 2;

        auto seen = [&](Kind k) { passed[std::size_t(k)] = true; };
        // The seat's read of a tile now: the picture's chance, none once
        // the kind was let go since (a declared seat cannot win on it then;
        // the others are read the same, as a soft read).
        auto danger = [&](Kind k) { return passed[std::size_t(k)] ? 0.0 : pic_.dealInProb(k); };
        auto safest = [&](const Counts& h) {
            Kind best{};
            double least = 2;
            for (int k = 0; k < kNumKinds; ++k) {
                if (!h[std::size_t(k)]) continue;
                const double dk = danger(Kind(k));
                if (dk < least) {
                    least = dk;
                    best = Kind(k);
                }
            }
            return best;
        };
        // A discard by the seat: the first ready seat after it on that kind wins.
        auto dealsIn = [&](Kind k) -> double {
            for (int off = 1; off <= 3; ++off) {
                const int i = slot_[std::size_t(off)];
                if (ready[std::size_t(i)] && (d.waits[std::size_t(i)] & bit(k)))
                    return -cfg_.dealInWeight * pic_.opp[std::size_t(i)].value;
            }
            return 1;  // no win
        };
        auto loseShare = [&](int i) {
            const int s = pic_.opp[std::size_t(i)].seat;
            if (s == dealer_) return 1.0 / 3;
            return pic_.seat == dealer_ ? 0.5 : 0.25;
        };
        auto won = [&](Kind k, bool tsumo) -> double {
            Counts c14 = c;
            ++c14[std::size_t(k)];
            const double v = he.winValue(c14, k, tsumo);
            if (v <= 0) return -1;
            return v * (tsumo ? pic_.tsumoGain : pic_.ronGain) + pot_;
        };
        auto setHand = [&]() {
            shape = he.shapeBits(c);
            sh = int(shape >> 56) - 1;
            if (sh >= 2) folding = true;
        };

        // The candidate's discard now.
        {
            const double r = dealsIn(cand.discard);
            if (r <= 0) return r;  // the declaration's deposit is not paid
            river |= bit(cand.discard);
            seen(cand.discard);
        }
        const std::size_t n = d.wall.size();
        for (std::size_t at = 0; at < n; ++at) {
            const int off = int(at % 4) + 1;  // the seat to draw, counted from this one
            const Kind x = d.wall[at];
            if (off <= 3) {
                const int i = slot_[std::size_t(off)];
                if (!ready[std::size_t(i)]) {
                    const double rate = pic_.opp[std::size_t(i)].openMelds > 0 ? cfg_.readyRateOpen : cfg_.readyRate;
                    if (d.uReady[at] < rate) ready[std::size_t(i)] = true;
                } else if (d.waits[std::size_t(i)] & bit(x)) {
                    return -stake - loseShare(i) * pic_.opp[std::size_t(i)].value;
                }
                // Its discard: the first seat after it that is ready on it
                // and would see it let go wins.
                if (d.uRon[at] < cfg_.ronShare)
                    for (int step = 1; step <= 3; ++step) {
                        const int o = (off + step) % 4;
                        if (o == 0) {
                            if (sh == 0 && (shape & bit(x)) && !(river & bit(x))) {
                                const double v = won(x, false);
                                if (v >= 0) return v;
                            }
                            continue;
                        }
                        const int j = slot_[std::size_t(o)];
                        if (ready[std::size_t(j)] && (d.waits[std::size_t(j)] & bit(x))) return -stake;
                    }
                seen(x);
                continue;
            }
            // The seat's own draw.
            if (sh == 0 && (shape & bit(x))) {
                const double v = won(x, true);
                if (v >= 0) return v;
            }
            Counts c14 = c;
            ++c14[std::size_t(x)];
            Kind out = x;
            if (cand.declare || (sh == 0 && !folding)) {
                out = x;  // a ready hand plays its draws out
            } else if (!folding && sh == 1 && (shape & bit(x))) {
                // The draw brings it ready: part with the safest tile that keeps it so.
                double least = 2;
                for (int k = 0; k < kNumKinds; ++k) {
                    if (!c14[std::size_t(k)]) continue;
                    Counts t = c14;
                    --t[std::size_t(k)];
                    if (he.shanten13(t) != 0) continue;
                    const double dk = danger(Kind(k));
                    if (dk < least) {
                        least = dk;
                        out = Kind(k);
                    }
                }
            } else if (!folding && danger(x) <= cfg_.oneStepTolerance) {
                out = x;
            } else {
                out = safest(c14);
            }
            if (out != x) {
                c = c14;
                --c[std::size_t(out)];
                setHand();
            }
            const double r = dealsIn(out);
            if (r <= 0) return r - stake;
            river |= bit(out);
            seen(out);
        }
        // An exhausted wall: the ready hands share the payments of the others.
        int readyCount = sh == 0 ? 1 : 0;
        for (bool r : ready) readyCount += r ? 1 : 0;
        if (readyCount == 0 || readyCount == 4) return -stake;
        return -stake + (sh == 0 ? cfg_.readyPayment / readyCount : -cfg_.readyPayment / (4 - readyCount));
    }

private:
    const Picture& pic_;
    const RolloutConfig& cfg_;
    std::array<int, 4> slot_{};  // the opponent index of the seat `off` places after this one
    double pot_ = 0;
    int dealer_ = 0;
};

}  // namespace

std::vector<double> rolloutValues(const Picture& pic, std::vector<RolloutCandidate>& cands, const RolloutConfig& cfg) {
    std::vector<double> sum(cands.size(), 0.0);
    if (cands.empty() || cfg.playouts <= 0) return sum;
    std::vector<Kind> pool;
    for (int k = 0; k < kNumKinds; ++k)
        for (int i = 0; i < int(pic.unseen[std::size_t(k)]); ++i) pool.push_back(Kind(k));
    const std::size_t wallLen = std::min(pool.size(), std::size_t(std::max(0, pic.wallLeft)));
    Playout play(pic, cfg);
    Deal d;
    Rng rng(cfg.seed ^ 0x5851f42d4c957f2dULL);
    for (int r = 0; r < cfg.playouts; ++r) {
        rng.shuffle(std::span<Kind>(pool));
        d.wall.assign(pool.begin(), pool.begin() + std::ptrdiff_t(wallLen));
        d.uRon.resize(wallLen);
        d.uReady.resize(wallLen);
        for (std::size_t i = 0; i < wallLen; ++i) {
            d.uRon[i] = float(rng.unit());
            d.uReady[i] = float(rng.unit());
        }
        for (int i = 0; i < 3; ++i) {
            const Opponent& o = pic.opp[std::size_t(i)];
            d.ready[std::size_t(i)] = o.declared || rng.unit() < o.tenpai;
            d.waits[std::size_t(i)] = sampleWaits(o, rng);
        }
        for (std::size_t j = 0; j < cands.size(); ++j) sum[j] += play.play(d, cands[j]);
    }
    for (double& s : sum) s /= cfg.playouts;
    return sum;
}

}  // namespace qe::ai
