#include "waitread.h"

#include <algorithm>
#include <cmath>

#include "core/view.h"

namespace qe::ai {

const std::array<const char*, kWaitFeatures> waitFeatureNames{
    "bias", "logit_read", "honor",     "honor_value", "terminal",    "n28",      "n37",
    "n5",   "suji_full",  "suji_half", "matagi",      "near1",       "near2",    "suit_share",
    "dora", "dora_near",  "unseen",    "unseen_low",  "riichi_turn", "decl_suit"};

WaitFeatures declaredWaitFeatures(const Picture& p, const Opponent& o, Kind k) {
    WaitFeatures f{};
    const SeatView& v = *p.view;
    const auto& river = v.pub.seats[std::size_t(o.seat)].river;
    int declaredAt = int(river.size());
    for (int i = 0; i < int(river.size()); ++i)
        if (river[std::size_t(i)].declare) {
            declaredAt = i;
            break;
        }
    const Kind declKind = declaredAt < int(river.size()) ? river[std::size_t(declaredAt)].tile.kind : Kind(kNumKinds);
    const double read = std::clamp(o.waitProb[std::size_t(k)], 1e-3, 0.95);
    f[0] = 1;
    f[1] = std::log(read / (1 - read));
    const double u = p.unseen[std::size_t(k)];
    f[16] = u / 4;
    f[17] = u <= 1 ? 1 : 0;
    f[18] = declaredAt / 18.0;
    for (const Tile& ind : p.dora) {
        const auto& b = p.prof->rules.indicatorBonus;
        if (ind.kind >= b.size()) continue;
        const Kind d = b[ind.kind];
        if (d == k)
            f[14] = 1;
        else if (isNumber(k) && isNumber(d) && d / 9 == k / 9 && std::abs(int(d) - int(k)) <= 2)
            f[15] = 1;
    }
    if (isHonor(k)) {
        f[2] = 1;
        if (valueHonour(v, o.seat, k)) f[3] = 1;
        return f;
    }
    const int n = numberOf(k);
    const int base = int(k) - (n - 1);
    f[4] = (n == 1 || n == 9) ? 1 : 0;
    f[5] = (n == 2 || n == 8) ? 1 : 0;
    f[6] = (n == 3 || n == 7) ? 1 : 0;
    f[7] = n == 5 ? 1 : 0;
    // Suji (riichi.md "Furiten": a declared hand cannot win on a kind it let
    // go, so a two-sided wait through k needs its other end unsafe).
    const bool lowSide = n - 3 >= 1, highSide = n + 3 <= 9;
    const bool lowSafe = lowSide && o.safe[std::size_t(base + n - 4)];
    const bool highSafe = highSide && o.safe[std::size_t(base + n + 2)];
    const int sides = int(lowSide) + int(highSide), safeSides = int(lowSafe) + int(highSafe);
    f[8] = sides > 0 && safeSides == sides ? 1 : 0;
    f[9] = sides == 2 && safeSides == 1 ? 1 : 0;
    if (declKind < kNumKinds && isNumber(declKind) && declKind / 9 == k / 9) {
        f[19] = 1;
        const int dn = std::abs(numberOf(declKind) - n);
        if (dn == 1 || dn == 2) f[10] = 1;
    }
    int inSuit = 0, total = 0;
    for (int i = 0; i < declaredAt && i < int(river.size()); ++i) {
        const Kind d = river[std::size_t(i)].tile.kind;
        ++total;
        if (!isNumber(d) || d / 9 != k / 9) continue;
        ++inSuit;
        const int dn = std::abs(numberOf(d) - n);
        if (dn == 1) f[11] = 1;
        if (dn == 2) f[12] = 1;
    }
    f[13] = total > 0 ? double(inSuit) / total : 0;
    return f;
}

namespace {

// Fitted to the true waits of the yardstick's declared seats (docs/bots.md,
// "Seventh round"), in waitFeatureNames' order.
constexpr WaitFeatures kWeights{-0.4500, 0.7706,  -2.1895, 0.5885, -0.1016, -0.2541, -0.2180,
                                -0.0413, -0.4304, -0.1558, 0.2615, -0.0423, -0.2389, 0.0010,
                                0.8711,  -0.1293, 0.0223,  0.1115, 0.5160,  -0.1973};

}  // namespace

void readDeclaredFitted(Picture& p) {
    if (!p.view || !p.prof || !p.prof->rules.furitenOwnDiscards) return;
    p.lockRiskCache = -1;
    for (auto& o : p.opp) {
        if (!o.declared) continue;
        std::array<double, kNumKinds> out{};
        for (int k = 0; k < kNumKinds; ++k) {
            if (o.safe[std::size_t(k)]) continue;
            const WaitFeatures f = declaredWaitFeatures(p, o, Kind(k));
            double z = 0;
            for (int i = 0; i < kWaitFeatures; ++i) z += kWeights[std::size_t(i)] * f[std::size_t(i)];
            out[std::size_t(k)] = std::min(0.95, 1 / (1 + std::exp(-z)));
        }
        o.waitProb = out;
    }
}

}  // namespace qe::ai
