// Protocol 1 of the online table (docs/network.md): the limits, the error
// codes and the server's reader of client messages. The reader is plain C++
// (no Qt) and never throws: every message is size-checked, parsed and
// validated field by field before the server looks at it, and whatever is
// wrong comes back as an error code and a message naming it (the fuzz
// target tests/fuzz/fuzz_netmessage.cpp feeds it arbitrary bytes).
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <string_view>

#include "core/state.h"

namespace quetai::net {

inline constexpr int kProtocol = 1;
inline constexpr std::size_t kMaxMessageBytes = 16 * 1024;
inline constexpr int kMaxNameChars = 24;
inline constexpr int kMaxChatChars = 200;
inline constexpr int kFloodMessages = 60;     // in any kFloodWindowMs: the connection is closed
inline constexpr int kFloodWindowMs = 2000;
inline constexpr int kChatBurst = 5;          // chat lines allowed at once, then one a second
inline constexpr int kMaxSpectators = 16;

enum class MsgType {
    Hello, List, Create, Sit, Watch, Bot, Agree, Leave, Start, Action, Continue, Quit, Chat, Resume,
};
const char* msgTypeName(MsgType t);

// One client message, validated.
struct ClientMessage {
    MsgType type = MsgType::List;
    int protocol = 0;
    std::string name;       // hello (cleaned)
    int table = -1;         // sit, watch, resume
    int seat = -1;          // sit, bot; action: the seat it claims (-1: none given)
    std::string token;      // resume
    std::string level;      // bot
    std::string text;       // chat (cleaned)
    // create
    std::string ruleset;
    std::map<std::string, long long> options;
    bool botOnQuit = true;
    int discardSeconds = 30;
    int claimSeconds = 10;
    int handLimit = 0;
    qe::Action action;      // action
};

struct ReadResult {
    bool ok = false;
    std::string code;       // error code of docs/network.md "Errors" when !ok
    std::string message;    // what is wrong
    std::string about;      // the message's type, when it could be read
    ClientMessage msg;
};

ReadResult readClientMessage(std::string_view bytes);

// Plain text: valid UTF-8 (invalid bytes dropped), control characters
// removed (line breaks and tabs become spaces), runs of spaces kept, cut to
// `maxChars` code points, trimmed.
std::string cleanText(std::string_view s, int maxChars);

// {"type":"error","code":..,"about":..,"message":..}
std::string errorMessage(const std::string& code, const std::string& about, const std::string& message);

}  // namespace quetai::net
