// 上海麻将 at the table: docs/rulesets/shanghai.md "Claims" (each restriction
// offered and refused, with its reason; the missed-pon and missed-win locks,
// private to their seat; self-draw never locked), "荒番" (the counter from
// the dice and after the hand), "Payments" (3口 counted from the hand's
// claims, several winners with a short discarder, nobody below 0) and
// "Table and flow" (the next dealer, the end of the game), all on fixed
// walls (table_fixtures.h) played through the table.
#include <QtTest>

#include "core/registry.h"
#include "core/table.h"
#include "core/view.h"
#include "rulesets/shanghai/shanghai_score.h"
#include "table_fixtures.h"

using namespace qe;
using namespace qe::testing;

namespace {

std::unique_ptr<Table> deal(const std::array<std::string, 4>& hands, const std::string& draws,
                            std::array<int, 2> dice = {2, 5}, Options opts = {}, const std::string& tail = "") {
    auto rs = makeRuleset("shanghai");
    Options resolved = opts;
    resolved.resolve(rs->optionDescs());
    const TileSet set = rs->config(resolved).wall.set;
    auto t = std::make_unique<Table>(rs, opts, makeWall(set, hands, draws, tail), dice);
    t->setCheckInvariants(true);
    return t;
}

// Every seat asked in a claim window passes.
void passAll(Table& t) {
    while (t.phase() == Phase::Claim)
        for (int s : t.seatsToAct()) t.apply(Action{ActionType::Pass, std::int8_t(s)});
}

// `seat` draws (if it must) and discards a tile of `tile`'s kind.
void drawDiscard(Table& t, int seat, const std::string& tile) {
    QCOMPARE(t.pub().turn, seat);
    t.applyForced();
    t.apply(find(t, seat, ActionType::Discard, tile));
}

const RefusedAction* refusal(const Table& t, int seat, ActionType type, const std::string& tile = "") {
    static std::vector<RefusedAction> keep;
    keep = t.refusedActions(seat);
    for (const auto& r : keep)
        if (r.action.type == type && (tile.empty() || kindOfId(r.action.tile) == parseTile(tile).kind)) return &r;
    return nullptr;
}

bool hasKind(const Table& t, int seat, ActionType type, const std::string& tile) {
    for (const Action& a : t.legalActions(seat))
        if (a.type == type && kindOfId(a.tile) == parseTile(tile).kind) return true;
    return false;
}

}  // namespace

class TestShanghaiPlay : public QObject {
    Q_OBJECT
private slots:
    void registered() {
        auto rs = makeRuleset("shanghai");
        QVERIFY(rs);
        const TableConfig c = rs->config([] {
            Options o;
            o.resolve(makeRuleset("shanghai")->optionDescs());
            return o;
        }());
        QCOMPARE(c.wall.deadWall, 0);
        QVERIFY(c.autoFlowers);
        QVERIFY(c.winners == WinnersPolicy::All);
        QCOMPARE(c.startScore, 1000LL);
    }

    // "Claims": after chi-ing 4m onto 56m, neither 4m nor 7m for that one
    // discard; then the pon of 9p is refused by the chi of another suit.
    void chiDiscardBanAndPonSuitRestriction() {
        auto t = deal({"4m234s678s22z3456z", "4567m12399p1239s", "147m258p369s1357z", "258m147p369s2467z"}, "7z1z1z9p");
        drawDiscard(*t, 0, "4m");
        QVERIFY(hasKind(*t, 1, ActionType::Chi, "4m"));
        QVERIFY(t->refusedActions(1).empty());
        t->apply(find(*t, 1, ActionType::Chi, "4m"));
        passAll(*t);
        QCOMPARE(t->phase(), Phase::Turn);
        QCOMPARE(t->pub().turn, 1);
        QVERIFY(!hasKind(*t, 1, ActionType::Discard, "4m"));
        QVERIFY(!hasKind(*t, 1, ActionType::Discard, "7m"));
        QVERIFY(hasKind(*t, 1, ActionType::Discard, "9s"));
        const RefusedAction* r4 = refusal(*t, 1, ActionType::Discard, "4m");
        QVERIFY(r4 && r4->reason.find("claimed tile") != std::string::npos);
        const RefusedAction* r7 = refusal(*t, 1, ActionType::Discard, "7m");
        QVERIFY(r7 && r7->reason.find("far end") != std::string::npos);
        // Only that seat's view carries its refusals.
        QCOMPARE(t->view(1).refused.size(), std::size_t(2));
        QVERIFY(t->view(2).refused.empty());
        t->apply(find(*t, 1, ActionType::Discard, "9s"));
        passAll(*t);
        drawDiscard(*t, 2, "1z");
        passAll(*t);
        drawDiscard(*t, 3, "1z");
        passAll(*t);
        // The restriction held for that one discard: East's 9p now.
        drawDiscard(*t, 0, "9p");
        QCOMPARE(t->phase(), Phase::Claim);
        QVERIFY(!hasKind(*t, 1, ActionType::Pon, "9p"));
        const RefusedAction* rp = refusal(*t, 1, ActionType::Pon, "9p");
        QVERIFY(rp && rp->reason.find("suit restriction") != std::string::npos);
        // South is still asked, with Pass only, so it sees why.
        const auto asked = t->seatsToAct();
        QVERIFY(std::find(asked.begin(), asked.end(), 1) != asked.end());
        QCOMPARE(t->legalActions(1).size(), std::size_t(1));
    }

    // A run claimed in the middle (35m + 4m) has no far end: only 4m is banned.
    void chiMiddleHasNoFarEnd() {
        auto t = deal({"4m234s678s22z3456z", "3457m1239p1239s5z", "147m258p369s1357z", "258m167p369s2467z"}, "7z");
        drawDiscard(*t, 0, "4m");
        Action chi{};
        for (const Action& a : t->legalActions(1))
            if (a.type == ActionType::Chi && kindOfId(a.with[0]) == parseTile("3m").kind &&
                kindOfId(a.with[1]) == parseTile("5m").kind)
                chi = a;
        QCOMPARE(chi.type, ActionType::Chi);
        t->apply(chi);
        passAll(*t);
        QVERIFY(!hasKind(*t, 1, ActionType::Discard, "4m"));
        QVERIFY(hasKind(*t, 1, ActionType::Discard, "7m"));
        QCOMPARE(t->refusedActions(1).size(), std::size_t(1));
    }

    // "Claims": a chi is refused while holding a pon of another number suit.
    void chiRefusedWithPonOfAnotherSuit() {
        auto t =
            deal({"1p4m234s678s2z3456z", "56m11p99p3p1239s1z5z", "147m258p369s1357z", "258m147p369s2467z"}, "7z7z6z4m");
        drawDiscard(*t, 0, "1p");
        t->apply(find(*t, 1, ActionType::Pon, "1p"));
        passAll(*t);
        t->apply(find(*t, 1, ActionType::Discard, "9s"));
        passAll(*t);
        drawDiscard(*t, 2, "7z");
        passAll(*t);
        drawDiscard(*t, 3, "6z");
        passAll(*t);
        drawDiscard(*t, 0, "4m");
        QCOMPARE(t->phase(), Phase::Claim);
        QVERIFY(!hasKind(*t, 1, ActionType::Chi, "4m"));
        const RefusedAction* r = refusal(*t, 1, ActionType::Chi, "4m");
        QVERIFY(r && r->reason.find("suit restriction") != std::string::npos);
        QVERIFY(r->reason.find("筒") != std::string::npos);
    }

    // "Claims" / "Further rulings": honours never count for the suit
    // restriction (a pon of 1z does not stop a chi).
    void honourMeldsDoNotRestrict() {
        auto t =
            deal({"1z4m234s678s2z3456z", "56m11z99p3p1239s5p7z", "147m258p369s1357z", "258m147p369s2467z"}, "9m9m8m4m");
        drawDiscard(*t, 0, "1z");
        t->apply(find(*t, 1, ActionType::Pon, "1z"));
        passAll(*t);
        t->apply(find(*t, 1, ActionType::Discard, "9s"));
        passAll(*t);
        drawDiscard(*t, 2, "9m");
        passAll(*t);
        drawDiscard(*t, 3, "8m");
        passAll(*t);
        drawDiscard(*t, 0, "4m");
        QVERIFY(hasKind(*t, 1, ActionType::Chi, "4m"));
        QVERIFY(refusal(*t, 1, ActionType::Chi) == nullptr);
    }

    // Missed pon: North passed a pon of 1p and may not pon 1p again until
    // its own discard; the lock is North's private state only.
    void missedPonLock() {
        auto t = deal({"1p4m234s678s2z3456z", "1p47m258p369s1357z", "258m147m369s1467z", "11p4568m2599s267z"}, "9m9m");
        drawDiscard(*t, 0, "1p");
        QVERIFY(hasKind(*t, 3, ActionType::Pon, "1p"));
        passAll(*t);
        QVERIFY(t->priv(3).rules.holds("missed_pon", parseTile("1p").kind));
        QVERIFY(t->view(3).own.rules.holds("missed_pon", parseTile("1p").kind));
        QVERIFY(!t->view(0).own.rules.holds("missed_pon", parseTile("1p").kind));
        drawDiscard(*t, 1, "1p");
        QCOMPARE(t->phase(), Phase::Claim);
        QVERIFY(!hasKind(*t, 3, ActionType::Pon, "1p"));
        const RefusedAction* r = refusal(*t, 3, ActionType::Pon, "1p");
        QVERIFY(r && r->reason.find("missed pon") != std::string::npos);
        QVERIFY(t->view(1).refused.empty());
    }

    // Missed win: North passed a win on 5z; on South's 5z its win is refused;
    // its own self-draw of the last 5z is not locked.
    void missedWinLockAndSelfDraw() {
        auto t =
            deal({"5z4m234s678s22z346z", "5z479m258p369s137z", "258m147p369s1467z", "123m456m789m123p5z"}, "7z7z1s5z");
        drawDiscard(*t, 0, "5z");
        QVERIFY(has(*t, 3, ActionType::Ron));
        passAll(*t);
        drawDiscard(*t, 1, "5z");
        QCOMPARE(t->phase(), Phase::Claim);
        QVERIFY(!has(*t, 3, ActionType::Ron));
        const RefusedAction* r = refusal(*t, 3, ActionType::Ron);
        QVERIFY(r && r->reason.find("missed win") != std::string::npos);
        passAll(*t);
        drawDiscard(*t, 2, "1s");
        passAll(*t);
        QCOMPARE(t->pub().turn, 3);
        t->applyForced();
        QVERIFY(has(*t, 3, ActionType::Tsumo));
        t->apply(find(*t, 3, ActionType::Tsumo));
        QCOMPARE(t->phase(), Phase::HandOver);
        // Still before North's own first discard: 地胡, 8 喇 = 400 花 from
        // each other player; no 荒番 with dice 2+5.
        const auto& o = t->pub().outcome;
        QCOMPARE(o.wins.size(), std::size_t(1));
        QVERIFY(o.wins[0].desc.has("chiihou"));
        QCOMPARE(o.wins[0].score.total, 400LL);
        QCOMPARE(o.settlement.delta[3], 1200LL);
        QCOMPARE(t->pub().dealer, 3);  // the winner deals next
    }

    // "Winning types", by the source's letter: the dealer's concealed kong
    // before their first discard does not stop 天胡, won on its replacement
    // (10 喇 = 500 花 from each; the replacement's 杠开 is not counted).
    void tenhouAfterAConcealedKong() {
        auto t = deal({"5555m123m789p222s", "147m369p1357z468s", "147m369p2467z369s", "369m147p1246z147s"}, "5p",
                      {2, 5}, {}, "5p");
        t->applyForced();
        t->apply(find(*t, 0, ActionType::Ankan, "5m"));
        passAll(*t);
        t->applyForced();
        QVERIFY(has(*t, 0, ActionType::Tsumo));
        t->apply(find(*t, 0, ActionType::Tsumo));
        const auto& o = t->pub().outcome;
        QCOMPARE(o.wins.size(), std::size_t(1));
        QVERIFY(o.wins[0].desc.has("tenhou"));
        QVERIFY(!o.wins[0].desc.has("rinshan"));
        QCOMPARE(o.wins[0].score.total, 500LL);
        QCOMPARE(o.settlement.delta[0], 1500LL);
    }

    // A non-dealer who claims a kong before their first discard and wins on
    // its replacement has 地胡 (8 喇 = 400 花); the dealer, who has
    // discarded, pays as the others do on a self-draw.
    void chiihouAfterAClaimedKong() {
        auto t = deal({"147m369p1357z468s", "555m123m789p222s5p", "147m369p2467z369s", "369m147p1246z147s"}, "5m",
                      {2, 5}, {}, "5p");
        t->applyForced();
        t->apply(find(*t, 0, ActionType::Discard, "5m"));
        QCOMPARE(t->phase(), Phase::Claim);
        t->apply(find(*t, 1, ActionType::Kan, "5m"));
        passAll(*t);
        t->applyForced();
        QVERIFY(has(*t, 1, ActionType::Tsumo));
        t->apply(find(*t, 1, ActionType::Tsumo));
        const auto& o = t->pub().outcome;
        QCOMPARE(o.wins.size(), std::size_t(1));
        QVERIFY(o.wins[0].desc.has("chiihou"));
        QCOMPARE(o.wins[0].score.total, 400LL);
        QCOMPARE(o.settlement.delta[1], 1200LL);
    }

    // The same kong and replacement after the seat's own first discard: no
    // 地胡, only 杠开 ((3 + an open number kong 1) × 2 = 8 花).
    void noChiihouAfterOwnDiscard() {
        auto t = deal({"147m369p1357z468s", "555m123m789p222s5p", "147m369p2467z369s", "369m147p1246z147s"},
                      "7z1z5m", {2, 5}, {}, "5p");
        drawDiscard(*t, 0, "7z");
        passAll(*t);
        drawDiscard(*t, 1, "1z");
        passAll(*t);
        drawDiscard(*t, 2, "5m");
        QCOMPARE(t->phase(), Phase::Claim);
        t->apply(find(*t, 1, ActionType::Kan, "5m"));
        passAll(*t);
        t->applyForced();
        t->apply(find(*t, 1, ActionType::Tsumo));
        const auto& o = t->pub().outcome;
        QCOMPARE(o.wins.size(), std::size_t(1));
        QVERIFY(!o.wins[0].desc.has("chiihou"));
        QVERIFY(o.wins[0].desc.has("rinshan"));
        QCOMPARE(o.wins[0].score.total, 8LL);
    }

    // "Payments" 3口 through the table: South pons three times from East and
    // self-draws 6 花 (three wind pons): East pays 3 shares, the others 1.
    void threeClaimsRelation() {
        auto t = deal({"123z234p678p234s6s", "112233z123m9p159s", "456789m567s778s5z", "1155p99s447m667z8m"},
                      "9m1m2m7m5p1s2s3p4p5p9p");
        const char* east[] = {"1z", "2z", "3z"};
        const char* south[] = {"1s", "5s", "9s"};
        const char* west[] = {"1m", "5p", "3p"};
        const char* north[] = {"2m", "1s", "4p"};
        for (int i = 0; i < 3; ++i) {
            drawDiscard(*t, 0, east[i]);
            t->apply(find(*t, 1, ActionType::Pon, east[i]));
            passAll(*t);
            t->apply(find(*t, 1, ActionType::Discard, south[i]));
            passAll(*t);
            drawDiscard(*t, 2, west[i]);
            passAll(*t);
            drawDiscard(*t, 3, north[i]);
            passAll(*t);
        }
        drawDiscard(*t, 0, "5p");
        passAll(*t);
        t->applyForced();
        t->apply(find(*t, 1, ActionType::Tsumo));
        const auto& o = t->pub().outcome;
        QCOMPARE(o.wins[0].score.total, 6LL);
        QCOMPARE(o.settlement.delta[0], -18LL);
        QCOMPARE(o.settlement.delta[2], -6LL);
        QCOMPARE(o.settlement.delta[3], -6LL);
        QCOMPARE(o.settlement.delta[1], 30LL);
        bool noted = false;
        for (const auto& s : o.settlement.steps) noted = noted || s.text.find("3口") != std::string::npos;
        QVERIFY(noted);
        QCOMPARE(t->pub().seats[1].score, 1030LL);
    }

    // "Payments": two winners on one discard, the discarder short: 下家 is
    // paid first; nobody below 0; the discarder deals next; the game ends
    // below 50 × base.
    void severalWinnersShortfall() {
        Options o;
        o.set("start_score", 50);
        auto t =
            deal({"5m234s678s22z3456z", "1112345678999m", "123p456p789p111s5m", "258m147p369s2467z"}, "7z", {2, 5}, o);
        drawDiscard(*t, 0, "5m");
        QVERIFY(has(*t, 1, ActionType::Ron));
        QVERIFY(has(*t, 2, ActionType::Ron));
        t->apply(find(*t, 1, ActionType::Ron));
        t->apply(find(*t, 2, ActionType::Ron));
        passAll(*t);
        const auto& out = t->pub().outcome;
        QCOMPARE(out.wins.size(), std::size_t(2));
        // 地胡 (8 喇 = 400 花) for both non-dealers before their first discard.
        QCOMPARE(out.wins[0].score.total, 400LL);
        QCOMPARE(out.settlement.delta[1], 50LL);
        QCOMPARE(out.settlement.delta[2], 0LL);
        QCOMPARE(out.settlement.delta[0], -50LL);
        QCOMPARE(t->pub().seats[0].score, 0LL);
        QCOMPARE(t->phase(), Phase::GameOver);
        QCOMPARE(t->pub().dealer, 0);
    }

    // "Winning types" 八花: the eighth flower's replacement gives 14 tiles of
    // no shape at all, and the win is offered on it (a self-draw).
    void eightFlowersWinOnTheReplacement() {
        auto t = deal({"147m258p369s1357z", "258m147p369s2467z", "369m147s258p1246z", "159m357p159s1234z"},
                      "8m8m9m9m6m1f", {2, 5}, {}, "2f3f4f5f6f7f8f6z");
        drawDiscard(*t, 0, "8m");
        passAll(*t);
        drawDiscard(*t, 1, "8m");
        passAll(*t);
        drawDiscard(*t, 2, "9m");
        passAll(*t);
        drawDiscard(*t, 3, "9m");
        passAll(*t);
        drawDiscard(*t, 0, "6m");
        passAll(*t);
        t->applyForced();
        QCOMPARE(t->pub().seats[1].flowers.size(), std::size_t(8));
        QCOMPARE(t->priv(1).hand.size(), std::size_t(14));
        QVERIFY(has(*t, 1, ActionType::Tsumo));
        t->apply(find(*t, 1, ActionType::Tsumo));
        const auto& o = t->pub().outcome;
        QCOMPARE(o.wins[0].score.total, 300LL);  // 6 喇
        QCOMPARE(o.settlement.delta[1], 900LL);
    }

    // "Claims": robbing an added kong is a win on a discard paid by the
    // kong's owner, and the missed-win lock does not stop it.
    void robbingAKongPaidByItsOwner() {
        auto t =
            deal({"47p2589m369s1357z", "369m147s258p1234z", "177p147m258s2467z", "123m456m789m56p55z"}, "9s1s8s9p7p");
        drawDiscard(*t, 0, "7p");
        t->apply(find(*t, 2, ActionType::Pon, "7p"));
        passAll(*t);
        t->apply(find(*t, 2, ActionType::Discard, "1p"));
        passAll(*t);
        drawDiscard(*t, 3, "1s");
        passAll(*t);
        drawDiscard(*t, 0, "4p");
        QVERIFY(has(*t, 3, ActionType::Ron));
        passAll(*t);
        QCOMPARE(t->priv(3).rules.get("missed_win"), 1);
        drawDiscard(*t, 1, "9p");
        passAll(*t);
        t->applyForced();
        t->apply(find(*t, 2, ActionType::Kakan, "7p"));
        QCOMPARE(t->phase(), Phase::Claim);
        QVERIFY(has(*t, 3, ActionType::Ron));
        t->apply(find(*t, 3, ActionType::Ron));
        passAll(*t);
        const auto& o = t->pub().outcome;
        QCOMPARE(o.wins.size(), std::size_t(1));
        QCOMPARE(o.wins[0].from, 2);
        QVERIFY(o.wins[0].desc.has("chankan"));
        QCOMPARE(o.wins[0].score.total, 3LL);
        QCOMPARE(o.settlement.delta[2], -3LL);
        QCOMPARE(o.settlement.delta[3], 3LL);
        QCOMPARE(o.settlement.delta[0], 0LL);
    }

    // "荒番": dice (1,4) add 1, so the first hand is a 荒番 hand and its win
    // doubles (天胡 500 → 1000, capped at each payer's 600); the win brings
    // the counter back to 0.
    void huangfanDoublesAndWinLowers() {
        Options o;
        o.set("start_score", 600);
        auto t = deal({"123m456m789p123s5z", "147m258p369s1357z", "258m147p369s2467z", "369m258s147p1246z"}, "5z",
                      {1, 4}, o);
        QCOMPARE(t->pub().counters.at("huangfan"), 1LL);
        QCOMPARE(t->ruleset().counterLabel("huangfan"), std::string("荒番"));
        t->applyForced();
        t->apply(find(*t, 0, ActionType::Tsumo));
        const auto& out = t->pub().outcome;
        QVERIFY(out.wins[0].desc.options.flag("huangfan"));
        QCOMPARE(out.wins[0].score.total, 1000LL);
        for (int s = 1; s < 4; ++s) QCOMPARE(out.settlement.delta[std::size_t(s)], -600LL);
        QCOMPARE(out.settlement.delta[0], 1800LL);
        QCOMPARE(t->pub().counters.at("huangfan"), 0LL);
        QCOMPARE(t->phase(), Phase::GameOver);
    }

    // "荒番": dice (2,5) add 0: not a 荒番 hand; an exhausted wall raises the
    // counter to 1, so the next hand is one whatever its dice; the dealer stays.
    void exhaustedWallRaisesCounter() {
        auto t = deal({"147m258p369s1357z", "258m147p369s2467z", "369m147s258p1246z", "159m357p159s1234z"}, "");
        QCOMPARE(t->pub().counters.at("huangfan"), 0LL);
        QCOMPARE(t->pub().counters.at("huangfan_hand"), 0LL);
        int guard = 0;
        while (t->phase() != Phase::HandOver && ++guard < 2000) {
            if (t->applyForced()) continue;
            if (t->phase() == Phase::Claim) {
                passAll(*t);
                continue;
            }
            const int s = t->pub().turn;
            t->apply(Action{ActionType::Discard, std::int8_t(s),
                            t->priv(s).drawn != kNoTile ? t->priv(s).drawn : t->priv(s).hand.back()});
        }
        QCOMPARE(t->pub().outcome.kind, HandOutcome::Kind::Exhausted);
        QCOMPARE(t->pub().counters.at("huangfan"), 1LL);
        QCOMPARE(t->pub().dealer, 0);
        t->apply(Action{ActionType::NextHand, -1});
        QVERIFY(t->pub().counters.at("huangfan") >= 1);
        QCOMPARE(t->pub().counters.at("huangfan_hand"), 1LL);
        QCOMPARE(t->pub().wall.dice[0] + t->pub().wall.dice[1] >= 2, true);
    }
};

QTEST_APPLESS_MAIN(TestShanghaiPlay)
#include "test_shanghai_play.moc"
