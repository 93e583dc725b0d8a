//! LLVM's NVPTX backend: the `.entry` wrapper around a `.func` and PTX
//! emission.
//!
//! [`emit_ptx`] lowers the named functions for target `nvptx64-nvidia-cuda`
//! ([`super::lower_funcs`] with [`Target::Nvptx`]) and adds, for each
//! `.func`, a kernel `<name>_rows(ptr inputs, ptr outputs, i64 n)`: thread
//! `i = ctaid.x * ntid.x + tid.x` (for `i < n`) reads input row `i` (one
//! `u64` per parameter, truncated to the parameter's width), calls the
//! function and writes output row `i` (one `u64` per return value,
//! zero-extended). The result is a complete PTX module for `ptxas` or the
//! CUDA driver.

use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target as LlvmTarget, TargetMachine,
    TargetTriple,
};
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicMetadataValueEnum, FunctionValue};
use inkwell::{AddressSpace, IntPredicate, OptimizationLevel};
use ptxjit_frontend::ast::FuncKind;
use ptxjit_frontend::diag::Span;
use ptxjit_frontend::ir::Program;

use super::{lower_funcs, LowerError, Mode, Options, Target};

/// The LLVM target triple of the NVPTX backend.
pub const TRIPLE: &str = "nvptx64-nvidia-cuda";

/// The PTX ISA version the emitted module declares: 7.8 (what sm_90 needs
/// and what ptxas 11.8 reads), or higher when native mode passes through an
/// instruction introduced later (`add.u16x2`, `min.relu`: 8.0), as
/// [`ptxjit_frontend::ir::OpInfo::min_ptx`] states.
///
/// Looks at `names` and every function they call: a callee's instructions
/// are emitted too.
pub fn ptx_version(prog: &Program, names: &[&str], mode: Mode) -> u32 {
    if mode != Mode::Native {
        return 78;
    }
    let roots: Vec<_> = prog
        .funcs
        .iter()
        .enumerate()
        .filter(|(_, f)| names.contains(&f.name.as_str()))
        .map(|(i, _)| i as ptxjit_frontend::ir::FuncId)
        .collect();
    // Recursion and missing bodies are reported by the lowering itself;
    // here every function is looked at either way.
    let funcs = prog
        .reachable(&roots)
        .unwrap_or_else(|_| (0..prog.funcs.len() as ptxjit_frontend::ir::FuncId).collect());
    funcs
        .iter()
        .filter_map(|&f| prog.funcs[f as usize].body.as_ref())
        .flatten()
        .map(|i| i.op.info())
        .filter(|info| info.gpu_native)
        .map(|info| info.min_ptx)
        .fold(78, u32::max)
}

fn err(message: impl Into<String>) -> LowerError {
    LowerError::new(Span::default(), message)
}

/// Builds the NVPTX module: the lowered functions plus a `_rows` kernel for
/// each `.func` among `names`.
fn build_module<'ctx>(
    ctx: &'ctx Context,
    prog: &Program,
    names: &[&str],
    mode: Mode,
) -> Result<Module<'ctx>, LowerError> {
    let module = ctx.create_module("ptxjit");
    module.set_triple(&TargetTriple::create(TRIPLE));
    let opts = Options {
        mode,
        target: Target::Nvptx,
    };
    let funcs = lower_funcs(ctx, &module, prog, names, &opts)?;
    for (name, fv) in names.iter().zip(funcs) {
        let is_func = prog
            .func(name)
            .map(|(_, f)| f.kind == FuncKind::Func)
            .unwrap_or(false);
        if is_func {
            rows_kernel(ctx, &module, name, fv)?;
        }
    }
    module
        .verify()
        .map_err(|e| err(format!("LLVM module does not verify: {}", e.to_string())))?;
    Ok(module)
}

fn sreg<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    b: &inkwell::builder::Builder<'ctx>,
    name: &str,
) -> Result<inkwell::values::IntValue<'ctx>, LowerError> {
    let full = format!("llvm.nvvm.read.ptx.sreg.{name}");
    let f = module
        .get_function(&full)
        .unwrap_or_else(|| module.add_function(&full, ctx.i32_type().fn_type(&[], false), None));
    let v = b.build_call(f, &[], name)?;
    match v.try_as_basic_value() {
        inkwell::values::ValueKind::Basic(v) => Ok(v.into_int_value()),
        inkwell::values::ValueKind::Instruction(_) => Err(err("sreg intrinsic returned void")),
    }
}

/// Adds `<name>_rows(ptr inputs, ptr outputs, i64 n)` around `f`.
fn rows_kernel<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    name: &str,
    f: FunctionValue<'ctx>,
) -> Result<(), LowerError> {
    let i64t = ctx.i64_type();
    let ptr = ctx.ptr_type(AddressSpace::default());
    let ft = ctx
        .void_type()
        .fn_type(&[ptr.into(), ptr.into(), i64t.into()], false);
    let k = module.add_function(&format!("{name}_rows"), ft, None);
    // The PTX kernel calling convention, and the nvvm annotation older
    // NVPTX versions look for.
    k.set_call_conventions(71);
    let ann = ctx.metadata_node(&[
        k.as_global_value().as_pointer_value().into(),
        ctx.metadata_string("kernel").into(),
        ctx.i32_type().const_int(1, false).into(),
    ]);
    module
        .add_global_metadata("nvvm.annotations", &ann)
        .map_err(|e| err(format!("nvvm.annotations: {e}")))?;

    let b = ctx.create_builder();
    let entry = ctx.append_basic_block(k, "entry");
    let body = ctx.append_basic_block(k, "body");
    let done = ctx.append_basic_block(k, "done");
    b.position_at_end(entry);
    let ctaid = sreg(ctx, module, &b, "ctaid.x")?;
    let ntid = sreg(ctx, module, &b, "ntid.x")?;
    let tid = sreg(ctx, module, &b, "tid.x")?;
    let blk = b.build_int_z_extend(ctaid, i64t, "")?;
    let nt = b.build_int_z_extend(ntid, i64t, "")?;
    let t = b.build_int_z_extend(tid, i64t, "")?;
    let i = b.build_int_add(b.build_int_mul(blk, nt, "")?, t, "i")?;
    let params: Vec<_> = k.get_param_iter().collect();
    let (inp, outp, n) = (
        params[0].into_pointer_value(),
        params[1].into_pointer_value(),
        params[2].into_int_value(),
    );
    let inside = b.build_int_compare(IntPredicate::ULT, i, n, "in")?;
    b.build_conditional_branch(inside, body, done)?;

    b.position_at_end(body);
    let fty = f.get_type();
    let ptys = fty.get_param_types();
    let np = ptys.len() as u64;
    let row_in = b.build_int_mul(i, i64t.const_int(np, false), "")?;
    let mut args: Vec<BasicMetadataValueEnum> = Vec::new();
    for (kk, pt) in ptys.iter().enumerate() {
        let idx = b.build_int_add(row_in, i64t.const_int(kk as u64, false), "")?;
        // SAFETY: in-bounds by the caller's contract (n rows of np values).
        let p = unsafe { b.build_gep(i64t, inp, &[idx], "")? };
        let v = b.build_load(i64t, p, "")?.into_int_value();
        let pt = pt.into_int_type();
        let v = if pt.get_bit_width() < 64 {
            b.build_int_truncate(v, pt, "")?
        } else {
            v
        };
        args.push(v.into());
    }
    let call = b.build_call(f, &args, "r")?;
    let rets: Vec<inkwell::values::IntValue> = match fty.get_return_type() {
        None => Vec::new(),
        Some(BasicTypeEnum::StructType(st)) => {
            let agg = match call.try_as_basic_value() {
                inkwell::values::ValueKind::Basic(v) => v.into_struct_value(),
                inkwell::values::ValueKind::Instruction(_) => {
                    return Err(err(format!("'{name}' returns void")))
                }
            };
            let mut out = Vec::new();
            for kk in 0..st.count_fields() {
                out.push(b.build_extract_value(agg, kk, "")?.into_int_value());
            }
            out
        }
        Some(other) => return Err(err(format!("'{name}': unexpected return type {other}"))),
    };
    let row_out = b.build_int_mul(i, i64t.const_int(rets.len() as u64, false), "")?;
    for (kk, v) in rets.iter().enumerate() {
        let idx = b.build_int_add(row_out, i64t.const_int(kk as u64, false), "")?;
        // SAFETY: in-bounds by the caller's contract (n rows of outputs).
        let p = unsafe { b.build_gep(i64t, outp, &[idx], "")? };
        let w = if v.get_type().get_bit_width() < 64 {
            b.build_int_z_extend(*v, i64t, "")?
        } else {
            *v
        };
        b.build_store(p, w)?;
    }
    b.build_unconditional_branch(done)?;
    b.position_at_end(done);
    b.build_return(None)?;
    Ok(())
}

/// The NVPTX target machine for `sm_<sm>` with the PTX ISA version `ptx`
/// (e.g. 78).
fn machine(sm: u32, ptx: u32) -> Result<TargetMachine, LowerError> {
    LlvmTarget::initialize_nvptx(&InitializationConfig::default());
    let triple = TargetTriple::create(TRIPLE);
    let target = LlvmTarget::from_triple(&triple).map_err(|e| err(format!("NVPTX target: {e}")))?;
    target
        .create_target_machine(
            &triple,
            &format!("sm_{sm}"),
            &format!("+ptx{ptx}"),
            OptimizationLevel::Default,
            RelocMode::Default,
            CodeModel::Default,
        )
        .ok_or_else(|| err(format!("LLVM cannot create an NVPTX machine for sm_{sm}")))
}

/// The LLVM IR (text) of the NVPTX module for `names`: the lowered functions
/// and a `_rows` kernel per `.func` (see the module documentation).
///
/// * `prog`: the checked program; `names`: the functions (`.func` or `.entry`);
/// * `mode`: native (inline PTX for what NVPTX cannot express) or lowered.
pub fn emit_llvm_ir(prog: &Program, names: &[&str], mode: Mode) -> Result<String, LowerError> {
    let ctx = Context::create();
    let module = build_module(&ctx, prog, names, mode)?;
    Ok(module.print_to_string().to_string())
}

/// The PTX that LLVM's NVPTX backend makes of the module of
/// [`emit_llvm_ir`] for GPU architecture `sm_<sm>` (80, 90, ...): a complete
/// module with one `.entry <name>_rows` per `.func`.
pub fn emit_ptx(prog: &Program, names: &[&str], mode: Mode, sm: u32) -> Result<String, LowerError> {
    let ctx = Context::create();
    let module = build_module(&ctx, prog, names, mode)?;
    let tm = machine(sm, ptx_version(prog, names, mode))?;
    module.set_data_layout(&tm.get_target_data().get_data_layout());
    let buf = tm
        .write_to_memory_buffer(&module, FileType::Assembly)
        .map_err(|e| err(format!("NVPTX code generation: {e}")))?;
    String::from_utf8(buf.as_slice().to_vec())
        .map(|s| s.trim_end_matches('\0').to_string())
        .map_err(|_| err("NVPTX produced non-UTF-8 output"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prog(src: &str) -> Program {
        let ast = ptxjit_frontend::parse(src).expect("parse");
        ptxjit_frontend::check(&ast).expect("check")
    }

    const SRC: &str = ".version 8.0\n.target sm_90\n.address_size 64\n\
        .func (.reg .b32 d, .reg .b32 e) f(.reg .b32 a, .reg .b32 b)\n\
        { add.cc.u32 d, a, b; addc.u32 e, 0, 0; ret; }\n";

    #[test]
    fn rows_kernel_is_an_entry_with_the_thread_index() {
        let p = prog(SRC);
        for mode in [Mode::Native, Mode::Lowered] {
            let ptx = emit_ptx(&p, &["f"], mode, 80).expect("emit");
            assert!(ptx.contains(".entry f_rows"), "{ptx}");
            assert!(ptx.contains(".target sm_80"), "{ptx}");
            assert!(ptx.contains("%ctaid.x") && ptx.contains("%tid.x"), "{ptx}");
            if mode == Mode::Native {
                // The carry chain is passed through as written.
                assert!(
                    ptx.contains("add.cc.u32") && ptx.contains("addc.u32"),
                    "{ptx}"
                );
            }
        }
    }

    #[test]
    fn ptx_version_follows_the_instructions() {
        let p = prog(SRC);
        assert_eq!(ptx_version(&p, &["f"], Mode::Native), 78);
        let q = prog(
            ".version 8.0\n.target sm_90\n.address_size 64\n\
             .func (.reg .b32 d) f(.reg .b32 a) { min.u16x2 d, a, 0; ret; }\n",
        );
        // min.u16x2 is PTX 8.0 (min.relu is 7.0 for ptxas 12.9, with sm_90).
        assert_eq!(ptx_version(&q, &["f"], Mode::Native), 80);
        assert_eq!(ptx_version(&q, &["f"], Mode::Lowered), 78);
    }

    /// The instructions of a callee are emitted too: `f` calls `g`, which
    /// uses `add.u16x2` (PTX 8.0), so the module must say 8.0 (ptxas rejects
    /// `.u16x2` under `.version 7.8`).
    #[test]
    fn ptx_version_follows_the_callees() {
        let p = prog(
            ".version 8.0\n.target sm_90\n.address_size 64\n\
             .func (.reg .b32 d) g(.reg .b32 a) { add.u16x2 d, a, a; ret; }\n\
             .func (.reg .b32 d) f(.reg .b32 a) { call (d), g, (a); ret; }\n\
             .func (.reg .b32 d) h(.reg .b32 a) { add.u32 d, a, a; ret; }\n",
        );
        assert_eq!(ptx_version(&p, &["f"], Mode::Native), 80);
        assert_eq!(ptx_version(&p, &["h"], Mode::Native), 78);
        assert_eq!(ptx_version(&p, &["f"], Mode::Lowered), 78);
    }
}
