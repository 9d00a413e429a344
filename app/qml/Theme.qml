pragma Singleton
import QtQuick

// Colours and fonts of the table, in one place.
QtObject {
    readonly property color feltCenter: "#1d7446"
    readonly property color feltEdge: "#082b19"
    readonly property color ivory: "#f7f1de"
    readonly property color ivoryShade: "#e2d8bb"
    readonly property color tileBack: "#2f8a5b"
    readonly property color ink: "#1f1b16"
    readonly property color crimson: "#b3262d"
    readonly property color jade: "#177a40"
    readonly property color cobalt: "#285ca8"
    readonly property color gold: "#e0bd68"
    readonly property color goldDeep: "#b88d33"
    readonly property color text: "#f3ecd6"
    readonly property color textDim: "#a8c4b0"

    readonly property string uiFont: "Noto Sans CJK SC"
    readonly property string titleFont: "Noto Serif CJK SC"
}
