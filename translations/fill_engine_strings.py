#!/usr/bin/env python3
"""Fills the engine's strings in translations/*.ts (translations/README.md).

The contexts from app/gui/enginestrings.cpp (fan_<id>, ruleset, win_<id>,
option_<id>) and app/gui/enginetext.cpp (EngineStep, EngineTerm,
EnginePhrase) are filled where a file leaves them unfinished:

- fan and yaku names from the tables' own names (the lupdate extras): zh_CN
  is the Chinese name (the canonical name of a Chinese ruleset), ja a riichi
  yaku's Japanese name, or for the Chinese rulesets their Chinese name in
  Japanese kanji (OpenCC s2t + t2jp);
- everything else from the tables below (zh_CN, ja), written by hand;
- zh_TW is zh_CN through OpenCC s2twp; en is the source itself.

Run after lupdate: python3 translations/fill_engine_strings.py
Entries already translated are left alone (a hand correction stays).
"""
import pathlib
import subprocess
import sys
import xml.etree.ElementTree as ET

ROOT = pathlib.Path(__file__).resolve().parent

# (context or "*", English) -> (zh_CN, ja)
MANUAL = {
    ("ruleset", "Yuque"): ("玉雀", "玉雀"),
    ("ruleset", "Shanghai"): ("上海麻将", "上海麻雀"),
    ("ruleset", "Riichi"): ("立直麻将", "立直麻雀"),
    ("ruleset", "Binshi"): ("璸市麻雀", "璸市麻雀"),
    ("ruleset", "Lingque"): ("灵雀", "霊雀"),
    ("*win", "Self-draw"): ("自摸", "ツモ"),
    ("*win", "Win"): ("和", "ロン"),
    ("*win", "Tsumo"): ("自摸", "ツモ"),
    ("*win", "Ron"): ("荣和", "ロン"),
    # options: names
    ("option_yuque", "Minimum fan"): ("起和番数", "最低翻数"),
    ("option_yuque", "Self-draw bonus from the bank"): ("自摸另得", "ツモ時の上乗せ"),
    ("option_yuque", "Concealed kong display"): ("暗杠明示", "暗槓の見せ方"),
    ("option_yuque", "Ranked ending"): ("分差终局", "点差終局"),
    ("option_yuque", "Seat rotation"): ("换位", "席替え"),
    ("option_yuque", "Rounds"): ("圈数", "局数（圏）"),
    ("option_shanghai", "Base score"): ("底分", "基本点"),
    ("option_shanghai", "Starting score (bases)"): ("起始分（底）", "持ち点（基本点単位）"),
    ("option_shanghai", "荒番 hand"): ("荒番局", "荒番局"),
    ("option_riichi", "Red fives"): ("赤宝牌", "赤ドラ"),
    ("option_riichi", "Open all simples"): ("食断", "喰いタン"),
    ("option_riichi", "Rounded-up mangan"): ("切上满贯", "切り上げ満貫"),
    ("option_riichi", "Double yakuman"): ("双倍役满", "ダブル役満"),
    ("option_riichi", "Counted yakuman"): ("累计役满", "数え役満"),
    ("option_riichi", "Head bump"): ("头跳", "頭ハネ"),
    ("option_riichi", "Game length"): ("对局长度", "対局の長さ"),
    ("option_riichi", "Nagashi mangan"): ("流局满贯", "流し満貫"),
    ("option_riichi", "Nine terminals abort"): ("九种九牌流局", "九種九牌"),
    ("option_riichi", "Other abortive draws"): ("其他途中流局", "その他の途中流局"),
    ("option_riichi", "Bust ends the game"): ("击飞终局", "トビ終了"),
    ("option_riichi", "Uma and oka"): ("马点与返点", "ウマとオカ"),
    ("option_binshi", "Head bump"): ("截和", "頭ハネ"),
    ("option_binshi", "Rounds"): ("圈数", "局数（圏）"),
    ("option_lingque", "Flowers"): ("花牌", "花牌"),
    ("option_lingque", "Head bump"): ("截和", "頭ハネ"),
    ("option_lingque", "Hands per session"): ("每场局数", "1回の局数"),
    ("option_lingque", "Summary score T0"): ("约化分数 T0", "要約スコア T0"),
    # options: help
    ("option_yuque", "Fans a hand needs to win; the source sets none (yuque.md \"Play\")"):
        ("和牌所需的最少番数；原规则不设下限", "和了に必要な最低翻数。原典には下限なし"),
    ("option_yuque", "A self-drawn winner gets 7p/6 in total and the others pay nothing"):
        ("自摸者共得 7p/6，其他人不付", "ツモ和了者は合計 7p/6 を得て、他家は支払わない"),
    ("option_yuque", "Which tiles of a concealed kong are turned face down"):
        ("暗杠的哪几张牌扣下", "暗槓のどの牌を伏せるか"),
    ("option_yuque", "After round 4, end once two players are 100 or more apart"):
        ("第4圈之后，两名玩家相差100分以上即终局", "4圏目以降、2人の差が100点以上になったら終局"),
    ("option_yuque", "Competition seat changes after each round"):
        ("每圈之后按比赛规则换位", "各圏の後に競技式の席替え"),
    ("option_yuque", "Rounds (圈) to play at least"): ("至少要打的圈数", "最低限打つ圏数"),
    ("option_shanghai", "Points per share of 花 (docs/rulesets/shanghai.md)"):
        ("每份花的分数", "花1つ分あたりの点数"),
    ("option_shanghai", "Each player starts with this many bases; below 50 bases the game ends"):
        ("每位玩家的起始底数；低于50底时终局", "各プレイヤーの持ち点（基本点単位）。50を下回ると終局"),
    ("option_shanghai", "This hand is a 荒番 hand and scores double (the table sets it from the 荒番 counter)"):
        ("本局为荒番局，得分加倍（由牌桌根据荒番计数设置）", "この局は荒番局で得点が倍になる（卓が荒番カウンターから設定）"),
    ("option_riichi", "Red fives per suit (0m 0p 0s); each one is worth 1 han like a dora"):
        ("每种花色的赤五数 (0m 0p 0s)；每张像宝牌一样计1番", "各色の赤五の枚数（0m 0p 0s）。1枚につきドラと同じく1翻"),
    ("option_riichi", "断幺九 also counts in an open hand"): ("副露后断幺九也成立", "副露していても断幺九が成立する"),
    ("option_riichi", "4 han 30 fu and 3 han 60 fu are paid as mangan"):
        ("4番30符与3番60符按满贯计", "4翻30符と3翻60符を満貫として支払う"),
    ("option_riichi", "国士無双十三面, 四暗刻単騎, 純正九蓮宝燈 and 大四喜 count as two yakuman"):
        ("国士无双十三面、四暗刻单骑、纯正九莲宝灯与大四喜计为两倍役满", "国士無双十三面・四暗刻単騎・純正九蓮宝燈・大四喜をダブル役満とする"),
    ("option_riichi", "13 han or more is a yakuman; off: capped at sanbaiman"):
        ("13番以上为役满；关闭时最高为三倍满", "13翻以上で役満。オフなら三倍満止まり"),
    ("option_riichi", "Only the first player after the discarder may ron; off: double ron, a third ron aborts"):
        ("只有放铳者之后的第一家可以荣和；关闭时可双响，三家荣和则流局", "放銃者の下手から最初の1人だけがロンできる。オフならダブロン可、トリロンは流局"),
    ("option_riichi", "East round only (tonpuusen) or East and South (hanchan); West follows when nobody reached 30000"):
        ("只打东风场（东风战）或东南场（半庄）；无人达到30000时进入西场", "東風戦または半荘戦。誰も30000点に届かなければ西入"),
    ("option_riichi", "At the exhaustive draw, a river of terminals and honours none of which was called is paid as a mangan"):
        ("荒牌流局时，牌河全是幺九牌且无一被鸣，按满贯支付", "荒牌流局時、河が么九牌だけで1枚も鳴かれていなければ満貫として支払う"),
    ("option_riichi", "Nine different terminals and honours on an uninterrupted first draw may abort the hand"):
        ("第一巡未被打断时，手中有九种幺九牌可宣布流局", "鳴きのない第一巡に么九牌が9種あれば流局にできる"),
    ("option_riichi", "Four winds on the first go-around, four riichi and four kongs by several players abort the hand"):
        ("第一巡四家打同一风牌、四家立直、多人开四杠时流局", "四風連打・四家立直・複数人による四槓で流局"),
    ("option_riichi", "The game ends as soon as a player's score is below 0"):
        ("有玩家分数低于0时立即终局", "誰かの持ち点が0未満になった時点で終局"),
    ("option_riichi", "Final adjustment: 30000 returned, the 20000 oka to the top, uma (thousands) by rank"):
        ("终局结算：返还30000点，20000点返点归第一名，按名次计马点（千点）", "最終精算：30000点返し、オカ20000点はトップへ、順位ウマ（千点単位）"),
    ("option_binshi", "Several wins on one discard: only the first after the discarder wins (off: all win)"):
        ("一炮多响时只有放铳者之后的第一家和牌（关闭时都和）", "同じ捨て牌で複数が和了：放銃者の下手から最初の1人だけ（オフなら全員）"),
    ("option_binshi", "Rounds in the game (each player deals once a round; no dealer repeat)"):
        ("对局圈数（每圈每人坐庄一次，不连庄）", "対局の圏数（各圏で全員が1回ずつ親、連荘なし）"),
    ("option_lingque", "144 tiles with the 8 flowers; each flower adds 2 points, not counted for the minimum"):
        ("144张，含8张花牌；每张花加2分，不计入起和", "花牌8枚を含む144枚。花1枚につき2点、最低点には数えない"),
    ("option_lingque", "one discard gives at most one winner, the first after the discarder"):
        ("一张打出的牌最多一人和牌，即放铳者之后的第一家", "1枚の捨て牌で和了できるのは放銃者の下手から最初の1人だけ"),
    ("option_lingque", "the source suggests a full game of 16 hands"): ("原规则建议一场16局", "原典は1回16局を勧める"),
    ("option_lingque", "the scale of the optional tanh summary score at the end of a session"):
        ("每场结束时可选的 tanh 约化分数的尺度", "1回の終わりに付ける任意の tanh 要約スコアの尺度"),
    # step templates
    ("EngineStep", "%1: %2 han (open; %3 closed)"): ("%1：%2番（副露；门清%3番）", "%1：%2翻（副露。門前なら%3翻）"),
    ("EngineStep", "%1: %2 han"): ("%1：%2番", "%1：%2翻"),
    ("EngineStep", "%1: %2 fu, not rounded (riichi.md \"Fu\")"): ("%1：%2符，不进位", "%1：%2符（切り上げなし）"),
    ("EngineStep", "待ち Wait: %1 on %2: %3 fu"): ("听牌形：%1，听%2：%3符", "待ち：%1（%2待ち）：%3符"),
    ("EngineStep", "%1: %2 fu"): ("%1：%2符", "%1：%2符"),
    ("EngineStep", "An open hand at %1 fu counts %2 fu (riichi.md \"Fu\")"): ("副露手%1符按%2符计", "副露手の%1符は%2符とする"),
    ("EngineStep", "fu %1 rounds up to %2"): ("%1符进位为%2符", "%1符を切り上げて%2符"),
    ("EngineStep", "%1 fu × 2^(%2) = %3"): ("%1符 × 2^(%2) = %3", "%1符 × 2^(%2) = %3"),
    ("EngineStep", "%1 han: %2, a = %3"): ("%1番：%2，a = %3", "%1翻：%2、a = %3"),
    ("EngineStep", "a = %1 > 2000: %2, a = %3"): ("a = %1 > 2000：%2，a = %3", "a = %1 > 2000：%2、a = %3"),
    ("EngineStep", "Dealer pays %1 = %2 → %3"): ("庄家付 %1 = %2 → %3", "親の支払い %1 = %2 → %3"),
    ("EngineStep", "Discarder (dealer wins) pays %1 = %2 → %3"): ("放铳者（庄家和牌）付 %1 = %2 → %3", "放銃者（親の和了）の支払い %1 = %2 → %3"),
    ("EngineStep", "Discarder pays %1 = %2 → %3"): ("放铳者付 %1 = %2 → %3", "放銃者の支払い %1 = %2 → %3"),
    ("EngineStep", "Each non-dealer pays %1 = %2 → %3"): ("每位闲家付 %1 = %2 → %3", "子はそれぞれ %1 = %2 → %3 を支払う"),
    ("EngineStep", "Each other non-dealer pays %1 → %2"): ("其他闲家各付 %1 → %2", "他の子はそれぞれ %1 → %2 を支払う"),
    ("EngineStep", "Dealer self-draw: %1 = %2"): ("庄家自摸：%1 = %2", "親のツモ：%1 = %2"),
    ("EngineStep", "Self-draw: %1 = %2"): ("自摸：%1 = %2", "ツモ：%1 = %2"),
    ("EngineStep", "Honba and deposits are paid on top (%1 honba, %2 deposits)"):
        ("另付本场与供托（%1本场，供托%2点）", "本場と供託は別に支払う（%1本場、供託%2点）"),
    ("EngineStep", "%1: no self-draw fu (stays %2)"): ("%1：不加自摸符（仍为%2符）", "%1：ツモ符なし（%2符のまま）"),
    ("EngineStep", "本場 %1 honba × %2"): ("本场 %1 × %2", "本場 %1本 × %2"),
    ("EngineStep", "%1 番 fan: p = %2² = %3"): ("%1番：p = %2² = %3", "%1番：p = %2² = %3"),
    ("EngineStep", "%1: the winner gains p = %2; the discarder loses %3"):
        ("%1：和牌者得 p = %2；放铳者失 %3", "%1：和了者は p = %2 を得る。放銃者は %3 を失う"),
    ("EngineStep", "%1: the winner gains p = %2; each other player loses %3"):
        ("%1：和牌者得 p = %2；其他每家失 %3", "%1：和了者は p = %2 を得る。他家はそれぞれ %3 を失う"),
    ("EngineStep", "%1: the winner gains p = %2; the robbed player loses %3"):
        ("%1：和牌者得 p = %2；被抢杠者失 %3", "%1：和了者は p = %2 を得る。槍槓された者は %3 を失う"),
    ("EngineStep", "听牌 Ready, waiting on %1: valued as a win on a discard of %2 (every wait fully visible: the lowest)"):
        ("听牌，听%1：按荣和%2计（所听之牌均已全见：取最低）", "聴牌（%1待ち）：%2のロン和了として評価（待ちがすべて見えている：最低のもの）"),
    ("EngineStep", "听牌 Ready, waiting on %1: valued as a win on a discard of %2 (the highest wait not fully visible)"):
        ("听牌，听%1：按荣和%2计（未全见之牌中取最高）", "聴牌（%1待ち）：%2のロン和了として評価（見え切っていない待ちの最高）"),
    ("EngineStep", "未听 Not ready: %1 番 fan"): ("未听：%1番", "不聴：%1番"),
    ("EngineStep", "f%1 = %2翻, the largest: %3"): ("f%1 = %2翻，最大者：%3", "f%1 = %2翻、最大のもの：%3"),
    ("EngineStep", "f%1 = %2翻, the largest of another category: %3; %4 > √(%5) = %6: 复合跳翻 +%7"):
        ("f%1 = %2翻，另一类中最大者：%3；%4 > √(%5) = %6：复合跳翻 +%7", "f%1 = %2翻、別の類で最大のもの：%3。%4 > √(%5) = %6：复合跳翻 +%7"),
    ("EngineStep", "f%1 = %2翻, the largest of another category: %3; %4 ≤ √(%5) = %6: no 复合跳翻"):
        ("f%1 = %2翻，另一类中最大者：%3；%4 ≤ √(%5) = %6：无复合跳翻", "f%1 = %2翻、別の類で最大のもの：%3。%4 ≤ √(%5) = %6：复合跳翻なし"),
    ("EngineStep", "f%1: no fan of another category: no 复合跳翻"): ("f%1：没有另一类的番：无复合跳翻", "f%1：別の類の役なし：复合跳翻なし"),
    ("EngineStep", "minimum (flowers excluded): %1 ≥ %2: the hand may win"): ("起和（不计花）：%1 ≥ %2：可以和牌", "最低点（花を除く）：%1 ≥ %2：和了できる"),
    ("EngineStep", "minimum (flowers excluded): %1 < %2: not a win"): ("起和（不计花）：%1 < %2：不能和牌", "最低点（花を除く）：%1 < %2：和了にならない"),
    ("EngineStep", "no 门清跳翻: the hand has a chi, pon or open kong"): ("无门清跳翻：有吃、碰或明杠", "门清跳翻なし：チー・ポン・明槓がある"),
    ("EngineStep", "门清跳翻 +%1: no chi, pon or open kong"): ("门清跳翻 +%1：没有吃、碰或明杠", "门清跳翻 +%1：チー・ポン・明槓なし"),
    ("EngineStep", "points = %1副 × %2翻 = %3"): ("得分 = %1副 × %2翻 = %3", "点数 = %1副 × %2翻 = %3"),
    ("EngineStep", "番牌: the %1 番牌 fans count as one fan of %2翻 (%3 番牌 triplets: one 翻 each)"):
        ("番牌：%1个番牌合为一番，计%2翻（%3个番牌刻子：每个1翻）", "番牌：%1つの番牌を1つの役として%2翻（番牌の刻子%3つ：各1翻）"),
    ("EngineStep", "番牌: the %1 番牌 fans count as one fan of %2翻 (%3 番牌 triplets; fewer than two: %4翻)"):
        ("番牌：%1个番牌合为一番，计%2翻（%3个番牌刻子；不足两个：%4翻）", "番牌：%1つの番牌を1つの役として%2翻（番牌の刻子%3つ。2つ未満：%4翻）"),
    ("EngineStep", "番牌: the %1 番牌 fans count as one fan of %2翻 (%3 番牌 triplet; fewer than two: %4翻)"):
        ("番牌：%1个番牌合为一番，计%2翻（%3个番牌刻子；不足两个：%4翻）", "番牌：%1つの番牌を1つの役として%2翻（番牌の刻子%3つ。2つ未満：%4翻）"),
    ("EngineStep", "番牌: the %1 番牌 fan count as one fan of %2翻 (%3 番牌 triplets; fewer than two: %4翻)"):
        ("番牌：%1个番牌计为一番，%2翻（%3个番牌刻子；不足两个：%4翻）", "番牌：%1つの番牌を1つの役として%2翻（番牌の刻子%3つ。2つ未満：%4翻）"),
    ("EngineStep", "番牌: the %1 番牌 fan count as one fan of %2翻 (%3 番牌 triplet; fewer than two: %4翻)"):
        ("番牌：%1个番牌计为一番，%2翻（%3个番牌刻子；不足两个：%4翻）", "番牌：%1つの番牌を1つの役として%2翻（番牌の刻子%3つ。2つ未満：%4翻）"),
    ("EngineStep", "%1-fan minimum, flowers excluded: %2 ≥ %3, a valid win"): ("%1番起和（不计花）：%2 ≥ %3，和牌有效", "%1番縛り（花を除く）：%2 ≥ %3、和了成立"),
    ("EngineStep", "%1-fan minimum, flowers excluded: %2 < %3, not a valid win (错和)"): ("%1番起和（不计花）：%2 < %3，错和", "%1番縛り（花を除く）：%2 < %3、錯和"),
    ("EngineStep", "Total: %1 fan (%2 without flowers)"): ("合计：%1番（不计花%2番）", "合計：%1番（花を除いて%2番）"),
    ("EngineStep", "%1 not counted: included in its honour fan (不重复原则)"): ("%1不计：已含于其字牌番（不重复原则）", "%1は数えない：字牌の役に含まれる（不重复原则）"),
    ("EngineStep", "%1 not counted: included in %2 (不重复原则)"): ("%1不计：已含于%2（不重复原则）", "%1は数えない：%2に含まれる（不重复原则）"),
    ("EngineStep", "%1 not counted: a group already made this fan (不得相同原则)"): ("%1不计：已有一组牌成过此番（不得相同原则）", "%1は数えない：同じ面子ですでにこの役を数えた（不得相同原则）"),
    ("EngineStep", "%1 not counted: its groups are in %2 (不重复原则)"): ("%1不计：其牌组已在%2中（不重复原则）", "%1は数えない：その面子は%2の中にある（不重复原则）"),
    ("EngineStep", "%1 not counted: its groups were already combined (套算一次原则)"): ("%1不计：其牌组已组合过（套算一次原则）", "%1は数えない：その面子はすでに組み合わせ済み（套算一次原则）"),
    ("EngineStep", "%1 not counted: the hand waited on more than one kind (MCR: only a sole wait)"):
        ("%1不计：所听不止一种牌（国标：只计唯一听张）", "%1は数えない：待ちが1種類ではない（中国麻雀：単一の待ちのみ）"),
    ("EngineStep", "%1: %2 fan (not toward the %3-fan minimum)"): ("%1：%2番（不计入%3番起和）", "%1：%2番（%3番縛りには数えない）"),
    ("EngineStep", "%1: %2 fan"): ("%1：%2番", "%1：%2番"),
    ("EngineStep", "就高不就低 The highest reading: %1; winning tile %2"): ("就高不就低：%1；和张%2", "就高不就低（最高の解釈）：%1。和了牌%2"),
    ("EngineStep", "铳二摸三: self-drawn, each other player pays %1 (the winner receives %2)"):
        ("铳二摸三：自摸，其他每家付%1（和牌者共得%2）", "铳二摸三：ツモ、他家はそれぞれ%1を支払う（和了者は%2を得る）"),
    ("EngineStep", "铳二摸三: the discarder pays %1 = %2"): ("铳二摸三：放铳者付 %1 = %2", "铳二摸三：放銃者が %1 = %2 を支払う"),
    ("EngineStep", "Types found: none (a plain hand)"): ("牌型：无（普通和牌）", "役の型：なし（普通の和了）"),
    ("EngineStep", "Types found: %1"): ("牌型：%1", "役の型：%1"),
    ("EngineStep", "Class %1: 底花 × 2^(番 of the class-%2 types)"): ("第%1类：底花 × 2^(第%2类牌型的番)", "第%1類：底花 × 2^(第%2類の型の番)"),
    ("EngineStep", "Class %1: %2 %3 喇 × %4 = %5 花 (the largest class-%6 type; nothing else counts)"):
        ("第%1类：%2 %3喇 × %4 = %5花（第%6类中最大的牌型；其他都不计）", "第%1類：%2 %3喇 × %4 = %5花（第%6類で最大の型。他は数えない）"),
    ("EngineStep", "底花 %1: +%2"): ("底花 %1：+%2", "底花 %1：+%2"),
    ("EngineStep", "%1: %2 番, × %3"): ("%1：%2番，× %3", "%1：%2番、× %3"),
    ("EngineStep", "%1: %2 番 (recognised, multiplies by %3)"): ("%1：%2番（成立，乘以%3）", "%1：%2番（成立、%3倍）"),
    ("EngineStep", "花 = 底花 %1 × 2^%2 = %3"): ("花 = 底花 %1 × 2^%2 = %3", "花 = 底花 %1 × 2^%2 = %3"),
    ("EngineStep", "荒番 hand: × %1 = %2 花"): ("荒番局：× %1 = %2花", "荒番局：× %1 = %2花"),
    ("EngineStep", "%1: %2"): ("%1：%2", "%1：%2"),
    ("EngineStep", "dealt in: one share of %1; %2口 related: one extra share"): ("放铳：一份%1；%2口相关：多付一份", "放銃：1口分%1。%2口の関係：1口追加"),
    ("EngineStep", "dealt in: one share of %1"): ("放铳：一份%1", "放銃：1口分%1"),
    ("EngineStep", "self-draw: one share of %1"): ("自摸：一份%1", "ツモ：1口分%1"),
    ("EngineStep", "one share: %1 花 × base %2"): ("一份：%1花 × 底分%2", "1口：%1花 × 基本点%2"),
    ("EngineStep", "%1口 related: one extra share"): ("%1口相关：多付一份", "%1口の関係：1口追加"),
    ("EngineStep", "self-draw: F"): ("自摸：F", "ツモ：F"),
    ("EngineStep", "discard: 2F"): ("点和：2F", "ロン：2F"),
    ("EngineStep", "%1 wins %2 points on %3's discard: the discarder pays 2p = %4, the other two p = %5"):
        ("%1 荣和%3的打牌，得%2分：放铳者付 2p = %4，另两家各付 p = %5", "%1 が %3 の捨て牌でロン、%2点：放銃者が 2p = %4、他の2人が p = %5 を支払う"),
    ("EngineStep", "%1 self-draws %2 points: each other player pays 3p/2 = %3"):
        ("%1 自摸%2分：其他每家付 3p/2 = %3", "%1 がツモ、%2点：他家がそれぞれ 3p/2 = %3 を支払う"),
    ("EngineStep", "%1 handed the winner %2 tiles: full liability (全包牌), pays everything: +%3"):
        ("%1 给了和牌者%2张牌：全包牌，全部代付：+%3", "%1 は和了者に%2枚を渡した：全包牌、全額を支払う：+%3"),
    ("EngineStep", "%1 handed the winner %2 tiles: half liability (半包牌), pays half (rounded up) of each other player's share: +%3"):
        ("%1 给了和牌者%2张牌：半包牌，代付其他每家份额的一半（向上取整）：+%3", "%1 は和了者に%2枚を渡した：半包牌、他の各人の分の半分（切り上げ）を支払う：+%3"),
    ("EngineStep", "约化分数 Summary score after %1 hands (reference only, T0 = %2): %3"):
        ("约化分数（%1局后，仅供参考，T0 = %2）：%3", "約化分数（%1局後、参考値、T0 = %2）：%3"),
    ("EngineStep", "荒庄 Exhausted wall: no payments"): ("荒庄：不付分", "荒牌流局：支払いなし"),
    ("EngineStep", "%1 pays %2 %3"): ("%1 付给 %2 %3", "%1 → %2 %3"),
    # terms
    ("EngineTerm", "Round"): ("圈", "圏"),
    ("EngineTerm", "Deposits"): ("供托", "供託"),
    ("EngineTerm", "Double"): ("两立直", "ダブル立直"),
    ("EngineTerm", "Pinfu self-draw"): ("平和自摸", "平和ツモ"),
    ("EngineTerm", "Dora"): ("宝牌", "ドラ"),
    ("EngineTerm", "Ura dora"): ("里宝牌", "裏ドラ"),
    ("EngineTerm", "Red fives"): ("赤宝牌", "赤ドラ"),
    ("EngineTerm", "win"): ("和牌", "和了"),
    ("EngineTerm", "Base"): ("副底", "副底"),
    ("EngineTerm", "Self-draw"): ("自摸", "ツモ"),
    ("EngineTerm", "Open win on a discard"): ("副露荣和", "副露ロン"),
    ("EngineTerm", "Concealed win on a discard"): ("门前荣和", "門前ロン"),
    ("EngineTerm", "Sequence"): ("顺子", "順子"),
    ("EngineTerm", "Open sequence"): ("明顺", "明順"),
    ("EngineTerm", "Concealed triplet"): ("暗刻", "暗刻"),
    ("EngineTerm", "Open triplet"): ("明刻", "明刻"),
    ("EngineTerm", "Concealed kong"): ("暗杠", "暗槓"),
    ("EngineTerm", "Open kong"): ("明杠", "明槓"),
    ("EngineTerm", "Pair"): ("雀头", "雀頭"),
    ("EngineTerm", "two-sided wait"): ("两面听", "両面"),
    ("EngineTerm", "closed wait"): ("嵌张听", "嵌張"),
    ("EngineTerm", "edge wait"): ("边张听", "辺張"),
    ("EngineTerm", "pair wait"): ("单骑听", "単騎"),
    ("EngineTerm", "wait on a pair becoming a triplet"): ("双碰听", "シャンポン"),
    ("EngineTerm", "mangan"): ("满贯", "満貫"),
    ("EngineTerm", "haneman"): ("跳满", "跳満"),
    ("EngineTerm", "baiman"): ("倍满", "倍満"),
    ("EngineTerm", "sanbaiman"): ("三倍满", "三倍満"),
    ("EngineTerm", "yakuman"): ("役满", "役満"),
    ("EngineTerm", "counted yakuman"): ("累计役满", "数え役満"),
    ("EngineTerm", "rounded-up mangan"): ("切上满贯", "切り上げ満貫"),
    ("EngineTerm", "self-draw"): ("自摸", "ツモ"),
    ("EngineTerm", "ron"): ("荣和", "ロン"),
    ("EngineTerm", "noten payment"): ("不听罚符", "不聴罰符"),
    ("EngineTerm", "riichi deposits on the table"): ("场上的立直供托", "場の供託"),
    ("EngineTerm", "Nine terminals"): ("九种九牌", "九種九牌"),
    ("EngineTerm", "Four winds"): ("四风连打", "四風連打"),
    ("EngineTerm", "Four riichi"): ("四家立直", "四家立直"),
    ("EngineTerm", "Four kongs"): ("四杠散了", "四槓散了"),
    ("EngineTerm", "nagashi mangan"): ("流局满贯", "流し満貫"),
    ("EngineTerm", "Total"): ("合计", "合計"),
    ("EngineTerm", "Flowers"): ("花牌", "花牌"),
    ("EngineTerm", "Win on a discard"): ("荣和", "ロン和了"),
    ("EngineTerm", "Win on a robbed kong"): ("抢杠和", "槍槓"),
    ("EngineTerm", "ready"): ("听牌", "聴牌"),
    ("EngineTerm", "wins"): ("和牌", "和了"),
    ("EngineTerm", "dealt in"): ("放铳", "放銃"),
    ("EngineTerm", "not ready"): ("未听", "不聴"),
    ("EngineTerm", "seven pairs"): ("七对", "七対子"),
    ("EngineTerm", "knitted tiles and honours"): ("全不靠", "全不靠"),
    ("EngineTerm", "knitted straight, a group and a pair"): ("组合龙加一组一对", "組合龍と1面子1雀頭"),
    ("EngineTerm", "thirteen orphans"): ("十三幺", "国士無双"),
    # phrases
    ("EnginePhrase", ", completed by the ron: counts as open"): ("，由荣和完成：按明刻计", "、ロンで完成：明刻扱い"),
    ("EnginePhrase", "(terminal/honour)"): ("（幺九）", "（么九牌）"),
    ("EnginePhrase", "(simple)"): ("（中张）", "（中張牌）"),
    ("EnginePhrase", "(yakuhai: dragon)"): ("（役牌：三元牌）", "（役牌：三元牌）"),
    ("EnginePhrase", "(yakuhai: round wind)"): ("（役牌：场风）", "（役牌：場風）"),
    ("EnginePhrase", "(yakuhai: seat wind)"): ("（役牌：自风）", "（役牌：自風）"),
    ("EnginePhrase", "four groups and a pair"): ("四组一对", "4面子1雀頭"),
    ("EnginePhrase", "(completes the pair)"): ("（完成将牌）", "（雀頭が完成）"),
    ("EnginePhrase", "(completes the knitted straight)"): ("（完成组合龙）", "（組合龍が完成）"),
    ("EnginePhrase", "completes"): ("完成", "完成"),
    ("EnginePhrase", "(merged)"): ("（合并）", "（統合）"),
    ("EnginePhrase", "(pair)"): ("（对子）", "（対子）"),
    ("EnginePhrase", "(triplet)"): ("（刻子）", "（刻子）"),
    ("EnginePhrase", "of the winner's"): ("（和牌者所得）", "（和了者の）"),
    ("EnginePhrase", "class"): ("类", "類"),
    ("EnginePhrase", "double yakuman"): ("双倍役满", "ダブル役満"),
    ("EnginePhrase", "triple yakuman"): ("三倍役满", "トリプル役満"),
    ("EnginePhrase", "pays for the self-draw"): ("为自摸付", "ツモの支払い"),
    ("EnginePhrase", "gains"): ("得", "得る"),
    ("EnginePhrase", "pays"): ("付", "支払い"),
    ("EnginePhrase", "points"): ("分", "点"),
    ("EnginePhrase", "han"): ("番", "翻"),
    ("EnginePhrase", "fan"): ("番", "番"),
    ("EnginePhrase", "vs"): ("对比", "対"),
}


def opencc(config, texts):
    if not texts:
        return []
    out = subprocess.run(["opencc", "-c", config], input="\n".join(texts), capture_output=True, text=True, check=True)
    lines = out.stdout.split("\n")
    return lines[: len(texts)]


def engine_context(ctx):
    return (ctx.startswith(("fan_", "win_", "option_")) or ctx in ("ruleset", "EngineStep", "EngineTerm", "EnginePhrase"))


def zh_cn_and_ja(ctx, msg):
    src = msg.findtext("source")
    zh_extra = msg.findtext("extra-zh") or ""
    ja_extra = msg.findtext("extra-ja") or ""
    manual = MANUAL.get((ctx, src)) or (MANUAL.get(("*win", src)) if ctx.startswith("win_") else None)
    if manual:
        return manual
    if ctx.startswith("fan_"):
        # Chinese rulesets: the Chinese name is canonical; riichi: its zh column.
        return zh_extra or src, ja_extra or None  # None: kanji from zh below
    if ctx.startswith("option_") and zh_extra:
        return zh_extra, zh_extra
    return None


def main():
    files = {lang: ROOT / f"quetai_{lang}.ts" for lang in ("zh_CN", "zh_TW", "ja", "en")}
    trees = {lang: ET.parse(p) for lang, p in files.items()}
    # Collect the wanted zh_CN / ja per (context, source).
    wanted = {}
    missing = []
    for ctx_el in trees["zh_CN"].getroot().iter("context"):
        ctx = ctx_el.findtext("name")
        if not engine_context(ctx):
            continue
        for msg in ctx_el.iter("message"):
            src = msg.findtext("source")
            got = zh_cn_and_ja(ctx, msg)
            if got is None:
                missing.append((ctx, src))
                continue
            wanted[(ctx, src)] = list(got)
    # ja for Chinese names without a Japanese one: the kanji in Japanese forms.
    need_ja = [k for k, v in wanted.items() if v[1] is None]
    for k, ja in zip(need_ja, opencc("t2jp", opencc("s2t", [wanted[k][0] for k in need_ja]))):
        wanted[k][1] = ja
    keys = list(wanted)
    tw = dict(zip(keys, opencc("s2twp", [wanted[k][0] for k in keys])))
    filled = {lang: 0 for lang in files}
    for lang, tree in trees.items():
        for ctx_el in tree.getroot().iter("context"):
            ctx = ctx_el.findtext("name")
            if not engine_context(ctx):
                continue
            for msg in ctx_el.iter("message"):
                src = msg.findtext("source")
                tr = msg.find("translation")
                if tr is None or tr.get("type") not in ("unfinished",) and (tr.text or ""):
                    continue
                if (ctx, src) not in wanted:
                    continue
                zh, ja = wanted[(ctx, src)]
                value = {"zh_CN": zh, "zh_TW": tw[(ctx, src)], "ja": ja, "en": src}[lang]
                tr.text = value
                tr.attrib.pop("type", None)
                filled[lang] += 1
        body = ET.tostring(tree.getroot(), encoding="unicode")
        files[lang].write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    for lang, n in filled.items():
        print(f"{lang}: filled {n}")
    for ctx, src in missing:
        print(f"no translation for {ctx}: {src}", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
