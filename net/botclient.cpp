#include "botclient.h"

#include <QDateTime>
#include <algorithm>

namespace quetai::net {

BotClient::BotClient(const QString& level, std::uint64_t seed, QObject* parent)
    : QObject(parent), bot_(qe::ai::makeBot(level.toStdString(), seed)) {
    client_.setLobbyOnWelcome(false);
    delay_.setSingleShot(true);
    connect(&delay_, &QTimer::timeout, this, &BotClient::answer);
    connect(&client_, &Client::viewChanged, this, &BotClient::onView);
    // Back at the seat (a resumed seat, a restarted server): its open
    // decision is asked again and answered again.
    connect(&client_, &Client::joined, this, [this] { answeredAsk_ = -1; });
    connect(&client_, &Client::handEnded, this, [this](const QJsonObject&) {
        if (silent_) return;
        ++hands_;
        if (quitAfter_ > 0 && hands_ >= quitAfter_) client_.quitGame();
        else client_.continueGame();
    });
}

void BotClient::onView() {
    if (silent_ || !bot_) return;
    const int ask = client_.ask();
    if (ask < 0 || ask == answeredAsk_ || client_.view().legal.empty()) return;
    if (delayMs_ > 0) {
        if (!delay_.isActive()) delay_.start(delayMs_);
        return;
    }
    answer();
}

void BotClient::answer() {
    if (silent_) return;
    const int ask = client_.ask();
    if (ask < 0 || ask == answeredAsk_ || client_.view().legal.empty()) return;
    const qe::SeatView& v = client_.view();
    qe::Action a = bot_->choose(v);
    answeredAsk_ = ask;
    ++decisions_;
    client_.act(a);
    if (onSent) onSent(ask, QDateTime::currentMSecsSinceEpoch());
}

}  // namespace quetai::net
