# Shared by scripts/run and scripts/test; sourced, not executed.
# shellcheck shell=bash

QUETAI_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

quetai_say() { printf '%s: %s\n' "${QUETAI_SCRIPT:-quetai}" "$*" >&2; }
quetai_die() { quetai_say "error: $*"; exit 1; }

# quetai_packages ROLE... — the packages of scripts/packages.txt for those roles.
quetai_packages() {
    local roles=" $* "
    local pkg role
    while read -r pkg role _; do
        if [[ -n $pkg && $pkg != \#* && $roles == *" $role "* ]]; then printf '%s\n' "$pkg"; fi
    done <"$QUETAI_ROOT/scripts/packages.txt"
    return 0
}

# quetai_ensure_packages ROLE... — installs whichever of those packages are
# missing: one apt-get update and one apt-get install, nothing when all are there.
quetai_ensure_packages() {
    if ! command -v dpkg-query >/dev/null 2>&1; then
        quetai_say "not a Debian system: install the equivalents of scripts/packages.txt yourself; trying to build anyway"
        return 0
    fi
    local missing=() pkg
    while read -r pkg; do
        [[ $(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null) == "install ok installed" ]] || missing+=("$pkg")
    done < <(quetai_packages "$@")
    if ((${#missing[@]} == 0)); then return 0; fi

    local sudo=()
    if ((EUID != 0)); then
        command -v sudo >/dev/null 2>&1 ||
            quetai_die "missing packages and no sudo; as root run: apt-get install ${missing[*]}"
        sudo=(sudo)
    fi
    quetai_say "installing ${#missing[@]} missing packages: ${missing[*]}"
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q ||
        quetai_die "apt-get update failed"
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" ||
        quetai_die "apt-get install failed"
}

# quetai_build_dir PRESET — the preset's binaryDir (CMakePresets.json).
quetai_build_dir() {
    case $1 in
    debug | asan | asan-engine | asan-ci | fuzz) printf '%s\n' "$QUETAI_ROOT/build-$1" ;;
    *) printf '%s\n' "$QUETAI_ROOT/build" ;;
    esac
}

# quetai_configure PRESET — configures build/ (or the preset's directory) when
# needed. Later CMakeLists changes are picked up by the build itself; the
# stamp catches a different preset or an edited CMakePresets.json.
quetai_configure() {
    local preset=$1 dir
    dir=$(quetai_build_dir "$preset")
    local stamp
    stamp="$preset $(cksum <"$QUETAI_ROOT/CMakePresets.json")"
    if [[ -f $dir/build.ninja && -f $dir/.quetai-preset && $(<"$dir/.quetai-preset") == "$stamp" ]]; then
        return 0
    fi
    # A cache from another generator or source tree (a moved clone, a manual
    # `cmake -B build`) makes `cmake --preset` fail; the cache is disposable.
    if [[ -f $dir/CMakeCache.txt ]] &&
        { ! grep -qxF "CMAKE_GENERATOR:INTERNAL=Ninja" "$dir/CMakeCache.txt" ||
            ! grep -qxF "CMAKE_HOME_DIRECTORY:INTERNAL=$QUETAI_ROOT" "$dir/CMakeCache.txt"; }; then
        quetai_say "discarding the stale CMake cache in ${dir#"$QUETAI_ROOT"/}/"
        rm -rf "$dir/CMakeCache.txt" "$dir/CMakeFiles"
    fi
    rm -f "$dir/.quetai-preset"
    (cd "$QUETAI_ROOT" && cmake --preset "$preset") || quetai_die "CMake configuration failed"
    printf '%s\n' "$stamp" >"$dir/.quetai-preset"
}

quetai_jobs() { printf '%s\n' "${QUETAI_JOBS:-$(nproc 2>/dev/null || echo 2)}"; }
