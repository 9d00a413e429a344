#include "profile.h"

#include <algorithm>
#include <initializer_list>
#include <map>
#include <mutex>

#include "core/rng.h"

namespace qe::ai {

double pointsOf(const ScoreResult& r) {
    for (const auto& [k, v] : r.fields)
        if (k == "points") return double(v);
    return double(r.total);
}

namespace {

struct Sample {
    Counts concealed{};
    std::vector<Meld> melds;
    Kind win = 0;
    Kind pair = 0;
};

// A random complete hand: four groups and a pair, at most four of a kind.
// `style`: 0 any, 1 one suit plus honours, 2 one suit, 3 triplets only,
// 4 simples only. `open`: the first group is a claimed meld.
// `melds`: how many groups (the first ones) are claimed melds when `open`.
bool randomHand(Rng& rng, int style, bool open, Sample& out, int melds = 1) {
    Counts all{};
    std::vector<std::pair<bool, Kind>> groups;  // (sequence, kind)
    const int suit = int(rng.below(3));
    auto allowed = [&](Kind k) {
        switch (style) {
            case 1: return isHonor(k) || (isNumber(k) && int(k / 9) == suit);
            case 2: return isNumber(k) && int(k / 9) == suit;
            case 4: return isSimple(k);
            default: return true;
        }
    };
    for (int tries = 0; tries < 200 && groups.size() < 4; ++tries) {
        const bool seq = style != 3 && rng.below(100) < 60;
        if (seq) {
            const int s = (style == 1 || style == 2) ? suit : int(rng.below(3));
            const int lo = style == 4 ? 2 + int(rng.below(5)) : 1 + int(rng.below(7));
            const Kind k = makeKind(Suit(s), lo);
            if (!allowed(k) || !allowed(Kind(k + 2))) continue;
            if (all[k] >= 4 || all[k + 1] >= 4 || all[k + 2] >= 4) continue;
            ++all[k], ++all[k + 1], ++all[k + 2];
            groups.push_back({true, k});
        } else {
            const Kind k = Kind(rng.below(kNumKinds));
            if (!allowed(k) || all[k] > 1) continue;
            all[k] += 3;
            groups.push_back({false, k});
        }
    }
    if (groups.size() < 4) return false;
    Kind pair = 0;
    bool havePair = false;
    for (int tries = 0; tries < 100 && !havePair; ++tries) {
        const Kind k = Kind(rng.below(kNumKinds));
        if (allowed(k) && all[k] <= 2) {
            pair = k;
            havePair = true;
        }
    }
    if (!havePair) return false;
    all[pair] += 2;
    out = Sample{};
    out.concealed = all;
    out.pair = pair;
    for (int g = 0; open && g < melds; ++g) {
        const auto [seq, k] = groups[std::size_t(g)];
        Meld m;
        m.type = seq ? MeldType::Chi : MeldType::Pon;
        m.kind = k;
        m.from = seq ? 1 : std::uint8_t(1 + rng.below(3));
        m.claimed = Tile{k, false};
        m.hasClaimed = true;
        out.melds.push_back(m);
        if (seq) {
            --out.concealed[k], --out.concealed[k + 1], --out.concealed[k + 2];
        } else {
            out.concealed[k] -= 3;
        }
    }
    // The winning tile: any concealed tile.
    std::vector<Kind> held;
    for (int k = 0; k < kNumKinds; ++k)
        for (int i = 0; i < out.concealed[std::size_t(k)]; ++i) held.push_back(Kind(k));
    out.win = held[rng.below(std::uint32_t(held.size()))];
    return true;
}

HandDesc describe(const Ruleset& rs, const Options& opts, const Sample& s, int seatWind, int roundWind,
                  bool tsumo, const std::string& situation) {
    HandDesc d;
    d.ruleset = rs.id();
    d.hand = fromCounts(s.concealed);
    d.winTile = Tile{s.win, false};
    d.hasWinTile = true;
    d.melds = s.melds;
    d.tsumo = tsumo;
    d.seatWind = seatWind;
    d.roundWind = roundWind;
    if (!situation.empty()) d.situation.push_back(situation);
    d.options = opts;
    return d;
}

struct Tally {
    int n = 0, valid = 0;
    double sum = 0;
    void add(const ScoreResult& r) {
        ++n;
        if (r.ok && r.valid) {
            ++valid;
            sum += pointsOf(r);
        }
    }
    double rate() const { return n ? double(valid) / n : 0; }
    double mean() const { return valid ? sum / valid : 0; }
};

RulesetProfile computeProfile(const Ruleset& rs, const Options& opts) {
    RulesetProfile p;
    p.id = rs.id();
    p.rules = rs.ruleFacts(opts);
    // Which special forms win: score one hand of each.
    auto probeForm = [&](const char* tiles, const char* win) {
        HandDesc d;
        d.ruleset = rs.id();
        d.hand = parseTiles(tiles);
        d.winTile = parseTile(win);
        d.hasWinTile = true;
        d.tsumo = true;
        d.seatWind = 1;
        d.options = opts;
        const ScoreResult r = rs.score(d);
        return r.ok && r.valid;
    };
    if (probeForm("1133m5577p2299s44z", "4z")) p.forms |= kFormSevenPairs;
    if (probeForm("19m19p19s12345677z", "7z")) p.forms |= kFormThirteenOrphans;
    if (probeForm("147m258p369s12345z", "5z")) p.forms |= kFormKnitted;
    if (probeForm("147m258p369s123m55z", "5z")) p.forms |= kFormKnittedStraight;

    Rng rng(0x51a7e5eedULL);
    Tally closed, open, declared, declaredUra, half, full, trip, simp;
    const int kSamples = 160;
    Sample s;
    for (int i = 0; i < kSamples; ++i) {
        if (randomHand(rng, 0, false, s)) {
            closed.add(rs.score(describe(rs, opts, s, 1, 0, false, "")));
            if (!p.rules.declareWord.empty()) {
                HandDesc d = describe(rs, opts, s, 1, 0, false, p.rules.declareWord);
                declared.add(rs.score(d));
                d.underIndicators.push_back(Tile{Kind(rng.below(kNumKinds)), false});
                declaredUra.add(rs.score(d));
            }
        }
        if (randomHand(rng, 0, true, s)) open.add(rs.score(describe(rs, opts, s, 1, 0, false, "")));
        const std::string w = p.rules.declareWord;
        // Style hands: closed and open alike (such hands are often open;
        // an all-concealed sample would also count concealed-triplet fans).
        {
            const bool op = i % 2 == 1;
            const std::string sw = op ? std::string() : w;
            if (randomHand(rng, 1, op, s)) half.add(rs.score(describe(rs, opts, s, 1, 0, false, sw)));
            if (randomHand(rng, 2, op, s)) full.add(rs.score(describe(rs, opts, s, 1, 0, false, sw)));
            if (randomHand(rng, 3, op, s)) trip.add(rs.score(describe(rs, opts, s, 1, 0, false, sw)));
            if (randomHand(rng, 4, op, s)) simp.add(rs.score(describe(rs, opts, s, 1, 0, false, sw)));
        }
    }
    p.validClosed = closed.rate();
    p.validOpen = open.rate();
    p.validDeclared = declared.rate();
    p.meanClosed = closed.mean();
    p.meanOpen = open.mean();
    p.meanDeclared = declared.mean();
    if (declared.valid && declaredUra.valid && declared.sum > 0)
        p.hiddenIndicatorGain = std::max(1.0, declaredUra.sum / declared.sum);
    const Tally& base = p.rules.declareWord.empty() ? closed : declared;
    const double b = base.mean() > 0 ? base.mean() : 1;
    // A style's gain: its mean value (invalid hands count 0) over the plain one's.
    auto gain = [&](const Tally& t) {
        const double v = t.rate() * t.mean();
        const double ref = base.rate() * b;
        return ref > 0 ? v / ref : 1.0;
    };
    p.halfFlushMean = half.rate() * half.mean();
    p.fullFlushMean = full.rate() * full.mean();
    p.tripletsMean = trip.rate() * trip.mean();
    p.simplesMean = simp.rate() * simp.mean();
    p.halfFlushGain = gain(half);
    p.fullFlushGain = gain(full);
    p.tripletsGain = gain(trip);
    p.simplesGain = gain(simp);
    double tv = 0;
    int tn = 0;
    for (const Tally* t : std::initializer_list<const Tally*>{&base, &open})
        if (t->valid) {
            tv += t->mean();
            ++tn;
        }
    // Four claimed melds against one (a ruleset that pays for calling
    // everything, a single wait on the pair): a stream of its own, so the
    // samples above stay the same.
    {
        Rng mrng(0x4d656c64ULL);
        Tally four;
        for (int i = 0; i < kSamples; ++i)
            if (randomHand(mrng, 0, true, s, 4)) {
                s.win = s.pair;
                four.add(rs.score(describe(rs, opts, s, 1, 0, false, "")));
            }
        const double ref = open.rate() * open.mean();
        p.allMeldsGain = ref > 0 ? four.rate() * four.mean() / ref : 1.0;
    }
    p.typicalValue = tn ? tv / tn : 1;
    if (p.typicalValue <= 0) p.typicalValue = 1;
    return p;
}

// The first estimate (method 0, kept for the arena's `hfix=0`): the plain
// mean of 24 random open number-tile hands against the same hands with the
// claimed meld replaced by the honour pon. One single-suit hand among them (a
// full flush, worth many plain hands) dominates that mean, and breaking its
// flush made a paying honour pon read as a loss (docs/bots.md, "Honour facts").
HonourFacts computeHonoursFirst(const Ruleset& rs, const Options& opts, int seatWind, int roundWind) {
    HonourFacts f;
    // Open hands of number tiles only, with the claimed meld replaced by an
    // honour triplet: the share of valid hands and the value it adds.
    Rng rng(0x40a0e5ULL + std::uint64_t(seatWind * 4 + roundWind));
    std::vector<Sample> base;
    for (int tries = 0; tries < 400 && base.size() < 24; ++tries) {
        Sample s;
        if (!randomHand(rng, 0, true, s)) continue;
        bool honours = false;
        for (int k = 27; k < kNumKinds; ++k)
            if (s.concealed[std::size_t(k)] || s.melds[0].kind == k) honours = true;
        if (!honours) base.push_back(s);
    }
    Tally plain;
    for (const auto& s : base) plain.add(rs.score(describe(rs, opts, s, seatWind, roundWind, false, "")));
    const double plainMean = plain.rate() * plain.mean();
    for (int h = 0; h < 7; ++h) {
        const Kind k = Kind(27 + h);
        Tally t, pr;
        for (const auto& s0 : base) {
            Sample s = s0;
            s.melds[0].type = MeldType::Pon;
            s.melds[0].kind = k;
            s.melds[0].claimed = Tile{k, false};
            t.add(rs.score(describe(rs, opts, s, seatWind, roundWind, false, "")));
            // The same hand with the honour as its pair instead of a number pair.
            Sample q = s0;
            if (q.win != q.pair) {
                q.concealed[q.pair] -= 2;
                q.concealed[k] = 2;
                pr.add(rs.score(describe(rs, opts, q, seatWind, roundWind, false, "")));
            }
        }
        f.tripletValid[std::size_t(h)] = t.rate() >= 0.9;
        f.tripletGain[std::size_t(h)] = t.rate() * t.mean() - plainMean;
        f.pairGain[std::size_t(h)] = pr.n ? pr.rate() * pr.mean() - plainMean : 0;
    }
    return f;
}

// A finished hand's value, 0 when it does not win (invalid or refused).
double valueOf(const ScoreResult& r) { return r.ok && r.valid ? pointsOf(r) : 0.0; }

// The mean of the middle three quarters of `d` (an eighth cut at each end).
double trimmedMean(std::vector<double>& d) {
    if (d.empty()) return 0;
    std::sort(d.begin(), d.end());
    const std::size_t cut = d.size() / 8;
    double sum = 0;
    for (std::size_t i = cut; i < d.size() - cut; ++i) sum += d[i];
    return sum / double(d.size() - 2 * cut);
}

// The sturdy estimate (method 1): what the honour adds to a plain hand, hand
// by hand. Single-suit base hands are left out: an honour pon in place of one
// of their melds breaks a flush, which is the flush style's value (the
// profile's flush gains), not the honour's; among 24 hands one such hand made
// the mean gain of honours that pay negative (docs/bots.md, "Honour facts":
// 上海's dragon pon that adds 2 花 read as -1.92). Each base hand gives a
// paired difference (the hand with the honour minus the same hand plain,
// a hand that does not win counting 0), and the gain is their trimmed mean,
// so a rare big hand the swap makes or breaks (an open straight, a mixed
// triple sequence) cannot outweigh the rest.
HonourFacts computeHonoursSturdy(const Ruleset& rs, const Options& opts, int seatWind, int roundWind) {
    constexpr std::size_t kBase = 64;
    HonourFacts f;
    Rng rng(0x40a0e5ULL + std::uint64_t(seatWind * 4 + roundWind));
    std::vector<Sample> base;
    for (int tries = 0; tries < 1000 && base.size() < kBase; ++tries) {
        Sample s;
        if (!randomHand(rng, 0, true, s)) continue;
        bool honours = false;
        std::array<int, 3> inSuit{};
        for (int k = 0; k < kNumKinds; ++k) {
            const int n = s.concealed[std::size_t(k)] + (s.melds[0].kind == k ? 1 : 0);
            if (!n) continue;
            if (k >= 27) honours = true;
            else ++inSuit[std::size_t(k / 9)];
        }
        const int suits = int(inSuit[0] > 0) + int(inSuit[1] > 0) + int(inSuit[2] > 0);
        if (!honours && suits > 1) base.push_back(s);
    }
    std::vector<double> plain;
    for (const auto& s : base)
        plain.push_back(valueOf(rs.score(describe(rs, opts, s, seatWind, roundWind, false, ""))));
    std::vector<double> dt, dp;
    for (int h = 0; h < 7; ++h) {
        const Kind k = Kind(27 + h);
        int valid = 0;
        dt.clear();
        dp.clear();
        for (std::size_t i = 0; i < base.size(); ++i) {
            Sample s = base[i];
            s.melds[0].type = MeldType::Pon;
            s.melds[0].kind = k;
            s.melds[0].claimed = Tile{k, false};
            const ScoreResult r = rs.score(describe(rs, opts, s, seatWind, roundWind, false, ""));
            if (r.ok && r.valid) ++valid;
            dt.push_back(valueOf(r) - plain[i]);
            // The same hand with the honour as its pair instead of a number pair.
            Sample q = base[i];
            if (q.win != q.pair) {
                q.concealed[q.pair] -= 2;
                q.concealed[k] = 2;
                dp.push_back(valueOf(rs.score(describe(rs, opts, q, seatWind, roundWind, false, ""))) - plain[i]);
            }
        }
        f.tripletValid[std::size_t(h)] = !base.empty() && valid >= 0.9 * double(base.size());
        f.tripletGain[std::size_t(h)] = trimmedMean(dt);
        f.pairGain[std::size_t(h)] = trimmedMean(dp);
    }
    return f;
}

HonourFacts computeHonours(const Ruleset& rs, const Options& opts, int seatWind, int roundWind, int method) {
    return method == 0 ? computeHonoursFirst(rs, opts, seatWind, roundWind)
                       : computeHonoursSturdy(rs, opts, seatWind, roundWind);
}

std::mutex gMutex;

std::string keyOf(const Ruleset& rs, const Options& opts) {
    std::string k = rs.id();
    for (const auto& [id, v] : opts.values()) k += ";" + id + "=" + std::to_string(v);
    return k;
}

}  // namespace

namespace {

// A thread's last ruleset and options with their profile and honour facts:
// every decision asks again for the same ones, and building the key string
// (every option by name) cost more than a decision's shanten work. Checked
// by value (ruleset id and options), so a new table cannot get a stale entry.
struct LastAsked {
    std::string id;
    Options opts;
    const RulesetProfile* prof = nullptr;
    // by method * 16 + seat wind * 4 + round wind
    std::array<const HonourFacts*, 16 * kHonourMethods> honours{};
};
thread_local LastAsked tLast;

bool sameAsLast(const Ruleset& rs, const Options& opts) {
    return tLast.prof && tLast.opts == opts && tLast.id == rs.id();
}

}  // namespace

const RulesetProfile& profileFor(const Ruleset& rs, const Options& opts) {
    if (sameAsLast(rs, opts)) return *tLast.prof;
    static std::map<std::string, RulesetProfile> cache;
    const std::string key = keyOf(rs, opts);
    std::lock_guard<std::mutex> lock(gMutex);
    auto it = cache.find(key);
    if (it == cache.end()) it = cache.emplace(key, computeProfile(rs, opts)).first;
    tLast.id = rs.id();
    tLast.opts = opts;
    tLast.prof = &it->second;
    tLast.honours = {};
    return it->second;
}

const HonourFacts& honourFacts(const Ruleset& rs, const Options& opts, int seatWind, int roundWind, int method) {
    method = method == 0 ? 0 : 1;
    const bool small = seatWind >= 0 && seatWind < 4 && roundWind >= 0 && roundWind < 4;
    const std::size_t slot = small ? std::size_t(method * 16 + seatWind * 4 + roundWind) : 0;
    // The slots belong to the last profile's ruleset and options.
    const bool last = small && sameAsLast(rs, opts);
    if (last && tLast.honours[slot]) return *tLast.honours[slot];
    static std::map<std::string, HonourFacts> cache;
    const std::string key = keyOf(rs, opts) + "#" + std::to_string(seatWind) + "," + std::to_string(roundWind) +
                            "/" + std::to_string(method);
    std::lock_guard<std::mutex> lock(gMutex);
    auto it = cache.find(key);
    if (it == cache.end()) it = cache.emplace(key, computeHonours(rs, opts, seatWind, roundWind, method)).first;
    if (last) tLast.honours[slot] = &it->second;
    return it->second;
}

}  // namespace qe::ai
