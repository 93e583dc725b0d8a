//! Whether ptxjit may start threads of its own in this process.
//!
//! By default a kernel launch runs its blocks on rayon's worker threads, a
//! timeout has a watchdog thread and the tiered backend compiles on a
//! background thread. A process where those threads cannot be trusted
//! calls [`caller_thread_only`] first: the drop-in CUDA driver does so when
//! it was loaded with `dlmopen` into a link-map namespace of its own, where
//! it runs on a second copy of glibc, and glibc does not support threads
//! started by a second copy of itself (a thread's control block belongs to
//! one libc; a reused thread stack kept a dead thread's thread-locals, and
//! the process crashed in `malloc`).

use std::sync::atomic::{AtomicBool, Ordering};

static CALLER_ONLY: AtomicBool = AtomicBool::new(false);

/// From now on ptxjit starts no thread: launches run their blocks one after
/// another on the calling thread, a timeout has no watchdog (only the step
/// limits stop a run), and the tiered backend keeps its first tier.
pub fn caller_thread_only() {
    CALLER_ONLY.store(true, Ordering::SeqCst);
}

/// Whether ptxjit may start threads (until [`caller_thread_only`]).
pub fn may_start_threads() -> bool {
    !CALLER_ONLY.load(Ordering::SeqCst)
}
