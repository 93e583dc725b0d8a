//! Lowerings of checked PTX to compiler IRs (Cranelift IR, LLVM IR).
//!
//! Not implemented yet: the Cranelift lowering is issue 3 ("Host JIT") and the
//! LLVM lowering issue 4. This crate exists so the workspace has its final shape;
//! it exports nothing until then.
