//! Control flow and synchronisation: bra call ret exit bar barrier membar fence
//! nanosleep.

use super::mods::Mods;
use super::operands::{count, dst, imm, label, pred_src, src, Width};
use super::{Binding, FnCx};
use crate::ast::{Inst, Operand, OperandKind, Space, Type};
use crate::ast::{Proto, ProtoKind};
use crate::diag::Diagnostic;
use crate::ir::{
    func_addr, BarRed, BarRedOp, BoolOp, CallArg, Cmp, Dst, FuncId, Op, ParamSlot, RegId, Src,
    TrapKind, Var,
};

/// A `.callprototype` or `.calltargets`, checked.
#[derive(Clone, Debug)]
pub enum ProtoInfo {
    /// The signature: return values and parameters (names are
    /// placeholders; `.reg` ones are variables of space `.reg` here).
    Prototype {
        /// Return values.
        rets: Vec<Var>,
        /// Parameters.
        params: Vec<Var>,
    },
    /// The functions listed.
    Targets(Vec<FuncId>),
}

/// Checks the declaration `p` (its label was recorded as a label).
pub fn proto_info(cx: &mut FnCx, p: &Proto) -> Result<ProtoInfo, Diagnostic> {
    match &p.kind {
        ProtoKind::Prototype { rets, params, .. } => {
            let mut out = (Vec::new(), Vec::new());
            for (list, v) in [(rets, &mut out.0), (params, &mut out.1)] {
                for d in list {
                    if !matches!(d.space, Space::Param | Space::Reg) || d.range.is_some() {
                        return Err(Diagnostic::new(
                            d.span,
                            "a prototype's parameters are .param or .reg declarations",
                        ));
                    }
                    v.push(super::make_var(d, None, &|_| None, &[])?);
                }
            }
            if out.0.len() > 1 && out.0.iter().any(|v| v.space == Space::Param) {
                return Err(Diagnostic::new(
                    p.span,
                    "several return values must all be .reg (ptxas: multiple return parameters require .register state space)",
                ));
            }
            Ok(ProtoInfo::Prototype {
                rets: out.0,
                params: out.1,
            })
        }
        ProtoKind::Targets(names) => {
            let mut fs = Vec::new();
            for (n, at) in names {
                match cx.lookup(n) {
                    Some(Binding::Func(f))
                        if cx.prog().funcs[f as usize].kind == crate::ast::FuncKind::Func =>
                    {
                        // A function listed twice is one target.
                        if !fs.contains(&f) {
                            fs.push(f);
                        }
                    }
                    _ => {
                        return Err(Diagnostic::new(
                            *at,
                            format!("'{}' in '.calltargets' is not a declared .func (ptxas: device function expected)", n),
                        ))
                    }
                }
            }
            Ok(ProtoInfo::Targets(fs))
        }
    }
}

/// Decodes the control-flow opcodes; `None` if `inst` is none of them.
pub fn decode(cx: &mut FnCx, inst: &Inst) -> Result<Option<Op>, Diagnostic> {
    let mut m = Mods::new(inst);
    let op = match inst.opcode.as_str() {
        "bra" => {
            m.flag("uni")?;
            count(inst, &[1])?;
            let l = label(&inst.operands[0])?;
            cx.branch_to(l, inst.operands[0].span);
            Op::Bra { target: 0 }
        }
        "ret" | "exit" => {
            m.flag("uni")?;
            count(inst, &[0])?;
            if inst.opcode == "ret" {
                Op::Ret
            } else {
                Op::Exit
            }
        }
        "bar" | "barrier" => {
            m.flag("cta")?;
            let aligned = m.flag("aligned")?;
            let red = if m.flag("sync")? {
                None
            } else if m.flag("red")? {
                Some(bar_red(cx, inst, &mut m, aligned)?)
            } else {
                if m.flag("arrive")? {
                    return Ok(Some(Op::Unsupported {
                        name: inst.full_name(),
                    }));
                }
                return Err(Diagnostic::new(
                    inst.span,
                    format!("'{}' needs '.sync', '.arrive' or '.red'", inst.opcode),
                ));
            };
            // ptxas: the barrier number is required, 0..15 when constant; a
            // constant thread count is a multiple of the warp size.
            let ids = match red {
                Some(_) => &inst.operands[1..inst.operands.len() - 1],
                None => {
                    count(inst, &[1, 2])?;
                    &inst.operands[..]
                }
            };
            if let OperandKind::Int(n) = ids[0].kind {
                if !(0..=15).contains(&n) {
                    return Err(Diagnostic::new(
                        inst.operands[0].span,
                        format!("barrier number {n} is out of range 0..15"),
                    ));
                }
            }
            if let Some(OperandKind::Int(n)) = ids.get(1).map(|o| &o.kind) {
                if n % 32 != 0 {
                    return Err(Diagnostic::new(
                        ids[1].span,
                        format!("the thread count of a barrier ({n}) must be a multiple of the warp size (32)"),
                    ));
                }
            }
            for o in ids {
                src(cx, o, Type::U32, Width::Exact)?;
            }
            Op::Barrier { red }
        }
        "membar" | "fence" => {
            if inst.mods.iter().any(|x| x.text.starts_with("proxy")) {
                return Ok(Some(Op::Unsupported {
                    name: inst.full_name(),
                }));
            }
            // As ptxas 11.8: membar takes one level (.cta .gl .sys); fence
            // one scope (.cta .cluster .gpu .sys) and at most one of .sc
            // .acq_rel.
            let scopes: &[(&str, ())] = if inst.opcode == "membar" {
                &[("cta", ()), ("gl", ()), ("sys", ())]
            } else {
                m.one_of(&[("sc", ()), ("acq_rel", ())])?;
                &[("cta", ()), ("cluster", ()), ("gpu", ()), ("sys", ())]
            };
            if m.one_of(scopes)?.is_none() {
                let names: Vec<String> = scopes.iter().map(|(n, _)| format!(".{n}")).collect();
                return Err(Diagnostic::new(
                    inst.span,
                    format!("'{}' needs a scope ({})", inst.opcode, names.join(" ")),
                ));
            }
            count(inst, &[0])?;
            Op::Nop
        }
        "nanosleep" => {
            m.ty(&[Type::U32])?;
            count(inst, &[1])?;
            Op::Nanosleep {
                t: src(cx, &inst.operands[0], Type::U32, Width::Exact)?,
            }
        }
        "call" => {
            m.flag("uni")?;
            call(cx, inst)?
        }
        "trap" => {
            count(inst, &[0])?;
            Op::Trap {
                kind: TrapKind::Instruction,
            }
        }
        _ => return Ok(None),
    };
    m.finish()?;
    Ok(Some(op))
}

fn call(cx: &mut FnCx, inst: &Inst) -> Result<Op, Diagnostic> {
    let ops = &inst.operands;
    // call (rets), f, (args) | call f, (args) | call (rets), f | call f
    let (rets, rest) = match ops.first().map(|o| &o.kind) {
        Some(OperandKind::List(r)) => (r.as_slice(), &ops[1..]),
        _ => (&[][..], &ops[..]),
    };
    let Some(callee) = rest.first() else {
        return Err(Diagnostic::new(inst.span, "'call' needs a function name"));
    };
    let args: &[Operand] = match rest.get(1).map(|o| &o.kind) {
        Some(OperandKind::List(a)) => a,
        None => &[],
        Some(_) => {
            return Err(Diagnostic::new(
                rest[1].span,
                "call arguments must be a parenthesised list",
            ))
        }
    };
    if let Some(extra) = rest.get(3) {
        return Err(Diagnostic::new(extra.span, "too many operands for 'call'"));
    }
    let OperandKind::Name(fname) = &callee.kind else {
        return Err(Diagnostic::new(callee.span, "expected a function name"));
    };
    if let Some(proto) = rest.get(2) {
        return indirect(cx, callee, rets, args, proto);
    }
    let func = match cx.lookup(fname) {
        Some(Binding::Func(f)) => f,
        Some(Binding::Reg(_)) => {
            return Err(Diagnostic::new(
                callee.span,
                "a call through a register names a .callprototype or .calltargets label as its last operand (ptxas: label expected)",
            ))
        }
        _ => {
            return Err(Diagnostic::new(
                callee.span,
                format!("'{}' is not a declared function", fname),
            ))
        }
    };
    direct(cx, func, callee, rets, args, false)
}

/// `call (rets), f, (args)` to the declared function `func` (`indirect`:
/// one of the calls an indirect call becomes).
fn direct(
    cx: &mut FnCx,
    func: FuncId,
    callee: &Operand,
    rets: &[Operand],
    args: &[Operand],
    indirect: bool,
) -> Result<Op, Diagnostic> {
    let f = &cx.prog().funcs[func as usize];
    let fname = f.name.clone();
    let (fparams, frets): (Vec<_>, Vec<_>) = (f.params.clone(), f.rets.clone());
    if f.kind == crate::ast::FuncKind::Entry {
        return Err(Diagnostic::new(callee.span, "a .entry cannot be called"));
    }
    // ptxas: "Call to 'f' requires call prototype" (an indirect call may
    // reach a function declared anywhere).
    if !indirect && f.span.offset > callee.span.offset {
        return Err(Diagnostic::new(
            callee.span,
            format!(
                "'{}' is called before it is declared (declare it above, e.g. with a prototype '.func ... {}(...);')",
                fname, fname
            ),
        ));
    }
    arity(
        callee.span,
        &format!("'{fname}'"),
        (fparams.len(), frets.len()),
        (args.len(), rets.len()),
    )?;
    let formal = |cx: &FnCx, p: &crate::ir::Param| match p.slot {
        ParamSlot::Var(v) => Some(cx.prog().vars[v as usize].clone()),
        ParamSlot::Reg(_) => None,
    };
    let mut a = Vec::new();
    for (o, p) in args.iter().zip(&fparams) {
        let fv = formal(cx, p);
        a.push(call_arg(cx, o, p.ty, fv.as_ref(), false)?);
    }
    let mut r = Vec::new();
    for (o, p) in rets.iter().zip(&frets) {
        let fv = formal(cx, p);
        r.push(call_arg(cx, o, p.ty, fv.as_ref(), true)?);
    }
    Ok(Op::Call {
        func,
        rets: r,
        args: a,
    })
}

/// `call (rets), %ptr, (args), proto`: a call through a function address.
/// It becomes direct calls of the functions it may reach (`.calltargets`'
/// list; for a `.callprototype`, the defined functions whose address the
/// module takes and whose signature is the prototype's), each under its own
/// `%ptr == address` predicate (and the instruction's guard), all
/// predicates computed before the first call; then a trap, under "none of
/// them" (`TrapKind::BadCallTarget`), as the instruction itself.
fn indirect(
    cx: &mut FnCx,
    callee: &Operand,
    rets: &[Operand],
    args: &[Operand],
    proto: &Operand,
) -> Result<Op, Diagnostic> {
    let OperandKind::Name(pn) = &proto.kind else {
        return Err(Diagnostic::new(
            proto.span,
            "expected the label of a .callprototype or .calltargets",
        ));
    };
    let Some(info) = cx.proto(pn).cloned() else {
        return Err(Diagnostic::new(
            proto.span,
            format!(
                "'{}' is not the label of a .callprototype or .calltargets declared before this call",
                pn
            ),
        ));
    };
    let ptr_ty = match &callee.kind {
        OperandKind::Name(n) => match cx.lookup(n) {
            Some(Binding::Reg(r)) => match cx.reg_ty(r).bits() {
                32 => Some(Type::U32),
                64 => Some(Type::U64),
                _ => None,
            },
            _ => None,
        },
        _ => None,
    };
    let Some(ptr_ty) = ptr_ty else {
        return Err(Diagnostic::new(
            callee.span,
            "the target of an indirect call must be a 32- or 64-bit register (ptxas: must be register)",
        ));
    };
    let ptr = src(cx, callee, ptr_ty, Width::Exact)?;
    let candidates: Vec<FuncId> = match &info {
        ProtoInfo::Prototype {
            rets: prets,
            params: pparams,
        } => {
            arity(
                callee.span,
                &format!("prototype '{pn}'"),
                (pparams.len(), prets.len()),
                (args.len(), rets.len()),
            )?;
            for (list, formals, is_ret) in [(args, pparams, false), (rets, prets, true)] {
                for (o, v) in list.iter().zip(formals) {
                    let formal = (v.space == Space::Param).then_some(v);
                    call_arg(cx, o, v.ty, formal, is_ret)?;
                }
            }
            (0..cx.prog().funcs.len() as FuncId)
                .filter(|&f| {
                    let facts = cx.facts(f);
                    facts.defined && facts.address_taken && has_signature(cx, f, prets, pparams)
                })
                .collect()
        }
        ProtoInfo::Targets(fs) => {
            // ptxas: "Call has wrong number of parameters" (the types are
            // not compared).
            for &f in fs {
                let func = &cx.prog().funcs[f as usize];
                arity(
                    proto.span,
                    &format!("'{}' in '{}'", func.name, pn),
                    (func.params.len(), func.rets.len()),
                    (args.len(), rets.len()),
                )?;
            }
            fs.clone()
        }
    };
    let mut calls = Vec::new();
    for f in candidates {
        let callable =
            cx.facts(f).defined && cx.prog().funcs[f as usize].kind == crate::ast::FuncKind::Func;
        // A listed function the arguments do not fit is never called.
        if let (true, Ok(op)) = (callable, direct(cx, f, callee, rets, args, true)) {
            cx.note_indirect_call(f);
            calls.push((f, op));
        }
    }
    let guard = cx.guard();
    let by_guard = guard.map(|(g, neg)| (BoolOp::And, Src::Reg(g), neg));
    let mut none: Option<RegId> = None;
    let mut preds = Vec::new();
    for &(f, _) in &calls {
        let at = Src::Imm(func_addr(f));
        let hit = cx.hidden_reg(Type::Pred);
        cx.insert_before(Op::Setp {
            cmp: Cmp::Eq,
            ty: ptr_ty,
            comb: by_guard,
            p: Dst::Reg(hit),
            q: None,
            a: ptr,
            b: at,
        });
        let miss = cx.hidden_reg(Type::Pred);
        cx.insert_before(Op::Setp {
            cmp: Cmp::Ne,
            ty: ptr_ty,
            comb: match none {
                Some(prev) => Some((BoolOp::And, Src::Reg(prev), false)),
                None => by_guard,
            },
            p: Dst::Reg(miss),
            q: None,
            a: ptr,
            b: at,
        });
        none = Some(miss);
        preds.push(hit);
    }
    for ((_, op), hit) in calls.into_iter().zip(preds) {
        cx.insert_with_guard(Some((hit, false)), op);
    }
    if let Some(n) = none {
        cx.replace_guard(Some((n, false)));
    }
    Ok(Op::Trap {
        kind: TrapKind::BadCallTarget,
    })
}

/// A call's argument and return-value counts against what `what` takes:
/// `takes` and `passes` are (arguments, return values).
fn arity(
    at: crate::Span,
    what: &str,
    takes: (usize, usize),
    passes: (usize, usize),
) -> Result<(), Diagnostic> {
    if takes == passes {
        return Ok(());
    }
    Err(Diagnostic::new(
        at,
        format!(
            "{} takes {} argument(s) and returns {} value(s); the call passes {} and expects {}",
            what, takes.0, takes.1, passes.0, passes.1
        ),
    ))
}

/// Whether function `f`'s signature is the prototype's: the same number of
/// parameters and return values, each in the same space, `.reg` ones of
/// the same width, `.param` ones as [`param_matches`] requires of an
/// argument.
fn has_signature(cx: &FnCx, f: FuncId, rets: &[Var], params: &[Var]) -> bool {
    let func = &cx.prog().funcs[f as usize];
    let same = |p: &crate::ir::Param, v: &Var| {
        p.space == v.space
            && match p.slot {
                ParamSlot::Var(fv) => {
                    param_matches(&cx.prog().vars[fv as usize], v, Default::default()).is_ok()
                }
                ParamSlot::Reg(_) => p.ty.bits() == v.ty.bits(),
            }
    };
    func.params.len() == params.len()
        && func.rets.len() == rets.len()
        && func.params.iter().zip(params).all(|(p, v)| same(p, v))
        && func.rets.iter().zip(rets).all(|(p, v)| same(p, v))
}

/// ptxas's rule for a `.param` argument (or return value) of a call: the
/// same size, both arrays or both scalars ("Type of argument does not match
/// formal parameter"), and the same alignment ("Alignment of argument does
/// not match formal parameter"); `.b32`, `.u32` and `.s32` are one type
/// here.
fn param_matches(
    arg: &crate::ir::Var,
    formal: &crate::ir::Var,
    at: crate::Span,
) -> Result<(), Diagnostic> {
    let shape = |v: &crate::ir::Var| {
        let elem = u64::from(v.ty.bits() / 8).max(1);
        let scalar = !v.array;
        let what = if scalar {
            format!(".{}", v.ty.name())
        } else {
            format!(".{}[{}]", v.ty.name(), v.size / elem)
        };
        (scalar, what)
    };
    let ((sa, wa), (sf, wf)) = (shape(arg), shape(formal));
    if arg.size != formal.size || sa != sf {
        return Err(Diagnostic::new(
            at,
            format!(
                "type of argument '{}' ({}, {} bytes) does not match formal parameter '{}' ({}, {} bytes)",
                arg.name, wa, arg.size, formal.name, wf, formal.size
            ),
        ));
    }
    if arg.align != formal.align {
        return Err(Diagnostic::new(
            at,
            format!(
                "alignment of argument '{}' ({}) does not match formal parameter '{}' ({})",
                arg.name, arg.align, formal.name, formal.align
            ),
        ));
    }
    Ok(())
}

fn call_arg(
    cx: &mut FnCx,
    o: &Operand,
    ty: Type,
    formal: Option<&Var>,
    is_ret: bool,
) -> Result<CallArg, Diagnostic> {
    match &o.kind {
        OperandKind::Int(v) if !is_ret => Ok(CallArg::Imm(imm(*v, ty, o.span)?)),
        OperandKind::Name(n) => match cx.lookup(n) {
            Some(Binding::Var(v)) => {
                let arg = &cx.prog().vars[v as usize];
                if arg.space != Space::Param {
                    return Err(Diagnostic::new(
                        o.span,
                        format!("'{}' is not a .param variable", n),
                    ));
                }
                // ptxas: "Formal parameter 'a' declared in .param space
                // cannot be used as argument to call" (parameters and
                // return values of the function itself).
                let formal_of_own = cx.prog().formal_of(v).is_some();
                if formal_of_own {
                    return Err(Diagnostic::new(
                        o.span,
                        format!(
                            "'{}' is a parameter of this function: a call takes .param variables declared in the body (ptxas: formal parameter cannot be used as argument to call)",
                            n
                        ),
                    ));
                }
                if let Some(fv) = formal {
                    param_matches(arg, fv, o.span)?;
                }
                Ok(CallArg::Var(v))
            }
            Some(Binding::Reg(_)) => match src(cx, o, ty, Width::Exact)? {
                crate::ir::Src::Reg(r) => Ok(CallArg::Reg(r)),
                _ => Err(Diagnostic::new(o.span, "bad call argument")),
            },
            _ => Err(cx.undeclared("", n, o.span)),
        },
        _ => Err(Diagnostic::new(
            o.span,
            "call arguments must be names of .param variables or registers",
        )),
    }
}

/// `bar.red.popc.u32 d, a{, b}, {!}c` and `bar.red.{and,or}.pred d, a{, b},
/// {!}c` (the barrier operands `a`, `b` are checked by the caller). ptxas
/// 11.8: `.popc` requires `.u32`, `.and`/`.or` `.pred`, no other operation
/// ("Illegal reduction operation"), no `_` result (`dst` rejects it), and `.aligned` only on
/// `barrier.red`.
fn bar_red(cx: &mut FnCx, inst: &Inst, m: &mut Mods, aligned: bool) -> Result<BarRed, Diagnostic> {
    if aligned && inst.opcode == "bar" {
        return Err(Diagnostic::new(
            inst.span,
            "'.aligned' is not allowed on 'bar.red' (it is implied; 'barrier.red.aligned' spells it)",
        ));
    }
    let op = m
        .one_of(&[
            ("popc", BarRedOp::Popc),
            ("and", BarRedOp::And),
            ("or", BarRedOp::Or),
        ])?
        .ok_or_else(|| {
            Diagnostic::new(
                inst.span,
                format!("'{}' needs an operation (.popc .and .or)", inst.full_name()),
            )
        })?;
    let want = if op == BarRedOp::Popc {
        Type::U32
    } else {
        Type::Pred
    };
    let ty = m.ty(&[Type::U32, Type::Pred])?;
    if ty != want {
        return Err(Diagnostic::new(
            inst.span,
            format!("'bar.red.{}' requires the type {}", op.name(), want.name()),
        ));
    }
    count(inst, &[3, 4])?;
    let o = &inst.operands;
    let d = dst(cx, &o[0], want, Width::Exact)?;
    let (c, not_c) = pred_src(cx, &o[o.len() - 1])?;
    Ok(BarRed { op, d, c, not_c })
}
