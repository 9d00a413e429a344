#include "handhelp.h"

#include <algorithm>
#include <array>
#include <memory>
#include <set>

#include "core/shanten.h"
#include "handeval.h"
#include "levels.h"
#include "picture.h"

namespace qe::ai {

namespace {

WinWorth worthOf(const ScoreResult& r) {
    WinWorth w;
    w.ok = r.ok;
    w.valid = r.ok && r.valid;
    w.total = r.total;
    w.fields = r.fields;
    return w;
}

// The kinds that put this seat in furiten, read from the public log and its
// own river the way RuleFacts describes furiten (docs/rulesets/riichi.md
// "Furiten"): its own discards, the winning tiles others offered since its
// own last discard, and after its declaration every one offered since.
struct FuritenKinds {
    std::array<bool, kNumKinds> own{};       // in its own river
    std::array<bool, kNumKinds> sinceOwn{};  // offered by others since its own last discard
    std::array<bool, kNumKinds> sinceDecl{}; // offered by others since its declaration
};

FuritenKinds furitenKinds(const SeatView& v) {
    FuritenKinds f;
    for (const auto& d : v.pub.seats[std::size_t(v.seat)].river)
        if (d.tile.kind < kNumKinds) f.own[d.tile.kind] = true;
    const auto& log = v.pub.log;
    std::size_t end = log.size();
    // The tile under claim now is the one being decided on, not one that passed.
    if (v.pub.phase == Phase::Claim)
        for (std::size_t i = log.size(); i-- > 0;)
            if (log[i].type == EventType::Discard || log[i].type == EventType::Kakan) {
                end = i;
                break;
            }
    // The log is this hand's (Table::startHand clears it).
    long lastOwn = -1, declAt = -1;
    for (std::size_t i = 0; i < end; ++i)
        if (log[i].type == EventType::Discard && log[i].seat == v.seat) {
            lastOwn = long(i);
            if (log[i].code) declAt = long(i);
        }
    for (std::size_t i = 0; i < end; ++i) {
        const Event& e = log[i];
        if ((e.type != EventType::Discard && e.type != EventType::Kakan) || e.seat == v.seat || e.tile == kNoTile) continue;
        const Kind k = kindOfId(e.tile);
        if (k >= kNumKinds) continue;
        if (long(i) > lastOwn) f.sinceOwn[k] = true;
        if (declAt >= 0 && long(i) > declAt) f.sinceDecl[k] = true;
    }
    return f;
}

bool anyOf(const std::vector<KindCount>& waits, const std::array<bool, kNumKinds>& kinds) {
    for (const auto& w : waits)
        if (kinds[w.kind]) return true;
    return false;
}

std::string formId(std::uint8_t form) {
    switch (form) {
        case kFormStandard: return "standard";
        case kFormSevenPairs: return "seven_pairs";
        case kFormThirteenOrphans: return "thirteen_orphans";
        case kFormKnitted: return "knitted";
        case kFormKnittedStraight: return "knitted_straight";
        default: return "?";
    }
}

int formShanten(const Counts& c, int melds, std::uint8_t form) {
    switch (form) {
        case kFormStandard: return shantenStandard(c, melds);
        case kFormSevenPairs: return shantenChiitoi(c);
        case kFormThirteenOrphans: return shantenKokushi(c);
        case kFormKnitted: return shantenKnitted(c);
        case kFormKnittedStraight: return shantenKnittedStraight(c, melds);
        default: return 8;
    }
}

std::unique_ptr<HandEval> evaluator(const Picture& pic, std::vector<Meld> melds, bool declared, std::array<int, 3> red) {
    return std::make_unique<HandEval>(pic, std::move(melds), declared, red, EvalConfig{});
}

// The waits of a ready 3n+1 hand with their values: as the hand stands
// (`plain`) and, where the hand may still declare, with the declaration.
std::vector<WaitHelp> waitValues(const SeatView& v, const HandEval& plain, const HandEval* declared, const Counts& c13) {
    std::vector<WaitHelp> out;
    for (Kind w : plain.useful(c13)) {
        WaitHelp h;
        h.kind = w;
        h.unseen = plain.avail(c13, w);
        Counts c14 = c13;
        ++c14[w];
        h.ron = worthOf(v.ruleset->value(plain.winDesc(c14, w, false)));
        h.tsumo = worthOf(v.ruleset->value(plain.winDesc(c14, w, true)));
        if (declared) {
            h.declareOption = true;
            h.ronDeclared = worthOf(v.ruleset->value(declared->winDesc(c14, w, false)));
            h.tsumoDeclared = worthOf(v.ruleset->value(declared->winDesc(c14, w, true)));
        }
        out.push_back(std::move(h));
    }
    return out;
}

std::vector<KindCount> countsOf(const HandEval& e, const Counts& c13, int& total) {
    std::vector<KindCount> out;
    total = 0;
    for (Kind k : e.useful(c13)) {
        out.push_back({k, e.avail(c13, k)});
        total += out.back().unseen;
    }
    return out;
}

bool isTurn(const SeatView& v) {
    for (const Action& a : v.legal)
        if (a.type == ActionType::Discard) return true;
    return false;
}

}  // namespace

HandHelp analyseHand(const SeatView& v) {
    HandHelp h;
    if (!v.ruleset || v.own.hand.empty()) return h;
    const Picture pic = makePicture(v);
    const RuleFacts& rules = pic.prof->rules;
    h.ok = true;
    h.unit = v.ruleset->unit();
    h.minimum = rules.minimum;
    h.minimumUnit = rules.minimumUnit;
    h.declareWord = rules.declareWord;
    h.declared = pic.declared;
    const Counts c = pic.hand;
    int n = 0;
    for (auto x : c) n += x;
    h.choosing = n % 3 == 2;
    const int melds = int(pic.melds.size());
    const auto he = evaluator(pic, pic.melds, pic.declared, pic.red);
    h.shanten = he->shanten(c);
    // The forms the bots' evaluator counts (the special forms only without melds).
    const std::uint8_t forms = melds == 0 ? pic.prof->forms : std::uint8_t(kFormStandard);
    for (std::uint8_t f : {kFormStandard, kFormSevenPairs, kFormThirteenOrphans, kFormKnitted, kFormKnittedStraight})
        if (forms & f) h.forms.push_back({f, formId(f), formShanten(c, melds, f)});
    const bool mayDeclare = pic.closed && !pic.declared && !rules.declareWord.empty();
    const FuritenKinds fk = furitenKinds(v);

    if (!h.choosing) {
        h.tiles = countsOf(*he, c, h.total);
        if (h.shanten == 0) {
            std::unique_ptr<HandEval> decl;
            if (mayDeclare) decl = evaluator(pic, pic.melds, true, pic.red);
            h.waits = waitValues(v, *he, decl.get(), c);
            h.furiten = (rules.furitenOwnDiscards && anyOf(h.tiles, fk.own)) ||
                        (rules.furitenPassed && (anyOf(h.tiles, fk.sinceOwn) || anyOf(h.tiles, fk.sinceDecl)));
            // The ruleset's own private mark, where it keeps one (riichi's
            // furiten, 上海's missed win: SeatRules, this seat's only).
            if (v.own.rules.get("furiten") || v.own.rules.get("missed_win")) h.furiten = true;
        }
        return h;
    }

    // Each distinct tile's discard (a red five apart from a plain one).
    std::vector<Tile> distinct;
    for (TileId id : v.own.hand) {
        const Tile t = v.tile(id);
        if (t.kind >= kNumKinds) continue;
        if (std::find(distinct.begin(), distinct.end(), t) == distinct.end()) distinct.push_back(t);
    }
    const bool turn = isTurn(v);
    for (const Tile& t : distinct) {
        DiscardHelp d;
        d.tile = t;
        bool legal = false;
        for (const Action& a : v.legal)
            if (a.type == ActionType::Discard && a.tile != kNoTile && v.tile(a.tile) == t) {
                if (a.declare) d.declare = true;
                else legal = true;
            }
        d.allowed = !turn || legal;
        if (!d.allowed)
            for (const RefusedAction& r : v.refused)
                if (r.action.type == ActionType::Discard && r.action.tile != kNoTile && v.tile(r.action.tile) == t)
                    d.reason = r.reason;
        Counts c13 = c;
        --c13[t.kind];
        std::array<int, 3> red = pic.red;
        if (t.red && isNumber(t.kind)) red[std::size_t(t.kind / 9)] = std::max(0, red[std::size_t(t.kind / 9)] - 1);
        const auto e = evaluator(pic, pic.melds, pic.declared, red);
        d.shanten = e->shanten(c13);
        d.tiles = countsOf(*e, c13, d.total);
        if (d.shanten == 0) {
            std::unique_ptr<HandEval> decl;
            if (mayDeclare && (d.declare || !turn)) decl = evaluator(pic, pic.melds, true, red);
            d.waits = waitValues(v, *e, decl.get(), c13);
            // After its own discard a seat's passed wins are forgotten, not
            // its river (with this tile in it) nor what passed since its
            // declaration.
            std::array<bool, kNumKinds> own = fk.own;
            own[t.kind] = true;
            d.furiten = (rules.furitenOwnDiscards && anyOf(d.tiles, own)) ||
                        (rules.furitenPassed && pic.declared && anyOf(d.tiles, fk.sinceDecl));
        }
        h.discards.push_back(std::move(d));
    }
    std::stable_sort(h.discards.begin(), h.discards.end(), [](const DiscardHelp& a, const DiscardHelp& b) {
        if (a.allowed != b.allowed) return a.allowed;
        if (a.shanten != b.shanten) return a.shanten < b.shanten;
        return a.total > b.total;
    });
    return h;
}

namespace {

// The hand a call or kong leaves: its melds, concealed counts and red fives.
struct AfterCall {
    std::vector<Meld> melds;
    Counts c{};
    std::array<int, 3> red{};
};

AfterCall afterCall(const SeatView& v, const Picture& pic, const Action& a) {
    AfterCall r{pic.melds, pic.hand, pic.red};
    auto take = [&](TileId id) {
        if (id == kNoTile) return;
        const Kind k = kindOfId(id);
        if (r.c[k]) --r.c[k];
        if (v.config.wall.set.isRed(id) && isNumber(k)) r.red[std::size_t(k / 9)] = std::max(0, r.red[std::size_t(k / 9)] - 1);
    };
    if (a.type == ActionType::Kakan) {
        for (auto& m : r.melds)
            if (m.type == MeldType::Pon && m.kind == kindOfId(a.tile)) m.type = MeldType::Kakan;
        take(a.tile);
        return r;
    }
    r.melds.push_back(meldOfCall(a, v));
    if (a.type == ActionType::Ankan) {
        const Kind k = kindOfId(a.tile);
        r.c[k] = std::uint8_t(std::max(0, int(r.c[k]) - 4));
        return r;
    }
    for (TileId id : a.with) take(id);
    return r;
}

// Does some way to tenpai that takes one step with each useful draw end in a
// wait the ruleset scores as a valid win? Depth-first over the hands on
// those paths, each visited once, up to `budget` hands.
struct Reach {
    HandEval& e;
    int budget;
    int nodes = 0;
    bool exhausted = false;
    std::set<Counts> seen;

    bool valid(const Counts& c13, int sh) {
        if (sh <= 0) {
            for (Kind w : e.useful(c13)) {
                if (e.avail(c13, w) <= 0) continue;
                Counts c14 = c13;
                ++c14[w];
                if (e.winValue(c14, w, false) >= 0 || e.winValue(c14, w, true) >= 0) return true;
            }
            return false;
        }
        const std::vector<Kind> useful = e.useful(c13).vec();
        for (Kind k : useful) {
            if (e.avail(c13, k) <= 0) continue;
            Counts c14 = c13;
            ++c14[k];
            const std::vector<Kind> discards = e.progress(c14, sh - 1).vec();
            for (Kind d : discards) {
                if (d == k) continue;
                Counts next = c14;
                --next[d];
                if (!seen.insert(next).second) continue;
                if (++nodes > budget) {
                    exhausted = true;
                    return false;
                }
                if (valid(next, sh - 1)) return true;
                if (exhausted) return false;
            }
        }
        return false;
    }
};

}  // namespace

CallCheck checkCall(const SeatView& v, const Action& call) {
    CallCheck out;
    if (!v.ruleset) return out;
    if (call.type != ActionType::Chi && call.type != ActionType::Pon && call.type != ActionType::Kan) return out;
    const Picture pic = makePicture(v);
    const AfterCall ac = afterCall(v, pic, call);
    HandEval e(pic, ac.melds, false, ac.red, EvalConfig{});
    std::vector<Counts> starts;
    int n = 0;
    for (auto x : ac.c) n += x;
    if (n % 3 == 1) {
        out.shanten = e.shanten(ac.c);
        out.acceptance = e.acceptance(ac.c);
        starts.push_back(ac.c);
    } else {
        Counts c = ac.c;
        for (int d = 0; d < kNumKinds; ++d) {
            if (!c[std::size_t(d)]) continue;
            --c[std::size_t(d)];
            const int sh = e.shanten(c);
            if (sh < out.shanten) {
                out.shanten = sh;
                out.acceptance = 0;
                starts.clear();
            }
            if (sh == out.shanten) {
                starts.push_back(c);
                out.acceptance = std::max(out.acceptance, e.acceptance(c));
            }
            ++c[std::size_t(d)];
        }
    }
    // Beyond two steps the quickest ways are too many to walk here and too
    // far to warn about.
    if (out.shanten > 2) return out;
    Reach r{e, 6000};
    for (const Counts& s : starts) {
        if (r.valid(s, out.shanten)) {
            out.checked = true;
            out.winnable = true;
            return out;
        }
        if (r.exhausted) return out;
    }
    out.checked = true;
    out.winnable = false;
    return out;
}

ActionFigures figuresAfter(const SeatView& v, const Action& a) {
    ActionFigures f;
    if (!v.ruleset) return f;
    if (a.type == ActionType::Tsumo || a.type == ActionType::Ron) {
        f.known = true;
        f.shanten = -1;
        return f;
    }
    const Picture pic = makePicture(v);
    auto fill = [&](const HandEval& e, const Counts& c13) {
        f.known = true;
        f.shanten = e.shanten(c13);
        f.acceptance = e.acceptance(c13);
    };
    switch (a.type) {
        case ActionType::Pass: {
            HandEval e(pic, pic.melds, pic.declared, pic.red, EvalConfig{});
            fill(e, pic.hand);
            return f;
        }
        case ActionType::Discard: {
            HandEval e(pic, pic.melds, pic.declared, pic.red, EvalConfig{});
            Counts c = pic.hand;
            const Kind k = kindOfId(a.tile);
            if (k >= kNumKinds || !c[k]) return f;
            --c[k];
            fill(e, c);
            return f;
        }
        case ActionType::Chi:
        case ActionType::Pon: {
            const AfterCall ac = afterCall(v, pic, a);
            HandEval e(pic, ac.melds, pic.declared, ac.red, EvalConfig{});
            Counts c = ac.c;
            f.shanten = 9;
            for (int d = 0; d < kNumKinds; ++d) {
                if (!c[std::size_t(d)]) continue;
                --c[std::size_t(d)];
                const int sh = e.shanten(c);
                const int acc = e.acceptance(c);
                if (sh < f.shanten || (sh == f.shanten && acc > f.acceptance)) {
                    f.known = true;
                    f.shanten = sh;
                    f.acceptance = acc;
                }
                ++c[std::size_t(d)];
            }
            return f;
        }
        case ActionType::Kan:
        case ActionType::Ankan:
        case ActionType::Kakan: {
            const AfterCall ac = afterCall(v, pic, a);
            HandEval e(pic, ac.melds, pic.declared, ac.red, EvalConfig{});
            fill(e, ac.c);
            return f;
        }
        default: return f;
    }
}

}  // namespace qe::ai
