//! Execution limits of native code: the step budget and the timeout (see
//! [`ptxjit_lower::clif::budget`] for how the generated code counts).

use std::sync::atomic::AtomicU8;
use std::sync::mpsc;
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use ptxjit_frontend::diag::Span;
use ptxjit_frontend::ir::Program;
use ptxjit_lower::clif::budget as b;
use ptxjit_runtime::monitor::CANCELLED;

/// The default step limit: instructions one thread (or one `.func` call)
/// may execute, 2^30. Natively that is about a second of a tight loop, on
/// the interpreter some seconds; real kernels stay far below it.
pub const DEFAULT_MAX_STEPS: u64 = 1 << 30;

/// How long a run may go on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The most PTX instructions one thread of a kernel, or one call of a
    /// `.func`, may execute (counted as the interpreter counts them;
    /// natively the count is checked at loop heads and function entries, so
    /// a run stops within one loop iteration of the limit).
    pub max_steps: u64,
    /// Wall-clock limit of one launch or one batch of calls (`None`: none).
    pub timeout: Option<Duration>,
    /// The most PTX instructions all threads of one launch may execute
    /// together (natively: taken from a shared pool at each thread's
    /// refills and at barriers and block ends, so a launch stops within
    /// one chunk per running thread of it).
    pub max_launch_steps: u64,
    /// Counts a launch's blocks and stops it when cancelled (Ctrl-C).
    pub monitor: Option<&'static ptxjit_runtime::monitor::Monitor>,
}

/// The default launch-wide step limit: 2^34 instructions, all threads
/// of a launch together (some seconds of native code, minutes of the
/// interpreter).
pub const DEFAULT_MAX_LAUNCH_STEPS: u64 = 1 << 34;

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_steps: DEFAULT_MAX_STEPS,
            timeout: None,
            max_launch_steps: DEFAULT_MAX_LAUNCH_STEPS,
            monitor: None,
        }
    }
}

pub(crate) use ptxjit_lower::budget::Cell;

/// The interrupt flag of runs without a timeout: never set.
static NEVER: AtomicU8 = AtomicU8::new(0);

/// Sets an interrupt flag when a timeout expires, unless dropped first.
pub(crate) struct Watchdog {
    flag: Arc<AtomicU8>,
    stop: Option<mpsc::Sender<()>>,
    thread: Option<JoinHandle<()>>,
    monitor: Option<&'static ptxjit_runtime::monitor::Monitor>,
}

impl Watchdog {
    /// Starts the timer of `limits` (none when it has no timeout; it also
    /// passes on its monitor's cancel request, [`CANCELLED`]). Without a
    /// timeout no thread starts: the monitor's own flag is the interrupt
    /// flag. Where ptxjit may not start threads
    /// ([`crate::threads::caller_thread_only`]) none starts either: the
    /// timeout is not applied.
    pub fn start(limits: &Limits) -> Watchdog {
        let flag = Arc::new(AtomicU8::new(0));
        let (mut stop, mut thread) = (None, None);
        if let Some(t) = limits
            .timeout
            .filter(|_| crate::threads::may_start_threads())
        {
            let (tx, rx) = mpsc::channel::<()>();
            let f = flag.clone();
            let monitor = limits.monitor;
            let start = std::time::Instant::now();
            // A watchdog that cannot start leaves the run without a
            // timeout; the step limit still holds.
            if let Ok(h) = std::thread::Builder::new()
                .name("ptxjit-watchdog".into())
                .spawn(move || loop {
                    let left = t.saturating_sub(start.elapsed());
                    let tick = match monitor {
                        Some(_) => left.min(Duration::from_millis(50)),
                        None => left,
                    };
                    match rx.recv_timeout(tick) {
                        Err(mpsc::RecvTimeoutError::Timeout) => {}
                        _ => return,
                    }
                    if monitor.is_some_and(|m| m.cancelled()) {
                        f.store(CANCELLED, std::sync::atomic::Ordering::SeqCst);
                        return;
                    }
                    if start.elapsed() >= t {
                        f.store(1, std::sync::atomic::Ordering::SeqCst);
                        return;
                    }
                })
            {
                stop = Some(tx);
                thread = Some(h);
            }
        }
        Watchdog {
            flag,
            stop,
            thread,
            monitor: limits.monitor,
        }
    }

    /// The flag the generated code reads.
    pub fn flag(&self) -> *const u8 {
        match (&self.thread, self.monitor) {
            (Some(_), _) => self.flag.as_ptr() as *const u8,
            (None, Some(m)) => m.flag(),
            (None, None) => NEVER.as_ptr() as *const u8,
        }
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        drop(self.stop.take());
        if let Some(h) = self.thread.take() {
            let _ = h.join();
        }
    }
}

/// The instruction at PTX source `offset` (where a budget stop was
/// recorded), for the error's position.
pub(crate) fn span_at(prog: &Program, offset: u32) -> Span {
    prog.funcs
        .iter()
        .filter_map(|f| f.body.as_ref())
        .flatten()
        .map(|i| i.span)
        .find(|s| s.offset == offset)
        .unwrap_or_default()
}

/// The message of a stop recorded in `cell` (after "who: ").
pub(crate) fn stop_message(prog: &Program, cell: &Cell, limits: &Limits) -> String {
    if let Some(kind) = b::trap_of(cell.why) {
        kind.message().to_string()
    } else if cell.why == b::WHY_UNSUPPORTED {
        let name = prog
            .funcs
            .iter()
            .filter_map(|f| f.body.as_ref())
            .flatten()
            .find_map(|i| match &i.op {
                ptxjit_frontend::ir::Op::Unsupported { name } if i.span.offset == cell.site => {
                    Some(name.as_str())
                }
                _ => None,
            })
            .unwrap_or("?");
        format!("unsupported instruction '{name}'")
    } else if cell.why == b::WHY_LAUNCH {
        launch_message(limits)
    } else if cell.why == b::WHY_INTERRUPT
        && !cell.interrupt.is_null()
        // SAFETY: the flag outlives the launch that recorded the stop.
        && unsafe { *cell.interrupt } == CANCELLED
    {
        limits
            .monitor
            .map_or_else(|| "stopped here by Ctrl-C".to_string(), |m| m.message())
    } else if cell.why == b::WHY_INTERRUPT {
        ptxjit_runtime::stops::timeout(limits.timeout.unwrap_or_default())
    } else {
        ptxjit_runtime::stops::steps(limits.max_steps)
    }
}

/// The message of a launch stopped because its pool of steps is spent.
pub(crate) fn launch_message(limits: &Limits) -> String {
    ptxjit_runtime::stops::launch_steps(limits.max_launch_steps)
}

/// The error of a `.func` call of `name` stopped by its budget: `row` is
/// the stopped row of a batch of more than one call.
pub(crate) fn stop_error(
    prog: &Program,
    name: &str,
    row: Option<u64>,
    cell: &Cell,
    limits: &Limits,
) -> ptxjit_frontend::Diagnostic {
    let call = match row {
        Some(r) => format!(", call {}", r + 1),
        None => String::new(),
    };
    ptxjit_frontend::Diagnostic::at(
        ptxjit_frontend::Phase::Run,
        span_at(prog, cell.site),
        format!(
            "function '{}'{}: {}",
            name,
            call,
            stop_message(prog, cell, limits)
        ),
    )
}
