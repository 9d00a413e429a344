import QtQuick
import QtQuick.Controls.Basic
import Quetai

// A button of the start screen. `primary` is the gilt one (the main action).
Button {
    id: control
    property bool primary: false
    property real unit: 1

    implicitWidth: 300 * unit
    implicitHeight: 54 * unit
    font.family: Theme.uiFont
    font.pixelSize: 19 * unit
    font.weight: primary ? Font.Bold : Font.Medium
    Accessible.role: Accessible.Button
    Accessible.name: text

    // Enter presses it as Space does; the arrows walk a column of buttons.
    Keys.onReturnPressed: clicked()
    Keys.onEnterPressed: clicked()
    Keys.onDownPressed: nextItemInFocusChain(true).forceActiveFocus(Qt.TabFocusReason)
    Keys.onUpPressed: nextItemInFocusChain(false).forceActiveFocus(Qt.BacktabFocusReason)

    contentItem: Text {
        text: control.text
        font: control.font
        color: control.primary ? Theme.ink : Theme.text
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }

    background: Rectangle {
        radius: 10 * control.unit
        border.width: control.activeFocus ? Theme.focusWidth : (Theme.highContrast ? 2 : 1)
        border.color: control.activeFocus ? Theme.focusRing
                      : Theme.highContrast ? Theme.buttonLine
                      : (control.primary ? Theme.goldDeep : Qt.rgba(0.95, 0.92, 0.84, 0.28))
        color: {
            if (control.primary)
                return control.down ? Theme.goldDeep : (control.hovered ? Qt.lighter(Theme.gold, 1.08) : Theme.gold)
            if (Theme.highContrast) return control.hovered ? Theme.buttonHover : Theme.button
            return control.down ? Qt.rgba(0, 0, 0, 0.38)
                                : (control.hovered ? Qt.rgba(1, 1, 1, 0.12) : Qt.rgba(0, 0, 0, 0.22))
        }
        Behavior on color { ColorAnimation { duration: 90 } }
    }
}
