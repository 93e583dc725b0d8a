//! [`IntOps`] on the Cranelift function builder: what the shared expansions
//! (`crate::expand`) build with. Booleans are `i8` 0/1 (`icmp`'s result).

use std::convert::Infallible;

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{
    types, DataFlowGraph, InstBuilder, InstructionData, Opcode, Value, ValueDef,
};
use cranelift_frontend::FunctionBuilder;

use super::ity;
use crate::expand::{Bin, Cc, IntOps};

/// The Cranelift condition code of a comparison.
pub fn int_cc(cc: Cc) -> IntCC {
    match cc {
        Cc::Eq => IntCC::Equal,
        Cc::Ne => IntCC::NotEqual,
        Cc::Slt => IntCC::SignedLessThan,
        Cc::Sle => IntCC::SignedLessThanOrEqual,
        Cc::Sgt => IntCC::SignedGreaterThan,
        Cc::Sge => IntCC::SignedGreaterThanOrEqual,
        Cc::Ult => IntCC::UnsignedLessThan,
        Cc::Ule => IntCC::UnsignedLessThanOrEqual,
        Cc::Ugt => IntCC::UnsignedGreaterThan,
        Cc::Uge => IntCC::UnsignedGreaterThanOrEqual,
    }
}

/// `(x, k)` when `a` and `b` are `x << k` and `x >> (width - k)`
/// (logical, in either order, `0 < k < width`, amounts constant): their
/// bits are disjoint, so their sum, `or` and `xor` are all `rotl(x, k)`.
/// Compilers write a 64-bit rotate so (nvcc's `{ shl.b64; shr.b64;
/// add.u64 }`), and x86 does it in one `rol`.
fn rotate_of(dfg: &DataFlowGraph, a: Value, b: Value) -> Option<(Value, i64)> {
    let shift = |v: Value| -> Option<(Opcode, Value, u64)> {
        let ValueDef::Result(inst, _) = dfg.value_def(v) else {
            return None;
        };
        match dfg.insts[inst] {
            InstructionData::Binary {
                opcode: op @ (Opcode::Ishl | Opcode::Ushr),
                args: [x, n],
            } => Some((op, x, iconst_of(dfg, n)?)),
            _ => None,
        }
    };
    let (oa, xa, ka) = shift(a)?;
    let (ob, xb, kb) = shift(b)?;
    let w = u64::from(dfg.value_type(a).bits());
    let k = match (oa, ob) {
        (Opcode::Ishl, Opcode::Ushr) => ka,
        (Opcode::Ushr, Opcode::Ishl) => kb,
        _ => return None,
    };
    (xa == xb && ka > 0 && kb > 0 && ka + kb == w && w <= 64).then_some((xa, k as i64))
}

/// The value of `v` when an `iconst` defines it.
fn iconst_of(dfg: &DataFlowGraph, v: Value) -> Option<u64> {
    let ValueDef::Result(inst, _) = dfg.value_def(v) else {
        return None;
    };
    match dfg.insts[inst] {
        InstructionData::UnaryImm {
            opcode: Opcode::Iconst,
            imm,
        } => Some(imm.bits() as u64),
        _ => None,
    }
}

impl IntOps for FunctionBuilder<'_> {
    type V = Value;
    type E = Infallible;

    fn konst(&mut self, bits: u32, v: i64) -> Result<Value, Infallible> {
        let ty = ity(bits);
        Ok(if ty == types::I128 {
            let lo = self.ins().iconst(types::I64, v);
            self.ins().sextend(types::I128, lo)
        } else if ty.bits() >= 64 {
            self.ins().iconst(ty, v)
        } else {
            self.ins().iconst(ty, v & ((1i64 << ty.bits()) - 1))
        })
    }

    fn width(&self, v: Value) -> u32 {
        self.func.dfg.value_type(v).bits()
    }

    fn bin(&mut self, op: Bin, x: Value, y: Value) -> Result<Value, Infallible> {
        if let (Bin::Add | Bin::Or | Bin::Xor, Some((v, k))) = (op, rotate_of(&self.func.dfg, x, y))
        {
            return Ok(self.ins().rotl_imm_s(v, k));
        }
        let i = self.ins();
        Ok(match op {
            Bin::Add => i.iadd(x, y),
            Bin::Sub => i.isub(x, y),
            Bin::Mul => i.imul(x, y),
            Bin::And => i.band(x, y),
            Bin::Or => i.bor(x, y),
            Bin::Xor => i.bxor(x, y),
            Bin::Shl => i.ishl(x, y),
            Bin::UShr => i.ushr(x, y),
            Bin::SShr => i.sshr(x, y),
            Bin::UMin => i.umin(x, y),
            Bin::UMax => i.umax(x, y),
            Bin::SMin => i.smin(x, y),
            Bin::SMax => i.smax(x, y),
            Bin::UDiv => i.udiv(x, y),
            Bin::SDiv => i.sdiv(x, y),
            Bin::URem => i.urem(x, y),
            Bin::SRem => i.srem(x, y),
            Bin::Rotl => i.rotl(x, y),
            Bin::Rotr => i.rotr(x, y),
        })
    }

    fn bnot(&mut self, x: Value) -> Result<Value, Infallible> {
        Ok(self.ins().bnot(x))
    }

    fn cmp(&mut self, cc: Cc, x: Value, y: Value) -> Result<Value, Infallible> {
        Ok(self.ins().icmp(int_cc(cc), x, y))
    }

    fn select(&mut self, c: Value, x: Value, y: Value) -> Result<Value, Infallible> {
        Ok(self.ins().select(c, x, y))
    }

    fn resize(&mut self, v: Value, bits: u32, signed: bool) -> Result<Value, Infallible> {
        let from = self.func.dfg.value_type(v);
        let to = ity(bits);
        Ok(if from == to {
            v
        } else if from.bits() > to.bits() {
            self.ins().ireduce(to, v)
        } else if signed {
            self.ins().sextend(to, v)
        } else {
            self.ins().uextend(to, v)
        })
    }

    fn popcnt(&mut self, x: Value) -> Result<Value, Infallible> {
        Ok(self.ins().popcnt(x))
    }

    fn clz(&mut self, x: Value) -> Result<Value, Infallible> {
        Ok(self.ins().clz(x))
    }

    fn bitrev(&mut self, x: Value) -> Result<Value, Infallible> {
        Ok(self.ins().bitrev(x))
    }

    fn known(&self, v: Value) -> Option<u64> {
        let raw = iconst_of(&self.func.dfg, v)?;
        let bits = self.func.dfg.value_type(v).bits();
        Some(if bits >= 64 {
            raw
        } else {
            raw & ((1u64 << bits) - 1)
        })
    }

    /// `iabs`: x86-64 `neg` + `cmov`, one instruction less than the
    /// provided `max(x, -x)`.
    fn abs(&mut self, x: Value) -> Result<Value, Infallible> {
        Ok(self.ins().iabs(x))
    }

    /// `ineg`.
    fn neg(&mut self, x: Value) -> Result<Value, Infallible> {
        Ok(self.ins().ineg(x))
    }

    /// `band_not`: one `andn` with BMI1.
    fn and_not(&mut self, x: Value, y: Value) -> Result<Value, Infallible> {
        Ok(self.ins().band_not(x, y))
    }
}
