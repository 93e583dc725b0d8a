//! SIMD video instructions: `vadd2/4`, `vsub2/4`, `vavrg2/4`, `vabsdiff2/4`,
//! `vmin2/4`, `vmax2/4`, `vset2/4` (PTX ISA, "SIMD Video Instructions").
//!
//! See the module documentation of [`crate::sem`]. The 2-lane forms work on the
//! two half-words of a 32-bit register, the 4-lane forms on its four bytes.
//! Operand lanes are picked by selectors from the concatenation `{b, a}` (lanes
//! 0..1 / 0..3 are `a`'s, the rest `b`'s). Points where the ISA text is
//! ambiguous or where the hardware differs from it are recorded in
//! `docs/sem-video.md`.

use super::video::{Cmp, VTy};

/// Main per-lane operation of the SIMD video instructions (other than `vset`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SimdOp {
    /// `vadd2` / `vadd4`: `Va + Vb`.
    Add,
    /// `vsub2` / `vsub4`: `Va - Vb`.
    Sub,
    /// `vavrg2` / `vavrg4`: `(Va + Vb + 1) >> 1` when the sum is `>= 0`, else
    /// `(Va + Vb) >> 1` (arithmetic shift).
    Avrg,
    /// `vabsdiff2` / `vabsdiff4`: `|Va - Vb|`.
    Absdiff,
    /// `vmin2` / `vmin4`.
    Min,
    /// `vmax2` / `vmax4`.
    Max,
}

/// How the lane results are combined into `d`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SimdMode {
    /// SIMD merge: lanes selected by the mask take the (optionally saturated)
    /// lane result, the others take `c`'s lane. `sat` is `.sat` (ignored by
    /// `vset2`/`vset4`).
    Merge {
        /// `.sat`: clamp each lane result to the lane range of `dtype`.
        sat: bool,
    },
    /// `.add`: `d = c + Σ` of the selected lanes' full-precision results.
    Add,
}

/// Modifiers of a SIMD video instruction with `N` lanes (2 or 4).
///
/// Selectors are given per result lane: `asel[i]` is the index, in the
/// concatenation `{b, a}`, of the source lane feeding result lane `i`. PTX
/// writes them most significant lane first: `.hxy` is `[y, x]`, `.bxyzw` is
/// `[w, z, y, x]`. Indices are taken modulo `2N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SimdCfg<const N: usize> {
    /// `.dtype` (ignored by `vset2`/`vset4`).
    pub dtype: VTy,
    /// `.atype`.
    pub atype: VTy,
    /// `.btype`.
    pub btype: VTy,
    /// `.asel`; default `.h10` = `[0, 1]` / `.b3210` = `[0, 1, 2, 3]`.
    pub asel: [u8; N],
    /// `.bsel`; default `.h32` = `[2, 3]` / `.b7654` = `[4, 5, 6, 7]`.
    pub bsel: [u8; N],
    /// Destination mask, bit `i` set when lane `i` is written (`.h10` = `0b11`,
    /// `.b3210` = `0b1111`, `.b0` = `0b0001`, ...).
    pub mask: u8,
    /// Merge (with optional `.sat`) or `.add` accumulation.
    pub mode: SimdMode,
}

/// Configuration of the 2-lane (half-word) instructions.
pub type Simd2Cfg = SimdCfg<2>;
/// Configuration of the 4-lane (byte) instructions.
pub type Simd4Cfg = SimdCfg<4>;

impl SimdCfg<2> {
    /// All-`.u32`, default selectors `.h10`/`.h32`, full mask, no `.sat`.
    pub const PLAIN: SimdCfg<2> = SimdCfg {
        dtype: VTy::U32,
        atype: VTy::U32,
        btype: VTy::U32,
        asel: [0, 1],
        bsel: [2, 3],
        mask: 0b11,
        mode: SimdMode::Merge { sat: false },
    };
}

impl SimdCfg<4> {
    /// All-`.u32`, default selectors `.b3210`/`.b7654`, full mask, no `.sat`.
    pub const PLAIN: SimdCfg<4> = SimdCfg {
        dtype: VTy::U32,
        atype: VTy::U32,
        btype: VTy::U32,
        asel: [0, 1, 2, 3],
        bsel: [4, 5, 6, 7],
        mask: 0b1111,
        mode: SimdMode::Merge { sat: false },
    };
}

/// Lane width in bits for `N` lanes in a 32-bit word.
const fn lane_bits(n: usize) -> u32 {
    32 / n as u32
}

/// Raw bits of lane `i` (modulo `2N`) of the 64-bit concatenation `{b, a}`.
fn lane_raw(ab: u64, n: usize, i: u8) -> u64 {
    let w = lane_bits(n);
    let i = u32::from(i) % (2 * n as u32);
    (ab >> (i * w)) & ((1u64 << w) - 1)
}

/// Reads `w`-bit `raw` as a number with the signedness of `ty`.
fn lane_value(raw: u64, w: u32, ty: VTy) -> i64 {
    if ty.signed() && (raw >> (w - 1)) & 1 == 1 {
        raw as i64 - (1i64 << w)
    } else {
        raw as i64
    }
}

/// `extractAndSignExt`: the selected lanes of `{b, a}` as numbers.
fn extract<const N: usize>(a: u32, b: u32, sel: &[u8; N], ty: VTy) -> [i64; N] {
    let ab = (u64::from(b) << 32) | u64::from(a);
    let w = lane_bits(N);
    let mut out = [0i64; N];
    for (o, &s) in out.iter_mut().zip(sel.iter()) {
        *o = lane_value(lane_raw(ab, N, s), w, ty);
    }
    out
}

/// Combines full-precision lane results `t` with `c` according to the mask and
/// mode. `sat_signed` is `Some(signed)` when the lanes are to be saturated.
fn combine<const N: usize>(
    t: [i64; N],
    mask: u8,
    mode: SimdMode,
    sat_signed: Option<bool>,
    c: u32,
) -> u32 {
    let w = lane_bits(N);
    match mode {
        SimdMode::Add => {
            let mut d = c;
            for (i, &ti) in t.iter().enumerate() {
                if (mask >> i) & 1 == 1 {
                    d = d.wrapping_add(ti as u32);
                }
            }
            d
        }
        SimdMode::Merge { .. } => {
            let lane_mask = (1u32 << w) - 1;
            let mut d = 0u32;
            for (i, &ti) in t.iter().enumerate() {
                let shift = i as u32 * w;
                let lane = if (mask >> i) & 1 == 1 {
                    let v = match sat_signed {
                        Some(true) => ti.clamp(-(1i64 << (w - 1)), (1i64 << (w - 1)) - 1),
                        Some(false) => ti.clamp(0, (1i64 << w) - 1),
                        None => ti,
                    };
                    v as u32 & lane_mask
                } else {
                    (c >> shift) & lane_mask
                };
                d |= lane << shift;
            }
            d
        }
    }
}

/// Per-lane arithmetic shared by the 2- and 4-lane forms.
fn simd_op<const N: usize>(op: SimdOp, cfg: &SimdCfg<N>, a: u32, b: u32, c: u32) -> u32 {
    let va = extract(a, b, &cfg.asel, cfg.atype);
    let vb = extract(a, b, &cfg.bsel, cfg.btype);
    let mut t = [0i64; N];
    for i in 0..N {
        let (x, y) = (va[i], vb[i]);
        t[i] = match op {
            SimdOp::Add => x + y,
            SimdOp::Sub => x - y,
            SimdOp::Avrg => {
                let s = x + y;
                if s >= 0 {
                    (s + 1) >> 1
                } else {
                    s >> 1
                }
            }
            SimdOp::Absdiff => (x - y).abs(),
            SimdOp::Min => x.min(y),
            SimdOp::Max => x.max(y),
        };
    }
    let sat = match cfg.mode {
        SimdMode::Merge { sat: true } => Some(cfg.dtype.signed()),
        _ => None,
    };
    combine(t, cfg.mask, cfg.mode, sat, c)
}

/// Per-lane comparison shared by `vset2` and `vset4`.
fn simd_set<const N: usize>(cmp: Cmp, cfg: &SimdCfg<N>, a: u32, b: u32, c: u32) -> u32 {
    let va = extract(a, b, &cfg.asel, cfg.atype);
    let vb = extract(a, b, &cfg.bsel, cfg.btype);
    let mut t = [0i64; N];
    for i in 0..N {
        t[i] = i64::from(cmp.eval(va[i], vb[i]));
    }
    combine(t, cfg.mask, cfg.mode, None, c)
}

/// `vadd2`, `vsub2`, `vavrg2`, `vabsdiff2`, `vmin2`, `vmax2` on half-word lanes.
pub fn vop2(op: SimdOp, cfg: &Simd2Cfg, a: u32, b: u32, c: u32) -> u32 {
    simd_op(op, cfg, a, b, c)
}

/// `vadd4`, `vsub4`, `vavrg4`, `vabsdiff4`, `vmin4`, `vmax4` on byte lanes.
pub fn vop4(op: SimdOp, cfg: &Simd4Cfg, a: u32, b: u32, c: u32) -> u32 {
    simd_op(op, cfg, a, b, c)
}

/// `vset2.atype.btype.cmp`: 1 or 0 per half-word lane (`cfg.dtype` ignored).
pub fn vset2(cmp: Cmp, cfg: &Simd2Cfg, a: u32, b: u32, c: u32) -> u32 {
    simd_set(cmp, cfg, a, b, c)
}

/// `vset4.atype.btype.cmp`: 1 or 0 per byte lane (`cfg.dtype` ignored).
pub fn vset4(cmp: Cmp, cfg: &Simd4Cfg, a: u32, b: u32, c: u32) -> u32 {
    simd_set(cmp, cfg, a, b, c)
}
