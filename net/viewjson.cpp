#include "viewjson.h"

#include <mutex>
#include <stdexcept>

#include "core/registry.h"
#include "core/ruleset.h"
#include "core/table.h"

namespace quetai::net {

using nlohmann::json;
using namespace qe;

namespace {

// A tile (kind and red flag) as one number: kind * 2 + red.
int tileCode(Tile t) { return int(t.kind) * 2 + (t.red ? 1 : 0); }

json tilesJ(const std::vector<Tile>& ts) {
    json a = json::array();
    for (Tile t : ts) a.push_back(tileCode(t));
    return a;
}
json idsJ(const std::vector<TileId>& ids) {
    json a = json::array();
    for (TileId id : ids) a.push_back(int(id));
    return a;
}

[[noreturn]] void bad(const std::string& what) { throw std::invalid_argument("view: " + what); }

const json& field(const json& j, const char* name) {
    if (!j.is_object()) bad(std::string("expected an object holding '") + name + "'");
    auto it = j.find(name);
    if (it == j.end()) bad(std::string("field '") + name + "' missing");
    return *it;
}
long long num(const json& v, const char* name, long long lo, long long hi) {
    if (!v.is_number_integer()) bad(std::string("field '") + name + "' must be a whole number");
    const long long x = v.get<long long>();
    if (x < lo || x > hi) bad(std::string("field '") + name + "' out of range");
    return x;
}
long long numF(const json& j, const char* name, long long lo, long long hi) { return num(field(j, name), name, lo, hi); }
long long numOr(const json& j, const char* name, long long lo, long long hi, long long fallback) {
    auto it = j.find(name);
    return it == j.end() ? fallback : num(*it, name, lo, hi);
}
bool boolOr(const json& j, const char* name, bool fallback) {
    auto it = j.find(name);
    if (it == j.end()) return fallback;
    if (!it->is_boolean()) bad(std::string("field '") + name + "' must be true or false");
    return it->get<bool>();
}
std::string strOr(const json& j, const char* name, const std::string& fallback = {}) {
    auto it = j.find(name);
    if (it == j.end()) return fallback;
    if (!it->is_string()) bad(std::string("field '") + name + "' must be a string");
    return it->get<std::string>();
}
const json& arr(const json& j, const char* name, std::size_t maxSize = 4096) {
    const json& v = field(j, name);
    if (!v.is_array()) bad(std::string("field '") + name + "' must be a list");
    if (v.size() > maxSize) bad(std::string("field '") + name + "' too long");
    return v;
}
const json* arrOpt(const json& j, const char* name, std::size_t maxSize = 4096) {
    auto it = j.find(name);
    if (it == j.end()) return nullptr;
    if (!it->is_array()) bad(std::string("field '") + name + "' must be a list");
    if (it->size() > maxSize) bad(std::string("field '") + name + "' too long");
    return &*it;
}
Tile tileOf(const json& v) {
    const long long c = num(v, "tile", 0, kNumKindsAll * 2 - 1);
    return Tile{Kind(c / 2), (c & 1) != 0};
}
std::vector<Tile> tilesOf(const json& j, const char* name) {
    std::vector<Tile> out;
    if (const json* a = arrOpt(j, name, 256))
        for (const json& v : *a) out.push_back(tileOf(v));
    return out;
}
TileId idOf(const json& v) { return TileId(num(v, "tile id", 0, kNoTile)); }
std::vector<TileId> idsOf(const json& j, const char* name) {
    std::vector<TileId> out;
    if (const json* a = arrOpt(j, name, 256))
        for (const json& v : *a) out.push_back(TileId(num(v, name, 0, kMaxTiles - 1)));
    return out;
}
template <class M>
json mapJ(const M& m) {
    json o = json::object();
    for (const auto& [k, v] : m) o[k] = v;
    return o;
}
template <class T>
std::map<std::string, T> mapOf(const json& j, const char* name) {
    std::map<std::string, T> out;
    auto it = j.find(name);
    if (it == j.end()) return out;
    if (!it->is_object()) bad(std::string("field '") + name + "' must be an object");
    for (auto e = it->begin(); e != it->end(); ++e) out[e.key()] = T(num(e.value(), name, -(1LL << 53), 1LL << 53));
    return out;
}

json meldJ(const Meld& m) {
    json j = {{"type", meldTypeName(m.type)}, {"kind", int(m.kind)}, {"red", int(m.red)}, {"from", int(m.from)}};
    if (m.hasClaimed) j["claimed"] = tileCode(m.claimed);
    return j;
}
Meld meldOf(const json& j) {
    Meld m;
    if (!parseMeldType(strOr(j, "type"), m.type)) bad("unknown meld type");
    m.kind = Kind(numF(j, "kind", 0, kNumKinds - 1));
    m.red = std::uint8_t(numOr(j, "red", 0, 4, 0));
    m.from = std::uint8_t(numOr(j, "from", 0, 3, 0));
    if (j.contains("claimed")) {
        m.claimed = tileOf(j["claimed"]);
        m.hasClaimed = true;
    }
    return m;
}

json stepJ(const ScoreStep& s) {
    json j = {{"text", s.text}, {"delta", s.delta}, {"total", s.total}};
    if (!s.tiles.empty()) j["tiles"] = tilesJ(s.tiles);
    if (!s.unit.empty()) j["unit"] = s.unit;
    return j;
}
ScoreStep stepOf(const json& j) {
    ScoreStep s;
    s.text = strOr(j, "text");
    s.delta = numOr(j, "delta", -(1LL << 53), 1LL << 53, 0);
    s.total = numOr(j, "total", -(1LL << 53), 1LL << 53, 0);
    s.tiles = tilesOf(j, "tiles");
    s.unit = strOr(j, "unit");
    return s;
}

json eventJ(const Event& e) {
    json j = {{"type", eventTypeName(e.type)}};
    if (e.seat != -1) j["seat"] = int(e.seat);
    if (e.tile != kNoTile) j["tile"] = int(e.tile);
    if (!e.tiles.empty()) j["tiles"] = idsJ(e.tiles);
    if (e.code) j["code"] = e.code;
    if (e.value) j["value"] = e.value;
    if (!e.text.empty()) j["text"] = e.text;
    if (e.audience != kPublicEvent) j["audience"] = int(e.audience);
    return j;
}
Event eventOf(const json& j) {
    Event e;
    const std::string t = strOr(j, "type");
    bool found = false;
    for (int i = 0; i <= int(EventType::Seating); ++i)
        if (t == eventTypeName(EventType(i))) {
            e.type = EventType(i);
            found = true;
        }
    if (!found) bad("unknown event type '" + t + "'");
    e.seat = std::int8_t(numOr(j, "seat", -1, 3, -1));
    e.tile = TileId(numOr(j, "tile", 0, kNoTile, kNoTile));
    e.tiles = idsOf(j, "tiles");
    e.code = int(numOr(j, "code", -(1LL << 31), (1LL << 31) - 1, 0));
    e.value = numOr(j, "value", -(1LL << 53), 1LL << 53, 0);
    e.text = strOr(j, "text");
    e.audience = std::int8_t(numOr(j, "audience", -2, 3, kPublicEvent));
    return e;
}

json outcomeJ(const HandOutcome& o) {
    json j = {{"kind", int(o.kind)}};
    json wins = json::array();
    for (const WinRecord& w : o.wins)
        wins.push_back({{"seat", w.seat},
                        {"from", w.from},
                        {"tile", int(w.tile)},
                        {"tsumo", w.tsumo},
                        {"desc", json::parse(handDescToJson(w.desc))},
                        {"score", scoreToJson(w.score)}});
    j["wins"] = wins;
    if (!o.abortReason.empty()) j["abort_reason"] = o.abortReason;
    json hands = json::array();
    for (const auto& h : o.hands) hands.push_back(idsJ(h));
    j["hands"] = hands;
    j["tenpai"] = o.tenpai;
    const Settlement& s = o.settlement;
    json st = {{"delta", s.delta}, {"restates", s.stepsRestatePayments}};
    json pays = json::array();
    for (const Payment& p : s.payments)
        pays.push_back({{"from", p.from}, {"to", p.to}, {"amount", p.amount}, {"reason", p.reason}});
    st["payments"] = pays;
    json steps = json::array();
    for (const ScoreStep& x : s.steps) steps.push_back(stepJ(x));
    st["steps"] = steps;
    json values = json::array();
    bool anyValue = false;
    for (const ScoreResult& r : s.handValues) {
        anyValue = anyValue || r.ok || !r.ruleset.empty();
        values.push_back(scoreToJson(r));
    }
    if (anyValue) st["hand_values"] = values;
    j["settlement"] = st;
    j["game_over"] = o.gameOver;
    return j;
}
HandOutcome outcomeOf(const json& j) {
    HandOutcome o;
    o.kind = HandOutcome::Kind(numF(j, "kind", 0, 3));
    for (const json& w : arr(j, "wins", 4)) {
        WinRecord r;
        r.seat = int(numF(w, "seat", -1, 3));
        r.from = int(numF(w, "from", -1, 3));
        r.tile = idOf(field(w, "tile"));
        r.tsumo = boolOr(w, "tsumo", false);
        try {
            r.desc = parseHandDesc(field(w, "desc").dump());
        } catch (const std::exception& e) {
            bad(std::string("win 'desc': ") + e.what());
        }
        r.score = scoreFromJson(field(w, "score"));
        o.wins.push_back(std::move(r));
    }
    o.abortReason = strOr(j, "abort_reason");
    const json& hands = arr(j, "hands", 4);
    for (std::size_t s = 0; s < hands.size(); ++s) {
        if (!hands[s].is_array() || hands[s].size() > 20) bad("outcome 'hands' malformed");
        for (const json& v : hands[s]) o.hands[s].push_back(TileId(num(v, "hands", 0, kMaxTiles - 1)));
    }
    if (const json* t = arrOpt(j, "tenpai", 4))
        for (std::size_t s = 0; s < t->size(); ++s) {
            if (!(*t)[s].is_boolean()) bad("outcome 'tenpai' must hold true/false");
            o.tenpai[s] = (*t)[s].get<bool>();
        }
    const json& st = field(j, "settlement");
    const json& d = arr(st, "delta", 4);
    for (std::size_t s = 0; s < d.size(); ++s) o.settlement.delta[s] = num(d[s], "delta", -(1LL << 53), 1LL << 53);
    o.settlement.stepsRestatePayments = boolOr(st, "restates", false);
    for (const json& p : arr(st, "payments", 64))
        o.settlement.payments.push_back(Payment{int(numF(p, "from", -1, 3)), int(numF(p, "to", -1, 3)),
                                                numF(p, "amount", -(1LL << 53), 1LL << 53), strOr(p, "reason")});
    for (const json& x : arr(st, "steps", 512)) o.settlement.steps.push_back(stepOf(x));
    if (const json* hv = arrOpt(st, "hand_values", 4))
        for (std::size_t s = 0; s < hv->size(); ++s) o.settlement.handValues[s] = scoreFromJson((*hv)[s]);
    o.gameOver = boolOr(j, "game_over", false);
    return o;
}

}  // namespace

json actionToJson(const Action& a) {
    json j = {{"type", actionTypeName(a.type)}, {"seat", int(a.seat)}};
    if (a.tile != kNoTile) j["tile"] = int(a.tile);
    json w = json::array();
    for (TileId id : a.with)
        if (id != kNoTile) w.push_back(int(id));
    if (!w.empty()) j["with"] = w;
    if (a.declare) j["declare"] = int(a.declare);
    if (a.code) j["code"] = int(a.code);
    return j;
}

Action actionFromJson(const json& j) {
    // The engine's own reader (the game file's), so an action means the same
    // in a save and on the wire.
    try {
        return Table::actionFromJson(j.dump());
    } catch (const std::invalid_argument& e) {
        throw std::invalid_argument(std::string("action: ") + e.what());
    }
}

json scoreToJson(const ScoreResult& r) {
    json j = {{"ok", r.ok}, {"valid", r.valid}, {"total", r.total}, {"ruleset", r.ruleset}};
    if (!r.error.empty()) j["error"] = r.error;
    json f = json::array();
    for (const auto& [k, v] : r.fields) f.push_back({k, v});
    j["fields"] = f;
    json items = json::array();
    for (const ScoreItem& i : r.items)
        items.push_back({{"id", i.id}, {"zh", i.nameZh}, {"en", i.nameEn}, {"value", i.value}, {"count", i.count},
                         {"tiles", tilesJ(i.tiles)}});
    j["items"] = items;
    json steps = json::array();
    for (const ScoreStep& s : r.steps) steps.push_back(stepJ(s));
    j["steps"] = steps;
    json groups = json::array();
    for (const auto& g : r.groups) groups.push_back(tilesJ(g));
    j["groups"] = groups;
    return j;
}

ScoreResult scoreFromJson(const json& j) {
    ScoreResult r;
    if (!j.is_object()) bad("a score must be an object");
    r.ok = boolOr(j, "ok", false);
    r.valid = boolOr(j, "valid", false);
    r.total = numOr(j, "total", -(1LL << 53), 1LL << 53, 0);
    r.ruleset = strOr(j, "ruleset");
    r.error = strOr(j, "error");
    if (const json* f = arrOpt(j, "fields", 64))
        for (const json& e : *f) {
            if (!e.is_array() || e.size() != 2 || !e[0].is_string()) bad("score 'fields' malformed");
            r.fields.emplace_back(e[0].get<std::string>(), num(e[1], "fields", -(1LL << 53), 1LL << 53));
        }
    if (const json* items = arrOpt(j, "items", 128))
        for (const json& i : *items)
            r.items.push_back(ScoreItem{strOr(i, "id"), strOr(i, "zh"), strOr(i, "en"),
                                        numOr(i, "value", -(1LL << 53), 1LL << 53, 0),
                                        int(numOr(i, "count", 0, 1000, 1)), tilesOf(i, "tiles")});
    if (const json* steps = arrOpt(j, "steps", 512))
        for (const json& s : *steps) r.steps.push_back(stepOf(s));
    if (const json* groups = arrOpt(j, "groups", 32))
        for (const json& g : *groups) {
            if (!g.is_array() || g.size() > 18) bad("score 'groups' malformed");
            std::vector<Tile> ts;
            for (const json& t : g) ts.push_back(tileOf(t));
            r.groups.push_back(std::move(ts));
        }
    return r;
}

std::shared_ptr<const Ruleset> sharedRuleset(const std::string& id) {
    // A SeatView points at its ruleset without owning it: the rulesets a
    // client reads views of are kept for the life of the program.
    static std::mutex m;
    static std::map<std::string, std::shared_ptr<const Ruleset>> kept;
    std::lock_guard<std::mutex> lock(m);
    auto it = kept.find(id);
    if (it != kept.end()) return it->second;
    auto rs = makeRuleset(id);
    if (rs) kept[id] = rs;
    return rs;
}

json publicToJson(const PublicState& p, std::size_t logFrom) {
    json j;
    j["ruleset"] = p.ruleset;
    j["phase"] = int(p.phase);
    j["turn"] = p.turn;
    j["dealer"] = p.dealer;
    j["round_wind"] = p.roundWind;
    j["hand_number"] = p.handNumber;
    j["hand_in_round"] = p.handInRound;
    j["honba"] = p.honba;
    j["counters"] = mapJ(p.counters);
    json seats = json::array();
    for (const PublicSeat& s : p.seats) {
        json melds = json::array();
        for (const MeldRec& m : s.melds) {
            json mj = {{"meld", meldJ(m.meld)}, {"ids", idsJ(m.ids)}, {"from_seat", int(m.fromSeat)},
                       {"at", m.atDiscard}};
            if (m.claimedId != kNoTile) mj["claimed_id"] = int(m.claimedId);
            if (m.robbed) mj["robbed"] = true;
            if (m.addedAtDiscard != -1) mj["added_at"] = m.addedAtDiscard;
            melds.push_back(mj);
        }
        json river = json::array();
        for (const DiscardRec& d : s.river) {
            // id, then a bit set: 1 tsumogiri, 2 claimed; then the declaration
            river.push_back({int(d.id), (d.tsumogiri ? 1 : 0) | (d.claimed ? 2 : 0), int(d.declare)});
        }
        seats.push_back({{"name", s.name},
                         {"score", s.score},
                         {"melds", melds},
                         {"river", river},
                         {"flowers", idsJ(s.flowers)},
                         {"concealed", s.concealedCount},
                         {"holds_drawn", s.holdsDrawn},
                         {"flags", mapJ(s.flags)}});
    }
    j["seats"] = seats;
    const WallPublic& w = p.wall;
    std::string taken;
    taken.reserve(w.taken.size());
    for (bool b : w.taken) taken.push_back(b ? '1' : '0');
    json revealed = json::array();
    for (const auto& [at, id] : w.revealed) revealed.push_back({at, int(id)});
    j["wall"] = {{"size", w.size},         {"dice", w.dice},         {"break_side", w.breakSide},
                 {"break_stack", w.breakStack}, {"live", w.liveRemaining}, {"dead", w.deadWall},
                 {"taken", taken},         {"revealed", revealed}};
    j["last_discard"] = int(p.lastDiscard);
    j["last_discarder"] = p.lastDiscarder;
    j["claim_tile"] = int(p.claimTile);
    j["claim_kakan"] = p.claimIsKakan;
    j["claim_ankan"] = p.claimIsAnkan;
    json log = json::array();
    for (std::size_t i = logFrom; i < p.log.size(); ++i) log.push_back(eventJ(p.log[i]));
    j["log"] = log;
    j["history"] = p.history;
    if (p.outcome.kind != HandOutcome::Kind::None || p.phase == Phase::HandOver || p.phase == Phase::GameOver)
        j["outcome"] = outcomeJ(p.outcome);
    j["first_dealer"] = p.firstDealer;
    j["first_dealer_dice"] = p.firstDealerDice;
    j["player_at"] = p.playerAt;
    j["place_of"] = p.placeOf;
    return j;
}

namespace {

PublicState publicOf(const json& j, std::size_t logFrom, const PublicState* prev) {
    PublicState p;
    p.ruleset = strOr(j, "ruleset");
    p.phase = Phase(numF(j, "phase", 0, int(Phase::GameOver)));
    p.turn = int(numF(j, "turn", 0, 3));
    p.dealer = int(numF(j, "dealer", 0, 3));
    p.roundWind = int(numF(j, "round_wind", 0, 3));
    p.handNumber = int(numF(j, "hand_number", 0, 1 << 20));
    p.handInRound = int(numOr(j, "hand_in_round", 0, 1 << 20, 0));
    p.honba = int(numOr(j, "honba", 0, 1 << 20, 0));
    p.counters = mapOf<long long>(j, "counters");
    const json& seats = arr(j, "seats", 4);
    if (seats.size() != 4) bad("'seats' must list 4 seats");
    for (std::size_t s = 0; s < 4; ++s) {
        const json& sj = seats[s];
        PublicSeat& ps = p.seats[s];
        ps.name = strOr(sj, "name");
        ps.score = numF(sj, "score", -(1LL << 53), 1LL << 53);
        for (const json& mj : arr(sj, "melds", 8)) {
            MeldRec m;
            m.meld = meldOf(field(mj, "meld"));
            m.ids = idsOf(mj, "ids");
            if (m.ids.size() > 4) bad("a meld holds at most 4 tiles");
            m.fromSeat = std::int8_t(numOr(mj, "from_seat", -1, 3, -1));
            m.claimedId = TileId(numOr(mj, "claimed_id", 0, kMaxTiles - 1, kNoTile));
            m.robbed = boolOr(mj, "robbed", false);
            m.atDiscard = int(numOr(mj, "at", -1, 1 << 20, -1));
            m.addedAtDiscard = int(numOr(mj, "added_at", -1, 1 << 20, -1));
            ps.melds.push_back(std::move(m));
        }
        for (const json& d : arr(sj, "river", 200)) {
            if (!d.is_array() || d.size() != 3) bad("a river entry must be [id, bits, declare]");
            DiscardRec r;
            r.id = TileId(num(d[0], "river", 0, kMaxTiles - 1));
            const long long bits = num(d[1], "river", 0, 3);
            r.tsumogiri = (bits & 1) != 0;
            r.claimed = (bits & 2) != 0;
            r.declare = std::uint8_t(num(d[2], "river", 0, 255));
            ps.river.push_back(r);
        }
        ps.flowers = idsOf(sj, "flowers");
        ps.concealedCount = int(numF(sj, "concealed", 0, 18));
        ps.holdsDrawn = boolOr(sj, "holds_drawn", false);
        ps.flags = mapOf<int>(sj, "flags");
    }
    const json& w = field(j, "wall");
    p.wall.size = int(numF(w, "size", 0, kMaxTiles));
    const json& dice = arr(w, "dice", 2);
    if (dice.size() == 2) p.wall.dice = {int(num(dice[0], "dice", 0, 6)), int(num(dice[1], "dice", 0, 6))};
    p.wall.breakSide = int(numOr(w, "break_side", 0, 3, 0));
    p.wall.breakStack = int(numOr(w, "break_stack", 0, 100, 0));
    p.wall.liveRemaining = int(numF(w, "live", 0, kMaxTiles));
    p.wall.deadWall = int(numOr(w, "dead", 0, kMaxTiles, 0));
    const std::string taken = strOr(w, "taken");
    if (taken.size() > std::size_t(kMaxTiles)) bad("wall 'taken' too long");
    p.wall.taken.reserve(taken.size());
    for (char c : taken) {
        if (c != '0' && c != '1') bad("wall 'taken' must be 0s and 1s");
        p.wall.taken.push_back(c == '1');
    }
    for (const json& r : arr(w, "revealed", 16)) {
        if (!r.is_array() || r.size() != 2) bad("wall 'revealed' malformed");
        p.wall.revealed.emplace_back(int(num(r[0], "revealed", 0, kMaxTiles)), TileId(num(r[1], "revealed", 0, kMaxTiles - 1)));
    }
    p.lastDiscard = TileId(numOr(j, "last_discard", 0, kNoTile, kNoTile));
    p.lastDiscarder = int(numOr(j, "last_discarder", -1, 3, -1));
    p.claimTile = TileId(numOr(j, "claim_tile", 0, kNoTile, kNoTile));
    p.claimIsKakan = boolOr(j, "claim_kakan", false);
    p.claimIsAnkan = boolOr(j, "claim_ankan", false);
    if (logFrom > 0) {
        if (!prev || prev->log.size() < logFrom) bad("log_from beyond the events held");
        p.log.assign(prev->log.begin(), prev->log.begin() + std::ptrdiff_t(logFrom));
    }
    for (const json& e : arr(j, "log", 2000)) p.log.push_back(eventOf(e));
    for (const json& h : arr(j, "history", 1000)) {
        if (!h.is_array() || h.size() != 4) bad("'history' entries must list 4 scores");
        std::array<long long, 4> row{};
        for (std::size_t s = 0; s < 4; ++s) row[s] = num(h[s], "history", -(1LL << 53), 1LL << 53);
        p.history.push_back(row);
    }
    if (j.contains("outcome")) p.outcome = outcomeOf(j["outcome"]);
    p.firstDealer = int(numOr(j, "first_dealer", 0, 3, 0));
    if (const json* d = arrOpt(j, "first_dealer_dice", 16))
        for (const json& v : *d) p.firstDealerDice.push_back(int(num(v, "first_dealer_dice", 0, 6)));
    const json& at = arr(j, "player_at", 4);
    const json& of = arr(j, "place_of", 4);
    if (at.size() != 4 || of.size() != 4) bad("'player_at' and 'place_of' must list 4 seats");
    for (std::size_t s = 0; s < 4; ++s) {
        p.playerAt[s] = int(num(at[s], "player_at", 0, 3));
        p.placeOf[s] = int(num(of[s], "place_of", 0, 3));
    }
    return p;
}

}  // namespace

json ownToJson(const PrivateSeat& own) {
    json rules = {{"values", mapJ(own.rules.values)}};
    json bySeat = json::object();
    for (const auto& [k, a] : own.rules.bySeat) bySeat[k] = a;
    rules["by_seat"] = bySeat;
    json kinds = json::object();
    for (const auto& [k, ks] : own.rules.kinds) {
        json a = json::array();
        for (Kind x : ks) a.push_back(int(x));
        kinds[k] = a;
    }
    rules["kinds"] = kinds;
    return {{"hand", idsJ(own.hand)}, {"drawn", int(own.drawn)}, {"rules", rules}};
}

json actionsToJson(const std::vector<Action>& legal) {
    json a = json::array();
    for (const Action& x : legal) a.push_back(actionToJson(x));
    return a;
}

json refusedToJson(const std::vector<RefusedAction>& refused) {
    json a = json::array();
    for (const RefusedAction& r : refused) a.push_back({{"action", actionToJson(r.action)}, {"reason", r.reason}});
    return a;
}

json optionsToJson(const Options& o) { return mapJ(o.values()); }

json seatViewToJson(const SeatView& v, std::size_t logFrom) {
    json j;
    j["seat"] = v.seat;
    j["ruleset"] = v.ruleset ? v.ruleset->id() : v.pub.ruleset;
    j["options"] = optionsToJson(v.options);
    j["pub"] = publicToJson(v.pub, logFrom);
    j["own"] = ownToJson(v.own);
    j["legal"] = actionsToJson(v.legal);
    j["refused"] = refusedToJson(v.refused);
    return j;
}

json spectatorViewToJson(const PublicState& pub, const std::string& ruleset, const Options& options,
                         std::size_t logFrom) {
    json j;
    j["seat"] = -1;
    j["ruleset"] = ruleset;
    j["options"] = optionsToJson(options);
    j["pub"] = publicToJson(pub, logFrom);
    return j;
}

SeatView seatViewFromJson(const json& j, std::size_t logFrom, const SeatView* prev) {
    if (!j.is_object()) bad("a view must be an object");
    const std::string id = strOr(j, "ruleset");
    auto rs = sharedRuleset(id);
    if (!rs) bad("unknown ruleset '" + id + "'");
    Options opts;
    auto it = j.find("options");
    if (it != j.end()) {
        if (!it->is_object()) bad("'options' must be an object");
        for (auto e = it->begin(); e != it->end(); ++e) opts.set(e.key(), num(e.value(), "options", -(1LL << 53), 1LL << 53));
    }
    try {
        opts.resolve(rs->optionDescs());
    } catch (const std::exception& e) {
        bad(std::string("options: ") + e.what());
    }
    PrivateSeat own;
    const int seat = int(numF(j, "seat", -1, 3));
    if (seat >= 0) {
        const json& oj = field(j, "own");
        own.hand = idsOf(oj, "hand");
        if (own.hand.size() > 18) bad("'own.hand' too long");
        own.drawn = TileId(numOr(oj, "drawn", 0, kNoTile, kNoTile));
        if (oj.contains("rules")) {
            const json& r = oj["rules"];
            own.rules.values = mapOf<int>(r, "values");
            if (r.contains("by_seat")) {
                if (!r["by_seat"].is_object()) bad("'rules.by_seat' must be an object");
                for (auto e = r["by_seat"].begin(); e != r["by_seat"].end(); ++e) {
                    if (!e.value().is_array() || e.value().size() != 4) bad("'rules.by_seat' entries list 4 counts");
                    std::array<int, 4> a{};
                    for (std::size_t s = 0; s < 4; ++s) a[s] = int(num(e.value()[s], "by_seat", -(1LL << 31), (1LL << 31) - 1));
                    own.rules.bySeat[e.key()] = a;
                }
            }
            if (r.contains("kinds")) {
                if (!r["kinds"].is_object()) bad("'rules.kinds' must be an object");
                for (auto e = r["kinds"].begin(); e != r["kinds"].end(); ++e) {
                    if (!e.value().is_array() || e.value().size() > 64) bad("'rules.kinds' entries are lists");
                    for (const json& k : e.value()) own.rules.addKind(e.key(), Kind(num(k, "kinds", 0, kNumKindsAll - 1)));
                }
            }
        }
    }
    std::vector<Action> legal;
    std::vector<RefusedAction> refused;
    if (const json* l = arrOpt(j, "legal", 512))
        for (const json& a : *l) legal.push_back(actionFromJson(a));
    if (const json* r = arrOpt(j, "refused", 512))
        for (const json& x : *r) refused.push_back(RefusedAction{actionFromJson(field(x, "action")), strOr(x, "reason")});
    PublicState pub = publicOf(field(j, "pub"), logFrom, prev ? &prev->pub : nullptr);
    const TableConfig config = rs->config(opts);
    // A river entry carries its tile id; the tile (kind, red) is the set's.
    for (auto& seatPub : pub.seats)
        for (auto& d : seatPub.river) d.tile = config.wall.set.tile(d.id);
    SeatView v = makeSeatView(pub, own, seat < 0 ? 0 : seat, rs.get(), opts, config, std::move(legal),
                              std::move(refused));
    v.seat = seat;
    return v;
}

}  // namespace quetai::net
