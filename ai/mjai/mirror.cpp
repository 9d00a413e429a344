#include "mjai/mirror.h"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

#include "mjai/mjai_tile.h"
#include "rulesets/riichi/riichi_play_internal.h"

namespace qe::mjai {

using nlohmann::json;

int intField(const json& ev, const char* field, int lo, int hi) {
    auto it = ev.find(field);
    if (it == ev.end() || !it->is_number_integer())
        throw std::invalid_argument(std::string(field) + ": missing or not an integer in " + ev.dump());
    const long long v = it->get<long long>();
    if (v < lo || v > hi)
        throw std::invalid_argument(std::string(field) + ": " + std::to_string(v) + " is not in " + std::to_string(lo) +
                                    ".." + std::to_string(hi));
    return int(v);
}

std::string strField(const json& ev, const char* field) {
    auto it = ev.find(field);
    if (it == ev.end() || !it->is_string())
        throw std::invalid_argument(std::string(field) + ": missing or not a string in " + ev.dump());
    return it->get<std::string>();
}

namespace {

std::vector<Tile> tileList(const json& ev, const char* field, std::size_t n) {
    auto it = ev.find(field);
    if (it == ev.end() || !it->is_array() || (n && it->size() != n))
        throw std::invalid_argument(std::string(field) + ": expected a list of " + std::to_string(n) + " tiles in " +
                                    ev.dump());
    std::vector<Tile> out;
    for (const auto& x : *it) {
        if (!x.is_string()) throw std::invalid_argument(std::string(field) + ": a tile is not a string");
        auto t = parseTile(x.get<std::string>(), field);
        if (!t) throw std::invalid_argument(std::string(field) + ": '?' where the tile must be known");
        out.push_back(*t);
    }
    return out;
}

Tile knownTile(const json& ev, const char* field) {
    auto t = parseTile(strField(ev, field), field);
    if (!t) throw std::invalid_argument(std::string(field) + ": '?' where the tile must be known");
    return *t;
}

bool sameTiles(std::vector<Tile> a, std::vector<Tile> b) {
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    return a == b;
}

bool has(const std::vector<TileId>& v, TileId id) { return std::find(v.begin(), v.end(), id) != v.end(); }

int windIndex(const std::string& w) {
    static const char* names[4] = {"E", "S", "W", "N"};
    for (int i = 0; i < 4; ++i)
        if (w == names[i]) return i;
    throw std::invalid_argument("bakaze: '" + w + "' is not E, S, W or N");
}

}  // namespace

Mirror::Mirror(std::shared_ptr<const Ruleset> ruleset, Options options, int seat)
    : ruleset_(std::move(ruleset)), options_(std::move(options)), seat_(seat) {
    if (!ruleset_ || ruleset_->id() != "riichi")
        throw std::invalid_argument("ruleset: mjai speaks riichi only, not '" + (ruleset_ ? ruleset_->id() : "") + "'");
}

void Mirror::feed(const json& ev) {
    if (!ev.is_object()) throw std::invalid_argument("event: not a JSON object: " + ev.dump());
    const std::string type = strField(ev, "type");
    // The original referee's start_kyoku carries no scores: they are those
    // the last hora, ryukyoku or reach_accepted announced.
    if (type != "start_kyoku")
        if (auto sc = ev.find("scores"); sc != ev.end() && sc->is_array() && sc->size() == 4) {
            for (std::size_t s = 0; s < 4; ++s) {
                if (!(*sc)[s].is_number_integer()) throw std::invalid_argument("scores: not an integer in " + ev.dump());
                announced_[s] = (*sc)[s].get<long long>();
            }
            haveAnnounced_ = true;
        }
    if (type == "start_game") {
        if (auto it = ev.find("names"); it != ev.end() && it->is_array() && it->size() == 4)
            for (std::size_t i = 0; i < 4; ++i)
                if ((*it)[i].is_string()) names_[i] = (*it)[i].get<std::string>();
        if (seat_ >= 0 && ev.contains("id")) seat_ = intField(ev, "id", 0, 3);
        return;
    }
    if (type == "start_kyoku") {
        startKyoku(ev);
        return;
    }
    if (type == "end_kyoku" || type == "end_game") {
        if (table_ && !lost_ && !over_ && seat_ < 0) finishKyoku();
        over_ = true;
        return;
    }
    if (!table_ || lost_ || over_) return;
    try {
        step(ev, type);
    } catch (const std::invalid_argument&) {
        throw;
    } catch (const std::exception& e) {
        lost_ = true;
        lostWhy_ = "kyoku " + std::to_string(kyokus_) + ", event " + ev.dump() + ": " + e.what();
        if (seat_ < 0) mismatches_.push_back(lostWhy_);
    }
}

void Mirror::startKyoku(const json& ev) {
    const int wind = windIndex(strField(ev, "bakaze"));
    const int kyoku = intField(ev, "kyoku", 1, 4);
    const int honba = intField(ev, "honba", 0, 1000);
    const int kyotaku = intField(ev, "kyotaku", 0, 1000);
    const int oya = intField(ev, "oya", 0, 3);
    const Tile dora = knownTile(ev, "dora_marker");
    auto th = ev.find("tehais");
    if (th == ev.end() || !th->is_array() || th->size() != 4)
        throw std::invalid_argument("tehais: expected four lists of 13 tiles");
    ++kyokus_;
    if (firstOya_ < 0) firstOya_ = oya;

    Options o = options_;
    o.resolve(ruleset_->optionDescs());
    const TableConfig cfg = ruleset_->config(o);
    const int n = cfg.wall.set.size();
    std::vector<TileId> ident(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) ident[std::size_t(i)] = TileId(i);
    Wall probe(cfg.wall, ident, {1, 1}, oya);
    const auto dealt = probe.deal(oya);  // draw indices (= ids of the identity order) by seat
    const int idx0 = probe.indicatorIndex(0);

    // Free ids by tile (kind * 2 + red), smallest first.
    std::vector<std::vector<TileId>> freeIds(2 * 34);
    for (int i = n - 1; i >= 0; --i) {
        const Tile t = cfg.wall.set.tile(TileId(i));
        freeIds[std::size_t(t.kind * 2 + t.red)].push_back(TileId(i));
    }
    auto take = [&](Tile t, const char* field) {
        auto& v = freeIds[std::size_t(t.kind * 2 + t.red)];
        if (v.empty()) throw std::invalid_argument(std::string(field) + ": more copies of " + tileName(t) + " than the set has");
        const TileId id = v.back();
        v.pop_back();
        return id;
    };
    std::vector<TileId> order(std::size_t(n), kNoTile);
    for (int s = 0; s < 4; ++s) {
        const json& h = (*th)[std::size_t(s)];
        if (!h.is_array() || h.size() != dealt[std::size_t(s)].size())
            throw std::invalid_argument("tehais: seat " + std::to_string(s) + " has not 13 tiles");
        for (std::size_t j = 0; j < h.size(); ++j) {
            if (!h[j].is_string()) throw std::invalid_argument("tehais: a tile is not a string");
            const auto t = parseTile(h[j].get<std::string>(), "tehais");
            if (t) order[dealt[std::size_t(s)][j]] = take(*t, "tehais");
        }
    }
    order[std::size_t(idx0)] = take(dora, "dora_marker");
    std::vector<TileId> rest;
    for (const auto& v : freeIds) rest.insert(rest.end(), v.begin(), v.end());
    std::sort(rest.begin(), rest.end());
    std::size_t r = 0;
    for (auto& id : order)
        if (id == kNoTile) id = rest[r++];

    FirstDealerDraw fd;
    fd.seat = oya;
    table_ = std::make_unique<Table>(ruleset_, options_, order, std::array<int, 2>{1, 1}, fd);
    snapshot_.reset();
    lost_ = over_ = false;
    lostWhy_.clear();
    pendingReach_ = -1;
    dorasSeen_ = 1;
    pinned_.clear();
    pinned_.push_back(order[std::size_t(idx0)]);

    PublicState& p = table_->pubMut();
    p.roundWind = wind;
    p.handInRound = kyoku;
    p.honba = honba;
    p.handNumber = kyokus_;
    p.firstDealer = firstOya_;
    p.firstDealerDice.clear();
    // Sticks on the table, in points (riichi's "deposits" counter).
    p.counters["deposits"] = 1000LL * kyotaku;
    for (int s = 0; s < 4; ++s) p.seats[std::size_t(s)].name = names_[std::size_t(s)];
    if (auto sc = ev.find("scores"); sc != ev.end()) {
        if (!sc->is_array() || sc->size() != 4) throw std::invalid_argument("scores: expected four integers");
        for (std::size_t s = 0; s < 4; ++s) {
            if (!(*sc)[s].is_number_integer()) throw std::invalid_argument("scores: not an integer");
            p.seats[s].score = (*sc)[s].get<long long>();
        }
    } else if (haveAnnounced_) {
        for (std::size_t s = 0; s < 4; ++s) p.seats[s].score = announced_[s];
    }
    if (seat_ < 0 && haveLast_) {
        for (int s = 0; s < 4; ++s)
            if (p.seats[std::size_t(s)].score != lastScores_[std::size_t(s)])
                mismatches_.push_back("kyoku " + std::to_string(kyokus_) + ": seat " + std::to_string(s) + " starts with " +
                                      std::to_string(p.seats[std::size_t(s)].score) + ", the engine scored " +
                                      std::to_string(lastScores_[std::size_t(s)]));
        if (p.counters["deposits"] != lastDeposits_)
            mismatches_.push_back("kyoku " + std::to_string(kyokus_) + ": kyotaku " + std::to_string(kyotaku) +
                                  ", the engine left " + std::to_string(lastDeposits_) + " points on the table");
    }
}

void Mirror::finishKyoku() {
    if (table_->phase() == Phase::Claim) passRest();
    const Phase ph = table_->phase();
    if (ph != Phase::HandOver && ph != Phase::GameOver)
        mismatches_.push_back("kyoku " + std::to_string(kyokus_) + ": the log ends it where the engine plays on");
    for (int s = 0; s < 4; ++s) lastScores_[std::size_t(s)] = table_->pub().seats[std::size_t(s)].score;
    auto it = table_->pub().counters.find("deposits");
    lastDeposits_ = it == table_->pub().counters.end() ? 0 : it->second;
    haveLast_ = true;
}

void Mirror::apply(const Action& a) { table_->apply(a); }

void Mirror::applyShown(const Action& a) {
    const auto legal = table_->legalActions(a.seat);
    if (!hidden(a.seat) || std::find(legal.begin(), legal.end(), a) != legal.end()) {
        apply(a);
        return;
    }
    // The seat's other tiles are stand-ins, so the ruleset's checks of its
    // hand (riichi asks for a waiting hand, a kong after riichi for the same
    // waits) say nothing: the table the events come from has judged it.
    table_->applyUnchecked(a);
}

void Mirror::keepSpare(int seat, Kind called, const std::vector<TileId>& keep) {
    // After a chi or pon the caller may not discard the called kind or, after
    // a chi, the tile at the sequence's other end (riichi.md "Kuikae"), and
    // our table offers no call that would leave nothing else to discard. A
    // hidden caller's other tiles are stand-ins: one of them is made a kind
    // far from the call, so the call the events show is on offer.
    auto far = [&](Kind k) {
        return k != called && (suitOf(k) != suitOf(called) || isHonor(k) || std::abs(int(k) - int(called)) > 3);
    };
    const PrivateSeat& pr = table_->priv(seat);
    TileId victim = kNoTile;
    for (TileId id : pr.hand) {
        if (has(keep, id)) continue;
        if (far(kindOfId(id))) return;
        if (victim == kNoTile && !has(pinned_, id)) victim = id;
    }
    if (victim == kNoTile) return;
    for (int k = kNumKinds - 1; k >= 0; --k) {
        if (!far(Kind(k))) continue;
        const TileId y = findFree(Tile{Kind(k), false}, seat, keep);
        if (y == kNoTile) continue;
        table_->swapIds(victim, y);
        return;
    }
}

void Mirror::passRest() {
    for (bool again = true; again && table_->phase() == Phase::Claim;) {
        again = false;
        for (int s = 0; s < 4 && table_->phase() == Phase::Claim; ++s)
            for (const Action& a : table_->legalActions(s))
                if (a.type == ActionType::Pass) {
                    apply(a);
                    again = true;
                    break;
                }
    }
}

TileId Mirror::findFree(Tile want, int skipSeat, const std::vector<TileId>& exclude) const {
    const Wall& w = table_->wall();
    const auto& rev = table_->pub().wall.revealed;
    auto usable = [&](TileId id) {
        if (tileOf(id) != want || has(exclude, id) || has(pinned_, id)) return false;
        for (const auto& r : rev)
            if (r.second == id) return false;
        return true;
    };
    // From the far end of the live wall first: the tiles least likely to be
    // wanted again soon.
    for (int i = w.size() - 1; i >= 0; --i)
        if (!w.taken(i) && usable(w.at(i))) return w.at(i);
    // Hidden hands last, and a declared riichi hand (built to wait) only if
    // nothing else is left.
    for (int pass = 0; pass < 2; ++pass)
        for (int s = 0; s < 4; ++s) {
            if (!hidden(s) || s == skipSeat) continue;
            const auto& f = table_->pub().seats[std::size_t(s)].flags;
            const bool riichi = f.count("riichi") && f.at("riichi");
            if (riichi != (pass == 1)) continue;
            for (TileId id : table_->priv(s).hand)
                if (usable(id)) return id;
        }
    return kNoTile;
}

TileId Mirror::ensureDrawn(int seat, Tile want) {
    const PrivateSeat& pr = table_->priv(seat);
    const TileId d = pr.drawn;
    if (d == kNoTile) throw std::runtime_error("seat " + std::to_string(seat) + " has no drawn tile");
    if (tileOf(d) == want) return d;
    TileId y = kNoTile;
    if (hidden(seat))
        for (TileId id : pr.hand)
            if (id != d && tileOf(id) == want && !has(pinned_, id)) y = id;
    if (y == kNoTile) y = findFree(want, seat, {});
    if (y == kNoTile) throw std::runtime_error("no unseen " + tileName(want) + " left for seat " + std::to_string(seat));
    table_->swapIds(d, y);
    return y;
}

TileId Mirror::ensureHeld(int seat, Tile want, const std::vector<TileId>& exclude, bool allowDrawn) {
    const PrivateSeat& pr = table_->priv(seat);
    for (TileId id : pr.hand)
        if ((allowDrawn || id != pr.drawn) && !has(exclude, id) && tileOf(id) == want) return id;
    if (!hidden(seat)) {
        // A known seat's tsumogiri flag may be off: its drawn tile is the one.
        if (pr.drawn != kNoTile && !has(exclude, pr.drawn) && tileOf(pr.drawn) == want) return pr.drawn;
        throw std::runtime_error("seat " + std::to_string(seat) + " does not hold " + tileName(want));
    }
    TileId victim = kNoTile;
    for (TileId id : pr.hand)
        if (id != pr.drawn && !has(exclude, id) && !has(pinned_, id)) {
            victim = id;
            break;
        }
    // Its stand-in draw may be the copy: the draw becomes another stand-in.
    TileId y = pr.drawn != kNoTile && !has(exclude, pr.drawn) && tileOf(pr.drawn) == want ? pr.drawn : kNoTile;
    if (y == kNoTile) y = findFree(want, seat, exclude);
    if (victim == kNoTile || y == kNoTile)
        throw std::runtime_error("no unseen " + tileName(want) + " to put in seat " + std::to_string(seat) + "'s hand");
    table_->swapIds(victim, y);
    return y;
}

void Mirror::fixIndicator(int k, Tile t, bool under) {
    const Wall& w = table_->wall();
    const int idx = under ? w.underIndicatorIndex(k) : w.indicatorIndex(k);
    if (idx < 0 || idx >= w.size()) throw std::runtime_error("indicator " + std::to_string(k) + " is off the wall");
    TileId id = w.at(idx);
    if (tileOf(id) != t) {
        const TileId y = findFree(t, -1, {});
        if (y == kNoTile) throw std::runtime_error("no unseen " + tileName(t) + " for indicator " + std::to_string(k));
        table_->swapIds(id, y);
        id = y;
    }
    pinned_.push_back(id);
}

Action Mirror::findLegal(int seat, ActionType type, const std::vector<Tile>& tiles, const char* what) const {
    for (const Action& a : table_->legalActions(seat)) {
        if (a.type != type) continue;
        if (tiles.empty()) return a;
        std::vector<Tile> mine;
        switch (type) {
            case ActionType::Kakan: mine = {tileOf(a.tile)}; break;
            case ActionType::Ankan:
                mine = {tileOf(a.tile)};
                [[fallthrough]];
            default:
                for (TileId id : a.with)
                    if (id != kNoTile) mine.push_back(tileOf(id));
        }
        if (sameTiles(mine, tiles)) return a;
    }
    throw std::runtime_error(std::string(what) + ": not legal for seat " + std::to_string(seat) + " at the engine's table");
}

void Mirror::closeWindow(const json& ev, const std::string& type) {
    ActionType call = ActionType::Pass;
    if (type == "pon") call = ActionType::Pon;
    else if (type == "chi") call = ActionType::Chi;
    else if (type == "daiminkan") call = ActionType::Kan;
    if (call != ActionType::Pass) {
        const int a = intField(ev, "actor", 0, 3);
        const auto consumed = tileList(ev, "consumed", call == ActionType::Kan ? 3 : 2);
        if (hidden(a)) {
            // The caller's tiles were stand-ins when the discard's window
            // opened (or no window opened at all): go back to before the
            // discard, put them in its hand and discard again, so the claim
            // is on offer.
            if (!snapshot_ || !snapshotFresh_) throw std::runtime_error(type + " with no discard to claim");
            table_ = std::make_unique<Table>(*snapshot_);
            // A riichi declaration discarded again stands whatever the
            // discarder's stand-ins (applyShown), so the caller's tiles may
            // come from any hidden hand.
            std::vector<TileId> excl{snapAction_.tile};
            for (Tile t : consumed) excl.push_back(ensureHeld(a, t, excl, false));
            if (call != ActionType::Kan) keepSpare(a, kindOfId(snapAction_.tile), excl);
            applyShown(snapAction_);
        }
        if (table_->phase() != Phase::Claim) throw std::runtime_error(type + " with no discard to claim");
        apply(findLegal(a, call, consumed, type.c_str()));
        passRest();
        return;
    }
    if (table_->phase() != Phase::Claim) return;
    // Servers differ on whether these come before a call on the discard.
    if (type == "reach_accepted" || type == "dora") return;
    if (type == "hora" && ev.value("actor", -1) != ev.value("target", -1)) return;  // step() takes the win
    passRest();
}

void Mirror::step(const json& ev, const std::string& type) {
    closeWindow(ev, type);
    const bool fresh = snapshotFresh_;
    snapshotFresh_ = false;
    if (type == "tsumo") {
        const int a = intField(ev, "actor", 0, 3);
        const PrivateSeat& pr = table_->priv(a);
        if (table_->phase() == Phase::Draw && table_->pub().turn == a)
            apply(Action{ActionType::Draw, std::int8_t(a)});
        else if (!(table_->phase() == Phase::Turn && table_->pub().turn == a && pr.drawn != kNoTile))
            throw std::runtime_error("tsumo: seat " + std::to_string(a) + " is not the one to draw");
        if (auto t = parseTile(strField(ev, "pai"))) ensureDrawn(a, *t);
    } else if (type == "dahai") {
        const int a = intField(ev, "actor", 0, 3);
        const Tile t = knownTile(ev, "pai");
        const bool tsumogiri = ev.value("tsumogiri", false);
        if (table_->phase() != Phase::Turn || table_->pub().turn != a)
            throw std::runtime_error("dahai: not seat " + std::to_string(a) + "'s turn");
        const TileId drawn = table_->priv(a).drawn;
        const TileId id = tsumogiri && drawn != kNoTile ? ensureDrawn(a, t) : ensureHeld(a, t, {}, false);
        const bool declare = pendingReach_ == a;
        const bool fromDrawn = id == table_->priv(a).drawn;
        std::optional<Action> pickA, loose;
        for (const Action& x : table_->legalActions(a)) {
            if (x.type != ActionType::Discard || tileOf(x.tile) != t || (x.declare != 0) != declare) continue;
            if (!loose) loose = x;
            if ((x.tile == table_->priv(a).drawn) == fromDrawn && !pickA) pickA = x;
        }
        if (!pickA) pickA = loose;
        if (!pickA && hidden(a)) {
            // A hidden seat's riichi on a hand of stand-ins: applyShown.
            pickA = Action{ActionType::Discard, std::int8_t(a), id};
            pickA->declare = declare ? std::uint8_t(riichi::play::kDeclareRiichi) : std::uint8_t(0);
        }
        if (!pickA) throw std::runtime_error(std::string("dahai ") + tileName(t) + (declare ? " with riichi" : "") +
                                            ": not legal at the engine's table");
        snapshot_ = std::make_unique<Table>(*table_);
        snapAction_ = *pickA;
        snapshotFresh_ = true;
        pendingReach_ = -1;
        applyShown(*pickA);
    } else if (type == "reach") {
        pendingReach_ = intField(ev, "actor", 0, 3);
    } else if (type == "pon" || type == "chi" || type == "daiminkan" || type == "reach_accepted") {
        // Taken by closeWindow; the deposit the table takes itself.
        snapshotFresh_ = fresh && type == "reach_accepted";
    } else if (type == "kakan") {
        const int a = intField(ev, "actor", 0, 3);
        const Tile t = knownTile(ev, "pai");
        ensureHeld(a, t, {}, true);
        apply(findLegal(a, ActionType::Kakan, {t}, "kakan"));
    } else if (type == "ankan") {
        const int a = intField(ev, "actor", 0, 3);
        const auto consumed = tileList(ev, "consumed", 4);
        std::vector<TileId> got;
        for (Tile t : consumed) got.push_back(ensureHeld(a, t, got, true));
        if (hidden(a)) {
            // After riichi the kong must keep the waits, which a hand of
            // stand-ins cannot show: applyShown takes it as the events say.
            std::sort(got.begin(), got.end());
            applyShown(Action{ActionType::Ankan, std::int8_t(a), got[0], {got[1], got[2], got[3]}});
        } else {
            apply(findLegal(a, ActionType::Ankan, consumed, "ankan"));
        }
    } else if (type == "dora") {
        fixIndicator(dorasSeen_++, knownTile(ev, "dora_marker"), false);
    } else if (type == "hora") {
        if (seat_ >= 0) {
            over_ = true;
            return;
        }
        const int a = intField(ev, "actor", 0, 3);
        const int target = intField(ev, "target", 0, 3);
        if (auto u = ev.find("ura_markers"); u != ev.end() && u->is_array()) {
            const auto uras = tileList(ev, "ura_markers", 0);
            for (std::size_t k = 0; k < uras.size(); ++k) fixIndicator(int(k), uras[k], true);
        }
        apply(findLegal(a, a == target ? ActionType::Tsumo : ActionType::Ron, {}, "hora"));
    } else if (type == "ryukyoku") {
        if (seat_ >= 0) {
            over_ = true;
            return;
        }
        if (table_->phase() == Phase::Turn) apply(findLegal(table_->pub().turn, ActionType::Abort, {}, "ryukyoku"));
        passRest();
        const Phase ph = table_->phase();
        if (ph != Phase::HandOver && ph != Phase::GameOver)
            throw std::runtime_error("ryukyoku where the engine plays on");
    }
    // reach_accepted, none and anything else: the table keeps its own account.
}

}  // namespace qe::mjai
