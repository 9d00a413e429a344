import QtQuick
import Quetai

// One die showing `value` pips.
Rectangle {
    id: die
    property int value: 1
    property real size: 18
    width: size
    height: size
    radius: size * 0.2
    color: "#fbf8ef"
    border.color: "#bdb39a"
    border.width: 1
    readonly property var pips: ({
        1: [[0.5, 0.5]],
        2: [[0.28, 0.28], [0.72, 0.72]],
        3: [[0.26, 0.26], [0.5, 0.5], [0.74, 0.74]],
        4: [[0.28, 0.28], [0.72, 0.28], [0.28, 0.72], [0.72, 0.72]],
        5: [[0.27, 0.27], [0.73, 0.27], [0.5, 0.5], [0.27, 0.73], [0.73, 0.73]],
        6: [[0.28, 0.24], [0.72, 0.24], [0.28, 0.5], [0.72, 0.5], [0.28, 0.76], [0.72, 0.76]]
    })
    Repeater {
        model: die.pips[die.value] || []
        Rectangle {
            width: die.size * (die.value === 1 ? 0.3 : 0.19)
            height: width
            radius: width / 2
            x: modelData[0] * die.size - width / 2
            y: modelData[1] * die.size - height / 2
            color: die.value === 1 || die.value === 4 ? Theme.crimson : Theme.ink
        }
    }
}
