//! Warp collectives: shfl vote activemask match redux elect.
//!
//! Each function takes the lanes taking part (the participants `P`, in
//! ascending lane order, with their operands) and returns every
//! participant's results, in the same order. Which lanes take part is the
//! scheduler's business (`interp`); what they compute is here, transcribed
//! from the PTX ISA's pseudocode.

/// One participant's operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaneIn {
    /// `%laneid`
    pub lane: u32,
    /// The value (`shfl`, `match`, `redux`) or predicate (`vote`, 0 or 1).
    pub a: u64,
    /// `shfl`'s `b`.
    pub b: u32,
    /// `shfl`'s `c`.
    pub c: u32,
}

/// One participant's results: the value `d` and the predicate `p`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LaneOut {
    /// The 32-bit result (every collective's `d` is 32 bits, `match.b64`'s
    /// too).
    pub d: u32,
    /// The predicate result.
    pub p: bool,
}

/// The IR's own enum (`ptxjit_frontend::ir::ShflMode`): the oracle keeps its own
/// arithmetic, not its own copy of the instruction model.
pub use ptxjit_frontend::ir::ShflMode as Shfl;

/// The IR's own enum (`ptxjit_frontend::ir::VoteMode`): the oracle keeps its own
/// arithmetic, not its own copy of the instruction model.
pub use ptxjit_frontend::ir::VoteMode as Vote;

/// `redux.sync` operations: the IR's [`ReduxOp`].
pub use ptxjit_frontend::ir::ReduxOp;

/// The participants as a lane mask.
pub fn members(p: &[LaneIn]) -> u32 {
    p.iter().fold(0, |m, l| m | (1 << l.lane))
}

/// `shfl.mode.b32 d|p, a, b, c` for every participant.
///
/// PTX ISA: `bval = b[4:0]`, `cval = c[4:0]`, `segmask = c[12:8]`,
/// `maxLane = (lane & segmask) | (cval & ~segmask)`, `minLane = lane &
/// segmask`; up: `j = lane - bval, pval = j >= maxLane`; down: `j = lane +
/// bval, pval = j <= maxLane`; bfly: `j = lane ^ bval, pval = j <=
/// maxLane`; idx: `j = minLane | (bval & ~segmask), pval = j <= maxLane`;
/// `if !pval then j = lane`; `d = a` of lane `j`, `p = pval`.
///
/// Reading lane `j` when `j` does not take part is undefined in PTX
/// ("unpredictable"); ptxjit gives 0 there (`docs/semantics.md`).
pub fn shfl(mode: Shfl, p: &[LaneIn]) -> Vec<LaneOut> {
    let source = |j: i32| -> u32 {
        p.iter()
            .find(|l| l.lane as i32 == j)
            .map_or(0, |l| l.a as u32)
    };
    p.iter()
        .map(|l| {
            let lane = l.lane as i32;
            let bval = (l.b & 31) as i32;
            let cval = (l.c & 31) as i32;
            let segmask = ((l.c >> 8) & 31) as i32;
            let max_lane = (lane & segmask) | (cval & !segmask);
            let min_lane = lane & segmask;
            let (mut j, pval) = match mode {
                Shfl::Up => {
                    let j = lane - bval;
                    (j, j >= max_lane)
                }
                Shfl::Down => {
                    let j = lane + bval;
                    (j, j <= max_lane)
                }
                Shfl::Bfly => {
                    let j = lane ^ bval;
                    (j, j <= max_lane)
                }
                Shfl::Idx => {
                    let j = min_lane | (bval & !segmask);
                    (j, j <= max_lane)
                }
            };
            if !pval {
                j = lane;
            }
            LaneOut {
                d: source(j),
                p: pval,
            }
        })
        .collect()
}

/// `vote.mode`: `.all` (every participant's predicate is true), `.any` (some
/// is), `.uni` (all equal), each into `p`; `.ballot` into `d` (bit `lane` set
/// where that participant's predicate is true).
pub fn vote(mode: Vote, p: &[LaneIn]) -> Vec<LaneOut> {
    let ballot = p
        .iter()
        .filter(|l| l.a != 0)
        .fold(0u32, |m, l| m | (1 << l.lane));
    let all = ballot == members(p);
    let any = ballot != 0;
    let out = match mode {
        Vote::All => LaneOut { d: 0, p: all },
        Vote::Any => LaneOut { d: 0, p: any },
        Vote::Uni => LaneOut {
            d: 0,
            p: all || !any,
        },
        Vote::Ballot => LaneOut {
            d: ballot,
            p: false,
        },
    };
    vec![out; p.len()]
}

/// `activemask.b32 d`: the participants.
pub fn activemask(p: &[LaneIn]) -> Vec<LaneOut> {
    vec![
        LaneOut {
            d: members(p),
            p: false
        };
        p.len()
    ]
}

/// `match.any`: `d` = the participants whose `a` equals this lane's;
/// `match.all`: when every participant's `a` is the same, `d` = the
/// participants and `p` = true, otherwise `d` = 0 and `p` = false. `wide`:
/// `.b64` values (otherwise the low 32 bits).
pub fn match_sync(all: bool, wide: bool, p: &[LaneIn]) -> Vec<LaneOut> {
    let val = |l: &LaneIn| if wide { l.a } else { l.a & 0xffff_ffff };
    if all {
        let same = p.iter().all(|l| val(l) == val(&p[0]));
        let out = if same {
            LaneOut {
                d: members(p),
                p: true,
            }
        } else {
            LaneOut { d: 0, p: false }
        };
        return vec![out; p.len()];
    }
    p.iter()
        .map(|me| LaneOut {
            d: p.iter()
                .filter(|l| val(l) == val(me))
                .fold(0, |m, l| m | (1 << l.lane)),
            p: false,
        })
        .collect()
}

/// `redux.sync.op d, a`: `op` over the participants' 32-bit `a` (`.add`
/// keeps the low 32 bits).
pub fn redux(op: ReduxOp, p: &[LaneIn]) -> Vec<LaneOut> {
    let vals = p.iter().map(|l| l.a as u32);
    let d = match op {
        ReduxOp::Add => vals.fold(0u32, u32::wrapping_add),
        ReduxOp::Min { signed: false } => vals.min().unwrap_or(0),
        ReduxOp::Max { signed: false } => vals.max().unwrap_or(0),
        ReduxOp::Min { signed: true } => vals.map(|v| v as i32).min().unwrap_or(0) as u32,
        ReduxOp::Max { signed: true } => vals.map(|v| v as i32).max().unwrap_or(0) as u32,
        ReduxOp::And => vals.fold(u32::MAX, |x, v| x & v),
        ReduxOp::Or => vals.fold(0, |x, v| x | v),
        ReduxOp::Xor => vals.fold(0, |x, v| x ^ v),
    };
    vec![LaneOut { d, p: false }; p.len()]
}

/// `elect.sync d|p`: `d` = the lowest participating lane, `p` = whether this
/// lane is it.
pub fn elect(p: &[LaneIn]) -> Vec<LaneOut> {
    let leader = p.iter().map(|l| l.lane).min().unwrap_or(0);
    p.iter()
        .map(|l| LaneOut {
            d: leader,
            p: l.lane == leader,
        })
        .collect()
}

/// The IR's own enum (`ptxjit_frontend::ir::BarRedOp`): the oracle keeps its own
/// arithmetic, not its own copy of the instruction model.
pub use ptxjit_frontend::ir::BarRedOp as BarRed;

/// `bar.red.op d, a, c`: the result every thread at the barrier gets, from
/// the predicates `c` of the threads that arrived (PTX ISA: "the number of
/// threads for which c is True" / "true if c is True for all threads" /
/// "... for any thread"; threads that exited do not take part, as the H100
/// vectors show).
pub fn bar_red(op: BarRed, c: &[bool]) -> u32 {
    match op {
        BarRed::Popc => c.iter().filter(|&&x| x).count() as u32,
        BarRed::And => u32::from(c.iter().all(|&x| x)),
        BarRed::Or => u32::from(c.iter().any(|&x| x)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn warp(n: u32, b: u32, c: u32) -> Vec<LaneIn> {
        (0..n)
            .map(|lane| LaneIn {
                lane,
                a: u64::from(100 + lane),
                b,
                c,
            })
            .collect()
    }

    #[test]
    fn shfl_modes_on_a_full_warp() {
        // up 1, clamp 0: lane 0 keeps its own value (p false), lane k reads k-1.
        let up = shfl(Shfl::Up, &warp(32, 1, 0));
        assert_eq!((up[0].d, up[0].p), (100, false));
        assert_eq!((up[5].d, up[5].p), (104, true));
        // down 3, clamp 31: lane 28 reads 31, lane 29 keeps its own.
        let down = shfl(Shfl::Down, &warp(32, 3, 31));
        assert_eq!((down[28].d, down[28].p), (131, true));
        assert_eq!((down[29].d, down[29].p), (129, false));
        // bfly 1: pairs swap.
        let x = shfl(Shfl::Bfly, &warp(32, 1, 31));
        assert_eq!((x[6].d, x[7].d), (107, 106));
        // idx with width 8 (c = ((32-8)<<8) | 31): lane 13 reads lane 8+2.
        let idx = shfl(Shfl::Idx, &warp(32, 2, (24 << 8) | 31));
        assert_eq!((idx[13].d, idx[13].p), (110, true));
        // down 4 with width 8 (c = (24<<8)|7): lane 5 would read 9 > max 7.
        let seg = shfl(Shfl::Down, &warp(32, 4, (24 << 8) | 7));
        assert_eq!((seg[5].d, seg[5].p), (105, false));
        assert_eq!((seg[3].d, seg[3].p), (107, true));
    }

    #[test]
    fn absent_source_lanes_read_zero() {
        // Lanes 0..4 take part; lane 3 reads lane 4 (in range, absent).
        let d = shfl(Shfl::Down, &warp(4, 1, 31));
        assert_eq!((d[3].d, d[3].p), (0, true));
    }

    #[test]
    fn votes_matches_reductions() {
        let mut p = warp(4, 0, 0);
        for (i, l) in p.iter_mut().enumerate() {
            l.a = u64::from(i % 2 == 0);
        }
        assert_eq!(vote(Vote::Ballot, &p)[0].d, 0b0101);
        assert!(!vote(Vote::All, &p)[0].p);
        assert!(vote(Vote::Any, &p)[0].p);
        assert!(!vote(Vote::Uni, &p)[0].p);
        let m = match_sync(false, false, &p);
        assert_eq!((m[0].d, m[1].d), (0b0101, 0b1010));
        assert_eq!(match_sync(true, false, &p)[2], LaneOut { d: 0, p: false });
        let q = warp(3, 0, 0);
        assert_eq!(redux(ReduxOp::Add, &q)[1].d, 303);
        assert_eq!(redux(ReduxOp::Xor, &q)[0].d, 100 ^ 101 ^ 102);
        let neg = [
            LaneIn {
                lane: 2,
                a: u64::from(-5i32 as u32),
                b: 0,
                c: 0,
            },
            LaneIn {
                lane: 9,
                a: 3,
                b: 0,
                c: 0,
            },
        ];
        assert_eq!(
            redux(ReduxOp::Min { signed: true }, &neg)[0].d,
            -5i32 as u32
        );
        assert_eq!(redux(ReduxOp::Min { signed: false }, &neg)[0].d, 3);
        let e = elect(&neg);
        assert_eq!(
            (e[0], e[1]),
            (LaneOut { d: 2, p: true }, LaneOut { d: 2, p: false })
        );
        assert_eq!(activemask(&neg)[1].d, (1 << 2) | (1 << 9));
    }
}
