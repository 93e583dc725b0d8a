//! Validation: checks every instruction against the ISA rules, resolves names
//! and produces the typed [`crate::ir::Program`].
//!
//! The driver here walks modules, functions and scopes; operand resolution is
//! in [`operands`], modifier reading in [`mods`], and each instruction family
//! is decoded in its own module ([`arith`], [`video`], [`data`], [`control`]).

pub mod arith;
pub mod control;
pub mod data;
pub mod gate;
pub mod matrix;
pub mod mods;
pub mod operands;
pub mod texture;
pub mod vectors;
pub mod video;
pub mod warp;

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

/// PTX ISA versions (ptxas 11.8 knows up to 7.8; later ones are read
/// with the rules of the manual).
const VERSIONS: &[(u32, u32)] = &[
    (1, 4),
    (2, 3),
    (3, 2),
    (4, 3),
    (5, 0),
    (6, 5),
    (7, 8),
    (8, 8),
    (9, 1),
];

/// Architectures `.target` may name (`sm_NN`, with an `a`/`f` suffix on the
/// ones that have one), and the other target options.
const TARGETS: &[u32] = &[
    10, 11, 12, 13, 20, 21, 30, 32, 35, 37, 50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87, 89, 90,
    100, 101, 103, 110, 120, 121,
];

/// The architecture number of a `.target` name: `sm_80` and `sm_90a` give
/// 80 and 90; `None` for any other spelling.
fn target_sm(t: &str) -> Option<u32> {
    let rest = t.strip_prefix("sm_")?;
    let digits = rest.strip_suffix(['a', 'f']).unwrap_or(rest);
    if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// `.version` and `.target` must both be there (ptxas: "Missing .version
/// directive", "Target architecture not defined") and name a known PTX
/// version and architectures.
fn header(module: &ast::Module, errs: &mut Sink) {
    let at = Span {
        line: 1,
        col: 1,
        offset: 0,
        len: 1,
    };
    match module.version {
        None => errs.push(Diagnostic::new(
            at,
            "missing .version directive at the start of the file",
        )),
        Some((major, minor)) => {
            if !VERSIONS
                .iter()
                .any(|&(ma, last)| ma == major && minor <= last)
            {
                errs.push(Diagnostic::new(
                    at,
                    format!("unknown PTX ISA version {major}.{minor} in .version"),
                ));
            }
        }
    }
    if module.target.is_empty() {
        errs.push(Diagnostic::new(at, "missing .target directive"));
    }
    // CUDA 12 compiles 64-bit PTX only (ptxas 12.9: "32-Bit compilation
    // is no longer supported"). Old PTX without `.address_size` (1.x,
    // 2.x), 32-bit by default, is still read: no current ptxas judges it.
    if module.address_size == Some(32) {
        errs.push(Diagnostic::new(
            at,
            ".address_size 32: CUDA 12 compiles 64-bit PTX only (ptxas 12.9: 32-Bit compilation is no longer supported)",
        ));
    }
    // The oldest .version that knows each target (ptxas 12.9: "PTX
    // .version 7.0 does not support .target sm_90").
    const SINCE: &[(u32, u32)] = &[
        (50, 40),
        (52, 41),
        (53, 42),
        (60, 50),
        (61, 50),
        (62, 50),
        (70, 60),
        (72, 61),
        (75, 63),
        (80, 70),
        (86, 71),
        (87, 74),
        (89, 78),
        (90, 78),
        (100, 86),
        (101, 86),
        (103, 88),
        (110, 90),
        (120, 87),
        (121, 88),
    ];
    if let Some((major, minor)) = module.version {
        let have = major * 10 + minor.min(9);
        for t in &module.target {
            let need = target_sm(t).and_then(|n| SINCE.iter().find(|x| x.0 == n));
            if let Some(&(_, v)) = need.filter(|x| have < x.1) {
                errs.push(Diagnostic::new(
                    at,
                    format!(
                        "PTX .version {major}.{minor} does not support .target {t} (it needs .version {}.{} or later)",
                        v / 10,
                        v % 10
                    ),
                ));
            }
        }
    }
    for t in &module.target {
        let known = match target_sm(t) {
            Some(n) => TARGETS.contains(&n),
            None => matches!(
                t.as_str(),
                "texmode_unified" | "texmode_independent" | "debug" | "map_f64_to_f32"
            ),
        };
        if !known {
            errs.push(Diagnostic::new(
                at,
                format!("unknown target '{t}' in .target"),
            ));
        }
    }
}

/// The most static `.shared` memory one kernel may use (ptxas: "uses too
/// much shared data (0xc001 bytes, 0xc000 max)").
pub const MAX_STATIC_SHARED: u64 = 48 * 1024;

/// One error per kernel whose static `.shared` variables (those it or a
/// function it calls names, laid out in declaration order at their
/// alignment, as ptxas counts them) take more than [`MAX_STATIC_SHARED`].
fn static_shared_limits(prog: &Program) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (k, f) in prog.funcs.iter().enumerate() {
        if f.kind != FuncKind::Entry || f.body.is_none() {
            continue;
        }
        let end = prog.shared_layout(k as FuncId).static_end;
        if end > MAX_STATIC_SHARED {
            out.push(Diagnostic::new(
                f.span,
                format!(
                    "kernel '{}' uses {} bytes of static .shared memory, more than the {} a block may have (ptxas: uses too much shared data)",
                    f.name, end, MAX_STATIC_SHARED
                ),
            ));
        }
    }
    out
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

/// Byte size of a declaration (element size × vector × dims).
fn decl_size(d: &ast::VarDecl) -> Result<u64, Diagnostic> {
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
type Syms<'a> = dyn Fn(&str) -> Option<Binding> + 'a;

/// The index of `name` among the registers `prefix<count>` declares
/// (`prefix` then a decimal index below `count`; ptxas accepts leading
/// zeros: `%r01` is `%r1`).
fn range_index(name: &str, prefix: &str, count: u32) -> Option<u32> {
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

fn sampler_needs_independent(d: &ast::VarDecl) -> Diagnostic {
    Diagnostic::new(
        d.span,
        format!(
            "'{}': a .samplerref needs '.target ..., texmode_independent' (ptxas: instruction or declaration violates .target texmode_unified setting)",
            d.name
        ),
    )
}

fn add_var(
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
fn make_var(
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
struct Flat<'a, 'b> {
    elem: usize,
    ty: Type,
    span: Span,
    syms: &'a Syms<'b>,
    vars: &'a [Var],
    bytes: &'a mut Vec<u8>,
    relocs: &'a mut Vec<ir::Reloc>,
}

impl Flat<'_, '_> {
    fn push(&mut self, i: &Init) -> Result<(), Diagnostic> {
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
    fn addr(&mut self, name: &str, generic: bool, offset: i64) -> Result<(), Diagnostic> {
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

/// Every opcode the decoders ([`arith`], [`video`], [`data`], [`warp`],
/// [`control`]) read: the candidates of "did you mean" for an unknown
/// instruction, with `UNSUPPORTED_OPCODES`. A test checks that each one is
/// known to the checker.
pub const KNOWN_OPCODES: &[&str] = &[
    "abs",
    "activemask",
    "add",
    "addc",
    "and",
    "atom",
    "bar",
    "barrier",
    "bfe",
    "bfi",
    "bfind",
    "bmsk",
    "bra",
    "brev",
    "call",
    "clz",
    "cnot",
    "cvt",
    "cvta",
    "div",
    "dp2a",
    "dp4a",
    "elect",
    "exit",
    "fence",
    "fns",
    "isspacep",
    "ld",
    "lop3",
    "mad",
    "mad24",
    "madc",
    "match",
    "max",
    "membar",
    "min",
    "mov",
    "mul",
    "mul24",
    "nanosleep",
    "neg",
    "not",
    "or",
    "popc",
    "prmt",
    "red",
    "redux",
    "rem",
    "ret",
    "sad",
    "selp",
    "set",
    "setp",
    "shf",
    "shfl",
    "shl",
    "shr",
    "slct",
    "st",
    "sub",
    "subc",
    "szext",
    "vabsdiff",
    "vabsdiff2",
    "vabsdiff4",
    "vadd",
    "vadd2",
    "vadd4",
    "vavrg2",
    "vavrg4",
    "vmad",
    "vmax",
    "vmax2",
    "vmax4",
    "vmin",
    "vmin2",
    "vmin4",
    "vote",
    "vset",
    "vset2",
    "vset4",
    "vshl",
    "vshr",
    "vsub",
    "vsub2",
    "vsub4",
    "xor",
];

/// Opcodes of valid PTX that ptxjit parses but does not run.
const UNSUPPORTED_OPCODES: &[&str] = &[
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
    "prefetch",
    "prefetchu",
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
    "trap",
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
fn lockstep_before(inst: &ast::Inst, op: &Op) -> bool {
    matches!(op, Op::Ld { space, .. } | Op::St { space, .. }
        if !matches!(space, Space::Local | Space::Param))
        && inst.mods.iter().any(|m| m.text == "volatile")
}

/// `ld`, `st` and `mov` of a floating-point type, with the type replaced by
/// the bit type of its width (`.f32` -> `.b32`, `.f64` -> `.b64`); `None`
/// for any other instruction, or one with a modifier of real floating-point
/// work (a rounding mode, `.ftz`, ...).
fn as_bit_move(inst: &ast::Inst) -> Option<ast::Inst> {
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
fn float_move_regs(cx: &mut FnCx, inst: &ast::Inst) -> Result<(), Diagnostic> {
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

/// Decodes one instruction into its typed [`Op`].
/// Opcodes of the integer subset that have no floating-point form (ptxas:
/// "Unexpected instruction types specified for 'prmt'").
const INT_ONLY: &[&str] = &[
    "and",
    "or",
    "xor",
    "not",
    "cnot",
    "shl",
    "shr",
    "shf",
    "prmt",
    "popc",
    "clz",
    "brev",
    "bfind",
    "bfe",
    "bfi",
    "fns",
    "bmsk",
    "szext",
    "lop3",
    "dp4a",
    "dp2a",
    "sad",
    "mul24",
    "mad24",
    "rem",
    "addc",
    "subc",
    "madc",
    "cvta",
    "isspacep",
    "vote",
    "activemask",
    "match",
    "elect",
    "vadd",
    "vsub",
    "vabsdiff",
    "vmin",
    "vmax",
    "vshl",
    "vshr",
    "vmad",
    "vset",
    "vadd2",
    "vsub2",
    "vavrg2",
    "vabsdiff2",
    "vmin2",
    "vmax2",
    "vset2",
    "vadd4",
    "vsub4",
    "vavrg4",
    "vabsdiff4",
    "vmin4",
    "vmax4",
    "vset4",
];

/// Opcodes with one operand type, integer or floating-point.
const ONE_TYPE: &[&str] = &[
    "add", "sub", "mul", "mad", "min", "max", "div", "abs", "neg",
];

/// A floating-point type modifier on an instruction that has no such form
/// (`prmt.f32`, `mul.wide.f32`), or next to an integer type on one that
/// takes a single type (`mad.f32.s32`), is an error as in ptxas; other
/// floating-point forms are valid PTX outside the subset.
fn float_form_exists(inst: &ast::Inst) -> Result<(), Diagnostic> {
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
    if INT_ONLY.contains(&name) || (matches!(name, "mul" | "mad") && has("wide")) {
        return Err(Diagnostic::new(
            f.span,
            format!(
                "'{}' has no floating-point form ('.{}') (ptxas: unexpected instruction types)",
                inst.full_name(),
                f.text
            ),
        ));
    }
    if let (true, Some(i)) = (ONE_TYPE.contains(&name), int_type) {
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

fn decode(cx: &mut FnCx, inst: &ast::Inst) -> Result<Op, Diagnostic> {
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
    float_form_exists(inst)?;
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
    if let Some(op) = arith::decode(cx, inst)? {
        return Ok(op);
    }
    if let Some(op) = video::decode(cx, inst)? {
        return Ok(op);
    }
    if let Some(op) = data::decode(cx, inst)? {
        return Ok(op);
    }
    if let Some(op) = warp::decode(cx, inst)? {
        return Ok(op);
    }
    if let Some(op) = matrix::decode(cx, inst)? {
        return Ok(op);
    }
    if let Some(op) = control::decode(cx, inst)? {
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
    let candidates = KNOWN_OPCODES.iter().chain(UNSUPPORTED_OPCODES);
    Err(did_you_mean(d, name, candidates))
}
