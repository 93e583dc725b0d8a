//! Integer arithmetic: add/sub (plain, `.sat`, `.u16x2`/`.s16x2`), mul (`.lo`,
//! `.hi`, `.wide`), mad (incl. `.hi.sat.s32`), mul24/mad24, sad, div/rem
//! (guarded: never traps), abs, neg, min/max (`.relu`, 16x2), popc, clz,
//! bfind, fns, brev, bfe, bfi, szext, bmsk, dp4a, dp2a.
//!
//! Division by zero gives all ones, `MIN / -1` gives `MIN` and `MIN % -1`
//! gives 0 (docs/semantics.md §2); the divisor is replaced by 1 with a
//! `select` where the hardware result differs from Cranelift's (which would
//! trap), and the result fixed with another `select`.
//!
//! `bfe`/`bfi`: 32-bit forms use the low 8 bits of pos/len, 64-bit forms all
//! 32 bits (docs/semantics.md §3).

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, InstBuilder, Value};
use ptxjit_frontend::ast::Type;
use ptxjit_frontend::ir::{MulMode, Op, Src};

use super::{Fx, LResult};
use crate::expand::{self, infallible, IntOps};

/// Smallest and largest values of a `bits`-wide type.
fn range(bits: u32, signed: bool) -> (i128, i128) {
    if signed {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    }
}

impl Fx<'_, '_> {
    /// A constant of the type of `like`.
    pub(super) fn konst(&mut self, like: Value, v: i128) -> Value {
        let ty = self.b.func.dfg.value_type(like);
        if ty == types::I128 {
            let lo = self.b.ins().iconst(types::I64, v as i64);
            let hi = self.b.ins().iconst(types::I64, (v >> 64) as i64);
            self.b.ins().iconcat(lo, hi)
        } else {
            self.iconst(ty.bits(), v as u64)
        }
    }

    /// Clamps the signed value `v` (of a wide type) to `[lo, hi]`.
    pub(super) fn clamp(&mut self, v: Value, lo: i128, hi: i128) -> Value {
        let l = self.konst(v, lo);
        let h = self.konst(v, hi);
        let below = self.b.ins().icmp(IntCC::SignedLessThan, v, l);
        let v = self.b.ins().select(below, l, v);
        let above = self.b.ins().icmp(IntCC::SignedGreaterThan, v, h);
        self.b.ins().select(above, h, v)
    }

    /// `x + y` (or `x - y`) of two `bits`-wide values read with `signed`,
    /// clamped to the `bits`-wide range (the `.sat` rule). Up to 32 bits the
    /// exact sum is formed in `i64`; 64-bit sums detect overflow from the
    /// sign bits (no `i128`: cranelift 0.135 cannot lower `smin.i128`, which
    /// its optimiser forms from compare-and-select).
    pub(super) fn sat_add(
        &mut self,
        x: Value,
        y: Value,
        bits: u32,
        signed: bool,
        sub: bool,
    ) -> Value {
        if bits <= 32 {
            let wx = self.cast(x, 64, signed);
            let wy = self.cast(y, 64, signed);
            let s = if sub {
                self.b.ins().isub(wx, wy)
            } else {
                self.b.ins().iadd(wx, wy)
            };
            let (lo, hi) = range(bits, signed);
            let c = self.clamp(s, lo, hi);
            return self.cast(c, bits, false);
        }
        let s = if sub {
            self.b.ins().isub(x, y)
        } else {
            self.b.ins().iadd(x, y)
        };
        if signed {
            // Overflow iff the operands' signs make it possible and the
            // result's sign is wrong.
            let t1 = if sub {
                self.b.ins().bxor(x, y)
            } else {
                let e = self.b.ins().bxor(x, y);
                self.b.ins().bnot(e)
            };
            let t2 = self.b.ins().bxor(x, s);
            let t = self.b.ins().band(t1, t2);
            let ovf = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, t, 0);
            let xneg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, x, 0);
            let min = self.b.ins().iconst(types::I64, i64::MIN);
            let max = self.b.ins().iconst(types::I64, i64::MAX);
            let lim = self.b.ins().select(xneg, min, max);
            self.b.ins().select(ovf, lim, s)
        } else {
            let cc = if sub {
                IntCC::UnsignedLessThan
            } else {
                IntCC::UnsignedGreaterThan
            };
            let ovf = if sub {
                self.b.ins().icmp(cc, x, y)
            } else {
                self.b.ins().icmp(cc, x, s)
            };
            let lim = self.iconst(64, if sub { 0 } else { u64::MAX });
            self.b.ins().select(ovf, lim, s)
        }
    }

    /// Saturating conversion of the exact value `x` (an `i64` holding a
    /// value read with `s_signed`) to a `d_bits`-wide type.
    pub(super) fn sat_convert(
        &mut self,
        x: Value,
        s_signed: bool,
        d_bits: u32,
        d_signed: bool,
    ) -> Value {
        let (lo, hi) = range(d_bits, d_signed);
        let hi_c = self.b.ins().iconst(types::I64, hi as u64 as i64);
        let v = match (s_signed, d_signed) {
            (true, true) => {
                let lo_c = self.b.ins().iconst(types::I64, lo as i64);
                let v = self.b.ins().smin(x, hi_c);
                self.b.ins().smax(v, lo_c)
            }
            (true, false) => {
                let z = self.b.ins().iconst(types::I64, 0);
                let v = self.b.ins().smax(x, z);
                self.b.ins().umin(v, hi_c)
            }
            (false, _) => self.b.ins().umin(x, hi_c),
        };
        self.cast(v, d_bits, false)
    }

    /// The two 16-bit lanes of an `i32`.
    fn lanes16(&mut self, v: Value) -> (Value, Value) {
        infallible(expand::int::lanes16(&mut self.b, v))
    }

    /// Packs two `i16` lanes into an `i32`.
    fn join16(&mut self, lo: Value, hi: Value) -> Value {
        infallible(expand::int::join16(&mut self.b, lo, hi))
    }

    /// A mask of the low `l` bits at `bits` width (`l` an `i64` in `0..=bits`).
    pub(super) fn low_mask(&mut self, l: Value, bits: u32) -> Value {
        let one = self.iconst(bits, 1);
        let sh = self.b.ins().ishl(one, l);
        let m = self.b.ins().iadd_imm_s(sh, -1);
        let all = self.iconst(bits, u64::MAX);
        let full = self
            .b
            .ins()
            .icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, l, i64::from(bits));
        self.b.ins().select(full, all, m)
    }

    /// The pos/len operand of bfe/bfi as an `i64` (docs/semantics.md §3).
    fn field_operand(&mut self, s: Src, bits: u32) -> LResult<Value> {
        if let Src::Imm(x) = s {
            // A constant stays one, so the constant-field forms apply.
            let x = if bits == 64 {
                x & 0xffff_ffff
            } else {
                x & 0xff
            };
            return Ok(self.b.ins().iconst(types::I64, x as i64));
        }
        let v = self.read(s, 32)?;
        let v = if bits == 64 || self.ubound(v) <= 0xff {
            v
        } else {
            self.b.ins().band_imm_s(v, 0xff)
        };
        Ok(self.b.ins().uextend(types::I64, v))
    }

    /// The low 24 bits of an `i32`, extended to `i64`.
    fn low24(&mut self, v: Value, signed: bool) -> Value {
        let s = self.b.ins().ishl_imm_s(v, 8);
        let s = if signed {
            self.b.ins().sshr_imm_s(s, 8)
        } else {
            self.b.ins().ushr_imm_s(s, 8)
        };
        self.cast(s, 64, signed)
    }

    /// `mul24` product part: bits 31..0 or 47..16 of the 48-bit product.
    fn mul24(&mut self, a: Src, b: Src, signed: bool, hi: bool) -> LResult<Value> {
        let av = self.read(a, 32)?;
        let bv = self.read(b, 32)?;
        let wa = self.low24(av, signed);
        let wb = self.low24(bv, signed);
        let p = self.b.ins().imul(wa, wb);
        let p = if hi {
            self.b.ins().sshr_imm_s(p, 16)
        } else {
            p
        };
        Ok(self.b.ins().ireduce(types::I32, p))
    }

    /// `bfe` without the clamping when pos/len are constants, or (unsigned)
    /// when their ranges show that the field lies inside the value
    /// (`pos + len <= n`, `len < n`). `p`, `l` are the `i64` operands of
    /// [`Self::field_operand`]. `None`: use the general form.
    fn bfe_fast(&mut self, a: Value, p: Value, l: Value, n: u32, signed: bool) -> Option<Value> {
        let nn = u64::from(n);
        if let (Some(p), Some(l)) = (self.const_of(p), self.const_of(l)) {
            if l == 0 {
                return Some(self.iconst(n, 0));
            }
            // Effective start and length, and the sign bit's index (ISA:
            // msb = min(pos + len - 1, n - 1)); p, l < 2^32, no overflow.
            let pe = p.min(nn);
            let eff = l.min(nn - pe);
            let sidx = (p + l - 1).min(nn - 1);
            return Some(if signed {
                // eff > 0 implies sidx = pe + eff - 1; eff = 0 gives n
                // copies of bit sidx. Either way: bit sidx to the top, then
                // an arithmetic shift that brings bit pe to bit 0.
                let up = self.b.ins().ishl_imm_s(a, (nn - 1 - sidx) as i64);
                let down = if eff == 0 { nn - 1 } else { nn - eff };
                self.b.ins().sshr_imm_s(up, down as i64)
            } else if eff == 0 {
                self.iconst(n, 0)
            } else {
                let sh = self.b.ins().ushr_imm_s(a, pe as i64);
                if pe + eff == nn {
                    sh
                } else {
                    let m = if eff >= 64 {
                        u64::MAX
                    } else {
                        (1u64 << eff) - 1
                    };
                    let m = self.iconst(n, m);
                    self.b.ins().band(sh, m)
                }
            });
        }
        let (bp, bl) = (self.ubound(p), self.ubound(l));
        if signed || bl >= u128::from(nn) || bp + bl > u128::from(nn) {
            return None;
        }
        // 0 <= pos, pos + len <= n, len < n: (a >> pos) & ((1 << len) - 1).
        let sh = self.b.ins().ushr(a, p);
        let one = self.iconst(n, 1);
        let m = self.b.ins().ishl(one, l);
        let m = self.b.ins().iadd_imm_s(m, -1);
        Some(self.b.ins().band(sh, m))
    }

    /// `bfi` without the clamping when pos/len are constants or their ranges
    /// show that the field lies inside the value (see [`Self::bfe_fast`]).
    fn bfi_fast(&mut self, f: Value, b: Value, p: Value, l: Value, n: u32) -> Option<Value> {
        let nn = u64::from(n);
        if let (Some(p), Some(l)) = (self.const_of(p), self.const_of(l)) {
            let pe = p.min(nn);
            let eff = l.min(nn - pe);
            if eff == 0 {
                return Some(b);
            }
            let m = if eff >= 64 {
                u64::MAX
            } else {
                (1u64 << eff) - 1
            };
            let fmask = m << pe;
            let ins = self.b.ins().ishl_imm_s(f, pe as i64);
            let fm = self.iconst(n, fmask);
            let ins = self.b.ins().band(ins, fm);
            let km = self.iconst(n, !fmask);
            let keep = self.b.ins().band(b, km);
            return Some(self.b.ins().bor(keep, ins));
        }
        let (bp, bl) = (self.ubound(p), self.ubound(l));
        if bl >= u128::from(nn) || bp + bl > u128::from(nn) {
            return None;
        }
        let one = self.iconst(n, 1);
        let m = self.b.ins().ishl(one, l);
        let m = self.b.ins().iadd_imm_s(m, -1);
        let fmask = self.b.ins().ishl(m, p);
        let ins = self.b.ins().ishl(f, p);
        let ins = self.b.ins().band(ins, fmask);
        let keep = self.b.ins().band_not(b, fmask);
        Some(self.b.ins().bor(keep, ins))
    }

    /// Lowers integer arithmetic; false for other instructions.
    pub(super) fn lower_arith(&mut self, op: &Op) -> LResult<bool> {
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
                    let (al, ah) = self.lanes16(av);
                    let (bl, bh) = self.lanes16(bv);
                    let (l, h) = if *sub {
                        (self.b.ins().isub(al, bl), self.b.ins().isub(ah, bh))
                    } else {
                        (self.b.ins().iadd(al, bl), self.b.ins().iadd(ah, bh))
                    };
                    let v = self.join16(l, h);
                    self.write(*d, v);
                    return Ok(true);
                }
                let bits = ty.bits();
                let av = self.read(*a, bits)?;
                let bv = self.read(*b, bits)?;
                let v = if *sat {
                    self.sat_add(av, bv, bits, ty.is_signed(), *sub)
                } else if *sub {
                    self.b.ins().isub(av, bv)
                } else {
                    self.b.ins().iadd(av, bv)
                };
                self.write(*d, v);
            }
            Op::Mul { ty, mode, d, a, b } => {
                let bits = ty.bits();
                let signed = ty.is_signed();
                let v = match mode {
                    MulMode::Wide if bits < 64 => {
                        let av = self.read(*a, bits)?;
                        let bv = self.read(*b, bits)?;
                        let wa = self.cast(av, bits * 2, signed);
                        let wb = self.cast(bv, bits * 2, signed);
                        self.b.ins().imul(wa, wb)
                    }
                    _ => {
                        let av = self.read(*a, bits)?;
                        let bv = self.read(*b, bits)?;
                        self.mul_half(av, bv, bits, signed, *mode == MulMode::Hi)
                    }
                };
                self.write(*d, v);
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
                    let wa = self.cast(av, dbits, signed);
                    let wb = self.cast(bv, dbits, signed);
                    self.b.ins().imul(wa, wb)
                } else {
                    self.mul_half(av, bv, bits, signed, *mode == MulMode::Hi)
                };
                let cv = self.read(*c, dbits)?;
                let v = if *sat {
                    self.sat_add(part, cv, dbits, signed, false)
                } else {
                    self.b.ins().iadd(part, cv)
                };
                self.write(*d, v);
            }
            Op::Mul24 { ty, hi, d, a, b } => {
                let v = self.mul24(*a, *b, ty.is_signed(), *hi)?;
                self.write(*d, v);
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
                    self.sat_add(part, cv, 32, signed, false)
                } else {
                    self.b.ins().iadd(part, cv)
                };
                self.write(*d, v);
            }
            Op::Sad { ty, d, a, b, c } => {
                let bits = ty.bits();
                let (av, bv, cv) = (
                    self.read(*a, bits)?,
                    self.read(*b, bits)?,
                    self.read(*c, bits)?,
                );
                let v = infallible(expand::int::sad(&mut self.b, ty.is_signed(), av, bv, cv));
                self.write(*d, v);
            }
            Op::Div { ty, d, a, b } | Op::Rem { ty, d, a, b } => {
                let is_div = matches!(op, Op::Div { .. });
                let (av, bv) = (self.read(*a, ty.bits())?, self.read(*b, ty.bits())?);
                let v = infallible(expand::int::divrem(
                    &mut self.b,
                    is_div,
                    ty.is_signed(),
                    av,
                    bv,
                ));
                self.write(*d, v);
            }
            Op::Abs { ty, d, a } => {
                let av = self.read(*a, ty.bits())?;
                let v = infallible(self.b.abs(av));
                self.write(*d, v);
            }
            Op::Neg { ty, d, a } => {
                let av = self.read(*a, ty.bits())?;
                let v = self.b.ins().ineg(av);
                self.write(*d, v);
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
                let v = infallible(expand::int::minmax(
                    &mut self.b,
                    *max,
                    signed,
                    *relu,
                    packed,
                    av,
                    bv,
                ));
                self.write(*d, v);
            }
            Op::Popc { ty, d, a } => {
                let av = self.read(*a, ty.bits())?;
                let v = self.b.ins().popcnt(av);
                let v = self.cast(v, 32, false);
                self.write(*d, v);
            }
            Op::Clz { ty, d, a } => {
                let av = self.read(*a, ty.bits())?;
                let v = self.b.ins().clz(av);
                let v = self.cast(v, 32, false);
                self.write(*d, v);
            }
            Op::Bfind { ty, shiftamt, d, a } => {
                let av = self.read(*a, ty.bits())?;
                let r = infallible(expand::int::bfind(
                    &mut self.b,
                    ty.is_signed(),
                    *shiftamt,
                    av,
                ));
                self.write(*d, r);
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
                let r = infallible(expand::int::fns(&mut self.b, m, base, off));
                self.write(*d, r);
            }
            Op::Brev { ty, d, a } => {
                let av = self.read(*a, ty.bits())?;
                let v = self.b.ins().bitrev(av);
                self.write(*d, v);
            }
            Op::Bfe { ty, d, a, pos, len } => {
                let n = ty.bits();
                let av = self.read(*a, n)?;
                let p = self.field_operand(*pos, n)?;
                let l = self.field_operand(*len, n)?;
                if let Some(v) = self.bfe_fast(av, p, l, n, ty.is_signed()) {
                    self.write(*d, v);
                    return Ok(true);
                }
                let nn = self.b.ins().iconst(types::I64, i64::from(n));
                let pos_ok = self.b.ins().icmp(IntCC::UnsignedLessThan, p, nn);
                let z64 = self.b.ins().iconst(types::I64, 0);
                let sh = self.b.ins().select(pos_ok, p, z64);
                let shifted = self.b.ins().ushr(av, sh);
                let pmin = self.b.ins().umin(p, nn);
                let avail = self.b.ins().isub(nn, pmin);
                let eff = self.b.ins().umin(l, avail);
                let lm = self.low_mask(eff, n);
                let field = self.b.ins().band(shifted, lm);
                let v = if ty.is_signed() {
                    let last = self.b.ins().iadd(p, l);
                    let last = self.b.ins().iadd_imm_s(last, -1);
                    let msb = self.b.ins().iconst(types::I64, i64::from(n - 1));
                    let sidx = self.b.ins().umin(last, msb);
                    let s = self.b.ins().ushr(av, sidx);
                    let s = self.b.ins().band_imm_s(s, 1);
                    let zero = self.konst(av, 0);
                    let lz = self.b.ins().icmp_imm_s(IntCC::Equal, l, 0);
                    let s = self.b.ins().select(lz, zero, s);
                    let fill = self.b.ins().ineg(s);
                    let inv = self.b.ins().bnot(lm);
                    let fill = self.b.ins().band(fill, inv);
                    self.b.ins().bor(field, fill)
                } else {
                    field
                };
                self.write(*d, v);
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
                if let Some(v) = self.bfi_fast(fv, bv, p, l, n) {
                    self.write(*d, v);
                    return Ok(true);
                }
                let nn = self.b.ins().iconst(types::I64, i64::from(n));
                let pos_ok = self.b.ins().icmp(IntCC::UnsignedLessThan, p, nn);
                let z64 = self.b.ins().iconst(types::I64, 0);
                let sh = self.b.ins().select(pos_ok, p, z64);
                let pmin = self.b.ins().umin(p, nn);
                let avail = self.b.ins().isub(nn, pmin);
                let eff = self.b.ins().umin(l, avail);
                let lm = self.low_mask(eff, n);
                let fmask = self.b.ins().ishl(lm, sh);
                let ins = self.b.ins().ishl(fv, sh);
                let ins = self.b.ins().band(ins, fmask);
                let keep = self.b.ins().band_not(bv, fmask);
                let v = self.b.ins().bor(keep, ins);
                self.write(*d, v);
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
                let v = infallible(expand::int::szext(&mut self.b, *signed, *clamp, av, bv));
                self.write(*d, v);
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
                let v = infallible(expand::int::cvt_pack(
                    &mut self.b,
                    *bits,
                    *signed,
                    av,
                    bv,
                    cv,
                ));
                self.write(*d, v);
            }
            Op::Bmsk { clamp, d, a, b } => {
                let av = self.read(*a, 32)?;
                let bv = self.read(*b, 32)?;
                let v = infallible(expand::int::bmsk(&mut self.b, *clamp, av, bv));
                self.write(*d, v);
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
                let v = infallible(expand::int::dot(&mut self.b, None, signed, av, bv, cv));
                self.write(*d, v);
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
                let v = infallible(expand::int::dot(&mut self.b, Some(*hi), signed, av, bv, cv));
                self.write(*d, v);
            }
            ptxjit_frontend::logic_ops!()
            | ptxjit_frontend::mem_ops!()
            | ptxjit_frontend::video_ops!()
            | ptxjit_frontend::control_ops!()
            | ptxjit_frontend::dispatcher_ops!() => return Ok(false),
        }
        Ok(true)
    }
}
