//! Control flow and synchronisation: bra call ret exit bar barrier membar fence
//! nanosleep.

use super::mods::Mods;
use super::operands::{count, imm, label, src, Width};
use super::{Binding, FnCx};
use crate::ast::{Inst, Operand, OperandKind, Space, Type};
use crate::diag::Diagnostic;
use crate::ir::{CallArg, Op, ParamSlot};

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
            m.flag("aligned")?;
            if !m.flag("sync")? {
                if m.flag("arrive")? || m.flag("red")? {
                    return Ok(Some(Op::Unsupported {
                        name: inst.full_name(),
                    }));
                }
                return Err(Diagnostic::new(
                    inst.span,
                    format!("'{}' needs '.sync', '.arrive' or '.red'", inst.opcode),
                ));
            }
            // ptxas: the barrier number is required, 0..15 when constant; a
            // constant thread count is a multiple of the warp size.
            count(inst, &[1, 2])?;
            if let OperandKind::Int(n) = inst.operands[0].kind {
                if !(0..=15).contains(&n) {
                    return Err(Diagnostic::new(
                        inst.operands[0].span,
                        format!("barrier number {n} is out of range 0..15"),
                    ));
                }
            }
            if let Some(OperandKind::Int(n)) = inst.operands.get(1).map(|o| &o.kind) {
                if n % 32 != 0 {
                    return Err(Diagnostic::new(
                        inst.operands[1].span,
                        format!("the thread count of a barrier ({n}) must be a multiple of the warp size (32)"),
                    ));
                }
            }
            for o in &inst.operands {
                src(cx, o, Type::U32, Width::Exact)?;
            }
            Op::Barrier
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
    if rest.len() > 2 {
        return Err(Diagnostic::new(
            rest[2].span,
            "indirect calls (with a prototype list) are not supported",
        ));
    }
    let OperandKind::Name(fname) = &callee.kind else {
        return Err(Diagnostic::new(callee.span, "expected a function name"));
    };
    let func = match cx.lookup(fname) {
        Some(Binding::Func(f)) => f,
        Some(Binding::Reg(_)) => {
            return Err(Diagnostic::new(
                callee.span,
                "indirect calls through a register are not supported",
            ))
        }
        _ => {
            return Err(Diagnostic::new(
                callee.span,
                format!("'{}' is not a declared function", fname),
            ))
        }
    };
    let f = &cx.prog().funcs[func as usize];
    let (fparams, frets): (Vec<_>, Vec<_>) = (f.params.clone(), f.rets.clone());
    if f.kind == crate::ast::FuncKind::Entry {
        return Err(Diagnostic::new(callee.span, "a .entry cannot be called"));
    }
    if args.len() != fparams.len() || rets.len() != frets.len() {
        return Err(Diagnostic::new(
            callee.span,
            format!(
                "'{}' takes {} argument(s) and returns {} value(s); the call passes {} and expects {}",
                fname,
                fparams.len(),
                frets.len(),
                args.len(),
                rets.len()
            ),
        ));
    }
    let mut a = Vec::new();
    for (o, p) in args.iter().zip(&fparams) {
        a.push(call_arg(cx, o, p.ty, p.slot, false)?);
    }
    let mut r = Vec::new();
    for (o, p) in rets.iter().zip(&frets) {
        r.push(call_arg(cx, o, p.ty, p.slot, true)?);
    }
    Ok(Op::Call {
        func,
        rets: r,
        args: a,
    })
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
    slot: ParamSlot,
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
                if let ParamSlot::Var(fv) = slot {
                    param_matches(arg, &cx.prog().vars[fv as usize], o.span)?;
                }
                Ok(CallArg::Var(v))
            }
            Some(Binding::Reg(_)) => {
                let _ = slot;
                match src(cx, o, ty, Width::Exact)? {
                    crate::ir::Src::Reg(r) => Ok(CallArg::Reg(r)),
                    _ => Err(Diagnostic::new(o.span, "bad call argument")),
                }
            }
            _ => Err(cx.undeclared("", n, o.span)),
        },
        _ => Err(Diagnostic::new(
            o.span,
            "call arguments must be names of .param variables or registers",
        )),
    }
}
