#!/bin/bash
# On a machine with an NVIDIA GPU, nvcc and CuPy: runs the printf probe with
# clang-19's PTX (tests/cuda/printf.ptx) and nvcc's, writing to $OUT.
set -u
OUT=${OUT:-/tmp/printf-probe}
mkdir -p "$OUT"
cd "$(dirname "$0")/../../tests/cuda"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$OUT/gpu.txt" 2>&1
nvcc --version | tail -2 >> "$OUT/gpu.txt"
nvcc -arch=sm_90 -ptx printf.cu -o "$OUT/printf_nvcc.ptx" 2> "$OUT/nvcc.err"
P=../../scripts/gpu/printf-probe.py
for ptx in printf.ptx "$OUT/printf_nvcc.ptx"; do
  tag=$(basename "$ptx" .ptx)
  for w in formats order order asserts; do
    echo "== $tag $w" 
    timeout 60 python3 "$P" "$ptx" "$w" 2>&1
  done > "$OUT/$tag.txt"
done
