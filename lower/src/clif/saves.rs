//! Kernel entries that stop (`bar.sync`, warp instructions): where each
//! register's value is kept while a thread runs from stop to stop.
//!
//! Every register live across some stop has one fixed slot in the thread's
//! save area ([`super::kernel::th::SAVE`]). Two facts are tracked at each
//! program point, each true on every path to it:
//!
//! * `S`, the slot is current: the slot holds the register's value (stored
//!   at a stop, or where an early write also stored it, and not written
//!   since);
//! * `V`, the variable is current: the Cranelift variable holds it (written
//!   since the last stop, or loaded on an edge into a join).
//!
//! Every live register is in `V` or in `S`. A stop stores only the live
//! registers whose slot is not current, and resuming restores none: a
//! register not in `V` is loaded from its slot where it is read
//! ([`Fx::reg_value`]). A value that stays the same across many stops (a
//! pointer, the thread's position, a loop bound) is stored once and
//! loaded where it is used, instead of being stored at every stop,
//! restored after it, and spilled by the register allocator in between.
//!
//! Unguarded writes in the part of the kernel no stop reaches, outside
//! loops, also store to the slot at once (`eager`): a loop head entered
//! from there and from after a stop then finds the slot current on both
//! edges.
//!
//! At a join (a branch target), `V` holds what every incoming edge
//! provides: an edge that has a register only in its slot, into a join
//! where the slot is not current on every edge, loads the variable on the
//! way ([`Fx::saves_edge`]). The lowering tracks both sets as it goes and
//! checks the analysis's claims at each edge; a mismatch is an internal
//! error, never wrong code.

use std::collections::HashMap;

use cranelift_codegen::ir::{types, InstBuilder, MemFlagsData, Value};
use cranelift_frontend::Variable;
use ptxjit_frontend::ir::{Instr, Op, RegId, WarpOp};

use super::{ity, Fx, LResult};
use crate::live::{liveness, successors, RegSet};

/// Where the registers of a kernel entry that stops are kept.
pub(super) struct Saves {
    /// Per register: its slot's offset in the save area (registers live
    /// across some stop).
    slot: Vec<Option<i32>>,
    /// The registers that have a slot.
    slotted: RegSet,
    /// CC.CF's offset (saved and restored at every stop).
    pub(super) cf_off: i32,
    /// Bytes of the save area.
    pub(super) size: u32,
    /// Per stop: the registers live across it.
    kept: HashMap<usize, RegSet>,
    /// Per instruction: its register writes also store to the slot.
    eager: Vec<bool>,
    /// Per join (branch target): `V`, `S` and the registers live there.
    joins: HashMap<usize, (RegSet, RegSet, RegSet)>,
    /// `V` where the lowering is.
    v: RegSet,
    /// `S` where the lowering is.
    s: RegSet,
    /// The save area's address (defined at the thread's start).
    pub(super) save: Variable,
}

/// Whether instruction `ins` stops the thread in a kernel entry.
fn is_stop(ins: &Instr) -> bool {
    matches!(ins.op, Op::Barrier { .. } | Op::Warp { .. })
}

/// Whether stop `ins` of a kernel entry may be passed without stopping: a
/// guarded one (its guard fails), or a lockstep point of a kernel with
/// quiet epochs (`quiet`: the lane goes on in a quiet epoch,
/// [`crate::quiet`]). Registers stay in their variables on the path that
/// passes; the one that stops stores what its slots lack and loads back
/// the live registers whose variables were current.
pub(super) fn may_pass(ins: &Instr, quiet: bool) -> bool {
    ins.guard.is_some()
        || (quiet
            && matches!(
                ins.op,
                Op::Warp {
                    op: WarpOp::Lockstep,
                    ..
                }
            ))
}

fn set_of(n: usize, regs: &[RegId]) -> RegSet {
    let mut s = RegSet::empty(n);
    for &r in regs {
        s.insert(r);
    }
    s
}

impl Saves {
    /// Analyses `body` (a kernel entry with `nregs` registers of widths
    /// `bits`; `quiet`: it has quiet epochs, [`may_pass`]). `save` is the
    /// variable that will hold the save area's address.
    pub(super) fn new(
        body: &[Instr],
        nregs: usize,
        bits: &dyn Fn(RegId) -> u32,
        save: Variable,
        quiet: bool,
    ) -> Saves {
        let n = body.len();
        let (live_in, live_out) = liveness(body, nregs);
        let dst: Vec<RegSet> = body
            .iter()
            .map(|ins| set_of(nregs, &ins.op.dst_regs()))
            .collect();
        // What each stop keeps: the registers live across it, but not
        // those it writes itself when it resumes (unguarded).
        let mut kept = HashMap::new();
        let mut slotted = RegSet::empty(nregs);
        for (i, ins) in body.iter().enumerate() {
            if is_stop(ins) {
                let mut k = live_out[i].clone();
                if ins.guard.is_none() {
                    k.subtract(&dst[i]);
                }
                slotted.union(&k);
                kept.insert(i, k);
            }
        }
        // Slots: 128-bit registers first (16 bytes, aligned), then 8 bytes
        // each, then CC.CF.
        let mut order: Vec<u32> = slotted.iter().collect();
        order.sort_by_key(|&r| bits(r) <= 64);
        let mut slot = vec![None; nregs];
        let mut end = 0i32;
        for r in order {
            slot[r as usize] = Some(end);
            end += if bits(r) > 64 { 16 } else { 8 };
        }
        // Eager writes: not reachable from a stop, not inside a loop (a
        // backward branch's range).
        let mut after = vec![false; n];
        let mut work: Vec<usize> = (0..n).filter(|&i| is_stop(&body[i])).collect();
        let mut succ = Vec::new();
        while let Some(i) = work.pop() {
            successors(body, i, &mut succ);
            for &s in &succ {
                if !after[s] {
                    after[s] = true;
                    work.push(s);
                }
            }
        }
        let mut in_loop = vec![false; n];
        // Loop heads and the end of their loop (the last backward branch
        // to them).
        let mut loop_end: HashMap<usize, usize> = HashMap::new();
        for (j, ins) in body.iter().enumerate() {
            if let Op::Bra { target } = ins.op {
                let t = target as usize;
                if t <= j {
                    in_loop[t..=j].iter_mut().for_each(|x| *x = true);
                    let e = loop_end.entry(t).or_insert(j);
                    *e = (*e).max(j);
                }
            }
        }
        // Loops without a stop: the registers they read are loaded into
        // variables on the way in (not from their slots at every
        // iteration).
        let mut hoist: HashMap<usize, (usize, RegSet)> = HashMap::new();
        for (&t, &e) in &loop_end {
            if body[t..=e].iter().any(is_stop) {
                continue;
            }
            let mut used = RegSet::empty(nregs);
            for ins in &body[t..=e] {
                for r in ins.op.src_regs() {
                    used.insert(r);
                }
                if let Some((p, _)) = ins.guard {
                    used.insert(p);
                }
            }
            hoist.insert(t, (e, used));
        }
        // Unguarded only: a guarded instruction may write on one path only
        // (a guarded access or call branches around its body), and a stop
        // writes after resuming.
        let eager: Vec<bool> = (0..n)
            .map(|i| !after[i] && !in_loop[i] && body[i].guard.is_none() && !is_stop(&body[i]))
            .collect();

        // `S`: forward, on every path (sets shrink from "all").
        let s_out = |i: usize, s: &RegSet| -> RegSet {
            let mut o = s.clone();
            if is_stop(&body[i]) {
                if !may_pass(&body[i], quiet) {
                    o.union(&kept[&i]);
                }
                o.subtract(&dst[i]);
            } else {
                o.subtract(&dst[i]);
                if eager[i] {
                    let mut e = dst[i].clone();
                    e.intersect(&slotted);
                    o.union(&e);
                }
            }
            o
        };
        let mut s_in = vec![RegSet::full(nregs); n];
        if n > 0 {
            s_in[0] = RegSet::empty(nregs);
        }
        let mut changed = true;
        while changed {
            changed = false;
            for i in 0..n {
                let o = s_out(i, &s_in[i]);
                successors(body, i, &mut succ);
                for &s in &succ {
                    changed |= s_in[s].intersect(&o);
                }
            }
        }
        // `V`, with the loads on edges into joins where the slot stops
        // being current.
        let v_out = |i: usize, v: &RegSet| -> RegSet {
            if is_stop(&body[i]) && !may_pass(&body[i], quiet) {
                dst[i].clone()
            } else {
                let mut o = v.clone();
                o.union(&dst[i]);
                o
            }
        };
        let mut v_in = vec![RegSet::full(nregs); n];
        changed = true;
        while changed {
            changed = false;
            for i in 0..n {
                let so = s_out(i, &s_in[i]);
                let vo = v_out(i, &v_in[i]);
                successors(body, i, &mut succ);
                for &s in &succ {
                    let mut loads = live_in[s].clone();
                    loads.intersect(&so);
                    let mut avail = vo.clone();
                    match hoist.get(&s) {
                        Some((e, used)) if i < s || i > *e => {
                            // Into a loop without stops.
                            let mut h = loads.clone();
                            h.intersect(used);
                            avail.union(&h);
                        }
                        _ => {}
                    }
                    loads.subtract(&s_in[s]);
                    avail.union(&loads);
                    changed |= v_in[s].intersect(&avail);
                }
            }
        }
        let mut is_join = vec![false; n];
        for ins in body {
            if let Op::Bra { target } = ins.op {
                if let Some(j) = is_join.get_mut(target as usize) {
                    *j = true;
                }
            }
        }
        let joins = (0..n)
            .filter(|&i| is_join[i])
            .map(|i| (i, (v_in[i].clone(), s_in[i].clone(), live_in[i].clone())))
            .collect();
        Saves {
            slot,
            slotted,
            cf_off: end,
            size: end as u32 + 16,
            kept,
            eager,
            joins,
            v: RegSet::full(nregs),
            s: RegSet::empty(nregs),
            save,
        }
    }
}

impl Fx<'_, '_> {
    /// The value of register `r`: its variable; its slot in the save area
    /// where only the slot is current (kernel entries that stop); or, for
    /// a batched row's parameter not written yet, its input slot.
    pub fn reg_value(&mut self, r: RegId) -> Value {
        let (var, bits) = self.regs[r as usize];
        if let Some(&(row, off)) = self.lazy_params.get(&r) {
            // A batched row's parameter, not written yet: the low bytes of
            // its input slot.
            return self
                .b
                .ins()
                .load(ity(bits), MemFlagsData::trusted(), row, off);
        }
        if let Some(sv) = &self.saves {
            if !sv.v.contains(r) && sv.s.contains(r) {
                if let Some(off) = sv.slot[r as usize] {
                    let save = self.b.use_var(sv.save);
                    return self
                        .b
                        .ins()
                        .load(ity(bits), MemFlagsData::trusted(), save, off);
                }
            }
        }
        self.b.use_var(var)
    }

    /// After register `r` got value `v`: its variable is current, its
    /// slot is not, unless this is an eager write (stored here too).
    pub(super) fn saves_written(&mut self, r: RegId, v: Value) {
        let cur = self.cur;
        let Some(sv) = self.saves.as_mut() else {
            return;
        };
        sv.v.insert(r);
        sv.s.remove(r);
        if let (Some(true), Some(off)) = (sv.eager.get(cur), sv.slot[r as usize]) {
            sv.s.insert(r);
            let save = self.b.use_var(sv.save);
            self.b.ins().store(MemFlagsData::trusted(), v, save, off);
        }
    }

    /// Before control goes to branch target `target`: loads the variables
    /// the join expects current that are only in their slots here, and
    /// checks that every slot the join counts as current is current here.
    pub(super) fn saves_edge(&mut self, target: usize) -> LResult<()> {
        let Some(sv) = &self.saves else {
            return Ok(());
        };
        if target >= sv.eager.len() {
            return Ok(());
        }
        let Some((jv, js, live)) = sv.joins.get(&target) else {
            return Err(self.err("internal error: a branch target the register analysis missed"));
        };
        let mut claims = js.clone();
        claims.intersect(&sv.slotted);
        claims.subtract(&sv.s);
        let mut loads = jv.clone();
        loads.intersect(live);
        loads.subtract(&sv.v);
        if let Some(r) = claims.iter().next() {
            return Err(self.err(format!(
                "internal error: the register analysis counts the save slot of '{}' as current at instruction {target}, but it is stale on the edge from instruction {}",
                self.func.regs[r as usize].name, self.cur
            )));
        }
        let loads: Vec<u32> = loads.iter().collect();
        for r in loads {
            let Some(sv) = &self.saves else { break };
            let (true, Some(_)) = (sv.s.contains(r), sv.slot[r as usize]) else {
                return Err(self.err(format!(
                    "internal error: register '{}', live at instruction {target}, is neither in its variable nor in its slot on the edge from instruction {}",
                    self.func.regs[r as usize].name, self.cur
                )));
            };
            let v = self.reg_value(r);
            let var = self.regs[r as usize].0;
            self.b.def_var(var, v);
            if let Some(sv) = self.saves.as_mut() {
                sv.v.insert(r);
            }
        }
        Ok(())
    }

    /// On entering branch target `target`: where the registers are there.
    pub(super) fn saves_enter(&mut self, target: usize) {
        if let Some(sv) = self.saves.as_mut() {
            if let Some((v, s, _)) = sv.joins.get(&target) {
                sv.v = v.clone();
                sv.s = s.clone();
            }
        }
    }

    /// In code nothing reaches (after an unconditional branch, no label):
    /// the analysis has every fact there; so does the lowering.
    pub(super) fn saves_unreachable(&mut self) {
        let n = self.regs.len();
        if let Some(sv) = self.saves.as_mut() {
            sv.v = RegSet::full(n);
            sv.s = RegSet::full(n);
        }
    }

    /// Before a guarded instruction branches around itself (a stop, a
    /// memory access, a call): the registers it writes get their variables
    /// loaded, so that the path where the guard fails (which keeps their
    /// old values) agrees with the one that writes them.
    pub(super) fn saves_before_guard_branch(&mut self) {
        if self.saves.is_none() {
            return;
        }
        let Some(ins) = self.func.body.as_deref().and_then(|b| b.get(self.cur)) else {
            return;
        };
        if ins.guard.is_none() {
            return;
        }
        for r in ins.op.dst_regs() {
            let v = self.reg_value(r);
            self.b.def_var(self.regs[r as usize].0, v);
            if let Some(sv) = self.saves.as_mut() {
                sv.v.insert(r);
            }
        }
    }

    /// At a stop: stores the registers live across it whose slots are not
    /// current and CC.CF. Returns what resuming restores: nothing after a
    /// stop that always stops (what is live is read from its slot), the
    /// live registers whose variables were current before one that may be
    /// passed ([`may_pass`]: the path that passes keeps them in
    /// variables).
    pub(super) fn saves_stop(&mut self) -> LResult<Vec<(u32, i32)>> {
        let guarded = self
            .func
            .body
            .as_deref()
            .and_then(|b| b.get(self.cur))
            .is_some_and(|i| may_pass(i, self.quiet_kernel));
        let Some(sv) = &self.saves else {
            return Err(self.err("internal error: a stop without the register analysis"));
        };
        let Some(kept) = sv.kept.get(&self.cur).cloned() else {
            return Err(self.err("internal error: a stop the register analysis missed"));
        };
        let save = self.b.use_var(sv.save);
        let cf_off = sv.cf_off;
        let store: Vec<u32> = kept.iter().filter(|&r| !sv.s.contains(r)).collect();
        let restore: Vec<(u32, i32)> = if guarded {
            kept.iter()
                .filter(|&r| sv.v.contains(r))
                .filter_map(|r| sv.slot[r as usize].map(|o| (r, o)))
                .collect()
        } else {
            Vec::new()
        };
        let fl = MemFlagsData::trusted();
        for r in store {
            let off = self.saves.as_ref().and_then(|sv| sv.slot[r as usize]);
            let Some(off) = off else { continue };
            let v = self.reg_value(r);
            self.b.ins().store(fl, v, save, off);
        }
        let cf = self.b.use_var(self.cf);
        self.b.ins().store(fl, cf, save, cf_off);
        if !guarded {
            if let Some(sv) = self.saves.as_mut() {
                sv.s.union(&kept);
                sv.v = RegSet::empty(self.regs.len());
            }
        }
        Ok(restore)
    }

    /// The dispatch block of one resume point: restores CC.CF and the
    /// registers `restore`.
    pub(super) fn saves_resume(&mut self, restore: &[(u32, i32)]) {
        let Some(sv) = &self.saves else { return };
        let save = self.b.use_var(sv.save);
        let cf_off = sv.cf_off;
        let fl = MemFlagsData::trusted();
        for &(r, off) in restore {
            let (var, bits) = self.regs[r as usize];
            let v = self.b.ins().load(ity(bits), fl, save, off);
            self.b.def_var(var, v);
        }
        let cf = self.b.ins().load(types::I8, fl, save, cf_off);
        self.b.def_var(self.cf, cf);
    }
}
