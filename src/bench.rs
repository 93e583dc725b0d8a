//! `ptxjit bench`: parse, compile and throughput per backend.

use std::time::Instant;

use ptxjit::{ast, inputs, Backend, Module};

use crate::{backend, fail, Fail};

struct Row {
    name: String,
    instructions: usize,
    parse_us: f64,
    backends: Vec<(Backend, f64, f64)>,
}

/// Runs `ptxjit bench`.
pub fn run(
    file: &str,
    only: Option<&str>,
    n: u64,
    backends: &[String],
    json: bool,
) -> Result<(), Fail> {
    let bytes = std::fs::read(file)
        .map_err(|e| Fail(1, format!("{}: error: cannot read file: {}", file, e)))?;
    let source = String::from_utf8_lossy(&bytes).into_owned();
    let t = Instant::now();
    let mut m = Module::from_ptx(&source).map_err(|e| fail(file, &source, e))?;
    crate::apply_limits(&mut m);
    let parse_us = t.elapsed().as_secs_f64() * 1e6;
    let mut wanted = Vec::new();
    for b in backends {
        wanted.push(backend(b)?);
    }
    if wanted.is_empty() {
        wanted = [Backend::Host, Backend::Llvm, Backend::Interp]
            .into_iter()
            .filter(|b| b.available().is_ok())
            .collect();
    }
    for b in &wanted {
        b.available().map_err(|e| fail(file, &source, e))?;
    }
    let mut rows = Vec::new();
    for c in m.callables() {
        if only.is_some_and(|o| o != c.name) || c.kind != ast::FuncKind::Func {
            continue;
        }
        let Ok((_, f)) = m.func(&c.name) else {
            continue;
        };
        let params: Vec<ast::Type> = f.params.iter().map(|p| p.ty).collect();
        let edge: Vec<Vec<u64>> = params.iter().map(|t| inputs::edges(t.bits())).collect();
        let (np, nr) = (params.len(), f.rets.len());
        // Rows are made and run 64K at a time (memory stays flat whatever
        // N is); only the runs are timed.
        const CHUNK: u64 = 1 << 16;
        let mut per = Vec::new();
        for &b in &wanted {
            // Compilation: for the interpreter, setting up its state.
            let t = Instant::now();
            let compiled = m.prepare(b, &c.name).map_err(|e| fail(file, &source, e))?;
            let compile_us = t.elapsed().as_secs_f64() * 1e6;
            let mut secs = 0f64;
            let (mut flat, mut out) = (Vec::new(), Vec::new());
            let mut start = 0u64;
            while start < n {
                let rows = CHUNK.min(n - start) as usize;
                flat.resize(rows * np, 0);
                out.resize(rows * nr, 0);
                for r in 0..rows {
                    let row = &mut flat[r * np..(r + 1) * np];
                    inputs::random_row_at(&params, &edge, 1, start + r as u64, row);
                }
                let t = Instant::now();
                compiled
                    .run_flat_rows(&flat, &mut out, rows)
                    .map_err(|e| fail(file, &source, e))?;
                secs += t.elapsed().as_secs_f64();
                start += rows as u64;
            }
            per.push((b, compile_us, n as f64 / secs.max(1e-9)));
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
            let bs: Vec<String> = r
                .backends
                .iter()
                .map(|(b, c, t)| {
                    format!(
                        "\"{}\": {{\"compile_us\": {:.1}, \"calls_per_sec\": {:.4e}}}",
                        b.name(),
                        c,
                        t
                    )
                })
                .collect();
            out.push_str(&format!(
                "{{\"name\": \"{}\", \"instructions\": {}, \"parse_us\": {:.1}, \"backends\": {{{}}}}}\n",
                r.name,
                r.instructions,
                r.parse_us,
                bs.join(", ")
            ));
        }
    } else {
        out.push_str(&format!(
            "{:<24} {:>6} {:>10} {:<8} {:>12} {:>14} {:>10}\n",
            "function", "instrs", "parse_us", "backend", "compile_us", "calls/s", "vs interp"
        ));
        for r in &rows {
            let interp = r
                .backends
                .iter()
                .find(|x| x.0 == Backend::Interp)
                .map(|x| x.2);
            for (i, (b, c, t)) in r.backends.iter().enumerate() {
                let ratio = interp
                    .map(|x| format!("{:.1}x", t / x))
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
                    "{:<24} {:>6} {:>10} {:<8} {:>12.1} {:>14.4e} {:>10}\n",
                    name,
                    ins,
                    p,
                    b.name(),
                    c,
                    t,
                    ratio
                ));
            }
        }
    }
    out!("{}", out);
    Ok(())
}
