//! The messages of a run stopped by its limits, one text for the
//! interpreter and the native backends (`src/device.rs` sorts errors by
//! them, the driver renames the flags in them).

use std::time::Duration;

/// A thread or call ran past its step limit.
pub fn steps(max_steps: u64) -> String {
    format!(
        "stopped here after more than {} instructions (Limits::max_steps; an endless loop?)",
        max_steps
    )
}

/// A launch ran past its launch-wide step limit.
pub fn launch_steps(max_launch_steps: u64) -> String {
    format!(
        "stopped: the launch ran more than {} instructions in all its threads together (Limits::max_launch_steps, --max-launch-steps; an endless loop around a barrier, or a bigger launch than meant?)",
        max_launch_steps
    )
}

/// A run took longer than its timeout.
pub fn timeout(t: Duration) -> String {
    format!(
        "stopped here: the run took longer than the timeout of {:?} (Limits::timeout)",
        t
    )
}
