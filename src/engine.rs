//! The backends behind [`Module`]: one engine per backend for `.func`
//! calls, kernel launches and emission.

use std::sync::Arc;

use ptxjit_jit::{HostModule, JitError};

use crate::{ir, Backend, Emit, Error, Interp, KernelArg, Launch, Module, Phase};

/// A JIT error: a fault while running is [`Error::Exec`], anything the
/// compiler reported is [`Error::Compile`].
fn jit_err(e: JitError) -> Error {
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
    #[cfg(feature = "cuda")]
    Gpu(ptxjit_runtime::gpu::GpuModule),
}

/// A compiled `.func` kept by its [`Module`] (see [`Module::prepare`]): the
/// native backends' code is shared, so calling the same function again does
/// not compile it again.
#[derive(Clone)]
pub(crate) enum Compiled {
    Host(Arc<HostModule>),
    /// A `.entry` compiled for host launches.
    Kernel(Arc<ptxjit_jit::HostKernel>),
    #[cfg(feature = "llvm")]
    Llvm(Arc<ptxjit_jit::llvm::LlvmModule>),
}

/// A `.func` ready to be called many times on one backend.
pub struct Prepared<'m> {
    module: &'m Module,
    name: String,
    func: ir::FuncId,
    params: usize,
    rets: usize,
    engine: Engine,
}

pub(crate) fn prepare<'m>(
    m: &'m Module,
    backend: Backend,
    name: &str,
    id: ir::FuncId,
    f: &ir::Func,
) -> Result<Prepared<'m>, Error> {
    crate::limits::check_call(&m.program, id, &m.limits)?;
    let cached = m
        .jit_cache
        .lock()
        .ok()
        .and_then(|c| c.get(&(backend, name.to_string())).cloned());
    let engine = match (backend, cached) {
        (Backend::Host, Some(Compiled::Host(h))) => Engine::Host(h),
        #[cfg(feature = "llvm")]
        (Backend::Llvm, Some(Compiled::Llvm(l))) => Engine::Llvm(l),
        (Backend::Interp, _) => Engine::Interp,
        (Backend::Host, _) => {
            let mut h = HostModule::compile_funcs(&m.program, &[name]).map_err(jit_err)?;
            h.set_limits(m.limits.native());
            let h = Arc::new(h);
            m.remember(backend, name, Compiled::Host(h.clone()));
            Engine::Host(h)
        }
        #[cfg(feature = "llvm")]
        (Backend::Llvm, _) => {
            let mut l = ptxjit_jit::llvm::LlvmModule::compile_funcs(&m.program, &[name])
                .map_err(jit_err)?;
            l.set_limits(m.limits.native());
            let l = Arc::new(l);
            m.remember(backend, name, Compiled::Llvm(l.clone()));
            Engine::Llvm(l)
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
        module: m,
        name: name.to_string(),
        func: id,
        params: f.params.len(),
        rets: f.rets.len(),
        engine,
    })
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
            "running a .func on the GPU needs the 'llvm' feature to emit its PTX, or PTX emitted elsewhere (--gpu-ptx FILE)".into(),
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

impl Prepared<'_> {
    /// Runs one call per input row; returns one row of return values each.
    pub fn run_rows(&self, rows: &[Vec<u64>]) -> Result<Vec<Vec<u64>>, Error> {
        if let Some(row) = rows.iter().find(|r| r.len() != self.params) {
            return Err(Error::Usage(format!(
                "'{}' takes {} argument(s), {} given",
                self.name,
                self.params,
                row.len()
            )));
        }
        if let Engine::Interp = self.engine {
            let mut interp = Interp::new(&self.module.program);
            limit_interp(&mut interp, &self.module.limits);
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
        let mut out = vec![0u64; rows.len() * self.rets];
        self.run_flat_rows(&flat, &mut out, rows.len())?;
        if self.rets == 0 {
            return Ok(vec![Vec::new(); rows.len()]);
        }
        Ok(out.chunks(self.rets).map(<[u64]>::to_vec).collect())
    }

    /// Runs `n` calls from flat input rows (`n * params` values) into flat
    /// output rows (`n * rets` values): on the JIT backends one native loop,
    /// on the GPU one thread per row.
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
        let missing = || Error::Usage(format!("'{}' was not compiled", self.name));
        match &self.engine {
            Engine::Interp => {
                let rows: Vec<Vec<u64>> = (0..n)
                    .map(|i| inputs[i * self.params..(i + 1) * self.params].to_vec())
                    .collect();
                for (i, r) in self.run_rows(&rows)?.into_iter().enumerate() {
                    outputs[i * self.rets..(i + 1) * self.rets].copy_from_slice(&r);
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
            #[cfg(feature = "cuda")]
            Engine::Gpu(g) => {
                let out = g
                    .run_rows(&self.name, self.params, self.rets, inputs, n)
                    .map_err(gpu_err)?;
                outputs.copy_from_slice(&out[..outputs.len()]);
                Ok(())
            }
        }
    }

    /// The host backend's compiled module, if this is a host preparation.
    pub fn host(&self) -> Option<&HostModule> {
        match &self.engine {
            Engine::Host(h) => Some(h),
            _ => None,
        }
    }

    /// One call: one value per parameter in, one per return value out.
    pub fn call(&self, args: &[u64]) -> Result<Vec<u64>, Error> {
        self.run_rows(std::slice::from_ref(&args.to_vec()))
            .map(|mut v| v.pop().unwrap_or_default())
    }
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn launch(
    m: &Module,
    backend: Backend,
    name: &str,
    id: ir::FuncId,
    launch: &Launch,
    args: &[KernelArg],
    set: &[(ir::VarId, &[u8])],
    read: &[ir::VarId],
) -> Result<Launched, Error> {
    check_refs(args)?;
    let buffers = args
        .iter()
        .map(|a| match a {
            KernelArg::Buffer(d) => d.len() as u64,
            _ => 0,
        })
        .fold(0u64, u64::saturating_add);
    crate::limits::check_launch(&m.program, id, launch, buffers, &m.limits)?;
    match backend {
        Backend::Interp => launch_interp(m, id, launch, args, set, read),
        Backend::Host => {
            // Compiled once per module (and limits), then launched again.
            let cached = m
                .jit_cache
                .lock()
                .ok()
                .and_then(|c| c.get(&(Backend::Host, name.to_string())).cloned());
            let k = match cached {
                Some(Compiled::Kernel(k)) => k,
                _ => {
                    let k = Arc::new(
                        ptxjit_jit::HostKernel::compile(
                            &m.program,
                            name,
                            &ptxjit_jit::KernelOptions {
                                limits: m.limits.native(),
                                ..Default::default()
                            },
                        )
                        .map_err(jit_err)?,
                    );
                    m.remember(Backend::Host, name, Compiled::Kernel(k.clone()));
                    k
                }
            };
            let hargs: Vec<ptxjit_jit::HostArg> = args
                .iter()
                .map(|a| match a {
                    KernelArg::Scalar(v) => ptxjit_jit::HostArg::Scalar(*v),
                    KernelArg::Buffer(d) => ptxjit_jit::HostArg::Slice(d),
                    KernelArg::Ref(k) => ptxjit_jit::HostArg::Ref(*k),
                })
                .collect();
            let l = ptxjit_jit::KernelLaunch {
                grid: launch.grid,
                block: launch.block,
                dynamic_shared: launch.dynamic_shared,
            };
            k.launch_vars(&l, &hargs, set, read).map_err(jit_err)
        }
        Backend::Gpu if !set.is_empty() || !read.is_empty() => Err(Error::Unavailable(
            "module variables (--set/--dump NAME) are not supported on the gpu backend yet".into(),
        )),
        Backend::Gpu => launch_gpu(m, name, id, launch, args).map(|b| (b, Vec::new())),
        Backend::Llvm => Err(Error::Unavailable(
            "backend 'llvm' does not launch kernels; use --backend host, interp or gpu".into(),
        )),
    }
}

/// The interpreter's step limit and deadline from `limits` (the deadline
/// counts from now).
fn limit_interp(interp: &mut Interp, limits: &crate::Limits) {
    interp.step_limit = limits.max_steps;
    interp.deadline = limits
        .timeout
        .and_then(|t| std::time::Instant::now().checked_add(t).map(|at| (at, t)));
}

/// Every [`KernelArg::Ref`] names another argument that is a buffer.
fn check_refs(args: &[KernelArg]) -> Result<(), Error> {
    for (i, a) in args.iter().enumerate() {
        if let KernelArg::Ref(k) = *a {
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

use crate::Launched;

fn launch_interp(
    m: &Module,
    id: ir::FuncId,
    launch: &Launch,
    args: &[KernelArg],
    set: &[(ir::VarId, &[u8])],
    read: &[ir::VarId],
) -> Result<Launched, Error> {
    let mut interp = Interp::new(&m.program);
    limit_interp(&mut interp, &m.limits);
    let var_at = |interp: &Interp, v: ir::VarId| {
        interp.module_var_address(v).ok_or_else(|| {
            Error::Usage(format!(
                "'{}' is not a module-scope .global or .const variable",
                m.program.vars[v as usize].name
            ))
        })
    };
    // Sizes were checked by `Module::launch_vars`.
    for &(v, bytes) in set {
        let at = var_at(&interp, v)?;
        interp
            .mem
            .write_bytes(at, bytes)
            .map_err(|_| Error::Usage("module variable vanished".into()))?;
    }
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
            // Resolved below, once every buffer has its address.
            KernelArg::Ref(_) => {
                values.push(0);
                bufs.push(None);
            }
        }
    }
    for (i, a) in args.iter().enumerate() {
        if let KernelArg::Ref(k) = *a {
            bufs[i] = bufs[k];
            values[i] = values[k];
        }
    }
    interp.launch(id, &values, launch).map_err(Error::Exec)?;
    let bufs = bufs
        .into_iter()
        .map(|b| match b {
            None => Ok(None),
            Some((at, len)) => interp
                .mem
                .read_bytes(at, len)
                .map(Some)
                .map_err(|_| Error::Usage("buffer vanished".into())),
        })
        .collect::<Result<Vec<_>, Error>>()?;
    let mut vars = Vec::new();
    for &v in read {
        let at = var_at(&interp, v)?;
        vars.push(
            interp
                .mem
                .read_bytes(at, m.program.vars[v as usize].size)
                .map_err(|_| Error::Usage("module variable vanished".into()))?,
        );
    }
    Ok((bufs, vars))
}

/// The GPU runs the kernel's original PTX text, loaded by the driver as it
/// is: NVIDIA's own implementation of every instruction.
#[cfg(feature = "cuda")]
fn launch_gpu(
    m: &Module,
    name: &str,
    id: ir::FuncId,
    launch: &Launch,
    args: &[KernelArg],
) -> Result<Vec<Option<Vec<u8>>>, Error> {
    use ptxjit_runtime::gpu::{Gpu, GpuArg};
    let f = &m.program.funcs[id as usize];
    let gpu = Gpu::open().map_err(gpu_err)?;
    let module = gpu.load_ptx(&m.source).map_err(gpu_err)?;
    let gargs: Vec<GpuArg> = args
        .iter()
        .zip(&f.params)
        .map(|(a, p)| match a {
            KernelArg::Scalar(v) => GpuArg::Scalar {
                value: *v,
                bytes: p.size.clamp(1, 8) as u32,
            },
            KernelArg::Buffer(d) => GpuArg::Buffer(d.clone()),
            // Rejected below.
            KernelArg::Ref(_) => GpuArg::Scalar { value: 0, bytes: 8 },
        })
        .collect();
    if args.iter().any(|a| matches!(a, KernelArg::Ref(_))) {
        return Err(Error::Usage(
            "ref arguments (one buffer passed twice) are not supported on the gpu backend yet"
                .into(),
        ));
    }
    let [gx, gy, gz] = launch.grid;
    let [bx, by, bz] = launch.block;
    module
        .launch(name, (gx, gy, gz), (bx, by, bz), &gargs)
        .map_err(gpu_err)
}

#[cfg(not(feature = "cuda"))]
fn launch_gpu(
    _: &Module,
    _: &str,
    _: ir::FuncId,
    _: &Launch,
    _: &[KernelArg],
) -> Result<Vec<Option<Vec<u8>>>, Error> {
    gpu_available().map(|_| Vec::new())
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
                    let opts = ptxjit_jit::KernelOptions {
                        limits: m.limits.native(),
                        ..Default::default()
                    };
                    let text = ptxjit_jit::HostKernel::listing(
                        &m.program,
                        name,
                        &opts,
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
                    "'{}' is a kernel: kernels are emitted for the host backend (--to clif or --to asm); on the gpu backend they run from their own PTX",
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
