//! Quiet epochs of warp-synchronous kernels: where a warp's lockstep
//! points (`.volatile` accesses, [`WarpOp::Lockstep`]) change nothing.
//!
//! A lockstep point makes the converged lanes of a warp perform a
//! `.volatile` access together, so that what one lane stores the others
//! read at their next one. Between two barrier releases (an epoch), a
//! lane runs only the instructions reachable from the barrier it was
//! released at, without crossing another barrier. When no lane of a warp
//! can write memory that other lanes see (a store, atomic or `cp.async`
//! outside `.local`/`.param`, or a call) in that epoch, every load of the
//! epoch reads the same bytes whatever the order of its lanes, so its
//! lockstep points can be passed without stopping. The block runner knows
//! where each lane was released; this module says which releases are
//! quiet. Only for kernels whose warp instructions are lockstep points
//! (with `shfl`, `vote` and the like, lanes of a warp can be in different
//! epochs).

use ptxjit_frontend::ast::Space;
use ptxjit_frontend::ir::{Instr, Op, WarpOp};

use crate::live::successors;

/// Where a warp's epoch is quiet: `start` (the epoch from the kernel's
/// start) and the `bar.sync` instructions (indices into `body`) whose
/// release starts a quiet epoch. `None` when the kernel has no lockstep
/// point or has other warp instructions.
pub fn quiet_epochs(body: &[Instr]) -> Option<(bool, Vec<u32>)> {
    let mut lockstep = false;
    for ins in body {
        if let Op::Warp { op, .. } = &ins.op {
            if *op != WarpOp::Lockstep {
                return None;
            }
            lockstep = true;
        }
    }
    if !lockstep {
        return None;
    }
    let quiet_from = |first: usize| {
        let mut seen = vec![false; body.len()];
        let mut work = vec![first];
        let mut succ = Vec::new();
        while let Some(i) = work.pop() {
            if i >= body.len() || seen[i] {
                continue;
            }
            seen[i] = true;
            if writes_shared_memory(&body[i].op) {
                return false;
            }
            if matches!(body[i].op, Op::Barrier { .. }) {
                continue;
            }
            successors(body, i, &mut succ);
            work.extend_from_slice(&succ);
        }
        true
    };
    let sites = (0..body.len())
        .filter(|&i| matches!(body[i].op, Op::Barrier { .. }) && quiet_from(i + 1))
        .map(|i| i as u32)
        .collect();
    Some((quiet_from(0), sites))
}

/// Where a warp's epoch starts with a lockstep point it may pass: `start`
/// (the epoch from the kernel's start) and the `bar.sync` instructions
/// whose release starts one. From there, every path meets one lockstep
/// point first (the same one), or a barrier, or the end, and computes
/// only on the way (no memory access, call or warp instruction). A
/// warp whose lanes were all released at one such barrier (or all start)
/// may pass that point without stopping: its lanes reach it with nothing
/// done that another lane could see, so performing the access lane by
/// lane and going on is what completing it together and then going on
/// lane by lane does. Only the first: a lane that passes clears its mark
/// ([`crate::clif::kernel::Th::quiet`], bit 1).
pub fn first_points(body: &[Instr]) -> (bool, Vec<u32>) {
    let first_from = |from: usize| {
        let mut seen = vec![false; body.len()];
        let mut work = vec![from];
        let mut succ = Vec::new();
        let mut point: Option<usize> = None;
        while let Some(i) = work.pop() {
            if i >= body.len() || seen[i] {
                continue;
            }
            seen[i] = true;
            let ins = &body[i];
            match &ins.op {
                Op::Barrier { .. } => continue,
                Op::Warp {
                    op: WarpOp::Lockstep,
                    ..
                } => {
                    if point.is_some_and(|p| p != i) {
                        return false;
                    }
                    point = Some(i);
                    if ins.guard.is_none() {
                        continue;
                    }
                    // A lane whose guard fails goes on past it.
                }
                op if computes_only(op) => {}
                _ => return false,
            }
            successors(body, i, &mut succ);
            work.extend_from_slice(&succ);
        }
        point.is_some()
    };
    let sites = (0..body.len())
        .filter(|&i| matches!(body[i].op, Op::Barrier { .. }) && first_from(i + 1))
        .map(|i| i as u32)
        .collect();
    (first_from(0), sites)
}

/// Whether `op` only computes registers (or branches, or ends the thread):
/// nothing another lane could see or that could stop it.
fn computes_only(op: &Op) -> bool {
    match op {
        ptxjit_frontend::int_ops!()
        | ptxjit_frontend::logic_ops!()
        | ptxjit_frontend::video_ops!()
        | Op::Bra { .. }
        | Op::Ret
        | Op::Exit
        | Op::Nop => true,
        Op::Ld { .. }
        | Op::St { .. }
        | Op::Atom { .. }
        | Op::CpAsync { .. }
        | Op::Call { .. }
        | Op::Barrier { .. }
        | Op::Trap { .. }
        | Op::Warp { .. }
        | Op::Nanosleep { .. }
        | Op::Unsupported { .. } => false,
    }
}

/// Whether `op` may write memory that other threads see (or calls code
/// that may).
fn writes_shared_memory(op: &Op) -> bool {
    let private = |s: &Space| matches!(s, Space::Local | Space::Param);
    match op {
        Op::St { space, .. } | Op::Atom { space, .. } => !private(space),
        Op::CpAsync { .. } | Op::Call { .. } => true,
        // Loads, arithmetic, control flow, barriers and lockstep points
        // write no memory.
        Op::Ld { .. }
        | ptxjit_frontend::int_ops!()
        | ptxjit_frontend::logic_ops!()
        | ptxjit_frontend::video_ops!()
        | Op::Bra { .. }
        | Op::Ret
        | Op::Exit
        | Op::Barrier { .. }
        | Op::Nop
        | Op::Trap { .. }
        | Op::Warp { .. }
        | Op::Nanosleep { .. }
        | Op::Unsupported { .. } => false,
    }
}

#[cfg(test)]
mod tests {
    use super::{first_points, quiet_epochs};

    fn firsts(body: &str) -> (bool, Vec<u32>) {
        let src = format!(".version 8.0\n.target sm_80\n.address_size 64\n{body}");
        let ast = ptxjit_frontend::parse(&src).expect("parse");
        let prog = ptxjit_frontend::check(&ast).expect("check");
        first_points(prog.funcs[0].body.as_deref().unwrap())
    }

    #[test]
    fn an_epoch_that_computes_then_meets_one_lockstep_point_starts_with_it() {
        // 0 mov, 1 lockstep, 2 st.volatile, 3 bar.sync, 4 add, 5 lockstep,
        // 6 st.volatile, 7 bar.sync, 8 ld.shared, 9 lockstep, 10
        // st.volatile, 11 ret: from the start and from 3 the first point
        // comes after computing only; from 7 a plain load comes first.
        let got = firsts(
            ".visible .entry k() {
                .shared .align 4 .b32 s;
                .reg .b32 %r<3>;
                mov.u32 %r1, 1;
                st.volatile.shared.u32 [s], %r1;
                bar.sync 0;
                add.u32 %r1, %r1, 1;
                st.volatile.shared.u32 [s], %r1;
                bar.sync 0;
                ld.shared.u32 %r2, [s];
                st.volatile.shared.u32 [s], %r2;
                ret;
            }",
        );
        assert_eq!(got, (true, vec![3]));
    }

    #[test]
    fn two_first_points_on_two_paths_are_none() {
        // After the barrier (2) a branch leads to one of two volatile
        // stores: lanes of a warp could stop at either.
        let got = firsts(
            ".visible .entry k() {
                .shared .align 4 .b32 s;
                .reg .b32 %r<3>; .reg .pred %p;
                mov.u32 %r1, %tid.x;
                setp.eq.u32 %p, %r1, 0;
                bar.sync 0;
                @%p bra A;
                st.volatile.shared.u32 [s], 1;
                ret;
            A:
                st.volatile.shared.u32 [s], 2;
                ret;
            }",
        );
        assert_eq!(got, (false, vec![]));
    }

    fn epochs(body: &str) -> Option<(bool, Vec<u32>)> {
        let src = format!(".version 8.0\n.target sm_80\n.address_size 64\n{body}");
        let ast = ptxjit_frontend::parse(&src).expect("parse");
        let prog = ptxjit_frontend::check(&ast).expect("check");
        quiet_epochs(prog.funcs[0].body.as_deref().unwrap())
    }

    #[test]
    fn loads_only_between_barriers_are_quiet() {
        // Instructions (the checker puts a lockstep point before each
        // .volatile access): 0 lockstep, 1 st.volatile, 2 bar.sync,
        // 3 lockstep, 4 ld.volatile, 5 bar.sync, 6 lockstep, 7 ld.volatile,
        // 8 st.global, 9 ret. From the start: a store (loud); after 2:
        // a load only (quiet); after 5: a global store (loud).
        let got = epochs(
            ".visible .entry k(.param .u64 p) {
                .shared .align 4 .b32 s;
                .reg .b32 %r<3>; .reg .b64 %rd;
                st.volatile.shared.u32 [s], 1;
                bar.sync 0;
                ld.volatile.shared.u32 %r1, [s];
                bar.sync 0;
                ld.volatile.shared.u32 %r2, [s];
                st.global.u32 [%rd], %r2;
                ret;
            }",
        );
        assert_eq!(got, Some((false, vec![2])));
    }

    #[test]
    fn only_kernels_whose_warp_instructions_are_lockstep_points() {
        let vote = ".visible .entry k() {
                .shared .align 4 .b32 s;
                .reg .b32 %r<3>; .reg .pred %q;
                ld.volatile.shared.u32 %r1, [s];
                setp.eq.u32 %q, %r1, 0;
                vote.sync.ballot.b32 %r2, %q, 0xffffffff;
                ret;
            }";
        assert_eq!(epochs(vote), None);
        let plain = ".visible .entry k() {
                .reg .b32 %r;
                bar.sync 0;
                ret;
            }";
        assert_eq!(epochs(plain), None);
    }
}
