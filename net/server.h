// The online table's server (docs/network.md): a lobby of tables, each one
// qe::Session of any ruleset played on the server. Clients send the action
// they chose; the server checks it against the seat's legal actions and
// applies it, then sends every peer its own view (net/viewjson.h). Qt Core
// and Qt WebSockets only: `quetai-server` (net/server_main.cpp) is this
// class with a command line, and tests and the app host one in-process.
#pragma once

#include <QHostAddress>
#include <QObject>
#include <QSslConfiguration>
#include <QString>
#include <QTimer>
#include <map>
#include <memory>
#include <string>

class QWebSocketServer;
class QWebSocket;

namespace quetai::net {

struct ClientMessage;

struct ServerConfig {
    QString dataDir;             // "": nothing saved; else tables/<id>.json written after every action
    int graceMs = 15000;         // a dropped person's seat waits this long before a bot plays it
    int botDelayMs = 0;          // pace of the server's own bots (filled seats, takeovers); 0: at once
    int continueSeconds = 60;    // between hands, with timers: a seat that has not answered continues
    int maxTables = 2000;
    bool tls = false;
    QSslConfiguration ssl;       // with tls: certificate and key
};

class Server : public QObject {
    Q_OBJECT
public:
    explicit Server(ServerConfig config, QObject* parent = nullptr);
    ~Server() override;

    // Listens on `address`:`port` (0: a free port); resumes the tables found
    // in the data folder first. False with `error` set when it cannot.
    bool listen(const QHostAddress& address, quint16 port, QString* error = nullptr);
    quint16 port() const;
    int tableCount() const { return int(tables_.size()); }
    // Tables resumed from the data folder at listen().
    int resumedTables() const { return resumed_; }

    struct Conn;
    struct Table;

private:
    void onNewConnection();
    void onText(QWebSocket* ws, const QString& text);
    void onBinary(QWebSocket* ws);
    void onDisconnected(QWebSocket* ws);
    void handle(Conn& c, const ClientMessage& m);
    void send(Conn& c, const std::string& text);
    void sendError(Conn& c, const std::string& code, const std::string& about, const std::string& message);

    // tables
    Table* tableOf(const Conn& c);
    void createTable(Conn& c, const ClientMessage& m);
    void sitDown(Conn& c, Table& t, int seat);
    void leaveTable(Conn& c, const std::string& reason, bool tell);
    void startGame(Table& t);
    void act(Conn& c, Table& t, const ClientMessage& m);
    void answerBetweenHands(Conn& c, Table& t, bool cont);
    void pump(Table& t);
    void afterChange(Table& t);
    void broadcastViews(Table& t);
    void sendView(Table& t, Conn& c, bool whole, std::map<std::size_t, std::string>* pubCache = nullptr);
    void broadcastTable(Table& t);
    void markLobby();
    void sendLobby(Conn& c);
    void armTimers(Table& t);
    void timerExpired(int tableId);
    void handEnded(Table& t, Conn* only = nullptr);
    void tryNextHand(Table& t);
    void gameOver(Table& t, const std::string& reason);
    void seatDropped(Table& t, int player);
    void takeOver(int tableId, int player);
    void giveBack(Table& t, int player);
    void closeTable(int tableId);
    void save(Table& t);
    void loadTables();

    std::unique_ptr<QWebSocketServer> ws_;
    ServerConfig config_;
    std::map<QWebSocket*, std::unique_ptr<Conn>> conns_;
    std::map<int, std::unique_ptr<Table>> tables_;
    int nextTable_ = 1;
    int resumed_ = 0;
    bool lobbyDirty_ = false;
    QTimer lobbyTimer_;
};

}  // namespace quetai::net
