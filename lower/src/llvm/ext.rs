//! Extended-precision arithmetic: `add.cc`, `addc`, `sub.cc`, `subc`,
//! `mad.cc`, `madc`.
//!
//! CC.CF is an `i1`. Hardware convention (docs/semantics.md §1): `sub.cc`
//! computes `a + ~b + 1` and stores its carry out (NOT borrow), `subc`
//! computes `a + ~b + CF`, so add and sub chains can be mixed. Each sum is
//! two `llvm.uadd.with.overflow` (the second adding the carry in), whose
//! overflow bits are or-ed: x86-64 turns this into `add`/`adc`.

use inkwell::values::IntValue;
use ptxjit_frontend::ast::Type;
use ptxjit_frontend::ir::{MulMode, Op};

use super::{Fx, LResult};

impl<'ctx> Fx<'ctx, '_> {
    /// `x + y` with its carry out (`i1`), by `llvm.uadd.with.overflow`.
    fn uadd_ovf(
        &self,
        x: IntValue<'ctx>,
        y: IntValue<'ctx>,
    ) -> LResult<(IntValue<'ctx>, IntValue<'ctx>)> {
        let r = self
            .intr(
                "llvm.uadd.with.overflow",
                &[x.get_type().into()],
                &[x.into(), y.into()],
            )?
            .into_struct_value();
        let s = self.b.build_extract_value(r, 0, "")?.into_int_value();
        let o = self.b.build_extract_value(r, 1, "")?.into_int_value();
        Ok((s, o))
    }

    /// `a + b + cin` at the width of `a`; returns the sum and the carry out.
    pub(super) fn add_carry(
        &self,
        a: IntValue<'ctx>,
        b: IntValue<'ctx>,
        cin: Option<IntValue<'ctx>>,
    ) -> LResult<(IntValue<'ctx>, IntValue<'ctx>)> {
        let (s1, o1) = self.uadd_ovf(a, b)?;
        match cin {
            None => Ok((s1, o1)),
            Some(c) => {
                let wc = self.cast(c, Self::width(a), false)?;
                let (s2, o2) = self.uadd_ovf(s1, wc)?;
                Ok((s2, self.or(o1, o2)?))
            }
        }
    }

    /// The `.lo`/`.hi` half of the product `a * b` (both `bits` wide).
    pub(super) fn mul_half(
        &self,
        a: IntValue<'ctx>,
        b: IntValue<'ctx>,
        bits: u32,
        signed: bool,
        hi: bool,
    ) -> LResult<IntValue<'ctx>> {
        if !hi {
            return self.mul(a, b);
        }
        let wa = self.cast(a, 2 * bits, signed)?;
        let wb = self.cast(b, 2 * bits, signed)?;
        let p = self.mul(wa, wb)?;
        let h = self.shri(p, bits, false)?;
        self.cast(h, bits, false)
    }

    /// Lowers the carry forms of `add`/`sub`/`mad`; false for anything else.
    pub(super) fn lower_ext(&mut self, op: &Op) -> LResult<bool> {
        match op {
            Op::AddSub {
                sub,
                ty,
                sat,
                carry,
                d,
                a,
                b,
            } if (carry.cin || carry.cout) && !matches!(ty, Type::U16x2 | Type::S16x2) => {
                let bits = ty.bits();
                let av = self.read(*a, bits)?;
                let mut bv = self.read(*b, bits)?;
                if *sub {
                    bv = self.not(bv)?;
                }
                let cin = match (carry.cin, *sub) {
                    (true, _) => Some(self.cf()?),
                    (false, true) => Some(self.k(1, 1)),
                    (false, false) => None,
                };
                if *sat {
                    let s = crate::expand::int::sat_sum_s32(self, av, bv, cin)?;
                    self.write(*d, s)?;
                    return Ok(true);
                }
                let (s, c) = self.add_carry(av, bv, cin)?;
                self.write(*d, s)?;
                if carry.cout {
                    self.set_cf(c)?;
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
                let p = self.mul_half(av, bv, bits, ty.is_signed(), *mode == MulMode::Hi)?;
                let cin = if carry.cin { Some(self.cf()?) } else { None };
                let (s, cf) = self.add_carry(p, cv, cin)?;
                self.write(*d, s)?;
                if carry.cout {
                    self.set_cf(cf)?;
                }
                Ok(true)
            }
            // Without a carry: integer arithmetic (the dispatcher's next arm).
            Op::AddSub { .. } | Op::Mad { .. } => Ok(false),
            ptxjit_frontend::int_ops_without_carry_forms!()
            | ptxjit_frontend::logic_ops!()
            | ptxjit_frontend::mem_ops!()
            | ptxjit_frontend::video_ops!()
            | ptxjit_frontend::control_ops!()
            | ptxjit_frontend::dispatcher_ops!() => Ok(false),
        }
    }
}
