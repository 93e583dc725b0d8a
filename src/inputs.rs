//! Random input rows for `compare` and `bench`: seeded, with edge values
//! (0, 1, -1, MIN, MAX, byte and half-word boundaries) mixed in.

use crate::IntType as Type;

/// A splitmix64 generator: deterministic for a seed.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator for `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// Edge values of a `bits`-wide integer.
pub fn edges(bits: u32) -> Vec<u64> {
    let m = if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    let mut v = vec![
        0,
        1,
        2,
        m,
        m - 1,
        m >> 1,
        (m >> 1) + 1,
        0x7f,
        0x80,
        0xff,
        0x100,
    ];
    if bits > 16 {
        v.extend([
            0x7fff,
            0x8000,
            0xffff,
            0x1_0000,
            0x00ff_00ff,
            0xff00_ff00,
            0x8080_8080,
            0x7f7f_7f7f,
        ]);
    }
    if bits > 32 {
        v.extend([0xffff_ffff, 0x1_0000_0000, 0x8000_0000, 0x7fff_ffff]);
    }
    v.into_iter().map(|x| x & m).collect()
}

/// `n` rows of values for parameters of types `params`: rows `0..n` of the
/// random input stream of `seed` ([`random_row_at`]).
///
/// ```
/// use ptxjit::{inputs, IntType};
/// let rows = inputs::random_rows(&[IntType::U16, IntType::B32], 1000, 7);
/// assert_eq!(rows, inputs::random_rows(&[IntType::U16, IntType::B32], 1000, 7)); // seeded
/// assert!(rows.iter().all(|r| r[0] <= 0xffff && r[1] <= 0xffff_ffff));
/// assert!(rows.iter().any(|r| r[0] == 0xffff)); // edge values mixed in
/// ```
pub fn random_rows(params: &[Type], n: usize, seed: u64) -> Vec<Vec<u64>> {
    let edge: Vec<Vec<u64>> = params.iter().map(|t| edges(t.bits())).collect();
    (0..n as u64)
        .map(|i| {
            let mut row = vec![0; params.len()];
            random_row_at(params, &edge, seed, i, &mut row);
            row
        })
        .collect()
}

/// Row `i` of the random input stream of `seed` for parameters of types
/// `params`, written into `out` (one value per parameter): about one value
/// in four an edge value ([`edges`]), the rest uniform. Row `i` depends only
/// on `seed` and `i`, so any range of rows can be made on its own (threads,
/// shards) and the stream is the same however it is split.
pub fn random_row_at(params: &[Type], edge: &[Vec<u64>], seed: u64, i: u64, out: &mut [u64]) {
    let mut rng = Rng::new(seed ^ i.wrapping_mul(0xd6e8_feb8_6659_fd93));
    // One warm-up step decorrelates neighbouring indices.
    rng.next_u64();
    for ((t, e), o) in params.iter().zip(edge).zip(out.iter_mut()) {
        let r = rng.next_u64();
        let m = if t.bits() >= 64 {
            u64::MAX
        } else {
            (1u64 << t.bits()) - 1
        };
        *o = if r.is_multiple_of(4) {
            e[(r >> 8) as usize % e.len()]
        } else {
            rng.next_u64() & m
        };
    }
}

/// Row `i` of the enumeration of every combination of edge values (`edge`:
/// each parameter's [`edges`]): the first parameter varies fastest.
///
/// ```
/// let e = vec![vec![0, 1], vec![5, 6, 7]];
/// let mut row = [0u64; 2];
/// ptxjit::inputs::edge_row_at(&e, 3, &mut row);
/// assert_eq!(row, [1, 6]);
/// ```
pub fn edge_row_at(edge: &[Vec<u64>], i: u64, out: &mut [u64]) {
    let mut rest = i;
    for (e, o) in edge.iter().zip(out.iter_mut()) {
        let n = e.len().max(1) as u64;
        *o = e.get((rest % n) as usize).copied().unwrap_or(0);
        rest /= n;
    }
}

/// Row `i` of the exhaustive enumeration of parameters of types `params`
/// (their widths total at most 64 bits): the bits of `i`, the first
/// parameter in the lowest bits.
pub fn exhaustive_row_at(params: &[Type], i: u64, out: &mut [u64]) {
    let mut at = 0u32;
    for (t, o) in params.iter().zip(out.iter_mut()) {
        let b = t.bits();
        let m = if b >= 64 { u64::MAX } else { (1u64 << b) - 1 };
        *o = i.checked_shr(at).unwrap_or(0) & m;
        at += b;
    }
}
