import QtQuick
import QtMultimedia

// The table's sound cues: the project's own sounds (resources/sounds/,
// made by make_sounds.py), one per kind of moment. GameController emits
// soundCue(); this plays it when Settings → Sound is on. Without an audio
// output the cues are counted but nothing is sent to Qt Multimedia: the
// sound effects are not even created, so a headless run stays quiet.
Item {
    id: sounds
    property bool enabled: true
    property real volume: 0.6
    // The last cue played and how many (tests read them; nothing plays while disabled).
    property string lastPlayed: ""
    property int played: 0
    readonly property var cues: ["discard", "call", "declare", "flower", "win", "draw", "turn"]
    readonly property bool hasOutput: devices.audioOutputs.length > 0

    MediaDevices { id: devices }

    function play(cue) {
        if (!enabled || cues.indexOf(cue) < 0) return
        if (effects.item) effects.item.play(cue)
        lastPlayed = cue
        played += 1
    }

    Loader {
        id: effects
        active: sounds.hasOutput
        sourceComponent: Item {
            function play(cue) {
                var fx = { "discard": discardFx, "call": callFx, "declare": declareFx, "flower": flowerFx,
                           "win": winFx, "draw": drawFx, "turn": turnFx }[cue]
                if (fx) fx.play()
            }
            SoundEffect { id: discardFx; source: "qrc:/sounds/discard.wav"; volume: sounds.volume }
            SoundEffect { id: callFx; source: "qrc:/sounds/call.wav"; volume: sounds.volume }
            SoundEffect { id: declareFx; source: "qrc:/sounds/declare.wav"; volume: sounds.volume }
            SoundEffect { id: flowerFx; source: "qrc:/sounds/flower.wav"; volume: sounds.volume }
            SoundEffect { id: winFx; source: "qrc:/sounds/win.wav"; volume: sounds.volume }
            SoundEffect { id: drawFx; source: "qrc:/sounds/draw.wav"; volume: sounds.volume }
            SoundEffect { id: turnFx; source: "qrc:/sounds/turn.wav"; volume: sounds.volume * 0.7 }
        }
    }
}
