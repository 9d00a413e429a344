import QtQuick
import QtQuick.Controls.Basic
import Quetai

// The viewer's own hand, standing and face up, sorted, the drawn tile apart.
// Click a tile to select it (it rises), click it again to discard; double
// click discards at once (with the one-click setting, one click discards). Tiles that may not be discarded now stay dimmed
// while it is this player's turn; one the rules refuse (a riichi hand's
// lock, a restriction after a call) says why in its tooltip.
Item {
    id: hv
    property var game: null
    property real w: 56
    property bool marks: false
    property bool oneClick: false    // Settings: one click discards, else the first click raises the tile
    property int selectedRow: -1
    property int hoverRow: -1
    property bool keyboardFocus: false   // the table has the keys: the selected tile shows the focus ring
    property string who: ""
    Accessible.role: Accessible.List
    Accessible.name: qsTr("your hand (%1): %2 tiles").arg(who).arg(tiles ? tiles.count : 0)
    // The tile the help panel explains: under the pointer, else selected.
    readonly property string focusFace: tiles && hoverRow >= 0 && hoverRow < tiles.count ? tiles.faceAt(hoverRow)
                                      : tiles && selectedRow >= 0 && selectedRow < tiles.count ? tiles.faceAt(selectedRow) : ""
    readonly property var tiles: game ? game.ownHand : null
    readonly property bool choosing: game ? game.ownTurn : false
    readonly property real gap: w * 0.04
    width: tiles ? tiles.extentX * (w + gap) : 0
    height: w * 4 / 3 + w * 0.16

    signal discarded(int tid)

    function select(row) {
        if (!tiles || row < 0 || row >= tiles.count) { selectedRow = -1; return }
        selectedRow = row
    }
    function discardRow(row) {
        if (!game || !tiles || row < 0 || row >= tiles.count) return false
        var tid = tiles.tidAt(row)
        if (!game.canDiscard(tid)) return false
        selectedRow = -1
        return game.discardTile(tid)
    }
    function clickRow(row) {
        if (!choosing) return false
        if (selectedRow === row || oneClick) return discardRow(row)
        select(row)
        return true
    }
    onChoosingChanged: if (!choosing) { selectedRow = -1; hoverRow = -1 }

    Repeater {
        model: hv.tiles
        delegate: Item {
            id: slot
            objectName: "handTile_" + index
            property bool selected: hv.selectedRow === index
            property bool allowed: model.ok
            property string reason: model.reason
            x: model.px * (hv.w + hv.gap)
            y: selected ? -hv.w * 0.3 : 0
            width: hv.w
            height: hv.w * 4 / 3
            Behavior on y { enabled: Theme.animate; NumberAnimation { duration: 90 } }
            Accessible.role: Accessible.Button
            Accessible.name: {
                var n = A11y.tileName(model.face)
                if (slot.selected) n = qsTr("%1, selected").arg(n)
                if (hv.choosing && !slot.allowed)
                    n = model.reason.length > 0 ? qsTr("%1, not allowed: %2").arg(n).arg(model.reason) : qsTr("%1, not allowed").arg(n)
                return n
            }
            Accessible.focusable: true
            Accessible.focused: slot.selected && hv.keyboardFocus
            Accessible.onPressAction: hv.clickRow(index)
            Tile {
                objectName: "tile"
                quiet: true
                tid: model.tid
                w: hv.w
                standing: model.face.length > 0
                face: model.face
                marks: hv.marks
                hl: slot.selected
                dim: hv.choosing && !slot.allowed
            }
            Rectangle {  // the keyboard focus ring around the selected tile
                objectName: "focusRing"
                visible: slot.selected && hv.keyboardFocus
                anchors.fill: parent
                anchors.margins: -Math.max(Theme.focusWidth + 3, hv.w * 0.12)
                radius: hv.w * 0.2
                color: "transparent"
                border.width: Theme.focusWidth
                border.color: Theme.focusRing
            }
            MouseArea {
                id: area
                anchors.fill: parent
                hoverEnabled: true
                cursorShape: hv.choosing && slot.allowed ? Qt.PointingHandCursor : Qt.ArrowCursor
                onContainsMouseChanged: {
                    if (containsMouse) hv.hoverRow = index
                    else if (hv.hoverRow === index) hv.hoverRow = -1
                }
                ToolTip.visible: hv.choosing && !slot.allowed && model.reason.length > 0 && containsMouse
                ToolTip.text: model.reason
                onClicked: hv.clickRow(index)
                // With one-click discards the first click already discarded:
                // the second of a double click must not throw the next tile.
                onDoubleClicked: if (hv.choosing && !hv.oneClick) hv.discardRow(index)
            }
        }
    }
}
