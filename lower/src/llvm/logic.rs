//! Logic and data movement: and/or/xor/not/cnot (incl. `.pred`), shl/shr
//! (amounts past the width give 0 or the sign fill: PTX clamps where LLVM
//! would give poison, so the amount is brought into range first), shf, prmt,
//! lop3, mov, pack/unpack, cvt, setp, set, selp, slct. `cvta` is rejected.

use inkwell::values::IntValue;
use inkwell::IntPredicate as P;
use ptxjit_frontend::ast::Type;
use ptxjit_frontend::ir::{Bitwise, BoolOp, Cmp, Op, Src};

use super::{Fx, LResult};
use crate::expand::{self, Cc};

/// The LLVM predicate of an integer comparison.
pub(super) fn pred(cmp: Cmp, signed: bool) -> P {
    super::ops::pred(Cc::of(cmp, signed))
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
                let av = self.read(*a, ty.bits())?;
                let n = self.read(*b, 32)?;
                let left = matches!(op, Op::Shl { .. });
                let v = expand::logic::shift(self, left, ty.is_signed(), av, n)?;
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
                let v = expand::logic::shf(self, *left, *clamp, av, bv, cv)?;
                self.write(*d, v)?;
            }
            Op::Prmt { mode, d, a, b, c } => {
                let av = self.read(*a, 32)?;
                let bv = self.read(*b, 32)?;
                let cv = self.read(*c, 32)?;
                let v = expand::logic::prmt(self, *mode, av, bv, cv)?;
                self.write(*d, v)?;
            }
            Op::Lop3 { d, a, b, c, lut } => {
                let av = self.read(*a, 32)?;
                let bv = self.read(*b, 32)?;
                let cv = self.read(*c, 32)?;
                let v = expand::logic::lop3(self, *lut, av, bv, cv)?;
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
            ptxjit_frontend::int_ops!()
            | ptxjit_frontend::mem_ops!()
            | ptxjit_frontend::video_ops!()
            | ptxjit_frontend::control_ops!()
            | ptxjit_frontend::dispatcher_ops!() => return Ok(false),
        }
        Ok(true)
    }
}
