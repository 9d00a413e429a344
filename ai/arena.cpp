#include "arena.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <mutex>
#include <thread>

#include "bot.h"
#include "core/registry.h"
#include "core/session.h"
#include "core/shanten.h"
#include "core/table.h"
#include "core/view.h"
#include "profile.h"

namespace qe::ai {

MeanCi meanCi(const std::vector<double>& xs) {
    MeanCi r;
    const double n = double(xs.size());
    if (n == 0) return r;
    for (double x : xs) r.mean += x;
    r.mean /= n;
    if (n < 2) return r;
    double ss = 0;
    for (double x : xs) ss += (x - r.mean) * (x - r.mean);
    r.half = 1.96 * std::sqrt(ss / (n - 1) / n);
    return r;
}

double quantile(std::vector<double> xs, double q) {
    if (xs.empty()) return 0;
    std::sort(xs.begin(), xs.end());
    std::size_t i = std::size_t(std::ceil(q * double(xs.size())));
    i = std::clamp<std::size_t>(i, 1, xs.size());
    return xs[i - 1];
}

namespace {

struct PlayRecord {
    std::array<double, 4> delta{};  // by player
    std::array<bool, 4> win{}, dealIn{}, tenpai{}, call{}, declare{};
    bool exhausted = false;
    std::array<std::vector<double>, 4> ms;
    std::string error;
    bool illegal = false;
};

bool tenpaiAt(const Table& t, int seat, std::uint8_t forms) {
    const auto& hand = t.pub().outcome.hands[std::size_t(seat)];
    Counts c{};
    for (TileId id : hand)
        if (kindOfId(id) < kNumKinds) ++c[kindOfId(id)];
    const int melds = int(t.pub().seats[std::size_t(seat)].melds.size());
    if (hand.size() % 3 != 1) return false;
    const ShantenResult s = shanten(c, melds);
    int sh = s.standard;
    if (melds == 0 && (forms & kFormSevenPairs)) sh = std::min(sh, s.chiitoi);
    if (melds == 0 && (forms & kFormThirteenOrphans)) sh = std::min(sh, s.kokushi);
    if (melds == 0 && (forms & kFormKnitted)) sh = std::min(sh, shantenKnitted(c));
    if (forms & kFormKnittedStraight) sh = std::min(sh, shantenKnittedStraight(c, melds));
    return sh == 0;
}

// A player's bot as the session's agent: times each decision and refuses
// an illegal answer with the level's name (the arena's report counts them).
class ArenaAgent : public Agent {
public:
    ArenaAgent(std::unique_ptr<Bot> bot, std::string level, std::vector<double>& ms, bool& declare, bool& call,
               bool& illegal)
        : bot_(std::move(bot)), level_(std::move(level)), ms_(ms), declare_(declare), call_(call), illegal_(illegal) {}
    const Table* table = nullptr;

    Action choose(const SeatView& v) override {
        const auto t0 = std::chrono::steady_clock::now();
        const Action a = bot_->choose(v);
        const auto t1 = std::chrono::steady_clock::now();
        ms_.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
        if (std::find(v.legal.begin(), v.legal.end(), a) == v.legal.end()) {
            illegal_ = true;
            throw std::runtime_error(level_ + " bot chose an illegal action: " + table->describe(a));
        }
        if (a.type == ActionType::Discard && a.declare) declare_ = true;
        if (a.type == ActionType::Chi || a.type == ActionType::Pon || a.type == ActionType::Kan) call_ = true;
        return a;
    }

private:
    std::unique_ptr<Bot> bot_;
    std::string level_;
    std::vector<double>& ms_;
    bool& declare_;
    bool& call_;
    bool& illegal_;
};

// One play of deal `deal` with player p in seat (p + rot) % 4.
PlayRecord playOnce(const std::shared_ptr<const Ruleset>& rs, const Options& opts, std::uint64_t seed, int deal,
                    int rot, const std::vector<std::string>& levels) {
    PlayRecord rec;
    std::array<std::unique_ptr<ArenaAgent>, 4> agents;  // by seat
    std::array<Agent*, 4> agentPtrs{};
    std::array<int, 4> playerAt{};
    std::array<bool, 4> declared{}, called{};
    for (int s = 0; s < 4; ++s) {
        const int p = (s - rot + 4) % 4;
        const auto pi = std::size_t(p);
        playerAt[std::size_t(s)] = p;
        // Bots are fresh for every play: a player's choices depend on what it sees, not on earlier deals.
        agents[std::size_t(s)] = std::make_unique<ArenaAgent>(
            makeBot(levels[pi], (seed * 1000003ULL + std::uint64_t(deal)) * 8 + std::uint64_t(p)), levels[pi],
            rec.ms[pi], declared[pi], called[pi], rec.illegal);
        agentPtrs[std::size_t(s)] = agents[std::size_t(s)].get();
    }
    SessionOptions so;
    so.maxHandActions = 5000;
    Session game(std::make_unique<Table>(rs, opts, seed + std::uint64_t(deal)), agentPtrs, so);
    const Table& t = game.table();
    for (auto& a : agents) a->table = &t;
    const std::uint8_t forms = profileFor(*rs, t.options()).forms;
    try {
        game.advance(Pace::HandEnd);
    } catch (const std::exception& e) {
        rec.error = e.what();
        for (int p = 0; p < 4; ++p) {
            rec.declare[std::size_t(p)] = declared[std::size_t(p)];
            rec.call[std::size_t(p)] = called[std::size_t(p)];
        }
        return rec;
    }
    for (int p = 0; p < 4; ++p) rec.declare[std::size_t(p)] = declared[std::size_t(p)];
    const HandOutcome& o = t.pub().outcome;
    // A call that was overruled by a higher claim is not a call: count melds.
    for (int s = 0; s < 4; ++s) {
        bool open = false;
        for (const auto& m : t.pub().seats[std::size_t(s)].melds)
            if (m.meld.type == MeldType::Chi || m.meld.type == MeldType::Pon || m.meld.type == MeldType::Kan ||
                m.meld.type == MeldType::Kakan)
                open = true;
        rec.call[std::size_t(playerAt[std::size_t(s)])] = open;
    }
    for (int s = 0; s < 4; ++s) rec.delta[std::size_t(playerAt[std::size_t(s)])] = double(o.settlement.delta[std::size_t(s)]);
    for (const auto& w : o.wins) {
        rec.win[std::size_t(playerAt[std::size_t(w.seat)])] = true;
        if (w.from >= 0 && w.from != w.seat) rec.dealIn[std::size_t(playerAt[std::size_t(w.from)])] = true;
    }
    if (o.kind == HandOutcome::Kind::Exhausted) {
        rec.exhausted = true;
        for (int s = 0; s < 4; ++s) rec.tenpai[std::size_t(playerAt[std::size_t(s)])] = tenpaiAt(t, s, forms);
    }
    return rec;
}

}  // namespace

std::string arenaSetupError(const std::string& rulesetId, const Ruleset* rs, const std::vector<std::string>& levels) {
    if (!rs) return rulesetStatus(rulesetId);
    if (levels.size() != 4) return "four players are needed";
    for (const auto& l : levels)
        if (!makeBot(l, 0)) return "unknown bot level '" + l + "'";
    return {};
}

ArenaResult runArena(const std::string& rulesetId, const Options& options, std::uint64_t seed, int deals,
                     const std::vector<std::string>& levels, int threads) {
    ArenaResult res;
    res.ruleset = rulesetId;
    res.deals = deals;
    auto rs = makeRuleset(rulesetId);
    res.error = arenaSetupError(rulesetId, rs.get(), levels);
    if (!res.error.empty()) return res;
    {
        Options resolved = options;
        resolved.resolve(rs->optionDescs());
        res.declareWord = profileFor(*rs, resolved).rules.declareWord;
    }
    res.players.resize(4);
    for (int p = 0; p < 4; ++p) {
        res.players[std::size_t(p)].level = levels[std::size_t(p)];
        res.players[std::size_t(p)].perDeal.assign(std::size_t(deals), 0.0);
        res.players[std::size_t(p)].perDealVsTable.assign(std::size_t(deals), 0.0);
    }
    std::mutex mu;
    std::atomic<int> next{0};
    auto worker = [&] {
        for (;;) {
            const int d = next.fetch_add(1);
            if (d >= deals) return;
            std::array<PlayRecord, 4> recs;
            for (int rot = 0; rot < 4; ++rot) recs[std::size_t(rot)] = playOnce(rs, options, seed, d, rot, levels);
            std::lock_guard<std::mutex> lock(mu);
            std::array<double, 4> mean{};
            for (const auto& r : recs) {
                if (!r.error.empty()) {
                    if (res.error.empty()) res.error = "deal " + std::to_string(d) + ": " + r.error;
                    if (r.illegal) ++res.illegal;
                }
                for (int p = 0; p < 4; ++p) {
                    ArenaPlayer& pl = res.players[std::size_t(p)];
                    const auto i = std::size_t(p);
                    ++pl.plays;
                    pl.scoreSum += r.delta[i];
                    mean[i] += r.delta[i] / 4;
                    if (r.win[i]) {
                        ++pl.wins;
                        pl.winGainSum += r.delta[i];
                    }
                    if (r.dealIn[i]) ++pl.dealIns;
                    if (r.exhausted) {
                        ++pl.exhausted;
                        if (r.tenpai[i]) ++pl.tenpaiAtDraw;
                    }
                    if (r.call[i]) ++pl.callHands;
                    if (r.declare[i]) ++pl.declareHands;
                    pl.decisionMs.insert(pl.decisionMs.end(), r.ms[i].begin(), r.ms[i].end());
                }
            }
            const double table = (mean[0] + mean[1] + mean[2] + mean[3]) / 4;
            for (int p = 0; p < 4; ++p) {
                res.players[std::size_t(p)].perDeal[std::size_t(d)] = mean[std::size_t(p)];
                res.players[std::size_t(p)].perDealVsTable[std::size_t(d)] = mean[std::size_t(p)] - table;
            }
        }
    };
    threads = std::clamp(threads, 1, 16);
    if (threads == 1) {
        worker();
    } else {
        std::vector<std::thread> pool;
        for (int i = 0; i < threads; ++i) pool.emplace_back(worker);
        for (auto& th : pool) th.join();
    }
    return res;
}

}  // namespace qe::ai
