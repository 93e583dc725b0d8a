//! Lowering of checked PTX to LLVM IR (LLVM 19 through inkwell), for the LLVM
//! host JIT tier and for LLVM's NVPTX backend.
//!
//! Two GPU modes: [`Mode::Lowered`] compiles ptxjit's own semantics through
//! LLVM IR; [`Mode::Native`] passes every instruction that NVPTX cannot
//! express exactly (carry chains, video, prmt, ...) through as inline PTX
//! ([`native`]), so the GPU runs NVIDIA's own implementation.

pub mod native;
pub mod nvptx;

/// How instructions NVPTX cannot express exactly are emitted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// ptxjit's semantics in plain LLVM IR.
    Lowered,
    /// Inline PTX of the original instruction (NVPTX target only).
    Native,
}

/// What the LLVM IR is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// The host CPU (LLVM JIT): special registers are constants.
    Host,
    /// LLVM's NVPTX backend: special registers are NVVM intrinsics.
    Nvptx,
}

/// Options of a lowering.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Lowered or native.
    pub mode: Mode,
    /// Host or NVPTX.
    pub target: Target,
}

#[cfg(test)]
mod tests {
    #[test]
    fn llvm_links() {
        let ctx = inkwell::context::Context::create();
        let m = ctx.create_module("t");
        let i32t = ctx.i32_type();
        let f = m.add_function("f", i32t.fn_type(&[i32t.into()], false), None);
        let b = ctx.create_builder();
        b.position_at_end(ctx.append_basic_block(f, "e"));
        let x = f.get_nth_param(0).unwrap().into_int_value();
        b.build_return(Some(&b.build_int_add(x, x, "d").unwrap()))
            .unwrap();
        assert!(m.verify().is_ok());
        assert!(m.print_to_string().to_string().contains("add i32"));
    }
}
