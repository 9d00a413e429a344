import QtQuick
import QtCharts
import Quetai

// The record's four charts, drawn by Qt Charts (ChartView): placement and
// score per game, the win and deal-in rates over time (moving averages),
// the distribution of win values and the fans won most. `r` is one
// ruleset's block of RecordController.record. Each chart has a spoken
// summary for screen readers, and `charts` lists them for the export.
Item {
    id: rc
    property var r: ({})
    property real unit: 1
    readonly property var series: r.series || []
    readonly property var charts: [placeChart, rateChart, valueChart, fanChart]
    readonly property var chartNames: ["placement-score", "win-deal-in-rates", "win-values", "fans"]
    readonly property real gap: 10 * unit
    // Points drawn in the placement and win-rate lines (tests).
    readonly property int placePoints: placeLine.count
    readonly property int ratePoints: winLine.count
    onRChanged: Qt.callLater(fill)
    // The bars take their colours when they are made: again for a new theme.
    Connections {
        target: Theme
        function onHighContrastChanged() { Qt.callLater(rc.fill) }
    }
    Component.onCompleted: fill()

    function pct(x) { return Math.round(x * 1000) / 10 }
    function shortName(s) { return s.length > 16 ? s.substring(0, 15) + "…" : s }
    function niceMax(v) {
        if (v <= 0) return 1
        var p = Math.pow(10, Math.floor(Math.log(v) / Math.LN10)), m = v / p
        return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p
    }

    function fill() {
        var n = series.length
        placeLine.clear(); deltaLine.clear(); winLine.clear(); dealLine.clear()
        for (var i = 0; i < n; ++i) {
            var g = series[i]
            placeLine.append(i + 1, g.place)
            deltaLine.append(i + 1, g.delta)
            winLine.append(i + 1, pct(g.winRateAvg))
            dealLine.append(i + 1, pct(g.dealInRateAvg))
        }
        var xmax = Math.max(2, n)
        placeX.max = xmax; rateX.max = xmax
        var lo = r.deltaMin !== undefined ? r.deltaMin : 0, hi = r.deltaMax !== undefined ? r.deltaMax : 0
        var span = niceMax(Math.max(Math.abs(lo), Math.abs(hi), 1))
        deltaY.min = lo < 0 ? -span : 0
        deltaY.max = hi > 0 ? span : (lo < 0 ? 0 : span)
        var rmax = 0
        for (i = 0; i < n; ++i) rmax = Math.max(rmax, pct(series[i].winRateAvg), pct(series[i].dealInRateAvg))
        rateY.max = Math.max(10, Math.ceil(rmax / 10) * 10)

        var values = r.winValues || [], cats = [], counts = [], cmax = 1
        for (i = 0; i < values.length; ++i) { cats.push(String(values[i].value)); counts.push(values[i].count); cmax = Math.max(cmax, values[i].count) }
        valueBars.clear()
        valueX.categories = cats.length ? cats : [""]
        valueY.max = Math.max(2, cmax)
        if (cats.length) { var vs = valueBars.append(qsTr("Wins"), counts); vs.color = Theme.gold; vs.borderColor = Theme.gold }

        // The most won at the top: a horizontal bar chart draws its first category lowest.
        var fans = (r.fans || []).slice(0, 8).reverse(), fcats = [], fcounts = [], fmax = 1
        for (i = 0; i < fans.length; ++i) { fcats.push(shortName(fans[i].name)); fcounts.push(fans[i].count); fmax = Math.max(fmax, fans[i].count) }
        fanBars.clear()
        fanY.categories = fcats.length ? fcats : [""]
        fanX.max = Math.max(2, fmax)
        if (fcats.length) { var fs = fanBars.append(qsTr("Hands won"), fcounts); fs.color = Theme.seatColors[1]; fs.borderColor = Theme.seatColors[1] }
    }

    // What a screen reader says for each chart: its figures in words.
    function lastOf(key, count) {
        var out = []
        for (var i = Math.max(0, series.length - count); i < series.length; ++i) out.push(series[i][key])
        return out.join(", ")
    }

    component Chart: ChartView {
        antialiasing: true
        backgroundColor: Theme.plate
        backgroundRoundness: 8 * rc.unit
        plotAreaColor: "transparent"
        titleColor: Theme.gold
        titleFont.family: Theme.uiFont
        titleFont.pixelSize: Math.max(9, 14 * rc.unit)
        titleFont.bold: true
        legend.labelColor: Theme.text
        legend.font.family: Theme.uiFont
        legend.font.pixelSize: Math.max(8, 11 * rc.unit)
        legend.alignment: Qt.AlignBottom
        margins.top: 2; margins.bottom: 2; margins.left: 2; margins.right: 2
        Accessible.role: Accessible.Chart
        Accessible.ignored: false
    }
    component Axis: ValueAxis {
        labelsColor: Theme.textDim
        labelsFont.family: Theme.uiFont
        labelsFont.pixelSize: Math.max(8, 11 * rc.unit)
        gridLineColor: Qt.rgba(1, 1, 1, Theme.highContrast ? 0.35 : 0.12)
        color: Theme.panelLine
        labelFormat: "%d"
    }
    component Categories: BarCategoryAxis {
        labelsColor: Theme.textDim
        labelsFont.family: Theme.uiFont
        labelsFont.pixelSize: Math.max(8, 11 * rc.unit)
        gridLineColor: Qt.rgba(1, 1, 1, Theme.highContrast ? 0.35 : 0.12)
        color: Theme.panelLine
    }

    Grid {
        anchors.fill: parent
        columns: 2
        spacing: rc.gap
        readonly property real cw: (width - rc.gap) / 2
        readonly property real ch: (height - rc.gap) / 2

        Chart {
            id: placeChart
            objectName: "placeChart"
            width: parent.cw; height: parent.ch
            title: qsTr("Placement and score per game")
            Accessible.name: qsTr("Chart: placement and score per game, %1 games; the last places: %2; the last score changes: %3")
                             .arg(rc.series.length).arg(rc.lastOf("place", 5)).arg(rc.lastOf("delta", 5))
            Axis { id: placeX; min: 1; max: 2; tickType: ValueAxis.TicksDynamic; tickInterval: Math.max(1, Math.ceil(max / 8)); tickAnchor: 1 }
            Axis { id: placeY; min: 1; max: 4; reverse: true; tickCount: 4; labelFormat: "%.0f" }
            Axis { id: deltaY; min: -1; max: 1; tickCount: 5; labelFormat: "%+d" }
            LineSeries {
                id: placeLine
                objectName: "placeLine"
                name: qsTr("Place")
                axisX: placeX
                axisY: placeY
                color: Theme.gold
                width: Math.max(2, 2.5 * rc.unit)
                pointsVisible: true
            }
            LineSeries {
                id: deltaLine
                objectName: "deltaLine"
                name: qsTr("Score change")
                axisX: placeX
                axisYRight: deltaY
                color: Theme.seatColors[1]
                width: Math.max(1.5, 2 * rc.unit)
                style: Qt.DashLine
                pointsVisible: true
            }
        }
        Chart {
            id: rateChart
            objectName: "rateChart"
            width: parent.cw; height: parent.ch
            title: qsTr("Win and deal-in rates (%, moving average)")
            Accessible.name: qsTr("Chart: win rate %1%, deal-in rate %2% (moving averages over the last games)")
                             .arg(rc.series.length ? rc.pct(rc.series[rc.series.length - 1].winRateAvg) : 0)
                             .arg(rc.series.length ? rc.pct(rc.series[rc.series.length - 1].dealInRateAvg) : 0)
            Axis { id: rateX; min: 1; max: 2; tickType: ValueAxis.TicksDynamic; tickInterval: Math.max(1, Math.ceil(max / 8)); tickAnchor: 1 }
            Axis { id: rateY; min: 0; max: 50; tickCount: 6 }
            LineSeries {
                id: winLine
                objectName: "winLine"
                name: qsTr("Win rate")
                axisX: rateX
                axisY: rateY
                color: Theme.positive
                width: Math.max(2, 2.5 * rc.unit)
            }
            LineSeries {
                id: dealLine
                objectName: "dealLine"
                name: qsTr("Deal-in rate")
                axisX: rateX
                axisY: rateY
                color: Theme.negative
                width: Math.max(2, 2.5 * rc.unit)
                style: Qt.DashLine
            }
        }
        Chart {
            id: valueChart
            objectName: "valueChart"
            width: parent.cw; height: parent.ch
            title: qsTr("Win values (%1)").arg(rc.r.unitWord || "")
            legend.visible: false
            Accessible.name: {
                var parts = [], v = rc.r.winValues || []
                for (var i = 0; i < v.length; ++i) parts.push(qsTr("%1 %2: %3 wins").arg(v[i].value).arg(rc.r.unitWord || "").arg(v[i].count))
                return qsTr("Chart: win values. %1").arg(parts.length ? parts.join("; ") : qsTr("no wins yet"))
            }
            BarSeries {
                id: valueBars
                axisX: Categories { id: valueX }
                axisY: Axis { id: valueY; min: 0; max: 2; tickType: ValueAxis.TicksDynamic; tickInterval: Math.max(1, Math.ceil(max / 5)) }
            }
        }
        Chart {
            id: fanChart
            objectName: "fanChart"
            width: parent.cw; height: parent.ch
            title: qsTr("Fans and yaku won most")
            legend.visible: false
            Accessible.name: {
                var parts = [], f = (rc.r.fans || []).slice(0, 8)
                for (var i = 0; i < f.length; ++i) parts.push(qsTr("%1: %2 hands").arg(f[i].name).arg(f[i].count))
                return qsTr("Chart: fans and yaku won most. %1").arg(parts.length ? parts.join("; ") : qsTr("no wins yet"))
            }
            HorizontalBarSeries {
                id: fanBars
                axisY: Categories { id: fanY }
                axisX: Axis { id: fanX; min: 0; max: 2; tickType: ValueAxis.TicksDynamic; tickInterval: Math.max(1, Math.ceil(max / 5)) }
            }
        }
    }
}
