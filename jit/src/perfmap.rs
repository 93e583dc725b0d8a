//! perf map files, so that `perf report` names the code ptxjit generated:
//! every function the Cranelift JIT finalizes gets a line `START SIZE NAME`
//! (hex start and size) in `/tmp/perf-<pid>.map`, the file perf reads for
//! just-in-time code. Under `perf record` (which sets `PERF_BUILDID_DIR`)
//! cranelift-jit writes the lines itself, with the names ptxjit declares;
//! `PTXJIT_PERF_MAP=1` writes them without it (for `perf top -p PID` on a
//! process started another way). Names are `ptx:<function> (rows)` (the batched
//! entry), `ptx:<function> (call)`, `ptx:<function>` (the form `call`
//! uses), `ptx:kernel <name>` (a kernel's work-item loop) and
//! `ptx:<function> (in kernel <name>)`: the names the functions are
//! declared with (`HostModule::compile_roots`, `HostKernel::build`). Code is never freed while the
//! process runs, so the lines stay true.

use std::io::Write;
use std::sync::{Mutex, OnceLock};

use cranelift_jit::JITModule;
use cranelift_module::{FuncId, Module};

/// Whether `PTXJIT_PERF_MAP` asks for the map (set, not empty, not `0`)
/// and cranelift-jit does not already write it (`PERF_BUILDID_DIR`).
pub(crate) fn enabled() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| {
        std::env::var("PTXJIT_PERF_MAP").is_ok_and(|v| !v.is_empty() && v != "0")
            && std::env::var_os("PERF_BUILDID_DIR").is_none()
    })
}

/// The map file of this process.
pub fn path() -> std::path::PathBuf {
    std::env::temp_dir().join(format!("perf-{}.map", std::process::id()))
}

/// Appends a line for each `(function, code size)` of `module` (finalized)
/// to the map, named as the function was declared. Failing to write is not
/// an error of the program being run: the map is a profiling aid, so a
/// failure is reported once on stderr.
pub(crate) fn record(module: &JITModule, funcs: &[(FuncId, usize)]) {
    static FILE: Mutex<()> = Mutex::new(());
    static WARNED: OnceLock<()> = OnceLock::new();
    if funcs.is_empty() {
        return;
    }
    let text: String = funcs
        .iter()
        .filter(|(_, size)| *size > 0)
        .map(|&(id, size)| {
            let p = module.get_finalized_function(id);
            let name = module.declarations().get_function_decl(id).linkage_name(id);
            format!("{:x} {:x} {}\n", p as usize, size, name)
        })
        .collect();
    let _g = FILE.lock().unwrap_or_else(|p| p.into_inner());
    let r = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path())
        .and_then(|mut f| f.write_all(text.as_bytes()));
    if let Err(e) = r {
        WARNED.get_or_init(|| eprintln!("ptxjit: PTXJIT_PERF_MAP: {}: {}", path().display(), e));
    }
}
