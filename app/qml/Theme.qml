pragma Singleton
import QtQuick

// Colours and fonts of the table, in one place.
QtObject {
    // The high-contrast theme (Settings): black cloth, white tiles, yellow
    // and cyan accents, solid panels and thick outlines. Index marks stay
    // available in every theme (Tile.qml).
    property bool highContrast: false
    readonly property bool hc: highContrast

    readonly property color feltCenter: hc ? "#101010" : "#1d7446"
    readonly property color feltEdge: hc ? "#000000" : "#082b19"
    readonly property color ivory: hc ? "#ffffff" : "#f7f1de"
    readonly property color ivoryLight: hc ? "#ffffff" : "#fffcf2"
    readonly property color ivoryShade: hc ? "#9e9e9e" : "#d9cda8"
    readonly property color tileBack: hc ? "#1e63d0" : "#2f8a5b"
    readonly property color tileBackDark: hc ? "#0b3a8a" : "#1f6842"
    readonly property color ink: hc ? "#000000" : "#1f1b16"
    readonly property color crimson: hc ? "#c00000" : "#b3262d"
    readonly property color jade: hc ? "#006b2b" : "#177a40"
    readonly property color cobalt: hc ? "#0040c0" : "#285ca8"
    readonly property color gold: hc ? "#ffe14d" : "#e0bd68"
    readonly property color goldDeep: hc ? "#ffc400" : "#b88d33"
    readonly property color text: hc ? "#ffffff" : "#f3ecd6"
    readonly property color textDim: hc ? "#e8e8e8" : "#a8c4b0"
    readonly property color panel: hc ? "#000000" : Qt.rgba(0.02, 0.12, 0.07, 0.82)
    readonly property color panelLine: hc ? "#ffffff" : Qt.rgba(0.88, 0.74, 0.41, 0.45)
    readonly property color highlight: hc ? "#ffff00" : "#ffd65a"
    readonly property color positive: hc ? "#66ff66" : "#8fe0a6"
    readonly property color negative: hc ? "#ff8080" : "#ff9a8a"
    // Keyboard focus: a ring in its own colour, never the selection's.
    readonly property color focusRing: hc ? "#00ffff" : "#7fdcff"
    readonly property real focusWidth: hc ? 4 : 3
    // Surfaces drawn with fixed colours before the themes existed.
    readonly property color plate: hc ? "#000000" : Qt.rgba(0.02, 0.1, 0.06, 0.78)
    readonly property color plateLine: hc ? "#ffffff" : panelLine
    readonly property color button: hc ? "#000000" : Qt.rgba(0.04, 0.14, 0.09, 0.92)
    readonly property color buttonHover: hc ? "#333333" : Qt.rgba(0.1, 0.25, 0.17, 0.95)
    readonly property color buttonLine: hc ? "#ffffff" : panelLine
    readonly property color centreFace: hc ? "#000000" : "#0d1f17"
    readonly property color markInk: hc ? "#000000" : "#3b3a36"
    readonly property color tileEdge: hc ? "#000000" : "#e6dcc0"
    // Backs of the wall's stacks (upper and lower layer, the dead wall darker).
    readonly property color wallTop: hc ? "#3d82f0" : "#43a877"
    readonly property color wallLowTop: hc ? "#2f6fd8" : "#389a69"
    readonly property color wallLowBottom: hc ? "#1a55b8" : "#2a7f53"
    readonly property color wallDeadTop: hc ? "#6a4bc4" : "#2d7a52"
    readonly property color wallDeadBottom: hc ? "#4a2f9a" : "#22643f"
    readonly property color wallDeadEdge: hc ? "#2f1d6b" : "#174b31"

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
