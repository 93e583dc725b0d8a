#!/usr/bin/env bash
# Runs on the GPU machine: the hardware sweep of the whole variant
# enumeration. Needs the root test binary "all" (built on the dev machine with
# `cargo test --release --test all --no-run`, copied to $BIN), Python
# with CuPy, and writes the report and vector files under $OUT.
#   BIN=path/to/all-XXXX ROWS=100000 OUT=dir scripts/gpu/sweep.sh
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
: "${BIN:?set BIN to the "all" test binary}"
: "${OUT:?set OUT to the output folder}"
SWEEP="${SWEEP:-/tmp/ptxjit-sweep}"
export PTXJIT_SWEEP_DIR="$SWEEP" PTXJIT_SWEEP_ROWS="${ROWS:-100000}" PTXJIT_VECTORS_OUT="$OUT/vectors"
mkdir -p "$SWEEP" "$OUT/vectors"
nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv,noheader | tee "$OUT/nvidia-smi.txt"
cd "$ROOT"
"$BIN" --ignored --exact hw_vectors::sweep_generate --nocapture
python3 "$ROOT/scripts/gpu/run_rows.py" "$SWEEP"
cp "$SWEEP/gpu.txt" "$OUT/"
"$BIN" --ignored --exact hw_vectors::sweep_check --nocapture
