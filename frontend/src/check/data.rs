//! Logic, shifts, permutes, comparisons and data movement: mov ld st cvt cvta
//! setp selp slct and or xor not cnot shl shr shf prmt lop3, and the integer
//! atomics atom red.

use super::mods::{tys, Mods, UNSUPPORTED_MODS};
use super::operands::{
    addr, count, dst, imm, pair_part, pred_src, src, src_mov, src_or_addr, src_or_sreg, Width,
};
use super::FnCx;
use crate::ast::{Inst, OperandKind, Space, Type};
use crate::diag::Diagnostic;
use crate::ir::{AddrBase, AtomOp, Bitwise, BoolOp, Cmp, Dst, Op, PrefetchLevel, PrmtMode, Src};

const CMP: &[(&str, Cmp)] = &[
    ("eq", Cmp::Eq),
    ("ne", Cmp::Ne),
    ("lt", Cmp::Lt),
    ("le", Cmp::Le),
    ("gt", Cmp::Gt),
    ("ge", Cmp::Ge),
    ("lo", Cmp::Lo),
    ("ls", Cmp::Ls),
    ("hi", Cmp::Hi),
    ("hs", Cmp::Hs),
];
const BOOL: &[(&str, BoolOp)] = &[
    ("and", BoolOp::And),
    ("or", BoolOp::Or),
    ("xor", BoolOp::Xor),
];
const SPACES: &[(&str, Space)] = &[
    ("global", Space::Global),
    ("shared", Space::Shared),
    ("shared::cta", Space::Shared),
    ("local", Space::Local),
    ("const", Space::Const),
    ("param", Space::Param),
    ("param::entry", Space::Param),
    ("param::func", Space::Param),
];
/// The state spaces `isspacep` tests (`.shared::cluster` is `.shared`: a
/// cluster is one block on ptxjit's device).
const ISSPACE: &[(&str, Space)] = &[
    ("global", Space::Global),
    ("shared", Space::Shared),
    ("shared::cta", Space::Shared),
    ("shared::cluster", Space::Shared),
    ("local", Space::Local),
    ("const", Space::Const),
    ("param", Space::Param),
    ("param::entry", Space::Param),
];

/// Cache, eviction and ordering hints of ld/st that do not change results on a
/// single thread.
const MEM_HINTS: &[&str] = &[
    "ca", "cg", "cs", "lu", "cv", "wb", "wt", "nc", "weak", "volatile", "relaxed", "cta", "gpu",
    "sys", "cluster",
];

/// ld/st: a memory order (`.relaxed`, `.acquire`, `.release`) and a scope
/// (`.cta`, `.cluster`, `.gpu`, `.sys`) come together (ptxas: "Modifier
/// '.relaxed' requires scope", "Modifier '.gpu' requires memory order").
pub fn order_needs_scope(inst: &Inst) -> Result<(), Diagnostic> {
    let find = |set: &[&str]| inst.mods.iter().find(|m| set.contains(&m.text.as_str()));
    let order = find(&["relaxed", "acquire", "release"]);
    let scope = find(&["cta", "cluster", "gpu", "sys"]);
    match (order, scope) {
        (Some(o), None) => Err(Diagnostic::new(
            o.span,
            format!(
                "'.{}' needs a scope (.cta .cluster .gpu .sys) on '{}'",
                o.text, inst.opcode
            ),
        )),
        (None, Some(s)) => Err(Diagnostic::new(
            s.span,
            format!(
                "'.{}' needs a memory order (.relaxed .acquire .release) on '{}'",
                s.text, inst.opcode
            ),
        )),
        _ => Ok(()),
    }
}

/// Decodes the data-movement and logic opcodes; `None` if `inst` is none of them.
pub fn decode(cx: &mut FnCx, inst: &Inst) -> Result<Option<Op>, Diagnostic> {
    use Type::*;
    let mut m = Mods::new(inst);
    let o = &inst.operands;
    let op = match inst.opcode.as_str() {
        "and" | "or" | "xor" => {
            let ty = m.ty(&[Pred, B16, B32, B64])?;
            count(inst, &[3])?;
            let d = dst(cx, &o[0], ty, Width::Exact)?;
            let (a, b) = if ty == Pred {
                (pred_or_not(cx, &o[1])?, pred_or_not(cx, &o[2])?)
            } else {
                (
                    src(cx, &o[1], ty, Width::Exact)?,
                    src(cx, &o[2], ty, Width::Exact)?,
                )
            };
            let op = match inst.opcode.as_str() {
                "and" => Bitwise::And,
                "or" => Bitwise::Or,
                _ => Bitwise::Xor,
            };
            Op::Bitwise { op, ty, d, a, b }
        }
        "not" | "cnot" => {
            let ty = if inst.opcode == "not" {
                m.ty(&[Pred, B16, B32, B64])?
            } else {
                m.ty(&[B16, B32, B64])?
            };
            count(inst, &[2])?;
            let d = dst(cx, &o[0], ty, Width::Exact)?;
            let a = if ty == Pred {
                pred_or_not(cx, &o[1])?
            } else {
                src(cx, &o[1], ty, Width::Exact)?
            };
            if inst.opcode == "not" {
                Op::Not { ty, d, a }
            } else {
                Op::Cnot { ty, d, a }
            }
        }
        "shl" | "shr" => {
            let ty = if inst.opcode == "shl" {
                m.ty(&[B16, B32, B64])?
            } else {
                m.ty(tys::BITS16_64)?
            };
            count(inst, &[3])?;
            let d = dst(cx, &o[0], ty, Width::Exact)?;
            let a = src(cx, &o[1], ty, Width::Exact)?;
            let b = src(cx, &o[2], U32, Width::Exact)?;
            if inst.opcode == "shl" {
                Op::Shl { ty, d, a, b }
            } else {
                Op::Shr { ty, d, a, b }
            }
        }
        "shf" => {
            let left = m
                .one_of(&[("l", true), ("r", false)])?
                .ok_or_else(|| Diagnostic::new(inst.span, "'shf' needs a direction: .l or .r"))?;
            let clamp = m
                .one_of(&[("clamp", true), ("wrap", false)])?
                .ok_or_else(|| Diagnostic::new(inst.span, "'shf' needs a mode: .clamp or .wrap"))?;
            m.ty(&[B32])?;
            count(inst, &[4])?;
            let d = dst(cx, &o[0], B32, Width::Exact)?;
            let a = src(cx, &o[1], B32, Width::Exact)?;
            let b = src(cx, &o[2], B32, Width::Exact)?;
            let c = src(cx, &o[3], U32, Width::Exact)?;
            Op::Shf {
                left,
                clamp,
                d,
                a,
                b,
                c,
            }
        }
        "prmt" => {
            m.ty(&[B32])?;
            let mode = m
                .one_of(&[
                    ("f4e", PrmtMode::F4e),
                    ("b4e", PrmtMode::B4e),
                    ("rc8", PrmtMode::Rc8),
                    ("ecl", PrmtMode::Ecl),
                    ("ecr", PrmtMode::Ecr),
                    ("rc16", PrmtMode::Rc16),
                ])?
                .unwrap_or(PrmtMode::Default);
            count(inst, &[4])?;
            let d = dst(cx, &o[0], B32, Width::Exact)?;
            let a = src(cx, &o[1], B32, Width::Exact)?;
            let b = src(cx, &o[2], B32, Width::Exact)?;
            let c = src(cx, &o[3], B32, Width::Exact)?;
            Op::Prmt { mode, d, a, b, c }
        }
        "lop3" => {
            // `lop3.BoolOp.b32 d|p, a, b, c, immLut, q` (PTX 8.2):
            // `d = F(a, b, c)`, then `p = (d != 0) BoolOp q`: the lop3
            // (under the guard) and a setp.ne.BoolOp as the instruction.
            let pred = m.one_of(&[("and", BoolOp::And), ("or", BoolOp::Or)])?;
            m.ty(&[B32])?;
            count(inst, if pred.is_some() { &[6] } else { &[5] })?;
            let (d, p) = match (&o[0].kind, pred) {
                // `_` for d: the value still decides p (a hidden register).
                (OperandKind::PredPair(d, p), Some(_)) => (
                    if d == "_" {
                        Dst::Reg(cx.hidden_reg(B32))
                    } else {
                        dst(cx, &pair_part(&o[0], d), B32, Width::Exact)?
                    },
                    Some(dst(cx, &pair_part(&o[0], p), Pred, Width::Exact)?),
                ),
                (_, Some(_)) => {
                    return Err(Diagnostic::new(
                        o[0].span,
                        "lop3 with .and/.or writes 'd|p' (a register and a predicate)",
                    ))
                }
                (_, None) => (dst(cx, &o[0], B32, Width::Exact)?, None),
            };

            let a = src(cx, &o[1], B32, Width::Exact)?;
            let b = src(cx, &o[2], B32, Width::Exact)?;
            let c = src(cx, &o[3], B32, Width::Exact)?;
            // ptxas keeps the low 8 bits of any immediate (256 and -1 are
            // accepted), like every other immediate operand.
            let lut = match &o[4].kind {
                OperandKind::Int(v) if !o[4].neg && !o[4].not && o[4].suffix.is_empty() => {
                    imm(*v, B8, o[4].span)? as u8
                }
                _ => {
                    return Err(Diagnostic::new(
                        o[4].span,
                        "lop3's immLut must be an integer immediate",
                    ))
                }
            };
            let (Some(op), Some(p)) = (pred, p) else {
                // A stray modifier (`lop3.sat.b32`) is an error here too.
                m.finish()?;
                return Ok(Some(Op::Lop3 { d, a, b, c, lut }));
            };
            let (q, q_not) = pred_src(cx, &o[5])?;
            let Dst::Reg(dr) = d else {
                return Err(Diagnostic::new(o[0].span, "lop3's d must be a register"));
            };
            cx.insert_guarded(Op::Lop3 { d, a, b, c, lut });
            Op::Setp {
                cmp: Cmp::Ne,
                ty: B32,
                comb: Some((op, q, q_not)),
                p,
                q: None,
                a: Src::Reg(dr),
                b: Src::Imm(0),
            }
        }
        "mov"
            if inst
                .mods
                .iter()
                .any(|x| matches!(x.text.as_str(), "v2" | "v4")) =>
        {
            let n = m.one_of(&[("v2", 2usize), ("v4", 4)])?.unwrap_or(2);
            let ty = m.ty(&[B16, B32, B64, U16, U32, U64, S16, S32, S64])?;
            count(inst, &[2])?;
            vector_mov(cx, inst, ty, n)?
        }
        "mov" => {
            let ty = m.ty(&[Pred, B16, B32, B64, U16, U32, U64, S16, S32, S64])?;
            count(inst, &[2])?;
            match (&o[0].kind, &o[1].kind) {
                (OperandKind::Vector(_), OperandKind::Vector(_)) => {
                    return Err(Diagnostic::new(
                        inst.span,
                        format!(
                            "'{}' packs or unpacks: one operand is a vector, the other a scalar (moving vector to vector is mov.v2/mov.v4)",
                            inst.full_name()
                        ),
                    ))
                }
                (_, OperandKind::Vector(parts)) => {
                    let elem_bits = ty.bits() / parts.len().max(1) as u32;
                    check_pack(inst, ty, parts.len())?;
                    let d = dst(cx, &o[0], ty, Width::Exact)?;
                    let et = Type::from_name(&format!("b{}", elem_bits)).unwrap_or(B32);
                    let mut ps = Vec::new();
                    for p in parts {
                        ps.push(src(cx, p, et, Width::Exact)?);
                    }
                    Op::Pack {
                        elem_bits,
                        d,
                        parts: ps,
                    }
                }
                (OperandKind::Vector(parts), _) => {
                    let elem_bits = ty.bits() / parts.len().max(1) as u32;
                    check_pack(inst, ty, parts.len())?;
                    let et = Type::from_name(&format!("b{}", elem_bits)).unwrap_or(B32);
                    let mut ds = Vec::new();
                    for p in parts {
                        ds.push(dst(cx, p, et, Width::Exact)?);
                    }
                    let a = src(cx, &o[1], ty, Width::Exact)?;
                    Op::Unpack {
                        elem_bits,
                        parts: ds,
                        a,
                    }
                }
                _ => {
                    let d = dst(cx, &o[0], ty, Width::Exact)?;
                    // `mov.pred %p, %is_explicit_cluster` reads a
                    // predicate special register.
                    let sreg = match &o[1].kind {
                        OperandKind::Name(n) => {
                            super::operands::sreg(n, &o[1].suffix, o[1].span)?.is_some()
                        }
                        _ => false,
                    };
                    let a = if ty == Pred && !sreg {
                        pred_plain(cx, &o[1])?
                    } else {
                        src_mov(cx, &o[1], ty, Width::Exact)?
                    };
                    Op::Mov { ty, d, a }
                }
            }
        }
        "cp" if inst.mods.iter().any(|x| x.text == "async") => {
            m.flag("async")?;
            let unsupported = ["bulk", "mbarrier", "L2::cache_hint", "tensor"];
            if inst
                .mods
                .iter()
                .any(|x| unsupported.contains(&x.text.as_str()))
            {
                return Ok(Some(Op::Unsupported {
                    name: inst.full_name(),
                }));
            }
            if m.flag("commit_group")? || m.flag("wait_all")? {
                count(inst, &[0])?;
                m.finish()?;
                return Ok(Some(Op::Nop));
            }
            if m.flag("wait_group")? {
                count(inst, &[1])?;
                src(cx, &o[0], Type::U32, Width::Exact)?;
                m.finish()?;
                return Ok(Some(Op::Nop));
            }
            let cg = m.one_of(&[("ca", false), ("cg", true)])?.ok_or_else(|| {
                Diagnostic::new(inst.span, "'cp.async' needs a cache operator (.ca or .cg)")
            })?;
            let at = |names: &[&str]| {
                inst.mods
                    .iter()
                    .position(|x| names.contains(&x.text.as_str()))
            };
            let order_ok = matches!(
                (at(&["shared", "shared::cta"]), at(&["global"])),
                (Some(s), Some(g)) if s < g
            );
            if m.one_of(&[("shared", ()), ("shared::cta", ())])?.is_none()
                || !m.flag("global")?
                || !order_ok
            {
                return Err(Diagnostic::new(
                    inst.span,
                    "'cp.async' copies from .global to .shared: write cp.async.ca.shared.global",
                ));
            }
            skip_cache_hints(&mut m, inst);
            count(inst, &[3, 4])?;
            let size = match &o[2].kind {
                OperandKind::Int(v @ (4 | 8 | 16)) => *v as u8,
                _ => {
                    return Err(Diagnostic::new(
                        o[2].span,
                        "the copy size of 'cp.async' must be 4, 8 or 16",
                    ))
                }
            };
            if cg && size != 16 {
                return Err(Diagnostic::new(o[2].span, "'cp.async.cg' copies 16 bytes"));
            }
            let abits = cx.prog().address_size;
            let dst_a = addr(cx, &o[0], Space::Shared, abits)?;
            let src_a = addr(cx, &o[1], Space::Global, abits)?;
            let (mut src_size, mut ignore) = (None, None);
            if let Some(x) = o.get(3) {
                let is_pred = matches!(&x.kind, OperandKind::Name(n)
                    if matches!(cx.lookup(n), Some(super::Binding::Reg(r)) if cx.reg_ty(r) == Type::Pred));
                if is_pred || x.not {
                    ignore = Some(pred_src(cx, x)?);
                } else {
                    // ptxas: "value '17' out of range, expected to be in
                    // range [0..16]" (the copy size).
                    if let OperandKind::Int(n) = x.kind {
                        if !(0..=i128::from(size)).contains(&n) {
                            return Err(Diagnostic::new(
                                x.span,
                                format!(
                                    "the source size of 'cp.async' must be in 0..{size}, not {n}"
                                ),
                            ));
                        }
                    }
                    src_size = Some(src(cx, x, Type::U32, Width::Exact)?);
                }
            }
            Op::CpAsync {
                dst: dst_a,
                src: src_a,
                size,
                src_size,
                ignore,
            }
        }
        "ld" | "st" => {
            let explicit = m.one_of(SPACES)?;
            for h in MEM_HINTS {
                m.flag(h)?;
            }
            skip_cache_hints(&mut m, inst);
            if let Some(v3) = m.span_of("v3") {
                return Err(Diagnostic::new(
                    v3,
                    format!(
                        "'.v3' is not a vector size of '{}': .v2, .v4 or .v8 (ptxas: unknown modifier '.v3')",
                        inst.opcode
                    ),
                ));
            }
            let vec = m
                .one_of(&[("v2", 2usize), ("v4", 4usize), ("v8", 8usize)])?
                .unwrap_or(1);
            let ty = m.ty(tys::ALL_INT)?;
            if vec == 8 && (ty.bits() != 32 || cx.prog().sm < 100) {
                // PTX ISA 8.8: 256-bit loads and stores of 32-bit elements
                // on sm_100 and later (ptxas 11.8: "Illegal vector size: 8").
                return Err(Diagnostic::new(
                    m.span_of("v8").unwrap_or(inst.span),
                    "'.v8' needs 32-bit elements and sm_100 or later",
                ));
            }
            count(inst, &[2, 3])?;
            let abits = cx.prog().address_size;
            let (data, adr) = if inst.opcode == "ld" {
                (&o[0], &o[1])
            } else {
                (&o[1], &o[0])
            };
            let a = addr(cx, adr, explicit.unwrap_or(Space::Sreg), abits)?;
            // Without a state space the address is generic; a variable
            // named there is accessed in its own space (`ld.b32 r, [s]` of a
            // `.shared` s).
            let space = match (explicit, a.base) {
                (Some(s), _) => s,
                (None, AddrBase::Var(v)) => {
                    let var = &cx.prog().vars[v as usize];
                    if matches!(var.space, Space::Param | Space::Const) {
                        // ptxas: "State space mismatch between instruction
                        // and address": parameters and constants are not
                        // named in the generic window.
                        return Err(Diagnostic::new(
                            adr.span,
                            format!(
                                "'{}' is a .{} variable: access it with {}.{}",
                                var.name,
                                var.space.name(),
                                inst.opcode,
                                var.space.name()
                            ),
                        ));
                    }
                    var.space
                }
                (None, _) => Space::Global,
            };
            if inst.opcode == "st" && space == Space::Const {
                return Err(Diagnostic::new(
                    inst.span,
                    "'st' cannot write .const memory (ptxas: state space incorrect)",
                ));
            }
            if let (Space::Param, AddrBase::Var(v), Some(_)) = (space, a.base, cx.guard()) {
                // ptxas: "Illegal to predicate instruction 'ld.param' with
                // operand 'rv'": a call sequence's own `.param` variables
                // (not the function's parameters) take no guard.
                let prog = cx.prog();
                let formal = prog.formal_of(v).is_some();
                if !formal {
                    return Err(Diagnostic::new(
                        inst.span,
                        format!(
                            "'{}' of the call-sequence variable '{}' cannot be guarded (ptxas: illegal to predicate)",
                            inst.full_name(),
                            prog.vars[v as usize].name
                        ),
                    ));
                }
            }
            if let (true, Space::Param, AddrBase::Var(v)) = (inst.opcode == "st", space, a.base) {
                // A parameter of the kernel that owns it (a kernel's own
                // call-sequence `.param`s are written by st.param).
                let prog = cx.prog();
                let is_kernel_param = prog
                    .formal_of(v)
                    .is_some_and(|f| f.kind == crate::ast::FuncKind::Entry);
                if is_kernel_param {
                    return Err(Diagnostic::new(
                        adr.span,
                        format!(
                            "kernel parameter '{}' is read-only (ptxas: illegal to write to function input parameter)",
                            prog.vars[v as usize].name
                        ),
                    ));
                }
            }
            let elems: Vec<&crate::ast::Operand> = match &data.kind {
                OperandKind::Vector(v) => v.iter().collect(),
                _ => vec![data],
            };
            if elems.len() != vec {
                return Err(Diagnostic::new(
                    data.span,
                    format!(
                        "'{}' moves {} element(s), operand has {}",
                        inst.full_name(),
                        vec,
                        elems.len()
                    ),
                ));
            }
            if inst.opcode == "ld" {
                let mut d = Vec::new();
                for e in elems {
                    d.push(dst(cx, e, ty, Width::AtLeast)?);
                }
                Op::Ld {
                    space,
                    ty,
                    d,
                    addr: a,
                }
            } else {
                let mut v = Vec::new();
                for e in elems {
                    v.push(src(cx, e, ty, Width::AtLeast)?);
                }
                Op::St {
                    space,
                    ty,
                    addr: a,
                    v,
                }
            }
        }
        "atom" | "red" => return atomic(cx, inst).map(Some),
        "cvt" if inst.mods.iter().any(|x| x.text == "pack") => {
            m.flag("pack")?;
            if !m.flag("sat")? {
                return Err(Diagnostic::new(
                    inst.span,
                    "'cvt.pack' needs '.sat' (ptxas: .sat modifier required)",
                ));
            }
            const PACK: &[(&str, (u32, bool))] = &[
                ("u2", (2, false)),
                ("s2", (2, true)),
                ("u4", (4, false)),
                ("s4", (4, true)),
                ("u8", (8, false)),
                ("s8", (8, true)),
                ("u16", (16, false)),
                ("s16", (16, true)),
            ];
            let (bits, signed) = m.one_of(PACK)?.ok_or_else(|| {
                Diagnostic::new(
                    inst.span,
                    "'cvt.pack' needs a destination type (.u2 .s2 .u4 .s4 .u8 .s8 .u16 .s16)",
                )
            })?;
            // Two source types (.s32, and .b32 for c) below 16 bits, one at 16.
            let with_c = bits < 16;
            if with_c {
                m.n_types(&[&[S32], &[B32]])?;
                count(inst, &[4])?;
            } else {
                m.n_types(&[&[S32]])?;
                count(inst, &[3])?;
            }
            Op::CvtPack {
                bits,
                signed,
                d: dst(cx, &o[0], B32, Width::AtLeast)?,
                a: src(cx, &o[1], S32, Width::Exact)?,
                b: src(cx, &o[2], S32, Width::Exact)?,
                c: if with_c {
                    Some(src(cx, &o[3], B32, Width::Exact)?)
                } else {
                    None
                },
            }
        }
        "cvt" => {
            let sat = m.flag("sat")?;
            let t = m.n_types(&[tys::CVT_INT, tys::CVT_INT])?;
            // ptxas 12.9 refuses `.sat` where every source value fits the
            // destination ("Illegal modifier '.sat' for instruction
            // 'cvt'"): u <- u and s <- s not narrowing, s <- u widening.
            let (db, sb) = (t[0].bits(), t[1].bits());
            let fits = match (t[0].is_signed(), t[1].is_signed()) {
                (false, false) | (true, true) => db >= sb,
                (true, false) => db > sb,
                (false, true) => false,
            };
            if sat && fits {
                return Err(Diagnostic::new(
                    m.span_of("sat").unwrap_or(inst.span),
                    format!(
                        "'.sat' on '{}': every .{} value fits .{}, nothing to saturate (ptxas: illegal modifier '.sat' for instruction 'cvt')",
                        inst.full_name(),
                        t[1].name(),
                        t[0].name()
                    ),
                ));
            }
            count(inst, &[2])?;
            let d = dst(cx, &o[0], t[0], Width::AtLeast)?;
            let a = src_or_sreg(cx, &o[1], t[1], Width::AtLeast)?;
            Op::Cvt {
                dty: t[0],
                sty: t[1],
                sat,
                d,
                a,
            }
        }
        "cvta" => {
            // `cvta.to.global`, not `cvta.global.to` (ptxas: "Unknown
            // modifier '.to'").
            if let (Some(to), Some(first)) = (m.span_of("to"), inst.mods.first()) {
                if first.text != "to" {
                    return Err(Diagnostic::new(
                        to,
                        "'.to' must come first: 'cvta.to.SPACE' (ptxas: unknown modifier '.to')",
                    ));
                }
            }
            let to = m.flag("to")?;
            let space = m.one_of(&SPACES[..6])?.ok_or_else(|| {
                Diagnostic::new(
                    inst.span,
                    "'cvta' needs a state space (.global .shared .local .const .param)",
                )
            })?;
            let ty = m.ty(&[U32, U64])?;
            count(inst, &[2])?;
            let d = dst(cx, &o[0], ty, Width::Exact)?;
            if let OperandKind::Name(n) = &o[1].kind {
                if let Some(super::Binding::Func(_)) = cx.lookup(n) {
                    return Err(Diagnostic::new(
                        o[1].span,
                        format!(
                            "'{}' is a function, not in .{} space (ptxas: state space mismatch)",
                            n,
                            space.name()
                        ),
                    ));
                }
            }
            let a = src_or_addr(cx, &o[1], ty, Width::Exact)?;
            Op::Cvta { to, space, d, a }
        }
        "prefetch" | "prefetchu" => {
            // ptxas 12.9's rules (tests/forms/data.txt, gated.tsv).
            let space = m.one_of(SPACES)?;
            let level = if inst.opcode == "prefetchu" {
                if let Some(sp) = space {
                    return Err(Diagnostic::new(
                        inst.mods[0].span,
                        format!(
                            "'prefetchu' takes a generic address, not .{} (ptxas: state space incorrect for instruction 'prefetchu')",
                            sp.name()
                        ),
                    ));
                }
                m.one_of(&[("L1", PrefetchLevel::Uniform)])?
            } else {
                m.one_of(&[
                    ("L1", PrefetchLevel::L1),
                    ("L2", PrefetchLevel::L2),
                    ("L2::evict_last", PrefetchLevel::L2EvictLast),
                    ("L2::evict_normal", PrefetchLevel::L2EvictNormal),
                    ("tensormap", PrefetchLevel::Tensormap),
                ])?
            };
            let level = level.ok_or_else(|| {
                Diagnostic::new(
                    inst.span,
                    format!(
                        "'{}' needs a cache level ({}) (ptxas: cache level modifier required)",
                        inst.full_name(),
                        if inst.opcode == "prefetch" {
                            ".L1, .L2, .L2::evict_last, .L2::evict_normal or .tensormap"
                        } else {
                            ".L1"
                        }
                    ),
                )
            })?;
            // .global/.local for the data caches (not .local with an
            // eviction priority), .const/.param for a tensormap.
            let fits = match (level, space) {
                (_, None) => true,
                (PrefetchLevel::L1 | PrefetchLevel::L2, Some(sp)) => {
                    matches!(sp, Space::Global | Space::Local)
                }
                (PrefetchLevel::L2EvictLast | PrefetchLevel::L2EvictNormal, Some(sp)) => {
                    sp == Space::Global
                }
                (PrefetchLevel::Tensormap, Some(sp)) => matches!(sp, Space::Const | Space::Param),
                (PrefetchLevel::Uniform, Some(_)) => false,
            };
            if let (false, Some(sp)) = (fits, space) {
                return Err(Diagnostic::new(
                    inst.span,
                    format!(
                        "'{}': .{} is not a state space of this prefetch (ptxas: state space incorrect)",
                        inst.full_name(),
                        sp.name()
                    ),
                ));
            }
            count(inst, &[1])?;
            let abits = cx.prog().address_size;
            let addr = addr(cx, &o[0], space.unwrap_or(Space::Sreg), abits)?;
            Op::Prefetch { space, level, addr }
        }
        "isspacep" => {
            let space = m.one_of(ISSPACE)?.ok_or_else(|| {
                Diagnostic::new(
                    inst.span,
                    "'isspacep' needs a state space (.global .shared .local .const .param) (ptxas: state space modifier required)",
                )
            })?;
            count(inst, &[2])?;
            let p = dst(cx, &o[0], Type::Pred, Width::Exact)?;
            // A 32- or 64-bit register or an immediate, not a variable
            // (ptxas: "must be register").
            if let OperandKind::Name(n) = &o[1].kind {
                if !matches!(cx.lookup(n), Some(super::Binding::Reg(_))) {
                    return Err(Diagnostic::new(
                        o[1].span,
                        format!(
                            "'{}' is not a register: isspacep takes an address in a register (ptxas: must be register)",
                            n
                        ),
                    ));
                }
            }
            let a = src(cx, &o[1], U64, Width::Exact)
                .or_else(|e| src(cx, &o[1], U32, Width::Exact).map_err(|_| e))?;
            Op::Isspacep { space, p, a }
        }
        "setp" | "set" => {
            let cmp = m.one_of(CMP)?.ok_or_else(|| {
                Diagnostic::new(
                    inst.span,
                    format!("'{}' needs a comparison (.eq .ne .lt ...)", inst.opcode),
                )
            })?;
            let bop = m.one_of(BOOL)?;
            let (dty, ty) = if inst.opcode == "set" {
                let t = m.n_types(&[&[U32, S32], tys::BITS16_64])?;
                (t[0], t[1])
            } else {
                let t = m.ty(tys::BITS16_64)?;
                (Pred, t)
            };
            check_cmp(inst, cmp, ty)?;
            count(inst, if bop.is_some() { &[4] } else { &[3] })?;
            let comb = match bop {
                None => None,
                Some(b) => {
                    let (c, not) = pred_src(cx, &o[3])?;
                    Some((b, c, not))
                }
            };
            let a = src(cx, &o[1], ty, Width::Exact)?;
            let b = src(cx, &o[2], ty, Width::Exact)?;
            if inst.opcode == "set" {
                let d = dst(cx, &o[0], dty, Width::Exact)?;
                Op::Set {
                    cmp,
                    ty,
                    dty,
                    comb,
                    d,
                    a,
                    b,
                }
            } else {
                let (p, q) = pred_pair(cx, &o[0])?;
                Op::Setp {
                    cmp,
                    ty,
                    comb,
                    p,
                    q,
                    a,
                    b,
                }
            }
        }
        "selp" => {
            let ty = m.ty(tys::BITS16_64)?;
            count(inst, &[4])?;
            let d = dst(cx, &o[0], ty, Width::Exact)?;
            let a = src(cx, &o[1], ty, Width::Exact)?;
            let b = src(cx, &o[2], ty, Width::Exact)?;
            let c = pred_or_not(cx, &o[3])?;
            Op::Selp { ty, d, a, b, c }
        }
        "slct" => {
            let t = m.n_types(&[tys::BITS16_64, &[S32]])?;
            count(inst, &[4])?;
            let d = dst(cx, &o[0], t[0], Width::Exact)?;
            let a = src(cx, &o[1], t[0], Width::Exact)?;
            let b = src(cx, &o[2], t[0], Width::Exact)?;
            let c = src(cx, &o[3], S32, Width::Exact)?;
            Op::Slct {
                ty: t[0],
                d,
                a,
                b,
                c,
            }
        }
        _ => return Ok(None),
    };
    m.finish()?;
    Ok(Some(op))
}

/// A predicate source without `!`.
fn pred_plain(cx: &mut FnCx, o: &crate::ast::Operand) -> Result<Src, Diagnostic> {
    let (s, not) = pred_src(cx, o)?;
    if not {
        return Err(Diagnostic::new(
            o.span,
            "'!' is only allowed on setp's predicate c",
        ));
    }
    Ok(s)
}

/// A predicate source that may be written `!p` (and/or/xor/not on
/// predicates, selp's c: ptxas accepts it): `!p` becomes a hidden predicate
/// register set by a `not.pred` placed before the instruction.
fn pred_or_not(cx: &mut FnCx, o: &crate::ast::Operand) -> Result<Src, Diagnostic> {
    let (s, not) = pred_src(cx, o)?;
    if !not {
        return Ok(s);
    }
    let t = cx.hidden_reg(Type::Pred);
    cx.insert_before(Op::Not {
        ty: Type::Pred,
        d: Dst::Reg(t),
        a: s,
    });
    Ok(Src::Reg(t))
}

/// `p` or `p|q` (the parser gives `p|q` as a two-element vector).
fn pred_pair(cx: &mut FnCx, o: &crate::ast::Operand) -> Result<(Dst, Option<Dst>), Diagnostic> {
    match &o.kind {
        OperandKind::PredPair(p, q) => {
            let mut one = |n: &str| match n {
                "_" => Ok(Dst::Sink),
                _ => dst(cx, &pair_part(o, n), Type::Pred, Width::Exact),
            };
            let p = one(p)?;
            Ok((p, Some(one(q)?)))
        }
        OperandKind::Sink => Ok((Dst::Sink, None)),
        _ => Ok((dst(cx, o, Type::Pred, Width::Exact)?, None)),
    }
}

/// `mov.vN.T {d...}, {a...}`: N moves of one PTX instruction, all sources
/// read before any destination is written (`mov.v2 {a, b}, {b, a}`
/// swaps): the sources go through hidden registers (unguarded), then each
/// destination is written under the instruction's guard.
fn vector_mov<'a>(cx: &mut FnCx, inst: &'a Inst, ty: Type, n: usize) -> Result<Op, Diagnostic> {
    let o = &inst.operands;
    let elems = |op: &'a crate::ast::Operand| {
        match &op.kind {
        OperandKind::Vector(parts) if parts.len() == n => Ok(parts.as_slice()),
        _ => Err(Diagnostic::new(
            op.span,
            format!(
                "'{}' moves vectors of {n} elements: each operand is a vector register or {{...}} of {n}",
                inst.full_name()
            ),
        )),
    }
    };
    let (ds, srcs) = (elems(&o[0])?, elems(&o[1])?);
    let mut temps = Vec::with_capacity(n);
    for s in srcs {
        let a = src(cx, s, ty, Width::Exact)?;
        let t = cx.hidden_reg(ty);
        cx.insert_before(Op::Mov {
            ty,
            d: Dst::Reg(t),
            a,
        });
        temps.push(t);
    }
    let mut moves = Vec::with_capacity(n);
    for (d, t) in ds.iter().zip(temps) {
        moves.push(Op::Mov {
            ty,
            d: dst(cx, d, ty, Width::Exact)?,
            a: Src::Reg(t),
        });
    }
    let last = moves.pop().expect("a vector has elements");
    for op in moves {
        cx.insert_guarded(op);
    }
    Ok(last)
}

fn check_pack(inst: &Inst, ty: Type, n: usize) -> Result<(), Diagnostic> {
    let ok = matches!((ty.bits(), n), (64, 2) | (64, 4) | (32, 2));
    if ok {
        Ok(())
    } else {
        Err(Diagnostic::new(
            inst.span,
            format!(
                "'{}' cannot pack or unpack {} elements",
                inst.full_name(),
                n
            ),
        ))
    }
}

fn check_cmp(inst: &Inst, cmp: Cmp, ty: Type) -> Result<(), Diagnostic> {
    let bits_only = matches!(ty, Type::B16 | Type::B32 | Type::B64);
    let unsigned_only = matches!(cmp, Cmp::Lo | Cmp::Ls | Cmp::Hi | Cmp::Hs);
    if bits_only && !matches!(cmp, Cmp::Eq | Cmp::Ne) || unsigned_only && ty.is_signed() {
        return Err(Diagnostic::new(
            inst.span,
            format!(
                "comparison in '{}' is not allowed for type .{}",
                inst.full_name(),
                ty.name()
            ),
        ));
    }
    Ok(())
}

/// Takes `.L1::...`, `.L2::...` eviction and prefetch hints.
fn skip_cache_hints(m: &mut Mods, inst: &Inst) {
    let hints: Vec<String> = inst
        .mods
        .iter()
        .filter(|x| x.text.starts_with("L1::") || x.text.starts_with("L2::"))
        .map(|x| x.text.clone())
        .collect();
    for h in hints {
        let _ = m.flag(&h);
    }
}

const ATOM_OPS: &[(&str, AtomOp)] = &[
    ("add", AtomOp::Add),
    ("min", AtomOp::Min),
    ("max", AtomOp::Max),
    ("and", AtomOp::And),
    ("or", AtomOp::Or),
    ("xor", AtomOp::Xor),
    ("exch", AtomOp::Exch),
    ("cas", AtomOp::Cas),
    ("inc", AtomOp::Inc),
    ("dec", AtomOp::Dec),
];

/// State spaces an atomic may name (`None`: one ptxas rejects; the
/// `::cluster` window of other CTAs is valid PTX outside the subset).
const ATOM_SPACES: &[(&str, Option<Space>)] = &[
    ("global", Some(Space::Global)),
    ("shared", Some(Space::Shared)),
    ("shared::cta", Some(Space::Shared)),
    ("shared::cluster", None),
    ("local", None),
    ("const", None),
    ("param", None),
];

/// The memory-order modifiers; they do not change the value computed.
const ATOM_SEMS: &[(&str, ())] = &[
    ("relaxed", ()),
    ("acquire", ()),
    ("release", ()),
    ("acq_rel", ()),
];

/// `atom` and `red` (integer forms), with ptxas 11.8's rules: the operation
/// fixes the types (`.add` `.u32 .s32 .u64`; `.min`/`.max` `.u32 .s32 .u64
/// .s64`; `.and .or .xor .exch` `.b32 .b64`; `.cas` `.b16 .b32 .b64`; `.inc`
/// `.dec` `.u32`), `red` has no `.exch`/`.cas` and no `.acquire`/`.acq_rel`,
/// registers are exactly as wide as the type, `b`/`c` are registers or
/// immediates, the address is not absolute, the destination may be `_`.
/// Floating-point, `.b128` and `.shared::cluster` forms are valid PTX outside
/// the subset ([`Op::Unsupported`]).
fn atomic(cx: &mut FnCx, inst: &Inst) -> Result<Op, Diagnostic> {
    use Type::*;
    let is_red = inst.opcode == "red";
    let unsupported = || Op::Unsupported {
        name: inst.full_name(),
    };
    // Floating-point atomics (and their .noftz), 128-bit exch/cas and
    // red.async: outside the subset. The memory orders are read below;
    // .mmio is for ld/st only (rejected as a leftover modifier).
    let outside = inst.mods.iter().any(|x| {
        let t = x.text.as_str();
        (UNSUPPORTED_MODS.contains(&t) && t != "mmio" && !ATOM_SEMS.iter().any(|(n, _)| *n == t))
            || t == "noftz"
            || t == "async"
    });
    if outside {
        return Ok(unsupported());
    }
    let mut m = Mods::new(inst);
    let sem_at = inst
        .mods
        .iter()
        .find(|x| ATOM_SEMS.iter().any(|(n, _)| *n == x.text))
        .map(|x| (x.text.clone(), x.span));
    m.one_of(ATOM_SEMS)?;
    if let Some((sem, span)) = sem_at {
        if is_red && (sem == "acquire" || sem == "acq_rel") {
            return Err(Diagnostic::new(
                span,
                format!("'red' cannot have .{} (only .relaxed or .release)", sem),
            ));
        }
    }
    m.one_of(&[("cta", ()), ("cluster", ()), ("gpu", ()), ("sys", ())])?;
    let space = match m.one_of(ATOM_SPACES)? {
        None => None,
        Some(Some(s)) => Some(s),
        Some(None) => {
            if inst.mods.iter().any(|x| x.text == "shared::cluster") {
                return Ok(unsupported());
            }
            return Err(Diagnostic::new(
                inst.span,
                format!(
                    "'{}' works on .global or .shared memory (or generic addresses) only",
                    inst.opcode
                ),
            ));
        }
    };
    let op = m.one_of(ATOM_OPS)?.ok_or_else(|| {
        Diagnostic::new(
            inst.span,
            format!(
                "'{}' needs an operation (.add .min .max .and .or .xor{} .inc .dec)",
                inst.opcode,
                if is_red { "" } else { " .exch .cas" }
            ),
        )
    })?;
    if is_red && matches!(op, AtomOp::Exch | AtomOp::Cas) {
        return Err(Diagnostic::new(
            inst.span,
            "'red' has no .exch or .cas (use atom)",
        ));
    }
    let hint = m.flag("L2::cache_hint")?;
    if hint && op == AtomOp::Cas {
        return Err(Diagnostic::new(
            inst.span,
            "'.L2::cache_hint' is not allowed on atom.cas",
        ));
    }
    if inst.mods.iter().any(|x| x.text == "b128") {
        return Ok(unsupported());
    }
    let allowed: &[Type] = match op {
        AtomOp::Add => &[U32, S32, U64],
        AtomOp::Min | AtomOp::Max => &[U32, S32, U64, S64],
        AtomOp::And | AtomOp::Or | AtomOp::Xor | AtomOp::Exch => &[B32, B64],
        AtomOp::Cas => &[B16, B32, B64],
        AtomOp::Inc | AtomOp::Dec => &[U32],
    };
    let ty = m.ty(allowed)?;
    m.finish()?;
    let o = &inst.operands;
    let nd = usize::from(!is_red);
    let want = nd + 2 + usize::from(op == AtomOp::Cas) + usize::from(hint);
    count(inst, &[want])?;
    // Like ptxas: a floating-point register may stand for a .bN value only.
    let no_float = |cx: &FnCx, r: u32, span| -> Result<(), Diagnostic> {
        let rt = cx.reg_ty(r);
        if rt.is_float() && !matches!(ty, B16 | B32 | B64) {
            return Err(Diagnostic::new(
                span,
                format!(
                    "register of type .{} cannot be an operand of '{}'",
                    rt.name(),
                    inst.full_name()
                ),
            ));
        }
        Ok(())
    };
    let d = if is_red || matches!(o[0].kind, OperandKind::Sink) {
        Dst::Sink
    } else {
        let d = dst(cx, &o[0], ty, Width::Exact)?;
        if let Dst::Reg(r) = d {
            no_float(cx, r, o[0].span)?;
        }
        d
    };
    let adr = &o[nd];
    let abits = cx.prog().address_size;
    // Generic addressing of a variable is the variable's own space.
    let a = addr(cx, adr, space.unwrap_or(Space::Sreg), abits)?;
    let space = match (space, a.base) {
        (Some(s), _) => s,
        (None, AddrBase::Var(v)) => match cx.prog().vars[v as usize].space {
            Space::Global => Space::Global,
            Space::Shared => Space::Shared,
            other => {
                return Err(Diagnostic::new(
                    adr.span,
                    format!(
                        "'{}' cannot work on a .{} variable",
                        inst.opcode,
                        other.name()
                    ),
                ))
            }
        },
        (None, _) => Space::Global,
    };
    if a.base == AddrBase::Abs {
        return Err(Diagnostic::new(
            adr.span,
            format!(
                "'{}' needs a register or variable address, not an absolute one",
                inst.opcode
            ),
        ));
    }
    let operand = |cx: &mut FnCx, op: &crate::ast::Operand| -> Result<Src, Diagnostic> {
        let s = src(cx, op, ty, Width::Exact)?;
        match s {
            Src::VarAddr(_) => Err(Diagnostic::new(
                op.span,
                "this operand must be a register or an immediate",
            )),
            Src::Reg(r) => no_float(cx, r, op.span).map(|_| s),
            _ => Ok(s),
        }
    };
    let b = operand(cx, &o[nd + 1])?;
    let c = if op == AtomOp::Cas {
        Some(operand(cx, &o[nd + 2])?)
    } else {
        None
    };
    if hint {
        // The cache policy: a 64-bit register, read and dropped.
        src(cx, &o[want - 1], B64, Width::Exact)?;
    }
    Ok(Op::Atom {
        space,
        op,
        ty,
        d,
        addr: a,
        b,
        c,
    })
}
