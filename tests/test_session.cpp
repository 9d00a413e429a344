// The game session (engine/core/session.h): whole games by agents, the
// pacing of a front end, the autosave point and resuming from it, the offer
// to end the game answered by the offered seat's agent (riichi.md "Play",
// docs/rulesets/riichi.md "Game"), and a seat without an agent that makes
// the session stop and wait.
#include <QtTest>

#include "bot.h"
#include "core/registry.h"
#include "core/session.h"

using namespace qe;

namespace {

// Bots of one level for the four seats, seeded per seat.
struct Bots {
    std::array<std::unique_ptr<ai::Bot>, 4> bots;
    Bots(const std::string& level, std::uint64_t seed) {
        for (int s = 0; s < 4; ++s) bots[std::size_t(s)] = ai::makeBot(level, seed * 4 + std::uint64_t(s));
    }
    std::array<Agent*, 4> agents() const {
        std::array<Agent*, 4> a{};
        for (int s = 0; s < 4; ++s) a[std::size_t(s)] = bots[std::size_t(s)].get();
        return a;
    }
};

// A bot that records the offers to end the game it is shown, and may
// decline them.
class OfferWatcher : public Agent {
public:
    OfferWatcher(std::unique_ptr<ai::Bot> bot, bool decline) : bot_(std::move(bot)), decline_(decline) {}
    Action choose(const SeatView& v) override {
        if (ai::endGameOffer(v)) {
            offers.push_back(v.legal);
            seats.push_back(v.seat);
            if (decline_) return Action{ActionType::NextHand, -1};
        }
        return bot_->choose(v);
    }
    std::vector<std::vector<Action>> offers;
    std::vector<int> seats;

private:
    std::unique_ptr<ai::Bot> bot_;
    bool decline_;
};

// Always answers with something the table never offers.
class IllegalAgent : public Agent {
public:
    Action choose(const SeatView& v) override { return Action{ActionType::Discard, std::int8_t(v.seat), kNoTile}; }
};

std::unique_ptr<Table> newTable(const std::string& rid, std::uint64_t seed, Options opts = {}) {
    auto rs = makeRuleset(rid);
    if (!rs) return nullptr;
    return std::make_unique<Table>(rs, std::move(opts), seed);
}

int countType(const Table& t, ActionType type) {
    int n = 0;
    for (const Action& a : t.log()) n += a.type == type ? 1 : 0;
    return n;
}

}  // namespace

class TestSession : public QObject {
    Q_OBJECT

private slots:
    void wholeBotGameRunsToGameOver_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("level");
        QTest::newRow("riichi simple") << "riichi" << "simple";
        QTest::newRow("yuque simple") << "yuque" << "simple";
        QTest::newRow("riichi standard") << "riichi" << "standard";
    }
    void wholeBotGameRunsToGameOver() {
        QFETCH(QString, ruleset);
        QFETCH(QString, level);
        auto t = newTable(ruleset.toStdString(), 3);
        if (!t) QSKIP("ruleset not built");
        Bots b(level.toStdString(), 3);
        SessionOptions so;
        so.checkInvariants = true;
        Session s(std::move(t), b.agents(), so);
        int applied = 0, handEnds = 0;
        s.onApplied([&](const Action&) { ++applied; });
        s.onHandEnd([&] {
            ++handEnds;
            QVERIFY(s.handOver());
        });
        QCOMPARE(int(s.runToEnd()), int(SessionStop::GameOver));
        QCOMPARE(int(s.table().phase()), int(Phase::GameOver));
        QVERIFY(s.gameOver());
        QVERIFY(s.handsEnded() >= 4);  // one round of four deals at the least
        QCOMPARE(handEnds, s.handsEnded());
        QCOMPARE(int(s.table().pub().history.size()), s.handsEnded());
        // Every applied action passed the autosave point once.
        QCOMPARE(applied, int(s.table().log().size()));
        QCOMPARE(s.table().invariantViolations(), 0);
        // Nothing more to do.
        QCOMPARE(int(s.step()), int(SessionStop::GameOver));
        QVERIFY(s.waiting().empty());
        QVERIFY(!s.nextHand());
    }

    // The front end's paces: one action, one hand, and between hands the
    // next deal first.
    void pacesStopWhereAsked() {
        auto t = newTable("yuque", 5);
        if (!t) QSKIP("yuque not built");
        Bots b("simple", 5);
        Session s(std::move(t), b.agents());
        QCOMPARE(int(s.advance(Pace::Action)), int(SessionStop::Acted));
        QCOMPARE(s.table().log().size(), std::size_t(1));
        QCOMPARE(int(s.table().log()[0].type), int(ActionType::Draw));
        QCOMPARE(int(s.advance(Pace::HandEnd)), int(SessionStop::HandEnd));
        QCOMPARE(s.handsEnded(), 1);
        QCOMPARE(int(s.table().phase()), int(Phase::HandOver));
        QCOMPARE(s.table().pub().handNumber, 1);
        // One action from between hands is the next deal.
        const std::size_t before = s.table().log().size();
        QCOMPARE(int(s.advance(Pace::Action)), int(SessionStop::Acted));
        QCOMPARE(s.table().log().size(), before + 1);
        QCOMPARE(int(s.table().log().back().type), int(ActionType::NextHand));
        QCOMPARE(s.table().pub().handNumber, 2);
        QCOMPARE(int(s.advance(Pace::HandEnd)), int(SessionStop::HandEnd));
        QCOMPARE(s.handsEnded(), 2);
    }

    // The autosave callback fires after every action; a game rebuilt from
    // any of those saves (with fresh bots made the same way) continues to
    // the very same end. Resuming without the bots watching does not: the
    // bots' own random streams are part of the game.
    void autosaveResumesIdentically_data() {
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("riichi") << "riichi";
        QTest::newRow("yuque") << "yuque";
    }
    void autosaveResumesIdentically() {
        QFETCH(QString, ruleset);
        const std::string rid = ruleset.toStdString();
        auto t = newTable(rid, 11);
        if (!t) QSKIP("ruleset not built");
        Bots b("simple", 11);
        Session s(std::move(t), b.agents());
        std::vector<std::string> saves;
        int applied = 0;
        s.onApplied([&](const Action&) {
            ++applied;
            if (applied == 40 || applied == 333 || applied % 500 == 0) saves.push_back(s.table().toJson());
        });
        s.onHandEnd([&] {
            if (s.handsEnded() == 2) saves.push_back(s.table().toJson());
        });
        QCOMPARE(int(s.runToEnd()), int(SessionStop::GameOver));
        const std::string end = s.table().toJson();
        QVERIFY(saves.size() >= 3);
        int naiveDiffers = 0;
        for (const std::string& save : saves) {
            Bots fresh("simple", 11);
            auto r = Session::resume(save, fresh.agents());
            QCOMPARE(r->table().toJson(), save);
            QCOMPARE(int(r->runToEnd()), int(SessionStop::GameOver));
            QCOMPARE(r->table().toJson(), end);

            Bots naive("simple", 11);
            auto n = Session::resume(save, naive.agents(), {}, false);
            QCOMPARE(n->table().toJson(), save);
            n->runToEnd();
            if (n->table().toJson() != end) ++naiveDiffers;
        }
        QVERIFY2(naiveDiffers > 0, "fresh bots on a rebuilt table played the same: the replay is not what is tested");
    }

    // riichi.md "Play": the leading all-last dealer is offered the end of the
    // game between hands; its own agent answers, from its own view.
    void endGameOfferAnsweredByAgent() {
        if (!makeRuleset("riichi")) QSKIP("riichi not built");
        Options east;
        east.set("length", 0);
        bool found = false;
        for (std::uint64_t seed = 1; seed <= 120 && !found; ++seed) {
            std::array<std::unique_ptr<OfferWatcher>, 4> w;
            std::array<Agent*, 4> agents{};
            for (int s = 0; s < 4; ++s) {
                w[std::size_t(s)] = std::make_unique<OfferWatcher>(ai::makeBot("simple", seed * 4 + std::uint64_t(s)), false);
                agents[std::size_t(s)] = w[std::size_t(s)].get();
            }
            Session s(newTable("riichi", seed, east), agents);
            QCOMPARE(int(s.runToEnd()), int(SessionStop::GameOver));
            int offered = -1;
            for (int k = 0; k < 4; ++k)
                if (!w[std::size_t(k)]->offers.empty()) offered = k;
            if (offered < 0) {
                QCOMPARE(countType(s.table(), ActionType::EndGame), 0);
                continue;
            }
            found = true;
            const OfferWatcher& ow = *w[std::size_t(offered)];
            QCOMPARE(int(ow.offers.size()), 1);
            QCOMPARE(ow.seats[0], offered);
            // The choice: stop, or play on.
            const std::vector<Action> expect{Action{ActionType::EndGame, std::int8_t(offered)},
                                             Action{ActionType::NextHand, -1}};
            QVERIFY(ow.offers[0] == expect);
            // Every bot level stops; it is the last action of the game.
            QCOMPARE(int(s.table().log().back().type), int(ActionType::EndGame));
            QCOMPARE(int(s.table().log().back().seat), offered);
            QCOMPARE(countType(s.table(), ActionType::EndGame), 1);
            const int handsAccepted = s.handsEnded();

            // The same game with the dealer's agent declining plays on.
            std::array<std::unique_ptr<OfferWatcher>, 4> d;
            for (int k = 0; k < 4; ++k) {
                d[std::size_t(k)] = std::make_unique<OfferWatcher>(ai::makeBot("simple", seed * 4 + std::uint64_t(k)), true);
                agents[std::size_t(k)] = d[std::size_t(k)].get();
            }
            Session s2(newTable("riichi", seed, east), agents);
            std::string atOffer;  // saved as the hand with the declined offer ended
            s2.onHandEnd([&] {
                if (atOffer.empty() && !d[std::size_t(offered)]->offers.empty()) atOffer = s2.table().toJson();
            });
            QCOMPARE(int(s2.runToEnd()), int(SessionStop::GameOver));
            QCOMPARE(countType(s2.table(), ActionType::EndGame), 0);
            QVERIFY(!d[std::size_t(offered)]->offers.empty());
            QVERIFY(s2.handsEnded() > handsAccepted);

            // Resumed from that save, the declining agent is shown the offer
            // again (the save cannot hold its answer) and the game goes on
            // the same.
            QVERIFY(!atOffer.empty());
            std::array<std::unique_ptr<OfferWatcher>, 4> r;
            for (int k = 0; k < 4; ++k) {
                r[std::size_t(k)] = std::make_unique<OfferWatcher>(ai::makeBot("simple", seed * 4 + std::uint64_t(k)), true);
                agents[std::size_t(k)] = r[std::size_t(k)].get();
            }
            auto s3 = Session::resume(atOffer, agents);
            QCOMPARE(int(r[std::size_t(offered)]->offers.size()), 1);
            QCOMPARE(s3->offerSeat(), -1);
            QCOMPARE(int(s3->runToEnd()), int(SessionStop::GameOver));
            QCOMPARE(s3->table().toJson(), s2.table().toJson());
            QCOMPARE(r[std::size_t(offered)]->offers.size(), d[std::size_t(offered)]->offers.size());

            // The same seat as a person: the session waits between hands for
            // that seat's answer; ending the game there ends the same game as
            // the bot's.
            auto stand = ai::makeBot("simple", seed * 4 + std::uint64_t(offered));
            std::array<std::unique_ptr<ai::Bot>, 4> bots;
            for (int k = 0; k < 4; ++k) {
                bots[std::size_t(k)] = ai::makeBot("simple", seed * 4 + std::uint64_t(k));
                agents[std::size_t(k)] = k == offered ? nullptr : bots[std::size_t(k)].get();
            }
            Session p(newTable("riichi", seed, east), agents);
            int asked = 0, guard = 0;
            while (p.runToEnd() == SessionStop::Waiting && ++guard < 100000) {
                if (p.table().phase() == Phase::HandOver) {
                    ++asked;
                    QCOMPARE(p.offerSeat(), offered);
                    QCOMPARE(p.waiting(), std::vector<int>{offered});
                    QCOMPARE(int(p.step()), int(SessionStop::Waiting));
                    p.submit(Action{ActionType::EndGame, std::int8_t(offered)});
                    continue;
                }
                p.submit(stand->choose(p.table().view(offered)));
            }
            QCOMPARE(asked, 1);
            QVERIFY(p.gameOver());
            // The same game: the person's claim answers come after the
            // agents' (simultaneous answers, so only the log's order of
            // passes may differ).
            QCOMPARE(p.table().log().size(), s.table().log().size());
            QCOMPARE(p.table().pub().history, s.table().pub().history);
            for (int k = 0; k < 4; ++k)
                QCOMPARE(p.table().pub().seats[std::size_t(k)].score, s.table().pub().seats[std::size_t(k)].score);
            QCOMPARE(int(p.table().log().back().type), int(ActionType::EndGame));
        }
        QVERIFY2(found, "no seed gave the all-last dealer the offer");
    }

    // A seat without an agent: the session stops, names the seat, and goes
    // on when that seat's decision is submitted. Agents answer a claim
    // window first; the person is the last one asked.
    void humanSeatStopsAndWaits() {
        auto t = newTable("riichi", 8);
        if (!t) QSKIP("riichi not built");
        Bots b("simple", 8);
        auto agents = b.agents();
        const int me = 2;
        agents[std::size_t(me)] = nullptr;
        auto stand = ai::makeBot("simple", 99);  // decides for the person
        SessionOptions so;
        so.checkInvariants = true;
        Session s(std::move(t), agents, so);
        int waits = 0, claimWaits = 0, guard = 0;
        SessionStop r;
        while ((r = s.runToEnd()) == SessionStop::Waiting && ++guard < 100000) {
            ++waits;
            QCOMPARE(s.waiting(), std::vector<int>{me});
            if (s.table().phase() == Phase::Claim) {
                ++claimWaits;
                QCOMPARE(s.table().seatsToAct(), std::vector<int>{me});
            } else if (s.table().phase() != Phase::HandOver) {
                QCOMPARE(s.table().pub().turn, me);
            }
            // Waiting changes nothing until the person answers.
            const std::size_t before = s.table().log().size();
            QCOMPARE(int(s.step()), int(SessionStop::Waiting));
            QCOMPARE(s.table().log().size(), before);
            if (waits == 1) {
                // Another seat's action, or nonsense, is refused and changes nothing.
                QVERIFY_THROWS_EXCEPTION(IllegalAction, s.submit(Action{ActionType::Pass, std::int8_t((me + 1) % 4)}));
                QVERIFY_THROWS_EXCEPTION(IllegalAction, s.submit(Action{ActionType::NextHand, -1}));
                QCOMPARE(s.table().log().size(), before);
            }
            s.submit(stand->choose(s.table().view(me)));
            // One action, and an agent's end of the game if it was offered one.
            const bool stopped = s.table().log().back().type == ActionType::EndGame && s.table().log().back().seat != me;
            QCOMPARE(s.table().log().size(), before + 1 + (stopped ? 1 : 0));
        }
        QCOMPARE(int(r), int(SessionStop::GameOver));
        QVERIFY(waits > 50);
        QVERIFY(claimWaits > 0);
    }

    // The game's hand limit: over between hands once reached.
    void handLimitEndsTheGame() {
        auto t = newTable("yuque", 2);
        if (!t) QSKIP("yuque not built");
        Bots b("simple", 2);
        SessionOptions so;
        so.handLimit = 2;
        Session s(std::move(t), b.agents(), so);
        QCOMPARE(int(s.advance(Pace::HandEnd)), int(SessionStop::HandEnd));
        QVERIFY(!s.gameOver());
        QCOMPARE(int(s.runToEnd()), int(SessionStop::GameOver));
        QCOMPARE(s.handsEnded(), 2);
        QCOMPARE(s.table().pub().handNumber, 2);
        QVERIFY(s.limitReached());
        QVERIFY(!s.nextHand());
        QCOMPARE(int(s.step()), int(SessionStop::GameOver));
    }

    void badInputIsRefusedClearly() {
        auto rs = makeRuleset("yuque");
        if (!rs) QSKIP("yuque not built");
        Bots b("simple", 1);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Session(nullptr, b.agents()));
        SessionOptions bad;
        bad.handLimit = -1;
        try {
            Session s(std::make_unique<Table>(rs, Options{}, 1), b.agents(), bad);
            QFAIL("a negative hand limit was accepted");
        } catch (const std::invalid_argument& e) {
            QVERIFY(std::string(e.what()).find("handLimit") != std::string::npos);
        }
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Session::resume("{not json", b.agents()));
        // A save whose action cannot be played names the action.
        Session ok(std::make_unique<Table>(rs, Options{}, 1), b.agents());
        ok.advance(Pace::Action);
        std::string save = ok.table().toJson();
        const auto at = save.find("\"draw\"");
        QVERIFY(at != std::string::npos);
        save.replace(at, 6, "\"ron\"");
        try {
            Session::resume(save, b.agents());
            QFAIL("a corrupt save was resumed");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(std::string(e.what()).find("action 1") != std::string::npos, e.what());
        }
        // An agent's illegal answer names its seat; nothing is applied.
        IllegalAgent ill;
        std::array<Agent*, 4> agents{&ill, &ill, &ill, &ill};
        Session s(std::make_unique<Table>(rs, Options{}, 1), agents);
        s.advance(Pace::Action);  // the forced draw needs no agent
        const std::size_t before = s.table().log().size();
        try {
            s.step();
            QFAIL("an illegal answer was applied");
        } catch (const IllegalAction& e) {
            QVERIFY2(std::string(e.what()).find("agent chose an illegal action") != std::string::npos, e.what());
        }
        QCOMPARE(s.table().log().size(), before);
    }
};

QTEST_APPLESS_MAIN(TestSession)
#include "test_session.moc"
