//! The backends behind [`Module`]: one engine per backend for `.func`
//! calls, kernel launches and emission.

use std::sync::Arc;

use ptxjit_jit::{HostKernel, HostModule, JitError, TierPolicy, Tiered};

use ptxjit_runtime::Interp;

use crate::{
    ir, Backend, Emit, Error, IntType, KernelArg, Launch, Launched, Limits, Module, Phase, VarIo,
};

/// A JIT error: a fault while running is [`Error::Exec`], anything the
/// compiler reported is [`Error::Compile`].
pub(crate) fn jit_err(e: JitError) -> Error {
    if e.phase == Phase::Run {
        Error::Exec(e)
    } else {
        Error::Compile(e)
    }
}

/// Whether this build has the LLVM JIT.
pub(crate) fn llvm_available() -> Result<(), Error> {
    if cfg!(feature = "llvm") {
        Ok(())
    } else {
        Err(Error::Unavailable(
            "backend 'llvm' needs a build with the 'llvm' cargo feature (LLVM 19)".into(),
        ))
    }
}

/// Whether this build and machine can run on a GPU.
pub(crate) fn gpu_available() -> Result<(), Error> {
    #[cfg(feature = "cuda")]
    {
        ptxjit_runtime::gpu::Gpu::open()
            .map(|_| ())
            .map_err(|e| Error::Unavailable(e.to_string()))
    }
    #[cfg(not(feature = "cuda"))]
    {
        Err(Error::Unavailable(
            "backend 'gpu' needs a build with the 'cuda' cargo feature".into(),
        ))
    }
}

// One engine per prepared function: its size does not matter.
#[allow(clippy::large_enum_variant)]
enum Engine {
    Interp,
    Host(Arc<HostModule>),
    #[cfg(feature = "llvm")]
    Llvm(Arc<ptxjit_jit::llvm::LlvmModule>),
    #[cfg(feature = "llvm")]
    Tiered(Arc<Tiered<FuncCode>>),
    #[cfg(feature = "cuda")]
    Gpu(ptxjit_runtime::gpu::GpuModule),
}

/// A `.func`'s code on one of the two host tiers ([`Backend::Tiered`]).
#[cfg(feature = "llvm")]
#[allow(clippy::large_enum_variant)] // one per prepared function
pub(crate) enum FuncCode {
    Cranelift(HostModule),
    Llvm(ptxjit_jit::llvm::LlvmModule),
}

/// A kernel's code: Cranelift's or LLVM's, pinned, or both tiers
/// ([`Backend::Tiered`]).
pub(crate) type KernelCode = Tiered<HostKernel>;

/// A compiled `.func` kept by its [`Module`] (see [`Module::prepare`]): the
/// native backends' code is shared, so calling the same function again does
/// not compile it again.
#[derive(Clone)]
pub(crate) enum Compiled {
    Host(Arc<HostModule>),
    /// A `.entry` compiled for host launches.
    Kernel(Arc<KernelCode>),
    #[cfg(feature = "llvm")]
    Llvm(Arc<ptxjit_jit::llvm::LlvmModule>),
    #[cfg(feature = "llvm")]
    Tiered(Arc<Tiered<FuncCode>>),
}

/// A `.func` ready to be called many times on one backend
/// ([`Module::prepare`]). It owns its compiled code and what it needs of
/// the module, so it can outlive the [`Module`] and be kept beside it.
///
/// ```
/// let m = ptxjit::Module::from_ptx(
///     ".version 7.8\n.target sm_80\n.address_size 64\n\
///      .func (.reg .b32 s, .reg .b32 c) add(.reg .b32 a, .reg .b32 b)\n\
///      { add.cc.u32 s, a, b; addc.u32 c, 0, 0; ret; }",
/// )?;
/// let add = m.prepare(ptxjit::Backend::Host, "add")?; // compiled once
/// assert_eq!(add.call(&[0xffff_ffff, 2])?, vec![1, 1]);
/// // Many calls in one native loop: rows are flat, params then rets.
/// let inputs = [1, 2, 3, 4, 0xffff_ffff, 1];
/// let mut outputs = [0u64; 6];
/// add.run_flat_rows(&inputs, &mut outputs, 3)?;
/// assert_eq!(outputs, [3, 0, 7, 0, 0, 1]);
/// # Ok::<(), ptxjit::Error>(())
/// ```
pub struct Prepared {
    program: Arc<ir::Program>,
    limits: Limits,
    name: String,
    func: ir::FuncId,
    params: Vec<IntType>,
    rets: Vec<IntType>,
    engine: Engine,
}

/// The API types of a checked `.func`'s parameters (all plain integers).
fn int_types(ps: &[ir::Param]) -> Vec<IntType> {
    ps.iter()
        .map(|p| IntType::of(p.ty).unwrap_or(IntType::B64))
        .collect()
}

pub(crate) fn prepare(
    m: &Module,
    backend: Backend,
    name: &str,
    id: ir::FuncId,
) -> Result<Prepared, Error> {
    crate::limits::check_call(&m.program, id, &m.limits)?;
    let f = &m.program.funcs[id as usize];
    let engine = match (backend, m.cached(backend, name)) {
        (Backend::Host, Some(Compiled::Host(h))) => Engine::Host(h),
        #[cfg(feature = "llvm")]
        (Backend::Llvm, Some(Compiled::Llvm(l))) => Engine::Llvm(l),
        #[cfg(feature = "llvm")]
        (Backend::Tiered, Some(Compiled::Tiered(t))) => Engine::Tiered(t),
        (Backend::Interp, _) => Engine::Interp,
        (Backend::Host, _) => {
            let h = Arc::new(host_funcs(&m.program, name, m.limits.native()).map_err(jit_err)?);
            m.remember(backend, name, Compiled::Host(h.clone()));
            Engine::Host(h)
        }
        #[cfg(feature = "llvm")]
        (Backend::Llvm, _) => {
            let l = Arc::new(llvm_funcs(&m.program, name, m.limits.native()).map_err(jit_err)?);
            m.remember(backend, name, Compiled::Llvm(l.clone()));
            Engine::Llvm(l)
        }
        #[cfg(feature = "llvm")]
        (Backend::Tiered, _) => {
            let t = std::time::Instant::now();
            let h = host_funcs(&m.program, name, m.limits.native()).map_err(jit_err)?;
            let policy = TierPolicy::default_for(t.elapsed());
            let (prog, limits, owned) = (m.program.clone(), m.limits.native(), name.to_string());
            let t = Arc::new(Tiered::new(
                FuncCode::Cranelift(h),
                policy,
                Box::new(move || {
                    llvm_funcs(&prog, &owned, limits)
                        .map(FuncCode::Llvm)
                        .map_err(|e| e.to_string())
                }),
            ));
            m.remember(backend, name, Compiled::Tiered(t.clone()));
            Engine::Tiered(t)
        }
        #[cfg(feature = "cuda")]
        (Backend::Gpu, _) => {
            let gpu = ptxjit_runtime::gpu::Gpu::open().map_err(gpu_err)?;
            let ptx = match &m.gpu_ptx {
                Some(text) => text.clone(),
                None => gpu_ptx_for(m, name, gpu.sm().map_err(gpu_err)?)?,
            };
            Engine::Gpu(gpu.load_ptx(&ptx).map_err(gpu_err)?)
        }
        #[allow(unreachable_patterns)]
        (other, _) => {
            other.available()?;
            return Err(Error::Unavailable(format!(
                "backend '{}' needs both the 'llvm' and 'cuda' cargo features",
                other.name()
            )));
        }
    };
    Ok(Prepared {
        program: m.program.clone(),
        limits: m.limits,
        name: name.to_string(),
        func: id,
        params: int_types(&f.params),
        rets: int_types(&f.rets),
        engine,
    })
}

/// `.func` `name` of `prog` compiled by Cranelift, to run under `limits`.
fn host_funcs(
    prog: &ir::Program,
    name: &str,
    limits: ptxjit_jit::Limits,
) -> Result<HostModule, JitError> {
    let mut h = HostModule::compile_funcs(prog, &[name])?;
    h.set_limits(limits);
    Ok(h)
}

/// `.func` `name` of `prog` compiled by LLVM, to run under `limits`.
#[cfg(feature = "llvm")]
fn llvm_funcs(
    prog: &ir::Program,
    name: &str,
    limits: ptxjit_jit::Limits,
) -> Result<ptxjit_jit::llvm::LlvmModule, JitError> {
    let mut l = ptxjit_jit::llvm::LlvmModule::compile_funcs(prog, &[name])?;
    l.set_limits(limits);
    Ok(l)
}

/// The PTX (with the `<name>_rows` wrapper) for running `name` on a GPU of
/// architecture `sm`, through LLVM's NVPTX backend in the module's GPU mode.
#[cfg(feature = "cuda")]
fn gpu_ptx_for(m: &Module, name: &str, sm: u32) -> Result<String, Error> {
    #[cfg(feature = "llvm")]
    {
        ptxjit_lower::llvm::nvptx::emit_ptx(&m.program, &[name], lower_mode(m.gpu_mode), sm)
            .map_err(|e| Error::Compile(e.into()))
    }
    #[cfg(not(feature = "llvm"))]
    {
        let _ = (m, name, sm);
        Err(Error::Unavailable(
            "running a .func on the GPU needs the 'llvm' feature to emit its PTX, or PTX emitted elsewhere (Module::set_gpu_ptx; --gpu-ptx FILE)".into(),
        ))
    }
}

#[cfg(feature = "cuda")]
fn gpu_err(e: ptxjit_runtime::gpu::GpuError) -> Error {
    match e {
        ptxjit_runtime::gpu::GpuError::Unavailable(m) => Error::Unavailable(m),
        other => Error::Usage(other.to_string()),
    }
}

#[cfg(feature = "llvm")]
fn lower_mode(m: crate::GpuMode) -> ptxjit_lower::llvm::Mode {
    match m {
        crate::GpuMode::Native => ptxjit_lower::llvm::Mode::Native,
        crate::GpuMode::Lowered => ptxjit_lower::llvm::Mode::Lowered,
    }
}

impl std::fmt::Debug for Prepared {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Prepared")
            .field("name", &self.name)
            .field("params", &self.params)
            .field("rets", &self.rets)
            .finish()
    }
}

impl Prepared {
    /// The function's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The types of its parameters, in order.
    pub fn params(&self) -> &[IntType] {
        &self.params
    }

    /// The types of its return values, in order.
    pub fn rets(&self) -> &[IntType] {
        &self.rets
    }

    /// Whether `other` runs the same compiled code (the module kept the
    /// code of the first preparation and gave it to the second).
    pub fn shares_code_with(&self, other: &Prepared) -> bool {
        match (&self.engine, &other.engine) {
            (Engine::Host(a), Engine::Host(b)) => Arc::ptr_eq(a, b),
            #[cfg(feature = "llvm")]
            (Engine::Llvm(a), Engine::Llvm(b)) => Arc::ptr_eq(a, b),
            #[cfg(feature = "llvm")]
            (Engine::Tiered(a), Engine::Tiered(b)) => Arc::ptr_eq(a, b),
            _ => false,
        }
    }

    /// One call: one value per parameter in (each must fit its type,
    /// [`IntType::fits`]), one zero-extended value per return value out.
    pub fn call(&self, args: &[u64]) -> Result<Vec<u64>, Error> {
        self.run_rows(std::slice::from_ref(&args.to_vec()))
            .map(|mut v| v.pop().unwrap_or_default())
    }

    /// Checks that `row` (call `i` of `n`) has one value per parameter and
    /// that each fits its parameter's type.
    fn check_row(&self, row: &[u64], i: usize, n: usize) -> Result<(), Error> {
        // Named only when there is an error (this runs once per row).
        let call = || {
            if n > 1 {
                format!(", call {}", i + 1)
            } else {
                String::new()
            }
        };
        if row.len() != self.params.len() {
            return Err(Error::Usage(format!(
                "function '{}'{}: it takes {} argument(s), {} given",
                self.name,
                call(),
                self.params.len(),
                row.len()
            )));
        }
        let f = &self.program.funcs[self.func as usize];
        for (k, (&v, t)) in row.iter().zip(&self.params).enumerate() {
            if !t.fits(v) {
                return Err(Error::Usage(format!(
                    "function '{}'{}: argument {} ('{}', {}) is {:#x}, which does not fit {} bits",
                    self.name,
                    call(),
                    k + 1,
                    f.params[k].name,
                    t,
                    v,
                    t.bits()
                )));
            }
        }
        Ok(())
    }

    /// Runs one call per input row (each value checked as for
    /// [`Prepared::call`]); returns one row of return values each.
    pub fn run_rows(&self, rows: &[Vec<u64>]) -> Result<Vec<Vec<u64>>, Error> {
        for (i, row) in rows.iter().enumerate() {
            self.check_row(row, i, rows.len())?;
        }
        if let Engine::Interp = self.engine {
            let mut interp = Interp::new(&self.program);
            limit_interp(&mut interp, &self.limits);
            return rows
                .iter()
                .enumerate()
                .map(|(i, row)| {
                    interp.call(self.func, row).map_err(|mut e| {
                        // Name the call a budget stopped, as the native
                        // backends do.
                        if e.message.starts_with("stopped here") {
                            let call = if rows.len() > 1 {
                                format!(", call {}", i + 1)
                            } else {
                                String::new()
                            };
                            e.message = format!("function '{}'{}: {}", self.name, call, e.message);
                        }
                        Error::Exec(e)
                    })
                })
                .collect();
        }
        let flat: Vec<u64> = rows.iter().flatten().copied().collect();
        let mut out = vec![0u64; rows.len() * self.rets.len()];
        self.run_flat_rows(&flat, &mut out, rows.len())?;
        if self.rets.is_empty() {
            return Ok(vec![Vec::new(); rows.len()]);
        }
        Ok(out.chunks(self.rets.len()).map(<[u64]>::to_vec).collect())
    }

    /// Runs `n` calls from flat input rows (`n * params` values) into flat
    /// output rows (`n * rets` values): on the JIT backends one native loop,
    /// on the GPU one thread per row. The fast path: values are not checked
    /// against their types here; a parameter reads the low bits of its
    /// value.
    pub fn run_flat_rows(
        &self,
        inputs: &[u64],
        outputs: &mut [u64],
        n: usize,
    ) -> Result<(), Error> {
        let (np, nr) = (self.params.len(), self.rets.len());
        if Some(inputs.len()) != n.checked_mul(np) || Some(outputs.len()) != n.checked_mul(nr) {
            return Err(Error::Usage(format!(
                "function '{}': {} calls need {} input and {} output values, {} and {} given",
                self.name,
                n,
                n.saturating_mul(np),
                n.saturating_mul(nr),
                inputs.len(),
                outputs.len()
            )));
        }
        let missing = || Error::Usage(format!("'{}' was not compiled", self.name));
        match &self.engine {
            Engine::Interp => {
                let rows: Vec<Vec<u64>> = (0..n)
                    .map(|i| inputs[i * np..(i + 1) * np].to_vec())
                    .collect();
                for (i, r) in self.run_rows(&rows)?.into_iter().enumerate() {
                    outputs[i * nr..(i + 1) * nr].copy_from_slice(&r);
                }
                Ok(())
            }
            Engine::Host(h) => h
                .func(&self.name)
                .ok_or_else(missing)?
                .call_batch_n(inputs, outputs, n)
                .map_err(jit_err),
            #[cfg(feature = "llvm")]
            Engine::Llvm(l) => l
                .func(&self.name)
                .ok_or_else(missing)?
                .call_batch_n(inputs, outputs, n)
                .map_err(jit_err),
            #[cfg(feature = "llvm")]
            Engine::Tiered(t) => {
                let (code, second) = t.current();
                let start = std::time::Instant::now();
                let r = match &*code {
                    FuncCode::Cranelift(h) => h
                        .func(&self.name)
                        .ok_or_else(missing)?
                        .call_batch_n(inputs, outputs, n),
                    FuncCode::Llvm(l) => l
                        .func(&self.name)
                        .ok_or_else(missing)?
                        .call_batch_n(inputs, outputs, n),
                };
                t.account(second, start.elapsed(), n as u64);
                r.map_err(jit_err)
            }
            #[cfg(feature = "cuda")]
            Engine::Gpu(g) => {
                let out = g.run_rows(&self.name, np, nr, inputs, n).map_err(gpu_err)?;
                outputs.copy_from_slice(&out[..outputs.len()]);
                Ok(())
            }
        }
    }
}

/// A `.entry` kernel ready to be launched many times on one backend
/// ([`Module::prepare_kernel`]); on the host backend it holds the compiled
/// kernel. Like [`Prepared`], it owns what it needs of the module.
///
/// ```
/// use ptxjit::{Backend, KernelArg, Launch, Module};
/// let m = Module::from_ptx(
///     ".version 7.8\n.target sm_80\n.address_size 64\n\
///      .entry twice(.param .u64 p) {\n\
///        .reg .b32 %r<3>; .reg .b64 %rd<3>;\n\
///        ld.param.u64 %rd1, [p]; mov.u32 %r1, %tid.x;\n\
///        mul.wide.u32 %rd2, %r1, 4; add.u64 %rd1, %rd1, %rd2;\n\
///        ld.global.u32 %r2, [%rd1]; shl.b32 %r2, %r2, 1; st.global.u32 [%rd1], %r2;\n\
///        ret; }",
/// )?;
/// let k = m.prepare_kernel(Backend::Host, "twice")?; // compiled once
/// let launch = Launch { grid: [1, 1, 1], block: [4, 1, 1], dynamic_shared: 0 };
/// for round in 1..=2u32 {
///     let out = k.launch(&launch, &[KernelArg::buffer(&[round; 4])])?;
///     let v: Vec<u32> = ptxjit::from_bytes(out[0].as_deref().unwrap());
///     assert_eq!(v, vec![2 * round; 4]);
/// }
/// # Ok::<(), ptxjit::Error>(())
/// ```
pub struct PreparedKernel {
    program: Arc<ir::Program>,
    /// The original PTX, which the GPU runs as it is.
    #[cfg_attr(not(feature = "cuda"), allow(dead_code))]
    source: Arc<str>,
    limits: Limits,
    backend: Backend,
    name: String,
    id: ir::FuncId,
    host: Option<Arc<KernelCode>>,
}

/// Compiles kernel `name` of `prog` for a native backend with `opts` (its
/// tier aside): Cranelift's code for host, LLVM's for llvm, and for tiered
/// Cranelift's now and LLVM's in the background once the kernel is hot.
pub(crate) fn kernel_code(
    prog: &Arc<ir::Program>,
    name: &str,
    backend: Backend,
    opts: ptxjit_jit::KernelOptions,
) -> Result<KernelCode, Error> {
    use ptxjit_jit::KernelTier;
    let with = |tier| ptxjit_jit::KernelOptions { tier, ..opts };
    match backend {
        Backend::Host => Ok(Tiered::pinned(
            HostKernel::compile(prog, name, &with(KernelTier::Cranelift)).map_err(jit_err)?,
        )),
        // (Callers ask for the native backends only.)
        Backend::Interp | Backend::Gpu => Err(Error::Unavailable(format!(
            "internal error: backend '{}' runs no host kernel code",
            backend.name()
        ))),
        Backend::Llvm => {
            llvm_available()?;
            Ok(Tiered::pinned(
                HostKernel::compile(prog, name, &with(KernelTier::Llvm)).map_err(jit_err)?,
            ))
        }
        Backend::Tiered => {
            backend.available()?;
            let t = std::time::Instant::now();
            let first =
                HostKernel::compile(prog, name, &with(KernelTier::Cranelift)).map_err(jit_err)?;
            let policy = TierPolicy::default_for(t.elapsed());
            let (prog, name, opts) = (prog.clone(), name.to_string(), with(KernelTier::Llvm));
            Ok(Tiered::new(
                first,
                policy,
                Box::new(move || {
                    HostKernel::compile(&prog, &name, &opts).map_err(|e| e.to_string())
                }),
            ))
        }
    }
}

pub(crate) fn prepare_kernel(
    m: &Module,
    backend: Backend,
    name: &str,
    id: ir::FuncId,
) -> Result<PreparedKernel, Error> {
    let host = match backend {
        // The native tiers: the same runner, Cranelift's code or LLVM's.
        Backend::Host | Backend::Llvm | Backend::Tiered => Some(match m.cached(backend, name) {
            Some(Compiled::Kernel(k)) => k,
            _ => {
                let opts = ptxjit_jit::KernelOptions {
                    limits: m.limits.native(),
                    ..Default::default()
                };
                let k = Arc::new(kernel_code(&m.program, name, backend, opts)?);
                m.remember(backend, name, Compiled::Kernel(k.clone()));
                k
            }
        }),
        Backend::Interp | Backend::Gpu => None,
    };
    Ok(PreparedKernel {
        program: m.program.clone(),
        source: m.source.clone(),
        limits: m.limits,
        backend,
        name: name.to_string(),
        id,
        host,
    })
}

impl std::fmt::Debug for PreparedKernel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PreparedKernel")
            .field("name", &self.name)
            .field("backend", &self.backend)
            .finish()
    }
}

impl PreparedKernel {
    /// The kernel's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Launches the kernel over a grid (see [`Module::launch`]).
    pub fn launch(
        &self,
        launch: &Launch,
        args: &[KernelArg],
    ) -> Result<Vec<Option<Vec<u8>>>, Error> {
        self.launch_vars(launch, args, &VarIo::default())
            .map(|r| r.0)
    }

    /// Launches the kernel with module variables set before and read after
    /// (see [`Module::launch_vars`]).
    pub fn launch_vars(
        &self,
        launch: &Launch,
        args: &[KernelArg],
        vars: &VarIo,
    ) -> Result<Launched, Error> {
        let (set, read) = self.checked(launch, args, vars)?;
        match (self.backend, &self.host) {
            (Backend::Interp, _) | (Backend::Host | Backend::Llvm | Backend::Tiered, Some(_)) => {
                launch_on_device(self, launch, args, vars, &set, &read)
            }
            (Backend::Gpu, _) if !vars.addr_of.is_empty() => Err(Error::Unavailable(
                "module variables holding buffer addresses (VarIo::addr_of, --set NAME=&K) are not supported on the gpu backend yet".into(),
            )),
            (Backend::Gpu, _) => launch_gpu(self, launch, args, &set, &read),
            (Backend::Host | Backend::Llvm | Backend::Tiered, _) => Err(self.not_prepared()),
        }
    }

    /// The kernel staged for launches in place: a device of its own gets
    /// the buffers of `args` and the variables of `vars` once, and each
    /// [`InPlace::launch`] runs on that memory with no copy in or out (as
    /// a CUDA program's loop of launches does: a launch reads what the one
    /// before it wrote). Host and interp backends.
    pub fn in_place(
        &self,
        launch: &Launch,
        args: &[KernelArg],
        vars: &VarIo,
    ) -> Result<InPlace, Error> {
        let (set, _) = self.checked(launch, args, vars)?;
        match (self.backend, &self.host) {
            (Backend::Interp, _) | (Backend::Host | Backend::Llvm | Backend::Tiered, Some(_)) => {
                Ok(InPlace {
                    staged: stage_on_device(self, args, vars, &set)?,
                    program: self.program.clone(),
                    limits: self.limits,
                    id: self.id,
                })
            }
            (Backend::Gpu, _) => Err(Error::Unavailable(
                "launches in place run on the host or interp backend, not 'gpu'".into(),
            )),
            (Backend::Host | Backend::Llvm | Backend::Tiered, _) => Err(self.not_prepared()),
        }
    }

    fn not_prepared(&self) -> Error {
        Error::Unavailable(format!(
            "kernel '{}' was not prepared for the {} backend",
            self.name,
            self.backend.name()
        ))
    }

    /// The checks of a launch of `args` and `vars` (argument widths, the
    /// variables' sizes, references, the launch limits): the variables to
    /// set before it and to read after it.
    #[allow(clippy::type_complexity)]
    fn checked<'v>(
        &self,
        launch: &Launch,
        args: &[KernelArg],
        vars: &'v VarIo,
    ) -> Result<(Vec<(ir::VarId, &'v [u8])>, Vec<ir::VarId>), Error> {
        let prog = &*self.program;
        let f = &prog.funcs[self.id as usize];
        crate::device::arg_count(&self.name, f, args.len())?;
        for (i, (a, p)) in args.iter().zip(&f.params).enumerate() {
            // A buffer is passed as its 64-bit address.
            if !matches!(a, KernelArg::Scalar(_)) && p.size != 8 {
                return Err(Error::Usage(format!(
                    "kernel '{}': argument {} ('{}', {}) is given a buffer, whose address takes 8 bytes; the parameter has {}",
                    self.name,
                    i,
                    p.name,
                    IntType::of(p.ty).map_or_else(|| format!("{} bytes", p.size), |t| t.to_string()),
                    if p.size == 1 { "1 byte".to_string() } else { format!("{} bytes", p.size) }
                )));
            }
            if let (KernelArg::Scalar(v), Some(t)) = (a, IntType::of(p.ty)) {
                if t.bytes() as u64 == p.size && !t.fits(*v) {
                    return Err(Error::Usage(format!(
                        "kernel '{}': argument {} ('{}', {}) is {:#x}, which does not fit {} bits",
                        self.name,
                        i,
                        p.name,
                        t,
                        v,
                        t.bits()
                    )));
                }
            }
        }
        let mut set: Vec<(ir::VarId, &[u8])> = Vec::new();
        for (n, b) in &vars.set {
            let v = crate::module_var(prog, n)?;
            let size = prog.vars[v as usize].size;
            if b.len() as u64 > size {
                return Err(Error::Usage(format!(
                    "{} bytes given for '{}', which has {}",
                    b.len(),
                    n,
                    size
                )));
            }
            set.push((v, b.as_slice()));
        }
        let read: Vec<ir::VarId> = vars
            .read
            .iter()
            .map(|n| crate::module_var(prog, n))
            .collect::<Result<_, _>>()?;
        check_refs(args)?;
        let buffers = args
            .iter()
            .map(|a| match a {
                KernelArg::Buffer(d) => d.len() as u64,
                _ => 0,
            })
            .fold(0u64, u64::saturating_add);
        crate::limits::check_launch(prog, self.id, launch, buffers, &self.limits)?;
        Ok((set, read))
    }
}

/// A kernel staged on a device of its own ([`PreparedKernel::in_place`]).
pub struct InPlace {
    staged: Staged,
    program: Arc<ir::Program>,
    limits: Limits,
    id: ir::FuncId,
}

impl std::fmt::Debug for InPlace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("InPlace")
            .field("kernel", &self.staged.name)
            .finish()
    }
}

impl InPlace {
    /// Launches the kernel over a grid on the staged memory, in place.
    pub fn launch(&self, launch: &Launch) -> Result<(), Error> {
        crate::limits::check_launch(&self.program, self.id, launch, 0, &self.limits)?;
        self.staged.run(launch)
    }

    /// The bytes of buffer argument `i` now (`None`: not a buffer
    /// argument).
    pub fn buffer(&self, i: usize) -> Result<Option<Vec<u8>>, Error> {
        self.staged.buffer(i)
    }
}

/// A launch on a device of its own, made for it and gone after it: the
/// buffers are copied in and out, and nothing of the launch stays
/// allocated.
fn launch_on_device(
    k: &PreparedKernel,
    launch: &Launch,
    args: &[KernelArg],
    vars: &VarIo,
    set: &[(ir::VarId, &[u8])],
    read: &[ir::VarId],
) -> Result<Launched, Error> {
    let st = stage_on_device(k, args, vars, set)?;
    // Arguments and limits were checked by `launch_vars`.
    st.run(launch)?;
    let mut out = Vec::with_capacity(args.len());
    for i in 0..args.len() {
        out.push(st.buffer(i)?);
    }
    let prog = &*k.program;
    let mut vars_out = Vec::with_capacity(read.len());
    for &v in read {
        let (at, size) = st.dm.global(prog.vars[v as usize].name.as_str())?;
        let mut b = vec![0u8; size as usize];
        if size > 0 {
            st.dev.read_bytes(at, &mut b)?;
        }
        vars_out.push(b);
    }
    Ok((out, vars_out))
}

/// A launch's memory on a device of its own: the buffers of its
/// arguments and its variables written, its parameters' bytes made.
struct Staged {
    dev: crate::Device,
    dm: crate::DeviceModule,
    name: String,
    /// Per argument, the buffer it names (`Ref`s included): device
    /// address and length.
    bufs: Vec<Option<(u64, u64)>>,
    raw: Vec<Vec<u8>>,
}

impl Staged {
    fn run(&self, launch: &Launch) -> Result<(), Error> {
        let refs: Vec<&[u8]> = self.raw.iter().map(|b| b.as_slice()).collect();
        self.dm.kernel(&self.name)?.run(launch, &refs)
    }

    fn buffer(&self, i: usize) -> Result<Option<Vec<u8>>, Error> {
        match self.bufs.get(i).copied().flatten() {
            Some((at, len)) => {
                let mut b = vec![0u8; len as usize];
                if len > 0 {
                    self.dev.read_bytes(at, &mut b)?;
                }
                Ok(Some(b))
            }
            None => Ok(None),
        }
    }
}

/// Makes the device, loads the module, writes the buffers and variables
/// of a launch and makes its parameters (arguments checked by
/// [`PreparedKernel::checked`]).
fn stage_on_device(
    k: &PreparedKernel,
    args: &[KernelArg],
    vars: &VarIo,
    set: &[(ir::VarId, &[u8])],
) -> Result<Staged, Error> {
    let prog = &*k.program;
    let dev = crate::Device::with_limits(k.backend, k.limits)?;
    let module = crate::Module::of_program(k.program.clone(), k.source.clone(), k.limits);
    let dm = dev.load_with(module, k.host.clone().map(|h| (k.name.as_str(), h)))?;
    let name_of = |v: ir::VarId| prog.vars[v as usize].name.as_str();
    for &(v, bytes) in set {
        let (at, _) = dm.global(name_of(v))?;
        if !bytes.is_empty() {
            dev.write_bytes(at, bytes)?;
        }
    }
    // Buffers, in argument order, at device addresses.
    let mut addr: Vec<Option<(u64, u64)>> = Vec::with_capacity(args.len());
    for (i, a) in args.iter().enumerate() {
        addr.push(match a {
            KernelArg::Buffer(d) => {
                let at = dev.alloc_named(d.len() as u64, &format!("buffer argument {}", i))?;
                if !d.is_empty() {
                    dev.write_bytes(at, d)?;
                }
                Some((at, d.len() as u64))
            }
            _ => None,
        });
    }
    // (`check_refs` made sure every `Ref` and `Ptr` names a buffer.)
    let buffer = |k2: usize| addr.get(k2).copied().flatten().unwrap_or_default();
    let ptr_bytes = if prog.address_size == 64 { 8 } else { 4 };
    for (n, kb, off) in &vars.addr_of {
        let Some((b, len)) = addr.get(*kb).copied().flatten() else {
            return Err(Error::Usage(format!(
                "'{}' is to hold the address of argument {}, which is not a buffer argument",
                n, kb
            )));
        };
        if *off > len {
            return Err(Error::Usage(format!(
                "'{}' would point {} bytes into buffer argument {}, which has {}",
                n, off, kb, len
            )));
        }
        let (at, size) = dm.global(n)?;
        if size < ptr_bytes {
            return Err(Error::Usage(format!(
                "'{}' has {} bytes, too few for a {}-bit address",
                n,
                size,
                ptr_bytes * 8
            )));
        }
        dev.write_bytes(at, &(b + off).to_le_bytes()[..ptr_bytes as usize])?;
    }
    let f = &prog.funcs[k.id as usize];
    let mut raw: Vec<Vec<u8>> = Vec::with_capacity(args.len());
    for (i, (a, p)) in args.iter().zip(&f.params).enumerate() {
        let v = match *a {
            KernelArg::Scalar(v) => v,
            KernelArg::Buffer(_) => addr[i].map_or(0, |b| b.0),
            KernelArg::Ref(k2) => buffer(k2).0,
            KernelArg::Ptr(k2, off) => {
                let (b, len) = buffer(k2);
                if off > len {
                    return Err(Error::Usage(format!(
                        "kernel argument {} points {} bytes into buffer argument {}, which has {}",
                        i, off, k2, len
                    )));
                }
                b + off
            }
        };
        let mut bytes = v.to_le_bytes().to_vec();
        bytes.resize((p.size as usize).max(8), 0);
        bytes.truncate(p.size as usize);
        raw.push(bytes);
    }
    Ok(Staged {
        dev,
        dm,
        name: k.name.clone(),
        bufs: (0..args.len())
            .map(|i| match args[i] {
                KernelArg::Buffer(_) => addr[i],
                KernelArg::Ref(k2) => addr[k2],
                KernelArg::Scalar(_) | KernelArg::Ptr(..) => None,
            })
            .collect(),
        raw,
    })
}

/// The interpreter's step limit and deadline from `limits` (the deadline
/// counts from now).
pub(crate) fn limit_interp(interp: &mut Interp, limits: &crate::Limits) {
    interp.step_limit = limits.max_steps;
    interp.launch_step_limit = limits.max_launch_steps;
    interp.set_sanitize(limits.sanitize);
    interp.set_inspect(limits.trace, limits.coverage);
    interp.monitor = limits.monitor;
    interp.deadline = limits
        .timeout
        .and_then(|t| std::time::Instant::now().checked_add(t).map(|at| (at, t)));
}

/// Every [`KernelArg::Ref`] names another argument that is a buffer.
fn check_refs(args: &[KernelArg]) -> Result<(), Error> {
    for (i, a) in args.iter().enumerate() {
        if let KernelArg::Ref(k) | KernelArg::Ptr(k, _) = *a {
            if k == i || !matches!(args.get(k), Some(KernelArg::Buffer(_))) {
                return Err(Error::Usage(format!(
                    "kernel argument {} refers to argument {}, which is not a buffer argument",
                    i, k
                )));
            }
        }
    }
    Ok(())
}

/// The GPU runs the kernel's original PTX text, loaded by the driver as it
/// is: NVIDIA's own implementation of every instruction.
#[cfg(feature = "cuda")]
fn launch_gpu(
    k: &PreparedKernel,
    launch: &Launch,
    args: &[KernelArg],
    set: &[(ir::VarId, &[u8])],
    read: &[ir::VarId],
) -> Result<Launched, Error> {
    use ptxjit_runtime::gpu::{Gpu, GpuArg, GpuLaunch};
    let f = &k.program.funcs[k.id as usize];
    let gpu = Gpu::open().map_err(gpu_err)?;
    let module = gpu.load_ptx(&k.source).map_err(gpu_err)?;
    let gargs: Vec<GpuArg> = args
        .iter()
        .zip(&f.params)
        .map(|(a, p)| match a {
            KernelArg::Scalar(v) => GpuArg::Scalar {
                value: *v,
                bytes: p.size.clamp(1, 8) as u32,
            },
            KernelArg::Buffer(d) => GpuArg::Buffer(d.clone()),
            KernelArg::Ref(k) => GpuArg::Ref(*k),
            KernelArg::Ptr(k, off) => GpuArg::Ptr(*k, *off),
        })
        .collect();
    let [gx, gy, gz] = launch.grid;
    let [bx, by, bz] = launch.block;
    let name = |v: ir::VarId| k.program.vars[v as usize].name.as_str();
    let set: Vec<(&str, &[u8])> = set.iter().map(|&(v, b)| (name(v), b)).collect();
    let read: Vec<&str> = read.iter().map(|&v| name(v)).collect();
    let l = GpuLaunch {
        grid: (gx, gy, gz),
        block: (bx, by, bz),
        dynamic_shared: u32::try_from(launch.dynamic_shared).map_err(|_| {
            Error::Usage(format!(
                "{} bytes of dynamic shared memory do not fit the GPU's 32-bit size",
                launch.dynamic_shared
            ))
        })?,
        set: &set,
        read: &read,
    };
    module.launch_with(&k.name, &l, &gargs).map_err(gpu_err)
}

#[cfg(not(feature = "cuda"))]
fn launch_gpu(
    _: &PreparedKernel,
    _: &Launch,
    _: &[KernelArg],
    _: &[(ir::VarId, &[u8])],
    _: &[ir::VarId],
) -> Result<Launched, Error> {
    gpu_available().map(|_| (Vec::new(), Vec::new()))
}

/// Whether `name` is a `.entry` of the module.
fn is_kernel(m: &Module, name: &str) -> bool {
    m.program
        .func(name)
        .is_some_and(|(_, f)| f.kind == ptxjit_frontend::ast::FuncKind::Entry)
}

pub(crate) fn emit(m: &Module, what: Emit, names: &[&str], sm: u32) -> Result<String, Error> {
    let mut out = String::new();
    match what {
        Emit::Clif | Emit::Asm => {
            for name in names {
                if is_kernel(m, name) {
                    let text = ptxjit_jit::HostKernel::listing(
                        &m.program,
                        name,
                        &ptxjit_jit::KernelOptions {
                            limits: m.limits.native(),
                            ..Default::default()
                        },
                        what == Emit::Asm,
                        Some(m.source()),
                    )
                    .map_err(jit_err)?;
                    out.push_str(&format!("; kernel {}\n{}\n", name, text));
                    continue;
                }
                let h = HostModule::compile_funcs(&m.program, &[name]).map_err(jit_err)?;
                out.push_str(&format!("; function {}\n", name));
                out.push_str(&if what == Emit::Clif {
                    h.clif_with_source(name, Some(m.source()))
                } else {
                    h.asm_with_source(name, Some(m.source()))
                });
                out.push('\n');
            }
            Ok(out)
        }
        Emit::Llvm | Emit::Ptx => {
            if let Some(k) = names.iter().find(|n| is_kernel(m, n)) {
                return Err(Error::Usage(format!(
                    "'{}' is a kernel: kernels are emitted for the host backend (Cranelift IR or host assembly: --to clif|asm); on the gpu backend they run from their own PTX",
                    k
                )));
            }
            #[cfg(feature = "llvm")]
            {
                let mode = lower_mode(m.gpu_mode);
                let r = if what == Emit::Llvm {
                    ptxjit_lower::llvm::nvptx::emit_llvm_ir(&m.program, names, mode)
                } else {
                    ptxjit_lower::llvm::nvptx::emit_ptx(&m.program, names, mode, sm)
                };
                r.map_err(|e| Error::Compile(e.into()))
            }
            #[cfg(not(feature = "llvm"))]
            {
                let _ = (m, names, sm, &mut out);
                llvm_available().map(|_| String::new())
            }
        }
    }
}
