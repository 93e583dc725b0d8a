//! Real-style CUDA kernels (our own, compiled by clang-19 to PTX; sources
//! in `benches/cuda/`) launched on the host backend against the same
//! algorithm in native Rust, written as the loops over a block's threads
//! that a C programmer would write. Every kernel's output is asserted equal
//! to the native result before timing.
//!
//! Run: `cargo bench --bench cuda_kernels`.

use std::time::Duration;

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use ptxjit_jit::{HostArg, HostKernel, KernelLaunch, KernelOptions};

/// A deterministic pseudo-random word stream (splitmix64).
fn words(seed: u64, n: usize) -> Vec<u32> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = s;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            (z ^ (z >> 31)) as u32
        })
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

fn benches(c: &mut Criterion) {
    let one = KernelOptions {
        threads: Some(1),
        ..Default::default()
    };
    let all = KernelOptions::default();
    // Only to measure what checking every access costs.
    let unchecked = KernelOptions {
        checked: false,
        ..one
    };

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
    for (name, opts) in [
        ("stereo, host 1 core", &one),
        ("stereo, host 1 core, unchecked memory", &unchecked),
        ("stereo, host all cores", &all),
    ] {
        let kernel = HostKernel::compile(&prog, "stereo", opts).expect("compiles");
        let case = Case {
            name,
            kernel,
            launch,
            args: args.clone(),
            check: 2,
        };
        bench_case(c, &case, &bytes(&want));
    }
    c.bench_function("stereo, native Rust 1 core", |b| {
        b.iter(|| {
            let mut out = vec![0u32; ww * h];
            stereo::run(black_box(&left), black_box(&right), &mut out, ww, h);
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
