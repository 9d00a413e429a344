// The baseline bot: wins whenever it can, otherwise discards for the lowest
// shanten and the most useful tiles, and passes every claim but a win; an
// offered abort is taken with a hand three or more tiles from tenpai; an
// offer to end the game is taken.
#include <algorithm>
#include <array>

#include "bot.h"
#include "levels.h"
#include "core/rng.h"
#include "core/shanten.h"

namespace qe::ai {

namespace {

class SimpleBot : public Bot {
public:
    explicit SimpleBot(std::uint64_t seed) : rng_(seed) {}
    std::string level() const override { return "simple"; }

    Action choose(const SeatView& v) override {
        // riichi.md "Play": offered the end of the game (the leading
        // all-last dealer), stop: stopping while first keeps first place.
        if (const Action* stop = endGameOffer(v)) return *stop;
        for (const Action& a : v.legal)
            if (a.type == ActionType::Tsumo || a.type == ActionType::Ron || a.type == ActionType::Draw ||
                a.type == ActionType::NextHand)
                return a;
        for (const Action& a : v.legal)
            if (a.type == ActionType::Pass) return a;
        // Turn: evaluate each discard.
        const Counts hand = v.handCounts();
        const int melds = int(v.pub.seats[std::size_t(v.seat)].melds.size());
        // A ruleset's abortive declaration (riichi 九種九牌) is taken when the
        // hand is far from complete.
        for (const Action& a : v.legal)
            if (a.type == ActionType::Abort && shanten(hand, melds).best() >= 3) return a;
        const Action* best = nullptr;
        long long bestScore = -1;
        // Discards of one kind (several copies, with and without a
        // declaration) leave the same hand: valued once per kind. Acceptance
        // (at most 34 * 4 * 100 + 59 points) never outweighs a shanten step
        // (100000), so only the discards of the lowest shanten need it.
        constexpr int kNone = 99;
        std::array<int, kNumKinds + 1> shOf;
        shOf.fill(kNone);
        int bestSh = kNone;
        for (const Action& a : v.legal) {
            if (a.type != ActionType::Discard) continue;
            const Kind k = kindOfId(a.tile);
            int& sh = shOf[std::size_t(std::min<int>(k, kNumKinds))];
            if (sh == kNone) {
                Counts c = hand;
                if (k < kNumKinds) --c[k];
                sh = melds == 0 ? shanten(c, 0).best() : shantenStandard(c, melds);
            }
            bestSh = std::min(bestSh, sh);
        }
        // Acceptance only orders discards of the lowest shanten among
        // themselves: with a single such kind it changes nothing.
        int lowestKinds = 0;
        for (int sh : shOf) lowestKinds += sh == bestSh;
        Counts seen{};
        // The useful draws after each lowest-shanten discard, found together
        // (usefulAfterDiscards: the same sets as usefulTiles of each hand).
        const std::uint8_t usefulForms = melds == 0 ? 3 : 1;
        std::array<std::uint64_t, kNumKinds> usefulAfter{};
        if (lowestKinds > 1) {
            seen = v.seenCounts();
            std::uint64_t lowest = 0;
            for (int k = 0; k < kNumKinds; ++k)
                if (shOf[std::size_t(k)] == bestSh) lowest |= std::uint64_t(1) << k;
            usefulAfterDiscards(hand, melds, usefulForms, lowest, usefulAfter.data());
        }
        std::array<long long, kNumKinds + 1> valueOf;
        valueOf.fill(-1);
        for (const Action& a : v.legal) {
            if (a.type != ActionType::Discard) continue;
            const Kind k = kindOfId(a.tile);
            const std::size_t slot = std::size_t(std::min<int>(k, kNumKinds));
            auto& value = valueOf[slot];
            if (value < 0) {
                const int sh = shOf[slot];
                int accept = 0;
                if (sh == bestSh && lowestKinds > 1) {
                    if (k < kNumKinds) {
                        for (std::uint64_t m = usefulAfter[std::size_t(k)]; m; m &= m - 1)
                            accept += 4 - seen[std::size_t(__builtin_ctzll(m))];
                    } else {
                        for (Kind u : usefulTiles(hand, melds, usefulForms)) accept += 4 - seen[u];
                    }
                }
                value = (10 - sh) * 100000LL + accept * 100;
            }
            // Lower shanten first, then more acceptance; declarations (riichi) preferred on ties.
            long long score = value + (a.declare ? 50 : 0) + rng_.below(10);
            if (score > bestScore) {
                bestScore = score;
                best = &a;
            }
        }
        if (best) return *best;
        return v.legal[rng_.below(std::uint32_t(v.legal.size()))];
    }

private:
    Rng rng_;
};

}  // namespace

std::unique_ptr<Bot> makeSimpleBot(std::uint64_t seed) { return std::make_unique<SimpleBot>(seed); }

}  // namespace qe::ai
