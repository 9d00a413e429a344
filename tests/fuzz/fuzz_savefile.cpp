// Fuzz target: the game-file loader. Table::fromJson either rebuilds a game
// or throws std::invalid_argument with a clear message (core/table.h); a
// game it rebuilt keeps its invariants and saves back to a file that loads
// to the same game. The game-file reader (core/gamefile.h) never throws: it
// names a problem with a message, or gives a game.
#include <memory>
#include <string>

#include "core/gamefile.h"
#include "core/table.h"
#include "fuzz_util.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    {
        const qe::GameFileRead r = qe::readGameFile(text);
        fuzz::check((r.problem == qe::GameFileProblem::None) == (r.table != nullptr),
                    "readGameFile: a problem and a game, or neither");
        fuzz::check(r.problem == qe::GameFileProblem::None || !r.message.empty(),
                    "readGameFile named a problem without a message");
        if (r.table) {
            const qe::GameFileRead again = qe::readGameFile(qe::writeGameFile(r.file));
            fuzz::check(again.table && again.table->toJson() == r.table->toJson(),
                        "a game file read and written again is another game");
        }
    }
    std::unique_ptr<qe::Table> t;
    try {
        t = qe::Table::fromJson(text);
    } catch (const std::invalid_argument& e) {
        fuzz::check(e.what()[0] != '\0', "Table::fromJson threw without a message");
        return 0;
    }
    fuzz::check(t != nullptr, "Table::fromJson returned no table");
    const std::string bad = t->checkInvariants();
    fuzz::check(bad.empty(), "a loaded game breaks the table invariants: " + bad);
    const std::string saved = t->toJson();
    std::unique_ptr<qe::Table> again;
    try {
        again = qe::Table::fromJson(saved);
    } catch (const std::exception& e) {
        fuzz::fail(std::string("a loaded game saves to a file that does not load: ") + e.what());
    }
    fuzz::check(again->toJson() == saved, "save, load, save changed the file");
    fuzz::check(again->fullEvents().size() == t->fullEvents().size(), "a reloaded game has other events");
    return 0;
}
