// The hand description's JSON (common.md "Hand description"), declared in
// core/score.h. Kept beside the rulesets because its field names are theirs
// (indicator tiles, counters); the reader and writer are one format for all.
#include <limits>
#include <nlohmann/json.hpp>

#include "core/score.h"

namespace qe {

using json = nlohmann::json;

namespace {

std::vector<Tile> tilesField(const json& j, const char* name) {
    if (!j.contains(name) || j[name].is_null()) return {};
    if (!j[name].is_string()) throw std::invalid_argument(std::string("'") + name + "' must be a string of tiles");
    try {
        return parseTiles(j[name].get<std::string>());
    } catch (const ParseError& e) {
        throw std::invalid_argument(std::string("'") + name + "': " + e.what());
    }
}

int windField(const json& j, const char* name) {
    if (!j.contains(name)) return 0;
    if (!j[name].is_number_integer()) throw std::invalid_argument(std::string("'") + name + "' must be 1..4");
    // Read wide: get<int> would wrap 2^32+1 to a valid 1.
    const long long v = j[name].get<long long>();
    if (v < 1 || v > 4) throw std::invalid_argument(std::string("'") + name + "' must be 1..4 (E S W N), got " + std::to_string(v));
    return int(v) - 1;
}

Meld meldFrom(const json& m, std::size_t i) {
    const std::string where = "melds[" + std::to_string(i) + "]";
    if (!m.is_object()) throw std::invalid_argument(where + " must be an object");
    Meld out;
    // json::value throws a type_error (no field named) for a non-string.
    if (m.contains("type") && !m["type"].is_string()) throw std::invalid_argument(where + ".type must be a string");
    const std::string type = m.value("type", "");
    if (!parseMeldType(type, out.type))
        throw std::invalid_argument(where + ".type '" + type + "' is not one of chi, pon, kan, kakan, ankan");
    if (!m.contains("tiles") || !m["tiles"].is_string()) throw std::invalid_argument(where + ".tiles must be a string");
    std::vector<Tile> t;
    try {
        t = parseTiles(m["tiles"].get<std::string>());
    } catch (const ParseError& e) {
        throw std::invalid_argument(where + ".tiles: " + e.what());
    }
    sortTiles(t);
    const std::size_t need = out.type == MeldType::Chi || out.type == MeldType::Pon ? 3 : 4;
    if (t.size() != need)
        throw std::invalid_argument(where + ": a " + type + " has " + std::to_string(need) + " tiles, got " +
                                    std::to_string(t.size()));
    for (const Tile& x : t)
        if (x.kind >= kNumKinds) throw std::invalid_argument(where + ": flowers cannot be in a meld");
    if (out.type == MeldType::Chi) {
        if (!isNumber(t[0].kind) || suitOf(t[0].kind) != suitOf(t[2].kind) || t[1].kind != t[0].kind + 1 ||
            t[2].kind != t[0].kind + 2 || numberOf(t[0].kind) > 7)
            throw std::invalid_argument(where + ": " + formatTiles(t) + " is not a run of three in one suit");
    } else {
        for (const Tile& x : t)
            if (x.kind != t[0].kind) throw std::invalid_argument(where + ": " + formatTiles(t) + " is not " + std::to_string(need) + " of a kind");
    }
    out.kind = t[0].kind;
    for (const Tile& x : t)
        if (x.red) ++out.red;
    if (m.contains("from")) {
        if (!m["from"].is_number_integer() || m["from"].get<long long>() < 0 || m["from"].get<long long>() > 3)
            throw std::invalid_argument(where + ".from must be 1 (上家), 2 (对家) or 3 (下家)");
        out.from = std::uint8_t(m["from"].get<int>());
    }
    if (m.contains("claimed")) {
        try {
            out.claimed = parseTile(m["claimed"].get<std::string>());
            out.hasClaimed = true;
        } catch (const std::exception& e) {
            throw std::invalid_argument(where + ".claimed: " + e.what());
        }
    }
    return out;
}

}  // namespace

HandDesc parseHandDesc(const std::string& text) {
    json j;
    try {
        j = json::parse(text);
    } catch (const json::exception& e) {
        throw std::invalid_argument(std::string("not valid JSON: ") + e.what());
    }
    if (!j.is_object()) throw std::invalid_argument("a hand description must be a JSON object");
    HandDesc d;
    if (j.contains("ruleset") && !j["ruleset"].is_null()) {
        if (!j["ruleset"].is_string()) throw std::invalid_argument("'ruleset' must be a string (a ruleset id)");
        d.ruleset = j["ruleset"].get<std::string>();
    }
    if (!j.contains("hand")) throw std::invalid_argument("missing 'hand'");
    d.hand = tilesField(j, "hand");
    for (const Tile& t : d.hand)
        if (t.kind >= kNumKinds) throw std::invalid_argument("'hand': flowers go in 'flowers', not in the hand");
    if (j.contains("win_tile") && !j["win_tile"].is_null()) {
        auto w = tilesField(j, "win_tile");
        if (w.size() != 1) throw std::invalid_argument("'win_tile' must be exactly one tile");
        d.winTile = w[0];
        d.hasWinTile = true;
        bool inHand = false;
        for (const Tile& t : d.hand)
            if (t.kind == d.winTile.kind) inHand = true;
        if (!inHand) throw std::invalid_argument("'win_tile' " + formatTile(d.winTile) + " is not in 'hand' (the hand includes the winning tile)");
    }
    if (j.contains("melds")) {
        if (!j["melds"].is_array()) throw std::invalid_argument("'melds' must be an array");
        for (std::size_t i = 0; i < j["melds"].size(); ++i) d.melds.push_back(meldFrom(j["melds"][i], i));
    }
    d.flowers = tilesField(j, "flowers");
    for (const Tile& t : d.flowers)
        if (!isFlower(t.kind)) throw std::invalid_argument("'flowers' may hold only 1f..8f, got " + formatTile(t));
    if (j.contains("tsumo")) {
        if (!j["tsumo"].is_boolean()) throw std::invalid_argument("'tsumo' must be true or false");
        d.tsumo = j["tsumo"].get<bool>();
    }
    d.seatWind = windField(j, "seat_wind");
    d.roundWind = windField(j, "round_wind");
    if (j.contains("situation")) {
        if (!j["situation"].is_array()) throw std::invalid_argument("'situation' must be an array of words");
        for (const auto& s : j["situation"]) {
            if (!s.is_string()) throw std::invalid_argument("'situation' entries must be strings");
            d.situation.push_back(s.get<std::string>());
        }
    }
    d.indicators = tilesField(j, "dora");
    d.underIndicators = tilesField(j, "ura");
    d.visible = tilesField(j, "visible");
    auto intField = [&](const char* name, int& out) {
        if (!j.contains(name)) return;
        // Read wide so that 2^32+1 is refused rather than wrapped to 1.
        if (!j[name].is_number_integer() || j[name].get<long long>() < 0 ||
            j[name].get<long long>() > std::numeric_limits<int>::max())
            throw std::invalid_argument(std::string("'") + name + "' must be a whole number ≥ 0");
        out = j[name].get<int>();
    };
    intField("honba", d.honba);
    intField("deposits", d.pot);
    if (j.contains("options")) {
        if (!j["options"].is_object()) throw std::invalid_argument("'options' must be an object");
        for (auto it = j["options"].begin(); it != j["options"].end(); ++it) {
            if (it.value().is_boolean())
                d.options.set(it.key(), it.value().get<bool>() ? 1 : 0);
            else if (it.value().is_number_integer())
                d.options.set(it.key(), it.value().get<long long>());
            else
                throw std::invalid_argument("option '" + it.key() + "' must be a number or true/false");
        }
    }
    // Tile count: 14 plus one per kong, counting melds.
    const int meldTiles = 3 * int(d.melds.size());
    const int total = int(d.hand.size()) + meldTiles;
    if (total != 14)
        throw std::invalid_argument("the hand has " + std::to_string(d.hand.size()) + " concealed tiles and " +
                                    std::to_string(d.melds.size()) + " melds: a winning hand needs 14 (kongs count as 3)");
    Counts c = d.allCounts();
    for (int k = 0; k < kNumKinds; ++k)
        if (c[std::size_t(k)] > 4)
            throw std::invalid_argument("more than four " + formatKind(Kind(k)) + " in the hand and melds");
    return d;
}

std::string handDescToJson(const HandDesc& d) {
    json j;
    j["ruleset"] = d.ruleset;
    j["hand"] = formatTiles(d.hand);
    if (d.hasWinTile) j["win_tile"] = formatTile(d.winTile);
    json ms = json::array();
    for (const auto& m : d.melds) {
        json mj;
        mj["type"] = meldTypeName(m.type);
        mj["tiles"] = formatTiles(m.tiles());
        if (m.from) mj["from"] = m.from;
        ms.push_back(mj);
    }
    j["melds"] = ms;
    if (!d.flowers.empty()) j["flowers"] = formatTiles(d.flowers);
    j["tsumo"] = d.tsumo;
    j["seat_wind"] = d.seatWind + 1;
    j["round_wind"] = d.roundWind + 1;
    j["situation"] = d.situation;
    if (!d.indicators.empty()) j["dora"] = formatTiles(d.indicators);
    if (!d.underIndicators.empty()) j["ura"] = formatTiles(d.underIndicators);
    if (!d.visible.empty()) j["visible"] = formatTiles(d.visible);
    if (d.honba) j["honba"] = d.honba;
    if (d.pot) j["deposits"] = d.pot;
    json o = json::object();
    for (const auto& [k, v] : d.options.values()) o[k] = v;
    j["options"] = o;
    return j.dump();
}

}  // namespace qe
