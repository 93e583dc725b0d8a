//! LLVM lowering of the PTX video instructions.
//!
//! * Scalar video (`vadd vsub vabsdiff vmin vmax vshl vshr`, `vset`, `vmad`)
//!   is scalar `i64` arithmetic: the selected byte/half/word of each source is
//!   sign- or zero-extended to 64 bits, the operation is exact there, then
//!   saturation, the secondary operation (`.add .min .max`) or the merge into
//!   `c` produce the 32-bit result.
//! * SIMD video (`vadd2/4 vsub2/4 vavrg2/4 vabsdiff2/4 vmin2/4 vmax2/4
//!   vset2/4`) uses LLVM vector lanes: `a` and `b` are bitcast to `<4 x i8>` /
//!   `<2 x i16>`, the lane selectors are one `shufflevector` each, and the
//!   lanes are computed in their own width where an LLVM lane operation is
//!   exactly the PTX one (wrapping add/sub, `llvm.{s,u}{add,sub}.sat` for
//!   same-signed operands and dtype, min/max, |x - y| as max - min,
//!   comparisons), otherwise widened to `<n x i16>` / `<n x i32>` and computed
//!   at full precision, then clamped and truncated. Lanes outside the mask
//!   come from `c` (a `shufflevector`); the `.add` form sums the masked wide
//!   lanes with `llvm.vector.reduce.add` and adds `c`.
//!
//! The semantics are the hardware's, as in the interpreter and
//! docs/semantics.md (sections 4 to 7 and Part II): `.h1` merges keep bits
//! 31..16 of the result, `.sat` with a merge maps negative results to the
//! field maximum, `vmad` multiplies whole-word operands as signed and always
//! sign-extends `c`, masked-off SIMD lanes come from `c`.

use inkwell::types::VectorType;
use inkwell::values::{IntValue, VectorValue};
use inkwell::IntPredicate as P;
use ptxjit_frontend::ir::{
    Cmp, Dst, Op, SimdOp, Src, VSel, VideoMods, VideoOp, VideoOp2, VideoSecond, VmadMods, VsetMods,
};

use super::{Fx, LResult};

/// What follows the main operation of a scalar video instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Second {
    None,
    Add,
    Min,
    Max,
    Merge(VSel),
}

/// How the hardware treats the exact 64-bit result after the main operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Family {
    /// `vadd`, `vsub`: `.min`/`.max` compare the low 32 bits sign-extended.
    AddSub,
    /// `vabsdiff`, `vmin`, `vmax`: `.min`/`.max` compare the whole result.
    Exact,
    /// `vshl`, `vshr`: `.sat` works on bits 33..0 (sign-extended).
    Shift,
    /// `vset`: 0 or 1, no `.sat`.
    Set,
}

/// `(bit offset, width)` of a selector; out-of-range indices name the last
/// byte / half, as the interpreter does.
fn field(sel: VSel) -> (u32, u32) {
    match sel {
        VSel::Word => (0, 32),
        VSel::B(k) => (8 * u32::from(k.min(3)), 8),
        VSel::H(k) => (16 * u32::from(k.min(1)), 16),
    }
}

/// The LLVM predicate of a video comparison: `lo ls hi hs` compare like
/// `lt le gt ge` (the operands' own signedness decides, as in the interpreter).
fn pred(cmp: Cmp, signed: bool) -> P {
    match (cmp, signed) {
        (Cmp::Eq, _) => P::EQ,
        (Cmp::Ne, _) => P::NE,
        (Cmp::Lt | Cmp::Lo, true) => P::SLT,
        (Cmp::Le | Cmp::Ls, true) => P::SLE,
        (Cmp::Gt | Cmp::Hi, true) => P::SGT,
        (Cmp::Ge | Cmp::Hs, true) => P::SGE,
        (Cmp::Lt | Cmp::Lo, false) => P::ULT,
        (Cmp::Le | Cmp::Ls, false) => P::ULE,
        (Cmp::Gt | Cmp::Hi, false) => P::UGT,
        (Cmp::Ge | Cmp::Hs, false) => P::UGE,
    }
}

/// The modifiers of a SIMD video instruction.
struct SimdCfg {
    op: SimdOp,
    n: u32,
    dsigned: bool,
    asigned: bool,
    bsigned: bool,
    sat: bool,
    acc: bool,
    mask: u8,
    asel: [u8; 4],
    bsel: [u8; 4],
}

impl<'ctx> Fx<'ctx, '_> {
    /// Lowers a video instruction: its destination and 32-bit value.
    pub(super) fn video(&mut self, op: &Op) -> LResult<(Dst, IntValue<'ctx>)> {
        match op {
            Op::Video { m, d, a, b, c } => {
                let VideoMods {
                    op,
                    dty,
                    aty,
                    bty,
                    sat,
                    clamp,
                    asel,
                    bsel,
                    second,
                } = m;
                let av = self.read(*a, 32)?;
                let bv = self.read(*b, 32)?;
                let (sec, c) = self.secondary(second, *c)?;
                let ta = self.part_select(av, aty.is_signed(), *asel)?;
                let shift = matches!(op, VideoOp::Shl | VideoOp::Shr);
                // vshl/vshr read `b` as `.u32` whatever btype says.
                let tb = self.part_select(bv, bty.is_signed() && !shift, *bsel)?;
                let tmp = match op {
                    VideoOp::Add => self.add(ta, tb)?,
                    VideoOp::Sub => self.sub(ta, tb)?,
                    VideoOp::Absdiff => {
                        let diff = self.sub(ta, tb)?;
                        let n = self.neg(diff)?;
                        self.smax(diff, n)?
                    }
                    VideoOp::Min => self.smin(ta, tb)?,
                    VideoOp::Max => self.smax(ta, tb)?,
                    VideoOp::Shl | VideoOp::Shr => {
                        // At most 32 either way: the 64-bit shift is exact.
                        let n = if *clamp {
                            self.umin(tb, self.k(64, 32))?
                        } else {
                            self.andi(tb, 31)?
                        };
                        if *op == VideoOp::Shl {
                            self.shl(ta, n)?
                        } else {
                            // `ta` is exact in 64 bits: arithmetic shift.
                            self.shr(ta, n, true)?
                        }
                    }
                };
                let family = match op {
                    VideoOp::Add | VideoOp::Sub => Family::AddSub,
                    VideoOp::Absdiff | VideoOp::Min | VideoOp::Max => Family::Exact,
                    VideoOp::Shl | VideoOp::Shr => Family::Shift,
                };
                let ds = dty.is_signed();
                Ok((*d, self.finish(tmp, family, *sat, ds, ds, sec, c)?))
            }
            Op::Vset { m, d, a, b, c } => {
                let VsetMods {
                    aty,
                    bty,
                    cmp,
                    asel,
                    bsel,
                    second,
                } = m;
                let av = self.read(*a, 32)?;
                let bv = self.read(*b, 32)?;
                let (sec, c) = self.secondary(second, *c)?;
                let ta = self.part_select(av, aty.is_signed(), *asel)?;
                let tb = self.part_select(bv, bty.is_signed(), *bsel)?;
                // Both exact in 64 bits: a signed compare is right for every
                // mix of operand types.
                let f = self.icmp(pred(*cmp, true), ta, tb)?;
                let tmp = self.cast(f, 64, false)?;
                // `.min`/`.max` read `c` with the signedness of atype.
                Ok((
                    *d,
                    self.finish(tmp, Family::Set, false, false, aty.is_signed(), sec, c)?,
                ))
            }
            Op::Vmad { m, d, a, b, c } => {
                let VmadMods {
                    aty,
                    bty,
                    sat,
                    po,
                    shr,
                    neg_ab,
                    neg_c,
                    asel,
                    bsel,
                    ..
                } = m;
                let av = self.read(*a, 32)?;
                let bv = self.read(*b, 32)?;
                let cv = self.read(*c, 32)?;
                // A whole-word operand is always multiplied as signed.
                let ta = if *asel == VSel::Word {
                    self.cast(av, 64, true)?
                } else {
                    self.part_select(av, aty.is_signed(), *asel)?
                };
                let tb = if *bsel == VSel::Word {
                    self.cast(bv, 64, true)?
                } else {
                    self.part_select(bv, bty.is_signed(), *bsel)?
                };
                let mut prod = self.mul(ta, tb)?;
                let mut cc = cv;
                let mut lsb = 0;
                if *po {
                    lsb = 1;
                } else if *neg_ab {
                    prod = self.not(prod)?;
                    lsb = 1;
                } else if *neg_c {
                    cc = self.not(cc)?;
                    lsb = 1;
                }
                let c64 = self.cast(cc, 64, true)?;
                let mut sum = self.add(prod, c64)?;
                if lsb != 0 {
                    sum = self.addi(sum, lsb)?;
                }
                let signed_final = aty.is_signed() || bty.is_signed() || *neg_ab || *neg_c;
                let sh = match shr {
                    7 => 7,
                    15 => 15,
                    _ => 0,
                };
                let r = if signed_final {
                    let r = self.shri(sum, sh, true)?;
                    if *sat {
                        self.clamp_s(r, i64::from(i32::MIN), i64::from(i32::MAX))?
                    } else {
                        r
                    }
                } else if sh == 0 {
                    if *sat {
                        self.clamp_s(sum, 0, i64::from(u32::MAX))?
                    } else {
                        sum
                    }
                } else {
                    let r = self.shri(sum, sh, false)?;
                    if *sat {
                        self.umin(r, self.k(64, u64::from(u32::MAX)))?
                    } else {
                        r
                    }
                };
                Ok((*d, self.cast(r, 32, false)?))
            }
            Op::Simd { m, d, a, b, c } => {
                let av = self.read(*a, 32)?;
                let bv = self.read(*b, 32)?;
                let cv = self.read(*c, 32)?;
                let cfg = SimdCfg {
                    op: m.op,
                    n: if m.lanes == 2 { 2 } else { 4 },
                    dsigned: m.dty.is_signed(),
                    asigned: m.aty.is_signed(),
                    bsigned: m.bty.is_signed(),
                    sat: m.sat && !m.acc,
                    acc: m.acc,
                    mask: m.mask,
                    asel: m.asel,
                    bsel: m.bsel,
                };
                Ok((*d, self.simd(&cfg, av, bv, cv)?))
            }
            _ => Err(self.err("not a video instruction")),
        }
    }

    /// Decodes the secondary operation and reads `c` when there is one.
    fn secondary(
        &self,
        s: &VideoSecond,
        c: Option<Src>,
    ) -> LResult<(Second, Option<IntValue<'ctx>>)> {
        let sec = match s {
            VideoSecond::None => return Ok((Second::None, None)),
            VideoSecond::Op(VideoOp2::Add) => Second::Add,
            VideoSecond::Op(VideoOp2::Min) => Second::Min,
            VideoSecond::Op(VideoOp2::Max) => Second::Max,
            VideoSecond::Merge(sel) => Second::Merge(*sel),
        };
        let c = match c {
            Some(c) => Some(self.read(c, 32)?),
            None => None,
        };
        Ok((sec, c))
    }

    /// The selected byte/half/word of the `i32` `x`, extended to `i64`.
    fn part_select(&self, x: IntValue<'ctx>, signed: bool, sel: VSel) -> LResult<IntValue<'ctx>> {
        let (off, width) = field(sel);
        let s = self.shri(x, off, false)?;
        let s = self.cast(s, width, false)?;
        self.cast(s, 64, signed)
    }

    /// Clamps the `i64` `v` to `[lo, hi]` (signed).
    fn clamp_s(&self, v: IntValue<'ctx>, lo: i64, hi: i64) -> LResult<IntValue<'ctx>> {
        let v = self.smax(v, self.ks(64, i128::from(lo)))?;
        self.smin(v, self.ks(64, i128::from(hi)))
    }

    /// The low `bits` bits of the `i64` `v`, sign-extended.
    fn sext_low(&self, v: IntValue<'ctx>, bits: u32) -> LResult<IntValue<'ctx>> {
        let t = self.cast(v, bits, false)?;
        self.cast(t, 64, true)
    }

    /// Word-level `.sat` of the hardware on the `i64` `tmp`.
    fn sat_word(
        &self,
        tmp: IntValue<'ctx>,
        family: Family,
        dsigned: bool,
    ) -> LResult<IntValue<'ctx>> {
        let tmp = if family == Family::Shift {
            self.sext_low(tmp, 34)?
        } else {
            tmp
        };
        if dsigned {
            self.clamp_s(tmp, i64::from(i32::MIN), i64::from(i32::MAX))
        } else if family == Family::Shift {
            self.clamp_s(tmp, 0, i64::from(u32::MAX))
        } else {
            self.smax(tmp, self.k(64, 0))
        }
    }

    /// Final step of the scalar video instructions on the exact `i64` result
    /// (see the Cranelift lowering and docs/semantics.md Part II for the
    /// hardware rules). Returns an `i32`.
    #[allow(clippy::too_many_arguments)]
    fn finish(
        &self,
        tmp: IntValue<'ctx>,
        family: Family,
        sat: bool,
        dsigned: bool,
        csigned: bool,
        sec: Second,
        c: Option<IntValue<'ctx>>,
    ) -> LResult<IntValue<'ctx>> {
        let sat = sat && family != Family::Set;
        let c = c.unwrap_or_else(|| self.k(32, 0));
        if let Second::Merge(sel) = sec {
            let (off, width) = field(sel);
            if width < 32 {
                let part = if !sat {
                    tmp
                } else if family == Family::Shift {
                    self.sat_word(tmp, family, dsigned)?
                } else {
                    let hi = if dsigned {
                        (1u64 << (width - 1)) - 1
                    } else {
                        (1u64 << width) - 1
                    };
                    // Unsigned compare: a negative result is above every maximum.
                    self.umin(tmp, self.k(64, hi))?
                };
                let t32 = self.cast(part, 32, false)?;
                let (tpart, cmask) = if matches!(sel, VSel::H(k) if k >= 1) {
                    // Hardware: bits 31..16 of the result itself.
                    (self.andi(t32, 0xffff_0000)?, 0xffffu32)
                } else {
                    let fmask = (((1u64 << width) - 1) << off) as u32;
                    let shifted = self.shli(t32, off)?;
                    (self.andi(shifted, i128::from(fmask))?, !fmask)
                };
                let ckeep = self.andi(c, i128::from(cmask))?;
                return self.or(tpart, ckeep);
            }
        }
        let t = if sat {
            self.sat_word(tmp, family, dsigned)?
        } else {
            tmp
        };
        match sec {
            Second::None | Second::Merge(_) => self.cast(t, 32, false),
            Second::Add => {
                let t32 = self.cast(t, 32, false)?;
                self.add(t32, c)
            }
            Second::Min | Second::Max => {
                let x = if family == Family::AddSub || (family == Family::Shift && sat) {
                    self.sext_low(t, 32)?
                } else {
                    t
                };
                let y = self.cast(c, 64, csigned)?;
                let r = match (sec == Second::Min, csigned) {
                    (true, true) => self.smin(x, y)?,
                    (true, false) => self.umin(x, y)?,
                    (false, true) => self.smax(x, y)?,
                    (false, false) => self.umax(x, y)?,
                };
                self.cast(r, 32, false)
            }
        }
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
        let n = cfg.n;
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
        let same = sa == sb;
        // Lanes computed in their own width, where that is exact.
        let narrow: Option<VectorValue<'ctx>> = if cfg.acc {
            None
        } else {
            match cfg.op {
                SimdOp::Add if !cfg.sat => Some(self.add(xa, xb)?),
                SimdOp::Sub if !cfg.sat => Some(self.sub(xa, xb)?),
                SimdOp::Add if same && sa == sd => {
                    Some(self.vintr2(if sd { "llvm.sadd.sat" } else { "llvm.uadd.sat" }, xa, xb)?)
                }
                SimdOp::Sub if same && sa == sd => {
                    Some(self.vintr2(if sd { "llvm.ssub.sat" } else { "llvm.usub.sat" }, xa, xb)?)
                }
                SimdOp::Min | SimdOp::Max if same && (!cfg.sat || sd == sa) => {
                    let name = match (cfg.op == SimdOp::Min, sa) {
                        (true, true) => "llvm.smin",
                        (true, false) => "llvm.umin",
                        (false, true) => "llvm.smax",
                        (false, false) => "llvm.umax",
                    };
                    Some(self.vintr2(name, xa, xb)?)
                }
                SimdOp::Absdiff if same && (!cfg.sat || !sd) => {
                    let (hi, lo) = if sa {
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
                SimdOp::Set(cmp) if same => {
                    let m = self.vcmp(pred(cmp, sa), xa, xb)?;
                    Some(self.b.build_int_z_extend(m, nt, "")?)
                }
                _ => None,
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
                    // d = c + sum over the masked lanes of the exact values.
                    let keep: Vec<i128> = (0..n)
                        .map(|i| if (cfg.mask >> i) & 1 == 1 { -1 } else { 0 })
                        .collect();
                    let t = self.and(t, self.vconst(2 * w, &keep))?;
                    let s = self
                        .intr("llvm.vector.reduce.add", &[wt.into()], &[t.into()])?
                        .into_int_value();
                    let s32 = self.cast(s, 32, true)?;
                    return self.add(c, s32);
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
