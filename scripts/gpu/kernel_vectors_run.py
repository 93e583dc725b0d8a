#!/usr/bin/env python3
"""Runs the kernels of the kernel vectors on the GPU and writes the vectors.

usage: kernel_vectors_run.py KERNEL_DIR OUT_FILE

KERNEL_DIR holds warp.ptx, warp_elect.ptx, warp_legacy.ptx and misc.ptx (scripts/gpu/kernel_vectors_ptx.py).
Every kernel runs as one block for each block size in SIZES and each input
case of `cases()` (seeded, so the inputs are the same on every run). The
output buffer is filled with 0xa5a5a5a5 before each launch. Writes OUT_FILE
in the format of tests/vectors/README.md ("Kernel vectors").
"""
import datetime
import os
import re
import sys

import cupy as cp
import numpy as np

SENTINEL = 0xA5A5A5A5
SIZES = [32, 64, 40]
NCASES = 8


def masks(rng, nlanes):
    """The d word of each warp: a lane mask (random, structured, full)."""
    return [
        0xFFFFFFFF,
        0x0000FFFF,
        0x55555555,
        0xFFFFFFFE,
        0x80000001,
        int(rng.integers(0, 1 << 32)),
        int(rng.integers(0, 1 << 32)) | 1,
        int(rng.integers(0, 1 << 32)),
    ]


def cases(threads, seed):
    rng = np.random.default_rng(seed)
    out = []
    for i in range(NCASES):
        inp = np.zeros((threads, 4), dtype=np.uint32)
        nwarps = (threads + 31) // 32
        for w in range(nwarps):
            lanes = range(32 * w, min(threads, 32 * w + 32))
            ms = masks(rng, len(lanes))
            d = ms[i % len(ms)]
            for t in lanes:
                kind = i % 4
                if kind == 0:  # small values: many equal keys
                    a = int(rng.integers(0, 4))
                    b = int(rng.integers(0, 40))
                    c = int(rng.integers(0, 0x2000))
                elif kind == 1:  # uniform across the warp
                    if t == lanes[0]:
                        ua = int(rng.integers(0, 1 << 32))
                        ub = int(rng.integers(0, 64))
                        uc = int(rng.integers(0, 2)) * 0x1F
                    a, b, c = ua, ub, uc
                elif kind == 2:  # lane-structured, in-range operands
                    a = (t * 0x01010101 + 0x10) & 0xFFFFFFFF
                    b = int(rng.integers(0, 32))
                    c = int(rng.choice([0, 0x1F, 0x0F, 0x181F, 0x1C07, 0x1000]))
                else:  # any 32-bit values
                    a, b, c = (int(x) for x in rng.integers(0, 1 << 32, size=3))
                inp[t] = [a, b, c, d]
        out.append(inp)
    return out


def kernels(path):
    return re.findall(r"\.entry (\w+)\(", open(path).read())


def main():
    kdir, out_file = sys.argv[1], sys.argv[2]
    dev = cp.cuda.Device(0)
    props = cp.cuda.runtime.getDeviceProperties(0)
    name = props["name"].decode() if isinstance(props["name"], bytes) else props["name"]
    drv = cp.cuda.runtime.driverGetVersion()
    cc = dev.compute_capability
    lines = [
        "# Kernel hardware vectors (warp collectives, cvt.pack, addc.sat): see ../README.md",
        f"# gpu: {name}, sm_{cc}, CUDA driver API {drv}, {datetime.date.today().isoformat()}",
    ]
    n = 0
    for module in ("warp", "warp_elect", "warp_legacy", "misc"):
        path = os.path.join(kdir, module + ".ptx")
        mod = cp.RawModule(path=path)
        for seed, kname in enumerate(kernels(path)):
            fn = mod.get_function(kname)
            for threads in SIZES:
                lines.append(f"kernel {module} {kname} threads {threads}")
                for inp in cases(threads, 1000 * seed + threads):
                    din = cp.asarray(inp.reshape(-1))
                    dout = cp.full(threads * 8, SENTINEL, dtype=cp.uint32)
                    try:
                        fn((1,), (threads,), (din, dout))
                        cp.cuda.runtime.deviceSynchronize()
                    except Exception as e:  # noqa: BLE001
                        sys.exit(f"kernel {kname} ({threads} threads): {e}")
                    res = cp.asnumpy(dout)
                    lines.append("in " + " ".join(f"{x:x}" for x in inp.reshape(-1)))
                    lines.append("out " + " ".join(f"{x:x}" for x in res))
                    n += 1
    with open(out_file, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{n} launches on {name} sm_{cc}, driver API {drv}")


if __name__ == "__main__":
    main()
