// Our bot as an mjai player: events in, one answer per event out
// (`quetai-cli mjai`, docs/mjai.md). The bot decides on the SeatView of a
// mirror table rebuilt from the events (mirror.h).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "bot.h"
#include "mjai/mirror.h"

namespace qe::mjai {

// The mjai message for one of our actions by `seat` (nullopt: Pass, "none").
// A riichi discard gives the "reach" message; its dahai follows the host's
// reach event (reachDahai).
nlohmann::json actionMessage(const Table& t, const Action& a);
nlohmann::json dahaiMessage(const Table& t, const Action& a);

// Test modes: a player that breaks the protocol on purpose.
enum class Misbehave { None, Crash, Illegal, Silent };

class Player {
public:
    Player(const std::string& level, std::uint64_t seed, Misbehave mis = Misbehave::None);
    // The answer to one event (a JSON object; or an array, mjai.app's batch:
    // the answer to its last event). Bad input throws std::invalid_argument.
    nlohmann::json answer(const nlohmann::json& ev);
    bool finished() const { return finished_; }
    int seat() const { return mirror_.seat(); }
    // Why the mirror lost track of the kyoku ("" when it follows).
    std::string trouble() const { return mirror_.lost() ? mirror_.lostReason() : ""; }
    const Mirror& mirror() const { return mirror_; }

private:
    nlohmann::json decide(const nlohmann::json& ev, const std::string& type);
    // The answer to the host's announcement of our own reach: its discard.
    nlohmann::json reachDahai(const std::optional<Action>& chosen);
    std::unique_ptr<ai::Bot> bot_;
    Mirror mirror_;
    std::optional<Action> reachDiscard_;
    std::string lastDraw_ = "?";  // the seat's own last draw, as the host named it
    Misbehave mis_;
    int decisions_ = 0;
    bool finished_ = false;
};

}  // namespace qe::mjai
