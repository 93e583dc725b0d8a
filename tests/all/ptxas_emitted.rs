//! Every PTX that the NVPTX path emits is accepted by NVIDIA's `ptxas`: the
//! examples and the whole variant enumeration (`tests/vectors/variants.rs`),
//! in native and lowered mode, for sm_80 and sm_90, with no error and no
//! warning. `ptxas` comes from `scripts/setup.sh` (`.tools/cuda/usr/bin/ptxas`,
//! CUDA 11.8); when it is absent the assembling is skipped with the reason
//! printed (the emission itself is still checked).
#![cfg(feature = "llvm")]

use crate::variants;

use crate::guarded_carry;

use guarded_carry::guarded_carry_variants;

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
    // Carry chains cut by guards, setp/selp and branches (CF handed between
    // inline-asm blocks and the normal lowering).
    let gv = guarded_carry_variants();
    let p = program(&variants::source(&gv));
    let names: Vec<String> = (0..gv.len()).map(|i| format!("f{i}")).collect();
    check_program("guarded-carry", &p, &names, &mut failures);
    // nanosleep, passed through as inline PTX in native mode (sm_70+).
    let p = program(
        ".version 7.8\n.target sm_80\n.address_size 64\n\
         .visible .func (.reg .b32 d) nap(.reg .b32 a)\n\
         { nanosleep.u32 a; nanosleep.u32 100; add.u32 d, a, 1; ret; }\n",
    );
    check_program("nanosleep", &p, &["nap".to_string()], &mut failures);
    let native = emit_ptx(&p, &["nap"], Mode::Native, 80).expect("emit");
    assert_eq!(native.matches("nanosleep.u32").count(), 2, "{native}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Writes the native-mode PTX (sm_90) of the whole variant enumeration to
/// `$PTXJIT_NATIVE_PTX` (default `target/sweep-native.ptx`), for the GPU sweep
/// (`PTXJIT_SWEEP_PTX` of `tests/all/hw_vectors.rs`).
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

fn gc_dir() -> PathBuf {
    PathBuf::from(std::env::var("PTXJIT_GC_DIR").unwrap_or_else(|_| "target/guarded-carry".into()))
}

fn gc_rows(i: usize, var: &variants::Variant) -> Vec<Vec<u64>> {
    variants::inputs(var, 1024, 3072, 0x6c_0000 ^ i as u64)
}

/// For the GPU: writes `$PTXJIT_GC_DIR` (default `target/guarded-carry`)
/// with `native/` (the native-mode NVPTX emission, sm_90) and `orig/` (the
/// original PTX text with hand-written wrappers), each holding `sweep.ptx`,
/// `manifest.txt` and `in_{i}.bin` for `scripts/gpu/run_rows.py`.
#[test]
#[ignore]
fn write_guarded_carry_gpu_dir() {
    let gv = guarded_carry_variants();
    let p = program(&variants::source(&gv));
    let names: Vec<String> = (0..gv.len()).map(|i| format!("f{i}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let native = emit_ptx(&p, &names, Mode::Native, 90).expect("emit");
    let mut manifest = String::new();
    for (i, var) in gv.iter().enumerate() {
        let rows = gc_rows(i, var);
        manifest.push_str(&format!(
            "{i} {} {} {}\n",
            rows.len(),
            var.params.len(),
            var.rets.len()
        ));
    }
    for (sub, ptx) in [("native", native), ("orig", variants::gpu_source(&gv))] {
        let d = gc_dir().join(sub);
        std::fs::create_dir_all(&d).expect("dir");
        std::fs::write(d.join("sweep.ptx"), ptx).expect("ptx");
        std::fs::write(d.join("manifest.txt"), &manifest).expect("manifest");
        for (i, var) in gv.iter().enumerate() {
            let bytes: Vec<u8> = gc_rows(i, var)
                .iter()
                .flatten()
                .flat_map(|x| x.to_le_bytes())
                .collect();
            std::fs::write(d.join(format!("in_{i}.bin")), bytes).expect("inputs");
        }
    }
    println!("wrote {}", gc_dir().display());
}

/// After the GPU ran both modules (`out_{i}.bin` in `native/` and `orig/`):
/// every GPU output row equals the interpreter's. Writes
/// `guarded_carry.txt` (vector rows, from the original text) to the folder.
#[test]
#[ignore]
fn check_guarded_carry_gpu_outputs() {
    use ptxjit::{Backend, Module};
    let gv = guarded_carry_variants();
    let m = Module::from_ptx(&variants::source(&gv)).expect("module");
    let hex = |v: &[u64]| {
        v.iter()
            .map(|x| format!("{x:#x}"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut bad = Vec::new();
    let mut vectors =
        String::from("# GPU reference vectors, family guarded_carry: see README.md\n");
    for (i, var) in gv.iter().enumerate() {
        let rows = gc_rows(i, var);
        let want = m
            .call_many(Backend::Interp, &format!("f{i}"), &rows)
            .expect("interp");
        let nr = var.rets.len();
        let mut outs = Vec::new();
        for sub in ["native", "orig"] {
            let b = std::fs::read(gc_dir().join(sub).join(format!("out_{i}.bin"))).expect("out");
            let got: Vec<u64> = b
                .chunks_exact(8)
                .map(|c| u64::from_le_bytes(c.try_into().expect("8")))
                .collect();
            assert_eq!(got.len(), rows.len() * nr, "{}: output size", var.label);
            let n = (0..rows.len())
                .filter(|&r| got[r * nr..(r + 1) * nr] != want[r][..])
                .count();
            println!("{sub} {}: {n}/{} rows differ", var.label, rows.len());
            if let Some(r) = (0..rows.len()).find(|&r| got[r * nr..(r + 1) * nr] != want[r][..]) {
                bad.push(format!(
                    "{sub} {}: in [{}] gpu [{}] interp [{}]",
                    var.label,
                    hex(&rows[r]),
                    hex(&got[r * nr..(r + 1) * nr]),
                    hex(&want[r])
                ));
            }
            outs.push(got);
        }
        vectors.push_str(&format!(
            "variant {}\nparams {}\nrets {}\nbody {}\n",
            var.label,
            var.params
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(" "),
            var.rets
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(" "),
            var.body.split_whitespace().collect::<Vec<_>>().join(" ")
        ));
        for r in (0..4).chain((0..4).map(|k| 1024 + k * 517)) {
            if r < rows.len() {
                vectors.push_str(&format!(
                    "row {} -> {}\n",
                    hex(&rows[r]),
                    hex(&outs[1][r * nr..(r + 1) * nr])
                ));
            }
        }
    }
    std::fs::write(gc_dir().join("guarded_carry.txt"), vectors).expect("vectors");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// `bar.red` reaches the GPU as `llvm.nvvm.barrier0.popc/and/or` (the
/// emitted PTX has both reductions); a guarded barrier is refused, since
/// those intrinsics make every thread take part.
#[test]
fn bar_red_emits_and_guarded_barriers_are_refused() {
    let head = ".version 7.8\n.target sm_80\n.address_size 64\n";
    let plain = format!(
        "{head}.visible .func (.reg .b32 r) f(.reg .b32 a)\n{{\n    .reg .pred p, q;\n    setp.ne.u32 p, a, 0;\n    bar.red.popc.u32 r, 0, p;\n    bar.red.and.pred q, 0, !p;\n    @q add.u32 r, r, 1;\n    ret;\n}}\n"
    );
    let prog = variants::program(&plain);
    let ptx = emit_ptx(&prog, &["f"], Mode::Native, 80).expect("emit");
    assert!(
        ptx.contains("bar.red.popc.u32") && ptx.contains("bar.red.and.pred"),
        "{ptx}"
    );
    let guarded = plain.replace(
        "    bar.red.popc.u32 r, 0, p;",
        "    @p bar.red.popc.u32 r, 0, p;",
    );
    let prog = variants::program(&guarded);
    let e = emit_ptx(&prog, &["f"], Mode::Native, 80)
        .unwrap_err()
        .to_string();
    assert!(e.contains("guarded bar.sync/bar.red"), "{e}");
}
