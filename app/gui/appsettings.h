// The player's settings (language, index marks, animation speed, claim
// timer, sound, hand help, colour theme), kept with QSettings. Changing the language installs the
// translation and retranslates the running QML at once.
#pragma once

#include <QObject>
#include <QSettings>
#include <QLocale>
#include <QStringList>
#include <QTranslator>
#include <QWindow>
#include <QtQml/qqmlregistration.h>

namespace quetai {

class AppSettings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY changed)
    Q_PROPERTY(bool indexMarks READ indexMarks WRITE setIndexMarks NOTIFY changed)
    Q_PROPERTY(double speed READ speed WRITE setSpeed NOTIFY changed)
    Q_PROPERTY(int claimSeconds READ claimSeconds WRITE setClaimSeconds NOTIFY changed)
    Q_PROPERTY(bool sound READ sound WRITE setSound NOTIFY changed)
    Q_PROPERTY(bool handHelp READ handHelp WRITE setHandHelp NOTIFY changed)
    Q_PROPERTY(bool oneClickDiscard READ oneClickDiscard WRITE setOneClickDiscard NOTIFY changed)
    Q_PROPERTY(bool chinese READ chinese NOTIFY changed)
    Q_PROPERTY(QString theme READ theme WRITE setTheme NOTIFY changed)
    Q_PROPERTY(QStringList themes READ themes CONSTANT)
    Q_PROPERTY(QStringList languages READ languages CONSTANT)

public:
    explicit AppSettings(QObject* parent = nullptr);

    QString language() const { return language_; }
    void setLanguage(const QString& lang);
    bool indexMarks() const { return indexMarks_; }
    void setIndexMarks(bool on);
    double speed() const { return speed_; }
    void setSpeed(double s);
    int claimSeconds() const { return claimSeconds_; }
    void setClaimSeconds(int s);
    bool sound() const { return sound_; }
    void setSound(bool on);
    // Help on one's own hand, the call warning and the review (on for a new player).
    bool handHelp() const { return handHelp_; }
    void setHandHelp(bool on);
    bool chinese() const { return language_.startsWith(QLatin1String("zh")); }
    // The colour theme: "felt" (the green cloth) or "contrast" (black and
    // white with strong outlines, for low vision). Unknown names are refused.
    QString theme() const { return theme_; }
    void setTheme(const QString& theme);
    static QStringList themes();
    // One click on a hand tile discards it; off (the default), the first
    // click raises the tile and the second discards, so a slip costs nothing.
    bool oneClickDiscard() const { return oneClickDiscard_; }
    void setOneClickDiscard(bool on);

    // The main window's place and size between runs. restoreWindow puts it
    // back when the saved place still lies on a screen (a monitor may have
    // gone); returns whether it did.
    static void rememberWindow(const QWindow& w, QSettings& s);
    static bool restoreWindow(QWindow& w, QSettings& s);

    // The languages the app ships, as translations/quetai_<code>.ts; English
    // is the source language.
    static QStringList languages();
    // The shipped language closest to `locale`: Traditional Chinese for Taiwan,
    // Hong Kong, Macau or the Hant script, Simplified for other Chinese,
    // Japanese, else English.
    static QString languageForLocale(const QLocale& locale);
    // Uses `lang` for this run only (quetai --lang): the saved choice stays.
    // Returns false, changing nothing, when `lang` is not shipped.
    Q_INVOKABLE bool useLanguageForThisRun(const QString& lang);

    // Installs the translation for the current language (called once the
    // QML engine exists, and on every change).
    Q_INVOKABLE void applyLanguage();
    // Settings are not written while this is off (tests, screenshots).
    Q_INVOKABLE void setPersistent(bool on) { persistent_ = on; }

signals:
    void changed();

private:
    void store(const char* key, const QVariant& value);

    QString language_;
    bool indexMarks_ = false;
    double speed_ = 1.0;
    int claimSeconds_ = 0;
    bool sound_ = true;
    bool handHelp_ = true;
    QString theme_ = QStringLiteral("felt");
    bool oneClickDiscard_ = false;
    bool persistent_ = true;
    QTranslator translator_;
    bool installed_ = false;
};

}  // namespace quetai
