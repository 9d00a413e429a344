import QtQuick
import Quetai

// Scores after each hand, one line per seat.
Item {
    id: chart
    property var series: []     // [{name, points: [...]}]
    property real unit: 1
    readonly property var colors: Theme.seatColors

    // A round step (1, 2, 2.5 or 5 times a power of ten) giving about four intervals.
    function niceStep(span) {
        var raw = span / 4
        var p = Math.pow(10, Math.floor(Math.log(raw) / Math.LN10))
        var m = raw / p
        return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 2.5 ? 2.5 : m <= 5 ? 5 : 10) * p
    }
    // Bounds on round values, step and number of points of the chart of `s`.
    function axisOf(s) {
        var lo = 1e18, hi = -1e18, n = 0
        for (var i = 0; s && i < s.length; ++i) {
            var p = s[i].points
            n = Math.max(n, p.length)
            for (var j = 0; j < p.length; ++j) { lo = Math.min(lo, p[j]); hi = Math.max(hi, p[j]) }
        }
        if (n === 0) return { lo: 0, hi: 1, step: 1, n: 1, ticks: 1 }
        if (hi === lo) { hi += 1; lo -= 1 }
        var st = niceStep(hi - lo)
        lo = Math.floor(lo / st) * st
        hi = Math.ceil(hi / st) * st
        return { lo: lo, hi: hi, step: st, n: n, ticks: Math.max(1, Math.round((hi - lo) / st)) }
    }

    Canvas {
        id: canvas
        anchors.fill: parent
        anchors.leftMargin: 56 * chart.unit
        anchors.bottomMargin: 26 * chart.unit
        anchors.topMargin: 8 * chart.unit
        anchors.rightMargin: 12 * chart.unit
        // The axis is computed in one piece from the series: assigning its
        // bounds one at a time while painting left moments where
        // (hi - lo) / step counted tens of thousands of ticks (riichi scores
        // over the first step of 1), and the label Repeater below built a
        // Text for each: hundreds of MB at the game-over screen.
        readonly property var axis: chart.axisOf(chart.series)
        readonly property real lo: axis.lo
        readonly property real hi: axis.hi
        readonly property real step: axis.step
        readonly property int n: axis.n
        readonly property int ticks: axis.ticks
        onPaint: {
            var ctx = getContext("2d")
            ctx.reset()
            var s = chart.series
            if (!s || s.length === 0) return
            var lo = canvas.lo, hi = canvas.hi, n = canvas.n
            var i, j, p
            var W = width, H = height
            function X(k) { return n <= 1 ? W / 2 : k * W / (n - 1) }
            function Y(v) { return H - (v - lo) / (hi - lo) * H }
            ctx.strokeStyle = "rgba(255,255,255,0.12)"
            ctx.lineWidth = 1
            for (var g = 0; g <= canvas.ticks; ++g) {
                var y = g * H / canvas.ticks
                ctx.beginPath(); ctx.moveTo(0, y); ctx.lineTo(W, y); ctx.stroke()
            }
            if (lo < 0 && hi > 0) {
                ctx.strokeStyle = "rgba(255,255,255,0.35)"
                ctx.beginPath(); ctx.moveTo(0, Y(0)); ctx.lineTo(W, Y(0)); ctx.stroke()
            }
            for (i = 0; i < s.length; ++i) {
                p = s[i].points
                ctx.strokeStyle = chart.colors[i % 4]
                ctx.fillStyle = chart.colors[i % 4]
                ctx.lineWidth = Math.max(2, 3 * chart.unit)
                ctx.beginPath()
                for (j = 0; j < p.length; ++j) {
                    if (j === 0) ctx.moveTo(X(j), Y(p[j])); else ctx.lineTo(X(j), Y(p[j]))
                }
                ctx.stroke()
                for (j = 0; j < p.length; ++j) {
                    ctx.beginPath(); ctx.arc(X(j), Y(p[j]), Math.max(2.5, 4 * chart.unit), 0, 2 * Math.PI); ctx.fill()
                }
            }
        }
    }
    onSeriesChanged: canvas.requestPaint()
    onWidthChanged: canvas.requestPaint()
    onHeightChanged: canvas.requestPaint()

    // Axis labels.
    Repeater {
        objectName: "axisLabels"
        model: canvas.ticks + 1
        Text {
            x: 0
            width: 50 * chart.unit
            horizontalAlignment: Text.AlignRight
            y: canvas.y + index * canvas.height / canvas.ticks - height / 2
            text: Math.round((canvas.hi - index * canvas.step) * 100) / 100
            color: Theme.textDim
            font.family: Theme.uiFont
            font.pixelSize: 12 * chart.unit
        }
    }
    Repeater {
        objectName: "handLabels"
        model: canvas.n
        Text {
            // Every k-th hand is labelled when there are many.
            readonly property int every: Math.max(1, Math.ceil(canvas.n / 16))
            visible: index % every === 0 || index === canvas.n - 1
            x: canvas.x + (canvas.n <= 1 ? canvas.width / 2 : index * canvas.width / (canvas.n - 1)) - width / 2
            y: canvas.y + canvas.height + 6 * chart.unit
            text: index === 0 ? qsTr("start") : index
            color: Theme.textDim
            font.family: Theme.uiFont
            font.pixelSize: 12 * chart.unit
        }
    }
}
