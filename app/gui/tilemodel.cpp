#include "tilemodel.h"

#include <QMap>
#include <QStringList>
#include <algorithm>

namespace quetai {

int TileListModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(items_.size()); }

QVariant TileListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= items_.size()) return {};
    const TileItem& t = items_[index.row()];
    switch (role) {
        case Tid: return t.tid;
        case Face: return t.face;
        case X: return t.x;
        case Y: return t.y;
        case Rot: return t.rot;
        case Dim: return t.dim;
        case Hl: return t.hl;
        case Gone: return t.gone;
        case Ok: return t.ok;
        case Top: return t.top;
        case Tag: return t.tag;
        case Reason: return t.reason;
    }
    return {};
}

QHash<int, QByteArray> TileListModel::roleNames() const {
    return {{Tid, "tid"}, {Face, "face"}, {X, "px"},     {Y, "py"},   {Rot, "rot"}, {Dim, "dim"},
            {Hl, "hl"},   {Gone, "gone"}, {Ok, "ok"},    {Top, "top"}, {Tag, "tag"}, {Reason, "reason"}};
}

void TileListModel::setItems(const QVector<TileItem>& items) {
    const int oldN = int(items_.size()), newN = int(items.size());
    const int common = std::min(oldN, newN);
    bool samePrefix = true;
    for (int i = 0; i < common && samePrefix; ++i)
        if (items_[i].tid != items[i].tid) samePrefix = false;
    if (!samePrefix) {
        beginResetModel();
        items_ = items;
        endResetModel();
    } else {
        if (newN < oldN) {
            beginRemoveRows({}, newN, oldN - 1);
            items_.resize(newN);
            endRemoveRows();
        }
        for (int i = 0; i < common; ++i)
            if (!(items_[i] == items[i])) {
                items_[i] = items[i];
                emit dataChanged(index(i), index(i));
            }
        if (newN > oldN) {
            beginInsertRows({}, oldN, newN - 1);
            for (int i = oldN; i < newN; ++i) items_.push_back(items[i]);
            endInsertRows();
        }
    }
    double ex = 0, ey = 0;
    for (const auto& t : items_) {
        const double w = t.rot % 180 ? 4.0 / 3.0 : 1.0, h = t.rot % 180 ? 1.0 : 4.0 / 3.0;
        ex = std::max(ex, t.x + w);
        ey = std::max(ey, t.y + h);
    }
    QVariantList groups;
    QMap<int, QVariantMap> byMeld;  // meld number -> its map, in meld order
    for (const auto& t : items_) {
        if (t.tag < 0x100) continue;
        QVariantMap& g = byMeld[t.tag >> 8];
        const double w = t.rot % 180 ? 4.0 / 3.0 : 1.0, h = t.rot % 180 ? 1.0 : 4.0 / 3.0;
        if (g.isEmpty()) {
            g[QStringLiteral("type")] = (t.tag >> 4) & 0xf;
            g[QStringLiteral("fromWind")] = (t.tag & 0xf) - 1;
            g[QStringLiteral("x")] = t.x;
            g[QStringLiteral("y")] = t.y;
            g[QStringLiteral("right")] = t.x + w;
            g[QStringLiteral("bottom")] = t.y + h;
        }
        QStringList faces = g.value(QStringLiteral("faces")).toStringList();
        faces << t.face;
        g[QStringLiteral("faces")] = faces;
        g[QStringLiteral("x")] = std::min(g[QStringLiteral("x")].toDouble(), t.x);
        g[QStringLiteral("y")] = std::min(g[QStringLiteral("y")].toDouble(), t.y);
        g[QStringLiteral("right")] = std::max(g[QStringLiteral("right")].toDouble(), t.x + w);
        g[QStringLiteral("bottom")] = std::max(g[QStringLiteral("bottom")].toDouble(), t.y + h);
    }
    for (const QVariantMap& g : byMeld) groups << g;
    if (groups != groups_) {
        groups_ = groups;
        emit groupsChanged();
    }
    if (oldN != newN) emit countChanged();
    if (ex != extentX_ || ey != extentY_) {
        extentX_ = ex;
        extentY_ = ey;
        emit extentChanged();
    }
}

}  // namespace quetai
