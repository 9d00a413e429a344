// 立直麻将 play half, during the hand: options, the table configuration,
// legal actions (riichi, its tsumogiri lock, kuikae, 九種九牌), furiten,
// dora indicators, ippatsu and the abortive draws (docs/rulesets/riichi.md
// "Play"). The mechanics (claim windows, kongs and their replacement draws,
// robbing an added kong, double ron with the third ron aborting) are the
// table's, switched on in config(). Settlement and the game's course are in
// riichi_settle.cpp.
#include <algorithm>
#include <array>
#include <string_view>

#include "core/decompose.h"
#include "core/shanten.h"
#include "core/table.h"
#include "rulesets/common/describe_win.h"
#include "rulesets/riichi/riichi_play_internal.h"
#include "rulesets/riichi/riichi_ruleset.h"
#include "rulesets/riichi/riichi_score.h"

namespace qe {

namespace riichi {

std::vector<OptionDesc> riichiPlayOptionDescs() {
    using K = OptionDesc::Kind;
    std::vector<OptionDesc> d;
    d.push_back({"length", K::Choice, 1, 0, 1, {"east", "east_south"}, "Game length", "对局长度",
                 "East round only (tonpuusen) or East and South (hanchan); West follows when nobody reached 30000"});
    d.push_back({"nagashi", K::Bool, 1, 0, 1, {}, "Nagashi mangan", "流局满贯",
                 "At the exhaustive draw, a river of terminals and honours none of which was called is paid as a mangan"});
    d.push_back({"kyuushu", K::Bool, 1, 0, 1, {}, "Nine terminals abort", "九种九牌",
                 "Nine different terminals and honours on an uninterrupted first draw may abort the hand"});
    d.push_back({"abortive_draws", K::Bool, 1, 0, 1, {}, "Other abortive draws", "途中流局",
                 "Four winds on the first go-around, four riichi and four kongs by several players abort the hand"});
    d.push_back({"bust", K::Bool, 1, 0, 1, {}, "Bust ends the game", "击飞",
                 "The game ends as soon as a player's score is below 0"});
    d.push_back({"uma_oka", K::Choice, 0, 0, 3, {"none", "5-10", "10-20", "10-30"}, "Uma and oka", "顺位马",
                 "Final adjustment: 30000 returned, the 20000 oka to the top, uma (thousands) by rank"});
    return d;
}

namespace play {

// The flag and counter maps hold a handful of entries and are asked many
// times per action: a scan against the name, without building a std::string
// key for find().
int flag(const Table& t, int seat, const char* name) {
    const std::string_view n(name);
    for (const auto& [k, v] : t.pub().seats[std::size_t(seat)].flags)
        if (k == n) return v;
    return 0;
}

long long counter(const Table& t, const char* name) {
    const std::string_view n(name);
    for (const auto& [k, v] : t.pub().counters)
        if (k == n) return v;
    return 0;
}

std::uint8_t formsFor(int melds) {
    return melds == 0 ? std::uint8_t(kFormStandard | kFormSevenPairs | kFormThirteenOrphans)
                      : std::uint8_t(kFormStandard);
}

std::vector<Kind> waitsOf(const Counts& c, int melds) {
    // The furiten marks ask for every seat's waits after every action, while
    // a seat's hand changes only on its own turn: the last few answers (a
    // pure function of the counts and melds) are kept per thread.
    struct Entry {
        Counts c{};
        int melds = -1;
        std::vector<Kind> waits;
    };
    thread_local std::array<Entry, 8> recent;
    thread_local std::size_t next = 0;
    for (const Entry& e : recent)
        if (e.melds == melds && e.c == c) return e.waits;
    std::vector<Kind> waits = shapeWaits(c, melds, formsFor(melds));
    Entry& e = recent[next];
    next = (next + 1) % recent.size();
    e.c = c;
    e.melds = melds;
    e.waits = waits;
    return waits;
}

bool isTenpai(const Counts& c, int melds) {
    if (shanten(c, melds).best() != 0) return false;
    return !usefulTiles(c, melds, formsFor(melds)).empty();
}

}  // namespace play
}  // namespace riichi

using namespace riichi::play;

namespace {

bool concealedHand(const Table& t, int seat) {
    for (const MeldRec& m : t.pub().seats[std::size_t(seat)].melds)
        if (m.meld.type != MeldType::Ankan) return false;
    return true;
}

int meldCount(const Table& t, int seat) { return int(t.pub().seats[std::size_t(seat)].melds.size()); }

bool contains(const std::vector<Kind>& v, Kind k) { return std::find(v.begin(), v.end(), k) != v.end(); }

// Kuikae (riichi.md "Play": swap-calling forbidden): after chi or pon the
// caller may not discard the called kind, nor, after a chi on an end of its
// sequence, the tile at the sequence's other side (called 4 with 56: not 7).
std::vector<Kind> kuikaeKinds(MeldType type, Kind claimed, Kind lowest) {
    std::vector<Kind> v{claimed};
    if (type != MeldType::Chi) return v;
    const int n = numberOf(claimed), lo = numberOf(lowest);
    if (n == lo && lo + 3 <= 9) v.push_back(Kind(lowest + 3));
    if (n == lo + 2 && lo - 1 >= 1) v.push_back(Kind(lowest - 1));
    return v;
}

// Furiten (riichi.md "Play"): `c13` are the seat's 13 concealed tiles.
// The kind is the first reason found (own river, then a passed win). Its
// waits never changed since its own last discard (a hand changes only on its
// own turn), nor since its riichi (tsumogiri and wait-keeping kongs only), so
// "passed a win" is read from the public log as "a winning tile was
// discarded, or added to a kong, by another seat" after that point.
Furiten furitenKind(const Table& t, int seat, const Counts& c13, int melds) {
    const std::vector<Kind> waits = waitsOf(c13, melds);
    if (waits.empty()) return Furiten::None;
    // Permanent: a wait in one's own river, called tiles included.
    for (const DiscardRec& d : t.pub().seats[std::size_t(seat)].river)
        if (contains(waits, d.tile.kind)) return Furiten::OwnDiscard;
    const auto& log = t.pub().log;
    std::size_t end = log.size();
    // A concealed kong's tile could be won only by thirteen orphans: it is a
    // passed win for such a hand alone.
    const bool kokushi = melds == 0 && shantenKokushi(c13) == 0;
    auto offered = [&](const Event& e) {
        return e.type == EventType::Discard || e.type == EventType::Kakan || (kokushi && e.type == EventType::Ankan);
    };
    // The tile under claim now is the one being decided on, not a passed one.
    if (t.phase() == Phase::Claim)
        for (std::size_t i = log.size(); i-- > 0;)
            if (log[i].type == EventType::Discard || log[i].type == EventType::Kakan ||
                (t.pub().claimIsAnkan && log[i].type == EventType::Ankan)) {
                end = i;
                break;
            }
    long lastOwn = -1, riichiAt = -1;
    for (std::size_t i = 0; i < end; ++i)
        if (log[i].type == EventType::Discard && log[i].seat == seat) {
            lastOwn = long(i);
            if (log[i].code == kDeclareRiichi) riichiAt = long(i);
        }
    for (std::size_t i = 0; i < end; ++i) {
        const Event& e = log[i];
        if (!offered(e) || e.seat == seat) continue;
        if (!contains(waits, kindOfId(e.tile))) continue;
        if (long(i) > lastOwn) return Furiten::Temporary;                // since own last discard
        if (riichiAt >= 0 && long(i) > riichiAt) return Furiten::Riichi;  // for the rest of the hand
    }
    return Furiten::None;
}

bool furiten(const Table& t, int seat, const Counts& c13, int melds) {
    return furitenKind(t, seat, c13, melds) != Furiten::None;
}

// Each waiting seat's furiten, kept in its private rule state for display
// (kFuriten); evaluateWin decides from the public log itself. A seat holding
// 3n+2 tiles is choosing a discard: its mark stays as it was.
void markFuriten(Table& t) {
    for (int s = 0; s < 4; ++s) {
        if (t.priv(s).hand.size() % 3 != 1) continue;
        const auto kind = furitenKind(t, s, t.concealedCounts(s), meldCount(t, s));
        SeatRules& r = t.rulesMut(s);
        if (kind == Furiten::None)
            r.values.erase(kFuriten);
        else
            r.values[kFuriten] = int(kind);
    }
}

// After riichi a concealed kong is allowed only with the drawn tile and only
// if the waits stay the same (riichi.md "Play").
bool ankanKeepsWaits(const Table& t, int seat, const Action& a) {
    const TileId drawn = t.priv(seat).drawn;
    const Kind k = kindOfId(a.tile);
    if (drawn == kNoTile || kindOfId(drawn) != k) return false;
    const int m = meldCount(t, seat);
    Counts before = t.concealedCounts(seat);
    --before[k];
    Counts after = t.concealedCounts(seat);
    after[k] = std::uint8_t(after[k] - 4);
    return waitsOf(before, m) == waitsOf(after, m + 1);
}

void filterClaims(const Table& t, int seat, std::vector<Action>& acts) {
    const bool riichi = flag(t, seat, kRiichi) != 0;
    std::erase_if(acts, [&](const Action& a) {
        if (a.type != ActionType::Chi && a.type != ActionType::Pon && a.type != ActionType::Kan) return false;
        // After riichi only a win may be claimed (riichi.md "Play").
        if (riichi) return true;
        if (a.type == ActionType::Kan) return false;
        // A call after which kuikae would leave nothing to discard is not offered.
        Counts c = t.concealedCounts(seat);
        Kind lowest = kindOfId(a.tile);
        for (TileId id : a.with)
            if (id != kNoTile) {
                --c[kindOfId(id)];
                lowest = std::min(lowest, kindOfId(id));
            }
        const auto banned = kuikaeKinds(a.type == ActionType::Chi ? MeldType::Chi : MeldType::Pon, kindOfId(a.tile), lowest);
        for (int k = 0; k < kNumKinds; ++k)
            if (c[std::size_t(k)] > 0 && !contains(banned, Kind(k))) return false;
        return true;
    });
}

}  // namespace

TableConfig RiichiRuleset::config(const Options& opts) const {
    // riichi.md "Play".
    TableConfig c;
    c.wall.set.flowers = false;
    const auto aka = std::uint8_t(std::clamp<long long>(opts.get("aka", 1), 0, 4));
    c.wall.set.aka = {aka, aka, aka};
    c.wall.deadWall = 14;
    c.wall.deal = DealPattern::ThirteenEach;
    c.startScore = 25000;
    c.chi = true;
    c.kongAfterCall = false;
    c.autoFlowers = false;
    c.robKong = true;
    // Thirteen orphans may also rob a concealed kong (evaluateWin).
    c.robConcealedKong = true;
    c.callsOnLastDiscard = false;  // ron on the last discard stays possible (the table's rule)
    c.winners = opts.flag("head_bump") ? WinnersPolicy::HeadBump : WinnersPolicy::AllButThreeAborts;
    c.kongDisplay = ConcealedKongDisplay::OuterDown;
    c.maxKongs = 4;
    return c;
}

FirstDealerDraw RiichiRuleset::drawFirstDealer(Rng& dice) const {
    // The usual 起家 by two throws (二度振り): seat 0 (仮東) throws and counts
    // the sum from itself to the 仮親, who throws again and counts from
    // itself to the first dealer (起家).
    FirstDealerDraw d;
    d.dice = {dice.range(1, 6), dice.range(1, 6)};
    const int provisional = seatCountedFrom(0, d.dice[0] + d.dice[1]);
    d.dice.push_back(dice.range(1, 6));
    d.dice.push_back(dice.range(1, 6));
    d.seat = seatCountedFrom(provisional, d.dice[2] + d.dice[3]);
    return d;
}

void RiichiRuleset::startGame(Table& t) const {
    PublicState& p = t.pubMut();
    p.dealer = p.firstDealer;  // 起家 (drawFirstDealer): East 1 is theirs
    p.roundWind = 0;
    p.handInRound = 1;
    p.honba = 0;
    p.counters[kDeposits] = 0;
}

void RiichiRuleset::startHand(Table& t) const {
    PublicState& p = t.pubMut();
    p.counters[kKanDoraDue] = 0;
    p.counters[kCallsSeen] = 0;
    p.counters[kKongsSeen] = 0;
    p.counters[kFourthKongAt] = -1;
    p.counters[kMayStop] = 0;  // playing on is the dealer's answer
    // The first dora indicator is turned over when the hand starts.
    t.revealIndicator(0);
}

void RiichiRuleset::filterActions(const Table& t, int seat, std::vector<Action>& acts) const {
    const PublicState& p = t.pub();
    if (p.phase == Phase::Claim) {
        filterClaims(t, seat, acts);
        return;
    }
    if (p.phase != Phase::Turn || seat != p.turn) return;
    const PrivateSeat& pr = t.priv(seat);
    const PublicSeat& ps = p.seats[std::size_t(seat)];
    if (flag(t, seat, kRiichi)) {
        // After riichi: tsumogiri, a win, or a kong that keeps the waits.
        // The other discards stay for refuseActions, which says why not.
        std::erase_if(acts, [&](const Action& a) {
            switch (a.type) {
                case ActionType::Discard:
                case ActionType::Tsumo: return false;
                case ActionType::Ankan: return !ankanKeepsWaits(t, seat, a);
                default: return true;
            }
        });
        return;
    }
    const int melds = meldCount(t, seat);
    // Riichi: concealed, at least 1000 points, at least 4 tiles left in the
    // live wall, tenpai after the discard (riichi.md "Play").
    // The 14 tiles' shanten is the best over their discards (shanten.h), so
    // one call rules out most turns before each discard is tried.
    if (concealedHand(t, seat) && ps.score >= kRiichiCost && t.wall().liveRemaining() >= 4 && pr.hand.size() % 3 == 2 &&
        shanten(t.concealedCounts(seat), melds).best() <= 0) {
        const Counts c = t.concealedCounts(seat);
        const std::size_t n = acts.size();
        for (std::size_t i = 0; i < n; ++i) {
            if (acts[i].type != ActionType::Discard || acts[i].declare) continue;
            Counts after = c;
            --after[kindOfId(acts[i].tile)];
            if (!isTenpai(after, melds)) continue;
            Action r = acts[i];
            r.declare = kDeclareRiichi;
            acts.push_back(r);
        }
    }
    // 九種九牌: on one's first, uninterrupted draw (no call of any kind yet).
    if (t.options().flag("kyuushu") && pr.drawn != kNoTile && !t.turnAfterReplacement() && t.callsThisHand() == 0 &&
        ps.river.empty()) {
        const Counts c = t.concealedCounts(seat);
        int kinds = 0;
        for (int k = 0; k < kNumKinds; ++k)
            if (c[std::size_t(k)] > 0 && isTerminalOrHonor(Kind(k))) ++kinds;
        if (kinds >= 9) {
            Action a{ActionType::Abort, std::int8_t(seat)};
            a.code = kAbortNineTerminals;
            acts.push_back(a);
        }
    }
}

// The discards riichi.md forbids at this moment, with the reason the
// player is shown: after riichi the drawn tile only ("Riichi"), after one's
// own chi or pon not the kuikae kinds ("Kuikae").
void RiichiRuleset::refuseActions(const Table& t, int seat, std::vector<Action>& acts,
                                  std::vector<RefusedAction>& refused) const {
    const PublicState& p = t.pub();
    if (p.phase != Phase::Turn || seat != p.turn) return;
    const PrivateSeat& pr = t.priv(seat);
    const PublicSeat& ps = p.seats[std::size_t(seat)];
    std::vector<Kind> banned;
    bool locked = false;
    if (flag(t, seat, kRiichi)) {
        locked = true;
    } else if (t.turnFromClaim() && pr.drawn == kNoTile && !ps.melds.empty()) {
        const MeldRec& m = ps.melds.back();
        if (m.meld.type == MeldType::Chi || m.meld.type == MeldType::Pon)
            banned = kuikaeKinds(m.meld.type, m.meld.claimed.kind, m.meld.kind);
    }
    if (!locked && banned.empty()) return;
    std::vector<Action> kept;
    kept.reserve(acts.size());
    for (const Action& a : acts) {
        if (a.type == ActionType::Discard && locked && a.tile != pr.drawn)
            refused.push_back({a, "riichi: the hand is locked, only the drawn tile may go (riichi.md \"Riichi\")"});
        else if (a.type == ActionType::Discard && !locked && contains(banned, kindOfId(a.tile)))
            refused.push_back({a, "kuikae: not " + formatKind(kindOfId(a.tile)) +
                                      " right after this call (riichi.md \"Kuikae\")"});
        else
            kept.push_back(a);
    }
    acts = std::move(kept);
}

std::optional<ScoreResult> RiichiRuleset::evaluateWin(const Table& t, const WinContext& ctx) const {
    // Checked on counts first: this runs for every seat on every discard.
    const int melds = meldCount(t, ctx.seat);
    // A concealed kong can be robbed by thirteen orphans only.
    const bool robsAnkan = ctx.robbedKong && t.pub().claimIsAnkan;
    const std::uint8_t forms = robsAnkan ? std::uint8_t(melds == 0 ? kFormThirteenOrphans : 0) : formsFor(melds);
    // The table answers from the seat's waits, kept per hand (completesHand).
    if (!t.completesHand(ctx, melds, forms)) return std::nullopt;
    // No win on a discard (or a robbed kong) while furiten; tsumo is allowed.
    if (!ctx.tsumo && furiten(t, ctx.seat, t.concealedCounts(ctx.seat), melds)) return std::nullopt;
    ScoreResult r = score(t.handDesc(ctx));
    // A complete hand the scorer refuses means the table described it wrongly
    // (a defect, never a rule): the win is still offered with the error in
    // its result, so the breakdown shows it and selfplay counts it.
    if (!r.ok) return r;
    // valid: complete with at least one yaku (riichi.md "Yaku").
    if (!r.valid) return std::nullopt;
    return r;
}

HandDesc RiichiRuleset::describeWin(const Table& t, const WinFacts& f) const {
    HandDesc d = common::describeWin(t, f);
    // The common words that riichi scores (riichi.md "Yaku"): 嶺上開花
    // rinshan, 槍槓 chankan, 海底 haitei, 河底 houtei, 天和 tenhou, 地和 chiihou
    // (a non-dealer's self-draw on an uninterrupted first turn). 绝张 and
    // flowers do not exist here.
    common::keepWords(d, {"rinshan", "chankan", "haitei", "houtei", "tenhou", "chiihou"});
    const int seat = f.seat;
    const bool riichi = flag(t, seat, kRiichi) != 0;
    if (flag(t, seat, kDoubleRiichi))
        d.situation.push_back("double_riichi");
    else if (riichi)
        d.situation.push_back("riichi");
    const int ip = flag(t, seat, kIppatsu);
    if (riichi && (ip == 1 || (ip == 2 && f.robbedKong()))) d.situation.push_back("ippatsu");
    // Ura dora (and kan-ura), the tiles under the dora indicators, count for
    // riichi winners only (riichi.md "Yaku").
    if (riichi)
        for (std::size_t k = 0; k < t.pub().wall.revealed.size(); ++k)
            d.underIndicators.push_back(t.tile(t.wall().at(t.wall().underIndicatorIndex(int(k)))));
    d.honba = t.pub().honba;
    d.pot = int(counter(t, kDeposits));
    return d;
}

// map[name] (inserting 0 when absent, as operator[] does) for the small
// flag and counter maps that afterAction reads and writes a dozen times per
// action: an existing entry is found by a scan against the name, without
// building a std::string key.
namespace {
template <class Map>
typename Map::mapped_type& entry(Map& m, const char* name) {
    const std::string_view n(name);
    for (auto& [k, v] : m)
        if (k == n) return v;
    return m[name];
}
}  // namespace

void RiichiRuleset::afterAction(Table& t, const Action& a) const {
    PublicState& p = t.pubMut();
    if (p.phase == Phase::HandOver || p.phase == Phase::GameOver) return;
    // A draw changes no waiting seat's furiten, and while a claim window is
    // open its tile is still being decided on: marked once it closes.
    if (a.type != ActionType::Draw && p.phase != Phase::Claim) markFuriten(t);
    // An ippatsu kept only for robbing an added kong ends with the kong's window.
    if (a.type != ActionType::Pass && a.type != ActionType::Ron)
        for (auto& s : p.seats)
            if (entry(s.flags, kIppatsu) == 2) entry(s.flags, kIppatsu) = 0;
    // Calls are applied when a claim window resolves, which may be on another
    // seat's answer: they are found by the table's call count.
    const int calls = t.callsThisHand();
    if (calls > entry(p.counters, kCallsSeen)) {
        entry(p.counters, kCallsSeen) = calls;
        // Any call, one's own concealed kong included, ends every ippatsu
        // (riichi.md "Play"); an added kong only once it stands.
        for (auto& s : p.seats) {
            int& f = entry(s.flags, kIppatsu);
            if (f == 1) f = a.type == ActionType::Kakan ? 2 : 0;
        }
        const int kongs = t.kongCount();
        if (kongs > entry(p.counters, kKongsSeen)) {
            entry(p.counters, kKongsSeen) = kongs;
            if (kongs == 4) entry(p.counters, kFourthKongAt) = t.discardsThisHand();
            // A new kong turns over the indicator an earlier open kong still owes.
            for (; entry(p.counters, kKanDoraDue) > 0; --entry(p.counters, kKanDoraDue)) t.revealIndicator(int(p.wall.revealed.size()));
            // Kan dora: at once for a concealed kong, after the discard for an
            // open or added one (riichi.md "Play").
            if (a.type == ActionType::Ankan)
                t.revealIndicator(int(p.wall.revealed.size()));
            else
                ++entry(p.counters, kKanDoraDue);
        }
    }
    if (a.type == ActionType::Discard) {
        for (; entry(p.counters, kKanDoraDue) > 0; --entry(p.counters, kKanDoraDue)) t.revealIndicator(int(p.wall.revealed.size()));
        auto& f = p.seats[std::size_t(a.seat)].flags;
        if (a.declare == kDeclareRiichi) {
            entry(f, kRiichi) = 1;
            // Double riichi: the seat's first discard, nobody has called yet.
            if (p.seats[std::size_t(a.seat)].river.size() == 1 && t.callsThisHand() == 0) entry(f, kDoubleRiichi) = 1;
            entry(f, kIppatsu) = 1;
            entry(f, kDepositDue) = 1;
        } else if (entry(f, kIppatsu)) {
            entry(f, kIppatsu) = 0;  // the go-around after riichi is over
        }
    }
    // The deposit is paid once the riichi discard has passed; a ron on it
    // leaves the declaration standing but takes no deposit.
    for (int s = 0; s < 4; ++s) {
        auto& f = p.seats[std::size_t(s)].flags;
        if (!entry(f, kDepositDue)) continue;
        if (p.phase == Phase::Claim && p.lastDiscarder == s && !p.claimIsKakan) continue;
        entry(f, kDepositDue) = 0;
        t.addScore(s, -kRiichiCost);
        entry(p.counters, kDeposits) += kRiichiCost;
        Event e{EventType::Score, std::int8_t(s)};
        e.value = -kRiichiCost;
        e.text = "立直 riichi deposit";
        t.record(e);
    }
}

std::string RiichiRuleset::checkAbort(const Table& t) const {
    if (!t.options().flag("abortive_draws")) return {};
    const PublicState& p = t.pub();
    // 四風連打: the same wind as each seat's first discard, nobody called.
    if (t.discardsThisHand() == 4 && t.callsThisHand() == 0) {
        bool same = true;
        for (const auto& s : p.seats)
            same = same && s.river.size() == 1 && isWind(s.river[0].tile.kind) &&
                   s.river[0].tile.kind == p.seats[0].river[0].tile.kind;
        if (same) return "四風連打 Four winds";
    }
    // 四家立直: the fourth riichi discard passed.
    bool all = true;
    for (int s = 0; s < 4; ++s) all = all && flag(t, s, kRiichi) && !flag(t, s, kDepositDue);
    if (all) return "四家立直 Four riichi";
    // 四槓散了: four kongs by more than one player, once the discard after
    // the fourth is no longer open to a ron (called or passed).
    if (t.kongCount() == 4 && p.phase != Phase::Claim && t.discardsThisHand() > counter(t, kFourthKongAt) &&
        counter(t, kFourthKongAt) >= 0) {
        int owners = 0;
        for (const auto& s : p.seats)
            if (std::any_of(s.melds.begin(), s.melds.end(), [](const MeldRec& m) { return m.meld.isKong(); })) ++owners;
        if (owners > 1) return "四槓散了 Four kongs";
    }
    return {};
}

std::string RiichiRuleset::declarationName(int code) const { return code == kDeclareRiichi ? "立直 Riichi" : "Declare"; }

std::string RiichiRuleset::abortName(int code) const {
    return code == kAbortNineTerminals ? "九種九牌 Nine terminals" : "Abort";
}

}  // namespace qe
