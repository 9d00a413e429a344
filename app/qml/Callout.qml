import QtQuick
import Quetai

// "Pon!", "Chi!", a win or a declaration, shown briefly by the seat that made it.
Rectangle {
    id: co
    property string label: ""
    property real unit: 1
    property int serial: 0
    width: txt.implicitWidth + 36 * unit
    height: txt.implicitHeight + 14 * unit
    radius: height / 2
    color: Qt.rgba(0.05, 0.08, 0.06, 0.88)
    border.color: Theme.gold
    border.width: Math.max(1, 2 * unit)
    opacity: 0
    visible: opacity > 0
    Text {
        id: txt
        anchors.centerIn: parent
        text: co.label
        color: Theme.gold
        font.family: Theme.titleFont
        font.weight: Font.Bold
        font.pixelSize: 30 * co.unit
    }
    onSerialChanged: if (label.length > 0 && Theme.animate) show.restart()
    SequentialAnimation {
        id: show
        NumberAnimation { target: co; property: "opacity"; to: 1; duration: 90 }
        PauseAnimation { duration: 900 }
        NumberAnimation { target: co; property: "opacity"; to: 0; duration: 300 }
    }
}
