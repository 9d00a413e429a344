#include "recordcontroller.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QStringList>

#include "core/registry.h"
#include "enginetext.h"
#include "gamestore.h"
#include "record.h"
#include "scoresteps.h"

namespace quetai {

namespace {


QVariantMap rulesetMap(const qe::ai::RulesetRecord& r) {
    QVariantMap m;
    m["ruleset"] = qs(r.ruleset);
    m["name"] = RecordController::rulesetName(qs(r.ruleset));
    m["unit"] = qs(r.unit);
    m["unitWord"] = unitWord(r.unit);
    m["games"] = r.games;
    m["hands"] = r.hands;
    m["placeAverage"] = r.placeAverage;
    m["places"] = QVariantList{r.placeCounts[0], r.placeCounts[1], r.placeCounts[2], r.placeCounts[3]};
    m["winRate"] = r.winRate;
    m["dealInRate"] = r.dealInRate;
    m["selfDrawShare"] = r.selfDrawShare;
    m["callRate"] = r.callRate;
    m["hasDeclaration"] = r.hasDeclaration;
    // The ruleset's own word for its declaration (立直 Riichi), as the table says it.
    QString word;
    if (r.hasDeclaration)
        if (auto rs = qe::makeRuleset(r.ruleset)) word = ownEnglish(r.ruleset, qs(rs->declarationName(1)));
    m["declarationWord"] = word.isEmpty() ? qs(r.declarationWord) : word;
    m["declarationRate"] = r.declarationRate;
    m["winValueAverage"] = r.winValueAverage;
    m["winPointsAverage"] = r.winPointsAverage;
    m["dealInValueAverage"] = r.dealInValueAverage;
    m["dealInPointsAverage"] = r.dealInPointsAverage;
    QVariantList fans;
    for (const auto& f : r.fans) {
        QVariantMap fm;
        fm["id"] = qs(f.id);
        fm["name"] = fanLabel(r.ruleset, qs(f.nameZh), qs(f.nameEn));
        fm["count"] = f.count;
        fans << fm;
    }
    m["fans"] = fans;
    QVariantList values;
    for (const auto& v : r.winValues) values << QVariantMap{{"value", qlonglong(v.value)}, {"count", v.count}};
    m["winValues"] = values;
    m["reviewedGames"] = r.reviewedGames;
    m["unreviewedGames"] = r.unreviewedGames;
    m["decisions"] = r.decisions;
    m["agreed"] = r.agreed;
    m["agreement"] = r.agreement;
    QVariantList series;
    long long lo = 0, hi = 0;
    bool first = true;
    for (const auto& g : r.series) {
        QVariantMap gm;
        gm["file"] = qs(g.file);
        gm["saved"] = qs(g.saved);
        gm["hands"] = g.hands;
        gm["place"] = g.place;
        gm["score"] = qlonglong(g.score);
        gm["delta"] = qlonglong(g.delta);
        gm["wins"] = g.wins;
        gm["dealIns"] = g.dealIns;
        gm["reviewed"] = g.reviewed;
        gm["winRateAvg"] = g.winRateAvg;
        gm["dealInRateAvg"] = g.dealInRateAvg;
        series << gm;
        lo = first ? g.delta : std::min(lo, g.delta);
        hi = first ? g.delta : std::max(hi, g.delta);
        first = false;
    }
    m["series"] = series;
    // The score chart's range, so QML need not walk the series for it.
    m["deltaMin"] = qlonglong(lo);
    m["deltaMax"] = qlonglong(hi);
    return m;
}

}  // namespace

RecordController::RecordController(QObject* parent) : QObject(parent), folder_(store::dataDir()) {}

RecordController::~RecordController() {
    cancel_ = true;
    joinLoader();
    if (reviewer_.joinable()) reviewer_.join();
}

void RecordController::joinLoader() {
    if (loader_.joinable()) loader_.join();
}

QString RecordController::rulesetName(const QString& id) {
    auto rs = qe::makeRuleset(id.toStdString());
    if (!rs) return id;
    const QString en = engineName("ruleset", rs->nameEn()), zh = qs(rs->nameZh());
    return en == zh ? en : zh + QLatin1Char(' ') + en;
}

void RecordController::setFolder(const QString& f) {
    if (f == folder_) return;
    stopReview();
    folder_ = f;
    rec_.reset();
    emit queryChanged();
    rebuild();
}

void RecordController::setRuleset(const QString& r) {
    if (r == ruleset_) return;
    ruleset_ = r;
    emit queryChanged();
    rebuild();  // every ruleset is in the record already
}

void RecordController::setPlayer(const QString& p) {
    if (p == player_) return;
    stopReview();
    player_ = p;
    emit queryChanged();
}

void RecordController::setLast(int n) {
    n = std::max(0, n);
    if (n == last_) return;
    last_ = n;
    emit queryChanged();
}

void RecordController::setAutoReview(bool on) {
    if (on == autoReview_) return;
    autoReview_ = on;
    emit queryChanged();
    if (on && rec_ && !rec_->unreviewed.empty()) startReview();
}

QString RecordController::shownPlayer() const { return rec_ ? qs(rec_->player) : QString(); }
int RecordController::unfinished() const { return rec_ ? rec_->unfinished : 0; }
int RecordController::unreviewed() const { return rec_ ? int(rec_->unreviewed.size()) : 0; }

void RecordController::refresh() {
    if (loading_) {  // one read at a time; the newest query is read next
        refreshAgain_ = true;
        return;
    }
    joinLoader();
    loading_ = true;
    error_.clear();
    emit changed();
    const int gen = ++generation_;
    qe::ai::RecordQuery q;
    q.player = player_.toStdString();
    q.last = last_;
    const std::string dir = QDir::cleanPath(folder_).toStdString();
    loader_ = std::thread([dir, q, gen, this] {
        auto r = std::make_shared<qe::ai::Record>(qe::ai::computeRecord(dir, q));
        // Back on the controller's thread; a controller gone meanwhile
        // (its destructor joins this thread first) drops the event.
        QMetaObject::invokeMethod(
            this, [this, r, gen] { received(r, gen); }, Qt::QueuedConnection);
    });
}

void RecordController::received(std::shared_ptr<const qe::ai::Record> r, int generation) {
    joinLoader();
    loading_ = false;
    if (generation == generation_) {
        rec_ = std::move(r);
        rebuild();
    }
    if (refreshAgain_) {
        refreshAgain_ = false;
        refresh();
        return;
    }
    if (autoReview_ && rec_ && !rec_->unreviewed.empty() && !reviewing_) startReview();
}

void RecordController::rebuild() {
    players_.clear();
    rulesets_.clear();
    skipped_.clear();
    record_.clear();
    if (rec_) {
        for (const auto& p : rec_->players)
            players_ << QVariantMap{{"name", qs(p.name)}, {"games", p.games}, {"human", p.human}};
        for (const auto& br : rec_->byRuleset)
            if (br.games > 0) rulesets_ << QVariantMap{{"id", qs(br.ruleset)}, {"name", rulesetName(qs(br.ruleset))}};
        for (const auto& s : rec_->skipped)
            skipped_ << QVariantMap{{"file", qs(s.file)}, {"problem", qs(s.problem)}, {"message", reasonText(qs(s.message))}};
        const qe::ai::RulesetRecord* shown = nullptr;
        for (const auto& br : rec_->byRuleset)
            if (br.games > 0 && (ruleset_.isEmpty() || qs(br.ruleset) == ruleset_)) {
                shown = &br;
                break;
            }
        if (shown) record_ = rulesetMap(*shown);
        if (!rec_->cacheError.empty())
            error_ = tr("The record's cache could not be written (%1); the figures are right but the next look is slower.")
                         .arg(qs(rec_->cacheError));
    }
    emit changed();
}

void RecordController::startReview() {
    if (reviewing_ || !rec_ || rec_->unreviewed.empty()) return;
    if (reviewer_.joinable()) reviewer_.join();
    cancel_ = false;
    reviewing_ = true;
    reviewDone_ = 0;
    reviewTotal_ = int(rec_->unreviewed.size());
    emit reviewChanged();
    const std::string dir = QDir::cleanPath(folder_).toStdString();
    const std::string player = rec_->player;
    const std::vector<std::string> files = rec_->unreviewed;
    reviewer_ = std::thread([this, dir, player, files] {
        qe::ai::reviewGames(
            dir, player, files,
            [this](int done, int total) {
                QMetaObject::invokeMethod(
                    this,
                    [this, done, total] {
                        reviewDone_ = done;
                        reviewTotal_ = total;
                        emit reviewChanged();
                        refresh();  // the agreement and the drills grow game by game
                    },
                    Qt::QueuedConnection);
            },
            &cancel_);
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (reviewer_.joinable()) reviewer_.join();
                reviewing_ = false;
                emit reviewChanged();
                refresh();
            },
            Qt::QueuedConnection);
    });
}

void RecordController::stopReview() { cancel_ = true; }

QString RecordController::exportBase() { return store::dataDir() + QStringLiteral("/exports"); }

QString RecordController::exportRecord() {
    exportPath_.clear();
    exportError_.clear();
    chartsSaved_ = chartsFailed_ = 0;
    if (!rec_) {
        exportError_ = tr("There is no record to export yet.");
        emit exportChanged();
        return {};
    }
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString dir = exportBase() + QStringLiteral("/record-") + stamp;
    for (int n = 2; QDir(dir).exists() && n < 100; ++n) dir = exportBase() + QStringLiteral("/record-%1-%2").arg(stamp).arg(n);
    QString why;
    // The engine's CSV, the same text as `quetai-cli stats --csv` (docs/record.md "CSV").
    if (!QDir().mkpath(dir) ||
        !store::writeAtomic(dir + QStringLiteral("/record.csv"), QByteArray::fromStdString(qe::ai::recordSummaryCsv(*rec_)), &why) ||
        !store::writeAtomic(dir + QStringLiteral("/games.csv"), QByteArray::fromStdString(qe::ai::recordGamesCsv(*rec_)), &why)) {
        exportError_ = tr("%1 cannot be written: %2.").arg(dir, why.isEmpty() ? tr("no such folder") : why);
        emit exportChanged();
        return {};
    }
    exportPath_ = dir;
    emit exportChanged();
    return dir;
}

void RecordController::chartSaved(const QString& file, bool ok) {
    if (ok) {
        ++chartsSaved_;
        return;
    }
    ++chartsFailed_;
    exportError_ = tr("The chart %1 could not be saved.").arg(file);
    emit exportChanged();
}

}  // namespace quetai
