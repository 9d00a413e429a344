#include "core/ruleset.h"

#include "core/table.h"

namespace qe {

FirstDealerDraw Ruleset::drawFirstDealer(Rng& dice) const {
    // The usual throw (common.md "Randomness": dice come from the game's
    // generator): two dice, their sum counted from seat 0.
    FirstDealerDraw d;
    d.dice = {dice.range(1, 6), dice.range(1, 6)};
    d.seat = seatCountedFrom(0, d.dice[0] + d.dice[1]);
    return d;
}

std::optional<ScoreResult> Ruleset::evaluateWin(const Table& t, const WinContext& ctx) const {
    HandDesc d = t.handDesc(ctx);
    ScoreResult r = score(d);
    if (!r.ok || !r.valid) return std::nullopt;
    return r;
}

Settlement Ruleset::settle(const Table& t, HandOutcome& outcome) const {
    // A plain settlement for rulesets that do not define their own: a
    // discarder pays the winner's total, a self-draw is paid by all three.
    Settlement s;
    if (outcome.kind != HandOutcome::Kind::Win) return s;
    (void)t;
    for (const auto& w : outcome.wins) {
        const long long v = w.score.total;
        if (w.tsumo) {
            for (int p = 0; p < 4; ++p)
                if (p != w.seat) {
                    s.delta[std::size_t(p)] -= v;
                    s.delta[std::size_t(w.seat)] += v;
                    s.payments.push_back({p, w.seat, v, "self-draw"});
                }
        } else {
            s.delta[std::size_t(w.from)] -= v;
            s.delta[std::size_t(w.seat)] += v;
            s.payments.push_back({w.from, w.seat, v, "discard"});
        }
    }
    return s;
}

std::array<double, 4> Ruleset::placements(const PublicState& p) const {
    std::array<double, 4> place{};
    for (int s = 0; s < 4; ++s) {
        int above = 0, tied = 0;
        for (int o = 0; o < 4; ++o) {
            if (o == s) continue;
            if (p.seats[std::size_t(o)].score > p.seats[std::size_t(s)].score) ++above;
            if (p.seats[std::size_t(o)].score == p.seats[std::size_t(s)].score) ++tied;
        }
        // Places above+1 .. above+1+tied shared: their mean.
        place[std::size_t(s)] = double(above + 1) + double(tied) / 2.0;
    }
    return place;
}

bool Ruleset::endHand(Table& t, const HandOutcome&) const {
    auto& p = t.pubMut();
    p.dealer = (p.dealer + 1) % 4;
    ++p.handInRound;
    if (p.handInRound > 4) {
        p.handInRound = 1;
        ++p.roundWind;
    }
    return p.roundWind >= 1;
}

}  // namespace qe
