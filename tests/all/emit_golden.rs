//! Golden machine code: `ptxjit emit FILE --to asm` of the benchmark
//! sequences and example kernels, compared with `tests/emit/*.asm`.
//!
//! The code is made for a fixed CPU (`PTXJIT_CPU=haswell`: AVX2, BMI1/2,
//! no AVX-512), so the listings do not depend on the machine the tests run
//! on. A change to a lowering that changes machine code fails here with the
//! first differing lines; when the new code is intended (equal or better,
//! said in the commit and in `benches/RESULTS.md`), regenerate the files with
//! `PTXJIT_BLESS=1 cargo test --release --test all emit_golden` and review
//! the diff. Besides the files, the claims the README makes about machine
//! code are asserted by name (`vpaddusb`, the wide-sum carry chains, one
//! multiply pair for `madc`).

use std::path::{Path, PathBuf};
use std::process::Command;

/// The CPU preset the golden files are made for.
const CPU: &str = "haswell";

/// The modules whose machine code is pinned: the `.func` sequences of the
/// README's benchmark table and the example kernels.
const GOLDEN: [&str; 8] = [
    "benches/ptx/chains.ptx",
    "benches/ptx/madc.ptx",
    "benches/ptx/video.ptx",
    "benches/ptx/bitmix.ptx",
    "benches/ptx/mont256.ptx",
    "examples/sad.ptx",
    "examples/histogram.ptx",
    "examples/reduce.ptx",
];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// `ptxjit emit FILE --to asm` for the pinned CPU.
fn emit_asm(file: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_ptxjit"))
        .args(["emit", file, "--to", "asm"])
        .env("PTXJIT_CPU", CPU)
        .current_dir(root())
        .output()
        .expect("run ptxjit");
    assert!(
        out.status.success(),
        "ptxjit emit {file} --to asm (PTXJIT_CPU={CPU}) failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8 listing")
}

/// `tests/emit/<dir>-<stem>.asm` for `<dir>/.../<stem>.ptx`.
fn golden_path(file: &str) -> PathBuf {
    let p = Path::new(file);
    let dir = p
        .parent()
        .and_then(|d| d.file_name())
        .and_then(|d| d.to_str())
        .unwrap_or("top");
    let stem = p.file_stem().and_then(|s| s.to_str()).expect("file stem");
    root().join("tests/emit").join(format!("{dir}-{stem}.asm"))
}

/// The part of a listing for one function or kernel (`; function NAME` or
/// `; kernel NAME` up to the next such header).
fn section<'a>(listing: &'a str, name: &str) -> &'a str {
    let heads = [format!("; function {name}\n"), format!("; kernel {name}\n")];
    let start = heads
        .iter()
        .find_map(|h| listing.find(h.as_str()))
        .unwrap_or_else(|| panic!("no section for {name}"));
    let rest = &listing[start + 1..];
    let end = ["\n; function ", "\n; kernel "]
        .iter()
        .filter_map(|h| rest.find(h))
        .min()
        .unwrap_or(rest.len());
    &listing[start..start + 1 + end]
}

/// The VCode instructions of a section (the listing's indented lines).
fn instrs(section: &str) -> Vec<&str> {
    section
        .lines()
        .filter(|l| l.starts_with("  ") && !l.trim_start().starts_with("unwind"))
        .map(str::trim)
        .collect()
}

#[test]
fn machine_code_matches_the_golden_listings() {
    let bless = std::env::var_os("PTXJIT_BLESS").is_some();
    let mut failures = Vec::new();
    for file in GOLDEN {
        let got = emit_asm(file);
        let path = golden_path(file);
        if bless {
            std::fs::write(&path, &got).expect("write golden listing");
            continue;
        }
        let want = std::fs::read_to_string(&path).unwrap_or_else(|e| {
            panic!(
                "{}: {e}; make it with PTXJIT_BLESS=1 cargo test --release --test all emit_golden",
                path.display()
            )
        });
        if got != want {
            let (g, w): (Vec<&str>, Vec<&str>) = (got.lines().collect(), want.lines().collect());
            let at = g
                .iter()
                .zip(&w)
                .position(|(a, b)| a != b)
                .unwrap_or(g.len().min(w.len()));
            failures.push(format!(
                "{file}: machine code differs from {} at line {} (now {} lines, golden {}):\n  golden: {:?}\n  now:    {:?}",
                path.display(),
                at + 1,
                g.len(),
                w.len(),
                w.get(at).unwrap_or(&"<end>"),
                g.get(at).unwrap_or(&"<end>"),
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{}\nIf the new code is intended, regenerate with PTXJIT_BLESS=1 cargo test --release --test all emit_golden and review the diff.",
        failures.join("\n")
    );
}

#[test]
fn saturating_byte_adds_are_one_vector_instruction() {
    // README: "vadd4.u32.sat is one vpaddusb".
    let listing = emit_asm("benches/ptx/video.ptx");
    for (func, instr) in [("vadd4_sat", "vpaddusb"), ("vadd4_s_sat", "vpaddsb")] {
        let code = instrs(section(&listing, func));
        let n = code.iter().filter(|l| l.starts_with(instr)).count();
        assert_eq!(n, 1, "{func}: {n} {instr} in\n{}", code.join("\n"));
        // No per-byte loop: no other vector arithmetic, no scalar byte adds.
        assert!(
            !code
                .iter()
                .any(|l| l.starts_with("addb") || l.starts_with("vpaddb")),
            "{func}:\n{}",
            code.join("\n")
        );
    }
}

#[test]
fn madc_64x64_multiply_is_one_multiply_pair() {
    // README: "the ISA's madc 64x64 multiply is one 64-bit multiply"
    // (its low half `imul`, its high half `mulx` with BMI2), not the four
    // 32x32 products the PTX writes.
    let listing = emit_asm("benches/ptx/madc.ptx");
    let code = instrs(section(&listing, "mul64x64"));
    let muls: Vec<&&str> = code
        .iter()
        .filter(|l| (l.starts_with("imul") || l.starts_with("mul")) && !l.contains('$'))
        .collect();
    assert_eq!(muls.len(), 2, "{muls:?} in\n{}", code.join("\n"));
}

#[test]
fn carry_chains_are_wide_sums_without_flag_spills() {
    // README: a run of add.cc/addc becomes multi-word sums in 64-bit
    // accumulators. The carry is never materialised with setb/setc and
    // re-read, and the four-limb add has no 32-bit add per limb pair with
    // a separate carry compare.
    let listing = emit_asm("benches/ptx/chains.ptx");
    for func in ["add4", "add8", "sub4", "sub8"] {
        let code = instrs(section(&listing, func));
        assert!(
            !code.iter().any(|l| l.starts_with("set")),
            "{func} materialises a flag:\n{}",
            code.join("\n")
        );
        assert!(
            code.iter()
                .any(|l| l.starts_with("addq") || l.starts_with("leaq")),
            "{func} has no 64-bit accumulation:\n{}",
            code.join("\n")
        );
    }
}

#[test]
fn a_cpu_preset_that_does_not_exist_is_refused_with_the_list() {
    let out = Command::new(env!("CARGO_BIN_EXE_ptxjit"))
        .args(["emit", "benches/ptx/madc.ptx", "--to", "asm"])
        .env("PTXJIT_CPU", "no-such-cpu")
        .current_dir(root())
        .output()
        .expect("run ptxjit");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("PTXJIT_CPU=no-such-cpu") && err.contains("haswell"),
        "{err}"
    );
}
