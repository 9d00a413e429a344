import QtQuick
import Quetai

// The end of the game: final standings and the scores after each hand.
Panel {
    id: gp
    property var game: null
    readonly property var st: game ? game.standings : ({})
    signal newGameRequested()
    signal menuRequested()

    Text {
        id: title
        x: 32 * gp.unit
        y: 24 * gp.unit
        text: qsTr("Final standings")
        color: Theme.gold
        font.family: Theme.titleFont
        font.weight: Font.Bold
        font.pixelSize: 34 * gp.unit
    }
    Column {
        id: rows
        x: 32 * gp.unit
        y: title.y + title.height + 18 * gp.unit
        width: parent.width * 0.36
        spacing: 10 * gp.unit
        Repeater {
            model: gp.st.rows || []
            Rectangle {
                objectName: "standingRow"
                width: rows.width
                height: 54 * gp.unit
                radius: 10 * gp.unit
                color: index === 0 ? Qt.rgba(0.88, 0.74, 0.41, 0.2) : Qt.rgba(1, 1, 1, 0.05)
                border.color: index === 0 ? Theme.gold : "transparent"
                Text {
                    x: 16 * gp.unit
                    anchors.verticalCenter: parent.verticalCenter
                    text: modelData.rank
                    color: Theme.gold
                    font.family: Theme.titleFont
                    font.weight: Font.Bold
                    font.pixelSize: 26 * gp.unit
                }
                Rectangle {
                    x: 52 * gp.unit
                    anchors.verticalCenter: parent.verticalCenter
                    width: 12 * gp.unit; height: width; radius: width / 2
                    color: Theme.seatColors[modelData.seat]
                }
                Text {
                    x: 74 * gp.unit
                    anchors.verticalCenter: parent.verticalCenter
                    width: parent.width * 0.5
                    elide: Text.ElideRight
                    text: modelData.name
                    color: Theme.text
                    font.family: Theme.uiFont
                    font.pixelSize: 20 * gp.unit
                }
                Text {
                    anchors.right: parent.right
                    anchors.rightMargin: 16 * gp.unit
                    anchors.verticalCenter: parent.verticalCenter
                    text: modelData.score
                    color: Theme.text
                    font.family: Theme.uiFont
                    font.weight: Font.Bold
                    font.pixelSize: 22 * gp.unit
                }
            }
        }
    }
    ScoreChart {
        x: rows.x + rows.width + 30 * gp.unit
        y: rows.y
        width: parent.width - x - 32 * gp.unit
        height: parent.height - y - 90 * gp.unit
        unit: gp.unit
        series: gp.st.series || []
    }
    Row {
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 24 * gp.unit
        spacing: 12 * gp.unit
        TextButton {
            objectName: "gameOverMenu"
            unit: gp.unit
            text: A11y.withKey(qsTr("Main menu"), "M")
            onClicked: gp.menuRequested()
        }
        TextButton {
            objectName: "gameOverNew"
            unit: gp.unit
            accent: true
            text: A11y.withKey(qsTr("New game"), qsTr("Enter"))
            onClicked: gp.newGameRequested()
        }
    }
}
