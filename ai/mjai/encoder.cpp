#include "mjai/encoder.h"

#include <algorithm>

#include "mjai/mjai_tile.h"

namespace qe::mjai {

using nlohmann::json;

namespace {

json scoresOf(const PublicState& pub) {
    json v = json::array();
    for (const auto& s : pub.seats) v.push_back(s.score);
    return v;
}

json deltasOf(const Settlement& st) {
    json v = json::array();
    for (long long d : st.delta) v.push_back(d);
    return v;
}

}  // namespace

json Encoder::startKyoku(const PublicState& pub, const TileSet& set, const std::array<std::vector<TileId>, 4>& tehais,
                         long long kyotakuPoints, const std::array<long long, 4>& scores) const {
    static const char* winds[4] = {"E", "S", "W", "N"};
    json th = json::array();
    for (int s = 0; s < 4; ++s) {
        json h = json::array();
        const auto& ids = tehais[std::size_t(s)];
        std::vector<Tile> ts;
        for (TileId id : ids) ts.push_back(set.tile(id));
        std::sort(ts.begin(), ts.end());
        if (ts.empty())
            for (int i = 0; i < 13; ++i) h.push_back("?");
        for (Tile t : ts) h.push_back(tileName(t));
        th.push_back(h);
    }
    const TileId dora = pub.wall.revealed.empty() ? kNoTile : pub.wall.revealed.front().second;
    return json{{"type", "start_kyoku"},
                {"bakaze", winds[pub.roundWind & 3]},
                {"kyoku", pub.handInRound},
                {"honba", pub.honba},
                {"kyotaku", kyotakuPoints / 1000},
                {"oya", pub.dealer},
                {"dora_marker", dora == kNoTile ? std::string("?") : tileName(set.tile(dora))},
                {"scores", json(scores)},
                {"tehais", th}};
}

void Encoder::encode(const Event& e, const PublicState& pub, const TileSet& set, TileId drawn, std::vector<json>& out) {
    const int s = e.seat;
    auto name = [&](TileId id) { return id == kNoTile ? std::string("?") : tileName(set.tile(id)); };
    auto names = [&](const std::vector<TileId>& ids, TileId skipOnce) {
        json v = json::array();
        bool skipped = false;
        for (TileId id : ids) {
            if (!skipped && id == skipOnce) {
                skipped = true;
                continue;
            }
            v.push_back(name(id));
        }
        return v;
    };
    switch (e.type) {
        case EventType::HandStart:
            discards_ = {};
            reachDue_ = {};
            break;
        case EventType::Draw:
        case EventType::Replacement: {
            TileId t = kNoTile;
            if (viewer_ < 0 || s == viewer_) t = e.tile != kNoTile ? e.tile : drawn;
            out.push_back(json{{"type", "tsumo"}, {"actor", s}, {"pai", name(t)}});
            break;
        }
        case EventType::Discard: {
            const int idx = discards_[std::size_t(s)]++;
            const auto& river = pub.seats[std::size_t(s)].river;
            const bool tg = idx < int(river.size()) && river[std::size_t(idx)].tsumogiri;
            if (e.code) {
                out.push_back(json{{"type", "reach"}, {"actor", s}});
                reachDue_[std::size_t(s)] = true;
            }
            out.push_back(json{{"type", "dahai"}, {"actor", s}, {"pai", name(e.tile)}, {"tsumogiri", tg}});
            break;
        }
        case EventType::Chi:
        case EventType::Pon:
        case EventType::Kan:
            out.push_back(json{{"type", e.type == EventType::Chi ? "chi" : e.type == EventType::Pon ? "pon" : "daiminkan"},
                               {"actor", s},
                               {"target", e.code},
                               {"pai", name(e.tile)},
                               {"consumed", names(e.tiles, e.tile)}});
            break;
        case EventType::Kakan: {
            json consumed = json::array();
            for (const auto& m : pub.seats[std::size_t(s)].melds)
                if (m.meld.kind == kindOfId(e.tile) && std::find(m.ids.begin(), m.ids.end(), e.tile) != m.ids.end())
                    consumed = names(m.ids, e.tile);
            out.push_back(json{{"type", "kakan"}, {"actor", s}, {"pai", name(e.tile)}, {"consumed", consumed}});
            break;
        }
        case EventType::Ankan:
            out.push_back(json{{"type", "ankan"}, {"actor", s}, {"consumed", names(e.tiles, kNoTile)}});
            break;
        case EventType::Indicator:
            if (e.code > 0) out.push_back(json{{"type", "dora"}, {"dora_marker", name(e.tile)}});
            break;
        case EventType::Score:
            // The riichi deposit is paid once the declaration's discard passed.
            if (s >= 0 && reachDue_[std::size_t(s)] && e.value < 0 && e.text.find("riichi") != std::string::npos) {
                reachDue_[std::size_t(s)] = false;
                out.push_back(json{{"type", "reach_accepted"}, {"actor", s}});
            }
            break;
        case EventType::Win: {
            json h{{"type", "hora"}, {"actor", s}, {"target", e.code}, {"pai", name(e.tile)}};
            for (const auto& w : pub.outcome.wins)
                if (w.seat == s) {
                    json ura = json::array();
                    for (Tile t : w.desc.underIndicators) ura.push_back(tileName(t));
                    h["ura_markers"] = ura;
                }
            out.push_back(h);
            break;
        }
        case EventType::Exhausted: out.push_back(json{{"type", "ryukyoku"}, {"reason", "fanpai"}}); break;
        case EventType::Abort: {
            json r{{"type", "ryukyoku"}, {"reason", e.text}};
            if (s >= 0) r["actor"] = s;
            out.push_back(r);
            break;
        }
        case EventType::HandEnd: {
            // The hand's result on its last hora / ryukyoku, as mjai servers do.
            for (auto it = out.rbegin(); it != out.rend(); ++it)
                if ((*it)["type"] == "hora" || (*it)["type"] == "ryukyoku") {
                    (*it)["deltas"] = deltasOf(pub.outcome.settlement);
                    (*it)["scores"] = scoresOf(pub);
                    break;
                }
            out.push_back(json{{"type", "end_kyoku"}});
            break;
        }
        case EventType::GameEnd: out.push_back(json{{"type", "end_game"}, {"scores", scoresOf(pub)}}); break;
        default: break;
    }
}

}  // namespace qe::mjai
