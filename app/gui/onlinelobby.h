// Play online (docs/network.md): the connection to a quetai-server, its
// lobby of tables, the table before its start (seats, bots, the agreement
// to the owner's options) and, once the game is dealt, the hand-over of the
// seat's views to the table screen's GameController (playRemote). Can also
// host a server inside the app ("Host a game on this computer"): on the
// loopback address unless the player agrees to open it to the network.
//
// Nothing here waits: every call sends and returns, answers come as signals
// of the client and refresh the properties. Names and chat are plain text
// and the QML shows them with Text.PlainText.
#pragma once

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <vector>
#include <QVariant>
#include <QtQml/qqmlregistration.h>
#include <memory>

namespace quetai {

class GameController;
namespace net {
class Client;
class Server;
}  // namespace net

class OnlineLobby : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(GameController* game READ game WRITE setGame NOTIFY changed)
    // disconnected | connecting | connected | reconnecting
    Q_PROPERTY(QString state READ state NOTIFY changed)
    Q_PROPERTY(QString address READ address NOTIFY changed)
    Q_PROPERTY(QString name READ name NOTIFY changed)
    // The lobby: [{id, ruleset, rulesetName, options {id: value}, taken, spectators, state, names}]
    Q_PROPERTY(QVariantList tables READ tables NOTIFY changed)
    // The table this client is at (-1: none), its role and summary.
    Q_PROPERTY(int tableId READ tableId NOTIFY changed)
    Q_PROPERTY(bool seated READ seated NOTIFY changed)
    Q_PROPERTY(bool watching READ watching NOTIFY changed)
    Q_PROPERTY(int seat READ seat NOTIFY changed)
    Q_PROPERTY(bool owner READ owner NOTIFY changed)
    // {id, ruleset, rulesetName, options, state, ownerName, discardSeconds, claimSeconds, onQuit,
    //  seats: [{seat, name, kind, level, agreed, connection, you}], agreed (this player), canStart}
    Q_PROPERTY(QVariantMap table READ table NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)
    // Hosting: the server inside the app.
    Q_PROPERTY(bool hosting READ hosting NOTIFY changed)
    Q_PROPERTY(bool hostOpen READ hostOpen NOTIFY changed)
    Q_PROPERTY(int hostPort READ hostPort NOTIFY changed)
    // The addresses to give friends (host:port), this computer's own first when closed.
    Q_PROPERTY(QStringList hostAddresses READ hostAddresses NOTIFY changed)

public:
    explicit OnlineLobby(QObject* parent = nullptr);
    ~OnlineLobby() override;

    // "host:port", "[::1]:port", "ws://..." or "wss://...". False (error set) when it cannot be read.
    Q_INVOKABLE bool connectTo(const QString& address, const QString& name);
    Q_INVOKABLE void disconnectFrom();
    Q_INVOKABLE void refresh();
    // cfg: ruleset, options {id: value}, discardSeconds, claimSeconds, botOnQuit, handLimit.
    Q_INVOKABLE void createTable(const QVariantMap& cfg);
    Q_INVOKABLE void sit(int table, int seat);
    Q_INVOKABLE void watch(int table);
    Q_INVOKABLE void fillWithBot(int seat, const QString& level);
    Q_INVOKABLE void agree();
    Q_INVOKABLE void leave();
    Q_INVOKABLE void start();
    Q_INVOKABLE void dismissError();
    // Starts the in-app server on `port` (0: a free one): loopback only,
    // unless `openToNetwork` (the screen asks the player first). Then joins it.
    Q_INVOKABLE bool host(const QString& name, int port, bool openToNetwork);
    Q_INVOKABLE void stopHosting();
    // Screenshots and tests (--online-demo): a server hosted here on
    // loopback, other people played by clients inside the app, and this
    // client brought to `moment` (lobby | agree | table | reconnecting);
    // demoReady() once it is shown. False for an unknown moment.
    Q_INVOKABLE bool demo(const QString& moment, const QString& name);

    GameController* game() const { return game_; }
    void setGame(GameController* g);
    QString state() const;
    QString address() const { return address_; }
    QString name() const;
    QVariantList tables() const;
    int tableId() const;
    bool seated() const;
    bool watching() const;
    int seat() const;
    bool owner() const;
    QVariantMap table() const;
    QString error() const { return error_; }
    bool hosting() const { return bool(server_); }
    bool hostOpen() const { return hostOpen_; }
    int hostPort() const;
    QStringList hostAddresses() const;
    net::Client* client() const { return client_; }

signals:
    void changed();
    // The game is dealt (or a watched game is in play): show the table.
    void tableStarted();
    // Back in the lobby (left the table, or the table closed).
    void backInLobby();
    void demoReady();

private:
    void onView();
    void demoStep();
    net::Client* demoPerson(const QString& name);
    QString demo_;
    bool demoDone_ = false;
    int demoStage_ = 0;
    std::vector<net::Client*> demoPeople_;
    QTimer* demoTimer_ = nullptr;
    net::Client* client_;
    std::unique_ptr<net::Server> server_;
    QPointer<GameController> game_;
    QString address_;
    QString error_;
    bool hostOpen_ = false;
    bool playing_ = false;
};

}  // namespace quetai
