// The four seats as QML shows them (name plates, the centre's edges, the
// hand-over screen), in order of position relative to the viewer (row 0 is
// the bottom seat). Rows are replaced in place so QML keeps its delegates.
#pragma once

#include <QAbstractListModel>
#include <QString>
#include <QStringList>
#include <QVector>
#include <QtQml/qqmlregistration.h>

namespace quetai {

struct SeatRow {
    int seat = 0;        // table seat
    int rel = 0;         // position relative to the viewer: 0 bottom, 1 right, 2 top, 3 left
    QString name;
    int wind = 0;        // seat wind of the hand shown (0 East)
    qlonglong score = 0;
    bool dealer = false;
    int player = 0;      // index into the game's setup of who sits there
    bool human = false;
    QString level;       // bot level
    bool toAct = false;
    QStringList flags;   // labels of the seat's shown flags (riichi, ...)
    QStringList flagKeys; // their keys, in the same order (spoken names: a declaration is "declared by")
    bool riichi = false;
    friend bool operator==(const SeatRow&, const SeatRow&) = default;
};

class SeatModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("made by GameController")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    // The bottom seat's wind (-1 with no seats): the hand-over screen's big character.
    Q_PROPERTY(int viewerWind READ viewerWind NOTIFY viewerWindChanged)

public:
    enum Role { Seat = Qt::UserRole + 1, Rel, Name, Wind, Score, Dealer, Player, Human, Level, ToAct, Flags, Riichi, FlagKeys };
    explicit SeatModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setRows(const QVector<SeatRow>& rows);
    const QVector<SeatRow>& rows() const { return rows_; }
    int viewerWind() const { return rows_.isEmpty() ? -1 : rows_.front().wind; }

signals:
    void countChanged();
    void viewerWindChanged();

private:
    void update(const QVector<SeatRow>& rows);
    QVector<SeatRow> rows_;
};

}  // namespace quetai
