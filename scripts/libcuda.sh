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
cargo build --release -p ptxjit-cuda >&2
TARGET="${CARGO_TARGET_DIR:-$ROOT/target}"
DIR="$TARGET/release/libcuda"
mkdir -p "$DIR"
cp -f "$TARGET/release/libcuda.so" "$DIR/libcuda.so.1"
ln -sf libcuda.so.1 "$DIR/libcuda.so"
echo "$DIR"
