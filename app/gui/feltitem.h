// The table cloth: a radial gradient with a fine deterministic grain, drawn
// in C++ because plain Qt Quick has no radial gradient or noise, and the
// grain must be identical on every run so screenshots can be compared.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QColor>
#include <QImage>
#include <QQuickPaintedItem>

class FeltItem : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QColor centerColor READ centerColor WRITE setCenterColor NOTIFY colorsChanged)
    Q_PROPERTY(QColor edgeColor READ edgeColor WRITE setEdgeColor NOTIFY colorsChanged)
    Q_PROPERTY(int grain READ grain WRITE setGrain NOTIFY colorsChanged)

public:
    explicit FeltItem(QQuickItem* parent = nullptr);

    QColor centerColor() const { return center_; }
    QColor edgeColor() const { return edge_; }
    int grain() const { return grain_; }
    void setCenterColor(const QColor& c);
    void setEdgeColor(const QColor& c);
    void setGrain(int g);

    void paint(QPainter* painter) override;

signals:
    void colorsChanged();

private:
    void invalidate();

    QColor center_{0x1f, 0x7a, 0x4a};
    QColor edge_{0x0a, 0x33, 0x1e};
    int grain_ = 5;  // maximum brightness offset of a pixel, in 8-bit steps
    QImage cache_;
};
