#!/usr/bin/env bash
# Builds ptxjit's drop-in CUDA driver and prints the directory that holds
# it as libcuda.so.1 (and libcuda.so), for LD_LIBRARY_PATH:
#
#   LD_LIBRARY_PATH=$(scripts/libcuda.sh) ./your_cuda_program
#
# Build output goes to stderr; only the directory goes to stdout.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# With LLVM (PTXJIT_BACKEND=llvm) unless PTXJIT_CUDA_FEATURES says
# otherwise (empty: a build without LLVM, as on a machine without it).
cargo build --release -p ptxjit-cuda --features "${PTXJIT_CUDA_FEATURES-llvm}" >&2
TARGET="${CARGO_TARGET_DIR:-$ROOT/target}"
DIR="$TARGET/release/libcuda"
mkdir -p "$DIR"
cp -f "$TARGET/release/libcuda.so" "$DIR/libcuda.so.1"
ln -sf libcuda.so.1 "$DIR/libcuda.so"
echo "$DIR"
