// Bots (docs/bots.md): legal actions in every ruleset at every level, no hidden
// information (by type and by behaviour), what they learn from a ruleset's
// scorer, decisions on constructed hands, hints and the arena's bookkeeping.
// Strength and speed are measured by `quetai-cli arena`, not here.
#include <QtTest>

#include <algorithm>
#include <set>
#include <sstream>
#include <tuple>
#include <type_traits>

#include "arena.h"
#include "bot.h"
#include "handeval.h"
#include "core/registry.h"
#include "core/rng.h"
#include "core/table.h"
#include "core/view.h"
#include "levels.h"
#include "picture.h"
#include "profile.h"
#include "reading.h"
#include "rollout.h"
#include "waitread.h"
#include "handeval.h"
#include "core/shanten.h"
#include "rulesets/common/random_hand.h"
#include "rulesets/test/test_ruleset.h"
#include "table_fixtures.h"

using namespace qe;
using namespace qe::testing;

// --- compile-time: a bot gets a SeatView and nothing else ---------------------

// Bot::choose takes exactly `const SeatView&`.
static_assert(std::is_same_v<decltype(&ai::Bot::choose), Action (ai::Bot::*)(const SeatView&)>);

namespace {
// Binds exactly N public members: pins a struct's member list, so a member
// added later (a Table pointer, the wall's order) fails this file until the
// checks below are extended to it.
template <class T>
concept ThreeMembers = requires(T t) {
    [](T& x) {
        auto& [a, b, c] = x;
        (void)a, (void)b, (void)c;
    }(t);
};
template <class T>
concept EightMembers = requires(T t) {
    [](T& x) {
        auto& [a, b, c, d, e, f, g, h] = x;
        (void)a, (void)b, (void)c, (void)d, (void)e, (void)f, (void)g, (void)h;
    }(t);
};
}  // namespace

namespace {
// Whether seat `o` has declared (riichi) in what `v` shows.
bool seatDeclared(const SeatView& v, int o) {
    for (const auto& d : v.pub.seats[std::size_t(o)].river)
        if (d.declare) return true;
    return false;
}
// Whether a seat other than `s` has declared.
bool anotherDeclared(const SeatView& v, int s) {
    for (int o = 0; o < 4; ++o)
        if (o != s && seatDeclared(v, o)) return true;
    return false;
}
// Plays hands of four frozen yardsticks (strong-2026-11: the same positions
// every run) on table seeds base, base + 1, ..., at most `hands` of them and
// none once `enough()` holds. Every view a seat is asked to act on is shown
// to `probe(table, seat, view)` before the yardstick acts; a failed check in
// the probe ends the play.
template <class Rs, class Enough, class Probe>
void probeYardstickHands(const Rs& rs, std::uint64_t base, int hands, Enough enough, Probe probe) {
    for (int g = 0; g < hands && !enough(); ++g) {
        Table t(rs, {}, base + std::uint64_t(g));
        std::array<std::unique_ptr<ai::Bot>, 4> seats;
        for (int s = 0; s < 4; ++s) seats[std::size_t(s)] = ai::makeBot("strong-2026-11", std::uint64_t(s + 1));
        const bool played = driveHand(
            t, 2000,
            [&](int s, const SeatView& v) {
                probe(static_cast<const Table&>(t), s, v);
                return QTest::currentTestFailed();
            },
            [&](int s, const SeatView& v) { return seats[std::size_t(s)]->choose(v); });
        if (!played) return;
    }
}
bool hasDiscard(const SeatView& v) {
    return std::any_of(v.legal.begin(), v.legal.end(), [](const Action& a) { return a.type == ActionType::Discard; });
}
// Seat `seat`'s concealed tiles, which a test may see (the table's).
Counts concealedOf(const Table& t, int seat) {
    Counts c{};
    for (TileId id : t.priv(seat).hand) ++c[std::size_t(kindOfId(id))];
    return c;
}
// Whether kind `k` completes the ready hand `c` (with `melds` melds).
bool completes(Counts c, int melds, int k) {
    if (c[std::size_t(k)] >= 4) return false;
    ++c[std::size_t(k)];
    return shanten(c, melds).best() == -1;
}
// One reading's log-loss: chance `pr` said for what turned out `wait`.
double logLoss(bool wait, double pr) {
    pr = std::clamp(pr, 1e-6, 1 - 1e-6);
    return -std::log(wait ? pr : 1 - pr);
}
}  // namespace

namespace {
// A ruleset no bot code knows: the test ruleset's table and scorer with rule
// facts of its own. Its scorer enforces the stated minimum (a complete hand
// is worth 1, 2 with a self-draw, 3 with the declaration word) so the
// learned half of the profile can show it too.
class FactsRuleset : public TestRuleset {
public:
    FactsRuleset(std::string id, RuleFacts facts) : id_(std::move(id)), facts_(std::move(facts)) {}
    std::string id() const override { return id_; }
    RuleFacts ruleFacts(const Options&) const override { return facts_; }
    ScoreResult score(const HandDesc& h) const override {
        ScoreResult r = TestRuleset::score(h);
        if (!r.valid) return r;
        if (!facts_.declareWord.empty() &&
            std::find(h.situation.begin(), h.situation.end(), facts_.declareWord) != h.situation.end())
            r.total += 1;
        r.fields = {{"points", r.total}};
        if (r.total < facts_.minimum) {
            r.valid = false;
            r.steps.push_back({"below the minimum", 0, r.total, {}});
        }
        return r;
    }

private:
    std::string id_;
    RuleFacts facts_;
};

// Seat 0 (the dealer) draws 2s and discards 5p; the picture is seat 1's.
std::unique_ptr<Table> tableAfterA5pDiscard(const std::shared_ptr<const Ruleset>& rs) {
    Options o;
    o.resolve(rs->optionDescs());
    const TileSet set = rs->config(o).wall.set;
    auto t = std::make_unique<Table>(rs, o,
                                     makeWall(set,
                                              {"123m456m789m11p5p9s", "1z1z1z2z2z2z3z3z3z4z4z4z5z", "19m19p19s1234567z",
                                               "2m2m2m3p3p3p8s8s8s6z6z6z7z"},
                                              "2s"),
                                     std::array<int, 2>{3, 4});
    t->applyForced();
    t->apply(find(*t, 0, ActionType::Discard, "5p"));
    return t;
}

const ai::Opponent& oppAt(const ai::Picture& p, int seat) {
    for (const auto& o : p.opp)
        if (o.seat == seat) return o;
    throw std::logic_error("no such opponent");
}
}  // namespace

// SeatView: seat, ruleset (rules only, no state), options, config, the
// public state, the seat's own private state, its legal actions and the
// actions the rules refuse it now (its own actions, with a reason).
static_assert(EightMembers<SeatView>);
static_assert(std::is_same_v<decltype(SeatView::seat), int>);
static_assert(std::is_same_v<decltype(SeatView::ruleset), const Ruleset*>);
static_assert(std::is_same_v<decltype(SeatView::options), Options>);
static_assert(std::is_same_v<decltype(SeatView::config), TableConfig>);
static_assert(std::is_same_v<decltype(SeatView::pub), PublicState>);
static_assert(std::is_same_v<decltype(SeatView::own), PrivateSeat>);
static_assert(std::is_same_v<decltype(SeatView::legal), std::vector<Action>>);
static_assert(std::is_same_v<decltype(SeatView::refused), std::vector<RefusedAction>>);
static_assert(std::is_same_v<decltype(RefusedAction::action), Action>);
static_assert(std::is_same_v<decltype(RefusedAction::reason), std::string>);
// The seat's private part is its own hand, drawn tile and its own rule
// state, which holds counts, flags and kinds, never a tile id.
static_assert(ThreeMembers<PrivateSeat>);
static_assert(std::is_same_v<decltype(PrivateSeat::hand), std::vector<TileId>>);
static_assert(std::is_same_v<decltype(PrivateSeat::drawn), TileId>);
static_assert(std::is_same_v<decltype(PrivateSeat::rules), SeatRules>);
static_assert(ThreeMembers<SeatRules>);
static_assert(std::is_same_v<decltype(SeatRules::values), std::map<std::string, int>>);
static_assert(std::is_same_v<decltype(SeatRules::bySeat), std::map<std::string, std::array<int, 4>>>);
static_assert(std::is_same_v<decltype(SeatRules::kinds), std::map<std::string, std::vector<Kind>>>);
// The table configuration carries the wall's shape, never its order.
static_assert(std::is_same_v<decltype(TableConfig::wall), WallConfig>);
static_assert(std::is_same_v<decltype(WallConfig::set), TileSet>);
// The public wall: sizes, dice, which places are taken, indicators shown.
static_assert(EightMembers<WallPublic>);
static_assert(std::is_same_v<decltype(PublicState::wall), WallPublic>);
static_assert(std::is_same_v<decltype(WallPublic::taken), std::vector<bool>>);
// Neither a Table nor a Wall can be built or reached from a view.
static_assert(!std::is_constructible_v<Table, const SeatView&>);
static_assert(!std::is_constructible_v<Wall, const SeatView&>);
static_assert(!std::is_convertible_v<const SeatView&, const Table&>);

namespace {

// Everything a seat may see, as text: two views with the same signature hold
// the same information.
std::string signature(const SeatView& v) {
    std::ostringstream o;
    o << v.seat << "|" << int(v.pub.phase) << "|" << v.pub.turn << "|" << v.pub.dealer << "|" << v.pub.roundWind << "|"
      << v.pub.handNumber << "|" << v.pub.honba << "|";
    for (const auto& [k, c] : v.pub.counters) o << k << "=" << c << ",";
    for (const auto& s : v.pub.seats) {
        o << "[" << s.score << ":" << s.concealedCount << ":" << s.holdsDrawn << ":";
        for (const auto& m : s.melds) {
            o << m.meld.toString() << "/" << int(m.fromSeat) << "/";
            for (TileId id : m.ids) o << int(id) << ".";
        }
        o << ":";
        for (const auto& d : s.river) o << int(d.id) << (d.tsumogiri ? "t" : "") << (d.claimed ? "c" : "") << int(d.declare) << ".";
        o << ":";
        for (TileId f : s.flowers) o << int(f) << ".";
        for (const auto& [k, x] : s.flags) o << k << "=" << x << ",";
        o << "]";
    }
    const auto& w = v.pub.wall;
    o << w.size << "," << w.dice[0] << w.dice[1] << "," << w.breakSide << "," << w.breakStack << "," << w.liveRemaining
      << "," << w.deadWall << ",";
    for (bool b : w.taken) o << (b ? '1' : '0');
    for (const auto& [i, id] : w.revealed) o << "r" << i << ":" << int(id);
    o << "|" << int(v.pub.lastDiscard) << "," << v.pub.lastDiscarder << "," << int(v.pub.claimTile) << ","
      << v.pub.claimIsKakan << "|";
    for (const auto& e : v.pub.log) {
        o << int(e.type) << ":" << int(e.seat) << ":" << int(e.tile) << ":" << e.code << ":" << e.value << ":" << e.text
          << ":" << int(e.audience) << ":";
        for (TileId id : e.tiles) o << int(id) << ".";
        o << ";";
    }
    o << "|own:";
    for (TileId id : v.own.hand) o << int(id) << ".";
    o << int(v.own.drawn) << "|legal:";
    for (const auto& a : v.legal) o << Table::actionToJson(a);
    return o.str();
}

// Plays one hand with the given levels (by seat); every choice must be legal.
// Returns the number of decisions, or -1 (with a failure recorded) on a problem.
int playHand(const std::string& rid, std::uint64_t seed, const std::array<std::string, 4>& levels, std::string& err) {
    Table t(makeRuleset(rid), {}, seed);
    t.setCheckInvariants(true);
    std::array<std::unique_ptr<ai::Bot>, 4> bots;
    for (int s = 0; s < 4; ++s) bots[std::size_t(s)] = ai::makeBot(levels[std::size_t(s)], seed * 4 + std::uint64_t(s));
    int decisions = 0;
    try {
        while (t.phase() != Phase::HandOver && t.phase() != Phase::GameOver) {
            if (t.applyForced()) continue;
            for (int s : t.seatsToAct()) {
                const SeatView v = t.view(s);
                if (v.legal.empty()) continue;
                const Action a = bots[std::size_t(s)]->choose(v);
                ++decisions;
                if (std::find(v.legal.begin(), v.legal.end(), a) == v.legal.end()) {
                    err = levels[std::size_t(s)] + " chose an action that is not legal: " + t.describe(a);
                    return -1;
                }
                t.apply(a);
                if (t.phase() != Phase::Claim) break;
            }
        }
    } catch (const std::exception& e) {
        err = e.what();
        return -1;
    }
    return decisions;
}

}  // namespace

// `n` open honour pons with kinds drawn from `rng`: melds for the shape
// tests (their kinds stand apart from any suit a hand builds on).
static std::vector<Meld> honourPons(Rng& rng, int n) {
    std::vector<Meld> ms(static_cast<std::size_t>(n), Meld{});
    for (auto& m : ms) m.kind = Kind(27 + rng.below(7));
    return ms;
}

class TestBots : public QObject {
    Q_OBJECT
private slots:
    // Reading open hands (ai/reading.h, docs/bots.md "Reading open hands"):
    // the melds' worth by the scorer, and a flush read from melds and river.
    void readsOpenHands() {
        auto rs = makeRuleset("riichi");
        Table t(rs, {}, 7);
        while (t.phase() != Phase::Turn) QVERIFY(t.applyForced());
        SeatView v = t.view(0);
        auto meld = [](MeldType type, Kind k) {
            MeldRec m;
            m.meld.type = type;
            m.meld.kind = k;
            m.meld.hasClaimed = true;
            m.meld.from = 1;
            return m;
        };
        auto river = [&](int seat, const std::string& tiles) {
            for (const Tile& x : parseTiles(tiles)) {
                DiscardRec d;
                d.tile = x;
                v.pub.seats[std::size_t(seat)].river.push_back(d);
            }
        };
        // Seat 1: a pon of the red dragon (a yaku by itself); seat 2: a chi
        // of 234m (any yaku must come from the concealed part).
        v.pub.seats[1].melds = {meld(MeldType::Pon, kRed)};
        v.pub.seats[2].melds = {meld(MeldType::Chi, 1)};
        // Seat 3: pons of 1p and 9p and a river of manzu and souzu since its
        // third discard: a pinzu flush.
        v.pub.seats[3].melds = {meld(MeldType::Pon, 9), meld(MeldType::Pon, 17)};
        river(3, "1z2z3z1m5m9m2s7s8s");
        const ai::Picture pic = ai::makePicture(v);
        const ai::OpenRead dragon = ai::readOpenHand(v, pic, 1, 24);
        const ai::OpenRead chi = ai::readOpenHand(v, pic, 2, 24);
        const ai::OpenRead flush = ai::readOpenHand(v, pic, 3, 24);
        QVERIFY(dragon.value > 0);
        QCOMPARE(dragon.flushSuit, -1);
        QCOMPARE(chi.flushSuit, -1);
        QCOMPARE(flush.flushSuit, 1);
        // A flush with two terminal pons pays far more than a dragon hand.
        QVERIFY2(flush.value > 1.5 * dragon.value,
                 qPrintable(QString("%1 %2").arg(flush.value).arg(dragon.value)));
        // The same view reads the same (a fixed stream per hand and seat).
        QCOMPARE(ai::readOpenHand(v, pic, 1, 24).value, dragon.value);
        // A river that keeps pinzu too reads no flush.
        v.pub.seats[3].river.clear();
        river(3, "1z2z3z1m2p5m3p9m2s4p7s");
        QCOMPARE(ai::readOpenHand(v, pic, 3, 24).flushSuit, -1);
    }
    // docs/bots.md "Reading tenpai": the pace of a river (its length, a run
    // of drawn tiles let go, hand-discards lately) moves a seat's tenpai
    // chance; a declaration keeps it certain.
    void readsTenpaiFromTheRiver() {
        auto rs = makeRuleset("riichi");
        Table t(rs, {}, 7);
        while (t.phase() != Phase::Turn) QVERIFY(t.applyForced());
        SeatView v = t.view(0);
        auto river = [&](int seat, const std::string& tiles, int drawnRun) {
            auto& r = v.pub.seats[std::size_t(seat)].river;
            r.clear();
            const auto parsed = parseTiles(tiles);
            for (std::size_t i = 0; i < parsed.size(); ++i) {
                DiscardRec d;
                d.tile = parsed[i];
                d.tsumogiri = i + std::size_t(drawnRun) >= parsed.size();
                r.push_back(d);
            }
        };
        // The seat's chance; -2 if the picture's threat is not their sum.
        auto read = [&](int seat) -> double {
            ai::Picture pic = ai::makePicture(v);
            ai::readTenpai(pic);
            double sum = 0;
            for (const auto& o : pic.opp) sum += o.tenpai;
            if (std::abs(pic.threat - sum) > 1e-12) return -2.0;
            for (const auto& o : pic.opp)
                if (o.seat == seat) return o.tenpai;
            return -1.0;
        };
        // A closed hand three discards in is almost never ready.
        river(1, "1z9m2z", 0);
        QVERIFY(read(1) < 0.01);
        // Twelve discards, the last three from the hand, against the last
        // three the tiles just drawn: the run reads as a hand kept.
        river(1, "1z9m2z1p9s3z8m7p4z2s6m5p", 0);
        const double working = read(1);
        river(1, "1z9m2z1p9s3z8m7p4z2s6m5p", 3);
        const double kept = read(1);
        QVERIFY2(kept > 1.5 * working, qPrintable(QString("%1 %2").arg(kept).arg(working)));
        QVERIFY(kept < 0.5);
        // Two open melds at the same river read far more ready than none.
        MeldRec m;
        m.meld.type = MeldType::Pon;
        m.meld.kind = kRed;
        m.meld.hasClaimed = true;
        m.meld.from = 1;
        v.pub.seats[1].melds = {m, m};
        QVERIFY(read(1) > 2 * kept);
        // The makePicture curves stand for every seat the read leaves alone.
        DiscardRec decl;
        decl.tile = parseTiles("9p")[0];
        decl.declare = 1;
        v.pub.seats[2].river = {decl};
        QCOMPARE(read(2), 1.0);
        // Rulesets without riichi's furiten and declaration are left as they were.
        auto sh = makeRuleset("shanghai");
        Table t2(sh, {}, 7);
        while (t2.phase() != Phase::Turn) QVERIFY(t2.applyForced());
        const SeatView w = t2.view(0);
        ai::Picture a = ai::makePicture(w), b = a;
        ai::readTenpai(b);
        for (int i = 0; i < 3; ++i) QCOMPARE(b.opp[std::size_t(i)].tenpai, a.opp[std::size_t(i)].tenpai);
    }
    void levelsAreListed() {
        const auto levels = ai::botLevels();
        for (const char* l : {"simple", "beginner", "standard", "strong"})
            QVERIFY(std::find(levels.begin(), levels.end(), l) != levels.end());
        for (const auto& l : levels) {
            auto b = ai::makeBot(l, 1);
            QVERIFY(b != nullptr);
            QCOMPARE(b->level(), l);
        }
        QVERIFY(ai::makeBot("grandmaster", 1) == nullptr);
        QVERIFY(ai::makeBot("", 1) == nullptr);
    }

    // Every level plays whole hands of every ruleset that exists, always legally.
    void alwaysLegalInEveryRuleset() {
        const auto levels = ai::botLevels();
        for (const auto& rid : rulesetIds()) {
            int decisions = 0;
            const int hands = rid == "test" ? 12 : 8;
            for (int h = 0; h < hands; ++h) {
                std::array<std::string, 4> seats;
                for (int s = 0; s < 4; ++s) seats[std::size_t(s)] = levels[std::size_t(h + s) % levels.size()];
                std::string err;
                const int n = playHand(rid, 900 + std::uint64_t(h), seats, err);
                if (n < 0) QFAIL(qPrintable(QString::fromStdString(rid + ", hand " + std::to_string(h) + ": " + err)));
                decisions += n;
            }
            QVERIFY2(decisions > hands * 40, rid.c_str());
        }
    }

    // Two tables whose public history and whose seat-0 hand are the same but
    // whose other hands and wall differ: every level decides the same. The
    // second table is the first one's wall with hidden places swapped, then
    // the same actions replayed; it counts only when the replay is legal and
    // seat 0's view is identical (its signature), while another seat's hand
    // or the wall really differs.
    void noHiddenInformation() {
        int compared = 0;
        for (const auto& rid : rulesetIds()) {
            auto rs = makeRuleset(rid);
            for (int g = 0; g < 24; ++g) {
                Table a(rs, {}, 5000 + std::uint64_t(g));
                // Play a few actions (bots), stopping at a decision of seat 0.
                auto driver = ai::makeBot("simple", 3);
                Rng stopRng(std::uint64_t(g) * 31 + 7);
                const int stopAfter = int(stopRng.below(30));
                int seen0 = 0;
                bool stopped = false;
                while (!stopped && a.phase() != Phase::HandOver && a.phase() != Phase::GameOver) {
                    if (a.applyForced()) continue;
                    for (int s : a.seatsToAct()) {
                        const SeatView v = a.view(s);
                        if (v.legal.empty()) continue;
                        if (s == 0 && seen0++ >= stopAfter) {
                            stopped = true;
                            break;
                        }
                        a.apply(driver->choose(v));
                        if (a.phase() != Phase::Claim) break;
                    }
                }
                if (!stopped) continue;
                const SeatView va = a.view(0);
                // Places whose tile seat 0 has seen (its hand, everything public) stay.
                std::set<TileId> known(va.own.hand.begin(), va.own.hand.end());
                for (const auto& s : va.pub.seats) {
                    for (const auto& m : s.melds) known.insert(m.ids.begin(), m.ids.end());
                    for (const auto& d : s.river) known.insert(d.id);
                    known.insert(s.flowers.begin(), s.flowers.end());
                }
                for (const auto& [i, id] : va.pub.wall.revealed) known.insert(id);
                std::vector<TileId> order = a.wall().order();
                std::vector<int> hiddenPlaces;
                for (int i = 0; i < int(order.size()); ++i)
                    if (!known.count(order[std::size_t(i)])) hiddenPlaces.push_back(i);
                Rng swapRng(std::uint64_t(g) * 977 + 1);
                for (int attempt = 0; attempt < 60; ++attempt) {
                    std::vector<TileId> o2 = order;
                    const int swaps = 1 + int(swapRng.below(3));
                    for (int k = 0; k < swaps; ++k) {
                        const int x = hiddenPlaces[swapRng.below(std::uint32_t(hiddenPlaces.size()))];
                        const int y = hiddenPlaces[swapRng.below(std::uint32_t(hiddenPlaces.size()))];
                        std::swap(o2[std::size_t(x)], o2[std::size_t(y)]);
                    }
                    if (o2 == order) continue;
                    std::unique_ptr<Table> b;
                    try {
                        b = std::make_unique<Table>(rs, Options{}, o2, a.wall().dice(),
                                                    FirstDealerDraw{a.pub().firstDealer, a.pub().firstDealerDice});
                        for (const Action& act : a.log()) b->apply(act);
                    } catch (const std::exception&) {
                        continue;  // another seat's options changed: not the same public history
                    }
                    const SeatView vb = b->view(0);
                    if (signature(va) != signature(vb)) continue;
                    // The hidden state really differs: some kind moved between
                    // other hands or between a hand and the wall.
                    bool differs = false;
                    for (int s = 1; s < 4; ++s) differs |= a.concealedCounts(s) != b->concealedCounts(s);
                    differs |= a.wall().order() != b->wall().order();
                    QVERIFY(differs);
                    for (const auto& lvl : ai::botLevels()) {
                        auto ba = ai::makeBot(lvl, 42);
                        auto bb = ai::makeBot(lvl, 42);
                        const Action x = ba->choose(va);
                        const Action y = bb->choose(vb);
                        QVERIFY2(x == y, qPrintable(QString::fromStdString(rid + " " + lvl + ": " + a.describe(x) +
                                                                           " vs " + b->describe(y))));
                    }
                    ++compared;
                    break;
                }
            }
        }
        QVERIFY2(compared >= 20, qPrintable(QString::number(compared)));
    }

    // Ruleset::value (the bots' fast path) answers what score() answers: ok,
    // valid, total and every field, on complete hands, on hands one tile
    // off (not a win) and on bad input (a fifth copy).
    void valueAgreesWithScore() {
        Rng rng(0x7a1e5ULL);
        for (const auto& rid : rulesetIds()) {
            if (rid == "test") continue;  // the default value() is score() itself
            auto rs = makeRuleset(rid);
            Options o;
            o.resolve(rs->optionDescs());
            int valid = 0, invalid = 0, bad = 0;
            for (int i = 0; i < 1500; ++i) {
                RandomHandOptions ro;
                ro.situationPercent = 0;
                // Flowers where the ruleset's wall has them (they count in binshi and lingque).
                ro.flowerMax = (rid == "binshi" || rid == "lingque") && i % 3 == 0 ? 4 : 0;
                HandDesc h = randomCompleteHand(rng, rid.c_str(), ro);
                h.ruleset = rid;
                h.options = o;
                h.tsumo = i % 2 == 0;
                if (i % 5 == 1) {
                    // One tile off: mostly not a complete hand any more.
                    Tile& t = h.hand[rng.below(std::uint32_t(h.hand.size()))];
                    if (!(h.hasWinTile && t == h.winTile)) t.kind = Kind(rng.below(kNumKinds));
                } else if (i % 17 == 3) {
                    h.hand.resize(4);  // bad input: too few tiles
                }
                const ScoreResult r = rs->score(h);
                const ScoreResult v = rs->value(h);
                const std::string what = rid + " #" + std::to_string(i) + ": " + r.error;
                QVERIFY2(r.ok == v.ok, what.c_str());
                if (!r.ok) {
                    ++bad;
                    QVERIFY2(!v.error.empty(), what.c_str());
                    continue;
                }
                (r.valid ? valid : invalid)++;
                QVERIFY2(r.valid == v.valid, what.c_str());
                QVERIFY2(r.total == v.total, what.c_str());
                // Every field value() gives is score()'s (灵雀's gives only "points").
                QVERIFY2(!v.fields.empty(), what.c_str());
                for (const auto& [k, x] : v.fields) QVERIFY2(r.field(k) == x, (what + " " + k).c_str());
            }
            const std::string counts = rid + ": " + std::to_string(valid) + " valid, " + std::to_string(invalid) +
                                       " not, " + std::to_string(bad) + " refused";
            // (上海 refuses a hand that is no win: ok=false rather than valid=false.)
            QVERIFY2(valid > 100 && invalid + bad > 200 && bad > 20, counts.c_str());
        }
    }

    // HandEval::useful skips kinds far from the hand for four groups and a
    // pair (ai/handeval.cpp farFromHand): it must still find exactly the
    // kinds core/shanten.h usefulTiles finds, with every winning form
    // (binshi: seven pairs, thirteen orphans, both knitted forms; riichi) and
    // with melds, on random hands crowded into few kinds (threes and fours).
    // The evaluator's cache keys: every count in its own three bits (kind i
    // at bit 3i of `a` for kinds 0..20, of `b` for 21..33), as a plain
    // loop lays them out, so that two different hands never share a key.
    void countsKeyIsThreeBitsPerKind() {
        Rng rng(404);
        for (int i = 0; i < 20000; ++i) {
            Counts c{};
            for (auto& n : c) n = std::uint8_t(rng.below(i % 2 ? 5 : 8));
            ai::WinKey loop;
            for (int k = 0; k < 21; ++k) loop.a |= std::uint64_t(c[std::size_t(k)]) << (3 * k);
            for (int k = 21; k < kNumKinds; ++k) loop.b |= std::uint64_t(c[std::size_t(k)]) << (3 * (k - 21));
            const ai::WinKey fast = ai::countsKey(c);
            QCOMPARE(fast.a, loop.a);
            QCOMPARE(fast.b, loop.b);
        }
    }

    void usefulMatchesTheCore() {
        for (const char* rid : {"riichi", "binshi", "yuque", "lingque"}) {
            Table t(makeRuleset(rid), {}, 5);
            const SeatView v = t.view(0);
            const ai::Picture pic = ai::makePicture(v);
            Rng rng(0x05ef01ULL);
            int compared = 0, withFour = 0;
            for (int i = 0; i < 6000; ++i) {
                const int melds = i % 4 == 0 ? int(rng.below(5)) : 0;
                const std::vector<Meld> ms = honourPons(rng, melds);
                ai::HandEval he(pic, ms, false, {}, ai::EvalConfig{});
                Counts c{};
                const int pool = 4 + int(rng.below(31)), base = int(rng.below(kNumKinds));
                for (int n = 0; n < 13 - 3 * melds;) {
                    const int k = (base + int(rng.below(std::uint32_t(pool)))) % kNumKinds;
                    if (c[std::size_t(k)] < 4) ++c[std::size_t(k)], ++n;
                }
                for (auto x : c) withFour += x == 4;
                const std::uint8_t forms = melds ? std::uint8_t(kFormStandard) : pic.prof->forms;
                QCOMPARE(he.useful(c).vec(), usefulTiles(c, melds, forms));
                QCOMPARE(he.shanten(c), shantenForms(c, melds, forms));
                ++compared;
            }
            QVERIFY(compared == 6000 && withFour > 100);
        }
    }

    // The discards that keep a 3n+2 hand at its shanten (HandEval::progress,
    // which skips the special forms where the whole hand is no closer by
    // them) against each discard's own shanten over the ruleset's forms, on
    // hands drawn near seven pairs, the knitted forms and thirteen orphans too.
    void progressMatchesEachDiscard() {
        for (const char* rid : {"riichi", "binshi", "lingque"}) {
            Table t(makeRuleset(rid), {}, 5);
            const SeatView v = t.view(0);
            const ai::Picture pic = ai::makePicture(v);
            Rng rng(0x9e0915ULL);
            int compared = 0, special = 0;
            for (int i = 0; i < 6000; ++i) {
                const int melds = i % 5 == 0 ? int(rng.below(3)) : 0;
                const std::vector<Meld> ms = honourPons(rng, melds);
                ai::HandEval he(pic, ms, false, {}, ai::EvalConfig{});
                Counts c{};
                // Pools of kinds that favour pairs, terminals and honours,
                // or one knitted straight's kinds, besides random ones.
                const int mode = i % 4;
                for (int n = 0; n < 14 - 3 * melds;) {
                    Kind k = Kind(rng.below(kNumKinds));
                    if (mode == 1) k = Kind((rng.below(8) * 5) % kNumKinds);
                    if (mode == 2) {
                        const std::uint32_t suit = rng.below(3);
                        k = Kind(suit * 9 + (suit + 3 * rng.below(3)) % 9);
                        if (rng.below(3) == 0) k = Kind(27 + rng.below(7));
                    }
                    if (mode == 3) {
                        static constexpr Kind orphans[] = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};
                        k = orphans[rng.below(13)];
                    }
                    if (c[std::size_t(k)] < 4) ++c[std::size_t(k)], ++n;
                }
                const int now = he.shanten(c);
                std::vector<Kind> want;
                for (int d = 0; d < kNumKinds; ++d) {
                    if (!c[std::size_t(d)]) continue;
                    Counts x = c;
                    --x[std::size_t(d)];
                    if (he.shanten(x) == now) want.push_back(Kind(d));
                }
                QCOMPARE(he.progress(c, now).vec(), want);
                ++compared;
                if (melds == 0 && now < shantenStandard(c, 0)) ++special;
            }
            QVERIFY(compared == 6000);
            QVERIFY2(special > 200, qPrintable(QStringLiteral("%1: %2 hands closer by a special form").arg(rid).arg(special)));
        }
    }

    // fillShapes puts into the shape cache, for every discard of a 3n+2
    // hand at once, what the one-at-a-time lookup computes for each hand
    // that discard leaves (shanten and useful kinds, all winning forms).
    void fillShapesMatchesOneAtATime() {
        for (const char* rid : {"riichi", "binshi", "yuque", "lingque", "shanghai"}) {
            Table t(makeRuleset(rid), {}, 5);
            const SeatView v = t.view(0);
            const ai::Picture pic = ai::makePicture(v);
            Rng rng(0xf111ULL);
            int compared = 0, found = 0;
            for (int i = 0; i < 3000; ++i) {
                const int melds = i % 4 == 0 ? int(rng.below(5)) : 0;
                const std::vector<Meld> ms = honourPons(rng, melds);
                ai::ShapeCache filled(16), single(16);
                ai::HandEval batch(pic, ms, false, {}, ai::EvalConfig{});
                ai::HandEval one(pic, ms, false, {}, ai::EvalConfig{});
                batch.useShapes(filled);
                one.useShapes(single);
                Counts c{};
                const int pool = 4 + int(rng.below(31)), base = int(rng.below(kNumKinds));
                for (int n = 0; n < 14 - 3 * melds;) {
                    const int k = (base + int(rng.below(std::uint32_t(pool)))) % kNumKinds;
                    if (c[std::size_t(k)] < 4) ++c[std::size_t(k)], ++n;
                }
                const std::uint64_t all = (std::uint64_t(1) << kNumKinds) - 1;
                const std::uint64_t discards = i % 3 == 0 ? (rng.next() & all) : all;
                batch.fillShapes(c, discards);
                // The cache's key (handeval.cpp shapeKey): the counts, the meld
                // count and the winning forms.
                const std::uint8_t forms = melds ? std::uint8_t(kFormStandard) : pic.prof->forms;
                for (int k = 0; k < kNumKinds; ++k) {
                    if (!c[std::size_t(k)] || !((discards >> k) & 1)) continue;
                    Counts x = c;
                    --x[std::size_t(k)];
                    ai::WinKey key = ai::countsKey(x);
                    key.b |= std::uint64_t(melds) << 52 | std::uint64_t(forms) << 56;
                    if (const std::uint64_t* e = filled.useful.find(key)) {
                        QCOMPARE(*e, one.shapeBits(x));
                        ++found;
                    }
                    ++compared;
                }
            }
            // Every discard asked is there (but for a rare slot shared by two).
            QVERIFY(compared > 20000 && found > compared - compared / 100);
        }
    }

    // availSum (all kinds at once) is avail summed kind by kind, for hands
    // holding more or fewer copies than the seat's own and with or without
    // counting only unseen copies.
    void availSumMatchesAvail() {
        Table t(makeRuleset("lingque"), {}, 11);
        const SeatView v = t.view(0);
        const ai::Picture pic = ai::makePicture(v);
        Rng rng(0xa5a5ULL);
        int compared = 0, positive = 0;
        for (int visible = 0; visible < 2; ++visible) {
            ai::EvalConfig cfg;
            cfg.countVisible = visible == 1;
            ai::HandEval he(pic, {}, false, {}, cfg);
            for (int i = 0; i < 5000; ++i) {
                Counts c = pic.hand;
                for (int j = int(rng.below(6)); j > 0; --j) {
                    const int k = int(rng.below(kNumKinds));
                    if (rng.below(2) && c[std::size_t(k)] < 4) ++c[std::size_t(k)];
                    else if (c[std::size_t(k)] > 0) --c[std::size_t(k)];
                }
                const std::uint64_t kinds = rng.next() & ((std::uint64_t(1) << kNumKinds) - 1);
                int want = 0;
                for (int k = 0; k < kNumKinds; ++k)
                    if ((kinds >> k) & 1) want += he.avail(c, Kind(k));
                QCOMPARE(he.availSum(c, kinds), want);
                ++compared;
                positive += want > 0;
            }
        }
        QVERIFY(compared == 10000 && positive > 9000);
    }

    // What the bots learn from the scorers: winning forms and facts.
    void profilesFromScorers() {
        auto test = makeRuleset("test");
        Options o;
        o.resolve(test->optionDescs());
        const auto& p = ai::profileFor(*test, o);
        QVERIFY(p.forms & kFormSevenPairs);           // the test ruleset accepts seven pairs
        QVERIFY(!(p.forms & kFormThirteenOrphans));   // ... but not thirteen orphans
        QVERIFY(!p.rules.furitenOwnDiscards && !p.rules.furitenPassed);
        QVERIFY(p.validClosed > 0.99 && p.validOpen > 0.99);  // any complete hand wins
        QVERIFY(p.typicalValue >= 1);
        if (auto yq = makeRuleset("yuque")) {
            Options oy;
            oy.resolve(yq->optionDescs());
            const auto& py = ai::profileFor(*yq, oy);
            QVERIFY(!(py.forms & kFormSevenPairs));  // yuque.md "Play": standard form only
            QVERIFY(!py.rules.furitenOwnDiscards && !py.rules.furitenPassed);
            QVERIFY(py.fullFlushGain > py.halfFlushGain && py.halfFlushGain > 1.5);  // f² rewards flushes
            // docs/rulesets/yuque.md "Points and settlement": the discarder
            // loses p/2, a ready non-winner gains half its p, the winner gains
            // p (7p/6 on a self-draw with tsumo_bonus_to_winner); min_fan
            // (yuque.md "Play").
            QCOMPARE(py.rules.dealInShare, 0.5);
            QCOMPARE(py.rules.tenpaiShare, 0.5);
            QCOMPARE(py.rules.tsumoGain, 1.0);
            QCOMPARE(py.rules.minimum, 0LL);
            QVERIFY(py.rules.declareWord.empty() && py.rules.potCounter.empty());
            QVERIFY(py.rules.indicatorBonus.empty());  // no dora
            Options ob = oy;
            ob.set("tsumo_bonus_to_winner", 1);
            ob.set("min_fan", 3);
            const auto& pb = ai::profileFor(*yq, ob);
            QCOMPARE(pb.rules.tsumoGain, 7.0 / 6.0);
            QCOMPARE(pb.rules.minimum, 3LL);
            QCOMPARE(pb.rules.minimumUnit, std::string("fan"));
            QVERIFY2(pb.validClosed < py.validClosed, qPrintable(QString::number(pb.validClosed)));
        }
        if (auto rr = makeRuleset("riichi")) {
            Options orr;
            orr.resolve(rr->optionDescs());
            const auto& pr = ai::profileFor(*rr, orr);
            QVERIFY(pr.rules.furitenOwnDiscards && pr.rules.furitenPassed);
            QCOMPARE(pr.rules.declareWord, std::string("riichi"));
            // riichi.md "Dora": the next kind, 9 → 1 within a suit, the
            // winds and the dragons each in their own cycle.
            QCOMPARE(pr.rules.indicatorBonus.size(), std::size_t(kNumKinds));
            QCOMPARE(int(pr.rules.indicatorBonus[4]), 5);   // 5m → 6m
            QCOMPARE(int(pr.rules.indicatorBonus[17]), 9);  // 9p → 1p
            QCOMPARE(int(pr.rules.indicatorBonus[kNorth]), int(kEast));
            QCOMPARE(int(pr.rules.indicatorBonus[kRed]), int(kWhite));
            QVERIFY(pr.forms & kFormSevenPairs);
            QVERIFY(pr.forms & kFormThirteenOrphans);
            QVERIFY(pr.validDeclared > 0.99);     // riichi is a yaku
            QVERIFY(pr.validOpen < 0.6);          // an open hand needs a yaku
            const auto& hf = ai::honourFacts(*rr, orr, 1, 0);  // South seat, East round
            QVERIFY(hf.tripletValid[4] && hf.tripletValid[5] && hf.tripletValid[6]);  // dragons
            QVERIFY(hf.tripletValid[0] && hf.tripletValid[1]);  // round wind E, seat wind S
            QVERIFY(!hf.tripletValid[2] && !hf.tripletValid[3]);  // W, N: guest winds
            // riichi.md "Play": the winner takes the deposits; ura dora add
            // to a riichi win (learned through the scorer, never a fixed number).
            QCOMPARE(pr.rules.potCounter, std::string("deposits"));
            // riichi.md "Riichi": 1000 up front; riichi.md "Exhaustive draw":
            // ready over not ready is worth 2500 at least; riichi.md "Points":
            // the points are what the winner receives; one yaku at least
            // (riichi.md "Rules in brief").
            QCOMPARE(pr.rules.declareCost, 1000.0);
            QCOMPARE(pr.rules.tenpaiFixed, 2500.0);
            QCOMPARE(pr.rules.tsumoGain, 1.0);
            QCOMPARE(pr.rules.dealInShare, 1.0);
            QCOMPARE(pr.rules.minimum, 1LL);
            QVERIFY2(pr.hiddenIndicatorGain > 1.05 && pr.hiddenIndicatorGain < 2,
                     qPrintable(QString::number(pr.hiddenIndicatorGain)));
        }
        QCOMPARE(p.hiddenIndicatorGain, 1.0);  // the test scorer has no ura
        QVERIFY(p.rules.potCounter.empty());
        // Four claimed melds: the test scorer pays a hand, not its melds;
        // 上海's 大吊车 (shanghai.md "Winning types": 1 喇 = 50 花 against a
        // plain 3) pays many plain hands, so Strong weighs calls that keep a
        // ready hand ready there; riichi's and 玉雀's open hands pay no more.
        QVERIFY2(p.allMeldsGain < 1.5, qPrintable(QString::number(p.allMeldsGain)));
        for (const char* id : {"riichi", "yuque"})
            if (auto r = makeRuleset(id)) {
                Options ro;
                ro.resolve(r->optionDescs());
                const double g = ai::profileFor(*r, ro).allMeldsGain;
                QVERIFY2(g < ai::kBigStyleGain / 4, qPrintable(QString(id) + " " + QString::number(g)));
            }
        if (auto sh = makeRuleset("shanghai")) {
            Options so;
            so.resolve(sh->optionDescs());
            const double g = ai::profileFor(*sh, so).allMeldsGain;
            QVERIFY2(g >= ai::kBigStyleGain, qPrintable(QString::number(g)));
            // shanghai.md "Counting 花": nothing for a concealed hand, any
            // complete hand wins: opening costs nothing the scorer sees, so
            // Strong's calls need no margin there (levels.cpp openFreeMargin).
            QVERIFY(ai::openPaysAsClosed(ai::profileFor(*sh, so)));
        }
        // A declaration (riichi), fans for a concealed hand (玉雀's 门前清)
        // or a minimum that open hands seldom reach (灵雀, binshi): calls keep
        // their margin.
        for (const char* id : {"riichi", "yuque", "lingque", "binshi"})
            if (auto r = makeRuleset(id)) {
                Options ro;
                ro.resolve(r->optionDescs());
                QVERIFY2(!ai::openPaysAsClosed(ai::profileFor(*r, ro)), id);
            }
    }

    // Where open hands pay as much as closed ones, Strong paces an open
    // hand's steps like a closed hand's (levels.cpp openFreeSpeed, docs/bots.md
    // "Measured (上海, fifth round)"); elsewhere, and at the other levels,
    // the level's own pace stands.
    void openFreePaceOnlyWhereOpenPays() {
        const auto sh = makeRuleset("shanghai");
        const auto ri = makeRuleset("riichi");
        QVERIFY(sh && ri);
        Options so, ro;
        so.resolve(sh->optionDescs());
        ro.resolve(ri->optionDescs());
        const ai::RulesetProfile& shp = ai::profileFor(*sh, so);
        const ai::RulesetProfile& rip = ai::profileFor(*ri, ro);
        const ai::EvalConfig strongSh = ai::evalConfigFor(ai::Level::Strong, shp);
        const ai::EvalConfig strongRi = ai::evalConfigFor(ai::Level::Strong, rip);
        QCOMPARE(strongSh.openSpeed, 1.0);
        QVERIFY(strongRi.openSpeed > 1.0);
        QCOMPARE(ai::evalConfigFor(ai::Level::Standard, shp).openSpeed,
                 ai::evalConfigFor(ai::Level::Standard, rip).openSpeed);
        // 上海's discards win for every ready seat (no declaration, no
        // furiten, no minimum): Strong counts them (ronOpen); riichi's not.
        QVERIFY(strongSh.ronMult > strongRi.ronMult);
    }

    // A ruleset defined here states rule facts unlike the test ruleset's
    // (furiten, a minimum, a declaration with a cost and a pot, tenpai
    // payments, other shares): the profile and the picture follow them
    // with no bot code naming it.
    void profileFollowsRuleFacts() {
        RuleFacts f;
        f.minimum = 2;
        f.minimumUnit = "points";
        f.furitenOwnDiscards = true;
        f.furitenPassed = true;
        f.declareWord = "ready";
        f.declareCost = 10;
        f.potCounter = "pot";
        f.tenpaiFixed = 3;
        f.tenpaiShare = 0.25;
        f.dealInShare = 2;
        f.ronGain = 4;
        f.tsumoGain = 4.5;
        const auto facts = std::make_shared<FactsRuleset>("facts_all", f);
        Options o;
        o.resolve(facts->optionDescs());
        const auto& p = ai::profileFor(*facts, o);
        QCOMPARE(p.id, std::string("facts_all"));
        QCOMPARE(p.rules.minimum, 2LL);
        QCOMPARE(p.rules.minimumUnit, std::string("points"));
        QVERIFY(p.rules.furitenOwnDiscards && p.rules.furitenPassed);
        QCOMPARE(p.rules.declareWord, std::string("ready"));
        QCOMPARE(p.rules.declareCost, 10.0);
        QCOMPARE(p.rules.potCounter, std::string("pot"));
        QCOMPARE(p.rules.tenpaiFixed, 3.0);
        QCOMPARE(p.rules.tenpaiShare, 0.25);
        QCOMPARE(p.rules.dealInShare, 2.0);
        QCOMPARE(p.rules.ronGain, 4.0);
        QCOMPARE(p.rules.tsumoGain, 4.5);
        // What the profile learns by scoring follows the same rules: a plain
        // hand on a discard (1 point) is below the minimum, a declared one
        // (2 points) reaches it.
        QVERIFY2(p.validClosed < 0.01, qPrintable(QString::number(p.validClosed)));
        QVERIFY2(p.validDeclared > 0.99, qPrintable(QString::number(p.validDeclared)));
        QCOMPARE(p.meanDeclared, 2.0);

        // The plain test ruleset: the defaults, every complete hand wins.
        auto plain = makeRuleset("test");
        Options po;
        po.resolve(plain->optionDescs());
        const auto& pp = ai::profileFor(*plain, po);
        QCOMPARE(pp.rules.minimum, 0LL);
        QVERIFY(pp.rules.declareWord.empty());
        QCOMPARE(pp.rules.dealInShare, 1.0);
        QCOMPARE(pp.rules.ronGain, 1.0);
        QCOMPARE(pp.rules.tsumoGain, 3.0);
        QVERIFY(pp.validClosed > 0.99);

        // Furiten reaches the danger read. Seat 0 discarded 5p: under
        // furiten on one's own river seat 0 cannot be waiting on it; under
        // the plain rules it still may.
        const auto readsOf = [](const std::shared_ptr<const Ruleset>& rs) {
            auto t = tableAfterA5pDiscard(rs);
            const SeatView v = t->view(1);
            const ai::Picture pic = ai::makePicture(v);
            const Kind k = parseTile("5p").kind;
            return std::array<double, 3>{oppAt(pic, 0).waitProb[k], oppAt(pic, 2).waitProb[k], oppAt(pic, 3).waitProb[k]};
        };
        const auto withFacts = readsOf(facts);
        const auto withPlain = readsOf(plain);
        QCOMPARE(withFacts[0], 0.0);
        QVERIFY(withPlain[0] > 0);
        // Seats 2 and 3 let the 5p pass since their last discard: safe under
        // furiten on a passed win, not under the plain rules.
        QCOMPARE(withFacts[1], 0.0);
        QCOMPARE(withFacts[2], 0.0);
        QVERIFY(withPlain[1] > 0 && withPlain[2] > 0);
        // Only the passed-win rule (a seat may win on its own discards'
        // kinds): seat 0's own 5p is a possible wait again, the others'
        // passed one is not.
        RuleFacts passedOnly;
        passedOnly.furitenPassed = true;
        const auto passed = readsOf(std::make_shared<FactsRuleset>("facts_passed", passedOnly));
        QVERIFY(passed[0] > 0);
        QCOMPARE(passed[1], 0.0);
        QCOMPARE(passed[2], 0.0);
        // What an opponent's win costs follows the discarder's share:
        // twice the plain share for the same typical value.
        auto t = tableAfterA5pDiscard(facts);
        const SeatView v = t->view(1);
        const ai::Picture pic = ai::makePicture(v);
        const ai::Opponent& o2 = oppAt(pic, 2);
        QCOMPARE(o2.value, pic.prof->typicalValue * 2.0);
    }

    // riichi: a closed tenpai whose only yaku would be a self-draw declares
    // on its first discard (two-sided wait, a full wall); the isolated 9m goes.
    void declaresAnEarlyYakulessTenpai() {
        if (!makeRuleset("riichi")) QSKIP("riichi not registered");
        for (const char* lvl : {"standard", "strong"}) {
            auto t = makeTable("riichi", {}, {"123m456p789s34m11z", "2p2p3p3p4p4p6s6s7s7s8s8s5z", "1p1p1p5s5s5s9m9m6z6z7z7z3z",
                                               "2z2z2z3z3z4z4z4z5z5z6z7z8p"},
                               "9m");
            t->applyForced();
            auto bot = ai::makeBot(lvl, 1);
            const Action a = bot->choose(t->view(0));
            QVERIFY2(a.type == ActionType::Discard && a.declare && kindOfId(a.tile) == parseTile("9m").kind,
                     qPrintable(QString::fromStdString(std::string(lvl) + ": " + t->describe(a))));
        }
    }

    // riichi.md "Game": after all-last the game ends once somebody has
    // 30000. Strong passes a win that would end it with itself still last
    // (playing on cannot end lower) and takes one that lifts it, or one
    // after which the game goes on; Standard takes every win.
    void passesAWinThatEndsTheGameLast() {
        if (!makeRuleset("riichi")) QSKIP("riichi not registered");
        Options east;
        east.set("length", 0);
        auto t = makeTable("riichi", east, {"123m456p789s34m99s", "2p2p3p3p4p4p6s6s7s7s8s8s5z", "1p1p1p5s5s5s9m9m6z6z7z7z3z",
                                             "2z2z2z3z3z4z4z4z5z5z6z7z8p"},
                           "2m");
        t->applyForced();
        SeatView v = t->view(0);
        QVERIFY(std::any_of(v.legal.begin(), v.legal.end(), [](const Action& a) { return a.type == ActionType::Tsumo; }));
        // East 4 (all-last of an East-only game), seat 1 deals: seat 0's
        // self-draw (pinfu, tsumo: 400 / 700, 1500 in all) ends the game unless seat 0
        // deals or nobody reaches 30000.
        v.pub.roundWind = 0;
        v.pub.handInRound = 4;
        v.pub.dealer = 1;
        v.pub.honba = 0;
        auto choice = [&](const char* lvl, std::array<long long, 4> scores) {
            for (int s = 0; s < 4; ++s) v.pub.seats[std::size_t(s)].score = scores[std::size_t(s)];
            return ai::makeBot(lvl, 1)->choose(v).type;
        };
        QVERIFY(choice("strong", {10000, 32000, 30000, 28000}) != ActionType::Tsumo);
        QCOMPARE(int(choice("standard", {10000, 32000, 30000, 28000})), int(ActionType::Tsumo));
        QCOMPARE(int(choice("strong", {27000, 32000, 21000, 20000})), int(ActionType::Tsumo));
        QCOMPARE(int(choice("strong", {13000, 29000, 29000, 29000})), int(ActionType::Tsumo));
        // Last by 1500: the win (seat 3 pays 400) lifts it past seat 3.
        QCOMPARE(int(choice("strong", {20000, 33000, 25500, 21500})), int(ActionType::Tsumo));
        // Last by 2000: 21500 against 21600, still last; passed.
        QVERIFY(choice("strong", {20000, 33000, 25000, 22000}) != ActionType::Tsumo);
    }

    // docs/bots.md "Fifth round" (knob `keep`, off for Strong): a discard
    // among the hand's safest tiles against a declaration pays what folding
    // later loses by it. Seat 0 is a step from ready with the north wind
    // (seat 1's own discard: safe against its riichi) as its least useful
    // tile; Strong lets it go, and with the knob high keeps it and lets an
    // unsafe single go instead, staying a step from ready.
    void keepsASafeTileWhenAskedTo() {
        if (!makeRuleset("riichi")) QSKIP("riichi not registered");
        auto t = makeTable("riichi", {}, {"123m456p789s55s8m4z", "2p2p3p3p4p4p6s6s7s7s8s8s5z", "1p1p1p2s2s2s9m9m6z6z7z7z3z",
                                           "2z2z2z3z3z4z4z4z5z5z6z7z8p"},
                           "3p");
        t->applyForced();
        SeatView v = t->view(0);
        int turn = 0;
        for (const Tile& x : parseTiles("4z1s9p2z9m1p")) {
            DiscardRec d;
            d.tile = x;
            d.declare = ++turn == 6;
            v.pub.seats[1].river.push_back(d);
        }
        auto pick = [&](const char* name) {
            const Action a = ai::makeBot(name, 1)->choose(v);
            return a.type == ActionType::Discard ? kindOfId(a.tile) : Kind(kNumKinds);
        };
        const Kind north = parseTile("4z").kind;
        QCOMPARE(int(pick("strong")), int(north));
        const Kind kept = pick("strong:keep=20");
        QVERIFY2(kept == parseTile("8m").kind || kept == parseTile("3p").kind, qPrintable(QString::number(int(kept))));
    }

    // docs/bots.md "Sixth round" (`pshr`, off): a far hand's sampled value
    // (playouts to a ready hand, scored) counts this share against the mean
    // over the decision's candidates. Hands of four yardsticks (frozen code)
    // are played out; at every closed far decision (three steps or more, no
    // declaration yet) the Strong is asked with the default share written
    // out, which must decide as the Strong, and with the whole sampled value,
    // which must part from it in a fair share of them.
    void sampledFarValueShareMovesFarDiscards() {
        auto rs = makeRuleset("riichi");
        if (!rs) QSKIP("riichi not registered");
        int asked = 0, parted = 0;
        probeYardstickHands(rs, 7300, 12, [] { return false; }, [&](const Table&, int s, const SeatView& v) {
            if (!hasDiscard(v) || anotherDeclared(v, s) || !v.pub.seats[std::size_t(s)].melds.empty()) return;
            Counts c{};
            for (TileId id : v.own.hand) ++c[kindOfId(id)];
            if (shanten(c, 0).best() < 3) return;
            ++asked;
            const Action dflt = ai::makeBot("strong", 1)->choose(v);
            const Action same = ai::makeBot("strong:pshr=0.3", 1)->choose(v);
            const Action whole = ai::makeBot("strong:pshr=1", 1)->choose(v);
            QCOMPARE(int(kindOfId(same.tile)), int(kindOfId(dflt.tile)));
            QCOMPARE(int(whole.type), int(ActionType::Discard));
            if (kindOfId(whole.tile) != kindOfId(dflt.tile)) ++parted;
        });
        if (QTest::currentTestFailed()) return;
        QVERIFY2(asked >= 100, qPrintable(QString("only %1 far decisions").arg(asked)));
        QVERIFY2(parted * 20 >= asked, qPrintable(QString("%1 of %2 far decisions parted").arg(parted).arg(asked)));
    }

    // docs/bots.md "Sixth round" (`fcost`, off): a folding hand lets go of
    // the tile with the least expected deal-in cost instead of the least
    // chance. Hands of four yardsticks (frozen code) are played out; at every
    // turn facing a declaration the Strong is asked with and without the
    // knob. Where they part (only a folding hand can), each choice must be
    // the better one by its own measure as the Strong's picture reads it.
    void foldingByCostLetsGoOfTheCheapestTile() {
        auto rs = makeRuleset("riichi");
        if (!rs) QSKIP("riichi not registered");
        int asked = 0, parted = 0;
        probeYardstickHands(rs, 7500, 40, [&] { return parted >= 6; }, [&](const Table&, int s, const SeatView& v) {
            int threats = 0;
            for (int o = 0; o < 4; ++o)
                if (o != s && (seatDeclared(v, o) || v.pub.seats[std::size_t(o)].melds.size() >= 2)) ++threats;
            if (!hasDiscard(v) || threats < 2) return;
            ++asked;
            auto chance = ai::makeBot("strong", 1);
            auto cost = ai::makeBot("strong:fcost=1", 1);
            const Action a = chance->choose(v);
            const Action b = cost->choose(v);
            if (a.type != ActionType::Discard || b.type != ActionType::Discard || kindOfId(a.tile) == kindOfId(b.tile))
                return;
            ++parted;
            const ai::DiscardNote na = chance->lastDiscardNote(), nb = cost->lastDiscardNote();
            QVERIFY(na.valid && nb.valid);
            QVERIFY2(nb.dealInCost <= na.dealInCost + 1e-9,
                     qPrintable(QString("cost %1 against %2").arg(nb.dealInCost).arg(na.dealInCost)));
            QVERIFY2(na.dealIn <= nb.dealIn + 1e-9, qPrintable(QString("chance %1 against %2").arg(na.dealIn).arg(nb.dealIn)));
        });
        if (QTest::currentTestFailed()) return;
        QVERIFY2(parted >= 1, qPrintable(QString("%1 turns facing two threats, none parted").arg(asked)));
    }

    // docs/bots.md "Sixth round" (`foldread`, off): a folding hand orders
    // its tiles by the table read of the declared hands (suji, kabe,
    // one-chance, copies left) instead of the wait shapes. Hands of four
    // yardsticks are played out; at every turn facing a declaration the
    // Strong is asked with and without the knob. Where they part (only a
    // folding hand can), each choice must be the safer by its own reading.
    void foldingByTheTableReadOrdersBySujiAndKabe() {
        auto rs = makeRuleset("riichi");
        if (!rs) QSKIP("riichi not registered");
        int asked = 0, parted = 0;
        probeYardstickHands(rs, 7700, 40, [&] { return parted >= 6; }, [&](const Table&, int s, const SeatView& v) {
            if (!hasDiscard(v) || !anotherDeclared(v, s)) return;
            ++asked;
            auto shapes = ai::makeBot("strong", 1);
            auto read = ai::makeBot("strong:foldread=1", 1);
            const Action a = shapes->choose(v);
            const Action b = read->choose(v);
            if (a.type != ActionType::Discard || b.type != ActionType::Discard || kindOfId(a.tile) == kindOfId(b.tile))
                return;
            ++parted;
            const ai::DiscardNote na = shapes->lastDiscardNote(), nb = read->lastDiscardNote();
            QVERIFY(na.valid && nb.valid);
            QVERIFY2(na.dealIn <= nb.dealIn + 1e-9, qPrintable(QString("shapes %1 against %2").arg(na.dealIn).arg(nb.dealIn)));
            ai::Picture p = ai::makePicture(v);
            ai::readDeclared(p);
            const double pa = p.dealInProb(kindOfId(a.tile)), pb = p.dealInProb(kindOfId(b.tile));
            QVERIFY2(pb <= pa + 1e-9, qPrintable(QString("read %1 against %2").arg(pb).arg(pa)));
        });
        if (QTest::currentTestFailed()) return;
        QVERIFY2(parted >= 1, qPrintable(QString("%1 turns facing a declaration, none parted").arg(asked)));
    }

    // docs/bots.md "Fifth round" (`cpass`, on for Strong in riichi): passing
    // a claim pays for the passing hand's next discard, as a call pays for
    // its discard now. Hands of four yardsticks (frozen code, so the same
    // positions every run) are played out; at every claim offered under a
    // declaration the Strong and the Strong without the knob are asked.
    // They must part somewhere, and where they do the Strong calls and the
    // other passes: the pass no longer looks free.
    void passingAClaimPaysForTheNextDiscard() {
        auto rs = makeRuleset("riichi");
        if (!rs) QSKIP("riichi not registered");
        int offers = 0, parted = 0;
        probeYardstickHands(rs, 7100, 40, [&] { return parted >= 3; }, [&](const Table& t, int s, const SeatView& v) {
            auto offered = [&](std::initializer_list<ActionType> types) {
                return std::any_of(v.legal.begin(), v.legal.end(), [&](const Action& a) {
                    return std::find(types.begin(), types.end(), a.type) != types.end();
                });
            };
            if (!offered({ActionType::Chi, ActionType::Pon}) || !anotherDeclared(v, s) || offered({ActionType::Ron})) return;
            ++offers;
            const Action with = ai::makeBot("strong", 1)->choose(v);
            const Action without = ai::makeBot("strong:cpass=0", 1)->choose(v);
            if (with.type == without.type) return;
            ++parted;
            QVERIFY2(with.type == ActionType::Chi || with.type == ActionType::Pon,
                     qPrintable(QString::fromStdString(t.describe(with))));
            QCOMPARE(int(without.type), int(ActionType::Pass));
        });
        if (QTest::currentTestFailed()) return;
        QVERIFY2(parted >= 1, qPrintable(QString("%1 offers under a declaration, none parted").arg(offers)));
    }

    // docs/bots.md "Seventh round" (ai/rollout.h): the playouts of a hand
    // facing a declaration. Hands of four yardsticks are played out; at
    // turns facing one, each discard the seat could make is played out
    // against pictures altered so that the answer is known:
    // - the declared seat certainly waits on the discard's kind alone (and
    //   nobody else is ready): every playout deals in at once, the mean is
    //   exactly minus that seat's value;
    // - nobody is ready nor becomes so, and being ready pays nothing:
    //   nothing can be lost, no mean is below zero, and where the hand is
    //   ready, some wait with copies unseen wins and a dozen draws are
    //   left, a win comes in some playout (a mean above zero);
    // - the same seed gives the same means, another seed other ones.
    void playoutsCountDealInsWinsAndNothingElse() {
        auto rs = makeRuleset("riichi");
        if (!rs) QSKIP("riichi not registered");
        int asked = 0, readyAsked = 0;
        probeYardstickHands(rs, 7900, 40, [&] { return asked >= 12 && readyAsked >= 2; },
                            [&](const Table&, int s, const SeatView& v) {
            if (!hasDiscard(v) || !anotherDeclared(v, s) || seatDeclared(v, s)) return;
            const ai::Picture pic = ai::makePicture(v);
            ai::HandEval he(pic, pic.melds, pic.declared, pic.red, ai::evalConfigFor(ai::Level::Strong, *pic.prof));
            std::vector<ai::RolloutCandidate> cands;
            for (int k = 0; k < kNumKinds; ++k) {
                if (!pic.hand[std::size_t(k)]) continue;
                ai::RolloutCandidate c;
                c.hand = pic.hand;
                --c.hand[std::size_t(k)];
                c.discard = Kind(k);
                c.eval = &he;
                cands.push_back(c);
            }
            ++asked;
            ai::RolloutConfig cfg;
            cfg.playouts = 60;
            cfg.seed = 11;
            // Certain deal-ins.
            int declared = -1;
            for (int i = 0; i < 3; ++i)
                if (pic.opp[std::size_t(i)].declared) declared = i;
            QVERIFY(declared >= 0);
            for (const auto& c : cands) {
                ai::Picture sure = pic;
                for (auto& o : sure.opp) {
                    o.tenpai = 0;
                    o.declared = false;
                    o.waitProb.fill(0);
                }
                auto& d = sure.opp[std::size_t(declared)];
                d.declared = true;
                d.tenpai = 1;
                d.waitProb[std::size_t(c.discard)] = 1;
                std::vector<ai::RolloutCandidate> one{c};
                const double got = ai::rolloutValues(sure, one, cfg)[0];
                QVERIFY2(std::abs(got + d.value) < 1e-6, qPrintable(QString("%1 against %2").arg(got).arg(-d.value)));
            }
            // Nobody ready.
            ai::Picture calm = pic;
            for (auto& o : calm.opp) {
                o.tenpai = 0;
                o.declared = false;
            }
            ai::RolloutConfig still = cfg;
            still.readyRate = still.readyRateOpen = 0;
            still.readyPayment = 0;  // only wins count
            const std::vector<double> vals = ai::rolloutValues(calm, cands, still);
            for (std::size_t j = 0; j < cands.size(); ++j) {
                QVERIFY2(vals[j] >= 0, qPrintable(QString("%1").arg(vals[j])));
                const ai::HandEval::Tenpai t = he.tenpai(cands[j].hand);
                if (he.shanten13(cands[j].hand) == 0 && t.waitsLeft > 0 && t.bestValue > 0 && pic.wallLeft >= 12) {
                    ++readyAsked;
                    QVERIFY2(vals[j] > 0, qPrintable(QString("ready with %1 copies, %2 in the wall, mean %3")
                                                         .arg(t.waitsLeft)
                                                         .arg(pic.wallLeft)
                                                         .arg(vals[j])));
                }
            }
            // The seed decides the deals.
            const std::vector<double> a = ai::rolloutValues(pic, cands, cfg), b = ai::rolloutValues(pic, cands, cfg);
            QCOMPARE(a, b);
            ai::RolloutConfig other = cfg;
            other.seed = 12;
            QVERIFY(ai::rolloutValues(pic, cands, other) != a);
        });
        if (QTest::currentTestFailed()) return;
        QVERIFY2(asked >= 12 && readyAsked >= 2, qPrintable(QString("%1 turns, %2 ready hands").arg(asked).arg(readyAsked)));
    }

    // docs/bots.md "Seventh round" (ai/waitread.h, knob `fitread`): the
    // fitted read of a declared hand's waits. Hands of four yardsticks are
    // played out; at every turn facing a declaration, each kind the
    // declarer could still win on is read both ways and checked against
    // the declarer's true waits (its concealed tiles, which a test may
    // see). Over those readings the fitted read's log-loss is below the
    // picture's own, kinds the declarer cannot win on stay at 0, and the
    // features say what the river shows (suji on both sides of a middle
    // tile whose two suji are both safe, the dora kind).
    void fittedReadKnowsDeclaredWaitsBetter() {
        auto rs = makeRuleset("riichi");
        if (!rs) QSKIP("riichi not registered");
        double lossRead = 0, lossFit = 0;
        int readings = 0;
        probeYardstickHands(rs, 8100, 160, [&] { return readings >= 30000; }, [&](const Table& t, int s, const SeatView& v) {
            if (!hasDiscard(v) || !anotherDeclared(v, s)) return;
            const ai::Picture read = ai::makePicture(v);
            ai::Picture fit = read;
            ai::readDeclaredFitted(fit);
            for (int i = 0; i < 3; ++i) {
                const ai::Opponent& o = read.opp[std::size_t(i)];
                if (!o.declared) continue;
                const Counts c = concealedOf(t, o.seat);
                const int melds = int(v.pub.seats[std::size_t(o.seat)].melds.size());
                QCOMPARE(shanten(c, melds).best(), 0);  // a declared hand is ready
                for (int k = 0; k < kNumKinds; ++k) {
                    const double pf = fit.opp[std::size_t(i)].waitProb[std::size_t(k)];
                    if (o.safe[std::size_t(k)]) {
                        QCOMPARE(pf, 0.0);
                        continue;
                    }
                    const bool wait = completes(c, melds, k);
                    lossRead += logLoss(wait, o.waitProb[std::size_t(k)]);
                    lossFit += logLoss(wait, pf);
                    ++readings;
                    const ai::WaitFeatures f = ai::declaredWaitFeatures(read, o, Kind(k));
                    if (isNumber(Kind(k)) && numberOf(Kind(k)) >= 4 && numberOf(Kind(k)) <= 6) {
                        const bool both = o.safe[std::size_t(k - 3)] && o.safe[std::size_t(k + 3)];
                        QCOMPARE(f[8] == 1, both);
                    }
                    bool dora = false;
                    for (const Tile& ind : read.dora)
                        if (read.prof->rules.indicatorBonus[std::size_t(ind.kind)] == Kind(k)) dora = true;
                    QCOMPARE(f[14] == 1, dora);
                }
            }
        });
        if (QTest::currentTestFailed()) return;
        QVERIFY2(readings >= 2000, qPrintable(QString("%1 readings").arg(readings)));
        QVERIFY2(lossFit < lossRead, qPrintable(QString("fitted %1 against %2 over %3 readings")
                                                    .arg(lossFit / readings)
                                                    .arg(lossRead / readings)
                                                    .arg(readings)));
    }

    // docs/bots.md "Seventh round" (readOpenSimples, knob `oyaku`): an open
    // seat whose melds are all simples is read as playing all simples.
    // Hands of four yardsticks are played out; at every turn, each such
    // seat's terminal and honour wait chances are scaled (a value honour's
    // by half as much less), every other kind and every other seat is left
    // as it was; and against the true waits of those seats when ready (a
    // test may see them) the scaled read's log-loss on those kinds is the
    // lower. (At 0.5: over these readings the picture read 4.2% of those
    // kinds as waits, 2.4% were, the scaled read says 2.3%.)
    void openSimplesReadLowersTerminalsAndHonours() {
        auto rs = makeRuleset("riichi");
        if (!rs) QSKIP("riichi not registered");
        double lossRead = 0, lossScaled = 0;
        int readings = 0, seats = 0;
        probeYardstickHands(rs, 8300, 120, [&] { return readings >= 4000; }, [&](const Table& t, int, const SeatView& v) {
            if (!hasDiscard(v)) return;
            const ai::Picture read = ai::makePicture(v);
            ai::Picture scaled = read;
            ai::readOpenSimples(scaled, 0.5);
            for (int i = 0; i < 3; ++i) {
                const ai::Opponent& o = read.opp[std::size_t(i)];
                const auto& melds = v.pub.seats[std::size_t(o.seat)].melds;
                bool simples = o.openMelds > 0 && !o.declared;
                for (const auto& m : melds)
                    for (TileId id : m.ids)
                        if (isHonor(kindOfId(id)) || isTerminal(kindOfId(id))) simples = false;
                const Counts c = concealedOf(t, o.seat);
                const bool ready = shanten(c, int(melds.size())).best() == 0;
                if (simples) ++seats;
                for (int k = 0; k < kNumKinds; ++k) {
                    const double a = o.waitProb[std::size_t(k)], b = scaled.opp[std::size_t(i)].waitProb[std::size_t(k)];
                    const bool edge = isHonor(Kind(k)) || isTerminal(Kind(k));
                    if (!simples || !edge) {
                        QCOMPARE(b, a);
                        continue;
                    }
                    const int h = k - kEast;
                    const bool value = isHonor(Kind(k)) && (isDragon(Kind(k)) || h == v.pub.seatWind(o.seat) || h == v.pub.roundWind);
                    QVERIFY(std::abs(b - a * (value ? 0.75 : 0.5)) < 1e-12);
                    if (!ready || o.safe[std::size_t(k)]) continue;
                    const bool wait = completes(c, int(melds.size()), k);
                    lossRead += logLoss(wait, a);
                    lossScaled += logLoss(wait, b);
                    ++readings;
                }
            }
        });
        if (QTest::currentTestFailed()) return;
        QVERIFY2(readings >= 500, qPrintable(QString("%1 readings, %2 seats").arg(readings).arg(seats)));
        QVERIFY2(lossScaled < lossRead, qPrintable(QString("scaled %1 against %2 over %3 readings")
                                                       .arg(lossScaled / readings)
                                                       .arg(lossRead / readings)
                                                       .arg(readings)));
    }

    // The Strong with playouts (knob `roll`) facing a declaration parts from
    // the Strong without at some turn of yardstick hands (it fails with the
    // knob unwired), and only ever chooses a legal discard.
    void playoutsChangeDecisionsFacingADeclaration() {
        auto rs = makeRuleset("riichi");
        if (!rs) QSKIP("riichi not registered");
        int asked = 0, parted = 0;
        probeYardstickHands(rs, 7900, 40, [&] { return parted >= 3; }, [&](const Table&, int s, const SeatView& v) {
            if (!hasDiscard(v) || !anotherDeclared(v, s) || seatDeclared(v, s)) return;
            ++asked;
            const Action a = ai::makeBot("strong", 1)->choose(v);
            const Action b = ai::makeBot("strong:roll=200", 1)->choose(v);
            QVERIFY(std::find(v.legal.begin(), v.legal.end(), b) != v.legal.end());
            if (a.type == ActionType::Discard && b.type == ActionType::Discard && kindOfId(a.tile) != kindOfId(b.tile)) ++parted;
        });
        if (QTest::currentTestFailed()) return;
        QVERIFY2(parted >= 1, qPrintable(QString("%1 turns facing a declaration, none parted").arg(asked)));
    }

    // Knob `rpref`: where the Strong keeps a ready hand silent with a tile
    // it could discard declaring, `rpref=100` declares with that very tile;
    // where the Strong declares or is not ready, the two choose alike.
    void preferringTheDeclarationDeclaresWithTheSameTile() {
        auto rs = makeRuleset("riichi");
        if (!rs) QSKIP("riichi not registered");
        int silent = 0, alike = 0;
        probeYardstickHands(rs, 8500, 80, [&] { return silent >= 4 && alike >= 40; }, [&](const Table&, int, const SeatView& v) {
            if (!hasDiscard(v)) return;
            const Action a = ai::makeBot("strong", 1)->choose(v);
            const Action b = ai::makeBot("strong:rpref=100", 1)->choose(v);
            if (a.type != ActionType::Discard) {
                QCOMPARE(b, a);
                return;
            }
            const bool couldDeclare = std::any_of(v.legal.begin(), v.legal.end(), [&](const Action& x) {
                return x.type == ActionType::Discard && x.declare && kindOfId(x.tile) == kindOfId(a.tile);
            });
            if (!a.declare && couldDeclare) {
                ++silent;
                QCOMPARE(int(b.type), int(ActionType::Discard));
                QVERIFY(b.declare);
                QCOMPARE(int(kindOfId(b.tile)), int(kindOfId(a.tile)));
            } else {
                ++alike;
                QCOMPARE(b, a);
            }
        });
        if (QTest::currentTestFailed()) return;
        QVERIFY2(silent >= 4, qPrintable(QString("%1 silent ready discards that could declare").arg(silent)));
    }

    // Constructed positions (test ruleset: any complete hand wins).
    void takesWinsAndPlaysEfficiently() {
        for (const char* lvl : {"beginner", "standard", "strong"}) {
            // Seat 0 draws 5p to a complete hand: every level wins.
            auto t = makeTable("test", {}, {"123m456m789m11p46p", "1z1z1z2z2z2z3z3z3z4z4z4z5z", "19m19p19s1234567z",
                                             "2m2m2m3p3p3p8s8s8s6z6z6z7z"},
                               "5p");
            t->applyForced();
            auto bot = ai::makeBot(lvl, 1);
            QCOMPARE(int(bot->choose(t->view(0)).type), int(ActionType::Tsumo));
        }
        for (const char* lvl : {"standard", "strong"}) {
            // An isolated honour goes before any part of a good shape.
            auto t = makeTable("test", {}, {"123m456m78p23s55s7z", "1z1z1z2z2z2z3z3z3z4z4z4z5z", "19m19p19s1234566z",
                                             "2m2m2m3p3p3p8s8s8s6z6z9s9s"},
                               "9m");
            t->applyForced();
            auto bot = ai::makeBot(lvl, 1);
            const Action a = bot->choose(t->view(0));
            QCOMPARE(int(a.type), int(ActionType::Discard));
            const Kind k = kindOfId(a.tile);
            QVERIFY2(k == parseTile("7z").kind || k == parseTile("9m").kind, qPrintable(QString::fromStdString(t->describe(a))));
        }
    }

    void claimsThatHelpAndPassesThatDoNot() {
        // Seat 1 (next after the dealer) holds 45m: a chi of 6m makes a group
        // and leaves it tenpai.
        auto make = [](const std::string& discard) {
            auto t = makeTable("test", {}, {discard + "147p258s12345z6z", "45m123p456p79s11z2z", "19m19p19s1234567z",
                                             "2m2m2m3p3p3p8s8s8s6z6z9s9s"},
                               "9p");
            t->applyForced();
            t->apply(find(*t, 0, ActionType::Discard, discard));
            return t;
        };
        {
            auto t = make("6m");
            QVERIFY(has(*t, 1, ActionType::Chi));
            for (const char* lvl : {"standard", "strong"}) {
                auto bot = ai::makeBot(lvl, 1);
                QCOMPARE(int(bot->choose(t->view(1)).type), int(ActionType::Chi));
            }
        }
        {
            // A pon that breaks the only pair and does not bring the hand closer: pass.
            auto t = makeTable("test", {}, {"1z147p258s12345m9p", "11z45m123p456p79s2z", "19m19p19s1234567z",
                                             "2m2m2m3p3p3p8s8s8s6z6z9s9s"},
                               "9m");
            t->applyForced();
            t->apply(find(*t, 0, ActionType::Discard, "1z"));
            QVERIFY(has(*t, 1, ActionType::Pon));
            for (const char* lvl : {"standard", "strong"}) {
                auto bot = ai::makeBot(lvl, 1);
                QCOMPARE(int(bot->choose(t->view(1)).type), int(ActionType::Pass));
            }
        }
    }

    void strongCallsForFourMeldsOverASmallWin() {
        // shanghai.md "Winning types": 大吊车 (four melds, 50 花) against a
        // plain win of 6 花. South pons East's 1z 2z 3z and holds 55m 99p,
        // ready on both; East then discards 9p: a win of 6 花 or the pon
        // that leaves a single wait on 5m with four melds. Strong pons
        // (allMeldsGain, callOverWin); Standard takes the win.
        auto rs = makeRuleset("shanghai");
        if (!rs) QSKIP("shanghai is not built");
        auto make = [&] {
            Options o;
            o.resolve(rs->optionDescs());
            auto t = std::make_unique<Table>(
                rs, Options{},
                makeWall(rs->config(o).wall.set,
                         {"123z234p678p234s6s", "112233z55m99p159s", "456789m567s778s5z", "1155p99s447m667z8m"},
                         "9m1m2m7m5p1s2s3p4p9p"),
                std::array<int, 2>{2, 5});
            const char* east[] = {"1z", "2z", "3z"};
            const char* south[] = {"1s", "5s", "9s"};
            const char* west[] = {"1m", "5p", "3p"};
            const char* north[] = {"2m", "1s", "4p"};
            auto passAll = [&] {
                while (t->phase() == Phase::Claim)
                    for (int s : t->seatsToAct()) t->apply(Action{ActionType::Pass, std::int8_t(s)});
            };
            auto drawDiscard = [&](int seat, const char* tile) {
                t->applyForced();
                t->apply(find(*t, seat, ActionType::Discard, tile));
            };
            for (int i = 0; i < 3; ++i) {
                drawDiscard(0, east[i]);
                t->apply(find(*t, 1, ActionType::Pon, east[i]));
                passAll();
                t->apply(find(*t, 1, ActionType::Discard, south[i]));
                passAll();
                drawDiscard(2, west[i]);
                passAll();
                drawDiscard(3, north[i]);
                passAll();
            }
            drawDiscard(0, "9p");
            return t;
        };
        auto t = make();
        QVERIFY(has(*t, 1, ActionType::Ron));
        QVERIFY(has(*t, 1, ActionType::Pon));
        QCOMPARE(int(ai::makeBot("strong", 1)->choose(t->view(1)).type), int(ActionType::Pon));
        QCOMPARE(int(ai::makeBot("standard", 1)->choose(t->view(1)).type), int(ActionType::Ron));
        QCOMPARE(int(ai::makeBot("strong:meldcalls=0", 1)->choose(t->view(1)).type), int(ActionType::Ron));
        // shanghai.md "Payments" (3口): South claimed three times from
        // East, so the two are related: South's self-draw takes 3 shares
        // from East (5 in all), a win on a discard one more from East, and
        // East's wins cost South one extra share. Counted only on request
        // (the `rel` knob); the plain picture keeps the rule facts' gains.
        const RuleFacts f = rs->ruleFacts(Options{});
        QCOMPARE(f.relationClaims, 3);
        const ai::Picture rel = ai::makePicture(t->view(1), true);
        QVERIFY(rel.relatedSeats(1, 0) && rel.relatedSeats(0, 1) && !rel.relatedSeats(1, 2));
        QCOMPARE(rel.tsumoGain, f.tsumoGain + f.relationTsumoShares - 1);
        QCOMPARE(rel.ronGain, f.ronGain + f.relationRonExtra);
        const ai::Picture plain = ai::makePicture(t->view(1));
        QCOMPARE(plain.tsumoGain, f.tsumoGain);
        QCOMPARE(plain.ronGain, f.ronGain);
        for (std::size_t i = 0; i < 3; ++i) {
            QCOMPARE(rel.opp[i].related, rel.opp[i].seat == 0);
            if (rel.opp[i].seat == 0) QVERIFY(rel.opp[i].value > plain.opp[i].value);
            else QCOMPARE(rel.opp[i].value, plain.opp[i].value);
        }
        // West has claimed nothing: one more claim from East makes no relation.
        ai::Picture west = ai::makePicture(t->view(2), true);
        west.addClaim(0);
        QCOMPARE(west.tsumoGain, f.tsumoGain);
    }

    void strongPonsAnHonourThatPays() {
        // shanghai.md "Counting 花": a dragon pon adds 2 花 to the 底花 of
        // 3. South holds 123m 456m 78p 23s 1p and a pair of 白 (5z), one
        // step from ready; the pon of East's 5z leaves it one step away
        // (the pair is gone) but worth 5 花 instead of 3. Where open hands
        // pay as much as closed ones (openPaysAsClosed) Strong weighs it and
        // pons; without the knob, and Standard, only calls that bring the
        // hand closer are weighed: they pass.
        auto rs = makeRuleset("shanghai");
        if (!rs) QSKIP("shanghai is not built");
        Options o;
        o.resolve(rs->optionDescs());
        auto t = std::make_unique<Table>(
            rs, Options{},
            makeWall(rs->config(o).wall.set,
                     {"5z234p678p234s6s9m9m", "123m456m78p23s55z1p", "456789m567s778s6z", "1155p99s447m667z8m"},
                     "2m1m2m7m5p1s2s3p4p9p"),
            std::array<int, 2>{2, 5});
        t->applyForced();
        t->apply(find(*t, 0, ActionType::Discard, "5z"));
        QVERIFY(has(*t, 1, ActionType::Pon));
        QCOMPARE(int(ai::makeBot("strong", 1)->choose(t->view(1)).type), int(ActionType::Pon));
        QCOMPARE(int(ai::makeBot("strong:hpon=0", 1)->choose(t->view(1)).type), int(ActionType::Pass));
        QCOMPARE(int(ai::makeBot("standard", 1)->choose(t->view(1)).type), int(ActionType::Pass));
    }

    void honourFactsAreSturdy() {
        // The honour facts for every seat wind and round wind follow what
        // the rules pay, whatever big hand the sample holds (docs/bots.md
        // "Honour facts": one full flush among the base hands once made a
        // paying pon read as a loss for some seats).
        if (auto rs = makeRuleset("shanghai")) {
            // shanghai.md "Counting 花": a wind pon adds 1 花, a dragon pon 2.
            Options o;
            o.resolve(rs->optionDescs());
            for (int seat = 0; seat < 4; ++seat)
                for (int round = 0; round < 4; ++round) {
                    const auto& hf = ai::honourFacts(*rs, o, seat, round);
                    const QString at = QString("seat %1 round %2").arg(seat).arg(round);
                    for (int h = 0; h < 7; ++h) {
                        const double pays = h < 4 ? 1.0 : 2.0;
                        QVERIFY2(hf.tripletGain[std::size_t(h)] > 0.5 * pays &&
                                     hf.tripletGain[std::size_t(h)] < 1.5 * pays,
                                 qPrintable(at + QString(" honour %1: %2").arg(h).arg(hf.tripletGain[std::size_t(h)])));
                    }
                }
        }
        if (auto rs = makeRuleset("riichi")) {
            // riichi.md "Yaku": 役牌 of the dragons, the seat wind and the
            // round wind pay an open hand (a double wind twice); a guest
            // wind pays nothing.
            Options o;
            o.resolve(rs->optionDescs());
            for (int seat = 0; seat < 4; ++seat)
                for (int round = 0; round < 4; ++round) {
                    const auto& hf = ai::honourFacts(*rs, o, seat, round);
                    const QString at = QString("seat %1 round %2").arg(seat).arg(round);
                    double guest = 0;
                    for (int w = 0; w < 4; ++w)
                        if (w != seat && w != round) guest = std::max(guest, hf.tripletGain[std::size_t(w)]);
                    for (int h = 0; h < 7; ++h) {
                        if (h < 4 && h != seat && h != round) continue;
                        QVERIFY2(hf.tripletValid[std::size_t(h)], qPrintable(at));
                        QVERIFY2(hf.tripletGain[std::size_t(h)] > guest + 500,
                                 qPrintable(at + QString(" honour %1: %2 against a guest wind's %3")
                                                     .arg(h)
                                                     .arg(hf.tripletGain[std::size_t(h)])
                                                     .arg(guest)));
                    }
                    if (seat == round)
                        QVERIFY2(hf.tripletGain[std::size_t(seat)] > hf.tripletGain[4], qPrintable(at));
                }
        }
    }

    void hintExplainsTheStandardDiscard() {
        auto t = makeTable("test", {}, {"123m456m78p23s55s7z", "1z1z1z2z2z2z3z3z3z4z4z4z5z", "19m19p19s1234566z",
                                         "2m2m2m3p3p3p8s8s8s6z6z9s9s"},
                           "9m");
        t->applyForced();
        const auto h = ai::hintFor(t->view(0));
        QVERIFY(h.ok);
        QCOMPARE(int(h.action.type), int(ActionType::Discard));
        QVERIFY(!h.discards.empty());
        QCOMPARE(h.discards.front().shanten, 1);
        QVERIFY(h.discards.front().acceptance > 0);
        QVERIFY2(h.text.find("1-shanten") != std::string::npos, h.text.c_str());
        // The strong bot would make the same discard.
        auto bot = ai::makeBot("strong", 1);
        QCOMPARE(bot->choose(t->view(0)), h.action);
        // Nothing to hint outside one's own turn.
        QVERIFY(!ai::hintFor(t->view(2)).ok);
    }

    void arenaDuplicateDeals() {
        const auto r = ai::runArena("test", {}, 11, 6, {"strong", "standard", "beginner", "simple"});
        QVERIFY2(r.error.empty(), r.error.c_str());
        QCOMPARE(int(r.players.size()), 4);
        int wins = 0, dealIns = 0;
        double total = 0;
        for (const auto& p : r.players) {
            QCOMPARE(p.plays, 24);  // 6 deals, 4 plays each
            QCOMPARE(int(p.perDeal.size()), 6);
            QVERIFY(!p.decisionMs.empty());
            wins += p.wins;
            dealIns += p.dealIns;
            total += p.scoreSum;
        }
        // Every play with a win on a discard has a discarder; the test
        // ruleset's default settlement is zero-sum.
        QVERIFY(wins > 0);
        QVERIFY(dealIns <= wins);
        QCOMPARE(total, 0.0);
        // The same seed gives the same result; the players' rotation covers every seat.
        const auto r2 = ai::runArena("test", {}, 11, 6, {"strong", "standard", "beginner", "simple"});
        for (int p = 0; p < 4; ++p) QCOMPARE(r2.players[std::size_t(p)].perDeal, r.players[std::size_t(p)].perDeal);
        // Four copies of one level: each duplicate deal's four plays sum to zero over the players.
        const auto same = ai::runArena("test", {}, 3, 4, {"simple", "simple", "simple", "simple"});
        for (int d = 0; d < 4; ++d) {
            double s = 0;
            for (const auto& p : same.players) s += p.perDeal[std::size_t(d)];
            QVERIFY(std::abs(s) < 1e-9);
        }
        const auto bad = ai::runArena("nosuch", {}, 1, 1, {"strong", "standard", "beginner", "simple"});
        QVERIFY(!bad.error.empty());
        const auto badLevel = ai::runArena("test", {}, 1, 1, {"strong", "standard", "beginner", "wizard"});
        QVERIFY(badLevel.error.find("wizard") != std::string::npos);
        const auto ci = ai::meanCi({1, 2, 3, 4});
        QCOMPARE(ci.mean, 2.5);
        QVERIFY(std::abs(ci.half - 1.96 * std::sqrt(5.0 / 3.0 / 4.0)) < 1e-12);
        QCOMPARE(ai::quantile({5, 1, 3, 2, 4}, 0.5), 3.0);
        QCOMPARE(ai::quantile({5, 1, 3, 2, 4}, 0.99), 5.0);
    }
};

QTEST_APPLESS_MAIN(TestBots)
#include "test_bots.moc"
