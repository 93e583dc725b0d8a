//! Lowering of checked PTX to LLVM IR (LLVM 19 through inkwell), for the LLVM
//! host JIT tier and for LLVM's NVPTX backend.
//!
//! Two GPU modes: [`Mode::Lowered`] compiles ptxjit's own semantics through
//! LLVM IR; [`Mode::Native`] passes every instruction that NVPTX cannot
//! express exactly (carry chains, video, prmt, ...) through as inline PTX
//! ([`native`]), so the GPU runs NVIDIA's own implementation.
//!
//! Machine state mapping ([`lower_funcs`]):
//! * every PTX register is an `alloca` of its exact width (`i1` for `.pred`),
//!   always holding the value masked to that width, as the interpreter does;
//!   `mem2reg`/SROA turn them into SSA values;
//! * CC.CF is an `i1` alloca threaded through the function and across calls;
//! * `.param`/`.local` variables owned by a function are byte allocas,
//!   (re)initialised at every activation;
//! * a guard `@p`/`@!p` on an ordinary instruction is a `select` of every value
//!   the instruction writes (registers, CC.CF, stored bytes); on `bra`, `call`,
//!   `ret` and `exit` it is a conditional branch;
//! * labels are basic blocks;
//! * nothing is poison or undefined: shift amounts are brought into range and
//!   divisors replaced by 1 (with a `select`) before `udiv`/`sdiv`.
//!
//! Each PTX function `f` becomes a private internal function
//! `ptx.int.<name>(params..., i1 cf) -> {rets..., i1 cf, i1 exited}` used by
//! `call`, and every function named to [`lower_funcs`] also gets a public
//! function `<name>(params...) -> {rets...}` (or `void`) that calls it with
//! CC.CF clear. The hardware conventions are those of the interpreter
//! (docs/semantics.md §1): `sub.cc` computes `a + ~b + 1` and stores its carry
//! (NOT borrow) in CC.CF, `subc` computes `a + ~b + CF`, so add and sub chains
//! mix.

mod budget;
mod builder;
mod control;
mod ext;
mod kernel;
mod mem;
pub mod native;
pub mod nvptx;
mod ops;
pub use kernel::{lower_kernel, KernelCfg};
mod scalar;
pub mod simt;
mod state;
mod video;

use std::collections::HashMap;
use std::fmt;

use inkwell::basic_block::BasicBlock;
use inkwell::builder::{Builder, BuilderError};
use inkwell::context::Context;
use inkwell::intrinsics::Intrinsic;
use inkwell::module::{Linkage, Module};
use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum, IntType};
use inkwell::values::{
    BasicMetadataValueEnum, BasicValue, BasicValueEnum, FunctionValue, IntMathValue, IntValue,
    PointerValue, VectorValue,
};
use inkwell::AddressSpace;
use inkwell::IntPredicate;
use ptxjit_frontend::ast::{FuncKind, Space};
use ptxjit_frontend::diag::{Diagnostic, Phase, Span};
use ptxjit_frontend::ir::{
    Dst, Func, FuncId, Instr, Op, ParamSlot, Program, Src, Sreg, ThreadSreg, VarId,
};

/// How instructions NVPTX cannot express exactly are emitted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// ptxjit's semantics in plain LLVM IR.
    Lowered,
    /// Inline PTX of the original instruction (NVPTX target only).
    Native,
}

/// What the LLVM IR is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// The host CPU (LLVM JIT): special registers are constants.
    Host,
    /// LLVM's NVPTX backend: special registers are NVVM intrinsics.
    Nvptx,
}

/// Options of a lowering.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Lowered or native.
    pub mode: Mode,
    /// Host or NVPTX.
    pub target: Target,
}

/// A lowering error: the one [`Diagnostic`] (of [`Phase::Lower`]) in a
/// wrapper that `?` can also build from an LLVM builder error (the orphan
/// rule keeps that conversion out of the frontend crate). It dereferences to
/// the diagnostic and converts into it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LowerError(pub Diagnostic);

impl LowerError {
    /// A lowering error at `span`.
    pub fn new(span: Span, message: impl Into<String>) -> LowerError {
        LowerError(Diagnostic::at(Phase::Lower, span, message))
    }
}

impl std::ops::Deref for LowerError {
    type Target = Diagnostic;
    fn deref(&self) -> &Diagnostic {
        &self.0
    }
}

impl std::ops::DerefMut for LowerError {
    fn deref_mut(&mut self) -> &mut Diagnostic {
        &mut self.0
    }
}

impl From<LowerError> for Diagnostic {
    fn from(e: LowerError) -> Diagnostic {
        e.0
    }
}

impl From<Diagnostic> for LowerError {
    fn from(d: Diagnostic) -> LowerError {
        LowerError(d)
    }
}

impl fmt::Display for LowerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for LowerError {}

impl From<BuilderError> for LowerError {
    fn from(e: BuilderError) -> LowerError {
        LowerError::new(Span::default(), format!("LLVM builder: {}", e))
    }
}

/// Result of lowering steps.
pub type LResult<T> = Result<T, LowerError>;

/// Lowers the named functions and everything they call into `module` and returns the
/// LLVM functions for `names`, in order. Each .func becomes an LLVM function taking its
/// parameters by value (iN for .bN/.uN/.sN, N = 16/32/64) and returning its return values
/// as a literal struct (or void when it has none). Internal helpers get private linkage.
///
/// * `ctx`, `module`: where the IR goes (the module may already hold other code).
/// * `prog`: the checked program; `names`: the functions wanted (`.func` or `.entry`).
/// * `opts`: lowered or native mode, host or NVPTX target.
///
/// Errors: unknown names, recursion, calls of functions without a body, and
/// instructions outside what this backend supports (kernel memory through
/// address registers, floating point, `Unsupported` instructions), each with
/// the span of the offending instruction or function.
pub fn lower_funcs<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    prog: &Program,
    names: &[&str],
    opts: &Options,
) -> Result<Vec<FunctionValue<'ctx>>, LowerError> {
    let mut roots = Vec::new();
    for n in names {
        match prog.func(n) {
            Some((id, _)) => roots.push(id),
            None => {
                return Err(LowerError::new(
                    Span::default(),
                    format!("no function named '{}'", n),
                ))
            }
        }
    }
    let order = reachable(prog, &roots)?;
    let mut internal: HashMap<FuncId, FunctionValue<'ctx>> = HashMap::new();
    for &f in &order {
        let func = &prog.funcs[f as usize];
        let name = format!("ptx.int.{}", func.name);
        let fv = match module.get_function(&name) {
            Some(fv) if fv.count_basic_blocks() == 0 => fv,
            Some(_) => {
                // Already lowered into this module by an earlier call.
                internal.insert(f, module.get_function(&name).expect("present"));
                continue;
            }
            None => module.add_function(
                &name,
                internal_type(ctx, prog, f, opts.target, false),
                Some(Linkage::Private),
            ),
        };
        internal.insert(f, fv);
    }
    for &f in &order {
        let fv = internal[&f];
        if fv.count_basic_blocks() > 0 {
            continue;
        }
        let func = &prog.funcs[f as usize];
        let body = func.body.as_deref().unwrap_or(&[]);
        let mut fx = Fx::new(ctx, module, prog, f, fv, *opts, &internal);
        fx.build(body)?;
    }
    let mut out = Vec::new();
    for &f in &roots {
        out.push(public_func(
            ctx,
            module,
            prog,
            f,
            internal[&f],
            opts.target,
        )?);
    }
    Ok(out)
}

/// The LLVM integer type of `bits` bits (`i1` for predicates).
fn int_ty(ctx: &Context, bits: u32) -> IntType<'_> {
    match bits {
        0 | 1 => ctx.bool_type(),
        8 => ctx.i8_type(),
        16 => ctx.i16_type(),
        32 => ctx.i32_type(),
        64 => ctx.i64_type(),
        128 => ctx.i128_type(),
        n => std::num::NonZeroU32::new(n)
            .and_then(|n| ctx.custom_width_int_type(n).ok())
            .unwrap_or_else(|| ctx.i64_type()),
    }
}

/// Width in bits of a parameter or return value as passed by value.
fn param_bits(prog: &Program, func: &Func, p: &ptxjit_frontend::ir::Param) -> u32 {
    let _ = prog;
    match p.slot {
        ParamSlot::Reg(r) => func.regs[r as usize].ty.bits(),
        ParamSlot::Var(_) => match p.size {
            1 => 8,
            2 => 16,
            3 | 4 => 32,
            _ => 64,
        },
    }
}

/// The public signature: parameters by value (on the host, then the
/// pointer to the call's budget cell, [`crate::budget::cell`]), return
/// values as a literal struct (void when there are none).
pub fn public_type<'ctx>(
    ctx: &'ctx Context,
    prog: &Program,
    f: FuncId,
    target: Target,
) -> inkwell::types::FunctionType<'ctx> {
    let func = &prog.funcs[f as usize];
    let mut params: Vec<BasicMetadataTypeEnum> = func
        .params
        .iter()
        .map(|p| int_ty(ctx, param_bits(prog, func, p)).into())
        .collect();
    if target == Target::Host {
        params.push(ctx.ptr_type(AddressSpace::default()).into());
    }
    let rets: Vec<BasicTypeEnum> = func
        .rets
        .iter()
        .map(|p| int_ty(ctx, param_bits(prog, func, p)).into())
        .collect();
    if rets.is_empty() {
        ctx.void_type().fn_type(&params, false)
    } else {
        ctx.struct_type(&rets, false).fn_type(&params, false)
    }
}

/// The width of parameter `p` of `func` in the internal signature: as in
/// the public one ([`param_bits`]), except that a `.param` wider than 8
/// bytes travels whole on the host (an `i128`, `i192`, ...: a by-value
/// struct). The NVPTX target keeps 64 bits (`Fx::check_wide_param`
/// refuses wider ones there).
pub(super) fn internal_bits(
    prog: &Program,
    func: &Func,
    p: &ptxjit_frontend::ir::Param,
    target: Target,
) -> u32 {
    match p.slot {
        ParamSlot::Var(_) if target == Target::Host && p.size > 8 => (8 * p.size) as u32,
        _ => param_bits(prog, func, p),
    }
}

/// The internal signature: parameters by value and CC.CF (`i1`), on the
/// host then the budget cell pointer; returns `{rets..., i1 cf, i1
/// exited}` (`exited` is also set when the budget ran out: the cell's
/// `WHY` tells).
fn internal_type<'ctx>(
    ctx: &'ctx Context,
    prog: &Program,
    f: FuncId,
    target: Target,
    kernel: bool,
) -> inkwell::types::FunctionType<'ctx> {
    let func = &prog.funcs[f as usize];
    let mut params: Vec<BasicMetadataTypeEnum> = func
        .params
        .iter()
        .take(by_value_params(func, kernel))
        .map(|p| int_ty(ctx, internal_bits(prog, func, p, target)).into())
        .collect();
    params.push(ctx.bool_type().into());
    if target == Target::Host {
        params.push(ctx.ptr_type(AddressSpace::default()).into());
    }
    if kernel {
        // The per-block context, the thread's state and its `.local` frame
        // (`kernel.rs`).
        for _ in 0..3 {
            params.push(ctx.ptr_type(AddressSpace::default()).into());
        }
    }
    let mut rets: Vec<BasicTypeEnum> = func
        .rets
        .iter()
        .map(|p| int_ty(ctx, internal_bits(prog, func, p, target)).into())
        .collect();
    rets.push(ctx.bool_type().into());
    rets.push(ctx.bool_type().into());
    ctx.struct_type(&rets, false).fn_type(&params, false)
}

/// How many of `func`'s parameters its internal form takes by value: all of
/// them, except in kernel mode for a kernel, whose parameters are in the
/// `.param` arena.
fn by_value_params(func: &Func, kernel: bool) -> usize {
    if kernel && func.kind == FuncKind::Entry {
        0
    } else {
        func.params.len()
    }
}

/// Builds (or finds) the public function of `f`, which calls its internal form.
fn public_func<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    prog: &Program,
    f: FuncId,
    int: FunctionValue<'ctx>,
    target: Target,
) -> LResult<FunctionValue<'ctx>> {
    let func = &prog.funcs[f as usize];
    if let Some(fv) = module.get_function(&func.name) {
        if fv.count_basic_blocks() > 0 {
            return Ok(fv);
        }
    }
    let fv = match module.get_function(&func.name) {
        Some(fv) => fv,
        None => module.add_function(&func.name, public_type(ctx, prog, f, target), None),
    };
    let b = ctx.create_builder();
    b.position_at_end(ctx.append_basic_block(fv, "entry"));
    // Public parameters are at most 64 bits; the internal form may take a
    // wide `.param` whole (zero-extended here).
    let int_ty_of = int.get_type().get_param_types();
    let mut args: Vec<BasicMetadataValueEnum> = Vec::new();
    for (k, p) in fv.get_param_iter().enumerate() {
        match (p, int_ty_of.get(k)) {
            (inkwell::values::BasicValueEnum::IntValue(v), Some(t)) if t.is_int_type() => {
                let t = t.into_int_type();
                let v = if t.get_bit_width() > v.get_type().get_bit_width() {
                    b.build_int_z_extend(v, t, "")?
                } else {
                    v
                };
                args.push(v.into());
            }
            (p, _) => args.push(p.into()),
        }
    }
    let cell = (target == Target::Host).then(|| args.pop()).flatten();
    args.push(ctx.bool_type().const_zero().into());
    args.extend(cell);
    let call = b.build_call(int, &args, "r")?;
    let res = match call.try_as_basic_value() {
        inkwell::values::ValueKind::Basic(v) => v.into_struct_value(),
        inkwell::values::ValueKind::Instruction(_) => {
            return Err(LowerError::new(func.span, "internal function returns void"))
        }
    };
    if func.rets.is_empty() {
        b.build_return(None)?;
    } else {
        let st = public_type(ctx, prog, f, target)
            .get_return_type()
            .map(|t| t.into_struct_type())
            .ok_or_else(|| LowerError::new(func.span, "no return type"))?;
        let mut agg = st.get_undef();
        for k in 0..func.rets.len() as u32 {
            let mut v = b.build_extract_value(res, k, "")?;
            // A wide internal return value keeps its low 64 bits here.
            if let (inkwell::values::BasicValueEnum::IntValue(x), Some(t)) =
                (v, st.get_field_type_at_index(k))
            {
                let t = t.into_int_type();
                if x.get_type().get_bit_width() > t.get_bit_width() {
                    v = b.build_int_truncate(x, t, "")?.into();
                }
            }
            agg = b.build_insert_value(agg, v, k, "")?.into_struct_value();
        }
        b.build_return(Some(&agg))?;
    }
    Ok(fv)
}

/// Every function `name` reaches through calls (itself included).
pub fn reachable_ids(prog: &Program, name: &str) -> LResult<Vec<FuncId>> {
    let (id, _) = prog
        .func(name)
        .ok_or_else(|| LowerError::new(Span::default(), format!("no function named '{}'", name)))?;
    reachable(prog, &[id])
}

/// Every function reachable from `roots` (roots included), callees first.
/// Fails on recursion and on functions without a body.
fn reachable(prog: &Program, roots: &[FuncId]) -> LResult<Vec<FuncId>> {
    prog.reachable(roots)
        .map_err(|e| LowerError(e.diagnostic(prog, Phase::Lower, "the llvm backend")))
}

/// The state of one function being lowered.
pub(crate) struct Fx<'ctx, 'a> {
    ctx: &'ctx Context,
    module: &'a Module<'ctx>,
    b: Builder<'ctx>,
    prog: &'a Program,
    fid: FuncId,
    func: &'a Func,
    fv: FunctionValue<'ctx>,
    opts: Options,
    internal: &'a HashMap<FuncId, FunctionValue<'ctx>>,
    /// Per register: its alloca and width in bits (1 for `.pred`).
    regs: Vec<(PointerValue<'ctx>, u32)>,
    /// CC.CF (`i1` alloca).
    cf: Option<PointerValue<'ctx>>,
    /// Set when the thread ran `exit` (`i1` alloca).
    exited: Option<PointerValue<'ctx>>,
    /// The current instruction's guard as an `i1` that is true when the
    /// instruction takes effect.
    guard: Option<IntValue<'ctx>>,
    /// Allocas of the function's `.param`/`.local` variables and their sizes.
    slots: HashMap<VarId, (PointerValue<'ctx>, u32)>,
    /// Blocks of branch targets.
    labels: HashMap<u32, BasicBlock<'ctx>>,
    /// The return block.
    done: Option<BasicBlock<'ctx>>,
    /// Block that sets `exited` and returns.
    exit_blk: Option<BasicBlock<'ctx>>,
    /// The current instruction's span.
    span: Span,
    /// On the host, in functions with loops or calls: the execution budget.
    budget: Option<Budget<'ctx>>,
    /// The index of the instruction being lowered.
    cur: usize,
    /// Kernel mode (`kernel.rs`): what the lowering is given, and the
    /// function's state.
    kcfg: Option<&'a KernelCfg<'a>>,
    kx: Option<kernel::Kx<'ctx>>,
    /// Kernel mode, in the kernel's own function: the points where a
    /// thread resumes after a stop (a barrier, a warp instruction), each
    /// with the registers it restores (`kernel.rs`).
    resumes: Vec<(BasicBlock<'ctx>, Vec<u32>)>,
}

/// The budget state of a function being lowered (the scheme of
/// [`crate::budget`]: fuel in an alloca that LLVM keeps in a register).
struct Budget<'ctx> {
    fuel: PointerValue<'ctx>,
    cell: PointerValue<'ctx>,
    /// Where it charges and checks.
    plan: crate::budget::Plan<BasicBlock<'ctx>>,
    /// Records the stop (phis: source offset, reason) and leaves through
    /// the exit block.
    stop: BasicBlock<'ctx>,
    site: inkwell::values::PhiValue<'ctx>,
    why: inkwell::values::PhiValue<'ctx>,
}

impl<'ctx, 'a> Fx<'ctx, 'a> {
    fn new(
        ctx: &'ctx Context,
        module: &'a Module<'ctx>,
        prog: &'a Program,
        fid: FuncId,
        fv: FunctionValue<'ctx>,
        opts: Options,
        internal: &'a HashMap<FuncId, FunctionValue<'ctx>>,
    ) -> Self {
        let func = &prog.funcs[fid as usize];
        Fx {
            ctx,
            module,
            b: ctx.create_builder(),
            prog,
            fid,
            func,
            fv,
            opts,
            internal,
            regs: Vec::new(),
            cf: None,
            exited: None,
            guard: None,
            slots: HashMap::new(),
            labels: HashMap::new(),
            done: None,
            exit_blk: None,
            span: func.span,
            budget: None,
            cur: 0,
            kcfg: None,
            kx: None,
            resumes: Vec::new(),
        }
    }

    fn build(&mut self, body: &'a [Instr]) -> LResult<()> {
        let entry = self.ctx.append_basic_block(self.fv, "entry");
        self.b.position_at_end(entry);
        // Registers, CC.CF, exited, variables.
        let mut regs = Vec::new();
        for r in &self.func.regs {
            let bits = r.ty.bits().max(1);
            let p = self.b.build_alloca(self.ity(bits), &r.name)?;
            regs.push((p, bits));
        }
        self.regs = regs;
        let bt = self.ctx.bool_type();
        let cf = self.b.build_alloca(bt, "cf")?;
        let exited = self.b.build_alloca(bt, "exited")?;
        self.cf = Some(cf);
        self.exited = Some(exited);
        self.create_slots()?;
        for &(p, bits) in &self.regs {
            self.store(p, self.k(bits, 0))?;
        }
        let n = by_value_params(self.func, self.kcfg.is_some());
        let cf_in = self
            .fv
            .get_nth_param(n as u32)
            .ok_or_else(|| self.err("missing CC.CF parameter"))?
            .into_int_value();
        self.store(cf, cf_in)?;
        self.store(exited, bt.const_zero())?;
        self.init_slots()?;
        for i in 0..n {
            let v = self
                .fv
                .get_nth_param(i as u32)
                .ok_or_else(|| self.err("missing parameter"))?
                .into_int_value();
            self.store_param(i, v)?;
        }
        let done = self.ctx.append_basic_block(self.fv, "done");
        let exit_blk = self.ctx.append_basic_block(self.fv, "exit");
        self.done = Some(done);
        self.exit_blk = Some(exit_blk);
        self.kernel_setup(body, n as u32 + 1)?;
        if self.opts.target == Target::Host && crate::budget::needs_budget(body) {
            self.budget_setup(body, n as u32 + 1, exit_blk)?;
        }
        // A thread that stopped resumes through the dispatch.
        let dispatch = self.kernel_resume_branch(body)?;
        self.lower_body(body)?;
        self.kernel_finish()?;
        if let Some(d) = dispatch {
            self.kernel_dispatch(d, done)?;
        }
        // exit: set the flag and return.
        self.b.position_at_end(exit_blk);
        self.store(exited, bt.const_int(1, false))?;
        self.b.build_unconditional_branch(done)?;
        // done: gather the return values, CC.CF and exited.
        self.b.position_at_end(done);
        self.fuel_save()?;
        let st = internal_type(
            self.ctx,
            self.prog,
            self.fid,
            self.opts.target,
            self.kcfg.is_some(),
        )
        .get_return_type()
        .map(|t| t.into_struct_type())
        .ok_or_else(|| self.err("no return type"))?;
        let mut agg = st.get_undef();
        let mut vals = self.load_rets()?;
        vals.push(self.cf()?);
        vals.push(self.load(bt, exited)?);
        for (k, v) in vals.into_iter().enumerate() {
            agg = self
                .b
                .build_insert_value(agg, v, k as u32, "")?
                .into_struct_value();
        }
        self.b.build_return(Some(&agg))?;
        Ok(())
    }

    /// Stores incoming parameter `i` into its register or variable.
    fn store_param(&mut self, i: usize, v: IntValue<'ctx>) -> LResult<()> {
        let p = &self.func.params[i];
        match p.slot {
            ParamSlot::Reg(r) => {
                let (ptr, bits) = self.regs[r as usize];
                let v = self.cast(v, bits, false)?;
                self.store(ptr, v)
            }
            ParamSlot::Var(var) => {
                if let Some(&(slot, size)) = self.slots.get(&var) {
                    let bytes = internal_bits(self.prog, self.func, p, self.opts.target) / 8;
                    self.store_wide(slot, 0, bytes.min(size), v)?;
                }
                Ok(())
            }
        }
    }

    /// The return values at their by-value widths.
    fn load_rets(&mut self) -> LResult<Vec<IntValue<'ctx>>> {
        let mut out = Vec::new();
        for k in 0..self.func.rets.len() {
            let p = &self.func.rets[k];
            let bits = internal_bits(self.prog, self.func, p, self.opts.target);
            let v = match p.slot {
                ParamSlot::Reg(r) => self.reg(r)?,
                ParamSlot::Var(var) => match self.slots.get(&var) {
                    Some(&(slot, size)) => self.load_wide(slot, 0, (bits / 8).min(size))?,
                    None => self.k(64, 0),
                },
            };
            out.push(self.cast(v, bits, false)?);
        }
        Ok(out)
    }

    fn lower_body(&mut self, body: &'a [Instr]) -> LResult<()> {
        for ins in body {
            if let Op::Bra { target } = ins.op {
                if !self.labels.contains_key(&target) {
                    let blk = self
                        .ctx
                        .append_basic_block(self.fv, &format!("L{}", target));
                    self.labels.insert(target, blk);
                }
            }
        }
        let done = self.done.ok_or_else(|| self.err("no done block"))?;
        // First instruction block.
        let first = self.ctx.append_basic_block(self.fv, "body");
        self.b.build_unconditional_branch(first)?;
        self.b.position_at_end(first);
        let mut terminated = false;
        let mut i = 0usize;
        while i < body.len() {
            let ins = &body[i];
            self.cur = i;
            if let Some(&blk) = self.labels.get(&(i as u32)) {
                if let Some(pre) = self.budget_preheader(i) {
                    // A bounded loop: entered through its preheader.
                    if !terminated {
                        self.b.build_unconditional_branch(pre)?;
                    }
                    self.budget_enter_bounded(i, blk, ins.span.offset)?;
                } else if !terminated {
                    self.b.build_unconditional_branch(blk)?;
                }
                self.b.position_at_end(blk);
            } else if terminated {
                let blk = self.ctx.append_basic_block(self.fv, "dead");
                self.b.position_at_end(blk);
            }
            self.span = ins.span;
            self.budget_at(i, ins.span.offset)?;
            if self.opts.mode == Mode::Native {
                if let Some((block, n)) = native::native_run(self.prog, self.func, body, i) {
                    self.lower_asm(ins, &block)?;
                    terminated = false;
                    i += n.max(1);
                    continue;
                }
            }
            let span = ins.span;
            terminated = self.lower_instr(ins).map_err(|mut e| {
                if e.span.line == 0 {
                    e.span = span;
                }
                e
            })?;
            i += 1;
        }
        let end = body.len() as u32;
        if let Some(&blk) = self.labels.get(&end) {
            if !terminated {
                self.b.build_unconditional_branch(blk)?;
            }
            self.b.position_at_end(blk);
            terminated = false;
        }
        if !terminated {
            self.b.build_unconditional_branch(done)?;
        }
        // Branch targets past the end (not produced by the checker) return.
        for blk in crate::expand::stray_targets(&self.labels, end) {
            self.b.position_at_end(blk);
            self.b.build_unconditional_branch(done)?;
        }
        Ok(())
    }

    /// Lowers one instruction; true when it ended the block.
    fn lower_instr(&mut self, ins: &'a Instr) -> LResult<bool> {
        self.guard = None;
        if let Some((p, neg)) = ins.guard {
            let v = self.reg(p)?;
            let v = self.cast(v, 1, false)?;
            let v = if neg { self.not(v)? } else { v };
            self.guard = Some(v);
        }
        let r = self.lower_op(&ins.op);
        self.guard = None;
        r
    }

    /// The one dispatch over every instruction kind: each arm hands the
    /// instruction to its family's module. True when it ended the block.
    fn lower_op(&mut self, op: &'a Op) -> LResult<bool> {
        let handled = match op {
            // Extended precision: the carry forms of add/sub/mad.
            Op::Cvta { to, space, d, a } if self.kx.is_some() => {
                self.kernel_cvta(*to, *space, *d, *a)?;
                true
            }
            Op::Cvta { .. } => {
                return Err(
                    self.err("cvta is not supported by the llvm backend yet (kernel memory)")
                )
            }
            // The GPU's generic windows are not ptxjit's: lowering it would
            // test ptxjit's, and native mode cannot return its predicate
            // from inline PTX yet.
            Op::Isspacep { .. } if self.opts.target == Target::Nvptx => {
                return Err(self.err(
                    "isspacep is not supported on the gpu backend yet (lowered, it would test ptxjit's address windows, not the GPU's; inline PTX cannot return its predicate yet)",
                ))
            }
            // Integer arithmetic, the carry forms, logic, moves, conversions,
            // comparisons and own-variable memory: the shared scalar
            // lowering (`expand/scalar.rs`); in kernel mode, the arenas
            // first (`kernel.rs`).
            ptxjit_frontend::mem_ops!() if self.kernel_mem(op)? => true,
            ptxjit_frontend::int_ops!()
            | ptxjit_frontend::logic_ops!()
            | ptxjit_frontend::mem_ops!() => crate::expand::scalar::lower(self, op)?,
            Op::CpAsync { .. } if self.kx.is_some() => {
                self.kernel_cp_async(op)?;
                true
            }
            Op::CpAsync { .. } => return Err(self.err(
                "cp.async is unsupported by the llvm backend (it has no kernel memory; launch kernels on the host, interp or gpu backend)",
            )),
            Op::Atom { .. } if self.kx.is_some() => {
                self.kernel_atom(op)?;
                true
            }
            Op::Atom { .. } => return Err(self.err(
                "atom/red are unsupported by the llvm backend (it has no kernel memory; launch kernels on the host, interp or gpu backend)",
            )),
            ptxjit_frontend::video_ops!() => {
                self.lower_video(op)?;
                true
            }
            ptxjit_frontend::control_ops!() => {
                if let Some(ended) = self.lower_control(op)? {
                    return Ok(ended);
                }
                false
            }
            // A sleep of 0 ns is within nanosleep's [0, 2t] bound (native GPU
            // mode passes the instruction through instead: native.rs).
            Op::Nanosleep { .. } => true,
            // In a kernel the block runner completes it with the warp's
            // other lanes (`kernel.rs`).
            Op::Warp { .. } if self.kx.is_some() && self.is_entry() => {
                self.kernel_warp(op)?;
                true
            }
            // A lone lane needs no lockstep, and a GPU keeps it itself.
            Op::Warp {
                op: ptxjit_frontend::ir::WarpOp::Lockstep,
                ..
            } => true,
            Op::Warp { op: wop, sync, .. } => {
                return Err(self.err(format!(
                    "'{}' is not supported by the llvm backend yet (launch the kernel on the host or interp backend)",
                    wop.spelling(*sync)
                )))
            }
            // In a kernel: stops the thread that reaches it, as `trap`
            // does (the runner's error names the instruction).
            Op::Unsupported { .. } if self.kx.is_some() && self.budget.is_some() => {
                return self.stop_here(crate::budget::WHY_UNSUPPORTED);
            }
            Op::Unsupported { name } => {
                return Err(self.err(format!("unsupported instruction '{}'", name)))
            }
        };
        if handled {
            Ok(false)
        } else {
            Err(self.err(crate::expand::wrong_module(op)))
        }
    }

    /// Native mode: one inline-asm block for a run of instructions.
    fn lower_asm(&mut self, ins: &Instr, block: &native::AsmBlock) -> LResult<()> {
        // A guarded run executes conditionally.
        let mut after = None;
        if let Some((p, neg)) = ins.guard {
            let g = self.reg(p)?;
            let g = self.cast(g, 1, false)?;
            let run = self.ctx.append_basic_block(self.fv, "asm");
            let next = self.ctx.append_basic_block(self.fv, "asm.next");
            if neg {
                self.b.build_conditional_branch(g, next, run)?;
            } else {
                self.b.build_conditional_branch(g, run, next)?;
            }
            self.b.position_at_end(run);
            after = Some(next);
        }
        self.guard = None;
        let mut args: Vec<BasicMetadataValueEnum> = Vec::new();
        let mut arg_tys: Vec<BasicMetadataTypeEnum> = Vec::new();
        for &(s, w) in &block.inputs {
            let v = if w == 1 {
                self.read_pred(s)?
            } else {
                self.read(s, w)?
            };
            args.push(v.into());
            arg_tys.push(self.ity(w).into());
        }
        if block.cf_in {
            // CC.CF as a 32-bit 0/1 operand; the block restores the flag.
            let cf = self.cf()?;
            args.push(self.cast(cf, 32, false)?.into());
            arg_tys.push(self.ity(32).into());
        }
        let mut out_tys: Vec<BasicTypeEnum> = block
            .outputs
            .iter()
            .map(|&(_, w)| self.ity(w).into())
            .collect();
        if block.cf_out {
            out_tys.push(self.ity(32).into());
        }
        let fty = match out_tys.len() {
            0 => self.ctx.void_type().fn_type(&arg_tys, false),
            1 => out_tys[0].fn_type(&arg_tys, false),
            _ => self
                .ctx
                .struct_type(&out_tys, false)
                .fn_type(&arg_tys, false),
        };
        let asm = self.ctx.create_inline_asm(
            fty,
            block.text.clone(),
            block.constraints.clone(),
            true,
            false,
            None,
            false,
        );
        let call = self.b.build_indirect_call(fty, asm, &args, "")?;
        if let inkwell::values::ValueKind::Basic(v) = call.try_as_basic_value() {
            let vals: Vec<IntValue<'ctx>> = if out_tys.len() == 1 {
                vec![v.into_int_value()]
            } else {
                let st = v.into_struct_value();
                (0..out_tys.len() as u32)
                    .map(|k| {
                        self.b
                            .build_extract_value(st, k, "")
                            .map(|x| x.into_int_value())
                    })
                    .collect::<Result<_, _>>()?
            };
            for (&(d, _), &x) in block.outputs.iter().zip(&vals) {
                self.write(d, x)?;
            }
            if block.cf_out {
                // The last output is CC.CF as 0/1.
                if let Some(&c) = vals.get(block.outputs.len()) {
                    let c = self.icmpi(IntPredicate::NE, c, 0)?;
                    self.set_cf(c)?;
                }
            }
        }
        if let Some(next) = after {
            self.b.build_unconditional_branch(next)?;
            self.b.position_at_end(next);
        }
        Ok(())
    }

    /// Allocas for the function's own `.param`/`.local` variables.
    fn create_slots(&mut self) -> LResult<()> {
        for (i, v) in self.prog.vars.iter().enumerate() {
            if v.owner == Some(self.fid)
                && matches!(v.space, Space::Local | Space::Param)
                && !self.in_arena(i as VarId)
            {
                let size = v.size.max(v.init.len() as u64);
                if size > (1 << 20) {
                    return Err(LowerError::new(
                        self.func.span,
                        format!("variable '{}' is too large for the stack", v.name),
                    ));
                }
                let words = (size as u32).div_ceil(8).max(1);
                let t = self.ctx.i64_type().array_type(words);
                let p = self.b.build_alloca(t, &v.name)?;
                self.slots.insert(i as VarId, (p, size as u32));
            }
        }
        Ok(())
    }

    /// Variables to their initial bytes (zero past the initializer).
    fn init_slots(&mut self) -> LResult<()> {
        let mut ids: Vec<VarId> = self.slots.keys().copied().collect();
        ids.sort_unstable();
        for id in ids {
            let (p, size) = self.slots[&id];
            let init = &self.prog.vars[id as usize].init;
            let words = size.div_ceil(8).max(1);
            for w in 0..words {
                let mut chunk = 0u64;
                for k in 0..8u32 {
                    if let Some(&byte) = init.get((w * 8 + k) as usize) {
                        chunk |= u64::from(byte) << (8 * k);
                    }
                }
                let at = self.byte_ptr(p, w * 8)?;
                self.store(at, self.k(64, chunk))?;
            }
        }
        Ok(())
    }

    fn lower_video(&mut self, op: &Op) -> LResult<()> {
        let (d, v) = self.video(op)?;
        self.write(d, v)
    }
}
