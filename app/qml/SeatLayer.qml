import QtQuick
import Quetai

// Everything on the table in front of one seat, drawn in the bottom seat's
// frame and turned to the seat's side (rel 0 bottom, 1 right, 2 top, 3 left;
// play runs counter-clockwise): its wall, its river, and for the others
// their hand and melds behind the wall.
Item {
    id: layer
    property int rel: 0
    property var game: null
    property real board: 600       // board side
    property real u: 30            // wall stack width
    property real riverW: 26
    property real centre: 160
    property real handW: 28
    property real meldW: 24
    property bool marks: false
    property bool showHand: rel !== 0
    // The seat's wind this hand, for spoken names.
    readonly property int wind: game && game.centre.dealerRel !== undefined ? (rel - game.centre.dealerRel + 4) % 4 : rel
    readonly property string who: A11y.wind(wind)
    width: board
    height: board
    rotation: -90 * rel
    transformOrigin: Item.Center

    Wall {
        x: 0
        y: layer.board - height
        u: layer.u
        tiles: layer.game ? layer.game.wall(layer.rel) : null
        objectName: "wall"
        Accessible.role: Accessible.Grouping
        Accessible.name: qsTr("wall in front of %1").arg(layer.who)
    }
    River {
        x: layer.board / 2 - layer.centre / 2
        y: layer.board / 2 + layer.centre / 2 + layer.riverW * 0.12
        w: layer.riverW
        marks: layer.marks
        tiles: layer.game ? layer.game.river(layer.rel) : null
        objectName: "river"
        Accessible.role: Accessible.List
        Accessible.name: qsTr("discards of %1: %2 tiles").arg(layer.who).arg(tiles ? tiles.count : 0)
    }
    // The others' hands sit behind their wall, melds to their right.
    Item {
        visible: layer.showHand
        y: layer.board + layer.u * 0.45
        x: 0
        width: layer.board
        HiddenHand {
            id: hidden
            x: Math.max(-layer.u, Math.min((layer.board - width - melds.width - layer.u * 0.6) / 2,
                                           layer.board - width - melds.width - layer.u * 0.6))
            w: layer.handW
            marks: layer.marks
            tiles: layer.game ? layer.game.hand(layer.rel) : null
            objectName: "hiddenHand"
            Accessible.role: Accessible.List
            Accessible.name: qsTr("hand of %1: %2 tiles").arg(layer.who).arg(tiles ? tiles.count : 0)
        }
        MeldArea {
            id: melds
            x: hidden.x + hidden.width + layer.u * 0.6
            y: hidden.height - height
            w: layer.meldW
            marks: layer.marks
            melds: layer.game ? layer.game.melds(layer.rel) : null
            flowers: layer.game ? layer.game.flowers(layer.rel) : null
            who: layer.who
        }
    }
}
