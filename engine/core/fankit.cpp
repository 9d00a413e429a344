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
    mutex_.assign(n, FanBits{});
    addable_.assign(n, FanBits{});
    incompatible_.assign(n, FanBits{});
    if (n > std::size_t(kMaxFans)) {
        relationErrors_.push_back("the table has " + std::to_string(n) + " rows, more than " +
                                  std::to_string(kMaxFans));
        return;
    }
    auto resolve = [&](int i, const char* list, const char* what, FanBits& into) {
        const std::string self = rows_[std::size_t(i)].id ? rows_[std::size_t(i)].id : "";
        for (std::string_view id : idsOf(list)) {
            if (id.starts_with("@outside:")) {
                const std::string_view cat = id.substr(9);
                int c = 0;
                bool ok = !cat.empty() && cat.size() < 4;
                for (char ch : cat) {
                    ok = ok && ch >= '0' && ch <= '9';
                    c = 10 * c + (ch - '0');
                }
                if (!ok) {
                    relationErrors_.push_back("row '" + self + "' " + what + " '" + std::string(id) +
                                              "': @outside: needs a category number");
                    continue;
                }
                for (int j = 0; j < int(n); ++j)
                    if (j != i && rows_[std::size_t(j)].category != c) into.set(j);
                continue;
            }
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
        resolve(i, rows_[std::size_t(i)].mutex, "is 互斥 with", mutex_[std::size_t(i)]);
        resolve(i, rows_[std::size_t(i)].addable, "may add", addable_[std::size_t(i)]);
    }
    // 互斥 is symmetric: a table writes it on one row or on both.
    for (int i = 0; i < int(n); ++i) mutex_[std::size_t(i)].forEach([&](int j) { mutex_[std::size_t(j)].set(i); });
    for (int i = 0; i < int(n); ++i) {
        if ((addable_[std::size_t(i)] & excludes_[std::size_t(i)]).any())
            relationErrors_.push_back(std::string("row '") + rows_[std::size_t(i)].id +
                                      "' both excludes and may add the same row");
        (excludes_[std::size_t(i)] | implies_[std::size_t(i)] | mutex_[std::size_t(i)]).forEach([&](int j) {
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

namespace fankit_detail {

bool fail(std::string* err, std::string msg) {
    if (err) *err = std::move(msg);
    return false;
}

std::string wordList(std::span<const SituationWord> words) {
    std::string s;
    for (const SituationWord& w : words) s += (s.empty() ? "" : ", ") + std::string(w.word);
    return s;
}

std::vector<std::string> wordNames(std::span<const SituationWord> words) {
    std::vector<std::string> out;
    out.reserve(words.size());
    for (const SituationWord& w : words) out.emplace_back(w.word);
    return out;
}

}  // namespace fankit_detail

// The conditions are checkHand's on the same fields (fankit.h); anything
// that could make it fail or read more than plain tiles refuses the base.
bool checkBase(const HandDesc& base, const HandRules& rules, CheckedBase& out) {
    out = CheckedBase{};
    if (!base.situation.empty()) return false;
    if (!rules.flowers && !base.flowers.empty()) return false;
    for (const Tile& t : base.flowers)
        if (!isFlower(t.kind)) return false;
    for (const Meld& m : base.melds) {
        if (m.kind >= kNumKinds || (m.type == MeldType::Chi && (!isNumber(m.kind) || numberOf(m.kind) > 7)) ||
            !(rules.meldTypes & meldTypeBit(m.type)) || m.red)
            return false;
        m.addTo(out.melds);
        out.kongs += m.isKong();
        out.closed = out.closed && !m.isOpen();
    }
    if (countwords::anyOverFour(out.melds)) return false;
    if (base.seatWind < 0 || base.seatWind > 3 || base.roundWind < 0 || base.roundWind > 3) return false;
    out.meldCount = int(base.melds.size());
    return true;
}

}  // namespace qe
