//! The instruction model's parts: the modifier types the [`Op`] variants
//! carry, [`OpInfo`] (what [`Op::info`] states), the operands
//! [`Op::operands`] walks, and the queries built on them. The instructions
//! themselves are declared in the instruction table (`table.rs`).

use super::{Addr, AddrBase, Dst, Op, RegId, Src, VarId};
use crate::ast::{Space, Type};

/// Multiplication result modes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MulMode {
    /// Low half of the double-width product.
    Lo,
    /// High half.
    Hi,
    /// The whole double-width product (destination twice as wide).
    Wide,
}

/// Carry-flag use of an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Carry {
    /// Reads CC.CF (`addc`, `subc`, `madc`).
    pub cin: bool,
    /// Writes CC.CF (`.cc`).
    pub cout: bool,
}

/// Integer comparisons of setp/set/slct-free forms and vset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum Cmp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Lo,
    Ls,
    Hi,
    Hs,
}

/// Boolean combining operators (`setp ... .and`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum BoolOp {
    And,
    Or,
    Xor,
}

/// Binary bitwise operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Bitwise {
    And,
    Or,
    Xor,
}

/// prmt modes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum PrmtMode {
    Default,
    F4e,
    B4e,
    Rc8,
    Ecl,
    Ecr,
    Rc16,
}

/// A scalar-video operand selector (`.b0`..`.b3`, `.h0`, `.h1`), or none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VSel {
    /// The whole 32-bit word.
    Word,
    /// Byte 0..3.
    B(u8),
    /// Half 0..1.
    H(u8),
}

/// Scalar video operations (the ones with the common vop form).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum VideoOp {
    Add,
    Sub,
    Absdiff,
    Min,
    Max,
    Shl,
    Shr,
}

/// The secondary operation of a scalar video instruction (its `c` operand,
/// when there is one, is an operand of the [`Op`], not a modifier).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VideoSecond {
    /// None: `d = r` (then no `c`).
    None,
    /// `.add`, `.min`, `.max` with c.
    Op(VideoOp2),
    /// Data merge: result inserted into `c` at the destination selector.
    Merge(VSel),
}

/// Modifiers of a scalar video instruction (`vadd` ... `vshr`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VideoMods {
    /// The main operation.
    pub op: VideoOp,
    /// `.dtype`.
    pub dty: Type,
    /// `.atype`.
    pub aty: Type,
    /// `.btype`.
    pub bty: Type,
    /// `.sat`.
    pub sat: bool,
    /// `.clamp` (shifts; `.wrap` when false).
    pub clamp: bool,
    /// Selector of `a`.
    pub asel: VSel,
    /// Selector of `b`.
    pub bsel: VSel,
    /// Secondary operation or merge.
    pub second: VideoSecond,
}

/// Modifiers of `vmad`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VmadMods {
    /// `.dtype`.
    pub dty: Type,
    /// `.atype`.
    pub aty: Type,
    /// `.btype`.
    pub bty: Type,
    /// `.sat`.
    pub sat: bool,
    /// `.po` (plus one).
    pub po: bool,
    /// `.shr7` / `.shr15` (0 when absent).
    pub shr: u8,
    /// The product is negated (`-a` xor `-b` as written).
    pub neg_ab: bool,
    /// `-c`.
    pub neg_c: bool,
    /// Selector of `a`.
    pub asel: VSel,
    /// Selector of `b`.
    pub bsel: VSel,
}

/// Modifiers of `vset`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VsetMods {
    /// `.atype`.
    pub aty: Type,
    /// `.btype`.
    pub bty: Type,
    /// The comparison.
    pub cmp: Cmp,
    /// Selector of `a`.
    pub asel: VSel,
    /// Selector of `b`.
    pub bsel: VSel,
    /// Secondary operation or merge.
    pub second: VideoSecond,
}

/// Modifiers of a SIMD video instruction (`vadd2` ... `vset4`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SimdMods {
    /// The operation.
    pub op: SimdOp,
    /// 2 or 4.
    pub lanes: u8,
    /// `.dtype`.
    pub dty: Type,
    /// `.atype`.
    pub aty: Type,
    /// `.btype`.
    pub bty: Type,
    /// `.sat`.
    pub sat: bool,
    /// The `.add` (accumulate) form.
    pub acc: bool,
    /// Destination lanes written (bit i = lane i).
    pub mask: u8,
    /// Lane selectors of `a` (one digit per lane, lane 0 first).
    pub asel: [u8; 4],
    /// Lane selectors of `b`.
    pub bsel: [u8; 4],
}

/// Secondary operations `.add .min .max`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum VideoOp2 {
    Add,
    Min,
    Max,
}

/// SIMD video operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum SimdOp {
    Add,
    Sub,
    Avrg,
    Absdiff,
    Min,
    Max,
    Set(Cmp),
}

/// The operation of an integer `atom`/`red` (PTX ISA, "Parallel
/// Synchronization and Communication Instructions: atom"). `old` is the value
/// in memory, `b` (and `c`) the operands; the memory receives:
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AtomOp {
    /// `old + b` (wrapping; `.u32 .s32 .u64`).
    Add,
    /// `min(old, b)`, signed for `.s32`/`.s64`, unsigned for `.u32`/`.u64`.
    Min,
    /// `max(old, b)`, signed or unsigned like [`AtomOp::Min`].
    Max,
    /// `old & b` (`.b32 .b64`).
    And,
    /// `old | b` (`.b32 .b64`).
    Or,
    /// `old ^ b` (`.b32 .b64`).
    Xor,
    /// `b` (`atom` only; `.b32 .b64`).
    Exch,
    /// `old == b ? c : old` (`atom` only; `.b16 .b32 .b64`).
    Cas,
    /// `old >= b ? 0 : old + 1`, unsigned (`.u32` only).
    Inc,
    /// `old == 0 || old > b ? b : old - 1`, unsigned (`.u32` only).
    Dec,
}

/// The operation of an [`Op::Warp`]: an instruction whose result depends on
/// the other lanes of the warp (or that only lines the lanes up).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WarpOp {
    /// `shfl{.sync}.mode.b32 d[|p], a, b, c{, membermask}`: `a` of another lane.
    Shfl(ShflMode),
    /// `vote{.sync}.mode`: `.all`/`.any`/`.uni` on `.pred`, `.ballot.b32`.
    Vote(VoteMode),
    /// `activemask.b32 d`: the lanes executing it together.
    Activemask,
    /// `match.sync.any`/`.all` on `.b32` (`wide` false) or `.b64` values.
    Match {
        /// `.all` (otherwise `.any`).
        all: bool,
        /// `.b64`.
        wide: bool,
    },
    /// `redux.sync.op.type d, a, membermask`.
    Redux(ReduxOp),
    /// `elect.sync d|p, membermask`: the lowest participating lane.
    Elect,
    /// `bar.warp.sync membermask`.
    Sync,
    /// Not written in PTX: placed before each `.volatile` `ld`/`st` so a
    /// converged warp performs those accesses together (see
    /// `docs/semantics.md`, "Warps").
    Lockstep,
}

/// `shfl` modes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum ShflMode {
    Up,
    Down,
    Bfly,
    Idx,
}

/// `vote` modes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum VoteMode {
    All,
    Any,
    Uni,
    Ballot,
}

/// `bar.red`: a barrier that also reduces a predicate over the threads
/// arriving at it (those that have exited do not take part).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BarRed {
    /// The reduction.
    pub op: BarRedOp,
    /// The result: the count (`.popc.u32`) or the predicate (`.and`/`.or`).
    pub d: Dst,
    /// The thread's predicate.
    pub c: Src,
    /// `!c`.
    pub not_c: bool,
}

/// `bar.red` reductions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BarRedOp {
    /// `.popc.u32`: how many threads have `c` true.
    Popc,
    /// `.and.pred`: every thread has `c` true.
    And,
    /// `.or.pred`: some thread has `c` true.
    Or,
}

impl BarRedOp {
    /// The modifier (`popc`, `and`, `or`).
    pub fn name(self) -> &'static str {
        match self {
            BarRedOp::Popc => "popc",
            BarRedOp::And => "and",
            BarRedOp::Or => "or",
        }
    }
}

/// `redux.sync` operations (`.add` is the same for `.u32` and `.s32`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReduxOp {
    /// `.add` (wrapping).
    Add,
    /// `.min` (`signed`: `.s32`).
    Min {
        /// `.s32`.
        signed: bool,
    },
    /// `.max` (`signed`: `.s32`).
    Max {
        /// `.s32`.
        signed: bool,
    },
    /// `.and.b32`
    And,
    /// `.or.b32`
    Or,
    /// `.xor.b32`
    Xor,
}

impl Op {
    /// An [`Op::Warp`] of `op` with no operands yet (`Dst::Sink`,
    /// `Src::Imm(0)`, not `.sync`): the decoder fills in what the form has.
    pub fn warp(op: WarpOp) -> Op {
        Op::Warp {
            op,
            sync: false,
            d: Dst::Sink,
            p: Dst::Sink,
            a: Src::Imm(0),
            not_a: false,
            b: Src::Imm(0),
            c: Src::Imm(0),
            mask: Src::Imm(0),
        }
    }
}

/// A `call` argument or return slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallArg {
    /// A register (callee's `.reg` parameters or a register argument).
    Reg(RegId),
    /// An immediate argument.
    Imm(u64),
    /// A `.param` variable of the caller.
    Var(VarId),
}

// ------------------------------------------------------------ properties

/// Why an [`Op::Trap`] stops the thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrapKind {
    /// The PTX `trap` instruction.
    Instruction,
    /// An indirect `call` through an address that is not one of the
    /// functions it may reach (its prototype's or `.calltargets`').
    BadCallTarget,
}

impl TrapKind {
    /// What the run's error says after "who: ".
    pub fn message(self) -> &'static str {
        match self {
            TrapKind::Instruction => "executed 'trap': the kernel aborts here",
            TrapKind::BadCallTarget => {
                "indirect call through an address that is not a function this call may reach (a defined .func whose address the module takes, with the .callprototype's signature; or one of the .calltargets whose parameters this call's arguments fit)"
            }
        }
    }
}

/// How an instruction uses the carry flag CC.CF.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CfUse {
    /// Reads CC.CF (`addc`, `subc`, `madc`).
    pub reads: bool,
    /// Writes CC.CF (the `.cc` forms).
    pub writes: bool,
}

/// The properties of one instruction (see [`Op::info`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpInfo {
    /// Its PTX opcode as written (`addc`, `vabsdiff4`, `ld`).
    pub mnemonic: &'static str,
    /// The PTX ISA version that introduced this form, times ten (`78` = 7.8).
    pub min_ptx: u32,
    /// The oldest target that runs this form (`sm_XX` as `XX`).
    pub min_sm: u32,
    /// CC.CF use.
    pub cf: CfUse,
    /// A warp collective (its result depends on the other lanes of the warp).
    pub warp: bool,
    /// In native GPU mode, passed through as inline PTX (its NVPTX lowering
    /// would be ptxjit's semantics rather than NVIDIA's hardware).
    pub gpu_native: bool,
}

pub(super) const fn plain(mnemonic: &'static str, min_ptx: u32, min_sm: u32) -> OpInfo {
    OpInfo {
        mnemonic,
        min_ptx,
        min_sm,
        cf: CfUse {
            reads: false,
            writes: false,
        },
        warp: false,
        gpu_native: false,
    }
}

/// The same with inline PTX on the GPU.
pub(super) const fn native(mnemonic: &'static str, min_ptx: u32, min_sm: u32) -> OpInfo {
    let mut i = plain(mnemonic, min_ptx, min_sm);
    i.gpu_native = true;
    i
}

pub(super) fn is_x2(ty: Type) -> bool {
    matches!(ty, Type::U16x2 | Type::S16x2)
}

impl Carry {
    /// Reads or writes CC.CF.
    pub fn any(self) -> bool {
        self.cin || self.cout
    }
}

/// The parts of an `ld` or `st` ([`Op::ld_st`]).
#[derive(Clone, Copy, Debug)]
pub struct LdSt<'a> {
    pub space: Space,
    pub ty: Type,
    pub addr: &'a Addr,
    /// Elements (`.v2`, `.v4`).
    pub n: usize,
    /// A store's values; `None` for a load.
    pub store: Option<&'a [Src]>,
}

impl Op {
    /// The opcode for messages: the mnemonic, or for an unsupported
    /// instruction its full name as written (`cvt.pack`).
    pub fn name(&self) -> String {
        match self {
            Op::Unsupported { name } => name.clone(),
            _ => self.info().mnemonic.to_string(),
        }
    }

    /// The memory address of `ld`, `st`, `atom` and `red`.
    pub fn addr(&self) -> Option<(Space, &Addr)> {
        match self {
            Op::Ld { space, addr, .. }
            | Op::St { space, addr, .. }
            | Op::Atom { space, addr, .. } => Some((*space, addr)),
            _ => None,
        }
    }

    /// Calls `f` on every variable the instruction names: the base of each
    /// of its addresses ([`Op::addrs`]) and each `mov d, var` source.
    pub fn vars(&self, f: &mut dyn FnMut(VarId)) {
        self.addrs(&mut |a| {
            if let AddrBase::Var(v) = a.base {
                f(v);
            }
        });
        self.operands(&mut |o| {
            if let Operand::S(Src::VarAddr(v)) = o {
                f(v);
            }
        });
    }

    /// The registers this instruction writes.
    pub fn dst_regs(&self) -> Vec<RegId> {
        let mut out = Vec::new();
        self.operands(&mut |o| match o {
            Operand::D(Dst::Reg(r)) | Operand::Ret(CallArg::Reg(r)) => out.push(r),
            _ => {}
        });
        out
    }

    /// The registers this instruction reads (address registers included).
    pub fn src_regs(&self) -> Vec<RegId> {
        let mut out = Vec::new();
        self.operands(&mut |o| match o {
            Operand::S(Src::Reg(r)) | Operand::Arg(CallArg::Reg(r)) => out.push(r),
            _ => {}
        });
        self.addrs(&mut |a| {
            if let AddrBase::Reg(r) = a.base {
                out.push(r);
            }
        });
        out
    }
}

/// One operand of an instruction, as [`Op::operands`] walks them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operand {
    /// A destination.
    D(Dst),
    /// A source.
    S(Src),
    /// A return slot of a `call`.
    Ret(CallArg),
    /// An argument of a `call`.
    Arg(CallArg),
}

/// An operand of [`Op::operands_mut`], in place.
#[derive(Debug)]
pub enum OperandMut<'a> {
    /// A destination.
    D(&'a mut Dst),
    /// A source.
    S(&'a mut Src),
    /// A return slot of a `call`.
    Ret(&'a mut CallArg),
    /// An argument of a `call`.
    Arg(&'a mut CallArg),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::Phase;

    fn ops(body: &str) -> (crate::ir::Program, Vec<Op>) {
        let src = format!(
            ".version 7.8\n.target sm_80\n.address_size 64\n.func f(.reg .b64 p)\n{{\n.reg .b32 %r<6>;\n.reg .pred %q;\n{body}\nret;\n}}\n"
        );
        let prog = crate::check(&crate::parse(&src).expect("parse")).expect("check");
        let ops = prog.funcs[0]
            .body
            .as_ref()
            .expect("body")
            .iter()
            .map(|i| i.op.clone())
            .collect();
        (prog, ops)
    }

    fn reg(p: &crate::ir::Program, name: &str) -> RegId {
        p.funcs[0]
            .regs
            .iter()
            .position(|r| r.name == name)
            .expect("reg") as RegId
    }

    #[test]
    fn operands_sources_and_destinations() {
        let (p, o) = ops(
            "mad.lo.cc.u32 %r1, %r2, %r3, %r4;\n st.u32 [p+4], %r5;\n vadd.u32.u32.u32.add %r1, %r2, %r3, %r4;\n nanosleep.u32 7;",
        );
        let r = |n| reg(&p, n);
        assert_eq!(o[0].dst_regs(), vec![r("%r1")]);
        assert_eq!(o[0].src_regs(), vec![r("%r2"), r("%r3"), r("%r4")]);
        assert_eq!(
            o[0].info().cf,
            CfUse {
                reads: false,
                writes: true
            }
        );
        // The address register counts as a source; st writes no register.
        assert_eq!(o[1].dst_regs(), Vec::<RegId>::new());
        assert_eq!(o[1].src_regs(), vec![r("%r5"), r("p")]);
        // The secondary operand c of scalar video is an operand.
        assert_eq!(o[2].src_regs(), vec![r("%r2"), r("%r3"), r("%r4")]);
        assert_eq!(o[2].name(), "vadd");
        let mut seen = Vec::new();
        o[3].operands(&mut |x| seen.push(x));
        assert_eq!(seen, vec![Operand::S(Src::Imm(7))]);
        assert_eq!((o[3].info().min_ptx, o[3].info().min_sm), (62, 70));
    }

    #[test]
    fn diagnostics_carry_their_phase_and_notes() {
        let e = crate::parse(".version 7.8\n.target sm_80\n.func f( {").expect_err("bad");
        assert_eq!(e.phase, Phase::Parse);
        let d = crate::Diagnostic::at(
            Phase::Lower,
            crate::Span {
                line: 1,
                col: 3,
                offset: 2,
                len: 1,
            },
            "no",
        )
        .with_note("because");
        assert_eq!(
            d.render("a.ptx", "abcdef"),
            "a.ptx:1:3: error: no\nabcdef\n  ^\nnote: because"
        );
    }
}
