import QtQuick
import Quetai

// A stack's tile in the wall, lying face down (or an indicator face up),
// seen from above. `top` tiles sit a little higher than the lower layer.
Item {
    id: wt
    property real w: 30
    property string face: ""
    property bool upper: true
    property bool gone: false
    property bool dead: false
    width: w
    height: w * 4 / 3
    opacity: gone ? 0 : 1
    Behavior on opacity { enabled: Theme.animate; NumberAnimation { duration: 160 } }

    Rectangle {  // side: the ivory face layer under the green back
        y: wt.w * 0.1
        width: wt.width
        height: wt.height
        radius: wt.w * 0.12
        color: wt.upper ? Theme.ivoryShade : "#bfb38f"
        border.width: 1
        border.color: Qt.rgba(0, 0, 0, 0.25)
    }
    Rectangle {
        width: wt.width
        height: wt.height
        radius: wt.w * 0.12
        // The dead wall is a shade darker than the live wall.
        color: wt.face.length > 0 ? Theme.ivory : wt.dead ? (wt.upper ? "#25704a" : "#1b5537")
                                                        : (wt.upper ? Theme.tileBack : Theme.tileBackDark)
        border.width: 1
        border.color: Qt.rgba(0, 0, 0, 0.3)
        Rectangle {  // a soft light on the back
            visible: wt.face.length === 0
            anchors.fill: parent
            anchors.margins: wt.w * 0.12
            radius: wt.w * 0.08
            color: "transparent"
            border.width: Math.max(1, wt.w * 0.04)
            border.color: Qt.rgba(1, 1, 1, wt.dead ? 0.08 : 0.16)
        }
        Image {
            visible: wt.face.length > 0
            anchors.fill: parent
            anchors.margins: wt.w * 0.07
            source: wt.face.length > 0 ? "qrc:/tiles/" + wt.face + ".svg" : ""
            sourceSize.width: Math.ceil(width)
            sourceSize.height: Math.ceil(height)
        }
    }
}
