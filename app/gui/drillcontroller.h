// The Drills screen's controller: positions from the player's own reviewed
// games where the Strong bot found a clearly better move (ai/record.h
// listDrills, docs/record.md "Drills"), or the built-in ones while there
// are none. Each position is the table rebuilt from its game's log and
// shown from the player's seat only: the models below are made from that
// seat's SeatView (public state and its own tiles), as the table's are, so
// the table's own components (SeatLayer, CenterPanel, HandView) draw it.
// The player answers with a discard or a call; the answer is checked
// (checkDrill), the Strong bot's choice shown with the review's reasons,
// and the result kept in the folder's drills file so that positions missed
// twice come back first next time.
#pragma once

#include <QObject>
#include <QVariant>
#include <QtQml/qqmlregistration.h>
#include <array>
#include <map>
#include <memory>
#include <thread>
#include <vector>

#include "core/table.h"
#include "core/view.h"
#include "seatmodel.h"
#include "tilemodel.h"

namespace qe::ai {
struct DrillSet;
struct DrillPosition;
struct DrillChoice;
struct DrillAnswer;
}  // namespace qe::ai

namespace quetai {

class DrillController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString folder READ folder WRITE setFolder NOTIFY queryChanged)
    Q_PROPERTY(QString ruleset READ ruleset WRITE setRuleset NOTIFY queryChanged)  // "" every ruleset
    Q_PROPERTY(QString player READ player WRITE setPlayer NOTIFY queryChanged)
    Q_PROPERTY(int sessionSize READ sessionSize WRITE setSessionSize NOTIFY queryChanged)
    // Answers are kept in the folder's drills file (off for screenshots).
    Q_PROPERTY(bool keepResults MEMBER keepResults_ NOTIFY queryChanged)
    Q_PROPERTY(bool loading READ loading NOTIFY changed)
    Q_PROPERTY(bool loaded READ loaded NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)
    Q_PROPERTY(QVariantList rulesets READ rulesets CONSTANT)  // [{id, name}] every ruleset
    Q_PROPERTY(int count READ count NOTIFY changed)           // positions in this session
    Q_PROPERTY(int available READ available NOTIFY changed)   // positions listed
    Q_PROPERTY(int index READ index NOTIFY changed)           // the position shown, from 0; count when done
    Q_PROPERTY(bool builtin READ builtin NOTIFY changed)      // the built-in positions (no games of one's own)
    Q_PROPERTY(int unreviewedGames READ unreviewedGames NOTIFY changed)
    Q_PROPERTY(QVariantMap position READ position NOTIFY changed)  // {ruleset, rulesetName, handNumber, claim, asked, missed, file}
    Q_PROPERTY(QVariantList choices READ choices NOTIFY changed)   // the calls and declarations: [{index, type, label, faces}]
    Q_PROPERTY(bool answered READ answered NOTIFY changed)
    Q_PROPERTY(bool checking READ checking NOTIFY changed)  // an answer is being checked
    Q_PROPERTY(QVariantMap answer READ answer NOTIFY changed)  // {correct, same, yours, strong, played}
    Q_PROPERTY(int right READ right NOTIFY changed)            // this session's right answers
    Q_PROPERTY(int asked READ asked NOTIFY changed)            // and answers
    Q_PROPERTY(bool done READ done NOTIFY changed)
    Q_PROPERTY(int declareMode READ declareMode WRITE setDeclareMode NOTIFY changed)
    // What the table's components read (GameController's names).
    Q_PROPERTY(SeatModel* seats READ seats CONSTANT)
    Q_PROPERTY(QVariantMap centre READ centre NOTIFY changed)
    Q_PROPERTY(TileListModel* ownHand READ ownHandModel CONSTANT)
    Q_PROPERTY(bool ownTurn READ ownTurn NOTIFY changed)
    Q_PROPERTY(int wallStacks READ wallStacks NOTIFY changed)

public:
    explicit DrillController(QObject* parent = nullptr);
    ~DrillController() override;

    // Lists the positions again (on a thread of its own) and starts a session.
    Q_INVOKABLE void load();
    // The position after this one (the session's summary after the last).
    Q_INVOKABLE void next();
    // A new session from the list as it is now (misses first).
    Q_INVOKABLE void restart() { load(); }
    // Answers: a call, pass, win or declaration by its index into the
    // view's legal actions, or a discard of the tile `tid`.
    Q_INVOKABLE bool act(int legalIndex);
    // Answers as the Strong bot would (screenshots of an answer).
    Q_INVOKABLE bool answerAsStrong();
    Q_INVOKABLE bool canDiscard(int tid) const;
    Q_INVOKABLE bool discardTile(int tid);
    Q_INVOKABLE QString seatName(int rel) const;

    Q_INVOKABLE TileListModel* hand(int rel) const { return hands_[std::size_t(rel & 3)]; }
    Q_INVOKABLE TileListModel* melds(int rel) const { return melds_[std::size_t(rel & 3)]; }
    Q_INVOKABLE TileListModel* river(int rel) const { return rivers_[std::size_t(rel & 3)]; }
    Q_INVOKABLE TileListModel* flowers(int rel) const { return flowers_[std::size_t(rel & 3)]; }
    Q_INVOKABLE TileListModel* wall(int rel) const { return walls_[std::size_t(rel & 3)]; }

    QString folder() const { return folder_; }
    void setFolder(const QString& f);
    QString ruleset() const { return ruleset_; }
    void setRuleset(const QString& r);
    QString player() const { return player_; }
    void setPlayer(const QString& p);
    int sessionSize() const { return sessionSize_; }
    void setSessionSize(int n);
    bool loading() const { return loading_; }
    bool loaded() const { return bool(set_); }
    QString error() const { return error_; }
    QVariantList rulesets() const;
    int count() const { return int(session_.size()); }
    int available() const;
    int index() const { return index_; }
    bool builtin() const;
    int unreviewedGames() const;
    QVariantMap position() const { return position_; }
    QVariantList choices() const { return choices_; }
    bool answered() const { return answered_; }
    bool checking() const { return checking_; }
    QVariantMap answer() const { return answer_; }
    int right() const { return right_; }
    int asked() const { return asked_; }
    bool done() const { return loaded() && index_ >= count(); }
    int declareMode() const { return declareMode_; }
    void setDeclareMode(int code);
    SeatModel* seats() const { return seats_; }
    QVariantMap centre() const { return centre_; }
    TileListModel* ownHandModel() const { return ownHand_; }
    bool ownTurn() const;
    int wallStacks() const;
    // For tests: the view shown and the Strong bot's choice there.
    const qe::SeatView* shownView() const { return table_ ? &view_ : nullptr; }
    const qe::ai::DrillPosition* current() const;

signals:
    void queryChanged();
    void changed();

private:
    void received(std::shared_ptr<qe::ai::DrillSet> s, int generation, bool fellBack);
    void show();
    void clearTable();
    bool answerWith(const qe::Action& a);
    void takeAnswer(const qe::ai::DrillAnswer& res, const qe::Action& a, int generation, bool kept, const QString& why);
    QVariantMap choiceMap(const qe::ai::DrillChoice& c) const;
    QVariantMap actionMap(const qe::Action& a) const;

    QString folder_, ruleset_, player_;
    int sessionSize_ = 10;
    bool keepResults_ = true;
    bool loading_ = false;
    int generation_ = 0;
    QString error_;
    // Listings under way by generation: a new one never waits for an older
    // one (built-in positions take a review of their own); each is joined
    // when its answer arrives, all of them when the controller goes.
    std::map<int, std::thread> loaders_;
    std::thread checker_;
    bool checking_ = false;
    std::shared_ptr<qe::ai::DrillSet> set_;
    std::vector<int> session_;  // indices into set_->positions
    int index_ = 0;
    std::unique_ptr<qe::Table> table_;
    qe::SeatView view_;
    QVariantMap position_, answer_, centre_;
    QVariantList choices_;
    bool answered_ = false;
    int right_ = 0, asked_ = 0;
    int declareMode_ = 0;
    TileListModel* ownHand_;
    SeatModel* seats_;
    std::array<TileListModel*, 4> hands_{}, melds_{}, rivers_{}, flowers_{}, walls_{};
};

}  // namespace quetai
