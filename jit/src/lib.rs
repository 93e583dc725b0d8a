//! JIT compilation of lowered PTX to native host code (Cranelift JIT, LLVM JIT).
//!
//! Not implemented yet: see issue 3 ("Host JIT") and issue 4 ("The LLVM path").
//! The `ptxjit` binary reports the `host` and `llvm` backends as unavailable
//! (exit status 3) until this crate provides them.
