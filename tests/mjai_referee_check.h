// What the original mjai referee accepts as a seat's answer (docs/mjai.md
// "What the original referee expects"), written out independently of our
// player: the seat's own concealed tiles are tracked from the events alone,
// and each answer is checked against the event it answers. Shared by the
// replay of the referee's recorded streams (test_mjai_referee) and by the
// games against our own host (test_mjai).
#pragma once

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace mjaicheck {

using nlohmann::json;

class RefereeCheck {
public:
    // Checks `ans`, the seat's answer to `ev`; "" if the referee accepts it,
    // else why not. Then follows `ev` (call once per event, in order).
    std::string answer(const json& ev, const json& ans) {
        follow(ev);  // an own draw is in the hand the answer discards from
        return judge(ev, ans);
    }
    int seat() const { return me_; }
    // The seat's concealed tiles as the events left them, sorted.
    std::vector<std::string> hand() const {
        std::vector<std::string> h = hand_;
        std::sort(h.begin(), h.end());
        return h;
    }
    // Per seat: discards made, melds called (an added kong grows a pon).
    int discards(int s) const { return discards_[std::size_t(s)]; }
    int melds(int s) const { return melds_[std::size_t(s)]; }
    bool inKyoku() const { return inKyoku_; }
    // The scores as the last event that carried them left them (a game
    // starts at 25000 each; start_kyoku of the original referee has none).
    const std::array<long long, 4>& scores() const { return scores_; }

private:
    static std::vector<std::string> names(const json& v) {
        std::vector<std::string> out;
        if (v.is_array())
            for (const auto& x : v)
                if (x.is_string()) out.push_back(x.get<std::string>());
        std::sort(out.begin(), out.end());
        return out;
    }
    bool holds(const std::string& t, int copies = 1) const {
        return std::count(hand_.begin(), hand_.end(), t) >= copies;
    }
    // The answer is one of the offers: same type, and every field an offer
    // names has the same value in the answer (consumed in any order).
    static bool offered(const json& ev, const json& ans) {
        auto it = ev.find("possible_actions");
        if (it == ev.end() || !it->is_array()) return false;
        for (const json& o : *it) {
            if (!o.is_object() || o.value("type", "") != ans.value("type", "")) continue;
            bool same = true;
            for (auto f = o.begin(); f != o.end() && same; ++f) {
                if (!ans.contains(f.key())) same = false;
                else if (f.key() == "consumed") same = names(f.value()) == names(ans[f.key()]);
                else same = ans[f.key()] == f.value();
            }
            if (same) return true;
        }
        return false;
    }
    std::string judgeDahai(const json& ans, bool afterDraw, const json& cannot) const {
        if (!ans.contains("pai") || !ans["pai"].is_string() || !ans.contains("tsumogiri") || !ans["tsumogiri"].is_boolean())
            return "a dahai needs pai and tsumogiri";
        const std::string pai = ans["pai"].get<std::string>();
        const bool tg = ans["tsumogiri"].get<bool>();
        if (!holds(pai)) return "dahai " + pai + ": not in the hand";
        if (riichi_ && !tg) return "tsumogiri must be true after riichi";
        const auto banned = names(cannot);
        if (std::find(banned.begin(), banned.end(), pai) != banned.end()) return "dahai " + pai + ": in cannot_dahai";
        if (!afterDraw) {
            if (tg) return "tsumogiri must be false after a call";
        } else if (tg) {
            if (pai != drawn_) return "tsumogiri, but " + pai + " is not the drawn " + drawn_;
        } else if (!holds(pai, pai == drawn_ ? 2 : 1)) {
            return "not tsumogiri, but " + pai + " is only the drawn tile";
        }
        return "";
    }
    std::string judge(const json& ev, const json& ans) const {
        if (!ans.is_object() || !ans.contains("type") || !ans["type"].is_string()) return "not an mjai message";
        const std::string t = ev.value("type", ""), a = ans["type"].get<std::string>();
        const int actor = ev.contains("actor") && ev["actor"].is_number_integer() ? ev["actor"].get<int>() : -1;
        const bool mine = actor == me_ && me_ >= 0;
        if (a != "none" && ans.value("actor", -1) != me_) return "answer's actor is not the seat";
        if (a == "ryukyoku" && !ans.contains("reason")) return "ryukyoku without its reason";
        if (t == "tsumo" && mine) {
            if (a == "dahai") return judgeDahai(ans, true, json::array());
            if (a == "none") return "none to its own tsumo";
            if (a != "reach" && a != "ankan" && a != "kakan" && a != "hora" && a != "ryukyoku")
                return a + " to its own tsumo";
            if (ev.contains("possible_actions") && !offered(ev, ans)) return a + ": not among possible_actions";
            return "";
        }
        if ((t == "pon" || t == "chi") && mine) {
            if (a != "dahai") return a + " after its own " + t + " (a dahai is due)";
            return judgeDahai(ans, false, ev.value("cannot_dahai", json::array()));
        }
        if (t == "reach" && mine) {
            if (a != "dahai") return a + " after its own reach (its dahai is due)";
            return judgeDahai(ans, true, ev.value("cannot_dahai", json::array()));
        }
        if ((t == "dahai" || t == "kakan") && !mine && a != "none") {
            const bool typeOk = t == "kakan" ? a == "hora" : (a == "chi" || a == "pon" || a == "daiminkan" || a == "hora");
            if (!typeOk) return a + " to another seat's " + t;
            if (!offered(ev, ans)) return a + ": not among possible_actions";
            return "";
        }
        if (a != "none") return a + " where only none is accepted (" + t + ")";
        return "";
    }
    void take(const std::string& t) {
        auto it = std::find(hand_.begin(), hand_.end(), t);
        if (it != hand_.end()) hand_.erase(it);
    }
    void follow(const json& ev) {
        const std::string t = ev.value("type", "");
        const int actor = ev.contains("actor") && ev["actor"].is_number_integer() ? ev["actor"].get<int>() : -1;
        const bool mine = actor == me_ && me_ >= 0;
        if (auto sc = ev.find("scores"); sc != ev.end() && sc->is_array() && sc->size() == 4)
            for (std::size_t i = 0; i < 4; ++i) scores_[i] = (*sc)[i].get<long long>();
        if (t == "start_game") {
            me_ = ev.value("id", -1);
            scores_ = {25000, 25000, 25000, 25000};
        } else if (t == "start_kyoku") {
            hand_.clear();
            if (me_ >= 0)
                for (const auto& x : ev["tehais"][std::size_t(me_)]) hand_.push_back(x.get<std::string>());
            drawn_.clear();
            riichi_ = false;
            inKyoku_ = true;
            discards_ = {};
            melds_ = {};
        } else if (t == "tsumo" && mine) {
            drawn_ = ev.value("pai", "");
            hand_.push_back(drawn_);
        } else if (t == "dahai") {
            if (mine) take(ev.value("pai", "")), drawn_.clear();
            if (actor >= 0) ++discards_[std::size_t(actor)];
        } else if (t == "pon" || t == "chi" || t == "daiminkan" || t == "ankan") {
            if (mine)
                for (const auto& x : ev["consumed"]) take(x.get<std::string>());
            if (mine) drawn_.clear();
            if (actor >= 0) ++melds_[std::size_t(actor)];
        } else if (t == "kakan") {
            if (mine) take(ev.value("pai", "")), drawn_.clear();
        } else if (t == "reach_accepted" && mine) {
            riichi_ = true;
        } else if (t == "hora" || t == "ryukyoku" || t == "end_kyoku") {
            inKyoku_ = false;
        }
    }

    int me_ = -1;
    std::vector<std::string> hand_;
    std::string drawn_;
    bool riichi_ = false, inKyoku_ = false;
    std::array<int, 4> discards_{}, melds_{};
    std::array<long long, 4> scores_{25000, 25000, 25000, 25000};
};

}  // namespace mjaicheck
