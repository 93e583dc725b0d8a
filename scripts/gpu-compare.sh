#!/bin/bash
# Host-versus-GPU comparison of the bundled examples and benchmark kernels,
# through `ptxjit compare --against gpu` and kernel launches on both.
#
# The GPU machine has no LLVM, so prepare here (this machine) first:
#   cargo build --release                      # with LLVM: emits the PTX
#   mkdir -p target/gpu-run
#   for f in video carry_chain; do for m in native lowered; do
#     target/release/ptxjit emit examples/$f.ptx --to ptx --sm 90 --gpu-mode $m > target/gpu-run/$f.$m.ptx; done; done
#   for f in chains madc mont256 video bitmix; do
#     target/release/ptxjit emit benches/ptx/$f.ptx --to ptx --sm 90 > target/gpu-run/b_$f.native.ptx; done
#   cargo build --release --no-default-features --features cli,cuda && cp target/release/ptxjit target/gpu-run/
# then run this script on the GPU machine with target/gpu-run carried along
# (OUT: a folder for the kernel outputs).
set -u
B=target/gpu-run/ptxjit
OUT=${OUT:-/tmp}
nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv,noheader
for f in video carry_chain; do for mode in native lowered; do
  echo "== compare examples/$f.ptx gpu-mode $mode"
  $B compare examples/$f.ptx --against gpu --gpu-mode $mode --gpu-ptx target/gpu-run/$f.$mode.ptx --random 200000; echo "rc=$?"
done; done
for f in chains madc mont256 video bitmix; do
  echo "== compare benches/ptx/$f.ptx native"
  $B compare benches/ptx/$f.ptx --against gpu --gpu-ptx target/gpu-run/b_$f.native.ptx --random 100000; echo "rc=$?"
done
for k in "reduce.ptx --kernel block_sum --grid 8 --block 64 --arg buf:u32[512]=random:3 --arg buf:u32[8]=zeros --dump 1" \
         "vadd256.ptx --kernel vadd256 --grid 4 --block 64 --arg buf:u32[2048]=random:1 --arg buf:u32[2048]=random:2 --arg buf:u32[2048]=zeros --arg buf:u32[256]=zeros --arg u32:256 --dump 2 --dump 3" \
         "sad.ptx --kernel sad8x8 --grid 4,2 --block 8,8 --arg buf:u8[512]=random:5 --arg buf:u8[1152]=random:6 --arg buf:u32[512]=zeros --arg u32:32 --dump 2"; do
  set -- $k
  f=$1; shift
  [ "$#" -eq 0 ] && continue
  echo "== kernel examples/$f $*"
  $B run examples/$f "$@" --backend gpu > $OUT/gpu_$f.txt 2>&1; echo "gpu rc=$?"
  $B run examples/$f "$@" --backend host > $OUT/host_$f.txt 2>&1; echo "host rc=$?"
  if cmp -s $OUT/gpu_$f.txt $OUT/host_$f.txt; then echo "kernel $f: gpu == host ($(wc -l < $OUT/gpu_$f.txt) lines)"; else echo "kernel $f: DIFFER"; head -5 $OUT/gpu_$f.txt; fi
done
