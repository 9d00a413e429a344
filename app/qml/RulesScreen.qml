import QtQuick
import QtQuick.Controls.Basic
import Quetai

// Each available ruleset's rules, readable in the app: its page
// (resources/rules/<id>.md, or <id>.<language>.md) and what the engine says about it (tile set,
// dead wall, calls, options with their defaults).
Item {
    id: rs
    property var game: null
    property var settings: null
    property real unit: 1
    // Fetched again when the language changes: the names come translated.
    readonly property string language: settings ? settings.language : ""
    readonly property var rulesets: { void language; return game ? game.rulesets() : [] }
    // The product's rulesets first; the engine's "test" ruleset last.
    property string current: {
        for (var i = 0; i < rulesets.length; ++i)
            if (rulesets[i].id !== "test") return rulesets[i].id
        return rulesets.length > 0 ? rulesets[0].id : ""
    }
    // The page in the table's language (resources/rules/<id>.<language>.md),
    // the English one with a note where there is none.
    readonly property var info: game && current ? game.rulesInfo(current, language) : ({})
    signal back()
    Keys.onEscapePressed: back()

    function factsText(f, opts) {
        if (!f) return ""
        var lines = []
        lines.push("### " + qsTr("At the table"))
        lines.push("- " + qsTr("%1 tiles%2").arg(f.tiles).arg(f.flowers ? qsTr(", flowers included") : ""))
        if (f.red) lines.push("- " + qsTr("%1 red fives").arg(f.red))
        lines.push("- " + (f.deadWall > 0 ? qsTr("A dead wall of %1 tiles").arg(f.deadWall) : qsTr("No dead wall")))
        if (f.jumpDeal) lines.push("- " + qsTr("The dealer starts with 14 tiles (4-4-4 and a jump)"))
        lines.push("- " + (f.chi ? qsTr("Chi, pon and kong may be called") : qsTr("Pon and kong may be called; no chi")))
        if (f.robKong) lines.push("- " + qsTr("An added kong may be robbed"))
        lines.push("- " + qsTr("Winning: %1 (self-drawn), %2 (on a discard)").arg(f.winTsumo).arg(f.winRon))
        lines.push("- " + qsTr("Scores start at %1").arg(f.startScore))
        if (opts && opts.length) {
            lines.push("")
            lines.push("### " + qsTr("Options"))
            for (var i = 0; i < opts.length; ++i) {
                var o = opts[i]
                var def = o.kind === "bool" ? (o.def ? qsTr("on") : qsTr("off")) : o.kind === "choice" ? o.choices[o.def] : o.def
                lines.push("- **" + o.nameEn + (o.nameZh ? " " + o.nameZh : "") + "** (" + qsTr("default %1").arg(def) + "): " + o.help)
            }
        }
        return lines.join("\n")
    }

    Panel {
        anchors.centerIn: parent
        width: Math.min(parent.width - 40 * rs.unit, 1180 * rs.unit)
        height: Math.min(parent.height - 40 * rs.unit, 760 * rs.unit)
        unit: rs.unit

        Column {
            id: list
            x: 24 * rs.unit; y: 24 * rs.unit
            width: 220 * rs.unit
            spacing: 8 * rs.unit
            Text { text: qsTr("Rules"); color: Theme.gold; font.family: Theme.titleFont; font.weight: Font.Bold; font.pixelSize: 30 * rs.unit }
            Repeater {
                model: rs.rulesets
                delegate: Rectangle {
                    width: list.width
                    height: 56 * rs.unit
                    radius: 10 * rs.unit
                    color: rs.current === modelData.id ? Qt.rgba(0.88, 0.74, 0.41, 0.22) : Qt.rgba(1, 1, 1, 0.05)
                    border.color: rs.current === modelData.id ? Theme.gold : "transparent"
                    // Keyboard: Tab reaches the list, the arrows walk it, Space or Enter opens a page.
                    activeFocusOnTab: true
                    Accessible.role: Accessible.PageTab
                    Accessible.name: modelData.nameEn + " " + modelData.nameZh
                    Accessible.onPressAction: rs.current = modelData.id
                    Keys.onSpacePressed: rs.current = modelData.id
                    Keys.onReturnPressed: rs.current = modelData.id
                    Keys.onDownPressed: nextItemInFocusChain(true).forceActiveFocus(Qt.TabFocusReason)
                    Keys.onUpPressed: nextItemInFocusChain(false).forceActiveFocus(Qt.BacktabFocusReason)
                    Rectangle {  // the keyboard focus ring
                        visible: parent.activeFocus
                        anchors.fill: parent
                        anchors.margins: -Theme.focusWidth - 1
                        radius: parent.radius + Theme.focusWidth
                        color: "transparent"
                        border.width: Theme.focusWidth
                        border.color: Theme.focusRing
                    }
                    Column {
                        anchors.verticalCenter: parent.verticalCenter
                        x: 14 * rs.unit
                        Text { text: modelData.nameZh; color: Theme.text; font.family: Theme.titleFont; font.weight: Font.Bold; font.pixelSize: 19 * rs.unit }
                        Text {
                            // The name in the table's language, unless it is the
                            // Chinese name above again (in Chinese it is).
                            visible: text !== modelData.nameZh
                            text: modelData.available ? modelData.nameEn : qsTr("%1 · coming").arg(modelData.nameEn)
                            color: Theme.textDim; font.family: Theme.uiFont; font.pixelSize: 13 * rs.unit
                        }
                    }
                    MouseArea {
                        anchors.fill: parent
                        // The keyboard's place follows the click (one ring, on the page shown).
                        onClicked: {
                            rs.current = modelData.id
                            parent.forceActiveFocus(Qt.MouseFocusReason)
                        }
                    }
                }
            }
        }
        ScrollView {
            id: scroll
            x: list.x + list.width + 28 * rs.unit
            y: 28 * rs.unit
            // The page on the left, the fan list beside it (FanList.qml).
            width: (parent.width - x - 28 * rs.unit) * (fans.count > 0 ? 0.56 : 1)
            height: parent.height - y - 80 * rs.unit
            clip: true
            contentWidth: availableWidth
            Text {
                objectName: "rulesText"
                width: scroll.availableWidth
                textFormat: Text.MarkdownText
                wrapMode: Text.WordWrap
                color: Theme.text
                linkColor: Theme.gold
                font.family: Theme.uiFont
                font.pixelSize: 16 * rs.unit
                text: (rs.info.text ? rs.info.text : "# " + (rs.info.nameZh || "") + " " + (rs.info.nameEn || ""))
                      + "\n\n" + (rs.info.available === false
                                   ? "*" + qsTr("Not playable yet: this ruleset is still being built.") + "*"
                                   : rs.factsText(rs.info.facts, rs.info.options))
            }
        }
        FanList {
            id: fans
            objectName: "fanList"
            x: scroll.x + scroll.width + 20 * rs.unit
            y: scroll.y
            width: parent.width - x - 24 * rs.unit
            height: scroll.height
            visible: count > 0
            game: rs.game
            rulesetId: rs.info.available === false ? "" : rs.current
            unit: rs.unit
            chinese: rs.settings ? rs.settings.chinese : false
            language: rs.language
        }
        TextButton {
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.margins: 22 * rs.unit
            unit: rs.unit
            accent: true
            text: qsTr("Back")
            onClicked: rs.back()
        }
    }
}
