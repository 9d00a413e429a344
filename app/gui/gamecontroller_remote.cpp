// GameController at a quetai-server table (docs/network.md): the same
// models and screens as a game played here, built from the views the server
// sends for this seat (RemoteTable). The network is never waited for: every
// call sends and returns, and each arriving view refreshes the screen.
#include <QDateTime>
#include <QJsonArray>
#include <algorithm>

#include "client.h"
#include "gamecontroller.h"
#include "remotetable.h"

namespace quetai {

RemoteTable* GameController::remoteTable() const {
    return online() ? static_cast<RemoteTable*>(src_.get()) : nullptr;
}

int GameController::remoteApplied() const {
    const RemoteTable* r = remoteTable();
    return r ? r->client()->actionsApplied() : 0;
}

bool GameController::spectator() const {
    const RemoteTable* r = remoteTable();
    return r && r->client()->spectator();
}

bool GameController::playRemote(net::Client* c) {
    if (!c || !c->hasView()) return false;
    tick_.stop();
    claimTimer_.stop();
    detachRemote();
    src_ = std::make_unique<RemoteTable>(c);
    for (auto& b : bots_) b.reset();
    remoteCtx_ = new QObject(this);
    connect(c, &net::Client::viewChanged, remoteCtx_, [this] { onRemoteView(); });
    connect(c, &net::Client::tableChanged, remoteCtx_, [this] { onRemoteTable(); });
    connect(c, &net::Client::stateChanged, remoteCtx_, [this] { emit changed(); });
    connect(c, &net::Client::handEnded, remoteCtx_, [this](const QJsonObject& i) { onRemoteHandEnd(i); });
    connect(c, &net::Client::gameOver, remoteCtx_, [this](const QJsonObject& i) { onRemoteGameOver(i); });
    connect(c, &net::Client::leftTable, remoteCtx_, [this](const QString& r) { onRemoteLeft(r); });
    connect(c, &net::Client::chatReceived, remoteCtx_, [this](int seat, const QString& name, const QString& text) {
        chatLines_ << QVariantMap{{"seat", seat}, {"name", name}, {"text", text}};
        while (chatLines_.size() > 50) chatLines_.removeFirst();
        emit chatChanged();
    });
    // A refused action (the server names why) changes nothing there: the
    // decision is offered again here, with the reason shown.
    connect(c, &net::Client::errorReceived, remoteCtx_, [this](const QString&, const QString& message, const QString& about) {
        if (about != QLatin1String("action") && about != QLatin1String("continue")) return;
        error_ = message;
        waitingOthers_ = false;
        awaiting_ = false;
        onRemoteView();
    });
    timerTick_.setInterval(250);
    connect(&timerTick_, &QTimer::timeout, remoteCtx_, [this] { tickTurnTimer(); });
    practice_ = false;
    handLimit_ = c->tableInfo().value(QStringLiteral("hand_limit")).toInt();
    seedText_.clear();
    viewer_ = std::max(0, c->view().seat);
    seatedPlayers_ = src_->pub().playerAt;
    viewerConfirmed_ = true;
    resetPlayState();
    tableNotice_.clear();
    chatLines_.clear();
    waitingOthers_ = false;
    onRemoteTable();
    onRemoteView();
    emit breakdownChanged();
    emit chatChanged();
    return true;
}

void GameController::detachRemote() {
    delete remoteCtx_;
    remoteCtx_ = nullptr;
    timerTick_.stop();
    turnTimer_.clear();
    timerSeats_.clear();
    emit turnTimerChanged();
}

void GameController::onRemoteTable() {
    const RemoteTable* r = remoteTable();
    if (!r) return;
    // The seats by player (the server's order): a person, a bot, or a person
    // whose connection dropped (away, then a bot playing for them).
    const QJsonArray seats = r->client()->tableInfo().value(QStringLiteral("seats")).toArray();
    for (int p = 0; p < 4 && p < seats.size(); ++p) {
        const QJsonObject s = seats[p].toObject();
        SeatSetup& st = setup_[std::size_t(p)];
        st.name = s.value(QStringLiteral("name")).toString();
        st.human = s.value(QStringLiteral("kind")).toString() == QLatin1String("person");
        const QString conn = s.value(QStringLiteral("connection")).toString();
        st.level = st.human ? (conn == QLatin1String("away") ? QStringLiteral("away")
                               : conn == QLatin1String("bot") ? QStringLiteral("takeover")
                                                              : QString())
                            : s.value(QStringLiteral("level")).toString();
    }
    if (r->client()->hasView()) refresh();
    else emit changed();
}

void GameController::onRemoteView() {
    RemoteTable* r = remoteTable();
    if (!r || !r->client()->hasView()) return;
    r->sync();
    const qe::SeatView& v = r->seatView();
    if (r->client()->actionsApplied() != lastApplied_) error_.clear();
    lastApplied_ = r->client()->actionsApplied();
    if (v.seat >= 0) viewer_ = v.seat;
    seatedPlayers_ = v.pub.playerAt;
    const bool over = v.pub.phase == qe::Phase::HandOver || v.pub.phase == qe::Phase::GameOver;
    const bool wasAwaiting = awaiting_;
    // Between hands only the offer to end the game is a decision; continuing is the breakdown's button.
    awaiting_ = !over && !v.legal.empty();
    if (!over) {
        waitingOthers_ = false;
        if (!breakdown_.isEmpty()) {
            breakdown_.clear();
            standings_.clear();
            emit breakdownChanged();
        }
    }
    refresh();
    if (over && breakdownHand_ != v.pub.handNumber) {
        buildBreakdown();
        emit handFinished();
    }
    if (awaiting_ && !wasAwaiting) emit soundCue(QStringLiteral("turn"));

    // The server's clock, counted down here from what was left when it was sent.
    const QJsonObject t = r->client()->timer();
    timerSeats_.clear();
    for (const auto& s : t.value(QStringLiteral("seats")).toArray()) timerSeats_.push_back(s.toInt());
    timerSeconds_ = t.value(QStringLiteral("seconds")).toInt();
    timerKind_ = t.value(QStringLiteral("kind")).toString();
    timerDeadline_ = QDateTime::currentMSecsSinceEpoch() + t.value(QStringLiteral("left_ms")).toInteger();
    if (timerSeats_.empty() || timerSeconds_ <= 0) timerTick_.stop();
    else timerTick_.start();
    tickTurnTimer();
}

void GameController::tickTurnTimer() {
    turnTimer_.clear();
    const qint64 leftMs = timerDeadline_ - QDateTime::currentMSecsSinceEpoch();
    if (!timerSeats_.empty() && timerSeconds_ > 0 && online()) {
        QVariantList rels;
        for (int s : timerSeats_) rels << relOf(s);
        turnTimer_["rels"] = rels;
        turnTimer_["left"] = int(std::max<qint64>(0, (leftMs + 999) / 1000));
        turnTimer_["seconds"] = timerSeconds_;
        turnTimer_["kind"] = timerKind_;
    }
    if (leftMs <= 0) timerTick_.stop();
    emit turnTimerChanged();
}

void GameController::onRemoteHandEnd(const QJsonObject& info) {
    const RemoteTable* r = remoteTable();
    if (!r) return;
    // 上海 (docs/rulesets/shanghai.md "Table and flow"): a player short of
    // 50 × 底分 cannot play another hand and leaves the table.
    const QJsonArray below = info.value(QStringLiteral("below_minimum")).toArray();
    QStringList names;
    bool me = false;
    for (const auto& s : below) {
        const int seat = s.toInt();
        if (seat == r->client()->seat()) me = true;
        else names << seatName(seat);
    }
    if (me)
        tableNotice_ = tr("You have less than 50 × the base stake (底分) and cannot play another hand: you leave the table.");
    else if (!names.isEmpty())
        tableNotice_ = tr("%1 has less than 50 × the base stake (底分) and leaves the table.").arg(names.join(QStringLiteral(", ")));
    emit changed();
}

void GameController::onRemoteGameOver(const QJsonObject& info) {
    RemoteTable* r = remoteTable();
    if (!r) return;
    r->setOver();
    const QString reason = info.value(QStringLiteral("reason")).toString();
    if (reason == QLatin1String("quit")) tableNotice_ = tr("A player quit: the game is over.");
    else if (reason == QLatin1String("below_minimum") && tableNotice_.isEmpty())
        tableNotice_ = tr("A player is below 50 × the base stake (底分): the game is over.");
    waitingOthers_ = false;
    if (tableOver()) buildBreakdown();
    refresh();
}

void GameController::onRemoteLeft(const QString& reason) {
    RemoteTable* r = remoteTable();
    if (!r) return;
    r->setOver();
    waitingOthers_ = false;
    if (reason == QLatin1String("table_closed")) tableNotice_ = tr("The table was closed.");
    else if (reason == QLatin1String("below_minimum") && tableNotice_.isEmpty())
        tableNotice_ = tr("You have less than 50 × the base stake (底分) and cannot play another hand: you leave the table.");
    awaiting_ = false;
    if (tableOver()) buildBreakdown();
    refresh();
}

QVariantMap GameController::connection() const {
    const RemoteTable* r = remoteTable();
    if (!r) return {};
    QVariantMap m;
    switch (r->client()->state()) {
        case net::Client::State::Connected: m["state"] = QStringLiteral("connected"); break;
        case net::Client::State::Reconnecting:
        case net::Client::State::Connecting: m["state"] = QStringLiteral("reconnecting"); break;
        case net::Client::State::Disconnected: m["state"] = QStringLiteral("disconnected"); break;
    }
    QStringList bots, away;
    for (const SeatSetup& s : setup_) {
        if (s.level == QLatin1String("takeover")) bots << s.name;
        if (s.level == QLatin1String("away")) away << s.name;
    }
    m["bots"] = bots;
    m["away"] = away;
    return m;
}

void GameController::sendChat(const QString& text) {
    RemoteTable* r = remoteTable();
    const QString t = text.trimmed();
    if (!r || t.isEmpty()) return;
    r->client()->chat(t.left(200));
}

void GameController::quitOnline() {
    RemoteTable* r = remoteTable();
    if (!r) return;
    r->client()->quitGame();
}

}  // namespace quetai
