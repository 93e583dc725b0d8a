//! The exported driver functions, with the C ABI and the names CUDA 12's
//! `cuda.h` gives them (the `_v2`/`_v3` names where it maps to them).

use super::*;

/// With `PTXJIT_CUDA_PASSTHROUGH` set, forwards the call to the other
/// driver (see [`crate::pass`]) and returns what it returns, after `then`.
macro_rules! pass {
    ($name:ident($($a:ident),*)) => { pass!($name($($a),*) then |r| r) };
    ($name:ident($($a:ident),*) then |$r:ident| $post:expr) => {
        if let Some(sym) = crate::pass::real(stringify!($name)) {
            let Some(p) = sym else {
                return crate::pass::missing(stringify!($name));
            };
            let ours: unsafe extern "C" fn($(pass!(@u $a)),*) -> CUresult = $name;
            let f = crate::pass::same(ours, p);
            #[allow(unused_unsafe)]
            let $r = unsafe { f($($a),*) };
            #[allow(unused_unsafe)]
            return unsafe { $post };
        }
    };
    (@u $a:ident) => { _ };
}

/// Runs `f` on the state; a panic inside becomes `CUDA_ERROR_UNKNOWN`
/// (nothing unwinds into the host program).
fn guarded(f: impl FnOnce() -> CUresult) -> CUresult {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_or_else(|_| {
        say("internal error (a panic in the driver)");
        err::UNKNOWN
    })
}

macro_rules! tri {
    ($e:expr) => {
        match $e {
            Ok(v) => v,
            Err(code) => return code,
        }
    };
}

/// Writes `v` through an out pointer; a null one is `INVALID_VALUE`.
macro_rules! out {
    ($p:expr, $v:expr) => {{
        if $p.is_null() {
            return err::INVALID_VALUE;
        }
        // SAFETY: the caller passes a valid out pointer.
        unsafe { *$p = $v };
    }};
}

fn dev_ok(dev: CUdevice) -> Result<(), CUresult> {
    if dev == 0 {
        Ok(())
    } else {
        Err(err::INVALID_DEVICE)
    }
}

// ------------------------------------------------------------ init, errors

#[no_mangle]
pub extern "C" fn cuInit(flags: c_uint) -> CUresult {
    pass!(cuInit(flags));
    if flags != 0 {
        return err::INVALID_VALUE;
    }
    guarded(init)
}

#[no_mangle]
pub unsafe extern "C" fn cuDriverGetVersion(v: *mut c_int) -> CUresult {
    pass!(cuDriverGetVersion(v));
    out!(v, 12090);
    err::SUCCESS
}

/// Writes the name (`pick` 0) or description (1) of `e` to `*s`; an
/// unknown code gets null and `INVALID_VALUE`.
unsafe fn error_out(e: CUresult, s: *mut *const c_char, pick: usize) -> CUresult {
    match error_text(e) {
        Some(t) => {
            out!(s, [t.0, t.1][pick].as_ptr());
            err::SUCCESS
        }
        None => {
            if !s.is_null() {
                unsafe { *s = std::ptr::null() };
            }
            err::INVALID_VALUE
        }
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuGetErrorName(e: CUresult, s: *mut *const c_char) -> CUresult {
    pass!(cuGetErrorName(e, s));
    unsafe { error_out(e, s, 0) }
}

#[no_mangle]
pub unsafe extern "C" fn cuGetErrorString(e: CUresult, s: *mut *const c_char) -> CUresult {
    pass!(cuGetErrorString(e, s));
    unsafe { error_out(e, s, 1) }
}

// ------------------------------------------------------------ devices

#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetCount(n: *mut c_int) -> CUresult {
    pass!(cuDeviceGetCount(n));
    tri!(state().map(drop));
    out!(n, 1);
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceGet(d: *mut CUdevice, ordinal: c_int) -> CUresult {
    pass!(cuDeviceGet(d, ordinal));
    tri!(state().map(drop));
    if ordinal != 0 {
        return err::INVALID_DEVICE;
    }
    out!(d, 0);
    err::SUCCESS
}

/// The device's name.
const NAME: &[u8] = b"ptxjit CPU device (sm_90)\0";

#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetName(name: *mut c_char, len: c_int, dev: CUdevice) -> CUresult {
    pass!(cuDeviceGetName(name, len, dev));
    tri!(state().map(drop));
    tri!(dev_ok(dev));
    unsafe { put_cstr(name, len, NAME) }
}

/// Copies NUL-terminated `text` into the caller's buffer of `len` bytes
/// (cut short, still NUL-terminated, when it does not fit).
unsafe fn put_cstr(to: *mut c_char, len: c_int, text: &[u8]) -> CUresult {
    if to.is_null() || len <= 0 {
        return err::INVALID_VALUE;
    }
    let n = (len as usize).min(text.len());
    // SAFETY: `len` bytes are writable.
    unsafe {
        std::ptr::copy_nonoverlapping(text.as_ptr() as *const c_char, to, n);
        *to.add(n - 1) = 0;
    }
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetUuid(uuid: *mut [u8; 16], dev: CUdevice) -> CUresult {
    pass!(cuDeviceGetUuid(uuid, dev));
    tri!(state().map(drop));
    tri!(dev_ok(dev));
    out!(uuid, *b"ptxjit-cpu-dev-0");
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetUuid_v2(uuid: *mut [u8; 16], dev: CUdevice) -> CUresult {
    pass!(cuDeviceGetUuid_v2(uuid, dev));
    unsafe { cuDeviceGetUuid(uuid, dev) }
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceTotalMem_v2(bytes: *mut usize, dev: CUdevice) -> CUresult {
    pass!(cuDeviceTotalMem_v2(bytes, dev));
    let s = tri!(state());
    tri!(dev_ok(dev));
    out!(bytes, s.device.mem_info().1 as usize);
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceComputeCapability(
    major: *mut c_int,
    minor: *mut c_int,
    dev: CUdevice,
) -> CUresult {
    pass!(cuDeviceComputeCapability(major, minor, dev));
    tri!(state().map(drop));
    tri!(dev_ok(dev));
    out!(major, 9);
    out!(minor, 0);
    err::SUCCESS
}

/// Streaming multiprocessors: one per core.
fn sms() -> i32 {
    static SMS: OnceLock<i32> = OnceLock::new();
    *SMS.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get() as i32))
}

/// `CUdevice_attribute` values of a plausible sm_90 device; `None` for a
/// number that is no attribute.
pub(crate) fn attribute(a: c_int) -> Option<c_int> {
    Some(match a {
        1 => 1024,       // MAX_THREADS_PER_BLOCK
        2 | 3 => 1024,   // MAX_BLOCK_DIM_X, _Y
        4 => 64,         // MAX_BLOCK_DIM_Z
        5 => i32::MAX,   // MAX_GRID_DIM_X
        6 | 7 => 65535,  // MAX_GRID_DIM_Y, _Z
        8 => 49152,      // MAX_SHARED_MEMORY_PER_BLOCK
        9 => 65536,      // TOTAL_CONSTANT_MEMORY
        10 => 32,        // WARP_SIZE
        11 => i32::MAX,  // MAX_PITCH
        12 => 65536,     // MAX_REGISTERS_PER_BLOCK
        13 => 1_755_000, // CLOCK_RATE (kHz)
        14 => 512,       // TEXTURE_ALIGNMENT
        15 => 1,         // GPU_OVERLAP
        16 => sms(),     // MULTIPROCESSOR_COUNT
        17 => 0,         // KERNEL_EXEC_TIMEOUT
        18 => 0,         // INTEGRATED
        19 => 0,         // CAN_MAP_HOST_MEMORY
        20 => 0,         // COMPUTE_MODE (default)
        31 => 1,         // CONCURRENT_KERNELS
        32 => 0,         // ECC_ENABLED
        33..=35 => 0,    // PCI_BUS_ID, PCI_DEVICE_ID, TCC_DRIVER
        36 => 2_619_000, // MEMORY_CLOCK_RATE
        37 => 5120,      // GLOBAL_MEMORY_BUS_WIDTH
        38 => 50 << 20,  // L2_CACHE_SIZE
        39 => 2048,      // MAX_THREADS_PER_MULTIPROCESSOR
        40 => 1,         // ASYNC_ENGINE_COUNT
        41 => 1,         // UNIFIED_ADDRESSING
        50 => 0,         // PCI_DOMAIN_ID
        75 => 9,         // COMPUTE_CAPABILITY_MAJOR
        76 => 0,         // COMPUTE_CAPABILITY_MINOR
        78 => 1,         // STREAM_PRIORITIES_SUPPORTED
        79 | 80 => 1,    // GLOBAL_L1_CACHE_SUPPORTED, LOCAL_L1_...
        81 => 233_472,   // MAX_SHARED_MEMORY_PER_MULTIPROCESSOR
        82 => 65536,     // MAX_REGISTERS_PER_MULTIPROCESSOR
        83 => 0,         // MANAGED_MEMORY
        84 => 0,         // MULTI_GPU_BOARD
        85 => 0,         // MULTI_GPU_BOARD_GROUP_ID
        86 => 0,         // HOST_NATIVE_ATOMIC_SUPPORTED
        87 => 64,        // SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO
        88 | 89 => 0,    // PAGEABLE_MEMORY_ACCESS, CONCURRENT_MANAGED_ACCESS
        90 => 0,         // COMPUTE_PREEMPTION_SUPPORTED
        91 => 0,         // CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM
        95 | 96 => 0,    // COOPERATIVE_LAUNCH, _MULTI_DEVICE
        97 => 232_448,   // MAX_SHARED_MEMORY_PER_BLOCK_OPTIN (227 KiB)
        106 => 32,       // MAX_BLOCKS_PER_MULTIPROCESSOR
        111 => 1024,     // RESERVED_SHARED_MEMORY_PER_BLOCK
        115 => 0,        // MEMORY_POOLS_SUPPORTED
        // The rest of CUDA 12's attributes: not supported here.
        a if (1..=150).contains(&a) => 0,
        _ => return None,
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetAttribute(v: *mut c_int, a: c_int, dev: CUdevice) -> CUresult {
    pass!(cuDeviceGetAttribute(v, a, dev));
    tri!(state().map(drop));
    tri!(dev_ok(dev));
    match attribute(a) {
        Some(x) => {
            out!(v, x);
            err::SUCCESS
        }
        None => err::INVALID_VALUE,
    }
}

// ------------------------------------------------------------ contexts

fn new_ctx(s: &mut State, primary: bool) -> usize {
    let h = s.handle();
    s.ctxs.insert(
        h,
        Ctx {
            primary,
            sticky: err::SUCCESS,
            limits: HashMap::new(),
        },
    );
    h
}

#[no_mangle]
pub unsafe extern "C" fn cuDevicePrimaryCtxRetain(ctx: *mut Handle, dev: CUdevice) -> CUresult {
    pass!(cuDevicePrimaryCtxRetain(ctx, dev));
    guarded(|| {
        let mut s = tri!(state());
        tri!(dev_ok(dev));
        let h = match s.primary {
            Some(h) => h,
            None => {
                let h = new_ctx(&mut s, true);
                s.primary = Some(h);
                h
            }
        };
        s.primary_refs += 1;
        out!(ctx, h as Handle);
        err::SUCCESS
    })
}

#[no_mangle]
pub extern "C" fn cuDevicePrimaryCtxRelease_v2(dev: CUdevice) -> CUresult {
    pass!(cuDevicePrimaryCtxRelease_v2(dev));
    let mut s = tri!(state());
    tri!(dev_ok(dev));
    if s.primary_refs == 0 {
        return err::INVALID_CONTEXT;
    }
    s.primary_refs -= 1;
    err::SUCCESS
}

#[no_mangle]
pub extern "C" fn cuDevicePrimaryCtxReset_v2(dev: CUdevice) -> CUresult {
    pass!(cuDevicePrimaryCtxReset_v2(dev));
    guarded(|| {
        let mut s = tri!(state());
        tri!(dev_ok(dev));
        if let Some(h) = s.primary {
            drop_ctx_objects(&mut s, h);
            if let Some(c) = s.ctxs.get_mut(&h) {
                c.sticky = err::SUCCESS;
                c.limits.clear();
            }
        }
        err::SUCCESS
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuDevicePrimaryCtxGetState(
    dev: CUdevice,
    flags: *mut c_uint,
    active: *mut c_int,
) -> CUresult {
    pass!(cuDevicePrimaryCtxGetState(dev, flags, active));
    let s = tri!(state());
    tri!(dev_ok(dev));
    out!(flags, 0);
    out!(active, i32::from(s.primary_refs > 0));
    err::SUCCESS
}

#[no_mangle]
pub extern "C" fn cuDevicePrimaryCtxSetFlags_v2(dev: CUdevice, _flags: c_uint) -> CUresult {
    pass!(cuDevicePrimaryCtxSetFlags_v2(dev, _flags));
    tri!(state().map(drop));
    tri!(dev_ok(dev));
    err::SUCCESS
}

/// Frees the modules (and their kernels) of context `h`.
fn drop_ctx_objects(s: &mut State, h: usize) {
    let mods: Vec<usize> = s
        .modules
        .iter()
        .filter(|(_, m)| m.ctx == h)
        .map(|(&k, _)| k)
        .collect();
    for m in mods {
        s.modules.remove(&m);
        s.funcs.retain(|_, f| f.module != m);
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxCreate_v2(
    ctx: *mut Handle,
    _flags: c_uint,
    dev: CUdevice,
) -> CUresult {
    pass!(cuCtxCreate_v2(ctx, _flags, dev));
    guarded(|| {
        let mut s = tri!(state());
        tri!(dev_ok(dev));
        if ctx.is_null() {
            return err::INVALID_VALUE;
        }
        let h = new_ctx(&mut s, false);
        CURRENT.with(|c| c.borrow_mut().push(h));
        out!(ctx, h as Handle);
        err::SUCCESS
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxCreate_v3(
    ctx: *mut Handle,
    _params: *mut c_void,
    _n: c_int,
    flags: c_uint,
    dev: CUdevice,
) -> CUresult {
    pass!(cuCtxCreate_v3(ctx, _params, _n, flags, dev));
    unsafe { cuCtxCreate_v2(ctx, flags, dev) }
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxCreate_v4(
    ctx: *mut Handle,
    _params: *mut c_void,
    flags: c_uint,
    dev: CUdevice,
) -> CUresult {
    pass!(cuCtxCreate_v4(ctx, _params, flags, dev));
    unsafe { cuCtxCreate_v2(ctx, flags, dev) }
}

#[no_mangle]
pub extern "C" fn cuCtxDestroy_v2(ctx: Handle) -> CUresult {
    pass!(cuCtxDestroy_v2(ctx));
    guarded(|| {
        let mut s = tri!(state());
        let h = ctx as usize;
        match s.ctxs.get(&h) {
            None => return err::INVALID_CONTEXT,
            Some(c) if c.primary => return err::INVALID_CONTEXT,
            Some(_) => {}
        }
        drop_ctx_objects(&mut s, h);
        s.ctxs.remove(&h);
        CURRENT.with(|c| c.borrow_mut().retain(|&x| x != h));
        err::SUCCESS
    })
}

#[no_mangle]
pub extern "C" fn cuCtxSetCurrent(ctx: Handle) -> CUresult {
    pass!(cuCtxSetCurrent(ctx));
    let s = tri!(state());
    let h = ctx as usize;
    if h != 0 && !s.ctxs.contains_key(&h) {
        return err::INVALID_CONTEXT;
    }
    CURRENT.with(|c| {
        let mut c = c.borrow_mut();
        c.pop();
        if h != 0 {
            c.push(h);
        }
    });
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxGetCurrent(ctx: *mut Handle) -> CUresult {
    pass!(cuCtxGetCurrent(ctx));
    tri!(state().map(drop));
    out!(ctx, current().unwrap_or(0) as Handle);
    err::SUCCESS
}

#[no_mangle]
pub extern "C" fn cuCtxPushCurrent_v2(ctx: Handle) -> CUresult {
    pass!(cuCtxPushCurrent_v2(ctx));
    let s = tri!(state());
    let h = ctx as usize;
    if !s.ctxs.contains_key(&h) {
        return err::INVALID_CONTEXT;
    }
    CURRENT.with(|c| c.borrow_mut().push(h));
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxPopCurrent_v2(ctx: *mut Handle) -> CUresult {
    pass!(cuCtxPopCurrent_v2(ctx));
    tri!(state().map(drop));
    match CURRENT.with(|c| c.borrow_mut().pop()) {
        Some(h) => {
            if !ctx.is_null() {
                unsafe { *ctx = h as Handle };
            }
            err::SUCCESS
        }
        None => err::INVALID_CONTEXT,
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxGetDevice(dev: *mut CUdevice) -> CUresult {
    pass!(cuCtxGetDevice(dev));
    let s = tri!(state());
    if current().is_none_or(|c| !s.ctxs.contains_key(&c)) {
        return err::INVALID_CONTEXT;
    }
    out!(dev, 0);
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxGetApiVersion(ctx: Handle, v: *mut c_uint) -> CUresult {
    pass!(cuCtxGetApiVersion(ctx, v));
    let s = tri!(state());
    let h = if ctx.is_null() {
        current().unwrap_or(0)
    } else {
        ctx as usize
    };
    if !s.ctxs.contains_key(&h) {
        return err::INVALID_CONTEXT;
    }
    out!(v, 12090);
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxGetFlags(flags: *mut c_uint) -> CUresult {
    pass!(cuCtxGetFlags(flags));
    let s = tri!(state());
    tri!(s.ctx_ok());
    out!(flags, 0);
    err::SUCCESS
}

#[no_mangle]
pub extern "C" fn cuCtxSynchronize() -> CUresult {
    pass!(cuCtxSynchronize());
    let s = tri!(state());
    tri!(s.ctx_ok());
    err::SUCCESS
}

/// `CUlimit` defaults: stack size, printf FIFO, malloc heap, ...
fn limit_default(l: c_uint) -> Option<usize> {
    Some(match l {
        0 => 1024,    // STACK_SIZE
        1 => 1 << 20, // PRINTF_FIFO_SIZE
        2 => 8 << 20, // MALLOC_HEAP_SIZE
        3 => 2,       // DEV_RUNTIME_SYNC_DEPTH
        4 => 2048,    // DEV_RUNTIME_PENDING_LAUNCH_COUNT
        5 => 32,      // MAX_L2_FETCH_GRANULARITY
        6 => 0,       // PERSISTING_L2_CACHE_SIZE
        _ => return None,
    })
}

#[no_mangle]
pub extern "C" fn cuCtxSetLimit(limit: c_uint, value: usize) -> CUresult {
    pass!(cuCtxSetLimit(limit, value));
    let mut s = tri!(state());
    let c = tri!(s.ctx_ok());
    if limit_default(limit).is_none() {
        return err::INVALID_VALUE;
    }
    if let Some(ctx) = s.ctxs.get_mut(&c) {
        ctx.limits.insert(limit, value);
    }
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxGetLimit(value: *mut usize, limit: c_uint) -> CUresult {
    pass!(cuCtxGetLimit(value, limit));
    let s = tri!(state());
    let c = tri!(s.ctx_ok());
    let Some(d) = limit_default(limit) else {
        return err::INVALID_VALUE;
    };
    let v = s.ctxs[&c].limits.get(&limit).copied().unwrap_or(d);
    out!(value, v);
    err::SUCCESS
}

#[no_mangle]
pub extern "C" fn cuCtxSetCacheConfig(_c: c_uint) -> CUresult {
    pass!(cuCtxSetCacheConfig(_c));
    let s = tri!(state());
    tri!(s.ctx_ok());
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxGetCacheConfig(c: *mut c_uint) -> CUresult {
    pass!(cuCtxGetCacheConfig(c));
    let s = tri!(state());
    tri!(s.ctx_ok());
    out!(c, 0);
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxGetStreamPriorityRange(
    least: *mut c_int,
    greatest: *mut c_int,
) -> CUresult {
    pass!(cuCtxGetStreamPriorityRange(least, greatest));
    let s = tri!(state());
    tri!(s.ctx_ok());
    if !least.is_null() {
        unsafe { *least = 0 };
    }
    if !greatest.is_null() {
        unsafe { *greatest = -5 };
    }
    err::SUCCESS
}

// ------------------------------------------------------------ modules

/// The JIT options of `cuModuleLoadDataEx`/`cuLinkCreate`: where the
/// error log goes (`CU_JIT_ERROR_LOG_BUFFER` = 5 and its size, 6) and the
/// info log (3 and 4).
struct JitLog {
    error: Option<(*mut c_char, usize, usize)>,
    info: Option<(*mut c_char, usize, usize)>,
}

unsafe fn jit_log(n: c_uint, opts: *const c_int, vals: *mut *mut c_void) -> JitLog {
    let mut log = JitLog {
        error: None,
        info: None,
    };
    if opts.is_null() || vals.is_null() {
        return log;
    }
    let (mut eb, mut es, mut ib, mut is) = (None, None, None, None);
    for i in 0..n as usize {
        // SAFETY: `n` options and values.
        let (o, v) = unsafe { (*opts.add(i), *vals.add(i)) };
        match o {
            3 => ib = Some(v as *mut c_char),
            4 => is = Some((v as usize, i)),
            5 => eb = Some(v as *mut c_char),
            6 => es = Some((v as usize, i)),
            _ => {}
        }
    }
    if let (Some(b), Some((n, i))) = (eb, es) {
        log.error = Some((b, n, i));
    }
    if let (Some(b), Some((n, i))) = (ib, is) {
        log.info = Some((b, n, i));
    }
    log
}

/// Writes `text` to a log buffer (truncated, NUL-terminated) and its used
/// size back into the option value.
unsafe fn put_log(to: Option<(*mut c_char, usize, usize)>, vals: *mut *mut c_void, text: &str) {
    let Some((b, n, i)) = to else { return };
    if b.is_null() || n == 0 {
        return;
    }
    let k = text.len().min(n - 1);
    // SAFETY: the buffer has `n` bytes; `i` is the size option's index.
    unsafe {
        std::ptr::copy_nonoverlapping(text.as_ptr() as *const c_char, b, k);
        *b.add(k) = 0;
        *vals.add(i) = (k + 1) as *mut c_void;
    }
}

unsafe fn load_image(
    module: *mut Handle,
    image: *const c_void,
    name: Option<String>,
    log: JitLog,
    vals: *mut *mut c_void,
) -> CUresult {
    guarded(|| {
        if module.is_null() || image.is_null() {
            return err::INVALID_VALUE;
        }
        let mut s = tri!(state());
        tri!(s.ctx_ok());
        // The image is NUL-terminated text (or a binary, refused, whose
        // first bytes say so); read up to its NUL.
        // SAFETY: cuModuleLoadData's contract: a NUL-terminated PTX image.
        let bytes = unsafe { CStr::from_ptr(image as *const c_char) }.to_bytes();
        match s.load(bytes, name) {
            Ok(h) => {
                unsafe { put_log(log.info, vals, "ptxjit: module loaded\n") };
                out!(module, h as Handle);
                err::SUCCESS
            }
            Err((code, text)) => {
                say(&text);
                unsafe { put_log(log.error, vals, &text) };
                code
            }
        }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuModuleLoadData(module: *mut Handle, image: *const c_void) -> CUresult {
    pass!(cuModuleLoadData(module, image) then |r| crate::pass::on_load(r, module, image));
    unsafe {
        load_image(
            module,
            image,
            None,
            JitLog {
                error: None,
                info: None,
            },
            std::ptr::null_mut(),
        )
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuModuleLoadDataEx(
    module: *mut Handle,
    image: *const c_void,
    n: c_uint,
    opts: *mut c_int,
    vals: *mut *mut c_void,
) -> CUresult {
    pass!(cuModuleLoadDataEx(module, image, n, opts, vals) then |r| crate::pass::on_load(r, module, image));
    unsafe { load_image(module, image, None, jit_log(n, opts, vals), vals) }
}

#[no_mangle]
pub unsafe extern "C" fn cuModuleLoadFatBinary(
    module: *mut Handle,
    image: *const c_void,
) -> CUresult {
    pass!(cuModuleLoadFatBinary(module, image) then |r| crate::pass::on_load(r, module, image));
    unsafe { cuModuleLoadData(module, image) }
}

#[no_mangle]
pub unsafe extern "C" fn cuModuleLoad(module: *mut Handle, fname: *const c_char) -> CUresult {
    pass!(cuModuleLoad(module, fname) then |r| crate::pass::on_load_file(r, module, fname));
    guarded(|| {
        let Some(path) = (unsafe { cstr(fname) }) else {
            return err::INVALID_VALUE;
        };
        let Ok(mut bytes) = std::fs::read(path) else {
            say(&format!("cannot read '{}'", path));
            return err::FILE_NOT_FOUND;
        };
        bytes.push(0);
        unsafe {
            load_image(
                module,
                bytes.as_ptr() as *const c_void,
                Some(path.to_string()),
                JitLog {
                    error: None,
                    info: None,
                },
                std::ptr::null_mut(),
            )
        }
    })
}

#[no_mangle]
pub extern "C" fn cuModuleUnload(module: Handle) -> CUresult {
    pass!(cuModuleUnload(module) then |r| crate::pass::on_unload(r, module));
    guarded(|| {
        let mut s = tri!(state());
        let h = module as usize;
        if s.modules.remove(&h).is_none() {
            return err::INVALID_HANDLE;
        }
        s.funcs.retain(|_, f| f.module != h);
        err::SUCCESS
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuModuleGetFunction(
    f: *mut Handle,
    module: Handle,
    name: *const c_char,
) -> CUresult {
    pass!(cuModuleGetFunction(f, module, name) then |r| crate::pass::on_function(r, f, module, name));
    guarded(|| {
        let mut s = tri!(state());
        let h = module as usize;
        let Some(m) = s.modules.get(&h) else {
            return err::INVALID_HANDLE;
        };
        let Some(name) = (unsafe { cstr(name) }) else {
            return err::INVALID_VALUE;
        };
        let k = match m.m.kernel(name) {
            Ok(k) => k,
            Err(_) => return err::NOT_FOUND,
        };
        let fh = s.handle();
        s.funcs.insert(
            fh,
            Func {
                module: h,
                k,
                max_dynamic_shared: 48 * 1024,
            },
        );
        out!(f, fh as Handle);
        err::SUCCESS
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuModuleGetGlobal_v2(
    dptr: *mut CUdeviceptr,
    bytes: *mut usize,
    module: Handle,
    name: *const c_char,
) -> CUresult {
    pass!(cuModuleGetGlobal_v2(dptr, bytes, module, name));
    guarded(|| {
        let s = tri!(state());
        let Some(m) = s.modules.get(&(module as usize)) else {
            return err::INVALID_HANDLE;
        };
        let Some(name) = (unsafe { cstr(name) }) else {
            return err::INVALID_VALUE;
        };
        match m.m.global(name) {
            Ok((a, n)) => {
                if !dptr.is_null() {
                    unsafe { *dptr = a };
                }
                if !bytes.is_null() {
                    unsafe { *bytes = n as usize };
                }
                err::SUCCESS
            }
            Err(_) => err::NOT_FOUND,
        }
    })
}

// ------------------------------------------------------------ linking

#[no_mangle]
pub unsafe extern "C" fn cuLinkCreate_v2(
    _n: c_uint,
    _opts: *mut c_int,
    _vals: *mut *mut c_void,
    state_out: *mut Handle,
) -> CUresult {
    pass!(cuLinkCreate_v2(_n, _opts, _vals, state_out));
    let mut s = tri!(state());
    tri!(s.ctx_ok());
    let h = s.handle();
    s.links.insert(h, Link::default());
    out!(state_out, h as Handle);
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuLinkAddData_v2(
    link: Handle,
    kind: c_uint,
    data: *mut c_void,
    size: usize,
    _name: *const c_char,
    _n: c_uint,
    _opts: *mut c_int,
    _vals: *mut *mut c_void,
) -> CUresult {
    pass!(cuLinkAddData_v2(
        link, kind, data, size, _name, _n, _opts, _vals
    ));
    guarded(|| {
        let mut s = tri!(state());
        let Some(l) = s.links.get_mut(&(link as usize)) else {
            return err::INVALID_HANDLE;
        };
        if data.is_null() {
            return err::INVALID_VALUE;
        }
        // CU_JIT_INPUT_PTX = 1; cubins, fatbinaries, objects and
        // libraries are not PTX.
        if kind != 1 {
            say("cuLinkAddData: only PTX inputs (CU_JIT_INPUT_PTX) are supported");
            return err::NOT_SUPPORTED;
        }
        // SAFETY: `size` bytes of PTX text.
        let bytes = unsafe { std::slice::from_raw_parts(data as *const u8, size) };
        let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
        match std::str::from_utf8(&bytes[..end]) {
            Ok(t) => {
                l.inputs.push(t.to_string());
                err::SUCCESS
            }
            Err(_) => err::INVALID_PTX,
        }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuLinkAddFile_v2(
    link: Handle,
    kind: c_uint,
    path: *const c_char,
    n: c_uint,
    opts: *mut c_int,
    vals: *mut *mut c_void,
) -> CUresult {
    pass!(cuLinkAddFile_v2(link, kind, path, n, opts, vals));
    let Some(p) = (unsafe { cstr(path) }) else {
        return err::INVALID_VALUE;
    };
    let Ok(text) = std::fs::read(p) else {
        return err::FILE_NOT_FOUND;
    };
    unsafe {
        cuLinkAddData_v2(
            link,
            kind,
            text.as_ptr() as *mut c_void,
            text.len(),
            path,
            n,
            opts,
            vals,
        )
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuLinkComplete(
    link: Handle,
    cubin: *mut *mut c_void,
    size: *mut usize,
) -> CUresult {
    pass!(cuLinkComplete(link, cubin, size));
    guarded(|| {
        let mut s = tri!(state());
        let Some(l) = s.links.get_mut(&(link as usize)) else {
            return err::INVALID_HANDLE;
        };
        let text = match l.inputs.len() {
            0 => return err::INVALID_VALUE,
            1 => l.inputs[0].clone(),
            _ => {
                say("cuLinkComplete: linking several PTX inputs is not supported; give one module");
                return err::NOT_SUPPORTED;
            }
        };
        // The "image" is the PTX text itself, which cuModuleLoadData takes.
        let mut img = text.into_bytes();
        img.push(0);
        let img = img.into_boxed_slice();
        let (p, n) = (img.as_ptr() as *mut c_void, img.len());
        l.image = Some(img);
        out!(cubin, p);
        if !size.is_null() {
            unsafe { *size = n };
        }
        err::SUCCESS
    })
}

#[no_mangle]
pub extern "C" fn cuLinkDestroy(link: Handle) -> CUresult {
    pass!(cuLinkDestroy(link));
    let mut s = tri!(state());
    match s.links.remove(&(link as usize)) {
        Some(_) => err::SUCCESS,
        None => err::INVALID_HANDLE,
    }
}

// ------------------------------------------------------------ memory

#[no_mangle]
pub unsafe extern "C" fn cuMemAlloc_v2(p: *mut CUdeviceptr, bytes: usize) -> CUresult {
    pass!(cuMemAlloc_v2(p, bytes) then |r| crate::pass::on_alloc(r, p, bytes));
    guarded(|| {
        let s = tri!(state());
        tri!(s.ctx_ok());
        if p.is_null() || bytes == 0 {
            return err::INVALID_VALUE;
        }
        match s.device.alloc_bytes(bytes as u64) {
            Ok(a) => {
                out!(p, a);
                err::SUCCESS
            }
            Err(e) => {
                say(&e.to_string());
                err::OUT_OF_MEMORY
            }
        }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuMemAllocAsync(
    p: *mut CUdeviceptr,
    bytes: usize,
    _stream: Handle,
) -> CUresult {
    pass!(cuMemAllocAsync(p, bytes, _stream) then |r| crate::pass::on_alloc(r, p, bytes));
    unsafe { cuMemAlloc_v2(p, bytes) }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemAllocPitch_v2(
    p: *mut CUdeviceptr,
    pitch: *mut usize,
    width: usize,
    height: usize,
    _elem: c_uint,
) -> CUresult {
    pass!(cuMemAllocPitch_v2(p, pitch, width, height, _elem) then |r| crate::pass::on_alloc(
        r,
        p,
        if pitch.is_null() { 0 } else { *pitch * height }
    ));
    let w = width.div_ceil(512) * 512;
    if pitch.is_null() {
        return err::INVALID_VALUE;
    }
    let Some(total) = w.checked_mul(height) else {
        return err::INVALID_VALUE;
    };
    let r = unsafe { cuMemAlloc_v2(p, total) };
    if r == err::SUCCESS {
        unsafe { *pitch = w };
    }
    r
}

#[no_mangle]
pub extern "C" fn cuMemFree_v2(p: CUdeviceptr) -> CUresult {
    pass!(cuMemFree_v2(p) then |r| crate::pass::on_free(r, p));
    guarded(|| {
        let s = tri!(state());
        tri!(s.ctx_ok());
        if p == 0 {
            return err::SUCCESS;
        }
        match s.device.free_bytes(p) {
            Ok(()) => err::SUCCESS,
            Err(e) => {
                say(&format!("cuMemFree: {}", e));
                err::INVALID_VALUE
            }
        }
    })
}

#[no_mangle]
pub extern "C" fn cuMemFreeAsync(p: CUdeviceptr, _stream: Handle) -> CUresult {
    pass!(cuMemFreeAsync(p, _stream) then |r| crate::pass::on_free(r, p));
    cuMemFree_v2(p)
}

#[no_mangle]
pub unsafe extern "C" fn cuMemGetInfo_v2(free: *mut usize, total: *mut usize) -> CUresult {
    pass!(cuMemGetInfo_v2(free, total));
    let s = tri!(state());
    tri!(s.ctx_ok());
    let (f, t) = s.device.mem_info();
    out!(free, f as usize);
    out!(total, t as usize);
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuMemGetAddressRange_v2(
    base: *mut CUdeviceptr,
    size: *mut usize,
    p: CUdeviceptr,
) -> CUresult {
    pass!(cuMemGetAddressRange_v2(base, size, p));
    let s = tri!(state());
    tri!(s.ctx_ok());
    match s.device.allocation_of(p) {
        Some((b, n)) => {
            if !base.is_null() {
                unsafe { *base = b };
            }
            if !size.is_null() {
                unsafe { *size = n as usize };
            }
            err::SUCCESS
        }
        None => err::NOT_FOUND,
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemAllocHost_v2(p: *mut *mut c_void, bytes: usize) -> CUresult {
    pass!(cuMemAllocHost_v2(p, bytes));
    guarded(|| {
        let mut s = tri!(state());
        tri!(s.ctx_ok());
        if p.is_null() {
            return err::INVALID_VALUE;
        }
        let mut m: *mut c_void = std::ptr::null_mut();
        // SAFETY: posix_memalign with a valid out pointer.
        if unsafe { libc::posix_memalign(&mut m, 4096, bytes.max(1)) } != 0 {
            return err::OUT_OF_MEMORY;
        }
        unsafe { std::ptr::write_bytes(m as *mut u8, 0, bytes) };
        s.host.insert(m as usize, bytes);
        out!(p, m);
        err::SUCCESS
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuMemHostAlloc(
    p: *mut *mut c_void,
    bytes: usize,
    _flags: c_uint,
) -> CUresult {
    pass!(cuMemHostAlloc(p, bytes, _flags));
    unsafe { cuMemAllocHost_v2(p, bytes) }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemFreeHost(p: *mut c_void) -> CUresult {
    pass!(cuMemFreeHost(p));
    let mut s = tri!(state());
    match s.host.remove(&(p as usize)) {
        Some(_) => {
            // SAFETY: allocated by posix_memalign in cuMemAllocHost.
            unsafe { libc::free(p) };
            err::SUCCESS
        }
        None => err::INVALID_VALUE,
    }
}

#[no_mangle]
pub extern "C" fn cuMemHostRegister_v2(_p: *mut c_void, _n: usize, _flags: c_uint) -> CUresult {
    pass!(cuMemHostRegister_v2(_p, _n, _flags));
    // Host memory is always reachable by copies here.
    tri!(state().map(drop));
    err::SUCCESS
}

#[no_mangle]
pub extern "C" fn cuMemHostUnregister(_p: *mut c_void) -> CUresult {
    pass!(cuMemHostUnregister(_p));
    tri!(state().map(drop));
    err::SUCCESS
}

/// A host range given to a copy, as a slice (null with a size is refused).
unsafe fn host<'a>(p: *const c_void, n: usize) -> Result<&'a [u8], CUresult> {
    if n == 0 {
        return Ok(&[]);
    }
    if p.is_null() {
        return Err(err::INVALID_VALUE);
    }
    // SAFETY: the caller's host buffer of `n` bytes.
    Ok(unsafe { std::slice::from_raw_parts(p as *const u8, n) })
}

unsafe fn host_mut<'a>(p: *mut c_void, n: usize) -> Result<&'a mut [u8], CUresult> {
    if n == 0 {
        return Ok(&mut []);
    }
    if p.is_null() {
        return Err(err::INVALID_VALUE);
    }
    // SAFETY: the caller's host buffer of `n` bytes.
    Ok(unsafe { std::slice::from_raw_parts_mut(p as *mut u8, n) })
}

fn mem_result(what: &str, r: Result<(), Error>) -> CUresult {
    match r {
        Ok(()) => err::SUCCESS,
        Err(e) => {
            say(&format!("{}: {}", what, e));
            err::INVALID_VALUE
        }
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyHtoD_v2(
    dst: CUdeviceptr,
    src: *const c_void,
    n: usize,
) -> CUresult {
    pass!(cuMemcpyHtoD_v2(dst, src, n));
    guarded(|| {
        let s = tri!(state());
        tri!(s.ctx_ok());
        let src = tri!(unsafe { host(src, n) });
        if n == 0 {
            return err::SUCCESS;
        }
        mem_result("cuMemcpyHtoD", s.device.write_bytes(dst, src))
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyDtoH_v2(dst: *mut c_void, src: CUdeviceptr, n: usize) -> CUresult {
    pass!(cuMemcpyDtoH_v2(dst, src, n));
    guarded(|| {
        let s = tri!(state());
        tri!(s.ctx_ok());
        let dst = tri!(unsafe { host_mut(dst, n) });
        if n == 0 {
            return err::SUCCESS;
        }
        mem_result("cuMemcpyDtoH", s.device.read_bytes(src, dst))
    })
}

#[no_mangle]
pub extern "C" fn cuMemcpyDtoD_v2(dst: CUdeviceptr, src: CUdeviceptr, n: usize) -> CUresult {
    pass!(cuMemcpyDtoD_v2(dst, src, n));
    guarded(|| {
        let s = tri!(state());
        tri!(s.ctx_ok());
        if n == 0 {
            return err::SUCCESS;
        }
        mem_result("cuMemcpyDtoD", s.device.copy(dst, src, n as u64))
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyHtoDAsync_v2(
    dst: CUdeviceptr,
    src: *const c_void,
    n: usize,
    _stream: Handle,
) -> CUresult {
    pass!(cuMemcpyHtoDAsync_v2(dst, src, n, _stream));
    unsafe { cuMemcpyHtoD_v2(dst, src, n) }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyDtoHAsync_v2(
    dst: *mut c_void,
    src: CUdeviceptr,
    n: usize,
    _stream: Handle,
) -> CUresult {
    pass!(cuMemcpyDtoHAsync_v2(dst, src, n, _stream));
    unsafe { cuMemcpyDtoH_v2(dst, src, n) }
}

#[no_mangle]
pub extern "C" fn cuMemcpyDtoDAsync_v2(
    dst: CUdeviceptr,
    src: CUdeviceptr,
    n: usize,
    _stream: Handle,
) -> CUresult {
    pass!(cuMemcpyDtoDAsync_v2(dst, src, n, _stream));
    cuMemcpyDtoD_v2(dst, src, n)
}

/// `cuMemcpy` with unified addresses: each side is device memory when it
/// is inside a live allocation, host memory otherwise.
#[no_mangle]
pub unsafe extern "C" fn cuMemcpy(dst: CUdeviceptr, src: CUdeviceptr, n: usize) -> CUresult {
    pass!(cuMemcpy(dst, src, n));
    let (d, sr) = {
        let s = tri!(state());
        (
            s.device.allocation_of(dst).is_some(),
            s.device.allocation_of(src).is_some(),
        )
    };
    unsafe {
        match (d, sr) {
            (true, true) => cuMemcpyDtoD_v2(dst, src, n),
            (true, false) => cuMemcpyHtoD_v2(dst, src as *const c_void, n),
            (false, true) => cuMemcpyDtoH_v2(dst as *mut c_void, src, n),
            (false, false) => {
                let (Ok(a), Ok(b)) = (
                    host_mut(dst as *mut c_void, n),
                    host(src as *const c_void, n),
                ) else {
                    return err::INVALID_VALUE;
                };
                a.copy_from_slice(b);
                err::SUCCESS
            }
        }
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpyAsync(
    dst: CUdeviceptr,
    src: CUdeviceptr,
    n: usize,
    _s: Handle,
) -> CUresult {
    pass!(cuMemcpyAsync(dst, src, n, _s));
    unsafe { cuMemcpy(dst, src, n) }
}

fn memset(dst: CUdeviceptr, pattern: &[u8], n: usize) -> CUresult {
    guarded(|| {
        let s = tri!(state());
        tri!(s.ctx_ok());
        if n == 0 {
            return err::SUCCESS;
        }
        mem_result("cuMemset", s.device.memset(dst, pattern, n as u64))
    })
}

#[no_mangle]
pub extern "C" fn cuMemsetD8_v2(dst: CUdeviceptr, v: u8, n: usize) -> CUresult {
    pass!(cuMemsetD8_v2(dst, v, n));
    memset(dst, &[v], n)
}

#[no_mangle]
pub extern "C" fn cuMemsetD16_v2(dst: CUdeviceptr, v: u16, n: usize) -> CUresult {
    pass!(cuMemsetD16_v2(dst, v, n));
    memset(dst, &v.to_le_bytes(), n)
}

#[no_mangle]
pub extern "C" fn cuMemsetD32_v2(dst: CUdeviceptr, v: u32, n: usize) -> CUresult {
    pass!(cuMemsetD32_v2(dst, v, n));
    memset(dst, &v.to_le_bytes(), n)
}

#[no_mangle]
pub extern "C" fn cuMemsetD8Async(dst: CUdeviceptr, v: u8, n: usize, _s: Handle) -> CUresult {
    pass!(cuMemsetD8Async(dst, v, n, _s));
    memset(dst, &[v], n)
}

#[no_mangle]
pub extern "C" fn cuMemsetD16Async(dst: CUdeviceptr, v: u16, n: usize, _s: Handle) -> CUresult {
    pass!(cuMemsetD16Async(dst, v, n, _s));
    memset(dst, &v.to_le_bytes(), n)
}

#[no_mangle]
pub extern "C" fn cuMemsetD32Async(dst: CUdeviceptr, v: u32, n: usize, _s: Handle) -> CUresult {
    pass!(cuMemsetD32Async(dst, v, n, _s));
    memset(dst, &v.to_le_bytes(), n)
}

#[no_mangle]
pub unsafe extern "C" fn cuPointerGetAttribute(
    data: *mut c_void,
    attr: c_int,
    p: CUdeviceptr,
) -> CUresult {
    pass!(cuPointerGetAttribute(data, attr, p));
    let s = tri!(state());
    let c = tri!(s.ctx_ok());
    if data.is_null() {
        return err::INVALID_VALUE;
    }
    let Some((base, size)) = s.device.allocation_of(p) else {
        return err::INVALID_VALUE;
    };
    // SAFETY: `data` has room for the attribute's type.
    unsafe {
        match attr {
            1 => *(data as *mut Handle) = c as Handle, // CONTEXT
            2 => *(data as *mut c_uint) = 2,           // MEMORY_TYPE: DEVICE
            3 => *(data as *mut CUdeviceptr) = p,      // DEVICE_POINTER
            4 => *(data as *mut *mut c_void) = std::ptr::null_mut(), // HOST_POINTER
            6 | 8 | 13 => *(data as *mut c_int) = i32::from(attr == 6), // SYNC_MEMOPS, IS_MANAGED, MAPPED
            7 => *(data as *mut u64) = base,                            // BUFFER_ID
            9 => *(data as *mut c_int) = 0,                             // DEVICE_ORDINAL
            11 => *(data as *mut CUdeviceptr) = base,                   // RANGE_START_ADDR
            12 => *(data as *mut usize) = size as usize,                // RANGE_SIZE
            _ => return err::INVALID_VALUE,
        }
    }
    err::SUCCESS
}

// ------------------------------------------------------------ functions

#[no_mangle]
pub unsafe extern "C" fn cuFuncGetAttribute(v: *mut c_int, attr: c_int, f: Handle) -> CUresult {
    pass!(cuFuncGetAttribute(v, attr, f));
    let s = tri!(state());
    let Some(func) = s.funcs.get(&(f as usize)) else {
        return err::INVALID_HANDLE;
    };
    let x = match attr {
        0 => 1024,                              // MAX_THREADS_PER_BLOCK
        1 => func.k.static_shared() as i32,     // SHARED_SIZE_BYTES
        2 => 0,                                 // CONST_SIZE_BYTES
        3 => 0,                                 // LOCAL_SIZE_BYTES
        4 => 32,                                // NUM_REGS
        5 => func.k.target_sm().max(10) as i32, // PTX_VERSION: the .target
        6 => 90,                                // BINARY_VERSION
        7 => 0,                                 // CACHE_MODE_CA
        8 => func.max_dynamic_shared,           // MAX_DYNAMIC_SHARED_SIZE_BYTES
        9 => -1,                                // PREFERRED_SHARED_MEMORY_CARVEOUT
        10..=16 => 0,                           // cluster attributes
        _ => return err::INVALID_VALUE,
    };
    out!(v, x);
    err::SUCCESS
}

#[no_mangle]
pub extern "C" fn cuFuncSetAttribute(f: Handle, attr: c_int, v: c_int) -> CUresult {
    pass!(cuFuncSetAttribute(f, attr, v));
    let mut s = tri!(state());
    let Some(func) = s.funcs.get_mut(&(f as usize)) else {
        return err::INVALID_HANDLE;
    };
    match attr {
        8 => {
            if !(0..=232_448).contains(&v) {
                return err::INVALID_VALUE;
            }
            func.max_dynamic_shared = v;
        }
        9..=16 => {}
        _ => return err::INVALID_VALUE,
    }
    err::SUCCESS
}

#[no_mangle]
pub extern "C" fn cuFuncSetCacheConfig(f: Handle, _c: c_uint) -> CUresult {
    pass!(cuFuncSetCacheConfig(f, _c));
    let s = tri!(state());
    if !s.funcs.contains_key(&(f as usize)) {
        return err::INVALID_HANDLE;
    }
    err::SUCCESS
}

#[no_mangle]
pub extern "C" fn cuFuncSetSharedMemConfig(f: Handle, _c: c_uint) -> CUresult {
    pass!(cuFuncSetSharedMemConfig(f, _c));
    cuFuncSetCacheConfig(f, 0)
}

#[no_mangle]
pub unsafe extern "C" fn cuFuncGetName(name: *mut *const c_char, f: Handle) -> CUresult {
    pass!(cuFuncGetName(name, f));
    let s = tri!(state());
    let Some(func) = s.funcs.get(&(f as usize)) else {
        return err::INVALID_HANDLE;
    };
    // Names live as long as the process (a handful per program).
    let c = std::ffi::CString::new(func.k.name()).unwrap_or_default();
    out!(name, Box::leak(c.into_boxed_c_str()).as_ptr());
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuOccupancyMaxActiveBlocksPerMultiprocessor(
    n: *mut c_int,
    f: Handle,
    block: c_int,
    _dyn_shared: usize,
) -> CUresult {
    pass!(cuOccupancyMaxActiveBlocksPerMultiprocessor(
        n,
        f,
        block,
        _dyn_shared
    ));
    let s = tri!(state());
    if !s.funcs.contains_key(&(f as usize)) {
        return err::INVALID_HANDLE;
    }
    if block <= 0 {
        return err::INVALID_VALUE;
    }
    out!(n, (2048 / block).clamp(0, 32));
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    n: *mut c_int,
    f: Handle,
    block: c_int,
    dyn_shared: usize,
    _flags: c_uint,
) -> CUresult {
    pass!(cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
        n, f, block, dyn_shared, _flags
    ));
    unsafe { cuOccupancyMaxActiveBlocksPerMultiprocessor(n, f, block, dyn_shared) }
}

#[no_mangle]
pub unsafe extern "C" fn cuOccupancyMaxPotentialBlockSize(
    min_grid: *mut c_int,
    block: *mut c_int,
    f: Handle,
    _to_dyn: *mut c_void,
    _dyn_shared: usize,
    limit: c_int,
) -> CUresult {
    pass!(cuOccupancyMaxPotentialBlockSize(
        min_grid,
        block,
        f,
        _to_dyn,
        _dyn_shared,
        limit
    ));
    let s = tri!(state());
    if !s.funcs.contains_key(&(f as usize)) {
        return err::INVALID_HANDLE;
    }
    let b = if limit > 0 { limit.min(1024) } else { 1024 };
    out!(block, b);
    out!(min_grid, sms() * (2048 / b).max(1));
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuOccupancyMaxPotentialBlockSizeWithFlags(
    min_grid: *mut c_int,
    block: *mut c_int,
    f: Handle,
    to_dyn: *mut c_void,
    dyn_shared: usize,
    limit: c_int,
    _flags: c_uint,
) -> CUresult {
    pass!(cuOccupancyMaxPotentialBlockSizeWithFlags(
        min_grid, block, f, to_dyn, dyn_shared, limit, _flags
    ));
    unsafe { cuOccupancyMaxPotentialBlockSize(min_grid, block, f, to_dyn, dyn_shared, limit) }
}

// ------------------------------------------------------------ launches

/// The parameters' bytes from `kernelParams` or from the `extra` buffer.
unsafe fn param_bytes(
    k: &DeviceKernel,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
) -> Result<Vec<Vec<u8>>, CUresult> {
    let ps = k.params();
    if !params.is_null() {
        let mut out = Vec::with_capacity(ps.len());
        for (i, p) in ps.iter().enumerate() {
            // SAFETY: one pointer per parameter, each to its bytes.
            let a = unsafe { *params.add(i) };
            if a.is_null() {
                say(&format!(
                    "cuLaunchKernel: kernelParams[{}] ('{}') is null",
                    i, p.name
                ));
                return Err(err::INVALID_VALUE);
            }
            out.push(
                unsafe { std::slice::from_raw_parts(a as *const u8, p.size as usize) }.to_vec(),
            );
        }
        return Ok(out);
    }
    if ps.is_empty() && extra.is_null() {
        return Ok(Vec::new());
    }
    if extra.is_null() {
        say(
            "cuLaunchKernel: the kernel has parameters and neither kernelParams nor extra is given",
        );
        return Err(err::INVALID_VALUE);
    }
    // CU_LAUNCH_PARAM_BUFFER_POINTER (1), _SIZE (2), _END (0).
    let (mut buf, mut size) = (std::ptr::null::<u8>(), None);
    let mut i = 0;
    loop {
        // SAFETY: a list of (key, value) pairs ending with END.
        let key = unsafe { *extra.add(i) } as usize;
        match key {
            0 => break,
            1 => buf = unsafe { *extra.add(i + 1) } as *const u8,
            2 => size = Some(unsafe { *(*extra.add(i + 1) as *const usize) }),
            _ => return Err(err::INVALID_VALUE),
        }
        i += 2;
        if i > 64 {
            return Err(err::INVALID_VALUE);
        }
    }
    let Some(size) = size else {
        return Err(err::INVALID_VALUE);
    };
    if buf.is_null() {
        return Err(err::INVALID_VALUE);
    }
    // SAFETY: the caller's buffer of `size` bytes.
    let b = unsafe { std::slice::from_raw_parts(buf, size) };
    let mut out = Vec::with_capacity(ps.len());
    for (p, (at, size)) in ps.iter().zip(k.param_layout()) {
        let (off, end) = (at as usize, (at + size) as usize);
        if end > b.len() {
            say(&format!(
                "cuLaunchKernel: the parameter buffer of {} bytes ends before parameter '{}' (bytes {}..{})",
                b.len(),
                p.name,
                off,
                end
            ));
            return Err(err::INVALID_VALUE);
        }
        out.push(b[off..end].to_vec());
    }
    Ok(out)
}

fn launch(f: Handle, l: Launch, params: *mut *mut c_void, extra: *mut *mut c_void) -> CUresult {
    guarded(|| {
        let (k, name, module, device) = {
            let s = tri!(state());
            tri!(s.ctx_ok());
            let Some(func) = s.funcs.get(&(f as usize)) else {
                return err::INVALID_HANDLE;
            };
            if l.dynamic_shared > func.max_dynamic_shared as u64 {
                say(&format!(
                    "cuLaunchKernel: {} bytes of dynamic shared memory, more than the kernel's maximum of {} (cuFuncSetAttribute MAX_DYNAMIC_SHARED_SIZE_BYTES)",
                    l.dynamic_shared, func.max_dynamic_shared
                ));
                return err::INVALID_VALUE;
            }
            let Some(m) = s.modules.get(&func.module) else {
                return err::INVALID_HANDLE;
            };
            (
                func.k.clone(),
                m.name.clone(),
                m.m.clone(),
                s.device.clone(),
            )
        };
        let raw = tri!(unsafe { param_bytes(&k, params, extra) });
        let refs: Vec<&[u8]> = raw.iter().map(|b| b.as_slice()).collect();
        // The state lock is not held while the kernel runs (the device has
        // its own).
        let code = match k.launch_raw(&l, &refs) {
            Ok(()) => err::SUCCESS,
            Err(e) => {
                let (code, sticky) = launch_code(&e);
                // The limits are set by environment variables here.
                let text = e
                    .render(&name, module.module().source())
                    .replace("(Limits::max_steps;", "(PTXJIT_MAX_STEPS;")
                    .replace("(Limits::timeout)", "(PTXJIT_TIMEOUT)")
                    .replace(
                        "(Limits::max_launch_steps, --max-launch-steps;",
                        "(PTXJIT_MAX_LAUNCH_STEPS;",
                    );
                say(&text);
                if sticky {
                    if let Ok(mut s) = state() {
                        s.fault(code);
                    }
                }
                code
            }
        };
        record::launch(&device, &module, k.name(), &l, &raw, code);
        code
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuLaunchKernel(
    f: Handle,
    gx: c_uint,
    gy: c_uint,
    gz: c_uint,
    bx: c_uint,
    by: c_uint,
    bz: c_uint,
    shared: c_uint,
    _stream: Handle,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
) -> CUresult {
    pass!(cuLaunchKernel(f, gx, gy, gz, bx, by, bz, shared, _stream, params, extra) then |r| crate::pass::on_launch(r, f, shape([gx, gy, gz], [bx, by, bz], shared), params));
    launch(f, shape([gx, gy, gz], [bx, by, bz], shared), params, extra)
}

/// `CUlaunchConfig`.
#[repr(C)]
pub struct CUlaunchConfig {
    grid: [c_uint; 3],
    block: [c_uint; 3],
    shared: c_uint,
    stream: Handle,
    attrs: *mut c_void,
    num_attrs: c_uint,
}

impl CUlaunchConfig {
    /// The launch's shape.
    pub(crate) fn shape(&self) -> Launch {
        shape(self.grid, self.block, self.shared)
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuLaunchKernelEx(
    config: *const CUlaunchConfig,
    f: Handle,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
) -> CUresult {
    pass!(cuLaunchKernelEx(config, f, params, extra) then |r| crate::pass::on_launch_ex(r, config, f, params));
    if config.is_null() {
        return err::INVALID_VALUE;
    }
    // SAFETY: a valid config.
    let c = unsafe { &*config };
    launch(f, c.shape(), params, extra)
}

// ------------------------------------------------------------ streams, events

#[no_mangle]
pub unsafe extern "C" fn cuStreamCreate(stream: *mut Handle, _flags: c_uint) -> CUresult {
    pass!(cuStreamCreate(stream, _flags));
    let mut s = tri!(state());
    tri!(s.ctx_ok());
    let h = s.handle();
    s.streams.insert(h, ());
    out!(stream, h as Handle);
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuStreamCreateWithPriority(
    stream: *mut Handle,
    flags: c_uint,
    _p: c_int,
) -> CUresult {
    pass!(cuStreamCreateWithPriority(stream, flags, _p));
    unsafe { cuStreamCreate(stream, flags) }
}

/// A stream argument: 0 (legacy default), 1 (`CU_STREAM_LEGACY`), 2
/// (`CU_STREAM_PER_THREAD`) or a live stream.
fn stream_ok(s: &State, h: Handle) -> Result<(), CUresult> {
    let h = h as usize;
    if h <= 2 || s.streams.contains_key(&h) {
        Ok(())
    } else {
        Err(err::INVALID_HANDLE)
    }
}

#[no_mangle]
pub extern "C" fn cuStreamDestroy_v2(stream: Handle) -> CUresult {
    pass!(cuStreamDestroy_v2(stream));
    let mut s = tri!(state());
    match s.streams.remove(&(stream as usize)) {
        Some(()) => err::SUCCESS,
        None => err::INVALID_HANDLE,
    }
}

#[no_mangle]
pub extern "C" fn cuStreamSynchronize(stream: Handle) -> CUresult {
    pass!(cuStreamSynchronize(stream));
    let s = tri!(state());
    tri!(stream_ok(&s, stream));
    tri!(s.ctx_ok());
    err::SUCCESS
}

#[no_mangle]
pub extern "C" fn cuStreamQuery(stream: Handle) -> CUresult {
    pass!(cuStreamQuery(stream));
    cuStreamSynchronize(stream)
}

#[no_mangle]
pub extern "C" fn cuStreamWaitEvent(stream: Handle, event: Handle, _flags: c_uint) -> CUresult {
    pass!(cuStreamWaitEvent(stream, event, _flags));
    let s = tri!(state());
    tri!(stream_ok(&s, stream));
    if !s.events.contains_key(&(event as usize)) {
        return err::INVALID_HANDLE;
    }
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuStreamGetFlags(stream: Handle, flags: *mut c_uint) -> CUresult {
    pass!(cuStreamGetFlags(stream, flags));
    let s = tri!(state());
    tri!(stream_ok(&s, stream));
    out!(flags, 0);
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuStreamGetCtx(stream: Handle, ctx: *mut Handle) -> CUresult {
    pass!(cuStreamGetCtx(stream, ctx));
    let s = tri!(state());
    tri!(stream_ok(&s, stream));
    out!(ctx, tri!(s.ctx_ok()) as Handle);
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuEventCreate(event: *mut Handle, _flags: c_uint) -> CUresult {
    pass!(cuEventCreate(event, _flags));
    let mut s = tri!(state());
    tri!(s.ctx_ok());
    let h = s.handle();
    s.events.insert(h, Event { at: None });
    out!(event, h as Handle);
    err::SUCCESS
}

#[no_mangle]
pub extern "C" fn cuEventRecord(event: Handle, stream: Handle) -> CUresult {
    pass!(cuEventRecord(event, stream));
    let mut s = tri!(state());
    tri!(stream_ok(&s, stream));
    match s.events.get_mut(&(event as usize)) {
        Some(e) => {
            e.at = Some(Instant::now());
            err::SUCCESS
        }
        None => err::INVALID_HANDLE,
    }
}

#[no_mangle]
pub extern "C" fn cuEventRecordWithFlags(
    event: Handle,
    stream: Handle,
    _flags: c_uint,
) -> CUresult {
    pass!(cuEventRecordWithFlags(event, stream, _flags));
    cuEventRecord(event, stream)
}

#[no_mangle]
pub extern "C" fn cuEventSynchronize(event: Handle) -> CUresult {
    pass!(cuEventSynchronize(event));
    let s = tri!(state());
    match s.events.get(&(event as usize)) {
        Some(_) => err::SUCCESS,
        None => err::INVALID_HANDLE,
    }
}

#[no_mangle]
pub extern "C" fn cuEventQuery(event: Handle) -> CUresult {
    pass!(cuEventQuery(event));
    cuEventSynchronize(event)
}

#[no_mangle]
pub unsafe extern "C" fn cuEventElapsedTime(ms: *mut f32, start: Handle, end: Handle) -> CUresult {
    pass!(cuEventElapsedTime(ms, start, end));
    let s = tri!(state());
    let (Some(a), Some(b)) = (
        s.events.get(&(start as usize)),
        s.events.get(&(end as usize)),
    ) else {
        return err::INVALID_HANDLE;
    };
    match (a.at, b.at) {
        (Some(a), Some(b)) => {
            let d = if b >= a {
                (b - a).as_secs_f64()
            } else {
                -(a - b).as_secs_f64()
            };
            out!(ms, (d * 1000.0) as f32);
            err::SUCCESS
        }
        _ => err::NOT_READY,
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuEventElapsedTime_v2(
    ms: *mut f32,
    start: Handle,
    end: Handle,
) -> CUresult {
    pass!(cuEventElapsedTime_v2(ms, start, end));
    unsafe { cuEventElapsedTime(ms, start, end) }
}

#[no_mangle]
pub extern "C" fn cuEventDestroy_v2(event: Handle) -> CUresult {
    pass!(cuEventDestroy_v2(event));
    let mut s = tri!(state());
    match s.events.remove(&(event as usize)) {
        Some(_) => err::SUCCESS,
        None => err::INVALID_HANDLE,
    }
}

// ------------------------------------------------------------ entry points

#[no_mangle]
pub unsafe extern "C" fn cuGetProcAddress_v2(
    symbol: *const c_char,
    pfn: *mut *mut c_void,
    version: c_int,
    _flags: u64,
    status: *mut c_int,
) -> CUresult {
    let Some(name) = (unsafe { cstr(symbol) }) else {
        return err::INVALID_VALUE;
    };
    if pfn.is_null() {
        return err::INVALID_VALUE;
    }
    let (p, st) = match procs::lookup(name, version) {
        Ok(p) => (p, 0),
        Err(st) => (std::ptr::null_mut(), st),
    };
    // Passing through: what this driver does not implement comes straight
    // from the other one (unrecorded).
    if !procs::implemented_name(name) {
        if let Some(Some(real)) = crate::pass::real("cuGetProcAddress_v2") {
            let ours: unsafe extern "C" fn(_, _, _, _, _) -> CUresult = cuGetProcAddress_v2;
            let f = crate::pass::same(ours, real);
            return unsafe { f(symbol, pfn, version, _flags, status) };
        }
    }
    unsafe { *pfn = p };
    if !status.is_null() {
        unsafe { *status = st };
    }
    if p.is_null() {
        err::NOT_FOUND
    } else {
        err::SUCCESS
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuGetProcAddress(
    symbol: *const c_char,
    pfn: *mut *mut c_void,
    version: c_int,
    flags: u64,
) -> CUresult {
    unsafe { cuGetProcAddress_v2(symbol, pfn, version, flags, std::ptr::null_mut()) }
}

#[no_mangle]
pub unsafe extern "C" fn cuGetExportTable(
    table: *mut *const c_void,
    _id: *const c_void,
) -> CUresult {
    pass!(cuGetExportTable(table, _id));
    if !table.is_null() {
        unsafe { *table = std::ptr::null() };
    }
    // NVRTC asks for one at every compile and does without: not worth a
    // message. (The CUDA runtime, libcudart, needs them: not supported.)
    err::NOT_SUPPORTED
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceCanAccessPeer(
    can: *mut c_int,
    dev: CUdevice,
    peer: CUdevice,
) -> CUresult {
    pass!(cuDeviceCanAccessPeer(can, dev, peer));
    tri!(state().map(drop));
    tri!(dev_ok(dev));
    tri!(dev_ok(peer));
    out!(can, 0);
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuModuleGetLoadingMode(mode: *mut c_uint) -> CUresult {
    pass!(cuModuleGetLoadingMode(mode));
    // CU_MODULE_EAGER_LOADING.
    out!(mode, 1);
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuStreamIsCapturing(stream: Handle, status: *mut c_uint) -> CUresult {
    pass!(cuStreamIsCapturing(stream, status));
    let s = tri!(state());
    tri!(stream_ok(&s, stream));
    // CU_STREAM_CAPTURE_STATUS_NONE.
    out!(status, 0);
    err::SUCCESS
}

// ------------------------------------------------------------ libraries
//
// A library (CUDA 12's context-independent module) is a module here, and
// its kernels are function handles: `cuLaunchKernel` takes either.

/// The context a library belongs to: the current one, else the primary
/// context (made when missing).
fn library_ctx(s: &mut State) -> Result<usize, CUresult> {
    if let Some(c) = current() {
        return s.ctx_ok().map(|_| c);
    }
    Ok(match s.primary {
        Some(h) => h,
        None => {
            let h = new_ctx(s, true);
            s.primary = Some(h);
            h
        }
    })
}

unsafe fn load_library(
    lib: *mut Handle,
    code: *const c_void,
    name: Option<String>,
    opts: *mut c_int,
    vals: *mut *mut c_void,
    n: c_uint,
) -> CUresult {
    guarded(|| {
        if lib.is_null() || code.is_null() {
            return err::INVALID_VALUE;
        }
        let mut s = tri!(state());
        let ctx = tri!(library_ctx(&mut s));
        // SAFETY: a NUL-terminated PTX image.
        let bytes = unsafe { CStr::from_ptr(code as *const c_char) }.to_bytes();
        let log = unsafe { jit_log(n, opts, vals) };
        match s.load_in(ctx, bytes, name) {
            Ok(h) => {
                out!(lib, h as Handle);
                err::SUCCESS
            }
            Err((code, text)) => {
                say(&text);
                unsafe { put_log(log.error, vals, &text) };
                code
            }
        }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuLibraryLoadData(
    lib: *mut Handle,
    code: *const c_void,
    jit_opts: *mut c_int,
    jit_vals: *mut *mut c_void,
    n_jit: c_uint,
    _lib_opts: *mut c_int,
    _lib_vals: *mut *mut c_void,
    _n_lib: c_uint,
) -> CUresult {
    pass!(cuLibraryLoadData(lib, code, jit_opts, jit_vals, n_jit, _lib_opts, _lib_vals, _n_lib) then |r| crate::pass::on_load(r, lib, code));
    unsafe { load_library(lib, code, None, jit_opts, jit_vals, n_jit) }
}

#[no_mangle]
pub unsafe extern "C" fn cuLibraryLoadFromFile(
    lib: *mut Handle,
    file: *const c_char,
    jit_opts: *mut c_int,
    jit_vals: *mut *mut c_void,
    n_jit: c_uint,
    _lib_opts: *mut c_int,
    _lib_vals: *mut *mut c_void,
    _n_lib: c_uint,
) -> CUresult {
    pass!(cuLibraryLoadFromFile(lib, file, jit_opts, jit_vals, n_jit, _lib_opts, _lib_vals, _n_lib) then |r| crate::pass::on_load_file(r, lib, file));
    guarded(|| {
        let Some(path) = (unsafe { cstr(file) }) else {
            return err::INVALID_VALUE;
        };
        let Ok(mut bytes) = std::fs::read(path) else {
            say(&format!("cannot read '{}'", path));
            return err::FILE_NOT_FOUND;
        };
        bytes.push(0);
        unsafe {
            load_library(
                lib,
                bytes.as_ptr() as *const c_void,
                Some(path.to_string()),
                jit_opts,
                jit_vals,
                n_jit,
            )
        }
    })
}

#[no_mangle]
pub extern "C" fn cuLibraryUnload(lib: Handle) -> CUresult {
    pass!(cuLibraryUnload(lib) then |r| crate::pass::on_unload(r, lib));
    cuModuleUnload(lib)
}

#[no_mangle]
pub unsafe extern "C" fn cuLibraryGetModule(module: *mut Handle, lib: Handle) -> CUresult {
    pass!(cuLibraryGetModule(module, lib));
    let s = tri!(state());
    if !s.modules.contains_key(&(lib as usize)) {
        return err::INVALID_HANDLE;
    }
    out!(module, lib);
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuLibraryGetKernel(
    kernel: *mut Handle,
    lib: Handle,
    name: *const c_char,
) -> CUresult {
    pass!(cuLibraryGetKernel(kernel, lib, name) then |r| crate::pass::on_function(r, kernel, lib, name));
    unsafe { cuModuleGetFunction(kernel, lib, name) }
}

#[no_mangle]
pub unsafe extern "C" fn cuLibraryGetGlobal(
    dptr: *mut CUdeviceptr,
    bytes: *mut usize,
    lib: Handle,
    name: *const c_char,
) -> CUresult {
    pass!(cuLibraryGetGlobal(dptr, bytes, lib, name));
    unsafe { cuModuleGetGlobal_v2(dptr, bytes, lib, name) }
}

#[no_mangle]
pub unsafe extern "C" fn cuLibraryGetKernelCount(count: *mut c_uint, lib: Handle) -> CUresult {
    pass!(cuLibraryGetKernelCount(count, lib));
    let s = tri!(state());
    let Some(m) = s.modules.get(&(lib as usize)) else {
        return err::INVALID_HANDLE;
    };
    out!(count, m.m.kernel_names().len() as c_uint);
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuLibraryEnumerateKernels(
    kernels: *mut Handle,
    n: c_uint,
    lib: Handle,
) -> CUresult {
    pass!(cuLibraryEnumerateKernels(kernels, n, lib));
    guarded(|| {
        let names = {
            let s = tri!(state());
            let Some(m) = s.modules.get(&(lib as usize)) else {
                return err::INVALID_HANDLE;
            };
            m.m.kernel_names()
        };
        if kernels.is_null() || (n as usize) < names.len() {
            return err::INVALID_VALUE;
        }
        for (i, name) in names.iter().enumerate() {
            let c = std::ffi::CString::new(name.as_str()).unwrap_or_default();
            // SAFETY: `n` slots, at least one per kernel.
            let r = unsafe { cuModuleGetFunction(kernels.add(i), lib, c.as_ptr()) };
            if r != err::SUCCESS {
                return r;
            }
        }
        err::SUCCESS
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuKernelGetFunction(f: *mut Handle, kernel: Handle) -> CUresult {
    pass!(cuKernelGetFunction(f, kernel) then |r| crate::pass::on_alias(r, f, kernel));
    let s = tri!(state());
    if !s.funcs.contains_key(&(kernel as usize)) {
        return err::INVALID_HANDLE;
    }
    out!(f, kernel);
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuKernelGetLibrary(lib: *mut Handle, kernel: Handle) -> CUresult {
    pass!(cuKernelGetLibrary(lib, kernel));
    // A library is a module here.
    unsafe { cuFuncGetModule(lib, kernel) }
}

#[no_mangle]
pub unsafe extern "C" fn cuKernelGetAttribute(
    v: *mut c_int,
    attr: c_int,
    kernel: Handle,
    dev: CUdevice,
) -> CUresult {
    pass!(cuKernelGetAttribute(v, attr, kernel, dev));
    tri!(dev_ok(dev));
    unsafe { cuFuncGetAttribute(v, attr, kernel) }
}

#[no_mangle]
pub extern "C" fn cuKernelSetAttribute(
    attr: c_int,
    v: c_int,
    kernel: Handle,
    dev: CUdevice,
) -> CUresult {
    pass!(cuKernelSetAttribute(attr, v, kernel, dev));
    tri!(dev_ok(dev));
    cuFuncSetAttribute(kernel, attr, v)
}

#[no_mangle]
pub extern "C" fn cuKernelSetCacheConfig(kernel: Handle, c: c_uint, dev: CUdevice) -> CUresult {
    pass!(cuKernelSetCacheConfig(kernel, c, dev));
    tri!(dev_ok(dev));
    cuFuncSetCacheConfig(kernel, c)
}

#[no_mangle]
pub unsafe extern "C" fn cuKernelGetName(name: *mut *const c_char, kernel: Handle) -> CUresult {
    pass!(cuKernelGetName(name, kernel));
    unsafe { cuFuncGetName(name, kernel) }
}

#[no_mangle]
pub unsafe extern "C" fn cuFuncGetParamInfo(
    f: Handle,
    i: usize,
    offset: *mut usize,
    size: *mut usize,
) -> CUresult {
    pass!(cuFuncGetParamInfo(f, i, offset, size));
    let s = tri!(state());
    let Some(func) = s.funcs.get(&(f as usize)) else {
        return err::INVALID_HANDLE;
    };
    match func.k.param_layout().get(i) {
        Some(&(at, n)) => {
            if !offset.is_null() {
                unsafe { *offset = at as usize };
            }
            if !size.is_null() {
                unsafe { *size = n as usize };
            }
            err::SUCCESS
        }
        None => err::INVALID_VALUE,
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuKernelGetParamInfo(
    k: Handle,
    i: usize,
    offset: *mut usize,
    size: *mut usize,
) -> CUresult {
    pass!(cuKernelGetParamInfo(k, i, offset, size));
    unsafe { cuFuncGetParamInfo(k, i, offset, size) }
}

/// `cuPointerGetAttributes`: unlike `cuPointerGetAttribute`, a pointer
/// that is not device memory is no error; its attributes read as a GPU
/// driver gives them for unregistered host memory (zeros, null context).
#[no_mangle]
pub unsafe extern "C" fn cuPointerGetAttributes(
    n: c_uint,
    attrs: *mut c_int,
    data: *mut *mut c_void,
    p: CUdeviceptr,
) -> CUresult {
    pass!(cuPointerGetAttributes(n, attrs, data, p));
    let s = tri!(state());
    let c = tri!(s.ctx_ok());
    if n > 0 && (attrs.is_null() || data.is_null()) {
        return err::INVALID_VALUE;
    }
    let range = s.device.allocation_of(p);
    let host = s
        .host
        .iter()
        .any(|(&h, &len)| (h as u64..h as u64 + len.max(1) as u64).contains(&p));
    for i in 0..n as usize {
        // SAFETY: `n` attributes and as many value pointers.
        let (a, d) = unsafe { (*attrs.add(i), *data.add(i)) };
        if d.is_null() {
            continue;
        }
        unsafe {
            match (a, range) {
                (1, Some(_)) => *(d as *mut Handle) = c as Handle,
                (1, None) => *(d as *mut Handle) = std::ptr::null_mut(),
                // CU_MEMORYTYPE_DEVICE (2), _HOST (1), or 0 (not CUDA's)
                (2, _) => *(d as *mut c_uint) = if range.is_some() { 2 } else { u32::from(host) },
                (3, _) => *(d as *mut CUdeviceptr) = if range.is_some() || host { p } else { 0 },
                (4, _) => *(d as *mut u64) = if host { p } else { 0 },
                (6 | 8 | 13, _) => *(d as *mut c_int) = 0,
                (7, Some((b, _))) => *(d as *mut u64) = b,
                (9, _) => *(d as *mut c_int) = if range.is_some() { 0 } else { -2 },
                (11, Some((b, _))) => *(d as *mut CUdeviceptr) = b,
                (12, Some((_, n))) => *(d as *mut usize) = n as usize,
                (7 | 11, None) => *(d as *mut u64) = 0,
                (12, None) => *(d as *mut usize) = 0,
                _ => *(d as *mut c_int) = 0,
            }
        }
    }
    err::SUCCESS
}

// ------------------------------------------------------------ 2-D copies and sets

/// `CUDA_MEMCPY2D`.
#[repr(C)]
pub struct CUDA_MEMCPY2D {
    src_x: usize,
    src_y: usize,
    src_type: c_uint,
    src_host: *const c_void,
    src_device: CUdeviceptr,
    src_array: *mut c_void,
    src_pitch: usize,
    dst_x: usize,
    dst_y: usize,
    dst_type: c_uint,
    dst_host: *mut c_void,
    dst_device: CUdeviceptr,
    dst_array: *mut c_void,
    dst_pitch: usize,
    width: usize,
    height: usize,
}

/// Where one side of a copy is: host memory or device memory.
#[derive(Clone, Copy)]
enum Side {
    Host(usize),
    Device(u64),
}

fn side(s: &State, ty: c_uint, host: usize, dev: CUdeviceptr) -> Result<Side, CUresult> {
    match ty {
        1 => Ok(Side::Host(host)),
        2 => Ok(Side::Device(dev)),
        // CU_MEMORYTYPE_UNIFIED: device memory when it is an allocation.
        4 => Ok(if s.device.allocation_of(dev).is_some() {
            Side::Device(dev)
        } else {
            Side::Host(dev as usize)
        }),
        3 => {
            say("cuMemcpy2D: CUDA arrays are not supported");
            Err(err::NOT_SUPPORTED)
        }
        _ => Err(err::INVALID_VALUE),
    }
}

/// Copies `n` bytes from `src` to `dst`.
fn copy_bytes(s: &State, dst: Side, src: Side, n: usize) -> CUresult {
    if n == 0 {
        return err::SUCCESS;
    }
    let r = match (dst, src) {
        (Side::Device(d), Side::Device(x)) => s.device.copy(d, x, n as u64),
        (Side::Device(d), Side::Host(h)) => {
            let h = tri!(unsafe { host(h as *const c_void, n) });
            s.device.write_bytes(d, h)
        }
        (Side::Host(h), Side::Device(x)) => {
            let h = tri!(unsafe { host_mut(h as *mut c_void, n) });
            s.device.read_bytes(x, h)
        }
        (Side::Host(h), Side::Host(x)) => {
            let (a, b) = (
                tri!(unsafe { host_mut(h as *mut c_void, n) }),
                tri!(unsafe { host(x as *const c_void, n) }),
            );
            a.copy_from_slice(b);
            Ok(())
        }
    };
    mem_result("cuMemcpy2D", r)
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpy2D_v2(c: *const CUDA_MEMCPY2D) -> CUresult {
    pass!(cuMemcpy2D_v2(c));
    guarded(|| {
        let s = tri!(state());
        tri!(s.ctx_ok());
        if c.is_null() {
            return err::INVALID_VALUE;
        }
        // SAFETY: a valid CUDA_MEMCPY2D.
        let c = unsafe { &*c };
        if (c.height > 1) && (c.src_pitch < c.width || c.dst_pitch < c.width) {
            return err::INVALID_VALUE;
        }
        let src = tri!(side(&s, c.src_type, c.src_host as usize, c.src_device));
        let dst = tri!(side(&s, c.dst_type, c.dst_host as usize, c.dst_device));
        let at = |sd: Side, x: usize, y: usize, pitch: usize| {
            let off = y.checked_mul(pitch).and_then(|o| o.checked_add(x));
            off.map(|o| match sd {
                Side::Host(h) => Side::Host(h.wrapping_add(o)),
                Side::Device(d) => Side::Device(d.wrapping_add(o as u64)),
            })
        };
        for row in 0..c.height {
            let (Some(d), Some(x)) = (
                at(dst, c.dst_x, c.dst_y + row, c.dst_pitch),
                at(src, c.src_x, c.src_y + row, c.src_pitch),
            ) else {
                return err::INVALID_VALUE;
            };
            let r = copy_bytes(&s, d, x, c.width);
            if r != err::SUCCESS {
                return r;
            }
        }
        err::SUCCESS
    })
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpy2DUnaligned_v2(c: *const CUDA_MEMCPY2D) -> CUresult {
    pass!(cuMemcpy2DUnaligned_v2(c));
    unsafe { cuMemcpy2D_v2(c) }
}

#[no_mangle]
pub unsafe extern "C" fn cuMemcpy2DAsync_v2(c: *const CUDA_MEMCPY2D, _stream: Handle) -> CUresult {
    pass!(cuMemcpy2DAsync_v2(c, _stream));
    unsafe { cuMemcpy2D_v2(c) }
}

fn memset_2d(
    dst: CUdeviceptr,
    pitch: usize,
    pattern: &[u8],
    width: usize,
    height: usize,
) -> CUresult {
    if height > 1 && pitch < width * pattern.len() {
        return err::INVALID_VALUE;
    }
    for row in 0..height {
        let Some(at) = (row as u64)
            .checked_mul(pitch as u64)
            .and_then(|o| dst.checked_add(o))
        else {
            return err::INVALID_VALUE;
        };
        let r = memset(at, pattern, width);
        if r != err::SUCCESS {
            return r;
        }
    }
    err::SUCCESS
}

#[no_mangle]
pub extern "C" fn cuMemsetD2D8_v2(
    dst: CUdeviceptr,
    pitch: usize,
    v: u8,
    width: usize,
    height: usize,
) -> CUresult {
    pass!(cuMemsetD2D8_v2(dst, pitch, v, width, height));
    memset_2d(dst, pitch, &[v], width, height)
}

#[no_mangle]
pub extern "C" fn cuMemsetD2D16_v2(
    dst: CUdeviceptr,
    pitch: usize,
    v: u16,
    width: usize,
    height: usize,
) -> CUresult {
    pass!(cuMemsetD2D16_v2(dst, pitch, v, width, height));
    memset_2d(dst, pitch, &v.to_le_bytes(), width, height)
}

#[no_mangle]
pub extern "C" fn cuMemsetD2D32_v2(
    dst: CUdeviceptr,
    pitch: usize,
    v: u32,
    width: usize,
    height: usize,
) -> CUresult {
    pass!(cuMemsetD2D32_v2(dst, pitch, v, width, height));
    memset_2d(dst, pitch, &v.to_le_bytes(), width, height)
}

// ------------------------------------------------------------ host work on streams, small queries

/// `cuLaunchHostFunc`: stream work runs before the call returns, so the
/// function runs now, on this thread.
#[no_mangle]
pub unsafe extern "C" fn cuLaunchHostFunc(
    stream: Handle,
    f: Option<unsafe extern "C" fn(*mut c_void)>,
    data: *mut c_void,
) -> CUresult {
    pass!(cuLaunchHostFunc(stream, f, data));
    {
        let s = tri!(state());
        tri!(stream_ok(&s, stream));
        tri!(s.ctx_ok());
    }
    let Some(f) = f else {
        return err::INVALID_VALUE;
    };
    unsafe { f(data) };
    err::SUCCESS
}

/// `cuStreamAddCallback`: the callback runs now, with the stream's status.
#[no_mangle]
pub unsafe extern "C" fn cuStreamAddCallback(
    stream: Handle,
    f: Option<unsafe extern "C" fn(Handle, CUresult, *mut c_void)>,
    data: *mut c_void,
    flags: c_uint,
) -> CUresult {
    pass!(cuStreamAddCallback(stream, f, data, flags));
    let status = {
        let s = tri!(state());
        tri!(stream_ok(&s, stream));
        match s.ctx_ok() {
            Ok(_) => err::SUCCESS,
            Err(e) => e,
        }
    };
    let Some(f) = f else {
        return err::INVALID_VALUE;
    };
    if flags != 0 {
        return err::INVALID_VALUE;
    }
    unsafe { f(stream, status, data) };
    err::SUCCESS
}

/// The bus id the device answers with.
const BUS_ID: &[u8] = b"0000:00:00.0\0";

#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetPCIBusId(
    id: *mut c_char,
    len: c_int,
    dev: CUdevice,
) -> CUresult {
    pass!(cuDeviceGetPCIBusId(id, len, dev));
    tri!(state().map(drop));
    tri!(dev_ok(dev));
    unsafe { put_cstr(id, len, BUS_ID) }
}

#[no_mangle]
pub unsafe extern "C" fn cuDeviceGetByPCIBusId(dev: *mut CUdevice, id: *const c_char) -> CUresult {
    pass!(cuDeviceGetByPCIBusId(dev, id));
    tri!(state().map(drop));
    match unsafe { cstr(id) } {
        Some(s) if s.eq_ignore_ascii_case("0000:00:00.0") || s == "00:00.0" => {
            out!(dev, 0);
            err::SUCCESS
        }
        Some(_) => err::INVALID_DEVICE,
        None => err::INVALID_VALUE,
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuCtxGetId(ctx: Handle, id: *mut u64) -> CUresult {
    pass!(cuCtxGetId(ctx, id));
    let s = tri!(state());
    let h = if ctx.is_null() {
        current().unwrap_or(0)
    } else {
        ctx as usize
    };
    if !s.ctxs.contains_key(&h) {
        return err::INVALID_CONTEXT;
    }
    out!(id, h as u64);
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuStreamGetId(stream: Handle, id: *mut u64) -> CUresult {
    pass!(cuStreamGetId(stream, id));
    let s = tri!(state());
    tri!(stream_ok(&s, stream));
    out!(id, stream as u64);
    err::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuFuncGetModule(module: *mut Handle, f: Handle) -> CUresult {
    pass!(cuFuncGetModule(module, f));
    let s = tri!(state());
    let Some(func) = s.funcs.get(&(f as usize)) else {
        return err::INVALID_HANDLE;
    };
    out!(module, func.module as Handle);
    err::SUCCESS
}

#[no_mangle]
pub extern "C" fn cuProfilerStart() -> CUresult {
    pass!(cuProfilerStart());
    err::SUCCESS
}

#[no_mangle]
pub extern "C" fn cuProfilerStop() -> CUresult {
    pass!(cuProfilerStop());
    err::SUCCESS
}
