//! The scalar lowering both code generators call: one exhaustive `match`
//! over [`Op`], written against [`Lower`] (operands, destinations, CC.CF and
//! the few operations where each backend has its own best machine code).
//!
//! It lowers integer arithmetic, the carry forms (`add.cc`, `addc`,
//! `sub.cc`, `subc`, `mad.cc`, `madc`), logic, moves, conversions,
//! comparisons, and `ld`/`st` on the function's own `.param`/`.local`
//! variables (bounds checked at compile time). The other families, `cvta`
//! and kernel memory (Cranelift's `kernel.rs`, tried before this) are
//! named arms returning `false`: each backend's family module lowers them
//! (`clif/<family>.rs`, `llvm/<family>.rs`, routed by the macros of
//! `ptxjit_frontend::ir::families`), and Cranelift takes runs of carry
//! chains as wide sums (`clif/wide.rs`) before this lowering sees them.
//!
//! Semantics (docs/semantics.md): division by zero gives all ones,
//! `MIN / -1` gives `MIN` and `MIN % -1` gives 0 (§2); `bfe`/`bfi` use the
//! low 8 bits of pos/len in their 32-bit forms and 32 bits in their 64-bit
//! forms (§3); `sub.cc` computes `a + ~b + 1` and stores its carry out (NOT
//! borrow), `subc` computes `a + ~b + CF` (§1).

use ptxjit_frontend::addr::{window, window_range};
use ptxjit_frontend::ast::{Space, Type};
use ptxjit_frontend::ir::{Addr, AddrBase, Bitwise, BoolOp, Dst, MulMode, Op, Src, VarId};

use super::{int, logic, Bin, Cc, IntOps};

/// What the scalar lowering needs from a backend beyond [`IntOps`].
pub trait Lower: IntOps {
    /// The backend's name in error messages (`host`, `llvm`).
    const BACKEND: &'static str;
    /// An error at the instruction being lowered.
    fn error(&self, message: String) -> Self::E;
    /// The value of a source operand at `bits` width (registers zero-extended
    /// or truncated, immediates truncated).
    fn read(&mut self, s: Src, bits: u32) -> Result<Self::V, Self::E>;
    /// A predicate operand as a boolean (see [`IntOps::cmp`]): a register or
    /// a value that is true when non-zero.
    fn read_pred(&mut self, s: Src) -> Result<Self::V, Self::E>;
    /// Writes `v` to a destination (zero-extended or truncated to the
    /// register's width), under the current guard.
    fn write(&mut self, d: Dst, v: Self::V) -> Result<(), Self::E>;
    /// [`Lower::write`], sign-extending `v` into a wider register when
    /// `signed`.
    fn write_ext(&mut self, d: Dst, v: Self::V, signed: bool) -> Result<(), Self::E>;
    /// The register width of a destination (`None` for the sink `_`).
    fn dst_bits(&self, d: Dst) -> Option<u32>;
    /// Whether the instruction being lowered has a guard predicate.
    fn guard_active(&self) -> bool;
    /// `new` where the current guard holds, else `old`.
    fn guarded(&mut self, new: Self::V, old: Self::V) -> Result<Self::V, Self::E>;

    /// Where a variable owned by the function lives (a stack slot, an
    /// alloca).
    type Slot: Copy;
    /// The place and byte size of a `.param`/`.local` variable this function
    /// owns; `None` for module-scope variables.
    fn own_slot(&self, var: VarId) -> Option<(Self::Slot, u32)>;
    /// The error for an access that needs kernel memory (`what`: "access to
    /// 'x'", "memory access through an address register"), which this
    /// function, lowered on its own, does not have.
    fn needs_kernel_memory(&self, what: String) -> Self::E;
    /// The name of a variable, for messages.
    fn var_name(&self, var: VarId) -> String;
    /// `size` (1..=8) little-endian bytes at byte `off` of `slot`,
    /// zero-extended to 64 bits.
    fn load_bytes(&mut self, slot: Self::Slot, off: u32, size: u32) -> Result<Self::V, Self::E>;
    /// Stores the low `size` (1..=8) bytes of `v` at byte `off` of `slot`.
    fn store_bytes(
        &mut self,
        slot: Self::Slot,
        off: u32,
        size: u32,
        v: Self::V,
    ) -> Result<(), Self::E>;
    /// CC.CF in the form [`Lower::add_carry`] takes as its carry in.
    fn carry_flag(&mut self) -> Result<Self::V, Self::E>;
    /// A carry in of 1 (the `+ 1` of `sub.cc`).
    fn carry_one(&mut self) -> Result<Self::V, Self::E>;
    /// Sets CC.CF, under the current guard, to a carry out of
    /// [`Lower::add_carry`].
    fn set_carry_flag(&mut self, c: Self::V) -> Result<(), Self::E>;
    /// `a + b + cin` at the width of `a`: the sum and the carry out.
    fn add_carry(
        &mut self,
        a: Self::V,
        b: Self::V,
        cin: Option<Self::V>,
    ) -> Result<(Self::V, Self::V), Self::E>;
    /// The `.lo` or `.hi` half of the product of the `bits`-wide `a`, `b`.
    fn mul_half(
        &mut self,
        a: Self::V,
        b: Self::V,
        bits: u32,
        signed: bool,
        hi: bool,
    ) -> Result<Self::V, Self::E>;
    /// `x + y` (or `x - y`) of two `bits`-wide values read with `signed`,
    /// clamped to the `bits`-wide range (the `.sat` rule).
    fn sat_add(
        &mut self,
        x: Self::V,
        y: Self::V,
        bits: u32,
        signed: bool,
        sub: bool,
    ) -> Result<Self::V, Self::E>;
}

/// Lowers `op` when it is integer arithmetic or a carry form; `false` for
/// the families each backend lowers itself.
pub fn lower<L: Lower>(l: &mut L, op: &Op) -> Result<bool, L::E> {
    match op {
        Op::AddSub {
            sub,
            ty,
            sat,
            carry,
            d,
            a,
            b,
        } if carry.any() && !packed16(*ty) => {
            let bits = ty.bits();
            let av = l.read(*a, bits)?;
            let mut bv = l.read(*b, bits)?;
            if *sub {
                bv = l.bnot(bv)?;
            }
            let cin = match (carry.cin, *sub) {
                (true, _) => Some(l.carry_flag()?),
                (false, true) => Some(l.carry_one()?),
                (false, false) => None,
            };
            if *sat {
                let s = int::sat_sum_s32(l, av, bv, cin)?;
                l.write(*d, s)?;
                return Ok(true);
            }
            let (s, c) = l.add_carry(av, bv, cin)?;
            l.write(*d, s)?;
            if carry.cout {
                l.set_carry_flag(c)?;
            }
        }
        Op::Mad {
            ty,
            mode,
            carry,
            d,
            a,
            b,
            c,
            sat: _,
        } if carry.any() => {
            let bits = ty.bits();
            let av = l.read(*a, bits)?;
            let bv = l.read(*b, bits)?;
            let cv = l.read(*c, bits)?;
            let p = l.mul_half(av, bv, bits, ty.is_signed(), *mode == MulMode::Hi)?;
            let cin = if carry.cin {
                Some(l.carry_flag()?)
            } else {
                None
            };
            let (s, cf) = l.add_carry(p, cv, cin)?;
            l.write(*d, s)?;
            if carry.cout {
                l.set_carry_flag(cf)?;
            }
        }
        Op::AddSub {
            sub,
            ty,
            sat,
            carry: _,
            d,
            a,
            b,
        } => {
            let op = if *sub { Bin::Sub } else { Bin::Add };
            let v = if packed16(*ty) {
                let av = l.read(*a, 32)?;
                let bv = l.read(*b, 32)?;
                let (al, ah) = int::lanes16(l, av)?;
                let (bl, bh) = int::lanes16(l, bv)?;
                let lo = l.bin(op, al, bl)?;
                let hi = l.bin(op, ah, bh)?;
                int::join16(l, lo, hi)?
            } else {
                let bits = ty.bits();
                let av = l.read(*a, bits)?;
                let bv = l.read(*b, bits)?;
                if *sat {
                    l.sat_add(av, bv, bits, ty.is_signed(), *sub)?
                } else {
                    l.bin(op, av, bv)?
                }
            };
            l.write(*d, v)?;
        }
        Op::Mul { ty, mode, d, a, b } => {
            let v = product(l, *ty, *mode, *a, *b)?;
            l.write(*d, v)?;
        }
        Op::Mad {
            ty,
            mode,
            sat,
            carry: _,
            d,
            a,
            b,
            c,
        } => {
            let part = product(l, *ty, *mode, *a, *b)?;
            let cv = l.read(*c, l.width(part))?;
            let v = accumulate(l, part, cv, *sat, ty.is_signed())?;
            l.write(*d, v)?;
        }
        Op::Mul24 { ty, hi, d, a, b } => {
            let v = mul24(l, *a, *b, ty.is_signed(), *hi)?;
            l.write(*d, v)?;
        }
        Op::Mad24 {
            ty,
            hi,
            sat,
            d,
            a,
            b,
            c,
        } => {
            let part = mul24(l, *a, *b, ty.is_signed(), *hi)?;
            let cv = l.read(*c, 32)?;
            let v = accumulate(l, part, cv, *sat, ty.is_signed())?;
            l.write(*d, v)?;
        }
        Op::Sad { ty, d, a, b, c } => {
            let bits = ty.bits();
            let (av, bv, cv) = (l.read(*a, bits)?, l.read(*b, bits)?, l.read(*c, bits)?);
            let v = int::sad(l, ty.is_signed(), av, bv, cv)?;
            l.write(*d, v)?;
        }
        Op::Div { ty, d, a, b } | Op::Rem { ty, d, a, b } => {
            let is_div = matches!(op, Op::Div { .. });
            let (av, bv) = (l.read(*a, ty.bits())?, l.read(*b, ty.bits())?);
            let v = int::divrem(l, is_div, ty.is_signed(), av, bv)?;
            l.write(*d, v)?;
        }
        Op::Abs { ty, d, a } => {
            let av = l.read(*a, ty.bits())?;
            let v = l.abs(av)?;
            l.write(*d, v)?;
        }
        Op::Neg { ty, d, a } => {
            let av = l.read(*a, ty.bits())?;
            let v = l.neg(av)?;
            l.write(*d, v)?;
        }
        Op::MinMax {
            max,
            ty,
            relu,
            d,
            a,
            b,
        } => {
            let packed = packed16(*ty);
            let signed = matches!(ty, Type::S16x2) || ty.is_signed();
            let bits = if packed { 32 } else { ty.bits() };
            let (av, bv) = (l.read(*a, bits)?, l.read(*b, bits)?);
            let v = int::minmax(l, *max, signed, *relu, packed, av, bv)?;
            l.write(*d, v)?;
        }
        Op::Popc { ty, d, a } | Op::Clz { ty, d, a } => {
            let av = l.read(*a, ty.bits())?;
            let v = if matches!(op, Op::Popc { .. }) {
                l.popcnt(av)?
            } else {
                l.clz(av)?
            };
            let v = l.resize(v, 32, false)?;
            l.write(*d, v)?;
        }
        Op::Bfind { ty, shiftamt, d, a } => {
            let av = l.read(*a, ty.bits())?;
            let v = int::bfind(l, ty.is_signed(), *shiftamt, av)?;
            l.write(*d, v)?;
        }
        Op::Fns {
            d,
            mask,
            base,
            offset,
        } => {
            let m = l.read(*mask, 32)?;
            let base = l.read(*base, 32)?;
            let off = l.read(*offset, 32)?;
            let v = int::fns(l, m, base, off)?;
            l.write(*d, v)?;
        }
        Op::Brev { ty, d, a } => {
            let av = l.read(*a, ty.bits())?;
            let v = l.bitrev(av)?;
            l.write(*d, v)?;
        }
        Op::Bfe { ty, d, a, pos, len } => {
            let n = ty.bits();
            if let (Src::Imm(p), Src::Imm(k), 32, true) = (pos, len, n, ty.is_signed()) {
                if p & 0xff >= 32 && k & 0xff >= 1 {
                    // ptxas folds a .s32 field that starts past the msb,
                    // both operands immediate, to all ones (whatever `a`
                    // is; docs/semantics.md section 3).
                    let v = l.konst(32, -1)?;
                    l.write(*d, v)?;
                    return Ok(true);
                }
            }
            let av = l.read(*a, n)?;
            let p = field_operand(l, *pos, n)?;
            let ln = field_operand(l, *len, n)?;
            let v = bfe(l, av, p, ln, ty.is_signed())?;
            l.write(*d, v)?;
        }
        Op::Bfi {
            ty,
            d,
            f,
            b,
            pos,
            len,
        } => {
            let n = ty.bits();
            let fv = l.read(*f, n)?;
            let bv = l.read(*b, n)?;
            let p = field_operand(l, *pos, n)?;
            let ln = field_operand(l, *len, n)?;
            let v = bfi(l, fv, bv, p, ln)?;
            l.write(*d, v)?;
        }
        Op::Szext {
            signed,
            clamp,
            d,
            a,
            b,
        } => {
            let (av, bv) = (l.read(*a, 32)?, l.read(*b, 32)?);
            let v = int::szext(l, *signed, *clamp, av, bv)?;
            l.write(*d, v)?;
        }
        Op::CvtPack {
            bits,
            signed,
            d,
            a,
            b,
            c,
        } => {
            let (av, bv) = (l.read(*a, 32)?, l.read(*b, 32)?);
            let cv = match c {
                Some(c) => Some(l.read(*c, 32)?),
                None => None,
            };
            let v = int::cvt_pack(l, *bits, *signed, av, bv, cv)?;
            l.write(*d, v)?;
        }
        Op::Bmsk { clamp, d, a, b } => {
            let (av, bv) = (l.read(*a, 32)?, l.read(*b, 32)?);
            let v = int::bmsk(l, *clamp, av, bv)?;
            l.write(*d, v)?;
        }
        Op::Dp4a {
            a_signed,
            b_signed,
            d,
            a,
            b,
            c,
        } => {
            let (av, bv, cv) = (l.read(*a, 32)?, l.read(*b, 32)?, l.read(*c, 32)?);
            let v = int::dot(l, None, (*a_signed, *b_signed), av, bv, cv)?;
            l.write(*d, v)?;
        }
        Op::Dp2a {
            hi,
            a_signed,
            b_signed,
            d,
            a,
            b,
            c,
        } => {
            let (av, bv, cv) = (l.read(*a, 32)?, l.read(*b, 32)?, l.read(*c, 32)?);
            let v = int::dot(l, Some(*hi), (*a_signed, *b_signed), av, bv, cv)?;
            l.write(*d, v)?;
        }
        Op::Bitwise {
            op: bop,
            ty,
            d,
            a,
            b,
        } => {
            let (av, bv) = if *ty == Type::Pred {
                (l.read_pred(*a)?, l.read_pred(*b)?)
            } else {
                (l.read(*a, ty.bits())?, l.read(*b, ty.bits())?)
            };
            let op = match bop {
                Bitwise::And => Bin::And,
                Bitwise::Or => Bin::Or,
                Bitwise::Xor => Bin::Xor,
            };
            let v = l.bin(op, av, bv)?;
            l.write(*d, v)?;
        }
        Op::Not { ty, d, a } => {
            let v = if *ty == Type::Pred {
                let p = l.read_pred(*a)?;
                l.bool_not(p)?
            } else {
                let av = l.read(*a, ty.bits())?;
                l.bnot(av)?
            };
            l.write(*d, v)?;
        }
        Op::Cnot { ty, d, a } => {
            let bits = op_bits(*ty);
            let av = l.read(*a, bits)?;
            let z = l.cmp_k(Cc::Eq, av, 0)?;
            let v = l.resize(z, bits, false)?;
            l.write(*d, v)?;
        }
        Op::Shl { ty, d, a, b } | Op::Shr { ty, d, a, b } => {
            let av = l.read(*a, ty.bits())?;
            let n = l.read(*b, 32)?;
            let left = matches!(op, Op::Shl { .. });
            let v = logic::shift(l, left, ty.is_signed(), av, n)?;
            l.write(*d, v)?;
        }
        Op::Shf {
            left,
            clamp,
            d,
            a,
            b,
            c,
        } => {
            let (av, bv, cv) = (l.read(*a, 32)?, l.read(*b, 32)?, l.read(*c, 32)?);
            let v = if a == b && !*clamp {
                // A funnel shift of a word with itself, wrapping the amount
                // mod 32: a rotate (how compilers write one).
                l.bin(if *left { Bin::Rotl } else { Bin::Rotr }, av, cv)?
            } else {
                logic::shf(l, *left, *clamp, av, bv, cv)?
            };
            l.write(*d, v)?;
        }
        Op::Prmt { mode, d, a, b, c } => {
            let (av, bv, cv) = (l.read(*a, 32)?, l.read(*b, 32)?, l.read(*c, 32)?);
            let v = logic::prmt(l, *mode, av, bv, cv)?;
            l.write(*d, v)?;
        }
        Op::Lop3 { d, a, b, c, lut } => {
            let (av, bv, cv) = (l.read(*a, 32)?, l.read(*b, 32)?, l.read(*c, 32)?);
            let v = logic::lop3(l, *lut, av, bv, cv)?;
            l.write(*d, v)?;
        }
        Op::Mov { ty, d, a } => {
            let v = if *ty == Type::Pred {
                l.read_pred(*a)?
            } else {
                let bits = match l.dst_bits(*d) {
                    Some(b) if b > 1 => b,
                    Some(_) => 8,
                    None => op_bits(*ty),
                };
                l.read(*a, bits.max(op_bits(*ty)))?
            };
            l.write(*d, v)?;
        }
        Op::Pack {
            elem_bits,
            d,
            parts,
        } => {
            let wbits = pack_bits(*elem_bits, parts.len());
            let mut acc = l.konst(wbits, 0)?;
            for (i, p) in parts.iter().enumerate() {
                let v = l.read(*p, *elem_bits)?;
                let v = l.resize(v, wbits, false)?;
                let at = l.konst(32, i64::from(i as u32 * elem_bits))?;
                let v = l.bin(Bin::Shl, v, at)?;
                acc = l.bin(Bin::Or, acc, v)?;
            }
            l.write(*d, acc)?;
        }
        Op::Unpack {
            elem_bits,
            parts,
            a,
        } => {
            let wbits = pack_bits(*elem_bits, parts.len());
            let v = l.read(*a, wbits)?;
            let mut vals = Vec::with_capacity(parts.len());
            for i in 0..parts.len() {
                let at = l.konst(32, i64::from(i as u32 * elem_bits))?;
                let s = l.bin(Bin::UShr, v, at)?;
                vals.push(l.resize(s, *elem_bits, false)?);
            }
            for (p, v) in parts.iter().zip(vals) {
                l.write(*p, v)?;
            }
        }
        Op::Cvt {
            dty,
            sty,
            sat,
            d,
            a,
        } => {
            if dty.is_float() || sty.is_float() {
                return Err(l.error(format!(
                    "floating-point cvt is not supported by the {} backend",
                    L::BACKEND
                )));
            }
            let (db, sb) = (dty.bits(), sty.bits());
            let av = l.read(*a, sb)?;
            let x = l.resize(av, 64, sty.is_signed())?;
            let v = if *sat {
                sat_convert(l, x, sty.is_signed(), db, dty.is_signed())?
            } else {
                l.resize(x, db, false)?
            };
            l.write_ext(*d, v, dty.is_signed())?;
        }
        Op::Setp {
            cmp,
            ty,
            comb,
            p,
            q,
            a,
            b,
        } => {
            let (av, bv) = (l.read(*a, ty.bits())?, l.read(*b, ty.bits())?);
            let t = l.cmp(Cc::of(*cmp, ty.is_signed()), av, bv)?;
            let (pv, qv) = combine(l, t, comb)?;
            l.write(*p, pv)?;
            if let Some(q) = q {
                l.write(*q, qv)?;
            }
        }
        Op::Set {
            cmp,
            ty,
            dty: _,
            comb,
            d,
            a,
            b,
        } => {
            let (av, bv) = (l.read(*a, ty.bits())?, l.read(*b, ty.bits())?);
            let t = l.cmp(Cc::of(*cmp, ty.is_signed()), av, bv)?;
            let (pv, _) = combine(l, t, comb)?;
            let all = l.konst(32, -1)?;
            let zero = l.konst(32, 0)?;
            let v = l.select(pv, all, zero)?;
            l.write(*d, v)?;
        }
        Op::Selp { ty, d, a, b, c } => {
            let bits = op_bits(*ty);
            let (av, bv) = (l.read(*a, bits)?, l.read(*b, bits)?);
            let cv = l.read_pred(*c)?;
            let v = l.select(cv, av, bv)?;
            l.write(*d, v)?;
        }
        Op::Slct { ty, d, a, b, c } => {
            let bits = op_bits(*ty);
            let (av, bv) = (l.read(*a, bits)?, l.read(*b, bits)?);
            let cv = l.read(*c, 32)?;
            let ge = l.cmp_k(Cc::Sge, cv, 0)?;
            let v = l.select(ge, av, bv)?;
            l.write(*d, v)?;
        }
        Op::Ld {
            space: _,
            ty,
            d,
            addr,
        } => {
            let bits = access_bits(l, op, *ty)?;
            let size = bits / 8;
            let (slot, off) = place(l, addr, size, d.len())?;
            for (i, dst) in d.iter().enumerate() {
                let v = l.load_bytes(slot, off + i as u32 * size, size)?;
                let v = l.resize(v, bits, false)?;
                l.write_ext(*dst, v, ty.is_signed())?;
            }
        }
        Op::St {
            space: _,
            ty,
            addr,
            v,
        } => {
            let bits = access_bits(l, op, *ty)?;
            let size = bits / 8;
            let (slot, off) = place(l, addr, size, v.len())?;
            let mut vals = Vec::with_capacity(v.len());
            for s in v {
                vals.push(l.read(*s, bits)?);
            }
            for (i, x) in vals.into_iter().enumerate() {
                let at = off + i as u32 * size;
                let x = if l.guard_active() {
                    let old = l.load_bytes(slot, at, size)?;
                    let old = l.resize(old, bits, false)?;
                    l.guarded(x, old)?
                } else {
                    x
                };
                l.store_bytes(slot, at, size, x)?;
            }
        }
        Op::Isspacep { space, p, a } => {
            // The generic address map (`ptxjit_frontend::addr`): one
            // unsigned compare for a window, two for global addresses.
            let v = l.read(*a, 64)?;
            let t = match window_range(*space) {
                Some((lo, hi)) => {
                    let off = l.bin_k(Bin::Sub, v, lo as i64)?;
                    l.cmp_k(Cc::Ult, off, (hi - lo) as i64)?
                }
                None => {
                    let below = l.cmp_k(Cc::Ult, v, window(Space::Const) as i64)?;
                    let high = l.cmp_k(Cc::Uge, v, 1 << 32)?;
                    l.bin(Bin::Or, below, high)?
                }
            };
            l.write(*p, t)?;
        }
        // A cache hint: nothing to compute, no memory touched (the
        // oracle's `Interp::step` does the same; docs/semantics.md §18).
        Op::Prefetch {
            space: _,
            level: _,
            addr: _,
        } => {}
        // Generic addresses are kernel memory: each dispatcher's own arm
        // (`clif/logic.rs`; the LLVM dispatcher rejects it).
        Op::Cvta { .. } => return Ok(false),
        // Each backend's own family modules (`<backend>/video.rs`,
        // `control.rs`) and dispatcher arms.
        ptxjit_frontend::video_ops!()
        | ptxjit_frontend::control_ops!()
        | ptxjit_frontend::dispatcher_ops!() => return Ok(false),
    }
    Ok(true)
}

/// The width of an `ld`/`st` element (8 to 64 bits on the host).
fn access_bits<L: Lower>(l: &L, op: &Op, ty: Type) -> Result<u32, L::E> {
    let bits = ty.bits();
    if (8..=64).contains(&bits) {
        Ok(bits)
    } else {
        Err(l.error(format!(
            "{} of {} bits is not supported by the {} backend",
            op.name(),
            bits,
            L::BACKEND
        )))
    }
}

/// The slot and byte offset of `n` elements of `size` bytes at `addr`, a
/// variable the function owns, checked against the variable's bounds.
fn place<L: Lower>(l: &L, addr: &Addr, size: u32, n: usize) -> Result<(L::Slot, u32), L::E> {
    let var = match addr.base {
        AddrBase::Var(v) => v,
        AddrBase::Reg(_) | AddrBase::Abs => {
            return Err(
                l.needs_kernel_memory("memory access through an address register".to_string())
            )
        }
    };
    let Some((slot, vsize)) = l.own_slot(var) else {
        return Err(l.needs_kernel_memory(format!("access to '{}'", l.var_name(var))));
    };
    let bytes = i128::from(size) * n as i128;
    if addr.offset < 0 || i128::from(addr.offset) + bytes > i128::from(vsize) {
        return Err(l.error(format!(
            "access of {} byte(s) at offset {} is outside '{}' ({} bytes)",
            bytes,
            addr.offset,
            l.var_name(var),
            vsize
        )));
    }
    Ok((slot, addr.offset as u32))
}

/// The width an operand of type `ty` is read at (`.pred`: 8 bits).
fn op_bits(ty: Type) -> u32 {
    if ty == Type::Pred {
        8
    } else {
        ty.bits()
    }
}

/// The register width `mov`'s vector forms pack into or unpack from.
fn pack_bits(elem_bits: u32, parts: usize) -> u32 {
    if elem_bits * parts as u32 > 64 {
        128
    } else {
        64
    }
}

/// `(t, !t)` combined with the optional `.BoolOp {!}c` of `setp`/`set`.
fn combine<L: Lower>(
    l: &mut L,
    t: L::V,
    comb: &Option<(BoolOp, Src, bool)>,
) -> Result<(L::V, L::V), L::E> {
    let nt = l.bool_not(t)?;
    let Some((op, c, not)) = comb else {
        return Ok((t, nt));
    };
    let mut cv = l.read_pred(*c)?;
    if *not {
        cv = l.bool_not(cv)?;
    }
    let op = match op {
        BoolOp::And => Bin::And,
        BoolOp::Or => Bin::Or,
        BoolOp::Xor => Bin::Xor,
    };
    Ok((l.bin(op, t, cv)?, l.bin(op, nt, cv)?))
}

/// Saturating conversion (`cvt.sat`) of the exact value `x` (64 bits, read
/// with `s_signed`) to a `d_bits`-wide type.
fn sat_convert<L: Lower>(
    l: &mut L,
    x: L::V,
    s_signed: bool,
    d_bits: u32,
    d_signed: bool,
) -> Result<L::V, L::E> {
    let (lo, hi) = if d_signed {
        (i64::MIN >> (64 - d_bits), i64::MAX >> (64 - d_bits))
    } else {
        (0, (u64::MAX >> (64 - d_bits)) as i64)
    };
    let v = match (s_signed, d_signed) {
        (true, true) => {
            let v = l.bin_k(Bin::SMin, x, hi)?;
            l.bin_k(Bin::SMax, v, lo)?
        }
        (true, false) => {
            let v = l.bin_k(Bin::SMax, x, 0)?;
            l.bin_k(Bin::UMin, v, hi)?
        }
        (false, _) => l.bin_k(Bin::UMin, x, hi)?,
    };
    l.resize(v, d_bits, false)
}

/// `.u16x2`/`.s16x2`: two 16-bit lanes in 32 bits.
fn packed16(ty: Type) -> bool {
    matches!(ty, Type::U16x2 | Type::S16x2)
}

/// The product part of `mul`/`mad`: the `.lo` or `.hi` half at the type's
/// width, or the whole `.wide` product at twice the width.
fn product<L: Lower>(l: &mut L, ty: Type, mode: MulMode, a: Src, b: Src) -> Result<L::V, L::E> {
    let bits = ty.bits();
    let signed = ty.is_signed();
    let av = l.read(a, bits)?;
    let bv = l.read(b, bits)?;
    match mode {
        MulMode::Wide if bits < 64 => {
            let wa = l.resize(av, bits * 2, signed)?;
            let wb = l.resize(bv, bits * 2, signed)?;
            l.bin(Bin::Mul, wa, wb)
        }
        MulMode::Wide | MulMode::Lo | MulMode::Hi => {
            l.mul_half(av, bv, bits, signed, mode == MulMode::Hi)
        }
    }
}

/// `part + c`, saturated to the signed 32-bit range with `.sat`.
fn accumulate<L: Lower>(
    l: &mut L,
    part: L::V,
    c: L::V,
    sat: bool,
    signed: bool,
) -> Result<L::V, L::E> {
    if sat {
        let bits = l.width(part);
        l.sat_add(part, c, bits, signed, false)
    } else {
        l.bin(Bin::Add, part, c)
    }
}

/// `mul24` product part: bits 31..0 or 47..16 of the 48-bit product of the
/// low 24 bits of `a` and `b`.
fn mul24<L: Lower>(l: &mut L, a: Src, b: Src, signed: bool, hi: bool) -> Result<L::V, L::E> {
    let wa = low24(l, a, signed)?;
    let wb = low24(l, b, signed)?;
    let p = l.bin(Bin::Mul, wa, wb)?;
    let p = if hi { l.bin_k(Bin::SShr, p, 16)? } else { p };
    l.resize(p, 32, false)
}

/// The low 24 bits of a 32-bit operand, extended to 64 bits.
fn low24<L: Lower>(l: &mut L, s: Src, signed: bool) -> Result<L::V, L::E> {
    let v = l.read(s, 32)?;
    let low = if signed {
        l.sext_low(v, 24)?
    } else {
        l.bin_k(Bin::And, v, 0xff_ffff)?
    };
    l.resize(low, 64, signed)
}

/// The pos/len operand of `bfe`/`bfi` as a 64-bit value: the low 8 bits of
/// a 32-bit form's operand, all 32 bits of a 64-bit form's
/// (docs/semantics.md §3). A constant stays one, for the constant-field
/// forms of [`bfe`] and [`bfi`].
fn field_operand<L: Lower>(l: &mut L, s: Src, bits: u32) -> Result<L::V, L::E> {
    let mask: u64 = if bits == 64 { 0xffff_ffff } else { 0xff };
    if let Src::Imm(x) = s {
        return l.konst(64, (x & mask) as i64);
    }
    let v = l.read(s, 32)?;
    let v = if l.ubound(v) <= u128::from(mask) {
        v
    } else {
        l.bin_k(Bin::And, v, mask as i64)?
    };
    l.resize(v, 64, false)
}

/// A mask of the low `len` bits at `bits` width (`len` a 64-bit value in
/// `0..=bits`).
fn low_mask<L: Lower>(l: &mut L, len: L::V, bits: u32) -> Result<L::V, L::E> {
    let one = l.konst(bits, 1)?;
    // Unused (the select's other side) when len == bits.
    let sh = l.bin(Bin::Shl, one, len)?;
    let m = l.bin_k(Bin::Add, sh, -1)?;
    let all = l.konst(bits, -1)?;
    let full = l.cmp_k(Cc::Uge, len, i64::from(bits))?;
    l.select(full, all, m)
}

/// The constant `(1 << eff) - 1`.
fn ones(eff: u64) -> u64 {
    if eff >= 64 {
        u64::MAX
    } else {
        (1u64 << eff) - 1
    }
}

/// `bfe` of the `n`-bit `a` with the 64-bit position `p` and length `len`:
/// the field `a[pos .. pos + len]` clamped to the value, sign-extended from
/// bit `min(pos + len - 1, n - 1)` when `signed`.
fn bfe<L: Lower>(l: &mut L, a: L::V, p: L::V, len: L::V, signed: bool) -> Result<L::V, L::E> {
    let n = l.width(a);
    let nn = u64::from(n);
    if let (Some(p), Some(len)) = (l.known(p), l.known(len)) {
        // Constant fields: shifts and one mask. `p`, `len` < 2^32.
        if len == 0 {
            return l.konst(n, 0);
        }
        let pe = p.min(nn);
        let eff = len.min(nn - pe);
        let sidx = (p + len - 1).min(nn - 1);
        if signed {
            // Bit sidx to the top, then an arithmetic shift that brings bit
            // pe to bit 0 (eff == 0: n copies of bit sidx).
            let up = l.bin_k(Bin::Shl, a, (nn - 1 - sidx) as i64)?;
            let down = if eff == 0 { nn - 1 } else { nn - eff };
            return l.bin_k(Bin::SShr, up, down as i64);
        }
        if eff == 0 {
            return l.konst(n, 0);
        }
        let sh = l.bin_k(Bin::UShr, a, pe as i64)?;
        return if pe + eff == nn {
            Ok(sh)
        } else {
            l.bin_k(Bin::And, sh, ones(eff) as i64)
        };
    }
    let (bp, bl) = (l.ubound(p), l.ubound(len));
    if !signed && bl < u128::from(nn) && bp + bl <= u128::from(nn) {
        // The field lies inside the value: (a >> pos) & ((1 << len) - 1).
        let sh = l.bin(Bin::UShr, a, p)?;
        let one = l.konst(n, 1)?;
        let m = l.bin(Bin::Shl, one, len)?;
        let m = l.bin_k(Bin::Add, m, -1)?;
        return l.bin(Bin::And, sh, m);
    }
    let nk = l.konst(64, i64::from(n))?;
    let pos_ok = l.cmp(Cc::Ult, p, nk)?;
    let z64 = l.konst(64, 0)?;
    let sh = l.select(pos_ok, p, z64)?;
    let shifted = l.bin(Bin::UShr, a, sh)?;
    let pmin = l.bin(Bin::UMin, p, nk)?;
    let avail = l.bin(Bin::Sub, nk, pmin)?;
    let eff = l.bin(Bin::UMin, len, avail)?;
    let lm = low_mask(l, eff, n)?;
    let field = l.bin(Bin::And, shifted, lm)?;
    if !signed {
        return Ok(field);
    }
    let last = l.bin(Bin::Add, p, len)?;
    let last = l.bin_k(Bin::Add, last, -1)?;
    let sidx = l.bin_k(Bin::UMin, last, i64::from(n - 1))?;
    let s = l.bin(Bin::UShr, a, sidx)?;
    let s = l.bin_k(Bin::And, s, 1)?;
    let zero = l.konst(n, 0)?;
    let lz = l.cmp_k(Cc::Eq, len, 0)?;
    let s = l.select(lz, zero, s)?;
    let fill = l.neg(s)?;
    let fill = l.and_not(fill, lm)?;
    l.bin(Bin::Or, field, fill)
}

/// `bfi`: the low `len` bits of `f` inserted into `b` at `pos` (the field
/// clamped to the value), 64-bit `p` and `len`.
fn bfi<L: Lower>(l: &mut L, f: L::V, b: L::V, p: L::V, len: L::V) -> Result<L::V, L::E> {
    let n = l.width(b);
    let nn = u64::from(n);
    if let (Some(p), Some(len)) = (l.known(p), l.known(len)) {
        let pe = p.min(nn);
        let eff = len.min(nn - pe);
        if eff == 0 {
            return Ok(b);
        }
        let fmask = ones(eff) << pe;
        let ins = l.bin_k(Bin::Shl, f, pe as i64)?;
        let ins = l.bin_k(Bin::And, ins, fmask as i64)?;
        let keep = l.bin_k(Bin::And, b, !fmask as i64)?;
        return l.bin(Bin::Or, keep, ins);
    }
    let (bp, bl) = (l.ubound(p), l.ubound(len));
    let (sh, fmask) = if bl < u128::from(nn) && bp + bl <= u128::from(nn) {
        // The field lies inside the value.
        let one = l.konst(n, 1)?;
        let m = l.bin(Bin::Shl, one, len)?;
        let m = l.bin_k(Bin::Add, m, -1)?;
        (p, l.bin(Bin::Shl, m, p)?)
    } else {
        let nk = l.konst(64, i64::from(n))?;
        let pos_ok = l.cmp(Cc::Ult, p, nk)?;
        let z64 = l.konst(64, 0)?;
        let sh = l.select(pos_ok, p, z64)?;
        let pmin = l.bin(Bin::UMin, p, nk)?;
        let avail = l.bin(Bin::Sub, nk, pmin)?;
        let eff = l.bin(Bin::UMin, len, avail)?;
        let lm = low_mask(l, eff, n)?;
        (sh, l.bin(Bin::Shl, lm, sh)?)
    };
    let ins = l.bin(Bin::Shl, f, sh)?;
    let ins = l.bin(Bin::And, ins, fmask)?;
    let keep = l.and_not(b, fmask)?;
    l.bin(Bin::Or, keep, ins)
}
