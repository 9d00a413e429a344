import QtQuick
import Quetai

// The table's centre, like the display of an automatic table: round wind
// and hand, tiles left, counters, dice, and each seat's wind and score
// turned toward that seat; the seat to act is lit.
Item {
    id: cp
    property var game: null
    property real size: 160
    property bool chinese: false
    readonly property var c: game ? game.centre : ({})
    readonly property var seats: game ? game.seats : []
    width: size
    height: size

    Rectangle {
        anchors.fill: parent
        radius: cp.size * 0.08
        color: Theme.centreFace
        border.width: Math.max(1, cp.size * 0.012)
        border.color: Theme.panelLine
        Rectangle {
            anchors.fill: parent
            anchors.margins: cp.size * 0.035
            radius: cp.size * 0.06
            color: "transparent"
            border.width: 1
            border.color: Qt.rgba(1, 1, 1, 0.07)
        }
    }

    Column {
        anchors.centerIn: parent
        spacing: cp.size * 0.012
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            objectName: "roundLabel"
            text: cp.c.roundWind === undefined ? "" : cp.chinese
                  ? Theme.windChars[cp.c.roundWind % 4] + ["一", "二", "三", "四", "五", "六", "七", "八"][(cp.c.handInRound - 1) % 8] + "局"
                  : qsTr("%1 %2").arg([qsTr("East"), qsTr("South"), qsTr("West"), qsTr("North")][cp.c.roundWind % 4]).arg(cp.c.handInRound)
            color: Theme.gold
            font.family: Theme.titleFont
            font.weight: Font.Bold
            font.pixelSize: cp.size * 0.135
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            objectName: "tilesLeft"
            text: qsTr("%1 tiles left").arg(cp.c.tilesLeft === undefined ? 0 : cp.c.tilesLeft)
            color: Theme.text
            font.family: Theme.uiFont
            font.pixelSize: cp.size * 0.075
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            visible: text.length > 0
            // Two lines rather than over the seats' edges on a small board.
            width: Math.min(implicitWidth, cp.size * 0.74)
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            maximumLineCount: 2
            text: {
                var parts = []
                if (cp.c.honba) parts.push(qsTr("Honba %1").arg(cp.c.honba))
                var cs = cp.c.counters || []
                for (var i = 0; i < cs.length; ++i)
                    if (cs[i].value) parts.push(cs[i].name + " " + cs[i].value)
                return parts.join("  ")
            }
            color: Theme.textDim
            font.family: Theme.uiFont
            font.pixelSize: cp.size * 0.062
        }
        Text {
            // Who deals first (the first hand) or how the players moved (a rotated round's first hand).
            anchors.horizontalCenter: parent.horizontalCenter
            objectName: "notice"
            visible: text.length > 0
            width: cp.size * 0.6
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            maximumLineCount: 3
            elide: Text.ElideRight
            text: cp.c.notice || ""
            color: Theme.highlight
            font.family: Theme.uiFont
            font.pixelSize: cp.size * 0.05
        }
        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: cp.size * 0.03
            topPadding: cp.size * 0.015
            Dice { size: cp.size * 0.1; value: cp.c.dice ? cp.c.dice[0] : 1 }
            Dice { size: cp.size * 0.1; value: cp.c.dice ? cp.c.dice[1] : 1 }
        }
    }

    // One edge per seat, turned toward it.
    Repeater {
        model: cp.seats
        delegate: Item {
            width: cp.size
            height: cp.size
            rotation: -90 * model.rel
            Rectangle {  // the seat to act
                visible: model.toAct
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom
                anchors.bottomMargin: cp.size * 0.02
                width: cp.size * 0.55
                height: cp.size * 0.022
                radius: height / 2
                color: Theme.highlight
            }
            Row {
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom
                anchors.bottomMargin: cp.size * 0.05
                spacing: cp.size * 0.03
                Text {
                    text: Theme.windChars[model.wind]
                    color: model.dealer ? Theme.crimson : Theme.text
                    font.family: Theme.titleFont
                    font.weight: Font.Bold
                    font.pixelSize: cp.size * 0.085
                    Rectangle {
                        visible: model.dealer
                        anchors.centerIn: parent
                        width: parent.font.pixelSize * 1.25
                        height: width
                        radius: width / 2
                        color: "transparent"
                        border.color: Theme.crimson
                        border.width: Math.max(1, cp.size * 0.01)
                    }
                }
                Text {
                    text: model.score
                    color: Theme.text
                    font.family: Theme.uiFont
                    font.weight: Font.Medium
                    font.pixelSize: cp.size * 0.085
                }
            }
        }
    }
}
