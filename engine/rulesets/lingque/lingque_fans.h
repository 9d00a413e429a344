// 灵雀 (Lingque, v26 draft 2): the 76 fans as data — docs/rulesets/lingque.md
// "Points of a winning hand" and the fan table docs/rulesets/lingque-fans.tsv.
// Each fan has a stable ascii id, its 副 and 翻, its category, how often it
// may be counted, and its relations (不计 / 互斥 / 可加计) by id. The
// predicates that decide whether a fan holds are in lingque_predicates.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace qe {
class FanTable;
}

namespace qe::lingque {

// The 76 fans in table order (the enum value is the table row).
// clang-format off
enum Fan : std::uint8_t {
    // 0 偶然类
    kTianhe, kDihe, kLingshang, kHaidi, kHedi, kQianggang, kZimo,
    // 1 特殊类
    kQidui, kQuanbukao, kShisanyao,
    // 2 副露类
    kMenqianqing,
    // 3 刻、杠类
    kSigang, kSangang, kShuanggang, kGang, kSianke, kSananke, kShuanganke, kAnke, kDuiduihe, kSigui,
    // 4 字牌类
    kDaqixing, kZiyise, kDasixi, kXiaosixi, kSixidui, kDasanyuan, kXiaosanyuan, kSanyuandui,
    kFanMenfeng, kFanZhong, kFanFa, kFanBai, kKefengke,
    // 5 幺九类
    kQingyaojiu, kHunyaojiu, kQingdaiyao, kHundaiyao, kYaojiuke,
    // 6 花色类
    kJiulian, kLianqidui, kQingyise, kHunyise, kQueyimen,
    // 7 序数类
    kErshu, kSanju, kSiju, kJiushu,
    // 8 全体关联类
    kJingshu, kJingshudui,
    // 9 部分一致类
    kSitongshun, kSantongshun, kErbangao, kYibangao,
    // 10 部分关联类
    kSantongke, kShuangtongke, kSansetongshun, kXixiangfeng, kSantongerdui, kJingtong, kJingtongdui,
    kSilianke, kSanlianke, kSibugao, kSanbugao, kSilianhuan, kSanlianhuan, kYiqi, kShuanglonghui,
    kLianliu, kLaoshaofu, kSanselianke, kSansebugao, kSanselianhuan, kSanseguantong, kJinglonghui,
    kNumFans
};
// clang-format on
static_assert(kNumFans == 76, "lingque.md: 76 fans");

inline constexpr int kNumCategories = 11;

// A set of fans, one bit per table row.
struct FanSet {
    std::uint64_t lo = 0, hi = 0;
    static FanSet of(int f) {
        FanSet s;
        s.set(f);
        return s;
    }
    bool has(int f) const { return f < 64 ? (lo >> f) & 1 : (hi >> (f - 64)) & 1; }
    void set(int f) { (f < 64 ? lo : hi) |= std::uint64_t(1) << (f < 64 ? f : f - 64); }
    void reset(int f) { (f < 64 ? lo : hi) &= ~(std::uint64_t(1) << (f < 64 ? f : f - 64)); }
    bool empty() const { return (lo | hi) == 0; }
    bool intersects(const FanSet& o) const { return ((lo & o.lo) | (hi & o.hi)) != 0; }
    FanSet& operator|=(const FanSet& o) {
        lo |= o.lo;
        hi |= o.hi;
        return *this;
    }
    FanSet operator|(const FanSet& o) const { return FanSet{lo | o.lo, hi | o.hi}; }
    FanSet operator&(const FanSet& o) const { return FanSet{lo & o.lo, hi & o.hi}; }
    FanSet operator-(const FanSet& o) const { return FanSet{lo & ~o.lo, hi & ~o.hi}; }
    friend bool operator==(const FanSet&, const FanSet&) = default;
    // The lowest fan in the set, or kNumFans when empty.
    int first() const {
        if (lo) return __builtin_ctzll(lo);
        if (hi) return 64 + __builtin_ctzll(hi);
        return kNumFans;
    }
    template <class Fn>
    void forEach(Fn&& fn) const {
        for (std::uint64_t w = lo; w; w &= w - 1) fn(__builtin_ctzll(w));
        for (std::uint64_t w = hi; w; w &= w - 1) fn(64 + __builtin_ctzll(w));
    }
};

struct FanInfo {
    const char* id;  // stable ascii id (ScoreItem::id)
    const char* zh;  // the source's name
    const char* en;
    std::int8_t category;  // 0..10, the table's 类
    std::int16_t fu;       // 副 per count (番牌: as a triplet)
    std::int8_t fuPair;    // 番牌 as a pair; 0 for every other fan
    std::int8_t fan;       // 翻
    std::int8_t maxCount;  // "up to N times"; 1 for most fans
    // Relations by id, space separated (lingque-fans.tsv "relations").
    // `notCounted` (不计): fans not counted while this one holds, "@outside:0"
    // standing for every fan outside 0 偶然类 (九莲宝灯). `mutex` (互斥):
    // one of the two is chosen. `addable` (可加计): fans that follow from this
    // one yet are counted with it. `implied`: the exclusions the table omits
    // (lingque-readings.md 2), applied like 不计.
    const char* notCounted;
    const char* mutex;
    const char* addable;
    const char* implied;
};

const std::array<FanInfo, kNumFans>& fanTable();
// The same rows as fan-kit rows (core/fankit.h; 副, 翻 and the 番牌 pair's 副
// as value, value2, value3): the relations the scorer counts with are the
// kit's resolution of them (relations()).
const FanTable& kitTable();
inline const FanInfo& info(int f) { return fanTable()[std::size_t(f)]; }
// The category names of the table (0 偶然类 ... 10 部分关联类).
const char* categoryName(int c);
// -1 when no fan has that id.
int fanById(const std::string& id);

// The relations resolved into sets once (ids checked: an unknown id in the
// table is a programming error and throws std::logic_error on first use).
struct Relations {
    std::array<FanSet, kNumFans> excludes{};    // 不计 plus the implied exclusions
    std::array<FanSet, kNumFans> notCounted{};  // 不计 as the table writes it
    std::array<FanSet, kNumFans> implied{};
    std::array<FanSet, kNumFans> mutex{};  // symmetric
    std::array<FanSet, kNumFans> addable{};
    FanSet mutexFans;  // every fan with a 互斥 partner
};
const Relations& relations();

// The four 番牌 fans, one fan "番牌" for the 翻 (lingque.md "Points of a
// winning hand").
inline bool isFanpai(int f) { return f >= kFanMenfeng && f <= kFanBai; }

}  // namespace qe::lingque
