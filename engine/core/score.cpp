#include "core/score.h"

#include <nlohmann/json.hpp>

namespace qe {

using nlohmann::json;

Counts HandDesc::allCounts() const {
    Counts c = toCounts(hand);
    for (const auto& m : melds) m.addTo(c);
    return c;
}

bool HandDesc::concealedHand() const {
    for (const auto& m : melds)
        if (m.isOpen()) return false;
    return true;
}

void HandDesc::setPlainTiles(const Counts& concealed, Kind win) {
    hand = fromCounts(concealed);
    winTile = Tile{win, false};
    hasWinTile = true;
}

// parseHandDesc and handDescToJson: rulesets/common/hand_json.cpp (the
// field names are the rulesets' words, common.md "Hand description").


std::string scoreResultToJson(const ScoreResult& r) {
    json j;
    j["ok"] = r.ok;
    if (!r.ok) j["error"] = r.error;
    j["ruleset"] = r.ruleset;
    if (r.ok) {
        j["valid"] = r.valid;
        j["total"] = r.total;
        for (const auto& [k, v] : r.fields) j[k] = v;
        json items = json::array();
        for (const auto& it : r.items) {
            json x;
            x["id"] = it.id;
            x["name_zh"] = it.nameZh;
            x["name_en"] = it.nameEn;
            x["value"] = it.value;
            x["count"] = it.count;
            if (!it.tiles.empty()) x["tiles"] = formatTiles(it.tiles);
            items.push_back(x);
        }
        j["items"] = items;
        json steps = json::array();
        for (const auto& s : r.steps) {
            json x;
            x["text"] = s.text;
            x["delta"] = s.delta;
            x["total"] = s.total;
            if (!s.tiles.empty()) x["tiles"] = formatTiles(s.tiles);
            if (!s.unit.empty()) x["unit"] = s.unit;
            steps.push_back(x);
        }
        j["steps"] = steps;
    }
    return j.dump();
}

}  // namespace qe
