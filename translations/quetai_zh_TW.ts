<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>ActionBar</name>
    <message>
        <source>Discard</source>
        <translation>打牌</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>過</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>槓</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Call anyway</source>
        <translation>仍然鳴牌</translation>
    </message>
    <message>
        <source>Don&apos;t call</source>
        <translation>不鳴牌</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>跳過</translation>
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
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 wins by %2 from %3</source>
        <translation>%1 %2（%3 放銃）</translation>
    </message>
    <message>
        <source>The wall is exhausted</source>
        <translation>荒牌流局</translation>
    </message>
    <message>
        <source>Abortive draw: %1</source>
        <translation type="vanished">流局：%1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>第 %1 局</translation>
    </message>
    <message>
        <source>%1 winners</source>
        <translation>%1 家和牌</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>全部顯示</translation>
    </message>
    <message>
        <source>Next winner</source>
        <translation>下一位和牌者</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>支付</translation>
    </message>
    <message>
        <source>No payments</source>
        <translation>無支付</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>變化</translation>
    </message>
    <message>
        <source>After</source>
        <translation>之後</translation>
    </message>
    <message>
        <source>The other hands</source>
        <translation>其他手牌</translation>
    </message>
    <message>
        <source>The hands</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>聽牌</translation>
    </message>
    <message>
        <source>Review my play</source>
        <translation>復盤我的打法</translation>
    </message>
    <message>
        <source>%1 stops: end the game</source>
        <translation>%1 止局：結束對局</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>最終排名</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>han</source>
        <translation>番</translation>
    </message>
    <message>
        <source>fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>points</source>
        <translation>點</translation>
    </message>
    <message>
        <source>Abortive draw</source>
        <translation>中途流局</translation>
    </message>
    <message>
        <source>The hand ended by the rule %1.</source>
        <translation>本局因“%1”規則而結束。</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步驟</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>累計</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>誰付給誰</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>— stands for no player: money paid in from nobody (a bonus) or out to nobody (a loss to the table).</source>
        <translation>“—”表示不是任何玩家：從無人處得到的錢（獎勵），或付給無人的錢（交給牌桌的損失）。</translation>
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
        <translation>和牌張</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>槓</translation>
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
        <translation>寶牌指示牌</translation>
    </message>
    <message>
        <source>Ura indicator</source>
        <translation>裡寶牌指示牌</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>兩立直</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>一發</translation>
    </message>
    <message>
        <source>Win on a kong&apos;s replacement</source>
        <translation>槓上開花</translation>
    </message>
    <message>
        <source>Robbing a kong</source>
        <translation>搶槓</translation>
    </message>
    <message>
        <source>Last tile of the wall</source>
        <translation>海底撈月</translation>
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
        <translation>和絕張</translation>
    </message>
    <message>
        <source>Win on a flower&apos;s replacement</source>
        <translation>補花後自摸</translation>
    </message>
    <message>
        <source>Riichi, self-drawn, with a dora</source>
        <translation>立直自摸，帶一張寶牌</translation>
    </message>
    <message>
        <source>Dragon pon and a pure straight in one suit</source>
        <translation>碰三元牌，一色一條龍</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>七對</translation>
    </message>
    <message>
        <source>Concealed kong, flowers, won on the replacement</source>
        <translation>暗槓、花牌，槓上開花</translation>
    </message>
    <message>
        <source>Open hand with no yaku</source>
        <translation>無役的副露手牌</translation>
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
        <translation>自己</translation>
    </message>
    <message>
        <source>left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>across</source>
        <translation>對家</translation>
    </message>
    <message>
        <source>right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Click tiles in the palette to build a hand of 14 (a kong counts as 3).</source>
        <translation>點擊上方的牌組成 14 張的手牌（槓算 3 張）。</translation>
    </message>
    <message>
        <source>%1 of 14 tiles: %2 more to pick.</source>
        <translation>已選 %1 / 14 張：還差 %2 張。</translation>
    </message>
    <message>
        <source>%1 tiles: a hand has 14 (a kong counts as 3).</source>
        <translation>%1 張：手牌應為 14 張（槓算 3 張）。</translation>
    </message>
    <message>
        <source>Choose the winning tile.</source>
        <translation>請選擇和牌張。</translation>
    </message>
    <message>
        <source>14 tiles. Click a tile of the hand to take it out.</source>
        <translation>14 張。點擊手牌中的牌可將其移除。</translation>
    </message>
    <message>
        <source>han</source>
        <translation>番</translation>
    </message>
    <message>
        <source>fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>points</source>
        <translation>點</translation>
    </message>
    <message>
        <source>fan</source>
        <translation>番</translation>
    </message>
    <message>
        <source>Not a valid hand</source>
        <translation>不是有效的手牌</translation>
    </message>
    <message>
        <source>Does not win</source>
        <translation>不能和牌</translation>
    </message>
    <message>
        <source>Hand calculator</source>
        <translation>算番器</translation>
    </message>
    <message>
        <source>Load an example…</source>
        <translation>載入範例…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>A click adds:</source>
        <translation>點擊加入：</translation>
    </message>
    <message>
        <source>Called from:</source>
        <translation>來自：</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>和牌：</translation>
    </message>
    <message>
        <source>on a discard</source>
        <translation>點和</translation>
    </message>
    <message>
        <source>self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>Seat wind:</source>
        <translation>門風：</translation>
    </message>
    <message>
        <source>Round wind:</source>
        <translation>圈風：</translation>
    </message>
    <message>
        <source>Situation:</source>
        <translation>情形：</translation>
    </message>
    <message>
        <source>Counted by: %1</source>
        <translation>計入的規則：%1</translation>
    </message>
    <message>
        <source>Huangfan hand (荒番, 上海)</source>
        <translation>荒番（上海）</translation>
    </message>
    <message>
        <source>上海: after a drawn hand the next hands score double</source>
        <translation>上海：流局後的牌局計分加倍</translation>
    </message>
    <message>
        <source>Dora indicators</source>
        <translation>寶牌指示牌</translation>
    </message>
    <message>
        <source>Ura indicators</source>
        <translation>裡寶牌指示牌</translation>
    </message>
    <message>
        <source>Not counted here: %1</source>
        <translation>此規則不計：%1</translation>
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
        <translation>餘 %1 張</translation>
    </message>
    <message>
        <source>Honba %1</source>
        <translation>本場 %1</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>Final standings</source>
        <translation>最終排名</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>主選單</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>bot · %1</source>
        <translation>電腦 · %1</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>種子 %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>第 %1 局</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>選單</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>輔助</translation>
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
        <translation>寶牌指示牌</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Your turn: pick a tile to discard</source>
        <translation>輪到你了：請選一張牌打出</translation>
    </message>
    <message>
        <source>Claim this tile?</source>
        <translation>要這張牌嗎？</translation>
    </message>
    <message>
        <source>Choose the tile to discard with the declaration</source>
        <translation>請選擇宣言時打出的牌</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>槓</translation>
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
        <translation>已和牌型</translation>
    </message>
    <message>
        <source>ready (tenpai)</source>
        <translation>聽牌</translation>
    </message>
    <message>
        <source>1 step from ready</source>
        <translation>一向聽</translation>
    </message>
    <message>
        <source>%1 steps from ready</source>
        <translation>%1 向聽</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>一般型</translation>
    </message>
    <message>
        <source>seven pairs</source>
        <translation>七對</translation>
    </message>
    <message>
        <source>thirteen orphans</source>
        <translation>十三么</translation>
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
        <translation>榮和 %1</translation>
    </message>
    <message>
        <source>Tsumo %1</source>
        <translation>自摸 %1</translation>
    </message>
    <message>
        <source>with %1: ron %2</source>
        <translation>%1後榮和：%2</translation>
    </message>
    <message>
        <source>Hand help</source>
        <translation>手牌輔助</translation>
    </message>
    <message>
        <source>Shown while you hold your tiles.</source>
        <translation>持有手牌時顯示。</translation>
    </message>
    <message>
        <source>Furiten: no win on a discard, only by self-draw</source>
        <translation>振聽：不能榮和，只能自摸</translation>
    </message>
    <message>
        <source>Waits (%1 unseen)</source>
        <translation>聽牌（未見 %1 張）</translation>
    </message>
    <message>
        <source>Improving tiles (%1 unseen)</source>
        <translation>進張（未見 %1 張）</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>打出</translation>
    </message>
    <message>
        <source>Best discard</source>
        <translation>最佳打出</translation>
    </message>
    <message>
        <source>Not allowed now: %1</source>
        <translation>現在不能打：%1</translation>
    </message>
    <message>
        <source>Furiten after this discard: no win on a discard</source>
        <translation>打出後振聽：不能榮和</translation>
    </message>
    <message>
        <source>A win needs at least %1 %2.</source>
        <translation>和牌至少需要 %1 %2。</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>請把螢幕交給 %1</translation>
    </message>
    <message>
        <source>Every hand is hidden until %1 is ready.</source>
        <translation>在 %1 準備好之前，所有手牌都已隱藏。</translation>
    </message>
    <message>
        <source>I am %1: show my tiles</source>
        <translation>我是 %1：顯示我的牌</translation>
    </message>
</context>
<context>
    <name>NewGameScreen</name>
    <message>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>%1 · coming</source>
        <translation>%1 · 即將推出</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>選項</translation>
    </message>
    <message>
        <source>This ruleset has no options.</source>
        <translation>此規則沒有選項。</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>電腦</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名字</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>局數</translation>
    </message>
    <message>
        <source>As the rules say</source>
        <translation>按規則</translation>
    </message>
    <message>
        <source>One hand</source>
        <translation>一局</translation>
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
        <translation>種子（可選，用於重玩或分享牌局）</translation>
    </message>
    <message>
        <source>random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Practice game: take back moves against the bots</source>
        <translation>練習對局：可以悔棋，對手為電腦</translation>
    </message>
    <message>
        <source>East round</source>
        <translation>東風戰</translation>
    </message>
    <message>
        <source>East and South rounds</source>
        <translation>東南戰</translation>
    </message>
    <message>
        <source>None</source>
        <translation>無</translation>
    </message>
    <message>
        <source>One end tile down</source>
        <translation>一張外側牌扣下</translation>
    </message>
    <message>
        <source>Three tiles down</source>
        <translation>相鄰三張扣下</translation>
    </message>
    <message>
        <source>Both end tiles down</source>
        <translation>兩端兩張扣下</translation>
    </message>
    <message>
        <source>Both middle tiles down</source>
        <translation>中間兩張扣下</translation>
    </message>
    <message>
        <source>First in turn wins</source>
        <translation>截和（按順序一家和）</translation>
    </message>
    <message>
        <source>All winners</source>
        <translation>一炮多響</translation>
    </message>
    <message>
        <source>Three winners abort the hand</source>
        <translation>三家和流局</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>簡單</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>初學</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>強</translation>
    </message>
</context>
<context>
    <name>ReplayScreen</name>
    <message>
        <source>Replays</source>
        <translation>牌譜回放</translation>
    </message>
    <message>
        <source>No saved games yet. Finished games are kept here.</source>
        <translation>還沒有儲存的對局。結束的對局會儲存在這裡。</translation>
    </message>
    <message>
        <source>or the path of a game file or a tenhou.net/6 log</source>
        <translation>或對局檔案或 tenhou.net/6 牌譜的路徑</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開啟</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Hand %1 of %2 · action %3 of %4 · %5 tiles left</source>
        <translation>第 %1/%2 局 · 第 %3/%4 步 · 餘 %5 張</translation>
    </message>
    <message>
        <source>First</source>
        <translation>開頭</translation>
    </message>
    <message>
        <source>◀◀ Hand</source>
        <translation>◀◀ 局</translation>
    </message>
    <message>
        <source>◀ Action</source>
        <translation>◀ 步</translation>
    </message>
    <message>
        <source>Action ▶</source>
        <translation>步 ▶</translation>
    </message>
    <message>
        <source>Hand ▶▶</source>
        <translation>局 ▶▶</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>結尾</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>選單</translation>
    </message>
    <message>
        <source>Written to %1</source>
        <translation>已寫入 %1</translation>
    </message>
    <message>
        <source>Where the log differs from our rules (%1):</source>
        <translation>牌譜與本規則不符之處（%1）：</translation>
    </message>
    <message>
        <source>Export tenhou.net/6</source>
        <translation>匯出 tenhou.net/6</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Discard</source>
        <translation>打出</translation>
    </message>
    <message>
        <source>%1, discard</source>
        <translation>%1，打出</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>過</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>槓</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>和牌</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>聽牌</translation>
    </message>
    <message>
        <source>%1-shanten</source>
        <translation>%1 向聽</translation>
    </message>
    <message>
        <source>%1 tiles</source>
        <translation>進張 %1 張</translation>
    </message>
    <message>
        <source>danger %1%</source>
        <translation>放銃率 %1%</translation>
    </message>
    <message>
        <source>Review of hand %1</source>
        <translation>第 %1 局復盤</translation>
    </message>
    <message>
        <source>The Strong bot agrees with all %1 of your decisions.</source>
        <translation>強電腦認同你全部 %1 個決定。</translation>
    </message>
    <message>
        <source>The Strong bot would have played differently at %1 of your %2 decisions.</source>
        <translation>在你的 %2 個決定中，強電腦有 %1 處會打得不同。</translation>
    </message>
    <message>
        <source>Claim window</source>
        <translation>鳴牌時機</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>你的回合</translation>
    </message>
    <message>
        <source>after 1 discard</source>
        <translation>已打出 1 張牌後</translation>
    </message>
    <message>
        <source>after %1 discards</source>
        <translation>已打出 %1 張牌後</translation>
    </message>
    <message>
        <source>You played</source>
        <translation>你的打法</translation>
    </message>
    <message>
        <source>Strong bot</source>
        <translation>強電腦</translation>
    </message>
    <message>
        <source>Back to the breakdown</source>
        <translation>返回結算</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>At the table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>%1 tiles%2</source>
        <translation>%1 張牌%2</translation>
    </message>
    <message>
        <source>, flowers included</source>
        <translation>，含花牌</translation>
    </message>
    <message>
        <source>%1 red fives</source>
        <translation>%1 張赤寶牌</translation>
    </message>
    <message>
        <source>A dead wall of %1 tiles</source>
        <translation>王牌 %1 張</translation>
    </message>
    <message>
        <source>No dead wall</source>
        <translation>無王牌</translation>
    </message>
    <message>
        <source>The dealer starts with 14 tiles (4-4-4 and a jump)</source>
        <translation>莊家起手 14 張（四四四跳牌）</translation>
    </message>
    <message>
        <source>Chi, pon and kong may be called</source>
        <translation>可吃、碰、槓</translation>
    </message>
    <message>
        <source>Pon and kong may be called; no chi</source>
        <translation>可碰、槓，不可吃</translation>
    </message>
    <message>
        <source>An added kong may be robbed</source>
        <translation>可搶槓</translation>
    </message>
    <message>
        <source>Winning: %1 (self-drawn), %2 (on a discard)</source>
        <translation>和牌：%1（自摸），%2（點和）</translation>
    </message>
    <message>
        <source>Scores start at %1</source>
        <translation>起始分數 %1</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>選項</translation>
    </message>
    <message>
        <source>on</source>
        <translation>開</translation>
    </message>
    <message>
        <source>off</source>
        <translation>關</translation>
    </message>
    <message>
        <source>default %1</source>
        <translation>預設 %1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>%1 · coming</source>
        <translation>%1 · 即將推出</translation>
    </message>
    <message>
        <source>Not playable yet: this ruleset is still being built.</source>
        <translation>尚不可玩：此規則仍在開發中。</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
</context>
<context>
    <name>SaveNotice</name>
    <message>
        <source>OK</source>
        <translation>確定</translation>
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
        <translation>語言</translation>
    </message>
    <message>
        <source>Index marks on tiles (3s, E ...)</source>
        <translation>牌上的索引標記（3s、E …）</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>動畫速度</translation>
    </message>
    <message>
        <source>Claim timer</source>
        <translation>鳴牌計時</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>關</translation>
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
        <translation>聲音</translation>
    </message>
    <message>
        <source>tiles, calls, declarations, wins</source>
        <translation>出牌、吃碰槓、宣言、和牌</translation>
    </message>
    <message>
        <source>Help on my hand</source>
        <translation>手牌輔助</translation>
    </message>
    <message>
        <source>waits, discards, call warnings, reviews</source>
        <translation>聽牌、打牌、鳴牌提醒、復盤</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>繼續</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Replays</source>
        <translation>牌譜回放</translation>
    </message>
    <message>
        <source>Hand calculator</source>
        <translation>算番器</translation>
    </message>
</context>
<context>
    <name>TakeBack</name>
    <message>
        <source>Practice game</source>
        <translation>練習對局</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>悔棋</translation>
    </message>
</context>
<context>
    <name>quetai::GameController</name>
    <message>
        <source>The seed must be a whole number, not &apos;%1&apos;.</source>
        <translation>種子必須是整數，而不是「%1」。</translation>
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
        <translation>電腦%1</translation>
    </message>
    <message>
        <source>There is no saved game.</source>
        <translation>沒有存檔。</translation>
    </message>
    <message>
        <source>The saved game is not readable.</source>
        <translation type="vanished">存檔無法讀取。</translation>
    </message>
    <message>
        <source>The saved game cannot be restored: %1</source>
        <translation type="vanished">無法恢復存檔：%1</translation>
    </message>
    <message>
        <source>%1 deals first</source>
        <translation>%1 坐莊起家</translation>
    </message>
    <message>
        <source>%1 deals first (dice %2)</source>
        <translation>%1 坐莊起家（骰子 %2）</translation>
    </message>
    <message>
        <source>Deals first</source>
        <translation>起家</translation>
    </message>
    <message>
        <source>Deals first (dice %1)</source>
        <translation>起家（骰子 %1）</translation>
    </message>
    <message>
        <source>Seats rotate</source>
        <translation>換位</translation>
    </message>
    <message>
        <source>After this call no quickest way to win has a yaku: the hand could not win.</source>
        <translation>鳴牌後最快的和牌路線都沒有役：這手牌無法和牌。</translation>
    </message>
    <message>
        <source>After this call the hand cannot reach the minimum (%1 %2) in its quickest ways.</source>
        <translation>鳴牌後最快的和牌路線都達不到起和（%1 %2）。</translation>
    </message>
    <message>
        <source>After this call no quickest way to win is a valid win.</source>
        <translation>鳴牌後最快的和牌路線都不能成和。</translation>
    </message>
    <message>
        <source>han</source>
        <translation>番</translation>
    </message>
    <message>
        <source>fan</source>
        <translation>番</translation>
    </message>
    <message>
        <source>points</source>
        <translation>分</translation>
    </message>
    <message>
        <source>not a hand the scorer accepts</source>
        <translation>計分器不接受此牌型</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>無役</translation>
    </message>
    <message>
        <source>yakuman · %1</source>
        <translation>役滿 · %1</translation>
    </message>
    <message>
        <source>%1 han %2 fu · %3</source>
        <translation>%1 番 %2 符 · %3</translation>
    </message>
    <message>
        <source> · below the minimum</source>
        <translation> · 未達起和</translation>
    </message>
    <message>
        <source>The review is ready when the hand is over.</source>
        <translation>本局結束後才能復盤。</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>對局無法儲存：%1</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be loaded: %2. It could not be moved aside (%3); it was left as it is.</source>
        <translation>存檔 %1 無法載入：%2。也無法移到一旁（%3），已保持原樣。</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be loaded: %2. It was kept, unchanged, as %3.</source>
        <translation>存檔 %1 無法載入：%2。已原樣保留為 %3。</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be read: %2.</source>
        <translation>存檔 %1 無法讀取：%2。</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>玩家%1</translation>
    </message>
</context>
<context>
    <name>quetai::ReplayController</name>
    <message>
        <source>This game cannot be replayed: %1.</source>
        <translation>此對局無法回放：%1。</translation>
    </message>
    <message>
        <source>%1 · seed %2</source>
        <translation>%1 · 種子 %2</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <translation>%1 無法讀取：%2。</translation>
    </message>
    <message>
        <source>The game begins</source>
        <translation>對局開始</translation>
    </message>
    <message>
        <source>%1 wins (%2) with %3: %4</source>
        <translation>%1 和牌（%2），%3：%4</translation>
    </message>
    <message>
        <source>The wall is exhausted: a draw</source>
        <translation>荒牌流局</translation>
    </message>
    <message>
        <source>Abortive draw: %1</source>
        <translation>流局：%1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>對局結束</translation>
    </message>
    <message>
        <source>This tenhou.net/6 log cannot be replayed: %1.</source>
        <translation>此 tenhou.net/6 牌譜無法復盤：%1。</translation>
    </message>
    <message>
        <source>tenhou.net/6 log · %1 hands</source>
        <translation>tenhou.net/6 牌譜 · %1 局</translation>
    </message>
    <message>
        <source>Only a riichi game of ours can be exported as a tenhou.net/6 log.</source>
        <translation>只有本程式的立直麻將對局可以匯出為 tenhou.net/6 牌譜。</translation>
    </message>
    <message>
        <source>The log could not be written: %1.</source>
        <translation>無法產生牌譜：%1。</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2.</source>
        <translation>無法寫入 %1：%2。</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>資料夾不存在</translation>
    </message>
    <message>
        <source>This position cannot be rebuilt: %1.</source>
        <translation>無法還原此局面：%1。</translation>
    </message>
</context>
</TS>
