//! Native GPU mode: inline PTX for the instructions NVPTX cannot express
//! exactly.
//!
//! [`native_run`] decides, for the instruction at `body[i]`, whether it is
//! passed through to the GPU as the original PTX instruction (reconstructed
//! from the [`Op`] fields: every modifier, selector, mask and negation as
//! the source wrote them) and builds the LLVM inline-asm block for it.
//!
//! Carry chains: CC.CF does not survive between two inline-asm statements,
//! so a maximal run of consecutive unguarded instructions that read or write
//! CC.CF (with the plain instructions between them that can be written as
//! PTX) becomes one block. Registers written inside a block are outputs
//! (early-clobber `=&` in a multi-instruction block, since later
//! instructions still read inputs); a register read after being written in
//! the block refers to its output operand. Immediates are embedded in the
//! text as hexadecimal; special registers, variable addresses and predicates
//! are not asm operands, so instructions that use them are left to the normal
//! lowering (a guard on an instruction, likewise).
//!
//! CC.CF across block boundaries: a run ends at a guarded instruction, at an
//! instruction that cannot be written as inline PTX, at a branch target, and
//! so on, and the lowering keeps CF as an `i1` value between blocks. So a
//! block whose first CF access is a read takes CF as a 32-bit input (0 or 1)
//! and restores the hardware flag first (`add.cc.u32 %scratch, $k,
//! 0xffffffff;` carries iff `$k` is 1), and a block that writes CF while CF
//! may still be read afterwards (a later carry read, a call, or the end of a
//! `.func`, which returns CF to its caller) also outputs CF (`addc.u32 $k,
//! 0, 0;` as its last instruction).

use std::collections::HashSet;

use ptxjit_frontend::ast::Type;
use ptxjit_frontend::ir::print::{self, Piece};
use ptxjit_frontend::ir::{Dst, Func, Instr, Op, Program, Src};

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
    /// The block reads CC.CF from outside: one more 32-bit input (0 or 1),
    /// the last `$` operand, after `inputs`.
    pub cf_in: bool,
    /// The block leaves CC.CF live: one more 32-bit output (0 or 1), `$n`
    /// with `n = outputs.len()`, after `outputs` (the inputs follow it).
    pub cf_out: bool,
}

/// The scratch register that restores CC.CF from a `cf_in` operand.
const CF_SCRATCH: &str = "%ptxjit_cf";

/// For native mode: the inline asm covering the run of instructions that
/// starts at `body[i]`, and how many instructions it covers; `None` when
/// `body[i]` is lowered normally.
pub fn native_run(
    _prog: &Program,
    func: &Func,
    body: &[Instr],
    i: usize,
) -> Option<(AsmBlock, usize)> {
    let first = body.get(i)?;
    if first.guard.is_some() {
        return None;
    }
    if is_carry(&first.op) {
        let targets = branch_targets(body);
        let mut last = i;
        let mut j = i + 1;
        while j < body.len() && !targets.contains(&j) {
            let ins = &body[j];
            if ins.guard.is_some() || !allowed_in_run(&ins.op) {
                break;
            }
            if is_carry(&ins.op) {
                last = j;
            }
            j += 1;
        }
        let instrs = &body[i..=last];
        let cf_in = reads_cf_first(instrs);
        let cf_out =
            instrs.iter().any(|ins| writes_cf(&ins.op)) && cf_live_at(func, body, last + 1);
        let block = build(func, instrs, cf_in, cf_out)?;
        return Some((block, last - i + 1));
    }
    if wants_native(&first.op) {
        return build(func, std::slice::from_ref(first), false, false).map(|b| (b, 1));
    }
    None
}

/// Whether `op` reads or writes CC.CF.
pub fn is_carry(op: &Op) -> bool {
    let cf = op.info().cf;
    cf.reads || cf.writes
}

/// Whether `op` reads CC.CF (`addc`, `subc`, `madc`).
fn reads_cf(op: &Op) -> bool {
    op.info().cf.reads
}

/// Whether `op` writes CC.CF (the `.cc` forms).
fn writes_cf(op: &Op) -> bool {
    op.info().cf.writes
}

/// Whether the first CF access of the (unguarded) `instrs` is a read, so
/// the block needs CF from outside.
fn reads_cf_first(instrs: &[Instr]) -> bool {
    for ins in instrs {
        if reads_cf(&ins.op) {
            return true;
        }
        if writes_cf(&ins.op) {
            return false;
        }
    }
    false
}

/// Whether CC.CF may be read on some path from `body[at]` before an
/// unguarded instruction overwrites it without reading it. Calls read it
/// (the callee gets CF), the end of a `.func` reads it (CF is returned to
/// the caller), `exit` and the end of a kernel do not; a branch follows both
/// its target and, when guarded, the next instruction.
fn cf_live_at(func: &Func, body: &[Instr], at: usize) -> bool {
    let ends_live = func.kind != ptxjit_frontend::ast::FuncKind::Entry;
    let mut seen = HashSet::new();
    let mut work = vec![at];
    while let Some(mut k) = work.pop() {
        loop {
            if !seen.insert(k) {
                break;
            }
            let Some(ins) = body.get(k) else {
                if ends_live {
                    return true;
                }
                break;
            };
            let guarded = ins.guard.is_some();
            match &ins.op {
                op if reads_cf(op) => return true,
                Op::Call { .. } => return true,
                op if writes_cf(op) && !guarded => break,
                Op::Ret => {
                    if ends_live {
                        return true;
                    }
                    if !guarded {
                        break;
                    }
                }
                Op::Exit if !guarded => break,
                Op::Bra { target } => {
                    work.push(*target as usize);
                    if !guarded {
                        break;
                    }
                }
                _ => {}
            }
            k += 1;
        }
    }
    false
}

/// Instructions passed through natively on their own: those whose
/// NVPTX/LLVM lowering would be our semantics rather than NVIDIA's
/// ([`ptxjit_frontend::ir::OpInfo::gpu_native`]).
pub fn wants_native(op: &Op) -> bool {
    op.info().gpu_native
}

/// Plain instructions that may sit inside a carry run (between two carry
/// instructions) so the run stays one block.
fn allowed_in_run(op: &Op) -> bool {
    is_carry(op)
        || wants_native(op)
        || matches!(
            op,
            Op::AddSub { .. }
                | Op::Mul { .. }
                | Op::Mad { .. }
                | Op::Bitwise { .. }
                | Op::Not { .. }
                | Op::Shl { .. }
                | Op::Shr { .. }
                | Op::Abs { .. }
                | Op::Neg { .. }
                | Op::MinMax { .. }
                | Op::Mov { .. }
        )
}

fn branch_targets(body: &[Instr]) -> HashSet<usize> {
    body.iter()
        .filter_map(|ins| match ins.op {
            Op::Bra { target } => Some(target as usize),
            _ => None,
        })
        .collect()
}

/// An operand of the text before `$` numbers are known.
enum Tok {
    Out(usize),
    In(usize),
    Lit(String),
}

struct Builder<'f> {
    func: &'f Func,
    outputs: Vec<(Dst, u32)>,
    inputs: Vec<(Src, u32)>,
    /// Registers written so far in the block, with their output index.
    written: Vec<(u32, usize)>,
    /// Registers read before being written, with their input index.
    read: Vec<(u32, usize)>,
    /// Bind immediates as register operands (ptxas rejects immediates as
    /// operands of SIMD video instructions).
    imm_reg: bool,
}

impl Builder<'_> {
    fn width(&self, r: u32) -> Option<u32> {
        let ty = self.func.regs.get(r as usize)?.ty;
        let bits = ty.bits();
        (ty != Type::Pred && matches!(bits, 16 | 32 | 64)).then_some(bits)
    }

    fn src(&mut self, s: Src) -> Option<Tok> {
        match s {
            Src::Imm(_) if self.imm_reg => {
                let k = self.inputs.len();
                self.inputs.push((s, 32));
                Some(Tok::In(k))
            }
            Src::Imm(v) => Some(Tok::Lit(format!("{v:#x}"))),
            Src::Reg(r) => {
                if let Some(&(_, k)) = self.written.iter().find(|(w, _)| *w == r) {
                    return Some(Tok::Out(k));
                }
                if let Some(&(_, k)) = self.read.iter().find(|(w, _)| *w == r) {
                    return Some(Tok::In(k));
                }
                let w = self.width(r)?;
                let k = self.inputs.len();
                self.inputs.push((s, w));
                self.read.push((r, k));
                Some(Tok::In(k))
            }
            Src::Sreg(_) | Src::VarAddr(_) => None,
        }
    }

    fn dst(&mut self, d: Dst) -> Option<Tok> {
        match d {
            Dst::Sink => Some(Tok::Lit("_".into())),
            Dst::Reg(r) => {
                if let Some(&(_, k)) = self.written.iter().find(|(w, _)| *w == r) {
                    return Some(Tok::Out(k));
                }
                let w = self.width(r)?;
                let k = self.outputs.len();
                self.outputs.push((d, w));
                self.written.push((r, k));
                Some(Tok::Out(k))
            }
        }
    }
}

impl print::Operands for Builder<'_> {
    type Tok = Tok;
    fn src(&mut self, s: Src) -> Option<Tok> {
        Builder::src(self, s)
    }
    fn dst(&mut self, d: Dst) -> Option<Tok> {
        Builder::dst(self, d)
    }
}

/// Builds the block for `instrs` (all unguarded); `None` when one of them
/// cannot be written as inline PTX. `cf_in`: restore CC.CF from an input
/// first; `cf_out`: output CC.CF at the end.
fn build(func: &Func, instrs: &[Instr], cf_in: bool, cf_out: bool) -> Option<AsmBlock> {
    let mut b = Builder {
        func,
        outputs: Vec::new(),
        inputs: Vec::new(),
        written: Vec::new(),
        read: Vec::new(),
        imm_reg: false,
    };
    let mut lines: Vec<Vec<Piece<Tok>>> = Vec::new();
    for ins in instrs {
        b.imm_reg = matches!(ins.op, Op::Simd { .. });
        lines.push(print::pieces(&mut b, &ins.op)?);
    }
    // Operand numbers: register outputs, the CF output, register inputs,
    // the CF input.
    let nout = b.outputs.len() + usize::from(cf_out);
    let mut text: Vec<String> = lines
        .into_iter()
        .map(|ps| {
            ps.into_iter()
                .map(|p| match p {
                    Piece::Text(t) => t,
                    Piece::Op(Tok::Out(k)) => format!("${k}"),
                    Piece::Op(Tok::In(k)) => format!("${}", nout + k),
                    Piece::Op(Tok::Lit(t)) => t,
                })
                .collect::<String>()
        })
        .collect();
    if cf_out {
        text.push(format!("addc.u32 ${}, 0, 0;", b.outputs.len()));
    }
    if cf_in {
        let k = nout + b.inputs.len();
        text.insert(0, format!("add.cc.u32 {CF_SCRATCH}, ${k}, 0xffffffff;"));
        text.insert(0, format!(".reg .b32 {CF_SCRATCH};"));
        text.insert(0, "{".into());
        text.push("}".into());
    }
    let early = if text.len() > 1 { "=&" } else { "=" };
    let mut cons: Vec<String> = b
        .outputs
        .iter()
        .map(|(_, w)| format!("{early}{}", letter(*w)))
        .collect();
    if cf_out {
        cons.push(format!("{early}r"));
    }
    cons.extend(b.inputs.iter().map(|(_, w)| letter(*w).to_string()));
    if cf_in {
        cons.push("r".into());
    }
    Some(AsmBlock {
        text: text.join("\n\t"),
        constraints: cons.join(","),
        outputs: b.outputs,
        inputs: b.inputs,
        cf_in,
        cf_out,
    })
}

fn letter(bits: u32) -> char {
    match bits {
        16 => 'h',
        64 => 'l',
        _ => 'r',
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prog(body: &str, params: &str, rets: &str) -> Program {
        let src = format!(
            ".version 8.0\n.target sm_90\n.address_size 64\n.func ({rets}) f({params})\n{{\n.reg .b32 %t<4>;\n.reg .pred %p<2>;\n{body}\nret;\n}}\n"
        );
        let ast = ptxjit_frontend::parse(&src).expect("parse");
        ptxjit_frontend::check(&ast).expect("check")
    }

    fn run_at(p: &Program, i: usize) -> Option<(AsmBlock, usize)> {
        let f = &p.funcs[0];
        native_run(p, f, f.body.as_ref().expect("body"), i)
    }

    #[test]
    fn carry_chain_is_one_block_with_early_clobber_outputs() {
        let p = prog(
            "add.cc.u32 r0, a0, a2; addc.cc.u32 r1, a1, a3; addc.u32 %t1, 0, 0; mov.u32 r2, %t1;",
            ".reg .b32 a0, .reg .b32 a1, .reg .b32 a2, .reg .b32 a3",
            ".reg .b32 r0, .reg .b32 r1, .reg .b32 r2",
        );
        let (blk, n) = run_at(&p, 0).expect("native");
        // The three carry instructions; the mov after the last one is not
        // part of the run.
        assert_eq!(n, 3);
        // CF is returned by the `.func`, so the block also outputs it ($3).
        assert_eq!(
            blk.text,
            "add.cc.u32 $0, $4, $5;\n\taddc.cc.u32 $1, $6, $7;\n\taddc.u32 $2, 0x0, 0x0;\n\taddc.u32 $3, 0, 0;"
        );
        assert_eq!(blk.constraints, "=&r,=&r,=&r,=&r,r,r,r,r");
        assert!(blk.cf_out && !blk.cf_in);
        assert_eq!(blk.outputs.len(), 3);
        assert_eq!(blk.inputs.len(), 4);
        // The mov is lowered normally.
        assert!(run_at(&p, 3).is_none());
    }

    #[test]
    fn register_written_then_read_in_a_block_uses_its_output_operand() {
        let p = prog(
            "sub.cc.u64 r0, a0, a1; subc.u64 r0, r0, a1;",
            ".reg .b64 a0, .reg .b64 a1",
            ".reg .b64 r0",
        );
        let (blk, n) = run_at(&p, 0).expect("native");
        assert_eq!(n, 2);
        assert_eq!(
            blk.text,
            "sub.cc.u64 $0, $2, $3;\n\tsubc.u64 $0, $0, $3;\n\taddc.u32 $1, 0, 0;"
        );
        assert_eq!(blk.constraints, "=&l,=&r,l,l");
    }

    const RESTORE: &str = "{\n\t.reg .b32 %ptxjit_cf;\n\tadd.cc.u32 %ptxjit_cf, ";

    #[test]
    fn guarded_carry_between_blocks_passes_cf_out_and_back_in() {
        // The H100 bug: the guarded sub.cc is lowered normally, so the
        // add.cc block must hand CF out and the addc block take it back in.
        let p = prog(
            "setp.ne.u32 %p1, a2, 0; add.cc.u32 r0, a0, a1; @%p1 sub.cc.u32 r1, a0, a1; addc.u32 r2, 0, 0;",
            ".reg .b32 a0, .reg .b32 a1, .reg .b32 a2",
            ".reg .b32 r0, .reg .b32 r1, .reg .b32 r2",
        );
        let (blk, n) = run_at(&p, 1).expect("add.cc native");
        assert_eq!(n, 1);
        assert_eq!(blk.text, "add.cc.u32 $0, $2, $3;\n\taddc.u32 $1, 0, 0;");
        assert_eq!(blk.constraints, "=&r,=&r,r,r");
        assert!(blk.cf_out && !blk.cf_in);
        assert!(run_at(&p, 2).is_none(), "guarded: lowered normally");
        let (blk, n) = run_at(&p, 3).expect("addc native");
        assert_eq!(n, 1);
        // $1 is CF (0 or 1): $1 + 0xffffffff carries iff $1 == 1.
        assert_eq!(
            blk.text,
            format!("{RESTORE}$1, 0xffffffff;\n\taddc.u32 $0, 0x0, 0x0;\n\t}}")
        );
        assert_eq!(blk.constraints, "=&r,r");
        assert!(blk.cf_in && !blk.cf_out);
        assert!(blk.inputs.is_empty());
    }

    #[test]
    fn cf_in_and_out_in_one_block_number_operands_in_order() {
        // addc.cc reads CF first and CF is returned: CF out is $1 (after the
        // register output), the register inputs $2 $3, CF in $4.
        let p = prog(
            "addc.cc.u32 r0, a0, a1;",
            ".reg .b32 a0, .reg .b32 a1",
            ".reg .b32 r0",
        );
        let (blk, _) = run_at(&p, 0).expect("native");
        assert_eq!(
            blk.text,
            format!(
                "{RESTORE}$4, 0xffffffff;\n\taddc.cc.u32 $0, $2, $3;\n\taddc.u32 $1, 0, 0;\n\t}}"
            )
        );
        assert_eq!(blk.constraints, "=&r,=&r,r,r,r");
        assert!(blk.cf_in && blk.cf_out);
    }

    #[test]
    fn cf_out_only_when_a_later_read_can_see_it() {
        // Overwritten by an unguarded add.cc: dead; a guarded add.cc may not
        // overwrite it: live.
        let p = prog(
            "add.cc.u32 r0, a0, a1; setp.ne.u32 %p1, a0, 0; add.cc.u32 r1, a0, a1; addc.u32 r2, 0, 0;",
            ".reg .b32 a0, .reg .b32 a1",
            ".reg .b32 r0, .reg .b32 r1, .reg .b32 r2",
        );
        let (blk, n) = run_at(&p, 0).expect("native");
        assert_eq!(n, 1);
        assert_eq!(blk.text, "add.cc.u32 $0, $1, $2;");
        assert!(!blk.cf_out && !blk.cf_in);
        let (blk, n) = run_at(&p, 2).expect("native");
        assert_eq!(n, 2);
        assert!(!blk.cf_in && blk.cf_out);
        let p = prog(
            "add.cc.u32 r0, a0, a1; setp.ne.u32 %p1, a0, 0; @%p1 add.cc.u32 r1, a0, a1; addc.u32 r2, 0, 0;",
            ".reg .b32 a0, .reg .b32 a1",
            ".reg .b32 r0, .reg .b32 r1, .reg .b32 r2",
        );
        assert!(run_at(&p, 0).expect("native").0.cf_out);
        // A branch over the overwriting add.cc to the addc: live.
        let p = prog(
            "add.cc.u32 r0, a0, a1; setp.ne.u32 %p1, a0, 0; @%p1 bra L; add.cc.u32 r1, a0, a1; L: addc.u32 r2, 0, 0;",
            ".reg .b32 a0, .reg .b32 a1",
            ".reg .b32 r0, .reg .b32 r1, .reg .b32 r2",
        );
        assert!(run_at(&p, 0).expect("native").0.cf_out);
    }

    #[test]
    fn cf_is_dead_at_the_end_of_a_kernel() {
        let src = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k(.param .u32 x)\n{\n.reg .b32 %r<4>;\nld.param.u32 %r1, [x];\nadd.cc.u32 %r2, %r1, %r1;\naddc.u32 %r3, 0, 0;\nret;\n}\n";
        let ast = ptxjit_frontend::parse(src).expect("parse");
        let p = ptxjit_frontend::check(&ast).expect("check");
        let (blk, n) = run_at(&p, 1).expect("native");
        assert_eq!(n, 2);
        assert!(!blk.cf_in && !blk.cf_out);
        assert_eq!(blk.text, "add.cc.u32 $0, $2, $2;\n\taddc.u32 $1, 0x0, 0x0;");
    }

    #[test]
    fn scalar_video_keeps_types_selectors_and_merge() {
        let p = prog(
            "vadd.s32.u32.s32.sat r0.h1, a0.b2, a1.h0, a2; vshr.u32.s32.u32.clamp.max r1, a0, a1.b3, a2;",
            ".reg .b32 a0, .reg .b32 a1, .reg .b32 a2",
            ".reg .b32 r0, .reg .b32 r1",
        );
        let (blk, n) = run_at(&p, 0).expect("native");
        assert_eq!(n, 1);
        assert_eq!(blk.text, "vadd.s32.u32.s32.sat $0.h1, $1.b2, $2.h0, $3;");
        assert_eq!(blk.constraints, "=r,r,r,r");
        let (blk, _) = run_at(&p, 1).expect("native");
        assert_eq!(
            blk.text,
            "vshr.u32.s32.u32.sat.clamp.max $0, $1, $2.b3, $3;".replace(".sat", "")
        );
    }

    #[test]
    fn simd_video_vmad_prmt_and_immediates() {
        let p = prog(
            "vadd4.u32.u32.u32.sat r0.b20, a0.b7654, a1.b0123, a2; vmad.s32.s32.s32.sat.shr15 r1, -a0.h1, a1.h0, a2; prmt.b32.ecl r2, a0, 0x1234, a1; lop3.b32 r3, a0, a1, a2, 0x96;",
            ".reg .b32 a0, .reg .b32 a1, .reg .b32 a2",
            ".reg .b32 r0, .reg .b32 r1, .reg .b32 r2, .reg .b32 r3",
        );
        let (blk, _) = run_at(&p, 0).expect("native");
        assert_eq!(
            blk.text,
            "vadd4.u32.u32.u32.sat $0.b20, $1.b7654, $2.b0123, $3;"
        );
        let (blk, _) = run_at(&p, 1).expect("native");
        assert_eq!(
            blk.text,
            "vmad.s32.s32.s32.sat.shr15 $0, -$1.h1, $2.h0, $3;"
        );
        let (blk, _) = run_at(&p, 2).expect("native");
        assert_eq!(blk.text, "prmt.b32.ecl $0, $1, 0x1234, $2;");
        assert_eq!(blk.constraints, "=r,r,r");
        let (blk, _) = run_at(&p, 3).expect("native");
        assert_eq!(blk.text, "lop3.b32 $0, $1, $2, $3, 0x96;");
    }

    #[test]
    fn plain_add_guarded_and_predicates_are_lowered_normally() {
        let p = prog(
            "add.u32 r0, a0, a1; setp.ne.u32 %p1, a0, 0; @%p1 add.cc.u32 r0, a0, a1; add.u16x2 r0, a0, a1;",
            ".reg .b32 a0, .reg .b32 a1",
            ".reg .b32 r0",
        );
        assert!(run_at(&p, 0).is_none());
        assert!(run_at(&p, 1).is_none());
        assert!(run_at(&p, 2).is_none());
        let (blk, _) = run_at(&p, 3).expect("add.u16x2 is native");
        assert_eq!(blk.text, "add.u16x2 $0, $1, $2;");
    }
}
