// quetai-cli mjai / mjai-host: our bot as an mjai player, and a game whose
// mjai seats are TCP clients (docs/mjai.md).
#include <array>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>

#include "bot.h"
#include "cli.h"
#include "core/registry.h"
#include "core/session.h"
#include "mjai/channel.h"
#include "mjai/player.h"
#include "mjai/seat.h"

using nlohmann::json;

namespace cli {

namespace {

qe::mjai::Misbehave parseMisbehave(const std::string& s) {
    if (s.empty()) return qe::mjai::Misbehave::None;
    if (s == "crash") return qe::mjai::Misbehave::Crash;
    if (s == "illegal") return qe::mjai::Misbehave::Illegal;
    if (s == "silent") return qe::mjai::Misbehave::Silent;
    throw UsageError("--misbehave is crash, illegal or silent, not '" + s + "'");
}

// One answer for one received line; false once the game is over.
bool answerLine(qe::mjai::Player& p, const std::string& line, std::string& reply) {
    json ev;
    try {
        ev = json::parse(line);
        reply = p.answer(ev).dump();
    } catch (const std::exception& e) {
        std::fprintf(stderr, "quetai-cli mjai: %s\n", e.what());
        reply = json{{"type", "none"}}.dump();
    }
    if (const std::string why = p.trouble(); !why.empty()) {
        static std::string said;
        if (why != said) std::fprintf(stderr, "quetai-cli mjai: lost track: %s\n", why.c_str());
        said = why;
    }
    return !p.finished();
}

}  // namespace

int cmdMjai(const std::vector<std::string>& argv) {
    Args a(argv);
    const std::string level = a.get("--level", "standard");
    const long long seed = a.getInt("--seed", 0);
    const std::string connect = a.get("--connect");
    const std::string name = a.get("--name", "quetai-" + level);
    const auto mis = parseMisbehave(a.get("--misbehave"));
    a.rest();
    if (level != "beginner" && level != "standard" && level != "strong")
        throw UsageError("--level is beginner, standard or strong, not '" + level + "'");
    qe::mjai::Player player(level, std::uint64_t(seed), mis);
    std::string reply;
    if (connect.empty()) {
        std::string line;
        while (std::getline(std::cin, line)) {
            if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
            const bool more = answerLine(player, line, reply);
            std::cout << reply << "\n" << std::flush;
            if (!more) break;
        }
        return 0;
    }
    const auto colon = connect.rfind(':');
    if (colon == std::string::npos) throw UsageError("--connect expects HOST:PORT, got '" + connect + "'");
    int port = 0;
    try {
        port = std::stoi(connect.substr(colon + 1));
    } catch (const std::exception&) {
        throw UsageError("--connect: '" + connect.substr(colon + 1) + "' is not a port");
    }
    auto ch = qe::mjai::connectTcp(connect.substr(0, colon), port);
    std::string why;
    for (;;) {
        auto line = ch->readLine(-1, &why);
        if (!line) {
            std::fprintf(stderr, "quetai-cli mjai: the server went away: %s\n", why.c_str());
            return 1;
        }
        if (line->find_first_not_of(" \t\r") == std::string::npos) continue;
        json ev;
        try {
            ev = json::parse(*line);
        } catch (const std::exception&) {
            ev = json::object();
        }
        if (ev.is_object() && ev.value("type", "") == "hello") {
            ch->send(json{{"type", "join"}, {"name", name}, {"room", "default"}}.dump());
            continue;
        }
        const bool more = answerLine(player, *line, reply);
        if (ev.is_object() && ev.value("type", "") == "error") return 1;
        if (!ch->send(reply)) return 1;
        if (!more) return 0;
    }
}

int cmdMjaiHost(const std::vector<std::string>& argv) {
    Args a(argv);
    const long long port = a.getInt("--port", 11600);
    const long long seed = a.getInt("--seed", 1);
    const std::string seatsArg = a.get("--seats", "mjai,mjai,mjai,mjai");
    const long long timeout = a.getInt("--timeout", qe::mjai::kDefaultTimeoutMs);
    const long long hands = a.getInt("--hands", 0);
    const std::string out = a.get("--out");
    a.rest();
    if (port < 0 || port > 65535) throw UsageError("--port must be 0..65535");
    std::array<std::string, 4> seats;
    {
        std::stringstream ss(seatsArg);
        std::string item;
        int i = 0;
        while (std::getline(ss, item, ',')) {
            if (i >= 4) throw UsageError("--seats: four seats at most");
            if (item != "mjai" && !qe::ai::makeBot(item, 0))
                throw UsageError("--seats: '" + item + "' is neither mjai nor a bot level");
            seats[std::size_t(i++)] = item;
        }
        if (i != 4) throw UsageError("--seats needs four entries, e.g. mjai,standard,standard,standard");
    }
    qe::mjai::TcpListener listener{static_cast<int>(port)};
    std::cout << json{{"listening", listener.port()}}.dump() << "\n" << std::flush;
    std::array<std::unique_ptr<qe::ai::Bot>, 4> bots;
    std::array<qe::Agent*, 4> agents{};
    for (int s = 0; s < 4; ++s) {
        const std::uint64_t botSeed = std::uint64_t(seed) * 4 + std::uint64_t(s);
        if (seats[std::size_t(s)] != "mjai") {
            bots[std::size_t(s)] = qe::ai::makeBot(seats[std::size_t(s)], botSeed);
        } else {
            // The original server's handshake: hello, then the client's join.
            auto ch = listener.accept(60000);
            if (!ch) throw std::runtime_error("no mjai client connected for seat " + std::to_string(s) + " within 60 s");
            ch->send(json{{"type", "hello"}, {"protocol", "mjsonp"}, {"protocol_version", 3}}.dump());
            std::string why, who = "mjai client";
            auto join = ch->readLine(int(timeout), &why);
            try {
                const json j = json::parse(join.value_or("{}"));
                if (j.value("type", "") != "join") throw std::runtime_error("expected join");
                who = "mjai client '" + j.value("name", "?") + "'";
            } catch (const std::exception&) {
                ch->send(json{{"type", "error"}, {"message", "expected {\"type\":\"join\",...}"}}.dump());
                throw std::runtime_error("seat " + std::to_string(s) + ": the client did not join (" +
                                         (join ? *join : why) + ")");
            }
            bots[std::size_t(s)] = std::make_unique<qe::mjai::Seat>(std::move(ch), who, botSeed, int(timeout));
        }
        agents[std::size_t(s)] = bots[std::size_t(s)].get();
    }
    qe::SessionOptions so;
    so.handLimit = int(hands);
    qe::Session game(std::make_unique<qe::Table>(qe::makeRuleset("riichi"), qe::Options{}, std::uint64_t(seed)), agents, so);
    game.runToEnd();
    // A hand limit stops between hands: the clients still get their end_game.
    for (int s = 0; s < 4; ++s)
        if (auto* seat = dynamic_cast<qe::mjai::Seat*>(bots[std::size_t(s)].get())) seat->finish(game.table().view(s));
    json res{{"ok", true}, {"hands", game.handsEnded()}, {"actions", game.table().log().size()}};
    json scores = json::array(), replaced = json::array();
    for (int s = 0; s < 4; ++s) {
        scores.push_back(game.table().pub().seats[std::size_t(s)].score);
        if (auto* seat = dynamic_cast<qe::mjai::Seat*>(bots[std::size_t(s)].get()); seat && seat->replaced())
            replaced.push_back(seat->message());
    }
    res["scores"] = scores;
    res["replaced"] = replaced;
    if (!out.empty()) {
        std::ofstream f(out);
        f << game.table().toJson() << "\n";
        if (!f) throw std::runtime_error("cannot write " + out);
    }
    std::cout << res.dump() << "\n";
    return 0;
}

}  // namespace cli
