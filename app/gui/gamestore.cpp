#include "gamestore.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace quetai::store {

QString dataDir() { return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation); }
QString currentPath() { return dataDir() + QStringLiteral("/current-game.json"); }
QString archiveDir() { return dataDir() + QStringLiteral("/games"); }

bool writeAtomic(const QString& path, const QByteArray& bytes, QString* error) {
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath())) {
        if (error) *error = QStringLiteral("cannot create the folder %1").arg(info.absolutePath());
        return false;
    }
    // QSaveFile writes a temporary file in the same folder and renames it
    // over `path` on commit; the data is flushed to the disk before that
    // rename, so the rename can never publish a file whose bytes are lost.
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        if (error) *error = f.errorString();
        return false;
    }
    if (f.write(bytes) != bytes.size() || !f.flush()) {
        if (error) *error = f.errorString();
        f.cancelWriting();
        return false;
    }
#ifdef Q_OS_UNIX
    if (::fsync(f.handle()) != 0) {
        if (error) *error = QStringLiteral("fsync failed");
        f.cancelWriting();
        return false;
    }
#endif
    if (!f.commit()) {
        if (error) *error = f.errorString();
        return false;
    }
#ifdef Q_OS_UNIX
    // The rename itself is durable only once the folder is.
    const int dfd = ::open(QFile::encodeName(info.absolutePath()).constData(), O_RDONLY | O_DIRECTORY);
    if (dfd >= 0) {
        (void)::fsync(dfd);
        ::close(dfd);
    }
#endif
    return true;
}

QString moveAside(const QString& path, QString* error) {
    const QFileInfo info(path);
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QString base = info.absolutePath() + QLatin1Char('/') + info.completeBaseName() + QStringLiteral(".corrupt-") + stamp;
    QString target = base + QStringLiteral(".json");
    for (int n = 2; QFile::exists(target) && n < 1000; ++n) target = base + QStringLiteral("-%1.json").arg(n);
    // A rename in the same folder: the bytes stay exactly as they were.
    QFile f(path);
    if (!f.rename(target)) {
        if (error) *error = f.errorString();
        return {};
    }
    return target;
}

QStringList archivedGames() {
    QDir d(archiveDir());
    QStringList out;
    for (const QFileInfo& fi : d.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Time))
        out << fi.absoluteFilePath();
    return out;
}

}  // namespace quetai::store
