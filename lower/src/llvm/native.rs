//! Native GPU mode: inline PTX for the instructions NVPTX cannot express
//! exactly. (Being written for issue 4: until then no instruction is covered
//! and native mode equals lowered mode.)

use ptxjit_frontend::ir::{Dst, Func, Instr, Program, Src};

/// One inline-asm block: PTX text with `$0`.. operands (outputs first), its
/// LLVM constraint string, and the operands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmBlock {
    /// The PTX text, e.g. `"add.cc.u32 $0, $2, $3;\n\taddc.u32 $1, $4, $5;"`.
    pub text: String,
    /// LLVM constraints, e.g. `"=r,=r,r,r,r,r"`.
    pub constraints: String,
    /// Destinations with their widths in bits, in `$` order.
    pub outputs: Vec<(Dst, u32)>,
    /// Sources with their widths in bits, in `$` order after the outputs.
    pub inputs: Vec<(Src, u32)>,
}

/// For native mode: the inline asm covering the run of instructions that
/// starts at `body[i]`, and how many instructions it covers; `None` when
/// `body[i]` is lowered normally.
pub fn native_run(_prog: &Program, _func: &Func, _body: &[Instr], _i: usize) -> Option<(AsmBlock, usize)> {
    None
}
