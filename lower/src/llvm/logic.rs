//! Logic and data movement: and/or/xor/not/cnot (incl. `.pred`), shl/shr
//! (amounts past the width give 0 or the sign fill: PTX clamps where LLVM
//! would give poison, so the amount is brought into range first), shf, prmt,
//! lop3, mov, pack/unpack, cvt, setp, set, selp, slct. `cvta` is rejected.

use inkwell::values::IntValue;
use inkwell::IntPredicate as P;
use ptxjit_frontend::ast::Type;
use ptxjit_frontend::ir::{Bitwise, BoolOp, Cmp, Op, PrmtMode, Src};

use super::{Fx, LResult};

/// A three-input function of `(a, b, c)` while building lop3.
#[derive(Clone, Copy)]
enum Lut<'ctx> {
    Zero,
    Ones,
    Val(IntValue<'ctx>),
}

/// The LLVM predicate of an integer comparison.
pub(super) fn pred(cmp: Cmp, signed: bool) -> P {
    match (cmp, signed) {
        (Cmp::Eq, _) => P::EQ,
        (Cmp::Ne, _) => P::NE,
        (Cmp::Lt, true) => P::SLT,
        (Cmp::Le, true) => P::SLE,
        (Cmp::Gt, true) => P::SGT,
        (Cmp::Ge, true) => P::SGE,
        (Cmp::Lt, false) | (Cmp::Lo, _) => P::ULT,
        (Cmp::Le, false) | (Cmp::Ls, _) => P::ULE,
        (Cmp::Gt, false) | (Cmp::Hi, _) => P::UGT,
        (Cmp::Ge, false) | (Cmp::Hs, _) => P::UGE,
    }
}

impl<'ctx> Fx<'ctx, '_> {
    fn bool_op(&self, op: BoolOp, x: IntValue<'ctx>, y: IntValue<'ctx>) -> LResult<IntValue<'ctx>> {
        match op {
            BoolOp::And => self.and(x, y),
            BoolOp::Or => self.or(x, y),
            BoolOp::Xor => self.xor(x, y),
        }
    }

    /// `(t, !t)` combined with the optional `.BoolOp {!}c` of setp/set.
    fn combine(
        &self,
        t: IntValue<'ctx>,
        comb: &Option<(BoolOp, Src, bool)>,
    ) -> LResult<(IntValue<'ctx>, IntValue<'ctx>)> {
        let nt = self.not(t)?;
        match comb {
            None => Ok((t, nt)),
            Some((op, c, not)) => {
                let mut cv = self.read_pred(*c)?;
                if *not {
                    cv = self.not(cv)?;
                }
                Ok((self.bool_op(*op, t, cv)?, self.bool_op(*op, nt, cv)?))
            }
        }
    }

    fn lut_and(&self, x: Lut<'ctx>, m: IntValue<'ctx>) -> LResult<Lut<'ctx>> {
        Ok(match x {
            Lut::Zero => Lut::Zero,
            Lut::Ones => Lut::Val(m),
            Lut::Val(v) => Lut::Val(self.and(v, m)?),
        })
    }

    fn lut_or(&self, x: Lut<'ctx>, y: Lut<'ctx>) -> LResult<Lut<'ctx>> {
        Ok(match (x, y) {
            (Lut::Zero, o) | (o, Lut::Zero) => o,
            (Lut::Ones, _) | (_, Lut::Ones) => Lut::Ones,
            (Lut::Val(a), Lut::Val(b)) => Lut::Val(self.or(a, b)?),
        })
    }

    /// The function of `inputs` given by the truth table `lut` (bit `i` is
    /// the result for input bits `i`, first input most significant), by
    /// Shannon expansion on the first input.
    fn lut(&self, lut: u32, inputs: &[IntValue<'ctx>]) -> LResult<Lut<'ctx>> {
        let n = inputs.len() as u32;
        let full = (1u32 << (1 << n)) - 1;
        let lut = lut & full;
        if lut == 0 {
            return Ok(Lut::Zero);
        }
        if lut == full {
            return Ok(Lut::Ones);
        }
        let x = inputs[0];
        let half = 1u32 << (n - 1);
        let lo = lut & ((1u32 << half) - 1);
        let hi = lut >> half;
        if lo == hi {
            return self.lut(lo, &inputs[1..]);
        }
        if n == 1 {
            return Ok(if hi == 1 {
                Lut::Val(x)
            } else {
                Lut::Val(self.not(x)?)
            });
        }
        let f1 = self.lut(hi, &inputs[1..])?;
        let f0 = self.lut(lo, &inputs[1..])?;
        let t1 = self.lut_and(f1, x)?;
        let nx = self.not(x)?;
        let t0 = self.lut_and(f0, nx)?;
        self.lut_or(t1, t0)
    }

    /// Byte `sel & 7` of `src` (`i64` = `{b, a}`), as `i32`.
    fn prmt_byte(&self, src: IntValue<'ctx>, sel: IntValue<'ctx>) -> LResult<IntValue<'ctx>> {
        let sel = self.andi(sel, 7)?;
        let sh = self.mul(sel, self.k(32, 8))?;
        let sh = self.cast(sh, 64, false)?;
        let v = self.shr(src, sh, false)?;
        let v = self.cast(v, 32, false)?;
        self.andi(v, 0xff)
    }

    /// Lowers logic and data-movement instructions; false for others.
    pub(super) fn lower_logic(&mut self, op: &Op) -> LResult<bool> {
        match op {
            Op::Bitwise {
                op: bop,
                ty,
                d,
                a,
                b,
            } => {
                let (av, bv) = if *ty == Type::Pred {
                    (self.read_pred(*a)?, self.read_pred(*b)?)
                } else {
                    (self.read(*a, ty.bits())?, self.read(*b, ty.bits())?)
                };
                let v = match bop {
                    Bitwise::And => self.and(av, bv)?,
                    Bitwise::Or => self.or(av, bv)?,
                    Bitwise::Xor => self.xor(av, bv)?,
                };
                self.write(*d, v)?;
            }
            Op::Not { ty, d, a } => {
                let av = if *ty == Type::Pred {
                    self.read_pred(*a)?
                } else {
                    self.read(*a, ty.bits())?
                };
                let v = self.not(av)?;
                self.write(*d, v)?;
            }
            Op::Cnot { ty, d, a } => {
                let (z, bits) = if *ty == Type::Pred {
                    (self.not(self.read_pred(*a)?)?, 1)
                } else {
                    let av = self.read(*a, ty.bits())?;
                    (self.icmpi(P::EQ, av, 0)?, ty.bits())
                };
                let v = self.cast(z, bits, false)?;
                self.write(*d, v)?;
            }
            Op::Shl { ty, d, a, b } | Op::Shr { ty, d, a, b } => {
                let bits = ty.bits();
                let av = self.read(*a, bits)?;
                let n = self.read(*b, 32)?;
                let big = self.icmpi(P::UGE, n, i128::from(bits))?;
                let v = if matches!(op, Op::Shl { .. }) {
                    let amt = self.sel(big, self.k(32, 0), n)?;
                    let amt = self.cast(amt, bits, false)?;
                    let s = self.shl(av, amt)?;
                    self.sel(big, self.k(bits, 0), s)?
                } else if ty.is_signed() {
                    let amt = self.sel(big, self.k(32, u64::from(bits - 1)), n)?;
                    let amt = self.cast(amt, bits, false)?;
                    self.shr(av, amt, true)?
                } else {
                    let amt = self.sel(big, self.k(32, 0), n)?;
                    let amt = self.cast(amt, bits, false)?;
                    let s = self.shr(av, amt, false)?;
                    self.sel(big, self.k(bits, 0), s)?
                };
                self.write(*d, v)?;
            }
            Op::Shf {
                left,
                clamp,
                d,
                a,
                b,
                c,
            } => {
                let av = self.read(*a, 32)?;
                let bv = self.read(*b, 32)?;
                let cv = self.read(*c, 32)?;
                let n = if *clamp {
                    self.umin(cv, self.k(32, 32))?
                } else {
                    self.andi(cv, 31)?
                };
                let n = self.cast(n, 64, false)?;
                let lo = self.cast(av, 64, false)?;
                let hi = self.cast(bv, 64, false)?;
                let hi = self.shli(hi, 32)?;
                let wide = self.or(hi, lo)?;
                let v = if *left {
                    let s = self.shl(wide, n)?;
                    self.shri(s, 32, false)?
                } else {
                    self.shr(wide, n, false)?
                };
                let v = self.cast(v, 32, false)?;
                self.write(*d, v)?;
            }
            Op::Prmt { mode, d, a, b, c } => {
                let av = self.read(*a, 32)?;
                let bv = self.read(*b, 32)?;
                let cv = self.read(*c, 32)?;
                let lo = self.cast(av, 64, false)?;
                let hi = self.cast(bv, 64, false)?;
                let hi = self.shli(hi, 32)?;
                let src = self.or(hi, lo)?;
                let v = if *mode == PrmtMode::Default {
                    let mut acc = self.k(32, 0);
                    for i in 0..4u32 {
                        let nib = self.shri(cv, 4 * i, false)?;
                        let byte = self.prmt_byte(src, nib)?;
                        let signbit = self.andi(nib, 8)?;
                        let rep = self.icmpi(P::NE, signbit, 0)?;
                        let neg = self.shri(byte, 7, false)?;
                        let fill = self.mul(neg, self.k(32, 0xff))?;
                        let byte = self.sel(rep, fill, byte)?;
                        let byte = self.shli(byte, 8 * i)?;
                        acc = self.or(acc, byte)?;
                    }
                    acc
                } else {
                    // Rows of the ISA table, d.b0 first, for c[1:0] = 0..3.
                    let table: [[u32; 4]; 4] = match mode {
                        PrmtMode::F4e => [[0, 1, 2, 3], [1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6]],
                        PrmtMode::B4e => [[0, 7, 6, 5], [1, 0, 7, 6], [2, 1, 0, 7], [3, 2, 1, 0]],
                        PrmtMode::Rc8 => [[0, 0, 0, 0], [1, 1, 1, 1], [2, 2, 2, 2], [3, 3, 3, 3]],
                        PrmtMode::Ecl => [[0, 1, 2, 3], [1, 1, 2, 3], [2, 2, 2, 3], [3, 3, 3, 3]],
                        PrmtMode::Ecr => [[0, 0, 0, 0], [0, 1, 1, 1], [0, 1, 2, 2], [0, 1, 2, 3]],
                        PrmtMode::Rc16 => [[0, 1, 0, 1], [2, 3, 2, 3], [0, 1, 0, 1], [2, 3, 2, 3]],
                        PrmtMode::Default => [[0, 1, 2, 3]; 4],
                    };
                    let mut rows = Vec::new();
                    for row in table {
                        let mut acc = self.k(32, 0);
                        for (i, &s) in row.iter().enumerate() {
                            let sh = self.shri(src, 8 * s, false)?;
                            let byte = self.cast(sh, 32, false)?;
                            let byte = self.andi(byte, 0xff)?;
                            let byte = self.shli(byte, 8 * i as u32)?;
                            acc = self.or(acc, byte)?;
                        }
                        rows.push(acc);
                    }
                    let b0 = self.andi(cv, 1)?;
                    let b0 = self.icmpi(P::NE, b0, 0)?;
                    let b1 = self.andi(cv, 2)?;
                    let b1 = self.icmpi(P::NE, b1, 0)?;
                    let r01 = self.sel(b0, rows[1], rows[0])?;
                    let r23 = self.sel(b0, rows[3], rows[2])?;
                    self.sel(b1, r23, r01)?
                };
                self.write(*d, v)?;
            }
            Op::Lop3 { d, a, b, c, lut } => {
                let av = self.read(*a, 32)?;
                let bv = self.read(*b, 32)?;
                let cv = self.read(*c, 32)?;
                let v = match self.lut(u32::from(*lut), &[av, bv, cv])? {
                    Lut::Zero => self.k(32, 0),
                    Lut::Ones => self.k(32, u64::MAX),
                    Lut::Val(v) => v,
                };
                self.write(*d, v)?;
            }
            Op::Mov { ty, d, a } => {
                let dbits = self.dst_bits(*d);
                let v = if *ty == Type::Pred {
                    self.read_pred(*a)?
                } else {
                    let bits = match dbits {
                        Some(b) if b > 1 => b,
                        _ => 8,
                    }
                    .max(ty.bits());
                    self.read(*a, bits)?
                };
                self.write(*d, v)?;
            }
            Op::Pack {
                elem_bits,
                d,
                parts,
            } => {
                let total = elem_bits * parts.len() as u32;
                let wbits = if total > 64 { 128 } else { 64 };
                let mut acc = self.k(wbits, 0);
                for (i, p) in parts.iter().enumerate() {
                    let v = self.read(*p, *elem_bits)?;
                    let v = self.cast(v, wbits, false)?;
                    let v = self.shli(v, i as u32 * elem_bits)?;
                    acc = self.or(acc, v)?;
                }
                self.write(*d, acc)?;
            }
            Op::Unpack {
                elem_bits,
                parts,
                a,
            } => {
                let total = elem_bits * parts.len() as u32;
                let wbits = if total > 64 { 128 } else { 64 };
                let v = self.read(*a, wbits)?;
                let mut vals = Vec::new();
                for i in 0..parts.len() {
                    let s = self.shri(v, i as u32 * elem_bits, false)?;
                    vals.push(self.cast(s, *elem_bits, false)?);
                }
                for (p, v) in parts.iter().zip(vals) {
                    self.write(*p, v)?;
                }
            }
            Op::Cvt {
                dty,
                sty,
                sat,
                d,
                a,
            } => {
                if dty.is_float() || sty.is_float() {
                    return Err(self.err("floating-point cvt is not supported by the llvm backend"));
                }
                let (db, sb) = (dty.bits(), sty.bits());
                let av = self.read(*a, sb)?;
                let x = self.cast(av, 64, sty.is_signed())?;
                let v = if *sat {
                    self.sat_convert(x, sty.is_signed(), db, dty.is_signed())?
                } else {
                    self.cast(x, db, false)?
                };
                self.write_ext(*d, v, dty.is_signed())?;
            }
            Op::Cvta { .. } => {
                return Err(
                    self.err("cvta is not supported by the llvm backend yet (kernel memory)")
                )
            }
            Op::Setp {
                cmp,
                ty,
                comb,
                p,
                q,
                a,
                b,
            } => {
                let bits = ty.bits();
                let av = self.read(*a, bits)?;
                let bv = self.read(*b, bits)?;
                let t = self.icmp(pred(*cmp, ty.is_signed()), av, bv)?;
                let (pv, qv) = self.combine(t, comb)?;
                self.write(*p, pv)?;
                if let Some(q) = q {
                    self.write(*q, qv)?;
                }
            }
            Op::Set {
                cmp,
                ty,
                comb,
                d,
                a,
                b,
                ..
            } => {
                let bits = ty.bits();
                let av = self.read(*a, bits)?;
                let bv = self.read(*b, bits)?;
                let t = self.icmp(pred(*cmp, ty.is_signed()), av, bv)?;
                let (pv, _) = self.combine(t, comb)?;
                let v = self.sel(pv, self.k(32, u64::MAX), self.k(32, 0))?;
                self.write(*d, v)?;
            }
            Op::Selp { ty, d, a, b, c } => {
                let (av, bv) = if *ty == Type::Pred {
                    (self.read_pred(*a)?, self.read_pred(*b)?)
                } else {
                    (self.read(*a, ty.bits())?, self.read(*b, ty.bits())?)
                };
                let cv = self.read_pred(*c)?;
                let v = self.sel(cv, av, bv)?;
                self.write(*d, v)?;
            }
            Op::Slct { ty, d, a, b, c } => {
                let (av, bv) = if *ty == Type::Pred {
                    (self.read_pred(*a)?, self.read_pred(*b)?)
                } else {
                    (self.read(*a, ty.bits())?, self.read(*b, ty.bits())?)
                };
                let cv = self.read(*c, 32)?;
                let ge = self.icmpi(P::SGE, cv, 0)?;
                let v = self.sel(ge, av, bv)?;
                self.write(*d, v)?;
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
}
