// 上海麻将 at the table (docs/rulesets/shanghai.md "Table and flow",
// "Claims", "荒番", "Payments"): claim restrictions and locks as refused
// actions with reasons, the 荒番 counter from the dice, the dealer after each
// hand, the settlement in shares with 3口 relations counted from the melds.
#include <algorithm>

#include "core/table.h"
#include "rulesets/common/claim_state.h"
#include "rulesets/common/describe_win.h"
#include "rulesets/shanghai/shanghai_ruleset.h"
#include "rulesets/shanghai/shanghai_score.h"

namespace qe {

namespace {

// Public counters (PublicState::counters).
constexpr const char* kHuangfan = "huangfan";           // the 荒番 counter H
constexpr const char* kHuangfanHand = "huangfan_hand";  // 1: this hand is a 荒番 hand (H ≥ 1 after its dice)

const char* kSuitZh[] = {"万", "筒", "条"};

// shanghai.md "Claims", suit restriction: the number suits of a seat's
// fixed melds, by kind of meld (a concealed kong counts, "Further rulings").
struct MeldSuits {
    unsigned any = 0;  // chi, pon or kong of a number suit (bit per suit)
    unsigned chi = 0;  // chi only
};

MeldSuits meldSuits(const PublicSeat& ps) {
    MeldSuits m;
    for (const MeldRec& r : ps.melds) {
        if (!isNumber(r.meld.kind)) continue;
        const unsigned bit = 1u << unsigned(suitOf(r.meld.kind));
        m.any |= bit;
        if (r.meld.isSequence()) m.chi |= bit;
    }
    return m;
}

std::string otherSuit(unsigned mask, Suit own) {
    for (int s = 0; s < 3; ++s)
        if ((mask >> s & 1) && s != int(own)) return kSuitZh[s];
    return {};
}

// shanghai.md "Claims": after a chi, not the claimed tile nor the far end of
// the run, for that one discard. 0 when the turn did not come from a chi.
struct ChiBan {
    Kind claimed = 0, farEnd = 0;
    bool active = false, hasFarEnd = false;
};

ChiBan chiBan(const Table& t, int seat) {
    ChiBan b;
    const auto& melds = t.pub().seats[std::size_t(seat)].melds;
    if (!t.turnFromClaim() || melds.empty() || !melds.back().meld.isSequence()) return b;
    if (t.priv(seat).drawn != kNoTile) return b;
    const Meld& m = melds.back().meld;
    b.active = true;
    b.claimed = m.claimed.kind;
    const int lo = numberOf(m.kind), c = numberOf(m.claimed.kind);
    if (c == lo && lo + 3 <= 9) b.farEnd = Kind(m.kind + 3), b.hasFarEnd = true;
    if (c == lo + 2 && lo - 1 >= 1) b.farEnd = Kind(m.kind - 1), b.hasFarEnd = true;
    return b;
}

}  // namespace

void ShanghaiRuleset::startGame(Table& t) const {
    t.pubMut().counters[kHuangfan] = 0;
    t.pubMut().counters[kHuangfanHand] = 0;
}

// shanghai.md "荒番": the dice of each hand add to H; the hand is a 荒番 hand
// when H ≥ 1 after them.
void ShanghaiRuleset::startHand(Table& t) const {
    auto& c = t.pubMut().counters;
    const auto dice = t.pub().wall.dice;
    c[kHuangfan] += shanghai::huangfanDiceAdd(dice[0], dice[1]);
    c[kHuangfanHand] = c[kHuangfan] >= 1 ? 1 : 0;
}

void ShanghaiRuleset::refuseActions(const Table& t, int seat, std::vector<Action>& actions,
                                    std::vector<RefusedAction>& refused) const {
    const PublicSeat& ps = t.pub().seats[std::size_t(seat)];
    const SeatRules& rules = t.priv(seat).rules;
    const MeldSuits ms = meldSuits(ps);
    const bool claim = t.phase() == Phase::Claim;
    const bool onDiscard = claim && !t.pub().claimIsKakan;
    auto why = [&](const Action& a) -> std::string {
        const Kind k = kindOfId(a.tile);
        switch (a.type) {
            case ActionType::Ron:
                // Robbing a kong is never locked (shanghai.md "Claims").
                if (onDiscard && rules.get(common::kMissedWin))
                    return "missed win: no win on a discard until your own next discard (shanghai.md \"Claims\")";
                return {};
            case ActionType::Chi:
                if (const unsigned other = ms.any & ~(1u << unsigned(suitOf(k))))
                    return "suit restriction: no chi while holding a meld of " + otherSuit(other, suitOf(k));
                return {};
            case ActionType::Pon:
                if (rules.holds(common::kMissedPon, k))
                    return "missed pon: no pon of " + formatKind(k) + " until your own next discard";
                [[fallthrough]];
            case ActionType::Kan:
            case ActionType::Ankan:
                if (isNumber(k))
                    if (const unsigned other = ms.chi & ~(1u << unsigned(suitOf(k))))
                        return "suit restriction: no pon or kong of " + formatKind(k) + " while holding a chi of " +
                               otherSuit(other, suitOf(k));
                return {};
            default: return {};
        }
    };
    std::vector<Action> kept;
    kept.reserve(actions.size());
    for (const Action& a : actions) {
        std::string r = why(a);
        if (r.empty())
            kept.push_back(a);
        else
            refused.push_back({a, std::move(r)});
    }
    // The discard after a chi.
    if (t.phase() == Phase::Turn) {
        const ChiBan b = chiBan(t, seat);
        if (b.active) {
            std::vector<Action> next;
            std::vector<RefusedAction> banned;
            for (const Action& a : kept) {
                const Kind k = kindOfId(a.tile);
                if (a.type == ActionType::Discard && (k == b.claimed || (b.hasFarEnd && k == b.farEnd)))
                    banned.push_back({a, k == b.claimed
                                             ? "after a chi: not the claimed tile " + formatKind(k)
                                             : "after a chi: not the far end " + formatKind(k) + " of the run"});
                else
                    next.push_back(a);
            }
            // Ruling: a hand whose every discard is banned (two tiles left,
            // both banned) discards as usual rather than stalling the table.
            const bool anyDiscard =
                std::any_of(next.begin(), next.end(), [](const Action& a) { return a.type == ActionType::Discard; });
            if (anyDiscard) {
                kept = std::move(next);
                for (auto& x : banned) refused.push_back(std::move(x));
            }
        }
    }
    actions = std::move(kept);
}

HandDesc ShanghaiRuleset::describeWin(const Table& t, const WinFacts& f) const {
    HandDesc d = common::describeWin(t, f);
    // The words 上海 scores; 天胡/地胡 are its own, by the source's letter
    // (shanghai.md "Winning types"): the winner has not yet discarded, the
    // dealer (always a self-draw) or a non-dealer (on a discard too).
    // Kongs, their replacements and flowers replaced before that first
    // discard are no bar ("Further rulings").
    common::keepWords(d, {"rinshan", "flower_replacement", "chankan", "haitei", "houtei"});
    if (f.dealer && f.selfDrawn() && f.ownDiscardsBefore == 0) {
        // 天胡 ignores every class-3 type, the replacement's 杠开 included.
        common::keepWords(d, {});
        d.situation.push_back("tenhou");
    } else if (!f.dealer && f.ownDiscardsBefore == 0) {
        d.situation.push_back("chiihou");
    }
    d.options.set("huangfan", t.pub().counters.count(kHuangfanHand) ? t.pub().counters.at(kHuangfanHand) : 0);
    return d;
}

void ShanghaiRuleset::onEvent(Table& t, const Event& e) const { common::trackMissedClaims(t, e); }

Settlement ShanghaiRuleset::settle(const Table& t, HandOutcome& o) const {
    Settlement st;
    if (o.kind != HandOutcome::Kind::Win) {
        st.steps.push_back({"流局 Exhausted wall: no payments; 荒番 counter +1", 0, 0, {}});
        return st;
    }
    const PublicState& p = t.pub();
    shanghai::SettleInput in;
    in.base = t.options().get("base", 1);
    for (int s = 0; s < 4; ++s) {
        in.scores[std::size_t(s)] = p.seats[std::size_t(s)].score;
        in.names[std::size_t(s)] = p.seats[std::size_t(s)].name;
        // 3口 (shanghai.md "Payments"): every chi, pon and kong claimed from
        // another seat this hand; an added kong was claimed once, as a pon.
        for (const MeldRec& m : p.seats[std::size_t(s)].melds)
            if (m.fromSeat >= 0 && m.fromSeat != s) ++in.claims[std::size_t(s)][std::size_t(m.fromSeat)];
    }
    for (const WinRecord& w : o.wins) {
        if (!w.score.ok) continue;
        in.winners.push_back({w.seat, w.score.total});
        if (!w.tsumo) in.discarder = w.from;
    }
    for (int a = 0; a < 4; ++a)
        for (int b = 0; b < 4; ++b)
            if (shanghai::related(in, a, b))
                st.steps.push_back({"3口: " + in.names[std::size_t(a)] + " claimed " +
                                        std::to_string(in.claims[std::size_t(a)][std::size_t(b)]) + " times from " +
                                        in.names[std::size_t(b)],
                                    0,
                                    0,
                                    {}});
    const shanghai::SettleResult r = shanghai::settle(in);
    st.delta = r.delta;
    for (const auto& x : r.transfers) st.payments.push_back({x.from, x.to, x.amount, x.reason});
    for (const auto& s : r.steps) st.steps.push_back(s);
    st.stepsRestatePayments = true;
    return st;
}

// shanghai.md "Table and flow": the next dealer is the winner, the discarder
// of several winners, the same dealer after a draw; the game ends when a
// player has less than 50 × base. 荒番: a win lowers H, a draw raises it.
bool ShanghaiRuleset::endHand(Table& t, const HandOutcome& o) const {
    PublicState& p = t.pubMut();
    int winners = 0, winner = -1, from = -1;
    for (const WinRecord& w : o.wins)
        if (w.score.ok) ++winners, winner = w.seat, from = w.from;
    const bool won = o.kind == HandOutcome::Kind::Win && winners > 0;
    p.counters[kHuangfan] = shanghai::huangfanAfterHand(int(p.counters[kHuangfan]), won);
    if (won) p.dealer = winners == 1 ? winner : from;
    ++p.handInRound;
    const long long floor = 50 * t.options().get("base", 1);
    return std::any_of(p.seats.begin(), p.seats.end(), [&](const PublicSeat& s) { return s.score < floor; });
}

std::string ShanghaiRuleset::counterLabel(const std::string& key) const {
    if (key == kHuangfan) return "荒番";
    return {};  // the hand's 荒番 flag shows in the breakdown
}

}  // namespace qe
