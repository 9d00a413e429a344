#include "seatmodel.h"

namespace quetai {

namespace {

QVariant roleValue(const SeatRow& s, int role) {
    switch (role) {
        case SeatModel::Seat: return s.seat;
        case SeatModel::Rel: return s.rel;
        case SeatModel::Name: return s.name;
        case SeatModel::Wind: return s.wind;
        case SeatModel::Score: return s.score;
        case SeatModel::Dealer: return s.dealer;
        case SeatModel::Player: return s.player;
        case SeatModel::Human: return s.human;
        case SeatModel::Level: return s.level;
        case SeatModel::ToAct: return s.toAct;
        case SeatModel::Flags: return s.flags;
        case SeatModel::FlagKeys: return s.flagKeys;
        case SeatModel::Riichi: return s.riichi;
    }
    return {};
}

}  // namespace

int SeatModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(rows_.size()); }

QVariant SeatModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rows_.size()) return {};
    return roleValue(rows_[index.row()], role);
}

QHash<int, QByteArray> SeatModel::roleNames() const {
    return {{Seat, "seat"},     {Rel, "rel"},     {Name, "name"},   {Wind, "wind"},
            {Score, "score"},   {Dealer, "dealer"}, {Player, "player"}, {Human, "human"},
            {Level, "level"},   {ToAct, "toAct"}, {Flags, "flags"}, {Riichi, "riichi"},
            {FlagKeys, "flagKeys"}};
}

void SeatModel::setRows(const QVector<SeatRow>& rows) {
    const int wind = viewerWind();
    update(rows);
    if (viewerWind() != wind) emit viewerWindChanged();
}

void SeatModel::update(const QVector<SeatRow>& rows) {
    if (rows.size() != rows_.size()) {
        // Four seats or none: a change of count is a new game or its end.
        beginResetModel();
        rows_ = rows;
        endResetModel();
        emit countChanged();
        return;
    }
    for (int i = 0; i < rows.size(); ++i) {
        if (rows_[i] == rows[i]) continue;
        QList<int> roles;
        for (int r = Seat; r <= Riichi; ++r)
            if (roleValue(rows_[i], r) != roleValue(rows[i], r)) roles << r;
        rows_[i] = rows[i];
        emit dataChanged(index(i), index(i), roles);
    }
}

}  // namespace quetai
