#include "core/hand.h"

namespace qe {

const char* meldTypeName(MeldType t) {
    switch (t) {
        case MeldType::Chi: return "chi";
        case MeldType::Pon: return "pon";
        case MeldType::Kan: return "kan";
        case MeldType::Kakan: return "kakan";
        case MeldType::Ankan: return "ankan";
    }
    return "?";
}

bool parseMeldType(const std::string& s, MeldType& out) {
    for (MeldType t : {MeldType::Chi, MeldType::Pon, MeldType::Kan, MeldType::Kakan, MeldType::Ankan})
        if (s == meldTypeName(t)) {
            out = t;
            return true;
        }
    return false;
}

std::vector<Tile> Meld::tiles() const {
    std::vector<Tile> v;
    int redLeft = red;
    const int n = size();
    for (int i = 0; i < n; ++i) {
        Kind k = type == MeldType::Chi ? Kind(kind + i) : kind;
        bool r = false;
        if (redLeft > 0 && k < 27 && k % 9 == 4) {
            r = true;
            --redLeft;
        }
        v.push_back(Tile{k, r});
    }
    return v;
}

void Meld::addTo(Counts& c) const {
    if (type == MeldType::Chi) {
        ++c[kind];
        ++c[kind + 1];
        ++c[kind + 2];
    } else {
        c[kind] += std::uint8_t(size());
    }
}

std::string Meld::toString() const {
    std::string s = meldTypeName(type);
    s += ":";
    s += formatTiles(tiles());
    if (from) s += "<" + std::to_string(from);
    return s;
}

}  // namespace qe
