#include "protocol.h"

#include <nlohmann/json.hpp>

#include "core/registry.h"
#include "viewjson.h"

namespace quetai::net {

using nlohmann::json;

namespace {

struct TypeName {
    MsgType type;
    const char* name;
};
constexpr TypeName kTypes[] = {
    {MsgType::Hello, "hello"},   {MsgType::List, "list"},       {MsgType::Create, "create"},
    {MsgType::Sit, "sit"},       {MsgType::Watch, "watch"},     {MsgType::Bot, "bot"},
    {MsgType::Agree, "agree"},   {MsgType::Leave, "leave"},     {MsgType::Start, "start"},
    {MsgType::Action, "action"}, {MsgType::Continue, "continue"}, {MsgType::Quit, "quit"},
    {MsgType::Chat, "chat"},     {MsgType::Resume, "resume"},
};

struct Bad {
    std::string code, message;
};

long long intField(const json& j, const char* name, long long lo, long long hi, const long long* fallback = nullptr) {
    auto it = j.find(name);
    if (it == j.end()) {
        if (fallback) return *fallback;
        throw Bad{"bad_field", std::string("'") + name + "' is missing"};
    }
    if (!it->is_number_integer())
        throw Bad{"bad_field", std::string("'") + name + "' must be a whole number"};
    const long long v = it->is_number_unsigned() && it->get<unsigned long long>() > (1ULL << 62)
                            ? hi + 1
                            : it->get<long long>();
    if (v < lo || v > hi)
        throw Bad{"bad_field", std::string("'") + name + "' must be between " + std::to_string(lo) + " and " +
                                   std::to_string(hi)};
    return v;
}
std::string strField(const json& j, const char* name, std::size_t maxBytes) {
    auto it = j.find(name);
    if (it == j.end()) throw Bad{"bad_field", std::string("'") + name + "' is missing"};
    if (!it->is_string()) throw Bad{"bad_field", std::string("'") + name + "' must be a string"};
    std::string s = it->get<std::string>();
    if (s.size() > maxBytes) throw Bad{"bad_field", std::string("'") + name + "' is too long"};
    return s;
}

// Decodes one UTF-8 code point at s[i]; returns its length, 0 when invalid.
int utf8Len(std::string_view s, std::size_t i, char32_t& cp) {
    const auto c = static_cast<unsigned char>(s[i]);
    int n = 0;
    if (c < 0x80) {
        cp = c;
        return 1;
    }
    if ((c & 0xE0) == 0xC0) n = 2, cp = c & 0x1F;
    else if ((c & 0xF0) == 0xE0) n = 3, cp = c & 0x0F;
    else if ((c & 0xF8) == 0xF0) n = 4, cp = c & 0x07;
    else return 0;
    if (i + std::size_t(n) > s.size()) return 0;
    for (int k = 1; k < n; ++k) {
        const auto d = static_cast<unsigned char>(s[i + std::size_t(k)]);
        if ((d & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (d & 0x3F);
    }
    // Overlong forms, surrogates and values past U+10FFFF are not text.
    if ((n == 2 && cp < 0x80) || (n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) || cp > 0x10FFFF ||
        (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return n;
}

}  // namespace

const char* msgTypeName(MsgType t) {
    for (const auto& e : kTypes)
        if (e.type == t) return e.name;
    return "?";
}

std::string cleanText(std::string_view s, int maxChars) {
    std::string out;
    int chars = 0;
    for (std::size_t i = 0; i < s.size() && chars < maxChars;) {
        char32_t cp = 0;
        const int n = utf8Len(s, i, cp);
        if (n == 0) {
            ++i;
            continue;
        }
        // Control characters (C0, DEL, C1), and the bidirectional overrides
        // and isolates that could make a name read as something else.
        const bool control = cp < 0x20 || (cp >= 0x7F && cp < 0xA0);
        const bool bidi = (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
        if (control) {
            if (cp == '\n' || cp == '\t' || cp == '\r') {
                out.push_back(' ');
                ++chars;
            }
        } else if (!bidi) {
            out.append(s.substr(i, std::size_t(n)));
            ++chars;
        }
        i += std::size_t(n);
    }
    const auto b = out.find_first_not_of(' ');
    if (b == std::string::npos) return {};
    const auto e = out.find_last_not_of(' ');
    return out.substr(b, e - b + 1);
}

std::string errorMessage(const std::string& code, const std::string& about, const std::string& message) {
    return json{{"type", "error"}, {"code", code}, {"about", about}, {"message", message}}.dump(
        -1, ' ', false, json::error_handler_t::replace);
}

ReadResult readClientMessage(std::string_view bytes) {
    ReadResult r;
    if (bytes.size() > kMaxMessageBytes) {
        r.code = "too_large";
        r.message = "a message may hold at most " + std::to_string(kMaxMessageBytes) + " bytes; this one holds " +
                    std::to_string(bytes.size());
        return r;
    }
    json j = json::parse(bytes.begin(), bytes.end(), nullptr, false);
    if (j.is_discarded() || !j.is_object()) {
        r.code = "bad_json";
        r.message = j.is_discarded() ? "not JSON" : "a message must be a JSON object";
        return r;
    }
    auto t = j.find("type");
    if (t == j.end() || !t->is_string()) {
        r.code = "unknown_type";
        r.message = "a message needs a string 'type'";
        return r;
    }
    const std::string type = t->get<std::string>();
    r.about = type.size() <= 32 ? type : type.substr(0, 32);
    bool known = false;
    for (const auto& e : kTypes)
        if (type == e.name) {
            r.msg.type = e.type;
            known = true;
        }
    if (!known) {
        r.code = "unknown_type";
        r.message = "unknown message type '" + r.about + "'";
        return r;
    }
    ClientMessage& m = r.msg;
    try {
        switch (m.type) {
            case MsgType::Hello: {
                m.protocol = int(intField(j, "protocol", 0, 1 << 20));
                m.name = cleanText(strField(j, "name", 256), kMaxNameChars);
                if (m.name.empty()) throw Bad{"bad_field", "'name' is empty (after removing control characters)"};
                break;
            }
            case MsgType::Create: {
                m.ruleset = strField(j, "ruleset", 32);
                auto rs = sharedRuleset(m.ruleset);
                if (!rs) throw Bad{"bad_field", "'ruleset' '" + m.ruleset + "' is not a ruleset here"};
                auto o = j.find("options");
                if (o != j.end()) {
                    if (!o->is_object()) throw Bad{"bad_field", "'options' must be an object"};
                    qe::Options opts;
                    for (auto e = o->begin(); e != o->end(); ++e) {
                        if (e.value().is_boolean()) opts.set(e.key(), e.value().get<bool>() ? 1 : 0);
                        else if (e.value().is_number_integer() && !e.value().is_number_unsigned())
                            opts.set(e.key(), e.value().get<long long>());
                        else if (e.value().is_number_unsigned() && e.value().get<unsigned long long>() < (1ULL << 62))
                            opts.set(e.key(), (long long)e.value().get<unsigned long long>());
                        else throw Bad{"bad_field", "option '" + e.key().substr(0, 32) + "' must be a whole number or true/false"};
                    }
                    try {
                        opts.resolve(rs->optionDescs());
                    } catch (const std::exception& e) {
                        throw Bad{"bad_field", std::string("'options': ") + e.what()};
                    }
                    m.options = opts.values();
                }
                auto q = j.find("on_quit");
                if (q != j.end()) {
                    if (!q->is_string() || (*q != "bot" && *q != "end"))
                        throw Bad{"bad_field", "'on_quit' must be \"bot\" or \"end\""};
                    m.botOnQuit = *q == "bot";
                }
                const long long d30 = 30, d10 = 10, d0 = 0;
                m.discardSeconds = int(intField(j, "discard_seconds", 0, 600, &d30));
                if (m.discardSeconds != 0 && m.discardSeconds < 5)
                    throw Bad{"bad_field", "'discard_seconds' must be 0 (no timer) or 5 to 600"};
                m.claimSeconds = int(intField(j, "claim_seconds", 0, 600, &d10));
                if (m.claimSeconds != 0 && m.claimSeconds < 3)
                    throw Bad{"bad_field", "'claim_seconds' must be 0 (no timer) or 3 to 600"};
                m.handLimit = int(intField(j, "hand_limit", 0, 1000, &d0));
                break;
            }
            case MsgType::Sit:
                m.table = int(intField(j, "table", 0, 1 << 30));
                m.seat = int(intField(j, "seat", 0, 3));
                break;
            case MsgType::Watch:
                m.table = int(intField(j, "table", 0, 1 << 30));
                break;
            case MsgType::Bot: {
                m.seat = int(intField(j, "seat", 0, 3));
                m.level = strField(j, "level", 32);
                if (m.level != "simple" && m.level != "beginner" && m.level != "standard" && m.level != "strong")
                    throw Bad{"bad_field", "'level' must be simple, beginner, standard or strong"};
                break;
            }
            case MsgType::Action: {
                auto a = j.find("action");
                if (a == j.end() || !a->is_object()) throw Bad{"bad_field", "'action' must be an object"};
                try {
                    m.action = actionFromJson(*a);
                } catch (const std::exception& e) {
                    throw Bad{"bad_field", e.what()};
                }
                m.seat = a->contains("seat") ? int(m.action.seat) : -1;
                break;
            }
            case MsgType::Chat:
                m.text = cleanText(strField(j, "text", 4 * kMaxChatChars + 64), kMaxChatChars);
                if (m.text.empty()) throw Bad{"bad_field", "'text' is empty"};
                break;
            case MsgType::Resume: {
                m.table = int(intField(j, "table", 0, 1 << 30));
                m.token = strField(j, "token", 64);
                if (m.token.size() != 32 || m.token.find_first_not_of("0123456789abcdef") != std::string::npos)
                    throw Bad{"wrong_token", "a seat token is 32 lower-case hex digits"};
                break;
            }
            case MsgType::List: case MsgType::Agree: case MsgType::Leave: case MsgType::Start:
            case MsgType::Continue: case MsgType::Quit:
                break;
        }
    } catch (const Bad& b) {
        r.code = b.code;
        r.message = b.message;
        return r;
    } catch (const std::exception& e) {
        r.code = "bad_field";
        r.message = e.what();
        return r;
    }
    r.ok = true;
    return r;
}

}  // namespace quetai::net
