//! Operand resolution and checking: registers declared before use with the
//! width the instruction needs, immediates that fit, special registers,
//! addresses and labels.

use super::{Binding, FnCx};
use crate::ast::{Inst, Operand, OperandKind, Space, Type};
use crate::diag::{Diagnostic, Span};
use crate::ir::{Addr, AddrBase, Carry, Dst, Op, RegId, Src, Sreg, VSel};

/// How strictly a register's width must match the instruction type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Width {
    /// Same width (add, mul, ...).
    Exact,
    /// At least as wide (ld, st, cvt: PTX's relaxed rule for these).
    AtLeast,
}

/// Checks the operand count.
pub fn count(inst: &Inst, allowed: &[usize]) -> Result<(), Diagnostic> {
    if allowed.contains(&inst.operands.len()) {
        return Ok(());
    }
    let want = allowed
        .iter()
        .map(|n| n.to_string())
        .collect::<Vec<_>>()
        .join(" or ");
    let span = inst
        .operands
        .get(*allowed.iter().max().unwrap_or(&0))
        .map(|o| o.span)
        .unwrap_or(inst.span);
    Err(Diagnostic::new(
        span,
        format!(
            "'{}' takes {} operands, found {}",
            inst.full_name(),
            want,
            inst.operands.len()
        ),
    ))
}

fn no_decoration(op: &Operand, what: &str) -> Result<(), Diagnostic> {
    if op.neg {
        return Err(Diagnostic::new(
            op.span,
            format!("negation '-' is not allowed on {}", what),
        ));
    }
    if op.not {
        return Err(Diagnostic::new(
            op.span,
            format!("'!' is only allowed on predicate sources, not on {}", what),
        ));
    }
    Ok(())
}

fn no_suffix(op: &Operand) -> Result<(), Diagnostic> {
    if let Some(s) = op.suffix.first() {
        return Err(Diagnostic::new(
            op.span,
            format!("selector '.{}' is not allowed on this operand", s),
        ));
    }
    Ok(())
}

fn check_width(cx: &FnCx, r: RegId, ty: Type, w: Width, span: Span) -> Result<(), Diagnostic> {
    let rt = cx.reg_ty(r);
    let ok = if ty == Type::Pred || rt == Type::Pred {
        ty == rt
    } else {
        match w {
            Width::Exact => rt.bits() == ty.bits(),
            Width::AtLeast => rt.bits() >= ty.bits(),
        }
    };
    if ok {
        Ok(())
    } else {
        Err(Diagnostic::new(
            span,
            format!(
                "register '{}' is .{} but the instruction needs a {} operand",
                cx.regs[r as usize].name,
                rt.name(),
                if ty == Type::Pred {
                    ".pred".to_string()
                } else {
                    format!("{}-bit", ty.bits())
                }
            ),
        ))
    }
}

/// Resolves a register name.
pub fn reg(cx: &mut FnCx, name: &str, span: Span) -> Result<RegId, Diagnostic> {
    match cx.lookup(name) {
        Some(Binding::Reg(r)) => Ok(r),
        Some(_) => Err(Diagnostic::new(
            span,
            format!("'{}' is not a register", name),
        )),
        None => Err(cx.undeclared("register ", name, span)),
    }
}

/// Resolves a predicate register (guards, setp destinations).
pub fn pred_reg(cx: &mut FnCx, name: &str, span: Span) -> Result<RegId, Diagnostic> {
    let r = reg(cx, name, span)?;
    check_width(cx, r, Type::Pred, Width::Exact, span)?;
    Ok(r)
}

/// One name of a `d|p` pair (the parser keeps the names as text) as an
/// operand of its own, at the pair's span: `_` is the sink.
pub fn pair_part(pair: &Operand, name: &str) -> Operand {
    Operand {
        kind: if name == "_" {
            OperandKind::Sink
        } else {
            OperandKind::Name(name.to_string())
        },
        neg: false,
        not: false,
        suffix: vec![],
        span: pair.span,
    }
}

/// A destination register of type `ty` (or the sink).
pub fn dst(cx: &mut FnCx, op: &Operand, ty: Type, w: Width) -> Result<Dst, Diagnostic> {
    no_decoration(op, "a destination")?;
    no_suffix(op)?;
    match &op.kind {
        OperandKind::Sink => Err(Diagnostic::new(
            op.span,
            "the sink '_' (discarding the result) is only allowed as a setp destination",
        )),
        OperandKind::Name(n) => {
            let r = reg(cx, n, op.span)?;
            check_width(cx, r, ty, w, op.span)?;
            Ok(Dst::Reg(r))
        }
        _ => Err(Diagnostic::new(op.span, "destination must be a register")),
    }
}

/// A source operand of type `ty`: register, immediate or special register.
pub fn src(cx: &mut FnCx, op: &Operand, ty: Type, w: Width) -> Result<Src, Diagnostic> {
    no_decoration(op, "this operand")?;
    src_any(cx, op, ty, w)
}

/// Like [`src`] but leaves `-`/`!` and selectors to the caller. Special
/// registers are rejected: ptxas allows them only in `mov` and `cvt` (see
/// [`src_or_sreg`]).
pub fn src_any(cx: &mut FnCx, op: &Operand, ty: Type, w: Width) -> Result<Src, Diagnostic> {
    src_inner(cx, op, ty, w, Allow::PLAIN)
}

/// What a source may be besides registers and immediates.
#[derive(Clone, Copy)]
struct Allow {
    /// A special register (`mov`, `cvt`).
    sreg: bool,
    /// A variable's address (`mov`, `cvta`; ptxas: "must be register"
    /// elsewhere).
    addr: bool,
}

impl Allow {
    const PLAIN: Allow = Allow {
        sreg: false,
        addr: false,
    };
    const SREG: Allow = Allow {
        sreg: true,
        addr: false,
    };
    const ADDR: Allow = Allow {
        sreg: false,
        addr: true,
    };
    const BOTH: Allow = Allow {
        sreg: true,
        addr: true,
    };
}

/// A source of `mov`: a special register or a variable's address too.
pub fn src_mov(cx: &mut FnCx, op: &Operand, ty: Type, w: Width) -> Result<Src, Diagnostic> {
    no_decoration(op, "this operand")?;
    src_inner(cx, op, ty, w, Allow::BOTH)
}

/// A source of `cvta`: a variable's address too.
pub fn src_or_addr(cx: &mut FnCx, op: &Operand, ty: Type, w: Width) -> Result<Src, Diagnostic> {
    no_decoration(op, "this operand")?;
    src_inner(cx, op, ty, w, Allow::ADDR)
}

/// A source of `mov` or `cvt`: like [`src`], and special registers are
/// allowed. A 32-bit special register can be read as a 16- or 32-bit value, a
/// 64-bit one only as a 64-bit value (what ptxas accepts).
pub fn src_or_sreg(cx: &mut FnCx, op: &Operand, ty: Type, w: Width) -> Result<Src, Diagnostic> {
    no_decoration(op, "this operand")?;
    src_inner(cx, op, ty, w, Allow::SREG)
}

fn src_inner(
    cx: &mut FnCx,
    op: &Operand,
    ty: Type,
    w: Width,
    allow: Allow,
) -> Result<Src, Diagnostic> {
    match &op.kind {
        OperandKind::Int(v) => {
            if ty == Type::Pred {
                // ptxas accepts an integer as a predicate source (clang
                // emits `mov.pred %p, -1;`): nonzero is true.
                return Ok(Src::Imm(u64::from(*v != 0)));
            }
            imm(*v, ty, op.span).map(Src::Imm)
        }
        OperandKind::Name(n) => {
            if n.starts_with('%') {
                if let Some(s) = sreg(n, &op.suffix, op.span)? {
                    if !allow.sreg {
                        return Err(Diagnostic::new(
                            op.span,
                            format!(
                                "special register '{}' is only allowed as a source of mov and cvt",
                                n
                            ),
                        ));
                    }
                    let bits = s.bits();
                    let fits = if ty == Type::Pred {
                        bits == 1
                    } else {
                        s.readable_at(ty.bits())
                    };
                    if !fits {
                        return Err(Diagnostic::new(
                            op.span,
                            format!(
                                "special register '{}' is {}-bit and cannot be read as a {}-bit operand",
                                n,
                                bits,
                                ty.bits()
                            ),
                        ));
                    }
                    return Ok(Src::Sreg(s));
                }
            }
            no_suffix(op)?;
            match cx.lookup(n) {
                // The predefined constant WARP_SZ (32), unless the function
                // declares its own.
                None if n == "WARP_SZ" && ty != Type::Pred => imm(32, ty, op.span).map(Src::Imm),
                Some(Binding::Reg(r)) => {
                    check_width(cx, r, ty, w, op.span)?;
                    Ok(Src::Reg(r))
                }
                Some(Binding::Var(_)) if !allow.addr => Err(Diagnostic::new(
                    op.span,
                    format!(
                        "'{}' is a variable: its address is read only by mov and cvta (ptxas: must be register)",
                        n
                    ),
                )),
                Some(Binding::Var(v)) => {
                    if ty.bits() < 32 || ty == Type::Pred {
                        return Err(Diagnostic::new(
                            op.span,
                            format!("the address of '{}' needs a 32- or 64-bit operand", n),
                        ));
                    }
                    Ok(Src::VarAddr(v))
                }
                // A function's name is its address, a constant
                // (`ir::func_addr`), wherever ptxas reads a value.
                Some(Binding::Func(f)) if ty.bits() >= 32 && ty != Type::Pred => {
                    Ok(Src::Imm(crate::ir::func_addr(f)))
                }
                Some(Binding::Func(_)) => Err(Diagnostic::new(
                    op.span,
                    format!("the address of function '{}' needs a 32- or 64-bit operand", n),
                )),
                None => Err(cx.undeclared("", n, op.span)),
            }
        }
        // A hexadecimal float literal is a bit pattern (`0f` + 8 hex digits
        // for 32 bits, `0d` + 16 for 64): ptxas takes it for any operand of
        // that width (`mov.b32 %r, 0f3F800000`), and ptxjit moves floats as
        // bits.
        OperandKind::Float(t) if !op.neg && !op.not => match float_bits(t, ty.bits()) {
            Some(v) => Ok(Src::Imm(v)),
            None => Err(Diagnostic::new(
                op.span,
                format!("floating-point literal '{}' where an integer is needed", t),
            )),
        },
        OperandKind::Float(t) => Err(Diagnostic::new(
            op.span,
            format!("floating-point literal '{}' where an integer is needed", t),
        )),
        OperandKind::Sink => Err(Diagnostic::new(
            op.span,
            "'_' is only allowed as a destination",
        )),
        OperandKind::Address { .. } | OperandKind::TexAddr(_) => Err(Diagnostic::new(
            op.span,
            "an address '[...]' is only allowed on memory instructions",
        )),
        // `(1 + 2)`: the parser cannot tell a parenthesised constant from a
        // call's one-element list.
        OperandKind::List(items) if matches!(items.as_slice(), [x] if matches!(x.kind, OperandKind::Int(_))) => {
            src_inner(cx, &items[0], ty, w, allow)
        }
        OperandKind::Vector(_) | OperandKind::List(_) | OperandKind::PredPair(..) => Err(
            Diagnostic::new(op.span, "a vector operand is not allowed here"),
        ),
        // ptxas takes `var+k` in any instruction (`add.u64 d, g+4, 1`).
        OperandKind::NamePlus(n, k) => name_plus(
            cx,
            op,
            n,
            *k,
            ty,
            w,
            Allow {
                addr: true,
                ..allow
            },
        ),
    }
}

/// `name+k` as a source: the register's value plus `k`, or the variable's
/// address plus `k`, at the width of `ty` (wrapping), computed into a
/// hidden register just before the instruction (ptxas does the same add).
fn name_plus(
    cx: &mut FnCx,
    op: &Operand,
    n: &str,
    k: i64,
    ty: Type,
    w: Width,
    allow: Allow,
) -> Result<Src, Diagnostic> {
    let add_ty = match ty.bits() {
        16 => Type::U16,
        32 => Type::U32,
        64 => Type::U64,
        _ => {
            return Err(Diagnostic::new(
                op.span,
                format!(
                    "'{n}+{k}' needs a 16-, 32- or 64-bit operand, not .{}",
                    ty.name()
                ),
            ))
        }
    };
    let plain = Operand {
        kind: OperandKind::Name(n.to_string()),
        ..op.clone()
    };
    let base = match src_inner(cx, &plain, ty, w, allow)? {
        s @ Src::Reg(_) => s,
        s @ Src::VarAddr(_) => {
            let t = cx.hidden_reg(add_ty);
            cx.insert_before(Op::Mov {
                ty: add_ty,
                d: Dst::Reg(t),
                a: s,
            });
            Src::Reg(t)
        }
        _ => {
            return Err(Diagnostic::new(
                op.span,
                format!("'{n}' in '{n}+{k}' must be a register or a variable"),
            ))
        }
    };
    let t = cx.hidden_reg(add_ty);
    cx.insert_before(Op::AddSub {
        sub: false,
        ty: add_ty,
        sat: false,
        carry: Carry {
            cin: false,
            cout: false,
        },
        d: Dst::Reg(t),
        a: base,
        b: Src::Imm(imm(i128::from(k), add_ty, op.span)?),
    });
    Ok(Src::Reg(t))
}

/// A predicate source, possibly `!p`. Returns the register and the negation.
pub fn pred_src(cx: &mut FnCx, op: &Operand) -> Result<(Src, bool), Diagnostic> {
    if op.neg {
        return Err(Diagnostic::new(op.span, "use '!' to negate a predicate"));
    }
    no_suffix(op)?;
    let s = src_any(cx, op, Type::Pred, Width::Exact)?;
    Ok((s, op.not))
}

/// Truncates an immediate to the width of `ty`.
///
/// ptxas reads every integer literal as a 64-bit value (wrapping: it accepts
/// `-0x8000000000000001`) and silently keeps the low bits for narrower
/// operands (`mov.u16 %rs1, 65536;` and `add.u32 %r1, %r2, 0x100000000;` are
/// accepted), so no integer literal is out of range; the `Result` is kept for
/// callers' uniformity.
pub fn imm(v: i128, ty: Type, span: Span) -> Result<u64, Diagnostic> {
    let _ = span;
    let bits = ty.bits().clamp(1, 64);
    let mask = if bits == 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    Ok((v as u64) & mask)
}

/// Width of a special register.
/// Recognises a special register name with its component suffix.
pub fn sreg(name: &str, suffix: &[String], span: Span) -> Result<Option<Sreg>, Diagnostic> {
    let comp = |kind: fn(u8) -> Sreg| -> Result<Option<Sreg>, Diagnostic> {
        match suffix {
            [c] => match c.as_str() {
                "x" => Ok(Some(kind(0))),
                "y" => Ok(Some(kind(1))),
                "z" => Ok(Some(kind(2))),
                _ => Err(Diagnostic::new(
                    span,
                    format!("'{}' has components .x .y .z, not .{}", name, c),
                )),
            },
            _ => Err(Diagnostic::new(
                span,
                format!("'{}' needs a component: {}.x, .y or .z", name, name),
            )),
        }
    };
    let plain = |s: Sreg| -> Result<Option<Sreg>, Diagnostic> {
        if let Some(c) = suffix.first() {
            return Err(Diagnostic::new(
                span,
                format!("'{}' has no component .{}", name, c),
            ));
        }
        Ok(Some(s))
    };
    match name {
        "%tid" => comp(Sreg::Tid),
        "%ntid" => comp(Sreg::Ntid),
        "%ctaid" => comp(Sreg::Ctaid),
        "%nctaid" => comp(Sreg::Nctaid),
        "%laneid" => plain(Sreg::Laneid),
        "%warpid" => plain(Sreg::Warpid),
        "%nwarpid" => plain(Sreg::Nwarpid),
        "%smid" => plain(Sreg::Smid),
        "%nsmid" => plain(Sreg::Nsmid),
        "%gridid" => plain(Sreg::Gridid),
        "%WARP_SZ" => plain(Sreg::WarpSz),
        "%lanemask_eq" => plain(Sreg::LanemaskEq),
        "%lanemask_le" => plain(Sreg::LanemaskLe),
        "%lanemask_lt" => plain(Sreg::LanemaskLt),
        "%lanemask_ge" => plain(Sreg::LanemaskGe),
        "%lanemask_gt" => plain(Sreg::LanemaskGt),
        "%clock" => plain(Sreg::Clock),
        "%clock64" => plain(Sreg::Clock64),
        "%globaltimer" => plain(Sreg::Globaltimer),
        "%dynamic_smem_size" => plain(Sreg::DynamicSmemSize),
        "%total_smem_size" => plain(Sreg::TotalSmemSize),
        "%globaltimer_lo" => plain(Sreg::GlobaltimerLo),
        "%globaltimer_hi" => plain(Sreg::GlobaltimerHi),
        "%aggr_smem_size" => plain(Sreg::AggrSmemSize),
        "%reserved_smem_offset_begin" => plain(Sreg::ReservedSmemOffset(0)),
        "%reserved_smem_offset_end" => plain(Sreg::ReservedSmemOffset(1)),
        "%reserved_smem_offset_cap" => plain(Sreg::ReservedSmemOffset(2)),
        "%reserved_smem_offset_0" => plain(Sreg::ReservedSmemOffset(3)),
        "%reserved_smem_offset_1" => plain(Sreg::ReservedSmemOffset(4)),
        "%cluster_ctaid" => comp(Sreg::ClusterCtaid),
        "%cluster_nctaid" => comp(Sreg::ClusterNctaid),
        "%clusterid" => comp(Sreg::Clusterid),
        "%nclusterid" => comp(Sreg::Nclusterid),
        "%cluster_ctarank" => plain(Sreg::ClusterCtarank),
        "%cluster_nctarank" => plain(Sreg::ClusterNctarank),
        "%is_explicit_cluster" => plain(Sreg::IsExplicitCluster),
        "%current_graph_exec" => plain(Sreg::CurrentGraphExec),
        _ => {
            // %envreg0..31, %pm0..7, %pm0_64..%pm7_64
            let num = |rest: &str, max: u8| -> Option<u8> {
                let ok = !rest.is_empty()
                    && rest.bytes().all(|b| b.is_ascii_digit())
                    && (rest.len() == 1 || !rest.starts_with('0'));
                rest.parse::<u8>().ok().filter(|&n| ok && n <= max)
            };
            if let Some(n) = name.strip_prefix("%envreg").and_then(|r| num(r, 31)) {
                return plain(Sreg::Envreg(n));
            }
            if let Some(r) = name.strip_prefix("%pm") {
                if let Some(n) = r.strip_suffix("_64").and_then(|r| num(r, 7)) {
                    return plain(Sreg::Pm64(n));
                }
                if let Some(n) = num(r, 7) {
                    return plain(Sreg::Pm(n));
                }
            }
            Ok(None)
        }
    }
}

/// A memory operand `[...]`.
pub fn addr(cx: &mut FnCx, op: &Operand, space: Space, addr_bits: u32) -> Result<Addr, Diagnostic> {
    no_decoration(op, "an address")?;
    no_suffix(op)?;
    let OperandKind::Address { base, offset } = &op.kind else {
        return Err(Diagnostic::new(op.span, "expected an address '[...]'"));
    };
    let base = match base {
        None if space == Space::Local => AddrBase::Abs,
        None => {
            return Err(Diagnostic::new(
                op.span,
                "an address without a register or variable ('[8]') is allowed only in .local space (ptxas: immediate addresses allowed only for .local state space)",
            ))
        }
        Some(n) => match cx.lookup(n) {
            Some(Binding::Reg(r)) => {
                let rt = cx.reg_ty(r);
                let need = if matches!(space, Space::Shared | Space::Local | Space::Param) {
                    32
                } else {
                    addr_bits
                };
                if rt == Type::Pred || rt.bits() < need.min(32) || rt.bits() > 64 {
                    return Err(Diagnostic::new(
                        op.span,
                        format!("address register '{}' must be 32 or 64 bits", n),
                    ));
                }
                // A 32-bit global or generic address in a 64-bit module
                // (ptxas 12.9: "32-Bit compilation is no longer supported";
                // 11.8 warned).
                if matches!(space, Space::Global | Space::Sreg) && addr_bits == 64 && rt.bits() < 64 {
                    return Err(Diagnostic::new(
                        op.span,
                        format!(
                            "address register '{}' is {}-bit: a .global or generic address is 64-bit with .address_size 64 (ptxas: 32-bit addresses are no longer supported)",
                            n,
                            rt.bits()
                        ),
                    ));
                }
                AddrBase::Reg(r)
            }
            Some(Binding::Var(v)) => {
                if let Some(h) = cx.prog().vars[v as usize].handle {
                    return Err(Diagnostic::new(
                        op.span,
                        format!(
                            "'{}' is a .{}: texture instructions read it, not ld/st (ptxas: illegal operand type)",
                            n,
                            h.name()
                        ),
                    ));
                }
                let vs = cx.prog().vars[v as usize].space;
                let compatible = vs == space
                    || space == Space::Global && vs == Space::Global
                    || space == Space::Param && vs == Space::Param;
                if !compatible && space != Space::Sreg {
                    return Err(Diagnostic::new(
                        op.span,
                        format!("'{}' is in .{} space, not .{}", n, vs.name(), space.name()),
                    ));
                }
                AddrBase::Var(v)
            }
            Some(Binding::Func(_)) => {
                return Err(Diagnostic::new(op.span, format!("'{}' is a function", n)))
            }
            None => return Err(cx.undeclared("", n, op.span)),
        },
    };
    Ok(Addr {
        base,
        offset: *offset,
    })
}

/// A scalar-video selector from an operand's suffix.
pub fn vsel(op: &Operand) -> Result<VSel, Diagnostic> {
    match op.suffix.as_slice() {
        [] => Ok(VSel::Word),
        [s] => match s.as_str() {
            "b0" => Ok(VSel::B(0)),
            "b1" => Ok(VSel::B(1)),
            "b2" => Ok(VSel::B(2)),
            "b3" => Ok(VSel::B(3)),
            "h0" => Ok(VSel::H(0)),
            "h1" => Ok(VSel::H(1)),
            _ => Err(Diagnostic::new(
                op.span,
                format!("'.{}' is not a video selector (.b0 .b1 .b2 .b3 .h0 .h1)", s),
            )),
        },
        _ => Err(Diagnostic::new(op.span, "only one selector is allowed")),
    }
}

/// A label operand.
pub fn label(op: &Operand) -> Result<&str, Diagnostic> {
    match &op.kind {
        OperandKind::Name(n) if !op.neg && !op.not && op.suffix.is_empty() => Ok(n),
        _ => Err(Diagnostic::new(op.span, "expected a label")),
    }
}

/// The bits of a hexadecimal float literal of `bits` width: `0fXXXXXXXX`
/// (32) or `0dXXXXXXXXXXXXXXXX` (64); `None` for anything else.
pub fn float_bits(text: &str, bits: u32) -> Option<u64> {
    let (kind, hex) = (text.get(..2)?.to_ascii_lowercase(), text.get(2..)?);
    let want = match (kind.as_str(), bits) {
        ("0f", 32) => 8,
        ("0d", 64) => 16,
        _ => return None,
    };
    if hex.len() != want || !hex.chars().all(|c| c.is_ascii_hexdigit()) {
        return None;
    }
    u64::from_str_radix(hex, 16).ok()
}
