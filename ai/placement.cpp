#include "placement.h"

#include <algorithm>
#include <cmath>

namespace qe::ai {

namespace {

double normalCdf(double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); }

double sigmaFor(const PlacementConfig& c, double hands) {
    return std::sqrt(c.handSigma * c.handSigma * std::max(0.0, hands) + c.minSigma * c.minSigma);
}

// Rank per point at an even table with `hands` hands to come: each seat's
// chance to finish above another moves by the normal density at 0 over
// sigma per point of their difference, and a point won from one of the
// others moves the seat's three differences by four points in all (two
// against the discarder, one against each of the rest); a point dealt in
// likewise.
double evenRate(const PlacementConfig& c, double hands) {
    return 4.0 * 0.3989422804014327 / sigmaFor(c, hands);
}

}  // namespace

std::array<double, 4> winSwing(int winner, int dealer, double got, bool tsumo, int from) {
    std::array<double, 4> d{};
    d[std::size_t(winner)] = got;
    if (tsumo) {
        for (int s = 0; s < 4; ++s)
            if (s != winner) d[std::size_t(s)] = -(winner == dealer ? got / 3 : s == dealer ? got / 2 : got / 4);
    } else {
        d[std::size_t(from)] = -got;
    }
    return d;
}

Placement::Placement(const SeatView& v, int handsLeft, int firstHands, double typical, const PlacementConfig& cfg)
    : cfg_(cfg) {
    on_ = true;
    me_ = v.seat;
    dealer_ = v.pub.dealer;
    honba_ = v.pub.honba;
    firstDealer_ = v.pub.firstDealer;
    allLast_ = handsLeft == 0;
    for (int s = 0; s < 4; ++s) {
        score_[std::size_t(s)] = double(v.pub.seats[std::size_t(s)].score);
        // riichi.md "Game": ties go to the seat that comes first counting
        // from the first dealer (seatRanks, core/ranks.h). In the expected
        // rank below, where scores are spread, half a point per seat in
        // that order keeps equal scores apart the same way.
        tie_[std::size_t(s)] = -0.5 * double((s - v.pub.firstDealer + 4) % 4);
    }
    const double hands = handsLeft * (1 + cfg_.repeatShare);
    sigma_ = sigmaFor(cfg_, hands);
    sigmaRepeat_ = sigmaFor(cfg_, hands + 1);
    // Without this seat's win or deal-in the hand still ends in the others'
    // wins, draws and payments: the scores as they stand, with this hand's
    // spread to come besides the later ones'.
    base_ = rankAt({}, sigmaFor(cfg_, hands + cfg_.currentShare));
    // The exchange rate: an even swing of a typical hand, won against
    // dealt in, averaged over the others; never below a share of an even
    // table's at the start of the game (a seat whose place no typical
    // hand changes still values the hands that would).
    const double w = std::max(1000.0, typical);
    double up = 0, down = 0;
    for (int s = 0; s < 4; ++s) {
        if (s == me_) continue;
        const auto won = winSwing(me_, dealer_, w, false, s), lost = winSwing(s, dealer_, w, false, me_);
        up += base_ - expectedRank(won, repeats(me_, won));
        down += expectedRank(lost, repeats(s, lost)) - base_;
    }
    const double rate = (up + down) / 3.0 / (2.0 * w);
    perPoint_ = std::max(rate, cfg_.floorShare * evenRate(cfg_, firstHands * (1 + cfg_.repeatShare)));
}

double Placement::expectedRank(const std::array<double, 4>& delta, bool repeat) const {
    return rankAt(delta, repeat ? sigmaRepeat_ : sigma_);
}

double Placement::rankAt(const std::array<double, 4>& delta, double sig) const {
    if (allLast_ && cfg_.extension > 0) {
        // riichi.md "Game": after all-last the game goes on (sudden death)
        // while nobody has 30000.
        double top = 0;
        for (int s = 0; s < 4; ++s) top = std::max(top, score_[std::size_t(s)] + delta[std::size_t(s)]);
        if (top < 30000) sig = std::max(sig, sigmaFor(cfg_, cfg_.extension));
    }
    const double mine = score_[std::size_t(me_)] + delta[std::size_t(me_)] + tie_[std::size_t(me_)];
    double r = 1;
    for (int s = 0; s < 4; ++s) {
        if (s == me_) continue;
        const double theirs = score_[std::size_t(s)] + delta[std::size_t(s)] + tie_[std::size_t(s)];
        r += normalCdf((theirs - mine) / sig);
    }
    return r;
}

bool Placement::repeats(int winner, const std::array<double, 4>& delta) const {
    if (winner != dealer_) return false;
    if (!allLast_) return true;
    // riichi.md "Game": an all-last dealer who leads with 30000 or more
    // after the win ends the game (every bot level stops there).
    if (score_[std::size_t(winner)] + delta[std::size_t(winner)] < 30000) return true;
    std::array<double, 4> after{};
    for (int s = 0; s < 4; ++s) after[std::size_t(s)] = score_[std::size_t(s)] + delta[std::size_t(s)];
    return seatRanks(after, firstDealer_)[std::size_t(winner)] != 1;
}

double Placement::win(double points, bool tsumo) const {
    if (!on_ || points <= 0) return points;
    const double got = points + 300.0 * honba_;
    double gain = 0;
    if (tsumo) {
        const auto d = winSwing(me_, dealer_, got, true);
        gain = base_ - expectedRank(d, repeats(me_, d));
    } else {
        for (int s = 0; s < 4; ++s) {
            if (s == me_) continue;
            const auto d = winSwing(me_, dealer_, got, false, s);
            gain += (base_ - expectedRank(d, repeats(me_, d))) / 3.0;
        }
    }
    return std::max(0.0, gain / perPoint_);
}

double Placement::loss(int seat, double points) const {
    if (!on_ || points <= 0 || seat == me_) return points;
    const double paid = points + 300.0 * honba_;
    const auto d = winSwing(seat, dealer_, paid, false, me_);
    return std::max(0.0, (expectedRank(d, repeats(seat, d)) - base_) / perPoint_);
}

}  // namespace qe::ai
