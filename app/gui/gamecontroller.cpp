#include "gamecontroller.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEvent>
#include <QDir>
#include <map>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QStandardPaths>
#include <algorithm>
#include <cmath>

#include "core/gamefile.h"
#include "core/registry.h"
#include "enginetext.h"
#include "handhelp.h"
#include "rulesets/common/fan_examples.h"
#include "gamestore.h"
#include "layout.h"
#include "mjai/seat.h"
#include "review.h"
#include "scoresteps.h"

namespace quetai {

namespace {


const char* optionKindName(qe::OptionDesc::Kind k) {
    switch (k) {
        case qe::OptionDesc::Kind::Bool: return "bool";
        case qe::OptionDesc::Kind::Int: return "int";
        case qe::OptionDesc::Kind::Choice: return "choice";
    }
    return "bool";
}

}  // namespace

GameController::GameController(QObject* parent) : QObject(parent), ownHand_(new TileListModel(this)), seats_(new SeatModel(this)), actions_(new ActionModel(this)) {
    for (int r = 0; r < 4; ++r) {
        hands_[std::size_t(r)] = new TileListModel(this);
        melds_[std::size_t(r)] = new TileListModel(this);
        rivers_[std::size_t(r)] = new TileListModel(this);
        flowers_[std::size_t(r)] = new TileListModel(this);
        walls_[std::size_t(r)] = new TileListModel(this);
    }
    if (QCoreApplication* app = QCoreApplication::instance()) app->installEventFilter(this);
    tick_.setSingleShot(true);
    connect(&tick_, &QTimer::timeout, this, &GameController::onTick);
    claimTimer_.setInterval(1000);
    connect(&claimTimer_, &QTimer::timeout, this, [this] {
        if (!awaiting_ || !claimPhase()) {
            claimTimer_.stop();
            return;
        }
        claimLeft_ = std::max(0, claimLeft_ - 1);
        emit claimLeftChanged();
        if (claimLeft_ == 0) {
            claimTimer_.stop();
            pass();
        }
    });
}

GameController::~GameController() = default;

bool GameController::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance() && src_) {
        if (tableOver()) buildBreakdown();
        emit changed();
    }
    return QObject::eventFilter(watched, event);
}

// ---------------------------------------------------------------- catalogue

namespace {

// Names of the product's rulesets that are not built yet (the rules README's
// table), for the new-game and rules screens.
void plannedNames(const std::string& id, QVariantMap& m) {
    static const std::map<std::string, std::pair<const char*, const char*>> kNames = {
        {"yuque", {"玉雀", "Yuque"}},     {"shanghai", {"上海麻将", "Shanghai"}}, {"riichi", {"立直麻将", "Riichi"}},
        {"binshi", {"璸市麻雀", "Binshi"}}, {"lingque", {"灵雀", "Lingque"}}};
    const auto it = kNames.find(id);
    m["nameZh"] = it != kNames.end() ? QString::fromUtf8(it->second.first) : QString::fromStdString(id);
    m["nameEn"] = it != kNames.end() ? QString::fromUtf8(it->second.second) : QString::fromStdString(id);
}

}  // namespace

QVariantList GameController::rulesets() const {
    // The five rulesets of the product in their fixed order, the ones not
    // built yet marked unavailable (shown as coming, not selectable). The
    // engine's internal "test" ruleset is for tests and demos: it is listed
    // only when asked for by name (--ruleset test).
    std::vector<std::string> ids = qe::plannedRulesetIds();
    if (src_ && src_->ruleset().id() == "test") ids.push_back("test");
    QVariantList out;
    for (const auto& id : ids) {
        auto rs = qe::makeRuleset(id);
        QVariantMap m;
        m["id"] = qs(id);
        m["available"] = bool(rs);
        if (rs) {
            m["nameEn"] = quetai::engineName("ruleset", rs->nameEn());
            m["nameZh"] = qs(rs->nameZh());
            m["unit"] = qs(rs->unit());
        } else {
            plannedNames(id, m);
        }
        out << m;
    }
    return out;
}

QVariantList GameController::optionDescs(const QString& id) const {
    QVariantList out;
    auto rs = qe::makeRuleset(id.toStdString());
    if (!rs) return out;
    for (const auto& d : rs->optionDescs()) {
        QVariantMap m;
        m["id"] = qs(d.id);
        m["kind"] = QString::fromLatin1(optionKindName(d.kind));
        m["def"] = qlonglong(d.defaultValue);
        m["min"] = qlonglong(d.min);
        m["max"] = qlonglong(d.max);
        QStringList choices;
        for (const auto& c : d.choices) choices << qs(c);
        m["choices"] = choices;
        // Translated; a translation that is the own name (riichi's in ja,
        // Chinese names in zh) is shown once.
        const std::string ctx = "option_" + id.toStdString();
        const QString name = quetai::engineName(ctx, d.nameEn);
        m["nameEn"] = name;
        m["nameZh"] = name == qs(d.nameZh) && name != qs(d.nameEn) ? QString() : qs(d.nameZh);
        m["help"] = quetai::engineName(ctx, d.help);
        out << m;
    }
    return out;
}

QStringList GameController::botLevels() const {
    QStringList out;
    for (const auto& l : qe::ai::botLevels()) out << qs(l);
    return out;
}

QString GameController::defaultBotLevel() const {
    const QStringList levels = botLevels();
    if (levels.contains(QStringLiteral("standard"))) return QStringLiteral("standard");
    return levels.isEmpty() ? QString() : levels.front();
}

QVariantList GameController::fanList(const QString& id) const {
    QVariantList out;
    auto rs = qe::makeRuleset(id.toStdString());
    if (!rs) return out;
    for (const qe::FanListEntry& e : qe::fanList(*rs)) {
        QVariantMap m;
        m["id"] = qs(e.id);
        m["nameZh"] = qs(e.nameZh);
        m["nameEn"] = qs(e.nameEn);
        m["value"] = qlonglong(e.value);
        m["valueText"] = qs(e.valueText);
        if (e.example) {
            m["tiles"] = groupHand(e.exampleScore, *e.example).tiles;
            m["tsumo"] = e.example->tsumo;
            QStringList words;
            for (const auto& w : e.example->situation) words << qs(w);
            m["situation"] = words;
        }
        out << m;
    }
    return out;
}

QString GameController::rulesPage(const QString& id, const QString& language) const {
    if (!language.isEmpty() && language != QLatin1String("en")) {
        QFile f(QStringLiteral(":/rules/%1.%2.md").arg(id, language));
        if (f.open(QIODevice::ReadOnly)) return QString::fromUtf8(f.readAll());
    }
    QFile f(QStringLiteral(":/rules/%1.md").arg(id));
    if (!f.open(QIODevice::ReadOnly)) return QString();
    const QString english = QString::fromUtf8(f.readAll());
    if (language.isEmpty() || language == QLatin1String("en")) return english;
    return QStringLiteral("*") + tr("This page is not translated into your language yet; here it is in English.") +
           QStringLiteral("*\n\n") + english;
}

QVariantMap GameController::rulesInfo(const QString& id, const QString& language) const {
    QVariantMap m;
    auto rs = qe::makeRuleset(id.toStdString());
    if (!rs) {
        // A ruleset still to come: its page only (resources/rules/<id>.md).
        const QString page = rulesPage(id, language);
        if (page.isEmpty()) return m;
        m["id"] = id;
        plannedNames(id.toStdString(), m);
        m["text"] = page;
        m["available"] = false;
        return m;
    }
    m["id"] = id;
    m["available"] = true;
    m["nameEn"] = quetai::engineName("ruleset", rs->nameEn());
    m["nameZh"] = qs(rs->nameZh());
    m["unit"] = qs(rs->unit());
    const QString page = rulesPage(id, language);
    if (!page.isEmpty()) m["text"] = page;
    m["options"] = optionDescs(id);
    qe::Options o;
    o.resolve(rs->optionDescs());
    const qe::TableConfig c = rs->config(o);
    QVariantMap facts;
    facts["tiles"] = c.wall.set.size();
    facts["deadWall"] = c.wall.deadWall;
    facts["jumpDeal"] = c.wall.deal == qe::DealPattern::FourFourFourJump;
    facts["chi"] = c.chi;
    facts["flowers"] = c.wall.set.flowers;
    facts["red"] = int(c.wall.set.aka[0] + c.wall.set.aka[1] + c.wall.set.aka[2]);
    facts["robKong"] = c.robKong;
    facts["winners"] = int(c.winners);
    facts["startScore"] = qlonglong(c.startScore);
    facts["winTsumo"] = quetai::ownEnglish(id.toStdString(), qs(rs->winName(true)));
    facts["winRon"] = quetai::ownEnglish(id.toStdString(), qs(rs->winName(false)));
    m["facts"] = facts;
    return m;
}

// ---------------------------------------------------------------- lifecycle

bool GameController::newGame(const QVariantMap& cfg) {
    error_.clear();
    const std::string id = cfg.value(QStringLiteral("ruleset")).toString().toStdString();
    auto rs = qe::makeRuleset(id);
    if (!rs) {
        error_ = qs(qe::rulesetStatus(id));
        emit changed();
        return false;
    }
    qe::Options opts;
    const QVariantMap om = cfg.value(QStringLiteral("options")).toMap();
    for (auto it = om.begin(); it != om.end(); ++it) opts.set(it.key().toStdString(), it.value().toLongLong());
    std::uint64_t seed = 0;
    const QString seedStr = cfg.value(QStringLiteral("seed")).toString().trimmed();
    if (seedStr.isEmpty()) {
        seed = QRandomGenerator::global()->generate64() % 1000000000ULL;  // short enough to share
    } else {
        bool ok = false;
        seed = seedStr.toULongLong(&ok);
        if (!ok) {
            error_ = tr("The seed must be a whole number, not '%1'.").arg(seedStr);
            emit changed();
            return false;
        }
    }
    std::array<SeatSetup, 4> setup;
    const QVariantList seats = cfg.value(QStringLiteral("seats")).toList();
    std::array<std::string, 4> names;
    for (int s = 0; s < 4; ++s) {
        const QVariantMap sm = s < seats.size() ? seats[s].toMap() : QVariantMap{};
        setup[std::size_t(s)].human = sm.value(QStringLiteral("human"), s == 0).toBool();
        setup[std::size_t(s)].level = sm.value(QStringLiteral("level"), defaultBotLevel()).toString();
        // An outside program speaks mjai, a riichi protocol (docs/mjai.md); at
        // another table it would be replaced at its first decision.
        const QString& lv = setup[std::size_t(s)].level;
        if (!setup[std::size_t(s)].human && lv.startsWith(QLatin1String("mjai:"))) {
            QString why;
            if (lv.mid(5).trimmed().remove(QLatin1Char('\'')).remove(QLatin1Char('"')).isEmpty())
                why = tr("Seat %1: the mjai program's command is empty.").arg(s + 1);
            else if (id != "riichi")
                why = tr("Seat %1: an mjai program plays riichi only.").arg(s + 1);
            if (!why.isEmpty()) {
                error_ = why;
                emit changed();
                return false;
            }
        }
    }
    int humans = 0;
    for (const auto& st : setup) humans += st.human ? 1 : 0;
    int humanNo = 0, botNo = 0;
    for (int s = 0; s < 4; ++s) {
        const QVariantMap sm = s < seats.size() ? seats[s].toMap() : QVariantMap{};
        QString name = sm.value(QStringLiteral("name")).toString().trimmed();
        // Default names never mention a wind: the winds move with the dealer (and
        // the first-dealer dice), a fixed "East" would soon contradict the plate.
        if (name.isEmpty()) {
            if (setup[std::size_t(s)].human)
                name = humans == 1 ? tr("You") : tr("Player %1").arg(++humanNo);
            else
                name = tr("Bot %1").arg(++botNo);
        }
        setup[std::size_t(s)].name = name;
        names[std::size_t(s)] = name.toStdString();
    }
    std::unique_ptr<qe::Table> t;
    try {
        t = std::make_unique<qe::Table>(rs, opts, seed, names);
    } catch (const std::exception& e) {
        error_ = qs(e.what());
        emit changed();
        return false;
    }
    seedText_ = QString::number(seed);
    return start(std::move(t), setup, cfg.value(QStringLiteral("handLimit")).toInt(),
                 cfg.value(QStringLiteral("practice")).toBool());
}

bool GameController::start(std::unique_ptr<qe::Table> t, const std::array<SeatSetup, 4>& setup, int handLimit,
                           bool practice) {
    if (!t) return false;
    tick_.stop();
    claimTimer_.stop();
    src_.reset();
    setup_ = setup;
    handLimit_ = std::max(0, handLimit);
    practice_ = practice;
    makeAgents(t->seed());
    std::array<qe::Agent*, 4> agents{};
    for (int s = 0; s < 4; ++s) agents[std::size_t(s)] = bots_[std::size_t(s)].get();
    qe::SessionOptions so;
    so.handLimit = handLimit_;
    return begin(std::make_unique<qe::Session>(std::move(t), agents, so));
}

void GameController::makeAgents(std::uint64_t seed) {
    for (int s = 0; s < 4; ++s) {
        auto& st = setup_[std::size_t(s)];
        if (!st.human && !st.level.startsWith(QLatin1String("mjai:")) && !qe::ai::makeBot(st.level.toStdString(), 0))
            st.level = defaultBotLevel();
        const std::uint64_t bs = seed * 4 + std::uint64_t(s) + 1;
        bots_[std::size_t(s)] = st.human ? nullptr : qe::ai::makeBot(st.level.toStdString(), bs);
        autoBots_[std::size_t(s)] = qe::ai::makeBot(defaultBotLevel().toStdString(), bs ^ 0x5bd1e995ULL);
    }
}

bool GameController::begin(std::unique_ptr<qe::Session> session) {
    detachRemote();
    tableNotice_.clear();
    session->onApplied([this](const qe::Action&) { afterApplied(); });
    session->onHandEnd([this] { afterHandEnd(); });
    src_ = std::make_unique<LocalTable>(std::move(session));
    // The session's autosave point and its hand end drive the screens.
    seedText_ = QString::number(tbl()->seed());
    int humans = 0;
    viewer_ = -1;
    for (int s = 0; s < 4; ++s)
        if (setup_[std::size_t(s)].human) {
            ++humans;
            if (viewer_ < 0) viewer_ = s;
        }
    if (viewer_ < 0) viewer_ = 0;
    viewer_ = src_->pub().placeOf[std::size_t(viewer_)];  // setup is by player; a restored game may have moved them
    seatedPlayers_ = src_->pub().playerAt;
    // With several people at one screen, the first to play confirms first.
    viewerConfirmed_ = humans <= 1;
    resetPlayState();
    archived_ = false;
    captureHand();
    // A game resumed between hands shows that hand's breakdown again.
    if (tableOver()) buildBreakdown();
    refresh();
    emit breakdownChanged();
    save();
    schedule(0);
    return true;
}

// What a table shown before leaves behind: the hand-over, the decision on
// offer, the breakdown, review and standings, the events seen. A local and
// a remote table start from it alike.
void GameController::resetPlayState() {
    handoverSeat_ = -1;
    awaiting_ = false;
    declareMode_ = 0;
    breakdownHand_ = -1;
    reviewHand_ = -1;
    review_.clear();
    breakdown_.clear();
    standings_.clear();
    callout_.clear();
    seenLog_ = 0;
    error_.clear();
}

QString GameController::savePath() { return store::currentPath(); }

bool GameController::hasSave() const { return QFile::exists(savePath()); }

void GameController::save() {
    if (!saveEnabled_ || !tbl()) return;
    qe::GameFile gf;
    gf.game = tbl()->toJson();
    for (int p = 0; p < 4; ++p) {
        const SeatSetup& s = setup_[std::size_t(p)];
        gf.seats[std::size_t(p)] = {s.human, s.name.toStdString(), s.human ? std::string() : s.level.toStdString()};
    }
    gf.handLimit = handLimit_;
    gf.practice = practice_;
    gf.saved = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    const QByteArray bytes = QByteArray::fromStdString(qe::writeGameFile(gf));
    QString err;
    if (gameOver()) {
        if (archived_) return;
        // A finished game is kept for replays (docs/game-files.md "Where");
        // it is written there before the game in play is removed.
        const QString name = QStringLiteral("%1/%2-%3-%4.json")
                                 .arg(store::archiveDir(),
                                      QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")),
                                      rulesetId(), seedText_);
        if (store::writeAtomic(name, bytes, &err)) {
            archived_ = true;
            QFile::remove(savePath());
        }
        return;
    }
    if (!store::writeAtomic(savePath(), bytes, &err)) error_ = tr("The game could not be saved: %1").arg(err);
}

void GameController::setAside(const QString& path, const QString& problem) {
    QString err;
    const QString moved = store::moveAside(path, &err);
    if (moved.isEmpty())
        saveNotice_ = tr("The saved game %1 cannot be loaded: %2. It could not be moved aside (%3); it was left as it is.")
                          .arg(QDir::toNativeSeparators(path), problem, err);
    else
        saveNotice_ = tr("The saved game %1 cannot be loaded: %2. It was kept, unchanged, as %3.")
                          .arg(QDir::toNativeSeparators(path), problem, QDir::toNativeSeparators(moved));
    emit changed();
}

void GameController::dismissSaveNotice() {
    if (saveNotice_.isEmpty()) return;
    saveNotice_.clear();
    emit changed();
}

bool GameController::checkSave() {
    QFile f(savePath());
    if (!f.exists()) return false;
    if (!f.open(QIODevice::ReadOnly)) {
        saveNotice_ = tr("The saved game %1 cannot be read: %2.").arg(QDir::toNativeSeparators(savePath()), f.errorString());
        emit changed();
        return false;
    }
    const qe::GameFileRead r = qe::readGameFile(f.readAll().toStdString());
    f.close();
    if (r.problem == qe::GameFileProblem::None) return true;
    setAside(savePath(), quetai::reasonText(qs(r.message)));
    return false;
}

bool GameController::continueGame() {
    error_.clear();
    QFile f(savePath());
    if (!f.open(QIODevice::ReadOnly)) {
        error_ = tr("There is no saved game.");
        emit changed();
        return false;
    }
    qe::GameFileRead r = qe::readGameFile(f.readAll().toStdString());
    f.close();
    if (r.problem != qe::GameFileProblem::None) {
        setAside(savePath(), quetai::reasonText(qs(r.message)));
        error_ = saveNotice_;
        emit changed();
        return false;
    }
    std::array<SeatSetup, 4> setup;
    for (int s = 0; s < 4; ++s) {
        const qe::GameSeat& gs = r.file.seats[std::size_t(s)];
        setup[std::size_t(s)].human = gs.human;
        setup[std::size_t(s)].name = qs(gs.name);
        setup[std::size_t(s)].level = qs(gs.level);
    }
    tick_.stop();
    claimTimer_.stop();
    src_.reset();
    setup_ = setup;
    handLimit_ = std::max(0, r.file.handLimit);
    practice_ = r.file.practice;
    try {
        // The bots are made as the game made them but do not watch the
        // replay: that would cost every bot decision of the game again
        // (several seconds with strong bots late in a game) for a
        // continuation no player can tell apart.
        makeAgents(r.table->seed());
        std::array<qe::Agent*, 4> agents{};
        for (int s = 0; s < 4; ++s) agents[std::size_t(s)] = bots_[std::size_t(s)].get();
        qe::SessionOptions so;
        so.handLimit = handLimit_;
        return begin(qe::Session::resume(r.file.game, agents, so, false));
    } catch (const std::exception& e) {
        src_.reset();
        setAside(savePath(), qs(e.what()));
        error_ = saveNotice_;
        refresh();
        return false;
    }
}

int GameController::takeBackPoint() const {
    if (!tbl() || !practice_ || gameOver()) return -1;
    const std::vector<qe::Action>& log = tbl()->log();
    for (std::size_t i = log.size(); i-- > 0;) {
        const qe::Action& a = log[i];
        // Only within the hand in play: a new deal is not taken back.
        if (a.type == qe::ActionType::NextHand) return -1;
        if (a.seat < 0 || a.seat > 3 || !isHuman(a.seat)) continue;
        switch (a.type) {
            case qe::ActionType::Discard:
            case qe::ActionType::Chi:
            case qe::ActionType::Pon:
            case qe::ActionType::Kan:
            case qe::ActionType::Ankan:
            case qe::ActionType::Kakan: return int(i);
            default: break;
        }
    }
    return -1;
}

bool GameController::takeBack() {
    const int at = takeBackPoint();
    if (at < 0) return false;
    // From the log, not from a copy of an earlier state: the same game
    // replayed without its tail (docs/architecture.md "A game is data").
    const std::unique_ptr<qe::Table> game = qe::Table::fromJson(tbl()->toJson());
    tick_.stop();
    claimTimer_.stop();
    makeAgents(game->seed());
    std::array<qe::Agent*, 4> agents{};
    for (int s = 0; s < 4; ++s) agents[std::size_t(s)] = bots_[std::size_t(s)].get();
    qe::SessionOptions so;
    so.handLimit = handLimit_;
    std::unique_ptr<qe::Session> s;
    try {
        s = qe::Session::rewound(*game, std::size_t(at), agents, so);
    } catch (const std::exception& e) {
        error_ = qs(e.what());
        emit changed();
        return false;
    }
    src_.reset();
    return begin(std::move(s));
}

QByteArray GameController::stateDump() const {
    if (!src_) return QByteArrayLiteral("{\"game\":null}\n");
    const qe::PublicState& pub = src_->pub();
    QJsonObject p;
    p["phase"] = centre_.value(QStringLiteral("phase")).toString();
    p["handNumber"] = pub.handNumber;
    p["dealer"] = pub.dealer;
    p["turn"] = pub.turn;
    p["liveRemaining"] = pub.wall.liveRemaining;
    p["viewer"] = viewer_;
    p["actions"] = tbl() ? int(tbl()->log().size()) : remoteApplied();
    QJsonArray seats;
    for (int s = 0; s < 4; ++s) {
        const qe::PublicSeat& ps = pub.seats[std::size_t(s)];
        QJsonObject o;
        o["name"] = qs(ps.name);
        o["score"] = qint64(ps.score);
        o["concealed"] = ps.concealedCount;
        o["melds"] = int(ps.melds.size());
        QJsonArray river;
        for (const auto& r : ps.river) river.append(int(r.id));
        o["river"] = river;
        seats.append(o);
    }
    p["seats"] = seats;
    QJsonArray own;
    for (const auto& t : shown_.own.hand) own.append(int(t));
    p["ownHand"] = own;
    // A remote table's game file is the server's (docs/network.md): not here.
    QByteArray out = "{\"game\":" + (tbl() ? QByteArray::fromStdString(tbl()->toJson()) : QByteArrayLiteral("null")) + ",\"public\":";
    out += QJsonDocument(p).toJson(QJsonDocument::Compact);
    out += "}\n";
    return out;
}

void GameController::quitGame() {
    detachRemote();
    tick_.stop();
    claimTimer_.stop();
    src_.reset();
    awaiting_ = false;
    handoverSeat_ = -1;
    breakdown_.clear();
    standings_.clear();
    refresh();
    emit breakdownChanged();
}

// ---------------------------------------------------------------- driving

bool GameController::tableOver() const {
    return src_ && (src_->pub().phase == qe::Phase::HandOver || src_->pub().phase == qe::Phase::GameOver);
}
bool GameController::handEnded() const { return tableOver(); }
bool GameController::gameOver() const { return src_ && src_->gameOver(); }
bool GameController::claimPhase() const { return src_ && src_->pub().phase == qe::Phase::Claim; }
bool GameController::ownTurn() const {
    return src_ && awaiting_ && src_->pub().phase == qe::Phase::Turn && src_->pub().turn == viewer_;
}

int GameController::stepDelay() const {
    if (!src_) return 0;
    const double f = speed_ <= 0 ? 0 : 1.0 / speed_;
    switch (src_->pub().phase) {
        case qe::Phase::Draw: return int(260 * f);
        case qe::Phase::Claim: return int(200 * f);
        default: return int(700 * f);
    }
}

void GameController::schedule(int delayMs) {
    if (!sess() || paused_) return;
    if (speed_ <= 0) {
        runInstant();
        return;
    }
    tick_.start(std::max(0, delayMs));
}

void GameController::runInstant() {
    // Bots play on at once; the models are rebuilt once at the end.
    const bool outer = batch_;
    batch_ = true;
    int guard = 0;
    while (advanceOnce() && ++guard < 200000) {
    }
    batch_ = outer;
    refresh();
}

void GameController::onTick() {
    if (advanceOnce()) schedule(stepDelay());
}

void GameController::captureHand() {
    if (!src_ || tableOver()) return;
    handDealer_ = src_->pub().dealer;
    handRound_ = src_->pub().roundWind;
    handInRound_ = src_->pub().handInRound;
}

void GameController::afterApplied() {
    // Players may have moved between seats (a new round): the view follows its player.
    const qe::PublicState& pub = src_->pub();
    const int viewerPlayer = seatedPlayers_[std::size_t(viewer_ & 3)];
    const int handoverPlayer = handoverSeat_ >= 0 ? seatedPlayers_[std::size_t(handoverSeat_ & 3)] : -1;
    viewer_ = pub.placeOf[std::size_t(viewerPlayer)];
    if (handoverPlayer >= 0) handoverSeat_ = pub.placeOf[std::size_t(handoverPlayer)];
    seatedPlayers_ = pub.playerAt;
    captureHand();
    save();
    // At a hand's end the screens wait for its breakdown (afterHandEnd).
    if (!batch_ && !tableOver()) refresh();
}

void GameController::afterHandEnd() {
    buildBreakdown();
    emit handFinished();
    save();
    if (!batch_) refresh();
}

void GameController::submit(const qe::Action& a) {
    try {
        src_->submit(a);
    } catch (const std::exception& e) {
        // The engine refused: nothing changed. Say so rather than stall silently.
        error_ = qs(e.what());
        if (!batch_) refresh();
    }
}

bool GameController::advanceOnce() {
    qe::Session* session = sess();
    if (!session || tableOver()) return false;
    qe::SessionStop r;
    try {
        r = session->step();
    } catch (const std::exception& e) {
        error_ = qs(e.what());
        refresh();
        return false;
    }
    if (r == qe::SessionStop::Acted) return true;
    if (r != qe::SessionStop::Waiting) return false;
    const std::vector<int> toAct = session->waiting();
    if (toAct.empty()) return false;
    if (autoplay_) {
        // Demos and tests: the stand-in bot decides for the person.
        const int s = toAct.front();
        const qe::SeatView v = src_->view(s);
        qe::ai::Bot* stand = autoBots_[std::size_t(playerAt(s))].get();
        if (v.legal.empty() || !stand) return false;
        submit(stand->choose(v));
        return true;
    }
    const bool viewerActs = std::find(toAct.begin(), toAct.end(), viewer_) != toAct.end();
    const int h = viewerActs ? viewer_ : toAct.front();
    if (h != viewer_ || !viewerConfirmed_) {
        int humans = 0;
        for (const auto& st : setup_) humans += st.human ? 1 : 0;
        if (humans <= 1) {
            viewer_ = h;
            viewerConfirmed_ = true;
        } else {
            beginHandover(h);
            return false;
        }
    }
    awaiting_ = true;
    refresh();
    emit soundCue(QStringLiteral("turn"));
    startClaimTimer();
    return false;
}

void GameController::beginHandover(int seat) {
    // The hand-over screen hides every hand: the next view has no private
    // tiles until that player confirms.
    viewer_ = seat;
    handoverSeat_ = seat;
    awaiting_ = false;
    refresh();
}

void GameController::confirmHandover() {
    if (handoverSeat_ < 0) return;
    viewer_ = handoverSeat_;
    handoverSeat_ = -1;
    viewerConfirmed_ = true;
    refresh();
    schedule(0);
}

void GameController::startClaimTimer() {
    claimTimer_.stop();
    claimLeft_ = 0;
    if (claimSeconds_ > 0 && awaiting_ && claimPhase()) {
        claimLeft_ = claimSeconds_;
        claimTimer_.start();
    }
    emit claimLeftChanged();
}

bool GameController::act(int legalIndex) {
    if (!src_ || !awaiting_ || handoverSeat_ >= 0) return false;
    if (legalIndex < 0 || legalIndex >= int(shown_.legal.size())) return false;
    const qe::Action a = shown_.legal[std::size_t(legalIndex)];
    awaiting_ = false;
    declareMode_ = 0;
    claimTimer_.stop();
    claimLeft_ = 0;
    emit claimLeftChanged();
    submit(a);
    schedule(stepDelay());
    return true;
}

bool GameController::pass() {
    for (std::size_t i = 0; i < shown_.legal.size(); ++i)
        if (shown_.legal[i].type == qe::ActionType::Pass) return act(int(i));
    return false;
}

int findDiscard(const qe::SeatView& v, int tid, int declare) {
    if (tid < 0) return -1;
    const qe::TileSet& set = v.config.wall.set;
    const qe::TileId id = qe::TileId(tid);
    const bool isDrawn = id == v.own.drawn;
    auto matches = [&](const qe::Action& a) {
        return a.type == qe::ActionType::Discard && (declare ? a.declare == declare : a.declare == 0);
    };
    for (std::size_t i = 0; i < v.legal.size(); ++i)
        if (matches(v.legal[i]) && v.legal[i].tile == id) return int(i);
    // The table offers one discard per distinct tile: any copy stands for it.
    for (std::size_t i = 0; i < v.legal.size(); ++i)
        if (matches(v.legal[i]) && set.tile(v.legal[i].tile) == set.tile(id) && (v.legal[i].tile == v.own.drawn) == isDrawn)
            return int(i);
    return -1;
}

bool GameController::canDiscard(int tid) const {
    return src_ && awaiting_ && handoverSeat_ < 0 && findDiscard(shown_, tid, declareMode_) >= 0;
}

bool GameController::discardTile(int tid) {
    if (!canDiscard(tid)) return false;
    return act(findDiscard(shown_, tid, declareMode_));
}

void GameController::setDeclareMode(int code) {
    if (code == declareMode_) return;
    declareMode_ = code;
    refresh();
}

void GameController::nextHand() {
    if (!src_ || !tableOver()) return;
    if (gameOver()) {
        buildStandings();
        save();
        emit changed();
        emit gameFinished();
        return;
    }
    if (online()) {
        // The next hand is dealt when every seat has continued (docs/network.md
        // "Between hands"): the breakdown stays up until then.
        if (waitingOthers_ || spectator()) return;
        waitingOthers_ = true;
        submit(qe::Action{qe::ActionType::NextHand, -1});
        emit changed();
        return;
    }
    breakdown_.clear();
    emit breakdownChanged();
    submit(qe::Action{qe::ActionType::NextHand, -1});
    schedule(stepDelay());
}

void GameController::stopGame() {
    if (!src_) return;
    const int s = src_->offerSeat();
    if (s < 0 || !isHuman(s)) return;
    submit(qe::Action{qe::ActionType::EndGame, std::int8_t(s)});
    buildBreakdown();  // the final scores, and Final standings instead of Next hand
    save();
    refresh();
}

void GameController::setSpeed(double s) {
    s = std::clamp(s, 0.0, 64.0);
    if (s == speed_) return;
    const bool wasInstant = speed_ <= 0;
    speed_ = s;
    emit speedChanged();
    if (wasInstant != (speed_ <= 0) && src_ && !awaiting_ && handoverSeat_ < 0 && !tableOver()) schedule(0);
}

void GameController::setPaused(bool on) {
    if (on == paused_) return;
    paused_ = on;
    if (paused_) tick_.stop();
    emit changed();
    if (!paused_ && src_ && !awaiting_ && handoverSeat_ < 0 && !tableOver()) schedule(0);
}

void GameController::setClaimSeconds(int s) {
    s = std::clamp(s, 0, 120);
    if (s == claimSeconds_) return;
    claimSeconds_ = s;
    emit changed();
}

void GameController::setSaveEnabled(bool on) {
    if (on == saveEnabled_) return;
    saveEnabled_ = on;
    emit changed();
}

bool GameController::runUntil(const QString& moment) {
    if (!tbl()) return false;
    tick_.stop();
    const double keepSpeed = speed_;
    speed_ = 0;
    batch_ = true;
    int guard = 0;
    auto finish = [&] {
        autoplay_ = false;
        batch_ = false;
        speed_ = keepSpeed;
        refresh();
        return true;
    };
    if (moment == QLatin1String("start")) {
        while (tbl()->discardsThisHand() == 0 && advanceOnce() && ++guard < 1000) {
        }
        return finish();
    }
    autoplay_ = true;
    awaiting_ = false;
    for (int hands = 0; hands < 16; ++hands) {
        if (moment == QLatin1String("claim")) {
            // The viewer is offered a call (chi, pon, kong) on a discard.
            while (++guard < 200000) {
                if (src_->pub().phase == qe::Phase::Claim) {
                    bool call = false;
                    for (const auto& a : src_->view(viewer_).legal)
                        call = call || a.type == qe::ActionType::Pon || a.type == qe::ActionType::Chi ||
                               a.type == qe::ActionType::Kan;
                    if (call) {
                        autoplay_ = false;
                        while (advanceOnce() && ++guard < 200000) {
                        }
                        return finish();
                    }
                }
                if (!advanceOnce()) break;
            }
        } else if (moment == QLatin1String("mid")) {
            while (++guard < 200000) {
                const auto& p = src_->pub();
                if (tbl()->discardsThisHand() >= 26 && p.phase == qe::Phase::Turn && p.turn == viewer_) {
                    autoplay_ = false;
                    advanceOnce();  // the viewer's decision: buttons and selectable tiles
                    return finish();
                }
                if (!advanceOnce()) break;
            }
        } else {
            while (advanceOnce() && ++guard < 200000) {
            }
        }
        if (!tableOver()) break;
        const bool won = src_->pub().outcome.kind == qe::HandOutcome::Kind::Win;
        if (gameOver()) {
            if (moment == QLatin1String("gameover")) buildStandings();
            return finish();
        }
        if (moment == QLatin1String("breakdown") && (won || hands >= 12)) return finish();
        breakdown_.clear();
        submit(qe::Action{qe::ActionType::NextHand, -1});
    }
    return finish();
}

// ---------------------------------------------------------------- views

QString GameController::rulesetId() const { return src_ ? qs(src_->ruleset().id()) : QString(); }
QString GameController::rulesetNameEn() const {
    return src_ ? quetai::engineName("ruleset", src_->ruleset().nameEn()) : QString();
}
QString GameController::rulesetNameZh() const { return src_ ? qs(src_->ruleset().nameZh()) : QString(); }
QString GameController::unit() const { return src_ ? qs(src_->ruleset().unit()) : QString(); }
int GameController::wallStacks() const { return src_ ? src_->config().wall.set.size() / 8 : 17; }

QString GameController::seatName(int seat) const {
    if (!src_ || seat < 0 || seat > 3) return {};
    // A server's bots are named by the server in English: named here in the
    // table's language like the bots of a game played here.
    if (online() && !setup_[std::size_t(playerAt(seat))].human && setup_[std::size_t(playerAt(seat))].level != QLatin1String("away"))
        return tr("Bot %1").arg(playerAt(seat) + 1);
    return qs(src_->pub().seats[std::size_t(seat)].name);
}

bool GameController::isLoneHuman(int seat) const {
    // Online the table speaks to the seat this screen holds.
    if (online()) return seat >= 0 && seat == viewer_ && !spectator();
    if (seat < 0 || seat > 3 || !isHuman(seat)) return false;
    int humans = 0;
    for (int s = 0; s < 4; ++s) humans += isHuman(s) ? 1 : 0;
    return humans == 1;
}

QString GameController::seatMessage(int seat) const {
    if (!src_ || online() || seat < 0 || seat > 3) return {};
    const auto* m = dynamic_cast<const qe::mjai::Seat*>(bots_[std::size_t(playerAt(seat))].get());
    return m && m->replaced() ? qs(m->message()) : QString();
}

void GameController::refresh() {
    if (!src_) {
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
        actions_->setRows({});
        emit changed();
        return;
    }
    const qe::PublicState& pub = src_->pub();
    // The one place a view is chosen: the viewer's own, or none while the
    // hand-over screen waits for the next player, or while nobody has taken
    // the screen yet (several people, the bots playing first).
    if (handoverSeat_ >= 0 || !viewerConfirmed_)
        shown_ = qe::makeSeatView(pub, qe::PrivateSeat{}, viewer_, &src_->ruleset(), src_->options(),
                                  src_->config(), {});
    else
        shown_ = src_->view(viewer_);
    const qe::SeatView& v = shown_;
    const qe::TileSet& set = v.config.wall.set;
    const bool ended = v.pub.phase == qe::Phase::HandOver || v.pub.phase == qe::Phase::GameOver;
    const auto& outcome = v.pub.outcome;
    if (!ended) {
        handDealer_ = v.pub.dealer;
        handRound_ = v.pub.roundWind;
        handInRound_ = v.pub.handInRound;
    }
    auto windOf = [&](int s) { return (s - handDealer_ + 4) % 4; };

    for (int r = 0; r < 4; ++r) {
        const int s = (viewer_ + r) % 4;
        const qe::PublicSeat& ps = v.pub.seats[std::size_t(s)];
        QVector<TileItem> hand;
        if (ended && !outcome.hands[std::size_t(s)].empty()) {
            qe::TileId apart = qe::kNoTile;
            for (const auto& w : outcome.wins)
                if (w.seat == s) apart = w.tile;
            hand = layout::revealedHand(set, outcome.hands[std::size_t(s)], apart);
        } else if (r == 0 && handoverSeat_ < 0) {
            hand = layout::ownHand(set, v.own.hand, v.own.drawn);
            for (auto& t : hand) {
                t.ok = canDiscard(t.tid);
                // A discard the rules refuse now shows greyed with the reason.
                if (!t.ok && t.tid >= 0)
                    for (const qe::RefusedAction& ra : v.refused)
                        if (ra.action.type == qe::ActionType::Discard && ra.action.tile != qe::kNoTile &&
                            set.tile(ra.action.tile) == set.tile(qe::TileId(t.tid)))
                            t.reason = qs(ra.reason);
            }
        } else {
            hand = layout::hiddenHand(ps.concealedCount, ps.holdsDrawn);
        }
        if (r == 0)
            ownHand_->setItems(hand);
        else
            hands_[std::size_t(r)]->setItems(hand);
        melds_[std::size_t(r)]->setItems(layout::melds(set, ps.melds, v.config.kongDisplay, handDealer_));
        rivers_[std::size_t(r)]->setItems(layout::river(ps.river, s == v.pub.lastDiscarder && !ended));
        flowers_[std::size_t(r)]->setItems(layout::flowers(set, ps.flowers));
        walls_[std::size_t(r)]->setItems(layout::wallSide(v.pub.wall, set, s));
    }

    const std::vector<int> toAct = src_->seatsToAct();
    QVector<SeatRow> seatRows;
    for (int r = 0; r < 4; ++r) {
        const int s = (viewer_ + r) % 4;
        const qe::PublicSeat& ps = v.pub.seats[std::size_t(s)];
        SeatRow m;
        m.seat = s;
        m.rel = r;
        m.name = seatName(s);
        m.wind = windOf(s);
        m.score = qlonglong(ps.score);
        m.dealer = s == handDealer_;
        m.player = playerAt(s);
        m.human = setup_[std::size_t(playerAt(s))].human;
        m.level = setup_[std::size_t(playerAt(s))].level;
        m.toAct = !ended && std::find(toAct.begin(), toAct.end(), s) != toAct.end();
        for (const auto& [k, val] : ps.flags)
            if (val && !src_->ruleset().flagLabel(k).empty()) {
                m.flags << quetai::ownEnglish(src_->ruleset().id(), qs(src_->ruleset().flagLabel(k)));
                m.flagKeys << qs(k);
            }
        m.riichi = ps.flags.count("riichi") && ps.flags.at("riichi") != 0;
        seatRows << m;
    }
    seats_->setRows(seatRows);

    centre_.clear();
    centre_["roundWind"] = handRound_;
    centre_["handNumber"] = v.pub.handNumber;
    centre_["handInRound"] = handInRound_;
    centre_["dealerRel"] = relOf(handDealer_);
    centre_["tilesLeft"] = v.pub.wall.liveRemaining;
    centre_["honba"] = v.pub.honba;
    QVariantList counters;
    for (const auto& [k, val] : v.pub.counters) {
        const std::string label = src_->ruleset().counterLabel(k);
        if (label.empty()) continue;
        QVariantMap c;
        c["name"] = quetai::ownEnglish(src_->ruleset().id(), qs(label));
        c["value"] = qlonglong(val);
        counters << c;
    }
    centre_["counters"] = counters;
    QVariantList indicators;
    for (const auto& [idx, id] : v.pub.wall.revealed) indicators << layout::faceOf(v.config.wall.set, id);
    centre_["indicators"] = indicators;
    centre_["dice"] = QVariantList{v.pub.wall.dice[0], v.pub.wall.dice[1]};
    centre_["breakRel"] = relOf(v.pub.wall.breakSide);
    centre_["turnRel"] = relOf(v.pub.turn);
    // Who deals first and why (the game's first hand), or how the players
    // moved between seats (the first hand of a rotated round).
    QString notice;
    for (const qe::Event& e : v.pub.log) {
        if (e.type == qe::EventType::FirstDealer && e.seat >= 0) {
            if (isLoneHuman(e.seat))
                notice = e.text.empty() ? tr("You deal first") : tr("You deal first (dice %1)").arg(qs(e.text));
            else
                notice = e.text.empty() ? tr("%1 deals first").arg(seatName(e.seat))
                                        : tr("%1 deals first (dice %2)").arg(seatName(e.seat), qs(e.text));
        }
        else if (e.type == qe::EventType::Seating)
            notice = qs(e.text);
    }
    centre_["notice"] = notice;
    centre_["phase"] = QString::fromLatin1(v.pub.phase == qe::Phase::Claim ? "claim"
                                           : v.pub.phase == qe::Phase::Turn ? "turn"
                                           : v.pub.phase == qe::Phase::Draw ? "draw"
                                           : "over");

    // A call, a win or a declaration since the last look: the table shows it
    // next to the seat that made it.
    if (v.pub.log.size() < seenLog_) seenLog_ = 0;
    // Sound cues by rank: a later, more notable event wins.
    static const char* const kCues[] = {"discard", "flower", "call", "declare", "draw", "win"};
    int cue = -1;
    auto cueAt = [&](int rank) { cue = std::max(cue, rank); };
    for (std::size_t i = seenLog_; i < v.pub.log.size(); ++i) {
        const qe::Event& e = v.pub.log[i];
        QString kind, text;
        switch (e.type) {
            case qe::EventType::Chi: kind = QStringLiteral("chi"); cueAt(2); break;
            case qe::EventType::Pon: kind = QStringLiteral("pon"); cueAt(2); break;
            case qe::EventType::Kan:
            case qe::EventType::Kakan:
            case qe::EventType::Ankan: kind = QStringLiteral("kong"); cueAt(2); break;
            case qe::EventType::Flower: kind = QStringLiteral("flower"); cueAt(1); break;
            case qe::EventType::Win:
                kind = QStringLiteral("win");
                text = qs(src_->ruleset().winName(e.code == e.seat));
                cueAt(5);
                break;
            case qe::EventType::Discard:
                if (e.code) {
                    kind = QStringLiteral("declare");
                    text = quetai::ownEnglish(src_->ruleset().id(), qs(src_->ruleset().declarationName(e.code)));
                }
                cueAt(e.code ? 3 : 0);
                break;
            case qe::EventType::Exhausted:
            case qe::EventType::Abort: cueAt(4); break;
            case qe::EventType::FirstDealer:
                kind = QStringLiteral("firstDealer");
                text = e.text.empty() ? tr("Deals first") : tr("Deals first (dice %1)").arg(qs(e.text));
                break;
            case qe::EventType::Seating:
                kind = QStringLiteral("seating");
                text = tr("Seats rotate");
                break;
            default: break;
        }
        if (!kind.isEmpty() && (e.seat >= 0 || e.type == qe::EventType::Seating)) {
            callout_.clear();
            callout_["rel"] = e.seat >= 0 ? relOf(e.seat) : 0;
            callout_["kind"] = kind;
            callout_["text"] = text;
            callout_["serial"] = ++calloutSerial_;
            emit calloutChanged();
        }
    }
    seenLog_ = v.pub.log.size();
    if (cue >= 0) emit soundCue(QString::fromLatin1(kCues[cue]));

    buildActions();
    buildHandHelp();
    emit changed();
}

void GameController::buildActions() { actions_->setRows(collectActions()); }

QVector<ActionRow> GameController::collectActions() const {
    if (!src_ || !awaiting_ || handoverSeat_ >= 0) return {};
    const qe::SeatView& v = shown_;
    const qe::TileSet& set = v.config.wall.set;
    const qe::Ruleset& rs = src_->ruleset();
    if (declareMode_) {
        ActionRow cancel;
        cancel.key = QStringLiteral("cancel");
        return {cancel};
    }
    struct Group {
        QString key, label;
        QVariantList choices;
        QVariantList faces;
    };
    std::vector<Group> groups;
    auto group = [&](const QString& key, const QString& label) -> Group& {
        for (auto& g : groups)
            if (g.key == key) return g;
        groups.push_back({key, label, {}, {}});
        return groups.back();
    };
    for (std::size_t i = 0; i < v.legal.size(); ++i) {
        const qe::Action& a = v.legal[i];
        QVariantMap choice;
        choice["index"] = int(i);
        QVariantList faces;
        if (a.tile != qe::kNoTile) faces << layout::faceOf(set, a.tile);
        for (qe::TileId w : a.with)
            if (w != qe::kNoTile) faces << layout::faceOf(set, w);
        choice["faces"] = faces;
        switch (a.type) {
            case qe::ActionType::Tsumo:
            case qe::ActionType::Ron: {
                Group& g = group(QStringLiteral("win"), qs(rs.winName(a.type == qe::ActionType::Tsumo)));
                g.faces = QVariantList{layout::faceOf(set, a.tile)};
                g.choices << choice;
                break;
            }
            case qe::ActionType::Discard:
                if (a.declare) {
                    Group& g = group(QStringLiteral("declare:%1").arg(a.declare), quetai::ownEnglish(rs.id(), qs(rs.declarationName(a.declare))));
                    choice["declare"] = int(a.declare);
                    g.choices << choice;
                }
                break;
            case qe::ActionType::Ankan:
            case qe::ActionType::Kakan: {
                Group& g = group(QStringLiteral("kong:%1").arg(int(qe::kindOfId(a.tile))), QString());
                g.faces = QVariantList{layout::faceOf(set, a.tile)};
                g.choices << choice;
                break;
            }
            case qe::ActionType::Pon:
            case qe::ActionType::Kan:
            case qe::ActionType::Chi: {
                // The button shows the tile being claimed; its choices the tiles that go with it.
                const QString key = a.type == qe::ActionType::Pon   ? QStringLiteral("pon")
                                    : a.type == qe::ActionType::Kan ? QStringLiteral("kan")
                                                                    : QStringLiteral("chi");
                Group& g = group(key, QString());
                g.faces = QVariantList{layout::faceOf(set, a.tile)};
                // The learner's warning: a call after which no quickest way
                // to tenpai ends in a valid win (ai/handhelp.h checkCall).
                if (help_) {
                    const qe::ai::CallCheck cc = qe::ai::checkCall(v, a);
                    if (cc.checked && !cc.winnable) {
                        const qe::RuleFacts facts = rs.ruleFacts(v.options);
                        // A minimum counted in han is riichi's yaku rule (riichi.md "Yaku").
                        choice["warning"] =
                            facts.minimumUnit == "han"
                                ? tr("After this call no quickest way to win has a yaku: the hand could not win.")
                            : facts.minimum > 0
                                ? tr("After this call the hand cannot reach the minimum (%1 %2) in its quickest ways.")
                                      .arg(facts.minimum)
                                      .arg(unitName(qs(facts.minimumUnit)))
                                : tr("After this call no quickest way to win is a valid win.");
                    }
                }
                g.choices << choice;
                break;
            }
            case qe::ActionType::Abort: group(QStringLiteral("abort:%1").arg(a.code), quetai::ownEnglish(rs.id(), qs(rs.abortName(a.code)))).choices << choice; break;
            case qe::ActionType::Pass: group(QStringLiteral("pass"), QString()).choices << choice; break;
            default: break;
        }
    }
    auto rank = [](const QString& k) {
        static const char* order[] = {"win", "declare", "kong", "kan", "pon", "chi", "abort", "pass"};
        for (int i = 0; i < 8; ++i)
            if (k.startsWith(QLatin1String(order[i]))) return i;
        return 9;
    };
    std::stable_sort(groups.begin(), groups.end(), [&](const Group& x, const Group& y) { return rank(x.key) < rank(y.key); });
    QVector<ActionRow> rows;
    for (const auto& g : groups) {
        ActionRow row;
        row.key = g.key;
        row.label = g.label;
        row.choices = g.choices;
        for (const QVariant& f : g.faces) row.faces << f.toString();
        rows << row;
    }
    // What the rules refuse this seat now (Ruleset::refuseActions) shows
    // greyed, after the actions, with the reason as its tooltip.
    for (const qe::RefusedAction& r : v.refused) {
        const qe::Action& a = r.action;
        // A refused discard shows on its tile in the hand instead.
        if (a.type == qe::ActionType::Discard && !a.declare) continue;
        QString key = QString::fromLatin1(qe::actionTypeName(a.type));
        if (a.type == qe::ActionType::Tsumo || a.type == qe::ActionType::Ron) key = QStringLiteral("win");
        if (a.type == qe::ActionType::Ankan || a.type == qe::ActionType::Kakan) key = QStringLiteral("kong");
        ActionRow row;
        row.key = QStringLiteral("refused:") + key;
        row.label = key == QLatin1String("win") ? qs(rs.winName(a.type == qe::ActionType::Tsumo)) : QString();
        if (a.tile != qe::kNoTile) row.faces << layout::faceOf(set, a.tile);
        row.enabled = false;
        row.reason = qs(r.reason);
        rows << row;
    }
    return rows;
}

void GameController::buildBreakdown() {
    breakdown_.clear();
    if (!src_) return;
    const qe::PublicState& pub = src_->pub();
    const qe::HandOutcome& o = pub.outcome;
    const qe::Ruleset& rs = src_->ruleset();
    const qe::TileSet& set = src_->config().wall.set;
    breakdownHand_ = pub.handNumber;
    QString kind = QStringLiteral("none");
    if (o.kind == qe::HandOutcome::Kind::Win) kind = QStringLiteral("win");
    if (o.kind == qe::HandOutcome::Kind::Exhausted) kind = QStringLiteral("exhausted");
    if (o.kind == qe::HandOutcome::Kind::Abort) kind = QStringLiteral("abort");
    breakdown_["kind"] = kind;
    breakdown_["abortReason"] = quetai::ownEnglish(rs.id(), qs(o.abortReason));
    breakdown_["handNumber"] = pub.handNumber;
    breakdown_["roundWind"] = handRound_;
    breakdown_["handInRound"] = handInRound_;
    breakdown_["unit"] = qs(rs.unit());
    breakdown_["unitWord"] = unitWord(rs.unit());
    QVariantList wins;
    for (const auto& w : o.wins) {
        QVariantMap m;
        m["seat"] = w.seat;
        m["name"] = seatName(w.seat);
        // The title speaks to the lone human: "You win by ...", "... from you".
        m["you"] = isLoneHuman(w.seat);
        m["fromYou"] = isLoneHuman(w.from);
        m["tsumo"] = w.tsumo;
        m["winName"] = quetai::ownEnglish(rs.id(), qs(rs.winName(w.tsumo)));
        m["from"] = w.from;
        m["fromName"] = w.from >= 0 ? seatName(w.from) : QString();
        m["winTile"] = layout::faceOf(set, w.tile);
        m["total"] = qlonglong(w.score.total);
        QVariantList fields;
        for (const auto& [k, val] : w.score.fields) {
            QVariantMap f;
            f["name"] = qs(k);
            f["value"] = qlonglong(val);
            fields << f;
        }
        m["fields"] = fields;
        QVariantList items;
        for (const auto& it : w.score.items) {
            QVariantMap im;
            im["nameZh"] = qs(it.nameZh);
            im["nameEn"] = qs(it.nameEn);
            im["name"] = quetai::fanLabel(rs.id(), qs(it.nameZh), qs(it.nameEn));
            im["value"] = qlonglong(it.value);
            im["count"] = it.count;
            items << im;
        }
        m["items"] = items;
        const GroupedHand gh = groupHand(w.score, w.desc);
        m["tiles"] = gh.tiles;
        m["steps"] = stepsOf(w.score, gh.flat, rs.unit(), rs.id());
        QVariantList flowers;
        for (const auto& f : w.desc.flowers) flowers << layout::faceOf(f);
        m["flowers"] = flowers;
        wins << m;
    }
    breakdown_["wins"] = wins;

    QVariantList hands;
    for (int s = 0; s < 4; ++s) {
        bool winner = false;
        for (const auto& w : o.wins) winner = winner || w.seat == s;
        QVariantMap m;
        m["seat"] = s;
        m["name"] = seatName(s);
        m["winner"] = winner;
        m["tenpai"] = o.tenpai[std::size_t(s)];
        std::vector<qe::TileId> h = o.hands[std::size_t(s)];
        std::sort(h.begin(), h.end());
        const qe::ScoreResult& hv = o.settlement.handValues[std::size_t(s)];
        if (hv.ok && !hv.groups.empty()) {
            qe::HandDesc d;
            for (qe::TileId id : h) d.hand.push_back(set.tile(id));
            const GroupedHand gh = groupHand(hv, d);
            m["tiles"] = gh.tiles;
            m["steps"] = stepsOf(hv, gh.flat, rs.unit(), rs.id());
        } else {
            QVariantList tiles;
            for (qe::TileId id : h) {
                QVariantMap t;
                t["face"] = layout::faceOf(set, id);
                t["g"] = 0;
                t["win"] = false;
                tiles << t;
            }
            int g = 1;
            for (const auto& mr : pub.seats[std::size_t(s)].melds) {
                for (qe::TileId id : mr.ids) {
                    QVariantMap t;
                    t["face"] = layout::faceOf(set, id);
                    t["g"] = g;
                    t["win"] = false;
                    tiles << t;
                }
                ++g;
            }
            m["tiles"] = tiles;
            m["steps"] = QVariantList{};
        }
        m["valued"] = hv.ok;
        m["value"] = qlonglong(hv.total);
        hands << m;
    }
    breakdown_["hands"] = hands;

    // The notes name the seats; the lone person is spoken to (speakToYou).
    QString you;
    for (int s = 0; s < 4; ++s)
        if (isLoneHuman(s)) you = seatName(s);
    QVariantList payments;
    for (const auto& p : o.settlement.payments) {
        QVariantMap m;
        m["from"] = p.from;
        m["to"] = p.to;
        m["fromName"] = p.from >= 0 ? seatName(p.from) : QString();
        m["toName"] = p.to >= 0 ? seatName(p.to) : QString();
        m["amount"] = qlonglong(p.amount);
        m["reason"] = quetai::speakToYou(quetai::ownEnglish(rs.id(), qs(p.reason)), you);
        payments << m;
    }
    breakdown_["payments"] = payments;
    QVariantList sst;
    for (const auto& st : o.settlement.steps) {
        // The payments are listed above the steps: keep only the notes.
        if (o.settlement.stepsRestatePayments && st.delta != 0) continue;
        QVariantMap m;
        m["text"] = quetai::speakToYou(quetai::stepText(rs.id(), qs(st.text)), you);
        m["delta"] = qlonglong(st.delta);
        m["total"] = qlonglong(st.total);
        sst << m;
    }
    breakdown_["settlementSteps"] = sst;
    QVariantList scores;
    for (int s = 0; s < 4; ++s) {
        QVariantMap m;
        const long long after = pub.seats[std::size_t(s)].score;
        const long long d = o.settlement.delta[std::size_t(s)];
        m["seat"] = s;
        m["name"] = seatName(s);
        m["wind"] = (s - handDealer_ + 4) % 4;
        m["before"] = qlonglong(after - d);
        m["delta"] = qlonglong(d);
        m["after"] = qlonglong(after);
        scores << m;
    }
    breakdown_["scores"] = scores;
    breakdown_["gameOver"] = gameOver();
    // riichi.md "Play": the all-last dealer who leads may stop (a person is
    // asked here; a bot has answered through the session).
    const int stopper = src_->offerSeat();
    breakdown_["stopSeat"] = stopper;
    breakdown_["stopName"] = stopper >= 0 ? seatName(stopper) : QString();
    breakdown_["stopYou"] = isLoneHuman(stopper);
    // The review is for a person's play (a table of bots has none to review).
    breakdown_["viewerHuman"] = isHuman(viewer_) && !online();
    emit breakdownChanged();
}

void GameController::setHelp(bool on) {
    if (on == help_) return;
    help_ = on;
    refresh();
}

QString GameController::unitName(const QString& unit) const { return unitWord(unit.toStdString()); }

// What winning is worth, said the way the ruleset counts: riichi's han, fu
// and points; elsewhere the headline number in the ruleset's unit, and
// whether it reaches the minimum.
QVariantMap GameController::worthMap(const qe::ai::WinWorth& w) const {
    QVariantMap m;
    m["valid"] = w.valid;
    m["total"] = qlonglong(w.total);
    QString text;
    bool hanFu = false;
    for (const auto& f : w.fields) hanFu = hanFu || f.first == "han";
    if (!w.ok) {
        text = tr("not a hand the scorer accepts");
    } else if (hanFu) {
        if (!w.valid) text = tr("no yaku");
        else if (w.field("yakuman") > 0) text = tr("yakuman · %1").arg(w.field("points"));
        else text = tr("%1 han %2 fu · %3").arg(w.field("han")).arg(w.field("fu")).arg(w.field("points"));
    } else {
        text = QStringLiteral("%1 %2").arg(w.total).arg(unitName(unit()));
        if (!w.valid) text += tr(" · below the minimum");
    }
    m["text"] = text;
    return m;
}

void GameController::buildHandHelp() {
    handHelp_.clear();
    if (!help_ || !src_ || handoverSeat_ >= 0 || tableOver()) return;
    const qe::SeatView& v = shown_;
    if (v.own.hand.empty()) return;
    const qe::ai::HandHelp h = qe::ai::analyseHand(v);
    if (!h.ok) return;
    auto face = [](qe::Kind k) { return layout::faceOf(qe::Tile{k, false}); };
    auto kinds = [&](const std::vector<qe::ai::KindCount>& ks) {
        QVariantList out;
        for (const auto& k : ks) out << QVariantMap{{"face", face(k.kind)}, {"unseen", k.unseen}};
        return out;
    };
    auto waits = [&](const std::vector<qe::ai::WaitHelp>& ws) {
        QVariantList out;
        for (const auto& w : ws) {
            QVariantMap m;
            m["face"] = face(w.kind);
            m["unseen"] = w.unseen;
            m["ron"] = worthMap(w.ron);
            m["tsumo"] = worthMap(w.tsumo);
            m["declareOption"] = w.declareOption;
            if (w.declareOption) {
                m["ronDeclared"] = worthMap(w.ronDeclared);
                m["tsumoDeclared"] = worthMap(w.tsumoDeclared);
            }
            out << m;
        }
        return out;
    };
    QVariantMap m;
    m["choosing"] = h.choosing;
    m["shanten"] = h.shanten;
    QVariantList forms;
    for (const auto& f : h.forms) forms << QVariantMap{{"id", qs(f.id)}, {"shanten", f.shanten}};
    m["forms"] = forms;
    m["tiles"] = kinds(h.tiles);
    m["total"] = h.total;
    m["waits"] = waits(h.waits);
    m["furiten"] = h.furiten;
    m["declared"] = h.declared;
    m["declareName"] = h.declareWord.empty() ? QString() : quetai::ownEnglish(src_->ruleset().id(), qs(src_->ruleset().declarationName(1)));
    m["minimum"] = qlonglong(h.minimum);
    m["minimumUnit"] = unitName(qs(h.minimumUnit));
    QVariantList discards;
    for (const auto& d : h.discards) {
        QVariantMap dm;
        dm["face"] = layout::faceOf(d.tile);
        dm["allowed"] = d.allowed;
        dm["reason"] = qs(d.reason);
        dm["declare"] = d.declare;
        dm["shanten"] = d.shanten;
        dm["tiles"] = kinds(d.tiles);
        dm["total"] = d.total;
        dm["waits"] = waits(d.waits);
        dm["furiten"] = d.furiten;
        discards << dm;
    }
    m["discards"] = discards;
    m["ok"] = true;
    handHelp_ = m;
}

QVariantMap GameController::review() {
    if (!src_ || !tableOver()) return {{"ok", false}, {"error", tr("The review is ready when the hand is over.")}};
    // The review replays the game's log: a table played on a server keeps it there.
    if (!tbl()) return {{"ok", false}, {"error", tr("There is no review of a game played online.")}};
    const int player = playerAt(viewer_);
    const int hand = src_->pub().handNumber;
    if (reviewHand_ == hand && review_.value("player").toInt() == player) return review_;
    const qe::ai::Review r = qe::ai::reviewHand(*tbl(), player, hand);
    const qe::TileSet& set = src_->config().wall.set;
    auto choiceMap = [&](const qe::ai::ReviewChoice& c) {
        QVariantMap m;
        const qe::Action& a = c.action;
        QString type = QString::fromLatin1(qe::actionTypeName(a.type));
        if (a.type == qe::ActionType::Discard && a.declare) type = QStringLiteral("declare");
        if (a.type == qe::ActionType::Ankan || a.type == qe::ActionType::Kakan) type = QStringLiteral("kong");
        m["type"] = type;
        m["label"] = a.type == qe::ActionType::Tsumo || a.type == qe::ActionType::Ron
                         ? qs(src_->ruleset().winName(a.type == qe::ActionType::Tsumo))
                     : a.declare ? quetai::ownEnglish(src_->ruleset().id(), qs(src_->ruleset().declarationName(a.declare)))
                     : a.type == qe::ActionType::Abort ? quetai::ownEnglish(src_->ruleset().id(), qs(src_->ruleset().abortName(a.code)))
                                                       : QString();
        QVariantList faces;
        if (a.tile != qe::kNoTile) faces << layout::faceOf(set, a.tile);
        for (const auto& t : c.with) faces << layout::faceOf(t);
        m["faces"] = faces;
        m["figures"] = c.figures;
        m["shanten"] = c.shanten;
        m["acceptance"] = c.acceptance;
        m["dealIn"] = c.dealIn < 0 ? -1 : int(std::lround(c.dealIn * 1000));  // tenths of a percent
        return m;
    };
    QVariantMap out;
    out["ok"] = r.ok;
    out["error"] = qs(r.error);
    out["player"] = player;
    out["decisions"] = r.decisions;
    out["handNumber"] = hand;
    QVariantList turns;
    for (const auto& t : r.turns) {
        QVariantMap m;
        m["decision"] = t.decision;
        m["discards"] = t.discards;
        m["claim"] = t.claim;
        m["played"] = choiceMap(t.played);
        m["strong"] = choiceMap(t.strong);
        turns << m;
    }
    out["turns"] = turns;
    review_ = out;
    reviewHand_ = hand;
    return out;
}

void GameController::buildStandings() {
    standings_.clear();
    if (!src_) return;
    const qe::PublicState& pub = src_->pub();
    std::vector<int> order{0, 1, 2, 3};
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return pub.seats[std::size_t(a)].score > pub.seats[std::size_t(b)].score;
    });
    QVariantList rows;
    for (std::size_t i = 0; i < order.size(); ++i) {
        const int s = order[i];
        QVariantMap m;
        m["seat"] = s;
        m["rank"] = int(i) + 1;
        m["name"] = seatName(s);
        m["score"] = qlonglong(pub.seats[std::size_t(s)].score);
        m["human"] = isHuman(s);
        rows << m;
    }
    standings_["rows"] = rows;
    QVariantList series;  // per player: score before the first hand, then after each hand
    for (int pl = 0; pl < 4; ++pl) {
        const int s = pub.placeOf[std::size_t(pl)];
        QVariantList pts;
        pts << qlonglong(src_->config().startScore);
        for (const auto& h : pub.history) pts << qlonglong(h[std::size_t(pl)]);
        QVariantMap m;
        m["seat"] = s;
        m["name"] = seatName(s);
        m["points"] = pts;
        series << m;
    }
    standings_["series"] = series;
    standings_["hands"] = int(pub.history.size());
    standings_["shown"] = true;
}

}  // namespace quetai
