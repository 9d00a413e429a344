// A bot speaking the protocol: a Client whose seat is played by a bot of
// ai/ from the SeatView the client rebuilt (tests, `quetai-cli netload`).
// It answers each decision once (Client::ask), continues between hands and
// may wait a fixed delay before each answer (a person's pace).
#pragma once

#include <QObject>
#include <QTimer>
#include <functional>
#include <memory>

#include "bot.h"
#include "client.h"

namespace quetai::net {

class BotClient : public QObject {
    Q_OBJECT
public:
    BotClient(const QString& level, std::uint64_t seed, QObject* parent = nullptr);
    Client& client() { return client_; }
    void setDelayMs(int ms) { delayMs_ = ms; }
    // Between hands: answer quit instead of continue after `hands` hands (0: never).
    void setQuitAfter(int hands) { quitAfter_ = hands; }
    // Stop answering (a client frozen or killed in a test).
    void setSilent(bool s) { silent_ = s; }
    int decisions() const { return decisions_; }
    // When each action was sent (ms since the epoch of QDateTime), by the log
    // length it was answering: netload measures its arrival at every peer.
    std::function<void(int ask, qint64 sentMs)> onSent;

private:
    void onView();
    void answer();

    Client client_;
    std::unique_ptr<qe::ai::Bot> bot_;
    int delayMs_ = 0;
    int quitAfter_ = 0;
    int hands_ = 0;
    bool silent_ = false;
    int answeredAsk_ = -1;
    int decisions_ = 0;
    QTimer delay_;
};

}  // namespace quetai::net
