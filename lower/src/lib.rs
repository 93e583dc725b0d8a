//! Lowerings of checked PTX to compiler IRs.
//!
//! * [`clif`]: Cranelift IR, used by the host JIT (crate `ptxjit-jit`).
//! * [`llvm`] (cargo feature `llvm`): LLVM IR for the LLVM host JIT and for
//!   LLVM's NVPTX backend, with the native GPU mode's inline PTX.

pub mod budget;
pub mod clif;
pub mod expand;
pub mod live;
pub mod quiet;
pub mod regfacts;

pub use clif::{EntryKind, LowerError, Target};
#[cfg(feature = "llvm")]
pub mod llvm;
