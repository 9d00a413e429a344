// Generated from the engine's tables by tests/test_engine_strings.cpp: do not
// edit. After changing a fan table, a ruleset's names or its options run
//   QUETAI_WRITE_ENGINE_STRINGS=1 build/tests/test_engine_strings generatedSourceIsCurrent
// and update translations/ (translations/README.md). The extras (//~) give
// translators the tables' own Chinese and Japanese names.
#include <QtGlobal>

#include "enginestrings.h"

namespace quetai {

const EngineString kEngineStrings[] = {
    //~ zh 玉雀
    {"ruleset", "玉雀", QT_TRANSLATE_NOOP("ruleset", "Yuque")},
    //~ zh 自摸
    {"win_yuque", "自摸", QT_TRANSLATE_NOOP("win_yuque", "Self-draw")},
    //~ zh 和
    {"win_yuque", "和", QT_TRANSLATE_NOOP("win_yuque", "Win")},
    //~ zh 起和番数
    {"option_yuque", "起和番数", QT_TRANSLATE_NOOP("option_yuque", "Minimum fan")},
    {"option_yuque", "", QT_TRANSLATE_NOOP("option_yuque", "Fans a hand needs to win; the source sets none (yuque.md \"Play\")")},
    //~ zh 自摸另得
    {"option_yuque", "自摸另得", QT_TRANSLATE_NOOP("option_yuque", "Self-draw bonus from the bank")},
    {"option_yuque", "", QT_TRANSLATE_NOOP("option_yuque", "A self-drawn winner gets 7p/6 in total and the others pay nothing")},
    //~ zh 暗杠明示
    {"option_yuque", "暗杠明示", QT_TRANSLATE_NOOP("option_yuque", "Concealed kong display")},
    {"option_yuque", "", QT_TRANSLATE_NOOP("option_yuque", "Which tiles of a concealed kong are turned face down")},
    //~ zh 顺位赋分终局
    {"option_yuque", "顺位赋分终局", QT_TRANSLATE_NOOP("option_yuque", "Ranked ending")},
    {"option_yuque", "", QT_TRANSLATE_NOOP("option_yuque", "After round 4, end once two players are 100 or more apart")},
    //~ zh 座位轮换
    {"option_yuque", "座位轮换", QT_TRANSLATE_NOOP("option_yuque", "Seat rotation")},
    {"option_yuque", "", QT_TRANSLATE_NOOP("option_yuque", "Competition seat changes after each round")},
    //~ zh 圈数
    {"option_yuque", "圈数", QT_TRANSLATE_NOOP("option_yuque", "Rounds")},
    {"option_yuque", "", QT_TRANSLATE_NOOP("option_yuque", "Rounds (圈) to play at least")},
    //~ zh 番刻
    {"fan_yuque", "番刻", QT_TRANSLATE_NOOP("fan_yuque", "Triplet bonus")},
    //~ zh 四暗刻
    {"fan_yuque", "四暗刻", QT_TRANSLATE_NOOP("fan_yuque", "Four concealed triplets")},
    //~ zh 三暗刻
    {"fan_yuque", "三暗刻", QT_TRANSLATE_NOOP("fan_yuque", "Three concealed triplets")},
    //~ zh 双暗刻
    {"fan_yuque", "双暗刻", QT_TRANSLATE_NOOP("fan_yuque", "Two concealed triplets")},
    //~ zh 四杠
    {"fan_yuque", "四杠", QT_TRANSLATE_NOOP("fan_yuque", "Four kongs")},
    //~ zh 三杠
    {"fan_yuque", "三杠", QT_TRANSLATE_NOOP("fan_yuque", "Three kongs")},
    //~ zh 双杠
    {"fan_yuque", "双杠", QT_TRANSLATE_NOOP("fan_yuque", "Two kongs")},
    //~ zh 杠
    {"fan_yuque", "杠", QT_TRANSLATE_NOOP("fan_yuque", "One kong")},
    //~ zh 对对和
    {"fan_yuque", "对对和", QT_TRANSLATE_NOOP("fan_yuque", "All triplets")},
    //~ zh 岭上开花
    {"fan_yuque", "岭上开花", QT_TRANSLATE_NOOP("fan_yuque", "Win on a kong replacement")},
    //~ zh 海底捞月
    {"fan_yuque", "海底捞月", QT_TRANSLATE_NOOP("fan_yuque", "Last wall tile")},
    //~ zh 河底捞鱼
    {"fan_yuque", "河底捞鱼", QT_TRANSLATE_NOOP("fan_yuque", "Last discard")},
    //~ zh 抢杠
    {"fan_yuque", "抢杠", QT_TRANSLATE_NOOP("fan_yuque", "Robbing a kong")},
    //~ zh 天和
    {"fan_yuque", "天和", QT_TRANSLATE_NOOP("fan_yuque", "Heavenly hand")},
    //~ zh 地和
    {"fan_yuque", "地和", QT_TRANSLATE_NOOP("fan_yuque", "Earthly hand")},
    //~ zh 九莲宝灯
    {"fan_yuque", "九莲宝灯", QT_TRANSLATE_NOOP("fan_yuque", "Nine gates")},
    //~ zh 大四喜
    {"fan_yuque", "大四喜", QT_TRANSLATE_NOOP("fan_yuque", "Big four winds")},
    //~ zh 小四喜
    {"fan_yuque", "小四喜", QT_TRANSLATE_NOOP("fan_yuque", "Little four winds")},
    //~ zh 三风刻
    {"fan_yuque", "三风刻", QT_TRANSLATE_NOOP("fan_yuque", "Three wind triplets")},
    //~ zh 大三元
    {"fan_yuque", "大三元", QT_TRANSLATE_NOOP("fan_yuque", "Big three dragons")},
    //~ zh 小三元
    {"fan_yuque", "小三元", QT_TRANSLATE_NOOP("fan_yuque", "Little three dragons")},
    //~ zh 番牌:门风牌
    {"fan_yuque", "番牌:门风牌", QT_TRANSLATE_NOOP("fan_yuque", "Seat wind")},
    //~ zh 番牌:中
    {"fan_yuque", "番牌:中", QT_TRANSLATE_NOOP("fan_yuque", "Red dragon")},
    //~ zh 番牌:發
    {"fan_yuque", "番牌:發", QT_TRANSLATE_NOOP("fan_yuque", "Green dragon")},
    //~ zh 番牌:白
    {"fan_yuque", "番牌:白", QT_TRANSLATE_NOOP("fan_yuque", "White dragon")},
    //~ zh 字一色
    {"fan_yuque", "字一色", QT_TRANSLATE_NOOP("fan_yuque", "All honours")},
    //~ zh 清一色:萬
    {"fan_yuque", "清一色:萬", QT_TRANSLATE_NOOP("fan_yuque", "Full flush (characters)")},
    //~ zh 清一色:筒
    {"fan_yuque", "清一色:筒", QT_TRANSLATE_NOOP("fan_yuque", "Full flush (dots)")},
    //~ zh 清一色:索
    {"fan_yuque", "清一色:索", QT_TRANSLATE_NOOP("fan_yuque", "Full flush (bamboo)")},
    //~ zh 混一色:萬
    {"fan_yuque", "混一色:萬", QT_TRANSLATE_NOOP("fan_yuque", "Half flush (characters)")},
    //~ zh 混一色:筒
    {"fan_yuque", "混一色:筒", QT_TRANSLATE_NOOP("fan_yuque", "Half flush (dots)")},
    //~ zh 混一色:索
    {"fan_yuque", "混一色:索", QT_TRANSLATE_NOOP("fan_yuque", "Half flush (bamboo)")},
    //~ zh 清幺九
    {"fan_yuque", "清幺九", QT_TRANSLATE_NOOP("fan_yuque", "All terminals")},
    //~ zh 混幺九
    {"fan_yuque", "混幺九", QT_TRANSLATE_NOOP("fan_yuque", "Terminals and honours")},
    //~ zh 清带幺
    {"fan_yuque", "清带幺", QT_TRANSLATE_NOOP("fan_yuque", "Pure outside hand")},
    //~ zh 混带幺
    {"fan_yuque", "混带幺", QT_TRANSLATE_NOOP("fan_yuque", "Mixed outside hand")},
    //~ zh 四同顺
    {"fan_yuque", "四同顺", QT_TRANSLATE_NOOP("fan_yuque", "Four identical sequences")},
    //~ zh 三同顺
    {"fan_yuque", "三同顺", QT_TRANSLATE_NOOP("fan_yuque", "Three identical sequences")},
    //~ zh 二般高
    {"fan_yuque", "二般高", QT_TRANSLATE_NOOP("fan_yuque", "Two double sequences")},
    //~ zh 一般高
    {"fan_yuque", "一般高", QT_TRANSLATE_NOOP("fan_yuque", "Double sequence")},
    //~ zh 三色同顺
    {"fan_yuque", "三色同顺", QT_TRANSLATE_NOOP("fan_yuque", "Three-suit sequence")},
    //~ zh 二相逢
    {"fan_yuque", "二相逢", QT_TRANSLATE_NOOP("fan_yuque", "Two mixed double sequences")},
    //~ zh 喜相逢
    {"fan_yuque", "喜相逢", QT_TRANSLATE_NOOP("fan_yuque", "Mixed double sequence")},
    //~ zh 三色同刻
    {"fan_yuque", "三色同刻", QT_TRANSLATE_NOOP("fan_yuque", "Three-suit triplets")},
    //~ zh 二同刻
    {"fan_yuque", "二同刻", QT_TRANSLATE_NOOP("fan_yuque", "Two double triplets")},
    //~ zh 双同刻
    {"fan_yuque", "双同刻", QT_TRANSLATE_NOOP("fan_yuque", "Double triplet")},
    //~ zh 一气贯通
    {"fan_yuque", "一气贯通", QT_TRANSLATE_NOOP("fan_yuque", "Pure straight")},
    //~ zh 三色贯通
    {"fan_yuque", "三色贯通", QT_TRANSLATE_NOOP("fan_yuque", "Mixed straight")},
    //~ zh 清双龙会
    {"fan_yuque", "清双龙会", QT_TRANSLATE_NOOP("fan_yuque", "Pure twin runs")},
    //~ zh 双龙会
    {"fan_yuque", "双龙会", QT_TRANSLATE_NOOP("fan_yuque", "Twin runs")},
    //~ zh 四步高
    {"fan_yuque", "四步高", QT_TRANSLATE_NOOP("fan_yuque", "Four shifted sequences")},
    //~ zh 三步高
    {"fan_yuque", "三步高", QT_TRANSLATE_NOOP("fan_yuque", "Three shifted sequences")},
    //~ zh 四连环
    {"fan_yuque", "四连环", QT_TRANSLATE_NOOP("fan_yuque", "Four chained sequences")},
    //~ zh 三连环
    {"fan_yuque", "三连环", QT_TRANSLATE_NOOP("fan_yuque", "Three chained sequences")},
    //~ zh 四连刻
    {"fan_yuque", "四连刻", QT_TRANSLATE_NOOP("fan_yuque", "Four shifted triplets")},
    //~ zh 三连刻
    {"fan_yuque", "三连刻", QT_TRANSLATE_NOOP("fan_yuque", "Three shifted triplets")},
    //~ zh 三色连刻
    {"fan_yuque", "三色连刻", QT_TRANSLATE_NOOP("fan_yuque", "Three-suit shifted triplets")},
    //~ zh 镜同
    {"fan_yuque", "镜同", QT_TRANSLATE_NOOP("fan_yuque", "Mirror")},
    //~ zh 数同
    {"fan_yuque", "数同", QT_TRANSLATE_NOOP("fan_yuque", "Number symmetry")},
    //~ zh 幺九三刻
    {"fan_yuque", "幺九三刻", QT_TRANSLATE_NOOP("fan_yuque", "Three terminal/honour triplets")},
    //~ zh 幺九四刻
    {"fan_yuque", "幺九四刻", QT_TRANSLATE_NOOP("fan_yuque", "Four terminal/honour triplets")},
    //~ zh 门前清
    {"fan_yuque", "门前清", QT_TRANSLATE_NOOP("fan_yuque", "Concealed hand")},
    //~ zh 上海麻将
    {"ruleset", "上海麻将", QT_TRANSLATE_NOOP("ruleset", "Shanghai")},
    //~ zh 自摸
    {"win_shanghai", "自摸", QT_TRANSLATE_NOOP("win_shanghai", "Self-draw")},
    //~ zh 和
    {"win_shanghai", "和", QT_TRANSLATE_NOOP("win_shanghai", "Win")},
    //~ zh 底分
    {"option_shanghai", "底分", QT_TRANSLATE_NOOP("option_shanghai", "Base score")},
    {"option_shanghai", "", QT_TRANSLATE_NOOP("option_shanghai", "Points per share of 花 (docs/rulesets/shanghai.md)")},
    //~ zh 起始分 (底分倍数)
    {"option_shanghai", "起始分 (底分倍数)", QT_TRANSLATE_NOOP("option_shanghai", "Starting score (bases)")},
    {"option_shanghai", "", QT_TRANSLATE_NOOP("option_shanghai", "Each player starts with this many bases; below 50 bases the game ends")},
    //~ zh 荒番
    {"option_shanghai", "荒番", QT_TRANSLATE_NOOP("option_shanghai", "荒番 hand")},
    {"option_shanghai", "", QT_TRANSLATE_NOOP("option_shanghai", "This hand is a 荒番 hand and scores double (the table sets it from the 荒番 counter)")},
    //~ zh 天胡
    {"fan_shanghai", "天胡", QT_TRANSLATE_NOOP("fan_shanghai", "Heavenly win")},
    //~ zh 地胡
    {"fan_shanghai", "地胡", QT_TRANSLATE_NOOP("fan_shanghai", "Earthly win")},
    //~ zh 八花
    {"fan_shanghai", "八花", QT_TRANSLATE_NOOP("fan_shanghai", "Eight flowers")},
    //~ zh 字一色
    {"fan_shanghai", "字一色", QT_TRANSLATE_NOOP("fan_shanghai", "All honours")},
    //~ zh 乱风向
    {"fan_shanghai", "乱风向", QT_TRANSLATE_NOOP("fan_shanghai", "Honours in any arrangement")},
    //~ zh 清碰
    {"fan_shanghai", "清碰", QT_TRANSLATE_NOOP("fan_shanghai", "One suit, all triplets")},
    //~ zh 清一色
    {"fan_shanghai", "清一色", QT_TRANSLATE_NOOP("fan_shanghai", "One suit")},
    //~ zh 混碰
    {"fan_shanghai", "混碰", QT_TRANSLATE_NOOP("fan_shanghai", "One suit and honours, all triplets")},
    //~ zh 大吊车
    {"fan_shanghai", "大吊车", QT_TRANSLATE_NOOP("fan_shanghai", "Four melds")},
    //~ zh 杠开
    {"fan_shanghai", "杠开", QT_TRANSLATE_NOOP("fan_shanghai", "Win on a replacement tile")},
    //~ zh 混一色
    {"fan_shanghai", "混一色", QT_TRANSLATE_NOOP("fan_shanghai", "One suit and honours")},
    //~ zh 碰碰胡
    {"fan_shanghai", "碰碰胡", QT_TRANSLATE_NOOP("fan_shanghai", "All triplets")},
    //~ zh 底
    {"fan_shanghai", "底", QT_TRANSLATE_NOOP("fan_shanghai", "Base")},
    //~ zh 花牌
    {"fan_shanghai", "花牌", QT_TRANSLATE_NOOP("fan_shanghai", "Flower")},
    //~ zh 风碰
    {"fan_shanghai", "风碰", QT_TRANSLATE_NOOP("fan_shanghai", "Wind pon")},
    //~ zh 风暗刻
    {"fan_shanghai", "风暗刻", QT_TRANSLATE_NOOP("fan_shanghai", "Concealed wind triplet")},
    //~ zh 箭碰
    {"fan_shanghai", "箭碰", QT_TRANSLATE_NOOP("fan_shanghai", "Dragon pon")},
    //~ zh 箭暗刻
    {"fan_shanghai", "箭暗刻", QT_TRANSLATE_NOOP("fan_shanghai", "Concealed dragon triplet")},
    //~ zh 数明杠
    {"fan_shanghai", "数明杠", QT_TRANSLATE_NOOP("fan_shanghai", "Open kong of a number tile")},
    //~ zh 数暗杠
    {"fan_shanghai", "数暗杠", QT_TRANSLATE_NOOP("fan_shanghai", "Concealed kong of a number tile")},
    //~ zh 风明杠
    {"fan_shanghai", "风明杠", QT_TRANSLATE_NOOP("fan_shanghai", "Open wind kong")},
    //~ zh 风暗杠
    {"fan_shanghai", "风暗杠", QT_TRANSLATE_NOOP("fan_shanghai", "Concealed wind kong")},
    //~ zh 箭明杠
    {"fan_shanghai", "箭明杠", QT_TRANSLATE_NOOP("fan_shanghai", "Open dragon kong")},
    //~ zh 箭暗杠
    {"fan_shanghai", "箭暗杠", QT_TRANSLATE_NOOP("fan_shanghai", "Concealed dragon kong")},
    //~ zh 立直麻将
    {"ruleset", "立直麻将", QT_TRANSLATE_NOOP("ruleset", "Riichi")},
    //~ zh ツモ
    {"win_riichi", "ツモ", QT_TRANSLATE_NOOP("win_riichi", "Tsumo")},
    //~ zh ロン
    {"win_riichi", "ロン", QT_TRANSLATE_NOOP("win_riichi", "Ron")},
    //~ zh 赤ドラ
    {"option_riichi", "赤ドラ", QT_TRANSLATE_NOOP("option_riichi", "Red fives")},
    {"option_riichi", "", QT_TRANSLATE_NOOP("option_riichi", "Red fives per suit (0m 0p 0s); each one is worth 1 han like a dora")},
    //~ zh 喰いタン
    {"option_riichi", "喰いタン", QT_TRANSLATE_NOOP("option_riichi", "Open all simples")},
    {"option_riichi", "", QT_TRANSLATE_NOOP("option_riichi", "断幺九 also counts in an open hand")},
    //~ zh 切り上げ満貫
    {"option_riichi", "切り上げ満貫", QT_TRANSLATE_NOOP("option_riichi", "Rounded-up mangan")},
    {"option_riichi", "", QT_TRANSLATE_NOOP("option_riichi", "4 han 30 fu and 3 han 60 fu are paid as mangan")},
    //~ zh ダブル役満
    {"option_riichi", "ダブル役満", QT_TRANSLATE_NOOP("option_riichi", "Double yakuman")},
    {"option_riichi", "", QT_TRANSLATE_NOOP("option_riichi", "国士無双十三面, 四暗刻単騎, 純正九蓮宝燈 and 大四喜 count as two yakuman")},
    //~ zh 数え役満
    {"option_riichi", "数え役満", QT_TRANSLATE_NOOP("option_riichi", "Counted yakuman")},
    {"option_riichi", "", QT_TRANSLATE_NOOP("option_riichi", "13 han or more is a yakuman; off: capped at sanbaiman")},
    //~ zh 頭ハネ
    {"option_riichi", "頭ハネ", QT_TRANSLATE_NOOP("option_riichi", "Head bump")},
    {"option_riichi", "", QT_TRANSLATE_NOOP("option_riichi", "Only the first player after the discarder may ron; off: double ron, a third ron aborts")},
    //~ zh 对局长度
    {"option_riichi", "对局长度", QT_TRANSLATE_NOOP("option_riichi", "Game length")},
    {"option_riichi", "", QT_TRANSLATE_NOOP("option_riichi", "East round only (tonpuusen) or East and South (hanchan); West follows when nobody reached 30000")},
    //~ zh 流局满贯
    {"option_riichi", "流局满贯", QT_TRANSLATE_NOOP("option_riichi", "Nagashi mangan")},
    {"option_riichi", "", QT_TRANSLATE_NOOP("option_riichi", "At the exhaustive draw, a river of terminals and honours none of which was called is paid as a mangan")},
    //~ zh 九种九牌
    {"option_riichi", "九种九牌", QT_TRANSLATE_NOOP("option_riichi", "Nine terminals abort")},
    {"option_riichi", "", QT_TRANSLATE_NOOP("option_riichi", "Nine different terminals and honours on an uninterrupted first draw may abort the hand")},
    //~ zh 途中流局
    {"option_riichi", "途中流局", QT_TRANSLATE_NOOP("option_riichi", "Other abortive draws")},
    {"option_riichi", "", QT_TRANSLATE_NOOP("option_riichi", "Four winds on the first go-around, four riichi and four kongs by several players abort the hand")},
    //~ zh 击飞
    {"option_riichi", "击飞", QT_TRANSLATE_NOOP("option_riichi", "Bust ends the game")},
    {"option_riichi", "", QT_TRANSLATE_NOOP("option_riichi", "The game ends as soon as a player's score is below 0")},
    //~ zh 顺位马
    {"option_riichi", "顺位马", QT_TRANSLATE_NOOP("option_riichi", "Uma and oka")},
    {"option_riichi", "", QT_TRANSLATE_NOOP("option_riichi", "Final adjustment: 30000 returned, the 20000 oka to the top, uma (thousands) by rank")},
    //~ zh 立直
    //~ ja 立直
    {"fan_riichi", "立直", QT_TRANSLATE_NOOP("fan_riichi", "Riichi")},
    //~ zh 一发
    //~ ja 一発
    {"fan_riichi", "一発", QT_TRANSLATE_NOOP("fan_riichi", "Ippatsu")},
    //~ zh 门前清自摸和
    //~ ja 門前清自摸和
    {"fan_riichi", "門前清自摸和", QT_TRANSLATE_NOOP("fan_riichi", "Fully concealed self-draw")},
    //~ zh 平和
    //~ ja 平和
    {"fan_riichi", "平和", QT_TRANSLATE_NOOP("fan_riichi", "Pinfu")},
    //~ zh 断幺九
    //~ ja 断幺九
    {"fan_riichi", "断幺九", QT_TRANSLATE_NOOP("fan_riichi", "All simples")},
    //~ zh 一杯口
    //~ ja 一盃口
    {"fan_riichi", "一盃口", QT_TRANSLATE_NOOP("fan_riichi", "Pure double sequence")},
    //~ zh 役牌 白
    //~ ja 役牌 白
    {"fan_riichi", "役牌 白", QT_TRANSLATE_NOOP("fan_riichi", "Yakuhai: white dragon")},
    //~ zh 役牌 发
    //~ ja 役牌 發
    {"fan_riichi", "役牌 發", QT_TRANSLATE_NOOP("fan_riichi", "Yakuhai: green dragon")},
    //~ zh 役牌 中
    //~ ja 役牌 中
    {"fan_riichi", "役牌 中", QT_TRANSLATE_NOOP("fan_riichi", "Yakuhai: red dragon")},
    //~ zh 自风
    //~ ja 自風
    {"fan_riichi", "自風", QT_TRANSLATE_NOOP("fan_riichi", "Yakuhai: seat wind")},
    //~ zh 场风
    //~ ja 場風
    {"fan_riichi", "場風", QT_TRANSLATE_NOOP("fan_riichi", "Yakuhai: round wind")},
    //~ zh 岭上开花
    //~ ja 嶺上開花
    {"fan_riichi", "嶺上開花", QT_TRANSLATE_NOOP("fan_riichi", "After a kong")},
    //~ zh 抢杠
    //~ ja 槍槓
    {"fan_riichi", "槍槓", QT_TRANSLATE_NOOP("fan_riichi", "Robbing a kong")},
    //~ zh 海底捞月
    //~ ja 海底摸月
    {"fan_riichi", "海底摸月", QT_TRANSLATE_NOOP("fan_riichi", "Last tile from the wall")},
    //~ zh 河底捞鱼
    //~ ja 河底撈魚
    {"fan_riichi", "河底撈魚", QT_TRANSLATE_NOOP("fan_riichi", "Last discard")},
    //~ zh 两立直
    //~ ja ダブル立直
    {"fan_riichi", "ダブル立直", QT_TRANSLATE_NOOP("fan_riichi", "Double riichi")},
    //~ zh 七对子
    //~ ja 七対子
    {"fan_riichi", "七対子", QT_TRANSLATE_NOOP("fan_riichi", "Seven pairs")},
    //~ zh 三色同顺
    //~ ja 三色同順
    {"fan_riichi", "三色同順", QT_TRANSLATE_NOOP("fan_riichi", "Mixed triple sequence")},
    //~ zh 一气通贯
    //~ ja 一気通貫
    {"fan_riichi", "一気通貫", QT_TRANSLATE_NOOP("fan_riichi", "Pure straight")},
    //~ zh 混全带幺九
    //~ ja 混全帯幺九
    {"fan_riichi", "混全帯幺九", QT_TRANSLATE_NOOP("fan_riichi", "Half outside hand")},
    //~ zh 对对和
    //~ ja 対々和
    {"fan_riichi", "対々和", QT_TRANSLATE_NOOP("fan_riichi", "All triplets")},
    //~ zh 三暗刻
    //~ ja 三暗刻
    {"fan_riichi", "三暗刻", QT_TRANSLATE_NOOP("fan_riichi", "Three concealed triplets")},
    //~ zh 三色同刻
    //~ ja 三色同刻
    {"fan_riichi", "三色同刻", QT_TRANSLATE_NOOP("fan_riichi", "Triple triplets")},
    //~ zh 三杠子
    //~ ja 三槓子
    {"fan_riichi", "三槓子", QT_TRANSLATE_NOOP("fan_riichi", "Three kongs")},
    //~ zh 小三元
    //~ ja 小三元
    {"fan_riichi", "小三元", QT_TRANSLATE_NOOP("fan_riichi", "Little three dragons")},
    //~ zh 混老头
    //~ ja 混老頭
    {"fan_riichi", "混老頭", QT_TRANSLATE_NOOP("fan_riichi", "All terminals and honours")},
    //~ zh 二杯口
    //~ ja 二盃口
    {"fan_riichi", "二盃口", QT_TRANSLATE_NOOP("fan_riichi", "Twice pure double sequence")},
    //~ zh 纯全带幺九
    //~ ja 純全帯幺九
    {"fan_riichi", "純全帯幺九", QT_TRANSLATE_NOOP("fan_riichi", "Fully outside hand")},
    //~ zh 混一色
    //~ ja 混一色
    {"fan_riichi", "混一色", QT_TRANSLATE_NOOP("fan_riichi", "Half flush")},
    //~ zh 清一色
    //~ ja 清一色
    {"fan_riichi", "清一色", QT_TRANSLATE_NOOP("fan_riichi", "Full flush")},
    //~ zh 国士无双
    //~ ja 国士無双
    {"fan_riichi", "国士無双", QT_TRANSLATE_NOOP("fan_riichi", "Thirteen orphans")},
    //~ zh 国士无双十三面
    //~ ja 国士無双十三面
    {"fan_riichi", "国士無双十三面", QT_TRANSLATE_NOOP("fan_riichi", "Thirteen orphans, 13-sided wait")},
    //~ zh 四暗刻
    //~ ja 四暗刻
    {"fan_riichi", "四暗刻", QT_TRANSLATE_NOOP("fan_riichi", "Four concealed triplets")},
    //~ zh 四暗刻单骑
    //~ ja 四暗刻単騎
    {"fan_riichi", "四暗刻単騎", QT_TRANSLATE_NOOP("fan_riichi", "Four concealed triplets, pair wait")},
    //~ zh 大三元
    //~ ja 大三元
    {"fan_riichi", "大三元", QT_TRANSLATE_NOOP("fan_riichi", "Big three dragons")},
    //~ zh 字一色
    //~ ja 字一色
    {"fan_riichi", "字一色", QT_TRANSLATE_NOOP("fan_riichi", "All honours")},
    //~ zh 绿一色
    //~ ja 緑一色
    {"fan_riichi", "緑一色", QT_TRANSLATE_NOOP("fan_riichi", "All green")},
    //~ zh 清老头
    //~ ja 清老頭
    {"fan_riichi", "清老頭", QT_TRANSLATE_NOOP("fan_riichi", "All terminals")},
    //~ zh 小四喜
    //~ ja 小四喜
    {"fan_riichi", "小四喜", QT_TRANSLATE_NOOP("fan_riichi", "Little four winds")},
    //~ zh 大四喜
    //~ ja 大四喜
    {"fan_riichi", "大四喜", QT_TRANSLATE_NOOP("fan_riichi", "Big four winds")},
    //~ zh 四杠子
    //~ ja 四槓子
    {"fan_riichi", "四槓子", QT_TRANSLATE_NOOP("fan_riichi", "Four kongs")},
    //~ zh 九莲宝灯
    //~ ja 九蓮宝燈
    {"fan_riichi", "九蓮宝燈", QT_TRANSLATE_NOOP("fan_riichi", "Nine gates")},
    //~ zh 纯正九莲宝灯
    //~ ja 純正九蓮宝燈
    {"fan_riichi", "純正九蓮宝燈", QT_TRANSLATE_NOOP("fan_riichi", "True nine gates")},
    //~ zh 天和
    //~ ja 天和
    {"fan_riichi", "天和", QT_TRANSLATE_NOOP("fan_riichi", "Blessing of heaven")},
    //~ zh 地和
    //~ ja 地和
    {"fan_riichi", "地和", QT_TRANSLATE_NOOP("fan_riichi", "Blessing of earth")},
    //~ zh 璸市麻雀
    {"ruleset", "璸市麻雀", QT_TRANSLATE_NOOP("ruleset", "Binshi")},
    //~ zh 自摸
    {"win_binshi", "自摸", QT_TRANSLATE_NOOP("win_binshi", "Self-draw")},
    //~ zh 和
    {"win_binshi", "和", QT_TRANSLATE_NOOP("win_binshi", "Win")},
    //~ zh 截和
    {"option_binshi", "截和", QT_TRANSLATE_NOOP("option_binshi", "Head bump")},
    {"option_binshi", "", QT_TRANSLATE_NOOP("option_binshi", "Several wins on one discard: only the first after the discarder wins (off: all win)")},
    //~ zh 圈数
    {"option_binshi", "圈数", QT_TRANSLATE_NOOP("option_binshi", "Rounds")},
    {"option_binshi", "", QT_TRANSLATE_NOOP("option_binshi", "Rounds in the game (each player deals once a round; no dealer repeat)")},
    //~ zh 大四喜
    {"fan_binshi", "大四喜", QT_TRANSLATE_NOOP("fan_binshi", "Big Four Winds")},
    //~ zh 大三元
    {"fan_binshi", "大三元", QT_TRANSLATE_NOOP("fan_binshi", "Big Three Dragons")},
    //~ zh 绿一色
    {"fan_binshi", "绿一色", QT_TRANSLATE_NOOP("fan_binshi", "All Green")},
    //~ zh 九莲宝灯
    {"fan_binshi", "九莲宝灯", QT_TRANSLATE_NOOP("fan_binshi", "Nine Gates")},
    //~ zh 四杠
    {"fan_binshi", "四杠", QT_TRANSLATE_NOOP("fan_binshi", "Four Kongs")},
    //~ zh 连七对
    {"fan_binshi", "连七对", QT_TRANSLATE_NOOP("fan_binshi", "Seven Shifted Pairs")},
    //~ zh 十三幺
    {"fan_binshi", "十三幺", QT_TRANSLATE_NOOP("fan_binshi", "Thirteen Orphans")},
    //~ zh 清幺九
    {"fan_binshi", "清幺九", QT_TRANSLATE_NOOP("fan_binshi", "All Terminals")},
    //~ zh 小四喜
    {"fan_binshi", "小四喜", QT_TRANSLATE_NOOP("fan_binshi", "Little Four Winds")},
    //~ zh 小三元
    {"fan_binshi", "小三元", QT_TRANSLATE_NOOP("fan_binshi", "Little Three Dragons")},
    //~ zh 字一色
    {"fan_binshi", "字一色", QT_TRANSLATE_NOOP("fan_binshi", "All Honors")},
    //~ zh 四暗刻
    {"fan_binshi", "四暗刻", QT_TRANSLATE_NOOP("fan_binshi", "Four Concealed Pungs")},
    //~ zh 一色双龙会
    {"fan_binshi", "一色双龙会", QT_TRANSLATE_NOOP("fan_binshi", "Pure Terminal Chows")},
    //~ zh 一色四同顺
    {"fan_binshi", "一色四同顺", QT_TRANSLATE_NOOP("fan_binshi", "Quadruple Chow")},
    //~ zh 一色四节高
    {"fan_binshi", "一色四节高", QT_TRANSLATE_NOOP("fan_binshi", "Four Pure Shifted Pungs")},
    //~ zh 一色四步高
    {"fan_binshi", "一色四步高", QT_TRANSLATE_NOOP("fan_binshi", "Four Pure Shifted Chows")},
    //~ zh 三杠
    {"fan_binshi", "三杠", QT_TRANSLATE_NOOP("fan_binshi", "Three Kongs")},
    //~ zh 混幺九
    {"fan_binshi", "混幺九", QT_TRANSLATE_NOOP("fan_binshi", "All Terminals and Honors")},
    //~ zh 七对
    {"fan_binshi", "七对", QT_TRANSLATE_NOOP("fan_binshi", "Seven Pairs")},
    //~ zh 七星不靠
    {"fan_binshi", "七星不靠", QT_TRANSLATE_NOOP("fan_binshi", "Greater Honors and Knitted Tiles")},
    //~ zh 全双刻
    {"fan_binshi", "全双刻", QT_TRANSLATE_NOOP("fan_binshi", "All Even Pungs")},
    //~ zh 清一色
    {"fan_binshi", "清一色", QT_TRANSLATE_NOOP("fan_binshi", "Full Flush")},
    //~ zh 一色三同顺
    {"fan_binshi", "一色三同顺", QT_TRANSLATE_NOOP("fan_binshi", "Pure Triple Chow")},
    //~ zh 一色三节高
    {"fan_binshi", "一色三节高", QT_TRANSLATE_NOOP("fan_binshi", "Pure Shifted Pungs")},
    //~ zh 全大
    {"fan_binshi", "全大", QT_TRANSLATE_NOOP("fan_binshi", "Upper Tiles")},
    //~ zh 全中
    {"fan_binshi", "全中", QT_TRANSLATE_NOOP("fan_binshi", "Middle Tiles")},
    //~ zh 全小
    {"fan_binshi", "全小", QT_TRANSLATE_NOOP("fan_binshi", "Lower Tiles")},
    //~ zh 清龙
    {"fan_binshi", "清龙", QT_TRANSLATE_NOOP("fan_binshi", "Pure Straight")},
    //~ zh 三色双龙会
    {"fan_binshi", "三色双龙会", QT_TRANSLATE_NOOP("fan_binshi", "Three-Suited Terminal Chows")},
    //~ zh 一色三步高
    {"fan_binshi", "一色三步高", QT_TRANSLATE_NOOP("fan_binshi", "Pure Shifted Chows")},
    //~ zh 全带五
    {"fan_binshi", "全带五", QT_TRANSLATE_NOOP("fan_binshi", "All Fives")},
    //~ zh 三同刻
    {"fan_binshi", "三同刻", QT_TRANSLATE_NOOP("fan_binshi", "Triple Pung")},
    //~ zh 三暗刻
    {"fan_binshi", "三暗刻", QT_TRANSLATE_NOOP("fan_binshi", "Three Concealed Pungs")},
    //~ zh 全不靠
    {"fan_binshi", "全不靠", QT_TRANSLATE_NOOP("fan_binshi", "Lesser Honors and Knitted Tiles")},
    //~ zh 组合龙
    {"fan_binshi", "组合龙", QT_TRANSLATE_NOOP("fan_binshi", "Knitted Straight")},
    //~ zh 大于五
    {"fan_binshi", "大于五", QT_TRANSLATE_NOOP("fan_binshi", "Upper Four")},
    //~ zh 小于五
    {"fan_binshi", "小于五", QT_TRANSLATE_NOOP("fan_binshi", "Lower Four")},
    //~ zh 三风刻
    {"fan_binshi", "三风刻", QT_TRANSLATE_NOOP("fan_binshi", "Big Three Winds")},
    //~ zh 花龙
    {"fan_binshi", "花龙", QT_TRANSLATE_NOOP("fan_binshi", "Mixed Straight")},
    //~ zh 推不倒
    {"fan_binshi", "推不倒", QT_TRANSLATE_NOOP("fan_binshi", "Reversible Tiles")},
    //~ zh 三色三同顺
    {"fan_binshi", "三色三同顺", QT_TRANSLATE_NOOP("fan_binshi", "Mixed Triple Chow")},
    //~ zh 三色三节高
    {"fan_binshi", "三色三节高", QT_TRANSLATE_NOOP("fan_binshi", "Mixed Shifted Pungs")},
    //~ zh 无番和
    {"fan_binshi", "无番和", QT_TRANSLATE_NOOP("fan_binshi", "Chicken Hand")},
    //~ zh 妙手回春
    {"fan_binshi", "妙手回春", QT_TRANSLATE_NOOP("fan_binshi", "Last Tile Draw")},
    //~ zh 海底捞月
    {"fan_binshi", "海底捞月", QT_TRANSLATE_NOOP("fan_binshi", "Last Tile Claim")},
    //~ zh 杠上开花
    {"fan_binshi", "杠上开花", QT_TRANSLATE_NOOP("fan_binshi", "Out with Replacement Tile")},
    //~ zh 抢杠和
    {"fan_binshi", "抢杠和", QT_TRANSLATE_NOOP("fan_binshi", "Robbing the Kong")},
    //~ zh 碰碰和
    {"fan_binshi", "碰碰和", QT_TRANSLATE_NOOP("fan_binshi", "All Pungs")},
    //~ zh 混一色
    {"fan_binshi", "混一色", QT_TRANSLATE_NOOP("fan_binshi", "Half Flush")},
    //~ zh 三色三步高
    {"fan_binshi", "三色三步高", QT_TRANSLATE_NOOP("fan_binshi", "Mixed Shifted Chows")},
    //~ zh 五门齐
    {"fan_binshi", "五门齐", QT_TRANSLATE_NOOP("fan_binshi", "All Types")},
    //~ zh 全求人
    {"fan_binshi", "全求人", QT_TRANSLATE_NOOP("fan_binshi", "Melded Hand")},
    //~ zh 双暗杠
    {"fan_binshi", "双暗杠", QT_TRANSLATE_NOOP("fan_binshi", "Two Concealed Kongs")},
    //~ zh 双箭刻
    {"fan_binshi", "双箭刻", QT_TRANSLATE_NOOP("fan_binshi", "Two Dragon Pungs")},
    //~ zh 全带幺
    {"fan_binshi", "全带幺", QT_TRANSLATE_NOOP("fan_binshi", "Outside Hand")},
    //~ zh 不求人
    {"fan_binshi", "不求人", QT_TRANSLATE_NOOP("fan_binshi", "Fully Concealed Hand")},
    //~ zh 双明杠
    {"fan_binshi", "双明杠", QT_TRANSLATE_NOOP("fan_binshi", "Two Melded Kongs")},
    //~ zh 和绝张
    {"fan_binshi", "和绝张", QT_TRANSLATE_NOOP("fan_binshi", "Last Tile")},
    //~ zh 箭刻
    {"fan_binshi", "箭刻", QT_TRANSLATE_NOOP("fan_binshi", "Dragon Pung")},
    //~ zh 圈风刻
    {"fan_binshi", "圈风刻", QT_TRANSLATE_NOOP("fan_binshi", "Prevalent Wind")},
    //~ zh 门风刻
    {"fan_binshi", "门风刻", QT_TRANSLATE_NOOP("fan_binshi", "Seat Wind")},
    //~ zh 门前清
    {"fan_binshi", "门前清", QT_TRANSLATE_NOOP("fan_binshi", "Concealed Hand")},
    //~ zh 平和
    {"fan_binshi", "平和", QT_TRANSLATE_NOOP("fan_binshi", "All Chows")},
    //~ zh 四归一
    {"fan_binshi", "四归一", QT_TRANSLATE_NOOP("fan_binshi", "Tile Hog")},
    //~ zh 双同刻
    {"fan_binshi", "双同刻", QT_TRANSLATE_NOOP("fan_binshi", "Double Pung")},
    //~ zh 双暗刻
    {"fan_binshi", "双暗刻", QT_TRANSLATE_NOOP("fan_binshi", "Two Concealed Pungs")},
    //~ zh 暗杠
    {"fan_binshi", "暗杠", QT_TRANSLATE_NOOP("fan_binshi", "Concealed Kong")},
    //~ zh 断幺
    {"fan_binshi", "断幺", QT_TRANSLATE_NOOP("fan_binshi", "All Simples")},
    //~ zh 一般高
    {"fan_binshi", "一般高", QT_TRANSLATE_NOOP("fan_binshi", "Pure Double Chow")},
    //~ zh 喜相逢
    {"fan_binshi", "喜相逢", QT_TRANSLATE_NOOP("fan_binshi", "Mixed Double Chow")},
    //~ zh 连六
    {"fan_binshi", "连六", QT_TRANSLATE_NOOP("fan_binshi", "Short Straight")},
    //~ zh 老少副
    {"fan_binshi", "老少副", QT_TRANSLATE_NOOP("fan_binshi", "Two Terminal Chows")},
    //~ zh 幺九刻
    {"fan_binshi", "幺九刻", QT_TRANSLATE_NOOP("fan_binshi", "Pung of Terminals or Honors")},
    //~ zh 明杠
    {"fan_binshi", "明杠", QT_TRANSLATE_NOOP("fan_binshi", "Melded Kong")},
    //~ zh 缺一门
    {"fan_binshi", "缺一门", QT_TRANSLATE_NOOP("fan_binshi", "One Voided Suit")},
    //~ zh 无字
    {"fan_binshi", "无字", QT_TRANSLATE_NOOP("fan_binshi", "No Honors")},
    //~ zh 边张
    {"fan_binshi", "边张", QT_TRANSLATE_NOOP("fan_binshi", "Edge Wait")},
    //~ zh 嵌张
    {"fan_binshi", "嵌张", QT_TRANSLATE_NOOP("fan_binshi", "Closed Wait")},
    //~ zh 单钓将
    {"fan_binshi", "单钓将", QT_TRANSLATE_NOOP("fan_binshi", "Single Wait")},
    //~ zh 自摸
    {"fan_binshi", "自摸", QT_TRANSLATE_NOOP("fan_binshi", "Self-Drawn")},
    //~ zh 花牌
    {"fan_binshi", "花牌", QT_TRANSLATE_NOOP("fan_binshi", "Flower Tiles")},
    //~ zh 灵雀
    {"ruleset", "灵雀", QT_TRANSLATE_NOOP("ruleset", "Lingque")},
    //~ zh 自摸
    {"win_lingque", "自摸", QT_TRANSLATE_NOOP("win_lingque", "Self-draw")},
    //~ zh 和
    {"win_lingque", "和", QT_TRANSLATE_NOOP("win_lingque", "Win")},
    //~ zh 花牌
    {"option_lingque", "花牌", QT_TRANSLATE_NOOP("option_lingque", "Flowers")},
    {"option_lingque", "", QT_TRANSLATE_NOOP("option_lingque", "144 tiles with the 8 flowers; each flower set aside adds 2 points, not toward the 10-point minimum")},
    //~ zh 截和
    {"option_lingque", "截和", QT_TRANSLATE_NOOP("option_lingque", "Head bump")},
    {"option_lingque", "", QT_TRANSLATE_NOOP("option_lingque", "One discard gives at most one winner, the first after the discarder (off: every claimant wins)")},
    //~ zh 局数
    {"option_lingque", "局数", QT_TRANSLATE_NOOP("option_lingque", "Hands per session")},
    {"option_lingque", "", QT_TRANSLATE_NOOP("option_lingque", "Hands in a session; the source suggests a full game (全庄) of 16")},
    //~ zh 约化分数 T0
    {"option_lingque", "约化分数 T0", QT_TRANSLATE_NOOP("option_lingque", "Summary score T0")},
    {"option_lingque", "", QT_TRANSLATE_NOOP("option_lingque", "Scale T0 of the tanh summary score shown at the end of a session")},
    //~ zh 天和
    {"fan_lingque", "天和", QT_TRANSLATE_NOOP("fan_lingque", "Heavenly Hand")},
    //~ zh 地和
    {"fan_lingque", "地和", QT_TRANSLATE_NOOP("fan_lingque", "Earthly Hand")},
    //~ zh 岭上开花
    {"fan_lingque", "岭上开花", QT_TRANSLATE_NOOP("fan_lingque", "Win after a Kong")},
    //~ zh 海底捞月
    {"fan_lingque", "海底捞月", QT_TRANSLATE_NOOP("fan_lingque", "Last Tile Draw")},
    //~ zh 河底捞鱼
    {"fan_lingque", "河底捞鱼", QT_TRANSLATE_NOOP("fan_lingque", "Last Discard")},
    //~ zh 抢杠
    {"fan_lingque", "抢杠", QT_TRANSLATE_NOOP("fan_lingque", "Robbing a Kong")},
    //~ zh 自摸
    {"fan_lingque", "自摸", QT_TRANSLATE_NOOP("fan_lingque", "Self-Drawn")},
    //~ zh 七对
    {"fan_lingque", "七对", QT_TRANSLATE_NOOP("fan_lingque", "Seven Pairs")},
    //~ zh 全不靠
    {"fan_lingque", "全不靠", QT_TRANSLATE_NOOP("fan_lingque", "Knitted and Honours")},
    //~ zh 十三幺
    {"fan_lingque", "十三幺", QT_TRANSLATE_NOOP("fan_lingque", "Thirteen Orphans")},
    //~ zh 门前清
    {"fan_lingque", "门前清", QT_TRANSLATE_NOOP("fan_lingque", "Concealed Hand")},
    //~ zh 四杠
    {"fan_lingque", "四杠", QT_TRANSLATE_NOOP("fan_lingque", "Four Kongs")},
    //~ zh 三杠
    {"fan_lingque", "三杠", QT_TRANSLATE_NOOP("fan_lingque", "Three Kongs")},
    //~ zh 双杠
    {"fan_lingque", "双杠", QT_TRANSLATE_NOOP("fan_lingque", "Two Kongs")},
    //~ zh 杠
    {"fan_lingque", "杠", QT_TRANSLATE_NOOP("fan_lingque", "One Kong")},
    //~ zh 四暗刻
    {"fan_lingque", "四暗刻", QT_TRANSLATE_NOOP("fan_lingque", "Four Concealed Triplets")},
    //~ zh 三暗刻
    {"fan_lingque", "三暗刻", QT_TRANSLATE_NOOP("fan_lingque", "Three Concealed Triplets")},
    //~ zh 双暗刻
    {"fan_lingque", "双暗刻", QT_TRANSLATE_NOOP("fan_lingque", "Two Concealed Triplets")},
    //~ zh 暗刻
    {"fan_lingque", "暗刻", QT_TRANSLATE_NOOP("fan_lingque", "Concealed Triplet")},
    //~ zh 对对和
    {"fan_lingque", "对对和", QT_TRANSLATE_NOOP("fan_lingque", "All Triplets")},
    //~ zh 四归
    {"fan_lingque", "四归", QT_TRANSLATE_NOOP("fan_lingque", "Four of a Kind")},
    //~ zh 大七星
    {"fan_lingque", "大七星", QT_TRANSLATE_NOOP("fan_lingque", "Seven Honour Pairs")},
    //~ zh 字一色
    {"fan_lingque", "字一色", QT_TRANSLATE_NOOP("fan_lingque", "All Honours")},
    //~ zh 大四喜
    {"fan_lingque", "大四喜", QT_TRANSLATE_NOOP("fan_lingque", "Big Four Winds")},
    //~ zh 小四喜
    {"fan_lingque", "小四喜", QT_TRANSLATE_NOOP("fan_lingque", "Little Four Winds")},
    //~ zh 四喜对
    {"fan_lingque", "四喜对", QT_TRANSLATE_NOOP("fan_lingque", "Four Wind Pairs")},
    //~ zh 大三元
    {"fan_lingque", "大三元", QT_TRANSLATE_NOOP("fan_lingque", "Big Three Dragons")},
    //~ zh 小三元
    {"fan_lingque", "小三元", QT_TRANSLATE_NOOP("fan_lingque", "Little Three Dragons")},
    //~ zh 三元对
    {"fan_lingque", "三元对", QT_TRANSLATE_NOOP("fan_lingque", "Three Dragon Pairs")},
    //~ zh 番牌门风牌
    {"fan_lingque", "番牌门风牌", QT_TRANSLATE_NOOP("fan_lingque", "Seat Wind")},
    //~ zh 番牌中
    {"fan_lingque", "番牌中", QT_TRANSLATE_NOOP("fan_lingque", "Red Dragon")},
    //~ zh 番牌發
    {"fan_lingque", "番牌發", QT_TRANSLATE_NOOP("fan_lingque", "Green Dragon")},
    //~ zh 番牌白
    {"fan_lingque", "番牌白", QT_TRANSLATE_NOOP("fan_lingque", "White Dragon")},
    //~ zh 客风刻
    {"fan_lingque", "客风刻", QT_TRANSLATE_NOOP("fan_lingque", "Other Wind Triplet")},
    //~ zh 清幺九
    {"fan_lingque", "清幺九", QT_TRANSLATE_NOOP("fan_lingque", "All Terminals")},
    //~ zh 混幺九
    {"fan_lingque", "混幺九", QT_TRANSLATE_NOOP("fan_lingque", "Terminals and Honours")},
    //~ zh 清带幺
    {"fan_lingque", "清带幺", QT_TRANSLATE_NOOP("fan_lingque", "Pure Outside Hand")},
    //~ zh 混带幺
    {"fan_lingque", "混带幺", QT_TRANSLATE_NOOP("fan_lingque", "Mixed Outside Hand")},
    //~ zh 幺九刻
    {"fan_lingque", "幺九刻", QT_TRANSLATE_NOOP("fan_lingque", "Terminal Triplet")},
    //~ zh 九莲宝灯
    {"fan_lingque", "九莲宝灯", QT_TRANSLATE_NOOP("fan_lingque", "Nine Gates")},
    //~ zh 连七对
    {"fan_lingque", "连七对", QT_TRANSLATE_NOOP("fan_lingque", "Seven Shifted Pairs")},
    //~ zh 清一色
    {"fan_lingque", "清一色", QT_TRANSLATE_NOOP("fan_lingque", "Full Flush")},
    //~ zh 混一色
    {"fan_lingque", "混一色", QT_TRANSLATE_NOOP("fan_lingque", "Half Flush")},
    //~ zh 缺一门
    {"fan_lingque", "缺一门", QT_TRANSLATE_NOOP("fan_lingque", "Two Suits")},
    //~ zh 二数
    {"fan_lingque", "二数", QT_TRANSLATE_NOOP("fan_lingque", "Two Numbers")},
    //~ zh 三聚
    {"fan_lingque", "三聚", QT_TRANSLATE_NOOP("fan_lingque", "Three Numbers")},
    //~ zh 四聚
    {"fan_lingque", "四聚", QT_TRANSLATE_NOOP("fan_lingque", "Four Numbers")},
    //~ zh 九数贯通
    {"fan_lingque", "九数贯通", QT_TRANSLATE_NOOP("fan_lingque", "Nine Numbers Apart")},
    //~ zh 镜数
    {"fan_lingque", "镜数", QT_TRANSLATE_NOOP("fan_lingque", "Mirror Hand")},
    //~ zh 镜数对
    {"fan_lingque", "镜数对", QT_TRANSLATE_NOOP("fan_lingque", "Mirror Pairs")},
    //~ zh 四同顺
    {"fan_lingque", "四同顺", QT_TRANSLATE_NOOP("fan_lingque", "Four Identical Sequences")},
    //~ zh 三同顺
    {"fan_lingque", "三同顺", QT_TRANSLATE_NOOP("fan_lingque", "Three Identical Sequences")},
    //~ zh 二般高
    {"fan_lingque", "二般高", QT_TRANSLATE_NOOP("fan_lingque", "Two Double Sequences")},
    //~ zh 一般高
    {"fan_lingque", "一般高", QT_TRANSLATE_NOOP("fan_lingque", "Double Sequence")},
    //~ zh 三同刻
    {"fan_lingque", "三同刻", QT_TRANSLATE_NOOP("fan_lingque", "Triple Triplets")},
    //~ zh 双同刻
    {"fan_lingque", "双同刻", QT_TRANSLATE_NOOP("fan_lingque", "Double Triplets")},
    //~ zh 三色同顺
    {"fan_lingque", "三色同顺", QT_TRANSLATE_NOOP("fan_lingque", "Mixed Triple Sequence")},
    //~ zh 喜相逢
    {"fan_lingque", "喜相逢", QT_TRANSLATE_NOOP("fan_lingque", "Mixed Double Sequence")},
    //~ zh 三同二对
    {"fan_lingque", "三同二对", QT_TRANSLATE_NOOP("fan_lingque", "Pairs of Two Numbers")},
    //~ zh 镜同
    {"fan_lingque", "镜同", QT_TRANSLATE_NOOP("fan_lingque", "Mirrored Suits")},
    //~ zh 镜同对
    {"fan_lingque", "镜同对", QT_TRANSLATE_NOOP("fan_lingque", "Mirrored Pairs in Two Suits")},
    //~ zh 四连刻
    {"fan_lingque", "四连刻", QT_TRANSLATE_NOOP("fan_lingque", "Four Shifted Triplets")},
    //~ zh 三连刻
    {"fan_lingque", "三连刻", QT_TRANSLATE_NOOP("fan_lingque", "Three Shifted Triplets")},
    //~ zh 四步高
    {"fan_lingque", "四步高", QT_TRANSLATE_NOOP("fan_lingque", "Four Shifted Sequences")},
    //~ zh 三步高
    {"fan_lingque", "三步高", QT_TRANSLATE_NOOP("fan_lingque", "Three Shifted Sequences")},
    //~ zh 四连环
    {"fan_lingque", "四连环", QT_TRANSLATE_NOOP("fan_lingque", "Four Chained Sequences")},
    //~ zh 三连环
    {"fan_lingque", "三连环", QT_TRANSLATE_NOOP("fan_lingque", "Three Chained Sequences")},
    //~ zh 一气贯通
    {"fan_lingque", "一气贯通", QT_TRANSLATE_NOOP("fan_lingque", "Pure Straight")},
    //~ zh 双龙会
    {"fan_lingque", "双龙会", QT_TRANSLATE_NOOP("fan_lingque", "Twin Dragons")},
    //~ zh 连六
    {"fan_lingque", "连六", QT_TRANSLATE_NOOP("fan_lingque", "Six in a Row")},
    //~ zh 老少副
    {"fan_lingque", "老少副", QT_TRANSLATE_NOOP("fan_lingque", "Old and Young")},
    //~ zh 三色连刻
    {"fan_lingque", "三色连刻", QT_TRANSLATE_NOOP("fan_lingque", "Mixed Shifted Triplets")},
    //~ zh 三色步高
    {"fan_lingque", "三色步高", QT_TRANSLATE_NOOP("fan_lingque", "Mixed Shifted Sequences")},
    //~ zh 三色连环
    {"fan_lingque", "三色连环", QT_TRANSLATE_NOOP("fan_lingque", "Mixed Chained Sequences")},
    //~ zh 三色贯通
    {"fan_lingque", "三色贯通", QT_TRANSLATE_NOOP("fan_lingque", "Mixed Straight")},
    //~ zh 镜龙会
    {"fan_lingque", "镜龙会", QT_TRANSLATE_NOOP("fan_lingque", "Mirrored Twin Dragons")},
};

const int kEngineStringCount = 357;

}  // namespace quetai
