//! No module a program hands the driver, and no launch of what loads, may
//! crash or hang the host program: mutated copies of the repository's
//! kernels are loaded through `cuModuleLoadData` and every kernel that
//! loads is launched (pointer parameters get a small allocation, others
//! zeros) under a low step limit. Each call must return one of the driver's
//! error codes, and a kernel that never ends stops with LAUNCH_TIMEOUT
//! (sticky until the primary context is reset); freed memory is refused.
//! (Its own test binary: the limits are read at `cuInit`.)

use std::ffi::{c_uint, c_void};
use std::path::Path;
use std::ptr::null_mut;

use cuda::*;

/// The codes a load or launch may answer.
const ALLOWED: &[CUresult] = &[
    err::SUCCESS,
    err::INVALID_VALUE,
    err::INVALID_IMAGE,
    err::NO_BINARY_FOR_GPU,
    err::INVALID_PTX,
    err::INVALID_HANDLE,
    err::NOT_FOUND,
    err::ILLEGAL_ADDRESS,
    err::LAUNCH_OUT_OF_RESOURCES,
    err::LAUNCH_TIMEOUT,
    err::MISALIGNED_ADDRESS,
    err::LAUNCH_FAILED,
    err::ASSERT,
    err::OUT_OF_MEMORY,
];

/// Deterministic mutants of `text`: a byte deleted, a digit changed, a
/// line doubled, a token cut, at positions spread over the file.
fn mutants(text: &str, n: usize) -> Vec<String> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    for k in 0..n {
        let at = (k * 7919 + 13) % b.len().max(1);
        let mut m = b.to_vec();
        match k % 4 {
            0 => {
                m.remove(at);
            }
            1 => {
                if let Some(d) = m[at..].iter().position(|c| c.is_ascii_digit()) {
                    m[at + d] = b'0' + ((m[at + d] - b'0' + 7) % 10);
                }
            }
            2 => {
                let start = m[..at]
                    .iter()
                    .rposition(|&c| c == b'\n')
                    .map_or(0, |p| p + 1);
                let end = m[at..]
                    .iter()
                    .position(|&c| c == b'\n')
                    .map_or(m.len(), |p| at + p + 1);
                let line = m[start..end].to_vec();
                m.splice(end..end, line);
            }
            _ => {
                let end = (at + 5).min(m.len());
                m.drain(at..end);
            }
        }
        if let Ok(s) = String::from_utf8(m) {
            out.push(s);
        }
    }
    out
}

fn ptx_files() -> Vec<std::path::PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf();
    let mut v = Vec::new();
    for dir in ["examples", "tests/cuda"] {
        for e in std::fs::read_dir(root.join(dir)).unwrap().flatten() {
            let p = e.path();
            if p.extension().is_some_and(|x| x == "ptx") {
                v.push(p);
            }
        }
    }
    v.sort();
    v
}

#[test]
fn mutated_modules_and_their_launches_never_crash() {
    std::env::set_var("PTXJIT_MAX_STEPS", "20000");
    std::env::set_var("PTXJIT_TIMEOUT", "5");
    std::env::set_var("PTXJIT_CUDA_QUIET", "1");
    assert_eq!(cuInit(0), err::SUCCESS);
    // A kernel that never ends stops at the step limit: LAUNCH_TIMEOUT,
    // sticky for its context.
    {
        let mut c: Handle = null_mut();
        assert_eq!(unsafe { cuCtxCreate_v2(&mut c, 0, 0) }, err::SUCCESS);
        let spin =
            ".version 7.8\n.target sm_80\n.address_size 64\n.entry spin() {\nL:\n bra L;\n}\n\0";
        let mut m: Handle = null_mut();
        assert_eq!(
            unsafe { cuModuleLoadData(&mut m, spin.as_ptr() as *const c_void) },
            err::SUCCESS
        );
        let mut f: Handle = null_mut();
        assert_eq!(
            unsafe { cuModuleGetFunction(&mut f, m, c"spin".as_ptr()) },
            err::SUCCESS
        );
        let r =
            unsafe { cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, null_mut(), null_mut(), null_mut()) };
        assert_eq!(r, err::LAUNCH_TIMEOUT);
        assert_eq!(cuCtxSynchronize(), err::LAUNCH_TIMEOUT);
        assert_eq!(cuCtxDestroy_v2(c), err::SUCCESS);
        // On the primary context, a reset clears the sticky error (and
        // unloads its modules).
        let mut p: Handle = null_mut();
        assert_eq!(unsafe { cuDevicePrimaryCtxRetain(&mut p, 0) }, err::SUCCESS);
        assert_eq!(cuCtxSetCurrent(p), err::SUCCESS);
        assert_eq!(
            unsafe { cuModuleLoadData(&mut m, spin.as_ptr() as *const c_void) },
            err::SUCCESS
        );
        assert_eq!(
            unsafe { cuModuleGetFunction(&mut f, m, c"spin".as_ptr()) },
            err::SUCCESS
        );
        let r =
            unsafe { cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, null_mut(), null_mut(), null_mut()) };
        assert_eq!(r, err::LAUNCH_TIMEOUT);
        let mut mem = 0u64;
        assert_eq!(unsafe { cuMemAlloc_v2(&mut mem, 16) }, err::LAUNCH_TIMEOUT);
        assert_eq!(cuDevicePrimaryCtxReset_v2(0), err::SUCCESS);
        assert_eq!(unsafe { cuMemAlloc_v2(&mut mem, 16) }, err::SUCCESS);
        assert_eq!(
            cuModuleUnload(m),
            err::INVALID_HANDLE,
            "the reset unloaded it"
        );
        assert_eq!(cuMemFree_v2(mem), err::SUCCESS);
        assert_eq!(cuDevicePrimaryCtxRelease_v2(0), err::SUCCESS);
        assert_eq!(cuCtxSetCurrent(null_mut()), err::SUCCESS);
    }
    // Freed memory, with nothing else running in this process: a double
    // free and a copy from a freed allocation are refused.
    {
        let mut c: Handle = null_mut();
        assert_eq!(unsafe { cuCtxCreate_v2(&mut c, 0, 0) }, err::SUCCESS);
        let mut a = 0u64;
        assert_eq!(unsafe { cuMemAlloc_v2(&mut a, 16) }, err::SUCCESS);
        assert_eq!(cuMemFree_v2(a), err::SUCCESS);
        assert_eq!(cuMemFree_v2(a), err::INVALID_VALUE, "double free");
        let mut host = [0u8; 4];
        assert_eq!(
            unsafe { cuMemcpyDtoH_v2(host.as_mut_ptr() as *mut c_void, a, 4) },
            err::INVALID_VALUE,
            "freed memory"
        );
        assert_eq!(cuCtxDestroy_v2(c), err::SUCCESS);
    }
    let files = ptx_files();
    assert!(files.len() >= 10, "{files:?}");
    let (mut loaded, mut launched, mut faulted) = (0, 0, 0);
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        for m in std::iter::once(text.clone()).chain(mutants(&text, 24)) {
            // A context per module: a fault is sticky.
            let mut c: Handle = null_mut();
            assert_eq!(unsafe { cuCtxCreate_v2(&mut c, 0, 0) }, err::SUCCESS);
            let image = format!("{}\0", m);
            let mut module: Handle = null_mut();
            let r = unsafe { cuModuleLoadData(&mut module, image.as_ptr() as *const c_void) };
            assert!(ALLOWED.contains(&r), "{}: load returned {}", f.display(), r);
            if r == err::SUCCESS {
                loaded += 1;
                let mut n: c_uint = 0;
                assert_eq!(
                    unsafe { cuLibraryGetKernelCount(&mut n, module) },
                    err::SUCCESS
                );
                let mut ks = vec![null_mut(); n as usize];
                assert_eq!(
                    unsafe { cuLibraryEnumerateKernels(ks.as_mut_ptr(), n, module) },
                    err::SUCCESS
                );
                let mut mem = 0u64;
                assert_eq!(unsafe { cuMemAlloc_v2(&mut mem, 4096) }, err::SUCCESS);
                for k in ks {
                    // Parameters: 8-byte ones point at the allocation.
                    let mut buf = Vec::new();
                    let mut i = 0;
                    loop {
                        let (mut off, mut size) = (0usize, 0usize);
                        if unsafe { cuFuncGetParamInfo(k, i, &mut off, &mut size) } != err::SUCCESS
                        {
                            break;
                        }
                        buf.resize(off, 0);
                        if size == 8 {
                            buf.extend_from_slice(&mem.to_le_bytes());
                        } else {
                            buf.resize(off + size, 0);
                        }
                        i += 1;
                    }
                    let mut size = buf.len();
                    let mut extra = [
                        std::ptr::without_provenance_mut::<c_void>(1),
                        buf.as_mut_ptr() as *mut c_void,
                        std::ptr::without_provenance_mut::<c_void>(2),
                        &mut size as *mut usize as *mut c_void,
                        null_mut(),
                    ];
                    let r = unsafe {
                        cuLaunchKernel(
                            k,
                            2,
                            1,
                            1,
                            64,
                            1,
                            1,
                            0,
                            null_mut(),
                            null_mut(),
                            extra.as_mut_ptr(),
                        )
                    };
                    assert!(
                        ALLOWED.contains(&r),
                        "{}: launch returned {}",
                        f.display(),
                        r
                    );
                    launched += 1;
                    if r != err::SUCCESS {
                        faulted += 1;
                        break;
                    }
                }
            }
            assert_eq!(cuCtxDestroy_v2(c), err::SUCCESS);
        }
    }
    // The originals and most mutants load; their kernels ran or stopped
    // with an error code (counts printed with --nocapture).
    println!(
        "{} modules loaded, {} launches, {} ended in an error",
        loaded, launched, faulted
    );
    assert!(loaded >= files.len(), "{loaded}");
    assert!(launched > loaded);
}
