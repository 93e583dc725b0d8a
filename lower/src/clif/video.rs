//! Cranelift lowering of the PTX video instructions.
//!
//! * Scalar video (`vadd vsub vabsdiff vmin vmax vshl vshr`, `vset`, `vmad`)
//!   is the shared expansion in `crate::expand::video`, built with
//!   Cranelift's [`IntOps`](crate::expand::IntOps) (`clif/ops.rs`).
//! * SIMD video (`vadd2/4 vsub2/4 vavrg2/4 vabsdiff2/4 vmin2/4 vmax2/4
//!   vset2/4`) is lowered here to vector lanes: `a` and `b` are moved into
//!   vector registers, the lane selectors become one `shuffle` each, and the
//!   lanes are either computed directly in their own width (`i8x16` /
//!   `i16x8`) where a Cranelift lane operation is exactly the PTX one, or
//!   widened (`swiden_low` / `uwiden_low` to `i16x8` / `i32x4`) and computed
//!   at full precision, then saturated with `snarrow` / `unarrow` or
//!   truncated with a `shuffle`. Lanes outside the destination mask come from
//!   `c` through `bitselect`; the `.add` form sums the full-precision lanes
//!   with `iadd_pairwise` and adds `c`.
//!
//! The semantics are the hardware's, as recorded in `docs/semantics.md`
//! (sections 4 to 7 and Part II): masked-off SIMD lanes come from `c`.
//! Nothing here traps or calls the host.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I16, I16X8, I32, I32X4, I8X16};
use cranelift_codegen::ir::{ConstantData, Endianness, InstBuilder, MemFlagsData, Type, Value};
use cranelift_frontend::FunctionBuilder;
use ptxjit_frontend::ir::{Cmp, Dst, Op, SimdOp, Src};

use super::ops;
use crate::expand::simd::{narrow_plan, Narrow, SimdCfg};
use crate::expand::{self, infallible, Cc};

/// Lowers a video instruction. `read` gives the 32-bit (i32) value of a source operand.
/// Returns the destination and its i32 value, or None if `op` is not a video op.
pub fn lower(
    b: &mut FunctionBuilder,
    op: &Op,
    read: &mut dyn FnMut(&mut FunctionBuilder, Src) -> Value,
) -> Option<(Dst, Value)> {
    match op {
        Op::Video {
            m,
            d,
            a,
            b: bsrc,
            c,
        } => {
            let av = read(b, *a);
            let bv = read(b, *bsrc);
            let cv = c.map(|c| read(b, c));
            Some((*d, infallible(expand::video::video(b, m, av, bv, cv))))
        }
        Op::Vset {
            m,
            d,
            a,
            b: bsrc,
            c,
        } => {
            let av = read(b, *a);
            let bv = read(b, *bsrc);
            let cv = c.map(|c| read(b, c));
            Some((*d, infallible(expand::video::vset(b, m, av, bv, cv))))
        }
        Op::Vmad {
            m,
            d,
            a,
            b: bsrc,
            c,
        } => {
            let av = read(b, *a);
            let bv = read(b, *bsrc);
            let cv = read(b, *c);
            Some((*d, infallible(expand::video::vmad(b, m, av, bv, cv))))
        }
        Op::Simd {
            m,
            d,
            a,
            b: bsrc,
            c,
        } => {
            let av = read(b, *a);
            let bv = read(b, *bsrc);
            let cv = read(b, *c);
            Some((*d, simd(b, &SimdCfg::new(m), av, bv, cv)))
        }
        ptxjit_frontend::int_ops!()
        | ptxjit_frontend::logic_ops!()
        | ptxjit_frontend::mem_ops!()
        | ptxjit_frontend::control_ops!()
        | ptxjit_frontend::dispatcher_ops!() => None,
    }
}

/// The Cranelift condition for a video comparison of exact values.
fn int_cc(cmp: Cmp, signed: bool) -> IntCC {
    ops::int_cc(Cc::video(cmp, signed))
}

// ---------------------------------------------------------------- SIMD video
/// Per-backend lane types of a [`SimdCfg`].
trait Lanes16 {
    fn narrow(&self) -> Type;
    fn wide(&self) -> Type;
    fn lane_bytes(&self) -> usize;
    fn lane_mask(&self) -> u8;
}

impl Lanes16 for SimdCfg {
    /// Lane type in the operands' own width.
    fn narrow(&self) -> Type {
        if self.n == 4 {
            I8X16
        } else {
            I16X8
        }
    }
    /// Lane type wide enough for every exact lane result.
    fn wide(&self) -> Type {
        if self.n == 4 {
            I16X8
        } else {
            I32X4
        }
    }
    /// Bytes per lane.
    fn lane_bytes(&self) -> usize {
        4 / self.n
    }
    /// The destination mask restricted to existing lanes.
    fn lane_mask(&self) -> u8 {
        self.mask & ((1u8 << self.n) - 1)
    }
}

/// Little-endian flags for vector bitcasts that change the lane count.
fn le() -> MemFlagsData {
    MemFlagsData::new().with_endianness(Endianness::Little)
}

/// Reinterprets vector `v` as `ty` (no-op when it already is).
fn cast(b: &mut FunctionBuilder, ty: Type, v: Value) -> Value {
    if b.func.dfg.value_type(v) == ty {
        v
    } else {
        b.ins().bitcast(ty, le(), v)
    }
}

/// The i32 `x` in the low 32 bits of an `i8x16` (other bytes unspecified).
fn word_vec(b: &mut FunctionBuilder, x: Value) -> Value {
    let v = b.ins().scalar_to_vector(I32X4, x);
    cast(b, I8X16, v)
}

/// A byte shuffle of two `i8x16` values (indices 16..31 pick from `y`).
fn shuffle(b: &mut FunctionBuilder, x: Value, y: Value, idx: [u8; 16]) -> Value {
    let imm = b.func.dfg.immediates.push(ConstantData::from(idx.to_vec()));
    b.ins().shuffle(x, y, imm)
}

/// A vector constant of type `ty` from its 16 little-endian bytes.
fn vconst(b: &mut FunctionBuilder, ty: Type, bytes: [u8; 16]) -> Value {
    let c = b
        .func
        .dfg
        .constants
        .insert(ConstantData::from(bytes.to_vec()));
    b.ins().vconst(ty, c)
}

/// A splat constant of the 16- or 32-bit-lane type `ty`, or 8-bit lanes.
fn splat_const(b: &mut FunctionBuilder, ty: Type, v: u32) -> Value {
    let lb = (ty.lane_bits() / 8) as usize;
    let mut bytes = [0u8; 16];
    for (i, byte) in bytes.iter_mut().enumerate() {
        *byte = (v >> (8 * (i % lb))) as u8;
    }
    vconst(b, ty, bytes)
}

/// Moves the selected source lanes (`sel[i]` indexes the concatenation
/// `{b, a}`, modulo `2n`) into lanes `0..n` of an `i8x16` (the lanes above are
/// unspecified). The default selectors are free; others are one `shuffle`.
fn select_lanes(
    b: &mut FunctionBuilder,
    cfg: &SimdCfg,
    va: Value,
    vb: Value,
    sel: &[u8; 4],
) -> Value {
    let n = cfg.n;
    let lb = cfg.lane_bytes();
    let s: Vec<usize> = sel[..n].iter().map(|&x| usize::from(x) % (2 * n)).collect();
    if s.iter().enumerate().all(|(i, &x)| x == i) {
        return va;
    }
    if s.iter().enumerate().all(|(i, &x)| x == n + i) {
        return vb;
    }
    let from_a = s.iter().all(|&x| x < n);
    let from_b = s.iter().all(|&x| x >= n);
    let mut idx = [0u8; 16];
    for (i, &x) in s.iter().enumerate() {
        for j in 0..lb {
            let byte = if x < n {
                x * lb + j
            } else if from_b {
                (x - n) * lb + j
            } else {
                16 + (x - n) * lb + j
            };
            idx[i * lb + j] = byte as u8;
        }
    }
    if from_a {
        shuffle(b, va, va, idx)
    } else if from_b {
        shuffle(b, vb, vb, idx)
    } else {
        shuffle(b, va, vb, idx)
    }
}

/// Extends the low lanes of `v` (an `i8x16` holding narrow lanes) to the wide
/// lane type, by the operand's signedness.
fn widen(b: &mut FunctionBuilder, cfg: &SimdCfg, v: Value, signed: bool) -> Value {
    let v = cast(b, cfg.narrow(), v);
    if signed {
        b.ins().swiden_low(v)
    } else {
        b.ins().uwiden_low(v)
    }
}

/// A lane result: either in the narrow lane type or in the wide one.
enum Lanes {
    /// Narrow lanes (`i8x16`/`i16x8`). In merge mode they are the final lane
    /// values (saturated if needed); in `.add` mode they are exact values with
    /// the given signedness.
    Narrow(Value, bool),
    /// Exact full-precision lanes (`i16x8`/`i32x4`).
    Wide(Value),
}

/// Tries to compute the lanes directly in their own width, with a Cranelift
/// lane operation that is exactly the PTX one. Returns `None` when only the
/// widened computation is exact.
fn simd_narrow(b: &mut FunctionBuilder, cfg: &SimdCfg, xa: Value, xb: Value) -> Option<Lanes> {
    let plan = narrow_plan(cfg)?;
    let nt = cfg.narrow();
    let x = cast(b, nt, xa);
    let y = cast(b, nt, xb);
    let v = match plan {
        Narrow::Wrap { sub: false } => b.ins().iadd(x, y),
        Narrow::Wrap { sub: true } => b.ins().isub(x, y),
        Narrow::Sat {
            sub: false,
            signed: true,
        } => b.ins().sadd_sat(x, y),
        Narrow::Sat {
            sub: false,
            signed: false,
        } => b.ins().uadd_sat(x, y),
        Narrow::Sat {
            sub: true,
            signed: true,
        } => b.ins().ssub_sat(x, y),
        Narrow::Sat {
            sub: true,
            signed: false,
        } => b.ins().usub_sat(x, y),
        Narrow::MinMax {
            min: true,
            signed: true,
        } => b.ins().smin(x, y),
        Narrow::MinMax {
            min: true,
            signed: false,
        } => b.ins().umin(x, y),
        Narrow::MinMax {
            min: false,
            signed: true,
        } => b.ins().smax(x, y),
        Narrow::MinMax {
            min: false,
            signed: false,
        } => b.ins().umax(x, y),
        Narrow::AvrgUnsigned => b.ins().avg_round(x, y),
        Narrow::Absdiff { signed } => {
            let (hi, lo) = if signed {
                (b.ins().smax(x, y), b.ins().smin(x, y))
            } else {
                (b.ins().umax(x, y), b.ins().umin(x, y))
            };
            b.ins().isub(hi, lo)
        }
        Narrow::Set { cmp, signed } => {
            let m = b.ins().icmp(int_cc(cmp, signed), x, y);
            let one = splat_const(b, nt, 1);
            b.ins().band(m, one)
        }
    };
    Some(Lanes::Narrow(v, plan.signed()))
}

/// Computes the lanes widened to full precision (every operand extended by its
/// own type).
fn simd_wide(b: &mut FunctionBuilder, cfg: &SimdCfg, xa: Value, xb: Value) -> Value {
    let wt = cfg.wide();
    let x = widen(b, cfg, xa, cfg.asigned);
    let y = widen(b, cfg, xb, cfg.bsigned);
    match cfg.op {
        SimdOp::Add => b.ins().iadd(x, y),
        SimdOp::Sub => b.ins().isub(x, y),
        SimdOp::Absdiff => {
            let d = b.ins().isub(x, y);
            b.ins().iabs(d)
        }
        SimdOp::Min => b.ins().smin(x, y),
        SimdOp::Max => b.ins().smax(x, y),
        SimdOp::Avrg => {
            if !cfg.asigned && !cfg.bsigned && wt == I16X8 {
                // Non-negative lanes whose sum fits: avg_round is exact. (The
                // x86-64 backend has no i32x4 avg_round, so the 2-lane form
                // takes the general path below.)
                b.ins().avg_round(x, y)
            } else {
                // (s + 1) >> 1 when s >= 0, s >> 1 when s < 0 (arithmetic):
                // s - ~(s >> (bits-1)) adds 1 exactly when s >= 0.
                let s = b.ins().iadd(x, y);
                // Vector shifts take a scalar amount.
                let top = b.ins().iconst(I32, i64::from(wt.lane_bits() - 1));
                let sign = b.ins().sshr(s, top);
                let inc = b.ins().bnot(sign);
                let t = b.ins().isub(s, inc);
                let one = b.ins().iconst(I32, 1);
                b.ins().sshr(t, one)
            }
        }
        SimdOp::Set(cmp) => {
            let m = b.ins().icmp(int_cc(cmp, true), x, y);
            let one = splat_const(b, wt, 1);
            b.ins().band(m, one)
        }
    }
}

/// Lowers a SIMD video instruction to vector lanes; returns the i32 result.
fn simd(b: &mut FunctionBuilder, cfg: &SimdCfg, a: Value, bv: Value, c: Value) -> Value {
    let va = word_vec(b, a);
    let vb = word_vec(b, bv);
    let xa = select_lanes(b, cfg, va, vb, &cfg.asel);
    let xb = select_lanes(b, cfg, va, vb, &cfg.bsel);
    let lanes = match simd_narrow(b, cfg, xa, xb) {
        Some(l) => l,
        None => Lanes::Wide(simd_wide(b, cfg, xa, xb)),
    };
    let n = cfg.n;
    let lb = cfg.lane_bytes();
    let m = cfg.lane_mask();
    let all = (1u8 << n) - 1;
    if cfg.acc {
        // d = c + Σ_{i in mask} t[i], with the exact lane values t.
        let t = match lanes {
            Lanes::Wide(v) => v,
            Lanes::Narrow(v, signed) => {
                let v = if cfg.narrow() == I8X16 {
                    v
                } else {
                    cast(b, I8X16, v)
                };
                widen(b, cfg, v, signed)
            }
        };
        let wt = cfg.wide();
        let t = if m == all {
            t
        } else {
            let wb = 2 * lb;
            let mut bytes = [0u8; 16];
            for i in 0..n {
                if (m >> i) & 1 == 1 {
                    bytes[i * wb..(i + 1) * wb].fill(0xff);
                }
            }
            let mv = vconst(b, wt, bytes);
            b.ins().band(t, mv)
        };
        // Horizontal add of lanes 0..n: log2(n) pairwise adds. The sums fit
        // the wide lanes (|Σ| <= 4 * 510 for bytes, 2 * 131071 for halves).
        let mut s = b.ins().iadd_pairwise(t, t);
        if n == 4 {
            s = b.ins().iadd_pairwise(s, s);
        }
        let s0 = b.ins().extractlane(s, 0);
        let s32 = if wt == I16X8 {
            debug_assert_eq!(b.func.dfg.value_type(s0), I16);
            b.ins().sextend(I32, s0)
        } else {
            s0
        };
        return b.ins().iadd(c, s32);
    }
    // Merge mode: final narrow lanes in bytes 0..3 of an i8x16.
    let r = match lanes {
        Lanes::Narrow(v, _) => cast(b, I8X16, v),
        Lanes::Wide(t) => {
            if cfg.sat {
                // snarrow / unarrow saturate signed wide lanes to the signed /
                // unsigned narrow range: exactly `.sat` per dtype.
                let v = if cfg.dsigned {
                    b.ins().snarrow(t, t)
                } else {
                    b.ins().unarrow(t, t)
                };
                cast(b, I8X16, v)
            } else {
                // Truncate: keep the low lb bytes of each wide lane.
                let t8 = cast(b, I8X16, t);
                let mut idx = [0u8; 16];
                for i in 0..n {
                    for j in 0..lb {
                        idx[i * lb + j] = (i * 2 * lb + j) as u8;
                    }
                }
                shuffle(b, t8, t8, idx)
            }
        }
    };
    let r = if m == all {
        r
    } else {
        let cv = word_vec(b, c);
        let mut bytes = [0u8; 16];
        for i in 0..n {
            if (m >> i) & 1 == 1 {
                bytes[i * lb..(i + 1) * lb].fill(0xff);
            }
        }
        let mv = vconst(b, I8X16, bytes);
        b.ins().bitselect(mv, r, cv)
    };
    let r32 = cast(b, I32X4, r);
    b.ins().extractlane(r32, 0)
}
