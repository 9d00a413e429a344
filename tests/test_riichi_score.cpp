// 立直麻将 scoring: docs/rulesets/riichi.md "Yaku", "Fu",
// "Points" and "Source". Every yaku and yakuman positive and
// negative, fu and the highest-scoring reading, limits, options, dora, the
// source's worked example, the published score table typed in as data, bad
// input, and the fast path against the full breakdown on random hands.
#include <QtTest>
#include <map>
#include <set>

#include "core/registry.h"
#include "core/rng.h"
#include "core/score.h"
#include "rulesets/riichi/riichi_internal.h"
#include "rulesets/riichi/riichi_score.h"

using namespace qe;
using namespace qe::riichi;

namespace {

// A hand description from a JSON fragment written with ' for " (easier to
// read in C++ strings); seat South (non-dealer) and round East unless the
// fragment says otherwise.
HandDesc desc(std::string body) {
    for (char& c : body)
        if (c == '\'') c = '"';
    std::string j = "{\"ruleset\":\"riichi\"," + body;
    if (body.find("\"seat_wind\"") == std::string::npos) j += ",\"seat_wind\":2";
    if (body.find("\"round_wind\"") == std::string::npos) j += ",\"round_wind\":1";
    j += "}";
    return parseHandDesc(j);
}

std::string describe(const ScoreResult& r) {
    std::string s = r.ok ? "" : "error: " + r.error;
    for (const auto& [k, v] : r.fields) s += " " + k + "=" + std::to_string(v);
    s += " |";
    for (const auto& i : r.items) s += " " + i.id + "(" + std::to_string(i.value) + "x" + std::to_string(i.count) + ")";
    return s;
}

// Disagreements between the fast path and the breakdown, checked after
// every test function (cleanup()).
int g_mismatches = 0;

// Scores with the breakdown and checks the fast path gives the same numbers.
ScoreResult score(const HandDesc& h) {
    const ScoreResult r = scoreHand(h);
    const Value v = scoreValue(h);
    if (!r.ok) {
        if (v.status != -2) {
            qWarning("fast path accepted a hand the breakdown refused: %s", r.error.c_str());
            ++g_mismatches;
        }
        return r;
    }
    const bool same = v.status >= -1 && (v.status == 1) == r.valid && v.han == r.field("han") &&
                      v.fu == r.field("fu") && v.yakuman == r.field("yakuman") && v.base == r.field("base") &&
                      v.points == r.field("points") && r.total == r.field("han");
    if (!same) {
        qWarning("fast path (han %d fu %d) and breakdown differ: %s", v.han, v.fu, describe(r).c_str());
        ++g_mismatches;
    }
    return r;
}
ScoreResult S(const std::string& body) { return score(desc(body)); }

std::set<std::string> yaku(const ScoreResult& r) {
    std::set<std::string> s;
    for (const auto& i : r.items)
        if (i.id != "dora" && i.id != "ura" && i.id != "aka") s.insert(i.id);
    return s;
}
bool has(const ScoreResult& r, const std::string& id) { return yaku(r).count(id) != 0; }
int count(const ScoreResult& r, const std::string& id) {
    for (const auto& i : r.items)
        if (i.id == id) return i.count;
    return 0;
}

#define EXPECT_YAKU(r, ...)                                                    \
    do {                                                                       \
        const std::set<std::string> want{__VA_ARGS__};                         \
        QVERIFY2((r).ok && (r).valid && yaku(r) == want, describe(r).c_str()); \
    } while (0)

#define EXPECT_ERROR(r, text)                                                                                 \
    do {                                                                                                      \
        const ScoreResult rr = (r);                                                                           \
        QVERIFY2(!rr.ok && rr.error.find(text) != std::string::npos, (rr.error + " / want " + text).c_str()); \
    } while (0)

long long F(const ScoreResult& r, const char* f) { return r.field(f); }

}  // namespace

class TestRiichiScore : public QObject {
    Q_OBJECT

private slots:
    void cleanup() {
        const int n = g_mismatches;
        g_mismatches = 0;
        QCOMPARE(n, 0);
    }

    // Each step names what its total counts, in order han, fu, points, so
    // the breakdown never guesses from the wording (riichi.md "Fu", "Points").
    void stepUnits() {
        auto units = [](const ScoreResult& r) {
            std::string u;
            for (const auto& st : r.steps)
                if (u.empty() || u.substr(u.rfind(' ') + 1) != st.unit) u += (u.empty() ? "" : " ") + st.unit;
            return u;
        };
        const ScoreResult plain = S("'hand':'234m456p345678s88p','win_tile':'2m','situation':['riichi']");
        QCOMPARE(units(plain), std::string("han fu points"));
        const ScoreResult seven = S("'hand':'1133m5577p22s3344z','win_tile':'1m','situation':['riichi']");
        QCOMPARE(units(seven), std::string("han fu points"));
        QVERIFY(seven.steps[seven.steps.size() - 1].unit == "points");
        const ScoreResult limit = S("'hand':'19m19p19s1234567z1m','win_tile':'1m'");
        QCOMPARE(units(limit), std::string("han fu points"));
        // The running totals agree with the fields the units name.
        for (const ScoreResult* r : {&plain, &seven}) {
            long long lastHan = -1, lastFu = -1;
            for (const auto& st : r->steps) {
                if (st.unit == "han") lastHan = st.total;
                if (st.unit == "fu") lastFu = st.total;
            }
            QCOMPARE(lastHan, F(*r, "han"));
            QCOMPARE(lastFu, F(*r, "fu"));
        }
        // No yaku: one step, with no unit of its own (the ruleset's).
        const ScoreResult none = S("'hand':'456p345s789s88p','win_tile':'8p','melds':[{'type':'chi','tiles':'234m'}]");
        QVERIFY(!none.valid);
        QCOMPARE(units(none), std::string(""));
        QVERIFY(scoreResultToJson(plain).find("\"unit\":\"fu\"") != std::string::npos);
    }

    void options() {
        const auto d = riichiOptionDescs();
        QCOMPARE(int(d.size()), 6);
        const std::vector<std::tuple<std::string, OptionDesc::Kind, long long>> want{
            {"aka", OptionDesc::Kind::Int, 1},
            {"kuitan", OptionDesc::Kind::Bool, 1},
            {"kiriage", OptionDesc::Kind::Bool, 0},
            {"double_yakuman", OptionDesc::Kind::Bool, 1},
            {"kazoe_yakuman", OptionDesc::Kind::Bool, 1},
            {"head_bump", OptionDesc::Kind::Bool, 0}};
        for (std::size_t i = 0; i < want.size(); ++i) {
            QCOMPARE(d[i].id, std::get<0>(want[i]));
            QVERIFY(d[i].kind == std::get<1>(want[i]));
            QCOMPARE(d[i].defaultValue, std::get<2>(want[i]));
            QVERIFY(!d[i].nameEn.empty() && !d[i].nameZh.empty() && !d[i].help.empty());
        }
        QCOMPARE(d[0].min, 0LL);
        QCOMPARE(d[0].max, 4LL);  // riichi.md "Play": 0–4 per suit
        // the scorer's defaults are the descriptors' (it reads them without
        // the map when no option is given): each option set to its default
        // scores like no options, set to the other value differently
        const std::vector<std::pair<std::string, std::string>> probes{
            {"aka", "'hand':'234m406p345678s88p','win_tile':'2m'"},
            {"kuitan", "'hand':'456p678s345s88p','win_tile':'8p','melds':[{'type':'chi','tiles':'234m'}]"},
            {"kiriage", "'hand':'234m456p345678s88p','win_tile':'2m','situation':['riichi'],'dora':'1m'"},
            {"double_yakuman", "'hand':'19m19p19s1234567z1m','win_tile':'1m'"},
            {"kazoe_yakuman",
             "'hand':'223344m667788m99m','win_tile':'2m','tsumo':true,'situation':['riichi'],'dora':'1m'"},
        };
        for (const auto& [id, hand] : probes) {
            const OptionDesc* od = nullptr;
            for (const auto& x : d)
                if (x.id == id) od = &x;
            QVERIFY(od);
            HandDesc h = desc(hand);
            const ScoreResult none = score(h);
            h.options.set(id, od->defaultValue);
            const ScoreResult same = score(h);
            h.options.set(id, 1 - od->defaultValue);
            const ScoreResult other = score(h);
            QVERIFY2(none.ok && same.ok && none.fields == same.fields && none.valid == same.valid, id.c_str());
            QVERIFY2(!other.ok || other.fields != none.fields || other.valid != none.valid, id.c_str());
        }
    }

    void registered() {
        auto rs = makeRuleset("riichi");
        QVERIFY(rs);
        const ScoreResult r = rs->score(desc("'hand':'234m456p345678s88p','win_tile':'3m','tsumo':true"));
        QVERIFY2(r.ok && r.valid, describe(r).c_str());
        QCOMPARE(r.ruleset, std::string("riichi"));
    }

    // ---- the source's worked example (riichi.md "Source", 满贯以下) -----------------
    void sourceExampleFourHan30FuTsumo() {
        // riichi, menzen tsumo, tanyao, one dora; closed wait: 20 + 2 + 2 = 24 → 30 fu.
        const auto r = S("'hand':'234m456p345678s88p','win_tile':'3m','tsumo':true,'situation':['riichi'],'dora':'1m'");
        EXPECT_YAKU(r, "riichi", "menzen_tsumo", "tanyao");
        QCOMPARE(count(r, "dora"), 1);
        QCOMPARE(F(r, "han"), 4LL);
        QCOMPARE(F(r, "fu"), 30LL);
        QCOMPARE(F(r, "base"), 1920LL);
        QCOMPARE(F(r, "points"), 7900LL);  // 2000 + 2000 + 3900
        const Shares s = shares(1920, false);
        QCOMPARE(s.tsumoDealer, 3900LL);
        QCOMPARE(s.tsumoOther, 2000LL);
        // the steps a learner follows
        std::string all;
        for (const auto& st : r.steps) all += st.text + "\n";
        QVERIFY2(all.find("30 fu × 2^(4+2) = 1920") != std::string::npos, all.c_str());
        QVERIFY2(all.find("Dealer pays 2×1920 = 3840 → 3900") != std::string::npos, all.c_str());
        QVERIFY2(all.find("fu 24 rounds up to 30") != std::string::npos, all.c_str());
        QCOMPARE(r.steps.back().total, 7900LL);
        QCOMPARE(int(r.groups.size()), 5);
        QCOMPARE(formatTiles(r.groups[4]), std::string("88p"));
    }

    // ---- 1 han -------------------------------------------------------------
    void riichiAndIppatsu() {
        const std::string base = "'hand':'123m456p789s234s99m','win_tile':'3s'";
        auto r = S(base);
        QVERIFY2(r.ok && !r.valid, describe(r).c_str());  // no yaku: closed ron, closed wait
        r = S(base + ",'situation':['riichi']");
        EXPECT_YAKU(r, "riichi");
        QCOMPARE(F(r, "fu"), 40LL);  // 20 + 2 closed wait + 10 concealed ron = 32 → 40
        QCOMPARE(F(r, "points"), 1300LL);
        r = S(base + ",'situation':['riichi','ippatsu']");
        EXPECT_YAKU(r, "riichi", "ippatsu");
        r = S(base + ",'situation':['double_riichi']");
        EXPECT_YAKU(r, "double_riichi");
        QCOMPARE(F(r, "han"), 2LL);
        r = S(base + ",'situation':['riichi','double_riichi','ippatsu']");
        EXPECT_YAKU(r, "double_riichi", "ippatsu");  // ダブル立直 replaces 立直
        QCOMPARE(F(r, "han"), 3LL);
    }

    void menzenTsumo() {
        auto r = S("'hand':'123m456p789s234s99m','win_tile':'3s','tsumo':true");
        EXPECT_YAKU(r, "menzen_tsumo");
        QCOMPARE(F(r, "fu"), 30LL);  // 20 + 2 + 2 = 24 → 30
        // open: no 門前清自摸和 (the 中 pon is the yaku)
        r = S("'hand':'123m456p234s99m','win_tile':'3s','tsumo':true,'melds':[{'type':'pon','tiles':'777z'}]");
        EXPECT_YAKU(r, "chun");
    }

    void pinfu() {
        auto r = S("'hand':'123m456p789s234s99m','win_tile':'2s'");
        EXPECT_YAKU(r, "pinfu");
        QCOMPARE(F(r, "fu"), 30LL);
        QCOMPARE(F(r, "points"), 1000LL);
        r = S("'hand':'123m456p789s234s99m','win_tile':'2s','tsumo':true");
        EXPECT_YAKU(r, "pinfu", "menzen_tsumo");
        QCOMPARE(F(r, "fu"), 20LL);        // 平和 tsumo stays 20
        QCOMPARE(F(r, "points"), 1500LL);  // 400 + 400 + 700
        // closed wait, edge wait, yakuhai pair: not pinfu
        QVERIFY(!S("'hand':'123m456p789s234s99m','win_tile':'3s'").valid);
        QVERIFY(!S("'hand':'123m456p789s123s99m','win_tile':'3s'").valid);
        QVERIFY(!S("'hand':'789m456p789s234s99m','win_tile':'7m'").valid);
        r = S("'hand':'123m456p789s234s55z','win_tile':'2s','situation':['riichi']");
        EXPECT_YAKU(r, "riichi");
        r = S("'hand':'123m456p789s234s22z','win_tile':'2s','situation':['riichi']");  // seat wind South
        EXPECT_YAKU(r, "riichi");
        r = S("'hand':'123m456p789s234s33z','win_tile':'2s'");  // West: not a yakuhai here
        EXPECT_YAKU(r, "pinfu");
        // open: never pinfu
        r = S("'hand':'456p789s234s99m','win_tile':'2s','melds':[{'type':'chi','tiles':'123m'}]");
        QVERIFY2(r.ok && !r.valid, describe(r).c_str());
    }

    void tanyao() {
        auto r = S("'hand':'234m456p678s345s88p','win_tile':'4m'");
        EXPECT_YAKU(r, "tanyao", "pinfu");
        r = S("'hand':'234m456p678s345s99p','win_tile':'4m'");
        EXPECT_YAKU(r, "pinfu");
        const std::string open = "'hand':'456p678s345s88p','win_tile':'8p','melds':[{'type':'chi','tiles':'234m'}]";
        r = S(open);
        EXPECT_YAKU(r, "tanyao");  // kuitan on by default
        r = S(open + ",'options':{'kuitan':false}");
        QVERIFY2(r.ok && !r.valid, describe(r).c_str());
    }

    void iipeikou() {
        auto r = S("'hand':'223344m456p678s11z','win_tile':'1z','situation':['riichi']");
        EXPECT_YAKU(r, "riichi", "iipeikou");
        // open: 一盃口 is closed only
        r = S("'hand':'234m456p678s88s','win_tile':'8s','melds':[{'type':'chi','tiles':'234m'}]");
        EXPECT_YAKU(r, "tanyao");
        r = S("'hand':'234m345m456p678s11z','win_tile':'1z','situation':['riichi']");
        EXPECT_YAKU(r, "riichi");
    }

    void yakuhai() {
        const std::string t = "'hand':'123m456p789s99m";
        EXPECT_YAKU(S(t + "555z','win_tile':'9m'"), "haku");
        EXPECT_YAKU(S(t + "666z','win_tile':'9m'"), "hatsu");
        EXPECT_YAKU(S(t + "777z','win_tile':'9m'"), "chun");
        EXPECT_YAKU(S(t + "222z','win_tile':'9m'"), "seat_wind");   // South seat
        EXPECT_YAKU(S(t + "111z','win_tile':'9m'"), "round_wind");  // East round
        auto r = S(t + "111z','win_tile':'9m','seat_wind':1");      // East seat, East round
        EXPECT_YAKU(r, "seat_wind", "round_wind");
        QCOMPARE(F(r, "han"), 2LL);
        QVERIFY(!S(t + "333z','win_tile':'9m'").valid);  // West: not a yakuhai
        QVERIFY(!S(t + "444z','win_tile':'9m'").valid);
        // open pon counts too
        r = S("'hand':'123m456p789s99m','win_tile':'9m','melds':[{'type':'pon','tiles':'555z','from':2}]");
        EXPECT_YAKU(r, "haku");
    }

    void situations() {
        // 嶺上開花: self-draw after one's own kong
        const std::string kong = "'hand':'123m456p789s99s','melds':[{'type':'ankan','tiles':'2222p'}]";
        auto r = S(kong + ",'win_tile':'1m','tsumo':true,'situation':['rinshan']");
        EXPECT_YAKU(r, "rinshan", "menzen_tsumo");
        r = S(kong + ",'win_tile':'1m','tsumo':true");
        EXPECT_YAKU(r, "menzen_tsumo");
        const std::string plain = "'hand':'123m456p789s234s99m','win_tile':'3s'";
        EXPECT_YAKU(S(plain + ",'situation':['chankan']"), "chankan");
        EXPECT_YAKU(S(plain + ",'situation':['houtei']"), "houtei");
        EXPECT_YAKU(S(plain + ",'tsumo':true,'situation':['haitei']"), "haitei", "menzen_tsumo");
        QVERIFY(!S(plain).valid);
        // open hands keep these yaku
        r = S(
            "'hand':'456p789s234s99m','win_tile':'3s','melds':[{'type':'chi','tiles':'123m'}],'situation':['houtei']");
        EXPECT_YAKU(r, "houtei");
        // the table adds last_tile for every ruleset: not a riichi yaku
        QVERIFY(!S(plain + ",'situation':['last_tile']").valid);
    }

    // ---- 2 han -------------------------------------------------------------
    void chiitoitsu() {
        auto r = S("'hand':'1122m3344p5566s77z','win_tile':'7z'");
        EXPECT_YAKU(r, "chiitoitsu");
        QCOMPARE(F(r, "fu"), 25LL);
        QCOMPARE(F(r, "points"), 1600LL);
        r = S("'hand':'1122m3344p5566s77z','win_tile':'7z','tsumo':true");
        EXPECT_YAKU(r, "chiitoitsu", "menzen_tsumo");
        QCOMPARE(F(r, "fu"), 25LL);
        QCOMPARE(F(r, "points"), 3200LL);  // 3 han 25 fu: 800 + 800 + 1600
        // four of a kind is not two pairs
        r = S("'hand':'1111m3344p5566s77z','win_tile':'7z'");
        QVERIFY2(r.ok && !r.valid && r.items.empty(), describe(r).c_str());
        QCOMPARE(F(r, "han"), 0LL);
        // chiitoitsu with tanyao and honitsu
        EXPECT_YAKU(S("'hand':'2233m4455p6677s88m','win_tile':'8m'"), "chiitoitsu", "tanyao");
        EXPECT_YAKU(S("'hand':'1133557799m1122z','win_tile':'2z'"), "chiitoitsu", "honitsu");
    }

    void sanshokuIttsu() {
        auto r = S("'hand':'123m123p123s456s99m','win_tile':'5s'");
        EXPECT_YAKU(r, "sanshoku");
        QCOMPARE(F(r, "han"), 2LL);
        r = S("'hand':'123p123s456s99m','win_tile':'5s','melds':[{'type':'chi','tiles':'123m'}]");
        EXPECT_YAKU(r, "sanshoku");
        QCOMPARE(F(r, "han"), 1LL);
        QVERIFY(!S("'hand':'123m123p234s456s99m','win_tile':'5s'").valid);
        r = S("'hand':'123456789m234p55s','win_tile':'3p'");
        EXPECT_YAKU(r, "ittsu");
        QCOMPARE(F(r, "han"), 2LL);
        r = S("'hand':'456789m234p55s','win_tile':'3p','melds':[{'type':'chi','tiles':'123m'}]");
        EXPECT_YAKU(r, "ittsu");
        QCOMPARE(F(r, "han"), 1LL);
        QVERIFY(!S("'hand':'123456m789p234p55s','win_tile':'3p'").valid);
    }

    void chantaJunchan() {
        auto r = S("'hand':'123m789p999s444z99m','win_tile':'8p'");
        EXPECT_YAKU(r, "chanta");
        QCOMPARE(F(r, "han"), 2LL);
        r = S("'hand':'789p999s444z99m','win_tile':'8p','melds':[{'type':'chi','tiles':'123m'}]");
        EXPECT_YAKU(r, "chanta");
        QCOMPARE(F(r, "han"), 1LL);
        r = S("'hand':'123m789p123s999s11m','win_tile':'8p'");
        EXPECT_YAKU(r, "junchan");  // 純全帯 replaces 混全帯
        QCOMPARE(F(r, "han"), 3LL);
        r = S("'hand':'789p123s999s11m','win_tile':'8p','melds':[{'type':'chi','tiles':'123m'}]");
        EXPECT_YAKU(r, "junchan");
        QCOMPARE(F(r, "han"), 2LL);
        QVERIFY(!S("'hand':'123m789p999s444z66m','win_tile':'8p'").valid);  // 66m has no terminal
    }

    void toitoiSanankou() {
        auto r =
            S("'hand':'999m44z','win_tile':'4z','melds':[{'type':'pon','tiles':'222m'},{'type':'pon','tiles':'555p'},{'"
              "type':'pon','tiles':'777s'}]");
        EXPECT_YAKU(r, "toitoi");
        // 20 + 2 + 2 + 2 + 8 (999m concealed) + 2 (pair wait) = 36 → 40
        QCOMPARE(F(r, "fu"), 40LL);
        // three concealed triplets, self-drawn
        r = S("'hand':'222m555p888s99m','win_tile':'2m','tsumo':true,'melds':[{'type':'chi','tiles':'345s'}]");
        EXPECT_YAKU(r, "sanankou");
        // on a ron the shanpon triplet is open: two concealed only
        r = S("'hand':'222m555p888s99m','win_tile':'2m','melds':[{'type':'chi','tiles':'345s'}]");
        QVERIFY2(r.ok && !r.valid, describe(r).c_str());
        // ... unless the ron completes the pair
        r = S("'hand':'222m555p888s99m','win_tile':'9m','melds':[{'type':'chi','tiles':'345s'}]");
        EXPECT_YAKU(r, "sanankou");
    }

    void sanshokuDoukouSankantsu() {
        auto r = S("'hand':'222p222s456m99s','win_tile':'4m','melds':[{'type':'pon','tiles':'222m'}]");
        EXPECT_YAKU(r, "sanshoku_doukou");
        QCOMPARE(F(r, "han"), 2LL);
        QVERIFY(!S("'hand':'222p333s456m99s','win_tile':'4m','melds':[{'type':'pon','tiles':'222m'}]").valid);
        r =
            S("'hand':'456m99s','win_tile':'4m','melds':[{'type':'kan','tiles':'2222m'},{'type':'ankan','tiles':'3333p'"
              "},{'type':'kakan','tiles':'7777s'}]");
        EXPECT_YAKU(r, "sankantsu");
        QVERIFY(!S("'hand':'456m888s99s','win_tile':'4m','melds':[{'type':'kan','tiles':'2222m'},{'type':'kakan','"
                   "tiles':'7777s'}]")
                     .valid);
    }

    void shousangenHonroutou() {
        auto r = S("'hand':'555z666z77z123m456p','win_tile':'4p'");
        EXPECT_YAKU(r, "shousangen", "haku", "hatsu");
        QCOMPARE(F(r, "han"), 4LL);
        r = S("'hand':'555z666z44z123m456p','win_tile':'4p'");
        EXPECT_YAKU(r, "haku", "hatsu");
        r = S("'hand':'111m999p444z99s','win_tile':'9s','melds':[{'type':'pon','tiles':'111s'}]");
        EXPECT_YAKU(r, "honroutou", "toitoi", "sanankou");
        // 混老頭 with 七対子
        r = S("'hand':'1199m1199p11s1144z','win_tile':'4z'");
        EXPECT_YAKU(r, "honroutou", "chiitoitsu");
        QCOMPARE(F(r, "fu"), 25LL);
        QVERIFY(
            !has(S("'hand':'111m999p444z99s','win_tile':'9s','melds':[{'type':'chi','tiles':'123s'}]"), "honroutou"));
    }

    // ---- 3 and 6 han -------------------------------------------------------
    void ryanpeikou() {
        // also readable as 七対子: the higher reading wins
        auto r = S("'hand':'223344m667788p55s','win_tile':'2m'");
        EXPECT_YAKU(r, "ryanpeikou", "tanyao", "pinfu");
        QCOMPARE(F(r, "han"), 5LL);
        r = S("'hand':'223344m667788p11z','win_tile':'1z'");
        EXPECT_YAKU(r, "ryanpeikou");
        QCOMPARE(F(r, "fu"), 40LL);  // 20 + 2 (東 pair, round wind) + 2 (pair wait) + 10 = 34 → 40
    }

    void honitsuChinitsu() {
        auto r = S("'hand':'123m456m777m99m111z','win_tile':'9m','seat_wind':3,'round_wind':2");
        EXPECT_YAKU(r, "honitsu");
        QCOMPARE(F(r, "han"), 3LL);
        r =
            S("'hand':'456m777m99m111z','win_tile':'9m','seat_wind':3,'round_wind':2,'melds':[{'type':'chi','tiles':'"
              "123m'}]");
        EXPECT_YAKU(r, "honitsu");
        QCOMPARE(F(r, "han"), 2LL);
        r = S("'hand':'123456789m11122m','win_tile':'2m'");
        QVERIFY2(has(r, "chinitsu") && !has(r, "honitsu"), describe(r).c_str());  // 清一色 replaces 混一色
        QCOMPARE(F(r, "han"), 8LL);                                               // chinitsu 6 + ittsu 2
        r = S("'hand':'456789m11122m','win_tile':'2m','melds':[{'type':'chi','tiles':'123m'}]");
        EXPECT_YAKU(r, "chinitsu", "ittsu");
        QCOMPARE(F(r, "han"), 6LL);  // open: 5 + 1
        QVERIFY(!has(S("'hand':'123456789m11122p','win_tile':'2p','situation':['riichi']"), "chinitsu"));
    }

    // ---- yakuman -------------------------------------------------------------
    void kokushi() {
        auto r = S("'hand':'19m19p19s1234567z1m','win_tile':'9m'");
        EXPECT_YAKU(r, "kokushi");
        QCOMPARE(F(r, "yakuman"), 1LL);
        QCOMPARE(F(r, "han"), 13LL);
        QCOMPARE(F(r, "points"), 32000LL);
        r = S("'hand':'19m19p19s1234567z1m','win_tile':'1m'");
        EXPECT_YAKU(r, "kokushi_13");
        QCOMPARE(F(r, "yakuman"), 2LL);
        QCOMPARE(F(r, "points"), 64000LL);
        r = S("'hand':'19m19p19s1234567z1m','win_tile':'1m','options':{'double_yakuman':false}");
        EXPECT_YAKU(r, "kokushi_13");
        QCOMPARE(F(r, "yakuman"), 1LL);
        QVERIFY(!S("'hand':'19m19p19s1234566z1m','win_tile':'1m'").valid);  // no 中
    }

    void suuankou() {
        auto r = S("'hand':'111m333p555s777s99m','win_tile':'1m','tsumo':true");
        EXPECT_YAKU(r, "suuankou");
        QCOMPARE(F(r, "yakuman"), 1LL);
        r = S("'hand':'111m333p555s777s99m','win_tile':'9m'");
        EXPECT_YAKU(r, "suuankou_tanki");
        QCOMPARE(F(r, "yakuman"), 2LL);
        r = S("'hand':'111m333p555s777s99m','win_tile':'9m','options':{'double_yakuman':false}");
        QCOMPARE(F(r, "yakuman"), 1LL);
        // ron on the shanpon: the triplet is open → 三暗刻 + 対々和
        r = S("'hand':'111m333p555s777s99m','win_tile':'1m'");
        EXPECT_YAKU(r, "sanankou", "toitoi");
        QCOMPARE(F(r, "yakuman"), 0LL);
        // a concealed kong keeps it concealed
        r = S("'hand':'333p555s777s99m','win_tile':'9m','melds':[{'type':'ankan','tiles':'1111m'}]");
        EXPECT_YAKU(r, "suuankou_tanki");
    }

    void dragonsWindsHonours() {
        auto r = S("'hand':'555z666z777z123m99p','win_tile':'1m'");
        EXPECT_YAKU(r, "daisangen");
        QVERIFY(!has(S("'hand':'555z666z77z123m999p','win_tile':'1m'"), "daisangen"));
        r = S("'hand':'111z222z333z44z123m','win_tile':'1m'");
        EXPECT_YAKU(r, "shousuushii");
        r = S("'hand':'111z222z333z444z99m','win_tile':'9m','tsumo':false,'melds':[]");
        QVERIFY2(has(r, "daisuushii") && !has(r, "shousuushii"), describe(r).c_str());
        r = S("'hand':'222z333z444z99m','win_tile':'9m','melds':[{'type':'pon','tiles':'111z'}]");
        EXPECT_YAKU(r, "daisuushii");
        QCOMPARE(F(r, "yakuman"), 2LL);
        r =
            S("'hand':'222z333z444z99m','win_tile':'9m','melds':[{'type':'pon','tiles':'111z'}],'options':{'double_"
              "yakuman':false}");
        QCOMPARE(F(r, "yakuman"), 1LL);
        QVERIFY(!has(S("'hand':'111z222z33z123m456m','win_tile':'1m'"), "shousuushii"));
        r = S("'hand':'11223344556677z','win_tile':'7z'");
        EXPECT_YAKU(r, "tsuuiisou");  // as seven pairs
        r = S("'hand':'111z333z555z777z22z','win_tile':'2z','melds':[]");
        QVERIFY2(has(r, "tsuuiisou") && !has(r, "toitoi"), describe(r).c_str());
        QVERIFY(!has(S("'hand':'111z333z555z777z11m','win_tile':'1m'"), "tsuuiisou"));
    }

    void greenTerminalsKongsNineGates() {
        auto r = S("'hand':'223344666888s66z','win_tile':'6z'");
        EXPECT_YAKU(r, "ryuuiisou");
        QVERIFY(!has(S("'hand':'223344666888s55z','win_tile':'5z'"), "ryuuiisou"));
        QVERIFY(!has(S("'hand':'223344666777s66z','win_tile':'6z'"), "ryuuiisou"));
        r = S("'hand':'999m111p999p11s','win_tile':'1s','melds':[{'type':'pon','tiles':'111m'}]");
        EXPECT_YAKU(r, "chinroutou");
        QVERIFY(!has(S("'hand':'111m999m111p999p11z','win_tile':'1z'"), "chinroutou"));
        r =
            S("'hand':'99m','win_tile':'9m','melds':[{'type':'kan','tiles':'2222m'},{'type':'ankan','tiles':'3333p'},{'"
              "type':'kakan','tiles':'7777s'},{'type':'ankan','tiles':'5555z'}]");
        EXPECT_YAKU(r, "suukantsu");
        // 九蓮宝燈: the 13 tiles before the win are 1112345678999 → 純正
        r = S("'hand':'11123455678999m','win_tile':'5m'");
        EXPECT_YAKU(r, "junsei_chuuren");
        QCOMPARE(F(r, "yakuman"), 2LL);
        r = S("'hand':'11123455678999m','win_tile':'2m'");
        EXPECT_YAKU(r, "chuuren");
        QCOMPARE(F(r, "yakuman"), 1LL);
        r = S("'hand':'11123455678999m','win_tile':'5m','options':{'double_yakuman':false}");
        QCOMPARE(F(r, "yakuman"), 1LL);
        QVERIFY(!has(S("'hand':'11223455678999m','win_tile':'5m'"), "chuuren"));
    }

    void tenhouChiihouStacked() {
        auto r = S("'hand':'123m456p789s234s99m','win_tile':'3s','tsumo':true,'seat_wind':1,'situation':['tenhou']");
        EXPECT_YAKU(r, "tenhou");
        QCOMPARE(F(r, "points"), 48000LL);  // dealer yakuman tsumo: 16000 × 3
        r = S("'hand':'123m456p789s234s99m','win_tile':'3s','tsumo':true,'situation':['chiihou']");
        EXPECT_YAKU(r, "chiihou");
        QCOMPARE(F(r, "points"), 32000LL);
        // 天和 + 国士十三面 is triple (riichi.md "Source", 役满)
        r = S("'hand':'19m19p19s1234567z1m','win_tile':'1m','tsumo':true,'seat_wind':1,'situation':['tenhou']");
        EXPECT_YAKU(r, "tenhou", "kokushi_13");
        QCOMPARE(F(r, "yakuman"), 3LL);
        QCOMPARE(F(r, "han"), 39LL);
        QCOMPARE(F(r, "base"), 24000LL);
        QCOMPARE(F(r, "points"), 144000LL);
        // 大三元 + 字一色 stack; dora are not counted with a yakuman
        r = S("'hand':'555z666z777z111z22z','win_tile':'1z','dora':'1z','tsumo':true");
        EXPECT_YAKU(r, "daisangen", "tsuuiisou", "suuankou");  // 四暗刻: self-drawn shanpon
        QCOMPARE(count(r, "dora"), 0);
        QCOMPARE(F(r, "yakuman"), 3LL);
        r = S("'hand':'555z666z777z111z22z','win_tile':'2z','dora':'1z'");
        QVERIFY2(has(r, "daisangen") && has(r, "tsuuiisou") && has(r, "suuankou_tanki"), describe(r).c_str());
        QCOMPARE(F(r, "yakuman"), 4LL);
    }

    // ---- fu ----------------------------------------------------------------
    void fuCases() {
        // open ron at 20 fu becomes 30 (sanshoku 1 + tanyao 1)
        auto r = S("'hand':'234p234s567s88p','win_tile':'7s','melds':[{'type':'chi','tiles':'234m'}]");
        EXPECT_YAKU(r, "sanshoku", "tanyao");
        QCOMPARE(F(r, "fu"), 30LL);
        QCOMPARE(F(r, "points"), 2000LL);
        bool rule = false;
        for (const auto& st : r.steps) rule = rule || st.text.find("20 fu counts 30") != std::string::npos;
        QVERIFY(rule);
        // open tsumo 22 → 30
        r = S("'hand':'234p234s567s88p','win_tile':'7s','tsumo':true,'melds':[{'type':'chi','tiles':'234m'}]");
        QCOMPARE(F(r, "fu"), 30LL);
        // terminal concealed kong 32 + honour open pon 4 (中: yakuhai)
        r =
            S("'hand':'234p567s88p','win_tile':'7s','melds':[{'type':'ankan','tiles':'1111m'},{'type':'pon','tiles':'"
              "777z'}]");
        EXPECT_YAKU(r, "chun");
        QCOMPARE(F(r, "fu"), 60LL);        // 20 + 32 + 4 = 56 → 60 (open ron: no +10)
        QCOMPARE(F(r, "points"), 2000LL);  // 1 han 60 fu
        // open kong of simples 8, of terminals 16
        r =
            S("'hand':'234p567s88p','win_tile':'7s','melds':[{'type':'kan','tiles':'5555m'},{'type':'pon','tiles':'"
              "777z'}]");
        QCOMPARE(F(r, "fu"), 40LL);  // 20 + 8 + 4 = 32 → 40
        r =
            S("'hand':'234p567s88p','win_tile':'7s','melds':[{'type':'kakan','tiles':'9999m'},{'type':'pon','tiles':'"
              "777z'}]");
        QCOMPARE(F(r, "fu"), 40LL);  // 20 + 16 + 4 = 40
        // double wind pair +4: East seat, East round
        r = S("'hand':'555m123p789s234s11z','win_tile':'3s','seat_wind':1,'tsumo':true");
        EXPECT_YAKU(r, "menzen_tsumo");
        QCOMPARE(F(r, "fu"), 40LL);  // 20 + 4 (555m) + 4 (東東) + 2 (closed wait) + 2 (self-draw) = 32 → 40
        r = S("'hand':'555m123p789s234s11z','win_tile':'3s','seat_wind':2,'tsumo':true");
        QCOMPARE(F(r, "fu"), 30LL);  // 東 is only the round wind: 30
        r = S("'hand':'123m456p789s234s11z','win_tile':'1z','seat_wind':1,'round_wind':2,'situation':['riichi']");
        QCOMPARE(F(r, "fu"), 40LL);  // 20 + 2 + 2 (pair wait) + 10 = 34 → 40
        // simple concealed triplet 4, terminal concealed triplet 8
        r = S("'hand':'555m999p234s567s88s','win_tile':'5s','situation':['riichi']");
        QCOMPARE(F(r, "fu"), 50LL);  // 20 + 4 + 8 + 10 = 42 → 50
    }

    void highestReading() {
        // 123m + 345m won on 3m: edge (123) or two-sided (345): pinfu wins.
        auto r = S("'hand':'123345m456p78999s','win_tile':'3m','situation':['riichi']");
        EXPECT_YAKU(r, "riichi", "pinfu");
        QCOMPARE(F(r, "fu"), 30LL);
        QCOMPARE(F(r, "points"), 2000LL);
        // 111222333m self-drawn: three concealed triplets (3 han 40 fu, 5200)
        // beat 一盃口 (2 han 30 fu, 2000).
        r = S("'hand':'111222333m456p99s','win_tile':'3m','tsumo':true");
        EXPECT_YAKU(r, "sanankou", "menzen_tsumo");
        QCOMPARE(F(r, "fu"), 40LL);
        QCOMPARE(F(r, "points"), 5200LL);
        // on a ron the 333m triplet is open, so 一盃口 with the edge wait pays more
        r = S("'hand':'111222333m456p99s','win_tile':'3m','situation':['riichi']");
        EXPECT_YAKU(r, "riichi", "iipeikou");
        QCOMPARE(F(r, "fu"), 40LL);
        QCOMPARE(F(r, "points"), 2600LL);
        // riichi.md "Source", 听牌: 2334 + 5 won on 4 reads as 23 waiting on 1-4 or as
        // 35 waiting on 4; when the han do not change the closed wait's +2
        // counts (20 + 4 + 4 + 2 (白 pair) + 2 = 32 → 40, not 30).
        r =
            S("'hand':'233445s55z','win_tile':'4s','melds':[{'type':'pon','tiles':'777z'},{'type':'pon','tiles':'111p'}"
              "]");
        EXPECT_YAKU(r, "chun");
        QCOMPARE(F(r, "fu"), 40LL);
        QCOMPARE(F(r, "points"), 1300LL);
        bool closedWait = false;
        for (const auto& st : r.steps) closedWait = closedWait || st.text.find("嵌張") != std::string::npos;
        QVERIFY(closedWait);
        // the same shape in a closed hand: pinfu (two-sided reading) pays more
        r = S("'hand':'234m456p99s233445s','win_tile':'4s','situation':['riichi']");
        EXPECT_YAKU(r, "riichi", "pinfu");
        QCOMPARE(F(r, "fu"), 30LL);
    }

    // ---- limits and points ---------------------------------------------------
    void limits() {
        Options o;
        auto base = [&](int han, int fu) { return basePoints(han, fu, 0, o).points; };
        QCOMPARE(base(3, 60), 1920LL);
        QCOMPARE(base(3, 70), 2000LL);  // 2240 > 2000
        QCOMPARE(basePoints(3, 70, 0, o).limit, std::string("mangan"));
        QCOMPARE(base(4, 30), 1920LL);
        QCOMPARE(base(4, 40), 2000LL);
        QCOMPARE(base(5, 20), 2000LL);
        QCOMPARE(base(6, 30), 3000LL);
        QCOMPARE(base(7, 30), 3000LL);
        QCOMPARE(base(8, 30), 4000LL);
        QCOMPARE(base(10, 30), 4000LL);
        QCOMPARE(base(11, 30), 6000LL);
        QCOMPARE(base(12, 30), 6000LL);
        QCOMPARE(base(13, 30), 8000LL);
        QCOMPARE(basePoints(13, 30, 0, o).limit, std::string("counted yakuman"));
        QCOMPARE(basePoints(0, 0, 2, o).points, 16000LL);
        QCOMPARE(basePoints(0, 0, 2, o).limit, std::string("double yakuman"));
        o.set("kiriage", 1);
        QCOMPARE(base(4, 30), 2000LL);
        QCOMPARE(base(3, 60), 2000LL);
        QCOMPARE(base(3, 50), 1600LL);
        o.set("kiriage", 0);
        o.set("kazoe_yakuman", 0);
        QCOMPARE(base(13, 30), 6000LL);
        QCOMPARE(base(20, 30), 6000LL);
        QCOMPARE(roundUp100(1), 100LL);
        QCOMPARE(roundUp100(7680), 7700LL);
        QCOMPARE(roundUp100(7700), 7700LL);
    }

    void limitHands() {
        // mangan: riichi tsumo tanyao pinfu iipeikou + 0 dora = 5 han
        auto r = S("'hand':'223344m456p678s88s','win_tile':'2m','tsumo':true,'situation':['riichi']");
        EXPECT_YAKU(r, "riichi", "menzen_tsumo", "tanyao", "pinfu", "iipeikou");
        QCOMPARE(F(r, "base"), 2000LL);
        QCOMPARE(F(r, "points"), 8000LL);
        // haneman: honitsu 3 + chun 1 + ittsu 2 = 6 closed
        r = S("'hand':'123456789m777z11m','win_tile':'1m'");
        EXPECT_YAKU(r, "honitsu", "chun", "ittsu");
        QCOMPARE(F(r, "base"), 3000LL);
        QCOMPARE(F(r, "points"), 12000LL);
        // baiman: chinitsu 6 + ittsu 2 = 8; as dealer: 24000
        r = S("'hand':'123456789m11122m','win_tile':'2m','seat_wind':1");
        QCOMPARE(F(r, "base"), 4000LL);
        QCOMPARE(F(r, "points"), 24000LL);
        // sanbaiman: chinitsu 6 + ittsu 2 + riichi + tsumo + 1 dora = 11
        r = S("'hand':'123456789m11122m','win_tile':'2m','tsumo':true,'situation':['riichi'],'dora':'7m'");
        QCOMPARE(F(r, "han"), 11LL);
        QCOMPARE(F(r, "base"), 6000LL);
        QCOMPARE(F(r, "points"), 24000LL);  // 12000 + 6000 + 6000
        // counted yakuman: chinitsu 6 + ryanpeikou 3 + riichi + tsumo + pinfu + 2 dora = 14
        const std::string k =
            "'hand':'223344m667788m99m','win_tile':'2m','tsumo':true,'situation':['riichi'],'dora':'1m'";
        r = S(k);
        EXPECT_YAKU(r, "chinitsu", "ryanpeikou", "riichi", "menzen_tsumo", "pinfu");
        QCOMPARE(F(r, "han"), 14LL);
        QCOMPARE(F(r, "yakuman"), 0LL);
        QCOMPARE(F(r, "base"), 8000LL);
        QCOMPARE(F(r, "points"), 32000LL);
        r = S(k + ",'options':{'kazoe_yakuman':false}");
        QCOMPARE(F(r, "base"), 6000LL);
        QCOMPARE(F(r, "points"), 24000LL);
        // kiriage on a real hand: 4 han 30 fu non-dealer ron 7700, or 8000
        const std::string k2 = "'hand':'234m456p345678s88p','win_tile':'3m','situation':['riichi'],'dora':'1m2m'";
        r = S(k2);  // riichi, tanyao, 2 dora; 20 + 2 + 10 = 32 → 40 fu: mangan anyway
        QCOMPARE(F(r, "han"), 4LL);
        QCOMPARE(F(r, "fu"), 40LL);
        QCOMPARE(F(r, "points"), 8000LL);
        r = S("'hand':'234m456p345678s88p','win_tile':'2m','situation':['riichi'],'dora':'1m2m'");
        QCOMPARE(F(r, "han"), 5LL);  // pinfu now
        r = S("'hand':'234m456p345678s88p','win_tile':'2m','situation':['riichi'],'dora':'1m'");
        QCOMPARE(F(r, "han"), 4LL);  // riichi pinfu tanyao dora, 30 fu
        QCOMPARE(F(r, "fu"), 30LL);
        QCOMPARE(F(r, "points"), 7700LL);
        r =
            S("'hand':'234m456p345678s88p','win_tile':'2m','situation':['riichi'],'dora':'1m','options':{'kiriage':"
              "true}");
        QCOMPARE(F(r, "points"), 8000LL);
    }

    void doraUraAka() {
        const std::string h = "'hand':'234m406p345678s88p','win_tile':'2m'";
        auto r = S(h);
        EXPECT_YAKU(r, "pinfu", "tanyao");
        QCOMPARE(count(r, "aka"), 1);
        QCOMPARE(F(r, "han"), 3LL);
        r = S(h + ",'dora':'7p','ura':'7p'");  // 88p: 2 dora; ura without riichi: not counted
        QCOMPARE(count(r, "dora"), 2);
        QCOMPARE(count(r, "ura"), 0);
        QCOMPARE(F(r, "han"), 5LL);
        r = S(h + ",'dora':'7p','ura':'7p3p','situation':['riichi']");  // ura 88p ×2 + 4p ×1
        QCOMPARE(count(r, "ura"), 3);
        QCOMPARE(F(r, "han"), 9LL);
        // wrap-around: 9 → 1, N → E, 中 → 白; kongs count four tiles
        r = S("'hand':'123m456p789s11m','win_tile':'2m','dora':'9m','melds':[{'type':'pon','tiles':'555z'}]");
        QCOMPARE(count(r, "dora"), 3);
        r = S("'hand':'123m456p789s11m','win_tile':'2m','dora':'7z','melds':[{'type':'kan','tiles':'5555z'}]");
        QCOMPARE(count(r, "dora"), 4);
        r = S("'hand':'123m456p789s234s11z','win_tile':'2m','dora':'4z','situation':['riichi']");
        QCOMPARE(count(r, "dora"), 2);
        r = S("'hand':'123m456p789s234s55z','win_tile':'2m','dora':'7z6z','situation':['riichi']");
        QCOMPARE(count(r, "dora"), 2);  // 中 → 白 (55z); 發 → 中 (none)
        // dora alone is not a yaku
        r = S("'hand':'123m456p789s234s99m','win_tile':'3s','dora':'8m8m'");
        QVERIFY2(r.ok && !r.valid, describe(r).c_str());
        QCOMPARE(F(r, "points"), 0LL);
        // red fives in melds count; aka 0 refuses them
        r = S("'hand':'456p345678s88p','win_tile':'8p','melds':[{'type':'chi','tiles':'340m'}]");
        QCOMPARE(count(r, "aka"), 1);
        EXPECT_ERROR(S(h + ",'options':{'aka':0}"), "red 5p");
        EXPECT_ERROR(S("'hand':'234m406p345s88p','win_tile':'2m','melds':[{'type':'chi','tiles':'340p'}]"), "red 5p");
        // riichi.md "Play": up to four red fives per suit by option; each is a han.
        const std::string two = "'hand':'234m406p345s88p','win_tile':'2m','melds':[{'type':'chi','tiles':'340p'}]";
        r = S(two + ",'options':{'aka':2}");
        QCOMPARE(count(r, "aka"), 2);
        r = S("'hand':'234m000p345678s88p','win_tile':'2m','options':{'aka':4}");
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(count(r, "aka"), 3);
        EXPECT_ERROR(S("'hand':'234m000p345678s88p','win_tile':'2m','options':{'aka':2}"), "red 5p");
    }

    // ---- the published score table -----------------------------------------
    // The usual riichi score table (no kiriage), typed in: non-dealer ron,
    // non-dealer tsumo (each non-dealer / dealer), dealer ron, dealer tsumo
    // (each). 0 = the combination is not in the table.
    void scoreTable() {
        struct Row {
            int han, fu;
            long long ron, tsumoOther, tsumoDealer, dealerRon, dealerTsumo;
        };
        const std::vector<Row> table{
            {1, 30, 1000, 300, 500, 1500, 500},
            {1, 40, 1300, 400, 700, 2000, 700},
            {1, 50, 1600, 400, 800, 2400, 800},
            {1, 60, 2000, 500, 1000, 2900, 1000},
            {1, 70, 2300, 600, 1200, 3400, 1200},
            {1, 80, 2600, 700, 1300, 3900, 1300},
            {1, 90, 2900, 800, 1500, 4400, 1500},
            {1, 100, 3200, 800, 1600, 4800, 1600},
            {1, 110, 3600, 900, 1800, 5300, 1800},
            {2, 20, 0, 400, 700, 0, 700},
            {2, 25, 1600, 0, 0, 2400, 0},
            {2, 30, 2000, 500, 1000, 2900, 1000},
            {2, 40, 2600, 700, 1300, 3900, 1300},
            {2, 50, 3200, 800, 1600, 4800, 1600},
            {2, 60, 3900, 1000, 2000, 5800, 2000},
            {2, 70, 4500, 1200, 2300, 6800, 2300},
            {2, 80, 5200, 1300, 2600, 7700, 2600},
            {2, 90, 5800, 1500, 2900, 8700, 2900},
            {2, 100, 6400, 1600, 3200, 9600, 3200},
            {2, 110, 7100, 1800, 3600, 10600, 3600},
            {3, 20, 0, 700, 1300, 0, 1300},
            {3, 25, 3200, 800, 1600, 4800, 1600},
            {3, 30, 3900, 1000, 2000, 5800, 2000},
            {3, 40, 5200, 1300, 2600, 7700, 2600},
            {3, 50, 6400, 1600, 3200, 9600, 3200},
            {3, 60, 7700, 2000, 3900, 11600, 3900},
            {3, 70, 8000, 2000, 4000, 12000, 4000},
            {3, 80, 8000, 2000, 4000, 12000, 4000},
            {3, 90, 8000, 2000, 4000, 12000, 4000},
            {3, 100, 8000, 2000, 4000, 12000, 4000},
            {3, 110, 8000, 2000, 4000, 12000, 4000},
            {4, 20, 0, 1300, 2600, 0, 2600},
            {4, 25, 6400, 1600, 3200, 9600, 3200},
            {4, 30, 7700, 2000, 3900, 11600, 3900},
            {4, 40, 8000, 2000, 4000, 12000, 4000},
            {4, 50, 8000, 2000, 4000, 12000, 4000},
            {4, 60, 8000, 2000, 4000, 12000, 4000},
            {4, 70, 8000, 2000, 4000, 12000, 4000},
            {4, 80, 8000, 2000, 4000, 12000, 4000},
            {4, 90, 8000, 2000, 4000, 12000, 4000},
            {4, 100, 8000, 2000, 4000, 12000, 4000},
            {4, 110, 8000, 2000, 4000, 12000, 4000},
        };
        Options o;
        int checked = 0;
        for (const Row& row : table) {
            const long long a = basePoints(row.han, row.fu, 0, o).points;
            const Shares nd = shares(a, false), d = shares(a, true);
            const QByteArray where = QByteArray::number(row.han) + " han " + QByteArray::number(row.fu) + " fu";
            if (row.ron) {
                QVERIFY2(nd.ron == row.ron, where);
                ++checked;
            }
            if (row.tsumoOther) {
                QVERIFY2(nd.tsumoOther == row.tsumoOther && nd.tsumoDealer == row.tsumoDealer, where);
                ++checked;
            }
            if (row.dealerRon) {
                QVERIFY2(d.ron == row.dealerRon, where);
                ++checked;
            }
            if (row.dealerTsumo) {
                QVERIFY2(d.tsumoOther == row.dealerTsumo && d.tsumoDealer == 0, where);
                ++checked;
            }
        }
        QVERIFY(checked > 150);
        // the reference figures of riichi.md "Points"
        QCOMPARE(shares(basePoints(1, 30, 0, o).points, false).ron, 1000LL);
        QCOMPARE(shares(basePoints(3, 40, 0, o).points, false).ron, 5200LL);
        QCOMPARE(shares(basePoints(4, 30, 0, o).points, false).ron, 7700LL);
        // limits: mangan 8000/12000, haneman 12000/18000, baiman 16000/24000,
        // sanbaiman 24000/36000, yakuman 32000/48000
        const std::vector<std::tuple<int, long long, long long>> limits{
            {5, 8000, 12000}, {6, 12000, 18000}, {8, 16000, 24000}, {11, 24000, 36000}, {13, 32000, 48000}};
        for (const auto& [han, nd, d] : limits) {
            const long long a = basePoints(han, 30, 0, o).points;
            QCOMPARE(shares(a, false).ron, nd);
            QCOMPARE(shares(a, true).ron, d);
            QCOMPARE(shares(a, false).tsumoDealer + 2 * shares(a, false).tsumoOther, nd);
            QCOMPARE(3 * shares(a, true).tsumoOther, d);
        }
    }

    // ---- bad input ---------------------------------------------------------
    void badInput() {
        const std::string ok = "'hand':'123m456p789s234s99m','win_tile':'3s'";
        HandDesc h = desc(ok);
        // built in code: the scorer checks what the JSON parser would
        HandDesc b = h;
        b.hand.pop_back();
        EXPECT_ERROR(score(b), "needs 14");
        b = h;
        b.hand[0] = Tile{8, false};
        b.hand[1] = Tile{8, false};
        b.hand[2] = Tile{8, false};  // 99m + 999m
        EXPECT_ERROR(score(b), "more than four 9m");
        b = h;
        b.hand[0].red = true;  // a red 1m
        EXPECT_ERROR(score(b), "only fives can be red");
        b = h;
        b.hand[5] = Tile{34, false};  // a flower
        EXPECT_ERROR(score(b), "without flowers");
        b = h;
        b.winTile = Tile{kRed, false};
        EXPECT_ERROR(score(b), "not in 'hand'");
        b = h;
        b.hasWinTile = false;
        EXPECT_ERROR(score(b), "'win_tile' is missing");
        b = h;
        b.flowers.push_back(Tile{kFirstFlower, false});
        EXPECT_ERROR(score(b), "no flowers");
        b = h;
        b.hand[0] = Tile{kFirstFlower, false};
        EXPECT_ERROR(score(b), "without flowers");
        b = h;
        b.seatWind = 4;
        EXPECT_ERROR(score(b), "seat_wind");
        b = h;
        b.options.set("kiriage", 2);
        EXPECT_ERROR(score(b), "out of range");
        b = h;
        b.options.set("aka", 5);
        EXPECT_ERROR(score(b), "out of range");
        b = h;
        b.indicators.assign(6, Tile{0, false});
        EXPECT_ERROR(score(b), "at most 5");
        // situations
        EXPECT_ERROR(S(ok + ",'situation':['ippatsu']"), "'ippatsu' needs");
        EXPECT_ERROR(S(ok + ",'situation':['flower_replacement']"), "not a riichi situation");
        EXPECT_ERROR(S(ok + ",'situation':['']"), "not a riichi situation");
        EXPECT_ERROR(S(ok + ",'situation':['r']"), "not a riichi situation");
        EXPECT_ERROR(S(ok + ",'situation':['riichii']"), "not a riichi situation");
        EXPECT_ERROR(S(ok + ",'situation':['ri']"), "not a riichi situation");
        EXPECT_ERROR(S(ok + ",'situation':['haitei']"), "'haitei'");
        EXPECT_ERROR(S(ok + ",'tsumo':true,'situation':['houtei']"), "'houtei'");
        EXPECT_ERROR(S(ok + ",'tsumo':true,'situation':['chankan']"), "'chankan'");
        EXPECT_ERROR(S(ok + ",'tsumo':true,'situation':['rinshan']"), "'rinshan'");
        EXPECT_ERROR(S(ok + ",'tsumo':true,'situation':['tenhou']"), "'tenhou'");  // not the dealer
        EXPECT_ERROR(S(ok + ",'tsumo':true,'seat_wind':1,'situation':['chiihou']"), "'chiihou'");
        EXPECT_ERROR(S(ok + ",'situation':['chiihou']"), "'chiihou'");  // a ron
        EXPECT_ERROR(S(ok + ",'tsumo':true,'seat_wind':1,'situation':['tenhou','riichi']"), "before any riichi");
        EXPECT_ERROR(S("'hand':'456p789s234s99m','win_tile':'3s','melds':[{'type':'chi','tiles':'123m'}],'situation':['"
                       "riichi']"),
                     "concealed hand");
        // an incomplete hand is ok=true, valid=false, with a step saying so
        const auto r = S("'hand':'123m456p789s234s19m','win_tile':'3s'");
        QVERIFY(r.ok && !r.valid && !r.steps.empty());
        QCOMPARE(F(r, "han"), 0LL);
        // the registry's scorer never throws on junk either
        auto rs = makeRuleset("riichi");
        HandDesc junk;
        QVERIFY(!rs->score(junk).ok);
    }

    // The scorer reads its options in one pass over those given: a hand
    // described with every scoring option at its default, among play options
    // the scorer ignores, scores as the same hand without options, and with
    // kiriage on and kazoe off as the base-point helpers say.
    void optionsGivenOrNotAgree() {
        Rng rng(7);
        for (int i = 0; i < 3000; ++i) {
            GenOptions g;
            g.meldPercent = i % 3 == 0 ? 30 : 0;
            const HandDesc plain = randomWinningHand(rng, g);
            HandDesc given = plain;
            for (const OptionDesc& d : riichiOptionDescs()) given.options.set(d.id, d.defaultValue);
            given.options.set("game_length", 1);  // a play option (ignored by the scorer)
            const Value a = scoreValue(plain), b = scoreValue(given);
            QCOMPARE(b.status, a.status);
            QCOMPARE(b.han, a.han);
            QCOMPARE(b.fu, a.fu);
            QCOMPARE(b.base, a.base);
            QCOMPARE(b.points, a.points);
            QCOMPARE(describe(score(given)), describe(score(plain)));
            HandDesc changed = given;
            changed.options.set("kiriage", 1);
            changed.options.set("kazoe_yakuman", 0);
            const Value c = scoreValue(changed);
            QCOMPARE(c.status, a.status);
            if (a.status == 1) QCOMPARE(c.base, basePoints(c.han, c.fu, c.yakuman, changed.options).points);
            score(changed);  // scoreValue against scoreHand
        }
    }

    // ---- fast path and predicates on random hands ------------------------------
    void randomHandsAgree() {
        Rng rng(20261123);
        std::map<std::string, int> seen;
        int valid = 0;
        for (int i = 0; i < 20000; ++i) {
            GenOptions g;
            g.meldPercent = i % 3 == 0 ? 30 : 0;
            g.honourWeight = i % 5 == 0 ? 8 : 1;
            g.oneSuitPercent = i % 7 == 0 ? 60 : 0;
            g.specialPercent = i % 11 == 0 ? 50 : 0;
            const HandDesc h = randomWinningHand(rng, g);
            const ScoreResult r = score(h);  // checks scoreValue against scoreHand
            QVERIFY2(r.ok, r.error.c_str());
            if (r.valid) ++valid;
            for (const auto& it : r.items) ++seen[it.id];
            // the fast path finds exactly the yaku the predicates find
            QCOMPARE(gateMisses(h), 0);
            // the breakdown's han steps add up to the total
            long long han = 0;
            for (const auto& it : r.items) han += it.value * it.count;
            if (r.valid) QCOMPARE(han, r.total);
        }
        QVERIFY(valid > 10000);
        for (const char* id : {"riichi", "pinfu", "tanyao", "iipeikou", "toitoi", "sanankou", "chanta", "honitsu",
                               "haku", "seat_wind", "round_wind", "dora", "ura", "aka", "menzen_tsumo",
                               "chinitsu", "chiitoitsu", "kokushi", "ittsu", "sanshoku", "ryanpeikou", "junchan",
                               "honroutou", "shousangen", "kokushi_13"})
            QVERIFY2(seen[id] > 0, id);
    }

    // scoreValue reads standard hands straight from the per-suit table;
    // scoreValueByWalk takes the general decomposition and each reading's
    // groups as scoreHand does. They must agree on every hand: generated
    // ones with every held kind as the winning tile, both tsumo values and
    // other winds, and mutated ones (a tile or a meld changed, which makes
    // many incomplete or invalid).
    void tableSearchAgrees() {
        Rng rng(20261128);
        int compared = 0, valid = 0, noYaku = 0, incomplete = 0;
        auto same = [&](const HandDesc& h) {
            const Value a = scoreValue(h), b = scoreValueByWalk(h);
            ++compared;
            valid += a.status == 1;
            noYaku += a.status == 0;
            incomplete += a.status == -1;
            if (a.status != b.status || a.han != b.han || a.fu != b.fu || a.yakuman != b.yakuman ||
                a.base != b.base || a.points != b.points) {
                qWarning("table: status %d han %d fu %d yakuman %d base %lld points %lld; walk: status %d han %d "
                         "fu %d yakuman %d base %lld points %lld",
                         a.status, a.han, a.fu, a.yakuman, a.base, a.points, b.status, b.han, b.fu, b.yakuman, b.base,
                         b.points);
                return false;
            }
            return true;
        };
        for (int i = 0; i < 12000; ++i) {
            GenOptions g;
            g.meldPercent = i % 3 == 0 ? 30 : i % 3 == 1 ? 60 : 0;
            g.honourWeight = i % 5 == 0 ? 8 : 1;
            g.oneSuitPercent = i % 7 == 0 ? 60 : 0;
            g.specialPercent = i % 11 == 0 ? 50 : 0;
            const HandDesc h = randomWinningHand(rng, g);
            QVERIFY(same(h));
            // every held kind as the winning tile, ron and tsumo, winds
            for (const Tile& t : h.hand) {
                HandDesc x = h;
                x.winTile = t;
                x.tsumo = !h.tsumo;
                x.situation.clear();
                x.seatWind = int(rng.below(4));
                x.roundWind = int(rng.below(4));
                QVERIFY(same(x));
                x.tsumo = h.tsumo;
                QVERIFY(same(x));
            }
            // a tile changed (the winning tile kept when it is still held)
            for (int m = 0; m < 4; ++m) {
                HandDesc x = h;
                x.situation.clear();
                Tile& t = x.hand[rng.below(std::uint32_t(x.hand.size()))];
                t = Tile{Kind(rng.below(kNumKinds)), false};
                x.winTile = x.hand[rng.below(std::uint32_t(x.hand.size()))];
                QVERIFY(same(x));
            }
            // a meld's kind changed
            if (!h.melds.empty()) {
                HandDesc x = h;
                x.situation.clear();
                Meld& m = x.melds[rng.below(std::uint32_t(x.melds.size()))];
                m.red = 0;
                m.kind = Kind(m.type == MeldType::Chi ? 9 * rng.below(3) + rng.below(7) : rng.below(kNumKinds));
                QVERIFY(same(x));
            }
        }
        // the comparisons cover every outcome
        QVERIFY(compared > 100000);
        QVERIFY(valid > 20000);
        QVERIFY(noYaku > 1000);
        QVERIFY(incomplete > 10000);
    }
};

QTEST_APPLESS_MAIN(TestRiichiScore)
#include "test_riichi_score.moc"
