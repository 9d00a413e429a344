import QtQuick
import QtQuick.Controls.Basic
import Quetai

// Help on the viewer's own hand (GameController.handHelp, computed by the
// engine from the viewer's view only): shanten in each winning form, the
// waits or the tiles that improve the hand with the copies still unseen,
// furiten, and for the tile under the pointer or selected (else the best
// discard) what discarding it leaves and, when that is ready, what each
// wait is worth under the ruleset. Long content scrolls inside the panel.
Rectangle {
    id: hh
    property var game: null
    property real unit: 1
    property bool marks: false
    property string face: ""          // the hand tile hovered or selected, "" none
    readonly property var h: game ? game.handHelp : ({})
    readonly property bool ok: h.ok === true
    readonly property var discard: {
        if (!ok || !h.choosing) return null
        var ds = h.discards || []
        for (var i = 0; i < ds.length; ++i)
            if (ds[i].face === face) return ds[i]
        return ds.length > 0 ? ds[0] : null
    }
    readonly property real fs: 12 * unit
    readonly property real tw: 17 * unit

    radius: 10 * unit
    color: Theme.highContrast ? Theme.panel : Qt.rgba(0.02, 0.1, 0.06, 0.82)
    border.color: Theme.panelLine
    border.width: 1

    function shantenText(s) {
        if (s < 0) return qsTr("complete")
        if (s === 0) return qsTr("ready (tenpai)")
        return s === 1 ? qsTr("1 step from ready") : qsTr("%1 steps from ready").arg(s)
    }
    function formName(id) {
        if (id === "standard") return qsTr("standard")
        if (id === "seven_pairs") return qsTr("seven pairs")
        if (id === "thirteen_orphans") return qsTr("thirteen orphans")
        if (id === "knitted") return qsTr("knitted")
        if (id === "knitted_straight") return qsTr("knitted straight")
        return id
    }
    function formsText() {
        var fs = h.forms || []
        if (fs.length < 2) return ""
        var parts = []
        for (var i = 0; i < fs.length; ++i) parts.push(formName(fs[i].id) + " " + fs[i].shanten)
        return parts.join(" · ")
    }

    // Tiles with their unseen counts under them.
    // Many improving tiles run on to a second line within the panel.
    component Counted: Flow {
        id: cr
        property var kinds: []
        width: parent ? parent.width : 0
        spacing: 3 * hh.unit
        Repeater {
            model: cr.kinds
            Column {
                spacing: 0
                Tile { w: hh.tw; face: modelData.face; flat: true; marks: hh.marks }
                Text {
                    width: hh.tw
                    horizontalAlignment: Text.AlignHCenter
                    text: "×" + modelData.unseen
                    color: modelData.unseen > 0 ? Theme.text : Theme.negative
                    font.family: Theme.uiFont
                    font.pixelSize: 10 * hh.unit
                }
            }
        }
    }
    // Each wait and what winning on it is worth.
    component Worths: Column {
        id: wc
        property var waits: []
        spacing: 2 * hh.unit
        Repeater {
            model: wc.waits
            Row {
                spacing: 5 * hh.unit
                Tile { w: hh.tw; face: modelData.face; flat: true; marks: hh.marks }
                Column {
                    Text {
                        objectName: "helpWorth"
                        text: qsTr("Ron %1").arg(modelData.ron.text) + "  ·  " + qsTr("Tsumo %1").arg(modelData.tsumo.text)
                        color: modelData.ron.valid || modelData.tsumo.valid ? Theme.text : Theme.negative
                        font.family: Theme.uiFont
                        font.pixelSize: 11 * hh.unit
                        wrapMode: Text.Wrap
                        width: hh.width - hh.tw - 30 * hh.unit
                    }
                    Text {
                        visible: modelData.declareOption === true
                        text: modelData.declareOption
                              ? qsTr("with %1: ron %2").arg(hh.h.declareName || "").arg(modelData.ronDeclared.text)
                              : ""
                        color: Theme.gold
                        font.family: Theme.uiFont
                        font.pixelSize: 11 * hh.unit
                        wrapMode: Text.Wrap
                        width: hh.width - hh.tw - 30 * hh.unit
                    }
                }
            }
        }
    }

    Flickable {
        id: flick
        anchors.fill: parent
        anchors.margins: 8 * hh.unit
        contentHeight: body.height
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {
            id: helpBar
            policy: flick.contentHeight > flick.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }

        Column {
            id: body
            // The text always ends left of where the scroll bar goes (a width
            // that followed the bar would change the height that decides it).
            width: flick.width - helpBar.width - 4 * hh.unit
            spacing: 4 * hh.unit

            Row {
                width: parent.width
                spacing: 8 * hh.unit
                Text {
                    id: titleText
                    objectName: "helpTitle"
                    text: qsTr("Hand help")
                    color: Theme.gold
                    font.family: Theme.uiFont
                    font.weight: Font.Bold
                    font.pixelSize: 13 * hh.unit
                }
                // The hand's own distance (3n+2 tiles: what its best discard leaves).
                Text {
                    objectName: "helpShanten"
                    visible: hh.ok
                    width: parent.width - titleText.width - 8 * hh.unit
                    anchors.baseline: titleText.baseline
                    wrapMode: Text.Wrap
                    text: hh.ok ? hh.shantenText(hh.h.shanten) : ""
                    color: Theme.text
                    font.family: Theme.uiFont
                    font.weight: Font.Bold
                    font.pixelSize: hh.fs
                }
            }
            Text {
                visible: !hh.ok
                width: parent.width
                wrapMode: Text.Wrap
                text: qsTr("Shown while you hold your tiles.")
                color: Theme.textDim
                font.family: Theme.uiFont
                font.pixelSize: hh.fs
            }
            Text {
                visible: hh.ok && text.length > 0
                width: parent.width
                wrapMode: Text.Wrap
                text: hh.ok ? hh.formsText() : ""
                color: Theme.textDim
                font.family: Theme.uiFont
                font.pixelSize: 10.5 * hh.unit
            }
            Text {
                objectName: "helpFuriten"
                visible: hh.ok && hh.h.furiten === true
                width: parent.width
                wrapMode: Text.Wrap
                text: qsTr("Furiten: no win on a discard, only by self-draw")
                color: Theme.negative
                font.family: Theme.uiFont
                font.weight: Font.Bold
                font.pixelSize: hh.fs
            }
            // A 3n+1 hand: its waits or its improving tiles.
            Text {
                visible: hh.ok && !hh.h.choosing
                text: hh.ok && hh.h.shanten === 0 ? qsTr("Waits (%1 unseen)").arg(hh.h.total)
                                                  : qsTr("Improving tiles (%1 unseen)").arg(hh.h.total || 0)
                color: Theme.textDim
                font.family: Theme.uiFont
                font.pixelSize: hh.fs
            }
            Counted {
                objectName: "helpTiles"
                visible: hh.ok && !hh.h.choosing && hh.h.shanten > 0
                kinds: hh.ok && !hh.h.choosing ? hh.h.tiles : []
            }
            Worths {
                visible: hh.ok && !hh.h.choosing && hh.h.shanten === 0
                waits: hh.ok && !hh.h.choosing ? hh.h.waits : []
            }
            // A 3n+2 hand: the discard under the pointer (or the best one).
            Row {
                id: discardRow
                visible: hh.discard !== null
                width: parent.width
                spacing: 6 * hh.unit
                Text {
                    id: discardLabel
                    anchors.verticalCenter: parent.verticalCenter
                    text: hh.face.length > 0 ? qsTr("Discard") : qsTr("Best discard")
                    color: Theme.textDim
                    font.family: Theme.uiFont
                    font.pixelSize: hh.fs
                }
                Tile { w: hh.tw; face: hh.discard ? hh.discard.face : ""; flat: true; marks: hh.marks }
                Text {
                    objectName: "helpDiscard"
                    anchors.verticalCenter: parent.verticalCenter
                    // What is left beside the label and the tile; a long phrase wraps.
                    width: discardRow.width - discardLabel.width - hh.tw - 2 * discardRow.spacing
                    wrapMode: Text.Wrap
                    text: hh.discard ? hh.shantenText(hh.discard.shanten) : ""
                    color: Theme.text
                    font.family: Theme.uiFont
                    font.weight: Font.Bold
                    font.pixelSize: hh.fs
                }
            }
            Text {
                objectName: "helpRefused"
                visible: hh.discard !== null && !hh.discard.allowed
                width: parent.width
                wrapMode: Text.Wrap
                text: hh.discard && !hh.discard.allowed ? qsTr("Not allowed now: %1").arg(hh.discard.reason) : ""
                color: Theme.negative
                font.family: Theme.uiFont
                font.pixelSize: 11 * hh.unit
            }
            Text {
                visible: hh.discard !== null
                text: hh.discard ? (hh.discard.shanten === 0 ? qsTr("Waits (%1 unseen)").arg(hh.discard.total)
                                                             : qsTr("Improving tiles (%1 unseen)").arg(hh.discard.total)) : ""
                color: Theme.textDim
                font.family: Theme.uiFont
                font.pixelSize: hh.fs
            }
            Counted {
                objectName: "helpDiscardTiles"
                visible: hh.discard !== null && hh.discard.shanten > 0
                kinds: hh.discard && hh.discard.shanten > 0 ? hh.discard.tiles : []
            }
            Text {
                visible: hh.discard !== null && hh.discard.furiten === true
                width: parent.width
                wrapMode: Text.Wrap
                text: qsTr("Furiten after this discard: no win on a discard")
                color: Theme.negative
                font.family: Theme.uiFont
                font.pixelSize: 11 * hh.unit
            }
            Worths {
                visible: hh.discard !== null && hh.discard.shanten === 0
                waits: hh.discard && hh.discard.shanten === 0 ? hh.discard.waits : []
            }
            Text {
                visible: hh.ok && hh.h.minimum > 0
                width: parent.width
                wrapMode: Text.Wrap
                text: hh.ok ? qsTr("A win needs at least %1 %2.").arg(hh.h.minimum).arg(hh.h.minimumUnit) : ""
                color: Theme.textDim
                font.family: Theme.uiFont
                font.pixelSize: 10.5 * hh.unit
            }
        }
    }
}
