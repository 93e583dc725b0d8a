//! Pass-through: with `PTXJIT_CUDA_PASSTHROUGH=PATH` (NVIDIA's
//! `libcuda.so.1`), every call is forwarded to that driver, and with
//! `PTXJIT_RECORD=DIR` each launch is recorded as the ptxjit device records
//! it: the same allocation names (`alloc N`, `module M/VAR`), digests read
//! back after the launch. `ptxjit compare-recordings` then compares a GPU
//! run with a run on ptxjit.
//!
//! The other driver has the same soname as this library, so it is loaded
//! by its path with `RTLD_DEEPBIND` (its internal calls must not land
//! here); `PTXJIT_CUDA_PASSTHROUGH_LOAD=dlmopen` loads it into a link-map
//! namespace of its own instead (NVIDIA's driver 580.159 crashed in
//! `cuInit` so on an H100). A library loaded as the pass-through target of
//! another copy of itself (its own path is `PATH`) does not pass through
//! and does not record.

use std::collections::HashMap;
use std::ffi::{c_char, c_void, CStr, CString};
use std::sync::{Mutex, OnceLock};

use ptxjit::{Launch, Module};

use super::{err, record, say, CUdeviceptr, CUresult, Handle};

struct Real {
    handle: usize,
    syms: Mutex<HashMap<&'static str, usize>>,
}

/// What the pass-through tracks to record launches.
#[derive(Default)]
struct Track {
    /// Live allocations: address -> (run-stable name, size).
    allocs: HashMap<u64, (String, u64)>,
    /// `cuMemAlloc` calls so far.
    next_alloc: u64,
    /// Modules loaded: handle -> (load number, PTX text, parsed module).
    modules: HashMap<usize, (u64, String, Option<std::sync::Arc<Module>>)>,
    next_module: u64,
    /// Functions: handle -> (module handle, kernel name).
    funcs: HashMap<usize, (usize, String)>,
}

static REAL: OnceLock<Option<Real>> = OnceLock::new();
static TRACK: Mutex<Option<Track>> = Mutex::new(None);

/// The name this library was loaded by (the dynamic linker's, valid while
/// the library stays loaded, which is as long as this code runs).
fn loaded_name() -> Option<&'static CStr> {
    let mut info: libc::Dl_info = unsafe { std::mem::zeroed() };
    // SAFETY: dladdr on a function of this library.
    let ok = unsafe { libc::dladdr(loaded_name as *const c_void, &mut info) };
    if ok == 0 || info.dli_fname.is_null() {
        return None;
    }
    // SAFETY: a NUL-terminated name of the link map, never freed while
    // this library is loaded.
    Some(unsafe { CStr::from_ptr(info.dli_fname) })
}

/// This library's own file.
fn own_path() -> Option<std::path::PathBuf> {
    std::fs::canonicalize(loaded_name()?.to_str().ok()?).ok()
}

/// Whether this library was loaded into a link-map namespace other than
/// the program's (`dlmopen`, as `PTXJIT_CUDA_PASSTHROUGH_LOAD=dlmopen`
/// loads a pass-through target): it then runs on a second copy of glibc.
pub fn in_namespace_of_its_own() -> bool {
    let Some(name) = loaded_name() else {
        return false;
    };
    // SAFETY: dlopen from this library looks in this library's namespace;
    // RTLD_NOLOAD only finds this library, already loaded, and takes a
    // reference that dlclose gives back.
    let h = unsafe { libc::dlopen(name.as_ptr(), libc::RTLD_LAZY | libc::RTLD_NOLOAD) };
    if h.is_null() {
        return false;
    }
    let mut lmid: libc::Lmid_t = libc::LM_ID_BASE;
    // SAFETY: a handle from dlopen; RTLD_DI_LMID writes one Lmid_t.
    let got = unsafe {
        libc::dlinfo(
            h,
            libc::RTLD_DI_LMID,
            (&mut lmid as *mut libc::Lmid_t).cast(),
        )
    };
    unsafe { libc::dlclose(h) };
    got == 0 && lmid != libc::LM_ID_BASE
}

/// Whether this library is the pass-through target of another copy
/// (`PTXJIT_CUDA_PASSTHROUGH` names its own file): it then neither passes
/// through nor records.
pub fn is_target() -> bool {
    let Some(path) = std::env::var_os("PTXJIT_CUDA_PASSTHROUGH") else {
        return false;
    };
    let canon = std::fs::canonicalize(&path).ok();
    canon.is_some() && canon == own_path()
}

fn load() -> Option<Real> {
    let path = std::env::var_os("PTXJIT_CUDA_PASSTHROUGH")?;
    if is_target() {
        return None;
    }
    let c = CString::new(path.to_string_lossy().as_bytes()).ok()?;
    let namespace =
        std::env::var_os("PTXJIT_CUDA_PASSTHROUGH_LOAD").is_some_and(|v| v == "dlmopen");
    // SAFETY: dlopen / dlmopen with a NUL-terminated path.
    let h = unsafe {
        if !namespace {
            // This namespace, the other driver's own symbols first
            // (RTLD_DEEPBIND): a path that is not this library's is a
            // second object even with the same soname. NVIDIA's driver
            // (580.159, H100) works so; in a namespace of its own it
            // crashed in cuInit.
            libc::dlopen(
                c.as_ptr(),
                libc::RTLD_NOW | libc::RTLD_LOCAL | libc::RTLD_DEEPBIND,
            )
        } else {
            libc::dlmopen(
                libc::LM_ID_NEWLM,
                c.as_ptr(),
                libc::RTLD_NOW | libc::RTLD_LOCAL,
            )
        }
    };
    if h.is_null() {
        let why = unsafe { libc::dlerror() };
        let why = if why.is_null() {
            String::new()
        } else {
            unsafe { CStr::from_ptr(why) }
                .to_string_lossy()
                .into_owned()
        };
        say(&format!(
            "PTXJIT_CUDA_PASSTHROUGH={}: cannot load it: {}",
            path.to_string_lossy(),
            why
        ));
        // Requested but unusable: every call fails rather than silently
        // running on ptxjit.
        return Some(Real {
            handle: 0,
            syms: Mutex::new(HashMap::new()),
        });
    }
    if let Ok(mut t) = TRACK.lock() {
        *t = Some(Track::default());
    }
    // cuInit is forwarded too: the recorder starts here.
    record::start();
    Some(Real {
        handle: h as usize,
        syms: Mutex::new(HashMap::new()),
    })
}

/// `None` when not passing through; otherwise the other driver's `name`
/// (`None` inside when it has none).
pub fn real(name: &'static str) -> Option<Option<*mut c_void>> {
    let r = REAL.get_or_init(load).as_ref()?;
    if r.handle == 0 {
        return Some(None);
    }
    let mut syms = r.syms.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(&p) = syms.get(name) {
        return Some((p != 0).then_some(p as *mut c_void));
    }
    let c = CString::new(name).ok()?;
    // SAFETY: a handle from dlopen/dlmopen and a NUL-terminated name.
    let p = unsafe { libc::dlsym(r.handle as *mut c_void, c.as_ptr()) } as usize;
    syms.insert(name, p);
    Some((p != 0).then_some(p as *mut c_void))
}

/// What a call the other driver lacks returns.
pub fn missing(name: &str) -> CUresult {
    say(&format!(
        "{}: the pass-through driver does not have it (or could not be loaded)",
        name
    ));
    err::NOT_SUPPORTED
}

/// `p` as a function pointer of `ours`'s type.
pub fn same<F: Copy>(_ours: F, p: *mut c_void) -> F {
    assert_eq!(std::mem::size_of::<F>(), std::mem::size_of::<*mut c_void>());
    // SAFETY: F is a function pointer type (checked size), and `p` the
    // other driver's function of the same name and signature.
    unsafe { std::mem::transmute_copy(&p) }
}

fn track<R>(f: impl FnOnce(&mut Track) -> R) -> Option<R> {
    let mut g = TRACK.lock().unwrap_or_else(|p| p.into_inner());
    g.as_mut().map(f)
}

/// After a successful `cuMemAlloc` of `bytes` at `*p`.
pub unsafe fn on_alloc(r: CUresult, p: *mut CUdeviceptr, bytes: usize) -> CUresult {
    track(|t| {
        t.next_alloc += 1;
        if r == err::SUCCESS && !p.is_null() {
            let a = unsafe { *p };
            t.allocs
                .insert(a, (format!("alloc {}", t.next_alloc), bytes as u64));
        }
    });
    r
}

/// After `cuMemFree` of `p`.
pub fn on_free(r: CUresult, p: CUdeviceptr) -> CUresult {
    if r == err::SUCCESS {
        track(|t| t.allocs.remove(&p));
    }
    r
}

/// After a module load of `image` into `*m`: its variables are tracked.
pub unsafe fn on_load(r: CUresult, m: *mut Handle, image: *const c_void) -> CUresult {
    if r != err::SUCCESS || m.is_null() || image.is_null() {
        return r;
    }
    let h = unsafe { *m } as usize;
    let text = unsafe { CStr::from_ptr(image as *const c_char) }
        .to_string_lossy()
        .into_owned();
    let module = Module::from_ptx(&text).ok().map(std::sync::Arc::new);
    let n = track(|t| {
        t.next_module += 1;
        t.modules.insert(h, (t.next_module, text, module.clone()));
        t.next_module
    });
    // Each variable's address on the other driver.
    if let (Some(n), Some(module)) = (n, module) {
        for v in module.variables() {
            let (mut a, mut size) = (0u64, 0usize);
            let name = CString::new(v.name.as_str()).unwrap_or_default();
            if let Some(Some(f)) = real("cuModuleGetGlobal_v2") {
                let f: unsafe extern "C" fn(
                    *mut u64,
                    *mut usize,
                    Handle,
                    *const c_char,
                ) -> CUresult = same(super::api::cuModuleGetGlobal_v2 as _, f);
                if unsafe { f(&mut a, &mut size, h as Handle, name.as_ptr()) } == err::SUCCESS {
                    track(|t| {
                        t.allocs
                            .insert(a, (format!("module {}/{}", n, v.name), size as u64))
                    });
                }
            }
        }
    }
    r
}

/// After `cuModuleUnload`.
pub fn on_unload(r: CUresult, m: Handle) -> CUresult {
    if r == err::SUCCESS {
        track(|t| {
            if let Some((n, ..)) = t.modules.remove(&(m as usize)) {
                let prefix = format!("module {}/", n);
                t.allocs.retain(|_, v| !v.0.starts_with(&prefix));
                t.funcs.retain(|_, f| f.0 != m as usize);
            }
        });
    }
    r
}

/// After `cuModuleGetFunction` of `name` into `*f`.
pub unsafe fn on_function(r: CUresult, f: *mut Handle, m: Handle, name: *const c_char) -> CUresult {
    if r == err::SUCCESS && !f.is_null() {
        if let Some(n) = unsafe { super::cstr(name) } {
            let h = unsafe { *f } as usize;
            track(|t| t.funcs.insert(h, (m as usize, n.to_string())));
        }
    }
    r
}

/// After a launch of `f`: with recording on, waits for it and records it.
pub unsafe fn on_launch(r: CUresult, f: Handle, l: Launch, params: *mut *mut c_void) -> CUresult {
    if !record::on() {
        return r;
    }
    let sync = match real("cuCtxSynchronize") {
        Some(Some(p)) => {
            let s: extern "C" fn() -> CUresult = same(super::api::cuCtxSynchronize as _, p);
            s()
        }
        _ => err::NOT_SUPPORTED,
    };
    let result = if r == err::SUCCESS { sync } else { r };
    let Some((kernel, n, ptx, sizes, allocs)) = track(|t| {
        let (m, kernel) = t.funcs.get(&(f as usize)).cloned()?;
        let (n, ptx, module) = t.modules.get(&m)?.clone();
        let sizes: Vec<u64> = module
            .and_then(|mm| mm.callable(&kernel).ok())
            .map(|c| c.params.iter().map(|p| p.size).collect())
            .unwrap_or_default();
        let mut allocs: Vec<(u64, String, u64)> = t
            .allocs
            .iter()
            .map(|(a, (n, s))| (*a, n.clone(), *s))
            .collect();
        allocs.sort();
        Some((kernel, n, ptx, sizes, allocs))
    })
    .flatten() else {
        return r;
    };
    let params: Vec<Vec<u8>> = if params.is_null() {
        Vec::new()
    } else {
        sizes
            .iter()
            .enumerate()
            .map(|(i, &s)| {
                let p = unsafe { *params.add(i) };
                if p.is_null() {
                    Vec::new()
                } else {
                    unsafe { std::slice::from_raw_parts(p as *const u8, s as usize) }.to_vec()
                }
            })
            .collect()
    };
    let dtoh = real("cuMemcpyDtoH_v2").flatten();
    let entry = record::Entry {
        driver: "pass-through",
        kernel: &kernel,
        module: n,
        ptx: ptx.as_str(),
        launch: &l,
        params: &params,
        result,
    };
    record::write(
        &entry,
        allocs.into_iter().map(|(a, name, size)| {
            let mut b = vec![0u8; size as usize];
            let ok = dtoh.is_some_and(|p| {
                let c: unsafe extern "C" fn(*mut c_void, u64, usize) -> CUresult =
                    same(super::api::cuMemcpyDtoH_v2 as _, p);
                let got = unsafe { c(b.as_mut_ptr() as *mut c_void, a, b.len()) };
                got == err::SUCCESS
            });
            (name, ok.then_some(b))
        }),
    );
    r
}

/// After `cuModuleLoad` (or `cuLibraryLoadFromFile`) of file `fname`.
pub unsafe fn on_load_file(r: CUresult, m: *mut Handle, fname: *const c_char) -> CUresult {
    let Some(path) = (unsafe { super::cstr(fname) }) else {
        return r;
    };
    match std::fs::read(path) {
        Ok(mut b) => {
            b.push(0);
            unsafe { on_load(r, m, b.as_ptr() as *const c_void) }
        }
        Err(_) => r,
    }
}

/// After `cuKernelGetFunction`: the function is the kernel's.
pub unsafe fn on_alias(r: CUresult, f: *mut Handle, kernel: Handle) -> CUresult {
    if r == err::SUCCESS && !f.is_null() {
        let h = unsafe { *f } as usize;
        track(|t| {
            if let Some(k) = t.funcs.get(&(kernel as usize)).cloned() {
                t.funcs.insert(h, k);
            }
        });
    }
    r
}

/// After `cuLaunchKernelEx`.
pub unsafe fn on_launch_ex(
    r: CUresult,
    config: *const super::api::CUlaunchConfig,
    f: Handle,
    params: *mut *mut c_void,
) -> CUresult {
    if config.is_null() {
        return r;
    }
    let l = unsafe { (*config).shape() };
    unsafe { on_launch(r, f, l, params) }
}
