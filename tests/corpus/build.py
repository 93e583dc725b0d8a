#!/usr/bin/env python3
"""Compile every tests/corpus/src/NAME.cu to ptx/NAME.nvrtc.ptx (NVRTC 12.9,
through the cuda-python bindings of .tools/venv) and ptx/NAME.clang.ptx
(clang-19 without the CUDA toolkit), then run ptxas 12.9 on each result.

usage: build.py [NAME ...]     (default: every kernel in KERNELS)
Writes ptx/build.log with the compilers' and ptxas's verdicts."""
import os, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
SITE = os.path.join(ROOT, ".tools/venv/lib/python3.11/site-packages")
NUMBA_SITE = os.path.join(ROOT, ".tools/numba-venv/lib/python3.11/site-packages")
CUDA_INC = os.path.join(NUMBA_SITE, "nvidia/cuda_runtime/include")
PTXAS = os.environ.get("PTXAS", os.path.join(NUMBA_SITE, "nvidia/cuda_nvcc/bin/ptxas"))
CLANG = os.environ.get("CLANG", "/usr/bin/clang-19")
# CCCL headers (<nv/target>, <cuda/std/...>) for the modules that need the
# toolkit's real <cooperative_groups.h> ("cg_real"): not in the .tools venvs.
# Get them with
#   pip download nvidia-cuda-cccl-cu12==12.9.27 --no-deps -d /tmp/cccl && unzip /tmp/cccl/*.whl -d /tmp/cccl
# and point CORPUS_CCCL_INC at /tmp/cccl/nvidia/cuda_cccl/include (default:
# .tools/cccl/nvidia/cuda_cccl/include).  Without them those modules keep
# their committed PTX (the log says so).
CCCL_INC = os.environ.get("CORPUS_CCCL_INC", os.path.join(ROOT, ".tools/cccl/nvidia/cuda_cccl/include"))

# name -> options.  "defs": macros for both compilers; "cg": the kernel
# uses cooperative_groups (real header for NVRTC, shim for clang);
# "ptx70": clang needs PTX 7.0 for the *_sync builtins; "inc": extra
# include dirs under src/ ; "std": C++ standard; "cg_real": NVRTC uses the
# toolkit's cooperative_groups.h (+ CCCL_INC), not the shim (clang gets no
# CUDA headers, so it fails on the include).
KERNELS = {}
def k(name, **kw): KERNELS[name] = kw
k("histogram64", cg=True)
k("histogram256", cg=True)
k("reduction", cg=True, cg_reduce=True, ptx70=True)
k("scan", cg=True)
k("shfl_scan", ptx70=True)
k("bitonic_sort", cg=True)
k("oddeven_merge_sort", cg=True)
k("merge_sort", cg=True)
k("transpose", cg=True)
k("inline_ptx", ptx70=True)
k("thread_fence_reduction", cg=True)
k("sobel_tex", cg=True)
k("stereo_disparity", cg=True)
k("md5")
k("sha1")
k("sha256")
k("keccak")
k("blake2b")
k("gl64_field")
k("bb31_field")
k("bls12_381_fp", std="c++17")
k("chacha20_prng", ptx70=True)
k("ethash_keccak")
k("crc32")
k("aes128_ctr")
k("reduction_multiblock_cg", cg_real=True)
k("secp256k1_bitcrack")
k("secp256k1_vanity")
k("sobol_qrng", cg=True)
k("murmur3_batch")

def log(msg, out):
    msg = msg.replace(HERE + "/", "")
    print(msg)
    out.write(msg + "\n")

def nvrtc_compile(src, name, cfg):
    sys.path.insert(0, SITE)
    from cuda.bindings import nvrtc
    text = open(src, "rb").read()
    opts = [b"--gpu-architecture=compute_80", b"-std=" + cfg.get("std", "c++17").encode(),
            b"-I" + os.path.join(HERE, "src").encode(), b"-I" + HERE.encode(), b"-I" + os.path.join(HERE, "include").encode(),
            b"-I" + CUDA_INC.encode(), b"-default-device"]
    if cfg.get("cg"): opts.append(b"-DCORPUS_CG")
    if cfg.get("cg_real"): opts.append(b"-I" + CCCL_INC.encode())
    if cfg.get("cg_reduce"): opts.append(b"-DCORPUS_CG_REDUCE")
    for d in cfg.get("defs", []): opts.append(b"-D" + d.encode())
    err, prog = nvrtc.nvrtcCreateProgram(text, (name + ".cu").encode(), 0, [], [])
    assert err == nvrtc.nvrtcResult.NVRTC_SUCCESS, err
    err, = nvrtc.nvrtcCompileProgram(prog, len(opts), opts)
    _, n = nvrtc.nvrtcGetProgramLogSize(prog)
    buf = b" " * n
    nvrtc.nvrtcGetProgramLog(prog, buf)
    logtext = buf.decode(errors="replace").rstrip("\x00").strip()
    if err != nvrtc.nvrtcResult.NVRTC_SUCCESS:
        return None, logtext
    _, n = nvrtc.nvrtcGetPTXSize(prog)
    ptx = b" " * n
    nvrtc.nvrtcGetPTX(prog, ptx)
    return ptx.rstrip(b"\x00").decode(), logtext

def clang_compile(src, out, cfg):
    cmd = [CLANG, "-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib",
           "--cuda-gpu-arch=sm_80", "-O2", "-S", "-std=" + cfg.get("std", "c++17"),
           "-I", os.path.join(HERE, "src"), "-I", HERE, "-I", os.path.join(HERE, "include"), "-Wno-unknown-cuda-version"]
    if cfg.get("ptx70", True): cmd += ["-Xclang", "-target-feature", "-Xclang", "+ptx70"]
    if cfg.get("cg"): cmd.append("-DCORPUS_CG")
    for d in cfg.get("defs", []): cmd.append("-D" + d)
    cmd += ["-o", out, src]
    p = subprocess.run(cmd, capture_output=True, text=True)
    return p.returncode == 0, p.stderr.strip()

def ptxas(path):
    p = subprocess.run([PTXAS, "-arch=sm_80", path, "-o", "/dev/null"], capture_output=True, text=True)
    return p.returncode == 0, (p.stdout + p.stderr).strip()

def main():
    venv_py = os.path.join(ROOT, ".tools/venv/bin/python")
    if not os.environ.get("CORPUS_NO_REEXEC"):
        os.environ["CORPUS_NO_REEXEC"] = "1"
        lib = os.path.join(SITE, "nvidia/cuda_nvrtc/lib")
        os.environ["LD_LIBRARY_PATH"] = lib + ":" + os.environ.get("LD_LIBRARY_PATH", "")
        os.execv(venv_py, [venv_py] + sys.argv)
    names = sys.argv[1:] or list(KERNELS)
    os.makedirs(os.path.join(HERE, "ptx"), exist_ok=True)
    with open(os.path.join(HERE, "ptx", "build.log" if not sys.argv[1:] else "build-partial.log"), "w") as out:
        for name in names:
            cfg = KERNELS[name]
            src = os.path.join(HERE, "src", name + ".cu")
            if not os.path.exists(src):
                log(f"{name}: SKIP (no source)", out); continue
            nv = os.path.join(HERE, "ptx", name + ".nvrtc.ptx")
            cl = os.path.join(HERE, "ptx", name + ".clang.ptx")
            if cfg.get("cg_real") and not os.path.exists(os.path.join(CCCL_INC, "nv", "target")):
                log(f"{name}: nvrtc SKIPPED: no CCCL headers at {CCCL_INC} (set CORPUS_CCCL_INC); committed PTX kept", out)
                ptx, msg = "", None
            else:
                ptx, msg = nvrtc_compile(src, name, cfg)
            if ptx == "":
                pass
            elif ptx is None:
                log(f"{name}: nvrtc FAILED: {msg}", out)
                if os.path.exists(nv): os.remove(nv)
            else:
                open(nv, "w").write(ptx)
                ok, m = ptxas(nv)
                log(f"{name}: nvrtc ok; ptxas {'ok' if ok else 'REJECTED: ' + m}", out)
            ok, msg = clang_compile(src, cl, cfg)
            if not ok:
                log(f"{name}: clang FAILED: {msg[:2000]}", out)
                if os.path.exists(cl): os.remove(cl)
            else:
                ok, m = ptxas(cl)
                log(f"{name}: clang ok; ptxas {'ok' if ok else 'REJECTED: ' + m}", out)

if __name__ == "__main__":
    main()
