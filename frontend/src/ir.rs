//! The checked, resolved form of a PTX module: what the interpreter and the
//! lowerings consume.
//!
//! Every instruction is one [`Op`] with typed fields (its modifiers decoded and
//! checked by [`crate::check`]), registers are numbered per function, labels are
//! instruction indices, and variables are resolved to [`VarId`]s. One enum
//! variant per instruction family; the fields say exactly which modifiers exist.

use crate::ast::{FuncKind, Space, Type};
use crate::diag::Span;

/// A register of a function, numbered from 0.
pub type RegId = u32;
/// A variable of the program (module-scope or function-scope), numbered from 0.
pub type VarId = u32;
/// A function of the program, numbered from 0.
pub type FuncId = u32;

/// A checked module.
#[derive(Clone, Debug)]
pub struct Program {
    /// 32 or 64.
    pub address_size: u32,
    /// Every variable: module-scope ones, then each function's own.
    pub vars: Vec<Var>,
    /// Every function that has a body or is declared.
    pub funcs: Vec<Func>,
}

impl Program {
    /// Finds a function by name.
    pub fn func(&self, name: &str) -> Option<(FuncId, &Func)> {
        self.funcs
            .iter()
            .enumerate()
            .find(|(_, f)| f.name == name)
            .map(|(i, f)| (i as FuncId, f))
    }
}

/// A variable in a memory state space.
#[derive(Clone, Debug)]
pub struct Var {
    /// Its name.
    pub name: String,
    /// State space.
    pub space: Space,
    /// Element type.
    pub ty: Type,
    /// Size in bytes (0 for an `extern` array of unknown size).
    pub size: u64,
    /// Alignment in bytes.
    pub align: u32,
    /// Initial bytes (little-endian), possibly shorter than `size` (rest zero).
    pub init: Vec<u8>,
    /// The function that declares it, or `None` at module scope.
    pub owner: Option<FuncId>,
    /// `.extern .shared` array of dynamic size.
    pub dynamic: bool,
}

/// A parameter or return value of a function.
#[derive(Clone, Debug)]
pub struct Param {
    /// Its name.
    pub name: String,
    /// `.reg` or `.param`.
    pub space: Space,
    /// Its type.
    pub ty: Type,
    /// Size in bytes (for arrays of `.b8` this is the array size).
    pub size: u64,
    /// For a `.reg` parameter, its register; for a `.param` one, its variable.
    pub slot: ParamSlot,
}

/// Where a parameter lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamSlot {
    /// A register of the function.
    Reg(RegId),
    /// A `.param` variable.
    Var(VarId),
}

/// A register's declaration.
#[derive(Clone, Debug)]
pub struct RegInfo {
    /// Name as written (`%r3`).
    pub name: String,
    /// Declared type (`.pred` for predicates); vector registers are not
    /// supported (each element is declared separately by real PTX).
    pub ty: Type,
}

/// A checked function.
#[derive(Clone, Debug)]
pub struct Func {
    /// `.entry` or `.func`.
    pub kind: FuncKind,
    /// Name.
    pub name: String,
    /// Parameters in order.
    pub params: Vec<Param>,
    /// Return values in order.
    pub rets: Vec<Param>,
    /// Registers; [`RegId`] indexes this.
    pub regs: Vec<RegInfo>,
    /// The body; `None` for a prototype.
    pub body: Option<Vec<Instr>>,
    /// Where the name is.
    pub span: Span,
}

/// An instruction with its guard.
#[derive(Clone, Debug)]
pub struct Instr {
    /// `@p` (false) / `@!p` (true).
    pub guard: Option<(RegId, bool)>,
    /// What it does.
    pub op: Op,
    /// Where the opcode is.
    pub span: Span,
}

/// A source operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Src {
    /// A register.
    Reg(RegId),
    /// An immediate, already truncated to the instruction type's width.
    Imm(u64),
    /// A special register.
    Sreg(Sreg),
    /// The address of a variable (`mov.u64 %rd, name;`), in its own space.
    VarAddr(VarId),
}

/// A destination: a register or the sink `_`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dst {
    /// A register.
    Reg(RegId),
    /// `_`
    Sink,
}

/// Special registers (`%tid.x` is `Tid(0)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Sreg {
    Tid(u8),
    Ntid(u8),
    Ctaid(u8),
    Nctaid(u8),
    Laneid,
    Warpid,
    Nwarpid,
    Smid,
    Nsmid,
    Gridid,
    WarpSz,
    LanemaskEq,
    LanemaskLe,
    LanemaskLt,
    LanemaskGe,
    LanemaskGt,
    Clock,
    Clock64,
    Globaltimer,
    DynamicSmemSize,
    TotalSmemSize,
}

/// A memory address: `[base + offset]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AddrBase {
    /// A register holding an address (in the instruction's space).
    Reg(RegId),
    /// A variable.
    Var(VarId),
    /// An absolute address.
    Abs,
}

/// `[base + offset]`
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Addr {
    /// What the offset is added to.
    pub base: AddrBase,
    /// Constant byte offset.
    pub offset: i64,
}

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

/// The secondary operation of a scalar video instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VideoSecond {
    /// None: `d = r` (then no `c`).
    None,
    /// `.add`, `.min`, `.max` with c.
    Op(VideoOp2, Src),
    /// Data merge: result inserted into `c` at the destination selector.
    Merge(VSel, Src),
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
    /// `cvta` (to_generic = !to) of an address in `space`.
    Cvta {
        to: bool,
        space: Space,
        d: Dst,
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
    Video {
        op: VideoOp,
        dty: Type,
        aty: Type,
        bty: Type,
        sat: bool,
        clamp: bool,
        second: VideoSecond,
        d: Dst,
        a: Src,
        asel: VSel,
        b: Src,
        bsel: VSel,
    },
    Vmad {
        dty: Type,
        aty: Type,
        bty: Type,
        sat: bool,
        po: bool,
        shr: u8,
        neg_ab: bool,
        neg_c: bool,
        d: Dst,
        a: Src,
        asel: VSel,
        b: Src,
        bsel: VSel,
        c: Src,
    },
    Vset {
        aty: Type,
        bty: Type,
        cmp: Cmp,
        second: VideoSecond,
        d: Dst,
        a: Src,
        asel: VSel,
        b: Src,
        bsel: VSel,
    },
    /// vadd2 ... vset4. `lanes` is 2 or 4; `asel`/`bsel` are the lane
    /// selectors (digits, one per lane, lane 0 first), `mask` the destination
    /// lanes written (bit i = lane i), `acc` the `.add` form.
    Simd {
        op: SimdOp,
        lanes: u8,
        dty: Type,
        aty: Type,
        bty: Type,
        sat: bool,
        acc: bool,
        mask: u8,
        asel: [u8; 4],
        bsel: [u8; 4],
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
    /// bar.sync / barrier.sync (id operand ignored beyond checking).
    Barrier,
    /// membar / fence / other instructions with no effect on a single thread.
    Nop,
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
