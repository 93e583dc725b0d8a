#!/usr/bin/env python3
"""Alternating A/B of the tiers on public cases: `host`, `llvm` with no
vector lanes (`PTXJIT_SIMT=0`) and `llvm` with lanes forced
(`PTXJIT_SIMT=1`), one process each, in turn, for `--rounds` rounds
(`ptxjit bench ... --threads 1 --in-place --samples 5` on core 0, the
case's arguments from cases.json); prints the fastest median of each, in
ms. This VM's processes vary by up to 1.5x, so compare only numbers from
one run.

    python3 benches/public/lanes_ab.py [--rounds N] [--ptx nvrtc|clang] CASE...
"""
import argparse, json, os, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench as B  # noqa: E402

VARIANTS = [("host", "host", "1"), ("llvm-scalar", "llvm", "0"), ("llvm-lanes", "llvm", "1")]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--ptx", default="nvrtc")
    ap.add_argument("names", nargs="+")
    a = ap.parse_args()
    cases = json.load(open(os.path.join(B.HERE, "cases.json")))
    corpus = {c["name"]: c for c in json.load(open(os.path.join(B.CORPUS, "cases.json")))}
    with tempfile.TemporaryDirectory() as tmp:
        for case in [c for c in cases if c["name"] in a.names]:
            cc = corpus[case["corpus"]]
            case = dict(case, module=cc["module"])
            case.setdefault("sets", cc.get("sets", []))
            args, sets = B.parse_args(case, tmp)
            kernel = cc[f"kernel_{a.ptx}"]
            ptx = os.path.join(B.CORPUS, "ptx", f"{case['module']}.{a.ptx}.ptx")
            res = {v[0]: [] for v in VARIANTS}
            for _ in range(a.rounds):
                for name, backend, simt in VARIANTS:
                    cmd = B.ptxjit_common(case, ptx, kernel, args, sets, 1)
                    cmd[1] = "bench"
                    cmd += ["--backend", backend, "--samples", "5", "--json", "--in-place"]
                    r = subprocess.run(["taskset", "-c", "0"] + cmd, capture_output=True, text=True,
                                       env=dict(os.environ, PTXJIT_SIMT=simt))
                    if r.returncode != 0:
                        sys.exit(f"{case['name']} {name}: {(r.stderr or r.stdout)[:2000]}")
                    for line in r.stdout.splitlines():
                        o = json.loads(line)
                        if o.get("backend") == backend or backend in o.get("backends", {}):
                            res[name].append(B.launch_us(o, backend))
            print(f"{case['name']:<14} " + "  ".join(
                f"{n} {min(v) / 1000:8.1f} ms" for n, v in res.items()), flush=True)


if __name__ == "__main__":
    main()
