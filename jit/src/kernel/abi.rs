//! The kernel ABI's runtime side: the per-block context and per-thread
//! state are [`ptxjit_lower::clif::kernel::Ctx`] and `Th` (defined once
//! there, with the offsets the generated code uses); here are the
//! callbacks it makes: resolving generic addresses outside the
//! global window, filling range caches, and the builtins (`printf`,
//! `assert`).

use super::*;

pub(super) use ptxjit_lower::clif::kernel::{Ctx, KernelFn, Th};

/// Whether the `size` bytes at arena offset `off` are all valid.
pub(super) fn shadow_ok(shadow: *const u8, len: u64, off: u64, size: u64) -> bool {
    if off.checked_add(size).is_none_or(|e| e > len) {
        return false;
    }
    (off..off + size).all(|o| {
        // SAFETY: `o < len` and the bitmap holds `len` bits.
        let byte = unsafe { *shadow.add((o >> 3) as usize) };
        byte >> (o & 7) & 1 == 1
    })
}

/// Resolves a generic address outside the global window (called by the
/// generated code when a `.global`-spelled access misses the global arena).
pub(super) unsafe extern "C" fn resolve(
    ctx: *const Ctx,
    th: *const Th,
    addr: u64,
    size: u64,
    align: u64,
) -> *mut u8 {
    // SAFETY: the generated code passes the pointers it was given.
    let (c, t) = unsafe { (&*ctx, &*th) };
    let (base, len, shadow, w) = if addr >= window(Space::Param) {
        (c.param, c.param_len, c.param_shadow, window(Space::Param))
    } else if addr >= window(Space::Local) {
        (t.local, c.local_len, c.local_shadow, window(Space::Local))
    } else if addr >= window(Space::Shared) {
        (
            c.shared,
            c.shared_len,
            c.shared_shadow,
            window(Space::Shared),
        )
    } else if addr >= window(Space::Const) {
        (c.cnst, c.const_len, c.const_shadow, window(Space::Const))
    } else {
        return std::ptr::null_mut();
    };
    let off = addr - w;
    if base.is_null() || !addr.is_multiple_of(align.max(1)) || !shadow_ok(shadow, len, off, size) {
        return std::ptr::null_mut();
    }
    // SAFETY: `off + size <= len`, inside the arena.
    unsafe { base.add(off as usize) }
}

/// What a launch's builtins (`printf`, failed `assert`s) leave: the
/// records printed, each thread's count of them, and why a thread that a
/// builtin stopped stopped.
#[derive(Default)]
pub(crate) struct Sink {
    pub(super) printed: Mutex<Vec<Printed>>,
    pub(super) seq: Mutex<std::collections::HashMap<(u64, u32), u32>>,
    pub(super) stops: Mutex<std::collections::HashMap<(u64, u32), String>>,
}

impl Sink {
    pub(super) fn push(&self, block: u64, thread: u32, text: Vec<u8>) {
        let seq = {
            let mut m = self.seq.lock().unwrap_or_else(|p| p.into_inner());
            let n = m.entry((block, thread)).or_insert(0);
            *n += 1;
            *n - 1
        };
        self.printed
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(Printed {
                block,
                thread,
                seq,
                text,
            });
    }
}

/// The linear index of the block a context runs.
pub(super) fn block_of(c: &Ctx) -> u64 {
    let [x, y, z] = c.ctaid.map(u64::from);
    let [gx, gy, _] = c.nctaid.map(u64::from);
    x + gx * (y + gy * z)
}

/// Reads `n` bytes at a generic address for a builtin (`None` when they
/// are not all valid).
pub(super) fn read_generic(c: &Ctx, t: &Th, addr: u64, n: u64) -> Option<Vec<u8>> {
    // SAFETY: `c` and `t` are the generated code's own context and state.
    let p = unsafe { resolve(c, t, addr, n, 1) };
    if !p.is_null() {
        // SAFETY: `resolve` checked the `n` bytes.
        return Some(unsafe { std::slice::from_raw_parts(p, n as usize) }.to_vec());
    }
    run_holding(c, addr, n)?;
    let off = addr - GLOBAL_START;
    if off + n > c.global_len {
        return None;
    }
    // SAFETY: inside a valid run of the global arena.
    Some(unsafe { std::slice::from_raw_parts(c.global.add(off as usize), n as usize) }.to_vec())
}

/// The builtins' entry from generated code ([`ptxjit_frontend::ir::Builtin`];
/// `which` is [`k::BUILTIN_VPRINTF`] or [`k::BUILTIN_ASSERTFAIL`]):
/// returns the builtin's value, or [`k::BUILTIN_STOP`] when the thread is
/// to stop (the reason is in the sink).
pub(super) unsafe extern "C" fn builtin(
    ctx: *const Ctx,
    th: *const Th,
    which: u32,
    a: u64,
    b: u64,
    c3: u64,
    d: u64,
) -> i32 {
    // SAFETY: the generated code passes the pointers it was given; the
    // sink lives as long as the launch.
    let (c, t) = unsafe { (&*ctx, &*th) };
    let sink = unsafe { &*c.sink.cast::<Sink>() };
    let (block, thread) = (block_of(c), t.linear);
    let mut read = |addr: u64, n: u64| read_generic(c, t, addr, n);
    let stop = |why: String| {
        sink.stops
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert((block, thread), why);
        k::BUILTIN_STOP
    };
    match which {
        k::BUILTIN_VPRINTF => match printf::format(a, b, &mut read) {
            Ok((text, r)) => {
                sink.push(block, thread, text);
                r
            }
            Err(e) => stop(format!(
                "printf cannot read {} at address 0x{:x} ({} byte(s))",
                e.what, e.addr, e.size
            )),
        },
        k::BUILTIN_ASSERTFAIL => {
            let text = printf::assert_line([a, b, d], c3 as u32, c.ctaid, t.tid, &mut read);
            sink.push(block, thread, text);
            stop(printf::ASSERT_MESSAGE.to_string())
        }
        _ => stop(format!("internal error: builtin {}", which)),
    }
}

/// Fills a range cache of the generated code (`cache`: generic address of
/// the run's first byte, then one more than the largest offset from it at
/// which an access of `size` bytes stays inside the run) with the valid run of the
/// global arena that holds the access of `size` bytes at generic address
/// `addr`; leaves it alone when there is none.
pub(super) unsafe extern "C" fn run_of(ctx: *const Ctx, addr: u64, size: u64, cache: *mut u64) {
    // SAFETY: the generated code passes the context it was given and a
    // 16-byte cache slot of its own frame.
    let c = unsafe { &*ctx };
    if let Some([start, end]) = run_holding(c, addr, size) {
        unsafe {
            *cache = start + GLOBAL_START;
            *cache.add(1) = end - start - size + 1;
        }
    }
}

/// The valid run `[start, end)` (global arena offsets) holding the `size`
/// bytes at generic address `addr`, if one does.
pub(super) fn run_holding(c: &Ctx, addr: u64, size: u64) -> Option<[u64; 2]> {
    // SAFETY: the runs live as long as the launch.
    let runs = unsafe { std::slice::from_raw_parts(c.global_runs, c.global_nruns as usize) };
    let off = addr.checked_sub(GLOBAL_START)?;
    let k = runs.partition_point(|r| r[0] <= off).checked_sub(1)?;
    let [start, end] = runs[k];
    off.checked_add(size)
        .is_some_and(|e| e <= end)
        .then_some([start, end])
}
