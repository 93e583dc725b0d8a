//! PTX text of an [`Op`]: one printer for every instruction, used for
//! `Display` (with register and variable names) and by the native GPU mode
//! (`lower/src/llvm/native.rs`, with inline-asm operands). The caller's
//! [`Operands`] turns each operand into a token; an operand it cannot
//! express makes the instruction unprintable (`None`). Sources are resolved
//! before destinations, so a register both read and written is read first.

use crate::ast::{Space, Type};
use crate::ir::{
    Addr, AtomOp, BoolOp, CallArg, Cmp, Dst, FuncId, MulMode, Op, PrmtMode, SimdMods, SimdOp, Src,
    VSel, VideoMods, VideoOp, VideoOp2, VideoSecond, VmadMods, VoteMode, VsetMods, WarpOp,
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
fn list<T>(ps: &mut Vec<Piece<T>>, toks: Vec<T>) {
    for (i, t) in toks.into_iter().enumerate() {
        if i > 0 {
            ps.push(Piece::Text(", ".into()));
        }
        ps.push(Piece::Op(t));
    }
}

fn space_name(s: Space) -> Option<&'static str> {
    Some(match s {
        Space::Global => "global",
        Space::Shared => "shared",
        Space::Local => "local",
        Space::Const => "const",
        Space::Param => "param",
        Space::Reg | Space::Sreg | Space::Tex => return None,
    })
}

fn vec_name(n: usize) -> String {
    if n > 1 {
        format!(".v{n}")
    } else {
        String::new()
    }
}

fn bool_name(op: BoolOp) -> &'static str {
    match op {
        BoolOp::And => "and",
        BoolOp::Or => "or",
        BoolOp::Xor => "xor",
    }
}

fn atom_name(op: AtomOp) -> &'static str {
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
fn warp_pieces<O: Operands>(
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

fn vsel(s: VSel) -> String {
    match s {
        VSel::Word => String::new(),
        VSel::B(n) => format!(".b{n}"),
        VSel::H(n) => format!(".h{n}"),
    }
}

fn cmp_name(c: Cmp) -> &'static str {
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

fn mode_name(m: MulMode) -> &'static str {
    match m {
        MulMode::Lo => "lo",
        MulMode::Hi => "hi",
        MulMode::Wide => "wide",
    }
}

fn simd_sel(lanes: u8, sel: &[u8; 4]) -> String {
    let p = if lanes == 2 { ".h" } else { ".b" };
    let digits: String = (0..lanes as usize)
        .rev()
        .map(|l| char::from(b'0' + (sel[l] & 7)))
        .collect();
    format!("{p}{digits}")
}

fn simd_mask(lanes: u8, mask: u8) -> String {
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
fn plain<O: Operands>(o: &mut O, name: String, d: Dst, srcs: &[Src]) -> Option<Vec<Piece<O::Tok>>> {
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

/// The PTX text of one instruction, as pieces.
pub fn pieces<O: Operands>(o: &mut O, op: &Op) -> Option<Vec<Piece<O::Tok>>> {
    let t = |ty: &Type| ty.name();
    // The mnemonic is `Op::info`'s: the one place it is spelled.
    let mn = op.info().mnemonic;
    match op {
        Op::AddSub {
            sub: _,
            ty,
            sat,
            carry,
            d,
            a,
            b: bb,
        } => {
            let name = format!(
                "{mn}{}{}.{}",
                if *sat { ".sat" } else { "" },
                if carry.cout { ".cc" } else { "" },
                t(ty)
            );
            plain(o, name, *d, &[*a, *bb])
        }
        Op::Mul {
            ty,
            mode,
            d,
            a,
            b: bb,
        } => plain(
            o,
            format!("{mn}.{}.{}", mode_name(*mode), t(ty)),
            *d,
            &[*a, *bb],
        ),
        Op::Mad {
            ty,
            mode,
            sat,
            carry,
            d,
            a,
            b: bb,
            c,
        } => {
            let name = format!(
                "{mn}.{}{}{}.{}",
                mode_name(*mode),
                if *sat { ".sat" } else { "" },
                if carry.cout { ".cc" } else { "" },
                t(ty)
            );
            plain(o, name, *d, &[*a, *bb, *c])
        }
        Op::Mul24 {
            ty,
            hi,
            d,
            a,
            b: bb,
        } => plain(
            o,
            format!("{mn}.{}.{}", if *hi { "hi" } else { "lo" }, t(ty)),
            *d,
            &[*a, *bb],
        ),
        Op::Mad24 {
            ty,
            hi,
            sat,
            d,
            a,
            b: bb,
            c,
        } => plain(
            o,
            format!(
                "{mn}.{}{}.{}",
                if *hi { "hi" } else { "lo" },
                if *sat { ".sat" } else { "" },
                t(ty)
            ),
            *d,
            &[*a, *bb, *c],
        ),
        Op::Sad { ty, d, a, b: bb, c } => plain(o, format!("{mn}.{}", t(ty)), *d, &[*a, *bb, *c]),
        Op::Div { ty, d, a, b: bb } => plain(o, format!("{mn}.{}", t(ty)), *d, &[*a, *bb]),
        Op::Rem { ty, d, a, b: bb } => plain(o, format!("{mn}.{}", t(ty)), *d, &[*a, *bb]),
        Op::Abs { ty, d, a } => plain(o, format!("{mn}.{}", t(ty)), *d, &[*a]),
        Op::Neg { ty, d, a } => plain(o, format!("{mn}.{}", t(ty)), *d, &[*a]),
        Op::MinMax {
            max: _,
            ty,
            relu,
            d,
            a,
            b: bb,
        } => plain(
            o,
            format!("{mn}{}.{}", if *relu { ".relu" } else { "" }, t(ty)),
            *d,
            &[*a, *bb],
        ),
        Op::Popc { ty, d, a } => plain(o, format!("{mn}.{}", t(ty)), *d, &[*a]),
        Op::Clz { ty, d, a } => plain(o, format!("{mn}.{}", t(ty)), *d, &[*a]),
        Op::Brev { ty, d, a } => plain(o, format!("{mn}.{}", t(ty)), *d, &[*a]),
        Op::Bfind { ty, shiftamt, d, a } => plain(
            o,
            format!("{mn}{}.{}", if *shiftamt { ".shiftamt" } else { "" }, t(ty)),
            *d,
            &[*a],
        ),
        Op::Fns {
            d,
            mask,
            base,
            offset,
        } => plain(o, format!("{mn}.b32"), *d, &[*mask, *base, *offset]),
        Op::Bfe { ty, d, a, pos, len } => {
            plain(o, format!("{mn}.{}", t(ty)), *d, &[*a, *pos, *len])
        }
        Op::Bfi {
            ty,
            d,
            f,
            b: bb,
            pos,
            len,
        } => plain(o, format!("{mn}.{}", t(ty)), *d, &[*f, *bb, *pos, *len]),
        Op::CvtPack {
            bits,
            signed,
            d,
            a,
            b: bb,
            c,
        } => {
            let name = format!(
                "{mn}.sat.{}{}.s32{}",
                if *signed { "s" } else { "u" },
                bits,
                if c.is_some() { ".b32" } else { "" }
            );
            match c {
                Some(c) => plain(o, name, *d, &[*a, *bb, *c]),
                None => plain(o, name, *d, &[*a, *bb]),
            }
        }
        Op::Szext {
            signed,
            clamp,
            d,
            a,
            b: bb,
        } => plain(
            o,
            format!(
                "{mn}.{}.{}",
                if *clamp { "clamp" } else { "wrap" },
                if *signed { "s32" } else { "u32" }
            ),
            *d,
            &[*a, *bb],
        ),
        Op::Bmsk { clamp, d, a, b: bb } => plain(
            o,
            format!("{mn}.{}.b32", if *clamp { "clamp" } else { "wrap" }),
            *d,
            &[*a, *bb],
        ),
        Op::Dp4a {
            a_signed,
            b_signed,
            d,
            a,
            b: bb,
            c,
        } => plain(
            o,
            format!("{mn}.{}.{}", su(*a_signed), su(*b_signed)),
            *d,
            &[*a, *bb, *c],
        ),
        Op::Dp2a {
            hi,
            a_signed,
            b_signed,
            d,
            a,
            b: bb,
            c,
        } => plain(
            o,
            format!(
                "{mn}.{}.{}.{}",
                if *hi { "hi" } else { "lo" },
                su(*a_signed),
                su(*b_signed)
            ),
            *d,
            &[*a, *bb, *c],
        ),
        Op::Bitwise {
            op: _,
            ty,
            d,
            a,
            b: bb,
        } => plain(o, format!("{mn}.{}", t(ty)), *d, &[*a, *bb]),
        Op::Not { ty, d, a } => plain(o, format!("{mn}.{}", t(ty)), *d, &[*a]),
        Op::Shl { ty, d, a, b: bb } => plain(o, format!("{mn}.{}", t(ty)), *d, &[*a, *bb]),
        Op::Shr { ty, d, a, b: bb } => plain(o, format!("{mn}.{}", t(ty)), *d, &[*a, *bb]),
        Op::Shf {
            left,
            clamp,
            d,
            a,
            b: bb,
            c,
        } => plain(
            o,
            format!(
                "{mn}.{}.{}.b32",
                if *left { "l" } else { "r" },
                if *clamp { "clamp" } else { "wrap" }
            ),
            *d,
            &[*a, *bb, *c],
        ),
        Op::Prmt {
            mode,
            d,
            a,
            b: bb,
            c,
        } => {
            let m = match mode {
                PrmtMode::Default => "",
                PrmtMode::F4e => ".f4e",
                PrmtMode::B4e => ".b4e",
                PrmtMode::Rc8 => ".rc8",
                PrmtMode::Ecl => ".ecl",
                PrmtMode::Ecr => ".ecr",
                PrmtMode::Rc16 => ".rc16",
            };
            plain(o, format!("{mn}.b32{m}"), *d, &[*a, *bb, *c])
        }
        Op::Lop3 {
            d,
            a,
            b: bb,
            c,
            lut,
        } => plain(
            o,
            format!("{mn}.b32"),
            *d,
            &[*a, *bb, *c, Src::Imm(u64::from(*lut))],
        ),
        Op::Video { m, d, a, b: bb, c } => {
            let VideoMods {
                op: vop,
                dty,
                aty,
                bty,
                sat,
                clamp,
                asel,
                bsel,
                second,
            } = m;
            let shift = matches!(vop, VideoOp::Shl | VideoOp::Shr);
            let mut head = format!(
                "{mn}.{}.{}.{}{}",
                t(dty),
                t(aty),
                t(bty),
                if *sat { ".sat" } else { "" }
            );
            if shift {
                head.push_str(if *clamp { ".clamp" } else { ".wrap" });
            }
            video_tail(o, head, second, *c, *d, *a, *asel, *bb, *bsel)
        }
        Op::Vset { m, d, a, b: bb, c } => {
            let VsetMods {
                aty,
                bty,
                cmp,
                asel,
                bsel,
                second,
            } = m;
            let head = format!("{mn}.{}.{}.{}", t(aty), t(bty), cmp_name(*cmp));
            video_tail(o, head, second, *c, *d, *a, *asel, *bb, *bsel)
        }
        Op::Vmad { m, d, a, b: bb, c } => {
            let VmadMods {
                dty,
                aty,
                bty,
                sat,
                po,
                shr,
                neg_ab,
                neg_c,
                asel,
                bsel,
            } = m;
            let name = format!(
                "{mn}.{}.{}.{}{}{}{}",
                t(dty),
                t(aty),
                t(bty),
                if *po { ".po" } else { "" },
                if *sat { ".sat" } else { "" },
                match shr {
                    7 => ".shr7",
                    15 => ".shr15",
                    _ => "",
                }
            );
            let ta = o.src(*a)?;
            let tb = o.src(*bb)?;
            let tc = o.src(*c)?;
            let td = o.dst(*d)?;
            Some(vec![
                Piece::Text(format!("{name} ")),
                Piece::Op(td),
                Piece::Text(format!(", {}", if *neg_ab { "-" } else { "" })),
                Piece::Op(ta),
                Piece::Text(format!("{}, ", vsel(*asel))),
                Piece::Op(tb),
                Piece::Text(format!(
                    "{}, {}",
                    vsel(*bsel),
                    if *neg_c { "-" } else { "" }
                )),
                Piece::Op(tc),
                Piece::Text(";".into()),
            ])
        }
        Op::Simd { m, d, a, b: bb, c } => {
            let SimdMods {
                op: sop,
                lanes,
                dty,
                aty,
                bty,
                sat,
                acc,
                mask,
                asel,
                bsel,
            } = m;
            let arith = || {
                format!(
                    "{mn}.{}.{}.{}{}{}",
                    t(dty),
                    t(aty),
                    t(bty),
                    if *sat { ".sat" } else { "" },
                    if *acc { ".add" } else { "" }
                )
            };
            let name = match sop {
                SimdOp::Set(cmp) => format!(
                    "{mn}.{}.{}.{}{}",
                    t(aty),
                    t(bty),
                    cmp_name(*cmp),
                    if *acc { ".add" } else { "" }
                ),
                SimdOp::Add
                | SimdOp::Sub
                | SimdOp::Avrg
                | SimdOp::Absdiff
                | SimdOp::Min
                | SimdOp::Max => arith(),
            };
            let ta = o.src(*a)?;
            let tb = o.src(*bb)?;
            let tc = o.src(*c)?;
            let td = o.dst(*d)?;
            Some(vec![
                Piece::Text(format!("{name} ")),
                Piece::Op(td),
                Piece::Text(format!("{}, ", simd_mask(*lanes, *mask))),
                Piece::Op(ta),
                Piece::Text(format!("{}, ", simd_sel(*lanes, asel))),
                Piece::Op(tb),
                Piece::Text(format!("{}, ", simd_sel(*lanes, bsel))),
                Piece::Op(tc),
                Piece::Text(";".into()),
            ])
        }
        Op::Nanosleep { t } => {
            let tt = o.src(*t)?;
            Some(vec![
                Piece::Text(format!("{mn}.u32 ")),
                Piece::Op(tt),
                Piece::Text(";".into()),
            ])
        }
        Op::Mov { ty, d, a } => plain(o, format!("{mn}.{}", t(ty)), *d, &[*a]),
        Op::Cnot { ty, d, a } => plain(o, format!("{mn}.{}", t(ty)), *d, &[*a]),
        Op::Pack {
            elem_bits,
            d,
            parts,
        } => {
            let srcs: Vec<O::Tok> = parts.iter().map(|p| o.src(*p)).collect::<Option<_>>()?;
            let td = o.dst(*d)?;
            let total = *elem_bits as usize * parts.len();
            let mut ps = vec![
                Piece::Text(format!("{mn}.b{total} ")),
                Piece::Op(td),
                Piece::Text(", {".into()),
            ];
            list(&mut ps, srcs);
            ps.push(Piece::Text("};".into()));
            Some(ps)
        }
        Op::Unpack {
            elem_bits,
            parts,
            a,
        } => {
            let ta = o.src(*a)?;
            let dsts: Vec<O::Tok> = parts.iter().map(|p| o.dst(*p)).collect::<Option<_>>()?;
            let total = *elem_bits as usize * parts.len();
            let mut ps = vec![Piece::Text(format!("{mn}.b{total} {{"))];
            list(&mut ps, dsts);
            ps.push(Piece::Text("}, ".into()));
            ps.push(Piece::Op(ta));
            ps.push(Piece::Text(";".into()));
            Some(ps)
        }
        Op::Cvt {
            dty,
            sty,
            sat,
            d,
            a,
        } => plain(
            o,
            format!(
                "{mn}{}.{}.{}",
                if *sat { ".sat" } else { "" },
                t(dty),
                t(sty)
            ),
            *d,
            &[*a],
        ),
        Op::Cvta { to, space, d, a } => plain(
            o,
            format!(
                "{mn}{}.{}.u64",
                if *to { ".to" } else { "" },
                space_name(*space)?
            ),
            *d,
            &[*a],
        ),
        Op::Isspacep { space, p, a } => {
            plain(o, format!("{mn}.{}", space_name(*space)?), *p, &[*a])
        }
        Op::Setp {
            cmp,
            ty,
            comb,
            p,
            q,
            a,
            b: bb,
        } => {
            let (ta, tb) = (o.src(*a)?, o.src(*bb)?);
            let tc = match comb {
                Some((_, c, _)) => Some(o.src(*c)?),
                None => None,
            };
            let tp = o.dst(*p)?;
            let tq = match q {
                Some(q) => Some(o.dst(*q)?),
                None => None,
            };
            let bop = comb.map_or(String::new(), |(op, _, _)| format!(".{}", bool_name(op)));
            let mut ps = vec![
                Piece::Text(format!("{mn}.{}{bop}.{} ", cmp_name(*cmp), t(ty))),
                Piece::Op(tp),
            ];
            if let Some(tq) = tq {
                ps.push(Piece::Text("|".into()));
                ps.push(Piece::Op(tq));
            }
            ps.extend([
                Piece::Text(", ".into()),
                Piece::Op(ta),
                Piece::Text(", ".into()),
                Piece::Op(tb),
            ]);
            if let (Some(tc), Some((_, _, not))) = (tc, comb) {
                ps.push(Piece::Text(if *not { ", !" } else { ", " }.into()));
                ps.push(Piece::Op(tc));
            }
            ps.push(Piece::Text(";".into()));
            Some(ps)
        }
        Op::Set {
            cmp,
            ty,
            dty,
            comb,
            d,
            a,
            b: bb,
        } => {
            let (ta, tb) = (o.src(*a)?, o.src(*bb)?);
            let tc = match comb {
                Some((_, c, _)) => Some(o.src(*c)?),
                None => None,
            };
            let td = o.dst(*d)?;
            let bop = comb.map_or(String::new(), |(op, _, _)| format!(".{}", bool_name(op)));
            let mut ps = vec![
                Piece::Text(format!(
                    "{mn}.{}{bop}.{}.{} ",
                    cmp_name(*cmp),
                    t(dty),
                    t(ty)
                )),
                Piece::Op(td),
                Piece::Text(", ".into()),
                Piece::Op(ta),
                Piece::Text(", ".into()),
                Piece::Op(tb),
            ];
            if let (Some(tc), Some((_, _, not))) = (tc, comb) {
                ps.push(Piece::Text(if *not { ", !" } else { ", " }.into()));
                ps.push(Piece::Op(tc));
            }
            ps.push(Piece::Text(";".into()));
            Some(ps)
        }
        Op::Selp { ty, d, a, b: bb, c } => plain(o, format!("{mn}.{}", t(ty)), *d, &[*a, *bb, *c]),
        Op::Slct { ty, d, a, b: bb, c } => {
            plain(o, format!("{mn}.{}.s32", t(ty)), *d, &[*a, *bb, *c])
        }
        Op::Ld { space, ty, d, addr } => {
            let ta = o.addr(addr)?;
            let dsts: Vec<O::Tok> = d.iter().map(|x| o.dst(*x)).collect::<Option<_>>()?;
            let mut ps = vec![Piece::Text(format!(
                "{mn}.{}{}.{} ",
                space_name(*space)?,
                vec_name(d.len()),
                t(ty)
            ))];
            if d.len() > 1 {
                ps.push(Piece::Text("{".into()));
                list(&mut ps, dsts);
                ps.push(Piece::Text("}".into()));
            } else {
                list(&mut ps, dsts);
            }
            ps.extend([
                Piece::Text(", ".into()),
                Piece::Op(ta),
                Piece::Text(";".into()),
            ]);
            Some(ps)
        }
        Op::St { space, ty, addr, v } => {
            let srcs: Vec<O::Tok> = v.iter().map(|x| o.src(*x)).collect::<Option<_>>()?;
            let ta = o.addr(addr)?;
            let mut ps = vec![
                Piece::Text(format!(
                    "{mn}.{}{}.{} ",
                    space_name(*space)?,
                    vec_name(v.len()),
                    t(ty)
                )),
                Piece::Op(ta),
                Piece::Text(", ".into()),
            ];
            if v.len() > 1 {
                ps.push(Piece::Text("{".into()));
                list(&mut ps, srcs);
                ps.push(Piece::Text("}".into()));
            } else {
                list(&mut ps, srcs);
            }
            ps.push(Piece::Text(";".into()));
            Some(ps)
        }
        Op::Atom {
            space,
            op: aop,
            ty,
            d,
            addr,
            b: bb,
            c,
        } => {
            let tb = o.src(*bb)?;
            let tc = match c {
                Some(c) => Some(o.src(*c)?),
                None => None,
            };
            let ta = o.addr(addr)?;
            let name = format!("{}.{}.{}", space_name(*space)?, atom_name(*aop), t(ty));
            let mut ps = if *d == Dst::Sink {
                vec![Piece::Text(format!("{mn}.{name} ")), Piece::Op(ta)]
            } else {
                let td = o.dst(*d)?;
                vec![
                    Piece::Text(format!("{mn}.{name} ")),
                    Piece::Op(td),
                    Piece::Text(", ".into()),
                    Piece::Op(ta),
                ]
            };
            ps.extend([Piece::Text(", ".into()), Piece::Op(tb)]);
            if let Some(tc) = tc {
                ps.extend([Piece::Text(", ".into()), Piece::Op(tc)]);
            }
            ps.push(Piece::Text(";".into()));
            Some(ps)
        }
        Op::Bra { target } => {
            let l = o.label(*target)?;
            Some(vec![
                Piece::Text(format!("{mn} ")),
                Piece::Op(l),
                Piece::Text(";".into()),
            ])
        }
        Op::Call { func, rets, args } => {
            let tr: Vec<O::Tok> = rets.iter().map(|x| o.call_arg(*x)).collect::<Option<_>>()?;
            let targs: Vec<O::Tok> = args.iter().map(|x| o.call_arg(*x)).collect::<Option<_>>()?;
            let tf = o.callee(*func)?;
            let mut ps = vec![Piece::Text(format!("{mn} "))];
            if !rets.is_empty() {
                ps.push(Piece::Text("(".into()));
                list(&mut ps, tr);
                ps.push(Piece::Text("), ".into()));
            }
            ps.push(Piece::Op(tf));
            if !args.is_empty() {
                ps.push(Piece::Text(", (".into()));
                list(&mut ps, targs);
                ps.push(Piece::Text(")".into()));
            }
            ps.push(Piece::Text(";".into()));
            Some(ps)
        }
        Op::Ret => Some(vec![Piece::Text(format!("{mn};"))]),
        Op::Exit => Some(vec![Piece::Text(format!("{mn};"))]),
        Op::Barrier { red: None } => Some(vec![Piece::Text(format!("{mn} 0;"))]),
        Op::Barrier { red: Some(r) } => {
            let tc = o.src(r.c)?;
            let td = o.dst(r.d)?;
            let ty = if r.op == crate::ir::BarRedOp::Popc {
                "u32"
            } else {
                "pred"
            };
            Some(vec![
                Piece::Text(format!("{mn}.{}.{ty} ", r.op.name())),
                Piece::Op(td),
                Piece::Text(if r.not_c { ", 0, !" } else { ", 0, " }.into()),
                Piece::Op(tc),
                Piece::Text(";".into()),
            ])
        }
        // Every fence is one `Op::Nop` (it orders nothing for one thread).
        Op::Nop => Some(vec![Piece::Text(format!("{mn}.cta;"))]),
        Op::Trap {
            kind: crate::ir::TrapKind::Instruction,
        } => Some(vec![Piece::Text(format!("{mn};"))]),
        // The check of an indirect call's target: no PTX of its own.
        Op::Trap {
            kind: crate::ir::TrapKind::BadCallTarget,
        } => None,
        Op::CpAsync {
            dst,
            src,
            size,
            src_size,
            ignore,
        } => {
            let tsz = match src_size {
                Some(s) => Some(o.src(*s)?),
                None => None,
            };
            let tig = match ignore {
                Some((p, _)) => Some(o.src(*p)?),
                None => None,
            };
            let (td, ts) = (o.addr(dst)?, o.addr(src)?);
            let mut ps = vec![
                Piece::Text(format!("{mn}.ca.shared.global ")),
                Piece::Op(td),
                Piece::Text(", ".into()),
                Piece::Op(ts),
                Piece::Text(format!(", {size}")),
            ];
            if let Some(tsz) = tsz {
                ps.extend([Piece::Text(", ".into()), Piece::Op(tsz)]);
            }
            if let (Some(tig), Some((_, neg))) = (tig, ignore) {
                ps.push(Piece::Text(if *neg { ", !" } else { ", " }.into()));
                ps.push(Piece::Op(tig));
            }
            ps.push(Piece::Text(";".into()));
            Some(ps)
        }
        Op::Warp {
            op: wop,
            sync,
            d,
            p,
            a,
            not_a,
            b: bb,
            c,
            mask,
        } => warp_pieces(o, *wop, *sync, (*d, *p), (*a, *not_a, *bb, *c, *mask)),
        // Its name is all that is kept of it.
        Op::Unsupported { .. } => None,
    }
}

fn su(signed: bool) -> &'static str {
    if signed {
        "s32"
    } else {
        "u32"
    }
}

/// The operands of a scalar video instruction (vadd..vshr, vset) after its
/// name `head`, with the secondary operation or merge.
#[allow(clippy::too_many_arguments)]
fn video_tail<O: Operands>(
    o: &mut O,
    head: String,
    second: &VideoSecond,
    c: Option<Src>,
    d: Dst,
    a: Src,
    asel: VSel,
    bb: Src,
    bsel: VSel,
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
