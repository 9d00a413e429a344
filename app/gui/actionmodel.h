// The viewer's legal actions as the action bar's buttons, one row per button
// (a win, a declaration, each kong, pon, chi, an abortive draw, pass), in the
// order the bar shows them. A row's choices are the legal actions behind the
// button (several when there are tiles to choose from).
#pragma once

#include <QAbstractListModel>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVector>
#include <QtQml/qqmlregistration.h>

namespace quetai {

struct ActionRow {
    QString key;          // "win", "declare:<code>", "refused:<type>", "kong:<kind>", "kan", "pon", "chi", "abort:<code>", "pass", "cancel"
    QString label;        // the ruleset's name for it, or empty where the bar names it
    QStringList faces;    // tiles shown on the button
    QVariantList choices; // {index: into the view's legal actions, faces, declare?}
    bool enabled = true;  // false: refused by the rules (key "refused:<type>"), shown greyed
    QString reason;       // why it is refused
    QString type() const { return key.section(QLatin1Char(':'), 0, 0); }
    friend bool operator==(const ActionRow&, const ActionRow&) = default;
};

class ActionModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("made by GameController")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role { Key = Qt::UserRole + 1, Type, Label, Faces, Choices, Enabled, Reason };
    explicit ActionModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // New actions after each refresh of the table: the buttons are rebuilt
    // when they differ, and refreshed() tells the bar to close an open choice.
    void setRows(const QVector<ActionRow>& rows);
    const QVector<ActionRow>& rows() const { return rows_; }
    Q_INVOKABLE QString keyAt(int row) const { return row >= 0 && row < rows_.size() ? rows_[row].key : QString(); }
    Q_INVOKABLE QVariantList choicesAt(int row) const {
        return row >= 0 && row < rows_.size() ? rows_[row].choices : QVariantList();
    }

signals:
    void countChanged();
    void refreshed();

private:
    QVector<ActionRow> rows_;
};

}  // namespace quetai
