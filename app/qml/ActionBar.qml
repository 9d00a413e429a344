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
    readonly property var actions: game ? game.actions : []
    property var choosing: null      // the action whose choices are open
    width: row.width
    height: row.height + (choices.visible ? choices.height + 10 * unit : 0)
    onActionsChanged: choosing = null

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
        if (i < 0 || i >= actions.length) return false
        var a = actions[i]
        if (a.key.indexOf("refused:") === 0) return false
        if (a.key === "cancel") { game.declareMode = 0; return true }
        if (a.key.indexOf("declare") === 0) {
            // A declaration goes with a discard: pick the tile in the hand next.
            game.declareMode = a.choices[0].declare
            return true
        }
        if (a.choices.length === 1) return game.act(a.choices[0].index)
        choosing = a
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
                objectName: "action_" + modelData.key.split(":")[0]
                unit: bar.unit
                marks: bar.marks
                text: bar.labelFor(modelData)
                faces: modelData.faces
                readonly property bool refused: modelData.key.indexOf("refused:") === 0
                enabled: !refused
                opacity: refused ? 0.45 : 1
                hoverEnabled: true
                ToolTip.visible: refused && hovered
                ToolTip.text: modelData.reason !== undefined ? modelData.reason : ""
                accent: !refused && modelData.key !== "pass" && modelData.key !== "cancel" && modelData.key.indexOf("abort") !== 0
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
                model: bar.choosing ? bar.choosing.choices : []
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
