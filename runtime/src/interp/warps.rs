//! The warp scheduler of the reference interpreter.
//!
//! The lanes of a warp run one after another in lane order, each until it
//! stops: at `bar.sync`, at a warp instruction (a collective, `bar.warp.sync`,
//! or the lockstep point before a `.volatile` access), or at its end. Then
//! one group of waiting lanes completes its warp instruction together and
//! runs on; the group is taken at the lowest waiting position (the call
//! stack's instruction indices, compared in order: the lanes furthest behind
//! go first, as a converged warp runs):
//!
//! * without `.sync` (the lockstep point, `activemask`, `shfl`/`vote`
//!   without `.sync`): the lanes waiting at that position;
//! * with `.sync`: the lanes waiting at the same operation with the same
//!   membermask, at any position, once every lane of the mask that has not
//!   finished is among them (PTX: "wait until all non-exited threads
//!   corresponding to membermask have executed [it] with the same qualifiers
//!   and same membermask value"). If no position can go on, the warp is
//!   deadlocked and the run stops with an error naming the missing lanes.
//!
//! `docs/semantics.md` ("Warps") states the same rules; the host backend
//! implements them separately (`jit/src/kernel.rs`).

use super::exec::Thread;
use super::{run_err, ExecError, Interp};
use crate::sem::warp::{self as w, LaneIn, LaneOut};
use ptxjit_frontend::ir::WarpOp;

impl Interp<'_> {
    /// Runs the lanes of one warp (`ths[i]` is lane `i`) until each has
    /// finished or stopped at `bar.sync`. On an error, returns it with the
    /// lane it belongs to. `drop_frames`: free a finished lane's frames.
    pub(super) fn run_warp(
        &mut self,
        ths: &mut [Thread],
        drop_frames: bool,
    ) -> Result<(), (usize, ExecError)> {
        loop {
            for (i, t) in ths.iter_mut().enumerate() {
                if t.done || t.at_barrier || t.wait.is_some() {
                    continue;
                }
                self.execute(t).map_err(|e| (i, e))?;
                if !t.at_barrier && t.wait.is_none() {
                    t.done = true;
                    if drop_frames {
                        for fr in t.frames.drain(..) {
                            self.leave(fr);
                        }
                    }
                }
            }
            let waiting: Vec<usize> = (0..ths.len()).filter(|&i| ths[i].wait.is_some()).collect();
            if waiting.is_empty() {
                return Ok(());
            }
            for &i in &waiting {
                let wt = ths[i].wait.as_ref().expect("waiting");
                if wt.sync && wt.mask & (1 << i) == 0 {
                    return Err((
                        i,
                        run_err(
                            wt.span,
                            format!(
                                "'{}' with membermask 0x{:08x} is executed by lane {}, which the mask leaves out (undefined in PTX)",
                                wt.op.spelling(true),
                                wt.mask,
                                i
                            ),
                        ),
                    ));
                }
            }
            let present = (0..ths.len())
                .filter(|&i| !ths[i].done)
                .fold(0u32, |m, i| m | (1 << i));
            let mut sites: Vec<&Vec<usize>> = waiting
                .iter()
                .map(|&i| &ths[i].wait.as_ref().expect("waiting").site)
                .collect();
            sites.sort();
            sites.dedup();
            let mut chosen = None;
            let mut stuck = None;
            for s in sites {
                let g: Vec<usize> = waiting
                    .iter()
                    .copied()
                    .filter(|&i| &ths[i].wait.as_ref().expect("waiting").site == s)
                    .collect();
                let w0 = ths[g[0]].wait.as_ref().expect("waiting");
                if !w0.sync {
                    chosen = Some(g);
                    break;
                }
                let cand: Vec<usize> = waiting
                    .iter()
                    .copied()
                    .filter(|&i| {
                        let x = ths[i].wait.as_ref().expect("waiting");
                        x.sync && x.op == w0.op && x.mask == w0.mask
                    })
                    .collect();
                let have = cand.iter().fold(0u32, |m, &i| m | (1 << i));
                let missing = w0.mask & present & !have;
                if missing == 0 {
                    chosen = Some(if matches!(w0.op, WarpOp::Shfl(_)) {
                        shfl_partners(ths, &waiting, cand, present)
                    } else {
                        cand
                    });
                    break;
                }
                if stuck.is_none() {
                    stuck = Some((g[0], missing));
                }
            }
            match chosen {
                Some(p) => {
                    if self.sanitize.as_ref().is_some_and(|c| c.opts.sync) {
                        let w0 = ths[p[0]].wait.as_ref().expect("waiting");
                        let have = p.iter().fold(0u32, |m, &i| m | (1 << i));
                        let absent = if w0.sync { w0.mask & !have } else { 0 };
                        if absent != 0 {
                            let lanes: Vec<String> = (0..32)
                                .filter(|k| absent & (1 << k) != 0)
                                .map(|k| k.to_string())
                                .collect();
                            return Err((
                                p[0],
                                super::finding(crate::sanitize::Finding {
                                    span: w0.span,
                                    message: format!(
                                        "'{}' with membermask 0x{:08x} runs without lane(s) {} of its mask, which have exited or are elsewhere (sanitize sync)",
                                        w0.op.spelling(true),
                                        w0.mask,
                                        lanes.join(", ")
                                    ),
                                    notes: Vec::new(),
                                }),
                            ));
                        }
                    }
                    for &i in &p {
                        let w = ths[i].wait.as_ref().expect("waiting");
                        if w.sync || matches!(w.op, WarpOp::Sync) {
                            ths[i].sync.wsync += 1;
                        }
                    }
                    self.complete(ths, &p)
                }
                None => {
                    let (i, missing) = stuck.expect("some lane waits");
                    let wt = ths[i].wait.as_ref().expect("waiting");
                    let lanes: Vec<String> = (0..32)
                        .filter(|k| missing & (1 << k) != 0)
                        .map(|k| k.to_string())
                        .collect();
                    return Err((
                        i,
                        run_err(
                            wt.span,
                            format!(
                                "deadlock: '{}' with membermask 0x{:08x} waits for lane(s) {}, which are at bar.sync or at another warp instruction and never reach it",
                                wt.op.spelling(true),
                                wt.mask,
                                lanes.join(", ")
                            ),
                        ),
                    ));
                }
            }
        }
    }

    /// Completes the warp instruction of the participants `part` (ascending
    /// lanes): computes each one's results, writes them and lets it run on.
    fn complete(&mut self, ths: &mut [Thread], part: &[usize]) {
        let ins: Vec<LaneIn> = part
            .iter()
            .map(|&i| {
                let wt = ths[i].wait.as_ref().expect("waiting");
                LaneIn {
                    lane: i as u32,
                    a: wt.a,
                    b: wt.b,
                    c: wt.c,
                }
            })
            .collect();
        let op = ths[part[0]].wait.as_ref().expect("waiting").op;
        let outs = match op {
            WarpOp::Shfl(m) => w::shfl(m, &ins),
            WarpOp::Vote(m) => w::vote(m, &ins),
            WarpOp::Activemask => w::activemask(&ins),
            WarpOp::Match { all, wide } => w::match_sync(all, wide, &ins),
            WarpOp::Redux(r) => w::redux(r, &ins),
            WarpOp::Elect => w::elect(&ins),
            WarpOp::Sync | WarpOp::Lockstep => vec![LaneOut::default(); ins.len()],
        };
        for (&i, out) in part.iter().zip(outs) {
            let wt = ths[i].wait.take().expect("waiting");
            self.write(&mut ths[i], wt.d, u64::from(out.d));
            self.write(&mut ths[i], wt.p, u64::from(out.p));
        }
    }
}

/// A `shfl.sync` group that can complete (`cand`, lanes) joined by the lanes
/// waiting at the same `shfl` in the same place whose own membermask is
/// complete too: a converged warp executes them as one instruction, and a
/// lane may read any of them (the H100 vectors: lanes with one-lane masks
/// read each other's values). Ascending lanes.
fn shfl_partners(
    ths: &[Thread],
    waiting: &[usize],
    mut cand: Vec<usize>,
    present: u32,
) -> Vec<usize> {
    if cand.len() == waiting.len() {
        return cand;
    }
    let wait = |i: usize| ths[i].wait.as_ref().expect("waiting");
    let w0 = wait(cand[0]);
    let complete = |i: usize| {
        let w = wait(i);
        let have = waiting
            .iter()
            .filter(|&&k| {
                let x = wait(k);
                x.sync && x.op == w.op && x.mask == w.mask
            })
            .fold(0u32, |m, &k| m | (1 << k));
        w.mask & present & !have == 0
    };
    for &i in waiting {
        let w = wait(i);
        let same_place = cand.iter().any(|&k| wait(k).site == w.site);
        if !cand.contains(&i) && w.sync && w.op == w0.op && same_place && complete(i) {
            cand.push(i);
        }
    }
    cand.sort_unstable();
    cand
}
