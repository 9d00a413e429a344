// tenhou.net/6 logs: docs/rulesets/riichi.md "Logs".
#include "rulesets/riichi/tenhou6.h"

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>

#include "core/gamefile.h"
#include "core/registry.h"
#include "rulesets/riichi/riichi_internal.h"
#include "rulesets/riichi/riichi_play_internal.h"
#include "rulesets/riichi/riichi_score.h"

using nlohmann::json;

namespace qe::tenhou6 {

int tileCode(Tile t) {
    if (t.kind >= kNumKinds) throw std::invalid_argument("tenhou6: no number for " + formatTile(t));
    if (t.red) return 51 + t.kind / 9;
    if (isNumber(t.kind)) return (t.kind / 9 + 1) * 10 + numberOf(t.kind);
    return 40 + numberOf(t.kind);
}

Tile tileFromCode(int code) {
    const int tens = code / 10, unit = code % 10;
    if (tens >= 1 && tens <= 3 && unit >= 1) return Tile{makeKind(Suit(tens - 1), unit), false};
    if (tens == 4 && unit >= 1 && unit <= 7) return Tile{Kind(kEast + unit - 1), false};
    if (code >= 51 && code <= 53) return Tile{makeKind(Suit(code - 51), 5), true};
    throw std::invalid_argument("tenhou6: " + std::to_string(code) + " is not a tile (11-19, 21-29, 31-39, 41-47, 51-53)");
}

namespace {

using riichi::play::kDeclareRiichi;
using riichi::play::kDeposits;

// ---------------------------------------------------------------- export

// The limit's name or fu and han, then what is paid, as the format writes it.
std::string scoreText(const ScoreResult& r, bool dealer, bool tsumo) {
    const long long base = r.field("base"), han = r.field("han"), fu = r.field("fu"), ym = r.field("yakuman");
    const riichi::Shares sh = riichi::shares(base, dealer);
    const std::string pay = !tsumo   ? std::to_string(sh.ron) + "点"
                            : dealer ? std::to_string(sh.tsumoOther) + "点∀"
                                     : std::to_string(sh.tsumoOther) + "-" + std::to_string(sh.tsumoDealer) + "点";
    if (ym > 0 || base >= 8000) return "役満" + pay;
    if (base >= 6000) return "三倍満" + pay;
    if (base >= 4000) return "倍満" + pay;
    if (base >= 3000) return "跳満" + pay;
    if (base >= 2000) return "満貫" + pay;
    return std::to_string(fu) + "符" + std::to_string(han) + "飜" + pay;
}

std::string yakuText(const ScoreItem& it, bool yakuman) {
    std::string name = it.nameZh;
    const int row = riichi::yakuTable().find(it.id);
    if (row >= 0 && *riichi::yakuTable().row(row).ja) name = riichi::yakuTable().row(row).ja;
    if (yakuman) return name + "(役満)";
    return name + "(" + std::to_string(it.value * it.count) + "飜)";
}

std::string abortName(const std::string& reason) {
    for (const char* k : {"九種九牌", "四風連打", "四家立直", "四槓散了"})
        if (reason.find(k) != std::string::npos) return k;
    return "三家和了";  // the table's own abort: a third ron on one discard
}

struct KyokuOut {
    json info, scores, dora = json::array(), ura = json::array();
    std::array<json, 4> haipai, draws, discards;
    std::array<TileId, 4> lastDraw{kNoTile, kNoTile, kNoTile, kNoTile};
    std::array<std::map<Kind, std::string>, 4> pons;
    json result;
};

class Exporter {
public:
    explicit Exporter(const Table& src)
        : t_(src.rulesetPtr(), src.options(), src.seed(), names(src)), fd_(t_.pub().firstDealer) {}

    std::string run(const Table& src) {
        consume();
        for (const Action& a : src.log()) {
            if (a.type == ActionType::EndGame) break;  // the format has no place for the stop
            t_.apply(a);
            consume();
        }
        json j;
        j["title"] = {"Quetai 雀台", "seed " + std::to_string(src.seed())};
        json n = json::array();
        for (int i = 0; i < 4; ++i) n.push_back(t_.pub().seats[std::size_t(seat(i))].name);
        j["name"] = n;
        const Options& o = t_.options();
        std::string disp = o.get("length", 1) == 0 ? "東" : "南";
        if (o.flag("kuitan")) disp += "喰";
        if (o.get("aka", 1) > 0) disp += "赤";
        json opts = json::object();
        for (const auto& [k, v] : o.values()) opts[k] = v;
        j["rule"] = {{"disp", disp}, {"aka", o.get("aka", 1) > 0 ? 1 : 0}, {"quetai", {{"options", opts}}}};
        j["log"] = log_;
        return j.dump();
    }

private:
    static std::array<std::string, 4> names(const Table& t) {
        std::array<std::string, 4> n;
        for (int s = 0; s < 4; ++s) n[std::size_t(s)] = t.pub().seats[std::size_t(s)].name;
        return n;
    }
    int idx(int seat) const { return (seat - fd_ + 4) % 4; }
    int seat(int i) const { return (i + fd_) % 4; }
    int code(TileId id) const { return tileCode(t_.tile(id)); }

    void consume() {
        const auto& ev = t_.fullEvents();
        for (; next_ < ev.size(); ++next_) handle(ev[next_]);
    }

    void handle(const Event& e) {
        const PublicState& p = t_.pub();
        const int i = e.seat >= 0 ? idx(e.seat) : -1;
        switch (e.type) {
            case EventType::HandStart: {
                k_ = KyokuOut{};
                k_.info = {p.roundWind * 4 + idx(p.dealer), p.honba, p.counters.count(kDeposits) ? p.counters.at(kDeposits) / 1000 : 0};
                k_.scores = json::array();
                for (int j = 0; j < 4; ++j) k_.scores.push_back(p.seats[std::size_t(seat(j))].score);
                for (auto* a : {&k_.haipai, &k_.draws, &k_.discards})
                    for (auto& x : *a) x = json::array();
                break;
            }
            case EventType::Deal: {
                std::vector<Tile> ts = t_.tiles(e.tiles);
                std::sort(ts.begin(), ts.end(), [](Tile a, Tile b) { return tileCode(a) < tileCode(b); });
                for (const Tile& x : ts) k_.haipai[std::size_t(i)].push_back(tileCode(x));
                break;
            }
            case EventType::Draw:
            case EventType::Replacement:
                k_.draws[std::size_t(i)].push_back(code(e.tile));
                k_.lastDraw[std::size_t(e.seat)] = e.tile;
                break;
            case EventType::Discard: {
                const int c = e.tile == k_.lastDraw[std::size_t(e.seat)] ? 60 : code(e.tile);
                if (e.code == kDeclareRiichi)
                    k_.discards[std::size_t(i)].push_back("r" + std::to_string(c));
                else
                    k_.discards[std::size_t(i)].push_back(c);
                k_.lastDraw[std::size_t(e.seat)] = kNoTile;
                break;
            }
            case EventType::Chi:
            case EventType::Pon:
            case EventType::Kan: {
                std::vector<Tile> own;
                bool skipped = false;
                for (TileId id : e.tiles) {
                    if (id == e.tile && !skipped) {
                        skipped = true;
                        continue;
                    }
                    own.push_back(t_.tile(id));
                }
                const std::string called = std::to_string(code(e.tile));
                const char mark = e.type == EventType::Chi ? 'c' : e.type == EventType::Pon ? 'p' : 'm';
                // The marker stands where the claimed tile lies: before the
                // tiles for the left player, after the first for the player
                // opposite, after all of them for the right player.
                const int rel = (e.seat - e.code + 4) % 4;  // 1 left, 2 opposite, 3 right
                const std::size_t at = rel == 1 ? 0 : rel == 2 ? 1 : own.size();
                std::string s;
                for (std::size_t j = 0; j <= own.size(); ++j) {
                    if (j == at) s += mark + called;
                    if (j < own.size()) s += std::to_string(tileCode(own[j]));
                }
                k_.draws[std::size_t(i)].push_back(s);
                if (e.type == EventType::Pon) k_.pons[std::size_t(e.seat)][kindOfId(e.tile)] = s;
                if (e.type == EventType::Kan) k_.discards[std::size_t(i)].push_back(0);
                k_.lastDraw[std::size_t(e.seat)] = kNoTile;
                break;
            }
            case EventType::Kakan: {
                std::string s = k_.pons[std::size_t(e.seat)][kindOfId(e.tile)];
                const auto at = s.find('p');
                if (at == std::string::npos) throw std::invalid_argument("tenhou6: an added kong without its pon");
                s.replace(at, 1, "k" + std::to_string(code(e.tile)));
                k_.discards[std::size_t(i)].push_back(s);
                k_.lastDraw[std::size_t(e.seat)] = kNoTile;
                break;
            }
            case EventType::Ankan: {
                std::string s;
                for (std::size_t j = 0; j < e.tiles.size(); ++j)
                    s += (j + 1 == e.tiles.size() ? "a" : "") + std::to_string(code(e.tiles[j]));
                k_.discards[std::size_t(i)].push_back(s);
                k_.lastDraw[std::size_t(e.seat)] = kNoTile;
                break;
            }
            case EventType::Indicator: k_.dora.push_back(code(e.tile)); break;
            case EventType::HandEnd: finish(); break;
            default: break;
        }
    }

    void finish() {
        const PublicState& p = t_.pub();
        const HandOutcome& o = p.outcome;
        auto deltas = [&](const std::array<long long, 4>& d) {
            json a = json::array();
            for (int j = 0; j < 4; ++j) a.push_back(d[std::size_t(seat(j))]);
            return a;
        };
        json r = json::array();
        if (o.kind == HandOutcome::Kind::Win) {
            r.push_back("和了");
            for (const WinRecord& w : o.wins) {
                // Each winner's own payments (a double ron is two entries).
                std::array<long long, 4> d{};
                int pao = w.seat;
                for (const Payment& pm : o.settlement.payments) {
                    if (pm.to != w.seat) continue;
                    d[std::size_t(pm.to)] += pm.amount;
                    if (pm.from >= 0) d[std::size_t(pm.from)] -= pm.amount;
                    if (pm.reason.rfind("責任払い", 0) == 0) pao = pm.from;
                }
                r.push_back(deltas(d));
                const bool ym = w.score.field("yakuman") > 0;
                json info = {idx(w.seat), idx(w.tsumo ? w.seat : w.from), idx(pao),
                             scoreText(w.score, w.seat == p.dealer, w.tsumo)};
                for (const ScoreItem& it : w.score.items) info.push_back(yakuText(it, ym));
                r.push_back(info);
                if (k_.ura.empty())
                    for (const Tile& u : w.desc.underIndicators) k_.ura.push_back(tileCode(u));
            }
        } else if (o.kind == HandOutcome::Kind::Exhausted) {
            bool nagashi = false;
            for (const Payment& pm : o.settlement.payments) nagashi = nagashi || pm.reason.find("流し満貫") != std::string::npos;
            r.push_back(nagashi ? "流し満貫" : "流局");
            r.push_back(deltas(o.settlement.delta));
        } else {
            r.push_back(abortName(o.abortReason));
        }
        json k = json::array({k_.info, k_.scores, k_.dora, k_.ura});
        for (int j = 0; j < 4; ++j) {
            k.push_back(k_.haipai[std::size_t(j)]);
            k.push_back(k_.draws[std::size_t(j)]);
            k.push_back(k_.discards[std::size_t(j)]);
        }
        k.push_back(r);
        log_.push_back(k);
    }

    Table t_;
    int fd_;
    std::size_t next_ = 0;
    KyokuOut k_;
    json log_ = json::array();
};

// ---------------------------------------------------------------- import

struct Entry {
    bool call = false;
    int code = 0;
    std::string text;
};

struct Call {
    char type = 0;            // c chi, p pon, m open kong, k added kong, a concealed kong
    std::vector<Tile> tiles;  // in the string's order, marker left out
    std::size_t at = 0;       // the marker stands before tiles[at]
    int rel = 0;              // who it was claimed from: 1 left, 2 opposite, 3 right
};

Call parseCall(const std::string& s, const std::string& where) {
    Call c;
    for (std::size_t i = 0; i < s.size();) {
        const char ch = s[i];
        if (ch >= '0' && ch <= '9') {
            if (i + 1 >= s.size() || s[i + 1] < '0' || s[i + 1] > '9')
                throw std::invalid_argument(where + ": '" + s + "' has a lone digit");
            c.tiles.push_back(tileFromCode((ch - '0') * 10 + (s[i + 1] - '0')));
            i += 2;
            continue;
        }
        if (c.type || std::string("cpmka").find(ch) == std::string::npos)
            throw std::invalid_argument(where + ": '" + s + "' is not a call (one of c p m k a, then tiles)");
        c.type = ch;
        c.at = c.tiles.size();
        ++i;
    }
    const std::size_t want = c.type == 'c' || c.type == 'p' ? 3 : 4;
    if (!c.type || c.tiles.size() != want || c.at >= c.tiles.size())
        throw std::invalid_argument(where + ": '" + s + "' is not a call of " + std::to_string(want) + " tiles");
    switch (c.type) {
        case 'c': c.rel = c.at == 0 ? 1 : -1; break;
        case 'p':
        case 'k': c.rel = int(c.at) + 1; break;
        case 'm': c.rel = c.at == 0 ? 1 : c.at == 1 ? 2 : c.at == 3 ? 3 : -1; break;
        default: c.rel = 0;
    }
    if (c.rel < 0) throw std::invalid_argument(where + ": '" + s + "': the marker is not where a claimed tile can be");
    return c;
}

struct WinIn {
    int who = -1, from = -1;
};

struct Kyoku {
    std::string where;
    int kyoku = 0, honba = 0, sticks = 0;
    std::array<long long, 4> scores{};
    std::vector<Tile> dora, ura;
    std::array<std::vector<Tile>, 4> haipai;
    std::array<std::vector<Entry>, 4> draws, discards;
    std::string result;
    std::vector<WinIn> wins;
    std::array<long long, 4> delta{};
};

const json& at(const json& j, std::size_t i, const std::string& where) {
    if (!j.is_array() || i >= j.size()) throw std::invalid_argument(where + ": missing");
    return j[i];
}

long long num(const json& j, const std::string& where) {
    if (!j.is_number_integer()) throw std::invalid_argument(where + ": expected a whole number");
    return j.get<long long>();
}

std::vector<Tile> tileList(const json& j, const std::string& where) {
    if (!j.is_array()) throw std::invalid_argument(where + ": expected a list of tiles");
    std::vector<Tile> v;
    for (std::size_t i = 0; i < j.size(); ++i) {
        const std::string w = where + "[" + std::to_string(i) + "]";
        try {
            v.push_back(tileFromCode(int(num(j[i], w))));
        } catch (const std::invalid_argument& e) {
            throw std::invalid_argument(w + ": " + e.what());
        }
    }
    return v;
}

std::vector<Entry> entries(const json& j, const std::string& where) {
    if (!j.is_array()) throw std::invalid_argument(where + ": expected a list");
    std::vector<Entry> v;
    for (std::size_t i = 0; i < j.size(); ++i) {
        const std::string w = where + ", entry " + std::to_string(i);
        Entry e;
        if (j[i].is_string()) {
            e.call = true;
            e.text = j[i].get<std::string>();
        } else {
            e.code = int(num(j[i], w));
        }
        v.push_back(e);
    }
    return v;
}

Kyoku parseKyoku(const json& k, std::size_t n) {
    Kyoku K;
    K.where = "log[" + std::to_string(n) + "]";
    const std::string& W = K.where;
    if (!k.is_array() || k.size() != 17) throw std::invalid_argument(W + ": a hand is a list of 17 entries");
    const json& info = k[0];
    K.kyoku = int(num(at(info, 0, W + "[0]"), W + "[0][0] (hand)"));
    K.honba = int(num(at(info, 1, W + "[0]"), W + "[0][1] (honba)"));
    K.sticks = int(num(at(info, 2, W + "[0]"), W + "[0][2] (riichi sticks)"));
    if (K.kyoku < 0 || K.kyoku > 15) throw std::invalid_argument(W + "[0][0] (hand): " + std::to_string(K.kyoku) + " is not 0..15");
    for (int i = 0; i < 4; ++i) K.scores[std::size_t(i)] = num(at(k[1], std::size_t(i), W + "[1] (scores)"), W + "[1]");
    K.dora = tileList(k[2], W + "[2] (dora indicators)");
    K.ura = tileList(k[3], W + "[3] (ura indicators)");
    if (K.dora.empty() || K.dora.size() > 5) throw std::invalid_argument(W + "[2] (dora indicators): 1 to 5 tiles");
    for (int i = 0; i < 4; ++i) {
        const std::string w = W + "[" + std::to_string(4 + 3 * i);
        K.haipai[std::size_t(i)] = tileList(k[std::size_t(4 + 3 * i)], w + "] (hand of player " + std::to_string(i) + ")");
        if (K.haipai[std::size_t(i)].size() != 13)
            throw std::invalid_argument(w + "] (hand of player " + std::to_string(i) + "): 13 tiles");
        K.draws[std::size_t(i)] =
            entries(k[std::size_t(5 + 3 * i)], W + "[" + std::to_string(5 + 3 * i) + "] (draws of player " + std::to_string(i) + ")");
        K.discards[std::size_t(i)] = entries(k[std::size_t(6 + 3 * i)], W + "[" + std::to_string(6 + 3 * i) +
                                                                           "] (discards of player " + std::to_string(i) + ")");
    }
    const json& r = k[16];
    const std::string wr = W + "[16] (result)";
    if (!r.is_array() || r.empty() || !r[0].is_string()) throw std::invalid_argument(wr + ": a list starting with its name");
    K.result = r[0].get<std::string>();
    if (K.result == "和了") {
        if (r.size() < 3 || r.size() % 2 == 0) throw std::invalid_argument(wr + ": 和了 needs [deltas, [who, from, ...]] per winner");
        for (std::size_t i = 1; i + 1 < r.size(); i += 2) {
            for (int s = 0; s < 4; ++s) K.delta[std::size_t(s)] += num(at(r[i], std::size_t(s), wr), wr);
            WinIn w;
            w.who = int(num(at(r[i + 1], 0, wr), wr + " (winner)"));
            w.from = int(num(at(r[i + 1], 1, wr), wr + " (from)"));
            if (w.who < 0 || w.who > 3 || w.from < 0 || w.from > 3) throw std::invalid_argument(wr + ": players are 0..3");
            K.wins.push_back(w);
        }
    } else if (r.size() >= 2) {
        for (int s = 0; s < 4; ++s) K.delta[std::size_t(s)] = num(at(r[1], std::size_t(s), wr), wr);
    }
    return K;
}

enum class StepKind { Draw, Replace, Discard, Chi, Pon, Kan, Ankan, Kakan, Tsumo, Ron, NineTerminals };

struct Step {
    StepKind kind;
    int player = -1;
    Tile tile{};
    bool riichi = false, tsumogiri = false;
    std::vector<Tile> own;  // a call's own tiles; a concealed kong's four
    std::string where;
};

// The hand's moves in the order they were made: the format keeps each
// player's draws and discards apart, so the turns are walked again (a
// discard is claimed when the next entry of a player's draws is a call on it,
// pon and kong before chi, as at the table).
std::vector<Step> walk(const Kyoku& K) {
    std::vector<Step> steps;
    std::array<std::size_t, 4> ti{}, di{};
    int cur = K.kyoku % 4;
    bool needDraw = true, replacement = false, haveDrawn = false;
    Tile drawn{};
    auto allUsed = [&] {
        for (int q = 0; q < 4; ++q)
            if (ti[std::size_t(q)] < K.draws[std::size_t(q)].size() || di[std::size_t(q)] < K.discards[std::size_t(q)].size())
                return false;
        return true;
    };
    auto ronsOn = [&](int from, Tile tile, const std::string& where) {
        bool any = false;
        for (const WinIn& w : K.wins)
            if (w.from == from && w.who != from) {
                steps.push_back({StepKind::Ron, w.who, tile, false, false, {}, where});
                any = true;
            }
        return any;
    };
    auto dw = [&](int q) {
        return K.where + "[" + std::to_string(5 + 3 * q) + "] (draws of player " + std::to_string(q) + "), entry " +
               std::to_string(ti[std::size_t(q)]);
    };
    auto dd = [&](int q) {
        return K.where + "[" + std::to_string(6 + 3 * q) + "] (discards of player " + std::to_string(q) + "), entry " +
               std::to_string(di[std::size_t(q)]);
    };
    for (int guard = 0; guard < 1000; ++guard) {
        if (needDraw) {
            const auto& ds = K.draws[std::size_t(cur)];
            if (ti[std::size_t(cur)] >= ds.size()) break;  // the wall ran out, or the hand was ended by others
            const Entry& e = ds[ti[std::size_t(cur)]];
            if (e.call) throw std::invalid_argument(dw(cur) + ": a call where a draw comes next");
            drawn = tileFromCode(e.code);
            steps.push_back({replacement ? StepKind::Replace : StepKind::Draw, cur, drawn, false, false, {}, dw(cur)});
            ++ti[std::size_t(cur)];
            haveDrawn = true;
        }
        needDraw = false;
        const auto& xs = K.discards[std::size_t(cur)];
        if (di[std::size_t(cur)] >= xs.size()) {
            // No discard: the hand ends with this player.
            bool tsumo = false;
            for (const WinIn& w : K.wins) tsumo = tsumo || (w.who == cur && w.from == cur);
            if (tsumo)
                steps.push_back({StepKind::Tsumo, cur, drawn, false, false, {}, dd(cur)});
            else if (K.result == "九種九牌")
                steps.push_back({StepKind::NineTerminals, cur, {}, false, false, {}, dd(cur)});
            else
                throw std::invalid_argument(dd(cur) + ": the player's discards end, but the result is not theirs");
            break;
        }
        const Entry& e = xs[di[std::size_t(cur)]];
        const std::string where = dd(cur);
        ++di[std::size_t(cur)];
        if (e.call) {
            const bool riichi = e.text.size() > 1 && e.text[0] == 'r';
            if (!riichi) {
                const Call c = parseCall(e.text, where);
                if (c.type != 'a' && c.type != 'k') throw std::invalid_argument(where + ": '" + e.text + "' is a claim, not a move of one's own");
                Step s{c.type == 'a' ? StepKind::Ankan : StepKind::Kakan, cur, c.tiles[c.at], false, false, c.tiles, where};
                steps.push_back(s);
                haveDrawn = false;
                if (allUsed() && ronsOn(cur, s.tile, where)) break;  // robbing the kong
                needDraw = replacement = true;
                continue;
            }
            int code = 0;
            try {
                code = std::stoi(e.text.substr(1));
            } catch (const std::exception&) {
                throw std::invalid_argument(where + ": '" + e.text + "' is not r and a tile");
            }
            Step s{StepKind::Discard, cur, {}, true, code == 60, {}, where};
            if (code == 60 && !haveDrawn) throw std::invalid_argument(where + ": 60 (the drawn tile) without a draw");
            s.tile = code == 60 ? drawn : tileFromCode(code);
            steps.push_back(s);
        } else {
            if (e.code == 60 && !haveDrawn) throw std::invalid_argument(where + ": 60 (the drawn tile) without a draw");
            Step s{StepKind::Discard, cur, {}, false, e.code == 60, {}, where};
            s.tile = e.code == 60 ? drawn : tileFromCode(e.code);
            steps.push_back(s);
        }
        const Tile thrown = steps.back().tile;
        haveDrawn = replacement = false;
        if (allUsed()) {
            ronsOn(cur, thrown, where);
            break;
        }
        int caller = -1;
        Call cc;
        for (int i = 1; i < 4; ++i) {
            const int q = (cur + i) % 4;
            if (ti[std::size_t(q)] >= K.draws[std::size_t(q)].size() || !K.draws[std::size_t(q)][ti[std::size_t(q)]].call) continue;
            const Call c = parseCall(K.draws[std::size_t(q)][ti[std::size_t(q)]].text, dw(q));
            if (c.type != 'c' && c.type != 'p' && c.type != 'm') continue;
            if ((q - c.rel + 4) % 4 != cur || c.tiles[c.at] != thrown) continue;
            if (caller < 0 || cc.type == 'c') {
                caller = q;
                cc = c;
            }
        }
        if (caller < 0) {
            cur = (cur + 1) % 4;
            needDraw = true;
            continue;
        }
        std::vector<Tile> own = cc.tiles;
        own.erase(own.begin() + long(cc.at));
        steps.push_back({cc.type == 'c' ? StepKind::Chi : cc.type == 'p' ? StepKind::Pon : StepKind::Kan, caller, thrown, false,
                         false, own, dw(caller)});
        ++ti[std::size_t(caller)];
        cur = caller;
        if (cc.type == 'm') {
            // The open kong's turn has no discard of its own: a 0 stands for it.
            const auto& cx = K.discards[std::size_t(cur)];
            if (di[std::size_t(cur)] >= cx.size() || cx[di[std::size_t(cur)]].call || cx[di[std::size_t(cur)]].code != 0)
                throw std::invalid_argument(dd(cur) + ": an open kong is followed by 0 in the discards");
            ++di[std::size_t(cur)];
            needDraw = replacement = true;
        }
    }
    for (int q = 0; q < 4; ++q) {
        if (ti[std::size_t(q)] < K.draws[std::size_t(q)].size())
            throw std::invalid_argument(dw(q) + ": never reached (the turns do not lead there)");
        if (di[std::size_t(q)] < K.discards[std::size_t(q)].size())
            throw std::invalid_argument(dd(q) + ": never reached (the turns do not lead there)");
    }
    return steps;
}

// A wall in draw order that deals the log's hands, gives its draws and
// replacement draws in the order walked, and has its indicators (and the
// tiles under them) where the table turns them; the tiles nobody saw fill
// the rest in id order.
std::vector<TileId> layWall(const WallConfig& cfg, const Kyoku& K, const std::vector<Step>& steps, int dealer,
                            std::array<int, 2> dice) {
    const int n = cfg.set.size();
    std::vector<TileId> identity(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) identity[std::size_t(i)] = TileId(i);
    Wall probe(cfg, identity, dice, dealer);
    const auto places = probe.deal(dealer);
    std::vector<bool> used(std::size_t(n), false);
    std::vector<TileId> order(std::size_t(n), kNoTile);
    auto put = [&](int index, Tile t, const std::string& what) {
        if (index < 0) throw std::invalid_argument(what + ": more draws than the wall holds");
        if (order[std::size_t(index)] != kNoTile) throw std::invalid_argument(what + ": its place in the wall is taken");
        for (int id = 0; id < n; ++id)
            if (!used[std::size_t(id)] && cfg.set.tile(TileId(id)) == t) {
                used[std::size_t(id)] = true;
                order[std::size_t(index)] = TileId(id);
                return;
            }
        throw std::invalid_argument(what + ": no " + formatTile(t) + " left in the set (a fifth copy, or a red five the rule has not)");
    };
    for (int s = 0; s < 4; ++s)
        for (std::size_t i = 0; i < 13; ++i)
            put(places[std::size_t(s)][i], K.haipai[std::size_t(s)][i], K.where + " (hand of player " + std::to_string(s) + ")");
    for (std::size_t k = 0; k < K.dora.size(); ++k) put(probe.indicatorIndex(int(k)), K.dora[k], K.where + "[2] (dora indicators)");
    for (std::size_t k = 0; k < K.ura.size() && k < 5; ++k)
        put(probe.underIndicatorIndex(int(k)), K.ura[k], K.where + "[3] (ura indicators)");
    for (const Step& s : steps) {
        if (s.kind == StepKind::Draw) put(probe.drawLive(), s.tile, s.where);
        if (s.kind == StepKind::Replace) put(probe.drawReplacement(), s.tile, s.where);
    }
    int next = 0;
    for (auto& o : order)
        if (o == kNoTile) {
            while (used[std::size_t(next)]) ++next;
            used[std::size_t(next)] = true;
            o = TileId(next);
        }
    return order;
}

std::vector<Tile> sorted(std::vector<Tile> v) {
    std::sort(v.begin(), v.end());
    return v;
}

class Replayer {
public:
    Replayer(Table& t, const Kyoku& K) : t_(t), K_(K) {}

    void run(const std::vector<Step>& steps) {
        for (std::size_t i = 0; i < steps.size(); ++i) {
            const Step& s = steps[i];
            switch (s.kind) {
                case StepKind::Draw:
                case StepKind::Replace: {
                    passClaims();
                    while (t_.phase() == Phase::Draw && t_.applyForced()) {}
                    if (t_.phase() != Phase::Turn || t_.pub().turn != s.player)
                        fail(s, "the table has player " + std::to_string(t_.pub().turn) + " to play");
                    const TileId d = t_.priv(s.player).drawn;
                    if (d == kNoTile || t_.tile(d) != s.tile) fail(s, "the draw is not " + formatTile(s.tile));
                    break;
                }
                case StepKind::Discard: {
                    turnOf(s);
                    const TileId drawn = t_.priv(s.player).drawn;
                    const Action* pick = nullptr;
                    const auto legal = t_.legalActions(s.player);
                    for (const Action& a : legal) {
                        if (a.type != ActionType::Discard || t_.tile(a.tile) != s.tile) continue;
                        if ((a.declare == kDeclareRiichi) != s.riichi) continue;
                        if (!pick || ((a.tile == drawn) == s.tsumogiri)) pick = &a;
                    }
                    if (!pick) fail(s, std::string("discarding ") + formatTile(s.tile) + (s.riichi ? " with riichi" : "") + " is not legal");
                    t_.apply(*pick);
                    break;
                }
                case StepKind::Ankan:
                case StepKind::Kakan: {
                    turnOf(s);
                    const ActionType type = s.kind == StepKind::Ankan ? ActionType::Ankan : ActionType::Kakan;
                    const Action* pick = nullptr;
                    const auto legal = t_.legalActions(s.player);
                    for (const Action& a : legal)
                        if (a.type == type && (type == ActionType::Ankan ? t_.tile(a.tile).kind == s.tile.kind : t_.tile(a.tile) == s.tile))
                            pick = &a;
                    if (!pick) fail(s, std::string("the ") + (type == ActionType::Ankan ? "concealed" : "added") + " kong of " + formatTile(s.tile) + " is not legal");
                    t_.apply(*pick);
                    break;
                }
                case StepKind::Chi:
                case StepKind::Pon:
                case StepKind::Kan: {
                    const ActionType type = s.kind == StepKind::Chi ? ActionType::Chi : s.kind == StepKind::Pon ? ActionType::Pon : ActionType::Kan;
                    answer(s, [&](int seat) -> std::optional<Action> {
                        if (seat != s.player) return std::nullopt;
                        for (const Action& a : t_.legalActions(seat)) {
                            if (a.type != type || t_.tile(a.tile) != s.tile) continue;
                            std::vector<Tile> own;
                            for (TileId id : a.with)
                                if (id != kNoTile) own.push_back(t_.tile(id));
                            if (sorted(own) == sorted(s.own)) return a;
                        }
                        fail(s, std::string("the ") + actionTypeName(type) + " is not offered");
                    });
                    break;
                }
                case StepKind::Ron: {
                    std::vector<int> winners;
                    std::size_t j = i;
                    for (; j < steps.size() && steps[j].kind == StepKind::Ron; ++j) winners.push_back(steps[j].player);
                    i = j - 1;
                    answer(s, [&](int seat) -> std::optional<Action> {
                        if (std::find(winners.begin(), winners.end(), seat) == winners.end()) return std::nullopt;
                        for (const Action& a : t_.legalActions(seat))
                            if (a.type == ActionType::Ron) return a;
                        fail(s, "player " + std::to_string(seat) + " may not win on it (no yaku, or furiten, by our rules)");
                    });
                    break;
                }
                case StepKind::Tsumo:
                case StepKind::NineTerminals: {
                    turnOf(s);
                    const ActionType type = s.kind == StepKind::Tsumo ? ActionType::Tsumo : ActionType::Abort;
                    const Action* pick = nullptr;
                    const auto legal = t_.legalActions(s.player);
                    for (const Action& a : legal)
                        if (a.type == type) pick = &a;
                    if (!pick) fail(s, s.kind == StepKind::Tsumo ? "the self-drawn win is not legal by our rules" : "九種九牌 is not offered");
                    t_.apply(*pick);
                    break;
                }
            }
        }
        // The rest of the hand is the table's: claims nobody took, the last
        // draws of an exhausted wall, an abortive draw.
        for (int guard = 0; guard < 1000 && t_.phase() != Phase::HandOver && t_.phase() != Phase::GameOver; ++guard) {
            if (t_.phase() == Phase::Claim) {
                if (K_.result == "三家和了") {
                    answer(Step{StepKind::Ron, -1, {}, false, false, {}, K_.where + "[16] (result)"},
                           [&](int seat) -> std::optional<Action> {
                               for (const Action& a : t_.legalActions(seat))
                                   if (a.type == ActionType::Ron) return a;
                               return std::nullopt;
                           });
                } else {
                    passClaims();
                }
                continue;
            }
            if (t_.phase() == Phase::Draw && t_.applyForced()) continue;
            throw std::invalid_argument(K_.where + ": the log ends but the hand goes on (player " +
                                        std::to_string(t_.pub().turn) + " to play)");
        }
    }

private:
    [[noreturn]] void fail(const Step& s, const std::string& why) const {
        throw std::invalid_argument(s.where + ": player " + std::to_string(s.player) + ": " + why);
    }
    void turnOf(const Step& s) {
        passClaims();
        while (t_.phase() == Phase::Draw && t_.applyForced()) {}
        if (t_.phase() != Phase::Turn || t_.pub().turn != s.player)
            fail(s, "not this player's turn on our table (player " + std::to_string(t_.pub().turn) + " plays)");
    }
    void passClaims() {
        while (t_.phase() == Phase::Claim) {
            const auto seats = t_.seatsToAct();
            if (seats.empty()) break;
            t_.apply(Action{ActionType::Pass, std::int8_t(seats.front())});
        }
    }
    // Every seat asked in the claim window answers: `pick` gives the seat's
    // answer, or none for a pass.
    template <class Pick>
    void answer(const Step& s, Pick pick) {
        if (t_.phase() != Phase::Claim) fail(s, "no claim window is open on our table");
        const auto seats = t_.seatsToAct();
        for (int seat : seats) {
            if (t_.phase() != Phase::Claim) break;
            const std::optional<Action> a = pick(seat);
            t_.apply(a ? *a : Action{ActionType::Pass, std::int8_t(seat)});
        }
        if (s.player >= 0 && std::find(seats.begin(), seats.end(), s.player) == seats.end())
            fail(s, "the table did not ask this player");
    }

    Table& t_;
    const Kyoku& K_;
};

}  // namespace

std::string exportTable(const Table& table) {
    if (table.ruleset().id() != "riichi")
        throw std::invalid_argument("tenhou6: only riichi games have this format (this game is '" + table.ruleset().id() + "')");
    for (int s = 0; s < 4; ++s)
        if (table.pub().playerAt[std::size_t(s)] != s) throw std::invalid_argument("tenhou6: players moved between seats");
    return Exporter(table).run(table);
}

std::string exportGame(const std::string& saveJson) {
    // Any game file the table writes (docs/game-files.md), through its one reader.
    const GameFileRead r = readGameFile(saveJson);
    if (r.problem != GameFileProblem::None) throw std::invalid_argument(r.message);
    return exportTable(*r.table);
}

std::unique_ptr<Table> ImportResult::startTable() const {
    if (!ruleset || walls.empty()) return nullptr;
    auto t = std::make_unique<Table>(ruleset, options, walls.front(), dice,
                                     FirstDealerDraw{firstDealer, {}});
    for (int s = 0; s < 4; ++s) t->pubMut().seats[std::size_t(s)].name = names[std::size_t(s)];
    return t;
}

ImportResult importLog(const std::string& text) {
    json j;
    try {
        j = json::parse(text);
    } catch (const json::exception& e) {
        throw std::invalid_argument(std::string("tenhou6: not JSON: ") + e.what());
    }
    if (!j.is_object()) throw std::invalid_argument("tenhou6: the log is a JSON object");
    if (!j.contains("log") || !j["log"].is_array() || j["log"].empty())
        throw std::invalid_argument("log: a list of at least one hand");
    std::array<std::string, 4> names{"A", "B", "C", "D"};
    if (j.contains("name")) {
        for (int i = 0; i < 4; ++i) {
            const json& n = at(j["name"], std::size_t(i), "name");
            if (!n.is_string()) throw std::invalid_argument("name[" + std::to_string(i) + "]: expected a string");
            names[std::size_t(i)] = n.get<std::string>();
        }
    }
    Options opts;
    const json rule = j.value("rule", json::object());
    if (!rule.is_object()) throw std::invalid_argument("rule: expected an object");
    if (rule.contains("quetai") && rule["quetai"].is_object() && rule["quetai"].contains("options")) {
        const json& o = rule["quetai"]["options"];
        if (!o.is_object()) throw std::invalid_argument("rule.quetai.options: expected an object");
        for (auto it = o.begin(); it != o.end(); ++it)
            opts.set(it.key(), num(it.value(), "rule.quetai.options." + it.key()));
    } else {
        // A log from elsewhere: what its rule line says (red fives, East only).
        if (rule.contains("aka")) opts.set("aka", num(rule["aka"], "rule.aka") ? 1 : 0);
        const std::string disp = rule.value("disp", std::string());
        if (disp.find("東") != std::string::npos && disp.find("南") == std::string::npos) opts.set("length", 0);
    }
    auto rs = makeRuleset("riichi");
    if (!rs) throw std::invalid_argument("tenhou6: the riichi ruleset is not available");
    Options resolved = opts;
    try {
        resolved.resolve(rs->optionDescs());
    } catch (const std::invalid_argument& e) {
        throw std::invalid_argument(std::string("rule: ") + e.what());
    }
    const WallConfig cfg = rs->config(resolved).wall;
    const std::array<int, 2> dice{3, 4};

    std::vector<Kyoku> ks;
    for (std::size_t n = 0; n < j["log"].size(); ++n) ks.push_back(parseKyoku(j["log"][n], n));

    ImportResult out;
    out.dice = dice;
    out.names = names;
    out.ruleset = rs;
    out.options = opts;
    for (std::size_t n = 0; n < ks.size(); ++n) {
        const Kyoku& K = ks[n];
        const std::vector<Step> steps = walk(K);
        const std::vector<TileId> wall = layWall(cfg, K, steps, K.kyoku % 4, dice);
        out.walls.push_back(wall);
        if (n == 0) {
            out.firstDealer = K.kyoku % 4;
            out.table = std::make_unique<Table>(rs, opts, wall, dice, FirstDealerDraw{out.firstDealer, {}});
            for (int s = 0; s < 4; ++s) out.table->pubMut().seats[std::size_t(s)].name = names[std::size_t(s)];
        } else {
            if (out.table->phase() != Phase::HandOver)
                throw std::invalid_argument(K.where + ": our game ended after the hand before (scores " +
                                            std::to_string(out.table->pub().seats[0].score) + " ...)");
            out.table->setNextWall(wall, dice);
            out.table->apply(Action{ActionType::NextHand, -1});
        }
        Table& t = *out.table;
        const PublicState& p = t.pub();
        const long long sticks = p.counters.count(kDeposits) ? p.counters.at(kDeposits) / 1000 : 0;
        if (p.dealer != K.kyoku % 4 || p.roundWind != K.kyoku / 4)
            throw std::invalid_argument(K.where + "[0][0] (hand): the log has hand " + std::to_string(K.kyoku) + ", our game is at " +
                                        std::to_string(p.roundWind * 4 + p.dealer));
        if (p.honba != K.honba || sticks != K.sticks)
            out.mismatches.push_back(K.where + "[0]: honba " + std::to_string(K.honba) + " and sticks " + std::to_string(K.sticks) +
                                     ", ours " + std::to_string(p.honba) + " and " + std::to_string(sticks));
        for (int s = 0; s < 4; ++s)
            if (p.seats[std::size_t(s)].score != K.scores[std::size_t(s)]) {
                out.mismatches.push_back(K.where + "[1] (scores): player " + std::to_string(s) + " " +
                                         std::to_string(K.scores[std::size_t(s)]) + ", ours " +
                                         std::to_string(p.seats[std::size_t(s)].score));
                break;
            }
        Replayer(t, K).run(steps);
        const auto& d = p.outcome.settlement.delta;
        if (d != K.delta)
            out.mismatches.push_back(K.where + "[16] (result): the log pays " + std::to_string(K.delta[0]) + "/" +
                                     std::to_string(K.delta[1]) + "/" + std::to_string(K.delta[2]) + "/" + std::to_string(K.delta[3]) +
                                     ", our rules " + std::to_string(d[0]) + "/" + std::to_string(d[1]) + "/" +
                                     std::to_string(d[2]) + "/" + std::to_string(d[3]));
        ++out.hands;
    }
    Table& t = *out.table;
    // The log stops where the game stopped: a dealer who could end the game did.
    if (t.phase() == Phase::HandOver) {
        const int stopper = t.ruleset().mayEndGame(t);
        if (stopper >= 0) t.apply(Action{ActionType::EndGame, std::int8_t(stopper)});
    }
    for (int s = 0; s < 4; ++s) out.scores[std::size_t(s)] = t.pub().seats[std::size_t(s)].score;
    return out;
}

}  // namespace qe::tenhou6
