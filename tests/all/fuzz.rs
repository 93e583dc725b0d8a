//! Differential fuzzing: random PTX programs from the seeded generator
//! (`tests/common/gen.rs`) run on every compiled backend and on the
//! reference interpreter, which must agree bit for bit.
//!
//! * `fuzz_funcs_agree_with_the_interpreter`, `fuzz_kernels_agree_with_the_interpreter`:
//!   the bounded CI runs (a fixed set of seeds).
//! * `generator_is_deterministic_and_checker_clean`: the generator itself.
//! * `fuzz_campaign` (ignored): runs for `PTXJIT_FUZZ_SECS` seconds (default
//!   60) from seed `PTXJIT_FUZZ_SEED` (default: from the clock, printed),
//!   validates a sample of the programs with `ptxas -arch=sm_80` when
//!   ptxas (12.9 from `scripts/setup.sh`, else 11.8) exists, and prints a summary line:
//!
//! ```sh
//! PTXJIT_FUZZ_SECS=120 cargo test --release --test all fuzz_campaign -- --ignored --nocapture
//! ```
//!
//! `.func`s run on `host` and `llvm` (when built), in one batch of rows and
//! as a single call; kernels on `host` and `llvm` (where a sixth of them,
//! made without calls or SIMD video instructions, run some of their threads in
//! vector lanes: SIMD across threads, counted in the summary); the
//! campaign adds `gpu` where a CUDA device is available. The summary's
//! "rows" counts function calls and kernel threads, per backend.
//!
//! A mismatch is reported with its seed, the program, the inputs and both
//! outputs, and a minimised program (whole functions, lines of the random
//! segments and of the result folds, and dead initialisations deleted while
//! the mismatch stays).

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

use crate::gen::{self, FuncProgram, KernelProgram, Sig, FOLD_BEGIN, FOLD_END, SEG_BEGIN, SEG_END};
use ptxjit::{Backend, KernelArg, Launch, Module};

/// The compiled backends this build can run, for `.func`s and for kernels.
/// `gpu`: also the GPU when this build and machine have one (the hardware
/// itself for kernels, which run as written).
fn backends(gpu: bool) -> (Vec<Backend>, Vec<Backend>) {
    let mut funcs = vec![Backend::Host];
    if Backend::Llvm.available().is_ok() {
        funcs.push(Backend::Llvm);
    }
    // The llvm backend launches kernels too (`check_kernel` would count a
    // kernel it refused by rule).
    let mut kernels = vec![Backend::Host];
    if Backend::Llvm.available().is_ok() {
        kernels.push(Backend::Llvm);
    }
    if gpu && Backend::Gpu.available().is_ok() {
        // A `.func` runs on the GPU through the PTX the llvm feature
        // emits for it; a kernel runs there as written.
        if Backend::Llvm.available().is_ok() {
            funcs.push(Backend::Gpu);
        }
        kernels.push(Backend::Gpu);
    }
    (funcs, kernels)
}

/// One disagreement (or error) found by the fuzzer.
#[derive(Debug)]
struct Failure {
    seed: u64,
    backend: Backend,
    /// Short description: what differs.
    what: String,
    /// Everything needed to reproduce it.
    report: String,
    /// The smallest program found that still fails the same way.
    minimal: Option<String>,
}

impl Failure {
    fn render(&self) -> String {
        let mut s = format!(
            "seed {:#x}, backend {}: {}\n{}",
            self.seed,
            self.backend.name(),
            self.what,
            self.report
        );
        if let Some(m) = &self.minimal {
            let _ = write!(s, "\nminimised program:\n{}", m);
        }
        s
    }
}

fn row_hex(v: &[u64]) -> String {
    let parts: Vec<String> = v.iter().map(|x| format!("{:#x}", x)).collect();
    format!("[{}]", parts.join(", "))
}

// ------------------------------------------------------------------ .func

/// A row on which a backend and the interpreter disagree.
#[derive(Debug)]
struct RowDiff {
    /// Index into the rows.
    row: usize,
    want: Vec<u64>,
    have: Vec<u64>,
    /// How the backend ran it: all rows in one batch, or one call.
    mode: &'static str,
}

/// The outcome of `name` on `backend` against the interpreter over `rows`
/// (all in one batch, then the first row alone): `Ok(None)` when they agree,
/// `Err` when a backend failed.
type RowVerdict = Result<Option<RowDiff>, String>;

fn compare_func(m: &Module, name: &str, backend: Backend, rows: &[Vec<u64>]) -> RowVerdict {
    let want = m
        .call_many(Backend::Interp, name, rows)
        .map_err(|e| format!("interp: {}", e))?;
    let err = |e: ptxjit::Error| format!("{}: {}", backend.name(), e);
    let prep = m.prepare(backend, name).map_err(err)?;
    let have = prep.run_rows(rows).map_err(err)?;
    if let Some(i) = (0..rows.len()).find(|&i| want[i] != have[i]) {
        return Ok(Some(RowDiff {
            row: i,
            want: want[i].clone(),
            have: have[i].clone(),
            mode: "batch",
        }));
    }
    // The one-row entry can take another path than the batched loop.
    if let Some(row) = rows.first() {
        let one = prep
            .run_rows(std::slice::from_ref(row))
            .map_err(err)?
            .pop()
            .unwrap_or_default();
        if one != want[0] {
            return Ok(Some(RowDiff {
                row: 0,
                want: want[0].clone(),
                have: one,
                mode: "single call",
            }));
        }
    }
    Ok(None)
}

/// Whether every carry-in (`addc`, `subc`, `madc`) reads a CC.CF set by an
/// unguarded `.cc` instruction on every path (no label or call in between):
/// what the generator guarantees, and what a minimised program must keep so
/// that it never reads an undefined carry.
fn carry_defined(ptx: &str) -> bool {
    let mut defined = false;
    for line in ptx.lines() {
        let l = line.trim();
        if l.starts_with(".visible") || l.starts_with(".func") || l.ends_with(':') {
            defined = false;
            continue;
        }
        let guarded = l.starts_with('@');
        let op = l.split_whitespace().nth(usize::from(guarded)).unwrap_or("");
        if op.starts_with("call") {
            defined = false;
        } else if op.starts_with("addc") || op.starts_with("subc") || op.starts_with("madc") {
            if !defined {
                return false;
            }
        } else if (op.starts_with("add.") || op.starts_with("sub.") || op.starts_with("mad."))
            && op.split('.').any(|m| m == "cc")
            && !guarded
        {
            defined = true;
        }
    }
    true
}

/// Deletable pieces of a program: line ranges `[start, end)` in ascending
/// order. `functions`: whole functions (a header line at column 0 up to the
/// closing `}`); otherwise lines inside the random segments (a `{ ... }` call
/// block is one piece) and inside the result folds (not the accumulators'
/// first `mov`; a `%fs` scratch write with the line that reads it).
fn pieces(lines: &[String], functions: bool) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    if functions {
        let mut start = None;
        for (i, l) in lines.iter().enumerate() {
            if l.starts_with(".visible") {
                start = Some(i);
            } else if l == "}" {
                if let Some(s) = start.take() {
                    out.push((s, i + 1));
                }
            }
        }
        return out;
    }
    let (mut seg, mut fold) = (false, false);
    let mut i = 0;
    while i < lines.len() {
        let l = lines[i].trim();
        match l {
            SEG_BEGIN => seg = true,
            SEG_END => seg = false,
            FOLD_BEGIN => fold = true,
            FOLD_END => fold = false,
            "{" if seg => {
                let end = (i..lines.len())
                    .find(|&j| lines[j].trim() == "}")
                    .map_or(lines.len(), |j| j + 1);
                out.push((i, end));
                i = end;
                continue;
            }
            _ if seg => out.push((i, i + 1)),
            _ if fold => {
                if l.starts_with("cvt.u32.u16 %fs") || l.starts_with("selp.u32 %fs") {
                    out.push((i, (i + 2).min(lines.len())));
                    i += 2;
                    continue;
                }
                if !(l.contains("0x811c9dc5") || l.contains("0xcbf29ce484222325")) {
                    out.push((i, i + 1));
                }
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// Deletes pieces of `ptx` (whole functions first, then lines, last first)
/// while `still_fails` holds for the checked result; returns the smallest
/// program found, without the generator's markers.
fn minimise(ptx: &str, still_fails: &dyn Fn(&Module) -> bool) -> String {
    let mut cur: Vec<String> = ptx.lines().map(str::to_string).collect();
    let join = |v: &[String]| -> String { v.iter().map(|l| format!("{}\n", l)).collect() };
    for functions in [true, false] {
        loop {
            let mut progress = false;
            // Deleting piece i leaves the ranges of pieces before it alone.
            for &(s, e) in pieces(&cur, functions).iter().rev() {
                let mut cand = cur.clone();
                cand.drain(s..e);
                let text = join(&cand);
                if !carry_defined(&text) {
                    continue;
                }
                let Ok(m) = Module::from_ptx(&text) else {
                    continue;
                };
                if still_fails(&m) {
                    cur = cand;
                    progress = true;
                }
            }
            if !progress {
                break;
            }
        }
    }
    // Dead initialisations: a line writing a register no other line names.
    loop {
        let mut progress = false;
        let mut i = cur.len();
        while i > 0 {
            i -= 1;
            if dead_write(&cur, i).is_none() {
                continue;
            }
            let mut cand = cur.clone();
            cand.remove(i);
            if let Ok(m) = Module::from_ptx(&join(&cand)) {
                if still_fails(&m) {
                    cur = cand;
                    progress = true;
                }
            }
        }
        if !progress {
            break;
        }
    }
    let markers = [SEG_BEGIN, SEG_END, FOLD_BEGIN, FOLD_END];
    cur.retain(|l| !markers.contains(&l.trim()));
    join(&cur)
}

/// Whether `name` occurs in `line` as a whole register name.
fn names(line: &str, name: &str) -> bool {
    line.match_indices(name).any(|(at, _)| {
        let next = line[at + name.len()..].chars().next();
        !next.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
    })
}

/// The register line `i` writes, if it is a plain instruction whose
/// destination (`%r3`, `%x0`, ...) no other line reads or declares by name.
fn dead_write(lines: &[String], i: usize) -> Option<String> {
    let l = lines[i].trim();
    if l.starts_with('.') || l.starts_with('@') || l.starts_with("st.") || l.starts_with("call") {
        return None;
    }
    let (op, rest) = l.split_once(' ')?;
    if op.starts_with("bar")
        || op.starts_with("ret")
        || op.contains(".cc")
        || op.starts_with("addc")
    {
        return None;
    }
    let dest = rest.split(',').next()?.trim();
    let dest = dest.split('.').next()?;
    if !dest.starts_with('%') || dest.contains(['{', '|']) {
        return None;
    }
    let used = lines
        .iter()
        .enumerate()
        .any(|(j, o)| j != i && !o.trim_start().starts_with(".reg") && names(o, dest));
    (!used).then(|| dest.to_string())
}

/// Runs the functions of `p` (`all`: every one, else the top-level ones,
/// which reach the callees through calls) on the interpreter and `backends`
/// with `nrows` rows each; returns the rows compared, or the failures.
fn check_funcs(
    p: &FuncProgram,
    nrows: usize,
    backends: &[Backend],
    all: bool,
    minimise_failures: bool,
) -> Result<usize, Vec<Failure>> {
    let m = match Module::from_ptx(&p.ptx) {
        Ok(m) => m,
        Err(e) => {
            return Err(vec![Failure {
                seed: p.seed,
                backend: Backend::Interp,
                what: "the checker rejects a generated program (generator bug?)".to_string(),
                report: format!("{}\n{}", e.render("gen.ptx", &p.ptx), p.ptx),
                minimal: None,
            }])
        }
    };
    let mut failures = Vec::new();
    let mut count = 0;
    for (k, sig) in p.funcs.iter().enumerate() {
        if !all && !sig.name.starts_with('f') {
            continue;
        }
        let rows = gen::rows(sig, p.seed.wrapping_mul(31).wrapping_add(k as u64), nrows);
        for &b in backends {
            match compare_func(&m, &sig.name, b, &rows) {
                Ok(None) => count += rows.len(),
                Ok(Some(d)) => {
                    failures.push(func_mismatch(p, sig, b, &rows, &d, minimise_failures))
                }
                Err(msg) => failures.push(Failure {
                    seed: p.seed,
                    backend: b,
                    what: format!("'{}' failed: {}", sig.name, msg),
                    report: p.ptx.clone(),
                    minimal: None,
                }),
            }
        }
    }
    if failures.is_empty() {
        Ok(count)
    } else {
        Err(failures)
    }
}

fn func_mismatch(
    p: &FuncProgram,
    sig: &Sig,
    b: Backend,
    rows: &[Vec<u64>],
    diff: &RowDiff,
    minimise_it: bool,
) -> Failure {
    let describe = |d: &RowDiff| {
        format!(
            "{}({}) [{} of {} rows, {}]: interp {}, {} {}",
            sig.name,
            row_hex(&rows[d.row]),
            d.row,
            rows.len(),
            d.mode,
            row_hex(&d.want),
            b.name(),
            row_hex(&d.have)
        )
    };
    let report = format!("{}\nprogram:\n{}", describe(diff), p.ptx);
    let minimal = minimise_it.then(|| {
        let min = minimise(&p.ptx, &|m: &Module| {
            matches!(compare_func(m, &sig.name, b, rows), Ok(Some(_)))
        });
        let mm = Module::from_ptx(&min).expect("minimised program checks");
        match compare_func(&mm, &sig.name, b, rows) {
            Ok(Some(d)) => format!("{}// {}\n", min, describe(&d)),
            other => format!("{}// {:?}\n", min, other),
        }
    });
    Failure {
        seed: p.seed,
        backend: b,
        what: format!("'{}' differs from the interpreter", sig.name),
        report,
        minimal,
    }
}

// ---------------------------------------------------------------- kernels

fn kernel_args(p: &KernelProgram, launch_no: u64) -> Vec<KernelArg> {
    let n = p.threads();
    let s = p.seed.wrapping_mul(0x1000_0001).wrapping_add(launch_no);
    vec![
        KernelArg::Buffer(gen::bytes(s ^ 0xaaaa, n * p.out_stride)),
        KernelArg::Buffer(gen::bytes(s, n * p.in_stride)),
    ]
}

fn launch_of(p: &KernelProgram) -> Launch {
    Launch {
        grid: [p.grid, 1, 1],
        block: [p.block, 1, 1],
        dynamic_shared: 0,
    }
}

type Buffers = Vec<Option<Vec<u8>>>;

/// Interpreter and `backend` results of one launch.
fn run_kernel(
    m: &Module,
    p: &KernelProgram,
    b: Backend,
    args: &[KernelArg],
) -> Result<(Buffers, Buffers), String> {
    let l = launch_of(p);
    let want = m
        .launch(Backend::Interp, &p.name, &l, args)
        .map_err(|e| format!("interp: {}", e))?;
    let have = m
        .launch(b, &p.name, &l, args)
        .map_err(|e| format!("{}: {}", b.name(), e))?;
    Ok((want, have))
}

/// Generated kernels run on the llvm backend.
static LLVM_KERNELS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

fn llvm_kernels() -> u64 {
    LLVM_KERNELS.load(std::sync::atomic::Ordering::Relaxed)
}

/// Generated kernels some of whose threads ran in the llvm backend's vector
/// lanes (SIMD across threads), and those threads.
static SIMT_KERNELS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
static SIMT_THREADS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// Of those, kernels with a `.local` array (the generator's `lbuf`).
static SIMT_LOCAL: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// Of those, kernels with barriers (and `.shared` memory).
static SIMT_BARRIER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

fn simt_counts() -> (u64, u64) {
    (
        SIMT_KERNELS.load(std::sync::atomic::Ordering::Relaxed),
        SIMT_THREADS.load(std::sync::atomic::Ordering::Relaxed),
    )
}

fn check_kernel(
    p: &KernelProgram,
    launches: u64,
    backends: &[Backend],
    minimise_failures: bool,
) -> Result<usize, Vec<Failure>> {
    let m = match Module::from_ptx(&p.ptx) {
        Ok(m) => m,
        Err(e) => {
            return Err(vec![Failure {
                seed: p.seed,
                backend: Backend::Interp,
                what: "the checker rejects a generated kernel (generator bug?)".to_string(),
                report: format!("{}\n{}", e.render("gen.ptx", &p.ptx), p.ptx),
                minimal: None,
            }])
        }
    };
    let mut failures = Vec::new();
    let mut count = 0;
    for &b in backends {
        if b == Backend::Llvm {
            LLVM_KERNELS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        }
        for i in 0..launches {
            let args = kernel_args(p, i);
            match run_kernel(&m, p, b, &args) {
                Ok((want, have)) if want == have => count += p.threads(),
                Ok((want, have)) => {
                    // Said before minimising, which runs the backend again
                    // many times (minutes on a GPU).
                    eprintln!(
                        "fuzz: seed {:#x} kernel on {} differs from the interpreter{}",
                        p.seed,
                        b.name(),
                        if minimise_failures {
                            "; minimising"
                        } else {
                            ""
                        }
                    );
                    failures.push(kernel_mismatch(
                        p,
                        b,
                        &args,
                        &want,
                        &have,
                        minimise_failures,
                    ));
                    break;
                }
                Err(msg) => {
                    failures.push(Failure {
                        seed: p.seed,
                        backend: b,
                        what: format!("kernel launch failed: {}", msg),
                        report: p.ptx.clone(),
                        minimal: None,
                    });
                    break;
                }
            }
        }
        if let Some(Ok(n)) = m.simt(b, &p.name).filter(|_| b == Backend::Llvm) {
            if n > 0 {
                if p.ptx.contains(".reg .b64 %la<2>;") {
                    SIMT_LOCAL.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                }
                if p.ptx.contains("bar.sync") {
                    SIMT_BARRIER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                }
                SIMT_KERNELS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                SIMT_THREADS.fetch_add(n, std::sync::atomic::Ordering::Relaxed);
            }
        }
    }
    if failures.is_empty() {
        Ok(count)
    } else {
        Err(failures)
    }
}

/// The first thread whose output slot differs, with both slots as hex.
fn first_thread_diff(p: &KernelProgram, b: Backend, want: &Buffers, have: &Buffers) -> String {
    let (w, h) = match (&want[0], &have[0]) {
        (Some(w), Some(h)) => (w, h),
        _ => return "no output buffer".to_string(),
    };
    let st = p.out_stride;
    for t in 0..p.threads() {
        let (a, bb) = (&w[t * st..(t + 1) * st], &h[t * st..(t + 1) * st]);
        if a != bb {
            let hex = |x: &[u8]| -> String {
                x.chunks(4)
                    .map(|c| format!("{:08x}", u32::from_le_bytes([c[0], c[1], c[2], c[3]])))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            return format!(
                "thread {} (tid {}, ctaid {}): out slot (u32 words)\n  interp: {}\n  {}: {}",
                t,
                t as u32 % p.block,
                t as u32 / p.block,
                hex(a),
                b.name(),
                hex(bb)
            );
        }
    }
    if want[1] != have[1] {
        return "the input buffer differs".to_string();
    }
    "buffers differ".to_string()
}

fn kernel_mismatch(
    p: &KernelProgram,
    b: Backend,
    args: &[KernelArg],
    want: &Buffers,
    have: &Buffers,
    minimise_it: bool,
) -> Failure {
    let input = match &args[1] {
        KernelArg::Buffer(v) => v.clone(),
        _ => Vec::new(),
    };
    let t = first_thread_diff(p, b, want, have);
    let report = format!(
        "kernel launch grid {} block {}; {}\nthat thread's input: {:02x?}\nprogram:\n{}",
        p.grid,
        p.block,
        t,
        input
            .chunks(p.in_stride)
            .nth(
                t.split_whitespace()
                    .nth(1)
                    .and_then(|x| x.parse().ok())
                    .unwrap_or(0)
            )
            .unwrap_or(&[]),
        p.ptx
    );
    let minimal = minimise_it.then(|| {
        let min = minimise(
            &p.ptx,
            &|m: &Module| matches!(run_kernel(m, p, b, args), Ok((w, h)) if w != h),
        );
        let mm = Module::from_ptx(&min).expect("minimised program checks");
        match run_kernel(&mm, p, b, args) {
            Ok((w, h)) => format!("{}// {}\n", min, first_thread_diff(p, b, &w, &h)),
            Err(e) => format!("{}// {}\n", min, e),
        }
    });
    Failure {
        seed: p.seed,
        backend: b,
        what: "kernel output differs from the interpreter".to_string(),
        report,
        minimal,
    }
}

// ------------------------------------------------------------------ tests

fn fail_with(failures: &[Failure]) -> ! {
    let mut s = format!("{} failure(s)\n", failures.len());
    for f in failures.iter().take(3) {
        let _ = writeln!(s, "=====\n{}", f.render());
    }
    for f in failures.iter().skip(3) {
        let _ = writeln!(
            s,
            "also: seed {:#x} {}: {}",
            f.seed,
            f.backend.name(),
            f.what
        );
    }
    panic!("{}", s)
}

/// The CI seeds: a fixed range, small enough for a debug build (most of the
/// time goes to compiling: about 40 ms per function and backend, 80 ms per
/// kernel, unoptimised).
const CI_SEEDS: std::ops::Range<u64> = 0..50;

#[test]
fn fuzz_funcs_agree_with_the_interpreter() {
    let (fb, _) = backends(false);
    let mut failures = Vec::new();
    let (mut programs, mut rows) = (0, 0);
    for seed in CI_SEEDS {
        // Minimising takes a while unoptimised: the first two failures only.
        let min = failures.len() < 2;
        match check_funcs(&gen::gen_funcs(seed), 8, &fb, false, min) {
            Ok(n) => rows += n,
            Err(f) => failures.extend(f),
        }
        programs += 1;
    }
    if !failures.is_empty() {
        fail_with(&failures);
    }
    eprintln!(
        "fuzz funcs: {} programs, {} rows (calls x backends) agree",
        programs, rows
    );
    assert!(rows > 0);
}

#[test]
fn fuzz_kernels_agree_with_the_interpreter() {
    let (_, kb) = backends(false);
    let mut failures = Vec::new();
    let (mut programs, mut threads) = (0, 0);
    for seed in CI_SEEDS {
        let min = failures.len() < 2;
        match check_kernel(&gen::gen_kernel(seed), 1, &kb, min) {
            Ok(n) => threads += n,
            Err(f) => failures.extend(f),
        }
        programs += 1;
    }
    if !failures.is_empty() {
        fail_with(&failures);
    }
    let llvm_ran = llvm_kernels();
    let (simt_kernels, simt_threads) = simt_counts();
    let simt_local = SIMT_LOCAL.load(std::sync::atomic::Ordering::Relaxed);
    let simt_barrier = SIMT_BARRIER.load(std::sync::atomic::Ordering::Relaxed);
    eprintln!(
        "fuzz kernels: {} programs, {} threads (x backends) agree; llvm ran {}, {} of them with {} threads in vector lanes ({} kernels with a .local array, {} with barriers)",
        programs, threads, llvm_ran, simt_kernels, simt_threads, simt_local, simt_barrier
    );
    assert!(threads > 0);
    if kb.contains(&Backend::Llvm) {
        // Every kernel ran on the llvm backend too (the counter is shared
        // by the tests of this binary: at least these), and some of them
        // in vector lanes.
        assert!(llvm_ran >= programs, "llvm ran only {} kernels", llvm_ran);
        assert!(simt_kernels > 0, "no kernel ran in vector lanes");
        assert!(
            simt_local > 0,
            "no kernel with a .local array ran in vector lanes"
        );
        assert!(
            simt_barrier > 0,
            "no kernel with barriers ran in vector lanes"
        );
    }
}

#[test]
fn generator_is_deterministic_and_checker_clean() {
    // What real code has, the generator makes: loops (counted and bounded
    // by data), warp collectives, local arrays, another kernel's shared
    // array; counted over the 40 seeds.
    let (mut loops, mut data_loops, mut warp, mut local, mut other) = (0, 0, 0, 0, 0);
    for seed in 0..40u64 {
        let s = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let (f, k) = (gen::gen_funcs(s).ptx, gen::gen_kernel(s).ptx);
        for p in [&f, &k] {
            loops += usize::from(p.contains("$LOOP_"));
            data_loops += usize::from(p.contains(", 7;\n") && p.contains("$LOOP_"));
            local += usize::from(p.contains("st.local."));
        }
        warp += usize::from(k.contains("activemask.b32 %lm;"));
        other += usize::from(k.contains("other_tile"));
    }
    assert!(
        loops >= 20 && data_loops >= 5,
        "{loops} programs with loops, {data_loops} by data"
    );
    assert!(
        warp >= 3 && local >= 5 && other >= 10,
        "{warp} {local} {other}"
    );
    let mut solo = 0;
    for seed in 0..40u64 {
        let s = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let (f1, f2) = (gen::gen_funcs(s), gen::gen_funcs(s));
        assert_eq!(f1.ptx, f2.ptx, "seed {s:#x}: funcs not deterministic");
        assert_eq!(f1.funcs, f2.funcs);
        let (k1, k2) = (gen::gen_kernel(s), gen::gen_kernel(s));
        assert_eq!(k1.ptx, k2.ptx, "seed {s:#x}: kernel not deterministic");
        assert_ne!(
            f1.ptx,
            gen::gen_funcs(s + 1).ptx,
            "seeds {s:#x}, +1 give one program"
        );
        let sig = &f1.funcs[f1.funcs.len() - 1];
        assert_eq!(gen::rows(sig, s, 4), gen::rows(sig, s, 4));
        for (what, ptx) in [("funcs", &f1.ptx), ("kernel", &k1.ptx)] {
            if let Err(e) = Module::from_ptx(ptx) {
                panic!(
                    "seed {s:#x}: the checker rejects the generated {what}:\n{}\n{}",
                    e.render("gen.ptx", ptx),
                    ptx
                );
            }
        }
        // The programs have the advertised shape.
        let n = f1
            .ptx
            .lines()
            .filter(|l| l.trim_end().ends_with(';'))
            .count();
        assert!(n >= 10, "seed {s:#x}: only {n} statements");
        // A kernel exchanges through `.shared` across a barrier, or its
        // threads run alone (no barrier, no warp collective).
        let alone = !k1.ptx.contains("bar.sync") && !k1.ptx.contains("activemask");
        assert!(
            alone || (k1.ptx.contains("bar.sync 0;") && k1.ptx.contains(".shared")),
            "seed {s:#x}"
        );
        solo += usize::from(alone);
    }
    assert!((5..=25).contains(&solo), "{solo} of 40 kernels run alone");
}

// --------------------------------------------------------------- campaign

/// CUDA 12.9's ptxas (from `scripts/setup.sh`), else 11.8's.
fn ptxas_path() -> Option<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    [
        ".tools/numba-venv/lib/python3.11/site-packages/nvidia/cuda_nvcc/bin/ptxas",
        ".tools/cuda/usr/bin/ptxas",
    ]
    .iter()
    .map(|p| root.join(p))
    .find(|p| p.exists())
}

/// Runs ptxas on `src`: `Err` with its messages when it rejects it (or warns).
fn ptxas_check(ptxas: &PathBuf, src: &str, tag: &str) -> Result<(), String> {
    let dir = std::env::temp_dir().join(format!("ptxjit-fuzz-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let file = dir.join(format!("{}.ptx", tag));
    std::fs::write(&file, src).map_err(|e| e.to_string())?;
    let out = Command::new(ptxas)
        .arg("-arch=sm_80")
        .arg(&file)
        .arg("-o")
        .arg(dir.join(format!("{}.cubin", tag)))
        .output()
        .map_err(|e| format!("cannot run ptxas: {}", e))?;
    let _ = std::fs::remove_file(dir.join(format!("{}.cubin", tag)));
    let msg = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    // Several return values are valid PTX; ptxas only notes that such a
    // function does not follow the ABI.
    let msg: String = msg
        .lines()
        .filter(|l| !l.contains("multiple return values found, disabling ABI"))
        .map(|l| format!("{}\n", l))
        .collect();
    if out.status.success() && msg.trim().is_empty() {
        let _ = std::fs::remove_file(&file);
        Ok(())
    } else {
        Err(msg)
    }
}

fn env_u64(name: &str) -> Option<u64> {
    let v = std::env::var(name).ok()?;
    let v = v.trim();
    match v.strip_prefix("0x") {
        Some(h) => u64::from_str_radix(h, 16).ok(),
        None => v.parse().ok(),
    }
}

#[test]
#[ignore]
fn fuzz_campaign() {
    let secs = env_u64("PTXJIT_FUZZ_SECS").unwrap_or(60);
    let base = env_u64("PTXJIT_FUZZ_SEED").unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(1)
    });
    let (fb, kb) = backends(true);
    let ptxas = ptxas_path();
    eprintln!(
        "fuzz campaign: {} s from seed {:#x}; func backends {:?}, kernel backends {:?}; ptxas: {}",
        secs,
        base,
        fb.iter().map(|b| b.name()).collect::<Vec<_>>(),
        kb.iter().map(|b| b.name()).collect::<Vec<_>>(),
        ptxas
            .as_ref()
            .map_or("not found".to_string(), |p| p.display().to_string())
    );
    let start = Instant::now();
    let deadline = start + Duration::from_secs(secs);
    let (mut programs, mut rows, mut ptxas_checked) = (0u64, 0u64, 0u64);
    let mut failures: Vec<Failure> = Vec::new();
    let mut ptxas_rejects: Vec<String> = Vec::new();
    let mut i = 0u64;
    let mut next_report = Instant::now() + Duration::from_secs(60);
    while Instant::now() < deadline {
        if Instant::now() >= next_report {
            // A progress line every minute, so a campaign that is cut
            // short (or stuck in one launch) still leaves its counts.
            next_report += Duration::from_secs(60);
            eprintln!(
                "fuzz progress: programs {}, rows {}, mismatches {}, ptxas-checked {} (rejected {}), seconds {:.0}; llvm kernels ran {}, in vector lanes (kernels, threads) {:?}",
                programs,
                rows,
                failures.len(),
                ptxas_checked,
                ptxas_rejects.len(),
                start.elapsed().as_secs_f64(),
                llvm_kernels(),
                simt_counts()
            );
        }
        let seed = base.wrapping_add(i);
        i += 1;
        if std::env::var_os("PTXJIT_FUZZ_TRACE").is_some() {
            // Each seed before it runs: a crash's seed is the last one.
            eprintln!("fuzz: seed {:#x}", seed);
        }
        let f = gen::gen_funcs(seed);
        let k = gen::gen_kernel(seed);
        let minimise_it = failures.len() < 20;
        match check_funcs(&f, 21, &fb, true, minimise_it) {
            Ok(n) => rows += n as u64,
            Err(v) => {
                for x in &v {
                    eprintln!("MISMATCH {}", x.render());
                }
                failures.extend(v);
            }
        }
        match check_kernel(&k, 2, &kb, minimise_it) {
            Ok(n) => rows += n as u64,
            Err(v) => {
                for x in &v {
                    eprintln!("MISMATCH {}", x.render());
                }
                failures.extend(v);
            }
        }
        programs += 2;
        if let Some(px) = &ptxas {
            if i % 16 == 1 {
                for (tag, src) in [("f", &f.ptx), ("k", &k.ptx)] {
                    ptxas_checked += 1;
                    if let Err(msg) = ptxas_check(px, src, &format!("{}{:x}", tag, seed)) {
                        eprintln!(
                            "PTXAS REJECTS seed {:#x} ({}):\n{}\n{}",
                            seed, tag, msg, src
                        );
                        ptxas_rejects.push(format!("seed {:#x} {}: {}", seed, tag, msg.trim()));
                    }
                }
            }
        }
    }
    let secs_taken = start.elapsed().as_secs_f64();
    eprintln!(
        "fuzz summary: programs {}, rows {}, mismatches {}, ptxas-checked {} (rejected {}), seconds {:.1}, seeds {:#x}..{:#x}; llvm kernels ran {}, in vector lanes (kernels, threads) {:?}, with a .local array {}, with barriers {}",
        programs,
        rows,
        failures.len(),
        ptxas_checked,
        ptxas_rejects.len(),
        secs_taken,
        base,
        base.wrapping_add(i),
        llvm_kernels(),
        simt_counts(),
        SIMT_LOCAL.load(std::sync::atomic::Ordering::Relaxed),
        SIMT_BARRIER.load(std::sync::atomic::Ordering::Relaxed)
    );
    for f in &failures {
        eprintln!("  seed {:#x} {}: {}", f.seed, f.backend.name(), f.what);
    }
    assert!(
        failures.is_empty() && ptxas_rejects.is_empty(),
        "{} mismatch(es), {} ptxas rejection(s): see above",
        failures.len(),
        ptxas_rejects.len()
    );
}
