#!/usr/bin/env python3
"""Public kernels on ptxjit against the same CUDA source compiled as C++.

For each case of benches/public/cases.json (a kernel of the public corpus,
tests/corpus, at a benchmark size), in one run on one core:

* the committed PTX (NVRTC 12.9 and clang-19, tests/corpus/ptx/) is timed
  with `ptxjit bench --kernel ... --threads 1 --in-place` (launches on
  device memory, no copies, as the C build's loop of launches) on the
  chosen backends (with
  `--cores N`, `--threads N` on N cores as well, and the speedup over 1);
* the kernel's CUDA source (tests/corpus/src/) is compiled as ordinary C++
  for this CPU with clang++ -O2 -march=native (benches/public/cpu/cuda_min.h
  instead of the device header; the grid as loops over blocks and threads)
  twice: as clang vectorizes it ("C vec") and with the vectorizers off
  ("C scalar"); a case with barriers names its hand-split source (the
  barriers as loops over the block's threads, `split` in cases.json);
* the same inputs (written once from a seeded Python generator) go to
  both, and every output buffer of one launch from fresh inputs is
  compared byte for byte between ptxjit and the C build before any time
  is reported; a mismatch fails the case.

Prints one row per case and PTX with the median launch times and the
ratios ptxjit / C (lower is better; under 1.0 ptxjit is faster); `--json F`
writes them. Needs clang++-19 (CLANGXX) and a release ptxjit (PTXJIT,
default target/release/ptxjit).

    benches/public/bench.py                 # every case, host backend, nvrtc + clang PTX
    benches/public/bench.py sha256 md5      # a subset
    benches/public/bench.py --backend host --backend llvm --samples 9
    benches/public/bench.py --cores 1 --cores 2   # ptxjit on 1 and 2 cores (C on 1)
"""
import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
CORPUS = os.path.join(ROOT, "tests", "corpus")
CLANGXX = os.environ.get("CLANGXX", "clang++-19")
PTXJIT = os.environ.get("PTXJIT", os.path.join(ROOT, "target", "release", "ptxjit"))

ELEM = {"u8": 1, "s8": 1, "b8": 1, "u16": 2, "s16": 2, "b16": 2, "u32": 4, "s32": 4,
        "b32": 4, "f32": 4, "u64": 8, "s64": 8, "b64": 8}


class Buf:
    """A `buf:TYPE[LEN]=INIT` argument: its bytes before the launch."""

    def __init__(self, ty, n, init, tmp, key):
        self.ty, self.n = ty, n
        size = ELEM[ty] * n
        if init == "zeros":
            data = bytes(size)
        elif init.startswith("gen:"):
            # Our own generator (not ptxjit's random:SEED), so that the C
            # build reads the very same bytes.
            data = random.Random(f"bench:{init[4:]}").randbytes(size)
        elif init.startswith("file:"):
            with open(init[5:].replace("@/", CORPUS + "/"), "rb") as f:
                data = f.read()
            if len(data) != size:
                sys.exit(f"{init}: {len(data)} bytes, the argument has {size}")
        else:
            vals = [int(v, 0) for v in init.split(",")]
            data = b"".join((v % (1 << (8 * ELEM[ty]))).to_bytes(ELEM[ty], "little") for v in vals)
            data += bytes(size - len(data))
        self.path = os.path.join(tmp, f"{key}.in.bin")
        with open(self.path, "wb") as f:
            f.write(data)

    def spec(self):
        return f"buf:{self.ty}[{self.n}]=file:{self.path}"


def parse_args(case, tmp):
    """ptxjit --arg specs and the C driver's view of each argument."""
    out = []
    for i, a in enumerate(case["args"]):
        if a.startswith("buf:"):
            head, init = a[4:].split("=", 1)
            ty, n = head.rstrip("]").split("[")
            out.append(("buf", Buf(ty, int(n), init, tmp, f"{case['name']}.arg{i}")))
        else:
            ty, v = a.split(":", 1)
            bits = int(v, 0) % (1 << 64)
            out.append(("val", (ty, bits)))
    sets = []
    for s in case.get("sets", []):
        name, init = s.split("=", 1)
        path = init[5:].replace("@/", CORPUS + "/")
        sets.append((name, path))
    return out, sets


def ptxjit_specs(args):
    specs = []
    for kind, x in args:
        if kind == "buf":
            specs.append(x.spec())
        else:
            specs.append(f"{x[0]}:{to_signed(x) if x[0][0] == 's' else x[1]}")
    return specs


def to_signed(v):
    ty, bits = v
    w = 8 * ELEM[ty]
    bits &= (1 << w) - 1
    return bits - (1 << w) if bits >> (w - 1) else bits


DRIVER = r"""
#include <chrono>
#include <algorithm>
#include <vector>
static void bench_launch(const BenchArg *a) {
  gridDim = {BENCH_GX, BENCH_GY, BENCH_GZ};
  blockDim = {BENCH_BX, BENCH_BY, BENCH_BZ};
  for (unsigned bz = 0; bz < BENCH_GZ; bz++)
    for (unsigned by = 0; by < BENCH_GY; by++)
      for (unsigned bx = 0; bx < BENCH_GX; bx++) {
        blockIdx = {bx, by, bz};
        BLOCK_BODY
      }
}
static void *read_file(const char *path, size_t size) {
  void *p = aligned_alloc(256, (size + 255) / 256 * 256 + 256);
  FILE *f = fopen(path, "rb");
  if (!f || fread(p, 1, size, f) != size) { fprintf(stderr, "cannot read %s\n", path); exit(2); }
  fclose(f);
  return p;
}
int main(int argc, char **argv) {
  (void)argc;
  const char *out_dir = argv[1];
  int samples = atoi(argv[2]);
  BenchArg a[BENCH_NARGS + 1];
  ARG_SETUP
  SETS
  bench_launch(a);
  DUMPS
  std::vector<double> us;
  for (int s = 0; s < samples; s++) {
    auto t0 = std::chrono::steady_clock::now();
    bench_launch(a);
    auto t1 = std::chrono::steady_clock::now();
    us.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
  }
  std::sort(us.begin(), us.end());
  printf("{\"launch_us\": %.3f, \"best_us\": %.3f}\n", us[us.size() / 2], us[0]);
  return 0;
}
"""

THREAD_LOOP = """for (unsigned tz = 0; tz < BENCH_BZ; tz++)
          for (unsigned ty = 0; ty < BENCH_BY; ty++)
            for (unsigned tx = 0; tx < BENCH_BX; tx++) {
              threadIdx = {tx, ty, tz};
              CALL;
            }"""


def driver_source(case, args, sets, src):
    gx, gy, gz = case["grid"]
    bx, by, bz = case["block"]
    call = case["c_kernel"] + "(" + ", ".join(f"a[{i}]" for i in range(len(args))) + ")"
    if case.get("split"):
        body = case["c_kernel"] + "_block(a);"
    else:
        body = THREAD_LOOP.replace("CALL", call)
    setup, dumps = [], []
    for i, (k, x) in enumerate(args):
        if k == "buf":
            size = ELEM[x.ty] * x.n
            setup.append(f'a[{i}].bits = (unsigned long long)read_file("{x.path}", {size});')
        else:
            setup.append(f"a[{i}].bits = {x[1]}ull;")
    for i in case["dumps"]:
        x = args[i][1]
        size = ELEM[x.ty] * x.n
        dumps.append(
            f'{{ char p[4096]; snprintf(p, sizeof p, "%s/c.{i}.bin", out_dir); FILE *f = fopen(p, "wb"); '
            f"fwrite((void *)a[{i}].bits, 1, {size}, f); fclose(f); }}")
    set_lines = []
    for name, path in sets:
        set_lines.append(f'{{ void *p = read_file("{path}", sizeof({name})); memcpy((void *)&{name}, p, sizeof({name})); }}')
    consts = {"GX": gx, "GY": gy, "GZ": gz, "BX": bx, "BY": by, "BZ": bz, "NARGS": len(args)}
    text = "".join(f"static const unsigned BENCH_{k} = {v};\n" for k, v in consts.items()) + DRIVER
    text = (text.replace("BLOCK_BODY", body).replace("ARG_SETUP", "\n  ".join(setup))
            .replace("SETS", "\n  ".join(set_lines)).replace("DUMPS", "\n  ".join(dumps)))
    return f'#include "{src}"\n' + text


def compile_c(case, args, sets, tmp, vectorize):
    src = os.path.join(HERE, case["split"]) if case.get("split") else os.path.join(CORPUS, "src", case["module"] + ".cu")
    drv = os.path.join(tmp, f"{case['name']}.driver.cpp")
    with open(drv, "w") as f:
        f.write(driver_source(case, args, sets, src))
    exe = os.path.join(tmp, f"{case['name']}.{'vec' if vectorize else 'scalar'}")
    cmd = [CLANGXX, "-O2", "-march=native", "-std=c++17", "-w", "-I", os.path.join(HERE, "cpu"),
           "-I", os.path.join(CORPUS, "src"), drv, "-o", exe]
    if not vectorize:
        cmd[2:2] = ["-fno-vectorize", "-fno-slp-vectorize"]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError("C build failed: " + r.stderr[:3000])
    return exe


def run_c(exe, out_dir, samples):
    os.makedirs(out_dir, exist_ok=True)
    r = subprocess.run(["taskset", "-c", "0", exe, out_dir, str(samples)], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"C run failed: {r.stderr[:2000]}")
    return json.loads(r.stdout.strip().splitlines()[-1])


def ptxjit_common(case, ptx, kernel, args, sets, cores=1):
    cmd = [PTXJIT, None, ptx, "--kernel", kernel, "--grid", ",".join(map(str, case["grid"])),
           "--block", ",".join(map(str, case["block"])), "--threads", str(cores)]
    for s in ptxjit_specs(args):
        cmd += ["--arg", s]
    for name, path in sets:
        cmd += ["--set", f"{name}=file:{path}"]
    if case.get("shared"):
        cmd += ["--shared", str(case["shared"])]
    return cmd


def run_ptxjit(case, ptx, kernel, args, sets, backend, out_dir, samples, cores=1):
    os.makedirs(out_dir, exist_ok=True)
    cmd = ptxjit_common(case, ptx, kernel, args, sets, cores)
    cmd[1] = "run"
    cmd += ["--backend", backend]
    for i in case["dumps"]:
        cmd += ["--dump", f"{i}:{out_dir}/p.{i}.bin"]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"ptxjit run failed: {(r.stderr or r.stdout)[:2000]}")
    cmd = ptxjit_common(case, ptx, kernel, args, sets, cores)
    cmd[1] = "bench"
    # In place, as the C build runs its launches: no copy of the buffers
    # in and out per launch.
    cmd += ["--backend", backend, "--samples", str(samples), "--json", "--in-place"]
    r = subprocess.run(["taskset", "-c", f"0-{cores - 1}"] + cmd, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"ptxjit bench failed: {(r.stderr or r.stdout)[:2000]}")
    for line in r.stdout.splitlines():
        o = json.loads(line)
        if o.get("backend") == backend or backend in o.get("backends", {}):
            return o
    raise RuntimeError(f"no {backend} result in: {r.stdout[:500]}")


def launch_us(obj, backend):
    """The median launch time in a `bench --json` object."""
    b = obj.get("backends", {}).get(backend, obj)
    return b["launch_us"]


def same(case, out_dir, a, b):
    for i in case["dumps"]:
        with open(f"{out_dir}/{a}.{i}.bin", "rb") as f:
            x = f.read()
        with open(f"{out_dir}/{b}.{i}.bin", "rb") as f:
            y = f.read()
        if x != y:
            n = next(j for j in range(min(len(x), len(y))) if x[j] != y[j]) if len(x) == len(y) else -1
            return f"argument {i} differs (first byte {n})"
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("names", nargs="*")
    ap.add_argument("--backend", action="append")
    ap.add_argument("--ptx", action="append", choices=["nvrtc", "clang"])
    ap.add_argument("--samples", type=int, default=5, help="timed launches per process (the median counts)")
    ap.add_argument("--rounds", type=int, default=3, help="processes per figure (the fastest median counts)")
    ap.add_argument("--cores", type=int, action="append",
                    help="cores (and block-runner threads) for ptxjit; repeat to compare (the C builds run on one)")
    ap.add_argument("--json")
    ap.add_argument("--keep", help="keep the generated files in this directory")
    o = ap.parse_args()
    backends = o.backend or ["host"]
    cores = o.cores or [1]
    if min(cores) < 1 or max(cores) > (os.cpu_count() or 1):
        sys.exit(f"--cores: 1 to {os.cpu_count()} on this machine")
    compilers = o.ptx or ["nvrtc", "clang"]
    with open(os.path.join(HERE, "cases.json")) as f:
        cases = json.load(f)
    with open(os.path.join(CORPUS, "cases.json")) as f:
        corpus = {c["name"]: c for c in json.load(f)}
    if o.names:
        unknown = set(o.names) - {c["name"] for c in cases}
        if unknown:
            sys.exit(f"unknown case(s): {', '.join(sorted(unknown))}")
        cases = [c for c in cases if c["name"] in o.names]
    tmp = o.keep or tempfile.mkdtemp(prefix="ptxjit-public-")
    os.makedirs(tmp, exist_ok=True)
    results, failed = [], 0
    print(f"{'case':<22} {'PTX':<6} {'backend':<7} {'cores':>5} {'ptxjit us':>11} {'C scalar us':>12} {'C vec us':>10} {'/scalar':>8} {'/vec':>7} {'vs 1 core':>9}")
    for case in cases:
        cc = corpus[case["corpus"]]
        case = dict(case, module=cc["module"])
        case.setdefault("sets", cc.get("sets", []))
        args, sets = parse_args(case, tmp)
        out_dir = os.path.join(tmp, case["name"])
        try:
            exes, c = {}, {False: [], True: []}
            for vec in (False, True):
                exes[vec] = compile_c(case, args, sets, tmp, vec)
                c[vec].append(run_c(exes[vec], out_dir, o.samples)["launch_us"])
                for i in case["dumps"]:
                    os.replace(f"{out_dir}/c.{i}.bin", f"{out_dir}/c{int(vec)}.{i}.bin")
            diff = same(case, out_dir, "c0", "c1")
            if diff:
                raise RuntimeError(f"the scalar and vectorized C builds disagree: {diff}")
        except RuntimeError as e:
            print(f"{case['name']:<22} C build: FAIL: {e}")
            failed += 1
            continue
        runs = []
        for comp in compilers:
            kernel = cc.get(f"kernel_{comp}")
            ptx = os.path.join(CORPUS, "ptx", f"{case['module']}.{comp}.ptx")
            if not kernel or not os.path.exists(ptx):
                print(f"{case['name']:<22} {comp:<6} (no PTX from this compiler)")
                continue
            runs += [(comp, be, ptx, kernel, n) for be in backends for n in cores]
        # Rounds of every process (C scalar, C vec, ptxjit per PTX and
        # backend) one after another: the time of a process varies more
        # from one process to the next than between the samples of one,
        # so each figure is the fastest of its rounds' medians.
        times = {r: [] for r in runs}
        for rnd in range(o.rounds):
            if rnd > 0:
                for vec in (False, True):
                    try:
                        c[vec].append(run_c(exes[vec], out_dir, o.samples)["launch_us"])
                    except RuntimeError as e:
                        print(f"{case['name']:<22} C run: FAIL: {e}")
                        failed += 1
            for r in list(times):
                comp, be, ptx, kernel, n = r
                try:
                    obj = run_ptxjit(case, ptx, kernel, args, sets, be, out_dir, o.samples, n)
                    diff = same(case, out_dir, "p", "c0")
                    if diff:
                        raise RuntimeError(f"ptxjit and the C build disagree: {diff}")
                except RuntimeError as e:
                    print(f"{case['name']:<22} {comp:<6} {be:<7} {n:>5} FAIL: {e}")
                    failed += 1
                    del times[r]
                    continue
                times[r].append(launch_us(obj, be))
        for (comp, be, _, _, n), ts in times.items():
            us = min(ts)
            row = {"case": case["name"], "ptx": comp, "backend": be, "cores": n, "ptxjit_us": us,
                   "c_scalar_us": min(c[False]), "c_vec_us": min(c[True]),
                   "rounds": o.rounds, "samples": o.samples,
                   "grid": case["grid"], "block": case["block"]}
            row["ratio_scalar"] = us / row["c_scalar_us"]
            row["ratio_vec"] = us / row["c_vec_us"]
            one = [min(t) for (c2, b2, _, _, n2), t in times.items() if (c2, b2, n2) == (comp, be, 1) and t]
            scale = ""
            if one and n > 1:
                row["speedup_vs_1_core"] = one[0] / us
                scale = f"{row['speedup_vs_1_core']:.2f}x"
            results.append(row)
            print(f"{case['name']:<22} {comp:<6} {be:<7} {n:>5} {us:>11.1f} {row['c_scalar_us']:>12.1f} "
                  f"{row['c_vec_us']:>10.1f} {row['ratio_scalar']:>8.2f} {row['ratio_vec']:>7.2f} {scale:>9}")
    if o.json:
        with open(o.json, "w") as f:
            json.dump(results, f, indent=1)
    if failed:
        print(f"{failed} failed")
        sys.exit(1)


if __name__ == "__main__":
    main()
