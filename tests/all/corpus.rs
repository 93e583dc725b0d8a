//! The corpus of public CUDA kernels (`tests/corpus/`, README there):
//! sources from public projects compiled by NVRTC 12.9 and by clang-19
//! (PTX committed; `scripts/corpus.sh` regenerates it), each case launched
//! through `ptxjit run` on the host backend and the interpreter, every
//! dumped buffer compared byte for byte with what an independent Python
//! reference (`tests/corpus/reference.py`) computed from the CUDA source.
//! Floating-point modules (`"runs": false`) must load.

use std::path::{Path, PathBuf};
use std::process::Command;

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus")
}

fn sub(s: &str, dir: &Path) -> String {
    s.replace("@/", &format!("{}/", dir.display()))
}

fn strs(v: &serde_json::Value) -> Vec<String> {
    v.as_array()
        .map(|a| {
            a.iter()
                .map(|x| x.as_str().expect("a string").to_string())
                .collect()
        })
        .unwrap_or_default()
}

fn dims(v: &serde_json::Value) -> String {
    let d: Vec<String> = v
        .as_array()
        .expect("[x, y, z]")
        .iter()
        .map(|x| x.as_u64().expect("a count").to_string())
        .collect();
    d.join(",")
}

#[test]
fn public_kernels_load_and_give_the_reference_outputs() {
    let dir = corpus();
    let cases: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("cases.json")).expect("cases.json"))
            .expect("JSON");
    let tmp = std::env::temp_dir().join(format!("ptxjit-corpus-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("temp dir");
    let mut modules = std::collections::BTreeSet::new();
    let (mut passed, mut loaded) = (0, 0);
    // Runs that passed on the llvm backend.
    let mut llvm_passed = 0;
    let llvm = ptxjit::Backend::Llvm.available().is_ok();
    let mut failures = Vec::new();
    for c in cases.as_array().expect("a list of cases") {
        let name = c["name"].as_str().expect("name");
        let runs = c["runs"].as_bool().unwrap_or(true);
        for ptx in strs(&c["ptx"]) {
            let path = dir.join(&ptx);
            if !path.exists() {
                // This compiler cannot build the source (tests/corpus/ptx/build.log).
                continue;
            }
            modules.insert(ptx.clone());
            let comp = if ptx.contains(".nvrtc.") {
                "nvrtc"
            } else {
                "clang"
            };
            let p = path.to_str().expect("utf-8 path");
            if !runs {
                let out = Command::new(env!("CARGO_BIN_EXE_ptxjit"))
                    .args(["check", p])
                    .output()
                    .expect("ptxjit");
                if out.status.success() {
                    loaded += 1;
                } else {
                    failures.push(format!(
                        "{name} [{comp}]: does not load: {}",
                        String::from_utf8_lossy(&out.stderr)
                    ));
                }
                continue;
            }
            let kernel = c[format!("kernel_{comp}").as_str()]
                .as_str()
                .expect("the kernel's name for this compiler");
            // The third run: every sanitizer on, which must report nothing
            // on real code.
            for backend in ["host", "interp", "sanitized", "llvm"] {
                if backend == "llvm" && !llvm {
                    continue;
                }
                let mut cmd = Command::new(env!("CARGO_BIN_EXE_ptxjit"));
                match backend {
                    "sanitized" => cmd.args(["run", p, "--kernel", kernel, "--sanitize", "all"]),
                    _ => cmd.args(["run", p, "--kernel", kernel, "--backend", backend]),
                };
                cmd.args(["--grid", &dims(&c["grid"]), "--block", &dims(&c["block"])])
                    .args(["--timeout", "120"]);
                if let Some(s) = c["shared"].as_u64().filter(|&s| s > 0) {
                    cmd.args(["--shared", &s.to_string()]);
                }
                for s in strs(&c["sets"]) {
                    cmd.args(["--set", &sub(&s, &dir)]);
                }
                for a in strs(&c["args"]) {
                    cmd.args(["--arg", &sub(&a, &dir)]);
                }
                let expect = c["expect"].as_array().expect("expect");
                let mut outs = Vec::new();
                for (i, e) in expect.iter().enumerate() {
                    let out = tmp.join(format!("{name}.{comp}.{backend}.{i}.bin"));
                    let what = match &e["dump"] {
                        serde_json::Value::String(v) => v.clone(),
                        k => k.as_u64().expect("an argument index").to_string(),
                    };
                    cmd.args(["--dump", &format!("{what}:{}", out.display())]);
                    outs.push((out, dir.join(e["file"].as_str().expect("file"))));
                }
                let label = format!("{name} [{comp}/{backend}]");
                let run = cmd.output().expect("ptxjit");
                if !run.status.success() {
                    failures.push(format!("{label}: {}", String::from_utf8_lossy(&run.stderr)));
                    continue;
                }
                let mut ok = true;
                for (got, want) in &outs {
                    let g = std::fs::read(got).expect("dump written");
                    let w = std::fs::read(want).expect("expected file");
                    if g != w {
                        ok = false;
                        let at = g.iter().zip(&w).position(|(a, b)| a != b);
                        failures.push(format!(
                            "{label}: {} differs from {} ({} vs {} bytes, first difference at {:?})",
                            got.display(),
                            want.display(),
                            g.len(),
                            w.len(),
                            at
                        ));
                    }
                }
                if backend == "llvm" {
                    llvm_passed += usize::from(ok);
                } else {
                    passed += usize::from(ok);
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // What the corpus holds (tests/corpus/README.md): a change that drops
    // cases must say so here.
    assert!(modules.len() >= 50, "{} PTX modules", modules.len());
    assert!(
        passed >= 267,
        "{passed} runs passed (host, interp and sanitized)"
    );
    assert!(loaded >= 7, "{loaded} load-only modules");
    eprintln!("corpus: llvm backend: {llvm_passed} runs passed");
    if llvm {
        assert!(llvm_passed >= 89, "{llvm_passed} runs passed on llvm");
    }
}
