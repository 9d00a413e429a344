import QtQuick
import Quetai

// A line of a ruleset's text with its tile notation ("123m", "(3m", "5z:")
// drawn as tiles: a learner reads the tiles, not their code. Words wrap
// within the width given.
Flow {
    id: tt
    property string text: ""
    property real pixelSize: 16
    property color color: Theme.text
    property bool marks: false
    readonly property var parts: split(text)
    readonly property real tileW: pixelSize * 1.05

    // Whole words only: punctuation may surround the tiles ("(3m", "4m):"),
    // nothing alphanumeric may ("1z..7z" stays text).
    function split(s) {
        var out = []
        var words = s.split(" ")
        var re = /^([^0-9A-Za-z]*)((?:[0-9]+[mpszf])+)([^0-9A-Za-z]*)$/
        for (var i = 0; i < words.length; ++i) {
            var w = words[i]
            var last = i === words.length - 1
            var m = re.exec(w)
            if (!m) { out.push({ text: w + (last ? "" : " ") }); continue }
            if (m[1].length > 0) out.push({ text: m[1] })
            var faces = []
            var groups = m[2].match(/[0-9]+[mpszf]/g)
            for (var g = 0; g < groups.length; ++g) {
                var suit = groups[g].charAt(groups[g].length - 1)
                for (var d = 0; d < groups[g].length - 1; ++d) faces.push(groups[g].charAt(d) + suit)
            }
            out.push({ tiles: faces })
            out.push({ text: m[3] + (last ? "" : " ") })
        }
        return out
    }

    Repeater {
        model: tt.parts
        delegate: Item {
            readonly property bool isTiles: modelData.tiles !== undefined
            // A Chinese line has no spaces, so it is one word: wider than
            // the width given, it wraps within it instead of running out.
            width: isTiles ? tileRow.width + tt.tileW * 0.12
                           : tt.width > 0 ? Math.min(word.implicitWidth, tt.width) : word.implicitWidth
            height: Math.max(word.contentHeight, isTiles ? tt.tileW * 4 / 3 : 0)
            Text {
                id: word
                width: parent.width
                wrapMode: Text.Wrap
                visible: !parent.isTiles
                anchors.verticalCenter: parent.verticalCenter
                text: parent.isTiles ? "" : modelData.text
                color: tt.color
                font.family: Theme.uiFont
                font.pixelSize: tt.pixelSize
            }
            Row {
                id: tileRow
                visible: parent.isTiles
                anchors.verticalCenter: parent.verticalCenter
                spacing: 1
                Repeater {
                    model: parent.parent.isTiles ? modelData.tiles : []
                    Tile { objectName: "textTile"; w: tt.tileW; face: modelData; flat: true; marks: tt.marks }
                }
            }
        }
    }
}
