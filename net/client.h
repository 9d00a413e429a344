// The client side of the online table (docs/network.md): one WebSocket
// connection to a quetai-server, the messages of protocol 1 as methods and
// signals, and the seat's view rebuilt as a qe::SeatView (net/viewjson.h) so
// a bot of ai/ or the table screen takes it as it takes a local one.
//
// It never blocks: every call sends and returns; answers arrive as signals.
// A dropped connection is retried by itself (0.5 s, 1 s, 2 s ... at most
// 5 s apart) and, when it held a seat, resumed with the seat token.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QTimer>
#include <QUrl>
#include <memory>

#include "core/state.h"
#include "core/view.h"

class QWebSocket;

namespace quetai::net {

// What `create` sends (docs/network.md "Messages").
struct TableSpec {
    QString ruleset;             // yuque, shanghai, riichi, binshi, lingque
    QJsonObject options;         // option id -> number (bools 0/1); 底分 is shanghai's "base"
    bool botOnQuit = true;       // a player who quits is replaced by a bot; false: the game ends
    int discardSeconds = 30;     // 0: no turn timer
    int claimSeconds = 10;       // 0: no claim timer
    int handLimit = 0;           // 0: as the ruleset says
};

class Client : public QObject {
    Q_OBJECT
public:
    enum class State {
        Disconnected,  // not connected and not trying (never connected, or closed())
        Connecting,    // the first connection is being made
        Connected,     // welcomed by the server
        Reconnecting,  // the connection dropped; retrying by itself
    };
    Q_ENUM(State)

    explicit Client(QObject* parent = nullptr);
    ~Client() override;

    // ws://host:port or wss://host:port. Sends hello once connected.
    void connectTo(const QUrl& url, const QString& name);
    // Closes the connection and stops reconnecting.
    void close();
    // Drops the connection at once, as a killed program or a lost network
    // would (no closing handshake); reconnects by itself when auto-reconnect is on.
    void abortConnection();
    // For tests over wss:// with a self-signed certificate: accept it.
    void setIgnoreSslErrors(bool ignore) { ignoreSsl_ = ignore; }
    // Off: a dropped connection stays dropped (tests that check the drop).
    void setAutoReconnect(bool on) { autoReconnect_ = on; }
    // On (the default): once welcomed at no table, ask for the lobby
    // (listTables). Bot clients that go straight to a seat turn it off.
    void setLobbyOnWelcome(bool on) { lobbyOnWelcome_ = on; }

    // --- lobby ---
    // The tables (lobbyChanged), and their changes from then on while at no
    // table: a lobby screen calls it once welcomed().
    void listTables();
    void createTable(const TableSpec& spec);
    void sit(int table, int seat);
    void watch(int table);
    // Back to a seat after a restart of the client (the token from joined()).
    void resume(int table, const QString& token);

    // --- at a table ---
    void fillWithBot(int seat, const QString& level);  // owner, before the start
    void agree();
    void leave();
    void start();                 // owner
    void act(const qe::Action& a);  // the seat's chosen action (one of view().legal)
    void continueGame();          // between hands
    void quitGame();              // between hands
    void chat(const QString& text);
    // Any text as one message (tests of the server's answers to bad input).
    void sendRaw(const QString& text);

    // --- state ---
    State state() const { return state_; }
    QString name() const { return name_; }
    int protocol() const { return protocol_; }
    int table() const { return table_; }
    int seat() const { return seat_; }           // -1: not seated (lobby or spectator)
    bool spectator() const { return spectator_; }
    QString token() const { return token_; }
    QJsonArray tables() const { return tables_; }
    QJsonObject tableInfo() const { return tableInfo_; }
    bool hasView() const { return hasView_; }
    // The seat's view as the server last sent it (a spectator's: seat -1,
    // no own tiles, no legal actions). Valid while hasView().
    const qe::SeatView& view() const { return view_; }
    int actionsApplied() const { return applied_; }  // the game's log length the view shows
    // The decision the seat owes now, named by the log length when it was
    // asked (-1: none). A bot answers each ask once, however many views
    // repeat it while other seats answer a claim.
    int ask() const { return ask_; }
    QJsonObject timer() const { return timer_; }     // the view's timer (empty: none)
    QJsonObject lastHandEnd() const { return handEnd_; }

signals:
    void stateChanged(quetai::net::Client::State state);
    void welcomed();
    void lobbyChanged();                                    // tables()
    void joined(int table, int seat, bool spectator, const QString& token);
    void tableChanged();                                    // tableInfo()
    void viewChanged();                                     // view(), timer()
    void handEnded(const QJsonObject& info);                // hand_end
    void gameOver(const QJsonObject& info);                 // game_over
    void leftTable(const QString& reason);                  // left
    void chatReceived(int seat, const QString& name, const QString& text);
    void errorReceived(const QString& code, const QString& message, const QString& about);
    // Every message as it arrived (tests, netload).
    void messageReceived(const QByteArray& text);

private:
    void send(const QJsonObject& o);
    void onConnected();
    void onDisconnected();
    void onText(const QString& text);
    void retry();
    void setState(State s);
    void reconnectNow();

    std::unique_ptr<QWebSocket> socket_;
    QUrl url_;
    QString name_;
    State state_ = State::Disconnected;
    bool ignoreSsl_ = false;
    bool autoReconnect_ = true;
    bool lobbyOnWelcome_ = true;
    bool closing_ = false;
    int retryMs_ = 500;
    QTimer retryTimer_;
    int protocol_ = 0;
    int table_ = -1;
    int seat_ = -1;
    bool spectator_ = false;
    QString token_;
    QJsonArray tables_;
    QJsonObject tableInfo_;
    QJsonObject timer_;
    QJsonObject handEnd_;
    bool hasView_ = false;
    qe::SeatView view_;
    int applied_ = 0;
    int ask_ = -1;
};

}  // namespace quetai::net
