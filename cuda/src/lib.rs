//! A drop-in `libcuda.so.1`: the CUDA 12 driver API, backed by a
//! [`ptxjit::Device`] on the CPU.
//!
//! A program written against the CUDA driver (directly, or through cudarc,
//! cuda-python, ...) runs unmodified with this library first on its search
//! path: `LD_LIBRARY_PATH=<dir with libcuda.so.1> ./program`. Kernels run
//! tiered where the build has LLVM (feature `llvm`): Cranelift's code from
//! the first launch, LLVM's once a kernel has run long enough, compiled on
//! a background thread ([`ptxjit::Backend::Tiered`]); otherwise on the host
//! backend (Cranelift). A program that exits while such a compile runs
//! ends at once with its exit status (C's streams flushed, later exit
//! handlers skipped: see `ptxjit_jit::tier`). `PTXJIT_BACKEND=host|llvm`
//! pins one tier,
//! `PTXJIT_BACKEND=interp` runs the reference interpreter; every memory
//! access is checked.
//!
//! * Handles (contexts, modules, functions, streams, events) are numbers the
//!   driver looks up, never pointers it follows: a stale or foreign handle
//!   is `CUDA_ERROR_INVALID_HANDLE`, not a crash.
//! * Work on streams runs before the call returns, in order.
//! * A fault in a kernel is sticky, as on a GPU: the context answers every
//!   later call with the same error until it is reset or destroyed.
//! * A function this driver does not implement returns
//!   `CUDA_ERROR_NOT_SUPPORTED` and says so on stderr.
//!
//! Environment: `PTXJIT_BACKEND` (`tiered`, the default with LLVM, `host`,
//! the default without, `llvm` or `interp`), `PTXJIT_TIER_UP_MS` (run time
//! in ms after which the tiered backend compiles a kernel with LLVM; 0: at
//! once; `never`),
//! `PTXJIT_MAX_STEPS` (instructions per thread), `PTXJIT_MAX_LAUNCH_STEPS`
//! (instructions per launch, all threads), `PTXJIT_SANITIZE` (`race,sync,init`:
//! each launch checked by the sanitizers), `PTXJIT_TIMEOUT` (seconds
//! per launch), `PTXJIT_DEVICE_MEM` (bytes of device memory, at most
//! 1.25 GiB), `PTXJIT_CUDA_QUIET=1` (no diagnostics on stderr),
//! `PTXJIT_RECORD=DIR` and `PTXJIT_RECORD_BYTES=1` (see [`record`]).

#![allow(non_snake_case, non_camel_case_types, clippy::missing_safety_doc)]
// Entry points that take only handles are safe Rust functions (a handle is
// a number this driver looks up); passing through, they hand the same
// numbers to the other driver, which clippy counts as a dereference.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_uint, c_void, CStr};
use std::sync::{Mutex, MutexGuard, OnceLock};
use std::time::Instant;

use ptxjit::{Backend, Device, DeviceKernel, DeviceModule, Error, FaultKind, Launch, Limits};

mod api;
pub mod pass;
mod procs;
pub mod record;

pub use api::*;

/// `CUresult`.
pub type CUresult = c_uint;
/// `CUdevice`.
pub type CUdevice = c_int;
/// `CUdeviceptr` (`_v2`: 64 bits).
pub type CUdeviceptr = u64;
/// An opaque handle (`CUcontext`, `CUmodule`, ...).
pub type Handle = *mut c_void;

/// The `CUresult` codes this driver returns.
pub mod err {
    #![allow(missing_docs)]
    use super::CUresult;
    pub const SUCCESS: CUresult = 0;
    pub const INVALID_VALUE: CUresult = 1;
    pub const OUT_OF_MEMORY: CUresult = 2;
    pub const NOT_INITIALIZED: CUresult = 3;
    pub const DEINITIALIZED: CUresult = 4;
    pub const NO_DEVICE: CUresult = 100;
    pub const INVALID_DEVICE: CUresult = 101;
    pub const INVALID_IMAGE: CUresult = 200;
    pub const INVALID_CONTEXT: CUresult = 201;
    pub const NO_BINARY_FOR_GPU: CUresult = 209;
    pub const INVALID_PTX: CUresult = 218;
    pub const INVALID_SOURCE: CUresult = 300;
    pub const FILE_NOT_FOUND: CUresult = 301;
    pub const INVALID_HANDLE: CUresult = 400;
    pub const NOT_FOUND: CUresult = 500;
    pub const NOT_READY: CUresult = 600;
    pub const ILLEGAL_ADDRESS: CUresult = 700;
    pub const LAUNCH_OUT_OF_RESOURCES: CUresult = 701;
    pub const LAUNCH_TIMEOUT: CUresult = 702;
    pub const ASSERT: CUresult = 710;
    pub const MISALIGNED_ADDRESS: CUresult = 716;
    pub const LAUNCH_FAILED: CUresult = 719;
    pub const NOT_PERMITTED: CUresult = 800;
    pub const NOT_SUPPORTED: CUresult = 801;
    pub const UNKNOWN: CUresult = 999;
}

/// Name and description of each code (`cuGetErrorName`/`String`), as
/// NUL-terminated strings that live for the whole process.
pub(crate) fn error_text(e: CUresult) -> Option<(&'static CStr, &'static CStr)> {
    Some(match e {
        err::SUCCESS => (c"CUDA_SUCCESS", c"no error"),
        err::INVALID_VALUE => (c"CUDA_ERROR_INVALID_VALUE", c"invalid argument"),
        err::OUT_OF_MEMORY => (c"CUDA_ERROR_OUT_OF_MEMORY", c"out of memory"),
        err::NOT_INITIALIZED => (c"CUDA_ERROR_NOT_INITIALIZED", c"initialization error"),
        err::DEINITIALIZED => (c"CUDA_ERROR_DEINITIALIZED", c"driver shutting down"),
        err::NO_DEVICE => (
            c"CUDA_ERROR_NO_DEVICE",
            c"no CUDA-capable device is detected",
        ),
        err::INVALID_DEVICE => (c"CUDA_ERROR_INVALID_DEVICE", c"invalid device ordinal"),
        err::INVALID_IMAGE => (
            c"CUDA_ERROR_INVALID_IMAGE",
            c"device kernel image is invalid",
        ),
        err::INVALID_CONTEXT => (c"CUDA_ERROR_INVALID_CONTEXT", c"invalid device context"),
        err::NO_BINARY_FOR_GPU => (
            c"CUDA_ERROR_NO_BINARY_FOR_GPU",
            c"no kernel image is available for execution on the device",
        ),
        err::INVALID_PTX => (c"CUDA_ERROR_INVALID_PTX", c"a PTX JIT compilation failed"),
        err::INVALID_SOURCE => (
            c"CUDA_ERROR_INVALID_SOURCE",
            c"device kernel image is invalid",
        ),
        err::FILE_NOT_FOUND => (c"CUDA_ERROR_FILE_NOT_FOUND", c"file not found"),
        err::INVALID_HANDLE => (c"CUDA_ERROR_INVALID_HANDLE", c"invalid resource handle"),
        err::NOT_FOUND => (c"CUDA_ERROR_NOT_FOUND", c"named symbol not found"),
        err::NOT_READY => (c"CUDA_ERROR_NOT_READY", c"device not ready"),
        err::ILLEGAL_ADDRESS => (
            c"CUDA_ERROR_ILLEGAL_ADDRESS",
            c"an illegal memory access was encountered",
        ),
        err::LAUNCH_OUT_OF_RESOURCES => (
            c"CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES",
            c"too many resources requested for launch",
        ),
        err::LAUNCH_TIMEOUT => (
            c"CUDA_ERROR_LAUNCH_TIMEOUT",
            c"the launch timed out and was terminated",
        ),
        err::MISALIGNED_ADDRESS => (c"CUDA_ERROR_MISALIGNED_ADDRESS", c"misaligned address"),
        err::LAUNCH_FAILED => (c"CUDA_ERROR_LAUNCH_FAILED", c"unspecified launch failure"),
        err::NOT_PERMITTED => (c"CUDA_ERROR_NOT_PERMITTED", c"operation not permitted"),
        err::NOT_SUPPORTED => (c"CUDA_ERROR_NOT_SUPPORTED", c"operation not supported"),
        err::UNKNOWN => (c"CUDA_ERROR_UNKNOWN", c"unknown error"),
        _ => return None,
    })
}

/// Prints a diagnostic on stderr (unless `PTXJIT_CUDA_QUIET=1`).
pub(crate) fn say(msg: &str) {
    if std::env::var("PTXJIT_CUDA_QUIET").as_deref() != Ok("1") {
        eprintln!("ptxjit-cuda: {}", msg.trim_end());
    }
}

/// A loaded module.
pub(crate) struct Mod {
    pub m: DeviceModule,
    /// For diagnostics: the file, or `module N`.
    pub name: String,
    pub ctx: usize,
}

/// A kernel handle.
pub(crate) struct Func {
    pub module: usize,
    pub k: DeviceKernel,
    /// `CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES` as set.
    pub max_dynamic_shared: i32,
}

/// A context (the primary one or one of `cuCtxCreate`; all share the one
/// device's memory).
pub(crate) struct Ctx {
    pub primary: bool,
    /// The sticky error of a faulted launch.
    pub sticky: CUresult,
    pub limits: HashMap<c_uint, usize>,
}

/// A link state (`cuLinkCreate`): its PTX inputs and, once complete, the
/// image handed out (kept alive until `cuLinkDestroy`).
#[derive(Default)]
pub(crate) struct Link {
    pub inputs: Vec<String>,
    pub image: Option<Box<[u8]>>,
}

pub(crate) struct Event {
    pub at: Option<Instant>,
}

/// Everything the driver holds.
pub(crate) struct State {
    pub device: Device,
    next: usize,
    pub ctxs: HashMap<usize, Ctx>,
    pub primary: Option<usize>,
    pub primary_refs: u32,
    pub modules: HashMap<usize, Mod>,
    pub funcs: HashMap<usize, Func>,
    pub streams: HashMap<usize, ()>,
    pub events: HashMap<usize, Event>,
    /// Page-locked host allocations (`cuMemAllocHost`): address -> size.
    pub host: HashMap<usize, usize>,
    /// Link states: handle -> PTX inputs and the output image.
    pub links: HashMap<usize, Link>,
    next_module: u64,
}

impl State {
    /// A fresh handle value (never 0, never reused).
    pub fn handle(&mut self) -> usize {
        self.next += 16;
        self.next
    }

    pub fn module_name(&mut self) -> String {
        self.next_module += 1;
        format!("module {}", self.next_module)
    }
}

static STATE: OnceLock<Result<Mutex<State>, String>> = OnceLock::new();

fn env_u64(name: &str) -> Option<u64> {
    let v = std::env::var(name).ok()?;
    let v = v.trim();
    v.parse().ok().or_else(|| {
        let (n, m) = match v.as_bytes().last()? {
            b'K' | b'k' => (&v[..v.len() - 1], 1u64 << 10),
            b'M' | b'm' => (&v[..v.len() - 1], 1 << 20),
            b'G' | b'g' => (&v[..v.len() - 1], 1 << 30),
            _ => return None,
        };
        n.parse::<u64>().ok()?.checked_mul(m)
    })
}

fn make_state() -> Result<Mutex<State>, String> {
    let llvm = Backend::Llvm.available().is_ok();
    let backend = match std::env::var("PTXJIT_BACKEND").as_deref() {
        // Tiered where the build has LLVM: Cranelift's code at once, LLVM's
        // for the kernels that run long enough to pay for it.
        Err(_) | Ok("") if llvm => Backend::Tiered,
        Err(_) | Ok("") | Ok("host") => Backend::Host,
        Ok("interp") => Backend::Interp,
        // LLVM's code for the kernels (where the build has LLVM).
        Ok("llvm") if llvm => Backend::Llvm,
        Ok("tiered") if llvm => Backend::Tiered,
        Ok(other) => {
            return Err(format!(
                "PTXJIT_BACKEND='{}': the driver runs kernels on 'host', 'interp' or (a build with LLVM) 'llvm' or 'tiered'",
                other
            ))
        }
    };
    let mut limits = Limits {
        mem_limit: ptxjit_runtime_capacity(),
        ..Limits::default()
    };
    if let Some(n) = env_u64("PTXJIT_DEVICE_MEM") {
        limits.mem_limit = n.min(limits.mem_limit);
    }
    if let Some(n) = env_u64("PTXJIT_MAX_STEPS") {
        limits.max_steps = n;
    }
    if pass::in_namespace_of_its_own() {
        // A second glibc: threads started here are not safe (see
        // `ptxjit::caller_thread_only`), so launches run on the caller's.
        ptxjit::caller_thread_only();
    }
    if let Some(s) = env_u64("PTXJIT_TIMEOUT") {
        if !ptxjit::may_start_threads() {
            return Err(format!(
                "PTXJIT_TIMEOUT={}: a timeout needs a watchdog thread, and this driver was loaded with dlmopen into a namespace of its own, where it starts no threads (PTXJIT_MAX_STEPS and PTXJIT_MAX_LAUNCH_STEPS still apply)",
                s
            ));
        }
        limits.timeout = Some(std::time::Duration::from_secs(s));
    }
    if let Some(n) = env_u64("PTXJIT_MAX_LAUNCH_STEPS") {
        limits.max_launch_steps = n;
    }
    if let Ok(s) = std::env::var("PTXJIT_SANITIZE") {
        if !s.is_empty() {
            limits.sanitize = ptxjit::Sanitize::parse(&s)
                .map_err(|e| format!("PTXJIT_SANITIZE='{}': {}", s, e))?;
        }
    }
    let device = Device::with_limits(backend, limits).map_err(|e| e.to_string())?;
    Ok(Mutex::new(State {
        device,
        next: 0x1000,
        ctxs: HashMap::new(),
        primary: None,
        primary_refs: 0,
        modules: HashMap::new(),
        funcs: HashMap::new(),
        streams: HashMap::new(),
        events: HashMap::new(),
        host: HashMap::new(),
        links: HashMap::new(),
        next_module: 0,
    }))
}

/// The whole device address space (1.25 GiB).
fn ptxjit_runtime_capacity() -> u64 {
    ptxjit::device::CAPACITY
}

/// The driver's state, once `cuInit` has run.
pub(crate) fn state() -> Result<MutexGuard<'static, State>, CUresult> {
    match STATE.get() {
        Some(Ok(m)) => Ok(m.lock().unwrap_or_else(|p| p.into_inner())),
        Some(Err(_)) => Err(err::NO_DEVICE),
        None => Err(err::NOT_INITIALIZED),
    }
}

/// Runs `cuInit`'s work once.
pub(crate) fn init() -> CUresult {
    match STATE.get_or_init(|| {
        record::start();
        make_state()
    }) {
        Ok(_) => err::SUCCESS,
        Err(e) => {
            say(e);
            err::NO_DEVICE
        }
    }
}

thread_local! {
    /// This thread's context stack (top last).
    pub(crate) static CURRENT: std::cell::RefCell<Vec<usize>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The current context of this thread.
pub(crate) fn current() -> Option<usize> {
    CURRENT.with(|c| c.borrow().last().copied())
}

impl State {
    /// The current context, checked: its sticky error if it has one.
    pub fn ctx_ok(&self) -> Result<usize, CUresult> {
        let c = current().ok_or(err::INVALID_CONTEXT)?;
        let ctx = self.ctxs.get(&c).ok_or(err::INVALID_CONTEXT)?;
        if ctx.sticky != err::SUCCESS {
            return Err(ctx.sticky);
        }
        Ok(c)
    }

    /// Loads PTX text as a module of the current context; the error log
    /// gets ptxjit's diagnostics.
    pub fn load(
        &mut self,
        image: &[u8],
        name: Option<String>,
    ) -> Result<usize, (CUresult, String)> {
        let ctx = self.ctx_ok().map_err(|e| (e, String::new()))?;
        self.load_in(ctx, image, name)
    }

    /// Loads PTX text as a module owned by context `ctx`.
    pub fn load_in(
        &mut self,
        ctx: usize,
        image: &[u8],
        name: Option<String>,
    ) -> Result<usize, (CUresult, String)> {
        let text = ptx_text(image)?;
        let name = name.unwrap_or_else(|| self.module_name());
        let m = self
            .device
            .load_ptx(text)
            .map_err(|e| (err::INVALID_PTX, e.render(&name, text)))?;
        let h = self.handle();
        self.modules.insert(h, Mod { m, name, ctx });
        Ok(h)
    }

    /// Marks the current context faulted with `code` (sticky).
    pub fn fault(&mut self, code: CUresult) {
        if let Some(c) = current().and_then(|c| self.ctxs.get_mut(&c)) {
            c.sticky = code;
        }
    }
}

/// The PTX text of a module image: NUL-terminated (or whole) UTF-8.
/// Cubins and fatbinaries are refused: ptxjit runs PTX.
fn ptx_text(image: &[u8]) -> Result<&str, (CUresult, String)> {
    let end = image.iter().position(|&b| b == 0).unwrap_or(image.len());
    let bytes = &image[..end];
    if bytes.starts_with(b"\x7fELF") || image.starts_with(&[0x50, 0xed, 0x55, 0xba]) {
        return Err((
            err::NO_BINARY_FOR_GPU,
            "the image is a cubin or fatbinary; ptxjit runs PTX (compile with -ptx, or NVRTC's nvrtcGetPTX)".into(),
        ));
    }
    std::str::from_utf8(bytes).map_err(|_| {
        (
            err::INVALID_IMAGE,
            "the image is neither PTX text nor a known binary".into(),
        )
    })
}

/// How a launch error maps to a `CUresult` (and whether it is sticky).
pub(crate) fn launch_code(e: &Error) -> (CUresult, bool) {
    match e {
        Error::Exec(_) => match FaultKind::of(e) {
            FaultKind::IllegalAddress => (err::ILLEGAL_ADDRESS, true),
            FaultKind::Misaligned => (err::MISALIGNED_ADDRESS, true),
            FaultKind::Timeout => (err::LAUNCH_TIMEOUT, true),
            FaultKind::Assert => (err::ASSERT, true),
            FaultKind::Failed => (err::LAUNCH_FAILED, true),
        },
        Error::Compile(_) => (err::INVALID_PTX, false),
        Error::Usage(m) if m.contains("shared memory") || m.contains("local") => {
            (err::LAUNCH_OUT_OF_RESOURCES, false)
        }
        _ => (err::INVALID_VALUE, false),
    }
}

/// A grid shape from `cuLaunchKernel`'s arguments.
pub(crate) fn shape(g: [c_uint; 3], b: [c_uint; 3], shared: c_uint) -> Launch {
    Launch {
        grid: g,
        block: b,
        dynamic_shared: u64::from(shared),
    }
}

/// Reads a NUL-terminated string argument.
pub(crate) unsafe fn cstr<'a>(p: *const c_char) -> Option<&'a str> {
    if p.is_null() {
        return None;
    }
    // SAFETY: the caller passes a NUL-terminated string.
    unsafe { CStr::from_ptr(p) }.to_str().ok()
}
