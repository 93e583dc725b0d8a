#!/usr/bin/env python3
"""Run every case of cases.json through ptxjit and compare the dumps with
the expected files (computed by reference.py) byte for byte.

usage: check.py [--ptxjit PATH] [--backend host,interp] [--timeout S] [NAME-substring ...]
One line per case, compiler and backend:
  PASS | FAIL (first differing byte) | ERROR (ptxjit's message) | LOADS / SKIP
then a summary.  Exit status 0 when nothing FAILed or ERRORed."""
import json, os, subprocess, sys, tempfile, argparse

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))

def sub(s):
    return s.replace("@/", HERE + "/")

def first_msg(text):
    lines = [l for l in text.splitlines() if "error" in l]
    return (lines[0] if lines else text.strip().splitlines()[-1] if text.strip() else "(no message)").replace(HERE + "/", "")

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ptxjit", default=os.environ.get("PTXJIT", os.path.join(ROOT, "target/release/ptxjit")))
    ap.add_argument("--backend", default="host,interp")
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("--json", help="also write the results as JSON to this file")
    ap.add_argument("names", nargs="*")
    a = ap.parse_args()
    cases = json.load(open(os.path.join(HERE, "cases.json")))
    backends = a.backend.split(",")
    tally = {}
    results = []
    for c in cases:
        if a.names and not any(n in c["name"] for n in a.names):
            continue
        for ptx in c["ptx"]:
            comp = "nvrtc" if ".nvrtc." in ptx else "clang"
            kernel = c.get("kernel_" + comp)
            ptxpath = os.path.join(HERE, ptx)
            for be in backends:
                label = f"{c['name']} [{comp}/{be}]"
                if not os.path.exists(ptxpath) or not kernel:
                    status, msg = "SKIP", "no PTX from this compiler"
                elif not c.get("runs", True):
                    cmd = [a.ptxjit, "check", ptxpath]
                    p = subprocess.run(cmd, capture_output=True, text=True)
                    status, msg = ("LOADS", "") if p.returncode == 0 else ("ERROR", first_msg(p.stderr))
                else:
                    with tempfile.TemporaryDirectory() as tmp:
                        cmd = [a.ptxjit, "run", ptxpath, "--kernel", kernel,
                               "--grid", ",".join(map(str, c["grid"])),
                               "--block", ",".join(map(str, c["block"])),
                               "--backend", be, "--timeout", str(a.timeout)]
                        if c.get("shared"): cmd += ["--shared", str(c["shared"])]
                        for s in c.get("sets", []): cmd += ["--set", sub(s)]
                        for arg in c["args"]: cmd += ["--arg", sub(arg)]
                        outs = []
                        for i, e in enumerate(c["expect"]):
                            out = os.path.join(tmp, f"out{i}.bin")
                            cmd += ["--dump", f"{e['dump']}:{out}"]
                            outs.append((out, os.path.join(HERE, e["file"]), e))
                        try:
                            p = subprocess.run(cmd, capture_output=True, text=True, timeout=a.timeout + 30)
                        except subprocess.TimeoutExpired:
                            p = None
                        if p is None:
                            status, msg = "ERROR", "harness timeout"
                        elif p.returncode != 0:
                            status, msg = "ERROR", first_msg(p.stderr)
                        else:
                            status, msg = "PASS", ""
                            for out, exp, e in outs:
                                got = open(out, "rb").read()
                                want = open(exp, "rb").read()
                                if "bytes" in e:  # compare only a prefix
                                    got, want = got[:e["bytes"]], want[:e["bytes"]]
                                if got != want:
                                    n = min(len(got), len(want))
                                    i = next((j for j in range(n) if got[j] != want[j]), n)
                                    status = "FAIL"
                                    if i < n:
                                        msg = f"dump {e['dump']}: first difference at byte {i}: got 0x{got[i]:02x}, expected 0x{want[i]:02x}"
                                    else:
                                        msg = f"dump {e['dump']}: length {len(got)}, expected {len(want)}"
                                    break
                print(f"{label:48s} {status}{(': ' + msg) if msg else ''}", flush=True)
                tally[status] = tally.get(status, 0) + 1
                results.append({"name": c["name"], "compiler": comp, "backend": be, "status": status, "message": msg})
    print("summary: " + ", ".join(f"{k} {v}" for k, v in sorted(tally.items())))
    if a.json:
        json.dump(results, open(a.json, "w"), indent=1)
    sys.exit(1 if tally.get("FAIL") or tally.get("ERROR") else 0)

if __name__ == "__main__":
    main()
