//! Structure of the LLVM IR that `ptxjit_lower::llvm::lower_funcs` produces:
//! signatures, linkage, special registers per target, UB-free division and
//! shifts, and errors with spans. (The values the IR computes are checked
//! against the interpreter in `tests/all/llvm_vs_interp.rs`.)
#![cfg(feature = "llvm")]

use inkwell::context::Context;
use inkwell::module::Linkage;
use ptxjit_frontend::ir::Program;
use ptxjit_lower::llvm::{lower_funcs, Mode, Options, Target};

const HEAD: &str = ".version 8.0\n.target sm_90\n.address_size 64\n";

fn program(body: &str) -> Program {
    let src = format!("{HEAD}{body}");
    let ast = ptxjit_frontend::parse(&src).expect("parse");
    ptxjit_frontend::check(&ast).expect("check")
}

const HOST: Options = Options {
    mode: Mode::Lowered,
    target: Target::Host,
};
const NVPTX: Options = Options {
    mode: Mode::Lowered,
    target: Target::Nvptx,
};

/// Lowers `names` and returns the module's IR text (after verification).
fn ir(body: &str, names: &[&str], opts: Options) -> String {
    let prog = program(body);
    let ctx = Context::create();
    let m = ctx.create_module("t");
    let fs = lower_funcs(&ctx, &m, &prog, names, &opts).expect("lower");
    assert_eq!(fs.len(), names.len());
    if let Err(e) = m.verify() {
        panic!("{}\n{}", e, m.print_to_string());
    }
    m.print_to_string().to_string()
}

#[test]
fn signatures_are_by_value_with_a_struct_return_and_private_helpers() {
    let prog = program(
        ".func (.reg .b32 r, .reg .b64 s) f(.reg .b16 a, .reg .b64 b)\n{ cvt.u32.u16 r, a; mov.b64 s, b; ret; }\n\
         .func g(.reg .b32 a) { ret; }\n",
    );
    let ctx = Context::create();
    let m = ctx.create_module("t");
    let fs = lower_funcs(&ctx, &m, &prog, &["f", "g"], &HOST).expect("lower");
    assert_eq!(
        fs[0].get_type().print_to_string().to_string(),
        "{ i32, i64 } (i16, i64, ptr)"
    );
    // On the host every function takes the budget cell last.
    assert_eq!(
        fs[1].get_type().print_to_string().to_string(),
        "void (i32, ptr)"
    );
    assert_eq!(fs[0].get_linkage(), Linkage::External);
    let int = m.get_function("ptx.int.f").expect("internal form");
    assert_eq!(int.get_linkage(), Linkage::Private);
    // Internal form: CC.CF and the budget cell in; return values, CC.CF
    // and `exited` out.
    assert_eq!(
        int.get_type().print_to_string().to_string(),
        "{ i32, i64, i1, i1 } (i16, i64, i1, ptr)"
    );
    assert!(m.verify().is_ok());
}

#[test]
fn special_registers_are_constants_on_the_host_and_nvvm_reads_on_nvptx() {
    let body = ".func (.reg .b32 r) f()\n{ mov.u32 r, %tid.x; ret; }\n";
    let host = ir(body, &["f"], HOST);
    assert!(!host.contains("llvm.nvvm"), "{host}");
    let gpu = ir(body, &["f"], NVPTX);
    assert!(gpu.contains("@llvm.nvvm.read.ptx.sreg.tid.x()"), "{gpu}");
}

#[test]
fn division_selects_a_safe_divisor_first() {
    let text = ir(
        ".func (.reg .b32 q) f(.reg .b32 a, .reg .b32 b)\n{ div.u32 q, a, b; ret; }\n",
        &["f"],
        HOST,
    );
    // The divisor of the udiv is a select (b == 0 ? 1 : b), never `b` itself.
    let line = text.lines().find(|l| l.contains("udiv")).expect("a udiv");
    let divisor = line.rsplit(", ").next().expect("operand").trim();
    let def = text
        .lines()
        .find(|l| l.trim_start().starts_with(&format!("{divisor} =")))
        .expect("divisor defined");
    assert!(def.contains("select"), "{def}");
}

#[test]
fn carry_chains_use_overflow_intrinsics() {
    let text = ir(
        ".func (.reg .b32 d0, .reg .b32 d1) f(.reg .b32 a, .reg .b32 b)\n\
         { add.cc.u32 d0, a, b; addc.u32 d1, 0, 0; ret; }\n",
        &["f"],
        HOST,
    );
    assert!(text.contains("@llvm.uadd.with.overflow.i32"), "{text}");
}

#[test]
fn calls_lower_callees_once_and_native_mode_verifies() {
    let body = ".func (.reg .b32 r) inc(.reg .b32 a) { add.u32 r, a, 1; ret; }\n\
                .func (.reg .b32 r) f(.reg .b32 a)\n{ .reg .b32 t; call (t), inc, (a); call (r), inc, (t); ret; }\n";
    let text = ir(body, &["f", "inc"], HOST);
    assert_eq!(text.matches("define private").count(), 2, "{text}");
    let native = Options {
        mode: Mode::Native,
        target: Target::Nvptx,
    };
    ir(body, &["f"], native);
}

#[test]
fn errors_name_the_instruction() {
    let prog = program(".func (.reg .b32 r) f(.reg .b64 p)\n{\nld.global.u32 r, [p];\nret;\n}\n");
    let ctx = Context::create();
    let m = ctx.create_module("t");
    let e = lower_funcs(&ctx, &m, &prog, &["f"], &HOST).expect_err("global memory");
    assert_eq!(e.span.line, 6, "{}", e.message);
    assert!(
        e.message.contains("not supported by the llvm backend"),
        "{}",
        e.message
    );
    let e = lower_funcs(&ctx, &m, &prog, &["nope"], &HOST).expect_err("unknown name");
    assert!(e.message.contains("nope"));
}
