#!/usr/bin/env python3
"""Runs the `f{i}_rows` wrappers of a sweep module on the GPU with CuPy.

usage: run_rows.py SWEEP_DIR

SWEEP_DIR holds sweep.ptx, manifest.txt (lines `i nrows nparams nrets`) and
in_{i}.bin (nrows*nparams little-endian u64), as written by the ignored test
`sweep_generate` in tests/hw_vectors.rs. Writes out_{i}.bin (nrows*nrets u64)
and gpu.txt (GPU model, driver, sm, date). Every CUDA error names the kernel.
"""
import datetime
import os
import sys

import cupy as cp
import numpy as np


def main():
    d = sys.argv[1]
    dev = cp.cuda.Device(0)
    props = cp.cuda.runtime.getDeviceProperties(0)
    name = props["name"].decode() if isinstance(props["name"], bytes) else props["name"]
    drv = cp.cuda.runtime.driverGetVersion()
    cc = dev.compute_capability
    with open(os.path.join(d, "gpu.txt"), "w") as f:
        f.write(f"gpu: {name}\nsm: sm_{cc}\ncuda driver API version: {drv}\n")
        f.write(f"date: {datetime.date.today().isoformat()}\n")
    mod = cp.RawModule(path=os.path.join(d, "sweep.ptx"))
    rows = [tuple(map(int, l.split())) for l in open(os.path.join(d, "manifest.txt")) if l.strip()]
    for i, n, np_, nr in rows:
        inp = np.fromfile(os.path.join(d, f"in_{i}.bin"), dtype=np.uint64)
        assert inp.size == n * np_, (i, inp.size, n, np_)
        din = cp.asarray(inp) if inp.size else cp.zeros(1, dtype=cp.uint64)
        dout = cp.zeros(max(n * nr, 1), dtype=cp.uint64)
        k = mod.get_function(f"f{i}_rows")
        try:
            k(((n + 255) // 256,), (256,), (din, dout, np.uint64(n)))
            cp.cuda.runtime.deviceSynchronize()
        except Exception as e:  # noqa: BLE001
            sys.exit(f"kernel f{i}_rows: {e}")
        cp.asnumpy(dout)[: n * nr].tofile(os.path.join(d, f"out_{i}.bin"))
    print(f"{len(rows)} kernels run on {name} sm_{cc}, driver API {drv}")


if __name__ == "__main__":
    main()
