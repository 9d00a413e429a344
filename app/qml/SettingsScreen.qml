import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Quetai

// Settings: language, tile index marks, animation speed, claim timer, sound,
// the learner's help.
Item {
    id: ss
    property var settings: null
    property real unit: 1
    signal back()
    Keys.onEscapePressed: back()

    Panel {
        anchors.centerIn: parent
        width: Math.min(parent.width - 40 * ss.unit, 720 * ss.unit)
        // As tall as the rows and the Back button below them need.
        height: Math.min(parent.height - 40 * ss.unit, grid.y + grid.implicitHeight + 100 * ss.unit)
        unit: ss.unit

        Text {
            id: title
            x: 30 * ss.unit; y: 22 * ss.unit
            text: qsTr("Settings")
            color: Theme.gold
            font.family: Theme.titleFont
            font.weight: Font.Bold
            font.pixelSize: 32 * ss.unit
        }
        GridLayout {
            id: grid
            anchors.top: title.bottom
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.margins: 30 * ss.unit
            columns: 2
            columnSpacing: 24 * ss.unit
            rowSpacing: 18 * ss.unit

            Text { text: qsTr("Language"); color: Theme.text; font.family: Theme.uiFont; font.pixelSize: 18 * ss.unit }
            ComboBox {
                objectName: "languageBox"
                Accessible.name: qsTr("Language")
                Layout.preferredWidth: 260 * ss.unit
                // Each language named in itself, in the order of settings.languages.
                readonly property var names: ({ "en": "English", "zh_CN": "简体中文", "zh_TW": "繁體中文", "ja": "日本語" })
                model: ss.settings ? ss.settings.languages.map((code) => names[code] || code) : []
                currentIndex: ss.settings ? ss.settings.languages.indexOf(ss.settings.language) : -1
                onActivated: (i) => ss.settings.language = ss.settings.languages[i]
                font.pixelSize: 16 * ss.unit
            }
            Text { text: qsTr("Index marks on tiles (3s, E ...)"); color: Theme.text; font.family: Theme.uiFont; font.pixelSize: 18 * ss.unit }
            Row {
                spacing: 14 * ss.unit
                Switch {
                    palette.window: "#ece4cc"
                    objectName: "marksSwitch"
                    Accessible.name: qsTr("Index marks on tiles (3s, E ...)")
                    anchors.verticalCenter: parent.verticalCenter
                    checked: ss.settings ? ss.settings.indexMarks : false
                    onToggled: ss.settings.indexMarks = checked
                }
                Repeater {  // a preview of what the marks look like
                    model: ["3s", "0p", "7m", "1z", "6z"]
                    Tile { quiet: true; w: 30 * ss.unit; face: modelData; marks: ss.settings ? ss.settings.indexMarks : false }
                }
            }
            Text { text: qsTr("Colours"); color: Theme.text; font.family: Theme.uiFont; font.pixelSize: 18 * ss.unit }
            ComboBox {
                objectName: "themeBox"
                Layout.preferredWidth: 260 * ss.unit
                Accessible.name: qsTr("Colours")
                // In the order of settings.themes.
                readonly property var names: ({ "felt": qsTr("Green felt"), "contrast": qsTr("High contrast") })
                model: ss.settings ? ss.settings.themes.map((t) => names[t] || t) : []
                currentIndex: ss.settings ? ss.settings.themes.indexOf(ss.settings.theme) : -1
                onActivated: (i) => ss.settings.theme = ss.settings.themes[i]
                font.pixelSize: 16 * ss.unit
            }
            Text { text: qsTr("Animation speed"); color: Theme.text; font.family: Theme.uiFont; font.pixelSize: 18 * ss.unit }
            RowLayout {
                Slider {
                    id: speedSlider
                    Accessible.name: qsTr("Animation speed")
                    Layout.preferredWidth: 200 * ss.unit
                    from: -2; to: 3; stepSize: 1
                    value: ss.settings ? Math.round(Math.log(ss.settings.speed) / Math.LN2) : 0
                    onMoved: ss.settings.speed = Math.pow(2, value)
                }
                Text {
                    text: ss.settings ? "×" + ss.settings.speed : ""
                    color: Theme.textDim; font.family: Theme.uiFont; font.pixelSize: 16 * ss.unit
                }
            }
            Text { text: qsTr("Claim timer"); color: Theme.text; font.family: Theme.uiFont; font.pixelSize: 18 * ss.unit }
            ComboBox {
                Layout.preferredWidth: 260 * ss.unit
                readonly property var secs: [0, 5, 10, 20]
                Accessible.name: qsTr("Claim timer")
                model: [qsTr("Off"), qsTr("5 seconds"), qsTr("10 seconds"), qsTr("20 seconds")]
                currentIndex: ss.settings ? Math.max(0, secs.indexOf(ss.settings.claimSeconds)) : 0
                onActivated: (i) => ss.settings.claimSeconds = secs[i]
                font.pixelSize: 16 * ss.unit
            }
            Text { text: qsTr("Sound"); color: Theme.text; font.family: Theme.uiFont; font.pixelSize: 18 * ss.unit }
            Row {
                spacing: 12 * ss.unit
                Switch {
                    objectName: "soundSwitch"
                    Accessible.name: qsTr("Sound")
                    palette.window: "#ece4cc"
                    checked: ss.settings ? ss.settings.sound : true
                    onToggled: ss.settings.sound = checked
                }
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    text: qsTr("tiles, calls, declarations, wins")
                    color: Theme.textDim
                    font.family: Theme.uiFont
                    font.pixelSize: 14 * ss.unit
                }
            }
            Text { text: qsTr("Discard a tile with"); color: Theme.text; font.family: Theme.uiFont; font.pixelSize: 18 * ss.unit }
            ComboBox {
                objectName: "discardClicksBox"
                Accessible.name: qsTr("Discard a tile with")
                Layout.preferredWidth: 360 * ss.unit
                model: [qsTr("Two clicks: the first raises the tile"), qsTr("One click")]
                currentIndex: ss.settings && ss.settings.oneClickDiscard ? 1 : 0
                onActivated: (i) => ss.settings.oneClickDiscard = i === 1
                font.pixelSize: 16 * ss.unit
            }
            Text { text: qsTr("Help on my hand"); color: Theme.text; font.family: Theme.uiFont; font.pixelSize: 18 * ss.unit }
            Row {
                spacing: 12 * ss.unit
                Switch {
                    objectName: "helpSwitch"
                    Accessible.name: qsTr("Help on my hand")
                    palette.window: "#ece4cc"
                    checked: ss.settings ? ss.settings.handHelp : true
                    onToggled: ss.settings.handHelp = checked
                }
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    width: 300 * ss.unit
                    wrapMode: Text.Wrap
                    text: qsTr("waits, discards, call warnings, reviews")
                    color: Theme.textDim
                    font.family: Theme.uiFont
                    font.pixelSize: 14 * ss.unit
                }
            }
        }
        TextButton {
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.margins: 22 * ss.unit
            unit: ss.unit
            accent: true
            text: qsTr("Back")
            onClicked: ss.back()
        }
    }
}
