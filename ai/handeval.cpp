#include "handeval.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <mutex>

#include "core/shanten.h"

namespace qe::ai {

HandEval::HandEval(const Picture& pic, std::vector<Meld> melds, bool declared, std::array<int, 3> red,
                   const EvalConfig& cfg)
    : pic_(pic), melds_(std::move(melds)), declared_(declared), red_(red), cfg_(cfg) {
    for (const auto& m : melds_)
        if (m.isOpen()) closed_ = false;
    forms_ = melds_.empty() ? pic_.prof->forms : std::uint8_t(kFormStandard);
    T_ = std::clamp(pic_.drawsLeft, 0, kMaxHorizon);
    // The hand may end by someone else's win before each of our draws.
    hazard_ = std::clamp(0.015 + 0.07 * pic_.threat, 0.0, 0.35);
    ronMult_ = cfg_.ronMult * (declared_ ? 0.8 : 1.0);
    // Ending the hand also stops the others' hands: a small worth of its own.
    denial_ = 0.08 * pic_.prof->typicalValue * (0.5 + pic_.threat);
}

HandEval::Key HandEval::keyOf(const Counts& c) {
    Key k;
    for (int i = 0; i < 21; ++i) k.a |= std::uint64_t(c[std::size_t(i)]) << (3 * i);
    for (int i = 21; i < kNumKinds; ++i) k.b |= std::uint64_t(c[std::size_t(i)]) << (3 * (i - 21));
    return k;
}

int HandEval::shanten(const Counts& c) const {
    const ShantenResult r = qe::shanten(c, meldCount());
    int s = r.standard;
    if (forms_ & kFormSevenPairs) s = std::min(s, r.chiitoi);
    if (forms_ & kFormThirteenOrphans) s = std::min(s, r.kokushi);
    return s;
}

std::vector<Kind> HandEval::useful(const Counts& c13) const { return usefulTiles(c13, meldCount(), forms_); }

int HandEval::avail(const Counts& c, Kind k) const {
    if (!cfg_.countVisible) return std::max(0, 4 - int(c[k]));
    const int extra = std::max(0, int(c[k]) - int(pic_.hand[k]));
    return std::max(0, int(pic_.unseen[k]) - extra);
}

int HandEval::acceptance(const Counts& c13) const {
    int n = 0;
    for (Kind k : useful(c13)) n += avail(c13, k);
    return n;
}

double HandEval::typicalValue() const {
    const RulesetProfile& p = *pic_.prof;
    if (closed_) {
        if (!p.declareWord.empty()) return std::max(0.0, p.meanDeclared - p.declareCost);
        return p.meanClosed * p.validClosed;
    }
    return p.meanOpen * p.validOpen;
}

double HandEval::winValue(const Counts& c14, Kind win, bool tsumo) {
    Key key = keyOf(c14);
    key.b |= (std::uint64_t(win) + 1) << 40 | std::uint64_t(tsumo) << 47 | std::uint64_t(declared_) << 48;
    auto it = wins_.find(key);
    if (it != wins_.end()) return it->second;
    HandDesc d;
    d.ruleset = pic_.prof->id;
    for (int k = 0; k < kNumKinds; ++k) {
        int n = c14[std::size_t(k)];
        int reds = 0;
        if (isNumber(Kind(k)) && numberOf(Kind(k)) == 5)
            reds = std::max(0, std::min(red_[std::size_t(k / 9)], n - (win == k ? 1 : 0)));
        for (int i = 0; i < n; ++i) d.hand.push_back(Tile{Kind(k), i < reds});
    }
    d.winTile = Tile{win, false};
    d.hasWinTile = true;
    d.melds = melds_;
    d.tsumo = tsumo;
    d.seatWind = pic_.view->seatWind();
    d.roundWind = pic_.view->pub.roundWind;
    if (declared_ && !pic_.prof->declareWord.empty()) d.situation.push_back(pic_.prof->declareWord);
    d.dora = pic_.dora;
    d.options = pic_.view->options;
    const ScoreResult r = pic_.view->ruleset->score(d);
    const double v = r.ok && r.valid ? pointsOf(r) : -1.0;
    wins_.emplace(key, float(v));
    return v;
}

HandEval::Tenpai HandEval::tenpai(const Counts& c13) {
    Tenpai t;
    int most = -1;
    for (Kind w : useful(c13)) {
        if (pic_.prof->furiten && pic_.ownDiscards[w]) t.furiten = true;
    }
    for (Kind w : useful(c13)) {
        const int u = avail(c13, w);
        Counts c14 = c13;
        ++c14[w];
        const double vr = winValue(c14, w, false);
        const double vt = winValue(c14, w, true);
        const double v = t.furiten ? vt : std::max(vr, vt);
        if (u > 0) {
            t.waitsLeft += u;
            t.bestValue = std::max(t.bestValue, v);
        }
        if (u > most) {
            most = u;
            t.ronValue = vr;
        }
    }
    return t;
}

const HandEval::Node& HandEval::node(const Counts& c13, int sh) {
    const Key key = keyOf(c13);
    auto it = memo_.find(key);
    if (it != memo_.end()) return it->second;
    ++nodes_;
    Node n;
    const double U = std::max(1, pic_.unseenTotal);
    const double keep = 1 - hazard_;
    const RulesetProfile& prof = *pic_.prof;
    if (nodes_ > cfg_.maxNodes) return memo_.emplace(key, n).first->second;
    if (sh <= 0) {
        const std::vector<Kind> waits = useful(c13);
        bool furiten = false;
        if (prof.furiten)
            for (Kind w : waits)
                if (pic_.ownDiscards[w]) furiten = true;
        // Two ways to play a tenpai hand where a declaration exists: silent,
        // or declared (worth more, costs the deposit, fewer discards to win on).
        const bool canDeclare = cfg_.declareOption && closed_ && !declared_ && !prof.declareWord.empty();
        for (int variant = 0; variant < (canDeclare ? 2 : 1); ++variant) {
            const bool decl = declared_ || variant == 1;
            const bool saved = declared_;
            declared_ = decl;
            const double rm = cfg_.ronMult * (decl ? 0.8 : 1.0);
            double q = 0, gain = 0, best = -1, anyBest = -1;
            for (Kind w : waits) {
                const int u = avail(c13, w);
                Counts c14 = c13;
                ++c14[w];
                const double vt = winValue(c14, w, true);
                const double vr = furiten ? -1.0 : winValue(c14, w, false);
                anyBest = std::max(anyBest, std::max(vt, vr));
                if (u == 0) continue;
                const double pd = u / U;
                if (vt >= 0) {
                    q += pd;
                    gain += pd * (vt + denial_);
                }
                if (vr >= 0) {
                    q += pd * rm;
                    gain += pd * rm * (vr + denial_);
                }
                best = std::max(best, std::max(vt, vr));
            }
            declared_ = saved;
            q = std::min(q, 0.95);
            if (best < 0) best = anyBest;
            std::array<float, kMaxHorizon + 1> ev{};
            ev[0] = float(prof.tenpaiFixed + prof.tenpaiShare * std::max(0.0, best));
            for (int t = 1; t <= kMaxHorizon; ++t) ev[std::size_t(t)] = float(keep * (gain + (1 - q) * ev[std::size_t(t - 1)]));
            if (variant == 1)
                for (auto& x : ev) x -= float(prof.declareCost);
            for (int t = 0; t <= kMaxHorizon; ++t)
                n.ev[std::size_t(t)] = variant == 0 ? ev[std::size_t(t)] : std::max(n.ev[std::size_t(t)], ev[std::size_t(t)]);
        }
        return memo_.emplace(key, n).first->second;
    }
    // One step closer with each useful draw, keeping the best next hand.
    struct Branch {
        double p;
        std::vector<const Node*> next;
    };
    std::vector<Branch> branches;
    double pUseful = 0;
    for (Kind k : useful(c13)) {
        const int u = avail(c13, k);
        if (u == 0) continue;
        Counts c14 = c13;
        ++c14[k];
        Branch b{u / U, {}};
        for (int d = 0; d < kNumKinds; ++d) {
            if (!c14[std::size_t(d)] || d == k) continue;
            --c14[std::size_t(d)];
            if (shanten(c14) == sh - 1) b.next.push_back(&node(c14, sh - 1));
            ++c14[std::size_t(d)];
        }
        if (b.next.empty()) continue;
        pUseful += b.p;
        branches.push_back(std::move(b));
    }
    for (int t = 1; t <= kMaxHorizon; ++t) {
        double e = (1 - pUseful) * n.ev[std::size_t(t - 1)];
        for (const auto& b : branches) {
            float best = 0;
            for (const Node* x : b.next) best = std::max(best, x->ev[std::size_t(t - 1)]);
            e += b.p * best;
        }
        n.ev[std::size_t(t)] = float(keep * e);
    }
    return memo_.emplace(key, n).first->second;
}

double HandEval::reach(int steps, double accept) const {
    // Chance to make `steps` improvements and then the win within T draws.
    // Acceptance shrinks as a hand gets closer (typical counts per shanten
    // below); this hand's own acceptance scales them, within limits. The win
    // comes with a typical wait's chance (own draw plus discards).
    static const double typical[8] = {6, 22, 38, 52, 64, 74, 80, 84};
    const double U = std::max(1, pic_.unseenTotal);
    steps = std::clamp(steps, 1, 8);
    std::array<double, 8> p{};
    for (int s = 0; s < steps - 1; ++s) {
        // Step s takes the hand from shanten (steps-1-s) to one less; only
        // the first step's acceptance is this hand's own.
        p[std::size_t(s)] = std::min(0.9, (s == 0 ? accept : typical[steps - 1 - s]) / U);
    }
    const double q = std::min(0.9, (steps == 1 ? std::min(accept, 12.0) : typical[0]) / U * (1 + ronMult_));
    std::array<double, 9> st{};
    st[0] = 1;
    double won = 0;
    const double keep = 1 - hazard_;
    for (int t = 0; t < T_; ++t) {
        std::array<double, 9> nx{};
        for (int s = 0; s < steps; ++s) {
            const double x = st[std::size_t(s)] * keep;
            if (x == 0) continue;
            if (s == steps - 1) {
                won += x * q;
                nx[std::size_t(s)] += x * (1 - q);
            } else {
                nx[std::size_t(s + 1)] += x * p[std::size_t(s)];
                nx[std::size_t(s)] += x * (1 - p[std::size_t(s)]);
            }
        }
        st = nx;
    }
    return won;
}

double HandEval::farValue(const Counts& c13, int sh) {
    const RulesetProfile& prof = *pic_.prof;
    double v = typicalValue();
    if (!closed_) {
        // An open hand is worth its typical value only when it can still win:
        // an honour triplet the scorer always accepts settles that.
        const HonourFacts& hf = honourFacts(*pic_.view->ruleset, pic_.view->options, pic_.view->seatWind(),
                                            pic_.view->pub.roundWind);
        for (const auto& m : melds_)
            if (isHonor(m.kind) && !m.isSequence() && hf.tripletValid[std::size_t(m.kind - 27)] && prof.validOpen > 0)
                v = prof.meanOpen;
    }
    if (cfg_.styles) {
        const HonourFacts& hf = honourFacts(*pic_.view->ruleset, pic_.view->options, pic_.view->seatWind(),
                                            pic_.view->pub.roundWind);
        for (int h = 0; h < 7; ++h) {
            const int n = c13[std::size_t(27 + h)];
            if (n >= 3) v += std::max(0.0, hf.tripletGain[std::size_t(h)]);
            if (n == 2) v += 0.3 * std::max(0.0, hf.tripletGain[std::size_t(h)]) + std::max(0.0, hf.pairGain[std::size_t(h)]);
        }
        int dora = 0;
        for (Kind k : valuableKinds(*pic_.view->ruleset, pic_.view->options, pic_.dora)) dora += c13[k];
        for (const auto& m : melds_)
            for (Kind k : valuableKinds(*pic_.view->ruleset, pic_.view->options, pic_.dora))
                if (m.isSequence() ? (k >= m.kind && k < m.kind + 3) : k == m.kind) dora += m.isSequence() ? 1 : m.size();
        v *= 1 + 0.4 * std::min(dora, 4);
    }
    const int acc = acceptance(c13);
    double best = v * reach(sh + 1, acc);
    if (!cfg_.styles) return best;
    // Styles the ruleset rewards (its scorer said so on random hands): how
    // far the hand is from each, and what it would be worth.
    int suitCount[3] = {0, 0, 0}, honours = 0, nonSimple = 0;
    for (int k = 0; k < kNumKinds; ++k) {
        const int n = c13[std::size_t(k)];
        if (isNumber(Kind(k))) suitCount[k / 9] += n;
        else honours += n;
        if (!isSimple(Kind(k))) nonSimple += n;
    }
    int meldSuit = -1;  // -1 none, -2 several
    bool meldHonour = false, meldChi = false, meldNonSimple = false;
    for (const auto& m : melds_) {
        if (m.isSequence()) meldChi = true;
        if (isHonor(m.kind)) meldHonour = true;
        else {
            const int s = m.kind / 9;
            meldSuit = meldSuit == -1 || meldSuit == s ? s : -2;
        }
        const Kind hi = m.isSequence() ? Kind(m.kind + 2) : m.kind;
        if (!isSimple(m.kind) || !isSimple(hi)) meldNonSimple = true;
    }
    const int total = suitCount[0] + suitCount[1] + suitCount[2] + honours;
    for (int s = 0; s < 3; ++s) {
        if (meldSuit != -1 && meldSuit != s) continue;
        const int off = total - suitCount[s] - honours;
        if (off <= 4 && prof.halfFlushGain > 1.2) {
            const int d = std::max(sh, off) + 1;
            best = std::max(best, v * prof.halfFlushGain * reach(d, acc * 0.75));
        }
        const int offFull = off + honours;
        if (offFull <= 4 && !meldHonour && prof.fullFlushGain > 1.2) {
            const int d = std::max(sh, offFull) + 1;
            best = std::max(best, v * prof.fullFlushGain * reach(d, acc * 0.6));
        }
    }
    if (!meldChi && prof.tripletsGain > 1.2) {
        int trip = 0, pairs = 0, pairOuts = 0;
        for (int k = 0; k < kNumKinds; ++k) {
            const int n = c13[std::size_t(k)];
            if (n >= 3) ++trip;
            else if (n == 2) {
                ++pairs;
                pairOuts += avail(c13, Kind(k));
            }
        }
        trip += meldCount();
        const int ts = 8 - 2 * std::min(trip, 4) - std::min(pairs, 5 - std::min(trip, 4));
        best = std::max(best, v * prof.tripletsGain * reach(ts + 1, pairOuts));
    }
    if (!meldNonSimple && prof.simplesGain > 1.2 && nonSimple <= 3) {
        const int d = std::max(sh, nonSimple) + 1;
        best = std::max(best, v * prof.simplesGain * reach(d, acc * 0.85));
    }
    return best;
}

double HandEval::value(const Counts& c13) {
    const int sh = shanten(c13);
    if (sh <= cfg_.maxShanten && !exhausted()) {
        const Node& n = node(c13, sh);
        if (!exhausted()) return n.ev[std::size_t(T_)];
    }
    return farValue(c13, sh);
}

std::vector<Kind> valuableKinds(const Ruleset& rs, const Options& opts, const std::vector<Tile>& indicators) {
    static std::mutex mu;
    static std::map<std::string, std::vector<Kind>> cache;
    std::vector<Kind> out;
    for (Tile ind : indicators) {
        const std::string key = rs.id() + "#" + std::to_string(ind.kind);
        std::vector<Kind> kinds;
        {
            std::lock_guard<std::mutex> lock(mu);
            auto it = cache.find(key);
            if (it != cache.end()) kinds = it->second;
            else {
                // A plain declared hand whose pair is `k`, scored with and
                // without this indicator: the kinds that gain are its dora.
                const RulesetProfile& p = profileFor(rs, opts);
                for (int k = 0; k < kNumKinds; ++k) {
                    HandDesc d;
                    d.ruleset = rs.id();
                    d.hand = parseTiles("234m456p678s345s");
                    d.hand.push_back(Tile{Kind(k), false});
                    d.hand.push_back(Tile{Kind(k), false});
                    sortTiles(d.hand);
                    d.winTile = parseTile("3s");
                    d.hasWinTile = true;
                    d.seatWind = 1;
                    d.options = opts;
                    if (!p.declareWord.empty()) d.situation.push_back(p.declareWord);
                    const ScoreResult a = rs.score(d);
                    d.dora = {ind};
                    const ScoreResult b = rs.score(d);
                    if (a.ok && b.ok && a.valid && b.valid && pointsOf(b) > pointsOf(a)) kinds.push_back(Kind(k));
                }
                cache.emplace(key, kinds);
            }
        }
        out.insert(out.end(), kinds.begin(), kinds.end());
    }
    return out;
}

}  // namespace qe::ai
