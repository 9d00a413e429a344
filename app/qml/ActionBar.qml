import QtQuick
import QtQuick.Controls.Basic
import Quetai

// The viewer's legal actions as buttons: win (named as the ruleset names
// it), declarations, each possible kong, pon, chi (with a choice of tiles
// when there are several), abortive draws, pass, then what the rules refuse
// now (key "refused:<action>") greyed, its reason as tooltip. Keys 1-9 press
// the buttons in order.
Item {
    id: bar
    property var game: null
    property real unit: 1
    property bool marks: false
    readonly property var actions: game ? game.actions : null
    property var choosing: null      // the choices of the action whose choices are open
    width: row.width
    height: row.height + (choices.visible ? choices.height + 10 * unit : 0)
    onActionsChanged: choosing = null
    Connections {
        target: bar.actions
        function onRefreshed() { bar.choosing = null }
    }

    function labelFor(a) {
        var k = a.key
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
        if (choices.length === 1) return game.act(choices[0].index)
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
                text: bar.labelFor(model)
                faces: model.faces
                readonly property bool refused: !model.enabled
                enabled: !refused
                opacity: refused ? 0.45 : 1
                hoverEnabled: true
                ToolTip.visible: refused && hovered
                ToolTip.text: model.reason
                accent: !refused && model.key !== "pass" && model.key !== "cancel" && model.key.indexOf("abort") !== 0
                onClicked: bar.trigger(index)
            }
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
                    text: ""
                    faces: modelData.faces
                    implicitWidth: 40 * bar.unit + modelData.faces.length * 28 * bar.unit
                    onClicked: { var i = modelData.index; bar.choosing = null; bar.game.act(i) }
                }
            }
        }
    }
}
