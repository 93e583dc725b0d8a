//! ptxjit: run PTX integer and video code on the host, bit-exact with NVIDIA
//! GPUs.
//!
//! ```
//! let m = ptxjit::Module::from_ptx(
//!     ".version 7.8\n.target sm_80\n.address_size 64\n\
//!      .func (.reg .b32 d) f(.reg .b32 a, .reg .b32 b)\n\
//!      { add.cc.u32 d, a, b; ret; }",
//! ).unwrap();
//! let out = m.call(ptxjit::Backend::Interp, "f", &[0xffff_ffff, 2]).unwrap();
//! assert_eq!(out, vec![1]);
//! ```
//!
//! Backends: `host` (Cranelift JIT to native code) and `interp` (the
//! reference interpreter) work today for `.func`s; kernels (`.entry`) run on
//! `interp`. `llvm` and `gpu` are not built yet and report
//! [`Error::Unavailable`].

use std::fmt;

pub mod inputs;

pub use ptxjit_frontend::{ast, diag::Diagnostic, diag::Span, ir};
pub use ptxjit_runtime::{ExecError, Interp, Launch, ThreadPos};

/// Where a callable runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    /// Cranelift JIT to native host code.
    Host,
    /// The reference interpreter.
    Interp,
    /// LLVM JIT on the host (not built yet).
    Llvm,
    /// An NVIDIA GPU through LLVM's NVPTX backend (not built yet).
    Gpu,
}

impl Backend {
    /// Parses `host`, `interp`, `llvm`, `gpu`.
    pub fn from_name(s: &str) -> Option<Backend> {
        Some(match s {
            "host" => Backend::Host,
            "interp" => Backend::Interp,
            "llvm" => Backend::Llvm,
            "gpu" => Backend::Gpu,
            _ => return None,
        })
    }

    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Backend::Host => "host",
            Backend::Interp => "interp",
            Backend::Llvm => "llvm",
            Backend::Gpu => "gpu",
        }
    }

    /// Whether this build can run it.
    pub fn available(self) -> Result<(), Error> {
        match self {
            Backend::Interp | Backend::Host => Ok(()),
            Backend::Llvm => Err(Error::Unavailable(
                "backend 'llvm' (LLVM JIT) is not built yet; use --backend interp".into(),
            )),
            Backend::Gpu => Err(Error::Unavailable(
                "backend 'gpu' (NVPTX + CUDA driver) is not built yet; use --backend interp".into(),
            )),
        }
    }
}

/// Everything that can go wrong, typed.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The PTX does not parse or breaks an ISA rule.
    #[error("{0}")]
    Source(Diagnostic),
    /// Running failed (unsupported instruction, memory fault, ...).
    #[error("{0}")]
    Exec(ExecError),
    /// The requested backend is not available in this build or on this machine.
    #[error("{0}")]
    Unavailable(String),
    /// Bad request: unknown function, wrong number of arguments, ...
    #[error("{0}")]
    Usage(String),
}

impl Error {
    /// Renders the error for a terminal: `FILE:LINE:COL: error: MESSAGE` with
    /// the source line and a caret where the error has a position.
    pub fn render(&self, file: &str, source: &str) -> String {
        match self {
            Error::Source(d) => d.render(file, source),
            Error::Exec(e) => Diagnostic::new(e.span, e.message.clone()).render(file, source),
            Error::Unavailable(m) | Error::Usage(m) => format!("{}: error: {}", file, m),
        }
    }
}

/// A parsed and checked PTX module.
pub struct Module {
    program: ir::Program,
    step_limit: u64,
}

/// What kind of callable a function is, and how big.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Callable {
    /// `.entry` or `.func`.
    pub kind: ast::FuncKind,
    /// Its name.
    pub name: String,
    /// Instructions in its body.
    pub instructions: usize,
}

impl Module {
    /// Parses and checks PTX text.
    pub fn from_ptx(source: &str) -> Result<Module, Error> {
        let ast = ptxjit_frontend::parse(source).map_err(Error::Source)?;
        let program = ptxjit_frontend::check(&ast).map_err(Error::Source)?;
        Ok(Module {
            program,
            step_limit: 1 << 32,
        })
    }

    /// Sets how many instructions one thread may execute on the interpreter
    /// before it is stopped with an error (default 2^32), so a PTX loop that
    /// never ends cannot hang the caller.
    pub fn set_step_limit(&mut self, steps: u64) {
        self.step_limit = steps;
    }

    /// The checked program.
    pub fn program(&self) -> &ir::Program {
        &self.program
    }

    /// Every function with a body, in source order.
    pub fn callables(&self) -> Vec<Callable> {
        self.program
            .funcs
            .iter()
            .filter_map(|f| {
                f.body.as_ref().map(|b| Callable {
                    kind: f.kind,
                    name: f.name.clone(),
                    instructions: b.len(),
                })
            })
            .collect()
    }

    /// Looks up a `.func` that can be called with scalar arguments.
    pub fn func(&self, name: &str) -> Result<(ir::FuncId, &ir::Func), Error> {
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
        for p in f.params.iter().chain(&f.rets) {
            if !scalar_param(p.ty) || p.size > 8 {
                return Err(Error::Usage(format!(
                    "'{}': parameter '{}' of type .{} cannot be passed from the command line (16-, 32- and 64-bit integers only)",
                    name,
                    p.name,
                    p.ty.name()
                )));
            }
        }
        Ok((id, f))
    }

    /// Calls `.func` `name` once with `args` (one per parameter) on `backend`.
    pub fn call(&self, backend: Backend, name: &str, args: &[u64]) -> Result<Vec<u64>, Error> {
        self.call_many(backend, name, std::slice::from_ref(&args.to_vec()))
            .map(|mut v| v.pop().unwrap_or_default())
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
    /// backend: compiles it once).
    pub fn prepare(&self, backend: Backend, name: &str) -> Result<Prepared<'_>, Error> {
        backend.available()?;
        let (id, f) = self.func(name)?;
        if f.kind != ast::FuncKind::Func {
            return Err(Error::Usage(format!(
                "'{}' is a .entry kernel: launch it with --kernel",
                name
            )));
        }
        let host = match backend {
            Backend::Host => Some(
                ptxjit_jit::HostModule::compile_funcs(&self.program, &[name]).map_err(|e| {
                    Error::Exec(ExecError {
                        span: e.span,
                        message: e.message,
                    })
                })?,
            ),
            _ => None,
        };
        Ok(Prepared {
            module: self,
            name: name.to_string(),
            func: id,
            params: f.params.len(),
            rets: f.rets.len(),
            host,
        })
    }
}

/// A `.func` ready to be called many times.
pub struct Prepared<'m> {
    module: &'m Module,
    name: String,
    func: ir::FuncId,
    params: usize,
    rets: usize,
    host: Option<ptxjit_jit::HostModule>,
}

impl Prepared<'_> {
    /// Runs one call per input row; returns one row of return values each.
    pub fn run_rows(&self, rows: &[Vec<u64>]) -> Result<Vec<Vec<u64>>, Error> {
        for row in rows {
            if row.len() != self.params {
                return Err(Error::Usage(format!(
                    "'{}' takes {} argument(s), {} given",
                    self.name,
                    self.params,
                    row.len()
                )));
            }
        }
        if let Some(h) = &self.host {
            let flat: Vec<u64> = rows.iter().flatten().copied().collect();
            let mut out = vec![0u64; rows.len() * self.rets];
            self.run_flat(h, &flat, &mut out, rows.len())?;
            if self.rets == 0 {
                return Ok(vec![Vec::new(); rows.len()]);
            }
            return Ok(out.chunks(self.rets).map(<[u64]>::to_vec).collect());
        }
        let mut interp = Interp::new(&self.module.program);
        interp.step_limit = self.module.step_limit;
        let mut out = Vec::with_capacity(rows.len());
        for row in rows {
            if row.len() != self.params {
                return Err(Error::Usage(format!(
                    "the function takes {} argument(s), {} given",
                    self.params,
                    row.len()
                )));
            }
            out.push(interp.call(self.func, row).map_err(Error::Exec)?);
        }
        Ok(out)
    }
}

impl Prepared<'_> {
    fn run_flat(
        &self,
        h: &ptxjit_jit::HostModule,
        inputs: &[u64],
        outputs: &mut [u64],
        n: usize,
    ) -> Result<(), Error> {
        let f = h
            .func(&self.name)
            .ok_or_else(|| Error::Usage(format!("'{}' was not compiled", self.name)))?;
        f.call_batch_n(inputs, outputs, n).map_err(|e| {
            Error::Exec(ExecError {
                span: e.span,
                message: e.message,
            })
        })
    }

    /// Runs `n` calls from flat input rows (`n * params` values) into flat
    /// output rows (`n * rets` values): on the host backend one native loop.
    pub fn run_flat_rows(
        &self,
        inputs: &[u64],
        outputs: &mut [u64],
        n: usize,
    ) -> Result<(), Error> {
        if inputs.len() != n * self.params || outputs.len() != n * self.rets {
            return Err(Error::Usage(
                "input/output rows do not match the function's parameters".into(),
            ));
        }
        match &self.host {
            Some(h) => self.run_flat(h, inputs, outputs, n),
            None => {
                let rows: Vec<Vec<u64>> = inputs
                    .chunks(self.params.max(1))
                    .take(n)
                    .map(|c| c[..self.params].to_vec())
                    .collect();
                let rows = if self.params == 0 {
                    vec![Vec::new(); n]
                } else {
                    rows
                };
                let out = self.run_rows(&rows)?;
                for (dst, src) in outputs.chunks_mut(self.rets.max(1)).zip(out) {
                    dst[..self.rets].copy_from_slice(&src);
                }
                Ok(())
            }
        }
    }

    /// The host backend's compiled module, if this is a host preparation.
    pub fn host(&self) -> Option<&ptxjit_jit::HostModule> {
        self.host.as_ref()
    }
}

/// An argument of a kernel launch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KernelArg {
    /// A scalar, given as its bit pattern.
    Scalar(u64),
    /// A global buffer with its initial bytes; its address is passed.
    Buffer(Vec<u8>),
}

impl Module {
    /// Launches `.entry` `name` over a grid on `backend`. Returns the final
    /// contents of every buffer argument, in argument order (`None` for
    /// scalars).
    pub fn launch(
        &self,
        backend: Backend,
        name: &str,
        launch: &Launch,
        args: &[KernelArg],
    ) -> Result<Vec<Option<Vec<u8>>>, Error> {
        backend.available()?;
        if !matches!(backend, Backend::Interp | Backend::Host) {
            return Err(Error::Unavailable(format!(
                "backend '{}' does not launch kernels yet; use --backend host or interp",
                backend.name()
            )));
        }
        let (id, f) = self
            .program
            .func(name)
            .ok_or_else(|| Error::Usage(format!("no kernel named '{}' in the module", name)))?;
        if f.kind != ast::FuncKind::Entry {
            return Err(Error::Usage(format!(
                "'{}' is a .func: call it with --func",
                name
            )));
        }
        if args.len() != f.params.len() {
            return Err(Error::Usage(format!(
                "kernel '{}' takes {} parameter(s), {} --arg given",
                name,
                f.params.len(),
                args.len()
            )));
        }
        if backend == Backend::Host {
            return self.launch_host(name, launch, args);
        }
        let mut interp = Interp::new(&self.program);
        interp.step_limit = self.step_limit;
        let mut values = Vec::new();
        let mut bufs = Vec::new();
        for (i, a) in args.iter().enumerate() {
            match a {
                KernelArg::Scalar(v) => {
                    values.push(*v);
                    bufs.push(None);
                }
                KernelArg::Buffer(data) => {
                    let len = data.len() as u64;
                    let at = interp.alloc_global(&format!("buffer argument {}", i), data.clone());
                    values.push(at);
                    bufs.push(Some((at, len)));
                }
            }
        }
        interp.launch(id, &values, launch).map_err(Error::Exec)?;
        bufs.into_iter()
            .map(|b| match b {
                None => Ok(None),
                Some((at, len)) => interp
                    .mem
                    .read_bytes(at, len)
                    .map(Some)
                    .map_err(|_| Error::Usage("buffer vanished".into())),
            })
            .collect()
    }
}

impl Module {
    /// [`Module::launch`] on the host backend: compiles the kernel in kernel
    /// mode (checked memory, all cores) and runs it.
    fn launch_host(
        &self,
        name: &str,
        launch: &Launch,
        args: &[KernelArg],
    ) -> Result<Vec<Option<Vec<u8>>>, Error> {
        let exec = |e: ptxjit_jit::JitError| {
            Error::Exec(ExecError {
                span: e.span,
                message: e.message,
            })
        };
        let k = ptxjit_jit::HostKernel::compile(
            &self.program,
            name,
            &ptxjit_jit::KernelOptions::default(),
        )
        .map_err(exec)?;
        let hargs: Vec<ptxjit_jit::HostArg> = args
            .iter()
            .map(|a| match a {
                KernelArg::Scalar(v) => ptxjit_jit::HostArg::Scalar(*v),
                KernelArg::Buffer(d) => ptxjit_jit::HostArg::Buffer(d.clone()),
            })
            .collect();
        let l = ptxjit_jit::KernelLaunch {
            grid: launch.grid,
            block: launch.block,
            dynamic_shared: launch.dynamic_shared,
        };
        k.launch(&l, &hargs).map_err(exec)
    }
}

/// Types a `.func` parameter may have to be called with scalar values.
pub fn scalar_param(t: ast::Type) -> bool {
    use ast::Type::*;
    matches!(t, B16 | U16 | S16 | B32 | U32 | S32 | B64 | U64 | S64)
}

impl fmt::Debug for Module {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Module")
            .field("functions", &self.program.funcs.len())
            .finish()
    }
}
