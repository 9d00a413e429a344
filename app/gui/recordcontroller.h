// The Record screen's controller: a player's figures over the saved games of
// a folder (ai/record.h, docs/record.md), per ruleset, over all games or the
// last N. The record is read on a thread of its own (a cache keeps it quick,
// but a first look replays every game once) and the games not reviewed yet
// are reviewed by the Strong bot in the background, one at a time, the
// figures refreshed after each: the screen never waits for either.
#pragma once

#include <QObject>
#include <QStringList>
#include <QVariant>
#include <QtQml/qqmlregistration.h>
#include <atomic>
#include <memory>
#include <thread>

namespace qe::ai {
struct Record;
}

namespace quetai {

class RecordController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // The folder read: this computer's saved games (the app-data folder,
    // whose games/ holds the finished ones) unless set (--games, tests).
    Q_PROPERTY(QString folder READ folder WRITE setFolder NOTIFY queryChanged)
    Q_PROPERTY(QString ruleset READ ruleset WRITE setRuleset NOTIFY queryChanged)  // "" the first with games
    Q_PROPERTY(QString player READ player WRITE setPlayer NOTIFY queryChanged)     // "" the engine's choice
    Q_PROPERTY(int last READ last WRITE setLast NOTIFY queryChanged)               // 0 every game
    // Reviews start by themselves once a record shows games not reviewed.
    Q_PROPERTY(bool autoReview READ autoReview WRITE setAutoReview NOTIFY queryChanged)
    Q_PROPERTY(bool loading READ loading NOTIFY changed)
    Q_PROPERTY(bool loaded READ loaded NOTIFY changed)
    Q_PROPERTY(QString shownPlayer READ shownPlayer NOTIFY changed)  // whose figures these are
    Q_PROPERTY(QVariantList players READ players NOTIFY changed)     // [{name, games, human}]
    Q_PROPERTY(QVariantList rulesets READ rulesets NOTIFY changed)   // [{id, name}] with games of the player
    Q_PROPERTY(QVariantMap record READ record NOTIFY changed)        // the block of `ruleset` ({} without games)
    Q_PROPERTY(QVariantList skipped READ skipped NOTIFY changed)     // [{file, problem, message}]
    Q_PROPERTY(int unfinished READ unfinished NOTIFY changed)
    Q_PROPERTY(int unreviewed READ unreviewed NOTIFY changed)
    Q_PROPERTY(bool reviewing READ reviewing NOTIFY reviewChanged)
    Q_PROPERTY(int reviewDone READ reviewDone NOTIFY reviewChanged)
    Q_PROPERTY(int reviewTotal READ reviewTotal NOTIFY reviewChanged)
    Q_PROPERTY(QString error READ error NOTIFY changed)
    Q_PROPERTY(QString exportPath READ exportPath NOTIFY exportChanged)
    Q_PROPERTY(QString exportError READ exportError NOTIFY exportChanged)

public:
    explicit RecordController(QObject* parent = nullptr);
    ~RecordController() override;

    // Reads the record again (on a thread of its own; `loading` meanwhile).
    Q_INVOKABLE void refresh();
    // Reviews the player's games not reviewed yet, in the background.
    Q_INVOKABLE void startReview();
    // Stops after the game being reviewed (what is done is kept).
    Q_INVOKABLE void stopReview();
    // A new folder for an export, <app data>/exports/record-<time>, with the
    // record written in it as record.csv (one row per ruleset of the player)
    // and games.csv (one row per game); the charts are saved there by the screen
    // (Item.grabToImage). The folder's path, or "" with `exportError` set.
    Q_INVOKABLE QString exportRecord();
    // The screen's report of a chart it saved (or could not).
    Q_INVOKABLE void chartSaved(const QString& file, bool ok);
    Q_INVOKABLE static QString exportBase();
    // Ruleset name (translated English beside the Chinese) for a picker.
    Q_INVOKABLE static QString rulesetName(const QString& id);

    QString folder() const { return folder_; }
    void setFolder(const QString& f);
    QString ruleset() const { return ruleset_; }
    void setRuleset(const QString& r);
    QString player() const { return player_; }
    void setPlayer(const QString& p);
    int last() const { return last_; }
    void setLast(int n);
    bool autoReview() const { return autoReview_; }
    void setAutoReview(bool on);
    bool loading() const { return loading_; }
    bool loaded() const { return bool(rec_); }
    QString shownPlayer() const;
    QVariantList players() const { return players_; }
    QVariantList rulesets() const { return rulesets_; }
    QVariantMap record() const { return record_; }
    QVariantList skipped() const { return skipped_; }
    int unfinished() const;
    int unreviewed() const;
    bool reviewing() const { return reviewing_; }
    int reviewDone() const { return reviewDone_; }
    int reviewTotal() const { return reviewTotal_; }
    QString error() const { return error_; }
    QString exportPath() const { return exportPath_; }
    QString exportError() const { return exportError_; }

signals:
    void queryChanged();
    void changed();
    void reviewChanged();
    void exportChanged();

private:
    void received(std::shared_ptr<const qe::ai::Record> r, int generation);
    void rebuild();
    void joinLoader();

    QString folder_;
    QString ruleset_;
    QString player_;
    int last_ = 0;
    bool autoReview_ = true;
    bool loading_ = false;
    bool refreshAgain_ = false;
    int generation_ = 0;
    std::shared_ptr<const qe::ai::Record> rec_;
    QVariantList players_, rulesets_, skipped_;
    QVariantMap record_;
    QString error_, exportPath_, exportError_;
    std::thread loader_;
    // The background review.
    std::thread reviewer_;
    std::atomic<bool> cancel_{false};
    bool reviewing_ = false;
    int reviewDone_ = 0, reviewTotal_ = 0;
    int chartsSaved_ = 0, chartsFailed_ = 0;
};

}  // namespace quetai
