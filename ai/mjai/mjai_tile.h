// mjai's tile names (docs/mjai.md): "1m".."9m", "1p".., "1s".., the red
// fives "5mr" "5pr" "5sr", the honours "E" "S" "W" "N" "P" (white) "F"
// (green) "C" (red), and "?" for a tile the receiver may not see.
#pragma once

#include <optional>
#include <string>

#include "core/tile.h"

namespace qe::mjai {

std::string tileName(Tile t);
// The tile named `s`; nullopt for "?". Throws std::invalid_argument naming
// `field` for anything else.
std::optional<Tile> parseTile(const std::string& s, const char* field = "pai");

}  // namespace qe::mjai
