// The game arena (ai/gamearena.h): whole games over duplicate walls with the
// players rotated through the seats, ranks with ties broken by seat order
// from the first dealer (docs/rulesets/riichi.md "Game"), and the interval of
// the mean rank over the wall sets. Strength is measured by `quetai-cli
// arena --games`, not here.
#include <QtTest>

#include <cmath>
#include <set>

#include "arena.h"
#include "bot.h"
#include "core/registry.h"
#include "core/table.h"
#include "gamearena.h"
#include "placement.h"
#include "table_fixtures.h"

using namespace qe;

// A riichi seat's view with only what Placement reads: the scores, who
// deals and who dealt first.
static SeatView placementView(std::array<long long, 4> scores, int seat, int dealer) {
    SeatView v;
    v.seat = seat;
    v.pub.dealer = dealer;
    v.pub.firstDealer = 0;
    for (int s = 0; s < 4; ++s) v.pub.seats[std::size_t(s)].score = scores[std::size_t(s)];
    return v;
}

class TestGameArena : public QObject {
    Q_OBJECT
private slots:
    // Placement (ai/placement.h): outcomes valued by the final rank they buy.
    void placementEvenTableIsPoints() {
        // East 1 of an East-only game, even scores: a small win or deal-in is
        // worth about its points (the exchange rate is an even table's).
        const SeatView v = placementView({25000, 25000, 25000, 25000}, 1, 0);
        const ai::Placement pl(v, 3, 3, 6000, {});
        QVERIFY(pl.on());
        QVERIFY(std::abs(pl.expectedRank({}, false) - 2.5) < 0.01);
        for (double w : {1000.0, 2000.0}) {
            QVERIFY2(std::abs(pl.win(w, false) - w) < 0.15 * w, qPrintable(QString::number(pl.win(w, false))));
            QVERIFY(std::abs(pl.loss(2, w) - w) < 0.15 * w);
        }
        // Bigger wins buy less rank per point (a seat can rise at most to first).
        QVERIFY(pl.win(12000, false) < 12000);
        QVERIFY(pl.win(12000, false) > pl.win(8000, false));
        QVERIFY(pl.win(8000, false) > pl.win(3900, false));
    }
    void placementAllLastLeader() {
        // All-last, seat 1 leads by 2000 and does not deal: any win keeps
        // first place (a small one less surely: honba and deposits still
        // move), a deal-in to second loses it.
        const SeatView v = placementView({24000, 31000, 29000, 16000}, 1, 0);
        const ai::Placement pl(v, 0, 3, 6000, {});
        QVERIFY2(pl.win(1000, false) > 0.5 * pl.win(12000, false),
                 qPrintable(QString("%1 %2").arg(pl.win(1000, false)).arg(pl.win(12000, false))));
        QVERIFY(pl.loss(2, 8000) > 4 * pl.win(8000, false));
        // A deal-in to the last seat that leaves it below costs less than
        // one that lets it pass.
        QVERIFY(pl.loss(3, 2000) < pl.loss(3, 12000));
    }
    void placementAllLastLastSeat() {
        // All-last, seat 3 is 10000 behind third: a cheap win changes
        // nothing, a big one a place or two; a deal-in costs nothing.
        const SeatView v = placementView({24000, 31000, 30000, 15000}, 3, 0);
        const ai::Placement pl(v, 0, 3, 6000, {});
        QVERIFY(pl.win(2000, false) < 200);
        QVERIFY(pl.win(12000, false) > 8000);
        QVERIFY(pl.loss(1, 8000) < 100);
    }
    void placementAllLastExtension() {
        // riichi.md "Game": all-last ends the game only once somebody has
        // 30000. Seat 1 leads with 28000: a win of 1000 leaves it first but
        // under 30000, so the game goes on and first place is not yet
        // kept; a win of 3900 ends it.
        const SeatView v = placementView({26000, 28000, 25000, 21000}, 1, 0);
        ai::PlacementConfig ext;
        ext.extension = 2;
        const ai::Placement ends(v, 0, 3, 6000, {}), goesOn(v, 0, 3, 6000, ext);
        const std::array<double, 4> small{-1000, 1000, 0, 0}, big{-3900, 3900, 0, 0};
        QVERIFY(ends.expectedRank(small, false) < 1.05);
        QVERIFY(goesOn.expectedRank(small, false) > 1.2);
        QVERIFY(goesOn.expectedRank(big, false) < 1.05);
    }
    void placementAllLastDealerStops() {
        // riichi.md "Game": a leading all-last dealer with 30000 or more
        // stops. Seat 0 deals; its win of 12000 takes it to first with
        // 36000: the game ends, so no later hand can take first back. A win
        // that leaves it second lets the game go on.
        const SeatView v = placementView({24000, 31000, 29000, 16000}, 0, 0);
        const ai::Placement pl(v, 0, 3, 6000, {});
        const double rankAfterBig = pl.expectedRank({12000, -12000, 0, 0}, false);
        QVERIFY(rankAfterBig < 1.05);
        QVERIFY(pl.expectedRank({12000, -12000, 0, 0}, true) > rankAfterBig);
        QVERIFY(pl.win(12000, false) > 3 * pl.win(2000, false));
    }

    void ranksTieBreakFromFirstDealer() {
        // No ties: by score.
        QCOMPARE(seatRanks({30000, 20000, 40000, 10000}, 0), (std::array<int, 4>{2, 3, 1, 4}));
        // All tied: seat order counted from the first dealer (seat 2 first).
        QCOMPARE(seatRanks({25000, 25000, 25000, 25000}, 2), (std::array<int, 4>{3, 4, 1, 2}));
        QCOMPARE(seatRanks({25000, 25000, 25000, 25000}, 0), (std::array<int, 4>{1, 2, 3, 4}));
        // Seats 0 and 3 tied for first: with the first dealer at 3, seat 3
        // comes before seat 0; with it at 1 the order is 1, 2, 3, 0: seat 3
        // again; with it at 0, seat 0 first.
        QCOMPARE(seatRanks({35000, 20000, 10000, 35000}, 3), (std::array<int, 4>{2, 3, 4, 1}));
        QCOMPARE(seatRanks({35000, 20000, 10000, 35000}, 1), (std::array<int, 4>{2, 3, 4, 1}));
        QCOMPARE(seatRanks({35000, 20000, 10000, 35000}, 0), (std::array<int, 4>{1, 3, 4, 2}));
        // A tie lower down does not move the others.
        QCOMPARE(seatRanks({40000, 20000, 20000, 20000}, 2), (std::array<int, 4>{1, 4, 2, 3}));
    }

    // Four copies of one deterministic level: a wall set's four games are
    // the same game with the players moved one seat on, so each player
    // takes each rank exactly once per wall set (mean 2.5, no spread). A
    // wrong rotation or walls that are not duplicated would break this.
    void identicalPlayersShareEveryRank() {
        const auto r = ai::runGameArena("riichi", {}, "tonpu", 5, 2, {"standard", "standard", "standard", "standard"});
        QVERIFY2(r.error.empty(), r.error.c_str());
        QCOMPARE(int(r.games.size()), 8);
        for (const auto& p : r.players) {
            QCOMPARE(p.games, 8);
            QCOMPARE(p.rankCount, (std::array<int, 4>{2, 2, 2, 2}));
            QCOMPARE(p.rankSum / p.games, 2.5);
            const auto ci = ai::meanCi(p.perWallRank);
            QCOMPARE(ci.mean, 2.5);
            QCOMPARE(ci.half, 0.0);
            QVERIFY(p.hands >= 8);
        }
        for (int w = 0; w < 2; ++w)
            for (int rot = 0; rot < 4; ++rot) {
                const auto& g = r.games[std::size_t(w * 4 + rot)];
                QCOMPARE(g.wall, w);
                QCOMPARE(g.rot, rot);
                // Player p sat at seat (p + rot) % 4: the same seat's
                // score and rank moves to the next player each rotation.
                const auto& g0 = r.games[std::size_t(w * 4)];
                for (int p = 0; p < 4; ++p) {
                    const int seat = (p + rot) % 4;
                    QCOMPARE(g.finalScore[std::size_t(p)], g0.finalScore[std::size_t(seat)]);
                    QCOMPARE(g.rank[std::size_t(p)], g0.rank[std::size_t(seat)]);
                }
            }
    }

    // Different players: the same wall set deals every hand number alike
    // as far as the games run alike, at least the first hand, and the same
    // first dealer; other wall sets deal otherwise.
    void duplicateWallsAndRotation() {
        const auto r = ai::runGameArena("riichi", {}, "tonpu", 9, 3, {"standard", "beginner", "beginner", "simple"});
        QVERIFY2(r.error.empty(), r.error.c_str());
        std::set<std::uint64_t> firstDeals;
        for (int w = 0; w < 3; ++w) {
            const auto& g0 = r.games[std::size_t(w * 4)];
            QVERIFY(!g0.deals.empty());
            firstDeals.insert(g0.deals[0]);
            std::set<int> seatsOfPlayer0;
            for (int rot = 0; rot < 4; ++rot) {
                const auto& g = r.games[std::size_t(w * 4 + rot)];
                QCOMPARE(g.deals[0], g0.deals[0]);
                QCOMPARE(g.firstDealer, g0.firstDealer);
                QCOMPARE(int(g.deals.size()), g.hands);
                seatsOfPlayer0.insert((0 + g.rot) % 4);
                // Ranks are a permutation and follow the final scores.
                std::set<int> ranks(g.rank.begin(), g.rank.end());
                QCOMPARE(int(ranks.size()), 4);
                for (int a = 0; a < 4; ++a)
                    for (int b = 0; b < 4; ++b)
                        if (g.finalScore[std::size_t(a)] > g.finalScore[std::size_t(b)])
                            QVERIFY(g.rank[std::size_t(a)] < g.rank[std::size_t(b)]);
            }
            QCOMPARE(int(seatsOfPlayer0.size()), 4);
        }
        QCOMPARE(int(firstDeals.size()), 3);
        // The same seed plays the same games.
        const auto again = ai::runGameArena("riichi", {}, "tonpu", 9, 3, {"standard", "beginner", "beginner", "simple"});
        for (std::size_t i = 0; i < r.games.size(); ++i) {
            QCOMPARE(again.games[i].finalScore, r.games[i].finalScore);
            QCOMPARE(again.games[i].deals, r.games[i].deals);
        }
        // The interval is over the wall sets' mean ranks (the four games of
        // a wall set share its luck): recomputed from the games here.
        for (int p = 0; p < 4; ++p) {
            std::vector<double> perWall(3, 0.0);
            double sum = 0;
            for (const auto& g : r.games) {
                perWall[std::size_t(g.wall)] += g.rank[std::size_t(p)] / 4.0;
                sum += g.rank[std::size_t(p)];
            }
            const auto& pl = r.players[std::size_t(p)];
            QCOMPARE(pl.perWallRank, perWall);
            QVERIFY(std::abs(pl.rankSum - sum) < 1e-9);
            const auto ci = ai::meanCi(perWall);
            double m = (perWall[0] + perWall[1] + perWall[2]) / 3, ss = 0;
            for (double x : perWall) ss += (x - m) * (x - m);
            QVERIFY(std::abs(ci.mean - m) < 1e-12);
            QVERIFY(std::abs(ci.half - 1.96 * std::sqrt(ss / 2 / 3)) < 1e-12);
        }
        // Placement and rates add up: one of each rank per game.
        int firsts = 0;
        for (const auto& p : r.players) firsts += p.rankCount[0];
        QCOMPARE(firsts, 12);
    }

    // Every hand ends one way for each player, and the ways add up to the
    // other figures: its wins and deal-ins are those hands, their points are
    // those sums. riichi.md "Exhaustive draw": the ready seats take what the
    // not-ready ones pay, and a self-drawn win is paid by all the others.
    void handEndsAddUp() {
        const auto r = ai::runGameArena("riichi", {}, "tonpu", 9, 3, {"standard", "beginner", "beginner", "simple"});
        QVERIFY2(r.error.empty(), r.error.c_str());
        std::array<int, ai::kHandEnds> hands{};
        std::array<double, ai::kHandEnds> sums{};
        for (const auto& p : r.players) {
            int n = 0;
            for (int k = 0; k < ai::kHandEnds; ++k) {
                n += p.endHands[std::size_t(k)];
                hands[std::size_t(k)] += p.endHands[std::size_t(k)];
                sums[std::size_t(k)] += p.endDeltaSum[std::size_t(k)];
            }
            QCOMPARE(n, p.hands);
            QCOMPARE(p.endHands[std::size_t(ai::HandEnd::Won)], p.wins);
            QCOMPARE(p.endHands[std::size_t(ai::HandEnd::DealtIn)], p.dealIns);
            QCOMPARE(p.endDeltaSum[std::size_t(ai::HandEnd::Won)], p.winGainSum);
            QCOMPARE(p.endDeltaSum[std::size_t(ai::HandEnd::DealtIn)], -p.dealInLossSum);
        }
        // Each seat of a hand is in one way; the players see the same hands.
        const int all = r.players[0].hands * 4;
        int total = 0;
        for (int k = 0; k < ai::kHandEnds; ++k) total += hands[std::size_t(k)];
        QCOMPARE(total, all);
        auto mean = [&](ai::HandEnd e) { return sums[std::size_t(e)] / std::max(1, hands[std::size_t(e)]); };
        for (auto e : {ai::HandEnd::Won, ai::HandEnd::OtherTsumo, ai::HandEnd::DrawReady, ai::HandEnd::DrawNotReady})
            QVERIFY2(hands[std::size_t(e)] > 0, ai::handEndName(e));
        QVERIFY(mean(ai::HandEnd::Won) > 0);
        QVERIFY(mean(ai::HandEnd::OtherTsumo) < 0);
        QVERIFY(mean(ai::HandEnd::DrawReady) > 0);
        QVERIFY(mean(ai::HandEnd::DrawNotReady) < 0);
        QCOMPARE(sums[std::size_t(ai::HandEnd::OtherRon)], 0.0);  // without honba
    }

    // The hands by how each stood at its end (declared, open, closed
    // silent) are the same hands again: each in one style, the wins, deal-ins
    // and their points split among the styles; riichi.md "Riichi": only a
    // closed hand declares, so a declared hand is never an open one.
    void handStylesSplitTheHands() {
        const auto r = ai::runGameArena("riichi", {}, "tonpu", 9, 3, {"standard", "strong", "beginner", "simple"});
        QVERIFY2(r.error.empty(), r.error.c_str());
        int declaredWins = 0, openWins = 0;
        for (const auto& p : r.players) {
            int hands = 0, wins = 0, dealIns = 0;
            double winSum = 0;
            for (int k = 0; k < ai::kHandStyles; ++k) {
                const auto i = std::size_t(k);
                QVERIFY(p.styleWins[i] <= p.styleHands[i]);
                hands += p.styleHands[i];
                wins += p.styleWins[i];
                dealIns += p.styleDealIns[i];
                winSum += p.styleWinSum[i];
            }
            QCOMPARE(hands, p.hands);
            QCOMPARE(wins, p.wins);
            QCOMPARE(dealIns, p.dealIns);
            QCOMPARE(winSum, p.winGainSum);
            QCOMPARE(p.styleHands[0], p.declareHands);
            QCOMPARE(p.styleHands[1], p.callHands);
            declaredWins += p.styleWins[0];
            openWins += p.styleWins[1];
        }
        QVERIFY(declaredWins > 0);
        QVERIFY(openWins > 0);
        QCOMPARE(QString(ai::handStyleName(2)), QString("closed_silent"));
    }

    // The decision audit (ai/gamearena.h AuditKind): the games are played
    // as without it (its copies leave the game alone), a second run audits
    // alike, only the first player is audited, each of Strong's kinds of
    // decision is met in these games, and the two arms of a claim part.
    void auditLeavesTheGamesAlone() {
        const std::vector<std::string> lv{"strong", "strong-2026-11", "standard", "strong-2026-11"};
        const auto plain = ai::runGameArena("riichi", {}, "tonpu", 31, 2, lv);
        const auto audited = ai::runGameArena("riichi", {}, "tonpu", 31, 2, lv, 1, {ai::AuditTo::HandEnd});
        QVERIFY2(plain.error.empty(), plain.error.c_str());
        QVERIFY2(audited.error.empty(), audited.error.c_str());
        QCOMPARE(audited.games.size(), plain.games.size());
        for (std::size_t g = 0; g < plain.games.size(); ++g) {
            QCOMPARE(audited.games[g].finalScore, plain.games[g].finalScore);
            QCOMPARE(audited.games[g].hands, plain.games[g].hands);
        }
        for (std::size_t p = 0; p < 4; ++p) {
            QCOMPARE(audited.players[p].wins, plain.players[p].wins);
            QCOMPARE(audited.players[p].dealIns, plain.players[p].dealIns);
            for (int k = 0; k < ai::kAuditKinds; ++k) {
                QCOMPARE(plain.players[p].audit[std::size_t(k)].decisions, 0);
                if (p > 0) QCOMPARE(audited.players[p].audit[std::size_t(k)].decisions, 0);
            }
        }
        const auto& a = audited.players[0].audit;
        for (int k = 0; k < ai::kAuditKinds; ++k) {
            const auto& b = a[std::size_t(k)];
            QVERIFY2(b.decisions > 0, ai::auditKindName(ai::AuditKind(k)));
            QVERIFY(b.same <= b.decisions);
            QVERIFY(b.sumSq >= b.sum * b.sum / b.decisions - 1e-6);
        }
        for (auto k : {ai::AuditKind::Call, ai::AuditKind::Pass}) QVERIFY(a[std::size_t(k)].same < a[std::size_t(k)].decisions);
        const auto again = ai::runGameArena("riichi", {}, "tonpu", 31, 2, lv, 2, {ai::AuditTo::HandEnd});
        for (int k = 0; k < ai::kAuditKinds; ++k) {
            QCOMPARE(again.players[0].audit[std::size_t(k)].decisions, a[std::size_t(k)].decisions);
            QCOMPARE(again.players[0].audit[std::size_t(k)].sum, a[std::size_t(k)].sum);
        }
        // To the game's end, declarations only: the same games, the same
        // declarations met, each a gain of at most three places either way.
        ai::AuditSettings ranks{ai::AuditTo::GameEnd, {false, false, true, true, false, false}};
        const auto byRank = ai::runGameArena("riichi", {}, "tonpu", 31, 2, lv, 2, ranks);
        QVERIFY2(byRank.error.empty(), byRank.error.c_str());
        for (std::size_t g = 0; g < plain.games.size(); ++g) QCOMPARE(byRank.games[g].finalScore, plain.games[g].finalScore);
        const auto& r = byRank.players[0].audit;
        QCOMPARE(r[std::size_t(ai::AuditKind::Call)].decisions, 0);
        QCOMPARE(r[std::size_t(ai::AuditKind::Pass)].decisions, 0);
        QCOMPARE(r[std::size_t(ai::AuditKind::Push)].decisions, 0);
        QCOMPARE(r[std::size_t(ai::AuditKind::Fold)].decisions, 0);
        for (auto k : {ai::AuditKind::Declare, ai::AuditKind::Silent}) {
            const auto& b = r[std::size_t(k)];
            QCOMPARE(b.decisions, a[std::size_t(k)].decisions);
            QVERIFY(std::abs(b.sum) <= 3.0 * b.decisions);
            QVERIFY(b.sumSq <= 9.0 * b.decisions);
        }
    }

    // The audit's play-out: the same action from the same table plays the
    // same hand out (the audit measures the decision, not the bots' luck),
    // the table played from is left as it was, and at a claim offered the
    // claim and the pass lead to different hands somewhere in these deals.
    void playHandOutRepeatsAndLeavesTheTable() {
        auto rs = std::shared_ptr<const Ruleset>(makeRuleset("riichi"));
        const std::array<std::string, 4> lv{"strong", "strong-2026-11", "strong-2026-11", "strong-2026-11"};
        int offers = 0, parted = 0;
        for (std::uint64_t seed = 40; seed < 46 && offers < 12; ++seed) {
            Table t(rs, {}, seed);
            std::array<std::unique_ptr<ai::Bot>, 4> bots;
            for (int s = 0; s < 4; ++s) bots[std::size_t(s)] = ai::makeBot(lv[std::size_t(s)], std::uint64_t(s + 1));
            // Each seat asked to act: where a claim is offered, the pass and
            // the claim are played out from there before the seat answers.
            auto check = [&](int s, const SeatView& v) {
                const Action* pass = nullptr;
                const Action* claim = nullptr;
                for (const auto& x : v.legal) {
                    if (x.type == ActionType::Pass) pass = &x;
                    if (x.type == ActionType::Pon || x.type == ActionType::Chi) claim = &x;
                }
                if (pass && claim && offers < 12) {
                    ++offers;
                    const std::string before = t.toJson();
                    const double p1 = ai::playHandOut(t, *pass, s, lv, 7);
                    const double p2 = ai::playHandOut(t, *pass, s, lv, 7);
                    const double c1 = ai::playHandOut(t, *claim, s, lv, 7);
                    QCOMPARE(p1, p2);
                    QCOMPARE(ai::playHandOut(t, *claim, s, lv, 7), c1);
                    QCOMPARE(t.toJson(), before);
                    if (p1 != c1) ++parted;
                    if (offers <= 2) {
                        // To the game's end: a rank, the same again.
                        const int r = ai::playGameOut(t, *pass, s, lv, 7);
                        QVERIFY(r >= 1 && r <= 4);
                        QCOMPARE(ai::playGameOut(t, *pass, s, lv, 7), r);
                        QCOMPARE(t.toJson(), before);
                    }
                }
            };
            const bool played = testing::driveHand(
                t, 2000,
                [&](int s, const SeatView& v) {
                    check(s, v);
                    return QTest::currentTestFailed();
                },
                [&](int s, const SeatView& v) { return bots[std::size_t(s)]->choose(v); });
            if (!played) return;
        }
        QVERIFY(offers >= 6);
        QVERIFY(parted > 0);
    }

    // The calibration report: every discard a level weighed is in one bin of
    // each kind, its deal-ins are the player's (none was a robbed kong in
    // these games), the chances given are within their bins, and a level
    // that notes nothing (the yardstick, Beginner) has empty bins.
    void calibrationCountsEveryWeighedDiscard() {
        const auto r = ai::runGameArena("riichi", {}, "tonpu", 9, 2, {"strong", "standard", "beginner", "strong-2026-11"});
        QVERIFY2(r.error.empty(), r.error.c_str());
        for (int p = 0; p < 4; ++p) {
            const auto& pl = r.players[std::size_t(p)];
            int byDealIn = 0, byShanten = 0, dealIns = 0, dealInsShanten = 0;
            for (std::size_t b = 0; b < pl.byDealIn.size(); ++b) {
                const auto& c = pl.byDealIn[b];
                byDealIn += c.discards;
                dealIns += c.dealIns;
                QVERIFY(c.dealIns <= c.discards);
                if (c.discards == 0) continue;
                const double mean = c.predicted / c.discards;
                QVERIFY(mean >= ai::kDealInEdges[b] - 1e-12);
                QVERIFY(mean < (b + 1 < ai::kDealInEdges.size() ? ai::kDealInEdges[b + 1] : 1.0 + 1e-12));
                QVERIFY(c.loss >= 0);
                QVERIFY(c.dealIns > 0 || c.loss == 0);
            }
            for (const auto& c : pl.byShanten) {
                byShanten += c.discards;
                dealInsShanten += c.dealIns;
            }
            QCOMPARE(byDealIn, byShanten);
            QCOMPARE(dealIns, dealInsShanten);
            if (p <= 1) {
                // A weighing level notes each of its discards (about ten a
                // hand), and every deal-in.
                QVERIFY2(byDealIn >= 4 * pl.hands, qPrintable(QString("%1 notes, %2 hands").arg(byDealIn).arg(pl.hands)));
                QCOMPARE(dealIns, pl.dealIns);
            } else {
                QCOMPARE(byDealIn, 0);
            }
        }
    }

    void gameTypes() {
        const auto tonpu = ai::runGameArena("riichi", {}, "tonpu", 21, 1, {"beginner", "beginner", "simple", "simple"});
        const auto hanchan = ai::runGameArena("riichi", {}, "hanchan", 21, 1, {"beginner", "beginner", "simple", "simple"});
        QVERIFY2(tonpu.error.empty(), tonpu.error.c_str());
        QVERIFY2(hanchan.error.empty(), hanchan.error.c_str());
        int ht = 0, hh = 0;
        for (const auto& g : tonpu.games) ht += g.hands;
        for (const auto& g : hanchan.games) hh += g.hands;
        QVERIFY2(hh > ht, qPrintable(QString("hanchan %1 hands, tonpu %2").arg(hh).arg(ht)));
        // Bad input: a clear error, nothing played.
        QVERIFY(!ai::runGameArena("riichi", {}, "marathon", 1, 1, {"simple", "simple", "simple", "simple"}).error.empty());
        const auto noLength = ai::runGameArena("test", {}, "tonpu", 1, 1, {"simple", "simple", "simple", "simple"});
        QVERIFY(noLength.error.find("length") != std::string::npos);
        QVERIFY(ai::runGameArena("riichi", {}, "tonpu", 1, 1, {"simple", "simple", "simple", "wizard"}).error.find("wizard") !=
                std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestGameArena)
#include "test_gamearena.moc"
