#include "core/fankit.h"

#include <algorithm>
#include <cstring>

#include "core/countwords.h"

namespace qe {

namespace {

// The ids of a relation, "a b c" → {"a", "b", "c"}.
std::vector<std::string_view> idsOf(const char* list) {
    std::vector<std::string_view> out;
    const std::string_view s(list ? list : "");
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && s[i] == ' ') ++i;
        std::size_t j = i;
        while (j < s.size() && s[j] != ' ') ++j;
        if (j > i) out.push_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

bool goodId(std::string_view id) {
    if (id.empty()) return false;
    for (char c : id)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
    return true;
}

bool empty(const char* s) { return !s || !*s; }

}  // namespace

FanTable::FanTable(std::vector<FanRow> rows, OwnName own) : rows_(std::move(rows)), own_(own) {
    const std::size_t n = rows_.size();
    excludes_.assign(n, FanBits{});
    implies_.assign(n, FanBits{});
    incompatible_.assign(n, FanBits{});
    if (n > std::size_t(kMaxFans)) {
        relationErrors_.push_back("the table has " + std::to_string(n) + " rows, more than " +
                                  std::to_string(kMaxFans));
        return;
    }
    auto resolve = [&](int i, const char* list, const char* what, FanBits& into) {
        const std::string self = rows_[std::size_t(i)].id ? rows_[std::size_t(i)].id : "";
        for (std::string_view id : idsOf(list)) {
            const int j = find(id);
            if (j < 0) {
                relationErrors_.push_back("row '" + self + "' " + what + " '" + std::string(id) + "', which is no row");
                continue;
            }
            if (j == i) {
                relationErrors_.push_back("row '" + self + "' " + what + " itself");
                continue;
            }
            if (into.test(j))
                relationErrors_.push_back("row '" + self + "' " + what + " '" + std::string(id) + "' twice");
            into.set(j);
        }
    };
    for (int i = 0; i < int(n); ++i) {
        resolve(i, rows_[std::size_t(i)].excludes, "excludes", excludes_[std::size_t(i)]);
        resolve(i, rows_[std::size_t(i)].implies, "implies", implies_[std::size_t(i)]);
    }
    for (int i = 0; i < int(n); ++i) {
        (excludes_[std::size_t(i)] | implies_[std::size_t(i)]).forEach([&](int j) {
            incompatible_[std::size_t(i)].set(j);
            incompatible_[std::size_t(j)].set(i);
        });
    }
}

int FanTable::find(std::string_view id) const {
    for (std::size_t i = 0; i < rows_.size(); ++i)
        if (rows_[i].id && id == rows_[i].id) return int(i);
    return -1;
}

FanBits FanTable::withoutExcluded(FanBits found) const {
    FanBits drop;
    found.forEach([&](int i) { drop |= excludes_[std::size_t(i)]; });
    return found & ~drop;
}

FanBits FanTable::all() const {
    FanBits s;
    for (int i = 0; i < size(); ++i) s.set(i);
    return s;
}

FanBits FanTable::inCategory(int category) const {
    FanBits s;
    for (int i = 0; i < size(); ++i)
        if (rows_[std::size_t(i)].category == category) s.set(i);
    return s;
}

std::vector<std::string> FanTable::validate() const {
    std::vector<std::string> out = relationErrors_;
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        const FanRow& r = rows_[i];
        const std::string where = "row " + std::to_string(i) + " '" + (r.id ? r.id : "") + "'";
        if (!goodId(r.id ? r.id : "")) out.push_back(where + ": the id must be lowercase ascii letters, digits and _");
        for (std::size_t j = 0; j < i; ++j)
            if (r.id && rows_[j].id && std::strcmp(r.id, rows_[j].id) == 0)
                out.push_back(where + ": the id is also row " + std::to_string(j) + "'s");
        if (empty(r.en)) out.push_back(where + ": no English name");
        if (empty(own_ == OwnName::Ja ? r.ja : r.zh))
            out.push_back(where + std::string(": no ") + (own_ == OwnName::Ja ? "Japanese" : "Chinese") + " name");
        if (r.repeat < 0) out.push_back(where + ": a negative repeat limit");
    }
    // Implications must not run in a circle (a ⇒ b ⇒ ... ⇒ a): each would
    // then leave the other uncounted.
    if (out.empty()) {
        const int n = size();
        for (int i = 0; i < n; ++i) {
            FanBits seen, frontier = implies_[std::size_t(i)];
            while (frontier.any()) {
                seen |= frontier;
                FanBits next;
                frontier.forEach([&](int j) { next |= implies_[std::size_t(j)]; });
                frontier = next & ~seen;
            }
            if (seen.test(i)) out.push_back(std::string("row '") + rows_[std::size_t(i)].id + "' implies itself through a circle of implications");
        }
    }
    return out;
}

const char* FanTable::ownName(int i) const {
    const FanRow& r = row(i);
    return own_ == OwnName::Ja ? r.ja : r.zh;
}

std::string FanTable::label(int i) const { return std::string(ownName(i)) + " " + row(i).en; }

ScoreItem FanTable::item(int i, long long value, int count, std::vector<Tile> tiles) const {
    ScoreItem it;
    it.id = row(i).id;
    it.nameZh = ownName(i);
    it.nameEn = row(i).en;
    it.value = value;
    it.count = count;
    it.tiles = std::move(tiles);
    return it;
}

Combination SumCombiner::combine(const FanTable& table, std::span<const FoundFan> found) const {
    FanBits present;
    for (const FoundFan& f : found) present.set(f.fan);
    const FanBits kept = table.withoutExcluded(present);
    Combination c;
    for (const FoundFan& f : found) {
        if (!kept.test(f.fan)) continue;
        const FanRow& r = table.row(f.fan);
        const int count = r.repeat > 0 ? std::min<int>(f.count, r.repeat) : f.count;
        CountedFan cf;
        cf.fan = f.fan;
        cf.count = count;
        cf.value = r.value;
        cf.delta = (long long)r.value * count;
        cf.detail = count == 1 ? std::to_string(r.value) : std::to_string(r.value) + " × " + std::to_string(count);
        cf.groups = f.groups;
        c.total += cf.delta;
        c.counted.push_back(std::move(cf));
    }
    return c;
}

void Breakdown::fan(const FanTable& t, const CountedFan& c, std::vector<Tile> tiles) {
    total += c.delta;
    res.steps.push_back({t.label(c.fan) + ": " + c.detail, c.delta, total, tiles});
    res.items.push_back(t.item(c.fan, c.value, c.count, std::move(tiles)));
}

void Breakdown::step(std::string text, long long delta, std::vector<Tile> tiles) {
    total += delta;
    res.steps.push_back({std::move(text), delta, total, std::move(tiles)});
}

// ---------------------------------------------------------------------------

namespace {

bool fail(std::string* err, std::string msg) {
    if (err) *err = std::move(msg);
    return false;
}

std::string wordList(std::span<const SituationWord> words) {
    std::string s;
    for (const SituationWord& w : words) s += (s.empty() ? "" : ", ") + std::string(w.word);
    return s;
}

// A word's index in the ruleset's list, -1 if it is not there. The first
// letter before the length and the comparison: this runs for every hand the
// bots and the benchmark score.
int wordIndex(std::span<const SituationWord> words, const std::string& w) {
    if (w.empty()) return -1;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string_view x = words[i].word;
        if (x.size() == w.size() && x[0] == w[0] && std::memcmp(x.data(), w.data(), x.size()) == 0) return int(i);
    }
    return -1;
}

}  // namespace

bool checkHand(const HandDesc& h, const HandRules& rules, CheckedHand& out, std::string* error, HandKind kind) {
    // The ruleset's name only goes into errors (this runs for every hand the
    // bots and the benchmark score).
    auto name = [&] { return std::string(rules.name); };
    // Flowers (common.md "Tiles": 1f..8f, only in rulesets that play them).
    if (!rules.flowers && !h.flowers.empty())
        return fail(error, "'flowers': " + name() + " plays with 136 tiles, no flowers");
    for (const Tile& t : h.flowers)
        if (!isFlower(t.kind)) return fail(error, "'flowers' may hold only 1f..8f, got " + formatTile(t));

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
                return fail(error, where + "a " + meldTypeName(m.type) + " is not a meld of " + name());
            if (m.kind >= kNumKinds) return fail(error, where + "flowers are never in a meld (" + name() + ")");
            if (m.type == MeldType::Chi && (!isNumber(m.kind) || numberOf(m.kind) > 7))
                return fail(error,
                            where + "a chi is three number tiles in a row of one suit, not from " + formatKind(m.kind));
            if (m.red) {
                if (!rules.redFives) return fail(error, where + name() + " plays without red fives");
                int fives = 0;
                for (const Tile& t : m.tiles()) fives += isNumber(t.kind) && numberOf(t.kind) == 5;
                if (m.red > fives) return fail(error, where + "meld " + m.toString() + " has more red tiles than fives");
                out.red[std::size_t(m.kind / 9)] += m.red;
            }
        }
        out.kongs += m.isKong();
        out.closed = out.closed && !m.isOpen();
    }

    // Tile count: 14 (13 waiting) plus one per kong.
    const int need = kind == HandKind::Win ? 14 : 13;
    if (int(h.hand.size()) + 3 * int(h.melds.size()) != need)
        return fail(error, "the hand has " + std::to_string(h.hand.size()) + " concealed tiles and " +
                               std::to_string(h.melds.size()) + " melds: " +
                               (kind == HandKind::Win ? "a winning hand needs 14" : "a waiting hand needs 13") +
                               " (kongs count as 3)");

    // The concealed tiles in one pass without a branch per tile: counts, red
    // tiles by kind, and whether any kind is out of range; the errors are
    // found after the loop.
    out.concealed = Counts{};
    Counts redAt{};
    unsigned outOfRange = 0, anyRed = 0;
    for (const Tile& t : h.hand) {
        const unsigned k = t.kind;
        outOfRange |= unsigned(k >= unsigned(kNumKinds));
        anyRed |= t.red;
        const std::size_t at = std::min<unsigned>(k, kNumKinds - 1);
        ++out.concealed[at];
        redAt[at] = std::uint8_t(redAt[at] + t.red);
    }
    if (outOfRange)
        for (const Tile& t : h.hand)
            if (t.kind >= kNumKinds)
                return fail(error, rules.flowers ? "'hand': flowers go in 'flowers', not in the hand, got " + formatTile(t)
                                                 : "'hand': " + name() + " plays without flowers, got " + formatTile(t));
    // Red tiles only among the fives (common.md "Tiles": 0m 0p 0s).
    if (anyRed) {
        constexpr Kind kFives[3] = {4, 13, 22};
        for (int s = 0; s < 3; ++s) {
            out.red[std::size_t(s)] += redAt[kFives[s]];
            redAt[kFives[s]] = 0;
        }
        if (countwords::presentKinds(redAt)) return fail(error, "'hand': only fives can be red");
    }
    if (!rules.redFives && (out.red[0] | out.red[1] | out.red[2]))
        return fail(error, "'hand': " + name() + " plays without red fives");

    out.all = out.concealed;
    for (const Meld& m : h.melds) m.addTo(out.all);
    if (countwords::anyOverFour(out.all))
        for (int k = 0; k < kNumKinds; ++k)
            if (out.all[std::size_t(k)] > 4)
                return fail(error, "more than four " + formatKind(Kind(k)) + " in the hand and melds");

    out.winKind = -1;
    if (h.hasWinTile) {
        if (h.winTile.kind >= kNumKinds || out.concealed[h.winTile.kind] == 0)
            return fail(error,
                        "'win_tile' " + formatTile(h.winTile) + " is not in 'hand' (the hand includes the winning tile)");
        out.winKind = h.winTile.kind;
    } else if (rules.needWinTile && kind == HandKind::Win) {
        return fail(error, std::string("'win_tile' is missing: ") + rules.winTileWhy);
    }
    if (h.seatWind < 0 || h.seatWind > 3) return fail(error, "'seat_wind' must be 1..4 (E S W N)");
    if (h.roundWind < 0 || h.roundWind > 3) return fail(error, "'round_wind' must be 1..4 (E S W N)");

    // Situation words: known to the ruleset, each once, each possible for
    // this hand, no two that cannot describe one win.
    out.words = 0;
    if (h.situation.empty()) return true;
    for (const std::string& w : h.situation) {
        const int i = wordIndex(rules.words, w);
        if (i < 0)
            return fail(error, "'situation': '" + w + "' is not a " + name() + " situation (" + wordList(rules.words) + ")");
        if (out.words >> i & 1) return fail(error, "'situation': '" + w + "' is given twice");
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
            return fail(error, sw.why);
        if (sw.needsAnyOf && !(out.words & sw.needsAnyOf)) return fail(error, sw.whyAnyOf);
        if (n & kNeedLoneWinTile) {
            const std::string w = "'" + std::string(sw.word) + "'";
            if (out.winKind < 0) return fail(error, w + " needs 'win_tile', the tile robbed from the kong");
            const int held = out.all[std::size_t(out.winKind)];
            if (held != 1)
                return fail(error, w + ": the robbed tile " + formatKind(Kind(out.winKind)) +
                                       " is the fourth of its kind (the other three are in the robbed kong), yet the "
                                       "hand holds " +
                                       std::to_string(held));
        }
    }
    for (const SituationConflict& c : rules.conflicts)
        if ((out.words & c.a) && (out.words & c.b)) return fail(error, c.why);
    return true;
}

}  // namespace qe
