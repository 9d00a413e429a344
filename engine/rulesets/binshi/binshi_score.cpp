// 璸市麻雀 (binshi) scoring: input checks, the facts of a hand, the sole-wait
// test, the breakdown and the 铳二摸三 settlement (docs/rulesets/binshi.md
// "MCR fans (81)", "Payments (铳二摸三)").
#include "rulesets/binshi/binshi_score.h"

#include <algorithm>
#include <bit>
#include <stdexcept>

#include "core/countwords.h"
#include "core/decompose.h"
#include "core/fankit.h"
#include "core/ruleset.h"
#include "core/shanten.h"
#include "rulesets/binshi/binshi_internal.h"

namespace qe::binshi {

std::vector<OptionDesc> binshiOptionDescs() {
    using K = OptionDesc::Kind;
    return {
        {"head_bump", K::Bool, 1, 0, 1, {}, "Head bump", "截和",
         "Several wins on one discard: only the first after the discarder wins (off: all win)"},
        {"rounds", K::Int, 4, 1, 4, {}, "Rounds", "圈数",
         "Rounds in the game (each player deals once a round; no dealer repeat)"},
    };
}

namespace {

// The situation words MCR scores (docs/rulesets/binshi.md "Counting
// principles") and what each needs of the hand; the table's
// flower_replacement, tenhou and chiihou name no MCR fan (a win on a
// flower's replacement is a plain self-draw) and are accepted and ignored.
constexpr SituationWord kWords[] = {
    {"last_tile", 0, ""},
    {"rinshan", kNeedTsumo | kNeedOwnKong,
     "'situation': rinshan (杠上开花) is a self-draw on the replacement tile after one's own kong"},
    {"chankan", kNeedRon, "'situation': chankan (抢杠和) is a win on another player's added kong, not a self-draw"},
    {"haitei", kNeedTsumo, "'situation': haitei (妙手回春) is a self-draw of the last wall tile"},
    {"houtei", kNeedRon, "'situation': houtei (海底捞月) is a win on the last discard, not a self-draw"},
    {"flower_replacement", 0, ""},
    {"tenhou", 0, ""},
    {"chiihou", 0, ""},
};
constexpr std::uint32_t kWLastTile = wordBit(kWords, "last_tile"), kWRinshan = wordBit(kWords, "rinshan"),
                        kWChankan = wordBit(kWords, "chankan"), kWHaitei = wordBit(kWords, "haitei"),
                        kWHoutei = wordBit(kWords, "houtei");
constexpr SituationConflict kConflicts[] = {
    {kWChankan, kWHoutei, "'situation': chankan and houtei together: a robbed kong is not a discard"},
};
// binshi.md "Play": 144 tiles with flowers; a red five is read as a five
// (the set has none); the winning tile always.
constexpr HandRules kRules{"binshi",      kWords, kConflicts, true, true, true,
                           "MCR's wait fans and concealed pungs depend on the winning tile", kAllMeldTypes};

}  // namespace

namespace {

// The facts of the description that do not depend on its tiles: what
// factsOf fills besides tileFacts' and 和绝张 (the valuer fills them once).
void baseFacts(const HandDesc& h, Facts& f) {
    f = Facts{};
    for (const Meld& m : h.melds) {
        if (m.isOpen()) ++f.openMelds;
        if (m.type == MeldType::Kan || m.type == MeldType::Kakan) ++f.openKongs;
        if (m.type == MeldType::Ankan) ++f.concealedKongs;
    }
    f.flowers = int(h.flowers.size());
    f.seatWind = windKind(h.seatWind);
    f.roundWind = windKind(h.roundWind);
    f.tsumo = h.tsumo;
    f.melds = std::span<const Meld>(h.melds);
}

// The kinds held exactly four times (bytes 32 and 33 from the last word,
// which overlaps the one before).
int kindsHeldFour(const Counts& a) {
    using namespace countwords;
    return highBytes(bytesEqual(word(a, 0), 4)) + highBytes(bytesEqual(word(a, 8), 4)) +
           highBytes(bytesEqual(word(a, 16), 4)) + highBytes(bytesEqual(word(a, 24), 4)) +
           highBytes(bytesEqual(word(a, 26), 4) & 0xffff000000000000ULL);
}

// The copies of each kind shown outside the winner's concealed tiles, for
// 和绝张 (docs/rulesets/binshi.md "Counting principles"): the winner's own
// melds, which the description alone shows, and `visible`. The table lists
// every meld in `visible`, the winner's too, so an own meld whose tiles
// `visible` holds whole is taken as listed there and counted once.
std::array<std::uint8_t, kNumKinds> seenOutside(const HandDesc& h) {
    std::array<int, kNumKinds> vis{};
    for (const Tile& t : h.visible)
        if (t.kind < kNumKinds) ++vis[t.kind];
    std::array<std::uint8_t, kNumKinds> seen{};
    for (const Meld& m : h.melds) {
        const std::vector<Tile> tiles = m.tiles();
        std::array<int, kNumKinds> need{};
        bool listed = true;
        for (const Tile& t : tiles)
            if (t.kind < kNumKinds && ++need[t.kind] > vis[t.kind]) listed = false;
        for (const Tile& t : tiles) {
            if (t.kind >= kNumKinds) continue;
            if (listed) --vis[t.kind];
            ++seen[t.kind];
        }
    }
    for (int k = 0; k < kNumKinds; ++k) seen[std::size_t(k)] = std::uint8_t(seen[std::size_t(k)] + vis[std::size_t(k)]);
    return seen;
}

// The facts of the checked tiles (checkHand's `ch`, whose `present` are the
// kinds of ch.all) won on their winning kind.
void tileFacts(const CheckedHand& ch, Facts& f) {
    f.conc = ch.concealed;
    f.all = ch.all;
    f.win = Kind(ch.winKind);
    f.kinds = ch.present;
    f.suits = 0;
    for (int s = 0; s < 3; ++s)
        if (f.kinds >> (9 * s) & 0x1ff) f.suits |= std::uint8_t(1u << s);
    // 四归一: four of a kind in the hand that are not a kong (a kong's kind
    // is one of the kinds held four times, each kong a kind of its own).
    f.hogs = kindsHeldFour(f.all) - ch.kongs;
}

// The facts of a checked hand (checkHand's `ch`) that need no situation
// word: makeFacts after its checks.
void factsOf(const HandDesc& h, const CheckedHand& ch, Facts& f) {
    baseFacts(h, f);
    tileFacts(ch, f);
    // 和绝张 (docs/rulesets/binshi.md "Counting principles"): the word (in
    // makeFacts), or the other three tiles of the winning kind shown.
    if (seenOutside(h)[f.win] >= 3) f.lastTile = true;
}

// The flowers given once each.
bool flowersOnce(const HandDesc& h, std::string* err) {
    std::uint8_t seen = 0;
    for (const Tile& t : h.flowers) {
        const std::uint8_t b = std::uint8_t(1u << (t.kind - kFirstFlower));
        if (seen & b) {
            if (err) *err = "'flowers': " + formatTile(t) + " twice (each flower is one tile)";
            return false;
        }
        seen |= b;
    }
    return true;
}

}  // namespace

std::string makeFacts(const HandDesc& h, Facts& f) {
    f = Facts{};
    CheckedHand ch;
    std::string err;
    if (!checkHand(h, kRules, ch, &err)) return err;
    if (!flowersOnce(h, &err)) return err;
    factsOf(h, ch, f);
    // binshi.md "Counting principles": last_tile says the winning tile is
    // the last of its kind, which a second copy in the winner's own
    // concealed tiles contradicts.
    if ((ch.words & kWLastTile) && f.conc[f.win] >= 2)
        return "'situation': 'last_tile' (和绝张) says " + formatKind(f.win) +
               " is the last of its kind, yet the hand holds another concealed";
    f.lastTile = f.lastTile || (ch.words & kWLastTile);
    f.rinshan = ch.words & kWRinshan;
    f.chankan = ch.words & kWChankan;
    f.haitei = ch.words & kWHaitei;
    f.houtei = ch.words & kWHoutei;
    if (f.chankan && f.all[f.win] != 1)
        return "'situation': chankan robs the fourth " + formatKind(f.win) + ", so the winner holds no other";
    return {};
}

namespace {

// Bit k: kind k's count is odd (presentKinds of the counts' low bits).
std::uint64_t oddKinds(const Counts& c) {
    using namespace countwords;
    return nonZeroBits(word(c, 0) & kOnes) | nonZeroBits(word(c, 8) & kOnes) << 8 |
           nonZeroBits(word(c, 16) & kOnes) << 16 | nonZeroBits(word(c, 24) & kOnes) << 24 |
           nonZeroBits(word(c, 26) & kOnes) << 26;
}

}  // namespace

int waitCount(const Facts& f) {
    if (f.waits >= 0) return f.waits;
    Counts c = f.conc;
    --c[f.win];
    const int melds = int(f.melds.size());
    // The knitted forms and thirteen orphans need eight or more different
    // kinds among the 13 tiles; otherwise only a kind that makes a pair, a
    // pung or a chow with held tiles can complete a standard hand (or seven
    // pairs: a held kind).
    const std::uint64_t held13 = heldKinds(c);
    const bool special = melds <= 1 && countwords::bitCount(held13) >= 8;
    std::uint64_t kinds = (std::uint64_t(1) << kNumKinds) - 1;
    if (!special) {
        // A held kind, or a number whose chow partners in its suit are
        // held (k+1 and k+2, k-1 and k+1, or k-2 and k-1).
        kinds = held13;
        for (int s = 0; s < 3; ++s) {
            const std::uint64_t h = held13 >> (9 * s) & 0x1ff;
            kinds |= ((h >> 1 & h >> 2) | (h << 1 & h >> 1) | (h << 1 & h << 2)) << (9 * s) & (0x1ffULL << (9 * s));
        }
    }
    // Waits are counted by shape (binshi.md "Counting principles", the wait
    // fans): a kind the winner already holds four of is still a wait, so
    // 4444567s waits on 7s and on a fifth 4s. The shanten tables hold at
    // most four copies, so a kind held four times among the 13 is asked of
    // isComplete (which reads five copies) instead.
    const std::uint64_t four = kinds & kindsWithAtLeast(c, 4);
    kinds &= ~four;
    // Four groups and a pair for every kind at once: a draw completes them
    // exactly when it leaves the standard shanten at -1 (core/shanten.h).
    std::int8_t after[kNumKinds];
    shantenStandardAfterDraws(c, melds, kinds, after);
    int n = 0;
    std::uint64_t rest = 0;
    for (std::uint64_t b = kinds; b; b &= b - 1) {
        const int k = std::countr_zero(b);
        if (after[k] == -1) ++n;
        else rest |= std::uint64_t(1) << k;
    }
    for (std::uint64_t b = four; b; b &= b - 1) {
        const int k = std::countr_zero(b);
        ++c[std::size_t(k)];
        if (isComplete(c, melds, kFormStandard)) ++n;
        else rest |= std::uint64_t(1) << k;
        --c[std::size_t(k)];
    }
    // The other forms for the kinds left, until two waits are found. Seven
    // pairs (MCR reads four of a kind as two pairs): 13 tiles with one odd
    // count, completed by that kind only.
    int sevenPairsKind = -1;
    if (melds == 0) {
        const std::uint64_t odd = oddKinds(c);
        if (odd && !(odd & (odd - 1))) sevenPairsKind = std::countr_zero(odd);
    }
    // The special forms only where the 13 tiles can still make them:
    // 十三幺 holds terminals and honours only, 全不靠 fourteen different
    // kinds (no kind twice among the 13), 组合龙 eight of a knitted
    // straight's nine kinds already.
    std::uint8_t others = 0;
    if (special) {
        const std::uint64_t held = held13;
        constexpr std::uint64_t kOrphans = 1ULL << 0 | 1ULL << 8 | 1ULL << 9 | 1ULL << 17 | 1ULL << 18 |
                                           1ULL << 26 | 0x7fULL << 27;
        if (melds == 0 && !(held & ~kOrphans)) others |= kFormThirteenOrphans;
        if (melds == 0 && !kindsWithAtLeast(c, 2)) others |= kFormKnitted;
        if (knittedStraightHeld(held) >= 8) others |= kFormKnittedStraight;
    }
    for (std::uint64_t b = rest; b && n < 2; b &= b - 1) {
        const int k = std::countr_zero(b);
        if (k == sevenPairsKind) {
            ++n;
            continue;
        }
        if (!others) continue;
        ++c[std::size_t(k)];
        if (isComplete(c, melds, others)) ++n;
        --c[std::size_t(k)];
    }
    f.waits = std::min(n, 2);
    return f.waits;
}

namespace {

// Fan values from the options "fan.<id>" (or the defaults). Returns "" or
// the error naming the option.
std::string valuesFrom(const HandDesc& h, FanValues& out, bool& custom) {
    custom = false;
    for (const auto& [key, v] : h.options.values()) {
        if (key.rfind("fan.", 0) != 0) continue;
        const int f = fanByName(key.substr(4));
        if (f < 0) return "option '" + key + "': '" + key.substr(4) + "' is not an MCR fan id";
        if (v < 0 || v > 88) return "option '" + key + "' must be 0..88, got " + std::to_string(v);
        if (!custom) out = defaultFanValues();
        custom = true;
        out.v[std::size_t(f)] = int(v);
    }
    return {};
}

std::vector<Tile> groupTiles(const Reading& r, int i) {
    std::vector<Tile> t;
    const RGroup& g = r.g[std::size_t(i)];
    const int n = g.type == kKong ? 4 : 3;
    for (int j = 0; j < n; ++j) t.push_back(Tile{Kind(g.type == kSeq ? g.kind + j : g.kind), false});
    return t;
}

std::vector<Tile> knitTiles(const Reading& r) {
    std::vector<Tile> t;
    for (int slot = 0; slot < 3; ++slot)
        for (int num = slot + 1; num <= 9; num += 3) t.push_back(Tile{makeKind(r.knit[std::size_t(slot)], num), false});
    sortTiles(t);
    return t;
}

std::vector<Tile> allTiles(const HandDesc& h) {
    std::vector<Tile> t = h.hand;
    for (const Meld& m : h.melds)
        for (const Tile& x : m.tiles()) t.push_back(x);
    sortTiles(t);
    return t;
}

std::vector<Tile> tilesOf(const HandDesc& h, const Reading& r, std::uint8_t mask, int fan) {
    if (fan == kFlowerTiles) return h.flowers;
    if (mask & kWholeHand || mask == 0) return allTiles(h);
    std::vector<Tile> t;
    for (int i = 0; i < r.n; ++i)
        if (mask >> i & 1)
            for (const Tile& x : groupTiles(r, i)) t.push_back(x);
    if (mask & kPairBit) {
        t.push_back(Tile{r.pair, false});
        t.push_back(Tile{r.pair, false});
    }
    return t;
}

const char* formName(Form f) {
    switch (f) {
        case Form::Standard: return "four groups and a pair";
        case Form::SevenPairs: return "七对 seven pairs";
        case Form::ThirteenOrphans: return "十三幺 thirteen orphans";
        case Form::Knitted: return "全不靠 knitted tiles and honours";
        case Form::KnittedStraight: return "组合龙 knitted straight, a group and a pair";
    }
    return "?";
}

std::string num(long long v) { return std::to_string(v); }

ScoreResult fail(std::string error) { return ScoreResult::failure("binshi", std::move(error)); }

}  // namespace

int scoreFan(const HandDesc& h, const FanValues& values) {
    Facts f;
    if (!makeFacts(h, f).empty()) return -2;
    Evaluation e;
    if (!bestEvaluation(f, values, false, e)) return -1;
    return e.total;
}

int scoreFan(const HandDesc& h) {
    if (h.options.values().empty()) return scoreFan(h, defaultFanValues());
    FanValues v;
    bool custom = false;
    if (!valuesFrom(h, v, custom).empty()) return -2;
    return scoreFan(h, custom ? v : defaultFanValues());
}

ScoreResult scoreHand(const HandDesc& h) {
    FanValues v;
    bool custom = false;
    const std::string err = valuesFrom(h, v, custom);
    if (!err.empty()) return fail(err);
    return scoreHand(h, custom ? v : defaultFanValues());
}

namespace {

// The fields of a result (the same for the full scorer and the fast path).
void setFields(ScoreResult& r, long long total, long long noFlowers, bool tsumo) {
    r.total = total;
    r.valid = noFlowers >= kMinFan;
    r.fields = {{"fan", total},
                {"fan_no_flowers", noFlowers},
                {"flowers", total - noFlowers},
                {"payment", tsumo ? total : 2 * total},
                {"gain", tsumo ? 3 * total : 2 * total}};
}

}  // namespace

ScoreResult valueHand(const HandDesc& h) {
    // The table's options (head_bump, rounds) name no fan: the defaults,
    // without building a value table per hand.
    bool anyFan = false;
    for (const auto& kv : h.options.values()) anyFan |= kv.first.rfind("fan.", 0) == 0;
    if (anyFan) {
        FanValues custom;
        bool isCustom = false;
        if (!valuesFrom(h, custom, isCustom).empty()) return scoreHand(h);
        return valueWith(h, custom);
    }
    return valueWith(h, defaultFanValues());
}

ScoreResult valueWith(const HandDesc& h, const FanValues& values) {
    Facts f;
    // Bad input: the full scorer names the field.
    if (!makeFacts(h, f).empty()) return scoreHand(h, values);
    ScoreResult r;
    r.ok = true;
    r.ruleset = "binshi";
    Evaluation e;
    if (!bestEvaluation(f, values, false, e)) {
        r.valid = false;
        r.fields = {{"fan", 0}, {"fan_no_flowers", 0}, {"flowers", 0}, {"payment", 0}, {"gain", 0}};
        return r;
    }
    const long long flowers =
        e.counted.has(kFlowerTiles) ? (long long)values[kFlowerTiles] * e.count[kFlowerTiles] : 0;
    setFields(r, e.total, e.total - flowers, h.tsumo);
    return r;
}

namespace {

// The bots' valuer (core/ruleset.h HandValuer): the description's checks
// and fan values once, then per hand the tile checks, the facts and
// bestEvaluation as valueWith runs them. Anything the checks would refuse
// goes through valueHand. A hand that cannot reach the 8-fan minimum is
// answered not valid with total 0, not its total (WinSearch::totals).
class Valuer final : public HandValuer {
public:
    Valuer(const HandDesc& base, const CheckedBase& checked, const FanValues& values)
        : base_(base), checked_(checked), values_(values), search_(0, true) {
        // 和绝张 by the tiles shown, as factsOf counts them for each kind.
        const std::array<std::uint8_t, kNumKinds> seen = seenOutside(base_);
        for (int k = 0; k < kNumKinds; ++k)
            if (seen[std::size_t(k)] >= 3) lastTile_ |= std::uint64_t(1) << k;
        baseFacts(base_, proto_);
    }
    HandWorth worth(const Counts& concealed, Kind win, bool tsumo) override {
        base_.tsumo = tsumo;
        // The bots ask for a hand self-drawn and on a discard in turn: the
        // facts differ only in `tsumo` (factsOf), so one search values both
        // (bestEvaluations) and the twin is answered from the last hand's.
        if (!last_.is(concealed, win)) {
            last_.forget();
            // The same tiles come back won on another kind (drawing k and
            // winning on w, or the other way round): the search keeps what
            // does not depend on the winning tile (WinSearch), the facts
            // too (checkTiles accepted those tiles, and differs between
            // held kinds only in the winning kind).
            if (win < kNumKinds && concealed[win] && search_.keptFacts(concealed, win, f_)) {
                f_.lastTile = lastTile_ >> win & 1;
                f_.tsumo = tsumo;
            } else {
                CheckedHand ch;
                if (!checkTiles(checked_, concealed, win, ch)) return full(concealed, win);
                // factsOf's facts: the description's from proto_, 和绝张 by
                // the visible tiles from lastTile_.
                f_ = proto_;
                tileFacts(ch, f_);
                f_.tsumo = tsumo;
                f_.lastTile = lastTile_ >> win & 1;
            }
            std::array<WinTotal, 2> at;
            search_.totals(f_, values_, at);
            for (int i = 0; i < 2; ++i) both_[std::size_t(i)] = worthOf(at[std::size_t(i)]);
            last_.set(concealed, win);
        }
        return both_[tsumo ? 0 : 1];
    }
    // Not for the bots' win cache: each held kind (about 9 a hand) costs
    // its placements, sole-wait hypotheses and fan counts, while about 2
    // kinds of a hand are asked for, and worth() already keeps each hand's
    // search for the next kinds asked (WinSearch): 1,361 M instructions
    // instead of 1,186 M for 100 hands of self-play (docs/performance.md).
    bool sharesWins() const override { return false; }
    void worthEach(const Counts& concealed, std::uint64_t wins, Kind must, WinWorths& out) override {
        CheckedHand ch;
        if (!checkTiles(checked_, concealed, must, ch)) return HandValuer::worthEach(concealed, wins, must, out);
        // The checks differ between held kinds only in the winning kind.
        wins &= countwords::presentKinds(concealed);
        each_ = proto_;
        tileFacts(ch, each_);
        each_.tsumo = base_.tsumo;
        each_.lastTile = lastTile_ >> must & 1;
        WinTotals at;
        bestTotalsEach(each_, values_, wins, must, lastTile_, at, out.answered);
        for (std::uint64_t b = out.answered; b; b &= b - 1) {
            const int k = std::countr_zero(b);
            for (int i = 0; i < 2; ++i)
                out.at[std::size_t(k)][std::size_t(i)] = worthOf(at[std::size_t(k)][std::size_t(i)]);
        }
    }

private:
    static HandWorth worthOf(const WinTotal& x) {
        // Not complete: valueWith's ok, not valid, every field 0 (and so
        // below the minimum, WinSearch's {0, 0}).
        if (x.total < 0) return {true, false, 0, 0};
        return {true, x.total - x.flowers >= kMinFan, x.total, x.total};
    }
    HandWorth full(const Counts& concealed, Kind win) {
        base_.setPlainTiles(concealed, win);
        return handWorth(valueHand(base_));
    }
    HandDesc base_;
    CheckedBase checked_;
    FanValues values_;
    Facts proto_;  // baseFacts of base_
    Facts f_;
    Facts each_;  // worthEach's (f_ stays the last hand's)
    WinSearch search_;
    std::uint64_t lastTile_ = 0;  // bit k: the other three tiles of kind k are shown (和绝张, seenOutside)
    std::array<HandWorth, 2> both_{};  // the last hand's: self-drawn, on a discard
    LastHand last_;
};

}  // namespace

std::unique_ptr<HandValuer> makeValuer(const HandDesc& base) {
    // What valueHand and makeFacts check of the shared part; a base they
    // refuse takes the full path (which names the error).
    FanValues values = defaultFanValues();
    bool anyFan = false;
    for (const auto& kv : base.options.values()) anyFan |= kv.first.rfind("fan.", 0) == 0;
    if (anyFan) {
        bool custom = false;
        if (!valuesFrom(base, values, custom).empty()) return nullptr;
    }
    CheckedBase checked;
    if (!checkBase(base, kRules, checked) || !flowersOnce(base, nullptr)) return nullptr;
    return std::make_unique<Valuer>(base, checked, values);
}

ScoreResult scoreHand(const HandDesc& h, const FanValues& values) {
    Facts f;
    const std::string err = makeFacts(h, f);
    if (!err.empty()) return fail(err);
    ScoreResult r;
    r.ok = true;
    r.ruleset = "binshi";
    Evaluation e;
    if (!bestEvaluation(f, values, true, e)) {
        r.valid = false;
        r.fields = {{"fan", 0}, {"fan_no_flowers", 0}, {"flowers", 0}, {"payment", 0}, {"gain", 0}};
        r.steps.push_back(
            {"不和 Not a complete hand: MCR wins with four groups and a pair, 七对, 十三幺, 全不靠 or "
             "组合龙 (docs/rulesets/binshi.md \"MCR fans (81)\")",
             0,
             0,
             {}});
        return r;
    }
    const Reading& rd = e.reading;
    // The reading that scored.
    {
        std::string text = std::string("就高不就低 The highest reading: ") + formName(rd.form);
        std::vector<Tile> shown;
        if (rd.form == Form::KnittedStraight) {
            const auto k = knitTiles(rd);
            r.groups.push_back(k);
            text += " " + formatTiles(k);
        }
        for (int i = 0; i < rd.n; ++i) {
            auto t = groupTiles(rd, i);
            text += " " + formatTiles(t);
            r.groups.push_back(t);
        }
        if (rd.form == Form::Standard || rd.form == Form::KnittedStraight) {
            std::vector<Tile> p{Tile{rd.pair, false}, Tile{rd.pair, false}};
            text += " " + formatTiles(p);
            r.groups.push_back(p);
        } else if (rd.form == Form::SevenPairs) {
            for (int k = 0; k < kNumKinds; ++k)
                for (int n = f.conc[std::size_t(k)]; n >= 2; n -= 2)
                    r.groups.push_back({Tile{Kind(k), false}, Tile{Kind(k), false}});
        } else {
            r.groups.push_back(fromCounts(f.conc));
        }
        text += "; winning tile " + formatTile(h.winTile);
        if (e.winIn == 4) text += " (completes the pair)";
        if (e.winIn >= 0 && e.winIn < 4) text += " (completes " + formatTiles(groupTiles(rd, e.winIn)) + ")";
        if (e.winIn == 5) text += " (completes the knitted straight)";
        r.steps.push_back({text, 0, 0, allTiles(h)});
    }
    long long running = 0;
    auto addItem = [&](int fan) {
        ScoreItem it;
        it.id = info(fan).id;
        it.nameZh = info(fan).zh;
        it.nameEn = info(fan).en;
        it.value = values[fan];
        it.count = e.count[std::size_t(fan)];
        it.tiles = tilesOf(h, rd, e.mask[std::size_t(fan)], fan);
        const long long delta = it.value * it.count;
        running += delta;
        std::string text = fanName(fan);
        if (it.count > 1) text += " ×" + num(it.count);
        text += ": " + num(delta) + " fan";
        if (fan == kFlowerTiles) text += " (not toward the 8-fan minimum)";
        r.steps.push_back({text, delta, running, it.tiles});
        r.items.push_back(std::move(it));
    };
    for (int fan = 0; fan < kNumFans; ++fan)
        if (fan != kFlowerTiles && e.counted.has(fan)) addItem(fan);
    const long long noFlowers = running;
    if (e.counted.has(kFlowerTiles)) addItem(kFlowerTiles);
    for (const std::string& s : e.notCounted) r.steps.push_back({s, 0, running, {}});
    const long long total = running;
    setFields(r, total, noFlowers, h.tsumo);
    const long long payment = h.tsumo ? total : 2 * total;
    const long long gain = h.tsumo ? 3 * total : 2 * total;
    r.steps.push_back({"Total: " + num(total) + " fan (" + num(noFlowers) + " without flowers)", 0, total, {}});
    r.steps.push_back({"8-fan minimum, flowers excluded: " + num(noFlowers) +
                           (r.valid ? " ≥ 8, a valid win" : " < 8, not a valid win (错和)"),
                       0,
                       total,
                       {}});
    r.steps.push_back({h.tsumo ? "铳二摸三: self-drawn, each other player pays " + num(total) +
                                     " (the winner receives " + num(gain) + ")"
                               : "铳二摸三: the discarder pays 2 × " + num(total) + " = " + num(payment),
                       0,
                       total,
                       {}});
    return r;
}

Settlement settleWins(const std::vector<WinShare>& wins, const std::array<std::string, 4>* names) {
    Settlement s;
    auto who = [&](int seat) { return names ? (*names)[std::size_t(seat)] : "seat " + num(seat); };
    s.stepsRestatePayments = true;
    for (std::size_t i = 0; i < wins.size(); ++i) {
        const WinShare& w = wins[i];
        const std::string where = "wins[" + std::to_string(i) + "]";
        if (w.winner < 0 || w.winner > 3) throw std::invalid_argument(where + ".winner must be a seat 0..3");
        if (w.from < -1 || w.from > 3)
            throw std::invalid_argument(where + ".from must be a seat 0..3 or -1 (self-draw)");
        if (w.from == w.winner)
            throw std::invalid_argument(where + ".from is the winner: a winner does not pay themself");
        if (w.fan < 0) throw std::invalid_argument(where + ".fan must be ≥ 0");
        if (w.from < 0) {
            for (int p = 0; p < 4; ++p) {
                if (p == w.winner) continue;
                s.delta[std::size_t(p)] -= w.fan;
                s.delta[std::size_t(w.winner)] += w.fan;
                s.payments.push_back({p, w.winner, w.fan, "self-draw: F"});
                s.steps.push_back(
                    {"铳二摸三 self-draw: " + who(p) + " pays " + who(w.winner) + " " + num(w.fan),
                     w.fan,
                     s.delta[std::size_t(w.winner)],
                     {}});
            }
        } else {
            const long long v = 2 * w.fan;
            s.delta[std::size_t(w.from)] -= v;
            s.delta[std::size_t(w.winner)] += v;
            s.payments.push_back({w.from, w.winner, v, "discard: 2F"});
            s.steps.push_back({"铳二摸三 discard: " + who(w.from) + " pays " + who(w.winner) + " 2 × " +
                                   num(w.fan) + " = " + num(v),
                               v,
                               s.delta[std::size_t(w.winner)],
                               {}});
        }
    }
    return s;
}

// The words kRules takes, for Ruleset::situationWords.
std::vector<std::string> situationWords() { return fankit_detail::wordNames(kRules.words); }

}  // namespace qe::binshi
