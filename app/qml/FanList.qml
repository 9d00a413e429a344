import QtQuick
import QtQuick.Controls.Basic
import Quetai

// Beside a ruleset's rules page: each of its fans (yaku) with its value and
// a small example hand drawn in tiles, the winning tile raised, groups
// apart. The list and the hands come from the engine (GameController.fanList,
// rulesets/common/fan_examples.h).
ListView {
    id: fl
    property var game: null
    property string rulesetId: ""
    property real unit: 1
    property bool chinese: false
    property string language: ""
    // Fetched when the ruleset changes, and again, at the same row, when the
    // language does (the names and values come translated): not by a
    // binding, which would rebuild the list and scroll it to the top at any
    // re-evaluation.
    property string loaded: "-"
    property string loadedIn: ""
    function reload() {
        var id = game ? rulesetId : ""
        if (id === loaded && language === loadedIn) return
        var keep = id === loaded ? indexAt(width / 2, contentY + 1) : -1
        loaded = id
        loadedIn = language
        model = id ? game.fanList(id) : []
        if (keep > 0) positionViewAtIndex(keep, ListView.Beginning)
    }
    onRulesetIdChanged: reload()
    onLanguageChanged: reload()
    onGameChanged: reload()
    Component.onCompleted: reload()
    clip: true
    spacing: 10 * unit
    boundsBehavior: Flickable.StopAtBounds
    ScrollBar.vertical: ScrollBar { objectName: "fanScrollBar"; policy: ScrollBar.AsNeeded }

    // The engine says values in English words around the rules' own units
    // (副, 翻, 喇, 花); a Chinese reader gets them in the rules' Chinese words.
    function zhValue(t) {
        return t.replace("double yakuman", "双倍役满").replace("yakuman", "役满")
                .replace(/ han/, " 番").replace(/ fan/, " 番").replace(" each", " 每张")
                .replace("(concealed only)", "（门前限定）").replace(/\(open (\d+)\)/, "（副露 $1）")
    }

    header: Text {
        width: fl.width - 14 * fl.unit
        bottomPadding: 6 * fl.unit
        text: qsTr("Fans (yaku) and their values")
        color: Theme.gold
        font.family: Theme.titleFont
        font.weight: Font.Bold
        font.pixelSize: 20 * fl.unit
        wrapMode: Text.Wrap
    }
    delegate: Column {
        id: row
        objectName: "fan_" + modelData.id
        width: fl.width - 14 * fl.unit
        spacing: 3 * fl.unit
        readonly property var tiles: modelData.tiles || []
        // Fourteen tiles and a gap per group in the width given.
        readonly property real tw: Math.min(26 * fl.unit, width / (tiles.length + 2.5))
        Item {
            width: parent.width
            height: Math.max(nameText.implicitHeight, valueText.implicitHeight)
            Text {
                id: nameText
                objectName: "fanName"
                width: parent.width - valueText.implicitWidth - 10 * fl.unit
                text: fl.chinese ? modelData.nameZh + "  " + modelData.nameEn : modelData.nameEn + "  " + modelData.nameZh
                color: Theme.text
                font.family: Theme.uiFont
                font.weight: Font.Bold
                font.pixelSize: 15 * fl.unit
                elide: Text.ElideRight
            }
            Text {
                id: valueText
                objectName: "fanValue"
                anchors.right: parent.right
                text: fl.chinese ? fl.zhValue(modelData.valueText) : modelData.valueText
                color: Theme.gold
                font.family: Theme.uiFont
                font.pixelSize: 14 * fl.unit
            }
        }
        Row {
            objectName: "fanExample"
            visible: row.tiles.length > 0
            spacing: 0
            Repeater {
                model: row.tiles
                Item {
                    readonly property bool gap: index > 0 && modelData.g !== row.tiles[index - 1].g
                    width: row.tw * (gap ? 1.3 : 1.02)
                    height: row.tw * 4 / 3 + row.tw * 0.25
                    Tile {
                        objectName: "fanTile"
                        x: parent.width - row.tw * 1.02
                        y: modelData.win ? 0 : row.tw * 0.25
                        w: row.tw
                        face: modelData.face
                        hl: modelData.win
                    }
                }
            }
        }
        Text {
            visible: row.tiles.length > 0
            width: parent.width
            wrapMode: Text.Wrap
            text: (modelData.tsumo ? qsTr("won by self-draw") : qsTr("won on a discard"))
                  + (modelData.situation && modelData.situation.length ? " · " + modelData.situation.join(", ") : "")
            color: Theme.textDim
            font.family: Theme.uiFont
            font.pixelSize: 12 * fl.unit
        }
    }
}
