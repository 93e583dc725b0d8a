//! Lowerings of checked PTX to compiler IRs.
//!
//! * [`clif`]: Cranelift IR, used by the host JIT (crate `ptxjit-jit`).
//!
//! The LLVM lowering is issue 4.

pub mod clif;

pub use clif::{EntryKind, LowerError, Target};
#[cfg(feature = "llvm")]
pub mod llvm;
