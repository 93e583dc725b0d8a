//! Translation of checked PTX functions ([`ptxjit_frontend::ir::Func`]) into
//! Cranelift IR functions.
//!
//! The driver lives here. Integer, carry, logic and own-variable memory
//! instructions go through the scalar lowering both backends share
//! (`crate::expand::scalar`, on [`scalar`]'s `Lower` for [`Fx`], with the
//! carry and product helpers of [`ext`] and the stack slots of [`mem`]);
//! the other families have their own modules ([`control`], [`video`],
//! [`kernel`] for kernel mode, [`wide`] for carry-chain runs, [`logic`]
//! for `cvta`).
//!
//! Machine state mapping:
//! * every PTX register is a Cranelift [`Variable`] (`i8` for `.pred`, holding
//!   0 or 1; `i8`/`i16`/`i32`/`i64`/`i128` by width), always holding the value
//!   masked to the register's width, as the interpreter does;
//! * CC.CF is a `Variable` of type `i8` (0/1), threaded as SSA values;
//! * `.param`/`.local` variables owned by the function are explicit stack
//!   slots, zeroed (plus initializer) at every activation;
//! * a guard `@p`/`@!p` on an ordinary instruction becomes a `select` of every
//!   value the instruction writes (registers, CC.CF, stored bytes); on `bra`,
//!   `call`, `ret` and `exit` it becomes a conditional branch.
//!
//! Three kinds of Cranelift function are produced per PTX function (see
//! [`EntryKind`]): an internal one used by `call` (arguments and results as
//! `i64`, CC.CF in and out, plus an "exited" flag for `exit` inside a callee),
//! a batched entry `fn(inputs: *const u64, outputs: *mut u64, n: u64)` whose
//! loop is generated here, and a one-call entry `fn(args, rets)` that calls the
//! batched one with `n = 1`.

pub mod budget;
pub mod control;
pub mod ext;
pub mod kernel;
pub mod logic;
pub mod mem;
pub mod ops;
mod saves;
pub mod scalar;
pub mod video;
pub mod wide;

use std::collections::{HashMap, HashSet};

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{
    types, AbiParam, Block, ExtFuncData, ExternalName, FuncRef, Function, InstBuilder,
    MemFlagsData, Signature, StackSlot, StackSlotData, StackSlotKind, Type, UserExternalName,
    UserFuncName, Value,
};
use cranelift_codegen::isa::{CallConv, TargetFrontendConfig};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext, Variable};
use ptxjit_frontend::ast::{FuncKind, Space};
use ptxjit_frontend::diag::{Diagnostic, Phase, Span};
use ptxjit_frontend::ir::{
    Dst, Func, FuncId, Instr, Op, Param, ParamSlot, Program, RegId, Src, Sreg, VarId, WarpOp,
};

/// A lowering error: a [`Diagnostic`] of [`Phase::Lower`] at the instruction
/// (or function) it is about.
pub type LowerError = Diagnostic;

/// A lowering error at `span`.
pub fn lower_err(span: Span, message: impl Into<String>) -> LowerError {
    Diagnostic::at(Phase::Lower, span, message)
}

/// Result of lowering steps.
pub type LResult<T> = Result<T, LowerError>;

/// Which Cranelift function to build for a PTX function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryKind {
    /// The callee form used by `call`: see [`internal_signature`].
    Internal,
    /// The batched entry: see [`batch_signature`].
    Batch,
    /// A kernel entry in kernel mode: see [`kernel::kernel_signature`].
    Kernel,
    /// The callee form in kernel mode: [`internal_signature`] plus the
    /// context and thread-state pointers.
    KernelInternal,
}

/// Options of kernel-mode lowering.
#[derive(Clone, Copy)]
pub struct KernelOpts<'l> {
    /// The launch's memory layout.
    pub layout: &'l kernel::KernelLayout,
    /// Full checks (bounds per allocation, alignment); when false only the
    /// arena limit is checked (memory-safe, but accesses into the gaps
    /// between allocations and misaligned accesses go unnoticed).
    pub checked: bool,
    /// Number of the first access site of this function (sites number the
    /// memory accesses of the whole kernel, for fault messages).
    pub site_base: u32,
    /// The resolver trampoline ([`kernel::resolve_trampoline`]) as a
    /// function of the same module (its user external name's index in
    /// namespace 0), if it has one (else the resolver is called directly,
    /// clobbering the caller-saved registers).
    pub resolve_trampoline: Option<u32>,
    /// The range-cache trampoline ([`kernel::run_trampoline`]), likewise;
    /// without it, `.global` accesses are checked against the bitmap
    /// every time.
    pub run_trampoline: Option<u32>,
}

/// A function lowered in kernel mode.
pub struct KernelOut {
    /// The Cranelift function.
    pub func: Function,
    /// The source position of each memory-access site, from `site_base` on.
    pub sites: Vec<Span>,
    /// Bytes of register save area one thread needs (entry only).
    pub save_bytes: u32,
}

/// Signature of the kernel-mode callee form of `f`: [`internal_signature`]
/// without the budget cell (a thread's cell is in its state), followed by
/// the context and thread-state pointers.
pub fn kernel_internal_signature(prog: &Program, f: FuncId, t: Target) -> Signature {
    let mut sig = internal_signature(prog, f, t);
    // No budget cell: a kernel thread's cell is in its thread state.
    sig.params.pop();
    sig.params.push(AbiParam::new(t.ptr));
    sig.params.push(AbiParam::new(t.ptr));
    sig
}

/// Lowers PTX function `f` in kernel mode (`kind` is [`EntryKind::Kernel`]
/// for the launched `.entry`, [`EntryKind::KernelInternal`] for the
/// functions it calls).
pub fn lower_kernel_func(
    prog: &Program,
    f: FuncId,
    kind: EntryKind,
    t: Target,
    callee_name: &dyn Fn(FuncId) -> UserExternalName,
    fctx: &mut FunctionBuilderContext,
    opts: &KernelOpts<'_>,
) -> LResult<KernelOut> {
    let func_ir = &prog.funcs[f as usize];
    let Some(body) = func_ir.body.as_deref() else {
        return Err(lower_err(
            func_ir.span,
            format!("'{}' is declared but has no body", func_ir.name),
        ));
    };
    let sig = match kind {
        EntryKind::Kernel => kernel::kernel_signature(t),
        _ => kernel_internal_signature(prog, f, t),
    };
    let mut func = Function::with_name_signature(UserFuncName::default(), sig);
    let sites;
    let save_bytes;
    {
        let b = FunctionBuilder::new(&mut func, fctx);
        let mut fx = Fx::new(b, prog, f, func_ir, t, callee_name);
        fx.kopts = Some(*opts);
        let kind = if kind == EntryKind::Kernel {
            EntryKind::Kernel
        } else {
            EntryKind::KernelInternal
        };
        fx.build(kind, body)?;
        fx.b.seal_all_blocks();
        fx.b.finalize(t.frontend);
        sites = std::mem::take(&mut fx.sites);
        save_bytes = fx.save_bytes.max(16);
    }
    Ok(KernelOut {
        func,
        sites,
        save_bytes,
    })
}

/// Target facts the lowering needs.
#[derive(Clone, Copy)]
pub struct Target {
    /// The pointer type (`i64` on 64-bit hosts).
    pub ptr: Type,
    /// The calling convention of the generated functions.
    pub call_conv: CallConv,
    /// What `FunctionBuilder::finalize` needs to know of the target.
    pub frontend: TargetFrontendConfig,
    /// Emit the execution-budget checks ([`budget`]). Always on in ptxjit;
    /// off only to measure what they cost.
    pub budget: bool,
}

/// Signature of the internal (callee) form of `f`: one `i64` per parameter
/// (the value as a `u64`), CC.CF as `i8`, then a pointer to room for one
/// `u64` per return value (the callee stores them there: the host ABI returns
/// at most two values in registers), then the pointer to the call's budget
/// cell ([`budget::cell`]); returns CC.CF (`i8`) and the "exited" status
/// (`i8`: 0, 1 when the callee ran `exit`, [`budget::STATUS_STOPPED`] when
/// its budget ran out).
pub fn internal_signature(prog: &Program, f: FuncId, t: Target) -> Signature {
    let func = &prog.funcs[f as usize];
    let mut sig = Signature::new(t.call_conv);
    for _ in 0..words(&func.params) {
        sig.params.push(AbiParam::new(types::I64));
    }
    sig.params.push(AbiParam::new(types::I8));
    sig.params.push(AbiParam::new(t.ptr));
    sig.params.push(AbiParam::new(t.ptr));
    let _ = &func.rets;
    sig.returns.push(AbiParam::new(types::I8));
    sig.returns.push(AbiParam::new(types::I8));
    sig
}

/// How many 64-bit words a parameter or return value travels in between
/// internal functions: one for a register or a scalar `.param`, one per 8
/// bytes for a `.param` byte array (a by-value struct: `.param .align 8 .b8
/// p[16]`).
pub fn param_words(p: &Param) -> usize {
    match p.slot {
        ParamSlot::Var(_) => p.size.div_ceil(8).max(1) as usize,
        ParamSlot::Reg(_) => 1,
    }
}

/// The words of all of `ps` ([`param_words`]).
pub fn words(ps: &[Param]) -> usize {
    ps.iter().map(param_words).sum()
}

/// Signature of the batched entry:
/// `extern "C" fn(inputs: *const u64, outputs: *mut u64, n: u64, cell: *mut
/// Cell) -> u64`. Row `i` of `inputs` holds the `nparams` parameter values of
/// call `i`, row `i` of `outputs` receives its `nrets` return values; `cell`
/// is the budget cell ([`budget::cell`], each row may take
/// [`budget::cell::PER_CALL`] steps). Returns `n`, or the index of the row
/// whose budget ran out (its record is in the cell).
pub fn batch_signature(t: Target) -> Signature {
    let mut sig = Signature::new(t.call_conv);
    sig.params.push(AbiParam::new(t.ptr));
    sig.params.push(AbiParam::new(t.ptr));
    sig.params.push(AbiParam::new(types::I64));
    sig.params.push(AbiParam::new(t.ptr));
    sig.returns.push(AbiParam::new(types::I64));
    sig
}

/// Signature of the one-call entry: `extern "C" fn(args: *const u64, rets:
/// *mut u64, cell: *mut Cell) -> u64` (1 when the call completed, 0 when its
/// budget ran out).
pub fn single_signature(t: Target) -> Signature {
    let mut sig = Signature::new(t.call_conv);
    sig.params.push(AbiParam::new(t.ptr));
    sig.params.push(AbiParam::new(t.ptr));
    sig.params.push(AbiParam::new(t.ptr));
    sig.returns.push(AbiParam::new(types::I64));
    sig
}

/// Every function reachable from `roots` through calls (roots included),
/// callees first. Fails on recursion (which the host backend does not
/// support: native recursion has no depth limit) and on calls of functions
/// without a body.
pub fn reachable(prog: &Program, roots: &[FuncId]) -> LResult<Vec<FuncId>> {
    prog.reachable(roots)
        .map_err(|e| e.diagnostic(prog, Phase::Lower, "the host backend"))
}

/// The one-call entry: loads nothing itself, it calls the batched entry
/// (named `batch`) with `n = 1`.
pub fn lower_single(
    batch: UserExternalName,
    t: Target,
    fctx: &mut FunctionBuilderContext,
) -> Function {
    let mut func = Function::with_name_signature(UserFuncName::default(), single_signature(t));
    let mut b = FunctionBuilder::new(&mut func, fctx);
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    let (args, rets, cell) = (
        b.block_params(entry)[0],
        b.block_params(entry)[1],
        b.block_params(entry)[2],
    );
    let name = b.func.declare_imported_user_function(batch);
    let sig = b.import_signature(batch_signature(t));
    let fr = b.import_function(ExtFuncData {
        name: ExternalName::user(name),
        signature: sig,
        colocated: true,
        patchable: false,
    });
    let one = b.ins().iconst(types::I64, 1);
    let call = b.ins().call(fr, &[args, rets, one, cell]);
    let done = b.inst_results(call)[0];
    b.ins().return_(&[done]);
    b.seal_all_blocks();
    b.finalize(t.frontend);
    func
}

/// Lowers PTX function `f` of `prog` as a Cranelift function of kind `kind`.
/// `callee_name` names the internal form of a called function (the JIT maps
/// it to its module's function ids).
pub fn lower_func(
    prog: &Program,
    f: FuncId,
    kind: EntryKind,
    t: Target,
    callee_name: &dyn Fn(FuncId) -> UserExternalName,
    fctx: &mut FunctionBuilderContext,
) -> LResult<Function> {
    let func_ir = &prog.funcs[f as usize];
    let Some(body) = func_ir.body.as_deref() else {
        return Err(lower_err(
            func_ir.span,
            format!("'{}' is declared but has no body", func_ir.name),
        ));
    };
    let sig = match kind {
        EntryKind::Internal => internal_signature(prog, f, t),
        EntryKind::Batch => batch_signature(t),
        EntryKind::Kernel | EntryKind::KernelInternal => {
            return Err(lower_err(
                func_ir.span,
                "kernel-mode functions are lowered by lower_kernel_func",
            ))
        }
    };
    let mut func = Function::with_name_signature(UserFuncName::default(), sig);
    {
        let b = FunctionBuilder::new(&mut func, fctx);
        let mut fx = Fx::new(b, prog, f, func_ir, t, callee_name);
        fx.build(kind, body)?;
        fx.b.seal_all_blocks();
        fx.b.finalize(t.frontend);
    }
    Ok(func)
}

/// The Cranelift integer type of a `bits`-wide PTX value (`.pred` is `i8`).
pub fn ity(bits: u32) -> Type {
    match bits {
        0..=8 => types::I8,
        9..=16 => types::I16,
        17..=32 => types::I32,
        33..=64 => types::I64,
        _ => types::I128,
    }
}

/// The warp loop of a kernel entry given [`kernel::N_BLOCK_WARPS`]
/// (variables: the current warp's first and end thread states, whether a
/// lane of this block round stopped at a barrier, whether every lane of
/// this warp that stopped at a barrier stopped at one that starts a quiet
/// epoch), and which barriers start one.
struct BlockWarps {
    start: Variable,
    end: Variable,
    any_barrier: Variable,
    quiet: Variable,
    quiet_at: Vec<bool>,
    /// Whether every lane of this warp that stopped at a barrier stopped
    /// at one whose release starts with a lockstep point it may pass
    /// ([`crate::quiet::first_points`]), and the one barrier they all
    /// stopped at (`i32`: -1 none yet, -2 not one).
    first: Variable,
    barrier: Variable,
    first_at: Vec<bool>,
}

/// The state of one function being lowered.
pub struct Fx<'a, 'p> {
    /// The builder.
    pub b: FunctionBuilder<'a>,
    prog: &'p Program,
    fid: FuncId,
    func: &'p Func,
    /// Per register: its variable and width in bits (1 for `.pred`).
    regs: Vec<(Variable, u32)>,
    /// CC.CF (`i8`, 0 or 1).
    cf: Variable,
    /// The current instruction's guard: the `i8` predicate value and whether it
    /// is negated (`@!p`).
    guard: Option<(Value, bool)>,
    /// Stack slots of the function's `.param`/`.local` variables.
    slots: HashMap<VarId, (StackSlot, u32)>,
    /// Kernel mode, in a `.func`: its `.param` variables with their
    /// param-space addresses, `(variable, address, slot, size)`. A `.func`'s
    /// parameters live in its stack frame; `mov %rd, param` gives `(k + 1)
    /// << 24` for the `k`-th, which only `ld.param`/`st.param` through a
    /// register of the same function can use (set by `create_slots`).
    own_params: Vec<(VarId, u64, StackSlot, u32)>,
    /// Blocks of branch targets.
    labels: HashMap<u32, Block>,
    /// The return block (one `i8` parameter: exited).
    done: Option<Block>,
    /// Kernel entry: the work-item loop's step to the next thread.
    next_thread: Option<Block>,
    /// Kernel entry whose only warp instructions are lockstep points: the
    /// lockstep point every thread of this round that stopped stopped at
    /// (an `i32` instruction index; -1: none yet, -3: every one at a
    /// barrier, -2: anything else), for another round in the generated
    /// code ([`kernel::N_CONVERGED`]) or the next warp
    /// ([`kernel::N_BLOCK_WARPS`]).
    round_site: Option<Variable>,
    /// Kernel entry with barriers and no warp instructions or `bar.red`:
    /// whether a thread of this round stopped at a barrier (an `i8`), for
    /// another round in the generated code ([`kernel::N_BLOCK`]). (A
    /// variable: in a stack slot, bitonic_sort ran 10% slower.)
    round_barrier: Option<Variable>,
    /// Kernel entry that takes [`kernel::N_BLOCK_WARPS`]: its warp loop.
    block_warps: Option<BlockWarps>,
    /// The current instruction's span.
    span: Span,
    t: Target,
    callee_name: &'a dyn Fn(FuncId) -> UserExternalName,
    callee_refs: HashMap<FuncId, FuncRef>,
    /// Kernel mode: options.
    kopts: Option<KernelOpts<'a>>,
    /// Kernel mode: the context and thread-state pointers.
    kx: Option<(Value, Value)>,
    /// Kernel mode: source positions of the memory-access sites.
    sites: Vec<Span>,
    /// Kernel mode: the fault block (site, address, size, alignment).
    fault: Option<Block>,
    /// Kernel mode: the blocks after each barrier or warp instruction
    /// (resume points 1, 2, ...), each with the registers live across it
    /// and their offsets in the save area.
    resumes: Vec<(Block, Vec<(u32, i32)>)>,
    /// Kernel mode: the save area's size, the largest over the stops.
    save_bytes: u32,
    /// Kernel entries that can stop (`bar.sync`, warp instructions): where
    /// each register is kept between stops ([`saves`]).
    saves: Option<saves::Saves>,
    /// Kernel mode: per state space, the arena's base, length and bitmap,
    /// loaded once at function entry.
    arenas: HashMap<u8, (Value, Value, Value)>,
    /// Kernel mode: the `.local` and (in a `.func`) generic accesses
    /// through each base register at constant offsets, tested once for
    /// the thread's `.local` run (`kernel::BaseGroup`).
    base_groups: HashMap<ptxjit_frontend::ir::RegId, kernel::BaseGroup>,
    /// Kernel mode, in a `.func` with base groups of generic accesses: the
    /// thread's `.local` arena, loaded once at function entry.
    local_base: Option<Value>,
    /// Kernel mode: the resolver's signature.
    resolve_sig: Option<cranelift_codegen::ir::SigRef>,
    /// Kernel mode: the resolver trampoline, once imported.
    resolve_ref: Option<FuncRef>,
    /// Kernel mode: the range caches of `.global` access sites.
    site_cache: Option<kernel::SiteCache>,
    /// Batched rows: parameter registers not read or written yet, still
    /// in the input row (row address, byte offset): read from there where
    /// they are used, until written or until control flow starts
    /// ([`Fx::materialize_lazy_params`]).
    lazy_params: HashMap<RegId, (Value, i32)>,
    /// The execution budget, in functions with loops or calls.
    budget: Option<budget::Budget>,
    /// The index of the instruction being lowered.
    cur: usize,
    /// Proven upper bounds of values ([`Fx::ubound`]'s memory).
    bounds: std::cell::RefCell<HashMap<Value, u128>>,
    /// The function returns CC.CF to its caller (the callee forms).
    cf_out: bool,
    /// Registers written once, by an unguarded `mov` of an immediate or a
    /// variable's address in the function's first straight-line stretch:
    /// that operand and the instruction's index. Read after it, such a
    /// register is the constant itself (so that, inside a loop, it is not a
    /// block parameter that value-range proofs cannot see through).
    const_regs: HashMap<RegId, (Src, u64, usize)>,
    /// Loop counters' upper bounds (see [`crate::regfacts::counter_bounds`]), given to the
    /// values read from them.
    counter_bounds: HashMap<RegId, u128>,
    /// The kernel entry has quiet epochs ([`crate::quiet::quiet_epochs`]).
    quiet_kernel: bool,
}

impl<'a, 'p> Fx<'a, 'p> {
    fn new(
        mut b: FunctionBuilder<'a>,
        prog: &'p Program,
        fid: FuncId,
        func: &'p Func,
        t: Target,
        callee_name: &'a dyn Fn(FuncId) -> UserExternalName,
    ) -> Self {
        let regs = func
            .regs
            .iter()
            .map(|r| {
                let bits = r.ty.bits();
                (b.declare_var(ity(bits)), bits)
            })
            .collect();
        let cf = b.declare_var(types::I8);
        Fx {
            b,
            prog,
            fid,
            func,
            regs,
            cf,
            guard: None,
            slots: HashMap::new(),
            own_params: Vec::new(),
            labels: HashMap::new(),
            done: None,
            span: func.span,
            t,
            callee_name,
            callee_refs: HashMap::new(),
            kopts: None,
            kx: None,
            sites: Vec::new(),
            fault: None,
            resumes: Vec::new(),
            next_thread: None,
            round_site: None,
            round_barrier: None,
            block_warps: None,
            save_bytes: 0,
            saves: None,
            arenas: HashMap::new(),
            base_groups: HashMap::new(),
            local_base: None,
            resolve_sig: None,
            resolve_ref: None,
            site_cache: None,
            lazy_params: HashMap::new(),
            budget: None,
            bounds: Default::default(),
            cur: 0,
            cf_out: false,
            const_regs: HashMap::new(),
            counter_bounds: HashMap::new(),
            quiet_kernel: false,
        }
    }

    /// Makes instruction `i` of the body the current one (errors, source
    /// lines of the machine code).
    fn set_position(&mut self, i: usize, ins: &Instr) {
        self.cur = i;
        self.span = ins.span;
        self.b
            .set_srcloc(cranelift_codegen::ir::SourceLoc::new(ins.span.line));
    }

    /// An error at the current instruction.
    pub fn err(&self, message: impl Into<String>) -> LowerError {
        lower_err(self.span, message)
    }

    /// The program.
    pub fn prog(&self) -> &'p Program {
        self.prog
    }

    /// A constant of `bits` width (truncated to it).
    pub fn iconst(&mut self, bits: u32, v: u64) -> Value {
        let ty = ity(bits);
        if ty == types::I128 {
            let lo = self.b.ins().iconst(types::I64, v as i64);
            return self.b.ins().uextend(types::I128, lo);
        }
        let masked = if ty.bits() >= 64 {
            v
        } else {
            v & ((1u64 << ty.bits()) - 1)
        };
        self.b.ins().iconst(ty, masked as i64)
    }

    /// Converts `v` to `bits` width: truncation, or zero/sign extension.
    pub fn cast(&mut self, v: Value, bits: u32, signed: bool) -> Value {
        let from = self.b.func.dfg.value_type(v);
        let to = ity(bits);
        if from == to {
            v
        } else if from.bits() > to.bits() {
            self.b.ins().ireduce(to, v)
        } else if let Some(w) = self.narrowed_from(v, to).filter(|_| !signed) {
            // Widening back what was narrowed from a value that fits: the
            // value itself (no second zero extension).
            w
        } else if signed {
            self.b.ins().sextend(to, v)
        } else {
            self.b.ins().uextend(to, v)
        }
    }

    /// The value of a source operand at `bits` width (registers are zero-
    /// extended or truncated, immediates truncated).
    pub fn read(&mut self, s: Src, bits: u32) -> LResult<Value> {
        match s {
            Src::Reg(r) if self.const_regs.get(&r).is_some_and(|c| self.cur > c.2) => {
                // Its value at its own width, then read at `bits` as a
                // register is.
                let (src, add, _) = self.const_regs[&r];
                let w = self.reg_bits(r);
                let v = self.read(src, w)?;
                let v = if add == 0 {
                    v
                } else if let Some(k) = self.const_of(v) {
                    self.iconst(w, k.wrapping_add(add))
                } else {
                    let k = self.iconst(w, add);
                    self.b.ins().iadd(v, k)
                };
                Ok(self.cast(v, bits, false))
            }
            Src::Reg(r) => {
                if let Some(&(row, off)) = self.lazy_params.get(&r) {
                    // A batched row's parameter read wider than its
                    // register: one zero-extending load.
                    let fl = MemFlagsData::trusted();
                    let i = self.b.ins();
                    match (bits, self.regs[r as usize].1) {
                        (64, 8) => return Ok(i.uload8(types::I64, fl, row, off)),
                        (64, 16) => return Ok(i.uload16(types::I64, fl, row, off)),
                        (64, 32) => return Ok(i.uload32(fl, row, off)),
                        _ => {}
                    }
                }
                let v = self.reg_value(r);
                if let Some(&bound) = self.counter_bounds.get(&r) {
                    let mut bs = self.bounds.borrow_mut();
                    let e = bs.entry(v).or_insert(bound);
                    *e = (*e).min(bound);
                }
                Ok(self.cast(v, bits, false))
            }
            Src::Imm(v) => Ok(self.iconst(bits, v)),
            Src::Sreg(Sreg::WarpSz) => Ok(self.iconst(bits, 32)),
            Src::Sreg(s) if self.kx.is_some() => {
                let (c, t) = self.kx.expect("kernel mode");
                let v = kernel::sreg_value(&mut self.b, c, t, s);
                Ok(self.cast(v, bits, false))
            }
            Src::VarAddr(v) if self.own_param_addr(v).or(self.kernel_var_addr(v)).is_some() => {
                let a = self.own_param_addr(v).or(self.kernel_var_addr(v));
                Ok(self.iconst(bits, a.expect("checked")))
            }
            Src::Sreg(s) => Err(self.err(format!(
                "special register {} is only available inside a .entry kernel on the host backend (a .func called alone has no thread position; call it with memory: run --func NAME --arg ..., Module::call_with_memory)",
                s.name()
            ))),
            Src::VarAddr(v) => Err(self.err(format!(
                "the address of variable '{}' is only available inside a .entry kernel on the host backend (launch one with --kernel, or call this function with memory: run --func NAME --arg buf:..., Module::call_with_memory)",
                self.prog.vars[v as usize].name
            ))),
        }
    }

    /// A predicate operand as `i8` 0/1.
    pub fn read_pred(&mut self, s: Src) -> LResult<Value> {
        let v = self.read(s, 64)?;
        let nz = self.b.ins().icmp_imm_s(IntCC::NotEqual, v, 0);
        Ok(nz)
    }

    /// Applies the current guard: `new` if the guard holds, else `old`.
    pub fn guarded(&mut self, new: Value, old: Value) -> Value {
        match self.guard {
            None => new,
            Some((p, false)) => self.b.ins().select(p, new, old),
            Some((p, true)) => self.b.ins().select(p, old, new),
        }
    }

    /// Writes `v` to a destination (zero-extended or truncated to the
    /// register's width), under the current guard.
    pub fn write(&mut self, d: Dst, v: Value) {
        self.write_ext(d, v, false);
    }

    /// Writes `v`, sign-extending it into a wider register when `signed`.
    pub fn write_ext(&mut self, d: Dst, v: Value, signed: bool) {
        if let Dst::Reg(r) = d {
            let (var, bits) = self.regs[r as usize];
            let mut v = self.cast(v, bits, signed);
            if bits == 1 {
                // A predicate holds 0 or 1.
                v = self.b.ins().band_imm_s(v, 1);
            }
            // The old value only under a guard: an unneeded read would make
            // every register written in a loop a loop-carried block
            // parameter (Cranelift removes no dead ones), which spills.
            let v = if self.guard.is_some() {
                let old = self.reg_value(r);
                self.guarded(v, old)
            } else {
                v
            };
            self.b.def_var(var, v);
            self.lazy_params.remove(&r);
            self.saves_written(r, v);
        }
    }

    /// The register width of a destination (`None` for the sink).
    pub fn dst_bits(&self, d: Dst) -> Option<u32> {
        match d {
            Dst::Reg(r) => Some(self.regs[r as usize].1),
            Dst::Sink => None,
        }
    }

    /// The width of a register.
    pub fn reg_bits(&self, r: RegId) -> u32 {
        self.regs[r as usize].1
    }

    /// CC.CF as `i8` 0/1.
    pub fn cf(&mut self) -> Value {
        self.b.use_var(self.cf)
    }

    /// Sets CC.CF (`i8` 0/1) under the current guard.
    pub fn set_cf(&mut self, v: Value) {
        let v = if self.guard.is_some() {
            let old = self.b.use_var(self.cf);
            self.guarded(v, old)
        } else {
            v
        };
        self.b.def_var(self.cf, v);
    }

    /// Kernel entry, at the end of the work-item loop: when `cond` (an
    /// `i8`) holds and the thread count `nflags` carries `flag`, resets
    /// the round's state `v` to `reset` and starts another round at `head`
    /// from the first thread state `t0`, rather than returning to the
    /// runner; otherwise the builder goes on where the entry returns.
    #[allow(clippy::too_many_arguments)]
    fn another_round(
        &mut self,
        cond: Value,
        nflags: Value,
        flag: u64,
        v: Variable,
        reset: Value,
        head: Block,
        t0: Value,
    ) {
        let given = self.b.ins().band_imm_s(nflags, flag as i64);
        let given = self.b.ins().icmp_imm_s(IntCC::NotEqual, given, 0);
        let again = self.b.ins().band(cond, given);
        let round = self.b.create_block();
        let finish = self.b.create_block();
        self.b.ins().brif(again, round, &[], finish, &[]);
        self.b.switch_to_block(round);
        self.b.def_var(v, reset);
        self.b.ins().jump(head, &[t0.into()]);
        self.b.switch_to_block(finish);
    }

    /// Kernel entry given [`kernel::N_BLOCK_WARPS`] (`nflags`), before
    /// the work-item loop: its first warp is `t0..min(t0 + 32, end)`
    /// (without the flag: all of `t0..end`, one warp, as for
    /// [`kernel::N_CONVERGED`]).
    fn block_warps_start(&mut self, body: &[Instr], nflags: Value, t0: Value, end: Value) {
        let start = self.b.declare_var(self.t.ptr);
        let stop = self.b.declare_var(self.t.ptr);
        let any_barrier = self.b.declare_var(types::I8);
        let quiet = self.b.declare_var(types::I8);
        let first = self.b.declare_var(types::I8);
        let barrier = self.b.declare_var(types::I32);
        let given = self.b.ins().band_imm_s(nflags, kernel::N_BLOCK as i64);
        let given = self.b.ins().icmp_imm_s(IntCC::NotEqual, given, 0);
        let warp_end = self.warp_end(t0, end);
        let first_end = self.b.ins().select(given, warp_end, end);
        self.b.def_var(start, t0);
        self.b.def_var(stop, first_end);
        let no = self.b.ins().iconst(types::I8, 0);
        self.b.def_var(any_barrier, no);
        let yes = self.b.ins().iconst(types::I8, 1);
        self.b.def_var(quiet, yes);
        self.b.def_var(first, yes);
        let none = self.b.ins().iconst(types::I32, -1);
        self.b.def_var(barrier, none);
        let mut quiet_at = vec![false; body.len()];
        if let Some((_, sites)) = crate::quiet::quiet_epochs(body) {
            for i in sites {
                quiet_at[i as usize] = true;
            }
        }
        let mut first_at = vec![false; body.len()];
        for i in crate::quiet::first_points(body).1 {
            first_at[i as usize] = true;
        }
        self.block_warps = Some(BlockWarps {
            start,
            end: stop,
            any_barrier,
            quiet,
            quiet_at,
            first,
            barrier,
            first_at,
        });
    }

    /// `min(w + 32 thread states, end)`: the end of the warp from `w`.
    fn warp_end(&mut self, w: Value, end: Value) -> Value {
        let next = self.b.ins().iadd_imm_s(w, 32 * kernel::th::SIZE as i64);
        self.b.ins().umin(next, end)
    }

    /// Kernel entry given [`kernel::N_BLOCK_WARPS`], at the end of a
    /// round over the current warp whose lanes did not all stop at one
    /// lockstep point: returns [`kernel::RET_MIXED`] if they stopped at
    /// different points; else (every lane at a barrier or finished) marks
    /// the warp's next epoch and goes on with the next warp, or after the
    /// last one with the first again while a lane waits at a barrier (the
    /// release), or returns 0. Without the flag it falls through (the
    /// caller returns 0).
    fn block_warps_end(&mut self, nflags: Value, head: Block, t0: Value, end: Value) {
        let (start, stop, any_barrier, quiet, first, barrier) = {
            let bw = self.block_warps.as_ref().expect("block warps");
            (
                bw.start,
                bw.end,
                bw.any_barrier,
                bw.quiet,
                bw.first,
                bw.barrier,
            )
        };
        let site_var = self.round_site.expect("a quiet kernel");
        let fl = MemFlagsData::trusted();
        let given = self.b.ins().band_imm_s(nflags, kernel::N_BLOCK as i64);
        let given = self.b.ins().icmp_imm_s(IntCC::NotEqual, given, 0);
        let warps = self.b.create_block();
        let single = self.b.create_block();
        self.b.ins().brif(given, warps, &[], single, &[]);
        self.b.switch_to_block(warps);
        let site = self.b.use_var(site_var);
        let mixed = self.b.ins().icmp_imm_s(IntCC::Equal, site, -2);
        let ret_mixed = self.b.create_block();
        let warp_done = self.b.create_block();
        self.b.ins().brif(mixed, ret_mixed, &[], warp_done, &[]);
        self.b.switch_to_block(ret_mixed);
        let r = self.b.ins().iconst(types::I8, i64::from(kernel::RET_MIXED));
        self.b.ins().return_(&[r]);
        // Every lane of the warp at a barrier or finished: the warp's next
        // epoch is quiet when every lane at a barrier is at one that
        // starts a quiet epoch, and starts with a lockstep point it may
        // pass when they are all at one barrier that starts so
        // ([`Th::quiet`] bits 0 and 1, what the runner marks).
        self.b.switch_to_block(warp_done);
        let ws = self.b.use_var(start);
        let we = self.b.use_var(stop);
        let q = self.b.use_var(quiet);
        let f = self.b.use_var(first);
        let one_barrier = self.b.use_var(barrier);
        let one_barrier = self
            .b
            .ins()
            .icmp_imm_s(IntCC::SignedGreaterThanOrEqual, one_barrier, 0);
        let f = self.b.ins().band(f, one_barrier);
        let f = self.b.ins().ishl_imm_s(f, 1);
        let q = self.b.ins().bor(q, f);
        let mark = self.b.create_block();
        let tq = self.b.append_block_param(mark, self.t.ptr);
        let marked = self.b.create_block();
        let store = self.b.create_block();
        self.b.ins().jump(mark, &[ws.into()]);
        self.b.switch_to_block(mark);
        let last = self.b.ins().icmp(IntCC::Equal, tq, we);
        self.b.ins().brif(last, marked, &[], store, &[]);
        self.b.switch_to_block(store);
        self.b.ins().store(fl, q, tq, kernel::th::QUIET);
        let tn = self.b.ins().iadd_imm_s(tq, kernel::th::SIZE as i64);
        self.b.ins().jump(mark, &[tn.into()]);
        self.b.switch_to_block(marked);
        let at_bar = self.b.ins().icmp_imm_s(IntCC::Equal, site, -3);
        let was = self.b.use_var(any_barrier);
        let any = self.b.ins().bor(was, at_bar);
        self.b.def_var(any_barrier, any);
        let more = self.b.ins().icmp(IntCC::NotEqual, we, end);
        let next_warp = self.b.create_block();
        let block_end = self.b.create_block();
        self.b.ins().brif(more, next_warp, &[], block_end, &[]);
        self.b.switch_to_block(next_warp);
        self.begin_warp(we, end, head);
        // After the last warp: the barrier releases them all (a plain
        // `bar.sync` computes nothing) and the block starts over.
        self.b.switch_to_block(block_end);
        let round = self.b.create_block();
        let finished = self.b.create_block();
        self.b.ins().brif(any, round, &[], finished, &[]);
        self.b.switch_to_block(round);
        let no = self.b.ins().iconst(types::I8, 0);
        self.b.def_var(any_barrier, no);
        self.begin_warp(t0, end, head);
        self.b.switch_to_block(finished);
        let ok = self.b.ins().iconst(types::I8, 0);
        self.b.ins().return_(&[ok]);
        self.b.switch_to_block(single);
    }

    /// [`Self::block_warps_end`]: the warp from thread state `w` starts a
    /// round (its end, no lockstep point, no barrier yet, quiet and first
    /// marks to be found) at the work-item loop's `head`.
    fn begin_warp(&mut self, w: Value, end: Value, head: Block) {
        let (start, stop, quiet, first, barrier) = {
            let bw = self.block_warps.as_ref().expect("block warps");
            (bw.start, bw.end, bw.quiet, bw.first, bw.barrier)
        };
        let site = self.round_site.expect("a quiet kernel");
        let warp_end = self.warp_end(w, end);
        let none = self.b.ins().iconst(types::I32, -1);
        let yes = self.b.ins().iconst(types::I8, 1);
        self.b.def_var(start, w);
        self.b.def_var(stop, warp_end);
        self.b.def_var(site, none);
        self.b.def_var(quiet, yes);
        self.b.def_var(first, yes);
        self.b.def_var(barrier, none);
        self.b.ins().jump(head, &[w.into()]);
    }

    /// `a ? x : y` for an `i8`/any-width condition.
    pub fn sel(&mut self, c: Value, x: Value, y: Value) -> Value {
        self.b.ins().select(c, x, y)
    }

    fn build(&mut self, kind: EntryKind, body: &'p [Instr]) -> LResult<()> {
        self.cf_out = matches!(kind, EntryKind::Internal | EntryKind::KernelInternal);
        let entry = self.b.create_block();
        self.b.append_block_params_for_function_params(entry);
        self.b.switch_to_block(entry);
        let params: Vec<Value> = self.b.block_params(entry).to_vec();
        self.create_slots()?;
        let done = self.b.create_block();
        let exited = self.b.append_block_param(done, types::I8);
        self.done = Some(done);
        match kind {
            EntryKind::Kernel => {
                // The work-item loop: `t` steps over the thread states
                // `[params[1], params[1] + n * th::SIZE)`.
                let (c, t0, nflags) = (params[0], params[1], params[2]);
                // Only a kernel whose warp instructions are all lockstep
                // points (it has quiet epochs) is given `N_CONVERGED`; the
                // analysis is made once here, for the saves and the
                // lockstep points too.
                self.quiet_kernel = kernel::takes_n_converged(body);
                let rounds = self.quiet_kernel;
                let barrier_rounds = kernel::takes_n_block(body);
                let warp_rounds = kernel::takes_n_block_warps(body);
                let n = if rounds || barrier_rounds {
                    self.b
                        .ins()
                        .band_imm_s(nflags, !((kernel::N_CONVERGED | kernel::N_BLOCK) as i64))
                } else {
                    nflags
                };
                let size = kernel::th::SIZE as i64;
                let span = self.b.ins().imul_imm_s(n, size);
                let end = self.b.ins().iadd(t0, span);
                // Range caches live for the whole call: every thread of
                // the call uses them (and where threads stop in a loop,
                // the context's arenas).
                self.kernel_site_caches(body, c);
                self.ctx_arenas(body, c);
                if rounds {
                    let v = self.b.declare_var(types::I32);
                    let none = self.b.ins().iconst(types::I32, -1);
                    self.b.def_var(v, none);
                    self.round_site = Some(v);
                }
                if barrier_rounds {
                    let v = self.b.declare_var(types::I8);
                    let no = self.b.ins().iconst(types::I8, 0);
                    self.b.def_var(v, no);
                    self.round_barrier = Some(v);
                }
                if warp_rounds {
                    self.block_warps_start(body, nflags, t0, end);
                }
                let head = self.b.create_block();
                let t = self.b.append_block_param(head, self.t.ptr);
                self.b.ins().jump(head, &[t0.into()]);
                self.b.switch_to_block(head);
                let all = self.b.create_block();
                let more = self.b.create_block();
                // (Given N_BLOCK_WARPS, the current warp's end.)
                let stop = match &self.block_warps {
                    Some(bw) => self.b.use_var(bw.end),
                    None => end,
                };
                let at_end = self.b.ins().icmp(IntCC::Equal, t, stop);
                self.b.ins().brif(at_end, all, &[], more, &[]);
                self.b.switch_to_block(all);
                if let Some(v) = self.round_site {
                    // A converged warp whose threads that stopped all
                    // stopped at one lockstep point: they complete it
                    // together (it computes nothing).
                    let site = self.b.use_var(v);
                    let one = self
                        .b
                        .ins()
                        .icmp_imm_s(IntCC::SignedGreaterThanOrEqual, site, 0);
                    let none = self.b.ins().iconst(types::I32, -1);
                    let warp = match &self.block_warps {
                        Some(bw) => self.b.use_var(bw.start),
                        None => t0,
                    };
                    self.another_round(one, nflags, kernel::N_CONVERGED, v, none, head, warp);
                }
                if self.block_warps.is_some() {
                    self.block_warps_end(nflags, head, t0, end);
                }
                if let Some(v) = self.round_barrier {
                    // All of a block's threads, some of them stopped at a
                    // barrier (and the others finished): the barrier
                    // releases them all (a plain `bar.sync` computes
                    // nothing).
                    let any = self.b.use_var(v);
                    let no = self.b.ins().iconst(types::I8, 0);
                    self.another_round(any, nflags, kernel::N_BLOCK, v, no, head, t0);
                }
                let ok = self.b.ins().iconst(types::I8, 0);
                self.b.ins().return_(&[ok]);
                let next = self.b.create_block();
                self.b.switch_to_block(next);
                let t1 = self.b.ins().iadd_imm_s(t, size);
                self.b.ins().jump(head, &[t1.into()]);
                self.next_thread = Some(next);
                // A finished thread is skipped.
                self.b.switch_to_block(more);
                let flags = MemFlagsData::trusted();
                let r = self.b.ins().load(types::I32, flags, t, kernel::th::RESUME);
                let fin = self
                    .b
                    .ins()
                    .icmp_imm_u(IntCC::Equal, r, i64::from(kernel::RESUME_DONE));
                let run = self.b.create_block();
                self.b.ins().brif(fin, next, &[], run, &[]);
                self.b.switch_to_block(run);
                // Every register (and CC.CF) starts over for each thread:
                // nothing but `t` is carried around the loop.
                for r in 0..self.regs.len() {
                    let (var, bits) = self.regs[r];
                    let z = self.b.ins().iconst(ity(bits), 0);
                    self.b.def_var(var, z);
                }
                let z = self.b.ins().iconst(types::I8, 0);
                self.b.def_var(self.cf, z);
                self.kx = Some((c, t));
                self.kernel_prologue(body);
                if budget::wants_budget(self.t.budget, body) {
                    let cell = self.b.ins().iadd_imm_s(t, i64::from(kernel::th::BUDGET));
                    self.budget_setup(body, cell, true);
                }
                if body
                    .iter()
                    .any(|i| matches!(i.op, Op::Barrier { .. } | Op::Warp { .. }))
                {
                    let regs = &self.regs;
                    let save = self.b.declare_var(self.t.ptr);
                    let sv = saves::Saves::new(
                        body,
                        regs.len(),
                        &|r| regs[r as usize].1,
                        save,
                        self.quiet_kernel,
                    );
                    let p = self.b.ins().load(self.t.ptr, flags, t, kernel::th::SAVE);
                    self.b.def_var(save, p);
                    self.save_bytes = self.save_bytes.max(sv.size);
                    self.saves = Some(sv);
                }
                let start = self.b.create_block();
                let dispatch = self.b.create_block();
                self.b.ins().brif(r, dispatch, &[], start, &[]);
                self.b.switch_to_block(start);
                self.activation_start(None);
                self.lower_body(body)?;
                self.b.switch_to_block(done);
                self.fuel_save();
                self.kernel_thread_end(exited);
                self.kernel_dispatch(dispatch, r);
                self.kernel_epilogue();
                self.budget_epilogue();
            }
            EntryKind::KernelInternal => {
                // No range caches: they would start empty at every call.
                let n = words(&self.func.params);
                self.kx = Some((params[n + 2], params[n + 3]));
                self.kernel_prologue(body);
                if budget::wants_budget(self.t.budget, body) {
                    let cell = self
                        .b
                        .ins()
                        .iadd_imm_s(params[n + 3], i64::from(kernel::th::BUDGET));
                    self.budget_setup(body, cell, true);
                }
                self.activation_start(Some(params[n]));
                self.store_params(&params[..n]);
                self.lower_body(body)?;
                self.b.switch_to_block(done);
                let retp = params[n + 1];
                let rets: Vec<Value> = self.load_rets().into_iter().flatten().collect();
                for (k, v) in rets.into_iter().enumerate() {
                    self.b
                        .ins()
                        .store(MemFlagsData::trusted(), v, retp, (k * 8) as i32);
                }
                let cf = self.cf();
                self.fuel_save();
                self.b.ins().return_(&[cf, exited]);
                self.kernel_epilogue();
                self.budget_epilogue();
            }
            EntryKind::Internal => {
                let n = words(&self.func.params);
                if budget::wants_budget(self.t.budget, body) {
                    self.budget_setup(body, params[n + 2], true);
                }
                self.activation_start(Some(params[n]));
                self.store_params(&params[..n]);
                self.lower_body(body)?;
                self.b.switch_to_block(done);
                let retp = params[n + 1];
                let rets: Vec<Value> = self.load_rets().into_iter().flatten().collect();
                for (k, v) in rets.into_iter().enumerate() {
                    self.b
                        .ins()
                        .store(MemFlagsData::trusted(), v, retp, (k * 8) as i32);
                }
                let cf = self.cf();
                self.fuel_save();
                self.b.ins().return_(&[cf, exited]);
                self.budget_epilogue();
            }
            EntryKind::Batch => {
                let (inputs, outputs, n) = (params[0], params[1], params[2]);
                if budget::wants_budget(self.t.budget, body) {
                    self.budget_setup(body, params[3], false);
                }
                let i_var = self.b.declare_var(types::I64);
                let zero = self.b.ins().iconst(types::I64, 0);
                self.b.def_var(i_var, zero);
                // A rotated loop: one branch per row, at its end.
                let body_blk = self.b.create_block();
                let exit = self.b.create_block();
                let any = self.b.ins().icmp_imm_u(IntCC::NotEqual, n, 0);
                self.b.ins().brif(any, body_blk, &[], exit, &[]);
                self.b.switch_to_block(body_blk);
                let i = self.b.use_var(i_var);
                self.fuel_row_start();
                self.activation_start(None);
                let np = self.func.params.len() as i64;
                let nr = self.func.rets.len() as i64;
                let flags = MemFlagsData::trusted();
                let row_in = self.b.ins().imul_imm_s(i, np * 8);
                let row_in = self.b.ins().iadd(inputs, row_in);
                for k in 0..self.func.params.len() {
                    let off = (k * 8) as i32;
                    match self.func.params[k].slot {
                        // Little-endian: the register's value is the low
                        // bytes of its slot.
                        ParamSlot::Reg(r) if (8..=64).contains(&self.reg_bits(r)) => {
                            self.lazy_params.insert(r, (row_in, off));
                        }
                        _ => {
                            let v = self.b.ins().load(types::I64, flags, row_in, off);
                            self.store_param(k, &[v]);
                        }
                    }
                }
                self.lower_body(body)?;
                // Every jump to `done` is emitted now (the budget's stop
                // block last): sealed, it reads each register as the value
                // the body left (no block parameter), which lets the
                // zero extension of a row's outputs see how they were made.
                self.budget_epilogue();
                self.b.switch_to_block(done);
                self.b.seal_block(done);
                if self.budget.is_some() {
                    // A row whose budget ran out ends the batch: return its
                    // index.
                    let stopped = self.b.ins().icmp_imm_s(
                        IntCC::Equal,
                        exited,
                        i64::from(budget::STATUS_STOPPED),
                    );
                    let early = self.b.create_block();
                    let store = self.b.create_block();
                    self.b.set_cold_block(early);
                    self.b.ins().brif(stopped, early, &[], store, &[]);
                    self.b.switch_to_block(early);
                    let i = self.b.use_var(i_var);
                    self.b.ins().return_(&[i]);
                    self.b.switch_to_block(store);
                }
                // One word per value in a row (the first 8 bytes of a
                // by-value struct).
                let rets: Vec<Value> = self.load_rets().into_iter().map(|w| w[0]).collect();
                let i = self.b.use_var(i_var);
                let row_out = self.b.ins().imul_imm_s(i, nr * 8);
                let row_out = self.b.ins().iadd(outputs, row_out);
                for (k, v) in rets.into_iter().enumerate() {
                    self.b.ins().store(flags, v, row_out, (k * 8) as i32);
                }
                let next = self.b.ins().iadd_imm_s(i, 1);
                self.b.def_var(i_var, next);
                let more = self.b.ins().icmp(IntCC::UnsignedLessThan, next, n);
                self.b.ins().brif(more, body_blk, &[], exit, &[]);
                self.b.switch_to_block(exit);
                self.b.ins().return_(&[n]);
            }
        }
        Ok(())
    }

    /// Registers to 0, CC.CF to `cf` (or 0), variables to their initial bytes.
    fn activation_start(&mut self, cf: Option<Value>) {
        for r in 0..self.regs.len() {
            let (var, bits) = self.regs[r];
            let z = self.iconst(bits, 0);
            self.b.def_var(var, z);
        }
        let cf = match cf {
            Some(v) => v,
            None => self.b.ins().iconst(types::I8, 0),
        };
        self.b.def_var(self.cf, cf);
        self.init_slots();
    }

    /// Loads the parameter registers still in the input row (all, or
    /// those of `only`) into their variables: from here on control flow
    /// may join paths, where a register must be in its variable.
    fn materialize_lazy_params(&mut self, only: Option<&[RegId]>) {
        let mut lazy: Vec<(RegId, (Value, i32))> = match only {
            None => self.lazy_params.drain().collect(),
            Some(rs) => rs
                .iter()
                .filter_map(|r| self.lazy_params.remove(r).map(|x| (*r, x)))
                .collect(),
        };
        lazy.sort_by_key(|x| x.0);
        for (r, (row, off)) in lazy {
            let (var, bits) = self.regs[r as usize];
            let v = self
                .b
                .ins()
                .load(ity(bits), MemFlagsData::trusted(), row, off);
            self.b.def_var(var, v);
        }
    }

    /// Stores the incoming parameter words (`words(params)` of them, in
    /// order) into the parameters' registers or variables.
    fn store_params(&mut self, vals: &[Value]) {
        let mut at = 0;
        for i in 0..self.func.params.len() {
            let n = param_words(&self.func.params[i]);
            self.store_param(i, &vals[at..at + n]);
            at += n;
        }
    }

    /// Stores incoming parameter `i`, given as 64-bit words (fewer than
    /// [`param_words`]: the rest stays as initialised), into its register or
    /// variable.
    fn store_param(&mut self, i: usize, vals: &[Value]) {
        let p = &self.func.params[i];
        match p.slot {
            ParamSlot::Reg(r) => {
                let (var, bits) = self.regs[r as usize];
                let mut v = self.cast(vals[0], bits, false);
                if bits == 1 {
                    v = self.b.ins().band_imm_s(v, 1);
                }
                self.b.def_var(var, v);
            }
            ParamSlot::Var(var) => {
                let size = p.size;
                if let Some(&(slot, _)) = self.slots.get(&var) {
                    for (w, &v) in vals.iter().enumerate() {
                        let off = 8 * w as u64;
                        let n = (size.saturating_sub(off)).min(8) as u32;
                        if n > 0 {
                            self.store_bytes(slot, off as u32, n, v);
                        }
                    }
                }
            }
        }
    }

    /// The return values as 64-bit words ([`param_words`] each: registers
    /// zero-extended, variables read 8 bytes at a time).
    fn load_rets(&mut self) -> Vec<Vec<Value>> {
        let mut out = Vec::new();
        for k in 0..self.func.rets.len() {
            let p = &self.func.rets[k];
            let v = match p.slot {
                ParamSlot::Reg(r) => {
                    let v = self.reg_value(r);
                    vec![self.cast(v, 64, false)]
                }
                ParamSlot::Var(var) => {
                    let size = p.size;
                    let slot = self.slots.get(&var).map(|s| s.0);
                    (0..param_words(p))
                        .map(|w| {
                            let off = 8 * w as u64;
                            let n = (size.saturating_sub(off)).min(8) as u32;
                            match slot {
                                Some(slot) if n > 0 => self.load_bytes(slot, off as u32, n),
                                _ => self.b.ins().iconst(types::I64, 0),
                            }
                        })
                        .collect()
                }
            };
            out.push(v);
        }
        out
    }

    fn lower_body(&mut self, body: &'p [Instr]) -> LResult<()> {
        for ins in body {
            if let Op::Bra { target } = ins.op {
                if !self.labels.contains_key(&target) {
                    let blk = self.b.create_block();
                    self.labels.insert(target, blk);
                }
            }
        }
        let done = self.done.expect("done block");
        let mut terminated = false;
        let writes = crate::regfacts::write_sites(body);
        self.const_regs = crate::regfacts::constant_registers(body, &writes, &|r| self.reg_bits(r));
        self.counter_bounds = crate::regfacts::counter_bounds(body, &writes, &|r| self.reg_bits(r));
        let regions = {
            let is_label = |i: usize| self.labels.contains_key(&(i as u32));
            let bits = |r: RegId| self.reg_bits(r);
            wide::regions(body, &is_label, &bits, self.cf_out)
        };
        let mut regions = regions.into_iter().peekable();
        let mut skip_to = 0;
        for (i, ins) in body.iter().enumerate() {
            if i < skip_to {
                // Inside a wide-sum region (no labels there).
                self.budget_at(i, ins.span.offset);
                continue;
            }
            self.cur = i;
            if !self.lazy_params.is_empty() {
                if terminated {
                    // After the first unguarded ret/exit/bra: nothing
                    // reaches here but branches from code after it, which
                    // nothing reaches either.
                    self.lazy_params.clear();
                } else if ins.guard.is_none() && matches!(ins.op, Op::Ret | Op::Exit) {
                    // Only the return registers are read after it.
                    let rets: Vec<RegId> = self
                        .func
                        .rets
                        .iter()
                        .filter_map(|p| match p.slot {
                            ParamSlot::Reg(r) => Some(r),
                            ParamSlot::Var(_) => None,
                        })
                        .collect();
                    self.materialize_lazy_params(Some(&rets));
                } else if self.labels.contains_key(&(i as u32))
                    || ins.guard.is_some()
                    || matches!(
                        ins.op,
                        Op::Bra { .. }
                            | Op::Ret
                            | Op::Exit
                            | Op::Call { .. }
                            | Op::Barrier { .. }
                            | Op::Warp { .. }
                            | Op::Trap { .. }
                    )
                {
                    self.materialize_lazy_params(None);
                }
            }
            if let Some(&blk) = self.labels.get(&(i as u32)) {
                if !terminated {
                    self.saves_edge(i)?;
                }
                if let Some(pre) = self.budget_preheader(i) {
                    // A bounded loop: entered through its preheader.
                    if !terminated {
                        self.b.ins().jump(pre, &[]);
                    }
                    self.budget_enter_bounded(i, blk, ins.span.offset);
                } else if !terminated {
                    self.b.ins().jump(blk, &[]);
                }
                self.b.switch_to_block(blk);
                self.saves_enter(i);
            } else if terminated {
                // Unreachable: nothing branches here.
                let blk = self.b.create_block();
                self.b.switch_to_block(blk);
                self.saves_unreachable();
            }
            // Tag the instruction's IR with its PTX source line, so that
            // `emit --to clif/asm` can show where each part came from.
            self.set_position(i, ins);
            self.budget_at(i, ins.span.offset);
            if let Some((_, e)) = regions.next_if(|r| r.0 == i) {
                self.lower_wide(body, i, e)?;
                skip_to = e;
                terminated = false;
                continue;
            }
            terminated = self.lower_instr(ins)?;
        }
        self.b
            .set_srcloc(cranelift_codegen::ir::SourceLoc::default());
        let end = body.len() as u32;
        if let Some(&blk) = self.labels.get(&end) {
            if !terminated {
                self.b.ins().jump(blk, &[]);
            }
            self.b.switch_to_block(blk);
            terminated = false;
        }
        if !terminated {
            let z = self.b.ins().iconst(types::I8, 0);
            self.b.ins().jump(done, &[z.into()]);
        }
        // Branch targets past the end (not produced by the checker) return.
        for blk in crate::expand::stray_targets(&self.labels, end) {
            self.b.switch_to_block(blk);
            let z = self.b.ins().iconst(types::I8, 0);
            self.b.ins().jump(done, &[z.into()]);
        }
        Ok(())
    }

    /// Lowers one instruction; true when it ended the block (unconditional
    /// branch, return, exit).
    fn lower_instr(&mut self, ins: &'p Instr) -> LResult<bool> {
        self.guard = None;
        if let Some((p, neg)) = ins.guard {
            let v = self.reg_value(p);
            let v = self.cast(v, 8, false);
            self.guard = Some((v, neg));
        }
        let r = self.lower_op(&ins.op);
        self.guard = None;
        r
    }

    /// The one dispatch over every instruction kind: each arm hands the
    /// instruction to its family's module. True when it ended the block.
    fn lower_op(&mut self, op: &'p Op) -> LResult<bool> {
        let handled = match op {
            Op::Cvta { to, space, d, a } => {
                self.lower_cvta(*to, *space, *d, *a)?;
                true
            }
            // Integer arithmetic, the carry forms, logic, moves, conversions,
            // comparisons and own-variable memory: the shared scalar
            // lowering (`expand/scalar.rs`).
            // Kernel memory first (`kernel.rs`), then the function's own
            // variables.
            ptxjit_frontend::mem_ops!() if self.kernel_mem(op)? => true,
            ptxjit_frontend::int_ops!()
            | ptxjit_frontend::logic_ops!()
            | ptxjit_frontend::mem_ops!() => crate::expand::scalar::lower(self, op)?,
            Op::Atom { .. } => {
                self.lower_atom(op)?;
                true
            }
            ptxjit_frontend::video_ops!() => {
                self.lower_video(op)?;
                true
            }
            ptxjit_frontend::control_ops!() => {
                return self.lower_control(op);
            }
            // A sleep of 0 ns is within nanosleep's [0, 2t] bound.
            Op::Nanosleep { .. } => true,
            Op::CpAsync { .. } => {
                if self.kx.is_none() {
                    return Err(
                        self.err("cp.async needs kernel memory: launch the kernel with --kernel")
                    );
                }
                self.kernel_cp_async(op)?;
                true
            }
            Op::Warp { op: wop, sync, .. } => {
                if self.is_entry() && self.kx.is_some() {
                    self.kernel_warp(op)?;
                } else if *wop != WarpOp::Lockstep {
                    // A lone lane needs no lockstep; everything else needs
                    // the block runner.
                    return Err(self.err(format!(
                        "'{}' runs on the host backend only in a .entry launched as a kernel (the interpreter also runs it in a .func)",
                        wop.spelling(*sync)
                    )));
                }
                true
            }
            Op::Unsupported { name } => {
                // Stops the thread that reaches it, as `trap` does (the
                // error names the instruction at the recorded site);
                // without the execution budget it cannot, and the function
                // does not compile.
                let Some(stop) = self.budget.as_ref().map(|b| b.stop) else {
                    return Err(self.err(format!("unsupported instruction '{}'", name)));
                };
                let site = self.b.ins().iconst(types::I32, i64::from(self.span.offset));
                let why = self
                    .b
                    .ins()
                    .iconst(types::I32, i64::from(crate::budget::WHY_UNSUPPORTED));
                self.fuel_save();
                return Ok(self.branch_args(stop, &[site, why]));
            }
        };
        if handled {
            Ok(false)
        } else {
            Err(self.err(crate::expand::wrong_module(op)))
        }
    }

    fn lower_video(&mut self, op: &Op) -> LResult<()> {
        // Register operands are read here (from their variables or save
        // slots); the closure below only looks them up.
        let mut reg_vals: HashMap<RegId, Value> = HashMap::new();
        for r in op.src_regs() {
            let v = self.reg_value(r);
            reg_vals.insert(r, v);
        }
        let kx = self.kx;
        let layout = self.kopts.map(|o| o.layout);
        let slots: HashSet<VarId> = self.slots.keys().copied().collect();
        let mut error: Option<LowerError> = None;
        let span = self.span;
        let prog = self.prog;
        let mut read = |b: &mut FunctionBuilder, s: Src| -> Value {
            match s {
                Src::Reg(r) => {
                    let v = match reg_vals.get(&r) {
                        Some(&v) => v,
                        None => b.ins().iconst(types::I32, 0),
                    };
                    let ty = b.func.dfg.value_type(v);
                    if ty == types::I32 {
                        v
                    } else if ty.bits() > 32 {
                        b.ins().ireduce(types::I32, v)
                    } else {
                        b.ins().uextend(types::I32, v)
                    }
                }
                Src::Imm(v) => b.ins().iconst(types::I32, i64::from(v as u32)),
                Src::Sreg(Sreg::WarpSz) => b.ins().iconst(types::I32, 32),
                Src::Sreg(s) if kx.is_some() => {
                    let (c, t) = kx.expect("kernel mode");
                    let v = kernel::sreg_value(b, c, t, s);
                    b.ins().ireduce(types::I32, v)
                }
                Src::VarAddr(v)
                    if !slots.contains(&v) && layout.and_then(|l| l.addr(v)).is_some() =>
                {
                    let a = layout.and_then(|l| l.addr(v)).unwrap_or(0);
                    b.ins().iconst(types::I32, i64::from(a as u32))
                }
                other => {
                    if error.is_none() {
                        error = Some(lower_err(
                            span,
                            match other {
                                Src::Sreg(s) => format!(
                                    "special register {} is only available inside a .entry kernel on the host backend",
                                    s.name()
                                ),
                                Src::VarAddr(v) => format!(
                                    "the address of variable '{}' is not available here on the host backend",
                                    prog.vars[v as usize].name
                                ),
                                _ => "this operand is unsupported here on the host backend".to_string(),
                            },
                        ));
                    }
                    b.ins().iconst(types::I32, 0)
                }
            }
        };
        let res = video::lower(&mut self.b, op, &mut read);
        if let Some(e) = error {
            return Err(e);
        }
        match res {
            Some((d, v)) => {
                self.write(d, v);
                Ok(())
            }
            None => Err(self.err(format!(
                "internal error: '{}' is not a video instruction",
                op.name()
            ))),
        }
    }

    /// Whether this function is a kernel.
    pub fn is_entry(&self) -> bool {
        self.func.kind == FuncKind::Entry
    }

    fn create_slots(&mut self) -> LResult<()> {
        // A launched kernel's parameters and `.local` variables live in the
        // launch's arenas; the `.param` variables its body declares for
        // calls (`.param .b64 param0; st.param.b64 [param0], ..; call`) are
        // per-thread stack slots, as in a `.func`.
        let kernel = self.kopts.is_some() && self.is_entry();
        let own_params: HashSet<VarId> = self
            .func
            .params
            .iter()
            .filter_map(|p| match p.slot {
                ParamSlot::Var(v) => Some(v),
                _ => None,
            })
            .collect();
        for (i, v) in self.prog.vars.iter().enumerate() {
            // A called `.func`'s `.local` variables have a place of their
            // own in the thread's local arena too (the host backend has no
            // recursion, so one frame per function is enough): clang takes
            // the address of `__local_depot` and reaches it generically.
            let func_local = v.space == Space::Local
                && self
                    .kopts
                    .is_some_and(|o| o.layout.addr(i as VarId).is_some());
            let in_arena = func_local
                || kernel && (v.space == Space::Local || own_params.contains(&(i as VarId)));
            if v.owner == Some(self.fid)
                && matches!(v.space, Space::Local | Space::Param)
                && !in_arena
            {
                let size = v.size.max(v.init.len() as u64);
                if size > (1 << 20) {
                    return Err(lower_err(
                        self.func.span,
                        format!("variable '{}' is too large for the host stack", v.name),
                    ));
                }
                let rounded = (size as u32).div_ceil(8) * 8;
                let slot = self.b.create_sized_stack_slot(StackSlotData::new(
                    StackSlotKind::ExplicitSlot,
                    rounded.max(8),
                    4,
                ));
                self.slots.insert(i as VarId, (slot, size as u32));
            }
        }
        if self.kopts.is_some() && !self.is_entry() {
            let mut vs: Vec<(VarId, StackSlot, u32)> = self
                .slots
                .iter()
                .filter(|(v, _)| self.prog.vars[**v as usize].space == Space::Param)
                .map(|(v, &(slot, size))| (*v, slot, size))
                .collect();
            vs.sort_unstable_by_key(|x| x.0);
            self.own_params = vs
                .into_iter()
                .enumerate()
                .map(|(k, (v, slot, size))| (v, (k as u64 + 1) << 24, slot, size))
                .collect();
        }
        Ok(())
    }

    fn init_slots(&mut self) {
        let mut ids: Vec<VarId> = self.slots.keys().copied().collect();
        ids.sort_unstable();
        for id in ids {
            let (slot, size) = self.slots[&id];
            let init = &self.prog.vars[id as usize].init;
            let mut off = 0u32;
            while off < size.max(1) {
                let mut chunk = 0u64;
                for k in 0..8u32 {
                    if let Some(&byte) = init.get((off + k) as usize) {
                        chunk |= u64::from(byte) << (8 * k);
                    }
                }
                let c = self.b.ins().iconst(types::I64, chunk as i64);
                self.b.ins().stack_store(self.t.ptr, c, slot, off as i32);
                off += 8;
            }
        }
    }
}
