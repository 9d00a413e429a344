pragma Singleton
import QtQuick

// Spoken names for screen readers (Accessible.name): tiles, melds, seats.
// Every name is translatable; the notation is the project's mpsz
// (docs/rulesets/common.md "Tiles": 0 is a red five, 1f..4f the seasons,
// 5f..8f the plants).
QtObject {
    function wind(w) {
        return [qsTr("East"), qsTr("South"), qsTr("West"), qsTr("North")][((w % 4) + 4) % 4]
    }

    function tileName(face) {
        if (!face || face.length < 2) return qsTr("face-down tile")
        var n = parseInt(face.charAt(0)), s = face.charAt(1)
        if (s === "z" && n >= 1 && n <= 7)
            return [qsTr("East wind"), qsTr("South wind"), qsTr("West wind"), qsTr("North wind"),
                    qsTr("White dragon"), qsTr("Green dragon"), qsTr("Red dragon")][n - 1]
        if (s === "f" && n >= 1 && n <= 8)
            return [qsTr("Spring flower"), qsTr("Summer flower"), qsTr("Autumn flower"), qsTr("Winter flower"),
                    qsTr("Plum flower"), qsTr("Orchid flower"), qsTr("Chrysanthemum flower"),
                    qsTr("Bamboo flower")][n - 1]
        if (n === 0) {
            if (s === "m") return qsTr("red 5 characters")
            if (s === "p") return qsTr("red 5 dots")
            if (s === "s") return qsTr("red 5 bamboo")
        }
        if (s === "m") return qsTr("%1 characters").arg(n)
        if (s === "p") return qsTr("%1 dots").arg(n)
        if (s === "s") return qsTr("%1 bamboo").arg(n)
        return face
    }

    function tileNames(faces) {
        var out = []
        for (var i = 0; faces && i < faces.length; ++i) out.push(tileName(faces[i]))
        return out.join(", ")
    }

    // A meld from its type (engine MeldType: 0 chi, 1 pon, 2 open kong,
    // 3 added kong, 4 concealed kong), its faces and the seat wind of the
    // seat its claimed tile came from (-1: none).
    function meldName(type, faces, fromWind) {
        var shown = ""  // a concealed kong may lie with faces down
        for (var i = 0; faces && i < faces.length && shown.length === 0; ++i) shown = faces[i]
        var kind = type === 0 ? tileNames(faces) : tileName(shown)
        if (type === 4) return qsTr("concealed kong of %1").arg(kind)
        var from = fromWind >= 0 ? wind(fromWind) : qsTr("unknown seat")
        if (type === 0) return qsTr("chi of %1 from %2").arg(kind).arg(from)
        if (type === 1) return qsTr("pon of %1 from %2").arg(kind).arg(from)
        if (type === 3) return qsTr("added kong of %1 from %2").arg(kind).arg(from)
        return qsTr("kong of %1 from %2").arg(kind).arg(from)
    }

    // A button's label with its key: "Pon (P)".
    function withKey(label, key) {
        return key && key.length > 0 ? qsTr("%1 (%2)").arg(label).arg(key) : label
    }
}
