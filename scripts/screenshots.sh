#!/usr/bin/env bash
# Renders the table offscreen for every available ruleset at the start of a
# hand, mid-hand and at the end-of-hand breakdown, plus the start screen and
# a final-standings screen, the hand calculator, and Record and Drills on
# the demo games of tests/data/record-demo (reviewed first, in a copy):
# scripts/screenshots.sh [--lang L1,L2,... | --record | --online] [OUT_DIR] (default docs/screenshots).
# Deterministic: the same build and seed give the same PNGs.
#   --lang  instead, for each language (zh_CN, zh_TW, en, ja): the table
#           mid-hand (table-<lang>) and every ruleset's end-of-hand breakdown
#           (<id>-breakdown-<lang>), rendered with quetai --lang.
#   --record  only Record and Drills.
#   --online  instead, Play online (quetai --online-demo: a server inside the
#           app on loopback, other people and bots played by clients in the
#           app): the lobby, the agreement step, a table with its clocks and
#           one reconnecting, in zh_CN and en at 1024x700 and 1920x1080
#           (online-<moment>-<size>-<lang>.jpg). Not deterministic: the deal is the server's.
# Environment: QUETAI_BUILD (build directory, default build), QUETAI_SEED
# (default 4), QUETAI_SIZE (default 1280x800), QUETAI_FORMAT (png or jpg;
# default png).
set -euo pipefail
QUETAI_SCRIPT=scripts/screenshots.sh
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

langs=()
record_only=0
online=0
if [[ ${1:-} == --record ]]; then
    record_only=1
    shift
elif [[ ${1:-} == --online ]]; then
    online=1
    shift
elif [[ ${1:-} == --lang ]]; then
    (($# > 1)) || quetai_die "--lang needs languages, e.g. --lang zh_CN,zh_TW,en,ja"
    IFS=, read -r -a langs <<<"$2"
    shift 2
fi
out=${1:-$QUETAI_ROOT/docs/screenshots}
build=${QUETAI_BUILD:-$QUETAI_ROOT/build}
seed=${QUETAI_SEED:-4}
size=${QUETAI_SIZE:-1280x800}
ext=${QUETAI_FORMAT:-png}
mkdir -p "$out"

if [[ ! -x $build/bin/quetai || ! -x $build/bin/quetai-cli ]]; then
    quetai_ensure_packages build run
    quetai_configure release
    cmake --build "$build" --target quetai quetai-cli --parallel "$(quetai_jobs)" || quetai_die "the build failed"
fi
export QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software

# The rulesets the engine has now (the internal "test" ruleset is left out).
mapfile -t rulesets < <("$build/bin/quetai-cli" rulesets | grep -oP '"available":true,"id":"\K[^"]+' | grep -vx test)
((${#rulesets[@]} > 0)) || rulesets=(test)

shot() {  # shot FILE ARGS...
    local file=$1
    shift
    "$build/bin/quetai" --size "$size" --screenshot "$file" "$@" 2> >(grep -v XDG_RUNTIME_DIR >&2) ||
        quetai_die "could not render $file"
    quetai_say "wrote ${file#"$QUETAI_ROOT"/}"
}

# Record and Drills (docs/record.md) on a copy of the demo games, their
# review done first by quetai-cli so the figures and drills are complete.
record_shots() {
    local demo
    demo=$(mktemp -d)
    cp -r "$QUETAI_ROOT/tests/data/record-demo/." "$demo/"
    "$build/bin/quetai-cli" stats "$demo" --review >/dev/null || quetai_die "quetai-cli stats --review failed"
    shot "$out/record-1024x700-en.jpg" --page record --games "$demo" --size 1024x700 --lang en
    shot "$out/record-1920x1080-zh_CN.jpg" --page record --games "$demo" --size 1920x1080 --lang zh_CN
    shot "$out/drills-1024x700-en.jpg" --page drills --games "$demo" --size 1024x700 --lang en --screenshot-at answer
    shot "$out/drills-1920x1080-zh_CN.jpg" --page drills --games "$demo" --size 1920x1080 --lang zh_CN
    rm -rf "$demo"
}
if ((record_only)); then
    record_shots
    exit 0
fi
if ((online)); then
    for lang in zh_CN en; do
        for sz in 1024x700 1920x1080; do
            for moment in lobby agree table reconnecting; do
                shot "$out/online-$moment-$sz-$lang.jpg" --lang "$lang" --size "$sz" --online-demo "$moment"
            done
        done
    done
    exit 0
fi

if ((${#langs[@]})); then
    for lang in "${langs[@]}"; do
        shot "$out/table-$lang.$ext" --lang "$lang" --ruleset "${rulesets[0]}" --seed "$seed" \
            --seats human,bot,bot,bot --speed instant --screenshot-at mid
        for id in "${rulesets[@]}"; do
            shot "$out/$id-breakdown-$lang.$ext" --lang "$lang" --ruleset "$id" --seed "$seed" \
                --seats human,bot,bot,bot --speed instant --screenshot-at breakdown
        done
    done
    exit 0
fi

shot "$out/start.$ext"
for id in "${rulesets[@]}"; do
    for moment in start mid breakdown; do
        shot "$out/$id-$moment.$ext" --ruleset "$id" --seed "$seed" --seats human,bot,bot,bot --speed instant \
            --screenshot-at "$moment"
    done
done
shot "$out/${rulesets[0]}-gameover.$ext" --ruleset "${rulesets[0]}" --seed "$seed" --seats bot,bot,bot,bot \
    --speed instant --screenshot-at gameover
# The hand calculator (opened with its first example loaded) at the smallest
# supported size in both languages, and large.
shot "$out/calculator-en.png" --page calculator --size 1024x700 --lang en
shot "$out/calculator-zh_CN.png" --page calculator --size 1024x700 --lang zh_CN
shot "$out/calculator-large-en.png" --page calculator --size 1920x1080 --lang en
record_shots
