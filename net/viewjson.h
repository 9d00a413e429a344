// A seat's view as the online table sends it (docs/network.md "The view"),
// both ways: the server projects a SeatView (or, for a spectator, the public
// state alone) to JSON; a client reads it back into a SeatView that a bot of
// ai/ or the table screen takes as it takes a local one. Plain C++ (no Qt),
// so the hidden-information test and the fuzz target use it directly.
//
// Nothing but the SeatView goes in: the projection is a function of the view
// (and, for the log, of how much of it the peer holds already), so a peer
// can learn no more than its SeatView holds (docs/architecture.md "Hidden
// information").
#pragma once

#include <cstddef>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "core/state.h"
#include "core/view.h"

namespace quetai::net {

// The public state; pub.log from index `logFrom` only (the peer holds the
// rest of this hand's log already).
nlohmann::json publicToJson(const qe::PublicState& pub, std::size_t logFrom = 0);
// A seat's view: seat, ruleset, options, pub, own, legal, refused.
nlohmann::json seatViewToJson(const qe::SeatView& v, std::size_t logFrom = 0);
// The parts of a seat's view, as seatViewToJson writes them (the server
// writes the public part once for every peer of a table).
nlohmann::json ownToJson(const qe::PrivateSeat& own);
nlohmann::json actionsToJson(const std::vector<qe::Action>& legal);
nlohmann::json refusedToJson(const std::vector<qe::RefusedAction>& refused);
nlohmann::json optionsToJson(const qe::Options& options);
// A spectator's view: seat -1, ruleset, options, pub.
nlohmann::json spectatorViewToJson(const qe::PublicState& pub, const std::string& ruleset,
                                   const qe::Options& options, std::size_t logFrom = 0);

// Reads a view back. `prev` is the view the peer held before (its log is
// kept up to `logFrom`); the ruleset comes from the registry and the table
// configuration from the ruleset and the options. Throws
// std::invalid_argument naming the field on anything malformed.
qe::SeatView seatViewFromJson(const nlohmann::json& j, std::size_t logFrom, const qe::SeatView* prev);

// The ruleset of that id, kept for the life of the program (a SeatView's
// ruleset pointer does not own it); nullptr for an unknown id.
std::shared_ptr<const qe::Ruleset> sharedRuleset(const std::string& id);

nlohmann::json actionToJson(const qe::Action& a);
// Throws std::invalid_argument naming what is wrong.
qe::Action actionFromJson(const nlohmann::json& j);
nlohmann::json scoreToJson(const qe::ScoreResult& r);
qe::ScoreResult scoreFromJson(const nlohmann::json& j);

}  // namespace quetai::net
