//! Inlining of the functions a kernel calls that stop a thread: those that
//! contain `bar.sync`/`bar.red` or a warp instruction (a collective,
//! `bar.warp.sync`, the lockstep point of a `.volatile` access), directly or
//! through their own calls.
//!
//! The host backend stops and resumes a thread only in the `.entry` (its
//! work-item loop saves the live registers and goes on with the next
//! thread), so such a call is replaced by the callee's body: its registers
//! become new registers of the kernel, its `.local`/`.param` variables new
//! per-thread variables of the kernel (one set per call site), its `.param`
//! parameters and return values the caller's argument variables, and `ret`
//! a branch to the return moves. The interpreter keeps real calls (it is the
//! oracle this is checked against).
//!
//! A thread now stops between writing a call's `.param` arguments and the
//! callee reading them, so those variables must be per thread: the
//! `.param` variables involved (the callee's, and the caller's argument
//! variables) become `.local` ones, and their `ld.param`/`st.param` become
//! `ld.local`/`st.local`, as do the callee's `ld.param`/`st.param` through a
//! register (a `.func` reaches only its own `.param` variables). The
//! callee's own argument variables of calls that stay calls (to functions
//! that do not stop) stay `.param`: nothing stops between their `st.param`
//! and `ld.param`.

use super::{
    AddrBase, CallArg, Dst, Func, FuncId, Instr, Op, Operand, OperandMut, ParamSlot, Program,
    RegId, Src, VarId,
};
use crate::ast::Space;

/// The most instructions a kernel may grow to by inlining.
const MAX_BODY: usize = 1 << 20;

/// The most `.local`/`.param` bytes per thread the kernel may have after
/// inlining (each call site gets its own copy of the callee's variables):
/// the per-thread bound `ptxjit::limits` applies before it.
pub const MAX_LOCAL_PER_THREAD: u64 = 512 << 10;

/// Which functions stop a thread (see the module documentation).
pub fn stopping_funcs(prog: &Program) -> Vec<bool> {
    let stops_here = |f: &Func| {
        f.body.as_deref().is_some_and(|b| {
            b.iter()
                .any(|i| matches!(i.op, Op::Barrier { .. } | Op::Warp { .. }))
        })
    };
    let mut stop: Vec<bool> = prog.funcs.iter().map(stops_here).collect();
    // Callers of stopping functions stop too (a fixed point; at most one
    // round per function).
    for _ in 0..prog.funcs.len() {
        let mut changed = false;
        for (i, f) in prog.funcs.iter().enumerate() {
            if stop[i] {
                continue;
            }
            let calls_one = f.body.as_deref().is_some_and(|b| {
                b.iter()
                    .any(|x| matches!(x.op, Op::Call { func, .. } if stop[func as usize]))
            });
            if calls_one {
                stop[i] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    stop
}

/// `prog` with every call from `kernel` to a stopping function inlined
/// (transitively); `None` when the kernel makes no such call.
pub fn inline_stopping_calls(prog: &Program, kernel: FuncId) -> Result<Option<Program>, String> {
    let stop = stopping_funcs(prog);
    let calls_stopping = |body: &[Instr]| {
        body.iter()
            .position(|x| matches!(x.op, Op::Call { func, .. } if stop[func as usize]))
    };
    let Some(body) = prog.funcs[kernel as usize].body.as_deref() else {
        return Ok(None);
    };
    if calls_stopping(body).is_none() {
        return Ok(None);
    }
    // Recursion is refused before anything is copied (inlining a cycle
    // would go on until the size limit).
    prog.reachable(&[kernel]).map_err(|e| {
        e.diagnostic(prog, crate::diag::Phase::Lower, "the host backend")
            .message
    })?;
    let mut out = prog.clone();
    let mut body = body.to_vec();
    // `.param` variables to make per thread, and the argument variables of
    // the inlined calls.
    let mut to_local: Vec<VarId> = Vec::new();
    let mut args: Vec<VarId> = Vec::new();
    while let Some(at) = calls_stopping(&body) {
        let seq = expand(&mut out, kernel, &body[at], &mut to_local, &mut args)?;
        let grow = seq.len() - 1;
        if body.len() + grow > MAX_BODY {
            return Err(format!(
                "inlining the functions that stop a thread (bar.sync, warp instructions) into kernel '{}' makes it longer than {} instructions",
                prog.funcs[kernel as usize].name, MAX_BODY
            ));
        }
        // Branches of the kernel past the call move with it.
        for x in &mut body {
            if let Op::Bra { target } = &mut x.op {
                if *target as usize > at {
                    *target += grow as u32;
                }
            }
        }
        // The inlined branches are relative to the sequence's start.
        let seq = seq.into_iter().map(|mut x| {
            if let Op::Bra { target } = &mut x.op {
                *target += at as u32;
            }
            x
        });
        body.splice(at..=at, seq);
    }
    // The `.param` variables of inlined calls become per thread (see
    // above), except the callee's own argument variables of calls that stay
    // calls (to functions that do not stop: nothing stops between their
    // `st.param` and `ld.param`).
    let mut kept = Vec::new();
    for x in &body {
        x.op.operands(&mut |o| {
            if let Operand::Arg(CallArg::Var(v)) | Operand::Ret(CallArg::Var(v)) = o {
                kept.push(v);
            }
        });
    }
    if let Some(v) = args.iter().find(|v| kept.contains(v)) {
        return Err(format!(
            "cannot inline into kernel '{}': '.param' variable '{}' is an argument of a call that stops the thread (bar.sync, a warp instruction) and of another call",
            prog.funcs[kernel as usize].name, out.vars[*v as usize].name
        ));
    }
    to_local.retain(|v| !kept.contains(v));
    for x in &mut body {
        if let Op::Ld { space, addr, .. } | Op::St { space, addr, .. } = &mut x.op {
            if let AddrBase::Var(v) = addr.base {
                if *space == Space::Param && to_local.contains(&v) {
                    *space = Space::Local;
                }
            }
        }
    }
    for &v in &to_local {
        out.vars[v as usize].space = Space::Local;
    }
    let local: u64 = out
        .vars
        .iter()
        .filter(|v| v.owner == Some(kernel) && matches!(v.space, Space::Local | Space::Param))
        .map(|v| v.size)
        .sum();
    if local > MAX_LOCAL_PER_THREAD {
        return Err(format!(
            "kernel '{}' needs {} bytes of .local/.param memory per thread once the functions that stop a thread are inlined (one copy of their variables per call site), more than a GPU thread may have ({})",
            prog.funcs[kernel as usize].name, local, MAX_LOCAL_PER_THREAD
        ));
    }
    out.funcs[kernel as usize].body = Some(body);
    Ok(Some(out))
}

/// The instructions that replace `call` (a call to a stopping function from
/// `kernel`), with branch targets relative to the sequence's start. Adds the
/// callee's registers and per-call variables to `prog`.
fn expand(
    prog: &mut Program,
    kernel: FuncId,
    call: &Instr,
    to_local: &mut Vec<VarId>,
    args_of_inlined: &mut Vec<VarId>,
) -> Result<Vec<Instr>, String> {
    let Op::Call { func, rets, args } = &call.op else {
        unreachable!("called on calls only")
    };
    let callee = prog.funcs[*func as usize].clone();
    let kname = prog.funcs[kernel as usize].name.clone();
    let err = |what: &str| {
        format!(
            "cannot inline '{}' into kernel '{}' (it stops the thread: bar.sync or a warp instruction): {}",
            callee.name, kname, what
        )
    };
    let Some(cbody) = callee.body.as_deref() else {
        return Err(err("it has no body"));
    };
    if args.len() != callee.params.len() || rets.len() != callee.rets.len() {
        return Err(err(
            "the call's argument count differs from the declaration",
        ));
    }
    let base = prog.funcs[kernel as usize].regs.len() as RegId;
    prog.funcs[kernel as usize]
        .regs
        .extend(callee.regs.iter().cloned());
    // Variables: `.param` parameters and return values are the caller's
    // argument variables; other `.local`/`.param` variables of the callee
    // get a copy owned by the kernel.
    let mut var_map: Vec<(VarId, VarId)> = Vec::new();
    for (p, a) in callee
        .params
        .iter()
        .chain(&callee.rets)
        .zip(args.iter().chain(rets))
    {
        match (p.slot, a) {
            // (The checker refuses a function's own parameters as call
            // arguments, as ptxas does: `w` is declared in the body.)
            (ParamSlot::Var(v), CallArg::Var(w)) => {
                var_map.push((v, *w));
                args_of_inlined.push(*w);
                if prog.vars[*w as usize].space == Space::Param {
                    to_local.push(*w);
                }
            }
            (ParamSlot::Var(_), _) | (ParamSlot::Reg(_), CallArg::Var(_)) => {
                return Err(err(&format!(
                    "parameter '{}' is passed between a register and a .param variable",
                    p.name
                )))
            }
            (ParamSlot::Reg(_), _) => {}
        }
    }
    for i in 0..prog.vars.len() {
        let v = &prog.vars[i];
        if v.owner == Some(*func)
            && matches!(v.space, Space::Local | Space::Param)
            && !var_map.iter().any(|m| m.0 as usize == i)
        {
            let mut copy = v.clone();
            copy.owner = Some(kernel);
            let id = prog.vars.len() as VarId;
            if copy.space == Space::Param {
                to_local.push(id);
            }
            var_map.push((i as VarId, id));
            prog.vars.push(copy);
        }
    }
    let var = |v: VarId| var_map.iter().find(|m| m.0 == v).map_or(v, |m| m.1);
    let reg = |r: RegId| r + base;
    let mut seq = Vec::new();
    // A guarded call: when the guard fails, skip everything (the end is
    // patched below).
    let skip = call.guard.map(|(g, neg)| {
        seq.push(Instr {
            guard: Some((g, !neg)),
            op: Op::Bra { target: 0 },
            span: call.span,
        });
        0
    });
    let mov = |d: Dst, a: Src, ty| Instr {
        guard: None,
        op: Op::Mov { ty, d, a },
        span: call.span,
    };
    for (p, a) in callee.params.iter().zip(args) {
        if let ParamSlot::Reg(r) = p.slot {
            let a = match *a {
                CallArg::Reg(x) => Src::Reg(x),
                CallArg::Imm(v) => Src::Imm(v),
                CallArg::Var(_) => unreachable!("rejected above"),
            };
            seq.push(mov(Dst::Reg(reg(r)), a, p.ty));
        }
    }
    let start = seq.len() as u32;
    let rets_at = start + cbody.len() as u32;
    for x in cbody {
        let mut x = x.clone();
        x.guard = x.guard.map(|(g, neg)| (reg(g), neg));
        x.op.operands_mut(&mut |o| match o {
            OperandMut::D(Dst::Reg(r))
            | OperandMut::S(Src::Reg(r))
            | OperandMut::Ret(CallArg::Reg(r))
            | OperandMut::Arg(CallArg::Reg(r)) => *r = reg(*r),
            OperandMut::S(Src::VarAddr(v))
            | OperandMut::Ret(CallArg::Var(v))
            | OperandMut::Arg(CallArg::Var(v)) => *v = var(*v),
            _ => {}
        });
        x.op.addrs_mut(&mut |a| match &mut a.base {
            AddrBase::Reg(r) => *r = reg(*r),
            AddrBase::Var(v) => *v = var(*v),
            AddrBase::Abs => {}
        });
        match &mut x.op {
            Op::Bra { target } => *target += start,
            Op::Ret => x.op = Op::Bra { target: rets_at },
            // Through a register, a `.func` reaches only its own `.param`
            // parameters, which are per thread now.
            Op::Ld { space, addr, .. } | Op::St { space, addr, .. }
                if *space == Space::Param && matches!(addr.base, AddrBase::Reg(_)) =>
            {
                *space = Space::Local
            }
            _ => {}
        }
        seq.push(x);
    }
    for (p, t) in callee.rets.iter().zip(rets) {
        if let (ParamSlot::Reg(r), CallArg::Reg(x)) = (p.slot, t) {
            seq.push(mov(Dst::Reg(*x), Src::Reg(reg(r)), p.ty));
        }
    }
    if skip.is_some() {
        let end = seq.len() as u32;
        seq[0].op = Op::Bra { target: end };
    }
    // A branch to the end of the sequence must land on the instruction
    // after it: keep one (a no-op) there.
    seq.push(Instr {
        guard: None,
        op: Op::Nop,
        span: call.span,
    });
    Ok(seq)
}
