//! ptxjit runtime: the reference interpreter (the project's oracle).

pub mod device;
#[cfg(feature = "cuda")]
pub mod gpu;
pub mod inspect;
pub mod interp;
pub mod monitor;
pub mod printf;
pub mod sanitize;
pub mod sem;
pub mod stops;

pub use interp::{ExecError, Interp, Launch, ThreadPos};
