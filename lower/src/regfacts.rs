//! Register facts of a function body, for the lowerings: registers that
//! hold one constant wherever they are read ([`constant_registers`], a
//! must-analysis), and upper bounds of plain loop counters
//! ([`counter_bounds`]). The host backend reads addresses through them, so
//! fixed places and counted loops over arrays are proven at compile time.

use std::collections::HashMap;

use ptxjit_frontend::ir::{Dst, Instr, Op, RegId, Src};

/// The registers of `body` that [`Fx::read`] takes as constants (see
/// `Fx::const_regs`), each as `(base, addend, index of its write)`: the
/// register's value is `base + addend` at its width. A register qualifies
/// when it is written exactly once, by an unguarded instruction of its
/// width that is
///
/// * a `mov` of an immediate, a variable's address or another such
///   register, or
/// * an `add`/`sub` (no carry, no `.sat`) of such a source and an
///   immediate (`add.u64 %rd2, %SPL, 64`: a place in the local depot),
///
/// and that write reaches every instruction that reads the register on
/// every path from the function's start (a forward must-analysis over the
/// instructions: "definitely written"). Its only write having happened,
/// a read anywhere sees that value, whatever the loops and branches.
pub fn constant_registers(
    body: &[Instr],
    writes: &HashMap<RegId, Vec<usize>>,
    bits: &dyn Fn(RegId) -> u32,
) -> HashMap<RegId, (Src, u64, usize)> {
    let once = |r: RegId| writes.get(&r).is_some_and(|w| w.len() == 1) && bits(r) >= 8;
    // The candidates: (register, base, addend, index).
    let mut cands: Vec<(RegId, Src, u64, usize)> = Vec::new();
    for (i, ins) in body.iter().enumerate() {
        if ins.guard.is_some() {
            continue;
        }
        let operand = |s: Src| matches!(s, Src::Imm(_) | Src::VarAddr(_) | Src::Reg(_));
        match ins.op {
            Op::Mov {
                ty,
                d: Dst::Reg(r),
                a,
            } if operand(a) && once(r) && ty.bits() == bits(r) => cands.push((r, a, 0, i)),
            Op::AddSub {
                sub,
                ty,
                sat: false,
                carry,
                d: Dst::Reg(r),
                a,
                b: Src::Imm(k),
            } if !carry.any() && operand(a) && once(r) && ty.bits() == bits(r) => {
                cands.push((r, a, if sub { k.wrapping_neg() } else { k }, i));
            }
            Op::AddSub {
                sub: false,
                ty,
                sat: false,
                carry,
                d: Dst::Reg(r),
                a: Src::Imm(k),
                b,
            } if !carry.any() && operand(b) && once(r) && ty.bits() == bits(r) => {
                cands.push((r, b, k, i));
            }
            // Anything else is not a candidate write.
            _ => {}
        }
    }
    if cands.is_empty() {
        return HashMap::new();
    }
    // Definitely written before each instruction, over the candidates'
    // dense indices (`IN`); an instruction adds its own candidate write.
    let index: HashMap<RegId, usize> = cands.iter().enumerate().map(|(k, c)| (c.0, k)).collect();
    let def_at: HashMap<usize, usize> = cands.iter().enumerate().map(|(k, c)| (c.3, k)).collect();
    let n = body.len();
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut succ = Vec::new();
    for i in 0..n {
        crate::live::successors(body, i, &mut succ);
        for &t in &succ {
            if t < n {
                preds[t].push(i);
            }
        }
    }
    let full = crate::live::RegSet::full(cands.len());
    let mut inn: Vec<crate::live::RegSet> = vec![full.clone(); n];
    if n > 0 {
        inn[0] = crate::live::RegSet::empty(cands.len());
    }
    let out_of = |inn: &[crate::live::RegSet], i: usize| {
        let mut o = inn[i].clone();
        if let Some(&k) = def_at.get(&i) {
            o.insert(k as u32);
        }
        o
    };
    let mut changed = true;
    while changed {
        changed = false;
        for i in 1..n {
            let mut x = full.clone();
            if preds[i].is_empty() {
                // Unreachable: nothing is known to have run.
                x = crate::live::RegSet::empty(cands.len());
            }
            for &p in &preds[i] {
                x.intersect(&out_of(&inn, p));
            }
            if x != inn[i] {
                inn[i] = x;
                changed = true;
            }
        }
    }
    // (Instruction 0 is reached from the start, with nothing written: its
    // set stays empty whatever its other predecessors.)
    let mut valid = vec![true; cands.len()];
    let reads_ok = |valid: &[bool], i: usize, r: RegId| {
        index
            .get(&r)
            .is_some_and(|&k| valid[k] && inn[i].contains(k as u32))
    };
    loop {
        let mut dropped = false;
        // A candidate's own source must be a constant where it is written.
        for (k, c) in cands.iter().enumerate() {
            if valid[k] {
                if let Src::Reg(q) = c.1 {
                    if !reads_ok(&valid, c.3, q) {
                        valid[k] = false;
                        dropped = true;
                    }
                }
            }
        }
        // Every read must come after the write on every path.
        for (i, ins) in body.iter().enumerate() {
            for r in ins.op.src_regs() {
                if let Some(&k) = index.get(&r) {
                    if valid[k] && !inn[i].contains(k as u32) {
                        valid[k] = false;
                        dropped = true;
                    }
                }
            }
        }
        if !dropped {
            break;
        }
    }
    cands
        .into_iter()
        .enumerate()
        .filter(|(k, _)| valid[*k])
        .map(|(_, (r, base, add, i))| (r, (base, add, i)))
        .collect()
}

/// Where each register of `body` is written (instruction indices), for
/// [`constant_registers`] and [`counter_bounds`].
pub fn write_sites(body: &[Instr]) -> HashMap<RegId, Vec<usize>> {
    let mut writes: HashMap<RegId, Vec<usize>> = HashMap::new();
    for (i, ins) in body.iter().enumerate() {
        for r in ins.op.dst_regs() {
            writes.entry(r).or_default().push(i);
        }
    }
    writes
}

/// Upper bounds of loop counters, valid wherever the register is read:
/// `r` written exactly twice, both unguarded and at its width, by
///
/// * `W0`: `mov r, c0` (an immediate), in the straight line just before
///   the loop's head `L` (no label between them), and
/// * `W1`: `add r, r, s` (an immediate `s > 0`, no carry, no `.sat`) in the
///   loop `L..=B`, whose back edge `B` is `@p bra L`, `p` written once by
///   `setp.lt p, r, N` (or `setp.ne` with `s == 1` and `c0 < N`; `N` an
///   immediate) after `W1` in `B`'s straight line,
///
/// where nothing outside the loop branches into it, no other branch goes
/// back to `L`, and the branches inside it go forward. Then `r` is `c0`
/// when the loop is entered, below `N` when the back edge is taken, so
/// at most `max(c0, N - 1) + s` anywhere (0, the unwritten value,
/// included). The addresses of byte loops over arrays (`a + i`, `i <
/// 424`) are then proven inside the array at compile time.
pub fn counter_bounds(
    body: &[Instr],
    writes: &HashMap<RegId, Vec<usize>>,
    bits: &dyn Fn(RegId) -> u32,
) -> HashMap<RegId, u128> {
    use ptxjit_frontend::ir::Cmp;
    let mut label = vec![false; body.len() + 1];
    for ins in body {
        if let Op::Bra { target } = ins.op {
            if let Some(l) = label.get_mut(target as usize) {
                *l = true;
            }
        }
    }
    let mut out = HashMap::new();
    for (b, ins) in body.iter().enumerate() {
        let (Op::Bra { target }, Some((p, false))) = (&ins.op, ins.guard) else {
            continue;
        };
        let l = *target as usize;
        if l > b {
            continue;
        }
        // p: written once, by a setp of r against an immediate, in B's
        // straight line.
        let Some(&[sp]) = writes.get(&p).map(Vec::as_slice) else {
            continue;
        };
        if sp >= b || sp < l || (sp + 1..=b).any(|i| label[i]) || body[sp].guard.is_some() {
            continue;
        }
        let Op::Setp {
            cmp,
            ty,
            comb: None,
            p: Dst::Reg(_),
            q: None,
            a: Src::Reg(r),
            b: Src::Imm(n),
        } = body[sp].op
        else {
            continue;
        };
        let w = bits(r);
        if !(8..=64).contains(&w) || ty.bits() != w {
            continue;
        }
        let Some(ws) = writes.get(&r) else { continue };
        let [w0, w1] = ws[..] else { continue };
        // W0 before L in its straight line; W1 in the loop before the setp.
        if !(w0 < l && (w0 + 1..=l.saturating_sub(1)).all(|i| !label[i]) && l <= w1 && w1 < sp) {
            continue;
        }
        if body[w0].guard.is_some() || body[w1].guard.is_some() {
            continue;
        }
        let Op::Mov {
            ty: t0,
            d: Dst::Reg(_),
            a: Src::Imm(c0),
        } = body[w0].op
        else {
            continue;
        };
        let step = match body[w1].op {
            Op::AddSub {
                sub: false,
                ty: t1,
                sat: false,
                carry,
                d: Dst::Reg(_),
                a: Src::Reg(x),
                b: Src::Imm(k),
            }
            | Op::AddSub {
                sub: false,
                ty: t1,
                sat: false,
                carry,
                d: Dst::Reg(_),
                a: Src::Imm(k),
                b: Src::Reg(x),
            } if x == r && !carry.any() && t1.bits() == w && k > 0 && k < (1 << 32) => k,
            // Any other second write: not a counter.
            _ => continue,
        };
        if t0.bits() != w {
            continue;
        }
        let half = 1u128 << (w - 1);
        let (c0, n) = (u128::from(c0), u128::from(n));
        let ok_cmp = match cmp {
            Cmp::Lo => true,
            Cmp::Lt if !ty.is_signed() => true,
            // Signed: every value stays in [0, 2^(w-1)), where it is the
            // unsigned one.
            Cmp::Lt => c0 < half && n <= half,
            Cmp::Ne => step == 1 && c0 < n,
            // Other comparisons: no bound.
            _ => false,
        };
        if !ok_cmp || n == 0 {
            continue;
        }
        let bound = c0.max(n - 1) + u128::from(step);
        if bound >= 1u128 << w || (matches!(cmp, Cmp::Lt) && ty.is_signed() && bound >= half) {
            continue;
        }
        // The loop: entered only at L by falling into it; L is the target
        // of no other branch; branches inside go forward.
        let mut sound = true;
        for (i, x) in body.iter().enumerate() {
            if let Op::Bra { target } = x.op {
                let t = target as usize;
                let inside = (l..=b).contains(&i);
                if i == b {
                    continue;
                }
                if (!inside && t > l && t <= b) || (t == l) || (inside && t <= i) {
                    sound = false;
                    break;
                }
            }
        }
        if sound {
            out.insert(r, bound);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{constant_registers, counter_bounds, write_sites};

    /// The loop counters `counter_bounds` bounds in the first function of
    /// `body`, with their bounds, sorted by name.
    fn bounded(body: &str) -> Vec<(String, u128)> {
        let src = format!(".version 8.0\n.target sm_80\n.address_size 64\n{body}");
        let ast = ptxjit_frontend::parse(&src).expect("parse");
        let prog = ptxjit_frontend::check(&ast).expect("check");
        let f = &prog.funcs[0];
        let bits = |r: u32| f.regs[r as usize].ty.bits();
        let body = f.body.as_deref().unwrap();
        let mut v: Vec<(String, u128)> = counter_bounds(body, &write_sites(body), &bits)
            .into_iter()
            .map(|(r, b)| (f.regs[r as usize].name.clone(), b))
            .collect();
        v.sort();
        v
    }

    #[test]
    fn loop_counters_are_bounded_only_in_plain_loops() {
        // %rd1: 0, 1, ... while below 424 (NVVM's byte loop): at most 424.
        // %r1: 5, 7, ... while below 20 (signed): at most 19 + 2 = 21.
        // %r2: counts to 64 with setp.ne: at most 64.
        // %r3: a second back edge (to L3 from the middle) skips the check.
        // %r4: entered in the middle by a branch from outside.
        let got = bounded(
            ".visible .entry k(.param .u64 p) {
                .reg .pred %q<8>;
                .reg .b32 %r<8>;
                .reg .b64 %rd<4>;
                ld.param.u64 %rd2, [p];
                mov.u64 %rd1, 0;
            L1:
                add.s64 %rd1, %rd1, 1;
                setp.lt.u64 %q1, %rd1, 424;
                @%q1 bra L1;
                mov.u32 %r1, 5;
            L2:
                add.s32 %r1, %r1, 2;
                setp.lt.s32 %q2, %r1, 20;
                @%q2 bra L2;
                mov.u32 %r2, 0;
            L4:
                add.s32 %r2, %r2, 1;
                setp.ne.s32 %q3, %r2, 64;
                @%q3 bra L4;
                mov.u32 %r3, 0;
            L3:
                add.s32 %r3, %r3, 1;
                setp.eq.u64 %q4, %rd2, 7;
                @%q4 bra L3;
                setp.lt.u32 %q5, %r3, 10;
                @%q5 bra L3;
                setp.eq.u64 %q6, %rd2, 9;
                mov.u32 %r4, 0;
                @%q6 bra IN;
            L5:
                add.s32 %r4, %r4, 1;
            IN:
                setp.lt.u32 %q7, %r4, 10;
                @%q7 bra L5;
                ret;
            }",
        );
        assert_eq!(
            got,
            [
                ("%r1".to_string(), 21),
                ("%r2".to_string(), 64),
                ("%rd1".to_string(), 424)
            ]
        );
    }

    /// The names of the registers `constant_registers` finds in the first
    /// function of `body` (after a PTX header), sorted.
    fn found(body: &str) -> Vec<String> {
        let src = format!(".version 8.0\n.target sm_80\n.address_size 64\n{body}");
        let ast = ptxjit_frontend::parse(&src).expect("parse");
        let prog = ptxjit_frontend::check(&ast).expect("check");
        let f = &prog.funcs[0];
        let bits = |r: u32| f.regs[r as usize].ty.bits();
        let body = f.body.as_deref().unwrap();
        let mut v: Vec<String> = constant_registers(body, &write_sites(body), &bits)
            .keys()
            .map(|&r| f.regs[r as usize].name.clone())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn writes_that_reach_every_read_on_every_path() {
        // %rd2 (depot + 8) is written after a branch but before the join
        // of every path that reads it; %rd3 is written on one arm only
        // and read after the join (its value there depends on the path);
        // %r1 is written once inside the loop and read at the loop head
        // before that write on the first trip; %r2 is written twice; %r3
        // under a guard; %rd4 from a register that is no constant; %rd5
        // from %rd2 (a constant of a constant).
        let got = found(
            ".visible .entry k(.param .u64 p) {
                .local .align 8 .b8 depot[32];
                .reg .pred %q<3>;
                .reg .b32 %r<6>;
                .reg .b64 %rd<8>;
                mov.u64 %rd1, depot;
                ld.param.u64 %rd6, [p];
                setp.eq.u64 %q1, %rd6, 0;
                @%q1 bra DONE;
                add.s64 %rd2, %rd1, 8;
                @%q1 bra SKIP;
                add.s64 %rd3, %rd1, 16;
            SKIP:
                ld.local.u64 %rd7, [%rd3];
                mov.u32 %r2, 1;
                mov.u32 %r2, 2;
                @%q1 mov.u32 %r3, 5;
                add.s64 %rd4, %rd6, 4;
                sub.s64 %rd5, %rd2, 8;
                mov.u32 %r4, 0;
            LOOP:
                add.u32 %r5, %r1, %r4;
                st.local.u32 [%rd2], %r5;
                st.local.u32 [%rd5], %r2;
                mov.u32 %r1, 7;
                add.u32 %r4, %r4, 1;
                setp.lt.u32 %q2, %r4, 4;
                @%q2 bra LOOP;
            DONE:
                ret;
            }",
        );
        assert_eq!(got, ["%rd1", "%rd2", "%rd5"]);
    }

    #[test]
    fn a_read_on_a_path_that_skips_the_write_disqualifies_it() {
        // The only read of %rd2 is reached from the start by the branch
        // around its write.
        let got = found(
            ".visible .entry k(.param .u64 p) {
                .local .align 8 .b8 depot[32];
                .reg .pred %q;
                .reg .b64 %rd<4>;
                ld.param.u64 %rd1, [p];
                setp.eq.u64 %q, %rd1, 0;
                @%q bra USE;
                add.s64 %rd2, %rd1, 8;
                mov.u64 %rd3, depot;
            USE:
                st.local.u64 [depot], %rd2;
                ret;
            }",
        );
        assert_eq!(got, ["%rd3"]);
    }
}
