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
    // Tab reaches it (menus, panels); a click leaves the keyboard focus where
    // it was, so the table's keys keep working.
    focusPolicy: Qt.TabFocus
    Accessible.role: Accessible.Button
    Accessible.name: text.length > 0 ? (faces && faces.length > 0 ? text + ": " + A11y.tileNames(faces) : text)
                                     : A11y.tileNames(faces)

    // Enter presses it as Space does; the arrows walk a column of buttons.
    Keys.onReturnPressed: clicked()
    Keys.onEnterPressed: clicked()

    // The label and its tiles centred in the button whatever its width (a
    // Row as contentItem is stretched to the button and sits at its left).
    contentItem: Item {
        implicitWidth: labelRow.implicitWidth
        implicitHeight: labelRow.implicitHeight
        Row {
            id: labelRow
            anchors.centerIn: parent
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
                    quiet: true
                    marks: control.marks
                }
            }
        }
    }
    background: Rectangle {
        radius: 9 * control.unit
        color: control.accent ? (control.down ? Theme.goldDeep : control.hovered ? Qt.lighter(Theme.gold, 1.08) : Theme.gold)
                              : (control.down ? Qt.rgba(0, 0, 0, 0.55) : control.hovered ? Theme.buttonHover : Theme.button)
        border.width: Math.max(1, (Theme.highContrast ? 2 : 1.5) * control.unit)
        border.color: control.accent ? Theme.goldDeep : Theme.buttonLine
        Rectangle {  // the keyboard focus ring, outside the button
            visible: control.activeFocus
            anchors.fill: parent
            anchors.margins: -Theme.focusWidth - 1
            radius: parent.radius + Theme.focusWidth
            color: "transparent"
            border.width: Theme.focusWidth
            border.color: Theme.focusRing
        }
    }
}
