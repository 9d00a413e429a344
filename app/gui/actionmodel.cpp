#include "actionmodel.h"

namespace quetai {

int ActionModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(rows_.size()); }

QVariant ActionModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rows_.size()) return {};
    const ActionRow& a = rows_[index.row()];
    switch (role) {
        case Key: return a.key;
        case Type: return a.type();
        case Label: return a.label;
        case Faces: return a.faces;
        case Choices: return a.choices;
        case Enabled: return a.enabled;
        case Reason: return a.reason;
    }
    return {};
}

QHash<int, QByteArray> ActionModel::roleNames() const {
    return {{Key, "key"}, {Type, "type"}, {Label, "label"}, {Faces, "faces"}, {Choices, "choices"},
            {Enabled, "enabled"}, {Reason, "reason"}};
}

void ActionModel::setRows(const QVector<ActionRow>& rows) {
    if (rows != rows_) {
        const bool countChange = rows.size() != rows_.size();
        beginResetModel();
        rows_ = rows;
        endResetModel();
        if (countChange) emit countChanged();
    }
    emit refreshed();
}

}  // namespace quetai
