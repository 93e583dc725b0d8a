//! [`IntOps`] on the LLVM function builder: what the shared expansions
//! (`crate::expand`) build with. Booleans are `i1`.

use inkwell::values::IntValue;
use inkwell::IntPredicate as P;

use super::{Fx, LowerError};
use crate::expand::{Bin, Cc, IntOps};

/// The LLVM predicate of a comparison.
pub(super) fn pred(cc: Cc) -> P {
    match cc {
        Cc::Eq => P::EQ,
        Cc::Ne => P::NE,
        Cc::Slt => P::SLT,
        Cc::Sle => P::SLE,
        Cc::Sgt => P::SGT,
        Cc::Sge => P::SGE,
        Cc::Ult => P::ULT,
        Cc::Ule => P::ULE,
        Cc::Ugt => P::UGT,
        Cc::Uge => P::UGE,
    }
}

impl<'ctx> IntOps for Fx<'ctx, '_> {
    type V = IntValue<'ctx>;
    type E = LowerError;

    fn konst(&mut self, bits: u32, v: i64) -> Result<IntValue<'ctx>, LowerError> {
        Ok(self.ks(bits, i128::from(v)))
    }

    fn width(&self, v: IntValue<'ctx>) -> u32 {
        v.get_type().get_bit_width()
    }

    fn bin(
        &mut self,
        op: Bin,
        x: IntValue<'ctx>,
        y: IntValue<'ctx>,
    ) -> Result<IntValue<'ctx>, LowerError> {
        match op {
            Bin::Add => self.add(x, y),
            Bin::Sub => self.sub(x, y),
            Bin::Mul => self.mul(x, y),
            Bin::And => self.and(x, y),
            Bin::Or => self.or(x, y),
            Bin::Xor => self.xor(x, y),
            Bin::Shl => {
                let y = self.cast(y, Fx::width(x), false)?;
                self.shl(x, y)
            }
            Bin::UShr => {
                let y = self.cast(y, Fx::width(x), false)?;
                self.shr(x, y, false)
            }
            Bin::SShr => {
                let y = self.cast(y, Fx::width(x), false)?;
                self.shr(x, y, true)
            }
            Bin::UMin => self.umin(x, y),
            Bin::UMax => self.umax(x, y),
            Bin::SMin => self.smin(x, y),
            Bin::SMax => self.smax(x, y),
            Bin::UDiv => Ok(self.b.build_int_unsigned_div(x, y, "")?),
            Bin::SDiv => Ok(self.b.build_int_signed_div(x, y, "")?),
            Bin::URem => Ok(self.b.build_int_unsigned_rem(x, y, "")?),
            Bin::SRem => Ok(self.b.build_int_signed_rem(x, y, "")?),
            Bin::Rotl | Bin::Rotr => {
                // A funnel shift of a value with itself; the amount is taken
                // modulo the width.
                let y = self.cast(y, Fx::width(x), false)?;
                let name = if op == Bin::Rotl {
                    "llvm.fshl"
                } else {
                    "llvm.fshr"
                };
                Ok(self
                    .intr(
                        name,
                        &[x.get_type().into()],
                        &[x.into(), x.into(), y.into()],
                    )?
                    .into_int_value())
            }
        }
    }

    fn bnot(&mut self, x: IntValue<'ctx>) -> Result<IntValue<'ctx>, LowerError> {
        self.not(x)
    }

    fn cmp(
        &mut self,
        cc: Cc,
        x: IntValue<'ctx>,
        y: IntValue<'ctx>,
    ) -> Result<IntValue<'ctx>, LowerError> {
        self.icmp(pred(cc), x, y)
    }

    fn select(
        &mut self,
        c: IntValue<'ctx>,
        x: IntValue<'ctx>,
        y: IntValue<'ctx>,
    ) -> Result<IntValue<'ctx>, LowerError> {
        let c = if Fx::width(c) == 1 {
            c
        } else {
            self.icmpi(P::NE, c, 0)?
        };
        self.sel(c, x, y)
    }

    fn resize(
        &mut self,
        v: IntValue<'ctx>,
        bits: u32,
        signed: bool,
    ) -> Result<IntValue<'ctx>, LowerError> {
        self.cast(v, bits, signed)
    }

    fn popcnt(&mut self, x: IntValue<'ctx>) -> Result<IntValue<'ctx>, LowerError> {
        self.intr1("llvm.ctpop", x)
    }

    fn clz(&mut self, x: IntValue<'ctx>) -> Result<IntValue<'ctx>, LowerError> {
        self.ctlz(x)
    }

    fn bitrev(&mut self, x: IntValue<'ctx>) -> Result<IntValue<'ctx>, LowerError> {
        self.intr1("llvm.bitreverse", x)
    }

    fn known(&self, v: IntValue<'ctx>) -> Option<u64> {
        if v.is_const() {
            v.get_zero_extended_constant()
        } else {
            None
        }
    }

    /// Truncation and sign extension: LLVM has integers of every width.
    fn sext_low(&mut self, v: IntValue<'ctx>, bits: u32) -> Result<IntValue<'ctx>, LowerError> {
        let w = Fx::width(v);
        let t = self.cast(v, bits, false)?;
        self.cast(t, w, true)
    }
}
