//! Integer Arithmetic and Extended-Precision Arithmetic: modifier and operand
//! rules (PTX ISA 9.7.1 and 9.7.2).

use super::mods::{tys, Mods};
use super::operands::{count, dst, src, Width};
use super::FnCx;
use crate::ast::{Inst, Type};
use crate::diag::Diagnostic;
use crate::ir::{Carry, Dst, MulMode, Op, Src};

const MODE: &[(&str, MulMode)] = &[
    ("hi", MulMode::Hi),
    ("lo", MulMode::Lo),
    ("wide", MulMode::Wide),
];
const HILO: &[(&str, MulMode)] = &[("hi", MulMode::Hi), ("lo", MulMode::Lo)];
const CLAMP: &[(&str, bool)] = &[("clamp", true), ("wrap", false)];

/// `d, a, b, ...`: the destination and sources all of type `ty`.
fn ops(cx: &mut FnCx, inst: &Inst, ty: Type, n: usize) -> Result<(Dst, Vec<Src>), Diagnostic> {
    count(inst, &[n + 1])?;
    let d = dst(cx, &inst.operands[0], ty, Width::Exact)?;
    let mut v = Vec::with_capacity(n);
    for o in &inst.operands[1..] {
        v.push(src(cx, o, ty, Width::Exact)?);
    }
    Ok((d, v))
}

/// A `pos`/`len` operand of bfe/bfi (operand `i`): a `.u32`, at most 255
/// when immediate (ptxas: "value '300' out of range, expected to be in
/// range [0..255]").
fn field_src(cx: &mut FnCx, inst: &Inst, i: usize) -> Result<Src, Diagnostic> {
    let o = &inst.operands[i];
    let s = src(cx, o, Type::U32, Width::Exact)?;
    if let (Src::Imm(v), crate::ast::OperandKind::Int(_)) = (s, &o.kind) {
        if v > 255 {
            return Err(Diagnostic::new(
                o.span,
                format!(
                    "'{}' takes an immediate {} of 0..255, not {} (use a register for more)",
                    inst.opcode,
                    if i == inst.operands.len() - 1 {
                        "len"
                    } else {
                        "pos"
                    },
                    v
                ),
            ));
        }
    }
    Ok(s)
}

/// The `.sat` rule shared by add, sub, mad.hi and mad24.hi: only on `.s32`.
fn sat_s32(m: &mut Mods, inst: &Inst, ty: Type) -> Result<bool, Diagnostic> {
    let sat = m.flag("sat")?;
    if sat && ty != Type::S32 {
        return Err(Diagnostic::new(
            m.span_of("sat").unwrap_or(inst.span),
            format!("'.sat' is only allowed with .s32 on '{}'", inst.opcode),
        ));
    }
    Ok(sat)
}

/// Decodes the integer and extended-precision arithmetic opcodes; `None` if
/// `inst` is none of them.
pub fn decode(cx: &mut FnCx, inst: &Inst) -> Result<Option<Op>, Diagnostic> {
    use Type::*;
    let mut m = Mods::new(inst);
    let op = match inst.opcode.as_str() {
        "add" | "sub" | "addc" | "subc" => {
            let sub = inst.opcode.starts_with("sub");
            let cin = inst.opcode.ends_with('c');
            let cout = m.flag("cc")?;
            let carry = Carry { cin, cout };
            // Packed forms exist for add only: ptxas rejects sub.u16x2.
            // addc/subc without .cc also take 16-bit types (ptxas 11.8:
            // the SASS adds the carry and keeps 16 bits).
            let ty = if cout {
                m.ty(tys::I32_64)?
            } else if cin {
                m.ty(&[U16, S16, U32, S32, U64, S64])?
            } else if sub {
                m.ty(tys::INT16_64)?
            } else {
                m.ty(&[U16, U32, U64, S16, S32, S64, U16x2, S16x2])?
            };
            // addc.sat.s32 / subc.sat.s32 saturate the sum with the carry
            // in (ptxas accepts them; its SASS clamps on the sign of the
            // wrapped result); .sat with .cc is rejected.
            let sat = sat_s32(&mut m, inst, ty)?;
            if sat && cout {
                return Err(Diagnostic::new(
                    inst.span,
                    "'.sat' cannot be combined with '.cc' (ptxas: modifier '.cc' cannot be combined with modifier '.sat')",
                ));
            }
            let (d, s) = ops(cx, inst, ty, 2)?;
            Op::AddSub {
                sub,
                ty,
                sat,
                carry,
                d,
                a: s[0],
                b: s[1],
            }
        }
        "mul" => {
            let mode = required_mode(&mut m, inst, MODE)?;
            let ty = m.ty(tys::INT16_64)?;
            let (d, a, b) = wide_ops(cx, inst, ty, mode, 2)?;
            Op::Mul {
                ty,
                mode,
                d,
                a,
                b: b[0],
            }
        }
        "mad" | "madc" => {
            let cin = inst.opcode == "madc";
            // `mad.lo.cc`, not `mad.cc.lo` (ptxas: "Not a name of any known
            // instruction").
            let at = |t: &str| inst.mods.iter().position(|x| x.text == t);
            if let (Some(cc), Some(mode)) = (at("cc"), at("lo").or(at("hi")).or(at("wide"))) {
                if cc < mode {
                    return Err(Diagnostic::new(
                        inst.mods[cc].span,
                        format!(
                            "'.cc' must follow '.{}': '{}.{}.cc' (ptxas: not a name of any known instruction)",
                            inst.mods[mode].text, inst.opcode, inst.mods[mode].text
                        ),
                    ));
                }
            }
            let mode = required_mode(&mut m, inst, if cin { HILO } else { MODE })?;
            let cout = m.flag("cc")?;
            let ty = if cin || cout {
                m.ty(tys::I32_64)?
            } else {
                m.ty(tys::INT16_64)?
            };
            let sat = sat_s32(&mut m, inst, ty)?;
            if sat && (mode != MulMode::Hi || cin || cout) {
                return Err(Diagnostic::new(
                    inst.span,
                    "'.sat' is only allowed as mad.hi.sat.s32",
                ));
            }
            let (d, a, rest) = wide_ops(cx, inst, ty, mode, 3)?;
            Op::Mad {
                ty,
                mode,
                sat,
                carry: Carry { cin, cout },
                d,
                a,
                b: rest[0],
                c: rest[1],
            }
        }
        "mul24" | "mad24" => {
            let hi = required_mode(&mut m, inst, HILO)? == MulMode::Hi;
            let ty = m.ty(tys::I32)?;
            if inst.opcode == "mul24" {
                let (d, s) = ops(cx, inst, ty, 2)?;
                Op::Mul24 {
                    ty,
                    hi,
                    d,
                    a: s[0],
                    b: s[1],
                }
            } else {
                let sat = sat_s32(&mut m, inst, ty)?;
                if sat && !hi {
                    return Err(Diagnostic::new(
                        inst.span,
                        "'.sat' is only allowed as mad24.hi.sat.s32",
                    ));
                }
                let (d, s) = ops(cx, inst, ty, 3)?;
                Op::Mad24 {
                    ty,
                    hi,
                    sat,
                    d,
                    a: s[0],
                    b: s[1],
                    c: s[2],
                }
            }
        }
        "sad" => {
            let ty = m.ty(tys::INT16_64)?;
            let (d, s) = ops(cx, inst, ty, 3)?;
            Op::Sad {
                ty,
                d,
                a: s[0],
                b: s[1],
                c: s[2],
            }
        }
        "div" | "rem" => {
            let ty = m.ty(tys::INT16_64)?;
            let (d, s) = ops(cx, inst, ty, 2)?;
            if inst.opcode == "div" {
                Op::Div {
                    ty,
                    d,
                    a: s[0],
                    b: s[1],
                }
            } else {
                Op::Rem {
                    ty,
                    d,
                    a: s[0],
                    b: s[1],
                }
            }
        }
        "abs" | "neg" => {
            let ty = m.ty(tys::SIGNED16_64)?;
            let (d, s) = ops(cx, inst, ty, 1)?;
            if inst.opcode == "abs" {
                Op::Abs { ty, d, a: s[0] }
            } else {
                Op::Neg { ty, d, a: s[0] }
            }
        }
        "min" | "max" => {
            // (`.relu` may follow the type: ptxas 12.9 takes `min.s32.relu`.)
            let relu = m.flag("relu")?;
            let ty = m.ty(&[U16, U32, U64, S16, S32, S64, U16x2, S16x2])?;
            if relu && !matches!(ty, S32 | S16x2) {
                return Err(Diagnostic::new(
                    m.span_of("relu").unwrap_or(inst.span),
                    "'.relu' is only allowed with .s32 and .s16x2",
                ));
            }
            let (d, s) = ops(cx, inst, ty, 2)?;
            Op::MinMax {
                max: inst.opcode == "max",
                ty,
                relu,
                d,
                a: s[0],
                b: s[1],
            }
        }
        "popc" | "clz" | "brev" => {
            let ty = m.ty(tys::B32_64)?;
            count(inst, &[2])?;
            let dty = if inst.opcode == "brev" { ty } else { U32 };
            let d = dst(cx, &inst.operands[0], dty, Width::Exact)?;
            let a = src(cx, &inst.operands[1], ty, Width::Exact)?;
            match inst.opcode.as_str() {
                "popc" => Op::Popc { ty, d, a },
                "clz" => Op::Clz { ty, d, a },
                _ => Op::Brev { ty, d, a },
            }
        }
        "bfind" => {
            let shiftamt = m.flag("shiftamt")?;
            let ty = m.ty(tys::I32_64)?;
            count(inst, &[2])?;
            let d = dst(cx, &inst.operands[0], U32, Width::Exact)?;
            let a = src(cx, &inst.operands[1], ty, Width::Exact)?;
            Op::Bfind { ty, shiftamt, d, a }
        }
        "fns" => {
            m.ty(&[B32])?;
            count(inst, &[4])?;
            let d = dst(cx, &inst.operands[0], U32, Width::Exact)?;
            let mask = src(cx, &inst.operands[1], B32, Width::Exact)?;
            let base = src(cx, &inst.operands[2], U32, Width::Exact)?;
            let offset = src(cx, &inst.operands[3], S32, Width::Exact)?;
            Op::Fns {
                d,
                mask,
                base,
                offset,
            }
        }
        "bfe" => {
            let ty = m.ty(tys::I32_64)?;
            count(inst, &[4])?;
            let d = dst(cx, &inst.operands[0], ty, Width::Exact)?;
            let a = src(cx, &inst.operands[1], ty, Width::Exact)?;
            let pos = field_src(cx, inst, 2)?;
            let len = field_src(cx, inst, 3)?;
            Op::Bfe { ty, d, a, pos, len }
        }
        "bfi" => {
            let ty = m.ty(tys::B32_64)?;
            count(inst, &[5])?;
            let d = dst(cx, &inst.operands[0], ty, Width::Exact)?;
            let f = src(cx, &inst.operands[1], ty, Width::Exact)?;
            let b = src(cx, &inst.operands[2], ty, Width::Exact)?;
            let pos = field_src(cx, inst, 3)?;
            let len = field_src(cx, inst, 4)?;
            Op::Bfi {
                ty,
                d,
                f,
                b,
                pos,
                len,
            }
        }
        "szext" => {
            let clamp = required_mode(&mut m, inst, CLAMP)?;
            let ty = m.ty(tys::I32)?;
            count(inst, &[3])?;
            let d = dst(cx, &inst.operands[0], ty, Width::Exact)?;
            let a = src(cx, &inst.operands[1], ty, Width::Exact)?;
            let b = src(cx, &inst.operands[2], U32, Width::Exact)?;
            Op::Szext {
                signed: ty == S32,
                clamp,
                d,
                a,
                b,
            }
        }
        "bmsk" => {
            let clamp = required_mode(&mut m, inst, CLAMP)?;
            m.ty(&[B32])?;
            let (d, s) = ops(cx, inst, B32, 2)?;
            Op::Bmsk {
                clamp,
                d,
                a: s[0],
                b: s[1],
            }
        }
        "dp4a" | "dp2a" => {
            let hi = if inst.opcode == "dp2a" {
                Some(required_mode(&mut m, inst, HILO)? == MulMode::Hi)
            } else {
                None
            };
            let t = m.n_types(&[tys::I32, tys::I32])?;
            let (a_signed, b_signed) = (t[0] == S32, t[1] == S32);
            let cty = if a_signed || b_signed { S32 } else { U32 };
            count(inst, &[4])?;
            let d = dst(cx, &inst.operands[0], cty, Width::Exact)?;
            let a = src(cx, &inst.operands[1], B32, Width::Exact)?;
            let b = src(cx, &inst.operands[2], B32, Width::Exact)?;
            let c = src(cx, &inst.operands[3], cty, Width::Exact)?;
            match hi {
                None => Op::Dp4a {
                    a_signed,
                    b_signed,
                    d,
                    a,
                    b,
                    c,
                },
                Some(hi) => Op::Dp2a {
                    hi,
                    a_signed,
                    b_signed,
                    d,
                    a,
                    b,
                    c,
                },
            }
        }
        _ => return Ok(None),
    };
    m.finish()?;
    Ok(Some(op))
}

fn required_mode<T: Copy>(m: &mut Mods, inst: &Inst, table: &[(&str, T)]) -> Result<T, Diagnostic> {
    m.before_type(&table.iter().map(|(n, _)| *n).collect::<Vec<_>>())?;
    m.one_of(table)?.ok_or_else(|| {
        let names: Vec<String> = table.iter().map(|(n, _)| format!(".{}", n)).collect();
        Diagnostic::new(
            inst.span,
            format!("'{}' needs one of {}", inst.opcode, names.join(" ")),
        )
    })
}

/// Operands of mul/mad: `.wide` makes `d` (and mad's `c`) twice as wide.
fn wide_ops(
    cx: &mut FnCx,
    inst: &Inst,
    ty: Type,
    mode: MulMode,
    n: usize,
) -> Result<(Dst, Src, Vec<Src>), Diagnostic> {
    count(inst, &[n + 1])?;
    let wide_ty = if mode == MulMode::Wide {
        match ty {
            Type::U16 => Type::U32,
            Type::S16 => Type::S32,
            Type::U32 => Type::U64,
            Type::S32 => Type::S64,
            _ => {
                return Err(Diagnostic::new(
                    inst.span,
                    "'.wide' is only allowed with 16- and 32-bit types",
                ))
            }
        }
    } else {
        ty
    };
    let d = dst(cx, &inst.operands[0], wide_ty, Width::Exact)?;
    let a = src(cx, &inst.operands[1], ty, Width::Exact)?;
    let mut rest = vec![src(cx, &inst.operands[2], ty, Width::Exact)?];
    if n == 3 {
        rest.push(src(cx, &inst.operands[3], wide_ty, Width::Exact)?);
    }
    Ok((d, a, rest))
}
