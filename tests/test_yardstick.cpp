// The fixed yardstick (docs/bots.md, "The yardstick"): "strong-2026-11" is
// the Strong of November 2026, frozen (ai/reference/strong_2026_11.*). Its
// decisions over fixed games are held to a signature recorded before the
// live Strong changed, when the live Strong gave the very same signature:
// a change to anything the frozen bot still shares with the live bots (the
// evaluator, the profile, the Picture type's members) shows here.
#include <QtTest>

#include "bot.h"
#include "core/registry.h"
#include "core/session.h"
#include "core/table.h"
#include "levels.h"
#include "reference/strong_2026_11.h"

using namespace qe;

namespace {

// Hashes every decision (seat, type, tile, declaration, claim tiles).
class Signing : public Agent {
public:
    Signing(std::unique_ptr<ai::Bot> b, std::uint64_t& h, int& n) : bot_(std::move(b)), h_(h), n_(n) {}
    Action choose(const SeatView& v) override {
        const Action a = bot_->choose(v);
        auto mix = [&](std::uint64_t x) { h_ = (h_ ^ x) * 1099511628211ULL; };
        mix(std::uint64_t(v.seat));
        mix(std::uint64_t(a.type));
        mix(std::uint64_t(a.tile));
        mix(std::uint64_t(a.declare));
        for (TileId id : a.with) mix(std::uint64_t(id));
        ++n_;
        return a;
    }

private:
    std::unique_ptr<ai::Bot> bot_;
    std::uint64_t& h_;
    int& n_;
};

// Four bots of `level` over `hands` hands of games seeded from `seed`.
std::pair<std::uint64_t, int> signature(const std::string& ruleset, const std::string& level, std::uint64_t seed,
                                        int hands) {
    std::uint64_t h = 1469598103934665603ULL;
    int n = 0, played = 0;
    auto rs = makeRuleset(ruleset);
    for (std::uint64_t g = seed; played < hands; ++g) {
        std::array<std::unique_ptr<Signing>, 4> agents;
        std::array<Agent*, 4> ptrs{};
        for (int s = 0; s < 4; ++s) {
            agents[std::size_t(s)] = std::make_unique<Signing>(ai::makeBot(level, g * 4 + std::uint64_t(s)), h, n);
            ptrs[std::size_t(s)] = agents[std::size_t(s)].get();
        }
        SessionOptions so;
        so.handLimit = hands - played;
        Session game(std::make_unique<Table>(rs, Options{}, g), ptrs, so);
        game.runToEnd();
        played += game.handsEnded();
    }
    return {h, n};
}

}  // namespace

class TestYardstick : public QObject {
    Q_OBJECT
private slots:
    void namedLevel() {
        auto b = ai::makeBot("strong-2026-11", 1);
        QVERIFY(b);
        QCOMPARE(b->level(), std::string("strong-2026-11"));
        QVERIFY(!ai::makeBot("strong-2026-12", 1));
    }

    // Recorded before the live Strong changed; the live Strong gave the
    // same values then (riichi, 12 hands from seed 3; 上海 6 hands from seed 5).
    void sameDecisionsAsRecorded() {
        const auto riichi = signature("riichi", "strong-2026-11", 3, 12);
        QCOMPARE(riichi.second, 880);
        QCOMPARE(riichi.first, std::uint64_t(2462004130958858854ULL));
        const auto sh = signature("shanghai", "strong-2026-11", 5, 6);
        QCOMPARE(sh.second, 309);
        QCOMPARE(sh.first, std::uint64_t(3947520003306191458ULL));
    }

    // The Strong's changes are riichi's alone (docs/bots.md, "The Strong of
    // 2026-11-29"): in the rulesets without a declaration the live Strong
    // still decides exactly as the yardstick.
    void chineseRulesetsUnchanged() {
        for (const char* rs : {"shanghai", "yuque", "lingque", "binshi"})
            QVERIFY2(signature(rs, "strong", 7, 4) == signature(rs, "strong-2026-11", 7, 4), rs);
    }

    // The signature sees a change of decisions: another level's differ.
    void signatureTellsLevelsApart() {
        QVERIFY(signature("riichi", "standard", 3, 12) != signature("riichi", "strong-2026-11", 3, 12));
    }
};

QTEST_GUILESS_MAIN(TestYardstick)
#include "test_yardstick.moc"
