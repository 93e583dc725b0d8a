//! Rendering the interpreter's traces and coverage
//! ([`ptxjit_runtime::inspect`]) with the PTX source, on standard error.

use std::io::Write;

use ptxjit_frontend::diag::Span;
use ptxjit_frontend::ir;
use ptxjit_runtime::inspect::Inspect;

/// The source text of an instruction: from its mnemonic to its `;` (or
/// the end of its line).
fn text_of(source: &str, span: Span) -> String {
    let start = (span.offset as usize).min(source.len());
    let rest = source.get(start..).unwrap_or("");
    let line = rest.lines().next().unwrap_or("");
    let text = match line.find(';') {
        Some(k) => &line[..=k],
        None => line.trim_end(),
    };
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Prints kernel `kernel`'s trace and coverage report on standard error.
pub(crate) fn report(kernel: &str, prog: &ir::Program, source: &str, insp: &Inspect) {
    let mut out = String::new();
    for s in &insp.steps {
        let (c, t) = (s.ctaid, s.tid);
        out.push_str(&format!(
            "trace %ctaid=({},{},{}) %tid=({},{},{}) line {:>4}: {}",
            c[0],
            c[1],
            c[2],
            t[0],
            t[1],
            t[2],
            s.span.line,
            text_of(source, s.span)
        ));
        if s.skipped {
            out.push_str("   (guard false: skipped)");
        }
        for (i, (r, v)) in s.writes.iter().enumerate() {
            out.push_str(if i == 0 { "   " } else { ", " });
            out.push_str(&format!("{} = {:#x}", r, v));
        }
        out.push('\n');
    }
    if insp.truncated {
        out.push_str(&format!(
            "trace: stopped after {} instructions\n",
            ptxjit_runtime::inspect::MAX_STEPS
        ));
    }
    if insp.counts.is_some() {
        out.push_str(&format!(
            "coverage of kernel '{}' (times each instruction ran, all threads):\n",
            kernel
        ));
        let (mut ran, mut all) = (0usize, 0usize);
        for (fid, f) in prog.funcs.iter().enumerate() {
            let (Some(body), Some(counts)) = (&f.body, insp.counts_of(fid as ir::FuncId)) else {
                continue;
            };
            if counts.iter().all(|&n| n == 0) {
                continue;
            }
            out.push_str(&format!(
                "  {} '{}':\n",
                if f.kind == ptxjit_frontend::ast::FuncKind::Entry {
                    "kernel"
                } else {
                    "function"
                },
                f.name
            ));
            for (ins, &n) in body.iter().zip(counts) {
                all += 1;
                ran += usize::from(n > 0);
                out.push_str(&format!(
                    "  {:>10}  line {:>4}: {}\n",
                    if n == 0 {
                        "-".to_string()
                    } else {
                        n.to_string()
                    },
                    ins.span.line,
                    text_of(source, ins.span)
                ));
            }
        }
        out.push_str(&format!(
            "coverage: {} of {} instructions of the functions that ran were reached\n",
            ran, all
        ));
    }
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(out.as_bytes());
}
