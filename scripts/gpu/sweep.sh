#!/usr/bin/env bash
# Runs on the GPU machine: the hardware sweep of the whole variant
# enumeration. Needs the hw_vectors test binary (built on the dev machine with
# `cargo test --release --test hw_vectors --no-run`, copied to $BIN), Python
# with CuPy, and writes the report and vector files under $OUT.
#   BIN=path/to/hw_vectors-XXXX ROWS=100000 OUT=dir scripts/gpu/sweep.sh
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
: "${BIN:?set BIN to the hw_vectors test binary}"
: "${OUT:?set OUT to the output folder}"
SWEEP="${SWEEP:-/tmp/ptxjit-sweep}"
export PTXJIT_SWEEP_DIR="$SWEEP" PTXJIT_SWEEP_ROWS="${ROWS:-100000}" PTXJIT_VECTORS_OUT="$OUT/vectors"
mkdir -p "$SWEEP" "$OUT/vectors"
nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv,noheader | tee "$OUT/nvidia-smi.txt"
cd "$ROOT"
"$BIN" --ignored --exact sweep_generate --nocapture
python3 "$ROOT/scripts/gpu/run_rows.py" "$SWEEP"
cp "$SWEEP/gpu.txt" "$OUT/"
"$BIN" --ignored --exact sweep_check --nocapture
