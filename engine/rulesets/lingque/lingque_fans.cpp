// The fan table of docs/rulesets/lingque-fans.tsv as data, with the implied
// exclusions of docs/rulesets/lingque.md "Points of a winning hand" (a fan
// that follows from a counted fan is not counted unless 可加计).
#include "rulesets/lingque/lingque_fans.h"

#include <sstream>
#include <stdexcept>

#include "core/fankit.h"

namespace qe::lingque {

namespace {

// clang-format off
const std::array<FanInfo, kNumFans> kTable{{
    // id               zh            en                              cat 副  pair 翻 max  不计 / 互斥 / 可加计 / implied
    {"tianhe",          "天和",       "Heavenly Hand",                 0, 48, 0, 3, 1, "zimo menqianqing", "", "", ""},
    {"dihe",            "地和",       "Earthly Hand",                  0, 48, 0, 3, 1, "menqianqing", "", "", ""},
    {"lingshang",       "岭上开花",   "Win after a Kong",              0,  8, 0, 2, 1, "zimo", "", "gang", ""},
    {"haidi",           "海底捞月",   "Last Tile Draw",                0,  8, 0, 2, 1, "zimo", "", "", ""},
    {"hedi",            "河底捞鱼",   "Last Discard",                  0,  8, 0, 2, 1, "", "", "", ""},
    {"qianggang",       "抢杠",       "Robbing a Kong",                0,  8, 0, 2, 1, "", "", "", ""},
    {"zimo",            "自摸",       "Self-Drawn",                    0,  2, 0, 1, 1, "", "", "", ""},
    {"qidui",           "七对",       "Seven Pairs",                   1,  8, 0, 3, 1, "menqianqing", "", "", ""},
    {"quanbukao",       "全不靠",     "Knitted and Honours",           1,  8, 0, 3, 1, "menqianqing", "", "", ""},
    {"shisanyao",       "十三幺",     "Thirteen Orphans",              1, 48, 0, 3, 1, "hunyaojiu menqianqing", "", "", ""},
    {"menqianqing",     "门前清",     "Concealed Hand",                2,  2, 0, 1, 1, "", "", "", ""},
    {"sigang",          "四杠",       "Four Kongs",                    3, 96, 0, 5, 1, "sangang shuanggang gang duiduihe", "", "", ""},
    {"sangang",         "三杠",       "Three Kongs",                   3, 32, 0, 4, 1, "shuanggang gang", "", "", ""},
    {"shuanggang",      "双杠",       "Two Kongs",                     3,  8, 0, 2, 1, "gang", "", "", ""},
    {"gang",            "杠",         "One Kong",                      3,  4, 0, 1, 1, "", "", "", ""},
    {"sianke",          "四暗刻",     "Four Concealed Triplets",       3, 48, 0, 3, 1, "menqianqing sananke shuanganke anke duiduihe", "", "", ""},
    {"sananke",         "三暗刻",     "Three Concealed Triplets",      3, 16, 0, 3, 1, "shuanganke anke", "", "", ""},
    {"shuanganke",      "双暗刻",     "Two Concealed Triplets",        3,  4, 0, 2, 1, "anke", "", "", ""},
    {"anke",            "暗刻",       "Concealed Triplet",             3,  2, 0, 1, 1, "", "", "", ""},
    {"duiduihe",        "对对和",     "All Triplets",                  3,  8, 0, 3, 1, "", "", "", ""},
    {"sigui",           "四归",       "Four of a Kind",                3,  4, 0, 1, 3, "", "", "", ""},
    {"daqixing",        "大七星",     "Seven Honour Pairs",            4,128, 0, 5, 1, "qidui menqianqing ziyise sixidui sanyuandui fanpai_menfeng fanpai_zhong fanpai_fa fanpai_bai", "", "", "hunyaojiu hunyise"},
    {"ziyise",          "字一色",     "All Honours",                   4, 48, 0, 5, 1, "hunyise", "", "fanpai_menfeng fanpai_zhong fanpai_fa fanpai_bai yaojiuke", "hunyaojiu"},
    {"dasixi",          "大四喜",     "Big Four Winds",                4, 96, 0, 5, 1, "duiduihe fanpai_menfeng kefengke hunyise", "", "", ""},
    {"xiaosixi",        "小四喜",     "Little Four Winds",             4, 48, 0, 5, 1, "fanpai_menfeng kefengke hunyise", "", "", ""},
    {"sixidui",         "四喜对",     "Four Wind Pairs",               4, 24, 0, 3, 1, "fanpai_menfeng", "", "qidui", "menqianqing"},
    {"dasanyuan",       "大三元",     "Big Three Dragons",             4, 48, 0, 4, 1, "fanpai_zhong fanpai_fa fanpai_bai", "", "", ""},
    {"xiaosanyuan",     "小三元",     "Little Three Dragons",          4, 24, 0, 4, 1, "fanpai_zhong fanpai_fa fanpai_bai", "", "", ""},
    {"sanyuandui",      "三元对",     "Three Dragon Pairs",            4, 12, 0, 3, 1, "fanpai_zhong fanpai_fa fanpai_bai", "", "qidui", "menqianqing"},
    {"fanpai_menfeng",  "番牌门风牌", "Seat Wind",                     4,  4, 2, 1, 1, "", "", "", ""},
    {"fanpai_zhong",    "番牌中",     "Red Dragon",                    4,  4, 2, 1, 1, "", "", "", ""},
    {"fanpai_fa",       "番牌發",     "Green Dragon",                  4,  4, 2, 1, 1, "", "", "", ""},
    {"fanpai_bai",      "番牌白",     "White Dragon",                  4,  4, 2, 1, 1, "", "", "", ""},
    {"kefengke",        "客风刻",     "Other Wind Triplet",            4,  2, 0, 1, 3, "", "", "", ""},
    {"qingyaojiu",      "清幺九",     "All Terminals",                 5, 96, 0, 5, 1, "duiduihe yaojiuke shuangtongke", "", "", "hunyaojiu ershu"},
    {"hunyaojiu",       "混幺九",     "Terminals and Honours",         5, 24, 0, 3, 1, "", "", "fanpai_menfeng fanpai_zhong fanpai_fa fanpai_bai yaojiuke", ""},
    {"qingdaiyao",      "清带幺",     "Pure Outside Hand",             5, 12, 0, 3, 1, "", "", "", ""},
    {"hundaiyao",       "混带幺",     "Mixed Outside Hand",            5,  4, 0, 3, 1, "", "", "", ""},
    {"yaojiuke",        "幺九刻",     "Terminal Triplet",              5,  2, 0, 1, 4, "", "", "", ""},
    {"jiulian",         "九莲宝灯",   "Nine Gates",                    6,128, 0, 5, 1, "@outside:0", "", "", ""},
    {"lianqidui",       "连七对",     "Seven Shifted Pairs",           6, 96, 0, 5, 1, "qidui menqianqing qingyise jingshudui", "", "", "hunyise"},
    {"qingyise",        "清一色",     "Full Flush",                    6, 24, 0, 4, 1, "hunyise", "", "", ""},
    {"hunyise",         "混一色",     "Half Flush",                    6,  8, 0, 3, 1, "", "", "", ""},
    {"queyimen",        "缺一门",     "Two Suits",                     6,  2, 0, 1, 1, "", "", "", ""},
    {"ershu",           "二数",       "Two Numbers",                   7, 48, 0, 5, 1, "duiduihe shuangtongke", "", "", ""},
    {"sanju",           "三聚",       "Three Numbers",                 7, 24, 0, 3, 1, "", "", "", ""},
    {"siju",            "四聚",       "Four Numbers",                  7,  8, 0, 3, 1, "", "", "", ""},
    {"jiushu",          "九数贯通",   "Nine Numbers Apart",            7, 12, 0, 3, 1, "", "", "", ""},
    {"jingshu",         "镜数",       "Mirror Hand",                   8, 12, 0, 3, 1, "", "", "", ""},
    {"jingshudui",      "镜数对",     "Mirror Pairs",                  8, 24, 0, 3, 1, "", "", "qidui", "menqianqing"},
    {"sitongshun",      "四同顺",     "Four Identical Sequences",      9,128, 0, 6, 1, "sigui santongshun erbangao yibangao", "", "", ""},
    {"santongshun",     "三同顺",     "Three Identical Sequences",     9, 32, 0, 4, 1, "yibangao", "", "", ""},
    {"erbangao",        "二般高",     "Two Double Sequences",          9, 24, 0, 3, 1, "yibangao", "", "", ""},
    {"yibangao",        "一般高",     "Double Sequence",               9,  4, 0, 2, 1, "", "", "", ""},
    {"santongke",       "三同刻",     "Triple Triplets",              10, 24, 0, 3, 1, "shuangtongke", "", "", ""},
    {"shuangtongke",    "双同刻",     "Double Triplets",              10,  4, 0, 2, 2, "", "", "", ""},
    {"sansetongshun",   "三色同顺",   "Mixed Triple Sequence",        10,  8, 0, 3, 1, "xixiangfeng", "", "", ""},
    {"xixiangfeng",     "喜相逢",     "Mixed Double Sequence",        10,  2, 0, 1, 2, "", "", "", ""},
    {"santongerdui",    "三同二对",   "Pairs of Two Numbers",         10, 24, 0, 3, 1, "", "", "qidui", "menqianqing"},
    {"jingtong",        "镜同",       "Mirrored Suits",               10,  4, 0, 3, 1, "", "shuanglonghui", "", ""},
    {"jingtongdui",     "镜同对",     "Mirrored Pairs in Two Suits",  10, 16, 0, 3, 1, "", "", "qidui", "menqianqing"},
    {"silianke",        "四连刻",     "Four Shifted Triplets",        10, 64, 0, 4, 1, "sanlianke", "", "", "duiduihe"},
    {"sanlianke",       "三连刻",     "Three Shifted Triplets",       10, 24, 0, 3, 1, "", "", "", ""},
    {"sibugao",         "四步高",     "Four Shifted Sequences",       10, 48, 0, 4, 1, "sanbugao lianliu", "", "", ""},
    {"sanbugao",        "三步高",     "Three Shifted Sequences",      10, 16, 0, 3, 1, "", "sanlianhuan", "", ""},
    {"silianhuan",      "四连环",     "Four Chained Sequences",       10, 32, 0, 4, 1, "sanlianhuan laoshaofu", "", "", ""},
    {"sanlianhuan",     "三连环",     "Three Chained Sequences",      10,  8, 0, 3, 1, "", "sanbugao", "", ""},
    {"yiqi",            "一气贯通",   "Pure Straight",                10,  8, 0, 3, 1, "lianliu laoshaofu", "shuanglonghui", "", ""},
    {"shuanglonghui",   "双龙会",     "Twin Dragons",                 10,  8, 0, 3, 1, "lianliu laoshaofu", "yiqi", "", ""},
    {"lianliu",         "连六",       "Six in a Row",                 10,  2, 0, 1, 1, "", "sanseguantong", "", ""},
    {"laoshaofu",       "老少副",     "Old and Young",                10,  2, 0, 1, 1, "", "sanseguantong", "", ""},
    {"sanselianke",     "三色连刻",   "Mixed Shifted Triplets",       10,  8, 0, 2, 1, "", "", "", ""},
    {"sansebugao",      "三色步高",   "Mixed Shifted Sequences",      10,  4, 0, 2, 1, "", "sanselianhuan", "", ""},
    {"sanselianhuan",   "三色连环",   "Mixed Chained Sequences",      10,  4, 0, 2, 1, "", "sansebugao", "", ""},
    {"sanseguantong",   "三色贯通",   "Mixed Straight",               10,  8, 0, 2, 1, "", "lianliu laoshaofu", "", ""},
    {"jinglonghui",     "镜龙会",     "Mirrored Twin Dragons",        10, 12, 0, 3, 1, "xixiangfeng jingtong shuanglonghui lianliu laoshaofu", "", "", ""},
}};
// clang-format on

const char* const kCategories[kNumCategories] = {"偶然类", "特殊类", "副露类",     "刻、杠类",   "字牌类",    "幺九类",
                                                 "花色类", "序数类", "全体关联类", "部分一致类", "部分关联类"};

FanSet parseIds(int owner, const char* list) {
    FanSet s;
    std::istringstream in(list);
    std::string id;
    while (in >> id) {
        if (id == "@outside:0") {
            for (int f = 0; f < kNumFans; ++f)
                if (info(f).category != 0 && f != owner) s.set(f);
            continue;
        }
        const int f = fanById(id);
        if (f < 0)
            throw std::logic_error(std::string("lingque fan table: ") + info(owner).id + " names unknown fan '" + id +
                                   "'");
        if (f == owner) throw std::logic_error(std::string("lingque fan table: ") + info(owner).id + " names itself");
        s.set(f);
    }
    return s;
}

FanSet setOf(const FanBits& b) { return FanSet{b.w[0], b.w[1]}; }

Relations buildRelations() {
    // The counting relations are the fan kit's (core/fankit.h) resolution of
    // the rows; 不计 and the implied exclusions are also kept apart for the
    // tests that read them against lingque-fans.tsv and readings 2.
    const FanTable& kit = kitTable();
    Relations r;
    for (int f = 0; f < kNumFans; ++f) {
        const FanInfo& i = info(f);
        r.notCounted[std::size_t(f)] = parseIds(f, i.notCounted);
        r.implied[std::size_t(f)] = parseIds(f, i.implied);
        r.excludes[std::size_t(f)] = setOf(kit.excludes(f));
        r.addable[std::size_t(f)] = setOf(kit.addable(f));
        r.mutex[std::size_t(f)] = setOf(kit.mutex(f));
        if (!r.mutex[std::size_t(f)].empty()) r.mutexFans.set(f);
    }
    return r;
}

}  // namespace

const std::array<FanInfo, kNumFans>& fanTable() { return kTable; }

const FanTable& kitTable() {
    // One fan-kit row per fan: 副 as value, 翻 as value2, the 番牌 pair's 副
    // as value3; 不计 and the implied exclusions together as excludes.
    static const std::vector<std::string> excludes = [] {
        std::vector<std::string> v;
        for (const FanInfo& i : kTable) v.push_back(std::string(i.notCounted) + " " + i.implied);
        return v;
    }();
    static const FanTable table = [] {
        std::vector<FanRow> rows;
        for (int f = 0; f < kNumFans; ++f) {
            const FanInfo& i = kTable[std::size_t(f)];
            FanRow r;
            r.id = i.id;
            r.zh = i.zh;
            r.en = i.en;
            r.value = i.fu;
            r.value2 = i.fan;
            r.value3 = i.fuPair;
            r.category = i.category;
            r.excludes = excludes[std::size_t(f)].c_str();
            r.repeat = i.maxCount;
            r.mutex = i.mutex;
            r.addable = i.addable;
            rows.push_back(r);
        }
        return FanTable(std::move(rows));
    }();
    return table;
}

const char* categoryName(int c) { return c >= 0 && c < kNumCategories ? kCategories[c] : "?"; }

int fanById(const std::string& id) {
    for (int f = 0; f < kNumFans; ++f)
        if (id == kTable[std::size_t(f)].id) return f;
    return -1;
}

const Relations& relations() {
    static const Relations r = buildRelations();
    return r;
}

}  // namespace qe::lingque
