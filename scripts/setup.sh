#!/usr/bin/env bash
# Idempotent set-up for ptxjit on Debian 12 (bookworm) with a Rust toolchain.
#
# 1. Installs the system libraries the LLVM back end links against:
#      llvm-19-dev libpolly-19-dev zlib1g-dev libzstd-dev   (bookworm main)
# 1b. Creates .tools/venv with cuda-bindings and NVRTC 12.9 (PyPI wheels,
#    scripts/setup-python.sh), for the drop-in driver's client tests.
# 2. Extracts (does not install) NVIDIA's ptxas and cuobjdump from Debian's
#    non-free nvidia-cuda-toolkit 11.8 packages into <repo>/.tools/cuda/,
#    so that .tools/cuda/usr/bin/ptxas, .tools/cuda/usr/bin/cuobjdump and
#    .tools/cuda/usr/bin/nvdisasm run.
#    These are only needed by scripts/sass.sh (SASS evidence); the build and
#    the tests do not need them.
#
# Running it again when everything is present does nothing and takes well
# under a second. It never prompts. Set PTXJIT_SKIP_CUDA_TOOLS=1 to skip
# step 2 (for example on a machine that cannot reach non-free).
set -euo pipefail

die() {
    echo "setup.sh: ERROR: $*" >&2
    exit 1
}
say() { echo "setup.sh: $*"; }

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$ROOT/.tools/cuda"
export DEBIAN_FRONTEND=noninteractive

. "$ROOT/scripts/common.sh"

pkg_installed() {
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q '^install ok installed$'
}

# ---------------------------------------------------------------- step 1
SYS_PKGS=(llvm-19-dev libpolly-19-dev zlib1g-dev libzstd-dev)
missing=()
for p in "${SYS_PKGS[@]}"; do
    pkg_installed "$p" || missing+=("$p")
done
if [ "${#missing[@]}" -eq 0 ]; then
    say "system packages present: ${SYS_PKGS[*]}"
else
    command -v apt-get >/dev/null 2>&1 || die "apt-get not found: this script targets Debian 12 (bookworm)"
    say "installing: ${missing[*]}"
    as_root apt-get "${APT_OPTS[@]}" update || die "apt-get update failed"
    as_root apt-get "${APT_OPTS[@]}" install --no-install-recommends "${missing[@]}" ||
        die "apt-get install ${missing[*]} failed"
    for p in "${missing[@]}"; do
        pkg_installed "$p" || die "package $p still not installed after apt-get install"
    done
    say "installed: ${missing[*]}"
fi
command -v llvm-config-19 >/dev/null 2>&1 || [ -x /usr/lib/llvm-19/bin/llvm-config ] ||
    die "llvm-config for LLVM 19 not found after installing llvm-19-dev"

# ---------------------------------------------------------------- step 1b
# The Python tools the driver's client tests use (cuda-python, NVRTC 12.9
# from PyPI wheels) in .tools/venv.
"$ROOT/scripts/setup-python.sh" || die "scripts/setup-python.sh failed"

# ---------------------------------------------------------------- step 2
if [ "${PTXJIT_SKIP_CUDA_TOOLS:-0}" = 1 ]; then
    say "PTXJIT_SKIP_CUDA_TOOLS=1: not extracting ptxas/cuobjdump"
    exit 0
fi

PTXAS="$TOOLS/usr/bin/ptxas"
CUOBJDUMP="$TOOLS/usr/bin/cuobjdump"

tools_work() {
    [ -x "$PTXAS" ] && [ -x "$CUOBJDUMP" ] &&
        "$PTXAS" --version >/dev/null 2>&1 && "$CUOBJDUMP" --version >/dev/null 2>&1
}

if tools_work; then
    say "NVIDIA tools present: $PTXAS, $CUOBJDUMP"
    exit 0
fi

# In bookworm non-free, both /usr/bin/ptxas and /usr/bin/cuobjdump are in the
# package nvidia-cuda-toolkit (11.8.89~11.8.0-5~deb12u1), checked with dpkg -c.
CUDA_DEBS=(nvidia-cuda-toolkit)
NONFREE_LIST=/etc/apt/sources.list.d/ptxjit-non-free.sources

has_candidate() {
    # grep reads all of it: with -q it would stop early, apt-cache would die of
    # SIGPIPE and pipefail would call the package missing.
    apt-cache show --no-all-versions "$1" 2>/dev/null | grep '^Package:' >/dev/null
}

if ! has_candidate nvidia-cuda-toolkit; then
    if [ ! -f "$NONFREE_LIST" ]; then
        say "adding bookworm non-free component in $NONFREE_LIST"
        tmp="$(mktemp)"
        cat >"$tmp" <<'EOF'
# Added by ptxjit scripts/setup.sh: only to download nvidia-cuda-toolkit
# (for ptxas/cuobjdump), which is extracted, not installed.
Types: deb
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: non-free non-free-firmware
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
        as_root install -m 0644 "$tmp" "$NONFREE_LIST"
        rm -f "$tmp"
    fi
    say "apt-get update (for non-free)"
    as_root apt-get "${APT_OPTS[@]}" update || die "apt-get update failed"
    has_candidate nvidia-cuda-toolkit ||
        die "nvidia-cuda-toolkit not found in apt after adding non-free ($NONFREE_LIST)"
fi

# Only these members of the (84 MB) package are extracted; the rest of the
# toolkit is not needed. ptxas and cuobjdump link only against libc/libm/
# libpthread/libdl, so nothing else must be resolved.
MEMBERS=(./usr/bin/ptxas ./usr/bin/cuobjdump ./usr/bin/nvdisasm)
DL="$(mktemp -d)"
trap 'rm -rf "$DL"' EXIT
chmod 0755 "$DL"
mkdir -p "$TOOLS"
for p in "${CUDA_DEBS[@]}"; do
    say "downloading $p"
    (cd "$DL" && apt-get -q -o APT::Sandbox::User=root download "$p") ||
        die "apt-get download $p failed"
    deb="$(ls "$DL/${p}"_*.deb | head -n1)"
    say "extracting ${MEMBERS[*]} from $(basename "$deb") into $TOOLS"
    dpkg-deb --fsys-tarfile "$deb" | tar -x -C "$TOOLS" "${MEMBERS[@]}" ||
        die "extracting ${MEMBERS[*]} from $deb failed (package layout changed? try: dpkg -c $deb | grep bin/)"
done

[ -x "$PTXAS" ] || die "ptxas not found at $PTXAS after extraction"
[ -x "$CUOBJDUMP" ] || die "cuobjdump not found at $CUOBJDUMP after extraction"
if ! "$PTXAS" --version >/dev/null 2>&1; then
    ldd "$PTXAS" >&2 || true
    die "$PTXAS does not run (missing shared libraries? see ldd above)"
fi
if ! "$CUOBJDUMP" --version >/dev/null 2>&1; then
    ldd "$CUOBJDUMP" >&2 || true
    die "$CUOBJDUMP does not run (missing shared libraries? see ldd above)"
fi
say "ptxas: $("$PTXAS" --version | tail -n1)"
say "cuobjdump: $("$CUOBJDUMP" --version | tail -n1)"
say "done"
