pragma Singleton
import QtQuick

// Colours and fonts of the table, in one place.
QtObject {
    readonly property color feltCenter: "#1d7446"
    readonly property color feltEdge: "#082b19"
    readonly property color ivory: "#f7f1de"
    readonly property color ivoryLight: "#fffcf2"
    readonly property color ivoryShade: "#d9cda8"
    readonly property color tileBack: "#2f8a5b"
    readonly property color tileBackDark: "#1f6842"
    readonly property color ink: "#1f1b16"
    readonly property color crimson: "#b3262d"
    readonly property color jade: "#177a40"
    readonly property color cobalt: "#285ca8"
    readonly property color gold: "#e0bd68"
    readonly property color goldDeep: "#b88d33"
    readonly property color text: "#f3ecd6"
    readonly property color textDim: "#a8c4b0"
    readonly property color panel: Qt.rgba(0.02, 0.12, 0.07, 0.82)
    readonly property color panelLine: Qt.rgba(0.88, 0.74, 0.41, 0.45)
    readonly property color highlight: "#ffd65a"
    readonly property color positive: "#8fe0a6"
    readonly property color negative: "#ff9a8a"

    // Off for instant play and screenshots: every frame then shows the state as it is.
    property bool animate: true

    readonly property string uiFont: "Noto Sans CJK SC"
    readonly property string titleFont: "Noto Serif CJK SC"

    // Winds as characters, seat wind 0..3.
    readonly property var windChars: ["東", "南", "西", "北"]
    readonly property var seatColors: ["#e0bd68", "#7fc8f8", "#f49ac1", "#a5e887"]

    // Short index mark for players who do not read the characters.
    function indexMark(face) {
        if (!face || face.length < 2) return ""
        var n = face.charAt(0), s = face.charAt(1)
        if (s === "z") return ["E", "S", "W", "N", "Wh", "G", "R"][parseInt(n) - 1]
        if (s === "f") return "F" + n
        if (n === "0") return "5" + s
        return face
    }
}
