<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
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
        <source>Abortive draw: %1</source>
        <translation type="vanished">Abortive draw: %1</translation>
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
        <source>han</source>
        <translation>han</translation>
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
        <source>han</source>
        <translation>han</translation>
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
        <source>fan</source>
        <translation>fan</translation>
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
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>player</source>
        <translation>player</translation>
    </message>
    <message>
        <source>bot · %1</source>
        <translation>bot · %1</translation>
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
</context>
<context>
    <name>NewGameScreen</name>
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
        <source>han</source>
        <translation>han</translation>
    </message>
    <message>
        <source>fan</source>
        <translation>fan</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
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
</context>
</TS>
