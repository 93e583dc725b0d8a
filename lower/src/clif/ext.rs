//! Extended-precision arithmetic: `add.cc`, `addc`, `sub.cc`, `subc`,
//! `mad.cc`, `madc`.
//!
//! CC.CF is an `i8` SSA value (0/1). Hardware convention (docs/semantics.md
//! §1): `sub.cc` computes `a + ~b + 1` and stores its carry out (NOT borrow),
//! `subc` computes `a + ~b + CF`, so add and sub chains can be mixed.
//!
//! Carry form: 32-bit (and narrower) operations are widened to `i64`
//! (`zext a + zext b + zext cf`, carry = bit 32), which x86-64 does with
//! plain 64-bit adds and one shift; 64-bit operations use `uadd_overflow`
//! twice (`add; setb; add; setb; or`), because cranelift 0.135 cannot lower
//! `uadd_overflow_cin` on x86-64 and never fuses a flag into the next `adc`.

use cranelift_codegen::ir::{types, InstBuilder, Value};
use ptxjit_frontend::ast::Type;
use ptxjit_frontend::ir::{MulMode, Op};

use super::{Fx, LResult};

impl Fx<'_, '_> {
    /// `a + b + cin` at `bits` width; returns the sum and the carry out (`i8`).
    pub(super) fn add_carry(
        &mut self,
        a: Value,
        b: Value,
        cin: Option<Value>,
        bits: u32,
    ) -> (Value, Value) {
        if bits <= 32 {
            let wa = self.cast(a, 64, false);
            let wb = self.cast(b, 64, false);
            let mut s = self.b.ins().iadd(wa, wb);
            if let Some(c) = cin {
                let wc = self.b.ins().uextend(types::I64, c);
                s = self.b.ins().iadd(s, wc);
            }
            let carry = self.b.ins().ushr_imm_s(s, i64::from(bits));
            let carry = self.b.ins().ireduce(types::I8, carry);
            let carry = self.b.ins().band_imm_s(carry, 1);
            let sum = self.cast(s, bits, false);
            (sum, carry)
        } else {
            let (s1, o1) = self.b.ins().uadd_overflow(a, b);
            match cin {
                None => (s1, o1),
                Some(c) => {
                    let wc = self.b.ins().uextend(types::I64, c);
                    let (s2, o2) = self.b.ins().uadd_overflow(s1, wc);
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
        if !hi {
            return self.b.ins().imul(a, b);
        }
        if bits >= 64 {
            return if signed {
                self.b.ins().smulhi(a, b)
            } else {
                self.b.ins().umulhi(a, b)
            };
        }
        let wa = self.cast(a, 64, signed);
        let wb = self.cast(b, 64, signed);
        let p = self.b.ins().imul(wa, wb);
        let h = self.b.ins().ushr_imm_s(p, i64::from(bits));
        self.cast(h, bits, false)
    }

    /// Lowers the carry forms of `add`/`sub`/`mad`; false for anything else.
    pub(super) fn lower_ext(&mut self, op: &Op) -> LResult<bool> {
        match op {
            Op::AddSub {
                sub,
                ty,
                carry,
                d,
                a,
                b,
                ..
            } if (carry.cin || carry.cout) && !matches!(ty, Type::U16x2 | Type::S16x2) => {
                let bits = ty.bits();
                let av = self.read(*a, bits)?;
                let mut bv = self.read(*b, bits)?;
                if *sub {
                    bv = self.b.ins().bnot(bv);
                }
                let cin = match (carry.cin, *sub) {
                    (true, _) => Some(self.cf()),
                    (false, true) => Some(self.b.ins().iconst(types::I8, 1)),
                    (false, false) => None,
                };
                let (s, c) = self.add_carry(av, bv, cin, bits);
                self.write(*d, s);
                if carry.cout {
                    self.set_cf(c);
                }
                Ok(true)
            }
            Op::Mad {
                ty,
                mode,
                carry,
                d,
                a,
                b,
                c,
                ..
            } if carry.cin || carry.cout => {
                let bits = ty.bits();
                let av = self.read(*a, bits)?;
                let bv = self.read(*b, bits)?;
                let cv = self.read(*c, bits)?;
                let p = self.mul_half(av, bv, bits, ty.is_signed(), *mode == MulMode::Hi);
                let cin = if carry.cin { Some(self.cf()) } else { None };
                let (s, cf) = if cin.is_none() {
                    self.add_carry(p, cv, None, bits)
                } else {
                    self.add_carry(p, cv, cin, bits)
                };
                self.write(*d, s);
                if carry.cout {
                    self.set_cf(cf);
                }
                Ok(true)
            }
            _ => Ok(false),
        }
    }
}
