// quetai-cli as users and tools drive it (README.md "The command-line tool").
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "bot.h"
#include "core/gamefile.h"
#include "core/registry.h"
#include "core/session.h"
#include "core/table.h"
#include "review.h"

// The bench's signature hashes every workload's checksum, which comes
// from results only (shanten values, scores, selfplay outcomes, the
// bots' decisions on fixed positions), never from timings. A change of
// behaviour changes it: update kBenchSignature deliberately, saying why
// in the commit (docs/performance.md). Speed is never asserted.
static constexpr unsigned long long kBenchSignature = 13977906232062250876ULL;

class TestCli : public QObject {
    Q_OBJECT

    static QJsonObject runJson(const QStringList& args, const QByteArray& input = {}, int* exitCode = nullptr) {
        QProcess p;
        p.start(QStringLiteral(QUETAI_CLI_PATH), args);
        p.waitForStarted();
        if (!input.isEmpty()) p.write(input);
        p.closeWriteChannel();
        p.waitForFinished(120000);
        if (exitCode) *exitCode = p.exitCode();
        const auto lines = p.readAllStandardOutput().trimmed().split('\n');
        return QJsonDocument::fromJson(lines.last()).object();
    }
    static QList<QJsonObject> runLines(const QStringList& args, const QByteArray& input) {
        QProcess p;
        p.start(QStringLiteral(QUETAI_CLI_PATH), args);
        p.waitForStarted();
        p.write(input);
        p.closeWriteChannel();
        p.waitForFinished(120000);
        QList<QJsonObject> out;
        for (const auto& l : p.readAllStandardOutput().trimmed().split('\n')) out << QJsonDocument::fromJson(l).object();
        return out;
    }

private slots:
    void shantenOfTheIssueExample() {
        const auto o = runJson({"shanten", "123m456p789s1122z"});
        QCOMPARE(o["ok"].toBool(), true);
        QCOMPARE(o["shanten"].toInt(), 0);
        QCOMPARE(o["standard"].toInt(), 0);
        QCOMPARE(o["chiitoi"].toInt(), 4);
        QCOMPARE(o["waits"].toArray(), (QJsonArray{"1z", "2z"}));
    }
    void shantenErrors() {
        int code = 0;
        auto o = runJson({"shanten", "123m4x"}, {}, &code);
        QCOMPARE(o["ok"].toBool(), false);
        QVERIFY(o["error"].toString().contains("position 5"));
        QVERIFY(code != 0);
        o = runJson({"shanten", "111122m"}, {}, &code);
        QCOMPARE(o["ok"].toBool(), false);
        QVERIFY(o["error"].toString().contains("3k+1"));
    }
    void scoreAnswersEveryLine() {
        const QByteArray in =
            "{\"hand\":\"123m456p789s11122z\",\"win_tile\":\"2z\"}\n"
            "this is not json\n"
            "{\"hand\":\"123m456p789s1112z\",\"win_tile\":\"2z\"}\n"
            "{\"hand\":\"123m456p789s11122z\",\"win_tile\":\"2z\",\"tsumo\":true}\n"
            "{\"ruleset\":\"binshi\",\"hand\":\"123m456p789s11122z\",\"win_tile\":\"2z\"}\n"
            "{\"hand\":\"123m456p789s11122z\",\"win_tile\":\"9z\"}\n";
        const auto out = runLines({"score", "--ruleset", "test"}, in);
        QCOMPARE(out.size(), 6);
        QCOMPARE(out[0]["ok"].toBool(), true);
        QCOMPARE(out[0]["valid"].toBool(), true);
        QCOMPARE(out[0]["total"].toInt(), 1);
        QVERIFY(out[0]["items"].isArray());
        QVERIFY(out[0]["steps"].isArray());
        QCOMPARE(out[1]["ok"].toBool(), false);
        QVERIFY(out[1]["error"].toString().contains("line 2"));
        QCOMPARE(out[2]["ok"].toBool(), false);  // 13 tiles
        QVERIFY(out[2]["error"].toString().contains("needs 14"));
        QCOMPARE(out[3]["total"].toInt(), 2);    // self-draw adds one
        QCOMPARE(out[4]["ok"].toBool(), false);  // ruleset mismatch
        QCOMPARE(out[5]["ok"].toBool(), false);
        QVERIFY(out[5]["error"].toString().contains("honours are 1z..7z"));
    }
    void scoreYuque() {
        // `quetai-cli score` for 玉雀 returns fan, points, items and
        // steps. yuque.md worked example 1 (28 fan, p = 784), then bad lines.
        const QByteArray in =
            "{\"ruleset\":\"yuque\",\"hand\":\"112233s77z\",\"win_tile\":\"3s\",\"melds\":[{\"type\":\"kan\","
            "\"tiles\":\"4444z\"},{\"type\":\"chi\",\"tiles\":\"123s\"}],\"tsumo\":true,\"seat_wind\":4,"
            "\"situation\":[\"rinshan\"]}\n"
            "{\"ruleset\":\"yuque\",\"hand\":\"111m234p345s456m11z\",\"win_tile\":\"1z\",\"situation\":[\"riichi\"]}\n"
            "{\"ruleset\":\"yuque\",\"hand\":\"111m234p345s456m11z\",\"win_tile\":\"1z\",\"options\":{\"min_fan\":62}}\n"
            "{\"ruleset\":\"yuque\",\"hand\":\"1122m3344p5566s77z\",\"win_tile\":\"7z\"}\n";
        const auto out = runLines({"score"}, in);
        QCOMPARE(out.size(), 4);
        QCOMPARE(out[0]["ok"].toBool(), true);
        QCOMPARE(out[0]["valid"].toBool(), true);
        QCOMPARE(out[0]["fan"].toInt(), 28);
        QCOMPARE(out[0]["points"].toInt(), 784);
        const QJsonArray items = out[0]["items"].toArray();
        QCOMPARE(items.size(), 8);
        QCOMPARE(items[4].toObject()["id"].toString(), QString("three_identical_sequences"));
        QCOMPARE(items[7].toObject()["id"].toString(), QString("fanke"));  // 番刻 last
        const QJsonArray steps = out[0]["steps"].toArray();
        QVERIFY(steps[5].toObject()["text"].toString().contains("5 × 3/5 (vs 三同顺) = 3 → 24"));
        bool p = false, pay = false;
        for (const auto& s : steps) {
            p = p || s.toObject()["text"].toString().contains("p = 28² = 784");
            pay = pay || s.toObject()["text"].toString().contains("round_half_even(784/6 = 130.67) = 131");
        }
        QVERIFY(p && pay);
        QCOMPARE(out[1]["ok"].toBool(), false);  // not a 玉雀 situation
        QVERIFY(out[1]["error"].toString().contains("not a 玉雀 situation"));
        QCOMPARE(out[2]["ok"].toBool(), false);  // option out of range
        QVERIFY(out[2]["error"].toString().contains("min_fan"));
        QCOMPARE(out[3]["ok"].toBool(), true);   // seven pairs: no 玉雀 win
        QCOMPARE(out[3]["valid"].toBool(), false);
    }
    void scoreLingque() {
        // `quetai-cli score --ruleset lingque`: valid, fu (副), fan (翻),
        // points, items and steps (lingque.md "Points of a winning hand").
        const QByteArray in =
            "{\"hand\":\"234m777m123p44p678s\",\"win_tile\":\"8s\",\"seat_wind\":2,\"flowers\":\"1f2f3f4f\"}\n"
            "{\"hand\":\"234m777m123p44p678s\",\"win_tile\":\"8s\",\"tsumo\":true,\"seat_wind\":2,"
            "\"situation\":[\"haitei\"]}\n"
            "{\"hand\":\"234m777m123p44p678s\",\"win_tile\":\"8s\",\"situation\":[\"riichi\"]}\n";
        const auto out = runLines({"score", "--ruleset", "lingque"}, in);
        QCOMPARE(out.size(), 3);
        QCOMPARE(out[0]["ok"].toBool(), true);
        QCOMPARE(out[0]["fu"].toInt(), 4);
        QCOMPARE(out[0]["fan"].toInt(), 2);
        QCOMPARE(out[0]["points"].toInt(), 16);  // 4 × 2 + 4 flowers × 2
        QCOMPARE(out[0]["valid"].toBool(), false);  // 8 < 10 without flowers
        QCOMPARE(out[0]["items"].toArray().size(), 2);
        bool product = false, minimum = false;
        for (const auto& st : out[0]["steps"].toArray()) {
            product = product || st.toObject()["text"].toString().contains("points = 4副 × 2翻 = 8");
            minimum = minimum || st.toObject()["text"].toString().contains("minimum (flowers excluded)");
        }
        QVERIFY(product && minimum);
        QCOMPARE(out[1]["ok"].toBool(), true);  // 海底捞月 8副 2翻 makes it a win
        QCOMPARE(out[1]["valid"].toBool(), true);
        QCOMPARE(out[2]["ok"].toBool(), false);
        QVERIFY(out[2]["error"].toString().contains("'situation'"));
    }
    void scoreShanghai() {
        // `quetai-cli score --ruleset shanghai`: valid, hua, class, items and
        // steps; options.huangfan; the situation words (shanghai.md "Winning
        // types", worked example 2); bad lines name the field.
        const QByteArray in =
            "{\"hand\":\"111z234p99s\",\"win_tile\":\"9s\",\"tsumo\":true,\"flowers\":\"1f5f\","
            "\"melds\":[{\"type\":\"pon\",\"tiles\":\"777z\",\"from\":2},{\"type\":\"ankan\",\"tiles\":\"5555m\"}],"
            "\"situation\":[\"rinshan\"],\"options\":{\"huangfan\":true}}\n"
            "{\"hand\":\"123m456m789p222s55p\",\"win_tile\":\"3m\",\"tsumo\":true,\"situation\":[\"haitei\"]}\n"
            "{\"hand\":\"123m456m789p222s55p\",\"win_tile\":\"3m\",\"situation\":[\"houtei\"]}\n"
            "{\"hand\":\"123m456m789p222s55p\",\"win_tile\":\"3m\",\"situation\":[\"chankan\"]}\n"
            "{\"hand\":\"123m456m789p222s55p\",\"win_tile\":\"3m\",\"tsumo\":true,\"seat_wind\":1,"
            "\"situation\":[\"tenhou\"]}\n"
            "{\"hand\":\"123m456m789p222s55p\",\"win_tile\":\"3m\",\"seat_wind\":2,\"situation\":[\"chiihou\"]}\n"
            "{\"hand\":\"123m456m789p222s55p\",\"win_tile\":\"3m\",\"tsumo\":true,\"flowers\":\"3f\","
            "\"situation\":[\"flower_replacement\"]}\n"
            "{\"hand\":\"123m456m789p222s55p\",\"win_tile\":\"3m\",\"situation\":[\"haitei\"]}\n"
            "{\"hand\":\"123m456m789p55p\",\"win_tile\":\"3m\",\"melds\":[{\"type\":\"pung\",\"tiles\":\"222s\"}]}\n"
            "{\"hand\":\"123m456m789p222s55p\",\"win_tile\":\"3m\",\"options\":{\"huangfan\":\"yes\"}}\n";
        const auto out = runLines({"score", "--ruleset", "shanghai"}, in);
        QCOMPARE(out.size(), 10);
        // 底花 3 + 2 flowers + 中 pon 2 + 東 concealed triplet 1 + concealed
        // kong of 5m 2 = 10; 杠开 ×2 = 20; 荒番 ×2 = 40.
        QCOMPARE(out[0]["ok"].toBool(), true);
        QCOMPARE(out[0]["valid"].toBool(), true);
        QCOMPARE(out[0]["hua"].toInt(), 40);
        QCOMPARE(out[0]["total"].toInt(), 40);
        QCOMPARE(out[0]["class"].toInt(), 3);
        QCOMPARE(out[0]["dihua"].toInt(), 10);
        QCOMPARE(out[0]["fan"].toInt(), 1);
        QStringList ids;
        for (const auto& it : out[0]["items"].toArray()) ids << it.toObject()["id"].toString();
        for (const char* id : {"base", "flower", "dragon_pon", "wind_concealed_triplet", "number_concealed_kong", "gangkai"})
            QVERIFY2(ids.contains(id), id);
        bool huangfan = false;
        for (const auto& st : out[0]["steps"].toArray())
            huangfan = huangfan || (st.toObject()["text"].toString().contains("荒番") && st.toObject()["total"].toInt() == 40);
        QVERIFY(huangfan);
        // haitei, houtei and chankan are accepted and add nothing in 上海.
        for (int i = 1; i <= 3; ++i) {
            QCOMPARE(out[i]["ok"].toBool(), true);
            QCOMPARE(out[i]["hua"].toInt(), 3);
        }
        QCOMPARE(out[4]["hua"].toInt(), 500);  // 天胡
        QCOMPARE(out[4]["class"].toInt(), 1);
        QCOMPARE(out[5]["hua"].toInt(), 400);  // 地胡
        QCOMPARE(out[6]["hua"].toInt(), 8);    // (3 + 1 flower) × 2: 杠开 on a flower replacement
        QCOMPARE(out[7]["ok"].toBool(), false);  // haitei is a self-draw
        QVERIFY(out[7]["error"].toString().contains("'situation'"));
        QCOMPARE(out[8]["ok"].toBool(), false);
        QVERIFY(out[8]["error"].toString().contains("type"));
        QCOMPARE(out[9]["ok"].toBool(), false);
        QVERIFY(out[9]["error"].toString().contains("huangfan"));
    }
    // 天胡 and 地胡 by the source's letter (shanghai.md "Winning types"): the
    // winner has not yet discarded; kongs, their replacements and flowers
    // replaced before that are no bar. What cannot come before one's first
    // discard (a chi or pon, the dealer's claimed meld) is still an error.
    void scoreShanghaiTenhouChiihouByTheLetter() {
        const QByteArray in =
            // The dealer's concealed kong before the first discard, won on its replacement.
            "{\"hand\":\"123m789p222s55p\",\"win_tile\":\"3m\",\"tsumo\":true,\"seat_wind\":1,"
            "\"melds\":[{\"type\":\"ankan\",\"tiles\":\"5555m\"}],\"situation\":[\"tenhou\",\"rinshan\"]}\n"
            // The dealer's flowers replaced, won on a replacement.
            "{\"hand\":\"123m456m789p222s55p\",\"win_tile\":\"3m\",\"tsumo\":true,\"seat_wind\":1,"
            "\"flowers\":\"1f5f\",\"situation\":[\"tenhou\",\"flower_replacement\"]}\n"
            // A non-dealer's claimed kong before their first discard, won on its replacement.
            "{\"hand\":\"123m789p222s55p\",\"win_tile\":\"3m\",\"tsumo\":true,\"seat_wind\":3,"
            "\"melds\":[{\"type\":\"kan\",\"tiles\":\"5555m\",\"from\":1}],\"situation\":[\"chiihou\",\"rinshan\"]}\n"
            // A concealed kong too.
            "{\"hand\":\"123m789p222s55p\",\"win_tile\":\"3m\",\"tsumo\":true,\"seat_wind\":2,"
            "\"melds\":[{\"type\":\"ankan\",\"tiles\":\"5555m\"}],\"situation\":[\"chiihou\",\"rinshan\"]}\n"
            // Not before a first discard: a pon (followed by a discard), the dealer's claimed kong,
            // a kong's win on a discard, 天胡 on the last wall tile.
            "{\"hand\":\"123m789p222s55p\",\"win_tile\":\"3m\",\"seat_wind\":2,"
            "\"melds\":[{\"type\":\"pon\",\"tiles\":\"555m\",\"from\":1}],\"situation\":[\"chiihou\"]}\n"
            "{\"hand\":\"123m789p222s55p\",\"win_tile\":\"3m\",\"tsumo\":true,\"seat_wind\":1,"
            "\"melds\":[{\"type\":\"kan\",\"tiles\":\"5555m\",\"from\":1}],\"situation\":[\"tenhou\",\"rinshan\"]}\n"
            "{\"hand\":\"123m789p222s55p\",\"win_tile\":\"3m\",\"seat_wind\":2,"
            "\"melds\":[{\"type\":\"kan\",\"tiles\":\"5555m\",\"from\":1}],\"situation\":[\"chiihou\"]}\n"
            "{\"hand\":\"123m456m789p222s55p\",\"win_tile\":\"3m\",\"tsumo\":true,\"seat_wind\":1,"
            "\"situation\":[\"tenhou\",\"haitei\"]}\n";
        const auto out = runLines({"score", "--ruleset", "shanghai"}, in);
        QCOMPARE(out.size(), 8);
        for (int i = 0; i < 2; ++i) {
            QVERIFY2(out[i]["ok"].toBool(), qPrintable(out[i]["error"].toString()));
            QCOMPARE(out[i]["hua"].toInt(), 500);  // 天胡 10 喇, 杠开 ignored
            QCOMPARE(out[i]["class"].toInt(), 1);
        }
        for (int i = 2; i < 4; ++i) {
            QVERIFY2(out[i]["ok"].toBool(), qPrintable(out[i]["error"].toString()));
            QCOMPARE(out[i]["hua"].toInt(), 400);  // 地胡 8 喇
            QCOMPARE(out[i]["class"].toInt(), 1);
        }
        for (int i = 4; i < 8; ++i) {
            QCOMPARE(out[i]["ok"].toBool(), false);
            QVERIFY2(out[i]["error"].toString().contains("'situation'"), qPrintable(out[i]["error"].toString()));
        }
        QVERIFY(out[4]["error"].toString().contains("pon"));
        QVERIFY(out[7]["error"].toString().contains("haitei"));
    }
    void selfplayLingque() {
        const auto o = runJson({"selfplay", "--ruleset", "lingque", "--hands", "100", "--seed", "7"});
        QCOMPARE(o["ok"].toBool(), true);
        QCOMPARE(o["invariant_violations"].toInt(), 0);
        QCOMPARE(o["scoring_errors"].toInt(), 0);
        QVERIFY(o["wins"].toInt() > 50);
    }
    void scoreUnderAllRulesets() {
        // `score --ruleset all`: one object per line, keyed by the five
        // ruleset ids, each value that ruleset's own answer or error object.
        const QByteArray in =
            "{\"hand\":\"234m777m123p44p678s\",\"win_tile\":\"8s\",\"tsumo\":true,\"seat_wind\":2}\n"
            "{\"hand\":\"234m777m123p44p678s\",\"win_tile\":\"8s\",\"options\":{\"aka\":0}}\n"
            "not json\n"
            "{\"ruleset\":\"riichi\",\"hand\":\"234m777m123p44p678s\",\"win_tile\":\"8s\"}\n";
        const auto out = runLines({"score", "--ruleset", "all"}, in);
        QCOMPARE(out.size(), 4);
        const QStringList ids{"yuque", "shanghai", "riichi", "binshi", "lingque"};
        for (const auto& o : out) {
            QStringList keys = o.keys();
            keys.sort();
            QStringList want = ids;
            want.sort();
            QCOMPARE(keys, want);
        }
        // Each value is what `score --ruleset ID` answers for that line.
        for (const QString& id : ids) {
            const auto one = runLines({"score", "--ruleset", id}, in.left(in.indexOf('\n') + 1));
            QCOMPARE(out[0][id].toObject(), one[0]);
            QCOMPARE(out[0][id].toObject()["ruleset"].toString(), id);
        }
        QCOMPARE(out[0]["riichi"].toObject()["ok"].toBool(), true);
        QCOMPARE(out[0]["riichi"].toObject()["han"].toInt(), 1);  // menzen tsumo only
        // An option one ruleset has is an error, naming it, for those without it.
        QCOMPARE(out[1]["riichi"].toObject()["ok"].toBool(), true);
        for (const QString& id : {QString("yuque"), QString("lingque")}) {
            QCOMPARE(out[1][id].toObject()["ok"].toBool(), false);
            QVERIFY2(out[1][id].toObject()["error"].toString().contains("aka"),
                     qPrintable(out[1][id].toObject()["error"].toString()));
        }
        // A line that does not parse fails under every ruleset, with its number.
        for (const QString& id : ids) {
            QCOMPARE(out[2][id].toObject()["ok"].toBool(), false);
            QVERIFY(out[2][id].toObject()["error"].toString().contains("line 3"));
            QCOMPARE(out[3][id].toObject()["ok"].toBool(), false);
            QVERIFY(out[3][id].toObject()["error"].toString().contains("'all'"));
        }
    }
    void scoreUnknownRuleset() {
        const auto out = runLines({"score"}, "{\"ruleset\":\"nope\",\"hand\":\"123m456p789s11122z\"}\n");
        QCOMPARE(out[0]["ok"].toBool(), false);
        QVERIFY(out[0]["error"].toString().contains("unknown ruleset"));
    }
    void selfplayTestRuleset() {
        const auto o = runJson({"selfplay", "--ruleset", "test", "--hands", "200", "--seed", "7"});
        QCOMPARE(o["ok"].toBool(), true);
        QCOMPARE(o["hands"].toInt(), 200);
        QCOMPARE(o["invariant_violations"].toInt(), 0);
        QVERIFY(o["wins"].toInt() > 50);
        QVERIFY(o["wins"].toInt() + o["draws"].toInt() + o["abortive_draws"].toInt() == 200);
        // Same seed, same games.
        const auto o2 = runJson({"selfplay", "--ruleset", "test", "--hands", "200", "--seed", "7"});
        QCOMPARE(o2["wins"].toInt(), o["wins"].toInt());
        QCOMPARE(o2["actions"].toInt(), o["actions"].toInt());
    }
    void soakEveryRuleset() {
        int code = -1;
        const auto o = runJson({"soak", "--hands", "61", "--seed", "3"}, {}, &code);
        QCOMPARE(o["ok"].toBool(), true);
        QCOMPARE(code, 0);
        const auto per = o["rulesets"].toObject();
        QVERIFY(per.size() >= 3);  // test, yuque, riichi at least
        int hands = 0;
        for (const auto& id : per.keys()) {
            const auto r = per[id].toObject();
            const int n = r["hands"].toInt();
            // 61 hands shared evenly: nobody gets more than one over another.
            QVERIFY2(n == 61 / per.size() || n == 61 / per.size() + 1, qPrintable(id));
            QCOMPARE(r["wins"].toInt() + r["draws"].toInt() + r["abortive_draws"].toInt(), n);
            for (const char* k : {"invariant_violations", "exceptions", "scoring_errors", "replay_mismatches", "stuck_hands"})
                QCOMPARE(r[k].toInt(), 0);
            hands += n;
        }
        QCOMPARE(hands, 61);
        QCOMPARE(o["total"].toObject()["hands"].toInt(), 61);
    }
    void soakBadArguments() {
        for (const QStringList& args : {QStringList{"soak", "--rulesets", "no_such_ruleset"}, QStringList{"soak", "--bots", "simple"},
                                        QStringList{"soak", "--hands", "0"}}) {
            QProcess p;
            p.start(QStringLiteral(QUETAI_CLI_PATH), args);
            p.waitForFinished(120000);  // as runJson: the default 30 s can pass on a loaded machine
            QCOMPARE(p.exitCode(), 2);
            QVERIFY(!p.readAllStandardError().isEmpty());
        }
    }
    void benchQuickSignature() {
        QProcess p;
        p.start(QStringLiteral(QUETAI_CLI_PATH), {"bench", "--json", "--quick"});
        p.waitForStarted();
        p.closeWriteChannel();
        p.waitForFinished(120000);
        const QByteArray out = p.readAllStandardOutput().trimmed();
        const auto a = QJsonDocument::fromJson(out.split('\n').last()).object();
        const QStringList fixed = {"shanten", "shanten_standard", "decompose", "score_riichi", "bot_standard",
                                   "bot_strong"};
        for (const QString& w : fixed) {
            QVERIFY2(a.contains(w), qPrintable(w));
            QVERIFY2(a[w].toObject().contains("per_second"), qPrintable(w));
            QCOMPARE(a[w].toObject()["reps"].toInt(), 1);
        }
        for (const char* id : {"test", "yuque", "riichi", "shanghai", "lingque", "binshi"}) {
            QVERIFY2(a.contains(QStringLiteral("selfplay_") + id), id);
            QVERIFY2(a.contains(QStringLiteral("selfplay_standard_") + id), id);
        }
        for (const char* w : {"bot_standard", "bot_strong"}) {
            const auto o = a[w].toObject();
            QVERIFY(o.contains("median_ms") && o.contains("p99_ms"));
            QVERIFY(o["median_ms"].toDouble() <= o["p99_ms"].toDouble());
            QVERIFY(o["items"].toInteger() > 100);
        }
        // Read from the text: a JSON number of 2^63 or more comes back from
        // QJsonDocument as a double, which cannot hold all 64 bits.
        const auto m = QRegularExpression(QStringLiteral("\"signature\":\\s*(\\d+)")).match(QString::fromUtf8(out));
        QVERIFY2(m.hasMatch(), out.constData());
        QCOMPARE(m.captured(1).toULongLong(), kBenchSignature);
    }
    void benchRepetitionsKeepTheChecksum() {
        // More repetitions time the same items: the checksum does not move.
        const auto q = runJson({"bench", "--json", "--quick", "--only", "score_riichi"});
        const auto f = runJson({"bench", "--json", "--scale", "0.5", "--only", "score_riichi"});
        QCOMPARE(f["score_riichi"].toObject()["reps"].toInt(), 2);
        QCOMPARE(q["score_riichi"].toObject()["checksum"].toVariant().toULongLong(),
                 f["score_riichi"].toObject()["checksum"].toVariant().toULongLong());
        QCOMPARE(q["signature"].toVariant().toULongLong(), f["signature"].toVariant().toULongLong());
        int code = 0;
        runJson({"bench", "--only", "no_such_workload"}, {}, &code);
        QCOMPARE(code, 2);
    }
    // review FILE: a riichi hand with a Beginner at seat 0 and Strong bots
    // elsewhere, saved as the table's save and as the table's session save;
    // the command lists the engine's review of the last hand (ai/review.h).
    void reviewASave() {
        auto rs = qe::makeRuleset("riichi");
        qe::Table t(rs, {}, 4242);
        std::array<std::unique_ptr<qe::ai::Bot>, 4> bots;
        bots[0] = qe::ai::makeBot("beginner", 5);
        for (int s = 1; s < 4; ++s) bots[std::size_t(s)] = qe::ai::makeBot("strong", std::uint64_t(s));
        for (int guard = 0; guard < 5000 && t.phase() != qe::Phase::HandOver; ++guard) {
            if (t.applyForced()) continue;
            for (int s : t.seatsToAct()) {
                const qe::SeatView v = t.view(s);
                if (v.legal.empty()) continue;
                t.apply(bots[std::size_t(s)]->choose(v));
                if (t.phase() != qe::Phase::Claim) break;
            }
        }
        QCOMPARE(t.phase(), qe::Phase::HandOver);
        const qe::ai::Review r = qe::ai::reviewHand(t, 0, t.pub().handNumber);
        QVERIFY(r.ok && !r.turns.empty());
        QTemporaryDir dir;
        const QString plain = dir.filePath("game.json"), session = dir.filePath("session.json");
        QFile f(plain);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(t.toJson()));
        f.close();
        QFile g(session);
        QVERIFY(g.open(QIODevice::WriteOnly));
        // The first table saves (docs/game-files.md "Versions": version 1).
        g.write("{\"format\":\"quetai-session-1\",\"game\":" + QByteArray::fromStdString(t.toJson()) +
                ",\"seats\":[{\"human\":true,\"name\":\"P0\",\"level\":\"\"},{\"name\":\"P1\",\"level\":\"strong\"},"
                "{\"name\":\"P2\",\"level\":\"strong\"},{\"name\":\"P3\",\"level\":\"strong\"}],\"handLimit\":0}");
        g.close();
        for (const QString& file : {plain, session}) {
            const auto o = runJson({"review", file, "--player", "0"});
            QVERIFY2(o["ok"].toBool(), qPrintable(o["error"].toString()));
            QCOMPARE(o["decisions"].toInt(), r.decisions);
            const QJsonArray turns = o["turns"].toArray();
            QCOMPARE(turns.size(), qsizetype(r.turns.size()));
            for (int i = 0; i < turns.size(); ++i) {
                const QJsonObject x = turns[i].toObject();
                QCOMPARE(x["log_index"].toInt(), r.turns[std::size_t(i)].logIndex);
                QCOMPARE(x["played"].toObject()["text"].toString(),
                         QString::fromStdString(t.describe(r.turns[std::size_t(i)].played.action)));
                QCOMPARE(x["strong"].toObject()["text"].toString(),
                         QString::fromStdString(t.describe(r.turns[std::size_t(i)].strong.action)));
            }
        }
        // Strong's own seat: nothing to review. A bad player is named.
        QCOMPARE(runJson({"review", plain, "--player", "2"})["turns"].toArray().size(), 0);
        int code = 0;
        const auto bad = runJson({"review", plain, "--player", "9"}, {}, &code);
        QCOMPARE(bad["ok"].toBool(), false);
        QVERIFY(bad["error"].toString().contains("player"));
        QVERIFY(code != 0);
    }
    // quetai-cli stats and drills over a folder (docs/record.md): a game of
    // simple bots with Me at seat 0, a corrupt file beside it.
    void statsAndDrills() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        {
            auto rs = qe::makeRuleset("riichi");
            std::array<std::unique_ptr<qe::ai::Bot>, 4> bots;
            std::array<qe::Agent*, 4> agents{};
            for (int p = 0; p < 4; ++p) {
                bots[std::size_t(p)] = qe::ai::makeBot("simple", 40 + std::uint64_t(p));
                agents[std::size_t(p)] = bots[std::size_t(p)].get();
            }
            qe::SessionOptions so;
            so.handLimit = 1;
            qe::Session s(std::make_unique<qe::Table>(rs, qe::Options{}, 9), agents, so);
            s.runToEnd();
            qe::GameFile f;
            f.game = s.table().toJson();
            f.seats = {qe::GameSeat{true, "Me", ""}, qe::GameSeat{false, "A", "simple"},
                       qe::GameSeat{false, "B", "simple"}, qe::GameSeat{false, "C", "simple"}};
            f.handLimit = 1;
            QFile g(dir.filePath("game.json"));
            QVERIFY(g.open(QIODevice::WriteOnly));
            g.write(QByteArray::fromStdString(qe::writeGameFile(f)));
            QFile bad(dir.filePath("bad.json"));
            QVERIFY(bad.open(QIODevice::WriteOnly));
            bad.write("{\"format\":\"quetai-save\",");
        }
        int code = -1;
        auto o = runJson({"stats", dir.path()}, {}, &code);
        QCOMPARE(code, 0);
        QCOMPARE(o["ok"].toBool(), true);
        QCOMPARE(o["player"].toString(), QStringLiteral("Me"));
        QCOMPARE(o["skipped"].toArray().size(), 1);
        QCOMPARE(o["skipped"].toArray()[0].toObject()["file"].toString(), QStringLiteral("bad.json"));
        QCOMPARE(o["skipped"].toArray()[0].toObject()["problem"].toString(), QStringLiteral("truncated"));
        QCOMPARE(o["rulesets"].toArray().size(), 1);
        QJsonObject r = o["rulesets"].toArray()[0].toObject();
        QCOMPARE(r["ruleset"].toString(), QStringLiteral("riichi"));
        QCOMPARE(r["games"].toInt(), 1);
        QCOMPARE(r["hands"].toInt(), 1);
        QCOMPARE(r["series"].toArray().size(), 1);
        QVERIFY(r["agreement"].isNull());
        QCOMPARE(o["unreviewed"].toArray().size(), 1);
        // No review yet: no positions of the player's own (built-in ones left out).
        o = runJson({"drills", dir.path(), "--no-builtin"}, {}, &code);
        QCOMPARE(code, 0);
        QCOMPARE(o["unreviewed_games"].toInt(), 1);
        QCOMPARE(o["positions"].toArray().size(), 0);
        // --review reviews it first.
        o = runJson({"stats", dir.path(), "--review", "--ruleset", "riichi"}, {}, &code);
        QCOMPARE(code, 0);
        r = o["rulesets"].toArray()[0].toObject();
        QCOMPARE(r["reviewed_games"].toInt(), 1);
        QVERIFY(r["decisions"].toInt() > 0);
        QVERIFY(r["agreement"].toDouble() >= 0 && r["agreement"].toDouble() <= 1);
        o = runJson({"drills", dir.path(), "--no-builtin", "--threshold", "0.5"}, {}, &code);
        QCOMPARE(code, 0);
        QCOMPARE(o["unreviewed_games"].toInt(), 0);
        for (const auto& v : o["positions"].toArray()) {
            const QJsonObject p = v.toObject();
            QCOMPARE(p["file"].toString(), QStringLiteral("game.json"));
            QVERIFY(p["strong"].toObject().contains("text"));
            QVERIFY(p["played"].toObject().contains("action"));
        }
        // Another player, another ruleset: empty, not an error.
        o = runJson({"stats", dir.path(), "--player", "Nobody"}, {}, &code);
        QCOMPARE(code, 0);
        QCOMPARE(o["rulesets"].toArray().size(), 0);
        // A folder that is not there; a bad option.
        o = runJson({"stats", dir.filePath("missing")}, {}, &code);
        QCOMPARE(code, 1);
        QCOMPARE(o["ok"].toBool(), false);
        runJson({"stats", dir.path(), "--last", "x"}, {}, &code);
        QCOMPARE(code, 2);
        runJson({"drills"}, {}, &code);
        QCOMPARE(code, 2);
    }
    void badCommand() {
        QProcess p;
        p.start(QStringLiteral(QUETAI_CLI_PATH), {"frobnicate"});
        p.waitForFinished(120000);  // as runJson: the default 30 s can pass on a loaded machine
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardError().contains("unknown command"));
    }
    // A saved riichi game by bots as a tenhou.net/6 log and back
    // (docs/rulesets/riichi.md "Logs"): the same final scores.
    void tenhouExportImport() {
        qe::Table t(qe::makeRuleset("riichi"), {}, 2);
        std::array<std::unique_ptr<qe::ai::Bot>, 4> bots;
        for (int s = 0; s < 4; ++s) bots[std::size_t(s)] = qe::ai::makeBot("simple", 20 + std::uint64_t(s));
        while (t.phase() != qe::Phase::GameOver) {
            if (t.phase() == qe::Phase::HandOver) {
                const int stopper = t.ruleset().mayEndGame(t);
                t.apply(stopper >= 0 ? qe::Action{qe::ActionType::EndGame, std::int8_t(stopper)}
                                     : qe::Action{qe::ActionType::NextHand, -1});
                continue;
            }
            if (t.applyForced()) continue;
            const int s = t.seatsToAct().front();
            t.apply(bots[std::size_t(s)]->choose(t.view(s)));
        }
        QTemporaryDir dir;
        const QString save = dir.filePath("game.json"), log = dir.filePath("log.json");
        QFile f(save);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(t.toJson()));
        f.close();
        QProcess p;
        p.start(QStringLiteral(QUETAI_CLI_PATH), {"export", save, "--format", "tenhou6", "--out", log});
        p.waitForFinished(120000);
        QCOMPARE(p.exitCode(), 0);
        const auto o = runJson({"import", log, "--format", "tenhou6"});
        QCOMPARE(o["ok"].toBool(), true);
        QCOMPARE(o["hands"].toInt(), t.pub().handNumber);
        QCOMPARE(o["game_over"].toBool(), true);
        QVERIFY(o["mismatches"].toArray().isEmpty());
        const int fd = t.pub().firstDealer;
        for (int i = 0; i < 4; ++i)
            QCOMPARE(o["scores"].toArray()[i].toInteger(), t.pub().seats[std::size_t((i + fd) % 4)].score);
        // Without --format, or a log that is not one: clear errors.
        QProcess q;
        q.start(QStringLiteral(QUETAI_CLI_PATH), {"import", log});
        q.waitForFinished(120000);  // as runJson: the default 30 s can pass on a loaded machine
        QCOMPARE(q.exitCode(), 2);
        QVERIFY(q.readAllStandardError().contains("--format"));
        int code = 0;
        const auto bad = runJson({"import", save, "--format", "tenhou6"}, {}, &code);
        QCOMPARE(code, 1);
        QVERIFY(bad["error"].toString().contains("log"));
    }
};

QTEST_APPLESS_MAIN(TestCli)
#include "test_cli.moc"
