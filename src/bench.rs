//! `ptxjit bench`: parse, compile and throughput per backend.
//!
//! Throughput is measured as hyperfine and criterion do: inputs are made
//! and output buffers touched before timing, a warm-up pass runs untimed,
//! then `samples` timed passes each run all N calls (split over the worker
//! threads, which start together); the table gives the median pass and
//! the spread between the fastest and the slowest.

use std::sync::{Barrier, Mutex};
use std::time::{Duration, Instant};

use ptxjit::{inputs, Backend, IntType, Kind, Module};

use crate::{fail, Fail};

struct Row {
    name: String,
    instructions: usize,
    parse_us: f64,
    backends: Vec<(Backend, f64, Timing)>,
}

/// Timed passes of one callable on one backend.
struct Timing {
    /// Calls per second of the median pass.
    median: f64,
    /// Calls per second of the fastest pass.
    best: f64,
    /// (slowest - fastest) / median pass time, in percent.
    spread_pct: f64,
    /// On the tiered backend: the timed passes that started on
    /// Cranelift's code and on LLVM's, and how long LLVM's took to be
    /// ready.
    tiers: Option<crate::json::TierCounts>,
}

/// How `bench` measures: timed passes and worker threads.
pub struct Plan {
    /// Calls per pass.
    pub n: u64,
    /// Timed passes (at least 1).
    pub samples: usize,
    /// Worker threads (at least 1).
    pub threads: usize,
}

/// Input rows per worker: made once, reused for every pass (a pass of
/// more calls runs over them again).
const CHUNK: u64 = 1 << 16;

/// Runs `callable` on backend `b` for `plan.samples` timed passes of
/// `plan.n` calls over `plan.threads` workers (each with its own prepared
/// code and its own rows of the seed-1 random stream).
fn measure(
    m: &Module,
    name: &str,
    params: &[IntType],
    nr: usize,
    b: Backend,
    plan: &Plan,
) -> Result<Timing, ptxjit::Error> {
    let np = params.len();
    let edge: Vec<Vec<u64>> = params.iter().map(|t| inputs::edges(t.bits())).collect();
    let threads = plan.threads.max(1);
    let samples = plan.samples.max(1);
    // The main thread and the workers meet before and after every pass.
    let gate = Barrier::new(threads + 1);
    let error: Mutex<Option<ptxjit::Error>> = Mutex::new(None);
    // Each worker stamps its own start and end of a pass; the pass lasts
    // from the first start to the last end.
    let stamps: Mutex<Vec<(Instant, Instant)>> = Mutex::new(Vec::new());
    let mut times = Vec::with_capacity(samples);
    // The tier each pass started on (tiered backend).
    let mut on = Vec::with_capacity(samples);
    std::thread::scope(|s| {
        for w in 0..threads {
            let (gate, error, edge, stamps) = (&gate, &error, &edge, &stamps);
            s.spawn(move || {
                // This worker's calls per pass.
                let share =
                    plan.n / threads as u64 + u64::from((w as u64) < plan.n % threads as u64);
                let setup = || -> Result<_, ptxjit::Error> {
                    let code = m.prepare(b, name)?;
                    let rows = CHUNK.min(share.max(1)) as usize;
                    let mut inp = vec![0u64; rows * np];
                    for r in 0..rows {
                        let at = w as u64 * CHUNK + r as u64;
                        inputs::random_row_at(params, edge, 1, at, &mut inp[r * np..(r + 1) * np]);
                    }
                    // Written before timing: the pages are in place.
                    let mut out = vec![0u64; rows * nr];
                    out.fill(1);
                    // Warm-up (untimed): caches, branch predictors, pages.
                    let warm = rows.min(16384);
                    code.run_flat_rows(&inp[..warm * np], &mut out[..warm * nr], warm)?;
                    Ok((code, inp, out, rows))
                };
                let keep = |e: ptxjit::Error| {
                    if let Ok(mut slot) = error.lock() {
                        slot.get_or_insert(e);
                    }
                };
                let mut ready = setup().map_err(keep).ok();
                for _ in 0..samples {
                    gate.wait();
                    let start = Instant::now();
                    if let Some((code, inp, out, rows)) = &mut ready {
                        let mut left = share;
                        while left > 0 {
                            let k = (left as usize).min(*rows);
                            if let Err(e) =
                                code.run_flat_rows(&inp[..k * np], &mut out[..k * nr], k)
                            {
                                keep(e);
                                break;
                            }
                            left -= k as u64;
                        }
                    }
                    let end = Instant::now();
                    if let Ok(mut v) = stamps.lock() {
                        v.push((start, end));
                    }
                    gate.wait();
                }
            });
        }
        for _ in 0..samples {
            on.push(m.tier(name).map(|t| t.running()));
            gate.wait();
            gate.wait();
            if let Ok(mut v) = stamps.lock() {
                let first = v.iter().map(|s| s.0).min();
                let last = v.iter().map(|s| s.1).max();
                if let (Some(a), Some(b)) = (first, last) {
                    times.push(b.duration_since(a));
                }
                v.clear();
            }
        }
    });
    if let Some(e) = error.into_inner().ok().flatten() {
        return Err(e);
    }
    if times.is_empty() {
        return Err(ptxjit::Error::Usage(
            "bench: no timed pass completed".into(),
        ));
    }
    times.sort();
    let secs = |d: Duration| d.as_secs_f64().max(1e-9);
    let (fast, slow, mid) = (times[0], times[times.len() - 1], times[times.len() / 2]);
    let tiers = (b == Backend::Tiered).then(|| crate::json::TierCounts::of(&on, m.tier(name)));
    Ok(Timing {
        median: plan.n as f64 / secs(mid),
        best: plan.n as f64 / secs(fast),
        spread_pct: 100.0 * (secs(slow) - secs(fast)) / secs(mid),
        tiers,
    })
}

/// Runs `ptxjit bench`.
pub fn run(
    file: &str,
    only: Option<&str>,
    plan: &Plan,
    backends: &[Backend],
    json: bool,
) -> Result<(), Fail> {
    let source = crate::read_source(file)?;
    let t = Instant::now();
    let mut m = Module::from_ptx(&source).map_err(|e| fail(file, &source, e))?;
    crate::apply_limits(&mut m);
    let parse_us = t.elapsed().as_secs_f64() * 1e6;
    let mut wanted = backends.to_vec();
    if wanted.is_empty() {
        wanted = [Backend::Host, Backend::Llvm, Backend::Interp]
            .into_iter()
            .filter(|b| b.available().is_ok())
            .collect();
    }
    for b in &wanted {
        b.available().map_err(|e| fail(file, &source, e))?;
    }
    match only {
        Some(o) => {
            m.signature(o).map_err(|e| fail(file, &source, e))?;
        }
        None => {
            crate::compare::warn_skipped(&m, file);
            // Nothing to time is an error, as it is for compare.
            crate::compare::callables(&m, None).map_err(|e| fail(file, &source, e))?;
        }
    }
    // A function that cannot run is reported; the others are still timed.
    let mut failed: Option<u8> = None;
    let mut rows = Vec::new();
    for c in m.callables() {
        if only.is_some_and(|o| o != c.name) || c.kind != Kind::Func {
            continue;
        }
        let Ok(sig) = m.signature(&c.name) else {
            continue;
        };
        let params = sig.params;
        let nr = sig.rets.len();
        let mut per = Vec::new();
        let timed = wanted.iter().try_for_each(|&b| {
            // Compilation: for the interpreter, setting up its state.
            let t = Instant::now();
            m.prepare(b, &c.name)?;
            let compile_us = t.elapsed().as_secs_f64() * 1e6;
            let timing = measure(&m, &c.name, &params, nr, b, plan)?;
            per.push((b, compile_us, timing));
            Ok(())
        });
        if let Err(e) = timed {
            let Fail(code, msg) = fail(file, &source, e);
            eprintln!("{}", msg);
            failed = failed.max(Some(code));
            continue;
        }
        rows.push(Row {
            name: c.name.clone(),
            instructions: c.instructions,
            parse_us,
            backends: per,
        });
    }
    if let Some(o) = only {
        if rows.is_empty() {
            return Err(Fail(
                1,
                format!("{}: error: no .func named '{}' to bench", file, o),
            ));
        }
    }
    let mut out = String::new();
    if json {
        for r in &rows {
            let rec = crate::json::BenchRecord {
                name: r.name.clone(),
                instructions: r.instructions,
                parse_us: r.parse_us,
                backends: r
                    .backends
                    .iter()
                    .map(|(b, c, t)| {
                        let per = crate::json::BenchBackend {
                            tiers: t.tiers.clone(),
                            compile_us: *c,
                            calls_per_sec: t.median,
                            calls_per_sec_best: t.best,
                            spread_pct: t.spread_pct,
                        };
                        (b.name().to_string(), per)
                    })
                    .collect(),
                samples: plan.samples,
                workers: plan.threads,
            };
            out.push_str(&crate::json::line(&rec));
            out.push('\n');
        }
    } else {
        out.push_str(&format!(
            "{:<24} {:>6} {:>10} {:<8} {:>12} {:>14} {:>8} {:>10}\n",
            "function",
            "instrs",
            "parse_us",
            "backend",
            "compile_us",
            "calls/s",
            "spread",
            "vs interp"
        ));
        for r in &rows {
            let interp = r
                .backends
                .iter()
                .find(|x| x.0 == Backend::Interp)
                .map(|x| x.2.median);
            for (i, (b, c, t)) in r.backends.iter().enumerate() {
                let ratio = interp
                    .map(|x| format!("{:.1}x", t.median / x))
                    .unwrap_or_else(|| "-".into());
                let (name, ins, p) = if i == 0 {
                    (
                        r.name.as_str(),
                        r.instructions.to_string(),
                        format!("{:.1}", r.parse_us),
                    )
                } else {
                    ("", String::new(), String::new())
                };
                out.push_str(&format!(
                    "{:<24} {:>6} {:>10} {:<8} {:>12.1} {:>14.4e} {:>7.1}% {:>10}\n",
                    name,
                    ins,
                    p,
                    b.name(),
                    c,
                    t.median,
                    t.spread_pct,
                    ratio
                ));
            }
        }
    }
    if !json {
        for r in &rows {
            for (_, _, t) in &r.backends {
                if let Some(t) = &t.tiers {
                    out.push_str(&t.line(&format!("# {} on tiered: ", r.name), "passes"));
                    out.push('\n');
                }
            }
        }
        out.push_str(&format!(
        "# calls/s: median of {} timed passes of {} calls on {} worker thread(s), after a warm-up; spread: (slowest - fastest) / median\n",
        plan.samples, plan.n, plan.threads
    ));
    }
    if !rows.is_empty() {
        out!("{}", out);
    }
    match failed {
        Some(code) => Err(Fail(code, String::new())),
        None => Ok(()),
    }
}
