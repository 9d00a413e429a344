import QtQuick
import QtQuick.Controls.Basic
import Quetai

// The player's record over this computer's saved games (RecordController,
// ai/record.h): per ruleset and player, over every game or the last N, the
// figures on the left and Qt Charts on the right. Games not reviewed yet
// are reviewed in the background with a progress bar; Export writes the
// record as CSV and the charts as PNG to a folder it names.
Item {
    id: rs
    property var record: null
    property real unit: 1
    signal back()
    readonly property var r: record ? record.record : ({})
    readonly property bool has: r.games !== undefined && r.games > 0
    property string exportNote: ""

    Keys.onEscapePressed: rs.back()

    function pct(x) { return (Math.round(x * 1000) / 10).toFixed(1) + "%" }
    function fixed(x, d) { return Number(x).toFixed(d) }
    function placeWord(i) { return [qsTr("1st"), qsTr("2nd"), qsTr("3rd"), qsTr("4th")][i] }
    function placesText() {
        var p = r.places || [], out = []
        for (var i = 0; i < p.length; ++i) out.push(placeWord(i) + " " + (Math.round(p[i] * 10) / 10))
        return out.join(" · ")
    }
    function figures() {
        if (!has) return []
        var rows = []
        rows.push([qsTr("Games"), qsTr("%1 (%2 hands)").arg(r.games).arg(r.hands)])
        rows.push([qsTr("Average placement"), fixed(r.placeAverage, 2)])
        rows.push([qsTr("Placements"), placesText()])
        rows.push([qsTr("Win rate"), pct(r.winRate)])
        rows.push([qsTr("Deal-in rate"), pct(r.dealInRate)])
        rows.push([qsTr("Self-drawn wins"), pct(r.selfDrawShare)])
        rows.push([qsTr("Call rate"), pct(r.callRate)])
        if (r.hasDeclaration) rows.push([qsTr("Declaration rate (%1)").arg(r.declarationWord), pct(r.declarationRate)])
        rows.push([qsTr("Average win"), qsTr("%1 %2 · %3 points").arg(fixed(r.winValueAverage, 1)).arg(r.unitWord).arg(Math.round(r.winPointsAverage))])
        rows.push([qsTr("Average deal-in"), qsTr("%1 %2 · %3 points").arg(fixed(r.dealInValueAverage, 1)).arg(r.unitWord).arg(Math.round(r.dealInPointsAverage))])
        rows.push([qsTr("Agreement with the Strong bot"),
                   r.agreement < 0 ? qsTr("not reviewed yet")
                                   : qsTr("%1 (%2 of %3 decisions; %4 of %5 games reviewed)").arg(pct(r.agreement)).arg(r.agreed)
                                     .arg(r.decisions).arg(r.reviewedGames).arg(r.reviewedGames + r.unreviewedGames)])
        var fans = r.fans || [], names = []
        for (var i = 0; i < fans.length && i < 3; ++i) names.push(qsTr("%1 (%2)").arg(fans[i].name).arg(fans[i].count))
        rows.push([qsTr("Won most"), names.length ? names.join(", ") : qsTr("no wins yet")])
        return rows
    }

    function exportAll() {
        exportNote = ""
        if (!charts) return
        var dir = record.exportRecord()
        if (dir.length === 0) return
        var left = charts.charts.length
        for (var i = 0; i < charts.charts.length; ++i) saveChart(dir, charts.charts[i], charts.chartNames[i], function () {
            if (--left === 0) exportNote = qsTr("Saved in %1: record.csv, games.csv and %2 charts (PNG).").arg(dir).arg(charts.charts.length)
        })
    }
    function saveChart(dir, item, name, done) {
        var ok = item.grabToImage(function (result) {
            record.chartSaved(name + ".png", result.saveToFile(dir + "/" + name + ".png"))
            done()
        })
        if (!ok) { record.chartSaved(name + ".png", false); done() }
    }

    // --- header ---
    Column {
        id: header
        x: 24 * rs.unit
        y: 14 * rs.unit
        width: rs.width - 48 * rs.unit
        spacing: 8 * rs.unit
        Item {
            width: parent.width
            height: backButton.height
            Text {
                id: title
                anchors.verticalCenter: parent.verticalCenter
                objectName: "recordTitle"
                width: parent.width - buttons.width - 16 * rs.unit
                elide: Text.ElideRight
                text: rs.record && rs.record.shownPlayer.length > 0 ? qsTr("Record of %1").arg(rs.record.shownPlayer) : qsTr("Record")
                color: Theme.gold
                font.family: Theme.titleFont
                font.weight: Font.Bold
                font.pixelSize: 28 * rs.unit
            }
            Row {
                id: buttons
                anchors.right: parent.right
                spacing: 8 * rs.unit
                TextButton {
                    objectName: "recordExport"
                    unit: rs.unit * 0.8
                    enabled: rs.has
                    text: qsTr("Export")
                    onClicked: rs.exportAll()
                }
                TextButton { id: backButton; objectName: "recordBack"; unit: rs.unit * 0.8; text: qsTr("Back"); onClicked: rs.back() }
            }
        }
        // Rulesets with games, how many games, whose record.
        Flow {
            width: parent.width
            spacing: 6 * rs.unit
            Repeater {
                model: rs.record ? rs.record.rulesets : []
                TextButton {
                    objectName: "recordRuleset_" + modelData.id
                    unit: rs.unit * 0.7
                    accent: rs.r.ruleset === modelData.id
                    text: modelData.name
                    Accessible.name: accent ? qsTr("%1, shown").arg(modelData.name) : modelData.name
                    onClicked: rs.record.ruleset = modelData.id
                }
            }
            Item { width: 12 * rs.unit; height: 1 }
            Repeater {
                model: [0, 10, 50, 100]
                TextButton {
                    objectName: "recordLast_" + modelData
                    unit: rs.unit * 0.7
                    accent: rs.record && rs.record.last === modelData
                    text: modelData === 0 ? qsTr("All games") : qsTr("Last %1").arg(modelData)
                    onClicked: { rs.record.last = modelData; rs.record.refresh() }
                }
            }
            Item { width: 12 * rs.unit; height: 1 }
            ComboBox {
                id: playerBox
                objectName: "recordPlayer"
                visible: rs.record && rs.record.players.length > 1
                width: 200 * rs.unit
                height: 35 * rs.unit
                font.family: Theme.uiFont
                font.pixelSize: 14 * rs.unit
                Accessible.name: qsTr("Player: %1").arg(displayText)
                model: {
                    var out = []
                    var ps = rs.record ? rs.record.players : []
                    for (var i = 0; i < ps.length; ++i) out.push(ps[i].name)
                    return out
                }
                currentIndex: model.indexOf(rs.record ? rs.record.shownPlayer : "")
                onActivated: (i) => { rs.record.player = model[i]; rs.record.refresh() }
                Rectangle {  // the keyboard focus ring, as on the buttons
                    visible: parent.visualFocus
                    anchors.fill: parent
                    anchors.margins: -Theme.focusWidth - 1
                    radius: Theme.focusWidth
                    color: "transparent"
                    border.width: Theme.focusWidth
                    border.color: Theme.focusRing
                }
            }
        }
        // The background review, what was left out and why.
        Row {
            spacing: 10 * rs.unit
            width: parent.width
            visible: statusText.text.length > 0
            ProgressBar {
                id: reviewBar
                objectName: "reviewProgress"
                visible: rs.record && rs.record.reviewing
                anchors.verticalCenter: parent.verticalCenter
                width: 160 * rs.unit
                from: 0
                to: rs.record ? Math.max(1, rs.record.reviewTotal) : 1
                value: rs.record ? rs.record.reviewDone : 0
                Accessible.name: statusText.text
            }
            Text {
                id: statusText
                objectName: "recordStatus"
                width: parent.width - (reviewBar.visible ? reviewBar.width + 10 * rs.unit : 0)
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
                color: Theme.textDim
                font.family: Theme.uiFont
                font.pixelSize: 14 * rs.unit
                text: {
                    if (!rs.record) return ""
                    var parts = []
                    if (rs.record.loading && !rs.record.loaded) parts.push(qsTr("Reading the saved games…"))
                    if (rs.record.reviewing)
                        parts.push(qsTr("The Strong bot is reviewing your games: %1 of %2 done").arg(rs.record.reviewDone).arg(rs.record.reviewTotal))
                    else if (rs.record.unreviewed > 0)
                        parts.push(qsTr("%1 games not reviewed yet").arg(rs.record.unreviewed))
                    if (rs.record.skipped.length > 0)
                        parts.push(qsTr("Left out, not usable as games: %1 (first: %2, %3)")
                                   .arg(rs.record.skipped.length).arg(rs.record.skipped[0].file).arg(rs.record.skipped[0].message))
                    if (rs.record.error.length > 0) parts.push(rs.record.error)
                    return parts.join(" · ")
                }
            }
        }
    }

    // --- nothing to show ---
    Text {
        objectName: "recordEmpty"
        visible: rs.record && rs.record.loaded && !rs.has
        anchors.centerIn: parent
        width: Math.min(rs.width - 80 * rs.unit, 700 * rs.unit)
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        text: qsTr("No finished games yet. The games you finish are kept on this computer, and your record is made from them.")
        color: Theme.text
        font.family: Theme.uiFont
        font.pixelSize: 18 * rs.unit
    }

    // --- the figures ---
    Rectangle {
        id: figuresPanel
        visible: rs.has
        x: 24 * rs.unit
        y: header.y + header.height + 12 * rs.unit
        width: Math.min(360 * rs.unit, rs.width * 0.32)
        height: rs.height - y - 16 * rs.unit
        radius: 8 * rs.unit
        color: Theme.plate
        border.color: Theme.plateLine
        border.width: Theme.highContrast ? 2 : 1
        Flickable {
            id: figuresFlick
            anchors.fill: parent
            anchors.margins: 12 * rs.unit
            clip: true
            contentHeight: figuresColumn.height
            boundsBehavior: Flickable.StopAtBounds
            Column {
                id: figuresColumn
                objectName: "recordFigures"
                width: figuresFlick.width
                spacing: 7 * rs.unit
                Text {
                    width: parent.width
                    elide: Text.ElideRight
                    text: rs.r.name || ""
                    color: Theme.gold
                    font.family: Theme.uiFont
                    font.weight: Font.Bold
                    font.pixelSize: 17 * rs.unit
                }
                Repeater {
                    model: rs.figures()
                    Column {
                        objectName: "recordFigure"
                        width: figuresColumn.width
                        Accessible.role: Accessible.StaticText
                        Accessible.name: modelData[0] + ": " + modelData[1]
                        Text {
                            width: parent.width
                            wrapMode: Text.Wrap
                            text: modelData[0]
                            color: Theme.textDim
                            font.family: Theme.uiFont
                            font.pixelSize: 12 * rs.unit
                        }
                        Text {
                            objectName: "recordValue"
                            width: parent.width
                            wrapMode: Text.Wrap
                            text: modelData[1]
                            color: Theme.text
                            font.family: Theme.uiFont
                            font.weight: Font.Medium
                            font.pixelSize: 15 * rs.unit
                        }
                    }
                }
            }
        }
    }

    // --- the charts (Qt Charts loads when the screen is first shown, not
    // with every start of the program) ---
    Loader {
        id: chartsLoader
        objectName: "recordCharts"
        active: rs.visible || status === Loader.Ready
        visible: rs.has
        x: figuresPanel.x + figuresPanel.width + 14 * rs.unit
        y: figuresPanel.y
        width: rs.width - x - 24 * rs.unit
        height: figuresPanel.height - (exportLine.visible ? exportLine.height + 6 * rs.unit : 0)
        source: "RecordCharts.qml"
        onLoaded: { item.unit = Qt.binding(() => rs.unit); item.r = Qt.binding(() => rs.r) }
    }
    readonly property var charts: chartsLoader.item

    TextEdit {
        id: exportLine
        objectName: "recordExportPath"
        visible: text.length > 0
        anchors.left: chartsLoader.left
        anchors.right: chartsLoader.right
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 12 * rs.unit
        readOnly: true
        selectByMouse: true
        wrapMode: TextEdit.Wrap
        Accessible.role: Accessible.StaticText
        Accessible.name: text
        text: rs.record && rs.record.exportError.length > 0 ? rs.record.exportError : rs.exportNote
        color: rs.record && rs.record.exportError.length > 0 ? Theme.negative : Theme.text
        selectionColor: Theme.gold
        font.family: Theme.uiFont
        font.pixelSize: 13 * rs.unit
    }
}
