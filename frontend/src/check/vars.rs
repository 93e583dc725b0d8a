//! Variable declarations: sizes, alignment, array ranges of registers, and
//! initializers flattened into bytes and relocations.

use super::*;

/// Byte size of a declaration (element size × vector × dims).
pub(super) fn decl_size(d: &ast::VarDecl) -> Result<u64, Diagnostic> {
    let elem = (d.ty.bits().max(8) / 8) as u64 * d.vector.unwrap_or(1) as u64;
    let mut n: u64 = 1;
    for dim in &d.dims {
        let k = match dim {
            Some(k) => *k,
            None => match &d.init {
                Some(Init::List(items)) => items.len() as u64,
                _ => 0,
            },
        };
        n = n
            .checked_mul(k)
            .filter(|&n| n <= (1 << 40))
            .ok_or_else(|| Diagnostic::new(d.span, "array is too large"))?;
    }
    Ok(elem * n)
}

/// What a name in an initializer stands for (`None`: nothing declared).
pub(super) type Syms<'a> = dyn Fn(&str) -> Option<Binding> + 'a;

/// The index of `name` among the registers `prefix<count>` declares
/// (`prefix` then a decimal index below `count`; ptxas accepts leading
/// zeros: `%r01` is `%r1`).
pub(super) fn range_index(name: &str, prefix: &str, count: u32) -> Option<u32> {
    let rest = name.strip_prefix(prefix)?;
    let digits = rest.trim_start_matches('0');
    if rest.is_empty() || !rest.bytes().all(|c| c.is_ascii_digit()) || digits.len() > 9 {
        return None;
    }
    let idx = if digits.is_empty() {
        0
    } else {
        digits.parse().ok()?
    };
    (idx < count).then_some(idx)
}

pub(super) fn sampler_needs_independent(d: &ast::VarDecl) -> Diagnostic {
    Diagnostic::new(
        d.span,
        format!(
            "'{}': a .samplerref needs '.target ..., texmode_independent' (ptxas: instruction or declaration violates .target texmode_unified setting)",
            d.name
        ),
    )
}

pub(super) fn add_var(
    prog: &mut Program,
    d: &ast::VarDecl,
    owner: Option<FuncId>,
    syms: &Syms,
) -> Result<VarId, Diagnostic> {
    let v = make_var(d, owner, syms, &prog.vars)?;
    let id = prog.vars.len() as VarId;
    prog.vars.push(v);
    Ok(id)
}

/// The variable `d` declares (not yet added to a program); names in its
/// initializer are looked up with `syms` (variables among `vars`).
pub(super) fn make_var(
    d: &ast::VarDecl,
    owner: Option<FuncId>,
    syms: &Syms,
    vars: &[Var],
) -> Result<Var, Diagnostic> {
    match (d.handle, owner, d.space) {
        (None, _, _) | (Some(_), None, Space::Global) | (Some(_), Some(_), Space::Param) => {}
        (Some(h), None, _) => {
            return Err(Diagnostic::new(
                d.span,
                format!(
                    "a .{} variable must be declared in .global space (ptxas: texture and surface variables must be declared in .global space)",
                    h.name()
                ),
            ))
        }
        (Some(h), Some(_), _) => {
            return Err(Diagnostic::new(
                d.span,
                format!(
                    "a .{} variable must be at module scope or a .entry parameter (ptxas: texture/surface variable must be at module or entry parameter scope)",
                    h.name()
                ),
            ))
        }
    }
    let size = decl_size(d)?;
    if size > (1 << 32) && d.space != Space::Global {
        return Err(Diagnostic::new(d.span, "variable is too large"));
    }
    let elem_bytes = (d.ty.bits().max(8) / 8) as usize;
    let mut init = Vec::new();
    let mut relocs = Vec::new();
    if d.init.is_some() && matches!(d.space, Space::Shared | Space::Local) {
        return Err(Diagnostic::new(
            d.span,
            format!(
                "a .{} variable cannot have an initializer (ptxas: no initial value is allowed in this state space)",
                d.space.name()
            ),
        ));
    }
    if let Some(i) = &d.init {
        let mut out = Flat {
            elem: elem_bytes,
            ty: d.ty,
            span: d.span,
            syms,
            vars,
            bytes: &mut init,
            relocs: &mut relocs,
        };
        out.push(i)?;
        if init.len() as u64 > size && size != 0 {
            return Err(Diagnostic::new(
                d.span,
                format!(
                    "initializer of '{}' has more elements than the variable",
                    d.name
                ),
            ));
        }
    }
    if let Some(a) = d.align.filter(|a| !a.is_power_of_two()) {
        return Err(Diagnostic::new(
            d.span,
            format!("alignment {} of '{}' must be a power of two", a, d.name),
        ));
    }
    // (With an initializer, ptxas takes `[0]` as `[]`: the size is the
    // initializer's.)
    if d.dims.contains(&Some(0)) && d.linkage != Some(ast::Linkage::Extern) && d.init.is_none() {
        return Err(Diagnostic::new(
            d.span,
            format!(
                "'{}' has a dimension of 0 (ptxas: non-external variable has incomplete type)",
                d.name
            ),
        ));
    }
    let dynamic = d.dims.iter().any(|x| x.is_none()) && d.init.is_none();
    if dynamic && d.space != Space::Param && d.linkage != Some(ast::Linkage::Extern) {
        return Err(Diagnostic::new(
            d.span,
            format!(
                "'{}' has no size: only an .extern array may leave it out (or give an initializer)",
                d.name
            ),
        ));
    }
    Ok(Var {
        name: d.name.clone(),
        space: d.space,
        ty: d.ty,
        size: size.max(init.len() as u64),
        // ptxas places a variable at least at its element's natural
        // alignment, whatever `.align` says (`.shared .align 4 .u64 x`
        // after a byte lands at offset 8: docs/semantics.md, "Shared
        // memory layout").
        align: d
            .align
            .unwrap_or(elem_bytes as u32)
            .max(elem_bytes as u32)
            .max(1),
        init,
        relocs,
        owner,
        handle: d.handle,
        dynamic,
        array: !d.dims.is_empty(),
    })
}

/// An initializer being flattened into bytes (and relocations).
pub(super) struct Flat<'a, 'b> {
    pub(super) elem: usize,
    pub(super) ty: Type,
    pub(super) span: Span,
    pub(super) syms: &'a Syms<'b>,
    pub(super) vars: &'a [Var],
    pub(super) bytes: &'a mut Vec<u8>,
    pub(super) relocs: &'a mut Vec<ir::Reloc>,
}

impl Flat<'_, '_> {
    pub(super) fn push(&mut self, i: &Init) -> Result<(), Diagnostic> {
        let (elem, ty, span) = (self.elem, self.ty, self.span);
        match i {
            Init::Int(v) => {
                let bytes = (*v as u128).to_le_bytes();
                self.bytes.extend_from_slice(&bytes[..elem.min(16)]);
                Ok(())
            }
            Init::List(items) => {
                for it in items {
                    self.push(it)?;
                }
                Ok(())
            }
            // A float initializer of an .f32/.f64 variable: its IEEE bits. A
            // decimal literal is a double, rounded to f32 for an .f32 (as the
            // PTX ISA reads literals); `0f`/`0d` literals are the bits
            // themselves.
            Init::Float(t) if matches!(ty, Type::F32 | Type::F64) => {
                let bits = if ty == Type::F32 { 32 } else { 64 };
                let (neg, body) = match t.strip_prefix('-') {
                    Some(b) => (true, b),
                    None => (false, t.as_str()),
                };
                let v = match operands::float_bits(body, bits) {
                    Some(v) => Some(v),
                    None => body.parse::<f64>().ok().map(|f| {
                        if bits == 32 {
                            u64::from((f as f32).to_bits())
                        } else {
                            f.to_bits()
                        }
                    }),
                };
                let Some(v) = v else {
                    return Err(Diagnostic::new(
                        span,
                        format!("'{}' is not a floating-point literal", t),
                    ));
                };
                let sign = if neg { 1u64 << (bits - 1) } else { 0 };
                self.bytes
                    .extend_from_slice(&(v ^ sign).to_le_bytes()[..elem.min(8)]);
                Ok(())
            }
            Init::Float(_) => Err(Diagnostic::new(
                span,
                "a floating-point initializer needs an .f32 or .f64 variable",
            )),
            Init::Addr {
                name,
                generic,
                offset,
            } => self.addr(name, *generic, *offset),
        }
    }

    /// `name`, `generic(name)`, `+ offset`: ptxas takes them in `.u32` and
    /// `.u64` elements only ("Initial value type mismatch"), naming a
    /// function (without an offset) or a `.global`/`.const` variable
    /// declared before ("Invalid initial value symbol", "Variable used as
    /// initial value not in .global or .const state space").
    pub(super) fn addr(
        &mut self,
        name: &str,
        generic: bool,
        offset: i64,
    ) -> Result<(), Diagnostic> {
        let span = self.span;
        if !matches!(self.ty, Type::U32 | Type::U64) {
            return Err(Diagnostic::new(
                span,
                format!(
                    "the address '{}' can initialize only .u32 or .u64 elements, not .{} (ptxas: initial value type mismatch)",
                    name,
                    self.ty.name()
                ),
            ));
        }
        let at = self.bytes.len() as u64;
        let size = self.elem as u8;
        match (self.syms)(name) {
            Some(Binding::Func(_)) if offset != 0 => Err(Diagnostic::new(
                span,
                format!(
                    "a function's address cannot be offset ('{}+{}'; ptxas: initial value type mismatch)",
                    name, offset
                ),
            )),
            Some(Binding::Func(f)) if !generic => {
                let v = ir::func_addr(f).wrapping_add(offset as u64);
                self.bytes
                    .extend_from_slice(&v.to_le_bytes()[..self.elem.min(8)]);
                Ok(())
            }
            Some(Binding::Var(v))
                if matches!(
                    self.vars.get(v as usize).map(|x| x.space),
                    Some(Space::Global | Space::Const)
                ) =>
            {
                self.relocs.push(ir::Reloc {
                    at,
                    size,
                    var: v,
                    generic,
                    offset,
                });
                self.bytes.extend(std::iter::repeat_n(0, self.elem));
                Ok(())
            }
            Some(Binding::Var(_)) => Err(Diagnostic::new(
                span,
                format!(
                    "'{}' is not in .global or .const space: its address cannot initialize a variable",
                    name
                ),
            )),
            Some(Binding::Func(_)) => Err(Diagnostic::new(
                span,
                format!(
                    "'generic({})': a function's address is not in a state space (ptxas: invalid initial value expression)",
                    name
                ),
            )),
            _ => Err(Diagnostic::new(
                span,
                format!(
                    "'{}' in an initializer must be a function or a .global/.const variable declared before (ptxas: invalid initial value symbol)",
                    name
                ),
            )),
        }
    }
}
