import QtQuick
import Quetai

// One tile seen from above, lying on the cloth (rivers, melds, revealed
// hands) or, with `standing`, the viewer's own tile seen from the front.
// `face` is its notation ("3s", "0p", "7z"); empty shows the back. The face
// art is the project's SVG (resources/tiles), rendered at the tile's size.
Item {
    id: tile
    property string face: ""
    property int tid: -1         // physical tile id, -1 when unknown (tests check what is shown)
    property real w: 40
    property bool standing: false
    property bool hl: false
    property bool dim: false
    property bool marks: false
    property bool flat: false    // no shadow (tiles inside panels)
    readonly property real edge: standing ? w * 0.16 : w * 0.1
    readonly property bool up: face.length > 0
    // Its spoken name; a tile inside a control that names it stays silent.
    property bool quiet: false
    Accessible.role: Accessible.Graphic
    Accessible.name: A11y.tileName(face)
    Accessible.ignored: quiet

    width: w
    height: w * 4 / 3

    // Shadow on the cloth.
    Rectangle {
        visible: !tile.flat
        x: tile.w * 0.05
        y: tile.edge + tile.w * 0.06
        width: tile.width
        height: tile.height
        radius: tile.w * 0.13
        color: "#000000"
        opacity: 0.28
    }
    // The body seen below the top surface: the back layer, then the face layer.
    Rectangle {
        y: tile.edge * 0.45
        width: tile.width
        height: tile.height + tile.edge * 0.55
        radius: tile.w * 0.12
        color: tile.up ? Theme.tileBack : Theme.ivoryShade
    }
    Rectangle {
        width: tile.width
        height: tile.height + tile.edge * 0.45
        radius: tile.w * 0.12
        color: tile.up ? Theme.ivoryShade : Theme.tileBackDark
    }
    // Top surface: the face, or the back.
    Rectangle {
        id: top
        width: tile.width
        height: tile.height
        radius: tile.w * 0.12
        border.width: Math.max(1, tile.w * (Theme.highContrast ? 0.04 : 0.02))
        border.color: tile.up ? Theme.tileEdge : Theme.tileBackDark
        gradient: Gradient {
            GradientStop { position: 0.0; color: tile.up ? Theme.ivoryLight : "#3a9a69" }
            GradientStop { position: 1.0; color: tile.up ? Theme.ivory : Theme.tileBack }
        }
        Image {
            visible: tile.up
            x: tile.w * 0.07
            y: tile.w * 0.07
            width: tile.width - tile.w * 0.14
            height: (tile.height - tile.w * 0.14) * (tile.marks ? 0.8 : 1)
            source: tile.up ? "qrc:/tiles/" + tile.face + ".svg" : ""
            sourceSize.width: Math.ceil(width)
            sourceSize.height: Math.ceil(height)
            fillMode: Image.PreserveAspectFit
            smooth: true
        }
        Image {
            visible: !tile.up
            anchors.fill: parent
            anchors.margins: tile.w * 0.04
            source: "qrc:/tiles/back.svg"
            sourceSize.width: Math.ceil(width)
            sourceSize.height: Math.ceil(height)
            opacity: 0.85
        }
        Text {
            visible: tile.up && tile.marks
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: parent.bottom
            anchors.bottomMargin: tile.w * 0.02
            text: Theme.indexMark(tile.face)
            font.family: "DejaVu Sans"
            font.bold: true
            font.pixelSize: Math.max(7, tile.w * 0.26)
            color: Theme.markInk
        }
    }
    // Highlight: a step of the breakdown, the newest discard.
    Rectangle {
        visible: tile.hl
        anchors.fill: top
        anchors.margins: -Math.max(2, tile.w * 0.06)
        radius: tile.w * 0.16
        color: "transparent"
        border.width: Math.max(2, tile.w * 0.07)
        border.color: Theme.highlight
    }
    Rectangle {
        visible: tile.dim
        anchors.fill: top
        radius: tile.w * 0.12
        color: "#10251a"
        opacity: 0.45
    }
}
