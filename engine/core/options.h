// Ruleset options: descriptors (for the new-game screen and docs) and values.
#pragma once

#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace qe {

struct OptionDesc {
    enum class Kind { Bool, Int, Choice };
    std::string id;       // fixed name used by tests, saves and hand descriptions
    Kind kind = Kind::Bool;
    long long defaultValue = 0;
    long long min = 0, max = 1;        // Int
    std::vector<std::string> choices;  // Choice: value is the index
    std::string nameEn, nameZh;
    std::string help;                  // one line for the new-game screen
};

// Option values by id; bools are 0/1, choices their index.
class Options {
public:
    long long get(const std::string& id, long long fallback = 0) const {
        auto it = values_.find(id);
        return it == values_.end() ? fallback : it->second;
    }
    bool flag(const std::string& id) const { return get(id) != 0; }
    void set(const std::string& id, long long v) { values_[id] = v; }
    bool has(const std::string& id) const { return values_.count(id) != 0; }
    const std::map<std::string, long long>& values() const { return values_; }
    // Fills defaults for every descriptor, checks ranges and unknown ids;
    // throws std::invalid_argument with a clear message.
    void resolve(const std::vector<OptionDesc>& descs);
    friend bool operator==(const Options&, const Options&) = default;

private:
    std::map<std::string, long long> values_;
};

}  // namespace qe
