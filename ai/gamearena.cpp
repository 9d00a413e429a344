#include "gamearena.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "bot.h"
#include "core/registry.h"
#include "core/rng.h"
#include "core/session.h"
#include "core/shanten.h"
#include "core/table.h"
#include "core/view.h"
#include "picture.h"
#include "placement.h"
#include "profile.h"

namespace qe::ai {

namespace {

struct FreshAgent : Agent {
    std::unique_ptr<Bot> bot;
    Action choose(const SeatView& v) override { return bot->choose(v); }
};

// A seat's bot as the session's agent: times each decision, notes the
// hand's declaration, refuses an illegal answer.
class GameAgent : public Agent {
public:
    GameAgent(std::unique_ptr<Bot> bot, std::string level, std::vector<double>& ms, std::vector<DiscardNote>& notes)
        : bot_(std::move(bot)), level_(std::move(level)), ms_(ms), notes_(notes) {}
    const Table* table = nullptr;
    bool declared = false;  // this hand
    bool illegal = false;
    // The decision audit (AuditKind): where its bins are, each table
    // player's level for the copies' fresh bots, and their seeds.
    std::array<AuditBin, kAuditKinds>* audit = nullptr;
    AuditSettings auditSettings;
    std::array<std::string, 4> tableLevels;
    std::uint64_t auditSeed = 0;

    Action choose(const SeatView& v) override {
        const auto t0 = std::chrono::steady_clock::now();
        const Action a = bot_->choose(v);
        const auto t1 = std::chrono::steady_clock::now();
        ms_.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
        if (std::find(v.legal.begin(), v.legal.end(), a) == v.legal.end()) {
            illegal = true;
            throw std::runtime_error(level_ + " bot chose an illegal action: " + table->describe(a));
        }
        if (audit) auditDecision(v, a);
        if (a.type == ActionType::Discard && a.declare) declared = true;
        if (a.type == ActionType::Discard) {
            const DiscardNote n = bot_->lastDiscardNote();
            if (n.valid && n.kind == int(kindOfId(a.tile))) notes_.push_back(n);
        }
        return a;
    }
    void observe(const SeatView& v) override { bot_->observe(v); }

private:
    void auditDecision(const SeatView& v, const Action& a) {
        auto isClaim = [](const Action& x) {
            return x.type == ActionType::Chi || x.type == ActionType::Pon || x.type == ActionType::Kan;
        };
        std::vector<const Action*> claims;
        const Action* pass = nullptr;
        for (const auto& x : v.legal) {
            if (isClaim(x)) claims.push_back(&x);
            if (x.type == ActionType::Pass) pass = &x;
        }
        AuditKind kind{};
        const Action* alt = nullptr;
        const std::uint64_t seed = ++auditSeed;
        if (isClaim(a) && pass) {
            kind = AuditKind::Call;
            alt = pass;
        } else if (a.type == ActionType::Pass && !claims.empty()) {
            kind = AuditKind::Pass;
            std::uint64_t mix = seed;
            alt = claims[std::size_t(splitmix64(mix) % claims.size())];
        } else if (a.type == ActionType::Discard) {
            for (const auto& x : v.legal)
                if (x.type == ActionType::Discard && x.tile == a.tile && (x.declare != 0) != (a.declare != 0)) alt = &x;
            kind = a.declare ? AuditKind::Declare : AuditKind::Silent;
            if (!alt) {
                // Facing a declaration, a discard other than the safest tile
                // by the seat's picture (makePicture) pushes; folding lets
                // go of the safest.
                const Picture pic = makePicture(v);
                if (std::any_of(pic.opp.begin(), pic.opp.end(), [](const Opponent& o) { return o.declared; })) {
                    const Kind k = kindOfId(a.tile);
                    double least = 2;
                    for (const auto& x : v.legal) {
                        if (x.type != ActionType::Discard || x.declare) continue;
                        const double d = pic.dealInProb(kindOfId(x.tile));
                        if (d < least) {
                            least = d;
                            alt = &x;
                        }
                    }
                    if (alt && k < kNumKinds && pic.dealInProb(k) > least + 1e-9) {
                        kind = AuditKind::Push;
                    } else {
                        // The safest tile let go: where the hand is one step
                        // from ready or closer, the alternative is the
                        // discard that keeps it closest with the most tiles
                        // to draw (tile efficiency alone), if another kind.
                        alt = attackingDiscard(v, pic);
                        if (alt && kindOfId(alt->tile) != k) kind = AuditKind::Fold;
                        else alt = nullptr;
                    }
                }
            }
        }
        if (!alt || !auditSettings.kinds[std::size_t(kind)]) return;
        double chosen = 0, other = 0;
        if (auditSettings.to == AuditTo::GameEnd) {
            // Places gained: a better final rank is a smaller number.
            chosen = -playGameOut(*table, a, v.seat, tableLevels, seed);
            other = -playGameOut(*table, *alt, v.seat, tableLevels, seed);
        } else {
            chosen = playHandOut(*table, a, v.seat, tableLevels, seed);
            other = playHandOut(*table, *alt, v.seat, tableLevels, seed);
        }
        AuditBin& b = (*audit)[std::size_t(kind)];
        ++b.decisions;
        if (chosen == other) ++b.same;
        b.sum += chosen - other;
        b.sumSq += (chosen - other) * (chosen - other);
    }
    static const Action* attackingDiscard(const SeatView& v, const Picture& pic) {
        const Counts h = v.handCounts();
        const int melds = int(v.pub.seats[std::size_t(v.seat)].melds.size());
        Counts c13 = h;
        const Action* best = nullptr;
        int bestSh = 99, bestAccept = -1;
        for (const auto& x : v.legal) {
            if (x.type != ActionType::Discard || x.declare) continue;
            const Kind k = kindOfId(x.tile);
            if (k >= kNumKinds || !h[std::size_t(k)]) continue;
            --c13[std::size_t(k)];
            const int sh = shanten(c13, melds).best();
            int accept = 0;
            if (sh <= bestSh)
                for (int j = 0; j < kNumKinds; ++j) {
                    if (!pic.unseen[std::size_t(j)] || c13[std::size_t(j)] >= 4) continue;
                    ++c13[std::size_t(j)];
                    if (shanten(c13, melds).best() < sh) accept += pic.unseen[std::size_t(j)];
                    --c13[std::size_t(j)];
                }
            ++c13[std::size_t(k)];
            if (sh < bestSh || (sh == bestSh && accept > bestAccept)) {
                bestSh = sh;
                bestAccept = accept;
                best = &x;
            }
        }
        return bestSh <= 1 ? best : nullptr;
    }

private:
    std::unique_ptr<Bot> bot_;
    std::string level_;
    std::vector<double>& ms_;
    std::vector<DiscardNote>& notes_;
};

struct HandRec {
    std::array<bool, 4> win{}, dealIn{}, declare{}, call{};
    std::array<HandEnd, 4> end{};
    std::array<std::vector<DiscardNote>, 4> notes;  // by player, in order
    std::array<bool, 4> lastNoteDealtIn{};
    std::array<double, 4> delta{};
};

struct GamePlay {
    GameRecord rec;
    std::vector<HandRec> hands;               // by player
    std::array<std::vector<double>, 4> ms;    // by player
    std::array<std::vector<DiscardNote>, 4> handNotes;  // by player, this hand's
    std::array<AuditBin, kAuditKinds> audit{};          // the first player's
    std::string error;
    bool illegal = false;
};

std::uint64_t dealPrint(const Table& t) {
    std::uint64_t h = 1469598103934665603ULL;
    for (int s = 0; s < 4; ++s) {
        const SeatView v = t.view(s);
        std::vector<TileId> hand = v.own.hand;
        std::sort(hand.begin(), hand.end());
        for (TileId id : hand) h = (h ^ std::uint64_t(id)) * 1099511628211ULL;
        h = (h ^ 0xffULL) * 1099511628211ULL;
    }
    return h;
}

// Wall set `wall` played with player p at seat (p + rot) % 4.
GamePlay playGame(const std::shared_ptr<const Ruleset>& rs, const Options& opts, std::uint64_t seed, int wall,
                  int rot, const std::vector<std::string>& levels, const AuditSettings& audit) {
    GamePlay g;
    g.rec.wall = wall;
    g.rec.rot = rot;
    std::array<std::unique_ptr<GameAgent>, 4> agents;  // by seat
    std::array<Agent*, 4> ptrs{};
    std::array<int, 4> playerAt{};
    for (int s = 0; s < 4; ++s) {
        const int p = (s - rot + 4) % 4;
        playerAt[std::size_t(s)] = p;
        const auto pi = std::size_t(p);
        agents[std::size_t(s)] = std::make_unique<GameAgent>(
            makeBot(levels[pi], (seed * 1000003ULL + std::uint64_t(wall)) * 8 + std::uint64_t(p)), levels[pi],
            g.ms[pi], g.handNotes[pi]);
        ptrs[std::size_t(s)] = agents[std::size_t(s)].get();
    }
    if (audit.to != AuditTo::Off) {
        // Player 0 sits at seat rot; the table's players are its seats at the start.
        GameAgent& first = *agents[std::size_t(rot)];
        first.audit = &g.audit;
        first.auditSettings = audit;
        for (int s = 0; s < 4; ++s) first.tableLevels[std::size_t(s)] = levels[std::size_t(playerAt[std::size_t(s)])];
        first.auditSeed = (seed * 1000003ULL + std::uint64_t(wall)) * 64 + std::uint64_t(rot) * 16 + 9;
    }
    SessionOptions so;
    so.maxHandActions = 5000;
    Session game(std::make_unique<Table>(rs, opts, seed + std::uint64_t(wall)), ptrs, so);
    const Table& t = game.table();
    for (auto& a : agents) a->table = &t;
    g.rec.firstDealer = t.pub().firstDealer;
    try {
        for (int guard = 0; guard < 200; ++guard) {
            if (t.phase() != Phase::HandOver && t.phase() != Phase::GameOver) g.rec.deals.push_back(dealPrint(t));
            for (auto& a : agents) a->declared = false;
            for (auto& n : g.handNotes) n.clear();
            const int before = game.handsEnded();
            const SessionStop stop = game.advance(Pace::HandEnd);
            if (game.handsEnded() != before) {
                const HandOutcome& o = t.pub().outcome;
                HandRec h;
                for (int s = 0; s < 4; ++s) {
                    const auto p = std::size_t(playerAt[std::size_t(s)]);
                    h.declare[p] = agents[std::size_t(s)]->declared;
                    h.delta[p] = double(o.settlement.delta[std::size_t(s)]);
                    for (const auto& m : t.pub().seats[std::size_t(s)].melds)
                        if (m.meld.isOpen()) h.call[p] = true;
                }
                bool otherTsumo = false;
                for (const auto& w : o.wins) {
                    h.win[std::size_t(playerAt[std::size_t(w.seat)])] = true;
                    if (w.from >= 0 && w.from != w.seat) {
                        const auto p = std::size_t(playerAt[std::size_t(w.from)]);
                        h.dealIn[p] = true;
                        // The deal-in is the player's last discard (not a
                        // kong robbed, which no discard note covers).
                        const auto& n = g.handNotes[p];
                        if (!n.empty() && n.back().kind == int(kindOfId(w.tile)) && !t.pub().claimIsKakan)
                            h.lastNoteDealtIn[p] = true;
                    } else {
                        otherTsumo = true;
                    }
                }
                // (handNotes is cleared before the next hand is played.)
                for (int p = 0; p < 4; ++p) h.notes[std::size_t(p)] = std::move(g.handNotes[std::size_t(p)]);
                for (int s = 0; s < 4; ++s) {
                    const auto p = std::size_t(playerAt[std::size_t(s)]);
                    HandEnd& e = h.end[p];
                    if (h.win[p]) e = HandEnd::Won;
                    else if (h.dealIn[p]) e = HandEnd::DealtIn;
                    else if (!o.wins.empty()) e = otherTsumo ? HandEnd::OtherTsumo : HandEnd::OtherRon;
                    else if (o.kind == HandOutcome::Kind::Exhausted)
                        e = o.tenpai[std::size_t(s)] ? HandEnd::DrawReady : HandEnd::DrawNotReady;
                    else e = HandEnd::Abort;
                }
                g.hands.push_back(h);
            }
            if (stop == SessionStop::GameOver || game.gameOver()) break;
            if (stop == SessionStop::Waiting) throw std::runtime_error("a seat without an agent is waiting");
            if (!game.nextHand()) break;
        }
        if (!game.gameOver()) throw std::runtime_error("the game did not end within 200 hands");
    } catch (const std::exception& e) {
        g.error = e.what();
        for (auto& a : agents) g.illegal = g.illegal || a->illegal;
        return g;
    }
    g.rec.hands = int(g.hands.size());
    // Riichi never moves players: the seat at the start is the table player.
    std::array<long long, 4> bySeatPlayer{};  // by table player (seat at the start)
    for (int s = 0; s < 4; ++s) bySeatPlayer[std::size_t(t.pub().playerAt[std::size_t(s)])] = t.pub().seats[std::size_t(s)].score;
    std::array<double, 4> finalScores{};
    for (int s = 0; s < 4; ++s) finalScores[std::size_t(s)] = double(bySeatPlayer[std::size_t(s)]);
    const std::array<int, 4> rankBySeat = seatRanks(finalScores, g.rec.firstDealer);
    for (int s = 0; s < 4; ++s) {
        const auto p = std::size_t(playerAt[std::size_t(s)]);
        g.rec.finalScore[p] = bySeatPlayer[std::size_t(s)];
        g.rec.rank[p] = rankBySeat[std::size_t(s)];
    }
    return g;
}

}  // namespace

const char* handEndName(HandEnd e) {
    switch (e) {
        case HandEnd::Won: return "won";
        case HandEnd::DealtIn: return "dealt_in";
        case HandEnd::OtherTsumo: return "other_tsumo";
        case HandEnd::OtherRon: return "other_ron";
        case HandEnd::DrawReady: return "draw_ready";
        case HandEnd::DrawNotReady: return "draw_not_ready";
        case HandEnd::Abort: return "abort";
    }
    return "?";
}

const char* handStyleName(int style) {
    switch (style) {
        case 0: return "declared";
        case 1: return "open";
        case 2: return "closed_silent";
    }
    return "?";
}

namespace {

// `a` applied to a copy of `t`, played on by fresh bots to the hand's end
// or the game's: the finished session.
std::unique_ptr<Session> playOutFrom(const Table& t, const Action& a, const std::array<std::string, 4>& levels,
                                     std::uint64_t seed, bool toGameEnd, std::array<FreshAgent, 4>& fresh) {
    auto copy = std::make_unique<Table>(t);
    copy->apply(a);
    std::array<Agent*, 4> ptrs{};
    for (int p = 0; p < 4; ++p) {
        fresh[std::size_t(p)].bot = makeBot(levels[std::size_t(p)], seed * 4 + std::uint64_t(p));
        ptrs[std::size_t(p)] = &fresh[std::size_t(p)];
    }
    SessionOptions so;
    so.maxHandActions = 5000;
    auto s = std::make_unique<Session>(std::move(copy), ptrs, so);
    if (toGameEnd) {
        for (int guard = 0; guard < 200 && !s->gameOver(); ++guard) {
            const SessionStop stop = s->advance(Pace::HandEnd);
            if (stop == SessionStop::GameOver || s->gameOver()) break;
            if (!s->nextHand()) break;
        }
        if (!s->gameOver()) throw std::runtime_error("a game played out from a copy did not end");
    } else {
        s->advance(Pace::HandEnd);
        if (!s->handOver()) throw std::runtime_error("a hand played out from a copy did not end");
    }
    return s;
}

}  // namespace

double playHandOut(const Table& t, const Action& a, int seat, const std::array<std::string, 4>& levels,
                   std::uint64_t seed) {
    const long long before = t.pub().seats[std::size_t(seat)].score;
    std::array<FreshAgent, 4> fresh;
    const auto s = playOutFrom(t, a, levels, seed, false, fresh);
    return double(s->table().pub().seats[std::size_t(seat)].score - before);
}

int playGameOut(const Table& t, const Action& a, int seat, const std::array<std::string, 4>& levels,
                std::uint64_t seed) {
    const int player = t.pub().playerAt[std::size_t(seat)];
    std::array<FreshAgent, 4> fresh;
    const auto s = playOutFrom(t, a, levels, seed, true, fresh);
    const PublicState& end = s->table().pub();
    std::array<double, 4> scores{};
    for (int q = 0; q < 4; ++q) scores[std::size_t(q)] = double(end.seats[std::size_t(q)].score);
    return seatRanks(scores, end.firstDealer)[std::size_t(end.placeOf[std::size_t(player)])];
}

const char* auditKindName(AuditKind k) {
    switch (k) {
        case AuditKind::Call: return "call";
        case AuditKind::Pass: return "pass";
        case AuditKind::Declare: return "declare";
        case AuditKind::Silent: return "silent";
        case AuditKind::Push: return "push";
        case AuditKind::Fold: return "fold";
    }
    return "?";
}

GameArenaResult runGameArena(const std::string& rulesetId, const Options& options, const std::string& gameType,
                             std::uint64_t seed, int walls, const std::vector<std::string>& levels, int threads,
                             AuditSettings audit) {
    GameArenaResult res;
    res.ruleset = rulesetId;
    res.gameType = gameType;
    res.walls = walls;
    auto rs = makeRuleset(rulesetId);
    res.error = arenaSetupError(rulesetId, rs.get(), levels);
    if (!res.error.empty()) return res;
    Options opts = options;
    if (!gameType.empty()) {
        const char* want = gameType == "tonpu" ? "east" : gameType == "hanchan" ? "east_south" : nullptr;
        if (!want) {
            res.error = "game type must be tonpu or hanchan";
            return res;
        }
        long long idx = -1;
        for (const auto& d : rs->optionDescs())
            if (d.id == "length")
                for (std::size_t i = 0; i < d.choices.size(); ++i)
                    if (d.choices[i] == want) idx = (long long)i;
        if (idx < 0) {
            res.error = "ruleset " + rulesetId + " has no " + gameType + " game (no length option '" + want + "')";
            return res;
        }
        opts.set("length", idx);
    }
    {
        Options resolved = opts;
        try {
            resolved.resolve(rs->optionDescs());
        } catch (const std::exception& e) {
            res.error = e.what();
            return res;
        }
        res.declareWord = profileFor(*rs, resolved).rules.declareWord;
    }
    res.players.resize(4);
    for (int p = 0; p < 4; ++p) {
        res.players[std::size_t(p)].level = levels[std::size_t(p)];
        res.players[std::size_t(p)].perWallRank.assign(std::size_t(walls), 0.0);
    }
    res.games.resize(std::size_t(walls) * 4);
    std::mutex mu;
    std::atomic<int> next{0};
    auto worker = [&] {
        for (;;) {
            const int w = next.fetch_add(1);
            if (w >= walls) return;
            std::array<GamePlay, 4> plays;
            for (int rot = 0; rot < 4; ++rot) plays[std::size_t(rot)] = playGame(rs, opts, seed, w, rot, levels, audit);
            std::lock_guard<std::mutex> lock(mu);
            for (int rot = 0; rot < 4; ++rot) {
                GamePlay& g = plays[std::size_t(rot)];
                res.games[std::size_t(w) * 4 + std::size_t(rot)] = g.rec;
                if (!g.error.empty()) {
                    if (res.error.empty()) res.error = "wall " + std::to_string(w) + ": " + g.error;
                    if (g.illegal) ++res.illegal;
                    continue;
                }
                for (int p = 0; p < 4; ++p) {
                    const auto i = std::size_t(p);
                    GamePlayer& pl = res.players[i];
                    ++pl.games;
                    const int r = g.rec.rank[i];
                    ++pl.rankCount[std::size_t(r - 1)];
                    pl.rankSum += r;
                    pl.perWallRank[std::size_t(w)] += r / 4.0;
                    pl.finalScoreSum += double(g.rec.finalScore[i]);
                    for (const HandRec& h : g.hands) {
                        ++pl.hands;
                        if (h.win[i]) {
                            ++pl.wins;
                            pl.winGainSum += h.delta[i];
                        }
                        if (h.dealIn[i]) {
                            ++pl.dealIns;
                            pl.dealInLossSum -= h.delta[i];
                        }
                        const bool paid = h.end[i] == HandEnd::Won || h.end[i] == HandEnd::DrawReady;
                        for (std::size_t j = 0; j < h.notes[i].size(); ++j) {
                            const DiscardNote& n = h.notes[i][j];
                            const bool dealt = h.lastNoteDealtIn[i] && j + 1 == h.notes[i].size();
                            std::size_t b = 0;
                            while (b + 1 < kDealInEdges.size() && n.dealIn >= kDealInEdges[b + 1]) ++b;
                            for (CalibrationBin* c : {&pl.byDealIn[b], &pl.byShanten[std::size_t(std::clamp(n.shanten, 0, kShantenBins - 1))]}) {
                                ++c->discards;
                                c->predicted += n.dealIn;
                                c->predictedCost += n.dealInCost;
                                c->handValue += n.handValue;
                                if (dealt) {
                                    ++c->dealIns;
                                    c->loss -= h.delta[i];
                                }
                                if (paid) c->gain += h.delta[i];
                            }
                        }
                        ++pl.endHands[std::size_t(h.end[i])];
                        pl.endDeltaSum[std::size_t(h.end[i])] += h.delta[i];
                        if (h.declare[i]) ++pl.declareHands;
                        if (h.call[i]) ++pl.callHands;
                        const auto st = std::size_t(h.declare[i] ? 0 : h.call[i] ? 1 : 2);
                        ++pl.styleHands[st];
                        if (h.win[i]) {
                            ++pl.styleWins[st];
                            pl.styleWinSum[st] += h.delta[i];
                        }
                        if (h.dealIn[i]) ++pl.styleDealIns[st];
                    }
                    pl.decisionMs.insert(pl.decisionMs.end(), g.ms[i].begin(), g.ms[i].end());
                    if (p == 0)
                        for (int k = 0; k < kAuditKinds; ++k) {
                            const auto j = std::size_t(k);
                            pl.audit[j].decisions += g.audit[j].decisions;
                            pl.audit[j].same += g.audit[j].same;
                            pl.audit[j].sum += g.audit[j].sum;
                            pl.audit[j].sumSq += g.audit[j].sumSq;
                        }
                }
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
