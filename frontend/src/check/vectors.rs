//! Vector registers (`.reg .v2 .u32 v;`, `.reg .v4 .b16 w;`, vector `.reg`
//! parameters) as scalars, before checking.
//!
//! PTX's vector registers are a notation: every use names either one element
//! (`v.x`, `v.g`) or the whole vector where an instruction takes a vector
//! operand (`ld.v2.u32 v, [a]`, `mov.b64 d, v`, `call (v), f, (v)`). This pass
//! rewrites a function so that each vector register is one scalar register
//! per element (named `v.x`, `v.y`, `v.z`, `v.w`: names no PTX source can
//! write), an element access names that register, and a whole-vector use is
//! the brace list `{v.x, v.y}` the instructions already read. A vector `.reg`
//! parameter or return value becomes one scalar parameter per element (in a
//! call's argument list the elements are spliced in), so every backend runs
//! vector code unchanged.

use std::collections::HashMap;

use crate::ast::{Function, Operand, OperandKind, Space, Stmt, VarDecl};
use crate::diag::Diagnostic;

/// The most vectors one `.reg .vN ... name<count>` may declare (each is
/// declared as its element registers).
const MAX_VECTOR_RANGE: u32 = 1 << 16;

/// Element names, and the `.r .g .b .a` aliases of the same positions.
const XYZW: [&str; 4] = ["x", "y", "z", "w"];
const RGBA: [&str; 4] = ["r", "g", "b", "a"];

/// `f` with its vector registers made scalar, or `None` when it has none.
pub fn desugar(f: &Function) -> Result<Option<Function>, Diagnostic> {
    let has_vector = |d: &VarDecl| d.space == Space::Reg && d.vector.is_some();
    if !f.params.iter().chain(&f.rets).any(has_vector)
        && !f.body.as_ref().is_some_and(|b| any_vector_decl(b))
    {
        return Ok(None);
    }
    let mut cx = Scopes {
        scopes: vec![HashMap::new()],
    };
    let mut out = f.clone();
    out.rets = cx.params(&f.rets)?;
    out.params = cx.params(&f.params)?;
    if let Some(body) = &f.body {
        out.body = Some(cx.stmts(body)?);
    }
    Ok(Some(out))
}

fn any_vector_decl(stmts: &[Stmt]) -> bool {
    stmts.iter().any(|s| match s {
        Stmt::Decl(d) => d.space == Space::Reg && d.vector.is_some(),
        Stmt::Block(b, _) => any_vector_decl(b),
        _ => false,
    })
}

/// Names in scope: `Some(n)` for a vector register of `n` elements, `None`
/// for any other name (which hides an outer vector of that name).
struct Scopes {
    scopes: Vec<HashMap<String, Option<u32>>>,
}

impl Scopes {
    fn lookup(&self, name: &str) -> Option<u32> {
        for s in self.scopes.iter().rev() {
            if let Some(v) = s.get(name) {
                return *v;
            }
        }
        None
    }

    /// Declares `d`; a vector register becomes its element registers.
    fn decl(&mut self, d: &VarDecl) -> Result<Vec<VarDecl>, Diagnostic> {
        let scope = self.scopes.last_mut().expect("scope stack never empty");
        let n = match d.vector {
            Some(n) if d.space == Space::Reg => n,
            _ => {
                scope.insert(d.name.clone(), None);
                return Ok(vec![d.clone()]);
            }
        };
        if !(n == 2 || n == 4) {
            return Err(Diagnostic::new(
                d.span,
                format!("a vector register has 2 or 4 elements, not {n}"),
            ));
        }
        if !d.dims.is_empty() || d.init.is_some() {
            return Err(Diagnostic::new(
                d.span,
                "a .reg declaration cannot be an array or have an initializer",
            ));
        }
        // A range `v<4>` declares the vectors v0 .. v3.
        let names: Vec<String> = match d.range {
            None => vec![d.name.clone()],
            Some(count) if count <= MAX_VECTOR_RANGE => {
                (0..count).map(|k| format!("{}{}", d.name, k)).collect()
            }
            Some(count) => {
                return Err(Diagnostic::new(
                    d.span,
                    format!(
                        "a range of {count} vector registers is more than ptxjit declares ({MAX_VECTOR_RANGE})"
                    ),
                ))
            }
        };
        let mut out = Vec::with_capacity(names.len() * n as usize);
        for name in names {
            out.extend((0..n as usize).map(|i| VarDecl {
                vector: None,
                range: None,
                name: element(&name, i),
                ..d.clone()
            }));
            scope.insert(name, Some(n));
        }
        Ok(out)
    }

    fn params(&mut self, ps: &[VarDecl]) -> Result<Vec<VarDecl>, Diagnostic> {
        let mut out = Vec::new();
        for p in ps {
            out.extend(self.decl(p)?);
        }
        Ok(out)
    }

    fn stmts(&mut self, stmts: &[Stmt]) -> Result<Vec<Stmt>, Diagnostic> {
        let mut out = Vec::with_capacity(stmts.len());
        for s in stmts {
            match s {
                Stmt::Decl(d) => out.extend(self.decl(d)?.into_iter().map(Stmt::Decl)),
                Stmt::Label(..) | Stmt::Proto(_) => out.push(s.clone()),
                Stmt::Inst(i) => {
                    let mut i = i.clone();
                    let mut ops = Vec::with_capacity(i.operands.len());
                    for o in &i.operands {
                        ops.push(self.operand(o)?);
                    }
                    i.operands = ops;
                    out.push(Stmt::Inst(i));
                }
                Stmt::Block(b, span) => {
                    self.scopes.push(HashMap::new());
                    let r = self.stmts(b);
                    self.scopes.pop();
                    out.push(Stmt::Block(r?, *span));
                }
            }
        }
        Ok(out)
    }

    /// `o` with vector registers replaced: `v.y` by the element register,
    /// `v` by `{v.x, v.y}`; in a call's list the elements are spliced in.
    fn operand(&self, o: &Operand) -> Result<Operand, Diagnostic> {
        let kind = match &o.kind {
            OperandKind::Name(n) => match self.lookup(n) {
                None => return Ok(o.clone()),
                Some(count) => match o.suffix.first() {
                    Some(c) => {
                        let i = component(c)
                            .filter(|&i| i < count as usize)
                            .ok_or_else(|| {
                                Diagnostic::new(
                                    o.span,
                                    format!(
                                    "'{n}' is a vector of {count} elements: its elements are {}",
                                    XYZW[..count as usize]
                                        .iter()
                                        .map(|c| format!("'.{c}'"))
                                        .collect::<Vec<_>>()
                                        .join(", ")
                                ),
                                )
                            })?;
                        return Ok(Operand {
                            kind: OperandKind::Name(element(n, i)),
                            suffix: o.suffix[1..].to_vec(),
                            ..o.clone()
                        });
                    }
                    None => OperandKind::Vector(
                        (0..count as usize)
                            .map(|i| Operand {
                                kind: OperandKind::Name(element(n, i)),
                                neg: false,
                                not: false,
                                suffix: Vec::new(),
                                span: o.span,
                            })
                            .collect(),
                    ),
                },
            },
            OperandKind::Vector(parts) => OperandKind::Vector(
                parts
                    .iter()
                    .map(|p| self.operand(p))
                    .collect::<Result<_, _>>()?,
            ),
            OperandKind::List(parts) => {
                let mut out = Vec::new();
                for p in parts {
                    let whole = matches!(&p.kind, OperandKind::Name(n)
                        if p.suffix.is_empty() && self.lookup(n).is_some());
                    match self.operand(p)? {
                        Operand {
                            kind: OperandKind::Vector(elems),
                            ..
                        } if whole => out.extend(elems),
                        q => out.push(q),
                    }
                }
                OperandKind::List(out)
            }
            _ => return Ok(o.clone()),
        };
        Ok(Operand { kind, ..o.clone() })
    }
}

/// The register of element `i` of vector `name`.
fn element(name: &str, i: usize) -> String {
    format!("{}.{}", name, XYZW[i])
}

/// The position an element suffix names (`x`/`r` 0 ... `w`/`a` 3).
fn component(c: &str) -> Option<usize> {
    XYZW.iter()
        .position(|x| *x == c)
        .or_else(|| RGBA.iter().position(|x| *x == c))
}
