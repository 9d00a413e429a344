<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>A11y</name>
    <message>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message>
        <source>South</source>
        <translation>South</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <source>face-down tile</source>
        <translation>face-down tile</translation>
    </message>
    <message>
        <source>East wind</source>
        <translation>East wind</translation>
    </message>
    <message>
        <source>South wind</source>
        <translation>South wind</translation>
    </message>
    <message>
        <source>West wind</source>
        <translation>West wind</translation>
    </message>
    <message>
        <source>North wind</source>
        <translation>North wind</translation>
    </message>
    <message>
        <source>White dragon</source>
        <translation>White dragon</translation>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>Green dragon</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>Red dragon</translation>
    </message>
    <message>
        <source>Spring flower</source>
        <translation>Spring flower</translation>
    </message>
    <message>
        <source>Summer flower</source>
        <translation>Summer flower</translation>
    </message>
    <message>
        <source>Autumn flower</source>
        <translation>Autumn flower</translation>
    </message>
    <message>
        <source>Winter flower</source>
        <translation>Winter flower</translation>
    </message>
    <message>
        <source>Plum flower</source>
        <translation>Plum flower</translation>
    </message>
    <message>
        <source>Orchid flower</source>
        <translation>Orchid flower</translation>
    </message>
    <message>
        <source>Chrysanthemum flower</source>
        <translation>Chrysanthemum flower</translation>
    </message>
    <message>
        <source>Bamboo flower</source>
        <translation>Bamboo flower</translation>
    </message>
    <message>
        <source>red 5 characters</source>
        <translation>red 5 characters</translation>
    </message>
    <message>
        <source>red 5 dots</source>
        <translation>red 5 dots</translation>
    </message>
    <message>
        <source>red 5 bamboo</source>
        <translation>red 5 bamboo</translation>
    </message>
    <message>
        <source>%1 characters</source>
        <translation>%1 characters</translation>
    </message>
    <message>
        <source>%1 dots</source>
        <translation>%1 dots</translation>
    </message>
    <message>
        <source>%1 bamboo</source>
        <translation>%1 bamboo</translation>
    </message>
    <message>
        <source>concealed kong of %1</source>
        <translation>concealed kong of %1</translation>
    </message>
    <message>
        <source>unknown seat</source>
        <translation>unknown seat</translation>
    </message>
    <message>
        <source>chi of %1 from %2</source>
        <translation>chi of %1 from %2</translation>
    </message>
    <message>
        <source>pon of %1 from %2</source>
        <translation>pon of %1 from %2</translation>
    </message>
    <message>
        <source>added kong of %1 from %2</source>
        <translation>added kong of %1 from %2</translation>
    </message>
    <message>
        <source>kong of %1 from %2</source>
        <translation>kong of %1 from %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>Pon</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>Chi</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>Kong</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Call anyway</source>
        <translation>Call anyway</translation>
    </message>
    <message>
        <source>Don&apos;t call</source>
        <translation>Don&apos;t call</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Skip</translation>
    </message>
</context>
<context>
    <name>BreakdownPanel</name>
    <message>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message>
        <source>South</source>
        <translation>South</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <source>%1 wins by %2</source>
        <translation>%1 wins by %2</translation>
    </message>
    <message>
        <source>%1 wins by %2 from %3</source>
        <translation>%1 wins by %2 from %3</translation>
    </message>
    <message>
        <source>The wall is exhausted</source>
        <translation>The wall is exhausted</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>%1 winners</source>
        <translation>%1 winners</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Next step</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Show all</translation>
    </message>
    <message>
        <source>Next winner</source>
        <translation>Next winner</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Payments</translation>
    </message>
    <message>
        <source>No payments</source>
        <translation>No payments</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Before</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <source>After</source>
        <translation>After</translation>
    </message>
    <message>
        <source>The other hands</source>
        <translation>The other hands</translation>
    </message>
    <message>
        <source>The hands</source>
        <translation>The hands</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>ready</translation>
    </message>
    <message>
        <source>Review my play</source>
        <translation>Review my play</translation>
    </message>
    <message>
        <source>%1 stops: end the game</source>
        <translation>%1 stops: end the game</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Final standings</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Next hand</translation>
    </message>
    <message>
        <source>Abortive draw</source>
        <translation>Abortive draw</translation>
    </message>
    <message>
        <source>The hand ended by the rule %1.</source>
        <translation>The hand ended by the rule %1.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>Running total</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>Who pays whom</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Amount</translation>
    </message>
    <message>
        <source>— stands for no player: money paid in from nobody (a bonus) or out to nobody (a loss to the table).</source>
        <translation>— stands for no player: money paid in from nobody (a bonus) or out to nobody (a loss to the table).</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>You win by %1</source>
        <translation>You win by %1</translation>
    </message>
    <message>
        <source>You win by %1 from %2</source>
        <translation>You win by %1 from %2</translation>
    </message>
    <message>
        <source>%1 wins by %2 from you</source>
        <translation>%1 wins by %2 from you</translation>
    </message>
    <message>
        <source>End the game here</source>
        <translation>End the game here</translation>
    </message>
    <message>
        <source>Quit the table</source>
        <translation>Quit the table</translation>
    </message>
    <message>
        <source>Waiting for the other players…</source>
        <translation>Waiting for the other players…</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
</context>
<context>
    <name>CalculatorScreen</name>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Winning tile</source>
        <translation>Winning tile</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>Chi</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>Pon</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>Kong</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>Concealed kong</translation>
    </message>
    <message>
        <source>Added kong</source>
        <translation>Added kong</translation>
    </message>
    <message>
        <source>Dora indicator</source>
        <translation>Dora indicator</translation>
    </message>
    <message>
        <source>Ura indicator</source>
        <translation>Ura indicator</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>Riichi</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>Double riichi</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>Ippatsu</translation>
    </message>
    <message>
        <source>Win on a kong&apos;s replacement</source>
        <translation>Win on a kong&apos;s replacement</translation>
    </message>
    <message>
        <source>Robbing a kong</source>
        <translation>Robbing a kong</translation>
    </message>
    <message>
        <source>Last tile of the wall</source>
        <translation>Last tile of the wall</translation>
    </message>
    <message>
        <source>Last discard</source>
        <translation>Last discard</translation>
    </message>
    <message>
        <source>Heavenly hand</source>
        <translation>Heavenly hand</translation>
    </message>
    <message>
        <source>Earthly hand</source>
        <translation>Earthly hand</translation>
    </message>
    <message>
        <source>Last copy of the tile</source>
        <translation>Last copy of the tile</translation>
    </message>
    <message>
        <source>Win on a flower&apos;s replacement</source>
        <translation>Win on a flower&apos;s replacement</translation>
    </message>
    <message>
        <source>Riichi, self-drawn, with a dora</source>
        <translation>Riichi, self-drawn, with a dora</translation>
    </message>
    <message>
        <source>Dragon pon and a pure straight in one suit</source>
        <translation>Dragon pon and a pure straight in one suit</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>Seven pairs</translation>
    </message>
    <message>
        <source>Concealed kong, flowers, won on the replacement</source>
        <translation>Concealed kong, flowers, won on the replacement</translation>
    </message>
    <message>
        <source>Open hand with no yaku</source>
        <translation>Open hand with no yaku</translation>
    </message>
    <message>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message>
        <source>South</source>
        <translation>South</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <source>own</source>
        <translation>own</translation>
    </message>
    <message>
        <source>left</source>
        <translation>left</translation>
    </message>
    <message>
        <source>across</source>
        <translation>across</translation>
    </message>
    <message>
        <source>right</source>
        <translation>right</translation>
    </message>
    <message>
        <source>Click tiles in the palette to build a hand of 14 (a kong counts as 3).</source>
        <translation>Click tiles in the palette to build a hand of 14 (a kong counts as 3).</translation>
    </message>
    <message>
        <source>%1 of 14 tiles: %2 more to pick.</source>
        <translation>%1 of 14 tiles: %2 more to pick.</translation>
    </message>
    <message>
        <source>%1 tiles: a hand has 14 (a kong counts as 3).</source>
        <translation>%1 tiles: a hand has 14 (a kong counts as 3).</translation>
    </message>
    <message>
        <source>Choose the winning tile.</source>
        <translation>Choose the winning tile.</translation>
    </message>
    <message>
        <source>14 tiles. Click a tile of the hand to take it out.</source>
        <translation>14 tiles. Click a tile of the hand to take it out.</translation>
    </message>
    <message>
        <source>fu</source>
        <translation>fu</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>Not a valid hand</source>
        <translation>Not a valid hand</translation>
    </message>
    <message>
        <source>Does not win</source>
        <translation>Does not win</translation>
    </message>
    <message>
        <source>Hand calculator</source>
        <translation>Hand calculator</translation>
    </message>
    <message>
        <source>Load an example…</source>
        <translation>Load an example…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>A click adds:</source>
        <translation>A click adds:</translation>
    </message>
    <message>
        <source>Called from:</source>
        <translation>Called from:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Won:</translation>
    </message>
    <message>
        <source>on a discard</source>
        <translation>on a discard</translation>
    </message>
    <message>
        <source>self-drawn</source>
        <translation>self-drawn</translation>
    </message>
    <message>
        <source>Seat wind:</source>
        <translation>Seat wind:</translation>
    </message>
    <message>
        <source>Round wind:</source>
        <translation>Round wind:</translation>
    </message>
    <message>
        <source>Situation:</source>
        <translation>Situation:</translation>
    </message>
    <message>
        <source>Counted by: %1</source>
        <translation>Counted by: %1</translation>
    </message>
    <message>
        <source>Huangfan hand (荒番, 上海)</source>
        <translation>Huangfan hand (荒番, 上海)</translation>
    </message>
    <message>
        <source>上海: after a drawn hand the next hands score double</source>
        <translation>上海: after a drawn hand the next hands score double</translation>
    </message>
    <message>
        <source>Dora indicators</source>
        <translation>Dora indicators</translation>
    </message>
    <message>
        <source>Ura indicators</source>
        <translation>Ura indicators</translation>
    </message>
    <message>
        <source>Not counted here: %1</source>
        <translation>Not counted here: %1</translation>
    </message>
</context>
<context>
    <name>CenterPanel</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message>
        <source>South</source>
        <translation>South</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <source>%1 tiles left</source>
        <translation>%1 tiles left</translation>
    </message>
    <message>
        <source>Honba %1</source>
        <translation>Honba %1</translation>
    </message>
</context>
<context>
    <name>DrillScreen</name>
    <message>
        <source>wins</source>
        <translation>wins</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>ready</translation>
    </message>
    <message>
        <source>%1-shanten</source>
        <translation>%1-shanten</translation>
    </message>
    <message>
        <source>%1 tiles improve it</source>
        <translation>%1 tiles improve it</translation>
    </message>
    <message>
        <source>danger %1%</source>
        <translation>danger %1%</translation>
    </message>
    <message>
        <source>value %1 points</source>
        <translation>value %1 points</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>%1, discard</source>
        <translation>%1, discard</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>Pon</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>Chi</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>Kong</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Drills</translation>
    </message>
    <message>
        <source>Ruleset: %1</source>
        <translation>Ruleset: %1</translation>
    </message>
    <message>
        <source>Every ruleset</source>
        <translation>Every ruleset</translation>
    </message>
    <message>
        <source>Finding the positions…</source>
        <translation>Finding the positions…</translation>
    </message>
    <message>
        <source>No positions to practise yet.</source>
        <translation>No positions to practise yet.</translation>
    </message>
    <message>
        <source>Session over</source>
        <translation>Session over</translation>
    </message>
    <message>
        <source>Position %1 of %2 · %3 right of %4</source>
        <translation>Position %1 of %2 · %3 right of %4</translation>
    </message>
    <message>
        <source>A built-in position (%1, hand %2): play some games and your own mistakes become drills.</source>
        <translation>A built-in position (%1, hand %2): play some games and your own mistakes become drills.</translation>
    </message>
    <message>
        <source>From your game %1 (%2, hand %3)</source>
        <translation>From your game %1 (%2, hand %3)</translation>
    </message>
    <message>
        <source>missed %1 of %2 times before</source>
        <translation>missed %1 of %2 times before</translation>
    </message>
    <message>
        <source>Pick the tile to discard with the declaration (Esc cancels).</source>
        <translation>Pick the tile to discard with the declaration (Esc cancels).</translation>
    </message>
    <message>
        <source>%1 was discarded: what do you do?</source>
        <translation>%1 was discarded: what do you do?</translation>
    </message>
    <message>
        <source>Your turn: what do you discard? Click a tile, or choose below.</source>
        <translation>Your turn: what do you discard? Click a tile, or choose below.</translation>
    </message>
    <message>
        <source>Right: the Strong bot&apos;s choice.</source>
        <translation>Right: the Strong bot&apos;s choice.</translation>
    </message>
    <message>
        <source>Right: as good as the Strong bot&apos;s choice.</source>
        <translation>Right: as good as the Strong bot&apos;s choice.</translation>
    </message>
    <message>
        <source>Not the best: the Strong bot chooses differently.</source>
        <translation>Not the best: the Strong bot chooses differently.</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Your answer</translation>
    </message>
    <message>
        <source>Strong bot</source>
        <translation>Strong bot</translation>
    </message>
    <message>
        <source>In the game you played</source>
        <translation>In the game you played</translation>
    </message>
    <message>
        <source>%1 of your games are not reviewed yet: open Record to review them, and the decisions the Strong bot finds clearly worse become drills.</source>
        <translation>%1 of your games are not reviewed yet: open Record to review them, and the decisions the Strong bot finds clearly worse become drills.</translation>
    </message>
    <message>
        <source>The Strong bot found no clearly better move in your reviewed games.</source>
        <translation>The Strong bot found no clearly better move in your reviewed games.</translation>
    </message>
    <message>
        <source>%1 right of %2. The positions you miss twice come back first next time.</source>
        <translation>%1 right of %2. The positions you miss twice come back first next time.</translation>
    </message>
    <message>
        <source>Practise again</source>
        <translation>Practise again</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Next</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
</context>
<context>
    <name>EnginePhrase</name>
    <message>
        <source>, completed by the ron: counts as open</source>
        <translation>, completed by the ron: counts as open</translation>
    </message>
    <message>
        <source>(terminal/honour)</source>
        <translation>(terminal/honour)</translation>
    </message>
    <message>
        <source>(simple)</source>
        <translation>(simple)</translation>
    </message>
    <message>
        <source>(yakuhai: dragon)</source>
        <translation>(yakuhai: dragon)</translation>
    </message>
    <message>
        <source>(yakuhai: round wind)</source>
        <translation>(yakuhai: round wind)</translation>
    </message>
    <message>
        <source>(yakuhai: seat wind)</source>
        <translation>(yakuhai: seat wind)</translation>
    </message>
    <message>
        <source>four groups and a pair</source>
        <translation>four groups and a pair</translation>
    </message>
    <message>
        <source>(completes the pair)</source>
        <translation>(completes the pair)</translation>
    </message>
    <message>
        <source>(completes the knitted straight)</source>
        <translation>(completes the knitted straight)</translation>
    </message>
    <message>
        <source>completes</source>
        <translation>completes</translation>
    </message>
    <message>
        <source>(merged)</source>
        <translation>(merged)</translation>
    </message>
    <message>
        <source>class</source>
        <translation>class</translation>
    </message>
    <message>
        <source>double yakuman</source>
        <translation>double yakuman</translation>
    </message>
    <message>
        <source>triple yakuman</source>
        <translation>triple yakuman</translation>
    </message>
    <message>
        <source>pays for the self-draw</source>
        <translation>pays for the self-draw</translation>
    </message>
    <message>
        <source>gains</source>
        <translation>gains</translation>
    </message>
    <message>
        <source>pays</source>
        <translation>pays</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>han</source>
        <translation>han</translation>
    </message>
    <message>
        <source>fan</source>
        <translation>fan</translation>
    </message>
    <message>
        <source>vs</source>
        <translation>vs</translation>
    </message>
    <message>
        <source>of the winner&apos;s</source>
        <translation>of the winner&apos;s</translation>
    </message>
    <message>
        <source>(pair)</source>
        <translation>(pair)</translation>
    </message>
    <message>
        <source>(triplet)</source>
        <translation>(triplet)</translation>
    </message>
</context>
<context>
    <name>EngineReason</name>
    <message>
        <source>the file is empty</source>
        <translation>the file is empty</translation>
    </message>
    <message>
        <source>the file ends after %1 bytes, in the middle of the game</source>
        <translation>the file ends after %1 bytes, in the middle of the game</translation>
    </message>
    <message>
        <source>the file is not JSON (byte %1)</source>
        <translation>the file is not JSON (byte %1)</translation>
    </message>
    <message>
        <source>the file is not readable JSON: %1</source>
        <translation>the file is not readable JSON: %1</translation>
    </message>
    <message>
        <source>the file is not a Quetai game (no &apos;format&apos;)</source>
        <translation>the file is not a Quetai game (no &apos;format&apos;)</translation>
    </message>
    <message>
        <source>the file is not a Quetai game (format &apos;%1&apos;)</source>
        <translation>the file is not a Quetai game (format &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>the file is version %1, written by a newer Quetai; this one reads up to version %2</source>
        <translation>the file is version %1, written by a newer Quetai; this one reads up to version %2</translation>
    </message>
    <message>
        <source>&apos;game&apos; must be an object (the table&apos;s save)</source>
        <translation>&apos;game&apos; must be an object (the table&apos;s save)</translation>
    </message>
    <message>
        <source>&apos;seats&apos; must be a list of four seats</source>
        <translation>&apos;seats&apos; must be a list of four seats</translation>
    </message>
    <message>
        <source>the game does not replay: %1</source>
        <translation>the game does not replay: %1</translation>
    </message>
    <message>
        <source>the save is not valid JSON: %1</source>
        <translation>the save is not valid JSON: %1</translation>
    </message>
    <message>
        <source>not a Quetai save (format quetai-game-1 expected)</source>
        <translation>not a Quetai save (format quetai-game-1 expected)</translation>
    </message>
    <message>
        <source>the save&apos;s &apos;ruleset&apos; must be a string</source>
        <translation>the save&apos;s &apos;ruleset&apos; must be a string</translation>
    </message>
    <message>
        <source>the save&apos;s ruleset: %1</source>
        <translation>the save&apos;s ruleset: %1</translation>
    </message>
    <message>
        <source>ruleset &apos;%1&apos; is not implemented yet</source>
        <translation>ruleset &apos;%1&apos; is not implemented yet</translation>
    </message>
    <message>
        <source>unknown ruleset &apos;%1&apos; (known: %2)</source>
        <translation>unknown ruleset &apos;%1&apos; (known: %2)</translation>
    </message>
    <message>
        <source>the save has no valid &apos;seed&apos;</source>
        <translation>the save has no valid &apos;seed&apos;</translation>
    </message>
    <message>
        <source>the save&apos;s options: %1</source>
        <translation>the save&apos;s options: %1</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos; (known: %2)</source>
        <translation>unknown option &apos;%1&apos; (known: %2)</translation>
    </message>
    <message>
        <source>option &apos;%1&apos; = %2 is out of range %3</source>
        <translation>option &apos;%1&apos; = %2 is out of range %3</translation>
    </message>
    <message>
        <source>option &apos;%1&apos; must be a number or a boolean</source>
        <translation>option &apos;%1&apos; must be a number or a boolean</translation>
    </message>
    <message>
        <source>option &apos;%1&apos; must be a number or true/false</source>
        <translation>option &apos;%1&apos; must be a number or true/false</translation>
    </message>
    <message>
        <source>the save has no &apos;actions&apos; list</source>
        <translation>the save has no &apos;actions&apos; list</translation>
    </message>
    <message>
        <source>action %1 of the save cannot be replayed: %2</source>
        <translation>action %1 of the save cannot be replayed: %2</translation>
    </message>
    <message>
        <source>an action must be a JSON object</source>
        <translation>an action must be a JSON object</translation>
    </message>
    <message>
        <source>action &apos;type&apos; must be a string</source>
        <translation>action &apos;type&apos; must be a string</translation>
    </message>
    <message>
        <source>unknown action type &apos;%1&apos;</source>
        <translation>unknown action type &apos;%1&apos;</translation>
    </message>
    <message>
        <source>action &apos;%1&apos; must be a whole number %2..%3</source>
        <translation>action &apos;%1&apos; must be a whole number %2..%3</translation>
    </message>
    <message>
        <source>&apos;with&apos; must be an array of up to 3 tile ids</source>
        <translation>&apos;with&apos; must be an array of up to 3 tile ids</translation>
    </message>
    <message>
        <source>&apos;with&apos; holds tile ids 0..%1</source>
        <translation>&apos;with&apos; holds tile ids 0..%1</translation>
    </message>
    <message>
        <source>bad action JSON: %1</source>
        <translation>bad action JSON: %1</translation>
    </message>
    <message>
        <source>illegal action &apos;%1&apos;: %2</source>
        <translation>illegal action &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>action without a seat (0..3)</source>
        <translation>action without a seat (0..3)</translation>
    </message>
    <message>
        <source>next_hand: the hand is not over</source>
        <translation>next_hand: the hand is not over</translation>
    </message>
    <message>
        <source>tile not in hand</source>
        <translation>tile not in hand</translation>
    </message>
    <message>
        <source>table invariant violated after action %1: %2</source>
        <translation>table invariant violated after action %1: %2</translation>
    </message>
    <message>
        <source>&apos;flowers&apos;: %1 plays with 136 tiles, no flowers</source>
        <translation>&apos;flowers&apos;: %1 plays with 136 tiles, no flowers</translation>
    </message>
    <message>
        <source>&apos;flowers&apos; may hold only 1f..8f, got %1</source>
        <translation>&apos;flowers&apos; may hold only 1f..8f, got %1</translation>
    </message>
    <message>
        <source>&apos;flowers&apos;: %1 twice (each flower is one tile)</source>
        <translation>&apos;flowers&apos;: %1 twice (each flower is one tile)</translation>
    </message>
    <message>
        <source>&apos;flowers&apos;: %1 is given twice</source>
        <translation>&apos;flowers&apos;: %1 is given twice</translation>
    </message>
    <message>
        <source>&apos;melds&apos;[%1]: a %2 is not a meld of %3</source>
        <translation>&apos;melds&apos;[%1]: a %2 is not a meld of %3</translation>
    </message>
    <message>
        <source>&apos;melds&apos;[%1]: flowers are never in a meld (%2)</source>
        <translation>&apos;melds&apos;[%1]: flowers are never in a meld (%2)</translation>
    </message>
    <message>
        <source>&apos;melds&apos;[%1]: a chi is three number tiles in a row of one suit, not from %2</source>
        <translation>&apos;melds&apos;[%1]: a chi is three number tiles in a row of one suit, not from %2</translation>
    </message>
    <message>
        <source>&apos;melds&apos;[%1]: %2 plays without red fives</source>
        <translation>&apos;melds&apos;[%1]: %2 plays without red fives</translation>
    </message>
    <message>
        <source>&apos;melds&apos;[%1]: meld %2 has more red tiles than fives</source>
        <translation>&apos;melds&apos;[%1]: meld %2 has more red tiles than fives</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: the hand has %1 concealed tiles and %2 melds: a winning hand needs 14 (kongs count as 3)</source>
        <translation>&apos;hand&apos;: the hand has %1 concealed tiles and %2 melds: a winning hand needs 14 (kongs count as 3)</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: the hand has %1 concealed tiles and %2 melds: a waiting hand needs 13 (kongs count as 3)</source>
        <translation>&apos;hand&apos;: the hand has %1 concealed tiles and %2 melds: a waiting hand needs 13 (kongs count as 3)</translation>
    </message>
    <message>
        <source>the hand has %1 concealed tiles and %2 melds: a winning hand needs 14 (kongs count as 3)</source>
        <translation>the hand has %1 concealed tiles and %2 melds: a winning hand needs 14 (kongs count as 3)</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: flowers go in &apos;flowers&apos;, not in the hand, got %1</source>
        <translation>&apos;hand&apos;: flowers go in &apos;flowers&apos;, not in the hand, got %1</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: flowers go in &apos;flowers&apos;, not in the hand</source>
        <translation>&apos;hand&apos;: flowers go in &apos;flowers&apos;, not in the hand</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: %1 plays without flowers, got %2</source>
        <translation>&apos;hand&apos;: %1 plays without flowers, got %2</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: only fives can be red</source>
        <translation>&apos;hand&apos;: only fives can be red</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: %1 plays without red fives</source>
        <translation>&apos;hand&apos;: %1 plays without red fives</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: more than four %1 in the hand and melds</source>
        <translation>&apos;hand&apos;: more than four %1 in the hand and melds</translation>
    </message>
    <message>
        <source>more than four %1 in the hand and melds</source>
        <translation>more than four %1 in the hand and melds</translation>
    </message>
    <message>
        <source>&apos;win_tile&apos; %1 is not in &apos;hand&apos; (the hand includes the winning tile)</source>
        <translation>&apos;win_tile&apos; %1 is not in &apos;hand&apos; (the hand includes the winning tile)</translation>
    </message>
    <message>
        <source>&apos;win_tile&apos; is missing: %1</source>
        <translation>&apos;win_tile&apos; is missing: %1</translation>
    </message>
    <message>
        <source>riichi fu depend on the tile that completed the hand</source>
        <translation>riichi fu depend on the tile that completed the hand</translation>
    </message>
    <message>
        <source>MCR&apos;s wait fans and concealed pungs depend on the winning tile</source>
        <translation>MCR&apos;s wait fans and concealed pungs depend on the winning tile</translation>
    </message>
    <message>
        <source>暗刻 on a discard and 九莲宝灯 depend on it</source>
        <translation>暗刻 on a discard and 九莲宝灯 depend on it</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be 1..4 (E S W N), got %2</source>
        <translation>&apos;%1&apos; must be 1..4 (E S W N), got %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be 1..4 (E S W N)</source>
        <translation>&apos;%1&apos; must be 1..4 (E S W N)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be 1..4</source>
        <translation>&apos;%1&apos; must be 1..4</translation>
    </message>
    <message>
        <source>&apos;situation&apos;: &apos;%1&apos; is not a %2 situation (%3)</source>
        <translation>&apos;situation&apos;: &apos;%1&apos; is not a %2 situation (%3)</translation>
    </message>
    <message>
        <source>&apos;situation&apos;: &apos;%1&apos; is given twice</source>
        <translation>&apos;situation&apos;: &apos;%1&apos; is given twice</translation>
    </message>
    <message>
        <source>%1 needs &apos;win_tile&apos;, the tile robbed from the kong</source>
        <translation>%1 needs &apos;win_tile&apos;, the tile robbed from the kong</translation>
    </message>
    <message>
        <source>%1: the robbed tile %2 is the fourth of its kind (the other three are in the robbed kong), yet the hand holds %3</source>
        <translation>%1: the robbed tile %2 is the fourth of its kind (the other three are in the robbed kong), yet the hand holds %3</translation>
    </message>
    <message>
        <source>chankan robs the fourth %1, so the winner holds no other</source>
        <translation>chankan robs the fourth %1, so the winner holds no other</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: %1 is not a complete hand (four groups and a pair, 七对, 全不靠 or 十三幺)</source>
        <translation>&apos;hand&apos;: %1 is not a complete hand (four groups and a pair, 七对, 全不靠 or 十三幺)</translation>
    </message>
    <message>
        <source>&apos;chankan&apos; (抢杠) robs the fourth %1 (three are in the robbed pon), yet the hand holds %2</source>
        <translation>&apos;chankan&apos; (抢杠) robs the fourth %1 (three are in the robbed pon), yet the hand holds %2</translation>
    </message>
    <message>
        <source>&apos;situation&apos;: &apos;chankan&apos;: the robbed tile is the fourth of its kind, yet the hand holds %1</source>
        <translation>&apos;situation&apos;: &apos;chankan&apos;: the robbed tile is the fourth of its kind, yet the hand holds %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs a concealed hand (no open melds)</source>
        <translation>&apos;%1&apos; needs a concealed hand (no open melds)</translation>
    </message>
    <message>
        <source>&apos;ippatsu&apos; needs &apos;riichi&apos; or &apos;double_riichi&apos;</source>
        <translation>&apos;ippatsu&apos; needs &apos;riichi&apos; or &apos;double_riichi&apos;</translation>
    </message>
    <message>
        <source>&apos;rinshan&apos; (岭上开花) needs a self-drawn win and a kong of the winner</source>
        <translation>&apos;rinshan&apos; (岭上开花) needs a self-drawn win and a kong of the winner</translation>
    </message>
    <message>
        <source>&apos;rinshan&apos; (岭上开花) is a self-drawn win on the replacement after one&apos;s own kong: it needs tsumo and a kong</source>
        <translation>&apos;rinshan&apos; (岭上开花) is a self-drawn win on the replacement after one&apos;s own kong: it needs tsumo and a kong</translation>
    </message>
    <message>
        <source>&apos;rinshan&apos; (嶺上開花) is a self-draw on the replacement tile after one&apos;s own kong</source>
        <translation>&apos;rinshan&apos; (嶺上開花) is a self-draw on the replacement tile after one&apos;s own kong</translation>
    </message>
    <message>
        <source>&apos;rinshan&apos; (杠开) is a self-drawn win on the replacement after one&apos;s own kong</source>
        <translation>&apos;rinshan&apos; (杠开) is a self-drawn win on the replacement after one&apos;s own kong</translation>
    </message>
    <message>
        <source>rinshan (杠上开花) is a self-draw on the replacement tile after one&apos;s own kong</source>
        <translation>rinshan (杠上开花) is a self-draw on the replacement tile after one&apos;s own kong</translation>
    </message>
    <message>
        <source>&apos;flower_replacement&apos; (杠开) is a self-drawn win on the replacement after a flower</source>
        <translation>&apos;flower_replacement&apos; (杠开) is a self-drawn win on the replacement after a flower</translation>
    </message>
    <message>
        <source>&apos;flower_replacement&apos; is a self-drawn win on the replacement for a flower: it needs tsumo and a flower</source>
        <translation>&apos;flower_replacement&apos; is a self-drawn win on the replacement for a flower: it needs tsumo and a flower</translation>
    </message>
    <message>
        <source>&apos;haitei&apos; (海底捞月) is a self-drawn win on the last wall tile</source>
        <translation>&apos;haitei&apos; (海底捞月) is a self-drawn win on the last wall tile</translation>
    </message>
    <message>
        <source>&apos;haitei&apos; (海底摸月) is a self-draw of the last wall tile</source>
        <translation>&apos;haitei&apos; (海底摸月) is a self-draw of the last wall tile</translation>
    </message>
    <message>
        <source>&apos;haitei&apos; is a self-drawn win on the last wall tile</source>
        <translation>&apos;haitei&apos; is a self-drawn win on the last wall tile</translation>
    </message>
    <message>
        <source>haitei (妙手回春) is a self-draw of the last wall tile</source>
        <translation>haitei (妙手回春) is a self-draw of the last wall tile</translation>
    </message>
    <message>
        <source>&apos;houtei&apos; (河底捞鱼) is a win on the last discard, not a self-draw</source>
        <translation>&apos;houtei&apos; (河底捞鱼) is a win on the last discard, not a self-draw</translation>
    </message>
    <message>
        <source>&apos;houtei&apos; (河底捞鱼) is a win on a discard, not a self-draw</source>
        <translation>&apos;houtei&apos; (河底捞鱼) is a win on a discard, not a self-draw</translation>
    </message>
    <message>
        <source>&apos;houtei&apos; (河底撈魚) is a win on the last discard, not a self-draw</source>
        <translation>&apos;houtei&apos; (河底撈魚) is a win on the last discard, not a self-draw</translation>
    </message>
    <message>
        <source>&apos;houtei&apos; is a win on the last discard, not a self-draw</source>
        <translation>&apos;houtei&apos; is a win on the last discard, not a self-draw</translation>
    </message>
    <message>
        <source>houtei (海底捞月) is a win on the last discard, not a self-draw</source>
        <translation>houtei (海底捞月) is a win on the last discard, not a self-draw</translation>
    </message>
    <message>
        <source>&apos;chankan&apos; (抢杠) is a win on another player&apos;s added kong, not a self-draw</source>
        <translation>&apos;chankan&apos; (抢杠) is a win on another player&apos;s added kong, not a self-draw</translation>
    </message>
    <message>
        <source>&apos;chankan&apos; (槍槓) is a win on another player&apos;s kong, not a self-draw</source>
        <translation>&apos;chankan&apos; (槍槓) is a win on another player&apos;s kong, not a self-draw</translation>
    </message>
    <message>
        <source>chankan (抢杠和) is a win on another player&apos;s added kong, not a self-draw</source>
        <translation>chankan (抢杠和) is a win on another player&apos;s added kong, not a self-draw</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; (天和) is the dealer&apos;s (seat wind East) self-drawn win on the dealt tiles, no melds</source>
        <translation>&apos;tenhou&apos; (天和) is the dealer&apos;s (seat wind East) self-drawn win on the dealt tiles, no melds</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; (天和) is the dealer&apos;s (seat wind East) self-drawn win on the dealt tiles, with no melds</source>
        <translation>&apos;tenhou&apos; (天和) is the dealer&apos;s (seat wind East) self-drawn win on the dealt tiles, with no melds</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; (天和) is the dealer&apos;s (seat wind East) self-draw on the dealt hand, no melds</source>
        <translation>&apos;tenhou&apos; (天和) is the dealer&apos;s (seat wind East) self-draw on the dealt hand, no melds</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; (天胡) is the dealer&apos;s (seat wind East) self-drawn win before any discard, no melds</source>
        <translation type="vanished">&apos;tenhou&apos; (天胡) is the dealer&apos;s (seat wind East) self-drawn win before any discard, no melds</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; (地和) is a non-dealer&apos;s win on the dealer&apos;s first discard, no melds</source>
        <translation>&apos;chiihou&apos; (地和) is a non-dealer&apos;s win on the dealer&apos;s first discard, no melds</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; (地和) is a non-dealer&apos;s win on the dealer&apos;s first discard, with no melds</source>
        <translation>&apos;chiihou&apos; (地和) is a non-dealer&apos;s win on the dealer&apos;s first discard, with no melds</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; (地和) is a non-dealer&apos;s self-draw on the first draw, no melds</source>
        <translation>&apos;chiihou&apos; (地和) is a non-dealer&apos;s self-draw on the first draw, no melds</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; (地胡) is a non-dealer&apos;s win before their first discard, no melds</source>
        <translation type="vanished">&apos;chiihou&apos; (地胡) is a non-dealer&apos;s win before their first discard, no melds</translation>
    </message>
    <message>
        <source>&apos;rinshan&apos; and &apos;haitei&apos; together: the replacement tile after a kong comes from the dead wall, not the last live-wall tile (yuque-fans.tsv 0.2.1, 0.2.2)</source>
        <translation>&apos;rinshan&apos; and &apos;haitei&apos; together: the replacement tile after a kong comes from the dead wall, not the last live-wall tile (yuque-fans.tsv 0.2.1, 0.2.2)</translation>
    </message>
    <message>
        <source>&apos;chankan&apos; and &apos;houtei&apos; together: a robbed added-kong tile is not a discard (yuque-fans.tsv 0.2.3, 0.2.4)</source>
        <translation>&apos;chankan&apos; and &apos;houtei&apos; together: a robbed added-kong tile is not a discard (yuque-fans.tsv 0.2.3, 0.2.4)</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; and &apos;haitei&apos; together: 天和 is won on the dealer&apos;s first draw, not the last live-wall tile</source>
        <translation>&apos;tenhou&apos; and &apos;haitei&apos; together: 天和 is won on the dealer&apos;s first draw, not the last live-wall tile</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; with &apos;houtei&apos; or &apos;chankan&apos;: 地和 is a win on the dealer&apos;s first discard (yuque-fans.tsv 0.2.6)</source>
        <translation>&apos;chiihou&apos; with &apos;houtei&apos; or &apos;chankan&apos;: 地和 is a win on the dealer&apos;s first discard (yuque-fans.tsv 0.2.6)</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; and &apos;chiihou&apos; are wins on the first turn and combine with no other word</source>
        <translation>&apos;tenhou&apos; and &apos;chiihou&apos; are wins on the first turn and combine with no other word</translation>
    </message>
    <message>
        <source>&apos;rinshan&apos; and &apos;flower_replacement&apos; together: one replacement tile is for a kong or for a flower</source>
        <translation>&apos;rinshan&apos; and &apos;flower_replacement&apos; together: one replacement tile is for a kong or for a flower</translation>
    </message>
    <message>
        <source>&apos;rinshan&apos; and &apos;flower_replacement&apos; together: one replacement tile</source>
        <translation>&apos;rinshan&apos; and &apos;flower_replacement&apos; together: one replacement tile</translation>
    </message>
    <message>
        <source>&apos;chankan&apos; and &apos;houtei&apos; together: a robbed kong tile is not a discard</source>
        <translation>&apos;chankan&apos; and &apos;houtei&apos; together: a robbed kong tile is not a discard</translation>
    </message>
    <message>
        <source>chankan and houtei together: a robbed kong is not a discard</source>
        <translation>chankan and houtei together: a robbed kong is not a discard</translation>
    </message>
    <message>
        <source>&apos;houtei&apos; and &apos;chankan&apos; together: a robbed kong is not a discard</source>
        <translation>&apos;houtei&apos; and &apos;chankan&apos; together: a robbed kong is not a discard</translation>
    </message>
    <message>
        <source>&apos;haitei&apos; and &apos;rinshan&apos; together: a replacement tile is not the last wall tile</source>
        <translation>&apos;haitei&apos; and &apos;rinshan&apos; together: a replacement tile is not the last wall tile</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos;/&apos;chiihou&apos; win on the first draw, before any riichi could be declared</source>
        <translation>&apos;tenhou&apos;/&apos;chiihou&apos; win on the first draw, before any riichi could be declared</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; is won on the dealt tiles and the first draw</source>
        <translation>&apos;tenhou&apos; is won on the dealt tiles and the first draw</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>not valid JSON: %1</translation>
    </message>
    <message>
        <source>a hand description must be a JSON object</source>
        <translation>a hand description must be a JSON object</translation>
    </message>
    <message>
        <source>&apos;ruleset&apos; must be a string (a ruleset id)</source>
        <translation>&apos;ruleset&apos; must be a string (a ruleset id)</translation>
    </message>
    <message>
        <source>missing &apos;hand&apos;</source>
        <translation>missing &apos;hand&apos;</translation>
    </message>
    <message>
        <source>&apos;win_tile&apos; must be exactly one tile</source>
        <translation>&apos;win_tile&apos; must be exactly one tile</translation>
    </message>
    <message>
        <source>&apos;situation&apos; must be an array of words</source>
        <translation>&apos;situation&apos; must be an array of words</translation>
    </message>
    <message>
        <source>&apos;situation&apos; entries must be strings</source>
        <translation>&apos;situation&apos; entries must be strings</translation>
    </message>
    <message>
        <source>melds[%1] must be an object</source>
        <translation>melds[%1] must be an object</translation>
    </message>
    <message>
        <source>melds[%1].type must be a string</source>
        <translation>melds[%1].type must be a string</translation>
    </message>
    <message>
        <source>melds[%1].type &apos;%2&apos; is not one of chi, pon, kan, kakan, ankan</source>
        <translation>melds[%1].type &apos;%2&apos; is not one of chi, pon, kan, kakan, ankan</translation>
    </message>
    <message>
        <source>melds[%1].tiles must be a string</source>
        <translation>melds[%1].tiles must be a string</translation>
    </message>
    <message>
        <source>melds[%1].tiles: %2</source>
        <translation>melds[%1].tiles: %2</translation>
    </message>
    <message>
        <source>melds[%1]: a %2 has %3 tiles, got %4</source>
        <translation>melds[%1]: a %2 has %3 tiles, got %4</translation>
    </message>
    <message>
        <source>melds[%1]: flowers cannot be in a meld</source>
        <translation>melds[%1]: flowers cannot be in a meld</translation>
    </message>
    <message>
        <source>melds[%1]: %2 is not a run of three in one suit</source>
        <translation>melds[%1]: %2 is not a run of three in one suit</translation>
    </message>
    <message>
        <source>melds[%1]: %2 is not %3 of a kind</source>
        <translation>melds[%1]: %2 is not %3 of a kind</translation>
    </message>
    <message>
        <source>melds[%1].from must be 1 (上家), 2 (对家) or 3 (下家)</source>
        <translation>melds[%1].from must be 1 (上家), 2 (对家) or 3 (下家)</translation>
    </message>
    <message>
        <source>melds[%1].claimed: %2</source>
        <translation>melds[%1].claimed: %2</translation>
    </message>
    <message>
        <source>suit letter &apos;%1&apos; at position %2 has no digits before it</source>
        <translation>suit letter &apos;%1&apos; at position %2 has no digits before it</translation>
    </message>
    <message>
        <source>&apos;%1&apos; at position %2: honours are 1z..7z</source>
        <translation>&apos;%1&apos; at position %2: honours are 1z..7z</translation>
    </message>
    <message>
        <source>&apos;%1&apos; at position %2: flowers are 1f..8f</source>
        <translation>&apos;%1&apos; at position %2: flowers are 1f..8f</translation>
    </message>
    <message>
        <source>digits &apos;%1&apos; at position %2 are followed by &apos;%3&apos; instead of a suit letter m p s z f</source>
        <translation>digits &apos;%1&apos; at position %2 are followed by &apos;%3&apos; instead of a suit letter m p s z f</translation>
    </message>
    <message>
        <source>digits &apos;%1&apos; at position %2 have no suit letter (m p s z f)</source>
        <translation>digits &apos;%1&apos; at position %2 have no suit letter (m p s z f)</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos; at position %2 (tiles are digits followed by m p s z f, or the letters E S W N C F P)</source>
        <translation>unexpected character &apos;%1&apos; at position %2 (tiles are digits followed by m p s z f, or the letters E S W N C F P)</translation>
    </message>
    <message>
        <source>expected exactly one tile in &apos;%1&apos;, found %2</source>
        <translation>expected exactly one tile in &apos;%1&apos;, found %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be true or false</source>
        <translation>&apos;%1&apos; must be true or false</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a string</source>
        <translation>&apos;%1&apos; must be a string</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be an object</source>
        <translation>&apos;%1&apos; must be an object</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be an array</source>
        <translation>&apos;%1&apos; must be an array</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a whole number from %2</source>
        <translation>&apos;%1&apos; must be a whole number from %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a whole number ≥ 0</source>
        <translation>&apos;%1&apos; must be a whole number ≥ 0</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a string of tiles</source>
        <translation>&apos;%1&apos; must be a string of tiles</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>not a winning hand: neither four groups and a pair, nor 乱风向 (honours only), nor 八花 (all eight flowers)</source>
        <translation>not a winning hand: neither four groups and a pair, nor 乱风向 (honours only), nor 八花 (all eight flowers)</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; (天胡) is the dealer&apos;s (seat wind East) self-drawn win before their first discard, when they can hold no claimed meld</source>
        <translation>&apos;tenhou&apos; (天胡) is the dealer&apos;s (seat wind East) self-drawn win before their first discard, when they can hold no claimed meld</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; (地胡) is a non-dealer&apos;s win before their first discard</source>
        <translation>&apos;chiihou&apos; (地胡) is a non-dealer&apos;s win before their first discard</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; (地胡) is a win before one&apos;s first discard, which a chi, a pon or an added kong (each followed by a discard) contradicts</source>
        <translation>&apos;chiihou&apos; (地胡) is a win before one&apos;s first discard, which a chi, a pon or an added kong (each followed by a discard) contradicts</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; (地胡) with a kong is a self-draw: a kong before one&apos;s first discard is followed by its replacement, then a discard</source>
        <translation>&apos;chiihou&apos; (地胡) with a kong is a self-draw: a kong before one&apos;s first discard is followed by its replacement, then a discard</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; and &apos;haitei&apos; together: the dealer&apos;s first turn is not the last wall tile</source>
        <translation>&apos;tenhou&apos; and &apos;haitei&apos; together: the dealer&apos;s first turn is not the last wall tile</translation>
    </message>
    <message>
        <source>&apos;last_tile&apos; (和绝张) says %1 is the last of its kind, yet the hand holds another concealed</source>
        <translation>&apos;last_tile&apos; (和绝张) says %1 is the last of its kind, yet the hand holds another concealed</translation>
    </message>
</context>
<context>
    <name>EngineReasonWord</name>
    <message>
        <source>chi</source>
        <translation>chi</translation>
    </message>
    <message>
        <source>pon</source>
        <translation>pon</translation>
    </message>
    <message>
        <source>kan</source>
        <translation>kan</translation>
    </message>
    <message>
        <source>kakan</source>
        <translation>kakan</translation>
    </message>
    <message>
        <source>ankan</source>
        <translation>ankan</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
</context>
<context>
    <name>EngineStep</name>
    <message>
        <source>%1: %2 han (open; %3 closed)</source>
        <translation>%1: %2 han (open; %3 closed)</translation>
    </message>
    <message>
        <source>%1: %2 han</source>
        <translation>%1: %2 han</translation>
    </message>
    <message>
        <source>%1: %2 fu, not rounded (riichi.md &quot;Fu&quot;)</source>
        <translation>%1: %2 fu, not rounded (riichi.md &quot;Fu&quot;)</translation>
    </message>
    <message>
        <source>待ち Wait: %1 on %2: %3 fu</source>
        <translation>待ち Wait: %1 on %2: %3 fu</translation>
    </message>
    <message>
        <source>%1: %2 fu</source>
        <translation>%1: %2 fu</translation>
    </message>
    <message>
        <source>An open hand at %1 fu counts %2 fu (riichi.md &quot;Fu&quot;)</source>
        <translation>An open hand at %1 fu counts %2 fu (riichi.md &quot;Fu&quot;)</translation>
    </message>
    <message>
        <source>fu %1 rounds up to %2</source>
        <translation>fu %1 rounds up to %2</translation>
    </message>
    <message>
        <source>%1 fu × 2^(%2) = %3</source>
        <translation>%1 fu × 2^(%2) = %3</translation>
    </message>
    <message>
        <source>%1 han: %2, a = %3</source>
        <translation>%1 han: %2, a = %3</translation>
    </message>
    <message>
        <source>a = %1 &gt; 2000: %2, a = %3</source>
        <translation>a = %1 &gt; 2000: %2, a = %3</translation>
    </message>
    <message>
        <source>Dealer pays %1 = %2 → %3</source>
        <translation>Dealer pays %1 = %2 → %3</translation>
    </message>
    <message>
        <source>Discarder (dealer wins) pays %1 = %2 → %3</source>
        <translation>Discarder (dealer wins) pays %1 = %2 → %3</translation>
    </message>
    <message>
        <source>Discarder pays %1 = %2 → %3</source>
        <translation>Discarder pays %1 = %2 → %3</translation>
    </message>
    <message>
        <source>Each non-dealer pays %1 = %2 → %3</source>
        <translation>Each non-dealer pays %1 = %2 → %3</translation>
    </message>
    <message>
        <source>Each other non-dealer pays %1 → %2</source>
        <translation>Each other non-dealer pays %1 → %2</translation>
    </message>
    <message>
        <source>Dealer self-draw: %1 = %2</source>
        <translation>Dealer self-draw: %1 = %2</translation>
    </message>
    <message>
        <source>Self-draw: %1 = %2</source>
        <translation>Self-draw: %1 = %2</translation>
    </message>
    <message>
        <source>Honba and deposits are paid on top (%1 honba, %2 deposits)</source>
        <translation>Honba and deposits are paid on top (%1 honba, %2 deposits)</translation>
    </message>
    <message>
        <source>%1: no self-draw fu (stays %2)</source>
        <translation>%1: no self-draw fu (stays %2)</translation>
    </message>
    <message>
        <source>本場 %1 honba × %2</source>
        <translation>本場 %1 honba × %2</translation>
    </message>
    <message>
        <source>%1 番 fan: p = %2² = %3</source>
        <translation>%1 番 fan: p = %2² = %3</translation>
    </message>
    <message>
        <source>%1: the winner gains p = %2; the discarder loses %3</source>
        <translation>%1: the winner gains p = %2; the discarder loses %3</translation>
    </message>
    <message>
        <source>%1: the winner gains p = %2; each other player loses %3</source>
        <translation>%1: the winner gains p = %2; each other player loses %3</translation>
    </message>
    <message>
        <source>%1: the winner gains p = %2; the robbed player loses %3</source>
        <translation>%1: the winner gains p = %2; the robbed player loses %3</translation>
    </message>
    <message>
        <source>听牌 Ready, waiting on %1: valued as a win on a discard of %2 (every wait fully visible: the lowest)</source>
        <translation>听牌 Ready, waiting on %1: valued as a win on a discard of %2 (every wait fully visible: the lowest)</translation>
    </message>
    <message>
        <source>听牌 Ready, waiting on %1: valued as a win on a discard of %2 (the highest wait not fully visible)</source>
        <translation>听牌 Ready, waiting on %1: valued as a win on a discard of %2 (the highest wait not fully visible)</translation>
    </message>
    <message>
        <source>未听 Not ready: %1 番 fan</source>
        <translation>未听 Not ready: %1 番 fan</translation>
    </message>
    <message>
        <source>f%1 = %2翻, the largest: %3</source>
        <translation>f%1 = %2翻, the largest: %3</translation>
    </message>
    <message>
        <source>f%1 = %2翻, the largest of another category: %3; %4 &gt; √(%5) = %6: 复合跳翻 +%7</source>
        <translation>f%1 = %2翻, the largest of another category: %3; %4 &gt; √(%5) = %6: 复合跳翻 +%7</translation>
    </message>
    <message>
        <source>f%1 = %2翻, the largest of another category: %3; %4 ≤ √(%5) = %6: no 复合跳翻</source>
        <translation>f%1 = %2翻, the largest of another category: %3; %4 ≤ √(%5) = %6: no 复合跳翻</translation>
    </message>
    <message>
        <source>f%1: no fan of another category: no 复合跳翻</source>
        <translation>f%1: no fan of another category: no 复合跳翻</translation>
    </message>
    <message>
        <source>minimum (flowers excluded): %1 ≥ %2: the hand may win</source>
        <translation>minimum (flowers excluded): %1 ≥ %2: the hand may win</translation>
    </message>
    <message>
        <source>minimum (flowers excluded): %1 &lt; %2: not a win</source>
        <translation>minimum (flowers excluded): %1 &lt; %2: not a win</translation>
    </message>
    <message>
        <source>no 门清跳翻: the hand has a chi, pon or open kong</source>
        <translation>no 门清跳翻: the hand has a chi, pon or open kong</translation>
    </message>
    <message>
        <source>门清跳翻 +%1: no chi, pon or open kong</source>
        <translation>门清跳翻 +%1: no chi, pon or open kong</translation>
    </message>
    <message>
        <source>points = %1副 × %2翻 = %3</source>
        <translation>points = %1副 × %2翻 = %3</translation>
    </message>
    <message>
        <source>番牌: the %1 番牌 fans count as one fan of %2翻 (%3 番牌 triplets: one 翻 each)</source>
        <translation>番牌: the %1 番牌 fans count as one fan of %2翻 (%3 番牌 triplets: one 翻 each)</translation>
    </message>
    <message>
        <source>番牌: the %1 番牌 fans count as one fan of %2翻 (%3 番牌 triplets; fewer than two: %4翻)</source>
        <translation>番牌: the %1 番牌 fans count as one fan of %2翻 (%3 番牌 triplets; fewer than two: %4翻)</translation>
    </message>
    <message>
        <source>番牌: the %1 番牌 fans count as one fan of %2翻 (%3 番牌 triplet; fewer than two: %4翻)</source>
        <translation>番牌: the %1 番牌 fans count as one fan of %2翻 (%3 番牌 triplet; fewer than two: %4翻)</translation>
    </message>
    <message>
        <source>番牌: the %1 番牌 fan count as one fan of %2翻 (%3 番牌 triplets; fewer than two: %4翻)</source>
        <translation>番牌: the %1 番牌 fan count as one fan of %2翻 (%3 番牌 triplets; fewer than two: %4翻)</translation>
    </message>
    <message>
        <source>番牌: the %1 番牌 fan count as one fan of %2翻 (%3 番牌 triplet; fewer than two: %4翻)</source>
        <translation>番牌: the %1 番牌 fan count as one fan of %2翻 (%3 番牌 triplet; fewer than two: %4翻)</translation>
    </message>
    <message>
        <source>%1-fan minimum, flowers excluded: %2 ≥ %3, a valid win</source>
        <translation>%1-fan minimum, flowers excluded: %2 ≥ %3, a valid win</translation>
    </message>
    <message>
        <source>%1-fan minimum, flowers excluded: %2 &lt; %3, not a valid win (错和)</source>
        <translation>%1-fan minimum, flowers excluded: %2 &lt; %3, not a valid win (错和)</translation>
    </message>
    <message>
        <source>Total: %1 fan (%2 without flowers)</source>
        <translation>Total: %1 fan (%2 without flowers)</translation>
    </message>
    <message>
        <source>%1 not counted: included in its honour fan (不重复原则)</source>
        <translation>%1 not counted: included in its honour fan (不重复原则)</translation>
    </message>
    <message>
        <source>%1 not counted: included in %2 (不重复原则)</source>
        <translation>%1 not counted: included in %2 (不重复原则)</translation>
    </message>
    <message>
        <source>%1 not counted: a group already made this fan (不得相同原则)</source>
        <translation>%1 not counted: a group already made this fan (不得相同原则)</translation>
    </message>
    <message>
        <source>%1 not counted: its groups are in %2 (不重复原则)</source>
        <translation>%1 not counted: its groups are in %2 (不重复原则)</translation>
    </message>
    <message>
        <source>%1 not counted: its groups were already combined (套算一次原则)</source>
        <translation>%1 not counted: its groups were already combined (套算一次原则)</translation>
    </message>
    <message>
        <source>%1 not counted: the hand waited on more than one kind (MCR: only a sole wait)</source>
        <translation>%1 not counted: the hand waited on more than one kind (MCR: only a sole wait)</translation>
    </message>
    <message>
        <source>%1: %2 fan (not toward the %3-fan minimum)</source>
        <translation>%1: %2 fan (not toward the %3-fan minimum)</translation>
    </message>
    <message>
        <source>%1: %2 fan</source>
        <translation>%1: %2 fan</translation>
    </message>
    <message>
        <source>就高不就低 The highest reading: %1; winning tile %2</source>
        <translation>就高不就低 The highest reading: %1; winning tile %2</translation>
    </message>
    <message>
        <source>铳二摸三: self-drawn, each other player pays %1 (the winner receives %2)</source>
        <translation>铳二摸三: self-drawn, each other player pays %1 (the winner receives %2)</translation>
    </message>
    <message>
        <source>铳二摸三: the discarder pays %1 = %2</source>
        <translation>铳二摸三: the discarder pays %1 = %2</translation>
    </message>
    <message>
        <source>Types found: none (a plain hand)</source>
        <translation>Types found: none (a plain hand)</translation>
    </message>
    <message>
        <source>Types found: %1</source>
        <translation>Types found: %1</translation>
    </message>
    <message>
        <source>Class %1: 底花 × 2^(番 of the class-%2 types)</source>
        <translation>Class %1: 底花 × 2^(番 of the class-%2 types)</translation>
    </message>
    <message>
        <source>Class %1: %2 %3 喇 × %4 = %5 花 (the largest class-%6 type; nothing else counts)</source>
        <translation>Class %1: %2 %3 喇 × %4 = %5 花 (the largest class-%6 type; nothing else counts)</translation>
    </message>
    <message>
        <source>底花 %1: +%2</source>
        <translation>底花 %1: +%2</translation>
    </message>
    <message>
        <source>%1: %2 番, × %3</source>
        <translation>%1: %2 番, × %3</translation>
    </message>
    <message>
        <source>%1: %2 番 (recognised, multiplies by %3)</source>
        <translation>%1: %2 番 (recognised, multiplies by %3)</translation>
    </message>
    <message>
        <source>花 = 底花 %1 × 2^%2 = %3</source>
        <translation>花 = 底花 %1 × 2^%2 = %3</translation>
    </message>
    <message>
        <source>荒番 hand: × %1 = %2 花</source>
        <translation>荒番 hand: × %1 = %2 花</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>dealt in: one share of %1; %2口 related: one extra share</source>
        <translation>dealt in: one share of %1; %2口 related: one extra share</translation>
    </message>
    <message>
        <source>dealt in: one share of %1</source>
        <translation>dealt in: one share of %1</translation>
    </message>
    <message>
        <source>self-draw: one share of %1</source>
        <translation>self-draw: one share of %1</translation>
    </message>
    <message>
        <source>one share: %1 花 × base %2</source>
        <translation>one share: %1 花 × base %2</translation>
    </message>
    <message>
        <source>%1口 related: one extra share</source>
        <translation>%1口 related: one extra share</translation>
    </message>
    <message>
        <source>self-draw: F</source>
        <translation>self-draw: F</translation>
    </message>
    <message>
        <source>discard: 2F</source>
        <translation>discard: 2F</translation>
    </message>
    <message>
        <source>%1 wins %2 points on %3&apos;s discard: the discarder pays 2p = %4, the other two p = %5</source>
        <translation>%1 wins %2 points on %3&apos;s discard: the discarder pays 2p = %4, the other two p = %5</translation>
    </message>
    <message>
        <source>%1 self-draws %2 points: each other player pays 3p/2 = %3</source>
        <translation>%1 self-draws %2 points: each other player pays 3p/2 = %3</translation>
    </message>
    <message>
        <source>%1 handed the winner %2 tiles: full liability (全包牌), pays everything: +%3</source>
        <translation>%1 handed the winner %2 tiles: full liability (全包牌), pays everything: +%3</translation>
    </message>
    <message>
        <source>%1 handed the winner %2 tiles: half liability (半包牌), pays half (rounded up) of each other player&apos;s share: +%3</source>
        <translation>%1 handed the winner %2 tiles: half liability (半包牌), pays half (rounded up) of each other player&apos;s share: +%3</translation>
    </message>
    <message>
        <source>约化分数 Summary score after %1 hands (reference only, T0 = %2): %3</source>
        <translation>约化分数 Summary score after %1 hands (reference only, T0 = %2): %3</translation>
    </message>
    <message>
        <source>荒庄 Exhausted wall: no payments</source>
        <translation>荒庄 Exhausted wall: no payments</translation>
    </message>
    <message>
        <source>%1 pays %2 %3</source>
        <translation>%1 pays %2 %3</translation>
    </message>
</context>
<context>
    <name>EngineTerm</name>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Self-draw</source>
        <translation>Self-draw</translation>
    </message>
    <message>
        <source>Open win on a discard</source>
        <translation>Open win on a discard</translation>
    </message>
    <message>
        <source>Concealed win on a discard</source>
        <translation>Concealed win on a discard</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>Sequence</translation>
    </message>
    <message>
        <source>Open sequence</source>
        <translation>Open sequence</translation>
    </message>
    <message>
        <source>Concealed triplet</source>
        <translation>Concealed triplet</translation>
    </message>
    <message>
        <source>Open triplet</source>
        <translation>Open triplet</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>Concealed kong</translation>
    </message>
    <message>
        <source>Open kong</source>
        <translation>Open kong</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Pair</translation>
    </message>
    <message>
        <source>two-sided wait</source>
        <translation>two-sided wait</translation>
    </message>
    <message>
        <source>closed wait</source>
        <translation>closed wait</translation>
    </message>
    <message>
        <source>edge wait</source>
        <translation>edge wait</translation>
    </message>
    <message>
        <source>pair wait</source>
        <translation>pair wait</translation>
    </message>
    <message>
        <source>wait on a pair becoming a triplet</source>
        <translation>wait on a pair becoming a triplet</translation>
    </message>
    <message>
        <source>mangan</source>
        <translation>mangan</translation>
    </message>
    <message>
        <source>haneman</source>
        <translation>haneman</translation>
    </message>
    <message>
        <source>baiman</source>
        <translation>baiman</translation>
    </message>
    <message>
        <source>sanbaiman</source>
        <translation>sanbaiman</translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation>yakuman</translation>
    </message>
    <message>
        <source>counted yakuman</source>
        <translation>counted yakuman</translation>
    </message>
    <message>
        <source>rounded-up mangan</source>
        <translation>rounded-up mangan</translation>
    </message>
    <message>
        <source>self-draw</source>
        <translation>self-draw</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ron</translation>
    </message>
    <message>
        <source>noten payment</source>
        <translation>noten payment</translation>
    </message>
    <message>
        <source>riichi deposits on the table</source>
        <translation>riichi deposits on the table</translation>
    </message>
    <message>
        <source>Nine terminals</source>
        <translation>Nine terminals</translation>
    </message>
    <message>
        <source>Four winds</source>
        <translation>Four winds</translation>
    </message>
    <message>
        <source>Four riichi</source>
        <translation>Four riichi</translation>
    </message>
    <message>
        <source>Four kongs</source>
        <translation>Four kongs</translation>
    </message>
    <message>
        <source>nagashi mangan</source>
        <translation>nagashi mangan</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>Flowers</translation>
    </message>
    <message>
        <source>Win on a discard</source>
        <translation>Win on a discard</translation>
    </message>
    <message>
        <source>Win on a robbed kong</source>
        <translation>Win on a robbed kong</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>ready</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>wins</translation>
    </message>
    <message>
        <source>dealt in</source>
        <translation>dealt in</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>not ready</translation>
    </message>
    <message>
        <source>seven pairs</source>
        <translation>seven pairs</translation>
    </message>
    <message>
        <source>knitted tiles and honours</source>
        <translation>knitted tiles and honours</translation>
    </message>
    <message>
        <source>knitted straight, a group and a pair</source>
        <translation>knitted straight, a group and a pair</translation>
    </message>
    <message>
        <source>thirteen orphans</source>
        <translation>thirteen orphans</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>Dora</translation>
    </message>
    <message>
        <source>Ura dora</source>
        <translation>Ura dora</translation>
    </message>
    <message>
        <source>Red fives</source>
        <translation>Red fives</translation>
    </message>
    <message>
        <source>win</source>
        <translation>win</translation>
    </message>
    <message>
        <source>Pinfu self-draw</source>
        <translation>Pinfu self-draw</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Deposits</source>
        <translation>Deposits</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Double</translation>
    </message>
</context>
<context>
    <name>FanList</name>
    <message>
        <source>Fans (yaku) and their values</source>
        <translation>Fans (yaku) and their values</translation>
    </message>
    <message>
        <source>won by self-draw</source>
        <translation>won by self-draw</translation>
    </message>
    <message>
        <source>won on a discard</source>
        <translation>won on a discard</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>Final standings</source>
        <translation>Final standings</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Main menu</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>player</source>
        <translation>player</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>Seed %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Help</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Speed</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>instant</translation>
    </message>
    <message>
        <source>Dora indicators</source>
        <translation>Dora indicators</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Your turn: pick a tile to discard</source>
        <translation>Your turn: pick a tile to discard</translation>
    </message>
    <message>
        <source>Claim this tile?</source>
        <translation>Claim this tile?</translation>
    </message>
    <message>
        <source>Choose the tile to discard with the declaration</source>
        <translation>Choose the tile to discard with the declaration</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>Chi</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>Pon</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>Kong</translation>
    </message>
    <message>
        <source>Flower</source>
        <translation>Flower</translation>
    </message>
    <message>
        <source>%1, %2 seat, %3 points</source>
        <translation>%1, %2 seat, %3 points</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>to play</translation>
    </message>
    <message>
        <source>%1 declared by %2</source>
        <translation>%1 declared by %2</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Slower</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Faster</translation>
    </message>
    <message>
        <source>%2: %1</source>
        <translation>%2: %1</translation>
    </message>
    <message>
        <source>mjai program</source>
        <translation>mjai program</translation>
    </message>
    <message>
        <source>Leave this game for the menu?</source>
        <translation>Leave this game for the menu?</translation>
    </message>
    <message>
        <source>The game stays saved: Continue on the start screen picks it up where you left it.</source>
        <translation>The game stays saved: Continue on the start screen picks it up where you left it.</translation>
    </message>
    <message>
        <source>This game is not saved (a demo or test run).</source>
        <translation>This game is not saved (a demo or test run).</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Keep playing</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Leave</translation>
    </message>
    <message>
        <source>Simple bot</source>
        <translation>Simple bot</translation>
    </message>
    <message>
        <source>Beginner bot</source>
        <translation>Beginner bot</translation>
    </message>
    <message>
        <source>Standard bot</source>
        <translation>Standard bot</translation>
    </message>
    <message>
        <source>Strong bot</source>
        <translation>Strong bot</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>connection lost</translation>
    </message>
    <message>
        <source>a bot plays for now</source>
        <translation>a bot plays for now</translation>
    </message>
    <message>
        <source>%1 seconds left</source>
        <translation>%1 seconds left</translation>
    </message>
    <message>
        <source>Online · watching</source>
        <translation>Online · watching</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>Online</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>connected</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>reconnecting…</translation>
    </message>
    <message>
        <source>Connection lost: reconnecting… The game goes on; your seat waits for you, then a bot plays it until you are back.</source>
        <translation>Connection lost: reconnecting… The game goes on; your seat waits for you, then a bot plays it until you are back.</translation>
    </message>
    <message>
        <source>A bot plays for %1 (connection lost) until they come back.</source>
        <translation>A bot plays for %1 (connection lost) until they come back.</translation>
    </message>
    <message>
        <source>%1 lost the connection: waiting for them.</source>
        <translation>%1 lost the connection: waiting for them.</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Say something to the table</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>You stop watching this table.</source>
        <translation>You stop watching this table.</translation>
    </message>
    <message>
        <source>You leave the table: a bot takes your seat, or the game ends, as the table&apos;s owner chose.</source>
        <translation>You leave the table: a bot takes your seat, or the game ends, as the table&apos;s owner chose.</translation>
    </message>
</context>
<context>
    <name>HandHelp</name>
    <message>
        <source>complete</source>
        <translation>complete</translation>
    </message>
    <message>
        <source>ready (tenpai)</source>
        <translation>ready (tenpai)</translation>
    </message>
    <message>
        <source>1 step from ready</source>
        <translation>1 step from ready</translation>
    </message>
    <message>
        <source>%1 steps from ready</source>
        <translation>%1 steps from ready</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>seven pairs</source>
        <translation>seven pairs</translation>
    </message>
    <message>
        <source>thirteen orphans</source>
        <translation>thirteen orphans</translation>
    </message>
    <message>
        <source>knitted</source>
        <translation>knitted</translation>
    </message>
    <message>
        <source>knitted straight</source>
        <translation>knitted straight</translation>
    </message>
    <message>
        <source>Ron %1</source>
        <translation>Ron %1</translation>
    </message>
    <message>
        <source>Tsumo %1</source>
        <translation>Tsumo %1</translation>
    </message>
    <message>
        <source>with %1: ron %2</source>
        <translation>with %1: ron %2</translation>
    </message>
    <message>
        <source>Hand help</source>
        <translation>Hand help</translation>
    </message>
    <message>
        <source>Shown while you hold your tiles.</source>
        <translation>Shown while you hold your tiles.</translation>
    </message>
    <message>
        <source>Furiten: no win on a discard, only by self-draw</source>
        <translation>Furiten: no win on a discard, only by self-draw</translation>
    </message>
    <message>
        <source>Waits (%1 unseen)</source>
        <translation>Waits (%1 unseen)</translation>
    </message>
    <message>
        <source>Improving tiles (%1 unseen)</source>
        <translation>Improving tiles (%1 unseen)</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Best discard</source>
        <translation>Best discard</translation>
    </message>
    <message>
        <source>Not allowed now: %1</source>
        <translation>Not allowed now: %1</translation>
    </message>
    <message>
        <source>Furiten after this discard: no win on a discard</source>
        <translation>Furiten after this discard: no win on a discard</translation>
    </message>
    <message>
        <source>A win needs at least %1 %2.</source>
        <translation>A win needs at least %1 %2.</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>your hand (%1): %2 tiles</source>
        <translation>your hand (%1): %2 tiles</translation>
    </message>
    <message>
        <source>%1, selected</source>
        <translation>%1, selected</translation>
    </message>
    <message>
        <source>%1, not allowed: %2</source>
        <translation>%1, not allowed: %2</translation>
    </message>
    <message>
        <source>%1, not allowed</source>
        <translation>%1, not allowed</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Pass the screen to %1</translation>
    </message>
    <message>
        <source>Every hand is hidden until %1 is ready.</source>
        <translation>Every hand is hidden until %1 is ready.</translation>
    </message>
    <message>
        <source>I am %1: show my tiles</source>
        <translation>I am %1: show my tiles</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
</context>
<context>
    <name>MeldArea</name>
    <message>
        <source>melds and flowers of %1</source>
        <translation>melds and flowers of %1</translation>
    </message>
</context>
<context>
    <name>NewGameScreen</name>
    <message>
        <source>mjai command for seat %1</source>
        <translation>mjai command for seat %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Ruleset</translation>
    </message>
    <message>
        <source>%1 · coming</source>
        <translation>%1 · coming</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>This ruleset has no options.</source>
        <translation>This ruleset has no options.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Length</translation>
    </message>
    <message>
        <source>As the rules say</source>
        <translation>As the rules say</translation>
    </message>
    <message>
        <source>One hand</source>
        <translation>One hand</translation>
    </message>
    <message>
        <source>4 hands</source>
        <translation>4 hands</translation>
    </message>
    <message>
        <source>8 hands</source>
        <translation>8 hands</translation>
    </message>
    <message>
        <source>16 hands</source>
        <translation>16 hands</translation>
    </message>
    <message>
        <source>Seed (optional, to replay or share a deal)</source>
        <translation>Seed (optional, to replay or share a deal)</translation>
    </message>
    <message>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Practice game: take back moves against the bots</source>
        <translation>Practice game: take back moves against the bots</translation>
    </message>
    <message>
        <source>East round</source>
        <translation>East round</translation>
    </message>
    <message>
        <source>East and South rounds</source>
        <translation>East and South rounds</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>One end tile down</source>
        <translation>One end tile down</translation>
    </message>
    <message>
        <source>Three tiles down</source>
        <translation>Three tiles down</translation>
    </message>
    <message>
        <source>Both end tiles down</source>
        <translation>Both end tiles down</translation>
    </message>
    <message>
        <source>Both middle tiles down</source>
        <translation>Both middle tiles down</translation>
    </message>
    <message>
        <source>First in turn wins</source>
        <translation>First in turn wins</translation>
    </message>
    <message>
        <source>All winners</source>
        <translation>All winners</translation>
    </message>
    <message>
        <source>Three winners abort the hand</source>
        <translation>Three winners abort the hand</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>Simple</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Strong</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <source>Bot level</source>
        <translation>Bot level</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>mjai program</source>
        <translation>mjai program</translation>
    </message>
    <message>
        <source>Command, e.g. mjai-bot --seed {seed}</source>
        <translation>Command, e.g. mjai-bot --seed {seed}</translation>
    </message>
    <message>
        <source>Create a table</source>
        <translation>Create a table</translation>
    </message>
    <message>
        <source>Time to discard</source>
        <translation>Time to discard</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>No clock</translation>
    </message>
    <message>
        <source>%1 seconds</source>
        <translation>%1 seconds</translation>
    </message>
    <message>
        <source>Time to claim</source>
        <translation>Time to claim</translation>
    </message>
    <message>
        <source>When a player quits</source>
        <translation>When a player quits</translation>
    </message>
    <message>
        <source>A bot takes the seat</source>
        <translation>A bot takes the seat</translation>
    </message>
    <message>
        <source>The game ends</source>
        <translation>The game ends</translation>
    </message>
    <message>
        <source>Create the table</source>
        <translation>Create the table</translation>
    </message>
</context>
<context>
    <name>OnlineScreen</name>
    <message>
        <source>waiting for players</source>
        <translation>waiting for players</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>in play</translation>
    </message>
    <message>
        <source>between hands</source>
        <translation>between hands</translation>
    </message>
    <message>
        <source>over</source>
        <translation>over</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>%1 s to discard</source>
        <translation>%1 s to discard</translation>
    </message>
    <message>
        <source>no discard clock</source>
        <translation>no discard clock</translation>
    </message>
    <message>
        <source>%1 s to claim</source>
        <translation>%1 s to claim</translation>
    </message>
    <message>
        <source>no claim clock</source>
        <translation>no claim clock</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Play online</translation>
    </message>
    <message>
        <source>Connected to %1 as %2</source>
        <translation>Connected to %1 as %2</translation>
    </message>
    <message>
        <source>Reconnecting to %1…</source>
        <translation>Reconnecting to %1…</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>Your name at the table</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Join a game: the server&apos;s address</source>
        <translation>Join a game: the server&apos;s address</translation>
    </message>
    <message>
        <source>host:port, e.g. 192.168.1.20:7777</source>
        <translation>host:port, e.g. 192.168.1.20:7777</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Server address</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <source>Host a game on this computer</source>
        <translation>Host a game on this computer</translation>
    </message>
    <message>
        <source>Starts a server inside Quetai. It answers this computer only until you choose to let other computers on your network join; then it shows the address to give your friends.</source>
        <translation>Starts a server inside Quetai. It answers this computer only until you choose to let other computers on your network join; then it shows the address to give your friends.</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Hosting. Give your friends this address: %1</source>
        <translation>Hosting. Give your friends this address: %1</translation>
    </message>
    <message>
        <source>Hosting for this computer only (%1).</source>
        <translation>Hosting for this computer only (%1).</translation>
    </message>
    <message>
        <source>Let friends join…</source>
        <translation>Let friends join…</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>No tables yet: create one, and your friends sit down at it.</source>
        <translation>No tables yet: create one, and your friends sit down at it.</translation>
    </message>
    <message>
        <source>Table %1, %2, %3 of 4 seats taken, %4 watching, %5</source>
        <translation>Table %1, %2, %3 of 4 seats taken, %4 watching, %5</translation>
    </message>
    <message>
        <source>%1/4 seated</source>
        <translation>%1/4 seated</translation>
    </message>
    <message numerus="yes">
        <source>%n watching</source>
        <translation>
            <numerusform>%n watching</numerusform>
            <numerusform>%n watching</numerusform>
        </translation>
    </message>
    <message>
        <source>Sit down</source>
        <translation>Sit down</translation>
    </message>
    <message>
        <source>Sit down at table %1</source>
        <translation>Sit down at table %1</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Watch</translation>
    </message>
    <message>
        <source>Watch table %1</source>
        <translation>Watch table %1</translation>
    </message>
    <message>
        <source>You own this table. Fill empty seats with bots or wait for friends; the game starts when every seat is taken and every player has agreed to your options.</source>
        <translation>You own this table. Fill empty seats with bots or wait for friends; the game starts when every seat is taken and every player has agreed to your options.</translation>
    </message>
    <message>
        <source>You are watching this table.</source>
        <translation>You are watching this table.</translation>
    </message>
    <message>
        <source>You agreed to %1&apos;s options. Waiting for the start.</source>
        <translation>You agreed to %1&apos;s options. Waiting for the start.</translation>
    </message>
    <message>
        <source>%1 owns this table and set these options. Agree to play by them, or leave the table.</source>
        <translation>%1 owns this table and set these options. Agree to play by them, or leave the table.</translation>
    </message>
    <message>
        <source>A player who quits ends the game.</source>
        <translation>A player who quits ends the game.</translation>
    </message>
    <message>
        <source>A bot takes the seat of a player who quits.</source>
        <translation>A bot takes the seat of a player who quits.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>free</source>
        <translation>free</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(you)</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>owner</translation>
    </message>
    <message>
        <source>bot</source>
        <translation type="vanished">bot</translation>
    </message>
    <message>
        <source>agreed</source>
        <translation>agreed</translation>
    </message>
    <message>
        <source>not agreed yet</source>
        <translation>not agreed yet</translation>
    </message>
    <message>
        <source>Bot level for the %1 seat</source>
        <translation>Bot level for the %1 seat</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>A bot sits at the %1 seat</source>
        <translation>A bot sits at the %1 seat</translation>
    </message>
    <message>
        <source>Sit here</source>
        <translation>Sit here</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Leave the server</source>
        <translation>Leave the server</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Leave the table</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Refresh</translation>
    </message>
    <message>
        <source>Create a table</source>
        <translation>Create a table</translation>
    </message>
    <message>
        <source>Agree</source>
        <translation>Agree</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Let other computers join?</source>
        <translation>Let other computers join?</translation>
    </message>
    <message>
        <source>The server will answer every computer that can reach this one on port %1, not only your friends&apos;. Do this on a network you trust (at home), and stop hosting when the game is over.</source>
        <translation>The server will answer every computer that can reach this one on port %1, not only your friends&apos;. Do this on a network you trust (at home), and stop hosting when the game is over.</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Not now</translation>
    </message>
    <message>
        <source>Open to the network</source>
        <translation>Open to the network</translation>
    </message>
</context>
<context>
    <name>RecordCharts</name>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Hands won</translation>
    </message>
    <message>
        <source>Placement and score per game</source>
        <translation>Placement and score per game</translation>
    </message>
    <message>
        <source>Chart: placement and score per game, %1 games; the last places: %2; the last score changes: %3</source>
        <translation>Chart: placement and score per game, %1 games; the last places: %2; the last score changes: %3</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Score change</source>
        <translation>Score change</translation>
    </message>
    <message>
        <source>Win and deal-in rates (%, moving average)</source>
        <translation>Win and deal-in rates (%, moving average)</translation>
    </message>
    <message>
        <source>Chart: win rate %1%, deal-in rate %2% (moving averages over the last games)</source>
        <translation>Chart: win rate %1%, deal-in rate %2% (moving averages over the last games)</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <source>Deal-in rate</source>
        <translation>Deal-in rate</translation>
    </message>
    <message>
        <source>Win values (%1)</source>
        <translation>Win values (%1)</translation>
    </message>
    <message>
        <source>%1 %2: %3 wins</source>
        <translation>%1 %2: %3 wins</translation>
    </message>
    <message>
        <source>Chart: win values. %1</source>
        <translation>Chart: win values. %1</translation>
    </message>
    <message>
        <source>no wins yet</source>
        <translation>no wins yet</translation>
    </message>
    <message>
        <source>Fans and yaku won most</source>
        <translation>Fans and yaku won most</translation>
    </message>
    <message>
        <source>%1: %2 hands</source>
        <translation>%1: %2 hands</translation>
    </message>
    <message>
        <source>Chart: fans and yaku won most. %1</source>
        <translation>Chart: fans and yaku won most. %1</translation>
    </message>
</context>
<context>
    <name>RecordScreen</name>
    <message>
        <source>1st</source>
        <translation>1st</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2nd</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3rd</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4th</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>%1 (%2 hands)</source>
        <translation>%1 (%2 hands)</translation>
    </message>
    <message>
        <source>Average placement</source>
        <translation>Average placement</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Placements</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <source>Deal-in rate</source>
        <translation>Deal-in rate</translation>
    </message>
    <message>
        <source>Self-drawn wins</source>
        <translation>Self-drawn wins</translation>
    </message>
    <message>
        <source>Call rate</source>
        <translation>Call rate</translation>
    </message>
    <message>
        <source>Declaration rate (%1)</source>
        <translation>Declaration rate (%1)</translation>
    </message>
    <message>
        <source>Average win</source>
        <translation>Average win</translation>
    </message>
    <message>
        <source>%1 %2 · %3 points</source>
        <translation>%1 %2 · %3 points</translation>
    </message>
    <message>
        <source>Average deal-in</source>
        <translation>Average deal-in</translation>
    </message>
    <message>
        <source>Agreement with the Strong bot</source>
        <translation>Agreement with the Strong bot</translation>
    </message>
    <message>
        <source>not reviewed yet</source>
        <translation>not reviewed yet</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 decisions; %4 of %5 games reviewed)</source>
        <translation>%1 (%2 of %3 decisions; %4 of %5 games reviewed)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Won most</source>
        <translation>Won most</translation>
    </message>
    <message>
        <source>no wins yet</source>
        <translation>no wins yet</translation>
    </message>
    <message>
        <source>Record of %1</source>
        <translation>Record of %1</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Record</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>%1, shown</source>
        <translation>%1, shown</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>All games</translation>
    </message>
    <message>
        <source>Last %1</source>
        <translation>Last %1</translation>
    </message>
    <message>
        <source>Player: %1</source>
        <translation>Player: %1</translation>
    </message>
    <message>
        <source>Reading the saved games…</source>
        <translation>Reading the saved games…</translation>
    </message>
    <message>
        <source>The Strong bot is reviewing your games: %1 of %2 done</source>
        <translation>The Strong bot is reviewing your games: %1 of %2 done</translation>
    </message>
    <message>
        <source>%1 games not reviewed yet</source>
        <translation>%1 games not reviewed yet</translation>
    </message>
    <message>
        <source>Left out, not usable as games: %1 (first: %2, %3)</source>
        <translation>Left out, not usable as games: %1 (first: %2, %3)</translation>
    </message>
    <message>
        <source>No finished games yet. The games you finish are kept on this computer, and your record is made from them.</source>
        <translation>No finished games yet. The games you finish are kept on this computer, and your record is made from them.</translation>
    </message>
    <message>
        <source>Saved in %1: record.csv, games.csv and %2 charts (PNG).</source>
        <translation>Saved in %1: record.csv, games.csv and %2 charts (PNG).</translation>
    </message>
</context>
<context>
    <name>ReplayScreen</name>
    <message>
        <source>Replays</source>
        <translation>Replays</translation>
    </message>
    <message>
        <source>No saved games yet. Finished games are kept here.</source>
        <translation>No saved games yet. Finished games are kept here.</translation>
    </message>
    <message>
        <source>or the path of a game file or a tenhou.net/6 log</source>
        <translation>or the path of a game file or a tenhou.net/6 log</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Hand %1 of %2 · action %3 of %4 · %5 tiles left</source>
        <translation>Hand %1 of %2 · action %3 of %4 · %5 tiles left</translation>
    </message>
    <message>
        <source>First</source>
        <translation>First</translation>
    </message>
    <message>
        <source>◀◀ Hand</source>
        <translation>◀◀ Hand</translation>
    </message>
    <message>
        <source>◀ Action</source>
        <translation>◀ Action</translation>
    </message>
    <message>
        <source>Action ▶</source>
        <translation>Action ▶</translation>
    </message>
    <message>
        <source>Hand ▶▶</source>
        <translation>Hand ▶▶</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Written to %1</source>
        <translation>Written to %1</translation>
    </message>
    <message>
        <source>Where the log differs from our rules (%1):</source>
        <translation>Where the log differs from our rules (%1):</translation>
    </message>
    <message>
        <source>Export tenhou.net/6</source>
        <translation>Export tenhou.net/6</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>%1, discard</source>
        <translation>%1, discard</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>Pon</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>Chi</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>Kong</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>wins</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>ready</translation>
    </message>
    <message>
        <source>%1-shanten</source>
        <translation>%1-shanten</translation>
    </message>
    <message>
        <source>%1 tiles</source>
        <translation>%1 tiles</translation>
    </message>
    <message>
        <source>danger %1%</source>
        <translation>danger %1%</translation>
    </message>
    <message>
        <source>Review of hand %1</source>
        <translation>Review of hand %1</translation>
    </message>
    <message>
        <source>The Strong bot agrees with all %1 of your decisions.</source>
        <translation>The Strong bot agrees with all %1 of your decisions.</translation>
    </message>
    <message>
        <source>The Strong bot would have played differently at %1 of your %2 decisions.</source>
        <translation>The Strong bot would have played differently at %1 of your %2 decisions.</translation>
    </message>
    <message>
        <source>Claim window</source>
        <translation>Claim window</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Your turn</translation>
    </message>
    <message>
        <source>after 1 discard</source>
        <translation>after 1 discard</translation>
    </message>
    <message>
        <source>after %1 discards</source>
        <translation>after %1 discards</translation>
    </message>
    <message>
        <source>You played</source>
        <translation>You played</translation>
    </message>
    <message>
        <source>Strong bot</source>
        <translation>Strong bot</translation>
    </message>
    <message>
        <source>Back to the breakdown</source>
        <translation>Back to the breakdown</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <source>%1 tiles%2</source>
        <translation>%1 tiles%2</translation>
    </message>
    <message>
        <source>, flowers included</source>
        <translation>, flowers included</translation>
    </message>
    <message>
        <source>%1 red fives</source>
        <translation>%1 red fives</translation>
    </message>
    <message>
        <source>A dead wall of %1 tiles</source>
        <translation>A dead wall of %1 tiles</translation>
    </message>
    <message>
        <source>No dead wall</source>
        <translation>No dead wall</translation>
    </message>
    <message>
        <source>The dealer starts with 14 tiles (4-4-4 and a jump)</source>
        <translation>The dealer starts with 14 tiles (4-4-4 and a jump)</translation>
    </message>
    <message>
        <source>Chi, pon and kong may be called</source>
        <translation>Chi, pon and kong may be called</translation>
    </message>
    <message>
        <source>Pon and kong may be called; no chi</source>
        <translation>Pon and kong may be called; no chi</translation>
    </message>
    <message>
        <source>An added kong may be robbed</source>
        <translation>An added kong may be robbed</translation>
    </message>
    <message>
        <source>Winning: %1 (self-drawn), %2 (on a discard)</source>
        <translation>Winning: %1 (self-drawn), %2 (on a discard)</translation>
    </message>
    <message>
        <source>Scores start at %1</source>
        <translation>Scores start at %1</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>default %1</source>
        <translation>default %1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>%1 · coming</source>
        <translation>%1 · coming</translation>
    </message>
    <message>
        <source>Not playable yet: this ruleset is still being built.</source>
        <translation>Not playable yet: this ruleset is still being built.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
</context>
<context>
    <name>SaveNotice</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>start</source>
        <translation>start</translation>
    </message>
</context>
<context>
    <name>ScoreSteps</name>
    <message>
        <source>han</source>
        <translation>han</translation>
    </message>
    <message>
        <source>fu</source>
        <translation>fu</translation>
    </message>
    <message>
        <source>fan</source>
        <translation>fan</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
</context>
<context>
    <name>SeatLayer</name>
    <message>
        <source>wall in front of %1</source>
        <translation>wall in front of %1</translation>
    </message>
    <message>
        <source>discards of %1: %2 tiles</source>
        <translation>discards of %1: %2 tiles</translation>
    </message>
    <message>
        <source>hand of %1: %2 tiles</source>
        <translation>hand of %1: %2 tiles</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>Index marks on tiles (3s, E ...)</source>
        <translation>Index marks on tiles (3s, E ...)</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animation speed</translation>
    </message>
    <message>
        <source>Claim timer</source>
        <translation>Claim timer</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>5 seconds</source>
        <translation>5 seconds</translation>
    </message>
    <message>
        <source>10 seconds</source>
        <translation>10 seconds</translation>
    </message>
    <message>
        <source>20 seconds</source>
        <translation>20 seconds</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sound</translation>
    </message>
    <message>
        <source>tiles, calls, declarations, wins</source>
        <translation>tiles, calls, declarations, wins</translation>
    </message>
    <message>
        <source>Help on my hand</source>
        <translation>Help on my hand</translation>
    </message>
    <message>
        <source>waits, discards, call warnings, reviews</source>
        <translation>waits, discards, call warnings, reviews</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Colours</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>Green felt</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>High contrast</translation>
    </message>
    <message>
        <source>Discard a tile with</source>
        <translation>Discard a tile with</translation>
    </message>
    <message>
        <source>Two clicks: the first raises the tile</source>
        <translation>Two clicks: the first raises the tile</translation>
    </message>
    <message>
        <source>One click</source>
        <translation>One click</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <source>Replays</source>
        <translation>Replays</translation>
    </message>
    <message>
        <source>Hand calculator</source>
        <translation>Hand calculator</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Record</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Drills</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Play online</translation>
    </message>
</context>
<context>
    <name>TakeBack</name>
    <message>
        <source>Practice game</source>
        <translation>Practice game</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Take back</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
</context>
<context>
    <name>WallTile</name>
    <message>
        <source>wall tile</source>
        <translation>wall tile</translation>
    </message>
</context>
<context>
    <name>fan_binshi</name>
    <message>
        <source>Big Four Winds</source>
        <translation>Big Four Winds</translation>
        <extra-zh>大四喜</extra-zh>
    </message>
    <message>
        <source>Big Three Dragons</source>
        <translation>Big Three Dragons</translation>
        <extra-zh>大三元</extra-zh>
    </message>
    <message>
        <source>All Green</source>
        <translation>All Green</translation>
        <extra-zh>绿一色</extra-zh>
    </message>
    <message>
        <source>Nine Gates</source>
        <translation>Nine Gates</translation>
        <extra-zh>九莲宝灯</extra-zh>
    </message>
    <message>
        <source>Four Kongs</source>
        <translation>Four Kongs</translation>
        <extra-zh>四杠</extra-zh>
    </message>
    <message>
        <source>Seven Shifted Pairs</source>
        <translation>Seven Shifted Pairs</translation>
        <extra-zh>连七对</extra-zh>
    </message>
    <message>
        <source>Thirteen Orphans</source>
        <translation>Thirteen Orphans</translation>
        <extra-zh>十三幺</extra-zh>
    </message>
    <message>
        <source>All Terminals</source>
        <translation>All Terminals</translation>
        <extra-zh>清幺九</extra-zh>
    </message>
    <message>
        <source>Little Four Winds</source>
        <translation>Little Four Winds</translation>
        <extra-zh>小四喜</extra-zh>
    </message>
    <message>
        <source>Little Three Dragons</source>
        <translation>Little Three Dragons</translation>
        <extra-zh>小三元</extra-zh>
    </message>
    <message>
        <source>All Honors</source>
        <translation>All Honors</translation>
        <extra-zh>字一色</extra-zh>
    </message>
    <message>
        <source>Four Concealed Pungs</source>
        <translation>Four Concealed Pungs</translation>
        <extra-zh>四暗刻</extra-zh>
    </message>
    <message>
        <source>Pure Terminal Chows</source>
        <translation>Pure Terminal Chows</translation>
        <extra-zh>一色双龙会</extra-zh>
    </message>
    <message>
        <source>Quadruple Chow</source>
        <translation>Quadruple Chow</translation>
        <extra-zh>一色四同顺</extra-zh>
    </message>
    <message>
        <source>Four Pure Shifted Pungs</source>
        <translation>Four Pure Shifted Pungs</translation>
        <extra-zh>一色四节高</extra-zh>
    </message>
    <message>
        <source>Four Pure Shifted Chows</source>
        <translation>Four Pure Shifted Chows</translation>
        <extra-zh>一色四步高</extra-zh>
    </message>
    <message>
        <source>Three Kongs</source>
        <translation>Three Kongs</translation>
        <extra-zh>三杠</extra-zh>
    </message>
    <message>
        <source>All Terminals and Honors</source>
        <translation>All Terminals and Honors</translation>
        <extra-zh>混幺九</extra-zh>
    </message>
    <message>
        <source>Seven Pairs</source>
        <translation>Seven Pairs</translation>
        <extra-zh>七对</extra-zh>
    </message>
    <message>
        <source>Greater Honors and Knitted Tiles</source>
        <translation>Greater Honors and Knitted Tiles</translation>
        <extra-zh>七星不靠</extra-zh>
    </message>
    <message>
        <source>All Even Pungs</source>
        <translation>All Even Pungs</translation>
        <extra-zh>全双刻</extra-zh>
    </message>
    <message>
        <source>Full Flush</source>
        <translation>Full Flush</translation>
        <extra-zh>清一色</extra-zh>
    </message>
    <message>
        <source>Pure Triple Chow</source>
        <translation>Pure Triple Chow</translation>
        <extra-zh>一色三同顺</extra-zh>
    </message>
    <message>
        <source>Pure Shifted Pungs</source>
        <translation>Pure Shifted Pungs</translation>
        <extra-zh>一色三节高</extra-zh>
    </message>
    <message>
        <source>Upper Tiles</source>
        <translation>Upper Tiles</translation>
        <extra-zh>全大</extra-zh>
    </message>
    <message>
        <source>Middle Tiles</source>
        <translation>Middle Tiles</translation>
        <extra-zh>全中</extra-zh>
    </message>
    <message>
        <source>Lower Tiles</source>
        <translation>Lower Tiles</translation>
        <extra-zh>全小</extra-zh>
    </message>
    <message>
        <source>Pure Straight</source>
        <translation>Pure Straight</translation>
        <extra-zh>清龙</extra-zh>
    </message>
    <message>
        <source>Three-Suited Terminal Chows</source>
        <translation>Three-Suited Terminal Chows</translation>
        <extra-zh>三色双龙会</extra-zh>
    </message>
    <message>
        <source>Pure Shifted Chows</source>
        <translation>Pure Shifted Chows</translation>
        <extra-zh>一色三步高</extra-zh>
    </message>
    <message>
        <source>All Fives</source>
        <translation>All Fives</translation>
        <extra-zh>全带五</extra-zh>
    </message>
    <message>
        <source>Triple Pung</source>
        <translation>Triple Pung</translation>
        <extra-zh>三同刻</extra-zh>
    </message>
    <message>
        <source>Three Concealed Pungs</source>
        <translation>Three Concealed Pungs</translation>
        <extra-zh>三暗刻</extra-zh>
    </message>
    <message>
        <source>Lesser Honors and Knitted Tiles</source>
        <translation>Lesser Honors and Knitted Tiles</translation>
        <extra-zh>全不靠</extra-zh>
    </message>
    <message>
        <source>Knitted Straight</source>
        <translation>Knitted Straight</translation>
        <extra-zh>组合龙</extra-zh>
    </message>
    <message>
        <source>Upper Four</source>
        <translation>Upper Four</translation>
        <extra-zh>大于五</extra-zh>
    </message>
    <message>
        <source>Lower Four</source>
        <translation>Lower Four</translation>
        <extra-zh>小于五</extra-zh>
    </message>
    <message>
        <source>Big Three Winds</source>
        <translation>Big Three Winds</translation>
        <extra-zh>三风刻</extra-zh>
    </message>
    <message>
        <source>Mixed Straight</source>
        <translation>Mixed Straight</translation>
        <extra-zh>花龙</extra-zh>
    </message>
    <message>
        <source>Reversible Tiles</source>
        <translation>Reversible Tiles</translation>
        <extra-zh>推不倒</extra-zh>
    </message>
    <message>
        <source>Mixed Triple Chow</source>
        <translation>Mixed Triple Chow</translation>
        <extra-zh>三色三同顺</extra-zh>
    </message>
    <message>
        <source>Mixed Shifted Pungs</source>
        <translation>Mixed Shifted Pungs</translation>
        <extra-zh>三色三节高</extra-zh>
    </message>
    <message>
        <source>Chicken Hand</source>
        <translation>Chicken Hand</translation>
        <extra-zh>无番和</extra-zh>
    </message>
    <message>
        <source>Last Tile Draw</source>
        <translation>Last Tile Draw</translation>
        <extra-zh>妙手回春</extra-zh>
    </message>
    <message>
        <source>Last Tile Claim</source>
        <translation>Last Tile Claim</translation>
        <extra-zh>海底捞月</extra-zh>
    </message>
    <message>
        <source>Out with Replacement Tile</source>
        <translation>Out with Replacement Tile</translation>
        <extra-zh>杠上开花</extra-zh>
    </message>
    <message>
        <source>Robbing the Kong</source>
        <translation>Robbing the Kong</translation>
        <extra-zh>抢杠和</extra-zh>
    </message>
    <message>
        <source>All Pungs</source>
        <translation>All Pungs</translation>
        <extra-zh>碰碰和</extra-zh>
    </message>
    <message>
        <source>Half Flush</source>
        <translation>Half Flush</translation>
        <extra-zh>混一色</extra-zh>
    </message>
    <message>
        <source>Mixed Shifted Chows</source>
        <translation>Mixed Shifted Chows</translation>
        <extra-zh>三色三步高</extra-zh>
    </message>
    <message>
        <source>All Types</source>
        <translation>All Types</translation>
        <extra-zh>五门齐</extra-zh>
    </message>
    <message>
        <source>Melded Hand</source>
        <translation>Melded Hand</translation>
        <extra-zh>全求人</extra-zh>
    </message>
    <message>
        <source>Two Concealed Kongs</source>
        <translation>Two Concealed Kongs</translation>
        <extra-zh>双暗杠</extra-zh>
    </message>
    <message>
        <source>Two Dragon Pungs</source>
        <translation>Two Dragon Pungs</translation>
        <extra-zh>双箭刻</extra-zh>
    </message>
    <message>
        <source>Outside Hand</source>
        <translation>Outside Hand</translation>
        <extra-zh>全带幺</extra-zh>
    </message>
    <message>
        <source>Fully Concealed Hand</source>
        <translation>Fully Concealed Hand</translation>
        <extra-zh>不求人</extra-zh>
    </message>
    <message>
        <source>Two Melded Kongs</source>
        <translation>Two Melded Kongs</translation>
        <extra-zh>双明杠</extra-zh>
    </message>
    <message>
        <source>Last Tile</source>
        <translation>Last Tile</translation>
        <extra-zh>和绝张</extra-zh>
    </message>
    <message>
        <source>Dragon Pung</source>
        <translation>Dragon Pung</translation>
        <extra-zh>箭刻</extra-zh>
    </message>
    <message>
        <source>Prevalent Wind</source>
        <translation>Prevalent Wind</translation>
        <extra-zh>圈风刻</extra-zh>
    </message>
    <message>
        <source>Seat Wind</source>
        <translation>Seat Wind</translation>
        <extra-zh>门风刻</extra-zh>
    </message>
    <message>
        <source>Concealed Hand</source>
        <translation>Concealed Hand</translation>
        <extra-zh>门前清</extra-zh>
    </message>
    <message>
        <source>All Chows</source>
        <translation>All Chows</translation>
        <extra-zh>平和</extra-zh>
    </message>
    <message>
        <source>Tile Hog</source>
        <translation>Tile Hog</translation>
        <extra-zh>四归一</extra-zh>
    </message>
    <message>
        <source>Double Pung</source>
        <translation>Double Pung</translation>
        <extra-zh>双同刻</extra-zh>
    </message>
    <message>
        <source>Two Concealed Pungs</source>
        <translation>Two Concealed Pungs</translation>
        <extra-zh>双暗刻</extra-zh>
    </message>
    <message>
        <source>Concealed Kong</source>
        <translation>Concealed Kong</translation>
        <extra-zh>暗杠</extra-zh>
    </message>
    <message>
        <source>All Simples</source>
        <translation>All Simples</translation>
        <extra-zh>断幺</extra-zh>
    </message>
    <message>
        <source>Pure Double Chow</source>
        <translation>Pure Double Chow</translation>
        <extra-zh>一般高</extra-zh>
    </message>
    <message>
        <source>Mixed Double Chow</source>
        <translation>Mixed Double Chow</translation>
        <extra-zh>喜相逢</extra-zh>
    </message>
    <message>
        <source>Short Straight</source>
        <translation>Short Straight</translation>
        <extra-zh>连六</extra-zh>
    </message>
    <message>
        <source>Two Terminal Chows</source>
        <translation>Two Terminal Chows</translation>
        <extra-zh>老少副</extra-zh>
    </message>
    <message>
        <source>Pung of Terminals or Honors</source>
        <translation>Pung of Terminals or Honors</translation>
        <extra-zh>幺九刻</extra-zh>
    </message>
    <message>
        <source>Melded Kong</source>
        <translation>Melded Kong</translation>
        <extra-zh>明杠</extra-zh>
    </message>
    <message>
        <source>One Voided Suit</source>
        <translation>One Voided Suit</translation>
        <extra-zh>缺一门</extra-zh>
    </message>
    <message>
        <source>No Honors</source>
        <translation>No Honors</translation>
        <extra-zh>无字</extra-zh>
    </message>
    <message>
        <source>Edge Wait</source>
        <translation>Edge Wait</translation>
        <extra-zh>边张</extra-zh>
    </message>
    <message>
        <source>Closed Wait</source>
        <translation>Closed Wait</translation>
        <extra-zh>嵌张</extra-zh>
    </message>
    <message>
        <source>Single Wait</source>
        <translation>Single Wait</translation>
        <extra-zh>单钓将</extra-zh>
    </message>
    <message>
        <source>Self-Drawn</source>
        <translation>Self-Drawn</translation>
        <extra-zh>自摸</extra-zh>
    </message>
    <message>
        <source>Flower Tiles</source>
        <translation>Flower Tiles</translation>
        <extra-zh>花牌</extra-zh>
    </message>
</context>
<context>
    <name>fan_lingque</name>
    <message>
        <source>Heavenly Hand</source>
        <translation>Heavenly Hand</translation>
        <extra-zh>天和</extra-zh>
    </message>
    <message>
        <source>Earthly Hand</source>
        <translation>Earthly Hand</translation>
        <extra-zh>地和</extra-zh>
    </message>
    <message>
        <source>Win after a Kong</source>
        <translation>Win after a Kong</translation>
        <extra-zh>岭上开花</extra-zh>
    </message>
    <message>
        <source>Last Tile Draw</source>
        <translation>Last Tile Draw</translation>
        <extra-zh>海底捞月</extra-zh>
    </message>
    <message>
        <source>Last Discard</source>
        <translation>Last Discard</translation>
        <extra-zh>河底捞鱼</extra-zh>
    </message>
    <message>
        <source>Robbing a Kong</source>
        <translation>Robbing a Kong</translation>
        <extra-zh>抢杠</extra-zh>
    </message>
    <message>
        <source>Self-Drawn</source>
        <translation>Self-Drawn</translation>
        <extra-zh>自摸</extra-zh>
    </message>
    <message>
        <source>Seven Pairs</source>
        <translation>Seven Pairs</translation>
        <extra-zh>七对</extra-zh>
    </message>
    <message>
        <source>Knitted and Honours</source>
        <translation>Knitted and Honours</translation>
        <extra-zh>全不靠</extra-zh>
    </message>
    <message>
        <source>Thirteen Orphans</source>
        <translation>Thirteen Orphans</translation>
        <extra-zh>十三幺</extra-zh>
    </message>
    <message>
        <source>Concealed Hand</source>
        <translation>Concealed Hand</translation>
        <extra-zh>门前清</extra-zh>
    </message>
    <message>
        <source>Four Kongs</source>
        <translation>Four Kongs</translation>
        <extra-zh>四杠</extra-zh>
    </message>
    <message>
        <source>Three Kongs</source>
        <translation>Three Kongs</translation>
        <extra-zh>三杠</extra-zh>
    </message>
    <message>
        <source>Two Kongs</source>
        <translation>Two Kongs</translation>
        <extra-zh>双杠</extra-zh>
    </message>
    <message>
        <source>One Kong</source>
        <translation>One Kong</translation>
        <extra-zh>杠</extra-zh>
    </message>
    <message>
        <source>Four Concealed Triplets</source>
        <translation>Four Concealed Triplets</translation>
        <extra-zh>四暗刻</extra-zh>
    </message>
    <message>
        <source>Three Concealed Triplets</source>
        <translation>Three Concealed Triplets</translation>
        <extra-zh>三暗刻</extra-zh>
    </message>
    <message>
        <source>Two Concealed Triplets</source>
        <translation>Two Concealed Triplets</translation>
        <extra-zh>双暗刻</extra-zh>
    </message>
    <message>
        <source>Concealed Triplet</source>
        <translation>Concealed Triplet</translation>
        <extra-zh>暗刻</extra-zh>
    </message>
    <message>
        <source>All Triplets</source>
        <translation>All Triplets</translation>
        <extra-zh>对对和</extra-zh>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Four of a Kind</translation>
        <extra-zh>四归</extra-zh>
    </message>
    <message>
        <source>Seven Honour Pairs</source>
        <translation>Seven Honour Pairs</translation>
        <extra-zh>大七星</extra-zh>
    </message>
    <message>
        <source>All Honours</source>
        <translation>All Honours</translation>
        <extra-zh>字一色</extra-zh>
    </message>
    <message>
        <source>Big Four Winds</source>
        <translation>Big Four Winds</translation>
        <extra-zh>大四喜</extra-zh>
    </message>
    <message>
        <source>Little Four Winds</source>
        <translation>Little Four Winds</translation>
        <extra-zh>小四喜</extra-zh>
    </message>
    <message>
        <source>Four Wind Pairs</source>
        <translation>Four Wind Pairs</translation>
        <extra-zh>四喜对</extra-zh>
    </message>
    <message>
        <source>Big Three Dragons</source>
        <translation>Big Three Dragons</translation>
        <extra-zh>大三元</extra-zh>
    </message>
    <message>
        <source>Little Three Dragons</source>
        <translation>Little Three Dragons</translation>
        <extra-zh>小三元</extra-zh>
    </message>
    <message>
        <source>Three Dragon Pairs</source>
        <translation>Three Dragon Pairs</translation>
        <extra-zh>三元对</extra-zh>
    </message>
    <message>
        <source>Seat Wind</source>
        <translation>Seat Wind</translation>
        <extra-zh>番牌门风牌</extra-zh>
    </message>
    <message>
        <source>Red Dragon</source>
        <translation>Red Dragon</translation>
        <extra-zh>番牌中</extra-zh>
    </message>
    <message>
        <source>Green Dragon</source>
        <translation>Green Dragon</translation>
        <extra-zh>番牌發</extra-zh>
    </message>
    <message>
        <source>White Dragon</source>
        <translation>White Dragon</translation>
        <extra-zh>番牌白</extra-zh>
    </message>
    <message>
        <source>Other Wind Triplet</source>
        <translation>Other Wind Triplet</translation>
        <extra-zh>客风刻</extra-zh>
    </message>
    <message>
        <source>All Terminals</source>
        <translation>All Terminals</translation>
        <extra-zh>清幺九</extra-zh>
    </message>
    <message>
        <source>Terminals and Honours</source>
        <translation>Terminals and Honours</translation>
        <extra-zh>混幺九</extra-zh>
    </message>
    <message>
        <source>Pure Outside Hand</source>
        <translation>Pure Outside Hand</translation>
        <extra-zh>清带幺</extra-zh>
    </message>
    <message>
        <source>Mixed Outside Hand</source>
        <translation>Mixed Outside Hand</translation>
        <extra-zh>混带幺</extra-zh>
    </message>
    <message>
        <source>Terminal Triplet</source>
        <translation>Terminal Triplet</translation>
        <extra-zh>幺九刻</extra-zh>
    </message>
    <message>
        <source>Nine Gates</source>
        <translation>Nine Gates</translation>
        <extra-zh>九莲宝灯</extra-zh>
    </message>
    <message>
        <source>Seven Shifted Pairs</source>
        <translation>Seven Shifted Pairs</translation>
        <extra-zh>连七对</extra-zh>
    </message>
    <message>
        <source>Full Flush</source>
        <translation>Full Flush</translation>
        <extra-zh>清一色</extra-zh>
    </message>
    <message>
        <source>Half Flush</source>
        <translation>Half Flush</translation>
        <extra-zh>混一色</extra-zh>
    </message>
    <message>
        <source>Two Suits</source>
        <translation>Two Suits</translation>
        <extra-zh>缺一门</extra-zh>
    </message>
    <message>
        <source>Two Numbers</source>
        <translation>Two Numbers</translation>
        <extra-zh>二数</extra-zh>
    </message>
    <message>
        <source>Three Numbers</source>
        <translation>Three Numbers</translation>
        <extra-zh>三聚</extra-zh>
    </message>
    <message>
        <source>Four Numbers</source>
        <translation>Four Numbers</translation>
        <extra-zh>四聚</extra-zh>
    </message>
    <message>
        <source>Nine Numbers Apart</source>
        <translation>Nine Numbers Apart</translation>
        <extra-zh>九数贯通</extra-zh>
    </message>
    <message>
        <source>Mirror Hand</source>
        <translation>Mirror Hand</translation>
        <extra-zh>镜数</extra-zh>
    </message>
    <message>
        <source>Mirror Pairs</source>
        <translation>Mirror Pairs</translation>
        <extra-zh>镜数对</extra-zh>
    </message>
    <message>
        <source>Four Identical Sequences</source>
        <translation>Four Identical Sequences</translation>
        <extra-zh>四同顺</extra-zh>
    </message>
    <message>
        <source>Three Identical Sequences</source>
        <translation>Three Identical Sequences</translation>
        <extra-zh>三同顺</extra-zh>
    </message>
    <message>
        <source>Two Double Sequences</source>
        <translation>Two Double Sequences</translation>
        <extra-zh>二般高</extra-zh>
    </message>
    <message>
        <source>Double Sequence</source>
        <translation>Double Sequence</translation>
        <extra-zh>一般高</extra-zh>
    </message>
    <message>
        <source>Triple Triplets</source>
        <translation>Triple Triplets</translation>
        <extra-zh>三同刻</extra-zh>
    </message>
    <message>
        <source>Double Triplets</source>
        <translation>Double Triplets</translation>
        <extra-zh>双同刻</extra-zh>
    </message>
    <message>
        <source>Mixed Triple Sequence</source>
        <translation>Mixed Triple Sequence</translation>
        <extra-zh>三色同顺</extra-zh>
    </message>
    <message>
        <source>Mixed Double Sequence</source>
        <translation>Mixed Double Sequence</translation>
        <extra-zh>喜相逢</extra-zh>
    </message>
    <message>
        <source>Pairs of Two Numbers</source>
        <translation>Pairs of Two Numbers</translation>
        <extra-zh>三同二对</extra-zh>
    </message>
    <message>
        <source>Mirrored Suits</source>
        <translation>Mirrored Suits</translation>
        <extra-zh>镜同</extra-zh>
    </message>
    <message>
        <source>Mirrored Pairs in Two Suits</source>
        <translation>Mirrored Pairs in Two Suits</translation>
        <extra-zh>镜同对</extra-zh>
    </message>
    <message>
        <source>Four Shifted Triplets</source>
        <translation>Four Shifted Triplets</translation>
        <extra-zh>四连刻</extra-zh>
    </message>
    <message>
        <source>Three Shifted Triplets</source>
        <translation>Three Shifted Triplets</translation>
        <extra-zh>三连刻</extra-zh>
    </message>
    <message>
        <source>Four Shifted Sequences</source>
        <translation>Four Shifted Sequences</translation>
        <extra-zh>四步高</extra-zh>
    </message>
    <message>
        <source>Three Shifted Sequences</source>
        <translation>Three Shifted Sequences</translation>
        <extra-zh>三步高</extra-zh>
    </message>
    <message>
        <source>Four Chained Sequences</source>
        <translation>Four Chained Sequences</translation>
        <extra-zh>四连环</extra-zh>
    </message>
    <message>
        <source>Three Chained Sequences</source>
        <translation>Three Chained Sequences</translation>
        <extra-zh>三连环</extra-zh>
    </message>
    <message>
        <source>Pure Straight</source>
        <translation>Pure Straight</translation>
        <extra-zh>一气贯通</extra-zh>
    </message>
    <message>
        <source>Twin Dragons</source>
        <translation>Twin Dragons</translation>
        <extra-zh>双龙会</extra-zh>
    </message>
    <message>
        <source>Six in a Row</source>
        <translation>Six in a Row</translation>
        <extra-zh>连六</extra-zh>
    </message>
    <message>
        <source>Old and Young</source>
        <translation>Old and Young</translation>
        <extra-zh>老少副</extra-zh>
    </message>
    <message>
        <source>Mixed Shifted Triplets</source>
        <translation>Mixed Shifted Triplets</translation>
        <extra-zh>三色连刻</extra-zh>
    </message>
    <message>
        <source>Mixed Shifted Sequences</source>
        <translation>Mixed Shifted Sequences</translation>
        <extra-zh>三色步高</extra-zh>
    </message>
    <message>
        <source>Mixed Chained Sequences</source>
        <translation>Mixed Chained Sequences</translation>
        <extra-zh>三色连环</extra-zh>
    </message>
    <message>
        <source>Mixed Straight</source>
        <translation>Mixed Straight</translation>
        <extra-zh>三色贯通</extra-zh>
    </message>
    <message>
        <source>Mirrored Twin Dragons</source>
        <translation>Mirrored Twin Dragons</translation>
        <extra-zh>镜龙会</extra-zh>
    </message>
</context>
<context>
    <name>fan_riichi</name>
    <message>
        <source>Riichi</source>
        <translation>Riichi</translation>
        <extra-ja>立直</extra-ja>
        <extra-zh>立直</extra-zh>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>Ippatsu</translation>
        <extra-ja>一発</extra-ja>
        <extra-zh>一发</extra-zh>
    </message>
    <message>
        <source>Fully concealed self-draw</source>
        <translation>Fully concealed self-draw</translation>
        <extra-ja>門前清自摸和</extra-ja>
        <extra-zh>门前清自摸和</extra-zh>
    </message>
    <message>
        <source>Pinfu</source>
        <translation>Pinfu</translation>
        <extra-ja>平和</extra-ja>
        <extra-zh>平和</extra-zh>
    </message>
    <message>
        <source>All simples</source>
        <translation>All simples</translation>
        <extra-ja>断幺九</extra-ja>
        <extra-zh>断幺九</extra-zh>
    </message>
    <message>
        <source>Pure double sequence</source>
        <translation>Pure double sequence</translation>
        <extra-ja>一盃口</extra-ja>
        <extra-zh>一杯口</extra-zh>
    </message>
    <message>
        <source>Yakuhai: white dragon</source>
        <translation>Yakuhai: white dragon</translation>
        <extra-ja>役牌 白</extra-ja>
        <extra-zh>役牌 白</extra-zh>
    </message>
    <message>
        <source>Yakuhai: green dragon</source>
        <translation>Yakuhai: green dragon</translation>
        <extra-ja>役牌 發</extra-ja>
        <extra-zh>役牌 发</extra-zh>
    </message>
    <message>
        <source>Yakuhai: red dragon</source>
        <translation>Yakuhai: red dragon</translation>
        <extra-ja>役牌 中</extra-ja>
        <extra-zh>役牌 中</extra-zh>
    </message>
    <message>
        <source>Yakuhai: seat wind</source>
        <translation>Yakuhai: seat wind</translation>
        <extra-ja>自風</extra-ja>
        <extra-zh>自风</extra-zh>
    </message>
    <message>
        <source>Yakuhai: round wind</source>
        <translation>Yakuhai: round wind</translation>
        <extra-ja>場風</extra-ja>
        <extra-zh>场风</extra-zh>
    </message>
    <message>
        <source>After a kong</source>
        <translation>After a kong</translation>
        <extra-ja>嶺上開花</extra-ja>
        <extra-zh>岭上开花</extra-zh>
    </message>
    <message>
        <source>Robbing a kong</source>
        <translation>Robbing a kong</translation>
        <extra-ja>槍槓</extra-ja>
        <extra-zh>抢杠</extra-zh>
    </message>
    <message>
        <source>Last tile from the wall</source>
        <translation>Last tile from the wall</translation>
        <extra-ja>海底摸月</extra-ja>
        <extra-zh>海底捞月</extra-zh>
    </message>
    <message>
        <source>Last discard</source>
        <translation>Last discard</translation>
        <extra-ja>河底撈魚</extra-ja>
        <extra-zh>河底捞鱼</extra-zh>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>Double riichi</translation>
        <extra-ja>ダブル立直</extra-ja>
        <extra-zh>两立直</extra-zh>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>Seven pairs</translation>
        <extra-ja>七対子</extra-ja>
        <extra-zh>七对子</extra-zh>
    </message>
    <message>
        <source>Mixed triple sequence</source>
        <translation>Mixed triple sequence</translation>
        <extra-ja>三色同順</extra-ja>
        <extra-zh>三色同顺</extra-zh>
    </message>
    <message>
        <source>Pure straight</source>
        <translation>Pure straight</translation>
        <extra-ja>一気通貫</extra-ja>
        <extra-zh>一气通贯</extra-zh>
    </message>
    <message>
        <source>Half outside hand</source>
        <translation>Half outside hand</translation>
        <extra-ja>混全帯幺九</extra-ja>
        <extra-zh>混全带幺九</extra-zh>
    </message>
    <message>
        <source>All triplets</source>
        <translation>All triplets</translation>
        <extra-ja>対々和</extra-ja>
        <extra-zh>对对和</extra-zh>
    </message>
    <message>
        <source>Three concealed triplets</source>
        <translation>Three concealed triplets</translation>
        <extra-ja>三暗刻</extra-ja>
        <extra-zh>三暗刻</extra-zh>
    </message>
    <message>
        <source>Triple triplets</source>
        <translation>Triple triplets</translation>
        <extra-ja>三色同刻</extra-ja>
        <extra-zh>三色同刻</extra-zh>
    </message>
    <message>
        <source>Three kongs</source>
        <translation>Three kongs</translation>
        <extra-ja>三槓子</extra-ja>
        <extra-zh>三杠子</extra-zh>
    </message>
    <message>
        <source>Little three dragons</source>
        <translation>Little three dragons</translation>
        <extra-ja>小三元</extra-ja>
        <extra-zh>小三元</extra-zh>
    </message>
    <message>
        <source>All terminals and honours</source>
        <translation>All terminals and honours</translation>
        <extra-ja>混老頭</extra-ja>
        <extra-zh>混老头</extra-zh>
    </message>
    <message>
        <source>Twice pure double sequence</source>
        <translation>Twice pure double sequence</translation>
        <extra-ja>二盃口</extra-ja>
        <extra-zh>二杯口</extra-zh>
    </message>
    <message>
        <source>Fully outside hand</source>
        <translation>Fully outside hand</translation>
        <extra-ja>純全帯幺九</extra-ja>
        <extra-zh>纯全带幺九</extra-zh>
    </message>
    <message>
        <source>Half flush</source>
        <translation>Half flush</translation>
        <extra-ja>混一色</extra-ja>
        <extra-zh>混一色</extra-zh>
    </message>
    <message>
        <source>Full flush</source>
        <translation>Full flush</translation>
        <extra-ja>清一色</extra-ja>
        <extra-zh>清一色</extra-zh>
    </message>
    <message>
        <source>Thirteen orphans</source>
        <translation>Thirteen orphans</translation>
        <extra-ja>国士無双</extra-ja>
        <extra-zh>国士无双</extra-zh>
    </message>
    <message>
        <source>Thirteen orphans, 13-sided wait</source>
        <translation>Thirteen orphans, 13-sided wait</translation>
        <extra-ja>国士無双十三面</extra-ja>
        <extra-zh>国士无双十三面</extra-zh>
    </message>
    <message>
        <source>Four concealed triplets</source>
        <translation>Four concealed triplets</translation>
        <extra-ja>四暗刻</extra-ja>
        <extra-zh>四暗刻</extra-zh>
    </message>
    <message>
        <source>Four concealed triplets, pair wait</source>
        <translation>Four concealed triplets, pair wait</translation>
        <extra-ja>四暗刻単騎</extra-ja>
        <extra-zh>四暗刻单骑</extra-zh>
    </message>
    <message>
        <source>Big three dragons</source>
        <translation>Big three dragons</translation>
        <extra-ja>大三元</extra-ja>
        <extra-zh>大三元</extra-zh>
    </message>
    <message>
        <source>All honours</source>
        <translation>All honours</translation>
        <extra-ja>字一色</extra-ja>
        <extra-zh>字一色</extra-zh>
    </message>
    <message>
        <source>All green</source>
        <translation>All green</translation>
        <extra-ja>緑一色</extra-ja>
        <extra-zh>绿一色</extra-zh>
    </message>
    <message>
        <source>All terminals</source>
        <translation>All terminals</translation>
        <extra-ja>清老頭</extra-ja>
        <extra-zh>清老头</extra-zh>
    </message>
    <message>
        <source>Little four winds</source>
        <translation>Little four winds</translation>
        <extra-ja>小四喜</extra-ja>
        <extra-zh>小四喜</extra-zh>
    </message>
    <message>
        <source>Big four winds</source>
        <translation>Big four winds</translation>
        <extra-ja>大四喜</extra-ja>
        <extra-zh>大四喜</extra-zh>
    </message>
    <message>
        <source>Four kongs</source>
        <translation>Four kongs</translation>
        <extra-ja>四槓子</extra-ja>
        <extra-zh>四杠子</extra-zh>
    </message>
    <message>
        <source>Nine gates</source>
        <translation>Nine gates</translation>
        <extra-ja>九蓮宝燈</extra-ja>
        <extra-zh>九莲宝灯</extra-zh>
    </message>
    <message>
        <source>True nine gates</source>
        <translation>True nine gates</translation>
        <extra-ja>純正九蓮宝燈</extra-ja>
        <extra-zh>纯正九莲宝灯</extra-zh>
    </message>
    <message>
        <source>Blessing of heaven</source>
        <translation>Blessing of heaven</translation>
        <extra-ja>天和</extra-ja>
        <extra-zh>天和</extra-zh>
    </message>
    <message>
        <source>Blessing of earth</source>
        <translation>Blessing of earth</translation>
        <extra-ja>地和</extra-ja>
        <extra-zh>地和</extra-zh>
    </message>
</context>
<context>
    <name>fan_shanghai</name>
    <message>
        <source>Heavenly win</source>
        <translation>Heavenly win</translation>
        <extra-zh>天胡</extra-zh>
    </message>
    <message>
        <source>Earthly win</source>
        <translation>Earthly win</translation>
        <extra-zh>地胡</extra-zh>
    </message>
    <message>
        <source>Eight flowers</source>
        <translation>Eight flowers</translation>
        <extra-zh>八花</extra-zh>
    </message>
    <message>
        <source>All honours</source>
        <translation>All honours</translation>
        <extra-zh>字一色</extra-zh>
    </message>
    <message>
        <source>Honours in any arrangement</source>
        <translation>Honours in any arrangement</translation>
        <extra-zh>乱风向</extra-zh>
    </message>
    <message>
        <source>One suit, all triplets</source>
        <translation>One suit, all triplets</translation>
        <extra-zh>清碰</extra-zh>
    </message>
    <message>
        <source>One suit</source>
        <translation>One suit</translation>
        <extra-zh>清一色</extra-zh>
    </message>
    <message>
        <source>One suit and honours, all triplets</source>
        <translation>One suit and honours, all triplets</translation>
        <extra-zh>混碰</extra-zh>
    </message>
    <message>
        <source>Four melds</source>
        <translation>Four melds</translation>
        <extra-zh>大吊车</extra-zh>
    </message>
    <message>
        <source>Win on a replacement tile</source>
        <translation>Win on a replacement tile</translation>
        <extra-zh>杠开</extra-zh>
    </message>
    <message>
        <source>One suit and honours</source>
        <translation>One suit and honours</translation>
        <extra-zh>混一色</extra-zh>
    </message>
    <message>
        <source>All triplets</source>
        <translation>All triplets</translation>
        <extra-zh>碰碰胡</extra-zh>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
        <extra-zh>底</extra-zh>
    </message>
    <message>
        <source>Flower</source>
        <translation>Flower</translation>
        <extra-zh>花牌</extra-zh>
    </message>
    <message>
        <source>Wind pon</source>
        <translation>Wind pon</translation>
        <extra-zh>风碰</extra-zh>
    </message>
    <message>
        <source>Concealed wind triplet</source>
        <translation>Concealed wind triplet</translation>
        <extra-zh>风暗刻</extra-zh>
    </message>
    <message>
        <source>Dragon pon</source>
        <translation>Dragon pon</translation>
        <extra-zh>箭碰</extra-zh>
    </message>
    <message>
        <source>Concealed dragon triplet</source>
        <translation>Concealed dragon triplet</translation>
        <extra-zh>箭暗刻</extra-zh>
    </message>
    <message>
        <source>Open kong of a number tile</source>
        <translation>Open kong of a number tile</translation>
        <extra-zh>数明杠</extra-zh>
    </message>
    <message>
        <source>Concealed kong of a number tile</source>
        <translation>Concealed kong of a number tile</translation>
        <extra-zh>数暗杠</extra-zh>
    </message>
    <message>
        <source>Open wind kong</source>
        <translation>Open wind kong</translation>
        <extra-zh>风明杠</extra-zh>
    </message>
    <message>
        <source>Concealed wind kong</source>
        <translation>Concealed wind kong</translation>
        <extra-zh>风暗杠</extra-zh>
    </message>
    <message>
        <source>Open dragon kong</source>
        <translation>Open dragon kong</translation>
        <extra-zh>箭明杠</extra-zh>
    </message>
    <message>
        <source>Concealed dragon kong</source>
        <translation>Concealed dragon kong</translation>
        <extra-zh>箭暗杠</extra-zh>
    </message>
</context>
<context>
    <name>fan_yuque</name>
    <message>
        <source>Triplet bonus</source>
        <translation>Triplet bonus</translation>
        <extra-zh>番刻</extra-zh>
    </message>
    <message>
        <source>Four concealed triplets</source>
        <translation>Four concealed triplets</translation>
        <extra-zh>四暗刻</extra-zh>
    </message>
    <message>
        <source>Three concealed triplets</source>
        <translation>Three concealed triplets</translation>
        <extra-zh>三暗刻</extra-zh>
    </message>
    <message>
        <source>Two concealed triplets</source>
        <translation>Two concealed triplets</translation>
        <extra-zh>双暗刻</extra-zh>
    </message>
    <message>
        <source>Four kongs</source>
        <translation>Four kongs</translation>
        <extra-zh>四杠</extra-zh>
    </message>
    <message>
        <source>Three kongs</source>
        <translation>Three kongs</translation>
        <extra-zh>三杠</extra-zh>
    </message>
    <message>
        <source>Two kongs</source>
        <translation>Two kongs</translation>
        <extra-zh>双杠</extra-zh>
    </message>
    <message>
        <source>One kong</source>
        <translation>One kong</translation>
        <extra-zh>杠</extra-zh>
    </message>
    <message>
        <source>All triplets</source>
        <translation>All triplets</translation>
        <extra-zh>对对和</extra-zh>
    </message>
    <message>
        <source>Win on a kong replacement</source>
        <translation>Win on a kong replacement</translation>
        <extra-zh>岭上开花</extra-zh>
    </message>
    <message>
        <source>Last wall tile</source>
        <translation>Last wall tile</translation>
        <extra-zh>海底捞月</extra-zh>
    </message>
    <message>
        <source>Last discard</source>
        <translation>Last discard</translation>
        <extra-zh>河底捞鱼</extra-zh>
    </message>
    <message>
        <source>Robbing a kong</source>
        <translation>Robbing a kong</translation>
        <extra-zh>抢杠</extra-zh>
    </message>
    <message>
        <source>Heavenly hand</source>
        <translation>Heavenly hand</translation>
        <extra-zh>天和</extra-zh>
    </message>
    <message>
        <source>Earthly hand</source>
        <translation>Earthly hand</translation>
        <extra-zh>地和</extra-zh>
    </message>
    <message>
        <source>Nine gates</source>
        <translation>Nine gates</translation>
        <extra-zh>九莲宝灯</extra-zh>
    </message>
    <message>
        <source>Big four winds</source>
        <translation>Big four winds</translation>
        <extra-zh>大四喜</extra-zh>
    </message>
    <message>
        <source>Little four winds</source>
        <translation>Little four winds</translation>
        <extra-zh>小四喜</extra-zh>
    </message>
    <message>
        <source>Three wind triplets</source>
        <translation>Three wind triplets</translation>
        <extra-zh>三风刻</extra-zh>
    </message>
    <message>
        <source>Big three dragons</source>
        <translation>Big three dragons</translation>
        <extra-zh>大三元</extra-zh>
    </message>
    <message>
        <source>Little three dragons</source>
        <translation>Little three dragons</translation>
        <extra-zh>小三元</extra-zh>
    </message>
    <message>
        <source>Seat wind</source>
        <translation>Seat wind</translation>
        <extra-zh>番牌:门风牌</extra-zh>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>Red dragon</translation>
        <extra-zh>番牌:中</extra-zh>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>Green dragon</translation>
        <extra-zh>番牌:發</extra-zh>
    </message>
    <message>
        <source>White dragon</source>
        <translation>White dragon</translation>
        <extra-zh>番牌:白</extra-zh>
    </message>
    <message>
        <source>All honours</source>
        <translation>All honours</translation>
        <extra-zh>字一色</extra-zh>
    </message>
    <message>
        <source>Full flush (characters)</source>
        <translation>Full flush (characters)</translation>
        <extra-zh>清一色:萬</extra-zh>
    </message>
    <message>
        <source>Full flush (dots)</source>
        <translation>Full flush (dots)</translation>
        <extra-zh>清一色:筒</extra-zh>
    </message>
    <message>
        <source>Full flush (bamboo)</source>
        <translation>Full flush (bamboo)</translation>
        <extra-zh>清一色:索</extra-zh>
    </message>
    <message>
        <source>Half flush (characters)</source>
        <translation>Half flush (characters)</translation>
        <extra-zh>混一色:萬</extra-zh>
    </message>
    <message>
        <source>Half flush (dots)</source>
        <translation>Half flush (dots)</translation>
        <extra-zh>混一色:筒</extra-zh>
    </message>
    <message>
        <source>Half flush (bamboo)</source>
        <translation>Half flush (bamboo)</translation>
        <extra-zh>混一色:索</extra-zh>
    </message>
    <message>
        <source>All terminals</source>
        <translation>All terminals</translation>
        <extra-zh>清幺九</extra-zh>
    </message>
    <message>
        <source>Terminals and honours</source>
        <translation>Terminals and honours</translation>
        <extra-zh>混幺九</extra-zh>
    </message>
    <message>
        <source>Pure outside hand</source>
        <translation>Pure outside hand</translation>
        <extra-zh>清带幺</extra-zh>
    </message>
    <message>
        <source>Mixed outside hand</source>
        <translation>Mixed outside hand</translation>
        <extra-zh>混带幺</extra-zh>
    </message>
    <message>
        <source>Four identical sequences</source>
        <translation>Four identical sequences</translation>
        <extra-zh>四同顺</extra-zh>
    </message>
    <message>
        <source>Three identical sequences</source>
        <translation>Three identical sequences</translation>
        <extra-zh>三同顺</extra-zh>
    </message>
    <message>
        <source>Two double sequences</source>
        <translation>Two double sequences</translation>
        <extra-zh>二般高</extra-zh>
    </message>
    <message>
        <source>Double sequence</source>
        <translation>Double sequence</translation>
        <extra-zh>一般高</extra-zh>
    </message>
    <message>
        <source>Three-suit sequence</source>
        <translation>Three-suit sequence</translation>
        <extra-zh>三色同顺</extra-zh>
    </message>
    <message>
        <source>Two mixed double sequences</source>
        <translation>Two mixed double sequences</translation>
        <extra-zh>二相逢</extra-zh>
    </message>
    <message>
        <source>Mixed double sequence</source>
        <translation>Mixed double sequence</translation>
        <extra-zh>喜相逢</extra-zh>
    </message>
    <message>
        <source>Three-suit triplets</source>
        <translation>Three-suit triplets</translation>
        <extra-zh>三色同刻</extra-zh>
    </message>
    <message>
        <source>Two double triplets</source>
        <translation>Two double triplets</translation>
        <extra-zh>二同刻</extra-zh>
    </message>
    <message>
        <source>Double triplet</source>
        <translation>Double triplet</translation>
        <extra-zh>双同刻</extra-zh>
    </message>
    <message>
        <source>Pure straight</source>
        <translation>Pure straight</translation>
        <extra-zh>一气贯通</extra-zh>
    </message>
    <message>
        <source>Mixed straight</source>
        <translation>Mixed straight</translation>
        <extra-zh>三色贯通</extra-zh>
    </message>
    <message>
        <source>Pure twin runs</source>
        <translation>Pure twin runs</translation>
        <extra-zh>清双龙会</extra-zh>
    </message>
    <message>
        <source>Twin runs</source>
        <translation>Twin runs</translation>
        <extra-zh>双龙会</extra-zh>
    </message>
    <message>
        <source>Four shifted sequences</source>
        <translation>Four shifted sequences</translation>
        <extra-zh>四步高</extra-zh>
    </message>
    <message>
        <source>Three shifted sequences</source>
        <translation>Three shifted sequences</translation>
        <extra-zh>三步高</extra-zh>
    </message>
    <message>
        <source>Four chained sequences</source>
        <translation>Four chained sequences</translation>
        <extra-zh>四连环</extra-zh>
    </message>
    <message>
        <source>Three chained sequences</source>
        <translation>Three chained sequences</translation>
        <extra-zh>三连环</extra-zh>
    </message>
    <message>
        <source>Four shifted triplets</source>
        <translation>Four shifted triplets</translation>
        <extra-zh>四连刻</extra-zh>
    </message>
    <message>
        <source>Three shifted triplets</source>
        <translation>Three shifted triplets</translation>
        <extra-zh>三连刻</extra-zh>
    </message>
    <message>
        <source>Three-suit shifted triplets</source>
        <translation>Three-suit shifted triplets</translation>
        <extra-zh>三色连刻</extra-zh>
    </message>
    <message>
        <source>Mirror</source>
        <translation>Mirror</translation>
        <extra-zh>镜同</extra-zh>
    </message>
    <message>
        <source>Number symmetry</source>
        <translation>Number symmetry</translation>
        <extra-zh>数同</extra-zh>
    </message>
    <message>
        <source>Three terminal/honour triplets</source>
        <translation>Three terminal/honour triplets</translation>
        <extra-zh>幺九三刻</extra-zh>
    </message>
    <message>
        <source>Four terminal/honour triplets</source>
        <translation>Four terminal/honour triplets</translation>
        <extra-zh>幺九四刻</extra-zh>
    </message>
    <message>
        <source>Concealed hand</source>
        <translation>Concealed hand</translation>
        <extra-zh>门前清</extra-zh>
    </message>
</context>
<context>
    <name>option_binshi</name>
    <message>
        <source>Head bump</source>
        <translation>Head bump</translation>
        <extra-zh>截和</extra-zh>
    </message>
    <message>
        <source>Several wins on one discard: only the first after the discarder wins (off: all win)</source>
        <translation>Several wins on one discard: only the first after the discarder wins (off: all win)</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
        <extra-zh>圈数</extra-zh>
    </message>
    <message>
        <source>Rounds in the game (each player deals once a round; no dealer repeat)</source>
        <translation>Rounds in the game (each player deals once a round; no dealer repeat)</translation>
    </message>
</context>
<context>
    <name>option_lingque</name>
    <message>
        <source>Flowers</source>
        <translation>Flowers</translation>
        <extra-zh>花牌</extra-zh>
    </message>
    <message>
        <source>144 tiles with the 8 flowers; each flower set aside adds 2 points, not toward the 10-point minimum</source>
        <translation>144 tiles with the 8 flowers; each flower set aside adds 2 points, not toward the 10-point minimum</translation>
    </message>
    <message>
        <source>Head bump</source>
        <translation>Head bump</translation>
        <extra-zh>截和</extra-zh>
    </message>
    <message>
        <source>One discard gives at most one winner, the first after the discarder (off: every claimant wins)</source>
        <translation>One discard gives at most one winner, the first after the discarder (off: every claimant wins)</translation>
    </message>
    <message>
        <source>Hands per session</source>
        <translation>Hands per session</translation>
        <extra-zh>局数</extra-zh>
    </message>
    <message>
        <source>Hands in a session; the source suggests a full game (全庄) of 16</source>
        <translation>Hands in a session; the source suggests a full game (全庄) of 16</translation>
    </message>
    <message>
        <source>Summary score T0</source>
        <translation>Summary score T0</translation>
        <extra-zh>约化分数 T0</extra-zh>
    </message>
    <message>
        <source>Scale T0 of the tanh summary score shown at the end of a session</source>
        <translation>Scale T0 of the tanh summary score shown at the end of a session</translation>
    </message>
</context>
<context>
    <name>option_riichi</name>
    <message>
        <source>Red fives</source>
        <translation>Red fives</translation>
        <extra-zh>赤ドラ</extra-zh>
    </message>
    <message>
        <source>Red fives per suit (0m 0p 0s); each one is worth 1 han like a dora</source>
        <translation>Red fives per suit (0m 0p 0s); each one is worth 1 han like a dora</translation>
    </message>
    <message>
        <source>Open all simples</source>
        <translation>Open all simples</translation>
        <extra-zh>喰いタン</extra-zh>
    </message>
    <message>
        <source>断幺九 also counts in an open hand</source>
        <translation>断幺九 also counts in an open hand</translation>
    </message>
    <message>
        <source>Rounded-up mangan</source>
        <translation>Rounded-up mangan</translation>
        <extra-zh>切り上げ満貫</extra-zh>
    </message>
    <message>
        <source>4 han 30 fu and 3 han 60 fu are paid as mangan</source>
        <translation>4 han 30 fu and 3 han 60 fu are paid as mangan</translation>
    </message>
    <message>
        <source>Double yakuman</source>
        <translation>Double yakuman</translation>
        <extra-zh>ダブル役満</extra-zh>
    </message>
    <message>
        <source>国士無双十三面, 四暗刻単騎, 純正九蓮宝燈 and 大四喜 count as two yakuman</source>
        <translation>国士無双十三面, 四暗刻単騎, 純正九蓮宝燈 and 大四喜 count as two yakuman</translation>
    </message>
    <message>
        <source>Counted yakuman</source>
        <translation>Counted yakuman</translation>
        <extra-zh>数え役満</extra-zh>
    </message>
    <message>
        <source>13 han or more is a yakuman; off: capped at sanbaiman</source>
        <translation>13 han or more is a yakuman; off: capped at sanbaiman</translation>
    </message>
    <message>
        <source>Head bump</source>
        <translation>Head bump</translation>
        <extra-zh>頭ハネ</extra-zh>
    </message>
    <message>
        <source>Only the first player after the discarder may ron; off: double ron, a third ron aborts</source>
        <translation>Only the first player after the discarder may ron; off: double ron, a third ron aborts</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Game length</translation>
        <extra-zh>对局长度</extra-zh>
    </message>
    <message>
        <source>East round only (tonpuusen) or East and South (hanchan); West follows when nobody reached 30000</source>
        <translation>East round only (tonpuusen) or East and South (hanchan); West follows when nobody reached 30000</translation>
    </message>
    <message>
        <source>Nagashi mangan</source>
        <translation>Nagashi mangan</translation>
        <extra-zh>流局满贯</extra-zh>
    </message>
    <message>
        <source>At the exhaustive draw, a river of terminals and honours none of which was called is paid as a mangan</source>
        <translation>At the exhaustive draw, a river of terminals and honours none of which was called is paid as a mangan</translation>
    </message>
    <message>
        <source>Nine terminals abort</source>
        <translation>Nine terminals abort</translation>
        <extra-zh>九种九牌</extra-zh>
    </message>
    <message>
        <source>Nine different terminals and honours on an uninterrupted first draw may abort the hand</source>
        <translation>Nine different terminals and honours on an uninterrupted first draw may abort the hand</translation>
    </message>
    <message>
        <source>Other abortive draws</source>
        <translation>Other abortive draws</translation>
        <extra-zh>途中流局</extra-zh>
    </message>
    <message>
        <source>Four winds on the first go-around, four riichi and four kongs by several players abort the hand</source>
        <translation>Four winds on the first go-around, four riichi and four kongs by several players abort the hand</translation>
    </message>
    <message>
        <source>Bust ends the game</source>
        <translation>Bust ends the game</translation>
        <extra-zh>击飞</extra-zh>
    </message>
    <message>
        <source>The game ends as soon as a player&apos;s score is below 0</source>
        <translation>The game ends as soon as a player&apos;s score is below 0</translation>
    </message>
    <message>
        <source>Uma and oka</source>
        <translation>Uma and oka</translation>
        <extra-zh>顺位马</extra-zh>
    </message>
    <message>
        <source>Final adjustment: 30000 returned, the 20000 oka to the top, uma (thousands) by rank</source>
        <translation>Final adjustment: 30000 returned, the 20000 oka to the top, uma (thousands) by rank</translation>
    </message>
</context>
<context>
    <name>option_shanghai</name>
    <message>
        <source>Base score</source>
        <translation>Base score</translation>
        <extra-zh>底分</extra-zh>
    </message>
    <message>
        <source>Points per share of 花 (docs/rulesets/shanghai.md)</source>
        <translation>Points per share of 花 (docs/rulesets/shanghai.md)</translation>
    </message>
    <message>
        <source>Starting score (bases)</source>
        <translation>Starting score (bases)</translation>
        <extra-zh>起始分 (底分倍数)</extra-zh>
    </message>
    <message>
        <source>Each player starts with this many bases; below 50 bases the game ends</source>
        <translation>Each player starts with this many bases; below 50 bases the game ends</translation>
    </message>
    <message>
        <source>荒番 hand</source>
        <translation>荒番 hand</translation>
        <extra-zh>荒番</extra-zh>
    </message>
    <message>
        <source>This hand is a 荒番 hand and scores double (the table sets it from the 荒番 counter)</source>
        <translation>This hand is a 荒番 hand and scores double (the table sets it from the 荒番 counter)</translation>
    </message>
</context>
<context>
    <name>option_yuque</name>
    <message>
        <source>Minimum fan</source>
        <translation>Minimum fan</translation>
        <extra-zh>起和番数</extra-zh>
    </message>
    <message>
        <source>Fans a hand needs to win; the source sets none (yuque.md &quot;Play&quot;)</source>
        <translation>Fans a hand needs to win; the source sets none (yuque.md &quot;Play&quot;)</translation>
    </message>
    <message>
        <source>Self-draw bonus from the bank</source>
        <translation>Self-draw bonus from the bank</translation>
        <extra-zh>自摸另得</extra-zh>
    </message>
    <message>
        <source>A self-drawn winner gets 7p/6 in total and the others pay nothing</source>
        <translation>A self-drawn winner gets 7p/6 in total and the others pay nothing</translation>
    </message>
    <message>
        <source>Concealed kong display</source>
        <translation>Concealed kong display</translation>
        <extra-zh>暗杠明示</extra-zh>
    </message>
    <message>
        <source>Which tiles of a concealed kong are turned face down</source>
        <translation>Which tiles of a concealed kong are turned face down</translation>
    </message>
    <message>
        <source>Ranked ending</source>
        <translation>Ranked ending</translation>
        <extra-zh>顺位赋分终局</extra-zh>
    </message>
    <message>
        <source>After round 4, end once two players are 100 or more apart</source>
        <translation>After round 4, end once two players are 100 or more apart</translation>
    </message>
    <message>
        <source>Seat rotation</source>
        <translation>Seat rotation</translation>
        <extra-zh>座位轮换</extra-zh>
    </message>
    <message>
        <source>Competition seat changes after each round</source>
        <translation>Competition seat changes after each round</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
        <extra-zh>圈数</extra-zh>
    </message>
    <message>
        <source>Rounds (圈) to play at least</source>
        <translation>Rounds (圈) to play at least</translation>
    </message>
</context>
<context>
    <name>quetai::DrillController</name>
    <message>
        <source>This position cannot be rebuilt: %1.</source>
        <translation>This position cannot be rebuilt: %1.</translation>
    </message>
    <message>
        <source>That answer cannot be checked here.</source>
        <translation>That answer cannot be checked here.</translation>
    </message>
    <message>
        <source>The drill&apos;s result could not be kept: %1.</source>
        <translation>The drill&apos;s result could not be kept: %1.</translation>
    </message>
</context>
<context>
    <name>quetai::GameController</name>
    <message>
        <source>The seed must be a whole number, not &apos;%1&apos;.</source>
        <translation>The seed must be a whole number, not &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>East</source>
        <translation type="vanished">East</translation>
    </message>
    <message>
        <source>South</source>
        <translation type="vanished">South</translation>
    </message>
    <message>
        <source>West</source>
        <translation type="vanished">West</translation>
    </message>
    <message>
        <source>North</source>
        <translation type="vanished">North</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>There is no saved game.</source>
        <translation>There is no saved game.</translation>
    </message>
    <message>
        <source>The saved game is not readable.</source>
        <translation type="vanished">The saved game is not readable.</translation>
    </message>
    <message>
        <source>The saved game cannot be restored: %1</source>
        <translation type="vanished">The saved game cannot be restored: %1</translation>
    </message>
    <message>
        <source>%1 deals first</source>
        <translation>%1 deals first</translation>
    </message>
    <message>
        <source>%1 deals first (dice %2)</source>
        <translation>%1 deals first (dice %2)</translation>
    </message>
    <message>
        <source>You deal first</source>
        <translation>You deal first</translation>
    </message>
    <message>
        <source>You deal first (dice %1)</source>
        <translation>You deal first (dice %1)</translation>
    </message>
    <message>
        <source>Deals first</source>
        <translation>Deals first</translation>
    </message>
    <message>
        <source>Deals first (dice %1)</source>
        <translation>Deals first (dice %1)</translation>
    </message>
    <message>
        <source>Seats rotate</source>
        <translation>Seats rotate</translation>
    </message>
    <message>
        <source>After this call no quickest way to win has a yaku: the hand could not win.</source>
        <translation>After this call no quickest way to win has a yaku: the hand could not win.</translation>
    </message>
    <message>
        <source>After this call the hand cannot reach the minimum (%1 %2) in its quickest ways.</source>
        <translation>After this call the hand cannot reach the minimum (%1 %2) in its quickest ways.</translation>
    </message>
    <message>
        <source>After this call no quickest way to win is a valid win.</source>
        <translation>After this call no quickest way to win is a valid win.</translation>
    </message>
    <message>
        <source>not a hand the scorer accepts</source>
        <translation>not a hand the scorer accepts</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>no yaku</translation>
    </message>
    <message>
        <source>yakuman · %1</source>
        <translation>yakuman · %1</translation>
    </message>
    <message>
        <source>%1 han %2 fu · %3</source>
        <translation>%1 han %2 fu · %3</translation>
    </message>
    <message>
        <source> · below the minimum</source>
        <translation> · below the minimum</translation>
    </message>
    <message>
        <source>The review is ready when the hand is over.</source>
        <translation>The review is ready when the hand is over.</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>The game could not be saved: %1</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be loaded: %2. It could not be moved aside (%3); it was left as it is.</source>
        <translation>The saved game %1 cannot be loaded: %2. It could not be moved aside (%3); it was left as it is.</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be loaded: %2. It was kept, unchanged, as %3.</source>
        <translation>The saved game %1 cannot be loaded: %2. It was kept, unchanged, as %3.</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be read: %2.</source>
        <translation>The saved game %1 cannot be read: %2.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>This page is not translated into your language yet; here it is in English.</source>
        <translation>This page is not translated into your language yet; here it is in English.</translation>
    </message>
    <message>
        <source>Seat %1: the mjai program&apos;s command is empty.</source>
        <translation>Seat %1: the mjai program&apos;s command is empty.</translation>
    </message>
    <message>
        <source>Seat %1: an mjai program plays riichi only.</source>
        <translation>Seat %1: an mjai program plays riichi only.</translation>
    </message>
    <message>
        <source>There is no review of a game played online.</source>
        <translation>There is no review of a game played online.</translation>
    </message>
    <message>
        <source>You have less than 50 × the base stake (底分) and cannot play another hand: you leave the table.</source>
        <translation>You have less than 50 × the base stake (底分) and cannot play another hand: you leave the table.</translation>
    </message>
    <message>
        <source>%1 has less than 50 × the base stake (底分) and leaves the table.</source>
        <translation>%1 has less than 50 × the base stake (底分) and leaves the table.</translation>
    </message>
    <message>
        <source>A player quit: the game is over.</source>
        <translation>A player quit: the game is over.</translation>
    </message>
    <message>
        <source>A player is below 50 × the base stake (底分): the game is over.</source>
        <translation>A player is below 50 × the base stake (底分): the game is over.</translation>
    </message>
    <message>
        <source>The table was closed.</source>
        <translation>The table was closed.</translation>
    </message>
</context>
<context>
    <name>quetai::OnlineLobby</name>
    <message>
        <source>Please give a name the other players will see.</source>
        <translation>Please give a name the other players will see.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a server address: write it as host:port, for example 192.168.1.20:7777.</source>
        <translation>&apos;%1&apos; is not a server address: write it as host:port, for example 192.168.1.20:7777.</translation>
    </message>
    <message>
        <source>The server could not start: %1</source>
        <translation>The server could not start: %1</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
</context>
<context>
    <name>quetai::RecordController</name>
    <message>
        <source>The record&apos;s cache could not be written (%1); the figures are right but the next look is slower.</source>
        <translation>The record&apos;s cache could not be written (%1); the figures are right but the next look is slower.</translation>
    </message>
    <message>
        <source>There is no record to export yet.</source>
        <translation>There is no record to export yet.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2.</source>
        <translation>%1 cannot be written: %2.</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>no such folder</translation>
    </message>
    <message>
        <source>The chart %1 could not be saved.</source>
        <translation>The chart %1 could not be saved.</translation>
    </message>
</context>
<context>
    <name>quetai::ReplayController</name>
    <message>
        <source>This game cannot be replayed: %1.</source>
        <translation>This game cannot be replayed: %1.</translation>
    </message>
    <message>
        <source>%1 · seed %2</source>
        <translation>%1 · seed %2</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <translation>%1 cannot be read: %2.</translation>
    </message>
    <message>
        <source>The game begins</source>
        <translation>The game begins</translation>
    </message>
    <message>
        <source>%1 wins (%2) with %3: %4</source>
        <translation>%1 wins (%2) with %3: %4</translation>
    </message>
    <message>
        <source>The wall is exhausted: a draw</source>
        <translation>The wall is exhausted: a draw</translation>
    </message>
    <message>
        <source>Abortive draw: %1</source>
        <translation>Abortive draw: %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>This tenhou.net/6 log cannot be replayed: %1.</source>
        <translation>This tenhou.net/6 log cannot be replayed: %1.</translation>
    </message>
    <message>
        <source>tenhou.net/6 log · %1 hands</source>
        <translation>tenhou.net/6 log · %1 hands</translation>
    </message>
    <message>
        <source>Only a riichi game of ours can be exported as a tenhou.net/6 log.</source>
        <translation>Only a riichi game of ours can be exported as a tenhou.net/6 log.</translation>
    </message>
    <message>
        <source>The log could not be written: %1.</source>
        <translation>The log could not be written: %1.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2.</source>
        <translation>%1 cannot be written: %2.</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>no such folder</translation>
    </message>
    <message>
        <source>This position cannot be rebuilt: %1.</source>
        <translation>This position cannot be rebuilt: %1.</translation>
    </message>
    <message>
        <source>You win (%1) with %2: %3</source>
        <translation>You win (%1) with %2: %3</translation>
    </message>
</context>
<context>
    <name>ruleset</name>
    <message>
        <source>Yuque</source>
        <translation>Yuque</translation>
        <extra-zh>玉雀</extra-zh>
    </message>
    <message>
        <source>Shanghai</source>
        <translation>Shanghai</translation>
        <extra-zh>上海麻将</extra-zh>
    </message>
    <message>
        <source>Riichi</source>
        <translation>Riichi</translation>
        <extra-zh>立直麻将</extra-zh>
    </message>
    <message>
        <source>Binshi</source>
        <translation>Binshi</translation>
        <extra-zh>璸市麻雀</extra-zh>
    </message>
    <message>
        <source>Lingque</source>
        <translation>Lingque</translation>
        <extra-zh>灵雀</extra-zh>
    </message>
</context>
<context>
    <name>win_binshi</name>
    <message>
        <source>Self-draw</source>
        <translation>Self-draw</translation>
        <extra-zh>自摸</extra-zh>
    </message>
    <message>
        <source>Win</source>
        <translation>Win</translation>
        <extra-zh>和</extra-zh>
    </message>
</context>
<context>
    <name>win_lingque</name>
    <message>
        <source>Self-draw</source>
        <translation>Self-draw</translation>
        <extra-zh>自摸</extra-zh>
    </message>
    <message>
        <source>Win</source>
        <translation>Win</translation>
        <extra-zh>和</extra-zh>
    </message>
</context>
<context>
    <name>win_riichi</name>
    <message>
        <source>Tsumo</source>
        <translation>Tsumo</translation>
        <extra-zh>ツモ</extra-zh>
    </message>
    <message>
        <source>Ron</source>
        <translation>Ron</translation>
        <extra-zh>ロン</extra-zh>
    </message>
</context>
<context>
    <name>win_shanghai</name>
    <message>
        <source>Self-draw</source>
        <translation>Self-draw</translation>
        <extra-zh>自摸</extra-zh>
    </message>
    <message>
        <source>Win</source>
        <translation>Win</translation>
        <extra-zh>和</extra-zh>
    </message>
</context>
<context>
    <name>win_yuque</name>
    <message>
        <source>Self-draw</source>
        <translation>Self-draw</translation>
        <extra-zh>自摸</extra-zh>
    </message>
    <message>
        <source>Win</source>
        <translation>Win</translation>
        <extra-zh>和</extra-zh>
    </message>
</context>
</TS>
