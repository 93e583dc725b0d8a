//! Warp instructions of host kernels: the block runner's side.
//!
//! A lane that reaches a warp instruction returns
//! [`ptxjit_lower::clif::kernel::STATUS_WARP`] with its operands in its
//! thread state. [`schedule`] decides which waiting lanes complete together
//! (the rules of `docs/semantics.md`, "Warps"; the interpreter implements them
//! separately in `runtime/src/interp/warps.rs`) and [`evaluate`] computes
//! their results. Written independently of the interpreter's
//! `runtime/src/sem/warp.rs`: the two are compared in the tests.

use ptxjit_frontend::ir::{Op, ReduxOp, ShflMode, VoteMode, WarpOp};

/// A waiting lane's instruction and operands.
#[derive(Clone, Copy, Debug)]
pub struct Waiting {
    /// Lane number.
    pub lane: u32,
    /// Index of the instruction in the entry's body.
    pub site: u32,
    /// The instruction.
    pub op: WarpOp,
    /// Its `.sync` form.
    pub sync: bool,
    /// membermask.
    pub mask: u32,
    /// Operands.
    pub a: u64,
    /// `shfl`'s b.
    pub b: u32,
    /// `shfl`'s c.
    pub c: u32,
}

/// The warp instruction of `body[site]`: `(op, sync)`.
pub fn warp_op(op: &Op) -> Option<(WarpOp, bool)> {
    match op {
        Op::Warp { op, sync, .. } => Some((*op, *sync)),
        _ => None,
    }
}

/// What the scheduler decided.
#[derive(Debug, PartialEq, Eq)]
pub enum Decision {
    /// These lanes (indices into the waiting list, ascending lanes)
    /// complete together.
    Complete(Vec<usize>),
    /// Waiting entry `i` executes a `.sync` instruction whose mask leaves
    /// its own lane out.
    NotInMask(usize),
    /// Nothing can go on: waiting entry `i` waits for the lanes `missing`.
    Deadlock(usize, u32),
}

/// Picks the group of `waiting` (ascending lanes) that completes next;
/// `present`: the lanes that have not finished.
pub fn schedule(waiting: &[Waiting], present: u32) -> Decision {
    if let Some(i) = waiting
        .iter()
        .position(|w| w.sync && (w.mask >> w.lane) & 1 == 0)
    {
        return Decision::NotInMask(i);
    }
    let mut order: Vec<usize> = (0..waiting.len()).collect();
    order.sort_by_key(|&i| (waiting[i].site, waiting[i].lane));
    let mut first_stuck = None;
    let mut k = 0;
    while k < order.len() {
        let lead = waiting[order[k]];
        let same_site = |w: &Waiting| w.site == lead.site;
        if !lead.sync {
            let g = (0..waiting.len())
                .filter(|&i| same_site(&waiting[i]))
                .collect();
            return Decision::Complete(g);
        }
        let g: Vec<usize> = (0..waiting.len())
            .filter(|&i| {
                let w = &waiting[i];
                w.sync && w.op == lead.op && w.mask == lead.mask
            })
            .collect();
        let arrived = g.iter().map(|&i| 1u32 << waiting[i].lane).sum::<u32>();
        let missing = lead.mask & present & !arrived;
        if missing == 0 {
            return Decision::Complete(with_shfl_partners(waiting, g, present));
        }
        first_stuck.get_or_insert((order[k], missing));
        while k < order.len() && waiting[order[k]].site == lead.site {
            k += 1;
        }
    }
    let (i, missing) = first_stuck.expect("at least one lane waits");
    Decision::Deadlock(i, missing)
}

/// A completing `shfl.sync` group `g` (indices into `waiting`) with the
/// lanes that execute the same `shfl` at the same place with another
/// membermask that is also complete: a converged warp runs them as one
/// instruction, and each lane reads any of them (on the H100, lanes with
/// one-lane masks read each other's values; `docs/semantics.md`).
fn with_shfl_partners(waiting: &[Waiting], mut g: Vec<usize>, present: u32) -> Vec<usize> {
    let lead = waiting[g[0]];
    // The usual case, a converged warp under one mask, has no one to add:
    // the runner completes every shuffle of a scan through here.
    if g.len() == waiting.len() || !matches!(lead.op, WarpOp::Shfl(_)) {
        return g;
    }
    let complete = |w: &Waiting| {
        let arrived: u32 = waiting
            .iter()
            .filter(|x| x.sync && x.op == w.op && x.mask == w.mask)
            .map(|x| 1u32 << x.lane)
            .sum();
        w.mask & present & !arrived == 0
    };
    let sites: Vec<u32> = g.iter().map(|&i| waiting[i].site).collect();
    for (i, w) in waiting.iter().enumerate() {
        if !g.contains(&i) && w.sync && w.op == lead.op && sites.contains(&w.site) && complete(w) {
            g.push(i);
        }
    }
    g.sort_by_key(|&i| waiting[i].lane);
    g
}

/// The results `(d, p)` of each of `lanes` (ascending lanes, all at the same
/// operation) completing it together.
pub fn evaluate(op: WarpOp, lanes: &[Waiting]) -> Vec<(u32, bool)> {
    let all_lanes: u32 = lanes.iter().map(|w| 1u32 << w.lane).sum();
    let value_of = |lane: u32| {
        lanes
            .iter()
            .find(|w| w.lane == lane)
            .map_or(0, |w| w.a as u32)
    };
    let each = |f: &dyn Fn(&Waiting) -> (u32, bool)| lanes.iter().map(f).collect();
    match op {
        WarpOp::Shfl(mode) => each(&|w| {
            let seg = (w.c >> 8) & 0x1f;
            let hi = (w.lane & seg) | (w.c & 0x1f & !seg);
            let off = w.b & 0x1f;
            // The source lane as a signed number (up may go below 0).
            let src: i64 = match mode {
                ShflMode::Up => i64::from(w.lane) - i64::from(off),
                ShflMode::Down => i64::from(w.lane) + i64::from(off),
                ShflMode::Bfly => i64::from(w.lane ^ off),
                ShflMode::Idx => i64::from((w.lane & seg) | (off & !seg)),
            };
            let ok = if mode == ShflMode::Up {
                src >= i64::from(hi)
            } else {
                src <= i64::from(hi)
            };
            let from = if ok { src as u32 } else { w.lane };
            (value_of(from), ok)
        }),
        WarpOp::Vote(mode) => {
            let yes: u32 = lanes
                .iter()
                .filter(|w| w.a & 1 == 1)
                .map(|w| 1u32 << w.lane)
                .sum();
            let r = match mode {
                VoteMode::All => (0, yes == all_lanes),
                VoteMode::Any => (0, yes != 0),
                VoteMode::Uni => (0, yes == 0 || yes == all_lanes),
                VoteMode::Ballot => (yes, false),
            };
            vec![r; lanes.len()]
        }
        WarpOp::Activemask => vec![(all_lanes, false); lanes.len()],
        WarpOp::Match { all, wide } => {
            let key = |w: &Waiting| if wide { w.a } else { w.a as u32 as u64 };
            let equal_to = |x: u64| -> u32 {
                lanes
                    .iter()
                    .filter(|w| key(w) == x)
                    .map(|w| 1u32 << w.lane)
                    .sum()
            };
            if all {
                let r = if equal_to(key(&lanes[0])) == all_lanes {
                    (all_lanes, true)
                } else {
                    (0, false)
                };
                vec![r; lanes.len()]
            } else {
                each(&|w| (equal_to(key(w)), false))
            }
        }
        WarpOp::Redux(r) => {
            let mut acc: Option<u32> = None;
            for w in lanes {
                let v = w.a as u32;
                acc = Some(match acc {
                    None => v,
                    Some(x) => match r {
                        ReduxOp::Add => x.wrapping_add(v),
                        ReduxOp::Min { signed: false } => x.min(v),
                        ReduxOp::Max { signed: false } => x.max(v),
                        ReduxOp::Min { signed: true } => (x as i32).min(v as i32) as u32,
                        ReduxOp::Max { signed: true } => (x as i32).max(v as i32) as u32,
                        ReduxOp::And => x & v,
                        ReduxOp::Or => x | v,
                        ReduxOp::Xor => x ^ v,
                    },
                });
            }
            vec![(acc.unwrap_or(0), false); lanes.len()]
        }
        WarpOp::Elect => {
            let leader = all_lanes.trailing_zeros();
            each(&|w| (leader, w.lane == leader))
        }
        WarpOp::Sync | WarpOp::Lockstep => vec![(0, false); lanes.len()],
    }
}
