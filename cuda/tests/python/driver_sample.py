#!/usr/bin/env python3
"""Driver-API sample: NVRTC-compiled integer kernels, a __constant__ value,
streams, events, and the driver's error paths (JIT error log, bad frees,
missing symbols, a sticky illegal-address fault).

Exit status 0 and a last line of "all checks passed" only if every check held.
"""
import ctypes
import re
import sys

from cuda.bindings import driver, nvrtc

failures = 0


def check(label, ok, detail=""):
    """Prints one line per check and counts the failures."""
    global failures
    failures += not ok
    print(f"[{'ok' if ok else 'FAIL'}] {label}{': ' + detail if detail else ''}")


def err_name(err):
    if isinstance(err, driver.CUresult):
        return driver.cuGetErrorName(err)[1].decode()
    return nvrtc.nvrtcGetErrorString(err)[1].decode()


def checkCudaErrors(result):
    """Unwraps a (status, values...) tuple, raising on any error."""
    err, *values = result
    if err.value:
        raise RuntimeError(f"CUDA error {int(err)} ({err_name(err)})")
    return values[0] if len(values) == 1 else (values or None)


SOURCE = r"""
extern "C" __global__ void madd3(const unsigned *a, const unsigned *b,
                                 unsigned *lo, unsigned *hi, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {                     // 64-bit a*3+b: low word and carry word
        unsigned long long t = (unsigned long long)a[i] * 3u + b[i];
        lo[i] = (unsigned)t;
        hi[i] = (unsigned)(t >> 32);
    }
}

__constant__ unsigned key;

extern "C" __global__ void xor_rotate(unsigned *d, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned v = d[i] ^ key;
        d[i] = (v << 5) | (v >> 27);
    }
}

extern "C" __global__ void out_of_bounds(unsigned *p, unsigned long long off) {
    p[off] = 0xdeadu;                // far past any allocation
}
"""

# A hand-written PTX module with a deliberate error: %r9 is never declared.
BAD_PTX = b"""\
.version 7.8
.target sm_80
.address_size 64
.visible .entry broken(.param .u64 p)
{
    .reg .b32 %r<3>;
    mov.u32 %r1, 1;
    add.u32 %r2, %r1, %r9;
    ret;
}
\0"""

# ---------------------------------------------------------------- device
checkCudaErrors(driver.cuInit(0))
dev = checkCudaErrors(driver.cuDeviceGet(0))
name = checkCudaErrors(driver.cuDeviceGetName(256, dev)).split(b"\0")[0].decode()
attr = driver.CUdevice_attribute
def get_attr(a):
    return checkCudaErrors(driver.cuDeviceGetAttribute(a, dev))
major = get_attr(attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)
minor = get_attr(attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)
warp = get_attr(attr.CU_DEVICE_ATTRIBUTE_WARP_SIZE)
max_threads = get_attr(attr.CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK)
print(f"device 0: {name}")
check("compute capability 9.0", (major, minor) == (9, 0), f"{major}.{minor}")
check("warp size 32", warp == 32, str(warp))
check("max threads per block 1024", max_threads == 1024, str(max_threads))
ctx = checkCudaErrors(driver.cuDevicePrimaryCtxRetain(dev))
checkCudaErrors(driver.cuCtxSetCurrent(ctx))

# ---------------------------------------------------------------- NVRTC
prog = checkCudaErrors(nvrtc.nvrtcCreateProgram(SOURCE.encode(), b"sample.cu", 0, [], []))
opts = [b"--gpu-architecture=compute_80"]
err, = nvrtc.nvrtcCompileProgram(prog, len(opts), opts)
if err != nvrtc.nvrtcResult.NVRTC_SUCCESS:
    size = checkCudaErrors(nvrtc.nvrtcGetProgramLogSize(prog))
    log = b" " * size
    checkCudaErrors(nvrtc.nvrtcGetProgramLog(prog, log))
    sys.exit(f"nvrtc failed:\n{log.decode()}")
ptx = b" " * checkCudaErrors(nvrtc.nvrtcGetPTXSize(prog))  # size includes the NUL
checkCudaErrors(nvrtc.nvrtcGetPTX(prog, ptx))
module = checkCudaErrors(driver.cuModuleLoadDataEx(ptx, 0, [], []))
madd3 = checkCudaErrors(driver.cuModuleGetFunction(module, b"madd3"))
xor_rotate = checkCudaErrors(driver.cuModuleGetFunction(module, b"xor_rotate"))
out_of_bounds = checkCudaErrors(driver.cuModuleGetFunction(module, b"out_of_bounds"))

# ---------------------------------------------------------------- data
N, BLOCK = 1000, 256                 # N not a multiple of BLOCK: tests the guard
GRID = (N + BLOCK - 1) // BLOCK
U32 = ctypes.c_uint32 * N
seed = 12345
def rand_u32():                      # a small LCG, so the run is reproducible
    global seed
    seed = (seed * 6364136223846793005 + 1442695040888963407) % 2**64
    return seed >> 32
h_a = U32(*(rand_u32() for _ in range(N)))
h_b = U32(*(rand_u32() for _ in range(N)))
nbytes = ctypes.sizeof(U32)
d_a, d_b, d_lo, d_hi = (checkCudaErrors(driver.cuMemAlloc(nbytes)) for _ in range(4))

stream = checkCudaErrors(driver.cuStreamCreate(0))
start, stop = (checkCudaErrors(driver.cuEventCreate(0)) for _ in range(2))
checkCudaErrors(driver.cuMemcpyHtoDAsync(d_a, h_a, nbytes, stream))
checkCudaErrors(driver.cuMemcpyHtoDAsync(d_b, h_b, nbytes, stream))

# kernelParams, the C way: an array of void* each pointing at one argument.
args = [ctypes.c_uint64(int(p)) for p in (d_a, d_b, d_lo, d_hi)] + [ctypes.c_int(N)]
params = (ctypes.c_void_p * len(args))(*(ctypes.addressof(a) for a in args))
checkCudaErrors(driver.cuEventRecord(start, stream))
checkCudaErrors(driver.cuLaunchKernel(madd3, GRID, 1, 1, BLOCK, 1, 1, 0, stream,
                                      ctypes.addressof(params), 0))
checkCudaErrors(driver.cuEventRecord(stop, stream))
checkCudaErrors(driver.cuEventSynchronize(stop))
ms = checkCudaErrors(driver.cuEventElapsedTime(start, stop))
check("event elapsed time is non-negative", ms >= 0.0, f"{ms:.3f} ms")

h_lo, h_hi = U32(), U32()
checkCudaErrors(driver.cuMemcpyDtoHAsync(h_lo, d_lo, nbytes, stream))
checkCudaErrors(driver.cuMemcpyDtoHAsync(h_hi, d_hi, nbytes, stream))
checkCudaErrors(driver.cuStreamSynchronize(stream))
want = [h_a[i] * 3 + h_b[i] for i in range(N)]
bad = [i for i in range(N) if (h_lo[i], h_hi[i]) != (want[i] & 0xFFFFFFFF, want[i] >> 32)]
check(f"madd3: {N} low words and carries match", not bad, f"first bad index {bad[0]}" if bad else "")
check("madd3: some carries are non-zero", any(h_hi), f"{sum(1 for c in h_hi if c)} of {N}")

# __constant__ key: find it with cuModuleGetGlobal, set it with cuMemcpyHtoD.
KEY = 0x9E3779B9
d_key, key_size = checkCudaErrors(driver.cuModuleGetGlobal(module, b"key"))
check("cuModuleGetGlobal('key') is 4 bytes", key_size == 4, str(key_size))
checkCudaErrors(driver.cuMemcpyHtoD(d_key, ctypes.c_uint32(KEY), 4))
# kernelParams, the cuda-bindings way: (values, types); None means "a
# binding object whose getPtr() is the argument's address" (the CUdeviceptr).
checkCudaErrors(driver.cuLaunchKernel(xor_rotate, GRID, 1, 1, BLOCK, 1, 1, 0, stream,
                                      ((d_lo, N), (None, ctypes.c_int)), 0))
h_rot = U32()
checkCudaErrors(driver.cuMemcpyDtoHAsync(h_rot, d_lo, nbytes, stream))
checkCudaErrors(driver.cuStreamSynchronize(stream))
rot = lambda v: ((v << 5) | (v >> 27)) & 0xFFFFFFFF
bad = [i for i in range(N) if h_rot[i] != rot(h_lo[i] ^ KEY)]
check(f"xor_rotate with __constant__ key: {N} words match", not bad,
      f"first bad index {bad[0]}" if bad else "")

# ---------------------------------------------------------------- errors
# 1. A PTX error, with the JIT's error log captured.
log = bytearray(4096)
J = driver.CUjit_option
err, _ = driver.cuModuleLoadDataEx(BAD_PTX, 2,
    [J.CU_JIT_ERROR_LOG_BUFFER, J.CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES], [log, len(log)])
text = log.split(b"\0")[0].decode(errors="replace").strip()
check("bad PTX -> CUDA_ERROR_INVALID_PTX", err == driver.CUresult.CUDA_ERROR_INVALID_PTX, err_name(err))
print("  error log: " + "\n  error log: ".join(text.splitlines() or ["<empty>"]))
# A file:line:column diagnostic (or ptxas's "line N; error" form).
check("error log names the line", bool(re.search(r":\d+:\d+: error:|line \d+; error", text)))

# 2. Freeing pointers cuMemAlloc never returned.
for label, p in (("inside an allocation", int(d_a) + 4), ("wild", 0xDEAD0000)):
    err, = driver.cuMemFree(driver.CUdeviceptr(p))
    check(f"cuMemFree({label} {p:#x}) -> CUDA_ERROR_INVALID_VALUE",
          err == driver.CUresult.CUDA_ERROR_INVALID_VALUE, err_name(err))

# 3. A kernel name the module does not have.
err, _ = driver.cuModuleGetFunction(module, b"no_such_kernel")
check("cuModuleGetFunction(missing) -> CUDA_ERROR_NOT_FOUND",
      err == driver.CUresult.CUDA_ERROR_NOT_FOUND, err_name(err))

# 4. Last: an out-of-bounds store. The fault may surface at the launch or at
#    the next synchronization, and then sticks to the context.
ILLEGAL = driver.CUresult.CUDA_ERROR_ILLEGAL_ADDRESS
checkCudaErrors(driver.cuMemFree(d_b))   # an ordinary free still works here
err_launch, = driver.cuLaunchKernel(out_of_bounds, 1, 1, 1, 1, 1, 1, 0, stream,
                                    ((d_hi, 1 << 36), (None, ctypes.c_ulonglong)), 0)
err_sync, = driver.cuCtxSynchronize()
check("out-of-bounds store -> CUDA_ERROR_ILLEGAL_ADDRESS",
      err_launch == ILLEGAL or (err_launch == driver.CUresult.CUDA_SUCCESS and err_sync == ILLEGAL),
      f"launch {err_name(err_launch)}, synchronize {err_name(err_sync)}")
err, _ = driver.cuMemAlloc(16)
check("the error is sticky: cuMemAlloc -> CUDA_ERROR_ILLEGAL_ADDRESS", err == ILLEGAL, err_name(err))

if failures:
    print(f"{failures} check(s) failed")
    sys.exit(1)
print("all checks passed")
