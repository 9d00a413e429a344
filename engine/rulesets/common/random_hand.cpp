#include "rulesets/common/random_hand.h"

#include <algorithm>

namespace qe {

HandDesc randomCompleteHand(Rng& rng, const char* id, const RandomHandOptions& opt) {
    for (;;) {
        HandDesc h;
        h.ruleset = id;
        Counts used{};
        std::vector<Tile> concealed;
        int kongs = 0;
        GroupMix mix;
        mix.picks = 20 + opt.honourWeight * 3;
        mix.kongPercent = opt.kongPercent;
        mix.meldPercent = opt.meldPercent;
        if (!randomGroupsAndPair(rng, mix, used, concealed, h.melds, kongs)) continue;
        h.hand = concealed;
        h.winTile = concealed[rng.below(std::uint32_t(concealed.size()))];
        h.hasWinTile = true;
        h.tsumo = rng.below(2) == 0;
        h.seatWind = int(rng.below(4));
        h.roundWind = int(rng.below(4));
        if (opt.flowerMax > 0) {
            const int n = int(rng.below(std::uint32_t(opt.flowerMax + 1)));
            std::array<Kind, 8> fl{};
            for (int i = 0; i < 8; ++i) fl[std::size_t(i)] = Kind(kFirstFlower + i);
            for (int i = 0; i < n; ++i) {
                const int j = i + int(rng.below(std::uint32_t(8 - i)));
                std::swap(fl[std::size_t(i)], fl[std::size_t(j)]);
                h.flowers.push_back(Tile{fl[std::size_t(i)], false});
            }
            std::sort(h.flowers.begin(), h.flowers.end());
        }
        if (int(rng.below(100)) < opt.situationPercent) randomSituationWord(rng, h, kongs, opt.flowerReplacement);
        sortTiles(h.hand);
        return h;
    }
}

bool randomGroupsAndPair(Rng& rng, const GroupMix& mix, Counts& used, std::vector<Tile>& concealed,
                         std::vector<Meld>& melds, int& kongs) {
    for (int g = 0; g < 4; ++g) {
        const int pick = int(rng.below(std::uint32_t(mix.picks)));
        const bool seq = pick < mix.runs;
        const Kind k = seq                ? randomRunStart(rng)
                       : pick < mix.numbers ? Kind(rng.below(27))
                                            : Kind(27 + rng.below(7));
        const bool kong = !seq && int(rng.below(100)) < mix.kongPercent;
        if (seq) {
            for (int i = 0; i < 3; ++i)
                if (used[std::size_t(k + i)] + 1 > 4) return false;
            for (int i = 0; i < 3; ++i) ++used[std::size_t(k + i)];
        } else {
            const int need = kong ? 4 : 3;
            if (used[k] + need > 4) return false;
            used[k] = std::uint8_t(used[k] + need);
        }
        const bool called = int(rng.below(100)) < mix.meldPercent;
        Meld m;
        m.kind = k;
        if (seq && called) {
            m.type = MeldType::Chi;
            m.from = 1;
            melds.push_back(m);
        } else if (seq) {
            for (int i = 0; i < 3; ++i) concealed.push_back(Tile{Kind(k + i), false});
        } else if (kong) {
            ++kongs;
            m.type = called ? (rng.below(2) ? MeldType::Kan : MeldType::Kakan) : MeldType::Ankan;
            m.from = called ? std::uint8_t(1 + rng.below(3)) : 0;
            melds.push_back(m);
        } else if (called) {
            m.type = MeldType::Pon;
            m.from = std::uint8_t(1 + rng.below(3));
            melds.push_back(m);
        } else {
            for (int i = 0; i < 3; ++i) concealed.push_back(Tile{k, false});
        }
    }
    const Kind pair = Kind(rng.below(34));
    if (used[pair] + 2 > 4) return false;
    used[pair] = std::uint8_t(used[pair] + 2);
    concealed.push_back(Tile{pair, false});
    concealed.push_back(Tile{pair, false});
    return true;
}

void randomSituationWord(Rng& rng, HandDesc& h, int kongs, bool flowerReplacement) {
    const int s = int(rng.below(3));
    if (h.tsumo) {
        if (s == 0 && kongs > 0)
            h.situation.push_back("rinshan");
        else if (s == 0 && flowerReplacement && !h.flowers.empty())
            h.situation.push_back("flower_replacement");
        else if (s == 1)
            h.situation.push_back("haitei");
        else if (s == 2 && h.melds.empty()) {
            h.situation.push_back("tenhou");
            h.seatWind = 0;
        }
    } else {
        if (s == 0)
            h.situation.push_back("houtei");
        // A robbed kong's tile is the fourth of its kind: the winner holds no other.
        else if (s == 1 && h.allCounts()[h.winTile.kind] == 1)
            h.situation.push_back("chankan");
        else if (h.melds.empty()) {
            h.situation.push_back("chiihou");
            if (h.seatWind == 0) h.seatWind = 1 + int(rng.below(3));
        }
    }
}

}  // namespace qe
