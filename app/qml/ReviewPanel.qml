import QtQuick
import QtQuick.Controls.Basic
import Quetai

// The review of the hand just played (GameController.review(), replayed
// from the game's log): each of the viewer's decisions where the Strong bot
// would have played differently, the two choices side by side with what
// each leaves (shanten, unseen tiles that improve it, the chance a discard
// deals in now). Opened from the breakdown.
Panel {
    id: rp
    property var game: null
    property bool marks: false
    property var review: ({})
    readonly property var turns: review.turns || []
    signal closed()
    color: Theme.highContrast ? "#000000" : Qt.rgba(0.03, 0.11, 0.07, 1)  // opaque: it lies over the breakdown

    function open() {
        review = game ? game.review() : ({})
        visible = true
    }
    function actionText(c) {
        var t = c.type
        if (t === "discard") return qsTr("Discard")
        if (t === "declare") return qsTr("%1, discard").arg(c.label)
        if (t === "pass") return qsTr("Pass")
        if (t === "pon") return qsTr("Pon")
        if (t === "chi") return qsTr("Chi")
        if (t === "kan" || t === "kong") return qsTr("Kong")
        if (t === "tsumo" || t === "ron") return c.label
        if (t === "abort") return c.label
        return t
    }
    function figuresText(c) {
        if (!c.figures) return ""
        var parts = []
        parts.push(c.shanten < 0 ? qsTr("wins") : c.shanten === 0 ? qsTr("ready") : qsTr("%1-shanten").arg(c.shanten))
        if (c.shanten >= 0) parts.push(qsTr("%1 tiles").arg(c.acceptance))
        // dealIn is in tenths of a percent: small risks keep their decimal.
        if (c.dealIn >= 0) parts.push(qsTr("danger %1%").arg(c.dealIn < 100 ? (c.dealIn / 10).toFixed(1) : Math.round(c.dealIn / 10)))
        return parts.join(" · ")
    }

    component Choice: Column {
        id: ch
        property var c: ({})
        property string who: ""
        property color tint: Theme.text
        spacing: 3 * rp.unit
        Text {
            text: ch.who
            color: Theme.textDim
            font.family: Theme.uiFont
            font.pixelSize: 12 * rp.unit
        }
        Row {
            spacing: 6 * rp.unit
            Text {
                anchors.verticalCenter: parent.verticalCenter
                text: rp.actionText(ch.c)
                color: ch.tint
                font.family: Theme.uiFont
                font.weight: Font.Bold
                font.pixelSize: 15 * rp.unit
            }
            Repeater {
                model: ch.c.faces || []
                Tile { w: 24 * rp.unit; face: modelData; flat: true; marks: rp.marks }
            }
        }
        Text {
            objectName: "reviewFigures"
            text: rp.figuresText(ch.c)
            color: Theme.text
            font.family: Theme.uiFont
            font.pixelSize: 13 * rp.unit
        }
    }

    Text {
        id: title
        x: 24 * rp.unit
        y: 16 * rp.unit
        objectName: "reviewTitle"
        text: qsTr("Review of hand %1").arg(rp.review.handNumber || "")
        color: Theme.gold
        font.family: Theme.titleFont
        font.weight: Font.Bold
        font.pixelSize: 24 * rp.unit
    }
    Text {
        id: summary
        objectName: "reviewSummary"
        anchors.left: title.left
        anchors.top: title.bottom
        anchors.topMargin: 4 * rp.unit
        width: rp.width - 48 * rp.unit
        wrapMode: Text.Wrap
        text: rp.review.ok === false ? (rp.review.error || "")
              : rp.turns.length === 0 ? qsTr("The Strong bot agrees with all %1 of your decisions.").arg(rp.review.decisions || 0)
              : qsTr("The Strong bot would have played differently at %1 of your %2 decisions.").arg(rp.turns.length).arg(rp.review.decisions || 0)
        color: Theme.text
        font.family: Theme.uiFont
        font.pixelSize: 15 * rp.unit
    }
    ListView {
        id: list
        objectName: "reviewList"
        anchors.top: summary.bottom
        anchors.topMargin: 12 * rp.unit
        anchors.left: parent.left
        anchors.leftMargin: 24 * rp.unit
        anchors.right: parent.right
        anchors.rightMargin: 24 * rp.unit
        anchors.bottom: closeButton.top
        anchors.bottomMargin: 12 * rp.unit
        clip: true
        spacing: 8 * rp.unit
        model: rp.turns
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { policy: list.contentHeight > list.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
        delegate: Rectangle {
            objectName: "reviewTurn"
            width: list.width - 14 * rp.unit
            height: row.height + 16 * rp.unit
            radius: 8 * rp.unit
            color: Qt.rgba(1, 1, 1, 0.05)
            border.color: Theme.panelLine
            Row {
                id: row
                x: 12 * rp.unit
                y: 8 * rp.unit
                spacing: 18 * rp.unit
                Text {
                    width: 110 * rp.unit
                    wrapMode: Text.Wrap
                    text: (modelData.claim ? qsTr("Claim window") : qsTr("Your turn")) + "\n"
                          + (modelData.discards === 1 ? qsTr("after 1 discard") : qsTr("after %1 discards").arg(modelData.discards))
                    color: Theme.textDim
                    font.family: Theme.uiFont
                    font.pixelSize: 12 * rp.unit
                }
                Choice {
                    objectName: "reviewPlayed"
                    width: (list.width - 180 * rp.unit) / 2
                    c: modelData.played
                    who: qsTr("You played")
                }
                Choice {
                    objectName: "reviewStrong"
                    width: (list.width - 180 * rp.unit) / 2
                    c: modelData.strong
                    who: qsTr("Strong bot")
                    tint: Theme.gold
                }
            }
        }
    }
    TextButton {
        id: closeButton
        objectName: "reviewClose"
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 18 * rp.unit
        unit: rp.unit
        accent: true
        text: qsTr("Back to the breakdown")
        onClicked: { rp.visible = false; rp.closed() }
    }
}
