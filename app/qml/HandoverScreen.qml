import QtQuick
import Quetai

// Hot-seat: hides the whole table until the next player confirms they are
// at the screen. The table behind holds no private tiles meanwhile
// (GameController::refresh builds a view without any).
Rectangle {
    id: ho
    property var game: null
    property real unit: 1
    property string name: game ? game.handoverName : ""
    color: Theme.feltEdge
    // Swallow every click and key: nothing behind may be touched.
    MouseArea { anchors.fill: parent; hoverEnabled: true }

    Felt { anchors.fill: parent; scaleFactor: ho.unit }

    Column {
        anchors.centerIn: parent
        spacing: 24 * ho.unit
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            // The seat wind of the player asked to the screen.
            // (During a hand-over the table is already turned to that player: seat 0.)
            text: ho.game && ho.game.seats.viewerWind >= 0 ? Theme.windChars[ho.game.seats.viewerWind] : "請"
            color: Theme.gold
            opacity: 0.9
            font.family: Theme.titleFont
            font.weight: Font.Bold
            font.pixelSize: 96 * ho.unit
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            objectName: "handoverTitle"
            text: qsTr("Pass the screen to %1").arg(ho.name)
            color: Theme.text
            font.family: Theme.uiFont
            font.pixelSize: 34 * ho.unit
            font.weight: Font.Bold
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Every hand is hidden until %1 is ready.").arg(ho.name)
            color: Theme.textDim
            font.family: Theme.uiFont
            font.pixelSize: 18 * ho.unit
        }
        MenuButton {
            objectName: "handoverConfirm"
            anchors.horizontalCenter: parent.horizontalCenter
            unit: ho.unit
            primary: true
            // As wide as its words (the menu's 300 cut them short).
            width: Math.min(ho.width - 40 * ho.unit, Math.max(300 * ho.unit, contentItem.implicitWidth + 48 * ho.unit))
            text: A11y.withKey(qsTr("I am %1: show my tiles").arg(ho.name), qsTr("Enter"))
            onClicked: ho.game.confirmHandover()
        }
    }
}
