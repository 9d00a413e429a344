#include "rulesets/common/claim_state.h"

#include <algorithm>

#include "core/table.h"

namespace qe::common {

namespace {

bool offers(const std::vector<Action>& v, ActionType type) {
    return std::any_of(v.begin(), v.end(), [&](const Action& a) { return a.type == type; });
}

}  // namespace

void trackMissedClaims(Table& t, const Event& e) {
    if (e.type == EventType::Discard && e.seat >= 0) {
        SeatRules& r = t.rulesMut(e.seat);
        r.values.erase(kMissedWin);
        r.kinds.erase(kMissedPon);
        return;
    }
    if (e.type != EventType::ClaimClosed) return;
    const bool onDiscard = e.code == 0;  // not a kong's tile
    for (int s = 0; s < int(e.claims.size()); ++s) {
        const ClaimAnswer& c = e.claims[std::size_t(s)];
        if (c.offered.empty()) continue;
        SeatRules& r = t.rulesMut(s);
        if (onDiscard && offers(c.offered, ActionType::Ron) && c.answer.type != ActionType::Ron) r.values[kMissedWin] = 1;
        if (offers(c.offered, ActionType::Pon) && c.answer.type != ActionType::Pon && c.answer.type != ActionType::Kan)
            r.addKind(kMissedPon, kindOfId(e.tile));
    }
}

void applyClaimLocks(const Table& t, int seat, std::vector<Action>& acts) {
    if (t.phase() != Phase::Claim) return;
    const SeatRules& r = t.priv(seat).rules;
    const bool onDiscard = !t.pub().claimIsKakan;
    std::erase_if(acts, [&](const Action& a) {
        if (a.type == ActionType::Ron) return onDiscard && r.get(kMissedWin) != 0;
        if (a.type == ActionType::Pon) return r.holds(kMissedPon, kindOfId(a.tile));
        return false;
    });
}

void countFeeds(Table& t, const Event& e) {
    const bool claim = e.type == EventType::Chi || e.type == EventType::Pon || e.type == EventType::Kan;
    const bool wonOn = e.type == EventType::Win && e.code != e.seat;
    if ((!claim && !wonOn) || e.seat < 0 || e.code < 0 || e.code > 3) return;
    ++t.rulesMut(e.seat).bySeat[kFed][std::size_t(e.code)];
}

}  // namespace qe::common
