import QtQuick
import Quetai

// A standing mahjong tile seen from the front: ivory face on a green back.
// `face` is the character shown; `whiteDragon` draws the blue frame of 白 instead.
Item {
    id: tile
    property string face: ""
    property color faceColor: Theme.ink
    property bool whiteDragon: false
    property real unit: 1          // scale: 1 gives a 54x74 tile

    implicitWidth: 54 * unit
    implicitHeight: 74 * unit

    // Soft shadow on the cloth.
    Rectangle {
        x: 3 * tile.unit; y: 6 * tile.unit
        width: tile.width; height: tile.height
        radius: 7 * tile.unit
        color: "#000000"
        opacity: 0.28
    }
    // The green back, visible as the tile's lower edge.
    Rectangle {
        anchors.fill: parent
        radius: 7 * tile.unit
        color: Theme.tileBack
        border.color: Qt.darker(Theme.tileBack, 1.4)
        border.width: 1
    }
    // The ivory face.
    Rectangle {
        id: face
        x: 0; y: 0
        width: tile.width
        height: tile.height - 7 * tile.unit
        radius: 7 * tile.unit
        border.color: Theme.ivoryShade
        border.width: 1
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#fffcf2" }
            GradientStop { position: 1.0; color: Theme.ivory }
        }

        Text {
            visible: !tile.whiteDragon
            anchors.centerIn: parent
            anchors.verticalCenterOffset: -1 * tile.unit
            text: tile.face
            color: tile.faceColor
            font.family: Theme.titleFont
            font.weight: Font.Bold
            font.pixelSize: 36 * tile.unit
        }
        Rectangle {
            visible: tile.whiteDragon
            anchors.centerIn: parent
            width: parent.width * 0.58
            height: parent.height * 0.66
            radius: 3 * tile.unit
            color: "transparent"
            border.color: Theme.cobalt
            border.width: Math.max(2, 3.5 * tile.unit)
        }
    }
}
