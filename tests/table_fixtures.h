// Helpers for building tables with chosen hands (tests only).
#pragma once

#include <algorithm>
#include <array>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/registry.h"
#include "core/table.h"

namespace qe::testing {

// A draw order that deals `hands` (13 tiles each, seat 0 is the dealer) with
// the ThirteenEach pattern, then gives the live draws in `draws` in order;
// the remaining tiles follow in id order. `tail` lists the tiles at the very
// end of the wall in replacement order (tail[0] is drawn first).
inline std::vector<TileId> makeWall(const TileSet& set, const std::array<std::string, 4>& hands,
                                    const std::string& draws, const std::string& tail = "") {
    std::vector<bool> used(std::size_t(set.size()), false);
    auto take = [&](Tile t) -> TileId {
        for (int id = 0; id < set.size(); ++id)
            if (!used[std::size_t(id)] && set.tile(TileId(id)) == t) {
                used[std::size_t(id)] = true;
                return TileId(id);
            }
        throw std::invalid_argument("no tile left for " + formatTile(t));
    };
    std::array<std::vector<TileId>, 4> h;
    for (int s = 0; s < 4; ++s) {
        for (Tile t : parseTiles(hands[std::size_t(s)])) h[std::size_t(s)].push_back(take(t));
        if (h[std::size_t(s)].size() != 13) throw std::invalid_argument("a hand needs 13 tiles");
    }
    std::vector<TileId> order;
    for (int r = 0; r < 3; ++r)
        for (int s = 0; s < 4; ++s)
            for (int i = 0; i < 4; ++i) order.push_back(h[std::size_t(s)][std::size_t(4 * r + i)]);
    for (int s = 0; s < 4; ++s) order.push_back(h[std::size_t(s)][12]);
    for (Tile t : parseTiles(draws)) order.push_back(take(t));
    std::vector<TileId> tailIds;
    for (Tile t : parseTiles(tail)) tailIds.push_back(take(t));
    for (int id = 0; id < set.size(); ++id)
        if (!used[std::size_t(id)]) order.push_back(TileId(id));
    order.insert(order.end(), tailIds.begin(), tailIds.end());
    // Replacement order from the tail is N-2, N-1, N-4, N-3 ... (wall.cpp).
    const int n = set.size();
    for (std::size_t k = 0; k < tailIds.size(); ++k) {
        const int idx = n - 2 * int(k / 2) - 2 + int(k % 2);
        auto it = std::find(order.begin(), order.end(), tailIds[k]);
        std::iter_swap(it, order.begin() + idx);
    }
    return order;
}

// The same for any dealing pattern of `cfg` (e.g. 跳牌, where the dealer,
// seat 0, gets 14): the places each seat is dealt, the live draws and the
// replacement draws are found by dealing a wall of draw indices, so the
// fixture follows Wall::deal rather than repeating it.
inline std::vector<TileId> makeWallFor(const WallConfig& cfg, const std::array<std::string, 4>& hands,
                                       const std::string& draws, const std::string& tail = "") {
    const TileSet& set = cfg.set;
    const int n = set.size();
    std::vector<TileId> identity(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) identity[std::size_t(i)] = TileId(i);
    Wall probe(cfg, identity, {3, 4}, 0);
    const auto places = probe.deal(0);
    std::vector<bool> used(std::size_t(n), false);
    auto take = [&](Tile t) -> TileId {
        for (int id = 0; id < n; ++id)
            if (!used[std::size_t(id)] && set.tile(TileId(id)) == t) {
                used[std::size_t(id)] = true;
                return TileId(id);
            }
        throw std::invalid_argument("no tile left for " + formatTile(t));
    };
    std::vector<TileId> order(std::size_t(n), kNoTile);
    for (int s = 0; s < 4; ++s) {
        const auto ts = parseTiles(hands[std::size_t(s)]);
        if (ts.size() != places[std::size_t(s)].size())
            throw std::invalid_argument("seat " + std::to_string(s) + " is dealt " +
                                        std::to_string(places[std::size_t(s)].size()) + " tiles");
        for (std::size_t i = 0; i < ts.size(); ++i) order[std::size_t(places[std::size_t(s)][i])] = take(ts[i]);
    }
    Wall tailProbe = probe;
    for (Tile t : parseTiles(tail)) order[std::size_t(tailProbe.drawReplacement())] = take(t);
    for (Tile t : parseTiles(draws)) {
        int idx = probe.drawLive();
        while (idx >= 0 && order[std::size_t(idx)] != kNoTile) idx = probe.drawLive();
        if (idx < 0) throw std::invalid_argument("too many draws");
        order[std::size_t(idx)] = take(t);
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

inline std::unique_ptr<Table> makeTable(const std::string& ruleset, Options opts,
                                        const std::array<std::string, 4>& hands, const std::string& draws,
                                        const std::string& tail = "") {
    auto rs = makeRuleset(ruleset);
    if (!rs) throw std::invalid_argument("no ruleset " + ruleset);
    Options resolved = opts;
    resolved.resolve(rs->optionDescs());
    const WallConfig cfg = rs->config(resolved).wall;
    auto t = std::make_unique<Table>(rs, opts,
                                     cfg.deal == DealPattern::ThirteenEach ? makeWall(cfg.set, hands, draws, tail)
                                                                           : makeWallFor(cfg, hands, draws, tail),
                                     std::array<int, 2>{3, 4});
    t->setCheckInvariants(true);
    return t;
}

// The legal action of `seat` of `type` (and tile kind, if given); throws if none.
inline Action find(const Table& t, int seat, ActionType type, const std::string& tile = "") {
    for (const Action& a : t.legalActions(seat)) {
        if (a.type != type) continue;
        if (!tile.empty() && t.tile(a.tile).kind != parseTile(tile).kind) continue;
        return a;
    }
    throw std::runtime_error(std::string("no legal ") + actionTypeName(type) + " " + tile + " for seat " +
                             std::to_string(seat));
}

inline bool has(const Table& t, int seat, ActionType type) {
    for (const Action& a : t.legalActions(seat))
        if (a.type == type) return true;
    return false;
}

// Plays the current hand of `t` on, at most `maxSteps` rounds of asking:
// the forced draws are made, and each seat asked to act (in a claim window
// every seat with an answer open) is shown to `visit(seat, view)` and then
// acts as `choose(seat, view)` says. False when `visit` stopped the play by
// returning true; true when the hand ended or the steps ran out.
template <class Visit, class Choose>
bool driveHand(Table& t, int maxSteps, Visit visit, Choose choose) {
    int steps = 0;
    while (t.phase() != Phase::HandOver && t.phase() != Phase::GameOver && ++steps < maxSteps) {
        if (t.applyForced()) continue;
        for (int s : t.seatsToAct()) {
            const SeatView v = t.view(s);
            if (v.legal.empty()) continue;
            if (visit(s, v)) return false;
            t.apply(choose(s, v));
            if (t.phase() != Phase::Claim) break;
        }
    }
    return true;
}

}  // namespace qe::testing
