// The fan kit: what every ruleset's scorer shares (common.md "Hand
// description", "Scoring"). Fans and yaku as rows of data (names, values,
// category, the 不计 and implied relations, a repeat limit), small named
// predicates over a ruleset's own fact types, one check of a hand
// description parameterised by the ruleset, helpers that turn counted fans
// into ScoreItem / ScoreStep, and a combiner interface: how a ruleset turns
// the fans found in one reading into its total.
//
// How a ruleset plugs in:
//  1. Write its fans as `constexpr FanDef<Facts...> kFans[]` (one row each,
//     relations as space-separated ids) with one small named predicate per
//     row over its own fact type(s), and build one `FanKit` from them at
//     startup; a test calls `validate()` and expects no problem.
//  2. Describe its hand rules (`HandRules`: situation words and what each
//     needs, impossible pairs, flowers, red fives, meld types) and call
//     `checkHand` before scoring; it fills the counts and the word bits.
//  3. Implement `FanCombiner` (riichi: han, fu and limits; 玉雀: stacking
//     with remainders; MCR: the counting principles; 灵雀: 副 × 翻; 上海:
//     classes) and feed it the fans `FanKit::found` reports for each reading.
//  4. Report the counted fans with `Breakdown` (items and steps in step).
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/countwords.h"
#include "core/hand.h"
#include "core/score.h"
#include "core/tile.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace qe {

// ---------------------------------------------------------------------------
// Sets of fans: up to 128 rows (MCR has 81, 灵雀 76).

constexpr int kMaxFans = 128;

struct FanBits {
    std::uint64_t w[2]{0, 0};

    constexpr void set(int i) { w[i >> 6] |= std::uint64_t(1) << (i & 63); }
    constexpr void reset(int i) { w[i >> 6] &= ~(std::uint64_t(1) << (i & 63)); }
    constexpr bool test(int i) const { return w[i >> 6] >> (i & 63) & 1; }
    constexpr bool any() const { return (w[0] | w[1]) != 0; }
    constexpr int count() const { return std::popcount(w[0]) + std::popcount(w[1]); }
    constexpr FanBits& operator|=(const FanBits& o) {
        w[0] |= o.w[0];
        w[1] |= o.w[1];
        return *this;
    }
    constexpr FanBits& operator&=(const FanBits& o) {
        w[0] &= o.w[0];
        w[1] &= o.w[1];
        return *this;
    }
    constexpr FanBits operator~() const { return {{~w[0], ~w[1]}}; }
    friend constexpr FanBits operator|(FanBits a, const FanBits& b) { return a |= b; }
    friend constexpr FanBits operator&(FanBits a, const FanBits& b) { return a &= b; }
    friend constexpr bool operator==(const FanBits&, const FanBits&) = default;
    // Calls f(i) for every set bit, lowest first.
    template <class F>
    constexpr void forEach(F&& f) const {
        for (int k = 0; k < 2; ++k)
            for (std::uint64_t t = w[k]; t; t &= t - 1) f(64 * k + std::countr_zero(t));
    }
};

// ---------------------------------------------------------------------------
// Rows.

// One fan / yaku of a ruleset's table. Relations name other rows by id,
// separated by spaces, so a table reads as the rules file does.
struct FanRow {
    const char* id = "";  // stable ascii id: [a-z0-9_]+, unique in the table (ScoreItem::id)
    const char* zh = "";  // Chinese name
    const char* en = "";  // English name
    const char* ja = "";  // Japanese name ("" where the ruleset has none)
    int value = 0;        // in the ruleset's unit (han, 番, 副, 花 ...)
    int value2 = 0;       // an optional second value (riichi open han, 灵雀 翻, 玉雀 value with 番刻)
    int category = 0;     // ruleset-defined (riichi: yaku / yakuman; 玉雀: priority)
    const char* excludes = "";  // 不计: rows never counted together with this one
    const char* implies = "";   // rows this one always brings with it
    int repeat = 1;             // how many times it may count in one hand (0: no limit)
    // 互斥: rows that may not count together with this one, either way round
    // (written on one row or both); unlike 不计 neither wins by itself, the
    // ruleset's combiner chooses (灵雀: the better total).
    const char* mutex = "";
    // 可加计: rows that follow from this one yet still count with it.
    const char* addable = "";
    int value3 = 0;  // an optional third value (灵雀 番牌: 副 as the pair)
};

// In a relation list, "@outside:N" stands for every other row whose
// category is not N (灵雀's 九莲宝灯 excludes every fan outside 偶然类).

// Which name a ruleset shows as its own (ScoreItem::nameZh, the breakdown).
enum class OwnName : std::uint8_t { Zh, Ja };

// The table of one ruleset: rows plus their relations resolved to bits.
// Never throws; `validate()` lists what is wrong with it.
class FanTable {
public:
    explicit FanTable(std::vector<FanRow> rows, OwnName own = OwnName::Zh);

    int size() const { return int(rows_.size()); }
    const FanRow& row(int i) const { return rows_[std::size_t(i)]; }
    const std::vector<FanRow>& rows() const { return rows_; }
    int find(std::string_view id) const;  // -1 when no row has this id
    const FanBits& excludes(int i) const { return excludes_[std::size_t(i)]; }
    const FanBits& implies(int i) const { return implies_[std::size_t(i)]; }
    const FanBits& mutex(int i) const { return mutex_[std::size_t(i)]; }  // symmetric
    const FanBits& addable(int i) const { return addable_[std::size_t(i)]; }
    // Rows that may not be counted with row i: excluded, implied or 互斥,
    // either way.
    const FanBits& incompatible(int i) const { return incompatible_[std::size_t(i)]; }
    // The found rows minus those a found row excludes (不计).
    FanBits withoutExcluded(FanBits found) const;
    FanBits inCategory(int category) const;
    FanBits all() const;  // every row

    // Problems of the table, one sentence each naming the row: duplicate or
    // malformed ids, nameless rows, a relation naming an unknown id or the
    // row itself, the same id twice in one relation, implications in a
    // cycle, a negative repeat limit, too many rows. Empty: sound.
    std::vector<std::string> validate() const;

    // Display: the ruleset's own name, "own English" for a step's text.
    const char* ownName(int i) const;
    std::string label(int i) const;
    // An item for row i: value per count in the ruleset's unit.
    ScoreItem item(int i, long long value, int count = 1, std::vector<Tile> tiles = {}) const;

private:
    std::vector<FanRow> rows_;
    OwnName own_;
    std::vector<FanBits> excludes_, implies_, mutex_, addable_, incompatible_;
    std::vector<std::string> relationErrors_;  // found while resolving
};

// A row with its predicate over a ruleset's own fact types (riichi: the
// hand's facts and one reading; 玉雀: a reading). Predicates are plain
// function pointers: small, named, cheap to call.
template <class... Facts>
struct FanDef {
    FanRow row;
    bool (*present)(const Facts&...) = nullptr;
};

// A table and its predicates.
template <class... Facts>
class FanKit {
public:
    using Predicate = bool (*)(const Facts&...);

    FanKit(std::span<const FanDef<Facts...>> defs, OwnName own = OwnName::Zh)
        : table_(rowsOf(defs), own), present_(defs.size()) {
        for (std::size_t i = 0; i < defs.size(); ++i) present_[i] = defs[i].present;
    }

    const FanTable& table() const { return table_; }
    Predicate predicate(int i) const { return present_[std::size_t(i)]; }
    bool present(int i, const Facts&... f) const { return present_[std::size_t(i)](f...); }

    // The rows among `candidates` whose predicate holds.
    FanBits found(const FanBits& candidates, const Facts&... f) const {
        FanBits s;
        candidates.forEach([&](int i) {
            if (present_[std::size_t(i)](f...)) s.set(i);
        });
        return s;
    }
    // The same after the 不计 relations.
    FanBits counted(const FanBits& candidates, const Facts&... f) const {
        return table_.withoutExcluded(found(candidates, f...));
    }

    // A row without a predicate is a table defect too.
    std::vector<std::string> validate() const {
        std::vector<std::string> out = table_.validate();
        for (int i = 0; i < table_.size(); ++i)
            if (!present_[std::size_t(i)]) out.push_back(std::string("row '") + table_.row(i).id + "' has no predicate");
        return out;
    }

private:
    static std::vector<FanRow> rowsOf(std::span<const FanDef<Facts...>> defs) {
        std::vector<FanRow> r;
        r.reserve(defs.size());
        for (const auto& d : defs) r.push_back(d.row);
        return r;
    }
    FanTable table_;
    std::vector<Predicate> present_;
};

// The 不计 relation on a ruleset's own small mask type (a 64-bit word for
// tables of up to 64 rows), for hot paths: `excl[i]` is row i's excludes.
template <class Mask>
inline Mask withoutExcluded(Mask found, const Mask* excl) {
    Mask drop = 0;
    for (Mask t = found; t; t &= t - 1) drop |= excl[std::countr_zero(t)];
    return found & ~drop;
}
// Row i's relation as a 64-bit mask (tables of up to 64 rows).
inline std::uint64_t low64(const FanBits& b) { return b.w[0]; }

// ---------------------------------------------------------------------------
// Combining found fans into a total.

// One fan found in one reading.
struct FoundFan {
    std::uint8_t fan = 0;     // row
    std::uint8_t count = 1;   // instances (番刻: triplets; MCR: repeated fans)
    std::uint8_t groups = 0;  // groups of the reading it uses, bit per group (the pair last)
    std::uint8_t shape = 0;   // a ruleset detail (玉雀 番牌: triplet 0, pair 1)
    std::uint8_t extra = 0;   // another (玉雀: the triplets that take 番刻 through it)
};

// One fan as counted, in counting order.
struct CountedFan {
    int fan = -1;            // row; -1 for a step that is not a row (a bonus, a limit)
    int count = 1;
    long long value = 0;     // per count, in the ruleset's unit
    long long delta = 0;     // what it added to the total
    std::string detail;      // how (e.g. "15 × 3/5 = 9", "open; 2 closed")
    std::uint8_t groups = 0;
};

struct Combination {
    long long total = 0;
    std::vector<CountedFan> counted;
    // The ruleset's own figures (riichi han, yakuman units; 灵雀 副, 翻 ...).
    std::vector<std::pair<std::string, long long>> fields;
};

// How a ruleset combines found fans into its total. A combiner carries the
// hand's context it needs (riichi: open or closed, fu, indicator tiles; 玉雀: none) and
// reads relations and values from the table.
class FanCombiner {
public:
    virtual ~FanCombiner() = default;
    virtual Combination combine(const FanTable& table, std::span<const FoundFan> found) const = 0;
};

// The plainest combiner: every found fan not excluded by another counts its
// value times its count (capped at the row's repeat limit).
class SumCombiner final : public FanCombiner {
public:
    Combination combine(const FanTable& table, std::span<const FoundFan> found) const override;
};

// Items and steps of a breakdown, with the running total.
struct Breakdown {
    ScoreResult& res;
    long long total = 0;

    // A counted row: an item and a step "own English: <detail>".
    void fan(const FanTable& t, const CountedFan& c, std::vector<Tile> tiles);
    // A step that is not a row.
    void step(std::string text, long long delta, std::vector<Tile> tiles = {});
};

// ---------------------------------------------------------------------------
// One check of a hand description (common.md "Hand description").

// What a situation word needs of the hand.
enum WordNeed : std::uint16_t {
    kNeedTsumo = 1 << 0,
    kNeedRon = 1 << 1,
    kNeedOwnKong = 1 << 2,      // a kong among the winner's melds
    kNeedDealer = 1 << 3,       // seat wind East
    kNeedNonDealer = 1 << 4,
    kNeedNoMelds = 1 << 5,
    kNeedClosed = 1 << 6,       // no open meld
    kNeedLoneWinTile = 1 << 7,  // a robbed kong's tile: 'win_tile' given, the only one of its kind in the hand
};

struct SituationWord {
    std::string_view word;
    std::uint16_t needs = 0;
    const char* why = "";             // the error when a need is not met
    std::uint32_t needsAnyOf = 0;     // bits of other words, one of which must be given too
    const char* whyAnyOf = "";
};

// Words that cannot describe one win together: any of `a` with any of `b`.
struct SituationConflict {
    std::uint32_t a = 0, b = 0;
    const char* why = "";
};

// The bit of a word in a ruleset's list; at compile time an unknown word
// does not compile.
constexpr std::uint32_t wordBit(std::span<const SituationWord> words, std::string_view w) {
    for (std::size_t i = 0; i < words.size(); ++i)
        if (words[i].word == w) return std::uint32_t(1) << i;
    throw "unknown situation word";
}

constexpr std::uint8_t kAllMeldTypes = 0x1f;
constexpr std::uint8_t meldTypeBit(MeldType t) { return std::uint8_t(1u << unsigned(t)); }

struct HandRules {
    const char* name = "";  // in messages: "riichi", "玉雀"
    std::span<const SituationWord> words;  // bit i is words[i]; at most 32
    std::span<const SituationConflict> conflicts;
    bool flowers = false;   // flowers in 'flowers' (1f..8f)
    bool redFives = false;  // 0m 0p 0s
    bool needWinTile = false;
    const char* winTileWhy = "";  // why 'win_tile' is needed
    std::uint8_t meldTypes = kAllMeldTypes;
};

// What the check learned besides the counts (checkHandInto writes the
// counts where the caller keeps them, so a scorer's hand facts take them
// without a copy).
struct CheckedWords {
    std::array<int, 3> red{};       // red fives per suit (m p s), hand and melds
    std::uint32_t words = 0;        // bit i: rules.words[i] given
    int kongs = 0;
    bool closed = true;             // no open meld
    int winKind = -1;               // -1 without 'win_tile'
    std::uint64_t present = 0;      // bit k: kind k held, melds included
};

// What the check learned, counts included, for the scorer to reuse.
struct CheckedHand : CheckedWords {
    Counts concealed{};             // concealed tiles, winning tile included
    Counts all{};                   // with the melds (kongs as 4)
};

// A winning hand (14 tiles plus one per kong) or a waiting one (13 plus
// one per kong, no win tile or situation needed). False with `*error` (when
// not null) naming the field and the problem.
enum class HandKind : std::uint8_t { Win, Waiting };
// Defined here so that a ruleset's constant HandRules fold into its scorer
// (this runs for every hand the bots and the benchmark score).
bool checkHand(const HandDesc& h, const HandRules& rules, CheckedHand& out, std::string* error,
               HandKind kind = HandKind::Win);
// The same check with the concealed counts and the counts with the melds
// written to `concealed` and `all`. Both counts are complete when it
// returns true.
inline bool checkHandInto(const HandDesc& h, const HandRules& rules, CheckedWords& out, Counts& concealed, Counts& all,
                          std::string* error, HandKind kind = HandKind::Win);

// checkHand split for a HandValuer (core/ruleset.h): what depends only on
// the description the hands share (flowers, melds, winds, words) is checked
// once by checkBase, the tiles of each hand by checkTiles.
struct CheckedBase {
    Counts melds{};  // the melds' tiles (kongs as 4)
    int meldCount = 0;
    int kongs = 0;
    bool closed = true;
};
// True when checkHand would accept every part of `base` but its concealed
// tiles and winning tile, and `base` has no situation word, no red meld and
// no red tile in `base.hand` is expected (the valuer's tiles are plain).
// False: not a base the fast path takes (the caller uses the full scorer,
// which explains any error).
bool checkBase(const HandDesc& base, const HandRules& rules, CheckedBase& out);
// checkHand's answer for the base with the concealed tiles `concealed`
// (winning tile included) and winning tile `win`, all plain: true with `out`
// filled exactly as checkHand fills it, false where checkHand would fail.
inline bool checkTiles(const CheckedBase& b, const Counts& concealed, Kind win, CheckedHand& out) {
    if (countwords::tileTotal(concealed) + 3 * b.meldCount != 14) return false;
    if (win >= kNumKinds || concealed[win] == 0) return false;
    for (int k = 0; k < kNumKinds; ++k) out.all[std::size_t(k)] = std::uint8_t(concealed[std::size_t(k)] + b.melds[std::size_t(k)]);
    if (countwords::anyOverFour(out.all)) return false;
    out.concealed = concealed;
    out.red = {0, 0, 0};
    out.words = 0;
    out.kongs = b.kongs;
    out.closed = b.closed;
    out.winKind = win;
    out.present = countwords::presentKinds(out.all);
    return true;
}

namespace fankit_detail {
#if defined(__SSE2__)
// Row k: bytes 0..47, byte k one (k < 48; the rows past 47 are zero and only
// met by kinds the check refuses). Counting a tile adds its row to three
// 16-byte registers: the counts never pass through memory byte by byte,
// which made the first wide read of them wait for the byte stores.
struct alignas(64) OneHotRow {
    std::uint8_t b[64];  // 48 used; a power of two so a row's address is one shift
};
typedef std::uint8_t V16 __attribute__((vector_size(16)));
inline constexpr std::array<OneHotRow, 64> kOneHot = [] {
    std::array<OneHotRow, 64> t{};
    for (int k = 0; k < 48; ++k) t[std::size_t(k)].b[k] = 1;
    return t;
}();
// 34 counts from three registers into a Counts.
inline void storeCounts(Counts& c, V16 a, V16 b, V16 d) {
    _mm_storeu_si128(reinterpret_cast<__m128i*>(c.data()), __m128i(a));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(c.data() + 16), __m128i(b));
    const std::uint16_t last = std::uint16_t(_mm_cvtsi128_si32(__m128i(d)));
    std::memcpy(c.data() + 32, &last, 2);
}
#endif
bool fail(std::string* err, std::string msg);
std::string wordList(std::span<const SituationWord> words);
// The words of a list, for Ruleset::situationWords.
std::vector<std::string> wordNames(std::span<const SituationWord> words);
// n bytes equal: words of 4 to 16 letters as two overlapping loads each
// (no call for the situation words every scored hand may carry).
inline bool sameBytes(const char* a, const char* b, std::size_t n) {
    if (n >= 8 && n <= 16) {
        std::uint64_t a0, a1, b0, b1;
        std::memcpy(&a0, a, 8);
        std::memcpy(&b0, b, 8);
        std::memcpy(&a1, a + n - 8, 8);
        std::memcpy(&b1, b + n - 8, 8);
        return ((a0 ^ b0) | (a1 ^ b1)) == 0;
    }
    if (n >= 4 && n < 8) {
        std::uint32_t a0, a1, b0, b1;
        std::memcpy(&a0, a, 4);
        std::memcpy(&b0, b, 4);
        std::memcpy(&a1, a + n - 4, 4);
        std::memcpy(&b1, b + n - 4, 4);
        return ((a0 ^ b0) | (a1 ^ b1)) == 0;
    }
    return std::memcmp(a, b, n) == 0;
}
// A word's index in the ruleset's list, -1 if it is not there: the length
// and the first letter before the comparison.
inline int wordIndex(std::span<const SituationWord> words, const std::string& w) {
    if (w.empty()) return -1;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string_view x = words[i].word;
        if (x.size() == w.size() && x[0] == w[0] && sameBytes(x.data(), w.data(), x.size())) return int(i);
    }
    return -1;
}
}  // namespace fankit_detail

[[gnu::always_inline]] inline bool checkHand(const HandDesc& h, const HandRules& rules, CheckedHand& out,
                                           std::string* error, HandKind kind) {
    return checkHandInto(h, rules, out, out.concealed, out.all, error, kind);
}

[[gnu::always_inline]] inline bool checkHandInto(const HandDesc& h, const HandRules& rules, CheckedWords& out,
                                               Counts& concealed, Counts& all, std::string* error,
                                               HandKind kind) {
    // The ruleset's name only goes into errors (this runs for every hand the
    // bots and the benchmark score).
    auto name = [&] { return std::string(rules.name); };
    // Flowers (common.md "Tiles and notation": 1f..8f, only in rulesets that play them).
    if (!rules.flowers && !h.flowers.empty())
        return fankit_detail::fail(error, "'flowers': " + name() + " plays with 136 tiles, no flowers");
    for (const Tile& t : h.flowers)
        if (!isFlower(t.kind)) return fankit_detail::fail(error, "'flowers' may hold only 1f..8f, got " + formatTile(t));

    // Melds: well formed and of a type the ruleset has.
    out.kongs = 0;
    out.closed = true;
    out.red = {0, 0, 0};
    for (std::size_t i = 0; i < h.melds.size(); ++i) {
        const Meld& m = h.melds[i];
        if (m.kind >= kNumKinds || (m.type == MeldType::Chi && (!isNumber(m.kind) || numberOf(m.kind) > 7)) ||
            !(rules.meldTypes & meldTypeBit(m.type)) || m.red) {
            const std::string where = "'melds'[" + std::to_string(i) + "]: ";
            if (!(rules.meldTypes & meldTypeBit(m.type)))
                return fankit_detail::fail(error, where + "a " + meldTypeName(m.type) + " is not a meld of " + name());
            if (m.kind >= kNumKinds) return fankit_detail::fail(error, where + "flowers are never in a meld (" + name() + ")");
            if (m.type == MeldType::Chi && (!isNumber(m.kind) || numberOf(m.kind) > 7))
                return fankit_detail::fail(error,
                            where + "a chi is three number tiles in a row of one suit, not from " + formatKind(m.kind));
            if (m.red) {
                if (!rules.redFives) return fankit_detail::fail(error, where + name() + " plays without red fives");
                int fives = 0;
                for (const Tile& t : m.tiles()) fives += isNumber(t.kind) && numberOf(t.kind) == 5;
                if (m.red > fives) return fankit_detail::fail(error, where + "meld " + m.toString() + " has more red tiles than fives");
                out.red[std::size_t(m.kind / 9)] += m.red;
            }
        }
        out.kongs += m.isKong();
        out.closed = out.closed && !m.isOpen();
    }

    // Tile count: 14 (13 waiting) plus one per kong.
    const int need = kind == HandKind::Win ? 14 : 13;
    if (int(h.hand.size()) + 3 * int(h.melds.size()) != need)
        return fankit_detail::fail(error, "'hand': the hand has " + std::to_string(h.hand.size()) + " concealed tiles and " +
                               std::to_string(h.melds.size()) + " melds: " +
                               (kind == HandKind::Win ? "a winning hand needs 14" : "a waiting hand needs 13") +
                               " (kongs count as 3)");

    // The concealed tiles in one pass without a branch per tile: counts
    // (into 64 slots by the kind's low bits, so no clamp per tile), whether
    // any tile is red and whether any kind is out of range; the errors and
    // the red fives (rare) are found after the loop.
    // A tile as 16 bits is kind | red << 8; kind | (kind + 94) has bit 7
    // set exactly for a kind of 34 or more (kinds are bytes; a kind of 162
    // or more carries into bit 8, but is refused before red is looked at).
    static_assert(sizeof(Tile) == 2 && kNumKinds == 34 && std::endian::native == std::endian::little);
    unsigned seen = 0;
#if defined(__SSE2__)
    fankit_detail::V16 c0{}, c1{}, c2{};
    // The range and red test of every tile at once when 8 to 16 tiles are
    // held (two overlapping loads of eight tiles cover them); otherwise
    // tile by tile below.
    const std::size_t nTiles = h.hand.size();
    const bool wide = nTiles >= 8 && nTiles <= 16;
    if (wide) {
        const __m128i k94 = _mm_set1_epi16(94);
        const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(h.hand.data()));
        const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(h.hand.data() + nTiles - 8));
        __m128i x = _mm_or_si128(_mm_or_si128(a, _mm_add_epi16(a, k94)), _mm_or_si128(b, _mm_add_epi16(b, k94)));
        x = _mm_or_si128(x, _mm_srli_si128(x, 8));
        x = _mm_or_si128(x, _mm_srli_si128(x, 4));
        x = _mm_or_si128(x, _mm_srli_si128(x, 2));
        seen = unsigned(_mm_cvtsi128_si32(x)) & 0xffffu;
    }
    for (const Tile& t : h.hand) {
        std::uint16_t v;
        std::memcpy(&v, &t, 2);
        if (!wide) seen |= unsigned(v) | (unsigned(v) + 94u);
        const fankit_detail::V16* row = reinterpret_cast<const fankit_detail::V16*>(fankit_detail::kOneHot[v & 63].b);
        c0 += row[0];
        c1 += row[1];
        c2 += row[2];
    }
#else
    std::array<std::uint8_t, 64> counts64{};
    for (const Tile& t : h.hand) {
        std::uint16_t v;
        std::memcpy(&v, &t, 2);
        seen |= unsigned(v) | (unsigned(v) + 94u);
        ++counts64[v & 63];
    }
#endif
    const unsigned outOfRange = seen & 0x80u, anyRed = seen & 0xff00u;
    if (outOfRange)
        for (const Tile& t : h.hand)
            if (t.kind >= kNumKinds)
                return fankit_detail::fail(error, rules.flowers ? "'hand': flowers go in 'flowers', not in the hand, got " + formatTile(t)
                                                 : "'hand': " + name() + " plays without flowers, got " + formatTile(t));
#if defined(__SSE2__)
    fankit_detail::storeCounts(concealed, c0, c1, c2);
#else
    std::memcpy(concealed.data(), counts64.data(), kNumKinds);
#endif
    // Red tiles only among the fives (common.md "Tiles and notation": 0m 0p 0s).
    // Without a branch per tile (where a red tile sits is unpredictable):
    // the red tiles' kinds as bits, and their sum, where the red fives of a
    // suit count up from the five's bit (4, 13, 22: nine bits apart, room
    // for any count); any red tile that is not a five is refused with the
    // message of the tile-by-tile check. The kinds are below 34 here
    // (checked above).
    if (anyRed) {
        constexpr std::uint64_t kFives = std::uint64_t(1) << 4 | std::uint64_t(1) << 13 | std::uint64_t(1) << 22;
        std::uint64_t redKinds = 0, redSum = 0;
        for (const Tile& t : h.hand) {
            const std::uint64_t b = std::uint64_t(t.red) << t.kind;
            redKinds |= b;
            redSum += b;
        }
        if (redKinds & ~kFives) return fankit_detail::fail(error, "'hand': only fives can be red");
        for (int s = 0; s < 3; ++s) out.red[std::size_t(s)] += int(redSum >> (4 + 9 * s) & 0x1ff);
    }
    if (!rules.redFives && (out.red[0] | out.red[1] | out.red[2]))
        return fankit_detail::fail(error, "'hand': " + name() + " plays without red fives");

#if defined(__SSE2__)
    // The melds' tiles as Meld::addTo counts them (a chi one each of three
    // kinds, the others size() of one kind); every meld kind is below 34
    // (checked above). Over four and the kinds held from the registers.
    for (const Meld& m : h.melds) {
        const bool chi = m.type == MeldType::Chi;
        const int n = chi ? 1 : m.size();
        const fankit_detail::V16* row = reinterpret_cast<const fankit_detail::V16*>(fankit_detail::kOneHot[m.kind].b);
        for (int i = 0; i < n; ++i) {
            c0 += row[0];
            c1 += row[1];
            c2 += row[2];
        }
        for (int i = 1; chi && i < 3; ++i) {
            const fankit_detail::V16* next =
                reinterpret_cast<const fankit_detail::V16*>(fankit_detail::kOneHot[m.kind + i].b);
            c0 += next[0];
            c1 += next[1];
            c2 += next[2];
        }
    }
    fankit_detail::storeCounts(all, c0, c1, c2);
    {
        // Counts are at most 14 + 4 melds' tiles: far below 128, so the
        // signed byte compare is exact.
        const __m128i four = _mm_set1_epi8(4), zero = _mm_setzero_si128();
        const __m128i a0 = __m128i(c0), a1 = __m128i(c1), a2 = __m128i(c2);
        const unsigned over = unsigned(_mm_movemask_epi8(_mm_cmpgt_epi8(a0, four))) |
                              unsigned(_mm_movemask_epi8(_mm_cmpgt_epi8(a1, four))) |
                              (unsigned(_mm_movemask_epi8(_mm_cmpgt_epi8(a2, four))) & 3u);
        const std::uint64_t empty = std::uint64_t(unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(a0, zero)))) |
                                    std::uint64_t(unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(a1, zero)))) << 16 |
                                    std::uint64_t(unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(a2, zero)))) << 32;
        out.present = ~empty & ((std::uint64_t(1) << kNumKinds) - 1);
        if (over)
            for (int k = 0; k < kNumKinds; ++k)
                if (all[std::size_t(k)] > 4)
                    return fankit_detail::fail(error, "'hand': more than four " + formatKind(Kind(k)) + " in the hand and melds");
    }
#else
    all = concealed;
    for (const Meld& m : h.melds) m.addTo(all);
    out.present = countwords::presentKinds(all);
    if (countwords::anyOverFour(all))
        for (int k = 0; k < kNumKinds; ++k)
            if (all[std::size_t(k)] > 4)
                return fankit_detail::fail(error, "'hand': more than four " + formatKind(Kind(k)) + " in the hand and melds");
#endif

    out.winKind = -1;
    if (h.hasWinTile) {
        if (h.winTile.kind >= kNumKinds || concealed[h.winTile.kind] == 0)
            return fankit_detail::fail(error,
                        "'win_tile' " + formatTile(h.winTile) + " is not in 'hand' (the hand includes the winning tile)");
        out.winKind = h.winTile.kind;
    } else if (rules.needWinTile && kind == HandKind::Win) {
        return fankit_detail::fail(error, std::string("'win_tile' is missing: ") + rules.winTileWhy);
    }
    if (h.seatWind < 0 || h.seatWind > 3) return fankit_detail::fail(error, "'seat_wind' must be 1..4 (E S W N)");
    if (h.roundWind < 0 || h.roundWind > 3) return fankit_detail::fail(error, "'round_wind' must be 1..4 (E S W N)");

    // Situation words: known to the ruleset, each once, each possible for
    // this hand, no two that cannot describe one win.
    out.words = 0;
    if (h.situation.empty()) return true;
    for (const std::string& w : h.situation) {
        const int i = fankit_detail::wordIndex(rules.words, w);
        if (i < 0)
            return fankit_detail::fail(error, "'situation': '" + w + "' is not a " + name() + " situation (" + fankit_detail::wordList(rules.words) + ")");
        if (out.words >> i & 1) return fankit_detail::fail(error, "'situation': '" + w + "' is given twice");
        out.words |= std::uint32_t(1) << i;
    }
    if (kind == HandKind::Waiting) return true;
    const bool dealer = h.seatWind == 0;
    for (std::uint32_t t = out.words; t; t &= t - 1) {
        const SituationWord& sw = rules.words[std::size_t(std::countr_zero(t))];
        const std::uint16_t n = sw.needs;
        if (((n & kNeedTsumo) && !h.tsumo) || ((n & kNeedRon) && h.tsumo) || ((n & kNeedOwnKong) && out.kongs == 0) ||
            ((n & kNeedDealer) && !dealer) || ((n & kNeedNonDealer) && dealer) ||
            ((n & kNeedNoMelds) && !h.melds.empty()) || ((n & kNeedClosed) && !out.closed))
            return fankit_detail::fail(error, sw.why);
        if (sw.needsAnyOf && !(out.words & sw.needsAnyOf)) return fankit_detail::fail(error, sw.whyAnyOf);
        if (n & kNeedLoneWinTile) {
            const std::string w = "'" + std::string(sw.word) + "'";
            if (out.winKind < 0) return fankit_detail::fail(error, w + " needs 'win_tile', the tile robbed from the kong");
            const int held = all[std::size_t(out.winKind)];
            if (held != 1)
                return fankit_detail::fail(error, w + ": the robbed tile " + formatKind(Kind(out.winKind)) +
                                       " is the fourth of its kind (the other three are in the robbed kong), yet the "
                                       "hand holds " +
                                       std::to_string(held));
        }
    }
    for (const SituationConflict& c : rules.conflicts)
        if ((out.words & c.a) && (out.words & c.b)) return fankit_detail::fail(error, c.why);
    return true;
}


}  // namespace qe
