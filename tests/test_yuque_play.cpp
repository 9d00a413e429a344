// 玉雀 play: docs/rulesets/yuque.md "Play", "Tenpai valuation",
// "Points and settlement", "Session"; yuque-readings.md 11, 16, 17. Fixed
// walls (table_fixtures.h) for the three endings, 地和/天和, robbing a kong
// and the minimum fan; the session rules on whole games; and many hands
// played by a calling, kong-happy driver to show the table never sends the
// scorer a contradictory hand.
#include <QtTest>

#include <map>
#include <numeric>

#include "bot.h"
#include "core/registry.h"
#include "core/rng.h"
#include "core/shanten.h"
#include "core/table.h"
#include "rulesets/yuque/yuque_ruleset.h"
#include "rulesets/yuque/yuque_score.h"
#include "table_fixtures.h"

using namespace qe;
using namespace qe::testing;

namespace {

// Noten hands (no two tiles that work together, no pair).
const char* const kJunkA = "147m258p369s2467z";
const char* const kJunkB = "258m147p369s1357z";
// 123m 123m 456p 678s, waiting on 5s alone: 一般高 5 + 门前清 2 = 7 fan.
const char* const kSeven = "112233m456p678s5s";
// 123m 123p 456s 789s, waiting on 5p alone: 门前清 2 + 喜相逢 1 = 3 fan.
const char* const kThree = "123m123p456s789s5p";
// 234m 567m 234p 11z + 78s, waiting on 6s or 9s: 门前清 2 + 喜相逢 1 = 3
// fan either way (for a seat other than East, 1z is no 番牌).
const char* const kReady3 = "234m567m234p78s11z";

Options opt(std::initializer_list<std::pair<const char*, long long>> kv) {
    Options o;
    for (const auto& [k, v] : kv) o.set(k, v);
    return o;
}

void discardDrawn(Table& t) {
    const int s = t.pub().turn;
    t.apply(Action{ActionType::Discard, std::int8_t(s), t.priv(s).drawn});
}

void passAll(Table& t) {
    while (t.phase() == Phase::Claim) {
        const auto seats = t.seatsToAct();
        t.apply(find(t, seats.front(), ActionType::Pass));
    }
}

// Draws and discards the drawn tile, every claim passed, to the end of the hand.
void tsumogiriToEnd(Table& t) {
    while (t.phase() != Phase::HandOver && t.phase() != Phase::GameOver) {
        if (t.applyForced()) continue;
        if (t.phase() == Phase::Turn) discardDrawn(t);
        passAll(t);
    }
}

// `n` live draws that avoid the tiles of `hands` and of `keep` (kinds in id
// order, as many copies as are left), written in tile notation.
std::string filler(const std::array<std::string, 4>& hands, const std::string& keep, int n) {
    Counts used{};
    for (const auto& h : hands)
        for (Tile x : parseTiles(h)) ++used[x.kind];
    for (Tile x : parseTiles(keep)) ++used[x.kind];
    std::string out;
    for (int k = 0; k < kNumKinds && n > 0; ++k)
        for (; used[std::size_t(k)] < 4 && n > 0; --n, ++used[std::size_t(k)]) out += formatTile(Tile{Kind(k), false});
    return out;
}

long long paymentsNet(const Settlement& s, int seat) {
    long long n = 0;
    for (const Payment& p : s.payments) {
        if (p.to == seat) n += p.amount;
        if (p.from == seat) n -= p.amount;
    }
    return n;
}

bool stepsMention(const std::vector<ScoreStep>& steps, const std::string& text) {
    for (const auto& s : steps)
        if (s.text.find(text) != std::string::npos) return true;
    return false;
}

std::array<long long, 4> deltas(const Table& t) { return t.pub().outcome.settlement.delta; }

}  // namespace

class TestYuquePlay : public QObject {
    Q_OBJECT
private slots:
    void configuration() {
        auto rs = makeRuleset("yuque");
        QVERIFY(rs);
        Options o;
        o.resolve(rs->optionDescs());
        const TableConfig c = rs->config(o);
        // yuque.md "Play".
        QCOMPARE(c.wall.set.size(), 136);
        QCOMPARE(c.wall.deadWall, 14);
        QVERIFY(c.kongAfterCall);
        QVERIFY(c.robKong);
        QVERIFY(!c.robConcealedKong);  // only an added kong is robbed (抢杠)
        QVERIFY(c.chi);
        QCOMPARE(int(c.winners), int(WinnersPolicy::HeadBump));
        QCOMPARE(c.startScore, 0LL);
        QCOMPARE(int(c.kongDisplay), int(ConcealedKongDisplay::OneDown));
        o.set("kong_display", 2);
        QCOMPARE(int(rs->config(o).kongDisplay), int(ConcealedKongDisplay::OuterDown));
        // 13 each, the dealer's first turn starts with a draw; 136 − 52 − 14 live.
        auto t = makeTable("yuque", {}, {kJunkA, kJunkB, kReady3, kThree}, "");
        QCOMPARE(int(t->phase()), int(Phase::Draw));
        QCOMPARE(t->wall().liveRemaining(), 70);
        QCOMPARE(t->pub().counters.at("round"), 1LL);
    }

    // --- settlement math (yuque.md "Points and settlement", readings 17) ---

    void settlementDiscardWinGolden() {
        // yuque.md worked example 1: 28 fan, p = 784; the discarder pays 392.
        std::array<yuque::SeatOutcome, 4> s;
        s[0] = {"E", true, true, 28};
        s[1] = {"S", false, true, 5};   // p 25 → round_half_even(12.5) = 12
        s[2] = {"W", false, false, 0};
        s[3] = {"N", false, true, 3};   // p 9 → 4.5 → 4
        const Settlement st = yuque::settlePoints(s, 0, 2, false);
        QCOMPARE(st.delta, (std::array<long long, 4>{784, 12, -392, 4}));
        for (int i = 0; i < 4; ++i) QCOMPARE(paymentsNet(st, i), st.delta[std::size_t(i)]);
        QVERIFY(stepsMention(st.steps, "p = 28² = 784"));
        QVERIFY(stepsMention(st.steps, "round_half_even(784/2) = 392"));
        QVERIFY(stepsMention(st.steps, "round_half_even(25/2 = 12.50) = 12"));
        // Announced from the winner on.
        QVERIFY(st.steps.front().text.rfind("E ", 0) == 0);
        // Not zero-sum: the winner's p comes from nobody, the discarder's loss goes to nobody.
        for (const Payment& p : st.payments) QVERIFY(p.from == -1 || p.to == -1);
    }

    void settlementSelfDrawGolden() {
        // yuque.md worked example 2: 19 fan self-drawn, p = 361, the others
        // each lose round_half_even(361/6) = 60; with the bonus the winner
        // gets round_half_even(7·361/6 = 421.17) = 421 and nobody pays.
        std::array<yuque::SeatOutcome, 4> s;
        s[0] = {"E", false, false, 0};
        s[1] = {"S", true, true, 19};
        s[2] = {"W", false, true, 2};  // p 4 → 2
        s[3] = {"N", false, false, 0};
        const Settlement a = yuque::settlePoints(s, 1, -1, false);
        QCOMPARE(a.delta, (std::array<long long, 4>{-60, 361, 2 - 60, -60}));
        QVERIFY(stepsMention(a.steps, "round_half_even(361/6 = 60.17) = 60"));
        const Settlement b = yuque::settlePoints(s, 1, -1, true);
        QCOMPARE(b.delta, (std::array<long long, 4>{0, 421, 2, 0}));
        QVERIFY(stepsMention(b.steps, "round_half_even(2527/6 = 421.17) = 421"));
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(paymentsNet(a, i), a.delta[std::size_t(i)]);
            QCOMPARE(paymentsNet(b, i), b.delta[std::size_t(i)]);
        }
        // Half-to-even on the self-draw share: 9 fan, p = 81, 81/6 = 13.5 → 14;
        // 7·81/6 = 94.5 → 94.
        s[1].fan = 9;
        QCOMPARE(yuque::settlePoints(s, 1, -1, false).delta[0], -14LL);
        QCOMPARE(yuque::settlePoints(s, 1, -1, true).delta[1], 94LL);
    }

    void settlementExhaustedGolden() {
        std::array<yuque::SeatOutcome, 4> s;
        s[0] = {"E", false, true, 7};   // 49 → 24.5 → 24
        s[1] = {"S", false, false, 0};
        s[2] = {"W", false, true, 9};   // 81 → 40.5 → 40
        s[3] = {"N", false, true, 0};   // tenpai on a 0-fan hand: 0
        const Settlement st = yuque::settlePoints(s, -1, -1, false);
        QCOMPARE(st.delta, (std::array<long long, 4>{24, 0, 40, 0}));
        QCOMPARE(int(st.payments.size()), 2);  // zero amounts are shown as steps only
        QCOMPARE(int(st.steps.size()), 4);
        // With nobody winning, 東家 (the dealer) announces first, then turn
        // order (source, 报番、数番); the amounts do not depend on it.
        QVERIFY(st.steps.front().text.rfind("E ", 0) == 0);
        const Settlement d2 = yuque::settlePoints(s, -1, -1, false, 2);
        QCOMPARE(d2.delta, st.delta);
        QVERIFY(d2.steps[0].text.rfind("W ", 0) == 0);
        QVERIFY(d2.steps[1].text.rfind("N ", 0) == 0);
        QVERIFY(d2.steps[2].text.rfind("E ", 0) == 0);
        // A winner announces first whoever deals.
        s[1] = {"S", true, true, 4};
        QVERIFY(yuque::settlePoints(s, 1, -1, false, 2).steps.front().text.rfind("S ", 0) == 0);
    }

    // --- whole hands on fixed walls ---

    void discardWin() {
        // E discards 9m; S draws 5s and throws it; W wins on it (7 fan). S is
        // ready on 6s/9s (3 fan), E and N are not.
        auto t = makeTable("yuque", {}, {kJunkA, kReady3, kSeven, kJunkB}, "9m5s");
        t->applyForced();
        discardDrawn(*t);
        QCOMPARE(int(t->phase()), int(Phase::Draw));  // nobody can claim 9m
        t->applyForced();
        discardDrawn(*t);
        QCOMPARE(t->seatsToAct(), std::vector<int>{2});
        QVERIFY(has(*t, 2, ActionType::Chi));
        t->apply(find(*t, 2, ActionType::Ron));
        QCOMPARE(int(t->phase()), int(Phase::HandOver));
        const HandOutcome& o = t->pub().outcome;
        QCOMPARE(int(o.kind), int(HandOutcome::Kind::Win));
        QCOMPARE(o.wins[0].from, 1);
        QVERIFY(o.wins[0].desc.situation.empty());  // not the dealer's discard: no 地和
        QCOMPARE(o.wins[0].score.total, 7LL);
        // W +49; S ready 3 fan: +round_half_even(9/2) = 4, and pays
        // round_half_even(49/2) = 24; E and N noten.
        QCOMPARE(deltas(*t), (std::array<long long, 4>{0, 4 - 24, 49, 0}));
        QCOMPARE(o.tenpai, (std::array<bool, 4>{false, true, true, false}));
        QCOMPARE(o.settlement.handValues[1].total, 3LL);
        QCOMPARE(o.settlement.handValues[2].total, 7LL);
        QCOMPARE(o.settlement.handValues[0].total, 0LL);
        for (int s = 0; s < 4; ++s) {
            QVERIFY(o.settlement.handValues[std::size_t(s)].ok);
            QVERIFY(!o.settlement.handValues[std::size_t(s)].steps.empty());
            QCOMPARE(paymentsNet(o.settlement, s), o.settlement.delta[std::size_t(s)]);
        }
        QVERIFY(stepsMention(o.settlement.handValues[1].steps, "waiting on 6s 9s"));
        QVERIFY(stepsMention(o.settlement.steps, "round_half_even(49/2 = 24.50) = 24"));
        QCOMPARE(t->pub().seats[2].score, 49LL);  // scores start at 0
    }

    void selfDraw() {
        // S self-draws 5p on the first turn (3 fan); W ready 3 fan; E, N noten.
        auto t = makeTable("yuque", {}, {kJunkA, kThree, kReady3, kJunkB}, "9m5p");
        t->applyForced();
        discardDrawn(*t);
        t->applyForced();
        t->apply(find(*t, 1, ActionType::Tsumo));
        const HandOutcome& o = t->pub().outcome;
        QVERIFY(o.wins[0].tsumo);
        // A non-dealer's self-draw on the first turn is the table's generic
        // "chiihou" (riichi); 玉雀's 地和 is a win on the dealer's discard.
        QVERIFY(o.wins[0].desc.situation.empty());
        QCOMPARE(o.wins[0].score.total, 3LL);
        // p 9: the others each pay round_half_even(9/6 = 1.5) = 2; W ready +4.
        QCOMPARE(deltas(*t), (std::array<long long, 4>{-2, 9, 4 - 2, -2}));
        QCOMPARE(o.tenpai, (std::array<bool, 4>{false, true, true, false}));
    }

    void selfDrawBonusOption() {
        auto t = makeTable("yuque", opt({{"tsumo_bonus_to_winner", 1}}), {kJunkA, kThree, kReady3, kJunkB}, "9m5p");
        t->applyForced();
        discardDrawn(*t);
        t->applyForced();
        t->apply(find(*t, 1, ActionType::Tsumo));
        // Winner round_half_even(7·9/6 = 10.5) = 10, nobody pays; W ready +4.
        QCOMPARE(deltas(*t), (std::array<long long, 4>{0, 10, 4, 0}));
        QVERIFY(stepsMention(t->pub().outcome.settlement.steps, "round_half_even(63/6 = 10.50) = 10"));
    }

    void exhaustedWall() {
        // Everyone throws what they draw: the dealt hands stand at the end.
        auto t = makeTable("yuque", {}, {kThree, kSeven, kJunkA, "258m147p369s2467z"}, "");
        tsumogiriToEnd(*t);
        const HandOutcome& o = t->pub().outcome;
        QCOMPARE(int(o.kind), int(HandOutcome::Kind::Exhausted));
        QCOMPARE(t->wall().liveRemaining(), 0);
        QCOMPARE(o.tenpai, (std::array<bool, 4>{true, true, false, false}));
        // E ready 3 fan: +4; S ready 7 fan: round_half_even(49/2) = +24.
        QCOMPARE(deltas(*t), (std::array<long long, 4>{4, 24, 0, 0}));
        QCOMPARE(o.settlement.handValues[1].total, 7LL);
        QVERIFY(o.settlement.handValues[1].groups.size() == 5);  // the valued reading, for the breakdown
        for (int s = 0; s < 4; ++s) QCOMPARE(paymentsNet(o.settlement, s), o.settlement.delta[std::size_t(s)]);
    }

    void xutingIsNoten() {
        // E holds 9999m and waits only on a fifth 9m: 虚听 is not tenpai
        // (yuque.md "Tenpai valuation"), 0 fan, nothing gained.
        auto t = makeTable("yuque", {}, {"9999m234p567p789s", kSeven, kJunkA, "258m147p369s1357z"}, "");
        tsumogiriToEnd(*t);
        const HandOutcome& o = t->pub().outcome;
        QCOMPARE(o.tenpai, (std::array<bool, 4>{false, true, false, false}));
        QVERIFY(stepsMention(o.settlement.handValues[0].steps, "its only waits (9m) are 虚听"));
        QVERIFY(stepsMention(o.settlement.handValues[2].steps, "未听 Not ready: 0 番 fan"));
        QCOMPARE(deltas(*t), (std::array<long long, 4>{0, 24, 0, 0}));
    }

    void tenpaiSeesTheTileWonOn() {
        // S waits on 6s (门前清 2 + 二相逢 5 = 7 fan: 234m/234p, 678m/678s) or
        // 9s (门前清 2 + 喜相逢 1 = 3). Three 6s are discarded and W wins on
        // the fourth: all four are then visible to S (yuque.md "Tenpai
        // valuation": the tile won on was a discard S saw, though it ends in
        // the winner's hand), so the live wait 9s counts: 3 fan, not 7.
        auto t = makeTable("yuque", {}, {"147m258p39s12347z", "234m678m234p78s99p", "123m456p789p11z45s", "258m369p147s2356z"},
                           "6s5z6s6s6s");
        t->applyForced();
        discardDrawn(*t);  // E: 6s; S and W could win, no furiten games: both pass
        QVERIFY(has(*t, 1, ActionType::Ron) && has(*t, 2, ActionType::Ron));
        passAll(*t);
        t->applyForced();
        discardDrawn(*t);  // S: 5z
        t->applyForced();
        QVERIFY(has(*t, 2, ActionType::Tsumo));
        discardDrawn(*t);  // W: 6s instead of winning
        passAll(*t);
        t->applyForced();
        discardDrawn(*t);  // N: 6s
        passAll(*t);
        t->applyForced();
        discardDrawn(*t);  // E: the fourth 6s; S passes, W wins
        t->apply(find(*t, 1, ActionType::Pass));
        t->apply(find(*t, 2, ActionType::Ron));
        const HandOutcome& o = t->pub().outcome;
        QCOMPARE(o.wins.at(0).seat, 2);
        QVERIFY(o.tenpai[1]);
        QCOMPARE(o.settlement.handValues[1].total, 3LL);
        QVERIFY(stepsMention(o.settlement.handValues[1].steps, "waiting on 6s 9s"));
        QVERIFY(stepsMention(o.settlement.handValues[1].steps, "a win on a discard of 9s (the highest wait not fully visible)"));
        QCOMPARE(deltas(*t)[1], 4LL);  // round_half_even(9/2)
    }

    void callsOnTheLastDiscard() {
        // "不设行牌禁例" (yuque.md "Play"): S throws the last live tile, 5z; W
        // pons it and throws 8s, on which N wins: 河底捞鱼 (the last discard).
        const std::array<std::string, 4> hands = {kJunkA, kJunkB, "234m567m234p78s55z", "123m456m789p111z8s"};
        // 70 live draws: the 70th (S's, 69 % 4 = 1) is the fourth 5z.
        auto t = makeTable("yuque", {}, hands, filler(hands, "5z", 69) + "5z");
        for (;;) {
            if (t->applyForced()) continue;
            if (t->phase() == Phase::Turn) {
                discardDrawn(*t);
                if (t->wall().liveRemaining() == 0) break;
            }
            passAll(*t);
        }
        QCOMPARE(t->pub().lastDiscarder, 1);
        QCOMPARE(formatTile(t->tile(t->pub().lastDiscard)), std::string("5z"));
        QVERIFY(!has(*t, 2, ActionType::Kan));  // no live tile left to keep the dead wall at 14
        t->apply(find(*t, 2, ActionType::Pon));
        QVERIFY(!has(*t, 2, ActionType::Kakan) && !has(*t, 2, ActionType::Ankan));
        t->apply(find(*t, 2, ActionType::Discard, "8s"));
        t->apply(find(*t, 3, ActionType::Ron));
        const HandOutcome& o = t->pub().outcome;
        QCOMPARE(o.wins.at(0).seat, 3);
        QCOMPARE(o.wins[0].desc.situation, std::vector<std::string>{"houtei"});
        QVERIFY(o.wins[0].score.ok);
    }

    void minFanRejectsWin() {
        // The 3-fan self-draw of selfDraw() is refused under min_fan 4 and
        // offered under 3 (yuque.md "Play": the option, default 0).
        {
            auto t = makeTable("yuque", opt({{"min_fan", 4}}), {kJunkA, kThree, kReady3, kJunkB}, "9m5p");
            t->applyForced();
            discardDrawn(*t);
            t->applyForced();
            QVERIFY(!has(*t, 1, ActionType::Tsumo));
        }
        {
            auto t = makeTable("yuque", opt({{"min_fan", 3}}), {kJunkA, kThree, kReady3, kJunkB}, "9m5p");
            t->applyForced();
            discardDrawn(*t);
            t->applyForced();
            QVERIFY(has(*t, 1, ActionType::Tsumo));
        }
        // A discard win too: the 7-fan ron of discardWin() under min_fan 8.
        {
            auto t = makeTable("yuque", opt({{"min_fan", 8}}), {kJunkA, kReady3, kSeven, kJunkB}, "9m5s");
            t->applyForced();
            discardDrawn(*t);
            t->applyForced();
            discardDrawn(*t);
            QVERIFY(!has(*t, 2, ActionType::Ron));
            QVERIFY(has(*t, 2, ActionType::Chi));
        }
        // The tenpai valuation counts only waits that could be won: under
        // min_fan 4 the 3-fan hand is not ready, the 7-fan one still is.
        auto t = makeTable("yuque", opt({{"min_fan", 4}}), {kThree, kSeven, kJunkA, "258m147p369s2467z"}, "");
        tsumogiriToEnd(*t);
        QCOMPARE(t->pub().outcome.tenpai, (std::array<bool, 4>{false, true, false, false}));
        QCOMPARE(deltas(*t), (std::array<long long, 4>{0, 24, 0, 0}));
    }

    void robbingAKong() {
        // E holds 555s, pons S's 5s and at once adds the third (a kong right
        // after a call, yuque.md "Play"); W robs it with 46s: 抢杠 1 + 门前清 2
        // + 喜相逢 (456p/456s) 1 = 4 fan. N is ready on 6s/9s (3 fan).
        auto t = makeTable("yuque", {}, {"555s147m258p369s1z", kJunkA, "234m456p99p46s678s", kReady3}, "2z5s");
        t->applyForced();
        t->apply(find(*t, 0, ActionType::Discard, "2z"));
        t->applyForced();
        discardDrawn(*t);  // S throws 5s
        QVERIFY(has(*t, 2, ActionType::Ron));  // no furiten or priority games: W simply passes
        t->apply(find(*t, 2, ActionType::Pass));
        t->apply(find(*t, 0, ActionType::Pon));
        QCOMPARE(t->pub().turn, 0);
        t->apply(find(*t, 0, ActionType::Kakan, "5s"));
        QCOMPARE(int(t->phase()), int(Phase::Claim));
        QVERIFY(t->pub().claimIsKakan);
        t->apply(find(*t, 2, ActionType::Ron));
        const HandOutcome& o = t->pub().outcome;
        QCOMPARE(o.wins[0].seat, 2);
        QCOMPARE(o.wins[0].from, 0);
        QCOMPARE(o.wins[0].desc.situation, std::vector<std::string>{"chankan"});
        QCOMPARE(o.wins[0].score.total, 4LL);
        // The robbed kong is a pon for its owner (yuque.md "Play", readings 11).
        const MeldRec& m = t->pub().seats[0].melds.at(0);
        QCOMPARE(int(m.meld.type), int(MeldType::Pon));
        QVERIFY(m.robbed);
        QCOMPARE(int(m.ids.size()), 3);
        // W +16; E pays round_half_even(16/2) = 8; N ready +4.
        QCOMPARE(deltas(*t), (std::array<long long, 4>{-8, 0, 16, 4}));
    }

    void diheOnTheDealersFirstDiscard() {
        // yuque-fans.tsv 0.2.6: W wins on the dealer's first discard.
        auto t = makeTable("yuque", {}, {kJunkA, kJunkB, kSeven, kReady3}, "5s");
        t->applyForced();
        discardDrawn(*t);
        const Action ron = find(*t, 2, ActionType::Ron);
        t->apply(ron);
        const HandOutcome& o = t->pub().outcome;
        QCOMPARE(o.wins[0].desc.situation, std::vector<std::string>{"chiihou"});
        // 地和 18 + 一般高 5 = 23 (地和 implies 门前清, readings 9).
        QCOMPARE(o.wins[0].score.total, 23LL);
        QVERIFY(o.wins[0].score.ok);
    }

    void noDiheAfterTheDealersKong() {
        // The dealer declares a concealed kong before the first discard: no 地和.
        auto t = makeTable("yuque", {}, {"147m258p369s2222z", kJunkB, kSeven, kReady3}, "9m", "5s");
        t->applyForced();
        t->apply(find(*t, 0, ActionType::Ankan, "2z"));
        QCOMPARE(formatTile(t->tile(t->priv(0).drawn)), std::string("5s"));  // the replacement from the tail
        t->apply(find(*t, 0, ActionType::Discard, "5s"));
        t->apply(find(*t, 2, ActionType::Ron));
        const HandOutcome& o = t->pub().outcome;
        QVERIFY(o.wins[0].desc.situation.empty());
        QCOMPARE(o.wins[0].score.total, 7LL);
    }

    void dealingAndTheDeadWallKeptAt14() {
        // yuque.md "Play": 13 each, the dealer's first turn starts with a
        // draw; a kong's replacement comes from the 14-tile dead wall, which
        // the live wall's last tile refills, so the live wall shrinks by one
        // per kong beyond the ordinary draws.
        auto t = makeTable("yuque", {}, {"147m258p369s2222z", kJunkB, kSeven, kReady3}, "9m", "5s");
        for (int s = 0; s < 4; ++s) QCOMPARE(int(t->priv(s).hand.size()), 13);
        QCOMPARE(t->wall().liveRemaining(), 136 - 52 - 14);
        t->applyForced();  // the dealer's first draw
        QCOMPARE(int(t->priv(0).hand.size()), 14);
        QCOMPARE(t->wall().liveRemaining(), 69);
        t->apply(find(*t, 0, ActionType::Ankan, "2z"));
        QCOMPARE(t->wall().liveRemaining(), 68);  // one live tile moved to the dead wall
        QCOMPARE(t->wall().size() - t->wall().drawnCount() - t->wall().liveRemaining(), 14);
        QCOMPARE(int(t->priv(0).hand.size()), 11);  // 14 − 4 + the replacement
        t->apply(find(*t, 0, ActionType::Discard, "5s"));
        QCOMPARE(t->wall().liveRemaining(), 68);
    }

    void tenhou() {
        // yuque-fans.tsv 0.2.5: the dealer's dealt 13 plus the first draw.
        auto t = makeTable("yuque", {}, {kSeven, kJunkA, kJunkB, kReady3}, "5s");
        t->applyForced();
        t->apply(find(*t, 0, ActionType::Tsumo));
        const HandOutcome& o = t->pub().outcome;
        QCOMPARE(o.wins[0].desc.situation, std::vector<std::string>{"tenhou"});
        // 天和 18 + 一般高 5 = 23; each other player pays round_half_even(529/6 = 88.17) = 88.
        QCOMPARE(o.wins[0].score.total, 23LL);
        QCOMPARE(deltas(*t)[1], -88LL);
        QCOMPARE(deltas(*t)[0], 529LL);
    }

    void noTenhouAfterAKongButRinshan() {
        // The dealer makes a concealed kong first and wins on the replacement:
        // 岭上开花, not 天和.
        auto t = makeTable("yuque", {}, {"1111m456p678s55s9p", kJunkB, "258m369p147s2356z", kReady3}, "9p", "5s");
        t->applyForced();
        QVERIFY(!has(*t, 0, ActionType::Tsumo));
        t->apply(find(*t, 0, ActionType::Ankan, "1m"));
        t->apply(find(*t, 0, ActionType::Tsumo));
        const HandOutcome& o = t->pub().outcome;
        QCOMPARE(o.wins[0].desc.situation, std::vector<std::string>{"rinshan"});
        QVERIFY(o.wins[0].score.ok);
        bool lingshang = false;
        for (const auto& it : o.wins[0].score.items) lingshang = lingshang || it.nameZh == "岭上开花";
        QVERIFY(lingshang);
    }

    void headBump() {
        // S and W could both win on E's 5s; only S (first after the
        // discarder) wins (截和, yuque.md "Play").
        auto t = makeTable("yuque", {}, {kJunkA, "112233p456m678s5s", kSeven, kJunkB}, "5s");
        t->applyForced();
        discardDrawn(*t);
        t->apply(find(*t, 2, ActionType::Ron));
        t->apply(find(*t, 1, ActionType::Ron));
        const HandOutcome& o = t->pub().outcome;
        QCOMPARE(int(o.wins.size()), 1);
        QCOMPARE(o.wins[0].seat, 1);
        // W was ready on the same tile and is valued as such.
        QVERIFY(o.tenpai[2]);
    }

    // --- session (yuque.md "Session") ---

    void seatRotationPositions() {
        using yuque::positionsInRound;
        QCOMPARE(positionsInRound(1, true), (std::array<int, 4>{0, 1, 2, 3}));
        QCOMPARE(positionsInRound(2, true), (std::array<int, 4>{1, 0, 3, 2}));  // E↔S, W↔N
        QCOMPARE(positionsInRound(3, true), (std::array<int, 4>{3, 2, 0, 1}));  // E→N S→W W→E N→S
        QCOMPARE(positionsInRound(4, true), (std::array<int, 4>{2, 3, 1, 0}));  // E↔S, W↔N
        QCOMPARE(positionsInRound(5, true), (std::array<int, 4>{0, 1, 2, 3}));  // E→W S→N W→S N→E
        QCOMPARE(positionsInRound(7, false), (std::array<int, 4>{0, 1, 2, 3}));
        // Over four rounds every player sits once at every position.
        for (int seat = 0; seat < 4; ++seat) {
            std::array<int, 4> at{};
            for (int r = 1; r <= 4; ++r) {
                const auto p = positionsInRound(r, true);
                for (int pos = 0; pos < 4; ++pos)
                    if (p[std::size_t(pos)] == seat) ++at[std::size_t(pos)];
            }
            QCOMPARE(at, (std::array<int, 4>{1, 1, 1, 1}));
        }
    }

    void gameEndRule() {
        using yuque::gameOverAfterRound;
        QVERIFY(!gameOverAfterRound(3, 4, false, {0, 500, 0, 0}));
        QVERIFY(gameOverAfterRound(4, 4, false, {0, 0, 0, 0}));
        QVERIFY(!gameOverAfterRound(4, 4, true, {10, 50, 109, 60}));  // 99 apart
        QVERIFY(gameOverAfterRound(4, 4, true, {10, 50, 110, 60}));   // 100 apart
        QVERIFY(!gameOverAfterRound(3, 4, true, {0, 1000, 0, 0}));
        QVERIFY(!gameOverAfterRound(5, 6, true, {0, 1000, 0, 0}));
        QVERIFY(gameOverAfterRound(9, 4, true, {0, 0, 0, 100}));
    }

    void sessionFourRounds() {
        // Without options: four rounds of four hands; the deal passes after
        // every hand (no 连庄, see docs/rulesets/yuque.md "Session"). Seats
        // are places; 東 of every round is the first dealer's seat. With
        // seat_rotation the players move between seats at each round's
        // start, so over rounds 1-4 each sits once at each wind, and the
        // round's first dealers are the players who sat at 東, 南, 北, 西 in
        // round 1. Played from a first dealer other than seat 0.
        auto rs = makeRuleset("yuque");
        for (bool rotate : {false, true}) {
            const Options o = opt({{"seat_rotation", rotate ? 1 : 0}});
            std::uint64_t seed = 1234;
            while (Table(rs, o, seed).pub().firstDealer != 3) ++seed;
            Table t(rs, o, seed, {"Ann", "Bo", "Cy", "Di"});
            const int fd = 3;
            auto bot = ai::makeBot("simple", 5);
            std::vector<int> dealers, rounds, dealerPlayers;
            std::array<std::array<int, 4>, 4> windCount{};  // [player][wind] at each round's first hand
            int seatingEvents = 0;
            while (t.phase() != Phase::GameOver) {
                if (t.phase() == Phase::HandOver) {
                    t.apply(Action{ActionType::NextHand, -1});
                    continue;
                }
                const PublicState& p = t.pub();
                if (int(dealers.size()) < p.handNumber) {
                    dealers.push_back(p.dealer);
                    rounds.push_back(int(p.counters.at("round")));
                    dealerPlayers.push_back(p.playerAt[std::size_t(p.dealer)]);
                    for (const Event& e : p.log) seatingEvents += e.type == EventType::Seating;
                    if (p.handInRound == 1)
                        for (int pl = 0; pl < 4; ++pl) ++windCount[std::size_t(pl)][std::size_t(p.seatWind(p.placeOf[std::size_t(pl)]))];
                    // Names and scores travel with their players.
                    static const char* const kNames[4] = {"Ann", "Bo", "Cy", "Di"};
                    for (int pl = 0; pl < 4; ++pl) {
                        QCOMPARE(p.seats[std::size_t(p.placeOf[std::size_t(pl)])].name, std::string(kNames[pl]));
                        QCOMPARE(p.playerAt[std::size_t(p.placeOf[std::size_t(pl)])], pl);
                        if (!p.history.empty())
                            QCOMPARE(p.seats[std::size_t(p.placeOf[std::size_t(pl)])].score, p.history.back()[std::size_t(pl)]);
                    }
                }
                if (t.applyForced()) continue;
                for (int s : t.seatsToAct()) {
                    const SeatView v = t.view(s);
                    t.apply(bot->choose(v));
                    if (t.phase() != Phase::Claim) break;
                }
            }
            QCOMPARE(t.pub().handNumber, 16);
            QCOMPARE(int(t.pub().history.size()), 16);
            QCOMPARE(rounds, (std::vector<int>{1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4}));
            // The deal passes seat by seat from the first dealer's seat, in every round.
            const std::vector<int> bySeat = {3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2};
            QCOMPARE(dealers, bySeat);
            // Round 1 players i sit at seat i: 東 Di (3), 南 Ann, 西 Bo, 北 Cy.
            const std::vector<int> plain = bySeat;
            const std::vector<int> rotated = {3, 0, 1, 2,   // round 1: Di Ann Bo Cy
                                              0, 3, 2, 1,   // 東↔南, 西↔北: Ann Di Cy Bo
                                              2, 1, 3, 0,   // 東→北 南→西 西→東 北→南: Cy Bo Di Ann
                                              1, 2, 0, 3};  // 東↔南, 西↔北: Bo Cy Ann Di
            QCOMPARE(dealerPlayers, rotate ? rotated : plain);
            for (int pl = 0; pl < 4; ++pl) {
                // Without rotation a player keeps the wind of their seat.
                std::array<int, 4> expected{1, 1, 1, 1};
                if (!rotate) {
                    expected = {};
                    expected[std::size_t((pl - fd + 4) % 4)] = 4;
                }
                QCOMPARE(windCount[std::size_t(pl)], expected);
            }
            QCOMPARE(seatingEvents, rotate ? 3 : 0);
            // The save (names by player) replays to the same seats and scores.
            auto u = Table::fromJson(t.toJson());
            QCOMPARE(u->pub().playerAt, t.pub().playerAt);
            QCOMPARE(u->pub().history, t.pub().history);
            QCOMPARE(u->toJson(), t.toJson());
        }
    }

    void rotatedRoundsChiFromTheNewUpperSeat() {
        // With seat_rotation, a player's 上家 (the one they may chi from) is
        // the player before them in the round's positions (yuque.md "Play",
        // "Session"), not their round-1 neighbour. Checked on every chi of
        // whole games by a calling driver.
        auto rs = makeRuleset("yuque");
        int checked = 0, laterRounds = 0;
        for (std::uint64_t seed = 40; seed < 46; ++seed) {
            Table t(rs, opt({{"seat_rotation", 1}}), seed);
            const int fd = t.pub().firstDealer;
            auto bot = ai::makeBot("simple", seed);
            while (t.phase() != Phase::GameOver) {
                if (t.phase() == Phase::HandOver) {
                    t.apply(Action{ActionType::NextHand, -1});
                    continue;
                }
                if (t.applyForced()) continue;
                for (int s : t.seatsToAct()) {
                    const auto legal = t.legalActions(s);
                    const auto chi = std::find_if(legal.begin(), legal.end(),
                                                  [](const Action& a) { return a.type == ActionType::Chi; });
                    const Action a = chi != legal.end() ? *chi : bot->choose(t.view(s));
                    if (a.type == ActionType::Chi) {
                        const PublicState& p = t.pub();
                        const int round = int(p.counters.at("round"));
                        const auto pos = yuque::positionsInRound(round, true);
                        // The chi-er's position this round, and the player one position before.
                        const int me = p.playerAt[std::size_t(s)];
                        int k = 0;
                        while ((fd + pos[std::size_t(k)]) % 4 != me) ++k;
                        const int upper = (fd + pos[std::size_t((k + 3) % 4)]) % 4;
                        QCOMPARE(p.playerAt[std::size_t(p.lastDiscarder)], upper);
                        ++checked;
                        if (round == 2) {
                            // After 東↔南, 西↔北 nobody keeps their round-1 上家.
                            QVERIFY(upper != (me + 3) % 4);
                            ++laterRounds;
                        }
                    }
                    t.apply(a);
                    if (t.phase() != Phase::Claim) break;
                }
            }
        }
        QVERIFY(checked > 20);
        QVERIFY(laterRounds > 3);
    }

    void sessionRankedEnd() {
        // Ranked play: after round n ≥ 4 the game ends once two players are
        // 100 or more apart, else another round. Checked on whole games.
        int longer = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            auto rs = makeRuleset("yuque");
            Table t(rs, opt({{"ranked_end", 1}}), seed);
            auto bot = ai::makeBot("simple", seed);
            while (t.phase() != Phase::GameOver) {
                if (t.phase() == Phase::HandOver) {
                    t.apply(Action{ActionType::NextHand, -1});
                    continue;
                }
                if (t.applyForced()) continue;
                for (int s : t.seatsToAct()) {
                    t.apply(bot->choose(t.view(s)));
                    if (t.phase() != Phase::Claim) break;
                }
                QVERIFY(t.pub().handNumber <= 400);
            }
            const auto& h = t.pub().history;
            QVERIFY(h.size() % 4 == 0);
            QVERIFY(h.size() >= 16);
            auto spread = [](const std::array<long long, 4>& s) {
                return *std::max_element(s.begin(), s.end()) - *std::min_element(s.begin(), s.end());
            };
            for (std::size_t n = 16; n < h.size(); n += 4) QVERIFY(spread(h[n - 1]) < 100);
            QVERIFY(spread(h.back()) >= 100);
            if (h.size() > 16) ++longer;
        }
        Q_UNUSED(longer);
    }

    // --- many hands with calls and kongs ---

    void wildHandsNeverConfuseTheScorer() {
        const int kWildHands = 3000;
        auto rs = makeRuleset("yuque");
        Rng rng(99);
        std::map<std::string, int> situations;
        int hands = 0, wins = 0, exhausted = 0, kongs = 0, calls = 0, robbed = 0, offered = 0;
        std::uint64_t seed = 500;
        while (hands < kWildHands) {
            // Every third game under a minimum fan, every other with the self-draw bonus.
            Table t(rs, opt({{"min_fan", seed % 3 == 0 ? 4 : 0}, {"tsumo_bonus_to_winner", static_cast<long long>(seed % 2)}}), seed);
            ++seed;
            t.setCheckInvariants(true);
            while (t.phase() != Phase::GameOver && hands < kWildHands) {
                if (t.phase() == Phase::HandOver) {
                    t.apply(Action{ActionType::NextHand, -1});
                    continue;
                }
                if (t.applyForced()) continue;
                const auto seats = t.seatsToAct();
                QVERIFY(!seats.empty());
                for (int s : seats) {
                    const auto legal = t.legalActions(s);
                    // Every win the table offers is described consistently.
                    for (const Action& a : legal) {
                        if (a.type != ActionType::Tsumo && a.type != ActionType::Ron) continue;
                        ++offered;
                        const bool ts = a.type == ActionType::Tsumo;
                        const WinContext ctx{s, ts ? -1 : t.pub().lastDiscarder, a.tile, ts,
                                             !ts && t.pub().claimIsKakan};
                        const ScoreResult r = rs->score(t.handDesc(ctx));
                        if (!r.ok) QFAIL(("scorer refused an offered win: " + r.error).c_str());
                        QVERIFY(r.valid);
                    }
                    auto pick = [&](ActionType ty) -> const Action* {
                        for (const Action& a : legal)
                            if (a.type == ty) return &a;
                        return nullptr;
                    };
                    const Action* choice = nullptr;
                    if (const Action* w = pick(t.phase() == Phase::Claim ? ActionType::Ron : ActionType::Tsumo);
                        w && rng.below(10) < 8)
                        choice = w;
                    else if (const Action* k = pick(ActionType::Ankan); k && rng.below(10) < 8)
                        choice = k;
                    else if (const Action* k2 = pick(ActionType::Kakan); k2 && rng.below(10) < 8)
                        choice = k2;
                    else if (const Action* k3 = pick(ActionType::Kan); k3 && rng.below(10) < 8)
                        choice = k3;
                    else if (const Action* p = pick(ActionType::Pon); p && rng.below(10) < 5)
                        choice = p;
                    else if (const Action* c = pick(ActionType::Chi); c && rng.below(10) < 3)
                        choice = c;
                    else if (const Action* ps = pick(ActionType::Pass))
                        choice = ps;
                    Action chosen;
                    if (choice) {
                        chosen = *choice;
                    } else {
                        // A discard keeping the lowest shanten (ties at random).
                        const int melds = int(t.pub().seats[std::size_t(s)].melds.size());
                        int best = 99;
                        std::vector<Action> bestA;
                        for (const Action& a : legal) {
                            if (a.type != ActionType::Discard) continue;
                            Counts c = t.concealedCounts(s);
                            --c[kindOfId(a.tile)];
                            const int sh = shantenStandard(c, melds);
                            if (sh < best) best = sh, bestA.clear();
                            if (sh == best) bestA.push_back(a);
                        }
                        QVERIFY(!bestA.empty());
                        chosen = bestA[rng.below(std::uint32_t(bestA.size()))];
                    }
                    if (chosen.type == ActionType::Ankan || chosen.type == ActionType::Kakan ||
                        chosen.type == ActionType::Kan)
                        ++kongs;
                    if (chosen.type == ActionType::Chi || chosen.type == ActionType::Pon) ++calls;
                    t.apply(chosen);
                    if (t.phase() != Phase::Claim) break;
                }
                if (t.phase() != Phase::HandOver && t.phase() != Phase::GameOver) continue;
                ++hands;
                const HandOutcome& o = t.pub().outcome;
                QVERIFY(o.kind == HandOutcome::Kind::Win || o.kind == HandOutcome::Kind::Exhausted);
                if (o.kind == HandOutcome::Kind::Exhausted) ++exhausted;
                QVERIFY(o.wins.size() <= 1);  // head bump
                for (const WinRecord& w : o.wins) {
                    ++wins;
                    if (!w.score.ok) QFAIL(("scoring error on a win: " + w.score.error).c_str());
                    for (const auto& x : w.desc.situation) ++situations[x];
                    QCOMPARE(o.settlement.handValues[std::size_t(w.seat)].total, w.score.total);
                }
                for (const auto& ps : t.pub().seats)
                    for (const auto& m : ps.melds) robbed += m.robbed;
                long long sum = 0;
                for (int s = 0; s < 4; ++s) {
                    const ScoreResult& hv = o.settlement.handValues[std::size_t(s)];
                    if (!hv.ok) QFAIL(("hand value refused: " + hv.error).c_str());
                    QCOMPARE(paymentsNet(o.settlement, s), o.settlement.delta[std::size_t(s)]);
                    // A ready non-winner holds a hand valued at its fan; others 0.
                    if (!o.tenpai[std::size_t(s)]) QCOMPARE(hv.total, 0LL);
                    sum += o.settlement.delta[std::size_t(s)];
                }
                if (o.kind == HandOutcome::Kind::Exhausted) QVERIFY(sum >= 0);  // everyone only gains
                QCOMPARE(t.invariantViolations(), 0);
            }
        }
        qInfo("wild: %d hands, %d wins (%d offers), %d exhausted, %d kongs, %d calls, %d robbed; rinshan %d, "
              "chankan %d, haitei %d, houtei %d, tenhou %d, chiihou %d",
              hands, wins, offered, exhausted, kongs, calls, robbed, situations["rinshan"], situations["chankan"],
              situations["haitei"], situations["houtei"], situations["tenhou"], situations["chiihou"]);
        QVERIFY(kongs > 100);
        QVERIFY(calls > 100);
        QVERIFY(robbed > 0);
        for (const char* w : {"rinshan", "chankan", "haitei", "houtei"}) QVERIFY2(situations[w] > 0, w);
        QVERIFY(wins > 100 && exhausted > 0);
    }

    // yuque.md "Play": no furiten. W (waiting on 5s alone) draws
    // 5s and throws it instead of winning, lets N's 5s pass, and still wins
    // on E's: neither its own discard nor a passed win stops it.
    void noFuritenWins() {
        auto t = makeTable("yuque", {}, {kJunkA, kJunkB, kSeven, kJunkB}, "9m9p5s5s5s");
        t->applyForced();
        discardDrawn(*t);  // E 9m
        passAll(*t);
        t->applyForced();
        discardDrawn(*t);  // S 9p
        passAll(*t);
        t->applyForced();
        QVERIFY(has(*t, 2, ActionType::Tsumo));
        discardDrawn(*t);  // W throws its winning 5s
        passAll(*t);
        t->applyForced();
        discardDrawn(*t);  // N 5s
        QVERIFY(has(*t, 2, ActionType::Ron));  // its own 5s lies in its river
        t->apply(find(*t, 2, ActionType::Pass));
        passAll(*t);
        t->applyForced();
        discardDrawn(*t);  // E 5s
        QVERIFY(has(*t, 2, ActionType::Ron));  // after passing a win
        t->apply(find(*t, 2, ActionType::Ron));
        passAll(*t);
        const HandOutcome& o = t->pub().outcome;
        QCOMPARE(int(o.kind), int(HandOutcome::Kind::Win));
        QCOMPARE(o.wins.at(0).seat, 2);
        QCOMPARE(o.wins[0].from, 0);
        QCOMPARE(o.wins[0].score.total, 7LL);
    }

    // yuque.md "Play": seven pairs is no win. W holds six pairs
    // and 7z; neither E's 7z nor its own is a win, and at the exhausted wall
    // the hand is not ready.
    void sevenPairsRefused() {
        const std::array<std::string, 4> hands = {kJunkA, kJunkB, "1188m3399p4466s7z", "258m369p147s1356z"};
        auto t = makeTable("yuque", {}, hands, "9m9m7z");
        t->applyForced();
        t->apply(find(*t, 0, ActionType::Discard, "7z"));
        QVERIFY(!has(*t, 2, ActionType::Ron));
        passAll(*t);
        t->applyForced();
        discardDrawn(*t);  // S 9m
        passAll(*t);
        t->applyForced();  // W draws the third 7z: seven pairs in hand
        QVERIFY(!has(*t, 2, ActionType::Tsumo));
        discardDrawn(*t);
        tsumogiriToEnd(*t);
        const HandOutcome& o = t->pub().outcome;
        QCOMPARE(int(o.kind), int(HandOutcome::Kind::Exhausted));
        QVERIFY(!o.tenpai[2]);  // waiting on 7z for seven pairs is no wait
    }
};

QTEST_APPLESS_MAIN(TestYuquePlay)
#include "test_yuque_play.moc"
