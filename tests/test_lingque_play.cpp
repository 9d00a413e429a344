// 灵雀 play: docs/rulesets/lingque.md "Play" and "Settlement". Fixed walls
// (table_fixtures.h) for every rule that only happens in play: flowers
// replaced from the tail, kongs right after a call with the replacement from
// the tail (no dead wall), calls and a kong on the last discard, a concealed
// kong on the empty wall, head bump, 天和/地和 words, the winning minimum,
// half and full liability settled through the table, the session of `hands`
// hands with the summary score; and whole games of bots.
#include <QtTest>

#include "bot.h"
#include "core/registry.h"
#include "core/table.h"
#include "core/view.h"
#include "rulesets/common/claim_state.h"
#include "core/rng.h"
#include "rulesets/lingque/lingque_ruleset.h"
#include "rulesets/lingque/lingque_score.h"
#include "rulesets/lingque/lingque_settle.h"
#include "table_fixtures.h"

using namespace qe;
using namespace qe::testing;

namespace {

Options opt(std::initializer_list<std::pair<const char*, long long>> kv) {
    Options o;
    for (const auto& [k, v] : kv) o.set(k, v);
    return o;
}

void discardDrawn(Table& t) {
    const int s = t.pub().turn;
    t.apply(Action{ActionType::Discard, std::int8_t(s), t.priv(s).drawn});
}

void discardKind(Table& t, const std::string& tile) { t.apply(find(t, t.pub().turn, ActionType::Discard, tile)); }

void passAll(Table& t) {
    while (t.phase() == Phase::Claim) {
        const auto seats = t.seatsToAct();
        t.apply(find(t, seats.front(), ActionType::Pass));
    }
}

// Seat `seat` answers the open window with `type` on `tile`; the others pass.
void claim(Table& t, int seat, ActionType type, const std::string& tile = "") {
    t.apply(find(t, seat, type, tile));
    passAll(t);
}

// The turn seat draws and discards what it drew, claims passed, `n` times.
void tsumogiri(Table& t, int n) {
    for (int i = 0; i < n; ++i) {
        QVERIFY(t.applyForced());
        discardDrawn(t);
        passAll(t);
    }
}

void tsumogiriToEnd(Table& t) {
    while (t.phase() != Phase::HandOver && t.phase() != Phase::GameOver) {
        if (t.applyForced()) continue;
        if (t.phase() == Phase::Turn) discardDrawn(t);
        passAll(t);
    }
}

// Every tile the hands and `keep` leave, kinds in id order, as many copies as
// are left: the live wall between the deal and the tiles a test places last.
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

bool stepsMention(const std::vector<ScoreStep>& steps, const std::string& text) {
    for (const auto& s : steps)
        if (s.text.find(text) != std::string::npos) return true;
    return false;
}

bool descHas(const HandDesc& d, const std::string& w) { return d.has(w); }

}  // namespace

class TestLingquePlay : public QObject {
    Q_OBJECT
private slots:
    void configuration() {
        auto rs = makeRuleset("lingque");
        QVERIFY(rs);
        Options o;
        o.resolve(rs->optionDescs());
        const TableConfig c = rs->config(o);
        // lingque.md "Play".
        QCOMPARE(c.wall.set.size(), 144);
        QCOMPARE(c.wall.deadWall, 0);
        QVERIFY(c.autoFlowers);
        QVERIFY(c.kongAfterCall);
        QVERIFY(c.robKong);
        QVERIFY(!c.robConcealedKong);
        QVERIFY(c.callsOnLastDiscard);
        QVERIFY(c.kongWithoutReplacement);
        QCOMPARE(int(c.winners), int(WinnersPolicy::HeadBump));
        QCOMPARE(int(c.kongDisplay), int(ConcealedKongDisplay::OneDown));
        o.set("flowers", 0);
        o.set("head_bump", 0);
        QCOMPARE(rs->config(o).wall.set.size(), 136);
        QVERIFY(!rs->config(o).autoFlowers);
        QCOMPARE(int(rs->config(o).winners), int(WinnersPolicy::All));
        // 13 each, the dealer's first turn begins with a draw; no dead wall.
        auto t = makeTable("lingque", opt({{"flowers", 0}}),
                           {"159m159p19s23555z", "248m248p248s1467z", "268m268p23467s67z", "379m379p34789s12z"},
                           "");
        QCOMPARE(int(t->phase()), int(Phase::Draw));
        QCOMPARE(t->pub().turn, 0);
        QCOMPARE(t->wall().liveRemaining(), 136 - 52);
        for (int s = 0; s < 4; ++s) QCOMPARE(int(t->priv(s).hand.size()), 13);
    }

    void flowersReplacedFromTheTail() {
        // A dealt flower is set aside and replaced from the tail; a drawn
        // flower too, and a replacement that is a flower again is replaced.
        const std::array<std::string, 4> h = {"1f159m159p19s2356z", "248m248p248s1467z", "268m268p23467s67z",
                                              "379m379p34789s12z"};
        auto t = makeTable("lingque", {}, h, "2f", "6z3f7z");
        QCOMPARE(int(t->pub().seats[0].flowers.size()), 1);
        QCOMPARE(int(t->priv(0).hand.size()), 13);
        QCOMPARE(t->wall().liveRemaining(), 144 - 52 - 1);
        t->applyForced();  // draws 2f → 3f → 7z
        QCOMPARE(int(t->pub().seats[0].flowers.size()), 3);
        QCOMPARE(int(t->priv(0).hand.size()), 14);
        QCOMPARE(formatTile(t->tile(t->priv(0).drawn)), std::string("7z"));
        QCOMPARE(t->checkInvariants(), std::string());
    }

    void kongRightAfterChiReplacedFromTheTail() {
        // lingque.md "Play": a concealed kong may be declared right after a
        // chi; its replacement comes from the tail (no dead wall).
        const std::array<std::string, 4> h = {"19m19p12589s4567z", "12m5555p9s123457z", "268m268p23467s67z",
                                              "379m379p34789s12z"};
        auto t = makeTable("lingque", opt({{"flowers", 0}}), h, "3m", "4s");
        t->applyForced();
        discardDrawn(*t);
        claim(*t, 1, ActionType::Chi, "3m");
        QCOMPARE(t->pub().turn, 1);
        const int live = t->wall().liveRemaining();
        t->apply(find(*t, 1, ActionType::Ankan, "5p"));
        QCOMPARE(formatTile(t->tile(t->priv(1).drawn)), std::string("4s"));
        QCOMPARE(t->wall().liveRemaining(), live - 1);
        QVERIFY(t->turnAfterReplacement());
    }

    void callsAndKongOnTheLastDiscard() {
        // lingque.md "Play": the last discard may be claimed by chi, pon,
        // kong or a win; a kong then needs a replacement that does not exist,
        // so the hand ends as a draw at once.
        const std::array<std::string, 4> h = {"159m159p19s23555z", "248m248p248s1467z", "268m268p23467s67z",
                                              "379m379p34789s12z"};
        const std::string draws = filler(h, "5z", 83) + "5z";
        for (int variant = 0; variant < 2; ++variant) {
            auto t = makeTable("lingque", opt({{"flowers", 0}}), h, draws);
            tsumogiri(*t, 83);
            QCOMPARE(t->wall().liveRemaining(), 1);
            QVERIFY(t->applyForced());  // N draws the last tile, 5z
            QCOMPARE(t->pub().turn, 3);
            discardDrawn(*t);
            QCOMPARE(int(t->phase()), int(Phase::Claim));
            QVERIFY(has(*t, 0, ActionType::Pon));
            QVERIFY(has(*t, 0, ActionType::Kan));
            if (variant == 0) {
                claim(*t, 0, ActionType::Kan, "5z");
                QCOMPARE(int(t->phase()), int(Phase::HandOver));
                QCOMPARE(int(t->pub().outcome.kind), int(HandOutcome::Kind::Exhausted));
            } else {
                // A pon: E discards, nobody draws again; the hand is a draw.
                claim(*t, 0, ActionType::Pon, "5z");
                QCOMPARE(int(t->phase()), int(Phase::Turn));
                discardKind(*t, "9s");
                passAll(*t);
                QCOMPARE(int(t->phase()), int(Phase::HandOver));
                QCOMPARE(int(t->pub().outcome.kind), int(HandOutcome::Kind::Exhausted));
            }
            // 荒庄: no payments.
            QCOMPARE(t->pub().outcome.settlement.delta, (std::array<long long, 4>{}));
            QCOMPARE(t->checkInvariants(), std::string());
        }
    }

    void concealedKongOnTheEmptyWallIsADraw() {
        // N holds 666z and draws the last 6z: it may still declare the kong
        // (lingque.md "Play"), whose replacement does not exist: a draw.
        const std::array<std::string, 4> h = {"159m159p19s12357z", "248m248p248s1457z", "268m268p23467s37z",
                                              "379m379p3478s666z"};
        auto t = makeTable("lingque", opt({{"flowers", 0}}), h, filler(h, "6z", 83) + "6z");
        tsumogiri(*t, 83);
        QVERIFY(t->applyForced());
        QCOMPARE(t->wall().liveRemaining(), 0);
        t->apply(find(*t, 3, ActionType::Ankan, "6z"));
        QCOMPARE(int(t->pub().outcome.kind), int(HandOutcome::Kind::Exhausted));
        QCOMPARE(t->checkInvariants(), std::string());
    }

    void winOnTheLastDiscardIsHoutei() {
        // 河底捞鱼: E holds 123m456m789m123p + 5p and N throws the last tile, 5p.
        const std::array<std::string, 4> h = {"123m456m789m123p5p", "248m248p248s1467z", "268m268p23467s67z",
                                              "379m379p34789s12z"};
        auto t = makeTable("lingque", opt({{"flowers", 0}}), h, filler(h, "5p", 83) + "5p");
        // E discards its draws and never takes an earlier win.
        for (int i = 0; i < 83; ++i) {
            QVERIFY(t->applyForced());
            discardDrawn(*t);
            passAll(*t);
        }
        QVERIFY(t->applyForced());
        discardDrawn(*t);
        QVERIFY(has(*t, 0, ActionType::Ron));
        claim(*t, 0, ActionType::Ron);
        const HandOutcome& o = t->pub().outcome;
        QCOMPARE(int(o.kind), int(HandOutcome::Kind::Win));
        QVERIFY(descHas(o.wins[0].desc, "houtei"));
        QVERIFY(o.wins[0].score.ok);
    }

    void headBumpAndMultipleWinners() {
        // S and W both wait on 5p; E throws it. Head bump: S alone wins (the
        // first after the discarder); with head_bump off both do, each paid
        // as on a discard.
        const std::array<std::string, 4> h = {"19m19p12589s4567z", "123m456m789m123p5p", "123s456s789s123p5p",
                                              "379m3679p34789s1z"};
        for (int bump = 1; bump >= 0; --bump) {
            auto t = makeTable("lingque", opt({{"flowers", 0}, {"head_bump", bump}}), h, "5p");
            t->applyForced();
            discardDrawn(*t);
            QVERIFY(has(*t, 1, ActionType::Ron));
            QVERIFY(has(*t, 2, ActionType::Ron));
            t->apply(find(*t, 1, ActionType::Ron));
            t->apply(find(*t, 2, ActionType::Ron));
            passAll(*t);
            const HandOutcome& o = t->pub().outcome;
            QCOMPARE(int(o.kind), int(HandOutcome::Kind::Win));
            QCOMPARE(int(o.wins.size()), bump ? 1 : 2);
            QCOMPARE(o.wins[0].seat, 1);
            // 地和: a non-dealer's dealt 13 tiles and the dealer's first discard.
            QVERIFY(descHas(o.wins[0].desc, "chiihou"));
            long long expect0 = 0;
            for (const WinRecord& w : o.wins) expect0 -= 2 * w.score.total;
            QCOMPARE(o.settlement.delta[0], expect0);
            long long sum = 0;
            for (long long d : o.settlement.delta) sum += d;
            QCOMPARE(sum, 0LL);
        }
    }

    void tenhouAndTheMinimum() {
        // The dealer's 13 dealt tiles and first draw form a win: 天和.
        const std::array<std::string, 4> h = {"123m456m789m123p5p", "19m19p12589s4567z", "268m268p23467s67z",
                                              "379m379p34789s12z"};
        auto t = makeTable("lingque", opt({{"flowers", 0}}), h, "5p");
        t->applyForced();
        QVERIFY(has(*t, 0, ActionType::Tsumo));
        t->apply(find(*t, 0, ActionType::Tsumo));
        const HandOutcome& o = t->pub().outcome;
        QVERIFY(descHas(o.wins[0].desc, "tenhou"));
        QVERIFY(!descHas(o.wins[0].desc, "chiihou"));
        // Self-draw: each other player pays 3p/2.
        const long long p = o.wins[0].score.total;
        QCOMPARE(o.settlement.delta, (std::array<long long, 4>{3 * p / 2 * 3, -3 * p / 2, -3 * p / 2, -3 * p / 2}));

        // The 10-point minimum (lingque.md "Play"): S chis 3m and waits on 6p
        // alone with 123m 345p 789s 234s, an open hand: 三色步高 8 points on
        // a discard (no win), with 自摸 12 (a win).
        HandDesc d;
        d.ruleset = "lingque";
        d.hand = parseTiles("345p789s234s6p6p");
        Meld chi;
        chi.type = MeldType::Chi;
        chi.kind = parseTile("1m").kind;
        chi.from = 1;
        chi.claimed = parseTile("3m");
        chi.hasClaimed = true;
        d.melds.push_back(chi);
        d.winTile = parseTile("6p");
        d.hasWinTile = true;
        d.seatWind = 1;
        const ScoreResult r = makeRuleset("lingque")->score(d);
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.total, 8LL);
        QVERIFY(!r.valid);
        const std::array<std::string, 4> h2 = {"19m19p12589s4567z", "12m345p789s234s6p5z", "268m268p23467s67z",
                                               "379m379p34789s12z"};
        auto t2 = makeTable("lingque", opt({{"flowers", 0}}), h2, "3m" + filler(h2, "3m6p6p", 2) + "6p6p");
        t2->applyForced();
        discardDrawn(*t2);
        claim(*t2, 1, ActionType::Chi, "3m");
        discardKind(*t2, "5z");
        passAll(*t2);
        tsumogiri(*t2, 2);  // W, N
        QVERIFY(t2->applyForced());  // E draws 6p and throws it: 8 points, no win
        discardDrawn(*t2);
        QVERIFY(!has(*t2, 1, ActionType::Ron));
        passAll(*t2);
        QVERIFY(t2->applyForced());  // S draws the other 6p: 自摸 makes 12
        QCOMPARE(formatTile(t2->tile(t2->priv(1).drawn)), std::string("6p"));
        QVERIFY(has(*t2, 1, ActionType::Tsumo));
        t2->apply(find(*t2, 1, ActionType::Tsumo));
        QCOMPARE(t2->pub().outcome.wins[0].score.total, 12LL);
    }

    void halfLiabilitySettledThroughTheTable() {
        // S chis 3m, 6m and 9m from E, then wins on E's 1p: E handed S four
        // tiles (lingque.md "Settlement", 半包牌): E pays 2p and half
        // (rounded up) of what W and N would pay; they pay the rest.
        const std::array<std::string, 4> h = {"19m19p12589s4567z", "12m45m78m23p55p123z", "268m268p23467s67z",
                                              "379m379p34789s57z"};
        const std::string x = filler(h, "3m6m9m1p", 6);
        const std::string draws = "3m" + x.substr(0, 4) + "6m" + x.substr(4, 4) + "9m" + x.substr(8, 4) + "1p";
        auto t = makeTable("lingque", opt({{"flowers", 0}}), h, draws);
        const char* feed[3] = {"3m", "6m", "9m"};
        const char* toss[3] = {"1z", "2z", "3z"};
        for (int i = 0; i < 3; ++i) {
            QVERIFY(t->applyForced());
            QCOMPARE(t->pub().turn, 0);
            discardDrawn(*t);
            claim(*t, 1, ActionType::Chi, feed[i]);
            discardKind(*t, toss[i]);
            passAll(*t);
            tsumogiri(*t, 2);
        }
        // The count is S's private rule state: S's own view carries it, no
        // other seat's view does, and nothing public holds it.
        QCOMPARE(t->view(1).own.rules.of(common::kFed, 0), 3);
        for (int s : {0, 2, 3}) QVERIFY(t->view(s).own.rules.bySeat.empty());
        QVERIFY(t->pub().seats[1].flags.empty());
        QVERIFY(t->applyForced());
        discardDrawn(*t);
        QVERIFY(has(*t, 1, ActionType::Ron));
        claim(*t, 1, ActionType::Ron);
        const HandOutcome& o = t->pub().outcome;
        QCOMPARE(int(o.kind), int(HandOutcome::Kind::Win));
        QCOMPARE(lingque::fedCounts(*t, 1), (std::array<int, 4>{4, 0, 0, 0}));
        const long long p = o.wins[0].score.total;
        const long long half = (p + 1) / 2;
        QCOMPARE(o.settlement.delta,
                 (std::array<long long, 4>{-(2 * p + 2 * half), 4 * p, -(p - half), -(p - half)}));
        QVERIFY(stepsMention(o.settlement.steps, "半包牌"));
        // The scores moved by exactly that.
        QCOMPARE(t->pub().seats[1].score, 4 * p);
    }

    void fullLiabilitySettledThroughTheTable() {
        // S chis 3m, 6m, 9m and 3p from E and wins on E's 5p: five tiles,
        // 全包牌: E pays everything (4p).
        const std::array<std::string, 4> h = {"19m19p12589s4567z", "12m45m78m12p5p1234z", "268m268p23467s67z",
                                              "379m379p34789s57z"};
        const std::string x = filler(h, "3m6m9m3p5p", 8);
        const std::string draws = "3m" + x.substr(0, 4) + "6m" + x.substr(4, 4) + "9m" + x.substr(8, 4) + "3p" +
                                  x.substr(12, 4) + "5p";
        auto t = makeTable("lingque", opt({{"flowers", 0}}), h, draws);
        const char* feed[4] = {"3m", "6m", "9m", "3p"};
        const char* toss[4] = {"1z", "2z", "3z", "4z"};
        for (int i = 0; i < 4; ++i) {
            QVERIFY(t->applyForced());
            discardDrawn(*t);
            claim(*t, 1, ActionType::Chi, feed[i]);
            discardKind(*t, toss[i]);
            passAll(*t);
            tsumogiri(*t, 2);
        }
        QVERIFY(t->applyForced());
        discardDrawn(*t);
        QVERIFY(has(*t, 1, ActionType::Ron));
        claim(*t, 1, ActionType::Ron);
        const HandOutcome& o = t->pub().outcome;
        QCOMPARE(lingque::fedCounts(*t, 1), (std::array<int, 4>{5, 0, 0, 0}));
        const long long p = o.wins[0].score.total;
        QCOMPARE(o.settlement.delta, (std::array<long long, 4>{-4 * p, 4 * p, 0, 0}));
        QVERIFY(stepsMention(o.settlement.steps, "全包牌"));
        QCOMPARE(int(o.settlement.payments.size()), 1);
    }

    void sessionOfHandsWithTheSummaryScore() {
        // No dealer repeat: the deal passes after every hand; the game is
        // `hands` hands; the last settlement shows the summary score.
        auto rs = makeRuleset("lingque");
        Table t(rs, opt({{"hands", 3}}), 11);
        const int first = t.pub().dealer;
        for (int hand = 1; hand <= 3; ++hand) {
            QCOMPARE(t.pub().dealer, (first + hand - 1) % 4);
            QCOMPARE(t.pub().handNumber, hand);
            tsumogiriToEnd(t);
            QCOMPARE(int(t.pub().outcome.kind), int(HandOutcome::Kind::Exhausted));
            QCOMPARE(stepsMention(t.pub().outcome.settlement.steps, "约化分数"), hand == 3);
            if (hand < 3) {
                QCOMPARE(int(t.phase()), int(Phase::HandOver));
                t.apply(Action{ActionType::NextHand, -1});
            }
        }
        QCOMPARE(int(t.phase()), int(Phase::GameOver));
        QCOMPARE(t.invariantViolations(), 0);
    }

    void botValueAgreesWithTheScorer() {
        // Ruleset::value (the bots' fast path) gives the scorer's ok, valid
        // and total on random winning hands, invalid ones included.
        auto rs = makeRuleset("lingque");
        Rng rng(77);
        int invalid = 0;
        for (int i = 0; i < 3000; ++i) {
            const HandDesc h = lingque::randomWinningHand(rng);
            const ScoreResult full = rs->score(h), quick = rs->value(h);
            QCOMPARE(quick.ok, full.ok);
            QCOMPARE(quick.valid, full.valid);
            QCOMPARE(quick.total, full.total);
            QCOMPARE(quick.field("points", -1), full.field("points", -2));
            invalid += !full.valid;
        }
        QVERIFY(invalid > 0);  // the minimum was exercised
        HandDesc bad;
        bad.ruleset = "lingque";
        bad.hand = parseTiles("123m456m789m1234p");
        bad.winTile = parseTile("4p");
        bad.hasWinTile = true;
        QVERIFY(!rs->value(bad).ok);
        QCOMPARE(rs->value(bad).error, rs->score(bad).error);
    }

    void botsPlayWholeGames() {
        // Every bot level plays 灵雀 through the generic table: legal actions
        // only, every tile accounted for, every win scored.
        for (const char* level : {"beginner", "standard", "strong"}) {
            auto rs = makeRuleset("lingque");
            Table t(rs, opt({{"hands", 4}}), 5);
            t.setCheckInvariants(true);
            std::array<std::unique_ptr<ai::Bot>, 4> bots;
            for (int s = 0; s < 4; ++s) bots[std::size_t(s)] = ai::makeBot(level, std::uint64_t(100 + s));
            int guard = 0;
            while (t.phase() != Phase::GameOver && ++guard < 20000) {
                if (t.phase() == Phase::HandOver) {
                    for (const WinRecord& w : t.pub().outcome.wins) QVERIFY2(w.score.ok, w.score.error.c_str());
                    t.apply(Action{ActionType::NextHand, -1});
                    continue;
                }
                if (t.applyForced()) continue;
                const int s = t.seatsToAct().front();
                t.apply(bots[std::size_t(s)]->choose(t.view(s)));
            }
            QCOMPARE(int(t.phase()), int(Phase::GameOver));
            QCOMPARE(t.invariantViolations(), 0);
            long long sum = 0;
            for (const auto& s : t.pub().seats) sum += s.score;
            QCOMPARE(sum, 0LL);  // zero-sum (lingque.md "Settlement")
        }
    }
};

QTEST_GUILESS_MAIN(TestLingquePlay)
#include "test_lingque_play.moc"
