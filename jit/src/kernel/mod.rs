//! Whole kernels on the host: an `.entry` compiled in kernel mode (see
//! [`ptxjit_lower::clif::kernel`]) and launched over a 3-D grid of 3-D blocks,
//! blocks in parallel on all cores (rayon).
//!
//! * Memory: one arena per state space, laid out exactly as the reference
//!   interpreter allocates (same addresses, so the same error texts), with a
//!   validity bitmap; every access through a register is checked (arena
//!   limit, bitmap, alignment) unless [`KernelOptions::checked`] is false,
//!   where only the arena limit is checked (still memory-safe).
//! * Barriers: the generated entry returns at each `bar.sync` with its
//!   registers saved; the block runner calls every thread of the block in
//!   turn until it reaches the barrier (or ends), then resumes them all, in
//!   the interpreter's order. A thread that exits counts as arrived at every
//!   later barrier (the interpreter's rule), so a barrier that only some
//!   threads reach releases once the others have finished.
//! * Faults: the first fault in sequential (block, thread) order is
//!   reported, as the interpreter would: blocks after a faulting block are
//!   skipped, earlier ones run to completion.

use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::Mutex;

use cranelift_codegen::ir::UserExternalName;
use cranelift_frontend::FunctionBuilderContext;
use cranelift_module::{FuncId as ModFuncId, Linkage, Module};
use ptxjit_frontend::ast::{FuncKind, Space};
use ptxjit_frontend::diag::Span;
use ptxjit_frontend::ir::{FuncId, Op, ParamSlot, Program, VarId};
use ptxjit_lower::clif::kernel::{
    self as k, alloc_step, window, KernelLayout, ARENA_PAD, GLOBAL_START,
};
use ptxjit_lower::clif::{self, EntryKind, KernelOpts};

use super::warp;
use ptxjit_runtime::device::DeviceMemory;
use ptxjit_runtime::printf::{self, Printed};
use rayon::prelude::*;

use super::budget::{self, Cell, Limits, Watchdog};
use super::{compile_err, make_isa, target_of, Code, JitError};

mod abi;
mod arena;
mod block;
use abi::*;
use arena::*;
use block::*;

/// How a kernel is compiled and run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelOptions {
    /// Check every access against the allocations and its alignment (the
    /// default). `false` is the explicit opt-in unchecked mode: accesses are
    /// only kept inside their state space's arena (memory-safe, but an
    /// access into the gap between two buffers, or a misaligned one, is not
    /// reported).
    pub checked: bool,
    /// Worker threads for blocks; `None` uses all cores.
    pub threads: Option<usize>,
    /// Step limit per thread and timeout per launch.
    pub limits: Limits,
    /// Emit the execution-budget checks (the default). `false` only to
    /// measure what they cost: the limits are then ignored, and a kernel
    /// that never ends hangs the caller.
    #[doc(hidden)]
    pub budget: bool,
    /// Generic address where the module's `.global` variables start (laid
    /// out from there as the interpreter lays them out). A device puts a
    /// module's variables in an allocation of its own and compiles the
    /// module's kernels with its address.
    pub global_base: u64,
    /// Which code generator compiles the kernel.
    pub tier: KernelTier,
}

impl Default for KernelOptions {
    fn default() -> Self {
        KernelOptions {
            checked: true,
            threads: None,
            limits: Limits::default(),
            budget: true,
            global_base: GLOBAL_START,
            tier: KernelTier::Cranelift,
        }
    }
}

/// The code generator of a kernel. Both compile to the same kernel ABI
/// (`ptxjit_lower::clif::kernel`'s `Ctx`, `Th` and entry signature), run
/// by the same block runner on the same memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum KernelTier {
    /// Cranelift (the host backend): every kernel, fast to compile.
    #[default]
    Cranelift,
    /// LLVM (`--backend llvm`, the `llvm` feature), optimised at `O3`:
    /// every kernel, slower to compile; faster where threads run alone,
    /// slower where they stop often.
    Llvm,
}

/// The shape of a launch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelLaunch {
    /// Blocks in the grid, x y z.
    pub grid: [u32; 3],
    /// Threads in a block, x y z.
    pub block: [u32; 3],
    /// Bytes of `extern .shared` memory.
    pub dynamic_shared: u64,
}

/// A kernel argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostArg<'a> {
    /// A scalar's bit pattern.
    Scalar(u64),
    /// A global buffer: its initial bytes (its generic address is passed).
    Buffer(Vec<u8>),
    /// A global buffer given by reference (no copy is made before the
    /// launch): the same as [`HostArg::Buffer`] of these bytes.
    Slice(&'a [u8]),
    /// The same buffer as argument `k` (which must be a buffer): its address
    /// is passed again, and its result is that buffer's final contents.
    Ref(usize),
}

impl HostArg<'_> {
    /// The initial bytes of a buffer argument; `None` for a scalar.
    fn bytes(&self) -> Option<&[u8]> {
        match self {
            HostArg::Scalar(_) | HostArg::Ref(_) => None,
            HostArg::Buffer(d) => Some(d),
            HostArg::Slice(d) => Some(d),
        }
    }
}

/// The allocations a fault message may name: a list made for the launch,
/// and the device's allocations, listed only when a fault needs them.
struct Names<'a> {
    fixed: Vec<Named>,
    device: Option<&'a DeviceMemory>,
}

impl Names<'_> {
    /// Every allocation, sorted by address.
    fn all(&self) -> Vec<Named> {
        let mut v: Vec<Named> = self
            .fixed
            .iter()
            .map(|n| Named {
                base: n.base,
                size: n.size,
                name: n.name.clone(),
            })
            .collect();
        if let Some(mem) = self.device {
            v.extend(mem.allocations().map(|a| Named {
                base: a.addr,
                size: a.size,
                name: a.name.clone(),
            }));
        }
        v.sort_by_key(|n| n.base);
        v
    }
}

/// An allocation in generic addresses, for fault messages.
struct Named {
    base: u64,
    size: u64,
    name: String,
}

/// Timed launches of a kernel with a vector form, alternately one by one
/// and in lanes (after a first, untimed, in lanes), before the faster is
/// kept.
pub const LANES_TRIAL: u32 = 4;

/// Whether a kernel's launches try its vector form (the LLVM tier's SIMD
/// across threads). The vector form is not always the faster code: 64-bit
/// arithmetic has 4 lanes per AVX2 register and no rotate, and lanes that
/// may go apart cost masks. So after a first successful launch in lanes
/// (untimed: it pays for cold caches and page faults), the next
/// [`LANES_TRIAL`] alternate one by one and lanes, each timed per thread,
/// and later launches run the faster; `PTXJIT_SIMT=1` tries lanes always.
#[derive(Debug)]
enum Lanes {
    Trial {
        launches: u32,
        /// Best nanoseconds per thread with lanes, and one by one.
        on: f64,
        off: f64,
    },
    /// Decided after the trial (with its figures), or forced (`None`).
    Kept(bool, Option<(f64, f64)>),
}

impl Lanes {
    fn new() -> Lanes {
        match std::env::var("PTXJIT_SIMT").as_deref() {
            Ok("1") => Lanes::Kept(true, None),
            _ => Lanes::Trial {
                launches: 0,
                on: f64::INFINITY,
                off: f64::INFINITY,
            },
        }
    }

    /// Whether the next launch tries lanes.
    fn on(&self) -> bool {
        match *self {
            Lanes::Trial { launches, .. } => launches.is_multiple_of(2),
            Lanes::Kept(on, _) => on,
        }
    }

    /// Records a successful launch of `threads` threads that took `ns`
    /// with lanes `on` or not.
    fn record(&mut self, on: bool, ns: f64, threads: u64) {
        if let Lanes::Trial {
            launches,
            on: best_on,
            off: best_off,
        } = self
        {
            if on != launches.is_multiple_of(2) || threads == 0 {
                return;
            }
            if *launches == 0 {
                *launches = 1;
                return;
            }
            let per = ns / threads as f64;
            if on {
                *best_on = best_on.min(per);
            } else {
                *best_off = best_off.min(per);
            }
            *launches += 1;
            if *launches > LANES_TRIAL {
                *self = Lanes::Kept(*best_on <= *best_off, Some((*best_on, *best_off)));
            }
        }
    }

    fn describe(&self) -> Option<String> {
        match *self {
            Lanes::Kept(on, Some((a, b))) => Some(format!(
                "vector lanes {} after {} timed launches ({:.1} ns per thread in lanes, {:.1} one by one)",
                if on { "kept" } else { "dropped" },
                LANES_TRIAL,
                a,
                b
            )),
            Lanes::Kept(_, None) => None,
            Lanes::Trial { launches, .. } => Some(format!(
                "vector lanes on trial ({} of {} launches timed)",
                launches.saturating_sub(1),
                LANES_TRIAL
            )),
        }
    }
}

/// A compiled kernel.
pub struct HostKernel {
    /// The machine code's owner (a Cranelift module or an LLVM engine).
    _code: Box<dyn Send + Sync>,
    /// Whether the code runs threads in vector lanes (the LLVM tier's
    /// SIMD across threads), else why not.
    simt: Result<(), String>,
    /// Threads that ran in vector lanes, over every launch so far.
    simt_threads: AtomicU64,
    /// Whether launches try the vector form: measured on the first ones.
    lanes: Mutex<Lanes>,
    entry: KernelFn,
    name: String,
    prog: Program,
    kernel: FuncId,
    layout: KernelLayout,
    sites: Vec<Span>,
    save_bytes: u32,
    /// The entry stops and resumes (it has `bar.sync` or warp instructions):
    /// its threads need register save areas and the block scheduler.
    yields: bool,
    /// The entry has warp instructions: its threads run warp by warp under
    /// the warp scheduler (a converged warp as one work-item loop over its
    /// lanes, otherwise lane by lane); without them a block runs as one
    /// work-item loop per barrier interval.
    warps: bool,
    /// Whether the entry has quiet epochs, where a warp's lockstep points
    /// need not stop it ([`ptxjit_lower::quiet::quiet_epochs`]), and if so
    /// whether the epoch from the start is one.
    quiet_start: Option<bool>,
    /// Per instruction of the entry: a `bar.sync` whose release starts a
    /// quiet epoch.
    quiet_at: Vec<bool>,
    /// Whether the epoch from the start, and per instruction of the entry
    /// whether the release of a `bar.sync`, starts with a lockstep point
    /// a warp released there together may pass
    /// ([`ptxjit_lower::quiet::first_points`]; bit 1 of [`Th::quiet`]).
    first_points: (bool, Vec<bool>),
    /// The entry counts its steps (it has loops or calls,
    /// [`ptxjit_lower::budget::needs_budget`]); otherwise each thread runs
    /// at most `body_len` instructions.
    budgeted: bool,
    body_len: i64,
    /// The entry has `bar.red`: a barrier's release computes its result
    /// (a plain `bar.sync` reads nothing back).
    bar_red: bool,
    /// The flag the runner gives the entry with a whole block
    /// ([`k::N_BLOCK`]: the entry runs the barrier rounds itself) or with
    /// a whole converged warp ([`k::N_CONVERGED`]), where the entry takes
    /// it; 0 where it does not.
    block_flag: u64,
    warp_flag: u64,
    /// The entry takes a whole block as warps ([`k::N_BLOCK_WARPS`]): the
    /// runner gives it the block at the start of each epoch.
    block_warps: bool,
    pool: Option<rayon::ThreadPool>,
    limits: Limits,
    /// The last launch's global arena storage, reused by the next launch
    /// (saves mapping and zeroing fresh pages for large buffers).
    spare: Mutex<Option<Spare>>,
}

// SAFETY: the generated code only touches the memory it is given per call.
unsafe impl Send for HostKernel {}
// SAFETY: as above; launches share nothing mutable.
unsafe impl Sync for HostKernel {}

struct SendCtx(Ctx);

/// The interrupt flag's address, shared by the block workers (they only
/// hand it to the generated code, which reads it).
struct SendPtr(*const u8);
// SAFETY: the flag is an atomic byte that outlives the launch.
unsafe impl Sync for SendPtr {}
// SAFETY: as above.
unsafe impl Send for SendPtr {}
// SAFETY: the pointers in the template point at arenas that outlive the
// parallel loop; race-free kernels access disjoint bytes.
unsafe impl Sync for SendCtx {}
// SAFETY: as above.
unsafe impl Send for SendCtx {}

impl HostKernel {
    /// Compiles `.entry` `name` of `prog` (and the functions it calls) in
    /// kernel mode.
    pub fn compile(
        prog: &Program,
        name: &str,
        opts: &KernelOptions,
    ) -> Result<HostKernel, JitError> {
        Self::build(prog, name, opts, None)
    }

    /// The Cranelift IR (`asm: false`) or machine code (`asm: true`) of
    /// kernel `name` as [`HostKernel::compile`] builds it: the `.entry`'s
    /// work-item loop and each `.func` it calls, in the listing format of
    /// [`crate::HostModule::clif_with_source`] /
    /// [`crate::HostModule::asm_with_source`] (`source`: the module's PTX
    /// text, for the line headers).
    pub fn listing(
        prog: &Program,
        name: &str,
        opts: &KernelOptions,
        asm: bool,
        source: Option<&str>,
    ) -> Result<String, JitError> {
        let mut fs = Vec::new();
        Self::build(prog, name, opts, Some(&mut fs))?;
        Ok(if asm {
            crate::asm_listing(&*make_isa()?, fs, source)
        } else {
            crate::clif_listing(&fs, source)
        })
    }

    fn build(
        prog: &Program,
        name: &str,
        opts: &KernelOptions,
        mut keep: Option<&mut Vec<(String, cranelift_codegen::ir::Function)>>,
    ) -> Result<HostKernel, JitError> {
        let (kid, kf) = prog
            .func(name)
            .ok_or_else(|| compile_err(format!("no kernel named '{}'", name)))?;
        if kf.kind != FuncKind::Entry {
            return Err(compile_err(format!(
                "'{}' is a .func, not a .entry kernel",
                name
            )));
        }
        // Threads stop (bar.sync, warp instructions) only in the entry's
        // work-item loop: the functions that stop are inlined into it.
        let inlined =
            ptxjit_frontend::ir::inline::inline_stopping_calls(prog, kid).map_err(compile_err)?;
        let prog = inlined.as_ref().unwrap_or(prog);
        let isa = make_isa()?;
        let t = clif::Target {
            budget: opts.budget,
            ..target_of(&isa)
        };
        let order = clif::reachable(prog, &[kid])?;
        let mut module = crate::jit_module(&isa)?;
        let jerr = |e: cranelift_module::ModuleError| compile_err(format!("cranelift: {}", e));
        let mut internal: Vec<(FuncId, ModFuncId)> = Vec::new();
        for &f in &order {
            if f != kid {
                let sig = clif::kernel_internal_signature(prog, f, t);
                let id = module
                    .declare_function(
                        &format!("ptx:{} (in kernel {})", prog.funcs[f as usize].name, name),
                        Linkage::Local,
                        &sig,
                    )
                    .map_err(jerr)?;
                internal.push((f, id));
            }
        }
        let entry_id = module
            .declare_function(
                &format!("ptx:kernel {}", name),
                Linkage::Local,
                &k::kernel_signature(t),
            )
            .map_err(jerr)?;
        let run_id = module
            .declare_function(
                "ptx:run_of (range cache)",
                Linkage::Local,
                &k::run_trampoline_signature(t),
            )
            .map_err(jerr)?;
        // The resolver trampoline (`preserve_all`: its callers keep their
        // registers across the cold path that calls it).
        let tramp_id = module
            .declare_function(
                "ptx:resolve (generic address)",
                Linkage::Local,
                &k::resolve_trampoline_signature(t),
            )
            .map_err(jerr)?;
        let names: Vec<(FuncId, u32)> = internal.iter().map(|(f, id)| (*f, id.as_u32())).collect();
        let callee_name = move |f: FuncId| {
            UserExternalName::new(0, names.iter().find(|x| x.0 == f).map_or(0, |x| x.1))
        };
        let layout = KernelLayout::at(prog, kid, opts.global_base);
        if opts.tier == KernelTier::Llvm {
            return Self::build_llvm(prog, kid, name, layout, opts);
        }
        let mut sites = Vec::new();
        let mut fctx = FunctionBuilderContext::new();
        let mut ctx = module.make_context();
        let mut save_bytes = 16;
        let mut todo: Vec<(FuncId, ModFuncId, EntryKind)> = internal
            .iter()
            .map(|&(f, id)| (f, id, EntryKind::KernelInternal))
            .collect();
        todo.push((kid, entry_id, EntryKind::Kernel));
        let mut perf: Vec<crate::perfmap::Code> = Vec::new();
        for (f, id, kind) in todo {
            let kopts = KernelOpts {
                layout: &layout,
                checked: opts.checked,
                site_base: sites.len() as u32,
                resolve_trampoline: Some(tramp_id.as_u32()),
                run_trampoline: Some(run_id.as_u32()),
            };
            let out = clif::lower_kernel_func(prog, f, kind, t, &callee_name, &mut fctx, &kopts)?;
            sites.extend(out.sites);
            if kind == EntryKind::Kernel {
                save_bytes = out.save_bytes;
            }
            if let Some(fs) = keep.as_deref_mut() {
                let title = match kind {
                    EntryKind::Kernel => format!("kernel {} (work-item loop)", name),
                    _ => format!("{} (called from the kernel)", prog.funcs[f as usize].name),
                };
                fs.push((title, out.func.clone()));
            }
            ctx.clear();
            ctx.func = out.func;
            module
                .define_function(id, &mut ctx)
                .map_err(|e| compile_err(format!("cranelift could not compile: {:?}", e)))?;
            if let (true, Some(c)) = (crate::perfmap::enabled(), ctx.compiled_code()) {
                perf.push(crate::perfmap::Code::of(id, Some(f), c));
            }
        }
        for (id, func) in [
            (tramp_id, k::resolve_trampoline(t)),
            (run_id, k::run_trampoline(t)),
        ] {
            ctx.clear();
            ctx.func = func;
            module
                .define_function(id, &mut ctx)
                .map_err(|e| compile_err(format!("cranelift could not compile: {:?}", e)))?;
        }
        module.finalize_definitions().map_err(jerr)?;
        crate::perfmap::record(&module, prog, &perf);
        let p = module.get_finalized_function(entry_id);
        // SAFETY: defined with kernel_signature: (ptr, ptr, i64) -> i8, C convention.
        let entry = unsafe { std::mem::transmute::<*const u8, KernelFn>(p) };
        let code: Box<dyn Send + Sync> = Box::new(Code(Some(module)));
        Self::assemble(
            prog,
            kid,
            name,
            layout,
            opts,
            (code, entry, sites, save_bytes),
        )
    }

    /// Kernel `kid` compiled by LLVM ([`KernelTier::Llvm`]).
    #[cfg(feature = "llvm")]
    fn build_llvm(
        prog: &Program,
        kid: FuncId,
        name: &str,
        layout: KernelLayout,
        opts: &KernelOptions,
    ) -> Result<HostKernel, JitError> {
        let k = crate::llvm::compile_kernel(prog, kid, &layout, opts.checked)?;
        let (entry, sites, save_bytes) = (k.entry, k.sites.clone(), k.save_bytes);
        let simt = k.simt.clone();
        let code: Box<dyn Send + Sync> = Box::new(k);
        let mut hk = Self::assemble(
            prog,
            kid,
            name,
            layout,
            opts,
            (code, entry, sites, save_bytes),
        )?;
        hk.simt = simt;
        Ok(hk)
    }

    /// Without the `llvm` feature there is no LLVM tier.
    #[cfg(not(feature = "llvm"))]
    fn build_llvm(
        _: &Program,
        _: FuncId,
        _: &str,
        _: KernelLayout,
        _: &KernelOptions,
    ) -> Result<HostKernel, JitError> {
        Err(compile_err(
            "the llvm kernel tier needs a build with the 'llvm' cargo feature (LLVM 19)",
        ))
    }

    /// The kernel around its compiled code: `code` (kept alive as long as
    /// the kernel), its entry, its access sites and the bytes a thread's
    /// register save area needs.
    fn assemble(
        prog: &Program,
        kid: FuncId,
        name: &str,
        layout: KernelLayout,
        opts: &KernelOptions,
        (code, entry, sites, save_bytes): (Box<dyn Send + Sync>, KernelFn, Vec<Span>, u32),
    ) -> Result<HostKernel, JitError> {
        let kf = &prog.funcs[kid as usize];
        let body = kf.body.as_deref().unwrap_or(&[]);
        let cranelift = opts.tier == KernelTier::Cranelift;
        let warps = body.iter().any(|i| i.op.info().warp);
        let quiet = ptxjit_lower::quiet::quiet_epochs(body);
        let yields = warps || body.iter().any(|i| matches!(i.op, Op::Barrier { .. }));
        let pool = match opts.threads {
            Some(n) if crate::threads::may_start_threads() => Some(
                rayon::ThreadPoolBuilder::new()
                    .num_threads(n.max(1))
                    .build()
                    .map_err(|e| compile_err(format!("thread pool: {}", e)))?,
            ),
            Some(_) | None => None,
        };
        Ok(HostKernel {
            _code: code,
            simt: Err("the Cranelift tier runs threads one by one".to_string()),
            simt_threads: AtomicU64::new(0),
            lanes: Mutex::new(Lanes::new()),
            entry,
            name: name.to_string(),
            prog: prog.clone(),
            kernel: kid,
            layout,
            sites,
            save_bytes,
            yields,
            warps,
            quiet_at: {
                let mut at = vec![false; body.len()];
                for &i in quiet.as_ref().map_or(&[][..], |q| &q.1[..]) {
                    at[i as usize] = true;
                }
                at
            },
            quiet_start: quiet.as_ref().map(|q| q.0),
            // (First points only matter where lockstep points are checked:
            // kernels with quiet epochs.)
            first_points: {
                let (start, sites) = ptxjit_lower::quiet::first_points(body);
                let mut at = vec![false; body.len()];
                for i in sites {
                    at[i as usize] = true;
                }
                (start && quiet.is_some(), at)
            },
            budgeted: ptxjit_lower::budget::needs_budget(body),
            body_len: body.len() as i64,
            bar_red: body
                .iter()
                .any(|i| matches!(i.op, Op::Barrier { red: Some(_) })),
            // Both tiers run the rounds of a block with plain barriers in
            // their code; those of warps are the Cranelift tier's (the
            // LLVM tier's entry runs each lane to its next stop and leaves
            // them to the runner).
            block_flag: if k::takes_n_block(body) {
                k::N_BLOCK
            } else {
                0
            },
            // (`takes_n_converged`: the same analysis as `quiet`.)
            warp_flag: if quiet.is_some() && cranelift {
                k::N_CONVERGED
            } else {
                0
            },
            block_warps: k::takes_n_block_warps(body) && cranelift,
            pool,
            limits: opts.limits,
            spare: Mutex::new(None),
        })
    }

    /// Whether the kernel's threads stop and resume (`bar.sync`,
    /// `bar.red`, warp instructions, lockstep points): the runner then
    /// saves and reloads their registers at every stop.
    pub fn stops(&self) -> bool {
        self.yields
    }

    /// SIMD across threads: `Ok` with the number of threads that ran in
    /// vector lanes over every launch so far (a chunk that bailed ran one
    /// by one and is not counted) when the code has a vector form, else
    /// why it has none.
    pub fn simt(&self) -> Result<u64, &str> {
        match &self.simt {
            Ok(()) => Ok(self.simt_threads.load(Ordering::Relaxed)),
            Err(why) => Err(why),
        }
    }

    /// Where the trial of the vector form stands (on trial, kept or
    /// dropped, with its figures), for code that has one; `None` when it
    /// has none or lanes are forced (`PTXJIT_SIMT=1`).
    pub fn lanes_trial(&self) -> Option<String> {
        self.simt.as_ref().ok()?;
        self.lanes.lock().ok()?.describe()
    }

    /// Sets the step limit and timeout of later launches.
    pub fn set_limits(&mut self, limits: Limits) {
        self.limits = limits;
    }

    /// Launches the kernel; returns the final contents of every buffer
    /// argument (`None` for scalars), in argument order.
    pub fn launch(
        &self,
        launch: &KernelLaunch,
        args: &[HostArg<'_>],
    ) -> Result<Vec<Option<Vec<u8>>>, JitError> {
        self.launch_vars(launch, args, &[], &[]).map(|r| r.0)
    }

    /// Where module variable `v` is: its space and state-space address
    /// (generic for `.global`), with its size.
    fn module_var(&self, v: VarId) -> Result<(Space, u64, u64), JitError> {
        let var = self
            .prog
            .vars
            .get(v as usize)
            .ok_or_else(|| self.err("no such variable"))?;
        match (var.owner, var.space, self.layout.addr(v)) {
            (None, s @ (Space::Global | Space::Const), Some(a)) => Ok((s, a, var.size)),
            _ => Err(self.err(format!(
                "'{}' is not a module-scope .global or .const variable",
                var.name
            ))),
        }
    }

    fn err(&self, message: impl Into<String>) -> JitError {
        ptxjit_frontend::Diagnostic::at(
            ptxjit_frontend::Phase::Run,
            self.prog.funcs[self.kernel as usize].span,
            message,
        )
    }

    /// [`HostKernel::launch`] that first gives module variables new
    /// initial bytes (`set`: each replaces the start of the variable's
    /// initializer) and returns, after the launch, the final bytes of the
    /// module variables in `read` as well. Both name module-scope `.global`
    /// or `.const` variables.
    #[allow(clippy::type_complexity)]
    pub fn launch_vars(
        &self,
        launch: &KernelLaunch,
        args: &[HostArg<'_>],
        set: &[(VarId, &[u8])],
        read: &[VarId],
    ) -> Result<(Vec<Option<Vec<u8>>>, Vec<Vec<u8>>), JitError> {
        for &(v, _) in set {
            self.module_var(v)?;
        }
        let inits = self.inits(set)?;
        let mut wanted = Vec::new();
        for &v in read {
            wanted.push(self.module_var(v)?);
        }
        self.check_shape(launch, args.len())?;
        let shared_dyn = launch.dynamic_shared;
        // Global buffers, allocated after the module variables like the
        // interpreter does.
        let mut next = self.layout.global_next;
        let mut bufs: Vec<Option<(u64, u64)>> = Vec::new();
        let mut named: Vec<Named> = Vec::new();
        for (i, a) in args.iter().enumerate() {
            match a.bytes() {
                Some(d) => {
                    let (at, n) = alloc_step(next, d.len() as u64, 16);
                    next = n;
                    bufs.push(Some((at, d.len() as u64)));
                    named.push(Named {
                        base: at,
                        size: d.len() as u64,
                        name: format!("buffer argument {}", i),
                    });
                }
                None => bufs.push(None),
            }
        }
        for (i, a) in args.iter().enumerate() {
            if let HostArg::Ref(k) = *a {
                match bufs.get(k).copied().flatten() {
                    Some(b) if k != i => bufs[i] = Some(b),
                    _ => {
                        return Err(self.err(format!(
                        "kernel argument {} refers to argument {}, which is not a buffer argument",
                        i, k
                    )))
                    }
                }
            }
        }
        named.extend(self.layout_names(shared_dyn, true));
        named.sort_by_key(|n| n.base);
        let arena = |space: Space, extra: &[(u64, u64, &[u8])], spare: Option<Spare>| {
            self.arena(space, shared_dyn, &inits, extra, spare)
        };
        let buf_list: Vec<(u64, u64, &[u8])> = args
            .iter()
            .zip(&bufs)
            .filter_map(|(a, b)| match (a.bytes(), b) {
                (Some(d), Some((at, len))) => Some((*at, *len, d)),
                _ => None,
            })
            .collect();
        let spare = self.spare.lock().ok().and_then(|mut s| s.take());
        let mut global = arena(Space::Global, &buf_list, spare);
        let mut cnst = arena(Space::Const, &[], None);
        let mut param = arena(Space::Param, &[], None);
        let shared = arena(Space::Shared, &[], None);
        let local = arena(Space::Local, &[], None);
        // Kernel parameters: scalars and buffer addresses.
        let words: Vec<[u8; 8]> = args
            .iter()
            .zip(&bufs)
            .map(|(a, b)| {
                match (a, b) {
                    (HostArg::Scalar(v), _) => *v,
                    (_, Some((at, _))) => *at,
                    _ => 0,
                }
                .to_le_bytes()
            })
            .collect();
        let words: Vec<&[u8]> = words.iter().map(|w| w.as_slice()).collect();
        self.fill_params(&mut param, &words);
        let mut printed = Vec::new();
        let ran = self.run_grid(
            launch,
            GlobalArena {
                base: global.ptr(),
                len: global.len,
                shadow: global.shadow.as_ptr(),
                runs: global.runs.as_ptr(),
                nruns: global.runs.len() as u64,
            },
            &mut cnst,
            &mut param,
            &shared,
            &local,
            &Names {
                fixed: named,
                device: None,
            },
            &mut printed,
        );
        if !printed.is_empty() {
            // As the device does: to standard output, in printing order.
            use std::io::Write;
            printf::order(&mut printed);
            let text: Vec<u8> = printed.into_iter().flat_map(|p| p.text).collect();
            let mut out = std::io::stdout().lock();
            let _ = out.write_all(&text).and_then(|()| out.flush());
        }
        let out = match ran {
            Err(e) => Err(e),
            Ok(()) => {
                let gb = global.bytes();
                let cb = cnst.bytes();
                let vars = wanted
                    .iter()
                    .map(|&(space, at, size)| {
                        let (bytes, off) = match space {
                            Space::Global => (gb, at - GLOBAL_START),
                            _ => (cb, at),
                        };
                        bytes[off as usize..(off + size) as usize].to_vec()
                    })
                    .collect();
                Ok((
                    bufs.iter()
                        .map(|b| {
                            b.map(|(at, len)| {
                                let off = (at - GLOBAL_START) as usize;
                                par_to_vec(&gb[off..off + len as usize])
                            })
                        })
                        .collect(),
                    vars,
                ))
            }
        };
        if global.len >= SPARE_MIN {
            if let Ok(mut s) = self.spare.lock() {
                *s = Some(global.into_spare());
            }
        }
        out
    }

    /// Initial bytes per layout allocation that `set` replaces (the start
    /// of variable `v`'s bytes becomes `bytes`; the rest keeps its
    /// initializer).
    fn inits(&self, set: &[(VarId, &[u8])]) -> Result<Vec<Option<Vec<u8>>>, JitError> {
        let mut inits: Vec<Option<Vec<u8>>> = vec![None; self.layout.allocs.len()];
        for &(v, bytes) in set {
            let var = self
                .prog
                .vars
                .get(v as usize)
                .ok_or_else(|| self.err("no such variable"))?;
            if bytes.len() as u64 > var.size {
                return Err(self.err(format!(
                    "{} bytes given for '{}', which has {}",
                    bytes.len(),
                    var.name,
                    var.size
                )));
            }
            let at = self.layout.addr(v);
            let Some(i) = self
                .layout
                .allocs
                .iter()
                .position(|a| a.space == var.space && Some(a.addr) == at)
            else {
                continue;
            };
            let mut init = self.layout.allocs[i].init.clone();
            if init.len() < bytes.len() {
                init.resize(bytes.len(), 0);
            }
            init[..bytes.len()].copy_from_slice(bytes);
            inits[i] = Some(init);
        }
        Ok(inits)
    }

    /// The arena of `space` for a launch with `shared_dyn` bytes of dynamic
    /// shared memory: the layout's allocations with their initial bytes
    /// (`inits` where given), then `extra` ones; `spare` is storage to reuse.
    fn arena(
        &self,
        space: Space,
        shared_dyn: u64,
        inits: &[Option<Vec<u8>>],
        extra: &[(u64, u64, &[u8])],
        spare: Option<Spare>,
    ) -> Arena {
        let mut list: Vec<(u64, u64, &[u8])> = self
            .layout
            .allocs
            .iter()
            .zip(inits)
            .filter(|(a, _)| a.space == space)
            .map(|(a, i)| {
                let size = if a.dynamic { shared_dyn } else { a.size };
                (a.addr, size, i.as_deref().unwrap_or(&a.init))
            })
            .collect();
        list.extend_from_slice(extra);
        let origin = if space == Space::Global {
            GLOBAL_START
        } else {
            0
        };
        Arena::new(origin, &list, spare)
    }

    /// Writes each kernel parameter's bytes (at most its size) into the
    /// `.param` arena.
    fn fill_params(&self, param: &mut Arena, params: &[&[u8]]) {
        let f = &self.prog.funcs[self.kernel as usize];
        let pb = as_bytes_mut(&mut param.data);
        for (p, bytes) in f.params.iter().zip(params) {
            if let ParamSlot::Var(var) = p.slot {
                if let Some(at) = self.layout.addr(var) {
                    let n = (p.size as usize).min(bytes.len());
                    pb[at as usize..at as usize + n].copy_from_slice(&bytes[..n]);
                }
            }
        }
    }

    /// The layout's allocations as fault messages name them (`.global`
    /// ones only when `global`).
    fn layout_names(&self, shared_dyn: u64, global: bool) -> Vec<Named> {
        self.layout
            .allocs
            .iter()
            .filter(|a| global || a.space != Space::Global)
            .map(|a| Named {
                base: window(a.space) + a.addr,
                size: if a.dynamic { shared_dyn } else { a.size },
                name: a.name.clone(),
            })
            .collect()
    }

    /// Checks a launch: one argument per parameter (`args` of them), every
    /// dimension at least 1, at most 1024 threads per block, grid y and z
    /// at most 65535.
    fn check_shape(&self, launch: &KernelLaunch, args: usize) -> Result<(), JitError> {
        let f = &self.prog.funcs[self.kernel as usize];
        if args != f.params.len() {
            return Err(self.err(format!(
                "kernel '{}' takes {} parameter(s), {} given",
                f.name,
                f.params.len(),
                args
            )));
        }
        let threads: u64 = launch.block.iter().map(|&x| u64::from(x)).product();
        let blocks: u64 = launch.grid.iter().map(|&x| u64::from(x)).product();
        if threads == 0 || blocks == 0 {
            return Err(self.err("grid and block dimensions must all be at least 1"));
        }
        if threads > 1024 || launch.block[2] > 64 {
            return Err(self.err(format!(
                "block of {} threads is too large (at most 1024 threads, z at most 64)",
                threads
            )));
        }
        if launch.grid[1] > 65535 || launch.grid[2] > 65535 {
            return Err(self.err("grid y and z dimensions must be at most 65535"));
        }
        if launch.dynamic_shared > 1 << 30 {
            return Err(self.err("dynamic shared memory larger than 1 GiB"));
        }
        Ok(())
    }

    /// Runs every block of the grid on the arenas given (blocks in
    /// parallel; the first fault in block order is the error).
    #[allow(clippy::too_many_arguments)]
    fn run_grid(
        &self,
        launch: &KernelLaunch,
        global: GlobalArena,
        cnst: &mut Arena,
        param: &mut Arena,
        shared: &Arena,
        local: &Arena,
        named: &Names,
        printed: &mut Vec<Printed>,
    ) -> Result<(), JitError> {
        let sink = Sink::default();
        let r = self.run_grid_into(launch, global, cnst, param, shared, local, named, &sink);
        printed.append(&mut sink.printed.into_inner().unwrap_or_else(|p| p.into_inner()));
        r
    }

    #[allow(clippy::too_many_arguments)]
    fn run_grid_into(
        &self,
        launch: &KernelLaunch,
        global: GlobalArena,
        cnst: &mut Arena,
        param: &mut Arena,
        shared: &Arena,
        local: &Arena,
        named: &Names,
        sink: &Sink,
    ) -> Result<(), JitError> {
        let threads: u64 = launch.block.iter().map(|&x| u64::from(x)).product();
        let blocks: u64 = launch.grid.iter().map(|&x| u64::from(x)).product();
        let shared_dyn = launch.dynamic_shared;
        let nthreads = threads as usize;
        let lanes_on = self.simt.is_ok() && self.lanes.lock().is_ok_and(|l| l.on());
        let started = std::time::Instant::now();
        let template = SendCtx(Ctx {
            global: global.base,
            global_len: global.len,
            global_shadow: global.shadow,
            cnst: cnst.ptr(),
            const_len: cnst.len,
            const_shadow: cnst.shadow.as_ptr(),
            shared: std::ptr::null_mut(),
            shared_len: shared.len,
            shared_shadow: shared.shadow.as_ptr(),
            param: param.ptr(),
            param_len: param.len,
            param_shadow: param.shadow.as_ptr(),
            ntid: launch.block,
            ctaid: [0; 3],
            nctaid: launch.grid,
            nwarpid: nthreads.div_ceil(32) as u32,
            resolve,
            local_len: local.len,
            local_shadow: local.shadow.as_ptr(),
            dyn_smem: shared_dyn as u32,
            global_runs: global.runs,
            global_nruns: global.nruns,
            run_of,
            builtin,
            sink: std::ptr::from_ref(sink).cast(),
            // Non-null in the template: this launch tries the vector form
            // (each block points it at its worker's count).
            simt_count: if lanes_on {
                std::ptr::NonNull::dangling().as_ptr()
            } else {
                std::ptr::null_mut()
            },
        });
        if let Some(m) = self.limits.monitor {
            m.start(blocks);
        }
        let dog = Watchdog::start(&self.limits);
        let interrupt = SendPtr(dog.flag());
        let interrupt = &interrupt;
        // Every thread's steps together (Limits::max_launch_steps).
        let pool = AtomicI64::new(i64::try_from(self.limits.max_launch_steps).unwrap_or(i64::MAX));
        let pool = &pool;
        let first_fault = AtomicU64::new(u64::MAX);
        let errors: Mutex<Vec<(u64, JitError)>> = Mutex::new(Vec::new());
        let local_words = if local.len > ARENA_PAD {
            local.data.len()
        } else {
            0
        };
        let save_words = if self.yields {
            (self.save_bytes as usize).div_ceil(8)
        } else {
            0
        };
        let template = &template;
        let (shared_img, local_img) = (&shared.data, &local.data);
        let worker = || Worker {
            shared: shared_img.clone(),
            local: vec![0u64; local_words * nthreads],
            save: vec![0u64; save_words * nthreads],
            ths: Vec::with_capacity(nthreads),
            state: Vec::new(),
            quiet: Vec::new(),
            simt: 0,
        };
        let one_block = |w: &mut Worker, bi: u64| {
            if bi > first_fault.load(Ordering::Relaxed) {
                return;
            }
            if let Some(m) = self.limits.monitor.filter(|m| m.cancelled()) {
                first_fault.fetch_min(bi, Ordering::Relaxed);
                if let Ok(mut v) = errors.lock() {
                    v.push((bi, self.err(m.message())));
                }
                return;
            }
            w.simt = 0;
            let ran = self.run_block(
                w,
                template,
                launch,
                bi,
                shared_img,
                local_img,
                local_words,
                save_words,
                named,
                (interrupt.0, pool),
            );
            if w.simt > 0 {
                self.simt_threads.fetch_add(w.simt, Ordering::Relaxed);
            }
            match ran {
                Ok(()) => {
                    if let Some(m) = self.limits.monitor {
                        m.block_done();
                    }
                }
                Err(e) => {
                    first_fault.fetch_min(bi, Ordering::Relaxed);
                    if let Ok(mut v) = errors.lock() {
                        v.push((bi, e));
                    }
                }
            }
        };
        let blocks_loop = || (0..blocks).into_par_iter().for_each_init(worker, one_block);
        // Blocks run on the kernel's own pool when it has one, and one
        // after another on this thread where ptxjit may start no threads.
        match &self.pool {
            _ if !crate::threads::may_start_threads() => {
                let mut w = worker();
                for bi in 0..blocks {
                    one_block(&mut w, bi);
                }
            }
            Some(p) => p.install(blocks_loop),
            None => blocks_loop(),
        }
        let mut errs = errors.into_inner().unwrap_or_default();
        errs.sort_by_key(|e| e.0);
        match errs.into_iter().next() {
            Some((_, e)) => Err(e),
            None => {
                if self.simt.is_ok() {
                    let ns = started.elapsed().as_nanos() as f64;
                    if let Ok(mut l) = self.lanes.lock() {
                        l.record(lanes_on, ns, threads.saturating_mul(blocks));
                    }
                }
                Ok(())
            }
        }
    }

    /// Launches the kernel on device memory, in place: `params` are the raw
    /// bytes of each kernel parameter (pointers are generic addresses into
    /// `mem`), the module's `.global` variables are where
    /// [`KernelOptions::global_base`] put them (the caller allocated and
    /// initialized them there), and `consts` gives the current bytes of the
    /// module's `.const` variables (others keep their initializers).
    pub fn launch_on(
        &self,
        launch: &KernelLaunch,
        params: &[&[u8]],
        mem: &mut DeviceMemory,
        consts: &[(VarId, &[u8])],
        printed: &mut Vec<Printed>,
    ) -> Result<(), JitError> {
        self.check_shape(launch, params.len())?;
        let shared_dyn = launch.dynamic_shared;
        // The current bytes of the `.const` variables; nothing is global
        // (the device holds the module's `.global` variables).
        let inits = self.inits(consts)?;
        let arena = |space: Space| self.arena(space, shared_dyn, &inits, &[], None);
        let mut cnst = arena(Space::Const);
        let mut param = arena(Space::Param);
        let shared = arena(Space::Shared);
        let local = arena(Space::Local);
        self.fill_params(&mut param, params);
        // The device's allocations are listed only if a fault needs them.
        let fixed = self.layout_names(shared_dyn, false);
        let v = mem.view();
        self.run_grid(
            launch,
            GlobalArena {
                base: v.base,
                len: v.len,
                shadow: v.shadow,
                runs: v.runs,
                nruns: v.nruns,
            },
            &mut cnst,
            &mut param,
            &shared,
            &local,
            &Names {
                fixed,
                device: Some(&*mem),
            },
            printed,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// splitmix64, for deterministic pseudo-random layouts.
    fn next(s: &mut u64) -> u64 {
        *s = s.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = *s;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// The plain definition: zero bytes, initial images copied in order, a
    /// validity bit set per byte inside each allocation.
    fn naive(origin: u64, allocs: &[(u64, u64, &[u8])]) -> (Vec<u8>, Vec<u8>, u64) {
        let end = allocs
            .iter()
            .map(|a| a.0 + a.1)
            .max()
            .unwrap_or(origin)
            .max(origin);
        let len = end - origin + ARENA_PAD;
        let mut data = vec![0u8; len.div_ceil(8) as usize * 8];
        let mut shadow = vec![0u8; len.div_ceil(8) as usize + 8];
        for &(at, size, init) in allocs {
            let off = (at - origin) as usize;
            for (i, &b) in init.iter().take(size as usize).enumerate() {
                data[off + i] = b;
            }
            for o in off..off + size as usize {
                shadow[o / 8] |= 1 << (o % 8);
            }
        }
        (data, shadow, len)
    }

    #[test]
    fn reused_arena_equals_fresh_definition() {
        let mut seed = 7u64;
        let mut spare: Option<Spare> = None;
        for round in 0..60 {
            // Allocations at increasing, possibly unaligned offsets; some
            // larger than their image, some large enough to copy in chunks.
            let count = (next(&mut seed) % 5) as usize;
            let mut at = 0x100 + next(&mut seed) % 40;
            let mut images: Vec<(u64, u64, Vec<u8>)> = Vec::new();
            for _ in 0..count {
                let big = next(&mut seed).is_multiple_of(7);
                let size = if big {
                    (4 * COPY_CHUNK) as u64 + next(&mut seed) % 5000
                } else {
                    next(&mut seed) % 70
                };
                let init_len = (size - next(&mut seed) % (size + 1)) as usize;
                let img: Vec<u8> = (0..init_len).map(|_| next(&mut seed) as u8 | 1).collect();
                images.push((at, size, img));
                at += size + next(&mut seed) % 33;
            }
            let allocs: Vec<(u64, u64, &[u8])> = images
                .iter()
                .map(|(a, s, i)| (*a, *s, i.as_slice()))
                .collect();
            let origin = 0x100;
            let (want_data, want_shadow, want_len) = naive(origin, &allocs);
            // Dirty the spare storage so stale bytes would show.
            if let Some(sp) = spare.as_mut() {
                sp.data.iter_mut().for_each(|w| *w = u64::MAX);
                sp.shadow.iter_mut().for_each(|b| *b = 0xa5);
            }
            let a = Arena::new(origin, &allocs, spare.take());
            assert_eq!(a.len, want_len, "round {}", round);
            assert!(a.bytes() == want_data.as_slice(), "data, round {}", round);
            assert!(a.shadow == want_shadow, "shadow, round {}", round);
            spare = Some(a.into_spare());
        }
    }

    #[test]
    fn parallel_copies_match_plain_ones() {
        let mut seed = 11u64;
        let src: Vec<u8> = (0..(4 * COPY_CHUNK + 12345))
            .map(|_| next(&mut seed) as u8)
            .collect();
        assert_eq!(par_to_vec(&src), src);
        assert_eq!(par_to_vec(&src[..100]), src[..100].to_vec());
        let mut dst = vec![0xffu8; src.len()];
        par_copy(&mut dst, &src);
        assert_eq!(dst, src);
        par_zero(&mut dst);
        assert!(dst.iter().all(|&b| b == 0));
    }
}
