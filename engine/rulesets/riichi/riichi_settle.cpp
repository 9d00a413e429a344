// 立直麻将 play half, after the hand: settlement (wins with honba and
// deposits, pao, tenpai/noten payments, nagashi mangan) and the game's course
// (dealer repeat, honba, East-South with the West extension, bust, all-last
// stop, final deposits and uma/oka). docs/rulesets/riichi.md "Play" and
// "Points"; the amounts come from the scorer's riichi::shares().
#include <algorithm>

#include "core/ranks.h"
#include "core/table.h"
#include "rulesets/riichi/riichi_play_internal.h"
#include "rulesets/riichi/riichi_ruleset.h"
#include "rulesets/riichi/riichi_score.h"

namespace qe {

using namespace riichi::play;

namespace {

const char* const kWindEn[4] = {"East", "South", "West", "North"};

std::string seatName(const PublicState& p, int s) {
    return p.seats[std::size_t(s)].name + " (" + kWindEn[p.seatWind(s)] + ")";
}

class Ledger {
public:
    explicit Ledger(const PublicState& p) : p_(p) {}
    // One Payment and one ScoreStep per amount; `from` -1 for money from the
    // table (deposits).
    void pay(int from, int to, long long amount, const std::string& reason) {
        if (amount <= 0) return;
        if (from >= 0) s.delta[std::size_t(from)] -= amount;
        s.delta[std::size_t(to)] += amount;
        s.payments.push_back({from, to, amount, reason});
        const std::string who = from >= 0 ? seatName(p_, from) + " pays " + seatName(p_, to)
                                          : seatName(p_, to) + " takes";
        s.steps.push_back({who + " " + std::to_string(amount) + ": " + reason, amount, s.delta[std::size_t(to)], {}});
    }
    void note(const std::string& text) { s.steps.push_back({text, 0, 0, {}}); }
    Settlement s;

private:
    const PublicState& p_;
};

// Pao (riichi.md "Play": liability for 大三元 and 大四喜): the seat that fed
// the third dragon meld or the fourth wind meld of `seat`, and how many
// yakuman units that makes it liable for; -1 when nobody is.
std::pair<int, int> liability(const Table& t, int seat) {
    int dragons = 0, winds = 0;
    for (const MeldRec& m : t.pub().seats[std::size_t(seat)].melds) {
        if (m.meld.type == MeldType::Chi) continue;
        const bool dragon = isDragon(m.meld.kind), wind = isWind(m.meld.kind);
        if (dragon) ++dragons;
        if (wind) ++winds;
        const bool claimed = m.meld.type == MeldType::Pon || m.meld.type == MeldType::Kan || m.meld.type == MeldType::Kakan;
        if (!claimed || m.fromSeat < 0) continue;
        if (dragon && dragons == 3) return {m.fromSeat, 1};
        if (wind && winds == 4) return {m.fromSeat, t.options().get("double_yakuman", 1) ? 2 : 1};
    }
    return {-1, 0};
}

void settleWin(const Table& t, const HandOutcome& o, Ledger& L) {
    const PublicState& p = t.pub();
    const long long honba = p.honba;
    bool first = true;
    for (const WinRecord& w : o.wins) {
        if (!w.score.ok) {
            L.note("Scoring error (nothing paid): " + w.score.error);
            continue;
        }
        const bool dealer = w.seat == p.dealer;
        const long long base = w.score.field("base");
        auto [feeder, paoUnits] = liability(t, w.seat);
        const long long units = w.score.field("yakuman");
        long long paoBase = 0;
        if (feeder >= 0 && feeder != w.seat && units > 0) paoBase = std::min<long long>(paoUnits, units) * 8000;
        if (paoBase > base) paoBase = base;
        const long long restBase = base - paoBase;
        if (w.tsumo) {
            // riichi.md "Points": the dealer pays 2a, each other a (a dealer
            // winner takes 2a from each); each payer adds 100 per honba.
            const riichi::Shares sh = riichi::shares(restBase, dealer);
            for (int i = 1; i < 4; ++i) {
                const int q = (w.seat + i) % 4;
                if (restBase > 0)
                    L.pay(q, w.seat, q == p.dealer ? sh.tsumoDealer : sh.tsumoOther, "ツモ self-draw");
                if (paoBase == 0 && honba > 0) L.pay(q, w.seat, 100 * honba, "本場 " + std::to_string(honba) + " honba × 100");
            }
            if (paoBase > 0) {
                // The liable seat pays the whole yakuman it fed, as for a ron, and the honba.
                L.pay(feeder, w.seat, riichi::shares(paoBase, dealer).ron, "責任払い pao (fed the yakuman), self-draw");
                if (honba > 0) L.pay(feeder, w.seat, 300 * honba, "本場 " + std::to_string(honba) + " honba × 300 (pao)");
            }
        } else {
            const riichi::Shares sh = riichi::shares(restBase, dealer);
            if (restBase > 0) L.pay(w.from, w.seat, sh.ron, "ロン ron");
            if (paoBase > 0) {
                const long long full = riichi::shares(paoBase, dealer).ron;
                if (feeder == w.from) {
                    L.pay(w.from, w.seat, full, "ロン ron (also liable for the yakuman)");
                } else {
                    // On a ron by another, the liable seat and the discarder split it.
                    L.pay(w.from, w.seat, full / 2, "ロン ron, half of the yakuman (pao split)");
                    L.pay(feeder, w.seat, full - full / 2, "責任払い pao: half of the yakuman");
                }
            }
            // Honba go to the first winner after the discarder (double ron).
            if (first && honba > 0) L.pay(w.from, w.seat, 300 * honba, "本場 " + std::to_string(honba) + " honba × 300");
        }
        if (first) {
            const long long dep = counter(t, kDeposits);
            if (dep > 0) L.pay(-1, w.seat, dep, "供託 riichi deposits on the table");
        }
        first = false;
    }
}

// Rivers that qualify for 流し満貫: terminals and honours only, none called.
bool nagashi(const PublicSeat& s) {
    if (s.river.empty()) return false;
    return std::all_of(s.river.begin(), s.river.end(),
                       [](const DiscardRec& d) { return isTerminalOrHonor(d.tile.kind) && !d.claimed; });
}

void settleExhausted(const Table& t, HandOutcome& o, Ledger& L) {
    const PublicState& p = t.pub();
    int ready = 0;
    for (int s = 0; s < 4; ++s) {
        Counts c{};
        for (TileId id : o.hands[std::size_t(s)]) ++c[kindOfId(id)];
        o.tenpai[std::size_t(s)] = isTenpai(c, int(p.seats[std::size_t(s)].melds.size()));
        if (o.tenpai[std::size_t(s)]) ++ready;
    }
    if (t.options().flag("nagashi")) {
        bool any = false;
        for (int s = 0; s < 4; ++s) {
            if (!nagashi(p.seats[std::size_t(s)])) continue;
            any = true;
            // Paid as a mangan self-draw (base 2000), without honba.
            const riichi::Shares sh = riichi::shares(2000, s == p.dealer);
            for (int i = 1; i < 4; ++i) {
                const int q = (s + i) % 4;
                L.pay(q, s, q == p.dealer ? sh.tsumoDealer : sh.tsumoOther, "流し満貫 nagashi mangan");
            }
        }
        // Nagashi mangan replaces the tenpai payments.
        if (any) return;
    }
    if (ready == 0 || ready == 4) {
        L.note(ready == 0 ? "流局 Exhaustive draw: nobody ready, no payments" : "流局 Exhaustive draw: all ready, no payments");
        return;
    }
    // 3000 split: the noten players pay 3000 in all, the tenpai players share it.
    const long long each = kNotenTotal / (4 - ready);
    for (int s = 0; s < 4; ++s) {
        if (o.tenpai[std::size_t(s)]) continue;
        // Each noten payment is split among the tenpai players in seat order;
        // (3000/(4−n))/n is whole for n = 1, 2, 3.
        for (int q = 0; q < 4; ++q)
            if (o.tenpai[std::size_t(q)]) L.pay(s, q, each / ready, "不聴罰符 noten payment");
    }
}

// Ranking order (seats, first place first): core/ranks.h.
std::array<int, 4> ranking(const PublicState& p) {
    std::array<double, 4> scores{};
    for (int s = 0; s < 4; ++s) scores[std::size_t(s)] = double(p.seats[std::size_t(s)].score);
    const std::array<int, 4> rank = seatRanks(scores, p.firstDealer);
    std::array<int, 4> r{};
    for (int s = 0; s < 4; ++s) r[std::size_t(rank[std::size_t(s)] - 1)] = s;
    return r;
}

void finalAdjust(Table& t) {
    PublicState& p = t.pubMut();
    auto rank = ranking(p);
    // Deposits left on the table go to the top player.
    const long long dep = p.counters[kDeposits];
    if (dep > 0) {
        t.addScore(rank[0], dep);
        p.counters[kDeposits] = 0;
        Event e{EventType::Score, std::int8_t(rank[0])};
        e.value = dep;
        e.text = "供託 leftover deposits to the top player";
        t.record(e);
    }
    static const long long kUma[4][4] = {{0, 0, 0, 0}, {10000, 5000, -5000, -10000}, {20000, 10000, -10000, -20000},
                                         {30000, 10000, -10000, -30000}};
    const long long u = t.options().get("uma_oka", 0);
    if (u > 0 && u < 4) {
        // Oka: every player returns 30000 against 25000 paid in; the 4 × 5000 go to the top.
        for (int i = 0; i < 4; ++i) {
            const long long d = kUma[u][i] - (kTarget - 25000) + (i == 0 ? 4 * (kTarget - 25000) : 0);
            t.addScore(rank[std::size_t(i)], d);
            Event e{EventType::Score, std::int8_t(rank[std::size_t(i)])};
            e.value = d;
            e.text = "順位 uma/oka, rank " + std::to_string(i + 1);
            t.record(e);
        }
    }
    if (!p.history.empty())
        for (int s = 0; s < 4; ++s) p.history.back()[std::size_t(p.playerAt[std::size_t(s)])] = p.seats[std::size_t(s)].score;
}

}  // namespace

Settlement RiichiRuleset::settle(const Table& t, HandOutcome& o) const {
    Ledger L(t.pub());
    L.s.stepsRestatePayments = true;
    switch (o.kind) {
        case HandOutcome::Kind::Win: settleWin(t, o, L); break;
        case HandOutcome::Kind::Exhausted: settleExhausted(t, o, L); break;
        case HandOutcome::Kind::Abort:
            L.note("途中流局 Abortive draw (" + o.abortReason + "): no payments, deposits stay on the table");
            break;
        case HandOutcome::Kind::None: break;
    }
    return L.s;
}

std::array<double, 4> RiichiRuleset::placements(const PublicState& p) const {
    std::array<double, 4> place{};
    const auto rank = ranking(p);
    for (int i = 0; i < 4; ++i) place[std::size_t(rank[std::size_t(i)])] = double(i + 1);
    return place;
}

int RiichiRuleset::mayEndGame(const Table& t) const {
    const PublicState& p = t.pub();
    if (p.phase != Phase::HandOver) return -1;
    const auto it = p.counters.find(kMayStop);
    return it == p.counters.end() ? -1 : int(it->second) - 1;
}

void RiichiRuleset::endGameByChoice(Table& t) const {
    t.pubMut().counters[kMayStop] = 0;
    finalAdjust(t);
}

bool RiichiRuleset::endHand(Table& t, const HandOutcome& o) const {
    PublicState& p = t.pubMut();
    p.counters[kMayStop] = 0;
    bool dealerWon = false, anyWin = false;
    for (const WinRecord& w : o.wins)
        if (w.score.ok) {
            anyWin = true;
            dealerWon = dealerWon || w.seat == p.dealer;
        }
    if (o.kind == HandOutcome::Kind::Win && anyWin) p.counters[kDeposits] = 0;  // taken by the first winner
    // riichi.md "Play": the dealer repeats on a win or tenpai at the
    // exhaustive draw; an abortive draw is replayed by the same dealer.
    const bool repeat = o.kind == HandOutcome::Kind::Win         ? dealerWon
                        : o.kind == HandOutcome::Kind::Exhausted ? o.tenpai[std::size_t(p.dealer)]
                                                                 : true;
    // Honba +1 on a repeat or a draw, back to 0 after a non-dealer win.
    p.honba = (o.kind == HandOutcome::Kind::Win && !dealerWon) ? 0 : p.honba + 1;

    const int lastRound = t.options().get("length", 1) == 0 ? 0 : 1;
    long long top = 0;
    bool below = false;
    for (const auto& s : p.seats) {
        top = std::max(top, s.score);
        below = below || s.score < 0;
    }
    const auto rank = ranking(p);
    bool over = false;
    if (below && t.options().flag("bust")) {
        over = true;
    } else if (p.roundWind > lastRound) {
        // The extension round is sudden death: the first hand that ends with a
        // player at 30000 or more ends the game; it never goes past its 4th deal.
        over = top >= kTarget || (!repeat && p.handInRound == 4);
    } else if (p.roundWind == lastRound && p.handInRound == 4) {
        // All-last: a repeating dealer who leads with 30000 or more may stop
        // (riichi.md "Play": the choice is the dealer's, ActionType::EndGame
        // between hands, see mayEndGame); otherwise the game ends after it if
        // somebody reached 30000, else it goes on into the next round's wind.
        // Not after an abortive draw (riichi.md "Game"): the stop rewards the
        // dealer's own win or tenpai, and a hand that was never played out is
        // neither; it is dealt again.
        if (o.kind == HandOutcome::Kind::Abort) {
            // replayed as it stands: no stop, no end
        } else if (repeat) {
            if (rank[0] == p.dealer && p.seats[std::size_t(p.dealer)].score >= kTarget)
                p.counters[kMayStop] = p.dealer + 1;
        } else {
            over = top >= kTarget;
        }
    }
    if (over) {
        finalAdjust(t);
        return true;
    }
    if (!repeat) {
        p.dealer = (p.dealer + 1) % 4;
        if (++p.handInRound > 4) {
            p.handInRound = 1;
            ++p.roundWind;
        }
    }
    return false;
}

}  // namespace qe
