import QtQuick
import QtQuick.Controls.Basic
import Quetai

// Watching a saved game again: every hand face up, stepped action by action
// (Left/Right) and hand by hand (Up/Down, PageUp/PageDown), Home/End for the
// first and last position. Without a game loaded it lists the saved games
// and takes a file name.
Item {
    id: rs
    property var replay: null
    property real unit: 1
    signal back()

    readonly property real handW: 30 * unit
    readonly property real meldW: 24 * unit
    readonly property real riverW: 19 * unit
    readonly property var windNames: ["E", "S", "W", "N"]

    focus: visible
    onVisibleChanged: if (visible) forceActiveFocus()
    Keys.onPressed: (event) => {
        if (!replay || !replay.loaded) {
            if (event.key === Qt.Key_Escape) { rs.back(); event.accepted = true }
            return
        }
        switch (event.key) {
        case Qt.Key_Right: replay.stepForward(); break
        case Qt.Key_Left: replay.stepBack(); break
        case Qt.Key_Down: case Qt.Key_PageDown: replay.nextHand(); break
        case Qt.Key_Up: case Qt.Key_PageUp: replay.previousHand(); break
        case Qt.Key_Home: replay.toStart(); break
        case Qt.Key_End: replay.toEnd(); break
        case Qt.Key_Escape: replay.close(); break
        default: return
        }
        event.accepted = true
    }

    // --- the picker ---
    Column {
        objectName: "replayPicker"
        visible: rs.replay && !rs.replay.loaded
        anchors.centerIn: parent
        spacing: 10 * rs.unit
        width: Math.min(rs.width - 80 * rs.unit, 820 * rs.unit)
        Text {
            text: qsTr("Replays")
            color: Theme.gold
            font.family: Theme.titleFont
            font.weight: Font.Bold
            font.pixelSize: 30 * rs.unit
        }
        Text {
            visible: list.count === 0
            text: qsTr("No saved games yet. Finished games are kept here.")
            color: Theme.textDim
            font.family: Theme.uiFont
            font.pixelSize: 15 * rs.unit
        }
        ListView {
            id: list
            width: parent.width
            height: Math.min(contentHeight, 360 * rs.unit)
            clip: true
            model: rs.visible && rs.replay ? rs.replay.savedGames() : []
            delegate: TextButton {
                objectName: "savedGame"
                unit: rs.unit * 0.75
                width: list.width
                text: modelData.split("/").pop()
                onClicked: rs.replay.openFile(modelData)
            }
        }
        Row {
            spacing: 8 * rs.unit
            TextField {
                id: pathField
                objectName: "replayPath"
                Accessible.name: placeholderText
                width: 520 * rs.unit
                placeholderText: qsTr("or the path of a game file or a tenhou.net/6 log")
                font.pixelSize: 15 * rs.unit
                onAccepted: rs.replay.openFile(text)
            }
            TextButton { objectName: "replayOpen"; unit: rs.unit * 0.8; text: qsTr("Open"); onClicked: rs.replay.openFile(pathField.text) }
        }
        Text {
            visible: rs.replay && rs.replay.error.length > 0
            text: rs.replay ? rs.replay.error : ""
            width: parent.width
            wrapMode: Text.Wrap
            color: Theme.negative
            font.family: Theme.uiFont
            font.pixelSize: 14 * rs.unit
        }
        TextButton { unit: rs.unit * 0.8; text: qsTr("Back"); onClicked: rs.back() }
    }

    // --- the game ---
    Item {
        anchors.fill: parent
        visible: rs.replay && rs.replay.loaded

        Column {
            x: 24 * rs.unit
            y: 14 * rs.unit
            spacing: 2 * rs.unit
            Text {
                text: rs.replay ? rs.replay.title + (rs.replay.source.length ? "  ·  " + rs.replay.source : "") : ""
                color: Theme.gold
                font.family: Theme.titleFont
                font.weight: Font.Bold
                font.pixelSize: 20 * rs.unit
            }
            Text {
                objectName: "replayPosition"
                text: rs.replay ? qsTr("Hand %1 of %2 · action %3 of %4 · %5 tiles left")
                                  .arg(rs.replay.hand).arg(rs.replay.hands)
                                  .arg(rs.replay.position).arg(rs.replay.length)
                                  .arg(rs.replay.centre.tilesLeft !== undefined ? rs.replay.centre.tilesLeft : 0) : ""
                color: Theme.text
                font.family: Theme.uiFont
                font.pixelSize: 15 * rs.unit
            }
            Text {
                objectName: "replayAction"
                text: rs.replay ? rs.replay.actionText : ""
                color: Theme.textDim
                font.family: Theme.uiFont
                font.pixelSize: 15 * rs.unit
            }
            Text {
                objectName: "replayOutcome"
                visible: text.length > 0
                text: rs.replay ? rs.replay.outcomeText : ""
                color: Theme.gold
                font.family: Theme.uiFont
                font.pixelSize: 15 * rs.unit
            }
        }
        Row {
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: 16 * rs.unit
            spacing: 6 * rs.unit
            visible: rs.replay && rs.replay.centre.indicators !== undefined && rs.replay.centre.indicators.length > 0
            Repeater {
                model: rs.replay && rs.replay.centre.indicators ? rs.replay.centre.indicators : []
                Tile { w: 24 * rs.unit; face: modelData; flat: true }
            }
        }

        Column {
            id: seatsColumn
            x: 24 * rs.unit
            y: 112 * rs.unit
            width: parent.width - 48 * rs.unit
            spacing: 6 * rs.unit
            Repeater {
                model: 4
                Rectangle {
                    objectName: "replaySeat"
                    readonly property var info: rs.replay && rs.replay.seats.length === 4 ? rs.replay.seats[index] : ({})
                    width: seatsColumn.width
                    height: 118 * rs.unit
                    radius: 8 * rs.unit
                    color: info.toAct ? Qt.rgba(0.85, 0.7, 0.3, 0.16) : Qt.rgba(0, 0, 0, 0.2)
                    border.color: Theme.panelLine
                    Column {
                        x: 10 * rs.unit
                        y: 8 * rs.unit
                        width: 150 * rs.unit
                        Text {
                            text: (info.wind !== undefined ? rs.windNames[info.wind] + "  " : "") + (info.name || "")
                            color: info.dealer ? Theme.gold : Theme.text
                            font.family: Theme.uiFont
                            font.weight: Font.Bold
                            font.pixelSize: 16 * rs.unit
                            elide: Text.ElideRight
                            width: parent.width
                        }
                        Text {
                            text: info.score !== undefined ? info.score : ""
                            color: Theme.textDim
                            font.family: Theme.uiFont
                            font.pixelSize: 15 * rs.unit
                        }
                    }
                    TileRow {
                        objectName: "replayHand"
                        x: 170 * rs.unit
                        y: 10 * rs.unit
                        w: rs.handW
                        tiles: rs.replay ? rs.replay.handOf(index) : null
                    }
                    TileRow {
                        x: 170 * rs.unit
                        y: 10 * rs.unit + rs.handW * 4 / 3 + 12 * rs.unit
                        w: rs.meldW
                        tiles: rs.replay ? rs.replay.melds(index) : null
                    }
                    TileRow {
                        x: 170 * rs.unit + 17 * rs.handW
                        y: 10 * rs.unit + rs.handW * 4 / 3 + 12 * rs.unit
                        w: rs.meldW * 0.8
                        tiles: rs.replay ? rs.replay.flowers(index) : null
                    }
                    TileRow {
                        objectName: "replayRiver"
                        anchors.right: parent.right
                        anchors.rightMargin: 10 * rs.unit
                        y: 6 * rs.unit
                        w: rs.riverW
                        tiles: rs.replay ? rs.replay.river(index) : null
                    }
                }
            }
        }

        // The export's path (to copy), or why it failed; an imported log's
        // differences from our rules.
        Column {
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.leftMargin: 24 * rs.unit
            anchors.rightMargin: 24 * rs.unit
            anchors.bottom: controls.top
            anchors.bottomMargin: 6 * rs.unit
            spacing: 2 * rs.unit
            TextEdit {
                objectName: "replayExportPath"
                Accessible.role: Accessible.StaticText
                Accessible.name: text
                visible: rs.replay && rs.replay.exportPath.length > 0
                text: rs.replay && rs.replay.exportPath.length > 0 ? qsTr("Written to %1").arg(rs.replay.exportPath) : ""
                readOnly: true
                selectByMouse: true
                width: parent.width
                wrapMode: TextEdit.Wrap
                color: Theme.text
                selectionColor: Theme.gold
                font.family: Theme.uiFont
                font.pixelSize: 14 * rs.unit
            }
            Text {
                objectName: "replayExportError"
                visible: text.length > 0
                text: rs.replay ? rs.replay.exportError : ""
                width: parent.width
                wrapMode: Text.Wrap
                color: Theme.negative
                font.family: Theme.uiFont
                font.pixelSize: 14 * rs.unit
            }
            Text {
                objectName: "replayMismatches"
                visible: rs.replay && rs.replay.imported && rs.replay.mismatches.length > 0
                text: rs.replay && rs.replay.mismatches.length > 0
                      ? qsTr("Where the log differs from our rules (%1):").arg(rs.replay.mismatches.length) + "\n"
                        + rs.replay.mismatches.slice(0, 4).join("\n")
                        + (rs.replay.mismatches.length > 4 ? "\n…" : "")
                      : ""
                width: parent.width
                wrapMode: Text.Wrap
                maximumLineCount: 6
                elide: Text.ElideRight
                color: Theme.textDim
                font.family: Theme.uiFont
                font.pixelSize: 13 * rs.unit
            }
        }

        Row {
            id: controls
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 14 * rs.unit
            spacing: 8 * rs.unit
            TextButton { objectName: "replayStart"; unit: rs.unit * 0.8; text: qsTr("First"); onClicked: rs.replay.toStart() }
            TextButton { objectName: "replayPrevHand"; unit: rs.unit * 0.8; text: qsTr("◀◀ Hand"); onClicked: rs.replay.previousHand() }
            TextButton { objectName: "replayBack"; unit: rs.unit * 0.8; text: qsTr("◀ Action"); onClicked: rs.replay.stepBack() }
            TextButton { objectName: "replayForward"; unit: rs.unit * 0.8; accent: true; text: qsTr("Action ▶"); onClicked: rs.replay.stepForward() }
            TextButton { objectName: "replayNextHand"; unit: rs.unit * 0.8; text: qsTr("Hand ▶▶"); onClicked: rs.replay.nextHand() }
            TextButton { objectName: "replayEnd"; unit: rs.unit * 0.8; text: qsTr("Last"); onClicked: rs.replay.toEnd() }
            Item { width: 24 * rs.unit; height: 1 }
            TextButton {
                objectName: "replayExport"
                visible: rs.replay && rs.replay.canExport
                unit: rs.unit * 0.8
                text: qsTr("Export tenhou.net/6")
                onClicked: rs.replay.exportTenhou6()
            }
            TextButton { objectName: "replayClose"; unit: rs.unit * 0.8; text: qsTr("Close"); onClicked: rs.replay.close() }
            TextButton { unit: rs.unit * 0.8; text: qsTr("Menu"); onClicked: { rs.replay.close(); rs.back() } }
        }
    }
}
