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
