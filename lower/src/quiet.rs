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
    use super::quiet_epochs;

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
