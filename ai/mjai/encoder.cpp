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

// The original referee's names for the ways a hand ends without a win
// (docs/mjai.md "What the original referee expects").
std::string reasonOf(const std::string& abort) {
    for (const auto& [ours, theirs] : {std::pair{"九種九牌", "kyushukyuhai"}, std::pair{"四風連打", "sufonrenta"},
                                       std::pair{"四家立直", "suchareach"}, std::pair{"四槓散了", "sukaikan"}})
        if (abort.find(ours) != std::string::npos) return theirs;
    return "sanchaho";  // the table's own abort: a third win claimed on one discard
}

json deltasOf(const Settlement& st) {
    json v = json::array();
    for (long long d : st.delta) v.push_back(d);
    return v;
}

}  // namespace

json Encoder::startKyoku(const PublicState& pub, const TileSet& set, const std::array<std::vector<TileId>, 4>& tehais,
                         long long kyotakuPoints, const std::array<long long, 4>& scores) {
    scores_ = scores;
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
            // A call on a riichi declaration tile: the original referee
            // accepts the riichi (the deposit is paid) before the call.
            if (e.code >= 0 && e.code < 4 && reachDue_[std::size_t(e.code)]) {
                out.push_back(reachAccepted(e.code));
                reachDue_[std::size_t(e.code)] = false;
            }
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
        case EventType::Score: {
            // The riichi deposit is paid once the declaration's discard passed.
            const bool deposit = s >= 0 && e.value < 0 && e.text.find("riichi") != std::string::npos;
            if (deposit && reachDue_[std::size_t(s)]) {
                reachDue_[std::size_t(s)] = false;
                out.push_back(reachAccepted(s));
            }
            if (s >= 0) scores_[std::size_t(s)] += e.value;
            break;
        }
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
        case EventType::Exhausted: {
            // As the original referee: who is ready, and the ready hands shown.
            json r{{"type", "ryukyoku"}, {"reason", "fanpai"}};
            json tenpais = json::array(), tehais = json::array();
            for (int i = 0; i < 4; ++i) {
                const bool ready = pub.outcome.tenpai[std::size_t(i)];
                tenpais.push_back(ready);
                std::vector<Tile> ts;
                for (TileId id : pub.outcome.hands[std::size_t(i)]) ts.push_back(set.tile(id));
                std::sort(ts.begin(), ts.end());
                json h = json::array();
                for (Tile t : ts) h.push_back(ready || i == viewer_ || viewer_ < 0 ? tileName(t) : std::string("?"));
                tehais.push_back(h);
            }
            r["tehais"] = tehais;
            r["tenpais"] = tenpais;
            out.push_back(r);
            break;
        }
        case EventType::Abort: {
            json r{{"type", "ryukyoku"}, {"reason", reasonOf(e.text)}};
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

json Encoder::reachAccepted(int seat) const {
    json deltas = json::array(), scores = json::array();
    for (int i = 0; i < 4; ++i) {
        const long long d = i == seat ? -1000 : 0;  // riichi.md "Riichi": the 1000-point deposit
        deltas.push_back(d);
        scores.push_back(scores_[std::size_t(i)] + d);
    }
    return json{{"type", "reach_accepted"}, {"actor", seat}, {"deltas", deltas}, {"scores", scores}};
}

}  // namespace qe::mjai
