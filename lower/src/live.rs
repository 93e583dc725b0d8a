//! Register liveness over a checked function body, at instruction
//! granularity: which registers may still be read after an instruction.
//!
//! Kernel lowerings use it at yield points (`bar.sync`, warp instructions):
//! a thread stopped there keeps only the registers live across the stop,
//! instead of every register of the function.

use ptxjit_frontend::ir::{Instr, Op};

/// A set of registers (bit `r` set: register `r`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegSet(Vec<u64>);

impl RegSet {
    /// The empty set of `n` registers.
    pub(crate) fn empty(n: usize) -> RegSet {
        RegSet(vec![0; n.div_ceil(64)])
    }

    /// The set of all `n` registers.
    pub(crate) fn full(n: usize) -> RegSet {
        let mut s = RegSet(vec![!0; n.div_ceil(64)]);
        if !n.is_multiple_of(64) {
            if let Some(last) = s.0.last_mut() {
                *last = (1 << (n % 64)) - 1;
            }
        }
        s
    }

    /// Adds register `r`.
    pub(crate) fn insert(&mut self, r: u32) {
        self.0[(r / 64) as usize] |= 1 << (r % 64);
    }

    /// Removes register `r`.
    pub(crate) fn remove(&mut self, r: u32) {
        self.0[(r / 64) as usize] &= !(1 << (r % 64));
    }

    /// `self &= other`; whether `self` changed.
    pub(crate) fn intersect(&mut self, other: &RegSet) -> bool {
        let mut changed = false;
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            let n = *a & b;
            changed |= n != *a;
            *a = n;
        }
        changed
    }

    /// `self &= !other`.
    pub(crate) fn subtract(&mut self, other: &RegSet) {
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            *a &= !b;
        }
    }

    /// The registers in the set, in increasing order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        self.0.iter().enumerate().flat_map(|(k, &w)| {
            (0..64u32)
                .filter(move |b| w & (1 << b) != 0)
                .map(move |b| k as u32 * 64 + b)
        })
    }

    /// Whether register `r` is in the set.
    pub fn contains(&self, r: u32) -> bool {
        self.0
            .get((r / 64) as usize)
            .is_some_and(|w| w & (1 << (r % 64)) != 0)
    }

    /// `self |= other`; whether `self` changed.
    pub(crate) fn union(&mut self, other: &RegSet) -> bool {
        let mut changed = false;
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            let n = *a | b;
            changed |= n != *a;
            *a = n;
        }
        changed
    }
}

/// The instructions control may reach right after instruction `i`.
pub(crate) fn successors(body: &[Instr], i: usize, out: &mut Vec<usize>) {
    out.clear();
    let ins = &body[i];
    let falls = match ins.op {
        Op::Bra { target } => {
            out.push(target as usize);
            ins.guard.is_some()
        }
        Op::Ret | Op::Exit => ins.guard.is_some(),
        _ => true,
    };
    if falls && i + 1 < body.len() {
        out.push(i + 1);
    }
}

/// For every instruction of `body` (a function with `nregs` registers), the
/// registers live after it: read on some path from its end before being
/// written by an unguarded instruction. A guarded write does not end a
/// register's life (when the guard fails, the old value stays).
pub fn live_out(body: &[Instr], nregs: usize) -> Vec<RegSet> {
    liveness(body, nregs).1
}

/// The registers live at the start (first) and at the end (second) of
/// every instruction of `body` (see [`live_out`]).
pub fn liveness(body: &[Instr], nregs: usize) -> (Vec<RegSet>, Vec<RegSet>) {
    let n = body.len();
    // Per instruction: registers read (the guard included) and registers
    // surely written.
    let uses: Vec<Vec<u32>> = body
        .iter()
        .map(|ins| {
            let mut u = ins.op.src_regs();
            u.extend(ins.guard.map(|(p, _)| p));
            u
        })
        .collect();
    let kills: Vec<Vec<u32>> = body
        .iter()
        .map(|ins| {
            if ins.guard.is_some() {
                Vec::new()
            } else {
                ins.op.dst_regs()
            }
        })
        .collect();
    let mut live_in = vec![RegSet::empty(nregs); n];
    let mut out = vec![RegSet::empty(nregs); n];
    let mut succ = Vec::new();
    let mut li = RegSet::empty(nregs);
    let mut changed = true;
    // Sets only grow, so each pass unions into them in place; reverse order
    // converges in a few passes on reducible code.
    while changed {
        changed = false;
        for i in (0..n).rev() {
            successors(body, i, &mut succ);
            for &s in &succ {
                out[i].union(&live_in[s]);
            }
            li.0.copy_from_slice(&out[i].0);
            for &r in &kills[i] {
                li.remove(r);
            }
            for &r in &uses[i] {
                li.insert(r);
            }
            changed |= live_in[i].union(&li);
        }
    }
    (live_in, out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(src: &str) -> (Vec<Instr>, usize, Vec<String>) {
        let ptx = format!(
            ".version 7.8\n.target sm_80\n.address_size 64\n.visible .entry k(.param .u64 p)\n{{\n.reg .b32 %r<8>;\n.reg .pred %q;\n.reg .b64 %rd<2>;\n{src}\nret;\n}}\n"
        );
        let prog =
            ptxjit_frontend::check(&ptxjit_frontend::parse(&ptx).expect("parse")).expect("check");
        let f = &prog.funcs[0];
        let names = f.regs.iter().map(|r| r.name.clone()).collect();
        (f.body.clone().expect("body"), f.regs.len(), names)
    }

    /// The set's register names, sorted.
    fn names(set: &RegSet, all: &[String]) -> Vec<String> {
        let mut v: Vec<String> = (0..all.len() as u32)
            .filter(|&r| set.contains(r))
            .map(|r| all[r as usize].clone())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn straight_line_and_overwrite() {
        // After the barrier: %r1 is read, %r2 is overwritten before any read,
        // %r3 is never read again.
        let (b, n, all) = body(
            "mov.u32 %r1, 1;\nmov.u32 %r2, 2;\nmov.u32 %r3, 3;\nbar.sync 0;\nmov.u32 %r2, %r1;\nadd.u32 %r4, %r2, %r1;\nld.param.u64 %rd1, [p];\nst.u32 [%rd1], %r4;",
        );
        let out = live_out(&b, n);
        assert_eq!(names(&out[3], &all), ["%r1"]);
    }

    #[test]
    fn loops_and_guards() {
        // A loop around the barrier keeps its counter and the accumulator;
        // a guarded write does not kill %r5 (read at the end).
        let (b, n, all) = body(
            "mov.u32 %r5, 7;\nmov.u32 %r1, 0;\nmov.u32 %r2, 0;\nL:\nbar.sync 0;\nadd.u32 %r2, %r2, %r1;\nadd.u32 %r1, %r1, 1;\nsetp.lt.u32 %q, %r1, 4;\n@%q mov.u32 %r5, %r2;\n@%q bra L;\nld.param.u64 %rd1, [p];\nst.u32 [%rd1], %r5;",
        );
        let out = live_out(&b, n);
        let bar = b
            .iter()
            .position(|i| matches!(i.op, Op::Barrier { .. }))
            .unwrap();
        assert_eq!(names(&out[bar], &all), ["%r1", "%r2", "%r5"]);
        // After the guarded mov: %q (the branch's guard), the loop's state.
        assert_eq!(names(&out[bar + 4], &all), ["%q", "%r1", "%r2", "%r5"]);
    }
}
