#include "appsettings.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QScreen>
#include <QLocale>
#include <QQmlEngine>
#include <algorithm>

namespace quetai {

AppSettings::AppSettings(QObject* parent) : QObject(parent) {
    QSettings s;
    language_ = s.value(QStringLiteral("language")).toString();
    // A missing or unknown saved value (hand-edited, or from a newer version)
    // falls back to the system's language.
    if (!languages().contains(language_)) language_ = languageForLocale(QLocale::system());
    indexMarks_ = s.value(QStringLiteral("indexMarks"), false).toBool();
    speed_ = std::clamp(s.value(QStringLiteral("speed"), 1.0).toDouble(), 0.25, 8.0);
    claimSeconds_ = std::clamp(s.value(QStringLiteral("claimSeconds"), 0).toInt(), 0, 120);
    sound_ = s.value(QStringLiteral("sound"), true).toBool();
    handHelp_ = s.value(QStringLiteral("handHelp"), true).toBool();
    oneClickDiscard_ = s.value(QStringLiteral("oneClickDiscard"), false).toBool();
    const QString theme = s.value(QStringLiteral("theme")).toString();
    if (themes().contains(theme)) theme_ = theme;
}

QStringList AppSettings::themes() { return {QStringLiteral("felt"), QStringLiteral("contrast")}; }

void AppSettings::setTheme(const QString& theme) {
    if (theme == theme_ || !themes().contains(theme)) return;
    theme_ = theme;
    store("theme", theme);
    emit changed();
}

void AppSettings::store(const char* key, const QVariant& value) {
    if (!persistent_) return;
    QSettings s;
    s.setValue(QString::fromLatin1(key), value);
}

QStringList AppSettings::languages() {
    return {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW"), QStringLiteral("ja")};
}

QString AppSettings::languageForLocale(const QLocale& locale) {
    if (locale.language() == QLocale::Japanese) return QStringLiteral("ja");
    if (locale.language() != QLocale::Chinese) return QStringLiteral("en");
    const auto t = locale.territory();
    if (locale.script() == QLocale::TraditionalChineseScript || t == QLocale::Taiwan || t == QLocale::HongKong ||
        t == QLocale::Macao)
        return QStringLiteral("zh_TW");
    return QStringLiteral("zh_CN");
}

bool AppSettings::useLanguageForThisRun(const QString& lang) {
    if (!languages().contains(lang)) return false;
    if (lang != language_) {
        language_ = lang;
        applyLanguage();
        emit changed();
    }
    return true;
}

void AppSettings::setLanguage(const QString& lang) {
    if (lang == language_ || !languages().contains(lang)) return;
    language_ = lang;
    store("language", lang);
    applyLanguage();
    emit changed();
}

void AppSettings::applyLanguage() {
    if (installed_) {
        QCoreApplication::removeTranslator(&translator_);
        installed_ = false;
    }
    if (translator_.load(QStringLiteral(":/i18n/quetai_%1.qm").arg(language_)))
        installed_ = QCoreApplication::installTranslator(&translator_);
    if (QQmlEngine* e = qmlEngine(this)) e->retranslate();
}

void AppSettings::setIndexMarks(bool on) {
    if (on == indexMarks_) return;
    indexMarks_ = on;
    store("indexMarks", on);
    emit changed();
}

void AppSettings::setSpeed(double sp) {
    sp = std::clamp(sp, 0.25, 8.0);
    if (sp == speed_) return;
    speed_ = sp;
    store("speed", sp);
    emit changed();
}

void AppSettings::setClaimSeconds(int sec) {
    sec = std::clamp(sec, 0, 120);
    if (sec == claimSeconds_) return;
    claimSeconds_ = sec;
    store("claimSeconds", sec);
    emit changed();
}

void AppSettings::setSound(bool on) {
    if (on == sound_) return;
    sound_ = on;
    store("sound", on);
    emit changed();
}

void AppSettings::setHandHelp(bool on) {
    if (on == handHelp_) return;
    handHelp_ = on;
    store("handHelp", on);
    emit changed();
}

void AppSettings::setOneClickDiscard(bool on) {
    if (on == oneClickDiscard_) return;
    oneClickDiscard_ = on;
    store("oneClickDiscard", on);
    emit changed();
}

void AppSettings::rememberWindow(const QWindow& w, QSettings& s) {
    const bool maximized = w.windowStates() & (Qt::WindowMaximized | Qt::WindowFullScreen);
    s.setValue(QStringLiteral("window/maximized"), maximized);
    // A maximized window keeps the place it had before, for un-maximizing.
    if (!maximized) s.setValue(QStringLiteral("window/geometry"), w.geometry());
}

bool AppSettings::restoreWindow(QWindow& w, QSettings& s) {
    const QRect r = s.value(QStringLiteral("window/geometry")).toRect();
    bool done = false;
    if (r.isValid() && r.width() >= w.minimumWidth() && r.height() >= w.minimumHeight()) {
        // At least a title bar's worth of the window must be on some screen,
        // or the player could not reach it to move it back.
        for (const QScreen* sc : QGuiApplication::screens()) {
            const QRect on = sc->availableGeometry().intersected(r);
            if (on.width() >= 100 && on.height() >= 40) {
                w.setGeometry(r);
                done = true;
                break;
            }
        }
    }
    if (s.value(QStringLiteral("window/maximized"), false).toBool()) {
        w.setWindowStates(Qt::WindowMaximized);
        done = true;
    }
    return done;
}

}  // namespace quetai
