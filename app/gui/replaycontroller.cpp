#include "replaycontroller.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <exception>

#include "core/gamefile.h"
#include "enginetext.h"
#include "gamestore.h"
#include "layout.h"

namespace quetai {

namespace {

// A table for the same game with no action applied (names by player).
std::unique_ptr<qe::Table> freshTable(const qe::Table& game) {
    std::array<std::string, 4> names;
    for (int p = 0; p < 4; ++p)
        names[std::size_t(p)] = game.pub().seats[std::size_t(game.pub().placeOf[std::size_t(p)])].name;
    return std::make_unique<qe::Table>(game.rulesetPtr(), game.options(), game.seed(), names);
}
}  // namespace

ReplayController::ReplayController(QObject* parent) : QObject(parent) {
    for (int s = 0; s < 4; ++s) {
        hands_[std::size_t(s)] = new TileListModel(this);
        melds_[std::size_t(s)] = new TileListModel(this);
        rivers_[std::size_t(s)] = new TileListModel(this);
        flowers_[std::size_t(s)] = new TileListModel(this);
    }
}

ReplayController::~ReplayController() = default;

namespace {
// A tenhou.net/6 log names its players and lists its hands; a game of ours
// always says its format (docs/game-files.md).
bool isTenhou6(const QString& json) {
    const QJsonDocument d = QJsonDocument::fromJson(json.toUtf8());
    if (!d.isObject()) return false;
    const QJsonObject o = d.object();
    return o.contains(QLatin1String("log")) && o.contains(QLatin1String("name")) && !o.contains(QLatin1String("format")) &&
           !o.contains(QLatin1String("seed")) && !o.contains(QLatin1String("actions"));
}
}  // namespace

bool ReplayController::openGame(const QString& json, const QString& source) {
    exportPath_.clear();
    exportError_.clear();
    if (isTenhou6(json)) return openLog(json, source);
    qe::GameFileRead r = qe::readGameFile(json.toStdString());
    if (r.problem != qe::GameFileProblem::None) {
        error_ = tr("This game cannot be replayed: %1.").arg(qs(r.message));
        emit changed();
        return false;
    }
    import_.reset();
    mismatches_.clear();
    game_ = std::move(r.table);
    for (int i = 0; i < 4; ++i) humans_[std::size_t(i)] = r.file.seats[std::size_t(i)].human;
    title_ = tr("%1 · seed %2").arg(qs(game_->ruleset().nameEn())).arg(game_->seed());
    source_ = source;
    start();
    return true;
}

bool ReplayController::openLog(const QString& json, const QString& source) {
    auto res = std::make_unique<qe::tenhou6::ImportResult>();
    try {
        *res = qe::tenhou6::importLog(json.toStdString());
    } catch (const std::exception& e) {
        error_ = tr("This tenhou.net/6 log cannot be replayed: %1.").arg(qs(e.what()));
        emit changed();
        return false;
    }
    // Positions are rebuilt from the walls kept in the result: the rebuilt
    // table's save does not replay.
    game_ = std::move(res->table);
    humans_ = {};
    import_ = std::move(res);
    mismatches_.clear();
    for (const auto& m : import_->mismatches) mismatches_ << qs(m);
    title_ = tr("tenhou.net/6 log · %1 hands").arg(import_->hands);
    source_ = source;
    start();
    return true;
}

void ReplayController::start() {
    error_.clear();
    handStarts_ = {0};
    const auto& log = game_->log();
    for (std::size_t i = 0; i < log.size(); ++i)
        if (log[i].type == qe::ActionType::NextHand) handStarts_.push_back(int(i) + 1);
    shown_.reset();
    position_ = -1;
    goTo(0);
}

std::unique_ptr<qe::Table> ReplayController::startTable() const {
    return import_ ? import_->startTable() : freshTable(*game_);
}

bool ReplayController::canExport() const { return game_ && !import_ && game_->ruleset().id() == "riichi"; }

QString ReplayController::exportDir() { return store::dataDir() + QStringLiteral("/exports"); }

QString ReplayController::exportTenhou6() {
    exportPath_.clear();
    exportError_.clear();
    if (!canExport()) {
        exportError_ = tr("Only a riichi game of ours can be exported as a tenhou.net/6 log.");
        emit changed();
        return {};
    }
    std::string log;
    try {
        log = qe::tenhou6::exportTable(*game_);
    } catch (const std::exception& e) {
        exportError_ = tr("The log could not be written: %1.").arg(qs(e.what()));
        emit changed();
        return {};
    }
    QString name = QFileInfo(source_).completeBaseName();
    if (name.isEmpty()) name = QStringLiteral("game-%1").arg(game_->seed());
    const QString path = exportDir() + QLatin1Char('/') + name + QStringLiteral(".tenhou6.json");
    QString why;
    if (!QDir().mkpath(exportDir()) || !store::writeAtomic(path, QByteArray::fromStdString(log), &why)) {
        exportError_ = tr("%1 cannot be written: %2.").arg(path, why.isEmpty() ? tr("no such folder") : why);
        emit changed();
        return {};
    }
    exportPath_ = path;
    emit changed();
    return path;
}

bool ReplayController::openFile(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        error_ = tr("%1 cannot be read: %2.").arg(path, f.errorString());
        emit changed();
        return false;
    }
    return openGame(QString::fromUtf8(f.readAll()), QFileInfo(path).fileName());
}

void ReplayController::close() {
    game_.reset();
    import_.reset();
    mismatches_.clear();
    exportPath_.clear();
    exportError_.clear();
    shown_.reset();
    handStarts_.clear();
    position_ = 0;
    error_.clear();
    refresh();
}

QStringList ReplayController::savedGames() const {
    QStringList out;
    if (QFile::exists(store::currentPath())) out << store::currentPath();
    out << store::archivedGames();
    return out;
}

int ReplayController::hand() const {
    if (!game_) return 0;
    const auto it = std::upper_bound(handStarts_.begin(), handStarts_.end(), position_);
    return int(it - handStarts_.begin());
}

bool ReplayController::isPass(int index) const {
    return game_->log()[std::size_t(index)].type == qe::ActionType::Pass;
}

void ReplayController::stepForward() {
    if (!game_) return;
    int p = position_;
    while (p < length() && isPass(p)) ++p;
    goTo(std::min(length(), p + 1));
}

void ReplayController::stepBack() {
    if (!game_ || position_ == 0) return;
    int p = position_ - 1;
    while (p > 0 && isPass(p - 1)) --p;
    goTo(p);
}

void ReplayController::nextHand() {
    if (!game_) return;
    const int h = hand();  // from 1
    goTo(h < hands() ? handStarts_[std::size_t(h)] : length());
}

void ReplayController::previousHand() {
    if (!game_) return;
    const int start = handStarts_[std::size_t(hand() - 1)];
    if (position_ > start) goTo(start);
    else if (hand() > 1) goTo(handStarts_[std::size_t(hand() - 2)]);
}

void ReplayController::toStart() { goTo(0); }
void ReplayController::toEnd() { goTo(length()); }
void ReplayController::seek(int position) { goTo(position); }

void ReplayController::goTo(int position) {
    if (!game_) return;
    position = std::clamp(position, 0, length());
    if (position == position_ && shown_) return;
    // Forward from where we are; backward by replaying from the deal.
    if (!shown_ || position < position_) {
        shown_ = startTable();
        position_ = 0;
        noteHand();
    }
    const auto& log = game_->log();
    for (; position_ < position; ++position_) {
        const qe::Action& a = log[std::size_t(position_)];
        if (import_ && a.type == qe::ActionType::NextHand) {
            // The hand this deals, from 0, is the number of hands begun so far.
            const auto k = std::size_t(std::upper_bound(handStarts_.begin(), handStarts_.end(), position_) - handStarts_.begin());
            if (k < import_->walls.size()) shown_->setNextWall(import_->walls[k], import_->dice);
        }
        try {
            shown_->apply(a);
            noteHand();
        } catch (const std::exception& e) {
            // A log that does not rebuild stops there, with the reason, rather
            // than taking the screen down.
            actionText_ = tr("This position cannot be rebuilt: %1.").arg(qs(e.what()));
            refresh();
            return;
        }
    }
    actionText_ = position_ > 0 ? qs(shown_->describe(log[std::size_t(position_ - 1)])) : tr("The game begins");
    refresh();
}

void ReplayController::noteHand() {
    if (!shown_) return;
    const qe::PublicState& pub = shown_->pub();
    if (pub.phase == qe::Phase::HandOver || pub.phase == qe::Phase::GameOver) return;
    handDealer_ = pub.dealer;
    handRound_ = pub.roundWind;
}

void ReplayController::refresh() {
    seats_.clear();
    centre_.clear();
    outcomeText_.clear();
    if (!shown_) {
        for (int s = 0; s < 4; ++s) {
            hands_[std::size_t(s)]->setItems({});
            melds_[std::size_t(s)]->setItems({});
            rivers_[std::size_t(s)]->setItems({});
            flowers_[std::size_t(s)]->setItems({});
        }
        emit changed();
        return;
    }
    const qe::Table& t = *shown_;
    const qe::PublicState& pub = t.pub();
    const qe::TileSet& set = t.config().wall.set;
    const bool ended = pub.phase == qe::Phase::HandOver || pub.phase == qe::Phase::GameOver;
    const std::vector<int> toAct = t.seatsToAct();
    for (int s = 0; s < 4; ++s) {
        // A review shows every hand: the concealed tiles of each seat, the
        // drawn tile apart; after the hand the hands as they were revealed.
        const qe::PrivateSeat& pr = t.priv(s);
        const qe::PublicSeat& ps = pub.seats[std::size_t(s)];
        if (ended && !pub.outcome.hands[std::size_t(s)].empty()) {
            qe::TileId apart = qe::kNoTile;
            for (const auto& w : pub.outcome.wins)
                if (w.seat == s) apart = w.tile;
            hands_[std::size_t(s)]->setItems(layout::revealedHand(set, pub.outcome.hands[std::size_t(s)], apart));
        } else {
            hands_[std::size_t(s)]->setItems(layout::ownHand(set, pr.hand, pr.drawn));
        }
        melds_[std::size_t(s)]->setItems(layout::melds(set, ps.melds, t.config().kongDisplay, handDealer_));
        rivers_[std::size_t(s)]->setItems(layout::river(ps.river, s == pub.lastDiscarder && !ended));
        flowers_[std::size_t(s)]->setItems(layout::flowers(set, ps.flowers));
        QVariantMap m;
        m["seat"] = s;
        m["name"] = qs(ps.name);
        m["score"] = qlonglong(ps.score);
        m["wind"] = (s - handDealer_ + 4) % 4;
        m["dealer"] = s == handDealer_;
        m["toAct"] = !ended && std::find(toAct.begin(), toAct.end(), s) != toAct.end();
        m["concealed"] = int(pr.hand.size());
        seats_ << m;
    }
    centre_["roundWind"] = handRound_;
    centre_["handNumber"] = pub.handNumber;
    centre_["tilesLeft"] = pub.wall.liveRemaining;
    QVariantList indicators;
    for (const auto& [idx, id] : pub.wall.revealed) indicators << layout::faceOf(set, id);
    centre_["indicators"] = indicators;
    if (ended) {
        const qe::HandOutcome& o = pub.outcome;
        if (o.kind == qe::HandOutcome::Kind::Win) {
            // A game one person played against bots speaks to them, as the
            // table did ("You win ..."); other seats keep their names.
            int people = 0;
            for (bool h : humans_) people += h ? 1 : 0;
            QStringList parts;
            for (const auto& w : o.wins) {
                const bool you = people == 1 && humans_[std::size_t(pub.playerAt[std::size_t(w.seat)])];
                const QString how = qs(t.ruleset().winName(w.tsumo)), tile = layout::faceOf(set, w.tile);
                parts << (you ? tr("You win (%1) with %2: %3").arg(how, tile)
                              : tr("%1 wins (%2) with %3: %4").arg(qs(pub.seats[std::size_t(w.seat)].name), how, tile))
                             .arg(w.score.total);
            }
            outcomeText_ = parts.join(QStringLiteral("; "));
        } else if (o.kind == qe::HandOutcome::Kind::Exhausted) {
            outcomeText_ = tr("The wall is exhausted: a draw");
        } else if (o.kind == qe::HandOutcome::Kind::Abort) {
            outcomeText_ = tr("Abortive draw: %1").arg(qs(o.abortReason));
        }
        if (pub.phase == qe::Phase::GameOver) outcomeText_ += (outcomeText_.isEmpty() ? QString() : QStringLiteral(" · ")) + tr("Game over");
    }
    emit changed();
}

}  // namespace quetai
