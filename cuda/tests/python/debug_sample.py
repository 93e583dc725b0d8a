#!/usr/bin/env python3
"""Debugging through the driver: a kernel's printf (NVRTC-compiled CUDA C),
and with PTXJIT_SANITIZE=race a racy kernel whose launch fails.

Exit status 0 and a last line of "all checks passed" only if every check held.
"""
import ctypes
import os
import sys

from cuda.bindings import driver, nvrtc

failures = 0


def check(label, ok, detail=""):
    global failures
    failures += not ok
    print(f"[{'ok' if ok else 'FAIL'}] {label}{': ' + detail if detail else ''}", flush=True)


def checkCudaErrors(result):
    err, *values = result
    if err.value:
        raise RuntimeError(f"CUDA error {int(err)}")
    return values[0] if len(values) == 1 else (values or None)


SOURCE = r"""
extern "C" __global__ void hello(int n) {
    printf("hello from block %d thread %d of %d\n", blockIdx.x, threadIdx.x, n);
}
extern "C" __global__ void racy(unsigned *out) {   // no __syncthreads
    __shared__ unsigned s[64];
    unsigned t = threadIdx.x;
    s[t] = t;
    out[t] = s[(t + 1) % 64];
}
"""

checkCudaErrors(driver.cuInit(0))
dev = checkCudaErrors(driver.cuDeviceGet(0))
ctx = checkCudaErrors(driver.cuDevicePrimaryCtxRetain(dev))
checkCudaErrors(driver.cuCtxSetCurrent(ctx))
prog = checkCudaErrors(nvrtc.nvrtcCreateProgram(SOURCE.encode(), b"debug.cu", 0, [], []))
opts = [b"--gpu-architecture=compute_80"]
err, = nvrtc.nvrtcCompileProgram(prog, len(opts), opts)
if err != nvrtc.nvrtcResult.NVRTC_SUCCESS:
    sys.exit("nvrtc failed")
ptx = b" " * checkCudaErrors(nvrtc.nvrtcGetPTXSize(prog))
checkCudaErrors(nvrtc.nvrtcGetPTX(prog, ptx))
module = checkCudaErrors(driver.cuModuleLoadDataEx(ptx, 0, [], []))
hello = checkCudaErrors(driver.cuModuleGetFunction(module, b"hello"))
racy = checkCudaErrors(driver.cuModuleGetFunction(module, b"racy"))

# printf: the driver writes the launch's output to standard output.
print("before hello", flush=True)
n = ctypes.c_int(7)
params = (ctypes.c_void_p * 1)(ctypes.addressof(n))
checkCudaErrors(driver.cuLaunchKernel(hello, 2, 1, 1, 2, 1, 1, 0, 0, ctypes.addressof(params), 0))
checkCudaErrors(driver.cuCtxSynchronize())
print("after hello", flush=True)

out = checkCudaErrors(driver.cuMemAlloc(64 * 4))
p = ctypes.c_uint64(int(out))
params = (ctypes.c_void_p * 1)(ctypes.addressof(p))
err, = driver.cuLaunchKernel(racy, 1, 1, 1, 64, 1, 1, 0, 0, ctypes.addressof(params), 0)
if err == driver.CUresult.CUDA_SUCCESS:
    err, = driver.cuCtxSynchronize()
if os.environ.get("PTXJIT_SANITIZE"):
    check("the racy launch fails under PTXJIT_SANITIZE",
          err == driver.CUresult.CUDA_ERROR_LAUNCH_FAILED, str(int(err)))
else:
    check("the racy launch runs without sanitizers", err == driver.CUresult.CUDA_SUCCESS, str(int(err)))

if failures:
    sys.exit(f"{failures} check(s) failed")
print("all checks passed")
