// Example hands for the rules screen's fan list (rulesets/common/fan_examples.h):
// one small winning hand per fan, each scored by test_fankit.
#include "rulesets/common/fan_examples.h"

namespace qe::shanghai {

namespace {

constexpr FanExample kExamples[] = {
    {"bahua", R"({"flowers":"12345678f","hand":"888m123678s55566z","round_wind":1,"ruleset":"shanghai","seat_wind":1,"tsumo":true,"win_tile":"6z"})"},
    {"base", R"({"hand":"34566m345777p345s","round_wind":1,"ruleset":"shanghai","seat_wind":4,"tsumo":true,"win_tile":"5p"})"},
    {"dadiaoche", R"({"hand":"44p","melds":[{"from":2,"tiles":"8888p","type":"kan"},{"from":2,"tiles":"666z","type":"pon"},{"from":2,"tiles":"666s","type":"pon"},{"from":2,"tiles":"333z","type":"pon"}],"round_wind":1,"ruleset":"shanghai","seat_wind":1,"win_tile":"4p"})"},
    {"dihu", R"({"hand":"444m333p22666777z","round_wind":1,"ruleset":"shanghai","seat_wind":2,"situation":["chiihou"],"win_tile":"2z"})"},
    {"dragon_concealed_kong", R"({"hand":"23499m333999p","melds":[{"tiles":"5555z","type":"ankan"}],"round_wind":1,"ruleset":"shanghai","seat_wind":2,"tsumo":true,"win_tile":"3p"})"},
    {"dragon_concealed_triplet", R"({"hand":"77888m789p111s666z","round_wind":1,"ruleset":"shanghai","seat_wind":4,"tsumo":true,"win_tile":"8m"})"},
    {"dragon_open_kong", R"({"hand":"33355p567789s","melds":[{"from":2,"tiles":"6666z","type":"kan"}],"round_wind":1,"ruleset":"shanghai","seat_wind":3,"tsumo":true,"win_tile":"6s"})"},
    {"dragon_pon", R"({"hand":"888999m66p678s777z","round_wind":3,"ruleset":"shanghai","seat_wind":2,"win_tile":"7z"})"},
    {"flower", R"({"flowers":"7f","hand":"122334m23467888s","round_wind":4,"ruleset":"shanghai","seat_wind":2,"win_tile":"8s"})"},
    {"gangkai", R"({"flowers":"6f","hand":"44456677778m234p","round_wind":3,"ruleset":"shanghai","seat_wind":4,"situation":["flower_replacement"],"tsumo":true,"win_tile":"7m"})"},
    {"hunpeng", R"({"hand":"77799s333444777z","round_wind":3,"ruleset":"shanghai","seat_wind":3,"win_tile":"3z"})"},
    {"hunyise", R"({"hand":"333345666888p55z","round_wind":2,"ruleset":"shanghai","seat_wind":1,"tsumo":true,"win_tile":"8p"})"},
    {"luanfengxiang", R"({"hand":"11223344556677z","round_wind":1,"ruleset":"shanghai","seat_wind":2,"tsumo":true,"win_tile":"7z"})"},
    {"number_concealed_kong", R"({"hand":"11333677889s","melds":[{"tiles":"1111m","type":"ankan"}],"round_wind":4,"ruleset":"shanghai","seat_wind":2,"win_tile":"3s"})"},
    {"number_open_kong", R"({"hand":"444667788p11s","melds":[{"from":2,"tiles":"4444m","type":"kakan"}],"round_wind":3,"ruleset":"shanghai","seat_wind":1,"tsumo":true,"win_tile":"4p"})"},
    {"pengpenghu", R"({"hand":"333m333888p999s22z","round_wind":4,"ruleset":"shanghai","seat_wind":2,"win_tile":"3p"})"},
    {"qingpeng", R"({"flowers":"4f","hand":"11144555666777p","round_wind":4,"ruleset":"shanghai","seat_wind":2,"tsumo":true,"win_tile":"1p"})"},
    {"qingyise", R"({"hand":"23333455667777s","round_wind":3,"ruleset":"shanghai","seat_wind":4,"tsumo":true,"win_tile":"7s"})"},
    {"tianhu", R"({"hand":"444m123666p55s444z","round_wind":2,"ruleset":"shanghai","seat_wind":1,"situation":["tenhou"],"tsumo":true,"win_tile":"5s"})"},
    {"wind_concealed_kong", R"({"hand":"345567m44p345s","melds":[{"tiles":"3333z","type":"ankan"}],"round_wind":1,"ruleset":"shanghai","seat_wind":1,"win_tile":"5s"})"},
    {"wind_concealed_triplet", R"({"hand":"555999p678s33377z","round_wind":3,"ruleset":"shanghai","seat_wind":1,"tsumo":true,"win_tile":"7z"})"},
    {"wind_open_kong", R"({"hand":"345m555999p22z","melds":[{"from":2,"tiles":"1111z","type":"kakan"}],"round_wind":2,"ruleset":"shanghai","seat_wind":1,"tsumo":true,"win_tile":"5p"})"},
    {"wind_pon", R"({"hand":"33m789p455667s444z","round_wind":3,"ruleset":"shanghai","seat_wind":2,"win_tile":"4z"})"},
    {"ziyise", R"({"hand":"33344455566677z","round_wind":2,"ruleset":"shanghai","seat_wind":3,"tsumo":true,"win_tile":"3z"})"},
};

}  // namespace

std::span<const FanExample> fanExamples() { return kExamples; }

}  // namespace qe::shanghai
