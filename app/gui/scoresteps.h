// The breakdown of a scored hand as QML reads it: the hand laid out by
// groups, and the ruleset's steps with the word of each running total and
// the tiles each step lights. Shared by the table's end-of-hand breakdown
// (GameController) and the hand calculator (HandCalculator), so both show
// one hand the same way.
#pragma once

#include <QVariantList>
#include <string>
#include <vector>

#include "core/score.h"

namespace quetai {

// A hand laid out by groups: the scorer's reading when it gives one, else
// the concealed tiles and each meld.
struct GroupedHand {
    std::vector<qe::Tile> flat;
    QVariantList tiles;  // [{face, g, win}]
};

GroupedHand groupHand(const qe::ScoreResult& sc, const qe::HandDesc& d);
// A total's unit as the table's language says it: han, fu, fan and points
// translated; the rulesets' own Chinese units (花, 副, 翻) stay as they are.
QString unitWord(const std::string& unit);
// [{text, unit, unitWord, delta, total, marks}]: marks index into `flat`.
// Step texts come out in the table's language (enginetext.h); `ruleset`
// names the ruleset when the result does not.
QVariantList stepsOf(const qe::ScoreResult& r, const std::vector<qe::Tile>& flat, const std::string& unit,
                     const std::string& ruleset = {});

}  // namespace quetai
