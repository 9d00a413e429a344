#include "core/options.h"

namespace qe {

void Options::resolve(const std::vector<OptionDesc>& descs) {
    for (const auto& [id, v] : values_) {
        const OptionDesc* d = nullptr;
        for (const auto& x : descs)
            if (x.id == id) d = &x;
        if (!d) {
            std::string known;
            for (const auto& x : descs) known += (known.empty() ? "" : ", ") + x.id;
            throw std::invalid_argument("unknown option '" + id + "' (known: " + (known.empty() ? "none" : known) + ")");
        }
        const long long lo = d->kind == OptionDesc::Kind::Bool ? 0 : d->kind == OptionDesc::Kind::Choice ? 0 : d->min;
        const long long hi = d->kind == OptionDesc::Kind::Bool     ? 1
                             : d->kind == OptionDesc::Kind::Choice ? (long long)d->choices.size() - 1
                                                                   : d->max;
        if (v < lo || v > hi)
            throw std::invalid_argument("option '" + id + "' = " + std::to_string(v) + " is out of range " +
                                        std::to_string(lo) + ".." + std::to_string(hi));
    }
    for (const auto& d : descs)
        if (!has(d.id)) values_[d.id] = d.defaultValue;
}

}  // namespace qe
