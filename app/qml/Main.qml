import QtQuick
import QtQuick.Controls.Basic
import Quetai

// The main window. Launch options come from the command line
// (app/gui/launchoptions.h) as initial properties; with --ruleset the game
// starts at once, with --screenshot it is played on to the moment asked for.
ApplicationWindow {
    id: window
    width: 1280
    height: 800
    minimumWidth: 640
    minimumHeight: 480
    visible: true
    title: "Quetai 雀台"
    color: Theme.feltEdge

    property string appVersion: ""
    property string rulesetId: ""
    property string seed: ""          // a decimal string: seeds are 64-bit
    property var seats: []
    property real speed: -1           // -1: from Settings
    property string screenshotAt: "start"
    property bool screenshot: false
    property string page: ""          // --page: the screen to open first
    property bool resume: false       // --continue: the saved game
    property string replayFile: ""    // --replay FILE
    property bool practice: false     // --practice (with --ruleset)
    property string screen: "start"   // start | newgame | rules | settings | game | replay | calculator | record | drills | online
    property string lang: ""          // --lang: the language for this run, Settings keep theirs
    property string returnTo: "start"
    property string gamesDir: ""      // --games DIR: the folder Record and Drills read
    // A screenshot waits while the screen shown still reads in the background.
    readonly property bool screenshotBusy: (screen === "record" && (record.loading || !record.loaded))
                                           || (screen === "drills" && (drills.loading || !drills.loaded || drills.checking
                                                                       || (screenshotAt === "answer" && drills.count > 0 && !drills.answered)))
    readonly property bool screenshotSettle: screen === "record" || screen === "drills"
    property string joinAddress: ""   // --join HOST:PORT
    property string joinName: ""      // --name
    property string onlineDemo: ""    // --online-demo: lobby | agree | table | reconnecting

    // One unit per pixel of the 1280x800 design size.
    readonly property real unit: Math.min(width / 1280, height / 800)

    palette.window: Theme.highContrast ? "#000000" : "#0d2519"
    palette.windowText: Theme.text
    palette.base: Theme.highContrast ? "#000000" : "#10281c"
    palette.alternateBase: "#16342a"
    palette.text: Theme.text
    palette.button: Theme.highContrast ? "#000000" : "#1c3d2b"
    palette.buttonText: Theme.text
    palette.highlight: Theme.highContrast ? Theme.focusRing : Theme.goldDeep
    palette.highlightedText: Theme.ink
    palette.light: "#2d5a42"
    palette.midlight: "#24503a"
    palette.mid: "#1a3a2a"
    palette.dark: Theme.highContrast ? "#ffffff" : Theme.gold
    palette.placeholderText: Theme.textDim

    AppSettings { id: settings; objectName: "settings" }
    Binding { target: Theme; property: "animate"; value: !window.screenshot && game.speed > 0 }
    Binding { target: Theme; property: "highContrast"; value: settings.theme === "contrast" }
    // Keyboard use: a screen that opens takes the keys, its first control
    // focused (the table handles its own keys, GameScreen.qml).
    onScreenChanged: Qt.callLater(focusScreen)
    function focusScreen() {
        var s = { start: startScreen, newgame: newGameScreen, rules: rulesScreen, settings: settingsScreen,
                  game: gameScreen, replay: replayScreen, calculator: calculatorScreen,
                  record: recordScreen, drills: drillScreen, online: onlineScreen }[window.screen]
        if (!s || !s.visible) return
        if (s === gameScreen || s === replayScreen || s === calculatorScreen || s === drillScreen) { s.forceActiveFocus(); return }
        var first = s.nextItemInFocusChain(true)
        if (first && s.visible) first.forceActiveFocus(Qt.TabFocusReason)
    }
    GameController {
        id: game
        objectName: "game"
        speed: window.speed >= 0 ? window.speed : settings.speed
        claimSeconds: settings.claimSeconds
    }

    // Play online (OnlineScreen.qml): the lobby hands the dealt game to the
    // same controller and table screen as a local game.
    OnlineLobby {
        id: lobby
        objectName: "lobby"
        game: game
        onTableStarted: window.show("game")
        // Quit between hands, or the table closed: back to the lobby, unless
        // the game's end is on the screen (its standings stay to be read).
        onBackInLobby: if (window.screen === "game" && !game.gameOver) { game.quitGame(); window.show("online") }
    }
    function leaveOnline() {
        lobby.leave()
        game.quitGame()
        window.show("online")
    }

    function show(s) {
        if (s === "rules" || s === "settings") returnTo = screen
        screen = s
        if (s === "start") startScreen.canContinue = game.checkSave()
        // Each visit reads the games again: one finished since shows at once.
        if (s === "record") record.refresh()
        if (s === "drills") drills.load()
    }
    function launchGame() {
        var seatList = []
        for (var i = 0; i < 4; ++i) {
            var k = window.seats.length === 4 ? window.seats[i] : (i === 0 ? "human" : "bot")
            seatList.push({ human: k === "human", name: "", level: k === "human" || k === "bot" ? game.defaultBotLevel() : k })
        }
        return game.newGame({ ruleset: window.rulesetId, options: {}, seats: seatList, handLimit: 0, seed: window.seed, practice: window.practice })
    }

    Felt {
        anchors.fill: parent
        frame: window.screen === "start"
        scaleFactor: window.unit
    }

    StartScreen {
        id: startScreen
        anchors.fill: parent
        // The saved-game notice sits at the top: the title and menu are
        // centred, a little smaller, in the space below it rather than under it.
        anchors.topMargin: saveNotice.visible ? saveNotice.y + saveNotice.height + 8 * window.unit : 0
        visible: window.screen === "start"
        unit: saveNotice.visible ? window.unit * 0.85 : window.unit
        version: window.appVersion
        onNewGameRequested: { newGameScreen.online = false; newGameScreen.reset(); window.show("newgame") }
        onOnlineRequested: window.show("online")
        onContinueRequested: if (game.continueGame()) window.show("game"); else window.show("start")
        onReplaysRequested: window.show("replay")
        onRulesRequested: window.show("rules")
        onCalculatorRequested: window.show("calculator")
        onRecordRequested: window.show("record")
        onDrillsRequested: window.show("drills")
        onSettingsRequested: window.show("settings")
        onQuitRequested: Qt.quit()
    }
    NewGameScreen {
        id: newGameScreen
        objectName: "newGameScreen"
        anchors.fill: parent
        visible: window.screen === "newgame"
        game: game
        settings: settings
        unit: window.unit
        onStarted: window.show("game")
        onCreateRequested: (cfg) => { lobby.createTable(cfg); newGameScreen.online = false; window.show("online") }
        onBack: { var wasOnline = newGameScreen.online; newGameScreen.online = false; window.show(wasOnline ? "online" : "start") }
    }
    OnlineScreen {
        id: onlineScreen
        objectName: "onlineScreen"
        anchors.fill: parent
        visible: window.screen === "online"
        lobby: lobby
        game: game
        settings: settings
        newGame: newGameScreen
        unit: window.unit
        onCreateRequested: { newGameScreen.online = true; newGameScreen.reset(); window.show("newgame") }
        onBack: window.show("start")
    }
    RulesScreen {
        id: rulesScreen
        objectName: "rulesScreen"
        anchors.fill: parent
        visible: window.screen === "rules"
        game: game
        settings: settings
        unit: window.unit
        onBack: window.screen = window.returnTo
    }
    SettingsScreen {
        id: settingsScreen
        anchors.fill: parent
        visible: window.screen === "settings"
        settings: settings
        unit: window.unit
        onBack: window.screen = window.returnTo
    }
    CalculatorScreen {
        id: calculatorScreen
        objectName: "calculatorScreen"
        anchors.fill: parent
        visible: window.screen === "calculator"
        focus: visible
        settings: settings
        unit: window.unit
        onBack: window.show("start")
    }
    RecordController {
        id: record
        objectName: "record"
        // Screenshots show the record as it is, not a review under way.
        autoReview: !window.screenshot
    }
    RecordScreen {
        id: recordScreen
        objectName: "recordScreen"
        anchors.fill: parent
        visible: window.screen === "record"
        record: record
        unit: window.unit
        onBack: { record.stopReview(); window.show("start") }
    }
    DrillController {
        id: drills
        objectName: "drills"
        player: record.player
        keepResults: !window.screenshot
        // --screenshot-at answer: the first position answered as the Strong bot would.
        onChanged: if (window.screenshot && window.screenshotAt === "answer" && loaded && !loading && count > 0
                           && !answered && !checking) Qt.callLater(answerAsStrong)
    }
    DrillScreen {
        id: drillScreen
        objectName: "drillScreen"
        anchors.fill: parent
        visible: window.screen === "drills"
        focus: visible
        drills: drills
        settings: settings
        unit: window.unit
        onBack: window.show("start")
    }
    SaveNotice {
        id: saveNotice
        objectName: "saveNotice"
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.top
        anchors.topMargin: 18 * window.unit
        game: game
        unit: window.unit
        visible: window.screen === "start" && game.saveNotice.length > 0
    }
    ReplayController { id: replay; objectName: "replay" }
    ReplayScreen {
        id: replayScreen
        objectName: "replayScreen"
        anchors.fill: parent
        visible: window.screen === "replay"
        replay: replay
        unit: window.unit
        onBack: window.show("start")
    }
    GameScreen {
        id: gameScreen
        objectName: "gameScreen"
        anchors.fill: parent
        visible: window.screen === "game"
        focus: visible
        game: game
        settings: settings
        unit: window.unit
        onMenuRequested: if (game.online) window.leaveOnline(); else { game.quitGame(); window.show("start") }
        onRulesRequested: window.show("rules")
        onNewGameRequested: if (game.online) window.leaveOnline(); else { game.quitGame(); newGameScreen.reset(); window.show("newgame") }
        onSpeedRequested: (s) => { window.speed = -1; settings.speed = s }
    }

    Component.onCompleted: {
        if (window.screenshot) {
            // A demo or test run leaves the player's saved game and settings alone.
            game.saveEnabled = false
            settings.setPersistent(false)
        }
        if (window.gamesDir.length > 0) { record.folder = window.gamesDir; drills.folder = window.gamesDir }
        if (window.lang.length > 0) settings.useLanguageForThisRun(window.lang)
        settings.applyLanguage()
        startScreen.canContinue = game.checkSave()
        if (window.onlineDemo.length > 0) {
            window.screen = "online"
            lobby.demo(window.onlineDemo, window.joinName.length > 0 ? window.joinName : "Mei")
            return
        }
        if (window.joinAddress.length > 0) {
            window.screen = "online"
            if (window.joinName.length > 0) lobby.connectTo(window.joinAddress, window.joinName)
            onlineScreen.prefill(window.joinAddress, window.joinName)
            return
        }
        if (window.replayFile.length > 0) {
            replay.openFile(window.replayFile)
            window.screen = "replay"
            return
        }
        if (window.resume) {
            // --continue: the game as it was saved; with --screenshot-at a
            // later moment it is played on to that moment.
            if (window.screenshot) game.paused = true
            if (game.continueGame()) {
                window.screen = "game"
                if (window.screenshot) {
                    game.runUntil(window.screenshotAt)
                    if (window.screenshotAt === "breakdown") gameScreen.revealAll()
                }
            } else {
                console.warn("quetai: " + game.error)
            }
            return
        }
        if (window.page.length > 0 && window.rulesetId.length === 0) {
            if (window.page === "newgame") newGameScreen.reset()
            // A screenshot of the calculator shows a hand, not an empty page.
            if (window.page === "calculator" && window.screenshot) calculatorScreen.calc.loadExample(0)
            window.show(window.page)
        }
        if (window.rulesetId.length > 0) {
            if (launchGame()) {
                window.screen = "game"
                if (window.screenshot) {
                    game.runUntil(window.screenshotAt)
                    if (window.screenshotAt === "breakdown") gameScreen.revealAll()
                }
            } else {
                console.warn("quetai: " + game.error)
            }
        }
    }
}
