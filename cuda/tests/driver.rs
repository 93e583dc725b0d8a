//! The driver's entry points called in-process, as a C program calls them:
//! results worked out by hand, and a sweep of bad inputs (null pointers,
//! bad handles, foreign pointers (freed ones: `robust.rs`), wrong sizes, rejected PTX,
//! faulting kernels) that must each give their error code and leave the
//! process running.
//!
//! Each test makes its own context (current per thread), so a sticky fault
//! in one does not reach the others.

use std::ffi::{c_char, c_int, c_uint, c_void, CStr};
use std::ptr::{null, null_mut};

use cuda::*;

const OK: CUresult = err::SUCCESS;

fn ctx() -> Handle {
    assert_eq!(cuInit(0), OK);
    let mut c: Handle = null_mut();
    assert_eq!(unsafe { cuCtxCreate_v2(&mut c, 0, 0) }, OK);
    c
}

fn load(ptx: &str) -> Result<Handle, CUresult> {
    let text = format!("{}\0", ptx);
    let mut m: Handle = null_mut();
    match unsafe { cuModuleLoadData(&mut m, text.as_ptr() as *const c_void) } {
        OK => Ok(m),
        e => Err(e),
    }
}

fn func(m: Handle, name: &str) -> Handle {
    let n = format!("{}\0", name);
    let mut f: Handle = null_mut();
    assert_eq!(
        unsafe { cuModuleGetFunction(&mut f, m, n.as_ptr() as *const c_char) },
        OK
    );
    f
}

fn alloc(bytes: usize) -> CUdeviceptr {
    let mut p = 0;
    assert_eq!(unsafe { cuMemAlloc_v2(&mut p, bytes) }, OK);
    p
}

fn htod(p: CUdeviceptr, v: &[u32]) {
    assert_eq!(
        unsafe { cuMemcpyHtoD_v2(p, v.as_ptr() as *const c_void, v.len() * 4) },
        OK
    );
}

fn dtoh(p: CUdeviceptr, n: usize) -> Vec<u32> {
    let mut v = vec![0u32; n];
    assert_eq!(
        unsafe { cuMemcpyDtoH_v2(v.as_mut_ptr() as *mut c_void, p, n * 4) },
        OK
    );
    v
}

/// Launches `f` with one block of `threads` and these parameter values
/// (each given as the bytes of a u64 or u32).
fn launch(f: Handle, threads: u32, args: &mut [&mut dyn Param]) -> CUresult {
    let mut ptrs: Vec<*mut c_void> = args.iter_mut().map(|a| a.ptr()).collect();
    unsafe {
        cuLaunchKernel(
            f,
            1,
            1,
            1,
            threads,
            1,
            1,
            0,
            null_mut(),
            ptrs.as_mut_ptr(),
            null_mut(),
        )
    }
}

trait Param {
    fn ptr(&mut self) -> *mut c_void;
}
impl Param for u64 {
    fn ptr(&mut self) -> *mut c_void {
        self as *mut u64 as *mut c_void
    }
}
impl Param for u32 {
    fn ptr(&mut self) -> *mut c_void {
        self as *mut u32 as *mut c_void
    }
}

/// `out[i] = in[i] + add` for `i < n` (64-bit pointers).
const ADD: &str = ".version 7.8\n.target sm_80\n.address_size 64\n\
.entry add(.param .u64 out, .param .u64 in, .param .u32 add, .param .u32 n) {\n\
  .reg .b32 %r<6>; .reg .b64 %rd<6>; .reg .pred %p;\n\
  ld.param.u64 %rd1, [out]; ld.param.u64 %rd2, [in];\n\
  ld.param.u32 %r1, [add]; ld.param.u32 %r2, [n];\n\
  mov.u32 %r3, %tid.x; setp.ge.u32 %p, %r3, %r2; @%p ret;\n\
  mul.wide.u32 %rd3, %r3, 4; add.u64 %rd4, %rd2, %rd3; add.u64 %rd5, %rd1, %rd3;\n\
  ld.global.u32 %r4, [%rd4]; add.u32 %r5, %r4, %r1; st.global.u32 [%rd5], %r5; ret; }\n\
.global .u64 table_ptr;\n\
.const .u32 bias;\n\
.entry via_var(.param .u64 out) {\n\
  .reg .b32 %r<4>; .reg .b64 %rd<6>;\n\
  ld.param.u64 %rd1, [out]; ld.global.u64 %rd2, [table_ptr];\n\
  mov.u32 %r1, %tid.x; mul.wide.u32 %rd3, %r1, 4;\n\
  add.u64 %rd4, %rd2, %rd3; ld.global.u32 %r2, [%rd4]; ld.const.u32 %r3, [bias];\n\
  add.u32 %r2, %r2, %r3; add.u64 %rd5, %rd1, %rd3; st.global.u32 [%rd5], %r2; ret; }\n\
.entry boom() { trap; }\n";

#[test]
fn launches_on_device_memory_in_place() {
    let _c = ctx();
    let m = load(ADD).unwrap();
    let f = func(m, "add");
    let (a, b) = (alloc(64), alloc(64));
    htod(a, &(0..16).collect::<Vec<u32>>());
    // In place, twice, through a pointer 8 bytes into the buffer.
    for _ in 0..2 {
        let (mut o, mut i, mut k, mut n) = (a + 8, a + 8, 100u32, 14u32);
        assert_eq!(launch(f, 32, &mut [&mut o, &mut i, &mut k, &mut n]), OK);
    }
    let want: Vec<u32> = (0..16).map(|x| if x >= 2 { x + 200 } else { x }).collect();
    assert_eq!(dtoh(a, 16), want);
    // The extra-buffer form: out, in (8-aligned), add, n packed.
    let mut buf = Vec::new();
    buf.extend_from_slice(&b.to_le_bytes());
    buf.extend_from_slice(&a.to_le_bytes());
    buf.extend_from_slice(&1u32.to_le_bytes());
    buf.extend_from_slice(&16u32.to_le_bytes());
    let mut size = buf.len();
    let mut extra = [
        std::ptr::without_provenance_mut::<c_void>(1), // CU_LAUNCH_PARAM_BUFFER_POINTER
        buf.as_mut_ptr() as *mut c_void,
        std::ptr::without_provenance_mut::<c_void>(2), // CU_LAUNCH_PARAM_BUFFER_SIZE
        &mut size as *mut usize as *mut c_void,
        null_mut(),
    ];
    let r = unsafe {
        cuLaunchKernel(
            f,
            1,
            1,
            1,
            16,
            1,
            1,
            0,
            null_mut(),
            null_mut(),
            extra.as_mut_ptr(),
        )
    };
    assert_eq!(r, OK);
    assert_eq!(dtoh(b, 16), want.iter().map(|x| x + 1).collect::<Vec<_>>());
    // A module variable holding a device pointer, and a .const set by copy.
    let g = func(m, "via_var");
    let (mut gp, mut gsize, mut cp, mut csize) = (0, 0usize, 0, 0usize);
    unsafe {
        assert_eq!(
            cuModuleGetGlobal_v2(&mut gp, &mut gsize, m, c"table_ptr".as_ptr()),
            OK
        );
        assert_eq!(
            cuModuleGetGlobal_v2(&mut cp, &mut csize, m, c"bias".as_ptr()),
            OK
        );
        assert_eq!((gsize, csize), (8, 4));
        assert_eq!(
            cuMemcpyHtoD_v2(gp, &b as *const u64 as *const c_void, 8),
            OK
        );
        assert_eq!(
            cuMemcpyHtoD_v2(cp, &1000u32 as *const u32 as *const c_void, 4),
            OK
        );
    }
    let c = alloc(64);
    let mut o = c;
    assert_eq!(launch(g, 16, &mut [&mut o]), OK);
    assert_eq!(
        dtoh(c, 16),
        want.iter().map(|x| x + 1001).collect::<Vec<_>>()
    );
    // Memsets of each width, and a device-to-device copy.
    assert_eq!(cuMemsetD32_v2(c, 0xdead_beef, 4), OK);
    assert_eq!(cuMemsetD16_v2(c + 16, 0x1234, 2), OK);
    assert_eq!(cuMemsetD8_v2(c + 20, 0xab, 4), OK);
    assert_eq!(cuMemcpyDtoD_v2(c + 24, c, 8), OK);
    assert_eq!(
        dtoh(c, 8),
        vec![
            0xdeadbeef, 0xdeadbeef, 0xdeadbeef, 0xdeadbeef, 0x12341234, 0xabababab, 0xdeadbeef,
            0xdeadbeef
        ]
    );
    // Pointer attributes and address ranges.
    let (mut base, mut size) = (0, 0usize);
    assert_eq!(
        unsafe { cuMemGetAddressRange_v2(&mut base, &mut size, a + 20) },
        OK
    );
    assert_eq!((base, size), (a, 64));
    let mut ty: c_uint = 0;
    assert_eq!(
        unsafe { cuPointerGetAttribute(&mut ty as *mut c_uint as *mut c_void, 2, a + 3) },
        OK
    );
    assert_eq!(ty, 2, "CU_MEMORYTYPE_DEVICE");
    for p in [a, b, c] {
        assert_eq!(cuMemFree_v2(p), OK);
    }
    assert_eq!(cuModuleUnload(m), OK);
}

#[test]
fn bad_input_gives_error_codes_and_the_process_survives() {
    let c = ctx();
    unsafe {
        // Null out pointers.
        assert_eq!(cuDeviceGetCount(null_mut()), err::INVALID_VALUE);
        assert_eq!(cuMemAlloc_v2(null_mut(), 4), err::INVALID_VALUE);
        assert_eq!(cuModuleLoadData(null_mut(), null()), err::INVALID_VALUE);
        assert_eq!(cuDeviceGet(null_mut(), 0), err::INVALID_VALUE);
        // Bad device ordinals and attributes.
        let mut d: CUdevice = 0;
        assert_eq!(cuDeviceGet(&mut d, 1), err::INVALID_DEVICE);
        let mut v: c_int = 0;
        assert_eq!(cuDeviceGetAttribute(&mut v, 100_000, 0), err::INVALID_VALUE);
        assert_eq!(cuDeviceGetAttribute(&mut v, 10, 0), OK);
        assert_eq!(v, 32);
        // Sizes.
        let mut p = 0;
        assert_eq!(cuMemAlloc_v2(&mut p, 0), err::INVALID_VALUE);
        assert_eq!(cuMemAlloc_v2(&mut p, 1 << 40), err::OUT_OF_MEMORY);
        let a = alloc(16);
        let mut host = [0u8; 32];
        assert_eq!(
            cuMemcpyDtoH_v2(host.as_mut_ptr() as *mut c_void, a, 17),
            err::INVALID_VALUE,
            "one byte past the allocation"
        );
        assert_eq!(cuMemcpyHtoD_v2(a, null(), 4), err::INVALID_VALUE);
        assert_eq!(cuMemsetD32_v2(a + 2, 0, 4), err::INVALID_VALUE);
        // Foreign pointers. (Freed ones are in `tests/robust.rs`: here
        // another test may be given the freed address at once, the device
        // being the process's.)
        assert_eq!(cuMemFree_v2(a + 4), err::INVALID_VALUE);
        assert_eq!(cuMemFree_v2(a), OK);
        assert_eq!(
            cuMemcpyDtoH_v2(host.as_mut_ptr() as *mut c_void, 0xdead_0000_0000, 4),
            err::INVALID_VALUE
        );
        let mut ty: c_uint = 0;
        assert_eq!(
            cuPointerGetAttribute(&mut ty as *mut c_uint as *mut c_void, 2, 12345),
            err::INVALID_VALUE
        );
        // Bad handles: never followed.
        let junk = 0x7777_7770usize as Handle;
        let mut f: Handle = null_mut();
        assert_eq!(
            cuModuleGetFunction(&mut f, junk, c"add".as_ptr()),
            err::INVALID_HANDLE
        );
        assert_eq!(cuModuleUnload(junk), err::INVALID_HANDLE);
        assert_eq!(cuStreamSynchronize(junk), err::INVALID_HANDLE);
        assert_eq!(cuEventRecord(junk, null_mut()), err::INVALID_HANDLE);
        assert_eq!(cuStreamDestroy_v2(junk), err::INVALID_HANDLE);
        assert_eq!(cuCtxSetCurrent(junk), err::INVALID_CONTEXT);
        assert_eq!(
            cuLaunchKernel(
                junk,
                1,
                1,
                1,
                1,
                1,
                1,
                0,
                null_mut(),
                null_mut(),
                null_mut()
            ),
            err::INVALID_HANDLE
        );
        // Rejected PTX: the error log holds ptxjit's diagnostic.
        let bad = c".version 7.8\n.target sm_80\n.address_size 64\n.entry k() { add.u33 %r1, 1, 2; ret; }\n";
        let mut log = vec![0u8; 1024];
        let mut opts = [5 as c_int, 6];
        let mut vals = [log.as_mut_ptr() as *mut c_void, log.len() as *mut c_void];
        let mut m: Handle = null_mut();
        assert_eq!(
            cuModuleLoadDataEx(
                &mut m,
                bad.as_ptr() as *const c_void,
                2,
                opts.as_mut_ptr(),
                vals.as_mut_ptr()
            ),
            err::INVALID_PTX
        );
        let text = CStr::from_ptr(log.as_ptr() as *const c_char)
            .to_str()
            .unwrap();
        assert!(
            text.contains(":4:17: error: '.u33' is not a type"),
            "{text}"
        );
        assert_eq!(
            vals[1] as usize,
            text.len() + 1,
            "the log's used size is written back"
        );
        assert_eq!(load("\x7fELF binary"), Err(err::NO_BINARY_FOR_GPU));
        // A missing kernel, a missing variable.
        let m = load(ADD).unwrap();
        assert_eq!(
            cuModuleGetFunction(&mut f, m, c"nope".as_ptr()),
            err::NOT_FOUND
        );
        let mut gp = 0;
        assert_eq!(
            cuModuleGetGlobal_v2(&mut gp, null_mut(), m, c"nope".as_ptr()),
            err::NOT_FOUND
        );
        // Launches the kernel refuses: bad shapes, missing parameters.
        let k = func(m, "add");
        assert_eq!(
            cuLaunchKernel(
                k,
                1,
                1,
                1,
                2048,
                1,
                1,
                0,
                null_mut(),
                null_mut(),
                null_mut()
            ),
            err::INVALID_VALUE
        );
        assert_eq!(
            cuLaunchKernel(k, 0, 1, 1, 1, 1, 1, 0, null_mut(), null_mut(), null_mut()),
            err::INVALID_VALUE
        );
        // Error names.
        let mut s: *const c_char = null();
        assert_eq!(cuGetErrorName(err::ILLEGAL_ADDRESS, &mut s), OK);
        assert_eq!(
            CStr::from_ptr(s).to_str().unwrap(),
            "CUDA_ERROR_ILLEGAL_ADDRESS"
        );
        assert_eq!(cuGetErrorString(12345, &mut s), err::INVALID_VALUE);
        // Still usable after all that.
        let b = alloc(64);
        let (mut o, mut i, mut add, mut n) = (b, b, 1u32, 16u32);
        assert_eq!(launch(k, 16, &mut [&mut o, &mut i, &mut add, &mut n]), OK);
        assert_eq!(dtoh(b, 2), vec![1, 1]);
        // An out-of-bounds kernel: ILLEGAL_ADDRESS, sticky for this context.
        let (mut o, mut i, mut add, mut n) = (b, b, 1u32, 17u32);
        assert_eq!(
            launch(k, 32, &mut [&mut o, &mut i, &mut add, &mut n]),
            err::ILLEGAL_ADDRESS
        );
        assert_eq!(cuCtxSynchronize(), err::ILLEGAL_ADDRESS);
        assert_eq!(cuMemAlloc_v2(&mut p, 4), err::ILLEGAL_ADDRESS);
        assert_eq!(cuCtxDestroy_v2(c), OK);
        // A fresh context works; a trap is LAUNCH_FAILED.
        let _c2 = ctx();
        let m = load(ADD).unwrap();
        let t = func(m, "boom");
        assert_eq!(launch(t, 1, &mut []), err::LAUNCH_FAILED);
        assert_eq!(cuCtxSynchronize(), err::LAUNCH_FAILED);
    }
}

#[test]
fn proc_addresses_by_name_and_version() {
    let _c = ctx();
    #[allow(clippy::type_complexity)]
    let get = |name: &CStr, v: c_int| {
        let mut p: *mut c_void = null_mut();
        let mut st: c_int = -1;
        let r = unsafe { cuGetProcAddress_v2(name.as_ptr(), &mut p, v, 0, &mut st) };
        (r, p as usize, st)
    };
    assert_eq!(
        get(c"cuMemAlloc", 12000),
        (OK, cuMemAlloc_v2 as *const () as usize, 0)
    );
    assert_eq!(
        get(c"cuCtxCreate", 11040),
        (OK, cuCtxCreate_v3 as *const () as usize, 0)
    );
    assert_eq!(
        get(c"cuCtxCreate", 12080),
        (OK, cuCtxCreate_v4 as *const () as usize, 0)
    );
    // Too old a version for the only variant implemented.
    assert_eq!(get(c"cuMemAlloc", 2000), (err::NOT_FOUND, 0, 2));
    assert_eq!(get(c"cuNoSuchThing", 12000), (err::NOT_FOUND, 0, 1));
    // Known but not implemented: a function that answers NOT_SUPPORTED.
    let (r, p, _) = get(c"cuMemAllocManaged", 12000);
    assert_eq!(r, OK);
    let f: extern "C" fn() -> CUresult = unsafe { std::mem::transmute(p) };
    assert_eq!(f(), err::NOT_SUPPORTED);
}

#[test]
fn streams_events_and_host_memory() {
    let _c = ctx();
    unsafe {
        let (mut s, mut e0, mut e1): (Handle, Handle, Handle) =
            (null_mut(), null_mut(), null_mut());
        assert_eq!(cuStreamCreate(&mut s, 0), OK);
        assert_eq!(cuEventCreate(&mut e0, 0), OK);
        assert_eq!(cuEventCreate(&mut e1, 0), OK);
        let mut ms = 0f32;
        assert_eq!(cuEventElapsedTime(&mut ms, e0, e1), err::NOT_READY);
        assert_eq!(cuEventRecord(e0, s), OK);
        let mut h: *mut c_void = null_mut();
        assert_eq!(cuMemAllocHost_v2(&mut h, 4096), OK);
        let d = alloc(4096);
        std::slice::from_raw_parts_mut(h as *mut u8, 4096).fill(7);
        assert_eq!(cuMemcpyHtoDAsync_v2(d, h, 4096, s), OK);
        assert_eq!(cuMemsetD8Async(d, 9, 10, s), OK);
        let mut back = vec![0u8; 4096];
        assert_eq!(
            cuMemcpyDtoHAsync_v2(back.as_mut_ptr() as *mut c_void, d, 4096, s),
            OK
        );
        assert_eq!(cuEventRecord(e1, s), OK);
        assert_eq!(cuStreamSynchronize(s), OK);
        assert_eq!(cuEventElapsedTime(&mut ms, e0, e1), OK);
        assert!(ms >= 0.0);
        assert_eq!(&back[..12], &[9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 7, 7]);
        // Unified copies tell device from host memory.
        assert_eq!(cuMemcpy(h as u64, d, 16), OK);
        assert_eq!(std::slice::from_raw_parts(h as *const u8, 11)[10], 7);
        assert_eq!(cuMemFreeHost(h), OK);
        assert_eq!(cuMemFreeHost(h), err::INVALID_VALUE);
        assert_eq!(cuStreamDestroy_v2(s), OK);
        assert_eq!(cuEventDestroy_v2(e0), OK);
        assert_eq!(cuEventDestroy_v2(e0), err::INVALID_HANDLE);
        assert_eq!(cuMemFree_v2(d), OK);
    }
}

#[test]
fn libraries_and_their_kernels() {
    // A fresh thread with no current context: the library goes to the
    // primary context, as CUDA 12's context-independent loading does.
    std::thread::spawn(|| unsafe {
        assert_eq!(cuInit(0), OK);
        let text = format!("{}\0", ADD);
        let mut lib: Handle = null_mut();
        assert_eq!(
            cuLibraryLoadData(
                &mut lib,
                text.as_ptr() as *const c_void,
                null_mut(),
                null_mut(),
                0,
                null_mut(),
                null_mut(),
                0
            ),
            OK
        );
        let mut n: c_uint = 0;
        assert_eq!(cuLibraryGetKernelCount(&mut n, lib), OK);
        assert_eq!(n, 3, "add, via_var, boom");
        let mut ks = [null_mut(); 3];
        assert_eq!(cuLibraryEnumerateKernels(ks.as_mut_ptr(), 3, lib), OK);
        let mut name: *const c_char = null();
        assert_eq!(cuKernelGetName(&mut name, ks[1]), OK);
        assert_eq!(CStr::from_ptr(name).to_str().unwrap(), "via_var");
        let mut k: Handle = null_mut();
        assert_eq!(cuLibraryGetKernel(&mut k, lib, c"add".as_ptr()), OK);
        let mut f: Handle = null_mut();
        assert_eq!(cuKernelGetFunction(&mut f, k), OK);
        let mut back: Handle = null_mut();
        assert_eq!(cuKernelGetLibrary(&mut back, k), OK);
        assert_eq!(back, lib);
        let mut v: c_int = 0;
        assert_eq!(cuKernelGetAttribute(&mut v, 0, k, 0), OK);
        assert_eq!(v, 1024);
        // Launch through the primary context.
        let mut ctx: Handle = null_mut();
        assert_eq!(cuDevicePrimaryCtxRetain(&mut ctx, 0), OK);
        assert_eq!(cuCtxSetCurrent(ctx), OK);
        let p = alloc(16);
        htod(p, &[5, 6, 7, 8]);
        let (mut o, mut i, mut add, mut cnt) = (p, p, 10u32, 4u32);
        assert_eq!(launch(k, 4, &mut [&mut o, &mut i, &mut add, &mut cnt]), OK);
        assert_eq!(dtoh(p, 4), vec![15, 16, 17, 18]);
        let (mut g, mut size) = (0, 0usize);
        assert_eq!(
            cuLibraryGetGlobal(&mut g, &mut size, lib, c"bias".as_ptr()),
            OK
        );
        assert_eq!(size, 4);
        assert_eq!(cuLibraryUnload(lib), OK);
        assert_eq!(
            cuKernelGetFunction(&mut f, k),
            err::INVALID_HANDLE,
            "gone with its library"
        );
        assert_eq!(cuLibraryUnload(lib), err::INVALID_HANDLE);
        assert_eq!(cuMemFree_v2(p), OK);
    })
    .join()
    .unwrap();
}

#[test]
fn parameter_layout_and_pointer_attributes() {
    let _c = ctx();
    let m = load(ADD).unwrap();
    let f = func(m, "add");
    let mut got = Vec::new();
    for i in 0..4 {
        let (mut off, mut size) = (0usize, 0usize);
        assert_eq!(unsafe { cuFuncGetParamInfo(f, i, &mut off, &mut size) }, OK);
        got.push((off, size));
    }
    // .u64 out, .u64 in, .u32 add, .u32 n, each at its alignment.
    assert_eq!(got, vec![(0, 8), (8, 8), (16, 4), (20, 4)]);
    let (mut off, mut size) = (0usize, 0usize);
    assert_eq!(
        unsafe { cuKernelGetParamInfo(f, 4, &mut off, &mut size) },
        err::INVALID_VALUE
    );
    let mut v: c_int = 0;
    assert_eq!(unsafe { cuFuncGetAttribute(&mut v, 5, f) }, OK);
    assert_eq!(v, 80, "PTX_VERSION is the module's .target");
    // Attributes of a device pointer, and of memory CUDA does not know
    // (no error, as the driver does it).
    let p = alloc(64);
    for (ptr, ty, start, size) in [(p + 8, 2u32, p, 64usize), (0x1234, 0, 0, 0)] {
        let (mut t, mut s, mut n) = (9u32, 9u64, 9usize);
        let mut attrs = [2 as c_int, 11, 12];
        let mut data = [
            &mut t as *mut u32 as *mut c_void,
            &mut s as *mut u64 as *mut c_void,
            &mut n as *mut usize as *mut c_void,
        ];
        assert_eq!(
            unsafe { cuPointerGetAttributes(3, attrs.as_mut_ptr(), data.as_mut_ptr(), ptr) },
            OK
        );
        assert_eq!((t, s, n), (ty, start, size));
    }
    assert_eq!(cuMemFree_v2(p), OK);
}

/// `CUDA_MEMCPY2D`, as C lays it out.
#[repr(C)]
#[derive(Default)]
struct Copy2D {
    src_x: usize,
    src_y: usize,
    src_type: c_uint,
    src_host: usize,
    src_device: u64,
    src_array: usize,
    src_pitch: usize,
    dst_x: usize,
    dst_y: usize,
    dst_type: c_uint,
    dst_host: usize,
    dst_device: u64,
    dst_array: usize,
    dst_pitch: usize,
    width: usize,
    height: usize,
}

#[test]
fn pitched_copies_sets_and_host_functions() {
    let _c = ctx();
    // A 5 x 3 block of a 8-wide host matrix (u32) into pitched device
    // memory at column 1, row 1, and back into a packed 5 x 3 array.
    let (mut d, mut pitch) = (0u64, 0usize);
    assert_eq!(
        unsafe { cuMemAllocPitch_v2(&mut d, &mut pitch, 40, 6, 4) },
        OK
    );
    assert_eq!(pitch % 512, 0);
    assert_eq!(cuMemsetD2D32_v2(d, pitch, 0xffff_ffff, 10, 6), OK);
    let host: Vec<u32> = (0..8 * 4).collect();
    let up = Copy2D {
        src_x: 4,
        src_y: 1,
        src_type: 1,
        src_host: host.as_ptr() as usize,
        src_pitch: 32,
        dst_x: 4,
        dst_y: 1,
        dst_type: 2,
        dst_device: d,
        dst_pitch: pitch,
        width: 20,
        height: 3,
        ..Default::default()
    };
    assert_eq!(
        unsafe { cuMemcpy2D_v2(&up as *const Copy2D as *const _) },
        OK
    );
    let mut back = vec![0u32; 6 * 3];
    let down = Copy2D {
        src_type: 2,
        src_device: d,
        src_pitch: pitch,
        dst_type: 1,
        dst_host: back.as_mut_ptr() as usize,
        dst_pitch: 24,
        width: 24,
        height: 3,
        ..Default::default()
    };
    assert_eq!(
        unsafe { cuMemcpy2D_v2(&down as *const Copy2D as *const _) },
        OK
    );
    let m = u32::MAX;
    assert_eq!(
        back,
        vec![m, m, m, m, m, m, m, 9, 10, 11, 12, 13, m, 17, 18, 19, 20, 21]
    );
    // A row pitch narrower than the row is refused.
    let bad = Copy2D {
        dst_pitch: 8,
        ..down
    };
    assert_eq!(
        unsafe { cuMemcpy2D_v2(&bad as *const Copy2D as *const _) },
        err::INVALID_VALUE
    );
    assert_eq!(cuMemFree_v2(d), OK);
    // Host functions on a stream run in order, before the call returns.
    unsafe extern "C" fn bump(p: *mut c_void) {
        unsafe { *(p as *mut u32) += 1 };
    }
    unsafe extern "C" fn note(_s: Handle, status: CUresult, p: *mut c_void) {
        unsafe { *(p as *mut u32) = 100 + status };
    }
    let mut n = 0u32;
    let mut st = 0u32;
    unsafe {
        assert_eq!(
            cuLaunchHostFunc(null_mut(), Some(bump), &mut n as *mut u32 as *mut c_void),
            OK
        );
        assert_eq!(
            cuLaunchHostFunc(null_mut(), Some(bump), &mut n as *mut u32 as *mut c_void),
            OK
        );
        assert_eq!(
            cuStreamAddCallback(
                null_mut(),
                Some(note),
                &mut st as *mut u32 as *mut c_void,
                0
            ),
            OK
        );
        assert_eq!(
            cuLaunchHostFunc(null_mut(), None, null_mut()),
            err::INVALID_VALUE
        );
    }
    assert_eq!((n, st), (2, 100));
    let mut id = [0 as c_char; 16];
    assert_eq!(unsafe { cuDeviceGetPCIBusId(id.as_mut_ptr(), 16, 0) }, OK);
    let mut dev: CUdevice = -1;
    assert_eq!(unsafe { cuDeviceGetByPCIBusId(&mut dev, id.as_ptr()) }, OK);
    assert_eq!(dev, 0);
}

#[test]
fn files_links_context_stack_limits_and_occupancy() {
    let c = ctx();
    unsafe {
        // cuModuleLoad from a file; a missing file.
        let path = std::env::temp_dir().join(format!("ptxjit-driver-{}.ptx", std::process::id()));
        std::fs::write(&path, ADD).unwrap();
        let cpath = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
        let mut m: Handle = null_mut();
        assert_eq!(cuModuleLoad(&mut m, cpath.as_ptr()), OK);
        let _ = func(m, "add");
        assert_eq!(
            cuModuleLoad(&mut m, c"/nonexistent/x.ptx".as_ptr()),
            err::FILE_NOT_FOUND
        );
        let _ = std::fs::remove_file(&path);
        // Linking one PTX input gives an image cuModuleLoadData takes;
        // two inputs are refused.
        let mut link: Handle = null_mut();
        assert_eq!(cuLinkCreate_v2(0, null_mut(), null_mut(), &mut link), OK);
        let text = format!("{}\0", ADD);
        assert_eq!(
            cuLinkAddData_v2(
                link,
                1,
                text.as_ptr() as *mut c_void,
                text.len(),
                c"a".as_ptr(),
                0,
                null_mut(),
                null_mut()
            ),
            OK
        );
        assert_eq!(
            cuLinkAddData_v2(
                link,
                3,
                text.as_ptr() as *mut c_void,
                text.len(),
                c"b".as_ptr(),
                0,
                null_mut(),
                null_mut()
            ),
            err::NOT_SUPPORTED,
            "a cubin input"
        );
        let (mut img, mut size): (*mut c_void, usize) = (null_mut(), 0);
        assert_eq!(cuLinkComplete(link, &mut img, &mut size), OK);
        assert_eq!(size, text.len());
        let mut m2: Handle = null_mut();
        assert_eq!(cuModuleLoadData(&mut m2, img), OK);
        let _ = func(m2, "via_var");
        assert_eq!(cuLinkDestroy(link), OK);
        assert_eq!(cuLinkDestroy(link), err::INVALID_HANDLE);
        let mut two: Handle = null_mut();
        assert_eq!(cuLinkCreate_v2(0, null_mut(), null_mut(), &mut two), OK);
        for _ in 0..2 {
            assert_eq!(
                cuLinkAddData_v2(
                    two,
                    1,
                    text.as_ptr() as *mut c_void,
                    text.len(),
                    c"a".as_ptr(),
                    0,
                    null_mut(),
                    null_mut()
                ),
                OK
            );
        }
        assert_eq!(cuLinkComplete(two, &mut img, &mut size), err::NOT_SUPPORTED);
        // The context stack: push, pop, current.
        let mut other: Handle = null_mut();
        assert_eq!(cuCtxCreate_v2(&mut other, 0, 0), OK);
        let mut cur: Handle = null_mut();
        assert_eq!(cuCtxGetCurrent(&mut cur), OK);
        assert_eq!(cur, other);
        let mut popped: Handle = null_mut();
        assert_eq!(cuCtxPopCurrent_v2(&mut popped), OK);
        assert_eq!(popped, other);
        assert_eq!(cuCtxGetCurrent(&mut cur), OK);
        assert_eq!(cur, c);
        assert_eq!(cuCtxPushCurrent_v2(other), OK);
        assert_eq!(cuCtxDestroy_v2(other), OK);
        assert_eq!(cuCtxGetCurrent(&mut cur), OK);
        assert_eq!(cur, c, "destroying the top context uncovers the one below");
        // Limits: defaults, set, and an unknown limit.
        let mut v = 0usize;
        assert_eq!(cuCtxGetLimit(&mut v, 2), OK);
        assert_eq!(v, 8 << 20);
        assert_eq!(cuCtxSetLimit(2, 64 << 20), OK);
        assert_eq!(cuCtxGetLimit(&mut v, 2), OK);
        assert_eq!(v, 64 << 20);
        assert_eq!(cuCtxSetLimit(99, 1), err::INVALID_VALUE);
        // Occupancy of the kernel: 2048 threads per SM, 32 blocks at most.
        let f = func(m, "add");
        let mut n: c_int = 0;
        assert_eq!(
            cuOccupancyMaxActiveBlocksPerMultiprocessor(&mut n, f, 256, 0),
            OK
        );
        assert_eq!(n, 8);
        assert_eq!(
            cuOccupancyMaxActiveBlocksPerMultiprocessor(&mut n, f, 32, 0),
            OK
        );
        assert_eq!(n, 32);
        let (mut grid, mut block) = (0, 0);
        assert_eq!(
            cuOccupancyMaxPotentialBlockSize(&mut grid, &mut block, f, null_mut(), 0, 128),
            OK
        );
        assert_eq!(block, 128);
        assert!(grid >= 16, "{grid}");
    }
}
