//! Memory limits, checked before anything is compiled or allocated (issue:
//! sizes declared in the PTX must never abort the process or fill the
//! machine). The GPU's own limits apply where they exist; the rest is
//! bounded by [`Limits::mem_limit`].

use crate::{ir, Error, Launch, Limits};
use ptxjit_frontend::ast::Space;

/// Local memory one thread may use: all `.local` and `.param` variables of
/// the deepest chain of calls (the GPU's limit per thread, 512 KiB).
pub const MAX_LOCAL_PER_THREAD: u64 = 512 << 10;

/// Shared memory one block may use, static and dynamic together (the
/// largest current GPU's limit per block: 227 KiB on sm_90).
pub const MAX_SHARED_PER_BLOCK: u64 = 227 << 10;

/// Bytes of `.local`/`.param` memory the deepest call chain from `f` uses
/// (recursion, which the backends refuse with their own error, is cut off
/// at a depth of one call per function).
fn frame_chain(prog: &ir::Program, f: ir::FuncId, depth: usize) -> u64 {
    if depth > prog.funcs.len() {
        return 0;
    }
    let own: u64 = prog
        .vars
        .iter()
        .filter(|v| v.owner == Some(f) && matches!(v.space, Space::Local | Space::Param))
        .map(|v| v.size)
        .fold(0u64, u64::saturating_add);
    let deepest = prog
        .callees(f)
        .into_iter()
        .map(|c| frame_chain(prog, c, depth + 1))
        .max()
        .unwrap_or(0);
    own.saturating_add(deepest)
}

/// Bytes of the module's `.global` and `.const` variables (every backend
/// allocates them all).
fn module_bytes(prog: &ir::Program) -> u64 {
    prog.vars
        .iter()
        .filter(|v| matches!(v.space, Space::Global | Space::Const))
        .map(|v| v.size.max(v.init.len() as u64))
        .fold(0u64, u64::saturating_add)
}

fn too_big(span: ptxjit_frontend::Span, message: String) -> Error {
    Error::Exec(ptxjit_frontend::Diagnostic::at(
        ptxjit_frontend::Phase::Run,
        span,
        message,
    ))
}

/// Human-readable byte count: `512 KiB`, `4 GiB`, `4.2 GiB (4500000585
/// bytes)`, `1234 bytes`.
pub fn bytes(n: u64) -> String {
    if n >= 1 << 30 && n.is_multiple_of(1 << 30) {
        format!("{} GiB", n >> 30)
    } else if n >= 1 << 20 && n.is_multiple_of(1 << 20) {
        format!("{} MiB", n >> 20)
    } else if n >= 1 << 10 && n.is_multiple_of(1 << 10) {
        format!("{} KiB", n >> 10)
    } else if n >= 1 << 20 {
        format!("{:.1} GiB ({} bytes)", n as f64 / f64::from(1u32 << 30), n)
    } else {
        format!("{} bytes", n)
    }
}

/// The `.local`/`.param` bytes of `f`'s deepest call chain, at most
/// [`MAX_LOCAL_PER_THREAD`] (`who` and `per` name it in the error).
fn check_local(prog: &ir::Program, f: ir::FuncId, who: &str, per: &str) -> Result<u64, Error> {
    let local = frame_chain(prog, f, 0);
    if local > MAX_LOCAL_PER_THREAD {
        return Err(too_big(
            prog.funcs[f as usize].span,
            format!(
                "{} needs {} of .local/.param memory per {} (its deepest call chain), more than a GPU thread may have ({})",
                who,
                bytes(local),
                per,
                bytes(MAX_LOCAL_PER_THREAD)
            ),
        ));
    }
    Ok(local)
}

/// The local memory and module variables of calling `.func` `f`.
pub(crate) fn check_call(prog: &ir::Program, f: ir::FuncId, limits: &Limits) -> Result<(), Error> {
    let func = &prog.funcs[f as usize];
    check_local(prog, f, &format!("'{}'", func.name), "call")?;
    let module = module_bytes(prog);
    if module > limits.mem_limit {
        return Err(too_big(
            func.span,
            format!(
                "the module's .global/.const variables need {}, more than the memory limit of {} (Limits::mem_limit, --mem-limit)",
                bytes(module),
                bytes(limits.mem_limit)
            ),
        ));
    }
    Ok(())
}

/// The memory a launch of kernel `f` needs: GPU limits per thread and per
/// block, then everything the backends allocate against the memory limit
/// (module variables, `buffers` bytes, and shared and local memory for the
/// blocks that run at once, `parallel` of them).
/// The cores blocks run on (asked once: the answer reads the cgroup files,
/// tens of microseconds, too slow for every launch).
pub(crate) fn cores() -> u64 {
    static CORES: std::sync::OnceLock<u64> = std::sync::OnceLock::new();
    *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get() as u64))
}

pub(crate) fn check_launch(
    prog: &ir::Program,
    f: ir::FuncId,
    launch: &Launch,
    buffers: u64,
    limits: &Limits,
) -> Result<(), Error> {
    let func = &prog.funcs[f as usize];
    let local = check_local(prog, f, &format!("kernel '{}'", func.name), "thread")?;
    let layout = prog.shared_layout(f);
    let shared = layout
        .dynamic_at
        .saturating_add(launch.dynamic_shared)
        .max(layout.static_end);
    if shared > MAX_SHARED_PER_BLOCK {
        return Err(too_big(
            func.span,
            format!(
                "kernel '{}' needs {} of shared memory per block ({} static, {} dynamic), more than a GPU block may have ({})",
                func.name,
                bytes(shared),
                bytes(layout.static_end),
                bytes(launch.dynamic_shared),
                bytes(MAX_SHARED_PER_BLOCK)
            ),
        ));
    }
    let threads: u64 = launch.block.iter().map(|&x| u64::from(x)).product();
    let blocks: u64 = launch.grid.iter().map(|&x| u64::from(x)).product();
    let parallel = cores().min(blocks.max(1));
    let per_block = local.saturating_mul(threads).saturating_add(shared);
    let total = module_bytes(prog)
        .saturating_add(buffers)
        .saturating_add(per_block.saturating_mul(parallel));
    // Every arena has a validity bitmap of one bit per byte.
    let total = total.saturating_add(total / 8);
    if total > limits.mem_limit {
        return Err(too_big(
            func.span,
            format!(
                "launching kernel '{}' needs about {} of memory (module variables, buffers, and shared and local memory for {} block(s) at once), more than the memory limit of {} (Limits::mem_limit, --mem-limit)",
                func.name,
                bytes(total),
                parallel,
                bytes(limits.mem_limit)
            ),
        ));
    }
    Ok(())
}
