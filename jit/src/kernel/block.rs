//! The block runner: the threads of one block run in turn between
//! barriers and warp instructions (each generated entry returns at one,
//! its registers saved), warp collectives computed here over the lanes
//! that arrived, budgets charged, and a faulting thread's error made with
//! the interpreter's words.

use super::*;
use ptxjit_frontend::ir::{Instr, WarpOp};

impl HostKernel {
    #[allow(clippy::too_many_arguments)]
    pub(super) fn run_block(
        &self,
        w: &mut Worker,
        template: &SendCtx,
        launch: &KernelLaunch,
        bi: u64,
        shared_img: &[u64],
        local_img: &[u64],
        local_words: usize,
        save_words: usize,
        named: &Names,
        (interrupt, pool): (*const u8, &AtomicI64),
    ) -> Result<(), JitError> {
        let [gx, gy, _] = launch.grid.map(u64::from);
        let ctaid = [
            (bi % gx) as u32,
            ((bi / gx) % gy) as u32,
            (bi / (gx * gy)) as u32,
        ];
        let mut c = template.0;
        if shared_img.len() > ARENA_PAD as usize / 8 {
            w.shared.copy_from_slice(shared_img);
        }
        c.shared = w.shared.as_mut_ptr() as *mut u8;
        c.ctaid = ctaid;
        if !c.simt_count.is_null() {
            c.simt_count = &raw mut w.simt;
        }
        let [bx, by, bz] = launch.block;
        let quiet = u8::from(self.quiet_start == Some(true)) | u8::from(self.first_points.0) << 1;
        let fresh_th = |local: *mut u8, save: *mut u8, tid: [u32; 3], linear: u32| Th {
            local,
            save,
            tid,
            linear,
            resume: 0,
            fault_site: 0,
            fault_addr: 0,
            fault_size: 0,
            fault_align: 0,
            budget: Cell::pooled(self.limits.max_steps, interrupt, pool),
            wsite: 0,
            wmask: 0,
            wa: 0,
            wb: 0,
            wc: 0,
            wd: 0,
            wp: 0,
            status: 0,
            quiet,
            resolved: 0,
        };
        let nthreads = (bx as usize) * (by as usize) * (bz as usize);
        if w.ths.len() == nthreads {
            // The worker's last block was of this launch: its threads'
            // places (arenas, save areas, indices) stay. What the
            // generated code and the runner read before writing starts
            // again; the rest (fault records, warp operands, the
            // resolver's result) is written before it is read.
            let budget = Cell::pooled(self.limits.max_steps, interrupt, pool);
            for t in w.ths.iter_mut() {
                t.resume = 0;
                t.status = 0;
                t.quiet = quiet;
                t.budget = budget;
            }
            if local_words > 0 {
                for l in w.local.chunks_exact_mut(local_words).take(nthreads) {
                    l.copy_from_slice(local_img);
                }
            }
        } else {
            w.ths.clear();
            let mut k = 0usize;
            for z in 0..bz {
                for y in 0..by {
                    for x in 0..bx {
                        let local = if local_words > 0 {
                            let l = &mut w.local[k * local_words..(k + 1) * local_words];
                            l.copy_from_slice(local_img);
                            l.as_mut_ptr() as *mut u8
                        } else {
                            std::ptr::null_mut()
                        };
                        let save = if save_words > 0 {
                            w.save[k * save_words..].as_mut_ptr() as *mut u8
                        } else {
                            std::ptr::null_mut()
                        };
                        w.ths.push(fresh_th(local, save, [x, y, z], k as u32));
                        k += 1;
                    }
                }
            }
        }
        let cp: *const Ctx = &c;
        let mut charged = 0i64;
        if !self.warps {
            // One work-item loop over the block's threads per barrier
            // interval, until no thread is left at a barrier. One pass
            // over the threads per round: the steps they ran and whether
            // any waits at a barrier.
            loop {
                // (With `N_BLOCK` the entry runs the rounds itself and
                // returns when every thread has finished.)
                self.run_threads_n(cp, &c, &mut w.ths, self.block_flag, named)?;
                let (now, waiting) = if self.budgeted {
                    let first = self.first_chunk();
                    w.ths.iter().fold((0i64, false), |(n, b), t| {
                        (
                            n + (first - t.budget.fuel),
                            b | (t.status == k::STATUS_BARRIER),
                        )
                    })
                } else {
                    let waiting = w.ths.iter().any(|t| t.status == k::STATUS_BARRIER);
                    (self.body_len * w.ths.len() as i64, waiting)
                };
                self.charge(&c, now, &mut charged, pool)?;
                if !waiting {
                    return Ok(());
                }
                if self.bar_red {
                    release(&mut w.ths);
                }
            }
        }
        // Every warp (32 consecutive threads) runs until each of its threads
        // has finished or reached the barrier, then the barrier releases.
        let n = w.ths.len();
        w.state.clear();
        w.state.resize(n, LANE_RUN);
        loop {
            // At the start of each epoch (every lane not started, released
            // or finished) an entry that takes the whole block as warps
            // runs it, epoch after epoch, until every thread has finished
            // or a warp's lanes stop at different points; the warps from
            // there on run here.
            if self.block_warps && self.run_block_warps(cp, &c, &mut w.ths, &mut w.state, named)? {
                let now = if self.budgeted {
                    let first = self.first_chunk();
                    w.ths.iter().map(|t| first - t.budget.fuel).sum()
                } else {
                    self.body_len * n as i64
                };
                return self.charge(&c, now, &mut charged, pool);
            }
            for start in (0..n).step_by(32) {
                let end = (start + 32).min(n);
                self.run_warp(
                    cp,
                    &c,
                    &mut w.ths[start..end],
                    &mut w.state[start..end],
                    named,
                )?;
            }
            // One pass over the block: the steps run, whether every lane
            // has finished, and per warp whether its next epoch is quiet:
            // every lane that goes on was released at a quiet barrier.
            let first = self.first_chunk();
            let mut now = if self.budgeted {
                0
            } else {
                self.body_len * n as i64
            };
            let mut done = true;
            let mut quiet = std::mem::take(&mut w.quiet);
            quiet.clear();
            for (ths, state) in w.ths.chunks(32).zip(w.state.chunks(32)) {
                let mut q = true;
                // Released together at one barrier whose epoch starts
                // with a lockstep point to pass (bit 1).
                let mut one: Option<Option<u32>> = None;
                for (t, &s) in ths.iter().zip(state) {
                    if self.budgeted {
                        now += first - t.budget.fuel;
                    }
                    done &= s == LANE_DONE;
                    if s == LANE_BAR {
                        q &= self.quiet_at.get(t.wsite as usize) == Some(&true);
                        one = match one {
                            None => Some(Some(t.wsite)),
                            Some(Some(w)) if w == t.wsite => Some(Some(w)),
                            _ => Some(None),
                        };
                    }
                }
                let f = matches!(one, Some(Some(w)) if self.first_points.1.get(w as usize) == Some(&true));
                quiet.push(u8::from(q) | u8::from(f) << 1);
            }
            self.charge(&c, now, &mut charged, pool)?;
            if done {
                w.quiet = quiet;
                return Ok(());
            }
            if self.bar_red {
                release(&mut w.ths);
            }
            let marks = self.quiet_start.is_some();
            for ((ths, state), &q) in w.ths.chunks_mut(32).zip(w.state.chunks_mut(32)).zip(&quiet) {
                for (t, s) in ths.iter_mut().zip(state) {
                    if marks {
                        t.quiet = q;
                    }
                    if *s == LANE_BAR {
                        *s = LANE_RUN;
                    }
                }
            }
            w.quiet = quiet;
        }
    }

    /// The steps a thread's first chunk holds: what the generated code
    /// runs before it refills from the pool itself.
    fn first_chunk(&self) -> i64 {
        i64::try_from(self.limits.max_steps)
            .unwrap_or(i64::MAX)
            .min(ptxjit_lower::budget::CHUNK)
    }

    /// Takes from the launch's `pool` the steps the block's threads ran
    /// since the last call (`charged` so far; `now` in all)
    /// that the generated code has not taken itself: each thread takes
    /// only its refills, so its first chunk (all of a thread's steps in a
    /// kernel without loops or calls, which has no budget: its body length
    /// is charged) is charged here, after each call of the entry (each
    /// barrier interval, or once per block where the entry runs the
    /// barrier rounds itself, `N_BLOCK`). An empty pool ends the launch.
    pub(super) fn charge(
        &self,
        c: &Ctx,
        now: i64,
        charged: &mut i64,
        pool: &AtomicI64,
    ) -> Result<(), JitError> {
        let delta = now - *charged;
        *charged = now;
        if pool.fetch_sub(delta, Ordering::Relaxed) >= delta {
            return Ok(());
        }
        let span = self.prog.funcs[self.kernel as usize].span;
        Err(ptxjit_frontend::Diagnostic::at(
            ptxjit_frontend::Phase::Run,
            span,
            format!(
                "kernel '{}', block %ctaid=({},{},{}): {}",
                self.name,
                c.ctaid[0],
                c.ctaid[1],
                c.ctaid[2],
                budget::launch_message(&self.limits)
            ),
        ))
    }

    /// Runs the thread states `ths` through the entry's work-item loop,
    /// each from its resume point to its next stop (its `status`; finished
    /// threads are skipped). A fault or a spent budget ends the launch with
    /// that thread's error.
    pub(super) fn run_threads(
        &self,
        cp: *const Ctx,
        c: &Ctx,
        ths: &mut [Th],
        named: &Names,
    ) -> Result<(), JitError> {
        self.run_threads_n(cp, c, ths, 0, named)
    }

    /// [`Self::run_threads`] with `flags` in the thread count
    /// ([`k::N_CONVERGED`]: `ths` is one whole converged warp).
    fn run_threads_n(
        &self,
        cp: *const Ctx,
        c: &Ctx,
        ths: &mut [Th],
        flags: u64,
        named: &Names,
    ) -> Result<(), JitError> {
        // SAFETY: `c` and the thread states hold valid arenas for the whole
        // call; the generated code checks every access.
        let st = unsafe { (self.entry)(cp, ths.as_mut_ptr(), ths.len() as u64 | flags) };
        if st == 0 {
            return Ok(());
        }
        Err(self.stopped(c, ths, st, named))
    }

    /// The error of the thread among `ths` whose status is `st`, what an
    /// entry returned: a fault, a spent budget, a trap.
    fn stopped(&self, c: &Ctx, ths: &[Th], st: u8, named: &Names) -> JitError {
        match ths.iter().find(|t| t.status == st) {
            Some(t) => self.fault(c, t, st, named),
            None => self.err("internal error: no thread holds the stop status"),
        }
    }

    /// Runs a block's threads `ths` through an entry that takes them as
    /// warps ([`k::N_BLOCK_WARPS`]) from the start of an epoch. Returns
    /// whether every thread has finished; if not, a warp's lanes stopped
    /// at different points, and `state` says where each lane is for
    /// [`Self::run_warp`]: the warps before that one stopped at barriers
    /// or finished, that one as its lanes' statuses say, the later ones
    /// not yet run in this epoch.
    fn run_block_warps(
        &self,
        cp: *const Ctx,
        c: &Ctx,
        ths: &mut [Th],
        state: &mut [u8],
        named: &Names,
    ) -> Result<bool, JitError> {
        // SAFETY: as in `run_threads_n`.
        let st = unsafe { (self.entry)(cp, ths.as_mut_ptr(), ths.len() as u64 | k::N_BLOCK_WARPS) };
        if st == 0 {
            return Ok(true);
        }
        if st != k::RET_MIXED {
            return Err(self.stopped(c, ths, st, named));
        }
        let mixed = ths
            .iter()
            .position(|t| t.status == k::STATUS_WARP)
            .ok_or_else(|| self.err("internal error: no lane waits at a warp instruction"))?
            / 32
            * 32;
        for (i, (t, s)) in ths.iter().zip(state.iter_mut()).enumerate() {
            *s = if i < mixed + 32 {
                lane_state(t.status)
            } else if t.resume == k::RESUME_DONE {
                LANE_DONE
            } else {
                LANE_RUN
            };
        }
        Ok(false)
    }

    /// Runs one warp (`ths[i]` is lane `i`) until each lane has finished or
    /// reached `bar.sync`, completing warp instructions as
    /// [`warp::schedule`] decides.
    pub(super) fn run_warp(
        &self,
        cp: *const Ctx,
        c: &Ctx,
        ths: &mut [Th],
        state: &mut [u8],
        named: &Names,
    ) -> Result<(), JitError> {
        let body = self.prog.funcs[self.kernel as usize]
            .body
            .as_deref()
            .unwrap_or(&[]);
        // Whether every lane is running or finished (`None`: look).
        let mut converged: Option<bool> = None;
        loop {
            let conv = converged
                .take()
                .unwrap_or_else(|| state.iter().all(|&s| s == LANE_RUN || s == LANE_DONE));
            // The waiting lanes' warp site when they all wait at one.
            let mut site: Option<u32> = None;
            let mut same = true;
            if conv {
                // A converged warp runs as one work-item loop over its
                // lanes: the same order, lane by lane, each to its next
                // stop; finished lanes are skipped by the code, and rounds
                // whose lanes all stop at one lockstep point go on there.
                if !state.contains(&LANE_RUN) {
                    return Ok(());
                }
                self.run_threads_n(cp, c, ths, self.warp_flag, named)?;
                for (t, s) in ths.iter().zip(state.iter_mut()) {
                    *s = lane_state(t.status);
                    if *s == LANE_WAIT {
                        same &= *site.get_or_insert(t.wsite) == t.wsite;
                    }
                }
            } else {
                for (t, s) in ths.iter_mut().zip(state.iter_mut()) {
                    if *s == LANE_RUN {
                        self.run_threads(cp, c, std::slice::from_mut(t), named)?;
                        *s = lane_state(t.status);
                    }
                    if *s == LANE_WAIT {
                        same &= *site.get_or_insert(t.wsite) == t.wsite;
                    }
                }
            }
            // The common case of warp-synchronous code: every waiting lane is
            // at the same lockstep point (a `.volatile` access), which has no
            // operands, so they all complete it with nothing to compute
            // (what `warp::schedule` and `warp::evaluate` decide for it,
            // without building their lists).
            let Some(at) = site else {
                return Ok(());
            };
            if same && is_lockstep(body, at) {
                let mut conv = true;
                for (t, s) in ths.iter_mut().zip(state.iter_mut()) {
                    if *s == LANE_WAIT {
                        t.wd = 0;
                        t.wp = 0;
                        *s = LANE_RUN;
                    }
                    conv &= *s != LANE_BAR;
                }
                converged = Some(conv);
                continue;
            }
            let mut waiting = Vec::new();
            for (i, t) in ths.iter().enumerate() {
                if state[i] != LANE_WAIT {
                    continue;
                }
                let (op, sync) = body
                    .get(t.wsite as usize)
                    .and_then(|ins| warp::warp_op(&ins.op))
                    .ok_or_else(|| self.err("internal error: bad warp site"))?;
                waiting.push(warp::Waiting {
                    lane: i as u32,
                    site: t.wsite,
                    op,
                    sync,
                    mask: t.wmask,
                    a: t.wa,
                    b: t.wb,
                    c: t.wc,
                });
            }
            if waiting.is_empty() {
                return Ok(());
            }
            let present: u32 = state
                .iter()
                .enumerate()
                .filter(|(_, &s)| s != LANE_DONE)
                .map(|(i, _)| 1u32 << i)
                .sum();
            match warp::schedule(&waiting, present) {
                warp::Decision::Complete(group) => {
                    let lanes: Vec<warp::Waiting> = group.iter().map(|&g| waiting[g]).collect();
                    let outs = warp::evaluate(lanes[0].op, &lanes);
                    for (wt, (d, p)) in lanes.iter().zip(outs) {
                        let t = &mut ths[wt.lane as usize];
                        t.wd = d;
                        t.wp = u8::from(p);
                        state[wt.lane as usize] = LANE_RUN;
                    }
                }
                warp::Decision::NotInMask(i) => {
                    let wt = waiting[i];
                    return Err(self.warp_err(
                        c,
                        &ths[wt.lane as usize],
                        format!(
                            "'{}' with membermask 0x{:08x} is executed by lane {}, which the mask leaves out (undefined in PTX)",
                            wt.op.spelling(true),
                            wt.mask,
                            wt.lane
                        ),
                    ));
                }
                warp::Decision::Deadlock(i, missing) => {
                    let wt = waiting[i];
                    let lanes: Vec<String> = (0..32)
                        .filter(|b| missing >> b & 1 == 1)
                        .map(|b| b.to_string())
                        .collect();
                    return Err(self.warp_err(
                        c,
                        &ths[wt.lane as usize],
                        format!(
                            "deadlock: '{}' with membermask 0x{:08x} waits for lane(s) {}, which are at bar.sync or at another warp instruction and never reach it",
                            wt.op.spelling(true),
                            wt.mask,
                            lanes.join(", ")
                        ),
                    ));
                }
            }
        }
    }

    /// A run-time error of thread `t` at the warp instruction it waits at.
    pub(super) fn warp_err(&self, c: &Ctx, t: &Th, message: String) -> JitError {
        let span = self.prog.funcs[self.kernel as usize]
            .body
            .as_deref()
            .and_then(|b| b.get(t.wsite as usize))
            .map(|ins| ins.span)
            .unwrap_or_default();
        ptxjit_frontend::Diagnostic::at(
            ptxjit_frontend::Phase::Run,
            span,
            format!(
                "kernel '{}', thread %ctaid=({},{},{}) %tid=({},{},{}): {}",
                self.name,
                c.ctaid[0],
                c.ctaid[1],
                c.ctaid[2],
                t.tid[0],
                t.tid[1],
                t.tid[2],
                message
            ),
        )
    }

    pub(super) fn fault(&self, c: &Ctx, t: &Th, st: u8, names: &Names) -> JitError {
        let who = format!(
            "kernel '{}', thread %ctaid=({},{},{}) %tid=({},{},{}): ",
            self.name, c.ctaid[0], c.ctaid[1], c.ctaid[2], t.tid[0], t.tid[1], t.tid[2]
        );
        if st == k::STATUS_STOPPED && t.budget.why == ptxjit_lower::budget::WHY_BUILTIN {
            // SAFETY: the sink lives as long as the launch.
            let sink = unsafe { &*c.sink.cast::<Sink>() };
            let why = sink
                .stops
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .get(&(block_of(c), t.linear))
                .cloned()
                .unwrap_or_default();
            return ptxjit_frontend::Diagnostic::at(
                ptxjit_frontend::Phase::Run,
                budget::span_at(&self.prog, t.budget.site),
                format!("{}{}", who, why),
            );
        }
        if st == k::STATUS_STOPPED {
            return ptxjit_frontend::Diagnostic::at(
                ptxjit_frontend::Phase::Run,
                budget::span_at(&self.prog, t.budget.site),
                format!(
                    "{}{}",
                    who,
                    budget::stop_message(&self.prog, &t.budget, &self.limits)
                ),
            );
        }
        if st != k::STATUS_FAULT {
            return self.err(format!("{}internal error: status {}", who, st));
        }
        let span = self
            .sites
            .get(t.fault_site as usize)
            .copied()
            .unwrap_or_default();
        let (addr, size) = (t.fault_addr, t.fault_size);
        let named = &names.all();
        let inside = named.iter().any(|n| {
            n.base <= addr && addr.checked_add(size).is_some_and(|e| e <= n.base + n.size)
        });
        let message = if inside {
            format!(
                "{}misaligned access of {} byte(s) at address 0x{:x} (must be aligned to {} bytes)",
                who, t.fault_align, addr, t.fault_align
            )
        } else {
            format!(
                "{}out-of-bounds access of {} byte(s) at address 0x{:x} (nearest allocation: {})",
                who,
                size,
                addr,
                nearest(named, addr)
            )
        };
        let mut d = ptxjit_frontend::Diagnostic::at(ptxjit_frontend::Phase::Run, span, message);
        d.notes.push(
            "the same launch with --backend interp (or --trace) shows the registers this instruction read and the call stack".into(),
        );
        d
    }
}

/// The allocation nearest to `addr` in its window, described for a fault
/// message as the interpreter describes it.
pub(super) fn nearest(named: &[Named], addr: u64) -> String {
    ptxjit_frontend::addr::nearest_in_window(
        addr,
        named.iter().map(|n| (n.base, n.size, n.name.as_str())),
    )
}

pub(super) struct Worker {
    pub(super) shared: Vec<u64>,
    pub(super) local: Vec<u64>,
    pub(super) save: Vec<u64>,
    pub(super) ths: Vec<Th>,
    /// Each thread's `LANE_*` state.
    pub(super) state: Vec<u8>,
    /// Per warp: whether its next epoch is quiet (reused between rounds).
    pub(super) quiet: Vec<u8>,
    /// Threads of the last block that ran in vector lanes (written by the
    /// generated code through [`Ctx::simt_count`]).
    pub(super) simt: u64,
}

/// A lane that can run.
/// Releases a barrier: every thread at it (status `STATUS_BARRIER`) gets
/// the `bar.red` result over them: `wd`, how many hold their predicate
/// (`wa`) true, and `wc`, how many arrived. Threads that have finished do not
/// take part, as on the GPU (`docs/semantics.md`); a plain `bar.sync`
/// ignores both.
pub(super) fn release(ths: &mut [Th]) {
    let at = |t: &&mut Th| t.status == k::STATUS_BARRIER;
    let (mut count, mut arrived) = (0u32, 0u32);
    for t in ths.iter_mut().filter(at) {
        arrived += 1;
        count += u32::from(t.wa != 0);
    }
    for t in ths.iter_mut().filter(at) {
        t.wd = count;
        t.wc = arrived;
    }
}

/// The lane state after a thread stopped with `status` (a thread that
/// faulted never gets here: the launch ends).
pub(super) fn lane_state(status: u8) -> u8 {
    match status {
        k::STATUS_BARRIER => LANE_BAR,
        k::STATUS_WARP => LANE_WAIT,
        _ => LANE_DONE,
    }
}

/// Whether instruction `site` of `body` is a lockstep point
/// (`WarpOp::Lockstep`).
fn is_lockstep(body: &[Instr], site: u32) -> bool {
    matches!(
        body.get(site as usize).map(|i| &i.op),
        Some(Op::Warp {
            op: WarpOp::Lockstep,
            ..
        })
    )
}

/// A lane running (or ready to run) to its next stop.
pub(super) const LANE_RUN: u8 = 0;
/// A lane waiting at a warp instruction.
pub(super) const LANE_WAIT: u8 = 1;
/// A lane at `bar.sync`.
pub(super) const LANE_BAR: u8 = 2;
/// A lane that returned or exited.
pub(super) const LANE_DONE: u8 = 3;

// SAFETY: the raw pointers in `ths` point into this worker's own vectors.
unsafe impl Send for Worker {}
