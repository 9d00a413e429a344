// Fuzz target: the tile notation (docs/rulesets/common.md "Tiles and
// notation") and the 玉雀 letter form with melds (docs/rulesets/yuque.md).
// Any text either parses or throws ParseError with a position inside the
// text; what parses prints back to the same tiles.
#include <algorithm>
#include <string>
#include <string_view>

#include "core/tile.h"
#include "fuzz_util.h"
#include "rulesets/yuque/yuque_score.h"

namespace {

void checkPosition(const qe::ParseError& e, std::size_t size, const char* what) {
    fuzz::check(e.position() >= 0 && std::size_t(e.position()) <= size,
                std::string(what) + ": ParseError position " + std::to_string(e.position()) + " outside the text of " +
                    std::to_string(size) + " bytes");
    fuzz::check(e.what()[0] != '\0', std::string(what) + ": ParseError without a message");
}

void roundTrip(std::vector<qe::Tile> tiles) {
    qe::sortTiles(tiles);
    const std::string printed = qe::formatTiles(tiles);
    std::vector<qe::Tile> again;
    try {
        again = qe::parseTiles(printed);
    } catch (const qe::ParseError& e) {
        fuzz::fail("formatTiles printed '" + printed + "', which does not parse: " + e.what());
    }
    qe::sortTiles(again);
    fuzz::check(again == tiles, "formatTiles/parseTiles round trip changed the tiles: '" + printed + "'");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        roundTrip(qe::parseTiles(text));
    } catch (const qe::ParseError& e) {
        checkPosition(e, size, "parseTiles");
    }
    try {
        const qe::Tile t = qe::parseTile(text);
        fuzz::check(t.kind < qe::kNumKindsAll, "parseTile gave kind " + std::to_string(t.kind));
        fuzz::check(!t.red || (t.kind < 27 && t.kind % 9 == 4), "parseTile gave a red tile that is not a five");
        roundTrip({t});
    } catch (const qe::ParseError& e) {
        checkPosition(e, size, "parseTile");
    }
    // The 玉雀 form: the text up to the first '|' is the hand, the rest the
    // winning tile (so one input exercises both arguments).
    const std::size_t bar = text.find('|');
    const std::string_view hand = text.substr(0, bar);
    const std::string_view win = bar == std::string_view::npos ? std::string_view{} : text.substr(bar + 1);
    try {
        const qe::HandDesc d = qe::yuque::parseYuqueHand(hand, win);
        for (const auto& t : d.hand) fuzz::check(t.kind < qe::kNumKindsAll, "parseYuqueHand gave a bad kind");
    } catch (const qe::ParseError& e) {
        checkPosition(e, size, "parseYuqueHand");
    }
    return 0;
}
