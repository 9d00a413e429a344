import QtQuick
import Quetai

// A dark glass panel with a gilt line, for dialogs and overlays.
Rectangle {
    property real unit: 1
    radius: 16 * unit
    color: Qt.rgba(0.03, 0.11, 0.07, 0.97)
    border.width: Math.max(1, 1.5 * unit)
    border.color: Theme.panelLine
}
