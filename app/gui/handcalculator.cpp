#include "handcalculator.h"

#include <QCoreApplication>
#include <QEvent>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QVariantMap>
#include <algorithm>
#include <exception>
#include <tuple>

#include "core/registry.h"
#include "core/scoreall.h"
#include "enginetext.h"
#include "scoresteps.h"

namespace quetai {

namespace {


// The situation words of docs/rulesets/common.md "Hand description" and the
// rulesets that take each, as the engine lists them (Ruleset::situationWords).
// A word a ruleset does not take is left out of its description (the engine
// would refuse the whole hand) and shown as ignored. The chips follow the
// longest list's order, then the words only others take.
struct WordRule {
    std::string word;
    std::vector<std::string> rulesets;
};
const std::vector<WordRule>& wordRules() {
    static const std::vector<WordRule> rules = [] {
        std::vector<std::pair<std::string, std::vector<std::string>>> lists;
        for (const std::string& id : qe::plannedRulesetIds())
            if (auto rs = qe::makeRuleset(id)) lists.emplace_back(id, rs->situationWords());
        std::stable_sort(lists.begin(), lists.end(),
                         [](const auto& a, const auto& b) { return a.second.size() > b.second.size(); });
        std::vector<WordRule> out;
        for (const auto& [id, words] : lists)
            for (const std::string& w : words)
                if (std::none_of(out.begin(), out.end(), [&](const WordRule& r) { return r.word == w; }))
                    out.push_back({w, {}});
        // Each word's rulesets in the product's order.
        for (WordRule& r : out)
            for (const std::string& id : qe::plannedRulesetIds())
                for (const auto& [lid, words] : lists)
                    if (lid == id && std::find(words.begin(), words.end(), r.word) != words.end()) r.rulesets.push_back(id);
        return out;
    }();
    return rules;
}

bool isFlower(const QString& f) { return f.endsWith(QLatin1Char('f')); }
bool isHonour(const QString& f) { return f.endsWith(QLatin1Char('z')); }
// "0m" (the red five) is a five of its suit.
int digitOf(const QString& f) {
    const int d = f.isEmpty() ? 0 : f.at(0).digitValue();
    return d == 0 ? 5 : d;
}
QString sameKind(const QString& f, int digit) { return QString::number(digit) + f.right(1); }
QString kindOf(const QString& f) { return isFlower(f) || isHonour(f) ? f : sameKind(f, digitOf(f)); }

// Instructive hands for "load an example": the screen names them (in QML,
// translated) by index.
struct Example {
    const char* hand;  // concealed tiles without the winning tile
    const char* win;
    std::vector<std::tuple<const char*, const char*, int>> melds;  // type, tiles, from
    const char* flowers;
    bool tsumo;
    int seatWind, roundWind;
    std::vector<const char*> words;
    const char* dora;
};
const std::vector<Example>& examples() {
    static const std::vector<Example> list{
        // A closed two-sided wait, self-drawn after riichi, one dora: riichi's
        // han and fu steps, and a plain hand in the Chinese rulesets.
        {"23m678m345p456s99s", "4m", {}, "", true, 1, 0, {"riichi"}, "3p"},
        // One suit and honours with a dragon pon, a pure straight.
        {"123m456m789m1m", "1m", {{"pon", "555z", 2}}, "", false, 0, 0, {}, ""},
        // Seven pairs, won on a single wait.
        {"2266m4488p3377s5z", "5z", {}, "", false, 2, 0, {}, ""},
        // A concealed kong and two flowers, won on the kong's replacement tile.
        {"234m345p67p22z", "8p", {{"ankan", "7777s", 0}}, "1f5f", true, 3, 1, {"rinshan"}, ""},
        // An open hand with nothing to show: valid in some rulesets only.
        {"456p789s234m5s", "5s", {{"chi", "123m", 1}}, "", false, 1, 0, {}, ""},
    };
    return list;
}

QStringList splitTiles(const char* text) {
    QStringList out;
    QString digits;
    for (const QChar c : QString::fromLatin1(text)) {
        if (c.isDigit()) {
            digits += c;
            continue;
        }
        for (const QChar d : digits) out << QString(d) + c;
        digits.clear();
    }
    return out;
}

// mpsz with runs of one suit joined: ["1m","2m","3p"] -> "12m3p".
QString joinTiles(const QStringList& tiles) {
    QString out, run;
    QChar suit;
    for (const QString& t : tiles) {
        if (t.size() != 2) continue;
        if (!run.isEmpty() && t.at(1) != suit) {
            out += run + suit;
            run.clear();
        }
        suit = t.at(1);
        run += t.at(0);
    }
    if (!run.isEmpty()) out += run + suit;
    return out;
}

}  // namespace

HandCalculator::HandCalculator(QObject* parent) : QObject(parent) {
    // The steps and units are translated here: a language change scores again.
    if (QCoreApplication* app = QCoreApplication::instance()) app->installEventFilter(this);
    rescore();
}

bool HandCalculator::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) rescore();
    return QObject::eventFilter(watched, event);
}

QVariantList HandCalculator::melds() const {
    QVariantList out;
    for (const auto& m : melds_) {
        QVariantMap v;
        v["type"] = m.type;
        v["tiles"] = m.tiles;
        v["from"] = m.from;
        out << v;
    }
    return out;
}

void HandCalculator::setTsumo(bool v) {
    if (v == tsumo_) return;
    tsumo_ = v;
    rescore();
}
void HandCalculator::setSeatWind(int v) {
    if (v < 0 || v > 3 || v == seatWind_) return;
    seatWind_ = v;
    rescore();
}
void HandCalculator::setRoundWind(int v) {
    if (v < 0 || v > 3 || v == roundWind_) return;
    roundWind_ = v;
    rescore();
}
void HandCalculator::setHuangfan(bool v) {
    if (v == huangfan_) return;
    huangfan_ = v;
    rescore();
}
void HandCalculator::setMode(const QString& m) {
    static const QStringList modes{"hand", "win", "chi", "pon", "kan", "ankan", "kakan", "dora", "ura"};
    if (!modes.contains(m) || m == mode_) return;
    mode_ = m;
    emit changed();
}
void HandCalculator::setFrom(int f) {
    if (f < 1 || f > 3 || f == from_) return;
    from_ = f;
    emit changed();
}

int HandCalculator::tileCount() const {
    return int(hand_.size()) + (win_.isEmpty() ? 0 : 1) + 3 * int(melds_.size());
}
int HandCalculator::missing() const { return 14 - tileCount(); }
int HandCalculator::exampleCount() const { return int(examples().size()); }

// A kind is there four times (a red five is one of its five's four, and
// there is one red five per suit); indicators are tiles of the same set.
int HandCalculator::copiesUsed(const QString& face) const {
    const QString kind = kindOf(face);
    const bool red = face.startsWith(QLatin1Char('0'));
    int n = 0;
    auto count = [&](const QStringList& l) {
        for (const QString& t : l)
            if (red ? t == face : kindOf(t) == kind) ++n;
    };
    count(hand_);
    count(dora_);
    count(ura_);
    if (!win_.isEmpty()) count({win_});
    for (const auto& m : melds_) count(m.tiles);
    return n;
}

bool HandCalculator::pick(const QString& face) {
    if (face.size() != 2) return false;
    if (isFlower(face)) {
        if (flowers_.contains(face)) return false;
        flowers_ << face;
        rescore();
        return true;
    }
    const bool red = face.startsWith(QLatin1Char('0'));
    auto fits = [&](const QStringList& add) {
        for (const QString& t : add) {
            const int extra = int(std::count(add.begin(), add.end(), t));
            if (copiesUsed(t) + extra > (t.startsWith(QLatin1Char('0')) ? 1 : 4)) return false;
            // The red five and the plain fives share the kind's four copies.
            int kindTotal = 0;
            for (const QString& u : add)
                if (kindOf(u) == kindOf(t)) ++kindTotal;
            if (copiesUsed(kindOf(t)) + kindTotal > 4) return false;
        }
        return true;
    };
    if (mode_ == QLatin1String("dora") || mode_ == QLatin1String("ura")) {
        QStringList& list = mode_ == QLatin1String("dora") ? dora_ : ura_;
        if (list.size() >= 5 || !fits({face})) return false;
        list << face;
        rescore();
        return true;
    }
    if (mode_ == QLatin1String("hand") || mode_ == QLatin1String("win")) {
        const bool toWin = mode_ == QLatin1String("win") || (win_.isEmpty() && missing() == 1);
        if (toWin) {
            const QString old = win_;
            win_.clear();
            if (missing() < 1 || !fits({face})) {
                win_ = old;
                return false;
            }
            win_ = face;
        } else {
            if (missing() < 1 + (win_.isEmpty() ? 1 : 0) || !fits({face})) return false;
            hand_ << face;
        }
        rescore();
        return true;
    }
    // A meld of the clicked tile: a chi starts at it.
    MeldPick m;
    m.type = mode_;
    m.from = mode_ == QLatin1String("ankan") ? 0 : mode_ == QLatin1String("chi") ? 1 : from_;
    if (mode_ == QLatin1String("chi")) {
        const int d = digitOf(face);
        if (isHonour(face) || d > 7) return false;
        m.tiles << face << sameKind(face, d + 1) << sameKind(face, d + 2);
    } else {
        const int n = mode_ == QLatin1String("pon") ? 3 : 4;
        m.tiles << face;
        while (m.tiles.size() < n) m.tiles << (red ? sameKind(face, 5) : face);
    }
    if (missing() < 3 + (win_.isEmpty() ? 1 : 0) || !fits(m.tiles)) return false;
    melds_.push_back(m);
    rescore();
    return true;
}

void HandCalculator::removeHandAt(int i) {
    if (i < 0 || i >= hand_.size()) return;
    hand_.removeAt(i);
    rescore();
}
void HandCalculator::removeWin() {
    if (win_.isEmpty()) return;
    win_.clear();
    rescore();
}
void HandCalculator::removeMeld(int i) {
    if (i < 0 || i >= int(melds_.size())) return;
    melds_.erase(melds_.begin() + i);
    rescore();
}
void HandCalculator::removeFlower(int i) {
    if (i < 0 || i >= flowers_.size()) return;
    flowers_.removeAt(i);
    rescore();
}
void HandCalculator::removeDora(int i) {
    if (i < 0 || i >= dora_.size()) return;
    dora_.removeAt(i);
    rescore();
}
void HandCalculator::removeUra(int i) {
    if (i < 0 || i >= ura_.size()) return;
    ura_.removeAt(i);
    rescore();
}
void HandCalculator::toggleWord(const QString& word) {
    bool known = false;
    for (const auto& r : wordRules()) known = known || word == qs(r.word);
    if (!known) return;
    if (situation_.contains(word))
        situation_.removeAll(word);
    else
        situation_ << word;
    rescore();
}

void HandCalculator::clear() {
    hand_.clear();
    flowers_.clear();
    dora_.clear();
    ura_.clear();
    situation_.clear();
    win_.clear();
    melds_.clear();
    tsumo_ = huangfan_ = false;
    seatWind_ = roundWind_ = 0;
    mode_ = QStringLiteral("hand");
    from_ = 1;
    rescore();
}

bool HandCalculator::loadExample(int i) {
    if (i < 0 || i >= exampleCount()) return false;
    const Example& e = examples()[std::size_t(i)];
    clear();
    hand_ = splitTiles(e.hand);
    win_ = QString::fromLatin1(e.win);
    for (const auto& [type, tiles, from] : e.melds) melds_.push_back({QString::fromLatin1(type), splitTiles(tiles), from});
    flowers_ = splitTiles(e.flowers);
    tsumo_ = e.tsumo;
    seatWind_ = e.seatWind;
    roundWind_ = e.roundWind;
    for (const char* w : e.words) situation_ << QString::fromLatin1(w);
    dora_ = splitTiles(e.dora);
    rescore();
    return true;
}

QVariantList HandCalculator::words() const {
    QVariantList out;
    for (const auto& r : wordRules()) {
        QStringList ids;
        for (const std::string& id : r.rulesets) ids << qs(id);
        out << QVariantMap{{"word", qs(r.word)}, {"rulesets", ids}};
    }
    return out;
}

bool HandCalculator::takesWord(const std::string& id, const std::string& word) {
    for (const auto& r : wordRules())
        if (word == r.word)
            return std::find(r.rulesets.begin(), r.rulesets.end(), id) != r.rulesets.end();
    return false;
}

qe::HandDesc HandCalculator::describe(const std::string& id, QStringList* ignored) const {
    QJsonObject o;
    QStringList all = hand_;
    if (!win_.isEmpty()) {
        all << win_;
        o["win_tile"] = win_;
    }
    o["hand"] = joinTiles(all);
    QJsonArray melds;
    for (const auto& m : melds_) {
        QJsonObject j{{"type", m.type}, {"tiles", joinTiles(m.tiles)}};
        if (m.from > 0) j["from"] = m.from;
        melds.append(j);
    }
    o["melds"] = melds;
    o["flowers"] = joinTiles(flowers_);
    o["tsumo"] = tsumo_;
    o["seat_wind"] = seatWind_ + 1;
    o["round_wind"] = roundWind_ + 1;
    QJsonArray words;
    for (const QString& w : situation_) {
        if (takesWord(id, w.toStdString()))
            words.append(w);
        else if (ignored)
            *ignored << w;
    }
    o["situation"] = words;
    // Indicators are riichi's (riichi.md "Play"); the other rulesets have none.
    if (id == "riichi") {
        o["dora"] = joinTiles(dora_);
        o["ura"] = joinTiles(ura_);
    }
    // shanghai.md "Options": huangfan scores a single hand as a 荒番 hand.
    if (huangfan_ && id == "shanghai") o["options"] = QJsonObject{{"huangfan", true}};
    const QByteArray json = QJsonDocument(o).toJson(QJsonDocument::Compact);
    return qe::parseHandDesc(json.toStdString());
}

void HandCalculator::rescore() {
    results_.clear();
    {
        // The description as `quetai-cli score --ruleset all` reads it.
        QJsonObject o;
        QStringList all = hand_;
        if (!win_.isEmpty()) all << win_;
        o["hand"] = joinTiles(all);
        if (!win_.isEmpty()) o["win_tile"] = win_;
        QJsonArray melds;
        for (const auto& m : melds_) {
            QJsonObject j{{"type", m.type}, {"tiles", joinTiles(m.tiles)}};
            if (m.from > 0) j["from"] = m.from;
            melds.append(j);
        }
        if (!melds.isEmpty()) o["melds"] = melds;
        if (!flowers_.isEmpty()) o["flowers"] = joinTiles(flowers_);
        o["tsumo"] = tsumo_;
        o["seat_wind"] = seatWind_ + 1;
        o["round_wind"] = roundWind_ + 1;
        if (!situation_.isEmpty()) o["situation"] = QJsonArray::fromStringList(situation_);
        if (!dora_.isEmpty()) o["dora"] = joinTiles(dora_);
        if (!ura_.isEmpty()) o["ura"] = joinTiles(ura_);
        description_ = QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
    }
    if (tileCount() > 0) {
        for (const std::string& id : qe::plannedRulesetIds()) {
            QVariantMap m;
            m["id"] = qs(id);
            auto rs = qe::makeRuleset(id);
            if (rs) {
                m["nameZh"] = qs(rs->nameZh());
                m["nameEn"] = qs(rs->nameEn());
                m["unit"] = qs(rs->unit());
                m["unitWord"] = unitWord(rs->unit());
            }
            QStringList ignored;
            qe::HandDesc d;
            qe::ScoreResult r;
            try {
                d = describe(id, &ignored);
                r = qe::scoreUnder(id, d);
            } catch (const std::exception& e) {
                r = qe::ScoreResult::failure(id, e.what());
            }
            m["ignored"] = ignored;
            m["ok"] = r.ok;
            m["valid"] = r.ok && r.valid;
            m["error"] = reasonText(qs(r.error));  // in the table's language
            m["total"] = qlonglong(r.total);
            QVariantList fields;
            for (const auto& [k, v] : r.fields) fields << QVariantMap{{"name", qs(k)}, {"value", qlonglong(v)}};
            m["fields"] = fields;
            if (r.ok) {
                const GroupedHand gh = groupHand(r, d);
                m["tiles"] = gh.tiles;
                m["steps"] = stepsOf(r, gh.flat, rs ? rs->unit() : std::string());
            } else {
                m["tiles"] = QVariantList{};
                m["steps"] = QVariantList{};
            }
            results_ << m;
        }
    }
    emit changed();
}

}  // namespace quetai
