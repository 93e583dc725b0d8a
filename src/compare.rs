//! `ptxjit compare`: the host backend against another on the same inputs.

use ptxjit::{inputs, Backend, IntType, Kind, Module};

use crate::json::{CompareRecord, MismatchRecord};
use crate::{fail, load, Fail};

/// Which rows `compare` runs.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Rows {
    /// `--random N`: N rows of the seeded random stream.
    Random,
    /// Every input (the parameters' widths total at most this many bits:
    /// 32, or 40 with `--exhaustive-40`).
    Exhaustive(u32),
    /// `--range A..B`: rows A..B of the exhaustive enumeration (any width
    /// up to 64 bits in all).
    Range(u64, u64),
    /// `--edges`: every combination of the parameters' edge values.
    Edges,
}

impl Rows {
    /// The name `--json` gives the mode.
    fn name(self) -> &'static str {
        match self {
            Rows::Random => "random",
            Rows::Exhaustive(_) => "exhaustive",
            Rows::Range(..) => "range",
            Rows::Edges => "edges",
        }
    }
}

/// How `compare` walks its inputs.
pub struct Stream {
    /// Which rows.
    pub rows: Rows,
    /// This process's part of the rows: `(k, n)` = shard k of n.
    pub shard: (u64, u64),
    /// Worker threads.
    pub threads: usize,
    /// One JSON object per function instead of text.
    pub json: bool,
}

/// Rows per chunk: what one worker runs on each backend at a time (memory
/// stays bounded whatever the row count).
const CHUNK: u64 = 1 << 16;

/// The first mismatch of a chunk: its row index, inputs and both outputs.
struct Mismatch {
    index: u64,
    inputs: Vec<u64>,
    host: Vec<u64>,
    other: Vec<u64>,
}

/// Runs `ptxjit compare` on `.func`s: rows in chunks of [`CHUNK`] on
/// `threads` workers, each chunk run on `host` and on `against` and
/// compared; the mismatch count and the first mismatch (lowest row) are
/// kept.
pub fn run(
    file: &str,
    only: Option<&str>,
    against: Backend,
    gpu: (ptxjit::GpuMode, Option<&str>),
    n: u64,
    seed: u64,
    st: &Stream,
) -> Result<(), Fail> {
    let (source, mut m) = load(file)?;
    crate::gpu_setup(&mut m, gpu)?;
    Backend::Host
        .available()
        .map_err(|e| fail(file, &source, e))?;
    against.available().map_err(|e| fail(file, &source, e))?;
    let names = callables(&m, only).map_err(|e| fail(file, &source, e))?;
    if only.is_none() {
        warn_skipped(&m, file);
    }
    // A function that cannot run is reported; the others still run.
    let mut failed: Option<u8> = None;
    let mut all_match = true;
    let mut stopped = false;
    crate::progress::catch_ctrl_c();
    for name in names {
        let sig = m.signature(&name).map_err(|e| fail(file, &source, e))?;
        let (params, rets) = (sig.params, sig.rets);
        let bits: u32 = params.iter().map(|t| t.bits()).sum();
        let edge_counts: Vec<u64> = params
            .iter()
            .map(|t| inputs::edges(t.bits()).len() as u64)
            .collect();
        let (base, total) = match st.rows {
            Rows::Range(a, b) => {
                if bits < 64 && b > 1u64 << bits {
                    return Err(Fail(
                        2,
                        format!(
                            "error: --range {}..{}: '{}' has 2^{} inputs (its parameters total {} bits)",
                            a, b, name, bits, bits
                        ),
                    ));
                }
                if bits > 64 {
                    return Err(Fail(
                        2,
                        format!(
                            "error: --range: '{}' takes {} bits of parameters; rows are numbered over at most 64",
                            name, bits
                        ),
                    ));
                }
                (a, b - a)
            }
            Rows::Edges => (
                0,
                edge_counts
                    .iter()
                    .try_fold(1u64, |acc, &c| acc.checked_mul(c))
                    .ok_or_else(|| {
                        Fail(
                            2,
                            format!(
                                "error: --edges: '{}' has more than 2^64 edge-value combinations",
                                name
                            ),
                        )
                    })?,
            ),
            Rows::Exhaustive(max) => {
                let bits: u32 = params.iter().map(|t| t.bits()).sum();
                if bits > max {
                    return Err(Fail(
                        2,
                        format!(
                            "error: --exhaustive: '{}' takes {} bits of parameters, more than {} ({})",
                            name,
                            bits,
                            max,
                            if max < 40 {
                                "--exhaustive-40 allows 40"
                            } else {
                                "use --random for wider inputs"
                            }
                        ),
                    ));
                }
                (0, 1u64 << bits)
            }
            Rows::Random => (0, n),
        };
        let (k, shards) = st.shard;
        let (lo, hi) = (
            base + (u128::from(total) * u128::from(k) / u128::from(shards)) as u64,
            base + (u128::from(total) * u128::from(k + 1) / u128::from(shards)) as u64,
        );
        let Outcome {
            mismatches,
            first,
            rows,
            interrupted,
        } = match compare_range(&m, &name, against, &params, &rets, (lo, hi), seed, st) {
            Ok(o) => o,
            Err(e) => {
                let Fail(code, msg) = fail(file, &source, e);
                eprintln!("{}", msg);
                failed = failed.max(Some(code));
                continue;
            }
        };
        all_match &= mismatches == 0;
        stopped |= interrupted;
        if st.json {
            let r = CompareRecord {
                name: name.clone(),
                against: against.name().into(),
                mode: st.rows.name().into(),
                seed,
                shard: format!("{}/{}", k, shards),
                first_row: lo,
                rows,
                matched: rows - mismatches,
                mismatches,
                first_mismatch: first.map(|x| MismatchRecord {
                    index: x.index,
                    inputs: hexes(&x.inputs, &params),
                    host: hexes(&x.host, &rets),
                    other: [(against.name().to_string(), hexes(&x.other, &rets))].into(),
                }),
                interrupted,
            };
            outln!("{}", crate::json::line(&r));
            if interrupted {
                break;
            }
            continue;
        }
        if interrupted {
            outln!(
                "{}: {}/{} match before Ctrl-C stopped it ({} of {} rows compared)",
                name,
                rows - mismatches,
                rows,
                rows,
                hi - lo
            );
        }
        match first {
            None if interrupted => {}
            None => outln!("{}: {}/{} match", name, rows, rows),
            Some(x) => {
                outln!(
                    "{}: {}/{} match; first mismatch at input {}:",
                    name,
                    rows - mismatches,
                    rows,
                    x.index
                );
                let ins: Vec<String> = x
                    .inputs
                    .iter()
                    .zip(&params)
                    .map(|(v, t)| t.hex(*v))
                    .collect();
                outln!("  inputs:  {}", ins.join(", "));
                for (k, t) in rets.iter().enumerate() {
                    let (h, o) = (x.host[k], x.other[k]);
                    let mark = if h != o {
                        format!("  differing bits {}", t.hex(h ^ o))
                    } else {
                        String::new()
                    };
                    outln!(
                        "  ret {}:   host {}  {} {}{}",
                        k,
                        t.hex(h),
                        against.name(),
                        t.hex(o),
                        mark
                    );
                }
            }
        }
        if interrupted {
            break;
        }
    }
    if stopped {
        // 128 + SIGINT, as a shell reports a job Ctrl-C ended.
        Err(Fail(
            130,
            "error: stopped by Ctrl-C: partial results above".into(),
        ))
    } else if let Some(code) = failed {
        Err(Fail(code, String::new()))
    } else if all_match {
        Ok(())
    } else {
        Err(Fail(1, String::new()))
    }
}

/// `0x...` strings of `vals` at their types' widths.
fn hexes(vals: &[u64], tys: &[IntType]) -> Vec<String> {
    vals.iter().zip(tys).map(|(v, t)| t.hex(*v)).collect()
}

/// Compares rows `lo..hi` of the input stream on `host` and `against`:
/// the number of mismatching rows and the first one.
#[allow(clippy::too_many_arguments)]
fn compare_range(
    m: &Module,
    name: &str,
    against: Backend,
    params: &[IntType],
    rets: &[IntType],
    (lo, hi): (u64, u64),
    seed: u64,
    st: &Stream,
) -> Result<Outcome, ptxjit::Error> {
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::sync::Mutex;
    let (np, nr) = (params.len(), rets.len());
    let done = AtomicU64::new(0);
    let edge: Vec<Vec<u64>> = params.iter().map(|t| inputs::edges(t.bits())).collect();
    let next = AtomicU64::new(lo);
    let mismatches = AtomicU64::new(0);
    let first: Mutex<Option<Mismatch>> = Mutex::new(None);
    let error: Mutex<Option<ptxjit::Error>> = Mutex::new(None);
    // The GPU gets one worker (one context); the host backends all of them.
    let threads = if against == Backend::Gpu {
        1
    } else {
        st.threads.max(1)
    };
    let worker = || -> Result<(), ptxjit::Error> {
        let host = m.prepare(Backend::Host, name)?;
        let other = m.prepare(against, name)?;
        let mut inp = Vec::new();
        let (mut oh, mut oo) = (Vec::new(), Vec::new());
        loop {
            if crate::progress::stopped() {
                return Ok(());
            }
            let start = next.fetch_add(CHUNK, Ordering::Relaxed);
            if start >= hi {
                return Ok(());
            }
            let end = (start + CHUNK).min(hi);
            let rows = (end - start) as usize;
            inp.resize(rows * np, 0);
            oh.resize(rows * nr, 0);
            oo.resize(rows * nr, 0);
            for (r, i) in (start..end).enumerate() {
                let row = &mut inp[r * np..(r + 1) * np];
                match st.rows {
                    Rows::Exhaustive(_) | Rows::Range(..) => {
                        inputs::exhaustive_row_at(params, i, row)
                    }
                    Rows::Edges => inputs::edge_row_at(&edge, i, row),
                    Rows::Random => inputs::random_row_at(params, &edge, seed, i, row),
                }
            }
            host.run_flat_rows(&inp, &mut oh, rows)?;
            other.run_flat_rows(&inp, &mut oo, rows)?;
            done.fetch_add(rows as u64, Ordering::Relaxed);
            if oh == oo {
                continue;
            }
            let bad: Vec<usize> = (0..rows)
                .filter(|&r| oh[r * nr..(r + 1) * nr] != oo[r * nr..(r + 1) * nr])
                .collect();
            mismatches.fetch_add(bad.len() as u64, Ordering::Relaxed);
            let r = bad[0];
            let x = Mismatch {
                index: start + r as u64,
                inputs: inp[r * np..(r + 1) * np].to_vec(),
                host: oh[r * nr..(r + 1) * nr].to_vec(),
                other: oo[r * nr..(r + 1) * nr].to_vec(),
            };
            if let Ok(mut f) = first.lock() {
                if f.as_ref().is_none_or(|y| x.index < y.index) {
                    *f = Some(x);
                }
            }
        }
    };
    let mut progress = crate::progress::Progress::new(name, hi - lo);
    std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| {
                    if let Err(e) = worker() {
                        // Stop the others, keep the first error.
                        next.store(hi, Ordering::Relaxed);
                        if let Ok(mut slot) = error.lock() {
                            slot.get_or_insert(e);
                        }
                    }
                })
            })
            .collect();
        while !workers.iter().all(|w| w.is_finished()) {
            progress.show(done.load(Ordering::Relaxed));
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    });
    progress.clear();
    if let Some(e) = error.into_inner().ok().flatten() {
        return Err(e);
    }
    let rows = done.into_inner();
    Ok(Outcome {
        mismatches: mismatches.into_inner(),
        first: first.into_inner().ok().flatten(),
        rows,
        interrupted: rows < hi - lo,
    })
}

/// What [`compare_range`] found.
struct Outcome {
    /// Rows whose outputs differ.
    mismatches: u64,
    /// The one with the lowest index.
    first: Option<Mismatch>,
    /// Rows compared (all of them unless Ctrl-C stopped the run).
    rows: u64,
    /// Ctrl-C stopped the run before every row was compared.
    interrupted: bool,
}

/// Says on stderr which `.func`s cannot be run with values (and so are not
/// compared or timed), and why.
pub fn warn_skipped(m: &Module, file: &str) {
    for c in m.callables() {
        if c.kind != Kind::Func || c.callable_with_values() {
            continue;
        }
        if let Err(e) = m.signature(&c.name) {
            let msg = format!("{} (skipped)", e);
            if crate::json_messages() {
                let shown = Some(crate::shown(file));
                let r = crate::json::ErrorRecord::unplaced("warning", 0, shown, "input", &msg);
                eprintln!("{}", crate::json::line(&r));
            } else {
                eprintln!("{}: warning: {}", crate::shown(file), msg);
            }
        }
    }
}

/// The `.func`s to compare or emit: `only`, or every `.func` with a body.
pub fn callables(m: &Module, only: Option<&str>) -> Result<Vec<String>, ptxjit::Error> {
    match only {
        Some(n) => {
            m.signature(n)?;
            Ok(vec![n.to_string()])
        }
        None => {
            let all = m.callables();
            let names: Vec<String> = all
                .iter()
                .filter(|c| c.callable_with_values())
                .map(|c| c.name.clone())
                .collect();
            if names.is_empty() {
                // Nothing to run is not a pass.
                let kernels: Vec<&str> = all
                    .iter()
                    .filter(|c| c.kind == Kind::Entry)
                    .map(|c| c.name.as_str())
                    .collect();
                return Err(ptxjit::Error::Usage(if kernels.is_empty() {
                    "no .func with scalar parameters in the module: nothing to run".to_string()
                } else {
                    format!(
                        "no .func with scalar parameters in the module, only kernels ({}): give --kernel NAME with --grid, --block and --arg",
                        kernels.join(", ")
                    )
                }));
            }
            Ok(names)
        }
    }
}
