import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Quetai

// Play online (docs/network.md): the server's address and a name, or a
// server hosted in the app; the lobby of tables; a table before its start
// (seats, bots, the owner's options to agree to). Once the game is dealt
// the table screen takes over (Main.qml, OnlineLobby.tableStarted).
// Names come from other people: shown as plain text only.
Item {
    id: os
    property var lobby: null
    property var game: null
    property var settings: null
    property var newGame: null     // NewGameScreen: choice and level names
    property real unit: 1
    readonly property bool chinese: settings ? settings.chinese : false
    readonly property string language: settings ? settings.language : ""
    // connect | lobby | table
    readonly property string page: !lobby || lobby.state === "disconnected" ? "connect"
                                   : lobby.tableId >= 0 ? "table" : "lobby"
    property bool askOpen: false   // the question before opening a hosted server to the network
    signal createRequested()
    signal back()
    Keys.onEscapePressed: if (askOpen) askOpen = false; else if (page === "connect") back()

    function stateName(st) {
        return { "waiting": qsTr("waiting for players"), "playing": qsTr("in play"),
                 "between_hands": qsTr("between hands"), "over": qsTr("over") }[st] || st
    }
    // The options as the owner set them, by name ("Base stake (底分): 5").
    function optionLines(rulesetId, values) {
        void os.language
        var out = []
        if (!game || !rulesetId) return out
        var descs = game.optionDescs(rulesetId)
        for (var i = 0; i < descs.length; ++i) {
            var d = descs[i]
            var v = values && values[d.id] !== undefined ? values[d.id] : d.def
            var name = os.chinese && d.nameZh ? d.nameZh : d.nameEn + (d.nameZh ? " " + d.nameZh : "")
            var shown = d.kind === "bool" ? (v ? qsTr("yes") : qsTr("no"))
                      : d.kind === "choice" ? (newGame ? newGame.choiceName(d.choices[v]) : d.choices[v]) : String(v)
            out.push(name + ": " + shown)
        }
        return out
    }
    function clocks(t) {
        if (!t) return ""
        var a = t.discard_seconds > 0 ? qsTr("%1 s to discard").arg(t.discard_seconds) : qsTr("no discard clock")
        var b = t.claim_seconds > 0 ? qsTr("%1 s to claim").arg(t.claim_seconds) : qsTr("no claim clock")
        return a + " · " + b
    }
    // --join: the address (and name) from the command line; without a name the player gives one.
    function prefill(address, name) {
        addressField.text = address
        nameField.text = name
    }
    function firstFree(t) {
        for (var i = 0; i < (t.seats || []).length; ++i) if (t.seats[i].kind === "empty") return i
        return -1
    }

    Panel {
        id: panel
        anchors.centerIn: parent
        width: Math.min(parent.width - 40 * os.unit, 1100 * os.unit)
        height: Math.min(parent.height - 40 * os.unit, 740 * os.unit)
        unit: os.unit

        Text {
            id: title
            x: 30 * os.unit; y: 22 * os.unit
            text: os.page === "table" && os.lobby ? qsTr("Table %1").arg(os.lobby.tableId) : qsTr("Play online")
            color: Theme.gold
            font.family: Theme.titleFont
            font.weight: Font.Bold
            font.pixelSize: 32 * os.unit
        }
        Text {
            objectName: "onlineStatus"
            anchors.left: title.right
            anchors.leftMargin: 18 * os.unit
            anchors.right: parent.right
            anchors.rightMargin: 30 * os.unit
            anchors.baseline: title.baseline
            elide: Text.ElideRight
            textFormat: Text.PlainText
            visible: os.page !== "connect"
            text: !os.lobby ? "" : (os.lobby.state === "connected" ? qsTr("Connected to %1 as %2").arg(os.lobby.address).arg(os.lobby.name)
                                    : qsTr("Reconnecting to %1…").arg(os.lobby.address))
            color: os.lobby && os.lobby.state === "connected" ? Theme.textDim : Theme.gold
            font.family: Theme.uiFont
            font.pixelSize: 15 * os.unit
        }

        // --- the address and a name, or host ---
        ColumnLayout {
            id: connectPage
            objectName: "connectPage"
            visible: os.page === "connect"
            anchors.top: title.bottom
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.margins: 30 * os.unit
            anchors.topMargin: 22 * os.unit
            spacing: 10 * os.unit
            Text { text: qsTr("Your name at the table"); color: Theme.textDim; font.family: Theme.uiFont; font.pixelSize: 15 * os.unit }
            TextField {
                id: nameField
                objectName: "onlineName"
                Layout.preferredWidth: 360 * os.unit
                maximumLength: 24
                placeholderText: qsTr("Name")
                Accessible.name: qsTr("Your name at the table")
                font.pixelSize: 16 * os.unit
                focus: true
            }
            Item { Layout.preferredHeight: 6 * os.unit }
            Text { text: qsTr("Join a game: the server's address"); color: Theme.textDim; font.family: Theme.uiFont; font.pixelSize: 15 * os.unit }
            RowLayout {
                spacing: 12 * os.unit
                TextField {
                    id: addressField
                    objectName: "onlineAddress"
                    Layout.preferredWidth: 360 * os.unit
                    placeholderText: qsTr("host:port, e.g. 192.168.1.20:7777")
                    Accessible.name: qsTr("Server address")
                    font.pixelSize: 16 * os.unit
                    onAccepted: joinButton.clicked()
                }
                TextButton {
                    id: joinButton
                    objectName: "joinButton"
                    unit: os.unit
                    accent: true
                    text: qsTr("Join")
                    onClicked: os.lobby.connectTo(addressField.text, nameField.text)
                }
            }
            Item { Layout.preferredHeight: 14 * os.unit }
            Text { text: qsTr("Host a game on this computer"); color: Theme.gold; font.family: Theme.uiFont; font.weight: Font.Bold; font.pixelSize: 18 * os.unit }
            Text {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: qsTr("Starts a server inside Quetai. It answers this computer only until you choose to let other computers on your network join; then it shows the address to give your friends.")
                color: Theme.text; font.family: Theme.uiFont; font.pixelSize: 15 * os.unit
            }
            RowLayout {
                spacing: 12 * os.unit
                Text { text: qsTr("Port"); color: Theme.textDim; font.family: Theme.uiFont; font.pixelSize: 15 * os.unit }
                SpinBox {
                    id: portBox
                    objectName: "hostPort"
                    from: 1024; to: 65535; value: 7777
                    editable: true
                    Accessible.name: qsTr("Port")
                    font.pixelSize: 15 * os.unit
                    textFromValue: function (v) { return String(v) }
                    valueFromText: function (t) { return parseInt(t) || 7777 }
                }
                TextButton {
                    objectName: "hostButton"
                    unit: os.unit
                    text: qsTr("Host")
                    onClicked: os.lobby.host(nameField.text, portBox.value, false)
                }
            }
            Text {
                objectName: "onlineError"
                Layout.fillWidth: true
                visible: os.lobby !== null && os.lobby.error.length > 0
                wrapMode: Text.WordWrap
                textFormat: Text.PlainText
                text: os.lobby ? os.lobby.error : ""
                color: Theme.negative; font.family: Theme.uiFont; font.pixelSize: 15 * os.unit
            }
        }

        // --- the lobby ---
        ColumnLayout {
            id: lobbyPage
            objectName: "lobbyPage"
            visible: os.page === "lobby"
            anchors.top: title.bottom
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: footer.top
            anchors.margins: 30 * os.unit
            anchors.topMargin: 16 * os.unit
            spacing: 8 * os.unit
            // Hosting: the address for friends, and the way to open it.
            RowLayout {
                visible: os.lobby !== null && os.lobby.hosting
                Layout.fillWidth: true
                spacing: 12 * os.unit
                Text {
                    objectName: "hostAddress"
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    textFormat: Text.PlainText
                    text: !os.lobby || !os.lobby.hosting ? ""
                          : os.lobby.hostOpen ? qsTr("Hosting. Give your friends this address: %1").arg(os.lobby.hostAddresses.slice(0, -1).join("  ·  ") || os.lobby.hostAddresses[0])
                          : qsTr("Hosting for this computer only (%1).").arg(os.lobby.hostAddresses[0])
                    color: Theme.gold; font.family: Theme.uiFont; font.pixelSize: 15 * os.unit
                }
                TextButton {
                    objectName: "openToNetwork"
                    visible: os.lobby !== null && !os.lobby.hostOpen
                    unit: os.unit * 0.8
                    text: qsTr("Let friends join…")
                    onClicked: os.askOpen = true
                }
            }
            Text {
                text: qsTr("Tables")
                color: Theme.textDim; font.family: Theme.uiFont; font.pixelSize: 15 * os.unit
            }
            Text {
                visible: os.lobby !== null && os.lobby.tables.length === 0
                text: qsTr("No tables yet: create one, and your friends sit down at it.")
                color: Theme.text; font.family: Theme.uiFont; font.pixelSize: 16 * os.unit
            }
            ListView {
                id: tableList
                objectName: "tableList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: 8 * os.unit
                model: os.lobby ? os.lobby.tables : []
                delegate: Rectangle {
                    id: row
                    objectName: "tableRow"
                    width: tableList.width
                    height: rowCol.implicitHeight + 18 * os.unit
                    radius: 10 * os.unit
                    color: Qt.rgba(1, 1, 1, 0.05)
                    border.color: Theme.panelLine
                    readonly property var t: modelData
                    readonly property int free: os.firstFree(t)
                    Accessible.role: Accessible.ListItem
                    Accessible.name: qsTr("Table %1, %2, %3 of 4 seats taken, %4 watching, %5")
                                     .arg(t.id).arg(t.rulesetName).arg(t.taken).arg(t.spectators).arg(os.stateName(t.state))
                    ColumnLayout {
                        id: rowCol
                        x: 14 * os.unit
                        y: 9 * os.unit
                        width: parent.width - buttonsRow.width - 40 * os.unit
                        spacing: 2 * os.unit
                        Text {
                            Layout.fillWidth: true
                            elide: Text.ElideRight
                            text: qsTr("Table %1").arg(row.t.id) + "  ·  " + row.t.rulesetName + "  ·  " + os.stateName(row.t.state)
                            color: Theme.text; font.family: Theme.uiFont; font.weight: Font.Bold; font.pixelSize: 17 * os.unit
                        }
                        Text {
                            Layout.fillWidth: true
                            elide: Text.ElideRight
                            textFormat: Text.PlainText
                            text: qsTr("%1/4 seated").arg(row.t.taken) + (row.t.names.length ? " (" + row.t.names.join(", ") + ")" : "")
                                  + "  ·  " + qsTr("%n watching", "", row.t.spectators)
                            color: Theme.textDim; font.family: Theme.uiFont; font.pixelSize: 14 * os.unit
                        }
                        Text {
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            maximumLineCount: 2
                            elide: Text.ElideRight
                            text: os.optionLines(row.t.ruleset, row.t.options).join("  ·  ") + "  ·  " + os.clocks(row.t)
                            color: Theme.textDim; font.family: Theme.uiFont; font.pixelSize: 13 * os.unit
                        }
                    }
                    Row {
                        id: buttonsRow
                        anchors.right: parent.right
                        anchors.rightMargin: 12 * os.unit
                        anchors.verticalCenter: parent.verticalCenter
                        spacing: 8 * os.unit
                        TextButton {
                            objectName: "sitButton"
                            unit: os.unit * 0.8
                            visible: row.free >= 0 && row.t.state === "waiting"
                            text: qsTr("Sit down")
                            Accessible.name: qsTr("Sit down at table %1").arg(row.t.id)
                            onClicked: os.lobby.sit(row.t.id, row.free)
                        }
                        TextButton {
                            objectName: "watchButton"
                            unit: os.unit * 0.8
                            text: qsTr("Watch")
                            Accessible.name: qsTr("Watch table %1").arg(row.t.id)
                            onClicked: os.lobby.watch(row.t.id)
                        }
                    }
                }
            }
        }

        // --- a table before its start: seats, bots, the agreement ---
        ColumnLayout {
            id: tablePage
            objectName: "tablePage"
            visible: os.page === "table"
            readonly property var t: os.lobby ? os.lobby.table : ({})
            readonly property bool isOwner: os.lobby !== null && os.lobby.owner
            anchors.top: title.bottom
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: footer.top
            anchors.margins: 30 * os.unit
            anchors.topMargin: 16 * os.unit
            spacing: 8 * os.unit
            Text {
                Layout.fillWidth: true
                text: (tablePage.t.rulesetName || "") + "  ·  " + os.stateName(tablePage.t.state || "")
                color: Theme.text; font.family: Theme.titleFont; font.weight: Font.Bold; font.pixelSize: 20 * os.unit
            }
            // The source's 底分 agreement, for every ruleset: the owner's options.
            Text {
                objectName: "agreementText"
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                textFormat: Text.PlainText
                text: tablePage.isOwner ? qsTr("You own this table. Fill empty seats with bots or wait for friends; the game starts when every seat is taken and every player has agreed to your options.")
                      : os.lobby && os.lobby.watching ? qsTr("You are watching this table.")
                      : tablePage.t.agreed ? qsTr("You agreed to %1's options. Waiting for the start.").arg(tablePage.t.ownerName || "")
                      : qsTr("%1 owns this table and set these options. Agree to play by them, or leave the table.").arg(tablePage.t.ownerName || "")
                color: Theme.gold; font.family: Theme.uiFont; font.pixelSize: 16 * os.unit
            }
            Rectangle {
                Layout.fillWidth: true
                Layout.preferredHeight: optText.implicitHeight + 16 * os.unit
                radius: 8 * os.unit
                color: Qt.rgba(1, 1, 1, 0.05)
                border.color: Theme.panelLine
                Text {
                    id: optText
                    objectName: "tableOptions"
                    x: 12 * os.unit; y: 8 * os.unit
                    width: parent.width - 24 * os.unit
                    wrapMode: Text.WordWrap
                    text: os.optionLines(tablePage.t.ruleset, tablePage.t.options).join("\n") + "\n" + os.clocks(tablePage.t)
                          + "\n" + (tablePage.t.on_quit === "end" ? qsTr("A player who quits ends the game.") : qsTr("A bot takes the seat of a player who quits."))
                    color: Theme.text; font.family: Theme.uiFont; font.pixelSize: 14 * os.unit
                }
            }
            Text { text: qsTr("Seats"); color: Theme.textDim; font.family: Theme.uiFont; font.pixelSize: 15 * os.unit }
            Repeater {
                model: tablePage.t.seats || []
                delegate: RowLayout {
                    objectName: "seatRow"
                    Layout.fillWidth: true
                    spacing: 10 * os.unit
                    readonly property var s: modelData
                    Text {
                        text: Theme.windChars[index]
                        color: Theme.gold; font.family: Theme.titleFont; font.weight: Font.Bold; font.pixelSize: 22 * os.unit
                        Layout.preferredWidth: 28 * os.unit
                    }
                    Text {
                        Layout.fillWidth: true
                        elide: Text.ElideRight
                        textFormat: Text.PlainText
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                        text: s.kind === "empty" ? qsTr("free")
                              : s.kind === "bot" ? qsTr("Bot") + " · " + (os.newGame ? os.newGame.levelName(s.level) : s.level)
                              : s.name + (s.you ? " " + qsTr("(you)") : "")
                                + (s.owner ? " · " + qsTr("owner") : "")
                                + (s.kind === "person" && !s.owner ? " · " + (s.agreed ? qsTr("agreed") : qsTr("not agreed yet")) : "")
                        color: s.kind === "empty" ? Theme.textDim : Theme.text
                        font.family: Theme.uiFont; font.pixelSize: 16 * os.unit
                    }
                    ComboBox {
                        id: levelBox
                        objectName: "botLevel_" + index
                        visible: tablePage.isOwner && s.kind === "empty"
                        readonly property var levels: os.game ? os.game.botLevels() : []
                        model: levels.map(function (l) { return os.newGame ? os.newGame.levelName(l) : l })
                        currentIndex: Math.max(0, levels.indexOf(os.game ? os.game.defaultBotLevel() : ""))
                        Accessible.name: qsTr("Bot level for the %1 seat").arg(A11y.wind(index))
                        Layout.preferredWidth: 150 * os.unit
                        font.pixelSize: 14 * os.unit
                    }
                    TextButton {
                        objectName: "addBot_" + index
                        visible: tablePage.isOwner && s.kind === "empty"
                        unit: os.unit * 0.8
                        text: qsTr("Bot")
                        Accessible.name: qsTr("A bot sits at the %1 seat").arg(A11y.wind(index))
                        onClicked: os.lobby.fillWithBot(index, levelBox.levels[levelBox.currentIndex])
                    }
                    TextButton {
                        objectName: "sitHere_" + index
                        visible: os.lobby !== null && os.lobby.watching && s.kind === "empty" && tablePage.t.state === "waiting"
                        unit: os.unit * 0.8
                        text: qsTr("Sit here")
                        onClicked: os.lobby.sit(os.lobby.tableId, index)
                    }
                }
            }
            Item { Layout.fillHeight: true }
            Text {
                Layout.fillWidth: true
                visible: os.lobby !== null && os.lobby.error.length > 0
                wrapMode: Text.WordWrap
                textFormat: Text.PlainText
                text: os.lobby ? os.lobby.error : ""
                color: Theme.negative; font.family: Theme.uiFont; font.pixelSize: 15 * os.unit
            }
        }

        Row {
            id: footer
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.margins: 24 * os.unit
            spacing: 12 * os.unit
            TextButton {
                unit: os.unit
                objectName: "onlineBack"
                text: os.page === "connect" ? qsTr("Back") : os.page === "lobby" ? qsTr("Leave the server") : qsTr("Leave the table")
                onClicked: {
                    if (os.page === "connect") os.back()
                    else if (os.page === "lobby") { os.lobby.stopHosting(); os.lobby.disconnectFrom() }
                    else os.lobby.leave()
                }
            }
            TextButton {
                objectName: "refreshButton"
                visible: os.page === "lobby"
                unit: os.unit
                text: qsTr("Refresh")
                onClicked: os.lobby.refresh()
            }
            TextButton {
                objectName: "createTable"
                visible: os.page === "lobby"
                unit: os.unit
                accent: true
                text: qsTr("Create a table")
                onClicked: os.createRequested()
            }
            TextButton {
                objectName: "agreeButton"
                visible: os.page === "table" && os.lobby.seated && !tablePage.isOwner && !tablePage.t.agreed
                unit: os.unit
                accent: true
                text: qsTr("Agree")
                onClicked: os.lobby.agree()
            }
            TextButton {
                objectName: "startButton"
                visible: os.page === "table" && tablePage.isOwner
                enabled: tablePage.t.canStart === true
                opacity: enabled ? 1 : 0.5
                unit: os.unit
                accent: true
                text: qsTr("Start")
                onClicked: os.lobby.start()
            }
        }
    }

    // The question before a hosted server answers other computers.
    Rectangle {
        anchors.fill: parent
        visible: os.askOpen
        color: Qt.rgba(0, 0.03, 0.015, 0.6)
        z: 5
        MouseArea { anchors.fill: parent }
    }
    Panel {
        objectName: "openQuestion"
        visible: os.askOpen
        z: 6
        unit: os.unit
        anchors.centerIn: parent
        width: Math.min(parent.width - 60 * os.unit, 620 * os.unit)
        height: askCol.implicitHeight + 48 * os.unit
        onVisibleChanged: if (visible) noButton.forceActiveFocus(Qt.TabFocusReason)
        Column {
            id: askCol
            x: 24 * os.unit; y: 24 * os.unit
            width: parent.width - 48 * os.unit
            spacing: 16 * os.unit
            Text {
                width: parent.width
                wrapMode: Text.WordWrap
                text: qsTr("Let other computers join?")
                color: Theme.gold; font.family: Theme.titleFont; font.weight: Font.Bold; font.pixelSize: 22 * os.unit
            }
            Text {
                width: parent.width
                wrapMode: Text.WordWrap
                text: qsTr("The server will answer every computer that can reach this one on port %1, not only your friends'. Do this on a network you trust (at home), and stop hosting when the game is over.").arg(os.lobby ? os.lobby.hostPort : 0)
                color: Theme.text; font.family: Theme.uiFont; font.pixelSize: 16 * os.unit
            }
            Row {
                anchors.right: parent.right
                spacing: 12 * os.unit
                TextButton { id: noButton; unit: os.unit; text: qsTr("Not now"); onClicked: os.askOpen = false }
                TextButton {
                    objectName: "openYes"
                    unit: os.unit
                    accent: true
                    text: qsTr("Open to the network")
                    onClicked: {
                        os.askOpen = false
                        os.lobby.host(os.lobby.name, os.lobby.hostPort, true)
                    }
                }
            }
        }
    }
}
