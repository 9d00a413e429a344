<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>A11y</name>
    <message>
        <source>East</source>
        <translation>东</translation>
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
        <translation>背面朝上的牌</translation>
    </message>
    <message>
        <source>East wind</source>
        <translation>东风</translation>
    </message>
    <message>
        <source>South wind</source>
        <translation>南风</translation>
    </message>
    <message>
        <source>West wind</source>
        <translation>西风</translation>
    </message>
    <message>
        <source>North wind</source>
        <translation>北风</translation>
    </message>
    <message>
        <source>White dragon</source>
        <translation>白板</translation>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>发财</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>红中</translation>
    </message>
    <message>
        <source>Spring flower</source>
        <translation>花牌春</translation>
    </message>
    <message>
        <source>Summer flower</source>
        <translation>花牌夏</translation>
    </message>
    <message>
        <source>Autumn flower</source>
        <translation>花牌秋</translation>
    </message>
    <message>
        <source>Winter flower</source>
        <translation>花牌冬</translation>
    </message>
    <message>
        <source>Plum flower</source>
        <translation>花牌梅</translation>
    </message>
    <message>
        <source>Orchid flower</source>
        <translation>花牌兰</translation>
    </message>
    <message>
        <source>Chrysanthemum flower</source>
        <translation>花牌菊</translation>
    </message>
    <message>
        <source>Bamboo flower</source>
        <translation>花牌竹</translation>
    </message>
    <message>
        <source>red 5 characters</source>
        <translation>红5万</translation>
    </message>
    <message>
        <source>red 5 dots</source>
        <translation>红5筒</translation>
    </message>
    <message>
        <source>red 5 bamboo</source>
        <translation>红5条</translation>
    </message>
    <message>
        <source>%1 characters</source>
        <translation>%1万</translation>
    </message>
    <message>
        <source>%1 dots</source>
        <translation>%1筒</translation>
    </message>
    <message>
        <source>%1 bamboo</source>
        <translation>%1条</translation>
    </message>
    <message>
        <source>concealed kong of %1</source>
        <translation>%1的暗杠</translation>
    </message>
    <message>
        <source>unknown seat</source>
        <translation>未知座位</translation>
    </message>
    <message>
        <source>chi of %1 from %2</source>
        <translation>吃%2家的%1</translation>
    </message>
    <message>
        <source>pon of %1 from %2</source>
        <translation>碰%2家的%1</translation>
    </message>
    <message>
        <source>added kong of %1 from %2</source>
        <translation>%2家的%1加杠</translation>
    </message>
    <message>
        <source>kong of %1 from %2</source>
        <translation>杠%2家的%1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Skip</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>过</translation>
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
        <translation>杠</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>打牌</translation>
    </message>
    <message>
        <source>Call anyway</source>
        <translation>仍然鸣牌</translation>
    </message>
    <message>
        <source>Don&apos;t call</source>
        <translation>不鸣牌</translation>
    </message>
</context>
<context>
    <name>BreakdownPanel</name>
    <message>
        <source>East</source>
        <translation>东</translation>
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
        <translation>%1 %2（%3 放铳）</translation>
    </message>
    <message>
        <source>The wall is exhausted</source>
        <translation>荒牌流局</translation>
    </message>
    <message>
        <source>Abortive draw</source>
        <translation>中途流局</translation>
    </message>
    <message>
        <source>The hand ended by the rule %1.</source>
        <translation>本局因“%1”规则而结束。</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>累计</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>谁付给谁</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>— stands for no player: money paid in from nobody (a bonus) or out to nobody (a loss to the table).</source>
        <translation>“—”表示不是任何玩家：从无人处得到的钱（奖励），或付给无人的钱（交给牌桌的损失）。</translation>
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
        <translation>全部显示</translation>
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
        <translation>无支付</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>听牌</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>最终排名</translation>
    </message>
    <message>
        <source>%1 stops: end the game</source>
        <translation>%1 止局：结束对局</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>After</source>
        <translation>之后</translation>
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
        <source>Review my play</source>
        <translation>复盘我的打法</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>回车键</translation>
    </message>
    <message>
        <source>You win by %1</source>
        <translation>你 %1</translation>
    </message>
    <message>
        <source>You win by %1 from %2</source>
        <translation>你 %1（%2 放铳）</translation>
    </message>
    <message>
        <source>%1 wins by %2 from you</source>
        <translation>%1 %2（你放铳）</translation>
    </message>
    <message>
        <source>End the game here</source>
        <translation>在此结束对局</translation>
    </message>
    <message>
        <source>Quit the table</source>
        <translation>退出牌桌</translation>
    </message>
    <message>
        <source>Waiting for the other players…</source>
        <translation>等待其他玩家…</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
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
        <translation>和牌张</translation>
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
        <translation>杠</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <source>Added kong</source>
        <translation>加杠</translation>
    </message>
    <message>
        <source>Dora indicator</source>
        <translation>宝牌指示牌</translation>
    </message>
    <message>
        <source>Ura indicator</source>
        <translation>里宝牌指示牌</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>两立直</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>一发</translation>
    </message>
    <message>
        <source>Win on a kong&apos;s replacement</source>
        <translation>杠上开花</translation>
    </message>
    <message>
        <source>Robbing a kong</source>
        <translation>抢杠</translation>
    </message>
    <message>
        <source>Last tile of the wall</source>
        <translation>海底捞月</translation>
    </message>
    <message>
        <source>Last discard</source>
        <translation>河底捞鱼</translation>
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
        <translation>和绝张</translation>
    </message>
    <message>
        <source>Win on a flower&apos;s replacement</source>
        <translation>补花后自摸</translation>
    </message>
    <message>
        <source>Riichi, self-drawn, with a dora</source>
        <translation>立直自摸，带一张宝牌</translation>
    </message>
    <message>
        <source>Dragon pon and a pure straight in one suit</source>
        <translation>碰三元牌，一色一条龙</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>七对</translation>
    </message>
    <message>
        <source>Concealed kong, flowers, won on the replacement</source>
        <translation>暗杠、花牌，杠上开花</translation>
    </message>
    <message>
        <source>Open hand with no yaku</source>
        <translation>无役的副露手牌</translation>
    </message>
    <message>
        <source>East</source>
        <translation>东</translation>
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
        <translation>对家</translation>
    </message>
    <message>
        <source>right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Click tiles in the palette to build a hand of 14 (a kong counts as 3).</source>
        <translation>点击上方的牌组成 14 张的手牌（杠算 3 张）。</translation>
    </message>
    <message>
        <source>%1 of 14 tiles: %2 more to pick.</source>
        <translation>已选 %1 / 14 张：还差 %2 张。</translation>
    </message>
    <message>
        <source>%1 tiles: a hand has 14 (a kong counts as 3).</source>
        <translation>%1 张：手牌应为 14 张（杠算 3 张）。</translation>
    </message>
    <message>
        <source>Choose the winning tile.</source>
        <translation>请选择和牌张。</translation>
    </message>
    <message>
        <source>14 tiles. Click a tile of the hand to take it out.</source>
        <translation>14 张。点击手牌中的牌可将其移除。</translation>
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
        <translation>载入示例…</translation>
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
        <translation>点击加入：</translation>
    </message>
    <message>
        <source>Called from:</source>
        <translation>来自：</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>和牌：</translation>
    </message>
    <message>
        <source>on a discard</source>
        <translation>点和</translation>
    </message>
    <message>
        <source>self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>Seat wind:</source>
        <translation>门风：</translation>
    </message>
    <message>
        <source>Round wind:</source>
        <translation>圈风：</translation>
    </message>
    <message>
        <source>Situation:</source>
        <translation>情形：</translation>
    </message>
    <message>
        <source>Counted by: %1</source>
        <translation>计入的规则：%1</translation>
    </message>
    <message>
        <source>Huangfan hand (荒番, 上海)</source>
        <translation>荒番（上海）</translation>
    </message>
    <message>
        <source>上海: after a drawn hand the next hands score double</source>
        <translation>上海：流局后的牌局计分加倍</translation>
    </message>
    <message>
        <source>Dora indicators</source>
        <translation>宝牌指示牌</translation>
    </message>
    <message>
        <source>Ura indicators</source>
        <translation>里宝牌指示牌</translation>
    </message>
    <message>
        <source>Not counted here: %1</source>
        <translation>此规则不计：%1</translation>
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
        <translation>东</translation>
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
        <translation>余 %1 张</translation>
    </message>
    <message>
        <source>Honba %1</source>
        <translation>本场 %1</translation>
    </message>
</context>
<context>
    <name>DrillScreen</name>
    <message>
        <source>wins</source>
        <translation>和牌</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>听牌</translation>
    </message>
    <message>
        <source>%1-shanten</source>
        <translation>%1 向听</translation>
    </message>
    <message>
        <source>%1 tiles improve it</source>
        <translation>进张 %1 张</translation>
    </message>
    <message>
        <source>danger %1%</source>
        <translation>放铳率 %1%</translation>
    </message>
    <message>
        <source>value %1 points</source>
        <translation>期望 %1 点</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>打牌</translation>
    </message>
    <message>
        <source>%1, discard</source>
        <translation>%1，打出</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>过</translation>
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
        <translation>杠</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>练习题</translation>
    </message>
    <message>
        <source>Ruleset: %1</source>
        <translation>规则：%1</translation>
    </message>
    <message>
        <source>Every ruleset</source>
        <translation>全部规则</translation>
    </message>
    <message>
        <source>Finding the positions…</source>
        <translation>正在查找局面…</translation>
    </message>
    <message>
        <source>No positions to practise yet.</source>
        <translation>暂时没有可练习的局面。</translation>
    </message>
    <message>
        <source>Session over</source>
        <translation>本轮练习结束</translation>
    </message>
    <message>
        <source>Position %1 of %2 · %3 right of %4</source>
        <translation>第 %1 / %2 题 · 答对 %3 / %4</translation>
    </message>
    <message>
        <source>A built-in position (%1, hand %2): play some games and your own mistakes become drills.</source>
        <translation>内置局面（%1，第 %2 局）：多打几局，你自己的失误就会变成练习题。</translation>
    </message>
    <message>
        <source>From your game %1 (%2, hand %3)</source>
        <translation>来自你的对局 %1（%2，第 %3 局）</translation>
    </message>
    <message>
        <source>missed %1 of %2 times before</source>
        <translation>此前 %2 次中答错 %1 次</translation>
    </message>
    <message>
        <source>Pick the tile to discard with the declaration (Esc cancels).</source>
        <translation>选择宣言时打出的牌（Esc 取消）。</translation>
    </message>
    <message>
        <source>%1 was discarded: what do you do?</source>
        <translation>有人打出 %1：你怎么做？</translation>
    </message>
    <message>
        <source>Your turn: what do you discard? Click a tile, or choose below.</source>
        <translation>轮到你：打哪张？点一张牌，或选择下面的操作。</translation>
    </message>
    <message>
        <source>Right: the Strong bot&apos;s choice.</source>
        <translation>答对：与强电脑的选择相同。</translation>
    </message>
    <message>
        <source>Right: as good as the Strong bot&apos;s choice.</source>
        <translation>答对：与强电脑的选择一样好。</translation>
    </message>
    <message>
        <source>Not the best: the Strong bot chooses differently.</source>
        <translation>不是最佳：强电脑的选择不同。</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>你的回答</translation>
    </message>
    <message>
        <source>Strong bot</source>
        <translation>强电脑</translation>
    </message>
    <message>
        <source>In the game you played</source>
        <translation>你在对局中的打法</translation>
    </message>
    <message>
        <source>%1 of your games are not reviewed yet: open Record to review them, and the decisions the Strong bot finds clearly worse become drills.</source>
        <translation>你有 %1 局还没有复盘：打开“战绩”进行复盘，强电脑认为明显更差的选择就会变成练习题。</translation>
    </message>
    <message>
        <source>The Strong bot found no clearly better move in your reviewed games.</source>
        <translation>在你已复盘的对局中，强电脑没有找到明显更好的打法。</translation>
    </message>
    <message>
        <source>%1 right of %2. The positions you miss twice come back first next time.</source>
        <translation>答对 %1 / %2。答错两次的局面下次会最先出现。</translation>
    </message>
    <message>
        <source>Practise again</source>
        <translation>再练一轮</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一题</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
</context>
<context>
    <name>EnginePhrase</name>
    <message>
        <source>, completed by the ron: counts as open</source>
        <translation>，由荣和完成：按明刻计</translation>
    </message>
    <message>
        <source>(terminal/honour)</source>
        <translation>（幺九）</translation>
    </message>
    <message>
        <source>(simple)</source>
        <translation>（中张）</translation>
    </message>
    <message>
        <source>(yakuhai: dragon)</source>
        <translation>（役牌：三元牌）</translation>
    </message>
    <message>
        <source>(yakuhai: round wind)</source>
        <translation>（役牌：场风）</translation>
    </message>
    <message>
        <source>(yakuhai: seat wind)</source>
        <translation>（役牌：自风）</translation>
    </message>
    <message>
        <source>four groups and a pair</source>
        <translation>四组一对</translation>
    </message>
    <message>
        <source>(completes the pair)</source>
        <translation>（完成将牌）</translation>
    </message>
    <message>
        <source>(completes the knitted straight)</source>
        <translation>（完成组合龙）</translation>
    </message>
    <message>
        <source>completes</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>(merged)</source>
        <translation>（合并）</translation>
    </message>
    <message>
        <source>class</source>
        <translation>类</translation>
    </message>
    <message>
        <source>double yakuman</source>
        <translation>双倍役满</translation>
    </message>
    <message>
        <source>triple yakuman</source>
        <translation>三倍役满</translation>
    </message>
    <message>
        <source>pays for the self-draw</source>
        <translation>为自摸付</translation>
    </message>
    <message>
        <source>gains</source>
        <translation>得</translation>
    </message>
    <message>
        <source>pays</source>
        <translation>付</translation>
    </message>
    <message>
        <source>points</source>
        <translation>分</translation>
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
        <source>vs</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>of the winner&apos;s</source>
        <translation>（和牌者所得）</translation>
    </message>
    <message>
        <source>(pair)</source>
        <translation>（对子）</translation>
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
        <translation>文件是空的</translation>
    </message>
    <message>
        <source>the file ends after %1 bytes, in the middle of the game</source>
        <translation>文件在 %1 字节处中断，对局记录不完整</translation>
    </message>
    <message>
        <source>the file is not JSON (byte %1)</source>
        <translation>文件不是 JSON 格式（第 %1 字节）</translation>
    </message>
    <message>
        <source>the file is not readable JSON: %1</source>
        <translation>文件不是可读取的 JSON</translation>
    </message>
    <message>
        <source>the file is not a Quetai game (no &apos;format&apos;)</source>
        <translation>文件不是雀台的对局存档（没有 &apos;format&apos; 字段）</translation>
    </message>
    <message>
        <source>the file is not a Quetai game (format &apos;%1&apos;)</source>
        <translation>文件不是雀台的对局存档（格式为 &apos;%1&apos;）</translation>
    </message>
    <message>
        <source>the file is version %1, written by a newer Quetai; this one reads up to version %2</source>
        <translation>文件是第 %1 版，由较新的雀台写入；本程序最多只能读取第 %2 版</translation>
    </message>
    <message>
        <source>&apos;game&apos; must be an object (the table&apos;s save)</source>
        <translation>&apos;game&apos; 必须是一个对象（牌桌的存档）</translation>
    </message>
    <message>
        <source>&apos;seats&apos; must be a list of four seats</source>
        <translation>&apos;seats&apos; 必须是四个座位的列表</translation>
    </message>
    <message>
        <source>the game does not replay: %1</source>
        <translation>对局无法重演：%1</translation>
    </message>
    <message>
        <source>the save is not valid JSON: %1</source>
        <translation>存档不是有效的 JSON</translation>
    </message>
    <message>
        <source>not a Quetai save (format quetai-game-1 expected)</source>
        <translation>不是雀台的存档（应为 &apos;quetai-game-1&apos; 格式）</translation>
    </message>
    <message>
        <source>the save&apos;s &apos;ruleset&apos; must be a string</source>
        <translation>存档的 &apos;ruleset&apos; 必须是字符串</translation>
    </message>
    <message>
        <source>the save&apos;s ruleset: %1</source>
        <translation>存档的规则：%1</translation>
    </message>
    <message>
        <source>ruleset &apos;%1&apos; is not implemented yet</source>
        <translation>规则 &apos;%1&apos; 尚未实现</translation>
    </message>
    <message>
        <source>unknown ruleset &apos;%1&apos; (known: %2)</source>
        <translation>未知的规则 &apos;%1&apos;（已知：%2）</translation>
    </message>
    <message>
        <source>the save has no valid &apos;seed&apos;</source>
        <translation>存档没有有效的 &apos;seed&apos;</translation>
    </message>
    <message>
        <source>the save&apos;s options: %1</source>
        <translation>存档的选项：%1</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos; (known: %2)</source>
        <translation>未知的选项 &apos;%1&apos;（已知：%2）</translation>
    </message>
    <message>
        <source>option &apos;%1&apos; = %2 is out of range %3</source>
        <translation>选项 &apos;%1&apos; = %2 超出范围 %3</translation>
    </message>
    <message>
        <source>option &apos;%1&apos; must be a number or a boolean</source>
        <translation>选项 &apos;%1&apos; 必须是数字或布尔值</translation>
    </message>
    <message>
        <source>option &apos;%1&apos; must be a number or true/false</source>
        <translation>选项 &apos;%1&apos; 必须是数字或布尔值</translation>
    </message>
    <message>
        <source>the save has no &apos;actions&apos; list</source>
        <translation>存档没有 &apos;actions&apos; 列表</translation>
    </message>
    <message>
        <source>action %1 of the save cannot be replayed: %2</source>
        <translation>存档的第 %1 步无法重演：%2</translation>
    </message>
    <message>
        <source>an action must be a JSON object</source>
        <translation>操作必须是 JSON 对象</translation>
    </message>
    <message>
        <source>action &apos;type&apos; must be a string</source>
        <translation>操作的 &apos;type&apos; 必须是字符串</translation>
    </message>
    <message>
        <source>unknown action type &apos;%1&apos;</source>
        <translation>未知的操作类型 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>action &apos;%1&apos; must be a whole number %2..%3</source>
        <translation>操作的 &apos;%1&apos; 必须是 %2..%3 之间的整数</translation>
    </message>
    <message>
        <source>&apos;with&apos; must be an array of up to 3 tile ids</source>
        <translation>&apos;with&apos; 必须是最多 3 个牌编号的数组</translation>
    </message>
    <message>
        <source>&apos;with&apos; holds tile ids 0..%1</source>
        <translation>&apos;with&apos; 只能包含 0..%1 的牌编号</translation>
    </message>
    <message>
        <source>bad action JSON: %1</source>
        <translation>操作的 JSON 有误</translation>
    </message>
    <message>
        <source>illegal action &apos;%1&apos;: %2</source>
        <translation>规则不允许的操作</translation>
    </message>
    <message>
        <source>action without a seat (0..3)</source>
        <translation>操作没有座位（0..3）</translation>
    </message>
    <message>
        <source>next_hand: the hand is not over</source>
        <translation>下一局：本局尚未结束</translation>
    </message>
    <message>
        <source>tile not in hand</source>
        <translation>牌不在手中</translation>
    </message>
    <message>
        <source>table invariant violated after action %1: %2</source>
        <translation>第 %1 步之后牌桌状态不一致</translation>
    </message>
    <message>
        <source>&apos;flowers&apos;: %1 plays with 136 tiles, no flowers</source>
        <translation>&apos;flowers&apos;：%1使用 136 张牌，没有花牌</translation>
    </message>
    <message>
        <source>&apos;flowers&apos; may hold only 1f..8f, got %1</source>
        <translation>&apos;flowers&apos; 只能包含 1f..8f，却有 %1</translation>
    </message>
    <message>
        <source>&apos;flowers&apos;: %1 twice (each flower is one tile)</source>
        <translation>&apos;flowers&apos;：%1 出现两次（每种花牌只有一张）</translation>
    </message>
    <message>
        <source>&apos;flowers&apos;: %1 is given twice</source>
        <translation>&apos;flowers&apos;：%1 出现两次</translation>
    </message>
    <message>
        <source>&apos;melds&apos;[%1]: a %2 is not a meld of %3</source>
        <translation>&apos;melds&apos;[%1]：%3没有%2这种副露</translation>
    </message>
    <message>
        <source>&apos;melds&apos;[%1]: flowers are never in a meld (%2)</source>
        <translation>&apos;melds&apos;[%1]：花牌不能组成副露（%2）</translation>
    </message>
    <message>
        <source>&apos;melds&apos;[%1]: a chi is three number tiles in a row of one suit, not from %2</source>
        <translation>&apos;melds&apos;[%1]：吃是同一花色相连的三张数牌，不能从 %2 开始</translation>
    </message>
    <message>
        <source>&apos;melds&apos;[%1]: %2 plays without red fives</source>
        <translation>&apos;melds&apos;[%1]：%2不用赤五</translation>
    </message>
    <message>
        <source>&apos;melds&apos;[%1]: meld %2 has more red tiles than fives</source>
        <translation>&apos;melds&apos;[%1]：副露 %2 的赤牌比五还多</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: the hand has %1 concealed tiles and %2 melds: a winning hand needs 14 (kongs count as 3)</source>
        <translation>&apos;hand&apos;：手中有 %1 张暗牌和 %2 组副露，和牌需要 14 张（杠算 3 张）</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: the hand has %1 concealed tiles and %2 melds: a waiting hand needs 13 (kongs count as 3)</source>
        <translation>&apos;hand&apos;：手中有 %1 张暗牌和 %2 组副露，听牌需要 13 张（杠算 3 张）</translation>
    </message>
    <message>
        <source>the hand has %1 concealed tiles and %2 melds: a winning hand needs 14 (kongs count as 3)</source>
        <translation>手中有 %1 张暗牌和 %2 组副露，和牌需要 14 张（杠算 3 张）</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: flowers go in &apos;flowers&apos;, not in the hand, got %1</source>
        <translation>&apos;hand&apos;：花牌应放在 &apos;flowers&apos; 里，不放在手牌中，却有 %1</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: flowers go in &apos;flowers&apos;, not in the hand</source>
        <translation>&apos;hand&apos;：花牌应放在 &apos;flowers&apos; 里，不放在手牌中</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: %1 plays without flowers, got %2</source>
        <translation>&apos;hand&apos;：%1没有花牌，却有 %2</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: only fives can be red</source>
        <translation>&apos;hand&apos;：只有五可以是赤牌</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: %1 plays without red fives</source>
        <translation>&apos;hand&apos;：%1不用赤五</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: more than four %1 in the hand and melds</source>
        <translation>&apos;hand&apos;：手牌和副露中的 %1 超过四张</translation>
    </message>
    <message>
        <source>more than four %1 in the hand and melds</source>
        <translation>手牌和副露中的 %1 超过四张</translation>
    </message>
    <message>
        <source>&apos;win_tile&apos; %1 is not in &apos;hand&apos; (the hand includes the winning tile)</source>
        <translation>&apos;win_tile&apos; %1 不在 &apos;hand&apos; 中（手牌要包括和牌的那张牌）</translation>
    </message>
    <message>
        <source>&apos;win_tile&apos; is missing: %1</source>
        <translation>缺少 &apos;win_tile&apos;：%1</translation>
    </message>
    <message>
        <source>riichi fu depend on the tile that completed the hand</source>
        <translation>立直麻将的符取决于和牌的那张牌</translation>
    </message>
    <message>
        <source>MCR&apos;s wait fans and concealed pungs depend on the winning tile</source>
        <translation>国标麻将的听牌番种和暗刻取决于和牌的那张牌</translation>
    </message>
    <message>
        <source>暗刻 on a discard and 九莲宝灯 depend on it</source>
        <translation>点和时的暗刻和九莲宝灯取决于它</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be 1..4 (E S W N), got %2</source>
        <translation>&apos;%1&apos; 必须是 1..4（东南西北），却是 %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be 1..4 (E S W N)</source>
        <translation>&apos;%1&apos; 必须是 1..4（东南西北）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be 1..4</source>
        <translation>&apos;%1&apos; 必须是 1..4</translation>
    </message>
    <message>
        <source>&apos;situation&apos;: &apos;%1&apos; is not a %2 situation (%3)</source>
        <translation>&apos;situation&apos;：&apos;%1&apos; 不是%2的和牌情形（可用：%3）</translation>
    </message>
    <message>
        <source>&apos;situation&apos;: &apos;%1&apos; is given twice</source>
        <translation>&apos;situation&apos;：&apos;%1&apos; 出现两次</translation>
    </message>
    <message>
        <source>%1 needs &apos;win_tile&apos;, the tile robbed from the kong</source>
        <translation>%1 需要 &apos;win_tile&apos;，即被抢杠的那张牌</translation>
    </message>
    <message>
        <source>%1: the robbed tile %2 is the fourth of its kind (the other three are in the robbed kong), yet the hand holds %3</source>
        <translation>%1：被抢的 %2 是这种牌的第四张（另外三张在被抢的杠里），手牌和副露中却有 %3 张</translation>
    </message>
    <message>
        <source>chankan robs the fourth %1, so the winner holds no other</source>
        <translation>&apos;chankan&apos; 抢的是第四张 %1，和牌者不能再有同样的牌</translation>
    </message>
    <message>
        <source>&apos;hand&apos;: %1 is not a complete hand (four groups and a pair, 七对, 全不靠 or 十三幺)</source>
        <translation>&apos;hand&apos;：%1 不是完整的和牌型（四组面子加一对、七对、全不靠或十三幺）</translation>
    </message>
    <message>
        <source>&apos;chankan&apos; (抢杠) robs the fourth %1 (three are in the robbed pon), yet the hand holds %2</source>
        <translation>&apos;chankan&apos;（抢杠）抢的是第四张 %1（另外三张在被抢的碰里），手牌和副露中却有 %2 张</translation>
    </message>
    <message>
        <source>&apos;situation&apos;: &apos;chankan&apos;: the robbed tile is the fourth of its kind, yet the hand holds %1</source>
        <translation>&apos;situation&apos;：&apos;chankan&apos;：被抢的牌是这种牌的第四张，手牌和副露中却有 %1 张</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs a concealed hand (no open melds)</source>
        <translation>&apos;%1&apos; 需要门前清（没有明的副露）</translation>
    </message>
    <message>
        <source>&apos;ippatsu&apos; needs &apos;riichi&apos; or &apos;double_riichi&apos;</source>
        <translation>&apos;ippatsu&apos; 需要 &apos;riichi&apos; 或 &apos;double_riichi&apos;</translation>
    </message>
    <message>
        <source>&apos;rinshan&apos; (岭上开花) needs a self-drawn win and a kong of the winner</source>
        <translation>&apos;rinshan&apos;（岭上开花）需要自摸和牌，且和牌者有杠</translation>
    </message>
    <message>
        <source>&apos;rinshan&apos; (岭上开花) is a self-drawn win on the replacement after one&apos;s own kong: it needs tsumo and a kong</source>
        <translation>&apos;rinshan&apos;（岭上开花）是自己开杠后以补牌自摸和牌：需要自摸和一个杠</translation>
    </message>
    <message>
        <source>&apos;rinshan&apos; (嶺上開花) is a self-draw on the replacement tile after one&apos;s own kong</source>
        <translation>&apos;rinshan&apos;（岭上开花）是自己开杠后以补牌自摸</translation>
    </message>
    <message>
        <source>&apos;rinshan&apos; (杠开) is a self-drawn win on the replacement after one&apos;s own kong</source>
        <translation>&apos;rinshan&apos;（杠开）是自己开杠后以补牌自摸和牌</translation>
    </message>
    <message>
        <source>rinshan (杠上开花) is a self-draw on the replacement tile after one&apos;s own kong</source>
        <translation>&apos;rinshan&apos;（杠上开花）是自己开杠后以补牌自摸</translation>
    </message>
    <message>
        <source>&apos;flower_replacement&apos; (杠开) is a self-drawn win on the replacement after a flower</source>
        <translation>&apos;flower_replacement&apos;（杠开）是补花后以补牌自摸和牌</translation>
    </message>
    <message>
        <source>&apos;flower_replacement&apos; is a self-drawn win on the replacement for a flower: it needs tsumo and a flower</source>
        <translation>&apos;flower_replacement&apos; 是补花后以补牌自摸和牌：需要自摸和一张花牌</translation>
    </message>
    <message>
        <source>&apos;haitei&apos; (海底捞月) is a self-drawn win on the last wall tile</source>
        <translation>&apos;haitei&apos;（海底捞月）是摸牌墙最后一张牌自摸和牌</translation>
    </message>
    <message>
        <source>&apos;haitei&apos; (海底摸月) is a self-draw of the last wall tile</source>
        <translation>&apos;haitei&apos;（海底摸月）是自摸牌墙最后一张牌</translation>
    </message>
    <message>
        <source>&apos;haitei&apos; is a self-drawn win on the last wall tile</source>
        <translation>&apos;haitei&apos; 是摸牌墙最后一张牌自摸和牌</translation>
    </message>
    <message>
        <source>haitei (妙手回春) is a self-draw of the last wall tile</source>
        <translation>&apos;haitei&apos;（妙手回春）是自摸牌墙最后一张牌</translation>
    </message>
    <message>
        <source>&apos;houtei&apos; (河底捞鱼) is a win on the last discard, not a self-draw</source>
        <translation>&apos;houtei&apos;（河底捞鱼）是和最后一张打出的牌，不是自摸</translation>
    </message>
    <message>
        <source>&apos;houtei&apos; (河底捞鱼) is a win on a discard, not a self-draw</source>
        <translation>&apos;houtei&apos;（河底捞鱼）是和打出的牌，不是自摸</translation>
    </message>
    <message>
        <source>&apos;houtei&apos; (河底撈魚) is a win on the last discard, not a self-draw</source>
        <translation>&apos;houtei&apos;（河底捞鱼）是和最后一张打出的牌，不是自摸</translation>
    </message>
    <message>
        <source>&apos;houtei&apos; is a win on the last discard, not a self-draw</source>
        <translation>&apos;houtei&apos; 是和最后一张打出的牌，不是自摸</translation>
    </message>
    <message>
        <source>houtei (海底捞月) is a win on the last discard, not a self-draw</source>
        <translation>&apos;houtei&apos;（海底捞月）是和最后一张打出的牌，不是自摸</translation>
    </message>
    <message>
        <source>&apos;chankan&apos; (抢杠) is a win on another player&apos;s added kong, not a self-draw</source>
        <translation>&apos;chankan&apos;（抢杠）是和别人加杠的那张牌，不是自摸</translation>
    </message>
    <message>
        <source>&apos;chankan&apos; (槍槓) is a win on another player&apos;s kong, not a self-draw</source>
        <translation>&apos;chankan&apos;（抢杠）是和别人杠的那张牌，不是自摸</translation>
    </message>
    <message>
        <source>chankan (抢杠和) is a win on another player&apos;s added kong, not a self-draw</source>
        <translation>&apos;chankan&apos;（抢杠和）是和别人加杠的那张牌，不是自摸</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; (天和) is the dealer&apos;s (seat wind East) self-drawn win on the dealt tiles, no melds</source>
        <translation>&apos;tenhou&apos;（天和）是庄家（门风为东）用配牌自摸和牌，没有副露</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; (天和) is the dealer&apos;s (seat wind East) self-drawn win on the dealt tiles, with no melds</source>
        <translation>&apos;tenhou&apos;（天和）是庄家（门风为东）用配牌自摸和牌，没有副露</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; (天和) is the dealer&apos;s (seat wind East) self-draw on the dealt hand, no melds</source>
        <translation>&apos;tenhou&apos;（天和）是庄家（门风为东）用配牌自摸，没有副露</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; (天胡) is the dealer&apos;s (seat wind East) self-drawn win before any discard, no melds</source>
        <translation type="vanished">&apos;tenhou&apos;（天胡）是庄家（门风为东）在打出任何牌之前自摸和牌，没有副露</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; (地和) is a non-dealer&apos;s win on the dealer&apos;s first discard, no melds</source>
        <translation>&apos;chiihou&apos;（地和）是闲家和庄家打出的第一张牌，没有副露</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; (地和) is a non-dealer&apos;s win on the dealer&apos;s first discard, with no melds</source>
        <translation>&apos;chiihou&apos;（地和）是闲家和庄家打出的第一张牌，没有副露</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; (地和) is a non-dealer&apos;s self-draw on the first draw, no melds</source>
        <translation>&apos;chiihou&apos;（地和）是闲家第一次摸牌就自摸，没有副露</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; (地胡) is a non-dealer&apos;s win before their first discard, no melds</source>
        <translation type="vanished">&apos;chiihou&apos;（地胡）是闲家在自己打出第一张牌之前和牌，没有副露</translation>
    </message>
    <message>
        <source>&apos;rinshan&apos; and &apos;haitei&apos; together: the replacement tile after a kong comes from the dead wall, not the last live-wall tile (yuque-fans.tsv 0.2.1, 0.2.2)</source>
        <translation>&apos;rinshan&apos; 与 &apos;haitei&apos; 不能同时成立：杠后的补牌来自岭上，不是牌墙的最后一张</translation>
    </message>
    <message>
        <source>&apos;chankan&apos; and &apos;houtei&apos; together: a robbed added-kong tile is not a discard (yuque-fans.tsv 0.2.3, 0.2.4)</source>
        <translation>&apos;chankan&apos; 与 &apos;houtei&apos; 不能同时成立：被抢的加杠牌不是打出的牌</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; and &apos;haitei&apos; together: 天和 is won on the dealer&apos;s first draw, not the last live-wall tile</source>
        <translation>&apos;tenhou&apos; 与 &apos;haitei&apos; 不能同时成立：天和是庄家第一次摸牌和牌，不是牌墙的最后一张</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; with &apos;houtei&apos; or &apos;chankan&apos;: 地和 is a win on the dealer&apos;s first discard (yuque-fans.tsv 0.2.6)</source>
        <translation>&apos;chiihou&apos; 不能与 &apos;houtei&apos; 或 &apos;chankan&apos; 同时成立：地和是和庄家打出的第一张牌</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; and &apos;chiihou&apos; are wins on the first turn and combine with no other word</source>
        <translation>&apos;tenhou&apos; 和 &apos;chiihou&apos; 是第一巡的和牌，不能与其他情形同时成立</translation>
    </message>
    <message>
        <source>&apos;rinshan&apos; and &apos;flower_replacement&apos; together: one replacement tile is for a kong or for a flower</source>
        <translation>&apos;rinshan&apos; 与 &apos;flower_replacement&apos; 不能同时成立：一张补牌要么补杠，要么补花</translation>
    </message>
    <message>
        <source>&apos;rinshan&apos; and &apos;flower_replacement&apos; together: one replacement tile</source>
        <translation>&apos;rinshan&apos; 与 &apos;flower_replacement&apos; 不能同时成立：只有一张补牌</translation>
    </message>
    <message>
        <source>&apos;chankan&apos; and &apos;houtei&apos; together: a robbed kong tile is not a discard</source>
        <translation>&apos;chankan&apos; 与 &apos;houtei&apos; 不能同时成立：被抢杠的牌不是打出的牌</translation>
    </message>
    <message>
        <source>chankan and houtei together: a robbed kong is not a discard</source>
        <translation>&apos;chankan&apos; 与 &apos;houtei&apos; 不能同时成立：被抢的杠不是打出的牌</translation>
    </message>
    <message>
        <source>&apos;houtei&apos; and &apos;chankan&apos; together: a robbed kong is not a discard</source>
        <translation>&apos;houtei&apos; 与 &apos;chankan&apos; 不能同时成立：被抢的杠不是打出的牌</translation>
    </message>
    <message>
        <source>&apos;haitei&apos; and &apos;rinshan&apos; together: a replacement tile is not the last wall tile</source>
        <translation>&apos;haitei&apos; 与 &apos;rinshan&apos; 不能同时成立：补牌不是牌墙的最后一张</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos;/&apos;chiihou&apos; win on the first draw, before any riichi could be declared</source>
        <translation>&apos;tenhou&apos;/&apos;chiihou&apos; 在第一次摸牌时和牌，那时还不可能立直</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; is won on the dealt tiles and the first draw</source>
        <translation>&apos;tenhou&apos; 是用配牌和第一次摸牌和牌</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>不是有效的 JSON</translation>
    </message>
    <message>
        <source>a hand description must be a JSON object</source>
        <translation>手牌描述必须是 JSON 对象</translation>
    </message>
    <message>
        <source>&apos;ruleset&apos; must be a string (a ruleset id)</source>
        <translation>&apos;ruleset&apos; 必须是字符串（规则的编号）</translation>
    </message>
    <message>
        <source>missing &apos;hand&apos;</source>
        <translation>缺少 &apos;hand&apos;</translation>
    </message>
    <message>
        <source>&apos;win_tile&apos; must be exactly one tile</source>
        <translation>&apos;win_tile&apos; 必须正好是一张牌</translation>
    </message>
    <message>
        <source>&apos;situation&apos; must be an array of words</source>
        <translation>&apos;situation&apos; 必须是由情形词组成的数组</translation>
    </message>
    <message>
        <source>&apos;situation&apos; entries must be strings</source>
        <translation>&apos;situation&apos; 的每一项都必须是字符串</translation>
    </message>
    <message>
        <source>melds[%1] must be an object</source>
        <translation>&apos;melds&apos;[%1] 必须是一个对象</translation>
    </message>
    <message>
        <source>melds[%1].type must be a string</source>
        <translation>&apos;melds[%1].type&apos; 必须是字符串</translation>
    </message>
    <message>
        <source>melds[%1].type &apos;%2&apos; is not one of chi, pon, kan, kakan, ankan</source>
        <translation>&apos;melds[%1].type&apos; 的 &apos;%2&apos; 不是 &apos;chi&apos;、&apos;pon&apos;、&apos;kan&apos;、&apos;kakan&apos;、&apos;ankan&apos; 之一</translation>
    </message>
    <message>
        <source>melds[%1].tiles must be a string</source>
        <translation>&apos;melds[%1].tiles&apos; 必须是字符串</translation>
    </message>
    <message>
        <source>melds[%1].tiles: %2</source>
        <translation>&apos;melds[%1].tiles&apos;：%2</translation>
    </message>
    <message>
        <source>melds[%1]: a %2 has %3 tiles, got %4</source>
        <translation>&apos;melds&apos;[%1]：%2 应有 %3 张牌，却有 %4 张</translation>
    </message>
    <message>
        <source>melds[%1]: flowers cannot be in a meld</source>
        <translation>&apos;melds&apos;[%1]：花牌不能组成副露</translation>
    </message>
    <message>
        <source>melds[%1]: %2 is not a run of three in one suit</source>
        <translation>&apos;melds&apos;[%1]：%2 不是同一花色相连的三张牌</translation>
    </message>
    <message>
        <source>melds[%1]: %2 is not %3 of a kind</source>
        <translation>&apos;melds&apos;[%1]：%2 不是 %3 张相同的牌</translation>
    </message>
    <message>
        <source>melds[%1].from must be 1 (上家), 2 (对家) or 3 (下家)</source>
        <translation>&apos;melds[%1].from&apos; 必须是 1（上家）、2（对家）或 3（下家）</translation>
    </message>
    <message>
        <source>melds[%1].claimed: %2</source>
        <translation>&apos;melds[%1].claimed&apos;：%2</translation>
    </message>
    <message>
        <source>suit letter &apos;%1&apos; at position %2 has no digits before it</source>
        <translation>第 %2 位的花色字母 &apos;%1&apos; 前面没有数字</translation>
    </message>
    <message>
        <source>&apos;%1&apos; at position %2: honours are 1z..7z</source>
        <translation>第 %2 位的 &apos;%1&apos;：字牌是 1z..7z</translation>
    </message>
    <message>
        <source>&apos;%1&apos; at position %2: flowers are 1f..8f</source>
        <translation>第 %2 位的 &apos;%1&apos;：花牌是 1f..8f</translation>
    </message>
    <message>
        <source>digits &apos;%1&apos; at position %2 are followed by &apos;%3&apos; instead of a suit letter m p s z f</source>
        <translation>第 %2 位的数字 &apos;%1&apos; 后面是 &apos;%3&apos;，而不是花色字母 m p s z f</translation>
    </message>
    <message>
        <source>digits &apos;%1&apos; at position %2 have no suit letter (m p s z f)</source>
        <translation>第 %2 位的数字 &apos;%1&apos; 后面没有花色字母（m p s z f）</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos; at position %2 (tiles are digits followed by m p s z f, or the letters E S W N C F P)</source>
        <translation>第 %2 位出现了意外的字符 &apos;%1&apos;（牌写作数字加 m p s z f，或字母 E S W N C F P）</translation>
    </message>
    <message>
        <source>expected exactly one tile in &apos;%1&apos;, found %2</source>
        <translation>&apos;%1&apos; 中应正好有一张牌，却有 %2 张</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be true or false</source>
        <translation>&apos;%1&apos; 必须是布尔值</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a string</source>
        <translation>&apos;%1&apos; 必须是字符串</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be an object</source>
        <translation>&apos;%1&apos; 必须是一个对象</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be an array</source>
        <translation>&apos;%1&apos; 必须是数组</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a whole number from %2</source>
        <translation>&apos;%1&apos; 必须是不小于 %2 的整数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a whole number ≥ 0</source>
        <translation>&apos;%1&apos; 必须是不小于 0 的整数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a string of tiles</source>
        <translation>&apos;%1&apos; 必须是由牌组成的字符串</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos;：%2</translation>
    </message>
    <message>
        <source>not a winning hand: neither four groups and a pair, nor 乱风向 (honours only), nor 八花 (all eight flowers)</source>
        <translation>不是和牌：既非四组一对，也非乱风向（全是字牌），也非八花（八张花牌齐）</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; (天胡) is the dealer&apos;s (seat wind East) self-drawn win before their first discard, when they can hold no claimed meld</source>
        <translation>&apos;tenhou&apos;（天胡）是庄家（门风为东）在自己打出第一张牌之前自摸和牌，此时不可能有吃、碰或明杠</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; (地胡) is a non-dealer&apos;s win before their first discard</source>
        <translation>&apos;chiihou&apos;（地胡）是闲家在自己打出第一张牌之前和牌</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; (地胡) is a win before one&apos;s first discard, which a chi, a pon or an added kong (each followed by a discard) contradicts</source>
        <translation>&apos;chiihou&apos;（地胡）是在自己打出第一张牌之前和牌，与吃、碰或加杠（之后都要打牌）矛盾</translation>
    </message>
    <message>
        <source>&apos;chiihou&apos; (地胡) with a kong is a self-draw: a kong before one&apos;s first discard is followed by its replacement, then a discard</source>
        <translation>带杠的 &apos;chiihou&apos;（地胡）只能是自摸：第一张牌打出之前的杠之后先摸补牌，然后打牌</translation>
    </message>
    <message>
        <source>&apos;tenhou&apos; and &apos;haitei&apos; together: the dealer&apos;s first turn is not the last wall tile</source>
        <translation>&apos;tenhou&apos; 与 &apos;haitei&apos; 不能同时成立：庄家的第一巡不是牌墙的最后一张</translation>
    </message>
    <message>
        <source>&apos;last_tile&apos; (和绝张) says %1 is the last of its kind, yet the hand holds another concealed</source>
        <translation>&apos;last_tile&apos;（和绝张）表示 %1 是该种牌的最后一张，但手中还暗藏着另一张</translation>
    </message>
</context>
<context>
    <name>EngineReasonWord</name>
    <message>
        <source>chi</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>pon</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>kan</source>
        <translation>明杠</translation>
    </message>
    <message>
        <source>kakan</source>
        <translation>加杠</translation>
    </message>
    <message>
        <source>ankan</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>EngineStep</name>
    <message>
        <source>%1: %2 han (open; %3 closed)</source>
        <translation>%1：%2番（副露；门清%3番）</translation>
    </message>
    <message>
        <source>%1: %2 han</source>
        <translation>%1：%2番</translation>
    </message>
    <message>
        <source>%1: %2 fu, not rounded (riichi.md &quot;Fu&quot;)</source>
        <translation>%1：%2符，不进位</translation>
    </message>
    <message>
        <source>待ち Wait: %1 on %2: %3 fu</source>
        <translation>听牌形：%1，听%2：%3符</translation>
    </message>
    <message>
        <source>%1: %2 fu</source>
        <translation>%1：%2符</translation>
    </message>
    <message>
        <source>An open hand at %1 fu counts %2 fu (riichi.md &quot;Fu&quot;)</source>
        <translation>副露手%1符按%2符计</translation>
    </message>
    <message>
        <source>fu %1 rounds up to %2</source>
        <translation>%1符进位为%2符</translation>
    </message>
    <message>
        <source>%1 fu × 2^(%2) = %3</source>
        <translation>%1符 × 2^(%2) = %3</translation>
    </message>
    <message>
        <source>%1 han: %2, a = %3</source>
        <translation>%1番：%2，a = %3</translation>
    </message>
    <message>
        <source>a = %1 &gt; 2000: %2, a = %3</source>
        <translation>a = %1 &gt; 2000：%2，a = %3</translation>
    </message>
    <message>
        <source>Dealer pays %1 = %2 → %3</source>
        <translation>庄家付 %1 = %2 → %3</translation>
    </message>
    <message>
        <source>Discarder (dealer wins) pays %1 = %2 → %3</source>
        <translation>放铳者（庄家和牌）付 %1 = %2 → %3</translation>
    </message>
    <message>
        <source>Discarder pays %1 = %2 → %3</source>
        <translation>放铳者付 %1 = %2 → %3</translation>
    </message>
    <message>
        <source>Each non-dealer pays %1 = %2 → %3</source>
        <translation>每位闲家付 %1 = %2 → %3</translation>
    </message>
    <message>
        <source>Each other non-dealer pays %1 → %2</source>
        <translation>其他闲家各付 %1 → %2</translation>
    </message>
    <message>
        <source>Dealer self-draw: %1 = %2</source>
        <translation>庄家自摸：%1 = %2</translation>
    </message>
    <message>
        <source>Self-draw: %1 = %2</source>
        <translation>自摸：%1 = %2</translation>
    </message>
    <message>
        <source>Honba and deposits are paid on top (%1 honba, %2 deposits)</source>
        <translation>另付本场与供托（%1本场，供托%2点）</translation>
    </message>
    <message>
        <source>%1: no self-draw fu (stays %2)</source>
        <translation>%1：不加自摸符（仍为%2符）</translation>
    </message>
    <message>
        <source>本場 %1 honba × %2</source>
        <translation>本场 %1 × %2</translation>
    </message>
    <message>
        <source>%1 番 fan: p = %2² = %3</source>
        <translation>%1番：p = %2² = %3</translation>
    </message>
    <message>
        <source>%1: the winner gains p = %2; the discarder loses %3</source>
        <translation>%1：和牌者得 p = %2；放铳者失 %3</translation>
    </message>
    <message>
        <source>%1: the winner gains p = %2; each other player loses %3</source>
        <translation>%1：和牌者得 p = %2；其他每家失 %3</translation>
    </message>
    <message>
        <source>%1: the winner gains p = %2; the robbed player loses %3</source>
        <translation>%1：和牌者得 p = %2；被抢杠者失 %3</translation>
    </message>
    <message>
        <source>听牌 Ready, waiting on %1: valued as a win on a discard of %2 (every wait fully visible: the lowest)</source>
        <translation>听牌，听%1：按荣和%2计（所听之牌均已全见：取最低）</translation>
    </message>
    <message>
        <source>听牌 Ready, waiting on %1: valued as a win on a discard of %2 (the highest wait not fully visible)</source>
        <translation>听牌，听%1：按荣和%2计（未全见之牌中取最高）</translation>
    </message>
    <message>
        <source>未听 Not ready: %1 番 fan</source>
        <translation>未听：%1番</translation>
    </message>
    <message>
        <source>f%1 = %2翻, the largest: %3</source>
        <translation>f%1 = %2翻，最大者：%3</translation>
    </message>
    <message>
        <source>f%1 = %2翻, the largest of another category: %3; %4 &gt; √(%5) = %6: 复合跳翻 +%7</source>
        <translation>f%1 = %2翻，另一类中最大者：%3；%4 &gt; √(%5) = %6：复合跳翻 +%7</translation>
    </message>
    <message>
        <source>f%1 = %2翻, the largest of another category: %3; %4 ≤ √(%5) = %6: no 复合跳翻</source>
        <translation>f%1 = %2翻，另一类中最大者：%3；%4 ≤ √(%5) = %6：无复合跳翻</translation>
    </message>
    <message>
        <source>f%1: no fan of another category: no 复合跳翻</source>
        <translation>f%1：没有另一类的番：无复合跳翻</translation>
    </message>
    <message>
        <source>minimum (flowers excluded): %1 ≥ %2: the hand may win</source>
        <translation>起和（不计花）：%1 ≥ %2：可以和牌</translation>
    </message>
    <message>
        <source>minimum (flowers excluded): %1 &lt; %2: not a win</source>
        <translation>起和（不计花）：%1 &lt; %2：不能和牌</translation>
    </message>
    <message>
        <source>no 门清跳翻: the hand has a chi, pon or open kong</source>
        <translation>无门清跳翻：有吃、碰或明杠</translation>
    </message>
    <message>
        <source>门清跳翻 +%1: no chi, pon or open kong</source>
        <translation>门清跳翻 +%1：没有吃、碰或明杠</translation>
    </message>
    <message>
        <source>points = %1副 × %2翻 = %3</source>
        <translation>得分 = %1副 × %2翻 = %3</translation>
    </message>
    <message>
        <source>番牌: the %1 番牌 fans count as one fan of %2翻 (%3 番牌 triplets: one 翻 each)</source>
        <translation>番牌：%1个番牌合为一番，计%2翻（%3个番牌刻子：每个1翻）</translation>
    </message>
    <message>
        <source>番牌: the %1 番牌 fans count as one fan of %2翻 (%3 番牌 triplets; fewer than two: %4翻)</source>
        <translation>番牌：%1个番牌合为一番，计%2翻（%3个番牌刻子；不足两个：%4翻）</translation>
    </message>
    <message>
        <source>番牌: the %1 番牌 fans count as one fan of %2翻 (%3 番牌 triplet; fewer than two: %4翻)</source>
        <translation>番牌：%1个番牌合为一番，计%2翻（%3个番牌刻子；不足两个：%4翻）</translation>
    </message>
    <message>
        <source>番牌: the %1 番牌 fan count as one fan of %2翻 (%3 番牌 triplets; fewer than two: %4翻)</source>
        <translation>番牌：%1个番牌计为一番，%2翻（%3个番牌刻子；不足两个：%4翻）</translation>
    </message>
    <message>
        <source>番牌: the %1 番牌 fan count as one fan of %2翻 (%3 番牌 triplet; fewer than two: %4翻)</source>
        <translation>番牌：%1个番牌计为一番，%2翻（%3个番牌刻子；不足两个：%4翻）</translation>
    </message>
    <message>
        <source>%1-fan minimum, flowers excluded: %2 ≥ %3, a valid win</source>
        <translation>%1番起和（不计花）：%2 ≥ %3，和牌有效</translation>
    </message>
    <message>
        <source>%1-fan minimum, flowers excluded: %2 &lt; %3, not a valid win (错和)</source>
        <translation>%1番起和（不计花）：%2 &lt; %3，错和</translation>
    </message>
    <message>
        <source>Total: %1 fan (%2 without flowers)</source>
        <translation>合计：%1番（不计花%2番）</translation>
    </message>
    <message>
        <source>%1 not counted: included in its honour fan (不重复原则)</source>
        <translation>%1不计：已含于其字牌番（不重复原则）</translation>
    </message>
    <message>
        <source>%1 not counted: included in %2 (不重复原则)</source>
        <translation>%1不计：已含于%2（不重复原则）</translation>
    </message>
    <message>
        <source>%1 not counted: a group already made this fan (不得相同原则)</source>
        <translation>%1不计：已有一组牌成过此番（不得相同原则）</translation>
    </message>
    <message>
        <source>%1 not counted: its groups are in %2 (不重复原则)</source>
        <translation>%1不计：其牌组已在%2中（不重复原则）</translation>
    </message>
    <message>
        <source>%1 not counted: its groups were already combined (套算一次原则)</source>
        <translation>%1不计：其牌组已组合过（套算一次原则）</translation>
    </message>
    <message>
        <source>%1 not counted: the hand waited on more than one kind (MCR: only a sole wait)</source>
        <translation>%1不计：所听不止一种牌（国标：只计唯一听张）</translation>
    </message>
    <message>
        <source>%1: %2 fan (not toward the %3-fan minimum)</source>
        <translation>%1：%2番（不计入%3番起和）</translation>
    </message>
    <message>
        <source>%1: %2 fan</source>
        <translation>%1：%2番</translation>
    </message>
    <message>
        <source>就高不就低 The highest reading: %1; winning tile %2</source>
        <translation>就高不就低：%1；和张%2</translation>
    </message>
    <message>
        <source>铳二摸三: self-drawn, each other player pays %1 (the winner receives %2)</source>
        <translation>铳二摸三：自摸，其他每家付%1（和牌者共得%2）</translation>
    </message>
    <message>
        <source>铳二摸三: the discarder pays %1 = %2</source>
        <translation>铳二摸三：放铳者付 %1 = %2</translation>
    </message>
    <message>
        <source>Types found: none (a plain hand)</source>
        <translation>牌型：无（普通和牌）</translation>
    </message>
    <message>
        <source>Types found: %1</source>
        <translation>牌型：%1</translation>
    </message>
    <message>
        <source>Class %1: 底花 × 2^(番 of the class-%2 types)</source>
        <translation>第%1类：底花 × 2^(第%2类牌型的番)</translation>
    </message>
    <message>
        <source>Class %1: %2 %3 喇 × %4 = %5 花 (the largest class-%6 type; nothing else counts)</source>
        <translation>第%1类：%2 %3喇 × %4 = %5花（第%6类中最大的牌型；其他都不计）</translation>
    </message>
    <message>
        <source>底花 %1: +%2</source>
        <translation>底花 %1：+%2</translation>
    </message>
    <message>
        <source>%1: %2 番, × %3</source>
        <translation>%1：%2番，× %3</translation>
    </message>
    <message>
        <source>%1: %2 番 (recognised, multiplies by %3)</source>
        <translation>%1：%2番（成立，乘以%3）</translation>
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
        <translation>放铳：一份%1；%2口相关：多付一份</translation>
    </message>
    <message>
        <source>dealt in: one share of %1</source>
        <translation>放铳：一份%1</translation>
    </message>
    <message>
        <source>self-draw: one share of %1</source>
        <translation>自摸：一份%1</translation>
    </message>
    <message>
        <source>one share: %1 花 × base %2</source>
        <translation>一份：%1花 × 底分%2</translation>
    </message>
    <message>
        <source>%1口 related: one extra share</source>
        <translation>%1口相关：多付一份</translation>
    </message>
    <message>
        <source>self-draw: F</source>
        <translation>自摸：F</translation>
    </message>
    <message>
        <source>discard: 2F</source>
        <translation>点和：2F</translation>
    </message>
    <message>
        <source>%1 wins %2 points on %3&apos;s discard: the discarder pays 2p = %4, the other two p = %5</source>
        <translation>%1 荣和%3的打牌，得%2分：放铳者付 2p = %4，另两家各付 p = %5</translation>
    </message>
    <message>
        <source>%1 self-draws %2 points: each other player pays 3p/2 = %3</source>
        <translation>%1 自摸%2分：其他每家付 3p/2 = %3</translation>
    </message>
    <message>
        <source>%1 handed the winner %2 tiles: full liability (全包牌), pays everything: +%3</source>
        <translation>%1 给了和牌者%2张牌：全包牌，全部代付：+%3</translation>
    </message>
    <message>
        <source>%1 handed the winner %2 tiles: half liability (半包牌), pays half (rounded up) of each other player&apos;s share: +%3</source>
        <translation>%1 给了和牌者%2张牌：半包牌，代付其他每家份额的一半（向上取整）：+%3</translation>
    </message>
    <message>
        <source>约化分数 Summary score after %1 hands (reference only, T0 = %2): %3</source>
        <translation>约化分数（%1局后，仅供参考，T0 = %2）：%3</translation>
    </message>
    <message>
        <source>荒庄 Exhausted wall: no payments</source>
        <translation>荒庄：不付分</translation>
    </message>
    <message>
        <source>%1 pays %2 %3</source>
        <translation>%1 付给 %2 %3</translation>
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
        <translation>自摸</translation>
    </message>
    <message>
        <source>Open win on a discard</source>
        <translation>副露荣和</translation>
    </message>
    <message>
        <source>Concealed win on a discard</source>
        <translation>门前荣和</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>顺子</translation>
    </message>
    <message>
        <source>Open sequence</source>
        <translation>明顺</translation>
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
        <translation>暗杠</translation>
    </message>
    <message>
        <source>Open kong</source>
        <translation>明杠</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>雀头</translation>
    </message>
    <message>
        <source>two-sided wait</source>
        <translation>两面听</translation>
    </message>
    <message>
        <source>closed wait</source>
        <translation>嵌张听</translation>
    </message>
    <message>
        <source>edge wait</source>
        <translation>边张听</translation>
    </message>
    <message>
        <source>pair wait</source>
        <translation>单骑听</translation>
    </message>
    <message>
        <source>wait on a pair becoming a triplet</source>
        <translation>双碰听</translation>
    </message>
    <message>
        <source>mangan</source>
        <translation>满贯</translation>
    </message>
    <message>
        <source>haneman</source>
        <translation>跳满</translation>
    </message>
    <message>
        <source>baiman</source>
        <translation>倍满</translation>
    </message>
    <message>
        <source>sanbaiman</source>
        <translation>三倍满</translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation>役满</translation>
    </message>
    <message>
        <source>counted yakuman</source>
        <translation>累计役满</translation>
    </message>
    <message>
        <source>rounded-up mangan</source>
        <translation>切上满贯</translation>
    </message>
    <message>
        <source>self-draw</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>荣和</translation>
    </message>
    <message>
        <source>noten payment</source>
        <translation>不听罚符</translation>
    </message>
    <message>
        <source>riichi deposits on the table</source>
        <translation>场上的立直供托</translation>
    </message>
    <message>
        <source>Nine terminals</source>
        <translation>九种九牌</translation>
    </message>
    <message>
        <source>Four winds</source>
        <translation>四风连打</translation>
    </message>
    <message>
        <source>Four riichi</source>
        <translation>四家立直</translation>
    </message>
    <message>
        <source>Four kongs</source>
        <translation>四杠散了</translation>
    </message>
    <message>
        <source>nagashi mangan</source>
        <translation>流局满贯</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>花牌</translation>
    </message>
    <message>
        <source>Win on a discard</source>
        <translation>荣和</translation>
    </message>
    <message>
        <source>Win on a robbed kong</source>
        <translation>抢杠和</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>听牌</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>和牌</translation>
    </message>
    <message>
        <source>dealt in</source>
        <translation>放铳</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>未听</translation>
    </message>
    <message>
        <source>seven pairs</source>
        <translation>七对</translation>
    </message>
    <message>
        <source>knitted tiles and honours</source>
        <translation>全不靠</translation>
    </message>
    <message>
        <source>knitted straight, a group and a pair</source>
        <translation>组合龙加一组一对</translation>
    </message>
    <message>
        <source>thirteen orphans</source>
        <translation>十三幺</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>宝牌</translation>
    </message>
    <message>
        <source>Ura dora</source>
        <translation>里宝牌</translation>
    </message>
    <message>
        <source>Red fives</source>
        <translation>赤宝牌</translation>
    </message>
    <message>
        <source>win</source>
        <translation>和牌</translation>
    </message>
    <message>
        <source>Pinfu self-draw</source>
        <translation>平和自摸</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>圈</translation>
    </message>
    <message>
        <source>Deposits</source>
        <translation>供托</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>两立直</translation>
    </message>
</context>
<context>
    <name>FanList</name>
    <message>
        <source>Fans (yaku) and their values</source>
        <translation>番种及其番值</translation>
    </message>
    <message>
        <source>won by self-draw</source>
        <translation>自摸和牌</translation>
    </message>
    <message>
        <source>won on a discard</source>
        <translation>点和（他人打出的牌）</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>Final standings</source>
        <translation>最终排名</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>主菜单</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>回车键</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Dora indicators</source>
        <translation>宝牌指示牌</translation>
    </message>
    <message>
        <source>player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Seed %1</source>
        <translation>种子 %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>第 %1 局</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Your turn: pick a tile to discard</source>
        <translation>轮到你了：请选一张牌打出</translation>
    </message>
    <message>
        <source>Claim this tile?</source>
        <translation>要这张牌吗？</translation>
    </message>
    <message>
        <source>Choose the tile to discard with the declaration</source>
        <translation>请选择宣言时打出的牌</translation>
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
        <translation>杠</translation>
    </message>
    <message>
        <source>Flower</source>
        <translation>花</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>即时</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>辅助</translation>
    </message>
    <message>
        <source>%1, %2 seat, %3 points</source>
        <translation>%1，%2家，%3 分</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>轮到行动</translation>
    </message>
    <message>
        <source>%1 declared by %2</source>
        <translation>%2家宣言%1</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>减速</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>加速</translation>
    </message>
    <message>
        <source>%2: %1</source>
        <translation>%2：%1</translation>
    </message>
    <message>
        <source>mjai program</source>
        <translation>mjai 程序</translation>
    </message>
    <message>
        <source>Leave this game for the menu?</source>
        <translation>离开本局，回到菜单？</translation>
    </message>
    <message>
        <source>The game stays saved: Continue on the start screen picks it up where you left it.</source>
        <translation>对局会保存：在开始界面点“继续”即可从离开处接着打。</translation>
    </message>
    <message>
        <source>This game is not saved (a demo or test run).</source>
        <translation>本局不会保存（演示或测试运行）。</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>继续打</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>离开</translation>
    </message>
    <message>
        <source>Simple bot</source>
        <translation>简单电脑</translation>
    </message>
    <message>
        <source>Beginner bot</source>
        <translation>初学电脑</translation>
    </message>
    <message>
        <source>Standard bot</source>
        <translation>标准电脑</translation>
    </message>
    <message>
        <source>Strong bot</source>
        <translation>强电脑</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>connection lost</source>
        <translation>连接中断</translation>
    </message>
    <message>
        <source>a bot plays for now</source>
        <translation>暂由电脑代打</translation>
    </message>
    <message>
        <source>%1 seconds left</source>
        <translation>还剩 %1 秒</translation>
    </message>
    <message>
        <source>Online · watching</source>
        <translation>联机 · 观战</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>联机</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>正在重连…</translation>
    </message>
    <message>
        <source>Connection lost: reconnecting… The game goes on; your seat waits for you, then a bot plays it until you are back.</source>
        <translation>连接中断：正在重连… 牌局继续进行；你的座位会等你一会儿，之后由电脑代打，直到你回来。</translation>
    </message>
    <message>
        <source>A bot plays for %1 (connection lost) until they come back.</source>
        <translation>%1 连接中断，由电脑代打，直到其回来。</translation>
    </message>
    <message>
        <source>%1 lost the connection: waiting for them.</source>
        <translation>%1 连接中断：正在等待。</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>对牌桌说点什么</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>聊天</translation>
    </message>
    <message>
        <source>You stop watching this table.</source>
        <translation>你将停止观战这一桌。</translation>
    </message>
    <message>
        <source>You leave the table: a bot takes your seat, or the game ends, as the table&apos;s owner chose.</source>
        <translation>你将离开牌桌：按桌主的设定，由电脑接替你的座位，或牌局结束。</translation>
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
        <translation>听牌</translation>
    </message>
    <message>
        <source>1 step from ready</source>
        <translation>一向听</translation>
    </message>
    <message>
        <source>%1 steps from ready</source>
        <translation>%1 向听</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>一般型</translation>
    </message>
    <message>
        <source>seven pairs</source>
        <translation>七对</translation>
    </message>
    <message>
        <source>thirteen orphans</source>
        <translation>十三幺</translation>
    </message>
    <message>
        <source>knitted</source>
        <translation>全不靠</translation>
    </message>
    <message>
        <source>knitted straight</source>
        <translation>组合龙</translation>
    </message>
    <message>
        <source>Ron %1</source>
        <translation>荣和 %1</translation>
    </message>
    <message>
        <source>Tsumo %1</source>
        <translation>自摸 %1</translation>
    </message>
    <message>
        <source>with %1: ron %2</source>
        <translation>%1后荣和：%2</translation>
    </message>
    <message>
        <source>Hand help</source>
        <translation>手牌辅助</translation>
    </message>
    <message>
        <source>Shown while you hold your tiles.</source>
        <translation>持有手牌时显示。</translation>
    </message>
    <message>
        <source>Furiten: no win on a discard, only by self-draw</source>
        <translation>振听：不能荣和，只能自摸</translation>
    </message>
    <message>
        <source>Waits (%1 unseen)</source>
        <translation>听牌（未见 %1 张）</translation>
    </message>
    <message>
        <source>Improving tiles (%1 unseen)</source>
        <translation>进张（未见 %1 张）</translation>
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
        <translation>现在不能打：%1</translation>
    </message>
    <message>
        <source>Furiten after this discard: no win on a discard</source>
        <translation>打出后振听：不能荣和</translation>
    </message>
    <message>
        <source>A win needs at least %1 %2.</source>
        <translation>和牌至少需要 %1 %2。</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <source>your hand (%1): %2 tiles</source>
        <translation>你的手牌（%1家）：%2 张</translation>
    </message>
    <message>
        <source>%1, selected</source>
        <translation>%1，已选中</translation>
    </message>
    <message>
        <source>%1, not allowed: %2</source>
        <translation>%1，不能打出：%2</translation>
    </message>
    <message>
        <source>%1, not allowed</source>
        <translation>%1，不能打出</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>请把屏幕交给 %1</translation>
    </message>
    <message>
        <source>Every hand is hidden until %1 is ready.</source>
        <translation>在 %1 准备好之前，所有手牌都已隐藏。</translation>
    </message>
    <message>
        <source>I am %1: show my tiles</source>
        <translation>我是 %1：显示我的牌</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>回车键</translation>
    </message>
</context>
<context>
    <name>MeldArea</name>
    <message>
        <source>melds and flowers of %1</source>
        <translation>%1家的副露和花牌</translation>
    </message>
</context>
<context>
    <name>NewGameScreen</name>
    <message>
        <source>mjai command for seat %1</source>
        <translation>座位%1的 mjai 命令</translation>
    </message>
    <message>
        <source>East round</source>
        <translation>东风战</translation>
    </message>
    <message>
        <source>East and South rounds</source>
        <translation>东南战</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>One end tile down</source>
        <translation>一张外侧牌扣下</translation>
    </message>
    <message>
        <source>Three tiles down</source>
        <translation>相邻三张扣下</translation>
    </message>
    <message>
        <source>Both end tiles down</source>
        <translation>两端两张扣下</translation>
    </message>
    <message>
        <source>Both middle tiles down</source>
        <translation>中间两张扣下</translation>
    </message>
    <message>
        <source>First in turn wins</source>
        <translation>截和（按顺序一家和）</translation>
    </message>
    <message>
        <source>All winners</source>
        <translation>一炮多响</translation>
    </message>
    <message>
        <source>Three winners abort the hand</source>
        <translation>三家和流局</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>初学</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>强</translation>
    </message>
    <message>
        <source>%1 · coming</source>
        <translation>%1 · 即将推出</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>This ruleset has no options.</source>
        <translation>此规则没有选项。</translation>
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
        <translation>电脑</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名字</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>As the rules say</source>
        <translation>按规则</translation>
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
        <translation>种子（可选，用于重玩或分享牌局）</translation>
    </message>
    <message>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Practice game: take back moves against the bots</source>
        <translation>练习对局：可以悔棋，对手为电脑</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1家</translation>
    </message>
    <message>
        <source>Bot level</source>
        <translation>电脑等级</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>mjai program</source>
        <translation>mjai 程序</translation>
    </message>
    <message>
        <source>Command, e.g. mjai-bot --seed {seed}</source>
        <translation>命令行，例如 mjai-bot --seed {seed}</translation>
    </message>
    <message>
        <source>Create a table</source>
        <translation>创建牌桌</translation>
    </message>
    <message>
        <source>Time to discard</source>
        <translation>出牌时限</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>不限时</translation>
    </message>
    <message>
        <source>%1 seconds</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Time to claim</source>
        <translation>鸣牌时限</translation>
    </message>
    <message>
        <source>When a player quits</source>
        <translation>玩家退出时</translation>
    </message>
    <message>
        <source>A bot takes the seat</source>
        <translation>由电脑接替</translation>
    </message>
    <message>
        <source>The game ends</source>
        <translation>牌局结束</translation>
    </message>
    <message>
        <source>Create the table</source>
        <translation>创建牌桌</translation>
    </message>
</context>
<context>
    <name>OnlineScreen</name>
    <message>
        <source>waiting for players</source>
        <translation>等待玩家</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>对局中</translation>
    </message>
    <message>
        <source>between hands</source>
        <translation>局间</translation>
    </message>
    <message>
        <source>over</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>%1 s to discard</source>
        <translation>出牌 %1 秒</translation>
    </message>
    <message>
        <source>no discard clock</source>
        <translation>出牌不限时</translation>
    </message>
    <message>
        <source>%1 s to claim</source>
        <translation>鸣牌 %1 秒</translation>
    </message>
    <message>
        <source>no claim clock</source>
        <translation>鸣牌不限时</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>第 %1 桌</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>联机对局</translation>
    </message>
    <message>
        <source>Connected to %1 as %2</source>
        <translation>已连接 %1，名字：%2</translation>
    </message>
    <message>
        <source>Reconnecting to %1…</source>
        <translation>正在重连 %1…</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>你在牌桌上的名字</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名字</translation>
    </message>
    <message>
        <source>Join a game: the server&apos;s address</source>
        <translation>加入对局：服务器地址</translation>
    </message>
    <message>
        <source>host:port, e.g. 192.168.1.20:7777</source>
        <translation>主机:端口，例如 192.168.1.20:7777</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>服务器地址</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <source>Host a game on this computer</source>
        <translation>在本机开设对局</translation>
    </message>
    <message>
        <source>Starts a server inside Quetai. It answers this computer only until you choose to let other computers on your network join; then it shows the address to give your friends.</source>
        <translation>在雀台内启动一个服务器。在你选择让网络中的其他电脑加入之前，它只接受本机连接；之后会显示可以告诉朋友的地址。</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>开设</translation>
    </message>
    <message>
        <source>Hosting. Give your friends this address: %1</source>
        <translation>服务器已开启。把这个地址告诉朋友：%1</translation>
    </message>
    <message>
        <source>Hosting for this computer only (%1).</source>
        <translation>服务器只对本机开放（%1）。</translation>
    </message>
    <message>
        <source>Let friends join…</source>
        <translation>让朋友加入…</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>No tables yet: create one, and your friends sit down at it.</source>
        <translation>还没有牌桌：创建一桌，让朋友入座。</translation>
    </message>
    <message>
        <source>Table %1, %2, %3 of 4 seats taken, %4 watching, %5</source>
        <translation>第 %1 桌，%2，已坐 %3/4 人，%4 人观战，%5</translation>
    </message>
    <message>
        <source>%1/4 seated</source>
        <translation>已坐 %1/4</translation>
    </message>
    <message numerus="yes">
        <source>%n watching</source>
        <translation>
            <numerusform>%n 人观战</numerusform>
        </translation>
    </message>
    <message>
        <source>Sit down</source>
        <translation>入座</translation>
    </message>
    <message>
        <source>Sit down at table %1</source>
        <translation>在第 %1 桌入座</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>观战</translation>
    </message>
    <message>
        <source>Watch table %1</source>
        <translation>观战第 %1 桌</translation>
    </message>
    <message>
        <source>You own this table. Fill empty seats with bots or wait for friends; the game starts when every seat is taken and every player has agreed to your options.</source>
        <translation>你是桌主。可以让电脑补空位，或等朋友入座；所有座位坐满、每位玩家都同意你的设定后即可开始。</translation>
    </message>
    <message>
        <source>You are watching this table.</source>
        <translation>你正在观战这一桌。</translation>
    </message>
    <message>
        <source>You agreed to %1&apos;s options. Waiting for the start.</source>
        <translation>你已同意 %1 的设定。等待开始。</translation>
    </message>
    <message>
        <source>%1 owns this table and set these options. Agree to play by them, or leave the table.</source>
        <translation>%1 是桌主，定了下列设定（含底分）。同意就按此对局，否则离开牌桌。</translation>
    </message>
    <message>
        <source>A player who quits ends the game.</source>
        <translation>有玩家退出则牌局结束。</translation>
    </message>
    <message>
        <source>A bot takes the seat of a player who quits.</source>
        <translation>玩家退出后由电脑接替其座位。</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>free</source>
        <translation>空位</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>（你）</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>桌主</translation>
    </message>
    <message>
        <source>bot</source>
        <translation type="vanished">电脑</translation>
    </message>
    <message>
        <source>agreed</source>
        <translation>已同意</translation>
    </message>
    <message>
        <source>not agreed yet</source>
        <translation>尚未同意</translation>
    </message>
    <message>
        <source>Bot level for the %1 seat</source>
        <translation>%1家电脑等级</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>电脑</translation>
    </message>
    <message>
        <source>A bot sits at the %1 seat</source>
        <translation>让电脑坐%1家</translation>
    </message>
    <message>
        <source>Sit here</source>
        <translation>坐这里</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Leave the server</source>
        <translation>离开服务器</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>离开牌桌</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Create a table</source>
        <translation>创建牌桌</translation>
    </message>
    <message>
        <source>Agree</source>
        <translation>同意</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Let other computers join?</source>
        <translation>让其他电脑加入？</translation>
    </message>
    <message>
        <source>The server will answer every computer that can reach this one on port %1, not only your friends&apos;. Do this on a network you trust (at home), and stop hosting when the game is over.</source>
        <translation>服务器将在端口 %1 上接受所有能连到本机的电脑，而不只是你朋友的。请只在可信的网络（如家里）这样做，对局结束后停止开设。</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>暂不</translation>
    </message>
    <message>
        <source>Open to the network</source>
        <translation>对网络开放</translation>
    </message>
</context>
<context>
    <name>RecordCharts</name>
    <message>
        <source>Wins</source>
        <translation>和牌次数</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>和牌局数</translation>
    </message>
    <message>
        <source>Placement and score per game</source>
        <translation>每局名次与得失分</translation>
    </message>
    <message>
        <source>Chart: placement and score per game, %1 games; the last places: %2; the last score changes: %3</source>
        <translation>图表：每局名次与得失分，共 %1 局；最近名次：%2；最近得失分：%3</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Score change</source>
        <translation>得失分</translation>
    </message>
    <message>
        <source>Win and deal-in rates (%, moving average)</source>
        <translation>和牌率与放铳率（%，移动平均）</translation>
    </message>
    <message>
        <source>Chart: win rate %1%, deal-in rate %2% (moving averages over the last games)</source>
        <translation>图表：和牌率 %1%，放铳率 %2%（最近各局的移动平均）</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>和牌率</translation>
    </message>
    <message>
        <source>Deal-in rate</source>
        <translation>放铳率</translation>
    </message>
    <message>
        <source>Win values (%1)</source>
        <translation>和牌大小（%1）</translation>
    </message>
    <message>
        <source>%1 %2: %3 wins</source>
        <translation>%1 %2：%3 次</translation>
    </message>
    <message>
        <source>Chart: win values. %1</source>
        <translation>图表：和牌大小。%1</translation>
    </message>
    <message>
        <source>no wins yet</source>
        <translation>还没有和牌</translation>
    </message>
    <message>
        <source>Fans and yaku won most</source>
        <translation>最常和的番种</translation>
    </message>
    <message>
        <source>%1: %2 hands</source>
        <translation>%1：%2 局</translation>
    </message>
    <message>
        <source>Chart: fans and yaku won most. %1</source>
        <translation>图表：最常和的番种。%1</translation>
    </message>
</context>
<context>
    <name>RecordScreen</name>
    <message>
        <source>1st</source>
        <translation>一位</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>二位</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>三位</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>四位</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>对局数</translation>
    </message>
    <message>
        <source>%1 (%2 hands)</source>
        <translation>%1（%2 局牌）</translation>
    </message>
    <message>
        <source>Average placement</source>
        <translation>平均名次</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>名次分布</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>和牌率</translation>
    </message>
    <message>
        <source>Deal-in rate</source>
        <translation>放铳率</translation>
    </message>
    <message>
        <source>Self-drawn wins</source>
        <translation>自摸占和牌比例</translation>
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
        <translation>平均和牌</translation>
    </message>
    <message>
        <source>%1 %2 · %3 points</source>
        <translation>%1 %2 · %3 点</translation>
    </message>
    <message>
        <source>Average deal-in</source>
        <translation>平均放铳</translation>
    </message>
    <message>
        <source>Agreement with the Strong bot</source>
        <translation>与强电脑一致率</translation>
    </message>
    <message>
        <source>not reviewed yet</source>
        <translation>尚未复盘</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 decisions; %4 of %5 games reviewed)</source>
        <translation>%1（%3 次选择中 %2 次一致；已复盘 %4 / %5 局）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Won most</source>
        <translation>最常和的番种</translation>
    </message>
    <message>
        <source>no wins yet</source>
        <translation>还没有和牌</translation>
    </message>
    <message>
        <source>Record of %1</source>
        <translation>%1 的战绩</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>战绩</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>%1, shown</source>
        <translation>%1，当前显示</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>全部对局</translation>
    </message>
    <message>
        <source>Last %1</source>
        <translation>最近 %1 局</translation>
    </message>
    <message>
        <source>Player: %1</source>
        <translation>玩家：%1</translation>
    </message>
    <message>
        <source>Reading the saved games…</source>
        <translation>正在读取保存的对局…</translation>
    </message>
    <message>
        <source>The Strong bot is reviewing your games: %1 of %2 done</source>
        <translation>强电脑正在复盘你的对局：已完成 %1 / %2</translation>
    </message>
    <message>
        <source>%1 games not reviewed yet</source>
        <translation>%1 局尚未复盘</translation>
    </message>
    <message>
        <source>Left out, not usable as games: %1 (first: %2, %3)</source>
        <translation>未计入（不是可用的对局文件）：%1 个（第一个：%2，%3）</translation>
    </message>
    <message>
        <source>No finished games yet. The games you finish are kept on this computer, and your record is made from them.</source>
        <translation>还没有打完的对局。打完的对局保存在这台电脑上，战绩由它们统计而来。</translation>
    </message>
    <message>
        <source>Saved in %1: record.csv, games.csv and %2 charts (PNG).</source>
        <translation>已保存到 %1：record.csv、games.csv 和 %2 张图表（PNG）。</translation>
    </message>
</context>
<context>
    <name>ReplayScreen</name>
    <message>
        <source>Replays</source>
        <translation>牌谱回放</translation>
    </message>
    <message>
        <source>No saved games yet. Finished games are kept here.</source>
        <translation>还没有保存的对局。结束的对局会保存在这里。</translation>
    </message>
    <message>
        <source>or the path of a game file or a tenhou.net/6 log</source>
        <translation>或对局文件或 tenhou.net/6 牌谱的路径</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Hand %1 of %2 · action %3 of %4 · %5 tiles left</source>
        <translation>第 %1/%2 局 · 第 %3/%4 步 · 余 %5 张</translation>
    </message>
    <message>
        <source>First</source>
        <translation>开头</translation>
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
        <translation>结尾</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>Written to %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Where the log differs from our rules (%1):</source>
        <translation>牌谱与本规则不符之处（%1）：</translation>
    </message>
    <message>
        <source>Export tenhou.net/6</source>
        <translation>导出 tenhou.net/6</translation>
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
        <translation>过</translation>
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
        <translation>杠</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>和牌</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>听牌</translation>
    </message>
    <message>
        <source>%1-shanten</source>
        <translation>%1 向听</translation>
    </message>
    <message>
        <source>%1 tiles</source>
        <translation>进张 %1 张</translation>
    </message>
    <message>
        <source>danger %1%</source>
        <translation>放铳率 %1%</translation>
    </message>
    <message>
        <source>Review of hand %1</source>
        <translation>第 %1 局复盘</translation>
    </message>
    <message>
        <source>The Strong bot agrees with all %1 of your decisions.</source>
        <translation>强电脑认同你全部 %1 个决定。</translation>
    </message>
    <message>
        <source>The Strong bot would have played differently at %1 of your %2 decisions.</source>
        <translation>在你的 %2 个决定中，强电脑有 %1 处会打得不同。</translation>
    </message>
    <message>
        <source>Claim window</source>
        <translation>鸣牌时机</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>你的回合</translation>
    </message>
    <message>
        <source>after 1 discard</source>
        <translation>已打出 1 张牌后</translation>
    </message>
    <message>
        <source>after %1 discards</source>
        <translation>已打出 %1 张牌后</translation>
    </message>
    <message>
        <source>You played</source>
        <translation>你的打法</translation>
    </message>
    <message>
        <source>Strong bot</source>
        <translation>强电脑</translation>
    </message>
    <message>
        <source>Back to the breakdown</source>
        <translation>返回结算</translation>
    </message>
</context>
<context>
    <name>RulesScreen</name>
    <message>
        <source>Not playable yet: this ruleset is still being built.</source>
        <translation>尚不可玩：此规则仍在开发中。</translation>
    </message>
    <message>
        <source>%1 · coming</source>
        <translation>%1 · 即将推出</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>%1 tiles%2</source>
        <translation>%1 张牌%2</translation>
    </message>
    <message>
        <source>, flowers included</source>
        <translation>，含花牌</translation>
    </message>
    <message>
        <source>%1 red fives</source>
        <translation>%1 张赤宝牌</translation>
    </message>
    <message>
        <source>A dead wall of %1 tiles</source>
        <translation>王牌 %1 张</translation>
    </message>
    <message>
        <source>No dead wall</source>
        <translation>无王牌</translation>
    </message>
    <message>
        <source>The dealer starts with 14 tiles (4-4-4 and a jump)</source>
        <translation>庄家起手 14 张（四四四跳牌）</translation>
    </message>
    <message>
        <source>Chi, pon and kong may be called</source>
        <translation>可吃、碰、杠</translation>
    </message>
    <message>
        <source>Pon and kong may be called; no chi</source>
        <translation>可碰、杠，不可吃</translation>
    </message>
    <message>
        <source>An added kong may be robbed</source>
        <translation>可抢杠</translation>
    </message>
    <message>
        <source>Winning: %1 (self-drawn), %2 (on a discard)</source>
        <translation>和牌：%1（自摸），%2（点和）</translation>
    </message>
    <message>
        <source>Scores start at %1</source>
        <translation>起始分数 %1</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>default %1</source>
        <translation>默认 %1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
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
        <translation>确定</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>start</source>
        <translation>开始</translation>
    </message>
</context>
<context>
    <name>ScoreSteps</name>
    <message>
        <source>han</source>
        <translation>番</translation>
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
        <translation>%1家的牌墙</translation>
    </message>
    <message>
        <source>discards of %1: %2 tiles</source>
        <translation>%1家的牌河：%2 张</translation>
    </message>
    <message>
        <source>hand of %1: %2 tiles</source>
        <translation>%1家的手牌：%2 张</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Index marks on tiles (3s, E ...)</source>
        <translation>牌上的索引标记（3s、E …）</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>动画速度</translation>
    </message>
    <message>
        <source>Claim timer</source>
        <translation>鸣牌计时</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关</translation>
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
        <translation>声音</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>tiles, calls, declarations, wins</source>
        <translation>出牌、吃碰杠、宣言、和牌</translation>
    </message>
    <message>
        <source>Help on my hand</source>
        <translation>手牌辅助</translation>
    </message>
    <message>
        <source>waits, discards, call warnings, reviews</source>
        <translation>听牌、打牌、鸣牌提醒、复盘</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>配色</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>绿色台呢</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
    <message>
        <source>Discard a tile with</source>
        <translation>打牌方式</translation>
    </message>
    <message>
        <source>Two clicks: the first raises the tile</source>
        <translation>点两下：第一下抬起牌</translation>
    </message>
    <message>
        <source>One click</source>
        <translation>点一下</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Replays</source>
        <translation>牌谱回放</translation>
    </message>
    <message>
        <source>Hand calculator</source>
        <translation>算番器</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>战绩</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>练习题</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>联机对局</translation>
    </message>
</context>
<context>
    <name>TakeBack</name>
    <message>
        <source>Practice game</source>
        <translation>练习对局</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>悔棋</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>退格键</translation>
    </message>
</context>
<context>
    <name>WallTile</name>
    <message>
        <source>wall tile</source>
        <translation>牌墙中的牌</translation>
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
        <translation>绿一色</translation>
        <extra-zh>绿一色</extra-zh>
    </message>
    <message>
        <source>Nine Gates</source>
        <translation>九莲宝灯</translation>
        <extra-zh>九莲宝灯</extra-zh>
    </message>
    <message>
        <source>Four Kongs</source>
        <translation>四杠</translation>
        <extra-zh>四杠</extra-zh>
    </message>
    <message>
        <source>Seven Shifted Pairs</source>
        <translation>连七对</translation>
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
        <translation>一色双龙会</translation>
        <extra-zh>一色双龙会</extra-zh>
    </message>
    <message>
        <source>Quadruple Chow</source>
        <translation>一色四同顺</translation>
        <extra-zh>一色四同顺</extra-zh>
    </message>
    <message>
        <source>Four Pure Shifted Pungs</source>
        <translation>一色四节高</translation>
        <extra-zh>一色四节高</extra-zh>
    </message>
    <message>
        <source>Four Pure Shifted Chows</source>
        <translation>一色四步高</translation>
        <extra-zh>一色四步高</extra-zh>
    </message>
    <message>
        <source>Three Kongs</source>
        <translation>三杠</translation>
        <extra-zh>三杠</extra-zh>
    </message>
    <message>
        <source>All Terminals and Honors</source>
        <translation>混幺九</translation>
        <extra-zh>混幺九</extra-zh>
    </message>
    <message>
        <source>Seven Pairs</source>
        <translation>七对</translation>
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
        <translation>一色三同顺</translation>
        <extra-zh>一色三同顺</extra-zh>
    </message>
    <message>
        <source>Pure Shifted Pungs</source>
        <translation>一色三节高</translation>
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
        <translation>清龙</translation>
        <extra-zh>清龙</extra-zh>
    </message>
    <message>
        <source>Three-Suited Terminal Chows</source>
        <translation>三色双龙会</translation>
        <extra-zh>三色双龙会</extra-zh>
    </message>
    <message>
        <source>Pure Shifted Chows</source>
        <translation>一色三步高</translation>
        <extra-zh>一色三步高</extra-zh>
    </message>
    <message>
        <source>All Fives</source>
        <translation>全带五</translation>
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
        <translation>组合龙</translation>
        <extra-zh>组合龙</extra-zh>
    </message>
    <message>
        <source>Upper Four</source>
        <translation>大于五</translation>
        <extra-zh>大于五</extra-zh>
    </message>
    <message>
        <source>Lower Four</source>
        <translation>小于五</translation>
        <extra-zh>小于五</extra-zh>
    </message>
    <message>
        <source>Big Three Winds</source>
        <translation>三风刻</translation>
        <extra-zh>三风刻</extra-zh>
    </message>
    <message>
        <source>Mixed Straight</source>
        <translation>花龙</translation>
        <extra-zh>花龙</extra-zh>
    </message>
    <message>
        <source>Reversible Tiles</source>
        <translation>推不倒</translation>
        <extra-zh>推不倒</extra-zh>
    </message>
    <message>
        <source>Mixed Triple Chow</source>
        <translation>三色三同顺</translation>
        <extra-zh>三色三同顺</extra-zh>
    </message>
    <message>
        <source>Mixed Shifted Pungs</source>
        <translation>三色三节高</translation>
        <extra-zh>三色三节高</extra-zh>
    </message>
    <message>
        <source>Chicken Hand</source>
        <translation>无番和</translation>
        <extra-zh>无番和</extra-zh>
    </message>
    <message>
        <source>Last Tile Draw</source>
        <translation>妙手回春</translation>
        <extra-zh>妙手回春</extra-zh>
    </message>
    <message>
        <source>Last Tile Claim</source>
        <translation>海底捞月</translation>
        <extra-zh>海底捞月</extra-zh>
    </message>
    <message>
        <source>Out with Replacement Tile</source>
        <translation>杠上开花</translation>
        <extra-zh>杠上开花</extra-zh>
    </message>
    <message>
        <source>Robbing the Kong</source>
        <translation>抢杠和</translation>
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
        <translation>三色三步高</translation>
        <extra-zh>三色三步高</extra-zh>
    </message>
    <message>
        <source>All Types</source>
        <translation>五门齐</translation>
        <extra-zh>五门齐</extra-zh>
    </message>
    <message>
        <source>Melded Hand</source>
        <translation>全求人</translation>
        <extra-zh>全求人</extra-zh>
    </message>
    <message>
        <source>Two Concealed Kongs</source>
        <translation>双暗杠</translation>
        <extra-zh>双暗杠</extra-zh>
    </message>
    <message>
        <source>Two Dragon Pungs</source>
        <translation>双箭刻</translation>
        <extra-zh>双箭刻</extra-zh>
    </message>
    <message>
        <source>Outside Hand</source>
        <translation>全带幺</translation>
        <extra-zh>全带幺</extra-zh>
    </message>
    <message>
        <source>Fully Concealed Hand</source>
        <translation>不求人</translation>
        <extra-zh>不求人</extra-zh>
    </message>
    <message>
        <source>Two Melded Kongs</source>
        <translation>双明杠</translation>
        <extra-zh>双明杠</extra-zh>
    </message>
    <message>
        <source>Last Tile</source>
        <translation>和绝张</translation>
        <extra-zh>和绝张</extra-zh>
    </message>
    <message>
        <source>Dragon Pung</source>
        <translation>箭刻</translation>
        <extra-zh>箭刻</extra-zh>
    </message>
    <message>
        <source>Prevalent Wind</source>
        <translation>圈风刻</translation>
        <extra-zh>圈风刻</extra-zh>
    </message>
    <message>
        <source>Seat Wind</source>
        <translation>门风刻</translation>
        <extra-zh>门风刻</extra-zh>
    </message>
    <message>
        <source>Concealed Hand</source>
        <translation>门前清</translation>
        <extra-zh>门前清</extra-zh>
    </message>
    <message>
        <source>All Chows</source>
        <translation>平和</translation>
        <extra-zh>平和</extra-zh>
    </message>
    <message>
        <source>Tile Hog</source>
        <translation>四归一</translation>
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
        <translation>暗杠</translation>
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
        <translation>连六</translation>
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
        <translation>明杠</translation>
        <extra-zh>明杠</extra-zh>
    </message>
    <message>
        <source>One Voided Suit</source>
        <translation>缺一门</translation>
        <extra-zh>缺一门</extra-zh>
    </message>
    <message>
        <source>No Honors</source>
        <translation>无字</translation>
        <extra-zh>无字</extra-zh>
    </message>
    <message>
        <source>Edge Wait</source>
        <translation>边张</translation>
        <extra-zh>边张</extra-zh>
    </message>
    <message>
        <source>Closed Wait</source>
        <translation>嵌张</translation>
        <extra-zh>嵌张</extra-zh>
    </message>
    <message>
        <source>Single Wait</source>
        <translation>单钓将</translation>
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
        <translation>岭上开花</translation>
        <extra-zh>岭上开花</extra-zh>
    </message>
    <message>
        <source>Last Tile Draw</source>
        <translation>海底捞月</translation>
        <extra-zh>海底捞月</extra-zh>
    </message>
    <message>
        <source>Last Discard</source>
        <translation>河底捞鱼</translation>
        <extra-zh>河底捞鱼</extra-zh>
    </message>
    <message>
        <source>Robbing a Kong</source>
        <translation>抢杠</translation>
        <extra-zh>抢杠</extra-zh>
    </message>
    <message>
        <source>Self-Drawn</source>
        <translation>自摸</translation>
        <extra-zh>自摸</extra-zh>
    </message>
    <message>
        <source>Seven Pairs</source>
        <translation>七对</translation>
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
        <translation>门前清</translation>
        <extra-zh>门前清</extra-zh>
    </message>
    <message>
        <source>Four Kongs</source>
        <translation>四杠</translation>
        <extra-zh>四杠</extra-zh>
    </message>
    <message>
        <source>Three Kongs</source>
        <translation>三杠</translation>
        <extra-zh>三杠</extra-zh>
    </message>
    <message>
        <source>Two Kongs</source>
        <translation>双杠</translation>
        <extra-zh>双杠</extra-zh>
    </message>
    <message>
        <source>One Kong</source>
        <translation>杠</translation>
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
        <translation>对对和</translation>
        <extra-zh>对对和</extra-zh>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>四归</translation>
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
        <translation>四喜对</translation>
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
        <translation>三元对</translation>
        <extra-zh>三元对</extra-zh>
    </message>
    <message>
        <source>Seat Wind</source>
        <translation>番牌门风牌</translation>
        <extra-zh>番牌门风牌</extra-zh>
    </message>
    <message>
        <source>Red Dragon</source>
        <translation>番牌中</translation>
        <extra-zh>番牌中</extra-zh>
    </message>
    <message>
        <source>Green Dragon</source>
        <translation>番牌發</translation>
        <extra-zh>番牌發</extra-zh>
    </message>
    <message>
        <source>White Dragon</source>
        <translation>番牌白</translation>
        <extra-zh>番牌白</extra-zh>
    </message>
    <message>
        <source>Other Wind Triplet</source>
        <translation>客风刻</translation>
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
        <translation>清带幺</translation>
        <extra-zh>清带幺</extra-zh>
    </message>
    <message>
        <source>Mixed Outside Hand</source>
        <translation>混带幺</translation>
        <extra-zh>混带幺</extra-zh>
    </message>
    <message>
        <source>Terminal Triplet</source>
        <translation>幺九刻</translation>
        <extra-zh>幺九刻</extra-zh>
    </message>
    <message>
        <source>Nine Gates</source>
        <translation>九莲宝灯</translation>
        <extra-zh>九莲宝灯</extra-zh>
    </message>
    <message>
        <source>Seven Shifted Pairs</source>
        <translation>连七对</translation>
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
        <translation>缺一门</translation>
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
        <translation>九数贯通</translation>
        <extra-zh>九数贯通</extra-zh>
    </message>
    <message>
        <source>Mirror Hand</source>
        <translation>镜数</translation>
        <extra-zh>镜数</extra-zh>
    </message>
    <message>
        <source>Mirror Pairs</source>
        <translation>镜数对</translation>
        <extra-zh>镜数对</extra-zh>
    </message>
    <message>
        <source>Four Identical Sequences</source>
        <translation>四同顺</translation>
        <extra-zh>四同顺</extra-zh>
    </message>
    <message>
        <source>Three Identical Sequences</source>
        <translation>三同顺</translation>
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
        <translation>三色同顺</translation>
        <extra-zh>三色同顺</extra-zh>
    </message>
    <message>
        <source>Mixed Double Sequence</source>
        <translation>喜相逢</translation>
        <extra-zh>喜相逢</extra-zh>
    </message>
    <message>
        <source>Pairs of Two Numbers</source>
        <translation>三同二对</translation>
        <extra-zh>三同二对</extra-zh>
    </message>
    <message>
        <source>Mirrored Suits</source>
        <translation>镜同</translation>
        <extra-zh>镜同</extra-zh>
    </message>
    <message>
        <source>Mirrored Pairs in Two Suits</source>
        <translation>镜同对</translation>
        <extra-zh>镜同对</extra-zh>
    </message>
    <message>
        <source>Four Shifted Triplets</source>
        <translation>四连刻</translation>
        <extra-zh>四连刻</extra-zh>
    </message>
    <message>
        <source>Three Shifted Triplets</source>
        <translation>三连刻</translation>
        <extra-zh>三连刻</extra-zh>
    </message>
    <message>
        <source>Four Shifted Sequences</source>
        <translation>四步高</translation>
        <extra-zh>四步高</extra-zh>
    </message>
    <message>
        <source>Three Shifted Sequences</source>
        <translation>三步高</translation>
        <extra-zh>三步高</extra-zh>
    </message>
    <message>
        <source>Four Chained Sequences</source>
        <translation>四连环</translation>
        <extra-zh>四连环</extra-zh>
    </message>
    <message>
        <source>Three Chained Sequences</source>
        <translation>三连环</translation>
        <extra-zh>三连环</extra-zh>
    </message>
    <message>
        <source>Pure Straight</source>
        <translation>一气贯通</translation>
        <extra-zh>一气贯通</extra-zh>
    </message>
    <message>
        <source>Twin Dragons</source>
        <translation>双龙会</translation>
        <extra-zh>双龙会</extra-zh>
    </message>
    <message>
        <source>Six in a Row</source>
        <translation>连六</translation>
        <extra-zh>连六</extra-zh>
    </message>
    <message>
        <source>Old and Young</source>
        <translation>老少副</translation>
        <extra-zh>老少副</extra-zh>
    </message>
    <message>
        <source>Mixed Shifted Triplets</source>
        <translation>三色连刻</translation>
        <extra-zh>三色连刻</extra-zh>
    </message>
    <message>
        <source>Mixed Shifted Sequences</source>
        <translation>三色步高</translation>
        <extra-zh>三色步高</extra-zh>
    </message>
    <message>
        <source>Mixed Chained Sequences</source>
        <translation>三色连环</translation>
        <extra-zh>三色连环</extra-zh>
    </message>
    <message>
        <source>Mixed Straight</source>
        <translation>三色贯通</translation>
        <extra-zh>三色贯通</extra-zh>
    </message>
    <message>
        <source>Mirrored Twin Dragons</source>
        <translation>镜龙会</translation>
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
        <translation>一发</translation>
        <extra-ja>一発</extra-ja>
        <extra-zh>一发</extra-zh>
    </message>
    <message>
        <source>Fully concealed self-draw</source>
        <translation>门前清自摸和</translation>
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
        <translation>一杯口</translation>
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
        <translation>役牌 发</translation>
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
        <translation>自风</translation>
        <extra-ja>自風</extra-ja>
        <extra-zh>自风</extra-zh>
    </message>
    <message>
        <source>Yakuhai: round wind</source>
        <translation>场风</translation>
        <extra-ja>場風</extra-ja>
        <extra-zh>场风</extra-zh>
    </message>
    <message>
        <source>After a kong</source>
        <translation>岭上开花</translation>
        <extra-ja>嶺上開花</extra-ja>
        <extra-zh>岭上开花</extra-zh>
    </message>
    <message>
        <source>Robbing a kong</source>
        <translation>抢杠</translation>
        <extra-ja>槍槓</extra-ja>
        <extra-zh>抢杠</extra-zh>
    </message>
    <message>
        <source>Last tile from the wall</source>
        <translation>海底捞月</translation>
        <extra-ja>海底摸月</extra-ja>
        <extra-zh>海底捞月</extra-zh>
    </message>
    <message>
        <source>Last discard</source>
        <translation>河底捞鱼</translation>
        <extra-ja>河底撈魚</extra-ja>
        <extra-zh>河底捞鱼</extra-zh>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>两立直</translation>
        <extra-ja>ダブル立直</extra-ja>
        <extra-zh>两立直</extra-zh>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>七对子</translation>
        <extra-ja>七対子</extra-ja>
        <extra-zh>七对子</extra-zh>
    </message>
    <message>
        <source>Mixed triple sequence</source>
        <translation>三色同顺</translation>
        <extra-ja>三色同順</extra-ja>
        <extra-zh>三色同顺</extra-zh>
    </message>
    <message>
        <source>Pure straight</source>
        <translation>一气通贯</translation>
        <extra-ja>一気通貫</extra-ja>
        <extra-zh>一气通贯</extra-zh>
    </message>
    <message>
        <source>Half outside hand</source>
        <translation>混全带幺九</translation>
        <extra-ja>混全帯幺九</extra-ja>
        <extra-zh>混全带幺九</extra-zh>
    </message>
    <message>
        <source>All triplets</source>
        <translation>对对和</translation>
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
        <translation>三杠子</translation>
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
        <translation>混老头</translation>
        <extra-ja>混老頭</extra-ja>
        <extra-zh>混老头</extra-zh>
    </message>
    <message>
        <source>Twice pure double sequence</source>
        <translation>二杯口</translation>
        <extra-ja>二盃口</extra-ja>
        <extra-zh>二杯口</extra-zh>
    </message>
    <message>
        <source>Fully outside hand</source>
        <translation>纯全带幺九</translation>
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
        <translation>国士无双</translation>
        <extra-ja>国士無双</extra-ja>
        <extra-zh>国士无双</extra-zh>
    </message>
    <message>
        <source>Thirteen orphans, 13-sided wait</source>
        <translation>国士无双十三面</translation>
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
        <translation>四暗刻单骑</translation>
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
        <translation>绿一色</translation>
        <extra-ja>緑一色</extra-ja>
        <extra-zh>绿一色</extra-zh>
    </message>
    <message>
        <source>All terminals</source>
        <translation>清老头</translation>
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
        <translation>四杠子</translation>
        <extra-ja>四槓子</extra-ja>
        <extra-zh>四杠子</extra-zh>
    </message>
    <message>
        <source>Nine gates</source>
        <translation>九莲宝灯</translation>
        <extra-ja>九蓮宝燈</extra-ja>
        <extra-zh>九莲宝灯</extra-zh>
    </message>
    <message>
        <source>True nine gates</source>
        <translation>纯正九莲宝灯</translation>
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
        <translation>乱风向</translation>
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
        <translation>大吊车</translation>
        <extra-zh>大吊车</extra-zh>
    </message>
    <message>
        <source>Win on a replacement tile</source>
        <translation>杠开</translation>
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
        <translation>风碰</translation>
        <extra-zh>风碰</extra-zh>
    </message>
    <message>
        <source>Concealed wind triplet</source>
        <translation>风暗刻</translation>
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
        <translation>数明杠</translation>
        <extra-zh>数明杠</extra-zh>
    </message>
    <message>
        <source>Concealed kong of a number tile</source>
        <translation>数暗杠</translation>
        <extra-zh>数暗杠</extra-zh>
    </message>
    <message>
        <source>Open wind kong</source>
        <translation>风明杠</translation>
        <extra-zh>风明杠</extra-zh>
    </message>
    <message>
        <source>Concealed wind kong</source>
        <translation>风暗杠</translation>
        <extra-zh>风暗杠</extra-zh>
    </message>
    <message>
        <source>Open dragon kong</source>
        <translation>箭明杠</translation>
        <extra-zh>箭明杠</extra-zh>
    </message>
    <message>
        <source>Concealed dragon kong</source>
        <translation>箭暗杠</translation>
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
        <translation>四杠</translation>
        <extra-zh>四杠</extra-zh>
    </message>
    <message>
        <source>Three kongs</source>
        <translation>三杠</translation>
        <extra-zh>三杠</extra-zh>
    </message>
    <message>
        <source>Two kongs</source>
        <translation>双杠</translation>
        <extra-zh>双杠</extra-zh>
    </message>
    <message>
        <source>One kong</source>
        <translation>杠</translation>
        <extra-zh>杠</extra-zh>
    </message>
    <message>
        <source>All triplets</source>
        <translation>对对和</translation>
        <extra-zh>对对和</extra-zh>
    </message>
    <message>
        <source>Win on a kong replacement</source>
        <translation>岭上开花</translation>
        <extra-zh>岭上开花</extra-zh>
    </message>
    <message>
        <source>Last wall tile</source>
        <translation>海底捞月</translation>
        <extra-zh>海底捞月</extra-zh>
    </message>
    <message>
        <source>Last discard</source>
        <translation>河底捞鱼</translation>
        <extra-zh>河底捞鱼</extra-zh>
    </message>
    <message>
        <source>Robbing a kong</source>
        <translation>抢杠</translation>
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
        <translation>九莲宝灯</translation>
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
        <translation>三风刻</translation>
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
        <translation>番牌:门风牌</translation>
        <extra-zh>番牌:门风牌</extra-zh>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>番牌:中</translation>
        <extra-zh>番牌:中</extra-zh>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>番牌:發</translation>
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
        <translation>清一色:萬</translation>
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
        <translation>混一色:萬</translation>
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
        <translation>清带幺</translation>
        <extra-zh>清带幺</extra-zh>
    </message>
    <message>
        <source>Mixed outside hand</source>
        <translation>混带幺</translation>
        <extra-zh>混带幺</extra-zh>
    </message>
    <message>
        <source>Four identical sequences</source>
        <translation>四同顺</translation>
        <extra-zh>四同顺</extra-zh>
    </message>
    <message>
        <source>Three identical sequences</source>
        <translation>三同顺</translation>
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
        <translation>三色同顺</translation>
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
        <translation>一气贯通</translation>
        <extra-zh>一气贯通</extra-zh>
    </message>
    <message>
        <source>Mixed straight</source>
        <translation>三色贯通</translation>
        <extra-zh>三色贯通</extra-zh>
    </message>
    <message>
        <source>Pure twin runs</source>
        <translation>清双龙会</translation>
        <extra-zh>清双龙会</extra-zh>
    </message>
    <message>
        <source>Twin runs</source>
        <translation>双龙会</translation>
        <extra-zh>双龙会</extra-zh>
    </message>
    <message>
        <source>Four shifted sequences</source>
        <translation>四步高</translation>
        <extra-zh>四步高</extra-zh>
    </message>
    <message>
        <source>Three shifted sequences</source>
        <translation>三步高</translation>
        <extra-zh>三步高</extra-zh>
    </message>
    <message>
        <source>Four chained sequences</source>
        <translation>四连环</translation>
        <extra-zh>四连环</extra-zh>
    </message>
    <message>
        <source>Three chained sequences</source>
        <translation>三连环</translation>
        <extra-zh>三连环</extra-zh>
    </message>
    <message>
        <source>Four shifted triplets</source>
        <translation>四连刻</translation>
        <extra-zh>四连刻</extra-zh>
    </message>
    <message>
        <source>Three shifted triplets</source>
        <translation>三连刻</translation>
        <extra-zh>三连刻</extra-zh>
    </message>
    <message>
        <source>Three-suit shifted triplets</source>
        <translation>三色连刻</translation>
        <extra-zh>三色连刻</extra-zh>
    </message>
    <message>
        <source>Mirror</source>
        <translation>镜同</translation>
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
        <translation>门前清</translation>
        <extra-zh>门前清</extra-zh>
    </message>
</context>
<context>
    <name>option_binshi</name>
    <message>
        <source>Head bump</source>
        <translation>截和</translation>
        <extra-zh>截和</extra-zh>
    </message>
    <message>
        <source>Several wins on one discard: only the first after the discarder wins (off: all win)</source>
        <translation>一炮多响时只有放铳者之后的第一家和牌（关闭时都和）</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>圈数</translation>
        <extra-zh>圈数</extra-zh>
    </message>
    <message>
        <source>Rounds in the game (each player deals once a round; no dealer repeat)</source>
        <translation>对局圈数（每圈每人坐庄一次，不连庄）</translation>
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
        <translation>144张，含8张花牌；每张补出的花加2分，不计入10分起和</translation>
    </message>
    <message>
        <source>Head bump</source>
        <translation>截和</translation>
        <extra-zh>截和</extra-zh>
    </message>
    <message>
        <source>One discard gives at most one winner, the first after the discarder (off: every claimant wins)</source>
        <translation>一张打出的牌最多一人和牌，即放铳者之后的第一家（关闭：每个要和的人都和）</translation>
    </message>
    <message>
        <source>Hands per session</source>
        <translation>每场局数</translation>
        <extra-zh>局数</extra-zh>
    </message>
    <message>
        <source>Hands in a session; the source suggests a full game (全庄) of 16</source>
        <translation>每场的局数；原规则建议一场全庄16局</translation>
    </message>
    <message>
        <source>Summary score T0</source>
        <translation>约化分数 T0</translation>
        <extra-zh>约化分数 T0</extra-zh>
    </message>
    <message>
        <source>Scale T0 of the tanh summary score shown at the end of a session</source>
        <translation>每场结束时显示的 tanh 约化分数的尺度 T0</translation>
    </message>
</context>
<context>
    <name>option_riichi</name>
    <message>
        <source>Red fives</source>
        <translation>赤宝牌</translation>
        <extra-zh>赤ドラ</extra-zh>
    </message>
    <message>
        <source>Red fives per suit (0m 0p 0s); each one is worth 1 han like a dora</source>
        <translation>每种花色的赤五数 (0m 0p 0s)；每张像宝牌一样计1番</translation>
    </message>
    <message>
        <source>Open all simples</source>
        <translation>食断</translation>
        <extra-zh>喰いタン</extra-zh>
    </message>
    <message>
        <source>断幺九 also counts in an open hand</source>
        <translation>副露后断幺九也成立</translation>
    </message>
    <message>
        <source>Rounded-up mangan</source>
        <translation>切上满贯</translation>
        <extra-zh>切り上げ満貫</extra-zh>
    </message>
    <message>
        <source>4 han 30 fu and 3 han 60 fu are paid as mangan</source>
        <translation>4番30符与3番60符按满贯计</translation>
    </message>
    <message>
        <source>Double yakuman</source>
        <translation>双倍役满</translation>
        <extra-zh>ダブル役満</extra-zh>
    </message>
    <message>
        <source>国士無双十三面, 四暗刻単騎, 純正九蓮宝燈 and 大四喜 count as two yakuman</source>
        <translation>国士无双十三面、四暗刻单骑、纯正九莲宝灯与大四喜计为两倍役满</translation>
    </message>
    <message>
        <source>Counted yakuman</source>
        <translation>累计役满</translation>
        <extra-zh>数え役満</extra-zh>
    </message>
    <message>
        <source>13 han or more is a yakuman; off: capped at sanbaiman</source>
        <translation>13番以上为役满；关闭时最高为三倍满</translation>
    </message>
    <message>
        <source>Head bump</source>
        <translation>头跳</translation>
        <extra-zh>頭ハネ</extra-zh>
    </message>
    <message>
        <source>Only the first player after the discarder may ron; off: double ron, a third ron aborts</source>
        <translation>只有放铳者之后的第一家可以荣和；关闭时可双响，三家荣和则流局</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>对局长度</translation>
        <extra-zh>对局长度</extra-zh>
    </message>
    <message>
        <source>East round only (tonpuusen) or East and South (hanchan); West follows when nobody reached 30000</source>
        <translation>只打东风场（东风战）或东南场（半庄）；无人达到30000时进入西场</translation>
    </message>
    <message>
        <source>Nagashi mangan</source>
        <translation>流局满贯</translation>
        <extra-zh>流局满贯</extra-zh>
    </message>
    <message>
        <source>At the exhaustive draw, a river of terminals and honours none of which was called is paid as a mangan</source>
        <translation>荒牌流局时，牌河全是幺九牌且无一被鸣，按满贯支付</translation>
    </message>
    <message>
        <source>Nine terminals abort</source>
        <translation>九种九牌流局</translation>
        <extra-zh>九种九牌</extra-zh>
    </message>
    <message>
        <source>Nine different terminals and honours on an uninterrupted first draw may abort the hand</source>
        <translation>第一巡未被打断时，手中有九种幺九牌可宣布流局</translation>
    </message>
    <message>
        <source>Other abortive draws</source>
        <translation>其他途中流局</translation>
        <extra-zh>途中流局</extra-zh>
    </message>
    <message>
        <source>Four winds on the first go-around, four riichi and four kongs by several players abort the hand</source>
        <translation>第一巡四家打同一风牌、四家立直、多人开四杠时流局</translation>
    </message>
    <message>
        <source>Bust ends the game</source>
        <translation>击飞终局</translation>
        <extra-zh>击飞</extra-zh>
    </message>
    <message>
        <source>The game ends as soon as a player&apos;s score is below 0</source>
        <translation>有玩家分数低于0时立即终局</translation>
    </message>
    <message>
        <source>Uma and oka</source>
        <translation>马点与返点</translation>
        <extra-zh>顺位马</extra-zh>
    </message>
    <message>
        <source>Final adjustment: 30000 returned, the 20000 oka to the top, uma (thousands) by rank</source>
        <translation>终局结算：返还30000点，20000点返点归第一名，按名次计马点（千点）</translation>
    </message>
</context>
<context>
    <name>option_shanghai</name>
    <message>
        <source>Base score</source>
        <translation>底分</translation>
        <extra-zh>底分</extra-zh>
    </message>
    <message>
        <source>Points per share of 花 (docs/rulesets/shanghai.md)</source>
        <translation>每份花的分数</translation>
    </message>
    <message>
        <source>Starting score (bases)</source>
        <translation>起始分（底）</translation>
        <extra-zh>起始分 (底分倍数)</extra-zh>
    </message>
    <message>
        <source>Each player starts with this many bases; below 50 bases the game ends</source>
        <translation>每位玩家的起始底数；低于50底时终局</translation>
    </message>
    <message>
        <source>荒番 hand</source>
        <translation>荒番局</translation>
        <extra-zh>荒番</extra-zh>
    </message>
    <message>
        <source>This hand is a 荒番 hand and scores double (the table sets it from the 荒番 counter)</source>
        <translation>本局为荒番局，得分加倍（由牌桌根据荒番计数设置）</translation>
    </message>
</context>
<context>
    <name>option_yuque</name>
    <message>
        <source>Minimum fan</source>
        <translation>起和番数</translation>
        <extra-zh>起和番数</extra-zh>
    </message>
    <message>
        <source>Fans a hand needs to win; the source sets none (yuque.md &quot;Play&quot;)</source>
        <translation>和牌所需的最少番数；原规则不设下限</translation>
    </message>
    <message>
        <source>Self-draw bonus from the bank</source>
        <translation>自摸另得</translation>
        <extra-zh>自摸另得</extra-zh>
    </message>
    <message>
        <source>A self-drawn winner gets 7p/6 in total and the others pay nothing</source>
        <translation>自摸者共得 7p/6，其他人不付</translation>
    </message>
    <message>
        <source>Concealed kong display</source>
        <translation>暗杠明示</translation>
        <extra-zh>暗杠明示</extra-zh>
    </message>
    <message>
        <source>Which tiles of a concealed kong are turned face down</source>
        <translation>暗杠的哪几张牌扣下</translation>
    </message>
    <message>
        <source>Ranked ending</source>
        <translation>分差终局</translation>
        <extra-zh>顺位赋分终局</extra-zh>
    </message>
    <message>
        <source>After round 4, end once two players are 100 or more apart</source>
        <translation>第4圈之后，两名玩家相差100分以上即终局</translation>
    </message>
    <message>
        <source>Seat rotation</source>
        <translation>换位</translation>
        <extra-zh>座位轮换</extra-zh>
    </message>
    <message>
        <source>Competition seat changes after each round</source>
        <translation>每圈之后按比赛规则换位</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>圈数</translation>
        <extra-zh>圈数</extra-zh>
    </message>
    <message>
        <source>Rounds (圈) to play at least</source>
        <translation>至少要打的圈数</translation>
    </message>
</context>
<context>
    <name>quetai::DrillController</name>
    <message>
        <source>This position cannot be rebuilt: %1.</source>
        <translation>无法还原此局面：%1。</translation>
    </message>
    <message>
        <source>That answer cannot be checked here.</source>
        <translation>这里无法判定这个回答。</translation>
    </message>
    <message>
        <source>The drill&apos;s result could not be kept: %1.</source>
        <translation>无法保存练习结果：%1。</translation>
    </message>
</context>
<context>
    <name>quetai::GameController</name>
    <message>
        <source>The seed must be a whole number, not &apos;%1&apos;.</source>
        <translation>种子必须是整数，而不是「%1」。</translation>
    </message>
    <message>
        <source>There is no saved game.</source>
        <translation>没有存档。</translation>
    </message>
    <message>
        <source>The saved game is not readable.</source>
        <translation type="vanished">存档无法读取。</translation>
    </message>
    <message>
        <source>The saved game cannot be restored: %1</source>
        <translation type="vanished">无法恢复存档：%1</translation>
    </message>
    <message>
        <source>East</source>
        <translation type="vanished">东</translation>
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
        <translation>电脑%1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>玩家%1</translation>
    </message>
    <message>
        <source>%1 deals first</source>
        <translation>%1 坐庄起家</translation>
    </message>
    <message>
        <source>%1 deals first (dice %2)</source>
        <translation>%1 坐庄起家（骰子 %2）</translation>
    </message>
    <message>
        <source>You deal first</source>
        <translation>你坐庄起家</translation>
    </message>
    <message>
        <source>You deal first (dice %1)</source>
        <translation>你坐庄起家（骰子 %1）</translation>
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
        <translation>换位</translation>
    </message>
    <message>
        <source>After this call no quickest way to win has a yaku: the hand could not win.</source>
        <translation>鸣牌后最快的和牌路线都没有役：这手牌无法和牌。</translation>
    </message>
    <message>
        <source>After this call the hand cannot reach the minimum (%1 %2) in its quickest ways.</source>
        <translation>鸣牌后最快的和牌路线都达不到起和（%1 %2）。</translation>
    </message>
    <message>
        <source>After this call no quickest way to win is a valid win.</source>
        <translation>鸣牌后最快的和牌路线都不能成和。</translation>
    </message>
    <message>
        <source>not a hand the scorer accepts</source>
        <translation>计分器不接受此牌型</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>无役</translation>
    </message>
    <message>
        <source>yakuman · %1</source>
        <translation>役满 · %1</translation>
    </message>
    <message>
        <source>%1 han %2 fu · %3</source>
        <translation>%1 番 %2 符 · %3</translation>
    </message>
    <message>
        <source> · below the minimum</source>
        <translation> · 未达起和</translation>
    </message>
    <message>
        <source>The review is ready when the hand is over.</source>
        <translation>本局结束后才能复盘。</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>对局无法保存：%1</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be loaded: %2. It could not be moved aside (%3); it was left as it is.</source>
        <translation>存档 %1 无法载入：%2。也无法移到一旁（%3），已保持原样。</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be loaded: %2. It was kept, unchanged, as %3.</source>
        <translation>存档 %1 无法载入：%2。已原样保留为 %3。</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be read: %2.</source>
        <translation>存档 %1 无法读取：%2。</translation>
    </message>
    <message>
        <source>This page is not translated into your language yet; here it is in English.</source>
        <translation>本页还没有你所用语言的版本，下面是英文版。</translation>
    </message>
    <message>
        <source>Seat %1: the mjai program&apos;s command is empty.</source>
        <translation>座位 %1：mjai 程序的命令为空。</translation>
    </message>
    <message>
        <source>Seat %1: an mjai program plays riichi only.</source>
        <translation>座位 %1：mjai 程序只能打立直麻将。</translation>
    </message>
    <message>
        <source>There is no review of a game played online.</source>
        <translation>联机对局没有复盘。</translation>
    </message>
    <message>
        <source>You have less than 50 × the base stake (底分) and cannot play another hand: you leave the table.</source>
        <translation>你的分数已不足 50 × 底分，不能再打下一局：你离开牌桌。</translation>
    </message>
    <message>
        <source>%1 has less than 50 × the base stake (底分) and leaves the table.</source>
        <translation>%1 的分数不足 50 × 底分，离开牌桌。</translation>
    </message>
    <message>
        <source>A player quit: the game is over.</source>
        <translation>有玩家退出：牌局结束。</translation>
    </message>
    <message>
        <source>A player is below 50 × the base stake (底分): the game is over.</source>
        <translation>有玩家不足 50 × 底分：牌局结束。</translation>
    </message>
    <message>
        <source>The table was closed.</source>
        <translation>牌桌已关闭。</translation>
    </message>
</context>
<context>
    <name>quetai::OnlineLobby</name>
    <message>
        <source>Please give a name the other players will see.</source>
        <translation>请填写其他玩家看到的名字。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a server address: write it as host:port, for example 192.168.1.20:7777.</source>
        <translation>「%1」不是服务器地址：请写成 主机:端口，例如 192.168.1.20:7777。</translation>
    </message>
    <message>
        <source>The server could not start: %1</source>
        <translation>服务器无法启动：%1</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>电脑%1</translation>
    </message>
</context>
<context>
    <name>quetai::RecordController</name>
    <message>
        <source>The record&apos;s cache could not be written (%1); the figures are right but the next look is slower.</source>
        <translation>无法写入战绩缓存（%1）；数字是正确的，但下次打开会慢一些。</translation>
    </message>
    <message>
        <source>There is no record to export yet.</source>
        <translation>还没有可导出的战绩。</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2.</source>
        <translation>无法写入 %1：%2。</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>文件夹不存在</translation>
    </message>
    <message>
        <source>The chart %1 could not be saved.</source>
        <translation>无法保存图表 %1。</translation>
    </message>
</context>
<context>
    <name>quetai::ReplayController</name>
    <message>
        <source>This game cannot be replayed: %1.</source>
        <translation>此对局无法回放：%1。</translation>
    </message>
    <message>
        <source>%1 · seed %2</source>
        <translation>%1 · 种子 %2</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <translation>%1 无法读取：%2。</translation>
    </message>
    <message>
        <source>The game begins</source>
        <translation>对局开始</translation>
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
        <translation>对局结束</translation>
    </message>
    <message>
        <source>This tenhou.net/6 log cannot be replayed: %1.</source>
        <translation>此 tenhou.net/6 牌谱无法复盘：%1。</translation>
    </message>
    <message>
        <source>tenhou.net/6 log · %1 hands</source>
        <translation>tenhou.net/6 牌谱 · %1 局</translation>
    </message>
    <message>
        <source>Only a riichi game of ours can be exported as a tenhou.net/6 log.</source>
        <translation>只有本程序的立直麻将对局可以导出为 tenhou.net/6 牌谱。</translation>
    </message>
    <message>
        <source>The log could not be written: %1.</source>
        <translation>无法生成牌谱：%1。</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2.</source>
        <translation>无法写入 %1：%2。</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>文件夹不存在</translation>
    </message>
    <message>
        <source>This position cannot be rebuilt: %1.</source>
        <translation>无法还原此局面：%1。</translation>
    </message>
    <message>
        <source>You win (%1) with %2: %3</source>
        <translation>你和牌（%1），%2：%3</translation>
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
        <translation>上海麻将</translation>
        <extra-zh>上海麻将</extra-zh>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直麻将</translation>
        <extra-zh>立直麻将</extra-zh>
    </message>
    <message>
        <source>Binshi</source>
        <translation>璸市麻雀</translation>
        <extra-zh>璸市麻雀</extra-zh>
    </message>
    <message>
        <source>Lingque</source>
        <translation>灵雀</translation>
        <extra-zh>灵雀</extra-zh>
    </message>
</context>
<context>
    <name>win_binshi</name>
    <message>
        <source>Self-draw</source>
        <translation>自摸</translation>
        <extra-zh>自摸</extra-zh>
    </message>
    <message>
        <source>Win</source>
        <translation>和</translation>
        <extra-zh>和</extra-zh>
    </message>
</context>
<context>
    <name>win_lingque</name>
    <message>
        <source>Self-draw</source>
        <translation>自摸</translation>
        <extra-zh>自摸</extra-zh>
    </message>
    <message>
        <source>Win</source>
        <translation>和</translation>
        <extra-zh>和</extra-zh>
    </message>
</context>
<context>
    <name>win_riichi</name>
    <message>
        <source>Tsumo</source>
        <translation>自摸</translation>
        <extra-zh>ツモ</extra-zh>
    </message>
    <message>
        <source>Ron</source>
        <translation>荣和</translation>
        <extra-zh>ロン</extra-zh>
    </message>
</context>
<context>
    <name>win_shanghai</name>
    <message>
        <source>Self-draw</source>
        <translation>自摸</translation>
        <extra-zh>自摸</extra-zh>
    </message>
    <message>
        <source>Win</source>
        <translation>和</translation>
        <extra-zh>和</extra-zh>
    </message>
</context>
<context>
    <name>win_yuque</name>
    <message>
        <source>Self-draw</source>
        <translation>自摸</translation>
        <extra-zh>自摸</extra-zh>
    </message>
    <message>
        <source>Win</source>
        <translation>和</translation>
        <extra-zh>和</extra-zh>
    </message>
</context>
</TS>
