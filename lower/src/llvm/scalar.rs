//! [`Lower`] on LLVM: the function being built, for the shared scalar
//! lowering (`crate::expand::scalar`: integer arithmetic, carry forms,
//! logic, moves, conversions, comparisons). `.sat` sums are
//! `llvm.{s,u}{add,sub}.sat`.
//!
//! Division (`expand::int::divrem`) replaces a zero divisor by 1 with a
//! `select` before `udiv`/`sdiv` (LLVM division by zero and `MIN / -1` are
//! undefined behaviour) and fixes the result with another `select`; shifts
//! past the width are only ever the unused side of a `select`.

use inkwell::values::{IntValue, PointerValue};
use ptxjit_frontend::ir::{Dst, Src, VarId};

use super::{Fx, LResult, LowerError};
use crate::expand::Lower;

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
    const BACKEND: &'static str = "llvm";
    fn error(&self, message: String) -> LowerError {
        self.err(message)
    }
    fn read(&mut self, s: Src, bits: u32) -> LResult<IntValue<'ctx>> {
        Fx::read(self, s, bits)
    }
    fn read_pred(&mut self, s: Src) -> LResult<IntValue<'ctx>> {
        Fx::read_pred(self, s)
    }
    fn write(&mut self, d: Dst, v: IntValue<'ctx>) -> LResult<()> {
        Fx::write(self, d, v)
    }
    fn write_ext(&mut self, d: Dst, v: IntValue<'ctx>, signed: bool) -> LResult<()> {
        Fx::write_ext(self, d, v, signed)
    }
    fn dst_bits(&self, d: Dst) -> Option<u32> {
        Fx::dst_bits(self, d)
    }
    fn guard_active(&self) -> bool {
        self.guard.is_some()
    }
    fn guarded(&mut self, new: IntValue<'ctx>, old: IntValue<'ctx>) -> LResult<IntValue<'ctx>> {
        Fx::guarded(self, new, old)
    }
    type Slot = PointerValue<'ctx>;
    fn own_slot(&self, var: VarId) -> Option<(PointerValue<'ctx>, u32)> {
        self.slots.get(&var).copied()
    }
    fn needs_kernel_memory(&self, what: String) -> LowerError {
        self.kernel_memory_error(what)
    }
    fn var_name(&self, var: VarId) -> String {
        self.prog.vars[var as usize].name.clone()
    }
    fn load_bytes(
        &mut self,
        slot: PointerValue<'ctx>,
        off: u32,
        size: u32,
    ) -> LResult<IntValue<'ctx>> {
        Fx::load_bytes(self, slot, off, size)
    }
    fn store_bytes(
        &mut self,
        slot: PointerValue<'ctx>,
        off: u32,
        size: u32,
        v: IntValue<'ctx>,
    ) -> LResult<()> {
        Fx::store_bytes(self, slot, off, size, v)
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
