// A mirror table: one seat's picture of a riichi game played elsewhere,
// rebuilt from the mjai events that seat receives (docs/mjai.md).
//
// Each kyoku is a fresh qe::Table dealt from a wall laid out so that the
// known tiles (the seat's own hand and draws, the indicators) are where the
// events say, and stand-ins fill the rest. When a hidden tile shows (another
// seat discards, calls, declares a kong, an indicator is turned) the
// stand-in and a tile no one has seen yet swap ids (Table::swapIds), so the
// mirror table's public state and this seat's own tiles and rule state are
// those of the real table; its SeatView is what a bot at the real table
// would be shown. Other seats' concealed tiles are stand-ins and mean
// nothing. Where the ruleset would judge a hidden seat's action by those
// stand-ins (a riichi declaration asks for a waiting hand, a kong after
// riichi for the same waits), the mirror takes the action as the events say
// (Table::applyUnchecked): it never guesses a hand it would then depend on.
//
// With seat -1 every tile is known (a full log, `quetai-cli import`): the
// mirror then replays the wins and draws too and scores them with the
// ruleset, so a log read back gives the engine's own final scores.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/table.h"

namespace qe::mjai {

class Mirror {
public:
    // Riichi only: other rulesets throw std::invalid_argument.
    Mirror(std::shared_ptr<const Ruleset> ruleset, Options options, int seat);

    // Feeds one event. Bad input throws std::invalid_argument naming the
    // field; an event the mirror cannot follow leaves the kyoku lost()
    // (why: lostReason()) until the next start_kyoku.
    void feed(const nlohmann::json& ev);

    int seat() const { return seat_; }
    void setSeat(int s) { seat_ = s; }
    // A kyoku is being followed (dealt, not over, not lost).
    bool following() const { return table_ && !lost_ && !over_; }
    bool lost() const { return lost_; }
    const std::string& lostReason() const { return lostWhy_; }
    const Table* table() const { return table_.get(); }
    int kyokus() const { return kyokus_; }
    const std::array<std::string, 4>& names() const { return names_; }

    // Full logs (seat -1): the scores the engine gave at the end of the last
    // kyoku, and every place where a start_kyoku disagreed with them.
    std::array<long long, 4> lastScores() const { return lastScores_; }
    const std::vector<std::string>& mismatches() const { return mismatches_; }

private:
    void startKyoku(const nlohmann::json& ev);
    void step(const nlohmann::json& ev, const std::string& type);
    void closeWindow(const nlohmann::json& ev, const std::string& type);
    void passRest();
    void finishKyoku();
    bool hidden(int s) const { return seat_ >= 0 && s != seat_; }
    Tile tileOf(TileId id) const { return table_->tile(id); }
    // An id of `want` nobody has seen (in the wall, or a hidden hand other
    // than `skipSeat`'s), kNoTile if none.
    TileId findFree(Tile want, int skipSeat, const std::vector<TileId>& exclude) const;
    // Makes seat's drawn tile `want`; returns its id.
    TileId ensureDrawn(int seat, Tile want);
    // An id of `want` in seat's hand (not `exclude`, not the drawn one unless
    // allowDrawn), swapped in for a stand-in when the seat is hidden.
    TileId ensureHeld(int seat, Tile want, const std::vector<TileId>& exclude, bool allowDrawn);
    // Applies an action the events show; a hidden seat's is taken even where
    // the ruleset's checks of its (stand-in) hand would refuse it.
    void applyShown(const Action& a);
    // A hidden caller keeps a tile it may discard after its call.
    void keepSpare(int seat, Kind called, const std::vector<TileId>& keep);
    void fixIndicator(int k, Tile t, bool under);
    void apply(const Action& a);
    Action findLegal(int seat, ActionType type, const std::vector<Tile>& tiles, const char* what) const;

    std::shared_ptr<const Ruleset> ruleset_;
    Options options_;
    int seat_;
    std::unique_ptr<Table> table_;
    std::unique_ptr<Table> snapshot_;  // before the last discard was applied
    Action snapAction_{};
    bool snapshotFresh_ = false;  // the snapshot's discard is the last event
    bool lost_ = false, over_ = false;
    std::string lostWhy_;
    int pendingReach_ = -1;
    int dorasSeen_ = 0;
    int kyokus_ = 0;
    int firstOya_ = -1;
    std::array<std::string, 4> names_{"East", "South", "West", "North"};
    std::array<long long, 4> lastScores_{};
    long long lastDeposits_ = 0;
    bool haveLast_ = false;
    std::vector<std::string> mismatches_;
    std::vector<TileId> pinned_;  // indicator ids the events fixed
    std::array<long long, 4> announced_{};  // the last scores an event carried
    bool haveAnnounced_ = false;
};

// Small helpers shared by the player, the seat and the logs.
int intField(const nlohmann::json& ev, const char* field, int lo, int hi);
std::string strField(const nlohmann::json& ev, const char* field);

}  // namespace qe::mjai
