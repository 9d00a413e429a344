// The engine's user-visible names as translatable strings: fan and yaku
// names, ruleset names, option names, help and choices, win names. The
// engine is plain C++ and speaks English beside each ruleset's own name;
// enginestrings.cpp lists every such string in QT_TRANSLATE_NOOP entries so
// that lupdate puts them in translations/, and the table looks them up by
// context and English source at run time (enginetext.h).
//
// enginestrings.cpp is generated from the engine's tables by
// tests/test_engine_strings.cpp, which fails when it is not current.
#pragma once

namespace quetai {

struct EngineString {
    const char* context;  // "fan_<ruleset>", "ruleset", "option_<ruleset>", "win_<ruleset>"
    const char* own;      // the ruleset's own name (Chinese, or Japanese for riichi); "" for none
    const char* source;   // the English text, the key of the translation
};

extern const EngineString kEngineStrings[];
extern const int kEngineStringCount;

}  // namespace quetai
