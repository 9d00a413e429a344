// The engine's texts in the table's language. The engine writes fan names as
// "own English" (门前清 Concealed hand, 門前清自摸和 Fully concealed
// self-draw) and breakdown steps as English sentences around them; these
// functions translate them through the installed QTranslator:
//  - names come from the generated list in enginestrings.cpp (one context
//    per ruleset), shown as the ruleset's own name beside the translation
//    (once when the two are the same: zh_CN of a Chinese ruleset, ja of a
//    riichi yaku);
//  - a step is matched against the step templates of enginetext.cpp (English
//    with %1.. for the variable parts), its parts translated and put in the
//    translated template; what no template knows keeps its sentence with its
//    names, terms and phrases translated.
// In English every translation is its source, so every text comes back as
// the engine wrote it.
#pragma once

#include <QString>
#include <string>

namespace quetai {

// The engine's UTF-8 text as a QString.
inline QString qs(const std::string& s) { return QString::fromStdString(s); }

// A fan or yaku of `ruleset`: the own name beside its translation.
QString fanLabel(const std::string& ruleset, const QString& own, const QString& english);
// A generated engine string ("ruleset", "option_<id>", "win_<id>", ...) in
// the current language; unknown strings come back unchanged.
QString engineName(const std::string& context, const std::string& english);
// An "own English" name such as a win name ("ツモ Tsumo") or a payment
// reason ("不聴罰符 noten payment") of `ruleset`.
QString ownEnglish(const std::string& ruleset, const QString& text);
// One breakdown or settlement step of `ruleset`.
QString stepText(const std::string& ruleset, const QString& text);
// An English settlement note or payment reason that names the seats, when
// the lone person at the table is named `you`: if that name is the pronoun
// "You", its verbs agree with it ("You pay", "You self-draw") and elsewhere
// it reads "you" / "your". Any other name or language: unchanged.
QString speakToYou(const QString& text, const QString& you);
// Why the engine refused a saved game or a hand (readGameFile's message, a
// hand check's or a hand description's error), in the current language;
// field names, numbers and tiles kept. Unknown text comes back unchanged.
QString reasonText(const QString& text);

}  // namespace quetai
