// 璸市麻雀 play: docs/rulesets/binshi.md "Play", "Payments (铳二摸三)" and
// "Counting principles" (和绝张). Fixed walls (table_fixtures.h, dealt with
// the 跳牌 pattern: the dealer, seat 0, gets 14) for every rule that only
// happens at the table, and whole games for the length and the deal.
#include <QtTest>

#include "bot.h"
#include "core/registry.h"
#include "core/table.h"
#include "rulesets/binshi/binshi_ruleset.h"
#include "table_fixtures.h"

using namespace qe;
using namespace qe::testing;

namespace {

// 123m 456m 789m 55m 999m waiting on 3m alone: 清一色 24 + 清龙 16 + ... = 46.
const char* const kFlush = "12m456m789m55m999m";
// Seven pairs waiting on 3m: 七对 24 + ...
const char* const kPairs = "3m11p22p44p55p77p88p";
// Hands that claim nothing of the tiles played below.
const char* const kDealerTwoThree = "33m147p258s123467z";   // 14
const char* const kJunk2 = "3m258p369s12345z6z";            // 13
const char* const kJunk3 = "3m369p147s12345z7z";            // 13

Options opt(std::initializer_list<std::pair<const char*, long long>> kv) {
    Options o;
    for (const auto& [k, v] : kv) o.set(k, v);
    return o;
}

void passAll(Table& t) {
    while (t.phase() == Phase::Claim) t.apply(find(t, t.seatsToAct().front(), ActionType::Pass));
}

// The turn seat draws (unless it already holds 3n+2) and discards `tile`;
// every claim is passed.
void play(Table& t, const std::string& tile) {
    t.applyForced();
    t.apply(find(t, t.pub().turn, ActionType::Discard, tile));
}

bool hasItem(const ScoreResult& r, const std::string& id) {
    for (const auto& it : r.items)
        if (it.id == id) return true;
    return false;
}

bool offers(const Table& t, int seat, ActionType type) {
    for (const Action& a : t.legalActions(seat))
        if (a.type == type) return true;
    return false;
}

}  // namespace

class TestBinshiPlay : public QObject {
    Q_OBJECT
private slots:
    void registeredAndConfigured() {
        auto rs = makeRuleset("binshi");
        QVERIFY(rs);
        const TableConfig c = rs->config(Options{});
        QCOMPARE(c.wall.set.size(), 144);
        QCOMPARE(c.wall.deadWall, 0);
        QVERIFY(c.autoFlowers);
        QCOMPARE(c.winners, WinnersPolicy::HeadBump);
        QCOMPARE(rs->config(opt({{"head_bump", 0}})).winners, WinnersPolicy::All);
        QCOMPARE(rs->ruleFacts(Options{}).minimum, 8LL);
        QVERIFY(!rs->ruleFacts(Options{}).furitenOwnDiscards);
        QVERIFY(!rs->ruleFacts(Options{}).furitenPassed);
    }

    void jumpDealAndTheDealersFirstDiscard() {
        // binshi.md "Play": 18 stacks a side; the dealer holds 14 and starts
        // with a discard, no draw; the others 13; no dead wall.
        auto t = makeTable("binshi", {}, {kDealerTwoThree, kFlush, kJunk2, kJunk3}, "8p9p9s8s");
        QCOMPARE(t->wall().stacksPerSide(), 18);
        QCOMPARE(int(t->priv(0).hand.size()), 14);
        for (int s = 1; s < 4; ++s) QCOMPARE(int(t->priv(s).hand.size()), 13);
        QCOMPARE(t->phase(), Phase::Turn);
        QCOMPARE(t->pub().turn, 0);
        QVERIFY(!t->applyForced());
        QVERIFY(offers(*t, 0, ActionType::Discard));
        QCOMPARE(t->wall().liveRemaining(), 144 - 53);
    }

    void flowersReplacedFromTheTailDealerFirst() {
        // The dealer's flower first, then 下家's, each from the tail in turn.
        auto t = makeTable("binshi", {}, {"11m147p258s12346z4f", "234m567m345p9s1f2f3f", kJunk2, kJunk3}, "",
                           "7z5f6s7s8s");
        QCOMPARE(t->pub().seats[0].flowers.size(), std::size_t(1));
        // The second flower of the tail went to seat 1 and was replaced again.
        QCOMPARE(t->pub().seats[1].flowers.size(), std::size_t(4));
        QVERIFY(t->concealedCounts(0)[parseTile("7z").kind] == 1);
        const Counts c1 = t->concealedCounts(1);
        for (const char* k : {"6s", "7s", "8s"}) QCOMPARE(int(c1[parseTile(k).kind]), 1);
        QCOMPARE(t->wall().liveRemaining(), 144 - 53 - 5);
        QVERIFY(t->checkInvariants().empty());
    }

    void eightFansWithoutFlowersToWin() {
        // 234m 567m 345p 678s + 9s with four flowers: 5 fan and 4 flowers,
        // 9 in all, below 8 without flowers: no win offered (binshi.md
        // "Play"), only the chi.
        auto t = makeTable("binshi", {}, {"9s11m147p258s12346z", "234m567m345p9s1f2f3f", kJunk2, kJunk3}, "", "4f6s7s8s");
        QCOMPARE(t->pub().seats[1].flowers.size(), std::size_t(4));
        t->apply(find(*t, 0, ActionType::Discard, "9s"));
        QCOMPARE(t->phase(), Phase::Claim);
        QVERIFY(offers(*t, 1, ActionType::Chi));
        QVERIFY(!offers(*t, 1, ActionType::Ron));
        // The same discard to a 46-fan hand is a win.
        auto u = makeTable("binshi", {}, {kDealerTwoThree, kFlush, kJunk2, kJunk3}, "");
        u->apply(find(*u, 0, ActionType::Discard, "3m"));
        QVERIFY(offers(*u, 1, ActionType::Ron));
    }

    void lastTileCountsOnlyTheTilesSeenBefore() {
        // 和绝张 (binshi.md "Counting principles"): the other three of the
        // winning kind visible before the win. Two 3m in the rivers and the
        // third discarded to win: not 和绝张 (the winning discard itself is
        // not one of the other three).
        auto t = makeTable("binshi", {}, {kDealerTwoThree, kFlush, kJunk2, kJunk3}, "8p9p9s8s");
        play(*t, "7z");
        passAll(*t);
        play(*t, "8p");
        passAll(*t);
        play(*t, "3m");  // seat 2; seat 1 may win and passes (no furiten later)
        QVERIFY(offers(*t, 1, ActionType::Ron));
        passAll(*t);
        play(*t, "3m");  // seat 3
        passAll(*t);
        play(*t, "3m");  // seat 0
        t->apply(find(*t, 1, ActionType::Ron));
        QCOMPARE(t->phase(), Phase::HandOver);
        const ScoreResult& two = t->pub().outcome.wins.at(0).score;
        QVERIFY(two.valid);
        QVERIFY(!hasItem(two, "last_tile"));
        QCOMPARE(two.total, 46LL);

        // Three in the rivers, the fourth won: 和绝张 4 more.
        auto u = makeTable("binshi", {}, {kDealerTwoThree, kFlush, kJunk2, kJunk3}, "8p9p9s8s");
        play(*u, "3m");
        passAll(*u);
        play(*u, "8p");
        passAll(*u);
        play(*u, "3m");
        passAll(*u);
        play(*u, "3m");
        passAll(*u);
        play(*u, "3m");
        u->apply(find(*u, 1, ActionType::Ron));
        const ScoreResult& three = u->pub().outcome.wins.at(0).score;
        QVERIFY(hasItem(three, "last_tile"));
        QCOMPARE(three.total, 50LL);
    }

    void noFuritenOnOwnDiscard() {
        // 和舍张 (binshi.md "Play": no furiten): seat 1 draws its winning 3m,
        // discards it, and still wins on the next 3m.
        auto t = makeTable("binshi", {}, {"147p258s1234567z5p", kFlush, kJunk2, kJunk3}, "3m9p");
        play(*t, "7z");
        passAll(*t);
        t->applyForced();
        QVERIFY(offers(*t, 1, ActionType::Tsumo));
        t->apply(find(*t, 1, ActionType::Discard, "3m"));
        passAll(*t);
        play(*t, "3m");
        QVERIFY(offers(*t, 1, ActionType::Ron));
    }

    void selfDrawEachPaysF() {
        // 铳二摸三 (binshi.md "Payments"): a self-draw, each other pays F.
        auto t = makeTable("binshi", {}, {"147p258s1234567z5p", kFlush, kJunk2, kJunk3}, "3m");
        play(*t, "7z");
        passAll(*t);
        t->applyForced();
        t->apply(find(*t, 1, ActionType::Tsumo));
        const auto& o = t->pub().outcome;
        const long long f = o.wins.at(0).score.total;
        QVERIFY(f >= 8);
        QVERIFY(hasItem(o.wins.at(0).score, "self_drawn") || hasItem(o.wins.at(0).score, "fully_concealed_hand"));
        QCOMPARE(o.settlement.delta[1], 3 * f);
        for (int s : {0, 2, 3}) QCOMPARE(o.settlement.delta[std::size_t(s)], -f);
        QCOMPARE(t->pub().seats[1].score, 3 * f);
    }

    void headBumpOrEveryWinner() {
        // Seat 1 (下家) and seat 2 (对家) both win on the dealer's 3m.
        const std::array<std::string, 4> hands = {"3m147s258s1234567z", kFlush, kPairs, "2m3s6s9s8p9p12345z6z7z"};
        auto t = makeTable("binshi", {}, hands, "");
        t->apply(find(*t, 0, ActionType::Discard, "3m"));
        QVERIFY(offers(*t, 1, ActionType::Ron));
        QVERIFY(offers(*t, 2, ActionType::Ron));
        t->apply(find(*t, 2, ActionType::Ron));
        t->apply(find(*t, 1, ActionType::Ron));
        QCOMPARE(int(t->pub().outcome.wins.size()), 1);
        QCOMPARE(t->pub().outcome.wins[0].seat, 1);
        const long long f1 = t->pub().outcome.wins[0].score.total;
        QCOMPARE(t->pub().outcome.settlement.delta[0], -2 * f1);
        QCOMPARE(t->pub().outcome.settlement.delta[2], 0LL);

        auto u = makeTable("binshi", opt({{"head_bump", 0}}), hands, "");
        u->apply(find(*u, 0, ActionType::Discard, "3m"));
        u->apply(find(*u, 1, ActionType::Ron));
        u->apply(find(*u, 2, ActionType::Ron));
        const auto& o = u->pub().outcome;
        QCOMPARE(int(o.wins.size()), 2);
        long long sum = 0;
        for (const auto& w : o.wins) {
            QCOMPARE(o.settlement.delta[std::size_t(w.seat)], 2 * w.score.total);
            sum += 2 * w.score.total;
        }
        QCOMPARE(o.settlement.delta[0], -sum);
        QCOMPARE(o.settlement.delta[3], 0LL);
    }

    void knittedHandWinsAtTheTable() {
        // 全不靠 (12) + ... is a form the table offers: 147m 258p 369s and five
        // honours, won on the 14th different tile.
        auto t = makeTable("binshi", {}, {"6z33m258s13p2467z5p7s", "147m258p369s1234z", kJunk2, "2m3s6s9s8p9p12345z6z7z"},
                           "");
        t->apply(find(*t, 0, ActionType::Discard, "6z"));
        QVERIFY(offers(*t, 1, ActionType::Ron));
        t->apply(find(*t, 1, ActionType::Ron));
        const ScoreResult& r = t->pub().outcome.wins.at(0).score;
        QVERIFY(r.valid);
        QVERIFY(hasItem(r, "lesser_honors_knitted"));
    }

    void exhaustedWallPaysNothingAndTheDealPasses() {
        // 荒庄: nobody pays; no dealer repeat; `rounds` 1: four hands.
        auto rs = makeRuleset("binshi");
        Table t(rs, opt({{"rounds", 1}}), 99);
        t.setCheckInvariants(true);
        auto bot = ai::makeBot("simple", 3);
        std::vector<int> dealers;
        int exhausted = 0;
        while (t.phase() != Phase::GameOver) {
            if (t.phase() == Phase::HandOver) {
                if (t.pub().outcome.kind == HandOutcome::Kind::Exhausted) {
                    ++exhausted;
                    for (long long d : t.pub().outcome.settlement.delta) QCOMPARE(d, 0LL);
                }
                t.apply(Action{ActionType::NextHand, -1});
                continue;
            }
            if (int(dealers.size()) < t.pub().handNumber) dealers.push_back(t.pub().dealer);
            if (t.applyForced()) continue;
            for (int s : t.seatsToAct()) {
                t.apply(bot->choose(t.view(s)));
                if (t.phase() != Phase::Claim) break;
            }
        }
        // The first dealer is drawn from the seed; then each seat in turn.
        QCOMPARE(int(dealers.size()), 4);
        for (int i = 1; i < 4; ++i) QCOMPARE(dealers[std::size_t(i)], (dealers[0] + i) % 4);
        QCOMPARE(t.invariantViolations(), 0);
        long long sum = 0;
        for (const auto& s : t.pub().seats) sum += s.score;
        QCOMPARE(sum, 0LL);  // zero-sum
        // A whole game: four rounds of four deals by default.
        Table g(rs, Options{}, 5);
        int hands = 0;
        while (g.phase() != Phase::GameOver) {
            if (g.phase() == Phase::HandOver) {
                ++hands;
                g.apply(Action{ActionType::NextHand, -1});
                continue;
            }
            if (g.applyForced()) continue;
            for (int s : g.seatsToAct()) {
                g.apply(bot->choose(g.view(s)));
                if (g.phase() != Phase::Claim) break;
            }
        }
        QCOMPARE(g.pub().handNumber, 16);
        QCOMPARE(g.pub().roundWind, 3);
        Q_UNUSED(exhausted);
    }
};

QTEST_APPLESS_MAIN(TestBinshiPlay)
#include "test_binshi_play.moc"
