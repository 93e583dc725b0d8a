//! ptxjit: run PTX integer and video code on the host, bit-exact with NVIDIA
//! GPUs.
//!
//! # Calling a `.func`
//!
//! A [`Module`] is PTX text, parsed and checked. Call a `.func` with one
//! `u64` per parameter; it returns one `u64` per return value:
//!
//! ```
//! let m = ptxjit::Module::from_ptx(
//!     ".version 7.8\n.target sm_80\n.address_size 64\n\
//!      .func (.reg .b32 d, .reg .b32 c) f(.reg .b32 a, .reg .b32 b)\n\
//!      { add.cc.u32 d, a, b; addc.u32 c, 0, 0; ret; }",
//! )?;
//! let out = m.call(ptxjit::Backend::Host, "f", &[0xffff_ffff, 2])?;
//! assert_eq!(out, vec![1, 1]); // sum 1, carry 1
//! # Ok::<(), ptxjit::Error>(())
//! ```
//!
//! The first call on a JIT backend compiles the function; the module keeps
//! the code. [`Module::prepare`] hands you the compiled function as a
//! [`Prepared`], which owns it (keep it in a struct next to the module) and
//! runs many calls in one native loop ([`Prepared::run_flat_rows`]).
//!
//! # Values
//!
//! Values cross the API as `u64` bit patterns of their PTX type
//! ([`IntType`]): an argument must fit its parameter's width read as
//! signed or unsigned (`-1i64 as u64` and `0xffff` both fit `.s16`;
//! `0x1_0000` is an error), and results come back zero-extended (a `.s16`
//! result of -1 is `0xffff`; [`IntType::to_i64`] reads it signed).
//! [`Module::signature`] gives a function's types, [`Module::callables`]
//! every function with its parameters.
//!
//! # Kernels
//!
//! A `.entry` kernel is launched over a grid with [`KernelArg`]s: scalars,
//! and buffers made from slices of plain integers ([`KernelArg::buffer`]);
//! the launch returns the final bytes of every buffer ([`from_bytes`]
//! reads them back as integers). [`Module::prepare_kernel`] compiles once
//! for many launches; [`Module::launch_vars`] also sets and reads module
//! variables. Every memory access is checked: a fault is an
//! [`Error::Exec`] naming the thread and the PTX line.
//!
//! ```
//! use ptxjit::{Backend, KernelArg, Launch, Module};
//! let m = Module::from_ptx(
//!     ".version 7.8\n.target sm_80\n.address_size 64\n\
//!      .entry iota(.param .u64 out) {\n\
//!        .reg .b32 %r<2>; .reg .b64 %rd<3>;\n\
//!        ld.param.u64 %rd1, [out]; mov.u32 %r1, %tid.x;\n\
//!        mul.wide.u32 %rd2, %r1, 4; add.u64 %rd1, %rd1, %rd2;\n\
//!        st.global.u32 [%rd1], %r1; ret; }",
//! )?;
//! let launch = Launch { grid: [1, 1, 1], block: [8, 1, 1], dynamic_shared: 0 };
//! let out = m.launch(Backend::Host, "iota", &launch, &[KernelArg::zeros::<u32>(8)])?;
//! let v: Vec<u32> = ptxjit::from_bytes(out[0].as_deref().unwrap());
//! assert_eq!(v, (0..8).collect::<Vec<u32>>());
//! // One element too few: thread 7 writes past the buffer.
//! let err = m.launch(Backend::Host, "iota", &launch, &[KernelArg::zeros::<u32>(7)]);
//! assert!(matches!(err, Err(ptxjit::Error::Exec(_))));
//! # Ok::<(), ptxjit::Error>(())
//! ```
//!
//! # Backends
//!
//! [`Backend::Host`] (Cranelift JIT to native code), [`Backend::Interp`]
//! (the reference interpreter, the oracle the others are tested against),
//! [`Backend::Llvm`] (LLVM JIT on the host, cargo feature `llvm`, `.func`s
//! only) and [`Backend::Gpu`] (LLVM's NVPTX backend and the CUDA driver,
//! features `llvm` and `cuda`). Kernels (`.entry`) launch on `host`,
//! `interp` and `gpu`. A backend this build or machine lacks reports
//! [`Error::Unavailable`] ([`Backend::available`] asks first).
//!
//! # Limits
//!
//! Nothing a PTX file says can hang or fill the machine: every call and
//! launch runs under [`Limits`] (instructions per thread or call, an
//! optional timeout, a memory limit), set with [`Module::set_limits`].
//!
//! # Errors
//!
//! One [`Error`] type: [`Error::Source`] (the PTX breaks a rule),
//! [`Error::Compile`], [`Error::Exec`] (a fault or a limit while running),
//! [`Error::Unavailable`], [`Error::Usage`] (wrong name, wrong argument
//! count, a value that does not fit). [`Error::render`] prints
//! `FILE:LINE:COL: error: MESSAGE` with the source line and a caret.
//!
//! # Cargo features
//!
//! `cli` (the `ptxjit` binary: clap, serde_json), `llvm` (LLVM 19) and
//! `cuda` (the GPU runtime, the driver loaded at run time); all on by
//! default. A library-only build without LLVM:
//! `ptxjit = { version = "0.1", default-features = false }`.
//!
//! # Examples
//!
//! `examples/embed_call.rs` (call, signature, a struct holding a module and
//! its compiled function), `examples/batched_rows.rs` (a million calls in
//! one native loop), `examples/launch_kernel.rs` (buffers, repeated
//! launches, a fault), `examples/compare_gpu.rs` (host against a GPU, or
//! the interpreter without one): `cargo run --release --example NAME`.

#![warn(missing_docs, missing_debug_implementations)]

use std::fmt;
use std::sync::{Arc, Mutex};

pub mod device;
mod engine;
pub mod inputs;
mod inspect;
mod limits;
mod types;

pub use device::{Arg, Device, DeviceBuffer, DeviceKernel, DeviceModule, FaultKind, KernelParam};
pub use engine::{InPlace, Prepared, PreparedKernel};
/// A byte count as the limit messages write it (`512 KiB`, `4 GiB`).
pub use limits::bytes as bytes_text;
pub use ptxjit_frontend::diag::{Diagnostic, Diagnostics, Phase, Span, MAX_ERRORS};
pub use ptxjit_jit::threads::{caller_thread_only, may_start_threads};
pub use ptxjit_runtime::inspect::TraceSel;
pub use ptxjit_runtime::monitor::Monitor;
pub use ptxjit_runtime::sanitize::Sanitize;
pub use ptxjit_runtime::Launch;
pub use types::{
    from_bytes, to_bytes, Callable, Element, IntType, Kind, Param, Signature, Variable,
};

use ptxjit_frontend::{ast, ir};

/// Where a callable runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Backend {
    /// Cranelift JIT to native host code.
    Host,
    /// The reference interpreter.
    Interp,
    /// LLVM JIT on the host (cargo feature `llvm`).
    Llvm,
    /// An NVIDIA GPU through LLVM's NVPTX backend and the CUDA driver
    /// (cargo feature `cuda`; `.func`s also need `llvm` or [`Module::set_gpu_ptx`]).
    Gpu,
    /// Tiered compilation on the host (cargo feature `llvm`): Cranelift's
    /// code first (fast to compile), LLVM's (faster to run) once a kernel or
    /// function has run for ten times its Cranelift compile time, compiled
    /// on a background thread and switched to between two launches or
    /// batches ([`ptxjit_jit::tier`]; `PTXJIT_TIER_UP_MS` sets the
    /// threshold). Both tiers compute the same bits.
    Tiered,
}

impl Backend {
    /// Every backend, in the order the CLI lists them.
    pub const ALL: [Backend; 5] = [
        Backend::Host,
        Backend::Interp,
        Backend::Llvm,
        Backend::Gpu,
        Backend::Tiered,
    ];

    /// Parses `host`, `interp`, `llvm`, `gpu`, `tiered`.
    pub fn from_name(s: &str) -> Option<Backend> {
        Backend::ALL.into_iter().find(|b| b.name() == s)
    }

    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Backend::Host => "host",
            Backend::Interp => "interp",
            Backend::Llvm => "llvm",
            Backend::Gpu => "gpu",
            Backend::Tiered => "tiered",
        }
    }

    /// Whether this build (and, for the GPU, this machine) can run it;
    /// the error says what is missing.
    ///
    /// ```
    /// use ptxjit::Backend;
    /// assert!(Backend::Host.available().is_ok() && Backend::Interp.available().is_ok());
    /// if let Err(why) = Backend::Gpu.available() {
    ///     assert!(matches!(why, ptxjit::Error::Unavailable(_)));
    /// }
    /// assert_eq!(Backend::from_name("llvm").map(Backend::name), Some("llvm"));
    /// ```
    pub fn available(self) -> Result<(), Error> {
        match self {
            Backend::Interp | Backend::Host => Ok(()),
            Backend::Llvm => engine::llvm_available(),
            Backend::Tiered => engine::llvm_available().map_err(|_| {
                Error::Unavailable(
                    "backend 'tiered' compiles hot code with LLVM: it needs a build with the 'llvm' cargo feature (LLVM 19)".into(),
                )
            }),
            Backend::Gpu => engine::gpu_available(),
        }
    }
}

/// Where the two tiers of a kernel or `.func` stand on
/// [`Backend::Tiered`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tier {
    /// Cranelift's code runs; LLVM's is not asked for yet.
    Cranelift,
    /// Cranelift's code runs while LLVM compiles in the background.
    Compiling,
    /// LLVM's code runs; it was ready this long after it was asked for.
    Llvm(std::time::Duration),
    /// LLVM could not compile it (the message); Cranelift's code runs.
    Failed(String),
    /// Cranelift's code is kept, for the reason given (LLVM's would run
    /// slower).
    Kept(String),
}

impl Tier {
    pub(crate) fn of(s: ptxjit_jit::TierState) -> Tier {
        match s {
            ptxjit_jit::TierState::First => Tier::Cranelift,
            ptxjit_jit::TierState::Compiling => Tier::Compiling,
            ptxjit_jit::TierState::Second(took) => Tier::Llvm(took),
            ptxjit_jit::TierState::Failed(why) => Tier::Failed(why),
            ptxjit_jit::TierState::Kept(why) => Tier::Kept(why),
        }
    }

    /// The backend whose code runs now: `host` (Cranelift) or `llvm`.
    pub fn running(&self) -> Backend {
        match self {
            Tier::Llvm(_) => Backend::Llvm,
            Tier::Cranelift | Tier::Compiling | Tier::Failed(_) | Tier::Kept(_) => Backend::Host,
        }
    }
}

/// Everything that can go wrong, typed.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The PTX does not parse or breaks ISA rules: every error found (up to
    /// [`MAX_ERRORS`]).
    #[error("{0}")]
    Source(Diagnostics),
    /// The backend cannot compile the PTX (an instruction or construct it
    /// does not support, recursion, a code-generation failure): a
    /// diagnostic of [`Phase::Lower`] or [`Phase::Compile`].
    #[error("{0}")]
    Compile(Diagnostic),
    /// Running failed (unsupported instruction, memory fault, a limit
    /// reached, ...): a diagnostic of [`Phase::Run`] at the PTX line.
    #[error("{0}")]
    Exec(Diagnostic),
    /// The requested backend is not available in this build or on this machine.
    #[error("{0}")]
    Unavailable(String),
    /// Bad request: unknown function, wrong number of arguments, a value
    /// that does not fit its parameter, ...
    #[error("{0}")]
    Usage(String),
}

impl Error {
    /// Renders the error for a terminal: `FILE:LINE:COL: error: MESSAGE` with
    /// the source line and a caret where the error has a position.
    pub fn render(&self, file: &str, source: &str) -> String {
        match self {
            Error::Source(all) => all.render(file, source),
            Error::Compile(d) | Error::Exec(d) => d.render(file, source),
            Error::Unavailable(m) | Error::Usage(m) => format!("{}: error: {}", file, m),
        }
    }

    /// The diagnostic with its position, for errors that have one (the
    /// first, for an [`Error::Source`] with several).
    pub fn diagnostic(&self) -> Option<&Diagnostic> {
        match self {
            Error::Source(all) => Some(all.first()),
            Error::Compile(d) | Error::Exec(d) => Some(d),
            Error::Unavailable(_) | Error::Usage(_) => None,
        }
    }

    /// Every diagnostic of the error: all the errors of an
    /// [`Error::Source`], the one of [`Error::Compile`] and
    /// [`Error::Exec`], none for the others.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        match self {
            Error::Source(all) => all.all(),
            Error::Compile(d) | Error::Exec(d) => std::slice::from_ref(d),
            Error::Unavailable(_) | Error::Usage(_) => &[],
        }
    }
}

/// What [`Module::call_with_memory`] gives back: the return values, and
/// each argument's buffer after the call (`None` for a scalar).
pub type MemoryCall = (Vec<u64>, Vec<Option<Vec<u8>>>);

/// A parsed and checked PTX module.
///
/// Compiled code is kept by the module: the first call or launch of a
/// function on a native backend compiles it, later ones reuse the code.
/// [`Prepared`] and [`PreparedKernel`] own what they need (they hold no
/// borrow of the module), so a struct can keep both.
pub struct Module {
    program: Arc<ir::Program>,
    source: Arc<str>,
    limits: Limits,
    /// Functions compiled for the native backends, by backend and name
    /// (cleared when the limits change).
    jit_cache: Mutex<std::collections::HashMap<(Backend, String), engine::Compiled>>,
    gpu_mode: GpuMode,
    gpu_ptx: Option<String>,
}

impl Module {
    /// Parses and checks PTX text. Rules broken are an [`Error::Source`]
    /// with every error found (up to [`MAX_ERRORS`]), each with its position.
    ///
    /// ```
    /// let bad = ".version 7.8\n.target sm_80\n.address_size 64\n\
    ///            .func f() { add.u33 %r1, 1, 2; ret; }";
    /// let e = ptxjit::Module::from_ptx(bad).unwrap_err();
    /// let text = e.render("bad.ptx", bad);
    /// assert!(text.starts_with("bad.ptx:4:16: error: '.u33' is not a type"), "{text}");
    /// assert!(text.ends_with("note: did you mean '.u32'?"), "{text}");
    ///
    /// // Every broken instruction is reported, not only the first.
    /// let two = ".version 7.8\n.target sm_80\n.address_size 64\n\
    ///            .func f() {\n add.u33 %r1, 1, 2;\n sub.u32 %r9, 1, 2;\n ret;\n}";
    /// let e = ptxjit::Module::from_ptx(two).unwrap_err();
    /// let all = e.diagnostics();
    /// assert_eq!(all.len(), 2);
    /// assert_eq!((all[0].span.line, all[1].span.line), (5, 6));
    /// assert!(all[1].message.contains("'%r9' is not declared"), "{}", all[1].message);
    /// ```
    pub fn from_ptx(source: &str) -> Result<Module, Error> {
        let (_, program) = ptxjit_frontend::parse_and_check(source).map_err(Error::Source)?;
        Ok(Module::of_program(
            Arc::new(program),
            source.into(),
            Limits::default(),
        ))
    }

    /// A module of an already checked program (nothing compiled yet).
    pub(crate) fn of_program(
        program: Arc<ir::Program>,
        source: Arc<str>,
        limits: Limits,
    ) -> Module {
        Module {
            program,
            source,
            limits,
            jit_cache: Default::default(),
            gpu_mode: GpuMode::Native,
            gpu_ptx: None,
        }
    }

    /// Sets how many instructions one thread (or one `.func` call) may
    /// execute before it is stopped with an error, on every backend but the
    /// GPU (default [`DEFAULT_MAX_STEPS`]), so a PTX loop that never ends
    /// cannot hang the caller. Same as setting [`Limits::max_steps`].
    pub fn set_step_limit(&mut self, steps: u64) {
        self.set_limits(Limits {
            max_steps: steps,
            ..self.limits
        });
    }

    /// Keeps `c`, compiled for `backend`, for later calls of `name`.
    pub(crate) fn remember(&self, backend: Backend, name: &str, c: engine::Compiled) {
        if let Ok(mut cache) = self.jit_cache.lock() {
            cache.insert((backend, name.to_string()), c);
        }
    }

    /// Where the tiers of kernel or function `name` stand on the tiered
    /// backend, once [`Module::prepare`] or [`Module::prepare_kernel`]
    /// (or a launch or call on [`Backend::Tiered`]) compiled it; `None`
    /// before.
    pub fn tier(&self, name: &str) -> Option<Tier> {
        self.tier_wait(name, std::time::Duration::ZERO)
    }

    /// On the tiered backend, starts the LLVM compile of kernel or
    /// function `name` now (in the background) if a preparation compiled
    /// it; false if none did.
    pub fn tier_up(&self, name: &str) -> bool {
        match self.cached(Backend::Tiered, name) {
            Some(engine::Compiled::Kernel(k)) => {
                k.tier_up();
                true
            }
            #[cfg(feature = "llvm")]
            Some(engine::Compiled::Tiered(t)) => {
                t.tier_up();
                true
            }
            #[cfg(feature = "llvm")]
            Some(engine::Compiled::Llvm(_)) => false,
            Some(engine::Compiled::Host(_)) | None => false,
        }
    }

    /// As [`Module::tier`], after waiting up to `timeout` for an LLVM
    /// compile in progress to finish.
    pub fn tier_wait(&self, name: &str, timeout: std::time::Duration) -> Option<Tier> {
        match self.cached(Backend::Tiered, name)? {
            engine::Compiled::Kernel(k) => Some(Tier::of(k.wait(timeout))),
            #[cfg(feature = "llvm")]
            engine::Compiled::Tiered(t) => Some(Tier::of(t.wait(timeout))),
            #[cfg(feature = "llvm")]
            engine::Compiled::Llvm(_) => None,
            engine::Compiled::Host(_) => None,
        }
    }

    /// SIMD across threads of kernel `name` as compiled for `backend` (the
    /// code running now, on the tiered backend), once a preparation or a
    /// launch compiled it: `Ok` with the number of threads that ran in
    /// vector lanes in its launches so far, or `Err` with why its code has
    /// no vector form (the Cranelift tier has none); `None` before, and
    /// for `.func`s.
    pub fn simt(&self, backend: Backend, name: &str) -> Option<Result<u64, String>> {
        match self.cached(backend, name)? {
            engine::Compiled::Kernel(k) => Some(k.current().0.simt().map_err(str::to_string)),
            #[cfg(feature = "llvm")]
            engine::Compiled::Tiered(_) | engine::Compiled::Llvm(_) => None,
            engine::Compiled::Host(_) => None,
        }
    }

    /// Where the trial of kernel `name`'s vector form stands on `backend`
    /// (its first launches alternate lanes and one by one, then the
    /// faster is kept): on trial, kept or dropped with its figures; `None`
    /// without a vector form, before a launch compiled it, or with lanes
    /// forced (`PTXJIT_SIMT=1`).
    pub fn simt_trial(&self, backend: Backend, name: &str) -> Option<String> {
        match self.cached(backend, name)? {
            engine::Compiled::Kernel(k) => k.current().0.lanes_trial(),
            #[cfg(feature = "llvm")]
            engine::Compiled::Tiered(_) | engine::Compiled::Llvm(_) => None,
            engine::Compiled::Host(_) => None,
        }
    }

    /// What the module compiled earlier for `name` on `backend`.
    pub(crate) fn cached(&self, backend: Backend, name: &str) -> Option<engine::Compiled> {
        self.jit_cache
            .lock()
            .ok()
            .and_then(|c| c.get(&(backend, name.to_string())).cloned())
    }

    /// Sets the step limit, timeout and memory limit of every later call
    /// and launch (preparations made before keep the limits they were made
    /// with).
    ///
    /// ```
    /// let mut m = ptxjit::Module::from_ptx(
    ///     ".version 7.8\n.target sm_80\n.address_size 64\n\
    ///      .func (.reg .b32 d) spin(.reg .b32 a) { L: add.u32 a, a, 1; bra L; }",
    /// )?;
    /// m.set_limits(ptxjit::Limits { max_steps: 1000, ..Default::default() });
    /// let e = m.call(ptxjit::Backend::Host, "spin", &[0]).unwrap_err();
    /// assert!(e.to_string().contains("stopped here after more than 1000 instructions"), "{e}");
    /// # Ok::<(), ptxjit::Error>(())
    /// ```
    pub fn set_limits(&mut self, limits: Limits) {
        self.limits = limits;
        // Compiled code carries the limits it was made with.
        if let Ok(mut cache) = self.jit_cache.lock() {
            cache.clear();
        }
    }

    /// The limits calls and launches run under.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// Every function with a body, in source order, with its parameters.
    ///
    /// ```
    /// let m = ptxjit::Module::from_ptx(
    ///     ".version 7.8\n.target sm_80\n.address_size 64\n\
    ///      .func (.reg .s16 d) neg(.reg .s16 a) { neg.s16 d, a; ret; }\n\
    ///      .entry k(.param .u64 p) { ret; }",
    /// )?;
    /// let c = m.callables();
    /// assert_eq!((c[0].kind, c[0].name.as_str()), (ptxjit::Kind::Func, "neg"));
    /// assert_eq!(c[0].params[0].ty, Some(ptxjit::IntType::S16));
    /// assert_eq!((c[1].kind, c[1].params[0].size), (ptxjit::Kind::Entry, 8));
    /// # Ok::<(), ptxjit::Error>(())
    /// ```
    pub fn callables(&self) -> Vec<Callable> {
        self.program
            .funcs
            .iter()
            .filter(|f| f.body.is_some())
            .map(Callable::of)
            .collect()
    }

    /// The function `name` (a `.func` or `.entry` with a body).
    ///
    /// ```
    /// let m = ptxjit::Module::from_ptx(
    ///     ".version 7.8\n.target sm_80\n.address_size 64\n\
    ///      .func (.reg .b64 d) wide(.reg .b32 a, .reg .b32 b) { mul.wide.u32 d, a, b; ret; }",
    /// )?;
    /// let c = m.callable("wide")?;
    /// assert_eq!((c.instructions, c.rets[0].size), (2, 8));
    /// assert!(c.callable_with_values());
    /// assert!(m.callable("narrow").is_err());
    /// # Ok::<(), ptxjit::Error>(())
    /// ```
    pub fn callable(&self, name: &str) -> Result<Callable, Error> {
        self.with_body(name).map(|(_, f)| Callable::of(f))
    }

    /// What checks but will not run: one diagnostic per instruction outside
    /// what ptxjit executes (floating point, textures, ...), at its
    /// position. A function reaching one stops with an error.
    ///
    /// ```
    /// let m = ptxjit::Module::from_ptx(
    ///     ".version 7.8\n.target sm_80\n.address_size 64\n\
    ///      .func (.reg .f32 d) twice(.reg .f32 a) { add.f32 d, a, a; ret; }",
    /// )?;
    /// let w = m.warnings();
    /// assert_eq!((w.len(), w[0].span.line), (1, 4));
    /// assert!(w[0].message.contains("'add.f32'"), "{}", w[0].message);
    /// # Ok::<(), ptxjit::Error>(())
    /// ```
    pub fn warnings(&self) -> Vec<Diagnostic> {
        let mut out = Vec::new();
        for f in &self.program.funcs {
            for i in f.body.iter().flatten() {
                // A call of a function of CUDA's device runtime that
                // ptxjit does not run (`malloc`, `free`).
                if let ir::Op::Call { func, .. } = &i.op {
                    let callee = &self.program.funcs[*func as usize];
                    if callee.body.is_none() && ir::Builtin::of(&callee.name).is_none() {
                        out.push(Diagnostic::at(
                            Phase::Check,
                            i.span,
                            format!(
                                "'{}' has no body here and is not one of the device-runtime functions ptxjit runs (vprintf, __assertfail): '{}' cannot run while it calls it",
                                callee.name, f.name
                            ),
                        ));
                    }
                }
                if let ir::Op::Unsupported { name } = &i.op {
                    out.push(Diagnostic::at(
                        Phase::Check,
                        i.span,
                        format!(
                            "'{}' is not supported yet: {} '{}' stops with an error if it reaches it",
                            name,
                            if f.kind == ast::FuncKind::Entry {
                                "kernel"
                            } else {
                                "function"
                            },
                            f.name
                        ),
                    ));
                }
            }
        }
        out
    }

    /// The value types of `.func` `name`, or an error saying why it cannot
    /// be called with integer values (a kernel, a `.b8` array parameter...).
    ///
    /// ```
    /// use ptxjit::IntType;
    /// let m = ptxjit::Module::from_ptx(
    ///     ".version 7.8\n.target sm_80\n.address_size 64\n\
    ///      .func (.reg .u64 d) z(.reg .s16 a) { cvt.u64.s16 d, a; ret; }\n\
    ///      .func (.reg .b32 d) s(.param .b8 p[8]) { ld.param.b32 d, [p]; ret; }",
    /// )?;
    /// let sig = m.signature("z")?;
    /// assert_eq!((sig.params, sig.rets), (vec![IntType::S16], vec![IntType::U64]));
    /// assert!(m.signature("s").is_err()); // a struct by value: not a value
    /// # Ok::<(), ptxjit::Error>(())
    /// ```
    pub fn signature(&self, name: &str) -> Result<Signature, Error> {
        let (_, f) = self.func(name)?;
        let ty = |p: &ir::Param| IntType::of(p.ty).unwrap_or(IntType::B64);
        Ok(Signature {
            params: f.params.iter().map(ty).collect(),
            rets: f.rets.iter().map(ty).collect(),
        })
    }

    /// The parameters of kernel or function `name` (names, integer types,
    /// sizes and alignments), as a launch or a call with memory takes them.
    pub fn params(&self, name: &str) -> Result<Vec<KernelParam>, Error> {
        let (_, f) = self.with_body(name)?;
        Ok(device::params_of(&self.program, f))
    }

    /// Looks up a function that has a body.
    pub(crate) fn with_body(&self, name: &str) -> Result<(ir::FuncId, &ir::Func), Error> {
        let (id, f) = self
            .program
            .func(name)
            .ok_or_else(|| Error::Usage(format!("no function named '{}' in the module", name)))?;
        if f.body.is_none() {
            return Err(Error::Usage(format!(
                "'{}' is declared but has no body",
                name
            )));
        }
        Ok((id, f))
    }

    /// Looks up a `.func` that can be called with integer values.
    pub(crate) fn func(&self, name: &str) -> Result<(ir::FuncId, &ir::Func), Error> {
        let (id, f) = self.with_body(name)?;
        if f.kind != ast::FuncKind::Func {
            return Err(Error::Usage(format!(
                "'{}' is a .entry kernel: launch it over a grid instead of calling it",
                name
            )));
        }
        let c = Callable::of(f);
        for (p, q) in f
            .params
            .iter()
            .chain(&f.rets)
            .zip(c.params.iter().chain(&c.rets))
        {
            if !q.is_value() {
                return Err(Error::Usage(format!(
                    "'{}': parameter '{}' of type .{} cannot be given as a value (16-, 32- and 64-bit integers only)",
                    name,
                    p.name,
                    p.ty.name()
                )));
            }
        }
        Ok((id, f))
    }

    /// Calls `.func` `name` once with `args` (one per parameter) on `backend`
    /// and returns its return values. Each value must fit its parameter's
    /// type ([`IntType::fits`]); results are zero-extended bit patterns.
    /// The first call of a function on a native backend compiles it; later
    /// calls reuse that code (as [`Module::prepare`] does).
    ///
    /// ```
    /// let m = ptxjit::Module::from_ptx(
    ///     ".version 7.8\n.target sm_80\n.address_size 64\n\
    ///      .func (.reg .s16 d) neg(.reg .s16 a) { neg.s16 d, a; ret; }",
    /// )?;
    /// let out = m.call(ptxjit::Backend::Host, "neg", &[5])?;
    /// assert_eq!(out, vec![0xfffb]); // -5 as a 16-bit pattern
    /// assert!(m.call(ptxjit::Backend::Host, "neg", &[0x1_0000]).is_err()); // too wide
    /// # Ok::<(), ptxjit::Error>(())
    /// ```
    pub fn call(&self, backend: Backend, name: &str, args: &[u64]) -> Result<Vec<u64>, Error> {
        self.prepare(backend, name)?.call(args)
    }

    /// Calls `.func` `name` once per input row.
    pub fn call_many(
        &self,
        backend: Backend,
        name: &str,
        rows: &[Vec<u64>],
    ) -> Result<Vec<Vec<u64>>, Error> {
        self.prepare(backend, name)?.run_rows(rows)
    }

    /// Prepares `.func` `name` for repeated calls on `backend` (for a JIT
    /// backend: compiles it once, and the module keeps the code for later
    /// preparations and calls; for the GPU: emits and loads the PTX).
    pub fn prepare(&self, backend: Backend, name: &str) -> Result<Prepared, Error> {
        backend.available()?;
        let (id, _) = self.func(name)?;
        engine::prepare(self, backend, name, id)
    }

    /// Prepares `.entry` `name` for launches on `backend` (on the host
    /// backend: compiles it once; the module keeps the code too).
    pub fn prepare_kernel(&self, backend: Backend, name: &str) -> Result<PreparedKernel, Error> {
        backend.available()?;
        let (id, f) = self
            .with_body(name)
            .map_err(|_| Error::Usage(format!("no kernel named '{}' in the module", name)))?;
        if f.kind != ast::FuncKind::Entry {
            return Err(Error::Usage(format!(
                "'{}' is a .func, not a kernel: call it instead of launching it",
                name
            )));
        }
        engine::prepare_kernel(self, backend, name, id)
    }

    /// Launches `.entry` `name` over a grid on `backend`. Returns the final
    /// contents of every buffer argument, in argument order (`None` for
    /// scalars). On the host backend the kernel is compiled by the first
    /// launch and kept for later ones (until the limits change); see
    /// [`Module::prepare_kernel`] to hold it yourself.
    pub fn launch(
        &self,
        backend: Backend,
        name: &str,
        launch: &Launch,
        args: &[KernelArg],
    ) -> Result<Vec<Option<Vec<u8>>>, Error> {
        self.prepare_kernel(backend, name)?.launch(launch, args)
    }

    /// Calls `.func` `name` once as one GPU thread would, with memory: its
    /// arguments are kernel arguments (`KernelArg::Buffer` for a pointer
    /// parameter, passed as the buffer's address; `KernelArg::Scalar` for a
    /// value), so a function that takes pointers, reads and writes global
    /// memory, uses a local array or special registers runs. Returns its
    /// return values (zero-extended bit patterns) and the buffers after the
    /// call, as [`Module::launch`] does.
    ///
    /// It runs through a generated one-thread wrapper kernel,
    /// `__ptxjit_call_NAME`, appended to the module's text: the kernel
    /// takes the function's parameters, calls it, and stores its return
    /// values. Parameters and return values are `.reg` or scalar `.param`
    /// ones (by-value structs are not taken yet); the module's
    /// `.address_size` must be 64.
    ///
    /// ```
    /// use ptxjit::{Backend, KernelArg, Module};
    /// let m = Module::from_ptx(
    ///     ".version 7.8\n.target sm_80\n.address_size 64\n\
    ///      .func (.reg .b32 s) sum2(.reg .b64 p)\n\
    ///      { .reg .b32 %r<3>; ld.global.u32 %r1, [p]; ld.global.u32 %r2, [p+4];\n\
    ///        add.u32 s, %r1, %r2; st.global.u32 [p], s; ret; }",
    /// )?;
    /// let (rets, bufs) = m.call_with_memory(
    ///     Backend::Host,
    ///     "sum2",
    ///     &[KernelArg::buffer(&[40u32, 2])],
    /// )?;
    /// assert_eq!(rets, vec![42]);
    /// assert_eq!(ptxjit::from_bytes::<u32>(bufs[0].as_deref().unwrap()), vec![42, 2]);
    /// # Ok::<(), ptxjit::Error>(())
    /// ```
    pub fn call_with_memory(
        &self,
        backend: Backend,
        name: &str,
        args: &[KernelArg],
    ) -> Result<MemoryCall, Error> {
        let (wrapper, entry) = self.call_wrapper(name)?;
        let mut m = Module::from_ptx(&wrapper)?;
        m.set_limits(self.limits);
        let nrets = self.with_body(name)?.1.rets.len();
        let mut kargs = vec![KernelArg::Buffer(vec![0; 8 * nrets.max(1)])];
        kargs.extend(args.iter().cloned());
        let one = Launch {
            grid: [1, 1, 1],
            block: [1, 1, 1],
            dynamic_shared: 0,
        };
        let mut out = m.launch(backend, &entry, &one, &kargs)?;
        let rets = out.remove(0).unwrap_or_default();
        let rets = rets
            .chunks(8)
            .take(nrets)
            .map(|c| u64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
            .collect();
        Ok((rets, out))
    }

    /// The PTX of [`Module::call_with_memory`]'s wrapper kernel for `.func`
    /// `name` (the module's text with the kernel appended) and the
    /// kernel's name.
    pub fn call_wrapper(&self, name: &str) -> Result<(String, String), Error> {
        let (_, f) = self.with_body(name)?;
        if f.kind != ast::FuncKind::Func {
            return Err(Error::Usage(format!(
                "'{}' is a .entry kernel: launch it with --kernel",
                name
            )));
        }
        if self.program.address_size != 64 {
            return Err(Error::Usage(format!(
                "'{}': calling a function with memory needs .address_size 64",
                name
            )));
        }
        let entry = format!("__ptxjit_call_{}", name);
        let mut params = vec![".param .u64 __ptxjit_out".to_string()];
        let mut body = vec![
            ".reg .b64 %__o;".to_string(),
            ".reg .b32 %__w;".to_string(),
            ".reg .pred %__q;".to_string(),
        ];
        let mut call_args = Vec::new();
        let scalar = |p: &ir::Param, what: &str| -> Result<ast::Type, Error> {
            let t = p.ty;
            let ok = t == ast::Type::Pred || (t.is_int() && matches!(t.bits(), 8 | 16 | 32 | 64));
            if ok && (p.space == ast::Space::Reg || u64::from(t.bits().max(8) / 8) == p.size) {
                Ok(t)
            } else {
                Err(Error::Usage(format!(
                    "'{}': {} '{}' ({} bytes) is not a .reg or scalar .param value: calling with memory takes those only (by-value structs are not supported yet)",
                    name, what, p.name, p.size
                )))
            }
        };
        // A register type for values of `t` (bytes travel in 16 bits).
        let reg_ty = |t: ast::Type| -> String {
            match t.bits() {
                8 => "b16".to_string(),
                _ => format!("b{}", t.bits()),
            }
        };
        for (k, p) in f.params.iter().enumerate() {
            let t = scalar(p, "parameter")?;
            if t == ast::Type::Pred {
                // A predicate argument is a .u32 kernel parameter, 0 or not.
                params.push(format!(".param .u32 __ptxjit_a{k}"));
                body.push(format!(".reg .pred %__p{k};"));
                body.push(format!("ld.param.u32 %__w, [__ptxjit_a{k}];"));
                body.push(format!("setp.ne.u32 %__p{k}, %__w, 0;"));
                call_args.push(format!("%__p{k}"));
                continue;
            }
            params.push(format!(".param .{} __ptxjit_a{k}", t.name()));
            let rt = reg_ty(t);
            body.push(format!(".reg .{rt} %__p{k};"));
            body.push(format!("ld.param.{} %__p{k}, [__ptxjit_a{k}];", t.name()));
            if p.space == ast::Space::Param {
                body.push(format!(".param .{} __ptxjit_c{k};", t.name()));
                body.push(format!("st.param.{} [__ptxjit_c{k}], %__p{k};", t.name()));
                call_args.push(format!("__ptxjit_c{k}"));
            } else {
                call_args.push(format!("%__p{k}"));
            }
        }
        let mut call_rets = Vec::new();
        let mut stores = vec!["ld.param.u64 %__o, [__ptxjit_out];".to_string()];
        for (k, p) in f.rets.iter().enumerate() {
            let t = scalar(p, "return value")?;
            let off = 8 * k;
            if t == ast::Type::Pred {
                body.push(format!(".reg .pred %__r{k};"));
                call_rets.push(format!("%__r{k}"));
                stores.push(format!("selp.u32 %__w, 1, 0, %__r{k};"));
                stores.push(format!("st.global.u32 [%__o+{off}], %__w;"));
                continue;
            }
            let rt = reg_ty(t);
            body.push(format!(".reg .{rt} %__r{k};"));
            if p.space == ast::Space::Param {
                body.push(format!(".param .{} __ptxjit_s{k};", t.name()));
                call_rets.push(format!("__ptxjit_s{k}"));
                stores.push(format!("ld.param.{} %__r{k}, [__ptxjit_s{k}];", t.name()));
            } else {
                call_rets.push(format!("%__r{k}"));
            }
            stores.push(format!("st.global.{} [%__o+{off}], %__r{k};", t.name()));
        }
        let call = match (call_rets.is_empty(), call_args.is_empty()) {
            (true, true) => format!("call {name};"),
            (true, false) => format!("call {name}, ({});", call_args.join(", ")),
            (false, true) => format!("call ({}), {name};", call_rets.join(", ")),
            (false, false) => format!(
                "call ({}), {name}, ({});",
                call_rets.join(", "),
                call_args.join(", ")
            ),
        };
        let mut text = String::from(&*self.source);
        text.push_str(&format!(
            "\n// Generated by ptxjit: calls '{name}' as one thread.\n.visible .entry {entry}({})\n{{\n",
            params.join(", ")
        ));
        for l in body.iter().chain([&call]).chain(&stores) {
            text.push_str("    ");
            text.push_str(l);
            text.push('\n');
        }
        text.push_str("    ret;\n}\n");
        Ok((text, entry))
    }

    /// [`Module::launch`] with module variables (what `cudaMemcpyToSymbol`
    /// and `cudaMemcpyFromSymbol` do around a launch): before it, each
    /// variable in `vars.set` gets those bytes at its start (the rest keeps
    /// its initializer); after it, the final bytes of each variable in
    /// `vars.read` are returned, in order, after the buffers. Variables are
    /// module-scope `.global` or `.const` ones, by name. Not on the `gpu`
    /// backend yet.
    ///
    /// ```
    /// use ptxjit::{Backend, Launch, Module, VarIo};
    /// let m = Module::from_ptx(
    ///     ".version 7.8\n.target sm_80\n.address_size 64\n\
    ///      .global .u32 table[2] = {1, 2};\n.global .u32 total;\n\
    ///      .entry sum() { .reg .b32 %r<4>;\n\
    ///        ld.global.u32 %r1, [table]; ld.global.u32 %r2, [table+4];\n\
    ///        add.u32 %r3, %r1, %r2; st.global.u32 [total], %r3; ret; }",
    /// )?;
    /// let vars = VarIo {
    ///     set: vec![("table".into(), ptxjit::to_bytes(&[40u32, 2]))],
    ///     read: vec!["total".into()],
    ///     ..Default::default()
    /// };
    /// let one = Launch { grid: [1, 1, 1], block: [1, 1, 1], dynamic_shared: 0 };
    /// let (_, read) = m.launch_vars(Backend::Host, "sum", &one, &[], &vars)?;
    /// assert_eq!(ptxjit::from_bytes::<u32>(&read[0]), vec![42]);
    /// # Ok::<(), ptxjit::Error>(())
    /// ```
    pub fn launch_vars(
        &self,
        backend: Backend,
        name: &str,
        launch: &Launch,
        args: &[KernelArg],
        vars: &VarIo,
    ) -> Result<Launched, Error> {
        self.prepare_kernel(backend, name)?
            .launch_vars(launch, args, vars)
    }

    /// The module-scope `.global` or `.const` variable `name`.
    ///
    /// ```
    /// let m = ptxjit::Module::from_ptx(
    ///     ".version 7.8\n.target sm_80\n.address_size 64\n.const .u16 lut[16];",
    /// )?;
    /// let v = m.variable("lut")?;
    /// assert_eq!((v.ty, v.size, v.constant), (Some(ptxjit::IntType::U16), 32, true));
    /// # Ok::<(), ptxjit::Error>(())
    /// ```
    pub fn variable(&self, name: &str) -> Result<Variable, Error> {
        let v = &self.program.vars[module_var(&self.program, name)? as usize];
        Ok(Variable {
            name: v.name.clone(),
            ty: IntType::of(v.ty),
            type_name: v.ty.name().to_string(),
            size: v.size,
            constant: v.space == ast::Space::Const,
        })
    }

    /// Every module-scope `.global` and `.const` variable, in declaration
    /// order.
    ///
    /// ```
    /// let m = ptxjit::Module::from_ptx(
    ///     ".version 7.8\n.target sm_80\n.address_size 64\n.global .u64 p;\n.const .u8 k[3];",
    /// )?;
    /// let names: Vec<String> = m.variables().into_iter().map(|v| v.name).collect();
    /// assert_eq!(names, vec!["p", "k"]);
    /// # Ok::<(), ptxjit::Error>(())
    /// ```
    pub fn variables(&self) -> Vec<Variable> {
        self.program
            .vars
            .iter()
            .filter(|v| {
                v.owner.is_none() && matches!(v.space, ast::Space::Global | ast::Space::Const)
            })
            .filter_map(|v| self.variable(&v.name).ok())
            .collect()
    }

    /// Sets the GPU mode used by the `gpu` backend and by [`Module::emit`]
    /// (default [`GpuMode::Native`]).
    pub fn set_gpu_mode(&mut self, mode: GpuMode) {
        self.gpu_mode = mode;
    }

    /// Makes the `gpu` backend load this PTX (emitted earlier by `emit --to
    /// ptx`, with its `<name>_rows` wrappers) instead of emitting it: how a
    /// build without LLVM runs `.func`s on a GPU.
    pub fn set_gpu_ptx(&mut self, ptx: Option<String>) {
        self.gpu_ptx = ptx;
    }

    /// The PTX source the module was made from.
    pub fn source(&self) -> &str {
        &self.source
    }

    /// Prints `names` (or every `.func`) as LLVM IR (`Emit::Llvm`), as PTX
    /// from LLVM's NVPTX backend for `sm_<sm>` (`Emit::Ptx`, with a `.entry`
    /// wrapper `<name>_rows` per function), as Cranelift IR or as host
    /// machine code (`.entry` kernels too, for these two).
    ///
    /// ```
    /// let m = ptxjit::Module::from_ptx(
    ///     ".version 7.8\n.target sm_80\n.address_size 64\n\
    ///      .func (.reg .b32 d) f(.reg .b32 a) { add.u32 d, a, 1; ret; }",
    /// )?;
    /// let clif = m.emit(ptxjit::Emit::Clif, &["f"], 80)?;
    /// assert!(clif.contains("iadd"), "{clif}");
    /// # Ok::<(), ptxjit::Error>(())
    /// ```
    pub fn emit(&self, what: Emit, names: &[&str], sm: u32) -> Result<String, Error> {
        engine::emit(self, what, names, sm)
    }
}

/// The module-scope `.global`/`.const` variable `name` of `prog`.
pub(crate) fn module_var(prog: &ir::Program, name: &str) -> Result<ir::VarId, Error> {
    prog.vars
        .iter()
        .position(|v| {
            v.name == name
                && v.owner.is_none()
                && matches!(v.space, ast::Space::Global | ast::Space::Const)
        })
        .map(|i| i as ir::VarId)
        .ok_or_else(|| {
            Error::Usage(format!(
                "no module-scope .global or .const variable named '{}'",
                name
            ))
        })
}

/// What [`Module::emit`] prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Emit {
    /// Cranelift IR.
    Clif,
    /// Host machine code from Cranelift.
    Asm,
    /// LLVM IR for NVPTX (in the module's GPU mode).
    Llvm,
    /// PTX from LLVM's NVPTX backend (in the module's GPU mode).
    Ptx,
}

/// GPU modes (see `../shared/spec/cli.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GpuMode {
    /// Instructions NVPTX cannot express exactly pass through as inline PTX:
    /// the GPU runs NVIDIA's own implementation (the hardware oracle).
    Native,
    /// ptxjit's own semantics compiled through LLVM IR.
    Lowered,
}

/// The default step limit ([`Limits::max_steps`]): 2^30 instructions per
/// thread or call, about a second of a tight loop in native code.
pub const DEFAULT_MAX_STEPS: u64 = ptxjit_jit::DEFAULT_MAX_STEPS;

/// The default launch-wide step limit ([`Limits::max_launch_steps`]):
/// 2^34 instructions, every thread of a launch together.
pub const DEFAULT_MAX_LAUNCH_STEPS: u64 = ptxjit_jit::DEFAULT_MAX_LAUNCH_STEPS;

/// The default memory limit ([`Limits::mem_limit`]): 4 GiB.
pub const DEFAULT_MEM_LIMIT: u64 = 4 << 30;

/// What a call or launch may use: nothing a user gives ptxjit can run
/// forever or fill the machine's memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The most PTX instructions one thread of a kernel, or one call of a
    /// `.func`, may execute (the interpreter counts every instruction; the
    /// native backends check at loop heads and function entries, so they
    /// stop within one loop iteration of it, and they charge an innermost
    /// loop bounded by a constant its worst case on entry). Not
    /// applied on the GPU.
    pub max_steps: u64,
    /// The most PTX instructions all threads of one kernel launch may
    /// execute together, so that no launch runs unbounded however many
    /// threads it has (a loop around a barrier, a huge grid). The
    /// interpreter counts every instruction; the host backend takes steps
    /// from a shared pool at each thread's refill (every 2^20 of its
    /// steps), at barriers and at block ends, so a launch stops within
    /// about one refill per running thread of it. Not applied on the GPU.
    pub max_launch_steps: u64,
    /// Wall-clock limit of one launch or one batch of calls (the
    /// interpreter looks every 65536 instructions, native code every 2^20
    /// instructions of a running thread). Not applied on the GPU.
    pub timeout: Option<std::time::Duration>,
    /// The sanitizers every launch runs under (`race`, `sync`, `init`; see
    /// [`Sanitize`]): a finding is the launch's error. A launch with any of
    /// them on runs on the interpreter, which makes the checks, whatever
    /// the backend.
    pub sanitize: Sanitize,
    /// Threads whose every instruction is printed on standard error with
    /// the registers it wrote (`--trace`), after each launch. Traced
    /// launches run on the interpreter.
    pub trace: Option<TraceSel>,
    /// After each launch, print on standard error how many times each PTX
    /// line ran (all threads together; `--coverage`). Such launches run on
    /// the interpreter.
    pub coverage: bool,
    /// A monitor that counts each launch's finished blocks (for a progress
    /// display) and whose [`Monitor::cancel`] stops the running launch
    /// with an error saying how far it got (Ctrl-C in the CLI).
    pub monitor: Option<&'static Monitor>,
    /// The most bytes a launch or call may allocate for the memory the PTX
    /// declares and the buffers it is given (module variables, buffers,
    /// shared memory per block, `.local` per thread), checked before
    /// anything is allocated.
    pub mem_limit: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_steps: DEFAULT_MAX_STEPS,
            max_launch_steps: DEFAULT_MAX_LAUNCH_STEPS,
            timeout: None,
            sanitize: Sanitize::default(),
            trace: None,
            coverage: false,
            monitor: None,
            mem_limit: DEFAULT_MEM_LIMIT,
        }
    }
}

impl Limits {
    /// Whether a launch under these limits runs on the interpreter whatever
    /// the backend: a sanitizer, a trace or coverage is on.
    pub fn needs_interpreter(&self) -> bool {
        self.sanitize.any() || self.trace.is_some() || self.coverage
    }

    /// The native backends' part of the limits.
    pub(crate) fn native(&self) -> ptxjit_jit::Limits {
        ptxjit_jit::Limits {
            max_steps: self.max_steps,
            timeout: self.timeout,
            max_launch_steps: self.max_launch_steps,
            monitor: self.monitor,
        }
    }
}

/// What [`Module::launch_vars`] returns: the final bytes of every buffer
/// argument (`None` for scalars), then those of the module variables read.
pub type Launched = (Vec<Option<Vec<u8>>>, Vec<Vec<u8>>);

/// Module variables given to and read back from a launch
/// ([`Module::launch_vars`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VarIo {
    /// `(name, bytes)`: before the launch, the variable's first bytes
    /// become `bytes` (at most its size; the rest keeps its initializer).
    pub set: Vec<(String, Vec<u8>)>,
    /// Variables whose bytes after the launch are returned, in this order.
    pub read: Vec<String>,
    /// `(name, k, offset)`: before the launch, the variable holds the
    /// device address of byte `offset` of buffer argument `k` (what
    /// `cudaMemcpyToSymbol` of a pointer does). Not on the `gpu` backend
    /// yet.
    pub addr_of: Vec<(String, usize, u64)>,
}

/// An argument of a kernel launch.
///
/// ```
/// use ptxjit::KernelArg;
/// let args = [KernelArg::buffer(&[1u32, 2, 3]), KernelArg::Scalar(3)];
/// assert_eq!(args[0], KernelArg::Buffer(vec![1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0]));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KernelArg {
    /// A scalar, given as its bit pattern.
    Scalar(u64),
    /// A global buffer with its initial bytes; its address is passed.
    Buffer(Vec<u8>),
    /// The same buffer as argument `k` (a [`KernelArg::Buffer`]): its address
    /// is passed again, for kernels that read and write one buffer through
    /// two parameters (in-place algorithms). Its result is the final
    /// contents of that buffer, like argument `k`'s.
    Ref(usize),
    /// The address of byte `offset` of buffer argument `k` (a
    /// [`KernelArg::Buffer`]): a pointer into the middle of a buffer. Its
    /// result is `None` (the buffer's is under `k`).
    Ptr(usize, u64),
}

impl KernelArg {
    /// A buffer holding `values` (little-endian, as on the GPU).
    pub fn buffer<T: Element>(values: &[T]) -> KernelArg {
        KernelArg::Buffer(to_bytes(values))
    }

    /// A buffer of `len` zero elements of `T`.
    pub fn zeros<T: Element>(len: usize) -> KernelArg {
        KernelArg::Buffer(vec![0; len * T::SIZE])
    }
}

impl fmt::Debug for Module {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Module")
            .field("functions", &self.program.funcs.len())
            .finish()
    }
}
