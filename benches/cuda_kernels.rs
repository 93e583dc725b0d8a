//! Real-style CUDA kernels (our own, compiled by clang-19 to PTX; sources
//! in `benches/cuda/`) launched on the host backend against the same
//! algorithm in native Rust, written as the loops over a block's threads
//! that a C programmer would write. Every kernel's output is asserted equal
//! to the native result before timing.
//!
//! Kernels: `stereo` (shared tiles, `vabsdiff4`, barriers), `histogram`
//! (shared- and global-memory `atom.add`), `sha256` (one compression per
//! thread, all in registers) and `field` (Horner over the BN254 base field
//! with inline-asm carry chains in a Montgomery multiplication).
//!
//! Run: `cargo bench --bench cuda_kernels`, or one kernel's cases with a
//! filter, e.g. `cargo bench --bench cuda_kernels -- sha256`.

use std::time::Duration;

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use ptxjit_jit::{HostArg, HostKernel, KernelLaunch, KernelOptions};

/// A deterministic pseudo-random word stream (splitmix64).
fn words(seed: u64, n: usize) -> Vec<u32> {
    let mut s = seed;
    (0..n)
        .map(|_| ptxjit_testkit::Rng::step(&mut s) as u32)
        .collect()
}

fn bytes(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|w| w.to_le_bytes()).collect()
}

mod stereo {
    //! benches/cuda/stereo.cu in Rust.
    pub const BW: usize = 32;
    pub const BH: usize = 8;
    const R: usize = 2;
    const ND: u32 = 16;
    const TW: usize = BW + 2 * R;
    const TH: usize = BH + 2 * R;

    fn vabsdiff4_add(a: u32, b: u32, c: u32) -> u32 {
        let mut s = c;
        for i in 0..4 {
            let (x, y) = ((a >> (8 * i)) & 0xff, (b >> (8 * i)) & 0xff);
            s = s.wrapping_add(x.abs_diff(y));
        }
        s
    }

    fn clampi(v: i32, hi: i32) -> i32 {
        v.clamp(0, hi)
    }

    fn shifted(row: &[u32], w: i32, d: u32, ww: i32) -> u32 {
        let (q, s) = ((d >> 2) as i32, (d & 3) * 8);
        let b = row[clampi(w - q, ww - 1) as usize];
        if s == 0 {
            return b;
        }
        let a = row[clampi(w - q - 1, ww - 1) as usize];
        (b << s) | (a >> (32 - s))
    }

    pub fn run(left: &[u32], right: &[u32], out: &mut [u32], ww: usize, h: usize) {
        let (wi, hi) = (ww as i32, h as i32);
        let blocks_x = ww / BW;
        let mut l = [[0u32; TW]; TH];
        let mut rt = [[0u32; TW]; TH];
        let mut col = [[0u32; BW]; TH];
        for blk in 0..blocks_x * (h / BH) {
            let (bx, by) = (blk % blocks_x, blk / blocks_x);
            let (x0, y0) = ((bx * BW) as i32 - R as i32, (by * BH) as i32 - R as i32);
            for (r, lr) in l.iter_mut().enumerate() {
                let y = clampi(y0 + r as i32, hi - 1) as usize;
                for (c, v) in lr.iter_mut().enumerate() {
                    *v = left[y * ww + clampi(x0 + c as i32, wi - 1) as usize];
                }
            }
            let mut best = [[u32::MAX; BW]; BH];
            let mut bestd = [[0u32; BW]; BH];
            for d in 0..ND {
                for (r, rr) in rt.iter_mut().enumerate() {
                    let y = clampi(y0 + r as i32, hi - 1) as usize;
                    let row = &right[y * ww..(y + 1) * ww];
                    for (c, v) in rr.iter_mut().enumerate() {
                        *v = shifted(row, clampi(x0 + c as i32, wi - 1), d, wi);
                    }
                }
                for r in 0..TH {
                    for tx in 0..BW {
                        let mut s = 0;
                        for c in 0..=2 * R {
                            s = vabsdiff4_add(l[r][tx + c], rt[r][tx + c], s);
                        }
                        col[r][tx] = s;
                    }
                }
                for ty in 0..BH {
                    for tx in 0..BW {
                        let cost: u32 = (0..=2 * R).map(|r| col[ty + r][tx]).sum();
                        if cost < best[ty][tx] {
                            best[ty][tx] = cost;
                            bestd[ty][tx] = d;
                        }
                    }
                }
            }
            for ty in 0..BH {
                for tx in 0..BW {
                    out[(by * BH + ty) * ww + bx * BW + tx] = (best[ty][tx] << 8) | bestd[ty][tx];
                }
            }
        }
    }
}

mod histogram {
    //! benches/cuda/histogram.cu in Rust.
    pub const BLOCK: usize = 256;

    /// Adds the bytes of `input` to `hist`, block by block: each block
    /// counts its threads' grid-stride words in a local histogram, then adds
    /// it to the global one.
    pub fn run(input: &[u32], grid: usize, hist: &mut [u32; 256]) {
        let stride = grid * BLOCK;
        for blk in 0..grid {
            let mut bins = [0u32; 256];
            for t in 0..BLOCK {
                let mut i = blk * BLOCK + t;
                while i < input.len() {
                    let w = input[i];
                    bins[(w & 0xff) as usize] += 1;
                    bins[((w >> 8) & 0xff) as usize] += 1;
                    bins[((w >> 16) & 0xff) as usize] += 1;
                    bins[(w >> 24) as usize] += 1;
                    i += stride;
                }
            }
            for (h, c) in hist.iter_mut().zip(bins) {
                *h += c;
            }
        }
    }
}

mod sha256 {
    //! benches/cuda/sha256.cu in Rust.
    const K: [u32; 64] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4,
        0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
        0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f,
        0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
        0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
        0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
        0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116,
        0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
        0xc67178f2,
    ];
    const H0: [u32; 8] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab,
        0x5be0cd19,
    ];

    fn compress(m: &[u32]) -> [u32; 8] {
        let mut w = [0u32; 16];
        w.copy_from_slice(&m[..16]);
        let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h] = H0;
        for (r, k) in K.iter().enumerate() {
            if r >= 16 {
                let (w2, w15) = (w[(r - 2) & 15], w[(r - 15) & 15]);
                let s1 = w2.rotate_right(17) ^ w2.rotate_right(19) ^ (w2 >> 10);
                let s0 = w15.rotate_right(7) ^ w15.rotate_right(18) ^ (w15 >> 3);
                w[r & 15] = w[r & 15]
                    .wrapping_add(s1)
                    .wrapping_add(w[(r - 7) & 15])
                    .wrapping_add(s0);
            }
            let s1 = e.rotate_right(6) ^ e.rotate_right(11) ^ e.rotate_right(25);
            let ch = (e & f) ^ (!e & g);
            let t1 = h
                .wrapping_add(s1)
                .wrapping_add(ch)
                .wrapping_add(*k)
                .wrapping_add(w[r & 15]);
            let s0 = a.rotate_right(2) ^ a.rotate_right(13) ^ a.rotate_right(22);
            let maj = (a & b) ^ (a & c) ^ (b & c);
            let t2 = s0.wrapping_add(maj);
            h = g;
            g = f;
            f = e;
            e = d.wrapping_add(t1);
            d = c;
            c = b;
            b = a;
            a = t1.wrapping_add(t2);
        }
        let s = [a, b, c, d, e, f, g, h];
        std::array::from_fn(|i| H0[i].wrapping_add(s[i]))
    }

    /// One compression per 16-word message of `input`, 8 words each to `out`.
    pub fn run(input: &[u32], out: &mut [u32]) {
        for (m, o) in input.chunks_exact(16).zip(out.chunks_exact_mut(8)) {
            o.copy_from_slice(&compress(m));
        }
    }
}

mod field {
    //! benches/cuda/field.cu in Rust: Horner over the BN254 base field in
    //! Montgomery form, 8 u32 limbs, CIOS multiplication with u64 products.
    pub const NC: usize = 8;
    pub const P: [u32; 8] = [
        0xd87cfd47, 0x3c208c16, 0x6871ca8d, 0x97816a91, 0x8181585d, 0xb85045b6, 0xe131a029,
        0x30644e72,
    ];
    const NINV: u32 = 0xe4866389; // -p^-1 mod 2^32

    /// t - p if t (9 limbs) >= p, else t.
    fn sub_p_if_ge(t: &[u32]) -> [u32; 8] {
        let mut u = [0u32; 8];
        let mut borrow = 0u64;
        for j in 0..8 {
            let d = (t[j] as u64).wrapping_sub(P[j] as u64 + borrow);
            u[j] = d as u32;
            borrow = (d >> 63) & 1;
        }
        if t[8] == 0 && borrow == 1 {
            std::array::from_fn(|j| t[j])
        } else {
            u
        }
    }

    /// a b R^-1 mod p, R = 2^256, for a, b < p.
    fn mont_mul(a: &[u32; 8], b: &[u32; 8]) -> [u32; 8] {
        let mut t = [0u32; 10];
        for &bi in b {
            let mut c = 0u64;
            for j in 0..8 {
                let s = t[j] as u64 + a[j] as u64 * bi as u64 + c;
                t[j] = s as u32;
                c = s >> 32;
            }
            let s = t[8] as u64 + c;
            t[8] = s as u32;
            t[9] = (s >> 32) as u32;
            let m = t[0].wrapping_mul(NINV);
            let mut c = (t[0] as u64 + m as u64 * P[0] as u64) >> 32;
            for j in 1..8 {
                let s = t[j] as u64 + m as u64 * P[j] as u64 + c;
                t[j - 1] = s as u32;
                c = s >> 32;
            }
            let s = t[8] as u64 + c;
            t[7] = s as u32;
            t[8] = t[9] + (s >> 32) as u32;
        }
        sub_p_if_ge(&t[..9])
    }

    /// a + b mod p, for a, b < p.
    fn add_mod(a: &[u32; 8], b: &[u32; 8]) -> [u32; 8] {
        let mut s = [0u32; 9];
        let mut c = 0u64;
        for j in 0..8 {
            let v = a[j] as u64 + b[j] as u64 + c;
            s[j] = v as u32;
            c = v >> 32;
        }
        s[8] = c as u32;
        sub_p_if_ge(&s)
    }

    /// For each element x of `xs` (8 limbs), coef[NC-1] x^(NC-1) + ... +
    /// coef[0] by Horner, in Montgomery form, 8 limbs to `out`.
    pub fn run(xs: &[u32], coef: &[u32], out: &mut [u32]) {
        let c: Vec<[u32; 8]> = coef
            .chunks_exact(8)
            .map(|l| l.try_into().expect("8 limbs"))
            .collect();
        for (x, o) in xs.chunks_exact(8).zip(out.chunks_exact_mut(8)) {
            let x: &[u32; 8] = x.try_into().expect("8 limbs");
            let mut acc = c[NC - 1];
            for ck in c[..NC - 1].iter().rev() {
                acc = add_mod(&mont_mul(&acc, x), ck);
            }
            o.copy_from_slice(&acc);
        }
    }

    /// `n` pseudo-random elements below p from `w` (8n words).
    pub fn elements(mut w: Vec<u32>) -> Vec<u32> {
        for e in w.chunks_exact_mut(8) {
            e[7] &= 0x1fff_ffff; // below p's top limb
        }
        w
    }
}

/// Runs `kernel` with `opts` and checks its buffer `check` against `want`.
struct Case<'a> {
    name: &'a str,
    kernel: HostKernel,
    launch: KernelLaunch,
    args: Vec<HostArg<'a>>,
    check: usize,
}

fn bench_case(c: &mut Criterion, case: &Case<'_>, want: &[u8]) {
    let got = case.kernel.launch(&case.launch, &case.args).expect("runs");
    assert!(
        got[case.check].as_deref() == Some(want),
        "{}: kernel result differs from native",
        case.name
    );
    c.bench_function(case.name, |b| {
        b.iter(|| case.kernel.launch(&case.launch, &case.args).expect("runs"))
    });
}

/// The kernel `entry` of `prog` on the host with one worker and with all
/// cores, each checked against `want` (buffer `check`) and timed as
/// "`label`, host 1 core" and "`label`, host all cores"; also one worker
/// with unchecked memory ("`label`, host 1 core, unchecked memory"), only
/// to measure what the checks cost.
#[allow(clippy::too_many_arguments)]
fn host_cases(
    c: &mut Criterion,
    label: &str,
    prog: &ptxjit_frontend::ir::Program,
    entry: &str,
    launch: KernelLaunch,
    args: &[HostArg<'_>],
    check: usize,
    want: &[u8],
) {
    let one = KernelOptions {
        threads: Some(1),
        ..Default::default()
    };
    let all = KernelOptions::default();
    let unchecked = KernelOptions {
        checked: false,
        ..one
    };
    for (cores, opts) in [
        ("1 core", &one),
        ("1 core, unchecked memory", &unchecked),
        ("all cores", &all),
    ] {
        let name = format!("{label}, host {cores}");
        let kernel = HostKernel::compile(prog, entry, opts).expect("compiles");
        let case = Case {
            name: &name,
            kernel,
            launch,
            args: args.to_vec(),
            check,
        };
        bench_case(c, &case, want);
    }
}

/// A launch of `n` threads in blocks of 256 (`n` a multiple of 256).
fn blocks_of_256(n: usize) -> KernelLaunch {
    KernelLaunch {
        grid: [(n / 256) as u32, 1, 1],
        block: [256, 1, 1],
        dynamic_shared: 0,
    }
}

fn benches(c: &mut Criterion) {
    // Stereo disparity: 1024 x 256 pixels (256 x 256 words), 16 disparities.
    let (ww, h) = (256usize, 256usize);
    let left = words(1, ww * h);
    let right = words(2, ww * h);
    let mut want = vec![0u32; ww * h];
    stereo::run(&left, &right, &mut want, ww, h);
    let prog = program(include_str!("cuda/stereo.ptx"));
    let launch = KernelLaunch {
        grid: [((ww / stereo::BW) * (h / stereo::BH)) as u32, 1, 1],
        block: [(stereo::BW * stereo::BH) as u32, 1, 1],
        dynamic_shared: 0,
    };
    let args = vec![
        HostArg::Buffer(bytes(&left)),
        HostArg::Buffer(bytes(&right)),
        HostArg::Buffer(vec![0; 4 * ww * h]),
        HostArg::Scalar(ww as u64),
        HostArg::Scalar(h as u64),
    ];
    host_cases(
        c,
        "stereo",
        &prog,
        "stereo",
        launch,
        &args,
        2,
        &bytes(&want),
    );
    c.bench_function("stereo, native Rust 1 core", |b| {
        b.iter(|| {
            let mut out = vec![0u32; ww * h];
            stereo::run(black_box(&left), black_box(&right), &mut out, ww, h);
            out
        })
    });

    // Histogram: 16 MiB of bytes (4 Mi words), 256 blocks of 256 threads
    // (64 words a thread).
    let input = words(3, 4 << 20);
    let grid = 256usize;
    let mut want = [0u32; 256];
    histogram::run(&input, grid, &mut want);
    let prog = program(include_str!("cuda/histogram.ptx"));
    let input_bytes = bytes(&input);
    let args = [
        HostArg::Slice(&input_bytes),
        HostArg::Scalar(input.len() as u64),
        HostArg::Buffer(vec![0; 4 * 256]),
    ];
    let launch = KernelLaunch {
        grid: [grid as u32, 1, 1],
        block: [histogram::BLOCK as u32, 1, 1],
        dynamic_shared: 0,
    };
    host_cases(
        c,
        "histogram",
        &prog,
        "histogram",
        launch,
        &args,
        2,
        &bytes(&want),
    );
    c.bench_function("histogram, native Rust 1 core", |b| {
        b.iter(|| {
            let mut hist = [0u32; 256];
            histogram::run(black_box(&input), grid, &mut hist);
            hist
        })
    });

    // SHA-256: 2^16 one-block messages, one a thread, 256 threads a block.
    let n = 1usize << 16;
    let input = words(4, 16 * n);
    let mut want = vec![0u32; 8 * n];
    sha256::run(&input, &mut want);
    let prog = program(include_str!("cuda/sha256.ptx"));
    let input_bytes = bytes(&input);
    let args = [
        HostArg::Slice(&input_bytes),
        HostArg::Buffer(vec![0; 32 * n]),
        HostArg::Scalar(n as u64),
    ];
    let launch = blocks_of_256(n);
    host_cases(
        c,
        "sha256",
        &prog,
        "sha256",
        launch,
        &args,
        1,
        &bytes(&want),
    );
    c.bench_function("sha256, native Rust 1 core", |b| {
        b.iter(|| {
            let mut out = vec![0u32; 8 * n];
            sha256::run(black_box(&input), &mut out);
            out
        })
    });

    // Field: Horner with 8 coefficients (7 Montgomery multiplications) for
    // 2^15 BN254 elements, one a thread, 256 threads a block.
    let n = 1usize << 15;
    let xs = field::elements(words(5, 8 * n));
    let coef = field::elements(words(6, 8 * field::NC));
    let mut want = vec![0u32; 8 * n];
    field::run(&xs, &coef, &mut want);
    let prog = program(include_str!("cuda/field.ptx"));
    let (xs_bytes, coef_bytes) = (bytes(&xs), bytes(&coef));
    let args = [
        HostArg::Slice(&xs_bytes),
        HostArg::Slice(&coef_bytes),
        HostArg::Buffer(vec![0; 32 * n]),
        HostArg::Scalar(n as u64),
    ];
    let launch = blocks_of_256(n);
    host_cases(c, "field", &prog, "field", launch, &args, 2, &bytes(&want));
    c.bench_function("field, native Rust 1 core", |b| {
        b.iter(|| {
            let mut out = vec![0u32; 8 * n];
            field::run(black_box(&xs), black_box(&coef), &mut out);
            out
        })
    });
}

criterion_group! {
    name = cuda_kernels;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(2));
    targets = benches
}
criterion_main!(cuda_kernels);

/// The checked program of PTX text (what `Module::from_ptx` makes inside).
fn program(src: &str) -> ptxjit_frontend::ir::Program {
    ptxjit_frontend::check(&ptxjit_frontend::parse(src).expect("parses")).expect("checks")
}
