// Example hands for the rules screen's fan list (rulesets/common/fan_examples.h):
// one small winning hand per fan, each scored by test_fankit.
#include "rulesets/common/fan_examples.h"

namespace qe::riichi {

namespace {

constexpr FanExample kExamples[] = {
    {"aka", R"({"dora":"2z","hand":"111789m34055s111z","round_wind":1,"ruleset":"riichi","seat_wind":4,"win_tile":"1m"})"},
    {"chankan", R"({"dora":"3s","hand":"567m678p22333s333z","round_wind":2,"ruleset":"riichi","seat_wind":1,"situation":["chankan"],"win_tile":"6m"})"},
    {"chanta", R"({"dora":"7p","hand":"123m999p123s33355z","round_wind":1,"ruleset":"riichi","seat_wind":4,"win_tile":"3z"})"},
    {"chiihou", R"({"dora":"9s","hand":"456789m22205p234s","round_wind":1,"ruleset":"riichi","seat_wind":3,"situation":["chiihou"],"tsumo":true,"win_tile":"5p"})"},
    {"chiitoitsu", R"({"dora":"4s","hand":"33m112244s114455z","round_wind":1,"ruleset":"riichi","seat_wind":4,"win_tile":"1s"})"},
    {"chinitsu", R"({"dora":"8s","hand":"12222333345888m","round_wind":2,"ruleset":"riichi","seat_wind":4,"win_tile":"2m"})"},
    {"chinroutou", R"({"dora":"5z","hand":"111m999m11p999s","melds":[{"from":3,"tiles":"111s","type":"pon"}],"round_wind":1,"ruleset":"riichi","seat_wind":2,"win_tile":"9s"})"},
    {"chun", R"({"dora":"2z","hand":"456m23334p567s777z","round_wind":1,"ruleset":"riichi","seat_wind":2,"win_tile":"6s"})"},
    {"chuuren", R"({"dora":"8s","hand":"11123456678999s","round_wind":1,"ruleset":"riichi","seat_wind":4,"situation":["houtei"],"win_tile":"3s"})"},
    {"daisangen", R"({"dora":"6s","hand":"77p222s555666777z","round_wind":1,"ruleset":"riichi","seat_wind":4,"win_tile":"7z"})"},
    {"daisuushii", R"({"dora":"3z","hand":"11m111333444z","melds":[{"from":3,"tiles":"222z","type":"pon"}],"round_wind":1,"ruleset":"riichi","seat_wind":1,"win_tile":"1z"})"},
    {"dora", R"({"dora":"2p","hand":"123m333p12388s777z","round_wind":1,"ruleset":"riichi","seat_wind":3,"win_tile":"1s"})"},
    {"double_riichi", R"({"dora":"7z","hand":"789m122334p444s44z","round_wind":2,"ruleset":"riichi","seat_wind":1,"situation":["double_riichi"],"win_tile":"9m"})"},
    {"haitei", R"({"dora":"6z","hand":"123666p33s333z","melds":[{"from":1,"tiles":"123m","type":"chi"}],"round_wind":2,"ruleset":"riichi","seat_wind":1,"situation":["haitei"],"tsumo":true,"win_tile":"6p"})"},
    {"haku", R"({"dora":"3m","hand":"123m123p234s44555z","round_wind":2,"ruleset":"riichi","seat_wind":2,"win_tile":"2s"})"},
    {"hatsu", R"({"dora":"2s","hand":"345m66p777s111666z","round_wind":2,"ruleset":"riichi","seat_wind":4,"win_tile":"7s"})"},
    {"honitsu", R"({"dora":"5s","hand":"34566789p333444z","round_wind":1,"ruleset":"riichi","seat_wind":1,"win_tile":"6p"})"},
    {"honroutou", R"({"dora":"1z","hand":"1199m99p22446677z","round_wind":1,"ruleset":"riichi","seat_wind":4,"win_tile":"2z"})"},
    {"houtei", R"({"dora":"2m","hand":"222789p566778s22z","round_wind":2,"ruleset":"riichi","seat_wind":4,"situation":["houtei"],"win_tile":"6s"})"},
    {"iipeikou", R"({"dora":"1s","hand":"11345m456778899p","round_wind":2,"ruleset":"riichi","seat_wind":3,"win_tile":"7p"})"},
    {"ippatsu", R"({"dora":"4m","hand":"12333366m567777p","round_wind":1,"ruleset":"riichi","seat_wind":3,"situation":["riichi","ippatsu"],"ura":"5z","win_tile":"3m"})"},
    {"ittsu", R"({"dora":"4s","hand":"123456789m333p44s","round_wind":2,"ruleset":"riichi","seat_wind":2,"win_tile":"5m"})"},
    {"junchan", R"({"dora":"2z","hand":"778899m789p99s","melds":[{"from":1,"tiles":"123s","type":"chi"}],"round_wind":1,"ruleset":"riichi","seat_wind":1,"tsumo":true,"win_tile":"9s"})"},
    {"junsei_chuuren", R"({"dora":"5z","hand":"11123456678999p","round_wind":1,"ruleset":"riichi","seat_wind":4,"situation":["riichi"],"tsumo":true,"ura":"3p","win_tile":"6p"})"},
    {"kokushi", R"({"dora":"3p","hand":"19m19p19s12345677z","round_wind":2,"ruleset":"riichi","seat_wind":4,"tsumo":true,"win_tile":"9p"})"},
    {"kokushi_13", R"({"dora":"6p","hand":"19m199p19s1234567z","round_wind":2,"ruleset":"riichi","seat_wind":3,"tsumo":true,"win_tile":"9p"})"},
    {"menzen_tsumo", R"({"dora":"5z","hand":"11234789m234p678s","round_wind":2,"ruleset":"riichi","seat_wind":2,"tsumo":true,"win_tile":"3p"})"},
    {"pinfu", R"({"dora":"2p","hand":"678m44456789p789s","round_wind":2,"ruleset":"riichi","seat_wind":2,"win_tile":"9s"})"},
    {"riichi", R"({"dora":"5m","hand":"234m345678p33s222z","round_wind":1,"ruleset":"riichi","seat_wind":4,"situation":["riichi"],"win_tile":"8p"})"},
    {"rinshan", R"({"dora":"3m","hand":"88m345678s444z","melds":[{"from":1,"tiles":"1111p","type":"kakan"}],"round_wind":2,"ruleset":"riichi","seat_wind":1,"situation":["rinshan"],"tsumo":true,"win_tile":"8m"})"},
    {"round_wind", R"({"dora":"2z","hand":"123678p12366s111z","round_wind":1,"ruleset":"riichi","seat_wind":4,"win_tile":"6p"})"},
    {"ryanpeikou", R"({"dora":"7s","hand":"223344778899m55p","round_wind":2,"ruleset":"riichi","seat_wind":2,"tsumo":true,"win_tile":"7m"})"},
    {"ryuuiisou", R"({"dora":"5z","hand":"23333466688s","melds":[{"from":3,"tiles":"666z","type":"pon"}],"round_wind":2,"ruleset":"riichi","seat_wind":3,"win_tile":"3s"})"},
    {"sanankou", R"({"dora":"8p","hand":"566667777m444p11s","round_wind":2,"ruleset":"riichi","seat_wind":2,"win_tile":"6m"})"},
    {"sankantsu", R"({"dora":"5p","hand":"345p99s","melds":[{"from":3,"tiles":"3333s","type":"kan"},{"tiles":"1111z","type":"ankan"},{"from":2,"tiles":"4444z","type":"kan"}],"round_wind":2,"ruleset":"riichi","seat_wind":3,"win_tile":"9s"})"},
    {"sanshoku", R"({"dora":"8s","hand":"567m567888p567s77z","round_wind":2,"ruleset":"riichi","seat_wind":1,"win_tile":"7z"})"},
    {"sanshoku_doukou", R"({"dora":"4m","hand":"33999m999s","melds":[{"from":3,"tiles":"999p","type":"pon"},{"from":1,"tiles":"123p","type":"chi"}],"round_wind":1,"ruleset":"riichi","seat_wind":2,"tsumo":true,"win_tile":"9m"})"},
    {"seat_wind", R"({"dora":"1s","hand":"345m66678s333444z","round_wind":2,"ruleset":"riichi","seat_wind":4,"win_tile":"4z"})"},
    {"shousangen", R"({"dora":"7p","hand":"123m666s55566777z","round_wind":1,"ruleset":"riichi","seat_wind":4,"win_tile":"7z"})"},
    {"shousuushii", R"({"dora":"7z","hand":"789p11122233444z","round_wind":2,"ruleset":"riichi","seat_wind":4,"tsumo":true,"win_tile":"2z"})"},
    {"suuankou", R"({"dora":"7s","hand":"222777s11122255z","round_wind":2,"ruleset":"riichi","seat_wind":4,"tsumo":true,"win_tile":"7s"})"},
    {"suuankou_tanki", R"({"dora":"8p","hand":"44488p222s111777z","round_wind":2,"ruleset":"riichi","seat_wind":4,"win_tile":"8p"})"},
    {"suukantsu", R"({"dora":"5z","hand":"55p","melds":[{"from":1,"tiles":"1111m","type":"kan"},{"tiles":"2222z","type":"ankan"},{"from":2,"tiles":"3333s","type":"kan"},{"from":3,"tiles":"9999p","type":"kakan"}],"round_wind":1,"ruleset":"riichi","seat_wind":2,"win_tile":"5p"})"},
    {"tanyao", R"({"dora":"6p","hand":"33m456p222444555s","round_wind":2,"ruleset":"riichi","seat_wind":1,"win_tile":"2s"})"},
    {"tenhou", R"({"dora":"4m","hand":"44p11667799s4477z","round_wind":2,"ruleset":"riichi","seat_wind":1,"situation":["tenhou"],"tsumo":true,"win_tile":"7z"})"},
    {"toitoi", R"({"dora":"2p","hand":"333m777p11333z","melds":[{"from":3,"tiles":"888s","type":"pon"}],"round_wind":2,"ruleset":"riichi","seat_wind":2,"win_tile":"3z"})"},
    {"tsuuiisou", R"({"dora":"5z","hand":"11133344466677z","round_wind":2,"ruleset":"riichi","seat_wind":4,"win_tile":"1z"})"},
    {"ura", R"({"dora":"2s","hand":"234m123666p567s11z","round_wind":1,"ruleset":"riichi","seat_wind":4,"situation":["riichi"],"ura":"3m","win_tile":"1z"})"},
};

}  // namespace

std::span<const FanExample> fanExamples() { return kExamples; }

}  // namespace qe::riichi
