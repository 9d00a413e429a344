import QtQuick
import Quetai

// The tiles of one TileListModel placed where layout.cpp put them, `w`
// pixels per tile width. Turned tiles are rotated about their own centre.
Item {
    id: row
    property var tiles: null
    property real w: 30
    property bool marks: false
    property bool animate: false
    width: tiles ? tiles.extentX * w : 0
    height: tiles ? tiles.extentY * w : 0

    Repeater {
        model: row.tiles
        delegate: Item {
            x: model.px * row.w
            y: model.py * row.w
            width: (model.rot % 180 ? 4 / 3 : 1) * row.w
            height: (model.rot % 180 ? 1 : 4 / 3) * row.w
            Tile {
                objectName: "tile"
                tid: model.tid
                anchors.centerIn: parent
                w: row.w
                face: model.face
                hl: model.hl
                dim: model.dim
                marks: row.marks
                rotation: model.rot
            }
            // A new tile drops in: a move of another seat is easy to follow.
            scale: 1
            Component.onCompleted: if (row.animate && Theme.animate) dropIn.start()
            NumberAnimation on opacity { id: dropIn; running: false; from: 0; to: 1; duration: 180 }
        }
    }
}
