//! Whole PTX sequences (the kernels of `benches/ptx/`) run on the host JIT AND
//! on the reference interpreter, each checked against plain Rust written here
//! (u128 arithmetic, a bit-serial bigint, byte loops) that shares no code
//! with either backend: 128/256-bit add and sub chains of 4 and 8 limbs, a
//! mixed add/sub chain, the ISA's madc 64x64 multiply, a 256-bit Montgomery
//! multiplication (CIOS, 32-bit limbs, mad.lo.cc/madc.hi.cc chains), a SAD of
//! 16x16 pixel blocks with vabsdiff4 `.add`, vadd4 `.sat`, vmad `.shr15`, and
//! a bfe/bfi/prmt mix.

use crate::Rng;
use ptxjit::{Backend, Module};

fn module(src: &str) -> Module {
    match Module::from_ptx(src) {
        Ok(m) => m,
        Err(e) => panic!("{}", e.render("kernel.ptx", src)),
    }
}

/// Runs `name` over `rows` on the host JIT (one batched native loop) and on
/// the interpreter, asserts that they agree, and returns the result rows.
fn run_both(m: &Module, name: &str, rows: &[Vec<u64>]) -> Vec<Vec<u64>> {
    let host = m.prepare(Backend::Host, name).expect("host compile");
    let flat: Vec<u64> = rows.iter().flatten().copied().collect();
    let nrets = m.signature(name).unwrap().rets.len();
    let mut out = vec![0u64; rows.len() * nrets];
    host.run_flat_rows(&flat, &mut out, rows.len())
        .expect("host run");
    let host_rows: Vec<Vec<u64>> = out.chunks(nrets).map(<[u64]>::to_vec).collect();
    let interp = m
        .prepare(Backend::Interp, name)
        .unwrap()
        .run_rows(rows)
        .expect("interp run");
    for (i, (h, r)) in host_rows.iter().zip(&interp).enumerate() {
        assert_eq!(h, r, "{name}: host != interp on row {i}: {:x?}", rows[i]);
    }
    host_rows
}

/// Splits `x` into `n` 32-bit limbs, lowest first.
fn limbs(x: u128, n: usize) -> Vec<u64> {
    (0..n)
        .map(|i| {
            if 32 * i < 128 {
                ((x >> (32 * i)) as u64) & 0xffff_ffff
            } else {
                0
            }
        })
        .collect()
}

/// Joins 32-bit limbs (lowest first, at most 4) into a u128.
fn join(v: &[u64]) -> u128 {
    v.iter()
        .rev()
        .fold(0u128, |acc, &l| (acc << 32) | l as u128)
}

const CHAINS: &str = include_str!("../../benches/ptx/chains.ptx");
const MADC: &str = include_str!("../../benches/ptx/madc.ptx");
const MONT: &str = include_str!("../../benches/ptx/mont256.ptx");
const VIDEO: &str = include_str!("../../benches/ptx/video.ptx");
const BITMIX: &str = include_str!("../../benches/ptx/bitmix.ptx");

#[test]
fn add_and_sub_chains_of_4_limbs_equal_u128_arithmetic() {
    let m = module(CHAINS);
    let mut rng = Rng(1);
    let mut pairs: Vec<(u128, u128)> = vec![
        (u128::MAX, 1),
        (0, 0),
        (0, 1),
        (u128::MAX, u128::MAX),
        (1 << 127, 1 << 127),
        (0xffff_ffff, 1),
    ];
    for _ in 0..300 {
        let a = join(&(0..4).map(|_| rng.edge_word()).collect::<Vec<_>>());
        let b = join(&(0..4).map(|_| rng.edge_word()).collect::<Vec<_>>());
        pairs.push((a, b));
    }
    let rows: Vec<Vec<u64>> = pairs
        .iter()
        .map(|&(a, b)| [limbs(a, 4), limbs(b, 4)].concat())
        .collect();
    let add = run_both(&m, "add4", &rows);
    let sub = run_both(&m, "sub4", &rows);
    for (i, &(a, b)) in pairs.iter().enumerate() {
        let (s, c) = a.overflowing_add(b);
        assert_eq!(join(&add[i][..4]), s, "{a:#x} + {b:#x}");
        assert_eq!(add[i][4], c as u64, "carry of {a:#x} + {b:#x}");
        let (d, borrow) = a.overflowing_sub(b);
        assert_eq!(join(&sub[i][..4]), d, "{a:#x} - {b:#x}");
        // NVIDIA hardware: CC.CF = NOT(borrow) after a sub chain.
        assert_eq!(sub[i][4], !borrow as u64, "CF after {a:#x} - {b:#x}");
    }
}

/// A 256-bit number as (low, high) u128 halves.
type U256 = (u128, u128);

fn add256(a: U256, b: U256) -> (U256, bool) {
    let (lo, c0) = a.0.overflowing_add(b.0);
    let (hi, c1) = a.1.overflowing_add(b.1);
    let (hi, c2) = hi.overflowing_add(c0 as u128);
    ((lo, hi), c1 || c2)
}

fn sub256(a: U256, b: U256) -> (U256, bool) {
    let (lo, b0) = a.0.overflowing_sub(b.0);
    let (hi, b1) = a.1.overflowing_sub(b.1);
    let (hi, b2) = hi.overflowing_sub(b0 as u128);
    ((lo, hi), b1 || b2)
}

#[test]
fn add_and_sub_chains_of_8_limbs_equal_two_u128_halves() {
    let m = module(CHAINS);
    let mut rng = Rng(2);
    let mut pairs: Vec<(U256, U256)> = vec![
        ((u128::MAX, u128::MAX), (1, 0)),
        ((u128::MAX, 0), (1, 0)),
        ((0, 0), (1, 0)),
        ((0, 0), (0, 0)),
        ((0, 1), (1, 0)),
        ((u128::MAX, u128::MAX), (u128::MAX, u128::MAX)),
    ];
    for _ in 0..300 {
        let mut r = || join(&(0..4).map(|_| rng.edge_word()).collect::<Vec<_>>());
        pairs.push(((r(), r()), (r(), r())));
    }
    let rows: Vec<Vec<u64>> = pairs
        .iter()
        .map(|&(a, b)| [limbs(a.0, 4), limbs(a.1, 4), limbs(b.0, 4), limbs(b.1, 4)].concat())
        .collect();
    let add = run_both(&m, "add8", &rows);
    let sub = run_both(&m, "sub8", &rows);
    for (i, &(a, b)) in pairs.iter().enumerate() {
        let ((lo, hi), c) = add256(a, b);
        assert_eq!(
            (join(&add[i][..4]), join(&add[i][4..8])),
            (lo, hi),
            "{a:x?} + {b:x?}"
        );
        assert_eq!(add[i][8], c as u64);
        let ((lo, hi), borrow) = sub256(a, b);
        assert_eq!(
            (join(&sub[i][..4]), join(&sub[i][4..8])),
            (lo, hi),
            "{a:x?} - {b:x?}"
        );
        assert_eq!(sub[i][8], !borrow as u64, "CF = NOT(borrow)");
    }
}

#[test]
fn mixed_add_then_sub_chain_equals_u128_arithmetic() {
    let m = module(CHAINS);
    let mut rng = Rng(3);
    let mut triples: Vec<(u128, u128, u128)> = vec![
        (u128::MAX, 1, 1),
        (u128::MAX, 1, 0),
        (0, 0, 1),
        (0, 0, 0),
        (u128::MAX, u128::MAX, u128::MAX),
    ];
    for _ in 0..300 {
        let mut r = || join(&(0..4).map(|_| rng.edge_word()).collect::<Vec<_>>());
        triples.push((r(), r(), r()));
    }
    let rows: Vec<Vec<u64>> = triples
        .iter()
        .map(|&(a, b, c)| [limbs(a, 4), limbs(b, 4), limbs(c, 4)].concat())
        .collect();
    let out = run_both(&m, "addsub4", &rows);
    for (i, &(a, b, c)) in triples.iter().enumerate() {
        // (a + b) - c as a 160-bit two's-complement number.
        let (s, carry) = a.overflowing_add(b);
        let (d, borrow) = s.overflowing_sub(c);
        let top = (carry as u64).wrapping_sub(borrow as u64) & 0xffff_ffff;
        assert_eq!(join(&out[i][..4]), d, "({a:#x} + {b:#x}) - {c:#x}");
        assert_eq!(out[i][4], top, "top limb of ({a:#x} + {b:#x}) - {c:#x}");
    }
}

#[test]
fn isa_madc_example_multiplies_64_by_64_bits() {
    let m = module(MADC);
    let mut rng = Rng(4);
    let mut pairs: Vec<(u64, u64)> = vec![
        (u64::MAX, u64::MAX),
        (0, u64::MAX),
        (1, 1),
        (0xffff_ffff, 0xffff_ffff),
        (1 << 63, 2),
        (0xffff_ffff_0000_0000, 0x1_0000_0001),
    ];
    for _ in 0..500 {
        let a = rng.edge_word() | (rng.edge_word() << 32);
        let b = rng.edge_word() | (rng.edge_word() << 32);
        pairs.push((a, b));
    }
    // Arguments r4, r5 (a, low first), r6, r7 (b).
    let rows: Vec<Vec<u64>> = pairs
        .iter()
        .map(|&(a, b)| vec![a & 0xffff_ffff, a >> 32, b & 0xffff_ffff, b >> 32])
        .collect();
    let out = run_both(&m, "mul64x64", &rows);
    for (i, &(a, b)) in pairs.iter().enumerate() {
        assert_eq!(join(&out[i]), a as u128 * b as u128, "{a:#x} * {b:#x}");
    }
}

/// A 512-bit number, 64-bit limbs, lowest first.
type Wide = [u64; 8];

/// The BN254 base-field prime, 64-bit limbs, lowest first.
const P: [u64; 4] = [
    0x3c20_8c16_d87c_fd47,
    0x9781_6a91_6871_ca8d,
    0xb850_45b6_8181_585d,
    0x3064_4e72_e131_a029,
];

fn ge4(a: &[u64; 4], b: &[u64; 4]) -> bool {
    for i in (0..4).rev() {
        if a[i] != b[i] {
            return a[i] > b[i];
        }
    }
    true
}

fn sub4(a: &mut [u64; 4], b: &[u64; 4]) {
    let mut borrow = false;
    for i in 0..4 {
        let (d, b1) = a[i].overflowing_sub(b[i]);
        let (d, b2) = d.overflowing_sub(borrow as u64);
        a[i] = d;
        borrow = b1 || b2;
    }
}

/// `x mod p`, bit by bit (shift in one bit, subtract p when it fits): slow
/// and independent of any Montgomery arithmetic.
fn mod_p(x: &Wide) -> [u64; 4] {
    let mut r = [0u64; 4];
    for bit in (0..512).rev() {
        // r = 2r + bit; r < p < 2^254 so nothing leaves the top limb.
        let mut carry = (x[bit / 64] >> (bit % 64)) & 1;
        for limb in r.iter_mut() {
            let top = *limb >> 63;
            *limb = (*limb << 1) | carry;
            carry = top;
        }
        if ge4(&r, &P) {
            sub4(&mut r, &P);
        }
    }
    r
}

/// Schoolbook 256x256 -> 512-bit product through u128.
fn mul4(a: &[u64; 4], b: &[u64; 4]) -> Wide {
    let mut t = [0u64; 8];
    for i in 0..4 {
        let mut carry = 0u128;
        for j in 0..4 {
            let v = t[i + j] as u128 + a[i] as u128 * b[j] as u128 + carry;
            t[i + j] = v as u64;
            carry = v >> 64;
        }
        t[i + 4] = carry as u64;
    }
    t
}

fn to32(x: &[u64; 4]) -> Vec<u64> {
    x.iter().flat_map(|&l| [l & 0xffff_ffff, l >> 32]).collect()
}

fn from32(v: &[u64]) -> [u64; 4] {
    let mut r = [0u64; 4];
    for (i, l) in r.iter_mut().enumerate() {
        *l = v[2 * i] | (v[2 * i + 1] << 32);
    }
    r
}

#[test]
fn montgomery_multiplication_mod_bn254_satisfies_r_times_result_eq_a_times_b() {
    let m = module(MONT);
    let one = [1u64, 0, 0, 0];
    let p_minus = |k: u64| {
        let mut x = P;
        sub4(&mut x, &[k, 0, 0, 0]);
        x
    };
    // R mod p (the Montgomery form of 1).
    let r_mod_p = mod_p(&[0, 0, 0, 0, 1, 0, 0, 0]);
    let mut pairs: Vec<([u64; 4], [u64; 4])> = vec![
        ([0; 4], [0; 4]),
        (one, one),
        (p_minus(1), p_minus(1)),
        (p_minus(1), one),
        (p_minus(2), p_minus(1)),
        (r_mod_p, r_mod_p),
        (
            [u64::MAX, u64::MAX, u64::MAX, 0x3064_4e72_e131_a028],
            p_minus(1),
        ),
    ];
    let mut rng = Rng(5);
    for _ in 0..150 {
        let mut x = || {
            let mut v = [rng.next(), rng.next(), rng.next(), rng.next() >> 3];
            while ge4(&v, &P) {
                v[3] >>= 1;
            }
            v
        };
        pairs.push((x(), x()));
    }
    let rows: Vec<Vec<u64>> = pairs
        .iter()
        .map(|(a, b)| [to32(a), to32(b)].concat())
        .collect();
    let out = run_both(&m, "mont256", &rows);
    for (i, (a, b)) in pairs.iter().enumerate() {
        let r = from32(&out[i]);
        assert!(!ge4(&r, &P), "result not reduced: {r:x?}");
        // r * 2^256 == a * b (mod p)
        let shifted = [0, 0, 0, 0, r[0], r[1], r[2], r[3]];
        assert_eq!(
            mod_p(&shifted),
            mod_p(&mul4(a, b)),
            "mont({a:x?}, {b:x?}) = {r:x?}"
        );
    }
    // mont(R mod p, R mod p) = R mod p (the Montgomery form of 1 is its own
    // square); mont(x, R^2 mod p) = x * R mod p (x into Montgomery form).
    assert_eq!(from32(&out[5]), r_mod_p);
    let r2 = mod_p(&mul4(&r_mod_p, &r_mod_p));
    let xs = [one, p_minus(1), pairs[10].0];
    let rows: Vec<Vec<u64>> = xs.iter().map(|x| [to32(x), to32(&r2)].concat()).collect();
    let back = run_both(&m, "mont256", &rows);
    for (x, r) in xs.iter().zip(&back) {
        let xr = mod_p(&[0, 0, 0, 0, x[0], x[1], x[2], x[3]]);
        assert_eq!(from32(r), xr, "mont({x:x?}, R^2)");
    }
}

/// Sum over bytes of |a - b|, as unsigned pixels.
fn sad_bytes(a: &[u64], b: &[u64]) -> u64 {
    let mut s = 0u64;
    for (x, y) in a.iter().zip(b) {
        for k in 0..4 {
            let p = (x >> (8 * k)) & 0xff;
            let q = (y >> (8 * k)) & 0xff;
            s += p.abs_diff(q);
        }
    }
    s
}

#[test]
fn sad_of_16x16_blocks_with_vabsdiff4_add_equals_a_byte_loop() {
    let m = module(VIDEO);
    let mut rng = Rng(6);
    let mut blocks: Vec<(Vec<u64>, Vec<u64>)> = vec![
        (vec![0; 64], vec![0xffff_ffff; 64]),
        (vec![0xffff_ffff; 64], vec![0; 64]),
        (vec![0x8080_8080; 64], vec![0x7f7f_7f7f; 64]),
        (vec![0x1234_5678; 64], vec![0x1234_5678; 64]),
    ];
    for _ in 0..100 {
        let a: Vec<u64> = (0..64).map(|_| rng.edge_word()).collect();
        let b: Vec<u64> = (0..64).map(|_| rng.edge_word()).collect();
        blocks.push((a, b));
    }
    let rows: Vec<Vec<u64>> = blocks
        .iter()
        .map(|(a, b)| [a.clone(), b.clone()].concat())
        .collect();
    let out = run_both(&m, "sad16x16", &rows);
    // 256 pixels, each differing by 255.
    assert_eq!(out[0], vec![256 * 255]);
    assert_eq!(out[1], vec![256 * 255]);
    assert_eq!(out[2], vec![256]);
    assert_eq!(out[3], vec![0]);
    for (i, (a, b)) in blocks.iter().enumerate() {
        assert_eq!(out[i][0], sad_bytes(a, b), "block {i}");
    }
}

#[test]
fn vadd4_sat_equals_per_byte_saturating_add() {
    let m = module(VIDEO);
    let mut rng = Rng(7);
    let mut pairs: Vec<(u64, u64)> = vec![
        (0xff80_7f01, 0x0180_7fff),
        (0x8080_8080, 0x8080_8080),
        (0x7f7f_7f7f, 0x0101_0101),
        (0, 0),
    ];
    for _ in 0..500 {
        pairs.push((rng.edge_word(), rng.edge_word()));
    }
    let rows: Vec<Vec<u64>> = pairs.iter().map(|&(a, b)| vec![a, b]).collect();
    let u = run_both(&m, "vadd4_sat", &rows);
    let s = run_both(&m, "vadd4_s_sat", &rows);
    for (i, &(a, b)) in pairs.iter().enumerate() {
        let (mut eu, mut es) = (0u64, 0u64);
        for k in 0..4 {
            let x = ((a >> (8 * k)) & 0xff) as u8;
            let y = ((b >> (8 * k)) & 0xff) as u8;
            eu |= (x.saturating_add(y) as u64) << (8 * k);
            es |= ((x as i8).saturating_add(y as i8) as u8 as u64) << (8 * k);
        }
        assert_eq!(u[i][0], eu, "vadd4.u32.u32.u32.sat {a:#x}, {b:#x}");
        assert_eq!(s[i][0], es, "vadd4.s32.s32.s32.sat {a:#x}, {b:#x}");
    }
    assert_eq!(u[0][0], 0xff_ff_fe_ff);
    assert_eq!(s[0][0], 0x00_80_7f_00);
}

#[test]
fn vmad_shr15_equals_q15_multiply_accumulate() {
    let m = module(VIDEO);
    let mut rng = Rng(8);
    let mut triples: Vec<(u64, u64, u64)> = vec![
        (0x8000_8000, 0x8000_8000, 0),
        (0x7fff_7fff, 0x7fff_7fff, 0x7fff_ffff),
        (0x8000_8000, 0x8000_8000, 0x7fff_ffff),
        (0x8000_8000, 0x7fff_7fff, 0x8000_0000),
        (0xffff_ffff, 0x0001_0001, 0),
        (0x4000_4000, 0x4000_4000, 0xffff_ffff),
    ];
    for _ in 0..500 {
        triples.push((rng.edge_word(), rng.edge_word(), rng.edge_word()));
    }
    let rows: Vec<Vec<u64>> = triples.iter().map(|&(a, b, c)| vec![a, b, c]).collect();
    let lo = run_both(&m, "vmad_shr15", &rows);
    let hi = run_both(&m, "vmad_shr15_sat", &rows);
    for (i, &(a, b, c)) in triples.iter().enumerate() {
        let c = c as u32 as i32 as i64;
        let t = (a as u16 as i16 as i64) * (b as u16 as i16 as i64) + c;
        assert_eq!(lo[i][0], (t >> 15) as u64 & 0xffff_ffff, "row {i}");
        let t = ((a >> 16) as u16 as i16 as i64) * ((b >> 16) as u16 as i16 as i64) + c;
        let sat = (t >> 15).clamp(i32::MIN as i64, i32::MAX as i64);
        assert_eq!(hi[i][0], sat as u64 & 0xffff_ffff, "row {i} (sat)");
    }
    // (-1.0) * (-1.0) in Q15 is 2^30 >> 15 = 0x8000.
    assert_eq!(lo[0][0], 0x8000);
}

/// The bitmix kernel, field by field per the ISA's bfe/bfi/prmt definitions.
fn bitmix_ref(a: u32, b: u32, c: u32) -> (u32, u32) {
    let pos = c & 15;
    let len = ((c >> 4) & 15) + 1;
    let mask = if len == 32 {
        u32::MAX
    } else {
        (1u32 << len) - 1
    };
    let x = (a >> pos) & mask;
    // bfe.s32 s, b, 8, 12: bits 19..8 of b, sign-extended from bit 19.
    let s = (((b >> 8) & 0xfff) as i32) << 20 >> 20;
    let s = s as u32;
    let y = (b & !(mask << pos)) | ((x & mask) << pos);
    let bytes = |lo: u32, hi: u32| {
        let mut v = [0u8; 8];
        v[..4].copy_from_slice(&lo.to_le_bytes());
        v[4..].copy_from_slice(&hi.to_le_bytes());
        v
    };
    let prmt = |lo: u32, hi: u32, sel: u32| {
        let v = bytes(lo, hi);
        let mut out = 0u32;
        for k in 0..4 {
            let n = (sel >> (4 * k)) & 0xf;
            let mut byte = v[(n & 7) as usize];
            if n & 8 != 0 {
                byte = if byte & 0x80 != 0 { 0xff } else { 0 };
            }
            out |= (byte as u32) << (8 * k);
        }
        out
    };
    let z = prmt(y, s, 0x7351);
    (z ^ s, prmt(a, z, 0x40c9))
}

#[test]
fn bfe_bfi_prmt_mix_equals_bit_loops() {
    let m = module(BITMIX);
    let mut rng = Rng(9);
    let mut triples: Vec<(u64, u64, u64)> = vec![
        (0xdead_beef, 0x0123_4567, 0xff),
        (0xffff_ffff, 0, 0),
        (0, 0xffff_ffff, 0xf0),
        (0x8000_0080, 0x0008_0000, 0x0f),
    ];
    for _ in 0..500 {
        triples.push((rng.edge_word(), rng.edge_word(), rng.next() & 0xffff_ffff));
    }
    let rows: Vec<Vec<u64>> = triples.iter().map(|&(a, b, c)| vec![a, b, c]).collect();
    let out = run_both(&m, "bitmix", &rows);
    for (i, &(a, b, c)) in triples.iter().enumerate() {
        let (d0, d1) = bitmix_ref(a as u32, b as u32, c as u32);
        assert_eq!(
            out[i],
            vec![d0 as u64, d1 as u64],
            "bitmix({a:#x}, {b:#x}, {c:#x})"
        );
    }
    // Worked by hand: a = 0xffffffff, b = 0, c = 0: pos 0, len 1, x = 1,
    // s = 0, y = 1, z = prmt(1, 0, 0x7351) = [0, 0, 0, 0] (y.b1 = 0) = 0,
    // d0 = 0, d1 = prmt(a, 0, 0x40c9) = [z.b0, a.b0, sign(z.b0), sign(a.b1)]
    // = [0x00, 0xff, 0x00, 0xff] = 0x00ff00ff.
    assert_eq!(out[1], vec![0, 0x00ff_00ff]);
}

/// `nanosleep` sleeps between 0 and 2t ns (PTX ISA) and changes no register
/// or memory: the sums around it are `a + b` and `(a + b) ^ t`, worked out
/// here in Rust, on the interpreter and the host JIT alike (guarded, with a
/// register and with an immediate operand).
#[test]
fn nanosleep_changes_nothing() {
    let src = "
.version 7.8
.target sm_80
.address_size 64
.visible .func (.reg .b32 d, .reg .b32 e) nap(.reg .b32 a, .reg .b32 b, .reg .b32 t)
{
    .reg .pred %p;
    nanosleep.u32 t;
    add.u32 d, a, b;
    setp.gt.u32 %p, t, 7;
    @%p nanosleep.u32 1000;
    xor.b32 e, d, t;
    ret;
}
";
    let m = module(src);
    let mut rng = Rng(0x5eed);
    let rows: Vec<Vec<u64>> = (0..64)
        .map(|_| vec![rng.edge_word(), rng.edge_word(), rng.next() & 15])
        .collect();
    let out = run_both(&m, "nap", &rows);
    for (r, o) in rows.iter().zip(&out) {
        let sum = (r[0] + r[1]) & 0xffff_ffff;
        assert_eq!(o, &vec![sum, sum ^ r[2]], "{r:x?}");
    }
}

/// `shf` of a word with itself is a rotate (the host takes `rotl`/`rotr`
/// for the wrapping forms): every amount, including 0, 31, 32 and above,
/// against Rust's rotates, and the clamping forms (no rotate: the amount
/// saturates at 32) against the ISA's definition.
#[test]
fn funnel_shifts_of_a_word_with_itself_rotate() {
    let m = module(
        r#"
.version 7.8
.target sm_80
.address_size 64
.visible .func (.reg .b32 l, .reg .b32 r, .reg .b32 lc, .reg .b32 rc) rot(.reg .b32 x, .reg .b32 n)
{
    shf.l.wrap.b32 l, x, x, n;
    shf.r.wrap.b32 r, x, x, n;
    shf.l.clamp.b32 lc, x, x, n;
    shf.r.clamp.b32 rc, x, x, n;
    ret;
}
"#,
    );
    let mut rows = Vec::new();
    for (k, x) in [0x8000_0001u64, 0x1234_5678, 0xffff_ffff, 0, 0xdead_beef]
        .into_iter()
        .enumerate()
    {
        for n in [0u64, 1, 7, 26, 31, 32, 33, 63, 64, 100, 0xffff_ffff] {
            rows.push(vec![x ^ (k as u64), n]);
        }
    }
    // The wrapping forms are one rotate each (the clamping ones are not).
    let clif = m.emit(ptxjit::Emit::Clif, &["rot"], 80).unwrap();
    assert!(
        clif.contains(" = rotl ") && clif.contains(" = rotr "),
        "{clif}"
    );
    let out = run_both(&m, "rot", &rows);
    for (row, got) in rows.iter().zip(&out) {
        let (x, n) = (row[0] as u32, row[1] as u32);
        let c = n.min(32);
        // shf.l: the high word of ({x, x} << c); shf.r: the low word of
        // ({x, x} >> c).
        let wide = (u64::from(x) << 32) | u64::from(x);
        let lc = ((u128::from(wide) << c) >> 32) as u32;
        let rc = (wide >> c) as u32;
        let want = vec![
            u64::from(x.rotate_left(n % 32)),
            u64::from(x.rotate_right(n % 32)),
            u64::from(lc),
            u64::from(rc),
        ];
        assert_eq!(got, &want, "x={x:#x} n={n}");
    }
}

/// Batched rows read a parameter from its input slot where it is used
/// (until it is written or control flow starts): parameters read only
/// after a branch, returned unchanged, overwritten under a guard, and
/// narrower than their u64 slot (whose high bytes hold other bits) give
/// what a plain Rust model gives, on the host and in the interpreter.
/// The interpreter takes only in-range values, so the high bits are
/// cleared for it; the host gets them too in a second, raw run.
#[test]
fn parameters_read_from_their_row_slots() {
    let src = r#"
.version 7.8
.target sm_80
.address_size 64
.visible .func (.reg .b32 o0, .reg .b32 o1, .reg .b16 o2, .reg .b32 o3) f(.reg .b32 a, .reg .b32 b, .reg .b16 h, .reg .b32 keep)
{
  .reg .pred %p;
  .reg .b32 %t;
  setp.lt.u32 %p, a, b;
  @%p mov.b32 a, 7;
  @%p bra SMALL;
  add.u32 o0, a, b;
  bra DONE;
SMALL:
  sub.u32 o0, b, a;
DONE:
  cvt.u32.u16 %t, h;
  add.u32 o1, %t, keep;
  add.u16 o2, h, 1;
  mov.b32 o3, keep;
  ret;
}
.visible .func (.reg .b32 o0, .reg .b32 o1) g(.reg .b32 a, .reg .b32 b)
{
  .reg .pred %p;
  setp.lt.u32 %p, a, b;
  @%p bra L;
  mov.b32 a, 5;
L:
  mov.b32 o0, b;
  add.u32 o1, a, 1;
  ret;
}
"#;
    let m = module(src);
    let mut rng = Rng(5);
    let rows: Vec<Vec<u64>> = (0..200)
        .map(|i| {
            let mut r: Vec<u64> = (0..4).map(|_| rng.next()).collect();
            if i % 2 == 0 {
                // Make a < b in half of the rows (on the low 32 bits).
                r[0] &= 0xffff_ffff_0000_00ff;
            }
            r
        })
        .collect();
    let widths = [0xffff_ffffu64, 0xffff_ffff, 0xffff, 0xffff_ffff];
    let masked: Vec<Vec<u64>> = rows
        .iter()
        .map(|r| r.iter().zip(widths).map(|(v, w)| v & w).collect())
        .collect();
    let out = run_both(&m, "f", &masked);
    // The raw rows, high bits set, on the host alone.
    let host = m.prepare(Backend::Host, "f").expect("host compile");
    let flat: Vec<u64> = rows.iter().flatten().copied().collect();
    let mut raw = vec![0u64; rows.len() * 4];
    host.run_flat_rows(&flat, &mut raw, rows.len())
        .expect("host run");
    let raw: Vec<Vec<u64>> = raw.chunks(4).map(<[u64]>::to_vec).collect();
    assert_eq!(raw, out, "the high bits of the slots changed a result");
    for (r, o) in rows.iter().zip(&out) {
        let (a, b) = (r[0] as u32, r[1] as u32);
        let (h, keep) = (r[2] as u16, r[3] as u32);
        let o0 = if a < b {
            b.wrapping_sub(7)
        } else {
            a.wrapping_add(b)
        };
        let want = [
            u64::from(o0),
            u64::from(u32::from(h).wrapping_add(keep)),
            u64::from(h.wrapping_add(1)),
            u64::from(keep),
        ];
        assert_eq!(o.as_slice(), want, "row {r:x?}");
    }
    let out = run_both(
        &m,
        "g",
        &masked.iter().map(|r| r[..2].to_vec()).collect::<Vec<_>>(),
    );
    for (r, o) in rows.iter().zip(&out) {
        // `a` written on one path only, read after the join.
        let (a, b) = (r[0] as u32, r[1] as u32);
        let a = if a < b { a } else { 5 };
        assert_eq!(o.as_slice(), [u64::from(b), u64::from(a.wrapping_add(1))]);
    }
}
