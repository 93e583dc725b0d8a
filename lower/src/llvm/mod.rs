//! Lowering of checked PTX to LLVM IR (LLVM 19 through inkwell), for the LLVM
//! host JIT tier and for LLVM's NVPTX backend.
//!
//! Being written (issue 4): see the module files as they appear.

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
        b.build_return(Some(&b.build_int_add(x, x, "d").unwrap())).unwrap();
        assert!(m.verify().is_ok());
        assert!(m.print_to_string().to_string().contains("add i32"));
    }
}
