import QtQuick
import Quetai

// Another seat's hand: standing tiles seen from behind (only their number
// is public), or face up once the hand has ended.
Item {
    id: hh
    property var tiles: null
    property real w: 30
    property bool marks: false
    width: tiles ? tiles.extentX * w : 0
    height: w * 4 / 3

    Repeater {
        model: hh.tiles
        delegate: Item {
            x: model.px * hh.w * 1.05
            width: hh.w
            height: hh.w * 4 / 3
            objectName: model.face.length > 0 ? "" : "hiddenTile"
            Accessible.role: Accessible.Graphic
            Accessible.name: A11y.tileName(model.face)
            Accessible.ignored: model.face.length > 0  // the Tile inside speaks
            // Face up at the end of a hand: lying tiles.
            Tile {
                objectName: "tile"
                tid: model.tid
                visible: model.face.length > 0
                w: hh.w
                face: model.face
                marks: hh.marks
            }
            // Standing, seen from behind: the back with the face's ivory
            // edge toward the cloth.
            Item {
                visible: model.face.length === 0
                width: hh.w
                height: hh.w * 0.95
                Rectangle {
                    x: hh.w * 0.05; y: hh.w * 0.08
                    width: parent.width; height: parent.height
                    radius: hh.w * 0.12
                    color: "#000000"; opacity: 0.28
                }
                Rectangle {
                    width: parent.width; height: parent.height
                    radius: hh.w * 0.12
                    color: Theme.ivoryShade
                }
                Rectangle {
                    width: parent.width; height: parent.height * 0.78
                    radius: hh.w * 0.12
                    gradient: Gradient {
                        GradientStop { position: 0.0; color: Theme.wallTop }
                        GradientStop { position: 1.0; color: Theme.tileBackDark }
                    }
                }
            }
        }
    }
}
