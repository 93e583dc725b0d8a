#!/usr/bin/env python3
"""Measures how often `ptxjit check` and NVIDIA's ptxas agree on mutated PTX.

usage: scripts/mutate-agree.py [--count N] [--seed S] [--jobs J]
                               [--keep DIR] [--report FILE] [--ptxas PATH]

e.g.   PTXJIT=target/release/ptxjit python3 scripts/mutate-agree.py --count 3000

Seeds are the `*.ptx` files under tests/zluda, tests/cuda, tests/ptx,
examples and benches/ptx that both ptxas and `ptxjit check` accept (the
others are listed and skipped). From them, N mutants (default 3000) are made,
spread evenly over the seeds and over seven mutation kinds:

  byteflip   one byte outside comments becomes a random printable character
             or one of ;,{}[]().%+-0123456789
  delete     one token is deleted
  dup        one token is duplicated
  number     one integer literal is replaced (0, 1, -1, 31, 32, ..., random)
  truncate   the file is cut at a token boundary
  swap       two adjacent tokens are swapped
  modifier   one `.xxx` modifier of an instruction is replaced by another
             modifier seen in the seeds, or removed

Mutant i mutates seed i mod (number of seeds); the kinds rotate over each
seed's mutants, and a kind that cannot apply (a seed without an integer
literal or a modifier) gives way to the next. Mutation is deterministic for a
given --seed (each mutant has its own random generator); mutants identical to
their seed are redrawn. Both tools then judge each mutant (10 s timeout each,
--jobs tool runs at a time):

  ptxjit  $PTXJIT (default /tmp/snap/ptxjit) `check FILE`: 0 valid, 1 invalid
          (`FILE:LINE:COL: error: MSG` on stderr); any other exit (2, a usage
          error, included), a signal or a timeout is a crash, a bug in
          ptxjit, listed in full.
  ptxas   --ptxas PATH (default: CUDA 12.9's ptxas from the numba venv,
          .tools/numba-venv/lib/python3.11/site-packages/nvidia/cuda_nvcc/bin/
          ptxas, if it is there, else .tools/cuda/usr/bin/ptxas, CUDA 11.8)
          `-arch=ARCH FILE -o /dev/null`. Before the run the script asks this
          ptxas which architectures it knows (the -arch values its --help
          lists) and which newest PTX ISA version (from its "Unsupported
          .version 99.9; current version is 'X.Y'"): 8.8 and sm_50 .. sm_121
          with sm_90a and the sm_1XXa/f variants for 12.9, 7.8 and sm_35 ..
          sm_90 for 11.8. ARCH comes from the mutant's first `.target sm_XX`
          (with its `a`/`f` suffix when ptxas knows that spelling, else plain
          sm_XX, so that ptxas judges the suffix on the `.target` line
          itself; XX at least 50); sm_80 if there is no target; the newest
          plain sm_XX ptxas knows if XX is no architecture it knows (again so
          that ptxas judges the `.target` line). Exit 0 accepts; ptxas exits
          255 when it rejects a file.

Set aside (not counted): ptxas crashes (signal, other exit >= 128, "Internal
error", "Segmentation"), ptxas timeouts, a `.version` newer than the ptxas
knows (it says "Unsupported .version"; 9.0 and up for 12.9), a `.target` of
a real architecture the ptxas is too old for (one of sm_100, 101, 103, 110,
120, 121, or their `a`/`f` variants, or sm_90a, that it does not list, e.g.
sm_110 for 12.9, sm_100 and up for 11.8), and ptxjit crashes (which are
reported as bugs).

Disagreeing mutants are copied to --keep (default /tmp/mutants/disagree/) as
SEEDNAME__KIND__INDEX.ptx with a one-line .txt holding both tools' first
error messages (ptxjit crashes as crash__..., ptxas crashes and timeouts as
aside__...). The summary, with the most common first error messages of each
disagreement class (names and numbers normalized out), goes to stdout and to
--report (default /tmp/mutants/report.md). Where ptxjit accepts and ptxas rejects, the
report also counts mutants on which ptxjit printed a new "'...' is not
supported yet" warning: ptxjit accepts such instructions, and checks them
less, because it cannot run them.
"""
import argparse
import collections
import concurrent.futures
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED_DIRS = ["tests/zluda", "tests/cuda", "tests/ptx", "examples", "benches/ptx"]
PTXAS_12 = os.path.join(
    ROOT, ".tools/numba-venv/lib/python3.11/site-packages/nvidia/cuda_nvcc/bin/ptxas")
PTXAS_11 = os.path.join(ROOT, ".tools/cuda/usr/bin/ptxas")
PTXAS = PTXAS_12 if os.access(PTXAS_12, os.X_OK) else PTXAS_11  # set by --ptxas
TIMEOUT_S = 10
KINDS = ["byteflip", "delete", "dup", "number", "truncate", "swap", "modifier"]
FLIP_CHARS = ";,{}[]().%+-0123456789"
NUMBERS = ["0", "1", "-1", "3", "7", "31", "32", "33", "63", "64", "65",
           "255", "4096", "2147483648", "0xffffffff"]
# Real architectures with a family/arch-specific variant; a ptxas that does
# not list one of these (or a plain sm_XX newer than all it lists) is too
# old for it, and a mutant targeting it is set aside.
REAL_SUFFIXED = {"sm_90a"} | {f"sm_{n}{s}" for n in (100, 101, 103, 110, 120, 121)
                              for s in "af"}
REAL_PLAIN = {100, 101, 103, 110, 120, 121}
# Filled by probe_ptxas(): the -arch names the ptxas knows ("sm_90a", ...),
# its plain architecture numbers, and the newest .version it accepts.
PTXAS_ARCH_NAMES = set()
PTXAS_ARCHS = set()
PTXAS_NEWEST_VERSION = (0, 0)
PTXAS_RELEASE = "?"

TOKEN_RE = re.compile(r"""
    (?P<comment>//[^\n]*|/\*.*?(?:\*/|\Z))
  | (?P<space>\s+)
  | (?P<string>"(?:[^"\\\n]|\\.)*")
  | (?P<number>0[fF][0-9a-fA-F]{8}|0[dD][0-9a-fA-F]{16}
              |0[xX][0-9a-fA-F]+U?|[0-9]+\.[0-9]*(?:[eE][+-]?[0-9]+)?
              |[0-9]+(?:[eE][+-]?[0-9]+)?U?)
  | (?P<word>[.%]?[A-Za-z_$][A-Za-z0-9_$]*)
  | (?P<punct>.)
""", re.VERBOSE | re.DOTALL)
INT_RE = re.compile(r"(?:0[xX][0-9a-fA-F]+|[0-9]+)U?\Z")


# ---------------------------------------------------------------- tokens

def tokenize(text):
    """(start, end, kind) of every token; comments and whitespace included."""
    return [(m.start(), m.end(), m.lastgroup) for m in TOKEN_RE.finditer(text)]


def code_tokens(toks):
    return [t for t in toks if t[2] not in ("comment", "space")]


def modifier_indices(text, toks):
    """Indices into toks of `.xxx` modifiers chained onto an opcode."""
    out = []
    for i, (s, e, kind) in enumerate(toks):
        if kind != "word" or text[s] != ".":
            continue
        j = i - 1
        while j >= 0 and toks[j][2] == "word" and toks[j][1] == toks[j + 1][0] \
                and text[toks[j][0]] == ".":
            j -= 1
        if j < 0 or toks[j][2] != "word" or toks[j][1] != toks[j + 1][0]:
            continue
        if text[toks[j][0]] in "%.":  # %tid.x, a directive chain
            continue
        out.append(i)
    return out


def corpus_modifiers(texts):
    mods = set()
    for text in texts:
        toks = tokenize(text)
        mods.update(text[toks[i][0]:toks[i][1]] for i in modifier_indices(text, toks))
    return sorted(mods)


def strip_comments(text):
    return "".join(text[s:e] if k != "comment" else " " for s, e, k in tokenize(text))


# ---------------------------------------------------------------- mutations

def splice(text, s, e, new):
    return text[:s] + new + text[e:]


def is_wordish(c):
    return c.isalnum() or c in "_$"


def mut_byteflip(text, toks, rng, ctx):
    spots = [p for s, e, k in toks if k != "comment" for p in range(s, e)]
    p = rng.choice(spots)
    if rng.random() < 0.5:
        c = chr(rng.randint(0x20, 0x7e))
    else:
        c = rng.choice(FLIP_CHARS)
    return splice(text, p, p + 1, c)


def mut_delete(text, toks, rng, ctx):
    s, e, _ = rng.choice(code_tokens(toks))
    return splice(text, s, e, "")


def mut_dup(text, toks, rng, ctx):
    s, e, _ = rng.choice(code_tokens(toks))
    tok = text[s:e]
    sep = " " if is_wordish(tok[-1]) and is_wordish(tok[0]) else ""
    return splice(text, e, e, sep + tok)


def mut_number(text, toks, rng, ctx):
    nums = [t for t in code_tokens(toks) if t[2] == "number" and INT_RE.match(text[t[0]:t[1]])]
    if not nums:
        return None
    s, e, _ = rng.choice(nums)
    old = text[s:e]
    choices = [n for n in NUMBERS if n != old] + ["random"]
    new = rng.choice(choices)
    if new == "random":
        new = str(rng.choice([rng.randint(0, 100), rng.randint(0, 2**16), rng.randint(0, 2**32 - 1),
                              rng.randint(0, 2**64 - 1)]))
    return splice(text, s, e, new)


def mut_truncate(text, toks, rng, ctx):
    ct = code_tokens(toks)
    s, _, _ = rng.choice(ct[1:])
    return text[:s]


def mut_swap(text, toks, rng, ctx):
    ct = code_tokens(toks)
    i = rng.randrange(len(ct) - 1)
    (s1, e1, _), (s2, e2, _) = ct[i], ct[i + 1]
    return text[:s1] + text[s2:e2] + text[e1:s2] + text[s1:e1] + text[e2:]


def mut_modifier(text, toks, rng, ctx):
    mods = modifier_indices(text, toks)
    if not mods:
        return None
    s, e, _ = toks[rng.choice(mods)]
    old = text[s:e]
    if rng.random() < 0.125:
        new = ""
    else:
        new = rng.choice([m for m in ctx["modifiers"] if m != old])
    return splice(text, s, e, new)


# kind -> mutator(text, tokens, rng, ctx): the mutated text, or None when the
# kind cannot apply to text. ctx["modifiers"]: the modifiers of the seeds.
MUTATORS = {
    "byteflip": mut_byteflip, "delete": mut_delete, "dup": mut_dup, "number": mut_number,
    "truncate": mut_truncate, "swap": mut_swap, "modifier": mut_modifier,
}


def make_mutant(text, kind, rng, ctx, attempts=50):
    """A mutant of text by kind, or None if none different could be drawn."""
    toks = tokenize(text)
    for _ in range(attempts):
        out = MUTATORS[kind](text, toks, rng, ctx)
        if out is None:
            return None
        if out != text:
            return out
    return None


def plan_mutants(seeds, count, seed, ctx):
    """[(index, seed path, kind, text)]: seed i % n, kinds rotating per seed."""
    plans = []
    n = len(seeds)
    for i in range(count):
        path, text = seeds[i % n]
        start = (i % n + i // n) % len(KINDS)
        kinds = KINDS[start:] + KINDS[:start]
        rng = random.Random(f"{seed}:{i}")
        for kind in kinds:  # the planned kind, or the next that applies
            mutant = make_mutant(text, kind, rng, ctx)
            if mutant is not None:
                plans.append((i, path, kind, mutant))
                break
    return plans


# ---------------------------------------------------------------- tools

def run_tool(argv):
    """(returncode or 'timeout', stdout+stderr)."""
    try:
        p = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=TIMEOUT_S, text=True, errors="replace")
        return p.returncode, p.stderr + p.stdout
    except subprocess.TimeoutExpired:
        return "timeout", ""


def probe_ptxas():
    """Asks PTXAS which -arch values and newest .version it knows."""
    global PTXAS_NEWEST_VERSION, PTXAS_RELEASE
    _, out = run_tool([PTXAS, "--version"])
    m = re.search(r"release (\d+\.\d+)", out)
    PTXAS_RELEASE = m.group(1) if m else "?"
    _, out = run_tool([PTXAS, "--help"])
    m = re.search(r"--gpu-name.*?Allowed values for this option:(.*?)Default value", out, re.S)
    names = re.findall(r"'(sm_\d+[a-z]?)'", m.group(1) if m else "")
    PTXAS_ARCH_NAMES.update(names)
    PTXAS_ARCHS.update(int(n[3:]) for n in names if n[3:].isdigit())
    if not PTXAS_ARCHS:
        sys.exit(f"error: could not read the architectures {PTXAS} knows from its --help")
    with tempfile.TemporaryDirectory(prefix="mutate-agree-") as tmp:
        f = os.path.join(tmp, "v.ptx")
        with open(f, "w") as fh:
            fh.write(".version 99.9\n.target sm_80\n.address_size 64\n")
        _, out = run_tool([PTXAS, "-arch=sm_80", f, "-o", "/dev/null"])
    m = re.search(r"current version is '(\d+)\.(\d+)'", out)
    if not m:
        sys.exit(f"error: could not learn the newest .version {PTXAS} knows: {out.strip()}")
    PTXAS_NEWEST_VERSION = (int(m.group(1)), int(m.group(2)))


def ptxas_arch(text):
    """The -arch for ptxas, or ('aside', reason)."""
    m = re.search(r"\.target\s+(sm_(\d+)([a-z]?))\b", strip_comments(text))
    if not m:
        return "sm_80"
    name, xx = m.group(1), int(m.group(2))
    if name in PTXAS_ARCH_NAMES:
        return name
    too_old = f"target {name} newer than ptxas {PTXAS_RELEASE}"
    if name in REAL_SUFFIXED and xx not in PTXAS_ARCHS:
        return ("aside", too_old)
    if xx in REAL_PLAIN and xx not in PTXAS_ARCHS:
        return ("aside", too_old)
    xx = max(xx, 50)
    if xx in PTXAS_ARCHS:
        return f"sm_{xx}"
    # Not an architecture: ptxas judges the .target line itself.
    return f"sm_{max(PTXAS_ARCHS)}"


def ptxjit_first_error(out):
    for line in out.splitlines():
        m = re.match(r".*?: error: (.*)$", line)
        if m:
            return m.group(1).strip()
    for line in out.splitlines():
        if "error" in line.lower() or "panic" in line.lower():
            return line.strip()
    return (out.strip().splitlines() or [""])[0]


def ptxas_first_error(out):
    for line in out.splitlines():
        m = re.search(r"\b(?:error|fatal)\s*:\s*(.*)$", line)
        if m and "Ptx assembly aborted" not in m.group(1):
            return m.group(1).strip()
    return (out.strip().splitlines() or [""])[0]


def judge_ptxas(path, text):
    """('accept'|'reject', msg) or ('aside', reason)."""
    arch = ptxas_arch(text)
    if isinstance(arch, tuple):
        return arch
    rc, out = run_tool([PTXAS, f"-arch={arch}", path, "-o", "/dev/null"])
    if rc == "timeout":
        return ("aside", "ptxas timeout")
    if (isinstance(rc, int) and (rc < 0 or (rc >= 128 and rc != 255))) \
            or re.search(r"Internal error|Segmentation|internal compiler error", out, re.I):
        return ("aside", f"ptxas crash (exit {rc})")
    if rc == 0:
        return ("accept", "")
    msg = ptxas_first_error(out).replace(path, os.path.basename(path))
    m = re.search(r"Unsupported \.version (\d+)\.(\d+)", out)
    if m and (int(m.group(1)), int(m.group(2))) > PTXAS_NEWEST_VERSION:
        newest = "%d.%d" % PTXAS_NEWEST_VERSION
        return ("aside", f".version newer than ptxas {PTXAS_RELEASE} ({newest})")
    return ("reject", msg)


def judge_ptxjit(ptxjit, path):
    """('accept'|'reject', msg, unsupported) or ('crash', description, ()).

    unsupported: the instructions ptxjit warns are "not supported yet" (it
    accepts them, and checks them less)."""
    rc, out = run_tool([ptxjit, "check", path])
    unsupported = frozenset(re.findall(r"warning: '([^']*)' is not supported yet", out))
    if rc == 0:
        return ("accept", "", unsupported)
    if rc == 1:
        return ("reject", ptxjit_first_error(out), unsupported)
    if rc == "timeout":
        return ("crash", f"timeout after {TIMEOUT_S} s", frozenset())
    what = f"signal {-rc}" if rc < 0 else f"exit {rc}"
    return ("crash", f"{what}: {ptxjit_first_error(out)}"[:300], frozenset())


def judge(ptxjit, path, text):
    return judge_ptxjit(ptxjit, path), judge_ptxas(path, text)


def normalize(msg):
    """A message with names and numbers taken out, for grouping."""
    msg = re.sub(r"'[^']*'|`[^`]*`|\"[^\"]*\"", "'_'", msg)
    msg = re.sub(r"%[A-Za-z_$][\w$]*(?:\.[A-Za-z]+)?", "%_", msg)
    msg = re.sub(r"\b0[xX][0-9a-fA-F]+\b|-?\b\d+(?:\.\d+)?\b", "N", msg)
    msg = re.sub(r"\bsm_N\w*", "sm_N", msg)
    return msg


# ---------------------------------------------------------------- main

def find_seeds(ptxjit, jobs):
    paths = sorted(os.path.relpath(os.path.join(dp, f), ROOT)
                   for d in SEED_DIRS for dp, _, fs in os.walk(os.path.join(ROOT, d))
                   for f in fs if f.endswith(".ptx"))
    texts = {}
    for p in paths:
        with open(os.path.join(ROOT, p), encoding="utf-8", errors="replace") as f:
            texts[p] = f.read()
    with concurrent.futures.ThreadPoolExecutor(jobs) as ex:
        verdicts = list(ex.map(lambda p: judge(ptxjit, os.path.join(ROOT, p), texts[p]), paths))
    seeds, skipped = [], []
    for p, (jit, nv) in zip(paths, verdicts):
        if jit[0] == "accept" and nv[0] == "accept":
            seeds.append((p, texts[p], jit[2]))
        else:
            skipped.append((p, f"ptxjit {jit[0]} {jit[1]!r}; ptxas {nv[0]} {nv[1]!r}"))
    return seeds, skipped


def seed_name(path):
    return re.sub(r"[^A-Za-z0-9_]+", "-", path[:-4] if path.endswith(".ptx") else path)


def top_messages(rows, n=30):
    """[(normalized message, count, flagged, example name)] for rows
    (name, message, flag): the n commonest messages."""
    counts = collections.Counter()
    flagged = collections.Counter()
    example = {}
    for name, msg, flag in rows:
        key = normalize(msg)
        counts[key] += 1
        flagged[key] += bool(flag)
        example.setdefault(key, name)
    return [(k, c, flagged[k], example[k]) for k, c in counts.most_common(n)]


def md_escape(s):
    return s.replace("|", "\\|")


def build_report(args, seeds, skipped, results):
    total = len(results)
    aside = collections.Counter()
    crashes, counted, ptxas_bad = [], [], []
    for r in results:
        jit, nv = r["ptxjit"], r["ptxas"]
        if jit[0] == "crash":
            crashes.append(r)
            aside["ptxjit crash or timeout (bug, listed below)"] += 1
        elif nv[0] == "aside":
            aside[nv[1] if not nv[1].startswith("ptxas crash") else "ptxas crash"] += 1
            if nv[1].startswith("ptxas"):
                ptxas_bad.append(r)
        else:
            counted.append(r)
    both_acc = [r for r in counted if r["ptxjit"][0] == r["ptxas"][0] == "accept"]
    both_rej = [r for r in counted if r["ptxjit"][0] == r["ptxas"][0] == "reject"]
    jit_acc = [r for r in counted if r["ptxjit"][0] == "accept" and r["ptxas"][0] == "reject"]
    jit_rej = [r for r in counted if r["ptxjit"][0] == "reject" and r["ptxas"][0] == "accept"]
    agree = len(both_acc) + len(both_rej)
    pct = 100.0 * agree / len(counted) if counted else 0.0

    L = []
    L.append(f"# ptxjit check vs ptxas {PTXAS_RELEASE} on mutated PTX\n")
    L.append(f"ptxjit: `{args.ptxjit}`; ptxas: `{os.path.relpath(PTXAS, ROOT)}` "
             f"(release {PTXAS_RELEASE}, PTX ISA up to %d.%d); " % PTXAS_NEWEST_VERSION
             + f"--seed {args.seed}, --count {args.count}\n")
    L.append(f"Seeds: {len(seeds)} accepted by both tools; {len(skipped)} skipped.\n")
    for p, why in skipped:
        L.append(f"- skipped `{p}`: {why}")
    L.append("")
    L.append("| | mutants |\n|---|---:|")
    L.append(f"| total | {total} |")
    for reason, c in aside.most_common():
        L.append(f"| set aside: {reason} | {c} |")
    L.append(f"| counted | {len(counted)} |")
    L.append(f"| agree: both accept | {len(both_acc)} |")
    L.append(f"| agree: both reject | {len(both_rej)} |")
    L.append(f"| ptxjit accepts, ptxas rejects | {len(jit_acc)} |")
    L.append(f"| ptxjit rejects, ptxas accepts | {len(jit_rej)} |")
    L.append(f"| ptxjit crashes/timeouts | {len(crashes)} |")
    L.append(f"\n**Agreement: {agree}/{len(counted)} = {pct:.2f}%** of counted mutants.\n")

    L.append("| kind | counted | agree | jit accepts/ptxas rejects | jit rejects/ptxas accepts |")
    L.append("|---|---:|---:|---:|---:|")
    for kind in KINDS:
        ks = [r for r in counted if r["kind"] == kind]
        a = sum(r["ptxjit"][0] == r["ptxas"][0] for r in ks)
        ja = sum(r in jit_acc for r in ks)
        L.append(f"| {kind} | {len(ks)} | {a} | {ja} | {len(ks) - a - ja} |")
    L.append("")

    L.append(f"## ptxjit accepts, ptxas rejects: {len(jit_acc)}\n")
    L.append(f"{sum(bool(r['unsupported']) for r in jit_acc)} of them with a new ptxjit warning "
             "\"'...' is not supported yet\" (an instruction ptxjit accepts without running it; "
             "column *unsupp.*).\n")
    L.append("Most common ptxas first errors (normalized):\n")
    L.append("| count | unsupp. | ptxas message | example |\n|---:|---:|---|---|")
    for msg, c, f, ex in top_messages([(r["name"], r["ptxas"][1], r["unsupported"])
                                       for r in jit_acc]):
        L.append(f"| {c} | {f} | {md_escape(msg)} | {ex} |")
    L.append("")
    L.append(f"## ptxjit rejects, ptxas accepts: {len(jit_rej)}\n")
    L.append("Most common ptxjit first errors (normalized):\n")
    L.append("| count | ptxjit message | example |\n|---:|---|---|")
    for msg, c, _, ex in top_messages([(r["name"], r["ptxjit"][1], "") for r in jit_rej]):
        L.append(f"| {c} | {md_escape(msg)} | {ex} |")
    L.append("")
    L.append(f"## ptxjit crashes and timeouts: {len(crashes)}\n")
    for r in crashes:
        L.append(f"- crash__{r['name']}: {r['ptxjit'][1]}")
    L.append("")
    L.append(f"## ptxas crashes and timeouts (set aside): {len(ptxas_bad)}\n")
    for r in ptxas_bad:
        L.append(f"- aside__{r['name']}: {r['ptxas'][1]}; ptxjit {r['ptxjit'][0]}")
    L.append("")
    L.append(f"Disagreeing mutants, crashes and ptxas timeouts are kept in `{args.keep}`.")
    return "\n".join(L) + "\n", pct


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--count", type=int, default=3000, help="number of mutants (default 3000)")
    ap.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    ap.add_argument("--jobs", type=int, default=2, help="tool runs in parallel (default 2)")
    ap.add_argument("--keep", default="/tmp/mutants/disagree/",
                    help="where disagreeing mutants go (default /tmp/mutants/disagree/)")
    ap.add_argument("--report", default="/tmp/mutants/report.md",
                    help="summary file (default /tmp/mutants/report.md)")
    ap.add_argument("--ptxas", default=PTXAS,
                    help="the referee ptxas (default: CUDA 12.9's from .tools/numba-venv if "
                         "present, else .tools/cuda/usr/bin/ptxas, 11.8)")
    args = ap.parse_args()
    args.ptxjit = os.environ.get("PTXJIT", "/tmp/snap/ptxjit")
    return args


def keep_name(r):
    """The name to keep result r under in --keep, or None."""
    if r["ptxjit"][0] == "crash":
        return "crash__" + r["name"]
    if r["ptxas"][0] in ("accept", "reject") and r["ptxjit"][0] != r["ptxas"][0]:
        return r["name"]
    if r["ptxas"][0] == "aside" and r["ptxas"][1].startswith("ptxas"):
        return "aside__" + r["name"]
    return None


def keep(keep_dir, r, name):
    shutil.copy(r["file"], os.path.join(keep_dir, name + ".ptx"))
    unsupp = f" (warns not supported: {r['unsupported']})" if r["unsupported"] else ""
    with open(os.path.join(keep_dir, name + ".txt"), "w") as f:
        f.write(f"ptxjit: {r['ptxjit'][0]} {r['ptxjit'][1]}{unsupp} | "
                f"ptxas: {r['ptxas'][0]} {r['ptxas'][1]}\n")


def run_mutants(args, plans, seed_unsupported):
    """Judges every planned mutant; keeps the interesting ones; the results."""
    os.makedirs(args.keep, exist_ok=True)
    for f in os.listdir(args.keep):  # results of an earlier run
        if f.endswith((".ptx", ".txt")) and "__" in f:
            os.remove(os.path.join(args.keep, f))
    results = []
    with tempfile.TemporaryDirectory(prefix="mutate-agree-") as tmp:
        jobs = []
        for i, path, kind, text in plans:
            name = f"{seed_name(path)}__{kind}__{i:05d}"
            fpath = os.path.join(tmp, name + ".ptx")
            with open(fpath, "w", encoding="utf-8") as f:
                f.write(text)
            jobs.append({"name": name, "kind": kind, "seed": path, "file": fpath, "text": text})
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
            futs = {ex.submit(judge, args.ptxjit, j["file"], j["text"]): j for j in jobs}
            for n, fut in enumerate(concurrent.futures.as_completed(futs), 1):
                r = futs[fut]
                r["ptxjit"], r["ptxas"] = fut.result()
                r["unsupported"] = ", ".join(sorted(r["ptxjit"][2] - seed_unsupported[r["seed"]]))
                results.append(r)
                if n % 250 == 0:
                    print(f"... {n}/{len(jobs)}", file=sys.stderr, flush=True)
                name = keep_name(r)
                if name:
                    keep(args.keep, r, name)
    results.sort(key=lambda r: r["name"].rsplit("__", 1)[1])
    return results


def main():
    global PTXAS
    args = parse_args()
    PTXAS = os.path.abspath(args.ptxas)
    for tool in (args.ptxjit, PTXAS):
        if not os.access(tool, os.X_OK):
            sys.exit(f"error: {tool} is not an executable")
    probe_ptxas()
    print(f"ptxas {PTXAS_RELEASE}: .version up to %d.%d, -arch " % PTXAS_NEWEST_VERSION
          + ", ".join(sorted(PTXAS_ARCH_NAMES, key=lambda n: (int(re.sub(r"\D", "", n)), n))),
          file=sys.stderr)
    seeds, skipped = find_seeds(args.ptxjit, args.jobs)
    for p, why in skipped:
        print(f"skipped seed {p}: {why}", file=sys.stderr)
    if not seeds:
        sys.exit("error: no seed is accepted by both tools")
    ctx = {"modifiers": corpus_modifiers(t for _, t, _ in seeds)}
    plans = plan_mutants([(p, t) for p, t, _ in seeds], args.count, args.seed, ctx)
    results = run_mutants(args, plans, {p: u for p, _, u in seeds})

    report, pct = build_report(args, seeds, skipped, results)
    os.makedirs(os.path.dirname(os.path.abspath(args.report)), exist_ok=True)
    with open(args.report, "w") as f:
        f.write(report)
    print(report)
    print(f"agreement: {pct:.2f}% of counted mutants")


if __name__ == "__main__":
    main()
