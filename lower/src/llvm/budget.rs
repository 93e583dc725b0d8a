//! The execution budget in LLVM code: fuel, the stop block, charges per
//! segment and at loop heads (the scheme of `crate::budget`).

use super::*;

impl<'ctx> Fx<'ctx, '_> {
    /// Sets up the budget: the fuel alloca loaded from the cell (parameter
    /// `cell_param`), and the stop block, which leaves through `exit_blk`.
    pub(super) fn budget_setup(
        &mut self,
        body: &[Instr],
        cell_param: u32,
        exit_blk: BasicBlock<'ctx>,
    ) -> LResult<()> {
        let i64t = self.ctx.i64_type();
        let i32t = self.ctx.i32_type();
        let cell = self
            .fv
            .get_nth_param(cell_param)
            .ok_or_else(|| self.err("missing budget cell parameter"))?
            .into_pointer_value();
        let fuel = self.b.build_alloca(i64t, "fuel")?;
        let f = self.load(i64t, self.cell_field(cell, crate::budget::cell::FUEL)?)?;
        self.store(fuel, f)?;
        let here = self
            .b
            .get_insert_block()
            .ok_or_else(|| self.err("no insert block"))?;
        let stop = self.ctx.append_basic_block(self.fv, "budget.stop");
        self.b.position_at_end(stop);
        let site = self.b.build_phi(i32t, "site")?;
        let why = self.b.build_phi(i32t, "why")?;
        let sp = self.cell_field(cell, crate::budget::cell::SITE)?;
        self.store(sp, site.as_basic_value().into_int_value())?;
        let wp = self.cell_field(cell, crate::budget::cell::WHY)?;
        self.store(wp, why.as_basic_value().into_int_value())?;
        self.kernel_stop_status(crate::budget::STATUS_STOPPED)?;
        self.b.build_unconditional_branch(exit_blk)?;
        self.b.position_at_end(here);
        let plan =
            crate::budget::Plan::new(body, || self.ctx.append_basic_block(self.fv, "loop.pre"));
        self.budget = Some(Budget {
            fuel,
            cell,
            plan,
            stop,
            site,
            why,
        });
        Ok(())
    }

    /// Pointer to the cell field at byte `off`.
    pub(super) fn cell_field(
        &self,
        cell: PointerValue<'ctx>,
        off: i32,
    ) -> LResult<PointerValue<'ctx>> {
        let i8t = self.ctx.i8_type();
        let k = self.ctx.i64_type().const_int(off as u64, false);
        // SAFETY (for LLVM): a field of the budget cell.
        Ok(unsafe { self.b.build_in_bounds_gep(i8t, cell, &[k], "")? })
    }

    /// Before instruction `i`: charges the segment starting there; checks
    /// the fuel at the body's start and at loop heads.
    pub(super) fn budget_at(&mut self, i: usize, offset: u32) -> LResult<()> {
        let Some(bg) = &self.budget else {
            return Ok(());
        };
        let i64t = self.ctx.i64_type();
        let fuel = bg.fuel;
        // A bounded loop's head is charged on entry, in its preheader
        // (`budget_enter_bounded`).
        let Some((len, check)) = bg.plan.at(i) else {
            return Ok(());
        };
        if len > 0 {
            let f = self.load(i64t, fuel)?;
            let f = self.addi(f, -i128::from(len))?;
            self.store(fuel, f)?;
        }
        if check {
            self.fuel_check(offset)?;
        }
        Ok(())
    }

    /// `if fuel < 0 { refill or stop }`, the refill in cold blocks that
    /// loop back to the check.
    pub(super) fn fuel_check(&mut self, offset: u32) -> LResult<()> {
        let Some(bg) = &self.budget else {
            return Ok(());
        };
        let i64t = self.ctx.i64_type();
        let (fuel, cell, stop, site, why) = (bg.fuel, bg.cell, bg.stop, bg.site, bg.why);
        let chk = self.ctx.append_basic_block(self.fv, "fuel.check");
        let refill = self.ctx.append_basic_block(self.fv, "fuel.refill");
        let take_blk = self.ctx.append_basic_block(self.fv, "fuel.take");
        let more = self.ctx.append_basic_block(self.fv, "fuel.more");
        let cont = self.ctx.append_basic_block(self.fv, "fuel.ok");
        self.b.build_unconditional_branch(chk)?;
        self.b.position_at_end(chk);
        let f = self.load(i64t, fuel)?;
        let neg = self.icmpi(IntPredicate::SLT, f, 0)?;
        self.b.build_conditional_branch(neg, refill, cont)?;
        // Cold: the interrupt flag, then the bank.
        self.b.position_at_end(refill);
        let i32t = self.ctx.i32_type();
        let ptr = self.ctx.ptr_type(AddressSpace::default());
        let ipp = self.cell_field(cell, crate::budget::cell::INTERRUPT)?;
        let ip = self.b.build_load(ptr, ipp, "")?.into_pointer_value();
        let iv = self.b.build_load(self.ctx.i8_type(), ip, "")?;
        if let Some(inst) = iv.as_instruction_value() {
            // The watchdog writes the flag from another thread.
            inst.set_volatile(true)
                .map_err(|e| self.err(format!("volatile: {}", e)))?;
        }
        let set = self.icmpi(IntPredicate::NE, iv.into_int_value(), 0)?;
        let k = i32t.const_int(u64::from(offset), false);
        site.add_incoming(&[(&k, refill)]);
        why.add_incoming(&[(
            &i32t.const_int(u64::from(crate::budget::WHY_INTERRUPT), false),
            refill,
        )]);
        self.b.build_conditional_branch(set, stop, take_blk)?;
        self.b.position_at_end(take_blk);
        let bp = self.cell_field(cell, crate::budget::cell::BANK)?;
        let bank = self.load(i64t, bp)?;
        let take = self.smin(bank, i64t.const_int(crate::budget::CHUNK as u64, false))?;
        let ok = self.icmpi(IntPredicate::SGT, take, 0)?;
        site.add_incoming(&[(&k, take_blk)]);
        why.add_incoming(&[(
            &i32t.const_int(u64::from(crate::budget::WHY_STEPS), false),
            take_blk,
        )]);
        self.b.build_conditional_branch(ok, more, stop)?;
        self.b.position_at_end(more);
        let left = self.sub(bank, take)?;
        self.store(bp, left)?;
        let f = self.load(i64t, fuel)?;
        let f = self.add(f, take)?;
        self.store(fuel, f)?;
        self.b.build_unconditional_branch(chk)?;
        self.b.position_at_end(cont);
        Ok(())
    }

    /// The preheader of the bounded loop whose head is instruction `i`.
    pub(super) fn budget_preheader(&self, i: usize) -> Option<BasicBlock<'ctx>> {
        self.budget
            .as_ref()
            .and_then(|bg| bg.plan.bounded(i))
            .map(|(_, b)| b)
    }

    /// Fills the preheader of bounded loop head `i`: charges the loop's
    /// worst case, checks, and branches to the head's block `head`.
    pub(super) fn budget_enter_bounded(
        &mut self,
        i: usize,
        head: BasicBlock<'ctx>,
        offset: u32,
    ) -> LResult<()> {
        let Some(bg) = &self.budget else {
            return Ok(());
        };
        let Some((charge, pre)) = bg.plan.bounded(i) else {
            return Ok(());
        };
        let fuel = bg.fuel;
        self.b.position_at_end(pre);
        let i64t = self.ctx.i64_type();
        let f = self.load(i64t, fuel)?;
        let f = self.addi(f, -i128::from(charge))?;
        self.store(fuel, f)?;
        self.fuel_check(offset)?;
        self.b.build_unconditional_branch(head)?;
        Ok(())
    }

    /// Stores the fuel into the cell (before a call, at return).
    pub(super) fn fuel_save(&mut self) -> LResult<()> {
        if let Some(bg) = &self.budget {
            let (fuel, cell) = (bg.fuel, bg.cell);
            let f = self.load(self.ctx.i64_type(), fuel)?;
            let p = self.cell_field(cell, crate::budget::cell::FUEL)?;
            self.store(p, f)?;
        }
        Ok(())
    }

    /// Reloads the fuel from the cell (after a call).
    pub(super) fn fuel_reload(&mut self) -> LResult<()> {
        if let Some(bg) = &self.budget {
            let (fuel, cell) = (bg.fuel, bg.cell);
            let p = self.cell_field(cell, crate::budget::cell::FUEL)?;
            let f = self.load(self.ctx.i64_type(), p)?;
            self.store(fuel, f)?;
        }
        Ok(())
    }

    /// The budget cell to pass to a callee (host only).
    pub(super) fn budget_cell(&self) -> Option<PointerValue<'ctx>> {
        if self.opts.target != Target::Host {
            return None;
        }
        Some(match &self.budget {
            Some(bg) => bg.cell,
            None => self.ctx.ptr_type(AddressSpace::default()).const_null(),
        })
    }
}
