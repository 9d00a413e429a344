// Hand descriptions (common.md "Hand description") and score results with
// their breakdown steps — what `quetai-cli score` reads and writes and what
// the table shows at the end of a hand.
#pragma once

#include <array>
#include <string>
#include <utility>
#include <vector>

#include "core/hand.h"
#include "core/options.h"

namespace qe {

struct HandDesc {
    std::string ruleset;
    std::vector<Tile> hand;  // concealed tiles including the winning tile
    Tile winTile{};
    bool hasWinTile = false;
    std::vector<Meld> melds;
    std::vector<Tile> flowers;
    bool tsumo = false;
    int seatWind = 0;   // 0..3 = E S W N (JSON uses 1..4); the dealer is 0
    int roundWind = 0;  // 0..3
    std::vector<std::string> situation;
    // Indicator tiles turned face up, the tiles under them (counted only
    // where the ruleset says), and the tiles the player sees outside its
    // hand (JSON names: common.md "Hand description").
    std::vector<Tile> indicators, underIndicators, visible;
    // Counters paid on top of the hand's value: repeat sticks and the points
    // lying on the table for the winner.
    int honba = 0, pot = 0;
    Options options;

    bool has(const std::string& s) const {
        for (const auto& x : situation)
            if (x == s) return true;
        return false;
    }
    Counts concealedCounts() const { return toCounts(hand); }
    // All tiles of the hand: concealed plus melds (kongs as 4).
    Counts allCounts() const;
    bool concealedHand() const;  // no melds other than ankan
    // The plain tiles of `concealed` (winning tile included) as the hand,
    // won on `win`: a valuer's hand given to the full scorer.
    void setPlainTiles(const Counts& concealed, Kind win);
};

// Parses one JSON object per common.md. Throws std::invalid_argument (or
// ParseError) with a message naming the field and the problem. Both are
// defined in rulesets/common/hand_json.cpp.
HandDesc parseHandDesc(const std::string& json);
std::string handDescToJson(const HandDesc& d);

struct ScoreItem {
    std::string id;      // stable identifier, e.g. "fanke", "qingyise"
    std::string nameZh;  // the ruleset's own name (Chinese / Japanese)
    std::string nameEn;
    long long value = 0;  // per count, in the ruleset's unit (han, fan, 副 ...)
    int count = 1;
    std::vector<Tile> tiles;  // the tiles that made this item
};

struct ScoreStep {
    std::string text;  // in the ruleset's own terms, e.g. "番刻 Triplet bonus: 2 fan"
    long long delta = 0;
    long long total = 0;
    std::vector<Tile> tiles;  // tiles to highlight
    // The quantity `total` counts ("han", "fu", "points", "fan" ...), set by
    // the ruleset where its steps count more than one thing (riichi counts
    // han, then fu, then points); empty: the ruleset's own unit.
    std::string unit;
};

struct ScoreResult {
    bool ok = false;
    std::string error;
    std::string ruleset;
    bool valid = false;   // meets the ruleset's winning minimum
    long long total = 0;  // the ruleset's headline number
    // The ruleset's own fields in order (e.g. han, fu, points ...).
    std::vector<std::pair<std::string, long long>> fields;
    std::vector<ScoreItem> items;
    std::vector<ScoreStep> steps;
    // The reading that scored (for display): each group's tiles, pair last.
    std::vector<std::vector<Tile>> groups;

    long long field(const std::string& name, long long fallback = 0) const {
        for (const auto& [k, v] : fields)
            if (k == name) return v;
        return fallback;
    }
    static ScoreResult failure(std::string ruleset, std::string error) {
        ScoreResult r;
        r.ruleset = std::move(ruleset);
        r.error = std::move(error);
        return r;
    }
};

std::string scoreResultToJson(const ScoreResult& r);

}  // namespace qe
