#include "server.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QWebSocket>
#include <QWebSocketServer>
#include <algorithm>
#include <array>
#include <deque>
#include <nlohmann/json.hpp>
#include <set>

#include "bot.h"
#include "core/gamefile.h"
#include "core/session.h"
#include "core/table.h"
#include "protocol.h"
#include "viewjson.h"

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace quetai::net {

using nlohmann::json;

namespace {

qint64 nowMs() {
    static QElapsedTimer clock = [] {
        QElapsedTimer t;
        t.start();
        return t;
    }();
    return clock.elapsed();
}

std::string dumpJ(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

// 128 bits from the system's generator, as 32 hex digits.
std::string newToken() {
    std::array<quint32, 4> w{};
    QRandomGenerator::system()->fillRange(w.data(), int(w.size()));
    static const char* hex = "0123456789abcdef";
    std::string s;
    for (quint32 x : w)
        for (int i = 7; i >= 0; --i) s.push_back(hex[(x >> (4 * i)) & 15]);
    return s;
}

// Compares without stopping at the first difference, so the time taken
// tells nothing about how much of a guessed token was right.
bool sameToken(const std::string& a, const std::string& b) {
    if (a.size() != b.size() || a.empty()) return false;
    unsigned d = 0;
    for (std::size_t i = 0; i < a.size(); ++i) d |= unsigned(a[i] ^ b[i]);
    return d == 0;
}

// The app's atomic save (app/gui/gamestore.cpp, docs/game-files.md
// "Writing"): a temporary file in the same folder, flushed to the disk,
// renamed over the old one, and the folder flushed, so a killed server
// leaves the old file or the new one.
bool writeAtomic(const QString& path, const QByteArray& bytes) {
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return false;
    if (f.write(bytes) != bytes.size() || !f.flush()) {
        f.cancelWriting();
        return false;
    }
#ifdef Q_OS_UNIX
    if (::fsync(f.handle()) != 0) {
        f.cancelWriting();
        return false;
    }
#endif
    if (!f.commit()) return false;
#ifdef Q_OS_UNIX
    const int dfd = ::open(QFile::encodeName(QFileInfo(path).absolutePath()).constData(), O_RDONLY | O_DIRECTORY);
    if (dfd >= 0) {
        (void)::fsync(dfd);
        ::close(dfd);
    }
#endif
    return true;
}

enum class SeatKind { Empty, Person, Bot };
const char* seatKindName(SeatKind k) { return k == SeatKind::Empty ? "empty" : k == SeatKind::Person ? "person" : "bot"; }

}  // namespace

struct Server::Conn {
    QWebSocket* ws = nullptr;
    bool hello = false;
    std::string name;
    int table = -1;
    int player = -1;  // the seat taken at the table (the player index); -1: none
    bool spectator = false;
    std::deque<qint64> recent;  // arrival times within the flood window
    double chatTokens = kChatBurst;
    qint64 chatAt = 0;
    bool closing = false;
    bool lobby = false;  // sent `list`: gets the lobby's changes while at no table
    // What this peer holds of the current hand's public log.
    int sentHand = -1;
    std::size_t sentLog = 0;
};

struct SeatSlot {
    SeatKind kind = SeatKind::Empty;
    std::string name, level, token;
    bool agreed = false;
    Server::Conn* conn = nullptr;
    bool away = false;        // dropped; the grace period runs
    bool botPlaying = false;  // a bot plays for the dropped person
    int cont = -1;            // between hands: -1 not answered, 1 continue
    std::unique_ptr<qe::ai::Bot> bot;
    std::unique_ptr<QTimer> grace;
    int askedAt = -1;         // the game's log length when its open decision was asked
    bool answered = false;
};

struct Server::Table {
    int id = 0;
    std::string ruleset;
    qe::Options options;
    bool botOnQuit = true;
    int discardSeconds = 30, claimSeconds = 10, handLimit = 0;
    enum class State { Waiting, Playing, BetweenHands, Over } state = State::Waiting;
    int owner = 0;
    std::array<SeatSlot, 4> seats;
    std::set<Conn*> spectators;
    std::string overReason;
    std::size_t savedActions = 0;
    // timers
    QTimer turnTimer;
    QTimer stepTimer;
    qint64 deadline = 0;
    int timerSeconds = 0;
    std::string timerKind;
    std::vector<int> timerSeats;
    std::string timerKey;
    // Last: destroyed first, while the agents it points at still live.
    std::unique_ptr<qe::Session> session;
};

namespace {
const char* stateName(Server::Table::State s) {
    switch (s) {
        case Server::Table::State::Waiting: return "waiting";
        case Server::Table::State::Playing: return "playing";
        case Server::Table::State::BetweenHands: return "between_hands";
        case Server::Table::State::Over: return "over";
    }
    return "?";
}
}  // namespace

Server::Server(ServerConfig config, QObject* parent) : QObject(parent), config_(std::move(config)) {
    lobbyTimer_.setSingleShot(true);
    connect(&lobbyTimer_, &QTimer::timeout, this, [this] {
        lobbyDirty_ = false;
        for (auto& [ws, c] : conns_)
            if (c->lobby && c->table < 0) sendLobby(*c);
    });
}

Server::~Server() {
    tables_.clear();
    for (auto& [ws, c] : conns_) {
        ws->disconnect(this);
        ws->abort();
        ws->deleteLater();
    }
}

quint16 Server::port() const { return ws_ ? ws_->serverPort() : 0; }

bool Server::listen(const QHostAddress& address, quint16 port, QString* error) {
    ws_ = std::make_unique<QWebSocketServer>(QStringLiteral("quetai-server"),
                                             config_.tls ? QWebSocketServer::SecureMode : QWebSocketServer::NonSecureMode);
    if (config_.tls) ws_->setSslConfiguration(config_.ssl);
    loadTables();
    if (!ws_->listen(address, port)) {
        if (error) *error = ws_->errorString();
        return false;
    }
    connect(ws_.get(), &QWebSocketServer::newConnection, this, &Server::onNewConnection);
    return true;
}

void Server::onNewConnection() {
    while (QWebSocket* ws = ws_->nextPendingConnection()) {
        // Frames beyond this are dropped by Qt and the connection closed;
        // below it, readClientMessage answers `too_large` for anything over
        // kMaxMessageBytes.
        ws->setMaxAllowedIncomingMessageSize(1 << 20);
        ws->setMaxAllowedIncomingFrameSize(1 << 20);
        auto c = std::make_unique<Conn>();
        c->ws = ws;
        conns_[ws] = std::move(c);
        connect(ws, &QWebSocket::textMessageReceived, this, [this, ws](const QString& t) { onText(ws, t); });
        connect(ws, &QWebSocket::binaryMessageReceived, this, [this, ws](const QByteArray&) { onBinary(ws); });
        connect(ws, &QWebSocket::disconnected, this, [this, ws] { onDisconnected(ws); });
    }
}

void Server::send(Conn& c, const std::string& text) {
    if (c.closing) return;
    c.ws->sendTextMessage(QString::fromUtf8(text.data(), qsizetype(text.size())));
}

void Server::sendError(Conn& c, const std::string& code, const std::string& about, const std::string& message) {
    send(c, errorMessage(code, about, message));
}

void Server::onBinary(QWebSocket* ws) {
    auto it = conns_.find(ws);
    if (it == conns_.end()) return;
    sendError(*it->second, "bad_json", "", "binary frames are not messages of this protocol; send JSON text");
}

void Server::onText(QWebSocket* ws, const QString& text) {
    auto it = conns_.find(ws);
    if (it == conns_.end()) return;
    Conn& c = *it->second;
    if (c.closing) return;
    // A flood closes this connection and no other (docs/network.md "Limits").
    const qint64 now = nowMs();
    c.recent.push_back(now);
    while (!c.recent.empty() && now - c.recent.front() > kFloodWindowMs) c.recent.pop_front();
    if (int(c.recent.size()) > kFloodMessages) {
        sendError(c, "flood", "", "more than " + std::to_string(kFloodMessages) + " messages in " +
                                      std::to_string(kFloodWindowMs / 1000) + " seconds: closing this connection");
        c.closing = true;
        ws->close(QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("flood"));
        return;
    }
    const QByteArray bytes = text.toUtf8();
    const ReadResult r = readClientMessage(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (!r.ok) {
        sendError(c, r.code, r.about, r.message);
        return;
    }
    if (!c.hello && r.msg.type != MsgType::Hello) {
        sendError(c, "protocol", r.about, "say hello first: {\"type\":\"hello\",\"protocol\":1,\"name\":...}");
        return;
    }
    handle(c, r.msg);
}

void Server::onDisconnected(QWebSocket* ws) {
    auto it = conns_.find(ws);
    if (it == conns_.end()) return;
    Conn& c = *it->second;
    if (c.table >= 0) {
        auto t = tables_.find(c.table);
        if (t != tables_.end()) {
            if (c.spectator) t->second->spectators.erase(&c);
            else if (c.player >= 0 && t->second->seats[std::size_t(c.player)].conn == &c) seatDropped(*t->second, c.player);
        }
    }
    conns_.erase(it);
    ws->deleteLater();
}

Server::Table* Server::tableOf(const Conn& c) {
    if (c.table < 0) return nullptr;
    auto it = tables_.find(c.table);
    return it == tables_.end() ? nullptr : it->second.get();
}

void Server::handle(Conn& c, const ClientMessage& m) {
    const std::string about = msgTypeName(m.type);
    Table* t = tableOf(c);
    switch (m.type) {
        case MsgType::Hello: {
            if (c.hello) return sendError(c, "protocol", about, "hello was sent already");
            if (m.protocol < 1)
                return sendError(c, "protocol", about, "this server reads protocol 1 (docs/network.md); the client sent " +
                                                           std::to_string(m.protocol));
            c.hello = true;
            c.name = m.name;
            send(c, dumpJ({{"type", "welcome"}, {"protocol", kProtocol}, {"server", "quetai-server"}, {"name", c.name}}));
            return;
        }
        case MsgType::List:
            // The lobby, and its changes until this client sits or watches.
            c.lobby = true;
            return sendLobby(c);
        case MsgType::Create:
            if (t) return sendError(c, "wrong_state", about, "you are at table " + std::to_string(t->id) + "; leave it first");
            if (int(tables_.size()) >= config_.maxTables)
                return sendError(c, "wrong_state", about, "the server holds as many tables as it may");
            return createTable(c, m);
        case MsgType::Sit: {
            if (t) return sendError(c, "wrong_state", about, "you are at table " + std::to_string(t->id) + "; leave it first");
            auto it = tables_.find(m.table);
            if (it == tables_.end()) return sendError(c, "no_table", about, "no table " + std::to_string(m.table));
            Table& tt = *it->second;
            if (tt.state != Table::State::Waiting)
                return sendError(c, "wrong_state", about, "table " + std::to_string(m.table) + " has started; watch it instead");
            if (tt.seats[std::size_t(m.seat)].kind != SeatKind::Empty)
                return sendError(c, "seat_taken", about, "seat " + std::to_string(m.seat) + " is taken");
            return sitDown(c, tt, m.seat);
        }
        case MsgType::Watch: {
            if (t) return sendError(c, "wrong_state", about, "you are at table " + std::to_string(t->id) + "; leave it first");
            auto it = tables_.find(m.table);
            if (it == tables_.end()) return sendError(c, "no_table", about, "no table " + std::to_string(m.table));
            Table& tt = *it->second;
            if (int(tt.spectators.size()) >= kMaxSpectators)
                return sendError(c, "wrong_state", about, "table " + std::to_string(m.table) + " has as many spectators as it may");
            tt.spectators.insert(&c);
            c.table = tt.id;
            c.spectator = true;
            c.player = -1;
            c.sentHand = -1;
            send(c, dumpJ({{"type", "joined"}, {"table", tt.id}, {"role", "spectator"}, {"seat", -1}}));
            broadcastTable(tt);
            if (tt.session) sendView(tt, c, true);
            markLobby();
            return;
        }
        case MsgType::Resume: {
            auto it = tables_.find(m.table);
            if (it == tables_.end()) return sendError(c, "no_table", about, "no table " + std::to_string(m.table));
            Table& tt = *it->second;
            int p = -1;
            for (int i = 0; i < 4; ++i)
                if (tt.seats[std::size_t(i)].kind == SeatKind::Person && sameToken(tt.seats[std::size_t(i)].token, m.token))
                    p = i;
            if (p < 0) return sendError(c, "wrong_token", about, "that token holds no seat at table " + std::to_string(m.table));
            if (t && t != &tt) return sendError(c, "wrong_state", about, "you are at table " + std::to_string(t->id) + "; leave it first");
            if (t == &tt && c.spectator) tt.spectators.erase(&c);
            SeatSlot& s = tt.seats[std::size_t(p)];
            if (s.conn && s.conn != &c) {
                // The same seat from a new connection: the old one is let go.
                Conn* old = s.conn;
                old->table = -1;
                old->player = -1;
                send(*old, dumpJ({{"type", "left"}, {"table", tt.id}, {"reason", "resumed_elsewhere"}}));
            }
            s.conn = &c;
            c.table = tt.id;
            c.player = p;
            c.spectator = false;
            c.sentHand = -1;
            giveBack(tt, p);
            send(c, dumpJ({{"type", "joined"}, {"table", tt.id}, {"role", "player"}, {"seat", p}, {"token", s.token}}));
            broadcastTable(tt);
            if (tt.session) sendView(tt, c, true);
            if (tt.state == Table::State::BetweenHands) handEnded(tt, &c);
            pump(tt);
            return;
        }
        default:
            break;
    }
    if (!t) return sendError(c, "not_seated", about, "you are not at a table");
    const bool seated = !c.spectator && c.player >= 0;
    switch (m.type) {
        case MsgType::Bot: {
            if (!seated || c.player != t->owner) return sendError(c, "not_owner", about, "only the table's owner fills seats with bots");
            if (t->state != Table::State::Waiting) return sendError(c, "wrong_state", about, "the game has started");
            SeatSlot& s = t->seats[std::size_t(m.seat)];
            if (s.kind != SeatKind::Empty) return sendError(c, "seat_taken", about, "seat " + std::to_string(m.seat) + " is taken");
            s.kind = SeatKind::Bot;
            s.level = m.level;
            s.name = "Bot " + std::to_string(m.seat + 1) + " (" + m.level + ")";
            s.agreed = true;
            broadcastTable(*t);
            markLobby();
            return;
        }
        case MsgType::Agree:
            if (!seated) return sendError(c, "not_seated", about, "only a seated player agrees to the options");
            if (t->state != Table::State::Waiting) return sendError(c, "wrong_state", about, "the game has started");
            t->seats[std::size_t(c.player)].agreed = true;
            broadcastTable(*t);
            markLobby();
            return;
        case MsgType::Leave:
            return leaveTable(c, "left", true);
        case MsgType::Start: {
            if (!seated || c.player != t->owner) return sendError(c, "not_owner", about, "only the table's owner starts the game");
            if (t->state != Table::State::Waiting) return sendError(c, "wrong_state", about, "the game has started");
            for (int i = 0; i < 4; ++i) {
                const SeatSlot& s = t->seats[std::size_t(i)];
                if (s.kind == SeatKind::Empty)
                    return sendError(c, "wrong_state", about, "seat " + std::to_string(i) + " is empty: a player or a bot must sit there");
                if (s.kind == SeatKind::Person && i != t->owner && !s.agreed)
                    return sendError(c, "wrong_state", about, "seat " + std::to_string(i) + " (" + s.name + ") has not agreed yet");
            }
            return startGame(*t);
        }
        case MsgType::Action:
            if (!seated) return sendError(c, "not_seated", about, "a spectator cannot act");
            return act(c, *t, m);
        case MsgType::Continue:
        case MsgType::Quit:
            if (!seated) return sendError(c, "not_seated", about, "a spectator has nothing to continue");
            if (t->state != Table::State::BetweenHands) return sendError(c, "wrong_state", about, "not between hands");
            return answerBetweenHands(c, *t, m.type == MsgType::Continue);
        case MsgType::Chat: {
            const qint64 now = nowMs();
            c.chatTokens = std::min<double>(kChatBurst, c.chatTokens + double(now - c.chatAt) / 1000.0);
            c.chatAt = now;
            if (c.chatTokens < 1.0) return sendError(c, "rate_limited", about, "one chat line a second (bursts of 5)");
            c.chatTokens -= 1.0;
            const std::string msg =
                dumpJ({{"type", "chat"}, {"seat", seated ? c.player : -1}, {"name", c.name}, {"text", m.text}});
            for (auto& s : t->seats)
                if (s.conn) send(*s.conn, msg);
            for (Conn* sp : t->spectators) send(*sp, msg);
            return;
        }
        default:
            return;
    }
}

void Server::createTable(Conn& c, const ClientMessage& m) {
    auto t = std::make_unique<Table>();
    t->id = nextTable_++;
    t->ruleset = m.ruleset;
    for (const auto& [k, v] : m.options) t->options.set(k, v);
    t->options.resolve(sharedRuleset(m.ruleset)->optionDescs());
    t->botOnQuit = m.botOnQuit;
    t->discardSeconds = m.discardSeconds;
    t->claimSeconds = m.claimSeconds;
    t->handLimit = m.handLimit;
    t->owner = 0;
    const int id = t->id;
    t->turnTimer.setSingleShot(true);
    t->stepTimer.setSingleShot(true);
    connect(&t->turnTimer, &QTimer::timeout, this, [this, id] { timerExpired(id); });
    connect(&t->stepTimer, &QTimer::timeout, this, [this, id] {
        auto it = tables_.find(id);
        if (it != tables_.end()) pump(*it->second);
    });
    Table& tt = *t;
    tables_[id] = std::move(t);
    sitDown(c, tt, 0);
}

void Server::sitDown(Conn& c, Table& t, int seat) {
    SeatSlot& s = t.seats[std::size_t(seat)];
    s.kind = SeatKind::Person;
    s.name = c.name;
    s.token = newToken();
    s.agreed = false;
    s.conn = &c;
    // The first to sit is the owner (a table whose owner left has one person fewer).
    bool anyPerson = false;
    for (int i = 0; i < 4; ++i)
        if (i != seat && t.seats[std::size_t(i)].kind == SeatKind::Person) anyPerson = true;
    if (!anyPerson) {
        t.owner = seat;
        s.agreed = true;  // the owner set the options
    }
    c.table = t.id;
    c.player = seat;
    c.spectator = false;
    c.sentHand = -1;
    send(c, dumpJ({{"type", "joined"}, {"table", t.id}, {"role", "player"}, {"seat", seat}, {"token", s.token}}));
    broadcastTable(t);
    markLobby();
}

void Server::leaveTable(Conn& c, const std::string& reason, bool tell) {
    Table* t = tableOf(c);
    if (!t) return;
    const int id = t->id;
    if (c.spectator) {
        t->spectators.erase(&c);
    } else if (c.player >= 0) {
        const int p = c.player;
        SeatSlot& s = t->seats[std::size_t(p)];
        if (t->state == Table::State::Waiting) {
            s = SeatSlot{};
            if (p == t->owner) {
                // The owner hands the table to the next seated person, who
                // set nothing to agree to; with nobody left it closes.
                int next = -1;
                for (int i = 1; i <= 3 && next < 0; ++i)
                    if (t->seats[std::size_t((p + i) % 4)].kind == SeatKind::Person) next = (p + i) % 4;
                if (next < 0) {
                    c.table = -1;
                    c.player = -1;
                    if (tell) send(c, dumpJ({{"type", "left"}, {"table", id}, {"reason", reason}}));
                    closeTable(id);
                    return;
                }
                t->owner = next;
                t->seats[std::size_t(next)].agreed = true;
            }
        } else if (t->state == Table::State::Over) {
            s.conn = nullptr;
        } else {
            s.conn = nullptr;
            if (t->botOnQuit) {
                s.kind = SeatKind::Bot;
                s.level = "standard";
                s.name += " (bot)";
                s.token.clear();
                s.away = false;
                s.grace.reset();
                s.bot = qe::ai::makeBot("standard", QRandomGenerator::system()->generate64());
                s.botPlaying = false;
                s.cont = 1;
                t->session->setAgent(p, s.bot.get());
            } else {
                c.table = -1;
                c.player = -1;
                if (tell) send(c, dumpJ({{"type", "left"}, {"table", id}, {"reason", "quit"}}));
                gameOver(*t, "quit");
                return;
            }
        }
    }
    c.table = -1;
    c.player = -1;
    c.spectator = false;
    if (tell) send(c, dumpJ({{"type", "left"}, {"table", id}, {"reason", reason}}));
    broadcastTable(*t);
    markLobby();
    if (t->state == Table::State::BetweenHands) tryNextHand(*t);
    else if (t->state == Table::State::Playing) pump(*t);
    if (tell && c.lobby) sendLobby(c);
}

void Server::closeTable(int id) {
    auto it = tables_.find(id);
    if (it == tables_.end()) return;
    Table& t = *it->second;
    const std::string msg = dumpJ({{"type", "left"}, {"table", id}, {"reason", "table_closed"}});
    for (auto& s : t.seats)
        if (s.conn) {
            s.conn->table = -1;
            s.conn->player = -1;
            send(*s.conn, msg);
        }
    for (Conn* sp : t.spectators) {
        sp->table = -1;
        sp->spectator = false;
        send(*sp, msg);
    }
    tables_.erase(it);
    markLobby();
}

void Server::startGame(Table& t) {
    auto rs = sharedRuleset(t.ruleset);
    const std::uint64_t seed = QRandomGenerator::system()->generate64();
    std::array<std::string, 4> names;
    std::array<qe::Agent*, 4> agents{};
    for (int p = 0; p < 4; ++p) {
        SeatSlot& s = t.seats[std::size_t(p)];
        names[std::size_t(p)] = s.name;
        if (s.kind == SeatKind::Bot) {
            s.bot = qe::ai::makeBot(s.level, QRandomGenerator::system()->generate64());
            agents[std::size_t(p)] = s.bot.get();
        }
    }
    auto table = std::make_unique<qe::Table>(rs, t.options, seed, names);
    qe::SessionOptions so;
    so.handLimit = t.handLimit;
    t.session = std::make_unique<qe::Session>(std::move(table), agents, so);
    t.state = Table::State::Playing;
    broadcastTable(t);
    markLobby();
    pump(t);
}

void Server::act(Conn& c, Table& t, const ClientMessage& m) {
    const std::string about = "action";
    if (!t.session || (t.state != Table::State::Playing && t.state != Table::State::BetweenHands))
        return sendError(c, "wrong_state", about, "the game is not in play");
    const qe::Table& tb = t.session->table();
    const int seat = tb.pub().placeOf[std::size_t(c.player)];
    if (m.seat >= 0 && m.seat != seat)
        return sendError(c, "not_your_turn", about,
                         "seat " + std::to_string(m.seat) + " is not yours: you sit at seat " + std::to_string(seat));
    qe::Action a = m.action;
    a.seat = std::int8_t(a.type == qe::ActionType::NextHand ? -1 : seat);
    if (t.state == Table::State::BetweenHands) {
        if (a.type == qe::ActionType::NextHand) return answerBetweenHands(c, t, true);
        if (a.type == qe::ActionType::EndGame) {
            if (t.session->offerSeat() != seat)
                return sendError(c, "not_your_turn", about, "the end of the game is not offered to seat " + std::to_string(seat));
            try {
                t.session->submit(a);
            } catch (const std::exception& e) {
                return sendError(c, "illegal_action", about, e.what());
            }
            t.seats[std::size_t(c.player)].answered = true;
            afterChange(t);
            return;
        }
        return sendError(c, "wrong_state", about, "the hand is over: answer continue or quit");
    }
    const std::vector<int> waiting = t.session->waiting();
    if (std::find(waiting.begin(), waiting.end(), seat) == waiting.end()) {
        std::string who;
        for (int s : tb.seatsToAct()) who += (who.empty() ? "" : ", ") + std::to_string(s);
        return sendError(c, "not_your_turn", about,
                         "seat " + std::to_string(seat) + " owes no decision now" +
                             (who.empty() ? std::string() : " (waiting for seat " + who + ")"));
    }
    const std::vector<qe::Action> legal = tb.legalActions(seat);
    if (std::find(legal.begin(), legal.end(), a) == legal.end()) {
        std::string list;
        for (const auto& l : legal) list += (list.empty() ? "" : ", ") + tb.describe(l);
        return sendError(c, "illegal_action", about, tb.describe(a) + ": not a legal action now (legal: " + list + ")");
    }
    try {
        t.session->submit(a);
    } catch (const std::exception& e) {
        return sendError(c, "illegal_action", about, e.what());
    }
    t.seats[std::size_t(c.player)].answered = true;
    pump(t);
}

void Server::answerBetweenHands(Conn& c, Table& t, bool cont) {
    SeatSlot& s = t.seats[std::size_t(c.player)];
    if (!cont) {
        leaveTable(c, "quit", true);
        return;
    }
    s.cont = 1;
    s.answered = true;
    broadcastTable(t);
    tryNextHand(t);
}

void Server::tryNextHand(Table& t) {
    if (t.state != Table::State::BetweenHands || !t.session) return;
    for (const auto& s : t.seats)
        if (s.kind == SeatKind::Person && !s.botPlaying && s.cont != 1) return;
    if (t.session->gameOver()) return;
    t.session->nextHand();
    t.state = Table::State::Playing;
    for (auto& s : t.seats) s.cont = -1;
    broadcastTable(t);
    pump(t);
}

void Server::pump(Table& t) {
    if (!t.session || t.state != Table::State::Playing) return;
    t.stepTimer.stop();
    for (int guard = 0; guard < 100000; ++guard) {
        if (t.session->handOver()) break;
        qe::SessionStop st{};
        try {
            st = t.session->step();
        } catch (const std::exception& e) {
            // A bot that fails must not take the server down: this table ends.
            qWarning("quetai-server: table %d stopped: %s", t.id, e.what());
            gameOver(t, "error");
            return;
        }
        if (st != qe::SessionStop::Acted) break;
        const qe::Action* last = t.session->table().lastAction();
        if (last && last->seat >= 0) {
            const int p = t.session->table().pub().playerAt[std::size_t(last->seat)];
            t.seats[std::size_t(p)].answered = true;
        }
        if (config_.botDelayMs > 0 && last && last->type != qe::ActionType::Draw && !t.session->handOver() &&
            t.session->waiting().empty()) {
            // The server's own bots play at a person's pace: the next step later.
            afterChange(t);
            t.stepTimer.start(config_.botDelayMs);
            return;
        }
    }
    afterChange(t);
}

void Server::afterChange(Table& t) {
    if (!t.session) return;
    save(t);
    if (t.state == Table::State::Playing && t.session->handOver()) {
        broadcastViews(t);
        if (t.session->gameOver()) {
            const auto& pub = t.session->table().pub();
            std::string reason = t.session->limitReached() && pub.phase != qe::Phase::GameOver ? "hand_limit" : "ruleset";
            if (t.ruleset == "shanghai") {
                const long long base = t.options.get("base", 1);
                for (const auto& s : pub.seats)
                    if (s.score < 50 * base) reason = "below_minimum";
            }
            // Everyone sees the hand's end (and who fell short) before the game's.
            for (auto& s : t.seats) s.cont = 1;
            handEnded(t);
            gameOver(t, reason);
            return;
        }
        t.state = Table::State::BetweenHands;
        for (auto& s : t.seats) s.cont = (s.kind == SeatKind::Person && !s.botPlaying) ? -1 : 1;
        handEnded(t);
        armTimers(t);
        broadcastTable(t);
        tryNextHand(t);
        return;
    }
    if (t.state == Table::State::BetweenHands && t.session->gameOver()) {
        broadcastViews(t);
        gameOver(t, "ruleset");
        return;
    }
    armTimers(t);
    broadcastViews(t);
}

void Server::handEnded(Table& t, Conn* only) {
    const auto& pub = t.session->table().pub();
    json scores = json::array(), deltas = json::array(), below = json::array(), waiting = json::array();
    for (int s = 0; s < 4; ++s) {
        scores.push_back(pub.seats[std::size_t(s)].score);
        deltas.push_back(pub.outcome.settlement.delta[std::size_t(s)]);
    }
    if (t.ruleset == "shanghai") {
        // shanghai.md "Table and flow": a player short of 50 x base plays no more hands.
        const long long base = t.options.get("base", 1);
        for (int s = 0; s < 4; ++s)
            if (pub.seats[std::size_t(s)].score < 50 * base) below.push_back(s);
    }
    for (int p = 0; p < 4; ++p)
        if (t.seats[std::size_t(p)].cont != 1) waiting.push_back(pub.placeOf[std::size_t(p)]);
    const std::string msg = dumpJ({{"type", "hand_end"},
                                   {"table", t.id},
                                   {"hand", pub.handNumber},
                                   {"scores", scores},
                                   {"deltas", deltas},
                                   {"below_minimum", below},
                                   {"waiting", waiting},
                                   {"seconds", t.discardSeconds > 0 ? config_.continueSeconds : 0}});
    if (only) return send(*only, msg);
    for (auto& s : t.seats)
        if (s.conn) send(*s.conn, msg);
    for (Conn* sp : t.spectators) send(*sp, msg);
}

void Server::gameOver(Table& t, const std::string& reason) {
    t.state = Table::State::Over;
    t.overReason = reason;
    t.turnTimer.stop();
    t.stepTimer.stop();
    t.deadline = 0;
    json scores = json::array(), names = json::array();
    if (t.session)
        for (const auto& s : t.session->table().pub().seats) {
            scores.push_back(s.score);
            names.push_back(s.name);
        }
    const std::string msg = dumpJ({{"type", "game_over"}, {"table", t.id}, {"reason", reason}, {"scores", scores}, {"names", names}});
    for (auto& s : t.seats)
        if (s.conn) send(*s.conn, msg);
    for (Conn* sp : t.spectators) send(*sp, msg);
    save(t);
    broadcastTable(t);
    markLobby();
}

void Server::broadcastViews(Table& t) {
    if (!t.session) return;
    const qe::Table& tb = t.session->table();
    const std::vector<int> waiting = t.session->waiting();
    const int n = int(tb.log().size());
    for (int p = 0; p < 4; ++p) {
        SeatSlot& s = t.seats[std::size_t(p)];
        const int seat = tb.pub().placeOf[std::size_t(p)];
        const bool owes = std::find(waiting.begin(), waiting.end(), seat) != waiting.end();
        if (!owes) {
            s.askedAt = -1;
            s.answered = false;
        } else if (s.askedAt < 0 || s.answered) {
            s.askedAt = n;
            s.answered = false;
        }
    }
    std::map<std::size_t, std::string> pubCache;
    for (auto& s : t.seats)
        if (s.conn) sendView(t, *s.conn, false, &pubCache);
    for (Conn* sp : t.spectators) sendView(t, *sp, false, &pubCache);
}

void Server::sendView(Table& t, Conn& c, bool whole, std::map<std::size_t, std::string>* pubCache) {
    if (!t.session) return;
    const qe::Table& tb = t.session->table();
    const auto& pub = tb.pub();
    const std::size_t from =
        (!whole && c.sentHand == pub.handNumber && c.sentLog <= pub.log.size()) ? c.sentLog : std::size_t(0);
    // The view is its SeatView's projection (net/viewjson.h, seatViewToJson):
    // the public part, the same for every peer holding as much of the log,
    // is written once per broadcast; the seat's own part from its private
    // state and its legal and refused actions.
    std::map<std::size_t, std::string> local;
    std::map<std::size_t, std::string>& cache = pubCache ? *pubCache : local;
    auto it = cache.find(from);
    if (it == cache.end()) it = cache.emplace(from, dumpJ(publicToJson(pub, from))).first;
    const int seat = c.spectator ? -1 : pub.placeOf[std::size_t(c.player)];
    json head = {{"type", "view"}, {"table", t.id}, {"n", tb.log().size()}, {"log_from", from}, {"seat", seat}};
    if (!c.spectator) {
        const SeatSlot& s = t.seats[std::size_t(c.player)];
        if (s.askedAt >= 0) head["ask"] = s.askedAt;
    }
    if (t.deadline > 0) {
        // Who may claim a discard is nobody else's business: a claim's clock
        // is shown to the seat it runs for only (the turn's is public).
        std::vector<int> seats = t.timerSeats;
        if (t.timerKind == "claim") {
            const bool mine = seat >= 0 && std::find(seats.begin(), seats.end(), seat) != seats.end();
            seats.clear();
            if (mine) seats.push_back(seat);
        }
        head["timer"] = {{"seats", seats},
                         {"kind", t.timerKind},
                         {"seconds", t.timerSeconds},
                         {"left_ms", std::max<qint64>(0, t.deadline - nowMs())}};
    }
    std::string msg = dumpJ(head);
    msg.pop_back();  // the closing brace: the view follows
    msg += ",\"view\":{\"seat\":" + std::to_string(seat) + ",\"ruleset\":" + json(t.ruleset).dump() +
           ",\"options\":" + dumpJ(optionsToJson(tb.options())) + ",\"pub\":" + it->second;
    if (!c.spectator) {
        std::vector<qe::Action> legal = tb.legalActions(seat);
        if (t.session->offerSeat() == seat && !legal.empty())
            legal.push_back(qe::Action{qe::ActionType::NextHand, -1});  // as Session::askOffer asks a bot
        msg += ",\"own\":" + dumpJ(ownToJson(tb.priv(seat))) + ",\"legal\":" + dumpJ(actionsToJson(legal)) +
               ",\"refused\":" + dumpJ(refusedToJson(tb.refusedActions(seat)));
    }
    msg += "}}";
    c.sentHand = pub.handNumber;
    c.sentLog = pub.log.size();
    send(c, msg);
}

void Server::armTimers(Table& t) {
    if (!t.session) return;
    const auto& pub = t.session->table().pub();
    std::string kind;
    int seconds = 0;
    std::vector<int> seats;
    if (t.state == Table::State::Playing) {
        seats = t.session->waiting();
        if (!seats.empty()) {
            kind = pub.phase == qe::Phase::Claim ? "claim" : "discard";
            seconds = pub.phase == qe::Phase::Claim ? t.claimSeconds : t.discardSeconds;
        }
    } else if (t.state == Table::State::BetweenHands && t.discardSeconds > 0) {
        for (int p = 0; p < 4; ++p)
            if (t.seats[std::size_t(p)].cont != 1) seats.push_back(pub.placeOf[std::size_t(p)]);
        kind = "continue";
        seconds = config_.continueSeconds;
    }
    if (seats.empty() || seconds <= 0) {
        t.turnTimer.stop();
        t.deadline = 0;
        t.timerKey.clear();
        return;
    }
    // One decision keeps its clock while other seats answer (a claim window).
    const std::string key = kind + ":" + std::to_string(pub.handNumber) + ":" + std::to_string(int(pub.phase)) + ":" +
                            std::to_string(pub.turn) + ":" + std::to_string(t.session->table().discardsThisHand()) +
                            ":" + std::to_string(int(pub.claimTile)) + ":" + std::to_string(pub.seats[std::size_t(pub.turn)].melds.size());
    t.timerSeats = seats;
    t.timerKind = kind;
    t.timerSeconds = seconds;
    if (key == t.timerKey && t.deadline > 0) return;
    t.timerKey = key;
    t.deadline = nowMs() + qint64(seconds) * 1000;
    t.turnTimer.start(seconds * 1000);
}

void Server::timerExpired(int id) {
    auto it = tables_.find(id);
    if (it == tables_.end()) return;
    Table& t = *it->second;
    t.deadline = 0;
    t.timerKey.clear();
    if (!t.session) return;
    if (t.state == Table::State::BetweenHands) {
        for (auto& s : t.seats)
            if (s.cont != 1) s.cont = 1;
        broadcastTable(t);
        tryNextHand(t);
        return;
    }
    if (t.state != Table::State::Playing) return;
    // The safe defaults: pass a claim; on a turn discard the drawn tile
    // (without one, the last plain discard offered).
    for (int seat : t.session->waiting()) {
        const qe::Table& tb = t.session->table();
        const std::vector<qe::Action> legal = tb.legalActions(seat);
        if (legal.empty()) continue;
        const qe::Action* pick = nullptr;
        for (const auto& a : legal)
            if (a.type == qe::ActionType::Pass) pick = &a;
        if (!pick) {
            const qe::TileId drawn = tb.priv(seat).drawn;
            for (const auto& a : legal)
                if (a.type == qe::ActionType::Discard && a.declare == 0) {
                    pick = &a;
                    if (a.tile == drawn) break;
                }
        }
        if (!pick) pick = &legal.front();
        const qe::Action a = *pick;
        try {
            t.session->submit(a);
            t.seats[std::size_t(tb.pub().playerAt[std::size_t(seat)])].answered = true;
        } catch (const std::exception&) {
        }
    }
    pump(t);
}

void Server::seatDropped(Table& t, int p) {
    SeatSlot& s = t.seats[std::size_t(p)];
    s.conn = nullptr;
    if (t.state == Table::State::Waiting) {
        // Before the start a dropped player leaves (the seat is freed).
        Conn ghost;
        ghost.table = t.id;
        ghost.player = p;
        s.conn = &ghost;
        leaveTable(ghost, "left", false);
        return;
    }
    if (t.state == Table::State::Over) return;
    s.away = true;
    const int id = t.id;
    s.grace = std::make_unique<QTimer>();
    s.grace->setSingleShot(true);
    connect(s.grace.get(), &QTimer::timeout, this, [this, id, p] { takeOver(id, p); });
    s.grace->start(config_.graceMs);
    broadcastTable(t);
}

void Server::takeOver(int id, int p) {
    auto it = tables_.find(id);
    if (it == tables_.end()) return;
    Table& t = *it->second;
    SeatSlot& s = t.seats[std::size_t(p)];
    if (s.conn || !s.away || !t.session || t.state == Table::State::Over) return;
    if (!s.bot) s.bot = qe::ai::makeBot("standard", QRandomGenerator::system()->generate64());
    s.botPlaying = true;
    t.session->setAgent(p, s.bot.get());
    broadcastTable(t);
    if (t.state == Table::State::BetweenHands) tryNextHand(t);
    else pump(t);
}

void Server::giveBack(Table& t, int p) {
    SeatSlot& s = t.seats[std::size_t(p)];
    s.away = false;
    s.grace.reset();
    if (s.botPlaying && t.session) t.session->setAgent(p, nullptr);
    s.botPlaying = false;
    s.answered = true;  // its open decision, if any, is asked afresh
}

namespace {
json summaryJ(const Server::Table& t) {
    json seats = json::array();
    for (int p = 0; p < 4; ++p) {
        const SeatSlot& s = t.seats[std::size_t(p)];
        json sj = {{"name", s.name}, {"kind", seatKindName(s.kind)}, {"agreed", s.agreed || s.kind == SeatKind::Bot}};
        if (s.kind == SeatKind::Bot) sj["level"] = s.level;
        if (s.kind == SeatKind::Person)
            sj["connection"] = s.botPlaying ? "bot" : (s.away || !s.conn) ? "away" : "connected";
        if (t.state == Server::Table::State::BetweenHands) sj["continue"] = s.cont == 1 ? json(true) : json(nullptr);
        if (t.session) sj["score"] = t.session->table().pub().seats[std::size_t(t.session->table().pub().placeOf[std::size_t(p)])].score;
        seats.push_back(sj);
    }
    json opts = json::object();
    for (const auto& [k, v] : t.options.values()) opts[k] = v;
    return {{"id", t.id},
            {"ruleset", t.ruleset},
            {"options", opts},
            {"owner", t.owner},
            {"state", stateName(t.state)},
            {"hand", t.session ? t.session->table().pub().handNumber : 0},
            {"on_quit", t.botOnQuit ? "bot" : "end"},
            {"discard_seconds", t.discardSeconds},
            {"claim_seconds", t.claimSeconds},
            {"hand_limit", t.handLimit},
            {"spectators", t.spectators.size()},
            {"seats", seats}};
}
}  // namespace

void Server::broadcastTable(Table& t) {
    json j = summaryJ(t);
    j["type"] = "table";
    const std::string msg = dumpJ(j);
    for (auto& s : t.seats)
        if (s.conn) send(*s.conn, msg);
    for (Conn* sp : t.spectators) send(*sp, msg);
    markLobby();
}

void Server::markLobby() {
    if (lobbyDirty_) return;
    lobbyDirty_ = true;
    lobbyTimer_.start(250);
}

void Server::sendLobby(Conn& c) {
    json tables = json::array();
    for (const auto& [id, t] : tables_) tables.push_back(summaryJ(*t));
    send(c, dumpJ({{"type", "lobby"}, {"tables", tables}}));
}

void Server::save(Table& t) {
    if (config_.dataDir.isEmpty() || !t.session) return;
    const qe::Table& tb = t.session->table();
    if (tb.log().size() == t.savedActions && t.state != Table::State::Over) return;
    qe::GameFile f;
    f.game = tb.toJson();
    for (int p = 0; p < 4; ++p) {
        const SeatSlot& s = t.seats[std::size_t(p)];
        f.seats[std::size_t(p)] = qe::GameSeat{s.kind == SeatKind::Person, s.name, s.kind == SeatKind::Bot ? s.level : ""};
    }
    f.handLimit = t.handLimit;
    json j = json::parse(qe::writeGameFile(f));
    json seats = json::array();
    for (const auto& s : t.seats)
        seats.push_back({{"kind", seatKindName(s.kind)}, {"name", s.name}, {"level", s.level}, {"token", s.token}});
    json opts = json::object();
    for (const auto& [k, v] : t.options.values()) opts[k] = v;
    j["server"] = {{"id", t.id},
                   {"ruleset", t.ruleset},
                   {"options", opts},
                   {"on_quit", t.botOnQuit ? "bot" : "end"},
                   {"discard_seconds", t.discardSeconds},
                   {"claim_seconds", t.claimSeconds},
                   {"owner", t.owner},
                   {"over", t.state == Table::State::Over ? t.overReason : std::string()},
                   {"seats", seats}};
    const QString dir = config_.dataDir + QStringLiteral("/tables");
    QDir().mkpath(dir);
    if (writeAtomic(dir + QStringLiteral("/%1.json").arg(t.id), QByteArray::fromStdString(dumpJ(j))))
        t.savedActions = tb.log().size();
}

void Server::loadTables() {
    if (config_.dataDir.isEmpty()) return;
    QDir dir(config_.dataDir + QStringLiteral("/tables"));
    for (const QFileInfo& fi : dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile f(fi.absoluteFilePath());
        if (!f.open(QIODevice::ReadOnly)) continue;
        const QByteArray bytes = f.readAll();
        qe::GameFileRead r = qe::readGameFile(bytes.toStdString());
        json j = json::parse(bytes.begin(), bytes.end(), nullptr, false);
        if (r.problem != qe::GameFileProblem::None || !j.is_object() || !j.contains("server")) {
            qWarning("quetai-server: %s: not resumed (%s)", qPrintable(fi.fileName()), r.message.c_str());
            continue;
        }
        try {
            const json& s = j["server"];
            auto t = std::make_unique<Table>();
            t->id = s.at("id").get<int>();
            t->ruleset = s.at("ruleset").get<std::string>();
            for (auto e = s.at("options").begin(); e != s.at("options").end(); ++e) t->options.set(e.key(), e.value().get<long long>());
            auto rs = sharedRuleset(t->ruleset);
            if (!rs) continue;
            t->options.resolve(rs->optionDescs());
            t->botOnQuit = s.value("on_quit", "bot") == "bot";
            t->discardSeconds = s.value("discard_seconds", 30);
            t->claimSeconds = s.value("claim_seconds", 10);
            t->handLimit = r.file.handLimit;
            t->owner = s.value("owner", 0);
            std::array<qe::Agent*, 4> agents{};
            const int id = t->id;
            for (int p = 0; p < 4; ++p) {
                const json& sj = s.at("seats").at(std::size_t(p));
                SeatSlot& slot = t->seats[std::size_t(p)];
                const std::string kind = sj.value("kind", "empty");
                slot.kind = kind == "person" ? SeatKind::Person : kind == "bot" ? SeatKind::Bot : SeatKind::Empty;
                slot.name = sj.value("name", "");
                slot.level = sj.value("level", "");
                slot.token = sj.value("token", "");
                slot.agreed = true;
                if (slot.kind == SeatKind::Bot) {
                    slot.bot = qe::ai::makeBot(slot.level.empty() ? "standard" : slot.level, QRandomGenerator::system()->generate64());
                    if (!slot.bot) slot.bot = qe::ai::makeBot("standard", QRandomGenerator::system()->generate64());
                    agents[std::size_t(p)] = slot.bot.get();
                }
            }
            qe::SessionOptions so;
            so.handLimit = t->handLimit;
            t->session = qe::Session::resume(r.file.game, agents, so, false);
            t->savedActions = t->session->table().log().size();
            t->turnTimer.setSingleShot(true);
            t->stepTimer.setSingleShot(true);
            connect(&t->turnTimer, &QTimer::timeout, this, [this, id] { timerExpired(id); });
            connect(&t->stepTimer, &QTimer::timeout, this, [this, id] {
                auto it = tables_.find(id);
                if (it != tables_.end()) pump(*it->second);
            });
            const std::string over = s.value("over", "");
            Table& tt = *t;
            tables_[id] = std::move(t);
            nextTable_ = std::max(nextTable_, id + 1);
            ++resumed_;
            if (!over.empty() || tt.session->gameOver()) {
                tt.state = Table::State::Over;
                tt.overReason = over.empty() ? "ruleset" : over;
                continue;
            }
            tt.state = tt.session->handOver() ? Table::State::BetweenHands : Table::State::Playing;
            // Its people are away until they resume; after the grace period
            // bots play for those who do not come back.
            for (int p = 0; p < 4; ++p) {
                SeatSlot& slot = tt.seats[std::size_t(p)];
                slot.cont = slot.kind == SeatKind::Person ? -1 : 1;
                if (slot.kind == SeatKind::Person) seatDropped(tt, p);
            }
            if (tt.state == Table::State::Playing) pump(tt);
            else armTimers(tt);
        } catch (const std::exception& e) {
            qWarning("quetai-server: %s: not resumed (%s)", qPrintable(fi.fileName()), e.what());
        }
    }
}

}  // namespace quetai::net
