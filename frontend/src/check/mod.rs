//! Validation: checks every instruction against the ISA rules, resolves names
//! and produces the typed [`crate::ir::Program`].
//!
//! The driver here walks modules, functions and scopes (`FnCx`); the
//! header and module limits are in `header.rs`, declarations and
//! initializers in `vars.rs`, the opcode tables and the dispatch of one
//! instruction in `decode.rs`; operand resolution is in [`operands`],
//! modifier reading in [`mods`], and each instruction family is decoded in
//! its own module ([`arith`], [`video`], [`data`], [`control`], [`warp`],
//! [`matrix`], [`texture`]).

pub mod arith;
pub mod control;
pub mod data;
mod decode;
pub mod gate;
mod header;
pub mod matrix;
pub mod mods;
pub mod operands;
pub mod texture;
mod vars;
pub mod vectors;
pub mod video;
pub mod warp;

pub use decode::KNOWN_OPCODES;
use decode::*;
pub use header::MAX_STATIC_SHARED;
use header::*;
use vars::*;

use std::collections::HashMap;

use crate::ast::{self, FuncKind, Init, Space, Stmt, Type};
use crate::diag::{Diagnostic, Sink, Span};
use crate::ir::{self, FuncId, Instr, Op, ParamSlot, Program, RegId, RegInfo, Var, VarId};
use crate::suggest::did_you_mean;

/// Checks a parsed module. Returns the first error found
/// ([`crate::parse_and_check`] reports them all).
pub fn check(module: &ast::Module) -> Result<Program, Diagnostic> {
    let mut errs = Sink::default();
    let prog = check_into(module, &[], &mut errs);
    errs.finish(prog).map_err(|e| e.first().clone())
}

/// Checks `module`, adding every error to `errs` (up to
/// [`crate::diag::MAX_ERRORS`]): a broken declaration or instruction is
/// reported and checking goes on with the next one; a function whose
/// signature is broken is not checked further, nor are the bodies of the
/// functions named in `skip` (the parser left a declaration of theirs out,
/// so names it declared would be reported as undeclared).
pub fn check_into(module: &ast::Module, skip: &[String], errs: &mut Sink) -> Program {
    header(module, errs);
    let address_size = module.address_size.unwrap_or(match module.version {
        Some((1, _)) | Some((2, _)) => 32,
        _ => 64,
    });
    let sm = module.target.iter().find_map(|t| target_sm(t)).unwrap_or(0);
    let mut prog = Program {
        address_size,
        sm,
        version: module.version.map_or(0, |(a, b)| a * 10 + b.min(9)),
        texmode_independent: module.target.iter().any(|t| t == "texmode_independent"),
        vars: Vec::new(),
        funcs: Vec::new(),
        indirect_calls: Default::default(),
    };
    let mut globals: HashMap<String, Binding> = HashMap::new();
    // Module variables, and every function signature first so that calls may
    // refer to functions defined later.
    let mut bodies: Vec<(FuncId, &ast::Function)> = Vec::new();
    // Functions with vector registers, rewritten to scalars first.
    let mut desugared: Vec<Option<ast::Function>> = Vec::with_capacity(module.items.len());
    let mut unreadable: Vec<String> = Vec::new();
    for item in &module.items {
        desugared.push(match item {
            ast::Item::Func(f) => vectors::desugar(f).unwrap_or_else(|e| {
                errs.push(e);
                unreadable.push(f.name.clone());
                None
            }),
            ast::Item::Var(_) => None,
        });
    }
    for (item, alt) in module.items.iter().zip(&desugared) {
        match item {
            ast::Item::Var(v)
                if v.handle == Some(ast::Handle::Sampler) && !prog.texmode_independent =>
            {
                errs.push(sampler_needs_independent(v));
            }
            ast::Item::Var(v) if v.space == Space::Reg => {
                errs.push(Diagnostic::new(
                    v.span,
                    format!(
                        "'{}': a .reg variable cannot be declared at module scope (ptxas: module-scoped variables in .reg state space are not allowed with ABI)",
                        v.name
                    ),
                ));
            }
            ast::Item::Var(v) => match add_var(&mut prog, v, None, &|n| globals.get(n).copied()) {
                Ok(id) => {
                    globals.insert(v.name.clone(), Binding::Var(id));
                }
                Err(e) => errs.push(e),
            },
            ast::Item::Func(f) => {
                let f = alt.as_ref().unwrap_or(f);
                let existing = prog.funcs.iter().position(|g| g.name == f.name);
                if let Some(i) = existing {
                    // Bodies are checked later: a definition seen before is
                    // one in `bodies` with a body.
                    let defined = bodies
                        .iter()
                        .any(|(j, g)| *j as usize == i && g.body.is_some());
                    if f.body.is_some() && defined {
                        errs.push(Diagnostic::new(
                            f.span,
                            format!("function '{}' is defined twice", f.name),
                        ));
                        continue;
                    }
                    if f.body.is_some() {
                        bodies.push((i as FuncId, f));
                    }
                    continue;
                }
                let id = prog.funcs.len() as FuncId;
                prog.funcs.push(ir::Func {
                    kind: f.kind,
                    name: f.name.clone(),
                    params: Vec::new(),
                    rets: Vec::new(),
                    regs: Vec::new(),
                    body: None,
                    span: f.span,
                });
                globals.insert(f.name.clone(), Binding::Func(id));
                bodies.push((id, f));
            }
        }
    }
    // Signatures (a prototype and its definition must agree; the definition's
    // names win).
    let mut broken = vec![false; bodies.len()];
    let mut facts = vec![FuncFacts::default(); prog.funcs.len()];
    for &(id, f) in &bodies {
        facts[id as usize].defined |= f.body.is_some();
        for s in f.body.iter().flatten() {
            address_taken(s, &globals, &mut facts);
        }
    }
    for item in &module.items {
        if let ast::Item::Var(v) = item {
            if let Some(i) = &v.init {
                init_takes_address(i, &globals, &mut facts);
            }
        }
    }
    for (i, &(id, f)) in bodies.iter().enumerate() {
        let mut cx = FnCx::new(&mut prog, &globals, &facts, id);
        if unreadable.contains(&f.name) {
            // Its vector registers could not be read (reported).
            let _ = cx.signature(f);
            broken[i] = true;
        } else if let Err(e) = cx.signature(f) {
            errs.push(e);
            broken[i] = true;
        }
    }
    for (i, &(id, f)) in bodies.iter().enumerate() {
        if errs.stopped() {
            break;
        }
        if let (Some(body), false) = (&f.body, broken[i] || skip.contains(&f.name)) {
            let mut cx = FnCx::new(&mut prog, &globals, &facts, id);
            if let Err(e) = cx.signature(f) {
                errs.push(e);
                continue;
            }
            cx.stmts(body, errs);
            let instrs = cx.finish(errs);
            prog.funcs[id as usize].body = Some(instrs);
        }
    }
    if errs.is_empty() {
        for e in static_shared_limits(&prog) {
            errs.push(e);
        }
        for e in unresolved_functions(&prog, &bodies, &facts) {
            errs.push(e);
        }
    }
    prog
}

/// What a name stands for.
#[derive(Clone, Copy, Debug)]
pub enum Binding {
    /// A register.
    Reg(RegId),
    /// A variable.
    Var(VarId),
    /// A function.
    Func(FuncId),
}

/// Functions ptxas provides itself (its system calls): declared `.extern`
/// and called without a body in the file.
const PTXAS_BUILTINS: &[&str] = &["vprintf", "malloc", "free", "__assertfail"];

/// ptxas assembles whole programs: a function declared without a body
/// anywhere in the file is an error ("Unresolved extern function"), unless
/// it is `.extern` and never called, or one of [`PTXAS_BUILTINS`].
fn unresolved_functions(
    prog: &Program,
    decls: &[(FuncId, &ast::Function)],
    facts: &[FuncFacts],
) -> Vec<Diagnostic> {
    let called: std::collections::HashSet<FuncId> = (0..prog.funcs.len() as FuncId)
        .flat_map(|f| prog.callees(f))
        .collect();
    let mut out = Vec::new();
    for (id, func) in prog.funcs.iter().enumerate() {
        let id = id as FuncId;
        let defined = facts.get(id as usize).is_some_and(|f| f.defined);
        if defined || PTXAS_BUILTINS.contains(&func.name.as_str()) {
            continue;
        }
        let external = decls
            .iter()
            .any(|(j, f)| *j == id && f.linkage == Some(ast::Linkage::Extern));
        if external && !called.contains(&id) {
            continue;
        }
        out.push(Diagnostic::new(
            func.span,
            if external {
                format!(
                    "'{}' is .extern and called, but its body is not in this file (ptxas, which assembles whole programs: unresolved extern function)",
                    func.name
                )
            } else {
                format!(
                    "'{}' is declared but never defined (ptxas: unresolved extern function)",
                    func.name
                )
            },
        ));
    }
    out
}

/// What the whole module says of one function, known before any body is
/// checked.
#[derive(Clone, Copy, Debug, Default)]
pub struct FuncFacts {
    /// It has a body.
    pub defined: bool,
    /// Some instruction other than a `call` names it: its address is taken
    /// (so an indirect call may reach it).
    pub address_taken: bool,
}

/// Marks the functions whose address statement `s` takes.
fn address_taken(s: &Stmt, globals: &HashMap<String, Binding>, facts: &mut [FuncFacts]) {
    fn operand(o: &ast::Operand, globals: &HashMap<String, Binding>, facts: &mut [FuncFacts]) {
        match &o.kind {
            ast::OperandKind::Name(n) => {
                if let Some(Binding::Func(f)) = globals.get(n) {
                    if let Some(x) = facts.get_mut(*f as usize) {
                        x.address_taken = true;
                    }
                }
            }
            ast::OperandKind::Vector(v) | ast::OperandKind::List(v) => {
                for o in v {
                    operand(o, globals, facts);
                }
            }
            _ => {}
        }
    }
    match s {
        Stmt::Inst(i) if i.opcode != "call" => {
            for o in &i.operands {
                operand(o, globals, facts);
            }
        }
        Stmt::Decl(d) => {
            if let Some(i) = &d.init {
                init_takes_address(i, globals, facts);
            }
        }
        Stmt::Block(b, _) => {
            for s in b {
                address_taken(s, globals, facts);
            }
        }
        _ => {}
    }
}

/// Marks the functions an initializer names (`.global .u64 tab[] = {f};`).
fn init_takes_address(i: &Init, globals: &HashMap<String, Binding>, facts: &mut [FuncFacts]) {
    match i {
        Init::Addr { name, .. } => {
            if let Some(Binding::Func(f)) = globals.get(name) {
                if let Some(x) = facts.get_mut(*f as usize) {
                    x.address_taken = true;
                }
            }
        }
        Init::List(items) => {
            for it in items {
                init_takes_address(it, globals, facts);
            }
        }
        Init::Int(_) | Init::Float(_) => {}
    }
}

struct RangeDecl {
    prefix: String,
    count: u32,
    ty: Type,
    allocated: HashMap<u32, RegId>,
}

#[derive(Default)]
struct Scope {
    names: HashMap<String, Binding>,
    ranges: Vec<RangeDecl>,
}

/// Per-function checking state.
pub struct FnCx<'p> {
    prog: &'p mut Program,
    globals: &'p HashMap<String, Binding>,
    /// What the module says of each function.
    facts: &'p [FuncFacts],
    func: FuncId,
    regs: Vec<RegInfo>,
    scopes: Vec<Scope>,
    instrs: Vec<Instr>,
    labels: HashMap<String, u32>,
    pending: Vec<(usize, String, Span)>,
    /// Instructions the decoder asks for before the current one (unguarded).
    before: Vec<Instr>,
    /// Operations the decoder asks for after those and before the current
    /// one, under the current one's guard.
    guarded: Vec<Op>,
    /// The guard of the instruction being decoded.
    guard: Option<(RegId, bool)>,
    /// The guard the decoder gives the instruction instead of its own
    /// ([`FnCx::replace_guard`]).
    new_guard: Option<Option<(RegId, bool)>>,
    /// The `.callprototype` and `.calltargets` declared so far, by label.
    protos: HashMap<String, control::ProtoInfo>,
}

impl<'p> FnCx<'p> {
    fn new(
        prog: &'p mut Program,
        globals: &'p HashMap<String, Binding>,
        facts: &'p [FuncFacts],
        func: FuncId,
    ) -> Self {
        FnCx {
            prog,
            globals,
            facts,
            func,
            regs: Vec::new(),
            scopes: vec![Scope::default()],
            instrs: Vec::new(),
            labels: HashMap::new(),
            pending: Vec::new(),
            before: Vec::new(),
            guarded: Vec::new(),
            guard: None,
            new_guard: None,
            protos: HashMap::new(),
        }
    }

    /// A register of type `ty` the source does not name (`%!N`: not a
    /// valid PTX name, so it never clashes), for desugaring.
    pub fn hidden_reg(&mut self, ty: Type) -> RegId {
        self.regs.push(RegInfo {
            name: format!("%!{}", self.regs.len()),
            ty,
        });
        (self.regs.len() - 1) as RegId
    }

    /// Places `op` (unguarded, at the instruction's span) before the
    /// instruction being decoded.
    pub fn insert_before(&mut self, op: Op) {
        self.before.push(Instr {
            guard: None,
            op,
            span: Span::default(),
        });
    }

    /// Places `op` before the instruction being decoded, after those of
    /// [`FnCx::insert_before`], under the instruction's guard (one PTX
    /// instruction that is several operations: `mov.v4`).
    pub fn insert_guarded(&mut self, op: Op) {
        self.guarded.push(op);
    }

    /// Places `op` before the instruction being decoded, after those of
    /// [`FnCx::insert_before`], under `guard` (one PTX instruction that is
    /// several operations under guards of their own: an indirect `call`).
    pub fn insert_with_guard(&mut self, guard: Option<(RegId, bool)>, op: Op) {
        self.before.push(Instr {
            guard,
            op,
            span: Span::default(),
        });
    }

    /// The guard of the instruction being decoded (`@!p`: `(p, true)`).
    pub fn guard(&self) -> Option<(RegId, bool)> {
        self.guard
    }

    /// Gives the decoded instruction `guard` instead of its own.
    pub fn replace_guard(&mut self, guard: Option<(RegId, bool)>) {
        self.new_guard = Some(guard);
    }

    /// Records that an indirect call of the function being checked was
    /// expanded into a call of `callee`.
    pub fn note_indirect_call(&mut self, callee: FuncId) {
        self.prog.indirect_calls.insert((self.func, callee));
    }

    /// What the module says of function `f`.
    pub fn facts(&self, f: FuncId) -> FuncFacts {
        self.facts.get(f as usize).copied().unwrap_or_default()
    }

    /// The `.callprototype` or `.calltargets` declared with label `name`.
    pub fn proto(&self, name: &str) -> Option<&control::ProtoInfo> {
        self.protos.get(name)
    }

    /// The program being built.
    pub fn prog(&self) -> &Program {
        self.prog
    }

    fn signature(&mut self, f: &ast::Function) -> Result<(), Diagnostic> {
        let mut params = Vec::new();
        let mut rets = Vec::new();
        for (list, out) in [(&f.params, &mut params), (&f.rets, &mut rets)] {
            for p in list.iter() {
                if p.range.is_some() {
                    return Err(Diagnostic::new(
                        p.span,
                        "a parameter cannot be a register range",
                    ));
                }
                let size = decl_size(p)?;
                let slot = match p.space {
                    Space::Reg => {
                        // (Vector .reg parameters were made scalars by
                        // vectors::desugar.)
                        if !p.dims.is_empty() {
                            return Err(Diagnostic::new(
                                p.span,
                                "a .reg parameter cannot be an array",
                            ));
                        }
                        ParamSlot::Reg(self.declare_reg(&p.name, p.ty, p.span)?)
                    }
                    Space::Param => {
                        if p.handle == Some(ast::Handle::Sampler) && !self.prog.texmode_independent
                        {
                            return Err(sampler_needs_independent(p));
                        }
                        if p.handle.is_some() && f.kind != ast::FuncKind::Entry {
                            return Err(Diagnostic::new(
                                p.span,
                                format!(
                                    "'{}': a texture, sampler or surface handle is a parameter of a .entry only (ptxas: cannot be allocated in .param state space)",
                                    p.name
                                ),
                            ));
                        }
                        let id = add_var(self.prog, p, Some(self.func), &|_| None)?;
                        self.bind(&p.name, Binding::Var(id), p.span)?;
                        ParamSlot::Var(id)
                    }
                    other => {
                        return Err(Diagnostic::new(
                            p.span,
                            format!(
                                "a parameter must be in .reg or .param space, not .{}",
                                other.name()
                            ),
                        ))
                    }
                };
                if f.kind == FuncKind::Entry && p.space == Space::Reg {
                    return Err(Diagnostic::new(p.span, "kernel parameters must be .param"));
                }
                out.push(ir::Param {
                    name: p.name.clone(),
                    space: p.space,
                    ty: p.ty,
                    size,
                    slot,
                });
            }
        }
        if f.kind == FuncKind::Entry && !rets.is_empty() {
            return Err(Diagnostic::new(f.span, "a .entry cannot return values"));
        }
        if f.rets.len() > 1 {
            if let Some(p) = f.rets.iter().find(|p| p.space == Space::Param) {
                return Err(Diagnostic::new(
                    p.span,
                    "several return values must all be .reg (ptxas: multiple return parameters require .register state space)",
                ));
            }
        }
        let func = &mut self.prog.funcs[self.func as usize];
        if func.body.is_none() && func.params.is_empty() && func.rets.is_empty() {
            func.params = params;
            func.rets = rets;
        } else if func.params.len() != params.len() || func.rets.len() != rets.len() {
            return Err(Diagnostic::new(
                f.span,
                format!("'{}' does not match its earlier declaration", f.name),
            ));
        } else {
            func.params = params;
            func.rets = rets;
        }
        Ok(())
    }

    fn bind(&mut self, name: &str, b: Binding, span: Span) -> Result<(), Diagnostic> {
        let scope = self.scopes.last_mut().expect("scope stack never empty");
        if scope.names.contains_key(name) {
            return Err(Diagnostic::new(
                span,
                format!("'{}' is declared twice in the same scope", name),
            ));
        }
        // A name a range of the same scope declares (`%q<3>` then `%q2`;
        // ptxas: "Duplicate definition of variable '%q2'").
        if let Some(r) = scope
            .ranges
            .iter()
            .find(|r| range_index(name, &r.prefix, r.count).is_some())
        {
            return Err(Diagnostic::new(
                span,
                format!(
                    "'{}' is declared twice in the same scope ('{}<{}>' declares it)",
                    name, r.prefix, r.count
                ),
            ));
        }
        scope.names.insert(name.to_string(), b);
        Ok(())
    }

    fn declare_reg(&mut self, name: &str, ty: Type, span: Span) -> Result<RegId, Diagnostic> {
        let id = self.regs.len() as RegId;
        self.regs.push(RegInfo {
            name: name.to_string(),
            ty,
        });
        self.bind(name, Binding::Reg(id), span)?;
        Ok(id)
    }

    /// Looks a name up through the scopes, then the module.
    pub fn lookup(&mut self, name: &str) -> Option<Binding> {
        for si in (0..self.scopes.len()).rev() {
            if let Some(b) = self.scopes[si].names.get(name) {
                return Some(*b);
            }
            for ri in (0..self.scopes[si].ranges.len()).rev() {
                let r = &self.scopes[si].ranges[ri];
                let Some(idx) = range_index(name, &r.prefix, r.count) else {
                    continue;
                };
                if let Some(&id) = r.allocated.get(&idx) {
                    return Some(Binding::Reg(id));
                }
                let id = self.regs.len() as RegId;
                let ty = r.ty;
                self.regs.push(RegInfo {
                    name: name.to_string(),
                    ty,
                });
                self.scopes[si].ranges[ri].allocated.insert(idx, id);
                return Some(Binding::Reg(id));
            }
        }
        self.globals.get(name).copied()
    }

    /// "`what` 'NAME' is not declared", with a note naming the range that
    /// does not reach that far (`%r<4>` for `%r7`) or the closest declared
    /// name.
    pub fn undeclared(&self, what: &str, name: &str, span: Span) -> Diagnostic {
        let d = Diagnostic::new(span, format!("{what}'{name}' is not declared"));
        for scope in self.scopes.iter().rev() {
            for r in &scope.ranges {
                let Some(rest) = name.strip_prefix(r.prefix.as_str()) else {
                    continue;
                };
                if !rest.is_empty() && rest.bytes().all(|c| c.is_ascii_digit()) {
                    return d.with_note(format!(
                        "'{p}<{n}>' declares {p}0 to {p}{last}",
                        p = r.prefix,
                        n = r.count,
                        last = r.count.saturating_sub(1)
                    ));
                }
            }
        }
        let names = self
            .scopes
            .iter()
            .flat_map(|s| s.names.keys())
            .chain(self.globals.keys())
            .filter(|n| !n.starts_with("%!"));
        did_you_mean(d, name, names)
    }

    /// The declared type of a register.
    pub fn reg_ty(&self, r: RegId) -> Type {
        self.regs[r as usize].ty
    }

    /// Checks `stmts`, recording each broken one in `errs` and going on
    /// with the next (until `errs` is full).
    fn stmts(&mut self, stmts: &[Stmt], errs: &mut Sink) {
        for s in stmts {
            if errs.stopped() {
                return;
            }
            if let Err(e) = self.stmt(s, errs) {
                self.before.clear();
                self.guarded.clear();
                self.new_guard = None;
                errs.push(e);
            }
        }
    }

    fn stmt(&mut self, s: &Stmt, errs: &mut Sink) -> Result<(), Diagnostic> {
        match s {
            Stmt::Decl(d) => self.decl(d)?,
            Stmt::Label(name, span) => {
                if self.labels.contains_key(name) {
                    return Err(Diagnostic::new(
                        *span,
                        format!("label '{}' is defined twice", name),
                    ));
                }
                self.labels.insert(name.clone(), self.instrs.len() as u32);
            }
            Stmt::Inst(inst) => {
                let guard = match &inst.guard {
                    None => None,
                    Some(g) => Some((operands::pred_reg(self, &g.reg, g.span)?, g.negated)),
                };
                self.guard = guard;
                self.new_guard = None;
                let op = decode(self, inst)?;
                gate::check(self, inst, &op)?;
                if lockstep_before(inst, &op) {
                    self.insert_before(Op::warp(ir::WarpOp::Lockstep));
                }
                for mut b in std::mem::take(&mut self.before) {
                    b.span = inst.span;
                    self.instrs.push(b);
                }
                for op in std::mem::take(&mut self.guarded) {
                    self.instrs.push(Instr {
                        guard,
                        op,
                        span: inst.span,
                    });
                }
                self.instrs.push(Instr {
                    guard: self.new_guard.take().unwrap_or(guard),
                    op,
                    span: inst.span,
                });
            }
            Stmt::Proto(p) => {
                let info = control::proto_info(self, p)?;
                self.protos.insert(p.name.clone(), info);
            }
            Stmt::Block(body, _) => {
                self.scopes.push(Scope::default());
                self.stmts(body, errs);
                self.scopes.pop();
            }
        }
        Ok(())
    }

    fn decl(&mut self, d: &ast::VarDecl) -> Result<(), Diagnostic> {
        match d.space {
            Space::Reg => {
                if !d.dims.is_empty() || d.init.is_some() {
                    return Err(Diagnostic::new(
                        d.span,
                        "a .reg declaration cannot be an array or have an initializer",
                    ));
                }
                // Vector registers were made scalars by vectors::desugar.
                if !(d.ty.is_int() || d.ty == Type::Pred || d.ty.is_float() || d.ty == Type::B128) {
                    return Err(Diagnostic::new(d.span, "bad register type"));
                }
                match d.range {
                    Some(count) => {
                        let scope = self.scopes.last_mut().expect("scope");
                        // ptxas: "Duplicate definition of variable '%r<'".
                        let again = scope.ranges.iter().any(|r| r.prefix == d.name);
                        let taken = scope
                            .names
                            .keys()
                            .find(|n| range_index(n, &d.name, count).is_some());
                        if again || taken.is_some() {
                            return Err(Diagnostic::new(
                                d.span,
                                format!(
                                    "'{}<{}>' declares {} again in the same scope",
                                    d.name,
                                    count,
                                    taken.map_or(format!("'{}<N>'", d.name), |n| format!("'{n}'"))
                                ),
                            ));
                        }
                        scope.ranges.push(RangeDecl {
                            prefix: d.name.clone(),
                            count,
                            ty: d.ty,
                            allocated: HashMap::new(),
                        });
                    }
                    None => {
                        self.declare_reg(&d.name, d.ty, d.span)?;
                    }
                }
                Ok(())
            }
            Space::Local | Space::Shared | Space::Param | Space::Const | Space::Global => {
                if d.range.is_some() {
                    return Err(Diagnostic::new(
                        d.span,
                        "only .reg declarations can use the <N> range form",
                    ));
                }
                // (Initializers name module-level symbols only.)
                let globals = self.globals;
                let syms = |n: &str| globals.get(n).copied();
                let v = make_var(d, Some(self.func), &syms, &self.prog.vars)?;
                let id = self.prog.vars.len() as VarId;
                self.prog.vars.push(v);
                self.bind(&d.name, Binding::Var(id), d.span)
            }
            Space::Sreg | Space::Tex => Err(Diagnostic::new(
                d.span,
                format!("cannot declare a .{} variable here", d.space.name()),
            )),
        }
    }

    fn finish(mut self, errs: &mut Sink) -> Vec<Instr> {
        for (at, name, span) in std::mem::take(&mut self.pending) {
            if self.protos.contains_key(&name) {
                errs.push(Diagnostic::new(
                    span,
                    format!(
                        "'{}' labels a .callprototype or .calltargets, not an instruction",
                        name
                    ),
                ));
                continue;
            }
            let Some(&target) = self.labels.get(&name) else {
                let d = Diagnostic::new(span, format!("undefined label '{}'", name));
                errs.push(did_you_mean(d, &name, self.labels.keys()));
                continue;
            };
            if let Op::Bra { target: t } = &mut self.instrs[at].op {
                *t = target;
            }
        }
        self.prog.funcs[self.func as usize].regs = self.regs;
        self.instrs
    }

    /// Records a branch to `label` by the instruction about to be pushed.
    pub fn branch_to(&mut self, label: &str, span: Span) {
        self.pending
            .push((self.instrs.len(), label.to_string(), span));
    }
}
