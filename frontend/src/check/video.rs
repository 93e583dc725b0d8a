//! Video instructions: scalar (vadd ... vset, vmad) and SIMD (vadd2 ... vset4)
//! modifier, selector and mask rules (PTX ISA 9.7.16).

use super::mods::{tys, Mods};
use super::operands::{count, dst, src, src_any, vsel, Width};
use super::FnCx;
use crate::ast::{Inst, Operand, Type};
use crate::diag::Diagnostic;
use crate::ir::{
    Cmp, Dst, Op, SimdMods, SimdOp, Src, VSel, VideoMods, VideoOp, VideoOp2, VideoSecond, VmadMods,
    VsetMods,
};

const OP2: &[(&str, VideoOp2)] = &[
    ("add", VideoOp2::Add),
    ("min", VideoOp2::Min),
    ("max", VideoOp2::Max),
];
const VCMP: &[(&str, Cmp)] = &[
    ("eq", Cmp::Eq),
    ("ne", Cmp::Ne),
    ("lt", Cmp::Lt),
    ("le", Cmp::Le),
    ("gt", Cmp::Gt),
    ("ge", Cmp::Ge),
];

fn scalar_op(name: &str) -> Option<VideoOp> {
    Some(match name {
        "vadd" => VideoOp::Add,
        "vsub" => VideoOp::Sub,
        "vabsdiff" => VideoOp::Absdiff,
        "vmin" => VideoOp::Min,
        "vmax" => VideoOp::Max,
        "vshl" => VideoOp::Shl,
        "vshr" => VideoOp::Shr,
        _ => return None,
    })
}

fn simd_op(name: &str) -> Option<(SimdOp, u8)> {
    let (base, lanes) = if let Some(b) = name.strip_suffix('2') {
        (b, 2)
    } else if let Some(b) = name.strip_suffix('4') {
        (b, 4)
    } else {
        return None;
    };
    let op = match base {
        "vadd" => SimdOp::Add,
        "vsub" => SimdOp::Sub,
        "vavrg" => SimdOp::Avrg,
        "vabsdiff" => SimdOp::Absdiff,
        "vmin" => SimdOp::Min,
        "vmax" => SimdOp::Max,
        "vset" => SimdOp::Set(Cmp::Eq),
        _ => return None,
    };
    Some((op, lanes))
}

/// A scalar-video source `a{.sel}` (32-bit, selector allowed, no negation).
fn vsrc(cx: &mut FnCx, o: &Operand) -> Result<(Src, VSel), Diagnostic> {
    if o.neg || o.not {
        return Err(Diagnostic::new(
            o.span,
            "negation is only allowed on vmad operands",
        ));
    }
    let sel = vsel(o)?;
    let mut plain = o.clone();
    plain.suffix.clear();
    Ok((src_any(cx, &plain, Type::B32, Width::Exact)?, sel))
}

/// `d` or `d.dsel`.
fn vdst(cx: &mut FnCx, o: &Operand) -> Result<(Dst, VSel), Diagnostic> {
    let sel = vsel(o)?;
    let mut plain = o.clone();
    plain.suffix.clear();
    Ok((dst(cx, &plain, Type::B32, Width::Exact)?, sel))
}

/// The secondary operation / merge of scalar video instructions, from the
/// optional `.op2` and the destination selector.
fn second(
    cx: &mut FnCx,
    inst: &Inst,
    op2: Option<VideoOp2>,
    dsel: VSel,
) -> Result<(VideoSecond, Option<Src>), Diagnostic> {
    let has_c = inst.operands.len() == 4;
    match (op2, dsel, has_c) {
        (None, VSel::Word, false) => Ok((VideoSecond::None, None)),
        (Some(op), VSel::Word, true) => Ok((
            VideoSecond::Op(op),
            Some(src(cx, &inst.operands[3], Type::B32, Width::Exact)?),
        )),
        // ptxas also accepts `c` with neither (`vadd.u32.u32.u32 d, a, b, c;`)
        // and ignores it (SASS: a plain IADD of a and b): a merge into the
        // whole word, which is the result itself.
        (None, sel, true) => Ok((
            VideoSecond::Merge(sel),
            Some(src(cx, &inst.operands[3], Type::B32, Width::Exact)?),
        )),
        (Some(_), sel, _) if sel != VSel::Word => Err(Diagnostic::new(
            inst.operands[0].span,
            "a destination selector (data merge) cannot be combined with a secondary operation",
        )),
        (_, _, true) => Err(Diagnostic::new(
            inst.operands[3].span,
            "operand c needs a secondary operation (.add .min .max) or a destination selector",
        )),
        (_, _, false) => Err(Diagnostic::new(
            inst.span,
            "a secondary operation or destination selector needs a fourth operand c",
        )),
    }
}

/// Decodes the video opcodes; `None` if `inst` is none of them.
pub fn decode(cx: &mut FnCx, inst: &Inst) -> Result<Option<Op>, Diagnostic> {
    let name = inst.opcode.as_str();
    let mut m = Mods::new(inst);
    let op = if let Some(vop) = scalar_op(name) {
        let shift = matches!(vop, VideoOp::Shl | VideoOp::Shr);
        let t = if shift {
            m.n_types(&[tys::I32, tys::I32, &[Type::U32]])?
        } else {
            m.n_types(&[tys::I32, tys::I32, tys::I32])?
        };
        let sat = m.flag("sat")?;
        let clamp = if shift {
            m.one_of(&[("clamp", true), ("wrap", false)])?
                .ok_or_else(|| {
                    Diagnostic::new(
                        inst.span,
                        format!("'{}' needs a shift mode: .clamp or .wrap", name),
                    )
                })?
        } else {
            false
        };
        let op2 = m.one_of(OP2)?;
        count(inst, &[3, 4])?;
        let (d, dsel) = vdst(cx, &inst.operands[0])?;
        let (a, asel) = vsrc(cx, &inst.operands[1])?;
        let (b, bsel) = vsrc(cx, &inst.operands[2])?;
        let (second, c) = second(cx, inst, op2, dsel)?;
        Op::Video {
            m: VideoMods {
                op: vop,
                dty: t[0],
                aty: t[1],
                bty: t[2],
                sat,
                clamp,
                asel,
                bsel,
                second,
            },
            d,
            a,
            b,
            c,
        }
    } else if name == "vmad" {
        let t = m.n_types(&[tys::I32, tys::I32, tys::I32])?;
        let po = m.flag("po")?;
        let sat = m.flag("sat")?;
        let shr = m.one_of(&[("shr7", 7u8), ("shr15", 15u8)])?.unwrap_or(0);
        count(inst, &[4])?;
        let d = dst(cx, &inst.operands[0], Type::B32, Width::Exact)?;
        let mut neg = [false; 3];
        let mut srcs = Vec::new();
        for (i, o) in inst.operands[1..].iter().enumerate() {
            if o.not {
                return Err(Diagnostic::new(
                    o.span,
                    "'!' is not allowed on vmad operands",
                ));
            }
            if o.neg && po {
                return Err(Diagnostic::new(
                    o.span,
                    "negation is not allowed with vmad .po",
                ));
            }
            // ptxas negates either the product or c: `-a, -b` cancel.
            if i == 2 && o.neg && (neg[0] != neg[1]) {
                return Err(Diagnostic::new(
                    o.span,
                    "vmad negates either the product (a or b) or c, not both",
                ));
            }
            neg[i] = o.neg;
            let sel = if i < 2 { vsel(o)? } else { VSel::Word };
            if i == 2 && !o.suffix.is_empty() {
                return Err(Diagnostic::new(
                    o.span,
                    "operand c of vmad takes no selector",
                ));
            }
            let mut plain = o.clone();
            plain.suffix.clear();
            plain.neg = false;
            srcs.push((src_any(cx, &plain, Type::B32, Width::Exact)?, sel));
        }
        Op::Vmad {
            m: VmadMods {
                dty: t[0],
                aty: t[1],
                bty: t[2],
                sat,
                po,
                shr,
                neg_ab: neg[0] ^ neg[1],
                neg_c: neg[2],
                asel: srcs[0].1,
                bsel: srcs[1].1,
            },
            d,
            a: srcs[0].0,
            b: srcs[1].0,
            c: srcs[2].0,
        }
    } else if name == "vset" {
        let t = m.n_types(&[tys::I32, tys::I32])?;
        let cmp = m.one_of(VCMP)?.ok_or_else(|| {
            Diagnostic::new(
                inst.span,
                "'vset' needs a comparison: .eq .ne .lt .le .gt .ge",
            )
        })?;
        let op2 = m.one_of(OP2)?;
        count(inst, &[3, 4])?;
        let (d, dsel) = vdst(cx, &inst.operands[0])?;
        let (a, asel) = vsrc(cx, &inst.operands[1])?;
        let (b, bsel) = vsrc(cx, &inst.operands[2])?;
        let (second, c) = second(cx, inst, op2, dsel)?;
        Op::Vset {
            m: VsetMods {
                aty: t[0],
                bty: t[1],
                cmp,
                asel,
                bsel,
                second,
            },
            d,
            a,
            b,
            c,
        }
    } else if let Some((mut sop, lanes)) = simd_op(name) {
        let is_set = matches!(sop, SimdOp::Set(_));
        let t = if is_set {
            let t = m.n_types(&[tys::I32, tys::I32])?;
            sop = SimdOp::Set(m.one_of(VCMP)?.ok_or_else(|| {
                Diagnostic::new(
                    inst.span,
                    format!("'{}' needs a comparison: .eq .ne .lt .le .gt .ge", name),
                )
            })?);
            vec![Type::U32, t[0], t[1]]
        } else {
            m.n_types(&[tys::I32, tys::I32, tys::I32])?
        };
        let sat = if is_set { false } else { m.flag("sat")? };
        let acc = m.flag("add")?;
        if sat && acc {
            return Err(Diagnostic::new(
                m.span_of("sat").unwrap_or(inst.span),
                format!("'.sat' is not allowed with the '.add' form of '{}'", name),
            ));
        }
        count(inst, &[4])?;
        let mask = simd_mask(&inst.operands[0], lanes)?;
        let asel = simd_sel(&inst.operands[1], lanes, false)?;
        let bsel = simd_sel(&inst.operands[2], lanes, true)?;
        let plain = |o: &Operand| {
            let mut p = o.clone();
            p.suffix.clear();
            p
        };
        // ptxas: "Incorrect video selector for operand N" for any immediate
        // operand of a SIMD video instruction (scalar video takes them).
        if let Some(o) = inst.operands[1..]
            .iter()
            .find(|o| matches!(o.kind, crate::ast::OperandKind::Int(_)))
        {
            return Err(Diagnostic::new(
                o.span,
                format!(
                    "operands of '{}' must be registers: SIMD video takes no immediates",
                    name
                ),
            ));
        }
        let d = dst(cx, &plain(&inst.operands[0]), Type::B32, Width::Exact)?;
        let a = src(cx, &plain(&inst.operands[1]), Type::B32, Width::Exact)?;
        let b = src(cx, &plain(&inst.operands[2]), Type::B32, Width::Exact)?;
        let c = src(cx, &inst.operands[3], Type::B32, Width::Exact)?;
        Op::Simd {
            m: SimdMods {
                op: sop,
                lanes,
                dty: t[0],
                aty: t[1],
                bty: t[2],
                sat,
                acc,
                mask,
                asel,
                bsel,
            },
            d,
            a,
            b,
            c,
        }
    } else {
        return Ok(None);
    };
    m.finish()?;
    Ok(Some(op))
}

/// Digits of a `.hxy`/`.bxyzw` suffix, lane 0 last as written.
fn digits(o: &Operand, lanes: u8) -> Result<Option<&str>, Diagnostic> {
    match o.suffix.as_slice() {
        [] => Ok(None),
        [s] => {
            let (kind, rest) = s.split_at(1);
            let want = if lanes == 2 { "h" } else { "b" };
            if kind != want || rest.is_empty() || !rest.bytes().all(|c| c.is_ascii_digit()) {
                return Err(Diagnostic::new(
                    o.span,
                    format!(
                        "'.{}' is not a {} selector (expected .{}{})",
                        s,
                        if lanes == 2 { "halfword" } else { "byte" },
                        want,
                        if lanes == 2 { "xy" } else { "xyzw" }
                    ),
                ));
            }
            Ok(Some(rest))
        }
        _ => Err(Diagnostic::new(o.span, "only one selector is allowed")),
    }
}

/// The destination mask (bit i = lane i written); default all lanes.
fn simd_mask(o: &Operand, lanes: u8) -> Result<u8, Diagnostic> {
    let all = (1u8 << lanes) - 1;
    let Some(ds) = digits(o, lanes)? else {
        return Ok(all);
    };
    let mut mask = 0u8;
    let mut prev = u8::MAX;
    for c in ds.bytes() {
        let lane = c - b'0';
        if lane >= lanes || lane >= prev {
            return Err(Diagnostic::new(
                o.span,
                format!(
                    "bad destination mask '.{}': lanes 0..{} written in descending order, each once",
                    o.suffix[0],
                    lanes - 1
                ),
            ));
        }
        prev = lane;
        mask |= 1 << lane;
    }
    Ok(mask)
}

/// A source lane selector: for each lane (lane 0 first), which lane of the
/// concatenation {b, a} it reads. Defaults: a `.h10`/`.b3210`, b `.h32`/`.b7654`.
fn simd_sel(o: &Operand, lanes: u8, is_b: bool) -> Result<[u8; 4], Diagnostic> {
    let mut sel = [0u8; 4];
    let Some(ds) = digits(o, lanes)? else {
        for (i, s) in sel.iter_mut().enumerate().take(lanes as usize) {
            *s = i as u8 + if is_b { lanes } else { 0 };
        }
        return Ok(sel);
    };
    if ds.len() != lanes as usize {
        return Err(Diagnostic::new(
            o.span,
            format!("selector '.{}' must name {} lanes", o.suffix[0], lanes),
        ));
    }
    if ds == "1024" {
        // Of the 4096 four-lane selectors, ptxas 12.9 refuses this one
        // alone, with a syntax error: it reads `.b1024` as a type name.
        return Err(Diagnostic::new(
            o.span,
            "selector '.b1024' is refused by ptxas (12.9 reads '.b1024' as a type name, a syntax error); every other four-lane selector is accepted, so pick these bytes with prmt first",
        ));
    }
    for (i, c) in ds.bytes().rev().enumerate() {
        let v = c - b'0';
        if v >= 2 * lanes {
            return Err(Diagnostic::new(
                o.span,
                format!(
                    "selector '.{}': lane {} does not exist (0..{})",
                    o.suffix[0],
                    v,
                    2 * lanes - 1
                ),
            ));
        }
        sel[i] = v;
    }
    Ok(sel)
}
