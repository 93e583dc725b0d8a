//! Extended-precision arithmetic: `add.cc`, `addc`, `sub.cc`, `subc`,
//! `mad.cc`, `madc`, plus the value-range and product helpers the other
//! lowering modules share.
//!
//! CC.CF is an `i8` SSA value (0/1). Hardware convention (docs/semantics.md
//! §1): `sub.cc` computes `a + ~b + 1` and stores its carry out (NOT borrow),
//! `subc` computes `a + ~b + CF`, so add and sub chains can be mixed.
//!
//! Carry form: 32-bit (and narrower) operations are widened to `i64`
//! (`zext a + zext b + cin`, carry = bit 32), which x86-64 does with plain
//! 64-bit adds and one shift. The carry stays an `i64` 0/1 value along a
//! chain: CC.CF is stored as `ireduce.i8(c)` and the next link, seeing that
//! (through [`Fx::ubound`]) `c` is at most 1, uses `c` itself instead of
//! re-extending the byte. The 32-bit result is the low half of the one
//! 64-bit sum, taken through [`Fx::low_half`] so that Cranelift's optimiser
//! does not rebuild it as a second, narrower add. 64-bit operations use
//! `uadd_overflow` twice (`add; setb; add; setb; or`), because cranelift
//! 0.135 cannot lower `uadd_overflow_cin` on x86-64 and never fuses a flag
//! into the next `adc`.
//!
//! Products: a 32-bit (or narrower) `.lo` and `.hi` are both taken from one
//! 64-bit `imul` of the extended operands, so `mad.lo`/`madc.hi` (and
//! `mul.lo`/`mul.hi`) of the same operands in one block multiply once
//! (Cranelift's GVN merges the identical products).

use super::Fx;
use crate::expand::IntOps;
use cranelift_codegen::ir::{types, InstBuilder, InstructionData, Opcode, Value, ValueDef};

impl Fx<'_, '_> {
    /// The constant `v` is defined as, if it is an `iconst` (its bits,
    /// zero-extended from its type).
    pub(super) fn const_of(&self, v: Value) -> Option<u64> {
        self.b.known(v)
    }

    /// An upper bound of the unsigned value of the integer `v`, found by
    /// looking at how `v` was computed in the function built so far (a few
    /// levels deep; values from other blocks are unknown: the type's
    /// maximum). Bounds found without reaching the depth limit are
    /// remembered (SSA values never change), so a carry chain's links, each
    /// bounded through the one before, are proved at any length.
    /// `y` when `v` is `ireduce(y)` for a `y` of type `to` whose proven
    /// bound fits `v`'s type: then `uextend(v)` to `to` is `y` itself.
    pub fn narrowed_from(&self, v: Value, to: cranelift_codegen::ir::Type) -> Option<Value> {
        let dfg = &self.b.func.dfg;
        let v = dfg.resolve_aliases(v);
        let ValueDef::Result(inst, 0) = dfg.value_def(v) else {
            return None;
        };
        let InstructionData::Unary {
            opcode: Opcode::Ireduce,
            arg,
        } = dfg.insts[inst]
        else {
            return None;
        };
        let bits = dfg.value_type(v).bits();
        (dfg.value_type(arg) == to && bits < 128 && self.ubound(arg) < (1u128 << bits))
            .then_some(arg)
    }

    pub fn ubound(&self, v: Value) -> u128 {
        self.ubound_at(v, 8).0
    }

    /// The bound and whether it is exact (the depth limit was not hit).
    fn ubound_at(&self, v: Value, depth: u32) -> (u128, bool) {
        if let Some(&b) = self.bounds.borrow().get(&v) {
            return (b, true);
        }
        let dfg = &self.b.func.dfg;
        let ty = dfg.value_type(v);
        if !ty.is_int() {
            return (u128::MAX, true);
        }
        let max = if ty.bits() >= 128 {
            u128::MAX
        } else {
            (1u128 << ty.bits()) - 1
        };
        if depth == 0 {
            return (max, false);
        }
        let ValueDef::Result(inst, 0) = dfg.value_def(v) else {
            return (max, true);
        };
        let d = depth - 1;
        let mut exact = true;
        let mut at = |x: Value| {
            let (b, e) = self.ubound_at(x, d);
            exact &= e;
            b
        };
        let bound = match dfg.insts[inst] {
            InstructionData::UnaryImm {
                opcode: Opcode::Iconst,
                ..
            } => self.const_of(v).map_or(max, u128::from),
            InstructionData::Unary {
                opcode: Opcode::Uextend | Opcode::Ireduce,
                arg,
            } => at(arg),
            // `opaque(x)`: the low half of `iconcat(x, x)` is `x`.
            InstructionData::Unary {
                opcode: Opcode::Isplit,
                arg,
            } => match dfg.value_def(arg) {
                ValueDef::Result(pair, 0) => match dfg.insts[pair] {
                    InstructionData::Binary {
                        opcode: Opcode::Iconcat,
                        args,
                    } => at(args[0]),
                    _ => max,
                },
                _ => max,
            },
            InstructionData::Binary { opcode, args } => {
                let (x, y) = (args[0], args[1]);
                match opcode {
                    Opcode::Iadd => {
                        let s = at(x).saturating_add(at(y));
                        // A sum that may wrap is unbounded below the type max.
                        if s > max {
                            max
                        } else {
                            s
                        }
                    }
                    Opcode::Imul => match at(x).checked_mul(at(y)) {
                        Some(p) if p <= max => p,
                        _ => max,
                    },
                    Opcode::Band | Opcode::Umin => at(x).min(at(y)),
                    Opcode::Bor | Opcode::Bxor | Opcode::Umax => {
                        let m = at(x).max(at(y));
                        if m == u128::MAX {
                            m
                        } else {
                            // All bits up to the highest one either may have.
                            (m + 1).next_power_of_two() - 1
                        }
                    }
                    Opcode::Ushr => match self.const_of(y) {
                        Some(k) if k < u64::from(ty.bits()) => at(x) >> k,
                        _ => max,
                    },
                    _ => max,
                }
            }
            InstructionData::Ternary {
                opcode: Opcode::Select,
                args,
            } => at(args[1]).max(at(args[2])),
            _ => max,
        };
        let bound = bound.min(max);
        if exact {
            self.bounds.borrow_mut().insert(v, bound);
        }
        (bound, exact)
    }

    /// `v` as `x + c` with `c` constant (`x` absent when `v` is constant),
    /// looking through additions of constants (`depth` levels).
    pub(super) fn split_const(&self, v: Value, depth: u32) -> (Option<Value>, i64) {
        if let Some(k) = self.const_of(v) {
            return (None, k as i64);
        }
        let dfg = &self.b.func.dfg;
        if depth == 0 || dfg.value_type(v) != types::I64 {
            return (Some(v), 0);
        }
        let ValueDef::Result(inst, 0) = dfg.value_def(v) else {
            return (Some(v), 0);
        };
        match dfg.insts[inst] {
            InstructionData::Binary {
                opcode: Opcode::Iadd,
                args,
            } => {
                for (k, x) in [(args[0], args[1]), (args[1], args[0])] {
                    if let Some(k) = self.const_of(k) {
                        let (x, c) = self.split_const(x, depth - 1);
                        return (x, c.wrapping_add(k as i64));
                    }
                }
                (Some(v), 0)
            }
            _ => (Some(v), 0),
        }
    }

    /// A lower bound of the number of trailing zero bits of integer `v`
    /// (64 for zero), from how it was computed (`depth` levels).
    pub(super) fn known_tz(&self, v: Value, depth: u32) -> u32 {
        if let Some(k) = self.const_of(v) {
            return if k == 0 { 64 } else { k.trailing_zeros() };
        }
        if depth == 0 {
            return 0;
        }
        let dfg = &self.b.func.dfg;
        let ValueDef::Result(inst, 0) = dfg.value_def(v) else {
            return 0;
        };
        let d = depth - 1;
        match dfg.insts[inst] {
            InstructionData::Unary {
                opcode: Opcode::Uextend | Opcode::Sextend,
                arg,
            } => self.known_tz(arg, d),
            // `shl` by an immediate is `select(amount >= width, 0, x << amount)`.
            InstructionData::Ternary {
                opcode: Opcode::Select,
                args,
            } => self.known_tz(args[1], d).min(self.known_tz(args[2], d)),
            InstructionData::Binary { opcode, args } => {
                let (x, y) = (args[0], args[1]);
                match opcode {
                    Opcode::Imul => (self.known_tz(x, d) + self.known_tz(y, d)).min(64),
                    Opcode::Iadd | Opcode::Isub | Opcode::Bor | Opcode::Bxor => {
                        self.known_tz(x, d).min(self.known_tz(y, d))
                    }
                    Opcode::Band => self.known_tz(x, d).max(self.known_tz(y, d)),
                    // (Cranelift takes the amount mod the type's width.)
                    Opcode::Ishl => match self.const_of(y) {
                        Some(k) if k < u64::from(dfg.value_type(x).bits()) => {
                            (self.known_tz(x, d) + k as u32).min(64)
                        }
                        _ => 0,
                    },
                    _ => 0,
                }
            }
            _ => 0,
        }
    }

    /// The low `bits` bits of the `i64` `s`, as an `ity(bits)` value. Plain
    /// `ireduce` would let Cranelift's optimiser push the truncation into
    /// the operations that computed `s` (rebuilding an add or multiply at the
    /// narrow width, next to the wide one that is still needed for the carry
    /// or high half); going through `iconcat`/`isplit`, which it does not
    /// rewrite and which cost no machine instruction, keeps the one wide
    /// operation.
    pub fn low_half(&mut self, s: Value, bits: u32) -> Value {
        let o = self.opaque(s);
        self.cast(o, bits, false)
    }

    /// `v` itself (an `i64`), through `iconcat`/`isplit` so that Cranelift's
    /// optimiser does not look into how it was computed (no machine code).
    pub(super) fn opaque(&mut self, v: Value) -> Value {
        let pair = self.b.ins().iconcat(v, v);
        let (lo, _) = self.b.ins().isplit(pair);
        lo
    }

    /// CC.CF as an `i64` 0/1: the `i64` carry it was narrowed from when that
    /// is provably 0 or 1, else the byte zero-extended.
    pub(super) fn cf_wide(&mut self) -> Value {
        let c = self.cf();
        let dfg = &self.b.func.dfg;
        if let ValueDef::Result(inst, 0) = dfg.value_def(c) {
            if let InstructionData::Unary {
                opcode: Opcode::Ireduce,
                arg,
            } = dfg.insts[inst]
            {
                if dfg.value_type(arg) == types::I64 && self.ubound(arg) <= 1 {
                    return arg;
                }
            }
        }
        self.b.ins().uextend(types::I64, c)
    }

    /// `a` zero-extended to `i64`: when `a` is the truncation of an `i64`
    /// that provably fits `a`'s type, that `i64` itself (no `movl`).
    pub(super) fn widen_u64(&mut self, a: Value) -> Value {
        let dfg = &self.b.func.dfg;
        let ty = dfg.value_type(a);
        if let ValueDef::Result(inst, 0) = dfg.value_def(a) {
            if let InstructionData::Unary {
                opcode: Opcode::Ireduce,
                arg,
            } = dfg.insts[inst]
            {
                if ty.bits() < 64
                    && dfg.value_type(arg) == types::I64
                    && self.ubound(arg) < (1u128 << ty.bits())
                {
                    return arg;
                }
            }
        }
        self.cast(a, 64, false)
    }

    /// `a + b + cin` at `bits` width (`cin` an `i64` 0/1); returns the sum
    /// and the carry out (`i8` 0/1).
    pub(super) fn add_carry(
        &mut self,
        a: Value,
        b: Value,
        cin: Option<Value>,
        bits: u32,
    ) -> (Value, Value) {
        if bits <= 32 {
            let wa = self.widen_u64(a);
            let wb = self.widen_u64(b);
            let mut s = self.b.ins().iadd(wa, wb);
            if let Some(c) = cin {
                s = self.b.ins().iadd(s, c);
            }
            // s <= 2 * (2^bits - 1) + 1 < 2^(bits + 1): the shift is 0 or 1.
            let c64 = self.b.ins().ushr_imm_s(s, i64::from(bits));
            let carry = self.b.ins().ireduce(types::I8, c64);
            let sum = self.low_half(s, bits);
            (sum, carry)
        } else {
            let (s1, o1) = self.b.ins().uadd_overflow(a, b);
            match cin {
                None => (s1, o1),
                Some(c) => {
                    let (s2, o2) = self.b.ins().uadd_overflow(s1, c);
                    let o = self.b.ins().bor(o1, o2);
                    (s2, o)
                }
            }
        }
    }

    /// The `.lo`/`.hi` half of the `bits`-wide product `a * b`.
    pub(super) fn mul_half(
        &mut self,
        a: Value,
        b: Value,
        bits: u32,
        signed: bool,
        hi: bool,
    ) -> Value {
        if bits >= 64 {
            return match (hi, signed) {
                (false, _) => self.b.ins().imul(a, b),
                (true, true) => self.b.ins().smulhi(a, b),
                (true, false) => self.b.ins().umulhi(a, b),
            };
        }
        // One wide product for both halves (the low half of a signed and an
        // unsigned product are the same bits).
        let wa = self.cast(a, 64, signed);
        let wb = self.cast(b, 64, signed);
        let p = self.b.ins().imul(wa, wb);
        if hi {
            // Opaque, or the optimiser turns the shift back into a separate
            // narrow `umulhi`/`smulhi` (a second multiply).
            let p = self.opaque(p);
            let h = self.b.ins().ushr_imm_s(p, i64::from(bits));
            self.cast(h, bits, false)
        } else {
            self.low_half(p, bits)
        }
    }
}
