import QtQuick
import Quetai

// A dark glass panel with a gilt line, for dialogs and overlays.
Rectangle {
    property real unit: 1
    radius: 16 * unit
    color: Theme.highContrast ? "#000000" : Qt.rgba(0.03, 0.11, 0.07, 0.97)
    border.width: Math.max(Theme.highContrast ? 2 : 1, 1.5 * unit)
    border.color: Theme.panelLine
}
