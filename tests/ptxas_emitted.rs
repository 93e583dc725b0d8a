//! Every PTX that the NVPTX path emits is accepted by NVIDIA's `ptxas`: the
//! examples and the whole variant enumeration (`tests/vectors/variants.rs`),
//! in native and lowered mode, for sm_80 and sm_90, with no error and no
//! warning. `ptxas` comes from `scripts/setup.sh` (`.tools/cuda/usr/bin/ptxas`,
//! CUDA 11.8); when it is absent the assembling is skipped with the reason
//! printed (the emission itself is still checked).
#![cfg(feature = "llvm")]

#[path = "vectors/variants.rs"]
mod variants;

use std::path::{Path, PathBuf};
use std::process::Command;

use ptxjit_frontend::ir::Program;
use ptxjit_lower::llvm::nvptx::{emit_ptx, ptx_version};
use ptxjit_lower::llvm::Mode;

fn ptxas() -> Option<PathBuf> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join(".tools/cuda/usr/bin/ptxas");
    let ok = Command::new(&p)
        .arg("--version")
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false);
    ok.then_some(p)
}

/// The highest PTX ISA version this ptxas reads (11.8 reads 7.8).
fn ptxas_max_version(p: &Path) -> u32 {
    let out = Command::new(p).arg("--version").output().expect("ptxas");
    let text = String::from_utf8_lossy(&out.stdout);
    if text.contains("release 11.") {
        78
    } else {
        90
    }
}

/// Assembles `ptx` for `sm`; returns ptxas' complaints (empty when clean).
fn assemble(ptxas: &Path, ptx: &str, sm: u32, tag: &str) -> String {
    let dir = std::env::temp_dir().join(format!("ptxjit-ptxas-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("tmp");
    let file = dir.join(format!("{tag}.ptx"));
    std::fs::write(&file, ptx).expect("write");
    let out = Command::new(ptxas)
        .args([
            "--gpu-name",
            &format!("sm_{sm}"),
            "--warning-as-error",
            "-o",
        ])
        .arg(dir.join(format!("{tag}.cubin")))
        .arg(&file)
        .output()
        .expect("run ptxas");
    let mut msg = String::from_utf8_lossy(&out.stderr).to_string();
    if !out.status.success() && msg.is_empty() {
        msg = format!("ptxas failed with {}", out.status);
    }
    msg
}

fn program(src: &str) -> Program {
    let ast = ptxjit_frontend::parse(src).expect("parse");
    ptxjit_frontend::check(&ast).expect("check")
}

fn funcs(p: &Program) -> Vec<String> {
    p.funcs
        .iter()
        .filter(|f| f.body.is_some() && f.kind == ptxjit_frontend::ast::FuncKind::Func)
        .map(|f| f.name.clone())
        .collect()
}

/// Emits and (with ptxas) assembles `prog` in both modes for sm_80/sm_90.
fn check_program(tag: &str, prog: &Program, names: &[String], failures: &mut Vec<String>) {
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let tool = ptxas();
    for mode in [Mode::Native, Mode::Lowered] {
        for sm in [80, 90] {
            let ptx = match emit_ptx(prog, &names, mode, sm) {
                Ok(p) => p,
                Err(e) => {
                    failures.push(format!("{tag} {mode:?} sm_{sm}: emit: {e}"));
                    continue;
                }
            };
            assert!(ptx.contains(".entry"), "{tag}: no kernel in the PTX");
            let Some(tool) = &tool else { continue };
            if ptx_version(prog, &names, mode) > ptxas_max_version(tool) {
                println!(
                    "{tag} {mode:?} sm_{sm}: needs PTX {} (add.u16x2/min.relu passed through); this ptxas reads at most 7.8: not assembled",
                    ptx_version(prog, &names, mode)
                );
                continue;
            }
            let msg = assemble(tool, &ptx, sm, &format!("{tag}-{mode:?}-{sm}"));
            if !msg.trim().is_empty() {
                failures.push(format!("{tag} {mode:?} sm_{sm}: ptxas: {msg}"));
            }
        }
    }
}

#[test]
fn ptxas_accepts_every_emitted_module() {
    if ptxas().is_none() {
        println!("ptxas not found at .tools/cuda/usr/bin/ptxas (run scripts/setup.sh): emission checked, assembling skipped");
    }
    let mut failures = Vec::new();
    // The examples.
    let ex = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut files: Vec<_> = std::fs::read_dir(&ex)
        .expect("examples")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ptx"))
        .collect();
    files.sort();
    for f in files {
        let src = std::fs::read_to_string(&f).expect("read");
        let p = program(&src);
        let names = funcs(&p);
        if names.is_empty() {
            continue;
        }
        let tag = f
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .to_string();
        check_program(&tag, &p, &names, &mut failures);
    }
    // The variant enumeration: the variants that need PTX 8.0 in native mode
    // (u16x2/s16x2, .relu) in a module of their own.
    let vs = variants::variants();
    let p = program(&variants::source(&vs));
    let (new, old): (Vec<usize>, Vec<usize>) =
        (0..vs.len()).partition(|&i| vs[i].body.contains("16x2") || vs[i].body.contains(".relu"));
    for (tag, idx) in [("variants", old), ("variants-ptx80", new)] {
        let names: Vec<String> = idx.iter().map(|i| format!("f{i}")).collect();
        check_program(tag, &p, &names, &mut failures);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Writes the native-mode PTX (sm_90) of the whole variant enumeration to
/// `$PTXJIT_NATIVE_PTX` (default `target/sweep-native.ptx`), for the GPU sweep
/// (`PTXJIT_SWEEP_PTX` of `tests/hw_vectors.rs`).
#[test]
#[ignore]
fn write_native_sweep_ptx() {
    let vs = variants::variants();
    let p = program(&variants::source(&vs));
    let names: Vec<String> = (0..vs.len()).map(|i| format!("f{i}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let ptx = emit_ptx(&p, &names, Mode::Native, 90).expect("emit");
    let path =
        std::env::var("PTXJIT_NATIVE_PTX").unwrap_or_else(|_| "target/sweep-native.ptx".into());
    std::fs::write(&path, ptx).expect("write");
    println!("wrote {path}");
}
