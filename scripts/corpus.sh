#!/usr/bin/env bash
# Real public CUDA kernels compiled to PTX, checked against Python references.
#
#   scripts/corpus.sh            regenerate tests/corpus/ptx/*.ptx (NVRTC 12.9 from
#                                .tools/venv, clang-19), check them with ptxas 12.9,
#                                and regenerate tests/corpus/data + cases.json
#                                (tests/corpus/reference.py, plain Python)
#   scripts/corpus.sh --check [--backend host,interp] [NAME...]
#                                run every case through $PTXJIT (default
#                                target/release/ptxjit) on each backend and compare
#                                the dumps with the expected files byte for byte
#   scripts/corpus.sh --all      both
#
# Needs only .tools/venv (cuda-bindings + nvidia-cuda-nvrtc), .tools/numba-venv
# (ptxas, CUDA headers) and /usr/bin/clang-19; CORPUS_CCCL_INC=<cccl include dir>
# rebuilds the one module that needs CCCL's <nv/target> (otherwise its
# committed PTX is kept).  See tests/corpus/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=tests/corpus
regen=0 check=0
case "${1:-}" in
  --check) check=1; shift ;;
  --all) regen=1; check=1; shift ;;
  "") regen=1 ;;
  -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
  *) echo "usage: scripts/corpus.sh [--check|--all] [--backend B,...] [NAME...]" >&2; exit 2 ;;
esac
if [ $regen = 1 ]; then
  python3 $dir/build.py
  python3 $dir/reference.py
fi
if [ $check = 1 ]; then
  export PTXJIT=${PTXJIT:-$PWD/target/release/ptxjit}
  python3 $dir/check.py "$@"
fi
