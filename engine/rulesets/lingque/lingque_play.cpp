// 灵雀 play half: the table hooks of LingqueRuleset (docs/rulesets/lingque.md
// "Play", "Settlement"). The mechanics (no dead wall, flowers replaced from
// the tail, kongs right after a call, kongs that end the hand when no
// replacement is left, calls on the last discard, head bump) are the
// table's, switched on in config().
#include <algorithm>
#include <cstdio>

#include "core/decompose.h"
#include "core/table.h"
#include "rulesets/common/claim_state.h"
#include "rulesets/common/describe_win.h"
#include "rulesets/lingque/lingque_ruleset.h"
#include "rulesets/lingque/lingque_score.h"
#include "rulesets/lingque/lingque_settle.h"

namespace qe {

namespace lingque {

std::array<int, 4> fedCounts(const Table& t, int winner) {
    // lingque.md "Settlement" (包牌): kept per seat, privately, from the
    // table's events (onEvent, common::countFeeds): each discard the winner
    // claimed by chi, pon or open kong and the tile it won on (a robbed
    // added kong's tile included); an added kong's fourth tile was its own.
    std::array<int, 4> fed{};
    const SeatRules& r = t.priv(winner).rules;
    for (int s = 0; s < 4; ++s) fed[std::size_t(s)] = r.of(common::kFed, s);
    return fed;
}

}  // namespace lingque

namespace {

constexpr std::uint8_t kWinForms = kFormStandard | kFormSevenPairs | kFormThirteenOrphans | kFormKnitted;

// 地和 (lingque.md "Fans" 0): a non-dealer wins on the dealer's first
// discard, nothing declared before it (a concealed kong of the dealer's voids
// it, and a chi, pon or kong of anyone's is a call before it).
bool isDihe(const Table& t, const WinFacts& f) {
    return f.source == WinSource::Discard && !f.dealer && f.from == t.pub().dealer && f.discardsBefore == 1 &&
           f.callsBefore == 0 && f.melds.empty();
}

}  // namespace

void LingqueRuleset::startGame(Table& t) const {
    // lingque.md "Play", dealer and seats: the thrown first dealer deals the
    // first hand; the round wind is shown only (lingque-readings.md 16).
    PublicState& p = t.pubMut();
    p.dealer = p.firstDealer;
    p.roundWind = 0;
    p.handInRound = 1;
}

void LingqueRuleset::onEvent(Table& t, const Event& e) const { common::countFeeds(t, e); }

HandDesc LingqueRuleset::describeWin(const Table& t, const WinFacts& f) const {
    HandDesc d = common::describeWin(t, f);
    // The common words against lingque.md "Fans" 0: rinshan (岭上开花, own
    // kong's replacement), flower_replacement (no fan beyond 自摸, readings
    // 17), chankan (抢杠), haitei (海底捞月), houtei (河底捞鱼: a discard after
    // the wall ran out) and tenhou (天和) match. The common "chiihou" is a
    // non-dealer's first self-draw; 灵雀's 地和 is a win on the dealer's
    // first discard, so it is replaced. 绝张 is no 灵雀 fan.
    common::keepWords(d, {"rinshan", "flower_replacement", "chankan", "haitei", "houtei", "tenhou"});
    // 天和 is the dealer's 13 dealt tiles and first draw: a flower replaced
    // on that draw still leaves the dealt tiles and the first draw, while a
    // concealed kong declared first does not (it is a meld).
    if (d.has("tenhou")) {
        if (!d.melds.empty())
            common::keepWords(d, {"rinshan", "flower_replacement", "chankan", "haitei", "houtei"});
        else
            d.situation = {"tenhou"};
    }
    if (isDihe(t, f)) d.situation.push_back("chiihou");
    return d;
}

std::optional<ScoreResult> LingqueRuleset::evaluateWin(const Table& t, const WinContext& ctx) const {
    // Winning forms (lingque.md "Play"): standard, 七对, 全不靠, 十三幺;
    // checked on counts first because this runs for every seat on every
    // discard (from the seat's waits, kept per hand: Table::completesHand).
    const int melds = int(t.pub().seats[std::size_t(ctx.seat)].melds.size());
    if (!t.completesHand(ctx, melds, kWinForms)) return std::nullopt;
    const HandDesc d = t.handDesc(ctx);
    ScoreResult r = score(d);
    if (!r.ok) {
        // Seven pairs with four of a kind pass the shape check but are no 七对
        // (lingque.md "Play"): not a win. Any other refusal means the table
        // described the hand wrongly (a defect, never a rule): the win is
        // offered with the error so the breakdown shows it and selfplay counts it.
        if (lingque::scorePoints(d) == -1) return std::nullopt;
        return r;
    }
    // The 10-point minimum without flowers (lingque.md "Play"): valid.
    if (!r.valid) return std::nullopt;
    return r;
}

Settlement LingqueRuleset::settle(const Table& t, HandOutcome& o) const {
    const PublicState& p = t.pub();
    std::array<std::string, 4> names;
    for (int s = 0; s < 4; ++s) names[std::size_t(s)] = p.seats[std::size_t(s)].name;
    Settlement st;
    if (o.kind == HandOutcome::Kind::Win) {
        // One win, or with head_bump off several on one discard, each paid
        // as a win on that discard (lingque.md "Options").
        for (const WinRecord& w : o.wins) {
            if (!w.score.ok) {
                st.steps.push_back({"Scoring error (no payment): " + w.score.error, 0, 0, {}});
                continue;
            }
            const std::array<int, 4> fed = lingque::fedCounts(t, w.seat);
            Settlement one = lingque::settleWin(w.seat, w.tsumo ? -1 : w.from, w.score.total, fed, names);
            for (int s = 0; s < 4; ++s) st.delta[std::size_t(s)] += one.delta[std::size_t(s)];
            st.payments.insert(st.payments.end(), one.payments.begin(), one.payments.end());
            st.steps.insert(st.steps.end(), one.steps.begin(), one.steps.end());
            st.handValues[std::size_t(w.seat)] = w.score;
        }
        st.stepsRestatePayments = true;
    } else {
        st = lingque::settleDraw();
    }
    // The optional summary score (lingque.md "Settlement", ruling α = 1) of
    // the session's final scores, as reference figures after the last hand.
    const int hands = int(t.options().get("hands", 16));
    if (p.handNumber >= hands) {
        std::vector<long long> finals(4);
        for (int s = 0; s < 4; ++s) finals[std::size_t(s)] = p.seats[std::size_t(s)].score + st.delta[std::size_t(s)];
        const double t0 = double(t.options().get("summary_t0", 480));
        const std::vector<double> sum = lingque::summaryScores(finals, t0);
        std::string text = "约化分数 Summary score after " + std::to_string(hands) + " hands (reference only, T0 = " +
                           std::to_string(int(t0)) + "):";
        for (int s = 0; s < 4; ++s) {
            char buf[64];
            std::snprintf(buf, sizeof buf, "%s%s %+.3f", s ? ", " : " ", names[std::size_t(s)].c_str(),
                          sum[std::size_t(s)]);
            text += buf;
        }
        st.steps.push_back({text, 0, 0, {}});
    }
    return st;
}

bool LingqueRuleset::endHand(Table& t, const HandOutcome&) const {
    // lingque.md "Play", dealer and seats (ruling): no dealer repeat; the deal
    // passes after every hand, and the game is `hands` hands (全庄 = 16).
    PublicState& p = t.pubMut();
    if (p.handNumber >= int(t.options().get("hands", 16))) return true;
    p.dealer = (p.dealer + 1) % 4;
    if (++p.handInRound > 4) {
        p.handInRound = 1;
        p.roundWind = (p.roundWind + 1) % 4;
    }
    return false;
}

}  // namespace qe
