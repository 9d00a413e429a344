import QtQuick
import QtQuick.Controls.Basic
import Quetai

// The main window. Launch options come from the command line
// (app/gui/launchoptions.h) as initial properties.
ApplicationWindow {
    id: window
    width: 1280
    height: 800
    minimumWidth: 640
    minimumHeight: 480
    visible: true
    title: "Quetai 雀台"
    color: Theme.feltEdge

    property string appVersion: ""
    property string rulesetId: ""
    property string seed: ""          // a decimal string: seeds are 64-bit
    property var seats: []
    property real speed: 1
    property string screenshotAt: "start"

    // One unit per pixel of the 1280x800 design size.
    readonly property real unit: Math.min(width / 1280, height / 800)

    Felt {
        anchors.fill: parent
        scaleFactor: window.unit
    }

    StartScreen {
        anchors.fill: parent
        unit: window.unit
        version: window.appVersion
        onQuitRequested: Qt.quit()
    }
}
