import QtQuick
import Quetai

// The table cloth with a thin gilt line where the playing area ends.
Item {
    id: root
    property real scaleFactor: 1
    property bool frame: true

    FeltItem {
        anchors.fill: parent
        centerColor: Theme.feltCenter
        edgeColor: Theme.feltEdge
        grain: Theme.highContrast ? 0 : 5  // a plain ground behind high-contrast tiles
    }

    Rectangle {
        visible: root.frame
        anchors.fill: parent
        anchors.margins: 22 * root.scaleFactor
        color: "transparent"
        radius: 18 * root.scaleFactor
        border.width: Math.max(1, 1.5 * root.scaleFactor)
        border.color: Qt.rgba(0.88, 0.74, 0.41, 0.35)
    }
}
