// 上海麻将 scoring (docs/rulesets/shanghai.md "Winning types", "Counting 花",
// "Further rulings") and settlement ("Payments").
#include "rulesets/shanghai/shanghai_score.h"

#include <algorithm>
#include <span>

#include "core/countwords.h"
#include "core/decompose.h"
#include "core/fankit.h"
#include "core/shanten.h"

namespace qe::shanghai {

namespace {

// key, zh, en, class, value (喇 for classes 1-2, 番 for class 3).
constexpr std::array<TypeInfo, kNumTypes> kTypes{{
    {"tianhu", "天胡", "Heavenly win", 1, 10},
    {"dihu", "地胡", "Earthly win", 1, 8},
    {"bahua", "八花", "Eight flowers", 1, 6},
    {"ziyise", "字一色", "All honours", 2, 4},
    {"luanfengxiang", "乱风向", "Honours in any arrangement", 2, 2},
    {"qingpeng", "清碰", "One suit, all triplets", 2, 2},
    {"qingyise", "清一色", "One suit", 2, 1},
    {"hunpeng", "混碰", "One suit and honours, all triplets", 2, 1},
    {"dadiaoche", "大吊车", "Four melds", 2, 1},
    {"gangkai", "杠开", "Win on a replacement tile", 3, 1},
    {"hunyise", "混一色", "One suit and honours", 3, 0},
    {"pengpenghu", "碰碰胡", "All triplets", 3, 0},
}};

constexpr std::array<ElementInfo, kNumElements> kElements{{
    {"base", "底", "Base", 3},
    {"flower", "花牌", "Flower", 1},
    {"wind_pon", "风碰", "Wind pon", 1},
    {"wind_concealed_triplet", "风暗刻", "Concealed wind triplet", 1},
    {"dragon_pon", "箭碰", "Dragon pon", 2},
    {"dragon_concealed_triplet", "箭暗刻", "Concealed dragon triplet", 2},
    {"number_open_kong", "数明杠", "Open kong of a number tile", 1},
    {"number_concealed_kong", "数暗杠", "Concealed kong of a number tile", 2},
    {"wind_open_kong", "风明杠", "Open wind kong", 2},
    {"wind_concealed_kong", "风暗杠", "Concealed wind kong", 3},
    {"dragon_open_kong", "箭明杠", "Open dragon kong", 3},
    {"dragon_concealed_kong", "箭暗杠", "Concealed dragon kong", 4},
}};

std::string num(long long v) { return std::to_string(v); }
std::string name(const TypeInfo& t) { return std::string(t.zh) + " " + t.en; }
std::string name(const ElementInfo& e) { return std::string(e.zh) + " " + e.en; }

// ---- facts of the whole hand ----
struct HandFacts {
    Counts all{};
    Counts concealed{};
    int flowers = 0;
    bool tsumo = false;
    bool dealer = false;
    bool tenhou = false, chiihou = false, replacement = false;
    bool allHonours = false;
    int numberSuits = 0;  // how many of m p s appear
    bool honours = false;
    int melds = 0;
    Kind winKind = 0;
    bool hasWin = false;
};

// ---- one group as the types and elements see it (no tiles: they follow
// from the type and kind, and are only built for the breakdown) ----
struct G {
    GroupType type = GroupType::Triplet;
    Kind kind = 0;
    bool concealed = true;
    bool ankan = false;  // a concealed kong (meld type ankan)
};

std::vector<Tile> repeat(Kind k, int n) { return std::vector<Tile>(std::size_t(n), Tile{k, false}); }
std::vector<Tile> tilesOf(const G& g) {
    switch (g.type) {
        case GroupType::Sequence:
            return {Tile{g.kind, false}, Tile{Kind(g.kind + 1), false}, Tile{Kind(g.kind + 2), false}};
        case GroupType::Pair: return repeat(g.kind, 2);
        case GroupType::Kong: return repeat(g.kind, 4);
        default: return repeat(g.kind, 3);
    }
}

// ---- the type predicates (docs/rulesets/shanghai.md "Winning types") ----
struct ReadingFacts {
    bool normal = false;  // four groups and a pair
    bool allTriplets = false;
};

bool tianhu(const HandFacts& f, const ReadingFacts&) { return f.tenhou; }
bool dihu(const HandFacts& f, const ReadingFacts&) { return f.chiihou; }
bool bahua(const HandFacts& f, const ReadingFacts&) { return f.flowers == 8; }
// "Honours-only hands are 字一色 or 乱风向, never 混一色/清一色" (Further
// rulings); honours cannot form runs, so a normal honours hand is all triplets.
bool ziyise(const HandFacts& f, const ReadingFacts& r) { return r.normal && f.allHonours && r.allTriplets; }
bool luanfeng(const HandFacts& f, const ReadingFacts&) { return f.allHonours; }
bool qingyise(const HandFacts& f, const ReadingFacts& r) { return r.normal && f.numberSuits == 1 && !f.honours; }
bool qingpeng(const HandFacts& f, const ReadingFacts& r) { return qingyise(f, r) && r.allTriplets; }
bool hunyise(const HandFacts& f, const ReadingFacts& r) { return r.normal && f.numberSuits == 1 && f.honours; }
bool hunpeng(const HandFacts& f, const ReadingFacts& r) { return hunyise(f, r) && r.allTriplets; }
// Every 杠 counts as one of the four melds, a concealed kong included (Further rulings).
bool dadiaoche(const HandFacts& f, const ReadingFacts& r) { return r.normal && f.melds == 4; }
bool gangkai(const HandFacts& f, const ReadingFacts&) { return f.replacement; }
bool pengpenghu(const HandFacts&, const ReadingFacts& r) { return r.normal && r.allTriplets; }

using TypePred = bool (*)(const HandFacts&, const ReadingFacts&);
constexpr std::array<TypePred, kNumTypes> kTypePreds{tianhu,  dihu,     bahua,     ziyise,  luanfeng,  qingpeng,
                                                     qingyise, hunpeng, dadiaoche, gangkai, hunyise, pengpenghu};

// The 底花 element of one triplet or kong (none for a number triplet, a run or the pair).
int elementOf(const G& g) {
    const bool wind = isWind(g.kind), dragon = isDragon(g.kind);
    if (g.type == GroupType::Triplet) {
        if (wind) return g.concealed ? kWindConcealedTriplet : kWindPon;
        if (dragon) return g.concealed ? kDragonConcealedTriplet : kDragonPon;
        return -1;
    }
    if (g.type != GroupType::Kong) return -1;
    if (wind) return g.ankan ? kWindConcealedKong : kWindOpenKong;
    if (dragon) return g.ankan ? kDragonConcealedKong : kDragonOpenKong;
    return g.ankan ? kNumberConcealedKong : kNumberOpenKong;
}

// One reading's value ("Counting 花" 1-3; 荒番 is applied to the best).
struct Eval {
    long long hua = -1;
    int cls = 3;
    int la = 0, fan = 0, dihua = 0;
    std::uint16_t types = 0;
    int chosen = -1;  // the class-1/2 type that scored
    std::array<G, 5> groups{};
    int nGroups = 0;
};

Eval evaluate(const HandFacts& f, const ReadingFacts& r, const G* groups, int n) {
    Eval e;
    for (int t = 0; t < kNumTypes; ++t)
        if (kTypePreds[std::size_t(t)](f, r)) e.types |= std::uint16_t(1u << t);
    for (int i = 0; i < n; ++i) e.groups[std::size_t(i)] = groups[i];
    e.nGroups = n;
    // Class 1, else class 2: the largest value of the class, nothing else.
    for (int c = 1; c <= 2 && e.chosen < 0; ++c)
        for (int t = 0; t < kNumTypes; ++t)
            if ((e.types >> t & 1) && kTypes[std::size_t(t)].cls == c &&
                (e.chosen < 0 || kTypes[std::size_t(t)].value > kTypes[std::size_t(e.chosen)].value))
                e.chosen = t;
    if (e.chosen >= 0) {
        e.cls = kTypes[std::size_t(e.chosen)].cls;
        e.la = kTypes[std::size_t(e.chosen)].value;
        e.hua = (long long)e.la * kHuaPerLa;
        return e;
    }
    e.dihua = kElements[kBase].value + f.flowers * kElements[kFlower].value;
    for (int i = 0; i < n; ++i)
        if (const int el = elementOf(groups[i]); el >= 0) e.dihua += kElements[std::size_t(el)].value;
    for (int t = 0; t < kNumTypes; ++t)
        if ((e.types >> t & 1) && kTypes[std::size_t(t)].cls == 3) e.fan += kTypes[std::size_t(t)].value;
    e.hua = (long long)e.dihua << e.fan;
    return e;
}

// The situation words 上海 reads (docs/rulesets/shanghai.md "Winning
// types"; common.md "Hand description") and what each needs of the hand.
constexpr SituationWord kWords[] = {
    {"rinshan", kNeedTsumo | kNeedOwnKong,
     "'situation': 'rinshan' (杠开) is a self-drawn win on the replacement after one's own kong"},
    {"flower_replacement", kNeedTsumo,
     "'situation': 'flower_replacement' (杠开) is a self-drawn win on the replacement after a flower"},
    {"chankan", kNeedRon, "'situation': 'chankan' (抢杠) is a win on another player's added kong, not a self-draw"},
    {"haitei", kNeedTsumo, "'situation': 'haitei' is a self-drawn win on the last wall tile"},
    {"houtei", kNeedRon, "'situation': 'houtei' is a win on the last discard, not a self-draw"},
    // 天胡 and 地胡 by the source's letter (shanghai.md "Winning types"): the
    // winner has not yet discarded. Kongs (and flowers) before that are no
    // bar; only a kong may stand before one's first discard (a chi or pon
    // is followed by a discard), and the dealer can claim nothing before it.
    {"tenhou", kNeedTsumo | kNeedDealer | kNeedClosed,
     "'situation': 'tenhou' (天胡) is the dealer's (seat wind East) self-drawn win before their first discard, "
     "when they can hold no claimed meld"},
    {"chiihou", kNeedNonDealer,
     "'situation': 'chiihou' (地胡) is a non-dealer's win before their first discard"},
    {"last_tile", 0, ""},  // accepted and ignored: 上海 has no last-copy type
};
constexpr std::uint32_t kRinshan = wordBit(kWords, "rinshan"), kFlowerRep = wordBit(kWords, "flower_replacement"),
                        kChankan = wordBit(kWords, "chankan"), kHaitei = wordBit(kWords, "haitei"),
                        kHoutei = wordBit(kWords, "houtei"), kTenhou = wordBit(kWords, "tenhou"),
                        kChiihou = wordBit(kWords, "chiihou");
constexpr SituationConflict kConflicts[] = {
    {kRinshan, kFlowerRep, "'situation': 'rinshan' and 'flower_replacement' together: one replacement tile"},
    {kChankan, kHoutei, "'situation': 'chankan' and 'houtei' together: a robbed kong tile is not a discard"},
    {kTenhou, kHaitei, "'situation': 'tenhou' and 'haitei' together: the dealer's first turn is not the last wall tile"},
};
constexpr HandRules kRules{"上海", kWords, kConflicts, true, false, false, "", kAllMeldTypes};

void factsOf(const HandDesc& h, const CheckedHand& ch, HandFacts& f);

std::string validate(const HandDesc& h, HandFacts& f) {
    CheckedHand ch;
    std::string err;
    if (!checkHand(h, kRules, ch, &err)) return err;
    {
        std::array<int, 8> seen{};
        for (const Tile& t : h.flowers)
            if (++seen[std::size_t(t.kind - kNumKinds)] > 1) return "'flowers': " + formatTile(t) + " is given twice";
    }
    if (ch.words & kChiihou) {
        // Before their first discard a non-dealer can hold only kongs (a chi,
        // a pon and so an added kong are followed by a discard), and a kong
        // is followed by its replacement: a win then is on that draw.
        for (const Meld& m : h.melds)
            if (m.type != MeldType::Kan && m.type != MeldType::Ankan)
                return "'situation': 'chiihou' (地胡) is a win before one's first discard, which a chi, a pon or an "
                       "added kong (each followed by a discard) contradicts";
        if (!h.melds.empty() && !h.tsumo)
            return "'situation': 'chiihou' (地胡) with a kong is a self-draw: a kong before one's first discard is "
                   "followed by its replacement, then a discard";
    }
    if ((ch.words & kFlowerRep) && h.flowers.empty())
        return "'situation': 'flower_replacement' (杠开) is a self-drawn win on the replacement after a flower";
    // A robbed added kong's tile: the other three are in the robber's
    // opponent's kong (checked only when the winning tile is given).
    if ((ch.words & kChankan) && ch.winKind >= 0 && ch.all[std::size_t(ch.winKind)] != 1)
        return "'situation': 'chankan': the robbed tile is the fourth of its kind, yet the hand holds " +
               num(ch.all[std::size_t(ch.winKind)]);
    factsOf(h, ch, f);
    return {};
}

// The hand's facts from checkHand's answer (validate, and the valuer for
// the hands it takes).
void factsOf(const HandDesc& h, const CheckedHand& ch, HandFacts& f) {
    f.all = ch.all;
    f.concealed = ch.concealed;
    if (ch.winKind >= 0) {
        f.winKind = Kind(ch.winKind);
        f.hasWin = true;
    }
    f.tsumo = h.tsumo;
    f.dealer = h.seatWind == 0;
    f.flowers = int(h.flowers.size());
    f.melds = int(h.melds.size());
    f.tenhou = ch.words & kTenhou;
    f.chiihou = ch.words & kChiihou;
    const bool rinshan = ch.words & kRinshan, flowerRep = ch.words & kFlowerRep;
    f.replacement = rinshan || flowerRep;
    const std::uint64_t held = countwords::presentKinds(f.all);
    f.honours = (held >> 27) != 0;
    f.numberSuits = int((held & 0x1FF) != 0) + int((held >> 9 & 0x1FF) != 0) + int((held >> 18 & 0x1FF) != 0);
    f.allHonours = f.numberSuits == 0;
}

}  // namespace

const std::array<TypeInfo, kNumTypes>& typeTable() { return kTypes; }
const std::array<ElementInfo, kNumElements>& elementTable() { return kElements; }

std::vector<OptionDesc> optionDescs() {
    using K = OptionDesc::Kind;
    return {
        {"base", K::Int, 1, 1, 1000, {}, "Base score", "底分", "Points per share of 花 (docs/rulesets/shanghai.md)"},
        {"start_score", K::Int, 1000, 50, 100000, {}, "Starting score (bases)", "起始分 (底分倍数)",
         "Each player starts with this many bases; below 50 bases the game ends"},
        {"huangfan", K::Bool, 0, 0, 1, {}, "荒番 hand", "荒番",
         "This hand is a 荒番 hand and scores double (the table sets it from the 荒番 counter)"},
    };
}

namespace {

G groupOf(const Meld& m) {
    G g;
    g.type = m.isSequence() ? GroupType::Sequence : m.isKong() ? GroupType::Kong : GroupType::Triplet;
    g.kind = m.kind;
    g.concealed = !m.isOpen();
    g.ankan = m.type == MeldType::Ankan;
    return g;
}

// 就高: the best reading of a valid hand (hua -1 when it is not a winning hand).
Eval bestReading(const HandDesc& h, const HandFacts& f) {
    Eval best;
    std::array<G, 4> meldGroups{};
    for (std::size_t i = 0; i < h.melds.size(); ++i) meldGroups[i] = groupOf(h.melds[i]);
    forEachDecomposition(f.concealed, std::span<const Meld>(h.melds), kFormStandard, [&](const Decomposition& d) {
        ReadingFacts r;
        r.normal = true;
        r.allTriplets = true;
        std::array<G, 5> groups{};
        int holders = 0, trip = -1;
        for (int i = 0; i < 5; ++i) {
            const Group& gr = d.groups[std::size_t(i)];
            G& g = groups[std::size_t(i)];
            if (gr.meld >= 0) {
                g = meldGroups[std::size_t(gr.meld)];
            } else {
                g.type = i == 4 ? GroupType::Pair : gr.type;
                g.kind = gr.kind;
                if (f.hasWin && gr.contains(f.winKind)) {
                    ++holders;
                    if (g.type == GroupType::Triplet) trip = i;
                }
            }
            if (i < 4 && g.type == GroupType::Sequence) r.allTriplets = false;
        }
        // A triplet that only the discard can have completed is a pon, not a
        // concealed triplet (Further rulings); wind and dragon triplets are
        // worth the same 花 either way, so this changes the name, not the count.
        if (!f.tsumo && trip >= 0 && holders == 1) groups[std::size_t(trip)].concealed = false;
        const Eval e = evaluate(f, r, groups.data(), 5);
        if (e.hua > best.hua) best = e;
        return true;
    });
    if (f.allHonours || f.flowers == 8) {
        const Eval e = evaluate(f, ReadingFacts{}, meldGroups.data(), int(h.melds.size()));  // 乱风向 or 八花
        if (e.hua > best.hua) best = e;
    }
    return best;
}

const char* kNotAWin =
    "not a winning hand: neither four groups and a pair, nor 乱风向 (honours only), nor 八花 (all eight flowers)";

// The bots' valuer (core/ruleset.h HandValuer): the description's checks
// once, then per hand the tile checks, the facts and the best reading found
// from counts. Anything the checks would refuse goes through scoreFields.
//
// Why counts suffice: honours cannot form runs, so in every reading of a
// complete hand each concealed honour held three times is a triplet and one
// held twice the pair, and the melds are fixed; the 底花 elements (only
// honour triplets and kongs, docs/rulesets/shanghai.md "Counting 花" 3) are
// therefore the same in every reading (a pon and a concealed triplet of an
// honour are worth the same, "Further rulings"). Readings differ only in
// whether all four groups are triplets, and the all-triplets reading never
// counts less (清碰 over 清一色, 混碰 at 50 花 over 混一色's 底花 of at most
// 27, 字一色 over 乱风向; 碰碰胡 multiplies by one): where one exists it is
// the best, and 就高 takes it.
class Valuer final : public HandValuer {
public:
    Valuer(const HandDesc& base, const CheckedBase& checked) : base_(base), checked_(checked) {
        huangfan_ = base_.options.flag("huangfan");
        for (const Meld& m : base_.melds) {
            meldGroups_[std::size_t(nMelds_++)] = groupOf(m);
            if (m.isSequence()) meldRun_ = true;
        }
    }
    HandWorth worth(const Counts& concealed, Kind win, bool tsumo) override {
        // The bots ask for a hand on a discard and self-drawn in turn. A
        // self-draw changes only what a completed honour triplet is called
        // (pon or concealed, worth the same): the last answer stands.
        if (lastHand_.is(concealed, win)) return last_;
        last_ = compute(concealed, win, tsumo);
        lastHand_.set(concealed, win);
        return last_;
    }

private:
    HandWorth compute(const Counts& concealed, Kind win, bool tsumo) {
        CheckedHand ch;
        base_.tsumo = tsumo;
        if (!checkTiles(checked_, concealed, win, ch)) return full(concealed, win);
        HandFacts f;
        factsOf(base_, ch, f);
        Eval best;
        if (shantenStandard(f.concealed, nMelds_) == -1) {
            std::array<G, 5> groups{};
            int n = 0;
            for (int i = 0; i < nMelds_; ++i) groups[std::size_t(n++)] = meldGroups_[std::size_t(i)];
            bool allTriplets = !meldRun_;
            int pairs = 0;
            for (int k = 0; k < kNumKinds; ++k) {
                const int c = f.concealed[std::size_t(k)];
                if (c == 2) ++pairs;
                else if (c != 0 && c != 3) allTriplets = false;
                if (c == 3 && isHonor(Kind(k))) {
                    G& g = groups[std::size_t(n++)];
                    g.type = GroupType::Triplet;
                    g.kind = Kind(k);
                }
            }
            ReadingFacts r;
            r.normal = true;
            r.allTriplets = allTriplets && pairs == 1;
            best = evaluate(f, r, groups.data(), n);
        }
        if (f.allHonours || f.flowers == 8) {
            const Eval e = evaluate(f, ReadingFacts{}, meldGroups_.data(), nMelds_);
            if (e.hua > best.hua) best = e;
        }
        // Not a winning hand: scoreFields' failure.
        if (best.hua < 0) return {};
        const long long hua = huangfan_ ? best.hua * 2 : best.hua;
        return {true, true, hua, hua};
    }

    HandWorth full(const Counts& concealed, Kind win) {
        base_.setPlainTiles(concealed, win);
        return handWorth(scoreFields(base_));
    }
    HandDesc base_;
    CheckedBase checked_;
    std::array<G, 4> meldGroups_{};
    int nMelds_ = 0;
    bool meldRun_ = false;
    bool huangfan_ = false;
    LastHand lastHand_;
    HandWorth last_;
};

}  // namespace

std::unique_ptr<HandValuer> makeValuer(const HandDesc& base) {
    // What validate checks of the shared part; a base it refuses takes the
    // full path (which names the error).
    if (!base.ruleset.empty() && base.ruleset != "shanghai") return nullptr;
    CheckedBase checked;
    if (!checkBase(base, kRules, checked)) return nullptr;
    if (base.melds.size() > 4) return nullptr;
    std::uint32_t seen = 0;
    for (const Tile& t : base.flowers) {
        if (seen & (1u << (t.kind - kNumKinds))) return nullptr;
        seen |= 1u << (t.kind - kNumKinds);
    }
    return std::make_unique<Valuer>(base, checked);
}

long long scoreValue(const HandDesc& h) {
    HandFacts f;
    if (!validate(h, f).empty()) return -1;
    const Eval best = bestReading(h, f);
    if (best.hua < 0) return -1;
    return h.options.flag("huangfan") ? best.hua * 2 : best.hua;
}

ScoreResult scoreFields(const HandDesc& h) {
    HandFacts f;
    if (!validate(h, f).empty()) return scoreHand(h);
    const Eval best = bestReading(h, f);
    if (best.hua < 0) return scoreHand(h);
    ScoreResult res;
    res.ruleset = "shanghai";
    res.ok = true;
    res.valid = true;  // 上海 has no minimum
    const long long hua = h.options.flag("huangfan") ? best.hua * 2 : best.hua;
    res.total = hua;
    res.fields = {{"hua", hua}, {"class", best.cls}, {"la", best.la}, {"fan", best.fan}, {"dihua", best.dihua}};
    return res;
}

ScoreResult scoreHand(const HandDesc& h) {
    HandFacts f;
    if (std::string err = validate(h, f); !err.empty()) return ScoreResult::failure("shanghai", err);
    const Eval best = bestReading(h, f);
    if (best.hua < 0) return ScoreResult::failure("shanghai", kNotAWin);
    ScoreResult res;
    res.ruleset = "shanghai";
    res.ok = true;
    res.valid = true;  // 上海 has no minimum
    for (int i = 0; i < best.nGroups; ++i) res.groups.push_back(tilesOf(best.groups[std::size_t(i)]));
    const bool huangfan = h.options.flag("huangfan");
    std::vector<ScoreStep>& st = res.steps;
    long long running = 0;
    auto note = [&](std::string text, std::vector<Tile> tiles = {}) { st.push_back({std::move(text), 0, running, std::move(tiles)}); };
    auto step = [&](std::string text, long long to, std::vector<Tile> tiles = {}) {
        st.push_back({std::move(text), to - running, to, std::move(tiles)});
        running = to;
    };
    {
        std::string found;
        for (int t = 0; t < kNumTypes; ++t)
            if (best.types >> t & 1) {
                const TypeInfo& ti = kTypes[std::size_t(t)];
                if (!found.empty()) found += ", ";
                found += std::string(ti.zh) + " (class " + num(ti.cls) + ", " + num(ti.value) + (ti.cls == 3 ? " 番)" : " 喇)");
            }
        note("Types found: " + (found.empty() ? std::string("none (a plain hand)") : found));
    }
    if (best.chosen >= 0) {
        const TypeInfo& ti = kTypes[std::size_t(best.chosen)];
        res.items.push_back({ti.key, ti.zh, ti.en, ti.value, 1, {}});
        step("Class " + num(ti.cls) + ": " + name(ti) + " " + num(ti.value) + " 喇 × 50 = " + num(best.hua) +
                 " 花 (the largest class-" + num(ti.cls) + " type; nothing else counts)",
             best.hua);
    } else {
        note("Class 3: 底花 × 2^(番 of the class-3 types)");
        auto element = [&](int el, std::vector<Tile> tiles) {
            const ElementInfo& ei = kElements[std::size_t(el)];
            res.items.push_back({ei.key, ei.zh, ei.en, ei.value, 1, tiles});
            step("底花 " + name(ei) + ": +" + num(ei.value), running + ei.value, std::move(tiles));
        };
        element(kBase, {});
        for (const Tile& fl : h.flowers) element(kFlower, {fl});
        for (int i = 0; i < best.nGroups; ++i)
            if (const int el = elementOf(best.groups[std::size_t(i)]); el >= 0)
                element(el, tilesOf(best.groups[std::size_t(i)]));
        for (int t = 0; t < kNumTypes; ++t)
            if ((best.types >> t & 1) && kTypes[std::size_t(t)].cls == 3) {
                const TypeInfo& ti = kTypes[std::size_t(t)];
                res.items.push_back({ti.key, ti.zh, ti.en, ti.value, 1, {}});
                if (ti.value == 0)
                    note(name(ti) + ": 0 番 (recognised, multiplies by 1)");
                else
                    step(name(ti) + ": " + num(ti.value) + " 番, × " + num(1LL << ti.value), running << ti.value);
            }
        if (best.fan > 0) note("花 = 底花 " + num(best.dihua) + " × 2^" + num(best.fan) + " = " + num(best.hua));
    }
    long long hua = best.hua;
    if (huangfan) {
        hua *= 2;
        step("荒番 hand: × 2 = " + num(hua) + " 花", hua);
    }
    res.total = hua;
    res.fields = {{"hua", hua}, {"class", best.cls}, {"la", best.la}, {"fan", best.fan}, {"dihua", best.dihua}};
    return res;
}

// ---- settlement ----

SettleResult settle(const SettleInput& in) {
    SettleResult r;
    std::array<long long, 4> left = in.scores;
    for (auto& v : left) v = std::max(0LL, v);
    auto pay = [&](int from, int to, long long owed, std::string why) {
        const long long amount = std::min(owed, left[std::size_t(from)]);
        std::string text = in.names[std::size_t(from)] + " pays " + in.names[std::size_t(to)] + " " + num(amount) +
                           " (" + why + ")";
        if (amount < owed) text += ", short of " + num(owed) + ": cannot pay below 0";
        left[std::size_t(from)] -= amount;
        r.delta[std::size_t(from)] -= amount;
        r.delta[std::size_t(to)] += amount;
        r.transfers.push_back({from, to, amount, why});
        r.steps.push_back({text, amount, r.delta[std::size_t(to)], {}});
    };
    if (in.winners.empty()) return r;
    if (in.winners.size() > 1) {
        // Several winners on one discard: each settles with the discarder
        // alone, one share, relations ignored; a short discarder pays 下家,
        // then 对家, then 上家.
        std::vector<SettleWin> order = in.winners;
        std::sort(order.begin(), order.end(), [&](const SettleWin& a, const SettleWin& b) {
            return (a.seat - in.discarder + 4) % 4 < (b.seat - in.discarder + 4) % 4;
        });
        for (const SettleWin& w : order) {
            const long long share = w.hua * in.base;
            pay(in.discarder, w.seat, share, "one share: " + num(w.hua) + " 花 × base " + num(in.base));
        }
        return r;
    }
    const SettleWin& w = in.winners[0];
    const long long share = w.hua * in.base;
    auto rel = [&](int s) { return related(in, w.seat, s) || related(in, s, w.seat); };
    for (int k = 1; k < 4; ++k) {
        const int s = (w.seat + k) % 4;
        if (in.discarder < 0) {
            const bool r3 = rel(s);
            pay(s, w.seat, share * (r3 ? 3 : 1),
                r3 ? "self-draw, 3口 related: 3 shares of " + num(share) : "self-draw: one share of " + num(share));
        } else {
            long long owed = 0;
            std::string why;
            if (s == in.discarder) owed += share, why = "dealt in: one share of " + num(share);
            if (rel(s)) owed += share, why += std::string(why.empty() ? "" : "; ") + "3口 related: one extra share";
            if (owed > 0) pay(s, w.seat, owed, why);
        }
    }
    return r;
}

int huangfanDiceAdd(int d1, int d2) {
    if (d1 == d2 && (d1 == 1 || d1 == 4)) return 2;
    if (d1 == 1 || d1 == 4 || d2 == 1 || d2 == 4 || d1 == d2) return 1;
    return 0;
}

int huangfanAfterHand(int counter, bool won) { return won ? std::max(0, counter - 1) : counter + 1; }

// The words kRules takes, for Ruleset::situationWords.
std::vector<std::string> situationWords() { return fankit_detail::wordNames(kRules.words); }

}  // namespace qe::shanghai
