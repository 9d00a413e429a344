import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Quetai

// New game: the ruleset, its options (generated from the ruleset's option
// descriptors, with their defaults and help), the four seats, the game's
// length and an optional seed.
Item {
    id: ng
    property var game: null
    property var settings: null
    property real unit: 1
    readonly property bool chinese: settings ? settings.chinese : false
    // The lists' names and help come translated from the engine's side: they
    // are fetched again when the language changes (and at each reset), so
    // the screen follows a language switch at once.
    readonly property string language: settings ? settings.language : ""
    property int fetches: 0
    readonly property var rulesets: { void language; void fetches; return game ? game.rulesets() : [] }
    property string rulesetId: ""
    readonly property var descs: { void language; return game && rulesetId ? game.optionDescs(rulesetId) : [] }
    property var values: ({})
    property string valuesFor: ""  // the ruleset `values` belong to
    property var seatHuman: [true, false, false, false]
    property var seatNames: ["", "", "", ""]
    property var seatLevels: ["", "", "", ""]
    // A seat played by an outside program speaking mjai (docs/mjai.md): its
    // command line, run with /bin/sh; empty = not an mjai seat.
    property var seatMjai: [false, false, false, false]
    property var seatCommands: ["", "", "", ""]
    property int handLimit: 0
    property bool practice: false
    // Online (Play online → Create a table): the same ruleset and option
    // choices, with the table's timers and what a quit does instead of the
    // seats (people sit down in the lobby); Start asks the server.
    property bool online: false
    property int discardSeconds: 30
    property int claimSeconds: 10
    property bool botOnQuit: true
    signal createRequested(var cfg)
    signal started()
    signal back()
    Keys.onEscapePressed: back()

    function reset() {
        fetches += 1
        var found = false
        for (var i = 0; i < rulesets.length; ++i) found = found || rulesets[i].id === rulesetId
        if (!found) {
            var first = rulesets.find(function (r) { return r.available && r.id !== "test" })
            rulesetId = first ? first.id : ""
        }
        var lv = game ? game.defaultBotLevel() : ""
        seatLevels = [lv, lv, lv, lv]
    }
    // A new ruleset starts from its defaults; the same one fetched again (a
    // language switch) keeps what was chosen.
    onDescsChanged: {
        var same = valuesFor === rulesetId
        var v = {}
        for (var i = 0; i < descs.length; ++i) {
            var id = descs[i].id
            v[id] = same && values[id] !== undefined ? values[id] : descs[i].def
        }
        values = v
        valuesFor = rulesetId
    }
    Component.onCompleted: reset()

    function config() {
        var seats = []
        for (var s = 0; s < 4; ++s)
            seats.push({ human: seatHuman[s], name: seatNames[s],
                         level: !seatHuman[s] && seatMjai[s] ? "mjai:" + seatCommands[s].trim() : seatLevels[s] })
        return { ruleset: rulesetId, options: values, seats: seats, handLimit: handLimit, seed: seedField.text, practice: practice }
    }
    function onlineConfig() {
        return { ruleset: rulesetId, options: values, discardSeconds: discardSeconds, claimSeconds: claimSeconds,
                 botOnQuit: botOnQuit, handLimit: handLimit }
    }
    // Option choices and bot levels by name: the ids are for files and the
    // command line, not for a player.
    function choiceName(id) {
        var names = {
            "east": qsTr("East round"), "east_south": qsTr("East and South rounds"),
            "none": qsTr("None"),
            "one_outer": qsTr("One end tile down"), "three_adjacent": qsTr("Three tiles down"),
            "two_outer": qsTr("Both end tiles down"), "two_inner": qsTr("Both middle tiles down"),
            "head_bump": qsTr("First in turn wins"), "all": qsTr("All winners"),
            "third_aborts": qsTr("Three winners abort the hand")
        }
        return names[id] !== undefined ? names[id] : id.replace(/_/g, " ")
    }
    function levelName(id) {
        var names = { "simple": qsTr("Simple"), "beginner": qsTr("Beginner"), "standard": qsTr("Standard"),
                      "strong": qsTr("Strong") }
        return names[id] !== undefined ? names[id] : id
    }
    // Help texts cite the rules' files for developers; a player reads the rule.
    function helpText(t) { return (t || "").replace(/\s*\([^()]*\.md[^()]*\)/g, "").replace(/\s*\b[\w-]+\.md\b( "[^"]*")?/g, "") }
    function setValue(id, v) { var c = Object.assign({}, values); c[id] = v; values = c }

    Panel {
        anchors.centerIn: parent
        width: Math.min(parent.width - 40 * ng.unit, 1180 * ng.unit)
        height: Math.min(parent.height - 40 * ng.unit, 740 * ng.unit)
        unit: ng.unit

        Text {
            id: title
            x: 30 * ng.unit; y: 22 * ng.unit
            text: ng.online ? qsTr("Create a table") : qsTr("New game")
            color: Theme.gold
            font.family: Theme.titleFont
            font.weight: Font.Bold
            font.pixelSize: 32 * ng.unit
        }

        RowLayout {
            anchors.top: title.bottom
            anchors.topMargin: 18 * ng.unit
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: buttons.top
            anchors.margins: 30 * ng.unit
            anchors.bottomMargin: 18 * ng.unit
            spacing: 26 * ng.unit

            // Rulesets.
            ColumnLayout {
                Layout.preferredWidth: 210 * ng.unit
                Layout.fillWidth: false
                Layout.fillHeight: true
                spacing: 8 * ng.unit
                Text { text: qsTr("Ruleset"); color: Theme.textDim; font.family: Theme.uiFont; font.pixelSize: 15 * ng.unit }
                Repeater {
                    model: ng.rulesets
                    delegate: Rectangle {
                        objectName: "ruleset_" + modelData.id
                        Layout.fillWidth: true
                        Layout.preferredHeight: 58 * ng.unit
                        radius: 10 * ng.unit
                        color: ng.rulesetId === modelData.id ? Qt.rgba(0.88, 0.74, 0.41, 0.22) : Qt.rgba(1, 1, 1, 0.05)
                        border.color: ng.rulesetId === modelData.id ? Theme.gold : "transparent"
                        border.width: 1.5
                        opacity: modelData.available ? 1 : 0.45
                        // Keyboard: Tab reaches the list, the arrows walk it, Space or Enter picks.
                        activeFocusOnTab: modelData.available
                        Accessible.role: Accessible.RadioButton
                        Accessible.name: modelData.nameEn + " " + modelData.nameZh
                        Accessible.checkable: true
                        Accessible.checked: ng.rulesetId === modelData.id
                        Accessible.onPressAction: if (modelData.available) ng.rulesetId = modelData.id
                        Keys.onSpacePressed: if (modelData.available) ng.rulesetId = modelData.id
                        Keys.onReturnPressed: if (modelData.available) ng.rulesetId = modelData.id
                        Keys.onDownPressed: nextItemInFocusChain(true).forceActiveFocus(Qt.TabFocusReason)
                        Keys.onUpPressed: nextItemInFocusChain(false).forceActiveFocus(Qt.BacktabFocusReason)
                        Rectangle {  // the keyboard focus ring
                            visible: parent.activeFocus
                            anchors.fill: parent
                            anchors.margins: -Theme.focusWidth - 1
                            radius: parent.radius + Theme.focusWidth
                            color: "transparent"
                            border.width: Theme.focusWidth
                            border.color: Theme.focusRing
                        }
                        Column {
                            anchors.verticalCenter: parent.verticalCenter
                            x: 14 * ng.unit
                            Text { text: modelData.nameZh; color: Theme.text; font.family: Theme.titleFont; font.weight: Font.Bold; font.pixelSize: 20 * ng.unit }
                            Text {
                                // The name in the table's language, unless it is the
                                // Chinese name above again (in Chinese it is).
                                visible: text !== modelData.nameZh
                                text: modelData.available ? modelData.nameEn : qsTr("%1 · coming").arg(modelData.nameEn)
                                color: Theme.textDim; font.family: Theme.uiFont; font.pixelSize: 13 * ng.unit
                            }
                        }
                        MouseArea {
                            anchors.fill: parent
                            enabled: modelData.available
                            // The keyboard's place follows the click, so one
                            // card is not picked while another shows the ring.
                            onClicked: {
                                ng.rulesetId = modelData.id
                                parent.forceActiveFocus(Qt.MouseFocusReason)
                            }
                        }
                    }
                }
                Item { Layout.fillHeight: true }
            }

            // Options of the chosen ruleset.
            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: 6 * ng.unit
                Text { text: qsTr("Options"); color: Theme.textDim; font.family: Theme.uiFont; font.pixelSize: 15 * ng.unit }
                ScrollView {
                    id: optScroll
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    contentWidth: availableWidth
                    // Shown only when the options overflow (a ruleset with
                    // few options has nothing to scroll), clear of the
                    // options' own buttons.
                    ScrollBar.vertical: ScrollBar {
                        parent: optScroll
                        x: optScroll.width - width
                        height: optScroll.availableHeight
                        visible: optScroll.contentHeight > optScroll.availableHeight
                        policy: ScrollBar.AlwaysOn
                        contentItem: Rectangle {
                            implicitWidth: 6 * ng.unit
                            radius: width / 2
                            color: Theme.gold
                            opacity: 0.75
                        }
                    }
                    Column {
                        width: optScroll.availableWidth - 20 * ng.unit
                        spacing: 10 * ng.unit
                        Text {
                            visible: ng.descs.length === 0
                            text: qsTr("This ruleset has no options.")
                            color: Theme.textDim; font.family: Theme.uiFont; font.pixelSize: 15 * ng.unit
                        }
                        Repeater {
                            model: ng.descs
                            delegate: Column {
                                width: parent.width
                                spacing: 2 * ng.unit
                                Item {
                                    width: parent.width
                                    height: Math.max(optName.implicitHeight, 40 * ng.unit)
                                    Text {
                                        id: optName
                                        // Beside the option's control: a choice box
                                        // may be wider than the others.
                                        width: parent.width - (modelData.kind === "choice" ? choiceBox.width : 220 * ng.unit) - 10 * ng.unit
                                        anchors.verticalCenter: parent.verticalCenter
                                        text: ng.chinese && modelData.nameZh ? modelData.nameZh : modelData.nameEn + (modelData.nameZh ? "  " + modelData.nameZh : "")
                                        color: Theme.text
                                        wrapMode: Text.WordWrap
                                        font.family: Theme.uiFont
                                        font.pixelSize: 16 * ng.unit
                                    }
                                    Switch {
                palette.window: "#ece4cc"
                                        anchors.right: parent.right
                                        anchors.verticalCenter: parent.verticalCenter
                                        objectName: "option_" + modelData.id
                                        Accessible.name: optName.text
                                        visible: modelData.kind === "bool"
                                        checked: ng.values[modelData.id] === 1
                                        onToggled: ng.setValue(modelData.id, checked ? 1 : 0)
                                    }
                                    SpinBox {
                                        anchors.right: parent.right
                                        anchors.verticalCenter: parent.verticalCenter
                                        visible: modelData.kind === "int"
                                        Accessible.name: optName.text
                                        from: modelData.min
                                        to: modelData.max
                                        value: ng.values[modelData.id] === undefined ? modelData.def : ng.values[modelData.id]
                                        editable: true
                                        onValueModified: ng.setValue(modelData.id, value)
                                        font.pixelSize: 15 * ng.unit
                                    }
                                    ComboBox {
                                        id: choiceBox
                                        objectName: "optionChoice_" + modelData.id
                                        Accessible.name: optName.text
                                        anchors.right: parent.right
                                        anchors.verticalCenter: parent.verticalCenter
                                        visible: modelData.kind === "choice"
                                        model: (modelData.choices || []).map(function (c) { return ng.choiceName(c) })
                                        currentIndex: model.length === 0 ? -1 : ng.values[modelData.id] === undefined ? modelData.def : ng.values[modelData.id]
                                        onActivated: (i) => ng.setValue(modelData.id, i)
                                        // Wide enough for its longest choice (up to
                                        // about half the row), so no choice is cut.
                                        FontMetrics { id: choiceMetrics; font: choiceBox.font }
                                        readonly property real longest: {
                                            var w = 0
                                            for (var i = 0; i < model.length; ++i) w = Math.max(w, choiceMetrics.advanceWidth(model[i]))
                                            return w
                                        }
                                        implicitWidth: Math.min(parent.width * 0.6, Math.max(220 * ng.unit, longest + leftPadding + rightPadding + 40 * ng.unit))
                                        font.pixelSize: 15 * ng.unit
                                    }
                                }
                                Text {
                                    objectName: "optionHelp"
                                    width: parent.width
                                    text: ng.helpText(modelData.help)
                                    visible: text.length > 0
                                    wrapMode: Text.WordWrap
                                    color: Theme.textDim
                                    font.family: Theme.uiFont
                                    font.pixelSize: 13 * ng.unit
                                }
                            }
                        }
                    }
                }
            }

            // Seats, length, seed.
            ColumnLayout {
                Layout.preferredWidth: 400 * ng.unit
                Layout.fillWidth: false
                Layout.fillHeight: true
                spacing: 8 * ng.unit
                Text { visible: !ng.online; text: qsTr("Seats"); color: Theme.textDim; font.family: Theme.uiFont; font.pixelSize: 15 * ng.unit }
                // Online: the table's clocks (docs/network.md "create").
                Text { visible: ng.online; text: qsTr("Time to discard"); color: Theme.textDim; font.family: Theme.uiFont; font.pixelSize: 15 * ng.unit }
                ComboBox {
                    objectName: "discardTimer"
                    visible: ng.online
                    Accessible.name: qsTr("Time to discard")
                    Layout.fillWidth: true
                    readonly property var secs: [0, 15, 30, 60]
                    model: [qsTr("No clock"), qsTr("%1 seconds").arg(15), qsTr("%1 seconds").arg(30), qsTr("%1 seconds").arg(60)]
                    currentIndex: model.length > 0 ? Math.max(0, secs.indexOf(ng.discardSeconds)) : -1
                    onActivated: (i) => ng.discardSeconds = secs[i]
                    font.pixelSize: 15 * ng.unit
                }
                Text { visible: ng.online; text: qsTr("Time to claim"); color: Theme.textDim; font.family: Theme.uiFont; font.pixelSize: 15 * ng.unit }
                ComboBox {
                    objectName: "claimTimer"
                    visible: ng.online
                    Accessible.name: qsTr("Time to claim")
                    Layout.fillWidth: true
                    readonly property var secs: [0, 5, 10, 20]
                    model: [qsTr("No clock"), qsTr("%1 seconds").arg(5), qsTr("%1 seconds").arg(10), qsTr("%1 seconds").arg(20)]
                    currentIndex: model.length > 0 ? Math.max(0, secs.indexOf(ng.claimSeconds)) : -1
                    onActivated: (i) => ng.claimSeconds = secs[i]
                    font.pixelSize: 15 * ng.unit
                }
                Text { visible: ng.online; text: qsTr("When a player quits"); color: Theme.textDim; font.family: Theme.uiFont; font.pixelSize: 15 * ng.unit }
                ComboBox {
                    objectName: "onQuit"
                    visible: ng.online
                    Accessible.name: qsTr("When a player quits")
                    Layout.fillWidth: true
                    model: [qsTr("A bot takes the seat"), qsTr("The game ends")]
                    currentIndex: model.length > 0 ? (ng.botOnQuit ? 0 : 1) : -1
                    onActivated: (i) => ng.botOnQuit = i === 0
                    font.pixelSize: 15 * ng.unit
                }
                Repeater {
                    model: ng.online ? 0 : 4
                    delegate: RowLayout {
                        Layout.fillWidth: true
                        spacing: 8 * ng.unit
                        Text {
                            text: Theme.windChars[index]
                            color: Theme.gold
                            font.family: Theme.titleFont
                            font.weight: Font.Bold
                            font.pixelSize: 24 * ng.unit
                            Layout.preferredWidth: 30 * ng.unit
                        }
                        ComboBox {
                            objectName: "seatKind_" + index
                            model: [qsTr("Human"), qsTr("Bot"), qsTr("mjai program")]
                            Accessible.name: qsTr("Seat %1").arg(A11y.wind(index))
                            // A language switch gives a new model, and a ComboBox
                            // resets its index then: the binding names the model
                            // so that it picks the seat's kind again.
                            currentIndex: model.length > 0 ? (ng.seatHuman[index] ? 0 : ng.seatMjai[index] ? 2 : 1) : -1
                            onActivated: (i) => {
                                var h = ng.seatHuman.slice(); h[index] = i === 0; ng.seatHuman = h
                                var m = ng.seatMjai.slice(); m[index] = i === 2; ng.seatMjai = m
                            }
                            Layout.preferredWidth: 168 * ng.unit
                            font.pixelSize: 15 * ng.unit
                        }
                        TextField {
                            visible: ng.seatHuman[index]
                            placeholderText: qsTr("Name")
                            Accessible.name: qsTr("Name")
                            text: ng.seatNames[index]
                            onTextEdited: { var n = ng.seatNames.slice(); n[index] = text; ng.seatNames = n }
                            // The column is 400 units wide: the name and the
                            // level take what the wind and the kind leave.
                            Layout.fillWidth: true
                            Layout.preferredWidth: 100 * ng.unit
                            Layout.minimumWidth: 60 * ng.unit
                            font.pixelSize: 15 * ng.unit
                        }
                        TextField {
                            objectName: "seatCommand_" + index
                            visible: !ng.seatHuman[index] && ng.seatMjai[index]
                            placeholderText: qsTr("Command, e.g. mjai-bot --seed {seed}")
                            Accessible.name: qsTr("mjai command for seat %1").arg(A11y.wind(index))
                            text: ng.seatCommands[index]
                            onTextEdited: { var c = ng.seatCommands.slice(); c[index] = text; ng.seatCommands = c }
                            Layout.fillWidth: true
                            font.pixelSize: 15 * ng.unit
                        }
                        ComboBox {
                            objectName: "seatLevel_" + index
                            visible: !ng.seatHuman[index] && !ng.seatMjai[index]
                            readonly property var levels: ng.game ? ng.game.botLevels() : []
                            Accessible.name: qsTr("Bot level")
                            model: levels.map(function (l) { return ng.levelName(l) })
                            currentIndex: model.length > 0 ? Math.max(0, levels.indexOf(ng.seatLevels[index])) : -1
                            onActivated: (i) => { var l = ng.seatLevels.slice(); l[index] = levels[i]; ng.seatLevels = l }
                            Layout.fillWidth: true
                            Layout.preferredWidth: 100 * ng.unit
                            Layout.minimumWidth: 60 * ng.unit
                            font.pixelSize: 15 * ng.unit
                        }
                    }
                }
                Item { Layout.preferredHeight: 8 * ng.unit }
                Text { text: qsTr("Length"); color: Theme.textDim; font.family: Theme.uiFont; font.pixelSize: 15 * ng.unit }
                ComboBox {
                    id: lengthBox
                    Accessible.name: qsTr("Length")
                    Layout.fillWidth: true
                    model: [qsTr("As the rules say"), qsTr("One hand"), qsTr("4 hands"), qsTr("8 hands"), qsTr("16 hands")]
                    readonly property var limits: [0, 1, 4, 8, 16]
                    currentIndex: model.length > 0 ? Math.max(0, limits.indexOf(ng.handLimit)) : -1
                    onActivated: (i) => ng.handLimit = limits[i]
                    font.pixelSize: 15 * ng.unit
                }
                Text { visible: !ng.online; text: qsTr("Seed (optional, to replay or share a deal)"); color: Theme.textDim; font.family: Theme.uiFont; font.pixelSize: 15 * ng.unit }
                TextField {
                    id: seedField
                    objectName: "seedField"
                    visible: !ng.online
                    Layout.fillWidth: true
                    placeholderText: qsTr("random")
                    Accessible.name: qsTr("Seed")
                    validator: RegularExpressionValidator { regularExpression: /[0-9]{0,19}/ }
                    font.pixelSize: 15 * ng.unit
                }
                CheckBox {
                    id: practiceBox
                    objectName: "practiceBox"
                    visible: !ng.online
                    Accessible.name: text
                    text: qsTr("Practice game: take back moves against the bots")
                    checked: ng.practice
                    onToggled: ng.practice = checked
                    font.pixelSize: 15 * ng.unit
                    // Its label wraps within the column rather than pushing
                    // the column past the panel's edge at 1024x700.
                    Layout.fillWidth: true
                    Layout.preferredWidth: 100 * ng.unit
                    contentItem: Text {
                        leftPadding: practiceBox.indicator.width + practiceBox.spacing
                        text: practiceBox.text
                        font: practiceBox.font
                        color: Theme.text
                        wrapMode: Text.Wrap
                        verticalAlignment: Text.AlignVCenter
                    }
                }
                Item { Layout.fillHeight: true }
            }
        }

        Row {
            id: buttons
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.margins: 24 * ng.unit
            spacing: 12 * ng.unit
            Text {
                anchors.verticalCenter: parent.verticalCenter
                visible: !ng.online && ng.game && ng.game.error.length > 0
                text: ng.game ? ng.game.error : ""
                color: Theme.negative
                font.family: Theme.uiFont
                font.pixelSize: 14 * ng.unit
            }
            TextButton { unit: ng.unit; text: qsTr("Back"); onClicked: ng.back() }
            TextButton {
                objectName: "startGame"
                unit: ng.unit
                accent: true
                text: ng.online ? qsTr("Create the table") : qsTr("Start")
                onClicked: {
                    if (ng.online) ng.createRequested(ng.onlineConfig())
                    else if (ng.game.newGame(ng.config())) ng.started()
                }
            }
        }
    }
}
