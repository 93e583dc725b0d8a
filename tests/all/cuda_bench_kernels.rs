//! The clang-compiled kernels of `benches/cuda/` (histogram, sha256, field)
//! on small inputs: the host backend against values worked out here
//! independently of ptxjit (a plain counting loop, published SHA-256
//! digests, field arithmetic by double-and-add rather than Montgomery), and
//! against the reference interpreter.

use ptxjit::{Backend, KernelArg, Launch, Module};

fn u32s(b: &[u8]) -> Vec<u32> {
    b.chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().expect("4 bytes")))
        .collect()
}

fn bytes(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// A deterministic pseudo-random word stream (splitmix64).
fn words(seed: u64, n: usize) -> Vec<u32> {
    let mut s = seed;
    (0..n).map(|_| super::Rng::step(&mut s) as u32).collect()
}

/// Launches `name` on the host and on the interpreter, asserts that both
/// give the same buffers, and returns the host's.
fn host_and_interp(
    m: &Module,
    name: &str,
    grid: u32,
    block: u32,
    args: &[KernelArg],
) -> Vec<Option<Vec<u8>>> {
    let l = Launch {
        grid: [grid, 1, 1],
        block: [block, 1, 1],
        dynamic_shared: 0,
    };
    let host = m
        .launch(Backend::Host, name, &l, args)
        .unwrap_or_else(|e| panic!("{name} on the host: {e}"));
    let interp = m
        .launch(Backend::Interp, name, &l, args)
        .unwrap_or_else(|e| panic!("{name} on the interpreter: {e}"));
    assert_eq!(host, interp, "{name}: host and interpreter differ");
    host
}

/// benches/cuda/histogram.cu: shared-memory `atom.shared.add` per byte, a
/// barrier, then `atom.global.add` of each block's bins onto a running
/// total. 3 blocks of 64 threads over 1001 words (grid-stride, a ragged
/// end), the global histogram starting from non-zero counts.
#[test]
fn histogram_counts_every_byte() {
    let m = Module::from_ptx(include_str!("../../benches/cuda/histogram.ptx")).expect("module");
    let n = 1001usize;
    let mut input = words(11, n);
    // Skew some bytes so a few bins are far from the average.
    for w in input.iter_mut().step_by(3) {
        *w = (*w & 0xffff_ff00) | 0x2a;
    }
    let start: Vec<u32> = (0..256u32).map(|i| i * 1000).collect();
    let mut want = start.clone();
    for b in bytes(&input) {
        want[usize::from(b)] += 1;
    }
    let args = [
        KernelArg::Buffer(bytes(&input)),
        KernelArg::Scalar(n as u64),
        KernelArg::Buffer(bytes(&start)),
    ];
    let out = host_and_interp(&m, "histogram", 3, 64, &args);
    let got = u32s(out[2].as_deref().expect("hist"));
    assert_eq!(got, want);
    let total: u32 = got.iter().zip(&start).map(|(g, s)| g - s).sum();
    assert_eq!(total as usize, 4 * n);
}

/// benches/cuda/sha256.cu: the compression of the padded one-block
/// messages "" and "abc" from the standard initial state is their published
/// SHA-256 digest (FIPS 180-2 example for "abc"); 40 further random blocks
/// (two blocks of 32 threads, the last partly idle) agree with the
/// interpreter.
#[test]
fn sha256_matches_published_digests() {
    let m = Module::from_ptx(include_str!("../../benches/cuda/sha256.ptx")).expect("module");
    let mut empty = [0u32; 16];
    empty[0] = 0x8000_0000;
    let mut abc = [0u32; 16];
    abc[0] = 0x6162_6380;
    abc[15] = 24;
    let n = 42usize;
    let mut input = Vec::with_capacity(16 * n);
    input.extend_from_slice(&empty);
    input.extend_from_slice(&abc);
    input.extend(words(5, 16 * (n - 2)));
    let args = [
        KernelArg::Buffer(bytes(&input)),
        KernelArg::Buffer(vec![0; 32 * n]),
        KernelArg::Scalar(n as u64),
    ];
    let out = host_and_interp(&m, "sha256", 2, 32, &args);
    let got = u32s(out[1].as_deref().expect("out"));
    assert_eq!(
        got[..8],
        [
            0xe3b0c442, 0x98fc1c14, 0x9afbf4c8, 0x996fb924, 0x27ae41e4, 0x649b934c, 0xa495991b,
            0x7852b855
        ]
    );
    assert_eq!(
        got[8..16],
        [
            0xba7816bf, 0x8f01cfea, 0x414140de, 0x5dae2223, 0xb00361a3, 0x96177a9c, 0xb410ff61,
            0xf20015ad
        ]
    );
    // Every message's digest was written (none is left zero).
    assert!(got.chunks(8).all(|d| d.iter().any(|&w| w != 0)));
}

/// Field elements as four u64 limbs, least significant first.
type U256 = [u64; 4];

/// The BN254 base field modulus.
const P: U256 = [
    0x3c20_8c16_d87c_fd47,
    0x9781_6a91_6871_ca8d,
    0xb850_45b6_8181_585d,
    0x3064_4e72_e131_a029,
];

fn ge(a: &U256, b: &U256) -> bool {
    for i in (0..4).rev() {
        if a[i] != b[i] {
            return a[i] > b[i];
        }
    }
    true
}

fn sub(a: &U256, b: &U256) -> U256 {
    let mut r = [0; 4];
    let mut borrow = false;
    for i in 0..4 {
        let (d, b1) = a[i].overflowing_sub(b[i]);
        let (d, b2) = d.overflowing_sub(u64::from(borrow));
        r[i] = d;
        borrow = b1 || b2;
    }
    r
}

/// a + b mod p for a, b < p (p < 2^254, so the sum does not overflow).
fn add_mod(a: &U256, b: &U256) -> U256 {
    let mut r = [0; 4];
    let mut carry = false;
    for i in 0..4 {
        let (s, c1) = a[i].overflowing_add(b[i]);
        let (s, c2) = s.overflowing_add(u64::from(carry));
        r[i] = s;
        carry = c1 || c2;
    }
    assert!(!carry);
    if ge(&r, &P) {
        sub(&r, &P)
    } else {
        r
    }
}

/// a b mod p by double-and-add over the bits of b (no Montgomery form).
fn mul_mod(a: &U256, b: &U256) -> U256 {
    let mut r = [0; 4];
    for bit in (0..256).rev() {
        r = add_mod(&r, &r);
        if (b[bit / 64] >> (bit % 64)) & 1 == 1 {
            r = add_mod(&r, a);
        }
    }
    r
}

fn pow_mod(a: &U256, e: &U256) -> U256 {
    let mut r = [1, 0, 0, 0];
    for bit in (0..256).rev() {
        r = mul_mod(&r, &r);
        if (e[bit / 64] >> (bit % 64)) & 1 == 1 {
            r = mul_mod(&r, a);
        }
    }
    r
}

fn to_limbs32(a: &U256) -> [u32; 8] {
    std::array::from_fn(|i| (a[i / 2] >> (32 * (i % 2))) as u32)
}

fn from_limbs32(v: &[u32]) -> U256 {
    std::array::from_fn(|i| u64::from(v[2 * i]) | (u64::from(v[2 * i + 1]) << 32))
}

/// A pseudo-random element below p (its top limb below p's).
fn element(w: &[u32]) -> U256 {
    let mut a = from_limbs32(w);
    a[3] &= 0x1fff_ffff_ffff_ffff;
    a
}

/// benches/cuda/field.cu: Horner over the BN254 base field with inline-asm
/// carry chains in a Montgomery multiplication. With R = 2^256 mod p, the
/// output for x and coefficients c[k] (Montgomery representations) is
/// R * sum (c[k] / R) (x / R)^k mod p, computed here by double-and-add and
/// a Fermat inverse of R. Also: the coefficients (0, R, 0, ...) give back x
/// (mont_mul(R, x) = x), and (1, 0, ...) give 1. 40 elements in two blocks
/// of 32 threads, with 0, 1 and p - 1 among them.
#[test]
fn field_horner_matches_plain_modular_arithmetic() {
    let m = Module::from_ptx(include_str!("../../benches/cuda/field.ptx")).expect("module");
    let n = 40usize;
    let pm1 = sub(&P, &[1, 0, 0, 0]);
    let rw = words(9, 8 * n);
    let mut xs: Vec<U256> = (0..n).map(|i| element(&rw[8 * i..8 * i + 8])).collect();
    xs[0] = [0; 4];
    xs[1] = [1, 0, 0, 0];
    xs[2] = pm1;
    // 2^256 mod p by doubling, and its inverse by Fermat.
    let mut r = [1, 0, 0, 0];
    for _ in 0..256 {
        r = add_mod(&r, &r);
    }
    let rinv = pow_mod(&r, &sub(&P, &[2, 0, 0, 0]));
    assert_eq!(mul_mod(&r, &rinv), [1, 0, 0, 0]);

    let cw = words(10, 64);
    let mut random: Vec<U256> = (0..8).map(|k| element(&cw[8 * k..8 * k + 8])).collect();
    random[5] = pm1;
    let mut identity = vec![[0u64; 4]; 8];
    identity[1] = r;
    let mut one = vec![[0u64; 4]; 8];
    one[0] = [1, 0, 0, 0];

    let x_limbs: Vec<u32> = xs.iter().flat_map(to_limbs32).collect();
    for (what, coef) in [("random", &random), ("identity", &identity), ("one", &one)] {
        let c_limbs: Vec<u32> = coef.iter().flat_map(to_limbs32).collect();
        let args = [
            KernelArg::Buffer(bytes(&x_limbs)),
            KernelArg::Buffer(bytes(&c_limbs)),
            KernelArg::Buffer(vec![0; 32 * n]),
            KernelArg::Scalar(n as u64),
        ];
        let out = host_and_interp(&m, "field", 2, 32, &args);
        let got = u32s(out[2].as_deref().expect("out"));
        for (i, x) in xs.iter().enumerate() {
            let xp = mul_mod(x, &rinv);
            let mut acc = mul_mod(&coef[7], &rinv);
            for c in coef[..7].iter().rev() {
                acc = add_mod(&mul_mod(&acc, &xp), &mul_mod(c, &rinv));
            }
            let want = mul_mod(&acc, &r);
            let g = from_limbs32(&got[8 * i..8 * i + 8]);
            assert_eq!(g, want, "{what}: element {i}");
            match what {
                "identity" => assert_eq!(g, *x, "identity: element {i}"),
                "one" => assert_eq!(g, [1, 0, 0, 0], "one: element {i}"),
                _ => {}
            }
        }
    }
}
