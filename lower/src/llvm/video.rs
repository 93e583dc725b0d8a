//! LLVM lowering of the PTX video instructions.
//!
//! * Scalar video (`vadd vsub vabsdiff vmin vmax vshl vshr`, `vset`, `vmad`)
//!   is the shared expansion in `crate::expand::video`, built with LLVM's
//!   [`IntOps`](crate::expand::IntOps) (`llvm/ops.rs`).
//! * SIMD video (`vadd2/4 vsub2/4 vavrg2/4 vabsdiff2/4 vmin2/4 vmax2/4
//!   vset2/4`) uses LLVM vector lanes: `a` and `b` are bitcast to `<4 x i8>` /
//!   `<2 x i16>`, the lane selectors are one `shufflevector` each, and the
//!   lanes are computed in their own width where an LLVM lane operation is
//!   exactly the PTX one (wrapping add/sub, `llvm.{s,u}{add,sub}.sat` for
//!   same-signed operands and dtype, min/max, |x - y| as max - min,
//!   comparisons), otherwise widened to `<n x i16>` / `<n x i32>` and computed
//!   at full precision, then clamped and truncated. Lanes outside the mask
//!   come from `c` (a `shufflevector`); the `.add` form adds the masked wide
//!   lanes to `c` one by one (never `and` + `llvm.vector.reduce.add`, which
//!   LLVM 19's x86 backend miscompiles on `<4 x i16>`).
//!
//! The semantics are the hardware's, as in the interpreter and
//! docs/semantics.md (sections 4 to 7 and Part II): masked-off SIMD lanes
//! come from `c`.

use inkwell::types::VectorType;
use inkwell::values::{IntValue, VectorValue};
use inkwell::IntPredicate as P;
use ptxjit_frontend::ir::{Cmp, Dst, Op, SimdOp, Src};

use super::{Fx, LResult};
use crate::expand::simd::{narrow_plan, Narrow, SimdCfg};
use crate::expand::{self, Cc};

/// The LLVM predicate of a video comparison: `lo ls hi hs` compare like
/// `lt le gt ge` (the operands' own signedness decides, as in the interpreter).
fn pred(cmp: Cmp, signed: bool) -> P {
    super::ops::pred(Cc::video(cmp, signed))
}

impl<'ctx> Fx<'ctx, '_> {
    /// Lowers a video instruction: its destination and 32-bit value.
    pub(super) fn video(&mut self, op: &Op) -> LResult<(Dst, IntValue<'ctx>)> {
        match op {
            Op::Video { m, d, a, b, c } => {
                let av = self.read(*a, 32)?;
                let bv = self.read(*b, 32)?;
                let cv = self.read_opt(*c)?;
                Ok((*d, expand::video::video(self, m, av, bv, cv)?))
            }
            Op::Vset { m, d, a, b, c } => {
                let av = self.read(*a, 32)?;
                let bv = self.read(*b, 32)?;
                let cv = self.read_opt(*c)?;
                Ok((*d, expand::video::vset(self, m, av, bv, cv)?))
            }
            Op::Vmad { m, d, a, b, c } => {
                let av = self.read(*a, 32)?;
                let bv = self.read(*b, 32)?;
                let cv = self.read(*c, 32)?;
                Ok((*d, expand::video::vmad(self, m, av, bv, cv)?))
            }
            Op::Simd { m, d, a, b, c } => {
                let av = self.read(*a, 32)?;
                let bv = self.read(*b, 32)?;
                let cv = self.read(*c, 32)?;
                Ok((*d, self.simd(&SimdCfg::new(m), av, bv, cv)?))
            }
            ptxjit_frontend::int_ops!()
            | ptxjit_frontend::logic_ops!()
            | ptxjit_frontend::mem_ops!()
            | ptxjit_frontend::control_ops!()
            | ptxjit_frontend::dispatcher_ops!() => {
                Err(self.err("internal error: not a video instruction"))
            }
        }
    }

    /// The 32-bit value of an optional operand (`c` of a scalar video
    /// instruction, present with a secondary operation or merge).
    fn read_opt(&self, c: Option<Src>) -> LResult<Option<IntValue<'ctx>>> {
        c.map(|c| self.read(c, 32)).transpose()
    }

    // ------------------------------------------------------------ SIMD

    /// A constant vector of `n` lanes of `bits` bits.
    fn vconst(&self, bits: u32, vals: &[i128]) -> VectorValue<'ctx> {
        let lanes: Vec<IntValue<'ctx>> = vals.iter().map(|&v| self.ks(bits, v)).collect();
        VectorType::const_vector(&lanes)
    }

    /// `shufflevector x, y, mask`.
    fn shuffle(
        &self,
        x: VectorValue<'ctx>,
        y: VectorValue<'ctx>,
        idx: &[u32],
    ) -> LResult<VectorValue<'ctx>> {
        let m: Vec<i128> = idx.iter().map(|&i| i128::from(i)).collect();
        let mask = self.vconst(32, &m);
        Ok(self.b.build_shuffle_vector(x, y, mask, "")?)
    }

    /// Sign- or zero-extends the lanes of `v` to `ty`.
    fn vext(
        &self,
        v: VectorValue<'ctx>,
        ty: VectorType<'ctx>,
        signed: bool,
    ) -> LResult<VectorValue<'ctx>> {
        Ok(if signed {
            self.b.build_int_s_extend(v, ty, "")?
        } else {
            self.b.build_int_z_extend(v, ty, "")?
        })
    }

    /// Lane comparison, as a vector of `i1`.
    fn vcmp(&self, p: P, x: VectorValue<'ctx>, y: VectorValue<'ctx>) -> LResult<VectorValue<'ctx>> {
        Ok(self.b.build_int_compare(p, x, y, "")?)
    }

    /// Lowers a SIMD video instruction to vector lanes; returns the `i32`.
    fn simd(
        &self,
        cfg: &SimdCfg,
        a: IntValue<'ctx>,
        bv: IntValue<'ctx>,
        c: IntValue<'ctx>,
    ) -> LResult<IntValue<'ctx>> {
        let n = cfg.n as u32;
        let w = 32 / n;
        let nt = self.ity(w).vec_type(n);
        let wt = self.ity(2 * w).vec_type(n);
        let va = self.b.build_bit_cast(a, nt, "")?.into_vector_value();
        let vb = self.b.build_bit_cast(bv, nt, "")?.into_vector_value();
        let pick = |sel: &[u8; 4]| -> Vec<u32> {
            sel[..n as usize]
                .iter()
                .map(|&s| u32::from(s) % (2 * n))
                .collect()
        };
        let xa = self.shuffle(va, vb, &pick(&cfg.asel))?;
        let xb = self.shuffle(va, vb, &pick(&cfg.bsel))?;
        let (sa, sb, sd) = (cfg.asigned, cfg.bsigned, cfg.dsigned);
        // Lanes computed in their own width, where that is exact (the plan
        // both backends share; the `.add` form is accumulated widened here).
        let plan = if cfg.acc { None } else { narrow_plan(cfg) };
        let narrow: Option<VectorValue<'ctx>> = match plan {
            None => None,
            Some(Narrow::Wrap { sub: false }) => Some(self.add(xa, xb)?),
            Some(Narrow::Wrap { sub: true }) => Some(self.sub(xa, xb)?),
            Some(Narrow::Sat { sub, signed }) => {
                let name = match (sub, signed) {
                    (false, true) => "llvm.sadd.sat",
                    (false, false) => "llvm.uadd.sat",
                    (true, true) => "llvm.ssub.sat",
                    (true, false) => "llvm.usub.sat",
                };
                Some(self.vintr2(name, xa, xb)?)
            }
            Some(Narrow::MinMax { min, signed }) => {
                let name = match (min, signed) {
                    (true, true) => "llvm.smin",
                    (true, false) => "llvm.umin",
                    (false, true) => "llvm.smax",
                    (false, false) => "llvm.umax",
                };
                Some(self.vintr2(name, xa, xb)?)
            }
            // LLVM has no rounding average: widened.
            Some(Narrow::AvrgUnsigned) => None,
            Some(Narrow::Absdiff { signed }) => {
                let (hi, lo) = if signed {
                    (
                        self.vintr2("llvm.smax", xa, xb)?,
                        self.vintr2("llvm.smin", xa, xb)?,
                    )
                } else {
                    (
                        self.vintr2("llvm.umax", xa, xb)?,
                        self.vintr2("llvm.umin", xa, xb)?,
                    )
                };
                Some(self.sub(hi, lo)?)
            }
            Some(Narrow::Set { cmp, signed }) => {
                let m = self.vcmp(pred(cmp, signed), xa, xb)?;
                Some(self.b.build_int_z_extend(m, nt, "")?)
            }
        };
        let lanes = match narrow {
            Some(v) => v,
            None => {
                // Full precision in double-width lanes.
                let x = self.vext(xa, wt, sa)?;
                let y = self.vext(xb, wt, sb)?;
                let t = match cfg.op {
                    SimdOp::Add => self.add(x, y)?,
                    SimdOp::Sub => self.sub(x, y)?,
                    SimdOp::Absdiff => {
                        let d = self.sub(x, y)?;
                        let nd = self.neg(d)?;
                        self.vintr2("llvm.smax", d, nd)?
                    }
                    SimdOp::Min => self.vintr2("llvm.smin", x, y)?,
                    SimdOp::Max => self.vintr2("llvm.smax", x, y)?,
                    SimdOp::Avrg => {
                        // (s + 1) >> 1 when s >= 0, s >> 1 when s < 0.
                        let s = self.add(x, y)?;
                        let top = self.vconst(2 * w, &vec![i128::from(2 * w - 1); n as usize]);
                        let sign = self.shr(s, top, true)?;
                        let inc = self.not(sign)?;
                        let t = self.sub(s, inc)?;
                        let one = self.vconst(2 * w, &vec![1; n as usize]);
                        self.shr(t, one, true)?
                    }
                    SimdOp::Set(cmp) => {
                        let m = self.vcmp(pred(cmp, true), x, y)?;
                        self.b.build_int_z_extend(m, wt, "")?
                    }
                };
                if cfg.acc {
                    // d = c + sum over the masked lanes of the exact
                    // values, one lane at a time. Not "AND with the lane
                    // mask, then llvm.vector.reduce.add": LLVM 19's x86
                    // backend miscompiles that pattern on <4 x i16> (it
                    // drops the sum; see the regression test
                    // `simd_add_with_partial_mask_is_not_miscompiled`).
                    let mut acc = c;
                    for i in 0..n {
                        if (cfg.mask >> i) & 1 == 1 {
                            let k = self.ctx.i32_type().const_int(u64::from(i), false);
                            let lane = self.b.build_extract_element(t, k, "")?.into_int_value();
                            let l32 = self.cast(lane, 32, true)?;
                            acc = self.add(acc, l32)?;
                        }
                    }
                    return Ok(acc);
                }
                let t = if cfg.sat {
                    let (lo, hi) = if sd {
                        (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1)
                    } else {
                        (0, (1i128 << w) - 1)
                    };
                    let t =
                        self.vintr2("llvm.smax", t, self.vconst(2 * w, &vec![lo; n as usize]))?;
                    self.vintr2("llvm.smin", t, self.vconst(2 * w, &vec![hi; n as usize]))?
                } else {
                    t
                };
                self.b.build_int_truncate(t, nt, "")?
            }
        };
        // Lanes outside the mask come from `c`.
        let m = cfg.mask & ((1u8 << n) - 1);
        let r = if m == (1u8 << n) - 1 {
            lanes
        } else {
            let vc = self.b.build_bit_cast(c, nt, "")?.into_vector_value();
            let idx: Vec<u32> = (0..n)
                .map(|i| if (m >> i) & 1 == 1 { i } else { n + i })
                .collect();
            self.shuffle(lanes, vc, &idx)?
        };
        Ok(self
            .b
            .build_bit_cast(r, self.ctx.i32_type(), "")?
            .into_int_value())
    }
}
