#!/usr/bin/env bash
# Idempotent set-up of the Python tools for ptxjit's fake libcuda.so.1 tests,
# on Debian 12 (bookworm) with python3 3.11 + pip.
#
# Creates <repo>/.tools/venv (gitignored) and installs, at exactly these
# versions (checked to import with no GPU and no NVIDIA driver present):
#   cuda-bindings==12.9.10          (from cuda.bindings import driver, nvrtc)
#   cuda-pathfinder==1.9.1          (its loader dependency; it dlopens libcuda.so.1)
#   nvidia-cuda-nvrtc-cu12==12.9.86 (libnvrtc.so.12, found by cuda-pathfinder in
#     .tools/venv/lib/python3.*/site-packages/nvidia/cuda_nvrtc/lib/)
# and <repo>/.tools/numba-venv with Numba's CUDA target (NUMBA_PINS below),
# whose nvidia-cuda-nvcc-cu12==12.9.86 wheel also brings CUDA 12.9's ptxas
# (.tools/numba-venv/lib/python3.11/site-packages/nvidia/cuda_nvcc/bin/ptxas,
# PTX ISA 8.8, targets to sm_121): the referee of tests/all/ptxas_agreement.rs,
# scripts/mutate-agree.py and the fuzz campaign.
#
# Running it again when everything is present does nothing and takes well
# under a second. It never prompts. If `python3 -m venv` is unavailable
# (Debian's python3-venv missing), installs python3-venv with apt.
# PTXJIT_PYTHON selects the interpreter (default: python3).
set -euo pipefail

die() {
    echo "setup-python.sh: ERROR: $*" >&2
    exit 1
}
say() { echo "setup-python.sh: $*"; }

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.tools/venv"
VPY="$VENV/bin/python"
PY="${PTXJIT_PYTHON:-python3}"
export DEBIAN_FRONTEND=noninteractive

# The driver's client tests: cuda-python and NVRTC.
PINS=(cuda-bindings==12.9.10 cuda-pathfinder==1.9.1 nvidia-cuda-nvrtc-cu12==12.9.86)
# Numba's CUDA target (numba-cuda 0.30.4, which loads modules through
# cuLibraryLoadData; 0.22.2 with numba 0.62.1 works too). NVVM comes from the
# nvcc wheel. No nvidia-nvjitlink-cu12: with it, cuda.core links PTX into a
# cubin, which ptxjit cannot run; without it, it links through the driver.
NUMBA_PINS=(numba-cuda==0.30.4 numba==0.68.1 llvmlite==0.50.0 numpy==2.4.6
    cuda-bindings==12.9.10 cuda-core==1.2.2 cuda-pathfinder==1.9.1
    nvidia-cuda-nvcc-cu12==12.9.86 nvidia-cuda-nvrtc-cu12==12.9.86
    nvidia-cuda-runtime-cu12==12.9.79)

# Fast check: venv $1's python exists and every pin after it is installed
# at its pinned version (dist-info directory names use '_').
installed() {
    local venv="$1" p name ver
    shift
    [ -x "$venv/bin/python" ] || return 1
    for p in "$@"; do
        name="${p%%==*}"
        ver="${p##*==}"
        compgen -G "$venv/lib/python3*/site-packages/${name//-/_}-${ver}.dist-info" >/dev/null || return 1
    done
}

. "$ROOT/scripts/common.sh"

# ensure VENV IMPORT PIN...: the venv with exactly these pins, in which
# `python -c IMPORT` works.
ensure() {
    local venv="$1" check="$2"
    shift 2
    if installed "$venv" "$@"; then
        say "present: $* in $venv"
        return 0
    fi
    local vpy="$venv/bin/python"
    command -v "$PY" >/dev/null 2>&1 || die "$PY not found (install python3 3.11)"
    "$PY" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 9) else 1)' ||
        die "$PY is $("$PY" -V 2>&1); need Python >= 3.9"
    # A venv whose interpreter no longer runs (moved or upgraded python) is rebuilt.
    if [ -e "$venv" ] && ! { [ -x "$vpy" ] && "$vpy" -c 'import pip' >/dev/null 2>&1; }; then
        say "removing broken venv $venv"
        rm -rf "$venv"
    fi
    if [ ! -e "$venv" ]; then
        # Debian moves ensurepip (needed by `python3 -m venv`) into python3.X-venv.
        if ! "$PY" -c 'import ensurepip, venv' >/dev/null 2>&1; then
            command -v apt-get >/dev/null 2>&1 ||
                die "$PY has no working venv/ensurepip module, and apt-get is not available to install python3-venv"
            local pyver
            pyver="$("$PY" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
            say "installing python3-venv (for $PY $pyver)"
            as_root apt-get "${APT_OPTS[@]}" update >/dev/null || die "apt-get update failed"
            as_root apt-get "${APT_OPTS[@]}" install --no-install-recommends python3-venv "python$pyver-venv" >/dev/null ||
                die "apt-get install python3-venv python$pyver-venv failed"
            "$PY" -c 'import ensurepip, venv' >/dev/null 2>&1 ||
                die "$PY still has no ensurepip after installing python3-venv (is $PY the system python3?)"
        fi
        say "creating $venv"
        mkdir -p "$(dirname "$venv")"
        "$PY" -m venv "$venv" || { rm -rf "$venv"; die "$PY -m venv $venv failed"; }
    fi
    say "installing $*"
    "$vpy" -m pip install -q --disable-pip-version-check --no-input "$@" ||
        die "pip install $* failed"
    installed "$venv" "$@" || die "pinned packages still missing from $venv after pip install"
    "$vpy" -c "$check" || die "'$check' fails in $venv"
}

ensure "$VENV" 'from cuda.bindings import driver, nvrtc' "${PINS[@]}"
ensure "$ROOT/.tools/numba-venv" 'import numba.cuda' "${NUMBA_PINS[@]}"
say "done"
