//! Watching a launch from another thread: how many of its blocks have
//! finished, and a request to stop it (Ctrl-C). A launch given a monitor
//! ([`ptxjit`'s `Limits::monitor`]) counts its blocks into it and stops
//! within a moment of [`Monitor::cancel`]: the host backend at its threads'
//! next budget refill (the generated code reads [`Monitor::flag`] as its
//! interrupt flag, so no watcher thread is needed), the interpreter within
//! 65536 instructions of a thread.

use std::sync::atomic::{AtomicU64, AtomicU8, Ordering};

/// The value [`Monitor::flag`] takes when cancelled (a timeout sets 1).
pub const CANCELLED: u8 = 2;

/// The shared state of the launches that run under it (one at a time).
#[derive(Debug, Default)]
pub struct Monitor {
    done: AtomicU64,
    total: AtomicU64,
    /// 0, or [`CANCELLED`].
    cancel: AtomicU8,
}

impl Monitor {
    /// A monitor with nothing running (usable in a `static`).
    pub const fn new() -> Monitor {
        Monitor {
            done: AtomicU64::new(0),
            total: AtomicU64::new(0),
            cancel: AtomicU8::new(0),
        }
    }

    /// A launch of `blocks` blocks starts.
    pub fn start(&self, blocks: u64) {
        self.done.store(0, Ordering::Relaxed);
        self.total.store(blocks, Ordering::Relaxed);
    }

    /// One more block finished.
    pub fn block_done(&self) {
        self.done.fetch_add(1, Ordering::Relaxed);
    }

    /// Blocks finished and in all, of the current (or last) launch.
    pub fn progress(&self) -> (u64, u64) {
        (
            self.done.load(Ordering::Relaxed),
            self.total.load(Ordering::Relaxed),
        )
    }

    /// Asks the running launch (and later ones) to stop.
    pub fn cancel(&self) {
        self.cancel.store(CANCELLED, Ordering::Relaxed);
    }

    /// Whether a stop was asked for.
    pub fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed) != 0
    }

    /// The cancel request as an interrupt flag byte (0, or [`CANCELLED`]).
    pub fn flag(&self) -> *const u8 {
        self.cancel.as_ptr() as *const u8
    }

    /// The error message of a launch stopped by [`Monitor::cancel`].
    pub fn message(&self) -> String {
        let (done, total) = self.progress();
        format!(
            "stopped here by Ctrl-C ({} of the launch's {} blocks had finished)",
            done, total
        )
    }
}

/// Monitors are compared by identity (the same one or not).
impl PartialEq for Monitor {
    fn eq(&self, other: &Monitor) -> bool {
        std::ptr::eq(self, other)
    }
}

impl Eq for Monitor {}
