//! ZLUDA's integer `spirv_run` kernels (`tests/zluda/`, copied from
//! vosen/ZLUDA with the inputs and expected outputs of its `mod.rs`),
//! launched as ZLUDA's harness does: one block of one thread (64 for its
//! warp tests) and 1024 bytes of dynamic shared memory, the input buffer and
//! a zeroed output buffer of exactly the expected length. Every kernel must
//! give ZLUDA's expected output on the host and interp backends, except the
//! ones listed in [`KNOWN`], which must fail with the error given there (so
//! the list is updated when one starts to run).

use ptxjit::{Backend, KernelArg, Launch, Module};

/// Kernels that do not run yet, with (a part of) the error they give.
const KNOWN: &[(&str, &str)] = &[
    // `.v8` (ptxas 11.8: "Unknown modifier '.v8'", "Illegal vector size: 8").
    ("vector8_extract", "'.v8' needs 32-bit elements and sm_100"),
    // Launched with 64 threads as ZLUDA's harness does, `ldmatrix` reads
    // `values_g[tid + 32]` past its 64 elements (and writes 128 words to a
    // 64-word buffer); `ldmatrix_with_one_warp` runs it as the single warp
    // its expected values describe.
    ("ldmatrix", "out-of-bounds access"),
    // ZLUDA's test writes past its exact-size output buffer (the GPU's
    // allocation padding hides it); ptxjit's bounds check reports it.
    ("cvt_sat_s_u", "out-of-bounds access"),
    ("mad_s32", "out-of-bounds access"),
    // The stored PTX is older than ZLUDA's expected values: its ballot
    // masks leave out the lanes executing it (undefined behaviour).
    ("vote_ballot", "which the mask leaves out"),
];

/// Kernels whose stored PTX is older than ZLUDA's expected output, with what
/// that PTX computes: `reg_local` copies its input (12) through a `.local`
/// variable; upstream's current version stores `temp + 1` (an operand form
/// the checker does not read yet).
const STALE: &[(&str, &[u8])] = &[("reg_local", &[12, 0, 0, 0, 0, 0, 0, 0])];

fn width(ty: &str) -> usize {
    match ty {
        "u8" => 1,
        "u16" | "i16" => 2,
        "u32" | "i32" | "f32" => 4,
        "u64" | "i64" => 8,
        other => panic!("manifest type {other}"),
    }
}

fn encode(ty: &str, values: &str) -> Vec<u8> {
    let w = width(ty);
    values
        .split(',')
        .flat_map(|v| {
            let x: u64 = if let Some(h) = v.strip_prefix("0x") {
                u64::from_str_radix(h, 16).expect("hex value")
            } else if let Some(n) = v.strip_prefix('-') {
                n.parse::<u64>().expect("value").wrapping_neg()
            } else {
                v.parse().expect("value")
            };
            x.to_le_bytes()[..w].to_vec()
        })
        .collect()
}

/// Runs one manifest line on `backend`: the output buffer, or the error.
fn run(line: &str, backend: Backend) -> Result<Vec<u8>, String> {
    let f: Vec<&str> = line.split_whitespace().collect();
    let (name, kernel, in_ty, in_vals, out_ty, out_vals) = (f[0], f[1], f[2], f[3], f[4], f[5]);
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/zluda");
    let src = std::fs::read_to_string(format!("{dir}/{name}.ptx")).expect("ptx file");
    let m = Module::from_ptx(&src).map_err(|e| e.to_string())?;
    let n_out = out_vals.split(',').count() * width(out_ty);
    let warp = in_ty == "-";
    let params = m
        .callable(kernel)
        .map(|c| c.params.len())
        .map_err(|_| "no such kernel")?;
    let args: Vec<KernelArg> = if warp {
        let mut a = vec![KernelArg::Buffer(vec![0; n_out])];
        a.extend((1..params).map(|_| KernelArg::Ref(0)));
        a
    } else {
        vec![
            KernelArg::Buffer(encode(in_ty, in_vals)),
            KernelArg::Buffer(vec![0; n_out]),
        ]
    };
    let l = Launch {
        grid: [1, 1, 1],
        block: [if warp { 64 } else { 1 }, 1, 1],
        dynamic_shared: 1024,
    };
    let out = m
        .launch(backend, kernel, &l, &args)
        .map_err(|e| e.to_string())?;
    let k = if warp { 0 } else { 1 };
    Ok(out[k].clone().unwrap_or_default())
}

#[test]
fn zluda_spirv_run_kernels() {
    let manifest = include_str!("../zluda/manifest.txt");
    let (mut passed, mut known) = (0, 0);
    let mut wrong = Vec::new();
    for line in manifest
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let f: Vec<&str> = line.split_whitespace().collect();
        let (name, out_ty, out_vals) = (f[0], f[4], f[5]);
        let want = match STALE.iter().find(|s| s.0 == name) {
            Some((_, w)) => w.to_vec(),
            None => encode(out_ty, out_vals),
        };
        for backend in super::kernel_backends() {
            let got = run(line, backend);
            match (KNOWN.iter().find(|k| k.0 == name), got) {
                (None, Ok(g)) if g == want => passed += 1,
                (None, Ok(g)) => wrong.push(format!(
                    "{name} on {}: got {:02x?}, want {:02x?}",
                    backend.name(),
                    g,
                    want
                )),
                (None, Err(e)) => wrong.push(format!("{name} on {}: {e}", backend.name())),
                (Some((_, msg)), Err(e)) if e.contains(msg) => known += 1,
                (Some((_, msg)), r) => wrong.push(format!(
                    "{name} on {}: listed as failing with '{msg}', got {r:?}",
                    backend.name()
                )),
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    let nb = super::kernel_backends().len();
    assert_eq!(
        known,
        nb * KNOWN.len(),
        "every KNOWN entry is in the manifest"
    );
    assert!(passed >= nb * 110, "{passed} runs passed");
    println!(
        "{} kernels x {nb} backends pass, {} known failures",
        passed / nb,
        KNOWN.len()
    );
}

/// ZLUDA's `ldmatrix` kernel as one warp (32 threads, which its 64
/// expected words describe: two per thread) gives ZLUDA's expected values.
#[test]
fn ldmatrix_with_one_warp() {
    let manifest = include_str!("../zluda/manifest.txt");
    let line = manifest
        .lines()
        .find(|l| l.starts_with("ldmatrix "))
        .expect("ldmatrix in the manifest");
    let f: Vec<&str> = line.split_whitespace().collect();
    let want = encode(f[4], f[5]);
    let src = include_str!("../zluda/ldmatrix.ptx");
    let m = Module::from_ptx(src).expect("module");
    let l = Launch {
        grid: [1, 1, 1],
        block: [32, 1, 1],
        dynamic_shared: 0,
    };
    for b in super::kernel_backends() {
        let out = m
            .launch(b, "ldmatrix", &l, &[KernelArg::Buffer(vec![0; want.len()])])
            .unwrap_or_else(|e| panic!("{b:?}: {e}"));
        assert_eq!(out[0].as_deref(), Some(want.as_slice()), "{b:?}");
    }
}
