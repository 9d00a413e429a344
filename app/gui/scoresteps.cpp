#include "scoresteps.h"

#include <QVariantMap>

#include "enginetext.h"
#include "layout.h"

namespace quetai {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

// Greedy match of a step's tiles onto the laid-out tiles: exact tile first,
// then the same kind (a red five counts as a five).
QVariantList marksFor(const std::vector<qe::Tile>& flat, const std::vector<qe::Tile>& stepTiles) {
    std::vector<bool> used(flat.size(), false);
    QVariantList marks;
    for (const auto& st : stepTiles) {
        int found = -1;
        for (std::size_t i = 0; i < flat.size() && found < 0; ++i)
            if (!used[i] && flat[i] == st) found = int(i);
        for (std::size_t i = 0; i < flat.size() && found < 0; ++i)
            if (!used[i] && flat[i].kind == st.kind) found = int(i);
        if (found >= 0) {
            used[std::size_t(found)] = true;
            marks << found;
        }
    }
    return marks;
}

}  // namespace

GroupedHand groupHand(const qe::ScoreResult& sc, const qe::HandDesc& d) {
    GroupedHand gh;
    std::vector<std::vector<qe::Tile>> groups = sc.groups;
    if (groups.empty()) {
        std::vector<qe::Tile> concealed = d.hand;
        qe::sortTiles(concealed);
        if (!concealed.empty()) groups.push_back(concealed);
        for (const auto& m : d.melds) groups.push_back(m.tiles());
    }
    bool winMarked = !d.hasWinTile;
    for (std::size_t g = 0; g < groups.size(); ++g)
        for (const auto& t : groups[g]) {
            QVariantMap m;
            m["face"] = layout::faceOf(t);
            m["g"] = int(g);
            bool win = false;
            if (!winMarked && t == d.winTile) win = winMarked = true;
            m["win"] = win;
            gh.tiles << m;
            gh.flat.push_back(t);
        }
    return gh;
}

// The word of each step's running total. Riichi's steps count han (the
// yaku and dora), then fu from its base (riichi.md "Fu"), then points from
// the base points on (riichi.md "Points"): riichi_score.cpp writes them in
// that order, the fu opening with 副底/七対子/役満 and the points with "a = "
// or "2^(". A learner must see which quantity each total is.
static std::vector<std::string> stepUnits(const qe::ScoreResult& r, const std::string& unit) {
    std::vector<std::string> out(r.steps.size(), unit);
    if (r.ruleset != "riichi") return out;
    std::string now = "han";
    for (std::size_t i = 0; i < r.steps.size(); ++i) {
        const std::string& t = r.steps[i].text;
        if (now == "han" && (t.rfind("副底", 0) == 0 || t.rfind("七対子", 0) == 0 || t.rfind("役満 Yakuman: fu", 0) == 0))
            now = "fu";
        else if (now == "fu" && (t.find("a = ") != std::string::npos || t.find("2^(") != std::string::npos))
            now = "points";
        out[i] = now;
    }
    return out;
}

QVariantList stepsOf(const qe::ScoreResult& r, const std::vector<qe::Tile>& flat, const std::string& unit,
                     const std::string& ruleset) {
    const std::string& rid = ruleset.empty() ? r.ruleset : ruleset;
    const auto& steps = r.steps;
    const std::vector<std::string> units = stepUnits(r, unit);
    QVariantList out;
    for (const auto& s : steps) {
        QVariantMap m;
        m["unit"] = qs(units[std::size_t(out.size())]);
        m["text"] = stepText(rid, qs(s.text));
        m["delta"] = qlonglong(s.delta);
        m["total"] = qlonglong(s.total);
        m["marks"] = marksFor(flat, s.tiles);
        out << m;
    }
    return out;
}

}  // namespace quetai
