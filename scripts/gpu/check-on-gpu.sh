#!/usr/bin/env bash
# The checks that need an NVIDIA GPU, as one script for a lent GPU machine
# (CUDA driver, no Rust, no LLVM). Build here first:
#
#   CARGO_TARGET_DIR=target/gpu cargo build --release --no-default-features --features cli,cuda
#   CARGO_TARGET_DIR=target/gpu cargo build --release -p ptxjit-cuda --example cudarc_client
#   CARGO_TARGET_DIR=target/gpu cargo build --release -p ptxjit-cuda
#   CARGO_TARGET_DIR=target/gpu cargo test --release --no-default-features --features cuda --test all --no-run
#   mkdir -p target/gpu-run; strip -o target/gpu-run/ptxjit target/gpu/release/ptxjit  (and
#   libcuda.so, examples/cudarc_client, deps/all-* as target/gpu-run/all)
#
# then run `scripts/gpu/check-on-gpu.sh OUTDIR [FUZZ_SECS] [PARTS]` there with
# target/gpu-run carried (PARTS: any of corpus, client, fuzz; all three by
# default). Writes into OUTDIR:
#   corpus.txt    every case of tests/corpus on --backend gpu (the PTX as
#                 written, NVIDIA's JIT) against the Python references
#   client_*.txt  the cudarc client (cuda/examples/cudarc_client.rs) through
#                 NVIDIA's driver (ptxjit's libcuda.so.1 passing every call on,
#                 PTXJIT_CUDA_PASSTHROUGH, recorded) and on ptxjit's host backend
#   recordings.txt  ptxjit compare-recordings of those two runs (the
#                 program's __device__ pointer, a device address, left out)
#   fuzz.txt      the fuzz campaign with kernels on the GPU as well
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
OUT=${1:?usage: check-on-gpu.sh OUTDIR [FUZZ_SECS]}
SECS=${2:-180}
PARTS=${3:-corpus client fuzz}
has() { [[ " $PARTS " == *" $1 "* ]]; }
G=$PWD/target/gpu-run
mkdir -p "$OUT" "$G/lib"
nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv,noheader | tee "$OUT/gpu.txt"

if has corpus; then
echo "== corpus on the GPU"
timeout 150 python3 tests/corpus/check.py --ptxjit "$G/ptxjit" --backend gpu --timeout 20 \
    --json "$OUT/corpus.json" > "$OUT/corpus.txt" 2>&1
echo "corpus rc=$?"; tail -1 "$OUT/corpus.txt"
fi

if has client; then
echo "== cudarc client: NVIDIA's driver (recorded through ptxjit's) and ptxjit"
nv=$(ldconfig -p | awk '/libcuda\.so\.1 /{print $NF; exit}')
nvrtc=$(dirname "$(ls /usr/local/cuda*/lib64/libnvrtc.so.12 /usr/local/cuda*/targets/*/lib/libnvrtc.so.12 \
    /usr/lib/x86_64-linux-gnu/libnvrtc.so.12 2>/dev/null | head -1)" 2>/dev/null)
if [ -z "$nvrtc" ]; then
    nvrtc=$(dirname "$(find / -name 'libnvrtc.so.12*' 2>/dev/null | head -1)")
fi
echo "NVIDIA driver: $nv; NVRTC: $nvrtc" | tee "$OUT/client_env.txt"
cp -f "$G/libcuda.so" "$G/lib/libcuda.so.1"
ln -sf libcuda.so.1 "$G/lib/libcuda.so"  # cudarc looks for libcuda.so first
rm -rf "$OUT/rec_gpu" "$OUT/rec_host"
LD_LIBRARY_PATH="$G/lib:$nvrtc" PTXJIT_CUDA_PASSTHROUGH="$nv" PTXJIT_RECORD="$OUT/rec_gpu" \
    timeout 60 "$G/cudarc_client" > "$OUT/client_gpu.txt" 2>&1
echo "client on the GPU rc=$?"; tail -2 "$OUT/client_gpu.txt"
LD_LIBRARY_PATH="$G/lib:$nvrtc" PTXJIT_RECORD="$OUT/rec_host" \
    timeout 60 "$G/cudarc_client" > "$OUT/client_host.txt" 2>&1
echo "client on ptxjit rc=$?"; tail -2 "$OUT/client_host.txt"
"$G/ptxjit" compare-recordings "$OUT/rec_gpu" "$OUT/rec_host" --ignore 'module 1/g_table' \
    > "$OUT/recordings.txt" 2>&1
echo "compare-recordings rc=$?"; tail -3 "$OUT/recordings.txt"
fi

has fuzz || exit 0
echo "== fuzz campaign, ${SECS} s, kernels on the GPU too"
PTXJIT_FUZZ_SECS=$SECS timeout $((SECS + 90)) "$G/all" fuzz_campaign --ignored --nocapture \
    > "$OUT/fuzz.txt" 2>&1
echo "fuzz rc=$?"; grep -E "summary|mismatch|programs" "$OUT/fuzz.txt" | tail -5
