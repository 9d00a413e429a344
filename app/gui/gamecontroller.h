// The table's controller: owns one qe::Session (the game loop, with the bots
// as its agents and the people as seats without one), paces it with a timer
// at an adjustable speed, decides whose view is shown (hot-seat) and exposes
// that one SeatView to QML as models and properties.
//
// Hidden information: everything QML sees is built from `shownView()`, a
// qe::SeatView of the viewer (the human who acts, or who acted last), or a
// view with no private tiles at all while a hand-over screen is up. Bots get
// their own seat's view. Nothing here reads Table::priv().
#pragma once

#include <QJsonObject>
#include <QObject>
#include <QTimer>
#include <QVariant>
#include <QtQml/qqmlregistration.h>
#include <array>
#include <memory>

#include "bot.h"
#include "handhelp.h"
#include "core/session.h"
#include "core/table.h"
#include "core/view.h"
#include "actionmodel.h"
#include "seatmodel.h"
#include "tablesource.h"
#include "tilemodel.h"

namespace quetai {

namespace net {
class Client;
}
class RemoteTable;

struct SeatSetup {
    bool human = false;
    QString name;
    QString level;  // bot level
};

// The index in v.legal of the discard of tile `tid` (with declaration
// `declare`, 0 for none), or -1. The table offers one discard per distinct
// tile, so any copy stands for it (the drawn tile apart from the others).
int findDiscard(const qe::SeatView& v, int tid, int declare);

class GameController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(QString rulesetId READ rulesetId NOTIFY changed)
    Q_PROPERTY(QString rulesetNameEn READ rulesetNameEn NOTIFY changed)
    Q_PROPERTY(QString rulesetNameZh READ rulesetNameZh NOTIFY changed)
    Q_PROPERTY(QString unit READ unit NOTIFY changed)
    Q_PROPERTY(QString seedText READ seedText NOTIFY changed)
    Q_PROPERTY(int viewer READ viewer NOTIFY changed)
    Q_PROPERTY(int handoverSeat READ handoverSeat NOTIFY changed)
    Q_PROPERTY(QString handoverName READ handoverName NOTIFY changed)
    Q_PROPERTY(bool awaiting READ awaiting NOTIFY changed)
    Q_PROPERTY(bool claimPhase READ claimPhase NOTIFY changed)
    Q_PROPERTY(bool ownTurn READ ownTurn NOTIFY changed)
    Q_PROPERTY(SeatModel* seats READ seats CONSTANT)
    Q_PROPERTY(QVariantMap centre READ centre NOTIFY changed)
    Q_PROPERTY(ActionModel* actions READ actions CONSTANT)
    Q_PROPERTY(int declareMode READ declareMode WRITE setDeclareMode NOTIFY changed)
    Q_PROPERTY(bool handEnded READ handEnded NOTIFY changed)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY changed)
    Q_PROPERTY(QVariantMap breakdown READ breakdown NOTIFY breakdownChanged)
    Q_PROPERTY(QVariantMap standings READ standings NOTIFY changed)
    Q_PROPERTY(double speed READ speed WRITE setSpeed NOTIFY speedChanged)
    Q_PROPERTY(int claimSeconds READ claimSeconds WRITE setClaimSeconds NOTIFY changed)
    Q_PROPERTY(int claimLeft READ claimLeft NOTIFY claimLeftChanged)
    Q_PROPERTY(QVariantMap callout READ callout NOTIFY calloutChanged)
    Q_PROPERTY(int wallStacks READ wallStacks NOTIFY changed)
    Q_PROPERTY(int handLimit READ handLimit NOTIFY changed)
    Q_PROPERTY(bool saveEnabled READ saveEnabled WRITE setSaveEnabled NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)
    Q_PROPERTY(TileListModel* ownHand READ ownHandModel CONSTANT)
    // The learner's help (ai/handhelp.h): on, the viewer's hand analysed
    // from its own view after every change, and calls that leave no way to
    // a valid win carry a warning.
    Q_PROPERTY(bool help READ help WRITE setHelp NOTIFY changed)
    Q_PROPERTY(QVariantMap handHelp READ handHelp NOTIFY changed)
    Q_PROPERTY(bool practice READ practice NOTIFY changed)
    Q_PROPERTY(bool canTakeBack READ canTakeBack NOTIFY changed)
    Q_PROPERTY(QString saveNotice READ saveNotice NOTIFY changed)
    // Bots wait (screenshots of a resumed game: the moment as it was saved).
    Q_PROPERTY(bool paused READ paused WRITE setPaused NOTIFY changed)
    // --- a table at a quetai-server (docs/network.md), shown by the same screen ---
    Q_PROPERTY(bool online READ online NOTIFY changed)
    Q_PROPERTY(bool spectator READ spectator NOTIFY changed)
    // The server's clock: {rels: [seats by position whose clock runs], left (s), seconds, kind}; empty: none.
    Q_PROPERTY(QVariantMap turnTimer READ turnTimer NOTIFY turnTimerChanged)
    // {state: connected | reconnecting | disconnected, bots: [names of people a bot plays for], away: [names]}
    Q_PROPERTY(QVariantMap connection READ connection NOTIFY changed)
    // What the table says to this player (below 50 x 底分, the game ended by a quit ...); plain text.
    Q_PROPERTY(QString tableNotice READ tableNotice NOTIFY changed)
    // [{name, text, seat}] the table's chat, oldest first (plain text: shown with Text.PlainText).
    Q_PROPERTY(QVariantList chatLines READ chatLines NOTIFY chatChanged)
    // Between hands: this player has continued and waits for the others.
    Q_PROPERTY(bool waitingOthers READ waitingOthers NOTIFY changed)

public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;
    // A change of language rebuilds the breakdown: its texts are translated
    // when it is built (enginetext.h).
    bool eventFilter(QObject* watched, QEvent* event) override;

    // --- catalogue (what the new-game and rules screens list) ---
    Q_INVOKABLE QVariantList rulesets() const;
    Q_INVOKABLE QVariantList optionDescs(const QString& id) const;
    Q_INVOKABLE QStringList botLevels() const;
    Q_INVOKABLE QString defaultBotLevel() const;
    // A ruleset's page in `language` (resources/rules/<id>.<language>.md),
    // else the English page with a note saying so.
    Q_INVOKABLE QVariantMap rulesInfo(const QString& id, const QString& language = QString()) const;
    // The ruleset's fans for the rules screen (rulesets/common/fan_examples.h):
    // [{id, nameZh, nameEn, value, valueText, tiles: [{face, g, win}], tsumo,
    // situation}], tiles empty where no example is kept.
    Q_INVOKABLE QVariantList fanList(const QString& id) const;

    // --- game lifecycle ---
    // cfg: ruleset, options {id: value}, seats [{human, name, level}] (4),
    // handLimit (0 = as the ruleset says), seed (decimal string, "" = random).
    Q_INVOKABLE bool newGame(const QVariantMap& cfg);
    Q_INVOKABLE bool hasSave() const;
    Q_INVOKABLE bool continueGame();
    // Reads the saved game without starting it: a bad one (corrupt,
    // truncated, from a newer version) is moved aside untouched and
    // saveNotice says which file, what is wrong and where it went.
    // True when a game can be continued.
    Q_INVOKABLE bool checkSave();
    Q_INVOKABLE void dismissSaveNotice();
    // Practice games (newGame's cfg.practice): the viewer's last discard or
    // call in this hand is taken back by replaying the log without it.
    Q_INVOKABLE bool takeBack();
    Q_INVOKABLE void quitGame();
    // A remote table: plays the seat `c` holds (or watches) from the views it
    // receives. The client is not owned and must outlive the table (quitGame).
    bool playRemote(net::Client* c);
    Q_INVOKABLE void sendChat(const QString& text);
    // Between hands at a remote table: quit it (docs/network.md "Between hands").
    Q_INVOKABLE void quitOnline();

    // --- play (the viewer's decisions) ---
    Q_INVOKABLE bool canDiscard(int tid) const;
    Q_INVOKABLE bool discardTile(int tid);
    Q_INVOKABLE bool act(int legalIndex);
    Q_INVOKABLE bool pass();
    Q_INVOKABLE void confirmHandover();
    Q_INVOKABLE void nextHand();
    // The seat the ruleset offers the end of the game to (breakdown's
    // stopSeat, a human) ends it now.
    Q_INVOKABLE void stopGame();
    // The review of the hand on the breakdown for the viewer's player
    // (ai/review.h): the decisions where the Strong bot would have played
    // differently, each with both choices and their figures. Computed from
    // the game's log when first asked, then kept for that hand.
    Q_INVOKABLE QVariantMap review();

    // --- models by seat position relative to the viewer (0 bottom, 1 right, 2 top, 3 left) ---
    Q_INVOKABLE TileListModel* hand(int rel) const { return hands_[std::size_t(rel & 3)]; }
    Q_INVOKABLE TileListModel* melds(int rel) const { return melds_[std::size_t(rel & 3)]; }
    Q_INVOKABLE TileListModel* river(int rel) const { return rivers_[std::size_t(rel & 3)]; }
    Q_INVOKABLE TileListModel* flowers(int rel) const { return flowers_[std::size_t(rel & 3)]; }
    Q_INVOKABLE TileListModel* wall(int rel) const { return walls_[std::size_t(rel & 3)]; }

    // --- demos and tests ---
    // Plays (humans too, by bots) until `moment`: start | mid | claim | breakdown | gameover.
    Q_INVOKABLE bool runUntil(const QString& moment);
    Q_INVOKABLE QString seatName(int seat) const;
    // Why the outside mjai program at `seat` was replaced by a Standard bot
    // (docs/mjai.md); empty while it plays, or for any other seat.
    Q_INVOKABLE QString seatMessage(int seat) const;
    Q_INVOKABLE int relOf(int seat) const { return (seat - viewer_ + 4) % 4; }
    // For C++ tests only: the table itself (QML never gets it); nullptr at a remote table.
    const qe::Table* table() const { return tbl(); }
    const qe::SeatView& shownView() const { return shown_; }
    bool isHuman(int seat) const { return setup_[std::size_t(playerAt(seat))].human; }
    // The one person at a table of bots sits at `seat`: the table speaks to
    // them ("You deal first", "You win by ..."), whatever name they chose
    // or the language it was chosen in. In hot-seat games every seat is named.
    bool isLoneHuman(int seat) const;
    // The player (index into the setup) at a seat: rulesets may move players
    // between seats (玉雀's seat rotation); bots, humans and the viewer follow them.
    int playerAt(int seat) const { return src_ ? src_->pub().playerAt[std::size_t(seat & 3)] : seat; }

    bool active() const { return bool(src_); }
    QString rulesetId() const;
    QString rulesetNameEn() const;
    QString rulesetNameZh() const;
    QString unit() const;
    QString seedText() const { return seedText_; }
    int viewer() const { return viewer_; }
    int handoverSeat() const { return handoverSeat_; }
    QString handoverName() const { return handoverSeat_ >= 0 ? seatName(handoverSeat_) : QString(); }
    bool awaiting() const { return awaiting_; }
    bool claimPhase() const;
    bool ownTurn() const;
    SeatModel* seats() const { return seats_; }
    QVariantMap centre() const { return centre_; }
    ActionModel* actions() const { return actions_; }
    int declareMode() const { return declareMode_; }
    void setDeclareMode(int code);
    bool handEnded() const;
    bool gameOver() const;
    QVariantMap breakdown() const { return breakdown_; }
    QVariantMap standings() const { return standings_; }
    double speed() const { return speed_; }
    void setSpeed(double s);
    int claimSeconds() const { return claimSeconds_; }
    void setClaimSeconds(int s);
    int claimLeft() const { return claimLeft_; }
    QVariantMap callout() const { return callout_; }
    int wallStacks() const;
    int handLimit() const { return handLimit_; }
    bool saveEnabled() const { return saveEnabled_; }
    void setSaveEnabled(bool on);
    QString error() const { return error_; }
    TileListModel* ownHandModel() const { return ownHand_; }
    bool help() const { return help_; }
    void setHelp(bool on);
    QVariantMap handHelp() const { return handHelp_; }
    bool practice() const { return practice_; }
    bool paused() const { return paused_; }
    void setPaused(bool on);
    bool canTakeBack() const { return takeBackPoint() >= 0; }
    QString saveNotice() const { return saveNotice_; }
    bool online() const { return src_ && src_->remote(); }
    bool spectator() const;
    QVariantMap turnTimer() const { return turnTimer_; }
    QVariantMap connection() const;
    QString tableNotice() const { return tableNotice_; }
    QVariantList chatLines() const { return chatLines_; }
    bool waitingOthers() const { return waitingOthers_; }
    // The game in play as JSON: the table's save and its public state as
    // shown (for --dump-state and tests).
    QByteArray stateDump() const;

    static QString savePath();
    // Starts a game on a table made elsewhere (newGame, continueGame, tests).
    bool start(std::unique_ptr<qe::Table> t, const std::array<SeatSetup, 4>& setup, int handLimit,
               bool practice = false);

signals:
    void changed();
    void breakdownChanged();
    void speedChanged();
    void claimLeftChanged();
    void calloutChanged();
    // A sound cue for what just happened on the table ("discard", "call",
    // "declare", "flower", "win", "draw", "turn"); the most notable one per
    // refresh, so an instant run of bot moves is one sound, not dozens.
    void soundCue(const QString& cue);
    void handFinished();
    void gameFinished();
    void turnTimerChanged();
    void chatChanged();

private:
    // A game played here: its table and session (nullptr at a remote table).
    const qe::Table* tbl() const { return src_ ? src_->table() : nullptr; }
    qe::Session* sess() const { return src_ ? src_->session() : nullptr; }
    int remoteApplied() const;
    RemoteTable* remoteTable() const;
    void onRemoteView();
    void onRemoteTable();
    void onRemoteHandEnd(const QJsonObject& info);
    void onRemoteGameOver(const QJsonObject& info);
    void onRemoteLeft(const QString& reason);
    void tickTurnTimer();
    void detachRemote();
    void resetPlayState();
    void makeAgents(std::uint64_t seed);
    bool begin(std::unique_ptr<qe::Session> session);
    void afterApplied();
    void afterHandEnd();
    void captureHand();
    bool advanceOnce();       // one step of the game; false when waiting for a person
    void schedule(int delayMs);
    void runInstant();
    void onTick();
    void submit(const qe::Action& a);  // a person's decision (or the next deal)
    void beginHandover(int seat);
    void refresh();
    void buildActions();
    QVector<ActionRow> collectActions() const;
    void buildBreakdown();
    void buildStandings();
    void buildHandHelp();
    QString unitName(const QString& unit) const;
    QVariantMap worthMap(const qe::ai::WinWorth& w) const;
    void save();
    // Index into the log of the action take-back removes (with all after
    // it), or -1.
    int takeBackPoint() const;
    // A bad save: moved aside, saveNotice_ set.
    void setAside(const QString& path, const QString& problem);
    void startClaimTimer();
    int stepDelay() const;
    bool tableOver() const;
    QString rulesPage(const QString& id, const QString& language) const;

    std::unique_ptr<TableSource> src_;
    std::array<int, 4> seatedPlayers_{0, 1, 2, 3};  // pub().playerAt after the last action seen
    std::array<SeatSetup, 4> setup_;
    std::array<std::unique_ptr<qe::ai::Bot>, 4> bots_;
    std::array<std::unique_ptr<qe::ai::Bot>, 4> autoBots_;  // play for humans in runUntil
    bool autoplay_ = false;
    bool batch_ = false;  // several steps at once: refresh once at the end
    int handLimit_ = 0;
    QString seedText_;
    int viewer_ = 0;
    bool viewerConfirmed_ = false;
    int handoverSeat_ = -1;
    bool awaiting_ = false;
    int declareMode_ = 0;
    qe::SeatView shown_;
    QVariantMap centre_;
    QVariantMap breakdown_;
    QVariantMap standings_;
    QVariantMap callout_;
    int calloutSerial_ = 0;
    std::size_t seenLog_ = 0;
    double speed_ = 1.0;
    int claimSeconds_ = 0;
    int claimLeft_ = 0;
    bool saveEnabled_ = true;
    bool practice_ = false;
    bool archived_ = false;
    bool paused_ = false;  // the finished game has been written to the archive
    QString saveNotice_;
    QString error_;
    QTimer tick_;
    QTimer claimTimer_;
    int breakdownHand_ = -1;
    // The hand in play's dealer and round: after a hand ends the table has
    // already moved them on, but the end-of-hand screens show the hand that was.
    int handDealer_ = 0, handRound_ = 0, handInRound_ = 1;
    bool help_ = true;
    QVariantMap handHelp_;
    QVariantMap review_;
    int reviewHand_ = -1;
    // The remote table's clock and connection (docs/network.md "The view").
    QVariantMap turnTimer_;
    std::vector<int> timerSeats_;
    qint64 timerDeadline_ = 0;
    int timerSeconds_ = 0;
    QString timerKind_;
    QTimer timerTick_;
    QString tableNotice_;
    QVariantList chatLines_;
    bool waitingOthers_ = false;
    int lastApplied_ = -1;
    QObject* remoteCtx_ = nullptr;  // parent of the connections to the client
    TileListModel* ownHand_;
    SeatModel* seats_;
    ActionModel* actions_;
    std::array<TileListModel*, 4> hands_{}, melds_{}, rivers_{}, flowers_{}, walls_{};
};

}  // namespace quetai
