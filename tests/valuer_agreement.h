// The bots' valuer (core/ruleset.h Ruleset::valuer) against the full
// scorer: for each generated hand, the description without its tiles is the
// valuer's base, and the hand, every held kind as the winning tile, both
// tsumo values and mutated tiles (a tile changed, added or taken away: hands
// that are incomplete, too long or hold a kind five times) are valued both
// ways. Shared by the rulesets' score tests.
#pragma once

#include <QtTest>
#include <functional>
#include <memory>

#include "core/rng.h"
#include "core/ruleset.h"
#include "core/score.h"

namespace qe::testing {

struct ValuerCounts {
    int bases = 0;      // descriptions tried
    int valuers = 0;    // of which the ruleset gave a valuer
    int hands = 0;      // hands compared
    int valid = 0;      // of which the full scorer found a valid win
    int incomplete = 0; // of which it found no win (not ok or not valid)
    int each = 0;       // worthEach calls compared, every answered kind both ways
};

inline std::string worthText(const HandWorth& w) {
    return std::string(w.ok ? "ok" : "not ok") + (w.valid ? " valid" : " not valid") + " total " +
           std::to_string(w.total) + " points " + std::to_string(w.points);
}

// Whether two answers agree: ok and valid always; total and points where
// the answer is valid, and also where it is not unless `invalidTotals` is
// false (a valuer may answer a hand below the ruleset's minimum without its
// total: the bots read the total only of a valid win).
inline bool sameWorth(const HandWorth& a, const HandWorth& b, bool invalidTotals = true) {
    if (a.ok != b.ok || a.valid != b.valid) return false;
    if (!a.valid && !invalidTotals) return true;
    return a.total == b.total && a.points == b.points;
}

// Compares one hand; false (with a message in `why`) on a difference.
inline bool valuerAgreesOn(const Ruleset& rs, HandValuer& v, HandDesc d, const Counts& c, Kind win, bool tsumo,
                           std::string* why, bool invalidTotals = true) {
    d.hand.clear();
    for (int k = 0; k < kNumKinds; ++k)
        for (int i = 0; i < c[std::size_t(k)]; ++i) d.hand.push_back(Tile{Kind(k), false});
    d.winTile = Tile{win, false};
    d.hasWinTile = true;
    d.tsumo = tsumo;
    const HandWorth fast = v.worth(c, win, tsumo);
    const ScoreResult value = rs.value(d);
    const ScoreResult full = rs.score(d);
    const HandWorth byValue = handWorth(value), byScore = handWorth(full);
    auto same = [&](const HandWorth& a, const HandWorth& b) { return sameWorth(a, b, invalidTotals); };
    // The full scorer's ok and valid decide; where it finds a win, the
    // numbers too (value() answers the same numbers, checked below).
    const bool agreesWithScore =
        fast.ok == byScore.ok && fast.valid == byScore.valid &&
        (!byScore.ok || !byScore.valid || (fast.total == byScore.total && fast.points == byScore.points));
    if (same(fast, byValue) && agreesWithScore) return true;
    *why = handDescToJson(d) + "\n  valuer: " + worthText(fast) + "\n  value(): " + worthText(byValue) +
           "\n  score(): " + worthText(byScore) + (full.ok ? "" : " (" + full.error + ")");
    return false;
}

// worthEach against worth() of a fresh valuer (and so against the scorer,
// which worth() is compared with): every answered kind both ways, `must`
// always answered. False with a message in `why` on a difference.
inline bool eachAgreesOn(const Ruleset& rs, HandValuer& v, const HandDesc& base, const Counts& c, std::uint64_t wins,
                         Kind must, std::string* why, bool invalidTotals = true) {
    WinWorths each;
    v.worthEach(c, wins, must, each);
    const std::uint64_t allowed = wins | std::uint64_t(1) << must;
    if (!(each.answered >> must & 1) || (each.answered & ~allowed)) {
        *why = "worthEach: answered kinds " + std::to_string(each.answered) + " of " + std::to_string(allowed) +
               " (must " + std::to_string(must) + ")";
        return false;
    }
    std::unique_ptr<HandValuer> fresh = rs.valuer(base);
    for (int k = 0; k < kNumKinds; ++k) {
        if (!(each.answered >> k & 1)) continue;
        for (int t = 0; t < 2; ++t) {
            const HandWorth a = each.at[std::size_t(k)][std::size_t(t)];
            const HandWorth b = fresh->worth(c, Kind(k), t == 0);
            if (!sameWorth(a, b, invalidTotals)) {
                HandDesc d = base;
                d.hand.clear();
                for (int x = 0; x < kNumKinds; ++x)
                    for (int i = 0; i < c[std::size_t(x)]; ++i) d.hand.push_back(Tile{Kind(x), false});
                d.winTile = Tile{Kind(k), false};
                d.hasWinTile = true;
                d.tsumo = t == 0;
                *why = handDescToJson(d) + "\n  worthEach: " + worthText(a) + "\n  worth(): " + worthText(b);
                return false;
            }
        }
    }
    return true;
}

// `gen` draws one complete hand; `bases` descriptions, each with its
// variants. `invalidTotals`: as sameWorth.
inline ValuerCounts checkValuerAgreement(const Ruleset& rs, const std::function<HandDesc(Rng&)>& gen, int bases,
                                         std::uint64_t seed, bool invalidTotals = true) {
    ValuerCounts n;
    Rng rng(seed);
    for (int b = 0; b < bases; ++b) {
        HandDesc base = gen(rng);
        // The valuer values plain tiles with no situation word (the bots'
        // hands); a base with words must be refused.
        if (!base.situation.empty()) {
            if (rng.below(4) == 0) {
                HandDesc withWords = base;
                if (rs.valuer(withWords) != nullptr) QTest::qFail("a valuer for a base with situation words", __FILE__, __LINE__);
            }
            base.situation.clear();
        }
        for (Tile& t : base.hand) t.red = false;
        const Counts c0 = toCounts(base.hand);
        const Kind win0 = base.winTile.kind;
        ++n.bases;
        std::unique_ptr<HandValuer> v = rs.valuer(base);
        if (!v) continue;
        ++n.valuers;
        std::string why;
        auto check = [&](const Counts& c, Kind win, bool tsumo) {
            ++n.hands;
            if (!valuerAgreesOn(rs, *v, base, c, win, tsumo, &why, invalidTotals)) {
                QTest::qFail(why.c_str(), __FILE__, __LINE__);
                return false;
            }
            HandDesc d = base;
            d.hand.clear();
            for (int k = 0; k < kNumKinds; ++k)
                for (int i = 0; i < c[std::size_t(k)]; ++i) d.hand.push_back(Tile{Kind(k), false});
            d.winTile = Tile{win, false};
            d.tsumo = tsumo;
            const ScoreResult r = rs.value(d);
            if (r.ok && r.valid) ++n.valid;
            else ++n.incomplete;
            return true;
        };
        // The hand itself, every held kind as the winning tile, both ways.
        for (int k = 0; k < kNumKinds; ++k) {
            if (!c0[std::size_t(k)] || (k != win0 && rng.below(2))) continue;
            for (bool tsumo : {false, true})
                if (!check(c0, Kind(k), tsumo)) return n;
        }
        // All winning kinds at once (worthEach), on the valuer that has just
        // answered worth(): every held kind, and a random part of them.
        {
            std::uint64_t held = 0;
            for (int k = 0; k < kNumKinds; ++k)
                if (c0[std::size_t(k)]) held |= std::uint64_t(1) << k;
            const std::uint64_t some = held & (std::uint64_t(rng.below(0x7fffffff)) << 3 | rng.below(8));
            for (const std::uint64_t wins : {held, some}) {
                ++n.each;
                if (!eachAgreesOn(rs, *v, base, c0, wins, win0, &why, invalidTotals)) {
                    QTest::qFail(why.c_str(), __FILE__, __LINE__);
                    return n;
                }
            }
        }
        // Mutations: one tile changed (incomplete hands, a kind five times),
        // one added or taken away (a wrong count), a winning tile not held.
        for (int m = 0; m < 6; ++m) {
            Counts c = c0;
            Kind win = win0;
            const int kind = int(rng.below(6));
            std::vector<int> held;
            for (int k = 0; k < kNumKinds; ++k)
                if (c[std::size_t(k)]) held.push_back(k);
            const int from = held[rng.below(std::uint32_t(held.size()))];
            const int to = int(rng.below(kNumKinds));
            if (kind <= 2) {
                --c[std::size_t(from)];
                ++c[std::size_t(to)];
                if (!c[win]) win = Kind(to);
            } else if (kind == 3) {
                ++c[std::size_t(to)];
            } else if (kind == 4) {
                --c[std::size_t(from)];
                if (!c[win]) win = Kind(held[0] == from && held.size() > 1 ? held[1] : held[0]);
            } else {
                win = Kind(to);
            }
            if (!check(c, win, rng.below(2) != 0)) return n;
            // worthEach on the mutated hands too (a kind five times, a wrong
            // count: the valuer's fallback), when the winning tile is held.
            if (c[win]) {
                std::uint64_t kinds = 0;
                for (int k = 0; k < kNumKinds; ++k)
                    if (c[std::size_t(k)]) kinds |= std::uint64_t(1) << k;
                ++n.each;
                if (!eachAgreesOn(rs, *v, base, c, kinds, win, &why, invalidTotals)) {
                    QTest::qFail(why.c_str(), __FILE__, __LINE__);
                    return n;
                }
            }
        }
    }
    return n;
}

}  // namespace qe::testing
