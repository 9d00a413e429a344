import QtQuick
import QtQuick.Controls.Basic
import Quetai

// A compact button of the table (claims, panels). `accent` is the gold one.
Button {
    id: control
    property real unit: 1
    property bool accent: false
    property var faces: []
    property bool marks: false
    implicitHeight: 44 * unit
    implicitWidth: Math.max(96 * unit, contentItem.implicitWidth + 30 * unit)
    font.family: Theme.uiFont
    font.pixelSize: 18 * unit
    font.weight: Font.Bold
    focusPolicy: Qt.NoFocus

    contentItem: Row {
        spacing: 8 * control.unit
        Text {
            anchors.verticalCenter: parent.verticalCenter
            text: control.text
            font: control.font
            color: control.accent ? Theme.ink : Theme.text
            visible: text.length > 0
        }
        Repeater {
            model: control.faces
            Tile {
                anchors.verticalCenter: parent.verticalCenter
                w: 22 * control.unit
                face: modelData
                flat: true
                marks: control.marks
            }
        }
    }
    background: Rectangle {
        radius: 9 * control.unit
        color: control.accent ? (control.down ? Theme.goldDeep : control.hovered ? Qt.lighter(Theme.gold, 1.08) : Theme.gold)
                              : (control.down ? Qt.rgba(0, 0, 0, 0.55) : control.hovered ? Qt.rgba(0.1, 0.25, 0.17, 0.95) : Qt.rgba(0.04, 0.14, 0.09, 0.92))
        border.width: Math.max(1, 1.5 * control.unit)
        border.color: control.accent ? Theme.goldDeep : Theme.panelLine
    }
}
