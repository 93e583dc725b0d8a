"""Runs tests/cuda/printf's kernels on a GPU through CuPy (the CUDA driver
JIT-compiles the PTX) and prints what the GPU prints. Used once on an H100
to record tests/vectors/printf/h100.txt. Usage: printf-probe.py PTX formats|order|asserts"""
import struct
import sys

import cupy as cp
import numpy as np

path, which = sys.argv[1], sys.argv[2]
mod = cp.RawModule(path=path)


def bits(x):
    return struct.unpack("<q", struct.pack("<d", x))[0]


def sync():
    sys.stdout.flush()
    cp.cuda.Device().synchronize()
    sys.stdout.flush()


if which == "formats":
    v = cp.asarray(np.array([-2147483648, 42, -(2**63), struct.unpack("<q", bytes.fromhex("1032547698badcfe"))[0],
                             bits(1.5), bits(-0.0), bits(float("inf")), 0x7FF8000000000000, bits(123456.789),
                             bits(1e-5), bits(-1.5), bits(150000.0), bits(1500000.0)], dtype=np.int64))
    s = cp.asarray(np.frombuffer(b"hello, world\0", dtype=np.uint8))
    ret = cp.full(32, -7, dtype=np.int32)
    mod.get_function("formats")((1,), (1,), (v, s, ret))
    sync()
    print("returns:", " ".join(str(x) for x in ret.get()))
    print("s at %#x" % s.data.ptr)
elif which == "order":
    mod.get_function("order")((2,), (70,), ())
    sync()
elif which == "asserts":
    v = cp.asarray(np.array([0, 0, 5, 0, 0, 7], dtype=np.int32))
    mod.get_function("asserts")((2,), (6,), (v,))
    try:
        sync()
        print("no error")
    except Exception as e:  # noqa: BLE001
        print("error:", type(e).__name__, e)
