// 立直麻将 play: docs/rulesets/riichi.md "Play". Whole hands on
// fixed walls (table_fixtures.h) for the rules that live in the hand
// (riichi, its lock, ippatsu, furiten, kuikae, abortive draws, kan dora,
// several winners), and settle()/endHand() on prepared outcomes for the
// money and the game's course. The scorer is replaced by a stand-in that
// accepts every complete hand at a base the test chooses, so the play rules
// are tested apart from the yaku; the amounts come from the real
// riichi::shares(), and realScorerWin() plays one hand with the real scorer.
#include <QtTest>

#include "bot.h"
#include "core/table.h"
#include "rulesets/riichi/riichi_ruleset.h"
#include "rulesets/riichi/riichi_score.h"
#include "table_fixtures.h"

using namespace qe;
using namespace qe::testing;

namespace {

// The scorer's stand-in: every complete hand the table asks about is a
// valid win worth `base` (and `yakuman` units).
class StandInRiichi : public RiichiRuleset {
public:
    long long base = 2000;
    long long yakuman = 0;
    ScoreResult score(const HandDesc&) const override {
        ScoreResult r;
        r.ok = true;
        r.valid = true;
        r.ruleset = "riichi";
        r.total = yakuman ? 13 * yakuman : 5;
        r.fields = {{"han", r.total}, {"fu", 30}, {"yakuman", yakuman}, {"base", base}, {"points", 4 * base}};
        return r;
    }
};

// Noten hands with no pair and no two tiles that work together.
const char* const kJunkA = "147m258p369s2467z";
const char* const kJunkB = "258m147p369s1357z";
const char* const kJunkC = "369m147p258s1357z";
const char* const kJunkD = "258m147p369s3567z";
// 123m 456p 789s 11z 22z: waits on 1z or 2z.
const char* const kShanpon = "123m456p789s1122z";
// 123p 456p 789p 23s 55s: waits on 1s or 4s.
const char* const kRyanmen = "123p456p789p2355s";

struct Game {
    std::shared_ptr<StandInRiichi> rs = std::make_shared<StandInRiichi>();
    std::unique_ptr<Table> t;
    std::vector<TileId> wall;
};

Game makeGame(const std::array<std::string, 4>& hands, const std::string& draws, const std::string& tail = "",
              Options opts = {}) {
    Game g;
    Options resolved = opts;
    resolved.resolve(g.rs->optionDescs());
    g.wall = makeWall(g.rs->config(resolved).wall.set, hands, draws, tail);
    g.t = std::make_unique<Table>(g.rs, opts, g.wall, std::array<int, 2>{3, 4});
    g.t->setCheckInvariants(true);
    return g;
}

void discardDrawn(Table& t) {
    const int s = t.pub().turn;
    t.apply(Action{ActionType::Discard, std::int8_t(s), t.priv(s).drawn});
}

void passAll(Table& t) {
    while (t.phase() == Phase::Claim) t.apply(find(t, t.seatsToAct().front(), ActionType::Pass));
}

// The current seat draws and throws what it drew; every claim is passed.
void drawAndThrow(Table& t) {
    t.applyForced();
    discardDrawn(t);
    passAll(t);
}

void tsumogiriToEnd(Table& t) {
    while (t.phase() != Phase::HandOver && t.phase() != Phase::GameOver) {
        if (t.applyForced()) continue;
        if (t.phase() == Phase::Turn) discardDrawn(t);
        passAll(t);
    }
}

std::vector<Action> ofType(const Table& t, int seat, ActionType type) {
    std::vector<Action> v;
    for (const Action& a : t.legalActions(seat))
        if (a.type == type) v.push_back(a);
    return v;
}

std::vector<Action> riichiDiscards(const Table& t, int seat) {
    std::vector<Action> v;
    for (const Action& a : ofType(t, seat, ActionType::Discard))
        if (a.declare == 1) v.push_back(a);
    return v;
}

Action riichiOn(const Table& t, int seat, const std::string& tile) {
    for (const Action& a : riichiDiscards(t, seat))
        if (t.tile(a.tile).kind == parseTile(tile).kind) return a;
    throw std::runtime_error("no riichi discard of " + tile);
}

bool hasWord(const HandDesc& d, const std::string& w) { return d.has(w); }

// Tile ids for a hand written in notation (the first free copies).
std::vector<TileId> ids(const std::string& text) {
    std::array<int, kNumKinds> used{};
    std::vector<TileId> v;
    for (Tile x : parseTiles(text)) v.push_back(TileId(x.kind * 4 + used[x.kind]++));
    return v;
}

long long paid(const Settlement& s, int from, int to) {
    long long n = 0;
    for (const Payment& p : s.payments)
        if (p.from == from && p.to == to) n += p.amount;
    return n;
}

WinRecord winRec(int seat, int from, long long base, long long yakuman = 0) {
    WinRecord w;
    w.seat = seat;
    w.from = from;
    w.tsumo = from < 0;
    w.score.ok = w.score.valid = true;
    w.score.fields = {{"han", 5}, {"fu", 30}, {"yakuman", yakuman}, {"base", base}};
    return w;
}

}  // namespace

class TestRiichiPlay : public QObject {
    Q_OBJECT
private slots:
    void configuration() {
        RiichiRuleset rs;
        Options o;
        const TableConfig c = rs.config(o);
        QCOMPARE(c.wall.set.size(), 136);
        QCOMPARE(c.wall.deadWall, 14);
        QCOMPARE(c.startScore, 25000LL);
        QCOMPARE(c.maxKongs, 4);
        QVERIFY(c.robKong && c.chi && !c.kongAfterCall && !c.callsOnLastDiscard);
        QCOMPARE(int(c.winners), int(WinnersPolicy::AllButThreeAborts));
        QCOMPARE(int(c.kongDisplay), int(ConcealedKongDisplay::OuterDown));
        // One red five per suit by default: 0m 0p 0s.
        int red = 0;
        for (int id = 0; id < 136; ++id) red += c.wall.set.isRed(TileId(id));
        QCOMPARE(red, 3);
        o.set("aka", 0);
        o.set("head_bump", 1);
        QCOMPARE(int(rs.config(o).winners), int(WinnersPolicy::HeadBump));
        QVERIFY(!rs.config(o).wall.set.isRed(TileId(4 * 4)));
        // The play options and their defaults.
        std::map<std::string, long long> def;
        for (const auto& d : riichi::riichiPlayOptionDescs()) {
            QVERIFY(!d.help.empty());
            def[d.id] = d.defaultValue;
        }
        QCOMPARE(def.at("length"), 1LL);
        QCOMPARE(def.at("nagashi"), 1LL);
        QCOMPARE(def.at("kyuushu"), 1LL);
        QCOMPARE(def.at("abortive_draws"), 1LL);
        QCOMPARE(def.at("uma_oka"), 0LL);
        for (const char* other : {"aka", "kuitan", "kiriage", "double_yakuman", "kazoe_yakuman", "head_bump"})
            QVERIFY(!def.count(other));
        // 13 each, the dealer draws first; the first dora indicator is up.
        auto g = makeGame({kShanpon, kJunkA, kJunkB, kJunkC}, "9m");
        QCOMPARE(int(g.t->phase()), int(Phase::Draw));
        QCOMPARE(g.t->wall().liveRemaining(), 70);
        QCOMPARE(int(g.t->pub().wall.revealed.size()), 1);
        QCOMPARE(int(g.t->pub().wall.revealed[0].second), int(g.wall[136 - 6]));
        // It lies face up on top of its stack (Wall::place: even draw indices are on top).
        QVERIFY(g.t->wall().place(g.t->pub().wall.revealed[0].first).top);
        QCOMPARE(g.t->pub().seats[0].score, 25000LL);
    }

    void riichiOfferedWhenLegal() {
        auto g = makeGame({kShanpon, kJunkA, kJunkB, kJunkC}, "9m");
        Table& t = *g.t;
        t.applyForced();
        // Only the discard that leaves the hand ready declares.
        auto r = riichiDiscards(t, 0);
        QCOMPARE(int(r.size()), 1);
        QCOMPARE(formatTile(t.tile(r[0].tile)), std::string("9m"));
        // Not with less than 1000 points.
        t.pubMut().seats[0].score = 900;
        QVERIFY(riichiDiscards(t, 0).empty());
        t.pubMut().seats[0].score = 25000;
        QCOMPARE(QString::fromStdString(t.ruleset().declarationName(1)), QStringLiteral("立直 Riichi"));
        // A noten hand never declares.
        discardDrawn(t);
        t.applyForced();
        QVERIFY(riichiDiscards(t, 1).empty());
    }

    void riichiFromACompleteHand() {
        // E draws 2z and could self-draw; it may also declare: every discard
        // leaves it ready (1z: waits 1z; 2z: 1z/2z; 3m: 3m; 5p: 5p ...).
        auto g = makeGame({kShanpon, kJunkA, kJunkB, kJunkC}, "2z");
        Table& t = *g.t;
        t.applyForced();
        QVERIFY(has(t, 0, ActionType::Tsumo));
        std::vector<std::string> on;
        for (const Action& a : riichiDiscards(t, 0)) on.push_back(formatTile(t.tile(a.tile)));
        std::sort(on.begin(), on.end());
        on.erase(std::unique(on.begin(), on.end()), on.end());
        QCOMPARE(on, (std::vector<std::string>{"1m", "1z", "2m", "2z", "3m", "4p", "5p", "6p", "7s", "8s", "9s"}));
    }

    void riichiNeedsAConcealedHand() {
        // S pons E's 1z: S's hand is open; after the pon S cannot declare
        // although one discard leaves it ready.
        auto g = makeGame({"147m258p369s1246z", kShanpon, kJunkA, kJunkD}, "5s");
        Table& t = *g.t;
        t.applyForced();
        t.apply(find(t, 0, ActionType::Discard, "1z"));
        t.apply(find(t, 1, ActionType::Pon));
        QVERIFY(riichiDiscards(t, 1).empty());
    }

    void riichiNeedsFourTilesInTheWall() {
        // Everyone throws what they draw. S (ready on 1z/2z) draws with 4
        // live tiles left and may declare; W (ready on 3z/4z) draws with 7,
        // then with 3 left, and may declare only the first time.
        auto g = makeGame({kJunkA, kShanpon, "456m789p123s3344z", kJunkC}, "");
        Table& t = *g.t;
        int checked = 0;
        while (t.phase() != Phase::HandOver) {
            t.applyForced();
            const int s = t.pub().turn, left = t.wall().liveRemaining();
            if ((s == 1 && left == 4) || (s == 2 && left == 7)) {
                QVERIFY(!riichiDiscards(t, s).empty());
                ++checked;
            }
            if (s == 2 && left == 3) {
                QVERIFY(riichiDiscards(t, s).empty());
                ++checked;
            }
            discardDrawn(t);
            passAll(t);
        }
        QCOMPARE(checked, 3);
    }

    void depositAndLock() {
        // E declares on 9m; S can pon nothing, so the discard passes: 1000 to the table.
        auto g = makeGame({kShanpon, kJunkA, kJunkB, kJunkC}, "9m3p8p5s5m");
        Table& t = *g.t;
        t.applyForced();
        t.apply(riichiOn(t, 0, "9m"));
        QCOMPARE(t.pub().seats[0].score, 24000LL);
        QCOMPARE(t.pub().counters.at("deposits"), 1000LL);
        QCOMPARE(t.pub().seats[0].flags.at("riichi"), 1);
        QVERIFY(t.pub().seats[0].river.back().declare == 1);
        drawAndThrow(t);
        drawAndThrow(t);
        drawAndThrow(t);
        t.applyForced();
        // After riichi: only the drawn tile may be thrown, no new declaration.
        auto ds = ofType(t, 0, ActionType::Discard);
        QCOMPARE(int(ds.size()), 1);
        QCOMPARE(ds[0].tile, t.priv(0).drawn);
        QCOMPARE(ds[0].declare, std::uint8_t(0));
    }

    void riichiSeatClaimsOnlyWins() {
        // E declares; S throws 1z: E may ron (shanpon wait) but not pon.
        auto g = makeGame({kShanpon, "147m258p369s1246z", kJunkA, kJunkD}, "9m5m");
        Table& t = *g.t;
        t.applyForced();
        t.apply(riichiOn(t, 0, "9m"));
        t.applyForced();
        t.apply(find(t, 1, ActionType::Discard, "1z"));
        QVERIFY(has(t, 0, ActionType::Ron));
        QVERIFY(!has(t, 0, ActionType::Pon));
        QVERIFY(!has(t, 0, ActionType::Kan));
        // E wins: the dealer's ron at base 2000 is 12000, and the deposit on
        // the table (E's own) goes to the winner.
        t.apply(find(t, 0, ActionType::Ron));
        const Settlement& st = t.pub().outcome.settlement;
        QCOMPARE(paid(st, 1, 0), 12000LL);
        QCOMPARE(paid(st, -1, 0), 1000LL);
        QCOMPARE(t.pub().seats[0].score, 25000LL - 1000 + 12000 + 1000);
        QCOMPARE(t.pub().counters.at("deposits"), 0LL);
    }

    void realScorerWin() {
        // With the real scorer: E declares double riichi and self-draws 2z
        // on ippatsu. The table pays exactly the scorer's points, plus E's
        // deposit back.
        auto rs = std::make_shared<RiichiRuleset>();
        Options o;
        o.resolve(rs->optionDescs());
        Table t(rs, {}, makeWall(rs->config(o).wall.set, {kShanpon, kJunkA, kJunkB, kJunkC}, "9m5m3z8p2z"),
                std::array<int, 2>{3, 4});
        t.setCheckInvariants(true);
        t.applyForced();
        t.apply(riichiOn(t, 0, "9m"));
        drawAndThrow(t);
        drawAndThrow(t);
        drawAndThrow(t);
        t.applyForced();
        t.apply(find(t, 0, ActionType::Tsumo));
        const WinRecord& w = t.pub().outcome.wins.at(0);
        QVERIFY(w.score.ok && w.score.valid);
        std::vector<std::string> items;
        for (const ScoreItem& i : w.score.items) items.push_back(i.id);
        for (const char* y : {"double_riichi", "ippatsu", "menzen_tsumo"})
            QVERIFY2(std::find(items.begin(), items.end(), y) != items.end(), y);
        const long long points = w.score.field("points");
        QVERIFY(points >= 12000);  // 4 han 40 fu or more, dealer self-draw
        QCOMPARE(t.pub().outcome.settlement.delta[0], points + 1000);
        for (int s = 1; s < 4; ++s)
            QCOMPARE(t.pub().outcome.settlement.delta[std::size_t(s)], -points / 3);
    }

    void riichiDiscardRonned() {
        // S waits on 9m alone and wins on E's riichi discard: the
        // declaration stands, no deposit is paid.
        auto g = makeGame({kShanpon, "123p456p789p123s9m", kJunkB, kJunkC}, "9m");
        Table& t = *g.t;
        t.applyForced();
        t.apply(riichiOn(t, 0, "9m"));
        QCOMPARE(t.pub().seats[0].score, 25000LL);
        t.apply(find(t, 1, ActionType::Ron));
        QCOMPARE(int(t.phase()), int(Phase::HandOver));
        QCOMPARE(t.pub().seats[0].flags.at("riichi"), 1);
        QCOMPARE(t.pub().counters.at("deposits"), 0LL);
        QCOMPARE(t.pub().outcome.settlement.delta[0] + t.pub().outcome.settlement.delta[1], 0LL);
        QCOMPARE(paid(t.pub().outcome.settlement, -1, 1), 0LL);
    }

    void ankanAfterRiichiOnlyIfWaitsStay() {
        // 111m 234p 567p 789s 9s waits on 9s; a drawn 1m makes a kong that
        // keeps that wait: allowed.
        {
            auto g = makeGame({"111m234p567p789s9s", kJunkB, kJunkC, kJunkD}, "9p5s5m3z1m");
            Table& t = *g.t;
            t.applyForced();
            t.apply(riichiOn(t, 0, "9p"));
            drawAndThrow(t);
            drawAndThrow(t);
            drawAndThrow(t);
            t.applyForced();
            QCOMPARE(int(ofType(t, 0, ActionType::Ankan).size()), 1);
            // Own concealed kong ends the ippatsu too.
            QCOMPARE(t.pub().seats[0].flags.at("ippatsu"), 1);
            t.apply(find(t, 0, ActionType::Ankan));
            QCOMPARE(t.pub().seats[0].flags.at("ippatsu"), 0);
            // Kan dora for a concealed kong: at once.
            QCOMPARE(int(t.pub().wall.revealed.size()), 2);
        }
        // 1112345m 234p 567p waits on 2m 3m 5m 6m (111 234 5, 11 123 45 ...);
        // a kong of 1m would leave 2345m waiting on 2m 5m: refused.
        {
            auto g = makeGame({"1112345m234p567p", kJunkB, kJunkC, kJunkD}, "9p5s5p3z1m");
            Table& t = *g.t;
            t.applyForced();
            t.apply(riichiOn(t, 0, "9p"));
            drawAndThrow(t);
            drawAndThrow(t);
            drawAndThrow(t);
            t.applyForced();
            QVERIFY(ofType(t, 0, ActionType::Ankan).empty());
        }
    }

    void ippatsuAndDoubleRiichi() {
        // E declares on the first discard (double riichi) and draws its wait
        // a go-around later: ippatsu.
        auto g = makeGame({kShanpon, kJunkA, kJunkB, kJunkC}, "9m5m3z8p2z");
        Table& t = *g.t;
        t.applyForced();
        t.apply(riichiOn(t, 0, "9m"));
        QCOMPARE(t.pub().seats[0].flags.at("double_riichi"), 1);
        drawAndThrow(t);
        drawAndThrow(t);
        drawAndThrow(t);
        t.applyForced();
        t.apply(find(t, 0, ActionType::Tsumo));
        const HandDesc& d = t.pub().outcome.wins.at(0).desc;
        QVERIFY(hasWord(d, "double_riichi"));
        QVERIFY(hasWord(d, "ippatsu"));
        QVERIFY(!hasWord(d, "last_tile"));
        // A riichi winner's ura indicators are known to the scorer.
        QCOMPARE(int(d.underIndicators.size()), 1);
        QCOMPARE(int(d.indicators.size()), 1);
    }

    void ippatsuBrokenByACall() {
        // E declares on its second discard (plain riichi); W pons S's 6z
        // before E draws again: no ippatsu.
        auto g = makeGame({kShanpon, kJunkA, "66z147m258p369s13z", kJunkC}, "3p9m5m8m8p6z");
        Table& t = *g.t;
        drawAndThrow(t);  // E 3p
        drawAndThrow(t);  // S 9m
        drawAndThrow(t);  // W 5m
        drawAndThrow(t);  // N 8m
        t.applyForced();
        t.apply(riichiOn(t, 0, "8p"));
        QVERIFY(!t.pub().seats[0].flags.count("double_riichi") || t.pub().seats[0].flags.at("double_riichi") == 0);
        QCOMPARE(t.pub().seats[0].flags.at("ippatsu"), 1);
        t.applyForced();
        t.apply(find(t, 1, ActionType::Discard, "6z"));
        t.apply(find(t, 2, ActionType::Pon));
        QCOMPARE(t.pub().seats[0].flags.at("ippatsu"), 0);
        t.apply(find(t, 2, ActionType::Discard, "1z"));
        t.apply(find(t, 0, ActionType::Ron));
        const HandDesc& d = t.pub().outcome.wins.at(0).desc;
        QVERIFY(hasWord(d, "riichi"));
        QVERIFY(!hasWord(d, "double_riichi"));
        QVERIFY(!hasWord(d, "ippatsu"));
    }

    void ippatsuSurvivesRobbingAnAddedKong() {
        // S pons W's 4s; E then declares (waiting on 1s or 4s) and S, in the
        // same go-around, adds the fourth 4s: E robs it with ippatsu.
        auto g = makeGame({kRyanmen, "44s147m258p369s26z", kJunkB, kJunkC}, "9m9m4s9m8m1z4s");
        Table& t = *g.t;
        drawAndThrow(t);  // E 9m
        drawAndThrow(t);  // S 9m
        t.applyForced();
        discardDrawn(t);  // W 4s
        t.apply(find(t, 0, ActionType::Pass));
        t.apply(find(t, 1, ActionType::Pon));
        t.apply(find(t, 1, ActionType::Discard, "2z"));
        passAll(t);
        drawAndThrow(t);  // W 9m
        drawAndThrow(t);  // N 8m
        t.applyForced();
        t.apply(riichiOn(t, 0, "1z"));
        passAll(t);
        t.applyForced();
        t.apply(find(t, 1, ActionType::Kakan, "4s"));
        QCOMPARE(t.pub().seats[0].flags.at("ippatsu"), 2);
        t.apply(find(t, 0, ActionType::Ron));
        const HandDesc& d = t.pub().outcome.wins.at(0).desc;
        QVERIFY(hasWord(d, "chankan"));
        QVERIFY(hasWord(d, "ippatsu"));
        QVERIFY(hasWord(d, "riichi"));
    }

    void noUraWithoutRiichi() {
        // S wins on E's discard without riichi: ura stays hidden from the scorer.
        auto g = makeGame({kJunkA, "123p456p789p123s9m", kJunkB, kJunkC}, "9m");
        Table& t = *g.t;
        t.applyForced();
        t.apply(find(t, 0, ActionType::Discard, "9m"));
        t.apply(find(t, 1, ActionType::Ron));
        const HandDesc& d = t.pub().outcome.wins.at(0).desc;
        QVERIFY(d.underIndicators.empty());
        QCOMPARE(int(d.indicators.size()), 1);
        QVERIFY(!hasWord(d, "riichi"));
    }

    void permanentFuriten() {
        // S (waiting on 1s or 4s) draws 1s and throws it: furiten. W's 4s
        // is not offered; S may still self-draw 4s.
        auto g = makeGame({kJunkA, kRyanmen, kJunkB, kJunkC}, "5m1s4s3z8m4s");
        Table& t = *g.t;
        drawAndThrow(t);  // E 5m
        t.applyForced();
        QVERIFY(has(t, 1, ActionType::Tsumo));
        discardDrawn(t);  // S 1s
        passAll(t);
        t.applyForced();
        discardDrawn(t);  // W 4s
        QVERIFY(!has(t, 1, ActionType::Ron));
        passAll(t);
        drawAndThrow(t);  // N 3z
        drawAndThrow(t);  // E 8m
        t.applyForced();
        QVERIFY(has(t, 1, ActionType::Tsumo));
    }

    void temporaryFuriten() {
        // W throws 1s: S may ron and passes. N's 4s is then refused until S
        // has discarded again; E's... S discards, W's later 4s is offered.
        auto g = makeGame({kJunkA, kRyanmen, kJunkB, kJunkC}, "5m3z1s4s8m9p4s");
        Table& t = *g.t;
        drawAndThrow(t);  // E 5m
        drawAndThrow(t);  // S 3z
        t.applyForced();
        discardDrawn(t);  // W 1s
        QVERIFY(has(t, 1, ActionType::Ron));
        t.apply(find(t, 1, ActionType::Pass));
        passAll(t);
        t.applyForced();
        discardDrawn(t);  // N 4s: S passed a win since its last discard
        QVERIFY(!has(t, 1, ActionType::Ron));
        passAll(t);
        drawAndThrow(t);  // E 8m
        drawAndThrow(t);  // S 9p: its own discard ends the temporary furiten
        t.applyForced();
        discardDrawn(t);  // W 4s
        QVERIFY(has(t, 1, ActionType::Ron));

        // Still temporarily furiten, S may win on its own draw.
        auto g2 = makeGame({kJunkA, kRyanmen, kJunkB, kJunkC}, "5m3z1s4s8m4s");
        Table& t2 = *g2.t;
        drawAndThrow(t2);  // E 5m
        drawAndThrow(t2);  // S 3z
        t2.applyForced();
        discardDrawn(t2);  // W 1s, passed by S
        t2.apply(find(t2, 1, ActionType::Pass));
        passAll(t2);
        t2.applyForced();
        discardDrawn(t2);  // N 4s
        QVERIFY(!has(t2, 1, ActionType::Ron));
        passAll(t2);
        drawAndThrow(t2);  // E 8m
        t2.applyForced();  // S draws 4s
        QVERIFY(has(t2, 1, ActionType::Tsumo));
    }

    void riichiFuriten() {
        // S declares, passes W's 1s: no ron for the rest of the hand, tsumo still.
        auto g = makeGame({kJunkA, kRyanmen, kJunkB, kJunkC}, "5m3z1s7z8m9p4s2z9m4s");
        Table& t = *g.t;
        drawAndThrow(t);  // E 5m
        t.applyForced();
        t.apply(riichiOn(t, 1, "3z"));
        passAll(t);
        t.applyForced();
        discardDrawn(t);  // W 1s
        t.apply(find(t, 1, ActionType::Pass));
        passAll(t);
        drawAndThrow(t);  // N 7z
        drawAndThrow(t);  // E 8m
        drawAndThrow(t);  // S 9p (tsumogiri)
        t.applyForced();
        discardDrawn(t);  // W 4s
        QVERIFY(!has(t, 1, ActionType::Ron));
        passAll(t);
        drawAndThrow(t);  // N 2z
        drawAndThrow(t);  // E 9m
        t.applyForced();  // S draws 4s
        QVERIFY(has(t, 1, ActionType::Tsumo));
    }

    void kuikae() {
        // S chis E's 4m with 56m: neither 4m nor 7m may follow.
        auto g = makeGame({kJunkC, "4567m123p456p789s", kJunkB, "258m147p369s2467z"}, "4m");
        Table& t = *g.t;
        t.applyForced();
        t.apply(find(t, 0, ActionType::Discard, "4m"));
        Action chi{};
        for (const Action& a : ofType(t, 1, ActionType::Chi))
            if (t.tile(a.with[0]).kind == parseTile("5m").kind || t.tile(a.with[1]).kind == parseTile("5m").kind)
                if (t.tile(a.with[0]).kind == parseTile("6m").kind || t.tile(a.with[1]).kind == parseTile("6m").kind)
                    chi = a;
        QCOMPARE(int(chi.type), int(ActionType::Chi));
        t.apply(chi);
        std::vector<std::string> kinds;
        for (const Action& a : ofType(t, 1, ActionType::Discard)) kinds.push_back(formatTile(t.tile(a.tile)));
        QVERIFY(std::find(kinds.begin(), kinds.end(), "4m") == kinds.end());
        QVERIFY(std::find(kinds.begin(), kinds.end(), "7m") == kinds.end());
        QVERIFY(std::find(kinds.begin(), kinds.end(), "1p") != kinds.end());
        QCOMPARE(int(kinds.size()), 9);
    }

    void kuikaeRefusesACallWithNothingLeft() {
        // S pons 1z, 2z and 3z and keeps 4567m. A chi of 8m with 67m leaves
        // 4m to discard: offered. A chi of 4m with 56m would leave only 4m
        // and 7m, both banned by kuikae: not offered.
        auto g = makeGame({"147s258p369s4567z", "11z22z33z4567m999p", "369m147p258s4567z", "258m369p147s4567z"},
                          "9s8s1z2z3z1p7z8m6z5z4z4m");
        Table& t = *g.t;
        drawAndThrow(t);  // E 9s
        drawAndThrow(t);  // S 8s
        for (const char* z : {"1z", "2z", "3z"}) {
            t.applyForced();
            t.apply(find(t, 2, ActionType::Discard, z));
            t.apply(find(t, 1, ActionType::Pon));
            t.apply(find(t, 1, ActionType::Discard, "9p"));
            passAll(t);
        }
        QCOMPARE(t.pub().seats[1].concealedCount, 4);
        drawAndThrow(t);  // W 1p
        drawAndThrow(t);  // N 7z
        t.applyForced();
        t.apply(find(t, 0, ActionType::Discard, "8m"));
        QVERIFY(has(t, 1, ActionType::Chi));
        passAll(t);
        drawAndThrow(t);  // S 6z
        drawAndThrow(t);  // W 5z
        drawAndThrow(t);  // N 4z
        t.applyForced();
        t.apply(find(t, 0, ActionType::Discard, "4m"));
        QVERIFY(!has(t, 1, ActionType::Chi));
    }

    void nineTerminals() {
        auto g = makeGame({"19m19p19s12345z55m", kJunkA, kJunkB, kJunkC}, "5p");
        Table& t = *g.t;
        t.applyForced();
        const Action a = find(t, 0, ActionType::Abort);
        QCOMPARE(int(a.code), 1);
        t.apply(a);
        const HandOutcome& o = t.pub().outcome;
        QCOMPARE(int(o.kind), int(HandOutcome::Kind::Abort));
        QCOMPARE(o.abortReason, std::string("九種九牌 Nine terminals"));
        QCOMPARE(t.pub().dealer, 0);
        QCOMPARE(t.pub().honba, 1);
        // Not offered with the option off, nor on a later turn.
        Options off;
        off.set("kyuushu", 0);
        auto g2 = makeGame({"19m19p19s12345z55m", kJunkA, kJunkB, kJunkC}, "5p", "", off);
        g2.t->applyForced();
        QVERIFY(!has(*g2.t, 0, ActionType::Abort));
        auto g3 = makeGame({kJunkA, kJunkB, kJunkC, "19m19p19s12345z55m"}, "");
        drawAndThrow(*g3.t);
        drawAndThrow(*g3.t);
        drawAndThrow(*g3.t);
        g3.t->applyForced();
        QVERIFY(has(*g3.t, 3, ActionType::Abort));
    }

    void fourWinds() {
        const std::array<std::string, 4> hands = {"147m258p369s1235z", "258m147p369s1246z", "369m147p258s1347z",
                                                   "147m369p258s1567z"};
        auto g = makeGame(hands, "8s8s8m8m");
        Table& t = *g.t;
        for (int s = 0; s < 4; ++s) {
            t.applyForced();
            t.apply(find(t, s, ActionType::Discard, "1z"));
            passAll(t);
        }
        QCOMPARE(int(t.phase()), int(Phase::HandOver));
        QCOMPARE(t.pub().outcome.abortReason, std::string("四風連打 Four winds"));
        QCOMPARE(t.pub().honba, 1);
        QCOMPARE(t.pub().dealer, 0);
        // With the option off the hand goes on.
        Options off;
        off.set("abortive_draws", 0);
        auto g2 = makeGame(hands, "8s8s8m8m", "", off);
        for (int s = 0; s < 4; ++s) {
            g2.t->applyForced();
            g2.t->apply(find(*g2.t, s, ActionType::Discard, "1z"));
            passAll(*g2.t);
        }
        QCOMPARE(int(g2.t->phase()), int(Phase::Draw));
    }

    void fourRiichi() {
        const std::array<std::string, 4> hands = {kShanpon, kRyanmen, "234m678m345s67s99p", "456m789m678s3344z"};
        auto g = makeGame(hands, "9m7z6z5z");
        Table& t = *g.t;
        const char* on[4] = {"9m", "7z", "6z", "5z"};
        for (int s = 0; s < 4; ++s) {
            t.applyForced();
            t.apply(riichiOn(t, s, on[s]));
            passAll(t);
        }
        QCOMPARE(int(t.phase()), int(Phase::HandOver));
        QCOMPARE(t.pub().outcome.abortReason, std::string("四家立直 Four riichi"));
        // The deposits stay on the table for the next winner.
        QCOMPARE(t.pub().counters.at("deposits"), 4000LL);
        for (int s = 0; s < 4; ++s) QCOMPARE(t.pub().seats[std::size_t(s)].score, 24000LL);
        t.apply(Action{ActionType::NextHand, -1});
        QCOMPARE(t.pub().counters.at("deposits"), 4000LL);
        QCOMPARE(t.pub().honba, 1);
        QCOMPARE(t.pub().dealer, 0);
    }

    void fourKongsAndKanDora() {
        // E makes three concealed kongs, S a fourth: once S's discard has
        // passed the hand is aborted. Each concealed kong turns an indicator at once.
        const std::array<std::string, 4> hands = {"1111m2222m3333m4m", "0555m123p456p789p", "69m147p258s13567z",
                                                   "789m369p147s2467z"};
        auto g = makeGame(hands, "4m5z", "9s9s9s3s");
        Table& t = *g.t;
        t.applyForced();
        for (const char* k : {"1m", "2m", "3m"}) t.apply(find(t, 0, ActionType::Ankan, k));
        QCOMPARE(int(t.pub().wall.revealed.size()), 4);
        discardDrawn(t);
        passAll(t);
        t.applyForced();
        t.apply(find(t, 1, ActionType::Ankan, "5m"));
        QCOMPARE(int(t.pub().wall.revealed.size()), 5);
        QCOMPARE(int(t.phase()), int(Phase::Turn));
        discardDrawn(t);
        passAll(t);
        QCOMPARE(int(t.phase()), int(Phase::HandOver));
        QCOMPARE(t.pub().outcome.abortReason, std::string("四槓散了 Four kongs"));
    }

    void openKongDoraAfterTheDiscard() {
        // S calls kan on E's 7z: the new indicator is turned only after S's discard.
        auto g = makeGame({"369m147p258s1356z", "777z123p456p789s1m", "258m147p369s1345z", "258m147p369s2456z"}, "7z", "9s");
        Table& t = *g.t;
        t.applyForced();
        t.apply(find(t, 0, ActionType::Discard, "7z"));
        t.apply(find(t, 1, ActionType::Kan));
        QCOMPARE(int(t.pub().wall.revealed.size()), 1);
        QCOMPARE(int(t.phase()), int(Phase::Turn));
        discardDrawn(t);
        QCOMPARE(int(t.pub().wall.revealed.size()), 2);
    }

    void thirteenOrphansRobsAConcealedKong() {
        // E draws and makes a concealed kong of 1m. S (thirteen orphans
        // waiting on 1m) may rob it; W (waiting on 1m or 4m) may not.
        auto g = makeGame({"1111m234p567p789s", "99m19p19s1234567z", "23m456p789p123s55z", kJunkC}, "6z");
        Table& t = *g.t;
        t.applyForced();
        t.apply(find(t, 0, ActionType::Ankan, "1m"));
        QCOMPARE(int(t.phase()), int(Phase::Claim));
        QVERIFY(t.pub().claimIsKakan && t.pub().claimIsAnkan);
        QVERIFY(!has(t, 2, ActionType::Ron));
        t.apply(find(t, 1, ActionType::Ron));
        const HandOutcome& o = t.pub().outcome;
        QCOMPARE(o.wins.at(0).seat, 1);
        QCOMPARE(o.wins[0].from, 0);
        QVERIFY(o.wins[0].desc.has("chankan"));
        // Passed, the kong stands and E draws its replacement tile.
        auto g2 = makeGame({"1111m234p567p789s", "99m19p19s1234567z", "23m456p789p123s55z", kJunkC}, "6z");
        g2.t->applyForced();
        g2.t->apply(find(*g2.t, 0, ActionType::Ankan, "1m"));
        g2.t->apply(find(*g2.t, 1, ActionType::Pass));
        QCOMPARE(int(g2.t->phase()), int(Phase::Turn));
        QCOMPARE(g2.t->pub().turn, 0);
        QVERIFY(g2.t->turnAfterReplacement());
        QVERIFY(!g2.t->pub().claimIsAnkan);
    }

    void openKongDoraTurnedByTheNextKong() {
        // S calls kan on E's 7z, then declares a concealed kong of 1p on its
        // replacement turn: the open kong's indicator is turned first, then
        // the concealed kong's, before any discard.
        auto g = makeGame({"369m258p147s1356z", "777z1111p456p789s", "258m369p258s1234z", "147m369p369s2456z"}, "7z",
                          "9s8s");
        Table& t = *g.t;
        t.applyForced();
        t.apply(find(t, 0, ActionType::Discard, "7z"));
        t.apply(find(t, 1, ActionType::Kan));
        QCOMPARE(int(t.pub().wall.revealed.size()), 1);
        t.apply(find(t, 1, ActionType::Ankan, "1p"));
        QCOMPARE(int(t.pub().wall.revealed.size()), 3);
        discardDrawn(t);
        QCOMPARE(int(t.pub().wall.revealed.size()), 3);
    }

    void doubleRonAndThirdRonAborts() {
        // S and W wait on 5z alone; E throws the fourth 5z.
        const std::array<std::string, 4> two = {kJunkA, "123p456p789p123s5z", "123m456m789m456s5z",
                                                 "234p567p789s111z6z"};
        auto g = makeGame(two, "5z");
        Table& t = *g.t;
        t.pubMut().honba = 2;
        t.pubMut().counters["deposits"] = 1000;
        t.applyForced();
        t.apply(find(t, 0, ActionType::Discard, "5z"));
        t.apply(find(t, 1, ActionType::Ron));
        t.apply(find(t, 2, ActionType::Ron));
        const HandOutcome& o = t.pub().outcome;
        QCOMPARE(int(o.wins.size()), 2);
        QCOMPARE(o.wins[0].seat, 1);
        // Honba and deposits go to the first winner after the discarder.
        const Settlement& s = o.settlement;
        QCOMPARE(paid(s, -1, 1), 1000LL);
        QCOMPARE(paid(s, -1, 2), 0LL);
        const long long ron = riichi::shares(2000, false).ron;
        QCOMPARE(paid(s, 0, 1), ron + 600);
        QCOMPARE(paid(s, 0, 2), ron);
        QCOMPARE(t.pub().counters.at("deposits"), 0LL);
        QCOMPARE(t.pub().honba, 0);
        QCOMPARE(t.pub().dealer, 1);

        const std::array<std::string, 4> three = {kJunkA, "123p456p789p123s5z", "123m456m789m456s5z",
                                                   "234p567p789s111z5z"};
        auto g3 = makeGame(three, "5z");
        Table& t3 = *g3.t;
        t3.applyForced();
        t3.apply(find(t3, 0, ActionType::Discard, "5z"));
        for (int s3 = 1; s3 < 4; ++s3) t3.apply(find(t3, s3, ActionType::Ron));
        QCOMPARE(int(t3.pub().outcome.kind), int(HandOutcome::Kind::Abort));
        QCOMPARE(t3.pub().dealer, 0);
        QCOMPARE(t3.pub().honba, 1);

        // head_bump: only the first claimant after the discarder wins.
        Options hb;
        hb.set("head_bump", 1);
        auto gh = makeGame(three, "5z", "", hb);
        Table& th = *gh.t;
        th.applyForced();
        th.apply(find(th, 0, ActionType::Discard, "5z"));
        for (int s3 = 1; s3 < 4; ++s3) th.apply(find(th, s3, ActionType::Ron));
        QCOMPARE(int(th.pub().outcome.kind), int(HandOutcome::Kind::Win));
        QCOMPARE(int(th.pub().outcome.wins.size()), 1);
        QCOMPARE(th.pub().outcome.wins[0].seat, 1);
    }

    void exhaustedPayments() {
        // 0..4 ready hands at the exhaustive draw (riichi.md "Play": 3000 split).
        const char* ready = kShanpon;
        const char* noten = kJunkA;
        struct Case {
            std::array<bool, 4> r;
            std::array<long long, 4> delta;
        };
        const Case cases[] = {
            {{false, false, false, false}, {0, 0, 0, 0}},
            {{true, false, false, false}, {3000, -1000, -1000, -1000}},
            {{true, true, false, false}, {1500, 1500, -1500, -1500}},
            {{true, true, true, false}, {1000, 1000, 1000, -3000}},
            {{true, true, true, true}, {0, 0, 0, 0}},
        };
        auto g = makeGame({kJunkA, kJunkB, kJunkC, kJunkA}, "");
        RiichiRuleset rs;
        for (const Case& c : cases) {
            HandOutcome o;
            o.kind = HandOutcome::Kind::Exhausted;
            for (int s = 0; s < 4; ++s) o.hands[std::size_t(s)] = ids(c.r[std::size_t(s)] ? ready : noten);
            const Settlement st = rs.settle(*g.t, o);
            QCOMPARE(st.delta, c.delta);
            QCOMPARE(o.tenpai, c.r);
            for (const Payment& p : st.payments) QVERIFY(p.amount > 0);
            QCOMPARE(st.steps.size() >= st.payments.size(), true);
        }
    }

    void exhaustedHandPlayed() {
        // The whole hand thrown away: E is ready, the others not.
        auto g = makeGame({kShanpon, kJunkA, kJunkB, kJunkC}, "");
        tsumogiriToEnd(*g.t);
        const HandOutcome& o = g.t->pub().outcome;
        QCOMPARE(int(o.kind), int(HandOutcome::Kind::Exhausted));
        QCOMPARE(o.tenpai, (std::array<bool, 4>{true, false, false, false}));
        QCOMPARE(o.settlement.delta, (std::array<long long, 4>{3000, -1000, -1000, -1000}));
        // Dealer tenpai: the dealer repeats, honba +1.
        QCOMPARE(g.t->pub().dealer, 0);
        QCOMPARE(g.t->pub().honba, 1);
    }

    void nagashiMangan() {
        auto g = makeGame({kJunkA, kJunkB, kJunkC, kJunkA}, "");
        Table& t = *g.t;
        // S's river: terminals and honours, none called.
        DiscardRec d;
        for (const char* x : {"1m", "9p", "1z", "7z"}) {
            d.tile = parseTile(x);
            t.pubMut().seats[1].river.push_back(d);
        }
        // E's river has one simple; W's a called terminal.
        d.tile = parseTile("5m");
        t.pubMut().seats[0].river.push_back(d);
        d.tile = parseTile("9s");
        d.claimed = true;
        t.pubMut().seats[2].river.push_back(d);
        HandOutcome o;
        o.kind = HandOutcome::Kind::Exhausted;
        o.hands = {ids(kShanpon), ids(kJunkB), ids(kJunkC), ids(kJunkA)};
        RiichiRuleset rs;
        const Settlement st = rs.settle(t, o);
        // A mangan self-draw by a non-dealer: 4000 from the dealer, 2000 from
        // each other; no tenpai payments (E is ready).
        QCOMPARE(st.delta, (std::array<long long, 4>{-4000, 8000, -2000, -2000}));
        Options off;
        off.set("nagashi", 0);
        auto g2 = makeGame({kJunkA, kJunkB, kJunkC, kJunkA}, "", "", off);
        g2.t->pubMut().seats[1].river = t.pub().seats[1].river;
        QCOMPARE(rs.settle(*g2.t, o).delta, (std::array<long long, 4>{3000, -1000, -1000, -1000}));
    }

    void winPaymentsHonbaDeposits() {
        auto g = makeGame({kJunkA, kJunkB, kJunkC, kJunkA}, "");
        Table& t = *g.t;
        t.pubMut().honba = 3;
        t.pubMut().counters["deposits"] = 2000;
        RiichiRuleset rs;
        // Non-dealer ron, base 2000 (mangan): 8000 + 900 from the discarder, 2000 deposits.
        HandOutcome o;
        o.kind = HandOutcome::Kind::Win;
        o.wins = {winRec(2, 1, 2000)};
        Settlement st = rs.settle(t, o);
        QCOMPARE(st.delta, (std::array<long long, 4>{0, -8900, 10900, 0}));
        QCOMPARE(paid(st, -1, 2), 2000LL);
        // Non-dealer tsumo: 4000+300 from the dealer, 2000+300 from each other.
        o.wins = {winRec(2, -1, 2000)};
        st = rs.settle(t, o);
        QCOMPARE(st.delta, (std::array<long long, 4>{-4300, -2300, 2000 + 8900, -2300}));
        // Dealer tsumo: 4000+300 from each.
        o.wins = {winRec(0, -1, 2000)};
        st = rs.settle(t, o);
        QCOMPARE(st.delta, (std::array<long long, 4>{2000 + 12900, -4300, -4300, -4300}));
        // Each amount is a step.
        QVERIFY(st.steps.size() >= st.payments.size());
        // After the hand the deposits are taken and the dealer repeats.
        QVERIFY(!rs.endHand(t, o));
        QCOMPARE(t.pub().counters.at("deposits"), 0LL);
        QCOMPARE(t.pub().honba, 4);
        QCOMPARE(t.pub().dealer, 0);
    }

    void pao() {
        auto g = makeGame({kJunkA, kJunkB, kJunkC, kJunkA}, "");
        Table& t = *g.t;
        // S's dragon pons: 5z and 6z from W, the third (7z) fed by N.
        auto pon = [&](const char* k, int from) {
            MeldRec m;
            m.meld.type = MeldType::Pon;
            m.meld.kind = parseTile(k).kind;
            m.meld.from = std::uint8_t((1 - from + 4) % 4);
            m.fromSeat = std::int8_t(from);
            t.pubMut().seats[1].melds.push_back(m);
        };
        pon("5z", 2);
        pon("6z", 2);
        pon("7z", 3);
        RiichiRuleset rs;
        HandOutcome o;
        o.kind = HandOutcome::Kind::Win;
        // 大三元 self-drawn: N pays the whole 32000.
        o.wins = {winRec(1, -1, 8000, 1)};
        Settlement st = rs.settle(t, o);
        QCOMPARE(st.delta, (std::array<long long, 4>{0, 32000, 0, -32000}));
        // Won on E's discard: E and N pay half each.
        o.wins = {winRec(1, 0, 8000, 1)};
        st = rs.settle(t, o);
        QCOMPARE(st.delta, (std::array<long long, 4>{-16000, 32000, 0, -16000}));
        // On N's own discard N pays it all.
        o.wins = {winRec(1, 3, 8000, 1)};
        st = rs.settle(t, o);
        QCOMPARE(st.delta, (std::array<long long, 4>{0, 32000, 0, -32000}));
    }

    // --- the game's course (endHand) ---

    void dealerMovesAndHonba() {
        auto g = makeGame({kJunkA, kJunkB, kJunkC, kJunkA}, "");
        Table& t = *g.t;
        RiichiRuleset rs;
        HandOutcome o;
        o.kind = HandOutcome::Kind::Exhausted;
        o.tenpai = {false, true, false, false};
        QVERIFY(!rs.endHand(t, o));  // dealer noten: the deal passes, honba +1
        QCOMPARE(t.pub().dealer, 1);
        QCOMPARE(t.pub().handInRound, 2);
        QCOMPARE(t.pub().honba, 1);
        o.kind = HandOutcome::Kind::Win;
        o.wins = {winRec(3, 2, 1000)};
        QVERIFY(!rs.endHand(t, o));  // non-dealer win: honba back to 0
        QCOMPARE(t.pub().dealer, 2);
        QCOMPARE(t.pub().honba, 0);
        // After East 4 comes South 1.
        o.wins = {winRec(1, 2, 1000)};
        t.pubMut().dealer = 3;
        t.pubMut().handInRound = 4;
        QVERIFY(!rs.endHand(t, o));
        QCOMPARE(t.pub().roundWind, 1);
        QCOMPARE(t.pub().handInRound, 1);
        QCOMPARE(t.pub().dealer, 0);
    }

    void gameEnds() {
        RiichiRuleset rs;
        HandOutcome nonDealerWin;
        nonDealerWin.kind = HandOutcome::Kind::Win;
        nonDealerWin.wins = {winRec(0, 1, 1000)};
        HandOutcome dealerWin;
        dealerWin.kind = HandOutcome::Kind::Win;
        dealerWin.wins = {winRec(3, 1, 1000)};
        auto setup = [&](Table& t, int round, std::array<long long, 4> scores) {
            t.pubMut().roundWind = round;
            t.pubMut().handInRound = 4;
            t.pubMut().dealer = 3;
            for (int s = 0; s < 4; ++s) t.pubMut().seats[std::size_t(s)].score = scores[std::size_t(s)];
        };
        {  // East only: ends after East 4 when someone has 30000.
            Options o;
            o.set("length", 0);
            auto g = makeGame({kJunkA, kJunkB, kJunkC, kJunkA}, "", "", o);
            setup(*g.t, 0, {31000, 25000, 24000, 20000});
            QVERIFY(rs.endHand(*g.t, nonDealerWin));
        }
        {  // East-South: East 4 is not the end.
            auto g = makeGame({kJunkA, kJunkB, kJunkC, kJunkA}, "");
            setup(*g.t, 0, {31000, 25000, 24000, 20000});
            QVERIFY(!rs.endHand(*g.t, nonDealerWin));
            QCOMPARE(g.t->pub().roundWind, 1);
        }
        {  // Bust: below 0 ends at once.
            auto g = makeGame({kJunkA, kJunkB, kJunkC, kJunkA}, "");
            g.t->pubMut().seats[2].score = -100;
            QVERIFY(rs.endHand(*g.t, nonDealerWin));
        }
        {  // All-last: the dealer wins, leads and has 30000: the dealer may
           // stop (riichi.md "Play"); the game is not over by itself.
            auto g = makeGame({kJunkA, kJunkB, kJunkC, kJunkA}, "");
            setup(*g.t, 1, {20000, 25000, 18000, 35000});
            QVERIFY(!rs.endHand(*g.t, dealerWin));
            QCOMPARE(g.t->pub().dealer, 3);
            g.t->pubMut().counters["deposits"] = 2000;  // sticks of a later abortive draw, say
            g.t->pubMut().phase = Phase::HandOver;  // as the table leaves it after endHand
            QCOMPARE(g.rs->mayEndGame(*g.t), 3);
            QCOMPARE(int(g.t->legalActions(3).size()), 1);
            QCOMPARE(int(g.t->legalActions(3)[0].type), int(ActionType::EndGame));
            QVERIFY(g.t->legalActions(0).empty());
            QVERIFY_THROWS_EXCEPTION(IllegalAction, g.t->apply(Action{ActionType::EndGame, 0}));
            g.t->apply(Action{ActionType::EndGame, 3});
            QCOMPARE(int(g.t->phase()), int(Phase::GameOver));
            QVERIFY(g.t->pub().outcome.gameOver);
            QCOMPARE(g.t->pub().seats[3].score, 37000LL);  // the deposits left go to the top
            QCOMPARE(g.t->pub().counters.at("deposits"), 0LL);
        }
        {  // The same, and the dealer plays on: the next hand is the dealer's again.
            auto g = makeGame({kJunkA, kJunkB, kJunkC, kJunkA}, "");
            setup(*g.t, 1, {20000, 25000, 20000, 35000});
            QVERIFY(!rs.endHand(*g.t, dealerWin));
            g.t->pubMut().phase = Phase::HandOver;
            g.t->apply(Action{ActionType::NextHand, -1});
            QVERIFY(g.t->phase() == Phase::Draw || g.t->phase() == Phase::Turn);
            QCOMPARE(g.t->pub().dealer, 3);
            QCOMPARE(g.t->pub().roundWind, 1);
            QCOMPARE(g.rs->mayEndGame(*g.t), -1);
        }
        {  // The dealer leads but lost the hand: no choice, the game goes on as the rules say.
            auto g = makeGame({kJunkA, kJunkB, kJunkC, kJunkA}, "");
            setup(*g.t, 1, {20000, 25000, 20000, 35000});
            g.t->pubMut().phase = Phase::HandOver;
            QVERIFY(rs.endHand(*g.t, nonDealerWin));  // somebody has 30000: over
            QCOMPARE(g.rs->mayEndGame(*g.t), -1);
        }
        {  // All-last: the dealer wins but does not lead: the dealer repeats.
            auto g = makeGame({kJunkA, kJunkB, kJunkC, kJunkA}, "");
            setup(*g.t, 1, {36000, 20000, 12000, 32000});
            QVERIFY(!rs.endHand(*g.t, dealerWin));
            QCOMPARE(g.t->pub().dealer, 3);
            QCOMPARE(g.t->pub().roundWind, 1);
        }
        {  // All-last, nobody at 30000: West round, sudden death.
            auto g = makeGame({kJunkA, kJunkB, kJunkC, kJunkA}, "");
            setup(*g.t, 1, {29000, 25000, 24000, 22000});
            g.t->pubMut().counters["deposits"] = 1000;
            QVERIFY(!rs.endHand(*g.t, nonDealerWin));
            QCOMPARE(g.t->pub().roundWind, 2);
            QCOMPARE(g.t->pub().handInRound, 1);
            QCOMPARE(g.t->pub().dealer, 0);
            // West 1: nobody at 30000 yet; the game goes on.
            HandOutcome draw;
            draw.kind = HandOutcome::Kind::Abort;
            g.t->pubMut().counters["deposits"] = 1000;
            QVERIFY(!rs.endHand(*g.t, draw));
            g.t->pubMut().seats[1].score = 30000;
            g.t->pubMut().seats[0].score = 23000;
            QVERIFY(rs.endHand(*g.t, draw));
            // The deposits left on the table go to the top player.
            QCOMPARE(g.t->pub().seats[1].score, 31000LL);
            QCOMPARE(g.t->pub().counters.at("deposits"), 0LL);
        }
    }

    void umaOka() {
        Options o;
        o.set("uma_oka", 2);  // 10-20
        auto g = makeGame({kJunkA, kJunkB, kJunkC, kJunkA}, "", "", o);
        Table& t = *g.t;
        RiichiRuleset rs;
        const std::array<long long, 4> sc{40000, 30000, 20000, 10000};
        for (int s = 0; s < 4; ++s) t.pubMut().seats[std::size_t(s)].score = sc[std::size_t(s)];
        t.pubMut().roundWind = 1;
        t.pubMut().handInRound = 4;
        t.pubMut().dealer = 3;
        HandOutcome w;
        w.kind = HandOutcome::Kind::Win;
        w.wins = {winRec(0, 1, 1000)};
        QVERIFY(rs.endHand(t, w));
        // 30000 returned, 20000 oka to the top, uma +20/+10/−10/−20 thousand.
        QCOMPARE(t.pub().seats[0].score, 40000LL - 5000 + 20000 + 20000);
        QCOMPARE(t.pub().seats[1].score, 30000LL - 5000 + 10000);
        QCOMPARE(t.pub().seats[2].score, 20000LL - 5000 - 10000);
        QCOMPARE(t.pub().seats[3].score, 10000LL - 5000 - 20000);
        long long sum = 0;
        for (const auto& s : t.pub().seats) sum += s.score;
        QCOMPARE(sum, 100000LL);
    }

    void rankTiesFromTheFirstDealer() {
        // docs/rulesets/riichi.md "Game": ties in rank go to the seat order
        // from the first dealer (起家), not from seat 0.
        Options o;
        o.set("uma_oka", 2);  // 10-20
        auto g = makeGame({kJunkA, kJunkB, kJunkC, kJunkA}, "", "", o);
        Table& t = *g.t;
        RiichiRuleset rs;
        t.pubMut().firstDealer = 2;
        t.pubMut().roundWind = 1;
        t.pubMut().handInRound = 4;
        t.pubMut().dealer = 1;
        t.pubMut().seats[2].score = 30000;  // somebody reached 30000: the game ends after all-last
        t.pubMut().seats[0].score = 20000;
        t.pubMut().seats[1].score = 25000;
        t.pubMut().seats[3].score = 25000;
        HandOutcome nonDealerWin;
        nonDealerWin.kind = HandOutcome::Kind::Win;
        nonDealerWin.wins = {winRec(2, 0, 1000)};
        QVERIFY(rs.endHand(t, nonDealerWin));
        // Seats 1 and 3 tie at 25000: seat 3 comes first from seat 2 (起家).
        QCOMPARE(t.pub().seats[2].score, 30000LL - 5000 + 20000 + 20000);
        QCOMPARE(t.pub().seats[3].score, 25000LL - 5000 + 10000);
        QCOMPARE(t.pub().seats[1].score, 25000LL - 5000 - 10000);
        QCOMPARE(t.pub().seats[0].score, 20000LL - 5000 - 20000);
    }

    void firstDealerByTwoThrows() {
        // 二度振り: seat 0 throws and counts to the 仮親, who throws and
        // counts from themself to the first dealer (起家), East of East 1.
        auto rs = makeRuleset("riichi");
        std::array<int, 4> dealt{};
        for (std::uint64_t seed = 1; seed <= 120; ++seed) {
            Table t(rs, {}, seed);
            const auto& d = t.pub().firstDealerDice;
            QCOMPARE(int(d.size()), 4);
            const int provisional = seatCountedFrom(0, d[0] + d[1]);
            QCOMPARE(t.pub().firstDealer, seatCountedFrom(provisional, d[2] + d[3]));
            QCOMPARE(t.pub().dealer, t.pub().firstDealer);
            QCOMPARE(t.pub().roundWind, 0);
            QCOMPARE(t.pub().handInRound, 1);
            QCOMPARE(t.pub().log[0].text, std::to_string(d[0]) + "+" + std::to_string(d[1]) + ", " +
                                              std::to_string(d[2]) + "+" + std::to_string(d[3]));
            ++dealt[std::size_t(t.pub().firstDealer)];
        }
        for (int n : dealt) QVERIFY(n >= 10);
    }

    void gamesEndAtAllLastFromTheFirstDealer() {
        // East-only games by bots from every first dealer: East n is dealt by
        // the (n−1)th seat after the first dealer, and a game that ends
        // without a bust and without the extension ends at East 4, the seat
        // before the first dealer dealing (all-last, riichi.md "Play").
        auto rs = makeRuleset("riichi");
        Options o;
        o.set("length", 0);
        std::array<int, 4> allLastEnds{};
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            Table t(rs, o, seed);
            const int fd = t.pub().firstDealer;
            std::array<std::unique_ptr<ai::Bot>, 4> bots;
            for (int s = 0; s < 4; ++s) bots[std::size_t(s)] = ai::makeBot("simple", seed * 4 + std::uint64_t(s));
            int lastDealer = -1, lastRound = -1, lastInRound = -1;
            while (t.phase() != Phase::GameOver) {
                if (t.phase() == Phase::HandOver) {
                    const int stopper = t.ruleset().mayEndGame(t);
                    t.apply(stopper >= 0 ? Action{ActionType::EndGame, std::int8_t(stopper)}
                                         : Action{ActionType::NextHand, -1});
                    continue;
                }
                const PublicState& p = t.pub();
                QCOMPARE(p.dealer, (fd + p.handInRound - 1) % 4);
                lastDealer = p.dealer, lastRound = p.roundWind, lastInRound = p.handInRound;
                if (t.applyForced()) continue;
                const int s = t.seatsToAct().front();
                t.apply(bots[std::size_t(s)]->choose(t.view(s)));
            }
            bool bust = false;
            for (const auto& h : t.pub().history)
                for (long long sc : h) bust = bust || sc < 0;
            if (bust || lastRound > 0) continue;
            // Not cut short, not extended: the last hand was East 4.
            QCOMPARE(lastInRound, 4);
            QCOMPARE(lastDealer, (fd + 3) % 4);
            ++allLastEnds[std::size_t(fd)];
        }
        for (int fd = 0; fd < 4; ++fd) QVERIFY2(allLastEnds[std::size_t(fd)] > 0, "a first dealer never met all-last");
    }

    // --- many hands by bots: the table never breaks ---

    void botGames() {
        auto rs = std::make_shared<StandInRiichi>();
        int hands = 0, wins = 0, draws = 0, aborts = 0, riichi = 0;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            Table t(rs, {}, seed);
            t.setCheckInvariants(true);
            std::array<std::unique_ptr<ai::Bot>, 4> bots;
            for (int s = 0; s < 4; ++s) bots[std::size_t(s)] = ai::makeBot("simple", seed * 4 + std::uint64_t(s));
            int guard = 0;
            while (t.phase() != Phase::GameOver && ++guard < 200000) {
                if (t.phase() == Phase::HandOver) {
                    const auto& o = t.pub().outcome;
                    ++hands;
                    wins += o.kind == HandOutcome::Kind::Win;
                    draws += o.kind == HandOutcome::Kind::Exhausted;
                    aborts += o.kind == HandOutcome::Kind::Abort;
                    long long sum = 0;
                    for (const auto& s : t.pub().seats) sum += s.score;
                    QCOMPARE(sum + t.pub().counters.at("deposits"), 100000LL);
                    t.apply(Action{ActionType::NextHand, -1});
                    continue;
                }
                if (t.applyForced()) continue;
                const int s = t.seatsToAct().front();
                const Action a = bots[std::size_t(s)]->choose(t.view(s));
                riichi += a.type == ActionType::Discard && a.declare == 1;
                t.apply(a);
            }
            QCOMPARE(int(t.phase()), int(Phase::GameOver));
        }
        QVERIFY(hands > 20);
        QVERIFY(wins > 0);
        QVERIFY(draws + aborts > 0);
        QVERIFY(riichi > 0);
    }
    // Whole games by bots where the leading all-last dealer stops: the
    // end_game action is in the save and replays to the same final state.
    void dealerStopReplays() {
        auto rs = makeRuleset("riichi");
        int stops = 0;
        for (std::uint64_t seed = 1; seed <= 40 && stops < 2; ++seed) {
            Table t(rs, {}, seed);
            t.setCheckInvariants(true);
            std::array<std::unique_ptr<ai::Bot>, 4> bots;
            for (int s = 0; s < 4; ++s) bots[std::size_t(s)] = ai::makeBot("simple", seed * 4 + std::uint64_t(s));
            bool stopped = false;
            while (t.phase() != Phase::GameOver) {
                if (t.phase() == Phase::HandOver) {
                    const int stopper = t.ruleset().mayEndGame(t);
                    if (stopper >= 0) {
                        QCOMPARE(stopper, t.pub().dealer);
                        QCOMPARE(t.pub().handInRound, 4);
                        t.apply(Action{ActionType::EndGame, std::int8_t(stopper)});
                        stopped = true;
                        break;
                    }
                    t.apply(Action{ActionType::NextHand, -1});
                    continue;
                }
                if (t.applyForced()) continue;
                const int s = t.seatsToAct().front();
                t.apply(bots[std::size_t(s)]->choose(t.view(s)));
            }
            QCOMPARE(int(t.phase()), int(Phase::GameOver));
            if (!stopped) continue;
            ++stops;
            const std::string save = t.toJson();
            QVERIFY(save.find("end_game") != std::string::npos);
            auto r = Table::fromJson(save);
            QCOMPARE(int(r->phase()), int(Phase::GameOver));
            for (int s = 0; s < 4; ++s) QCOMPARE(r->pub().seats[std::size_t(s)].score, t.pub().seats[std::size_t(s)].score);
            QCOMPARE(r->pub().history, t.pub().history);
        }
        QVERIFY(stops > 0);  // the loop really met the choice
    }

    void savedGameReplays() {
        // A whole game with the real scorer, by bots; its save replays to the
        // same scores, counters and flags (the hooks keep no state of their own).
        auto rs = makeRuleset("riichi");
        QVERIFY(rs);
        Table t(rs, {}, 5);
        t.setCheckInvariants(true);
        std::array<std::unique_ptr<ai::Bot>, 4> bots;
        for (int s = 0; s < 4; ++s) bots[std::size_t(s)] = ai::makeBot("simple", 50 + std::uint64_t(s));
        int hands = 0;
        while (t.phase() != Phase::GameOver) {
            if (t.phase() == Phase::HandOver) {
                ++hands;
                t.apply(Action{ActionType::NextHand, -1});
                continue;
            }
            if (t.applyForced()) continue;
            const int s = t.seatsToAct().front();
            t.apply(bots[std::size_t(s)]->choose(t.view(s)));
        }
        QVERIFY(hands >= 4);
        auto r = Table::fromJson(t.toJson());
        QCOMPARE(int(r->phase()), int(Phase::GameOver));
        for (int s = 0; s < 4; ++s) {
            QCOMPARE(r->pub().seats[std::size_t(s)].score, t.pub().seats[std::size_t(s)].score);
            QCOMPARE(r->pub().seats[std::size_t(s)].flags, t.pub().seats[std::size_t(s)].flags);
        }
        QCOMPARE(r->pub().counters, t.pub().counters);
        QCOMPARE(r->pub().honba, t.pub().honba);
        QCOMPARE(r->pub().history, t.pub().history);
        long long sum = 0;
        for (const auto& seat : t.pub().seats) sum += seat.score;
        QCOMPARE(sum, 100000LL);  // leftover deposits went to the top player
    }

    // --- rules that only happen in real play, dealt and played through the
    // table with the real scorer (riichi.md "Settlement", "Dora", "Game") ---

    // 大三元 with pao: S pons 5z and 6z from W and the third dragon, 7z,
    // from N, then wins 9s alone. On E's discard E and N pay half each; on
    // a self-draw N pays it all.
    void paoDaisangenPlayed() {
        const std::array<std::string, 4> hands = {"147m258p369s1234z", "556677z123m147p9s", "258m147p369s1234z",
                                                   "369m147p258s1234z"};
        for (const bool tsumo : {false, true}) {
            auto t = makeTable("riichi", {}, hands, tsumo ? "8m8m5z6z5s7z9p9p9m9s" : "8m8m5z6z5s7z9p9p9s");
            t->applyForced();
            discardDrawn(*t);  // E 8m
            passAll(*t);
            drawAndThrow(*t);  // S 8m
            auto feed = [&](int seat, const char* dragon, const char* then) {
                t->applyForced();
                QCOMPARE(t->pub().turn, seat);
                t->apply(find(*t, seat, ActionType::Discard, dragon));
                t->apply(find(*t, 1, ActionType::Pon, dragon));
                passAll(*t);
                t->apply(find(*t, 1, ActionType::Discard, then));
                passAll(*t);
            };
            feed(2, "5z", "1p");
            feed(2, "6z", "4p");
            drawAndThrow(*t);  // W 5s
            feed(3, "7z", "7p");
            drawAndThrow(*t);  // W 9p
            drawAndThrow(*t);  // N 9p
            t->applyForced();
            if (tsumo) {
                discardDrawn(*t);  // E 9m
                passAll(*t);
                t->applyForced();
                t->apply(find(*t, 1, ActionType::Tsumo));
            } else {
                t->apply(find(*t, 0, ActionType::Discard, "9s"));
                t->apply(find(*t, 1, ActionType::Ron));
                passAll(*t);
            }
            const HandOutcome& o = t->pub().outcome;
            QCOMPARE(int(o.kind), int(HandOutcome::Kind::Win));
            QCOMPARE(o.wins.at(0).score.field("yakuman"), 1LL);
            if (tsumo)
                QCOMPARE(o.settlement.delta, (std::array<long long, 4>{0, 32000, 0, -32000}));
            else
                QCOMPARE(o.settlement.delta, (std::array<long long, 4>{-16000, 32000, 0, -16000}));
            QCOMPARE(paid(o.settlement, 3, 1), tsumo ? 32000LL : 16000LL);
        }
    }

    // An added kong's indicator is turned after its owner's next discard, so
    // a ron on that discard counts it; a riichi winner then gets the ura and
    // the kan-ura (the tiles under both indicators).
    void addedKongDoraAndKanUra() {
        const std::array<std::string, 4> hands = {"147m258p369s2345z", "11z258m369p47s9m67z", "123m456p789s2355s",
                                                   "369m147p258s2345z"};
        auto rs = makeRuleset("riichi");
        Options o;
        o.resolve(rs->optionDescs());
        const TileSet set = rs->config(o).wall.set;
        std::vector<TileId> wall = makeWall(set, hands, "1z5m9p8p1z", "7p");
        // Indicators 3z and 8m (dora 4z, 9m: none in W's hand); under them
        // 4s (ura 5s, two in W's hand) and 1m (kan-ura 2m, one).
        const int n = set.size();
        const std::vector<std::pair<int, Tile>> put = {{n - 6, parseTile("3z")}, {n - 5, parseTile("4s")},
                                                       {n - 8, parseTile("8m")}, {n - 7, parseTile("1m")}};
        for (const auto& [index, tile] : put) {
            bool moved = false;
            for (int j = 52 + 5; j < n - 4 && !moved; ++j) {
                const bool placed = std::any_of(put.begin(), put.end(), [&](const auto& p) { return p.first == j; });
                if (placed || set.tile(wall[std::size_t(j)]) != tile) continue;
                std::swap(wall[std::size_t(j)], wall[std::size_t(index)]);
                moved = true;
            }
            QVERIFY(moved);
        }
        Table t(rs, {}, wall, {3, 4});
        t.setCheckInvariants(true);
        t.applyForced();
        t.apply(find(t, 0, ActionType::Discard, "1z"));
        t.apply(find(t, 1, ActionType::Pon, "1z"));
        passAll(t);
        t.apply(find(t, 1, ActionType::Discard, "9m"));
        passAll(t);
        t.applyForced();
        t.apply(riichiOn(t, 2, "5m"));  // W: 1s-4s wait
        passAll(t);
        drawAndThrow(t);  // N 9p
        drawAndThrow(t);  // E 8p
        t.applyForced();
        t.apply(find(t, 1, ActionType::Kakan, "1z"));
        passAll(t);  // nobody robs it
        QCOMPARE(int(t.phase()), int(Phase::Turn));
        QVERIFY(t.turnAfterReplacement());
        QCOMPARE(int(t.pub().wall.revealed.size()), 1);  // not before the discard
        t.apply(find(t, 1, ActionType::Discard, "4s"));
        QCOMPARE(int(t.phase()), int(Phase::Claim));
        QCOMPARE(int(t.pub().wall.revealed.size()), 2);  // turned with the discard, before the ron
        t.apply(find(t, 2, ActionType::Ron));
        passAll(t);
        const WinRecord& w = t.pub().outcome.wins.at(0);
        QCOMPARE(w.desc.indicators, (std::vector<Tile>{parseTile("3z"), parseTile("8m")}));
        QCOMPARE(w.desc.underIndicators, (std::vector<Tile>{parseTile("4s"), parseTile("1m")}));
        long long ura = 0, dora = -1;
        for (const ScoreItem& it : w.score.items) {
            if (it.id == "ura") ura = it.value * it.count;
            if (it.id == "dora") dora = it.value * it.count;
        }
        QCOMPARE(ura, 3LL);    // 5s 5s and 2m
        QCOMPARE(dora, -1LL);  // no dora item at all
        QVERIFY(!w.desc.has("ippatsu"));  // the added kong stood: ippatsu ended
    }

    // 流し満貫 played out: S draws only terminals and honours and throws
    // each, nobody calls, the wall runs dry: S is paid a mangan self-draw.
    void nagashiManganPlayed() {
        Options o;
        o.set("aka", 0);
        Counts left{};
        left.fill(4);
        auto takeWhere = [&](auto pred) {
            for (int k = 0; k < kNumKinds; ++k)
                if (left[std::size_t(k)] > 0 && pred(Kind(k))) {
                    --left[std::size_t(k)];
                    return formatTile(Tile{Kind(k), false});
                }
            for (int k = 0; k < kNumKinds; ++k)
                if (left[std::size_t(k)] > 0) {
                    --left[std::size_t(k)];
                    return formatTile(Tile{Kind(k), false});
                }
            return std::string();
        };
        std::array<std::string, 4> hands;
        for (auto& h : hands)
            for (int i = 0; i < 13; ++i) h += takeWhere([](Kind k) { return isSimple(k); });
        std::string draws;
        for (int i = 0; i < 70; ++i)
            draws += i % 4 == 1 ? takeWhere([](Kind k) { return isTerminalOrHonor(k); })
                                : takeWhere([](Kind k) { return isSimple(k); });
        auto t = makeTable("riichi", o, hands, draws);
        tsumogiriToEnd(*t);
        const HandOutcome& out = t->pub().outcome;
        QCOMPARE(int(out.kind), int(HandOutcome::Kind::Exhausted));
        for (const DiscardRec& d : t->pub().seats[1].river) QVERIFY(isTerminalOrHonor(d.tile.kind));
        QCOMPARE(out.settlement.delta, (std::array<long long, 4>{-4000, 8000, -2000, -2000}));
        QVERIFY(std::any_of(out.settlement.payments.begin(), out.settlement.payments.end(),
                            [](const Payment& p) { return p.reason.find("流し満貫") != std::string::npos; }));
    }

    // riichi.md "Game": after an abortive draw at all-last the leading
    // dealer is not offered the stop; the hand is dealt again.
    void noAllLastStopAfterAnAbortiveDraw() {
        auto t = makeTable("riichi", {}, {"19m19p19s1234567z", kJunkB, kJunkC, kJunkD}, "5m");
        t->pubMut().roundWind = 1;
        t->pubMut().handInRound = 4;
        t->pubMut().seats[0].score = 40000;
        for (int s = 1; s < 4; ++s) t->pubMut().seats[std::size_t(s)].score = 20000;
        t->applyForced();
        t->apply(find(*t, 0, ActionType::Abort));  // 九種九牌
        QCOMPARE(int(t->phase()), int(Phase::HandOver));
        QCOMPARE(int(t->pub().outcome.kind), int(HandOutcome::Kind::Abort));
        QCOMPARE(t->ruleset().mayEndGame(*t), -1);
        QCOMPARE(t->pub().dealer, 0);
        QCOMPARE(t->pub().handInRound, 4);
        QCOMPARE(t->pub().honba, 1);
        t->apply(Action{ActionType::NextHand, -1});
        QCOMPARE(int(t->phase()), int(Phase::Draw));
        QCOMPARE(t->pub().roundWind, 1);
        // The same dealer tenpai at the exhaustive draw is offered the stop.
        RiichiRuleset rs;
        HandOutcome ex;
        ex.kind = HandOutcome::Kind::Exhausted;
        ex.tenpai = {true, false, false, false};
        QVERIFY(!rs.endHand(*t, ex));
        QCOMPARE(rs.mayEndGame(*t), -1);  // not between hands yet
        t->pubMut().phase = Phase::HandOver;
        QCOMPARE(rs.mayEndGame(*t), 0);
    }

    // 大四喜 with pao: S pons 1z, 2z and 3z from W and the fourth wind, 4z,
    // from N, then wins 9s alone on E's discard: a double yakuman
    // (`double_yakuman`), N liable for both units, split with E.
    void paoDaisuushiiPlayed() {
        const std::array<std::string, 4> hands = {"1479m258p369s567z", "1m147p9s11223344z", "258m1479p369s567z",
                                                   "369m147p2588s567z"};
        auto t = makeTable("riichi", {}, hands, "8m8m1z2z3z5s4z9p9p9s");
        drawAndThrow(*t);  // E 8m
        drawAndThrow(*t);  // S 8m
        auto feed = [&](int seat, const char* wind, const char* then) {
            t->applyForced();
            QCOMPARE(t->pub().turn, seat);
            t->apply(find(*t, seat, ActionType::Discard, wind));
            t->apply(find(*t, 1, ActionType::Pon, wind));
            passAll(*t);
            t->apply(find(*t, 1, ActionType::Discard, then));
            passAll(*t);
        };
        feed(2, "1z", "1p");
        feed(2, "2z", "4p");
        feed(2, "3z", "7p");
        drawAndThrow(*t);  // W 5s
        feed(3, "4z", "1m");
        drawAndThrow(*t);  // W 9p
        drawAndThrow(*t);  // N 9p
        t->applyForced();
        t->apply(find(*t, 0, ActionType::Discard, "9s"));
        t->apply(find(*t, 1, ActionType::Ron));
        passAll(*t);
        const HandOutcome& o = t->pub().outcome;
        QCOMPARE(int(o.kind), int(HandOutcome::Kind::Win));
        QCOMPARE(o.wins.at(0).score.field("yakuman"), 2LL);
        QCOMPARE(o.settlement.delta, (std::array<long long, 4>{-32000, 64000, 0, -32000}));
        QCOMPARE(paid(o.settlement, 3, 1), 32000LL);
    }
};

QTEST_GUILESS_MAIN(TestRiichiPlay)
#include "test_riichi_play.moc"
