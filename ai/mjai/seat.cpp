#include "mjai/seat.h"

#include <cstdio>
#include <optional>
#include <stdexcept>

#include "levels.h"
#include "mjai/mirror.h"
#include "mjai/mjai_tile.h"

namespace qe::mjai {

using nlohmann::json;

namespace {

int gTimeoutMs = kDefaultTimeoutMs;

std::vector<Tile> tilesOf(const json& ans, const char* field) {
    std::vector<Tile> out;
    auto it = ans.find(field);
    if (it == ans.end() || !it->is_array()) throw std::runtime_error(std::string(field) + ": missing");
    for (const auto& x : *it) {
        if (!x.is_string()) throw std::runtime_error(std::string(field) + ": a tile is not a string");
        auto t = parseTile(x.get<std::string>(), field);
        if (!t) throw std::runtime_error(std::string(field) + ": '?' is not a tile to play");
        out.push_back(*t);
    }
    std::sort(out.begin(), out.end());
    return out;
}

Tile paiOf(const json& ans) {
    auto t = parseTile(strField(ans, "pai"));
    if (!t) throw std::runtime_error("pai: '?' is not a tile to play");
    return *t;
}

// The original referee's offers (docs/mjai.md "What the original referee
// expects"): every action the seat may take now but a plain discard or a
// pass, as the message that takes it.
json offers(const SeatView& v) {
    json out = json::array();
    const int me = v.seat;
    auto name = [&](TileId id) { return tileName(v.tile(id)); };
    bool reach = false;
    for (const Action& a : v.legal) {
        json with = json::array();
        for (TileId id : a.with)
            if (id != kNoTile) with.push_back(name(id));
        switch (a.type) {
            case ActionType::Tsumo: out.push_back({{"type", "hora"}, {"actor", me}, {"target", me}, {"pai", name(a.tile)}}); break;
            case ActionType::Ron:
                out.push_back({{"type", "hora"}, {"actor", me}, {"target", v.pub.lastDiscarder}, {"pai", name(a.tile)}});
                break;
            case ActionType::Discard:
                if (a.declare && !reach) out.push_back({{"type", "reach"}, {"actor", me}});
                reach = reach || a.declare;
                break;
            case ActionType::Chi:
            case ActionType::Pon:
            case ActionType::Kan:
                out.push_back({{"type", a.type == ActionType::Chi ? "chi" : a.type == ActionType::Pon ? "pon" : "daiminkan"},
                               {"actor", me},
                               {"target", v.pub.lastDiscarder},
                               {"pai", name(a.tile)},
                               {"consumed", with}});
                break;
            case ActionType::Ankan:
                with.insert(with.begin(), name(a.tile));
                out.push_back({{"type", "ankan"}, {"actor", me}, {"consumed", with}});
                break;
            case ActionType::Kakan: {
                json consumed = json::array();
                for (const auto& m : v.pub.seats[std::size_t(me)].melds)
                    if (m.meld.type == MeldType::Pon && m.meld.kind == kindOfId(a.tile))
                        for (TileId id : m.ids) consumed.push_back(name(id));
                out.push_back({{"type", "kakan"}, {"actor", me}, {"pai", name(a.tile)}, {"consumed", consumed}});
                break;
            }
            case ActionType::Abort:
                out.push_back({{"type", "ryukyoku"}, {"actor", me}, {"reason", "kyushukyuhai"}});
                break;
            default: break;
        }
    }
    return out;
}

// The tiles of the hand that may not go now (after a call: kuikae; after a
// reach: those that leave no waiting hand), as the original referee lists
// them with the call or reach it echoes.
json cannotDahai(const SeatView& v, bool declare) {
    std::vector<std::string> allowed, banned;
    for (const Action& a : v.legal)
        if (a.type == ActionType::Discard && (a.declare != 0) == declare) allowed.push_back(tileName(v.tile(a.tile)));
    for (TileId id : v.own.hand) {
        const std::string t = tileName(v.tile(id));
        if (std::find(allowed.begin(), allowed.end(), t) == allowed.end() &&
            std::find(banned.begin(), banned.end(), t) == banned.end())
            banned.push_back(t);
    }
    return json(banned);
}

}  // namespace

void setSeatTimeoutMs(int ms) { gTimeoutMs = ms; }

Seat::Seat(std::unique_ptr<LineChannel> channel, std::string label, std::uint64_t seed, int timeoutMs)
    : ch_(std::move(channel)), label_(std::move(label)), fallback_(ai::makeLevelBot(ai::Level::Standard, seed)),
      timeoutMs_(timeoutMs) {}

Seat::~Seat() {
    if (ch_) ch_->close();
}

void Seat::fail(const std::string& why) {
    if (failed_) return;
    failed_ = true;
    message_ = label_ + " (seat " + std::to_string(seat_) + "): " + why + "; a Standard bot plays this seat from here on";
    std::fprintf(stderr, "mjai: %s\n", message_.c_str());
    if (ch_) ch_->close();
}

json Seat::exchange(const json& ev) {
    if (failed_) return json{{"type", "none"}};
    if (!ch_->send(ev.dump())) {
        fail("cannot write to it (it has exited)");
        return json{{"type", "none"}};
    }
    std::string why;
    auto line = ch_->readLine(timeoutMs_, &why);
    if (!line) {
        fail(why);
        return json{{"type", "none"}};
    }
    try {
        json ans = json::parse(*line);
        if (!ans.is_object() || !ans.contains("type") || !ans["type"].is_string())
            throw std::runtime_error("no \"type\"");
        return ans;
    } catch (const std::exception& e) {
        fail("answered '" + line->substr(0, 200) + "', not an mjai message (" + e.what() + ")");
        return json{{"type", "none"}};
    }
}

json Seat::sync(const SeatView& v, bool asking) {
    seat_ = v.seat;
    const TileSet& set = v.config.wall.set;
    if (!started_) {
        json names = json::array();
        for (const auto& s : v.pub.seats) names.push_back(s.name);
        exchange(json{{"type", "start_game"}, {"id", v.seat}, {"names", names}});
        started_ = true;
    }
    if (v.pub.handNumber != hand_) {
        if (kyokuOpen_) exchange(json{{"type", "end_kyoku"}});
        hand_ = v.pub.handNumber;
        sent_ = 0;
        enc_ = Encoder(v.seat);
        // The hand as dealt: a seat's first look at a hand comes before or
        // right after its first draw (every draw of its own is a decision).
        std::array<std::vector<TileId>, 4> tehais;
        for (TileId id : v.own.hand)
            if (id != v.own.drawn) tehais[std::size_t(v.seat)].push_back(id);
        std::array<long long, 4> scores{};
        long long deposits = 0;
        if (auto it = v.pub.counters.find("deposits"); it != v.pub.counters.end()) deposits = it->second;
        for (int s = 0; s < 4; ++s) scores[std::size_t(s)] = v.pub.seats[std::size_t(s)].score;
        for (const Event& e : v.pub.log)
            if (e.type == EventType::Score && e.seat >= 0) {
                scores[std::size_t(e.seat)] -= e.value;
                if (e.text.find("riichi") != std::string::npos) deposits += e.value;
            }
        exchange(enc_.startKyoku(v.pub, set, tehais, deposits, scores));
        kyokuOpen_ = true;
    }
    json last{{"type", "none"}};
    std::vector<json> out;
    for (; sent_ < v.pub.log.size(); ++sent_) enc_.encode(v.pub.log[sent_], v.pub, set, v.own.drawn, out);
    // As the original referee: possible_actions on every draw of the seat's
    // own and every discard or added kong of another seat; only the one this
    // decision answers may offer anything.
    std::size_t asks = out.size();
    if (asking)
        for (std::size_t i = out.size(); i-- > 0;) {
            const std::string t = out[i]["type"];
            if (t == "dora" || t == "reach_accepted") continue;
            const bool mine = out[i].value("actor", -1) == v.seat;
            if ((v.pub.phase == Phase::Turn && mine && (t == "tsumo" || t == "pon" || t == "chi")) ||
                (v.pub.phase == Phase::Claim && !mine && (t == "dahai" || t == "kakan")))
                asks = i;
            break;
        }
    for (std::size_t i = 0; i < out.size(); ++i) {
        json& m = out[i];
        const std::string t = m["type"];
        const bool mine = m.value("actor", -1) == v.seat;
        if ((t == "tsumo" && mine) || ((t == "dahai" || t == "kakan") && !mine))
            m["possible_actions"] = i == asks ? offers(v) : json::array();
        if ((t == "pon" || t == "chi") && mine && i == asks) m["cannot_dahai"] = cannotDahai(v, false);
    }
    for (const json& m : out) {
        if (failed_) break;
        if (m["type"] == "reach" && m.value("actor", -1) == v.seat && ownReachSent_) {
            ownReachSent_ = false;  // it was sent when the program declared it
            continue;
        }
        const json ans = exchange(m);
        // A kan indicator turned after a discard, or a deposit taken,
        // follows the event that asks; the answer to that one counts.
        if (m["type"] != "dora" && m["type"] != "reach_accepted") last = ans;
        if (m["type"] == "end_kyoku") kyokuOpen_ = false;
        if (m["type"] == "end_game") ended_ = true;
    }
    return last;
}

void Seat::observe(const SeatView& v) {
    if (failed_ || ended_ || v.pub.ruleset != "riichi") return;
    sync(v, false);
    if (ended_ && ch_) ch_->close();
}

void Seat::finish(const SeatView& v) {
    if (!failed_ && started_ && !ended_) {
        if (v.pub.ruleset == "riichi") sync(v, false);
        if (!ended_) {
            json scores = json::array();
            for (const auto& s : v.pub.seats) scores.push_back(s.score);
            exchange(json{{"type", "end_game"}, {"scores", scores}});
        }
    }
    ended_ = true;
    if (ch_) ch_->close();
}

Action Seat::fromAnswer(const SeatView& v, const json& ans) {
    const std::string type = ans["type"].get<std::string>();
    auto pick = [&](auto pred, const char* what) {
        for (const Action& a : v.legal)
            if (pred(a)) return a;
        throw std::runtime_error(std::string("answered ") + ans.dump() + ": " + what + " is not legal now");
    };
    auto tileIs = [&](TileId id, Tile t) { return id != kNoTile && v.tile(id) == t; };
    auto discard = [&](const json& d, bool declare) {
        if (d.value("type", "") != "dahai") throw std::runtime_error("answered " + d.dump() + " where a dahai was due");
        const Tile t = paiOf(d);
        const bool tg = d.value("tsumogiri", false);
        std::optional<Action> loose;
        for (const Action& a : v.legal)
            if (a.type == ActionType::Discard && (a.declare != 0) == declare && tileIs(a.tile, t)) {
                if ((a.tile == v.own.drawn) == tg) return a;
                if (!loose) loose = a;
            }
        if (loose) return *loose;
        throw std::runtime_error("answered " + d.dump() + ": that discard is not legal now");
    };
    auto meldIs = [&](const Action& a, std::vector<Tile> want, bool withTile) {
        std::vector<Tile> got;
        if (withTile) got.push_back(v.tile(a.tile));
        for (TileId id : a.with)
            if (id != kNoTile) got.push_back(v.tile(id));
        std::sort(got.begin(), got.end());
        return got == want;
    };
    const bool claim = v.pub.phase == Phase::Claim;
    if (type == "none") return pick([](const Action& a) { return a.type == ActionType::Pass; }, "none (pass)");
    if (type == "dahai" && !claim) return discard(ans, false);
    if (type == "reach" && !claim) {
        ownReachSent_ = true;
        const json d = exchange(json{{"type", "reach"}, {"actor", v.seat}, {"cannot_dahai", cannotDahai(v, true)}});
        if (failed_) throw std::runtime_error("no dahai after its reach");
        return discard(d, true);
    }
    if (type == "hora")
        return pick([&](const Action& a) { return a.type == (claim ? ActionType::Ron : ActionType::Tsumo); }, "hora");
    if (type == "ryukyoku" && !claim) {
        // The original referee refuses it without its reason.
        if (ans.value("reason", "") != "kyushukyuhai")
            throw std::runtime_error("answered " + ans.dump() + ": a ryukyoku needs \"reason\":\"kyushukyuhai\"");
        return pick([](const Action& a) { return a.type == ActionType::Abort; }, "ryukyoku");
    }
    if (type == "ankan" && !claim) {
        const auto want = tilesOf(ans, "consumed");
        return pick([&](const Action& a) { return a.type == ActionType::Ankan && meldIs(a, want, true); }, "ankan");
    }
    if (type == "kakan" && !claim) {
        const Tile t = paiOf(ans);
        return pick([&](const Action& a) { return a.type == ActionType::Kakan && tileIs(a.tile, t); }, "kakan");
    }
    if (claim && (type == "pon" || type == "chi" || type == "daiminkan")) {
        const ActionType at = type == "pon" ? ActionType::Pon : type == "chi" ? ActionType::Chi : ActionType::Kan;
        const auto want = tilesOf(ans, "consumed");
        return pick([&](const Action& a) { return a.type == at && meldIs(a, want, false); }, type.c_str());
    }
    throw std::runtime_error("answered " + ans.dump() + ", which does not fit this moment");
}

Action Seat::choose(const SeatView& v) {
    if (const Action* end = ai::endGameOffer(v)) {
        // mjai has no such question; every bot level of ours stops (ai/levels.cpp).
        return *end;
    }
    if (!failed_ && v.pub.ruleset != "riichi") fail("mjai speaks riichi only, this table plays " + v.pub.ruleset);
    if (!failed_) {
        try {
            const json ans = sync(v, true);
            if (!failed_) return fromAnswer(v, ans);
        } catch (const std::exception& e) {
            fail(e.what());
        }
    }
    return fallback_->choose(v);
}

std::unique_ptr<ai::Bot> makeProcessSeat(const std::string& level, std::uint64_t seed) {
    if (level.rfind("mjai:", 0) != 0) return nullptr;
    std::string cmd = level.substr(5);
    if (cmd.size() >= 2 && (cmd.front() == '\'' || cmd.front() == '"') && cmd.back() == cmd.front())
        cmd = cmd.substr(1, cmd.size() - 2);
    for (std::size_t p; (p = cmd.find("{seed}")) != std::string::npos;) cmd.replace(p, 6, std::to_string(seed));
    return std::make_unique<Seat>(spawnProcess(cmd), "mjai:" + cmd, seed, gTimeoutMs);
}

}  // namespace qe::mjai
