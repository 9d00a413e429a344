#include "scoresteps.h"

#include <QCoreApplication>
#include <QVariantMap>

#include "enginetext.h"
#include "layout.h"

namespace quetai {

namespace {


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

QString unitWord(const std::string& unit) {
    static const char* const kUnits[] = {
        QT_TRANSLATE_NOOP("ScoreSteps", "han"),
        QT_TRANSLATE_NOOP("ScoreSteps", "fu"),
        QT_TRANSLATE_NOOP("ScoreSteps", "fan"),
        QT_TRANSLATE_NOOP("ScoreSteps", "points"),
    };
    for (const char* u : kUnits)
        if (unit == u) return QCoreApplication::translate("ScoreSteps", u);
    return qs(unit);
}

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

QVariantList stepsOf(const qe::ScoreResult& r, const std::vector<qe::Tile>& flat, const std::string& unit,
                     const std::string& ruleset) {
    // A learner must see which quantity each total is: the ruleset names it
    // per step where its steps count several (riichi: han, fu, points).
    const std::string& rid = ruleset.empty() ? r.ruleset : ruleset;
    QVariantList out;
    for (const auto& s : r.steps) {
        QVariantMap m;
        m["unit"] = qs(s.unit.empty() ? unit : s.unit);
        m["unitWord"] = unitWord(s.unit.empty() ? unit : s.unit);
        m["text"] = stepText(rid, qs(s.text));
        m["delta"] = qlonglong(s.delta);
        m["total"] = qlonglong(s.total);
        m["marks"] = marksFor(flat, s.tiles);
        out << m;
    }
    return out;
}

}  // namespace quetai
