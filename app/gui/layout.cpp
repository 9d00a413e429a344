#include "layout.h"

#include <algorithm>

namespace quetai::layout {

QString faceOf(qe::Tile t) { return QString::fromStdString(qe::formatTile(t)); }
QString faceOf(const qe::TileSet& set, qe::TileId id) { return faceOf(set.tile(id)); }

QVector<TileItem> ownHand(const qe::TileSet& set, const std::vector<qe::TileId>& hand, qe::TileId drawn) {
    std::vector<qe::TileId> rest;
    for (qe::TileId id : hand)
        if (id != drawn) rest.push_back(id);
    std::sort(rest.begin(), rest.end());
    QVector<TileItem> out;
    double x = 0;
    for (qe::TileId id : rest) {
        TileItem t;
        t.tid = id;
        t.face = faceOf(set, id);
        t.x = x;
        x += 1;
        out.push_back(t);
    }
    if (drawn != qe::kNoTile && std::find(hand.begin(), hand.end(), drawn) != hand.end()) {
        TileItem t;
        t.tid = drawn;
        t.face = faceOf(set, drawn);
        t.x = x + (rest.empty() ? 0 : kDrawnGap);
        t.tag = 1;  // the drawn tile
        out.push_back(t);
    }
    return out;
}

QVector<TileItem> hiddenHand(int count, bool holdsDrawn) {
    QVector<TileItem> out;
    for (int i = 0; i < count; ++i) {
        TileItem t;
        t.x = i + (holdsDrawn && i == count - 1 && count > 1 ? kDrawnGap : 0);
        out.push_back(t);
    }
    return out;
}

QVector<TileItem> revealedHand(const qe::TileSet& set, std::vector<qe::TileId> hand, qe::TileId apart) {
    const bool hasApart = apart != qe::kNoTile && std::find(hand.begin(), hand.end(), apart) != hand.end();
    return ownHand(set, hand, hasApart ? apart : qe::kNoTile);
}

QVector<TileItem> melds(const qe::TileSet& set, const std::vector<qe::MeldRec>& ms, qe::ConcealedKongDisplay display,
                        int dealer) {
    // Built right to left: each meld is placed to the left of the previous one.
    struct Placed {
        TileItem t;
        double w;
    };
    QVector<TileItem> out;
    double right = 0;  // grows negative, fixed up at the end
    int meldNo = 0;
    for (const auto& m : ms) {
        const int fromWind = dealer >= 0 && m.fromSeat >= 0 ? (m.fromSeat - dealer + 4) % 4 + 1 : 0;
        const int tag = (++meldNo << 8) | (int(m.meld.type) << 4) | fromWind;
        std::vector<qe::TileId> ids = m.ids;
        QVector<Placed> row;
        auto plain = [&](qe::TileId id, bool up) {
            TileItem t;
            t.tid = id;
            t.face = up ? faceOf(set, id) : QString();
            row.push_back({t, 1.0});
        };
        if (m.meld.type == qe::MeldType::Ankan) {
            for (std::size_t i = 0; i < ids.size(); ++i) {
                bool up = true;
                if (display == qe::ConcealedKongDisplay::OuterDown) up = i != 0 && i + 1 != ids.size();
                if (display == qe::ConcealedKongDisplay::OneDown) up = i != 1;
                plain(ids[i], up);
            }
        } else {
            const qe::TileId claimed = m.claimedId;
            qe::TileId added = qe::kNoTile;
            if (m.meld.type == qe::MeldType::Kakan && ids.size() == 4) {
                added = ids.back();
                ids.pop_back();
            }
            std::vector<qe::TileId> others;
            for (qe::TileId id : ids)
                if (id != claimed) others.push_back(id);
            // 1 上家: the turned tile on the left; 2 对家: second; 3 下家: on the right.
            std::size_t at = 0;
            if (m.meld.type != qe::MeldType::Chi) {
                if (m.meld.from == 2) at = 1;
                if (m.meld.from == 3) at = others.size();
            }
            for (std::size_t i = 0; i <= others.size(); ++i) {
                if (i == at && claimed != qe::kNoTile) {
                    TileItem t;
                    t.tid = claimed;
                    t.face = faceOf(set, claimed);
                    t.rot = 90;
                    t.y = kTileH - 1;
                    row.push_back({t, kTileH});
                    if (added != qe::kNoTile) {
                        TileItem a;
                        a.tid = added;
                        a.face = faceOf(set, added);
                        a.rot = 90;
                        a.y = kTileH - 2;
                        row.push_back({a, 0});  // stacked: takes no width
                    }
                }
                if (i < others.size()) plain(others[i], true);
            }
        }
        double width = 0;
        for (const auto& p : row) width += p.w;
        double x = right - width;
        right = x - 0.15;  // gap between melds
        double lastX = x;
        for (auto p : row) {
            if (p.w == 0) {
                p.t.x = lastX;
            } else {
                p.t.x = x;
                lastX = x;
                x += p.w;
            }
            p.t.tag = tag;
            out.push_back(p.t);
        }
    }
    double minX = 0, minY = 0;
    for (const auto& t : out) {
        minX = std::min(minX, t.x);
        minY = std::min(minY, t.y);
    }
    for (auto& t : out) {
        t.x -= minX;
        t.y -= minY;
    }
    return out;
}

QVector<TileItem> river(const std::vector<qe::DiscardRec>& rv, bool markLast) {
    QVector<TileItem> out;
    double x = 0;
    int row = 0, inRow = 0;
    for (std::size_t i = 0; i < rv.size(); ++i) {
        if (inRow == kRiverRow && row < kRiverRows) {
            ++row;
            inRow = 0;
            x = 0;
        }
        const auto& d = rv[i];
        TileItem t;
        t.tid = d.id;
        t.face = faceOf(d.tile);
        t.dim = d.claimed;
        t.rot = d.declare ? 90 : 0;
        t.x = x;
        t.y = row * kTileH + (t.rot ? (kTileH - 1) / 2 : 0);
        t.hl = markLast && i + 1 == rv.size();
        t.tag = d.tsumogiri ? 1 : 0;
        x += t.rot ? kTileH : 1;
        ++inRow;
        out.push_back(t);
    }
    return out;
}

QVector<TileItem> flowers(const qe::TileSet& set, const std::vector<qe::TileId>& ids) {
    QVector<TileItem> out;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        TileItem t;
        t.tid = ids[i];
        t.face = faceOf(set, ids[i]);
        t.x = double(i);
        out.push_back(t);
    }
    return out;
}

qe::WallPlace wallPlace(const qe::WallPublic& w, int i) {
    const int per = std::max(1, w.size / 8);
    const int stack = w.breakStack + i / 2;
    const int steps = stack / per;
    qe::WallPlace p;
    p.side = ((w.breakSide - steps) % 4 + 4) % 4;
    p.stack = stack % per;
    p.top = i % 2 == 0;
    return p;
}

std::pair<int, int> liveRange(const qe::WallPublic& w) {
    int head = 0;
    while (head < int(w.taken.size()) && w.taken[std::size_t(head)]) ++head;
    return {head, head + w.liveRemaining};
}

QVector<TileItem> wallSide(const qe::WallPublic& w, const qe::TileSet& set, int side) {
    const int per = std::max(1, w.size / 8);
    QVector<TileItem> lower(per), upper(per);
    for (int k = 0; k < per; ++k) {
        lower[k].x = upper[k].x = per - 1 - k;
        lower[k].y = kStackLift;
        upper[k].top = true;
        lower[k].gone = upper[k].gone = true;  // until a draw index says otherwise
    }
    if (int(w.taken.size()) != w.size) return lower + upper;
    const auto [head, liveEnd] = liveRange(w);
    // The break is marked while a stack beside it stands: the first one
    // dealt or the wall's last one (the tail, or the dead wall's end). Once
    // both are gone a notch there would float in empty felt.
    const auto taken = [&](int i) { return w.taken[std::size_t(i)]; };
    const bool breakShown =
        w.size >= 4 && !(taken(0) && taken(1) && taken(w.size - 1) && taken(w.size - 2));
    for (int i = 0; i < w.size; ++i) {
        const qe::WallPlace p = wallPlace(w, i);
        if (p.side != side) continue;
        TileItem& t = p.top ? upper[p.stack] : lower[p.stack];
        t.tid = -1;
        t.gone = w.taken[std::size_t(i)];
        if (!t.gone && i >= liveEnd) t.tag = 1;  // dead wall
        if (i < 2 && breakShown) t.tag |= 2;     // the stack at the break
        for (const auto& [idx, id] : w.revealed)
            if (idx == i) t.face = faceOf(set, id);
    }
    (void)head;
    return lower + upper;
}

}  // namespace quetai::layout
