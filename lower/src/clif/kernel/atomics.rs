//! Kernel atomics: `atom`/`red` on `.global` (host atomics) and `.shared`.

use super::*;

impl Fx<'_, '_> {
    /// Kernel mode: `atom`/`red` ([`Op::Atom`]). A `.global` (or generic)
    /// atomic is a host atomic read-modify-write (blocks run in parallel):
    /// `atomic_rmw` for add/and/or/xor/exch/min/max, `atomic_cas` for cas,
    /// and a compare-and-swap loop for inc/dec. A `.shared` one is a plain
    /// load, operation and store: the threads of a block never run at the
    /// same time. The address is checked like `ld`/`st` (bounds, and
    /// alignment to the access size always). `d` receives the old value.
    pub(in crate::clif) fn lower_atom(&mut self, op: &Op) -> LResult<()> {
        let Op::Atom {
            space,
            op,
            ty,
            d,
            addr,
            b,
            c,
        } = op
        else {
            return Err(self.err("lower_atom called on another instruction"));
        };
        if self.kx.is_none() {
            return Err(self.err(
                "atom/red need kernel memory: launch the kernel (they are unsupported in a called sequence)",
            ));
        }
        let bits = ty.bits();
        if !matches!(bits, 16 | 32 | 64) {
            return Err(self.err(format!(
                "atom/red of {} bits is unsupported on the host backend",
                bits
            )));
        }
        let bv = self.read(*b, bits)?;
        let cv = match c {
            Some(c) => Some(self.read(*c, bits)?),
            None => None,
        };
        // A guarded atomic is skipped entirely when the guard fails.
        let after = self.skip_unless_guard();
        let ptr = self.kernel_ptrs(*space, addr, bits / 8, 1, true)?[0];
        let vt = crate::clif::ity(bits);
        let signed = ty.is_signed();
        let old = if *space == Space::Shared {
            let fl = MemFlagsData::new().with_notrap();
            let old = self.b.ins().load(vt, fl, ptr, 0);
            let new = crate::expand::atom::value(self, *op, signed, old, bv, cv)?;
            self.b.ins().store(fl, new, ptr, 0);
            old
        } else {
            let fl = MemFlagsData::trusted();
            let rmw = match op {
                AtomOp::Add => Some(AtomicRmwOp::Add),
                AtomOp::And => Some(AtomicRmwOp::And),
                AtomOp::Or => Some(AtomicRmwOp::Or),
                AtomOp::Xor => Some(AtomicRmwOp::Xor),
                AtomOp::Exch => Some(AtomicRmwOp::Xchg),
                AtomOp::Min if signed => Some(AtomicRmwOp::Smin),
                AtomOp::Min => Some(AtomicRmwOp::Umin),
                AtomOp::Max if signed => Some(AtomicRmwOp::Smax),
                AtomOp::Max => Some(AtomicRmwOp::Umax),
                AtomOp::Cas | AtomOp::Inc | AtomOp::Dec => None,
            };
            match (rmw, op) {
                (Some(r), _) => self.b.ins().atomic_rmw(vt, fl, r, ptr, bv),
                (None, AtomOp::Cas) => {
                    let cv = cv.unwrap_or(bv);
                    self.b.ins().atomic_cas(fl, ptr, bv, cv)
                }
                _ => {
                    // inc/dec: compare-and-swap until no other thread got
                    // in between.
                    let first = self.b.ins().atomic_load(vt, fl, ptr);
                    let retry = self.b.create_block();
                    let cur = self.b.append_block_param(retry, vt);
                    let done = self.b.create_block();
                    let got = self.b.append_block_param(done, vt);
                    self.b.ins().jump(retry, &[first.into()]);
                    self.b.switch_to_block(retry);
                    let new = crate::expand::atom::value(self, *op, signed, cur, bv, cv)?;
                    let seen = self.b.ins().atomic_cas(fl, ptr, cur, new);
                    let same = self.b.ins().icmp(IntCC::Equal, seen, cur);
                    self.b
                        .ins()
                        .brif(same, done, &[seen.into()], retry, &[seen.into()]);
                    self.b.switch_to_block(done);
                    got
                }
            }
        };
        self.write(*d, old);
        self.join_guard(after);
        Ok(())
    }
}
