<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>A11y</name>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>face-down tile</source>
        <translation>伏せた牌</translation>
    </message>
    <message>
        <source>East wind</source>
        <translation>東（トン）</translation>
    </message>
    <message>
        <source>South wind</source>
        <translation>南（ナン）</translation>
    </message>
    <message>
        <source>West wind</source>
        <translation>西（シャー）</translation>
    </message>
    <message>
        <source>North wind</source>
        <translation>北（ペー）</translation>
    </message>
    <message>
        <source>White dragon</source>
        <translation>白（ハク）</translation>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>發（ハツ）</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>中（チュン）</translation>
    </message>
    <message>
        <source>Spring flower</source>
        <translation>花牌 春</translation>
    </message>
    <message>
        <source>Summer flower</source>
        <translation>花牌 夏</translation>
    </message>
    <message>
        <source>Autumn flower</source>
        <translation>花牌 秋</translation>
    </message>
    <message>
        <source>Winter flower</source>
        <translation>花牌 冬</translation>
    </message>
    <message>
        <source>Plum flower</source>
        <translation>花牌 梅</translation>
    </message>
    <message>
        <source>Orchid flower</source>
        <translation>花牌 蘭</translation>
    </message>
    <message>
        <source>Chrysanthemum flower</source>
        <translation>花牌 菊</translation>
    </message>
    <message>
        <source>Bamboo flower</source>
        <translation>花牌 竹</translation>
    </message>
    <message>
        <source>red 5 characters</source>
        <translation>赤5萬</translation>
    </message>
    <message>
        <source>red 5 dots</source>
        <translation>赤5筒</translation>
    </message>
    <message>
        <source>red 5 bamboo</source>
        <translation>赤5索</translation>
    </message>
    <message>
        <source>%1 characters</source>
        <translation>%1萬</translation>
    </message>
    <message>
        <source>%1 dots</source>
        <translation>%1筒</translation>
    </message>
    <message>
        <source>%1 bamboo</source>
        <translation>%1索</translation>
    </message>
    <message>
        <source>concealed kong of %1</source>
        <translation>%1の暗槓</translation>
    </message>
    <message>
        <source>unknown seat</source>
        <translation>不明な席</translation>
    </message>
    <message>
        <source>chi of %1 from %2</source>
        <translation>%2家から%1をチー</translation>
    </message>
    <message>
        <source>pon of %1 from %2</source>
        <translation>%2家から%1をポン</translation>
    </message>
    <message>
        <source>added kong of %1 from %2</source>
        <translation>%2家からの%1に加槓</translation>
    </message>
    <message>
        <source>kong of %1 from %2</source>
        <translation>%2家から%1を大明槓</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Discard</source>
        <translation>打牌</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>カン</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Call anyway</source>
        <translation>それでも鳴く</translation>
    </message>
    <message>
        <source>Don&apos;t call</source>
        <translation>鳴かない</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>スキップ</translation>
    </message>
</context>
<context>
    <name>BreakdownPanel</name>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>%1 wins by %2</source>
        <translation>%1 の%2</translation>
    </message>
    <message>
        <source>%1 wins by %2 from %3</source>
        <translation>%1 の%2（%3 の放銃）</translation>
    </message>
    <message>
        <source>The wall is exhausted</source>
        <translation>荒牌流局</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>第 %1 局</translation>
    </message>
    <message>
        <source>%1 winners</source>
        <translation>%1 人和了</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>すべて表示</translation>
    </message>
    <message>
        <source>Next winner</source>
        <translation>次の和了者</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>支払い</translation>
    </message>
    <message>
        <source>No payments</source>
        <translation>支払いなし</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>前</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>増減</translation>
    </message>
    <message>
        <source>After</source>
        <translation>後</translation>
    </message>
    <message>
        <source>The other hands</source>
        <translation>他家の手牌</translation>
    </message>
    <message>
        <source>The hands</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>聴牌</translation>
    </message>
    <message>
        <source>Review my play</source>
        <translation>自分の打牌を振り返る</translation>
    </message>
    <message>
        <source>%1 stops: end the game</source>
        <translation>%1 が終局を選択：対局終了</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>最終順位</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>次の局</translation>
    </message>
    <message>
        <source>Abortive draw</source>
        <translation>途中流局</translation>
    </message>
    <message>
        <source>The hand ended by the rule %1.</source>
        <translation>この局は「%1」のルールで終了しました。</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>手順</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>累計</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>支払い</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>— stands for no player: money paid in from nobody (a bonus) or out to nobody (a loss to the table).</source>
        <translation>「—」はどのプレイヤーでもないことを表します：誰からでもない受け取り（ボーナス）、または誰にでもない支払い（卓への損失）です。</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter キー</translation>
    </message>
    <message>
        <source>You win by %1</source>
        <translation>あなたの%1</translation>
    </message>
    <message>
        <source>You win by %1 from %2</source>
        <translation>あなたの%1（%2 の放銃）</translation>
    </message>
    <message>
        <source>%1 wins by %2 from you</source>
        <translation>%1 の%2（あなたの放銃）</translation>
    </message>
    <message>
        <source>End the game here</source>
        <translation>ここで対局を終了</translation>
    </message>
    <message>
        <source>Quit the table</source>
        <translation>卓を離れる</translation>
    </message>
    <message>
        <source>Waiting for the other players…</source>
        <translation>他のプレイヤーを待っています…</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
</context>
<context>
    <name>CalculatorScreen</name>
    <message>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>Winning tile</source>
        <translation>和了牌</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>カン</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Added kong</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>Dora indicator</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>Ura indicator</source>
        <translation>裏ドラ表示牌</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>ダブルリーチ</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>一発</translation>
    </message>
    <message>
        <source>Win on a kong&apos;s replacement</source>
        <translation>嶺上開花</translation>
    </message>
    <message>
        <source>Robbing a kong</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <source>Last tile of the wall</source>
        <translation>海底摸月</translation>
    </message>
    <message>
        <source>Last discard</source>
        <translation>河底撈魚</translation>
    </message>
    <message>
        <source>Heavenly hand</source>
        <translation>天和</translation>
    </message>
    <message>
        <source>Earthly hand</source>
        <translation>地和</translation>
    </message>
    <message>
        <source>Last copy of the tile</source>
        <translation>最後の一枚</translation>
    </message>
    <message>
        <source>Win on a flower&apos;s replacement</source>
        <translation>花牌の補充牌で和了</translation>
    </message>
    <message>
        <source>Riichi, self-drawn, with a dora</source>
        <translation>リーチ・ツモ・ドラ1</translation>
    </message>
    <message>
        <source>Dragon pon and a pure straight in one suit</source>
        <translation>三元牌ポンと一気通貫（混一色）</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>七対子</translation>
    </message>
    <message>
        <source>Concealed kong, flowers, won on the replacement</source>
        <translation>暗槓と花牌、嶺上開花</translation>
    </message>
    <message>
        <source>Open hand with no yaku</source>
        <translation>役なしの鳴き手</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>own</source>
        <translation>自分</translation>
    </message>
    <message>
        <source>left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Click tiles in the palette to build a hand of 14 (a kong counts as 3).</source>
        <translation>上の牌をクリックして 14 枚の手牌を作ります（カンは 3 枚と数えます）。</translation>
    </message>
    <message>
        <source>%1 of 14 tiles: %2 more to pick.</source>
        <translation>%1 / 14 枚：あと %2 枚。</translation>
    </message>
    <message>
        <source>%1 tiles: a hand has 14 (a kong counts as 3).</source>
        <translation>%1 枚：手牌は 14 枚です（カンは 3 枚）。</translation>
    </message>
    <message>
        <source>Choose the winning tile.</source>
        <translation>和了牌を選んでください。</translation>
    </message>
    <message>
        <source>14 tiles. Click a tile of the hand to take it out.</source>
        <translation>14 枚。手牌の牌をクリックすると外せます。</translation>
    </message>
    <message>
        <source>fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>points</source>
        <translation>点</translation>
    </message>
    <message>
        <source>Not a valid hand</source>
        <translation>有効な手牌ではありません</translation>
    </message>
    <message>
        <source>Does not win</source>
        <translation>和了できません</translation>
    </message>
    <message>
        <source>Hand calculator</source>
        <translation>点数計算機</translation>
    </message>
    <message>
        <source>Load an example…</source>
        <translation>例を読み込む…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>A click adds:</source>
        <translation>クリックで追加：</translation>
    </message>
    <message>
        <source>Called from:</source>
        <translation>鳴いた相手：</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>和了：</translation>
    </message>
    <message>
        <source>on a discard</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>self-drawn</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Seat wind:</source>
        <translation>自風：</translation>
    </message>
    <message>
        <source>Round wind:</source>
        <translation>場風：</translation>
    </message>
    <message>
        <source>Situation:</source>
        <translation>状況：</translation>
    </message>
    <message>
        <source>Counted by: %1</source>
        <translation>数えるルール：%1</translation>
    </message>
    <message>
        <source>Huangfan hand (荒番, 上海)</source>
        <translation>荒番（上海）</translation>
    </message>
    <message>
        <source>上海: after a drawn hand the next hands score double</source>
        <translation>上海：流局後の局は点数が倍</translation>
    </message>
    <message>
        <source>Dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>Ura indicators</source>
        <translation>裏ドラ表示牌</translation>
    </message>
    <message>
        <source>Not counted here: %1</source>
        <translation>このルールでは数えない：%1</translation>
    </message>
</context>
<context>
    <name>CenterPanel</name>
    <message>
        <source>%1 %2</source>
        <translation>%1%2局</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>%1 tiles left</source>
        <translation>残り %1 枚</translation>
    </message>
    <message>
        <source>Honba %1</source>
        <translation>%1 本場</translation>
    </message>
</context>
<context>
    <name>DrillScreen</name>
    <message>
        <source>wins</source>
        <translation>和了</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>聴牌</translation>
    </message>
    <message>
        <source>%1-shanten</source>
        <translation>%1 向聴</translation>
    </message>
    <message>
        <source>%1 tiles improve it</source>
        <translation>受け入れ %1 枚</translation>
    </message>
    <message>
        <source>danger %1%</source>
        <translation>放銃率 %1%</translation>
    </message>
    <message>
        <source>value %1 points</source>
        <translation>期待値 %1 点</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>打牌</translation>
    </message>
    <message>
        <source>%1, discard</source>
        <translation>%1、打牌</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>カン</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>練習問題</translation>
    </message>
    <message>
        <source>Ruleset: %1</source>
        <translation>ルール：%1</translation>
    </message>
    <message>
        <source>Every ruleset</source>
        <translation>すべてのルール</translation>
    </message>
    <message>
        <source>Finding the positions…</source>
        <translation>局面を探しています…</translation>
    </message>
    <message>
        <source>No positions to practise yet.</source>
        <translation>まだ練習できる局面がありません。</translation>
    </message>
    <message>
        <source>Session over</source>
        <translation>今回の練習は終了</translation>
    </message>
    <message>
        <source>Position %1 of %2 · %3 right of %4</source>
        <translation>第 %1 / %2 問 · 正解 %3 / %4</translation>
    </message>
    <message>
        <source>A built-in position (%1, hand %2): play some games and your own mistakes become drills.</source>
        <translation>組み込みの局面（%1、第 %2 局）：対局を重ねると、あなた自身のミスが練習問題になります。</translation>
    </message>
    <message>
        <source>From your game %1 (%2, hand %3)</source>
        <translation>あなたの対局 %1 より（%2、第 %3 局）</translation>
    </message>
    <message>
        <source>missed %1 of %2 times before</source>
        <translation>これまで %2 回中 %1 回不正解</translation>
    </message>
    <message>
        <source>Pick the tile to discard with the declaration (Esc cancels).</source>
        <translation>宣言と一緒に切る牌を選んでください（Esc で取り消し）。</translation>
    </message>
    <message>
        <source>%1 was discarded: what do you do?</source>
        <translation>%1 が捨てられました：どうしますか？</translation>
    </message>
    <message>
        <source>Your turn: what do you discard? Click a tile, or choose below.</source>
        <translation>あなたの番：何を切りますか？牌をクリックするか、下から選んでください。</translation>
    </message>
    <message>
        <source>Right: the Strong bot&apos;s choice.</source>
        <translation>正解：上級CPUと同じ選択です。</translation>
    </message>
    <message>
        <source>Right: as good as the Strong bot&apos;s choice.</source>
        <translation>正解：上級CPUの選択と同等です。</translation>
    </message>
    <message>
        <source>Not the best: the Strong bot chooses differently.</source>
        <translation>最善ではありません：上級CPUは別の選択をします。</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>あなたの答え</translation>
    </message>
    <message>
        <source>Strong bot</source>
        <translation>上級CPU</translation>
    </message>
    <message>
        <source>In the game you played</source>
        <translation>実際の対局での選択</translation>
    </message>
    <message>
        <source>%1 of your games are not reviewed yet: open Record to review them, and the decisions the Strong bot finds clearly worse become drills.</source>
        <translation>%1 局がまだ振り返られていません。「成績」を開いて振り返ると、上級CPUが明らかに悪いと判断した選択が練習問題になります。</translation>
    </message>
    <message>
        <source>The Strong bot found no clearly better move in your reviewed games.</source>
        <translation>振り返った対局に、上級CPUが明らかに良いと判断する手はありませんでした。</translation>
    </message>
    <message>
        <source>%1 right of %2. The positions you miss twice come back first next time.</source>
        <translation>%2 問中 %1 問正解。2 回間違えた局面は次回最初に出題されます。</translation>
    </message>
    <message>
        <source>Practise again</source>
        <translation>もう一度練習</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
</context>
<context>
    <name>EnginePhrase</name>
    <message>
        <source>, completed by the ron: counts as open</source>
        <translation>、ロンで完成：明刻扱い</translation>
    </message>
    <message>
        <source>(terminal/honour)</source>
        <translation>（么九牌）</translation>
    </message>
    <message>
        <source>(simple)</source>
        <translation>（中張牌）</translation>
    </message>
    <message>
        <source>(yakuhai: dragon)</source>
        <translation>（役牌：三元牌）</translation>
    </message>
    <message>
        <source>(yakuhai: round wind)</source>
        <translation>（役牌：場風）</translation>
    </message>
    <message>
        <source>(yakuhai: seat wind)</source>
        <translation>（役牌：自風）</translation>
    </message>
    <message>
        <source>four groups and a pair</source>
        <translation>4面子1雀頭</translation>
    </message>
    <message>
        <source>(completes the pair)</source>
        <translation>（雀頭が完成）</translation>
    </message>
    <message>
        <source>(completes the knitted straight)</source>
        <translation>（組合龍が完成）</translation>
    </message>
    <message>
        <source>completes</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>(merged)</source>
        <translation>（統合）</translation>
    </message>
    <message>
        <source>class</source>
        <translation>類</translation>
    </message>
    <message>
        <source>double yakuman</source>
        <translation>ダブル役満</translation>
    </message>
    <message>
        <source>triple yakuman</source>
        <translation>トリプル役満</translation>
    </message>
    <message>
        <source>pays for the self-draw</source>
        <translation>ツモの支払い</translation>
    </message>
    <message>
        <source>gains</source>
        <translation>得る</translation>
    </message>
    <message>
        <source>pays</source>
        <translation>支払い</translation>
    </message>
    <message>
        <source>points</source>
        <translation>点</translation>
    </message>
    <message>
        <source>han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>fan</source>
        <translation>番</translation>
    </message>
    <message>
        <source>vs</source>
        <translation>対</translation>
    </message>
    <message>
        <source>of the winner&apos;s</source>
        <translation>（和了者の）</translation>
    </message>
    <message>
        <source>(pair)</source>
        <translation>（対子）</translation>
    </message>
    <message>
        <source>(triplet)</source>
        <translation>（刻子）</translation>
    </message>
</context>
<context>
    <name>EngineReason</name>
    <message>
        <source>the file is empty</source>
        <translation>ファイルが空です</translation>
    </message>
    <message>
        <source>the file ends after %1 bytes, in the middle of the game</source>
        <translation>ファイルが %1 バイトで途切れていて、対局の記録が不完全です</translation>
    </message>
    <message>
        <source>the file is not JSON (byte %1)</source>
        <translation>ファイルが JSON 形式ではありません（%1 バイト目）</translation>
    </message>
    <message>
        <source>the file is not readable JSON: %1</source>
        <translation>ファイルは読み取れる JSON ではありません</translation>
    </message>
    <message>
        <source>the file is not a Quetai game (no &apos;format&apos;)</source>
        <translation>ファイルは雀台の対局データではありません（&apos;format&apos; がありません）</translation>
    </message>
    <message>
        <source>the file is not a Quetai game (format &apos;%1&apos;)</source>
        <translation>ファイルは雀台の対局データではありません（形式 &apos;%1&apos;）</translation>
    </message>
    <message>
        <source>the file is version %1, written by a newer Quetai; this one reads up to version %2</source>
        <translation>ファイルはバージョン %1 で、新しい雀台で書かれています。この雀台が読めるのはバージョン %2 までです</translation>
    </message>
    <message>
        <source>&apos;game&apos; must be an object (the table&apos;s save)</source>
        <translation>&apos;game&apos; はオブジェクト（卓の保存データ）でなければなりません</translation>
    </message>
    <message>
        <source>&apos;seats&apos; must be a list of four seats</source>
        <translation>&apos;seats&apos; は4席のリストでなければなりません</translation>
    </message>
    <message>
        <source>the game does not replay: %1</source>
        <translation>対局を再現できません：%1</translation>
    </message>
    <message>
        <source>the save is not valid JSON: %1</source>
        <translation>保存データが有効な JSON ではありません</translation>
    </message>
    <message>
        <source>not a Quetai save (format quetai-game-1 expected)</source>
        <translation>雀台の保存データではありません（&apos;quetai-game-1&apos; 形式のはずです）</translation>
    </message>
    <message>
        <source>the save&apos;s &apos;ruleset&apos; must be a string</source>
        <translation>保存データの &apos;ruleset&apos; は文字列でなければなりません</translation>
    </message>
    <message>
        <source>the save&apos;s ruleset: %1</source>
        <translation>保存データのルール：%1</translation>
    </message>
    <message>
        <source>ruleset &apos;%1&apos; is not implemented yet</source>
        <translation>ルール &apos;%1&apos; はまだ実装されていません</translation>
    </message>
    <message>
        <source>unknown ruleset &apos;%1&apos; (known: %2)</source>
        <translation>不明なルール &apos;%1&apos;（既知：%2）</translation>
    </message>
    <message>
        <source>the save has no valid &apos;seed&apos;</source>
        <translation>保存データに有効な &apos;seed&apos; がありません</translation>
    </message>
    <message>
        <source>the save&apos;s options: %1</source>
        <translation>保存データのオプション：%1</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos; (known: %2)</source>
        <translation>不明なオプション &apos;%1&apos;（既知：%2）</translation>
    </message>
    <message>
        <source>option &apos;%1&apos; = %2 is out of range %3</source>
        <translation>オプション &apos;%1&apos; = %2 は範囲 %3 の外です</translation>
    </message>
    <message>
        <source>option &apos;%1&apos; must be a number or a boolean</source>
        <translation>オプション &apos;%1&apos; は数値か真偽値でなければなりません</translation>
    </message>
    <message>
        <source>option &apos;%1&apos; must be a number or true/false</source>
        <translation>オプション &apos;%1&apos; は数値か真偽値でなければなりません</translation>
    </message>
    <message>
        <source>the save has no &apos;actions&apos; list</source>
        <translation>保存データに &apos;actions&apos; のリストがありません</translation>
    </message>
    <message>
        <source>action %1 of the save cannot be replayed: %2</source>
        <translation>保存データの %1 手目を再現できません：%2</translation>
    </message>
    <message>
        <source>an action must be a JSON object</source>
        <translation>操作は JSON オブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>action &apos;type&apos; must be a string</source>
        <translation>操作の &apos;type&apos; は文字列でなければなりません</translation>
    </message>
    <message>
        <source>unknown action type &apos;%1&apos;</source>
        <translation>不明な操作の種類 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>action &apos;%1&apos; must be a whole number %2..%3</source>
        <translation>操作の &apos;%1&apos; は %2..%3 の整数でなければなりません</translation>
    </message>
    <message>
        <source>&apos;with&apos; must be an array of up to 3 tile ids</source>
        <translation>&apos;with&apos; は牌番号3つまでの配列でなければなりません</translation>
    </message>
    <message>
        <source>&apos;with&apos; holds tile ids 0..%1</source>
        <translation>&apos;with&apos; に入るのは牌番号 0..%1 です</translation>
    </message>
    <message>
        <source>bad action JSON: %1</source>
        <translation>操作の JSON が不正です</translation>
    </message>
    <message>
        <source>illegal action &apos;%1&apos;: %2</source>
        <translation>ルール上できない操作です</translation>
    </message>
    <message>
        <source>action without a seat (0..3)</source>
        <translation>操作に席（0..3）がありません</translation>
    </message>
    <message>
        <source>next_hand: the hand is not over</source>
        <translation>次の局：この局はまだ終わっていません</translation>
    </message>
    <message>
        <source>tile not in hand</source>
        <translation>手牌にない牌です</translation>
    </message>
    <message>
        <source>table invariant violated after action %1: %2</source>
        <translation>%1 手目の後で卓の状態が矛盾しています</translation>
    </message>
    <message>
        <source>&apos;flowers&apos;: %1 plays with 136 tiles, no flowers</source>
        <translation>&apos;flowers&apos;：%1 は 136 枚で遊び、花牌はありません</translation>
    </message>
    <message>
        <source>&apos;flowers&apos; may hold only 1f..8f, got %1</source>
        <translation>&apos;flowers&apos; に入るのは 1f..8f だけですが、%1 があります</translation>
    </message>
    <message>
        <source>&apos;flowers&apos;: %1 twice (each flower is one tile)</source>
        <translation>&apos;flowers&apos;：%1 が2回あります（花牌は各1枚です）</translation>
    </message>
    <message>
        <source>&apos;flowers&apos;: %1 is given twice</source>
        <translation>&apos;flowers&apos;：%1 が2回あります</translation>
    </message>
    <message>
        <source>&apos;melds&apos;[%1]: a %2 is not a meld of %3</source>
        <translation>&apos;melds&apos;[%1]：%3 に%2という副露はありません</translation>
    </message>
    <message>
        <source>&apos;melds&apos;[%1]: flowers are never in a meld (%2)</source>
        <translation>&apos;melds&apos;[%1]：花牌は副露に入りません（%2）</translation>
    </message>
    <message>
        <source>&apos;melds&apos;[%1]: a chi is three number tiles in a row of one suit, not from %2</source>
        <translation>&apos;melds&apos;[%1]：チーは同じ種類の連続した数牌3枚で、%2 からは作れません</translation>
    </message>
    <message>
        <source>&apos;melds&apos;[%1]: %2 plays without red fives</source>
        <translation>&apos;melds&apos;[%1]：%2 は赤五を使いません</translation>
    </message>
    <message>
        <source>&apos;melds&apos;[%1]: meld %2 has more red tiles than fives</source>
        <translation>&apos;melds&apos;[%1]：副露 %2 は赤牌が五の枚数より多いです</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: the hand has %1 concealed tiles and %2 melds: a winning hand needs 14 (kongs count as 3)</source>
        <translation>&apos;hand&apos;：手牌 %1 枚と副露 %2 組です。和了形には 14 枚が必要です（カンは 3 枚と数えます）</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: the hand has %1 concealed tiles and %2 melds: a waiting hand needs 13 (kongs count as 3)</source>
        <translation>&apos;hand&apos;：手牌 %1 枚と副露 %2 組です。聴牌形には 13 枚が必要です（カンは 3 枚と数えます）</translation>
    </message>
    <message>
        <source>the hand has %1 concealed tiles and %2 melds: a winning hand needs 14 (kongs count as 3)</source>
        <translation>手牌 %1 枚と副露 %2 組です。和了形には 14 枚が必要です（カンは 3 枚と数えます）</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: flowers go in &apos;flowers&apos;, not in the hand, got %1</source>
        <translation>&apos;hand&apos;：花牌は手牌ではなく &apos;flowers&apos; に入れます（%1 があります）</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: flowers go in &apos;flowers&apos;, not in the hand</source>
        <translation>&apos;hand&apos;：花牌は手牌ではなく &apos;flowers&apos; に入れます</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: %1 plays without flowers, got %2</source>
        <translation>&apos;hand&apos;：%1 には花牌がありませんが、%2 があります</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: only fives can be red</source>
        <translation>&apos;hand&apos;：赤牌にできるのは五だけです</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: %1 plays without red fives</source>
        <translation>&apos;hand&apos;：%1 は赤五を使いません</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: more than four %1 in the hand and melds</source>
        <translation>&apos;hand&apos;：手牌と副露に %1 が5枚以上あります</translation>
    </message>
    <message>
        <source>more than four %1 in the hand and melds</source>
        <translation>手牌と副露に %1 が5枚以上あります</translation>
    </message>
    <message>
        <source>&apos;win_tile&apos; %1 is not in &apos;hand&apos; (the hand includes the winning tile)</source>
        <translation>&apos;win_tile&apos; %1 が &apos;hand&apos; にありません（手牌には和了牌を含めます）</translation>
    </message>
    <message>
        <source>&apos;win_tile&apos; is missing: %1</source>
        <translation>&apos;win_tile&apos; がありません：%1</translation>
    </message>
    <message>
        <source>riichi fu depend on the tile that completed the hand</source>
        <translation>立直麻雀の符は和了牌で決まります</translation>
    </message>
    <message>
        <source>MCR&apos;s wait fans and concealed pungs depend on the winning tile</source>
        <translation>国標麻雀の待ちの役と暗刻は和了牌で決まります</translation>
    </message>
    <message>
        <source>暗刻 on a discard and 九莲宝灯 depend on it</source>
        <translation>ロン和了の暗刻と九蓮宝燈はこの牌で決まります</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be 1..4 (E S W N), got %2</source>
        <translation>&apos;%1&apos; は 1..4（東南西北）でなければなりませんが、%2 です</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be 1..4 (E S W N)</source>
        <translation>&apos;%1&apos; は 1..4（東南西北）でなければなりません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be 1..4</source>
        <translation>&apos;%1&apos; は 1..4 でなければなりません</translation>
    </message>
    <message>
        <source>&apos;situation&apos;: &apos;%1&apos; is not a %2 situation (%3)</source>
        <translation>&apos;situation&apos;：&apos;%1&apos; は%2の和了状況ではありません（使えるもの：%3）</translation>
    </message>
    <message>
        <source>&apos;situation&apos;: &apos;%1&apos; is given twice</source>
        <translation>&apos;situation&apos;：&apos;%1&apos; が2回あります</translation>
    </message>
    <message>
        <source>%1 needs &apos;win_tile&apos;, the tile robbed from the kong</source>
        <translation>%1 には &apos;win_tile&apos;（槍槓された牌）が必要です</translation>
    </message>
    <message>
        <source>%1: the robbed tile %2 is the fourth of its kind (the other three are in the robbed kong), yet the hand holds %3</source>
        <translation>%1：槍槓された %2 は4枚目（残り3枚は槓の中）ですが、手牌と副露に %3 枚あります</translation>
    </message>
    <message>
        <source>chankan robs the fourth %1, so the winner holds no other</source>
        <translation>&apos;chankan&apos; は4枚目の %1 を奪うので、和了者は同じ牌を持てません</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: %1 is not a complete hand (four groups and a pair, 七对, 全不靠 or 十三幺)</source>
        <translation>&apos;hand&apos;：%1 は和了形（4面子1雀頭、七対、全不靠、十三幺）になっていません</translation>
    </message>
    <message>
        <source>&apos;chankan&apos; (抢杠) robs the fourth %1 (three are in the robbed pon), yet the hand holds %2</source>
        <translation>&apos;chankan&apos;（搶槓）は4枚目の %1 を奪う（残り3枚は加槓されたポンの中）のに、手牌と副露に %2 枚あります</translation>
    </message>
    <message>
        <source>&apos;situation&apos;: &apos;chankan&apos;: the robbed tile is the fourth of its kind, yet the hand holds %1</source>
        <translation>&apos;situation&apos;：&apos;chankan&apos;：槍槓された牌は4枚目なのに、手牌と副露に %1 枚あります</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs a concealed hand (no open melds)</source>
        <translation>&apos;%1&apos; には門前（鳴きなし）が必要です</translation>
    </message>
    <message>
        <source>&apos;ippatsu&apos; needs &apos;riichi&apos; or &apos;double_riichi&apos;</source>
        <translation>&apos;ippatsu&apos; には &apos;riichi&apos; か &apos;double_riichi&apos; が必要です</translation>
    </message>
    <message>
        <source>&apos;rinshan&apos; (岭上开花) needs a self-drawn win and a kong of the winner</source>
        <translation>&apos;rinshan&apos;（嶺上開花）にはツモ和了と和了者のカンが必要です</translation>
    </message>
    <message>
        <source>&apos;rinshan&apos; (岭上开花) is a self-drawn win on the replacement after one&apos;s own kong: it needs tsumo and a kong</source>
        <translation>&apos;rinshan&apos;（嶺上開花）は自分のカンの後の補充牌でのツモ和了で、ツモとカンが必要です</translation>
    </message>
    <message>
        <source>&apos;rinshan&apos; (嶺上開花) is a self-draw on the replacement tile after one&apos;s own kong</source>
        <translation>&apos;rinshan&apos;（嶺上開花）は自分のカンの後の嶺上牌でのツモです</translation>
    </message>
    <message>
        <source>&apos;rinshan&apos; (杠开) is a self-drawn win on the replacement after one&apos;s own kong</source>
        <translation>&apos;rinshan&apos;（杠開）は自分のカンの後の補充牌でのツモ和了です</translation>
    </message>
    <message>
        <source>rinshan (杠上开花) is a self-draw on the replacement tile after one&apos;s own kong</source>
        <translation>&apos;rinshan&apos;（杠上開花）は自分のカンの後の補充牌でのツモです</translation>
    </message>
    <message>
        <source>&apos;flower_replacement&apos; (杠开) is a self-drawn win on the replacement after a flower</source>
        <translation>&apos;flower_replacement&apos;（杠開）は花牌の後の補充牌でのツモ和了です</translation>
    </message>
    <message>
        <source>&apos;flower_replacement&apos; is a self-drawn win on the replacement for a flower: it needs tsumo and a flower</source>
        <translation>&apos;flower_replacement&apos; は花牌の補充牌でのツモ和了で、ツモと花牌が必要です</translation>
    </message>
    <message>
        <source>&apos;haitei&apos; (海底捞月) is a self-drawn win on the last wall tile</source>
        <translation>&apos;haitei&apos;（海底撈月）は山の最後の牌でのツモ和了です</translation>
    </message>
    <message>
        <source>&apos;haitei&apos; (海底摸月) is a self-draw of the last wall tile</source>
        <translation>&apos;haitei&apos;（海底摸月）は山の最後の牌のツモです</translation>
    </message>
    <message>
        <source>&apos;haitei&apos; is a self-drawn win on the last wall tile</source>
        <translation>&apos;haitei&apos; は山の最後の牌でのツモ和了です</translation>
    </message>
    <message>
        <source>haitei (妙手回春) is a self-draw of the last wall tile</source>
        <translation>&apos;haitei&apos;（妙手回春）は山の最後の牌のツモです</translation>
    </message>
    <message>
        <source>&apos;houtei&apos; (河底捞鱼) is a win on the last discard, not a self-draw</source>
        <translation>&apos;houtei&apos;（河底撈魚）は最後の捨て牌での和了で、ツモではありません</translation>
    </message>
    <message>
        <source>&apos;houtei&apos; (河底捞鱼) is a win on a discard, not a self-draw</source>
        <translation>&apos;houtei&apos;（河底撈魚）は捨て牌での和了で、ツモではありません</translation>
    </message>
    <message>
        <source>&apos;houtei&apos; (河底撈魚) is a win on the last discard, not a self-draw</source>
        <translation>&apos;houtei&apos;（河底撈魚）は最後の捨て牌でのロン和了で、ツモではありません</translation>
    </message>
    <message>
        <source>&apos;houtei&apos; is a win on the last discard, not a self-draw</source>
        <translation>&apos;houtei&apos; は最後の捨て牌での和了で、ツモではありません</translation>
    </message>
    <message>
        <source>houtei (海底捞月) is a win on the last discard, not a self-draw</source>
        <translation>&apos;houtei&apos;（海底撈月）は最後の捨て牌での和了で、ツモではありません</translation>
    </message>
    <message>
        <source>&apos;chankan&apos; (抢杠) is a win on another player&apos;s added kong, not a self-draw</source>
        <translation>&apos;chankan&apos;（搶槓）は他家の加槓の牌での和了で、ツモではありません</translation>
    </message>
    <message>
        <source>&apos;chankan&apos; (槍槓) is a win on another player&apos;s kong, not a self-draw</source>
        <translation>&apos;chankan&apos;（槍槓）は他家のカンの牌での和了で、ツモではありません</translation>
    </message>
    <message>
        <source>chankan (抢杠和) is a win on another player&apos;s added kong, not a self-draw</source>
        <translation>&apos;chankan&apos;（搶槓和）は他家の加槓の牌での和了で、ツモではありません</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; (天和) is the dealer&apos;s (seat wind East) self-drawn win on the dealt tiles, no melds</source>
        <translation>&apos;tenhou&apos;（天和）は親（自風が東）の配牌でのツモ和了で、副露なしです</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; (天和) is the dealer&apos;s (seat wind East) self-drawn win on the dealt tiles, with no melds</source>
        <translation>&apos;tenhou&apos;（天和）は親（自風が東）の配牌でのツモ和了で、副露なしです</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; (天和) is the dealer&apos;s (seat wind East) self-draw on the dealt hand, no melds</source>
        <translation>&apos;tenhou&apos;（天和）は親（自風が東）の配牌でのツモで、副露なしです</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; (天胡) is the dealer&apos;s (seat wind East) self-drawn win before any discard, no melds</source>
        <translation type="vanished">&apos;tenhou&apos;（天胡）は親（自風が東）が一枚も捨てる前のツモ和了で、副露なしです</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; (地和) is a non-dealer&apos;s win on the dealer&apos;s first discard, no melds</source>
        <translation>&apos;chiihou&apos;（地和）は子が親の第一打で和了することで、副露なしです</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; (地和) is a non-dealer&apos;s win on the dealer&apos;s first discard, with no melds</source>
        <translation>&apos;chiihou&apos;（地和）は子が親の第一打で和了することで、副露なしです</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; (地和) is a non-dealer&apos;s self-draw on the first draw, no melds</source>
        <translation>&apos;chiihou&apos;（地和）は子の最初のツモでの和了で、副露なしです</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; (地胡) is a non-dealer&apos;s win before their first discard, no melds</source>
        <translation type="vanished">&apos;chiihou&apos;（地胡）は子が最初に捨てる前の和了で、副露なしです</translation>
    </message>
    <message>
        <source>&apos;rinshan&apos; and &apos;haitei&apos; together: the replacement tile after a kong comes from the dead wall, not the last live-wall tile (yuque-fans.tsv 0.2.1, 0.2.2)</source>
        <translation>&apos;rinshan&apos; と &apos;haitei&apos; は両立しません：カンの後の補充牌は嶺上牌で、山の最後の牌ではありません</translation>
    </message>
    <message>
        <source>&apos;chankan&apos; and &apos;houtei&apos; together: a robbed added-kong tile is not a discard (yuque-fans.tsv 0.2.3, 0.2.4)</source>
        <translation>&apos;chankan&apos; と &apos;houtei&apos; は両立しません：槍槓された加槓の牌は捨て牌ではありません</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; and &apos;haitei&apos; together: 天和 is won on the dealer&apos;s first draw, not the last live-wall tile</source>
        <translation>&apos;tenhou&apos; と &apos;haitei&apos; は両立しません：天和は親の最初のツモでの和了で、山の最後の牌ではありません</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; with &apos;houtei&apos; or &apos;chankan&apos;: 地和 is a win on the dealer&apos;s first discard (yuque-fans.tsv 0.2.6)</source>
        <translation>&apos;chiihou&apos; は &apos;houtei&apos; や &apos;chankan&apos; と両立しません：地和は親の第一打での和了です</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; and &apos;chiihou&apos; are wins on the first turn and combine with no other word</source>
        <translation>&apos;tenhou&apos; と &apos;chiihou&apos; は第一巡の和了で、ほかの状況とは両立しません</translation>
    </message>
    <message>
        <source>&apos;rinshan&apos; and &apos;flower_replacement&apos; together: one replacement tile is for a kong or for a flower</source>
        <translation>&apos;rinshan&apos; と &apos;flower_replacement&apos; は両立しません：補充牌はカンか花牌のどちらかのものです</translation>
    </message>
    <message>
        <source>&apos;rinshan&apos; and &apos;flower_replacement&apos; together: one replacement tile</source>
        <translation>&apos;rinshan&apos; と &apos;flower_replacement&apos; は両立しません：補充牌は1枚です</translation>
    </message>
    <message>
        <source>&apos;chankan&apos; and &apos;houtei&apos; together: a robbed kong tile is not a discard</source>
        <translation>&apos;chankan&apos; と &apos;houtei&apos; は両立しません：槍槓された牌は捨て牌ではありません</translation>
    </message>
    <message>
        <source>chankan and houtei together: a robbed kong is not a discard</source>
        <translation>&apos;chankan&apos; と &apos;houtei&apos; は両立しません：槍槓は捨て牌ではありません</translation>
    </message>
    <message>
        <source>&apos;houtei&apos; and &apos;chankan&apos; together: a robbed kong is not a discard</source>
        <translation>&apos;houtei&apos; と &apos;chankan&apos; は両立しません：槍槓は捨て牌ではありません</translation>
    </message>
    <message>
        <source>&apos;haitei&apos; and &apos;rinshan&apos; together: a replacement tile is not the last wall tile</source>
        <translation>&apos;haitei&apos; と &apos;rinshan&apos; は両立しません：嶺上牌は山の最後の牌ではありません</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos;/&apos;chiihou&apos; win on the first draw, before any riichi could be declared</source>
        <translation>&apos;tenhou&apos;/&apos;chiihou&apos; は最初のツモでの和了で、立直はまだできません</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; is won on the dealt tiles and the first draw</source>
        <translation>&apos;tenhou&apos; は配牌と最初のツモでの和了です</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>有効な JSON ではありません</translation>
    </message>
    <message>
        <source>a hand description must be a JSON object</source>
        <translation>手牌の記述は JSON オブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>&apos;ruleset&apos; must be a string (a ruleset id)</source>
        <translation>&apos;ruleset&apos; は文字列（ルールの ID）でなければなりません</translation>
    </message>
    <message>
        <source>missing &apos;hand&apos;</source>
        <translation>&apos;hand&apos; がありません</translation>
    </message>
    <message>
        <source>&apos;win_tile&apos; must be exactly one tile</source>
        <translation>&apos;win_tile&apos; はちょうど1枚の牌でなければなりません</translation>
    </message>
    <message>
        <source>&apos;situation&apos; must be an array of words</source>
        <translation>&apos;situation&apos; は状況語の配列でなければなりません</translation>
    </message>
    <message>
        <source>&apos;situation&apos; entries must be strings</source>
        <translation>&apos;situation&apos; の各項目は文字列でなければなりません</translation>
    </message>
    <message>
        <source>melds[%1] must be an object</source>
        <translation>&apos;melds&apos;[%1] はオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>melds[%1].type must be a string</source>
        <translation>&apos;melds[%1].type&apos; は文字列でなければなりません</translation>
    </message>
    <message>
        <source>melds[%1].type &apos;%2&apos; is not one of chi, pon, kan, kakan, ankan</source>
        <translation>&apos;melds[%1].type&apos; の &apos;%2&apos; は &apos;chi&apos;、&apos;pon&apos;、&apos;kan&apos;、&apos;kakan&apos;、&apos;ankan&apos; のどれでもありません</translation>
    </message>
    <message>
        <source>melds[%1].tiles must be a string</source>
        <translation>&apos;melds[%1].tiles&apos; は文字列でなければなりません</translation>
    </message>
    <message>
        <source>melds[%1].tiles: %2</source>
        <translation>&apos;melds[%1].tiles&apos;：%2</translation>
    </message>
    <message>
        <source>melds[%1]: a %2 has %3 tiles, got %4</source>
        <translation>&apos;melds&apos;[%1]：%2 は %3 枚のはずですが、%4 枚あります</translation>
    </message>
    <message>
        <source>melds[%1]: flowers cannot be in a meld</source>
        <translation>&apos;melds&apos;[%1]：花牌は副露に入りません</translation>
    </message>
    <message>
        <source>melds[%1]: %2 is not a run of three in one suit</source>
        <translation>&apos;melds&apos;[%1]：%2 は同じ種類の連続した3枚ではありません</translation>
    </message>
    <message>
        <source>melds[%1]: %2 is not %3 of a kind</source>
        <translation>&apos;melds&apos;[%1]：%2 は同じ牌 %3 枚ではありません</translation>
    </message>
    <message>
        <source>melds[%1].from must be 1 (上家), 2 (对家) or 3 (下家)</source>
        <translation>&apos;melds[%1].from&apos; は 1（上家）、2（対面）、3（下家）のどれかでなければなりません</translation>
    </message>
    <message>
        <source>melds[%1].claimed: %2</source>
        <translation>&apos;melds[%1].claimed&apos;：%2</translation>
    </message>
    <message>
        <source>suit letter &apos;%1&apos; at position %2 has no digits before it</source>
        <translation>%2 文字目の種類の文字 &apos;%1&apos; の前に数字がありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; at position %2: honours are 1z..7z</source>
        <translation>%2 文字目の &apos;%1&apos;：字牌は 1z..7z です</translation>
    </message>
    <message>
        <source>&apos;%1&apos; at position %2: flowers are 1f..8f</source>
        <translation>%2 文字目の &apos;%1&apos;：花牌は 1f..8f です</translation>
    </message>
    <message>
        <source>digits &apos;%1&apos; at position %2 are followed by &apos;%3&apos; instead of a suit letter m p s z f</source>
        <translation>%2 文字目の数字 &apos;%1&apos; の後が種類の文字 m p s z f ではなく &apos;%3&apos; です</translation>
    </message>
    <message>
        <source>digits &apos;%1&apos; at position %2 have no suit letter (m p s z f)</source>
        <translation>%2 文字目の数字 &apos;%1&apos; に種類の文字（m p s z f）がありません</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos; at position %2 (tiles are digits followed by m p s z f, or the letters E S W N C F P)</source>
        <translation>%2 文字目に予期しない文字 &apos;%1&apos; があります（牌は数字と m p s z f、または文字 E S W N C F P で書きます）</translation>
    </message>
    <message>
        <source>expected exactly one tile in &apos;%1&apos;, found %2</source>
        <translation>&apos;%1&apos; には牌がちょうど1枚のはずですが、%2 枚あります</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be true or false</source>
        <translation>&apos;%1&apos; は真偽値でなければなりません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a string</source>
        <translation>&apos;%1&apos; は文字列でなければなりません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be an object</source>
        <translation>&apos;%1&apos; はオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be an array</source>
        <translation>&apos;%1&apos; は配列でなければなりません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a whole number from %2</source>
        <translation>&apos;%1&apos; は %2 以上の整数でなければなりません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a whole number ≥ 0</source>
        <translation>&apos;%1&apos; は 0 以上の整数でなければなりません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a string of tiles</source>
        <translation>&apos;%1&apos; は牌の文字列でなければなりません</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos;：%2</translation>
    </message>
    <message>
        <source>not a winning hand: neither four groups and a pair, nor 乱风向 (honours only), nor 八花 (all eight flowers)</source>
        <translation>和了形ではありません：4面子1雀頭でも、乱風向（字牌のみ）でも、八花（花牌8枚）でもありません</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; (天胡) is the dealer&apos;s (seat wind East) self-drawn win before their first discard, when they can hold no claimed meld</source>
        <translation>&apos;tenhou&apos;（天胡）は親（自風が東）が最初の打牌の前にツモ和了すること。その時点でチー・ポン・明槓はありえない</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; (地胡) is a non-dealer&apos;s win before their first discard</source>
        <translation>&apos;chiihou&apos;（地胡）は子が自分の最初の打牌の前に和了すること</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; (地胡) is a win before one&apos;s first discard, which a chi, a pon or an added kong (each followed by a discard) contradicts</source>
        <translation>&apos;chiihou&apos;（地胡）は最初の打牌の前の和了で、チー・ポン・加槓（いずれも打牌が続く）とは矛盾する</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; (地胡) with a kong is a self-draw: a kong before one&apos;s first discard is followed by its replacement, then a discard</source>
        <translation>槓のある &apos;chiihou&apos;（地胡）はツモ和了のみ：最初の打牌の前の槓には嶺上牌のツモ、その後に打牌が続く</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; and &apos;haitei&apos; together: the dealer&apos;s first turn is not the last wall tile</source>
        <translation>&apos;tenhou&apos; と &apos;haitei&apos; は同時に成立しない：親の第一巡は山の最後の牌ではない</translation>
    </message>
    <message>
        <source>&apos;last_tile&apos; (和绝张) says %1 is the last of its kind, yet the hand holds another concealed</source>
        <translation>&apos;last_tile&apos;（和絶張）は %1 がその牌の最後の一枚だとするが、手牌にもう一枚隠れている</translation>
    </message>
</context>
<context>
    <name>EngineReasonWord</name>
    <message>
        <source>chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>kakan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <source>ankan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
</context>
<context>
    <name>EngineStep</name>
    <message>
        <source>%1: %2 han (open; %3 closed)</source>
        <translation>%1：%2翻（副露。門前なら%3翻）</translation>
    </message>
    <message>
        <source>%1: %2 han</source>
        <translation>%1：%2翻</translation>
    </message>
    <message>
        <source>%1: %2 fu, not rounded (riichi.md &quot;Fu&quot;)</source>
        <translation>%1：%2符（切り上げなし）</translation>
    </message>
    <message>
        <source>待ち Wait: %1 on %2: %3 fu</source>
        <translation>待ち：%1（%2待ち）：%3符</translation>
    </message>
    <message>
        <source>%1: %2 fu</source>
        <translation>%1：%2符</translation>
    </message>
    <message>
        <source>An open hand at %1 fu counts %2 fu (riichi.md &quot;Fu&quot;)</source>
        <translation>副露手の%1符は%2符とする</translation>
    </message>
    <message>
        <source>fu %1 rounds up to %2</source>
        <translation>%1符を切り上げて%2符</translation>
    </message>
    <message>
        <source>%1 fu × 2^(%2) = %3</source>
        <translation>%1符 × 2^(%2) = %3</translation>
    </message>
    <message>
        <source>%1 han: %2, a = %3</source>
        <translation>%1翻：%2、a = %3</translation>
    </message>
    <message>
        <source>a = %1 &gt; 2000: %2, a = %3</source>
        <translation>a = %1 &gt; 2000：%2、a = %3</translation>
    </message>
    <message>
        <source>Dealer pays %1 = %2 → %3</source>
        <translation>親の支払い %1 = %2 → %3</translation>
    </message>
    <message>
        <source>Discarder (dealer wins) pays %1 = %2 → %3</source>
        <translation>放銃者（親の和了）の支払い %1 = %2 → %3</translation>
    </message>
    <message>
        <source>Discarder pays %1 = %2 → %3</source>
        <translation>放銃者の支払い %1 = %2 → %3</translation>
    </message>
    <message>
        <source>Each non-dealer pays %1 = %2 → %3</source>
        <translation>子はそれぞれ %1 = %2 → %3 を支払う</translation>
    </message>
    <message>
        <source>Each other non-dealer pays %1 → %2</source>
        <translation>他の子はそれぞれ %1 → %2 を支払う</translation>
    </message>
    <message>
        <source>Dealer self-draw: %1 = %2</source>
        <translation>親のツモ：%1 = %2</translation>
    </message>
    <message>
        <source>Self-draw: %1 = %2</source>
        <translation>ツモ：%1 = %2</translation>
    </message>
    <message>
        <source>Honba and deposits are paid on top (%1 honba, %2 deposits)</source>
        <translation>本場と供託は別に支払う（%1本場、供託%2点）</translation>
    </message>
    <message>
        <source>%1: no self-draw fu (stays %2)</source>
        <translation>%1：ツモ符なし（%2符のまま）</translation>
    </message>
    <message>
        <source>本場 %1 honba × %2</source>
        <translation>本場 %1本 × %2</translation>
    </message>
    <message>
        <source>%1 番 fan: p = %2² = %3</source>
        <translation>%1番：p = %2² = %3</translation>
    </message>
    <message>
        <source>%1: the winner gains p = %2; the discarder loses %3</source>
        <translation>%1：和了者は p = %2 を得る。放銃者は %3 を失う</translation>
    </message>
    <message>
        <source>%1: the winner gains p = %2; each other player loses %3</source>
        <translation>%1：和了者は p = %2 を得る。他家はそれぞれ %3 を失う</translation>
    </message>
    <message>
        <source>%1: the winner gains p = %2; the robbed player loses %3</source>
        <translation>%1：和了者は p = %2 を得る。槍槓された者は %3 を失う</translation>
    </message>
    <message>
        <source>听牌 Ready, waiting on %1: valued as a win on a discard of %2 (every wait fully visible: the lowest)</source>
        <translation>聴牌（%1待ち）：%2のロン和了として評価（待ちがすべて見えている：最低のもの）</translation>
    </message>
    <message>
        <source>听牌 Ready, waiting on %1: valued as a win on a discard of %2 (the highest wait not fully visible)</source>
        <translation>聴牌（%1待ち）：%2のロン和了として評価（見え切っていない待ちの最高）</translation>
    </message>
    <message>
        <source>未听 Not ready: %1 番 fan</source>
        <translation>不聴：%1番</translation>
    </message>
    <message>
        <source>f%1 = %2翻, the largest: %3</source>
        <translation>f%1 = %2翻、最大のもの：%3</translation>
    </message>
    <message>
        <source>f%1 = %2翻, the largest of another category: %3; %4 &gt; √(%5) = %6: 复合跳翻 +%7</source>
        <translation>f%1 = %2翻、別の類で最大のもの：%3。%4 &gt; √(%5) = %6：复合跳翻 +%7</translation>
    </message>
    <message>
        <source>f%1 = %2翻, the largest of another category: %3; %4 ≤ √(%5) = %6: no 复合跳翻</source>
        <translation>f%1 = %2翻、別の類で最大のもの：%3。%4 ≤ √(%5) = %6：复合跳翻なし</translation>
    </message>
    <message>
        <source>f%1: no fan of another category: no 复合跳翻</source>
        <translation>f%1：別の類の役なし：复合跳翻なし</translation>
    </message>
    <message>
        <source>minimum (flowers excluded): %1 ≥ %2: the hand may win</source>
        <translation>最低点（花を除く）：%1 ≥ %2：和了できる</translation>
    </message>
    <message>
        <source>minimum (flowers excluded): %1 &lt; %2: not a win</source>
        <translation>最低点（花を除く）：%1 &lt; %2：和了にならない</translation>
    </message>
    <message>
        <source>no 门清跳翻: the hand has a chi, pon or open kong</source>
        <translation>门清跳翻なし：チー・ポン・明槓がある</translation>
    </message>
    <message>
        <source>门清跳翻 +%1: no chi, pon or open kong</source>
        <translation>门清跳翻 +%1：チー・ポン・明槓なし</translation>
    </message>
    <message>
        <source>points = %1副 × %2翻 = %3</source>
        <translation>点数 = %1副 × %2翻 = %3</translation>
    </message>
    <message>
        <source>番牌: the %1 番牌 fans count as one fan of %2翻 (%3 番牌 triplets: one 翻 each)</source>
        <translation>番牌：%1つの番牌を1つの役として%2翻（番牌の刻子%3つ：各1翻）</translation>
    </message>
    <message>
        <source>番牌: the %1 番牌 fans count as one fan of %2翻 (%3 番牌 triplets; fewer than two: %4翻)</source>
        <translation>番牌：%1つの番牌を1つの役として%2翻（番牌の刻子%3つ。2つ未満：%4翻）</translation>
    </message>
    <message>
        <source>番牌: the %1 番牌 fans count as one fan of %2翻 (%3 番牌 triplet; fewer than two: %4翻)</source>
        <translation>番牌：%1つの番牌を1つの役として%2翻（番牌の刻子%3つ。2つ未満：%4翻）</translation>
    </message>
    <message>
        <source>番牌: the %1 番牌 fan count as one fan of %2翻 (%3 番牌 triplets; fewer than two: %4翻)</source>
        <translation>番牌：%1つの番牌を1つの役として%2翻（番牌の刻子%3つ。2つ未満：%4翻）</translation>
    </message>
    <message>
        <source>番牌: the %1 番牌 fan count as one fan of %2翻 (%3 番牌 triplet; fewer than two: %4翻)</source>
        <translation>番牌：%1つの番牌を1つの役として%2翻（番牌の刻子%3つ。2つ未満：%4翻）</translation>
    </message>
    <message>
        <source>%1-fan minimum, flowers excluded: %2 ≥ %3, a valid win</source>
        <translation>%1番縛り（花を除く）：%2 ≥ %3、和了成立</translation>
    </message>
    <message>
        <source>%1-fan minimum, flowers excluded: %2 &lt; %3, not a valid win (错和)</source>
        <translation>%1番縛り（花を除く）：%2 &lt; %3、錯和</translation>
    </message>
    <message>
        <source>Total: %1 fan (%2 without flowers)</source>
        <translation>合計：%1番（花を除いて%2番）</translation>
    </message>
    <message>
        <source>%1 not counted: included in its honour fan (不重复原则)</source>
        <translation>%1は数えない：字牌の役に含まれる（不重复原则）</translation>
    </message>
    <message>
        <source>%1 not counted: included in %2 (不重复原则)</source>
        <translation>%1は数えない：%2に含まれる（不重复原则）</translation>
    </message>
    <message>
        <source>%1 not counted: a group already made this fan (不得相同原则)</source>
        <translation>%1は数えない：同じ面子ですでにこの役を数えた（不得相同原则）</translation>
    </message>
    <message>
        <source>%1 not counted: its groups are in %2 (不重复原则)</source>
        <translation>%1は数えない：その面子は%2の中にある（不重复原则）</translation>
    </message>
    <message>
        <source>%1 not counted: its groups were already combined (套算一次原则)</source>
        <translation>%1は数えない：その面子はすでに組み合わせ済み（套算一次原则）</translation>
    </message>
    <message>
        <source>%1 not counted: the hand waited on more than one kind (MCR: only a sole wait)</source>
        <translation>%1は数えない：待ちが1種類ではない（中国麻雀：単一の待ちのみ）</translation>
    </message>
    <message>
        <source>%1: %2 fan (not toward the %3-fan minimum)</source>
        <translation>%1：%2番（%3番縛りには数えない）</translation>
    </message>
    <message>
        <source>%1: %2 fan</source>
        <translation>%1：%2番</translation>
    </message>
    <message>
        <source>就高不就低 The highest reading: %1; winning tile %2</source>
        <translation>就高不就低（最高の解釈）：%1。和了牌%2</translation>
    </message>
    <message>
        <source>铳二摸三: self-drawn, each other player pays %1 (the winner receives %2)</source>
        <translation>铳二摸三：ツモ、他家はそれぞれ%1を支払う（和了者は%2を得る）</translation>
    </message>
    <message>
        <source>铳二摸三: the discarder pays %1 = %2</source>
        <translation>铳二摸三：放銃者が %1 = %2 を支払う</translation>
    </message>
    <message>
        <source>Types found: none (a plain hand)</source>
        <translation>役の型：なし（普通の和了）</translation>
    </message>
    <message>
        <source>Types found: %1</source>
        <translation>役の型：%1</translation>
    </message>
    <message>
        <source>Class %1: 底花 × 2^(番 of the class-%2 types)</source>
        <translation>第%1類：底花 × 2^(第%2類の型の番)</translation>
    </message>
    <message>
        <source>Class %1: %2 %3 喇 × %4 = %5 花 (the largest class-%6 type; nothing else counts)</source>
        <translation>第%1類：%2 %3喇 × %4 = %5花（第%6類で最大の型。他は数えない）</translation>
    </message>
    <message>
        <source>底花 %1: +%2</source>
        <translation>底花 %1：+%2</translation>
    </message>
    <message>
        <source>%1: %2 番, × %3</source>
        <translation>%1：%2番、× %3</translation>
    </message>
    <message>
        <source>%1: %2 番 (recognised, multiplies by %3)</source>
        <translation>%1：%2番（成立、%3倍）</translation>
    </message>
    <message>
        <source>花 = 底花 %1 × 2^%2 = %3</source>
        <translation>花 = 底花 %1 × 2^%2 = %3</translation>
    </message>
    <message>
        <source>荒番 hand: × %1 = %2 花</source>
        <translation>荒番局：× %1 = %2花</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>dealt in: one share of %1; %2口 related: one extra share</source>
        <translation>放銃：1口分%1。%2口の関係：1口追加</translation>
    </message>
    <message>
        <source>dealt in: one share of %1</source>
        <translation>放銃：1口分%1</translation>
    </message>
    <message>
        <source>self-draw: one share of %1</source>
        <translation>ツモ：1口分%1</translation>
    </message>
    <message>
        <source>one share: %1 花 × base %2</source>
        <translation>1口：%1花 × 基本点%2</translation>
    </message>
    <message>
        <source>%1口 related: one extra share</source>
        <translation>%1口の関係：1口追加</translation>
    </message>
    <message>
        <source>self-draw: F</source>
        <translation>ツモ：F</translation>
    </message>
    <message>
        <source>discard: 2F</source>
        <translation>ロン：2F</translation>
    </message>
    <message>
        <source>%1 wins %2 points on %3&apos;s discard: the discarder pays 2p = %4, the other two p = %5</source>
        <translation>%1 が %3 の捨て牌でロン、%2点：放銃者が 2p = %4、他の2人が p = %5 を支払う</translation>
    </message>
    <message>
        <source>%1 self-draws %2 points: each other player pays 3p/2 = %3</source>
        <translation>%1 がツモ、%2点：他家がそれぞれ 3p/2 = %3 を支払う</translation>
    </message>
    <message>
        <source>%1 handed the winner %2 tiles: full liability (全包牌), pays everything: +%3</source>
        <translation>%1 は和了者に%2枚を渡した：全包牌、全額を支払う：+%3</translation>
    </message>
    <message>
        <source>%1 handed the winner %2 tiles: half liability (半包牌), pays half (rounded up) of each other player&apos;s share: +%3</source>
        <translation>%1 は和了者に%2枚を渡した：半包牌、他の各人の分の半分（切り上げ）を支払う：+%3</translation>
    </message>
    <message>
        <source>约化分数 Summary score after %1 hands (reference only, T0 = %2): %3</source>
        <translation>約化分数（%1局後、参考値、T0 = %2）：%3</translation>
    </message>
    <message>
        <source>荒庄 Exhausted wall: no payments</source>
        <translation>荒牌流局：支払いなし</translation>
    </message>
    <message>
        <source>%1 pays %2 %3</source>
        <translation>%1 → %2 %3</translation>
    </message>
</context>
<context>
    <name>EngineTerm</name>
    <message>
        <source>Base</source>
        <translation>副底</translation>
    </message>
    <message>
        <source>Self-draw</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Open win on a discard</source>
        <translation>副露ロン</translation>
    </message>
    <message>
        <source>Concealed win on a discard</source>
        <translation>門前ロン</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>順子</translation>
    </message>
    <message>
        <source>Open sequence</source>
        <translation>明順</translation>
    </message>
    <message>
        <source>Concealed triplet</source>
        <translation>暗刻</translation>
    </message>
    <message>
        <source>Open triplet</source>
        <translation>明刻</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Open kong</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>雀頭</translation>
    </message>
    <message>
        <source>two-sided wait</source>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed wait</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge wait</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>pair wait</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>wait on a pair becoming a triplet</source>
        <translation>シャンポン</translation>
    </message>
    <message>
        <source>mangan</source>
        <translation>満貫</translation>
    </message>
    <message>
        <source>haneman</source>
        <translation>跳満</translation>
    </message>
    <message>
        <source>baiman</source>
        <translation>倍満</translation>
    </message>
    <message>
        <source>sanbaiman</source>
        <translation>三倍満</translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>counted yakuman</source>
        <translation>数え役満</translation>
    </message>
    <message>
        <source>rounded-up mangan</source>
        <translation>切り上げ満貫</translation>
    </message>
    <message>
        <source>self-draw</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>noten payment</source>
        <translation>不聴罰符</translation>
    </message>
    <message>
        <source>riichi deposits on the table</source>
        <translation>場の供託</translation>
    </message>
    <message>
        <source>Nine terminals</source>
        <translation>九種九牌</translation>
    </message>
    <message>
        <source>Four winds</source>
        <translation>四風連打</translation>
    </message>
    <message>
        <source>Four riichi</source>
        <translation>四家立直</translation>
    </message>
    <message>
        <source>Four kongs</source>
        <translation>四槓散了</translation>
    </message>
    <message>
        <source>nagashi mangan</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>花牌</translation>
    </message>
    <message>
        <source>Win on a discard</source>
        <translation>ロン和了</translation>
    </message>
    <message>
        <source>Win on a robbed kong</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>聴牌</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>和了</translation>
    </message>
    <message>
        <source>dealt in</source>
        <translation>放銃</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>不聴</translation>
    </message>
    <message>
        <source>seven pairs</source>
        <translation>七対子</translation>
    </message>
    <message>
        <source>knitted tiles and honours</source>
        <translation>全不靠</translation>
    </message>
    <message>
        <source>knitted straight, a group and a pair</source>
        <translation>組合龍と1面子1雀頭</translation>
    </message>
    <message>
        <source>thirteen orphans</source>
        <translation>国士無双</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>ドラ</translation>
    </message>
    <message>
        <source>Ura dora</source>
        <translation>裏ドラ</translation>
    </message>
    <message>
        <source>Red fives</source>
        <translation>赤ドラ</translation>
    </message>
    <message>
        <source>win</source>
        <translation>和了</translation>
    </message>
    <message>
        <source>Pinfu self-draw</source>
        <translation>平和ツモ</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>圏</translation>
    </message>
    <message>
        <source>Deposits</source>
        <translation>供託</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>ダブル立直</translation>
    </message>
</context>
<context>
    <name>FanList</name>
    <message>
        <source>Fans (yaku) and their values</source>
        <translation>役とその価値</translation>
    </message>
    <message>
        <source>won by self-draw</source>
        <translation>ツモ和了</translation>
    </message>
    <message>
        <source>won on a discard</source>
        <translation>ロン和了</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>Final standings</source>
        <translation>最終順位</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>メインメニュー</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しい対局</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter キー</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>シード %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>第 %1 局</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>メニュー</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>補助</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <source>Dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Your turn: pick a tile to discard</source>
        <translation>あなたの番です：捨てる牌を選んでください</translation>
    </message>
    <message>
        <source>Claim this tile?</source>
        <translation>この牌を鳴きますか？</translation>
    </message>
    <message>
        <source>Choose the tile to discard with the declaration</source>
        <translation>宣言と同時に捨てる牌を選んでください</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>カン</translation>
    </message>
    <message>
        <source>Flower</source>
        <translation>花</translation>
    </message>
    <message>
        <source>%1, %2 seat, %3 points</source>
        <translation>%1、%2家、%3 点</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>%1 declared by %2</source>
        <translation>%2家が%1を宣言</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>遅く</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>速く</translation>
    </message>
    <message>
        <source>%2: %1</source>
        <translation>%2：%1</translation>
    </message>
    <message>
        <source>mjai program</source>
        <translation>mjai プログラム</translation>
    </message>
    <message>
        <source>Leave this game for the menu?</source>
        <translation>この対局を離れてメニューに戻りますか？</translation>
    </message>
    <message>
        <source>The game stays saved: Continue on the start screen picks it up where you left it.</source>
        <translation>対局は保存されます。スタート画面の「続きから」で中断したところから再開できます。</translation>
    </message>
    <message>
        <source>This game is not saved (a demo or test run).</source>
        <translation>この対局は保存されません（デモまたはテスト実行）。</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>対局を続ける</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>離れる</translation>
    </message>
    <message>
        <source>Simple bot</source>
        <translation>シンプルCPU</translation>
    </message>
    <message>
        <source>Beginner bot</source>
        <translation>初級CPU</translation>
    </message>
    <message>
        <source>Standard bot</source>
        <translation>標準CPU</translation>
    </message>
    <message>
        <source>Strong bot</source>
        <translation>上級CPU</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>接続が切れました</translation>
    </message>
    <message>
        <source>a bot plays for now</source>
        <translation>いまはCPUが代打ち</translation>
    </message>
    <message>
        <source>%1 seconds left</source>
        <translation>残り %1 秒</translation>
    </message>
    <message>
        <source>Online · watching</source>
        <translation>オンライン · 観戦</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>オンライン</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>接続中</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>再接続中…</translation>
    </message>
    <message>
        <source>Connection lost: reconnecting… The game goes on; your seat waits for you, then a bot plays it until you are back.</source>
        <translation>接続が切れました：再接続中… 対局は続きます。あなたの席はしばらく待ち、その後あなたが戻るまでCPUが代打ちします。</translation>
    </message>
    <message>
        <source>A bot plays for %1 (connection lost) until they come back.</source>
        <translation>%1 の接続が切れたため、戻るまでCPUが代打ちします。</translation>
    </message>
    <message>
        <source>%1 lost the connection: waiting for them.</source>
        <translation>%1 の接続が切れました：待っています。</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>卓にひとこと</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>チャット</translation>
    </message>
    <message>
        <source>You stop watching this table.</source>
        <translation>この卓の観戦をやめます。</translation>
    </message>
    <message>
        <source>You leave the table: a bot takes your seat, or the game ends, as the table&apos;s owner chose.</source>
        <translation>卓を離れます：卓主の設定に従い、CPUがあなたの席を引き継ぐか、対局が終わります。</translation>
    </message>
</context>
<context>
    <name>HandHelp</name>
    <message>
        <source>complete</source>
        <translation>和了形</translation>
    </message>
    <message>
        <source>ready (tenpai)</source>
        <translation>聴牌</translation>
    </message>
    <message>
        <source>1 step from ready</source>
        <translation>一向聴</translation>
    </message>
    <message>
        <source>%1 steps from ready</source>
        <translation>%1 向聴</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>一般形</translation>
    </message>
    <message>
        <source>seven pairs</source>
        <translation>七対子</translation>
    </message>
    <message>
        <source>thirteen orphans</source>
        <translation>国士無双</translation>
    </message>
    <message>
        <source>knitted</source>
        <translation>全不靠</translation>
    </message>
    <message>
        <source>knitted straight</source>
        <translation>組合龍</translation>
    </message>
    <message>
        <source>Ron %1</source>
        <translation>ロン %1</translation>
    </message>
    <message>
        <source>Tsumo %1</source>
        <translation>ツモ %1</translation>
    </message>
    <message>
        <source>with %1: ron %2</source>
        <translation>%1 でロン：%2</translation>
    </message>
    <message>
        <source>Hand help</source>
        <translation>手牌補助</translation>
    </message>
    <message>
        <source>Shown while you hold your tiles.</source>
        <translation>手牌を持っている間に表示されます。</translation>
    </message>
    <message>
        <source>Furiten: no win on a discard, only by self-draw</source>
        <translation>フリテン：ロンできません、ツモのみ</translation>
    </message>
    <message>
        <source>Waits (%1 unseen)</source>
        <translation>待ち（見えていない牌 %1 枚）</translation>
    </message>
    <message>
        <source>Improving tiles (%1 unseen)</source>
        <translation>有効牌（見えていない牌 %1 枚）</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>打牌</translation>
    </message>
    <message>
        <source>Best discard</source>
        <translation>最善の打牌</translation>
    </message>
    <message>
        <source>Not allowed now: %1</source>
        <translation>今は打てません：%1</translation>
    </message>
    <message>
        <source>Furiten after this discard: no win on a discard</source>
        <translation>この打牌でフリテン：ロンできません</translation>
    </message>
    <message>
        <source>A win needs at least %1 %2.</source>
        <translation>和了には最低 %1 %2 が必要です。</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>your hand (%1): %2 tiles</source>
        <translation>あなたの手牌（%1家）：%2 枚</translation>
    </message>
    <message>
        <source>%1, selected</source>
        <translation>%1、選択中</translation>
    </message>
    <message>
        <source>%1, not allowed: %2</source>
        <translation>%1、打牌不可：%2</translation>
    </message>
    <message>
        <source>%1, not allowed</source>
        <translation>%1、打牌不可</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>画面を %1 に渡してください</translation>
    </message>
    <message>
        <source>Every hand is hidden until %1 is ready.</source>
        <translation>%1 の準備ができるまで、すべての手牌を隠しています。</translation>
    </message>
    <message>
        <source>I am %1: show my tiles</source>
        <translation>%1 です：自分の牌を表示</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter キー</translation>
    </message>
</context>
<context>
    <name>MeldArea</name>
    <message>
        <source>melds and flowers of %1</source>
        <translation>%1家の副露と花牌</translation>
    </message>
</context>
<context>
    <name>NewGameScreen</name>
    <message>
        <source>mjai command for seat %1</source>
        <translation>%1 席の mjai コマンド</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しい対局</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>%1 · coming</source>
        <translation>%1 · 準備中</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>This ruleset has no options.</source>
        <translation>このルールにはオプションがありません。</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>対局の長さ</translation>
    </message>
    <message>
        <source>As the rules say</source>
        <translation>ルールどおり</translation>
    </message>
    <message>
        <source>One hand</source>
        <translation>1 局</translation>
    </message>
    <message>
        <source>4 hands</source>
        <translation>4 局</translation>
    </message>
    <message>
        <source>8 hands</source>
        <translation>8 局</translation>
    </message>
    <message>
        <source>16 hands</source>
        <translation>16 局</translation>
    </message>
    <message>
        <source>Seed (optional, to replay or share a deal)</source>
        <translation>シード（任意、配牌の再現や共有用）</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Practice game: take back moves against the bots</source>
        <translation>練習対局：CPU 相手に打ち直しができます</translation>
    </message>
    <message>
        <source>East round</source>
        <translation>東風戦</translation>
    </message>
    <message>
        <source>East and South rounds</source>
        <translation>東南戦</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>One end tile down</source>
        <translation>端の牌を一枚伏せる</translation>
    </message>
    <message>
        <source>Three tiles down</source>
        <translation>三枚伏せる</translation>
    </message>
    <message>
        <source>Both end tiles down</source>
        <translation>両端の牌を伏せる</translation>
    </message>
    <message>
        <source>Both middle tiles down</source>
        <translation>中の二枚を伏せる</translation>
    </message>
    <message>
        <source>First in turn wins</source>
        <translation>頭ハネ</translation>
    </message>
    <message>
        <source>All winners</source>
        <translation>ダブロン・トリロン</translation>
    </message>
    <message>
        <source>Three winners abort the hand</source>
        <translation>三家和で流局</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>シンプル</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>初級</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>上級</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1家</translation>
    </message>
    <message>
        <source>Bot level</source>
        <translation>CPUの強さ</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>mjai program</source>
        <translation>mjai プログラム</translation>
    </message>
    <message>
        <source>Command, e.g. mjai-bot --seed {seed}</source>
        <translation>コマンド（例: mjai-bot --seed {seed}）</translation>
    </message>
    <message>
        <source>Create a table</source>
        <translation>卓を作る</translation>
    </message>
    <message>
        <source>Time to discard</source>
        <translation>打牌の持ち時間</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>時間制限なし</translation>
    </message>
    <message>
        <source>%1 seconds</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Time to claim</source>
        <translation>鳴きの持ち時間</translation>
    </message>
    <message>
        <source>When a player quits</source>
        <translation>プレイヤーが抜けたとき</translation>
    </message>
    <message>
        <source>A bot takes the seat</source>
        <translation>CPUが引き継ぐ</translation>
    </message>
    <message>
        <source>The game ends</source>
        <translation>対局終了</translation>
    </message>
    <message>
        <source>Create the table</source>
        <translation>卓を作る</translation>
    </message>
</context>
<context>
    <name>OnlineScreen</name>
    <message>
        <source>waiting for players</source>
        <translation>プレイヤー待ち</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>対局中</translation>
    </message>
    <message>
        <source>between hands</source>
        <translation>局の合間</translation>
    </message>
    <message>
        <source>over</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>あり</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 s to discard</source>
        <translation>打牌 %1 秒</translation>
    </message>
    <message>
        <source>no discard clock</source>
        <translation>打牌の時間制限なし</translation>
    </message>
    <message>
        <source>%1 s to claim</source>
        <translation>鳴き %1 秒</translation>
    </message>
    <message>
        <source>no claim clock</source>
        <translation>鳴きの時間制限なし</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>卓 %1</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>オンライン対局</translation>
    </message>
    <message>
        <source>Connected to %1 as %2</source>
        <translation>%1 に %2 として接続中</translation>
    </message>
    <message>
        <source>Reconnecting to %1…</source>
        <translation>%1 に再接続中…</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>卓での名前</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Join a game: the server&apos;s address</source>
        <translation>対局に参加：サーバーのアドレス</translation>
    </message>
    <message>
        <source>host:port, e.g. 192.168.1.20:7777</source>
        <translation>ホスト:ポート（例 192.168.1.20:7777）</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>サーバーのアドレス</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>参加</translation>
    </message>
    <message>
        <source>Host a game on this computer</source>
        <translation>このコンピューターで対局を開く</translation>
    </message>
    <message>
        <source>Starts a server inside Quetai. It answers this computer only until you choose to let other computers on your network join; then it shows the address to give your friends.</source>
        <translation>雀台の中でサーバーを起動します。ネットワーク上の他のコンピューターの参加を許可するまでは、このコンピューターからの接続だけを受け付けます。許可すると、友だちに伝えるアドレスを表示します。</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>Hosting. Give your friends this address: %1</source>
        <translation>サーバー稼働中。友だちにこのアドレスを伝えてください：%1</translation>
    </message>
    <message>
        <source>Hosting for this computer only (%1).</source>
        <translation>このコンピューターだけに公開中（%1）。</translation>
    </message>
    <message>
        <source>Let friends join…</source>
        <translation>友だちを参加させる…</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>No tables yet: create one, and your friends sit down at it.</source>
        <translation>まだ卓がありません：卓を作り、友だちに座ってもらいましょう。</translation>
    </message>
    <message>
        <source>Table %1, %2, %3 of 4 seats taken, %4 watching, %5</source>
        <translation>卓 %1、%2、4 席中 %3 席着席、観戦 %4 人、%5</translation>
    </message>
    <message>
        <source>%1/4 seated</source>
        <translation>着席 %1/4</translation>
    </message>
    <message numerus="yes">
        <source>%n watching</source>
        <translation>
            <numerusform>観戦 %n 人</numerusform>
        </translation>
    </message>
    <message>
        <source>Sit down</source>
        <translation>着席</translation>
    </message>
    <message>
        <source>Sit down at table %1</source>
        <translation>卓 %1 に着席</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>観戦</translation>
    </message>
    <message>
        <source>Watch table %1</source>
        <translation>卓 %1 を観戦</translation>
    </message>
    <message>
        <source>You own this table. Fill empty seats with bots or wait for friends; the game starts when every seat is taken and every player has agreed to your options.</source>
        <translation>あなたは卓主です。空席をCPUで埋めるか友だちを待ってください。全席が埋まり、全員があなたの設定に同意すると対局を始められます。</translation>
    </message>
    <message>
        <source>You are watching this table.</source>
        <translation>この卓を観戦しています。</translation>
    </message>
    <message>
        <source>You agreed to %1&apos;s options. Waiting for the start.</source>
        <translation>%1 の設定に同意しました。開始を待っています。</translation>
    </message>
    <message>
        <source>%1 owns this table and set these options. Agree to play by them, or leave the table.</source>
        <translation>%1 が卓主で、以下の設定にしました。同意して対局するか、卓を離れてください。</translation>
    </message>
    <message>
        <source>A player who quits ends the game.</source>
        <translation>誰かが抜けると対局は終了します。</translation>
    </message>
    <message>
        <source>A bot takes the seat of a player who quits.</source>
        <translation>抜けたプレイヤーの席はCPUが引き継ぎます。</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <source>free</source>
        <translation>空席</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>（あなた）</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>卓主</translation>
    </message>
    <message>
        <source>bot</source>
        <translation type="vanished">CPU</translation>
    </message>
    <message>
        <source>agreed</source>
        <translation>同意済み</translation>
    </message>
    <message>
        <source>not agreed yet</source>
        <translation>未同意</translation>
    </message>
    <message>
        <source>Bot level for the %1 seat</source>
        <translation>%1家のCPUの強さ</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>A bot sits at the %1 seat</source>
        <translation>%1家にCPUを座らせる</translation>
    </message>
    <message>
        <source>Sit here</source>
        <translation>ここに座る</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Leave the server</source>
        <translation>サーバーから出る</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>卓を離れる</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>Create a table</source>
        <translation>卓を作る</translation>
    </message>
    <message>
        <source>Agree</source>
        <translation>同意する</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Let other computers join?</source>
        <translation>他のコンピューターの参加を許可しますか？</translation>
    </message>
    <message>
        <source>The server will answer every computer that can reach this one on port %1, not only your friends&apos;. Do this on a network you trust (at home), and stop hosting when the game is over.</source>
        <translation>サーバーはポート %1 で、友だちに限らずこのコンピューターに届くすべてのコンピューターに応答します。信頼できるネットワーク（自宅など）でだけ行い、対局が終わったら停止してください。</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>今はしない</translation>
    </message>
    <message>
        <source>Open to the network</source>
        <translation>ネットワークに公開</translation>
    </message>
</context>
<context>
    <name>RecordCharts</name>
    <message>
        <source>Wins</source>
        <translation>和了回数</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>和了した局</translation>
    </message>
    <message>
        <source>Placement and score per game</source>
        <translation>対局ごとの順位と得点</translation>
    </message>
    <message>
        <source>Chart: placement and score per game, %1 games; the last places: %2; the last score changes: %3</source>
        <translation>グラフ：対局ごとの順位と得点、%1 対局。最近の順位：%2。最近の得点の増減：%3</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Score change</source>
        <translation>得点の増減</translation>
    </message>
    <message>
        <source>Win and deal-in rates (%, moving average)</source>
        <translation>和了率と放銃率（%、移動平均）</translation>
    </message>
    <message>
        <source>Chart: win rate %1%, deal-in rate %2% (moving averages over the last games)</source>
        <translation>グラフ：和了率 %1%、放銃率 %2%（直近の対局の移動平均）</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>和了率</translation>
    </message>
    <message>
        <source>Deal-in rate</source>
        <translation>放銃率</translation>
    </message>
    <message>
        <source>Win values (%1)</source>
        <translation>和了の大きさ（%1）</translation>
    </message>
    <message>
        <source>%1 %2: %3 wins</source>
        <translation>%1 %2：%3 回</translation>
    </message>
    <message>
        <source>Chart: win values. %1</source>
        <translation>グラフ：和了の大きさ。%1</translation>
    </message>
    <message>
        <source>no wins yet</source>
        <translation>まだ和了がありません</translation>
    </message>
    <message>
        <source>Fans and yaku won most</source>
        <translation>よく和了した役</translation>
    </message>
    <message>
        <source>%1: %2 hands</source>
        <translation>%1：%2 局</translation>
    </message>
    <message>
        <source>Chart: fans and yaku won most. %1</source>
        <translation>グラフ：よく和了した役。%1</translation>
    </message>
</context>
<context>
    <name>RecordScreen</name>
    <message>
        <source>1st</source>
        <translation>1位</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2位</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3位</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4位</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局数</translation>
    </message>
    <message>
        <source>%1 (%2 hands)</source>
        <translation>%1（%2 局）</translation>
    </message>
    <message>
        <source>Average placement</source>
        <translation>平均順位</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>順位分布</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>和了率</translation>
    </message>
    <message>
        <source>Deal-in rate</source>
        <translation>放銃率</translation>
    </message>
    <message>
        <source>Self-drawn wins</source>
        <translation>ツモ和了の割合</translation>
    </message>
    <message>
        <source>Call rate</source>
        <translation>副露率</translation>
    </message>
    <message>
        <source>Declaration rate (%1)</source>
        <translation>宣言率（%1）</translation>
    </message>
    <message>
        <source>Average win</source>
        <translation>平均和了</translation>
    </message>
    <message>
        <source>%1 %2 · %3 points</source>
        <translation>%1 %2 · %3 点</translation>
    </message>
    <message>
        <source>Average deal-in</source>
        <translation>平均放銃</translation>
    </message>
    <message>
        <source>Agreement with the Strong bot</source>
        <translation>上級CPUとの一致率</translation>
    </message>
    <message>
        <source>not reviewed yet</source>
        <translation>まだ振り返っていません</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 decisions; %4 of %5 games reviewed)</source>
        <translation>%1（%3 回の選択中 %2 回一致。%5 対局中 %4 対局を振り返り済み）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Won most</source>
        <translation>よく和了した役</translation>
    </message>
    <message>
        <source>no wins yet</source>
        <translation>まだ和了がありません</translation>
    </message>
    <message>
        <source>Record of %1</source>
        <translation>%1 の成績</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>成績</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>書き出す</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>%1, shown</source>
        <translation>%1、表示中</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>全対局</translation>
    </message>
    <message>
        <source>Last %1</source>
        <translation>直近 %1 対局</translation>
    </message>
    <message>
        <source>Player: %1</source>
        <translation>プレイヤー：%1</translation>
    </message>
    <message>
        <source>Reading the saved games…</source>
        <translation>保存された対局を読み込んでいます…</translation>
    </message>
    <message>
        <source>The Strong bot is reviewing your games: %1 of %2 done</source>
        <translation>上級CPUが対局を振り返っています：%2 対局中 %1 完了</translation>
    </message>
    <message>
        <source>%1 games not reviewed yet</source>
        <translation>%1 対局がまだ振り返られていません</translation>
    </message>
    <message>
        <source>Left out, not usable as games: %1 (first: %2, %3)</source>
        <translation>対局として使えないため除外：%1 件（最初：%2、%3）</translation>
    </message>
    <message>
        <source>No finished games yet. The games you finish are kept on this computer, and your record is made from them.</source>
        <translation>まだ終わった対局がありません。終わった対局はこのコンピューターに保存され、成績はそこから作られます。</translation>
    </message>
    <message>
        <source>Saved in %1: record.csv, games.csv and %2 charts (PNG).</source>
        <translation>%1 に保存しました：record.csv、games.csv とグラフ %2 枚（PNG）。</translation>
    </message>
</context>
<context>
    <name>ReplayScreen</name>
    <message>
        <source>Replays</source>
        <translation>牌譜</translation>
    </message>
    <message>
        <source>No saved games yet. Finished games are kept here.</source>
        <translation>保存された対局はまだありません。終わった対局はここに保存されます。</translation>
    </message>
    <message>
        <source>or the path of a game file or a tenhou.net/6 log</source>
        <translation>または対局ファイルか tenhou.net/6 牌譜のパス</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Hand %1 of %2 · action %3 of %4 · %5 tiles left</source>
        <translation>第 %1/%2 局 · %3/%4 手目 · 残り %5 枚</translation>
    </message>
    <message>
        <source>First</source>
        <translation>最初</translation>
    </message>
    <message>
        <source>◀◀ Hand</source>
        <translation>◀◀ 局</translation>
    </message>
    <message>
        <source>◀ Action</source>
        <translation>◀ 手</translation>
    </message>
    <message>
        <source>Action ▶</source>
        <translation>手 ▶</translation>
    </message>
    <message>
        <source>Hand ▶▶</source>
        <translation>局 ▶▶</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>最後</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>メニュー</translation>
    </message>
    <message>
        <source>Written to %1</source>
        <translation>%1 に書き出しました</translation>
    </message>
    <message>
        <source>Where the log differs from our rules (%1):</source>
        <translation>牌譜と当ルールの相違点（%1）：</translation>
    </message>
    <message>
        <source>Export tenhou.net/6</source>
        <translation>tenhou.net/6 形式で書き出す</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Discard</source>
        <translation>打牌</translation>
    </message>
    <message>
        <source>%1, discard</source>
        <translation>%1、打牌</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>カン</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>和了</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>聴牌</translation>
    </message>
    <message>
        <source>%1-shanten</source>
        <translation>%1 向聴</translation>
    </message>
    <message>
        <source>%1 tiles</source>
        <translation>受け入れ %1 枚</translation>
    </message>
    <message>
        <source>danger %1%</source>
        <translation>放銃率 %1%</translation>
    </message>
    <message>
        <source>Review of hand %1</source>
        <translation>第 %1 局の振り返り</translation>
    </message>
    <message>
        <source>The Strong bot agrees with all %1 of your decisions.</source>
        <translation>強い CPU はあなたの %1 回の判断すべてに同意しています。</translation>
    </message>
    <message>
        <source>The Strong bot would have played differently at %1 of your %2 decisions.</source>
        <translation>あなたの %2 回の判断のうち %1 回で、強い CPU は別の選択をしていました。</translation>
    </message>
    <message>
        <source>Claim window</source>
        <translation>鳴きの機会</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>あなたの番</translation>
    </message>
    <message>
        <source>after 1 discard</source>
        <translation>1 枚目の打牌の後</translation>
    </message>
    <message>
        <source>after %1 discards</source>
        <translation>%1 枚目の打牌の後</translation>
    </message>
    <message>
        <source>You played</source>
        <translation>あなたの選択</translation>
    </message>
    <message>
        <source>Strong bot</source>
        <translation>強い CPU</translation>
    </message>
    <message>
        <source>Back to the breakdown</source>
        <translation>精算に戻る</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>At the table</source>
        <translation>卓の構成</translation>
    </message>
    <message>
        <source>%1 tiles%2</source>
        <translation>牌 %1 枚%2</translation>
    </message>
    <message>
        <source>, flowers included</source>
        <translation>（花牌を含む）</translation>
    </message>
    <message>
        <source>%1 red fives</source>
        <translation>赤ドラ %1 枚</translation>
    </message>
    <message>
        <source>A dead wall of %1 tiles</source>
        <translation>王牌 %1 枚</translation>
    </message>
    <message>
        <source>No dead wall</source>
        <translation>王牌なし</translation>
    </message>
    <message>
        <source>The dealer starts with 14 tiles (4-4-4 and a jump)</source>
        <translation>親は 14 枚で開始（4・4・4 とチョンチョン）</translation>
    </message>
    <message>
        <source>Chi, pon and kong may be called</source>
        <translation>チー・ポン・カンができる</translation>
    </message>
    <message>
        <source>Pon and kong may be called; no chi</source>
        <translation>ポン・カンができる、チーはできない</translation>
    </message>
    <message>
        <source>An added kong may be robbed</source>
        <translation>加槓は槍槓できる</translation>
    </message>
    <message>
        <source>Winning: %1 (self-drawn), %2 (on a discard)</source>
        <translation>和了：%1（ツモ）、%2（ロン）</translation>
    </message>
    <message>
        <source>Scores start at %1</source>
        <translation>持ち点 %1</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>on</source>
        <translation>オン</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>default %1</source>
        <translation>既定値 %1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>%1 · coming</source>
        <translation>%1 · 準備中</translation>
    </message>
    <message>
        <source>Not playable yet: this ruleset is still being built.</source>
        <translation>まだ遊べません：このルールは開発中です。</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
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
        <translation>開始</translation>
    </message>
</context>
<context>
    <name>ScoreSteps</name>
    <message>
        <source>han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>fan</source>
        <translation>番</translation>
    </message>
    <message>
        <source>points</source>
        <translation>点</translation>
    </message>
</context>
<context>
    <name>SeatLayer</name>
    <message>
        <source>wall in front of %1</source>
        <translation>%1家の山</translation>
    </message>
    <message>
        <source>discards of %1: %2 tiles</source>
        <translation>%1家の河：%2 枚</translation>
    </message>
    <message>
        <source>hand of %1: %2 tiles</source>
        <translation>%1家の手牌：%2 枚</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>Index marks on tiles (3s, E ...)</source>
        <translation>牌の文字表示（3s、E …）</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>アニメーション速度</translation>
    </message>
    <message>
        <source>Claim timer</source>
        <translation>鳴きの制限時間</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>5 seconds</source>
        <translation>5 秒</translation>
    </message>
    <message>
        <source>10 seconds</source>
        <translation>10 秒</translation>
    </message>
    <message>
        <source>20 seconds</source>
        <translation>20 秒</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>サウンド</translation>
    </message>
    <message>
        <source>tiles, calls, declarations, wins</source>
        <translation>打牌・鳴き・宣言・和了</translation>
    </message>
    <message>
        <source>Help on my hand</source>
        <translation>手牌補助</translation>
    </message>
    <message>
        <source>waits, discards, call warnings, reviews</source>
        <translation>待ち・打牌・鳴きの警告・振り返り</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>配色</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>緑のラシャ</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>ハイコントラスト</translation>
    </message>
    <message>
        <source>Discard a tile with</source>
        <translation>打牌の操作</translation>
    </message>
    <message>
        <source>Two clicks: the first raises the tile</source>
        <translation>2 回クリック（1 回目で牌を上げる）</translation>
    </message>
    <message>
        <source>One click</source>
        <translation>1 回クリック</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>New game</source>
        <translation>新しい対局</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Replays</source>
        <translation>牌譜</translation>
    </message>
    <message>
        <source>Hand calculator</source>
        <translation>点数計算機</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>成績</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>練習問題</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>オンライン対局</translation>
    </message>
</context>
<context>
    <name>TakeBack</name>
    <message>
        <source>Practice game</source>
        <translation>練習対局</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>打ち直し</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>BackSpace キー</translation>
    </message>
</context>
<context>
    <name>WallTile</name>
    <message>
        <source>wall tile</source>
        <translation>山の牌</translation>
    </message>
</context>
<context>
    <name>fan_binshi</name>
    <message>
        <source>Big Four Winds</source>
        <translation>大四喜</translation>
        <extra-zh>大四喜</extra-zh>
    </message>
    <message>
        <source>Big Three Dragons</source>
        <translation>大三元</translation>
        <extra-zh>大三元</extra-zh>
    </message>
    <message>
        <source>All Green</source>
        <translation>緑一色</translation>
        <extra-zh>绿一色</extra-zh>
    </message>
    <message>
        <source>Nine Gates</source>
        <translation>九蓮宝灯</translation>
        <extra-zh>九莲宝灯</extra-zh>
    </message>
    <message>
        <source>Four Kongs</source>
        <translation>四槓</translation>
        <extra-zh>四杠</extra-zh>
    </message>
    <message>
        <source>Seven Shifted Pairs</source>
        <translation>連七対</translation>
        <extra-zh>连七对</extra-zh>
    </message>
    <message>
        <source>Thirteen Orphans</source>
        <translation>十三幺</translation>
        <extra-zh>十三幺</extra-zh>
    </message>
    <message>
        <source>All Terminals</source>
        <translation>清幺九</translation>
        <extra-zh>清幺九</extra-zh>
    </message>
    <message>
        <source>Little Four Winds</source>
        <translation>小四喜</translation>
        <extra-zh>小四喜</extra-zh>
    </message>
    <message>
        <source>Little Three Dragons</source>
        <translation>小三元</translation>
        <extra-zh>小三元</extra-zh>
    </message>
    <message>
        <source>All Honors</source>
        <translation>字一色</translation>
        <extra-zh>字一色</extra-zh>
    </message>
    <message>
        <source>Four Concealed Pungs</source>
        <translation>四暗刻</translation>
        <extra-zh>四暗刻</extra-zh>
    </message>
    <message>
        <source>Pure Terminal Chows</source>
        <translation>一色双竜会</translation>
        <extra-zh>一色双龙会</extra-zh>
    </message>
    <message>
        <source>Quadruple Chow</source>
        <translation>一色四同順</translation>
        <extra-zh>一色四同顺</extra-zh>
    </message>
    <message>
        <source>Four Pure Shifted Pungs</source>
        <translation>一色四節高</translation>
        <extra-zh>一色四节高</extra-zh>
    </message>
    <message>
        <source>Four Pure Shifted Chows</source>
        <translation>一色四歩高</translation>
        <extra-zh>一色四步高</extra-zh>
    </message>
    <message>
        <source>Three Kongs</source>
        <translation>三槓</translation>
        <extra-zh>三杠</extra-zh>
    </message>
    <message>
        <source>All Terminals and Honors</source>
        <translation>混幺九</translation>
        <extra-zh>混幺九</extra-zh>
    </message>
    <message>
        <source>Seven Pairs</source>
        <translation>七対</translation>
        <extra-zh>七对</extra-zh>
    </message>
    <message>
        <source>Greater Honors and Knitted Tiles</source>
        <translation>七星不靠</translation>
        <extra-zh>七星不靠</extra-zh>
    </message>
    <message>
        <source>All Even Pungs</source>
        <translation>全双刻</translation>
        <extra-zh>全双刻</extra-zh>
    </message>
    <message>
        <source>Full Flush</source>
        <translation>清一色</translation>
        <extra-zh>清一色</extra-zh>
    </message>
    <message>
        <source>Pure Triple Chow</source>
        <translation>一色三同順</translation>
        <extra-zh>一色三同顺</extra-zh>
    </message>
    <message>
        <source>Pure Shifted Pungs</source>
        <translation>一色三節高</translation>
        <extra-zh>一色三节高</extra-zh>
    </message>
    <message>
        <source>Upper Tiles</source>
        <translation>全大</translation>
        <extra-zh>全大</extra-zh>
    </message>
    <message>
        <source>Middle Tiles</source>
        <translation>全中</translation>
        <extra-zh>全中</extra-zh>
    </message>
    <message>
        <source>Lower Tiles</source>
        <translation>全小</translation>
        <extra-zh>全小</extra-zh>
    </message>
    <message>
        <source>Pure Straight</source>
        <translation>清竜</translation>
        <extra-zh>清龙</extra-zh>
    </message>
    <message>
        <source>Three-Suited Terminal Chows</source>
        <translation>三色双竜会</translation>
        <extra-zh>三色双龙会</extra-zh>
    </message>
    <message>
        <source>Pure Shifted Chows</source>
        <translation>一色三歩高</translation>
        <extra-zh>一色三步高</extra-zh>
    </message>
    <message>
        <source>All Fives</source>
        <translation>全帯五</translation>
        <extra-zh>全带五</extra-zh>
    </message>
    <message>
        <source>Triple Pung</source>
        <translation>三同刻</translation>
        <extra-zh>三同刻</extra-zh>
    </message>
    <message>
        <source>Three Concealed Pungs</source>
        <translation>三暗刻</translation>
        <extra-zh>三暗刻</extra-zh>
    </message>
    <message>
        <source>Lesser Honors and Knitted Tiles</source>
        <translation>全不靠</translation>
        <extra-zh>全不靠</extra-zh>
    </message>
    <message>
        <source>Knitted Straight</source>
        <translation>組合竜</translation>
        <extra-zh>组合龙</extra-zh>
    </message>
    <message>
        <source>Upper Four</source>
        <translation>大於五</translation>
        <extra-zh>大于五</extra-zh>
    </message>
    <message>
        <source>Lower Four</source>
        <translation>小於五</translation>
        <extra-zh>小于五</extra-zh>
    </message>
    <message>
        <source>Big Three Winds</source>
        <translation>三風刻</translation>
        <extra-zh>三风刻</extra-zh>
    </message>
    <message>
        <source>Mixed Straight</source>
        <translation>花竜</translation>
        <extra-zh>花龙</extra-zh>
    </message>
    <message>
        <source>Reversible Tiles</source>
        <translation>推不倒</translation>
        <extra-zh>推不倒</extra-zh>
    </message>
    <message>
        <source>Mixed Triple Chow</source>
        <translation>三色三同順</translation>
        <extra-zh>三色三同顺</extra-zh>
    </message>
    <message>
        <source>Mixed Shifted Pungs</source>
        <translation>三色三節高</translation>
        <extra-zh>三色三节高</extra-zh>
    </message>
    <message>
        <source>Chicken Hand</source>
        <translation>無番和</translation>
        <extra-zh>无番和</extra-zh>
    </message>
    <message>
        <source>Last Tile Draw</source>
        <translation>妙手回春</translation>
        <extra-zh>妙手回春</extra-zh>
    </message>
    <message>
        <source>Last Tile Claim</source>
        <translation>海底撈月</translation>
        <extra-zh>海底捞月</extra-zh>
    </message>
    <message>
        <source>Out with Replacement Tile</source>
        <translation>槓上開花</translation>
        <extra-zh>杠上开花</extra-zh>
    </message>
    <message>
        <source>Robbing the Kong</source>
        <translation>搶槓和</translation>
        <extra-zh>抢杠和</extra-zh>
    </message>
    <message>
        <source>All Pungs</source>
        <translation>碰碰和</translation>
        <extra-zh>碰碰和</extra-zh>
    </message>
    <message>
        <source>Half Flush</source>
        <translation>混一色</translation>
        <extra-zh>混一色</extra-zh>
    </message>
    <message>
        <source>Mixed Shifted Chows</source>
        <translation>三色三歩高</translation>
        <extra-zh>三色三步高</extra-zh>
    </message>
    <message>
        <source>All Types</source>
        <translation>五門斉</translation>
        <extra-zh>五门齐</extra-zh>
    </message>
    <message>
        <source>Melded Hand</source>
        <translation>全求人</translation>
        <extra-zh>全求人</extra-zh>
    </message>
    <message>
        <source>Two Concealed Kongs</source>
        <translation>双暗槓</translation>
        <extra-zh>双暗杠</extra-zh>
    </message>
    <message>
        <source>Two Dragon Pungs</source>
        <translation>双箭刻</translation>
        <extra-zh>双箭刻</extra-zh>
    </message>
    <message>
        <source>Outside Hand</source>
        <translation>全帯幺</translation>
        <extra-zh>全带幺</extra-zh>
    </message>
    <message>
        <source>Fully Concealed Hand</source>
        <translation>不求人</translation>
        <extra-zh>不求人</extra-zh>
    </message>
    <message>
        <source>Two Melded Kongs</source>
        <translation>双明槓</translation>
        <extra-zh>双明杠</extra-zh>
    </message>
    <message>
        <source>Last Tile</source>
        <translation>和絶張</translation>
        <extra-zh>和绝张</extra-zh>
    </message>
    <message>
        <source>Dragon Pung</source>
        <translation>箭刻</translation>
        <extra-zh>箭刻</extra-zh>
    </message>
    <message>
        <source>Prevalent Wind</source>
        <translation>圏風刻</translation>
        <extra-zh>圈风刻</extra-zh>
    </message>
    <message>
        <source>Seat Wind</source>
        <translation>門風刻</translation>
        <extra-zh>门风刻</extra-zh>
    </message>
    <message>
        <source>Concealed Hand</source>
        <translation>門前清</translation>
        <extra-zh>门前清</extra-zh>
    </message>
    <message>
        <source>All Chows</source>
        <translation>平和</translation>
        <extra-zh>平和</extra-zh>
    </message>
    <message>
        <source>Tile Hog</source>
        <translation>四帰一</translation>
        <extra-zh>四归一</extra-zh>
    </message>
    <message>
        <source>Double Pung</source>
        <translation>双同刻</translation>
        <extra-zh>双同刻</extra-zh>
    </message>
    <message>
        <source>Two Concealed Pungs</source>
        <translation>双暗刻</translation>
        <extra-zh>双暗刻</extra-zh>
    </message>
    <message>
        <source>Concealed Kong</source>
        <translation>暗槓</translation>
        <extra-zh>暗杠</extra-zh>
    </message>
    <message>
        <source>All Simples</source>
        <translation>断幺</translation>
        <extra-zh>断幺</extra-zh>
    </message>
    <message>
        <source>Pure Double Chow</source>
        <translation>一般高</translation>
        <extra-zh>一般高</extra-zh>
    </message>
    <message>
        <source>Mixed Double Chow</source>
        <translation>喜相逢</translation>
        <extra-zh>喜相逢</extra-zh>
    </message>
    <message>
        <source>Short Straight</source>
        <translation>連六</translation>
        <extra-zh>连六</extra-zh>
    </message>
    <message>
        <source>Two Terminal Chows</source>
        <translation>老少副</translation>
        <extra-zh>老少副</extra-zh>
    </message>
    <message>
        <source>Pung of Terminals or Honors</source>
        <translation>幺九刻</translation>
        <extra-zh>幺九刻</extra-zh>
    </message>
    <message>
        <source>Melded Kong</source>
        <translation>明槓</translation>
        <extra-zh>明杠</extra-zh>
    </message>
    <message>
        <source>One Voided Suit</source>
        <translation>欠一門</translation>
        <extra-zh>缺一门</extra-zh>
    </message>
    <message>
        <source>No Honors</source>
        <translation>無字</translation>
        <extra-zh>无字</extra-zh>
    </message>
    <message>
        <source>Edge Wait</source>
        <translation>辺張</translation>
        <extra-zh>边张</extra-zh>
    </message>
    <message>
        <source>Closed Wait</source>
        <translation>嵌張</translation>
        <extra-zh>嵌张</extra-zh>
    </message>
    <message>
        <source>Single Wait</source>
        <translation>単釣将</translation>
        <extra-zh>单钓将</extra-zh>
    </message>
    <message>
        <source>Self-Drawn</source>
        <translation>自摸</translation>
        <extra-zh>自摸</extra-zh>
    </message>
    <message>
        <source>Flower Tiles</source>
        <translation>花牌</translation>
        <extra-zh>花牌</extra-zh>
    </message>
</context>
<context>
    <name>fan_lingque</name>
    <message>
        <source>Heavenly Hand</source>
        <translation>天和</translation>
        <extra-zh>天和</extra-zh>
    </message>
    <message>
        <source>Earthly Hand</source>
        <translation>地和</translation>
        <extra-zh>地和</extra-zh>
    </message>
    <message>
        <source>Win after a Kong</source>
        <translation>嶺上開花</translation>
        <extra-zh>岭上开花</extra-zh>
    </message>
    <message>
        <source>Last Tile Draw</source>
        <translation>海底撈月</translation>
        <extra-zh>海底捞月</extra-zh>
    </message>
    <message>
        <source>Last Discard</source>
        <translation>河底撈魚</translation>
        <extra-zh>河底捞鱼</extra-zh>
    </message>
    <message>
        <source>Robbing a Kong</source>
        <translation>搶槓</translation>
        <extra-zh>抢杠</extra-zh>
    </message>
    <message>
        <source>Self-Drawn</source>
        <translation>自摸</translation>
        <extra-zh>自摸</extra-zh>
    </message>
    <message>
        <source>Seven Pairs</source>
        <translation>七対</translation>
        <extra-zh>七对</extra-zh>
    </message>
    <message>
        <source>Knitted and Honours</source>
        <translation>全不靠</translation>
        <extra-zh>全不靠</extra-zh>
    </message>
    <message>
        <source>Thirteen Orphans</source>
        <translation>十三幺</translation>
        <extra-zh>十三幺</extra-zh>
    </message>
    <message>
        <source>Concealed Hand</source>
        <translation>門前清</translation>
        <extra-zh>门前清</extra-zh>
    </message>
    <message>
        <source>Four Kongs</source>
        <translation>四槓</translation>
        <extra-zh>四杠</extra-zh>
    </message>
    <message>
        <source>Three Kongs</source>
        <translation>三槓</translation>
        <extra-zh>三杠</extra-zh>
    </message>
    <message>
        <source>Two Kongs</source>
        <translation>双槓</translation>
        <extra-zh>双杠</extra-zh>
    </message>
    <message>
        <source>One Kong</source>
        <translation>槓</translation>
        <extra-zh>杠</extra-zh>
    </message>
    <message>
        <source>Four Concealed Triplets</source>
        <translation>四暗刻</translation>
        <extra-zh>四暗刻</extra-zh>
    </message>
    <message>
        <source>Three Concealed Triplets</source>
        <translation>三暗刻</translation>
        <extra-zh>三暗刻</extra-zh>
    </message>
    <message>
        <source>Two Concealed Triplets</source>
        <translation>双暗刻</translation>
        <extra-zh>双暗刻</extra-zh>
    </message>
    <message>
        <source>Concealed Triplet</source>
        <translation>暗刻</translation>
        <extra-zh>暗刻</extra-zh>
    </message>
    <message>
        <source>All Triplets</source>
        <translation>対対和</translation>
        <extra-zh>对对和</extra-zh>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>四帰</translation>
        <extra-zh>四归</extra-zh>
    </message>
    <message>
        <source>Seven Honour Pairs</source>
        <translation>大七星</translation>
        <extra-zh>大七星</extra-zh>
    </message>
    <message>
        <source>All Honours</source>
        <translation>字一色</translation>
        <extra-zh>字一色</extra-zh>
    </message>
    <message>
        <source>Big Four Winds</source>
        <translation>大四喜</translation>
        <extra-zh>大四喜</extra-zh>
    </message>
    <message>
        <source>Little Four Winds</source>
        <translation>小四喜</translation>
        <extra-zh>小四喜</extra-zh>
    </message>
    <message>
        <source>Four Wind Pairs</source>
        <translation>四喜対</translation>
        <extra-zh>四喜对</extra-zh>
    </message>
    <message>
        <source>Big Three Dragons</source>
        <translation>大三元</translation>
        <extra-zh>大三元</extra-zh>
    </message>
    <message>
        <source>Little Three Dragons</source>
        <translation>小三元</translation>
        <extra-zh>小三元</extra-zh>
    </message>
    <message>
        <source>Three Dragon Pairs</source>
        <translation>三元対</translation>
        <extra-zh>三元对</extra-zh>
    </message>
    <message>
        <source>Seat Wind</source>
        <translation>番牌門風牌</translation>
        <extra-zh>番牌门风牌</extra-zh>
    </message>
    <message>
        <source>Red Dragon</source>
        <translation>番牌中</translation>
        <extra-zh>番牌中</extra-zh>
    </message>
    <message>
        <source>Green Dragon</source>
        <translation>番牌発</translation>
        <extra-zh>番牌發</extra-zh>
    </message>
    <message>
        <source>White Dragon</source>
        <translation>番牌白</translation>
        <extra-zh>番牌白</extra-zh>
    </message>
    <message>
        <source>Other Wind Triplet</source>
        <translation>客風刻</translation>
        <extra-zh>客风刻</extra-zh>
    </message>
    <message>
        <source>All Terminals</source>
        <translation>清幺九</translation>
        <extra-zh>清幺九</extra-zh>
    </message>
    <message>
        <source>Terminals and Honours</source>
        <translation>混幺九</translation>
        <extra-zh>混幺九</extra-zh>
    </message>
    <message>
        <source>Pure Outside Hand</source>
        <translation>清帯幺</translation>
        <extra-zh>清带幺</extra-zh>
    </message>
    <message>
        <source>Mixed Outside Hand</source>
        <translation>混帯幺</translation>
        <extra-zh>混带幺</extra-zh>
    </message>
    <message>
        <source>Terminal Triplet</source>
        <translation>幺九刻</translation>
        <extra-zh>幺九刻</extra-zh>
    </message>
    <message>
        <source>Nine Gates</source>
        <translation>九蓮宝灯</translation>
        <extra-zh>九莲宝灯</extra-zh>
    </message>
    <message>
        <source>Seven Shifted Pairs</source>
        <translation>連七対</translation>
        <extra-zh>连七对</extra-zh>
    </message>
    <message>
        <source>Full Flush</source>
        <translation>清一色</translation>
        <extra-zh>清一色</extra-zh>
    </message>
    <message>
        <source>Half Flush</source>
        <translation>混一色</translation>
        <extra-zh>混一色</extra-zh>
    </message>
    <message>
        <source>Two Suits</source>
        <translation>欠一門</translation>
        <extra-zh>缺一门</extra-zh>
    </message>
    <message>
        <source>Two Numbers</source>
        <translation>二数</translation>
        <extra-zh>二数</extra-zh>
    </message>
    <message>
        <source>Three Numbers</source>
        <translation>三聚</translation>
        <extra-zh>三聚</extra-zh>
    </message>
    <message>
        <source>Four Numbers</source>
        <translation>四聚</translation>
        <extra-zh>四聚</extra-zh>
    </message>
    <message>
        <source>Nine Numbers Apart</source>
        <translation>九数貫通</translation>
        <extra-zh>九数贯通</extra-zh>
    </message>
    <message>
        <source>Mirror Hand</source>
        <translation>鏡数</translation>
        <extra-zh>镜数</extra-zh>
    </message>
    <message>
        <source>Mirror Pairs</source>
        <translation>鏡数対</translation>
        <extra-zh>镜数对</extra-zh>
    </message>
    <message>
        <source>Four Identical Sequences</source>
        <translation>四同順</translation>
        <extra-zh>四同顺</extra-zh>
    </message>
    <message>
        <source>Three Identical Sequences</source>
        <translation>三同順</translation>
        <extra-zh>三同顺</extra-zh>
    </message>
    <message>
        <source>Two Double Sequences</source>
        <translation>二般高</translation>
        <extra-zh>二般高</extra-zh>
    </message>
    <message>
        <source>Double Sequence</source>
        <translation>一般高</translation>
        <extra-zh>一般高</extra-zh>
    </message>
    <message>
        <source>Triple Triplets</source>
        <translation>三同刻</translation>
        <extra-zh>三同刻</extra-zh>
    </message>
    <message>
        <source>Double Triplets</source>
        <translation>双同刻</translation>
        <extra-zh>双同刻</extra-zh>
    </message>
    <message>
        <source>Mixed Triple Sequence</source>
        <translation>三色同順</translation>
        <extra-zh>三色同顺</extra-zh>
    </message>
    <message>
        <source>Mixed Double Sequence</source>
        <translation>喜相逢</translation>
        <extra-zh>喜相逢</extra-zh>
    </message>
    <message>
        <source>Pairs of Two Numbers</source>
        <translation>三同二対</translation>
        <extra-zh>三同二对</extra-zh>
    </message>
    <message>
        <source>Mirrored Suits</source>
        <translation>鏡同</translation>
        <extra-zh>镜同</extra-zh>
    </message>
    <message>
        <source>Mirrored Pairs in Two Suits</source>
        <translation>鏡同対</translation>
        <extra-zh>镜同对</extra-zh>
    </message>
    <message>
        <source>Four Shifted Triplets</source>
        <translation>四連刻</translation>
        <extra-zh>四连刻</extra-zh>
    </message>
    <message>
        <source>Three Shifted Triplets</source>
        <translation>三連刻</translation>
        <extra-zh>三连刻</extra-zh>
    </message>
    <message>
        <source>Four Shifted Sequences</source>
        <translation>四歩高</translation>
        <extra-zh>四步高</extra-zh>
    </message>
    <message>
        <source>Three Shifted Sequences</source>
        <translation>三歩高</translation>
        <extra-zh>三步高</extra-zh>
    </message>
    <message>
        <source>Four Chained Sequences</source>
        <translation>四連環</translation>
        <extra-zh>四连环</extra-zh>
    </message>
    <message>
        <source>Three Chained Sequences</source>
        <translation>三連環</translation>
        <extra-zh>三连环</extra-zh>
    </message>
    <message>
        <source>Pure Straight</source>
        <translation>一気貫通</translation>
        <extra-zh>一气贯通</extra-zh>
    </message>
    <message>
        <source>Twin Dragons</source>
        <translation>双竜会</translation>
        <extra-zh>双龙会</extra-zh>
    </message>
    <message>
        <source>Six in a Row</source>
        <translation>連六</translation>
        <extra-zh>连六</extra-zh>
    </message>
    <message>
        <source>Old and Young</source>
        <translation>老少副</translation>
        <extra-zh>老少副</extra-zh>
    </message>
    <message>
        <source>Mixed Shifted Triplets</source>
        <translation>三色連刻</translation>
        <extra-zh>三色连刻</extra-zh>
    </message>
    <message>
        <source>Mixed Shifted Sequences</source>
        <translation>三色歩高</translation>
        <extra-zh>三色步高</extra-zh>
    </message>
    <message>
        <source>Mixed Chained Sequences</source>
        <translation>三色連環</translation>
        <extra-zh>三色连环</extra-zh>
    </message>
    <message>
        <source>Mixed Straight</source>
        <translation>三色貫通</translation>
        <extra-zh>三色贯通</extra-zh>
    </message>
    <message>
        <source>Mirrored Twin Dragons</source>
        <translation>鏡竜会</translation>
        <extra-zh>镜龙会</extra-zh>
    </message>
</context>
<context>
    <name>fan_riichi</name>
    <message>
        <source>Riichi</source>
        <translation>立直</translation>
        <extra-ja>立直</extra-ja>
        <extra-zh>立直</extra-zh>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>一発</translation>
        <extra-ja>一発</extra-ja>
        <extra-zh>一发</extra-zh>
    </message>
    <message>
        <source>Fully concealed self-draw</source>
        <translation>門前清自摸和</translation>
        <extra-ja>門前清自摸和</extra-ja>
        <extra-zh>门前清自摸和</extra-zh>
    </message>
    <message>
        <source>Pinfu</source>
        <translation>平和</translation>
        <extra-ja>平和</extra-ja>
        <extra-zh>平和</extra-zh>
    </message>
    <message>
        <source>All simples</source>
        <translation>断幺九</translation>
        <extra-ja>断幺九</extra-ja>
        <extra-zh>断幺九</extra-zh>
    </message>
    <message>
        <source>Pure double sequence</source>
        <translation>一盃口</translation>
        <extra-ja>一盃口</extra-ja>
        <extra-zh>一杯口</extra-zh>
    </message>
    <message>
        <source>Yakuhai: white dragon</source>
        <translation>役牌 白</translation>
        <extra-ja>役牌 白</extra-ja>
        <extra-zh>役牌 白</extra-zh>
    </message>
    <message>
        <source>Yakuhai: green dragon</source>
        <translation>役牌 發</translation>
        <extra-ja>役牌 發</extra-ja>
        <extra-zh>役牌 发</extra-zh>
    </message>
    <message>
        <source>Yakuhai: red dragon</source>
        <translation>役牌 中</translation>
        <extra-ja>役牌 中</extra-ja>
        <extra-zh>役牌 中</extra-zh>
    </message>
    <message>
        <source>Yakuhai: seat wind</source>
        <translation>自風</translation>
        <extra-ja>自風</extra-ja>
        <extra-zh>自风</extra-zh>
    </message>
    <message>
        <source>Yakuhai: round wind</source>
        <translation>場風</translation>
        <extra-ja>場風</extra-ja>
        <extra-zh>场风</extra-zh>
    </message>
    <message>
        <source>After a kong</source>
        <translation>嶺上開花</translation>
        <extra-ja>嶺上開花</extra-ja>
        <extra-zh>岭上开花</extra-zh>
    </message>
    <message>
        <source>Robbing a kong</source>
        <translation>槍槓</translation>
        <extra-ja>槍槓</extra-ja>
        <extra-zh>抢杠</extra-zh>
    </message>
    <message>
        <source>Last tile from the wall</source>
        <translation>海底摸月</translation>
        <extra-ja>海底摸月</extra-ja>
        <extra-zh>海底捞月</extra-zh>
    </message>
    <message>
        <source>Last discard</source>
        <translation>河底撈魚</translation>
        <extra-ja>河底撈魚</extra-ja>
        <extra-zh>河底捞鱼</extra-zh>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>ダブル立直</translation>
        <extra-ja>ダブル立直</extra-ja>
        <extra-zh>两立直</extra-zh>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>七対子</translation>
        <extra-ja>七対子</extra-ja>
        <extra-zh>七对子</extra-zh>
    </message>
    <message>
        <source>Mixed triple sequence</source>
        <translation>三色同順</translation>
        <extra-ja>三色同順</extra-ja>
        <extra-zh>三色同顺</extra-zh>
    </message>
    <message>
        <source>Pure straight</source>
        <translation>一気通貫</translation>
        <extra-ja>一気通貫</extra-ja>
        <extra-zh>一气通贯</extra-zh>
    </message>
    <message>
        <source>Half outside hand</source>
        <translation>混全帯幺九</translation>
        <extra-ja>混全帯幺九</extra-ja>
        <extra-zh>混全带幺九</extra-zh>
    </message>
    <message>
        <source>All triplets</source>
        <translation>対々和</translation>
        <extra-ja>対々和</extra-ja>
        <extra-zh>对对和</extra-zh>
    </message>
    <message>
        <source>Three concealed triplets</source>
        <translation>三暗刻</translation>
        <extra-ja>三暗刻</extra-ja>
        <extra-zh>三暗刻</extra-zh>
    </message>
    <message>
        <source>Triple triplets</source>
        <translation>三色同刻</translation>
        <extra-ja>三色同刻</extra-ja>
        <extra-zh>三色同刻</extra-zh>
    </message>
    <message>
        <source>Three kongs</source>
        <translation>三槓子</translation>
        <extra-ja>三槓子</extra-ja>
        <extra-zh>三杠子</extra-zh>
    </message>
    <message>
        <source>Little three dragons</source>
        <translation>小三元</translation>
        <extra-ja>小三元</extra-ja>
        <extra-zh>小三元</extra-zh>
    </message>
    <message>
        <source>All terminals and honours</source>
        <translation>混老頭</translation>
        <extra-ja>混老頭</extra-ja>
        <extra-zh>混老头</extra-zh>
    </message>
    <message>
        <source>Twice pure double sequence</source>
        <translation>二盃口</translation>
        <extra-ja>二盃口</extra-ja>
        <extra-zh>二杯口</extra-zh>
    </message>
    <message>
        <source>Fully outside hand</source>
        <translation>純全帯幺九</translation>
        <extra-ja>純全帯幺九</extra-ja>
        <extra-zh>纯全带幺九</extra-zh>
    </message>
    <message>
        <source>Half flush</source>
        <translation>混一色</translation>
        <extra-ja>混一色</extra-ja>
        <extra-zh>混一色</extra-zh>
    </message>
    <message>
        <source>Full flush</source>
        <translation>清一色</translation>
        <extra-ja>清一色</extra-ja>
        <extra-zh>清一色</extra-zh>
    </message>
    <message>
        <source>Thirteen orphans</source>
        <translation>国士無双</translation>
        <extra-ja>国士無双</extra-ja>
        <extra-zh>国士无双</extra-zh>
    </message>
    <message>
        <source>Thirteen orphans, 13-sided wait</source>
        <translation>国士無双十三面</translation>
        <extra-ja>国士無双十三面</extra-ja>
        <extra-zh>国士无双十三面</extra-zh>
    </message>
    <message>
        <source>Four concealed triplets</source>
        <translation>四暗刻</translation>
        <extra-ja>四暗刻</extra-ja>
        <extra-zh>四暗刻</extra-zh>
    </message>
    <message>
        <source>Four concealed triplets, pair wait</source>
        <translation>四暗刻単騎</translation>
        <extra-ja>四暗刻単騎</extra-ja>
        <extra-zh>四暗刻单骑</extra-zh>
    </message>
    <message>
        <source>Big three dragons</source>
        <translation>大三元</translation>
        <extra-ja>大三元</extra-ja>
        <extra-zh>大三元</extra-zh>
    </message>
    <message>
        <source>All honours</source>
        <translation>字一色</translation>
        <extra-ja>字一色</extra-ja>
        <extra-zh>字一色</extra-zh>
    </message>
    <message>
        <source>All green</source>
        <translation>緑一色</translation>
        <extra-ja>緑一色</extra-ja>
        <extra-zh>绿一色</extra-zh>
    </message>
    <message>
        <source>All terminals</source>
        <translation>清老頭</translation>
        <extra-ja>清老頭</extra-ja>
        <extra-zh>清老头</extra-zh>
    </message>
    <message>
        <source>Little four winds</source>
        <translation>小四喜</translation>
        <extra-ja>小四喜</extra-ja>
        <extra-zh>小四喜</extra-zh>
    </message>
    <message>
        <source>Big four winds</source>
        <translation>大四喜</translation>
        <extra-ja>大四喜</extra-ja>
        <extra-zh>大四喜</extra-zh>
    </message>
    <message>
        <source>Four kongs</source>
        <translation>四槓子</translation>
        <extra-ja>四槓子</extra-ja>
        <extra-zh>四杠子</extra-zh>
    </message>
    <message>
        <source>Nine gates</source>
        <translation>九蓮宝燈</translation>
        <extra-ja>九蓮宝燈</extra-ja>
        <extra-zh>九莲宝灯</extra-zh>
    </message>
    <message>
        <source>True nine gates</source>
        <translation>純正九蓮宝燈</translation>
        <extra-ja>純正九蓮宝燈</extra-ja>
        <extra-zh>纯正九莲宝灯</extra-zh>
    </message>
    <message>
        <source>Blessing of heaven</source>
        <translation>天和</translation>
        <extra-ja>天和</extra-ja>
        <extra-zh>天和</extra-zh>
    </message>
    <message>
        <source>Blessing of earth</source>
        <translation>地和</translation>
        <extra-ja>地和</extra-ja>
        <extra-zh>地和</extra-zh>
    </message>
</context>
<context>
    <name>fan_shanghai</name>
    <message>
        <source>Heavenly win</source>
        <translation>天胡</translation>
        <extra-zh>天胡</extra-zh>
    </message>
    <message>
        <source>Earthly win</source>
        <translation>地胡</translation>
        <extra-zh>地胡</extra-zh>
    </message>
    <message>
        <source>Eight flowers</source>
        <translation>八花</translation>
        <extra-zh>八花</extra-zh>
    </message>
    <message>
        <source>All honours</source>
        <translation>字一色</translation>
        <extra-zh>字一色</extra-zh>
    </message>
    <message>
        <source>Honours in any arrangement</source>
        <translation>乱風向</translation>
        <extra-zh>乱风向</extra-zh>
    </message>
    <message>
        <source>One suit, all triplets</source>
        <translation>清碰</translation>
        <extra-zh>清碰</extra-zh>
    </message>
    <message>
        <source>One suit</source>
        <translation>清一色</translation>
        <extra-zh>清一色</extra-zh>
    </message>
    <message>
        <source>One suit and honours, all triplets</source>
        <translation>混碰</translation>
        <extra-zh>混碰</extra-zh>
    </message>
    <message>
        <source>Four melds</source>
        <translation>大吊車</translation>
        <extra-zh>大吊车</extra-zh>
    </message>
    <message>
        <source>Win on a replacement tile</source>
        <translation>槓開</translation>
        <extra-zh>杠开</extra-zh>
    </message>
    <message>
        <source>One suit and honours</source>
        <translation>混一色</translation>
        <extra-zh>混一色</extra-zh>
    </message>
    <message>
        <source>All triplets</source>
        <translation>碰碰胡</translation>
        <extra-zh>碰碰胡</extra-zh>
    </message>
    <message>
        <source>Base</source>
        <translation>底</translation>
        <extra-zh>底</extra-zh>
    </message>
    <message>
        <source>Flower</source>
        <translation>花牌</translation>
        <extra-zh>花牌</extra-zh>
    </message>
    <message>
        <source>Wind pon</source>
        <translation>風碰</translation>
        <extra-zh>风碰</extra-zh>
    </message>
    <message>
        <source>Concealed wind triplet</source>
        <translation>風暗刻</translation>
        <extra-zh>风暗刻</extra-zh>
    </message>
    <message>
        <source>Dragon pon</source>
        <translation>箭碰</translation>
        <extra-zh>箭碰</extra-zh>
    </message>
    <message>
        <source>Concealed dragon triplet</source>
        <translation>箭暗刻</translation>
        <extra-zh>箭暗刻</extra-zh>
    </message>
    <message>
        <source>Open kong of a number tile</source>
        <translation>数明槓</translation>
        <extra-zh>数明杠</extra-zh>
    </message>
    <message>
        <source>Concealed kong of a number tile</source>
        <translation>数暗槓</translation>
        <extra-zh>数暗杠</extra-zh>
    </message>
    <message>
        <source>Open wind kong</source>
        <translation>風明槓</translation>
        <extra-zh>风明杠</extra-zh>
    </message>
    <message>
        <source>Concealed wind kong</source>
        <translation>風暗槓</translation>
        <extra-zh>风暗杠</extra-zh>
    </message>
    <message>
        <source>Open dragon kong</source>
        <translation>箭明槓</translation>
        <extra-zh>箭明杠</extra-zh>
    </message>
    <message>
        <source>Concealed dragon kong</source>
        <translation>箭暗槓</translation>
        <extra-zh>箭暗杠</extra-zh>
    </message>
</context>
<context>
    <name>fan_yuque</name>
    <message>
        <source>Triplet bonus</source>
        <translation>番刻</translation>
        <extra-zh>番刻</extra-zh>
    </message>
    <message>
        <source>Four concealed triplets</source>
        <translation>四暗刻</translation>
        <extra-zh>四暗刻</extra-zh>
    </message>
    <message>
        <source>Three concealed triplets</source>
        <translation>三暗刻</translation>
        <extra-zh>三暗刻</extra-zh>
    </message>
    <message>
        <source>Two concealed triplets</source>
        <translation>双暗刻</translation>
        <extra-zh>双暗刻</extra-zh>
    </message>
    <message>
        <source>Four kongs</source>
        <translation>四槓</translation>
        <extra-zh>四杠</extra-zh>
    </message>
    <message>
        <source>Three kongs</source>
        <translation>三槓</translation>
        <extra-zh>三杠</extra-zh>
    </message>
    <message>
        <source>Two kongs</source>
        <translation>双槓</translation>
        <extra-zh>双杠</extra-zh>
    </message>
    <message>
        <source>One kong</source>
        <translation>槓</translation>
        <extra-zh>杠</extra-zh>
    </message>
    <message>
        <source>All triplets</source>
        <translation>対対和</translation>
        <extra-zh>对对和</extra-zh>
    </message>
    <message>
        <source>Win on a kong replacement</source>
        <translation>嶺上開花</translation>
        <extra-zh>岭上开花</extra-zh>
    </message>
    <message>
        <source>Last wall tile</source>
        <translation>海底撈月</translation>
        <extra-zh>海底捞月</extra-zh>
    </message>
    <message>
        <source>Last discard</source>
        <translation>河底撈魚</translation>
        <extra-zh>河底捞鱼</extra-zh>
    </message>
    <message>
        <source>Robbing a kong</source>
        <translation>搶槓</translation>
        <extra-zh>抢杠</extra-zh>
    </message>
    <message>
        <source>Heavenly hand</source>
        <translation>天和</translation>
        <extra-zh>天和</extra-zh>
    </message>
    <message>
        <source>Earthly hand</source>
        <translation>地和</translation>
        <extra-zh>地和</extra-zh>
    </message>
    <message>
        <source>Nine gates</source>
        <translation>九蓮宝灯</translation>
        <extra-zh>九莲宝灯</extra-zh>
    </message>
    <message>
        <source>Big four winds</source>
        <translation>大四喜</translation>
        <extra-zh>大四喜</extra-zh>
    </message>
    <message>
        <source>Little four winds</source>
        <translation>小四喜</translation>
        <extra-zh>小四喜</extra-zh>
    </message>
    <message>
        <source>Three wind triplets</source>
        <translation>三風刻</translation>
        <extra-zh>三风刻</extra-zh>
    </message>
    <message>
        <source>Big three dragons</source>
        <translation>大三元</translation>
        <extra-zh>大三元</extra-zh>
    </message>
    <message>
        <source>Little three dragons</source>
        <translation>小三元</translation>
        <extra-zh>小三元</extra-zh>
    </message>
    <message>
        <source>Seat wind</source>
        <translation>番牌:門風牌</translation>
        <extra-zh>番牌:门风牌</extra-zh>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>番牌:中</translation>
        <extra-zh>番牌:中</extra-zh>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>番牌:発</translation>
        <extra-zh>番牌:發</extra-zh>
    </message>
    <message>
        <source>White dragon</source>
        <translation>番牌:白</translation>
        <extra-zh>番牌:白</extra-zh>
    </message>
    <message>
        <source>All honours</source>
        <translation>字一色</translation>
        <extra-zh>字一色</extra-zh>
    </message>
    <message>
        <source>Full flush (characters)</source>
        <translation>清一色:万</translation>
        <extra-zh>清一色:萬</extra-zh>
    </message>
    <message>
        <source>Full flush (dots)</source>
        <translation>清一色:筒</translation>
        <extra-zh>清一色:筒</extra-zh>
    </message>
    <message>
        <source>Full flush (bamboo)</source>
        <translation>清一色:索</translation>
        <extra-zh>清一色:索</extra-zh>
    </message>
    <message>
        <source>Half flush (characters)</source>
        <translation>混一色:万</translation>
        <extra-zh>混一色:萬</extra-zh>
    </message>
    <message>
        <source>Half flush (dots)</source>
        <translation>混一色:筒</translation>
        <extra-zh>混一色:筒</extra-zh>
    </message>
    <message>
        <source>Half flush (bamboo)</source>
        <translation>混一色:索</translation>
        <extra-zh>混一色:索</extra-zh>
    </message>
    <message>
        <source>All terminals</source>
        <translation>清幺九</translation>
        <extra-zh>清幺九</extra-zh>
    </message>
    <message>
        <source>Terminals and honours</source>
        <translation>混幺九</translation>
        <extra-zh>混幺九</extra-zh>
    </message>
    <message>
        <source>Pure outside hand</source>
        <translation>清帯幺</translation>
        <extra-zh>清带幺</extra-zh>
    </message>
    <message>
        <source>Mixed outside hand</source>
        <translation>混帯幺</translation>
        <extra-zh>混带幺</extra-zh>
    </message>
    <message>
        <source>Four identical sequences</source>
        <translation>四同順</translation>
        <extra-zh>四同顺</extra-zh>
    </message>
    <message>
        <source>Three identical sequences</source>
        <translation>三同順</translation>
        <extra-zh>三同顺</extra-zh>
    </message>
    <message>
        <source>Two double sequences</source>
        <translation>二般高</translation>
        <extra-zh>二般高</extra-zh>
    </message>
    <message>
        <source>Double sequence</source>
        <translation>一般高</translation>
        <extra-zh>一般高</extra-zh>
    </message>
    <message>
        <source>Three-suit sequence</source>
        <translation>三色同順</translation>
        <extra-zh>三色同顺</extra-zh>
    </message>
    <message>
        <source>Two mixed double sequences</source>
        <translation>二相逢</translation>
        <extra-zh>二相逢</extra-zh>
    </message>
    <message>
        <source>Mixed double sequence</source>
        <translation>喜相逢</translation>
        <extra-zh>喜相逢</extra-zh>
    </message>
    <message>
        <source>Three-suit triplets</source>
        <translation>三色同刻</translation>
        <extra-zh>三色同刻</extra-zh>
    </message>
    <message>
        <source>Two double triplets</source>
        <translation>二同刻</translation>
        <extra-zh>二同刻</extra-zh>
    </message>
    <message>
        <source>Double triplet</source>
        <translation>双同刻</translation>
        <extra-zh>双同刻</extra-zh>
    </message>
    <message>
        <source>Pure straight</source>
        <translation>一気貫通</translation>
        <extra-zh>一气贯通</extra-zh>
    </message>
    <message>
        <source>Mixed straight</source>
        <translation>三色貫通</translation>
        <extra-zh>三色贯通</extra-zh>
    </message>
    <message>
        <source>Pure twin runs</source>
        <translation>清双竜会</translation>
        <extra-zh>清双龙会</extra-zh>
    </message>
    <message>
        <source>Twin runs</source>
        <translation>双竜会</translation>
        <extra-zh>双龙会</extra-zh>
    </message>
    <message>
        <source>Four shifted sequences</source>
        <translation>四歩高</translation>
        <extra-zh>四步高</extra-zh>
    </message>
    <message>
        <source>Three shifted sequences</source>
        <translation>三歩高</translation>
        <extra-zh>三步高</extra-zh>
    </message>
    <message>
        <source>Four chained sequences</source>
        <translation>四連環</translation>
        <extra-zh>四连环</extra-zh>
    </message>
    <message>
        <source>Three chained sequences</source>
        <translation>三連環</translation>
        <extra-zh>三连环</extra-zh>
    </message>
    <message>
        <source>Four shifted triplets</source>
        <translation>四連刻</translation>
        <extra-zh>四连刻</extra-zh>
    </message>
    <message>
        <source>Three shifted triplets</source>
        <translation>三連刻</translation>
        <extra-zh>三连刻</extra-zh>
    </message>
    <message>
        <source>Three-suit shifted triplets</source>
        <translation>三色連刻</translation>
        <extra-zh>三色连刻</extra-zh>
    </message>
    <message>
        <source>Mirror</source>
        <translation>鏡同</translation>
        <extra-zh>镜同</extra-zh>
    </message>
    <message>
        <source>Number symmetry</source>
        <translation>数同</translation>
        <extra-zh>数同</extra-zh>
    </message>
    <message>
        <source>Three terminal/honour triplets</source>
        <translation>幺九三刻</translation>
        <extra-zh>幺九三刻</extra-zh>
    </message>
    <message>
        <source>Four terminal/honour triplets</source>
        <translation>幺九四刻</translation>
        <extra-zh>幺九四刻</extra-zh>
    </message>
    <message>
        <source>Concealed hand</source>
        <translation>門前清</translation>
        <extra-zh>门前清</extra-zh>
    </message>
</context>
<context>
    <name>option_binshi</name>
    <message>
        <source>Head bump</source>
        <translation>頭ハネ</translation>
        <extra-zh>截和</extra-zh>
    </message>
    <message>
        <source>Several wins on one discard: only the first after the discarder wins (off: all win)</source>
        <translation>同じ捨て牌で複数が和了：放銃者の下手から最初の1人だけ（オフなら全員）</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>局数（圏）</translation>
        <extra-zh>圈数</extra-zh>
    </message>
    <message>
        <source>Rounds in the game (each player deals once a round; no dealer repeat)</source>
        <translation>対局の圏数（各圏で全員が1回ずつ親、連荘なし）</translation>
    </message>
</context>
<context>
    <name>option_lingque</name>
    <message>
        <source>Flowers</source>
        <translation>花牌</translation>
        <extra-zh>花牌</extra-zh>
    </message>
    <message>
        <source>144 tiles with the 8 flowers; each flower set aside adds 2 points, not toward the 10-point minimum</source>
        <translation>花牌8枚を含む144枚。抜いた花1枚につき2点、10点の最低点には数えない</translation>
    </message>
    <message>
        <source>Head bump</source>
        <translation>頭ハネ</translation>
        <extra-zh>截和</extra-zh>
    </message>
    <message>
        <source>One discard gives at most one winner, the first after the discarder (off: every claimant wins)</source>
        <translation>1枚の捨て牌で和了できるのは放銃者の下手から最初の1人だけ（オフ：ロンした全員が和了）</translation>
    </message>
    <message>
        <source>Hands per session</source>
        <translation>1回の局数</translation>
        <extra-zh>局数</extra-zh>
    </message>
    <message>
        <source>Hands in a session; the source suggests a full game (全庄) of 16</source>
        <translation>1回の局数。原典は全荘16局を勧める</translation>
    </message>
    <message>
        <source>Summary score T0</source>
        <translation>要約スコア T0</translation>
        <extra-zh>约化分数 T0</extra-zh>
    </message>
    <message>
        <source>Scale T0 of the tanh summary score shown at the end of a session</source>
        <translation>1回の終わりに示す tanh 要約スコアの尺度 T0</translation>
    </message>
</context>
<context>
    <name>option_riichi</name>
    <message>
        <source>Red fives</source>
        <translation>赤ドラ</translation>
        <extra-zh>赤ドラ</extra-zh>
    </message>
    <message>
        <source>Red fives per suit (0m 0p 0s); each one is worth 1 han like a dora</source>
        <translation>各色の赤五の枚数（0m 0p 0s）。1枚につきドラと同じく1翻</translation>
    </message>
    <message>
        <source>Open all simples</source>
        <translation>喰いタン</translation>
        <extra-zh>喰いタン</extra-zh>
    </message>
    <message>
        <source>断幺九 also counts in an open hand</source>
        <translation>副露していても断幺九が成立する</translation>
    </message>
    <message>
        <source>Rounded-up mangan</source>
        <translation>切り上げ満貫</translation>
        <extra-zh>切り上げ満貫</extra-zh>
    </message>
    <message>
        <source>4 han 30 fu and 3 han 60 fu are paid as mangan</source>
        <translation>4翻30符と3翻60符を満貫として支払う</translation>
    </message>
    <message>
        <source>Double yakuman</source>
        <translation>ダブル役満</translation>
        <extra-zh>ダブル役満</extra-zh>
    </message>
    <message>
        <source>国士無双十三面, 四暗刻単騎, 純正九蓮宝燈 and 大四喜 count as two yakuman</source>
        <translation>国士無双十三面・四暗刻単騎・純正九蓮宝燈・大四喜をダブル役満とする</translation>
    </message>
    <message>
        <source>Counted yakuman</source>
        <translation>数え役満</translation>
        <extra-zh>数え役満</extra-zh>
    </message>
    <message>
        <source>13 han or more is a yakuman; off: capped at sanbaiman</source>
        <translation>13翻以上で役満。オフなら三倍満止まり</translation>
    </message>
    <message>
        <source>Head bump</source>
        <translation>頭ハネ</translation>
        <extra-zh>頭ハネ</extra-zh>
    </message>
    <message>
        <source>Only the first player after the discarder may ron; off: double ron, a third ron aborts</source>
        <translation>放銃者の下手から最初の1人だけがロンできる。オフならダブロン可、トリロンは流局</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>対局の長さ</translation>
        <extra-zh>对局长度</extra-zh>
    </message>
    <message>
        <source>East round only (tonpuusen) or East and South (hanchan); West follows when nobody reached 30000</source>
        <translation>東風戦または半荘戦。誰も30000点に届かなければ西入</translation>
    </message>
    <message>
        <source>Nagashi mangan</source>
        <translation>流し満貫</translation>
        <extra-zh>流局满贯</extra-zh>
    </message>
    <message>
        <source>At the exhaustive draw, a river of terminals and honours none of which was called is paid as a mangan</source>
        <translation>荒牌流局時、河が么九牌だけで1枚も鳴かれていなければ満貫として支払う</translation>
    </message>
    <message>
        <source>Nine terminals abort</source>
        <translation>九種九牌</translation>
        <extra-zh>九种九牌</extra-zh>
    </message>
    <message>
        <source>Nine different terminals and honours on an uninterrupted first draw may abort the hand</source>
        <translation>鳴きのない第一巡に么九牌が9種あれば流局にできる</translation>
    </message>
    <message>
        <source>Other abortive draws</source>
        <translation>その他の途中流局</translation>
        <extra-zh>途中流局</extra-zh>
    </message>
    <message>
        <source>Four winds on the first go-around, four riichi and four kongs by several players abort the hand</source>
        <translation>四風連打・四家立直・複数人による四槓で流局</translation>
    </message>
    <message>
        <source>Bust ends the game</source>
        <translation>トビ終了</translation>
        <extra-zh>击飞</extra-zh>
    </message>
    <message>
        <source>The game ends as soon as a player&apos;s score is below 0</source>
        <translation>誰かの持ち点が0未満になった時点で終局</translation>
    </message>
    <message>
        <source>Uma and oka</source>
        <translation>ウマとオカ</translation>
        <extra-zh>顺位马</extra-zh>
    </message>
    <message>
        <source>Final adjustment: 30000 returned, the 20000 oka to the top, uma (thousands) by rank</source>
        <translation>最終精算：30000点返し、オカ20000点はトップへ、順位ウマ（千点単位）</translation>
    </message>
</context>
<context>
    <name>option_shanghai</name>
    <message>
        <source>Base score</source>
        <translation>基本点</translation>
        <extra-zh>底分</extra-zh>
    </message>
    <message>
        <source>Points per share of 花 (docs/rulesets/shanghai.md)</source>
        <translation>花1つ分あたりの点数</translation>
    </message>
    <message>
        <source>Starting score (bases)</source>
        <translation>持ち点（基本点単位）</translation>
        <extra-zh>起始分 (底分倍数)</extra-zh>
    </message>
    <message>
        <source>Each player starts with this many bases; below 50 bases the game ends</source>
        <translation>各プレイヤーの持ち点（基本点単位）。50を下回ると終局</translation>
    </message>
    <message>
        <source>荒番 hand</source>
        <translation>荒番局</translation>
        <extra-zh>荒番</extra-zh>
    </message>
    <message>
        <source>This hand is a 荒番 hand and scores double (the table sets it from the 荒番 counter)</source>
        <translation>この局は荒番局で得点が倍になる（卓が荒番カウンターから設定）</translation>
    </message>
</context>
<context>
    <name>option_yuque</name>
    <message>
        <source>Minimum fan</source>
        <translation>最低翻数</translation>
        <extra-zh>起和番数</extra-zh>
    </message>
    <message>
        <source>Fans a hand needs to win; the source sets none (yuque.md &quot;Play&quot;)</source>
        <translation>和了に必要な最低翻数。原典には下限なし</translation>
    </message>
    <message>
        <source>Self-draw bonus from the bank</source>
        <translation>ツモ時の上乗せ</translation>
        <extra-zh>自摸另得</extra-zh>
    </message>
    <message>
        <source>A self-drawn winner gets 7p/6 in total and the others pay nothing</source>
        <translation>ツモ和了者は合計 7p/6 を得て、他家は支払わない</translation>
    </message>
    <message>
        <source>Concealed kong display</source>
        <translation>暗槓の見せ方</translation>
        <extra-zh>暗杠明示</extra-zh>
    </message>
    <message>
        <source>Which tiles of a concealed kong are turned face down</source>
        <translation>暗槓のどの牌を伏せるか</translation>
    </message>
    <message>
        <source>Ranked ending</source>
        <translation>点差終局</translation>
        <extra-zh>顺位赋分终局</extra-zh>
    </message>
    <message>
        <source>After round 4, end once two players are 100 or more apart</source>
        <translation>4圏目以降、2人の差が100点以上になったら終局</translation>
    </message>
    <message>
        <source>Seat rotation</source>
        <translation>席替え</translation>
        <extra-zh>座位轮换</extra-zh>
    </message>
    <message>
        <source>Competition seat changes after each round</source>
        <translation>各圏の後に競技式の席替え</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>局数（圏）</translation>
        <extra-zh>圈数</extra-zh>
    </message>
    <message>
        <source>Rounds (圈) to play at least</source>
        <translation>最低限打つ圏数</translation>
    </message>
</context>
<context>
    <name>quetai::DrillController</name>
    <message>
        <source>This position cannot be rebuilt: %1.</source>
        <translation>この局面を再現できません：%1。</translation>
    </message>
    <message>
        <source>That answer cannot be checked here.</source>
        <translation>この答えはここでは判定できません。</translation>
    </message>
    <message>
        <source>The drill&apos;s result could not be kept: %1.</source>
        <translation>練習の結果を保存できませんでした：%1。</translation>
    </message>
</context>
<context>
    <name>quetai::GameController</name>
    <message>
        <source>The seed must be a whole number, not &apos;%1&apos;.</source>
        <translation>シードは整数でなければなりません（「%1」は不可）。</translation>
    </message>
    <message>
        <source>East</source>
        <translation type="vanished">東</translation>
    </message>
    <message>
        <source>South</source>
        <translation type="vanished">南</translation>
    </message>
    <message>
        <source>West</source>
        <translation type="vanished">西</translation>
    </message>
    <message>
        <source>North</source>
        <translation type="vanished">北</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <source>There is no saved game.</source>
        <translation>保存された対局はありません。</translation>
    </message>
    <message>
        <source>The saved game is not readable.</source>
        <translation type="vanished">保存された対局を読み込めません。</translation>
    </message>
    <message>
        <source>The saved game cannot be restored: %1</source>
        <translation type="vanished">保存された対局を復元できません：%1</translation>
    </message>
    <message>
        <source>%1 deals first</source>
        <translation>%1 が起家</translation>
    </message>
    <message>
        <source>%1 deals first (dice %2)</source>
        <translation>%1 が起家（サイコロ %2）</translation>
    </message>
    <message>
        <source>You deal first</source>
        <translation>あなたが起家</translation>
    </message>
    <message>
        <source>You deal first (dice %1)</source>
        <translation>あなたが起家（サイコロ %1）</translation>
    </message>
    <message>
        <source>Deals first</source>
        <translation>起家</translation>
    </message>
    <message>
        <source>Deals first (dice %1)</source>
        <translation>起家（サイコロ %1）</translation>
    </message>
    <message>
        <source>Seats rotate</source>
        <translation>席替え</translation>
    </message>
    <message>
        <source>After this call no quickest way to win has a yaku: the hand could not win.</source>
        <translation>この鳴きの後、最短の和了形に役がありません：和了できない手です。</translation>
    </message>
    <message>
        <source>After this call the hand cannot reach the minimum (%1 %2) in its quickest ways.</source>
        <translation>この鳴きの後、最短の和了形では縛り（%1 %2）に届きません。</translation>
    </message>
    <message>
        <source>After this call no quickest way to win is a valid win.</source>
        <translation>この鳴きの後、最短の和了形はどれも和了として成立しません。</translation>
    </message>
    <message>
        <source>not a hand the scorer accepts</source>
        <translation>点数計算で認められない手です</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>yakuman · %1</source>
        <translation>役満 · %1</translation>
    </message>
    <message>
        <source>%1 han %2 fu · %3</source>
        <translation>%1 翻 %2 符 · %3</translation>
    </message>
    <message>
        <source> · below the minimum</source>
        <translation> · 縛り未満</translation>
    </message>
    <message>
        <source>The review is ready when the hand is over.</source>
        <translation>振り返りは局の終了後に見られます。</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>対局を保存できませんでした：%1</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be loaded: %2. It could not be moved aside (%3); it was left as it is.</source>
        <translation>保存された対局 %1 を読み込めません：%2。退避もできなかったため（%3）、そのままにしてあります。</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be loaded: %2. It was kept, unchanged, as %3.</source>
        <translation>保存された対局 %1 を読み込めません：%2。変更せずに %3 として残しました。</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be read: %2.</source>
        <translation>保存された対局 %1 を読めません：%2。</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>This page is not translated into your language yet; here it is in English.</source>
        <translation>このページはまだお使いの言語に翻訳されていないため、英語で表示しています。</translation>
    </message>
    <message>
        <source>Seat %1: the mjai program&apos;s command is empty.</source>
        <translation>席 %1: mjai プログラムのコマンドが空です。</translation>
    </message>
    <message>
        <source>Seat %1: an mjai program plays riichi only.</source>
        <translation>席 %1: mjai プログラムはリーチ麻雀のみ対応です。</translation>
    </message>
    <message>
        <source>There is no review of a game played online.</source>
        <translation>オンライン対局には振り返りがありません。</translation>
    </message>
    <message>
        <source>You have less than 50 × the base stake (底分) and cannot play another hand: you leave the table.</source>
        <translation>持ち点が 50 × 底分 を下回ったため、次の局は打てません：卓を離れます。</translation>
    </message>
    <message>
        <source>%1 has less than 50 × the base stake (底分) and leaves the table.</source>
        <translation>%1 は持ち点が 50 × 底分 を下回ったため、卓を離れます。</translation>
    </message>
    <message>
        <source>A player quit: the game is over.</source>
        <translation>プレイヤーが抜けました：対局終了です。</translation>
    </message>
    <message>
        <source>A player is below 50 × the base stake (底分): the game is over.</source>
        <translation>持ち点が 50 × 底分 を下回ったプレイヤーがいます：対局終了です。</translation>
    </message>
    <message>
        <source>The table was closed.</source>
        <translation>卓は閉じられました。</translation>
    </message>
</context>
<context>
    <name>quetai::OnlineLobby</name>
    <message>
        <source>Please give a name the other players will see.</source>
        <translation>他のプレイヤーに見える名前を入力してください。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a server address: write it as host:port, for example 192.168.1.20:7777.</source>
        <translation>「%1」はサーバーのアドレスではありません：ホスト:ポートの形で、例えば 192.168.1.20:7777 と書いてください。</translation>
    </message>
    <message>
        <source>The server could not start: %1</source>
        <translation>サーバーを起動できません：%1</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>CPU %1</translation>
    </message>
</context>
<context>
    <name>quetai::RecordController</name>
    <message>
        <source>The record&apos;s cache could not be written (%1); the figures are right but the next look is slower.</source>
        <translation>成績のキャッシュを書き込めませんでした（%1）。数字は正しいですが、次回の表示は遅くなります。</translation>
    </message>
    <message>
        <source>There is no record to export yet.</source>
        <translation>書き出す成績がまだありません。</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2.</source>
        <translation>%1 に書き込めません：%2。</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>フォルダーがありません</translation>
    </message>
    <message>
        <source>The chart %1 could not be saved.</source>
        <translation>グラフ %1 を保存できませんでした。</translation>
    </message>
</context>
<context>
    <name>quetai::ReplayController</name>
    <message>
        <source>This game cannot be replayed: %1.</source>
        <translation>この対局は再生できません：%1。</translation>
    </message>
    <message>
        <source>%1 · seed %2</source>
        <translation>%1 · シード %2</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <translation>%1 を読めません：%2。</translation>
    </message>
    <message>
        <source>The game begins</source>
        <translation>対局開始</translation>
    </message>
    <message>
        <source>%1 wins (%2) with %3: %4</source>
        <translation>%1 の和了（%2）、%3：%4</translation>
    </message>
    <message>
        <source>The wall is exhausted: a draw</source>
        <translation>荒牌流局</translation>
    </message>
    <message>
        <source>Abortive draw: %1</source>
        <translation>途中流局：%1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>対局終了</translation>
    </message>
    <message>
        <source>This tenhou.net/6 log cannot be replayed: %1.</source>
        <translation>この tenhou.net/6 牌譜は再生できません：%1。</translation>
    </message>
    <message>
        <source>tenhou.net/6 log · %1 hands</source>
        <translation>tenhou.net/6 牌譜 · %1 局</translation>
    </message>
    <message>
        <source>Only a riichi game of ours can be exported as a tenhou.net/6 log.</source>
        <translation>tenhou.net/6 牌譜に書き出せるのは本アプリのリーチ麻雀の対局だけです。</translation>
    </message>
    <message>
        <source>The log could not be written: %1.</source>
        <translation>牌譜を作成できません：%1。</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2.</source>
        <translation>%1 に書き込めません：%2。</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>フォルダがありません</translation>
    </message>
    <message>
        <source>This position cannot be rebuilt: %1.</source>
        <translation>この局面は再現できません：%1。</translation>
    </message>
    <message>
        <source>You win (%1) with %2: %3</source>
        <translation>あなたの和了（%1）、%2：%3</translation>
    </message>
</context>
<context>
    <name>ruleset</name>
    <message>
        <source>Yuque</source>
        <translation>玉雀</translation>
        <extra-zh>玉雀</extra-zh>
    </message>
    <message>
        <source>Shanghai</source>
        <translation>上海麻雀</translation>
        <extra-zh>上海麻将</extra-zh>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直麻雀</translation>
        <extra-zh>立直麻将</extra-zh>
    </message>
    <message>
        <source>Binshi</source>
        <translation>璸市麻雀</translation>
        <extra-zh>璸市麻雀</extra-zh>
    </message>
    <message>
        <source>Lingque</source>
        <translation>霊雀</translation>
        <extra-zh>灵雀</extra-zh>
    </message>
</context>
<context>
    <name>win_binshi</name>
    <message>
        <source>Self-draw</source>
        <translation>ツモ</translation>
        <extra-zh>自摸</extra-zh>
    </message>
    <message>
        <source>Win</source>
        <translation>ロン</translation>
        <extra-zh>和</extra-zh>
    </message>
</context>
<context>
    <name>win_lingque</name>
    <message>
        <source>Self-draw</source>
        <translation>ツモ</translation>
        <extra-zh>自摸</extra-zh>
    </message>
    <message>
        <source>Win</source>
        <translation>ロン</translation>
        <extra-zh>和</extra-zh>
    </message>
</context>
<context>
    <name>win_riichi</name>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
        <extra-zh>ツモ</extra-zh>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
        <extra-zh>ロン</extra-zh>
    </message>
</context>
<context>
    <name>win_shanghai</name>
    <message>
        <source>Self-draw</source>
        <translation>ツモ</translation>
        <extra-zh>自摸</extra-zh>
    </message>
    <message>
        <source>Win</source>
        <translation>ロン</translation>
        <extra-zh>和</extra-zh>
    </message>
</context>
<context>
    <name>win_yuque</name>
    <message>
        <source>Self-draw</source>
        <translation>ツモ</translation>
        <extra-zh>自摸</extra-zh>
    </message>
    <message>
        <source>Win</source>
        <translation>ロン</translation>
        <extra-zh>和</extra-zh>
    </message>
</context>
</TS>
