//! Warp-level instructions: shfl vote activemask match redux elect
//! bar.warp.sync (all as [`Op::Warp`]).

use super::mods::Mods;
use super::operands::{count, dst, pair_part, pred_src, src, Width};
use super::FnCx;
use crate::ast::{Inst, Operand, OperandKind, Type};
use crate::diag::Diagnostic;
use crate::ir::{Dst, Op, ReduxOp, ShflMode, VoteMode, WarpOp};

const SHFL: &[(&str, ShflMode)] = &[
    ("up", ShflMode::Up),
    ("down", ShflMode::Down),
    ("bfly", ShflMode::Bfly),
    ("idx", ShflMode::Idx),
];

const VOTE: &[(&str, VoteMode)] = &[
    ("all", VoteMode::All),
    ("any", VoteMode::Any),
    ("uni", VoteMode::Uni),
    ("ballot", VoteMode::Ballot),
];

/// Decodes the warp-level opcodes; `None` if `inst` is none of them.
pub fn decode(cx: &mut FnCx, inst: &Inst) -> Result<Option<Op>, Diagnostic> {
    let mut m = Mods::new(inst);
    let o = &inst.operands;
    let mut w = Op::warp(WarpOp::Sync);
    let Op::Warp {
        op,
        sync,
        d,
        p,
        a,
        not_a,
        b,
        c,
        mask,
    } = &mut w
    else {
        unreachable!("built above")
    };
    // shfl and vote without .sync do not exist on sm_70 and later (ptxas:
    // "not supported on .target sm_70 or higher").
    let legacy_ok = |cx: &FnCx, sync: bool| -> Result<(), Diagnostic> {
        if !sync && cx.prog().sm >= 70 {
            return Err(Diagnostic::new(
                inst.span,
                format!(
                    "'{}' without .sync is not supported on sm_70 and later: use '{}.sync'",
                    inst.opcode, inst.opcode
                ),
            ));
        }
        Ok(())
    };
    match inst.opcode.as_str() {
        "shfl" => {
            *sync = m.flag("sync")?;
            legacy_ok(cx, *sync)?;
            let mode = m
                .one_of(SHFL)?
                .ok_or_else(|| need(inst, "a mode (.up .down .bfly .idx)"))?;
            m.ty(&[Type::B32])?;
            count(inst, if *sync { &[5] } else { &[4] })?;
            *op = WarpOp::Shfl(mode);
            // ptxas: "Result discard mode is not allowed for instruction
            // 'shfl'" (`_|p`; `d|_` is accepted).
            (*d, *p) = value_and_pred(cx, &o[0], true)?;
            if *d == Dst::Sink {
                return Err(Diagnostic::new(
                    o[0].span,
                    "'shfl' needs a value destination: '_' (discard) is not allowed for it",
                ));
            }
            *a = src(cx, &o[1], Type::B32, Width::Exact)?;
            *b = src(cx, &o[2], Type::B32, Width::Exact)?;
            *c = src(cx, &o[3], Type::B32, Width::Exact)?;
            if *sync {
                *mask = src(cx, &o[4], Type::B32, Width::Exact)?;
            }
        }
        "vote" => {
            *sync = m.flag("sync")?;
            legacy_ok(cx, *sync)?;
            let mode = m
                .one_of(VOTE)?
                .ok_or_else(|| need(inst, "a mode (.all .any .uni .ballot)"))?;
            let ty = if mode == VoteMode::Ballot {
                Type::B32
            } else {
                Type::Pred
            };
            m.ty(&[ty])?;
            count(inst, if *sync { &[3] } else { &[2] })?;
            *op = WarpOp::Vote(mode);
            if mode == VoteMode::Ballot {
                *d = dst(cx, &o[0], Type::B32, Width::Exact)?;
            } else {
                *p = dst(cx, &o[0], Type::Pred, Width::Exact)?;
            }
            (*a, *not_a) = pred_src(cx, &o[1])?;
            if *sync {
                *mask = src(cx, &o[2], Type::B32, Width::Exact)?;
            }
        }
        "activemask" => {
            m.ty(&[Type::B32])?;
            count(inst, &[1])?;
            *op = WarpOp::Activemask;
            *d = dst(cx, &o[0], Type::B32, Width::Exact)?;
        }
        "match" => {
            *sync = m.flag("sync")?;
            if !*sync {
                return Err(need(inst, "'.sync'"));
            }
            let all = m
                .one_of(&[("any", false), ("all", true)])?
                .ok_or_else(|| need(inst, "a mode (.any .all)"))?;
            let ty = m.ty(&[Type::B32, Type::B64])?;
            count(inst, &[3])?;
            *op = WarpOp::Match {
                all,
                wide: ty == Type::B64,
            };
            (*d, *p) = value_and_pred(cx, &o[0], all)?;
            *a = src(cx, &o[1], ty, Width::Exact)?;
            *mask = src(cx, &o[2], Type::B32, Width::Exact)?;
        }
        "redux" => {
            *sync = m.flag("sync")?;
            if !*sync {
                return Err(need(inst, "'.sync'"));
            }
            if inst.mods.iter().any(|x| x.text == "f32") {
                return Ok(Some(Op::Unsupported {
                    name: inst.full_name(),
                }));
            }
            let name = m
                .one_of(&[
                    ("add", 0),
                    ("min", 1),
                    ("max", 2),
                    ("and", 3),
                    ("or", 4),
                    ("xor", 5),
                ])?
                .ok_or_else(|| need(inst, "an operation (.add .min .max .and .or .xor)"))?;
            let bitwise = name >= 3;
            let ty = if bitwise {
                m.ty(&[Type::B32])?
            } else {
                m.ty(&[Type::U32, Type::S32])?
            };
            let signed = ty == Type::S32;
            count(inst, &[3])?;
            *op = WarpOp::Redux(match name {
                0 => ReduxOp::Add,
                1 => ReduxOp::Min { signed },
                2 => ReduxOp::Max { signed },
                3 => ReduxOp::And,
                4 => ReduxOp::Or,
                _ => ReduxOp::Xor,
            });
            *d = dst(cx, &o[0], ty, Width::Exact)?;
            *a = src(cx, &o[1], ty, Width::Exact)?;
            *mask = src(cx, &o[2], Type::B32, Width::Exact)?;
        }
        "elect" => {
            *sync = m.flag("sync")?;
            if !*sync {
                return Err(need(inst, "'.sync'"));
            }
            count(inst, &[2])?;
            *op = WarpOp::Elect;
            (*d, *p) = value_and_pred(cx, &o[0], true)?;
            *mask = src(cx, &o[1], Type::B32, Width::Exact)?;
        }
        "bar" | "barrier" if inst.mods.iter().any(|x| x.text == "warp") => {
            m.flag("warp")?;
            *sync = m.flag("sync")?;
            if !*sync {
                return Err(need(inst, "'.sync'"));
            }
            count(inst, &[1])?;
            *op = WarpOp::Sync;
            *mask = src(cx, &o[0], Type::B32, Width::Exact)?;
        }
        _ => return Ok(None),
    }
    m.finish()?;
    Ok(Some(w))
}

fn need(inst: &Inst, what: &str) -> Diagnostic {
    Diagnostic::new(inst.span, format!("'{}' needs {}", inst.full_name(), what))
}

/// `d` or `d|p` (`pred_ok`: `|p` allowed), where `d` is a 32-bit register
/// or `_`.
fn value_and_pred(cx: &mut FnCx, o: &Operand, pred_ok: bool) -> Result<(Dst, Dst), Diagnostic> {
    let mk = |n: &str| pair_part(o, n);
    match &o.kind {
        OperandKind::PredPair(dn, pn) if pred_ok => {
            let d = match dn.as_str() {
                "_" => Dst::Sink,
                n => dst(cx, &mk(n), Type::B32, Width::Exact)?,
            };
            let p = match pn.as_str() {
                "_" => Dst::Sink,
                n => dst(cx, &mk(n), Type::Pred, Width::Exact)?,
            };
            Ok((d, p))
        }
        OperandKind::PredPair(..) => Err(Diagnostic::new(
            o.span,
            "this instruction has no predicate result ('d|p')",
        )),
        _ => Ok((dst(cx, o, Type::B32, Width::Exact)?, Dst::Sink)),
    }
}
