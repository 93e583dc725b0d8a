//! [`Lower`] and [`IntOps`] on Cranelift: the function being built, for the
//! shared scalar lowering (`crate::expand::scalar`: integer arithmetic,
//! carry forms, logic, moves, conversions, comparisons), with the `.sat`
//! sums Cranelift builds its own way.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, InstBuilder, StackSlot, Value};
use ptxjit_frontend::ir::{Dst, Src, VarId};

use super::{Fx, LResult, LowerError};
use crate::expand::{infallible, Bin, Cc, IntOps, Lower};

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
}

/// The Cranelift builder's operations, with the lowering's error type.
impl IntOps for Fx<'_, '_> {
    type V = Value;
    type E = LowerError;

    fn konst(&mut self, bits: u32, v: i64) -> LResult<Value> {
        Ok(infallible(self.b.konst(bits, v)))
    }
    fn width(&self, v: Value) -> u32 {
        self.b.width(v)
    }
    fn bin(&mut self, op: Bin, x: Value, y: Value) -> LResult<Value> {
        Ok(infallible(self.b.bin(op, x, y)))
    }
    fn bnot(&mut self, x: Value) -> LResult<Value> {
        Ok(infallible(self.b.bnot(x)))
    }
    fn cmp(&mut self, cc: Cc, x: Value, y: Value) -> LResult<Value> {
        Ok(infallible(self.b.cmp(cc, x, y)))
    }
    fn select(&mut self, c: Value, x: Value, y: Value) -> LResult<Value> {
        Ok(infallible(self.b.select(c, x, y)))
    }
    fn resize(&mut self, v: Value, bits: u32, signed: bool) -> LResult<Value> {
        Ok(self.cast(v, bits, signed))
    }
    fn popcnt(&mut self, x: Value) -> LResult<Value> {
        Ok(infallible(self.b.popcnt(x)))
    }
    fn clz(&mut self, x: Value) -> LResult<Value> {
        Ok(infallible(self.b.clz(x)))
    }
    fn bitrev(&mut self, x: Value) -> LResult<Value> {
        Ok(infallible(self.b.bitrev(x)))
    }
    fn known(&self, v: Value) -> Option<u64> {
        self.b.known(v)
    }
    /// What the function built so far proves ([`Fx::ubound`]).
    fn ubound(&self, v: Value) -> u128 {
        Fx::ubound(self, v)
    }
    fn abs(&mut self, x: Value) -> LResult<Value> {
        Ok(infallible(self.b.abs(x)))
    }
    fn and_not(&mut self, x: Value, y: Value) -> LResult<Value> {
        Ok(infallible(self.b.and_not(x, y)))
    }
    fn neg(&mut self, x: Value) -> LResult<Value> {
        Ok(infallible(self.b.neg(x)))
    }
}

/// Operands, CC.CF and Cranelift's own products, carries and `.sat` sums.
impl Lower for Fx<'_, '_> {
    const BACKEND: &'static str = "host";
    fn error(&self, message: String) -> LowerError {
        self.err(message)
    }
    fn read(&mut self, s: Src, bits: u32) -> LResult<Value> {
        Fx::read(self, s, bits)
    }
    fn read_pred(&mut self, s: Src) -> LResult<Value> {
        Fx::read_pred(self, s)
    }
    fn write(&mut self, d: Dst, v: Value) -> LResult<()> {
        Fx::write(self, d, v);
        Ok(())
    }
    fn write_ext(&mut self, d: Dst, v: Value, signed: bool) -> LResult<()> {
        Fx::write_ext(self, d, v, signed);
        Ok(())
    }
    fn dst_bits(&self, d: Dst) -> Option<u32> {
        Fx::dst_bits(self, d)
    }
    fn guard_active(&self) -> bool {
        self.guard.is_some()
    }
    fn guarded(&mut self, new: Value, old: Value) -> LResult<Value> {
        Ok(Fx::guarded(self, new, old))
    }
    type Slot = StackSlot;
    fn own_slot(&self, var: VarId) -> Option<(StackSlot, u32)> {
        self.slots.get(&var).copied()
    }
    fn needs_kernel_memory(&self, what: String) -> LowerError {
        self.kernel_memory_error(what)
    }
    fn var_name(&self, var: VarId) -> String {
        self.prog().vars[var as usize].name.clone()
    }
    fn load_bytes(&mut self, slot: StackSlot, off: u32, size: u32) -> LResult<Value> {
        Ok(Fx::load_bytes(self, slot, off, size))
    }
    fn store_bytes(&mut self, slot: StackSlot, off: u32, size: u32, v: Value) -> LResult<()> {
        Fx::store_bytes(self, slot, off, size, v);
        Ok(())
    }
    /// CC.CF as an `i64` 0/1 (`Fx::cf_wide`).
    fn carry_flag(&mut self) -> LResult<Value> {
        Ok(self.cf_wide())
    }
    fn carry_one(&mut self) -> LResult<Value> {
        Ok(self.b.ins().iconst(types::I64, 1))
    }
    fn set_carry_flag(&mut self, c: Value) -> LResult<()> {
        self.set_cf(c);
        Ok(())
    }
    fn add_carry(&mut self, a: Value, b: Value, cin: Option<Value>) -> LResult<(Value, Value)> {
        let bits = self.b.width(a);
        Ok(Fx::add_carry(self, a, b, cin, bits))
    }
    fn mul_half(
        &mut self,
        a: Value,
        b: Value,
        bits: u32,
        signed: bool,
        hi: bool,
    ) -> LResult<Value> {
        Ok(Fx::mul_half(self, a, b, bits, signed, hi))
    }
    fn sat_add(
        &mut self,
        x: Value,
        y: Value,
        bits: u32,
        signed: bool,
        sub: bool,
    ) -> LResult<Value> {
        Ok(Fx::sat_add(self, x, y, bits, signed, sub))
    }
}
