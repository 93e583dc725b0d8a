#!/usr/bin/env python3
"""Judges every form of tests/forms/*.txt with ptxas 12.9 and `ptxjit check`
at several (.version, .target) pairs.

Each form is wrapped exactly as tests/all/ptxas_agreement.rs does (its
PREAMBLE and ENTRY_DECLS, read from that file, one kernel `k0(.param .u64 pa)`
holding the form, then `L1: ret;`), with `.version 7.8` / `.target sm_80`
replaced by the pair's, one module per form, ptxas run as
`ptxas -arch=T FILE -o /dev/null` and ptxjit as `ptxjit check FILE`.
A verdict is `ok`, or `bad` with the first error; an error that is not on the
form's line is prefixed with `@LINE`.

usage: PTXJIT=target/release/ptxjit python3 scripts/forms-matrix.py [--out DIR] [--write-gated]

Outputs (in DIR, default /tmp/forms-matrix): forms_matrix.tsv,
forms_matrix_summary.md, and gating.tsv (for forms whose ptxas verdict depends on the pair: the smallest
.version, at .target sm_120 (sm_90a/sm_100a if needed), and the smallest
sm_XX, at .version 8.8, that ptxas accepts, with ptxas's messages below them).
With --write-gated, also tests/forms/gated.tsv: every form whose ptxas verdict
depends on the pair (tests/all/ptxas_agreement.rs, gated_forms_agree_with_ptxas,
checks the checker against it and re-judges it with ptxas when installed).
Takes a few minutes: one ptxas run per form and pair.
"""
import collections
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
PTXAS = os.path.join(ROOT, ".tools/numba-venv/lib/python3.11/site-packages/nvidia/cuda_nvcc/bin/ptxas")
PTXJIT = os.environ.get("PTXJIT") or os.path.join(ROOT, "target/release/ptxjit")
OUT = sys.argv[sys.argv.index("--out") + 1] if "--out" in sys.argv else "/tmp/forms-matrix"
PAIRS = [("6.0", "sm_50"), ("7.0", "sm_70"), ("7.8", "sm_80"), ("8.0", "sm_90"), ("8.3", "sm_90"),
         ("8.8", "sm_90a"), ("8.8", "sm_100"), ("8.8", "sm_120")]
VERSIONS = ["4.0", "4.1", "4.2", "4.3", "5.0", "6.0", "6.1", "6.2", "6.3", "6.4", "6.5", "7.0", "7.1",
            "7.2", "7.3", "7.4", "7.5", "7.6", "7.7", "7.8", "8.0", "8.1", "8.2", "8.3", "8.4", "8.5",
            "8.6", "8.7", "8.8"]
TARGETS = ["sm_50", "sm_52", "sm_53", "sm_60", "sm_61", "sm_62", "sm_70", "sm_72", "sm_75", "sm_80",
           "sm_86", "sm_87", "sm_89", "sm_90", "sm_100", "sm_101", "sm_103", "sm_120", "sm_121"]
SUFFIXED = ["sm_90a", "sm_100a", "sm_100f", "sm_101a", "sm_103a", "sm_120a", "sm_121a"]

_src = open(os.path.join(ROOT, "tests/all/ptxas_agreement.rs")).read()
PREAMBLE = re.search(r'const PREAMBLE: &str = "\\\n(.*?)";', _src, re.S).group(1)
ENTRY_DECLS = re.search(r'const ENTRY_DECLS: &str = "\\\n(.*?)";', _src, re.S).group(1)
TMP = tempfile.mkdtemp(prefix="forms-matrix-")


def module(text, v="7.8", t="sm_80", preamble_extra=""):
    m = PREAMBLE.replace(".version 7.8", ".version " + v).replace(".target sm_80", ".target " + t)
    m += preamble_extra
    m += ".visible .entry k0(.param .u64 pa)\n{\n" + ENTRY_DECLS
    line = m.count("\n") + 1
    m += "    " + text + "\nL1:\n    ret;\n}\n"
    return m, line


def first_ptxas_error(out, line):
    errs = []
    for l in out.splitlines():
        m = re.match(r"ptxas .*?, line (\d+); (?:error|fatal)\s*: (.*)$", l)
        if m:
            errs.append((int(m.group(1)), m.group(2).strip()))
        else:
            m = re.match(r"ptxas (?:error|fatal)\s*: (.*)$", l)
            if m and "Ptx assembly aborted" not in m.group(1):
                errs.append((0, m.group(1).strip()))
    for n, msg in errs:
        if n == line:
            return msg
    if errs:
        n, msg = errs[0]
        return f"@{n} {msg}"
    return out.strip().splitlines()[0] if out.strip() else "failed without a message"


def tmpfile(text):
    fd, f = tempfile.mkstemp(dir=TMP, suffix=".ptx")
    with os.fdopen(fd, "w") as fh:
        fh.write(text)
    return f


def run_ptxas(text, v, t, preamble_extra="", arch=None):
    m, line = module(text, v, t, preamble_extra)
    f = tmpfile(m)
    p = subprocess.run([PTXAS, "-arch=" + (arch or t), f, "-o", "/dev/null"],
                       capture_output=True, text=True, errors="replace")
    os.remove(f)
    if p.returncode == 0:
        return ("ok", "")
    if p.returncode < 0 or p.returncode >= 128 and p.returncode != 255:
        return ("bad", f"ptxas crash (exit {p.returncode})")  # e.g. ld.global.v8.u8 segfaults at random
    return ("bad", first_ptxas_error(p.stderr + p.stdout, line))


def run_ptxjit(text, v, t, preamble_extra=""):
    m, line = module(text, v, t, preamble_extra)
    f = tmpfile(m)
    p = subprocess.run([PTXJIT, "check", f], capture_output=True, text=True, errors="replace")
    os.remove(f)
    if p.returncode == 0:
        return ("ok", "")
    if p.returncode != 1:
        return ("crash", f"exit {p.returncode}: {p.stderr.strip()[:200]}")
    for l in p.stderr.splitlines():
        mm = re.match(r".*?:(\d+):\d+: error: (.*)$", l)
        if mm:
            return ("bad", mm.group(2) if int(mm.group(1)) == line else f"@{mm.group(1)} {mm.group(2)}")
    return ("bad", p.stderr.strip()[:200])


def load_forms():
    forms = []
    for fn in sorted(os.listdir(os.path.join(ROOT, "tests/forms"))):
        if not fn.endswith(".txt"):
            continue
        for i, line in enumerate(open(os.path.join(ROOT, "tests/forms", fn)), 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            verdict, form = line.split(None, 1)
            forms.append({"file": fn, "line": i, "rec": verdict, "text": form.strip()})
    return forms


def normalize(msg):
    msg = re.sub(r"^@\d+ ", "@ ", msg)
    msg = re.sub(r"'[^']*'", "'_'", msg)
    return msg


GATE_RE = re.compile(r"requires PTX ISA|requires \.target|not supported on \.target|"
                     r"does not support \.target|supported on|requires sm_|or higher|or later", re.I)


def write_gated(forms):
    """tests/forms/gated.tsv: one line per form whose verdict depends on the
    pair, `o`/`b` per pair in PAIRS order, then the form (ptxas crashes left
    out)."""
    lines = ["# Forms whose validity depends on .version/.target, judged by ptxas 12.9",
             "# with the PREAMBLE/ENTRY_DECLS of tests/all/ptxas_agreement.rs",
             "# at eight pairs, in this order (o: accepted, b: rejected):",
             "#   " + "  ".join(f"{v}/{t}" for v, t in PAIRS),
             "# Checked against the checker on every run, and against ptxas 12.9 when",
             "# scripts/setup.sh installed it (gated_forms_agree_with_ptxas).",
             "# Regenerate: python3 scripts/forms-matrix.py --write-gated"]
    for f in forms:
        vs = [f["nv"][p][0] for p in PAIRS]
        if any(v not in ("ok", "bad") for v in vs) or len(set(vs)) < 2:
            continue
        lines.append("".join("o" if v == "ok" else "b" for v in vs) + "  " + f["text"])
    open(os.path.join(ROOT, "tests/forms/gated.tsv"), "w").write("\n".join(lines) + "\n")


def main():
    os.makedirs(OUT, exist_ok=True)
    forms = load_forms()
    jobs = []
    with concurrent.futures.ThreadPoolExecutor(4) as ex:
        for f in forms:
            for v, t in PAIRS:
                jobs.append((f, (v, t), ex.submit(run_ptxas, f["text"], v, t),
                             ex.submit(run_ptxjit, f["text"], v, t)))
        for f, pair, a, b in jobs:
            f.setdefault("nv", {})[pair] = a.result()
            f.setdefault("jit", {})[pair] = b.result()

    with open(os.path.join(OUT, "forms_matrix.tsv"), "w") as o:
        hdr = ["form", "where", "recorded"]
        for v, t in PAIRS:
            hdr += [f"ptxas {v}/{t}", f"ptxjit {v}/{t}"]
        o.write("\t".join(hdr) + "\n")
        for f in forms:
            row = [f["text"], f"{f['file']}:{f['line']}", f["rec"]]
            for p in PAIRS:
                for side in ("nv", "jit"):
                    vd, msg = f[side][p]
                    row.append(vd + (": " + msg if msg else ""))
            o.write("\t".join(c.replace("\t", " ") for c in row) + "\n")

    S = ["# forms matrix: ptxas 12.9 vs ptxjit check\n",
         f"ptxjit: {PTXJIT}; ptxas: {PTXAS}; {len(forms)} forms; one module per form and pair.\n",
         "| pair | agree | both ok | both bad | jit ok / ptxas bad | jit bad / ptxas ok | jit crash |",
         "|---|---:|---:|---:|---:|---:|---:|"]
    groups = {}
    for p in PAIRS:
        c = collections.Counter()
        g = collections.defaultdict(list)
        for f in forms:
            nv, jit = f["nv"][p], f["jit"][p]
            if jit[0] == "crash":
                c["crash"] += 1
                g[("jit crash", jit[1])].append(f)
            elif nv[0] == jit[0]:
                c["both " + nv[0]] += 1
            elif jit[0] == "ok":
                c["jitok"] += 1
                g[("jit ok / ptxas bad", normalize(nv[1]))].append(f)
            else:
                c["jitbad"] += 1
                g[("jit bad / ptxas ok", normalize(jit[1]))].append(f)
        groups[p] = g
        agree = c["both ok"] + c["both bad"]
        S.append(f"| .version {p[0]} .target {p[1]} | {agree}/{len(forms)} | {c['both ok']} | "
                 f"{c['both bad']} | {c['jitok']} | {c['jitbad']} | {c['crash']} |")
    S.append("")
    for p in PAIRS:
        S.append(f"## disagreements at .version {p[0]} .target {p[1]}\n")
        for (kind, msg), fs in sorted(groups[p].items(), key=lambda kv: (kv[0][0], -len(kv[1]))):
            ex = "; ".join(f"{f['file']}:{f['line']} `{f['text']}`" for f in fs[:4])
            more = f" (+{len(fs) - 4})" if len(fs) > 4 else ""
            if kind == "jit ok / ptxas bad":
                S.append(f"- {kind} [{len(fs)}] ptxas: {msg} — {ex}{more}")
            else:
                S.append(f"- {kind} [{len(fs)}] ptxjit: {msg} — {ex}{more}")
        S.append("")

    # Gating: forms accepted at some pair and rejected at another.
    gated = [f for f in forms if len({f["nv"][p][0] for p in PAIRS}) > 1]
    rows = []
    with concurrent.futures.ThreadPoolExecutor(4) as ex:
        for f in gated:
            okt = [t for (v, t) in PAIRS if f["nv"][(v, t)][0] == "ok"]
            # Version scan at a target where it is accepted with 8.8 (prefer plain sm_120).
            tv = "sm_120" if f["nv"][("8.8", "sm_120")][0] == "ok" else okt[-1]
            vres = list(ex.map(lambda v: run_ptxas(f["text"], v, tv), VERSIONS))
            tres = list(ex.map(lambda t: run_ptxas(f["text"], "8.8", t), TARGETS + SUFFIXED))
            minv = next((v for v, r in zip(VERSIONS, vres) if r[0] == "ok"), "-")
            okts = [t for t, r in zip(TARGETS + SUFFIXED, tres) if r[0] == "ok"]
            plain_ok = [t for t in TARGETS if t in okts]
            mint = plain_ok[0] if plain_ok else (okts[0] if okts else "-")
            # targets rejected above the minimum (arch-specific forms)
            holes = [t for t in TARGETS if t not in okts and plain_ok and
                     int(t[3:]) > int(plain_ok[0][3:])]
            vmsg = next((r[1] for v, r in zip(VERSIONS, vres) if r[0] == "bad"), "")
            tmsg = next((r[1] for t, r in zip(TARGETS, tres) if r[0] == "bad"), "")
            mnemonic = re.sub(r"^@!?%\w+\s+", "", f["text"]).split()[0]
            rows.append([mnemonic, f["text"], f"{f['file']}:{f['line']}", minv + f" (at {tv})",
                         mint + (f" (not: {','.join(holes)})" if holes else "")
                         + (f" [suffixed ok: {','.join(t for t in okts if t in SUFFIXED)}]"),
                         vmsg, tmsg])
    with open(os.path.join(OUT, "gating.tsv"), "w") as o:
        o.write("\t".join(["mnemonic", "example form", "where", "min_ptx", "min_sm (at 8.8)",
                           "ptxas message below min_ptx", "ptxas message below min_sm"]) + "\n")
        for r in sorted(rows):
            o.write("\t".join(r) + "\n")
    S.append(f"## gated forms: {len(gated)} (see gating.tsv)\n")
    if "--write-gated" in sys.argv:
        write_gated(forms)
    open(os.path.join(OUT, "forms_matrix_summary.md"), "w").write("\n".join(S) + "\n")
    print("\n".join(S))


if __name__ == "__main__":
    main()
