<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
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
        <source>Abortive draw: %1</source>
        <translation type="vanished">途中流局：%1</translation>
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
        <source>han</source>
        <translation>翻</translation>
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
        <source>han</source>
        <translation>翻</translation>
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
        <source>fan</source>
        <translation>番</translation>
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
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>bot · %1</source>
        <translation>CPU · %1</translation>
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
</context>
<context>
    <name>NewGameScreen</name>
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
        <source>han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>fan</source>
        <translation>番</translation>
    </message>
    <message>
        <source>points</source>
        <translation>点</translation>
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
</context>
</TS>
