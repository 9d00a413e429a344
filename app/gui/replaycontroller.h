// The replay screen's controller: a saved game (a game file, or a table's
// own save) stepped through forward and back, action by action and hand by
// hand, with every hand face up. The position is rebuilt from the game's
// action log (Table::apply of its first n actions), never stored states.
//
// The entry point is openGame(json): anything that can be turned into a
// game's JSON (a game file, an imported log) is replayed the same way.
#pragma once

#include <QObject>
#include <QStringList>
#include <QVariant>
#include <QtQml/qqmlregistration.h>
#include <array>
#include <memory>
#include <vector>

#include "core/table.h"
#include "rulesets/riichi/tenhou6.h"
#include "tilemodel.h"

namespace quetai {

class ReplayController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool loaded READ loaded NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)
    Q_PROPERTY(QString source READ source NOTIFY changed)
    Q_PROPERTY(QString title READ title NOTIFY changed)
    Q_PROPERTY(int position READ position NOTIFY changed)   // actions applied (0 .. length)
    Q_PROPERTY(int length READ length NOTIFY changed)       // actions in the log
    Q_PROPERTY(int hand READ hand NOTIFY changed)           // the hand shown, from 1
    Q_PROPERTY(int hands READ hands NOTIFY changed)
    Q_PROPERTY(QString actionText READ actionText NOTIFY changed)  // the last action applied
    Q_PROPERTY(QString outcomeText READ outcomeText NOTIFY changed)
    Q_PROPERTY(QVariantList seats READ seats NOTIFY changed)  // [{seat, name, score, wind, dealer, toAct}]
    Q_PROPERTY(QVariantMap centre READ centre NOTIFY changed)
    // A tenhou.net/6 log opened for review (docs/rulesets/riichi.md "Logs"),
    // and where its numbers differ from what our rules gave.
    Q_PROPERTY(bool imported READ imported NOTIFY changed)
    Q_PROPERTY(QStringList mismatches READ mismatches NOTIFY changed)
    // A riichi game of ours can be written as a tenhou.net/6 log.
    Q_PROPERTY(bool canExport READ canExport NOTIFY changed)
    Q_PROPERTY(QString exportPath READ exportPath NOTIFY changed)
    Q_PROPERTY(QString exportError READ exportError NOTIFY changed)

public:
    explicit ReplayController(QObject* parent = nullptr);
    ~ReplayController() override;

    // A game's JSON: a game file (docs/game-files.md), a table's save or a
    // tenhou.net/6 log. False with `error` set when it cannot be replayed.
    Q_INVOKABLE bool openGame(const QString& json, const QString& source = QString());
    Q_INVOKABLE bool openFile(const QString& path);
    Q_INVOKABLE void close();
    // Writes the game shown as a tenhou.net/6 log to
    // <AppDataLocation>/exports/<name>.tenhou6.json; the path, or "" with
    // `exportError` set.
    Q_INVOKABLE QString exportTenhou6();
    static QString exportDir();
    // Game files to offer: the game in play, then the finished games kept.
    Q_INVOKABLE QStringList savedGames() const;

    // Stepping. Passes in a claim window change nothing on the table: a
    // step goes on through them to the next action that does.
    Q_INVOKABLE void stepForward();
    Q_INVOKABLE void stepBack();
    Q_INVOKABLE void nextHand();
    Q_INVOKABLE void previousHand();
    Q_INVOKABLE void toStart();
    Q_INVOKABLE void toEnd();
    Q_INVOKABLE void seek(int position);

    // Seat 0 bottom ... as in the game; every hand face up.
    Q_INVOKABLE TileListModel* handOf(int seat) const { return hands_[std::size_t(seat & 3)]; }
    Q_INVOKABLE TileListModel* melds(int seat) const { return melds_[std::size_t(seat & 3)]; }
    Q_INVOKABLE TileListModel* river(int seat) const { return rivers_[std::size_t(seat & 3)]; }
    Q_INVOKABLE TileListModel* flowers(int seat) const { return flowers_[std::size_t(seat & 3)]; }

    bool loaded() const { return bool(game_); }
    QString error() const { return error_; }
    QString source() const { return source_; }
    QString title() const { return title_; }
    int position() const { return position_; }
    int length() const { return game_ ? int(game_->log().size()) : 0; }
    int hand() const;
    int hands() const { return int(handStarts_.size()); }
    QString actionText() const { return actionText_; }
    QString outcomeText() const { return outcomeText_; }
    QVariantList seats() const { return seats_; }
    QVariantMap centre() const { return centre_; }
    bool imported() const { return bool(import_); }
    QStringList mismatches() const { return mismatches_; }
    bool canExport() const;
    QString exportPath() const { return exportPath_; }
    QString exportError() const { return exportError_; }
    // For tests: the table at the position shown.
    const qe::Table* table() const { return shown_.get(); }

signals:
    void changed();

private:
    void goTo(int position);
    void refresh();
    bool isPass(int index) const;
    bool openLog(const QString& json, const QString& source);
    void start();
    std::unique_ptr<qe::Table> startTable() const;

    std::unique_ptr<qe::Table> game_;   // the whole game, for its log
    std::unique_ptr<qe::Table> shown_;  // the game after `position_` actions
    std::vector<int> handStarts_;       // the position at which each hand is dealt
    // For an imported log: the walls it was dealt from (its save does not replay).
    std::unique_ptr<qe::tenhou6::ImportResult> import_;
    QStringList mismatches_;
    // The people among the players, from the game file's seats (a bare table
    // save or an imported log has none): the outcome speaks to a lone person.
    std::array<bool, 4> humans_{};
    int position_ = 0;
    // The shown hand's dealer and round wind: when a hand ends the table has
    // already moved them on to the next hand's, but the position still shows
    // the hand that was (its seats' winds, its melds' givers).
    int handDealer_ = 0, handRound_ = 0;
    void noteHand();
    QString error_, source_, title_, actionText_, outcomeText_, exportPath_, exportError_;
    QVariantList seats_;
    QVariantMap centre_;
    std::array<TileListModel*, 4> hands_{}, melds_{}, rivers_{}, flowers_{};
};

}  // namespace quetai
