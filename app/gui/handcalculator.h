// The hand calculator's adapter (`quetai --page calculator`): holds the hand
// the player builds (concealed tiles, melds, winning tile, winds, flowers,
// situation words, indicators), turns it into a hand description
// (docs/rulesets/common.md "Hand description") and shows it scored under
// every ruleset by the engine (core/scoreall.h). No scoring happens here or
// in QML: this only builds the description and lays out the answers.
#pragma once

#include <QObject>
#include <QStringList>
#include <QVariant>
#include <QtQml/qqmlregistration.h>
#include <string>

#include "core/score.h"

namespace quetai {

class HandCalculator : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QStringList hand READ hand NOTIFY changed)
    Q_PROPERTY(QString winTile READ winTile NOTIFY changed)
    Q_PROPERTY(QVariantList melds READ melds NOTIFY changed)
    Q_PROPERTY(QStringList flowers READ flowers NOTIFY changed)
    Q_PROPERTY(QStringList dora READ dora NOTIFY changed)
    Q_PROPERTY(QStringList ura READ ura NOTIFY changed)
    Q_PROPERTY(QStringList situation READ situation NOTIFY changed)
    Q_PROPERTY(bool tsumo READ tsumo WRITE setTsumo NOTIFY changed)
    Q_PROPERTY(int seatWind READ seatWind WRITE setSeatWind NOTIFY changed)
    Q_PROPERTY(int roundWind READ roundWind WRITE setRoundWind NOTIFY changed)
    Q_PROPERTY(bool huangfan READ huangfan WRITE setHuangfan NOTIFY changed)
    // Where a palette click goes: hand, win, chi, pon, kan, ankan, kakan,
    // dora, ura (flowers always go to the flowers).
    Q_PROPERTY(QString mode READ mode WRITE setMode NOTIFY changed)
    Q_PROPERTY(int from READ from WRITE setFrom NOTIFY changed)  // 1 上家, 2 对家, 3 下家
    // How many tiles the hand still needs (0: complete), and whether a
    // winning tile is chosen: the screen says what is missing.
    Q_PROPERTY(int missing READ missing NOTIFY changed)
    Q_PROPERTY(int tileCount READ tileCount NOTIFY changed)
    // One entry per ruleset, in the product's order: {id, nameZh, nameEn,
    // unit, ok, valid, error, total, fields [{name, value}], steps, tiles,
    // ignored [words this ruleset does not take]}.
    Q_PROPERTY(QVariantList results READ results NOTIFY changed)
    // The hand description sent to the engine, as JSON (what
    // `quetai-cli score --ruleset all` reads).
    Q_PROPERTY(QString description READ description NOTIFY changed)
    Q_PROPERTY(int exampleCount READ exampleCount CONSTANT)

public:
    explicit HandCalculator(QObject* parent = nullptr);

    QStringList hand() const { return hand_; }
    QString winTile() const { return win_; }
    QVariantList melds() const;
    QStringList flowers() const { return flowers_; }
    QStringList dora() const { return dora_; }
    QStringList ura() const { return ura_; }
    QStringList situation() const { return situation_; }
    bool tsumo() const { return tsumo_; }
    void setTsumo(bool v);
    int seatWind() const { return seatWind_; }
    void setSeatWind(int v);
    int roundWind() const { return roundWind_; }
    void setRoundWind(int v);
    bool huangfan() const { return huangfan_; }
    void setHuangfan(bool v);
    QString mode() const { return mode_; }
    void setMode(const QString& m);
    int from() const { return from_; }
    void setFrom(int f);
    int missing() const;
    int tileCount() const;
    QVariantList results() const { return results_; }
    QString description() const { return description_; }
    int exampleCount() const;

    // A palette tile clicked: added where `mode` says (a flower always to
    // the flowers). False, with nothing changed, when it cannot go there.
    Q_INVOKABLE bool pick(const QString& face);
    Q_INVOKABLE void removeHandAt(int i);
    Q_INVOKABLE void removeWin();
    Q_INVOKABLE void removeMeld(int i);
    Q_INVOKABLE void removeFlower(int i);
    Q_INVOKABLE void removeDora(int i);
    Q_INVOKABLE void removeUra(int i);
    Q_INVOKABLE void toggleWord(const QString& word);
    Q_INVOKABLE void clear();
    Q_INVOKABLE bool loadExample(int i);
    // The situation words some ruleset takes, each with the ids of the
    // rulesets that take it: [{word, rulesets}].
    Q_INVOKABLE QVariantList words() const;
    // Whether ruleset `id` takes situation word `word` (the others are left
    // out of its description and listed as ignored).
    static bool takesWord(const std::string& id, const std::string& word);

signals:
    void changed();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct MeldPick {
        QString type;  // chi pon kan ankan kakan
        QStringList tiles;
        int from = 0;
    };
    void rescore();
    // The description for ruleset `id`: the words it does not take go to `ignored`.
    qe::HandDesc describe(const std::string& id, QStringList* ignored) const;
    int copiesUsed(const QString& face) const;

    QStringList hand_, flowers_, dora_, ura_, situation_;
    QString win_;
    std::vector<MeldPick> melds_;
    bool tsumo_ = false, huangfan_ = false;
    int seatWind_ = 0, roundWind_ = 0, from_ = 1;
    QString mode_ = QStringLiteral("hand");
    QVariantList results_;
    QString description_;
};

}  // namespace quetai
