//! Integer arithmetic: add/sub (plain, `.sat`, `.u16x2`/`.s16x2`), mul (`.lo`,
//! `.hi`, `.wide`), mad (incl. `.hi.sat.s32`), mul24/mad24, sad, div/rem
//! (never UB), abs, neg, min/max (`.relu`, 16x2), popc, clz, bfind, fns, brev,
//! bfe, bfi, szext, bmsk, dp4a, dp2a.
//!
//! Division by zero gives all ones, `MIN / -1` gives `MIN` and `MIN % -1`
//! gives 0 (docs/semantics.md §2): the divisor is replaced by 1 with a
//! `select` before `udiv`/`sdiv` (LLVM division by zero and `MIN / -1` are
//! undefined behaviour), and the result fixed with another `select`.
//!
//! `bfe`/`bfi`: 32-bit forms use the low 8 bits of pos/len, 64-bit forms all
//! 32 bits (docs/semantics.md §3).

use inkwell::values::IntValue;
use inkwell::IntPredicate as P;
use ptxjit_frontend::ast::Type;
use ptxjit_frontend::ir::{MulMode, Op, Src};

use super::{Fx, LResult};
use crate::expand::{self, IntOps};

/// Smallest and largest values of a `bits`-wide type.
fn range(bits: u32, signed: bool) -> (i128, i128) {
    if signed {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    }
}

impl<'ctx> Fx<'ctx, '_> {
    /// `x + y` (or `x - y`) clamped to the range of their type read with
    /// `signed`: exactly `llvm.{s,u}{add,sub}.sat`.
    pub(super) fn sat_add(
        &self,
        x: IntValue<'ctx>,
        y: IntValue<'ctx>,
        signed: bool,
        sub: bool,
    ) -> LResult<IntValue<'ctx>> {
        let name = match (signed, sub) {
            (true, false) => "llvm.sadd.sat",
            (true, true) => "llvm.ssub.sat",
            (false, false) => "llvm.uadd.sat",
            (false, true) => "llvm.usub.sat",
        };
        self.intr2(name, x, y)
    }

    /// Saturating conversion of the exact value `x` (an `i64` holding a value
    /// read with `s_signed`) to a `d_bits`-wide type.
    pub(super) fn sat_convert(
        &self,
        x: IntValue<'ctx>,
        s_signed: bool,
        d_bits: u32,
        d_signed: bool,
    ) -> LResult<IntValue<'ctx>> {
        let (lo, hi) = range(d_bits, d_signed);
        let hi_c = self.k(64, hi as u64);
        let v = match (s_signed, d_signed) {
            (true, true) => {
                let v = self.smin(x, hi_c)?;
                self.smax(v, self.ks(64, lo))?
            }
            (true, false) => {
                let v = self.smax(x, self.k(64, 0))?;
                self.umin(v, hi_c)?
            }
            (false, _) => self.umin(x, hi_c)?,
        };
        self.cast(v, d_bits, false)
    }

    /// The two 16-bit lanes of an `i32`.
    fn lanes16(&mut self, v: IntValue<'ctx>) -> LResult<(IntValue<'ctx>, IntValue<'ctx>)> {
        expand::int::lanes16(self, v)
    }
    fn join16(&mut self, lo: IntValue<'ctx>, hi: IntValue<'ctx>) -> LResult<IntValue<'ctx>> {
        expand::int::join16(self, lo, hi)
    }

    /// A mask of the low `l` bits at `bits` width (`l` an `i64` in `0..=bits`).
    fn low_mask(&self, l: IntValue<'ctx>, bits: u32) -> LResult<IntValue<'ctx>> {
        let full = self.icmpi(P::UGE, l, i128::from(bits))?;
        let amt = self.umin(l, self.k(64, u64::from(bits - 1)))?;
        let amt = self.cast(amt, bits, false)?;
        let sh = self.shl(self.k(bits, 1), amt)?;
        let m = self.addi(sh, -1)?;
        self.sel(full, self.k(bits, u64::MAX), m)
    }

    /// The pos/len operand of bfe/bfi as an `i64` (docs/semantics.md §3).
    fn field_operand(&self, s: Src, bits: u32) -> LResult<IntValue<'ctx>> {
        let v = self.read(s, 32)?;
        let v = if bits == 64 { v } else { self.andi(v, 0xff)? };
        self.cast(v, 64, false)
    }

    /// `mul24` product part: bits 31..0 or 47..16 of the 48-bit product.
    fn mul24(&self, a: Src, b: Src, signed: bool, hi: bool) -> LResult<IntValue<'ctx>> {
        let av = self.read(a, 24)?;
        let bv = self.read(b, 24)?;
        let wa = self.cast(av, 64, signed)?;
        let wb = self.cast(bv, 64, signed)?;
        let p = self.mul(wa, wb)?;
        let p = if hi { self.shri(p, 16, true)? } else { p };
        self.cast(p, 32, false)
    }

    /// Lowers integer arithmetic; false for other instructions.
    pub(super) fn lower_int(&mut self, op: &Op) -> LResult<bool> {
        match op {
            Op::AddSub {
                sub,
                ty,
                sat,
                d,
                a,
                b,
                ..
            } => {
                if matches!(ty, Type::U16x2 | Type::S16x2) {
                    let av = self.read(*a, 32)?;
                    let bv = self.read(*b, 32)?;
                    let (al, ah) = self.lanes16(av)?;
                    let (bl, bh) = self.lanes16(bv)?;
                    let (l, h) = if *sub {
                        (self.sub(al, bl)?, self.sub(ah, bh)?)
                    } else {
                        (self.add(al, bl)?, self.add(ah, bh)?)
                    };
                    let v = self.join16(l, h)?;
                    self.write(*d, v)?;
                    return Ok(true);
                }
                let bits = ty.bits();
                let av = self.read(*a, bits)?;
                let bv = self.read(*b, bits)?;
                let v = if *sat {
                    self.sat_add(av, bv, ty.is_signed(), *sub)?
                } else if *sub {
                    self.sub(av, bv)?
                } else {
                    self.add(av, bv)?
                };
                self.write(*d, v)?;
            }
            Op::Mul { ty, mode, d, a, b } => {
                let bits = ty.bits();
                let signed = ty.is_signed();
                let av = self.read(*a, bits)?;
                let bv = self.read(*b, bits)?;
                let v = match mode {
                    MulMode::Wide => {
                        let wa = self.cast(av, bits * 2, signed)?;
                        let wb = self.cast(bv, bits * 2, signed)?;
                        self.mul(wa, wb)?
                    }
                    _ => self.mul_half(av, bv, bits, signed, *mode == MulMode::Hi)?,
                };
                self.write(*d, v)?;
            }
            Op::Mad {
                ty,
                mode,
                sat,
                d,
                a,
                b,
                c,
                ..
            } => {
                let bits = ty.bits();
                let signed = ty.is_signed();
                let dbits = if *mode == MulMode::Wide {
                    (bits * 2).min(64)
                } else {
                    bits
                };
                let av = self.read(*a, bits)?;
                let bv = self.read(*b, bits)?;
                let part = if *mode == MulMode::Wide && bits < 64 {
                    let wa = self.cast(av, dbits, signed)?;
                    let wb = self.cast(bv, dbits, signed)?;
                    self.mul(wa, wb)?
                } else {
                    self.mul_half(av, bv, bits, signed, *mode == MulMode::Hi)?
                };
                let cv = self.read(*c, dbits)?;
                let v = if *sat {
                    self.sat_add(part, cv, signed, false)?
                } else {
                    self.add(part, cv)?
                };
                self.write(*d, v)?;
            }
            Op::Mul24 { ty, hi, d, a, b } => {
                let v = self.mul24(*a, *b, ty.is_signed(), *hi)?;
                self.write(*d, v)?;
            }
            Op::Mad24 {
                ty,
                hi,
                sat,
                d,
                a,
                b,
                c,
            } => {
                let signed = ty.is_signed();
                let part = self.mul24(*a, *b, signed, *hi)?;
                let cv = self.read(*c, 32)?;
                let v = if *sat {
                    self.sat_add(part, cv, signed, false)?
                } else {
                    self.add(part, cv)?
                };
                self.write(*d, v)?;
            }
            Op::Sad { ty, d, a, b, c } => {
                let bits = ty.bits();
                let (av, bv, cv) = (
                    self.read(*a, bits)?,
                    self.read(*b, bits)?,
                    self.read(*c, bits)?,
                );
                let v = expand::int::sad(self, ty.is_signed(), av, bv, cv)?;
                self.write(*d, v)?;
            }
            Op::Div { ty, d, a, b } | Op::Rem { ty, d, a, b } => {
                let is_div = matches!(op, Op::Div { .. });
                let (av, bv) = (self.read(*a, ty.bits())?, self.read(*b, ty.bits())?);
                let v = expand::int::divrem(self, is_div, ty.is_signed(), av, bv)?;
                self.write(*d, v)?;
            }
            Op::Abs { ty, d, a } => {
                let av = self.read(*a, ty.bits())?;
                let v = self.abs(av)?;
                self.write(*d, v)?;
            }
            Op::Neg { ty, d, a } => {
                let av = self.read(*a, ty.bits())?;
                let v = self.neg(av)?;
                self.write(*d, v)?;
            }
            Op::MinMax {
                max,
                ty,
                relu,
                d,
                a,
                b,
            } => {
                let packed = matches!(ty, Type::U16x2 | Type::S16x2);
                let signed = matches!(ty, Type::S16x2) || ty.is_signed();
                let bits = if packed { 32 } else { ty.bits() };
                let (av, bv) = (self.read(*a, bits)?, self.read(*b, bits)?);
                let v = expand::int::minmax(self, *max, signed, *relu, packed, av, bv)?;
                self.write(*d, v)?;
            }
            Op::Popc { ty, d, a } => {
                let av = self.read(*a, ty.bits())?;
                let v = self.intr1("llvm.ctpop", av)?;
                let v = self.cast(v, 32, false)?;
                self.write(*d, v)?;
            }
            Op::Clz { ty, d, a } => {
                let av = self.read(*a, ty.bits())?;
                let v = self.ctlz(av)?;
                let v = self.cast(v, 32, false)?;
                self.write(*d, v)?;
            }
            Op::Bfind { ty, shiftamt, d, a } => {
                let av = self.read(*a, ty.bits())?;
                let r = expand::int::bfind(self, ty.is_signed(), *shiftamt, av)?;
                self.write(*d, r)?;
            }
            Op::Fns {
                d,
                mask,
                base,
                offset,
            } => {
                let m = self.read(*mask, 32)?;
                let base = self.read(*base, 32)?;
                let off = self.read(*offset, 32)?;
                let r = expand::int::fns(self, m, base, off)?;
                self.write(*d, r)?;
            }
            Op::Brev { ty, d, a } => {
                let av = self.read(*a, ty.bits())?;
                let v = self.intr1("llvm.bitreverse", av)?;
                self.write(*d, v)?;
            }
            Op::Bfe { ty, d, a, pos, len } => {
                let n = ty.bits();
                let av = self.read(*a, n)?;
                let p = self.field_operand(*pos, n)?;
                let l = self.field_operand(*len, n)?;
                let nn = self.k(64, u64::from(n));
                let pos_ok = self.icmp(P::ULT, p, nn)?;
                let sh = self.sel(pos_ok, p, self.k(64, 0))?;
                let sh = self.cast(sh, n, false)?;
                let shifted = self.shr(av, sh, false)?;
                let pmin = self.umin(p, nn)?;
                let avail = self.sub(nn, pmin)?;
                let eff = self.umin(l, avail)?;
                let lm = self.low_mask(eff, n)?;
                let field = self.and(shifted, lm)?;
                let v = if ty.is_signed() {
                    let last = self.add(p, l)?;
                    let last = self.addi(last, -1)?;
                    let sidx = self.umin(last, self.k(64, u64::from(n - 1)))?;
                    let sidx = self.cast(sidx, n, false)?;
                    let s = self.shr(av, sidx, false)?;
                    let s = self.andi(s, 1)?;
                    let lz = self.icmpi(P::EQ, l, 0)?;
                    let s = self.sel(lz, self.k(n, 0), s)?;
                    let fill = self.neg(s)?;
                    let inv = self.not(lm)?;
                    let fill = self.and(fill, inv)?;
                    self.or(field, fill)?
                } else {
                    field
                };
                self.write(*d, v)?;
            }
            Op::Bfi {
                ty,
                d,
                f,
                b,
                pos,
                len,
            } => {
                let n = ty.bits();
                let fv = self.read(*f, n)?;
                let bv = self.read(*b, n)?;
                let p = self.field_operand(*pos, n)?;
                let l = self.field_operand(*len, n)?;
                let nn = self.k(64, u64::from(n));
                let pos_ok = self.icmp(P::ULT, p, nn)?;
                let sh = self.sel(pos_ok, p, self.k(64, 0))?;
                let sh = self.cast(sh, n, false)?;
                let pmin = self.umin(p, nn)?;
                let avail = self.sub(nn, pmin)?;
                let eff = self.umin(l, avail)?;
                let lm = self.low_mask(eff, n)?;
                let fmask = self.shl(lm, sh)?;
                let ins = self.shl(fv, sh)?;
                let ins = self.and(ins, fmask)?;
                let keep = self.and(bv, self.not(fmask)?)?;
                let v = self.or(keep, ins)?;
                self.write(*d, v)?;
            }
            Op::Szext {
                signed,
                clamp,
                d,
                a,
                b,
            } => {
                let av = self.read(*a, 32)?;
                let bv = self.read(*b, 32)?;
                let v = expand::int::szext(self, *signed, *clamp, av, bv)?;
                self.write(*d, v)?;
            }
            Op::CvtPack {
                bits,
                signed,
                d,
                a,
                b,
                c,
            } => {
                let av = self.read(*a, 32)?;
                let bv = self.read(*b, 32)?;
                let cv = match c {
                    Some(c) => Some(self.read(*c, 32)?),
                    None => None,
                };
                let v = expand::int::cvt_pack(self, *bits, *signed, av, bv, cv)?;
                self.write(*d, v)?;
            }
            Op::Bmsk { clamp, d, a, b } => {
                let av = self.read(*a, 32)?;
                let bv = self.read(*b, 32)?;
                let v = expand::int::bmsk(self, *clamp, av, bv)?;
                self.write(*d, v)?;
            }
            Op::Dp4a {
                a_signed,
                b_signed,
                d,
                a,
                b,
                c,
            } => {
                let (av, bv, cv) = (self.read(*a, 32)?, self.read(*b, 32)?, self.read(*c, 32)?);
                let signed = (*a_signed, *b_signed);
                let v = expand::int::dot(self, None, signed, av, bv, cv)?;
                self.write(*d, v)?;
            }
            Op::Dp2a {
                hi,
                a_signed,
                b_signed,
                d,
                a,
                b,
                c,
            } => {
                let (av, bv, cv) = (self.read(*a, 32)?, self.read(*b, 32)?, self.read(*c, 32)?);
                let signed = (*a_signed, *b_signed);
                let v = expand::int::dot(self, Some(*hi), signed, av, bv, cv)?;
                self.write(*d, v)?;
            }
            ptxjit_frontend::logic_ops!()
            | ptxjit_frontend::mem_ops!()
            | ptxjit_frontend::video_ops!()
            | ptxjit_frontend::control_ops!()
            | ptxjit_frontend::dispatcher_ops!() => return Ok(false),
        }
        Ok(true)
    }

    /// Count of leading zeros (defined for 0: the width).
    pub(super) fn ctlz(&self, x: IntValue<'ctx>) -> LResult<IntValue<'ctx>> {
        Ok(self
            .intr(
                "llvm.ctlz",
                &[x.get_type().into()],
                &[x.into(), self.k(1, 0).into()],
            )?
            .into_int_value())
    }
}
