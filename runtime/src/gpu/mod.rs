//! The GPU runtime: the CUDA driver API through `cudarc`, loaded at run time
//! (`libcuda.so` is opened with `dlopen` on first use), so the crate builds
//! and its users run on machines without CUDA; there every entry point
//! returns [`GpuError::Unavailable`] naming what is missing.
//!
//! * [`Gpu::open`] opens device 0;
//! * [`Gpu::load_ptx`] loads a PTX module (the driver's own PTX JIT compiles it);
//! * [`GpuModule::run_rows`] launches the `<name>_rows` wrapper of a `.func`
//!   (see `ptxjit_lower::llvm::nvptx`) over device arrays of input rows and
//!   copies the output rows back;
//! * [`GpuModule::launch`] launches a `.entry` kernel as written with scalar
//!   and buffer arguments and copies the buffers back.
//!
//! Every CUDA call is checked; errors name the kernel and the CUDA error.

use std::sync::Arc;

use cudarc::driver::{
    CudaContext, CudaModule, CudaSlice, CudaStream, DevicePtr, LaunchConfig, PushKernelArg,
};

/// What can go wrong on the GPU.
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
pub enum GpuError {
    /// No CUDA driver library, no device, or the driver cannot start: the
    /// message names what is missing (the CLI exits with status 3).
    #[error("GPU unavailable: {0}")]
    Unavailable(String),
    /// A CUDA call failed: which step (kernel or module) and the CUDA error.
    #[error("CUDA error in {what}: {error}")]
    Cuda {
        /// The kernel (or `module load`, `copy`, ...) concerned.
        what: String,
        /// The driver's error.
        error: String,
    },
    /// Bad request (sizes that do not match, ...).
    #[error("{0}")]
    Usage(String),
}

fn cuda(what: &str, e: impl std::fmt::Debug) -> GpuError {
    GpuError::Cuda {
        what: what.to_string(),
        error: format!("{e:?}"),
    }
}

/// An open CUDA device (device 0) with its primary context and a stream.
pub struct Gpu {
    ctx: Arc<CudaContext>,
    stream: Arc<CudaStream>,
}

impl std::fmt::Debug for Gpu {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Gpu").field("name", &self.name()).finish()
    }
}

/// Whether the CUDA driver library can be loaded on this machine (no device
/// is touched).
pub fn driver_present() -> bool {
    // SAFETY: only tries to dlopen the library by its usual names.
    unsafe { cudarc::driver::sys::is_culib_present() }
}

impl Gpu {
    /// Opens device 0. [`GpuError::Unavailable`] when `libcuda` cannot be
    /// loaded, the driver fails to initialise, or there is no device.
    pub fn open() -> Result<Gpu, GpuError> {
        if !driver_present() {
            return Err(GpuError::Unavailable(
                "the CUDA driver library (libcuda.so.1) was not found: no NVIDIA driver installed"
                    .into(),
            ));
        }
        let count = CudaContext::device_count().map_err(|e| {
            GpuError::Unavailable(format!("the CUDA driver did not initialise: {e:?}"))
        })?;
        if count < 1 {
            return Err(GpuError::Unavailable("no CUDA device found".into()));
        }
        let ctx = CudaContext::new(0)
            .map_err(|e| GpuError::Unavailable(format!("cannot open CUDA device 0: {e:?}")))?;
        let stream = ctx.default_stream();
        Ok(Gpu { ctx, stream })
    }

    /// The device's name, e.g. `NVIDIA H100 80GB HBM3`.
    pub fn name(&self) -> String {
        self.ctx.name().unwrap_or_else(|_| "unknown GPU".into())
    }

    /// The compute capability as an sm number (90 for sm_90).
    pub fn sm(&self) -> Result<u32, GpuError> {
        let (a, b) = self
            .ctx
            .compute_capability()
            .map_err(|e| cuda("compute capability", e))?;
        Ok((a * 10 + b) as u32)
    }

    /// Loads a PTX module (text); the driver compiles it for this device.
    pub fn load_ptx(&self, ptx: &str) -> Result<GpuModule, GpuError> {
        let m = self
            .ctx
            .load_module(cudarc::nvrtc::Ptx::from_src(ptx))
            .map_err(|e| cuda("module load (PTX JIT)", e))?;
        Ok(GpuModule {
            module: m,
            stream: self.stream.clone(),
        })
    }
}

/// A loaded PTX module.
pub struct GpuModule {
    module: Arc<CudaModule>,
    stream: Arc<CudaStream>,
}

impl std::fmt::Debug for GpuModule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("GpuModule")
    }
}

/// An argument of [`GpuModule::launch`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GpuArg {
    /// A scalar `.param` of `bytes` (1, 2, 4 or 8) bytes, given as its bit
    /// pattern.
    Scalar {
        /// The value (low `bytes` bytes are passed).
        value: u64,
        /// The parameter's size.
        bytes: u32,
    },
    /// A global buffer with its initial bytes; its device address is passed
    /// (as a `.u64` parameter).
    Buffer(Vec<u8>),
    /// The buffer of argument K (a [`GpuArg::Buffer`]) again: one
    /// allocation passed twice (in-place kernels).
    Ref(usize),
    /// The device address of byte `offset` of the buffer of argument K (a
    /// [`GpuArg::Buffer`]), as a `.u64` parameter.
    Ptr(usize, u64),
}

/// Threads per block of [`GpuModule::run_rows`].
pub const ROWS_BLOCK: u32 = 256;

impl GpuModule {
    /// Launches kernel `<func>_rows` over `n` rows: `inputs` holds `n *
    /// nparams` values (row-major), the result `n * nrets` values.
    pub fn run_rows(
        &self,
        func: &str,
        nparams: usize,
        nrets: usize,
        inputs: &[u64],
        n: usize,
    ) -> Result<Vec<u64>, GpuError> {
        if inputs.len() != n * nparams {
            return Err(GpuError::Usage(format!(
                "'{func}': {} input values for {n} rows of {nparams}",
                inputs.len()
            )));
        }
        if n == 0 {
            return Ok(Vec::new());
        }
        let kname = format!("{func}_rows");
        let f = self
            .module
            .load_function(&kname)
            .map_err(|e| cuda(&kname, e))?;
        let s = &self.stream;
        let din = if inputs.is_empty() {
            s.alloc_zeros::<u64>(1)
        } else {
            s.clone_htod(inputs)
        }
        .map_err(|e| cuda(&format!("{kname}: copy inputs"), e))?;
        let mut dout = s
            .alloc_zeros::<u64>((n * nrets).max(1))
            .map_err(|e| cuda(&format!("{kname}: allocate outputs"), e))?;
        let blocks = u32::try_from(n.div_ceil(ROWS_BLOCK as usize))
            .map_err(|_| GpuError::Usage(format!("'{func}': too many rows ({n})")))?;
        let cfg = LaunchConfig {
            grid_dim: (blocks, 1, 1),
            block_dim: (ROWS_BLOCK, 1, 1),
            shared_mem_bytes: 0,
        };
        let n64 = n as u64;
        let mut b = s.launch_builder(&f);
        b.arg(&din).arg(&mut dout).arg(&n64);
        // SAFETY: the wrapper takes (ptr inputs, ptr outputs, u64 n) and
        // touches rows < n of both arrays, which are that big.
        unsafe { b.launch(cfg) }.map_err(|e| cuda(&kname, e))?;
        s.synchronize().map_err(|e| cuda(&kname, e))?;
        let mut out = s
            .clone_dtoh(&dout)
            .map_err(|e| cuda(&format!("{kname}: copy outputs"), e))?;
        out.truncate(n * nrets);
        Ok(out)
    }

    /// Launches `.entry` `kernel` over `grid` x `block` threads with `args`;
    /// returns the final contents of each buffer argument (`None` for
    /// scalars), in order.
    pub fn launch(
        &self,
        kernel: &str,
        grid: (u32, u32, u32),
        block: (u32, u32, u32),
        args: &[GpuArg],
    ) -> Result<Vec<Option<Vec<u8>>>, GpuError> {
        let l = GpuLaunch {
            grid,
            block,
            dynamic_shared: 0,
            set: &[],
            read: &[],
        };
        self.launch_with(kernel, &l, args).map(|r| r.0)
    }

    /// [`GpuModule::launch`] with dynamic shared memory and module variables:
    /// each `(name, bytes)` of `l.set` is written at the start of module
    /// variable `name` before the launch, and each variable of `l.read` is
    /// read back after it (the second result, in order).
    pub fn launch_with(
        &self,
        kernel: &str,
        l: &GpuLaunch,
        args: &[GpuArg],
    ) -> Result<GpuLaunched, GpuError> {
        let f = self
            .module
            .load_function(kernel)
            .map_err(|e| cuda(kernel, e))?;
        if l.dynamic_shared > 48 << 10 {
            // Above 48 KiB the kernel must opt in.
            f.set_attribute(
                cudarc::driver::sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                i32::try_from(l.dynamic_shared).unwrap_or(i32::MAX),
            )
            .map_err(|e| cuda(&format!("{kernel}: dynamic shared memory"), e))?;
        }
        let s = &self.stream;
        for &(name, bytes) in l.set {
            let mut view = self
                .module
                .get_global(name, s)
                .map_err(|e| cuda(&format!("module variable '{name}'"), e))?;
            if bytes.len() > view.len() {
                return Err(GpuError::Usage(format!(
                    "{} bytes given for '{name}', which has {} on the GPU",
                    bytes.len(),
                    view.len()
                )));
            }
            if !bytes.is_empty() {
                s.memcpy_htod(bytes, &mut view.slice_mut(..bytes.len()))
                    .map_err(|e| cuda(&format!("module variable '{name}': copy in"), e))?;
            }
        }
        // One allocation per buffer argument; a `Ref` shares its target's.
        let mut bufs: Vec<Option<CudaSlice<u8>>> = Vec::new();
        for a in args {
            bufs.push(match a {
                GpuArg::Buffer(data) => Some(
                    if data.is_empty() {
                        s.alloc_zeros::<u8>(1)
                    } else {
                        s.clone_htod(data.as_slice())
                    }
                    .map_err(|e| cuda(&format!("{kernel}: copy buffer"), e))?,
                ),
                _ => None,
            });
        }
        let target = |i: usize| -> Result<usize, GpuError> {
            match args[i] {
                GpuArg::Ref(k) | GpuArg::Ptr(k, _) if bufs.get(k).is_some_and(|b| b.is_some()) => {
                    Ok(k)
                }
                GpuArg::Ref(k) | GpuArg::Ptr(k, _) => Err(GpuError::Usage(format!(
                    "{kernel}: argument {i} refers to argument {k}, which is not a buffer"
                ))),
                _ => Ok(i),
            }
        };
        let mut scalars: Vec<(u8, u16, u32, u64)> = Vec::with_capacity(args.len());
        for (i, a) in args.iter().enumerate() {
            scalars.push(match a {
                GpuArg::Scalar { value, .. } => {
                    (*value as u8, *value as u16, *value as u32, *value)
                }
                GpuArg::Ptr(_, off) => match &bufs[target(i)?] {
                    Some(d) => {
                        if *off > d.len() as u64 {
                            return Err(GpuError::Usage(format!(
                                "{kernel}: argument {i} points {off} bytes into a buffer of {}",
                                d.len()
                            )));
                        }
                        let (p, _sync) = d.device_ptr(s);
                        (0, 0, 0, p + off)
                    }
                    None => (0, 0, 0, 0),
                },
                _ => (0, 0, 0, 0),
            });
        }
        let mut b = s.launch_builder(&f);
        for (i, (a, sc)) in args.iter().zip(&scalars).enumerate() {
            match a {
                GpuArg::Scalar { bytes: 1, .. } => {
                    b.arg(&sc.0);
                }
                GpuArg::Scalar { bytes: 2, .. } => {
                    b.arg(&sc.1);
                }
                GpuArg::Scalar { bytes: 4, .. } => {
                    b.arg(&sc.2);
                }
                GpuArg::Scalar { bytes: 8, .. } => {
                    b.arg(&sc.3);
                }
                GpuArg::Scalar { bytes, .. } => {
                    return Err(GpuError::Usage(format!(
                        "{kernel}: scalar parameter of {bytes} bytes"
                    )))
                }
                GpuArg::Ptr(..) => {
                    b.arg(&sc.3);
                }
                GpuArg::Buffer(_) | GpuArg::Ref(_) => {
                    if let Some(d) = &bufs[target(i)?] {
                        b.arg(d);
                    }
                }
            }
        }
        let cfg = LaunchConfig {
            grid_dim: l.grid,
            block_dim: l.block,
            shared_mem_bytes: l.dynamic_shared,
        };
        // SAFETY: the arguments follow the kernel's parameter list as the
        // caller described it (sizes per parameter); the driver checks the
        // launch and reports faults as errors.
        unsafe { b.launch(cfg) }.map_err(|e| cuda(kernel, e))?;
        s.synchronize().map_err(|e| cuda(kernel, e))?;
        let mut out = Vec::new();
        for (i, a) in args.iter().enumerate() {
            let k = target(i)?;
            match (&args[k], &bufs[k]) {
                (GpuArg::Buffer(data), Some(d)) if !matches!(a, GpuArg::Scalar { .. }) => {
                    let mut v = s
                        .clone_dtoh(d)
                        .map_err(|e| cuda(&format!("{kernel}: copy buffer back"), e))?;
                    v.truncate(data.len());
                    out.push(Some(v));
                }
                _ => out.push(None),
            }
        }
        let mut vars = Vec::new();
        for &name in l.read {
            let view = self
                .module
                .get_global(name, s)
                .map_err(|e| cuda(&format!("module variable '{name}'"), e))?;
            vars.push(
                s.clone_dtoh(&view)
                    .map_err(|e| cuda(&format!("module variable '{name}': copy out"), e))?,
            );
        }
        Ok((out, vars))
    }
}

/// The launch shape, dynamic shared memory and module variables of
/// [`GpuModule::launch_with`].
#[derive(Clone, Debug)]
pub struct GpuLaunch<'a> {
    /// Blocks.
    pub grid: (u32, u32, u32),
    /// Threads per block.
    pub block: (u32, u32, u32),
    /// Bytes of dynamic shared memory (`.extern .shared` arrays).
    pub dynamic_shared: u32,
    /// Module variables to write before the launch: name and bytes.
    pub set: &'a [(&'a str, &'a [u8])],
    /// Module variables to read after it.
    pub read: &'a [&'a str],
}

/// What [`GpuModule::launch_with`] returns: each argument's buffer (`None`
/// for scalars) and the bytes of each variable read.
pub type GpuLaunched = (Vec<Option<Vec<u8>>>, Vec<Vec<u8>>);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn open_without_driver_or_device_is_unavailable_not_a_crash() {
        match Gpu::open() {
            Ok(g) => println!("GPU present: {}", g.name()),
            Err(GpuError::Unavailable(m)) => {
                assert!(m.contains("CUDA") || m.contains("device"), "{m}");
            }
            Err(e) => panic!("unexpected error kind: {e}"),
        }
    }

    #[test]
    fn errors_name_the_kernel() {
        let e = cuda("f_rows", "CUDA_ERROR_LAUNCH_FAILED");
        assert_eq!(
            e.to_string(),
            "CUDA error in f_rows: \"CUDA_ERROR_LAUNCH_FAILED\""
        );
    }
}
