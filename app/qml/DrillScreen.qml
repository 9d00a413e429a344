import QtQuick
import QtQuick.Controls.Basic
import Quetai

// Drills (DrillController): a position from the player's own games, shown
// as the table showed it from their seat (the table's SeatLayer,
// CenterPanel, HandView and MeldArea), a discard or a call to choose, then
// the Strong bot's choice with the review's reasons, and the next
// position. Keys: arrows pick a tile, Enter discards it (or goes on after
// an answer), 1-9 the calls, Esc back to the menu.
Item {
    id: ds
    property var drills: null
    property var settings: null
    property real unit: 1
    signal back()
    readonly property bool marks: settings ? settings.indexMarks : false
    readonly property bool chinese: settings ? settings.chinese : false
    readonly property var pos: drills ? drills.position : ({})
    readonly property var ans: drills ? drills.answer : ({})
    readonly property bool showing: drills && drills.loaded && !drills.done && drills.count > 0
    readonly property int ownWind: drills && drills.centre.dealerRel !== undefined ? (4 - drills.centre.dealerRel) % 4 : 0

    // --- geometry: the table on the left, the drill's panel on the right ---
    readonly property real sideW: Math.min(400 * unit, width * 0.36)
    readonly property real tableW: width - sideW - 24 * unit
    readonly property real stacks: drills ? drills.wallStacks : 17
    readonly property real ownW: Math.min(height * 0.08, tableW * 0.9 / 19)
    readonly property real bottomH: ownW * 4 / 3 + ownW * 0.16 + 24 * unit
    readonly property real board: Math.max(200, Math.min((height - bottomH - 20 * unit) / 1.1, tableW * 0.8))
    readonly property real u: board / (stacks + 4 / 3 + 0.2)
    readonly property real riverW: u * 0.95
    readonly property real centreSize: riverW * 6
    readonly property real boardX: (tableW - board) / 2 + 8 * unit
    readonly property real boardY: u * 1.45 + 8 * unit

    function figuresText(c) {
        if (!c || !c.figures) return ""
        var parts = []
        parts.push(c.shanten < 0 ? qsTr("wins") : c.shanten === 0 ? qsTr("ready") : qsTr("%1-shanten").arg(c.shanten))
        if (c.shanten >= 0) parts.push(qsTr("%1 tiles improve it").arg(c.acceptance))
        // dealIn is in tenths of a percent: small risks keep their decimal.
        if (c.dealIn >= 0) parts.push(qsTr("danger %1%").arg(c.dealIn < 100 ? (c.dealIn / 10).toFixed(1) : Math.round(c.dealIn / 10)))
        if (c.valueKnown) parts.push(qsTr("value %1 points").arg(c.value))
        return parts.join(" · ")
    }
    function actionText(c) {
        if (!c || !c.type) return ""
        var t = c.type
        if (t === "discard") return qsTr("Discard")
        if (t === "declare") return qsTr("%1, discard").arg(c.label)
        if (t === "pass") return qsTr("Pass")
        if (t === "pon") return qsTr("Pon")
        if (t === "chi") return qsTr("Chi")
        if (t === "kong") return qsTr("Kong")
        return c.label && c.label.length > 0 ? c.label : t
    }
    function spoken(c) {
        var s = actionText(c)
        if (c && c.faces && c.faces.length > 0) s += " " + A11y.tileNames(c.faces)
        var f = figuresText(c)
        return f.length > 0 ? s + ": " + f : s
    }

    Keys.onPressed: (event) => {
        if (!drills) return
        const enter = event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space
        if (event.key === Qt.Key_Escape) {
            if (drills.declareMode) drills.declareMode = 0; else ds.back()
            event.accepted = true
            return
        }
        if (drills.answered || drills.done) {
            if (enter) { if (drills.done) drills.restart(); else drills.next(); event.accepted = true }
            return
        }
        var n = hand.tiles ? hand.tiles.count : 0
        if (event.key === Qt.Key_Left && n > 0 && drills.ownTurn) {
            hand.select(hand.selectedRow <= 0 ? n - 1 : hand.selectedRow - 1); event.accepted = true
        } else if (event.key === Qt.Key_Right && n > 0 && drills.ownTurn) {
            hand.select(hand.selectedRow < 0 || hand.selectedRow >= n - 1 ? 0 : hand.selectedRow + 1); event.accepted = true
        } else if (enter && hand.selectedRow >= 0) {
            hand.discardRow(hand.selectedRow); event.accepted = true
        } else if (enter && n > 0 && drills.ownTurn) {
            hand.select(n - 1); event.accepted = true
        } else if (event.key >= Qt.Key_1 && event.key <= Qt.Key_9) {
            var i = event.key - Qt.Key_1
            if (i < drills.choices.length) choose(drills.choices[i])
            event.accepted = true
        }
    }
    function choose(c) {
        if (c.type === "declare") drills.declareMode = drills.declareMode === c.declare ? 0 : c.declare
        else drills.act(c.index)
    }

    // --- the table at the position ---
    Item {
        id: boardItem
        visible: ds.showing
        x: ds.boardX
        y: ds.boardY
        width: ds.board
        height: ds.board
        Rectangle {
            anchors.fill: parent
            anchors.margins: -ds.u * 0.3
            radius: ds.u * 0.5
            color: Qt.rgba(0, 0, 0, 0.10)
            border.color: Qt.rgba(0.88, 0.74, 0.41, 0.16)
            border.width: 1
        }
        Repeater {
            model: 4
            SeatLayer {
                rel: index
                game: ds.drills
                board: ds.board
                u: ds.u
                riverW: ds.riverW
                centre: ds.centreSize
                handW: ds.u * 0.92
                meldW: ds.u * 0.8
                marks: ds.marks
            }
        }
        CenterPanel {
            anchors.centerIn: parent
            size: ds.centreSize - ds.riverW * 0.2
            game: ds.drills
            chinese: ds.chinese
        }
    }
    HandView {
        id: hand
        objectName: "drillHand"
        visible: ds.showing
        game: ds.drills
        w: ds.ownW
        marks: ds.marks
        keyboardFocus: ds.activeFocus
        who: A11y.wind(ds.ownWind)
        oneClick: ds.settings ? ds.settings.oneClickDiscard : false
        x: Math.max(12 * ds.unit, (ds.tableW - (14.4 * ds.ownW * 1.04) - ownMelds.width - ds.ownW * 0.5) / 2)
        y: ds.height - height - 14 * ds.unit
    }
    MeldArea {
        id: ownMelds
        visible: ds.showing
        x: Math.min(ds.tableW - width, hand.x + Math.max(hand.width, 14.4 * ds.ownW * 1.04) + ds.ownW * 0.5)
        y: ds.height - height - 14 * ds.unit - ds.ownW * 0.1
        w: ds.ownW * 0.78
        marks: ds.marks
        melds: ds.drills ? ds.drills.melds(0) : null
        flowers: ds.drills ? ds.drills.flowers(0) : null
        who: A11y.wind(ds.ownWind)
    }

    // --- the drill's panel ---
    Rectangle {
        id: side
        objectName: "drillPanel"
        x: ds.width - width - 12 * ds.unit
        y: 12 * ds.unit
        width: ds.sideW
        height: ds.height - 24 * ds.unit
        radius: 10 * ds.unit
        color: Theme.plate
        border.color: Theme.plateLine
        border.width: Theme.highContrast ? 2 : 1

        Flickable {
            id: sideFlick
            anchors.fill: parent
            anchors.margins: 14 * ds.unit
            anchors.bottomMargin: bottomButtons.height + 24 * ds.unit
            clip: true
            contentHeight: sideColumn.height
            boundsBehavior: Flickable.StopAtBounds
            Column {
                id: sideColumn
                width: sideFlick.width
                spacing: 8 * ds.unit
                Text {
                    objectName: "drillTitle"
                    width: parent.width
                    elide: Text.ElideRight
                    text: qsTr("Drills")
                    color: Theme.gold
                    font.family: Theme.titleFont
                    font.weight: Font.Bold
                    font.pixelSize: 26 * ds.unit
                }
                ComboBox {
                    id: rulesetBox
                    objectName: "drillRuleset"
                    // Inset so that the focus ring is not cut by the panel's clip.
                    x: Theme.focusWidth + 1
                    width: parent.width - 2 * x
                    height: 34 * ds.unit
                    font.family: Theme.uiFont
                    font.pixelSize: 14 * ds.unit
                    Accessible.name: qsTr("Ruleset: %1").arg(displayText)
                    readonly property var ids: {
                        var out = [""]
                        var l = ds.drills ? ds.drills.rulesets : []
                        for (var i = 0; i < l.length; ++i) out.push(l[i].id)
                        return out
                    }
                    model: {
                        var out = [qsTr("Every ruleset")]
                        var l = ds.drills ? ds.drills.rulesets : []
                        for (var i = 0; i < l.length; ++i) out.push(l[i].name)
                        return out
                    }
                    currentIndex: ds.drills ? Math.max(0, ids.indexOf(ds.drills.ruleset)) : 0
                    onActivated: (i) => { ds.drills.ruleset = ids[i]; ds.drills.load() }
                    Rectangle {  // the keyboard focus ring, as on the buttons
                        visible: parent.visualFocus
                        anchors.fill: parent
                        anchors.margins: -Theme.focusWidth - 1
                        radius: Theme.focusWidth
                        color: "transparent"
                        border.width: Theme.focusWidth
                        border.color: Theme.focusRing
                    }
                }
                Text {
                    objectName: "drillProgress"
                    width: parent.width
                    wrapMode: Text.Wrap
                    text: !ds.drills ? ""
                          : ds.drills.loading ? qsTr("Finding the positions…")
                          : ds.drills.count === 0 ? qsTr("No positions to practise yet.")
                          : ds.drills.done ? qsTr("Session over")
                          : qsTr("Position %1 of %2 · %3 right of %4").arg(ds.drills.index + 1).arg(ds.drills.count)
                            .arg(ds.drills.right).arg(ds.drills.asked)
                    color: Theme.text
                    font.family: Theme.uiFont
                    font.weight: Font.Medium
                    font.pixelSize: 16 * ds.unit
                }
                Text {
                    objectName: "drillSource"
                    visible: ds.showing
                    width: parent.width
                    wrapMode: Text.Wrap
                    text: !ds.showing ? ""
                          : (ds.pos.builtin ? qsTr("A built-in position (%1, hand %2): play some games and your own mistakes become drills.")
                                              .arg(ds.pos.rulesetName).arg(ds.pos.handNumber)
                                            : qsTr("From your game %1 (%2, hand %3)").arg(ds.pos.file).arg(ds.pos.rulesetName).arg(ds.pos.handNumber))
                            + (ds.pos.missed > 0 ? " · " + qsTr("missed %1 of %2 times before").arg(ds.pos.missed).arg(ds.pos.asked) : "")
                    color: Theme.textDim
                    font.family: Theme.uiFont
                    font.pixelSize: 12 * ds.unit
                }
                Text {
                    objectName: "drillPrompt"
                    visible: ds.showing && !ds.drills.answered
                    width: parent.width
                    wrapMode: Text.Wrap
                    text: !ds.showing ? ""
                          : ds.drills.declareMode > 0 ? qsTr("Pick the tile to discard with the declaration (Esc cancels).")
                          : ds.pos.claim ? qsTr("%1 was discarded: what do you do?").arg(A11y.tileName(ds.pos.claimTile || ""))
                          : qsTr("Your turn: what do you discard? Click a tile, or choose below.")
                    color: Theme.highlight
                    font.family: Theme.uiFont
                    font.pixelSize: 15 * ds.unit
                }
                // The calls, wins and declarations of the position.
                Flow {
                    width: parent.width
                    spacing: 6 * ds.unit
                    visible: ds.showing && !ds.drills.answered
                    Repeater {
                        model: ds.showing ? ds.drills.choices : []
                        TextButton {
                            objectName: "drillChoice_" + modelData.type
                            unit: ds.unit * 0.7
                            accent: modelData.type === "declare" && ds.drills.declareMode === modelData.declare
                            text: (index < 9 ? (index + 1) + " " : "") + ds.actionText(modelData)
                            faces: modelData.type === "declare" ? [] : modelData.faces
                            marks: ds.marks
                            Accessible.name: ds.actionText(modelData) + (modelData.faces.length ? ": " + A11y.tileNames(modelData.faces) : "")
                            onClicked: ds.choose(modelData)
                        }
                    }
                }
                // The answer: right or not, the Strong bot's choice and why.
                Column {
                    objectName: "drillAnswer"
                    visible: ds.showing && ds.drills.answered
                    width: parent.width
                    spacing: 6 * ds.unit
                    Text {
                        objectName: "drillVerdict"
                        width: parent.width
                        wrapMode: Text.Wrap
                        text: ds.ans.correct ? (ds.ans.same ? qsTr("Right: the Strong bot's choice.") : qsTr("Right: as good as the Strong bot's choice."))
                                             : qsTr("Not the best: the Strong bot chooses differently.")
                        color: ds.ans.correct ? Theme.positive : Theme.negative
                        font.family: Theme.uiFont
                        font.weight: Font.Bold
                        font.pixelSize: 17 * ds.unit
                    }
                    Repeater {
                        model: ds.showing && ds.drills.answered
                               ? [[qsTr("Your answer"), ds.ans.yours, Theme.text], [qsTr("Strong bot"), ds.ans.strong, Theme.gold],
                                  [qsTr("In the game you played"), ds.ans.played, Theme.textDim]]
                               : []
                        Column {
                            objectName: "drillChoiceShown"
                            width: sideColumn.width
                            spacing: 2 * ds.unit
                            Accessible.role: Accessible.StaticText
                            Accessible.name: modelData[0] + ": " + ds.spoken(modelData[1])
                            Text {
                                width: parent.width
                                elide: Text.ElideRight
                                text: modelData[0]
                                color: Theme.textDim
                                font.family: Theme.uiFont
                                font.pixelSize: 12 * ds.unit
                            }
                            Row {
                                spacing: 6 * ds.unit
                                Text {
                                    anchors.verticalCenter: parent.verticalCenter
                                    text: ds.actionText(modelData[1])
                                    color: modelData[2]
                                    font.family: Theme.uiFont
                                    font.weight: Font.Bold
                                    font.pixelSize: 15 * ds.unit
                                }
                                Repeater {
                                    model: modelData[1] && modelData[1].faces ? modelData[1].faces : []
                                    Tile { w: 22 * ds.unit; face: modelData; flat: true; marks: ds.marks; quiet: true }
                                }
                            }
                            Text {
                                objectName: "drillFigures"
                                width: parent.width
                                wrapMode: Text.Wrap
                                visible: text.length > 0
                                text: ds.figuresText(modelData[1])
                                color: Theme.text
                                font.family: Theme.uiFont
                                font.pixelSize: 13 * ds.unit
                            }
                        }
                    }
                }
                Text {
                    objectName: "drillSummary"
                    visible: ds.drills && ds.drills.loaded && (ds.drills.done || ds.drills.count === 0)
                    width: parent.width
                    wrapMode: Text.Wrap
                    text: !ds.drills ? ""
                          : ds.drills.count === 0
                            ? (ds.drills.unreviewedGames > 0
                               ? qsTr("%1 of your games are not reviewed yet: open Record to review them, and the decisions the Strong bot finds clearly worse become drills.").arg(ds.drills.unreviewedGames)
                               : qsTr("The Strong bot found no clearly better move in your reviewed games."))
                            : qsTr("%1 right of %2. The positions you miss twice come back first next time.").arg(ds.drills.right).arg(ds.drills.asked)
                    color: Theme.text
                    font.family: Theme.uiFont
                    font.pixelSize: 15 * ds.unit
                }
                Text {
                    visible: text.length > 0
                    width: parent.width
                    wrapMode: Text.Wrap
                    text: ds.drills ? ds.drills.error : ""
                    color: Theme.negative
                    font.family: Theme.uiFont
                    font.pixelSize: 13 * ds.unit
                }
            }
        }
        Row {
            id: bottomButtons
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.margins: 14 * ds.unit
            spacing: 8 * ds.unit
            TextButton {
                objectName: "drillNext"
                visible: ds.drills && (ds.drills.answered || ds.drills.done)
                unit: ds.unit * 0.8
                accent: true
                text: ds.drills && ds.drills.done ? qsTr("Practise again") : qsTr("Next")
                onClicked: if (ds.drills.done) ds.drills.restart(); else ds.drills.next()
            }
            TextButton { objectName: "drillBack"; unit: ds.unit * 0.8; text: qsTr("Back"); onClicked: ds.back() }
        }
    }
}
