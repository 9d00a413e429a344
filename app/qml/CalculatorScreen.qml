import QtQuick
import QtQuick.Controls.Basic
import Quetai

// The hand calculator: the player builds a hand (palette clicks, melds, the
// winning tile, winds, flowers, situation, indicators) and sees it scored by
// every ruleset side by side, each with its steps. Everything is computed by
// HandCalculator (app/gui/handcalculator.h); this file only lays it out.
Item {
    id: cs
    property real unit: 1
    property var settings: null
    readonly property bool chinese: settings ? settings.chinese : false
    readonly property bool marks: settings ? settings.indexMarks : false
    property alias calc: calc
    signal back()

    // Text never smaller than this, whatever the window: the steps must stay readable.
    function px(n) { return Math.max(12, n * unit) }

    HandCalculator { id: calc; objectName: "calculator" }

    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Escape || event.key === Qt.Key_Back) { cs.back(); event.accepted = true }
    }

    readonly property var modeNames: ({
        hand: qsTr("Hand"), win: qsTr("Winning tile"), chi: qsTr("Chi"), pon: qsTr("Pon"), kan: qsTr("Kong"),
        ankan: qsTr("Concealed kong"), kakan: qsTr("Added kong"), dora: qsTr("Dora indicator"), ura: qsTr("Ura indicator")
    })
    readonly property var wordNames: ({
        riichi: qsTr("Riichi"), double_riichi: qsTr("Double riichi"), ippatsu: qsTr("Ippatsu"),
        rinshan: qsTr("Win on a kong's replacement"), chankan: qsTr("Robbing a kong"),
        haitei: qsTr("Last tile of the wall"), houtei: qsTr("Last discard"), tenhou: qsTr("Heavenly hand"),
        chiihou: qsTr("Earthly hand"), last_tile: qsTr("Last copy of the tile"),
        flower_replacement: qsTr("Win on a flower's replacement")
    })
    readonly property var exampleNames: [
        qsTr("Riichi, self-drawn, with a dora"), qsTr("Dragon pon and a pure straight in one suit"),
        qsTr("Seven pairs"), qsTr("Concealed kong, flowers, won on the replacement"), qsTr("Open hand with no yaku")
    ]
    function windName(w) { return chinese ? Theme.windChars[w] : [qsTr("East"), qsTr("South"), qsTr("West"), qsTr("North")][w] }
    function fromName(f) { return [qsTr("own"), qsTr("left"), qsTr("across"), qsTr("right")][f] || "" }
    function rulesetsOf(ids) {
        var names = []
        for (var i = 0; i < calc.results.length; ++i)
            if (ids.indexOf(calc.results[i].id) >= 0) names.push(calc.results[i].nameZh)
        return names.join(" ")
    }
    function status() {
        var n = calc.tileCount
        if (n === 0) return qsTr("Click tiles in the palette to build a hand of 14 (a kong counts as 3).")
        if (calc.missing > 0) return qsTr("%1 of 14 tiles: %2 more to pick.").arg(n).arg(calc.missing)
        if (calc.missing < 0) return qsTr("%1 tiles: a hand has 14 (a kong counts as 3).").arg(n)
        if (calc.winTile.length === 0) return qsTr("Choose the winning tile.")
        return qsTr("14 tiles. Click a tile of the hand to take it out.")
    }
    function fieldValue(r, name) {
        for (var i = 0; i < r.fields.length; ++i) if (r.fields[i].name === name) return r.fields[i].value
        return undefined
    }
    function headline(r) {
        if (!r.ok) return qsTr("Not a valid hand")
        if (!r.valid) return qsTr("Does not win")
        return r.total + " " + r.unitWord
    }
    function detail(r) {
        if (!r.ok || !r.valid) return ""
        var fu = fieldValue(r, "fu"), points = fieldValue(r, "points")
        var parts = []
        // Riichi's fu (riichi.md "Fu"); 灵雀's "fu" field is its 副, already in the steps.
        if (r.id === "riichi" && fu !== undefined && fu > 0) parts.push(fu + " " + qsTr("fu"))
        if (points !== undefined && points > 0 && points !== r.total) parts.push(points + " " + qsTr("points"))
        return parts.join(" · ")
    }

    Panel {
        id: panel
        anchors.fill: parent
        anchors.margins: 10 * cs.unit
        unit: cs.unit
    }

    // --- title bar ---
    Item {
        id: bar
        x: 26 * cs.unit
        y: 20 * cs.unit
        width: cs.width - 52 * cs.unit
        height: 40 * cs.unit
        Text {
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("Hand calculator")
            color: Theme.gold
            font.family: Theme.titleFont
            font.weight: Font.Bold
            font.pixelSize: 28 * cs.unit
        }
        Row {
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            spacing: 10 * cs.unit
            ComboBox {
                id: examples
                objectName: "calcExamples"
                width: 300 * cs.unit
                height: 40 * cs.unit
                font.family: Theme.uiFont
                font.pixelSize: cs.px(15)
                model: cs.exampleNames
                displayText: qsTr("Load an example…")
                onActivated: (i) => calc.loadExample(i)
            }
            TextButton {
                objectName: "calcClear"
                unit: cs.unit
                height: 40 * cs.unit
                text: qsTr("Clear")
                onClicked: calc.clear()
            }
            TextButton {
                objectName: "calcBack"
                unit: cs.unit
                height: 40 * cs.unit
                accent: true
                text: qsTr("Back")
                onClicked: cs.back()
            }
        }
    }

    // --- the palette: every kind, the red fives, the flowers ---
    Column {
        id: pal
        x: 26 * cs.unit
        y: bar.y + bar.height + 12 * cs.unit
        spacing: 4 * cs.unit
        readonly property real tw: 30 * cs.unit
        Repeater {
            model: [["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "0m"],
                    ["1p", "2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p", "0p"],
                    ["1s", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", "0s"],
                    ["1z", "2z", "3z", "4z", "5z", "6z", "7z", "", "1f", "2f", "3f", "4f", "5f", "6f", "7f", "8f"]]
            Row {
                spacing: 2 * cs.unit
                Repeater {
                    model: modelData
                    Item {
                        width: modelData.length > 0 ? pal.tw : pal.tw * 0.5
                        height: pal.tw * 4 / 3
                        Tile {
                            objectName: "palette_" + modelData
                            visible: modelData.length > 0
                            w: pal.tw
                            face: modelData
                            flat: true
                            marks: cs.marks
                            MouseArea { anchors.fill: parent; onClicked: calc.pick(parent.face) }
                        }
                    }
                }
            }
        }
    }

    // --- what a click does, and the situation ---
    Flow {
        id: controls
        x: pal.x + pal.width + 20 * cs.unit
        y: pal.y
        width: cs.width - x - 26 * cs.unit
        spacing: 6 * cs.unit
        component Chip: Rectangle {
            id: chip
            property string label: ""
            property bool on: false
            property string tip: ""
            signal toggled()
            width: chipText.implicitWidth + 18 * cs.unit
            height: cs.px(15) + 12 * cs.unit
            radius: height / 2
            color: on ? Theme.gold : Qt.rgba(1, 1, 1, hover.hovered ? 0.14 : 0.07)
            border.color: on ? Theme.goldDeep : Theme.panelLine
            Text {
                id: chipText
                anchors.centerIn: parent
                text: chip.label
                color: chip.on ? Theme.ink : Theme.text
                font.family: Theme.uiFont
                font.pixelSize: cs.px(14)
            }
            HoverHandler { id: hover }
            ToolTip.visible: tip.length > 0 && hover.hovered
            ToolTip.text: tip
            MouseArea { anchors.fill: parent; onClicked: chip.toggled() }
        }
        component Label: Text {
            height: cs.px(15) + 12 * cs.unit
            verticalAlignment: Text.AlignVCenter
            color: Theme.textDim
            font.family: Theme.uiFont
            font.pixelSize: cs.px(14)
        }

        Label { text: qsTr("A click adds:") }
        Repeater {
            model: ["hand", "win", "chi", "pon", "kan", "ankan", "kakan", "dora", "ura"]
            Chip {
                objectName: "calcMode_" + modelData
                label: cs.modeNames[modelData]
                on: calc.mode === modelData
                onToggled: calc.mode = modelData
            }
        }
        Item { width: controls.width; height: 1 }
        Label { text: qsTr("Called from:") }
        Repeater {
            model: [1, 2, 3]
            Chip {
                objectName: "calcFrom_" + modelData
                label: cs.fromName(modelData)
                on: calc.from === modelData
                onToggled: calc.from = modelData
            }
        }
        Label { text: "   " + qsTr("Won:") }
        Chip { objectName: "calcRon"; label: qsTr("on a discard"); on: !calc.tsumo; onToggled: calc.tsumo = false }
        Chip { objectName: "calcTsumo"; label: qsTr("self-drawn"); on: calc.tsumo; onToggled: calc.tsumo = true }
        Item { width: controls.width; height: 1 }
        Label { text: qsTr("Seat wind:") }
        Repeater {
            model: 4
            Chip { objectName: "calcSeat_" + index; label: cs.windName(index); on: calc.seatWind === index; onToggled: calc.seatWind = index }
        }
        Label { text: "   " + qsTr("Round wind:") }
        Repeater {
            model: 4
            Chip { objectName: "calcRound_" + index; label: cs.windName(index); on: calc.roundWind === index; onToggled: calc.roundWind = index }
        }
        Item { width: controls.width; height: 1 }
        Label { text: qsTr("Situation:") }
        Repeater {
            model: calc.words()
            Chip {
                objectName: "calcWord_" + modelData.word
                label: cs.wordNames[modelData.word] || modelData.word
                tip: qsTr("Counted by: %1").arg(cs.rulesetsOf(modelData.rulesets))
                on: calc.situation.indexOf(modelData.word) >= 0
                onToggled: calc.toggleWord(modelData.word)
            }
        }
        Chip {
            objectName: "calcHuangfan"
            label: qsTr("Huangfan hand (荒番, 上海)")
            tip: qsTr("上海: after a drawn hand the next hands score double")
            on: calc.huangfan
            onToggled: calc.huangfan = !calc.huangfan
        }
    }

    // --- the hand as built ---
    Item {
        id: handArea
        x: 26 * cs.unit
        y: Math.max(pal.y + pal.height, controls.y + controls.height) + 12 * cs.unit
        width: cs.width - 52 * cs.unit
        height: handRow.height + statusText.height + 6 * cs.unit
        readonly property real tw: 36 * cs.unit
        Flow {
            id: handRow
            width: parent.width
            spacing: 3 * cs.unit
            Repeater {
                model: calc.hand
                Tile {
                    objectName: "calcHandTile"
                    w: handArea.tw
                    face: modelData
                    marks: cs.marks
                    MouseArea { anchors.fill: parent; onClicked: calc.removeHandAt(index) }
                }
            }
            Item { width: 8 * cs.unit; height: 1 }
            Item {  // the winning tile, apart and underlined
                visible: calc.winTile.length > 0
                width: handArea.tw
                height: handArea.tw * 4 / 3 + 8 * cs.unit
                Tile {
                    objectName: "calcWinTile"
                    w: handArea.tw
                    face: calc.winTile
                    marks: cs.marks
                    MouseArea { anchors.fill: parent; onClicked: calc.removeWin() }
                }
                Rectangle {
                    anchors.bottom: parent.bottom
                    anchors.horizontalCenter: parent.horizontalCenter
                    width: parent.width * 0.7
                    height: 4 * cs.unit
                    radius: height / 2
                    color: Theme.crimson
                }
            }
            Repeater {
                model: calc.melds
                Item {
                    id: meldItem
                    objectName: "calcMeld"
                    width: meldTiles.width + 14 * cs.unit
                    height: handArea.tw * 4 / 3 + 8 * cs.unit
                    Row {
                        id: meldTiles
                        x: 14 * cs.unit
                        spacing: 1
                        Repeater {
                            model: modelData.tiles
                            Tile {
                                w: handArea.tw * 0.85
                                // A concealed kong shows its two end tiles face down.
                                face: meldItem.isAnkan && (index === 0 || index === 3) ? "" : modelData
                                marks: cs.marks
                            }
                        }
                    }
                    readonly property bool isAnkan: modelData.type === "ankan"
                    Text {
                        anchors.horizontalCenter: meldTiles.horizontalCenter
                        anchors.bottom: parent.bottom
                        anchors.bottomMargin: -6 * cs.unit
                        text: cs.modeNames[modelData.type] + (modelData.from > 0 ? " · " + cs.fromName(modelData.from) : "")
                        color: Theme.textDim
                        font.family: Theme.uiFont
                        font.pixelSize: cs.px(11)
                    }
                    MouseArea { anchors.fill: parent; onClicked: calc.removeMeld(index) }
                }
            }
            Item { width: 14 * cs.unit; height: 1; visible: calc.flowers.length > 0 }
            Repeater {
                model: calc.flowers
                Tile {
                    objectName: "calcFlower"
                    w: handArea.tw * 0.8
                    face: modelData
                    marks: cs.marks
                    MouseArea { anchors.fill: parent; onClicked: calc.removeFlower(index) }
                }
            }
            Text {
                visible: calc.dora.length > 0
                height: handArea.tw * 4 / 3
                leftPadding: 14 * cs.unit
                verticalAlignment: Text.AlignVCenter
                text: qsTr("Dora indicators")
                color: Theme.textDim
                font.family: Theme.uiFont
                font.pixelSize: cs.px(13)
            }
            Repeater {
                model: calc.dora
                Tile {
                    w: handArea.tw * 0.8
                    face: modelData
                    marks: cs.marks
                    MouseArea { anchors.fill: parent; onClicked: calc.removeDora(index) }
                }
            }
            Text {
                visible: calc.ura.length > 0
                height: handArea.tw * 4 / 3
                leftPadding: 14 * cs.unit
                verticalAlignment: Text.AlignVCenter
                text: qsTr("Ura indicators")
                color: Theme.textDim
                font.family: Theme.uiFont
                font.pixelSize: cs.px(13)
            }
            Repeater {
                model: calc.ura
                Tile {
                    w: handArea.tw * 0.8
                    face: modelData
                    marks: cs.marks
                    MouseArea { anchors.fill: parent; onClicked: calc.removeUra(index) }
                }
            }
        }
        Text {
            id: statusText
            objectName: "calcStatus"
            anchors.top: handRow.bottom
            anchors.topMargin: 6 * cs.unit
            width: parent.width
            elide: Text.ElideRight
            text: cs.status()
            color: calc.missing === 0 && calc.winTile.length > 0 ? Theme.textDim : Theme.highlight
            font.family: Theme.uiFont
            font.pixelSize: cs.px(14)
        }
    }

    // --- every ruleset's answer, side by side ---
    Row {
        id: results
        objectName: "calcResults"
        x: 26 * cs.unit
        y: handArea.y + handArea.height + 10 * cs.unit
        width: cs.width - 52 * cs.unit
        height: cs.height - y - 24 * cs.unit
        spacing: 8 * cs.unit
        visible: calc.results.length > 0
        Repeater {
            model: calc.results
            Rectangle {
                id: card
                objectName: "calcResult_" + modelData.id
                readonly property var r: modelData
                width: (results.width - results.spacing * 4) / 5
                height: results.height
                radius: 10 * cs.unit
                color: Qt.rgba(1, 1, 1, 0.05)
                border.color: r.valid ? Theme.gold : Theme.panelLine
                Column {
                    id: head
                    x: 10 * cs.unit
                    y: 8 * cs.unit
                    width: card.width - 20 * cs.unit
                    spacing: 2 * cs.unit
                    Text {
                        width: parent.width
                        elide: Text.ElideRight
                        text: !card.r.nameZh ? card.r.id : cs.chinese ? card.r.nameZh : card.r.nameZh + "  " + card.r.nameEn
                        color: Theme.text
                        font.family: Theme.titleFont
                        font.weight: Font.Bold
                        font.pixelSize: cs.px(17)
                    }
                    Text {
                        objectName: "calcHeadline"
                        width: parent.width
                        elide: Text.ElideRight
                        text: cs.headline(card.r)
                        color: card.r.valid ? Theme.gold : Theme.negative
                        font.family: Theme.uiFont
                        font.weight: Font.Bold
                        font.pixelSize: cs.px(20)
                    }
                    Text {
                        objectName: "calcDetail"
                        visible: text.length > 0
                        width: parent.width
                        wrapMode: Text.WordWrap
                        text: cs.detail(card.r)
                        color: Theme.text
                        font.family: Theme.uiFont
                        font.pixelSize: cs.px(14)
                    }
                    Text {
                        objectName: "calcIgnored"
                        visible: card.r.ignored.length > 0
                        width: parent.width
                        wrapMode: Text.WordWrap
                        text: qsTr("Not counted here: %1").arg(card.r.ignored.map(function (w) { return cs.wordNames[w] || w }).join(", "))
                        color: Theme.textDim
                        font.family: Theme.uiFont
                        font.italic: true
                        font.pixelSize: cs.px(12)
                    }
                }
                Flickable {
                    id: errorBox
                    visible: !card.r.ok
                    x: head.x
                    anchors.top: head.bottom
                    anchors.topMargin: 6 * cs.unit
                    anchors.bottom: parent.bottom
                    anchors.bottomMargin: 8 * cs.unit
                    width: head.width
                    clip: true
                    contentHeight: errorText.height
                    boundsBehavior: Flickable.StopAtBounds
                    Text {
                        id: errorText
                        objectName: "calcError"
                        width: errorBox.width
                        wrapMode: Text.Wrap
                        text: card.r.error
                        color: Theme.text
                        font.family: Theme.uiFont
                        font.pixelSize: cs.px(14)
                    }
                }
                ListView {
                    id: stepList
                    objectName: "calcSteps"
                    visible: card.r.ok
                    x: head.x
                    anchors.top: head.bottom
                    anchors.topMargin: 6 * cs.unit
                    anchors.bottom: parent.bottom
                    anchors.bottomMargin: 8 * cs.unit
                    width: head.width + 6 * cs.unit
                    clip: true
                    boundsBehavior: Flickable.StopAtBounds
                    spacing: 3 * cs.unit
                    model: card.r.steps
                    // Shown whenever there is more below, so nobody misses the last steps.
                    ScrollBar.vertical: ScrollBar {
                        id: stepBar
                        objectName: "calcStepBar"
                        policy: ScrollBar.AlwaysOn
                        visible: size < 0.999
                        contentItem: Rectangle {
                            implicitWidth: 5 * cs.unit
                            radius: width / 2
                            color: Theme.gold
                            opacity: 0.75
                        }
                    }
                    // The rows keep clear of the scroll bar at the list's right edge.
                    delegate: Item {
                        width: stepList.width - stepBar.width - 4 * cs.unit
                        height: stepText.height + stepTotal.height + 2 * cs.unit
                        TileText {
                            id: stepText
                            objectName: "calcStepText"
                            width: parent.width
                            text: modelData.text
                            marks: cs.marks
                            pixelSize: cs.px(13)
                        }
                        Text {  // the running total, under its step: the columns are narrow
                            id: stepTotal
                            objectName: "calcStepTotal"
                            anchors.right: parent.right
                            anchors.top: stepText.bottom
                            text: "= " + modelData.total + (modelData.unit ? " " + modelData.unitWord : "")
                            color: Theme.gold
                            font.family: Theme.uiFont
                            font.weight: Font.Bold
                            font.pixelSize: cs.px(12)
                        }
                    }
                }
            }
        }
    }
}
