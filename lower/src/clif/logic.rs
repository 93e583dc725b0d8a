//! Logic and data movement: and/or/xor/not/cnot (incl. `.pred`), shl/shr
//! (amounts past the width give 0 or the sign fill: PTX clamps where
//! Cranelift masks), shf, prmt, lop3, mov, pack/unpack, cvt, setp, set, selp,
//! slct, and `cvta` (the interpreter's address windows: generic = window + state-space address).

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, InstBuilder, Value};
use ptxjit_frontend::ast::Type;
use ptxjit_frontend::ir::{Bitwise, BoolOp, Cmp, Op, Src};

use super::{Fx, LResult};
use crate::expand::{self, infallible, Cc};

impl Fx<'_, '_> {
    /// A width for reading an operand of type `ty` (`.pred` is 8 bits).
    fn op_bits(ty: Type) -> u32 {
        if ty == Type::Pred {
            8
        } else {
            ty.bits()
        }
    }

    fn cmp(&mut self, cmp: Cmp, signed: bool, a: Value, b: Value) -> Value {
        let cc = super::ops::int_cc(Cc::of(cmp, signed));
        self.b.ins().icmp(cc, a, b)
    }

    fn bool_op(&mut self, op: BoolOp, x: Value, y: Value) -> Value {
        match op {
            BoolOp::And => self.b.ins().band(x, y),
            BoolOp::Or => self.b.ins().bor(x, y),
            BoolOp::Xor => self.b.ins().bxor(x, y),
        }
    }

    /// `(t, !t)` combined with the optional `.BoolOp {!}c` of setp/set.
    fn combine(&mut self, t: Value, comb: &Option<(BoolOp, Src, bool)>) -> LResult<(Value, Value)> {
        let nt = self.b.ins().bxor_imm_s(t, 1);
        match comb {
            None => Ok((t, nt)),
            Some((op, c, not)) => {
                let mut cv = self.read_pred(*c)?;
                if *not {
                    cv = self.b.ins().bxor_imm_s(cv, 1);
                }
                let p = self.bool_op(*op, t, cv);
                let q = self.bool_op(*op, nt, cv);
                Ok((p, q))
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
                let bits = Self::op_bits(*ty);
                let (av, bv) = if *ty == Type::Pred {
                    (self.read_pred(*a)?, self.read_pred(*b)?)
                } else {
                    (self.read(*a, bits)?, self.read(*b, bits)?)
                };
                let v = match bop {
                    Bitwise::And => self.b.ins().band(av, bv),
                    Bitwise::Or => self.b.ins().bor(av, bv),
                    Bitwise::Xor => self.b.ins().bxor(av, bv),
                };
                self.write(*d, v);
            }
            Op::Not { ty, d, a } => {
                let v = if *ty == Type::Pred {
                    let p = self.read_pred(*a)?;
                    self.b.ins().bxor_imm_s(p, 1)
                } else {
                    let av = self.read(*a, ty.bits())?;
                    self.b.ins().bnot(av)
                };
                self.write(*d, v);
            }
            Op::Cnot { ty, d, a } => {
                let bits = Self::op_bits(*ty);
                let av = self.read(*a, bits)?;
                let z = self.b.ins().icmp_imm_s(IntCC::Equal, av, 0);
                let v = self.cast(z, bits, false);
                self.write(*d, v);
            }
            Op::Shl { ty, d, a, b } | Op::Shr { ty, d, a, b } => {
                let av = self.read(*a, ty.bits())?;
                let n = self.read(*b, 32)?;
                let left = matches!(op, Op::Shl { .. });
                let v = infallible(expand::logic::shift(
                    &mut self.b,
                    left,
                    ty.is_signed(),
                    av,
                    n,
                ));
                self.write(*d, v);
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
                let v = if a == b && !*clamp {
                    // A funnel shift of a word with itself, wrapping the
                    // amount mod 32: a rotate (how compilers write one).
                    if *left {
                        self.b.ins().rotl(av, cv)
                    } else {
                        self.b.ins().rotr(av, cv)
                    }
                } else {
                    infallible(expand::logic::shf(&mut self.b, *left, *clamp, av, bv, cv))
                };
                self.write(*d, v);
            }
            Op::Prmt { mode, d, a, b, c } => {
                let av = self.read(*a, 32)?;
                let bv = self.read(*b, 32)?;
                let cv = self.read(*c, 32)?;
                let v = infallible(expand::logic::prmt(&mut self.b, *mode, av, bv, cv));
                self.write(*d, v);
            }
            Op::Lop3 { d, a, b, c, lut } => {
                let av = self.read(*a, 32)?;
                let bv = self.read(*b, 32)?;
                let cv = self.read(*c, 32)?;
                let v = infallible(expand::logic::lop3(&mut self.b, *lut, av, bv, cv));
                self.write(*d, v);
            }
            Op::Mov { ty, d, a } => {
                let bits = match self.dst_bits(*d) {
                    Some(b) if b > 1 => b,
                    Some(_) => 8,
                    None => Self::op_bits(*ty),
                };
                let v = if *ty == Type::Pred {
                    self.read_pred(*a)?
                } else {
                    self.read(*a, bits.max(Self::op_bits(*ty)))?
                };
                self.write(*d, v);
            }
            Op::Pack {
                elem_bits,
                d,
                parts,
            } => {
                let total = elem_bits * parts.len() as u32;
                let wbits = if total > 64 { 128 } else { 64 };
                let mut acc = self.iconst(wbits, 0);
                for (i, p) in parts.iter().enumerate() {
                    let v = self.read(*p, *elem_bits)?;
                    let v = self.cast(v, wbits, false);
                    let v = self.b.ins().ishl_imm_s(v, i64::from(i as u32 * elem_bits));
                    acc = self.b.ins().bor(acc, v);
                }
                self.write(*d, acc);
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
                    let s = self.b.ins().ushr_imm_s(v, i64::from(i as u32 * elem_bits));
                    vals.push(self.cast(s, *elem_bits, false));
                }
                for (p, v) in parts.iter().zip(vals) {
                    self.write(*p, v);
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
                    return Err(self.err("floating-point cvt is unsupported on the host backend"));
                }
                let (db, sb) = (dty.bits(), sty.bits());
                let av = self.read(*a, sb)?;
                let x = self.cast(av, 64, sty.is_signed());
                let v = if *sat {
                    self.sat_convert(x, sty.is_signed(), db, dty.is_signed())
                } else {
                    self.cast(x, db, false)
                };
                self.write_ext(*d, v, dty.is_signed());
            }
            Op::Cvta { to, space, d, a } => {
                // Generic = window of the space + state-space address (the
                // interpreter's address map; global addresses are generic).
                let w = super::kernel::window(*space) as i64;
                let v = self.read(*a, 64)?;
                let v = if *to {
                    self.b.ins().iadd_imm_s(v, w.wrapping_neg())
                } else {
                    self.b.ins().iadd_imm_s(v, w)
                };
                self.write(*d, v);
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
                let t = self.cmp(*cmp, ty.is_signed(), av, bv);
                let (pv, qv) = self.combine(t, comb)?;
                self.write(*p, pv);
                if let Some(q) = q {
                    self.write(*q, qv);
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
                let t = self.cmp(*cmp, ty.is_signed(), av, bv);
                let (pv, _) = self.combine(t, comb)?;
                let all = self.b.ins().iconst(types::I32, -1);
                let zero = self.b.ins().iconst(types::I32, 0);
                let v = self.b.ins().select(pv, all, zero);
                self.write(*d, v);
            }
            Op::Selp { ty, d, a, b, c } => {
                let bits = Self::op_bits(*ty);
                let av = self.read(*a, bits)?;
                let bv = self.read(*b, bits)?;
                let cv = self.read_pred(*c)?;
                let v = self.b.ins().select(cv, av, bv);
                self.write(*d, v);
            }
            Op::Slct { ty, d, a, b, c } => {
                let bits = Self::op_bits(*ty);
                let av = self.read(*a, bits)?;
                let bv = self.read(*b, bits)?;
                let cv = self.read(*c, 32)?;
                let ge = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::SignedGreaterThanOrEqual, cv, 0);
                let v = self.b.ins().select(ge, av, bv);
                self.write(*d, v);
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
