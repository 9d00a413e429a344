#include "core/registry.h"

#include <map>
#include <nlohmann/json.hpp>

#include "core/scoreall.h"
#include "core/table.h"
#include "rulesets/registry_list.h"

namespace qe {

std::vector<std::string> plannedRulesetIds() { return {"yuque", "shanghai", "riichi", "binshi", "lingque"}; }

std::shared_ptr<const Ruleset> makeRuleset(const std::string& id) {
    for (const auto& e : rulesetFactories())
        if (e.id == id) return e.make();
    return nullptr;
}

std::vector<std::string> rulesetIds() {
    std::vector<std::string> v;
    for (const auto& e : rulesetFactories()) v.push_back(e.id);
    return v;
}

std::string rulesetStatus(const std::string& id) {
    for (const auto& e : rulesetFactories())
        if (e.id == id) return {};
    for (const auto& p : plannedRulesetIds())
        if (p == id) return "ruleset '" + id + "' is not implemented yet";
    return "unknown ruleset '" + id + "' (known: yuque, shanghai, riichi, binshi, lingque, test)";
}

ScoreResult scoreUnder(const std::string& id, HandDesc d) {
    auto rs = makeRuleset(id);
    if (!rs) return ScoreResult::failure(id, rulesetStatus(id));
    try {
        try {
            d.options.resolve(rs->optionDescs());
        } catch (const std::invalid_argument& e) {
            throw std::invalid_argument(std::string("options: ") + e.what());
        }
        d.ruleset = id;
        ScoreResult r = rs->score(d);
        r.ruleset = id;
        return r;
    } catch (const std::exception& e) {
        return ScoreResult::failure(id, e.what());
    }
}

std::vector<ScoreResult> scoreUnderAll(const HandDesc& d) {
    std::vector<ScoreResult> out;
    for (const auto& id : plannedRulesetIds()) out.push_back(scoreUnder(id, d));
    return out;
}

std::unique_ptr<Table> Table::fromJson(const std::string& json) {
    nlohmann::json j;
    try {
        j = nlohmann::json::parse(json);
    } catch (const nlohmann::json::exception& e) {
        throw std::invalid_argument(std::string("the save is not valid JSON: ") + e.what());
    }
    // json::value would throw a type_error (naming no field) for a non-string.
    if (!j.is_object() || !j.contains("format") || j["format"] != "quetai-game-1")
        throw std::invalid_argument("not a Quetai save (format quetai-game-1 expected)");
    if (!j.contains("ruleset") || !j["ruleset"].is_string()) throw std::invalid_argument("the save's 'ruleset' must be a string");
    const std::string rid = j["ruleset"].get<std::string>();
    auto rs = makeRuleset(rid);
    if (!rs) throw std::invalid_argument("the save's ruleset: " + rulesetStatus(rid));
    Options opts;
    if (j.contains("options")) {
        if (!j["options"].is_object()) throw std::invalid_argument("'options' must be an object");
        for (auto it = j["options"].begin(); it != j["options"].end(); ++it) {
            if (it.value().is_boolean())
                opts.set(it.key(), it.value().get<bool>() ? 1 : 0);
            else if (it.value().is_number_integer())
                opts.set(it.key(), it.value().get<long long>());
            else
                throw std::invalid_argument("option '" + it.key() + "' must be a number or a boolean");
        }
    }
    if (!j.contains("seed") || !j["seed"].is_number_unsigned())
        throw std::invalid_argument("the save has no valid 'seed'");
    std::array<std::string, 4> names{"East", "South", "West", "North"};
    if (j.contains("names") && j["names"].is_array() && j["names"].size() == 4)
        for (std::size_t i = 0; i < 4; ++i)
            if (j["names"][i].is_string()) names[i] = j["names"][i].get<std::string>();
    // Walls given by hand number (docs/game-files.md "Given walls").
    struct Given {
        std::vector<TileId> order;
        std::array<int, 2> dice{1, 1};
    };
    std::map<int, Given> walls;
    if (j.contains("walls")) {
        if (!j["walls"].is_array()) throw std::invalid_argument("'walls' must be a list");
        for (const auto& w : j["walls"]) {
            if (!w.is_object() || !w.contains("hand") || !w["hand"].is_number_integer() || !w.contains("order") ||
                !w["order"].is_array() || !w.contains("dice") || !w["dice"].is_array() || w["dice"].size() != 2)
                throw std::invalid_argument("each of 'walls' needs 'hand', 'order' and two 'dice'");
            Given g;
            for (const auto& id : w["order"]) {
                if (!id.is_number_integer() || id.get<long long>() < 0 || id.get<long long>() > 143)
                    throw std::invalid_argument("'walls': a tile id must be 0..143");
                g.order.push_back(TileId(id.get<int>()));
            }
            for (std::size_t d = 0; d < 2; ++d) {
                if (!w["dice"][d].is_number_integer() || w["dice"][d].get<long long>() < 1 || w["dice"][d].get<long long>() > 6)
                    throw std::invalid_argument("'walls': dice must be 1..6");
                g.dice[d] = w["dice"][d].get<int>();
            }
            // A wall is every tile of the set once: a repeated id would put
            // one tile in two places.
            std::vector<bool> seen(g.order.size(), false);
            for (TileId id : g.order) {
                if (id >= g.order.size() || seen[id]) throw std::invalid_argument("'walls': an order must list every tile once");
                seen[id] = true;
            }
            walls[w["hand"].get<int>()] = std::move(g);
        }
    }
    std::unique_ptr<Table> t;
    try {
        if (walls.count(1)) {
            FirstDealerDraw first;
            if (j.contains("first_dealer") && j["first_dealer"].is_number_integer())
                first.seat = j["first_dealer"].get<int>();
            t = std::make_unique<Table>(rs, opts, walls[1].order, walls[1].dice, first, names);
        } else {
            t = std::make_unique<Table>(rs, opts, j["seed"].get<std::uint64_t>(), names);
        }
        for (auto& [hand, w] : walls)
            if (hand > 1) t->setWallForHand(hand, w.order, w.dice);
    } catch (const std::invalid_argument& e) {
        throw std::invalid_argument(std::string("the save's options: ") + e.what());
    }
    if (!j.contains("actions") || !j["actions"].is_array()) throw std::invalid_argument("the save has no 'actions' list");
    std::size_t i = 0;
    for (const auto& aj : j["actions"]) {
        ++i;
        try {
            Action a = Table::actionFromJson(aj.dump());
            t->apply(a);
        } catch (const std::exception& e) {
            throw std::invalid_argument("action " + std::to_string(i) + " of the save cannot be replayed: " + e.what());
        }
    }
    return t;
}

}  // namespace qe
