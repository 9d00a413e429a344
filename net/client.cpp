#include "client.h"

#include <QJsonDocument>
#include <QSslError>
#include <QWebSocket>
#include <nlohmann/json.hpp>

#include "protocol.h"
#include "viewjson.h"

namespace quetai::net {

using nlohmann::json;

Client::Client(QObject* parent) : QObject(parent) {
    retryTimer_.setSingleShot(true);
    connect(&retryTimer_, &QTimer::timeout, this, &Client::reconnectNow);
}

Client::~Client() {
    if (socket_) {
        socket_->disconnect(this);
        socket_->abort();
    }
}

void Client::setState(State s) {
    if (s == state_) return;
    state_ = s;
    emit stateChanged(s);
}

void Client::connectTo(const QUrl& url, const QString& name) {
    url_ = url;
    name_ = name;
    closing_ = false;
    retryMs_ = 500;
    setState(State::Connecting);
    reconnectNow();
}

void Client::reconnectNow() {
    if (socket_) {
        socket_->disconnect(this);
        socket_->abort();
        socket_.release()->deleteLater();
    }
    socket_ = std::make_unique<QWebSocket>();
    socket_->setMaxAllowedIncomingMessageSize(64 << 20);
    connect(socket_.get(), &QWebSocket::connected, this, &Client::onConnected);
    connect(socket_.get(), &QWebSocket::disconnected, this, &Client::onDisconnected);
    connect(socket_.get(), &QWebSocket::textMessageReceived, this, &Client::onText);
#ifndef QT_NO_SSL
    connect(socket_.get(), &QWebSocket::sslErrors, this, [this](const QList<QSslError>&) {
        if (ignoreSsl_) socket_->ignoreSslErrors();
    });
#endif
    socket_->open(url_);
}

void Client::close() {
    closing_ = true;
    retryTimer_.stop();
    if (socket_) socket_->close();
    setState(State::Disconnected);
}

void Client::abortConnection() {
    if (socket_) socket_->abort();
}

void Client::onConnected() {
    retryMs_ = 500;
    send(QJsonObject{{"type", "hello"}, {"protocol", kProtocol}, {"name", name_}});
}

void Client::onDisconnected() {
    if (closing_ || !autoReconnect_) {
        setState(State::Disconnected);
        return;
    }
    setState(State::Reconnecting);
    retryTimer_.start(retryMs_);
    retryMs_ = std::min(retryMs_ * 2, 5000);
}

void Client::retry() { reconnectNow(); }

void Client::send(const QJsonObject& o) {
    if (!socket_ || socket_->state() != QAbstractSocket::ConnectedState) return;
    socket_->sendTextMessage(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
}

void Client::sendRaw(const QString& text) {
    if (socket_ && socket_->state() == QAbstractSocket::ConnectedState) socket_->sendTextMessage(text);
}

void Client::listTables() { send({{"type", "list"}}); }

void Client::createTable(const TableSpec& spec) {
    send({{"type", "create"},
          {"ruleset", spec.ruleset},
          {"options", spec.options},
          {"on_quit", spec.botOnQuit ? "bot" : "end"},
          {"discard_seconds", spec.discardSeconds},
          {"claim_seconds", spec.claimSeconds},
          {"hand_limit", spec.handLimit}});
}

void Client::sit(int table, int seat) { send({{"type", "sit"}, {"table", table}, {"seat", seat}}); }
void Client::watch(int table) { send({{"type", "watch"}, {"table", table}}); }
void Client::resume(int table, const QString& token) {
    table_ = table;
    token_ = token;
    send({{"type", "resume"}, {"table", table}, {"token", token}});
}
void Client::fillWithBot(int seat, const QString& level) { send({{"type", "bot"}, {"seat", seat}, {"level", level}}); }
void Client::agree() { send({{"type", "agree"}}); }
void Client::leave() { send({{"type", "leave"}}); }
void Client::start() { send({{"type", "start"}}); }
void Client::continueGame() { send({{"type", "continue"}}); }
void Client::quitGame() { send({{"type", "quit"}}); }
void Client::chat(const QString& text) { send({{"type", "chat"}, {"text", text}}); }

void Client::act(const qe::Action& a) {
    const std::string s = json{{"type", "action"}, {"action", actionToJson(a)}}.dump();
    sendRaw(QString::fromStdString(s));
}

void Client::onText(const QString& text) {
    const QByteArray bytes = text.toUtf8();
    emit messageReceived(bytes);
    json j = json::parse(bytes.begin(), bytes.end(), nullptr, false);
    if (!j.is_object()) return;
    const std::string type = j.value("type", "");
    auto qobj = [&bytes]() { return QJsonDocument::fromJson(bytes).object(); };
    if (type == "welcome") {
        protocol_ = j.value("protocol", 0);
        setState(State::Connected);
        emit welcomed();
        // Back to the seat after a dropped connection.
        if (!token_.isEmpty() && table_ >= 0) send({{"type", "resume"}, {"table", table_}, {"token", token_}});
        else if (spectator_ && table_ >= 0) send({{"type", "watch"}, {"table", table_}});
        else if (lobbyOnWelcome_) listTables();
    } else if (type == "lobby") {
        tables_ = qobj().value(QStringLiteral("tables")).toArray();
        emit lobbyChanged();
    } else if (type == "joined") {
        table_ = j.value("table", -1);
        spectator_ = j.value("role", "") == "spectator";
        seat_ = spectator_ ? -1 : j.value("seat", -1);
        token_ = spectator_ ? QString() : QString::fromStdString(j.value("token", ""));
        emit joined(table_, seat_, spectator_, token_);
    } else if (type == "table") {
        tableInfo_ = qobj();
        emit tableChanged();
    } else if (type == "view") {
        try {
            const std::size_t from = j.value("log_from", std::size_t(0));
            qe::SeatView v = seatViewFromJson(j.at("view"), from, hasView_ ? &view_ : nullptr);
            view_ = std::move(v);
            hasView_ = true;
            applied_ = j.value("n", 0);
            ask_ = j.value("ask", -1);
            timer_ = j.contains("timer") ? qobj().value(QStringLiteral("timer")).toObject() : QJsonObject();
            emit viewChanged();
        } catch (const std::exception& e) {
            // A view this client cannot read: ask for the whole view again.
            emit errorReceived(QStringLiteral("bad_view"), QString::fromUtf8(e.what()), QStringLiteral("view"));
            hasView_ = false;
            if (!token_.isEmpty() && table_ >= 0) send({{"type", "resume"}, {"table", table_}, {"token", token_}});
        }
    } else if (type == "hand_end") {
        handEnd_ = qobj();
        emit handEnded(handEnd_);
    } else if (type == "game_over") {
        emit gameOver(qobj());
    } else if (type == "left") {
        table_ = -1;
        seat_ = -1;
        spectator_ = false;
        token_.clear();
        hasView_ = false;
        emit leftTable(QString::fromStdString(j.value("reason", "")));
    } else if (type == "chat") {
        emit chatReceived(j.value("seat", -1), QString::fromStdString(j.value("name", "")),
                          QString::fromStdString(j.value("text", "")));
    } else if (type == "error") {
        emit errorReceived(QString::fromStdString(j.value("code", "")), QString::fromStdString(j.value("message", "")),
                           QString::fromStdString(j.value("about", "")));
    }
}

}  // namespace quetai::net
