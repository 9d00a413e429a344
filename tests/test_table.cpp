// The table state machine (docs/architecture.md): claim priority, kongs with replacement
// draws, robbing a kong, exhaustive draws, invariants over random games,
// per-seat views and saves.
#include <QtTest>

#include <set>

#include "bot.h"
#include "core/decompose.h"
#include "core/registry.h"
#include "core/score.h"
#include "core/rng.h"
#include "core/table.h"
#include "core/view.h"
#include "table_fixtures.h"

using namespace qe;
using namespace qe::testing;

namespace {

// Seat 0 deals and will discard 3m; seat 1 can chi it (or win in the ron
// scenarios), seat 2 can pon it, seat 3 can win on it.
const std::array<std::string, 4> kClaimHands = {"3m147p258s123456z", "12m456p789p111s99s", "33m258p147s12346z",
                                                "45m234567s888s99p"};

Options winners(int policy) {
    Options o;
    o.set("winners", policy);
    return o;
}

// The first part in which two views differ ("" when they are equal), field
// by field. The size checks stop the build when a field is added to one of
// these structs and not compared here.
std::string firstDifference(const SeatView& a, const SeatView& b) {
#if defined(__GLIBCXX__) && defined(__x86_64__)
    static_assert(sizeof(PublicState) == 2008, "PublicState changed: compare the new field");
    static_assert(sizeof(PublicSeat) == 168, "PublicSeat changed: compare the new field");
    static_assert(sizeof(WallPublic) == 96, "WallPublic changed: compare the new field");
    static_assert(sizeof(PrivateSeat) == 176, "PrivateSeat changed: compare the new field");
    static_assert(sizeof(Event) == 112, "Event changed: compare the new field");
    static_assert(sizeof(MeldRec) == 48, "MeldRec changed: compare the new field");
    static_assert(sizeof(HandOutcome) == 1000, "HandOutcome changed: compare the new field");
    static_assert(sizeof(TableConfig) == 40, "TableConfig changed: compare the new field");
#endif
    auto outcomeText = [](const HandOutcome& o) {
        std::string t = std::to_string(int(o.kind)) + "|" + o.abortReason + "|" + std::to_string(o.gameOver);
        for (const auto& w : o.wins)
            t += "|win " + std::to_string(w.seat) + " " + std::to_string(w.from) + " " + std::to_string(w.tile) + " " +
                 std::to_string(w.tsumo) + " " + handDescToJson(w.desc) + " " + scoreResultToJson(w.score);
        for (int s = 0; s < 4; ++s) {
            t += "|hand";
            for (TileId id : o.hands[std::size_t(s)]) t += " " + std::to_string(id);
            t += "|tenpai " + std::to_string(o.tenpai[std::size_t(s)]);
        }
        const Settlement& st = o.settlement;
        for (long long d : st.delta) t += "|delta " + std::to_string(d);
        for (const auto& p : st.payments)
            t += "|pay " + std::to_string(p.from) + " " + std::to_string(p.to) + " " + std::to_string(p.amount) + " " + p.reason;
        for (const auto& step : st.steps) {
            t += "|step " + step.text + " " + std::to_string(step.delta) + " " + std::to_string(step.total) + " " + step.unit;
            for (const Tile& x : step.tiles) t += " " + formatTile(x);
        }
        t += "|restate " + std::to_string(st.stepsRestatePayments);
        for (const auto& hv : st.handValues) t += "|value " + scoreResultToJson(hv);
        return t;
    };
    auto sameEvent = [](const Event& x, const Event& y) {
        if (x.type != y.type || x.seat != y.seat || x.tile != y.tile || x.tiles != y.tiles || x.code != y.code ||
            x.value != y.value || x.text != y.text || x.audience != y.audience || x.claims.size() != y.claims.size())
            return false;
        for (std::size_t i = 0; i < x.claims.size(); ++i)
            if (x.claims[i].offered != y.claims[i].offered || !(x.claims[i].answer == y.claims[i].answer) ||
                x.claims[i].taken != y.claims[i].taken)
                return false;
        return true;
    };
    auto sameMeld = [](const MeldRec& x, const MeldRec& y) {
        return x.meld == y.meld && x.ids == y.ids && x.fromSeat == y.fromSeat && x.claimedId == y.claimedId &&
               x.robbed == y.robbed && x.atDiscard == y.atDiscard && x.addedAtDiscard == y.addedAtDiscard;
    };
    auto sameDiscard = [](const DiscardRec& x, const DiscardRec& y) {
        return x.id == y.id && x.tile == y.tile && x.tsumogiri == y.tsumogiri && x.claimed == y.claimed &&
               x.declare == y.declare;
    };
    if (a.seat != b.seat || a.ruleset != b.ruleset) return "seat or ruleset";
    if (!(a.options == b.options)) return "options";
    const TableConfig& ca = a.config;
    const TableConfig& cb = b.config;
    if (ca.wall.set.flowers != cb.wall.set.flowers || ca.wall.set.aka != cb.wall.set.aka ||
        ca.wall.deadWall != cb.wall.deadWall || ca.wall.deal != cb.wall.deal || ca.startScore != cb.startScore ||
        ca.chi != cb.chi || ca.kongAfterCall != cb.kongAfterCall || ca.autoFlowers != cb.autoFlowers ||
        ca.robKong != cb.robKong || ca.robConcealedKong != cb.robConcealedKong ||
        ca.callsOnLastDiscard != cb.callsOnLastDiscard || ca.kongWithoutReplacement != cb.kongWithoutReplacement ||
        ca.winners != cb.winners || ca.kongDisplay != cb.kongDisplay || ca.maxKongs != cb.maxKongs)
        return "config";
    const PublicState& p = a.pub;
    const PublicState& q = b.pub;
    if (p.ruleset != q.ruleset || p.phase != q.phase || p.turn != q.turn || p.dealer != q.dealer ||
        p.roundWind != q.roundWind || p.handNumber != q.handNumber || p.handInRound != q.handInRound ||
        p.honba != q.honba)
        return "public scalars";
    if (p.counters != q.counters) return "counters";
    for (std::size_t s = 0; s < 4; ++s) {
        const PublicSeat& x = p.seats[s];
        const PublicSeat& y = q.seats[s];
        const std::string seat = "seat " + std::to_string(s) + " ";
        if (x.name != y.name || x.score != y.score || x.concealedCount != y.concealedCount ||
            x.holdsDrawn != y.holdsDrawn)
            return seat + "scalars";
        if (x.melds.size() != y.melds.size() || !std::equal(x.melds.begin(), x.melds.end(), y.melds.begin(), sameMeld))
            return seat + "melds";
        if (x.river.size() != y.river.size() || !std::equal(x.river.begin(), x.river.end(), y.river.begin(), sameDiscard))
            return seat + "river";
        if (x.flowers != y.flowers) return seat + "flowers";
        if (x.flags != y.flags) return seat + "flags";
    }
    const WallPublic& w = p.wall;
    const WallPublic& u = q.wall;
    if (w.size != u.size || w.dice != u.dice || w.breakSide != u.breakSide || w.breakStack != u.breakStack ||
        w.liveRemaining != u.liveRemaining || w.deadWall != u.deadWall || w.taken != u.taken || w.revealed != u.revealed)
        return "wall";
    if (p.lastDiscard != q.lastDiscard || p.lastDiscarder != q.lastDiscarder || p.claimTile != q.claimTile ||
        p.claimIsKakan != q.claimIsKakan || p.claimIsAnkan != q.claimIsAnkan)
        return "claim";
    if (p.log.size() != q.log.size() || !std::equal(p.log.begin(), p.log.end(), q.log.begin(), sameEvent)) return "log";
    if (p.history != q.history) return "history";
    if (outcomeText(p.outcome) != outcomeText(q.outcome)) return "outcome";
    if (p.firstDealer != q.firstDealer || p.firstDealerDice != q.firstDealerDice || p.playerAt != q.playerAt ||
        p.placeOf != q.placeOf)
        return "seating";
    if (a.own.hand != b.own.hand || a.own.drawn != b.own.drawn || !(a.own.rules == b.own.rules)) return "own";
    if (a.legal != b.legal) return "legal";
    if (a.refused.size() != b.refused.size()) return "refused";
    for (std::size_t i = 0; i < a.refused.size(); ++i)
        if (!(a.refused[i].action == b.refused[i].action) || a.refused[i].reason != b.refused[i].reason) return "refused";
    return "";
}

}  // namespace

class TestTable : public QObject {
    Q_OBJECT
private slots:
    void dealAndFirstDraw() {
        auto t = makeTable("test", {}, kClaimHands, "7s");
        QCOMPARE(int(t->phase()), int(Phase::Draw));
        QCOMPARE(t->seatsToAct(), std::vector<int>{0});
        QVERIFY(t->applyForced());
        QCOMPARE(int(t->phase()), int(Phase::Turn));
        QCOMPARE(formatTile(t->tile(t->priv(0).drawn)), std::string("7s"));
        QCOMPARE(int(t->priv(0).hand.size()), 14);
        QVERIFY(t->checkInvariants().empty());
    }

    void ponBeatsChi() {
        auto t = makeTable("test", {}, {"3m147p258s123456z", "1245m9p369s777z99m", "33m258p147s12346z",
                                        "678m11266p999s55z"},
                           "7s");
        t->applyForced();
        t->apply(find(*t, 0, ActionType::Discard, "3m"));
        QCOMPARE(int(t->phase()), int(Phase::Claim));
        const auto who = t->seatsToAct();
        QCOMPARE(who, (std::vector<int>{1, 2}));
        // Seat 1 may chi 3m three ways: 123, 234, 345.
        int chis = 0;
        for (const auto& a : t->legalActions(1))
            if (a.type == ActionType::Chi) ++chis;
        QCOMPARE(chis, 3);
        QVERIFY(!has(*t, 3, ActionType::Pass));  // seat 3 has nothing to answer
        t->apply(find(*t, 1, ActionType::Chi));
        QCOMPARE(int(t->phase()), int(Phase::Claim));  // still waiting for seat 2
        t->apply(find(*t, 2, ActionType::Pon));
        QCOMPARE(int(t->phase()), int(Phase::Turn));
        QCOMPARE(t->pub().turn, 2);
        QCOMPARE(int(t->pub().seats[2].melds.size()), 1);
        QCOMPARE(int(t->pub().seats[1].melds.size()), 0);
        QCOMPARE(int(t->pub().seats[2].melds[0].meld.type), int(MeldType::Pon));
        QCOMPARE(int(t->pub().seats[2].melds[0].meld.from), 2);  // from 对家
        QVERIFY(t->pub().seats[0].river.back().claimed);
        // After a pon: discard, no draw, no tsumo.
        QVERIFY(!has(*t, 2, ActionType::Draw));
        QVERIFY(!has(*t, 2, ActionType::Tsumo));
        QVERIFY(has(*t, 2, ActionType::Discard));
    }

    void chiWhenPonPasses() {
        auto t = makeTable("test", {}, {"3m147p258s123456z", "1245m9p369s777z99m", "33m258p147s12346z",
                                        "678m11266p999s55z"},
                           "7s");
        t->applyForced();
        t->apply(find(*t, 0, ActionType::Discard, "3m"));
        t->apply(find(*t, 2, ActionType::Pass));
        t->apply(find(*t, 1, ActionType::Chi));
        QCOMPARE(t->pub().turn, 1);
        QCOMPARE(int(t->pub().seats[1].melds[0].meld.type), int(MeldType::Chi));
        QCOMPARE(int(t->pub().seats[1].melds[0].meld.from), 1);  // from 上家
    }

    void allPassGoesToNextDraw() {
        auto t = makeTable("test", {}, {"3m147p258s123456z", "1245m9p369s777z99m", "33m258p147s12346z",
                                        "678m11266p999s55z"},
                           "7s");
        t->applyForced();
        t->apply(find(*t, 0, ActionType::Discard, "3m"));
        t->apply(find(*t, 1, ActionType::Pass));
        t->apply(find(*t, 2, ActionType::Pass));
        QCOMPARE(int(t->phase()), int(Phase::Draw));
        QCOMPARE(t->pub().turn, 1);
        QVERIFY(!t->pub().seats[0].river.back().claimed);
    }

    void ronBeatsPonHeadBump() {
        auto t = makeTable("test", winners(0), kClaimHands, "7s");
        t->applyForced();
        t->apply(find(*t, 0, ActionType::Discard, "3m"));
        QCOMPARE(t->seatsToAct(), (std::vector<int>{1, 2, 3}));
        QVERIFY(has(*t, 1, ActionType::Ron));
        QVERIFY(has(*t, 3, ActionType::Ron));
        t->apply(find(*t, 3, ActionType::Ron));
        t->apply(find(*t, 2, ActionType::Pon));
        t->apply(find(*t, 1, ActionType::Ron));
        QCOMPARE(int(t->phase()), int(Phase::HandOver));
        const auto& o = t->pub().outcome;
        QCOMPARE(int(o.kind), int(HandOutcome::Kind::Win));
        QCOMPARE(int(o.wins.size()), 1);
        QCOMPARE(o.wins[0].seat, 1);  // 下家 of the discarder first
        QCOMPARE(o.wins[0].from, 0);
        QVERIFY(t->checkInvariants().empty());
        // Scores moved: the discarder paid the winner.
        QVERIFY(t->pub().seats[1].score > t->pub().seats[0].score);
    }

    void severalWinners() {
        auto t = makeTable("test", winners(1), kClaimHands, "7s");
        t->applyForced();
        t->apply(find(*t, 0, ActionType::Discard, "3m"));
        t->apply(find(*t, 1, ActionType::Ron));
        t->apply(find(*t, 2, ActionType::Pass));
        t->apply(find(*t, 3, ActionType::Ron));
        const auto& o = t->pub().outcome;
        QCOMPARE(int(o.wins.size()), 2);
        QCOMPARE(o.wins[0].seat, 1);
        QCOMPARE(o.wins[1].seat, 3);
    }

    void passingWinLetsPonThrough() {
        auto t = makeTable("test", winners(0), kClaimHands, "7s");
        t->applyForced();
        t->apply(find(*t, 0, ActionType::Discard, "3m"));
        t->apply(find(*t, 1, ActionType::Pass));
        t->apply(find(*t, 3, ActionType::Pass));
        t->apply(find(*t, 2, ActionType::Pon));
        QCOMPARE(t->pub().turn, 2);
        QCOMPARE(int(t->phase()), int(Phase::Turn));
    }

    void illegalActionsAreRefusedAndChangeNothing() {
        auto t = makeTable("test", {}, kClaimHands, "7s");
        const std::string before = t->toJson();
        QVERIFY_THROWS_EXCEPTION(IllegalAction, t->apply(Action{ActionType::Discard, 0, 0}));  // must draw first
        QVERIFY_THROWS_EXCEPTION(IllegalAction, t->apply(Action{ActionType::Draw, 1}));        // not seat 1's turn
        QVERIFY_THROWS_EXCEPTION(IllegalAction, t->apply(Action{ActionType::NextHand, -1}));
        QCOMPARE(t->toJson(), before);
        t->applyForced();
        // A tile seat 0 does not hold.
        const TileId notHeld = t->priv(1).hand[0];
        try {
            t->apply(Action{ActionType::Discard, 0, notHeld});
            QFAIL("expected IllegalAction");
        } catch (const IllegalAction& e) {
            QVERIFY2(QString(e.what()).contains("illegal action"), e.what());
        }
        QVERIFY(t->checkInvariants().empty());
    }

    void concealedKongDrawsFromTail() {
        // Seat 0 holds 111m and draws the fourth; the tail gives 5p.
        auto t = makeTable("test", {}, {"111m4p258s123456z", "23m456p789p111s99s", "33m258p147s12346z",
                                        "45m234567s888s99p"},
                           "1m", "5p7p");
        t->applyForced();
        const int liveBefore = t->wall().liveRemaining();
        t->apply(find(*t, 0, ActionType::Ankan, "1m"));
        QCOMPARE(int(t->phase()), int(Phase::Turn));
        QCOMPARE(formatTile(t->tile(t->priv(0).drawn)), std::string("5p"));
        QVERIFY(t->turnAfterReplacement());
        QCOMPARE(t->wall().liveRemaining(), liveBefore - 1);  // no dead wall: the tail is part of the wall
        QCOMPARE(int(t->pub().seats[0].melds[0].meld.type), int(MeldType::Ankan));
        QCOMPARE(t->kongCount(), 1);
        QVERIFY(t->checkInvariants().empty());
        // A second kong in a row is not offered without four of a kind.
        QVERIFY(!has(*t, 0, ActionType::Ankan));
    }

    void deadWallKeepsSize() {
        Options o;
        o.set("dead_wall", 14);
        auto t = makeTable("test", o, {"111m4p258s123456z", "23m456p789p111s99s", "33m258p147s12346z",
                                       "45m234567s888s99p"},
                           "1m", "5p");
        t->applyForced();
        const int liveBefore = t->wall().liveRemaining();
        QCOMPARE(liveBefore, 136 - 53 - 14);
        t->apply(find(*t, 0, ActionType::Ankan, "1m"));
        QCOMPARE(formatTile(t->tile(t->priv(0).drawn)), std::string("5p"));
        QCOMPARE(t->wall().liveRemaining(), liveBefore - 1);
    }

    void openKongAndRobbing() {
        // Seat 1 holds 333p: seat 0's 3p can be an open kong, replaced from the tail.
        auto t = makeTable("test", {}, {"3p47m258s1234567z", "333p12m89m111s99s5z", "33m258p147s12346z",
                                        "45m234567s888s99p"},
                           "6z", "4z");
        t->applyForced();
        t->apply(find(*t, 0, ActionType::Discard, "3p"));
        QVERIFY(has(*t, 1, ActionType::Kan));
        QVERIFY(has(*t, 1, ActionType::Pon));
        t->apply(find(*t, 1, ActionType::Kan));
        QCOMPARE(t->pub().turn, 1);
        QCOMPARE(int(t->phase()), int(Phase::Turn));
        QCOMPARE(formatTile(t->tile(t->priv(1).drawn)), std::string("4z"));
        QCOMPARE(int(t->pub().seats[1].melds[0].meld.type), int(MeldType::Kan));
        QVERIFY(t->checkInvariants().empty());
    }

    void addedKongCanBeRobbed() {
        // Seat 1 pons 3p from seat 0, then draws the fourth 3p and adds it;
        // seat 3 waits on 3p (12p) and robs it.
        auto t = makeTable("test", winners(0), {"3p47m258s1234567z", "337p12m89m111s99s5z", "6m2589p147s12346z",
                                                "12p456m234567s88s"},
                           "6z1z5p6p3p");
        t->applyForced();
        t->apply(find(*t, 0, ActionType::Discard, "3p"));
        t->apply(find(*t, 3, ActionType::Pass));  // seat 3 could already win on it
        t->apply(find(*t, 1, ActionType::Pon));
        t->apply(find(*t, 1, ActionType::Discard, "5z"));
        // Everybody discards what they draw until seat 1 draws the fourth 3p.
        while (t->pub().turn != 1 || t->phase() != Phase::Turn) {
            if (t->applyForced()) continue;
            for (int s : t->seatsToAct()) {
                if (has(*t, s, ActionType::Pass)) {
                    t->apply(find(*t, s, ActionType::Pass));
                    break;
                }
                // discard the drawn tile
                t->apply(Action{ActionType::Discard, std::int8_t(s), t->priv(s).drawn});
                break;
            }
        }
        QCOMPARE(formatTile(t->tile(t->priv(1).drawn)), std::string("3p"));
        t->apply(find(*t, 1, ActionType::Kakan, "3p"));
        QCOMPARE(int(t->phase()), int(Phase::Claim));
        QVERIFY(t->pub().claimIsKakan);
        QVERIFY(has(*t, 3, ActionType::Ron));
        QVERIFY(!has(*t, 3, ActionType::Pon));
        t->apply(find(*t, 3, ActionType::Ron));
        const auto& o = t->pub().outcome;
        QCOMPARE(int(o.kind), int(HandOutcome::Kind::Win));
        QCOMPARE(o.wins[0].seat, 3);
        QCOMPARE(o.wins[0].from, 1);
        QVERIFY(o.wins[0].desc.has("chankan"));
        // The robbed kong is a pon again for its owner.
        QCOMPARE(int(t->pub().seats[1].melds[0].meld.type), int(MeldType::Pon));
        QVERIFY(t->pub().seats[1].melds[0].robbed);
        QVERIFY(t->checkInvariants().empty());
    }

    void exhaustiveDraw() {
        for (int dead : {0, 14}) {
            Options o;
            o.set("dead_wall", dead);
            auto t = std::make_unique<Table>(makeRuleset("test"), o, 99);
            t->setCheckInvariants(true);
            int draws = 0;
            // Everybody discards what they draw and passes every claim.
            while (t->phase() != Phase::HandOver && t->phase() != Phase::GameOver) {
                if (t->phase() == Phase::Draw) {
                    t->applyForced();
                    ++draws;
                    continue;
                }
                const auto seats = t->seatsToAct();
                const int s = seats[0];
                if (t->phase() == Phase::Claim) {
                    t->apply(Action{ActionType::Pass, std::int8_t(s)});
                    continue;
                }
                t->apply(Action{ActionType::Discard, std::int8_t(s), t->priv(s).drawn});
            }
            const auto& out = t->pub().outcome;
            if (out.kind == HandOutcome::Kind::Exhausted) {
                QCOMPARE(draws, 136 - 52 - dead);
                QCOMPARE(t->wall().liveRemaining(), 0);
            } else {
                QCOMPARE(int(out.kind), int(HandOutcome::Kind::Win));  // cannot happen: nobody claimed or won
                QFAIL("an all-pass game must end with an exhausted wall");
            }
        }
    }

    // Random legal actions over many games and every table switch of the test
    // ruleset: after each action every tile is in exactly one place.
    void invariantsOverRandomGames() {
        int games = 0, actions = 0, wins = 0, exhausted = 0, kongs = 0, claims = 0;
        for (int g = 0; g < 1200; ++g) {
            Options o;
            o.set("winners", g % 3);
            o.set("flowers", (g / 3) % 2);
            o.set("dead_wall", (g / 6) % 2 ? 14 : 0);
            o.set("jump_deal", (g / 12) % 2);
            o.set("kong_after_call", (g / 24) % 2);
            o.set("aka", (g / 48) % 2);
            Table t(makeRuleset("test"), o, std::uint64_t(1000 + g));
            t.setCheckInvariants(true);
            Rng r{std::uint64_t(g)};
            ++games;
            int handsLeft = 2;
            while (t.phase() != Phase::GameOver && handsLeft > 0) {
                if (t.phase() == Phase::HandOver) {
                    const auto& o2 = t.pub().outcome;
                    if (o2.kind == HandOutcome::Kind::Win) ++wins;
                    if (o2.kind == HandOutcome::Kind::Exhausted) ++exhausted;
                    --handsLeft;
                    t.apply(Action{ActionType::NextHand, -1});
                    continue;
                }
                const auto seats = t.seatsToAct();
                QVERIFY(!seats.empty());
                const int s = seats[r.below(std::uint32_t(seats.size()))];
                const auto legal = t.legalActions(s);
                QVERIFY(!legal.empty());
                // Random play rarely completes a hand: always take a win when offered.
                Action a = legal[r.below(std::uint32_t(legal.size()))];
                for (const auto& x : legal)
                    if (x.type == ActionType::Tsumo || x.type == ActionType::Ron) a = x;
                if (a.type == ActionType::Ankan || a.type == ActionType::Kakan || a.type == ActionType::Kan) ++kongs;
                if (a.type == ActionType::Chi || a.type == ActionType::Pon) ++claims;
                t.apply(a);  // throws std::logic_error on a broken invariant
                ++actions;
            }
            QCOMPARE(t.invariantViolations(), 0);
        }
        qInfo("%d games, %d actions, %d wins, %d exhausted, %d kongs, %d chi/pon", games, actions, wins, exhausted,
              kongs, claims);
        QVERIFY(wins > 30);
        QVERIFY(exhausted > 10);
        QVERIFY(kongs > 100);
        QVERIFY(claims > 1000);
    }

    // Table::completesWith keeps each seat's shape answers until its hand
    // changes: on every claim window of bot-played games in each ruleset it
    // must answer isComplete on the concealed counts plus the kind, for the
    // discard first (as the rulesets ask) and then for every kind, under
    // several form masks and meld counts in turn; completesHand on every
    // turn, self-drawn, isComplete of the hand as it is.
    void completesWithAgreesWithIsComplete() {
        const std::uint8_t masks[] = {kFormStandard, kFormAll, kFormStandard | kFormSevenPairs | kFormThirteenOrphans,
                                      kFormStandard | kFormSevenPairs | kFormKnitted | kFormThirteenOrphans,
                                      kFormKnittedStraight};
        int windows = 0, asked = 0, complete = 0, discardsComplete = 0, turnsAsked = 0, turnsComplete = 0;
        for (const char* id : {"binshi", "lingque", "yuque", "riichi", "shanghai"}) {
            Table t(makeRuleset(id), Options{}, 11);
            std::array<std::unique_ptr<ai::Bot>, 4> bots;
            for (int s = 0; s < 4; ++s) bots[std::size_t(s)] = ai::makeBot("simple", std::uint64_t(s + 1));
            int hands = 0;
            while (t.phase() != Phase::GameOver && hands < 24) {
                if (t.phase() == Phase::HandOver) {
                    ++hands;
                    t.apply(Action{ActionType::NextHand, -1});
                    continue;
                }
                if (t.phase() == Phase::Claim) {
                    ++windows;
                    const Kind discard = kindOfId(t.pub().claimTile);
                    for (int s = 0; s < 4; ++s) {
                        if (s == t.pub().lastDiscarder) continue;
                        const int melds = int(t.pub().seats[std::size_t(s)].melds.size());
                        for (std::uint8_t forms : masks)
                            for (int m = melds; m <= melds + 1; ++m) {
                                auto expect = [&](Kind k) {
                                    Counts c = t.concealedCounts(s);
                                    ++c[k];
                                    return isComplete(c, m, forms);
                                };
                                if (discard < kNumKinds) {
                                    const bool e = expect(discard);
                                    QCOMPARE(t.completesWith(s, discard, m, forms), e);
                                    discardsComplete += e;
                                }
                                for (int k = 0; k < kNumKinds; ++k) {
                                    const bool e = expect(Kind(k));
                                    QCOMPARE(t.completesWith(s, Kind(k), m, forms), e);
                                    ++asked;
                                    complete += e;
                                }
                            }
                    }
                }
                if (t.phase() == Phase::Turn) {
                    // Self-drawn: the hand as it is, whichever of its tiles
                    // is named the winning one (the drawn tile first, as the
                    // table asks).
                    const int s = t.pub().turn;
                    const int melds = int(t.pub().seats[std::size_t(s)].melds.size());
                    std::vector<TileId> ids = t.priv(s).hand;
                    if (t.priv(s).drawn != kNoTile) ids.insert(ids.begin(), t.priv(s).drawn);
                    for (std::uint8_t forms : masks) {
                        const bool e = isComplete(t.concealedCounts(s), melds, forms);
                        for (TileId tileId : ids) {
                            QCOMPARE(t.completesHand(WinContext{s, -1, tileId, true, false}, melds, forms), e);
                            ++turnsAsked;
                            turnsComplete += e;
                        }
                    }
                }
                const auto seats = t.seatsToAct();
                QVERIFY(!seats.empty());
                const int s = seats.front();
                t.apply(bots[std::size_t(s)]->choose(t.view(s)));
            }
        }
        qInfo("%d claim windows, %d questions, %d complete (%d on the discard); self-drawn: %d questions, %d complete",
              windows, asked, complete, discardsComplete, turnsAsked, turnsComplete);
        QVERIFY(windows > 1000 && complete > 500 && discardsComplete > 20 && turnsComplete > 50);
    }

    // A seat's view never holds another seat's concealed tiles or the wall.
    void viewsHideOtherHands() {
        int checked = 0;
        for (int g = 0; g < 60; ++g) {
            Options o;
            o.set("flowers", g % 2);
            Table t(makeRuleset("test"), o, std::uint64_t(77 + g));
            Rng r{std::uint64_t(g)};
            while (t.phase() != Phase::HandOver && t.phase() != Phase::GameOver) {
                for (int seat = 0; seat < 4; ++seat) {
                    const SeatView v = t.view(seat);
                    std::set<TileId> hidden;
                    for (int other = 0; other < 4; ++other)
                        if (other != seat)
                            for (TileId id : t.priv(other).hand) hidden.insert(id);
                    for (int i = 0; i < t.wall().size(); ++i)
                        if (!t.wall().taken(i)) hidden.insert(t.wall().at(i));
                    for (const auto& [idx, id] : v.pub.wall.revealed) hidden.erase(id);
                    auto leak = [&](TileId id, const char* where) {
                        if (id != kNoTile && hidden.count(id))
                            QFAIL(qPrintable(QString("seat %1 sees hidden tile %2 in %3").arg(seat).arg(id).arg(where)));
                    };
                    for (TileId id : v.own.hand) leak(id, "own hand");
                    for (const auto& s : v.pub.seats) {
                        for (const auto& m : s.melds)
                            for (TileId id : m.ids) leak(id, "melds");
                        for (const auto& d : s.river) leak(d.id, "river");
                        for (TileId id : s.flowers) leak(id, "flowers");
                    }
                    for (const auto& e : v.pub.log) {
                        leak(e.tile, "log");
                        for (TileId id : e.tiles) leak(id, "log tiles");
                        if (e.type == EventType::Draw || e.type == EventType::Deal || e.type == EventType::Replacement)
                            QVERIFY(e.tile == kNoTile && e.tiles.empty());
                    }
                    for (const auto& a : v.legal) {
                        leak(a.tile, "legal actions");
                        for (TileId id : a.with) leak(id, "legal actions");
                    }
                    // Only the seat's own hand: counts of the others are public, tiles are not.
                    QCOMPARE(v.own.hand, t.priv(seat).hand);
                    ++checked;
                }
                const auto seats = t.seatsToAct();
                const int s = seats[r.below(std::uint32_t(seats.size()))];
                const auto legal = t.legalActions(s);
                t.apply(legal[r.below(std::uint32_t(legal.size()))]);
            }
        }
        QVERIFY(checked > 5000);
    }

    // A view kept between Table::viewInto calls (a game loop's: one view
    // for every seat, only what changed copied again) always equals a fresh
    // view of that seat, in every ruleset, across hands, whoever is asked,
    // and when the view is filled from another table or a copy in between.
    void keptViewsEqualFreshOnes() {
        int compared = 0, hands = 0;
        std::vector<std::string> ids = rulesetIds();
        ids.push_back("test");
        for (std::size_t r = 0; r < ids.size(); ++r) {
            for (int g = 0; g < 4; ++g) {
                const auto rs = makeRuleset(ids[r]);
                Table t(rs, {}, std::uint64_t(900 + 7 * g + 100 * int(r)));
                Table other(rs, {}, std::uint64_t(5 + g));
                Rng rng{std::uint64_t(31 * g + int(r))};
                SeatView kept;
                ViewKept stamps;
                QString failure;
                // False (and `failure` says where) when the kept view differs.
                auto check = [&](const Table& tab, int seat) {
                    tab.viewInto(seat, kept, stamps);
                    const SeatView fresh = tab.view(seat);
                    const std::string diff = firstDifference(kept, fresh);
                    ++compared;
                    if (diff.empty()) return true;
                    failure = QString("%1, game %2, action %3, seat %4: the kept view differs in %5")
                                  .arg(QString::fromStdString(ids[r]))
                                  .arg(g)
                                  .arg(tab.log().size())
                                  .arg(seat)
                                  .arg(QString::fromStdString(diff));
                    return false;
                };
                for (int step = 0; step < 1000 && t.phase() != Phase::GameOver; ++step) {
                    // Most often the seats a game loop asks; now and then any seat,
                    // another table, or a copy of this one.
                    const std::uint32_t pick = rng.below(20);
                    bool same = true;
                    if (pick == 0) same = check(other, int(rng.below(4)));
                    if (pick == 1) {
                        const Table copy = t;
                        same = check(copy, int(rng.below(4)));
                    }
                    if (pick == 2) same = check(t, int(rng.below(4)));
                    if (!same) QFAIL(qPrintable(failure));
                    if (t.phase() == Phase::HandOver) {
                        for (int s = 0; s < 4; ++s)
                            if (!check(t, s)) QFAIL(qPrintable(failure));
                        ++hands;
                        t.apply(Action{ActionType::NextHand, -1});
                        continue;
                    }
                    // The public taken flags follow the wall tile by tile.
                    QVERIFY(t.pub().wall.taken == t.wall().takenFlags());
                    const auto seats = t.seatsToAct();
                    QVERIFY(!seats.empty());
                    for (int s : seats)
                        if (!check(t, s)) QFAIL(qPrintable(failure));
                    const int s = seats[rng.below(std::uint32_t(seats.size()))];
                    const auto legal = t.legalActions(s);
                    // Wins end hands quickly; most random games would otherwise
                    // wander to an exhausted wall every time.
                    const Action* win = nullptr;
                    for (const Action& a : legal)
                        if ((a.type == ActionType::Tsumo || a.type == ActionType::Ron) && rng.below(2) == 0) win = &a;
                    t.apply(win ? *win : legal[rng.below(std::uint32_t(legal.size()))]);
                }
            }
        }
        qInfo("%d kept views compared over %d hands", compared, hands);
        QVERIFY(compared > 25000 && hands > 80);
    }

    void savesReplayExactly() {
        Options o;
        o.set("flowers", 1);
        Table t(makeRuleset("test"), o, 4242);
        Rng r(5);
        for (int i = 0; i < 400 && t.phase() != Phase::GameOver; ++i) {
            if (t.phase() == Phase::HandOver) {
                t.apply(Action{ActionType::NextHand, -1});
                continue;
            }
            const auto seats = t.seatsToAct();
            const int s = seats[r.below(std::uint32_t(seats.size()))];
            const auto legal = t.legalActions(s);
            t.apply(legal[r.below(std::uint32_t(legal.size()))]);
        }
        const std::string save = t.toJson();
        auto u = Table::fromJson(save);
        QCOMPARE(u->toJson(), save);
        for (int s = 0; s < 4; ++s) {
            QCOMPARE(u->priv(s).hand, t.priv(s).hand);
            QCOMPARE(u->pub().seats[std::size_t(s)].score, t.pub().seats[std::size_t(s)].score);
        }
        QCOMPARE(u->pub().handNumber, t.pub().handNumber);
        QCOMPARE(int(u->pub().log.size()), int(t.pub().log.size()));
    }

    // --- the first dealer (common.md "Randomness": dice from the seed) ---

    void diceCountFromASeat() {
        // Counted counter-clockwise (in turn order) from the thrower: 1, 5, 9
        // the thrower; 2, 6, 10 the next seat; 3, 7, 11 across; 4, 8, 12 the previous.
        const int fromEast[13] = {-1, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3};
        for (int sum = 2; sum <= 12; ++sum) QCOMPARE(seatCountedFrom(0, sum), fromEast[sum]);
        QCOMPARE(seatCountedFrom(2, 2), 3);
        QCOMPARE(seatCountedFrom(3, 3), 1);
        QCOMPARE(seatCountedFrom(1, 12), 0);
    }

    void firstDealerByDice() {
        auto rs = makeRuleset("test");
        std::array<int, 4> dealt{};
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            Table t(rs, {}, seed);
            const PublicState& p = t.pub();
            QCOMPARE(int(p.firstDealerDice.size()), 2);
            for (int d : p.firstDealerDice) QVERIFY(d >= 1 && d <= 6);
            // It is what the dice say, and it deals the first hand as East.
            QCOMPARE(p.firstDealer, seatCountedFrom(0, p.firstDealerDice[0] + p.firstDealerDice[1]));
            QCOMPARE(p.dealer, p.firstDealer);
            QCOMPARE(p.seatWind(p.firstDealer), 0);
            QCOMPARE(p.turn, p.firstDealer);
            QCOMPARE(t.seatsToAct(), std::vector<int>{p.firstDealer});
            // A public event opens the game's log.
            QVERIFY(!p.log.empty());
            QCOMPARE(int(p.log[0].type), int(EventType::FirstDealer));
            QCOMPARE(int(p.log[0].seat), p.firstDealer);
            QCOMPARE(p.log[0].text,
                     std::to_string(p.firstDealerDice[0]) + "+" + std::to_string(p.firstDealerDice[1]));
            QCOMPARE(int(t.fullEvents()[0].type), int(EventType::FirstDealer));
            // The same seed throws the same dice.
            Table again(rs, {}, seed);
            QCOMPARE(again.pub().firstDealerDice, p.firstDealerDice);
            QCOMPARE(again.pub().firstDealer, p.firstDealer);
            // The dice have a stream of their own: the first wall is still
            // the hand-1 stream of the seed, broken from the dealer's side.
            std::uint64_t st = seed ^ 0xa0761d6478bd642fULL;
            Rng handRng(splitmix64(st));
            const Wall w(t.config().wall, handRng, p.firstDealer);
            QCOMPARE(t.wall().dice(), w.dice());
            for (int i = 0; i < w.size(); ++i) QCOMPARE(t.wall().at(i), w.at(i));
            ++dealt[std::size_t(p.firstDealer)];
        }
        // It varies with the seed: every seat deals first in some of 200 games.
        for (int n : dealt) QVERIFY2(n >= 20, "a seat deals first too rarely");
    }

    void fixedFirstWallKeepsSeatZeroDealing() {
        auto t = makeTable("test", {}, kClaimHands, "7s");
        QCOMPARE(t->pub().firstDealer, 0);
        QCOMPARE(t->pub().dealer, 0);
        QVERIFY(t->pub().firstDealerDice.empty());
        QCOMPARE(int(t->pub().log[0].type), int(EventType::FirstDealer));
        QCOMPARE(t->pub().log[0].text, std::string());
        // A test may also give the first dealer (and dice) with the fixed wall.
        auto rs = makeRuleset("test");
        const std::vector<TileId> order = t->wall().order();
        Table u(rs, {}, order, {3, 4}, FirstDealerDraw{2, {6, 1}});
        QCOMPARE(u.pub().firstDealer, 2);
        QCOMPARE(u.pub().dealer, 2);
        QCOMPARE(u.seatsToAct(), std::vector<int>{2});
        QCOMPARE(u.pub().log[0].text, std::string("6+1"));
        QVERIFY(u.checkInvariants().empty());
        bool refused = false;
        try {
            Table bad(rs, {}, order, {3, 4}, FirstDealerDraw{4, {}});
        } catch (const std::invalid_argument& e) {
            refused = std::string(e.what()).find("first dealer") != std::string::npos;
        }
        QVERIFY(refused);
    }

    void wholeGameFromAnotherFirstDealer() {
        // The test ruleset's default session: the deal passes after every
        // hand and the game ends after four, so the last dealer sits just
        // before the first one, and every seat deals once.
        auto rs = makeRuleset("test");
        std::uint64_t seed = 1;
        while (Table(rs, {}, seed).pub().firstDealer != 2) ++seed;
        Table t(rs, {}, seed);
        Rng r(11);
        std::vector<int> dealers;
        while (t.phase() != Phase::GameOver) {
            if (t.phase() == Phase::HandOver) {
                t.apply(Action{ActionType::NextHand, -1});
                continue;
            }
            if (int(dealers.size()) < t.pub().handNumber) dealers.push_back(t.pub().dealer);
            const auto seats = t.seatsToAct();
            const int s = seats[r.below(std::uint32_t(seats.size()))];
            const auto legal = t.legalActions(s);
            t.apply(legal[r.below(std::uint32_t(legal.size()))]);
        }
        QCOMPARE(dealers, (std::vector<int>{2, 3, 0, 1}));
        // A save replays to the same first dealer and the same game.
        auto u = Table::fromJson(t.toJson());
        QCOMPARE(u->pub().firstDealer, 2);
        QCOMPARE(u->pub().history, t.pub().history);
        QCOMPARE(int(u->phase()), int(Phase::GameOver));
    }

    void corruptSavesGiveClearErrors_data() {
        QTest::addColumn<QString>("save");
        QTest::addColumn<QString>("needle");
        QTest::newRow("not json") << "{oops" << "not valid JSON";
        QTest::newRow("not a save") << "{\"a\":1}" << "not a Quetai save";
        QTest::newRow("unknown ruleset")
            << "{\"format\":\"quetai-game-1\",\"ruleset\":\"nope\",\"seed\":1,\"actions\":[]}" << "unknown ruleset";
        QTest::newRow("bad option")
            << "{\"format\":\"quetai-game-1\",\"ruleset\":\"test\",\"seed\":1,\"options\":{\"zzz\":1},\"actions\":[]}"
            << "unknown option";
        QTest::newRow("no seed") << "{\"format\":\"quetai-game-1\",\"ruleset\":\"test\",\"actions\":[]}" << "seed";
        // The first dealer (thrown from the seed) draws first, then draws again.
        const std::string d = std::to_string(Table(makeRuleset("test"), {}, 1).pub().firstDealer);
        QTest::newRow("illegal action")
            << QString::fromStdString("{\"format\":\"quetai-game-1\",\"ruleset\":\"test\",\"seed\":1,\"actions\":[{\"type\":\"draw\",\"seat\":" +
                                      d + "},{\"type\":\"draw\",\"seat\":" + d + "}]}")
            << "action 2";
        QTest::newRow("bad action type")
            << "{\"format\":\"quetai-game-1\",\"ruleset\":\"test\",\"seed\":1,\"actions\":[{\"type\":\"fly\"}]}"
            << "unknown action type";
    }
    void corruptSavesGiveClearErrors() {
        QFETCH(QString, save);
        QFETCH(QString, needle);
        try {
            Table::fromJson(save.toStdString());
            QFAIL("expected an error");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(QString::fromStdString(e.what()).contains(needle), e.what());
        }
    }
};

QTEST_APPLESS_MAIN(TestTable)
#include "test_table.moc"
