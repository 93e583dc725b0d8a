//! The instruction table: every PTX instruction ptxjit knows, declared
//! once. Each declaration states, in one place:
//! * its variant of [`Op`] and the fields its modifiers and operands
//!   become (each operand field with its role, `=> dst`, `=> src`, ...);
//! * the opcodes the checker decodes into it, with their flags;
//! * `info`: its properties ([`OpInfo`]: mnemonic, PTX version and target
//!   as ptxas 12.9 enforces them, CC.CF use, warp, inline PTX on the GPU);
//! * `print`: its PTX text (for `Display` and the native GPU mode), from
//!   the mnemonic `mn` through the caller's operand tokens `o`.
//!
//! It sits in its family (`int_ops` ... `dispatcher_ops`), which routes it
//! in every backend's dispatcher. `declare.rs` says what is generated;
//! `docs/architecture.md` ("Adding an instruction") what else a new one
//! needs: its checker rule, its semantics in the oracle, its lowering arm
//! and its tests, each of which the compiler names.

use super::declare::{ByMut, ByRef};
use super::print::*;
use super::*;
use crate::ast::{Space, Type};

instructions! {
    printer(o, mn);

    /// Integer arithmetic, with the carry forms of `AddSub`/`Mad`: the
    /// shared scalar lowering (`lower/src/expand/scalar.rs`) for both
    /// backends (Cranelift first takes runs of carry chains as wide sums,
    /// `clif/wide.rs`).
    family int_ops {
        /// add/sub/addc/subc with `.cc`/`.sat`; `ty` may be `U16x2`/`S16x2`.
        AddSub {
            sub: bool,
            ty: Type,
            sat: bool,
            carry: Carry,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
        }
        opcodes [Add = "add" one_type, Sub = "sub" one_type, Addc = "addc" int_only, Subc = "subc" int_only]
        info {
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
        print {
            let name = format!(
                "{mn}{}{}.{}",
                if *sat { ".sat" } else { "" },
                if carry.cout { ".cc" } else { "" },
                t(ty)
            );
            plain_text(o, name, *d, &[*a, *b])
        }

        Mul {
            ty: Type,
            mode: MulMode,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
        }
        opcodes [Mul = "mul" one_type]
        info {
            match mode {
                MulMode::Hi => native("mul", 10, 20),
                MulMode::Lo | MulMode::Wide => plain("mul", 10, 20),
            }
        }
        print {
            plain_text(o, format!("{mn}.{}.{}", mode_name(*mode), t(ty)), *d, &[*a, *b])
        }

        /// mad/mad.cc/madc; `sat` only on `.hi.sat.s32`.
        Mad {
            ty: Type,
            mode: MulMode,
            sat: bool,
            carry: Carry,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
            c: Src => src,
        }
        opcodes [Mad = "mad" one_type, Madc = "madc" int_only]
        info {
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
        print {
            let name = format!(
                "{mn}.{}{}{}.{}",
                mode_name(*mode),
                if *sat { ".sat" } else { "" },
                if carry.cout { ".cc" } else { "" },
                t(ty)
            );
            plain_text(o, name, *d, &[*a, *b, *c])
        }

        Mul24 {
            ty: Type,
            hi: bool,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
        }
        opcodes [Mul24 = "mul24" int_only]
        info { native("mul24", 10, 20) }
        print {
            plain_text(o, format!("{mn}.{}.{}", hi_lo(*hi), t(ty)), *d, &[*a, *b])
        }

        Mad24 {
            ty: Type,
            hi: bool,
            sat: bool,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
            c: Src => src,
        }
        opcodes [Mad24 = "mad24" int_only]
        info { native("mad24", 10, 20) }
        print {
            let name = format!("{mn}.{}{}.{}", hi_lo(*hi), if *sat { ".sat" } else { "" }, t(ty));
            plain_text(o, name, *d, &[*a, *b, *c])
        }

        Sad {
            ty: Type,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
            c: Src => src,
        }
        opcodes [Sad = "sad" int_only]
        info { native("sad", 10, 20) }
        print { plain_text(o, format!("{mn}.{}", t(ty)), *d, &[*a, *b, *c]) }

        Div {
            ty: Type,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
        }
        opcodes [Div = "div" one_type]
        info { native("div", 10, 20) }
        print { plain_text(o, format!("{mn}.{}", t(ty)), *d, &[*a, *b]) }

        Rem {
            ty: Type,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
        }
        opcodes [Rem = "rem" int_only]
        info { native("rem", 10, 20) }
        print { plain_text(o, format!("{mn}.{}", t(ty)), *d, &[*a, *b]) }

        Abs {
            ty: Type,
            d: Dst => dst,
            a: Src => src,
        }
        opcodes [Abs = "abs" one_type]
        info { plain("abs", 10, 20) }
        print { plain_text(o, format!("{mn}.{}", t(ty)), *d, &[*a]) }

        Neg {
            ty: Type,
            d: Dst => dst,
            a: Src => src,
        }
        opcodes [Neg = "neg" one_type]
        info { plain("neg", 10, 20) }
        print { plain_text(o, format!("{mn}.{}", t(ty)), *d, &[*a]) }

        /// min/max, `.relu` on `.s32`/`.s16x2`.
        MinMax {
            max: bool,
            ty: Type,
            relu: bool,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
        }
        opcodes [Min = "min" one_type, Max = "max" one_type]
        info {
            let mnemonic = if *max { "max" } else { "min" };
            if is_x2(*ty) {
                native(mnemonic, 80, 90)
            } else if *relu {
                native(mnemonic, 70, 90)
            } else {
                plain(mnemonic, 10, 20)
            }
        }
        print {
            let name = format!("{mn}{}.{}", if *relu { ".relu" } else { "" }, t(ty));
            plain_text(o, name, *d, &[*a, *b])
        }

        Popc {
            ty: Type,
            d: Dst => dst,
            a: Src => src,
        }
        opcodes [Popc = "popc" int_only]
        info { native("popc", 20, 20) }
        print { plain_text(o, format!("{mn}.{}", t(ty)), *d, &[*a]) }

        Clz {
            ty: Type,
            d: Dst => dst,
            a: Src => src,
        }
        opcodes [Clz = "clz" int_only]
        info { native("clz", 20, 20) }
        print { plain_text(o, format!("{mn}.{}", t(ty)), *d, &[*a]) }

        Bfind {
            ty: Type,
            shiftamt: bool,
            d: Dst => dst,
            a: Src => src,
        }
        opcodes [Bfind = "bfind" int_only]
        info { native("bfind", 20, 20) }
        print {
            let name = format!("{mn}{}.{}", if *shiftamt { ".shiftamt" } else { "" }, t(ty));
            plain_text(o, name, *d, &[*a])
        }

        Fns {
            d: Dst => dst,
            mask: Src => src,
            base: Src => src,
            offset: Src => src,
        }
        opcodes [Fns = "fns" int_only]
        info { native("fns", 60, 30) }
        print { plain_text(o, format!("{mn}.b32"), *d, &[*mask, *base, *offset]) }

        Brev {
            ty: Type,
            d: Dst => dst,
            a: Src => src,
        }
        opcodes [Brev = "brev" int_only]
        info { native("brev", 20, 20) }
        print { plain_text(o, format!("{mn}.{}", t(ty)), *d, &[*a]) }

        Bfe {
            ty: Type,
            d: Dst => dst,
            a: Src => src,
            pos: Src => src,
            len: Src => src,
        }
        opcodes [Bfe = "bfe" int_only]
        info { native("bfe", 20, 20) }
        print { plain_text(o, format!("{mn}.{}", t(ty)), *d, &[*a, *pos, *len]) }

        Bfi {
            ty: Type,
            d: Dst => dst,
            f: Src => src,
            b: Src => src,
            pos: Src => src,
            len: Src => src,
        }
        opcodes [Bfi = "bfi" int_only]
        info { native("bfi", 20, 20) }
        print { plain_text(o, format!("{mn}.{}", t(ty)), *d, &[*f, *b, *pos, *len]) }

        Szext {
            signed: bool,
            clamp: bool,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
        }
        opcodes [Szext = "szext" int_only]
        info { native("szext", 76, 70) }
        print {
            let name = format!("{mn}.{}.{}", clamp_wrap(*clamp), su(*signed));
            plain_text(o, name, *d, &[*a, *b])
        }

        /// `cvt.pack.sat.{u,s}N.s32{.b32} d, a, b{, c}` (N = 2, 4, 8, 16):
        /// `a` and `b` (s32) saturated to N bits, `b` in bits 0..N, `a` in
        /// N..2N, and for N < 16 the low bits of `c` above them. (Decoded
        /// from `cvt`.)
        CvtPack {
            bits: u32,
            signed: bool,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
            c: Option<Src> => opt_src,
        }
        opcodes []
        info { native("cvt.pack", 65, 72) }
        print {
            let name = format!(
                "{mn}.sat.{}{}.s32{}",
                if *signed { "s" } else { "u" },
                bits,
                if c.is_some() { ".b32" } else { "" }
            );
            match c {
                Some(c) => plain_text(o, name, *d, &[*a, *b, *c]),
                None => plain_text(o, name, *d, &[*a, *b]),
            }
        }

        Bmsk {
            clamp: bool,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
        }
        opcodes [Bmsk = "bmsk" int_only]
        info { native("bmsk", 76, 70) }
        print {
            plain_text(o, format!("{mn}.{}.b32", clamp_wrap(*clamp)), *d, &[*a, *b])
        }

        Dp4a {
            a_signed: bool,
            b_signed: bool,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
            c: Src => src,
        }
        opcodes [Dp4a = "dp4a" int_only]
        info { native("dp4a", 50, 61) }
        print {
            let name = format!("{mn}.{}.{}", su(*a_signed), su(*b_signed));
            plain_text(o, name, *d, &[*a, *b, *c])
        }

        Dp2a {
            hi: bool,
            a_signed: bool,
            b_signed: bool,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
            c: Src => src,
        }
        opcodes [Dp2a = "dp2a" int_only]
        info { native("dp2a", 50, 61) }
        print {
            let name = format!("{mn}.{}.{}.{}", hi_lo(*hi), su(*a_signed), su(*b_signed));
            plain_text(o, name, *d, &[*a, *b, *c])
        }
    }

    /// Logic, moves, conversions, comparisons and cache hints: the shared
    /// scalar lowering (`lower/src/expand/scalar.rs`), except `cvta`
    /// (kernel memory: each dispatcher's arm).
    family logic_ops {
        Bitwise {
            op: Bitwise,
            ty: Type,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
        }
        opcodes [And = "and" int_only, Or = "or" int_only, Xor = "xor" int_only]
        info {
            match op {
                Bitwise::And => plain("and", 10, 20),
                Bitwise::Or => plain("or", 10, 20),
                Bitwise::Xor => plain("xor", 10, 20),
            }
        }
        print { plain_text(o, format!("{mn}.{}", t(ty)), *d, &[*a, *b]) }

        Not {
            ty: Type,
            d: Dst => dst,
            a: Src => src,
        }
        opcodes [Not = "not" int_only]
        info { plain("not", 10, 20) }
        print { plain_text(o, format!("{mn}.{}", t(ty)), *d, &[*a]) }

        Cnot {
            ty: Type,
            d: Dst => dst,
            a: Src => src,
        }
        opcodes [Cnot = "cnot" int_only]
        info { plain("cnot", 10, 20) }
        print { plain_text(o, format!("{mn}.{}", t(ty)), *d, &[*a]) }

        Shl {
            ty: Type,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
        }
        opcodes [Shl = "shl" int_only]
        info { plain("shl", 10, 20) }
        print { plain_text(o, format!("{mn}.{}", t(ty)), *d, &[*a, *b]) }

        Shr {
            ty: Type,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
        }
        opcodes [Shr = "shr" int_only]
        info { plain("shr", 10, 20) }
        print { plain_text(o, format!("{mn}.{}", t(ty)), *d, &[*a, *b]) }

        Shf {
            left: bool,
            clamp: bool,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
            c: Src => src,
        }
        opcodes [Shf = "shf" int_only]
        info { native("shf", 31, 32) }
        print {
            let name = format!(
                "{mn}.{}.{}.b32",
                if *left { "l" } else { "r" },
                clamp_wrap(*clamp)
            );
            plain_text(o, name, *d, &[*a, *b, *c])
        }

        Prmt {
            mode: PrmtMode,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
            c: Src => src,
        }
        opcodes [Prmt = "prmt" int_only]
        info { native("prmt", 20, 20) }
        print {
            let m = match mode {
                PrmtMode::Default => "",
                PrmtMode::F4e => ".f4e",
                PrmtMode::B4e => ".b4e",
                PrmtMode::Rc8 => ".rc8",
                PrmtMode::Ecl => ".ecl",
                PrmtMode::Ecr => ".ecr",
                PrmtMode::Rc16 => ".rc16",
            };
            plain_text(o, format!("{mn}.b32{m}"), *d, &[*a, *b, *c])
        }

        Lop3 {
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
            c: Src => src,
            lut: u8,
        }
        opcodes [Lop3 = "lop3" int_only]
        info { native("lop3", 43, 50) }
        print {
            plain_text(o, format!("{mn}.b32"), *d, &[*a, *b, *c, Src::Imm(u64::from(*lut))])
        }

        Mov {
            ty: Type,
            d: Dst => dst,
            a: Src => src,
        }
        opcodes [Mov = "mov"]
        info { plain("mov", 10, 20) }
        print { plain_text(o, format!("{mn}.{}", t(ty)), *d, &[*a]) }

        /// `mov.b64 d, {a, b}` (pack, low first) with element width
        /// `elem_bits`. (Decoded from `mov`.)
        Pack {
            elem_bits: u32,
            d: Dst => dst,
            parts: Vec<Src> => srcs,
        }
        opcodes []
        info { plain("mov", 10, 20) }
        print {
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

        /// `mov.b64 {a, b}, s` (unpack). (Decoded from `mov`.)
        Unpack {
            elem_bits: u32,
            parts: Vec<Dst> => dsts,
            a: Src => src,
        }
        opcodes []
        info { plain("mov", 10, 20) }
        print {
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

        Cvt {
            dty: Type,
            sty: Type,
            sat: bool,
            d: Dst => dst,
            a: Src => src,
        }
        opcodes [Cvt = "cvt"]
        info { plain("cvt", 10, 20) }
        print {
            let name = format!("{mn}{}.{}.{}", if *sat { ".sat" } else { "" }, t(dty), t(sty));
            plain_text(o, name, *d, &[*a])
        }

        /// `cvta` (to_generic = !to) of an address in `space`.
        Cvta {
            to: bool,
            space: Space,
            d: Dst => dst,
            a: Src => src,
        }
        opcodes [Cvta = "cvta" int_only]
        info { plain("cvta", 20, 20) }
        print {
            let name = format!(
                "{mn}{}.{}.u64",
                if *to { ".to" } else { "" },
                space_name(*space)?
            );
            plain_text(o, name, *d, &[*a])
        }

        /// `isspacep.space p, a`: whether the generic address `a` lies in
        /// `space`'s window of the generic address space
        /// ([`crate::addr::window_class`]).
        Isspacep {
            space: Space,
            p: Dst => dst,
            a: Src => src,
        }
        opcodes [Isspacep = "isspacep" int_only]
        info {
            // ptxas 12.9: "Feature 'cvta/isspacep with .param state space'
            // requires PTX ISA .version 7.7" and sm_70. Inline PTX on the
            // GPU: its windows are the hardware's, not ptxjit's.
            if *space == Space::Param {
                native("isspacep", 77, 70)
            } else {
                native("isspacep", 20, 20)
            }
        }
        print { plain_text(o, format!("{mn}.{}", space_name(*space)?), *p, &[*a]) }

        /// `prefetch{.space}.level [a]`, `prefetchu.L1 [a]`: brings the
        /// cache line holding `a` nearer (PTX ISA "prefetch, prefetchu").
        /// A hint: it writes no register and no memory, so it computes
        /// nothing; ptxjit runs it as no operation, and an address outside
        /// every allocation is not a fault (`docs/semantics.md` §18).
        Prefetch {
            /// `.global`, `.local`, `.const` or `.param` (the last two with
            /// `.tensormap`); `None`: a generic address.
            space: Option<Space>,
            level: PrefetchLevel,
            addr: Addr => addr,
        }
        opcodes [Prefetch = "prefetch", Prefetchu = "prefetchu"]
        info {
            // ptxas 12.9: "Modifier 'cache eviction priority' on 'prefetch'
            // requires PTX ISA .version 7.4" and sm_80; ".tensormap"
            // 8.0 and sm_90. The plain forms are PTX 2.0, sm_20.
            match level {
                PrefetchLevel::L1 | PrefetchLevel::L2 => plain("prefetch", 20, 20),
                PrefetchLevel::Uniform => plain("prefetchu", 20, 20),
                PrefetchLevel::L2EvictLast | PrefetchLevel::L2EvictNormal => {
                    plain("prefetch", 74, 80)
                }
                PrefetchLevel::Tensormap => plain("prefetch", 80, 90),
            }
        }
        print {
            let ta = o.addr(addr)?;
            let sp = match space {
                Some(s) => format!(".{}", space_name(*s)?),
                None => String::new(),
            };
            let lv = match level {
                PrefetchLevel::L1 | PrefetchLevel::Uniform => "L1",
                PrefetchLevel::L2 => "L2",
                PrefetchLevel::L2EvictLast => "L2::evict_last",
                PrefetchLevel::L2EvictNormal => "L2::evict_normal",
                PrefetchLevel::Tensormap => "tensormap",
            };
            Some(vec![
                Piece::Text(format!("{mn}{sp}.{lv} ")),
                Piece::Op(ta),
                Piece::Text(";".into()),
            ])
        }

        Setp {
            cmp: Cmp,
            ty: Type,
            p: Dst => dst,
            q: Option<Dst> => opt_dst,
            a: Src => src,
            b: Src => src,
            comb: Option<(BoolOp, Src, bool)> => comb,
        }
        opcodes [Setp = "setp"]
        info { plain("setp", 10, 20) }
        print {
            let (ta, tb) = (o.src(*a)?, o.src(*b)?);
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

        Set {
            cmp: Cmp,
            ty: Type,
            dty: Type,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
            comb: Option<(BoolOp, Src, bool)> => comb,
        }
        opcodes [Set = "set"]
        info { plain("set", 10, 20) }
        print {
            let (ta, tb) = (o.src(*a)?, o.src(*b)?);
            let tc = match comb {
                Some((_, c, _)) => Some(o.src(*c)?),
                None => None,
            };
            let td = o.dst(*d)?;
            let bop = comb.map_or(String::new(), |(op, _, _)| format!(".{}", bool_name(op)));
            let mut ps = vec![
                Piece::Text(format!("{mn}.{}{bop}.{}.{} ", cmp_name(*cmp), t(dty), t(ty))),
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

        Selp {
            ty: Type,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
            c: Src => src,
        }
        opcodes [Selp = "selp"]
        info { plain("selp", 10, 20) }
        print { plain_text(o, format!("{mn}.{}", t(ty)), *d, &[*a, *b, *c]) }

        Slct {
            ty: Type,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
            c: Src => src,
        }
        opcodes [Slct = "slct"]
        info { plain("slct", 10, 20) }
        print { plain_text(o, format!("{mn}.{}.s32", t(ty)), *d, &[*a, *b, *c]) }
    }

    /// Loads and stores: kernel memory (`clif/kernel.rs`), then the
    /// function's own `.param`/`.local` variables in the shared scalar
    /// lowering (`lower/src/expand/scalar.rs`).
    family mem_ops {
        Ld {
            space: Space,
            ty: Type,
            d: Vec<Dst> => dsts,
            addr: Addr => addr,
        }
        opcodes [Ld = "ld"]
        info { plain("ld", 10, 20) }
        print {
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

        St {
            space: Space,
            ty: Type,
            addr: Addr => addr,
            v: Vec<Src> => srcs,
        }
        opcodes [St = "st"]
        info { plain("st", 10, 20) }
        print {
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
    }

    /// The video instructions (`clif/video.rs`, `llvm/video.rs`).
    family video_ops {
        /// vadd ... vshr; `c` is present with a secondary operation or
        /// merge.
        Video {
            m: VideoMods,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
            c: Option<Src> => opt_src,
        }
        opcodes [
            Vadd = "vadd" int_only,
            Vsub = "vsub" int_only,
            Vabsdiff = "vabsdiff" int_only,
            Vmin = "vmin" int_only,
            Vmax = "vmax" int_only,
            Vshl = "vshl" int_only,
            Vshr = "vshr" int_only,
        ]
        info {
            let mnemonic = match m.op {
                VideoOp::Add => "vadd",
                VideoOp::Sub => "vsub",
                VideoOp::Absdiff => "vabsdiff",
                VideoOp::Min => "vmin",
                VideoOp::Max => "vmax",
                VideoOp::Shl => "vshl",
                VideoOp::Shr => "vshr",
            };
            native(mnemonic, 20, 20)
        }
        print {
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
            let mut head = format!(
                "{mn}.{}.{}.{}{}",
                t(dty),
                t(aty),
                t(bty),
                if *sat { ".sat" } else { "" }
            );
            if matches!(vop, VideoOp::Shl | VideoOp::Shr) {
                head.push_str(if *clamp { ".clamp" } else { ".wrap" });
            }
            video_tail(o, head, second, *c, *d, (*a, *asel), (*b, *bsel))
        }

        Vmad {
            m: VmadMods,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
            c: Src => src,
        }
        opcodes [Vmad = "vmad" int_only]
        info { native("vmad", 20, 20) }
        print {
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
            let tb = o.src(*b)?;
            let tc = o.src(*c)?;
            let td = o.dst(*d)?;
            Some(vec![
                Piece::Text(format!("{name} ")),
                Piece::Op(td),
                Piece::Text(format!(", {}", if *neg_ab { "-" } else { "" })),
                Piece::Op(ta),
                Piece::Text(format!("{}, ", vsel(*asel))),
                Piece::Op(tb),
                Piece::Text(format!("{}, {}", vsel(*bsel), if *neg_c { "-" } else { "" })),
                Piece::Op(tc),
                Piece::Text(";".into()),
            ])
        }

        /// `c` is present with a secondary operation or merge.
        Vset {
            m: VsetMods,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
            c: Option<Src> => opt_src,
        }
        opcodes [Vset = "vset" int_only]
        info { native("vset", 20, 20) }
        print {
            let VsetMods {
                aty,
                bty,
                cmp,
                asel,
                bsel,
                second,
            } = m;
            let head = format!("{mn}.{}.{}.{}", t(aty), t(bty), cmp_name(*cmp));
            video_tail(o, head, second, *c, *d, (*a, *asel), (*b, *bsel))
        }

        /// vadd2 ... vset4 (see [`SimdMods`]).
        Simd {
            m: SimdMods,
            d: Dst => dst,
            a: Src => src,
            b: Src => src,
            c: Src => src,
        }
        opcodes [
            Vadd2 = "vadd2" int_only,
            Vsub2 = "vsub2" int_only,
            Vavrg2 = "vavrg2" int_only,
            Vabsdiff2 = "vabsdiff2" int_only,
            Vmin2 = "vmin2" int_only,
            Vmax2 = "vmax2" int_only,
            Vset2 = "vset2" int_only,
            Vadd4 = "vadd4" int_only,
            Vsub4 = "vsub4" int_only,
            Vavrg4 = "vavrg4" int_only,
            Vabsdiff4 = "vabsdiff4" int_only,
            Vmin4 = "vmin4" int_only,
            Vmax4 = "vmax4" int_only,
            Vset4 = "vset4" int_only,
        ]
        info {
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
        print {
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
            let add = if *acc { ".add" } else { "" };
            let name = match sop {
                SimdOp::Set(cmp) => format!("{mn}.{}.{}.{}{add}", t(aty), t(bty), cmp_name(*cmp)),
                SimdOp::Add
                | SimdOp::Sub
                | SimdOp::Avrg
                | SimdOp::Absdiff
                | SimdOp::Min
                | SimdOp::Max => format!(
                    "{mn}.{}.{}.{}{}{add}",
                    t(dty),
                    t(aty),
                    t(bty),
                    if *sat { ".sat" } else { "" }
                ),
            };
            let ta = o.src(*a)?;
            let tb = o.src(*b)?;
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
    }

    /// Control flow and barriers (`clif/control.rs`, `llvm/control.rs`).
    family control_ops {
        Bra {
            target: u32,
        }
        opcodes [Bra = "bra"]
        info { plain("bra", 10, 20) }
        print {
            let l = o.label(*target)?;
            Some(vec![
                Piece::Text(format!("{mn} ")),
                Piece::Op(l),
                Piece::Text(";".into()),
            ])
        }

        Call {
            func: FuncId,
            rets: Vec<CallArg> => rets,
            args: Vec<CallArg> => args,
        }
        opcodes [Call = "call"]
        info { plain("call", 20, 20) }
        print {
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

        Ret
        opcodes [Ret = "ret"]
        info { plain("ret", 10, 20) }
        print { Some(vec![Piece::Text(format!("{mn};"))]) }

        Exit
        opcodes [Exit = "exit"]
        info { plain("exit", 10, 20) }
        print { Some(vec![Piece::Text(format!("{mn};"))]) }

        /// bar.sync / barrier.sync (id and thread count checked, then
        /// ignored: every thread of the block takes part), and `bar.red`
        /// (`red`). (`bar.warp.sync` is [`Op::Warp`].)
        Barrier {
            /// `bar.red.popc.u32 d, a{, b}, {!}c` / `bar.red.{and,or}.pred`.
            red: Option<BarRed> => bar_red,
        }
        opcodes [Bar = "bar", Barrier = "barrier"]
        info {
            match red {
                None => plain("bar.sync", 10, 20),
                Some(_) => plain("bar.red", 10, 20),
            }
        }
        print {
            match red {
                None => Some(vec![Piece::Text(format!("{mn} 0;"))]),
                Some(r) => {
                    let tc = o.src(r.c)?;
                    let td = o.dst(r.d)?;
                    let ty = if r.op == BarRedOp::Popc { "u32" } else { "pred" };
                    Some(vec![
                        Piece::Text(format!("{mn}.{}.{ty} ", r.op.name())),
                        Piece::Op(td),
                        Piece::Text(if r.not_c { ", 0, !" } else { ", 0, " }.into()),
                        Piece::Op(tc),
                        Piece::Text(";".into()),
                    ])
                }
            }
        }

        /// membar / fence / other instructions with no effect on a single
        /// thread (`cp.async.commit_group`, `wait_group`, `wait_all`).
        Nop
        opcodes [Membar = "membar", Fence = "fence"]
        info { plain("membar", 14, 20) }
        // Every fence is one `Op::Nop` (it orders nothing for one thread).
        print { Some(vec![Piece::Text(format!("{mn}.cta;"))]) }

        /// Stops the thread with an error ([`TrapKind`] says why); the run
        /// fails and reports where.
        Trap {
            kind: TrapKind,
        }
        opcodes [Trap = "trap"]
        info { plain("trap", 10, 20) }
        print {
            match kind {
                TrapKind::Instruction => Some(vec![Piece::Text(format!("{mn};"))]),
                // The check of an indirect call's target: no PTX of its own.
                TrapKind::BadCallTarget => None,
            }
        }
    }

    /// What each dispatcher handles itself, per backend: atomics,
    /// `cp.async` and warp instructions (kernel memory and the block
    /// runner), `nanosleep`, and the instructions ptxjit does not run.
    family dispatcher_ops {
        /// `atom` / `red`: an atomic read-modify-write of the `ty`-wide
        /// value at `addr` in `space` (`.global`, `.shared`, or generic
        /// addressing, which is spelled [`Space::Global`] like `ld`/`st`
        /// without a space). The memory gets `op(old, b)` (for
        /// [`AtomOp::Cas`]: `old == b ? c : old`) and `d` gets the old
        /// value; `red` is the same with `d` = [`Dst::Sink`]. Memory-order
        /// (`.relaxed` `.acquire` `.release` `.acq_rel`), scope (`.cta`
        /// `.gpu` `.sys`) and cache-hint modifiers are checked and dropped:
        /// they order this access against others but do not change the
        /// value it computes. `c` is `Some` exactly for `Cas`.
        Atom {
            space: Space,
            op: AtomOp,
            ty: Type,
            d: Dst => dst,
            addr: Addr => addr,
            b: Src => src,
            c: Option<Src> => opt_src,
        }
        opcodes [Atom = "atom", Red = "red"]
        info {
            let mnemonic = if *d == Dst::Sink { "red" } else { "atom" };
            plain(mnemonic, 11, 20)
        }
        print {
            let tb = o.src(*b)?;
            let tc = match c {
                Some(c) => Some(o.src(*c)?),
                None => None,
            };
            let ta = o.addr(addr)?;
            let name = format!("{}.{}.{}", space_name(*space)?, atom_name(*op), t(ty));
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

        /// `cp.async.{ca,cg}.shared.global [dst], [src], size{, src_size |
        /// ignore_src}`, run as a synchronous copy (a legal schedule: the
        /// program must wait for the group before reading `dst`): `size`
        /// bytes (4, 8 or 16) to `dst`, the first `src_size` of them from
        /// `src`, zeros after. `ignore`: a predicate that, when true, makes
        /// `src_size` 0. (`cp.async.commit_group` / `wait_group` /
        /// `wait_all` are [`Op::Nop`].)
        CpAsync {
            dst: Addr => addr,
            src: Addr => addr,
            size: u8,
            src_size: Option<Src> => opt_src,
            ignore: Option<(Src, bool)> => ignore,
        }
        opcodes [CpAsync = "cp.async"]
        info { plain("cp.async", 70, 80) }
        print {
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

        /// A warp-level instruction ([`WarpOp`]). Unused operands are
        /// `Dst::Sink` / `Src::Imm(0)`. `sync`: the `.sync` form, whose
        /// `mask` (membermask) names the lanes taking part; without it the
        /// lanes executing the instruction together take part.
        Warp {
            op: WarpOp,
            sync: bool,
            /// The 32-bit result (`_` for `vote.all/any/uni` and
            /// `bar.warp.sync`).
            d: Dst => dst,
            /// The predicate result (`vote.all/any/uni`, `shfl`'s `|p`,
            /// `match.all`'s `|p`, `elect`'s `|p`).
            p: Dst => dst,
            /// The value (`shfl`, `match`, `redux`; the predicate of
            /// `vote`).
            a: Src => src,
            /// `vote`'s `!a`.
            not_a: bool,
            /// `shfl`'s lane or offset.
            b: Src => src,
            /// `shfl`'s clamp and segment mask.
            c: Src => src,
            /// membermask (`sync` forms).
            mask: Src => src,
        }
        opcodes [
            Shfl = "shfl",
            Vote = "vote" int_only,
            Activemask = "activemask" int_only,
            Match = "match" int_only,
            Redux = "redux",
            Elect = "elect" int_only,
        ]
        info {
            let (mnemonic, min_ptx, min_sm) = op.mnemonic(*sync);
            let mut i = plain(mnemonic, min_ptx, min_sm);
            i.warp = true;
            i
        }
        print { warp_pieces(o, *op, *sync, (*d, *p), (*a, *not_a, *b, *c, *mask)) }

        /// `nanosleep.u32 t`: suspends the thread for at most `2 * t`
        /// nanoseconds (PTX ISA: "guaranteed to be in the interval
        /// [0, 2*t]"); ptxjit sleeps for 0, which is within that bound, so
        /// it changes nothing.
        Nanosleep {
            t: Src => src,
        }
        opcodes [Nanosleep = "nanosleep"]
        info { native("nanosleep", 62, 70) }
        print {
            let tt = o.src(*t)?;
            Some(vec![
                Piece::Text(format!("{mn}.u32 ")),
                Piece::Op(tt),
                Piece::Text(";".into()),
            ])
        }

        /// Valid PTX outside the supported subset: fails when compiled or
        /// run. (Its opcodes are the checker's `UNSUPPORTED_OPCODES`.)
        Unsupported {
            name: String,
        }
        opcodes []
        info { plain("unsupported", 10, 20) }
        // Its name is all that is kept of it.
        print { None }
    }
}

/// The cache level of a [`Op::Prefetch`] (its own modifier type, declared
/// beside it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrefetchLevel {
    /// `.L1`.
    L1,
    /// `.L2`.
    L2,
    /// `.L2::evict_last` (`.global` or generic).
    L2EvictLast,
    /// `.L2::evict_normal` (`.global` or generic).
    L2EvictNormal,
    /// `.tensormap` (`.const`, `.param` or generic).
    Tensormap,
    /// `prefetchu.L1`: the uniform cache (generic only).
    Uniform,
}

impl WarpOp {
    /// The mnemonic of this warp instruction (with `.sync` when `sync`),
    /// and the PTX version and target that introduced it.
    pub fn mnemonic(self, sync: bool) -> (&'static str, u32, u32) {
        match (self, sync) {
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
        }
    }

    /// Its PTX spelling with modifiers, for messages (`shfl.sync.bfly.b32`).
    pub fn spelling(self, sync: bool) -> String {
        let (mn, _, _) = self.mnemonic(sync);
        match self {
            WarpOp::Shfl(m) => {
                let m = match m {
                    ShflMode::Up => "up",
                    ShflMode::Down => "down",
                    ShflMode::Bfly => "bfly",
                    ShflMode::Idx => "idx",
                };
                format!("{mn}.{m}.b32")
            }
            WarpOp::Vote(m) => match m {
                VoteMode::All => format!("{mn}.all.pred"),
                VoteMode::Any => format!("{mn}.any.pred"),
                VoteMode::Uni => format!("{mn}.uni.pred"),
                VoteMode::Ballot => format!("{mn}.ballot.b32"),
            },
            WarpOp::Activemask => format!("{mn}.b32"),
            WarpOp::Match { all, wide } => format!(
                "{mn}.{}.b{}",
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
                format!("{mn}.{o}.{t}")
            }
            WarpOp::Elect | WarpOp::Sync => mn.into(),
            WarpOp::Lockstep => "(lockstep before a .volatile access)".into(),
        }
    }
}

impl Op {
    /// The state space, element type, address, element count and (for a
    /// store) values of an `ld`/`st`; `None` for any other instruction.
    pub fn ld_st(&self) -> Option<super::LdSt<'_>> {
        match self {
            Op::Ld { space, ty, d, addr } => Some(super::LdSt {
                space: *space,
                ty: *ty,
                addr,
                n: d.len(),
                store: None,
            }),
            Op::St { space, ty, addr, v } => Some(super::LdSt {
                space: *space,
                ty: *ty,
                addr,
                n: v.len(),
                store: Some(v),
            }),
            int_ops!() | logic_ops!() | video_ops!() | control_ops!() | dispatcher_ops!() => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The six families cover every variant, each once: this match is
    /// exhaustive without a catch-all, and the families are disjoint (an
    /// overlap would make an arm unreachable, which `deny` turns into an
    /// error).
    #[deny(unreachable_patterns)]
    fn family_of(op: &Op) -> &'static str {
        match op {
            int_ops!() => "int",
            logic_ops!() => "logic",
            mem_ops!() => "mem",
            video_ops!() => "video",
            control_ops!() => "control",
            dispatcher_ops!() => "dispatcher",
        }
    }

    #[test]
    fn every_variant_has_one_family() {
        assert_eq!(family_of(&Op::Ret), "control");
        assert_eq!(family_of(&Op::Nop), "control");
        assert_eq!(family_of(&Op::Nanosleep { t: Src::Imm(1) }), "dispatcher");
    }

    #[test]
    fn opcodes_are_spelled_once_and_parse_back() {
        let mut seen = std::collections::HashSet::new();
        for &c in Opcode::ALL {
            assert!(seen.insert(c.spelling()), "{} twice", c.spelling());
            assert_eq!(Opcode::parse(c.spelling()), Some(c));
            // No opcode is both: a one-type opcode has a float form.
            assert!(!(c.int_only() && c.one_type()), "{}", c.spelling());
        }
        assert_eq!(KNOWN_OPCODES.len(), Opcode::ALL.len());
        assert!(Opcode::Vabsdiff4.int_only() && !Opcode::Mov.int_only());
        assert!(Opcode::Mad.one_type() && !Opcode::Madc.one_type());
        assert_eq!(Opcode::parse("cp.async"), Some(Opcode::CpAsync));
        assert_eq!(Opcode::parse("fma"), None);
    }
}
