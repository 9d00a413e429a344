// The table's facts of a win (core/winfacts.h) and the words drawn from them
// (rulesets/common/describe_win.h), the claim-window event, and each seat's
// private rule state: what it holds and that no other seat, nor a bot
// playing another seat, ever sees it.
#include <QtTest>

#include "bot.h"
#include "core/registry.h"
#include "core/rng.h"
#include "core/table.h"
#include "core/view.h"
#include "rulesets/common/claim_state.h"
#include "rulesets/common/describe_win.h"
#include "rulesets/riichi/riichi_play_internal.h"
#include "table_fixtures.h"

using namespace qe;
using namespace qe::testing;

namespace {

// Seat 0 (dealer) waits on 3p alone (12p edge); the others hold isolated
// tiles and one 3p each, seat 1 two of them when `fourthInHand`, else the
// fourth 3p is seat 0's second draw. Every draw before it is an honour
// nobody can claim.
std::array<std::string, 4> lastCopyHands(bool fourthInHand) {
    return {"123456789m12p99s", fourthInHand ? "33p147s258m1234z8p" : "3p147s258m1234z58p",
            "3p258s369m123z5z69p", "3p369s147m123z6z47p"};
}

int countKind(const std::vector<Tile>& v, const std::string& kind) {
    int n = 0;
    for (const Tile& t : v)
        if (t.kind == parseTile(kind).kind) ++n;
    return n;
}

void discardDrawn(Table& t, int seat) { t.apply(Action{ActionType::Discard, std::int8_t(seat), t.priv(seat).drawn}); }

// The claim hands of test_table.cpp with seat 2 holding a 6m instead of a
// 6z: seat 0 discards 3m, seat 1 may chi it, seat 2 pon it, seat 3 (waiting
// on 3m-6m) win on it.
const std::array<std::string, 4> kLockHands = {"3m147p258s123456z", "12m456p789p111s99s", "33m6m258p147s1234z",
                                               "45m234567s888s99p"};

Options with(std::initializer_list<std::pair<const char*, int>> kv) {
    Options o;
    for (const auto& [k, v] : kv) o.set(k, v);
    return o;
}

const Event* lastOf(const std::vector<Event>& log, EventType type) {
    for (auto it = log.rbegin(); it != log.rend(); ++it)
        if (it->type == type) return &*it;
    return nullptr;
}

// Checks one seat's view against the table: its own private rule state and
// nobody else's.
struct PrivacyCheck {
    int views = 0, withState = 0, othersWithState = 0;

    void check(const Table& t, const SeatView& v) {
        ++views;
        const int seat = v.seat;
        QCOMPARE(v.own.rules, t.priv(seat).rules);
        if (!v.own.rules.empty()) ++withState;
        // No claim window's offers reach a seat's log, and no private key is
        // mirrored into the public flags or counters.
        for (const Event& e : v.pub.log) {
            QVERIFY(e.type != EventType::ClaimClosed);
            QVERIFY(e.claims.empty());
            QVERIFY(e.audience != kRulesOnlyEvent);
        }
        for (int o = 0; o < 4; ++o) {
            if (o == seat) continue;
            const SeatRules& r = t.priv(o).rules;
            if (r.empty()) continue;
            ++othersWithState;
            auto hidden = [&](const std::string& key) {
                for (const auto& s : v.pub.seats) QVERIFY2(!s.flags.count(key), key.c_str());
                QVERIFY2(!v.pub.counters.count(key), key.c_str());
            };
            for (const auto& [k, x] : r.values) hidden(k);
            for (const auto& [k, x] : r.bySeat) hidden(k);
            for (const auto& [k, x] : r.kinds) hidden(k);
        }
    }
};

// A bot that checks the view it is given before choosing.
class SpyBot : public ai::Bot {
public:
    SpyBot(const Table& t, PrivacyCheck& c, std::uint64_t seed) : t_(t), c_(c), inner_(ai::makeBot("simple", seed)) {}
    Action choose(const SeatView& v) override {
        c_.check(t_, v);
        return inner_->choose(v);
    }
    std::string level() const override { return "spy"; }

private:
    const Table& t_;
    PrivacyCheck& c_;
    std::unique_ptr<ai::Bot> inner_;
};

}  // namespace

class TestWinFacts : public QObject {
    Q_OBJECT
private slots:
    // Three 3p on show, seat 0 draws the fourth: the last copy.
    void selfDrawOfTheFourthIsTheLastCopy() {
        auto t = makeTable("test", {}, lastCopyHands(false), "7z5z6z4s3p");
        t->applyForced();
        discardDrawn(*t, 0);
        for (int s = 1; s <= 3; ++s) {
            t->applyForced();
            t->apply(find(*t, s, ActionType::Discard, "3p"));
            QVERIFY(has(*t, 0, ActionType::Ron));
            t->apply(find(*t, 0, ActionType::Pass));
            while (t->phase() == Phase::Claim) t->apply(find(*t, t->seatsToAct()[0], ActionType::Pass));
        }
        t->applyForced();
        const Action ts = find(*t, 0, ActionType::Tsumo);
        const WinFacts f = t->winFacts(WinContext{0, -1, ts.tile, true, false});
        QCOMPARE(int(f.source), int(WinSource::SelfDraw));
        QCOMPARE(countKind(f.visible, "3p"), 3);
        QVERIFY(common::lastCopy(f));
        t->apply(ts);
        QVERIFY(t->pub().outcome.wins[0].desc.has("last_tile"));
    }

    // Two 3p on show, seat 3 discards the third and seat 0 wins on it: the
    // discard does not count itself, so it is not the last copy.
    void winOnTheThirdIsNotTheLastCopy() {
        auto t = makeTable("test", {}, lastCopyHands(true), "7z5z6z4s");
        t->applyForced();
        discardDrawn(*t, 0);
        for (int s = 1; s <= 3; ++s) {
            t->applyForced();
            t->apply(find(*t, s, ActionType::Discard, "3p"));
            if (s < 3) {
                t->apply(find(*t, 0, ActionType::Pass));
                while (t->phase() == Phase::Claim) t->apply(find(*t, t->seatsToAct()[0], ActionType::Pass));
            }
        }
        const WinFacts f = t->winFacts(WinContext{0, 3, t->pub().claimTile, false, false});
        QCOMPARE(int(f.source), int(WinSource::Discard));
        QCOMPARE(f.from, 3);
        QCOMPARE(countKind(f.visible, "3p"), 2);
        QVERIFY(!common::lastCopy(f));
        QCOMPARE(f.discardsBefore, 4);
        QCOMPARE(f.ownDiscardsBefore, 1);
        t->apply(find(*t, 0, ActionType::Ron));
        const auto& w = t->pub().outcome.wins[0];
        QVERIFY(!w.desc.has("last_tile"));
        // The winner's own description lists what it saw, not the tile it won.
        QCOMPARE(countKind(w.desc.visible, "3p"), 2);
    }

    // Three 3p on show, seat 1 discards the fourth: the last copy.
    void winOnTheFourthIsTheLastCopy() {
        auto t = makeTable("test", {}, lastCopyHands(true), "7z5z6z4s6z2s");
        t->applyForced();
        discardDrawn(*t, 0);
        for (int s = 1; s <= 3; ++s) {
            t->applyForced();
            t->apply(find(*t, s, ActionType::Discard, "3p"));
            t->apply(find(*t, 0, ActionType::Pass));
            while (t->phase() == Phase::Claim) t->apply(find(*t, t->seatsToAct()[0], ActionType::Pass));
        }
        t->applyForced();
        discardDrawn(*t, 0);
        t->applyForced();
        t->apply(find(*t, 1, ActionType::Discard, "3p"));
        const WinFacts f = t->winFacts(WinContext{0, 1, t->pub().claimTile, false, false});
        QCOMPARE(countKind(f.visible, "3p"), 3);
        QVERIFY(common::lastCopy(f));
        t->apply(find(*t, 0, ActionType::Ron));
        QVERIFY(t->pub().outcome.wins[0].desc.has("last_tile"));
    }

    // A claimed meld carries the absolute seat it came from and when.
    void meldsKeepWhereAndWhen() {
        auto t = makeTable("test", {}, kLockHands, "7s");
        t->applyForced();
        t->apply(find(*t, 0, ActionType::Discard, "3m"));
        t->apply(find(*t, 3, ActionType::Pass));
        t->apply(find(*t, 1, ActionType::Pass));
        t->apply(find(*t, 2, ActionType::Pon));
        const MeldRec& m = t->pub().seats[2].melds.at(0);
        QCOMPARE(int(m.fromSeat), 0);
        QCOMPARE(m.atDiscard, 1);
        const WinFacts f = t->winFacts(WinContext{2, -1, t->priv(2).hand.back(), true, false});
        QCOMPARE(int(f.melds.size()), 1);
        QCOMPARE(f.melds[0].fromSeat, 0);
        QCOMPARE(f.melds[0].atDiscard, 1);
        QCOMPARE(int(f.melds[0].meld.type), int(MeldType::Pon));
        QCOMPARE(f.callsBefore, 1);
        QVERIFY(!f.dealerFirstTurn && !f.firstDrawUncalled);
    }

    // The words of the default description follow the facts one by one.
    void wordsFollowFacts() {
        WinFacts f;
        f.winTile = parseTile("5m");
        QVERIFY(common::situationWords(f).empty());
        f.kongReplacement = true;
        QCOMPARE(common::situationWords(f), std::vector<std::string>{"rinshan"});
        f.kongReplacement = false;
        f.flowerReplacement = true;
        QCOMPARE(common::situationWords(f), std::vector<std::string>{"flower_replacement"});
        f.flowerReplacement = false;
        f.dealerFirstTurn = true;
        QCOMPARE(common::situationWords(f), std::vector<std::string>{"tenhou"});
        f.source = WinSource::Discard;  // a first-turn fact alone is no self-drawn first-turn win
        QVERIFY(common::situationWords(f).empty());
        f.dealerFirstTurn = false;
        f.lastDiscard = true;
        QCOMPARE(common::situationWords(f), std::vector<std::string>{"houtei"});
        f.lastDiscard = false;
        f.source = WinSource::RobbedConcealedKong;
        QCOMPARE(common::situationWords(f), std::vector<std::string>{"chankan"});
        f.source = WinSource::SelfDraw;
        f.firstDrawUncalled = true;
        f.lastWallTile = true;
        QCOMPARE(common::situationWords(f), (std::vector<std::string>{"haitei", "chiihou"}));
        f = WinFacts{};
        f.winTile = parseTile("5m");
        f.visible = parseTiles("55m1f");
        QVERIFY(!common::lastCopy(f));
        f.visible = parseTiles("555m");
        QVERIFY(common::lastCopy(f));
    }

    // The claim window's closing reaches the ruleset with every offer and
    // answer, and no seat's log.
    void claimClosedEvent() {
        auto t = makeTable("test", {}, kLockHands, "7s");
        t->applyForced();
        t->apply(find(*t, 0, ActionType::Discard, "3m"));
        t->apply(find(*t, 3, ActionType::Pass));
        t->apply(find(*t, 1, ActionType::Pass));
        t->apply(find(*t, 2, ActionType::Pon));
        const Event* e = lastOf(t->fullEvents(), EventType::ClaimClosed);
        QVERIFY(e);
        QCOMPARE(int(e->seat), 0);
        QCOMPARE(formatTile(t->tile(e->tile)), std::string("3m"));
        QCOMPARE(int(e->claims.size()), 4);
        QVERIFY(e->claims[0].offered.empty());
        auto offered = [&](int s, ActionType a) {
            for (const Action& x : e->claims[std::size_t(s)].offered)
                if (x.type == a) return true;
            return false;
        };
        QVERIFY(offered(3, ActionType::Ron));
        QVERIFY(offered(1, ActionType::Chi));
        QVERIFY(offered(2, ActionType::Pon));
        QCOMPARE(int(e->claims[3].answer.type), int(ActionType::Pass));
        QCOMPARE(int(e->claims[2].answer.type), int(ActionType::Pon));
        QVERIFY(e->claims[2].taken && !e->claims[1].taken && !e->claims[3].taken);
        QVERIFY(!lastOf(t->pub().log, EventType::ClaimClosed));
    }

    // 上海's locks (shanghai.md "Claims") in the test ruleset: a passed win
    // locks wins on discards, a passed pon locks pons of that kind, until
    // one's own discard; without the option nothing is locked.
    void missedClaimLocks() {
        for (int on : {0, 1}) {
            auto t = makeTable("test", with({{"claim_locks", on}}), kLockHands, "7s3m");
            t->applyForced();
            t->apply(find(*t, 0, ActionType::Discard, "3m"));
            for (int s : {3, 1, 2}) t->apply(find(*t, s, ActionType::Pass));
            QCOMPARE(t->priv(3).rules.get(common::kMissedWin), on);
            QCOMPARE(t->priv(2).rules.holds(common::kMissedPon, parseTile("3m").kind), on == 1);
            // Seat 1 could have won on it as well (123m 456p 789p 111s 99s).
            QCOMPARE(t->priv(1).rules.get(common::kMissedWin), on);
            QVERIFY(!t->priv(1).rules.kinds.count(common::kMissedPon));
            // Seat 1 draws and discards the last 3m, which lifts its own
            // lock: seat 2 may pon it and seat 3 win on it only without the locks.
            t->applyForced();
            t->apply(find(*t, 1, ActionType::Discard, "3m"));
            QVERIFY(t->priv(1).rules.empty());
            QCOMPARE(has(*t, 2, ActionType::Pon), on == 0);
            QCOMPARE(has(*t, 3, ActionType::Ron), on == 0);
            if (on) {
                QCOMPARE(int(t->phase()), int(Phase::Draw));  // nobody was asked
                // Seat 2's own discard lifts its lock.
                t->applyForced();
                discardDrawn(*t, 2);
                QVERIFY(!t->priv(2).rules.holds(common::kMissedPon, parseTile("3m").kind));
                QCOMPARE(t->priv(3).rules.get(common::kMissedWin), 1);
            }
        }
    }

    // 灵雀's liability count (lingque.md "Settlement") in the test ruleset:
    // each claimed discard and the winning discard, by the seat that gave it.
    void feedsAreCounted() {
        auto t = makeTable("test", with({{"feeds", 1}}), lastCopyHands(true), "7z5z6z4s");
        t->applyForced();
        discardDrawn(*t, 0);
        for (int s = 1; s <= 3; ++s) {
            t->applyForced();
            t->apply(find(*t, s, ActionType::Discard, "3p"));
            if (s < 3) {
                t->apply(find(*t, 0, ActionType::Pass));
                while (t->phase() == Phase::Claim) t->apply(find(*t, t->seatsToAct()[0], ActionType::Pass));
            }
        }
        QCOMPARE(t->priv(0).rules.of(common::kFed, 3), 0);
        t->apply(find(*t, 0, ActionType::Ron));
        QCOMPARE(t->priv(0).rules.of(common::kFed, 3), 1);
        QCOMPARE(t->priv(0).rules.of(common::kFed, 1), 0);

        auto c = makeTable("test", with({{"feeds", 1}}), kLockHands, "7s");
        c->applyForced();
        c->apply(find(*c, 0, ActionType::Discard, "3m"));
        c->apply(find(*c, 3, ActionType::Pass));
        c->apply(find(*c, 1, ActionType::Pass));
        c->apply(find(*c, 2, ActionType::Pon));
        QCOMPARE(c->priv(2).rules.of(common::kFed, 0), 1);
        QVERIFY(c->priv(0).rules.empty());
    }

    // Riichi keeps each waiting seat's furiten in its private state: seat 0
    // passes a win on 3p (temporary furiten) until its own next discard.
    void riichiFuritenIsPrivate() {
        auto t = makeTable("riichi", {}, lastCopyHands(true), "7z5z6z4s");
        t->applyForced();
        discardDrawn(*t, 0);
        QCOMPARE(t->priv(0).rules.get(riichi::play::kFuriten), 0);
        t->applyForced();
        t->apply(find(*t, 1, ActionType::Discard, "3p"));
        QVERIFY(has(*t, 0, ActionType::Ron));
        t->apply(find(*t, 0, ActionType::Pass));
        while (t->phase() == Phase::Claim) t->apply(find(*t, t->seatsToAct()[0], ActionType::Pass));
        QCOMPARE(t->priv(0).rules.get(riichi::play::kFuriten), int(riichi::play::Furiten::Temporary));
        t->applyForced();
        t->apply(find(*t, 2, ActionType::Discard, "3p"));
        QVERIFY(!has(*t, 0, ActionType::Ron));  // the rule itself, unchanged
        QCOMPARE(t->view(0).own.rules.get(riichi::play::kFuriten), int(riichi::play::Furiten::Temporary));
        for (int s = 1; s < 4; ++s) QCOMPARE(t->view(s).own.rules.get(riichi::play::kFuriten), 0);
    }

    // Random games in riichi (furiten) and the test ruleset with locks and
    // feeds: at every action each seat's view, and the view each bot gets,
    // hold that seat's private rule state and nobody else's; a replayed save
    // rebuilds the same state.
    void privateStateStaysPrivate() {
        PrivacyCheck c;
        Rng r(17);
        for (int g = 0; g < 24; ++g) {
            const bool riichi = g % 2 == 0;
            auto t = std::make_unique<Table>(makeRuleset(riichi ? "riichi" : "test"),
                                             riichi ? Options{} : with({{"claim_locks", 1}, {"feeds", 1}}),
                                             std::uint64_t(500 + g));
            t->setCheckInvariants(true);
            const bool bots = g % 4 < 2;
            std::array<std::unique_ptr<ai::Bot>, 4> bot;
            for (int s = 0; s < 4; ++s) bot[std::size_t(s)] = std::make_unique<SpyBot>(*t, c, std::uint64_t(g * 4 + s));
            for (int hand = 0; hand < 3 && t->phase() != Phase::GameOver;) {
                if (t->phase() == Phase::HandOver) {
                    for (int s = 0; s < 4; ++s) c.check(*t, t->view(s));
                    t->apply(Action{ActionType::NextHand, -1});
                    ++hand;
                    continue;
                }
                for (int s = 0; s < 4; ++s) c.check(*t, t->view(s));
                if (t->applyForced()) continue;
                const auto seats = t->seatsToAct();
                const int s = seats[r.below(std::uint32_t(seats.size()))];
                if (bots) {
                    t->apply(bot[std::size_t(s)]->choose(t->view(s)));
                } else {
                    const auto legal = t->legalActions(s);
                    t->apply(legal[r.below(std::uint32_t(legal.size()))]);
                }
            }
            auto replay = Table::fromJson(t->toJson());
            for (int s = 0; s < 4; ++s) QCOMPARE(replay->priv(s).rules, t->priv(s).rules);
        }
        QVERIFY(c.views > 5000);
        // The check has something to find: seats held private state, seen
        // from the other seats' views.
        QVERIFY(c.withState > 200);
        QVERIFY(c.othersWithState > 200);
    }
};

QTEST_GUILESS_MAIN(TestWinFacts)
#include "test_winfacts.moc"
