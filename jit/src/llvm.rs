//! The LLVM JIT tier on the host (`--backend llvm`): the same PTX lowered to
//! LLVM IR by [`ptxjit_lower::llvm`] (target [`Target::Host`], lowered mode),
//! optimised with LLVM's `default<O3>` pipeline for the host CPU and compiled
//! by MCJIT at `OptimizationLevel::Aggressive`. A second, independently
//! generated native backend: an oracle for the Cranelift one and a
//! peak-speed tier.
//!
//! As in the Cranelift JIT, every function gets a batched entry point
//! `extern "C" fn(inputs: *const u64, outputs: *mut u64, n: u64)` whose loop
//! is generated in LLVM IR and inlines the function (row `i` of `inputs`
//! holds the parameters of call `i`, row `i` of `outputs` receives its return
//! values, zero-extended to 64 bits). [`LlvmFunc::call`] runs it with `n = 1`.
//!
//! Limits (compile-time errors, as the lowering reports them): memory other
//! than the functions' own `.param`/`.local` variables, recursion, barriers
//! inside a `.func`, floating point. Special registers read as a
//! single-thread launch (`%tid` = 0, `%ntid` = 1, ...), as the interpreter's
//! default. Native code has no step limit.

use crate::{compile_err, debug_module, sorted_names};
use std::collections::HashMap;
use std::fmt;
use std::sync::OnceLock;
use std::time::Instant;

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::context::Context;
use inkwell::execution_engine::ExecutionEngine;
use inkwell::module::{Linkage, Module};
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{
    CodeModel, InitializationConfig, RelocMode, Target as LlvmTarget, TargetMachine,
};
use inkwell::values::{AnyValue, BasicMetadataValueEnum, FunctionValue, ValueKind};
use inkwell::{AddressSpace, IntPredicate, OptimizationLevel};
use ptxjit_frontend::ast::FuncKind;
use ptxjit_frontend::ir::Program;
use ptxjit_lower::llvm::{lower_funcs, LowerError, Mode, Options, Target};

use crate::budget::Limits;
use crate::entry::{BatchEntry, BatchFn};
use crate::{CompileStats, JitError};

static INIT: OnceLock<Option<String>> = OnceLock::new();

/// Initialises LLVM's native target once per process.
fn init_native() -> Result<(), JitError> {
    let err =
        INIT.get_or_init(|| LlvmTarget::initialize_native(&InitializationConfig::default()).err());
    match err {
        Some(e) => Err(compile_err(format!("LLVM native target: {}", e))),
        None => Ok(()),
    }
}

fn lower_err(e: LowerError) -> JitError {
    e.0
}

fn llvm_err(what: &str, e: impl fmt::Display) -> JitError {
    compile_err(format!("LLVM {}: {}", what, e))
}

/// A PTX program's functions compiled for the host CPU by LLVM.
///
/// Fields are dropped in declaration order: the functions' pointers, then the
/// module handle, then the execution engine (which frees the machine code and
/// the module), then the context they all live in.
pub struct LlvmModule {
    entries: HashMap<String, BatchEntry>,
    prog: Program,
    limits: Limits,
    ir: HashMap<String, String>,
    stats: CompileStats,
    module: Option<Module<'static>>,
    ee: Option<ExecutionEngine<'static>>,
    _ctx: Box<Context>,
}

// SAFETY: the `Module` and `ExecutionEngine` handles hold `Rc`s and raw LLVM
// pointers, which is why they are not `Send`/`Sync`. `LlvmModule` never
// clones or uses them after construction (they only keep the code and the
// context alive) and drops them together, from whichever single thread owns
// the `LlvmModule` (`Drop` has exclusive access), so no reference count is
// ever touched concurrently. The generated functions read their arguments
// and write their outputs and their own stack only: calling them from several
// threads at once is safe. The `Context` is boxed, so its address (which the
// module and engine hold) never changes when an `LlvmModule` moves.
unsafe impl Send for LlvmModule {}
// SAFETY: as above: shared access only calls the generated functions.
unsafe impl Sync for LlvmModule {}

impl Drop for LlvmModule {
    fn drop(&mut self) {
        self.entries.clear();
        drop(self.module.take());
        drop(self.ee.take());
    }
}

/// A compiled function of an [`LlvmModule`].
#[derive(Clone, Copy)]
pub struct LlvmFunc<'m> {
    entry: &'m BatchEntry,
    prog: &'m Program,
    limits: &'m Limits,
}

/// The host CPU's features for LLVM, without AVX-512: LLVM 19's AVX-512
/// lowering miscompiles vectorised batched loops (a guarded 64-bit `bfi`
/// feeding a 64-bit `mul.hi` or `mad.lo` computed the wrong lanes; found
/// by the fuzz campaign, seeds 0x13009601 and 0x1300d269; regression tests
/// `llvm_vs_interp::wide_products_in_the_batched_loop` and
/// `guarded_bfi64_in_the_batched_loop`). AVX2 code is right and nearly as
/// fast for these 32- and 64-bit lanes.
fn host_features() -> String {
    TargetMachine::get_host_cpu_features()
        .to_string()
        .split(',')
        .map(|x| match x.strip_prefix('+') {
            Some(f) if f.starts_with("avx512") || f.starts_with("evex512") => format!("-{f}"),
            _ => x.to_string(),
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// The host machine, for the optimisation pipeline and the per-function
/// `target-cpu` / `target-features` attributes.
fn host_machine() -> Result<TargetMachine, JitError> {
    let triple = TargetMachine::get_default_triple();
    let target = LlvmTarget::from_triple(&triple).map_err(|e| llvm_err("target", e))?;
    let cpu = TargetMachine::get_host_cpu_name().to_string();
    let features = host_features();
    target
        .create_target_machine(
            &triple,
            &cpu,
            &features,
            OptimizationLevel::Aggressive,
            RelocMode::Default,
            CodeModel::JITDefault,
        )
        .ok_or_else(|| compile_err("LLVM: no target machine for the host"))
}

/// The perf map entries of `module`'s functions as `ee` compiled them
/// (`crate::perfmap::llvm_enabled`): where `ee` put each, and its size from
/// the symbol table of an object LLVM emits again from the module (only
/// when a map is asked for; an entry is cut where the next begins).
fn perf_map(module: &Module<'_>, ee: &ExecutionEngine<'_>) {
    if !crate::perfmap::llvm_enabled() {
        return;
    }
    let Ok(tm) = host_machine() else {
        return;
    };
    let Ok(obj) = tm.write_to_memory_buffer(module, inkwell::targets::FileType::Object) else {
        return;
    };
    let entries = crate::perfmap::elf_functions(obj.as_slice())
        .into_iter()
        .filter_map(|(sym, size)| {
            let name = crate::perfmap::llvm_name(&sym)?;
            let at = ee.get_function_address(&sym).ok().filter(|&a| a != 0)?;
            Some((at as u64, size, name))
        })
        .collect();
    crate::perfmap::append(entries);
}

/// Verified `module` made for the host CPU and optimised (`default<O3>`):
/// returns how many functions with a body it has.
fn optimise(cref: &Context, module: &Module<'_>) -> Result<usize, JitError> {
    let tm = host_machine()?;
    module.set_triple(&tm.get_triple());
    module.set_data_layout(&tm.get_target_data().get_data_layout());
    let cpu = TargetMachine::get_host_cpu_name().to_string();
    let features = host_features();
    let mut n = 0;
    let mut f = module.get_first_function();
    while let Some(fv) = f {
        if fv.count_basic_blocks() > 0 {
            fv.add_attribute(
                AttributeLoc::Function,
                cref.create_string_attribute("target-cpu", &cpu),
            );
            fv.add_attribute(
                AttributeLoc::Function,
                cref.create_string_attribute("target-features", &features),
            );
            n += 1;
        }
        f = fv.get_next_function();
    }
    module
        .run_passes("default<O3>", &tm, PassBuilderOptions::create())
        .map_err(|e| llvm_err("optimisation", e))?;
    Ok(n)
}

/// A kernel compiled by LLVM for the block runner (`kernel/`): its entry,
/// of the Cranelift tier's kernel ABI, and the spans of its access sites.
/// Fields drop in order: the engine frees the code, then the context goes.
pub(crate) struct LlvmKernel {
    pub(crate) entry: ptxjit_lower::clif::kernel::KernelFn,
    pub(crate) sites: Vec<ptxjit_frontend::diag::Span>,
    /// Bytes of a thread's register save area.
    pub(crate) save_bytes: u32,
    /// Whether the kernel has a vector form (SIMD across threads), else why not.
    pub(crate) simt: Result<(), String>,
    module: Option<Module<'static>>,
    ee: Option<ExecutionEngine<'static>>,
    _ctx: Box<Context>,
}

// SAFETY: as for `LlvmModule`: the handles only keep the code alive and
// are dropped together by the single owner; the entry touches only the
// memory it is given per call.
unsafe impl Send for LlvmKernel {}
// SAFETY: as above.
unsafe impl Sync for LlvmKernel {}

impl Drop for LlvmKernel {
    fn drop(&mut self) {
        drop(self.module.take());
        drop(self.ee.take());
    }
}

/// Compiles kernel `kid` of `prog` with LLVM for the block runner, its
/// memory laid out by `layout` (`checked`: every access checked).
pub(crate) fn compile_kernel(
    prog: &Program,
    kid: ptxjit_frontend::ir::FuncId,
    layout: &ptxjit_lower::clif::kernel::KernelLayout,
    checked: bool,
) -> Result<LlvmKernel, JitError> {
    init_native()?;
    let ctx = Box::new(Context::create());
    // SAFETY: as in `LlvmModule::compile_funcs`: the boxed context outlives
    // the module and engine, which `LlvmKernel` drops first.
    let cref: &'static Context = unsafe { &*(ctx.as_ref() as *const Context) };
    let module = cref.create_module("ptx.kernel");
    let mut cfg = ptxjit_lower::llvm::KernelCfg::new(layout, checked);
    // SIMD across threads where a kernel has a vector form
    // (`PTXJIT_SIMT=0`: never, to compare).
    cfg.simt = std::env::var("PTXJIT_SIMT").map_or(true, |v| v != "0");
    let simt_on = cfg.simt;
    let (entry, save_bytes) =
        ptxjit_lower::llvm::lower_kernel(cref, &module, prog, kid, &mut cfg).map_err(lower_err)?;
    let name = entry.get_name().to_string_lossy().into_owned();
    // The IR as built, before the verifier (docs/cli.md).
    if let Some(p) = std::env::var_os("PTXJIT_LLVM_RAW") {
        let _ = std::fs::write(p, module.print_to_string().to_string());
    }
    module.verify().map_err(|e| llvm_err("verifier", e))?;
    optimise(cref, &module)?;
    if let Some(path) = std::env::var_os("PTXJIT_LLVM_IR") {
        // The optimised IR of the kernel, for reading (a failed write
        // only loses the listing).
        let _ = std::fs::write(path, module.print_to_string().to_string());
    }
    if let Some(path) = std::env::var_os("PTXJIT_LLVM_OBJ") {
        // Its machine code as an object file (`objdump -d`), for profiles.
        if let Ok(tm) = host_machine() {
            let _ = tm.write_to_file(
                &module,
                inkwell::targets::FileType::Object,
                std::path::Path::new(&path),
            );
        }
    }
    let ee = module
        .create_jit_execution_engine(OptimizationLevel::Aggressive)
        .map_err(|e| llvm_err("execution engine", e))?;
    let addr = ee
        .get_function_address(&name)
        .map_err(|e| llvm_err("lookup", e))?;
    if addr == 0 {
        return Err(compile_err(format!("LLVM: no code for '{}'", name)));
    }
    if std::env::var_os("PTXJIT_LLVM_OBJ").is_some() {
        eprintln!("ptxjit: llvm kernel entry {} at {:#x}", name, addr);
    }
    perf_map(&module, &ee);
    // SAFETY: the entry was built by `lower_kernel` with the kernel ABI's
    // signature (ptr, ptr, i64) -> i8 in the C convention.
    let entry = unsafe { std::mem::transmute::<usize, ptxjit_lower::clif::kernel::KernelFn>(addr) };
    let simt = match cfg.simt_refusal.into_inner() {
        Some(why) => Err(why),
        None if simt_on => Ok(()),
        None => Err("PTXJIT_SIMT=0".to_string()),
    };
    Ok(LlvmKernel {
        entry,
        sites: cfg.sites.into_inner(),
        save_bytes,
        simt,
        module: Some(module),
        ee: Some(ee),
        _ctx: ctx,
    })
}

impl LlvmModule {
    /// Compiles the functions named (and those they call).
    pub fn compile_funcs(prog: &Program, names: &[&str]) -> Result<LlvmModule, JitError> {
        init_native()?;
        let ctx = Box::new(Context::create());
        // SAFETY: the context is boxed and owned by the returned
        // `LlvmModule`, which drops everything borrowing it (module, engine)
        // first (see `Drop`); the 'static lifetime never escapes this type.
        let cref: &'static Context = unsafe { &*(ctx.as_ref() as *const Context) };
        let mut stats = CompileStats::default();
        let t0 = Instant::now();
        let module = cref.create_module("ptx");
        let opts = Options {
            mode: Mode::Lowered,
            target: Target::Host,
        };
        let funcs = lower_funcs(cref, &module, prog, names, &opts).map_err(lower_err)?;
        let mut batches = Vec::new();
        for (name, &f) in names.iter().zip(&funcs) {
            let budgeted = ptxjit_lower::llvm::reachable_ids(prog, name)
                .map_err(lower_err)?
                .iter()
                .any(|&g| {
                    prog.funcs[g as usize]
                        .body
                        .as_deref()
                        .is_some_and(ptxjit_lower::budget::needs_budget)
                });
            batches.push(build_batch(cref, &module, prog, name, f, budgeted)?);
        }
        stats.lower = t0.elapsed();
        stats.instructions = prog
            .funcs
            .iter()
            .filter(|f| {
                module
                    .get_function(&format!("ptx.int.{}", f.name))
                    .is_some()
            })
            .map(|f| f.body.as_ref().map_or(0, |b| b.len()))
            .sum();
        module.verify().map_err(|e| llvm_err("verifier", e))?;
        let t1 = Instant::now();
        stats.functions = optimise(cref, &module)?;
        let mut ir = HashMap::new();
        for (name, batch) in names.iter().zip(&batches) {
            let mut text = String::new();
            if let Some(fv) = module.get_function(name) {
                text.push_str(&fv.print_to_string().to_string());
                text.push('\n');
            }
            if let Some(fv) = module.get_function(batch) {
                text.push_str(&fv.print_to_string().to_string());
            }
            ir.insert(name.to_string(), text);
        }
        let ee = module
            .create_jit_execution_engine(OptimizationLevel::Aggressive)
            .map_err(|e| llvm_err("execution engine", e))?;
        let mut entries = HashMap::new();
        for (name, batch) in names.iter().zip(&batches) {
            let addr = ee
                .get_function_address(batch)
                .map_err(|e| llvm_err("lookup", e))?;
            if addr == 0 {
                return Err(compile_err(format!("LLVM: no code for '{}'", name)));
            }
            // SAFETY: `batch` was defined by `build_batch` with exactly this
            // signature (ptr, ptr, i64, ptr) -> i64 in the C convention.
            let fp = unsafe { std::mem::transmute::<usize, BatchFn>(addr) };
            let (_, func) = prog
                .func(name)
                .ok_or_else(|| compile_err(format!("no function named '{}'", name)))?;
            entries.insert(name.to_string(), BatchEntry::new(func, fp));
        }
        stats.compile = t1.elapsed();
        perf_map(&module, &ee);
        Ok(LlvmModule {
            entries,
            prog: prog.clone(),
            limits: Limits::default(),
            ir,
            stats,
            module: Some(module),
            ee: Some(ee),
            _ctx: ctx,
        })
    }

    /// Compiles every function with a body in `prog`.
    pub fn compile(prog: &Program) -> Result<LlvmModule, JitError> {
        let names: Vec<&str> = prog
            .funcs
            .iter()
            .filter(|f| f.body.is_some())
            .map(|f| f.name.as_str())
            .collect();
        Self::compile_funcs(prog, &names)
    }

    /// The compiled function `name`, if the module has it.
    pub fn func(&self, name: &str) -> Option<LlvmFunc<'_>> {
        self.entries.get(name).map(|entry| LlvmFunc {
            entry,
            prog: &self.prog,
            limits: &self.limits,
        })
    }

    /// Sets the limits of every later call (default [`Limits::default`]).
    pub fn set_limits(&mut self, limits: Limits) {
        self.limits = limits;
    }

    /// Times and sizes of the compilation (`code_bytes` is not known: MCJIT
    /// does not report it, so it is 0).
    pub fn compile_stats(&self) -> CompileStats {
        self.stats
    }

    /// The LLVM IR of function `name` after optimisation: its public
    /// function and its batched entry (empty when there is no such function).
    pub fn llvm_ir(&self, name: &str) -> String {
        self.ir.get(name).cloned().unwrap_or_default()
    }

    /// Names of the compiled functions.
    pub fn names(&self) -> Vec<String> {
        sorted_names(&self.entries)
    }
}

impl fmt::Debug for LlvmModule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        debug_module(f, "LlvmModule", self.names(), &self.stats)
    }
}

/// Builds `ptx.batch.<name>(ptr inputs, ptr outputs, i64 n, ptr cell) ->
/// i64`: a loop that loads each row, calls the public function `f` (marked
/// `alwaysinline`) and stores its return values. With a `budgeted` `f` (a
/// loop or call somewhere in what it runs), each row gets the cell's
/// per-call steps and a row whose budget ran out ends the loop: the entry
/// returns its index (`n` when every row completed). Returns the entry's
/// name.
fn build_batch<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    prog: &Program,
    name: &str,
    f: FunctionValue<'ctx>,
    budgeted: bool,
) -> Result<String, JitError> {
    let e = |e: inkwell::builder::BuilderError| llvm_err("builder", e);
    let (_, func) = prog
        .func(name)
        .ok_or_else(|| compile_err(format!("no function named '{}'", name)))?;
    let np = func.params.len() as u64;
    let nr = if func.kind == FuncKind::Func {
        func.rets.len() as u64
    } else {
        0
    };
    let kind = Attribute::get_named_enum_kind_id("alwaysinline");
    f.add_attribute(AttributeLoc::Function, ctx.create_enum_attribute(kind, 0));
    // Only the batched entry is called from outside: once `f` is inlined
    // there, the optimiser deletes it instead of compiling it a second time.
    f.set_linkage(Linkage::Private);
    let i64t = ctx.i64_type();
    let ptr = ctx.ptr_type(AddressSpace::default());
    let bname = format!("ptx.batch.{}", name);
    let bf = module.add_function(
        &bname,
        i64t.fn_type(&[ptr.into(), ptr.into(), i64t.into(), ptr.into()], false),
        Some(Linkage::External),
    );
    let get = |i: u32| -> Result<_, JitError> {
        bf.get_nth_param(i)
            .ok_or_else(|| compile_err("batch parameter missing"))
    };
    let (inputs, outputs, n, cell) = (
        get(0)?.into_pointer_value(),
        get(1)?.into_pointer_value(),
        get(2)?.into_int_value(),
        get(3)?.into_pointer_value(),
    );
    let i8t = ctx.i8_type();
    let field = |b: &inkwell::builder::Builder<'ctx>, off: i32| {
        // SAFETY (for LLVM): a field of the budget cell.
        unsafe { b.build_in_bounds_gep(i8t, cell, &[i64t.const_int(off as u64, false)], "") }
    };
    use ptxjit_lower::budget::{cell as cf, CHUNK};
    let b = ctx.create_builder();
    let entry = ctx.append_basic_block(bf, "entry");
    let header = ctx.append_basic_block(bf, "header");
    let body = ctx.append_basic_block(bf, "body");
    let exit = ctx.append_basic_block(bf, "exit");
    b.position_at_end(entry);
    b.build_unconditional_branch(header).map_err(e)?;
    b.position_at_end(header);
    let i = b.build_phi(i64t, "i").map_err(e)?;
    let iv = i.as_basic_value().into_int_value();
    let more = b
        .build_int_compare(IntPredicate::ULT, iv, n, "more")
        .map_err(e)?;
    b.build_conditional_branch(more, body, exit).map_err(e)?;
    b.position_at_end(body);
    if budgeted {
        let per = b
            .build_load(i64t, field(&b, cf::PER_CALL).map_err(e)?, "per")
            .map_err(e)?
            .into_int_value();
        let chunk = i64t.const_int(CHUNK as u64, false);
        let lt = b
            .build_int_compare(IntPredicate::SLT, per, chunk, "")
            .map_err(e)?;
        let first = b
            .build_select(lt, per, chunk, "")
            .map_err(e)?
            .into_int_value();
        let bank = b.build_int_sub(per, first, "").map_err(e)?;
        b.build_store(field(&b, cf::FUEL).map_err(e)?, first)
            .map_err(e)?;
        b.build_store(field(&b, cf::BANK).map_err(e)?, bank)
            .map_err(e)?;
    }
    let row_in = b
        .build_int_mul(iv, i64t.const_int(np, false), "")
        .map_err(e)?;
    let mut args: Vec<BasicMetadataValueEnum> = Vec::new();
    for (k, pty) in f
        .get_type()
        .get_param_types()
        .iter()
        .take(np as usize)
        .enumerate()
    {
        let idx = b
            .build_int_add(row_in, i64t.const_int(k as u64, false), "")
            .map_err(e)?;
        // SAFETY (for LLVM): row i, column k of an `n x np` array of u64.
        let p = unsafe { b.build_in_bounds_gep(i64t, inputs, &[idx], "") }.map_err(e)?;
        let v = b.build_load(i64t, p, "").map_err(e)?.into_int_value();
        let t = pty.into_int_type();
        let v = if t.get_bit_width() < 64 {
            b.build_int_truncate(v, t, "").map_err(e)?
        } else if t.get_bit_width() > 64 {
            b.build_int_z_extend(v, t, "").map_err(e)?
        } else {
            v
        };
        args.push(v.into());
    }
    args.push(cell.into());
    let call = b.build_call(f, &args, "").map_err(e)?;
    if budgeted {
        // A row whose budget ran out ends the batch with its index.
        let why = b
            .build_load(ctx.i32_type(), field(&b, cf::WHY).map_err(e)?, "why")
            .map_err(e)?
            .into_int_value();
        let stopped = b
            .build_int_compare(IntPredicate::NE, why, ctx.i32_type().const_zero(), "")
            .map_err(e)?;
        let early = ctx.append_basic_block(bf, "stopped");
        let go = ctx.append_basic_block(bf, "store");
        b.build_conditional_branch(stopped, early, go).map_err(e)?;
        b.position_at_end(early);
        b.build_return(Some(&iv)).map_err(e)?;
        b.position_at_end(go);
    }
    if nr > 0 {
        let res = match call.try_as_basic_value() {
            ValueKind::Basic(v) => v.into_struct_value(),
            ValueKind::Instruction(_) => return Err(compile_err("function returns void")),
        };
        let row_out = b
            .build_int_mul(iv, i64t.const_int(nr, false), "")
            .map_err(e)?;
        for k in 0..nr {
            let v = b
                .build_extract_value(res, k as u32, "")
                .map_err(e)?
                .into_int_value();
            let w = v.get_type().get_bit_width();
            let v = if w < 64 {
                b.build_int_z_extend(v, i64t, "").map_err(e)?
            } else if w > 64 {
                b.build_int_truncate(v, i64t, "").map_err(e)?
            } else {
                v
            };
            let idx = b
                .build_int_add(row_out, i64t.const_int(k, false), "")
                .map_err(e)?;
            // SAFETY (for LLVM): row i, column k of an `n x nr` array of u64.
            let p = unsafe { b.build_in_bounds_gep(i64t, outputs, &[idx], "") }.map_err(e)?;
            b.build_store(p, v).map_err(e)?;
        }
    }
    let next = b
        .build_int_add(iv, i64t.const_int(1, false), "next")
        .map_err(e)?;
    let latch = b
        .get_insert_block()
        .ok_or_else(|| compile_err("no insert block"))?;
    b.build_unconditional_branch(header).map_err(e)?;
    i.add_incoming(&[(&i64t.const_zero(), entry), (&next, latch)]);
    b.position_at_end(exit);
    b.build_return(Some(&n)).map_err(e)?;
    Ok(bname)
}

impl LlvmFunc<'_> {
    /// Number of parameters (values per input row).
    pub fn nparams(&self) -> usize {
        self.entry.nparams
    }

    /// Number of return values (values per output row; 0 for a kernel).
    pub fn nrets(&self) -> usize {
        self.entry.nrets
    }

    /// Calls the function once: one value per parameter (truncated to the
    /// parameter's width); returns one value per return value.
    pub fn call(&self, args: &[u64]) -> Result<Vec<u64>, JitError> {
        self.entry.check_args(args)?;
        let mut rets = vec![0u64; self.entry.nrets];
        self.call_batch_n(args, &mut rets, 1)?;
        Ok(rets)
    }

    /// Runs the function over rows of inputs in one native loop: `inputs`
    /// holds `n * nparams` values, `outputs` receives `n * nrets`; `n` is
    /// taken from `inputs` (or `outputs` for a function without parameters).
    pub fn call_batch(&self, inputs: &[u64], outputs: &mut [u64]) -> Result<(), JitError> {
        self.entry.run_all(self.prog, self.limits, inputs, outputs)
    }

    /// [`LlvmFunc::call_batch`] with an explicit number of calls `n`.
    pub fn call_batch_n(
        &self,
        inputs: &[u64],
        outputs: &mut [u64],
        n: usize,
    ) -> Result<(), JitError> {
        self.entry.run(self.prog, self.limits, inputs, outputs, n)
    }
}
