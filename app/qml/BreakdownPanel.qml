import QtQuick
import QtQuick.Controls.Basic
import Quetai

// The end of a hand: the winning hand laid out by groups, the ruleset's
// steps revealed one at a time (each lights the tiles that made it), the
// payments per seat, the score table, and Next hand. Other hands are shown
// below, with their value where the ruleset values them.
Panel {
    id: bp
    property var game: null
    property bool marks: false
    property bool chinese: false
    // The learner's review of the hand (ReviewPanel), offered when help is on.
    property bool reviewable: false
    signal reviewRequested()
    readonly property var b: game ? game.breakdown : ({})
    readonly property var wins: b.wins || []
    property int winIndex: 0
    readonly property var win: wins.length > 0 ? wins[Math.min(winIndex, wins.length - 1)] : null
    readonly property var steps: win ? win.steps : []
    property int shown: 1
    readonly property bool allShown: shown >= steps.length
    readonly property var marksNow: win && shown > 0 && shown <= steps.length ? steps[shown - 1].marks : []
    readonly property real tw: Math.min(46 * unit, (width - 80 * unit) / 18.5)

    // A new hand starts the steps again; the same hand rebuilt (its dealer
    // stopped the game) keeps what is shown.
    property int handShown: -1
    onBChanged: {
        if (b.handNumber === handShown) return
        handShown = b.handNumber === undefined ? -1 : b.handNumber
        winIndex = 0
        shown = 1
    }
    onWinIndexChanged: shown = 1

    function next() { if (!allShown) shown += 1 }
    function showAll() { shown = steps.length }
    function isMarked(i) { return marksNow.indexOf(i) >= 0 }
    // The words of a running total: riichi's steps count han, then fu, then
    // points, each shown with its own word (riichi.md "Fu", "Points").
    // Each total's unit comes translated with it (scoresteps.cpp unitWord).
    function stepTotal(st) { return st ? st.total + (st.unit ? " " + st.unitWord : "") : "" }
    // Han and fu stay apart until the last step: while fu are counted the
    // header shows the han already found beside them.
    function headerTotal() {
        if (!win) return ""
        if (allShown) return stepTotal(steps.length ? steps[steps.length - 1] : null) || (win.total + " " + b.unitWord)
        if (shown <= 0) return ""
        var st = steps[shown - 1]
        if (st.unit === "fu") {
            for (var i = shown - 1; i >= 0; --i)
                if (steps[i].unit === "han") return stepTotal(steps[i]) + "  ·  " + stepTotal(st)
        }
        return st.unit ? stepTotal(st) : st.total + " " + b.unitWord
    }
    // The other hands end left of the payments column (they are short rows
    // of small tiles unless they hold many melds): the column may run down
    // beside them. Their width is reckoned as their rows lay them out (name,
    // tiles with room for the gaps between groups, value).
    function othersWidth() {
        var w = 0
        var hs = (b.hands || []).filter(function (h) { return !h.winner })
        for (var i = 0; i < hs.length; ++i)
            w = Math.max(w, 160 * unit + hs[i].tiles.length * tw * 0.6 + 6 * tw * 0.2
                            + (hs[i].valued ? 10 * unit + valueMetrics.advanceWidth : 0))
        return w
    }
    TextMetrics {
        id: valueMetrics
        font.family: Theme.uiFont
        font.pixelSize: 14 * bp.unit
        // The longest value among them, as its row shows it.
        text: (bp.b.hands || []).filter(function (h) { return !h.winner && h.valued })
                                .map(function (h) { return h.value + " " + bp.b.unitWord })
                                .reduce(function (a, t) { return t.length > a.length ? t : a }, "")
    }
    readonly property bool moneyBesideOthers: steps.length > 0
        && others.x + othersWidth() + 24 * unit <= middle.x + money.x
    readonly property bool anyNobody: (b.payments || []).some(function (p) { return p.from < 0 || p.to < 0 })
    function windName(w) { return chinese ? Theme.windChars[w] : [qsTr("East"), qsTr("South"), qsTr("West"), qsTr("North")][w] }
    function title() {
        if (b.kind === "win" && win) {
            // The lone human at a table of bots is spoken to (gamecontroller.cpp
            // isLoneHuman); in hot-seat games every seat keeps its name.
            if (win.tsumo) return win.you ? qsTr("You win by %1").arg(win.winName)
                                          : qsTr("%1 wins by %2").arg(win.name).arg(win.winName)
            if (win.you) return qsTr("You win by %1 from %2").arg(win.winName).arg(win.fromName)
            if (win.fromYou) return qsTr("%1 wins by %2 from you").arg(win.name).arg(win.winName)
            return qsTr("%1 wins by %2 from %3").arg(win.name).arg(win.winName).arg(win.fromName)
        }
        if (b.kind === "exhausted") return qsTr("The wall is exhausted")
        if (b.kind === "abort") return qsTr("Abortive draw")
        return ""
    }

    // --- header ---
    Column {
        id: header
        x: 28 * bp.unit
        y: 20 * bp.unit
        width: parent.width - 56 * bp.unit
        spacing: 4 * bp.unit
        Item {
            width: parent.width
            height: titleText.height
            Text {
                id: titleText
                objectName: "breakdownTitle"
                text: bp.title()
                color: Theme.gold
                font.family: Theme.titleFont
                font.weight: Font.Bold
                font.pixelSize: 30 * bp.unit
                width: parent.width - totalText.width - 20 * bp.unit
                elide: Text.ElideRight
            }
            Text {
                id: totalText
                anchors.right: parent.right
                anchors.baseline: titleText.baseline
                visible: bp.win !== null
                objectName: "breakdownTotal"
                text: bp.headerTotal()
                color: Theme.text
                font.family: Theme.uiFont
                font.weight: Font.Bold
                font.pixelSize: 30 * bp.unit
            }
        }
        Text {
            text: bp.windName((bp.b.roundWind || 0) % 4) + " " + (bp.b.handInRound || 1) + "   ·   " + qsTr("Hand %1").arg(bp.b.handNumber || 0) + (bp.wins.length > 1 ? "   ·   " + qsTr("%1 winners").arg(bp.wins.length) : "")
            color: Theme.textDim
            font.family: Theme.uiFont
            font.pixelSize: 15 * bp.unit
        }
        Text {  // the rule that ended the hand, whole (a title would elide it)
            objectName: "abortRule"
            visible: bp.b.kind === "abort"
            width: parent.width
            wrapMode: Text.WordWrap
            text: bp.b.kind === "abort" ? qsTr("The hand ended by the rule %1.").arg(bp.b.abortReason || "") : ""
            color: Theme.text
            font.family: Theme.uiFont
            font.pixelSize: 17 * bp.unit
        }
    }

    // --- the winning hand by groups ---
    Item {
        id: handRow
        x: 28 * bp.unit
        y: header.y + header.height + 14 * bp.unit
        width: parent.width - 56 * bp.unit
        height: bp.win ? bp.tw * 4 / 3 + 22 * bp.unit : 0
        visible: bp.win !== null
        Repeater {
            model: bp.win ? bp.win.tiles : []
            delegate: Item {
                x: index * bp.tw * 1.03 + modelData.g * bp.tw * 0.4
                width: bp.tw
                height: bp.tw * 4 / 3
                Tile {
                    objectName: "breakdownTile"
                    w: bp.tw
                    face: modelData.face
                    marks: bp.marks
                    hl: bp.isMarked(index)
                }
                Rectangle {  // the winning tile
                    visible: modelData.win
                    anchors.horizontalCenter: parent.horizontalCenter
                    y: parent.height + 9 * bp.unit
                    width: parent.width * 0.7
                    height: 4 * bp.unit
                    radius: height / 2
                    color: Theme.crimson
                }
            }
        }
        Row {  // flowers, after the groups
            anchors.right: parent.right
            spacing: 3 * bp.unit
            Repeater {
                model: bp.win ? bp.win.flowers : []
                Tile { w: bp.tw * 0.7; face: modelData; marks: bp.marks }
            }
        }
    }

    // --- steps (left) and payments (right) ---
    Item {
        id: middle
        x: 28 * bp.unit
        y: handRow.y + handRow.height + 12 * bp.unit
        width: parent.width - 56 * bp.unit
        height: footer.y - y - others.height - 16 * bp.unit

        Item {
            id: stepsBox
            width: parent.width * 0.56
            height: parent.height
            visible: bp.steps.length > 0
            Item {  // column labels
                id: stepLabels
                width: parent.width - 14 * bp.unit
                height: stepLabel.implicitHeight + 4 * bp.unit
                Text {
                    id: stepLabel
                    x: 10 * bp.unit
                    text: qsTr("Step")
                    color: Theme.textDim
                    font.family: Theme.uiFont
                    font.pixelSize: 13 * bp.unit
                }
                Text {
                    anchors.right: parent.right
                    anchors.rightMargin: 10 * bp.unit
                    text: qsTr("Running total")
                    color: Theme.textDim
                    font.family: Theme.uiFont
                    font.pixelSize: 13 * bp.unit
                }
            }
            ListView {
                id: stepList
                objectName: "stepList"
                anchors.fill: parent
                anchors.topMargin: stepLabels.height
                anchors.bottomMargin: stepButtons.height + 10 * bp.unit
                clip: true
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {
                    objectName: "stepScrollBar"
                    // Off, not AsNeeded, when all is shown: the style's AsNeeded hides
                    // its own handle, not this one, which would then always show.
                    policy: stepList.contentHeight > stepList.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                    // Seen at a glance on the dark panel: a beginner must notice there is more.
                    contentItem: Rectangle {
                        implicitWidth: 6 * bp.unit
                        radius: width / 2
                        color: Theme.gold
                        opacity: 0.75
                    }
                }
                model: bp.steps.slice(0, bp.shown)
                spacing: 2 * bp.unit
                onCountChanged: positionViewAtEnd()
                delegate: Rectangle {
                    width: stepList.width - 14 * bp.unit
                    height: Math.max(stepText.height, totalCol.implicitHeight) + 10 * bp.unit
                    radius: 6 * bp.unit
                    color: index === bp.shown - 1 ? Qt.rgba(1, 0.84, 0.35, 0.16) : "transparent"
                    TileText {
                        id: stepText
                        objectName: "stepText"
                        x: 10 * bp.unit
                        anchors.verticalCenter: parent.verticalCenter
                        width: parent.width - totalCol.width - 30 * bp.unit
                        text: modelData.text
                        marks: bp.marks
                        pixelSize: 16 * bp.unit
                    }
                    Text {
                        id: totalCol
                        anchors.right: parent.right
                        anchors.rightMargin: 10 * bp.unit
                        anchors.verticalCenter: parent.verticalCenter
                        text: bp.stepTotal(modelData)
                        color: Theme.gold
                        font.family: Theme.uiFont
                        font.weight: Font.Bold
                        font.pixelSize: 16 * bp.unit
                    }
                }
            }
            Row {
                id: stepButtons
                anchors.bottom: parent.bottom
                spacing: 10 * bp.unit
                TextButton {
                    objectName: "breakdownNext"
                    unit: bp.unit
                    visible: !bp.allShown
                    accent: true
                    text: A11y.withKey(qsTr("Next step"), qsTr("Enter"))
                    onClicked: bp.next()
                }
                TextButton {
                    objectName: "breakdownShowAll"
                    unit: bp.unit
                    visible: !bp.allShown
                    text: A11y.withKey(qsTr("Show all"), "S")
                    onClicked: bp.showAll()
                }
                TextButton {
                    unit: bp.unit
                    visible: bp.wins.length > 1
                    text: A11y.withKey(qsTr("Next winner"), "N")
                    onClicked: bp.winIndex = (bp.winIndex + 1) % bp.wins.length
                }
            }
        }

        // The score table follows the payments and the settlement's steps;
        // those scroll when they need more room than the column leaves above
        // the table, so a long settlement (honba, deposits, every payment)
        // never pushes it under the footer. When the other hands leave room
        // on the right the column runs down beside them, so the payments
        // get that height too.
        Item {
            id: money
            objectName: "moneyColumn"
            anchors.right: parent.right
            width: bp.steps.length > 0 ? parent.width * 0.4 : parent.width
            height: parent.height + (bp.moneyBesideOthers ? others.height + 6 * bp.unit : 0)
            opacity: bp.allShown ? 1 : 0.25
            Flickable {
                id: payList
                objectName: "paymentsList"
                width: parent.width
                anchors.top: parent.top
                height: Math.min(contentHeight, parent.height - scoreTable.height - 10 * bp.unit)
                clip: true
                contentHeight: payColumn.height
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {
                    policy: payList.contentHeight > payList.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                    contentItem: Rectangle {
                        implicitWidth: 6 * bp.unit
                        radius: width / 2
                        color: Theme.gold
                        opacity: 0.75
                    }
                }
                Column {
                    id: payColumn
                    width: money.width - 12 * bp.unit
                    spacing: 6 * bp.unit
                    Text {
                        text: qsTr("Payments")
                        color: Theme.gold
                        font.family: Theme.uiFont
                        font.weight: Font.Bold
                        font.pixelSize: 17 * bp.unit
                    }
                    Row {  // column labels
                        visible: (bp.b.payments || []).length > 0
                        Text {
                            width: payColumn.width * 0.7
                            text: qsTr("Who pays whom")
                            color: Theme.textDim
                            font.family: Theme.uiFont
                            font.pixelSize: 13 * bp.unit
                        }
                        Text {
                            width: payColumn.width * 0.3
                            horizontalAlignment: Text.AlignRight
                            text: qsTr("Amount")
                            color: Theme.textDim
                            font.family: Theme.uiFont
                            font.pixelSize: 13 * bp.unit
                        }
                    }
                    Repeater {
                        model: bp.b.payments || []
                        // Who pays whom, why (in the ruleset's words) and how
                        // much on one line when the reason fits between them,
                        // so that a settlement of three payers and its note fit
                        // without scrolling; a longer reason wraps below.
                        Item {
                            id: payRow
                            objectName: "payment"
                            readonly property real gap: 10 * bp.unit
                            readonly property bool oneLine: modelData.reason.length === 0
                                || whoText.implicitWidth + reasonMetrics.advanceWidth + amountText.implicitWidth + 2 * gap + 2 <= width
                            width: payColumn.width
                            height: oneLine ? whoText.height : whoText.height + reasonText.height
                            Text {
                                id: whoText
                                width: Math.min(implicitWidth, payRow.width - amountText.implicitWidth - payRow.gap)
                                elide: Text.ElideRight
                                text: (modelData.fromName || "—") + "  →  " + (modelData.toName || "—")
                                color: Theme.text
                                font.family: Theme.uiFont
                                font.pixelSize: 15 * bp.unit
                            }
                            TextMetrics {
                                id: reasonMetrics
                                font: reasonText.font
                                text: modelData.reason || ""
                            }
                            Text {  // why, in the ruleset's words
                                id: reasonText
                                objectName: "paymentReason"
                                visible: text.length > 0
                                x: payRow.oneLine ? whoText.width + payRow.gap : 0
                                y: payRow.oneLine ? whoText.baselineOffset - baselineOffset : whoText.height
                                width: payRow.oneLine ? payRow.width - x - amountText.implicitWidth - payRow.gap : payRow.width
                                wrapMode: payRow.oneLine ? Text.NoWrap : Text.WordWrap
                                elide: payRow.oneLine ? Text.ElideRight : Text.ElideNone
                                text: modelData.reason || ""
                                color: Theme.textDim
                                font.family: Theme.uiFont
                                font.pixelSize: 13 * bp.unit
                            }
                            Text {
                                id: amountText
                                anchors.right: parent.right
                                horizontalAlignment: Text.AlignRight
                                text: modelData.amount
                                color: Theme.gold
                                font.family: Theme.uiFont
                                font.weight: Font.Bold
                                font.pixelSize: 15 * bp.unit
                            }
                        }
                    }
                    Text {
                        objectName: "nobodyNote"
                        visible: bp.anyNobody
                        width: payColumn.width
                        wrapMode: Text.WordWrap
                        text: qsTr("— stands for no player: money paid in from nobody (a bonus) or out to nobody (a loss to the table).")
                        color: Theme.textDim
                        font.family: Theme.uiFont
                        font.italic: true
                        font.pixelSize: 13 * bp.unit
                    }
                    Text {
                        visible: (bp.b.payments || []).length === 0
                        text: qsTr("No payments")
                        color: Theme.textDim
                        font.family: Theme.uiFont
                        font.pixelSize: 15 * bp.unit
                    }
                    Repeater {
                        model: bp.b.settlementSteps || []
                        Text {
                            width: payColumn.width
                            wrapMode: Text.WordWrap
                            text: modelData.text
                            color: Theme.textDim
                            font.family: Theme.uiFont
                            font.pixelSize: 14 * bp.unit
                        }
                    }
                }
            }
            Column {
                id: scoreTable
                objectName: "scoreTable"
                anchors.top: payList.bottom
                anchors.topMargin: 10 * bp.unit
                width: parent.width
                spacing: 4 * bp.unit
                // Score table: seat, before, change, after.
                Row {
                    Repeater {
                        model: [qsTr("Score"), qsTr("Before"), qsTr("Change"), qsTr("After")]
                        Text {
                            width: money.width * (index === 0 ? 0.46 : 0.18)
                            horizontalAlignment: index === 0 ? Text.AlignLeft : Text.AlignRight
                            text: modelData
                            color: Theme.gold
                            font.family: Theme.uiFont
                            font.weight: index === 0 ? Font.Bold : Font.Normal
                            font.pixelSize: (index === 0 ? 17 : 13) * bp.unit
                        }
                    }
                }
                Repeater {
                    model: bp.b.scores || []
                    Row {
                        spacing: 0
                        Text {
                            width: money.width * 0.46
                            elide: Text.ElideRight
                            text: Theme.windChars[modelData.wind] + "  " + modelData.name
                            color: Theme.text
                            font.family: Theme.uiFont
                            font.pixelSize: 16 * bp.unit
                        }
                        Text {
                            width: money.width * 0.18
                            horizontalAlignment: Text.AlignRight
                            text: modelData.before
                            color: Theme.textDim
                            font.family: Theme.uiFont
                            font.pixelSize: 16 * bp.unit
                        }
                        Text {
                            width: money.width * 0.18
                            horizontalAlignment: Text.AlignRight
                            text: modelData.delta > 0 ? "+" + modelData.delta : modelData.delta
                            color: modelData.delta > 0 ? Theme.positive : modelData.delta < 0 ? Theme.negative : Theme.textDim
                            font.family: Theme.uiFont
                            font.weight: Font.Bold
                            font.pixelSize: 16 * bp.unit
                        }
                        Text {
                            width: money.width * 0.18
                            horizontalAlignment: Text.AlignRight
                            text: modelData.after
                            color: Theme.text
                            font.family: Theme.uiFont
                            font.weight: Font.Bold
                            font.pixelSize: 16 * bp.unit
                        }
                    }
                }
            }
        }
    }

    // --- the other hands ---
    Column {
        id: others
        x: 28 * bp.unit
        anchors.bottom: footer.top
        anchors.bottomMargin: 10 * bp.unit
        width: parent.width - 56 * bp.unit
        spacing: 6 * bp.unit
        Text {
            text: bp.wins.length > 0 ? qsTr("The other hands") : qsTr("The hands")
            color: Theme.gold
            font.family: Theme.uiFont
            font.weight: Font.Bold
            font.pixelSize: 17 * bp.unit
        }
        Repeater {
            model: (bp.b.hands || []).filter(function (h) { return !h.winner })
            Row {
                spacing: 10 * bp.unit
                Text {
                    width: 150 * bp.unit
                    anchors.verticalCenter: parent.verticalCenter
                    elide: Text.ElideRight
                    text: modelData.name + (modelData.tenpai ? "  · " + qsTr("ready") : "")
                    color: Theme.textDim
                    font.family: Theme.uiFont
                    font.pixelSize: 14 * bp.unit
                }
                Item {
                    width: modelData.tiles.length * bp.tw * 0.6 + 6 * bp.tw * 0.2
                    height: bp.tw * 0.6 * 4 / 3
                    Repeater {
                        model: modelData.tiles
                        Tile {
                            x: index * bp.tw * 0.61 + modelData.g * bp.tw * 0.22
                            w: bp.tw * 0.6
                            face: modelData.face
                            flat: true
                            marks: bp.marks
                        }
                    }
                }
                Text {
                    visible: modelData.valued
                    anchors.verticalCenter: parent.verticalCenter
                    text: modelData.value + " " + bp.b.unitWord
                    color: Theme.gold
                    font.family: Theme.uiFont
                    font.pixelSize: 14 * bp.unit
                }
            }
        }
    }

    // --- footer ---
    Item {
        id: footer
        x: 28 * bp.unit
        y: parent.height - height - 18 * bp.unit
        width: parent.width - 56 * bp.unit
        height: 44 * bp.unit
        TextButton {
            objectName: "reviewButton"
            anchors.left: parent.left
            unit: bp.unit
            visible: bp.reviewable
            text: A11y.withKey(qsTr("Review my play"), "V")
            onClicked: bp.reviewRequested()
        }
        // riichi.md "Play": the all-last dealer who leads may end the game.
        TextButton {
            objectName: "stopGame"
            anchors.right: nextButton.left
            anchors.rightMargin: 12 * bp.unit
            unit: bp.unit
            visible: (bp.b.stopSeat !== undefined && bp.b.stopSeat >= 0) && !bp.b.gameOver
            text: bp.b.stopYou ? qsTr("End the game here") : qsTr("%1 stops: end the game").arg(bp.b.stopName || "")
            onClicked: bp.game.stopGame()
        }
        // Online (docs/network.md "Between hands"): each player continues or
        // quits; the next hand is dealt when all four have continued.
        readonly property bool online: bp.game !== null && bp.game.online && !bp.b.gameOver
        TextButton {
            objectName: "quitTable"
            anchors.right: nextButton.left
            anchors.rightMargin: 12 * bp.unit
            unit: bp.unit
            visible: footer.online && !bp.game.spectator && !bp.game.waitingOthers
                     && !(bp.b.stopSeat !== undefined && bp.b.stopSeat >= 0)
            text: qsTr("Quit the table")
            onClicked: bp.game.quitOnline()
        }
        Text {
            objectName: "waitingOthers"
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            visible: footer.online && (bp.game.waitingOthers || bp.game.spectator)
            text: qsTr("Waiting for the other players…")
            color: Theme.textDim
            font.family: Theme.uiFont
            font.pixelSize: 16 * bp.unit
        }
        TextButton {
            id: nextButton
            objectName: "nextHand"
            anchors.right: parent.right
            unit: bp.unit
            accent: bp.allShown
            visible: !(footer.online && (bp.game.waitingOthers || bp.game.spectator))
            text: A11y.withKey(bp.b.gameOver ? qsTr("Final standings") : footer.online ? qsTr("Continue") : qsTr("Next hand"),
                               bp.allShown ? qsTr("Enter") : "")
            onClicked: bp.game.nextHand()
        }
    }
}
