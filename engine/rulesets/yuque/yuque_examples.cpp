// Example hands for the rules screen's fan list (rulesets/common/fan_examples.h):
// one small winning hand per fan, each scored by test_fankit.
#include "rulesets/common/fan_examples.h"

namespace qe::yuque {

namespace {

constexpr FanExample kExamples[] = {
    {"all_honours", R"({"hand":"11133444z","melds":[{"from":3,"tiles":"777z","type":"pon"},{"from":3,"tiles":"666z","type":"pon"}],"round_wind":4,"ruleset":"yuque","seat_wind":2,"win_tile":"4z"})"},
    {"all_terminals", R"({"hand":"111999m99p999s","melds":[{"from":3,"tiles":"111s","type":"pon"}],"round_wind":1,"ruleset":"yuque","seat_wind":2,"win_tile":"9p"})"},
    {"all_triplets", R"({"hand":"555m55s222z","melds":[{"from":2,"tiles":"111z","type":"pon"},{"from":3,"tiles":"333p","type":"pon"}],"round_wind":3,"ruleset":"yuque","seat_wind":3,"win_tile":"5m"})"},
    {"big_four_winds", R"({"hand":"55s222333z","melds":[{"from":1,"tiles":"444z","type":"pon"},{"from":3,"tiles":"111z","type":"pon"}],"round_wind":3,"ruleset":"yuque","seat_wind":2,"win_tile":"3z"})"},
    {"big_three_dragons", R"({"hand":"11m567p666777z","melds":[{"from":1,"tiles":"555z","type":"pon"}],"round_wind":3,"ruleset":"yuque","seat_wind":4,"win_tile":"6z"})"},
    {"chankan", R"({"hand":"99m456p555789s","melds":[{"from":1,"tiles":"111m","type":"pon"}],"round_wind":3,"ruleset":"yuque","seat_wind":1,"situation":["chankan"],"win_tile":"6p"})"},
    {"chiihou", R"({"hand":"567m999p23334456s","round_wind":3,"ruleset":"yuque","seat_wind":2,"situation":["chiihou"],"win_tile":"5s"})"},
    {"concealed_hand", R"({"hand":"666m234567p66789s","round_wind":3,"ruleset":"yuque","seat_wind":1,"tsumo":true,"win_tile":"6p"})"},
    {"double_sequence", R"({"hand":"99p667788s444z","melds":[{"from":1,"tiles":"567s","type":"chi"}],"round_wind":4,"ruleset":"yuque","seat_wind":2,"tsumo":true,"win_tile":"4z"})"},
    {"double_triplet", R"({"hand":"777m66777p567s","melds":[{"from":3,"tiles":"444z","type":"pon"}],"round_wind":3,"ruleset":"yuque","seat_wind":3,"win_tile":"7p"})"},
    {"fanke", R"({"hand":"22555m111333888s","round_wind":1,"ruleset":"yuque","seat_wind":2,"win_tile":"2m"})"},
    {"four_chained_sequences", R"({"hand":"123345567789s11z","round_wind":4,"ruleset":"yuque","seat_wind":1,"win_tile":"7s"})"},
    {"four_concealed_triplets", R"({"hand":"22555m111333888s","round_wind":1,"ruleset":"yuque","seat_wind":2,"win_tile":"2m"})"},
    {"four_identical_sequences", R"({"hand":"66m111122223333s","round_wind":4,"ruleset":"yuque","seat_wind":4,"tsumo":true,"win_tile":"6m"})"},
    {"four_kongs", R"({"hand":"44m","melds":[{"from":2,"tiles":"8888p","type":"kan"},{"tiles":"5555p","type":"ankan"},{"tiles":"6666s","type":"ankan"},{"from":1,"tiles":"1111z","type":"kakan"}],"round_wind":2,"ruleset":"yuque","seat_wind":1,"tsumo":true,"win_tile":"4m"})"},
    {"four_shifted_sequences", R"({"hand":"99m344556s","melds":[{"from":1,"tiles":"234s","type":"chi"},{"from":1,"tiles":"567s","type":"chi"}],"round_wind":1,"ruleset":"yuque","seat_wind":1,"tsumo":true,"win_tile":"6s"})"},
    {"four_shifted_triplets", R"({"hand":"44455566688s","melds":[{"from":2,"tiles":"777s","type":"pon"}],"round_wind":2,"ruleset":"yuque","seat_wind":3,"win_tile":"6s"})"},
    {"four_yaojiu_triplets", R"({"hand":"111m88s777z","melds":[{"from":1,"tiles":"666z","type":"pon"},{"from":3,"tiles":"333z","type":"pon"}],"round_wind":3,"ruleset":"yuque","seat_wind":1,"win_tile":"7z"})"},
    {"full_flush_man", R"({"hand":"11123788889m","melds":[{"from":1,"tiles":"333m","type":"pon"}],"round_wind":2,"ruleset":"yuque","seat_wind":3,"tsumo":true,"win_tile":"1m"})"},
    {"full_flush_pin", R"({"hand":"23444467778p","melds":[{"from":1,"tiles":"789p","type":"chi"}],"round_wind":3,"ruleset":"yuque","seat_wind":4,"win_tile":"2p"})"},
    {"full_flush_sou", R"({"hand":"34444556666s","melds":[{"from":1,"tiles":"123s","type":"chi"}],"round_wind":2,"ruleset":"yuque","seat_wind":2,"tsumo":true,"win_tile":"4s"})"},
    {"green_dragon", R"({"hand":"888999p678s66z","melds":[{"from":1,"tiles":"123m","type":"chi"}],"round_wind":4,"ruleset":"yuque","seat_wind":2,"win_tile":"8p"})"},
    {"haitei", R"({"hand":"999m66p122334s","melds":[{"from":2,"tiles":"222m","type":"pon"}],"round_wind":3,"ruleset":"yuque","seat_wind":2,"situation":["haitei"],"tsumo":true,"win_tile":"3s"})"},
    {"half_flush_man", R"({"hand":"233445999m11z","melds":[{"from":1,"tiles":"666m","type":"pon"}],"round_wind":4,"ruleset":"yuque","seat_wind":4,"win_tile":"3m"})"},
    {"half_flush_pin", R"({"hand":"11234444789p","melds":[{"from":1,"tiles":"444z","type":"pon"}],"round_wind":2,"ruleset":"yuque","seat_wind":1,"tsumo":true,"win_tile":"2p"})"},
    {"half_flush_sou", R"({"hand":"12333567s111z","melds":[{"from":3,"tiles":"888s","type":"pon"}],"round_wind":1,"ruleset":"yuque","seat_wind":4,"win_tile":"7s"})"},
    {"houtei", R"({"hand":"55m566778p444z","melds":[{"from":1,"tiles":"555s","type":"pon"}],"round_wind":2,"ruleset":"yuque","seat_wind":3,"situation":["houtei"],"win_tile":"7p"})"},
    {"little_four_winds", R"({"hand":"567p22333444z","melds":[{"from":3,"tiles":"111z","type":"pon"}],"round_wind":2,"ruleset":"yuque","seat_wind":3,"win_tile":"3z"})"},
    {"little_three_dragons", R"({"hand":"345m567p66777z","melds":[{"from":2,"tiles":"555z","type":"pon"}],"round_wind":2,"ruleset":"yuque","seat_wind":1,"tsumo":true,"win_tile":"3m"})"},
    {"mirror", R"({"hand":"567789m22p789s","melds":[{"from":1,"tiles":"567s","type":"chi"}],"round_wind":1,"ruleset":"yuque","seat_wind":1,"win_tile":"8s"})"},
    {"mixed_double_sequence", R"({"hand":"789m444567p44z","melds":[{"from":1,"tiles":"789s","type":"chi"}],"round_wind":1,"ruleset":"yuque","seat_wind":2,"win_tile":"4p"})"},
    {"mixed_outside", R"({"hand":"99p123s111444z","melds":[{"from":1,"tiles":"789s","type":"chi"}],"round_wind":3,"ruleset":"yuque","seat_wind":3,"win_tile":"4z"})"},
    {"mixed_straight", R"({"hand":"456m12344666p","melds":[{"from":1,"tiles":"789s","type":"chi"}],"round_wind":1,"ruleset":"yuque","seat_wind":4,"win_tile":"4p"})"},
    {"nine_gates", R"({"hand":"11123455678999m","round_wind":1,"ruleset":"yuque","seat_wind":2,"win_tile":"5m"})"},
    {"one_kong", R"({"hand":"77p123567s111z","melds":[{"from":2,"tiles":"3333z","type":"kakan"}],"round_wind":1,"ruleset":"yuque","seat_wind":4,"win_tile":"1z"})"},
    {"pure_outside", R"({"hand":"11123789p123999s","round_wind":1,"ruleset":"yuque","seat_wind":1,"win_tile":"2s"})"},
    {"pure_straight", R"({"hand":"11555p123456s","melds":[{"from":1,"tiles":"789s","type":"chi"}],"round_wind":1,"ruleset":"yuque","seat_wind":3,"tsumo":true,"win_tile":"1p"})"},
    {"pure_twin_runs", R"({"hand":"122334p77s","melds":[{"from":1,"tiles":"567p","type":"chi"},{"from":1,"tiles":"456p","type":"chi"}],"round_wind":2,"ruleset":"yuque","seat_wind":4,"tsumo":true,"win_tile":"3p"})"},
    {"red_dragon", R"({"hand":"789m555p234s77z","melds":[{"from":1,"tiles":"777m","type":"pon"}],"round_wind":4,"ruleset":"yuque","seat_wind":3,"win_tile":"3s"})"},
    {"rinshan", R"({"hand":"456m67778s222z","melds":[{"from":2,"tiles":"3333z","type":"kan"}],"round_wind":1,"ruleset":"yuque","seat_wind":4,"situation":["rinshan"],"tsumo":true,"win_tile":"8s"})"},
    {"seat_wind", R"({"hand":"678m345s11133z","melds":[{"from":1,"tiles":"111m","type":"pon"}],"round_wind":4,"ruleset":"yuque","seat_wind":3,"win_tile":"6m"})"},
    {"symmetry", R"({"hand":"56667m456678p567s","round_wind":3,"ruleset":"yuque","seat_wind":1,"win_tile":"6m"})"},
    {"tenhou", R"({"hand":"45666m111234789s","round_wind":3,"ruleset":"yuque","seat_wind":1,"situation":["tenhou"],"tsumo":true,"win_tile":"5m"})"},
    {"terminals_and_honours", R"({"hand":"999p11s666z","melds":[{"from":2,"tiles":"777z","type":"pon"},{"from":3,"tiles":"444z","type":"pon"}],"round_wind":2,"ruleset":"yuque","seat_wind":3,"win_tile":"6z"})"},
    {"three_chained_sequences", R"({"hand":"345567789m77p","melds":[{"from":1,"tiles":"444m","type":"pon"}],"round_wind":3,"ruleset":"yuque","seat_wind":2,"win_tile":"3m"})"},
    {"three_concealed_triplets", R"({"hand":"55999m333p111z","melds":[{"from":1,"tiles":"678p","type":"chi"}],"round_wind":4,"ruleset":"yuque","seat_wind":3,"tsumo":true,"win_tile":"3p"})"},
    {"three_identical_sequences", R"({"hand":"778899m22299p","melds":[{"from":1,"tiles":"789m","type":"chi"}],"round_wind":3,"ruleset":"yuque","seat_wind":1,"tsumo":true,"win_tile":"2p"})"},
    {"three_kongs", R"({"hand":"11m","melds":[{"from":2,"tiles":"5555s","type":"kan"},{"tiles":"9999s","type":"ankan"},{"from":2,"tiles":"2222p","type":"kakan"},{"from":1,"tiles":"567p","type":"chi"}],"round_wind":4,"ruleset":"yuque","seat_wind":1,"win_tile":"1m"})"},
    {"three_shifted_sequences", R"({"hand":"33m122333445p","melds":[{"from":1,"tiles":"456s","type":"chi"}],"round_wind":1,"ruleset":"yuque","seat_wind":2,"win_tile":"3m"})"},
    {"three_shifted_triplets", R"({"hand":"777999p567s33z","melds":[{"from":3,"tiles":"888p","type":"pon"}],"round_wind":1,"ruleset":"yuque","seat_wind":2,"win_tile":"7p"})"},
    {"three_suit_sequence", R"({"hand":"77m345p344556s","melds":[{"from":1,"tiles":"345m","type":"chi"}],"round_wind":4,"ruleset":"yuque","seat_wind":2,"tsumo":true,"win_tile":"4p"})"},
    {"three_suit_shifted_triplets", R"({"hand":"11888m789p777s","melds":[{"from":3,"tiles":"666p","type":"pon"}],"round_wind":4,"ruleset":"yuque","seat_wind":3,"win_tile":"7s"})"},
    {"three_suit_triplets", R"({"hand":"455556p44555s","melds":[{"from":3,"tiles":"555m","type":"pon"}],"round_wind":1,"ruleset":"yuque","seat_wind":3,"win_tile":"5s"})"},
    {"three_wind_triplets", R"({"hand":"345m22p222333z","melds":[{"from":2,"tiles":"111z","type":"pon"}],"round_wind":2,"ruleset":"yuque","seat_wind":2,"win_tile":"2z"})"},
    {"three_yaojiu_triplets", R"({"hand":"77999m123s666z","melds":[{"from":3,"tiles":"111s","type":"pon"}],"round_wind":1,"ruleset":"yuque","seat_wind":1,"win_tile":"9m"})"},
    {"twin_runs", R"({"hand":"33345m123456p","melds":[{"from":1,"tiles":"678m","type":"chi"}],"round_wind":2,"ruleset":"yuque","seat_wind":1,"win_tile":"3p"})"},
    {"two_concealed_triplets", R"({"hand":"22444567777p","melds":[{"from":1,"tiles":"234m","type":"chi"}],"round_wind":1,"ruleset":"yuque","seat_wind":1,"win_tile":"7p"})"},
    {"two_double_sequences", R"({"hand":"334455m678p33z","melds":[{"from":1,"tiles":"678p","type":"chi"}],"round_wind":2,"ruleset":"yuque","seat_wind":1,"tsumo":true,"win_tile":"3z"})"},
    {"two_double_triplets", R"({"hand":"11222555m","melds":[{"from":2,"tiles":"222s","type":"pon"},{"from":3,"tiles":"555p","type":"pon"}],"round_wind":3,"ruleset":"yuque","seat_wind":2,"win_tile":"5m"})"},
    {"two_kongs", R"({"hand":"22888p345s","melds":[{"tiles":"6666m","type":"ankan"},{"from":2,"tiles":"3333z","type":"kan"}],"round_wind":2,"ruleset":"yuque","seat_wind":1,"win_tile":"8p"})"},
    {"two_mixed_double_sequences", R"({"hand":"456p344556s33z","melds":[{"from":1,"tiles":"345m","type":"chi"}],"round_wind":2,"ruleset":"yuque","seat_wind":1,"tsumo":true,"win_tile":"6p"})"},
    {"white_dragon", R"({"hand":"456m345567s55z","melds":[{"from":2,"tiles":"111z","type":"pon"}],"round_wind":1,"ruleset":"yuque","seat_wind":3,"tsumo":true,"win_tile":"7s"})"},
};

}  // namespace

std::span<const FanExample> fanExamples() { return kExamples; }

}  // namespace qe::yuque
