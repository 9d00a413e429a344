// quetai-cli: the engine from the command line. One JSON object per line on
// stdout (README.md "The command-line tool").
#include <chrono>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli.h"

namespace {

void usage(std::FILE* f) {
    std::fprintf(f,
                 "usage: quetai-cli COMMAND [options]\n"
                 "  score [--ruleset ID|all]    hand descriptions (JSON, one per line) on stdin -> results\n"
                 "  shanten TILES               shanten and waits of a hand, e.g. 123m456p789s1122z\n"
                 "  selfplay --ruleset ID --hands N --seed S [--bots L,L,L,L] [--no-check]\n"
                 "  arena --ruleset ID --hands N --seed S --seats L1,L2,L3,L4\n"
                 "  arena --games N --game-type tonpu|hanchan --ruleset riichi --seed S --seats L1,L2,L3,L4\n"
                 "        [--threads T] [--calibration] [--audit hand|game]  whole games: ranks, rates, where the points went;\n"
                 "                              --calibration: each level's discard estimates against what came\n"
                 "                              --audit: the first player's calls, passes, declarations, pushes, folds, each\n"
                 "                              against its alternative played out on the same wall to the hand's\n"
                 "                              end (points) or the game's (places); [--audit-kinds call,pass,...]\n"
                 "  bench [--json] [--quick] [--scale X] [--only NAME]  throughput per workload and a deterministic signature\n"
                 "  rulesets                    the rulesets and their options\n"
                 "  replay FILE                 replays a saved game and prints its final state\n"
                 "  review FILE [--player P] [--hand H]\n"
                 "                              the player's decisions in hand H (default the last) where the\n"
                 "                              Strong bot would have played differently, with both choices' figures\n"
                 "  stats DIR [--ruleset R] [--player NAME] [--last N] [--window N] [--review] [--csv summary|games]\n"
                 "                              a player's record over the saved games of a folder (docs/record.md)\n"
                 "  drills DIR [--ruleset R] [--player NAME] [--threshold X] [--limit N] [--no-builtin]\n"
                 "                              practice positions from the player's reviewed games\n"
                 "  soak --hands N [--seed S]   self-play over every ruleset with invariant, replay and scoring checks\n"
                 "  export FILE --format tenhou6|mjai [--out F]  a saved riichi game as a tenhou.net/6 or mjai log\n"
                 "  import FILE --format tenhou6|mjai            rebuilds a log's game, prints its scores\n"
                 "  mjai --level L [--seed S] [--connect HOST:PORT]  our bot as an mjai player (stdin/stdout or TCP)\n"
                 "  mjai-host [--port N] [--seats mjai,mjai,L,L] [--seed S] [--timeout MS]  a game for mjai TCP clients\n"
                 "  netload --tables N --seconds S [--url ws://HOST:PORT] [--pace-ms MS]\n"
                 "                              load on quetai-server (started here on loopback unless --url):\n"
                 "                              messages per second, latency p50/p99, server memory per table\n");
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "-h" || args[0] == "--help" || args[0] == "help") {
        usage(args.empty() ? stderr : stdout);
        return args.empty() ? 2 : 0;
    }
    const std::string cmd = args[0];
    args.erase(args.begin());
    try {
        if (cmd == "score") return cli::cmdScore(args);
        if (cmd == "shanten") return cli::cmdShanten(args);
        if (cmd == "selfplay") return cli::cmdSelfplay(args);
        if (cmd == "arena") return cli::cmdArena(args);
        if (cmd == "bench") return cli::cmdBench(args);
        if (cmd == "rulesets") return cli::cmdRulesets(args);
        if (cmd == "replay") return cli::cmdReplay(args);
        if (cmd == "review") return cli::cmdReview(args);
        if (cmd == "soak") return cli::cmdSoak(args);
        if (cmd == "stats") return cli::cmdStats(args);
        if (cmd == "drills") return cli::cmdDrills(args);
        if (cmd == "mjai") return cli::cmdMjai(args);
        if (cmd == "mjai-host") return cli::cmdMjaiHost(args);
        if (cmd == "export") return cli::cmdExport(args);
        if (cmd == "import") return cli::cmdImport(args);
        if (cmd == "netload") return cli::cmdNetload(args);
    } catch (const cli::UsageError& e) {
        std::fprintf(stderr, "quetai-cli %s: %s\n", cmd.c_str(), e.what());
        return 2;
    }
    std::fprintf(stderr, "quetai-cli: unknown command '%s'\n", cmd.c_str());
    usage(stderr);
    return 2;
}
