//! ptxjit runtime: the reference interpreter (the project's oracle).

pub mod interp;
pub mod sem;

pub use interp::{ExecError, Interp, Launch, ThreadPos};
