// docs/rulesets/lingque.md "Settlement".
#include "rulesets/lingque/lingque_settle.h"

#include <cmath>
#include <stdexcept>
#include <string>

namespace qe::lingque {

Settlement settleWin(int winner, int from, long long points, const std::array<int, 4>& fed,
                     const std::array<std::string, 4>& names) {
    auto seatName = [&](int s) { return names[std::size_t(s)]; };
    if (winner < 0 || winner > 3) throw std::invalid_argument("winner: a seat 0..3, got " + std::to_string(winner));
    if (from < -1 || from > 3 || from == winner)
        throw std::invalid_argument("from: the discarder 0..3 other than the winner, or -1 for a self-draw, got " +
                                    std::to_string(from));
    if (points < 0) throw std::invalid_argument("points: must be ≥ 0, got " + std::to_string(points));
    int fedTotal = 0;
    for (int s = 0; s < 4; ++s) {
        if (fed[std::size_t(s)] < 0) throw std::invalid_argument("fed[" + std::to_string(s) + "]: must be ≥ 0");
        fedTotal += fed[std::size_t(s)];
    }
    if (fed[std::size_t(winner)] != 0)
        throw std::invalid_argument("fed[" + std::to_string(winner) + "]: the winner hands no tiles to themselves");
    // The winner takes at most 5 tiles from others in a hand (lingque.md
    // "Settlement"); the source's own example has full liability on a
    // self-draw, so 5 is accepted either way.
    if (fedTotal > 5)
        throw std::invalid_argument("fed: " + std::to_string(fedTotal) +
                                    " tiles handed to the winner; a winner takes at most 5 from others");
    if (from >= 0 && fed[std::size_t(from)] < 1)
        throw std::invalid_argument("fed[" + std::to_string(from) +
                                    "]: the discarder handed at least the winning tile");

    // What each seat pays without liability. p is always even (lingque.md
    // "Settlement": every 副 and the flower bonus are even), so 3p/2 is
    // exact; an odd p from a caller is rounded up.
    std::array<long long, 4> pay{};
    for (int s = 0; s < 4; ++s) {
        if (s == winner) continue;
        pay[std::size_t(s)] = from < 0 ? (3 * points + 1) / 2 : (s == from ? 2 * points : points);
    }
    Settlement out;
    const std::string who = seatName(winner);
    out.steps.push_back(ScoreStep{
        from < 0 ? who + " self-draws " + std::to_string(points) +
                       " points: each other player pays 3p/2 = " + std::to_string(pay[std::size_t((winner + 1) % 4)])
                 : who + " wins " + std::to_string(points) + " points on " + seatName(from) +
                       "'s discard: the discarder pays 2p = " + std::to_string(2 * points) +
                       ", the other two p = " + std::to_string(points),
        0,
        0,
        {}});
    int liable = -1;
    for (int s = 0; s < 4; ++s)
        if (fed[std::size_t(s)] >= 4) liable = s;
    if (liable >= 0) {
        const bool full = fed[std::size_t(liable)] >= 5;
        long long moved = 0;
        for (int s = 0; s < 4; ++s) {
            if (s == winner || s == liable) continue;
            const long long share = full ? pay[std::size_t(s)] : (pay[std::size_t(s)] + 1) / 2;
            pay[std::size_t(s)] -= share;
            moved += share;
        }
        pay[std::size_t(liable)] += moved;
        out.steps.push_back(ScoreStep{seatName(liable) + " handed the winner " +
                                          std::to_string(fed[std::size_t(liable)]) + " tiles: " +
                                          (full ? "full liability (全包牌), pays everything"
                                                : "half liability (半包牌), pays half (rounded up) of each other "
                                                  "player's share") +
                                          ": +" + std::to_string(moved),
                                      0,
                                      0,
                                      {}});
    }
    long long total = 0;
    for (int s = 0; s < 4; ++s) {
        if (s == winner || pay[std::size_t(s)] == 0) continue;
        const long long a = pay[std::size_t(s)];
        out.delta[std::size_t(s)] -= a;
        out.delta[std::size_t(winner)] += a;
        total += a;
        out.payments.push_back(Payment{s, winner, a, s == liable ? "包牌" : (s == from ? "放铳" : "")});
        out.steps.push_back(
            ScoreStep{seatName(s) + " pays " + seatName(winner) + " " + std::to_string(a), a, total, {}});
    }
    out.stepsRestatePayments = true;
    return out;
}

Settlement settleDraw() {
    Settlement out;
    out.steps.push_back(ScoreStep{"荒庄 Exhausted wall: no payments", 0, 0, {}});
    return out;
}

std::vector<double> summaryScores(const std::vector<long long>& scores, double t0, double alpha) {
    if (scores.empty()) throw std::invalid_argument("scores: at least one player");
    if (!(t0 > 0)) throw std::invalid_argument("t0: must be > 0");
    const double scale = t0 * std::sqrt(double(scores.size()));
    std::vector<double> out(scores.size(), 0.0);
    for (std::size_t i = 0; i < scores.size(); ++i) {
        double sum = 0;
        for (std::size_t j = 0; j < scores.size(); ++j) sum += std::tanh(double(scores[j] - scores[i]) / scale);
        out[i] = alpha * sum;
    }
    return out;
}

}  // namespace qe::lingque
