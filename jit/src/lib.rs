//! JIT compilation of checked PTX to native host code with Cranelift.
//!
//! [`HostModule::compile`] lowers every function of a [`Program`] (through
//! [`ptxjit_lower::clif`]) and compiles it once; [`HostModule::func`] gives a
//! safe, `Send + Sync` handle that calls the native code with `u64` inputs,
//! one call at a time ([`HostFunc::call`]) or over whole arrays in one
//! native loop ([`HostFunc::call_batch`]).
//!
//! Every PTX function gets two entry points: `extern "C" fn(args: *const u64,
//! rets: *mut u64)` and the batched `extern "C" fn(inputs: *const u64,
//! outputs: *mut u64, n: u64)` (rows of `nparams` / `nrets` values); functions
//! that are called by others also get an internal form (see
//! [`ptxjit_lower::clif::internal_signature`]).
//!
//! Limits of the host backend for `.func`s called with scalars
//! (compile-time errors): memory other than the function's own
//! `.param`/`.local` variables, special registers other than `WARP_SZ`,
//! recursion, barriers inside a `.func`. Kernels (`.entry`) are compiled in
//! kernel mode by [`HostKernel`] (see [`kernel`]): grid, memory, barriers.
//!
//! Native code runs under [`Limits`] (see [`budget`]): a step limit per
//! call or thread (default [`DEFAULT_MAX_STEPS`]) and an optional timeout,
//! so a PTX loop that never ends stops with an error naming the function,
//! the call or thread, and the PTX line of the loop.

use std::collections::HashMap;
use std::fmt;
use std::time::{Duration, Instant};

use cranelift_codegen::control::ControlPlane;
use cranelift_codegen::ir::UserExternalName;
use cranelift_codegen::isa::OwnedTargetIsa;
use cranelift_codegen::settings::{self, Configurable};
use cranelift_codegen::Context;
use cranelift_frontend::FunctionBuilderContext;
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{default_libcall_names, FuncId as ModFuncId, Linkage, Module};
use ptxjit_frontend::diag::{Diagnostic, Phase, Span};
use ptxjit_frontend::ir::{FuncId, Program};
use ptxjit_lower::clif::{self, EntryKind, Target};

/// A compile error: a [`Diagnostic`] of [`Phase::Lower`] or
/// [`Phase::Compile`] at the instruction or function it is about (line 0
/// when none applies).
pub type JitError = Diagnostic;

/// A code-generation error with no place in the source.
pub(crate) fn compile_err(message: impl Into<String>) -> JitError {
    Diagnostic::at(Phase::Compile, Span::default(), message)
}

/// How long compilation took, and what it produced.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CompileStats {
    /// Time spent translating PTX to Cranelift IR.
    pub lower: Duration,
    /// Time spent in Cranelift (optimisation, code generation) and linking.
    pub compile: Duration,
    /// PTX instructions in the compiled functions.
    pub instructions: usize,
    /// Cranelift functions compiled.
    pub functions: usize,
    /// Bytes of machine code.
    pub code_bytes: usize,
}

type SingleFn = unsafe extern "C" fn(*const u64, *mut u64, *mut budget::Cell) -> u64;

/// A compiled `.func`: its batched entry and the single-call one.
struct Entry {
    rows: entry::BatchEntry,
    single: SingleFn,
}

/// Owner of the JIT memory. Never mutated after finalisation; the code it
/// holds reads and writes only its arguments and its own stack, so it may be
/// shared between threads.
struct Code(Option<JITModule>);

// SAFETY: after `finalize_definitions` the module is only kept alive (never
// used mutably) until it is dropped; the generated functions touch no global
// state.
unsafe impl Send for Code {}
// SAFETY: as above: shared access never mutates the module.
unsafe impl Sync for Code {}

impl Drop for Code {
    fn drop(&mut self) {
        if let Some(m) = self.0.take() {
            // SAFETY: every `HostFunc` borrows the `HostModule` that owns this
            // `Code`, so no function pointer outlives the memory.
            unsafe { m.free_memory() };
        }
    }
}

/// Address space reserved for one module's machine code (not committed
/// until used): every function and constant of the module lies in it, so
/// the PC-relative calls and loads between them (±2 GiB on x86-64) always
/// reach. With the system allocator's separate mappings two of them
/// could land further apart, and the JIT panicked resolving the call
/// (seen once in `gpu::every_variant_on_the_gpu_matches_the_interpreter`).
const CODE_ARENA: usize = 256 << 20;

/// A Cranelift JIT module for `isa` whose code goes to an arena of its
/// own ([`CODE_ARENA`]), freed with the module.
pub(crate) fn jit_module(
    isa: &cranelift_codegen::isa::OwnedTargetIsa,
) -> Result<JITModule, JitError> {
    let arena = cranelift_jit::ArenaMemoryProvider::new_with_size(CODE_ARENA).map_err(|e| {
        compile_err(format!(
            "cannot reserve {CODE_ARENA} bytes for machine code: {e}"
        ))
    })?;
    let mut builder = JITBuilder::with_isa(isa.clone(), default_libcall_names());
    builder.memory_provider(Box::new(arena));
    Ok(JITModule::new(builder))
}

/// A whole PTX program compiled to native code.
pub struct HostModule {
    _code: Code,
    entries: HashMap<String, Entry>,
    prog: Program,
    isa: OwnedTargetIsa,
    stats: CompileStats,
    limits: Limits,
}

/// A compiled function of a [`HostModule`].
#[derive(Clone, Copy)]
pub struct HostFunc<'m> {
    entry: &'m Entry,
    prog: &'m Program,
    limits: &'m Limits,
}

fn make_isa() -> Result<OwnedTargetIsa, JitError> {
    let mut flags = settings::builder();
    let set = |f: &mut settings::Builder, k: &str, v: &str| {
        f.set(k, v)
            .map_err(|e| compile_err(format!("cranelift setting {}: {}", k, e)))
    };
    set(&mut flags, "opt_level", "speed")?;
    set(
        &mut flags,
        "enable_verifier",
        if cfg!(debug_assertions) {
            "true"
        } else {
            "false"
        },
    )?;
    let native = cranelift_native::builder()
        .map_err(|e| compile_err(format!("host machine not supported: {}", e)))?;
    let shared = settings::Flags::new(flags);
    let have = native
        .finish(shared.clone())
        .map_err(|e| compile_err(format!("host machine not supported: {}", e)))?;
    match std::env::var("PTXJIT_CPU") {
        Ok(cpu) if !cpu.is_empty() => pinned_isa(&native, &cpu, shared, &*have),
        _ => Ok(have),
    }
}

/// The ISA of the Cranelift CPU preset `cpu` (`PTXJIT_CPU`, for example
/// `x86-64-v3`): machine code that does not depend on which extensions this
/// machine has (the golden listings of `tests/emit/`). Refused when it uses
/// an extension this machine lacks, since the code also runs here.
fn pinned_isa(
    native: &cranelift_codegen::isa::Builder,
    cpu: &str,
    shared: settings::Flags,
    have: &dyn cranelift_codegen::isa::TargetIsa,
) -> Result<OwnedTargetIsa, JitError> {
    use cranelift_codegen::settings::{Configurable, SettingKind};
    let mut b = cranelift_codegen::isa::lookup(native.triple().clone())
        .map_err(|e| compile_err(format!("PTXJIT_CPU: {}", e)))?;
    if let Err(e) = b.enable(cpu) {
        let presets: Vec<&str> = b
            .iter()
            .filter(|s| s.kind == SettingKind::Preset)
            .map(|s| s.name)
            .collect();
        return Err(compile_err(format!(
            "PTXJIT_CPU={}: {} (Cranelift presets: {})",
            cpu,
            e,
            presets.join(", ")
        )));
    }
    let want = b
        .finish(shared)
        .map_err(|e| compile_err(format!("PTXJIT_CPU={}: {}", cpu, e)))?;
    let has = have.isa_flags();
    for w in want.isa_flags() {
        let missing = w.as_bool() == Some(true)
            && !has
                .iter()
                .any(|h| h.name == w.name && h.as_bool() == Some(true));
        if missing {
            return Err(compile_err(format!(
                "PTXJIT_CPU={}: this machine lacks {} (code made for it would not run here)",
                cpu, w.name
            )));
        }
    }
    Ok(want)
}

fn target_of(isa: &OwnedTargetIsa) -> Target {
    Target {
        ptr: isa.pointer_type(),
        call_conv: isa.default_call_conv(),
        frontend: isa.frontend_config(),
        budget: true,
    }
}

impl HostModule {
    /// Compiles every function with a body in `prog`.
    pub fn compile(prog: &Program) -> Result<HostModule, JitError> {
        let roots: Vec<FuncId> = (0..prog.funcs.len() as FuncId)
            .filter(|&f| prog.funcs[f as usize].body.is_some())
            .collect();
        Self::compile_roots(prog, &roots)
    }

    /// Compiles only the functions named (and those they call), for programs
    /// where other functions use what the host backend does not support.
    pub fn compile_funcs(prog: &Program, names: &[&str]) -> Result<HostModule, JitError> {
        let mut roots = Vec::new();
        for n in names {
            match prog.func(n) {
                Some((id, _)) => roots.push(id),
                None => return Err(compile_err(format!("no function named '{}'", n))),
            }
        }
        Self::compile_roots(prog, &roots)
    }

    /// [`HostModule::compile_funcs`] without the execution-budget checks:
    /// a loop that never ends hangs the caller, and the limits are ignored.
    /// Only for measuring what the checks cost (`benches/kernels.rs`).
    #[doc(hidden)]
    pub fn compile_funcs_unbudgeted(
        prog: &Program,
        names: &[&str],
    ) -> Result<HostModule, JitError> {
        let mut roots = Vec::new();
        for n in names {
            match prog.func(n) {
                Some((id, _)) => roots.push(id),
                None => return Err(compile_err(format!("no function named '{}'", n))),
            }
        }
        Self::compile_roots_with(prog, &roots, false)
    }

    fn compile_roots(prog: &Program, roots: &[FuncId]) -> Result<HostModule, JitError> {
        Self::compile_roots_with(prog, roots, true)
    }

    fn compile_roots_with(
        prog: &Program,
        roots: &[FuncId],
        budget: bool,
    ) -> Result<HostModule, JitError> {
        let isa = make_isa()?;
        let t = Target {
            budget,
            ..target_of(&isa)
        };
        let order = clif::reachable(prog, roots)?;
        let mut called = Vec::new();
        for &f in &order {
            for c in prog.callees(f) {
                if !called.contains(&c) {
                    called.push(c);
                }
            }
        }
        let mut module = jit_module(&isa)?;
        let jerr = |e: cranelift_module::ModuleError| compile_err(format!("cranelift: {}", e));
        // Declarations.
        let mut internal: HashMap<FuncId, ModFuncId> = HashMap::new();
        for &f in &called {
            let sig = clif::internal_signature(prog, f, t);
            let id = module
                .declare_function(
                    &format!("ptx:{}", prog.funcs[f as usize].name),
                    Linkage::Local,
                    &sig,
                )
                .map_err(jerr)?;
            internal.insert(f, id);
        }
        let mut outer: Vec<(FuncId, ModFuncId, ModFuncId)> = Vec::new();
        for &f in roots {
            let b = module
                .declare_function(
                    &format!("ptx:{} (rows)", prog.funcs[f as usize].name),
                    Linkage::Local,
                    &clif::batch_signature(t),
                )
                .map_err(jerr)?;
            let s = module
                .declare_function(
                    &format!("ptx:{} (call)", prog.funcs[f as usize].name),
                    Linkage::Local,
                    &clif::single_signature(t),
                )
                .map_err(jerr)?;
            outer.push((f, b, s));
        }
        let names: HashMap<FuncId, u32> =
            internal.iter().map(|(f, id)| (*f, id.as_u32())).collect();
        let callee_name =
            move |f: FuncId| UserExternalName::new(0, names.get(&f).copied().unwrap_or(0));
        let mut stats = CompileStats::default();
        let mut fctx = FunctionBuilderContext::new();
        let mut ctx = module.make_context();
        // The compiled functions, for PTXJIT_PERF_MAP.
        let mut sizes: Vec<perfmap::Code> = Vec::new();
        let define = |module: &mut JITModule,
                      ctx: &mut Context,
                      id: ModFuncId,
                      ptx: FuncId,
                      func: cranelift_codegen::ir::Function,
                      stats: &mut CompileStats,
                      sizes: &mut Vec<perfmap::Code>|
         -> Result<(), JitError> {
            ctx.clear();
            ctx.func = func;
            let t0 = Instant::now();
            module
                .define_function(id, ctx)
                .map_err(|e| compile_err(format!("cranelift could not compile: {:?}", e)))?;
            stats.compile += t0.elapsed();
            stats.functions += 1;
            if let Some(c) = ctx.compiled_code() {
                let size = c.code_info().total_size as usize;
                stats.code_bytes += size;
                if perfmap::enabled() {
                    sizes.push(perfmap::Code::of(id, Some(ptx), c));
                }
            }
            Ok(())
        };
        for &f in &order {
            stats.instructions += prog.funcs[f as usize].body.as_ref().map_or(0, |b| b.len());
        }
        for &f in &called {
            let t0 = Instant::now();
            let func = clif::lower_func(prog, f, EntryKind::Internal, t, &callee_name, &mut fctx)?;
            stats.lower += t0.elapsed();
            define(
                &mut module,
                &mut ctx,
                internal[&f],
                f,
                func,
                &mut stats,
                &mut sizes,
            )?;
        }
        for &(f, b, s) in &outer {
            let t0 = Instant::now();
            let func = clif::lower_func(prog, f, EntryKind::Batch, t, &callee_name, &mut fctx)?;
            let single = clif::lower_single(UserExternalName::new(0, b.as_u32()), t, &mut fctx);
            stats.lower += t0.elapsed();
            define(&mut module, &mut ctx, b, f, func, &mut stats, &mut sizes)?;
            define(&mut module, &mut ctx, s, f, single, &mut stats, &mut sizes)?;
        }
        let t0 = Instant::now();
        module.finalize_definitions().map_err(jerr)?;
        stats.compile += t0.elapsed();
        perfmap::record(&module, prog, &sizes);
        let mut entries = HashMap::new();
        for &(f, b, s) in &outer {
            let func = &prog.funcs[f as usize];
            let (pb, ps) = (
                module.get_finalized_function(b),
                module.get_finalized_function(s),
            );
            // SAFETY: `b` and `s` were defined with exactly these signatures
            // (batch_signature / single_signature, the host's C convention).
            let (batch, single) = unsafe {
                (
                    std::mem::transmute::<*const u8, entry::BatchFn>(pb),
                    std::mem::transmute::<*const u8, SingleFn>(ps),
                )
            };
            entries.insert(
                func.name.clone(),
                Entry {
                    rows: entry::BatchEntry::new(func, batch),
                    single,
                },
            );
        }
        Ok(HostModule {
            _code: Code(Some(module)),
            entries,
            prog: prog.clone(),
            isa,
            stats,
            limits: Limits::default(),
        })
    }

    /// Sets the limits of every later call (default [`Limits::default`]).
    pub fn set_limits(&mut self, limits: Limits) {
        self.limits = limits;
    }

    /// The limits calls run under.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// The compiled function `name`, if the module has it.
    pub fn func(&self, name: &str) -> Option<HostFunc<'_>> {
        self.entries.get(name).map(|entry| HostFunc {
            entry,
            prog: &self.prog,
            limits: &self.limits,
        })
    }

    /// Times and sizes of the compilation.
    pub fn compile_stats(&self) -> CompileStats {
        self.stats
    }

    /// Lowers function `name` again and returns its Cranelift functions, in
    /// order: internal form (if other functions call it) and batched entry.
    fn lowered(
        &self,
        name: &str,
    ) -> Result<Vec<(String, cranelift_codegen::ir::Function)>, JitError> {
        let (f, _) = self
            .prog
            .func(name)
            .ok_or_else(|| compile_err(format!("no function named '{}'", name)))?;
        let t = target_of(&self.isa);
        let callee_name = |g: FuncId| UserExternalName::new(0, g);
        let mut fctx = FunctionBuilderContext::new();
        let mut out = Vec::new();
        let called =
            (0..self.prog.funcs.len() as FuncId).any(|g| self.prog.callees(g).contains(&f));
        if called {
            out.push((
                format!("{} (internal form; callee u0:N is PTX function N)", name),
                clif::lower_func(
                    &self.prog,
                    f,
                    EntryKind::Internal,
                    t,
                    &callee_name,
                    &mut fctx,
                )?,
            ));
        }
        out.push((
            format!("{} (batched entry)", name),
            clif::lower_func(&self.prog, f, EntryKind::Batch, t, &callee_name, &mut fctx)?,
        ));
        Ok(out)
    }

    /// The Cranelift IR of function `name` (before optimisation), or the
    /// error that prevents lowering it. Same as [`HostModule::clif_with_source`]
    /// without the PTX text.
    pub fn clif(&self, name: &str) -> String {
        self.clif_with_source(name, None)
    }

    /// The Cranelift IR of function `name` (before optimisation), or the
    /// error that prevents lowering it. Cranelift prints the PTX line an
    /// instruction came from as `@xxxx` (hexadecimal) before it; a legend
    /// per function lists those lines, with their text when `source` (the
    /// PTX source the module was parsed from) is given.
    pub fn clif_with_source(&self, name: &str, source: Option<&str>) -> String {
        match self.lowered(name) {
            Ok(fs) => clif_listing(&fs, source),
            Err(e) => format!("; error: {}\n", e),
        }
    }

    /// The machine code of function `name`, or the error that prevents
    /// compiling it. Same as [`HostModule::asm_with_source`] without the PTX
    /// text.
    pub fn asm(&self, name: &str) -> String {
        self.asm_with_source(name, None)
    }

    /// The machine code of function `name`, or the error that prevents
    /// compiling it: for each Cranelift function (see
    /// [`HostModule::clif_with_source`]), the code's byte ranges in address
    /// order, each under a `; line N: <PTX text>` header whenever the PTX
    /// line changes (text only when `source`, the module's PTX source, is
    /// given), then Cranelift's VCode listing (host instructions after
    /// register allocation). Cranelift's listing carries no code offsets,
    /// so it cannot itself be split by line; the output header says so.
    pub fn asm_with_source(&self, name: &str, source: Option<&str>) -> String {
        match self.lowered(name) {
            Ok(fs) => asm_listing(&*self.isa, fs, source),
            Err(e) => format!("; error: {}\n", e),
        }
    }

    /// Names of the compiled functions.
    pub fn names(&self) -> Vec<String> {
        sorted_names(&self.entries)
    }
}

/// The keys of a module's entries, sorted (both JITs' `names`).
pub(crate) fn sorted_names<V>(entries: &HashMap<String, V>) -> Vec<String> {
    let mut v: Vec<String> = entries.keys().cloned().collect();
    v.sort();
    v
}

/// Both JITs' module `Debug`: the functions and the compile statistics.
pub(crate) fn debug_module(
    f: &mut fmt::Formatter<'_>,
    ty: &str,
    names: Vec<String>,
    stats: &dyn fmt::Debug,
) -> fmt::Result {
    f.debug_struct(ty)
        .field("functions", &names)
        .field("stats", stats)
        .finish()
}

impl fmt::Debug for HostModule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        debug_module(f, "HostModule", self.names(), &self.stats)
    }
}

impl HostFunc<'_> {
    /// Number of parameters (values per input row).
    pub fn nparams(&self) -> usize {
        self.entry.rows.nparams
    }

    /// Number of return values (values per output row; 0 for a kernel).
    pub fn nrets(&self) -> usize {
        self.entry.rows.nrets
    }

    /// Calls the function once: one value per parameter (truncated to the
    /// parameter's width); returns one value per return value.
    pub fn call(&self, args: &[u64]) -> Result<Vec<u64>, JitError> {
        self.entry.rows.check_args(args)?;
        let mut rets = vec![0u64; self.entry.rows.nrets];
        let dog = budget::Watchdog::start(self.limits);
        let mut cell = budget::Cell::new(self.limits.max_steps, dog.flag());
        // SAFETY: `args` holds `nparams` values and `rets` room for `nrets`,
        // which is exactly what the generated code reads and writes; `cell`
        // is a valid budget cell whose interrupt flag outlives the call.
        let done = unsafe { (self.entry.single)(args.as_ptr(), rets.as_mut_ptr(), &mut cell) };
        if done != 1 {
            return Err(budget::stop_error(
                self.prog,
                &self.entry.rows.name,
                None,
                &cell,
                self.limits,
            ));
        }
        Ok(rets)
    }

    /// Runs the function over rows of inputs in one native loop: `inputs`
    /// holds `n * nparams` values, `outputs` receives `n * nrets`. `n` is
    /// taken from `inputs` (or from `outputs` for a function without
    /// parameters); both lengths must agree.
    pub fn call_batch(&self, inputs: &[u64], outputs: &mut [u64]) -> Result<(), JitError> {
        self.entry
            .rows
            .run_all(self.prog, self.limits, inputs, outputs)
    }

    /// [`HostFunc::call_batch`] with an explicit number of calls `n`.
    pub fn call_batch_n(
        &self,
        inputs: &[u64],
        outputs: &mut [u64],
        n: usize,
    ) -> Result<(), JitError> {
        self.entry
            .rows
            .run(self.prog, self.limits, inputs, outputs, n)
    }
}

pub mod budget;
mod entry;
pub mod perfmap;
pub mod threads;
pub mod tier;
/// The Cranelift IR listing of lowered functions (see
/// [`HostModule::clif_with_source`]).
pub(crate) fn clif_listing(
    fs: &[(String, cranelift_codegen::ir::Function)],
    source: Option<&str>,
) -> String {
    let source: Vec<&str> = source.map(|s| s.lines().collect()).unwrap_or_default();
    fs.iter()
        .map(|(title, func)| {
            let mut lines: Vec<u32> = func
                .layout
                .blocks()
                .flat_map(|b| func.layout.block_insts(b))
                .map(|i| func.srcloc(i))
                .filter(|l| !l.is_default())
                .map(|l| l.bits())
                .collect();
            lines.sort_unstable();
            lines.dedup();
            let mut legend = String::from(
                "; @xxxx before an instruction: the PTX source line it came from, in hex\n",
            );
            for l in lines {
                legend.push_str(&format!(
                    ";   @{:04x} = {}\n",
                    l,
                    line_header(l, &source).trim_start_matches("; ")
                ));
            }
            format!("; {}\n{}{}", title, legend, func.display())
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The machine-code listing of lowered functions (see
/// [`HostModule::asm_with_source`]).
pub(crate) fn asm_listing(
    isa: &dyn cranelift_codegen::isa::TargetIsa,
    fs: Vec<(String, cranelift_codegen::ir::Function)>,
    source: Option<&str>,
) -> String {
    let mut out = String::new();
    let lines: Vec<&str> = source.map(|s| s.lines().collect()).unwrap_or_default();
    for (title, func) in fs {
        let mut ctx = Context::for_function(func);
        ctx.set_disasm(true);
        out.push_str(&format!("; {}\n", title));
        match ctx.compile(isa, &mut ControlPlane::default()) {
            Ok(c) => {
                let code = c.code_buffer();
                let ranges: Vec<(u32, u32, Option<u32>)> = c
                    .buffer
                    .get_srclocs_sorted()
                    .iter()
                    .map(|r| {
                        let line = (!r.loc.is_default()).then(|| r.loc.bits());
                        (r.start, r.end, line)
                    })
                    .collect();
                out.push_str(&code_by_line(code, &ranges, &lines));
                out.push_str("; VCode (host instructions in address order, no offsets):\n");
                out.push_str(c.vcode.as_deref().unwrap_or("; (no disassembly)\n"));
                out.push_str(&format!("; {} bytes\n", c.code_info().total_size));
            }
            Err(e) => out.push_str(&format!("; error: {:?}\n", e.inner)),
        }
    }
    out
}

pub mod kernel;
pub mod warp;
pub use budget::{Limits, DEFAULT_MAX_LAUNCH_STEPS, DEFAULT_MAX_STEPS};
pub use kernel::{HostArg, HostKernel, KernelLaunch, KernelOptions, KernelTier};
pub use tier::{TierJob, TierNews, TierPolicy, TierState, Tiered};

#[cfg(feature = "llvm")]
pub mod llvm;

/// The header `; line N: <text>` for PTX line `line` of `source` (its
/// lines; `; line N` when the source is absent or has no such line).
fn line_header(line: u32, source: &[&str]) -> String {
    let text = usize::try_from(line)
        .ok()
        .and_then(|l| l.checked_sub(1))
        .and_then(|idx| source.get(idx).copied());
    match text.map(str::trim) {
        Some(t) if !t.is_empty() => format!("; line {}: {}", line, t),
        _ => format!("; line {}", line),
    }
}

/// Lists `code` by PTX line: `ranges` are `(start, end, line)` code ranges
/// sorted by start (`line` None for code no PTX instruction produced:
/// prologue, epilogue, shared exits); bytes no range covers (constant pools,
/// padding) are listed as such. A line header is printed whenever the line
/// changes.
fn code_by_line(code: &[u8], ranges: &[(u32, u32, Option<u32>)], source: &[&str]) -> String {
    let mut out = String::from(
        "; Machine code by PTX line (offset: bytes), in address order. Cranelift's\n\
         ; VCode listing below has no offsets, so it cannot be split by line.\n",
    );
    let total = code.len();
    let mut runs: Vec<(usize, usize, Option<Option<u32>>)> = Vec::new();
    let mut at = 0usize;
    for &(start, end, line) in ranges {
        let (start, end) = (start as usize, (end as usize).min(total));
        if start >= end || start < at {
            continue;
        }
        if start > at {
            runs.push((at, start, None));
        }
        runs.push((start, end, Some(line)));
        at = end;
    }
    if at < total {
        runs.push((at, total, None));
    }
    let mut cur: Option<Option<Option<u32>>> = None;
    for (start, end, what) in runs {
        if cur != Some(what) {
            out.push_str(&match what {
                Some(Some(l)) => line_header(l, source),
                Some(None) => {
                    "; (no PTX line: prologue, epilogue, argument loads, loop, exits)".to_string()
                }
                None => "; (no source location: register moves, constants, padding)".to_string(),
            });
            out.push('\n');
            cur = Some(what);
        }
        for (k, chunk) in code[start..end].chunks(16).enumerate() {
            let bytes: Vec<String> = chunk.iter().map(|b| format!("{:02x}", b)).collect();
            out.push_str(&format!(
                ";   {:#06x}: {}\n",
                start + 16 * k,
                bytes.join(" ")
            ));
        }
    }
    out
}
