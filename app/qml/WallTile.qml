import QtQuick
import Quetai

// A stack's tile in the wall, lying face down (or an indicator face up),
// seen from above. Upper tiles sit a little higher than the lower layer,
// whose edge shows below them: two-high stacks.
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
    Accessible.role: Accessible.Graphic
    Accessible.name: face.length > 0 ? A11y.tileName(face) : qsTr("wall tile")
    Accessible.ignored: gone
    Behavior on opacity { enabled: Theme.animate; NumberAnimation { duration: 160 } }

    // Shadow of the stack on the cloth (lower layer only).
    Rectangle {
        visible: !wt.upper
        x: wt.w * 0.06
        y: wt.w * 0.16
        width: wt.width
        height: wt.height
        radius: wt.w * 0.13
        color: "#000000"
        opacity: 0.3
    }
    // Edge: the ivory face layer, then the green back, seen at the near side.
    Rectangle {
        y: wt.w * 0.05
        width: wt.width
        height: wt.height + wt.w * 0.1
        radius: wt.w * 0.12
        color: wt.face.length > 0 ? Theme.tileBack : Theme.ivoryShade
    }
    Rectangle {
        width: wt.width
        height: wt.height + wt.w * 0.04
        radius: wt.w * 0.12
        color: wt.face.length > 0 ? Theme.ivoryShade : (wt.dead ? Theme.wallDeadEdge : Theme.tileBackDark)
    }
    // Top: the back (darker in the dead wall), or an indicator's face.
    Rectangle {
        width: wt.width
        height: wt.height
        radius: wt.w * 0.12
        border.width: Math.max(1, wt.w * 0.03)
        border.color: wt.face.length > 0 ? Theme.tileEdge : Qt.rgba(0, 0, 0, 0.22)
        gradient: Gradient {
            GradientStop { position: 0.0; color: wt.face.length > 0 ? Theme.ivoryLight : wt.dead ? Theme.wallDeadTop : (wt.upper ? Theme.wallTop : Theme.wallLowTop) }
            GradientStop { position: 1.0; color: wt.face.length > 0 ? Theme.ivory : wt.dead ? Theme.wallDeadBottom : (wt.upper ? Theme.tileBack : Theme.wallLowBottom) }
        }
        Rectangle {  // the lattice frame of the back
            visible: wt.face.length === 0
            anchors.fill: parent
            anchors.margins: wt.w * 0.13
            radius: wt.w * 0.07
            color: "transparent"
            border.width: Math.max(1, wt.w * 0.035)
            border.color: Qt.rgba(1, 1, 1, wt.dead ? 0.1 : 0.2)
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
