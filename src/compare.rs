//! `ptxjit compare`: the host backend against another on the same inputs.

use ptxjit::{ast, inputs, Backend, Module};

use crate::{fail, load, Fail};

fn hex(v: u64, t: ast::Type) -> String {
    format!("0x{:0w$x}", v, w = (t.bits() / 4) as usize)
}

/// Runs `ptxjit compare`.
pub fn run(
    file: &str,
    only: Option<&str>,
    against: Backend,
    gpu: (ptxjit::GpuMode, Option<&str>),
    n: u64,
    seed: u64,
) -> Result<(), Fail> {
    let (source, mut m) = load(file)?;
    crate::gpu_setup(&mut m, gpu)?;
    Backend::Host
        .available()
        .map_err(|e| fail(file, &source, e))?;
    against.available().map_err(|e| fail(file, &source, e))?;
    let names = callables(&m, only).map_err(|e| fail(file, &source, e))?;
    let mut all_match = true;
    for name in names {
        let (_, f) = m.func(&name).map_err(|e| fail(file, &source, e))?;
        let params: Vec<ast::Type> = f.params.iter().map(|p| p.ty).collect();
        let rets: Vec<ast::Type> = f.rets.iter().map(|p| p.ty).collect();
        let rows = inputs::random_rows(&params, n as usize, seed);
        let host = m
            .call_many(Backend::Host, &name, &rows)
            .map_err(|e| fail(file, &source, e))?;
        let other = m
            .call_many(against, &name, &rows)
            .map_err(|e| fail(file, &source, e))?;
        let bad = host.iter().zip(&other).position(|(x, y)| x != y);
        match bad {
            None => outln!("{}: {}/{} match", name, rows.len(), rows.len()),
            Some(i) => {
                all_match = false;
                let matched = host.iter().zip(&other).filter(|(x, y)| x == y).count();
                outln!(
                    "{}: {}/{} match; first mismatch at input {}:",
                    name,
                    matched,
                    rows.len(),
                    i
                );
                let ins: Vec<String> = rows[i]
                    .iter()
                    .zip(&params)
                    .map(|(v, t)| hex(*v, *t))
                    .collect();
                outln!("  inputs:  {}", ins.join(", "));
                for (k, t) in rets.iter().enumerate() {
                    let (h, o) = (host[i][k], other[i][k]);
                    let mark = if h != o {
                        format!("  differing bits {}", hex(h ^ o, *t))
                    } else {
                        String::new()
                    };
                    outln!(
                        "  ret {}:   host {}  {} {}{}",
                        k,
                        hex(h, *t),
                        against.name(),
                        hex(o, *t),
                        mark
                    );
                }
            }
        }
    }
    if all_match {
        Ok(())
    } else {
        Err(Fail(1, String::new()))
    }
}

/// The `.func`s to compare or emit: `only`, or every `.func` with a body.
pub fn callables(m: &Module, only: Option<&str>) -> Result<Vec<String>, ptxjit::Error> {
    match only {
        Some(n) => {
            m.func(n)?;
            Ok(vec![n.to_string()])
        }
        None => {
            let all = m.callables();
            let names: Vec<String> = all
                .iter()
                .filter(|c| c.kind == ast::FuncKind::Func && m.func(&c.name).is_ok())
                .map(|c| c.name.clone())
                .collect();
            if names.is_empty() {
                // Nothing to run is not a pass.
                let kernels: Vec<&str> = all
                    .iter()
                    .filter(|c| c.kind == ast::FuncKind::Entry)
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
