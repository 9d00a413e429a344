// Where game files live and how they are written (docs/game-files.md): the
// game in play is current-game.json in the platform's app-data folder
// (QStandardPaths::AppDataLocation), finished games are kept in its games/
// folder for replays. Every write goes to a temporary file in the same
// folder, is flushed to the disk and then renamed over the old file, so a
// crash or a killed process leaves the old file or the new one, never half.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace quetai::store {

QString dataDir();
QString currentPath();  // the game in play
QString archiveDir();   // finished games

// Writes `bytes` to `path` atomically (temporary file, fsync, rename, fsync
// of the folder). False with `error` set when it could not.
bool writeAtomic(const QString& path, const QByteArray& bytes, QString* error = nullptr);

// Moves a bad file aside, untouched, next to where it was:
// <name>.corrupt-<yyyyMMdd-HHmmss>.json. Returns the new path ("" when the
// rename failed, `error` says why).
QString moveAside(const QString& path, QString* error = nullptr);

// The finished games kept for replays, newest first (absolute paths).
QStringList archivedGames();

}  // namespace quetai::store
