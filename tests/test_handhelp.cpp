// The learner's help (ai/handhelp.h) and the review after a hand
// (ai/review.h): the figures on chosen hands, furiten read the way the
// riichi table marks it, the call check, that nothing hidden from the seat
// changes the analysis, and the review replayed from a game's log.
#include <QtTest>

#include <set>
#include <sstream>

#include "bot.h"
#include "core/registry.h"
#include "core/table.h"
#include "handhelp.h"
#include "levels.h"
#include "review.h"
#include "table_fixtures.h"

using namespace qe;
using namespace qe::testing;

namespace {

// Noten hands with no pair and no two tiles that work together (and no
// dragon 5z or 7z, which the hands under test hold).
const char* const kJunkA = "147m258p369s1234z";
const char* const kJunkB = "147m258p369s1236z";
const char* const kJunkC = "147p258s369m1246z";

std::string dumpWorth(const ai::WinWorth& w) {
    std::ostringstream o;
    o << w.ok << w.valid << ":" << w.total;
    for (const auto& [k, v] : w.fields) o << "," << k << "=" << v;
    return o.str();
}

std::string dumpKinds(const std::vector<ai::KindCount>& ks) {
    std::ostringstream o;
    for (const auto& k : ks) o << formatKind(k.kind) << "x" << k.unseen << " ";
    return o.str();
}

std::string dumpWaits(const std::vector<ai::WaitHelp>& ws) {
    std::ostringstream o;
    for (const auto& w : ws)
        o << formatKind(w.kind) << "x" << w.unseen << "[" << dumpWorth(w.ron) << "|" << dumpWorth(w.tsumo) << "|"
          << w.declareOption << dumpWorth(w.ronDeclared) << "|" << dumpWorth(w.tsumoDeclared) << "]";
    return o.str();
}

// Everything an analysis says, as text: equal texts, equal analyses.
std::string dump(const ai::HandHelp& h) {
    std::ostringstream o;
    o << h.ok << h.choosing << " sh" << h.shanten << " f" << h.furiten << " d" << h.declared << " ";
    for (const auto& f : h.forms) o << f.id << "=" << f.shanten << " ";
    o << "| " << dumpKinds(h.tiles) << h.total << " | " << dumpWaits(h.waits) << "\n";
    for (const auto& d : h.discards)
        o << formatTile(d.tile) << " a" << d.allowed << " " << d.reason << " decl" << d.declare << " sh" << d.shanten
          << " " << dumpKinds(d.tiles) << d.total << " f" << d.furiten << " " << dumpWaits(d.waits) << "\n";
    return o.str();
}

// Everything a seat may see, as text (two views with the same signature
// hold the same information).
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
    o << w.liveRemaining << "," << w.deadWall << ",";
    for (bool b : w.taken) o << (b ? '1' : '0');
    for (const auto& [i, id] : w.revealed) o << "r" << i << ":" << int(id);
    o << "|" << int(v.pub.lastDiscard) << "," << v.pub.lastDiscarder << "," << int(v.pub.claimTile) << "|";
    for (const auto& e : v.pub.log) {
        o << int(e.type) << ":" << int(e.seat) << ":" << int(e.tile) << ":" << e.code << ":";
        for (TileId id : e.tiles) o << int(id) << ".";
        o << ";";
    }
    o << "|";
    for (TileId id : v.own.hand) o << int(id) << ".";
    o << "d" << int(v.own.drawn) << "|";
    for (const auto& [k, x] : v.own.rules.values) o << k << "=" << x << ",";
    for (const Action& a : v.legal) o << int(a.type) << "/" << int(a.tile) << "/" << int(a.declare) << ",";
    for (const RefusedAction& r : v.refused) o << int(r.action.type) << "/" << int(r.action.tile) << r.reason << ",";
    return o.str();
}

// Plays one hand with the given bots until it ends, `stop` (when given) may
// end it early: it is asked before each decision with the deciding seat.
void playHand(Table& t, std::array<std::unique_ptr<ai::Bot>, 4>& bots,
              const std::function<bool(int)>& stop = {}) {
    driveHand(
        t, 5000, [&](int s, const SeatView&) { return stop && stop(s); },
        [&](int s, const SeatView& v) { return bots[std::size_t(s)]->choose(v); });
}

const ai::DiscardHelp* discardOf(const ai::HandHelp& h, const std::string& tile) {
    for (const auto& d : h.discards)
        if (formatTile(d.tile) == tile) return &d;
    return nullptr;
}

}  // namespace

class TestHandHelp : public QObject {
    Q_OBJECT
private slots:
    // A riichi dealer holding 234m567p234s5577z and drawing 9m: discarding
    // 9m leaves a shanpon on the two dragons (haku and chun are yakuhai), a
    // closed hand that may riichi; every other discard leaves it 1-shanten.
    void readyDiscardFigures() {
        auto rs = makeRuleset("riichi");
        QVERIFY(rs);
        Options o;
        o.resolve(rs->optionDescs());
        Table t(rs, {}, makeWall(rs->config(o).wall.set, {"234m567p234s5577z", kJunkA, kJunkB, kJunkC}, "9m"), {3, 4});
        QVERIFY(t.applyForced());
        const SeatView v = t.view(0);
        const ai::HandHelp h = ai::analyseHand(v);
        QVERIFY(h.ok);
        QVERIFY(h.choosing);
        QCOMPARE(h.shanten, 0);  // 14 tiles: one discard from ready
        QVERIFY(h.forms.size() == 3);  // standard, seven pairs, thirteen orphans
        QCOMPARE(h.forms[0].id, std::string("standard"));
        QCOMPARE(h.forms[1].id, std::string("seven_pairs"));
        QCOMPARE(h.forms[1].shanten, 4);  // 55z 77z and 11 singles: 7 - 2 - 1
        QCOMPARE(h.forms[2].id, std::string("thirteen_orphans"));
        // The indicator may be a dragon: the unseen counts say so.
        int seenIndicator5z = 0, seenIndicator7z = 0;
        for (const auto& [i, id] : v.pub.wall.revealed) {
            if (kindOfId(id) == kWhite) ++seenIndicator5z;
            if (kindOfId(id) == kRed) ++seenIndicator7z;
        }
        const ai::DiscardHelp* d9 = discardOf(h, "9m");
        QVERIFY(d9);
        QCOMPARE(h.discards.front().tile, d9->tile);  // the best first
        QVERIFY(d9->allowed);
        QVERIFY(d9->declare);  // riichi offered with it
        QCOMPARE(d9->shanten, 0);
        QCOMPARE(dumpKinds(d9->tiles), "5z" + std::string("x") + std::to_string(2 - seenIndicator5z) + " 7zx" +
                                           std::to_string(2 - seenIndicator7z) + " ");
        QCOMPARE(d9->total, 4 - seenIndicator5z - seenIndicator7z);
        QVERIFY(!d9->furiten);
        QCOMPARE(int(d9->waits.size()), 2);
        for (const auto& w : d9->waits) {
            // Ron: the dragon triplet is yakuhai; 20 + 10 closed ron + 4 (the
            // triplet made by ron) + 2 (the dragon pair) + 4 or 8 for the
            // hand's own wait = 40 fu (riichi.md "Fu").
            QVERIFY(w.ron.valid);
            QCOMPARE(w.ron.field("fu"), 40LL);
            QVERIFY(w.ron.field("han") >= 1);
            QVERIFY(w.tsumo.valid);
            QVERIFY(w.declareOption);
            QVERIFY(w.ronDeclared.valid);
            // Riichi adds exactly one han (no ura dora is known to the seat).
            QCOMPARE(w.ronDeclared.field("han"), w.ron.field("han") + 1);
            QVERIFY(w.ronDeclared.field("points") > w.ron.field("points"));
        }
        // Any other discard: 1-shanten, the improving kinds counted.
        const ai::DiscardHelp* d2 = discardOf(h, "2m");
        QVERIFY(d2);
        QCOMPARE(d2->shanten, 1);
        QVERIFY(d2->waits.empty());
        QVERIFY(d2->total > 0);
        int sum = 0;
        for (const auto& k : d2->tiles) {
            QVERIFY(k.unseen >= 0 && k.unseen <= 4);
            sum += k.unseen;
        }
        QCOMPARE(sum, d2->total);
        // Each distinct tile once: 2m 3m 4m 5p 6p 7p 2s 3s 4s 5z 7z 9m.
        QCOMPARE(int(h.discards.size()), 12);
    }

    // After the 9m goes out the hand is ready: its waits and values, and
    // the riichi values while it has not declared.
    void waitingHand() {
        auto rs = makeRuleset("riichi");
        Options o;
        o.resolve(rs->optionDescs());
        Table t(rs, {}, makeWall(rs->config(o).wall.set, {"234m567p234s5577z", kJunkA, kJunkB, kJunkC}, "9m"), {3, 4});
        QVERIFY(t.applyForced());
        const SeatView v0 = t.view(0);
        Action discard9m;
        for (const Action& a : v0.legal)
            if (a.type == ActionType::Discard && !a.declare && v0.tile(a.tile) == parseTile("9m")) discard9m = a;
        t.apply(discard9m);
        const ai::HandHelp h = ai::analyseHand(t.view(0));
        QVERIFY(!h.choosing);
        QCOMPARE(h.shanten, 0);
        QCOMPARE(int(h.waits.size()), 2);
        QVERIFY(!h.furiten);
        QVERIFY(h.waits[0].declareOption);
        QVERIFY(h.discards.empty());
    }

    // Furiten read from the seat's own river and the public log agrees with
    // the mark the riichi table keeps in the seat's private state
    // (riichi.md "Furiten"), at every ready 3n+1 moment of bot games outside
// a claim window.
    void furitenAgreesWithTheTable() {
        auto rs = makeRuleset("riichi");
        int ready = 0, furiten = 0;
        for (int g = 0; g < 30; ++g) {
            Table t(rs, {}, 900 + std::uint64_t(g));
            std::array<std::unique_ptr<ai::Bot>, 4> bots;
            for (int s = 0; s < 4; ++s) bots[std::size_t(s)] = ai::makeBot("standard", std::uint64_t(g * 4 + s));
            playHand(t, bots, [&](int) {
                // The table marks furiten once a claim window has closed
                // (its tile is still being decided on while it is open).
                if (t.phase() == Phase::Claim) return false;
                for (int s = 0; s < 4; ++s) {
                    SeatView v = t.view(s);
                    if (v.own.hand.size() % 3 != 1) continue;
                    const bool mark = v.own.rules.get("furiten") != 0;
                    v.own.rules = {};  // read it from what the seat sees only
                    const ai::HandHelp h = ai::analyseHand(v);
                    if (h.shanten != 0) continue;
                    ++ready;
                    if (mark) ++furiten;
                    if (h.furiten != mark) {
                        std::string info = formatTiles(t.tiles(v.own.hand)) + " waits " + dumpKinds(h.tiles) + " river ";
                        for (const auto& d : v.pub.seats[std::size_t(s)].river) info += formatTile(d.tile);
                        info += " phase " + std::to_string(int(t.phase())) + " log:";
                        for (const auto& e : v.pub.log) info += " " + std::to_string(int(e.type)) + "/" + std::to_string(e.seat) + "/" + (e.tile != kNoTile ? formatTile(t.tile(e.tile)) : std::string("-")) + "/" + std::to_string(e.code);
                        qWarning("game %d seat %d: help %d, table %d: %s", g, s, int(h.furiten), int(mark), info.c_str());
                    }
                    if (h.furiten != mark) return true;
                }
                return false;
            });
            QVERIFY2(t.phase() == Phase::HandOver || t.phase() == Phase::GameOver, "furiten differs");
        }
        QVERIFY2(ready > 100 && furiten > 5, qPrintable(QString("%1 ready, %2 furiten").arg(ready).arg(furiten)));
    }

    // A pon that leaves a riichi hand no yaku in its quickest ways, and one
    // that makes the yaku itself (a dragon).
    void callCheck() {
        auto rs = makeRuleset("riichi");
        Options o;
        o.resolve(rs->optionDescs());
        auto claimView = [&](const char* seat1, const char* discard) {
            auto t = std::make_unique<Table>(
                rs, Options{}, makeWall(rs->config(o).wall.set, {kJunkA, seat1, kJunkB, kJunkC}, discard), std::array<int, 2>{3, 4});
            t->applyForced();
            const SeatView v0 = t->view(0);
            for (const Action& a : v0.legal)
                if (a.type == ActionType::Discard && !a.declare && v0.tile(a.tile) == parseTile(discard)) {
                    t->apply(a);
                    break;
                }
            return t;
        };
        {
            // 2s pon: 234m 456p 678p 9s 1z left, a single wait on 9s or 1z, no yaku.
            auto t = claimView("234m456p678p22s9s1z", "2s");
            QCOMPARE(t->phase(), Phase::Claim);
            const SeatView v = t->view(1);
            const Action* pon = nullptr;
            for (const Action& a : v.legal)
                if (a.type == ActionType::Pon) pon = &a;
            QVERIFY(pon);
            const ai::CallCheck c = ai::checkCall(v, *pon);
            QVERIFY(c.checked);
            QVERIFY(!c.winnable);
            QCOMPARE(c.shanten, 0);
        }
        {
            // 5z pon: haku is yakuhai, the same shape wins.
            auto t = claimView("234m456p678p55z9s1z", "5z");
            const SeatView v = t->view(1);
            const Action* pon = nullptr;
            for (const Action& a : v.legal)
                if (a.type == ActionType::Pon) pon = &a;
            QVERIFY(pon);
            const ai::CallCheck c = ai::checkCall(v, *pon);
            QVERIFY(c.checked);
            QVERIFY(c.winnable);
            QCOMPARE(c.shanten, 0);
        }
        {
            // In 上海 every complete hand wins: the same 2s pon is fine.
            auto sh = makeRuleset("shanghai");
            if (sh) {
                Options so;
                so.resolve(sh->optionDescs());
                auto t = std::make_unique<Table>(sh, Options{},
                                                 makeWallFor(sh->config(so).wall, {kJunkA, "234m456p678p22s9s1z", kJunkB, kJunkC}, "2s"),
                                                 std::array<int, 2>{3, 4});
                while (t->applyForced()) {
                }
                const SeatView v0 = t->view(0);
                for (const Action& a : v0.legal)
                    if (a.type == ActionType::Discard && v0.tile(a.tile) == parseTile("2s")) {
                        t->apply(a);
                        break;
                    }
                const SeatView v = t->view(1);
                for (const Action& a : v.legal)
                    if (a.type == ActionType::Pon) {
                        const ai::CallCheck c = ai::checkCall(v, a);
                        QVERIFY(c.checked);
                        QVERIFY(c.winnable);
                    }
            }
        }
    }

    // Two tables whose public history and whose seat-0 hand are the same but
    // whose other hands and wall differ give seat 0 the same analysis (and
    // the same call checks). The second table is the first one's wall with
    // hidden places swapped and the same actions replayed; it counts only
    // when seat 0's view is identical while the hidden state differs.
    void usesOnlyTheSeatsView() {
        int compared = 0;
        for (const std::string rid : {"riichi", "yuque", "shanghai", "lingque", "binshi"}) {
            auto rs = makeRuleset(rid);
            if (!rs) continue;
            for (int g = 0; g < 12; ++g) {
                Table a(rs, {}, 7000 + std::uint64_t(g));
                std::array<std::unique_ptr<ai::Bot>, 4> bots;
                for (int s = 0; s < 4; ++s) bots[std::size_t(s)] = ai::makeBot("simple", std::uint64_t(s + 1));
                Rng stopRng(std::uint64_t(g) * 131 + 5);
                const int stopAfter = 4 + int(stopRng.below(24));
                int seen0 = 0;
                bool stopped = false;
                playHand(a, bots, [&](int s) { return stopped = s == 0 && seen0++ >= stopAfter; });
                if (!stopped) continue;
                const SeatView va = a.view(0);
                std::set<TileId> known(va.own.hand.begin(), va.own.hand.end());
                for (const auto& s : va.pub.seats) {
                    for (const auto& m : s.melds) known.insert(m.ids.begin(), m.ids.end());
                    for (const auto& d : s.river) known.insert(d.id);
                    known.insert(s.flowers.begin(), s.flowers.end());
                }
                for (const auto& [i, id] : va.pub.wall.revealed) known.insert(id);
                const std::vector<TileId> order = a.wall().order();
                std::vector<int> hidden;
                for (int i = 0; i < int(order.size()); ++i)
                    if (!known.count(order[std::size_t(i)])) hidden.push_back(i);
                Rng swapRng(std::uint64_t(g) * 977 + 3);
                for (int attempt = 0; attempt < 60; ++attempt) {
                    std::vector<TileId> o2 = order;
                    for (int k = 0; k < 1 + int(swapRng.below(3)); ++k)
                        std::swap(o2[std::size_t(hidden[swapRng.below(std::uint32_t(hidden.size()))])],
                                  o2[std::size_t(hidden[swapRng.below(std::uint32_t(hidden.size()))])]);
                    if (o2 == order) continue;
                    std::unique_ptr<Table> b;
                    try {
                        b = std::make_unique<Table>(rs, Options{}, o2, a.wall().dice(),
                                                    FirstDealerDraw{a.pub().firstDealer, a.pub().firstDealerDice});
                        for (const Action& act : a.log()) b->apply(act);
                    } catch (const std::exception&) {
                        continue;
                    }
                    const SeatView vb = b->view(0);
                    if (signature(va) != signature(vb)) continue;
                    bool differs = a.wall().order() != b->wall().order();
                    for (int s = 1; s < 4; ++s) differs |= a.concealedCounts(s) != b->concealedCounts(s);
                    QVERIFY(differs);
                    const std::string da = dump(ai::analyseHand(va)), db = dump(ai::analyseHand(vb));
                    QVERIFY2(da == db, (rid + "\n" + da + "\nvs\n" + db).c_str());
                    QVERIFY(!da.empty());
                    for (std::size_t i = 0; i < va.legal.size(); ++i) {
                        const ai::CallCheck ca = ai::checkCall(va, va.legal[i]);
                        const ai::CallCheck cb = ai::checkCall(vb, vb.legal[i]);
                        QCOMPARE(ca.checked, cb.checked);
                        QCOMPARE(ca.winnable, cb.winnable);
                        QCOMPARE(ca.shanten, cb.shanten);
                        QCOMPARE(ca.acceptance, cb.acceptance);
                    }
                    ++compared;
                    break;
                }
            }
        }
        QVERIFY2(compared >= 20, qPrintable(QString::number(compared)));
    }

    // The analysis across the rulesets: a value for each ready discard in
    // the ruleset's own terms, unseen counts within 0..4 that add up.
    void everyRulesetAnswers() {
        for (const std::string rid : {"riichi", "yuque", "shanghai", "lingque", "binshi"}) {
            auto rs = makeRuleset(rid);
            if (!rs) continue;
            int readyDiscards = 0;
            for (int g = 0; g < 16 && readyDiscards < 3; ++g) {
                Table t(rs, {}, 300 + std::uint64_t(g));
                std::array<std::unique_ptr<ai::Bot>, 4> bots;
                for (int s = 0; s < 4; ++s) bots[std::size_t(s)] = ai::makeBot("standard", std::uint64_t(s + 11));
                playHand(t, bots, [&](int s) {
                    if (s != 0) return false;
                    const SeatView v = t.view(0);
                    const ai::HandHelp h = ai::analyseHand(v);
                    if (!h.ok) return false;
                    for (const auto& d : h.discards) {
                        int sum = 0;
                        for (const auto& k : d.tiles) {
                            if (k.unseen < 0 || k.unseen > 4) return true;
                            sum += k.unseen;
                        }
                        if (sum != d.total) return true;
                        if (d.shanten == 0) {
                            ++readyDiscards;
                            for (const auto& w : d.waits)
                                if (!w.ron.ok || !w.tsumo.ok) return true;
                        }
                    }
                    return false;
                });
                QVERIFY2(t.phase() == Phase::HandOver || t.phase() == Phase::GameOver || readyDiscards >= 3,
                         (rid + ": an analysis did not add up").c_str());
            }
            QVERIFY2(readyDiscards >= 1, rid.c_str());
        }
    }

    // The review: seat 0 played by a Beginner, the others by Strong. Its
    // turns are the decisions where Strong differs: each one's played action
    // is the log's, and Strong asked again at that point says the same.
    // A seat Strong played itself has nothing to review. The same review
    // comes from the saved game.
    void reviewFromTheLog() {
        auto rs = makeRuleset("riichi");
        Table t(rs, {}, 4242);
        std::array<std::unique_ptr<ai::Bot>, 4> bots;
        bots[0] = ai::makeBot("beginner", 5);
        for (int s = 1; s < 4; ++s) bots[std::size_t(s)] = ai::makeBot("strong", std::uint64_t(s));
        playHand(t, bots);
        QCOMPARE(t.phase(), Phase::HandOver);
        const int hand = t.pub().handNumber;
        const ai::Review r = ai::reviewHand(t, 0, hand);
        QVERIFY2(r.ok, r.error.c_str());
        QVERIFY(r.decisions >= 5);
        QVERIFY(!r.turns.empty());
        QVERIFY(int(r.turns.size()) <= r.decisions);
        for (const auto& turn : r.turns) {
            QVERIFY(turn.logIndex >= 0 && turn.logIndex < int(t.log().size()));
            QCOMPARE(turn.played.action, t.log()[std::size_t(turn.logIndex)]);
            // Replay to that point and ask Strong again, from seat 0's view.
            Table replay(rs, {}, 4242);
            for (int i = 0; i < turn.logIndex; ++i) replay.apply(t.log()[std::size_t(i)]);
            const SeatView v = replay.view(0);
            QVERIFY(!ai::sameChoice(v, turn.played.action, turn.strong.action));
            QVERIFY(ai::sameChoice(v, ai::adviceFor(v, ai::Level::Strong).action, turn.strong.action));
            if (turn.played.action.type == ActionType::Discard) {
                QVERIFY(turn.played.figures);
                QVERIFY(turn.played.dealIn >= 0);
                QVERIFY(turn.played.shanten >= 0);
            }
        }
        // Seats played by Strong itself agree with it everywhere.
        for (int p = 1; p < 4; ++p) {
            const ai::Review rp = ai::reviewHand(t, p, hand);
            QVERIFY2(rp.ok, rp.error.c_str());
            QVERIFY(rp.decisions > 0);
            QVERIFY2(rp.turns.empty(), qPrintable(QString("player %1: %2 turns").arg(p).arg(rp.turns.size())));
        }
        // From the save.
        const auto saved = Table::fromJson(t.toJson());
        const ai::Review rs2 = ai::reviewHand(*saved, 0, hand);
        QVERIFY(rs2.ok);
        QCOMPARE(rs2.turns.size(), r.turns.size());
        for (std::size_t i = 0; i < r.turns.size(); ++i) {
            QCOMPARE(rs2.turns[i].played.action, r.turns[i].played.action);
            QCOMPARE(rs2.turns[i].strong.action, r.turns[i].strong.action);
            QCOMPARE(rs2.turns[i].played.acceptance, r.turns[i].played.acceptance);
        }
        // A hand the player never played, and a bad player, say so.
        QVERIFY(!ai::reviewHand(t, 0, hand + 5).ok);
        QVERIFY(!ai::reviewHand(t, 7, hand).ok);
    }

    // The riichi lock and kuikae are refused with their reasons (no longer
    // just missing), and the legal actions stay what they were.
    void refusedDiscardsHaveReasons() {
        auto rs = makeRuleset("riichi");
        int locked = 0;
        for (int g = 0; g < 20 && locked < 3; ++g) {
            Table t(rs, {}, 1300 + std::uint64_t(g));
            std::array<std::unique_ptr<ai::Bot>, 4> bots;
            for (int s = 0; s < 4; ++s) bots[std::size_t(s)] = ai::makeBot("standard", std::uint64_t(s + 7));
            playHand(t, bots, [&](int s) {
                const SeatView v = t.view(s);
                if (t.phase() != Phase::Turn || !v.pub.seats[std::size_t(s)].flags.count("riichi") ||
                    !v.pub.seats[std::size_t(s)].flags.at("riichi"))
                    return false;
                // Riichi: the drawn tile is the only discard; every other one is refused.
                for (const Action& a : v.legal)
                    if (a.type == ActionType::Discard && a.tile != v.own.drawn) return true;
                int refused = 0;
                for (const RefusedAction& r : v.refused) {
                    if (r.action.type != ActionType::Discard) continue;
                    if (r.reason.find("riichi") == std::string::npos) return true;
                    ++refused;
                }
                if (refused == 0) return true;
                const ai::HandHelp h = ai::analyseHand(v);
                for (const auto& d : h.discards)
                    if (!d.allowed && d.reason.empty()) return true;
                ++locked;
                return false;
            });
            QVERIFY(t.phase() == Phase::HandOver || t.phase() == Phase::GameOver);
        }
        QVERIFY2(locked >= 3, qPrintable(QString::number(locked)));
    }
};

QTEST_GUILESS_MAIN(TestHandHelp)
#include "test_handhelp.moc"
