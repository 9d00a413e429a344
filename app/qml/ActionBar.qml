import QtQuick
import QtQuick.Controls.Basic
import Quetai

// The viewer's legal actions as buttons: win (named as the ruleset names
// it), declarations, each possible kong, pon, chi (with a choice of tiles
// when there are several), abortive draws, pass, then what the rules refuse
// now (key "refused:<action>") greyed, its reason as tooltip. Keys 1-9 press
// the buttons in order, and each kind of action has its letter, shown on its
// button ("Pon (P)"): W win, R declaration, K kong, P pon, C chi, A abortive
// draw, Esc pass, skip or cancel (GameScreen.qml routes the keys). A call whose choice carries a warning (the learner's
// help: no valid win left in its quickest ways) is marked "!" with the
// warning as tooltip and asks once more before it is made.
Item {
    id: bar
    property var game: null
    property real unit: 1
    property bool marks: false
    readonly property var actions: game ? game.actions : null
    property var choosing: null      // the choices of the action whose choices are open
    property var confirming: null    // a warned choice waiting for "call anyway"
    width: row.width
    height: row.height + (choices.visible ? choices.height + 10 * unit : 0)
            + (confirm.visible ? confirm.height + 10 * unit : 0)
    onActionsChanged: { choosing = null; confirming = null; updateSkip() }
    Connections {
        target: bar.actions
        function onRefreshed() { bar.choosing = null; bar.confirming = null; bar.updateSkip() }
        function onCountChanged() { bar.updateSkip() }
    }
    // On one's own turn a kong, a declaration or a self-drawn win is offered
    // with no Pass: Skip puts the offer away until the turn changes (the
    // tiles left or the hand), and playing a tile goes on as usual.
    property bool offerSkip: false
    property string skippedAt: ""
    readonly property string turnMark: game ? game.centre.handNumber + ":" + game.centre.tilesLeft : ""
    readonly property bool skipped: skippedAt.length > 0 && skippedAt === turnMark
    function updateSkip() {
        var any = false, passable = false
        for (var i = 0; actions && i < actions.count; ++i) {
            var k = actions.keyAt(i)
            if (k === "pass" || k === "cancel") passable = true
            else if (k.indexOf("refused:") !== 0) any = true
        }
        offerSkip = any && !passable && game !== null && game.ownTurn
    }
    function skip() { skippedAt = turnMark; choosing = null; confirming = null }

    function warningOf(choices) {
        if (!choices) return ""
        for (var i = 0; i < choices.length; ++i)
            if (choices[i].warning) return choices[i].warning
        return ""
    }
    function take(choice) {
        if (choice.warning && bar.confirming !== choice) {
            bar.choosing = null
            bar.confirming = choice
            return true
        }
        bar.confirming = null
        bar.choosing = null
        return game.act(choice.index)
    }
    function labelFor(a) {
        var k = a.key || ""  // undefined while a delegate goes
        if (k.indexOf("refused:") === 0) {
            k = k.substring(8)
            if (k === "discard") return qsTr("Discard")
            if (k === "win") return a.label
        }
        if (k === "pass") return qsTr("Pass")
        if (k === "pon") return qsTr("Pon")
        if (k === "chi") return qsTr("Chi")
        if (k === "kan") return qsTr("Kong")
        if (k.indexOf("kong") === 0) return qsTr("Kong")
        if (k === "cancel") return qsTr("Cancel")
        return a.label
    }
    // The key shown on row i's button: its letter, or its number when an
    // earlier button has the letter (a second kong).
    function shortcutOf(i) {
        if (!actions || i < 0 || i >= actions.count) return ""
        var letter = letterOf(actions.keyAt(i))
        if (letter.length === 0) return ""
        for (var j = 0; j < i; ++j)
            if (letterOf(actions.keyAt(j)) === letter) return letter === "Esc" ? "" : String(i + 1)
        return letter
    }
    function letterOf(k) {
        if (k.indexOf("refused:") === 0) return ""
        if (k === "win") return "W"
        if (k.indexOf("declare") === 0) return "R"
        if (k === "kan" || k.indexOf("kong") === 0) return "K"
        if (k === "pon") return "P"
        if (k === "chi") return "C"
        if (k.indexOf("abort") === 0) return "A"
        if (k === "pass" || k === "cancel") return "Esc"
        return ""
    }
    // Presses the button whose key is `letter`; false when none has it.
    function triggerLetter(letter) {
        for (var i = 0; actions && i < actions.count; ++i)
            if (shortcutOf(i) === letter) return trigger(i)
        return false
    }
    // Number keys: a choice when the choices are open, else a button.
    function triggerNumber(i) {
        if (choosing !== null) {
            if (i < 0 || i >= choosing.length) return false
            take(choosing[i])
            return true
        }
        return trigger(i)
    }
    // Esc: closes the open choice or warning first, then skips an offer.
    function onEscape() {
        if (confirming !== null) { confirming = null; return true }
        if (choosing !== null) { choosing = null; return true }
        if (offerSkip && !skipped) { skip(); return true }
        return false
    }
    function trigger(i) {
        if (!actions || i < 0 || i >= actions.count) return false
        var key = actions.keyAt(i)
        var choices = actions.choicesAt(i)
        if (key.indexOf("refused:") === 0) return false
        if (key === "cancel") { game.declareMode = 0; return true }
        if (key.indexOf("declare") === 0) {
            // A declaration goes with a discard: pick the tile in the hand next.
            game.declareMode = choices[0].declare
            return true
        }
        if (choices.length === 1) return take(choices[0])
        confirming = null
        choosing = choices
        return true
    }

    Row {
        id: row
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        spacing: 10 * bar.unit
        Repeater {
            model: bar.actions
            delegate: TextButton {
                objectName: "action_" + model.type
                unit: bar.unit
                marks: bar.marks
                text: A11y.withKey(bar.labelFor(model), bar.shortcutOf(index))
                faces: model.faces
                readonly property bool refused: !model.enabled
                enabled: !refused
                opacity: refused ? 0.45 : 1
                hoverEnabled: true
                readonly property string warning: bar.warningOf(model.choices)
                ToolTip.visible: (refused || warning.length > 0) && hovered && bar.confirming === null
                ToolTip.text: refused ? model.reason : warning
                Rectangle {  // the call warning's mark
                    objectName: "callWarningMark"
                    visible: parent.warning.length > 0
                    anchors.right: parent.right
                    anchors.top: parent.top
                    anchors.margins: -6 * bar.unit
                    width: 20 * bar.unit
                    height: width
                    radius: width / 2
                    color: Theme.crimson
                    Text {
                        anchors.centerIn: parent
                        text: "!"
                        color: "white"
                        font.family: Theme.uiFont
                        font.weight: Font.Bold
                        font.pixelSize: 14 * bar.unit
                    }
                }
                accent: !refused && model.key !== "pass" && model.key !== "cancel" && model.key.indexOf("abort") !== 0
                onClicked: bar.trigger(index)
            }
        }
        TextButton {
            objectName: "skipOffer"
            visible: bar.offerSkip
            unit: bar.unit
            text: A11y.withKey(qsTr("Skip"), "Esc")
            onClicked: bar.skip()
        }
    }
    Rectangle {
        id: choices
        visible: bar.choosing !== null
        anchors.right: parent.right
        anchors.bottom: row.top
        anchors.bottomMargin: 10 * bar.unit
        width: choiceRow.width + 20 * bar.unit
        height: choiceRow.height + 20 * bar.unit
        radius: 10 * bar.unit
        color: Theme.panel
        border.color: Theme.panelLine
        Row {
            id: choiceRow
            anchors.centerIn: parent
            spacing: 10 * bar.unit
            Repeater {
                model: bar.choosing ? bar.choosing : []
                delegate: TextButton {
                    objectName: "choice_" + index
                    unit: bar.unit
                    marks: bar.marks
                    text: String(index + 1)  // its number key
                    faces: modelData.faces
                    implicitWidth: 60 * bar.unit + modelData.faces.length * 28 * bar.unit
                    hoverEnabled: true
                    ToolTip.visible: hovered && !!modelData.warning
                    ToolTip.text: modelData.warning || ""
                    Rectangle {
                        visible: !!modelData.warning
                        anchors.right: parent.right
                        anchors.top: parent.top
                        anchors.margins: -6 * bar.unit
                        width: 18 * bar.unit
                        height: width
                        radius: width / 2
                        color: Theme.crimson
                        Text { anchors.centerIn: parent; text: "!"; color: "white"; font.weight: Font.Bold; font.pixelSize: 12 * bar.unit }
                    }
                    onClicked: bar.take(modelData)
                }
            }
        }
    }
    // The confirm step of a warned call.
    Rectangle {
        id: confirm
        objectName: "callWarning"
        visible: bar.confirming !== null
        anchors.right: parent.right
        anchors.bottom: choices.visible ? choices.top : row.top
        anchors.bottomMargin: 10 * bar.unit
        width: Math.min(460 * bar.unit, Math.max(confirmText.implicitWidth, confirmButtons.width) + 24 * bar.unit)
        height: confirmText.height + confirmButtons.height + 30 * bar.unit
        radius: 10 * bar.unit
        color: Theme.panel
        border.color: Theme.crimson
        border.width: Math.max(1, 2 * bar.unit)
        Text {
            id: confirmText
            objectName: "callWarningText"
            x: 12 * bar.unit
            y: 10 * bar.unit
            width: parent.width - 24 * bar.unit
            wrapMode: Text.Wrap
            text: bar.confirming ? bar.confirming.warning : ""
            color: Theme.text
            font.family: Theme.uiFont
            font.pixelSize: 14 * bar.unit
        }
        Row {
            id: confirmButtons
            anchors.right: parent.right
            anchors.rightMargin: 12 * bar.unit
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 10 * bar.unit
            spacing: 10 * bar.unit
            TextButton {
                objectName: "callAnyway"
                unit: bar.unit * 0.8
                text: A11y.withKey(qsTr("Call anyway"), "Y")
                onClicked: if (bar.confirming) bar.take(bar.confirming)
            }
            TextButton {
                objectName: "callCancel"
                unit: bar.unit * 0.8
                accent: true
                text: A11y.withKey(qsTr("Don't call"), "Esc")
                onClicked: bar.confirming = null
            }
        }
    }
}
