//! The Cranelift side of execution budgets (the scheme, the cell layout and
//! the segment analysis are in [`crate::budget`]).

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, AtomicRmwOp, Block, InstBuilder, MemFlagsData, Value};
use cranelift_frontend::Variable;
use ptxjit_frontend::ir::Instr;

pub use crate::budget::*;

use super::Fx;

/// The budget state of a function being lowered.
pub(super) struct Budget {
    /// The fuel register.
    pub fuel: Variable,
    /// Pointer to the cell.
    pub cell: Value,
    /// Where it charges and checks.
    pub plan: crate::budget::Plan<Block>,
    /// The shared stop block: parameters source offset (`i32`), reason
    /// (`i32`).
    pub stop: Block,
}

impl Fx<'_, '_> {
    /// Sets up the budget of a function whose body needs one: the fuel
    /// variable (loaded from `cell` unless `load` is false, as for a batched
    /// entry, which sets it per row) and the stop block.
    pub(super) fn budget_setup(&mut self, body: &[Instr], cell: Value, load: bool) {
        let fuel = self.b.declare_var(types::I64);
        if load {
            let f = self
                .b
                .ins()
                .load(types::I64, MemFlagsData::trusted(), cell, cell::FUEL);
            self.b.def_var(fuel, f);
        } else {
            let z = self.b.ins().iconst(types::I64, 0);
            self.b.def_var(fuel, z);
        }
        let stop = self.b.create_block();
        self.b.append_block_param(stop, types::I32);
        self.b.append_block_param(stop, types::I32);
        self.b.set_cold_block(stop);
        let plan = crate::budget::Plan::new(body, || self.b.create_block());
        self.budget = Some(Budget {
            fuel,
            cell,
            plan,
            stop,
        });
    }

    /// Before instruction `i` of the body: charges the segment that starts
    /// there, and checks the fuel at the body's start and at loop heads.
    pub(super) fn budget_at(&mut self, i: usize, offset: u32) {
        let Some(bg) = &self.budget else { return };
        // A bounded loop's head is charged on entry, in its preheader
        // (`budget_preheader`).
        let Some((len, check)) = bg.plan.at(i) else {
            return;
        };
        let fuel = bg.fuel;
        if len > 0 {
            let f = self.b.use_var(fuel);
            let f = self.b.ins().iadd_imm_s(f, -i64::from(len));
            self.b.def_var(fuel, f);
        }
        if check {
            self.fuel_check(offset);
        }
    }

    /// The preheader of the bounded loop whose head is instruction `i`
    /// (`None` when there is none).
    pub(super) fn budget_preheader(&self, i: usize) -> Option<Block> {
        self.budget
            .as_ref()
            .and_then(|bg| bg.plan.bounded(i))
            .map(|(_, b)| b)
    }

    /// Fills the preheader of bounded loop head `i`: charges the loop's
    /// steps, checks, and jumps to the head's block `head`.
    pub(super) fn budget_enter_bounded(&mut self, i: usize, head: Block, offset: u32) {
        let Some(bg) = &self.budget else { return };
        let Some((charge, pre)) = bg.plan.bounded(i) else {
            return;
        };
        let fuel = bg.fuel;
        self.b.switch_to_block(pre);
        let f = self.b.use_var(fuel);
        let f = self.b.ins().iadd_imm_s(f, -charge);
        self.b.def_var(fuel, f);
        self.fuel_check(offset);
        self.b.ins().jump(head, &[]);
    }

    /// `if fuel < 0 { refill or stop }`, the refill in a cold block that
    /// loops back to the check.
    fn fuel_check(&mut self, offset: u32) {
        let Some(bg) = &self.budget else { return };
        let (fuel, cell, stop) = (bg.fuel, bg.cell, bg.stop);
        let fl = MemFlagsData::trusted();
        let check = self.b.create_block();
        let refill = self.b.create_block();
        let take_blk = self.b.create_block();
        let cont = self.b.create_block();
        self.b.set_cold_block(refill);
        self.b.set_cold_block(take_blk);
        self.b.ins().jump(check, &[]);
        self.b.switch_to_block(check);
        let f = self.b.use_var(fuel);
        let neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, f, 0);
        self.b.ins().brif(neg, refill, &[], cont, &[]);

        self.b.switch_to_block(refill);
        let site = self.b.ins().iconst(types::I32, i64::from(offset));
        let ip = self.b.ins().load(self.t.ptr, fl, cell, cell::INTERRUPT);
        let iv = self.b.ins().uload8(types::I32, MemFlagsData::new(), ip, 0);
        let why_int = self.b.ins().iconst(types::I32, i64::from(WHY_INTERRUPT));
        self.b
            .ins()
            .brif(iv, stop, &[site.into(), why_int.into()], take_blk, &[]);

        self.b.switch_to_block(take_blk);
        let bank = self.b.ins().load(types::I64, fl, cell, cell::BANK);
        let chunk = self.b.ins().iconst(types::I64, CHUNK);
        let take = self.b.ins().smin(bank, chunk);
        let ok = self.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, take, 0);
        let site2 = self.b.ins().iconst(types::I32, i64::from(offset));
        let why_steps = self.b.ins().iconst(types::I32, i64::from(WHY_STEPS));
        let more = self.b.create_block();
        self.b.set_cold_block(more);
        self.b
            .ins()
            .brif(ok, more, &[], stop, &[site2.into(), why_steps.into()]);
        self.b.switch_to_block(more);
        // The same steps from the launch's pool.
        let pool = self.b.ins().load(self.t.ptr, fl, cell, cell::POOL);
        let old = self.b.ins().atomic_rmw(
            types::I64,
            MemFlagsData::trusted(),
            AtomicRmwOp::Sub,
            pool,
            take,
        );
        let spent = self.b.ins().icmp(IntCC::SignedLessThan, old, take);
        let site3 = self.b.ins().iconst(types::I32, i64::from(offset));
        let why_launch = self.b.ins().iconst(types::I32, i64::from(WHY_LAUNCH));
        let granted = self.b.create_block();
        self.b.set_cold_block(granted);
        self.b.ins().brif(
            spent,
            stop,
            &[site3.into(), why_launch.into()],
            granted,
            &[],
        );
        self.b.switch_to_block(granted);
        let left = self.b.ins().isub(bank, take);
        self.b.ins().store(fl, left, cell, cell::BANK);
        let f = self.b.use_var(fuel);
        let f = self.b.ins().iadd(f, take);
        self.b.def_var(fuel, f);
        self.b.ins().jump(check, &[]);

        self.b.switch_to_block(cont);
    }

    /// Stores the fuel register into the cell (before a call, at a barrier,
    /// at return).
    pub(super) fn fuel_save(&mut self) {
        if let Some(bg) = &self.budget {
            let (fuel, cell) = (bg.fuel, bg.cell);
            let f = self.b.use_var(fuel);
            self.b
                .ins()
                .store(MemFlagsData::trusted(), f, cell, cell::FUEL);
        }
    }

    /// Reloads the fuel register from the cell (after a call).
    pub(super) fn fuel_reload(&mut self) {
        if let Some(bg) = &self.budget {
            let (fuel, cell) = (bg.fuel, bg.cell);
            let f = self
                .b
                .ins()
                .load(types::I64, MemFlagsData::trusted(), cell, cell::FUEL);
            self.b.def_var(fuel, f);
        }
    }

    /// Batched entry, at the start of each row: fuel and bank from the
    /// cell's per-call allowance.
    pub(super) fn fuel_row_start(&mut self) {
        if let Some(bg) = &self.budget {
            let (fuel, cell) = (bg.fuel, bg.cell);
            let fl = MemFlagsData::trusted();
            let per = self.b.ins().load(types::I64, fl, cell, cell::PER_CALL);
            let chunk = self.b.ins().iconst(types::I64, CHUNK);
            let first = self.b.ins().smin(per, chunk);
            let bank = self.b.ins().isub(per, first);
            self.b.ins().store(fl, bank, cell, cell::BANK);
            self.b.def_var(fuel, first);
        }
    }

    /// Fills the stop block: records the site and the reason, saves the
    /// fuel and leaves through `done` with [`STATUS_STOPPED`].
    pub(super) fn budget_epilogue(&mut self) {
        let (Some(bg), Some(done)) = (&self.budget, self.done) else {
            return;
        };
        let (stop, cell) = (bg.stop, bg.cell);
        self.b.switch_to_block(stop);
        let p: Vec<Value> = self.b.block_params(stop).to_vec();
        let fl = MemFlagsData::trusted();
        self.b.ins().store(fl, p[0], cell, cell::SITE);
        self.b.ins().store(fl, p[1], cell, cell::WHY);
        let st = self.b.ins().iconst(types::I8, i64::from(STATUS_STOPPED));
        self.b.ins().jump(done, &[st.into()]);
    }
}
