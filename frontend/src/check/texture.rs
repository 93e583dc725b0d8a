//! Texture and surface instructions: tex tld4 txq suld sust sured suq
//! istypep. ptxjit has no texture units: each is checked here (modifiers,
//! types, operand shapes and register widths, as ptxas 12.9 judges them)
//! and becomes [`Op::Unsupported`], so a module that has them loads and
//! its other kernels run; a thread that reaches one stops with
//! "unsupported instruction".

use super::mods::Mods;
use super::operands::{count, dst, src, Width};
use super::{Binding, FnCx};
use crate::ast::{Handle, Inst, Operand, OperandKind, Type};
use crate::diag::Diagnostic;
use crate::ir::Op;

/// Decodes the texture and surface opcodes; `None` if `inst` is none.
pub fn decode(cx: &mut FnCx, inst: &Inst) -> Result<Option<Op>, Diagnostic> {
    let name = inst.opcode.as_str();
    let mut m = Mods::new(inst);
    let o = &inst.operands;
    let err = |span, msg: String| Err(Diagnostic::new(span, msg));
    match name {
        "tex" | "tld4" => {
            let geoms: &[(&str, u32)] = if name == "tex" {
                &[
                    ("1d", 1),
                    ("2d", 2),
                    ("3d", 3),
                    ("a1d", 2),
                    ("a2d", 3),
                    ("cube", 3),
                    ("acube", 4),
                    ("2dms", 3),
                    ("a2dms", 4),
                ]
            } else {
                &[("2d", 2), ("a2d", 3), ("cube", 3), ("acube", 4)]
            };
            if name == "tld4" {
                let comp = m.one_of(&[("r", ()), ("g", ()), ("b", ()), ("a", ())])?;
                if comp.is_none() {
                    return err(
                        inst.span,
                        "'tld4' needs a component: .r, .g, .b or .a (ptxas: component modifier required)".into(),
                    );
                }
            } else {
                m.one_of(&[("base", ()), ("level", ()), ("grad", ())])?;
            }
            let Some(coords) = m.one_of(geoms)? else {
                return err(inst.span, geometry_needed(name, geoms));
            };
            if !m.flag("v4")? {
                return err(
                    inst.span,
                    format!("'{}' returns four elements: it needs .v4", inst.full_name()),
                );
            }
            let cty: &[Type] = if name == "tex" {
                &[Type::S32, Type::F32]
            } else {
                &[Type::F32]
            };
            let t = m.n_types(&[
                &[Type::S32, Type::U32, Type::F32, Type::F16, Type::F16x2],
                cty,
            ])?;
            m.finish()?;
            let geom = inst
                .mods
                .iter()
                .find(|x| geoms.iter().any(|g| g.0 == x.text))
                .map_or("", |x| x.text.as_str());
            if matches!(geom, "cube" | "acube") && t[1] != Type::F32 {
                return err(
                    inst.span,
                    format!("'{}' takes .f32 coordinates", inst.full_name()),
                );
            }
            if matches!(geom, "2dms" | "a2dms") && t[1] != Type::S32 {
                return err(
                    inst.span,
                    format!("'{}' takes .s32 coordinates", inst.full_name()),
                );
            }
            if o.len() < 2 || o.len() > 6 {
                count(inst, &[2, 3, 4, 5, 6])?;
            }
            let dty = if t[0] == Type::F16 { Type::B16 } else { t[0] };
            vector(cx, &o[0], 4, dty, true)?;
            tex_operand(cx, &o[1], Handle::Tex, coords, t[1], geom.starts_with('a'))?;
            for x in &o[2..] {
                // lod, gradients, offset, depth compare
                extra(cx, x)?;
            }
        }
        "txq" | "suq" => {
            let (handle, queries): (Handle, &[&str]) = if name == "txq" {
                m.flag("level")?;
                (
                    Handle::Tex,
                    &[
                        "width",
                        "height",
                        "depth",
                        "channel_data_type",
                        "channel_order",
                        "normalized_coords",
                        "array_size",
                        "num_mipmap_levels",
                        "num_samples",
                        "force_unnormalized_coords",
                        "filter_mode",
                        "addr_mode_0",
                        "addr_mode_1",
                        "addr_mode_2",
                    ],
                )
            } else {
                (
                    Handle::Surf,
                    &[
                        "width",
                        "height",
                        "depth",
                        "channel_data_type",
                        "channel_order",
                        "array_size",
                        "memory_layout",
                    ],
                )
            };
            let table: Vec<(&str, ())> = queries.iter().map(|q| (*q, ())).collect();
            if m.one_of(&table)?.is_none() {
                return err(
                    inst.span,
                    format!("'{}' needs what to query: .{}", name, queries.join(", .")),
                );
            }
            m.ty(&[Type::B32])?;
            m.finish()?;
            count(inst, &[2, 3])?;
            dst(cx, &o[0], Type::B32, Width::Exact)?;
            // What a query reads: a sampler's own setting, or either.
            let sampler_only = inst
                .mods
                .iter()
                .any(|x| x.text == "force_unnormalized_coords");
            let either = inst.mods.iter().any(|x| {
                matches!(
                    x.text.as_str(),
                    "filter_mode" | "addr_mode_0" | "addr_mode_1" | "addr_mode_2"
                )
            });
            let want: &[Handle] = if sampler_only {
                &[Handle::Sampler]
            } else if either {
                &[Handle::Tex, Handle::Sampler]
            } else {
                std::slice::from_ref(&handle)
            };
            match &o[1].kind {
                OperandKind::Address {
                    base: Some(b),
                    offset: 0,
                } => handle_name(cx, &o[1], b, want)?,
                _ => {
                    return err(
                        o[1].span,
                        format!("'{}' takes its handle as '[name]'", name),
                    )
                }
            }
            if let Some(l) = o.get(2) {
                src(cx, l, Type::B32, Width::Exact)?;
            }
        }
        "suld" | "sust" | "sured" => {
            let geoms: &[(&str, u32)] = &[("1d", 1), ("2d", 2), ("3d", 3), ("a1d", 2), ("a2d", 3)];
            let p = match m.one_of(&[("b", false), ("p", true)])? {
                Some(p) => p,
                None => {
                    return err(
                        inst.span,
                        format!("'{}' needs .b (or, for sust and sured, .p)", name),
                    )
                }
            };
            if p && name == "suld" {
                return err(
                    inst.span,
                    "'suld.p' does not exist (ptxas: not a name of any known instruction)".into(),
                );
            }
            let Some(coords) = m.one_of(geoms)? else {
                return err(inst.span, geometry_needed(name, geoms));
            };
            let mut sured_op = None;
            let n = match name {
                "sured" => {
                    let op = m
                        .one_of(&[("add", 0u8), ("min", 1), ("max", 1), ("and", 2), ("or", 2)])?
                        .ok_or_else(|| {
                            Diagnostic::new(
                                inst.span,
                                "'sured' needs an operation: .add .min .max .and .or",
                            )
                        })?;
                    sured_op = Some(op);
                    1
                }
                _ => {
                    let cache: &[(&str, ())] = if name == "suld" {
                        &[("ca", ()), ("cg", ()), ("cs", ()), ("cv", ())]
                    } else {
                        &[("wb", ()), ("cg", ()), ("cs", ()), ("wt", ())]
                    };
                    m.one_of(cache)?;
                    m.one_of(&[("v2", 2u32), ("v4", 4)])?.unwrap_or(1)
                }
            };
            if m.one_of(&[("trap", ()), ("clamp", ()), ("zero", ())])?
                .is_none()
            {
                return err(
                    inst.span,
                    format!(
                        "'{}' needs an out-of-bounds mode: .trap, .clamp or .zero",
                        inst.full_name()
                    ),
                );
            }
            // (ptxas 12.9: sured.p takes .and/.or on .b32 only; sured.b
            // .add on .u32 .u64 .s32, .min/.max on .u32 .s32 .u64 .s64,
            // .and/.or on .b32.)
            let ty = if let Some(op) = sured_op {
                match (p, op) {
                    (false, 0) => m.ty(&[Type::U32, Type::U64, Type::S32])?,
                    (false, 1) => m.ty(&[Type::U32, Type::S32, Type::U64, Type::S64])?,
                    (_, 2) => m.ty(&[Type::B32])?,
                    _ => {
                        return err(
                            inst.span,
                            "'sured.p' takes only .and or .or on .b32 (ptxas: unexpected instruction types)"
                                .into(),
                        )
                    }
                }
            } else if p {
                m.ty(&[Type::B32])?
            } else {
                m.ty(&[Type::B8, Type::B16, Type::B32, Type::B64])?
            };
            m.finish()?;
            if n * ty.bits() > 128 {
                return err(
                    inst.span,
                    format!(
                        "'{}' moves more than 128 bits (ptxas: vector type too large)",
                        inst.full_name()
                    ),
                );
            }
            count(inst, &[2])?;
            // Sub-word elements travel in 16- or 32-bit registers.
            let reg_ty = if ty.bits() < 16 { Type::B16 } else { ty };
            match name {
                "suld" => {
                    vector(cx, &o[0], n, reg_ty, true)?;
                    tex_operand(cx, &o[1], Handle::Surf, coords, Type::S32, false)?;
                }
                _ => {
                    tex_operand(cx, &o[0], Handle::Surf, coords, Type::S32, false)?;
                    vector(cx, &o[1], n, reg_ty, false)?;
                }
            }
        }
        "istypep" => {
            let kinds = [
                ("texref", Handle::Tex),
                ("samplerref", Handle::Sampler),
                ("surfref", Handle::Surf),
            ];
            let Some(_) = m.one_of(&kinds)? else {
                return err(
                    inst.span,
                    "'istypep' needs .texref, .samplerref or .surfref".into(),
                );
            };
            m.finish()?;
            count(inst, &[2])?;
            dst(cx, &o[0], Type::Pred, Width::Exact)?;
            match &o[1].kind {
                OperandKind::Name(n) if matches!(cx.lookup(n), Some(Binding::Var(_))) => {}
                _ => {
                    src(cx, &o[1], Type::B64, Width::Exact)?;
                }
            }
        }
        _ => return Ok(None),
    }
    Ok(Some(Op::Unsupported {
        name: inst.full_name(),
    }))
}

fn geometry_needed(name: &str, geoms: &[(&str, u32)]) -> String {
    let g: Vec<&str> = geoms.iter().map(|g| g.0).collect();
    format!("'{}' needs a geometry: .{}", name, g.join(", ."))
}

/// A destination (`dst`) or source vector of `n` registers of `ty` (one
/// register without braces when `n` is 1).
fn vector(cx: &mut FnCx, op: &Operand, n: u32, ty: Type, is_dst: bool) -> Result<(), Diagnostic> {
    let one = |cx: &mut FnCx, x: &Operand| -> Result<(), Diagnostic> {
        if is_dst {
            dst(cx, x, ty, Width::Exact).map(|_| ())
        } else {
            src(cx, x, ty, Width::Exact).map(|_| ())
        }
    };
    match (&op.kind, n) {
        (OperandKind::Vector(items), n) if items.len() == n as usize && n > 1 => {
            for x in items {
                one(cx, x)?;
            }
            Ok(())
        }
        (OperandKind::Vector(_), 1) => Err(Diagnostic::new(
            op.span,
            "a vector operand needs .v2 or .v4 on the instruction",
        )),
        (OperandKind::Vector(items), n) => Err(Diagnostic::new(
            op.span,
            format!(
                "vector operand has {} elements, expected {}",
                items.len(),
                n
            ),
        )),
        (_, 1) => one(cx, op),
        (_, n) => Err(Diagnostic::new(
            op.span,
            format!("expected a vector of {} registers '{{...}}'", n),
        )),
    }
}

/// `[handle, {coords}]` or `[handle, sampler, {coords}]` (one coordinate
/// may be written without braces): `coords` registers of `cty`.
fn tex_operand(
    cx: &mut FnCx,
    op: &Operand,
    want: Handle,
    coords: u32,
    cty: Type,
    array: bool,
) -> Result<(), Diagnostic> {
    let OperandKind::TexAddr(items) = &op.kind else {
        return Err(Diagnostic::new(
            op.span,
            "expected '[handle, {coordinates}]'",
        ));
    };
    let (handle, sampler, c) = match items.as_slice() {
        [h, c] => (h, None, c),
        [h, s, c] if want == Handle::Tex => (h, Some(s), c),
        _ => {
            return Err(Diagnostic::new(
                op.span,
                "expected '[handle, {coordinates}]' or '[texture, sampler, {coordinates}]'",
            ))
        }
    };
    handle_operand(cx, handle, want)?;
    match sampler {
        Some(s) => handle_operand(cx, s, Handle::Sampler)?,
        None if want == Handle::Tex && cx.prog().texmode_independent => {
            return Err(Diagnostic::new(
                op.span,
                "with .target texmode_independent a texture is read through a sampler: '[texture, sampler, {coordinates}]' (ptxas: .samplerref or .u64 register expected)",
            ))
        }
        None => {}
    }
    // Array geometries take the index as an extra (.u32) element; ptxas
    // pads coordinate vectors to 2 or 4 elements.
    let n = match &c.kind {
        OperandKind::Vector(items) => {
            for (i, x) in items.iter().enumerate() {
                if i == 0 && array {
                    // The array index, an integer.
                    src(cx, x, Type::B32, Width::Exact)?;
                } else {
                    coord(cx, x, cty)?;
                }
            }
            items.len() as u32
        }
        _ => {
            coord(cx, c, cty)?;
            1
        }
    };
    let fits = match coords {
        1 => n == 1,
        2 => n == 2,
        _ => n == 4 || n == coords,
    };
    if !fits {
        return Err(Diagnostic::new(
            c.span,
            format!("{} coordinate(s) given, the geometry takes {}", n, coords),
        ));
    }
    Ok(())
}

/// One coordinate: a register of `cty` (integer coordinates in an integer
/// register, ptxas: "arguments mismatch"), or an immediate.
fn coord(cx: &mut FnCx, x: &Operand, cty: Type) -> Result<(), Diagnostic> {
    if let crate::ir::Src::Reg(r) = src(cx, x, cty, Width::Exact)? {
        let rt = cx.reg_ty(r);
        if rt.is_float() != cty.is_float() {
            return Err(Diagnostic::new(
                x.span,
                format!(
                    "coordinate register is .{}, the instruction's coordinates are .{}",
                    rt.name(),
                    cty.name()
                ),
            ));
        }
    }
    Ok(())
}

/// A handle: a variable of the wanted kind, or a 64-bit register (a
/// texture or surface object).
fn handle_operand(cx: &mut FnCx, op: &Operand, want: Handle) -> Result<(), Diagnostic> {
    match &op.kind {
        OperandKind::Name(n) if matches!(cx.lookup(n), Some(Binding::Var(_))) => {
            handle_name(cx, op, n, &[want])
        }
        _ => src(cx, op, Type::B64, Width::Exact).map(|_| ()),
    }
}

fn handle_name(cx: &mut FnCx, op: &Operand, n: &str, want: &[Handle]) -> Result<(), Diagnostic> {
    match cx.lookup(n) {
        Some(Binding::Var(v)) => {
            let h = cx.prog().vars[v as usize].handle;
            if h.is_some_and(|h| want.contains(&h)) {
                Ok(())
            } else {
                let names: Vec<String> = want.iter().map(|h| format!(".{}", h.name())).collect();
                Err(Diagnostic::new(
                    op.span,
                    format!(
                        "'{}' is not a {} (expected one, or a .u64 register)",
                        n,
                        names.join(" or ")
                    ),
                ))
            }
        }
        Some(Binding::Reg(r)) => {
            if cx.reg_ty(r).bits() == 64 {
                Ok(())
            } else {
                Err(Diagnostic::new(
                    op.span,
                    format!("handle register '{}' must be 64 bits", n),
                ))
            }
        }
        _ => Err(Diagnostic::new(op.span, format!("'{}' is not declared", n))),
    }
}

/// A further operand of `tex`: a register, an immediate or a vector of
/// them (level of detail, gradients, offsets, depth).
fn extra(cx: &mut FnCx, op: &Operand) -> Result<(), Diagnostic> {
    match &op.kind {
        OperandKind::Vector(items) => {
            for x in items {
                src(cx, x, Type::B32, Width::Exact)?;
            }
            Ok(())
        }
        _ => src(cx, op, Type::B32, Width::Exact).map(|_| ()),
    }
}
