//! Hardware reference vectors: outputs of an NVIDIA GPU (see
//! `tests/vectors/README.md`) for a fixed input set over the whole variant
//! enumeration (`tests/vectors/variants.rs`), checked here against the
//! interpreter and the host JIT without a GPU.
//!
//! Two ignored tests drive the GPU sweep that produced the vectors (see
//! `scripts/gpu/sweep.sh`): `sweep_generate` writes the PTX module (each
//! variant with a `_rows` wrapper) and >= 10^5 input rows per variant into
//! `$PTXJIT_SWEEP_DIR`; the GPU writes `out_{i}.bin`; `sweep_check` compares
//! the GPU's outputs with the interpreter and the host JIT, writes a report
//! of every disagreement and the vector files.

use crate::variants;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use ptxjit::{Backend, Module};
use variants::{gpu_source, inputs, source, variants, Variant};

/// One variant of a vector file with its rows.
struct VecVariant {
    label: String,
    params: Vec<u32>,
    rets: Vec<u32>,
    body: String,
    rows: Vec<(Vec<u64>, Vec<u64>)>,
}

fn parse_nums(s: &str) -> Vec<u64> {
    s.split_whitespace()
        .map(|t| {
            u64::from_str_radix(t.trim_start_matches("0x"), 16)
                .unwrap_or_else(|_| panic!("bad hex number {t:?}"))
        })
        .collect()
}

fn parse_widths(s: &str) -> Vec<u32> {
    s.split_whitespace()
        .map(|t| t.parse().expect("width"))
        .collect()
}

/// Parses a vector file (format in tests/vectors/README.md).
fn parse_file(text: &str) -> Vec<VecVariant> {
    let mut out: Vec<VecVariant> = Vec::new();
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "variant" => out.push(VecVariant {
                label: rest.to_string(),
                params: Vec::new(),
                rets: Vec::new(),
                body: String::new(),
                rows: Vec::new(),
            }),
            "params" => out.last_mut().expect("variant first").params = parse_widths(rest),
            "rets" => out.last_mut().expect("variant first").rets = parse_widths(rest),
            "body" => out.last_mut().expect("variant first").body = rest.to_string(),
            "row" => {
                let (i, o) = rest.split_once("->").expect("row has ->");
                out.last_mut()
                    .expect("variant first")
                    .rows
                    .push((parse_nums(i), parse_nums(o)));
            }
            _ => panic!("unknown line {line:?}"),
        }
    }
    out
}

fn vectors_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/vectors")
}

#[test]
fn interpreter_and_host_match_gpu_reference_vectors() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(vectors_dir())
        .expect("tests/vectors")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no hardware vectors under tests/vectors");
    let mut rows_checked = 0usize;
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("read vector file");
        for vv in parse_file(&text) {
            let var = Variant {
                family: String::new(),
                label: vv.label.clone(),
                params: vv.params.clone(),
                rets: vv.rets.clone(),
                body: vv.body.clone(),
            };
            let m = Module::from_ptx(&source(std::slice::from_ref(&var)))
                .unwrap_or_else(|e| panic!("{}: {e}", vv.label));
            // The vectors hold the random 64-bit slots the GPU wrapper was
            // given; a parameter reads only its low bits, and the library
            // takes values that fit the parameter.
            let sig = m.signature("f0").expect("f0 callable");
            let rows: Vec<Vec<u64>> = vv
                .rows
                .iter()
                .map(|r| {
                    r.0.iter()
                        .zip(&sig.params)
                        .map(|(v, t)| v & t.mask())
                        .collect()
                })
                .collect();
            for be in [Backend::Interp, Backend::Host] {
                let got = m
                    .call_many(be, "f0", &rows)
                    .unwrap_or_else(|e| panic!("{} on {}: {e}", vv.label, be.name()));
                for ((inp, want), have) in vv.rows.iter().zip(&got) {
                    if want != have {
                        failures.push(format!(
                            "{} [{}] on {}: inputs {:x?}: GPU {:x?}, ours {:x?}",
                            vv.label,
                            f.file_name().unwrap_or_default().to_string_lossy(),
                            be.name(),
                            inp,
                            want,
                            have
                        ));
                    }
                }
            }
            rows_checked += vv.rows.len();
        }
    }
    assert!(rows_checked >= 1000, "only {rows_checked} vector rows");
    assert!(
        failures.is_empty(),
        "{} disagreement(s) with the GPU:\n{}",
        failures.len(),
        failures[..failures.len().min(40)].join("\n")
    );
}

#[test]
fn vector_files_parse() {
    let vs = parse_file(
        "# c\nvariant add.u32\nparams 32 32\nrets 32\nbody add.u32 r0, a0, a1;\nrow 0x1 0x2 -> 0x3\n",
    );
    assert_eq!(vs.len(), 1);
    assert_eq!(vs[0].params, vec![32, 32]);
    assert_eq!(vs[0].rows, vec![(vec![1, 2], vec![3])]);
}

// ------------------------------------------------------------ the GPU sweep

fn sweep_dir() -> PathBuf {
    PathBuf::from(std::env::var("PTXJIT_SWEEP_DIR").unwrap_or_else(|_| "target/sweep".into()))
}

fn rows_per_variant() -> usize {
    std::env::var("PTXJIT_SWEEP_ROWS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(100_000)
}

fn sweep_inputs(i: usize, var: &Variant) -> Vec<Vec<u64>> {
    let n = rows_per_variant();
    let edges = 4096.min(n / 2);
    inputs(var, edges, n.saturating_sub(edges), 0x5eed_0000 ^ i as u64)
}

fn write_u64s(p: &Path, v: &[u64]) {
    let bytes: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
    std::fs::write(p, bytes).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
}

fn read_u64s(p: &Path) -> Vec<u64> {
    let b = std::fs::read(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    b.chunks_exact(8)
        .map(|c| u64::from_le_bytes(c.try_into().expect("8 bytes")))
        .collect()
}

#[test]
#[ignore]
fn sweep_generate() {
    let dir = sweep_dir();
    std::fs::create_dir_all(&dir).expect("sweep dir");
    let vs = variants();
    // PTXJIT_SWEEP_PTX: a module with the same f{i}_rows kernels made
    // elsewhere (the NVPTX native-mode emission) instead of the original text.
    match std::env::var("PTXJIT_SWEEP_PTX") {
        Ok(p) => std::fs::copy(&p, dir.join("sweep.ptx")).map(|_| ()),
        Err(_) => std::fs::write(dir.join("sweep.ptx"), gpu_source(&vs)),
    }
    .expect("write ptx");
    let mut manifest = String::new();
    for (i, var) in vs.iter().enumerate() {
        let rows = sweep_inputs(i, var);
        let flat: Vec<u64> = rows.iter().flatten().copied().collect();
        write_u64s(&dir.join(format!("in_{i}.bin")), &flat);
        let _ = writeln!(
            manifest,
            "{i} {} {} {}",
            rows.len(),
            var.params.len(),
            var.rets.len()
        );
    }
    std::fs::write(dir.join("manifest.txt"), manifest).expect("manifest");
    println!("{} variants written to {}", vs.len(), dir.display());
}

fn hex(v: &[u64]) -> String {
    v.iter()
        .map(|x| format!("{x:#x}"))
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
#[ignore]
fn sweep_check() {
    let dir = sweep_dir();
    let out_dir = std::env::var("PTXJIT_VECTORS_OUT")
        .map(PathBuf::from)
        .unwrap_or_else(|_| dir.join("vectors"));
    std::fs::create_dir_all(&out_dir).expect("vectors out");
    let vs = variants();
    let m = Module::from_ptx(&source(&vs)).expect("module");
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(4);
    let mut report = String::new();
    let mut files: std::collections::BTreeMap<String, String> = Default::default();
    let mut total_mismatch = 0usize;
    let mut total_rows = 0usize;
    for (i, var) in vs.iter().enumerate() {
        let name = format!("f{i}");
        let rows = sweep_inputs(i, var);
        let gpu_flat = read_u64s(&dir.join(format!("out_{i}.bin")));
        let nr = var.rets.len();
        assert_eq!(
            gpu_flat.len(),
            rows.len() * nr,
            "{}: output size",
            var.label
        );
        let host = m.call_many(Backend::Host, &name, &rows).expect("host");
        // The interpreter in parallel chunks.
        let chunk = rows.len().div_ceil(threads);
        let interp: Vec<Vec<u64>> = std::thread::scope(|s| {
            let hs: Vec<_> = rows
                .chunks(chunk)
                .map(|c| s.spawn(|| m.call_many(Backend::Interp, &name, c).expect("interp")))
                .collect();
            hs.into_iter()
                .flat_map(|h| h.join().expect("thread"))
                .collect()
        });
        let mut mism = 0usize;
        let mut bad_rows = Vec::new();
        for (r, row) in rows.iter().enumerate() {
            let g = &gpu_flat[r * nr..(r + 1) * nr];
            if g != interp[r].as_slice() || g != host[r].as_slice() {
                mism += 1;
                if bad_rows.len() < 8 {
                    bad_rows.push(r);
                }
                let _ = row;
            }
        }
        total_rows += rows.len();
        if mism > 0 {
            total_mismatch += mism;
            let _ = writeln!(
                report,
                "== {} ({}): {mism}/{} rows differ\nbody: {}",
                var.label,
                name,
                rows.len(),
                var.body
            );
            for &r in &bad_rows {
                let g = &gpu_flat[r * nr..(r + 1) * nr];
                let _ = writeln!(
                    report,
                    "  in [{}]\n    gpu    [{}]\n    interp [{}]\n    host   [{}]",
                    hex(&rows[r]),
                    hex(g),
                    hex(&interp[r]),
                    hex(&host[r])
                );
            }
        }
        // Vector rows: the first 4 edge rows, 4 spread over the rest.
        let picks: Vec<usize> = (0..4)
            .chain((0..4).map(|k| 4096.min(rows.len() / 2) + k * 997))
            .filter(|&r| r < rows.len())
            .collect();
        let f = files.entry(var.family.clone()).or_default();
        let _ = writeln!(
            f,
            "variant {}\nparams {}\nrets {}\nbody {}",
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
            var.body
        );
        for r in picks {
            let _ = writeln!(
                f,
                "row {} -> {}",
                hex(&rows[r]),
                hex(&gpu_flat[r * nr..(r + 1) * nr])
            );
        }
    }
    for (fam, text) in &files {
        let safe: String = fam
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        std::fs::write(
            out_dir.join(format!("{safe}.txt")),
            format!("# GPU reference vectors, family {fam}: see README.md\n{text}"),
        )
        .expect("write vectors");
    }
    let summary = format!(
        "{} variants, {total_rows} rows, {total_mismatch} rows differ\n",
        vs.len()
    );
    std::fs::write(out_dir.join("report.txt"), format!("{summary}{report}")).expect("report");
    println!("{summary}");
}
