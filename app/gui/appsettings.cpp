#include "appsettings.h"

#include <QCoreApplication>
#include <QLocale>
#include <QQmlEngine>
#include <algorithm>

namespace quetai {

AppSettings::AppSettings(QObject* parent) : QObject(parent) {
    QSettings s;
    const QString sys = QLocale::system().name().startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN")
                                                                                   : QStringLiteral("en");
    language_ = s.value(QStringLiteral("language"), sys).toString();
    indexMarks_ = s.value(QStringLiteral("indexMarks"), false).toBool();
    speed_ = std::clamp(s.value(QStringLiteral("speed"), 1.0).toDouble(), 0.25, 8.0);
    claimSeconds_ = std::clamp(s.value(QStringLiteral("claimSeconds"), 0).toInt(), 0, 120);
    sound_ = s.value(QStringLiteral("sound"), true).toBool();
    handHelp_ = s.value(QStringLiteral("handHelp"), true).toBool();
}

void AppSettings::store(const char* key, const QVariant& value) {
    if (!persistent_) return;
    QSettings s;
    s.setValue(QString::fromLatin1(key), value);
}

void AppSettings::setLanguage(const QString& lang) {
    if (lang == language_) return;
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
    if (chinese() && translator_.load(QStringLiteral(":/i18n/quetai_zh_CN.qm")))
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

}  // namespace quetai
