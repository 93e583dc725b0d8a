//! One instruction to its typed [`Op`]: the opcode tables (every opcode the
//! family decoders read, those ptxjit parses but does not run, the
//! integer-only ones), floating-point data movement as bit moves, and the
//! dispatch to the family decoders.

use super::*;

use crate::ir::Opcode;
pub use crate::ir::KNOWN_OPCODES;

/// The family decoders.
enum Decoder {
    Arith,
    Video,
    Data,
    Warp,
    Control,
}

/// Which decoder reads each opcode of the instruction table
/// (`ir/table.rs`): an exhaustive `match`, so an opcode added to the table
/// does not compile until it is routed here (and its decoder's arm is
/// written: `every_known_opcode_is_known_to_the_checker` tries each one).
fn decoder(code: Opcode, inst: &ast::Inst) -> Decoder {
    use Opcode::*;
    match code {
        Add | Sub | Addc | Subc | Mul | Mad | Madc | Mul24 | Mad24 | Sad | Div | Rem | Abs
        | Neg | Min | Max | Popc | Clz | Bfind | Fns | Brev | Bfe | Bfi | Szext | Bmsk | Dp4a
        | Dp2a => Decoder::Arith,
        Vadd | Vsub | Vabsdiff | Vmin | Vmax | Vshl | Vshr | Vmad | Vset | Vadd2 | Vsub2
        | Vavrg2 | Vabsdiff2 | Vmin2 | Vmax2 | Vset2 | Vadd4 | Vsub4 | Vavrg4 | Vabsdiff4
        | Vmin4 | Vmax4 | Vset4 => Decoder::Video,
        And | Or | Xor | Not | Cnot | Shl | Shr | Shf | Prmt | Lop3 | Mov | Cvt | Cvta
        | Isspacep | Setp | Set | Selp | Slct | Ld | St | Atom | Red | CpAsync | Prefetch
        | Prefetchu => Decoder::Data,
        Shfl | Vote | Activemask | Match | Redux | Elect => Decoder::Warp,
        // `bar.warp.sync` is a warp instruction.
        Bar | Barrier if inst.mods.iter().any(|m| m.text == "warp") => Decoder::Warp,
        Bra | Call | Ret | Exit | Bar | Barrier | Membar | Fence | Trap | Nanosleep => {
            Decoder::Control
        }
    }
}

/// The table's opcode of `inst`: its opcode, or `cp.async` for `cp` with
/// `.async` (`cp.async...`, `cp.reduce.async...`).
fn opcode_of(inst: &ast::Inst) -> Option<Opcode> {
    let name = inst.opcode.as_str();
    if name == "cp" && inst.mods.iter().any(|m| m.text == "async") {
        return Some(Opcode::CpAsync);
    }
    Opcode::parse(name)
}

/// Opcodes of valid PTX that ptxjit parses but does not run.
pub(super) const UNSUPPORTED_OPCODES: &[&str] = &[
    "fma",
    "rcp",
    "sqrt",
    "rsqrt",
    "sin",
    "cos",
    "lg2",
    "ex2",
    "tanh",
    "copysign",
    "testp",
    "tex",
    "tld4",
    "txq",
    "suld",
    "sust",
    "sured",
    "suq",
    "applypriority",
    "discard",
    "createpolicy",
    "ldu",
    "cp",
    "mma",
    "wmma",
    "ldmatrix",
    "stmatrix",
    "movmatrix",
    "mbarrier",
    "griddepcontrol",
    "setmaxnreg",
    "brkpt",
    "pmevent",
    "getctarank",
    "wgmma",
    "tensormap",
    "stackrestore",
    "stacksave",
    "alloca",
    "istypep",
    "bar.red",
    "brx",
    "mapa",
    "multimem",
    "st.async",
    "red.async",
    "cp.async",
    "tcgen05",
    "clusterlaunchcontrol",
    "bfind.f",
];

/// A `.volatile` `ld`/`st` of memory other lanes can see: the converged
/// lanes of a warp perform it together, so the checker places a
/// [`ir::WarpOp::Lockstep`] before it.
pub(super) fn lockstep_before(inst: &ast::Inst, op: &Op) -> bool {
    matches!(op, Op::Ld { space, .. } | Op::St { space, .. }
        if !matches!(space, Space::Local | Space::Param))
        && inst.mods.iter().any(|m| m.text == "volatile")
}

/// `ld`, `st` and `mov` of a floating-point type, with the type replaced by
/// the bit type of its width (`.f32` -> `.b32`, `.f64` -> `.b64`); `None`
/// for any other instruction, or one with a modifier of real floating-point
/// work (a rounding mode, `.ftz`, ...).
pub(super) fn as_bit_move(inst: &ast::Inst) -> Option<ast::Inst> {
    if !matches!(inst.opcode.as_str(), "ld" | "st" | "mov") {
        return None;
    }
    // ptxas has no ld/st of .f16/.bf16 (they move as .b16), so only these.
    let bit_type = |t: &str| match t {
        "f32" => Some("b32"),
        "f64" => Some("b64"),
        _ => None,
    };
    let mut out = inst.clone();
    let mut changed = false;
    for m in &mut out.mods {
        if let Some(b) = bit_type(&m.text) {
            m.text = b.to_string();
            changed = true;
        } else if mods::UNSUPPORTED_MODS.contains(&m.text.as_str()) {
            return None;
        }
    }
    changed.then_some(out)
}

/// The registers `ld`/`st`/`mov` of a `.f32`/`.f64` type move must be of
/// that float type or a bit type of its width (`ld`/`st`: or wider), as
/// ptxas 11.8 requires ("Arguments mismatch" for a `.u32` register with
/// `st.f32`).
pub(super) fn float_move_regs(cx: &mut FnCx, inst: &ast::Inst) -> Result<(), Diagnostic> {
    let Some(bits) = inst.mods.iter().find_map(|m| match m.text.as_str() {
        "f32" => Some(32),
        "f64" => Some(64),
        _ => None,
    }) else {
        return Ok(());
    };
    let data: Vec<&ast::Operand> = match inst.opcode.as_str() {
        "ld" => inst.operands.first().into_iter().collect(),
        "st" => inst.operands.get(1).into_iter().collect(),
        _ => inst.operands.iter().collect(),
    };
    let mut regs = Vec::new();
    for o in data {
        match &o.kind {
            ast::OperandKind::Name(n) => regs.push((n, o.span)),
            ast::OperandKind::Vector(parts) => {
                for p in parts {
                    if let ast::OperandKind::Name(n) = &p.kind {
                        regs.push((n, p.span));
                    }
                }
            }
            _ => {}
        }
    }
    for (n, span) in regs {
        if let Some(Binding::Reg(r)) = cx.lookup(n) {
            // ptxas 11.8: the float type itself, or a bit type of that
            // width (ld/st: or wider).
            let ty = cx.reg_ty(r);
            let is_bits = ty.name().starts_with('b') && ty != Type::B128;
            let ok = if ty.is_float() {
                ty.bits() == bits
            } else if inst.opcode == "mov" {
                is_bits && ty.bits() == bits
            } else {
                is_bits && ty.bits() >= bits
            };
            if !ok {
                return Err(Diagnostic::new(
                    span,
                    format!(
                        "'{}' moves .f{bits}: register '{n}' must be .f{bits} or .b{bits}, not .{}",
                        inst.full_name(),
                        ty.name()
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// A floating-point type modifier on an instruction that has no such form
/// (`prmt.f32`, `mul.wide.f32`), or next to an integer type on one that
/// takes a single type (`mad.f32.s32`), is an error as in ptxas; other
/// floating-point forms are valid PTX outside the subset.
pub(super) fn float_form_exists(inst: &ast::Inst, code: Option<Opcode>) -> Result<(), Diagnostic> {
    const FLOAT: &[&str] = &[
        "f16", "f16x2", "bf16", "bf16x2", "f32", "f64", "tf32", "e4m3x2", "e5m2x2", "f8x2",
    ];
    let Some(f) = inst.mods.iter().find(|m| FLOAT.contains(&m.text.as_str())) else {
        return Ok(());
    };
    let name = inst.opcode.as_str();
    let has = |t: &str| inst.mods.iter().any(|m| m.text == t);
    let int_type = inst.mods.iter().find(|m| {
        let t = m.text.as_str();
        matches!(t.as_bytes().first(), Some(b'u' | b's' | b'b'))
            && matches!(&t[1..], "8" | "16" | "32" | "64")
    });
    if code.is_some_and(Opcode::int_only) || (matches!(name, "mul" | "mad") && has("wide")) {
        return Err(Diagnostic::new(
            f.span,
            format!(
                "'{}' has no floating-point form ('.{}') (ptxas: unexpected instruction types)",
                inst.full_name(),
                f.text
            ),
        ));
    }
    if let (true, Some(i)) = (code.is_some_and(Opcode::one_type), int_type) {
        return Err(Diagnostic::new(
            i.span,
            format!(
                "'{}' takes one type: '.{}' and '.{}' conflict (ptxas: unexpected instruction types)",
                inst.full_name(),
                f.text,
                i.text
            ),
        ));
    }
    Ok(())
}

pub(super) fn decode(cx: &mut FnCx, inst: &ast::Inst) -> Result<Op, Diagnostic> {
    let name = inst.opcode.as_str();
    let unsupported = || Op::Unsupported {
        name: inst.full_name(),
    };
    // Floating-point data movement (ld/st/mov of .f16/.f32/.f64/...) moves
    // bits: it is the same instruction with the bit type of that width.
    if let Some(bits) = as_bit_move(inst) {
        float_move_regs(cx, inst)?;
        return decode(cx, &bits);
    }
    if matches!(name, "ld" | "st") {
        data::order_needs_scope(inst)?;
    }
    // The table's opcode, looked up once.
    let code = opcode_of(inst);
    float_form_exists(inst, code)?;
    if let Some(op) = texture::decode(cx, inst)? {
        return Ok(op);
    }
    // atom/red read their memory orders (.relaxed ...) and decide on their
    // floating-point forms themselves (check::data).
    if !matches!(name, "atom" | "red")
        && inst
            .mods
            .iter()
            .any(|m| mods::UNSUPPORTED_MODS.contains(&m.text.as_str()))
    {
        return Ok(unsupported());
    }
    if let Some(code) = code {
        let op = match decoder(code, inst) {
            Decoder::Arith => arith::decode(cx, inst)?,
            Decoder::Video => video::decode(cx, inst)?,
            Decoder::Data => data::decode(cx, inst)?,
            Decoder::Warp => warp::decode(cx, inst)?,
            Decoder::Control => control::decode(cx, inst)?,
        };
        return op.ok_or_else(|| {
            Diagnostic::new(
                inst.span,
                format!(
                    "internal: '{}' is routed to a decoder that does not read it (check/decode.rs)",
                    code.spelling()
                ),
            )
        });
    }
    if let Some(op) = matrix::decode(cx, inst)? {
        return Ok(op);
    }
    // `cp` exists only as `cp.async...` and `cp.reduce.async...` (ptxas:
    // "Not a name of any known instruction: 'cp'").
    if name == "cp" && !inst.mods.iter().any(|x| x.text == "async") {
        return Err(Diagnostic::new(
            inst.span,
            format!(
                "unknown instruction '{}': 'cp' is only 'cp.async' and 'cp.reduce.async'",
                inst.full_name()
            ),
        ));
    }
    if UNSUPPORTED_OPCODES.contains(&name) {
        return Ok(unsupported());
    }
    let d = Diagnostic::new(inst.span, format!("unknown instruction '{}'", name));
    let mut candidates: Vec<&str> = KNOWN_OPCODES
        .iter()
        .chain(UNSUPPORTED_OPCODES)
        .copied()
        .collect();
    // Ties go to the first candidate: alphabetical, whatever the table's order.
    candidates.sort_unstable();
    Err(did_you_mean(d, name, candidates))
}
