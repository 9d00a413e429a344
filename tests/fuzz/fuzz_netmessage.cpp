// Fuzz target: the online table's server reader of client messages
// (net/protocol.h, docs/network.md) and the client's reader of a view
// (net/viewjson.h). Any bytes are either a valid message or an error with a
// code of docs/network.md "Errors" and a message; neither reader throws
// anything but its documented error, and what the server accepts holds
// within the limits (names and chat cleaned, fields in range).
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <string_view>

#include "fuzz_util.h"
#include "protocol.h"
#include "viewjson.h"

namespace {

int codePoints(const std::string& s) {
    int n = 0;
    for (unsigned char c : s)
        if ((c & 0xC0) != 0x80) ++n;
    return n;
}

void checkClean(const std::string& s, int maxChars, const char* what) {
    fuzz::check(codePoints(s) <= maxChars, std::string(what) + " longer than its limit: " + s);
    for (unsigned char c : s) fuzz::check(c >= 0x20 && c != 0x7F, std::string(what) + " holds a control character");
    fuzz::check(nlohmann::json(s).dump().size() > 0, std::string(what) + " is not valid UTF-8");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    static const std::set<std::string> codes{"bad_json", "too_large", "unknown_type", "bad_field", "wrong_token"};
    const quetai::net::ReadResult r = quetai::net::readClientMessage(text);
    if (!r.ok) {
        fuzz::check(codes.count(r.code) == 1, "unknown error code '" + r.code + "'");
        fuzz::check(!r.message.empty(), "an error without a message");
        // The error message itself is always valid JSON text.
        const std::string e = quetai::net::errorMessage(r.code, r.about, r.message);
        fuzz::check(!nlohmann::json::parse(e, nullptr, false).is_discarded(), "the error message is not JSON");
    } else {
        const auto& m = r.msg;
        fuzz::check(size <= quetai::net::kMaxMessageBytes, "an oversized message was accepted");
        switch (m.type) {
            case quetai::net::MsgType::Hello:
                fuzz::check(!m.name.empty(), "an empty name was accepted");
                checkClean(m.name, quetai::net::kMaxNameChars, "name");
                break;
            case quetai::net::MsgType::Chat:
                fuzz::check(!m.text.empty(), "an empty chat line was accepted");
                checkClean(m.text, quetai::net::kMaxChatChars, "chat");
                break;
            case quetai::net::MsgType::Sit:
            case quetai::net::MsgType::Bot:
                fuzz::check(m.seat >= 0 && m.seat <= 3, "a seat out of range was accepted");
                break;
            case quetai::net::MsgType::Resume:
                fuzz::check(m.token.size() == 32, "a malformed token was accepted");
                break;
            case quetai::net::MsgType::Action:
                fuzz::check(m.action.tile == qe::kNoTile || m.action.tile < qe::kMaxTiles, "a tile out of range was accepted");
                break;
            default:
                break;
        }
    }
    // The client's side: a view read from the same bytes.
    nlohmann::json j = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
    if (!j.is_discarded()) {
        try {
            const qe::SeatView v = quetai::net::seatViewFromJson(j, 0, nullptr);
            (void)quetai::net::seatViewToJson(v, 0).dump();
        } catch (const std::invalid_argument&) {
        } catch (const qe::ParseError&) {
        }
    }
    return 0;
}
