#include "mjai/logs.h"

#include <sstream>
#include <stdexcept>

#include "core/registry.h"
#include "core/table.h"
#include "mjai/encoder.h"
#include "mjai/mirror.h"

namespace qe::mjai {

using nlohmann::json;

std::vector<json> exportLog(const std::string& saveJson) {
    const auto saved = Table::fromJson(saveJson);
    if (saved->ruleset().id() != "riichi")
        throw std::invalid_argument("ruleset: mjai logs are riichi only, this game is " + saved->ruleset().id());
    std::array<std::string, 4> names;
    for (int p = 0; p < 4; ++p) names[std::size_t(p)] = saved->pub().seats[std::size_t(saved->pub().placeOf[std::size_t(p)])].name;
    Table t(saved->rulesetPtr(), saved->options(), saved->seed(), names);
    const TileSet& set = t.config().wall.set;
    std::vector<json> out;
    json opts = json::object();
    for (const auto& [k, v] : t.options().values()) opts[k] = v;
    // "quetai" is ours (mjai readers ignore fields they do not know): the
    // ruleset's options, so an import scores by the same rules.
    out.push_back(json{{"type", "start_game"}, {"names", names}, {"quetai", {{"ruleset", "riichi"}, {"options", opts}}}});
    Encoder enc(-1);
    std::array<std::vector<TileId>, 4> dealt;
    std::size_t done = 0;
    auto drain = [&] {
        const auto& ev = t.fullEvents();
        for (; done < ev.size(); ++done) {
            const Event& e = ev[done];
            if (e.type == EventType::HandStart) dealt = {};
            if (e.type == EventType::Deal && e.seat >= 0) dealt[std::size_t(e.seat)] = e.tiles;
            if (e.type == EventType::Indicator && e.code == 0) {
                std::array<long long, 4> scores{};
                for (int s = 0; s < 4; ++s) scores[std::size_t(s)] = t.pub().seats[std::size_t(s)].score;
                auto it = t.pub().counters.find("deposits");
                out.push_back(enc.startKyoku(t.pub(), set, dealt, it == t.pub().counters.end() ? 0 : it->second, scores));
                continue;
            }
            enc.encode(e, t.pub(), set, kNoTile, out);
        }
    };
    drain();
    for (const Action& a : saved->log()) {
        t.apply(a);
        drain();
    }
    return out;
}

ImportResult importLog(const std::string& text) {
    ImportResult r;
    std::istringstream in(text);
    std::string line;
    int n = 0;
    std::unique_ptr<Mirror> m;
    while (std::getline(in, line)) {
        ++n;
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        json ev;
        try {
            ev = json::parse(line);
        } catch (const std::exception& e) {
            throw std::invalid_argument("line " + std::to_string(n) + ": not JSON (" + e.what() + ")");
        }
        try {
            if (!m) {
                Options opts;
                if (ev.is_object() && ev.value("type", "") == "start_game" && ev.contains("quetai")) {
                    const json& q = ev["quetai"];
                    if (q.value("ruleset", "riichi") != "riichi")
                        throw std::invalid_argument("quetai.ruleset: mjai logs are riichi only");
                    if (q.contains("options") && q["options"].is_object())
                        for (const auto& [k, v] : q["options"].items()) {
                            if (!v.is_number_integer()) throw std::invalid_argument("quetai.options." + k + ": not an integer");
                            opts.set(k, v.get<long long>());
                        }
                }
                m = std::make_unique<Mirror>(makeRuleset("riichi"), opts, -1);
            }
            m->feed(ev);
            if (ev.value("type", "") == "end_game" && ev.contains("scores") && ev["scores"].is_array() &&
                ev["scores"].size() == 4) {
                for (std::size_t s = 0; s < 4; ++s) r.logScores[s] = ev["scores"][s].get<long long>();
                r.hasLogScores = true;
            }
        } catch (const std::invalid_argument& e) {
            throw std::invalid_argument("line " + std::to_string(n) + ": " + e.what());
        }
    }
    if (!m) throw std::invalid_argument("the log has no events");
    r.kyokus = m->kyokus();
    r.scores = m->lastScores();
    r.problems = m->mismatches();
    if (r.hasLogScores && r.scores != r.logScores) r.problems.push_back("the final scores differ from end_game's");
    return r;
}

}  // namespace qe::mjai
