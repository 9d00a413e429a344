import QtQuick
import QtQuick.Controls.Basic
import Quetai

// A practice game's mark and its take-back button (key: Backspace or
// Ctrl+Z): the viewer's last discard or call in this hand is undone by
// replaying the game's log without it.
Column {
    id: tb
    property var game: null
    property real unit: 1
    visible: game !== null && game.practice
    spacing: 4 * unit
    topPadding: 4 * unit
    Text {
        objectName: "practiceLabel"
        text: qsTr("Practice game")
        color: Theme.gold
        font.family: Theme.uiFont
        font.pixelSize: 14 * tb.unit
    }
    TextButton {
        objectName: "takeBackButton"
        unit: tb.unit * 0.8
        text: A11y.withKey(qsTr("Take back"), qsTr("Backspace"))
        enabled: tb.game !== null && tb.game.canTakeBack
        onClicked: tb.game.takeBack()
    }
}
