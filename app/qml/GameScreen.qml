import QtQuick
import QtQuick.Controls.Basic
import Quetai

// The table seen from the viewer's seat: the board (walls, rivers, centre)
// with the other seats' hands behind their walls, the viewer's own hand and
// melds at the bottom, the legal actions as buttons, and the overlays
// (hand-over, breakdown, final standings).
Item {
    id: gs
    property var game: null
    property var settings: null
    property real unit: 1
    readonly property bool marks: settings ? settings.indexMarks : false
    readonly property bool chinese: settings ? settings.chinese : false
    readonly property int stacks: game ? game.wallStacks : 17
    readonly property int ownWind: game && game.centre.dealerRel !== undefined ? (4 - game.centre.dealerRel) % 4 : 0

    function revealAll() { breakdown.showAll() }

    signal menuRequested()
    // Leaving a game in play asks first: a stray click must not look like
    // the game was thrown away (it stays saved for Continue).
    property bool leaving: false
    function askToLeave() {
        if (game && game.active && !(game.standings.shown === true)) leaving = true
        else menuRequested()
    }
    signal speedRequested(real speed)
    signal rulesRequested()
    signal newGameRequested()

    // --- geometry (everything scales with the window) ---
    readonly property real ownW: Math.min(height * 0.092, width * 0.85 / 19)
    readonly property real bottomH: ownW * 4 / 3 + ownW * 0.16 + 26 * unit
    readonly property real board: Math.max(200, Math.min((height - bottomH - 14 * unit) / 1.08, width * 0.6))
    readonly property real u: board / (stacks + 4 / 3 + 0.2)
    readonly property real riverW: u * 0.95
    readonly property real centreSize: riverW * 6
    readonly property real boardX: (width - board) / 2
    readonly property real boardY: u * 1.45 + 10 * unit
    readonly property real plateW: 176 * unit
    // Three lines: the name, the score with the badges, what sits there.
    readonly property real plateH: 74 * unit
    function botName(level) {
        var names = { "simple": qsTr("Simple bot"), "beginner": qsTr("Beginner bot"),
                      "standard": qsTr("Standard bot"), "strong": qsTr("Strong bot") }
        return names[level] !== undefined ? names[level] : qsTr("Bot")
    }

    // The learner's help follows the setting (on for a new player).
    readonly property bool helpOn: settings ? settings.handHelp : true
    Binding { target: gs.game; property: "help"; value: gs.helpOn; when: gs.game !== null }

    Sounds {
        id: sounds
        objectName: "sounds"
        enabled: gs.settings ? gs.settings.sound : true
    }
    Connections {
        target: gs.game
        function onSoundCue(cue) { if (gs.visible) sounds.play(cue) }
    }

    focus: true
    // Full keyboard play: arrows over the hand, Enter discards, each action
    // its letter (ActionBar.qml), Esc passes or skips, Enter continues the
    // hand-over and the breakdown; M menu, F1 rules, H help, - and + speed.
    Keys.onPressed: (event) => {
        if (!game) return
        // Take-back (practice games): also after a hand the move ended.
        if (game.canTakeBack && game.handoverSeat < 0
                && (event.key === Qt.Key_Backspace || (event.key === Qt.Key_Z && (event.modifiers & Qt.ControlModifier)))) {
            game.takeBack(); event.accepted = true
            return
        }
        const enter = event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space
        // The leave question takes the keys while it is open: Enter (or M
        // again) leaves, Esc keeps playing.
        if (gs.leaving) {
            if (enter || event.key === Qt.Key_M) { gs.leaving = false; gs.menuRequested(); event.accepted = true }
            else if (event.key === Qt.Key_Escape) { gs.leaving = false; event.accepted = true }
            return
        }
        if (game.handoverSeat >= 0) {
            if (enter) {
                game.confirmHandover(); event.accepted = true
            }
            return
        }
        if (reviewPanel.visible) {
            if (enter || event.key === Qt.Key_Escape) {
                reviewPanel.visible = false; event.accepted = true
            }
            return
        }
        if (gameOverPanel.visible) {
            if (enter) { gs.newGameRequested(); event.accepted = true }
            else if (event.key === Qt.Key_M || event.key === Qt.Key_Escape) { gs.menuRequested(); event.accepted = true }
            return
        }
        if (game.handEnded) {
            if (enter) {
                if (breakdown.visible && !breakdown.allShown) breakdown.next(); else if (breakdown.visible) game.nextHand()
                event.accepted = true
            } else if (event.key === Qt.Key_V && breakdown.visible && breakdown.reviewable) {
                reviewPanel.open(); event.accepted = true
            } else if (event.key === Qt.Key_S && breakdown.visible && !breakdown.allShown) {
                breakdown.showAll(); event.accepted = true
            } else if (event.key === Qt.Key_N && breakdown.visible && breakdown.wins.length > 1) {
                breakdown.winIndex = (breakdown.winIndex + 1) % breakdown.wins.length; event.accepted = true
            }
            return
        }
        if (event.modifiers & (Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier)) return
        var n = hand.tiles ? hand.tiles.count : 0
        if (event.key === Qt.Key_Left && n > 0) {
            hand.select(hand.selectedRow <= 0 ? n - 1 : hand.selectedRow - 1); event.accepted = true
        } else if (event.key === Qt.Key_Right && n > 0) {
            hand.select(hand.selectedRow < 0 || hand.selectedRow >= n - 1 ? 0 : hand.selectedRow + 1); event.accepted = true
        } else if (enter && hand.selectedRow >= 0) {
            hand.discardRow(hand.selectedRow); event.accepted = true
        } else if (enter && n > 0 && game.ownTurn) {
            // Nothing picked yet: Enter picks the drawn tile (the rightmost), a second Enter discards it.
            hand.select(n - 1); event.accepted = true
        } else if (event.key === Qt.Key_Escape) {
            if (actionBar.onEscape()) {}
            else if (game.declareMode) game.declareMode = 0
            else game.pass()
            event.accepted = true
        } else if (event.key >= Qt.Key_1 && event.key <= Qt.Key_9) {
            actionBar.triggerNumber(event.key - Qt.Key_1); event.accepted = true
        } else if (event.key === Qt.Key_Y && actionBar.confirming !== null) {
            actionBar.take(actionBar.confirming); event.accepted = true
        } else if (event.key === Qt.Key_W || event.key === Qt.Key_R || event.key === Qt.Key_K
                   || event.key === Qt.Key_P || event.key === Qt.Key_C || event.key === Qt.Key_A) {
            if (actionBar.visible) actionBar.triggerLetter(String.fromCharCode(event.key))
            event.accepted = true
        } else if (event.key === Qt.Key_M) {
            gs.askToLeave(); event.accepted = true
        } else if (event.key === Qt.Key_F1) {
            gs.rulesRequested(); event.accepted = true
        } else if (event.key === Qt.Key_H) {
            if (gs.settings) gs.settings.handHelp = !gs.settings.handHelp
            event.accepted = true
        } else if (event.key === Qt.Key_Minus && game.speed > 0.25) {
            gs.speedRequested(Math.max(0.25, game.speed / 2)); event.accepted = true
        } else if ((event.key === Qt.Key_Plus || event.key === Qt.Key_Equal) && game.speed > 0 && game.speed < 8) {
            gs.speedRequested(Math.min(8, game.speed * 2)); event.accepted = true
        }
    }

    // --- the board ---
    Item {
        id: boardItem
        x: gs.boardX
        y: gs.boardY
        width: gs.board
        height: gs.board

        Rectangle {  // a faint darker square where the walls stand
            anchors.fill: parent
            anchors.margins: -gs.u * 0.3
            radius: gs.u * 0.5
            color: Qt.rgba(0, 0, 0, 0.10)
            border.color: Qt.rgba(0.88, 0.74, 0.41, 0.16)
            border.width: 1
        }
        Repeater {
            model: 4
            SeatLayer {
                rel: index
                game: gs.game
                board: gs.board
                u: gs.u
                riverW: gs.riverW
                centre: gs.centreSize
                handW: gs.u * 0.92
                meldW: gs.u * 0.8
                marks: gs.marks
            }
        }
        CenterPanel {
            anchors.centerIn: parent
            size: gs.centreSize - gs.riverW * 0.2
            game: gs.game
            chinese: gs.chinese
        }
    }

    // --- name plates, upright, by each seat ---
    Repeater {
        model: gs.game ? gs.game.seats : []
        delegate: Rectangle {
            id: plate
            objectName: "plate_" + model.rel
            readonly property var flags: model.flags
            readonly property var flagKeys: model.flagKeys
            readonly property int rel: model.rel
            readonly property int wind: model.wind
            width: gs.plateW
            height: gs.plateH
            radius: 10 * gs.unit
            color: Theme.plate
            border.width: model.toAct ? Math.max(2, 2.5 * gs.unit) : (Theme.highContrast ? 2 : 1)
            border.color: model.toAct ? Theme.highlight : Theme.plateLine
            Accessible.role: Accessible.Grouping
            Accessible.name: qsTr("%1, %2 seat, %3 points").arg(model.name).arg(A11y.wind(model.wind)).arg(model.score)
                             + (model.dealer ? ", " + qsTr("dealer") : "") + (model.toAct ? ", " + qsTr("to play") : "")
            x: rel === 0 ? Math.max(8 * gs.unit, gs.boardX - width - 24 * gs.unit)
             : rel === 1 ? Math.min(gs.width - width - 8 * gs.unit, gs.boardX + gs.board + gs.u * 1.6 + 14 * gs.unit)
             : rel === 2 ? Math.min(gs.width - width - 8 * gs.unit, gs.boardX + gs.board + 24 * gs.unit)
             : Math.max(8 * gs.unit, gs.boardX - gs.u * 1.6 - 14 * gs.unit - width)
            y: rel === 0 ? gs.boardY + gs.board - height
             : rel === 1 ? gs.boardY + gs.board * 0.5 - height / 2
             : rel === 2 ? 10 * gs.unit
             : gs.boardY + gs.board * 0.5 - height / 2
            Text {
                id: windText
                x: 12 * gs.unit
                anchors.verticalCenter: parent.verticalCenter
                text: Theme.windChars[model.wind]
                color: model.dealer ? Theme.crimson : Theme.gold
                font.family: Theme.titleFont
                font.weight: Font.Bold
                font.pixelSize: 30 * gs.unit
            }
            Column {
                x: windText.x + windText.width + 10 * gs.unit
                anchors.verticalCenter: parent.verticalCenter
                width: parent.width - x - 10 * gs.unit
                Text {
                    width: parent.width
                    elide: Text.ElideRight
                    text: model.name
                    color: Theme.text
                    font.family: Theme.uiFont
                    font.weight: Font.Medium
                    font.pixelSize: 15 * gs.unit
                }
                Item {
                    width: parent.width
                    height: scoreText.implicitHeight
                    Text {
                        id: scoreText
                        text: model.score
                        color: Theme.gold
                        font.family: Theme.uiFont
                        font.weight: Font.Bold
                        font.pixelSize: 15 * gs.unit
                    }
                    Row {
                        id: badges
                        objectName: "plateBadges"
                        anchors.right: parent.right
                        anchors.verticalCenter: scoreText.verticalCenter
                        spacing: 4 * gs.unit
                        Repeater {
                            model: plate.flags
                            Rectangle {
                                objectName: "badge"
                                Accessible.role: Accessible.StaticText
                                // docs/rulesets/riichi.md "Play": riichi and double riichi are declared; other flags (ippatsu) are states.
                                readonly property string key: plate.flagKeys[index] || ""
                                Accessible.name: (key === "riichi" || key === "double_riichi" ? qsTr("%1 declared by %2") : qsTr("%2: %1"))
                                                 .arg(modelData).arg(A11y.wind(plate.wind))
                                height: 16 * gs.unit
                                width: flagText.implicitWidth + 10 * gs.unit
                                radius: height / 2
                                color: Theme.crimson
                                Text {
                                    id: flagText
                                    anchors.centerIn: parent
                                    text: modelData
                                    color: "white"
                                    font.family: Theme.uiFont
                                    font.pixelSize: 11 * gs.unit
                                }
                            }
                        }
                    }
                }
                // Who sits there: the player, an outside program or a bot by
                // its level's name (the ids are for files, not for a player);
                // online, a person whose connection dropped (a bot plays for
                // them after the server's grace period).
                Text {
                    objectName: "plateKind"
                    width: parent.width
                    elide: Text.ElideRight
                    text: model.human ? (model.level === "away" ? qsTr("connection lost")
                                         : model.level === "takeover" ? qsTr("a bot plays for now") : qsTr("player"))
                          : model.level.startsWith("mjai:") ? qsTr("mjai program") : gs.botName(model.level)
                    color: model.human && model.level.length > 0 ? Theme.gold : Theme.textDim
                    font.family: Theme.uiFont
                    font.pixelSize: 12 * gs.unit
                }
            }
            // The server's clock on the seat whose turn it is (docs/network.md "The view").
            Rectangle {
                objectName: "turnTimer"
                readonly property var t: gs.game ? gs.game.turnTimer : ({})
                visible: t.rels !== undefined && t.rels.indexOf(plate.rel) >= 0
                anchors.right: parent.right
                anchors.rightMargin: 8 * gs.unit
                y: -height / 2
                height: 22 * gs.unit
                width: timerText.implicitWidth + 16 * gs.unit
                radius: height / 2
                color: visible && t.left <= 5 ? Theme.crimson : Theme.goldDeep
                border.color: Theme.gold
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("%1 seconds left").arg(t.left || 0)
                Text {
                    id: timerText
                    anchors.centerIn: parent
                    text: qsTr("%1 s").arg(parent.t.left || 0)
                    color: "white"
                    font.family: Theme.uiFont
                    font.weight: Font.Bold
                    font.pixelSize: 13 * gs.unit
                }
            }
        }
    }

    // --- info card and menu (top left) ---
    Column {
        x: 16 * gs.unit
        y: 14 * gs.unit
        spacing: 2 * gs.unit
        width: Math.max(120 * gs.unit, gs.boardX - 40 * gs.unit)
        Text {
            text: gs.game ? (gs.chinese || gs.game.rulesetNameEn === gs.game.rulesetNameZh ? gs.game.rulesetNameZh : gs.game.rulesetNameEn + "  " + gs.game.rulesetNameZh) : ""
            color: Theme.gold
            font.family: Theme.titleFont
            font.weight: Font.Bold
            font.pixelSize: 22 * gs.unit
        }
        Text {
            objectName: "seedLabel"
            // A table on a server keeps its seed there (docs/network.md).
            visible: gs.game !== null && gs.game.seedText.length > 0
            text: gs.game ? qsTr("Seed %1").arg(gs.game.seedText) : ""
            color: Theme.textDim
            font.family: Theme.uiFont
            font.pixelSize: 14 * gs.unit
        }
        Text {
            text: gs.game && gs.game.centre.handNumber ? qsTr("Hand %1").arg(gs.game.centre.handNumber)
                  + (gs.game.handLimit > 0 ? " / " + gs.game.handLimit : "") : ""
            color: Theme.textDim
            font.family: Theme.uiFont
            font.pixelSize: 14 * gs.unit
        }
        Item { width: 1; height: 8 * gs.unit }
        Row {
            spacing: 8 * gs.unit
            TextButton {
                objectName: "menuButton"
                unit: gs.unit * 0.8
                text: A11y.withKey(qsTr("Menu"), "M")
                onClicked: gs.askToLeave()
            }
            TextButton {
                unit: gs.unit * 0.8
                text: A11y.withKey(qsTr("Rules"), "F1")
                onClicked: gs.rulesRequested()
            }
            TextButton {
                objectName: "helpToggle"
                unit: gs.unit * 0.8
                accent: gs.helpOn
                text: A11y.withKey(qsTr("Help"), "H")
                onClicked: if (gs.settings) gs.settings.handHelp = !gs.settings.handHelp
            }
        }
        TakeBack { game: gs.game; unit: gs.unit }
        // Online: the connection, plain ("Connected") when all is well.
        Text {
            objectName: "connectionLabel"
            visible: gs.game !== null && gs.game.online
            text: gs.game && gs.game.online ? (gs.game.spectator ? qsTr("Online · watching") : qsTr("Online"))
                  + " · " + (gs.game.connection.state === "connected" ? qsTr("connected") : qsTr("reconnecting…")) : ""
            color: gs.game && gs.game.connection.state === "connected" ? Theme.textDim : Theme.gold
            font.family: Theme.uiFont
            font.pixelSize: 14 * gs.unit
            topPadding: 4 * gs.unit
        }
        // Bot speed, adjustable while playing (halves and doubles); a server paces its own bots.
        Row {
            visible: !(gs.game !== null && gs.game.online)
            spacing: 6 * gs.unit
            topPadding: 4 * gs.unit
            Text {
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("Speed")
                color: Theme.textDim
                font.family: Theme.uiFont
                font.pixelSize: 14 * gs.unit
            }
            TextButton {
                objectName: "slower"
                unit: gs.unit * 0.7
                implicitWidth: 40 * gs.unit
                text: "−"
                Accessible.name: A11y.withKey(qsTr("Slower"), "-")
                enabled: gs.game && gs.game.speed > 0.25
                onClicked: gs.speedRequested(Math.max(0.25, gs.game.speed / 2))
            }
            Text {
                anchors.verticalCenter: parent.verticalCenter
                // Room for the longest label ("instant" in English) at every size.
                width: Math.max(44 * gs.unit, implicitWidth)
                horizontalAlignment: Text.AlignHCenter
                text: gs.game ? (gs.game.speed <= 0 ? qsTr("instant") : "×" + gs.game.speed) : ""
                color: Theme.text
                font.family: Theme.uiFont
                font.pixelSize: 14 * gs.unit
            }
            TextButton {
                objectName: "faster"
                unit: gs.unit * 0.7
                implicitWidth: 40 * gs.unit
                text: "+"
                Accessible.name: A11y.withKey(qsTr("Faster"), "+")
                enabled: gs.game && gs.game.speed > 0 && gs.game.speed < 8
                onClicked: gs.speedRequested(Math.min(8, gs.game.speed * 2))
            }
        }
        // The dead wall's face-up indicators (riichi dora), repeated here
        // large enough to read; the wall shows them in place too.
        Column {
            objectName: "indicators"
            visible: gs.game && (gs.game.centre.indicators || []).length > 0
            spacing: 4 * gs.unit
            topPadding: 10 * gs.unit
            Text {
                text: qsTr("Dora indicators")
                color: Theme.textDim
                font.family: Theme.uiFont
                font.pixelSize: 14 * gs.unit
            }
            Row {
                spacing: 3 * gs.unit
                Repeater {
                    model: gs.game ? (gs.game.centre.indicators || []) : []
                    Tile { objectName: "tile"; w: 30 * gs.unit; face: modelData; marks: gs.marks }
                }
            }
        }
    }

    // --- the viewer's hand and melds ---
    HandView {
        id: hand
        objectName: "ownHand"
        game: gs.game
        w: gs.ownW
        marks: gs.marks
        keyboardFocus: gs.activeFocus
        who: A11y.wind(gs.ownWind)
        oneClick: gs.settings ? gs.settings.oneClickDiscard : false
        x: Math.max(12 * gs.unit, (gs.width - (14.4 * gs.ownW * 1.04) - ownMelds.width - gs.ownW * 0.5) / 2)
        y: gs.height - height - 14 * gs.unit
    }
    MeldArea {
        id: ownMelds
        objectName: "ownMelds"
        x: Math.min(gs.width - width - 12 * gs.unit, hand.x + Math.max(hand.width, 14.4 * gs.ownW * 1.04) + gs.ownW * 0.5)
        y: gs.height - height - 14 * gs.unit - gs.ownW * 0.1
        w: gs.ownW * 0.78
        marks: gs.marks
        melds: gs.game ? gs.game.melds(0) : null
        flowers: gs.game ? gs.game.flowers(0) : null
        who: A11y.wind(gs.ownWind)
    }

    // --- the learner's help, left of the board between the left seat's
    // plate and the viewer's own plate, clear of the left seat's hand ---
    HandHelp {
        id: handHelp
        objectName: "handHelp"
        game: gs.game
        unit: gs.unit
        marks: gs.marks
        face: hand.focusFace
        visible: gs.helpOn && gs.game !== null && gs.game.handHelp.ok === true
        x: 8 * gs.unit
        y: gs.boardY + gs.board * 0.5 + gs.plateH / 2 + 8 * gs.unit
        // Clear of the left seat's hand, which stands behind its wall
        // outside the board (SeatLayer: 0.45 u out, 1.23 u deep).
        width: Math.min(330 * gs.unit, gs.boardX - gs.u * 1.75 - 16 * gs.unit)
        height: Math.max(60 * gs.unit, gs.boardY + gs.board - gs.plateH - 8 * gs.unit - y)
    }

    // --- actions ---
    ActionBar {
        id: actionBar
        objectName: "actionBar"
        game: gs.game
        unit: gs.unit
        marks: gs.marks
        // Beside the board's bottom-right corner when it fits there, so no
        // button covers the wall or the river; else right-aligned over the hand.
        readonly property real besideX: gs.boardX + gs.board + 12 * gs.unit
        readonly property bool fitsBeside: besideX + width + 8 * gs.unit <= gs.width
        x: fitsBeside ? besideX
                      : gs.width - width - Math.max(16 * gs.unit, gs.width - (hand.x + Math.max(hand.width, 14 * gs.ownW)) - 8 * gs.unit)
        anchors.bottom: hand.top
        anchors.bottomMargin: gs.ownW * 0.45
        visible: gs.game && gs.game.actions.count > 0 && !skipped
    }
    Text {
        anchors.left: actionBar.left
        anchors.bottom: actionBar.top
        anchors.bottomMargin: 6 * gs.unit
        visible: gs.game && gs.game.claimLeft > 0
        text: qsTr("%1 s").arg(gs.game ? gs.game.claimLeft : 0)
        color: Theme.highlight
        font.family: Theme.uiFont
        font.weight: Font.Bold
        font.pixelSize: 18 * gs.unit
    }
    Rectangle {
        id: prompt
        objectName: "prompt"
        // Where the action bar goes when it shows (it never shows with the
        // prompt): beside the board's bottom-right corner, on two lines if
        // need be, so the prompt covers neither the wall nor the river;
        // only where even that does not fit, centred over the board's edge.
        readonly property real besideX: gs.boardX + gs.board + 12 * gs.unit
        readonly property real room: gs.width - besideX - 8 * gs.unit - 28 * gs.unit
        readonly property bool fitsBeside: room >= 110 * gs.unit
        x: fitsBeside ? besideX : gs.boardX + gs.board / 2 - width / 2
        anchors.bottom: hand.top
        anchors.bottomMargin: gs.ownW * 0.4
        visible: gs.game !== null && gs.game.awaiting && gs.game.declareMode === 0 && !actionBar.visible
        width: promptText.width + 28 * gs.unit
        height: promptText.implicitHeight + 10 * gs.unit
        radius: Math.min(height / 2, 18 * gs.unit)
        color: Theme.highContrast ? Theme.plate : Qt.rgba(0.02, 0.1, 0.06, 0.85)
        border.color: Theme.panelLine
        Text {
            id: promptText
            anchors.centerIn: parent
            width: prompt.fitsBeside ? Math.min(implicitWidth, prompt.room) : implicitWidth
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            text: gs.game && gs.game.ownTurn ? qsTr("Your turn: pick a tile to discard") : qsTr("Claim this tile?")
            color: Theme.text
            font.family: Theme.uiFont
            font.pixelSize: 16 * gs.unit
        }
    }
    Text {
        anchors.horizontalCenter: hand.horizontalCenter
        anchors.bottom: hand.top
        anchors.bottomMargin: gs.ownW * 0.45
        visible: gs.game && gs.game.declareMode > 0
        text: qsTr("Choose the tile to discard with the declaration")
        color: Theme.highlight
        font.family: Theme.uiFont
        font.pixelSize: 17 * gs.unit
    }

    // --- callouts ---
    Callout {
        id: callout
        unit: gs.unit
        readonly property var c: gs.game ? gs.game.callout : ({})
        readonly property int rel: c.rel === undefined ? 0 : c.rel
        serial: c.serial || 0
        label: {
            var k = c.kind
            if (k === "chi") return qsTr("Chi")
            if (k === "pon") return qsTr("Pon")
            if (k === "kong") return qsTr("Kong")
            if (k === "flower") return qsTr("Flower")
            return c.text || ""
        }
        x: rel === 0 ? gs.boardX + gs.board / 2 - width / 2
         : rel === 1 ? gs.boardX + gs.board - width - gs.u * 2
         : rel === 2 ? gs.boardX + gs.board / 2 - width / 2
         : gs.boardX + gs.u * 2
        y: rel === 0 ? gs.boardY + gs.board - height - gs.u * 2.2
         : rel === 2 ? gs.boardY + gs.u * 2.2
         : gs.boardY + gs.board / 2 - height / 2
        z: 5
    }

    Text {
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: 8 * gs.unit
        visible: gs.game && gs.game.error.length > 0
        text: gs.game ? gs.game.error : ""
        color: Theme.negative
        font.family: Theme.uiFont
        font.pixelSize: 12 * gs.unit
        z: 6
    }

    // --- online: the connection banner, what the table says, the chat ---
    Rectangle {
        objectName: "connectionBanner"
        readonly property var c: gs.game && gs.game.online ? gs.game.connection : ({})
        readonly property bool lost: c.state !== undefined && c.state !== "connected"
        readonly property var bots: c.bots || []
        readonly property var away: c.away || []
        visible: lost || bots.length > 0 || away.length > 0
        anchors.horizontalCenter: parent.horizontalCenter
        y: 6 * gs.unit
        z: 12
        // Between the top seat's plate and the info card, wrapping rather than covering either.
        width: Math.min(parent.width - 2 * (gs.plateW + 30 * gs.unit), bannerText.implicitWidth + 40 * gs.unit)
        height: bannerText.implicitHeight + 16 * gs.unit
        radius: 10 * gs.unit
        color: lost ? Theme.crimson : Qt.rgba(0.03, 0.11, 0.07, 0.95)
        border.color: Theme.gold
        border.width: Math.max(1, 1.5 * gs.unit)
        Accessible.role: Accessible.AlertMessage
        Accessible.name: bannerText.text
        Text {
            id: bannerText
            anchors.centerIn: parent
            width: parent.width - 40 * gs.unit
            wrapMode: Text.WordWrap
            textFormat: Text.PlainText
            horizontalAlignment: Text.AlignHCenter
            text: parent.lost ? qsTr("Connection lost: reconnecting… The game goes on; your seat waits for you, then a bot plays it until you are back.")
                  : parent.bots.length > 0 ? qsTr("A bot plays for %1 (connection lost) until they come back.").arg(parent.bots.join(", "))
                  : qsTr("%1 lost the connection: waiting for them.").arg(parent.away.join(", "))
            color: "white"
            font.family: Theme.uiFont
            font.weight: Font.Medium
            font.pixelSize: 15 * gs.unit
        }
    }
    Rectangle {
        objectName: "tableNotice"
        visible: gs.game !== null && gs.game.tableNotice.length > 0
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 8 * gs.unit
        z: 12
        width: Math.min(parent.width - 40 * gs.unit, noticeText.implicitWidth + 40 * gs.unit)
        height: noticeText.implicitHeight + 16 * gs.unit
        radius: 10 * gs.unit
        color: Theme.crimson
        border.color: Theme.gold
        Accessible.role: Accessible.AlertMessage
        Accessible.name: noticeText.text
        Text {
            id: noticeText
            anchors.centerIn: parent
            width: Math.min(implicitWidth, parent.parent.width - 60 * gs.unit)
            wrapMode: Text.WordWrap
            textFormat: Text.PlainText
            text: gs.game ? gs.game.tableNotice : ""
            color: "white"
            font.family: Theme.uiFont
            font.pixelSize: 15 * gs.unit
        }
    }
    // The table's chat: the last lines and a line to write (names and lines
    // are plain text from other people: never read as markup).
    Column {
        id: chat
        objectName: "chat"
        visible: gs.game !== null && gs.game.online
        readonly property real leftEdge: gs.boardX + gs.board + gs.u * 1.6 + 14 * gs.unit
        x: leftEdge
        y: gs.boardY + gs.board * 0.5 + gs.plateH / 2 + 14 * gs.unit
        width: Math.max(150 * gs.unit, gs.width - leftEdge - 8 * gs.unit)
        spacing: 3 * gs.unit
        z: 6
        Repeater {
            model: gs.game ? gs.game.chatLines.slice(-4) : []
            Text {
                width: chat.width
                elide: Text.ElideRight
                textFormat: Text.PlainText
                text: modelData.name + ": " + modelData.text
                color: Theme.text
                font.family: Theme.uiFont
                font.pixelSize: 13 * gs.unit
            }
        }
        TextField {
            id: chatField
            objectName: "chatField"
            width: chat.width
            maximumLength: 200
            placeholderText: qsTr("Say something to the table")
            Accessible.name: qsTr("Chat")
            font.pixelSize: 13 * gs.unit
            onAccepted: { if (gs.game) gs.game.sendChat(text); text = "" }
            Keys.onEscapePressed: gs.forceActiveFocus()
        }
    }

    // --- overlays ---
    Rectangle {
        anchors.fill: parent
        visible: breakdown.visible || gameOverPanel.visible
        color: Qt.rgba(0, 0.03, 0.015, 0.6)
        z: 8
        MouseArea { anchors.fill: parent }
    }
    BreakdownPanel {
        id: breakdown
        objectName: "breakdown"
        z: 9
        game: gs.game
        unit: gs.unit
        marks: gs.marks
        chinese: gs.chinese
        visible: gs.game !== null && gs.game.handEnded && !(gs.game.standings.shown === true) && gs.game.handoverSeat < 0
        anchors.centerIn: parent
        width: Math.min(parent.width - 40 * gs.unit, 1180 * gs.unit)
        height: Math.min(parent.height - 30 * gs.unit, 760 * gs.unit)
        reviewable: gs.helpOn && gs.game !== null && gs.game.breakdown.viewerHuman === true
        onReviewRequested: reviewPanel.open()
    }
    ReviewPanel {
        id: reviewPanel
        objectName: "review"
        z: 10
        game: gs.game
        unit: gs.unit
        marks: gs.marks
        visible: false
        anchors.fill: breakdown
        Connections {
            target: gs.game
            function onBreakdownChanged() { reviewPanel.visible = false }
        }
    }
    GameOverPanel {
        id: gameOverPanel
        objectName: "gameOver"
        z: 9
        game: gs.game
        unit: gs.unit
        visible: gs.game !== null && gs.game.standings.shown === true
        anchors.centerIn: parent
        width: Math.min(parent.width - 60 * gs.unit, 1100 * gs.unit)
        height: Math.min(parent.height - 60 * gs.unit, 640 * gs.unit)
        onNewGameRequested: gs.newGameRequested()
        onMenuRequested: gs.menuRequested()
    }
    HandoverScreen {
        objectName: "handover"
        z: 10
        anchors.fill: parent
        game: gs.game
        unit: gs.unit
        visible: gs.game !== null && gs.game.handoverSeat >= 0
    }
    Rectangle {
        anchors.fill: parent
        visible: gs.leaving
        color: Qt.rgba(0, 0.03, 0.015, 0.6)
        z: 11
        MouseArea { anchors.fill: parent; onClicked: gs.leaving = false }
    }
    Panel {
        objectName: "leaveConfirm"
        visible: gs.leaving
        z: 12
        unit: gs.unit
        anchors.centerIn: parent
        width: Math.min(parent.width - 40 * gs.unit, 520 * gs.unit)
        height: leaveColumn.implicitHeight + 48 * gs.unit
        Column {
            id: leaveColumn
            x: 28 * gs.unit
            y: 24 * gs.unit
            width: parent.width - 56 * gs.unit
            spacing: 14 * gs.unit
            Text {
                width: parent.width
                wrapMode: Text.Wrap
                text: qsTr("Leave this game for the menu?")
                color: Theme.gold
                font.family: Theme.titleFont
                font.weight: Font.Bold
                font.pixelSize: 24 * gs.unit
            }
            Text {
                width: parent.width
                wrapMode: Text.Wrap
                text: gs.game && gs.game.online ? (gs.game.spectator ? qsTr("You stop watching this table.")
                                                   : qsTr("You leave the table: a bot takes your seat, or the game ends, as the table's owner chose."))
                    : gs.game && gs.game.saveEnabled ? qsTr("The game stays saved: Continue on the start screen picks it up where you left it.")
                                                     : qsTr("This game is not saved (a demo or test run).")
                color: Theme.text
                font.family: Theme.uiFont
                font.pixelSize: 16 * gs.unit
            }
            Row {
                anchors.right: parent.right
                spacing: 12 * gs.unit
                TextButton {
                    objectName: "leaveStay"
                    unit: gs.unit * 0.9
                    text: A11y.withKey(qsTr("Keep playing"), "Esc")
                    onClicked: gs.leaving = false
                }
                TextButton {
                    objectName: "leaveGo"
                    unit: gs.unit * 0.9
                    accent: true
                    text: A11y.withKey(qsTr("Leave"), "Enter")
                    onClicked: { gs.leaving = false; gs.menuRequested() }
                }
            }
        }
    }
}
