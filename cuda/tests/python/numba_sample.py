#!/usr/bin/env python3
"""Numba sample: @cuda.jit integer kernels on ptxjit's libcuda.so, no GPU.

Elementwise uint32 arithmetic, a shared-memory block reduction with
cuda.syncthreads and cuda.atomic.add, atomic max/min/cas, a warp shuffle,
64-bit multiply with popc/clz/brev, and dynamic shared memory on a stream.

Works with numba-cuda 0.30.4 (modules loaded through cuLibraryLoadData) and
0.22.2, with NO nvidia-nvjitlink-cu12 in the environment: without nvJitLink,
cuda.core links with the driver's cuLink* calls, which hand back PTX; with
it, the image is a cubin (SASS), which ptxjit refuses
(CUDA_ERROR_NO_BINARY_FOR_GPU). Run with LD_LIBRARY_PATH pointing at a
directory holding the built libcuda.so.1.

Exit status 0 and a last line of "all checks passed" only if every check held.
"""
import os
import sys
import warnings

os.environ.setdefault("NUMBA_CUDA_LOW_OCCUPANCY_WARNINGS", "0")
# Expected here: without nvJitLink, cuda.core links through the driver.
warnings.filterwarnings("ignore", message=".*nvjitlink is not available")

import numpy as np  # noqa: E402
from numba import cuda, int32, uint32, uint64  # noqa: E402

failures = 0


def check(label, ok, detail=""):
    """Prints one line per check and counts the failures."""
    global failures
    failures += not ok
    print(f"[{'ok' if ok else 'FAIL'}] {label}{': ' + detail if detail else ''}")


N = 1000
TPB = 128
NB = (N + TPB - 1) // TPB
rng = np.random.default_rng(7)
a = rng.integers(0, 2**32, N, dtype=np.uint32)
b = rng.integers(0, 2**32, N, dtype=np.uint32)
padded = np.zeros(NB * TPB, np.uint32)
padded[:N] = a


@cuda.jit
def elementwise(a, b, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = (a[i] * 3 + b[i]) ^ (a[i] >> 3)


@cuda.jit
def block_sum(a, out, total):
    s = cuda.shared.array(TPB, uint32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    s[t] = a[i] if i < a.size else uint32(0)
    cuda.syncthreads()
    stride = TPB // 2
    while stride > 0:
        if t < stride:
            s[t] += s[t + stride]
        cuda.syncthreads()
        stride //= 2
    if t == 0:
        out[cuda.blockIdx.x] = s[0]
        cuda.atomic.add(total, 0, s[0])


@cuda.jit
def histogram(a, h):
    i = cuda.grid(1)
    if i < a.size:
        cuda.atomic.add(h, a[i] % 16, 1)


@cuda.jit
def extremes(a, m, c):
    i = cuda.grid(1)
    if i < a.size:
        cuda.atomic.max(m, 0, a[i])
        cuda.atomic.min(m, 1, a[i])
        cuda.atomic.cas(c, 0, 0, i + 1)


@cuda.jit
def warp_sum(a, out):
    i = cuda.grid(1)
    v = int32(a[i] & uint32(0xFFFF)) if i < a.size else int32(0)
    off = int32(16)
    while off > 0:
        v += cuda.shfl_down_sync(0xFFFFFFFF, v, off)
        off //= int32(2)
    if i < a.size and cuda.laneid == 0:
        out[i // 32] = uint32(v)


@cuda.jit
def bits64(a, out):
    i = cuda.grid(1)
    if i < a.size:
        x = uint64(a[i])
        out[i] = ((x * uint64(0x9E3779B97F4A7C15)) >> uint64(17)) ^ cuda.popc(
            a[i]
        ) ^ cuda.clz(a[i]) ^ cuda.brev(a[i])


@cuda.jit
def reverse_block(a, out):
    s = cuda.shared.array(0, uint32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    s[t] = a[i]
    cuda.syncthreads()
    out[i] = s[cuda.blockDim.x - 1 - t]


name = cuda.get_current_device().name
print(f"device: {name.decode() if isinstance(name, bytes) else name}")

out = cuda.device_array(N, np.uint32)
elementwise[NB, TPB](cuda.to_device(a), cuda.to_device(b), out)
want = (a * np.uint32(3) + b) ^ (a >> np.uint32(3))
check("elementwise (a*3+b)^(a>>3)", np.array_equal(out.copy_to_host(), want))

sums = cuda.device_array(NB, np.uint32)
total = cuda.to_device(np.zeros(1, np.uint32))
block_sum[NB, TPB](cuda.to_device(a), sums, total)
want = padded.reshape(NB, TPB).sum(axis=1, dtype=np.uint64).astype(np.uint32)
check("shared-memory block sums", np.array_equal(sums.copy_to_host(), want))
check(
    "atomic.add grand total",
    int(total.copy_to_host()[0]) == int(a.sum(dtype=np.uint64)) & 0xFFFFFFFF,
)

h = cuda.to_device(np.zeros(16, np.int32))
histogram[NB, TPB](cuda.to_device(a), h)
want = np.bincount(a % 16, minlength=16).astype(np.int32)
check("atomic.add histogram", np.array_equal(h.copy_to_host(), want))

m = cuda.to_device(np.array([0, 2**32 - 1], np.uint32))
c = cuda.to_device(np.zeros(1, np.uint32))
extremes[NB, TPB](cuda.to_device(a), m, c)
got = m.copy_to_host()
check("atomic.max / atomic.min", got[0] == a.max() and got[1] == a.min())
check("atomic.cas claimed once", 1 <= int(c.copy_to_host()[0]) <= N)

ws = cuda.device_array(NB * TPB // 32, np.uint32)
warp_sum[NB, TPB](cuda.to_device(a), ws)
low = padded & np.uint32(0xFFFF)
want = low.reshape(-1, 32).sum(axis=1, dtype=np.uint64).astype(np.uint32)
check("shfl_down_sync warp sums", np.array_equal(ws.copy_to_host()[: (N + 31) // 32], want[: (N + 31) // 32]))

o64 = cuda.device_array(N, np.uint64)
bits64[NB, TPB](cuda.to_device(a), o64)
x = a.astype(np.uint64)
pc = np.array([bin(int(v)).count("1") for v in a], np.uint64)
clz = np.array([32 - int(v).bit_length() for v in a], np.uint64)
br = np.array([int(f"{int(v):032b}"[::-1], 2) for v in a], np.uint64)
want = ((x * np.uint64(0x9E3779B97F4A7C15)) >> np.uint64(17)) ^ pc ^ clz ^ br
check("u64 multiply, popc, clz, brev", np.array_equal(o64.copy_to_host(), want))

stream = cuda.stream()
rev = cuda.device_array(NB * TPB, np.uint32, stream=stream)
reverse_block[NB, TPB, stream, TPB * 4](cuda.to_device(padded, stream=stream), rev)
stream.synchronize()
want = padded.reshape(NB, TPB)[:, ::-1].ravel()
check("dynamic shared memory on a stream", np.array_equal(rev.copy_to_host(), want))

if failures:
    print(f"{failures} check(s) failed")
    sys.exit(1)
print("all checks passed")
