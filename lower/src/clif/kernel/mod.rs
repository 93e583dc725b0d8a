//! Kernel mode: `.entry` functions launched over a grid.
//!
//! In kernel mode every generated function takes two more pointers: the
//! per-block context ([`ctx`] offsets: arenas of the state spaces, grid shape,
//! `%ctaid`) and the per-thread state ([`th`] offsets: `%tid`, the `.local`
//! arena, the register save area, the resume point and the fault record).
//!
//! Memory: each state space is one byte arena laid out exactly as the
//! reference interpreter lays it out (same state-space and generic addresses,
//! see [`KernelLayout`]), with a validity bitmap (one bit per byte, set inside
//! allocations). A checked access costs one compare against the arena length,
//! one bitmap load and an alignment test (an aligned access inside 8-byte
//! granules that are valid whole compares the bitmap byte with `0xff`; the
//! exact per-byte test runs only when that fails). A `.global` access site
//! first compares with its range cache (a stack slot of the function,
//! emptied at entry, filled by [`run_trampoline`] with the valid run its
//! last checked access fell in): inside it and aligned, no other check
//! runs. A `.local` access tests the one run of valid bytes its layout
//! has when the local variables lie back to back (two compares with
//! constants, no bitmap), and accesses at fixed places of a variable
//! (through registers that hold constant addresses, `Fx::const_regs`) are
//! proven at compile time. A failing access on a generic
//! (`.global`-spelled) instruction tests the `.local` and `.shared`
//! windows in the generated code (inside valid whole granules and
//! aligned), then goes to the runtime's resolver for the rest, and
//! otherwise stops the thread with a fault record (site, address, size;
//! for a vector access, its first address and all its bytes).
//!
//! Barriers: the entry is a work-item loop over a range of thread states
//! (see [`kernel_signature`]). It stops a thread at each `bar.sync` (and
//! warp instruction): stores to the thread's save area the registers live
//! across it ([`crate::live`]) whose save slots are not already current,
//! and CC.CF, records the resume point and the status ([`STATUS_BARRIER`])
//! and goes on with the next thread; the next call resumes that thread
//! after the barrier, where registers are read from their save slots until
//! written (the `saves` module).

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{
    types, AbiParam, AtomicRmwOp, Block, InstBuilder, MemFlagsData, Signature, Value,
};
use cranelift_codegen::ir::{
    FuncRef, Function, StackSlot, StackSlotData, StackSlotKind, UserExternalName, UserFuncName,
};
use cranelift_codegen::isa::CallConv;
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext, Switch};
use ptxjit_frontend::ast::Space;
use ptxjit_frontend::ir::{
    Addr, AddrBase, AtomOp, BarRed, BarRedOp, FuncId, Instr, Op, Program, RegId, Sreg, ThreadSreg,
    VarId, WarpOp,
};
use std::collections::HashMap;

use super::{Fx, LResult, Target};

/// The generic address map the interpreter uses too: where generic global
/// addresses start, and each state space's window.
pub use ptxjit_frontend::addr::{window, GLOBAL_START};

mod abi;
mod atomics;
mod layout;
mod memory;
pub use abi::*;
pub use layout::*;
pub(super) use memory::{base_groups, BaseGroup};

/// Range caches of a function's `.global` access sites: one 16-byte entry
/// per site in a stack slot (see [`run_trampoline`]), set to "empty" at
/// function entry.
pub(super) struct SiteCache {
    slot: StackSlot,
    next: u32,
    cap: u32,
    ctx: Value,
    fill: FuncRef,
}

/// Range caches per function, at most.
const SITE_CACHES: u32 = 64;

/// The key of a state space's arena in a function's arena table.
pub(crate) fn space_key(s: Space) -> u8 {
    match s {
        Space::Global => 0,
        Space::Const => 1,
        Space::Shared => 2,
        Space::Param => 3,
        Space::Local => 4,
        _ => 5,
    }
}

impl Fx<'_, '_> {
    /// Kernel mode: the state-space address of variable `v` when it lives in
    /// an arena (not in one of this function's stack slots).
    pub(super) fn kernel_var_addr(&self, v: VarId) -> Option<u64> {
        let o = self.kopts?;
        if self.slots.contains_key(&v) {
            return None;
        }
        o.layout.addr(v)
    }

    /// Kernel mode, at function entry (before any thread runs): the range
    /// caches of the `.global` access sites of `body`, all empty (`ctx`:
    /// the context pointer).
    pub(super) fn kernel_site_caches(&mut self, body: &[Instr], ctx: Value) {
        let Some(o) = self.kopts else { return };
        let Some(name) = o.run_trampoline.filter(|_| o.checked) else {
            return;
        };
        // One site per element of a `.global` access.
        let n: usize = body
            .iter()
            .map(|i| match &i.op {
                Op::Ld { space, d, .. } if *space == Space::Global => d.len(),
                Op::St { space, v, .. } if *space == Space::Global => v.len(),
                Op::Atom { space, .. } if *space == Space::Global => 1,
                Op::CpAsync { .. } => 2,
                // No `.global` access.
                Op::Ld { .. }
                | Op::St { .. }
                | Op::Atom { .. }
                | ptxjit_frontend::int_ops!()
                | ptxjit_frontend::logic_ops!()
                | ptxjit_frontend::video_ops!()
                | ptxjit_frontend::control_ops!()
                | Op::Warp { .. }
                | Op::Nanosleep { .. }
                | Op::Unsupported { .. } => 0,
            })
            .sum();
        let cap = (n as u32).min(SITE_CACHES);
        if cap == 0 || o.layout.dense(Space::Global) {
            return;
        }
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            16 * cap,
            3,
        ));
        // Empty: no offset is below 0.
        let zero = self.b.ins().iconst(types::I64, 0);
        for k in 0..cap as i32 {
            self.b.ins().stack_store(self.t.ptr, zero, slot, 16 * k + 8);
        }
        let fill = self.import_colocated(
            UserExternalName::new(0, name),
            run_trampoline_signature(self.t),
        );
        self.site_cache = Some(SiteCache {
            slot,
            next: 0,
            cap,
            ctx,
            fill,
        });
    }

    /// Kernel mode, at function entry: creates the fault block and loads the
    /// arena fields of every state space the body accesses.
    /// Kernel entry, before its work-item loop: the arenas of the context
    /// `c` (all but `.local`, whose base is the thread's) that `body`
    /// uses, loaded once for every visit of every thread of the call
    /// rather than at each visit. Only where a stop lies in a loop
    /// ([`stop_in_loop`]): there a thread is visited again and again
    /// (scan, bitonic_sort); elsewhere the values, live across the whole
    /// function, are spilled and reloaded in its hot loops
    /// (histogram256 ran 3-10% slower).
    pub(in crate::clif) fn ctx_arenas(&mut self, body: &[Instr], c: Value) {
        if !stop_in_loop(body) {
            return;
        }
        for s in used_spaces(body) {
            self.load_arena(s, c, None);
        }
    }

    /// The base, length and shadow of space `s`'s arena, loaded from the
    /// context `c` (and the base of `.local` from the thread state `t`;
    /// with no `t`, `.local` is left for each thread), unless already
    /// loaded.
    fn load_arena(&mut self, s: Space, c: Value, t: Option<Value>) {
        if self.arenas.contains_key(&space_key(s)) {
            return;
        }
        let Some((bf, in_th, lf, sf, _)) = arena_fields(s) else {
            return;
        };
        let from = match (in_th, t) {
            (false, _) => c,
            (true, Some(t)) => t,
            (true, None) => return,
        };
        let fl = MemFlagsData::trusted();
        let base = self.b.ins().load(self.t.ptr, fl, from, bf);
        let len = self.b.ins().load(types::I64, fl, c, lf);
        let shadow = self.b.ins().load(self.t.ptr, fl, c, sf);
        self.arenas.insert(space_key(s), (base, len, shadow));
    }

    pub(super) fn kernel_prologue(&mut self, body: &[Instr]) {
        let fault = self.b.create_block();
        self.b.append_block_param(fault, types::I32);
        for _ in 0..3 {
            self.b.append_block_param(fault, types::I64);
        }
        self.fault = Some(fault);
        let (c, t) = self.kx.expect("kernel mode");
        let fl = MemFlagsData::trusted();
        // (Those loaded before the work-item loop, `ctx_arenas`, stay.)
        for s in used_spaces(body) {
            self.load_arena(s, c, Some(t));
        }
        let generic = !self.is_entry();
        let run = self
            .kopts
            .filter(|o| o.checked)
            .and_then(|o| o.layout.local_run());
        self.base_groups = match run {
            Some(_) => base_groups(body, generic),
            None => HashMap::new(),
        };
        // A `.func`'s generic accesses test the thread's `.local` run first
        // (`local_run_path`, `base_group_path`): its arena is loaded once.
        let generic_access = body.iter().any(|i| {
            matches!(&i.op, Op::Ld { space, .. } | Op::St { space, .. } if *space == Space::Global)
        });
        if generic && run.is_some() && generic_access {
            let base = self.b.ins().load(self.t.ptr, fl, t, th::LOCAL);
            self.local_base = Some(base);
        }
    }

    /// Kernel mode, after the body: fills the fault block (records the fault
    /// in the thread state and returns [`STATUS_FAULT`] through `done`).
    pub(super) fn kernel_epilogue(&mut self) {
        let (Some(fault), Some((_, t)), Some(done)) = (self.fault, self.kx, self.done) else {
            return;
        };
        self.b.switch_to_block(fault);
        let p: Vec<Value> = self.b.block_params(fault).to_vec();
        let fl = MemFlagsData::trusted();
        self.b.ins().store(fl, p[0], t, th::FAULT_SITE);
        self.b.ins().store(fl, p[1], t, th::FAULT_ADDR);
        self.b.ins().store(fl, p[2], t, th::FAULT_SIZE);
        self.b.ins().store(fl, p[3], t, th::FAULT_ALIGN);
        let st = self.b.ins().iconst(types::I8, i64::from(STATUS_FAULT));
        self.b.ins().jump(done, &[st.into()]);
    }

    /// Kernel entry: the dispatch block of resume points (`r` is the resume
    /// point read at entry): restores CC.CF (and, after a guarded stop, the
    /// registers [`Fx::saves_stop`] names) and continues after stop `r`.
    pub(super) fn kernel_dispatch(&mut self, dispatch: Block, r: Value) {
        let (_, t) = self.kx.expect("kernel mode");
        let fl = MemFlagsData::trusted();
        self.b.switch_to_block(dispatch);
        let mut sw = Switch::new();
        let resumes = self.resumes.clone();
        let mut restores = Vec::new();
        for (k, (after, kept)) in resumes.into_iter().enumerate() {
            let blk = self.b.create_block();
            sw.set_entry(k as u128 + 1, blk);
            restores.push((blk, after, kept));
        }
        let bad = self.b.create_block();
        sw.emit(&mut self.b, r, bad);
        for (blk, after, restore) in restores {
            self.b.switch_to_block(blk);
            self.saves_resume(&restore);
            self.b.ins().jump(after, &[]);
        }
        self.b.switch_to_block(bad);
        let z = self.b.ins().iconst(types::I8, i64::from(STATUS_DONE));
        self.b.ins().store(fl, z, t, th::STATUS);
        self.b
            .ins()
            .jump(self.next_thread.expect("kernel entry"), &[]);
    }

    /// Kernel entry, at the thread's end (`st`, an `i8` status): records
    /// it; a thread that returned or exited is marked [`RESUME_DONE`] and
    /// the loop goes on with the next thread, any other status (a fault,
    /// the budget) ends the call with it.
    pub(super) fn kernel_thread_end(&mut self, st: Value) {
        let (_, t) = self.kx.expect("kernel mode");
        let fl = MemFlagsData::trusted();
        self.b.ins().store(fl, st, t, th::STATUS);
        let finished =
            self.b
                .ins()
                .icmp_imm_u(IntCC::UnsignedLessThanOrEqual, st, i64::from(STATUS_EXIT));
        let mark = self.b.create_block();
        let stop = self.b.create_block();
        self.b.ins().brif(finished, mark, &[], stop, &[]);
        self.b.switch_to_block(mark);
        let d = self.b.ins().iconst(types::I32, i64::from(RESUME_DONE));
        self.b.ins().store(fl, d, t, th::RESUME);
        self.b
            .ins()
            .jump(self.next_thread.expect("kernel entry"), &[]);
        self.b.switch_to_block(stop);
        self.b.ins().return_(&[st]);
    }

    /// Kernel entry: `bar.sync` (guarded or not). Stops the thread with
    /// [`STATUS_BARRIER`] ([`Self::yield_to`]); execution resumes in a fresh
    /// block, which becomes current.
    pub(super) fn kernel_barrier(&mut self, red: Option<&BarRed>) -> LResult<()> {
        let Some(r) = red else {
            let cont = match self.skip_unless_guard() {
                Some(next) => next,
                None => self.b.create_block(),
            };
            // A thread at a plain bar.sync counts as a false predicate for
            // a bar.red it meets (undefined in PTX; the interpreter's
            // choice).
            let (_, t) = self.kx.expect("kernel mode");
            let zero = self.b.ins().iconst(types::I64, 0);
            self.b.ins().store(MemFlagsData::trusted(), zero, t, th::WA);
            self.yield_to(cont, STATUS_BARRIER, false)?;
            self.b.switch_to_block(cont);
            return Ok(());
        };
        // bar.red: the predicate goes to the runner in `WA`; at the release
        // it writes how many arrived threads hold it true (`WD`) and how
        // many arrived (`WC`).
        let (_, t) = self.kx.expect("kernel mode");
        let fl = MemFlagsData::trusted();
        let after = self.skip_unless_guard();
        let c = self.read_pred(r.c)?;
        let c = if r.not_c {
            self.b.ins().bxor_imm_s(c, 1)
        } else {
            c
        };
        let c = self.b.ins().uextend(types::I64, c);
        self.b.ins().store(fl, c, t, th::WA);
        let resume = self.b.create_block();
        self.yield_to(resume, STATUS_BARRIER, false)?;
        self.b.switch_to_block(resume);
        let count = self.b.ins().load(types::I32, fl, t, th::WD);
        let v = match r.op {
            BarRedOp::Popc => count,
            BarRedOp::Or => self.b.ins().icmp_imm_s(IntCC::NotEqual, count, 0),
            BarRedOp::And => {
                let arrived = self.b.ins().load(types::I32, fl, t, th::WC);
                self.b.ins().icmp(IntCC::Equal, count, arrived)
            }
        };
        self.write(r.d, v);
        self.join_guard(after);
        Ok(())
    }

    /// Kernel entry, at a point where the thread stops (`bar.sync`, a warp
    /// instruction): saves the registers live across the stop whose save
    /// slots are not current, and CC.CF ([`super::saves`]), records
    /// `resume` as the next resume point (the dispatch block jumps there)
    /// and `status` in [`th::STATUS`], and goes on with the work-item
    /// loop's next thread.
    fn yield_to(&mut self, resume: Block, status: u8, lockstep: bool) -> LResult<()> {
        self.yield_with(resume, status, lockstep, &[])
    }

    /// [`Self::yield_to`], storing `operands` (value, offset in the thread
    /// state) for the runner where the thread stops.
    fn yield_with(
        &mut self,
        resume: Block,
        status: u8,
        lockstep: bool,
        operands: &[(Value, i32)],
    ) -> LResult<()> {
        let (_, t) = self.kx.expect("kernel mode");
        let fl = MemFlagsData::trusted();
        if lockstep && self.quiet_kernel {
            // In a quiet epoch (bit 0) the lane goes on at once, its
            // registers in their variables: the lockstep point is a stop
            // it may pass (`saves::may_pass`), and only the path that
            // stops saves. So does it at the first lockstep point of an
            // epoch that starts with one (bit 1,
            // `crate::quiet::first_points`), clearing the bit.
            let q = self.b.ins().load(types::I8, fl, t, th::QUIET);
            let stop = self.b.create_block();
            let marked = self.b.create_block();
            let first = self.b.create_block();
            self.b.ins().brif(q, marked, &[], stop, &[]);
            self.b.switch_to_block(marked);
            self.b.seal_block(marked);
            let quiet = self.b.ins().band_imm_s(q, 1);
            self.b.ins().brif(quiet, resume, &[], first, &[]);
            self.b.switch_to_block(first);
            self.b.seal_block(first);
            let cleared = self.b.ins().iconst(types::I8, 0);
            self.b.ins().store(fl, cleared, t, th::QUIET);
            self.b.ins().jump(resume, &[]);
            self.b.switch_to_block(stop);
            self.b.seal_block(stop);
        }
        for &(v, off) in operands {
            self.b.ins().store(fl, v, t, off);
        }
        let restore = self.saves_stop()?;
        self.fuel_save();
        self.resumes.push((resume, restore.clone()));
        if status == STATUS_BARRIER && self.quiet_kernel {
            // Where it stopped: the runner tells quiet epochs by it.
            let site = self.b.ins().iconst(types::I32, self.cur as i64);
            self.b.ins().store(fl, site, t, th::WSITE);
        }
        if let Some(v) = self.round_site {
            // The round's one lockstep point: this one if it is the first
            // or the same, else none (-2); a barrier or another warp
            // instruction ends the rounds in the generated code.
            let new = if lockstep {
                let cur = self.b.use_var(v);
                let here = self.b.ins().iconst(types::I32, self.cur as i64);
                let first = self.b.ins().icmp_imm_s(IntCC::Equal, cur, -1);
                let same = self.b.ins().icmp(IntCC::Equal, cur, here);
                let ok = self.b.ins().bor(first, same);
                let mixed = self.b.ins().iconst(types::I32, -2);
                self.b.ins().select(ok, here, mixed)
            } else if status == STATUS_BARRIER {
                // -3 while every thread that stopped stopped at a barrier
                // (a warp's epoch ends: [`kernel::N_BLOCK_WARPS`]).
                let cur = self.b.use_var(v);
                let first = self.b.ins().icmp_imm_s(IntCC::Equal, cur, -1);
                let bar = self.b.ins().icmp_imm_s(IntCC::Equal, cur, -3);
                let ok = self.b.ins().bor(first, bar);
                let all = self.b.ins().iconst(types::I32, -3);
                let mixed = self.b.ins().iconst(types::I32, -2);
                self.b.ins().select(ok, all, mixed)
            } else {
                self.b.ins().iconst(types::I32, -2)
            };
            self.b.def_var(v, new);
        }
        if let (Some(bw), STATUS_BARRIER) = (&self.block_warps, status) {
            let (quiet, first, barrier) = (bw.quiet, bw.first, bw.barrier);
            if !bw.quiet_at.get(self.cur).copied().unwrap_or(false) {
                // The warp's next epoch is not quiet.
                let no = self.b.ins().iconst(types::I8, 0);
                self.b.def_var(quiet, no);
            }
            if !bw.first_at.get(self.cur).copied().unwrap_or(false) {
                // Nor does it start with a lockstep point to pass.
                let no = self.b.ins().iconst(types::I8, 0);
                self.b.def_var(first, no);
            }
            // The one barrier the warp's lanes stop at, or -2.
            let cur = self.b.use_var(barrier);
            let here = self.b.ins().iconst(types::I32, self.cur as i64);
            let none = self.b.ins().icmp_imm_s(IntCC::Equal, cur, -1);
            let same = self.b.ins().icmp(IntCC::Equal, cur, here);
            let ok = self.b.ins().bor(none, same);
            let two = self.b.ins().iconst(types::I32, -2);
            let new = self.b.ins().select(ok, here, two);
            self.b.def_var(barrier, new);
        }
        if let (Some(v), STATUS_BARRIER) = (self.round_barrier, status) {
            let yes = self.b.ins().iconst(types::I8, 1);
            self.b.def_var(v, yes);
        }
        let k = self.b.ins().iconst(types::I32, self.resumes.len() as i64);
        self.b.ins().store(fl, k, t, th::RESUME);
        let st = self.b.ins().iconst(types::I8, i64::from(status));
        self.b.ins().store(fl, st, t, th::STATUS);
        self.b
            .ins()
            .jump(self.next_thread.expect("kernel entry"), &[]);
        Ok(())
    }

    /// A guarded instruction with side effects: branches around the rest
    /// of it when the guard fails (taking the guard), and returns the block
    /// to continue in afterwards (`None` when unguarded).
    pub(in crate::clif) fn skip_unless_guard(&mut self) -> Option<Block> {
        let (p, neg) = self.guard.take()?;
        self.saves_before_guard_branch();
        let body = self.b.create_block();
        let next = self.b.create_block();
        if neg {
            self.b.ins().brif(p, next, &[], body, &[]);
        } else {
            self.b.ins().brif(p, body, &[], next, &[]);
        }
        self.b.switch_to_block(body);
        self.b.seal_block(body);
        Some(next)
    }

    /// The end of an instruction [`Self::skip_unless_guard`] branched
    /// around: joins the skipping path in `after`, which every jump into
    /// has now reached, so it is sealed (registers read after it are the
    /// values at its two predecessors, which the compile-time proofs see
    /// through where they agree). Not for a block a stop resumes at: the
    /// dispatch jumps there later.
    pub(in crate::clif) fn join_guard(&mut self, after: Option<Block>) {
        if let Some(next) = after {
            self.b.ins().jump(next, &[]);
            self.b.switch_to_block(next);
            self.b.seal_block(next);
        }
    }

    /// Kernel mode: `cp.async` as a synchronous copy of its `size` bytes;
    /// an immediate source size copies that many bytes and zero-fills the
    /// rest (a source size in a register and `ignore-src` are not compiled
    /// yet; the interpreter runs them). With a partial source size the
    /// source's alignment to the copy size is not checked here.
    pub(super) fn kernel_cp_async(&mut self, op: &Op) -> LResult<()> {
        let Op::CpAsync {
            dst,
            src,
            size,
            src_size,
            ignore,
        } = op
        else {
            return Err(self.err("internal error: not cp.async"));
        };
        let n = match src_size {
            None => Some(u32::from(*size)),
            Some(ptxjit_frontend::ir::Src::Imm(n)) => Some((*n).min(u64::from(*size)) as u32),
            Some(_) => None,
        };
        let (piece, count) = if *size == 16 {
            (8, 2)
        } else {
            (u32::from(*size), 1)
        };
        let after = self.skip_unless_guard();
        let fl = MemFlagsData::new().with_notrap();
        let Some(n) = n.filter(|_| ignore.is_none()) else {
            // The byte count is known at run time only: zeros, then each
            // byte below it copied on its own (only those must exist).
            let size_v = self.b.ins().iconst(types::I64, i64::from(*size));
            let mut n = match src_size {
                Some(s) => {
                    let v = self.read(*s, 64)?;
                    self.b.ins().umin(v, size_v)
                }
                None => size_v,
            };
            if let Some((p, neg)) = ignore {
                let pv = self.read_pred(*p)?;
                let zero = self.b.ins().iconst(types::I64, 0);
                n = if *neg {
                    self.b.ins().select(pv, n, zero)
                } else {
                    self.b.ins().select(pv, zero, n)
                };
            }
            let to = self.kernel_ptrs(Space::Shared, dst, piece, count, false)?;
            let zero = self.b.ins().iconst(super::ity(piece * 8), 0);
            for &p in &to {
                self.b.ins().store(fl, zero, p, 0);
            }
            for k in 0..u32::from(*size) {
                let copy = self.b.create_block();
                let next = self.b.create_block();
                let below = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::UnsignedGreaterThan, n, i64::from(k));
                self.b.ins().brif(below, copy, &[], next, &[]);
                self.b.switch_to_block(copy);
                let at = Addr {
                    base: src.base,
                    offset: src.offset + i64::from(k),
                };
                let p = self.kernel_ptrs(Space::Global, &at, 1, 1, false)?[0];
                let v = self.b.ins().load(types::I8, fl, p, 0);
                let q = to[(k / piece) as usize];
                self.b.ins().store(fl, v, q, (k % piece) as i32);
                self.b.ins().jump(next, &[]);
                self.b.switch_to_block(next);
            }
            self.join_guard(after);
            return Ok(());
        };
        if n == u32::from(*size) {
            let from = self.kernel_ptrs(Space::Global, src, piece, count, false)?;
            let ty = super::ity(piece * 8);
            let vals: Vec<Value> = from
                .into_iter()
                .map(|p| self.b.ins().load(ty, fl, p, 0))
                .collect();
            let to = self.kernel_ptrs(Space::Shared, dst, piece, count, false)?;
            for (p, v) in to.into_iter().zip(vals) {
                self.b.ins().store(fl, v, p, 0);
            }
        } else {
            // The first n bytes in pieces of the largest power of two that
            // divides n (each checked on its own), zeros after.
            let part = [8u32, 4, 2, 1]
                .into_iter()
                .find(|p| n % p == 0)
                .unwrap_or(1);
            let mut vals = Vec::new();
            for i in 0..n / part {
                let at = Addr {
                    base: src.base,
                    offset: src.offset + i64::from(i * part),
                };
                let p = self.kernel_ptrs(Space::Global, &at, part, 1, false)?[0];
                vals.push(self.b.ins().load(super::ity(part * 8), fl, p, 0));
            }
            let to = self.kernel_ptrs(Space::Shared, dst, piece, count, false)?;
            let zero = self.b.ins().iconst(super::ity(piece * 8), 0);
            for &p in &to {
                self.b.ins().store(fl, zero, p, 0);
            }
            for (i, v) in vals.into_iter().enumerate() {
                self.b.ins().store(fl, v, to[0], (i as u32 * part) as i32);
            }
        }
        self.join_guard(after);
        Ok(())
    }

    /// Kernel entry: a warp instruction ([`Op::Warp`]). Unless its guard is
    /// false, stores its operands and the instruction's index in the thread
    /// state and stops the thread with [`STATUS_WARP`]; the block
    /// runner completes it with the warp's other lanes, writes `d`/`p`
    /// ([`th::WD`], [`th::WP`]) and resumes here.
    pub(super) fn kernel_warp(&mut self, op: &Op) -> LResult<()> {
        let Op::Warp {
            op: wop,
            d,
            p,
            a,
            not_a,
            b,
            c,
            mask,
            ..
        } = op
        else {
            return Err(self.err("internal error: not a warp instruction"));
        };
        let (_, t) = self.kx.expect("kernel mode");
        let fl = MemFlagsData::trusted();
        // A lane whose guard fails does not take part.
        let after = self.skip_unless_guard();
        let av = if matches!(wop, WarpOp::Vote(_)) {
            let x = self.read_pred(*a)?;
            let x = if *not_a {
                self.b.ins().bxor_imm_s(x, 1)
            } else {
                x
            };
            self.b.ins().uextend(types::I64, x)
        } else {
            self.read(*a, 64)?
        };
        let bv = self.read(*b, 32)?;
        let cv = self.read(*c, 32)?;
        let mv = self.read(*mask, 32)?;
        let site = self.b.ins().iconst(types::I32, self.cur as i64);
        // The operands go to the runner only where the lane stops (a
        // lockstep point in a quiet epoch passes without them).
        let operands = [
            (site, th::WSITE),
            (mv, th::WMASK),
            (av, th::WA),
            (bv, th::WB),
            (cv, th::WC),
        ];
        let resume = self.b.create_block();
        let lockstep = *wop == WarpOp::Lockstep;
        self.yield_with(resume, STATUS_WARP, lockstep, &operands)?;
        // Resumed (the guard held, and is taken): the runner's results (a
        // lockstep point has none).
        self.b.switch_to_block(resume);
        if !lockstep {
            let dv = self.b.ins().load(types::I32, fl, t, th::WD);
            self.write(*d, dv);
            let pv = self.b.ins().load(types::I8, fl, t, th::WP);
            self.write(*p, pv);
        }
        self.join_guard(after);
        Ok(())
    }
}

/// The state spaces whose memory `body` accesses, each once.
pub(crate) fn used_spaces(body: &[Instr]) -> Vec<Space> {
    let mut spaces = Vec::new();
    for ins in body {
        let used: &[Space] = match &ins.op {
            Op::Ld { space, .. } | Op::St { space, .. } | Op::Atom { space, .. } => {
                std::slice::from_ref(space)
            }
            Op::CpAsync { .. } => &[Space::Global, Space::Shared],
            // No memory of a state space.
            ptxjit_frontend::int_ops!()
            | ptxjit_frontend::logic_ops!()
            | ptxjit_frontend::video_ops!()
            | ptxjit_frontend::control_ops!()
            | Op::Warp { .. }
            | Op::Nanosleep { .. }
            | Op::Unsupported { .. } => &[],
        };
        for space in used {
            if !spaces.contains(space) {
                spaces.push(*space);
            }
        }
    }
    spaces
}

/// Whether some stop of `body` (`bar.sync`, a warp instruction) lies in a
/// loop: between a backward branch's target and the branch (one pass; a
/// choice of speed only, so the layout's view of loops is enough).
fn stop_in_loop(body: &[Instr]) -> bool {
    let mut stops = Vec::new();
    for (i, ins) in body.iter().enumerate() {
        if matches!(ins.op, Op::Barrier { .. } | Op::Warp { .. }) {
            stops.push(i);
        }
    }
    body.iter().enumerate().any(|(j, ins)| match ins.op {
        Op::Bra { target } if (target as usize) <= j => {
            let first = stops.partition_point(|&s| s < target as usize);
            stops.get(first).is_some_and(|&s| s <= j)
        }
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::stop_in_loop;

    fn in_loop(body: &str) -> bool {
        let src = format!(".version 8.0\n.target sm_80\n.address_size 64\n{body}");
        let ast = ptxjit_frontend::parse(&src).expect("parse");
        let prog = ptxjit_frontend::check(&ast).expect("check");
        stop_in_loop(prog.funcs[0].body.as_deref().unwrap())
    }

    #[test]
    fn a_barrier_on_a_backward_branch_is_in_a_loop() {
        let looped = ".visible .entry k(.param .u32 n) {
                .reg .b32 %i, %n; .reg .pred %p;
                ld.param.u32 %n, [n];
                mov.u32 %i, 0;
            L:
                bar.sync 0;
                add.u32 %i, %i, 1;
                setp.lt.u32 %p, %i, %n;
                @%p bra L;
                ret;
            }";
        assert!(in_loop(looped));
        // A loop that does not hold the barrier, and a barrier after it.
        let after = ".visible .entry k(.param .u32 n) {
                .reg .b32 %i, %n; .reg .pred %p;
                ld.param.u32 %n, [n];
                mov.u32 %i, 0;
            L:
                add.u32 %i, %i, 1;
                setp.lt.u32 %p, %i, %n;
                @%p bra L;
                bar.sync 0;
                ret;
            }";
        assert!(!in_loop(after));
    }
}
