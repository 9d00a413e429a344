#include "onlinelobby.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QJsonObject>
#include <QNetworkInterface>
#include <QUrl>

#include "core/table.h"

#include "client.h"
#include "core/registry.h"
#include "enginetext.h"
#include "gamecontroller.h"
#include "server.h"

namespace quetai {

namespace {

QString rulesetName(const QString& id) {
    auto rs = qe::makeRuleset(id.toStdString());
    if (!rs) return id;
    const QString zh = QString::fromStdString(rs->nameZh());
    const QString en = quetai::engineName("ruleset", rs->nameEn());
    return en == zh ? zh : zh + QStringLiteral(" ") + en;
}

}  // namespace

OnlineLobby::OnlineLobby(QObject* parent) : QObject(parent), client_(new net::Client(this)) {
    connect(client_, &net::Client::stateChanged, this, &OnlineLobby::changed);
    connect(client_, &net::Client::welcomed, this, &OnlineLobby::changed);
    connect(client_, &net::Client::lobbyChanged, this, &OnlineLobby::changed);
    connect(client_, &net::Client::joined, this, &OnlineLobby::changed);
    connect(client_, &net::Client::tableChanged, this, &OnlineLobby::changed);
    connect(client_, &net::Client::viewChanged, this, &OnlineLobby::onView);
    connect(client_, &net::Client::leftTable, this, [this](const QString&) {
        // The table screen keeps showing the game's end; the lobby is back.
        playing_ = false;
        client_->listTables();
        emit changed();
        emit backInLobby();
    });
    connect(client_, &net::Client::errorReceived, this, [this](const QString& code, const QString& message, const QString&) {
        error_ = message.isEmpty() ? code : message;
        emit changed();
    });
}

OnlineLobby::~OnlineLobby() {
    // The game's remote table reads the client: detach it first.
    if (game_ && game_->online()) game_->quitGame();
}

void OnlineLobby::setGame(GameController* g) {
    if (g == game_) return;
    game_ = g;
    emit changed();
}

void OnlineLobby::onView() {
    if (playing_ || !client_->hasView() || !game_) return;
    if (game_->playRemote(client_)) {
        playing_ = true;
        emit changed();
        emit tableStarted();
    }
}

bool OnlineLobby::connectTo(const QString& address, const QString& name) {
    error_.clear();
    QString a = address.trimmed();
    const QString n = name.trimmed();
    if (n.isEmpty()) {
        error_ = tr("Please give a name the other players will see.");
        emit changed();
        return false;
    }
    if (!a.contains(QLatin1String("://"))) a = QStringLiteral("ws://") + a;
    const QUrl url(a, QUrl::StrictMode);
    if (!url.isValid() || url.host().isEmpty() || url.port() <= 0 ||
        (url.scheme() != QLatin1String("ws") && url.scheme() != QLatin1String("wss"))) {
        error_ = tr("'%1' is not a server address: write it as host:port, for example 192.168.1.20:7777.").arg(address.trimmed());
        emit changed();
        return false;
    }
    playing_ = false;
    address_ = address.trimmed();
    client_->connectTo(url, n);
    emit changed();
    return true;
}

void OnlineLobby::disconnectFrom() {
    if (game_ && game_->online()) game_->quitGame();
    playing_ = false;
    client_->close();
    emit changed();
}

void OnlineLobby::refresh() { client_->listTables(); }

void OnlineLobby::createTable(const QVariantMap& cfg) {
    error_.clear();
    net::TableSpec spec;
    spec.ruleset = cfg.value(QStringLiteral("ruleset")).toString();
    const QVariantMap o = cfg.value(QStringLiteral("options")).toMap();
    for (auto it = o.begin(); it != o.end(); ++it) spec.options.insert(it.key(), it.value().toLongLong());
    spec.botOnQuit = cfg.value(QStringLiteral("botOnQuit"), true).toBool();
    spec.discardSeconds = cfg.value(QStringLiteral("discardSeconds"), 30).toInt();
    spec.claimSeconds = cfg.value(QStringLiteral("claimSeconds"), 10).toInt();
    spec.handLimit = cfg.value(QStringLiteral("handLimit"), 0).toInt();
    playing_ = false;
    client_->createTable(spec);
    emit changed();
}

void OnlineLobby::sit(int table, int seat) {
    error_.clear();
    playing_ = false;
    client_->sit(table, seat);
}
void OnlineLobby::watch(int table) {
    error_.clear();
    playing_ = false;
    client_->watch(table);
}
void OnlineLobby::fillWithBot(int seat, const QString& level) { client_->fillWithBot(seat, level); }
void OnlineLobby::agree() { client_->agree(); }
void OnlineLobby::leave() {
    if (game_ && game_->online()) game_->quitGame();
    playing_ = false;
    client_->leave();
}
void OnlineLobby::start() { client_->start(); }

void OnlineLobby::dismissError() {
    if (error_.isEmpty()) return;
    error_.clear();
    emit changed();
}

bool OnlineLobby::host(const QString& name, int port, bool openToNetwork) {
    error_.clear();
    if (name.trimmed().isEmpty()) {
        error_ = tr("Please give a name the other players will see.");
        emit changed();
        return false;
    }
    stopHosting();
    net::ServerConfig cfg;
    server_ = std::make_unique<net::Server>(cfg);
    QString err;
    // Loopback unless the player said yes to the question (issue: the
    // server listens on loopback unless told otherwise).
    const QHostAddress at = openToNetwork ? QHostAddress(QHostAddress::Any) : QHostAddress(QHostAddress::LocalHost);
    if (!server_->listen(at, quint16(std::clamp(port, 0, 65535)), &err)) {
        server_.reset();
        error_ = tr("The server could not start: %1").arg(err);
        emit changed();
        return false;
    }
    hostOpen_ = openToNetwork;
    emit changed();
    return connectTo(QStringLiteral("127.0.0.1:%1").arg(server_->port()), name);
}

void OnlineLobby::stopHosting() {
    if (!server_) return;
    if (game_ && game_->online()) game_->quitGame();
    playing_ = false;
    client_->close();
    server_.reset();
    hostOpen_ = false;
    emit changed();
}

int OnlineLobby::hostPort() const { return server_ ? int(server_->port()) : 0; }

QStringList OnlineLobby::hostAddresses() const {
    QStringList out;
    if (!server_) return out;
    const QString port = QString::number(server_->port());
    if (hostOpen_) {
        for (const QHostAddress& a : QNetworkInterface::allAddresses()) {
            if (a.isLoopback() || a.protocol() != QAbstractSocket::IPv4Protocol) continue;
            out << a.toString() + QLatin1Char(':') + port;
        }
    }
    out << QStringLiteral("127.0.0.1:") + port;
    return out;
}

QString OnlineLobby::state() const {
    switch (client_->state()) {
        case net::Client::State::Disconnected: return QStringLiteral("disconnected");
        case net::Client::State::Connecting: return QStringLiteral("connecting");
        case net::Client::State::Connected: return QStringLiteral("connected");
        case net::Client::State::Reconnecting: return QStringLiteral("reconnecting");
    }
    return QStringLiteral("disconnected");
}

QString OnlineLobby::name() const { return client_->name(); }

QVariantList OnlineLobby::tables() const {
    QVariantList out;
    for (const auto& v : client_->tables()) {
        const QJsonObject t = v.toObject();
        QVariantMap m = t.toVariantMap();
        int taken = 0;
        QStringList names;
        const QJsonArray seats = t.value(QStringLiteral("seats")).toArray();
        for (int i = 0; i < seats.size(); ++i) {
            const QJsonObject so = seats[i].toObject();
            const QString kind = so.value(QStringLiteral("kind")).toString();
            if (kind == QLatin1String("empty")) continue;
            ++taken;
            // The server names its bots in English; here they are named in the player's language.
            names << (kind == QLatin1String("bot") ? tr("Bot %1").arg(i + 1) : so.value(QStringLiteral("name")).toString());
        }
        m["taken"] = taken;
        m["names"] = names;
        m["rulesetName"] = rulesetName(t.value(QStringLiteral("ruleset")).toString());
        out << m;
    }
    return out;
}

int OnlineLobby::tableId() const { return client_->table(); }
bool OnlineLobby::seated() const { return client_->table() >= 0 && client_->seat() >= 0; }
bool OnlineLobby::watching() const { return client_->table() >= 0 && client_->spectator(); }
int OnlineLobby::seat() const { return client_->seat(); }
bool OnlineLobby::owner() const {
    return seated() && client_->tableInfo().value(QStringLiteral("owner")).toInt(-1) == client_->seat();
}

QVariantMap OnlineLobby::table() const {
    const QJsonObject t = client_->tableInfo();
    if (client_->table() < 0 || t.isEmpty()) return {};
    QVariantMap m = t.toVariantMap();
    m["rulesetName"] = rulesetName(t.value(QStringLiteral("ruleset")).toString());
    const int ownerSeat = t.value(QStringLiteral("owner")).toInt(-1);
    QVariantList seats;
    bool full = true, allAgreed = true, meAgreed = false;
    const QJsonArray sa = t.value(QStringLiteral("seats")).toArray();
    for (int i = 0; i < sa.size(); ++i) {
        QVariantMap s = sa[i].toObject().toVariantMap();
        s["seat"] = i;
        s["you"] = i == client_->seat();
        s["owner"] = i == ownerSeat;
        const QString kind = s.value(QStringLiteral("kind")).toString();
        const bool agreed = s.value(QStringLiteral("agreed")).toBool();
        if (kind == QLatin1String("empty")) full = false;
        if (kind == QLatin1String("person") && i != ownerSeat && !agreed) allAgreed = false;
        if (i == client_->seat()) meAgreed = agreed || i == ownerSeat;
        if (i == ownerSeat) m["ownerName"] = s.value(QStringLiteral("name"));
        seats << s;
    }
    m["seats"] = seats;
    m["agreed"] = meAgreed;
    m["full"] = full;
    m["canStart"] = full && allAgreed;
    return m;
}

// ---------------------------------------------------------------- demo

net::Client* OnlineLobby::demoPerson(const QString& name) {
    auto* c = new net::Client(this);
    demoPeople_.push_back(c);
    c->connectTo(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(server_->port())), name);
    return c;
}

bool OnlineLobby::demo(const QString& moment, const QString& name) {
    static const QStringList moments{QStringLiteral("lobby"), QStringLiteral("agree"), QStringLiteral("table"),
                                     QStringLiteral("reconnecting")};
    if (!moments.contains(moment)) return false;
    demo_ = moment;
    demoStage_ = 0;
    demoDone_ = false;
    if (!host(name, 0, false)) return false;
    // Each step acts once what it waits for has arrived; polling keeps the
    // order simple and never blocks (answers come through the event loop).
    demoTimer_ = new QTimer(this);
    demoTimer_->setInterval(50);
    connect(demoTimer_, &QTimer::timeout, this, &OnlineLobby::demoStep);
    demoTimer_->start();
    return true;
}

void OnlineLobby::demoStep() {
    auto connected = [](net::Client* c) { return c->state() == net::Client::State::Connected; };
    auto finish = [this] {
        demoTimer_->stop();
        demoDone_ = true;
        emit changed();
        // The screen shows it on the next frames.
        QTimer::singleShot(300, this, &OnlineLobby::demoReady);
    };
    if (!connected(client_) && demoStage_ < 100) return;
    const bool lobbyDemo = demo_ == QLatin1String("lobby");
    if (lobbyDemo || demo_ == QLatin1String("agree")) {
        switch (demoStage_) {
            case 0: {
                // Lin owns a 上海 table with a 底分 of 5; Kenji waits at a riichi table;
                // Ana plays 玉雀 with three bots.
                net::Client* lin = demoPerson(QStringLiteral("Lin"));
                net::Client* kenji = demoPerson(QStringLiteral("Kenji"));
                net::Client* ana = demoPerson(QStringLiteral("Ana"));
                Q_UNUSED(lin);
                Q_UNUSED(kenji);
                Q_UNUSED(ana);
                demoStage_ = 1;
                return;
            }
            case 1: {
                for (net::Client* c : demoPeople_)
                    if (!connected(c)) return;
                net::TableSpec sh;
                sh.ruleset = QStringLiteral("shanghai");
                sh.options.insert(QStringLiteral("base"), 5);
                demoPeople_[0]->createTable(sh);
                demoStage_ = 2;
                return;
            }
            case 2: {
                if (demoPeople_[0]->table() < 0) return;
                demoPeople_[0]->fillWithBot(2, QStringLiteral("standard"));
                if (lobbyDemo) {
                    net::TableSpec ri;
                    ri.ruleset = QStringLiteral("riichi");
                    ri.discardSeconds = 15;
                    ri.claimSeconds = 5;
                    demoPeople_[1]->createTable(ri);
                    net::TableSpec yu;
                    yu.ruleset = QStringLiteral("yuque");
                    demoPeople_[2]->createTable(yu);
                }
                demoStage_ = 3;
                return;
            }
            case 3: {
                if (!lobbyDemo) {
                    if (client_->table() < 0) {
                        client_->sit(demoPeople_[0]->table(), 1);
                        demoStage_ = 4;
                    }
                    return;
                }
                if (demoPeople_[1]->table() < 0 || demoPeople_[2]->table() < 0) return;
                for (int s = 1; s < 4; ++s) demoPeople_[2]->fillWithBot(s, QStringLiteral("standard"));
                demoStage_ = 4;
                return;
            }
            case 4: {
                if (!lobbyDemo) {
                    if (client_->table() < 0 || client_->tableInfo().isEmpty()) return;
                    finish();
                    return;
                }
                demoPeople_[2]->start();
                client_->listTables();
                demoStage_ = 5;
                return;
            }
            case 5: {
                int playing = 0;
                for (const auto& t : client_->tables())
                    playing += t.toObject().value(QStringLiteral("state")).toString() != QLatin1String("waiting");
                if (client_->tables().size() < 3 || playing < 1) {
                    client_->listTables();
                    return;
                }
                finish();
                return;
            }
            default: return;
        }
    }
    // table, reconnecting: this player's own table with three bots and the clocks.
    switch (demoStage_) {
        case 0: {
            net::TableSpec yu;
            yu.ruleset = QStringLiteral("yuque");
            yu.discardSeconds = 30;
            yu.claimSeconds = 10;
            client_->createTable(yu);
            demoStage_ = 1;
            return;
        }
        case 1:
            if (client_->table() < 0) return;
            for (int s = 1; s < 4; ++s) client_->fillWithBot(s, QStringLiteral("standard"));
            demoStage_ = 2;
            return;
        case 2: {
            if (!table().value(QStringLiteral("canStart")).toBool()) return;
            client_->start();
            demoStage_ = 3;
            return;
        }
        case 3: {
            // Some discards in, and this seat to discard (its clock running).
            if (!game_ || !game_->online() || !client_->hasView()) return;
            const qe::SeatView& v = client_->view();
            std::size_t river = 0;
            for (const auto& s : v.pub.seats) river += s.river.size();
            if (v.pub.phase == qe::Phase::Claim && !v.legal.empty()) {
                for (const qe::Action& a : v.legal)
                    if (a.type == qe::ActionType::Pass) {
                        client_->act(a);
                        return;
                    }
            }
            const bool myTurn = v.pub.phase == qe::Phase::Turn && v.pub.turn == v.seat && !v.legal.empty();
            if (!myTurn) return;
            if (river < 12) {
                // This player discards the drawn tile (the safe default) to move on.
                for (const qe::Action& a : v.legal)
                    if (a.type == qe::ActionType::Discard && !a.declare && a.tile == v.own.drawn) {
                        client_->act(a);
                        return;
                    }
                for (const qe::Action& a : v.legal)
                    if (a.type == qe::ActionType::Discard && !a.declare) {
                        client_->act(a);
                        return;
                    }
                return;
            }
            if (demo_ == QLatin1String("table")) {
                finish();
                return;
            }
            // The server goes away: the client retries by itself.
            client_->setAutoReconnect(true);
            server_.reset();
            demoStage_ = 100;
            return;
        }
        case 100:
            if (client_->state() != net::Client::State::Reconnecting) return;
            finish();
            return;
        default: return;
    }
}

}  // namespace quetai
