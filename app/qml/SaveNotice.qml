import QtQuick
import Quetai

// What went wrong with the saved game (which file, what is wrong, where it
// was kept), over the start screen until dismissed; a new game can be
// started meanwhile.
Rectangle {
    id: notice
    property var game: null
    property real unit: 1
    visible: game !== null && game.saveNotice.length > 0
    width: Math.min(parent ? parent.width - 80 * unit : 900, 900 * unit)
    height: body.implicitHeight + 28 * unit
    radius: 10 * unit
    color: Qt.rgba(0.25, 0.06, 0.04, 0.92)
    border.color: Theme.negative
    border.width: Math.max(1, 1.5 * unit)
    Text {
        id: body
        objectName: "saveNoticeText"
        anchors.left: parent.left
        anchors.right: closeButton.left
        anchors.verticalCenter: parent.verticalCenter
        anchors.margins: 14 * notice.unit
        text: notice.game ? notice.game.saveNotice : ""
        wrapMode: Text.Wrap
        color: Theme.text
        font.family: Theme.uiFont
        font.pixelSize: 14 * notice.unit
    }
    TextButton {
        id: closeButton
        objectName: "saveNoticeClose"
        anchors.right: parent.right
        anchors.verticalCenter: parent.verticalCenter
        anchors.rightMargin: 10 * notice.unit
        unit: notice.unit * 0.7
        text: qsTr("OK")
        onClicked: notice.game.dismissSaveNotice()
    }
}
