//! Reading an instruction's dot-modifiers against what its opcode allows.

use crate::ast::{Inst, Type};
use crate::diag::{Diagnostic, Span};

/// Modifiers that only floating-point (or otherwise unsupported) forms use: an
/// instruction carrying one is valid PTX outside ptxjit's subset.
pub const UNSUPPORTED_MODS: &[&str] = &[
    "rn",
    "rz",
    "rm",
    "rp",
    "rni",
    "rzi",
    "rmi",
    "rpi",
    "rna",
    "rs",
    "ftz",
    "approx",
    "full",
    "nan",
    "xorsign",
    "oob",
    "satfinite",
    "f16",
    "f16x2",
    "bf16",
    "bf16x2",
    "f32",
    "f64",
    "tf32",
    "e4m3x2",
    "e5m2x2",
    "f8x2",
    "b128",
    "relaxed",
    "acquire",
    "release",
    "acq_rel",
    "mmio",
];

/// A cursor over an instruction's modifiers: each accessor takes the
/// modifiers it recognises, and [`Mods::finish`] rejects whatever is left.
pub struct Mods<'a> {
    inst: &'a Inst,
    used: Vec<bool>,
}

impl<'a> Mods<'a> {
    /// Starts reading `inst`'s modifiers.
    pub fn new(inst: &'a Inst) -> Mods<'a> {
        Mods {
            inst,
            used: vec![false; inst.mods.len()],
        }
    }

    /// Takes `.name` if present (anywhere). Like ptxas, a flag given twice
    /// (`add.cc.cc.u32`) counts once.
    pub fn flag(&mut self, name: &str) -> Result<bool, Diagnostic> {
        let mut found = false;
        for (i, m) in self.inst.mods.iter().enumerate() {
            if !self.used[i] && m.text == name {
                self.used[i] = true;
                found = true;
            }
        }
        Ok(found)
    }

    /// Takes at most one modifier out of `table`.
    pub fn one_of<T: Copy>(&mut self, table: &[(&str, T)]) -> Result<Option<T>, Diagnostic> {
        let mut found: Option<(T, Span, &str)> = None;
        for (i, m) in self.inst.mods.iter().enumerate() {
            if self.used[i] {
                continue;
            }
            if let Some(&(n, v)) = table.iter().find(|(n, _)| *n == m.text) {
                if let Some((_, _, prev)) = found {
                    return Err(Diagnostic::new(
                        m.span,
                        format!(
                            "modifiers '.{}' and '.{}' exclude each other on '{}'",
                            prev, n, self.inst.opcode
                        ),
                    ));
                }
                self.used[i] = true;
                found = Some((v, m.span, n));
            }
        }
        Ok(found.map(|(v, _, _)| v))
    }

    /// ptxas wants some modifiers before the instruction type (`mul.lo.u32`,
    /// not `mul.u32.lo`: "Unexpected instruction types specified"): an
    /// error if one of `names` comes after a type modifier.
    pub fn before_type(&self, names: &[&str]) -> Result<(), Diagnostic> {
        let mut seen_type = false;
        for m in &self.inst.mods {
            if Type::from_name(&m.text).is_some() {
                seen_type = true;
            } else if seen_type && names.contains(&m.text.as_str()) {
                return Err(Diagnostic::new(
                    m.span,
                    format!(
                        "'.{}' must come before the type in '{}' (ptxas: unexpected instruction types)",
                        m.text, self.inst.opcode
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Takes every type modifier (`.u32`, `.s16x2`, ...) in order.
    pub fn types(&mut self) -> Vec<(Type, Span)> {
        let mut out = Vec::new();
        for (i, m) in self.inst.mods.iter().enumerate() {
            if !self.used[i] {
                if let Some(t) = Type::from_name(&m.text) {
                    self.used[i] = true;
                    out.push((t, m.span));
                }
            }
        }
        out
    }

    /// Takes exactly one type modifier, which must be in `allowed`.
    pub fn ty(&mut self, allowed: &[Type]) -> Result<Type, Diagnostic> {
        let tys = self.types();
        match tys.as_slice() {
            [(t, span)] => {
                if allowed.contains(t) {
                    Ok(*t)
                } else {
                    Err(self.bad_type(*t, *span, allowed))
                }
            }
            [] => Err(self.misspelt_type(Diagnostic::new(
                self.inst.span,
                format!(
                    "'{}' needs a type ({})",
                    self.inst.full_name(),
                    type_list(allowed)
                ),
            ))),
            [_, (_, span), ..] => Err(Diagnostic::new(
                *span,
                format!("'{}' takes one type, found {}", self.inst.opcode, tys.len()),
            )),
        }
    }

    /// Takes exactly `n` type modifiers, each checked against `allowed[i]`.
    pub fn n_types(&mut self, allowed: &[&[Type]]) -> Result<Vec<Type>, Diagnostic> {
        let tys = self.types();
        if tys.len() != allowed.len() {
            let span = tys
                .get(allowed.len())
                .map(|t| t.1)
                .unwrap_or(self.inst.span);
            let d = Diagnostic::new(
                span,
                format!(
                    "'{}' takes {} type modifiers, found {}",
                    self.inst.opcode,
                    allowed.len(),
                    tys.len()
                ),
            );
            return Err(if tys.len() < allowed.len() {
                self.misspelt_type(d)
            } else {
                d
            });
        }
        for (&(t, span), ok) in tys.iter().zip(allowed) {
            if !ok.contains(&t) {
                return Err(self.bad_type(t, span, ok));
            }
        }
        Ok(tys.into_iter().map(|t| t.0).collect())
    }

    /// Adds "did you mean" to `d` when an unread modifier is close to a
    /// type name (`.u23`), and points at it.
    fn misspelt_type(&self, mut d: Diagnostic) -> Diagnostic {
        for (i, m) in self.inst.mods.iter().enumerate() {
            if self.used[i] {
                continue;
            }
            let names = Type::ALL.iter().map(|(n, _)| *n);
            if let Some(s) = crate::suggest::closest(&m.text, names) {
                d.span = m.span;
                d.message = format!("'.{}' is not a type: {}", m.text, d.message);
                return d.with_note(format!("did you mean '.{}'?", s));
            }
        }
        d
    }

    fn bad_type(&self, t: Type, span: Span, allowed: &[Type]) -> Diagnostic {
        Diagnostic::new(
            span,
            format!(
                "type '.{}' is not allowed on '{}' (allowed: {})",
                t.name(),
                self.inst.opcode,
                type_list(allowed)
            ),
        )
    }

    /// The span of a modifier still unread with this text, if any.
    pub fn span_of(&self, name: &str) -> Option<Span> {
        self.inst
            .mods
            .iter()
            .find(|m| m.text == name)
            .map(|m| m.span)
    }

    /// Rejects leftover modifiers.
    pub fn finish(self) -> Result<(), Diagnostic> {
        for (i, m) in self.inst.mods.iter().enumerate() {
            if !self.used[i] {
                return Err(Diagnostic::new(
                    m.span,
                    format!(
                        "modifier '.{}' is not allowed on '{}'",
                        m.text, self.inst.opcode
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// `.u32, .s32` style list for messages.
pub fn type_list(ts: &[Type]) -> String {
    ts.iter()
        .map(|t| format!(".{}", t.name()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Integer type groups.
pub mod tys {
    use crate::ast::Type::{self, *};
    /// .u16 .u32 .u64 .s16 .s32 .s64
    pub const INT16_64: &[Type] = &[U16, U32, U64, S16, S32, S64];
    /// .u32 .s32
    pub const I32: &[Type] = &[U32, S32];
    /// .u32 .s32 .u64 .s64
    pub const I32_64: &[Type] = &[U32, S32, U64, S64];
    /// .s16 .s32 .s64
    pub const SIGNED16_64: &[Type] = &[S16, S32, S64];
    /// .b32 .b64
    pub const B32_64: &[Type] = &[B32, B64];
    /// .b16 .b32 .b64 + u/s
    pub const BITS16_64: &[Type] = &[B16, B32, B64, U16, U32, U64, S16, S32, S64];
    /// every integer and bit type of 8..64 bits
    pub const ALL_INT: &[Type] = &[B8, B16, B32, B64, U8, U16, U32, U64, S8, S16, S32, S64];
    /// `cvt`'s integer types: no `.bN` (ptxas: "Unexpected instruction
    /// types specified for 'cvt'").
    pub const CVT_INT: &[Type] = &[U8, U16, U32, U64, S8, S16, S32, S64];
}
