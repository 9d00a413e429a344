// 璸市麻雀 (binshi) scoring: docs/rulesets/binshi.md "MCR fans (81)" and
// "Payments (铳二摸三)". Every fan positive and negative, each counting
// principle on a hand that shows it, worked totals of reference hands, bad
// input, fan-value overrides, the settlement, and the fast path against the
// breakdown on random hands of every form.
#include <QtTest>
#include <set>

#include "bot.h"
#include "core/rng.h"
#include "core/score.h"
#include "core/table.h"
#include "rulesets/binshi/binshi_internal.h"
#include "rulesets/binshi/binshi_ruleset.h"
#include "rulesets/binshi/binshi_score.h"
#include "valuer_agreement.h"

using namespace qe;
using namespace qe::binshi;

namespace {

// A hand description from a JSON fragment written with ' for "; seat South
// (2) and round East (1) unless the fragment says otherwise.
HandDesc desc(std::string body) {
    for (char& c : body)
        if (c == '\'') c = '"';
    std::string j = "{\"ruleset\":\"binshi\"," + body;
    if (body.find("\"seat_wind\"") == std::string::npos) j += ",\"seat_wind\":2";
    if (body.find("\"round_wind\"") == std::string::npos) j += ",\"round_wind\":1";
    j += "}";
    try {
        return parseHandDesc(j);
    } catch (const std::exception& e) {
        // A typo in a test hand: name it.
        throw std::invalid_argument(j + ": " + e.what());
    }
}

// The bots' fast path (Ruleset::value) answers as the breakdown does.
void sameValue(const HandDesc& h, const ScoreResult& r) {
    static const BinshiRuleset rs;
    const ScoreResult v = rs.value(h);
    QCOMPARE(v.ok, r.ok);
    if (!r.ok) return;
    QCOMPARE(v.valid, r.valid);
    QCOMPARE(v.total, r.total);
    QVERIFY(v.fields == r.fields);
    QVERIFY(v.items.empty() && v.steps.empty());
}

std::string describe(const ScoreResult& r) {
    std::string s = r.ok ? "" : "error: " + r.error;
    s += " total=" + std::to_string(r.total) + " |";
    for (const auto& i : r.items) s += " " + i.id + "(" + std::to_string(i.value) + "x" + std::to_string(i.count) + ")";
    return s;
}

int g_mismatches = 0;

// Scores with the breakdown and checks the fast path gives the same total.
ScoreResult score(const HandDesc& h) {
    const ScoreResult r = scoreHand(h);
    const int fast = scoreFan(h);
    const int expect = !r.ok ? -2 : r.items.empty() ? -1 : int(r.total);
    if (fast != expect) {
        qWarning("fast path %d, breakdown %s", fast, describe(r).c_str());
        ++g_mismatches;
    }
    return r;
}
ScoreResult S(const std::string& body) { return score(desc(body)); }

int count(const ScoreResult& r, const std::string& id) {
    for (const auto& i : r.items)
        if (i.id == id) return i.count;
    return 0;
}
bool stepMentions(const ScoreResult& r, const std::string& text) {
    for (const auto& s : r.steps)
        if (s.text.find(text) != std::string::npos) return true;
    return false;
}

struct FanCase {
    const char* id;
    const char* positive;  // counts the fan
    const char* negative;  // a close hand that does not
};

// One positive and one negative hand per fan, in the fan table's order.
const std::vector<FanCase>& fanCases() {
    static const std::vector<FanCase> v = {
        {"big_four_winds", "'hand':'55m111222333444z','win_tile':'5m'", "'hand':'55m789m111222333z','win_tile':'5m'"},
        {"big_three_dragons", "'hand':'123m99p555666777z','win_tile':'9p'",
         "'hand':'123m456p99p555666z','win_tile':'9p'"},
        {"all_green", "'hand':'223344666888s66z','win_tile':'6z'", "'hand':'223344666888s55z','win_tile':'5z'"},
        {"nine_gates", "'hand':'11123455678999m','win_tile':'5m'", "'hand':'11123455678999m','win_tile':'1m'"},
        {"four_kongs",
         "'hand':'55m','win_tile':'5m','melds':[{'type':'kan','tiles':'1111p'},{'type':'kan','tiles':'2222s'},"
         "{'type':'ankan','tiles':'3333s'},{'type':'kakan','tiles':'7777z'}]",
         "'hand':'55m','win_tile':'5m','melds':[{'type':'kan','tiles':'1111p'},{'type':'kan','tiles':'2222s'},"
         "{'type':'ankan','tiles':'3333s'},{'type':'pon','tiles':'777z'}]"},
        {"seven_shifted_pairs", "'hand':'11223344556677p','win_tile':'7p'", "'hand':'11223344556688p','win_tile':'8p'"},
        {"thirteen_orphans", "'hand':'19m19p19s12345677z','win_tile':'7z'",
         "'hand':'147m258p369s12345z','win_tile':'5z'"},
        {"all_terminals", "'hand':'111999m111p99p999s','win_tile':'9p'", "'hand':'111999m111p99p111z','win_tile':'9p'"},
        {"little_four_winds", "'hand':'123m11122233344z','win_tile':'3m'",
         "'hand':'123m456m11122244z','win_tile':'3m'"},
        {"little_three_dragons", "'hand':'123m456m55566677z','win_tile':'3m'",
         "'hand':'123m456m99m555666z','win_tile':'3m'"},
        {"all_honors", "'hand':'11122255566677z','win_tile':'7z'", "'hand':'11m111222555666z','win_tile':'1m'"},
        {"four_concealed_pungs", "'hand':'111m55m222p333s444s','win_tile':'5m','tsumo':true",
         "'hand':'111m55m222p333s444s','win_tile':'4s'"},
        {"pure_terminal_chows", "'hand':'11223355778899m','win_tile':'5m'", "'hand':'11223366778899m','win_tile':'6m'"},
        {"quadruple_chow", "'hand':'111122223333m55p','win_tile':'5p'", "'hand':'111222333456m55p','win_tile':'5p'"},
        {"four_pure_shifted_pungs", "'hand':'111222333444m55p','win_tile':'5p'",
         "'hand':'111222333555m77p','win_tile':'7p'"},
        {"four_pure_shifted_chows", "'hand':'122333444556m55p','win_tile':'5p'",
         "'hand':'122333445m789p55s','win_tile':'5s'"},
        {"three_kongs",
         "'hand':'123m55m','win_tile':'5m','melds':[{'type':'kan','tiles':'1111p'},{'type':'kan','tiles':'2222s'},"
         "{'type':'ankan','tiles':'3333s'}]",
         "'hand':'123m55m','win_tile':'5m','melds':[{'type':'kan','tiles':'1111p'},{'type':'kan','tiles':'2222s'},"
         "{'type':'pon','tiles':'333s'}]"},
        {"all_terminals_and_honors", "'hand':'111999m111p999s11z','win_tile':'1z'",
         "'hand':'123999m111p999s11z','win_tile':'1z'"},
        {"seven_pairs", "'hand':'1133m5577p2244s66z','win_tile':'6z'", "'hand':'123m456p789s11222z','win_tile':'2z'"},
        {"greater_honors_knitted", "'hand':'147m25p36s1234567z','win_tile':'1z'",
         "'hand':'147m258p36s123456z','win_tile':'1z'"},
        {"all_even_pungs", "'hand':'222444m22666p888s','win_tile':'2p'", "'hand':'222444m55666p888s','win_tile':'5p'"},
        {"full_flush", "'hand':'12334555678999m','win_tile':'2m'", "'hand':'12334555678m999p','win_tile':'2m'"},
        {"pure_triple_chow",
         "'hand':'123m456p77s','win_tile':'7s','melds':[{'type':'chi','tiles':'123m'},{'type':'chi','tiles':'123m'}]",
         "'hand':'234m456p77s','win_tile':'7s','melds':[{'type':'chi','tiles':'123m'},{'type':'chi','tiles':'123m'}]"},
        {"pure_shifted_pungs",
         "'hand':'333m456p77s','win_tile':'7s','melds':[{'type':'pon','tiles':'111m'},{'type':'pon','tiles':'222m'}]",
         "'hand':'444m456p77s','win_tile':'7s','melds':[{'type':'pon','tiles':'111m'},{'type':'pon','tiles':'222m'}]"},
        {"upper_tiles", "'hand':'777888999m789p99s','win_tile':'9s'", "'hand':'777888999m789p66s','win_tile':'6s'"},
        {"middle_tiles", "'hand':'444555666m456p55s','win_tile':'5s'", "'hand':'444555666m456p99s','win_tile':'9s'"},
        {"lower_tiles", "'hand':'111222333m123p11s','win_tile':'1s'", "'hand':'111222333m123p44s','win_tile':'4s'"},
        {"pure_straight", "'hand':'123456789m234p55s','win_tile':'5s'", "'hand':'123456678m234p55s','win_tile':'5s'"},
        {"three_suited_terminal_chows", "'hand':'123789m123789p55s','win_tile':'5s'",
         "'hand':'123789m123789p55m','win_tile':'5m'"},
        {"pure_shifted_chows", "'hand':'122333445m789p55s','win_tile':'5s'",
         "'hand':'122334456m789p55s','win_tile':'5s'"},
        {"all_fives", "'hand':'344556m45556p555s','win_tile':'4m'", "'hand':'344556m45556p999s','win_tile':'4m'"},
        {"triple_pung", "'hand':'222345m22255p222s','win_tile':'5p'", "'hand':'222345m22255p333s','win_tile':'5p'"},
        {"three_concealed_pungs", "'hand':'111456m222p333s77s','win_tile':'7s'",
         "'hand':'111456m222p333s77s','win_tile':'3s'"},
        {"lesser_honors_knitted", "'hand':'147m258p36s123456z','win_tile':'1z'",
         "'hand':'147m25p36s1234567z','win_tile':'1z'"},
        {"knitted_straight", "'hand':'14557m258p233469s','win_tile':'5m'",
         "'hand':'147m258p36s123456z','win_tile':'1z'"},
        {"upper_four", "'hand':'666777888m678p99s','win_tile':'9s'", "'hand':'555777888m678p99s','win_tile':'9s'"},
        {"lower_four", "'hand':'111222333m234p44s','win_tile':'4s'", "'hand':'111222333m234p55s','win_tile':'5s'"},
        {"big_three_winds", "'hand':'123m55p111222333z','win_tile':'3m'", "'hand':'123m55p111222555z','win_tile':'3m'"},
        {"mixed_straight", "'hand':'123234m45556p789s','win_tile':'5p'", "'hand':'123234m45556p678s','win_tile':'5p'"},
        {"reversible_tiles", "'hand':'123345888p22456s','win_tile':'2s'", "'hand':'123345888p22567s','win_tile':'2s'"},
        {"mixed_triple_chow", "'hand':'123789m12355p123s','win_tile':'5p'",
         "'hand':'123789m12355p234s','win_tile':'5p'"},
        {"mixed_shifted_pungs", "'hand':'222789m33355p444s','win_tile':'5p'",
         "'hand':'222789m33355p555s','win_tile':'5p'"},
        {"chicken_hand",
         "'hand':'678s11z','win_tile':'8s','melds':[{'type':'chi','tiles':'234m'},{'type':'chi','tiles':'456p'},"
         "{'type':'pon','tiles':'333s'}]",
         "'hand':'678s11z','win_tile':'8s','tsumo':true,'melds':[{'type':'chi','tiles':'234m'},"
         "{'type':'chi','tiles':'456p'},{'type':'pon','tiles':'333s'}]"},
        {"last_tile_draw", "'hand':'123m456p789s11222z','win_tile':'2z','tsumo':true,'situation':['haitei']",
         "'hand':'123m456p789s11222z','win_tile':'2z','tsumo':true"},
        {"last_tile_claim", "'hand':'123m456p789s11222z','win_tile':'2z','situation':['houtei']",
         "'hand':'123m456p789s11222z','win_tile':'2z'"},
        {"out_with_replacement_tile",
         "'hand':'123m456p11222z','win_tile':'2z','tsumo':true,'situation':['rinshan'],'melds':[{'type':'ankan',"
         "'tiles':'7777s'}]",
         "'hand':'123m456p11222z','win_tile':'2z','tsumo':true,'melds':[{'type':'ankan','tiles':'7777s'}]"},
        {"robbing_the_kong", "'hand':'123m456p234789s11z','win_tile':'4s','situation':['chankan']",
         "'hand':'123m456p234789s11z','win_tile':'4s'"},
        {"all_pungs", "'hand':'222m333p777s55z','win_tile':'5z','melds':[{'type':'pon','tiles':'666s'}]",
         "'hand':'222m333p789s55z','win_tile':'5z','melds':[{'type':'pon','tiles':'666s'}]"},
        {"half_flush", "'hand':'123345678m11122z','win_tile':'2z'", "'hand':'123345678m111p22z','win_tile':'2z'"},
        {"mixed_shifted_chows", "'hand':'123789m23455p345s','win_tile':'5p'",
         "'hand':'123789m23455p456s','win_tile':'5p'"},
        {"all_types", "'hand':'123m456p789s11155z','win_tile':'5z'", "'hand':'123m456p789s11122z','win_tile':'2z'"},
        {"melded_hand",
         "'hand':'55s','win_tile':'5s','melds':[{'type':'chi','tiles':'123m'},{'type':'chi','tiles':'456p'},"
         "{'type':'pon','tiles':'777s'},{'type':'pon','tiles':'111z'}]",
         "'hand':'55s','win_tile':'5s','tsumo':true,'melds':[{'type':'chi','tiles':'123m'},{'type':'chi','tiles':'456p'"
         "},"
         "{'type':'pon','tiles':'777s'},{'type':'pon','tiles':'111z'}]"},
        {"two_concealed_kongs",
         "'hand':'345678s55p','win_tile':'5p','melds':[{'type':'ankan','tiles':'1111m'},{'type':'ankan','tiles':'2222p'"
         "}]",
         "'hand':'345678s55p','win_tile':'5p','melds':[{'type':'ankan','tiles':'1111m'},{'type':'kan','tiles':'2222p'}"
         "]"},
        {"two_dragon_pungs", "'hand':'123m456p99s555666z','win_tile':'9s'",
         "'hand':'123m456p789s99s555z','win_tile':'9s'"},
        {"outside_hand", "'hand':'123789m123p999s11z','win_tile':'1z'", "'hand':'123789m234p999s11z','win_tile':'1z'"},
        {"fully_concealed_hand", "'hand':'123m456p789s11222z','win_tile':'2z','tsumo':true",
         "'hand':'123m456p789s11222z','win_tile':'2z'"},
        {"two_melded_kongs",
         "'hand':'345678s55p','win_tile':'5p','melds':[{'type':'kan','tiles':'1111m'},{'type':'kakan','tiles':'2222p'}"
         "]",
         "'hand':'345678s55p','win_tile':'5p','melds':[{'type':'ankan','tiles':'1111m'},{'type':'kakan','tiles':'2222p'"
         "}]"},
        {"last_tile", "'hand':'123999m456p789s11z','win_tile':'7s','situation':['last_tile']",
         "'hand':'123999m456p789s11z','win_tile':'7s'"},
        {"dragon_pung", "'hand':'123m456p789s99s555z','win_tile':'9s'", "'hand':'123m456p789s99s444z','win_tile':'9s'"},
        {"prevalent_wind", "'hand':'123m456p789s99s111z','win_tile':'9s'",
         "'hand':'123m456p789s99s111z','win_tile':'9s','round_wind':3"},
        {"seat_wind", "'hand':'123m456p789s99s222z','win_tile':'9s'",
         "'hand':'123m456p789s99s222z','win_tile':'9s','seat_wind':4"},
        {"concealed_hand", "'hand':'123m456p789s11222z','win_tile':'2z'",
         "'hand':'456p789s11222z','win_tile':'2z','melds':[{'type':'chi','tiles':'123m'}]"},
        {"all_chows", "'hand':'123456m234p67899s','win_tile':'6s'", "'hand':'123456m234p678s11z','win_tile':'6s'"},
        {"tile_hog", "'hand':'111123m456p789s55s','win_tile':'5s'",
         "'hand':'234m456p789s55s','win_tile':'5s','melds':[{'type':'ankan','tiles':'1111m'}]"},
        {"double_pung", "'hand':'222m222p345678s99s','win_tile':'9s'", "'hand':'222m333p345678s99s','win_tile':'9s'"},
        {"two_concealed_pungs", "'hand':'222m333p345678s99s','win_tile':'9s'",
         "'hand':'222m333p345678s99s','win_tile':'3p'"},
        {"concealed_kong", "'hand':'123m456p789s55s','win_tile':'5s','melds':[{'type':'ankan','tiles':'1111z'}]",
         "'hand':'123m456p789s55s','win_tile':'5s','melds':[{'type':'kan','tiles':'1111z'}]"},
        {"all_simples", "'hand':'234m45556p222678s','win_tile':'5p'", "'hand':'234m45556p111678s','win_tile':'5p'"},
        {"pure_double_chow", "'hand':'112233m456p789s55s','win_tile':'5s'",
         "'hand':'122334m456p789s55s','win_tile':'5s'"},
        {"mixed_double_chow", "'hand':'12355m123p456999s','win_tile':'5m'",
         "'hand':'12355m234p456999s','win_tile':'5m'"},
        {"short_straight", "'hand':'12345556m789p999s','win_tile':'5m'", "'hand':'12355567m789p999s','win_tile':'5m'"},
        {"two_terminal_chows", "'hand':'12355789m456p999s','win_tile':'5m'",
         "'hand':'12355678m456p999s','win_tile':'5m'"},
        {"pung_of_terminals_or_honors", "'hand':'123m456999p55789s','win_tile':'5s'",
         "'hand':'123m456888p55789s','win_tile':'5s'"},
        {"melded_kong", "'hand':'123m456p789s55s','win_tile':'5s','melds':[{'type':'kan','tiles':'1111z'}]",
         "'hand':'123m456p789s55s','win_tile':'5s','melds':[{'type':'ankan','tiles':'1111z'}]"},
        {"one_voided_suit", "'hand':'123456789m23455p','win_tile':'5p'", "'hand':'123456789m234p55s','win_tile':'5s'"},
        {"no_honors", "'hand':'123m456p22555789s','win_tile':'2s'", "'hand':'123m456p345789s22z','win_tile':'2z'"},
        {"edge_wait", "'hand':'123999m456p789s55s','win_tile':'3m'", "'hand':'234999m456p789s55s','win_tile':'4m'"},
        {"closed_wait", "'hand':'123999m456p789s55s','win_tile':'2m'", "'hand':'11123m456p789s999s','win_tile':'2m'"},
        {"single_wait", "'hand':'123999m456p789s55s','win_tile':'5s'", "'hand':'123789m456p55566s','win_tile':'6s'"},
        {"self_drawn", "'hand':'456p789s11222z','win_tile':'2z','tsumo':true,'melds':[{'type':'chi','tiles':'123m'}]",
         "'hand':'456p789s11222z','win_tile':'2z','melds':[{'type':'chi','tiles':'123m'}]"},
        {"flower_tiles", "'hand':'123m456p789s11222z','win_tile':'2z','flowers':'12f'",
         "'hand':'123m456p789s11222z','win_tile':'2z'"},
    };
    return v;
}

}  // namespace

class TestBinshiScore : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { QCOMPARE(g_mismatches, 0); }

    // The bots' valuer (Ruleset::valuer) answers as value() and score() do
    // on random and mutated hands of every form, with the defaults and with
    // a fan value changed; a base the scorer refuses gets no valuer.
    void valuerAgreesWithScorer() {
        const BinshiRuleset rs;
        std::uint64_t seed = 17;
        for (const bool custom : {false, true}) {
            const auto gen = [&](Rng& r) {
                HandDesc h = randomWinningHand(r);
                h.options.set("head_bump", 1);
                // 和绝张 from the visible tiles: the other three of a kind
                // held once (the valuer counts them per winning kind).
                if (r.below(3) == 0) {
                    Counts all = toCounts(h.hand);
                    for (const Meld& m : h.melds)
                        for (const Tile& t : m.tiles()) ++all[t.kind];
                    for (const Tile& t : h.hand)
                        if (all[t.kind] == 1) {
                            for (int i = 0; i < 3; ++i) h.visible.push_back(Tile{t.kind, false});
                            break;
                        }
                }
                if (custom) {
                    h.options.set("fan.seven_pairs", 30);
                    h.options.set("fan.all_pungs", 2);
                }
                return h;
            };
            // A hand below the 8-fan minimum is answered without its total
            // (WinSearch::totals): ok and valid must agree, totals where valid.
            const auto n = qe::testing::checkValuerAgreement(rs, gen, 1500, seed++, false);
            if (QTest::currentTestFailed()) return;
            QVERIFY(n.valuers * 10 >= n.bases * 9);
            QVERIFY(n.each >= n.valuers);
            QVERIFY2(n.valid >= n.hands / 10 && n.incomplete >= n.hands / 5,
                     (std::to_string(n.valid) + " valid, " + std::to_string(n.incomplete) + " not").c_str());
        }
        Rng r(3);
        HandDesc h = randomWinningHand(r);
        h.situation.clear();
        h.flowers = {Tile{kFirstFlower, false}};
        QVERIFY(rs.valuer(h) != nullptr);
        HandDesc twice = h;
        twice.flowers.push_back(Tile{kFirstFlower, false});
        QVERIFY(rs.valuer(twice) == nullptr);
        HandDesc badFan = h;
        badFan.options.set("fan.no_such_fan", 3);
        QVERIFY(rs.valuer(badFan) == nullptr);
        HandDesc word = h;
        word.situation = {"last_tile"};
        QVERIFY(rs.valuer(word) == nullptr);
    }

    // Hands near the 8-fan minimum without flowers (7, 8 and 9 fans), where
    // the valuer's bound (WinSearch::totals) decides: the valuer agrees
    // with the scorer on each, and a bound taken one or two fans lower
    // wrongly refuses some of them, which these checks catch.
    void valuerNearTheMinimum() {
        const BinshiRuleset rs;
        const FanValues& values = defaultFanValues();
        Rng r(41);
        std::array<int, 3> near{};  // ways valued at 7, 8, 9 fans without flowers
        std::array<int, 3> caught{};  // WinSearch with its bound 0, 1, 2 fans lower: answers that differ
        std::array<WinSearch, 3> searches{WinSearch(0), WinSearch(1), WinSearch(2)};
        std::string why;
        for (int i = 0; i < 4000; ++i) {
            HandDesc h = randomWinningHand(r);
            h.situation.clear();
            h.options.set("head_bump", 1);
            for (Tile& t : h.hand) t.red = false;
            Facts f;
            if (!makeFacts(h, f).empty()) continue;
            std::array<Evaluation, 2> exact;
            if (!bestEvaluations(f, values, exact)) continue;
            bool isNear = false;
            std::array<int, 2> noFlowers{};
            for (int w = 0; w < 2; ++w) {
                const Evaluation& e = exact[std::size_t(w)];
                noFlowers[std::size_t(w)] =
                    e.total - (e.counted.has(kFlowerTiles) ? values[kFlowerTiles] * e.count[kFlowerTiles] : 0);
                const int x = noFlowers[std::size_t(w)];
                if (x >= 7 && x <= 9) {
                    ++near[std::size_t(x - 7)];
                    isNear = true;
                }
            }
            if (!isNear) continue;
            // The valuer against the scorer, both ways.
            std::unique_ptr<HandValuer> v = rs.valuer(h);
            QVERIFY(v != nullptr);
            const Counts c = toCounts(h.hand);
            for (const bool tsumo : {true, false})
                QVERIFY2(qe::testing::valuerAgreesOn(rs, *v, h, c, h.winTile.kind, tsumo, &why, false), why.c_str());
            // The search itself, with its bound as it is and lowered.
            for (int lower = 0; lower < 3; ++lower) {
                Facts g = f;
                std::array<WinTotal, 2> got;
                searches[std::size_t(lower)].totals(g, values, got);
                for (int w = 0; w < 2; ++w) {
                    const bool valid = noFlowers[std::size_t(w)] >= kMinFan;
                    const WinTotal& x = got[std::size_t(w)];
                    const bool gotValid = x.total >= 0 && x.total - x.flowers >= kMinFan;
                    if (gotValid != valid || (valid && x.total != exact[std::size_t(w)].total))
                        ++caught[std::size_t(lower)];
                }
            }
        }
        qInfo("ways at 7 / 8 / 9 fans: %d / %d / %d; answers that differ with the bound 0 / 1 / 2 fans lower: %d / %d / %d",
              near[0], near[1], near[2], caught[0], caught[1], caught[2]);
        QVERIFY2(near[0] >= 100 && near[1] >= 100 && near[2] >= 100,
                 (std::to_string(near[0]) + " / " + std::to_string(near[1]) + " / " + std::to_string(near[2]) +
                  " ways at 7 / 8 / 9 fans")
                     .c_str());
        QCOMPARE(caught[0], 0);
        QVERIFY2(caught[1] > 0 && caught[2] > caught[1],
                 (std::to_string(caught[1]) + " and " + std::to_string(caught[2]) + " caught").c_str());
    }

    // waitCount (单钓将, 边张, 坎张 need a sole wait) against trying every
    // kind with isComplete and seven pairs, on the 13 tiles before the win
    // of random hands of every form; a kind held four times is tried too
    // (waits go by shape: binshi.md "Counting principles").
    void waitCountByEveryKind() {
        Rng r(29);
        int single = 0, many = 0;
        for (int i = 0; i < 3000; ++i) {
            const HandDesc h = randomWinningHand(r);
            Facts f;
            if (!makeFacts(h, f).empty()) continue;
            Counts c = f.conc;
            --c[f.win];
            const int melds = int(f.melds.size());
            int n = 0;
            for (int k = 0; k < kNumKinds; ++k) {
                ++c[std::size_t(k)];
                bool done = isComplete(c, melds, kFormStandard | kFormThirteenOrphans | kFormKnitted |
                                                     kFormKnittedStraight | kFormSevenPairs);
                if (!done && melds == 0) {
                    int pairs = 0;
                    bool even = true;
                    for (auto x : c) {
                        even = even && !(x & 1);
                        pairs += x / 2;
                    }
                    done = even && pairs == 7;
                }
                n += done;
                --c[std::size_t(k)];
            }
            QCOMPARE(waitCount(f), std::min(n, 2));
            (n == 1 ? single : many)++;
        }
        QVERIFY(single > 100 && many > 100);
    }

    // docs/rulesets/binshi.md "MCR fans (81)": the values as data, the
    // number of fans per value, ids and names unique.
    void tableIsMcrs() {
        std::map<int, int> perValue;
        std::set<std::string> ids, zh;
        for (const auto& f : fanTable()) {
            ++perValue[f.value];
            ids.insert(f.id);
            zh.insert(f.zh);
        }
        const std::map<int, int> expect{{88, 7}, {64, 6}, {48, 2}, {32, 3}, {24, 9}, {16, 6},
                                        {12, 5}, {8, 9},  {6, 7},  {4, 4},  {2, 10}, {1, 13}};
        QCOMPARE(perValue, expect);
        QCOMPARE(int(ids.size()), int(kNumFans));
        QCOMPARE(int(zh.size()), int(kNumFans));
        QCOMPARE(info(kSevenPairs).value, 24);
        QVERIFY(excludesOf(kFullyConcealedHand).has(kSelfDrawn));
        QVERIFY(!excludesOf(kSevenPairs).has(kSelfDrawn));
    }

    // The table as fan-kit rows: it validates (ids, names, relations to
    // known rows, no circles), every fan of a predicate scope has exactly
    // one predicate, the rows are in enum order, and each 不计 list
    // resolves to what binshi.md lists (sample rows).
    void tableValidates() {
        const std::vector<std::string> problems = kitTable().validate();
        for (const auto& p : problems) qWarning("%s", p.c_str());
        QVERIFY(problems.empty());
        const std::vector<std::string> preds = predicateProblems();
        for (const auto& p : preds) qWarning("%s", p.c_str());
        QVERIFY(preds.empty());
        QCOMPARE(kitTable().size(), int(kNumFans));
        QCOMPARE(kitTable().find("seven_pairs"), int(kSevenPairs));
        QCOMPARE(kitTable().find("flower_tiles"), int(kFlowerTiles));
        QCOMPARE(info(kFlowerTiles).category, int(kScopeBonus));
        QCOMPARE(info(kPureDoubleChow).category, int(kScopeCombination));
        QCOMPARE(info(kChickenHand).category, int(kScopeNoOtherFan));
        QVERIFY(excludesOf(kBigFourWinds).has(kLittleFourWinds));
        QVERIFY(excludesOf(kBigFourWinds).has(kPungOfTerminalsOrHonors));
        QVERIFY(!excludesOf(kBigFourWinds).has(kDragonPung));
        QVERIFY(excludesOf(kNineGates).has(kFullFlush));
        QVERIFY(excludesOf(kThirteenOrphans).has(kAllTerminalsAndHonors));
        // A broken copy of the rows is caught: an unknown id in a 不计 list.
        std::vector<FanRow> rows = fanTable();
        rows[kSevenPairs].excludes = "concealed_hand no_such_fan";
        bool named = false;
        for (const auto& p : FanTable(rows).validate()) named |= p.find("no_such_fan") != std::string::npos;
        QVERIFY(named);
    }

    // The values are data: a different value for one row (as a house that
    // edits the table's value would have it) changes the total by the
    // difference times the count, and only where the fan is counted.
    void editedValueChangesTotal() {
        const HandDesc h = desc("'hand':'1133m5577p2244s66z','win_tile':'6z'");  // 七对 24 + 单钓将 excluded
        // The values in force are the rows' (one data array, binshi_fans.cpp).
        for (int f = 0; f < kNumFans; ++f) QCOMPARE(defaultFanValues()[f], info(f).value);
        FanValues v = defaultFanValues();
        QCOMPARE(scoreHand(h, v).total, 24LL);
        v.v[kSevenPairs] = 30;
        QCOMPARE(scoreHand(h, v).total, 30LL);
        QCOMPARE(scoreFan(h, v), 30);
        // A fan counted several times (花牌, no repeat limit): each count
        // takes the new value, and the 8-fan minimum still leaves it out.
        const HandDesc flowers = desc("'hand':'1133m5577p2244s66z','win_tile':'6z','flowers':'123f'");
        QCOMPARE(scoreHand(flowers).total, 27LL);
        FanValues w = defaultFanValues();
        w.v[kFlowerTiles] = 2;
        const ScoreResult edited = scoreHand(flowers, w);
        QCOMPARE(edited.total, 30LL);
        QCOMPARE(edited.field("fan_no_flowers"), 24LL);
        // A fan the hand does not hold: the total stays.
        FanValues u = defaultFanValues();
        u.v[kAllGreen] = 1;
        QCOMPARE(scoreHand(flowers, u).total, 27LL);
    }

    // Every fan: counted on its positive hand, not counted on its negative one.
    void everyFanPositiveAndNegative() {
        QCOMPARE(int(fanCases().size()), int(kNumFans));
        std::set<std::string> covered;
        for (const auto& c : fanCases()) {
            covered.insert(c.id);
            const ScoreResult p = S(c.positive);
            QVERIFY2(p.ok, (std::string(c.id) + ": " + p.error).c_str());
            QVERIFY2(count(p, c.id) > 0, (std::string(c.id) + " positive:" + describe(p)).c_str());
            const ScoreResult n = S(c.negative);
            QVERIFY2(n.ok, (std::string(c.id) + ": " + n.error).c_str());
            QVERIFY2(!n.items.empty(), (std::string(c.id) + " negative is not a complete hand").c_str());
            QVERIFY2(count(n, c.id) == 0, (std::string(c.id) + " negative:" + describe(n)).c_str());
        }
        for (const auto& f : fanTable()) QVERIFY2(covered.count(f.id), f.id);
    }

    // 不重复原则: a fan does not also count what it implies; the step says why.
    void principleNoRepeat() {
        const ScoreResult r = S("'hand':'1133m5577p2244s66z','win_tile':'6z','tsumo':true");
        QCOMPARE(count(r, "seven_pairs"), 1);
        QCOMPARE(count(r, "self_drawn"), 1);  // 七对 excludes 不求人, so 自摸 stands alone
        QCOMPARE(count(r, "fully_concealed_hand"), 0);
        QCOMPARE(count(r, "concealed_hand"), 0);
        QVERIFY(stepMentions(r, "不求人 Fully Concealed Hand not counted: included in 七对 Seven Pairs (不重复原则)"));
        QCOMPARE(r.total, 25LL);
        // 不求人 includes 门前清 and 自摸.
        const ScoreResult b = S("'hand':'123m456p789s11222z','win_tile':'2z','tsumo':true");
        QCOMPARE(count(b, "fully_concealed_hand"), 1);
        QCOMPARE(count(b, "self_drawn"), 0);
        QVERIFY(stepMentions(b, "自摸 Self-Drawn not counted: included in 不求人"));
        // A dragon pung is 箭刻, not also 幺九刻.
        const ScoreResult d = S("'hand':'123m456p789s99s555z','win_tile':'9s'");
        QCOMPARE(count(d, "pung_of_terminals_or_honors"), 0);
        QVERIFY(stepMentions(d, "幺九刻 Pung of Terminals or Honors (白) not counted"));
    }

    // 不拆移原则: the fans of one reading only: 111222333m is three pungs or
    // three chows, never both at once.
    void principleNoSplitting() {
        const ScoreResult r = S("'hand':'111222333m789p55s','win_tile':'5s'");
        QCOMPARE(count(r, "pure_shifted_pungs"), 1);
        QCOMPARE(count(r, "pure_triple_chow"), 0);
        QCOMPARE(count(r, "three_concealed_pungs"), 1);
        QCOMPARE(r.groups.size(), std::size_t(5));
    }

    // 就高不就低: the highest reading, and the highest place of the winning
    // tile: 3455 55m on a discard of 5m puts the 5m in 345m, so 555m stays
    // concealed (双暗刻 with 111p).
    void principleTakeTheHigher() {
        const ScoreResult r = S("'hand':'345555m111p789s99s','win_tile':'5m'");
        QCOMPARE(count(r, "two_concealed_pungs"), 1);
        QCOMPARE(count(r, "tile_hog"), 1);
        // 11223355778899m reads as 七对 (24 + 清一色 24) or 一色双龙会 (64): the higher wins.
        const ScoreResult d = S("'hand':'11223355778899m','win_tile':'5m'");
        QCOMPARE(count(d, "pure_terminal_chows"), 1);
        QCOMPARE(count(d, "seven_pairs"), 0);
        QCOMPARE(count(d, "full_flush"), 0);
    }

    // 套算一次原则: 123m 123m 456m 456m: two 一般高 and one 连六 (each
    // combination brings in a chow not combined before), not four 连六.
    void principleAccountOnce() {
        const ScoreResult r =
            S("'hand':'123456m99s','win_tile':'9s','melds':[{'type':'chi','tiles':'123m'},"
              "{'type':'chi','tiles':'456m'}]");
        QCOMPARE(count(r, "pure_double_chow"), 2);
        QCOMPARE(count(r, "short_straight"), 1);
        QVERIFY(stepMentions(r, "(套算一次原则)"));
        // The fourth chow combines once with a chow of 清龙.
        const ScoreResult q = S("'hand':'123456789m789p55s','win_tile':'5s'");
        QCOMPARE(count(q, "pure_straight"), 1);
        QCOMPARE(count(q, "mixed_double_chow"), 1);
        QCOMPARE(count(q, "short_straight"), 0);
        QCOMPARE(count(q, "two_terminal_chows"), 0);
        QVERIFY(stepMentions(q, "its groups are in 清龙 Pure Straight (不重复原则)"));
        // 123m 123m 123p 123s: 三色三同顺 ties three chows; the fourth combines
        // once (一般高 or 喜相逢 with one of them), not with two.
        const ScoreResult t = S("'hand':'112233m123p12355s','win_tile':'5s'");
        QCOMPARE(count(t, "mixed_triple_chow"), 1);
        QCOMPARE(count(t, "pure_double_chow") + count(t, "mixed_double_chow"), 1);
    }

    // The examples of docs/rulesets/binshi.md "Counting principles".
    void principleExamplesOfThePage() {
        // 3: 123m 123m 123p: 一般高 and one 喜相逢, not two.
        const ScoreResult a = S("'hand':'112233m12355p789s','win_tile':'5p'");
        QCOMPARE(count(a, "pure_double_chow"), 1);
        QCOMPARE(count(a, "mixed_double_chow"), 1);
        // 5: 123m 123m 456m 456p: 一般高, 喜相逢 and one 连六, not two.
        const ScoreResult b = S("'hand':'112233456m456p99s','win_tile':'9s'");
        QCOMPARE(count(b, "pure_double_chow"), 1);
        QCOMPARE(count(b, "mixed_double_chow"), 1);
        QCOMPARE(count(b, "short_straight"), 1);
    }

    // 不得相同原则: in 123m 789m 789m the 123m makes 老少副 with one 789m only.
    void principleNotTheSame() {
        const std::string hand = "'hand':'123778899m456p55s','win_tile':'5s'";
        const ScoreResult r = S(hand);
        QCOMPARE(count(r, "two_terminal_chows"), 1);
        QCOMPARE(count(r, "pure_double_chow"), 1);
        // A house valuing 老少副 above 一般高 still gets it once.
        const ScoreResult h = S(hand + ",'options':{'fan.two_terminal_chows':5}");
        QCOMPARE(count(h, "two_terminal_chows"), 1);
        QCOMPARE(count(h, "pure_double_chow"), 1);
        QVERIFY(stepMentions(h, "(不得相同原则)"));
        for (const auto& i : h.items)
            if (i.id == "two_terminal_chows") QCOMPARE(i.value, 5LL);
    }

    // The combination search against every subset of the candidates under
    // the same rules, on the readings of random hands and of hands built
    // from chows and number pungs only (where combinations abound).
    void combinationSearchIsExhaustive() {
        Rng rng(99);
        GenOptions rich;
        rich.specialPercent = 0;
        int checked = 0, many = 0;
        for (int i = 0; i < 3000; ++i) {
            HandDesc h = randomWinningHand(rng, rich);
            if (i % 4) {  // four chows or number pungs in one to three suits
                h = HandDesc{};
                Counts c{};
                static constexpr int kStarts[] = {0, 1, 2, 3, 6};  // chows 123 234 345 456 789
                const int suits = 1 + int(rng.below(3));
                bool ok = true;
                for (int g = 0; g < 4; ++g) {
                    const int s = int(rng.below(std::uint32_t(suits)));
                    const bool seq = rng.below(4) != 0;
                    const Kind k = Kind(9 * s + (seq ? kStarts[rng.below(5)] : int(rng.below(9))));
                    for (int j = 0; j < 3; ++j) ok = ok && ++c[std::size_t(seq ? k + j : k)] <= 4;
                }
                const Kind p = Kind(rng.below(27));
                ok = ok && (c[p] += 2) <= 4;
                if (!ok) continue;
                h.hand = fromCounts(c);
                h.winTile = h.hand[0];
                h.hasWinTile = true;
            }
            for (const Decomposition& d : decompositions(h.concealedCounts(), h.melds, kFormStandard)) {
                const Reading r = readingOf(d);
                const auto cands = combinationCandidatesOf(r);
                const int n = int(cands.size());
                QVERIFY(n <= 16);
                int best = 0;
                for (int m = 1; m < (1 << n); ++m) {
                    std::vector<binshi::Combination> set;
                    int value = 0;
                    for (int j = 0; j < n; ++j)
                        if (m >> j & 1) {
                            set.push_back(cands[std::size_t(j)]);
                            value += defaultFanValues()[cands[std::size_t(j)].fan];
                        }
                    if (value > best && combinationsAllowed(set)) best = value;
                }
                QCOMPARE(chosenCombinationValue(r, defaultFanValues()), best);
                ++checked;
                many += n >= 4;
            }
        }
        qInfo("combination search: %d readings, %d with four or more candidates", checked, many);
        QVERIFY(checked > 2000);
        QVERIFY(many > 100);
    }

    // 边张 / 嵌张 / 单钓将 only when the hand waited on that one kind.
    void waitFansNeedASoleWait() {
        const ScoreResult r = S("'hand':'11123m456p789s999s','win_tile':'2m'");
        QCOMPARE(count(r, "closed_wait"), 0);
        QVERIFY(stepMentions(r, "嵌张 Closed Wait not counted: the hand waited on more than one kind"));
        Facts f;
        QVERIFY(makeFacts(desc("'hand':'11123m456p789s999s','win_tile':'2m'"), f).empty());
        QCOMPARE(waitCount(f), 2);
        QVERIFY(makeFacts(desc("'hand':'123999m456p789s55s','win_tile':'2m'"), f).empty());
        QCOMPARE(waitCount(f), 1);
        // Waits go by shape, a kind held four times included (binshi.md
        // "Counting principles"): 1111234m waits on 4m and on a fifth 1m.
        QVERIFY(makeFacts(desc("'hand':'11112344m456p789s','win_tile':'4m'"), f).empty());
        QCOMPARE(waitCount(f), 2);
    }

    // MCR's own example (binshi.md "Counting principles"): 4444567s waits on
    // 7s and, by shape, on a fifth 4s, so won on 7s it has no 单钓将 although
    // no fifth 4s exists. Where a fifth copy completes nothing the sole wait
    // still counts.
    void waitOnAKindHeldFour() {
        const HandDesc h = desc("'hand':'123m456p44445677s','win_tile':'7s'");
        const ScoreResult r = score(h);
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(count(r, "single_wait"), 0);
        QVERIFY(stepMentions(r, "单钓将 Single Wait not counted: the hand waited on more than one kind"));
        sameValue(h, r);
        Facts f;
        QVERIFY(makeFacts(h, f).empty());
        QCOMPARE(waitCount(f), 2);
        // Self-drawn, with a melded chow: the same two waits.
        const ScoreResult t = S("'hand':'456p44445677s','win_tile':'7s','tsumo':true,"
                                "'melds':[{'type':'chi','tiles':'123m'}]");
        QVERIFY2(t.ok, t.error.c_str());
        QCOMPARE(count(t, "single_wait"), 0);
        // 1111m and 3m wait on 2m alone (a fifth 1m makes 111113m, no hand): 嵌张.
        const HandDesc c = desc("'hand':'111123m456p789s11z','win_tile':'2m'");
        QVERIFY(makeFacts(c, f).empty());
        QCOMPARE(waitCount(f), 1);
        const ScoreResult cr = score(c);
        QCOMPARE(count(cr, "closed_wait"), 1);
        sameValue(c, cr);
        // A single wait on an honour beside four of a kind still counts.
        const HandDesc s1 = desc("'hand':'111123m456p789s11z','win_tile':'1z'");
        const ScoreResult sr = score(s1);
        QVERIFY2(sr.ok, sr.error.c_str());
        QVERIFY(makeFacts(s1, f).empty());
        QCOMPARE(waitCount(f), 1);
        QCOMPARE(count(sr, "single_wait"), 1);
        sameValue(s1, sr);
    }

    // 和绝张 from the situation; 抢杠和 includes it.
    void lastTileAndRobbing() {
        const ScoreResult r = S("'hand':'123m456p234789s11z','win_tile':'4s','situation':['chankan','last_tile']");
        QCOMPARE(count(r, "robbing_the_kong"), 1);
        QCOMPARE(count(r, "last_tile"), 0);
        // From `visible`: the other three 7s are out.
        QCOMPARE(count(S("'hand':'123999m456p789s11z','win_tile':'7s','visible':'7s77s1z'"), "last_tile"), 1);
        QCOMPARE(count(S("'hand':'123999m456p789s11z','win_tile':'7s','visible':'77s1z'"), "last_tile"), 0);
        // The table's words that name no MCR fan are accepted and ignored.
        const ScoreResult t =
            S("'hand':'123m456p789s11222z','win_tile':'2z','tsumo':true,'situation':['tenhou',"
              "'flower_replacement']");
        QVERIFY(t.ok);
        QCOMPARE(t.total, S("'hand':'123m456p789s11222z','win_tile':'2z','tsumo':true").total);
    }

    // 和绝张 from the winner's own melds (binshi.md "Counting principles"):
    // the description alone is enough, and a meld `visible` lists too (as
    // the table does) counts once.
    void lastTileFromOwnMelds() {
        const std::string pon = ",'melds':[{'type':'pon','tiles':'777s'}]";
        // A pon of 7s, won on 7s, on a discard and self-drawn.
        QCOMPARE(count(S("'hand':'123m456p789s11z','win_tile':'7s'" + pon), "last_tile"), 1);
        QCOMPARE(count(S("'hand':'123m456p789s11z','win_tile':'7s','tsumo':true" + pon), "last_tile"), 1);
        // Listed in `visible` as well: still one 和绝张.
        QCOMPARE(count(S("'hand':'123m456p789s11z','win_tile':'7s','visible':'777s'" + pon), "last_tile"), 1);
        // Three melded chows each holding a 7s.
        const ScoreResult three =
            S("'hand':'789s11z','win_tile':'7s','melds':[{'type':'chi','tiles':'567s'},"
              "{'type':'chi','tiles':'678s'},{'type':'chi','tiles':'789s'}]");
        QVERIFY2(three.ok, three.error.c_str());
        QCOMPARE(count(three, "last_tile"), 1);
        // One 7s in a melded chow and two in `visible`: three shown.
        const std::string chi = ",'melds':[{'type':'chi','tiles':'678s'}]";
        QCOMPARE(count(S("'hand':'123m456p789s11z','win_tile':'7s','visible':'77s'" + chi), "last_tile"), 1);
        QCOMPARE(count(S("'hand':'123m456p789s11z','win_tile':'7s','visible':'678s77s'" + chi), "last_tile"), 1);
        // The chow listed in `visible` and one more 7s: two shown, not three.
        QCOMPARE(count(S("'hand':'123m456p789s11z','win_tile':'7s','visible':'678s7s'" + chi), "last_tile"), 0);
        QCOMPARE(count(S("'hand':'123m456p789s11z','win_tile':'7s','visible':'7s'" + chi), "last_tile"), 0);
        // The bots' valuer counts the same.
        const BinshiRuleset rs;
        const HandDesc base = desc("'hand':'123m456p789s11z','win_tile':'7s'" + pon);
        const auto v = rs.valuer(base);
        QVERIFY(v != nullptr);
        Counts conc = toCounts(base.hand);
        const HandWorth w = v->worth(conc, Kind(base.winTile.kind), false);
        QCOMPARE(w.total, rs.value(base).total);
        QCOMPARE(rs.value(base).total, scoreHand(base).total);
    }

    // last_tile (和绝张) while the winner holds another copy concealed: an
    // error naming the field, as other contradictory words are.
    void lastTileWithAnotherCopyConcealed() {
        const ScoreResult r = S("'hand':'123m456p789s777s11z','win_tile':'7s','situation':['last_tile']");
        QVERIFY(!r.ok);
        QVERIFY2(r.error.find("'situation'") != std::string::npos && r.error.find("last_tile") != std::string::npos,
                 r.error.c_str());
        QVERIFY(!BinshiRuleset().value(desc("'hand':'123m456p789s777s11z','win_tile':'7s','situation':['last_tile']")).ok);
        // The winning tile the only copy held: the word stands.
        QCOMPARE(count(S("'hand':'123999m456p789s11z','win_tile':'7s','situation':['last_tile']"), "last_tile"), 1);
    }

    // 无番和: no fan at all apart from flowers gives 8.
    void chickenHand() {
        const std::string melds =
            ",'melds':[{'type':'chi','tiles':'234m'},{'type':'chi','tiles':'456p'},"
            "{'type':'pon','tiles':'333s'}]";
        const ScoreResult r = S("'hand':'678s11z','win_tile':'8s'" + melds);
        QCOMPARE(r.total, 8LL);
        QVERIFY(r.valid);
        const ScoreResult f = S("'hand':'678s11z','win_tile':'8s','flowers':'5f'" + melds);
        QCOMPARE(count(f, "chicken_hand"), 1);
        QCOMPARE(f.total, 9LL);
    }

    // Knitted forms: 全不靠 with a full 组合龙 counts both; 七星不靠 excludes
    // 全不靠; 组合龙 with a chow and a number pair is 平和 too.
    void knittedForms() {
        const ScoreResult a = S("'hand':'147m258p369s12345z','win_tile':'5z'");
        QCOMPARE(count(a, "lesser_honors_knitted"), 1);
        QCOMPARE(count(a, "knitted_straight"), 1);
        QCOMPARE(count(a, "all_types"), 0);
        QCOMPARE(a.total, 24LL);
        const ScoreResult g = S("'hand':'147m25p36s1234567z','win_tile':'1z','tsumo':true");
        QCOMPARE(count(g, "greater_honors_knitted"), 1);
        QCOMPARE(count(g, "lesser_honors_knitted"), 0);
        QCOMPARE(count(g, "self_drawn"), 1);
        QCOMPARE(g.total, 25LL);
        const ScoreResult k = S("'hand':'14557m258p234369s','win_tile':'4s'");
        QCOMPARE(count(k, "knitted_straight"), 1);
        QCOMPARE(count(k, "all_chows"), 1);
        QCOMPARE(count(k, "concealed_hand"), 1);
        // 组合龙 with its group called.
        const ScoreResult m = S("'hand':'14557m258p369s','win_tile':'5m','melds':[{'type':'pon','tiles':'777z'}]");
        QCOMPARE(count(m, "knitted_straight"), 1);
        QCOMPARE(count(m, "dragon_pung"), 1);
        QCOMPARE(count(m, "all_types"), 0);  // no wind
    }

    // Worked totals of reference hands, each computed by MCR's definitions
    // and counting principles.
    void referenceTotals() {
        // 十三幺 on a discard: 88 (五门齐, 门前清, 单钓将, 混幺九 included).
        QCOMPARE(S("'hand':'19m19p19s12345677z','win_tile':'7z'").total, 88LL);
        // Four concealed wind pungs and a 白 pair, won on the 白:
        // 大四喜 88 + 字一色 64 + 四暗刻 64 + 单钓将 1.
        QCOMPARE(S("'hand':'11122233344455z','win_tile':'5z'").total, 217LL);
        // 七对 self-drawn: 24 + 自摸 1.
        QCOMPARE(S("'hand':'1133m5577p2244s66z','win_tile':'6z','tsumo':true").total, 25LL);
        // 清龙 16 + 清一色 24 + 平和 2 + 门前清 2 (无字 in 清一色; 连六/老少副 in 清龙).
        QCOMPARE(S("'hand':'123456789m234m55m','win_tile':'9m'").total, 44LL);
        // Four pungs called, single wait on 3p: 碰碰和 6 + 全求人 6 + 圈风刻 2
        // + 门风刻 2 + 箭刻 2 + 幺九刻 1 (999m) + 缺一门 1 (单钓将 in 全求人).
        QCOMPARE(S("'hand':'33p','win_tile':'3p','melds':[{'type':'pon','tiles':'111z'},{'type':'pon','tiles':'222z'},"
                   "{'type':'pon','tiles':'999m'},{'type':'pon','tiles':'555z'}]")
                     .total,
                 20LL);
        // 九莲宝灯 on 5m, 111 234 55 678 999m: 88 + 双暗刻 2 + 幺九刻 1 (清一色,
        // 门前清, 无字 and one of its two 幺九刻 included).
        QCOMPARE(S("'hand':'11123455678999m','win_tile':'5m'").total, 91LL);
        // 九莲宝灯 on 1m, 111 123 456 789 99m: 88 + 清龙 16 + 四归一 2 (its one
        // 幺九刻 included).
        QCOMPARE(S("'hand':'11112345678999m','win_tile':'1m'").total, 106LL);
        // 一色四步高 by 1 (123 234 345 456m) with a 5p pair: 32 + 门前清 2 + 缺一门 1
        // + 无字 1 + 平和 2.
        QCOMPARE(S("'hand':'122333444556m55p','win_tile':'5p'").total, 38LL);
    }

    // docs/rulesets/binshi.md "Worked examples", 1 to 5, with their payments.
    void workedExamples() {
        const std::string chicken =
            "'win_tile':'9m','melds':[{'type':'chi','tiles':'234m'},{'type':'pon','tiles':'666p'},"
            "{'type':'chi','tiles':'345s'}]";
        // 1. 无番和 8; the discarder pays 16.
        const ScoreResult e1 = S("'hand':'789m11z'," + chicken);
        QCOMPARE(e1.total, 8LL);
        QCOMPARE(count(e1, "chicken_hand"), 1);
        QVERIFY(e1.valid);
        QCOMPARE(e1.field("payment"), 16LL);
        QCOMPARE(settleWins({{1, 0, e1.total}}).delta[0], -16LL);
        // 2. Self-drawn: 自摸 1 instead of 无番和, below 8.
        const ScoreResult e2 = S("'hand':'789m11z','tsumo':true," + chicken);
        QCOMPARE(e2.total, 1LL);
        QCOMPARE(count(e2, "self_drawn"), 1);
        QCOMPARE(count(e2, "chicken_hand"), 0);
        QVERIFY(!e2.valid);
        // 3. Two flowers: 8 + 2 = 10, the discarder pays 20.
        const ScoreResult e3 = S("'hand':'789m11z','flowers':'15f'," + chicken);
        QCOMPARE(e3.total, 10LL);
        QCOMPARE(e3.field("fan_no_flowers"), 8LL);
        QCOMPARE(e3.field("payment"), 20LL);
        // 4. 十三幺 self-drawn: 88 + 自摸 1 = 89; each pays 89, the winner +267.
        const ScoreResult e4 = S("'hand':'119m19p19s1234567z','win_tile':'1m','tsumo':true");
        QCOMPARE(e4.total, 89LL);
        QCOMPARE(count(e4, "thirteen_orphans"), 1);
        QCOMPARE(count(e4, "self_drawn"), 1);
        const Settlement s4 = settleWins({{1, -1, e4.total}});
        QCOMPARE(s4.delta[1], 267LL);
        QCOMPARE(s4.delta[0], -89LL);
        // 5. 大三元 88 + 缺一门 1 = 89; the discarder pays 178, and 178 + 20 with
        // a second winner of 10 fans (head_bump off).
        const ScoreResult e5 =
            S("'hand':'234m99p777z','win_tile':'4m','melds':[{'type':'pon','tiles':'555z'},"
              "{'type':'pon','tiles':'666z'}]");
        QCOMPARE(e5.total, 89LL);
        QCOMPARE(count(e5, "big_three_dragons"), 1);
        QCOMPARE(count(e5, "one_voided_suit"), 1);
        QCOMPARE(int(e5.items.size()), 2);
        QCOMPARE(e5.field("payment"), 178LL);
        QCOMPARE(settleWins({{1, 0, e5.total}, {2, 0, 10}}).delta[0], -198LL);
    }

    // The 8-fan minimum leaves flowers out; fields and payment steps.
    void minimumAndFields() {
        const std::string base =
            "'hand':'567m11s222z','win_tile':'2z','tsumo':true,'melds':[{'type':'pon','tiles':'999s'},"
            "{'type':'kan','tiles':'7777s'}]";
        const ScoreResult r = S(base);
        QCOMPARE(r.total, 6LL);
        QVERIFY(!r.valid);
        const ScoreResult f = S(base + ",'flowers':'5678f'");
        QCOMPARE(f.total, 10LL);
        QCOMPARE(f.field("fan"), 10LL);
        QCOMPARE(f.field("fan_no_flowers"), 6LL);
        QCOMPARE(f.field("flowers"), 4LL);
        QVERIFY(!f.valid);
        QCOMPARE(f.field("payment"), 10LL);
        QCOMPARE(f.field("gain"), 30LL);
        QVERIFY(stepMentions(f, "8-fan minimum, flowers excluded: 6 < 8"));
        const ScoreResult v = S("'hand':'1133m5577p2244s66z','win_tile':'6z','flowers':'1f'");
        QVERIFY(v.valid);
        QCOMPARE(v.field("payment"), 2 * v.total);
        QCOMPARE(v.total, 25LL);  // 七对 24 + 花牌 1
        QVERIFY(stepMentions(v, "the discarder pays 2 × 25 = 50"));
        // The running totals of the steps end at the total.
        QCOMPARE(v.steps.back().total, v.total);
        // An incomplete hand is no win.
        const ScoreResult n = S("'hand':'123m456p789s11223z','win_tile':'3z'");
        QVERIFY(n.ok);
        QVERIFY(!n.valid);
        QVERIFY(n.items.empty());
    }

    // A house edits values: as options or as text.
    void fanValueOverrides() {
        const ScoreResult r = S("'hand':'1133m5577p2244s66z','win_tile':'6z','options':{'fan.seven_pairs':30}");
        QCOMPARE(r.total, 30LL);
        const FanValues v = parseFanValues("seven_pairs=20,花龙=6");
        QCOMPARE(v[kSevenPairs], 20);
        QCOMPARE(v[kMixedStraight], 6);
        QCOMPARE(scoreFan(desc("'hand':'1133m5577p2244s66z','win_tile':'6z'"), v), 20);
        bool threw = false;
        try {
            parseFanValues("seven_pairs=200");
        } catch (const std::invalid_argument& e) {
            threw = std::string(e.what()).find("seven_pairs") != std::string::npos;
        }
        QVERIFY(threw);
        const ScoreResult bad = S("'hand':'1133m5577p2244s66z','win_tile':'6z','options':{'fan.nonsense':3}");
        QVERIFY(!bad.ok);
        QVERIFY(bad.error.find("fan.nonsense") != std::string::npos);
    }

    // Bad input: ok=false with an error naming the field.
    void badInput() {
        auto expectError = [](const HandDesc& h, const std::string& field) {
            const ScoreResult r = score(h);
            QVERIFY2(!r.ok, field.c_str());
            QVERIFY2(r.error.find(field) != std::string::npos, (field + " / " + r.error).c_str());
        };
        HandDesc h = desc("'hand':'123m456p789s11222z','win_tile':'2z'");
        HandDesc noWin = h;
        noWin.hasWinTile = false;
        expectError(noWin, "'win_tile'");
        HandDesc wrongWin = h;
        wrongWin.winTile = Tile{5, false};
        expectError(wrongWin, "'win_tile'");
        HandDesc shortHand = h;
        shortHand.hand.pop_back();
        expectError(shortHand, "'hand'");
        HandDesc five = h;
        five.hand = parseTiles("11111m456p789s22z");
        five.winTile = Tile{0, false};
        expectError(five, "'hand'");
        HandDesc wind = h;
        wind.seatWind = 7;
        expectError(wind, "'seat_wind'");
        HandDesc flowers = h;
        flowers.flowers = parseTiles("11f");
        expectError(flowers, "'flowers'");
        expectError(desc("'hand':'123m456p789s11222z','win_tile':'2z','situation':['riichi']"), "'situation'");
        expectError(desc("'hand':'123m456p789s11222z','win_tile':'2z','situation':['haitei']"), "haitei");
        expectError(desc("'hand':'123m456p789s11222z','win_tile':'2z','tsumo':true,'situation':['houtei']"), "houtei");
        expectError(desc("'hand':'123m456p789s11222z','win_tile':'2z','tsumo':true,'situation':['rinshan']"),
                    "rinshan");
        expectError(desc("'hand':'123m456p789s11222z','win_tile':'2z','tsumo':true,'situation':['chankan']"),
                    "chankan");
        expectError(desc("'hand':'123m456p789s11222z','win_tile':'2z','situation':['chankan']"), "chankan");
        HandDesc meld = desc("'hand':'456p789s11222z','win_tile':'2z','melds':[{'type':'chi','tiles':'123m'}]");
        meld.melds[0].kind = 8;  // a chi from 9m
        expectError(meld, "'melds'[0]");
    }

    // 铳二摸三 (docs/rulesets/binshi.md "Payments (铳二摸三)").
    void settlement() {
        Settlement d = settleWins({{0, 2, 10}});
        QCOMPARE(d.delta[0], 20LL);
        QCOMPARE(d.delta[2], -20LL);
        QCOMPARE(d.delta[1], 0LL);
        QCOMPARE(d.delta[3], 0LL);
        QCOMPARE(int(d.payments.size()), 1);
        QCOMPARE(d.payments[0].amount, 20LL);
        Settlement t = settleWins({{1, -1, 9}});
        QCOMPARE(t.delta[1], 27LL);
        QCOMPARE(t.delta[0], -9LL);
        QCOMPARE(t.delta[2], -9LL);
        QCOMPARE(t.delta[3], -9LL);
        QCOMPARE(int(t.payments.size()), 3);
        // Head bump off: two winners on one discard, each paid 2F.
        Settlement m = settleWins({{1, 0, 8}, {3, 0, 12}});
        QCOMPARE(m.delta[0], -40LL);
        QCOMPARE(m.delta[1], 16LL);
        QCOMPARE(m.delta[3], 24LL);
        long long sum = 0;
        for (auto x : m.delta) sum += x;
        QCOMPARE(sum, 0LL);
        // Exhausted wall: nothing.
        Settlement e = settleWins({});
        QCOMPARE(e.delta, (std::array<long long, 4>{}));
        bool threw = false;
        try {
            settleWins({{5, 0, 8}});
        } catch (const std::invalid_argument& x) {
            threw = std::string(x.what()).find("wins[0].winner") != std::string::npos;
        }
        QVERIFY(threw);
        threw = false;
        try {
            settleWins({{2, 2, 8}});
        } catch (const std::invalid_argument& x) {
            threw = std::string(x.what()).find("wins[0].from") != std::string::npos;
        }
        QVERIFY(threw);
    }

    void rulesetClass() {
        BinshiRuleset rs;
        QCOMPARE(QString::fromStdString(rs.id()), QString("binshi"));
        QCOMPARE(QString::fromStdString(rs.nameZh()), QString("璸市麻雀"));
        const auto descs = rs.optionDescs();
        QCOMPARE(int(descs.size()), 2);
        Options o;
        o.resolve(descs);
        QCOMPARE(o.get("head_bump"), 1LL);
        QCOMPARE(o.get("rounds"), 4LL);
        Options bad;
        bad.set("rounds", 5);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, bad.resolve(descs));
        QVERIFY(rs.config(o).wall.set.flowers);
        QVERIFY(rs.config(o).winners == WinnersPolicy::HeadBump);
        Options all;
        all.set("head_bump", 0);
        all.resolve(descs);
        QVERIFY(rs.config(all).winners == WinnersPolicy::All);
        const HandDesc h = desc("'hand':'1133m5577p2244s66z','win_tile':'6z'");
        QCOMPARE(rs.score(h).total, scoreHand(h).total);
        const RuleFacts f = rs.ruleFacts(o);
        QCOMPARE(f.minimum, 8LL);
        QVERIFY(!f.minimumCountsFlowers);
        QVERIFY(!f.furitenOwnDiscards && !f.furitenPassed);
        QCOMPARE(f.dealInShare, 2.0);
        QCOMPARE(f.ronGain, 2.0);
        QCOMPARE(f.tsumoGain, 3.0);
    }

    // The scorer behind a table: bots play binshi games (144 tiles, flowers,
    // no dead wall); every offered win is valid without flowers and is paid
    // 铳二摸三, the table's invariants hold after every action, and a game
    // of `rounds` rounds is 4 × rounds hands (no dealer repeat).
    void tablePlaysBinshi() {
        auto rs = std::make_shared<BinshiRuleset>();
        int wins = 0, hands = 0;
        for (int rounds : {1, 1, 2}) {
            Options opts;
            opts.set("rounds", rounds);
            opts.resolve(rs->optionDescs());
            Table t(rs, opts, std::uint64_t(40 + hands));
            t.setCheckInvariants(true);
            std::array<std::unique_ptr<ai::Bot>, 4> bots;
            for (int s = 0; s < 4; ++s) bots[std::size_t(s)] = ai::makeBot("standard", std::uint64_t(7 * hands + s));
            int played = 0;
            while (t.phase() != Phase::GameOver) {
                if (t.phase() == Phase::HandOver) {
                    t.apply(Action{ActionType::NextHand, -1});
                    continue;
                }
                if (t.applyForced()) continue;
                for (int s : t.seatsToAct()) {
                    SeatView v = t.view(s);
                    if (v.legal.empty()) continue;
                    t.apply(bots[std::size_t(s)]->choose(v));
                    if (t.phase() != Phase::Claim) break;
                }
                if (t.phase() != Phase::HandOver && t.phase() != Phase::GameOver) continue;
                ++played;
                const HandOutcome& o = t.pub().outcome;
                long long sum = 0;
                for (auto d : o.settlement.delta) sum += d;
                QCOMPARE(sum, 0LL);
                for (const auto& w : o.wins) {
                    ++wins;
                    QVERIFY2(w.score.ok && w.score.valid, w.score.error.c_str());
                    QVERIFY(w.score.field("fan_no_flowers") >= 8);
                    if (o.wins.size() == 1)
                        QCOMPARE(o.settlement.delta[std::size_t(w.seat)], (w.tsumo ? 3 : 2) * w.score.total);
                }
            }
            QCOMPARE(played, 4 * rounds);
            QCOMPARE(t.invariantViolations(), 0);
            hands += played;
        }
        qInfo("binshi at the table: %d hands, %d wins", hands, wins);
    }

    // Random hands of every form: the scorer never fails on them, the fast
    // path agrees with the breakdown, the items add up to the total and
    // every hand is complete.
    void randomHands() {
        Rng rng(2026);
        int valid = 0, special = 0;
        for (int i = 0; i < 4000; ++i) {
            const HandDesc h = randomWinningHand(rng);
            const ScoreResult r = score(h);
            QVERIFY2(r.ok, (handDescToJson(h) + " " + r.error).c_str());
            QVERIFY2(!r.items.empty(), handDescToJson(h).c_str());
            long long sum = 0;
            for (const auto& it : r.items) sum += it.value * it.count;
            QCOMPARE(sum, r.total);
            QCOMPARE(r.valid, r.field("fan_no_flowers") >= 8);
            QCOMPARE(r.field("flowers"), (long long)h.flowers.size());
            sameValue(h, r);
            valid += r.valid;
            special += count(r, "seven_pairs") + count(r, "thirteen_orphans") + count(r, "lesser_honors_knitted") +
                           count(r, "greater_honors_knitted") + count(r, "knitted_straight") >
                       0;
            int shown = 0;
            for (const auto& g : r.groups) shown += int(g.size());
            QVERIFY2(shown >= 14 && shown <= 18, handDescToJson(h).c_str());
        }
        QVERIFY(valid > 400);
        QVERIFY(special > 50);
    }

    // Broken hands (a tile swapped for a random one, a random situation
    // word, a random winning tile): an answer every time, never a crash, and
    // the fast path agrees (-2 bad input, -1 incomplete).
    void mutatedHands() {
        Rng rng(77);
        static const char* words[] = {"last_tile", "rinshan", "chankan", "haitei", "houtei", "riichi", "tenhou"};
        int bad = 0, incomplete = 0;
        for (int i = 0; i < 3000; ++i) {
            HandDesc h = randomWinningHand(rng);
            const int what = int(rng.below(3));
            if (what == 0) h.hand[rng.below(std::uint32_t(h.hand.size()))] = Tile{Kind(rng.below(34)), false};
            if (what == 1) h.situation.push_back(words[rng.below(7)]);
            if (what == 2) h.winTile = Tile{Kind(rng.below(34)), false};
            const ScoreResult r = score(h);
            sameValue(h, r);
            bad += !r.ok;
            incomplete += r.ok && r.items.empty();
            if (!r.ok) QVERIFY(r.error.find('\'') != std::string::npos);  // names the field
        }
        QVERIFY(bad > 100);
        QVERIFY(incomplete > 100);
    }
};

QTEST_GUILESS_MAIN(TestBinshiScore)
#include "test_binshi_score.moc"
