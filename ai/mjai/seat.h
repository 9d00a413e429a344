// An mjai seat at our table (docs/mjai.md): an outside program (on its
// stdin/stdout, or a TCP client of `quetai-cli mjai-host`) plays one seat.
// It is a Session Agent: it turns the public events of its SeatView into
// mjai events for its seat only ("?" for hidden tiles) and its answers into
// our actions. A program that crashes, answers something illegal or is
// silent longer than the limit is replaced by a Standard bot for the rest of
// the game, with a message on stderr (and in message()).
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "bot.h"
#include "mjai/channel.h"
#include "mjai/encoder.h"

namespace qe::mjai {

inline constexpr int kDefaultTimeoutMs = 5000;

class Seat : public ai::Bot {
public:
    // `label` names the program in messages ("mjai:CMD").
    Seat(std::unique_ptr<LineChannel> channel, std::string label, std::uint64_t seed, int timeoutMs = kDefaultTimeoutMs);
    ~Seat() override;
    Action choose(const SeatView& v) override;
    void observe(const SeatView& v) override;
    // The game is over (or stopped by a hand limit): the program gets what
    // it has not seen yet and an end_game, and the channel closes.
    void finish(const SeatView& v);
    std::string level() const override { return label_; }
    // The program was replaced; why.
    bool replaced() const { return failed_; }
    const std::string& message() const { return message_; }

private:
    // Sends every event since the last call; returns the answer to the last
    // one. `asking`: the view is a decision of the seat's (its offers go with
    // the event it answers).
    nlohmann::json sync(const SeatView& v, bool asking);
    nlohmann::json exchange(const nlohmann::json& ev);
    void fail(const std::string& why);
    Action fromAnswer(const SeatView& v, const nlohmann::json& ans);

    std::unique_ptr<LineChannel> ch_;
    std::string label_;
    std::unique_ptr<ai::Bot> fallback_;
    int timeoutMs_;
    Encoder enc_{0};
    bool started_ = false, failed_ = false, ended_ = false;
    int hand_ = -1;
    std::size_t sent_ = 0;
    bool kyokuOpen_ = false;
    bool ownReachSent_ = false;
    int seat_ = -1;
    std::string message_;
};

// "mjai:CMD ARGS" as a bot level: runs CMD (with "{seed}" replaced by the
// seat's seed) as an mjai seat. nullptr for any other level.
std::unique_ptr<ai::Bot> makeProcessSeat(const std::string& level, std::uint64_t seed);
// The silence limit of the seats makeProcessSeat makes from now on.
void setSeatTimeoutMs(int ms);

}  // namespace qe::mjai
