// A list of tiles for one place on the table (a hand, a river, a meld area,
// a wall side, a hand in the breakdown). Positions are computed in C++
// (layout.h) in units of the place's tile width, so QML only scales them.
#pragma once

#include <QAbstractListModel>
#include <QString>
#include <QVariantList>
#include <QVector>
#include <QtQml/qqmlregistration.h>

namespace quetai {

struct TileItem {
    int tid = -1;        // physical tile id; -1 for a tile whose face this view may not know
    QString face;        // notation of the face ("5m", "0p", "7z", "3f"); empty = face down
    double x = 0, y = 0; // top-left, in tile widths
    int rot = 0;         // 0 upright, 90 turned (claimed tiles, riichi discards)
    bool dim = false;    // claimed from a river
    bool hl = false;     // highlighted (breakdown step, last discard)
    bool gone = false;   // wall: already drawn
    bool ok = true;      // own hand: may be discarded now
    bool top = false;    // wall: upper tile of a stack
    int tag = 0;         // place-specific (wall: 1 dead wall, 2 break stack)
    QString reason;      // own hand: why the rules refuse this discard now
    friend bool operator==(const TileItem&, const TileItem&) = default;
};

class TileListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("made by GameController")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(double extentX READ extentX NOTIFY extentChanged)  // right edge, in tile widths
    Q_PROPERTY(double extentY READ extentY NOTIFY extentChanged)
    // The melds of a meld area, one map each (type, fromWind, faces, and its
    // box x, y, w, h in tile widths) from the tiles' tags (layout::melds), so
    // a screen reader names each meld as a whole.
    Q_PROPERTY(QVariantList groups READ groups NOTIFY groupsChanged)

public:
    enum Role { Tid = Qt::UserRole + 1, Face, X, Y, Rot, Dim, Hl, Gone, Ok, Top, Tag, Reason };
    explicit TileListModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Replaces the contents, touching only the rows that changed when the
    // old list is a prefix of the new one (rivers grow, wall tiles go), so
    // QML keeps its delegates and their animations.
    void setItems(const QVector<TileItem>& items);
    const QVector<TileItem>& items() const { return items_; }
    Q_INVOKABLE int tidAt(int row) const { return row >= 0 && row < items_.size() ? items_[row].tid : -1; }
    Q_INVOKABLE QString faceAt(int row) const { return row >= 0 && row < items_.size() ? items_[row].face : QString(); }
    double extentX() const { return extentX_; }
    double extentY() const { return extentY_; }
    QVariantList groups() const { return groups_; }

signals:
    void countChanged();
    void extentChanged();
    void groupsChanged();

private:
    QVector<TileItem> items_;
    QVariantList groups_;
    double extentX_ = 0, extentY_ = 0;
};

}  // namespace quetai
