#include "feltitem.h"

#include <QPainter>
#include <QRadialGradient>
#include <algorithm>
#include <cstdint>

namespace {

// A small integer hash (a fixed mix of multiplies and shifts) so the grain
// depends only on the pixel position: the same image on every run and machine.
std::uint32_t pixelHash(std::uint32_t x, std::uint32_t y) {
    std::uint32_t h = x * 0x8da6b343u ^ y * 0xd8163841u;
    h ^= h >> 15;
    h *= 0x2c1b3c6du;
    h ^= h >> 12;
    h *= 0x297a2d39u;
    h ^= h >> 15;
    return h;
}

}  // namespace

FeltItem::FeltItem(QQuickItem* parent) : QQuickPaintedItem(parent) {
    setOpaquePainting(true);
    setAntialiasing(false);
}

void FeltItem::setCenterColor(const QColor& c) {
    if (c == center_) return;
    center_ = c;
    invalidate();
}

void FeltItem::setEdgeColor(const QColor& c) {
    if (c == edge_) return;
    edge_ = c;
    invalidate();
}

void FeltItem::setGrain(int g) {
    g = std::clamp(g, 0, 32);
    if (g == grain_) return;
    grain_ = g;
    invalidate();
}

void FeltItem::invalidate() {
    cache_ = QImage();
    emit colorsChanged();
    update();
}

void FeltItem::paint(QPainter* painter) {
    const QSize size = QSizeF(width(), height()).toSize();
    if (size.isEmpty()) return;
    if (cache_.size() != size) {
        QImage img(size, QImage::Format_RGB32);
        {
            QPainter p(&img);
            // The light falls on the middle of the table; the corners fade out.
            QRadialGradient g(QPointF(size.width() / 2.0, size.height() * 0.45),
                              0.75 * std::max(size.width(), size.height()));
            g.setColorAt(0.0, center_);
            g.setColorAt(0.55, QColor::fromRgbF(float((center_.redF() + edge_.redF()) / 2),
                                                float((center_.greenF() + edge_.greenF()) / 2),
                                                float((center_.blueF() + edge_.blueF()) / 2)));
            g.setColorAt(1.0, edge_);
            p.fillRect(img.rect(), g);
        }
        if (grain_ > 0) {
            const int span = 2 * grain_ + 1;
            for (int y = 0; y < img.height(); ++y) {
                auto* line = reinterpret_cast<QRgb*>(img.scanLine(y));
                for (int x = 0; x < img.width(); ++x) {
                    const int d = int(pixelHash(std::uint32_t(x), std::uint32_t(y)) % std::uint32_t(span)) - grain_;
                    const QRgb c = line[x];
                    line[x] = qRgb(std::clamp(qRed(c) + d, 0, 255), std::clamp(qGreen(c) + d, 0, 255),
                                   std::clamp(qBlue(c) + d, 0, 255));
                }
            }
        }
        cache_ = std::move(img);
    }
    painter->drawImage(0, 0, cache_);
}
