// A seat's picture of the hand: what it holds, what it cannot see, how far
// along the others look, and how dangerous each tile is to discard. Built
// from a SeatView alone.
#pragma once

#include <array>
#include <vector>

#include "core/view.h"
#include "placement.h"
#include "profile.h"

namespace qe::ai {

struct Opponent {
    int seat = -1;
    bool declared = false;  // a declaration (riichi) in force: certainly tenpai
    int openMelds = 0;
    double tenpai = 0;      // estimated probability of being tenpai now
    double value = 0;       // expected points lost if this seat wins on our discard
    // Kinds this seat cannot win on by a discard right now: its own discards
    // where furiten exists, and tiles it let pass since its last discard or
    // its declaration. Empty where the ruleset has no furiten.
    std::array<bool, kNumKinds> safe{};
    // Kinds this seat has discarded (used as a soft read without furiten).
    std::array<bool, kNumKinds> discarded{};
    // Probability that each kind is among its waits, given it is tenpai.
    std::array<double, kNumKinds> waitProb{};
    // Related to this seat by claims (RuleFacts::relationClaims): its wins
    // cost more, ours take more from it.
    bool related = false;
};

struct Picture {
    const SeatView* view = nullptr;
    const RulesetProfile* prof = nullptr;
    int seat = 0;
    Counts hand{};                 // own concealed tiles
    std::vector<Meld> melds;       // own melds
    bool closed = true;            // no open meld
    bool declared = false;         // own declaration in force
    std::array<int, 3> red{};      // red fives held, per suit
    Counts unseen{};               // copies this seat cannot see (wall and other hands)
    int unseenTotal = 1;
    int wallLeft = 0;              // live wall
    int drawsLeft = 0;             // own draws still to come (estimate)
    std::array<bool, kNumKinds> ownDiscards{};  // kinds in own river (furiten)
    std::vector<Tile> dora;        // indicators shown
    std::array<Opponent, 3> opp;
    double threat = 0;             // sum of the others' tenpai probabilities
    // What a deal-in weighs for this seat beyond its points (placement in
    // the last hand: ai/levels.cpp); 1 where nothing is known.
    double dangerScale = 1;
    // Placement (ai/placement.h): where on, wins and the others' values are
    // valued by the final rank they buy or cost.
    Placement place;
    // What our own win takes, in multiples of its points, on a discard and
    // on a self-draw: the rule facts' gains, plus the relations' extra
    // shares where the picture counts them (RuleFacts::relationClaims).
    double ronGain = 1, tsumoGain = 1;
    // claims[a][b]: how often seat a claimed from seat b this hand (counted
    // wherever the ruleset has relations; they change the gains above only
    // where the picture was asked to count them).
    std::array<std::array<int, 4>, 4> claims{};
    bool relatedSeats(int a, int b) const;
    // The picture after this seat claims once more from `from`: a claim
    // that makes a relation raises our gains and that seat's deal-in cost.
    void addClaim(int from);

    // Expected deal-in cost of one discard drawn blind from the unseen tiles
    // (what a declared hand, which must discard what it draws, risks per
    // turn); computed once per picture, afresh after addClaim.
    double lockRisk() const;
    mutable double lockRiskCache = -1;

    // Probability that discarding `k` now deals into a win, and the points it
    // would cost (both summed over the three others).
    double dealInProb(Kind k) const;
    double dealInCost(Kind k) const;
};

// Riichi's reading of a declared hand (docs/bots.md, "Reading the table"):
// each kind's chance to deal in, given the declaration, from how the kind
// stands against what the declarer cannot win on (genbutsu, suji both
// sides or one, kabe and one-chance on the shapes that would wait on it,
// how many copies are left for a pair or single wait), in place of the
// shapes' weights. Rates in the shape of published statistics of real
// games against riichi (a middle tile with no suji about 12%, a suji
// terminal about 2%). `all`: every seat, not only the declared ones.
void readDeclared(Picture& p, bool all = false);

// Riichi's tenpai read of the seats without a declaration (docs/bots.md,
// "Riichi's worth and reading tenpai"; screened and left off, knob
// `tread`): the chance grows with the seat's discards and falls
// with the hand-discards among its last three; a run of discards of the
// tile just drawn (the river shows them) says the hand kept what it had,
// mostly because it is ready. Logistic curves by open melds, fitted to
// the true hands of the yardstick's seats in arena games; four melds stay
// near certain. Replaces the turn-only curves of makePicture ("Defence").
// `relative`: the turn-only estimate times the read's ratio to a river of
// the same length at the average pace (the level stays makePicture's).
// `openOnly`: only the seats with open melds.
void readTenpai(Picture& p, bool relative = false, bool openOnly = false);

// Riichi's value honours for `seat` (riichi.md "Yaku", yakuhai): a dragon,
// the seat's own wind, the round wind. False for any other kind.
bool valueHonour(const SeatView& v, int seat, Kind k);

// Riichi's read of the open seats whose melds are all simples (no honour,
// no terminal): most likely playing all simples (riichi.md "Yaku": tanyao
// is allowed open), which cannot win on a terminal or an honour. Those
// kinds' wait chances are multiplied by `factor`; a value honour's by
// half as much less (a pair of it waiting to become a triplet carries its
// own yaku).
void readOpenSimples(Picture& p, double factor);

// The deposits on the table (RuleFacts::potCounter), which the hand's
// winner takes besides its points; 0 where the ruleset keeps none.
double tablePot(const SeatView& v, const RuleFacts& rules);

// `relations`: count the relations between seats in the gains and deal-in
// costs (RuleFacts::relationClaims); without, the plain rule facts' gains.
// `allMeldsRead` > 0: where four claimed melds pay at least that many plain
// open hands (RulesetProfile::allMeldsGain), a seat with four melds is read
// as waiting on a single tile for that much.
Picture makePicture(const SeatView& v, bool relations = false, double dealerFactor = 1.4, double allMeldsRead = 0);

}  // namespace qe::ai
