#!/usr/bin/env bash
# The main job: set up, build, then check, run, compare and bench every
# bundled example.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scripts/setup.sh
cargo build --release
bin=target/release/ptxjit
for f in examples/*.ptx; do
    echo "== ptxjit check $f"
    "$bin" check "$f"
done
run() { echo "== ptxjit run $*"; "$bin" run "$@"; }
run examples/carry_chain.ptx --func add128 0xffffffff 0xffffffff 0xffffffff 0 1 0 0 0
run examples/carry_chain.ptx --func sub64 0x100000000 1
run examples/video.ptx --func vadd4_sat 0x80ff7f01 0x80017f01 0
run examples/video.ptx --func sad8 0x01020304 0x0a0b0c0d 0x04030201 0x0d0c0b0a
run examples/video.ptx --func vmad_q15 0x4000 0x4000 1
for f in examples/carry_chain.ptx examples/video.ptx; do
    echo "== ptxjit compare $f --against interp"
    "$bin" compare "$f" --against interp --random 100000
    echo "== ptxjit bench $f"
    "$bin" bench "$f" --n 1000000
done
run examples/reduce.ptx --kernel block_sum --backend interp --grid 2 --block 64 \
    --arg 'buf:u32[128]=iota' --arg 'buf:u32[2]=zeros' --dump 1
# A CUDA program, unmodified, on the drop-in driver: the cudarc client
# (CUDA C compiled by NVRTC from the PyPI wheel setup.sh installed), on the
# host backend, the interpreter and the llvm backend, each run recorded;
# then the recordings compared with the host's launch by launch.
dir=$(scripts/libcuda.sh)
cargo build --release -p ptxjit-cuda --example cudarc_client
nvrtc=$(ls -d "$PWD"/.tools/venv/lib/python3*/site-packages/nvidia/cuda_nvrtc/lib)
rec=$(mktemp -d)
for b in host interp llvm; do
    echo "== cudarc_client on libcuda.so.1 (PTXJIT_BACKEND=$b)"
    LD_LIBRARY_PATH="$dir:$nvrtc" PTXJIT_BACKEND=$b PTXJIT_RECORD="$rec/$b" \
        target/release/examples/cudarc_client
done
echo "== ptxjit compare-recordings host interp"
"$bin" compare-recordings "$rec/host" "$rec/interp"
echo "== ptxjit compare-recordings host llvm"
"$bin" compare-recordings "$rec/host" "$rec/llvm"
rm -rf "$rec"
