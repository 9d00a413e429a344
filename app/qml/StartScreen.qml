import QtQuick
import Quetai

// The first screen: title and the main menu (New game, Continue once a saved
// game exists, Replays, Record, Drills, Rules, Hand calculator, Settings, Quit).
Item {
    id: screen
    property real unit: 1
    property string version: ""
    property bool canContinue: false

    signal newGameRequested()
    signal continueRequested()
    signal onlineRequested()
    signal replaysRequested()
    signal rulesRequested()
    signal calculatorRequested()
    signal recordRequested()
    signal drillsRequested()
    signal settingsRequested()
    signal quitRequested()

    Column {
        anchors.centerIn: parent
        anchors.verticalCenterOffset: -8 * screen.unit
        spacing: 0
        // Inside the felt's frame with a margin: the title and seven buttons
        // are a little taller than the 800-pixel design height.
        scale: Math.min(1, (screen.height - 110 * screen.unit) / Math.max(1, implicitHeight))

        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: 6 * screen.unit
            Repeater {
                model: ["1z", "2z", "3z", "4z"]
                Tile { objectName: "titleTile"; w: 54 * screen.unit; standing: true; face: modelData }
            }
            Item { width: 16 * screen.unit; height: 1 }
            Repeater {
                model: ["7z", "6z", "5z"]
                Tile { objectName: "titleTile"; w: 54 * screen.unit; standing: true; face: modelData }
            }
        }

        Item { width: 1; height: 18 * screen.unit }

        Item {
            anchors.horizontalCenter: parent.horizontalCenter
            width: title.implicitWidth
            height: title.implicitHeight
            Text {  // shadow
                x: 3 * screen.unit; y: 4 * screen.unit
                text: title.text
                font: title.font
                color: "#000000"
                opacity: 0.35
            }
            Text {
                id: title
                text: "雀台"
                color: Theme.gold
                font.family: Theme.titleFont
                font.weight: Font.Bold
                font.pixelSize: 118 * screen.unit
            }
        }

        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: "QUETAI"
            color: Theme.text
            font.family: Theme.uiFont
            font.pixelSize: 22 * screen.unit
            font.letterSpacing: 14 * screen.unit
            // letterSpacing also pads the last letter; shift back to stay centred.
            leftPadding: 14 * screen.unit
        }

        Item { width: 1; height: 10 * screen.unit }

        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: "玉雀 · 上海 · 立直 · 璸市 · 灵雀"
            color: Theme.textDim
            font.family: Theme.uiFont
            font.pixelSize: 16 * screen.unit
            font.letterSpacing: 2 * screen.unit
        }

        // Seven buttons (Continue shown) must still clear the frame at 1024x700.
        Item { width: 1; height: (screen.canContinue ? 24 : 38) * screen.unit }

        Column {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: (screen.canContinue ? 9 : 12) * screen.unit
            MenuButton {
                unit: screen.unit
                objectName: "newGameButton"
                text: qsTr("New game")
                primary: true
                focus: true
                onClicked: screen.newGameRequested()
            }
            MenuButton {
                objectName: "continueButton"
                visible: screen.canContinue
                unit: screen.unit
                text: qsTr("Continue")
                onClicked: screen.continueRequested()
            }
            MenuButton { unit: screen.unit; objectName: "onlineButton"; text: qsTr("Play online"); onClicked: screen.onlineRequested() }
            MenuButton { unit: screen.unit; objectName: "replaysButton"; text: qsTr("Replays"); onClicked: screen.replaysRequested() }
            MenuButton { unit: screen.unit; objectName: "recordButton"; text: qsTr("Record"); onClicked: screen.recordRequested() }
            MenuButton { unit: screen.unit; objectName: "drillsButton"; text: qsTr("Drills"); onClicked: screen.drillsRequested() }
            MenuButton { unit: screen.unit; text: qsTr("Rules"); onClicked: screen.rulesRequested() }
            MenuButton { unit: screen.unit; objectName: "calculatorButton"; text: qsTr("Hand calculator"); onClicked: screen.calculatorRequested() }
            MenuButton { unit: screen.unit; text: qsTr("Settings"); onClicked: screen.settingsRequested() }
            MenuButton { unit: screen.unit; text: qsTr("Quit"); onClicked: screen.quitRequested() }
        }
    }

    Text {
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.leftMargin: 44 * screen.unit
        anchors.bottomMargin: 38 * screen.unit
        text: screen.version.length > 0 ? "Quetai " + screen.version : ""
        color: Theme.textDim
        opacity: 0.8
        font.family: Theme.uiFont
        font.pixelSize: 13 * screen.unit
    }
}
