#include "mjai/player.h"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>
#include <thread>

#include "core/registry.h"
#include "mjai/mjai_tile.h"

namespace qe::mjai {

using nlohmann::json;

namespace {
json none() { return json{{"type", "none"}}; }
}  // namespace

json dahaiMessage(const Table& t, const Action& a) {
    return json{{"type", "dahai"},
                {"actor", int(a.seat)},
                {"pai", tileName(t.tile(a.tile))},
                {"tsumogiri", a.tile == t.priv(a.seat).drawn}};
}

json actionMessage(const Table& t, const Action& a) {
    auto names = [&](std::initializer_list<TileId> ids) {
        json v = json::array();
        for (TileId id : ids)
            if (id != kNoTile) v.push_back(tileName(t.tile(id)));
        return v;
    };
    const int seat = a.seat;
    switch (a.type) {
        case ActionType::Discard:
            if (a.declare) return json{{"type", "reach"}, {"actor", seat}};
            return dahaiMessage(t, a);
        case ActionType::Tsumo:
            return json{{"type", "hora"}, {"actor", seat}, {"target", seat}, {"pai", tileName(t.tile(a.tile))}};
        case ActionType::Ron:
            return json{{"type", "hora"},
                        {"actor", seat},
                        {"target", t.pub().lastDiscarder},
                        {"pai", tileName(t.tile(a.tile))}};
        case ActionType::Chi:
        case ActionType::Pon:
        case ActionType::Kan:
            return json{{"type", a.type == ActionType::Chi ? "chi" : a.type == ActionType::Pon ? "pon" : "daiminkan"},
                        {"actor", seat},
                        {"target", t.pub().lastDiscarder},
                        {"pai", tileName(t.tile(a.tile))},
                        {"consumed", names({a.with[0], a.with[1], a.with[2]})}};
        case ActionType::Kakan: {
            json consumed = json::array();
            for (const auto& m : t.pub().seats[std::size_t(seat)].melds)
                if (m.meld.type == MeldType::Pon && m.meld.kind == kindOfId(a.tile))
                    for (TileId id : m.ids) consumed.push_back(tileName(t.tile(id)));
            return json{{"type", "kakan"}, {"actor", seat}, {"pai", tileName(t.tile(a.tile))}, {"consumed", consumed}};
        }
        case ActionType::Ankan:
            return json{{"type", "ankan"}, {"actor", seat}, {"consumed", names({a.tile, a.with[0], a.with[1], a.with[2]})}};
        // Riichi's one abort a player declares is nine terminals; the original
        // referee refuses a ryukyoku without its reason.
        case ActionType::Abort: return json{{"type", "ryukyoku"}, {"actor", seat}, {"reason", "kyushukyuhai"}};
        default: return none();
    }
}

Player::Player(const std::string& level, std::uint64_t seed, Misbehave mis)
    : bot_(ai::makeBot(level, seed)), mirror_(makeRuleset("riichi"), Options{}, 0), mis_(mis) {
    if (!bot_ || level.rfind("mjai:", 0) == 0) throw std::invalid_argument("level: unknown bot level '" + level + "'");
}

json Player::answer(const json& ev) {
    if (ev.is_array()) {
        json last = none();
        for (const auto& e : ev) last = answer(e);
        return last;
    }
    if (!ev.is_object()) throw std::invalid_argument("event: not a JSON object: " + ev.dump());
    const std::string type = strField(ev, "type");
    if (type == "end_game" || type == "error") finished_ = true;
    // Our own riichi: the host echoes the reach, the answer is its discard.
    // The discard chosen with the reach is kept for this one event only.
    std::optional<Action> chosen;
    std::swap(chosen, reachDiscard_);
    mirror_.feed(ev);
    const bool mine = ev.value("actor", -1) == mirror_.seat();
    if (type == "tsumo" && mine) lastDraw_ = ev.value("pai", "?");
    if (type == "reach" && mine) return reachDahai(chosen);
    return decide(ev, type);
}

json Player::reachDahai(const std::optional<Action>& chosen) {
    // A kyoku the mirror lost: the drawn tile is the best guess left, where
    // none is always refused.
    if (mirror_.lost() && lastDraw_ != "?")
        return json{{"type", "dahai"}, {"actor", mirror_.seat()}, {"pai", lastDraw_}, {"tsumogiri", true}};
    if (!mirror_.following()) return none();
    const Table& t = *mirror_.table();
    const int me = mirror_.seat();
    if (t.phase() != Phase::Turn || t.pub().turn != me) return none();
    SeatView v = t.view(me);
    std::vector<Action> declare;
    for (const Action& a : v.legal)
        if (a.type == ActionType::Discard && a.declare) declare.push_back(a);
    if (chosen && std::find(declare.begin(), declare.end(), *chosen) != declare.end()) return dahaiMessage(t, *chosen);
    // The host announces a reach this player did not answer (a replayed or
    // lost answer): the bot picks the declaration's discard among those
    // our rules allow, the host's alternative being none, which it refuses.
    if (declare.empty()) return none();
    v.legal = declare;
    const Action a = bot_->choose(v);
    return dahaiMessage(t, std::find(declare.begin(), declare.end(), a) != declare.end() ? a : declare.front());
}

json Player::decide(const json& ev, const std::string& type) {
    if (!mirror_.following()) {
        // Lost track of the kyoku (stderr says why): on its own draw a seat
        // must still discard, and the drawn tile is always one the host
        // accepts (after riichi the only one).
        if (type == "tsumo" && ev.value("actor", -1) == mirror_.seat() && mirror_.lost())
            if (auto t = ev.find("pai"); t != ev.end() && t->is_string() && *t != "?")
                return json{{"type", "dahai"}, {"actor", mirror_.seat()}, {"pai", *t}, {"tsumogiri", true}};
        return none();
    }
    const Table& t = *mirror_.table();
    const int me = mirror_.seat();
    const int actor = ev.value("actor", -1);
    bool ask = false;
    if ((type == "tsumo" || type == "pon" || type == "chi") && actor == me)
        ask = t.phase() == Phase::Turn && t.pub().turn == me;
    else if ((type == "dahai" || type == "kakan" || type == "ankan") && actor != me)
        ask = t.phase() == Phase::Claim;
    if (!ask) return none();
    SeatView v = t.view(me);
    if (v.legal.empty()) return none();
    ++decisions_;
    if (mis_ == Misbehave::Crash && decisions_ >= 3) std::_Exit(3);
    if (mis_ == Misbehave::Silent && decisions_ >= 3) std::this_thread::sleep_for(std::chrono::minutes(2));
    const Action a = bot_->choose(v);
    if (mis_ == Misbehave::Illegal && decisions_ >= 3 && t.phase() == Phase::Turn)
        for (int k = 0; k < 34; ++k) {
            const Tile absent{Kind(k), false};
            if (!std::any_of(v.own.hand.begin(), v.own.hand.end(), [&](TileId id) { return v.tile(id).kind == k; }))
                return json{{"type", "dahai"}, {"actor", me}, {"pai", tileName(absent)}, {"tsumogiri", false}};
        }
    if (a.type == ActionType::Discard && a.declare) reachDiscard_ = a;
    return actionMessage(t, a);
}

}  // namespace qe::mjai
