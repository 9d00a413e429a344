import QtQuick
import Quetai

// One seat's exposed melds (and flowers above them), laid out by layout.cpp:
// the claimed tile turned toward the seat it came from.
Item {
    id: area
    property var melds: null
    property var flowers: null
    property real w: 30
    property bool marks: false
    property string who: ""      // the seat, for spoken names
    objectName: "meldArea"
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("melds and flowers of %1").arg(who)
    width: Math.max(meldRow.width, flowerRow.width)
    height: meldRow.height

    TileRow {
        id: meldRow
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        tiles: area.melds
        w: area.w
        marks: area.marks
        animate: true
        // Each meld named as a whole ("pon of East wind from West").
        Repeater {
            model: area.melds ? area.melds.groups : []
            delegate: Item {
                objectName: "meld"
                x: modelData.x * area.w
                y: modelData.y * area.w
                width: (modelData.right - modelData.x) * area.w
                height: (modelData.bottom - modelData.y) * area.w
                Accessible.role: Accessible.Grouping
                Accessible.name: A11y.meldName(modelData.type, modelData.faces, modelData.fromWind)
            }
        }
    }
    TileRow {
        id: flowerRow
        anchors.right: parent.right
        anchors.bottom: area.count > 0 ? meldRow.top : parent.bottom
        anchors.bottomMargin: area.w * 0.25
        tiles: area.flowers
        w: area.w * 0.85
        marks: area.marks
    }
    readonly property int count: melds ? melds.count : 0
}
