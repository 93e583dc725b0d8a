//! Integer arithmetic on LLVM: [`Lower`] for the function being built, so
//! that the shared scalar lowering (`crate::expand::scalar`) lowers integer
//! arithmetic and the carry forms here; plus the saturating helpers (`.sat`
//! sums as `llvm.{s,u}{add,sub}.sat`, `cvt.sat`).
//!
//! Division (`expand::int::divrem`) replaces a zero divisor by 1 with a
//! `select` before `udiv`/`sdiv` (LLVM division by zero and `MIN / -1` are
//! undefined behaviour) and fixes the result with another `select`; shifts
//! past the width are only ever the unused side of a `select`.

use inkwell::values::IntValue;
use ptxjit_frontend::ir::{Dst, Src};

use super::{Fx, LResult};
use crate::expand::Lower;

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
    pub(super) fn sat_sum(
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

/// Operands, CC.CF (an `i1`) and LLVM's own carries, products and `.sat`
/// sums.
impl<'ctx> Lower for Fx<'ctx, '_> {
    fn read(&mut self, s: Src, bits: u32) -> LResult<IntValue<'ctx>> {
        Fx::read(self, s, bits)
    }
    fn write(&mut self, d: Dst, v: IntValue<'ctx>) -> LResult<()> {
        Fx::write(self, d, v)
    }
    fn carry_flag(&mut self) -> LResult<IntValue<'ctx>> {
        self.cf()
    }
    fn carry_one(&mut self) -> LResult<IntValue<'ctx>> {
        Ok(self.k(1, 1))
    }
    fn set_carry_flag(&mut self, c: IntValue<'ctx>) -> LResult<()> {
        self.set_cf(c)
    }
    fn add_carry(
        &mut self,
        a: IntValue<'ctx>,
        b: IntValue<'ctx>,
        cin: Option<IntValue<'ctx>>,
    ) -> LResult<(IntValue<'ctx>, IntValue<'ctx>)> {
        Fx::add_carry(self, a, b, cin)
    }
    fn mul_half(
        &mut self,
        a: IntValue<'ctx>,
        b: IntValue<'ctx>,
        bits: u32,
        signed: bool,
        hi: bool,
    ) -> LResult<IntValue<'ctx>> {
        Fx::mul_half(self, a, b, bits, signed, hi)
    }
    fn sat_add(
        &mut self,
        x: IntValue<'ctx>,
        y: IntValue<'ctx>,
        _bits: u32,
        signed: bool,
        sub: bool,
    ) -> LResult<IntValue<'ctx>> {
        self.sat_sum(x, y, signed, sub)
    }
}
