//! Extended-precision arithmetic: `add.cc`, `addc`, `sub.cc`, `subc`,
//! `mad.cc`, `madc`.
//!
//! CC.CF is an `i1`. Hardware convention (docs/semantics.md §1): `sub.cc`
//! computes `a + ~b + 1` and stores its carry out (NOT borrow), `subc`
//! computes `a + ~b + CF`, so add and sub chains can be mixed. Each sum is
//! two `llvm.uadd.with.overflow` (the second adding the carry in), whose
//! overflow bits are or-ed: x86-64 turns this into `add`/`adc`.

use inkwell::values::IntValue;

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
}
