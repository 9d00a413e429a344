// 玉雀 play half: the table hooks of YuqueRuleset (docs/rulesets/yuque.md
// "Play", "Tenpai valuation", "Points and settlement", "Session";
// yuque-readings.md 11, 16, 17). The mechanics themselves (claim windows,
// kongs and their replacement draws from a dead wall kept at 14, robbing an
// added kong, head bump) are the table's, switched on in config().
#include <algorithm>
#include <cstdio>

#include "core/decompose.h"
#include "core/shanten.h"
#include "core/table.h"
#include "rulesets/common/describe_win.h"
#include "rulesets/yuque/yuque_ruleset.h"
#include "rulesets/yuque/yuque_score.h"

namespace qe {

namespace yuque {

namespace {

const char* const kWindZh[4] = {"東", "南", "西", "北"};

std::string signedNum(long long v) { return (v >= 0 ? "+" : "−") + std::to_string(v >= 0 ? v : -v); }

}  // namespace

std::array<int, 4> positionsInRound(int round, bool rotate) {
    std::array<int, 4> pos{0, 1, 2, 3};  // pos[E..N] = the seat there
    if (!rotate) return pos;
    enum { E, S, W, N };
    for (int n = 1; n < round; ++n) {
        const std::array<int, 4> o = pos;
        // yuque.md "Session", seat rotation after round n ("X→Y": the player
        // at X moves to Y, so new[Y] = old[X]).
        if (n % 2 == 1) {  // E↔S, W↔N
            pos = {o[S], o[E], o[N], o[W]};
        } else if (n % 4 == 0) {  // E→W, S→N, W→S, N→E
            pos[W] = o[E], pos[N] = o[S], pos[S] = o[W], pos[E] = o[N];
        } else {  // E→N, S→W, W→E, N→S
            pos[N] = o[E], pos[W] = o[S], pos[E] = o[W], pos[S] = o[N];
        }
    }
    return pos;
}

std::array<int, 4> seatingInRound(int round, bool rotate, int firstDealer) {
    const std::array<int, 4> pos = positionsInRound(round, rotate);
    std::array<int, 4> at{};
    for (int k = 0; k < 4; ++k) at[std::size_t((firstDealer + k) % 4)] = (firstDealer + pos[std::size_t(k)]) % 4;
    return at;
}

bool gameOverAfterRound(int round, int minRounds, bool ranked, const std::array<long long, 4>& scores) {
    // yuque.md "Session": at least 4 rounds (the option may ask for more);
    // in ranked play, after round n ≥ that, end once two players are 100 or
    // more apart, otherwise play round n + 1.
    if (round < minRounds) return false;
    if (!ranked) return true;
    const auto [lo, hi] = std::minmax_element(scores.begin(), scores.end());
    return *hi - *lo >= 100;
}

Settlement settlePoints(const std::array<SeatOutcome, 4>& seats, int winner, int from, bool tsumoBonusToWinner,
                        int dealer) {
    Settlement s;
    std::array<long long, 4> net{};
    auto step = [&](int seat, const std::string& text, long long delta) {
        net[std::size_t(seat)] += delta;
        s.delta[std::size_t(seat)] += delta;
        s.steps.push_back({text + " → " + signedNum(delta), delta, net[std::size_t(seat)], {}});
    };
    const bool tsumo = winner >= 0 && from < 0;
    const long long pw = winner >= 0 ? pointsForFan(seats[std::size_t(winner)].fan) : 0;
    // Announced from the winner (or, after an exhausted wall, from 東家, the
    // dealer, whose seat wind is East) in turn order (source, 报番、数番).
    const int first = winner >= 0 ? winner : (dealer >= 0 && dealer < 4 ? dealer : 0);
    for (int i = 0; i < 4; ++i) {
        const int seat = (first + i) % 4;
        const SeatOutcome& so = seats[std::size_t(seat)];
        const long long f = so.fan, p = pointsForFan(f);
        const std::string pText = std::to_string(f) + " 番 fan: p = " + std::to_string(f) + "² = " + std::to_string(p);
        if (seat == winner) {
            // yuque.md "Points and settlement": the winner gains p, or
            // round_half_even(7p/6) in total with tsumo_bonus_to_winner.
            if (tsumo && tsumoBonusToWinner) {
                const long long g = roundHalfEven(7 * p, 6);
                step(seat,
                     so.label + " 自摸和 self-draw, " + pText + "; with the self-draw bonus round_half_even(" +
                         quotientText(7 * p, 6) + ") = " + std::to_string(g),
                     g);
                s.payments.push_back({-1, seat, g, "自摸和 self-draw win: 7p/6"});
            } else {
                step(seat, so.label + (tsumo ? " 自摸和 self-draw, " : " 和 wins, ") + pText, p);
                s.payments.push_back({-1, seat, p, "和 win: p"});
            }
        } else if (so.tenpai) {
            // Each tenpai non-winner gains round_half_even(p_i/2).
            const long long g = roundHalfEven(p, 2);
            step(seat, so.label + " 听牌 ready, " + pText + "; gains round_half_even(" + quotientText(p, 2) + ") = " +
                           std::to_string(g),
                 g);
            if (g != 0) s.payments.push_back({-1, seat, g, "听牌 ready: p/2"});
        } else {
            // A non-tenpai hand is 0 fan (yuque.md "Tenpai valuation"), so
            // round_half_even(p_i/4) = 0; shown for completeness.
            const long long g = roundHalfEven(p, 4);
            step(seat, so.label + " 未听 not ready, " + pText + "; gains round_half_even(" + quotientText(p, 4) + ") = " +
                           std::to_string(g),
                 g);
            if (g != 0) s.payments.push_back({-1, seat, g, "未听 not ready: p/4"});
        }
        if (winner < 0 || seat == winner) continue;
        if (!tsumo && seat == from) {
            // Win on a discard (or a robbed kong): the discarder also loses
            // round_half_even(p_w/2) — to nobody, the game is not zero-sum.
            const long long l = roundHalfEven(pw, 2);
            step(seat, so.label + " 放铳 dealt in: pays round_half_even(" + quotientText(pw, 2) + ") = " + std::to_string(l),
                 -l);
            s.payments.push_back({seat, -1, l, "放铳 dealt in: p/2 of the winner's"});
        } else if (tsumo && !tsumoBonusToWinner) {
            // Self-drawn win: each other player loses round_half_even(p_w/6).
            const long long l = roundHalfEven(pw, 6);
            step(seat, so.label + " pays for the self-draw round_half_even(" + quotientText(pw, 6) + ") = " +
                           std::to_string(l),
                 -l);
            s.payments.push_back({seat, -1, l, "自摸 self-draw: p/6 of the winner's"});
        }
    }
    return s;
}

}  // namespace yuque

namespace {

// What `seat` sees outside its own hand and melds (yuque.md "Tenpai
// valuation": discards, exposed melds, dead-wall tiles shown; readings 16:
// the player's own hand and melds are added by the valuation itself).
std::vector<Tile> visibleOutsideOwn(const Table& t, int seat) {
    std::vector<Tile> v = t.visibleTo(seat);
    for (const MeldRec& m : t.pub().seats[std::size_t(seat)].melds)
        for (TileId id : m.ids) {
            auto it = std::find(v.begin(), v.end(), t.tile(id));
            if (it != v.end()) v.erase(it);
        }
    return v;
}

// The same for a win, from its facts: the tiles seen before the win (the
// winning tile itself is in the hand) outside the winner's melds.
std::vector<Tile> visibleOutsideOwn(const WinFacts& f) {
    std::vector<Tile> v = f.visible;
    for (const MeldFact& m : f.melds)
        for (const Tile& x : m.tiles) {
            auto it = std::find(v.begin(), v.end(), x);
            if (it != v.end()) v.erase(it);
        }
    return v;
}

// 地和 (yuque-fans.tsv 0.2.6): a non-dealer wins on the dealer's first
// discard, the dealer having made no call before it (ruling: no kong either;
// a concealed kong is the only thing the dealer can declare before it).
bool isDihe(const Table& t, const WinFacts& f) {
    return f.source == WinSource::Discard && !f.dealer && f.from == t.pub().dealer && f.discardsBefore == 1 &&
           f.callsBefore == 0;
}

}  // namespace

void YuqueRuleset::startGame(Table& t) const {
    PublicState& p = t.pubMut();
    p.counters[yuque::kRoundCounter] = 1;
    // The source does not say how the first dealer is chosen; ruling: the
    // usual throw (Table, Ruleset::drawFirstDealer). That seat is 東 of every round.
    p.dealer = p.firstDealer;
    p.roundWind = 0;
    p.handInRound = 1;
}

void YuqueRuleset::beforeDeal(Table& t) const {
    // yuque.md "Session", seat rotation: at the start of round n > 1 the
    // players move between the seats; the seats' winds stay (東 = the first
    // dealer's seat), so turn order, 上家 and seat winds follow the players.
    const PublicState& p = t.pub();
    if (!t.options().flag("seat_rotation") || p.handInRound != 1) return;
    const int round = int(p.counters.at(yuque::kRoundCounter));
    const std::array<int, 4> at = yuque::seatingInRound(round, true, p.firstDealer);
    if (at == p.playerAt) return;
    const int n = round - 1;
    std::string why = "圈 Round " + std::to_string(round) + " seat rotation (" +
                      (n % 2 == 1   ? "東↔南, 西↔北"
                       : n % 4 == 0 ? "東→西, 南→北, 西→南, 北→東"
                                    : "東→北, 南→西, 西→東, 北→南") +
                      "):";
    for (int k = 0; k < 4; ++k) {
        const int player = at[std::size_t((p.firstDealer + k) % 4)];
        why += std::string(k ? ", " : " ") + yuque::kWindZh[k] + " " +
               p.seats[std::size_t(p.placeOf[std::size_t(player)])].name;
    }
    t.seatPlayers(at, why);
}

HandDesc YuqueRuleset::describeWin(const Table& t, const WinFacts& f) const {
    HandDesc d = common::describeWin(t, f);
    // The common words, checked against yuque-fans.tsv 0.2.x and readings
    // 11: rinshan (self-drawn replacement tile after one's own kong),
    // chankan (an added kong robbed), haitei (the last live tile,
    // self-drawn), houtei (the last discard), tenhou (the dealer's dealt 13
    // plus first draw, nothing declared before) match. The common "chiihou"
    // is a self-draw on a non-dealer's first turn; 玉雀's 地和 is a win on
    // the dealer's first discard, so it is replaced. 玉雀 has no 绝张 fan and
    // no flowers: other words are dropped.
    common::keepWords(d, {"rinshan", "haitei", "houtei", "chankan", "tenhou"});
    if (isDihe(t, f)) d.situation.push_back("chiihou");
    d.visible = visibleOutsideOwn(f);
    return d;
}

std::optional<ScoreResult> YuqueRuleset::evaluateWin(const Table& t, const WinContext& ctx) const {
    // Only the standard form wins (yuque.md "Play"); checked on counts first
    // because this runs for every seat on every discard.
    // The table answers from the seat's waits, kept per hand (completesHand).
    const int melds = int(t.pub().seats[std::size_t(ctx.seat)].melds.size());
    if (!t.completesHand(ctx, melds, kFormStandard)) return std::nullopt;
    ScoreResult r = score(t.handDesc(ctx));
    // A complete hand the scorer refuses means the table described it wrongly
    // (a defect, never a rule): the win is still offered, with the error in
    // its result, so the breakdown shows it and selfplay counts it.
    if (!r.ok) return r;
    // valid: the option min_fan is reached (yuque.md "Play"; scoreHand).
    if (!r.valid) return std::nullopt;
    return r;
}

Settlement YuqueRuleset::settle(const Table& t, HandOutcome& o) const {
    // 玉雀 has no abortive draw (yuque.md "Play"): nothing to settle.
    if (o.kind != HandOutcome::Kind::Win && o.kind != HandOutcome::Kind::Exhausted) return {};
    const PublicState& p = t.pub();
    const WinRecord* w = o.kind == HandOutcome::Kind::Win && !o.wins.empty() ? &o.wins[0] : nullptr;
    std::array<yuque::SeatOutcome, 4> seats;
    std::array<ScoreResult, 4> values;
    for (int s = 0; s < 4; ++s) {
        auto& so = seats[std::size_t(s)];
        so.label = p.seats[std::size_t(s)].name + " (" + yuque::kWindZh[p.seatWind(s)] + ")";
        if (w && w->seat == s) {
            so.winner = true;
            so.fan = w->score.ok ? w->score.total : 0;
            values[std::size_t(s)] = w->score;
            o.tenpai[std::size_t(s)] = true;
            continue;
        }
        // yuque.md "Tenpai valuation" (readings 16): the player's own 13
        // tiles and melds (a robbed kong is a pon, readings 11), the tiles
        // they saw outside them; the tile just won on was a discard (or a
        // kong's tile) everyone saw, though it now sits in the winner's hand.
        HandDesc h;
        h.ruleset = id();
        for (TileId id : o.hands[std::size_t(s)]) h.hand.push_back(t.tile(id));
        for (const MeldRec& m : p.seats[std::size_t(s)].melds) {
            Meld mm = m.meld;
            if (m.robbed) mm.type = MeldType::Pon;
            h.melds.push_back(mm);
        }
        h.seatWind = p.seatWind(s);
        h.roundWind = p.roundWind;
        h.options = t.options();
        h.visible = visibleOutsideOwn(t, s);
        if (w && !w->tsumo) h.visible.push_back(t.tile(w->tile));
        const yuque::TenpaiValue tv = yuque::tenpaiValue(h);
        if (!tv.error.empty()) {
            // The table described a hand that cannot exist (a defect, never a
            // rule): valued as noten, the error kept for the breakdown and
            // for selfplay's scoring_errors.
            values[std::size_t(s)] = ScoreResult::failure(id(), "tenpai valuation: " + tv.error);
            o.tenpai[std::size_t(s)] = false;
            continue;
        }
        so.tenpai = tv.tenpai;
        so.fan = tv.fan;
        o.tenpai[std::size_t(s)] = tv.tenpai;
        ScoreResult r;
        if (tv.tenpai) {
            r = tv.best;
            Counts seen = toCounts(h.hand);
            for (const Meld& m : h.melds) m.addTo(seen);
            for (const Tile& x : h.visible)
                if (x.kind < kNumKinds) ++seen[x.kind];
            std::string waits;
            bool anyLive = false;
            for (Kind wk : tv.waits) {
                waits += (waits.empty() ? "" : " ") + formatKind(wk);
                anyLive = anyLive || seen[wk] < 4;
            }
            const Tile on{Kind(tv.valuedOn), false};
            const ScoreStep head{"听牌 Ready, waiting on " + waits + ": valued as a win on a discard of " +
                                     formatTile(on) + " (" +
                                     (anyLive ? "the highest wait not fully visible" : "every wait fully visible: the lowest") +
                                     ")",
                                 0, 0, {on}};
            r.steps.insert(r.steps.begin(), head);
        } else {
            r.ok = true;
            r.ruleset = id();
            r.fields = {{"fan", 0}, {"points", 0}};
            // Say why a hand with a winning shape is not ready: 虚听 (readings
            // 16) or, under min_fan, no wait that could be won.
            std::string shape;
            for (Kind k : shapeWaits(toCounts(h.hand), int(h.melds.size()), kFormStandard))
                shape += (shape.empty() ? "" : " ") + formatKind(k);
            r.steps.push_back({shape.empty() ? "未听 Not ready: 0 番 fan"
                                             : "未听 Not ready: its only waits (" + shape +
                                                   ") are 虚听 (all four held) or below the minimum fan: 0 番 fan",
                               0, 0, {}});
        }
        values[std::size_t(s)] = std::move(r);
    }
    Settlement st = yuque::settlePoints(seats, w ? w->seat : -1, w ? w->from : -1,
                                        t.options().flag("tsumo_bonus_to_winner"), p.dealer);
    if (w && !w->score.ok)
        st.steps.insert(st.steps.begin(), {"Scoring error (counted as 0 fan): " + w->score.error, 0, 0, {}});
    st.handValues = std::move(values);
    return st;
}

bool YuqueRuleset::endHand(Table& t, const HandOutcome&) const {
    // Ruling: the deal passes after every hand, win or exhausted wall. The
    // source (yuque.md "Session": 行牌相关规则, 圈数) defines no 连庄: no dealer
    // repeat, no counters, no dealer bonus in the settlement; a round (圈)
    // is four hands, each player dealing once.
    PublicState& p = t.pubMut();
    if (p.handInRound < 4) {
        p.dealer = (p.dealer + 1) % 4;
        ++p.handInRound;
        return false;
    }
    const int round = int(p.counters[yuque::kRoundCounter]);
    std::array<long long, 4> scores{};
    for (int s = 0; s < 4; ++s) scores[std::size_t(s)] = p.seats[std::size_t(s)].score;
    // The last hand's dealer and round stay as they were once the game is over.
    if (yuque::gameOverAfterRound(round, int(t.options().get("rounds", 4)), t.options().flag("ranked_end"), scores))
        return true;
    p.counters[yuque::kRoundCounter] = round + 1;
    p.handInRound = 1;
    // 玉雀 has no round-wind fan (yuque.md "Counting fans" 8): the wind of
    // the round is shown only, cycling E S W N.
    p.roundWind = round % 4;
    // 東 of every round is the first dealer's seat; with seat_rotation the
    // players move before the round's first deal (beforeDeal).
    p.dealer = p.firstDealer;
    return false;
}

}  // namespace qe
