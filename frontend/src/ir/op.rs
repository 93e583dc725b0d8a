//! The instruction model: every PTX instruction ptxjit knows, as one [`Op`]
//! variant, its modifier types, and [`Op::info`], the one table of
//! per-instruction properties (mnemonic, PTX version and target, CC.CF use,
//! memory effect, warp-collective, inline PTX on the GPU).
//!
//! Adding an instruction starts here: the new variant does not compile until
//! [`Op::info`] states its properties and [`Op::operands`] walks its operands,
//! and then every backend's exhaustive `match` names itself (see
//! `docs/architecture.md`).

use super::{Addr, AddrBase, Dst, FuncId, RegId, Src, VarId};
use crate::ast::{Space, Type};

/// Multiplication result modes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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

impl WarpOp {
    /// Its PTX spelling with modifiers, for messages (`shfl.sync.bfly.b32`).
    pub fn spelling(self, sync: bool) -> String {
        let s = if sync { ".sync" } else { "" };
        match self {
            WarpOp::Shfl(m) => {
                let m = match m {
                    ShflMode::Up => "up",
                    ShflMode::Down => "down",
                    ShflMode::Bfly => "bfly",
                    ShflMode::Idx => "idx",
                };
                format!("shfl{s}.{m}.b32")
            }
            WarpOp::Vote(m) => match m {
                VoteMode::All => format!("vote{s}.all.pred"),
                VoteMode::Any => format!("vote{s}.any.pred"),
                VoteMode::Uni => format!("vote{s}.uni.pred"),
                VoteMode::Ballot => format!("vote{s}.ballot.b32"),
            },
            WarpOp::Activemask => "activemask.b32".into(),
            WarpOp::Match { all, wide } => format!(
                "match.sync.{}.b{}",
                if all { "all" } else { "any" },
                if wide { 64 } else { 32 }
            ),
            WarpOp::Redux(op) => {
                let (o, t) = match op {
                    ReduxOp::Add => ("add", "u32"),
                    ReduxOp::Min { signed } => ("min", if signed { "s32" } else { "u32" }),
                    ReduxOp::Max { signed } => ("max", if signed { "s32" } else { "u32" }),
                    ReduxOp::And => ("and", "b32"),
                    ReduxOp::Or => ("or", "b32"),
                    ReduxOp::Xor => ("xor", "b32"),
                };
                format!("redux.sync.{o}.{t}")
            }
            WarpOp::Elect => "elect.sync".into(),
            WarpOp::Sync => "bar.warp.sync".into(),
            WarpOp::Lockstep => "(lockstep before a .volatile access)".into(),
        }
    }
}

/// Instructions, typed. `ty` fields are the instruction type (`add.u32` →
/// `U32`).
#[derive(Clone, Debug)]
#[allow(missing_docs)]
pub enum Op {
    // ---- Integer arithmetic
    /// add/sub/addc/subc with `.cc`/`.sat`; `ty` may be `U16x2`/`S16x2`.
    AddSub {
        sub: bool,
        ty: Type,
        sat: bool,
        carry: Carry,
        d: Dst,
        a: Src,
        b: Src,
    },
    Mul {
        ty: Type,
        mode: MulMode,
        d: Dst,
        a: Src,
        b: Src,
    },
    /// mad/mad.cc/madc; `sat` only on `.hi.sat.s32`.
    Mad {
        ty: Type,
        mode: MulMode,
        sat: bool,
        carry: Carry,
        d: Dst,
        a: Src,
        b: Src,
        c: Src,
    },
    Mul24 {
        ty: Type,
        hi: bool,
        d: Dst,
        a: Src,
        b: Src,
    },
    Mad24 {
        ty: Type,
        hi: bool,
        sat: bool,
        d: Dst,
        a: Src,
        b: Src,
        c: Src,
    },
    Sad {
        ty: Type,
        d: Dst,
        a: Src,
        b: Src,
        c: Src,
    },
    Div {
        ty: Type,
        d: Dst,
        a: Src,
        b: Src,
    },
    Rem {
        ty: Type,
        d: Dst,
        a: Src,
        b: Src,
    },
    Abs {
        ty: Type,
        d: Dst,
        a: Src,
    },
    Neg {
        ty: Type,
        d: Dst,
        a: Src,
    },
    /// min/max, `.relu` on `.s32`/`.s16x2`.
    MinMax {
        max: bool,
        ty: Type,
        relu: bool,
        d: Dst,
        a: Src,
        b: Src,
    },
    Popc {
        ty: Type,
        d: Dst,
        a: Src,
    },
    Clz {
        ty: Type,
        d: Dst,
        a: Src,
    },
    Bfind {
        ty: Type,
        shiftamt: bool,
        d: Dst,
        a: Src,
    },
    Fns {
        d: Dst,
        mask: Src,
        base: Src,
        offset: Src,
    },
    Brev {
        ty: Type,
        d: Dst,
        a: Src,
    },
    Bfe {
        ty: Type,
        d: Dst,
        a: Src,
        pos: Src,
        len: Src,
    },
    Bfi {
        ty: Type,
        d: Dst,
        f: Src,
        b: Src,
        pos: Src,
        len: Src,
    },
    Szext {
        signed: bool,
        clamp: bool,
        d: Dst,
        a: Src,
        b: Src,
    },
    Bmsk {
        clamp: bool,
        d: Dst,
        a: Src,
        b: Src,
    },
    Dp4a {
        a_signed: bool,
        b_signed: bool,
        d: Dst,
        a: Src,
        b: Src,
        c: Src,
    },
    Dp2a {
        hi: bool,
        a_signed: bool,
        b_signed: bool,
        d: Dst,
        a: Src,
        b: Src,
        c: Src,
    },
    // ---- Logic, shifts, data movement
    Bitwise {
        op: Bitwise,
        ty: Type,
        d: Dst,
        a: Src,
        b: Src,
    },
    Not {
        ty: Type,
        d: Dst,
        a: Src,
    },
    Cnot {
        ty: Type,
        d: Dst,
        a: Src,
    },
    Shl {
        ty: Type,
        d: Dst,
        a: Src,
        b: Src,
    },
    Shr {
        ty: Type,
        d: Dst,
        a: Src,
        b: Src,
    },
    Shf {
        left: bool,
        clamp: bool,
        d: Dst,
        a: Src,
        b: Src,
        c: Src,
    },
    Prmt {
        mode: PrmtMode,
        d: Dst,
        a: Src,
        b: Src,
        c: Src,
    },
    Lop3 {
        d: Dst,
        a: Src,
        b: Src,
        c: Src,
        lut: u8,
    },
    Mov {
        ty: Type,
        d: Dst,
        a: Src,
    },
    /// `mov.b64 d, {a, b}` (pack, low first) with element width `elem_bits`.
    Pack {
        elem_bits: u32,
        d: Dst,
        parts: Vec<Src>,
    },
    /// `mov.b64 {a, b}, s` (unpack).
    Unpack {
        elem_bits: u32,
        parts: Vec<Dst>,
        a: Src,
    },
    Cvt {
        dty: Type,
        sty: Type,
        sat: bool,
        d: Dst,
        a: Src,
    },
    /// `cvt.pack.sat.{u,s}N.s32{.b32} d, a, b{, c}` (N = 2, 4, 8, 16): `a` and
    /// `b` (s32) saturated to N bits, `b` in bits 0..N, `a` in N..2N, and for
    /// N < 16 the low bits of `c` above them.
    CvtPack {
        bits: u32,
        signed: bool,
        d: Dst,
        a: Src,
        b: Src,
        c: Option<Src>,
    },
    /// `cvta` (to_generic = !to) of an address in `space`.
    Cvta {
        to: bool,
        space: Space,
        d: Dst,
        a: Src,
    },
    /// `isspacep.space p, a`: whether the generic address `a` lies in
    /// `space`'s window of the generic address space
    /// ([`crate::addr::window_class`]).
    Isspacep {
        space: Space,
        p: Dst,
        a: Src,
    },
    Setp {
        cmp: Cmp,
        ty: Type,
        comb: Option<(BoolOp, Src, bool)>,
        p: Dst,
        q: Option<Dst>,
        a: Src,
        b: Src,
    },
    Set {
        cmp: Cmp,
        ty: Type,
        dty: Type,
        comb: Option<(BoolOp, Src, bool)>,
        d: Dst,
        a: Src,
        b: Src,
    },
    Selp {
        ty: Type,
        d: Dst,
        a: Src,
        b: Src,
        c: Src,
    },
    Slct {
        ty: Type,
        d: Dst,
        a: Src,
        b: Src,
        c: Src,
    },
    Ld {
        space: Space,
        ty: Type,
        d: Vec<Dst>,
        addr: Addr,
    },
    St {
        space: Space,
        ty: Type,
        addr: Addr,
        v: Vec<Src>,
    },
    /// `atom` / `red`: an atomic read-modify-write of the `ty`-wide value at
    /// `addr` in `space` (`.global`, `.shared`, or generic addressing, which
    /// is spelled [`Space::Global`] like `ld`/`st` without a space). The
    /// memory gets `op(old, b)` (for [`AtomOp::Cas`]: `old == b ? c : old`)
    /// and `d` gets the old value; `red` is the same with `d` = [`Dst::Sink`].
    /// Memory-order (`.relaxed` `.acquire` `.release` `.acq_rel`), scope
    /// (`.cta` `.gpu` `.sys`) and cache-hint modifiers are checked and
    /// dropped: they order this access against others but do not change the
    /// value it computes. `c` is `Some` exactly for `Cas`.
    Atom {
        space: Space,
        op: AtomOp,
        ty: Type,
        d: Dst,
        addr: Addr,
        b: Src,
        c: Option<Src>,
    },
    // ---- Extended precision is AddSub/Mad with `carry`.
    // ---- Video
    /// vadd ... vshr; `c` is present with a secondary operation or merge.
    Video {
        m: VideoMods,
        d: Dst,
        a: Src,
        b: Src,
        c: Option<Src>,
    },
    Vmad {
        m: VmadMods,
        d: Dst,
        a: Src,
        b: Src,
        c: Src,
    },
    /// `c` is present with a secondary operation or merge.
    Vset {
        m: VsetMods,
        d: Dst,
        a: Src,
        b: Src,
        c: Option<Src>,
    },
    /// vadd2 ... vset4 (see [`SimdMods`]).
    Simd {
        m: SimdMods,
        d: Dst,
        a: Src,
        b: Src,
        c: Src,
    },
    // ---- Control
    Bra {
        target: u32,
    },
    Call {
        func: FuncId,
        rets: Vec<CallArg>,
        args: Vec<CallArg>,
    },
    Ret,
    Exit,
    /// bar.sync / barrier.sync (id and thread count checked, then ignored:
    /// every thread of the block takes part), and `bar.red` (`red`).
    Barrier {
        /// `bar.red.popc.u32 d, a{, b}, {!}c` / `bar.red.{and,or}.pred`.
        red: Option<BarRed>,
    },
    /// membar / fence / other instructions with no effect on a single thread.
    Nop,
    /// Stops the thread with an error ([`TrapKind`] says why); the run
    /// fails and reports where.
    Trap {
        kind: TrapKind,
    },
    /// `nanosleep.u32 t`: suspends the thread for at most `2 * t`
    /// nanoseconds (PTX ISA: "guaranteed to be in the interval [0, 2*t]");
    /// ptxjit sleeps for 0, which is within that bound, so it changes nothing.
    Nanosleep {
        t: Src,
    },
    /// `cp.async.{ca,cg}.shared.global [dst], [src], size{, src_size |
    /// ignore_src}`, run as a synchronous copy (a legal schedule: the program
    /// must wait for the group before reading `dst`): `size` bytes (4, 8 or
    /// 16) to `dst`, the first `src_size` of them from `src`, zeros after.
    /// `ignore`: a predicate that, when true, makes `src_size` 0.
    /// (`cp.async.commit_group` / `wait_group` / `wait_all` are [`Op::Nop`].)
    CpAsync {
        dst: Addr,
        src: Addr,
        size: u8,
        src_size: Option<Src>,
        ignore: Option<(Src, bool)>,
    },
    /// A warp-level instruction ([`WarpOp`]). Unused operands are
    /// `Dst::Sink` / `Src::Imm(0)`. `sync`: the `.sync` form, whose
    /// `mask` (membermask) names the lanes taking part; without it the lanes
    /// executing the instruction together take part.
    Warp {
        op: WarpOp,
        sync: bool,
        /// The 32-bit result (`_` for `vote.all/any/uni` and `bar.warp.sync`).
        d: Dst,
        /// The predicate result (`vote.all/any/uni`, `shfl`'s `|p`,
        /// `match.all`'s `|p`, `elect`'s `|p`).
        p: Dst,
        /// The value (`shfl`, `match`, `redux`; the predicate of `vote`).
        a: Src,
        /// `vote`'s `!a`.
        not_a: bool,
        /// `shfl`'s lane or offset.
        b: Src,
        /// `shfl`'s clamp and segment mask.
        c: Src,
        /// membermask (`sync` forms).
        mask: Src,
    },
    /// Valid PTX outside the supported subset: fails when compiled or run.
    Unsupported {
        name: String,
    },
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

const fn plain(mnemonic: &'static str, min_ptx: u32, min_sm: u32) -> OpInfo {
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
const fn native(mnemonic: &'static str, min_ptx: u32, min_sm: u32) -> OpInfo {
    let mut i = plain(mnemonic, min_ptx, min_sm);
    i.gpu_native = true;
    i
}

fn is_x2(ty: Type) -> bool {
    matches!(ty, Type::U16x2 | Type::S16x2)
}

impl Carry {
    /// Reads or writes CC.CF.
    pub fn any(self) -> bool {
        self.cin || self.cout
    }
}

/// The one list of every operation's operands, for [`Op::operands`] and
/// [`Op::operands_mut`]: `$op` is `&Op` or `&mut Op`, and each operand is
/// passed to `$f` through its constructor (`$dst`, `$src`, `$ret`, `$arg`),
/// destinations first, then sources, in the order they are written.
macro_rules! each_operand {
    ($op:expr, $f:ident, $dst:path, $src:path, $ret:path, $arg:path) => {
        match $op {
            Op::AddSub {
                d,
                a,
                b,
                sub: _,
                ty: _,
                sat: _,
                carry: _,
            }
            | Op::Mul {
                d,
                a,
                b,
                ty: _,
                mode: _,
            }
            | Op::Mul24 {
                d,
                a,
                b,
                ty: _,
                hi: _,
            }
            | Op::Div { d, a, b, ty: _ }
            | Op::Rem { d, a, b, ty: _ }
            | Op::MinMax {
                d,
                a,
                b,
                max: _,
                ty: _,
                relu: _,
            }
            | Op::Szext {
                d,
                a,
                b,
                signed: _,
                clamp: _,
            }
            | Op::Bmsk { d, a, b, clamp: _ }
            | Op::Bitwise {
                d,
                a,
                b,
                op: _,
                ty: _,
            }
            | Op::Shl { d, a, b, ty: _ }
            | Op::Shr { d, a, b, ty: _ } => {
                $f($dst(d));
                $f($src(a));
                $f($src(b));
            }
            Op::Mad {
                d,
                a,
                b,
                c,
                ty: _,
                mode: _,
                sat: _,
                carry: _,
            }
            | Op::Mad24 {
                d,
                a,
                b,
                c,
                ty: _,
                hi: _,
                sat: _,
            }
            | Op::Sad { d, a, b, c, ty: _ }
            | Op::Dp4a {
                d,
                a,
                b,
                c,
                a_signed: _,
                b_signed: _,
            }
            | Op::Dp2a {
                d,
                a,
                b,
                c,
                hi: _,
                a_signed: _,
                b_signed: _,
            }
            | Op::Shf {
                d,
                a,
                b,
                c,
                left: _,
                clamp: _,
            }
            | Op::Prmt {
                d,
                a,
                b,
                c,
                mode: _,
            }
            | Op::Lop3 { d, a, b, c, lut: _ }
            | Op::Selp { d, a, b, c, ty: _ }
            | Op::Slct { d, a, b, c, ty: _ }
            | Op::Vmad { d, a, b, c, m: _ }
            | Op::Simd { d, a, b, c, m: _ } => {
                $f($dst(d));
                $f($src(a));
                $f($src(b));
                $f($src(c));
            }
            Op::Abs { d, a, ty: _ }
            | Op::Neg { d, a, ty: _ }
            | Op::Popc { d, a, ty: _ }
            | Op::Clz { d, a, ty: _ }
            | Op::Bfind {
                d,
                a,
                ty: _,
                shiftamt: _,
            }
            | Op::Brev { d, a, ty: _ }
            | Op::Not { d, a, ty: _ }
            | Op::Cnot { d, a, ty: _ }
            | Op::Mov { d, a, ty: _ }
            | Op::Cvt {
                d,
                a,
                dty: _,
                sty: _,
                sat: _,
            }
            | Op::Cvta {
                d,
                a,
                to: _,
                space: _,
            }
            | Op::Isspacep { p: d, a, space: _ } => {
                $f($dst(d));
                $f($src(a));
            }
            Op::Fns {
                d,
                mask,
                base,
                offset,
            } => {
                $f($dst(d));
                $f($src(mask));
                $f($src(base));
                $f($src(offset));
            }
            Op::Bfe {
                d,
                a,
                pos,
                len,
                ty: _,
            } => {
                $f($dst(d));
                $f($src(a));
                $f($src(pos));
                $f($src(len));
            }
            Op::Bfi {
                d,
                f: x,
                b,
                pos,
                len,
                ty: _,
            } => {
                $f($dst(d));
                $f($src(x));
                $f($src(b));
                $f($src(pos));
                $f($src(len));
            }
            Op::Pack {
                d,
                parts,
                elem_bits: _,
            } => {
                $f($dst(d));
                {
                    for s in parts {
                        $f($src(s));
                    }
                };
            }
            Op::CvtPack {
                d,
                a,
                b,
                c,
                bits: _,
                signed: _,
            } => {
                $f($dst(d));
                $f($src(a));
                $f($src(b));
                if let Some(c) = c {
                    $f($src(c));
                };
            }
            Op::Unpack {
                parts,
                a,
                elem_bits: _,
            } => {
                {
                    for d in parts {
                        $f($dst(d));
                    }
                };
                $f($src(a));
            }
            Op::Setp {
                comb,
                p,
                q,
                a,
                b,
                cmp: _,
                ty: _,
            } => {
                $f($dst(p));
                if let Some(q) = q {
                    $f($dst(q));
                }
                $f($src(a));
                $f($src(b));
                if let Some((_, c, _)) = comb {
                    $f($src(c));
                }
            }
            Op::Set {
                comb,
                d,
                a,
                b,
                cmp: _,
                ty: _,
                dty: _,
            } => {
                $f($dst(d));
                $f($src(a));
                $f($src(b));
                if let Some((_, c, _)) = comb {
                    $f($src(c));
                }
            }
            Op::Ld {
                d,
                space: _,
                ty: _,
                addr: _,
            } => {
                for d in d {
                    $f($dst(d));
                }
            }
            Op::St {
                v,
                space: _,
                ty: _,
                addr: _,
            } => {
                for s in v {
                    $f($src(s));
                }
            }
            Op::Atom {
                d,
                b,
                c,
                space: _,
                op: _,
                ty: _,
                addr: _,
            } => {
                $f($dst(d));
                $f($src(b));
                if let Some(c) = c {
                    $f($src(c));
                }
            }
            Op::Video { d, a, b, c, m: _ } | Op::Vset { d, a, b, c, m: _ } => {
                $f($dst(d));
                $f($src(a));
                $f($src(b));
                if let Some(c) = c {
                    $f($src(c));
                }
            }
            Op::Nanosleep { t } => $f($src(t)),
            Op::CpAsync {
                src_size,
                ignore,
                dst: _,
                src: _,
                size: _,
            } => {
                if let Some(s) = src_size {
                    $f($src(s));
                }
                if let Some((s, _)) = ignore {
                    $f($src(s));
                }
            }
            Op::Warp {
                d,
                p,
                a,
                b,
                c,
                mask,
                op: _,
                sync: _,
                not_a: _,
            } => {
                $f($dst(d));
                $f($dst(p));
                $f($src(a));
                $f($src(b));
                $f($src(c));
                $f($src(mask));
            }
            Op::Call {
                rets,
                args,
                func: _,
            } => {
                for r in rets {
                    $f($ret(r));
                }
                for a in args {
                    $f($arg(a));
                }
            }
            Op::Barrier {
                red:
                    Some(BarRed {
                        d,
                        c,
                        op: _,
                        not_c: _,
                    }),
            } => {
                $f($dst(d));
                $f($src(c));
            }
            Op::Bra { target: _ }
            | Op::Ret
            | Op::Exit
            | Op::Barrier { red: None }
            | Op::Nop
            | Op::Trap { kind: _ }
            | Op::Unsupported { name: _ } => {}
        }
    };
}

impl Op {
    /// The properties of this instruction: the one place they are stated.
    ///
    /// PTX versions and targets are those of the PTX ISA manual's "PTX ISA
    /// Notes" and "Target ISA Notes" for the form the fields describe.
    pub fn info(&self) -> OpInfo {
        match self {
            Op::AddSub {
                sub,
                ty,
                sat,
                carry,
                ..
            } => {
                let mnemonic = match (sub, carry.cin) {
                    (false, false) => "add",
                    (false, true) => "addc",
                    (true, false) => "sub",
                    (true, true) => "subc",
                };
                let mut i = if is_x2(*ty) {
                    native(mnemonic, 80, 90)
                } else if carry.any() {
                    plain(mnemonic, 12, 20)
                } else if *sat {
                    native(mnemonic, 10, 20)
                } else {
                    plain(mnemonic, 10, 20)
                };
                i.cf = CfUse {
                    reads: carry.cin,
                    writes: carry.cout,
                };
                i
            }
            Op::Mul { mode, .. } => match mode {
                MulMode::Hi => native("mul", 10, 20),
                MulMode::Lo | MulMode::Wide => plain("mul", 10, 20),
            },
            Op::Mad { mode, carry, .. } => {
                let mnemonic = if carry.cin { "madc" } else { "mad" };
                let mut i = if carry.any() {
                    plain(mnemonic, 30, 20)
                } else {
                    plain(mnemonic, 10, 20)
                };
                i.gpu_native = *mode == MulMode::Hi;
                i.cf = CfUse {
                    reads: carry.cin,
                    writes: carry.cout,
                };
                i
            }
            Op::Mul24 { .. } => native("mul24", 10, 20),
            Op::Mad24 { .. } => native("mad24", 10, 20),
            Op::Sad { .. } => native("sad", 10, 20),
            Op::Div { .. } => native("div", 10, 20),
            Op::Rem { .. } => native("rem", 10, 20),
            Op::Abs { .. } => plain("abs", 10, 20),
            Op::Neg { .. } => plain("neg", 10, 20),
            Op::MinMax { max, ty, relu, .. } => {
                let mnemonic = if *max { "max" } else { "min" };
                if is_x2(*ty) {
                    native(mnemonic, 80, 90)
                } else if *relu {
                    native(mnemonic, 70, 90)
                } else {
                    plain(mnemonic, 10, 20)
                }
            }
            Op::Popc { .. } => native("popc", 20, 20),
            Op::Clz { .. } => native("clz", 20, 20),
            Op::Bfind { .. } => native("bfind", 20, 20),
            Op::Fns { .. } => native("fns", 60, 30),
            Op::Brev { .. } => native("brev", 20, 20),
            Op::Bfe { .. } => native("bfe", 20, 20),
            Op::Bfi { .. } => native("bfi", 20, 20),
            Op::Szext { .. } => native("szext", 76, 70),
            Op::Bmsk { .. } => native("bmsk", 76, 70),
            Op::Dp4a { .. } => native("dp4a", 50, 61),
            Op::Dp2a { .. } => native("dp2a", 50, 61),
            Op::Bitwise { op, .. } => match op {
                Bitwise::And => plain("and", 10, 20),
                Bitwise::Or => plain("or", 10, 20),
                Bitwise::Xor => plain("xor", 10, 20),
            },
            Op::Not { .. } => plain("not", 10, 20),
            Op::Cnot { .. } => plain("cnot", 10, 20),
            Op::Shl { .. } => plain("shl", 10, 20),
            Op::Shr { .. } => plain("shr", 10, 20),
            Op::Shf { .. } => native("shf", 31, 32),
            Op::Prmt { .. } => native("prmt", 20, 20),
            Op::Lop3 { .. } => native("lop3", 43, 50),
            Op::Mov { .. } | Op::Pack { .. } | Op::Unpack { .. } => plain("mov", 10, 20),
            Op::Cvt { .. } => plain("cvt", 10, 20),
            Op::CvtPack { .. } => native("cvt.pack", 65, 72),
            Op::Cvta { .. } => plain("cvta", 20, 20),
            // ptxas 12.9: "Feature 'cvta/isspacep with .param state space'
            // requires PTX ISA .version 7.7" and sm_70. Inline PTX on the
            // GPU: its windows are the hardware's, not ptxjit's.
            Op::Isspacep {
                space: Space::Param,
                ..
            } => native("isspacep", 77, 70),
            Op::Isspacep { .. } => native("isspacep", 20, 20),
            Op::Setp { .. } => plain("setp", 10, 20),
            Op::Set { .. } => plain("set", 10, 20),
            Op::Selp { .. } => plain("selp", 10, 20),
            Op::Slct { .. } => plain("slct", 10, 20),
            Op::Ld { .. } => plain("ld", 10, 20),
            Op::St { .. } => plain("st", 10, 20),
            Op::Atom { d, .. } => {
                let mnemonic = if *d == Dst::Sink { "red" } else { "atom" };
                plain(mnemonic, 11, 20)
            }
            Op::Video { m, .. } => native(
                match m.op {
                    VideoOp::Add => "vadd",
                    VideoOp::Sub => "vsub",
                    VideoOp::Absdiff => "vabsdiff",
                    VideoOp::Min => "vmin",
                    VideoOp::Max => "vmax",
                    VideoOp::Shl => "vshl",
                    VideoOp::Shr => "vshr",
                },
                20,
                20,
            ),
            Op::Vmad { .. } => native("vmad", 20, 20),
            Op::Vset { .. } => native("vset", 20, 20),
            Op::Simd { m, .. } => {
                let four = m.lanes == 4;
                let mnemonic = match (m.op, four) {
                    (SimdOp::Add, false) => "vadd2",
                    (SimdOp::Add, true) => "vadd4",
                    (SimdOp::Sub, false) => "vsub2",
                    (SimdOp::Sub, true) => "vsub4",
                    (SimdOp::Avrg, false) => "vavrg2",
                    (SimdOp::Avrg, true) => "vavrg4",
                    (SimdOp::Absdiff, false) => "vabsdiff2",
                    (SimdOp::Absdiff, true) => "vabsdiff4",
                    (SimdOp::Min, false) => "vmin2",
                    (SimdOp::Min, true) => "vmin4",
                    (SimdOp::Max, false) => "vmax2",
                    (SimdOp::Max, true) => "vmax4",
                    (SimdOp::Set(_), false) => "vset2",
                    (SimdOp::Set(_), true) => "vset4",
                };
                native(mnemonic, 30, 30)
            }
            Op::Bra { .. } => plain("bra", 10, 20),
            Op::Call { .. } => plain("call", 20, 20),
            Op::Ret => plain("ret", 10, 20),
            Op::Exit => plain("exit", 10, 20),
            Op::Barrier { red: None } => plain("bar.sync", 10, 20),
            Op::Barrier { red: Some(_) } => plain("bar.red", 10, 20),
            Op::Nop => plain("membar", 14, 20),
            Op::Nanosleep { .. } => native("nanosleep", 62, 70),
            Op::Trap { .. } => plain("trap", 10, 20),
            Op::CpAsync { .. } => plain("cp.async", 70, 80),
            Op::Warp { op, sync, .. } => {
                let (mnemonic, min_ptx, min_sm) = match (op, sync) {
                    (WarpOp::Shfl(_), true) => ("shfl.sync", 60, 30),
                    (WarpOp::Shfl(_), false) => ("shfl", 30, 30),
                    (WarpOp::Vote(_), true) => ("vote.sync", 60, 30),
                    (WarpOp::Vote(_), false) => ("vote", 12, 20),
                    (WarpOp::Activemask, _) => ("activemask", 62, 30),
                    (WarpOp::Match { .. }, _) => ("match.sync", 60, 70),
                    (WarpOp::Redux(_), _) => ("redux.sync", 70, 80),
                    (WarpOp::Elect, _) => ("elect.sync", 80, 90),
                    (WarpOp::Sync, _) => ("bar.warp.sync", 60, 30),
                    (WarpOp::Lockstep, _) => ("lockstep", 10, 20),
                };
                let mut i = plain(mnemonic, min_ptx, min_sm);
                i.warp = true;
                i
            }
            Op::Unsupported { .. } => plain("unsupported", 10, 20),
        }
    }

    /// The opcode for messages: the mnemonic, or for an unsupported
    /// instruction its full name as written (`cvt.pack`).
    pub fn name(&self) -> String {
        match self {
            Op::Unsupported { name } => name.clone(),
            _ => self.info().mnemonic.to_string(),
        }
    }

    /// Calls `f` on every operand: destinations first, then sources, in the
    /// order they are written (addresses are not operands here; see
    /// [`Op::addr`]).
    pub fn operands(&self, f: &mut dyn FnMut(Operand)) {
        fn dst(x: &Dst) -> Operand {
            Operand::D(*x)
        }
        fn src(x: &Src) -> Operand {
            Operand::S(*x)
        }
        fn ret(x: &CallArg) -> Operand {
            Operand::Ret(*x)
        }
        fn arg(x: &CallArg) -> Operand {
            Operand::Arg(*x)
        }
        each_operand!(self, f, dst, src, ret, arg)
    }

    /// [`Op::operands`] with mutable access: rewrites registers, immediates
    /// or variables in place (the inliner renames a callee's registers).
    pub fn operands_mut(&mut self, f: &mut dyn FnMut(OperandMut)) {
        each_operand!(
            self,
            f,
            OperandMut::D,
            OperandMut::S,
            OperandMut::Ret,
            OperandMut::Arg
        )
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

    /// Calls `f` on each address of the instruction (`ld`, `st`, `atom`,
    /// `red`; `cp.async` has two), in place.
    pub fn addrs_mut(&mut self, f: &mut dyn FnMut(&mut Addr)) {
        match self {
            Op::Ld { addr, .. } | Op::St { addr, .. } | Op::Atom { addr, .. } => f(addr),
            Op::CpAsync { dst, src, .. } => {
                f(dst);
                f(src);
            }
            _ => {}
        }
    }

    /// Calls `f` on every variable the instruction names: the base of each
    /// of its addresses (`cp.async` has two) and each `mov d, var` source.
    pub fn vars(&self, f: &mut dyn FnMut(VarId)) {
        let mut base = |a: &Addr| {
            if let AddrBase::Var(v) = a.base {
                f(v);
            }
        };
        match self {
            Op::Ld { addr, .. } | Op::St { addr, .. } | Op::Atom { addr, .. } => base(addr),
            Op::CpAsync { dst, src, .. } => {
                base(dst);
                base(src);
            }
            _ => {}
        }
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
        if let Some((
            _,
            Addr {
                base: AddrBase::Reg(r),
                ..
            },
        )) = self.addr()
        {
            out.push(*r);
        }
        if let Op::CpAsync { dst, src, .. } = self {
            for a in [dst, src] {
                if let AddrBase::Reg(r) = a.base {
                    out.push(r);
                }
            }
        }
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
