import QtQuick
import Quetai

// The wall in front of one seat: two-high stacks, stack 0 at its owner's
// right. The dead wall is slightly darker; the break (from the dice) is a
// gold notch.
Item {
    id: wall
    property var tiles: null
    property real u: 30   // stack width
    height: u * (4 / 3 + 0.2)

    Repeater {
        model: wall.tiles
        delegate: WallTile {
            x: model.px * wall.u
            y: model.py * wall.u
            z: model.top ? 2 : 1
            w: wall.u
            face: model.face
            upper: model.top
            gone: model.gone
            dead: (model.tag & 1) !== 0
        }
    }
    // The break point: where the deal started.
    Repeater {
        model: wall.tiles
        delegate: Rectangle {
            visible: (model.tag & 2) !== 0 && model.top
            z: 3
            x: (model.px + 1) * wall.u - width / 2
            y: -wall.u * 0.28
            width: wall.u * 0.14
            height: wall.u * 0.22
            radius: width / 2
            color: Theme.gold
        }
    }
}
