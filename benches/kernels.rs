//! Criterion benchmarks: JIT-compiled PTX (host backend, batched native loop)
//! against native Rust and against the reference interpreter, over one batch
//! of inputs per iteration, plus the compile time of a long generated
//! sequence.
//!
//! For every kernel (PTX in `benches/ptx/`) the group `<kernel>` has:
//! * `a_native_noinline/<rows>`: the kernel as an `#[inline(never)]` Rust
//!   function (u128/overflowing arithmetic) called in a loop over the rows;
//! * `b_native_inline/<rows>`: the same loop with the body inlined, so rustc
//!   may unroll and vectorise across rows;
//! * `c_jit_host/<rows>`: `Prepared::run_flat_rows` on `Backend::Host` (one
//!   JIT-generated native loop);
//! * `d_interp/<rows>`: the same on `Backend::Interp` (fewer rows).
//!
//! All four read the same flat input rows (one `u64` per PTX parameter) and
//! write the same flat output rows; before measuring, the outputs of (a), (b),
//! (c) and (d) are checked to be equal. `compile/long10k` parses, checks and
//! compiles a generated 10,000-instruction function on the host backend.
//!
//! Run: `cargo bench --bench kernels -- --warm-up-time 1 --measurement-time 2`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use ptxjit::{Backend, Module};

const ROWS: usize = 4096;

/// splitmix64, for deterministic inputs.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        ptxjit_testkit::Rng::step(&mut self.0)
    }
    fn word(&mut self) -> u64 {
        self.next() & 0xffff_ffff
    }
}

/// Runs `f` over every row: the shared driver of baselines (a) and (b).
#[inline(always)]
fn run_loop<const NP: usize, const NR: usize>(
    inp: &[u64],
    out: &mut [u64],
    f: impl Fn(&[u64; NP], &mut [u64; NR]),
) {
    for (i, o) in inp.chunks_exact(NP).zip(out.chunks_exact_mut(NR)) {
        f(i.try_into().unwrap(), o.try_into().unwrap());
    }
}

#[inline(always)]
fn join4(v: &[u64]) -> u128 {
    (v[0] as u32 as u128)
        | (v[1] as u32 as u128) << 32
        | (v[2] as u32 as u128) << 64
        | (v[3] as u32 as u128) << 96
}

#[inline(always)]
fn split4(x: u128, o: &mut [u64]) {
    o[0] = x as u32 as u64;
    o[1] = (x >> 32) as u32 as u64;
    o[2] = (x >> 64) as u32 as u64;
    o[3] = (x >> 96) as u32 as u64;
}

// ---- native kernels: `*_body` is inlined (b), `*_a` is not (a) ----

#[inline(always)]
fn add4_body(i: &[u64; 8], o: &mut [u64; 5]) {
    let (s, c) = join4(&i[0..4]).overflowing_add(join4(&i[4..8]));
    split4(s, &mut o[0..4]);
    o[4] = c as u64;
}

#[inline(always)]
fn sub4_body(i: &[u64; 8], o: &mut [u64; 5]) {
    let (s, b) = join4(&i[0..4]).overflowing_sub(join4(&i[4..8]));
    split4(s, &mut o[0..4]);
    o[4] = !b as u64;
}

#[inline(always)]
fn add8_body(i: &[u64; 16], o: &mut [u64; 9]) {
    let (lo, c0) = join4(&i[0..4]).overflowing_add(join4(&i[8..12]));
    let (hi, c1) = join4(&i[4..8]).overflowing_add(join4(&i[12..16]));
    let (hi, c2) = hi.overflowing_add(c0 as u128);
    split4(lo, &mut o[0..4]);
    split4(hi, &mut o[4..8]);
    o[8] = (c1 | c2) as u64;
}

#[inline(always)]
fn sub8_body(i: &[u64; 16], o: &mut [u64; 9]) {
    let (lo, b0) = join4(&i[0..4]).overflowing_sub(join4(&i[8..12]));
    let (hi, b1) = join4(&i[4..8]).overflowing_sub(join4(&i[12..16]));
    let (hi, b2) = hi.overflowing_sub(b0 as u128);
    split4(lo, &mut o[0..4]);
    split4(hi, &mut o[4..8]);
    o[8] = !(b1 | b2) as u64;
}

#[inline(always)]
fn mul64_body(i: &[u64; 4], o: &mut [u64; 4]) {
    let a = (i[0] as u32 as u64) | (i[1] << 32);
    let b = (i[2] as u32 as u64) | (i[3] << 32);
    split4(a as u128 * b as u128, o);
}

/// The BN254 base-field prime, 64-bit limbs, lowest first.
const P64: [u64; 4] = [
    0x3c20_8c16_d87c_fd47,
    0x9781_6a91_6871_ca8d,
    0xb850_45b6_8181_585d,
    0x3064_4e72_e131_a029,
];
/// -p^-1 mod 2^64.
const NP64: u64 = 0x87d2_0782_e486_6389;

#[inline(always)]
fn mont_body(i: &[u64; 16], o: &mut [u64; 8]) {
    let mut a = [0u64; 4];
    let mut b = [0u64; 4];
    for k in 0..4 {
        a[k] = (i[2 * k] as u32 as u64) | (i[2 * k + 1] << 32);
        b[k] = (i[8 + 2 * k] as u32 as u64) | (i[8 + 2 * k + 1] << 32);
    }
    // CIOS with 64-bit limbs and u128 products.
    let mut t = [0u64; 6];
    for &bk in &b {
        let mut c = 0u64;
        for j in 0..4 {
            let v = t[j] as u128 + a[j] as u128 * bk as u128 + c as u128;
            t[j] = v as u64;
            c = (v >> 64) as u64;
        }
        let v = t[4] as u128 + c as u128;
        t[4] = v as u64;
        t[5] = (v >> 64) as u64;
        let m = t[0].wrapping_mul(NP64);
        let v = t[0] as u128 + m as u128 * P64[0] as u128;
        let mut c = (v >> 64) as u64;
        for j in 1..4 {
            let v = t[j] as u128 + m as u128 * P64[j] as u128 + c as u128;
            t[j - 1] = v as u64;
            c = (v >> 64) as u64;
        }
        let v = t[4] as u128 + c as u128;
        t[3] = v as u64;
        t[4] = t[5].wrapping_add((v >> 64) as u64);
    }
    let mut s = [0u64; 4];
    let mut borrow = false;
    for j in 0..4 {
        let (d, b1) = t[j].overflowing_sub(P64[j]);
        let (d, b2) = d.overflowing_sub(borrow as u64);
        s[j] = d;
        borrow = b1 | b2;
    }
    let r = if t[4] != 0 || !borrow {
        s
    } else {
        [t[0], t[1], t[2], t[3]]
    };
    for k in 0..4 {
        o[2 * k] = r[k] as u32 as u64;
        o[2 * k + 1] = r[k] >> 32;
    }
}

#[inline(always)]
fn vadd4_body(i: &[u64; 2], o: &mut [u64; 1]) {
    let x = (i[0] as u32).to_le_bytes();
    let y = (i[1] as u32).to_le_bytes();
    let r = [
        x[0].saturating_add(y[0]),
        x[1].saturating_add(y[1]),
        x[2].saturating_add(y[2]),
        x[3].saturating_add(y[3]),
    ];
    o[0] = u32::from_le_bytes(r) as u64;
}

#[inline(always)]
fn sad_body(i: &[u64; 128], o: &mut [u64; 1]) {
    let mut s = 0u32;
    for k in 0..64 {
        let x = (i[k] as u32).to_le_bytes();
        let y = (i[64 + k] as u32).to_le_bytes();
        for j in 0..4 {
            s += x[j].abs_diff(y[j]) as u32;
        }
    }
    o[0] = s as u64;
}

#[inline(always)]
fn vmad_body(i: &[u64; 3], o: &mut [u64; 1]) {
    let t = (i[0] as u16 as i16 as i64) * (i[1] as u16 as i16 as i64) + (i[2] as u32 as i32 as i64);
    o[0] = (t >> 15) as u32 as u64;
}

#[inline(always)]
fn bitmix_body(i: &[u64; 3], o: &mut [u64; 2]) {
    let (a, b, c) = (i[0] as u32, i[1] as u32, i[2] as u32);
    let pos = c & 15;
    let len = ((c >> 4) & 15) + 1;
    let mask = (1u32 << len) - 1; // len <= 16
    let x = (a >> pos) & mask;
    let s = ((((b >> 8) & 0xfff) as i32) << 20 >> 20) as u32;
    let y = (b & !(mask << pos)) | (x << pos);
    // z = [s.b3, y.b3, s.b1, y.b1]
    let z =
        ((y >> 8) & 0xff) | ((s >> 8) & 0xff) << 8 | ((y >> 24) & 0xff) << 16 | (s & 0xff00_0000);
    let sign = |v: u32| if v & 0x80 != 0 { 0xffu32 } else { 0 };
    // d1 = [z.b0, a.b0, sign(z.b0), sign(a.b1)]
    let d1 = sign(a >> 8) | sign(z) << 8 | (a & 0xff) << 16 | (z & 0xff) << 24;
    o[0] = (z ^ s) as u64;
    o[1] = d1 as u64;
}

/// The BN254 base-field prime, 32-bit limbs, lowest first.
const P32: [u32; 8] = [
    0xd87c_fd47,
    0x3c20_8c16,
    0x6871_ca8d,
    0x9781_6a91,
    0x8181_585d,
    0xb850_45b6,
    0xe131_a029,
    0x3064_4e72,
];
/// -p^-1 mod 2^32.
const NP32: u32 = 0xe486_6389;

/// The same Montgomery multiplication as [`mont_body`], written as a Rust
/// programmer would with the PTX's own limb size: CIOS over 32-bit limbs
/// with u64 products (the "same algorithm with u32 limbs").
#[inline(always)]
fn mont32_body(i: &[u64; 16], o: &mut [u64; 8]) {
    let mut a = [0u32; 8];
    let mut b = [0u32; 8];
    for k in 0..8 {
        a[k] = i[k] as u32;
        b[k] = i[8 + k] as u32;
    }
    let mut t = [0u32; 10];
    for &bk in &b {
        let mut c = 0u64;
        for j in 0..8 {
            let v = t[j] as u64 + a[j] as u64 * bk as u64 + c;
            t[j] = v as u32;
            c = v >> 32;
        }
        let v = t[8] as u64 + c;
        t[8] = v as u32;
        t[9] = (v >> 32) as u32;
        let m = t[0].wrapping_mul(NP32);
        let v = t[0] as u64 + m as u64 * P32[0] as u64;
        let mut c = v >> 32;
        for j in 1..8 {
            let v = t[j] as u64 + m as u64 * P32[j] as u64 + c;
            t[j - 1] = v as u32;
            c = v >> 32;
        }
        let v = t[8] as u64 + c;
        t[7] = v as u32;
        t[8] = t[9].wrapping_add((v >> 32) as u32);
    }
    let mut s = [0u32; 8];
    let mut borrow = false;
    for j in 0..8 {
        let (d, b1) = t[j].overflowing_sub(P32[j]);
        let (d, b2) = d.overflowing_sub(borrow as u32);
        s[j] = d;
        borrow = b1 | b2;
    }
    let r = if t[8] != 0 || !borrow {
        s
    } else {
        [t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7]]
    };
    for k in 0..8 {
        o[k] = u64::from(r[k]);
    }
}

macro_rules! noinline {
    ($name:ident, $body:ident, $np:literal, $nr:literal) => {
        #[inline(never)]
        fn $name(i: &[u64; $np], o: &mut [u64; $nr]) {
            $body(i, o)
        }
    };
}
noinline!(add4_a, add4_body, 8, 5);
noinline!(sub4_a, sub4_body, 8, 5);
noinline!(add8_a, add8_body, 16, 9);
noinline!(sub8_a, sub8_body, 16, 9);
noinline!(mul64_a, mul64_body, 4, 4);
noinline!(mont_a, mont_body, 16, 8);
noinline!(mont32_a, mont32_body, 16, 8);
noinline!(vadd4_a, vadd4_body, 2, 1);
noinline!(sad_a, sad_body, 128, 1);
noinline!(vmad_a, vmad_body, 3, 1);
noinline!(bitmix_a, bitmix_body, 3, 2);

type Loop = fn(&[u64], &mut [u64]);

/// One benchmarked kernel.
struct Kernel {
    /// Criterion group name.
    label: &'static str,
    /// PTX source and function name.
    ptx: &'static str,
    func: &'static str,
    np: usize,
    nr: usize,
    /// Baselines (a) and (b).
    a: Loop,
    b: Loop,
    /// Rows for (a)-(c) and for (d).
    rows: usize,
    interp_rows: usize,
    /// Makes one input row.
    gen: fn(&mut Rng) -> Vec<u64>,
}

fn words(n: usize) -> impl Fn(&mut Rng) -> Vec<u64> {
    move |r| (0..n).map(|_| r.word()).collect()
}

fn mont_input(r: &mut Rng) -> Vec<u64> {
    // a, b < p: random limbs with the top limb below p's.
    let mut v: Vec<u64> = (0..16).map(|_| r.word()).collect();
    v[7] %= 0x3064_4e72;
    v[15] %= 0x3064_4e72;
    v
}

macro_rules! loops {
    ($np:literal, $nr:literal, $a:ident, $b:ident) => {
        (
            (|i: &[u64], o: &mut [u64]| run_loop::<$np, $nr>(i, o, $a)) as Loop,
            (|i: &[u64], o: &mut [u64]| run_loop::<$np, $nr>(i, o, $b)) as Loop,
        )
    };
}

fn kernels() -> Vec<Kernel> {
    const CHAINS: &str = include_str!("ptx/chains.ptx");
    const MADC: &str = include_str!("ptx/madc.ptx");
    const MONT: &str = include_str!("ptx/mont256.ptx");
    const VIDEO: &str = include_str!("ptx/video.ptx");
    const BITMIX: &str = include_str!("ptx/bitmix.ptx");
    #[allow(clippy::too_many_arguments)]
    fn k(
        label: &'static str,
        ptx: &'static str,
        func: &'static str,
        np: usize,
        nr: usize,
        (a, b): (Loop, Loop),
        rows: usize,
        interp_rows: usize,
        gen: fn(&mut Rng) -> Vec<u64>,
    ) -> Kernel {
        Kernel {
            label,
            ptx,
            func,
            np,
            nr,
            a,
            b,
            rows,
            interp_rows,
            gen,
        }
    }
    vec![
        k(
            "add4",
            CHAINS,
            "add4",
            8,
            5,
            loops!(8, 5, add4_a, add4_body),
            ROWS,
            256,
            |r| words(8)(r),
        ),
        k(
            "sub4",
            CHAINS,
            "sub4",
            8,
            5,
            loops!(8, 5, sub4_a, sub4_body),
            ROWS,
            256,
            |r| words(8)(r),
        ),
        k(
            "add8",
            CHAINS,
            "add8",
            16,
            9,
            loops!(16, 9, add8_a, add8_body),
            ROWS,
            256,
            |r| words(16)(r),
        ),
        k(
            "sub8",
            CHAINS,
            "sub8",
            16,
            9,
            loops!(16, 9, sub8_a, sub8_body),
            ROWS,
            256,
            |r| words(16)(r),
        ),
        k(
            "madc_mul64x64",
            MADC,
            "mul64x64",
            4,
            4,
            loops!(4, 4, mul64_a, mul64_body),
            ROWS,
            256,
            |r| words(4)(r),
        ),
        k(
            "mont256",
            MONT,
            "mont256",
            16,
            8,
            loops!(16, 8, mont_a, mont_body),
            ROWS,
            16,
            mont_input,
        ),
        // The same PTX against native code with 32-bit limbs.
        k(
            "mont256_u32limbs",
            MONT,
            "mont256",
            16,
            8,
            loops!(16, 8, mont32_a, mont32_body),
            ROWS,
            16,
            mont_input,
        ),
        k(
            "vadd4_sat",
            VIDEO,
            "vadd4_sat",
            2,
            1,
            loops!(2, 1, vadd4_a, vadd4_body),
            ROWS,
            256,
            |r| words(2)(r),
        ),
        k(
            "sad16x16",
            VIDEO,
            "sad16x16",
            128,
            1,
            loops!(128, 1, sad_a, sad_body),
            1024,
            32,
            |r| words(128)(r),
        ),
        k(
            "vmad_shr15",
            VIDEO,
            "vmad_shr15",
            3,
            1,
            loops!(3, 1, vmad_a, vmad_body),
            ROWS,
            256,
            |r| words(3)(r),
        ),
        k(
            "bitmix",
            BITMIX,
            "bitmix",
            3,
            2,
            loops!(3, 2, bitmix_a, bitmix_body),
            ROWS,
            256,
            |r| words(3)(r),
        ),
    ]
}

fn bench_kernels(c: &mut Criterion) {
    for k in kernels() {
        let m = Module::from_ptx(k.ptx).expect("kernel PTX");
        let host = m.prepare(Backend::Host, k.func).expect("host compile");
        let interp = m.prepare(Backend::Interp, k.func).expect("interp");
        let mut rng = Rng(0x5eed ^ k.np as u64);
        let inp: Vec<u64> = (0..k.rows).flat_map(|_| (k.gen)(&mut rng)).collect();
        assert_eq!(inp.len(), k.rows * k.np);
        // All four must compute the same thing before they are timed.
        let mut oa = vec![0u64; k.rows * k.nr];
        let mut ob = oa.clone();
        let mut oc = oa.clone();
        (k.a)(&inp, &mut oa);
        (k.b)(&inp, &mut ob);
        host.run_flat_rows(&inp, &mut oc, k.rows).unwrap();
        assert_eq!(oa, ob, "{}: (a) != (b)", k.label);
        assert_eq!(oa, oc, "{}: native != JIT", k.label);
        let ni = k.interp_rows;
        let mut od = vec![0u64; ni * k.nr];
        interp
            .run_flat_rows(&inp[..ni * k.np], &mut od, ni)
            .unwrap();
        assert_eq!(&oa[..ni * k.nr], &od[..], "{}: native != interp", k.label);

        let mut g = c.benchmark_group(k.label);
        g.throughput(Throughput::Elements(k.rows as u64));
        g.bench_function(BenchmarkId::new("a_native_noinline", k.rows), |b| {
            b.iter(|| (k.a)(black_box(&inp), black_box(&mut oa)))
        });
        g.bench_function(BenchmarkId::new("b_native_inline", k.rows), |b| {
            b.iter(|| (k.b)(black_box(&inp), black_box(&mut ob)))
        });
        g.bench_function(BenchmarkId::new("c_jit_host", k.rows), |b| {
            b.iter(|| host.run_flat_rows(black_box(&inp), black_box(&mut oc), k.rows))
        });
        g.throughput(Throughput::Elements(ni as u64));
        g.bench_function(BenchmarkId::new("d_interp", ni), |b| {
            b.iter(|| interp.run_flat_rows(black_box(&inp[..ni * k.np]), black_box(&mut od), ni))
        });
        g.finish();
    }
}

/// A generated function of about `n` integer instructions: arithmetic,
/// logic, shifts, carry chains, bfe/bfi/prmt, setp/selp, min/max, mul.wide,
/// vabsdiff4, over 32 registers fed from 8 parameters, every value flowing
/// into the 4 return values.
pub fn long_sequence(n: usize) -> (String, usize) {
    let mut r = Rng(10_000);
    let mut s = String::from(".version 7.8\n.target sm_80\n.address_size 64\n");
    s.push_str(".visible .func (.reg .b32 d0, .reg .b32 d1, .reg .b32 d2, .reg .b32 d3)\n  long(");
    s.push_str(
        &(0..8)
            .map(|i| format!(".reg .b32 a{i}"))
            .collect::<Vec<_>>()
            .join(", "),
    );
    s.push_str(")\n{\n  .reg .b32 r<32>;\n  .reg .b64 w<2>;\n  .reg .pred p;\n");
    let mut count = 0;
    for i in 0..32 {
        s.push_str(&format!("  xor.b32 r{i}, a{}, {};\n", i % 8, r.word()));
        count += 1;
    }
    let mut dst = 0usize;
    while count < n - 5 {
        let d = dst % 32;
        dst += 1;
        let x = (d + 31) % 32; // the value just written
        let y = r.next() as usize % 32;
        let z = r.next() as usize % 32;
        let imm = r.word();
        let sh = r.next() % 31 + 1;
        let line = match r.next() % 16 {
            0 => format!("add.u32 r{d}, r{x}, r{y};"),
            1 => format!("sub.u32 r{d}, r{x}, r{y};"),
            2 => format!("mul.lo.u32 r{d}, r{x}, r{y};"),
            3 => format!("mad.lo.u32 r{d}, r{x}, r{y}, r{z};"),
            4 => format!("xor.b32 r{d}, r{x}, {imm};"),
            5 => format!("and.b32 r{d}, r{x}, r{y};"),
            6 => format!("or.b32 r{d}, r{x}, r{y};"),
            7 => format!("shl.b32 r{d}, r{x}, {sh};"),
            8 => format!("shr.u32 r{d}, r{x}, {sh};"),
            9 => {
                count += 2;
                format!("add.cc.u32 r{d}, r{x}, r{y};\n  addc.cc.u32 r{z}, r{z}, {imm};\n  addc.u32 r{y}, r{y}, 0;")
            }
            10 => format!("bfe.u32 r{d}, r{x}, {}, {};", sh % 16, sh % 16 + 1),
            11 => format!("prmt.b32 r{d}, r{x}, r{y}, {:#x};", imm & 0xffff),
            12 => {
                count += 1;
                format!("setp.lt.u32 p, r{x}, r{y};\n  selp.b32 r{d}, r{x}, r{z}, p;")
            }
            13 => format!("max.s32 r{d}, r{x}, r{y};"),
            14 => {
                count += 1;
                format!("mul.wide.u32 w0, r{x}, r{y};\n  mov.b64 {{r{d}, r{z}}}, w0;")
            }
            _ => format!("bfi.b32 r{d}, r{x}, r{y}, {}, {};", sh % 16, sh % 16 + 1),
        };
        count += 1;
        s.push_str("  ");
        s.push_str(&line);
        s.push('\n');
    }
    s.push_str("  xor.b32 d0, r0, r1;\n  xor.b32 d1, r2, r3;\n  add.u32 d2, r4, r5;\n  add.u32 d3, r6, r7;\n  ret;\n}\n");
    count += 5;
    (s, count)
}

fn bench_compile(c: &mut Criterion) {
    let (src, _) = long_sequence(10_000);
    let m = Module::from_ptx(&src).expect("generated PTX");
    let n = m.callables()[0].instructions;
    // The stages, as `Module::prepare` runs them, through the inner crates.
    let compile = |src: &str| {
        let ast = ptxjit_frontend::parse(src).unwrap();
        let prog = ptxjit_frontend::check(&ast).unwrap();
        ptxjit_jit::HostModule::compile_funcs(&prog, &["long"]).unwrap()
    };
    let st = compile(&src).compile_stats();
    eprintln!(
        "long10k: {} PTX instructions (body, incl. ret); one compile: lower {:.1} ms, cranelift {:.1} ms, {} code bytes",
        n,
        st.lower.as_secs_f64() * 1e3,
        st.compile.as_secs_f64() * 1e3,
        st.code_bytes
    );
    let mut g = c.benchmark_group("compile");
    g.sample_size(10);
    g.throughput(Throughput::Elements(n as u64));
    g.bench_function(BenchmarkId::new("long10k_parse_check_compile", n), |b| {
        b.iter(|| black_box(compile(black_box(&src)).compile_stats()))
    });
    g.finish();
}

criterion_group!(benches, bench_kernels, bench_compile);
criterion_main!(benches);
