//! PTX text of an [`Op`]: the printer ([`pieces`], generated from each
//! declaration's `print` block in the instruction table), used for
//! `Display` (with register and variable names) and by the native GPU mode
//! (`lower/src/llvm/native.rs`, with inline-asm operands). The caller's
//! [`Operands`] turns each operand into a token; an operand it cannot
//! express makes the instruction unprintable (`None`). Sources are resolved
//! before destinations, so a register both read and written is read first.

use crate::ast::{Space, Type};
pub use crate::ir::pieces;
use crate::ir::{
    Addr, AtomOp, BoolOp, CallArg, Cmp, Dst, FuncId, MulMode, Op, Src, VSel, VideoOp2, VideoSecond,
    VoteMode, WarpOp,
};

/// Turns operands into tokens of the caller's choice.
pub trait Operands {
    /// What an operand becomes.
    type Tok;
    /// A source operand.
    fn src(&mut self, s: Src) -> Option<Self::Tok>;
    /// A destination operand.
    fn dst(&mut self, d: Dst) -> Option<Self::Tok>;
    /// A memory operand `[...]` (`None`: not expressible here).
    fn addr(&mut self, _a: &Addr) -> Option<Self::Tok> {
        None
    }
    /// The label of instruction `target` of the same body.
    fn label(&mut self, _target: u32) -> Option<Self::Tok> {
        None
    }
    /// A called function's name.
    fn callee(&mut self, _f: FuncId) -> Option<Self::Tok> {
        None
    }
    /// A `call` argument or return slot.
    fn call_arg(&mut self, _a: CallArg) -> Option<Self::Tok> {
        None
    }
}

/// A piece of an instruction's text: literal text or an operand's token.
pub enum Piece<T> {
    Text(String),
    Op(T),
}

/// Appends `toks` separated by `, `.
pub(super) fn list<T>(ps: &mut Vec<Piece<T>>, toks: Vec<T>) {
    for (i, t) in toks.into_iter().enumerate() {
        if i > 0 {
            ps.push(Piece::Text(", ".into()));
        }
        ps.push(Piece::Op(t));
    }
}

pub(super) fn space_name(s: Space) -> Option<&'static str> {
    Some(match s {
        Space::Global => "global",
        Space::Shared => "shared",
        Space::Local => "local",
        Space::Const => "const",
        Space::Param => "param",
        Space::Reg | Space::Sreg | Space::Tex => return None,
    })
}

pub(super) fn vec_name(n: usize) -> String {
    if n > 1 {
        format!(".v{n}")
    } else {
        String::new()
    }
}

pub(super) fn bool_name(op: BoolOp) -> &'static str {
    match op {
        BoolOp::And => "and",
        BoolOp::Or => "or",
        BoolOp::Xor => "xor",
    }
}

pub(super) fn atom_name(op: AtomOp) -> &'static str {
    match op {
        AtomOp::Add => "add",
        AtomOp::Min => "min",
        AtomOp::Max => "max",
        AtomOp::And => "and",
        AtomOp::Or => "or",
        AtomOp::Xor => "xor",
        AtomOp::Exch => "exch",
        AtomOp::Cas => "cas",
        AtomOp::Inc => "inc",
        AtomOp::Dec => "dec",
    }
}

/// A warp instruction's text (`Lockstep`, an internal point, has none).
pub(super) fn warp_pieces<O: Operands>(
    o: &mut O,
    wop: WarpOp,
    sync: bool,
    (d, p): (Dst, Dst),
    (a, not_a, b, c, mask): (Src, bool, Src, Src, Src),
) -> Option<Vec<Piece<O::Tok>>> {
    let name = wop.spelling(sync);
    // Sources first, in the order they are written.
    let (mut srcs, dsts): (Vec<(Src, bool)>, Vec<Dst>) = match wop {
        WarpOp::Shfl(_) => (vec![(a, false), (b, false), (c, false)], vec![d, p]),
        WarpOp::Vote(VoteMode::Ballot) => (vec![(a, not_a)], vec![d]),
        WarpOp::Vote(_) => (vec![(a, not_a)], vec![p]),
        WarpOp::Activemask => (vec![], vec![d]),
        WarpOp::Match { all: true, .. } => (vec![(a, false)], vec![d, p]),
        WarpOp::Match { all: false, .. } | WarpOp::Redux(_) => (vec![(a, false)], vec![d]),
        WarpOp::Elect => (vec![], vec![d, p]),
        WarpOp::Sync => (vec![], vec![]),
        WarpOp::Lockstep => return None,
    };
    if sync {
        srcs.push((mask, false));
    }
    let ts: Vec<(O::Tok, bool)> = srcs
        .iter()
        .map(|(s, n)| o.src(*s).map(|t| (t, *n)))
        .collect::<Option<_>>()?;
    // A second destination `_` is not written (`shfl`'s `|p`).
    let dsts: Vec<Dst> = match dsts.as_slice() {
        [x, Dst::Sink] => vec![*x],
        _ => dsts,
    };
    let td: Vec<O::Tok> = dsts.iter().map(|x| o.dst(*x)).collect::<Option<_>>()?;
    let mut ps = vec![Piece::Text(format!("{name} "))];
    for (i, t) in td.into_iter().enumerate() {
        if i > 0 {
            ps.push(Piece::Text("|".into()));
        }
        ps.push(Piece::Op(t));
    }
    for (i, (t, neg)) in ts.into_iter().enumerate() {
        let sep = if i == 0 && dsts.is_empty() { "" } else { ", " };
        ps.push(Piece::Text(format!("{sep}{}", if neg { "!" } else { "" })));
        ps.push(Piece::Op(t));
    }
    ps.push(Piece::Text(";".into()));
    Some(ps)
}

pub(super) fn vsel(s: VSel) -> String {
    match s {
        VSel::Word => String::new(),
        VSel::B(n) => format!(".b{n}"),
        VSel::H(n) => format!(".h{n}"),
    }
}

pub(super) fn cmp_name(c: Cmp) -> &'static str {
    match c {
        Cmp::Eq => "eq",
        Cmp::Ne => "ne",
        Cmp::Lt => "lt",
        Cmp::Le => "le",
        Cmp::Gt => "gt",
        Cmp::Ge => "ge",
        Cmp::Lo => "lo",
        Cmp::Ls => "ls",
        Cmp::Hi => "hi",
        Cmp::Hs => "hs",
    }
}

pub(super) fn mode_name(m: MulMode) -> &'static str {
    match m {
        MulMode::Lo => "lo",
        MulMode::Hi => "hi",
        MulMode::Wide => "wide",
    }
}

pub(super) fn simd_sel(lanes: u8, sel: &[u8; 4]) -> String {
    let p = if lanes == 2 { ".h" } else { ".b" };
    let digits: String = (0..lanes as usize)
        .rev()
        .map(|l| char::from(b'0' + (sel[l] & 7)))
        .collect();
    format!("{p}{digits}")
}

pub(super) fn simd_mask(lanes: u8, mask: u8) -> String {
    let p = if lanes == 2 { ".h" } else { ".b" };
    let digits: String = (0..lanes)
        .rev()
        .filter(|l| mask >> l & 1 == 1)
        .map(|l| char::from(b'0' + l))
        .collect();
    format!("{p}{digits}")
}

/// `mnemonic d, s1, s2, ...;`. Sources are resolved before the destination,
/// so a register both read and written by one instruction is read from its
/// input operand.
pub(super) fn plain_text<O: Operands>(
    o: &mut O,
    name: String,
    d: Dst,
    srcs: &[Src],
) -> Option<Vec<Piece<O::Tok>>> {
    let toks: Vec<O::Tok> = srcs.iter().map(|s| o.src(*s)).collect::<Option<_>>()?;
    let dt = o.dst(d)?;
    let mut ps = vec![Piece::Text(format!("{name} ")), Piece::Op(dt)];
    for t in toks {
        ps.push(Piece::Text(", ".into()));
        ps.push(Piece::Op(t));
    }
    ps.push(Piece::Text(";".into()));
    Some(ps)
}

/// The instruction type's name (`u32`).
pub(super) fn t(ty: &Type) -> &'static str {
    ty.name()
}

/// `hi` or `lo`.
pub(super) fn hi_lo(hi: bool) -> &'static str {
    if hi {
        "hi"
    } else {
        "lo"
    }
}

/// `clamp` or `wrap`.
pub(super) fn clamp_wrap(clamp: bool) -> &'static str {
    if clamp {
        "clamp"
    } else {
        "wrap"
    }
}

/// `s32` or `u32`.
pub(super) fn su(signed: bool) -> &'static str {
    if signed {
        "s32"
    } else {
        "u32"
    }
}

/// The operands of a scalar video instruction (vadd..vshr, vset) after its
/// name `head`, with the secondary operation or merge.
pub(super) fn video_tail<O: Operands>(
    o: &mut O,
    head: String,
    second: &VideoSecond,
    c: Option<Src>,
    d: Dst,
    (a, asel): (Src, VSel),
    (bb, bsel): (Src, VSel),
) -> Option<Vec<Piece<O::Tok>>> {
    let ta = o.src(a)?;
    let tb = o.src(bb)?;
    let (name, dsel, tc) = match second {
        VideoSecond::None => (head, String::new(), None),
        VideoSecond::Op(op2) => {
            let o2 = match op2 {
                VideoOp2::Add => ".add",
                VideoOp2::Min => ".min",
                VideoOp2::Max => ".max",
            };
            (format!("{head}{o2}"), String::new(), Some(o.src(c?)?))
        }
        VideoSecond::Merge(sel) => (head, vsel(*sel), Some(o.src(c?)?)),
    };
    let td = o.dst(d)?;
    let mut ps = vec![
        Piece::Text(format!("{name} ")),
        Piece::Op(td),
        Piece::Text(format!("{dsel}, ")),
        Piece::Op(ta),
        Piece::Text(format!("{}, ", vsel(asel))),
        Piece::Op(tb),
        Piece::Text(vsel(bsel)),
    ];
    if let Some(tc) = tc {
        ps.push(Piece::Text(", ".into()));
        ps.push(Piece::Op(tc));
    }
    ps.push(Piece::Text(";".into()));
    Some(ps)
}

/// An instruction of function `func` of `prog`, printable as PTX
/// (`Display`) with its registers', variables' and functions' names;
/// branch targets are named by `label` (default: `$L` and the target's
/// instruction index). [`Op::show`] makes one.
pub struct Shown<'a> {
    pub op: &'a Op,
    pub func: &'a crate::ir::Func,
    pub prog: &'a crate::ir::Program,
    pub label: Option<&'a dyn Fn(u32) -> String>,
}

impl Op {
    /// This instruction of `func`, printable as PTX.
    pub fn show<'a>(
        &'a self,
        func: &'a crate::ir::Func,
        prog: &'a crate::ir::Program,
    ) -> Shown<'a> {
        Shown {
            op: self,
            func,
            prog,
            label: None,
        }
    }
}

/// Names for [`Shown`].
struct Names<'a, 'b>(&'b Shown<'a>);

impl Names<'_, '_> {
    fn reg(&self, r: crate::ir::RegId) -> Option<String> {
        self.0.func.regs.get(r as usize).map(|x| x.name.clone())
    }

    fn var(&self, v: crate::ir::VarId) -> Option<String> {
        self.0.prog.vars.get(v as usize).map(|x| x.name.clone())
    }
}

impl Operands for Names<'_, '_> {
    type Tok = String;
    fn src(&mut self, s: Src) -> Option<String> {
        match s {
            Src::Reg(r) => self.reg(r),
            Src::Imm(v) => Some(format!("{v:#x}")),
            Src::Sreg(x) => Some(x.name()),
            Src::VarAddr(v) => self.var(v),
        }
    }
    fn dst(&mut self, d: Dst) -> Option<String> {
        match d {
            Dst::Reg(r) => self.reg(r),
            Dst::Sink => Some("_".into()),
        }
    }
    fn addr(&mut self, a: &Addr) -> Option<String> {
        let base = match a.base {
            crate::ir::AddrBase::Reg(r) => self.reg(r)?,
            crate::ir::AddrBase::Var(v) => self.var(v)?,
            crate::ir::AddrBase::Abs => return Some(format!("[{:#x}]", a.offset)),
        };
        Some(match a.offset {
            0 => format!("[{base}]"),
            o => format!("[{base}+{o}]"),
        })
    }
    fn label(&mut self, target: u32) -> Option<String> {
        Some(match self.0.label {
            Some(f) => f(target),
            None => format!("$L{target}"),
        })
    }
    fn callee(&mut self, f: FuncId) -> Option<String> {
        self.0.prog.funcs.get(f as usize).map(|x| x.name.clone())
    }
    fn call_arg(&mut self, a: CallArg) -> Option<String> {
        match a {
            CallArg::Reg(r) => self.reg(r),
            CallArg::Imm(v) => Some(format!("{v:#x}")),
            CallArg::Var(v) => self.var(v),
        }
    }
}

impl std::fmt::Display for Shown<'_> {
    /// The instruction as PTX; one that has no text of its own (an
    /// unsupported instruction, kept by name; the internal lockstep point
    /// and indirect-call check) prints as a comment.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match pieces(&mut Names(self), self.op) {
            Some(ps) => {
                for p in ps {
                    match p {
                        Piece::Text(t) | Piece::Op(t) => f.write_str(&t)?,
                    }
                }
                Ok(())
            }
            None => write!(f, "// {}", self.op.name()),
        }
    }
}
