// Fuzz target: the table state machine (core/table.h) driven by the input.
// The first bytes pick a ruleset, its options and a seed; then each byte
// picks one of the actions legal now, and about one byte in eight instead
// makes a garbage action (random fields, or a legal action with one field
// changed). Properties checked after every step:
//  - a legal action is accepted; anything else throws IllegalAction and
//    leaves the game as it was (same log, events, scores, legal actions);
//  - the tile invariants hold (Table::checkInvariants);
//  - while a hand is on, some seat owes an action and only the seats that
//    owe one have legal actions; between hands nobody owes one.
#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <vector>

#include "core/registry.h"
#include "core/table.h"
#include "fuzz_util.h"

namespace {

constexpr int kMaxSteps = 3000;  // keeps one input fast; long games come from many inputs

const std::vector<std::shared_ptr<const qe::Ruleset>>& rulesets() {
    static const auto all = [] {
        std::vector<std::shared_ptr<const qe::Ruleset>> v;
        for (const auto& id : qe::rulesetIds()) v.push_back(qe::makeRuleset(id));
        return v;
    }();
    return all;
}

// A value for every option: mostly the default, else one the option allows.
qe::Options pickOptions(const qe::Ruleset& rs, fuzz::Bytes& in) {
    qe::Options o;
    for (const auto& d : rs.optionDescs()) {
        const std::uint8_t b = in.u8();
        if (!(b & 0x80)) continue;
        switch (d.kind) {
            case qe::OptionDesc::Kind::Bool: o.set(d.id, b & 1); break;
            case qe::OptionDesc::Kind::Int: {
                const long long span = d.max - d.min + 1;
                o.set(d.id, span > 0 ? d.min + (long long)(b & 0x7f) % span : d.min);
                break;
            }
            case qe::OptionDesc::Kind::Choice:
                if (!d.choices.empty()) o.set(d.id, (long long)((b & 0x7f) % d.choices.size()));
                break;
        }
    }
    return o;
}

// The legal actions of each seat now, and all of them (NextHand first).
struct Legal {
    std::array<std::vector<qe::Action>, 4> seat;
    std::vector<qe::Action> all;
    explicit Legal(const qe::Table& t) : all(t.legalActions(-1)) {
        for (int s = 0; s < 4; ++s) {
            seat[std::size_t(s)] = t.legalActions(s);
            all.insert(all.end(), seat[std::size_t(s)].begin(), seat[std::size_t(s)].end());
        }
    }
    bool operator==(const Legal&) const = default;
};

bool isLegal(const qe::Table& t, const qe::Action& a) {
    // apply() accepts NextHand from any seat once the hand is over.
    if (a.type == qe::ActionType::NextHand) return t.phase() == qe::Phase::HandOver;
    if (a.seat < 0 || a.seat > 3) return false;
    const auto l = t.legalActions(a.seat);
    return std::find(l.begin(), l.end(), a) != l.end();
}

qe::Action garbage(const std::vector<qe::Action>& legal, fuzz::Bytes& in) {
    const std::uint8_t how = in.u8();
    if (!legal.empty() && (how & 1)) {
        qe::Action a = legal[std::size_t(in.u8()) % legal.size()];
        const std::uint8_t v = in.u8();
        switch ((how >> 1) % 6) {
            case 0: a.seat = std::int8_t(v); break;
            case 1: a.tile = v; break;
            case 2: a.with[v % 3] = in.u8(); break;
            case 3: a.declare = v; break;
            case 4: a.code = v; break;
            default: a.type = qe::ActionType(v % (int(qe::ActionType::EndGame) + 1)); break;
        }
        return a;
    }
    qe::Action a;
    a.type = qe::ActionType(in.u8() % (int(qe::ActionType::EndGame) + 1));
    a.seat = std::int8_t(in.u8());
    a.tile = in.u8();
    for (auto& w : a.with) w = in.u8();
    a.declare = in.u8() & 3;
    a.code = in.u8() & 3;
    return a;
}

void checkOwed(const qe::Table& t, const Legal& legal, const std::string& after) {
    const auto seats = t.seatsToAct();
    const qe::Phase ph = t.phase();
    if (ph == qe::Phase::HandOver || ph == qe::Phase::GameOver) {
        fuzz::check(seats.empty(), "seats owe actions between hands" + after);
        return;
    }
    fuzz::check(!seats.empty(), "the hand is on but no seat owes an action" + after);
    for (int s = 0; s < 4; ++s) {
        const bool owes = std::find(seats.begin(), seats.end(), s) != seats.end();
        const bool has = !legal.seat[std::size_t(s)].empty();
        fuzz::check(owes == has,
                    "seat " + std::to_string(s) +
                        (owes ? " owes an action but has none legal" : " has legal actions but owes none") + after);
    }
}

void applyLegal(qe::Table& t, const qe::Action& a) {
    try {
        t.apply(a);
    } catch (const qe::IllegalAction& e) {
        fuzz::fail("a legal action was refused: " + t.describe(a) + ": " + e.what());
    } catch (const std::logic_error& e) {
        fuzz::fail(std::string("after ") + t.describe(a) + ": " + e.what());
    }
}

// What a refused action must leave as it was. Comparing whole saves after
// every garbage action made long inputs quadratic; the log, the events, the
// public state's headline fields and every seat's legal actions cover it.
struct Snapshot {
    std::size_t log, events;
    qe::Phase phase;
    int turn;
    std::array<long long, 4> scores;
    Legal legal;
    explicit Snapshot(const qe::Table& t)
        : log(t.log().size()), events(t.fullEvents().size()), phase(t.phase()), turn(t.pub().turn), legal(t) {
        for (int s = 0; s < 4; ++s) scores[std::size_t(s)] = t.pub().seats[std::size_t(s)].score;
    }
    bool operator==(const Snapshot&) const = default;
};

void applyGarbage(qe::Table& t, const qe::Action& a) {
    if (isLegal(t, a)) {
        applyLegal(t, a);
        return;
    }
    const Snapshot before(t);
    try {
        t.apply(a);
        fuzz::fail("an illegal action was accepted: " + qe::Table::actionToJson(a));
    } catch (const qe::IllegalAction& e) {
        fuzz::check(e.what()[0] != '\0', "IllegalAction without a message");
    }
    fuzz::check(Snapshot(t) == before, "a refused action changed the game: " + qe::Table::actionToJson(a));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::Bytes in(data, size);
    const auto& all = rulesets();
    const auto& rs = all[in.u8() % all.size()];
    const qe::Options opts = pickOptions(*rs, in);
    const std::uint64_t seed = std::uint64_t(in.u8()) << 8 | in.u8();
    std::unique_ptr<qe::Table> t;
    try {
        t = std::make_unique<qe::Table>(rs, opts, seed);
    } catch (const std::invalid_argument&) {
        return 0;  // an option combination the ruleset refuses, with a message
    }
    // Table::runChecks then checks the tile invariants after every action and
    // throws std::logic_error, which applyLegal reports.
    t->setCheckInvariants(true);
    const std::string where = " (" + rs->id() + ", seed " + std::to_string(seed) + ")";
    Legal legal(*t);
    checkOwed(*t, legal, where);
    for (int step = 0; step < kMaxSteps && !in.empty(); ++step) {
        const std::uint8_t b = in.u8();
        if (b >= 0xe0 || legal.all.empty()) {
            applyGarbage(*t, garbage(legal.all, in));
        } else {
            applyLegal(*t, legal.all[b % legal.all.size()]);
        }
        legal = Legal(*t);
        checkOwed(*t, legal, " after action " + std::to_string(t->log().size()) + where);
    }
    const std::string bad = t->checkInvariants();
    fuzz::check(bad.empty(), "table invariant broken: " + bad + where);
    return 0;
}
