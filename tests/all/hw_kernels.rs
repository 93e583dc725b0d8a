//! Warp-collective hardware vectors (`tests/vectors/warp.txt`): the kernels
//! of `tests/vectors/warp/*.ptx` (every `shfl`/`vote`/`match`/`redux`/
//! `elect` mode, `activemask`, partial, split and exited-lane membermasks,
//! blocks of 32, 64 and 40 threads, warp-synchronous shared memory, the
//! legacy forms) as an H100 ran them, checked against the interpreter and
//! the host JIT. No GPU is needed; see `tests/vectors/README.md`.

use ptxjit::{Backend, KernelArg, Launch, Module};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

/// What an exited lane leaves in its eight output words.
const SENTINEL: u32 = 0xa5a5_a5a5;

/// One kernel at one block size, with its input and output words per case.
struct Group {
    module: String,
    kernel: String,
    threads: u32,
    cases: Vec<(Vec<u32>, Vec<u32>)>,
}

fn words(line: &str, tag: &str) -> Vec<u32> {
    line.strip_prefix(tag)
        .unwrap_or_else(|| panic!("expected '{tag}' line"))
        .split_whitespace()
        .map(|w| u32::from_str_radix(w, 16).expect("hex word"))
        .collect()
}

/// Parses warp.txt (format in tests/vectors/README.md).
fn parse(text: &str) -> Vec<Group> {
    let mut groups: Vec<Group> = Vec::new();
    let mut lines = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty());
    while let Some(l) = lines.next() {
        if let Some(rest) = l.strip_prefix("kernel ") {
            let f: Vec<&str> = rest.split_whitespace().collect();
            assert_eq!((f.len(), f[2]), (4, "threads"), "bad kernel line {l}");
            groups.push(Group {
                module: f[0].to_string(),
                kernel: f[1].to_string(),
                threads: f[3].parse().unwrap(),
                cases: Vec::new(),
            });
        } else {
            let input = words(l, "in ");
            let output = words(lines.next().expect("out line"), "out ");
            let g = groups.last_mut().expect("a kernel line first");
            assert_eq!(input.len(), 4 * g.threads as usize);
            assert_eq!(output.len(), 8 * g.threads as usize);
            g.cases.push((input, output));
        }
    }
    groups
}

fn bytes(v: &[u32]) -> KernelArg {
    KernelArg::Buffer(v.iter().flat_map(|x| x.to_le_bytes()).collect())
}

/// Runs every case of every group on `backend`; returns a report of the
/// words that differ from the GPU (empty when all agree) and the count of
/// cases run.
fn check(backend: Backend, groups: &[Group]) -> (String, usize) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/vectors/kernels");
    let mut modules = BTreeMap::new();
    let mut report = String::new();
    let mut run = 0;
    for g in groups {
        let m = modules.entry(g.module.clone()).or_insert_with(|| {
            let src = std::fs::read_to_string(dir.join(format!("{}.ptx", g.module))).unwrap();
            Module::from_ptx(&src).unwrap()
        });
        let k = m.prepare_kernel(backend, &g.kernel).unwrap();
        let launch = Launch {
            grid: [1, 1, 1],
            block: [g.threads, 1, 1],
            dynamic_shared: 0,
        };
        let mut bad = 0;
        for (ci, (input, gpu)) in g.cases.iter().enumerate() {
            run += 1;
            let out = match k.launch(&launch, &[bytes(input), bytes(&vec![SENTINEL; gpu.len()])]) {
                Ok(out) => out[1].clone().unwrap(),
                Err(e) => {
                    let _ = writeln!(report, "{} x{} case {ci}: {e}", g.kernel, g.threads);
                    continue;
                }
            };
            let ours: Vec<u32> = out
                .chunks(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect();
            for (i, (o, h)) in ours.iter().zip(gpu).enumerate() {
                if o != h {
                    bad += 1;
                    if bad <= 4 {
                        let (t, w) = (i / 8, i % 8);
                        let a = &input[4 * t..4 * t + 4];
                        let _ = writeln!(
                            report,
                            "{} x{} case {ci} thread {t} r{w}: gpu {h:#x}, {backend:?} {o:#x} (a b c d = {:#x} {:#x} {:#x} {:#x})",
                            g.kernel, g.threads, a[0], a[1], a[2], a[3]
                        );
                    }
                }
            }
        }
        if bad > 4 {
            let _ = writeln!(
                report,
                "{} x{}: {bad} words differ in all",
                g.kernel, g.threads
            );
        }
    }
    (report, run)
}

fn vectors() -> Vec<Group> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/vectors/kernels/gpu.txt");
    parse(&std::fs::read_to_string(path).unwrap())
}

#[test]
fn every_kernel_has_vectors_at_every_block_size() {
    let groups = vectors();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/vectors/kernels");
    let mut kernels = 0;
    for e in std::fs::read_dir(&dir).unwrap() {
        let path = e.unwrap().path();
        if path.extension().is_none_or(|x| x != "ptx") {
            continue;
        }
        let module = path.file_stem().unwrap().to_str().unwrap().to_string();
        let src = std::fs::read_to_string(&path).unwrap();
        for name in src.split(".entry ").skip(1) {
            let name = &name[..name.find('(').unwrap()];
            kernels += 1;
            for threads in [32, 64, 40] {
                let g = groups
                    .iter()
                    .find(|g| g.module == module && g.kernel == name && g.threads == threads)
                    .unwrap_or_else(|| panic!("no vectors for {module} {name} x{threads}"));
                assert_eq!(g.cases.len(), 8, "{name} x{threads}");
            }
        }
    }
    assert_eq!(
        kernels * 3,
        groups.len(),
        "vectors for kernels that no longer exist"
    );
}

#[test]
fn interpreter_matches_gpu_kernel_vectors() {
    let groups = vectors();
    let (report, run) = check(Backend::Interp, &groups);
    assert!(run >= 1200, "only {run} cases");
    assert!(report.is_empty(), "interp differs from the H100:\n{report}");
}

#[test]
fn host_matches_gpu_kernel_vectors() {
    let groups = vectors();
    let (report, run) = check(Backend::Host, &groups);
    assert!(run >= 1200, "only {run} cases");
    assert!(report.is_empty(), "host differs from the H100:\n{report}");
}

/// `bfe.s32` with a field past the msb, `pos` and `len` known to ptxas
/// (docs/sass/bfe_s32_const-h100.txt, docs/semantics.md section 3): the
/// interpreter and the host JIT give the H100's rows, except where the
/// H100's `pos` came from a `mov`'d constant register (column r5), which
/// ptxjit computes as the ISA does when `a[31]` is 0.
#[test]
fn bfe_s32_with_known_positions_past_the_msb_matches_the_h100() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("docs/sass/bfe_s32_const-h100.txt")).unwrap();
    let rows: Vec<Vec<u32>> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            l.split_whitespace()
                .map(|w| u32::from_str_radix(w, 16).unwrap())
                .collect()
        })
        .collect();
    assert_eq!(rows.len(), 4);
    let src = std::fs::read_to_string(root.join("docs/sass/bfe_s32_const_probe.ptx")).unwrap();
    let m = Module::from_ptx(&src).unwrap();
    let mut input: Vec<u32> = rows.iter().map(|r| r[0]).collect();
    input.resize(64, 0);
    input.extend([40, 8]);
    let launch = Launch {
        grid: [1, 1, 1],
        block: [4, 1, 1],
        dynamic_shared: 0,
    };
    for backend in [Backend::Interp, Backend::Host] {
        let k = m.prepare_kernel(backend, "bfe_probe").unwrap();
        let out = k
            .launch(&launch, &[bytes(&[0; 32]), bytes(&input)])
            .unwrap()[0]
            .clone()
            .unwrap();
        for (t, row) in rows.iter().enumerate() {
            let a = row[0];
            for (w, &gpu) in row[1..].iter().enumerate() {
                let o = 32 * t + 4 * w;
                let ours = u32::from_le_bytes(out[o..o + 4].try_into().unwrap());
                let want = if w == 5 && a >> 31 == 0 { 0 } else { gpu };
                assert_eq!(ours, want, "{backend:?} a={a:#x} r{w} (gpu {gpu:#x})");
            }
        }
    }
}
