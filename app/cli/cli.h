#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace cli {

struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Small argument reader: --name value / --flag.
class Args {
public:
    explicit Args(std::vector<std::string> a) : a_(std::move(a)) {}
    std::string get(const std::string& name, const std::string& fallback = "");
    long long getInt(const std::string& name, long long fallback);
    bool flag(const std::string& name);
    std::vector<std::string> rest();  // positional arguments left; errors on unknown --options

private:
    std::vector<std::string> a_;
};

int cmdScore(const std::vector<std::string>& args);
int cmdShanten(const std::vector<std::string>& args);
int cmdSelfplay(const std::vector<std::string>& args);
int cmdArena(const std::vector<std::string>& args);
int cmdBench(const std::vector<std::string>& args);
int cmdRulesets(const std::vector<std::string>& args);
int cmdReplay(const std::vector<std::string>& args);
int cmdReview(const std::vector<std::string>& args);
int cmdSoak(const std::vector<std::string>& args);  // soak.cpp
int cmdExport(const std::vector<std::string>& args);  // logs.cpp
int cmdImport(const std::vector<std::string>& args);  // logs.cpp
int cmdMjai(const std::vector<std::string>& args);      // mjai_cmd.cpp
int cmdMjaiHost(const std::vector<std::string>& args);  // mjai_cmd.cpp
int cmdNetload(const std::vector<std::string>& args);   // netload.cpp (needs Qt WebSockets)

}  // namespace cli
