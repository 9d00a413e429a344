#include "drillcontroller.h"

#include <QDir>
#include <algorithm>
#include <cmath>

#include "core/registry.h"
#include "enginetext.h"
#include "gamecontroller.h"
#include "gamestore.h"
#include "layout.h"
#include "record.h"
#include "recordcontroller.h"
#include "handhelp.h"
#include "review.h"

namespace quetai {

namespace {

QString typeName(const qe::Action& a) {
    switch (a.type) {
        case qe::ActionType::Discard: return a.declare ? QStringLiteral("declare") : QStringLiteral("discard");
        case qe::ActionType::Ankan:
        case qe::ActionType::Kakan:
        case qe::ActionType::Kan: return QStringLiteral("kong");
        default: return QString::fromLatin1(qe::actionTypeName(a.type));
    }
}

}  // namespace

DrillController::DrillController(QObject* parent)
    : QObject(parent), folder_(store::dataDir()), ownHand_(new TileListModel(this)), seats_(new SeatModel(this)) {
    for (int r = 0; r < 4; ++r) {
        hands_[std::size_t(r)] = new TileListModel(this);
        melds_[std::size_t(r)] = new TileListModel(this);
        rivers_[std::size_t(r)] = new TileListModel(this);
        flowers_[std::size_t(r)] = new TileListModel(this);
        walls_[std::size_t(r)] = new TileListModel(this);
    }
}

DrillController::~DrillController() {
    for (auto& [gen, t] : loaders_)
        if (t.joinable()) t.join();
    if (checker_.joinable()) checker_.join();
}

void DrillController::setFolder(const QString& f) {
    if (f == folder_) return;
    folder_ = f;
    emit queryChanged();
}

void DrillController::setRuleset(const QString& r) {
    if (r == ruleset_) return;
    ruleset_ = r;
    emit queryChanged();
}

void DrillController::setPlayer(const QString& p) {
    if (p == player_) return;
    player_ = p;
    emit queryChanged();
}

void DrillController::setSessionSize(int n) {
    n = std::max(1, n);
    if (n == sessionSize_) return;
    sessionSize_ = n;
    emit queryChanged();
}

QVariantList DrillController::rulesets() const {
    QVariantList out;
    for (const auto& id : qe::rulesetIds()) {
        if (id == "test") continue;
        out << QVariantMap{{"id", qs(id)}, {"name", RecordController::rulesetName(qs(id))}};
    }
    return out;
}

int DrillController::available() const { return set_ ? int(set_->positions.size()) : 0; }
bool DrillController::builtin() const { return set_ && !set_->positions.empty() && set_->positions.front().builtin; }
int DrillController::unreviewedGames() const { return set_ ? set_->unreviewedGames : 0; }

const qe::ai::DrillPosition* DrillController::current() const {
    if (!set_ || index_ < 0 || index_ >= count()) return nullptr;
    return &set_->positions[std::size_t(session_[std::size_t(index_)])];
}

void DrillController::load() {
    loading_ = true;
    error_.clear();
    emit changed();
    const int gen = ++generation_;
    qe::ai::DrillQuery q;
    q.ruleset = ruleset_.toStdString();
    q.player = player_.toStdString();
    const std::string dir = QDir::cleanPath(folder_).toStdString();
    // The built-in positions are made by a review of their own (seconds):
    // over every ruleset they are asked for only when the player's games
    // give none, and then for one ruleset.
    std::string fallback;
    for (const auto& id : qe::rulesetIds())
        if (id != "test") {
            fallback = id;
            break;
        }
    loaders_[gen] = std::thread([this, q, dir, gen, fallback] {
        qe::ai::DrillQuery query = q;
        query.builtinWhenEmpty = !query.ruleset.empty();
        auto s = std::make_shared<qe::ai::DrillSet>(qe::ai::listDrills(dir, query));
        bool fellBack = false;
        if (s->positions.empty() && query.ruleset.empty() && !fallback.empty()) {
            query.ruleset = fallback;
            query.builtinWhenEmpty = true;
            s = std::make_shared<qe::ai::DrillSet>(qe::ai::listDrills(dir, query));
            fellBack = true;
        }
        QMetaObject::invokeMethod(
            this, [this, s, gen, fellBack, r = query.ruleset] {
                if (fellBack && gen == generation_) {
                    ruleset_ = QString::fromStdString(r);
                    emit queryChanged();
                }
                received(s, gen, fellBack);
            },
            Qt::QueuedConnection);
    });
}

void DrillController::received(std::shared_ptr<qe::ai::DrillSet> s, int generation, bool /*fellBack*/) {
    if (auto it = loaders_.find(generation); it != loaders_.end()) {
        if (it->second.joinable()) it->second.join();  // it has answered: done at once
        loaders_.erase(it);
    }
    if (generation != generation_) return;
    loading_ = false;
    set_ = std::move(s);
    session_.clear();
    for (int i = 0; i < int(set_->positions.size()) && i < sessionSize_; ++i) session_.push_back(i);
    index_ = 0;
    right_ = asked_ = 0;
    show();
}

void DrillController::next() {
    if (!set_ || index_ >= count() || checking_) return;
    ++index_;
    show();
}

void DrillController::clearTable() {
    table_.reset();
    view_ = qe::SeatView{};
    ownHand_->setItems({});
    for (int r = 0; r < 4; ++r) {
        hands_[std::size_t(r)]->setItems({});
        melds_[std::size_t(r)]->setItems({});
        rivers_[std::size_t(r)]->setItems({});
        flowers_[std::size_t(r)]->setItems({});
        walls_[std::size_t(r)]->setItems({});
    }
    seats_->setRows({});
    centre_.clear();
    choices_.clear();
}

void DrillController::show() {
    answered_ = false;
    answer_.clear();
    position_.clear();
    declareMode_ = 0;
    clearTable();
    const qe::ai::DrillPosition* p = current();
    if (!p) {
        emit changed();
        return;
    }
    std::string why;
    table_ = qe::ai::positionTable(QDir::cleanPath(folder_).toStdString(), *p, &why);
    position_["ruleset"] = qs(p->ruleset);
    position_["rulesetName"] = RecordController::rulesetName(qs(p->ruleset));
    position_["handNumber"] = p->handNumber;
    position_["claim"] = p->claim;
    position_["builtin"] = p->builtin;
    position_["file"] = qs(p->file);
    position_["asked"] = p->asked;
    position_["missed"] = p->missed;
    if (!table_) {
        error_ = tr("This position cannot be rebuilt: %1.").arg(reasonText(qs(why)));
        emit changed();
        return;
    }
    error_.clear();
    view_ = table_->view(p->seat);
    const qe::SeatView& v = view_;
    const qe::TileSet& set = v.config.wall.set;
    const int viewer = p->seat;
    const int dealer = v.pub.dealer;
    for (int r = 0; r < 4; ++r) {
        const int s = (viewer + r) % 4;
        const qe::PublicSeat& ps = v.pub.seats[std::size_t(s)];
        if (r == 0) {
            QVector<TileItem> hand = layout::ownHand(set, v.own.hand, v.own.drawn);
            for (auto& t : hand) t.ok = canDiscard(t.tid);
            ownHand_->setItems(hand);
        } else {
            hands_[std::size_t(r)]->setItems(layout::hiddenHand(ps.concealedCount, ps.holdsDrawn));
        }
        melds_[std::size_t(r)]->setItems(layout::melds(set, ps.melds, v.config.kongDisplay, dealer));
        rivers_[std::size_t(r)]->setItems(layout::river(ps.river, s == v.pub.lastDiscarder));
        flowers_[std::size_t(r)]->setItems(layout::flowers(set, ps.flowers));
        walls_[std::size_t(r)]->setItems(layout::wallSide(v.pub.wall, set, s));
    }
    QVector<SeatRow> rows;
    for (int r = 0; r < 4; ++r) {
        const int s = (viewer + r) % 4;
        const qe::PublicSeat& ps = v.pub.seats[std::size_t(s)];
        SeatRow m;
        m.seat = s;
        m.rel = r;
        m.name = qs(ps.name);
        m.wind = (s - dealer + 4) % 4;
        m.score = qlonglong(ps.score);
        m.dealer = s == dealer;
        m.human = r == 0;
        m.toAct = r == 0;
        for (const auto& [k, val] : ps.flags)
            if (val && !v.ruleset->flagLabel(k).empty()) {
                m.flags << ownEnglish(v.ruleset->id(), qs(v.ruleset->flagLabel(k)));
                m.flagKeys << qs(k);
            }
        m.riichi = ps.flags.count("riichi") && ps.flags.at("riichi") != 0;
        rows << m;
    }
    seats_->setRows(rows);
    centre_["roundWind"] = v.pub.roundWind;
    centre_["handNumber"] = v.pub.handNumber;
    centre_["handInRound"] = v.pub.handInRound;
    centre_["dealerRel"] = (dealer - viewer + 4) % 4;
    centre_["tilesLeft"] = v.pub.wall.liveRemaining;
    centre_["honba"] = v.pub.honba;
    QVariantList counters;
    for (const auto& [k, val] : v.pub.counters) {
        const std::string label = v.ruleset->counterLabel(k);
        if (label.empty()) continue;
        counters << QVariantMap{{"name", ownEnglish(v.ruleset->id(), qs(label))}, {"value", qlonglong(val)}};
    }
    centre_["counters"] = counters;
    QVariantList indicators;
    for (const auto& [idx, id] : v.pub.wall.revealed) indicators << layout::faceOf(set, id);
    centre_["indicators"] = indicators;
    centre_["dice"] = QVariantList{v.pub.wall.dice[0], v.pub.wall.dice[1]};
    centre_["breakRel"] = (v.pub.wall.breakSide - viewer + 4) % 4;
    centre_["turnRel"] = (v.pub.turn - viewer + 4) % 4;
    // The discard being answered, for the prompt of a claim.
    if (p->claim && v.pub.lastDiscarder >= 0 && !v.pub.seats[std::size_t(v.pub.lastDiscarder)].river.empty())
        position_["claimTile"] = layout::faceOf(v.pub.seats[std::size_t(v.pub.lastDiscarder)].river.back().tile);
    for (std::size_t i = 0; i < v.legal.size(); ++i) {
        const qe::Action& a = v.legal[i];
        if (a.type == qe::ActionType::Discard && !a.declare) continue;
        // One button per declaration; its discard is then a tile of the hand.
        if (a.type == qe::ActionType::Discard) {
            bool seen = false;
            for (const QVariant& c : choices_)
                seen = seen || (c.toMap().value("type") == QLatin1String("declare") && c.toMap().value("declare").toInt() == a.declare);
            if (seen) continue;
        }
        QVariantMap m = actionMap(a);
        m["index"] = int(i);
        choices_ << m;
    }
    emit changed();
}

QVariantMap DrillController::actionMap(const qe::Action& a) const {
    QVariantMap m;
    m["type"] = typeName(a);
    const qe::Ruleset& rs = *view_.ruleset;
    m["label"] = a.type == qe::ActionType::Tsumo || a.type == qe::ActionType::Ron
                     ? ownEnglish(rs.id(), qs(rs.winName(a.type == qe::ActionType::Tsumo)))
                 : a.declare                         ? ownEnglish(rs.id(), qs(rs.declarationName(a.declare)))
                 : a.type == qe::ActionType::Abort ? ownEnglish(rs.id(), qs(rs.abortName(a.code)))
                                                     : QString();
    m["declare"] = int(a.declare);
    QVariantList faces;
    const qe::TileSet& set = view_.config.wall.set;
    if (a.tile != qe::kNoTile && !(a.type == qe::ActionType::Discard && a.declare)) faces << layout::faceOf(set, a.tile);
    for (qe::TileId w : a.with)
        if (w != qe::kNoTile) faces << layout::faceOf(set, w);
    m["faces"] = faces;
    return m;
}

QVariantMap DrillController::choiceMap(const qe::ai::DrillChoice& c) const {
    QVariantMap m = actionMap(c.action);
    // The discard's tile and a call's own tiles, as the review lists them.
    QVariantList faces;
    for (const qe::Tile& t : c.tiles) faces << layout::faceOf(t);
    if (!faces.isEmpty()) m["faces"] = faces;
    m["figures"] = c.figures;
    m["shanten"] = c.shanten;
    m["acceptance"] = c.acceptance;
    m["dealIn"] = c.dealIn < 0 ? -1 : int(std::lround(c.dealIn * 1000));  // tenths of a percent
    m["valueKnown"] = c.valueKnown;
    m["value"] = c.valueKnown ? qlonglong(std::llround(c.value)) : 0;
    return m;
}

bool DrillController::ownTurn() const {
    const qe::ai::DrillPosition* p = current();
    return table_ && p && !answered_ && !checking_ && !p->claim && view_.pub.phase == qe::Phase::Turn;
}

int DrillController::wallStacks() const { return table_ ? table_->config().wall.set.size() / 8 : 17; }

void DrillController::setDeclareMode(int code) {
    if (code == declareMode_ || answered_) return;
    declareMode_ = code;
    // The hand's tiles that may be discarded with the declaration light up.
    QVector<TileItem> hand = ownHand_->items();
    for (auto& t : hand) t.ok = canDiscard(t.tid);
    ownHand_->setItems(hand);
    emit changed();
}

bool DrillController::canDiscard(int tid) const {
    return table_ && !answered_ && !checking_ && findDiscard(view_, tid, declareMode_) >= 0;
}

bool DrillController::discardTile(int tid) {
    if (!canDiscard(tid)) return false;
    return act(findDiscard(view_, tid, declareMode_));
}

bool DrillController::act(int legalIndex) {
    if (!table_ || answered_ || legalIndex < 0 || legalIndex >= int(view_.legal.size())) return false;
    return answerWith(view_.legal[std::size_t(legalIndex)]);
}

bool DrillController::answerAsStrong() {
    const qe::ai::DrillPosition* p = current();
    return table_ && p && !answered_ && answerWith(p->strong.action);
}

bool DrillController::answerWith(const qe::Action& a) {
    const qe::ai::DrillPosition* p = current();
    if (!p || checking_) return false;
    // The check may ask the Strong bot for its values (a discard other than
    // its own): on a thread of its own, the table stays responsive.
    if (checker_.joinable()) checker_.join();
    checking_ = true;
    declareMode_ = 0;
    emit changed();
    const std::string dir = QDir::cleanPath(folder_).toStdString();
    const qe::ai::DrillPosition pos = *p;
    const int gen = generation_;
    const bool keep = keepResults_;
    checker_ = std::thread([this, dir, pos, a, gen, keep] {
        const qe::ai::DrillAnswer res = qe::ai::checkDrill(dir, pos, a);
        // Kept at once: a session left half-way still counts its misses.
        std::string why;
        const bool kept = !res.legal || !keep || qe::ai::recordDrillResults(dir, {{pos.key, !res.correct}}, &why);
        QMetaObject::invokeMethod(
            this, [this, res, a, gen, kept, why] { takeAnswer(res, a, gen, kept, QString::fromStdString(why)); },
            Qt::QueuedConnection);
    });
    return true;
}

void DrillController::takeAnswer(const qe::ai::DrillAnswer& res, const qe::Action& a, int generation, bool kept,
                               const QString& why) {
    if (checker_.joinable()) checker_.join();
    checking_ = false;
    const qe::ai::DrillPosition* p = current();
    if (generation != generation_ || !p || answered_) {
        emit changed();
        return;
    }
    if (!res.legal) {
        error_ = tr("That answer cannot be checked here.");
        emit changed();
        return;
    }
    answered_ = true;
    ++asked_;
    if (res.correct) ++right_;
    answer_.clear();
    answer_["correct"] = res.correct;
    answer_["same"] = res.same;
    // The review's figures for the answer where it is one of the two
    // choices the review weighed.
    QVariantMap yours = actionMap(a);
    if (qe::ai::sameChoice(view_, p->strong.action, a)) yours = choiceMap(p->strong);
    else if (qe::ai::sameChoice(view_, p->played.action, a)) yours = choiceMap(p->played);
    else if (const qe::ai::ActionFigures f = qe::ai::figuresAfter(view_, a); f.known) {
        // Another answer: what it leaves, by the review's own measure.
        yours["figures"] = true;
        yours["shanten"] = f.shanten;
        yours["acceptance"] = f.acceptance;
        yours["dealIn"] = -1;
        yours["valueKnown"] = false;
    }
    answer_["yours"] = yours;
    answer_["strong"] = choiceMap(p->strong);
    answer_["played"] = choiceMap(p->played);
    answer_["margin"] = qlonglong(std::llround(p->margin));
    if (!kept) error_ = tr("The drill's result could not be kept: %1.").arg(why);
    QVector<TileItem> hand = ownHand_->items();
    for (auto& t : hand) t.ok = true;
    ownHand_->setItems(hand);
    emit changed();
}

QString DrillController::seatName(int rel) const {
    if (!table_) return {};
    return qs(view_.pub.seats[std::size_t((view_.seat + rel) & 3)].name);
}

}  // namespace quetai
