//! Integer Arithmetic instructions (PTX ISA section "Integer Arithmetic Instructions").
//!
//! Every function is a pure transcription of the ISA pseudocode over raw bit patterns.
//! Conventions shared by all functions here:
//!
//! * Type-generic instructions take an [`IntTy`] plus operands as `u64` bit patterns.
//!   Only the low `ty.bits` bits of each operand are read, and the result is returned
//!   with every bit above the destination width cleared.
//! * Instructions that exist for one width only (`szext`, `bmsk`, `fns`, `dp4a`,
//!   `dp2a`, the packed `.u16x2`/`.s16x2` forms) take and return `u32`.
//! * Position/length/count results (`popc`, `clz`, `bfind`, `fns`) are `u32`, as in the ISA.
//! * No function validates the instruction/type/modifier combination (the parser does):
//!   each one gives a defined value for any combination, and no input panics.
//!
//! Where real hardware and the ISA text disagree, or the ISA leaves a value
//! unspecified, the hardware value is implemented; `docs/semantics.md (Part II, integer arithmetic)` lists each such
//! point with its evidence.

use super::IntTy;

/// Which part of the double-width product `mul`/`mad` keep (`.lo`: the
/// low `n` bits of the `2n`-bit product, `.hi`: the high `n` bits,
/// `.wide`: all `2n`, the destination twice the operand width): the IR's
/// [`MulMode`].
pub use ptxjit_frontend::ir::MulMode;

/// A `.lo`/`.hi` selector: the half of the 48-bit product for `mul24`/`mad24`, or the
/// half of operand `b` that `dp2a` reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Half {
    /// `.lo`
    Lo,
    /// `.hi`
    Hi,
}

/// The `.clamp`/`.wrap` mode of `szext` and `bmsk`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClampMode {
    /// `.clamp`: an operand of 32 or more counts as 32 (or makes the result 0, see each
    /// instruction).
    Clamp,
    /// `.wrap`: an operand is taken modulo 32.
    Wrap,
}

/// The element type of a packed `.u16x2`/`.s16x2` operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Packed16 {
    /// `.u16x2`
    U16x2,
    /// `.s16x2`
    S16x2,
}

impl Packed16 {
    fn elem(self) -> IntTy {
        match self {
            Packed16::U16x2 => IntTy::U16,
            Packed16::S16x2 => IntTy::S16,
        }
    }
}

/// The same type with twice the width (capped at 64 bits), for `.wide` destinations.
fn widened(ty: IntTy) -> IntTy {
    IntTy::new((ty.bits * 2).min(64), ty.signed)
}

/// Applies `f` to both 16-bit halves of `a` and `b` and packs the results.
fn packed(a: u32, b: u32, f: impl Fn(u64, u64) -> u64) -> u32 {
    let lo = f(u64::from(a & 0xffff), u64::from(b & 0xffff)) & 0xffff;
    let hi = f(u64::from(a >> 16), u64::from(b >> 16)) & 0xffff;
    (lo | (hi << 16)) as u32
}

/// Bit `i` of `v` (0 for `i >= 64`).
fn bit(v: u64, i: u64) -> u64 {
    if i < 64 {
        (v >> i) & 1
    } else {
        0
    }
}

/// `add.type d, a, b` and `add.sat.s32 d, a, b`.
///
/// `sat` clamps the mathematical sum to the range of `ty` (the ISA allows `.sat` on
/// `.s32` only); otherwise the sum wraps modulo `2^bits`.
pub fn add(ty: IntTy, a: u64, b: u64, sat: bool) -> u64 {
    let r = ty.value(a) + ty.value(b);
    if sat {
        ty.saturate(r)
    } else {
        ty.wrap(r)
    }
}

/// `sub.type d, a, b` and `sub.sat.s32 d, a, b`: `a - b`, wrapping or (with `sat`)
/// clamped to the range of `ty`.
pub fn sub(ty: IntTy, a: u64, b: u64, sat: bool) -> u64 {
    let r = ty.value(a) - ty.value(b);
    if sat {
        ty.saturate(r)
    } else {
        ty.wrap(r)
    }
}

/// `add.u16x2`/`add.s16x2 d, a, b`: two independent wrapping 16-bit additions
/// (the result bits are the same for both element types).
pub fn add_16x2(ty: Packed16, a: u32, b: u32) -> u32 {
    packed(a, b, |x, y| add(ty.elem(), x, y, false))
}

/// The exact `2n`-bit product of `a` and `b` read as `ty`, as a 128-bit two's
/// complement bit pattern (an unsigned 64-bit product needs all 128 bits).
fn product(ty: IntTy, a: u64, b: u64) -> u128 {
    let (a, b) = (a & ty.mask(), b & ty.mask());
    if ty.signed {
        (ty.value(a) * ty.value(b)) as u128
    } else {
        u128::from(a) * u128::from(b)
    }
}

/// Bits `n-1..0`, `2n-1..n` or `2n-1..0` of a product, per `mode`.
fn product_part(ty: IntTy, mode: MulMode, t: u128) -> u64 {
    match mode {
        MulMode::Lo => (t as u64) & ty.mask(),
        MulMode::Hi => ((t >> ty.bits) as u64) & ty.mask(),
        MulMode::Wide => (t as u64) & widened(ty).mask(),
    }
}

/// `mul.mode.type d, a, b`.
///
/// The product is computed exactly at `2n` bits; `Lo` keeps bits `n-1..0`, `Hi` keeps
/// bits `2n-1..n`, `Wide` returns all `2n` bits (for 64-bit types, where `.wide` does
/// not exist, the low 64 bits).
pub fn mul(ty: IntTy, mode: MulMode, a: u64, b: u64) -> u64 {
    product_part(ty, mode, product(ty, a, b))
}

/// `mad.mode.type d, a, b, c` and `mad.hi.sat.s32 d, a, b, c`.
///
/// `d = t<n-1..0> + c` (`Lo`), `t<2n-1..n> + c` (`Hi`) or `t + c` (`Wide`, where `c` and
/// `d` are `2n` bits wide). `sat` (ISA: `.hi` with `.s32` only) clamps the mathematical
/// value of that sum (the selected product bits read as `ty`) to the destination range
/// instead of wrapping.
pub fn mad(ty: IntTy, mode: MulMode, sat: bool, a: u64, b: u64, c: u64) -> u64 {
    let dty = match mode {
        MulMode::Wide => widened(ty),
        _ => ty,
    };
    let part = product_part(ty, mode, product(ty, a, b));
    let r = dty.value(part) + dty.value(c);
    if sat {
        dty.saturate(r)
    } else {
        dty.wrap(r)
    }
}

/// The 48-bit product of the low 24 bits of `a` and `b` (sign-extended from bit 23
/// when `signed`), as a mathematical value.
fn product24(signed: bool, a: u64, b: u64) -> i128 {
    let t24 = IntTy::new(24, signed);
    t24.value(a) * t24.value(b)
}

/// `mul24.mode.type d, a, b` (`.u32` or `.s32`, so `signed` picks `.s32`).
///
/// Multiplies the low 24 bits of each operand to a 48-bit product; `Lo` returns bits
/// `31..0`, `Hi` bits `47..16`.
pub fn mul24(signed: bool, half: Half, a: u64, b: u64) -> u64 {
    let t = product24(signed, a, b);
    match half {
        Half::Lo => IntTy::U32.wrap(t),
        Half::Hi => IntTy::U32.wrap(t >> 16),
    }
}

/// `mad24.mode.type d, a, b, c` and `mad24.hi.sat.s32 d, a, b, c`.
///
/// `d = t<31..0> + c` (`Lo`) or `t<47..16> + c` (`Hi`), where `t` is the 48-bit
/// product of [`mul24`]. `sat` clamps the mathematical sum to the 32-bit range of the
/// type (ISA: `.hi.sat.s32` only; the selected product bits are read as signed there).
pub fn mad24(signed: bool, half: Half, sat: bool, a: u64, b: u64, c: u64) -> u64 {
    let ty = IntTy::new(32, signed);
    let part = ty.value(mul24(signed, half, a, b));
    let r = part + ty.value(c);
    if sat {
        ty.saturate(r)
    } else {
        ty.wrap(r)
    }
}

/// `sad.type d, a, b, c`: `d = c + ((a < b) ? b - a : a - b)`, wrapping.
pub fn sad(ty: IntTy, a: u64, b: u64, c: u64) -> u64 {
    let diff = (ty.value(a) - ty.value(b)).abs();
    ty.wrap(ty.value(c) + diff)
}

/// The value `div`/`rem` give when the divisor is zero: all ones of the type's width
/// (hardware fact, see `docs/semantics.md (Part II, integer arithmetic)`).
fn div_by_zero(ty: IntTy) -> u64 {
    ty.mask()
}

/// `div.type d, a, b`: quotient rounded toward zero.
///
/// Division by zero gives the hardware's value, all ones (`0xffff...`, i.e. -1 for
/// signed types); `MIN / -1` wraps to `MIN`.
pub fn div(ty: IntTy, a: u64, b: u64) -> u64 {
    let (x, y) = (ty.value(a), ty.value(b));
    if y == 0 {
        return div_by_zero(ty);
    }
    ty.wrap(x / y)
}

/// `rem.type d, a, b`: remainder with the sign of the dividend (`a - b * (a / b)`).
///
/// Remainder by zero gives the same hardware value as [`div`] by zero; `MIN % -1` is 0.
pub fn rem(ty: IntTy, a: u64, b: u64) -> u64 {
    let (x, y) = (ty.value(a), ty.value(b));
    if y == 0 {
        return div_by_zero(ty);
    }
    ty.wrap(x % y)
}

/// `abs.type d, a` (`.s16`, `.s32`, `.s64`): `|a|`, with `abs(MIN) = MIN` (wraps).
pub fn abs(ty: IntTy, a: u64) -> u64 {
    ty.wrap(ty.value(a).abs())
}

/// `neg.type d, a` (`.s16`, `.s32`, `.s64`): `-a`, with `neg(MIN) = MIN` (wraps).
pub fn neg(ty: IntTy, a: u64) -> u64 {
    ty.wrap(-ty.value(a))
}

/// `min{.relu}.type d, a, b`: the smaller of `a` and `b` under `ty`'s signedness.
///
/// `relu` (ISA: `.s32` and `.s16x2` only) replaces a negative result by 0.
pub fn min(ty: IntTy, relu: bool, a: u64, b: u64) -> u64 {
    let r = ty.value(a).min(ty.value(b));
    ty.wrap(if relu { r.max(0) } else { r })
}

/// `max{.relu}.type d, a, b`: the larger of `a` and `b`; `relu` as in [`min`].
pub fn max(ty: IntTy, relu: bool, a: u64, b: u64) -> u64 {
    let r = ty.value(a).max(ty.value(b));
    ty.wrap(if relu { r.max(0) } else { r })
}

/// `min{.relu}.u16x2`/`.s16x2 d, a, b`: [`min`] on each 16-bit half.
pub fn min_16x2(ty: Packed16, relu: bool, a: u32, b: u32) -> u32 {
    packed(a, b, |x, y| min(ty.elem(), relu, x, y))
}

/// `max{.relu}.u16x2`/`.s16x2 d, a, b`: [`max`] on each 16-bit half.
pub fn max_16x2(ty: Packed16, relu: bool, a: u32, b: u32) -> u32 {
    packed(a, b, |x, y| max(ty.elem(), relu, x, y))
}

/// `popc.b32`/`.b64 d, a`: the number of one bits in the low `bits` bits of `a`.
pub fn popc(bits: u32, a: u64) -> u32 {
    (a & IntTy::new(bits, false).mask()).count_ones()
}

/// `clz.b32`/`.b64 d, a`: the number of leading zeros of the `bits`-wide value
/// (`bits` for zero).
pub fn clz(bits: u32, a: u64) -> u32 {
    let bits = bits.clamp(1, 64);
    let v = a & IntTy::new(bits, false).mask();
    v.leading_zeros() - (64 - bits)
}

/// `bfind{.shiftamt}.type d, a`: position of the most significant non-sign bit.
///
/// For unsigned types, the highest one bit; for signed types, the highest bit that
/// differs from the sign bit. With `shiftamt`, the left-shift amount that moves that bit
/// to the msb (`msb - position`). `0xffffffff` when no such bit exists.
pub fn bfind(ty: IntTy, shiftamt: bool, a: u64) -> u32 {
    let msb = ty.bits - 1;
    let mut v = a & ty.mask();
    if ty.signed && (v >> msb) & 1 == 1 {
        v = !v & ty.mask();
    }
    let mut d = u32::MAX;
    for i in (0..=msb).rev() {
        if (v >> i) & 1 == 1 {
            d = i;
            break;
        }
    }
    if shiftamt && d != u32::MAX {
        d = msb - d;
    }
    d
}

/// `fns.b32 d, mask, base, offset`: position of the `offset`-th set bit of `mask`
/// counting from bit `base` (upwards for positive `offset`, downwards for negative),
/// or `0xffffffff` if there is none.
///
/// `offset` is the bit pattern of an `.s32`. `offset == 0` tests bit `base` only.
/// `base` above 31 is undefined in the ISA; hardware follows the ISA loop as written (it
/// stops at once outside 0..31, giving `0xffffffff`). `offset == i32::MIN` gives 0 on
/// hardware, for every `mask` and `base` — see `docs/semantics.md (Part II, integer arithmetic)`.
pub fn fns(mask: u32, base: u32, offset: u32) -> u32 {
    let offset = offset as i32;
    if offset == i32::MIN {
        // Hardware: the result is 0 for every mask and base (docs/semantics.md (Part II, integer arithmetic)).
        return 0;
    }
    let offset = i64::from(offset);
    let mask = u64::from(mask);
    let base = i64::from(base);
    if offset == 0 {
        return if (0..32).contains(&base) && bit(mask, base as u64) == 1 {
            base as u32
        } else {
            u32::MAX
        };
    }
    let inc = offset.signum();
    let mut count = offset.abs() - 1;
    let mut pos = base;
    while (0..32).contains(&pos) {
        if bit(mask, pos as u64) == 1 {
            if count == 0 {
                return pos as u32;
            }
            count -= 1;
        }
        pos += inc;
    }
    u32::MAX
}

/// `brev.b32`/`.b64 d, a`: the low `bits` bits of `a` in reverse order.
pub fn brev(bits: u32, a: u64) -> u64 {
    let bits = bits.clamp(1, 64);
    a.reverse_bits() >> (64 - bits)
}

/// The `pos`/`len` operands of `bfe`/`bfi` as the hardware reads them: the low 8 bits
/// for 32-bit (and narrower) types, all 32 bits for 64-bit types (hardware fact; the ISA
/// says the low 8 bits for both).
fn field_operand(bits: u32, v: u32) -> u64 {
    if bits == 64 {
        u64::from(v)
    } else {
        u64::from(v & 0xff)
    }
}

/// `bfe.type d, a, b, c`: extract the `c`-bit field of `a` starting at bit `b`, zero- or
/// sign-extended.
///
/// Bits of the field past the msb read as the field's sign bit (bit
/// `min(pos + len - 1, msb)` of `a`, or 0 for unsigned types and `len == 0`). For
/// `.u32`/`.s32`, `pos` and `len` are taken modulo 256; for `.u64`/`.s64`, all 32 bits
/// are used (hardware).
pub fn bfe(ty: IntTy, a: u64, pos: u32, len: u32) -> u64 {
    let msb = u64::from(ty.bits - 1);
    let pos = field_operand(ty.bits, pos);
    let len = field_operand(ty.bits, len);
    let a = a & ty.mask();
    let sbit = if !ty.signed || len == 0 {
        0
    } else {
        bit(a, (pos + len - 1).min(msb))
    };
    let mut d = 0u64;
    for i in 0..=msb {
        let b = if i < len && pos + i <= msb {
            bit(a, pos + i)
        } else {
            sbit
        };
        d |= b << i;
    }
    d
}

/// `bfe.type d, a, pos, len` with `pos` and `len` both immediates, as
/// the GPU computes it: what ptxas folds it to. `bfe.s32` with a `pos`
/// past the msb (`pos & 0xff >= 32`) and `len & 0xff >= 1` is all ones
/// whatever `a` is (ptxas 12.9 and the driver's JIT emit `MOV 0xffffffff`;
/// an H100 returns it for `a = 0`, where [`bfe`] with the same values in
/// registers gives 0). Every other type and value: [`bfe`].
pub fn bfe_immediate(ty: IntTy, a: u64, pos: u32, len: u32) -> u64 {
    if ty.signed && ty.bits == 32 && pos & 0xff >= 32 && len & 0xff >= 1 {
        return 0xffff_ffff;
    }
    bfe(ty, a, pos, len)
}

/// `bfi.type f, a, b, c, d`: insert the low `len` bits of `a` into `b` at bit `pos`.
///
/// Bits that would land past the msb are dropped; `len == 0` or `pos > msb` gives `b`.
/// `pos`/`len` are read as for [`bfe`] (low 8 bits for `.b32`, 32 bits for `.b64`).
pub fn bfi(bits: u32, a: u64, b: u64, pos: u32, len: u32) -> u64 {
    let bits = bits.clamp(1, 64);
    let ty = IntTy::new(bits, false);
    let msb = u64::from(bits - 1);
    let pos = field_operand(bits, pos);
    let len = field_operand(bits, len);
    let mut f = b & ty.mask();
    let mut i = 0;
    while i < len && pos + i <= msb {
        let p = pos + i;
        f = (f & !(1u64 << p)) | (bit(a, i) << p);
        i += 1;
    }
    f
}

/// `cvt.pack.sat.convertType.s32{.b32} d, a, b{, c}`, as the ISA's
/// pseudocode: `ta`/`tb` are `a`/`b` clamped to the range of the `size`-bit
/// type; `td = tb` with bits `size .. 2*size-1` replaced by `ta`'s low bits;
/// for 16-bit types `d = td`, else `d` is `td`'s low `2*size` bits with `c`'s
/// low bits above them.
pub fn cvt_pack(size: u32, signed: bool, a: i32, b: i32, c: u32) -> u32 {
    let (min, max): (i64, i64) = if signed {
        (-(1 << (size - 1)), (1 << (size - 1)) - 1)
    } else {
        (0, (1 << size) - 1)
    };
    let sat = |x: i32| (x as i64).clamp(min, max) as u32;
    let (ta, tb) = (sat(a), sat(b));
    let bit = |v: u32, i: u32| (v >> i) & 1;
    let mut td = tb;
    for i in size..2 * size {
        td = (td & !(1 << i)) | (bit(ta, i - size) << i);
    }
    if size == 16 {
        return td;
    }
    let mut d = 0u32;
    for i in 0..2 * size {
        d |= bit(td, i) << i;
    }
    for i in 2 * size..32 {
        d |= bit(c, i - 2 * size) << i;
    }
    d
}

/// `szext.mode.type d, a, b` (`.u32`/`.s32`): zero- (`signed == false`) or
/// sign-extend the low `N` bits of `a`, where `N` is `b` modulo 32 (`Wrap`) or `b`
/// clamped to 32 (`Clamp`). `N == 0` gives 0.
pub fn szext(mode: ClampMode, signed: bool, a: u32, b: u32) -> u32 {
    let b1 = b & 0x1f;
    let too_large = b >= 32 && mode == ClampMode::Clamp;
    let mask: u32 = if too_large { 0 } else { u32::MAX << b1 };
    let sign_pos = b1.wrapping_sub(1) & 0x1f;
    let sign_bit = if b1 == 0 || too_large || !signed {
        false
    } else {
        (a >> sign_pos) & 1 == 1
    };
    (a & !mask) | if sign_bit { mask } else { 0 }
}

/// `bmsk.mode.b32 d, a, b`: a mask of `b` one bits starting at bit `a`.
///
/// Transcribes the ISA: `a` and `b` are used modulo 32; a field running past bit 31 is
/// cut there; with `Clamp`, `a >= 32` gives 0 and `b >= 32` fills up to bit 31; with
/// `Wrap`, a width of 0 modulo 32 gives 0.
pub fn bmsk(mode: ClampMode, a: u32, b: u32) -> u32 {
    let a1 = a & 0x1f;
    let b1 = b & 0x1f;
    let mut mask0 = u32::MAX << a1;
    let sum = a1 + b1;
    let mut mask1 = if sum >= 32 { 0 } else { u32::MAX << sum };
    let sum_overflow = sum >= 32;
    let mut pos_overflow = false;
    let mut width_overflow = false;
    if mode == ClampMode::Clamp {
        if a >= 32 {
            pos_overflow = true;
            mask0 = 0;
        }
        if b >= 32 {
            width_overflow = true;
        }
    }
    if sum_overflow || pos_overflow || width_overflow {
        mask1 = 0;
    } else if b1 == 0 {
        mask1 = u32::MAX;
    }
    mask0 & !mask1
}

/// Byte `i` of `v`, zero- or sign-extended.
fn byte(v: u32, i: u32, signed: bool) -> i64 {
    let x = (v >> (8 * i)) & 0xff;
    if signed {
        i64::from(x as u8 as i8)
    } else {
        i64::from(x)
    }
}

/// Half-word `i` of `v`, zero- or sign-extended.
fn halfword(v: u32, i: u32, signed: bool) -> i64 {
    let x = (v >> (16 * i)) & 0xffff;
    if signed {
        i64::from(x as u16 as i16)
    } else {
        i64::from(x)
    }
}

/// `dp4a.atype.btype d, a, b, c`: `c` plus the dot product of the four bytes of `a`
/// and the four bytes of `b` (each sign-extended when its type is `.s32`), modulo 2^32.
pub fn dp4a(a_signed: bool, b_signed: bool, a: u32, b: u32, c: u32) -> u32 {
    let mut d = i64::from(c);
    for i in 0..4 {
        d += byte(a, i, a_signed) * byte(b, i, b_signed);
    }
    d as u32
}

/// `dp2a.mode.atype.btype d, a, b, c`: `c` plus the dot product of the two half-words
/// of `a` with bytes 0,1 (`Lo`) or 2,3 (`Hi`) of `b`, modulo 2^32.
pub fn dp2a(half: Half, a_signed: bool, b_signed: bool, a: u32, b: u32, c: u32) -> u32 {
    let sel = match half {
        Half::Lo => 0,
        Half::Hi => 2,
    };
    let mut d = i64::from(c);
    for i in 0..2 {
        d += halfword(a, i, a_signed) * byte(b, sel + i, b_signed);
    }
    d as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    const S16: IntTy = IntTy::S16;
    const U16: IntTy = IntTy::U16;
    const S32: IntTy = IntTy::S32;
    const U32: IntTy = IntTy::U32;
    const S64: IntTy = IntTy::S64;
    const U64: IntTy = IntTy::U64;

    /// splitmix64: a small deterministic PRNG for the property loops.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            crate::sem::splitmix(&mut self.0)
        }
        /// Random values biased towards the boundaries of a `bits`-wide type.
        fn edgy(&mut self, bits: u32) -> u64 {
            let m = IntTy::new(bits, false).mask();
            let r = self.next();
            match r % 8 {
                0 => 0,
                1 => 1,
                2 => m,
                3 => m >> 1,
                4 => (m >> 1) + 1,
                5 => (r >> 8) % 70,
                _ => (r >> 3) & m,
            }
        }
    }

    // ----- ISA examples -------------------------------------------------------------

    #[test]
    fn isa_examples_fns() {
        assert_eq!(fns(0xaaaa_aaaa, 3, 1), 3);
        assert_eq!(fns(0xaaaa_aaaa, 3, (-1i32) as u32), 3);
        assert_eq!(fns(0xaaaa_aaaa, 2, 1), 3);
        assert_eq!(fns(0xaaaa_aaaa, 2, (-1i32) as u32), 1);
    }

    #[test]
    fn isa_examples_bmsk_szext() {
        // bmsk.wrap.b32 rd, 1, 2; // Creates a bitmask of 0x00000006.
        assert_eq!(bmsk(ClampMode::Wrap, 1, 2), 0x0000_0006);
        assert_eq!(bmsk(ClampMode::Clamp, 1, 2), 0x0000_0006);
        // szext.wrap.u32 rd, 0xffffffff, 0; // Result is 0.
        assert_eq!(szext(ClampMode::Wrap, false, 0xffff_ffff, 0), 0);
    }

    #[test]
    fn isa_examples_add_mad() {
        // add.sat.s32 c,c,1;
        assert_eq!(add(S32, 0x7fff_fffe, 1, true), 0x7fff_ffff);
        assert_eq!(add(S32, 0x7fff_ffff, 1, true), 0x7fff_ffff);
        // add.u16x2 u,v,w;
        assert_eq!(
            add_16x2(Packed16::U16x2, 0x0001_0002, 0x0003_0004),
            0x0004_0006
        );
        // mad.lo.s32 r,p,q,r;
        assert_eq!(
            mad(S32, MulMode::Lo, false, 3, (-4i32) as u32 as u64, 20),
            8
        );
        // sad.u32 d,a,b,d; // running sum
        assert_eq!(sad(U32, 3, 10, 100), 107);
    }

    // ----- hand-worked values, per instruction x type x modifier ----------------------

    #[test]
    fn add_sub_values() {
        assert_eq!(add(U16, 0xffff, 1, false), 0);
        assert_eq!(add(S16, 0x7fff, 1, false), 0x8000);
        assert_eq!(add(U32, 0xffff_ffff, 2, false), 1);
        assert_eq!(add(S32, 0x7fff_ffff, 1, false), 0x8000_0000);
        assert_eq!(add(S32, 0x8000_0000, 0xffff_ffff, true), 0x8000_0000);
        assert_eq!(add(S32, 5, 0xffff_fffd, true), 2);
        assert_eq!(add(U64, u64::MAX, 1, false), 0);
        assert_eq!(add(S64, i64::MAX as u64, 1, false), 1 << 63);
        // operand bits above the type width are ignored
        assert_eq!(add(U16, 0x1_0001, 0x2_0001, false), 2);
        assert_eq!(sub(U16, 0, 1, false), 0xffff);
        assert_eq!(sub(S16, 0x8000, 1, false), 0x7fff);
        assert_eq!(sub(U32, 1, 2, false), 0xffff_ffff);
        assert_eq!(sub(S32, 0x8000_0000, 1, true), 0x8000_0000);
        assert_eq!(sub(S32, 0x7fff_ffff, 0xffff_ffff, true), 0x7fff_ffff);
        assert_eq!(sub(S32, 0x8000_0000, 1, false), 0x7fff_ffff);
        assert_eq!(sub(U64, 0, 1, false), u64::MAX);
        assert_eq!(sub(S64, 1 << 63, 1, false), i64::MAX as u64);
        // packed: each half wraps on its own, no carry between halves
        assert_eq!(
            add_16x2(Packed16::U16x2, 0xffff_0001, 0x0001_0001),
            0x0000_0002
        );
        assert_eq!(
            add_16x2(Packed16::S16x2, 0x7fff_ffff, 0x0001_0001),
            0x8000_0000
        );
    }

    #[test]
    fn mul_values() {
        use MulMode::*;
        assert_eq!(mul(U16, Lo, 0x1234, 0x10), 0x2340);
        assert_eq!(mul(U16, Hi, 0x1234, 0x10), 0x1);
        assert_eq!(mul(U16, Wide, 0xffff, 0xffff), 0xfffe_0001);
        assert_eq!(mul(S16, Hi, 0x8000, 0x8000), 0x4000);
        assert_eq!(mul(S16, Lo, 0xffff, 0xffff), 1);
        assert_eq!(mul(S16, Hi, 0xffff, 0xffff), 0);
        assert_eq!(mul(S16, Wide, 0x8000, 0x7fff), 0xc000_8000);
        assert_eq!(mul(U32, Lo, 0xffff_ffff, 0xffff_ffff), 1);
        assert_eq!(mul(U32, Hi, 0xffff_ffff, 0xffff_ffff), 0xffff_fffe);
        assert_eq!(
            mul(U32, Wide, 0xffff_ffff, 0xffff_ffff),
            0xffff_fffe_0000_0001
        );
        assert_eq!(mul(S32, Hi, 0xffff_ffff, 1), 0xffff_ffff);
        assert_eq!(mul(S32, Wide, 0xffff_ffff, 0xffff_ffff), 1);
        assert_eq!(
            mul(S32, Wide, 0x8000_0000, 0x8000_0000),
            0x4000_0000_0000_0000
        );
        assert_eq!(mul(U64, Hi, u64::MAX, u64::MAX), u64::MAX - 1);
        assert_eq!(mul(U64, Lo, u64::MAX, u64::MAX), 1);
        assert_eq!(mul(S64, Hi, 1 << 63, 1 << 63), 1 << 62);
        assert_eq!(mul(S64, Hi, u64::MAX, 1), u64::MAX);
        assert_eq!(mul(S64, Lo, 1 << 63, u64::MAX), 1 << 63);
    }

    #[test]
    fn mad_values() {
        use MulMode::*;
        assert_eq!(mad(U32, Lo, false, 3, 4, 5), 17);
        assert_eq!(mad(U32, Hi, false, 0x8000_0000, 4, 5), 7);
        assert_eq!(mad(U16, Lo, false, 0x100, 0x100, 0xffff), 0xffff);
        assert_eq!(mad(U16, Hi, false, 0x100, 0x100, 0xffff), 0);
        assert_eq!(mad(S16, Hi, false, 0x8000, 0x8000, 1), 0x4001);
        assert_eq!(mad(S16, Wide, false, 0xfffe, 3, 10), 4);
        assert_eq!(mad(U32, Wide, false, 0xffff_ffff, 2, 1), 0x1_ffff_ffff);
        assert_eq!(mad(S32, Wide, false, 0xffff_ffff, 1, 0), u64::MAX);
        assert_eq!(mad(U64, Lo, false, 2, 3, u64::MAX), 5);
        assert_eq!(mad(S64, Hi, false, 1 << 63, 1 << 63, 1), (1 << 62) + 1);
        // hi of (2^31-1)^2 is 0x3fffffff; + 0x7fffffff overflows
        assert_eq!(
            mad(S32, Hi, false, 0x7fff_ffff, 0x7fff_ffff, 0x7fff_ffff),
            0xbfff_fffe
        );
        assert_eq!(
            mad(S32, Hi, true, 0x7fff_ffff, 0x7fff_ffff, 0x7fff_ffff),
            0x7fff_ffff
        );
        // hi of -2^31 * (2^31-1) is -2^30; + -2^31 underflows
        assert_eq!(
            mad(S32, Hi, true, 0x8000_0000, 0x7fff_ffff, 0x8000_0000),
            0x8000_0000
        );
        assert_eq!(mad(S32, Hi, true, 0x8000_0000, 0x7fff_ffff, 5), 0xc000_0005);
    }

    #[test]
    fn mul24_mad24_values() {
        // only the low 24 bits are read
        assert_eq!(mul24(false, Half::Lo, 0x0100_0003, 2), 6);
        // (2^24-1)^2 = 0xfffffe000001
        assert_eq!(mul24(false, Half::Lo, 0xff_ffff, 0xff_ffff), 0xfe00_0001);
        assert_eq!(mul24(false, Half::Hi, 0xff_ffff, 0xff_ffff), 0xffff_fe00);
        // signed: 0xffffff is -1, 0x800000 is -2^23
        assert_eq!(mul24(true, Half::Lo, 0xff_ffff, 0xff_ffff), 1);
        assert_eq!(mul24(true, Half::Hi, 0xff_ffff, 0xff_ffff), 0);
        assert_eq!(mul24(true, Half::Lo, 0x80_0000, 1), 0xff80_0000);
        assert_eq!(mul24(true, Half::Hi, 0x80_0000, 1), 0xffff_ff80);
        assert_eq!(mad24(false, Half::Lo, false, 0x0100_0002, 3, 4), 10);
        assert_eq!(
            mad24(false, Half::Hi, false, 0xff_ffff, 0xff_ffff, 0x200),
            0
        );
        assert_eq!(mad24(true, Half::Lo, false, 0xff_ffff, 5, 5), 0);
        // (2^23-1)^2 >> 16 = 0x3fffff00
        assert_eq!(
            mad24(true, Half::Hi, false, 0x7f_ffff, 0x7f_ffff, 0x7fff_ffff),
            0xbfff_feff
        );
        assert_eq!(
            mad24(true, Half::Hi, true, 0x7f_ffff, 0x7f_ffff, 0x7fff_ffff),
            0x7fff_ffff
        );
        // -2^23 * (2^23-1) >> 16 = -2^30 + 128 (floor); + MIN clamps
        assert_eq!(
            mad24(true, Half::Hi, true, 0x80_0000, 0x7f_ffff, 0x8000_0000),
            0x8000_0000
        );
        assert_eq!(
            mad24(true, Half::Hi, true, 0x80_0000, 0x7f_ffff, 0),
            0xc000_0080
        );
    }

    #[test]
    fn sad_values() {
        assert_eq!(sad(U32, 1, 5, 10), 14);
        assert_eq!(sad(U32, 5, 1, 10), 14);
        assert_eq!(sad(S32, 0xffff_ffff, 1, 0), 2);
        assert_eq!(sad(U16, 0, 0xffff, 1), 0);
        assert_eq!(sad(S16, 0x8000, 0x7fff, 0), 0xffff);
        assert_eq!(sad(S64, 1 << 63, i64::MAX as u64, 0), u64::MAX);
        assert_eq!(sad(U64, 0, 5, u64::MAX), 4);
    }

    #[test]
    fn div_rem_values() {
        assert_eq!(div(U32, 7, 2), 3);
        assert_eq!(rem(U32, 7, 2), 1);
        assert_eq!(div(S32, (-7i32) as u32 as u64, 2), (-3i32) as u32 as u64);
        assert_eq!(rem(S32, (-7i32) as u32 as u64, 2), 0xffff_ffff);
        assert_eq!(rem(S32, 7, (-2i32) as u32 as u64), 1);
        assert_eq!(div(U16, 0xffff, 0x100), 0xff);
        assert_eq!(div(S16, 0xfff9, 2), 0xfffd);
        assert_eq!(rem(S16, 0xfff9, 2), 0xffff);
        assert_eq!(div(U64, u64::MAX, 2), u64::MAX >> 1);
        assert_eq!(rem(S64, (-9i64) as u64, 4), (-1i64) as u64);
    }

    #[test]
    fn div_by_zero_and_overflow() {
        // Hardware (H100, ptxas 13.0): all ones for div and rem, every type and dividend.
        for (ty, ones) in [
            (U16, 0xffff),
            (S16, 0xffff),
            (U32, 0xffff_ffff),
            (S32, 0xffff_ffff),
            (U64, u64::MAX),
            (S64, u64::MAX),
        ] {
            for a in [0u64, 1, 5, ones, ones >> 1, (ones >> 1) + 1] {
                assert_eq!(div(ty, a, 0), ones, "div {ty:?} {a:#x}");
                assert_eq!(rem(ty, a, 0), ones, "rem {ty:?} {a:#x}");
            }
        }
        // MIN / -1 wraps to MIN, MIN % -1 is 0
        assert_eq!(div(S16, 0x8000, 0xffff), 0x8000);
        assert_eq!(rem(S16, 0x8000, 0xffff), 0);
        assert_eq!(div(S32, 0x8000_0000, 0xffff_ffff), 0x8000_0000);
        assert_eq!(rem(S32, 0x8000_0000, 0xffff_ffff), 0);
        assert_eq!(div(S64, 1 << 63, u64::MAX), 1 << 63);
        assert_eq!(rem(S64, 1 << 63, u64::MAX), 0);
    }

    #[test]
    fn abs_neg_values() {
        assert_eq!(abs(S16, 0x8000), 0x8000);
        assert_eq!(abs(S16, 0xfffb), 5);
        assert_eq!(abs(S32, (-5i32) as u32 as u64), 5);
        assert_eq!(abs(S32, 0x8000_0000), 0x8000_0000);
        assert_eq!(abs(S32, 0x7fff_ffff), 0x7fff_ffff);
        assert_eq!(abs(S64, 1 << 63), 1 << 63);
        assert_eq!(abs(S64, u64::MAX), 1);
        assert_eq!(neg(S16, 0x8000), 0x8000);
        assert_eq!(neg(S16, 1), 0xffff);
        assert_eq!(neg(S32, 5), 0xffff_fffb);
        assert_eq!(neg(S32, 0), 0);
        assert_eq!(neg(S64, 1), u64::MAX);
        assert_eq!(neg(S64, 1 << 63), 1 << 63);
    }

    #[test]
    fn min_max_values() {
        assert_eq!(min(U16, false, 0xffff, 1), 1);
        assert_eq!(min(S16, false, 0xffff, 1), 0xffff);
        assert_eq!(max(U16, false, 0x8000, 0x7fff), 0x8000);
        assert_eq!(max(S16, false, 0x8000, 0x7fff), 0x7fff);
        assert_eq!(min(U32, false, 1, 0xffff_ffff), 1);
        assert_eq!(min(S32, false, 1, 0xffff_ffff), 0xffff_ffff);
        assert_eq!(max(S32, false, 0x8000_0000, 0x7fff_ffff), 0x7fff_ffff);
        assert_eq!(max(U32, false, 0x8000_0000, 0x7fff_ffff), 0x8000_0000);
        assert_eq!(min(S32, true, 1, 0xffff_ffff), 0);
        assert_eq!(min(S32, true, 7, 3), 3);
        assert_eq!(max(S32, true, 0xffff_fffb, 0xffff_fffd), 0);
        assert_eq!(max(S32, true, 0xffff_fffb, 3), 3);
        assert_eq!(min(U64, false, u64::MAX, 0), 0);
        assert_eq!(min(S64, false, u64::MAX, 0), u64::MAX);
        assert_eq!(max(U64, false, 1 << 63, 1), 1 << 63);
        assert_eq!(max(S64, false, 1 << 63, 1), 1);
        let (u, s) = (Packed16::U16x2, Packed16::S16x2);
        assert_eq!(min_16x2(u, false, 0x0001_ffff, 0xffff_0002), 0x0001_0002);
        assert_eq!(max_16x2(u, false, 0x0001_ffff, 0xffff_0002), 0xffff_ffff);
        assert_eq!(min_16x2(s, false, 0x0001_ffff, 0xffff_0002), 0xffff_ffff);
        assert_eq!(max_16x2(s, false, 0x0001_ffff, 0xffff_0002), 0x0001_0002);
        assert_eq!(min_16x2(s, true, 0x0001_ffff, 0xffff_0002), 0x0000_0000);
        assert_eq!(min_16x2(s, true, 0x0003_0002, 0x0004_0001), 0x0003_0001);
        assert_eq!(max_16x2(s, true, 0x8000_0005, 0x9000_0003), 0x0000_0005);
    }

    #[test]
    fn popc_clz_brev_values() {
        assert_eq!(popc(32, 0xf0f0_f0f0), 16);
        assert_eq!(popc(32, 0), 0);
        assert_eq!(popc(32, 0xffff_ffff_0000_0001), 1);
        assert_eq!(popc(64, u64::MAX), 64);
        assert_eq!(clz(32, 0), 32);
        assert_eq!(clz(32, 1), 31);
        assert_eq!(clz(32, 0x8000_0000), 0);
        assert_eq!(clz(32, 0xffff_ffff_0000_ffff), 16);
        assert_eq!(clz(64, 0), 64);
        assert_eq!(clz(64, 1), 63);
        assert_eq!(clz(64, 1 << 63), 0);
        assert_eq!(brev(32, 1), 0x8000_0000);
        assert_eq!(brev(32, 0x1234_5678), 0x1e6a_2c48);
        assert_eq!(brev(32, 0xffff_0000_0000_0001), 0x8000_0000);
        assert_eq!(brev(64, 1), 1 << 63);
        assert_eq!(brev(64, 0x0000_0000_0000_00f0), 0x0f00_0000_0000_0000);
    }

    #[test]
    fn bfind_values() {
        assert_eq!(bfind(U32, false, 0), 0xffff_ffff);
        assert_eq!(bfind(U32, true, 0), 0xffff_ffff);
        assert_eq!(bfind(U32, false, 1), 0);
        assert_eq!(bfind(U32, true, 1), 31);
        assert_eq!(bfind(U32, false, 0x8000_0000), 31);
        assert_eq!(bfind(S32, false, 0xffff_ffff), 0xffff_ffff);
        assert_eq!(bfind(S32, false, 0xffff_fffe), 0);
        assert_eq!(bfind(S32, true, 0xffff_fffe), 31);
        assert_eq!(bfind(S32, false, 0x7fff_ffff), 30);
        assert_eq!(bfind(S32, false, 0x8000_0000), 30);
        assert_eq!(bfind(S32, true, 0x8000_0000), 1);
        assert_eq!(bfind(U64, false, 1 << 40), 40);
        assert_eq!(bfind(U64, true, 1 << 40), 23);
        assert_eq!(bfind(U64, false, 0), 0xffff_ffff);
        assert_eq!(bfind(S64, false, 1 << 63), 62);
        assert_eq!(bfind(S64, true, 1 << 63), 1);
        assert_eq!(bfind(S64, false, u64::MAX), 0xffff_ffff);
        assert_eq!(bfind(S64, false, 0), 0xffff_ffff);
    }

    #[test]
    fn fns_values() {
        let m = |x: i32| x as u32;
        assert_eq!(fns(0x8000_0001, 0, 2), 31);
        assert_eq!(fns(0x8000_0001, 31, m(-2)), 0);
        assert_eq!(fns(0x8000_0001, 0, 3), 0xffff_ffff);
        assert_eq!(fns(0x8000_0001, 5, 0), 0xffff_ffff);
        assert_eq!(fns(0x8000_0001, 31, 0), 31);
        assert_eq!(fns(0xffff_ffff, 0, 32), 31);
        assert_eq!(fns(0xffff_ffff, 0, 33), 0xffff_ffff);
        assert_eq!(fns(0xffff_ffff, 31, m(-32)), 0);
        assert_eq!(fns(0, 10, 1), 0xffff_ffff);
        // base past bit 31 (undefined in the ISA): hardware finds nothing, either way
        assert_eq!(fns(0xffff_ffff, 32, m(-1)), 0xffff_ffff);
        assert_eq!(fns(0xffff_ffff, 0xffff_ffff, 1), 0xffff_ffff);
        // offset = INT_MIN: hardware gives 0
        assert_eq!(fns(0, 3, 0x8000_0000), 0);
        assert_eq!(fns(0xaaaa_aaaa, 40, 0x8000_0000), 0);
    }

    #[test]
    fn bfe_immediates_past_the_msb_fold_to_all_ones() {
        // The H100 rows of docs/sass/bfe_s32_const-h100.txt: a = 0, 1,
        // 0x7fffffff, 0x80000000.
        for a in [0, 1, 0x7fff_ffff, 0x8000_0000] {
            assert_eq!(bfe_immediate(S32, a, 40, 8), 0xffff_ffff);
            assert_eq!(bfe_immediate(S32, a, 32, 1), 0xffff_ffff);
            assert_eq!(bfe_immediate(S32, a, 255, 255), 0xffff_ffff);
            assert_eq!(bfe_immediate(S32, a, 40, 0), 0);
            assert_eq!(bfe_immediate(U32, a, 40, 8), 0);
            // pos inside: the ISA's sign fill from a[31]
            assert_eq!(bfe_immediate(S32, a, 31, 8), bfe(S32, a, 31, 8));
        }
        assert_eq!(bfe_immediate(S32, 0x8000_0000, 31, 8), 0xffff_ffff);
        assert_eq!(bfe_immediate(S32, 0x7fff_ffff, 31, 8), 0);
        // .s64 keeps the sign fill (ptxas's SASS reads a[63])
        assert_eq!(bfe_immediate(S64, 1, 64, 8), 0);
        assert_eq!(bfe_immediate(S64, 1 << 63, 200, 8), u64::MAX);
    }

    #[test]
    fn bfe_values() {
        assert_eq!(bfe(U32, 0x1234_5678, 4, 8), 0x67);
        assert_eq!(bfe(S32, 0x1234_5678, 4, 8), 0x67);
        assert_eq!(bfe(S32, 0x0000_00f0, 4, 4), 0xffff_ffff);
        assert_eq!(bfe(U32, 0x0000_00f0, 4, 4), 0xf);
        assert_eq!(bfe(S32, 0x0000_00f0, 4, 0), 0);
        // field running past the msb: sign bit is a[31]
        assert_eq!(bfe(S32, 0x8000_0000, 31, 200), 0xffff_ffff);
        assert_eq!(bfe(U32, 0x8000_0000, 31, 200), 1);
        // start beyond the msb
        assert_eq!(bfe(U32, 0xffff_ffff, 32, 8), 0);
        assert_eq!(bfe(S32, 0xffff_ffff, 40, 8), 0xffff_ffff);
        // 32-bit: pos/len are read modulo 256
        assert_eq!(bfe(U32, 0x1234_5678, 0x104, 0x108), 0x67);
        assert_eq!(bfe(U32, 0x1234_5678, 0x104, 0x100), 0);
        // 64-bit: all 32 bits of pos/len are used (hardware)
        assert_eq!(bfe(U64, 0x1234_5678_9abc_def0, 4, 8), 0xef);
        assert_eq!(bfe(U64, 0x1234_5678_9abc_def0, 0x104, 8), 0);
        assert_eq!(bfe(S64, 1 << 63, 0x104, 8), u64::MAX);
        assert_eq!(
            bfe(U64, 0x1234_5678_9abc_def0, 4, 0x100),
            0x0123_4567_89ab_cdef
        );
        assert_eq!(bfe(S64, 0xf234_5678_9abc_def0, 60, 0x1_0000), u64::MAX);
        assert_eq!(bfe(S64, 0x1234_5678_9abc_def0, 0xffff_ffff, 0xffff_ffff), 0);
    }

    #[test]
    fn bfi_values() {
        assert_eq!(bfi(32, 0xff, 0, 4, 4), 0xf0);
        assert_eq!(bfi(32, 0xff, 0x1234_5678, 0, 8), 0x1234_56ff);
        assert_eq!(bfi(32, 0xff, 0, 30, 4), 0xc000_0000);
        assert_eq!(bfi(32, 0xff, 0x55, 4, 0), 0x55);
        assert_eq!(bfi(32, 0xff, 0x55, 32, 4), 0x55);
        // 32-bit: pos/len are read modulo 256
        assert_eq!(bfi(32, 0xff, 0, 0x104, 0x204), 0xf0);
        // 64-bit: all 32 bits of pos/len are used (hardware)
        assert_eq!(bfi(64, 0xff, 0, 60, 8), 0xf000_0000_0000_0000);
        assert_eq!(bfi(64, 0xff, 7, 0x1000_0004, 4), 7);
        assert_eq!(bfi(64, u64::MAX, 0, 0, 0x100), u64::MAX);
        assert_eq!(bfi(64, 0, u64::MAX, 8, 0x108), 0xff);
    }

    #[test]
    fn szext_values() {
        use ClampMode::*;
        assert_eq!(szext(Clamp, true, 0x80, 8), 0xffff_ff80);
        assert_eq!(szext(Clamp, false, 0x80, 8), 0x80);
        assert_eq!(szext(Clamp, false, 0xff, 4), 0xf);
        assert_eq!(szext(Wrap, true, 0x80, 40), 0xffff_ff80);
        assert_eq!(szext(Clamp, true, 0x80, 40), 0x80);
        assert_eq!(szext(Clamp, true, 0x8000_0080, 32), 0x8000_0080);
        assert_eq!(szext(Wrap, true, 0x8000_0080, 32), 0);
        assert_eq!(szext(Wrap, false, 0xffff_ffff, 31), 0x7fff_ffff);
        assert_eq!(szext(Wrap, true, 0x4000_0000, 31), 0xc000_0000);
        assert_eq!(szext(Clamp, true, 0xffff_ffff, 0), 0);
        assert_eq!(szext(Clamp, true, 1, 1), 0xffff_ffff);
    }

    #[test]
    fn bmsk_values() {
        use ClampMode::*;
        assert_eq!(bmsk(Clamp, 32, 1), 0);
        assert_eq!(bmsk(Wrap, 32, 1), 1);
        assert_eq!(bmsk(Clamp, 28, 8), 0xf000_0000);
        assert_eq!(bmsk(Wrap, 28, 8), 0xf000_0000);
        assert_eq!(bmsk(Clamp, 0, 32), 0xffff_ffff);
        assert_eq!(bmsk(Wrap, 0, 32), 0);
        assert_eq!(bmsk(Clamp, 4, 0), 0);
        assert_eq!(bmsk(Clamp, 8, 100), 0xffff_ff00);
        assert_eq!(bmsk(Wrap, 8, 36), 0x0000_0f00);
        assert_eq!(bmsk(Clamp, 31, 1), 0x8000_0000);
    }

    #[test]
    fn dp4a_dp2a_values() {
        assert_eq!(dp4a(false, false, 0x0102_0304, 0x0101_0101, 10), 20);
        assert_eq!(dp4a(true, true, 0xff00_00ff, 0x0200_0003, 0), 0xffff_fffb);
        assert_eq!(dp4a(false, true, 0xff, 0xff, 0), 0xffff_ff01);
        assert_eq!(dp4a(true, false, 0xff, 0xff, 0), 0xffff_ff01);
        assert_eq!(
            dp4a(false, false, 0xffff_ffff, 0xffff_ffff, 0),
            4 * 255 * 255
        );
        assert_eq!(
            dp4a(true, true, 0x8080_8080, 0x8080_8080, 0xffff_ffff),
            65535
        );
        assert_eq!(
            dp2a(Half::Lo, false, false, 0x0002_0003, 0x0000_0504, 0),
            22
        );
        assert_eq!(
            dp2a(Half::Hi, false, false, 0x0002_0003, 0x0504_0000, 1),
            23
        );
        assert_eq!(dp2a(Half::Lo, true, true, 0xffff_0001, 0x0000_ff02, 0), 3);
        assert_eq!(
            dp2a(Half::Lo, false, true, 0x0000_ffff, 0xff, 0),
            0xffff_0001
        );
        assert_eq!(
            dp2a(Half::Lo, true, false, 0x0000_ffff, 0xff, 0),
            0xffff_ff01
        );
        assert_eq!(
            dp2a(Half::Hi, true, true, 0x8000_8000, 0x8080_0000, 0),
            0x0080_0000
        );
    }

    // ----- properties against simpler independent formulations ---------------------

    #[test]
    fn prop_mul_matches_i128_product() {
        let mut r = Rng(1);
        for _ in 0..4000 {
            for ty in [U16, S16, U32, S32] {
                let (a, b) = (r.edgy(ty.bits), r.edgy(ty.bits));
                let exact = ty.value(a) * ty.value(b);
                let w = IntTy::new(2 * ty.bits, ty.signed);
                assert_eq!(mul(ty, MulMode::Wide, a, b), w.wrap(exact));
                let lo = mul(ty, MulMode::Lo, a, b);
                let hi = mul(ty, MulMode::Hi, a, b);
                assert_eq!(lo | (hi << ty.bits), w.wrap(exact));
            }
            let (a, b) = (r.edgy(64), r.edgy(64));
            let full = u128::from(a) * u128::from(b);
            assert_eq!(mul(U64, MulMode::Lo, a, b), full as u64);
            assert_eq!(mul(U64, MulMode::Hi, a, b), (full >> 64) as u64);
            let sfull = i128::from(a as i64) * i128::from(b as i64);
            assert_eq!(mul(S64, MulMode::Hi, a, b), (sfull >> 64) as u64);
            assert_eq!(mul(S64, MulMode::Lo, a, b), a.wrapping_mul(b));
        }
    }

    #[test]
    fn prop_add_sub_div_rem_identities() {
        let mut r = Rng(2);
        for _ in 0..4000 {
            for ty in [U16, S16, U32, S32, U64, S64] {
                let (a, b) = (r.edgy(ty.bits), r.edgy(ty.bits));
                assert_eq!(sub(ty, add(ty, a, b, false), b, false), a & ty.mask());
                if ty.value(b) != 0 {
                    let (q, m) = (div(ty, a, b), rem(ty, a, b));
                    let back = add(ty, mul(ty, MulMode::Lo, q, b), m, false);
                    assert_eq!(back, a & ty.mask(), "{ty:?} {a:#x} {b:#x}");
                    assert!(ty.value(m).abs() < ty.value(b).abs());
                    assert!(ty.value(m) == 0 || (ty.value(m) < 0) == (ty.value(a) < 0));
                }
                let d = if ty.value(a) < ty.value(b) {
                    ty.value(b) - ty.value(a)
                } else {
                    ty.value(a) - ty.value(b)
                };
                assert_eq!(sad(ty, a, b, 7), ty.wrap(d + 7));
            }
            let (a, b) = (r.edgy(32) as u32, r.edgy(32) as u32);
            let sat = (a as i32).saturating_add(b as i32) as u32;
            assert_eq!(add(S32, a.into(), b.into(), true), u64::from(sat));
            let sat = (a as i32).saturating_sub(b as i32) as u32;
            assert_eq!(sub(S32, a.into(), b.into(), true), u64::from(sat));
        }
    }

    #[test]
    fn prop_bit_counts_match_loops() {
        let mut r = Rng(3);
        for _ in 0..4000 {
            for bits in [32u32, 64] {
                let a = r.edgy(bits) ^ (r.next() & r.next());
                let a = a & IntTy::new(bits, false).mask();
                let ones = (0..bits).filter(|&i| (a >> i) & 1 == 1).count() as u32;
                assert_eq!(popc(bits, a), ones);
                let lz = (0..bits).rev().take_while(|&i| (a >> i) & 1 == 0).count() as u32;
                assert_eq!(clz(bits, a), lz);
                let mut rev = 0u64;
                for i in 0..bits {
                    rev |= ((a >> i) & 1) << (bits - 1 - i);
                }
                assert_eq!(brev(bits, a), rev);
                assert_eq!(brev(bits, brev(bits, a)), a);
                let ty = IntTy::new(bits, false);
                let want = if a == 0 { u32::MAX } else { bits - 1 - lz };
                assert_eq!(bfind(ty, false, a), want);
                assert_eq!(bfind(ty, true, a), if a == 0 { u32::MAX } else { lz });
            }
        }
    }

    #[test]
    fn prop_bfi_then_bfe_round_trips() {
        let mut r = Rng(4);
        for _ in 0..4000 {
            for bits in [32u32, 64] {
                let (a, b) = (r.next(), r.next());
                let pos = (r.next() % u64::from(bits)) as u32;
                let len = (r.next() % u64::from(bits - pos + 1)) as u32;
                let f = bfi(bits, a, b, pos, len);
                let field = if len == 64 {
                    a
                } else {
                    a & ((1u64 << len) - 1)
                };
                assert_eq!(bfe(IntTy::new(bits, false), f, pos, len), field);
                // the bits outside the field are b's
                let fmask = if len == 64 {
                    u64::MAX
                } else {
                    ((1u64 << len) - 1) << pos
                };
                let wmask = IntTy::new(bits, false).mask();
                assert_eq!(f & !fmask & wmask, b & !fmask & wmask);
                // the signed extract is the unsigned one sign-extended from bit len-1
                let s = bfe(IntTy::new(bits, true), f, pos, len);
                let want = if len == 0 {
                    0
                } else {
                    IntTy::new(bits, false).wrap(IntTy::new(len, true).value(field))
                };
                assert_eq!(s, want);
            }
        }
    }

    #[test]
    fn prop_szext_equals_bfe_from_bit_zero() {
        let mut r = Rng(5);
        for _ in 0..2000 {
            let a = r.next() as u32;
            for n in 0..=255u32 {
                let s = bfe(S32, a.into(), 0, n) as u32;
                let u = bfe(U32, a.into(), 0, n) as u32;
                assert_eq!(szext(ClampMode::Clamp, true, a, n), s);
                assert_eq!(szext(ClampMode::Clamp, false, a, n), u);
                assert_eq!(
                    szext(ClampMode::Wrap, true, a, n),
                    bfe(S32, a.into(), 0, n % 32) as u32
                );
            }
        }
    }

    #[test]
    fn prop_bmsk_matches_bit_range() {
        for a in 0..70u32 {
            for b in 0..70u32 {
                let range = |lo: u32, n: u32| -> u32 {
                    (lo..(lo + n).min(32)).fold(0, |m, i| m | (1 << i))
                };
                let clamp = if a >= 32 { 0 } else { range(a, b.min(32)) };
                assert_eq!(bmsk(ClampMode::Clamp, a, b), clamp, "clamp {a} {b}");
                assert_eq!(
                    bmsk(ClampMode::Wrap, a, b),
                    range(a % 32, b % 32),
                    "wrap {a} {b}"
                );
            }
        }
    }

    #[test]
    fn prop_fns_matches_set_bit_list() {
        let mut r = Rng(6);
        for _ in 0..3000 {
            let mask = (r.next() & r.next()) as u32;
            let base = (r.next() % 32) as u32;
            let offset = (r.next() % 70) as i32 - 35;
            let want = if offset == 0 {
                if (mask >> base) & 1 == 1 {
                    base
                } else {
                    u32::MAX
                }
            } else if offset > 0 {
                let v: Vec<u32> = (base..32).filter(|&i| (mask >> i) & 1 == 1).collect();
                v.get(offset as usize - 1).copied().unwrap_or(u32::MAX)
            } else {
                let v: Vec<u32> = (0..=base).rev().filter(|&i| (mask >> i) & 1 == 1).collect();
                v.get((-offset) as usize - 1).copied().unwrap_or(u32::MAX)
            };
            assert_eq!(
                fns(mask, base, offset as u32),
                want,
                "{mask:#x} {base} {offset}"
            );
        }
    }

    #[test]
    fn prop_dot_products_match_byte_loops() {
        let mut r = Rng(7);
        for _ in 0..4000 {
            let (a, b, c) = (r.next() as u32, r.next() as u32, r.next() as u32);
            let ab = a.to_le_bytes();
            let bb = b.to_le_bytes();
            let uu = (0..4).fold(c, |s, i| {
                s.wrapping_add(u32::from(ab[i]) * u32::from(bb[i]))
            });
            assert_eq!(dp4a(false, false, a, b, c), uu);
            let ss = (0..4).fold(c as i32, |s, i| {
                s.wrapping_add(i32::from(ab[i] as i8) * i32::from(bb[i] as i8))
            });
            assert_eq!(dp4a(true, true, a, b, c), ss as u32);
            let (alo, ahi) = (a as u16 as i16 as i32, (a >> 16) as u16 as i16 as i32);
            let hi = c
                .wrapping_add((alo * i32::from(bb[2] as i8)) as u32)
                .wrapping_add((ahi * i32::from(bb[3] as i8)) as u32);
            assert_eq!(dp2a(Half::Hi, true, true, a, b, c), hi);
        }
    }

    #[test]
    fn no_panic_on_odd_operands() {
        let mut r = Rng(8);
        for _ in 0..2000 {
            let (a, b, c) = (r.next(), r.next(), r.next());
            for ty in [U16, S16, U32, S32, U64, S64] {
                for mode in [MulMode::Lo, MulMode::Hi, MulMode::Wide] {
                    let _ = mad(ty, mode, true, a, b, c);
                }
                let _ = (div(ty, a, b), rem(ty, a, b), bfind(ty, true, a));
                let _ = bfe(ty, a, b as u32, c as u32);
                let _ = (add(ty, a, b, true), sub(ty, a, b, true), sad(ty, a, b, c));
            }
            let _ = bfi(64, a, b, c as u32, (c >> 32) as u32);
            let _ = fns(a as u32, b as u32, c as u32);
        }
    }

    // ----- values recorded on an NVIDIA H100 (sm_90, CUDA 13.0 ptxas) ----------------

    /// Evaluates one recorded instruction by name on operands `a b c e`.
    fn eval(name: &str, a: u64, b: u64, c: u64, e: u64) -> Option<u64> {
        use IntTy as T;
        use MulMode::*;
        let (a32, b32, c32, e32) = (a as u32, b as u32, c as u32, e as u32);
        let x2 = |s: bool| if s { Packed16::S16x2 } else { Packed16::U16x2 };
        Some(match name {
            "add_u16" => add(T::U16, a, b, false),
            "add_s16" => add(T::S16, a, b, false),
            "sub_u16" => sub(T::U16, a, b, false),
            "sub_s16" => sub(T::S16, a, b, false),
            "mullo_u16" => mul(T::U16, Lo, a, b),
            "mulhi_u16" => mul(T::U16, Hi, a, b),
            "mullo_s16" => mul(T::S16, Lo, a, b),
            "mulhi_s16" => mul(T::S16, Hi, a, b),
            "div_u16" => div(T::U16, a, b),
            "div_s16" => div(T::S16, a, b),
            "rem_u16" => rem(T::U16, a, b),
            "rem_s16" => rem(T::S16, a, b),
            "min_u16" => min(T::U16, false, a, b),
            "min_s16" => min(T::S16, false, a, b),
            "max_u16" => max(T::U16, false, a, b),
            "max_s16" => max(T::S16, false, a, b),
            "add_u32" => add(T::U32, a, b, false),
            "add_sat_s32" => add(T::S32, a, b, true),
            "sub_u32" => sub(T::U32, a, b, false),
            "sub_sat_s32" => sub(T::S32, a, b, true),
            "add_u16x2" => add_16x2(x2(false), a32, b32) as u64,
            "add_s16x2" => add_16x2(x2(true), a32, b32) as u64,
            "mullo_u32" => mul(T::U32, Lo, a, b),
            "mulhi_u32" => mul(T::U32, Hi, a, b),
            "mullo_s32" => mul(T::S32, Lo, a, b),
            "mulhi_s32" => mul(T::S32, Hi, a, b),
            "mul24lo_u32" => mul24(false, Half::Lo, a, b),
            "mul24hi_u32" => mul24(false, Half::Hi, a, b),
            "mul24lo_s32" => mul24(true, Half::Lo, a, b),
            "mul24hi_s32" => mul24(true, Half::Hi, a, b),
            "div_u32" => div(T::U32, a, b),
            "div_s32" => div(T::S32, a, b),
            "rem_u32" => rem(T::U32, a, b),
            "rem_s32" => rem(T::S32, a, b),
            "min_u32" => min(T::U32, false, a, b),
            "min_s32" => min(T::S32, false, a, b),
            "max_u32" => max(T::U32, false, a, b),
            "max_s32" => max(T::S32, false, a, b),
            "min_relu_s32" => min(T::S32, true, a, b),
            "max_relu_s32" => max(T::S32, true, a, b),
            "min_u16x2" => min_16x2(x2(false), false, a32, b32) as u64,
            "min_s16x2" => min_16x2(x2(true), false, a32, b32) as u64,
            "max_u16x2" => max_16x2(x2(false), false, a32, b32) as u64,
            "max_s16x2" => max_16x2(x2(true), false, a32, b32) as u64,
            "min_relu_s16x2" => min_16x2(x2(true), true, a32, b32) as u64,
            "max_relu_s16x2" => max_16x2(x2(true), true, a32, b32) as u64,
            "bmsk_clamp" => bmsk(ClampMode::Clamp, a32, b32) as u64,
            "bmsk_wrap" => bmsk(ClampMode::Wrap, a32, b32) as u64,
            "szext_clamp_u32" => szext(ClampMode::Clamp, false, a32, b32) as u64,
            "szext_wrap_u32" => szext(ClampMode::Wrap, false, a32, b32) as u64,
            "szext_clamp_s32" => szext(ClampMode::Clamp, true, a32, b32) as u64,
            "szext_wrap_s32" => szext(ClampMode::Wrap, true, a32, b32) as u64,
            "add_u64" => add(T::U64, a, b, false),
            "sub_u64" => sub(T::U64, a, b, false),
            "mullo_u64" => mul(T::U64, Lo, a, b),
            "mulhi_u64" => mul(T::U64, Hi, a, b),
            "mullo_s64" => mul(T::S64, Lo, a, b),
            "mulhi_s64" => mul(T::S64, Hi, a, b),
            "div_u64" => div(T::U64, a, b),
            "div_s64" => div(T::S64, a, b),
            "rem_u64" => rem(T::U64, a, b),
            "rem_s64" => rem(T::S64, a, b),
            "min_u64" => min(T::U64, false, a, b),
            "min_s64" => min(T::S64, false, a, b),
            "max_u64" => max(T::U64, false, a, b),
            "max_s64" => max(T::S64, false, a, b),
            "madlo_u16" => mad(T::U16, Lo, false, a, b, c),
            "madhi_u16" => mad(T::U16, Hi, false, a, b, c),
            "madlo_s16" => mad(T::S16, Lo, false, a, b, c),
            "madhi_s16" => mad(T::S16, Hi, false, a, b, c),
            "sad_u16" => sad(T::U16, a, b, c),
            "sad_s16" => sad(T::S16, a, b, c),
            "madlo_u32" => mad(T::U32, Lo, false, a, b, c),
            "madhi_u32" => mad(T::U32, Hi, false, a, b, c),
            "madlo_s32" => mad(T::S32, Lo, false, a, b, c),
            "madhi_s32" => mad(T::S32, Hi, false, a, b, c),
            "madhi_sat_s32" => mad(T::S32, Hi, true, a, b, c),
            "mad24lo_u32" => mad24(false, Half::Lo, false, a, b, c),
            "mad24hi_u32" => mad24(false, Half::Hi, false, a, b, c),
            "mad24lo_s32" => mad24(true, Half::Lo, false, a, b, c),
            "mad24hi_s32" => mad24(true, Half::Hi, false, a, b, c),
            "mad24hi_sat_s32" => mad24(true, Half::Hi, true, a, b, c),
            "sad_u32" => sad(T::U32, a, b, c),
            "sad_s32" => sad(T::S32, a, b, c),
            "dp4a_uu" => dp4a(false, false, a32, b32, c32) as u64,
            "dp4a_us" => dp4a(false, true, a32, b32, c32) as u64,
            "dp4a_su" => dp4a(true, false, a32, b32, c32) as u64,
            "dp4a_ss" => dp4a(true, true, a32, b32, c32) as u64,
            "dp2alo_uu" => dp2a(Half::Lo, false, false, a32, b32, c32) as u64,
            "dp2alo_us" => dp2a(Half::Lo, false, true, a32, b32, c32) as u64,
            "dp2alo_su" => dp2a(Half::Lo, true, false, a32, b32, c32) as u64,
            "dp2ahi_ss" => dp2a(Half::Hi, true, true, a32, b32, c32) as u64,
            "dp2ahi_us" => dp2a(Half::Hi, false, true, a32, b32, c32) as u64,
            "bfe_u32" => bfe(T::U32, a, b32, c32),
            "bfe_s32" => bfe(T::S32, a, b32, c32),
            "bfe_u64" => bfe(T::U64, a, b32, c32),
            "bfe_s64" => bfe(T::S64, a, b32, c32),
            "bfi_b32" => bfi(32, a, b, c32, e32),
            "bfi_b64" => bfi(64, a, b, c32, e32),
            "fns" => fns(a32, b32, c32) as u64,
            "madlo_u64" => mad(T::U64, Lo, false, a, b, c),
            "madhi_u64" => mad(T::U64, Hi, false, a, b, c),
            "madlo_s64" => mad(T::S64, Lo, false, a, b, c),
            "madhi_s64" => mad(T::S64, Hi, false, a, b, c),
            "sad_u64" => sad(T::U64, a, b, c),
            "sad_s64" => sad(T::S64, a, b, c),
            "abs_s32" => abs(T::S32, a),
            "neg_s32" => neg(T::S32, a),
            "popc_b32" => popc(32, a) as u64,
            "clz_b32" => clz(32, a) as u64,
            "brev_b32" => brev(32, a),
            "bfind_u32" => bfind(T::U32, false, a) as u64,
            "bfind_s32" => bfind(T::S32, false, a) as u64,
            "bfindsa_u32" => bfind(T::U32, true, a) as u64,
            "bfindsa_s32" => bfind(T::S32, true, a) as u64,
            "abs_s16" => abs(T::S16, a),
            "neg_s16" => neg(T::S16, a),
            "abs_s64" => abs(T::S64, a),
            "neg_s64" => neg(T::S64, a),
            "brev_b64" => brev(64, a),
            "popc_b64" => popc(64, a) as u64,
            "clz_b64" => clz(64, a) as u64,
            "bfind_u64" => bfind(T::U64, false, a) as u64,
            "bfind_s64" => bfind(T::S64, false, a) as u64,
            "bfindsa_u64" => bfind(T::U64, true, a) as u64,
            "bfindsa_s64" => bfind(T::S64, true, a) as u64,
            "mulwide_u16" => mul(T::U16, Wide, a, b),
            "mulwide_s16" => mul(T::S16, Wide, a, b),
            "mulwide_u32" => mul(T::U32, Wide, a, b),
            "mulwide_s32" => mul(T::S32, Wide, a, b),
            "madwide_u16" => mad(T::U16, Wide, false, a, b, c),
            "madwide_s16" => mad(T::S16, Wide, false, a, b, c),
            "madwide_u32" => mad(T::U32, Wide, false, a, b, c),
            "madwide_s32" => mad(T::S32, Wide, false, a, b, c),
            _ => return None,
        })
    }
    /// `(name, a, b, c, e, d)`: operands and the result a GPU wrote, picked from a dump of
    /// 111,414 edge-case evaluations (all of which this module reproduces; the harness is
    /// described in docs/semantics.md (Part II, integer arithmetic)).
    #[rustfmt::skip]
    const HARDWARE: &[(&str, u64, u64, u64, u64, u64)] = &[
        ("add_u16", 0x7fff, 0xff, 0x0, 0x0, 0x80fe),
        ("add_u16", 0x8001, 0xfffb, 0x0, 0x0, 0x7ffc),
        ("add_u16", 0x8001, 0x0, 0x0, 0x0, 0x8001),
        ("add_u16", 0x0, 0x1, 0x0, 0x0, 0x1),
        ("add_u16", 0x8000, 0x5, 0x0, 0x0, 0x8005),
        ("add_s16", 0x7fff, 0x5, 0x0, 0x0, 0x8004),
        ("add_s16", 0x8000, 0x2, 0x0, 0x0, 0x8002),
        ("add_s16", 0x2, 0x1, 0x0, 0x0, 0x3),
        ("add_s16", 0x1234, 0x0, 0x0, 0x0, 0x1234),
        ("add_s16", 0x2, 0x1234, 0x0, 0x0, 0x1236),
        ("sub_u16", 0xff, 0x2, 0x0, 0x0, 0xfd),
        ("sub_u16", 0x1, 0xff, 0x0, 0x0, 0xff02),
        ("sub_u16", 0x5, 0x1, 0x0, 0x0, 0x4),
        ("sub_u16", 0x8001, 0x8001, 0x0, 0x0, 0x0),
        ("sub_u16", 0x8000, 0x2, 0x0, 0x0, 0x7ffe),
        ("sub_s16", 0x8001, 0x2, 0x0, 0x0, 0x7fff),
        ("sub_s16", 0x1234, 0x2, 0x0, 0x0, 0x1232),
        ("sub_s16", 0xff, 0x8000, 0x0, 0x0, 0x80ff),
        ("sub_s16", 0x2, 0x0, 0x0, 0x0, 0x2),
        ("sub_s16", 0xfffb, 0xfffb, 0x0, 0x0, 0x0),
        ("mullo_u16", 0x8000, 0x8000, 0x0, 0x0, 0x0),
        ("mullo_u16", 0xfffb, 0xffff, 0x0, 0x0, 0x5),
        ("mullo_u16", 0x8000, 0x5, 0x0, 0x0, 0x8000),
        ("mullo_u16", 0x7fff, 0xfffb, 0x0, 0x0, 0x8005),
        ("mullo_u16", 0x1234, 0x1234, 0x0, 0x0, 0x5a90),
        ("mulhi_u16", 0xff, 0x1, 0x0, 0x0, 0x0),
        ("mulhi_u16", 0xffff, 0x2, 0x0, 0x0, 0x1),
        ("mulhi_u16", 0x8000, 0x7fff, 0x0, 0x0, 0x3fff),
        ("mulhi_u16", 0x5, 0x8000, 0x0, 0x0, 0x2),
        ("mulhi_u16", 0x8001, 0xfffb, 0x0, 0x0, 0x7ffe),
        ("mullo_s16", 0xff, 0xffff, 0x0, 0x0, 0xff01),
        ("mullo_s16", 0xffff, 0x7fff, 0x0, 0x0, 0x8001),
        ("mullo_s16", 0x8001, 0xfffb, 0x0, 0x0, 0x7ffb),
        ("mullo_s16", 0x2, 0x5, 0x0, 0x0, 0xa),
        ("mullo_s16", 0xfffb, 0xfffb, 0x0, 0x0, 0x19),
        ("mulhi_s16", 0x5, 0x1, 0x0, 0x0, 0x0),
        ("mulhi_s16", 0xffff, 0x7fff, 0x0, 0x0, 0xffff),
        ("mulhi_s16", 0x8000, 0x8000, 0x0, 0x0, 0x4000),
        ("mulhi_s16", 0x7fff, 0x1234, 0x0, 0x0, 0x919),
        ("mulhi_s16", 0x8001, 0x8000, 0x0, 0x0, 0x3fff),
        ("div_u16", 0x1, 0x0, 0x0, 0x0, 0xffff),
        ("div_u16", 0xff, 0x0, 0x0, 0x0, 0xffff),
        ("div_u16", 0x8000, 0xffff, 0x0, 0x0, 0x0),
        ("div_u16", 0x5, 0x7fff, 0x0, 0x0, 0x0),
        ("div_u16", 0x5, 0x2, 0x0, 0x0, 0x2),
        ("div_s16", 0x1, 0x0, 0x0, 0x0, 0xffff),
        ("div_s16", 0xff, 0x0, 0x0, 0x0, 0xffff),
        ("div_s16", 0x8000, 0xffff, 0x0, 0x0, 0x8000),
        ("div_s16", 0x5, 0xff, 0x0, 0x0, 0x0),
        ("div_s16", 0x7fff, 0xff, 0x0, 0x0, 0x80),
        ("rem_u16", 0x1, 0x0, 0x0, 0x0, 0xffff),
        ("rem_u16", 0xff, 0x0, 0x0, 0x0, 0xffff),
        ("rem_u16", 0x8000, 0xffff, 0x0, 0x0, 0x8000),
        ("rem_u16", 0xffff, 0xffff, 0x0, 0x0, 0x0),
        ("rem_u16", 0xff, 0x7fff, 0x0, 0x0, 0xff),
        ("rem_s16", 0x1, 0x0, 0x0, 0x0, 0xffff),
        ("rem_s16", 0xff, 0x0, 0x0, 0x0, 0xffff),
        ("rem_s16", 0x8000, 0xffff, 0x0, 0x0, 0x0),
        ("rem_s16", 0x8001, 0x2, 0x0, 0x0, 0xffff),
        ("rem_s16", 0xfffb, 0x1, 0x0, 0x0, 0x0),
        ("min_u16", 0x1234, 0xfffb, 0x0, 0x0, 0x1234),
        ("min_u16", 0x2, 0x5, 0x0, 0x0, 0x2),
        ("min_u16", 0x0, 0x5, 0x0, 0x0, 0x0),
        ("min_u16", 0x8000, 0x7fff, 0x0, 0x0, 0x7fff),
        ("min_u16", 0xffff, 0xffff, 0x0, 0x0, 0xffff),
        ("min_s16", 0x0, 0x0, 0x0, 0x0, 0x0),
        ("min_s16", 0x1, 0xffff, 0x0, 0x0, 0xffff),
        ("min_s16", 0x8001, 0xff, 0x0, 0x0, 0x8001),
        ("min_s16", 0x5, 0x7fff, 0x0, 0x0, 0x5),
        ("min_s16", 0x2, 0x1, 0x0, 0x0, 0x1),
        ("max_u16", 0x5, 0x1, 0x0, 0x0, 0x5),
        ("max_u16", 0x1234, 0xff, 0x0, 0x0, 0x1234),
        ("max_u16", 0x0, 0x2, 0x0, 0x0, 0x2),
        ("max_u16", 0x2, 0x7fff, 0x0, 0x0, 0x7fff),
        ("max_u16", 0xfffb, 0x1, 0x0, 0x0, 0xfffb),
        ("max_s16", 0x8000, 0xff, 0x0, 0x0, 0xff),
        ("max_s16", 0x8000, 0x7fff, 0x0, 0x0, 0x7fff),
        ("max_s16", 0x5, 0xffff, 0x0, 0x0, 0x5),
        ("max_s16", 0x5, 0x1234, 0x0, 0x0, 0x1234),
        ("max_s16", 0x0, 0xfffb, 0x0, 0x0, 0x0),
        ("add_u32", 0x20, 0x5, 0x0, 0x0, 0x25),
        ("add_u32", 0x0, 0x12345678, 0x0, 0x0, 0x12345678),
        ("add_u32", 0x104, 0x21, 0x0, 0x0, 0x125),
        ("add_u32", 0xff, 0x7fffffff, 0x0, 0x0, 0x800000fe),
        ("add_u32", 0x7fff8000, 0x12345678, 0x0, 0x0, 0x9233d678),
        ("add_sat_s32", 0x80000000, 0x80000000, 0x0, 0x0, 0x80000000),
        ("add_sat_s32", 0x80000000, 0x80017fff, 0x0, 0x0, 0x80000000),
        ("add_sat_s32", 0xff, 0x21, 0x0, 0x0, 0x120),
        ("add_sat_s32", 0x80017fff, 0x12345678, 0x0, 0x0, 0x9235d677),
        ("add_sat_s32", 0x1f, 0x21, 0x0, 0x0, 0x40),
        ("sub_u32", 0x5, 0x2, 0x0, 0x0, 0x3),
        ("sub_u32", 0x80000000, 0x0, 0x0, 0x0, 0x80000000),
        ("sub_u32", 0x1, 0x12345678, 0x0, 0x0, 0xedcba989),
        ("sub_u32", 0x7fff8000, 0x21, 0x0, 0x0, 0x7fff7fdf),
        ("sub_u32", 0x1f, 0x80000001, 0x0, 0x0, 0x8000001e),
        ("sub_sat_s32", 0x80000001, 0x21, 0x0, 0x0, 0x80000000),
        ("sub_sat_s32", 0x5, 0x5, 0x0, 0x0, 0x0),
        ("sub_sat_s32", 0xff, 0x12345678, 0x0, 0x0, 0xedcbaa87),
        ("sub_sat_s32", 0x7fff8000, 0x1, 0x0, 0x0, 0x7fff7fff),
        ("sub_sat_s32", 0xffffff, 0x800000, 0x0, 0x0, 0x7fffff),
        ("add_u16x2", 0x21, 0x7fff8000, 0x0, 0x0, 0x7fff8021),
        ("add_u16x2", 0x1, 0xfffffffb, 0x0, 0x0, 0xfffffffc),
        ("add_u16x2", 0xff800000, 0x7fffffff, 0x0, 0x0, 0x7f7fffff),
        ("add_u16x2", 0x80000000, 0xff, 0x0, 0x0, 0x800000ff),
        ("add_u16x2", 0x20, 0x104, 0x0, 0x0, 0x124),
        ("add_s16x2", 0x20, 0x1f, 0x0, 0x0, 0x3f),
        ("add_s16x2", 0x7fff8000, 0xff, 0x0, 0x0, 0x7fff80ff),
        ("add_s16x2", 0x21, 0x80000001, 0x0, 0x0, 0x80000022),
        ("add_s16x2", 0x2, 0x7fff8000, 0x0, 0x0, 0x7fff8002),
        ("add_s16x2", 0x104, 0xffffff, 0x0, 0x0, 0xff0103),
        ("mullo_u32", 0xffffff, 0x104, 0x0, 0x0, 0x3fffefc),
        ("mullo_u32", 0x100, 0x1f, 0x0, 0x0, 0x1f00),
        ("mullo_u32", 0x1f, 0xffffff, 0x0, 0x0, 0x1effffe1),
        ("mullo_u32", 0x7fffffff, 0x1f, 0x0, 0x0, 0x7fffffe1),
        ("mullo_u32", 0xffffff, 0x2, 0x0, 0x0, 0x1fffffe),
        ("mulhi_u32", 0x20, 0x100, 0x0, 0x0, 0x0),
        ("mulhi_u32", 0x12345678, 0x800000, 0x0, 0x0, 0x91a2b),
        ("mulhi_u32", 0x80017fff, 0xff, 0x0, 0x0, 0x7f),
        ("mulhi_u32", 0x7fffffff, 0x1f, 0x0, 0x0, 0xf),
        ("mulhi_u32", 0x12345678, 0xfffffffb, 0x0, 0x0, 0x12345677),
        ("mullo_s32", 0xff, 0xff, 0x0, 0x0, 0xfe01),
        ("mullo_s32", 0x800000, 0x1, 0x0, 0x0, 0x800000),
        ("mullo_s32", 0x7fff8000, 0x7fffffff, 0x0, 0x0, 0x80008000),
        ("mullo_s32", 0xffffff, 0x1f, 0x0, 0x0, 0x1effffe1),
        ("mullo_s32", 0xffffff, 0x80000001, 0x0, 0x0, 0x80ffffff),
        ("mulhi_s32", 0xff800000, 0xffffff, 0x0, 0x0, 0xffff8000),
        ("mulhi_s32", 0x80017fff, 0x7fffffff, 0x0, 0x0, 0xc000bfff),
        ("mulhi_s32", 0x1, 0x104, 0x0, 0x0, 0x0),
        ("mulhi_s32", 0x100, 0x80017fff, 0x0, 0x0, 0xffffff80),
        ("mulhi_s32", 0xff800000, 0xff, 0x0, 0x0, 0xffffffff),
        ("mul24lo_u32", 0xffffff, 0x20, 0x0, 0x0, 0x1fffffe0),
        ("mul24lo_u32", 0xff, 0xfffffffb, 0x0, 0x0, 0xfefffb05),
        ("mul24lo_u32", 0xffffff, 0xffffffff, 0x0, 0x0, 0xfe000001),
        ("mul24lo_u32", 0x1f, 0x5, 0x0, 0x0, 0x9b),
        ("mul24lo_u32", 0xfffffffb, 0xfffffffb, 0x0, 0x0, 0xf6000019),
        ("mul24hi_u32", 0x1, 0xff800000, 0x0, 0x0, 0x80),
        ("mul24hi_u32", 0x800000, 0x80017fff, 0x0, 0x0, 0xbfff80),
        ("mul24hi_u32", 0x2, 0x80017fff, 0x0, 0x0, 0x2),
        ("mul24hi_u32", 0x20, 0x7fffffff, 0x0, 0x0, 0x1fff),
        ("mul24hi_u32", 0x21, 0x80000000, 0x0, 0x0, 0x0),
        ("mul24lo_s32", 0x1f, 0x80017fff, 0x0, 0x0, 0x2e7fe1),
        ("mul24lo_s32", 0xfffffffb, 0x21, 0x0, 0x0, 0xffffff5b),
        ("mul24lo_s32", 0x0, 0x7fff8000, 0x0, 0x0, 0x0),
        ("mul24lo_s32", 0x5, 0xff800000, 0x0, 0x0, 0xfd800000),
        ("mul24lo_s32", 0x80000001, 0x21, 0x0, 0x0, 0x21),
        ("mul24hi_s32", 0x21, 0x1f, 0x0, 0x0, 0x0),
        ("mul24hi_s32", 0x12345678, 0x1f, 0x0, 0x0, 0x656),
        ("mul24hi_s32", 0x20, 0x7fff8000, 0x0, 0x0, 0xfffffff0),
        ("mul24hi_s32", 0xff, 0xffffff, 0x0, 0x0, 0xffffffff),
        ("mul24hi_s32", 0x100, 0x104, 0x0, 0x0, 0x1),
        ("div_u32", 0x1, 0x0, 0x0, 0x0, 0xffffffff),
        ("div_u32", 0x80017fff, 0x0, 0x0, 0x0, 0xffffffff),
        ("div_u32", 0x80000000, 0xffffffff, 0x0, 0x0, 0x0),
        ("div_u32", 0xfffffffb, 0x800000, 0x0, 0x0, 0x1ff),
        ("div_u32", 0x21, 0x80017fff, 0x0, 0x0, 0x0),
        ("div_s32", 0x1, 0x0, 0x0, 0x0, 0xffffffff),
        ("div_s32", 0x80017fff, 0x0, 0x0, 0x0, 0xffffffff),
        ("div_s32", 0x80000000, 0xffffffff, 0x0, 0x0, 0x80000000),
        ("div_s32", 0x80017fff, 0x100, 0x0, 0x0, 0xff800180),
        ("div_s32", 0x80000001, 0x0, 0x0, 0x0, 0xffffffff),
        ("rem_u32", 0x1, 0x0, 0x0, 0x0, 0xffffffff),
        ("rem_u32", 0x80017fff, 0x0, 0x0, 0x0, 0xffffffff),
        ("rem_u32", 0x80000000, 0xffffffff, 0x0, 0x0, 0x80000000),
        ("rem_u32", 0xffffff, 0x21, 0x0, 0x0, 0xf),
        ("rem_u32", 0x7fff8000, 0xffffff, 0x0, 0x0, 0xff807f),
        ("rem_s32", 0x1, 0x0, 0x0, 0x0, 0xffffffff),
        ("rem_s32", 0x80017fff, 0x0, 0x0, 0x0, 0xffffffff),
        ("rem_s32", 0x80000000, 0xffffffff, 0x0, 0x0, 0x0),
        ("rem_s32", 0x7fffffff, 0x2, 0x0, 0x0, 0x1),
        ("rem_s32", 0x12345678, 0x800000, 0x0, 0x0, 0x345678),
        ("min_u32", 0xff, 0x104, 0x0, 0x0, 0xff),
        ("min_u32", 0x0, 0x21, 0x0, 0x0, 0x0),
        ("min_u32", 0x100, 0x20, 0x0, 0x0, 0x20),
        ("min_u32", 0xff800000, 0x2, 0x0, 0x0, 0x2),
        ("min_u32", 0x1, 0x80017fff, 0x0, 0x0, 0x1),
        ("min_s32", 0x80000001, 0xff, 0x0, 0x0, 0x80000001),
        ("min_s32", 0x21, 0xffffffff, 0x0, 0x0, 0xffffffff),
        ("min_s32", 0x80017fff, 0x7fffffff, 0x0, 0x0, 0x80017fff),
        ("min_s32", 0x800000, 0x800000, 0x0, 0x0, 0x800000),
        ("min_s32", 0x104, 0x5, 0x0, 0x0, 0x5),
        ("max_u32", 0x80000001, 0x21, 0x0, 0x0, 0x80000001),
        ("max_u32", 0xff800000, 0x1, 0x0, 0x0, 0xff800000),
        ("max_u32", 0x5, 0x1, 0x0, 0x0, 0x5),
        ("max_u32", 0x7fffffff, 0x7fffffff, 0x0, 0x0, 0x7fffffff),
        ("max_u32", 0x80017fff, 0x1f, 0x0, 0x0, 0x80017fff),
        ("max_s32", 0x80017fff, 0xff800000, 0x0, 0x0, 0xff800000),
        ("max_s32", 0x1, 0xfffffffb, 0x0, 0x0, 0x1),
        ("max_s32", 0xfffffffb, 0x80000000, 0x0, 0x0, 0xfffffffb),
        ("max_s32", 0x0, 0x21, 0x0, 0x0, 0x21),
        ("max_s32", 0x104, 0x104, 0x0, 0x0, 0x104),
        ("min_relu_s32", 0x104, 0x0, 0x0, 0x0, 0x0),
        ("min_relu_s32", 0xff800000, 0xffffff, 0x0, 0x0, 0x0),
        ("min_relu_s32", 0x7fffffff, 0x100, 0x0, 0x0, 0x100),
        ("min_relu_s32", 0x1f, 0x21, 0x0, 0x0, 0x1f),
        ("min_relu_s32", 0xff, 0x12345678, 0x0, 0x0, 0xff),
        ("max_relu_s32", 0x80000000, 0x80000001, 0x0, 0x0, 0x0),
        ("max_relu_s32", 0x7fffffff, 0x100, 0x0, 0x0, 0x7fffffff),
        ("max_relu_s32", 0x20, 0x7fff8000, 0x0, 0x0, 0x7fff8000),
        ("max_relu_s32", 0xff, 0x1f, 0x0, 0x0, 0xff),
        ("max_relu_s32", 0x0, 0x12345678, 0x0, 0x0, 0x12345678),
        ("min_u16x2", 0x80000000, 0x80000001, 0x0, 0x0, 0x80000000),
        ("min_u16x2", 0x80000001, 0x0, 0x0, 0x0, 0x0),
        ("min_u16x2", 0x21, 0x2, 0x0, 0x0, 0x2),
        ("min_u16x2", 0x800000, 0x12345678, 0x0, 0x0, 0x800000),
        ("min_u16x2", 0xffffff, 0x20, 0x0, 0x0, 0x20),
        ("min_s16x2", 0x20, 0x80000001, 0x0, 0x0, 0x80000001),
        ("min_s16x2", 0x1f, 0xffffffff, 0x0, 0x0, 0xffffffff),
        ("min_s16x2", 0x20, 0xff800000, 0x0, 0x0, 0xff800000),
        ("min_s16x2", 0xffffffff, 0x7fff8000, 0x0, 0x0, 0xffff8000),
        ("min_s16x2", 0xfffffffb, 0xfffffffb, 0x0, 0x0, 0xfffffffb),
        ("max_u16x2", 0xff, 0x104, 0x0, 0x0, 0x104),
        ("max_u16x2", 0x104, 0x80000001, 0x0, 0x0, 0x80000104),
        ("max_u16x2", 0x12345678, 0x2, 0x0, 0x0, 0x12345678),
        ("max_u16x2", 0x1f, 0xff800000, 0x0, 0x0, 0xff80001f),
        ("max_u16x2", 0xff800000, 0x800000, 0x0, 0x0, 0xff800000),
        ("max_s16x2", 0xfffffffb, 0x7fffffff, 0x0, 0x0, 0x7fffffff),
        ("max_s16x2", 0xfffffffb, 0xffffffff, 0x0, 0x0, 0xffffffff),
        ("max_s16x2", 0x5, 0x104, 0x0, 0x0, 0x104),
        ("max_s16x2", 0x1f, 0xff, 0x0, 0x0, 0xff),
        ("max_s16x2", 0x7fff8000, 0xff800000, 0x0, 0x0, 0x7fff0000),
        ("min_relu_s16x2", 0xffffffff, 0x800000, 0x0, 0x0, 0x0),
        ("min_relu_s16x2", 0x104, 0x7fff8000, 0x0, 0x0, 0x0),
        ("min_relu_s16x2", 0x100, 0x1, 0x0, 0x0, 0x1),
        ("min_relu_s16x2", 0x80017fff, 0x5, 0x0, 0x0, 0x5),
        ("min_relu_s16x2", 0x2, 0x1f, 0x0, 0x0, 0x2),
        ("max_relu_s16x2", 0xffffffff, 0x80000000, 0x0, 0x0, 0x0),
        ("max_relu_s16x2", 0x80000000, 0xffffffff, 0x0, 0x0, 0x0),
        ("max_relu_s16x2", 0x1, 0x800000, 0x0, 0x0, 0x800001),
        ("max_relu_s16x2", 0x104, 0xff, 0x0, 0x0, 0x104),
        ("max_relu_s16x2", 0x1f, 0xfffffffb, 0x0, 0x0, 0x1f),
        ("bmsk_clamp", 0x104, 0x21, 0x0, 0x0, 0x0),
        ("bmsk_clamp", 0x1f, 0x21, 0x0, 0x0, 0x80000000),
        ("bmsk_clamp", 0x2, 0xff800000, 0x0, 0x0, 0xfffffffc),
        ("bmsk_clamp", 0x0, 0xfffffffb, 0x0, 0x0, 0xffffffff),
        ("bmsk_clamp", 0x0, 0x2, 0x0, 0x0, 0x3),
        ("bmsk_wrap", 0x20, 0x7fff8000, 0x0, 0x0, 0x0),
        ("bmsk_wrap", 0xffffff, 0x5, 0x0, 0x0, 0x80000000),
        ("bmsk_wrap", 0x21, 0x104, 0x0, 0x0, 0x1e),
        ("bmsk_wrap", 0xff800000, 0xfffffffb, 0x0, 0x0, 0x7ffffff),
        ("bmsk_wrap", 0x20, 0xffffffff, 0x0, 0x0, 0x7fffffff),
        ("szext_clamp_u32", 0x104, 0x2, 0x0, 0x0, 0x0),
        ("szext_clamp_u32", 0x7fffffff, 0x80017fff, 0x0, 0x0, 0x7fffffff),
        ("szext_clamp_u32", 0x800000, 0xfffffffb, 0x0, 0x0, 0x800000),
        ("szext_clamp_u32", 0x12345678, 0xfffffffb, 0x0, 0x0, 0x12345678),
        ("szext_clamp_u32", 0x7fff8000, 0xff, 0x0, 0x0, 0x7fff8000),
        ("szext_wrap_u32", 0xff, 0x100, 0x0, 0x0, 0x0),
        ("szext_wrap_u32", 0xffffffff, 0xffffff, 0x0, 0x0, 0x7fffffff),
        ("szext_wrap_u32", 0x7fffffff, 0xfffffffb, 0x0, 0x0, 0x7ffffff),
        ("szext_wrap_u32", 0x1, 0xffffffff, 0x0, 0x0, 0x1),
        ("szext_wrap_u32", 0xffffff, 0xffffffff, 0x0, 0x0, 0xffffff),
        ("szext_clamp_s32", 0x80000000, 0x21, 0x0, 0x0, 0x80000000),
        ("szext_clamp_s32", 0x80000000, 0x104, 0x0, 0x0, 0x80000000),
        ("szext_clamp_s32", 0xff800000, 0x20, 0x0, 0x0, 0xff800000),
        ("szext_clamp_s32", 0xffffff, 0x7fffffff, 0x0, 0x0, 0xffffff),
        ("szext_clamp_s32", 0x100, 0x12345678, 0x0, 0x0, 0x100),
        ("szext_wrap_s32", 0x20, 0x5, 0x0, 0x0, 0x0),
        ("szext_wrap_s32", 0x7fff8000, 0x800000, 0x0, 0x0, 0x0),
        ("szext_wrap_s32", 0x80000001, 0x1, 0x0, 0x0, 0xffffffff),
        ("szext_wrap_s32", 0x2, 0x80017fff, 0x0, 0x0, 0x2),
        ("szext_wrap_s32", 0x21, 0x7fffffff, 0x0, 0x0, 0x21),
        ("add_u64", 0x1, 0x3f, 0x0, 0x0, 0x40),
        ("add_u64", 0x8000000000000000, 0x40, 0x0, 0x0, 0x8000000000000040),
        ("add_u64", 0x100000000, 0x7fffffffffffffff, 0x0, 0x0, 0x80000000ffffffff),
        ("add_u64", 0x3f, 0x104, 0x0, 0x0, 0x143),
        ("add_u64", 0xfffffffffffffffb, 0x3f, 0x0, 0x0, 0x3a),
        ("sub_u64", 0x40, 0xfffffffffffffffb, 0x0, 0x0, 0x45),
        ("sub_u64", 0x7fffffffffffffff, 0x0, 0x0, 0x0, 0x7fffffffffffffff),
        ("sub_u64", 0x8000000000000001, 0x40, 0x0, 0x0, 0x7fffffffffffffc1),
        ("sub_u64", 0x123456789abcdef0, 0x8000000000000001, 0x0, 0x0, 0x923456789abcdeef),
        ("sub_u64", 0x8000000000000000, 0x8000000000000001, 0x0, 0x0, 0xffffffffffffffff),
        ("mullo_u64", 0x123456789abcdef0, 0x5, 0x0, 0x0, 0x5b05b05b05b05ab0),
        ("mullo_u64", 0x0, 0xffffffffffffffff, 0x0, 0x0, 0x0),
        ("mullo_u64", 0x5, 0x8000000000000000, 0x0, 0x0, 0x8000000000000000),
        ("mullo_u64", 0x104, 0x7fffffffffffffff, 0x0, 0x0, 0xfffffffffffffefc),
        ("mullo_u64", 0xffffffffffffffff, 0xfffffffb00000000, 0x0, 0x0, 0x500000000),
        ("mulhi_u64", 0x100000005, 0xfffffffb00000000, 0x0, 0x0, 0xffffffff),
        ("mulhi_u64", 0xffffffff, 0xfffffffb00000000, 0x0, 0x0, 0xfffffffa),
        ("mulhi_u64", 0x7fffffffffffffff, 0xffffffffffffffff, 0x0, 0x0, 0x7ffffffffffffffe),
        ("mulhi_u64", 0x104, 0xfffffffb00000000, 0x0, 0x0, 0x103),
        ("mulhi_u64", 0x123456789abcdef0, 0x8000000000000000, 0x0, 0x0, 0x91a2b3c4d5e6f78),
        ("mullo_s64", 0xfffffffb00000000, 0x7fffffffffffffff, 0x0, 0x0, 0x500000000),
        ("mullo_s64", 0xffffffff, 0x40, 0x0, 0x0, 0x3fffffffc0),
        ("mullo_s64", 0x8000000000000000, 0x1, 0x0, 0x0, 0x8000000000000000),
        ("mullo_s64", 0x123456789abcdef0, 0xfffffffffffffffb, 0x0, 0x0, 0xa4fa4fa4fa4fa550),
        ("mullo_s64", 0x5, 0x7fffffffffffffff, 0x0, 0x0, 0x7ffffffffffffffb),
        ("mulhi_s64", 0x3f, 0x3f, 0x0, 0x0, 0x0),
        ("mulhi_s64", 0xfffffffffffffffb, 0x8000000000000000, 0x0, 0x0, 0x2),
        ("mulhi_s64", 0x8000000000000001, 0x3f, 0x0, 0x0, 0xffffffffffffffe0),
        ("mulhi_s64", 0xfffffffffffffffb, 0x5, 0x0, 0x0, 0xffffffffffffffff),
        ("mulhi_s64", 0x100000000, 0x123456789abcdef0, 0x0, 0x0, 0x12345678),
        ("div_u64", 0x1, 0x0, 0x0, 0x0, 0xffffffffffffffff),
        ("div_u64", 0xfffffffb00000000, 0x0, 0x0, 0x0, 0xffffffffffffffff),
        ("div_u64", 0x8000000000000000, 0xffffffffffffffff, 0x0, 0x0, 0x0),
        ("div_u64", 0x8000000000000000, 0x40, 0x0, 0x0, 0x200000000000000),
        ("div_u64", 0x8000000000000001, 0x8000000000000000, 0x0, 0x0, 0x1),
        ("div_s64", 0x1, 0x0, 0x0, 0x0, 0xffffffffffffffff),
        ("div_s64", 0xfffffffb00000000, 0x0, 0x0, 0x0, 0xffffffffffffffff),
        ("div_s64", 0x8000000000000000, 0xffffffffffffffff, 0x0, 0x0, 0x8000000000000000),
        ("div_s64", 0x1, 0x3f, 0x0, 0x0, 0x0),
        ("div_s64", 0x8000000000000000, 0x5, 0x0, 0x0, 0xe666666666666667),
        ("rem_u64", 0x1, 0x0, 0x0, 0x0, 0xffffffffffffffff),
        ("rem_u64", 0xfffffffb00000000, 0x0, 0x0, 0x0, 0xffffffffffffffff),
        ("rem_u64", 0x8000000000000000, 0xffffffffffffffff, 0x0, 0x0, 0x8000000000000000),
        ("rem_u64", 0x0, 0x40, 0x0, 0x0, 0x0),
        ("rem_u64", 0x8000000000000000, 0x123456789abcdef0, 0x0, 0x0, 0x91a2b3c4d5e770),
        ("rem_s64", 0x1, 0x0, 0x0, 0x0, 0xffffffffffffffff),
        ("rem_s64", 0xfffffffb00000000, 0x0, 0x0, 0x0, 0xffffffffffffffff),
        ("rem_s64", 0x8000000000000000, 0xffffffffffffffff, 0x0, 0x0, 0x0),
        ("rem_s64", 0x100000000, 0x8000000000000001, 0x0, 0x0, 0x100000000),
        ("rem_s64", 0xffffffffffffffff, 0xfffffffffffffffb, 0x0, 0x0, 0xffffffffffffffff),
        ("min_u64", 0x0, 0x8000000000000001, 0x0, 0x0, 0x0),
        ("min_u64", 0x100000000, 0xfffffffb00000000, 0x0, 0x0, 0x100000000),
        ("min_u64", 0x100000005, 0x7fffffffffffffff, 0x0, 0x0, 0x100000005),
        ("min_u64", 0x1, 0x3f, 0x0, 0x0, 0x1),
        ("min_u64", 0xfffffffb00000000, 0x8000000000000000, 0x0, 0x0, 0x8000000000000000),
        ("min_s64", 0x104, 0x104, 0x0, 0x0, 0x104),
        ("min_s64", 0x100000005, 0xffffffff, 0x0, 0x0, 0xffffffff),
        ("min_s64", 0x5, 0x0, 0x0, 0x0, 0x0),
        ("min_s64", 0xffffffff, 0x40, 0x0, 0x0, 0x40),
        ("min_s64", 0x8000000000000000, 0xfffffffb00000000, 0x0, 0x0, 0x8000000000000000),
        ("max_u64", 0xffffffffffffffff, 0x8000000000000001, 0x0, 0x0, 0xffffffffffffffff),
        ("max_u64", 0x100000005, 0x104, 0x0, 0x0, 0x100000005),
        ("max_u64", 0x104, 0x5, 0x0, 0x0, 0x104),
        ("max_u64", 0x0, 0x7fffffffffffffff, 0x0, 0x0, 0x7fffffffffffffff),
        ("max_u64", 0x7fffffffffffffff, 0xfffffffb00000000, 0x0, 0x0, 0xfffffffb00000000),
        ("max_s64", 0x1, 0xfffffffb00000000, 0x0, 0x0, 0x1),
        ("max_s64", 0x123456789abcdef0, 0x7fffffffffffffff, 0x0, 0x0, 0x7fffffffffffffff),
        ("max_s64", 0x8000000000000001, 0x123456789abcdef0, 0x0, 0x0, 0x123456789abcdef0),
        ("max_s64", 0xfffffffb00000000, 0x8000000000000001, 0x0, 0x0, 0xfffffffb00000000),
        ("max_s64", 0x3f, 0xfffffffffffffffb, 0x0, 0x0, 0x3f),
        ("madlo_u16", 0x1234, 0x7fff, 0x8000, 0x0, 0x6dcc),
        ("madlo_u16", 0x0, 0x0, 0x1, 0x0, 0x1),
        ("madlo_u16", 0xff, 0x7fff, 0x0, 0x0, 0x7f01),
        ("madlo_u16", 0xfffb, 0x8001, 0xffff, 0x0, 0x7ffa),
        ("madlo_u16", 0x8000, 0xfffb, 0x8000, 0x0, 0x0),
        ("madhi_u16", 0xfffb, 0xfffb, 0xffff, 0x0, 0xfff5),
        ("madhi_u16", 0x7fff, 0xfffb, 0xffff, 0x0, 0x7ffb),
        ("madhi_u16", 0x7fff, 0xff, 0xffff, 0x0, 0x7e),
        ("madhi_u16", 0x7fff, 0x8001, 0x8000, 0x0, 0xbfff),
        ("madhi_u16", 0x5, 0x0, 0xffff, 0x0, 0xffff),
        ("madlo_s16", 0x7fff, 0x1, 0x1, 0x0, 0x8000),
        ("madlo_s16", 0x8000, 0xfffb, 0xffff, 0x0, 0x7fff),
        ("madlo_s16", 0x5, 0x5, 0xffff, 0x0, 0x18),
        ("madlo_s16", 0x7fff, 0xffff, 0x7fff, 0x0, 0x0),
        ("madlo_s16", 0xffff, 0x2, 0x7fff, 0x0, 0x7ffd),
        ("madhi_s16", 0x7fff, 0x5, 0x1, 0x0, 0x3),
        ("madhi_s16", 0xff, 0x8001, 0x8000, 0x0, 0x7f80),
        ("madhi_s16", 0x1, 0x8000, 0x7fff, 0x0, 0x7ffe),
        ("madhi_s16", 0x8001, 0x7fff, 0x8000, 0x0, 0x4000),
        ("madhi_s16", 0xff, 0xff, 0x0, 0x0, 0x0),
        ("sad_u16", 0x8001, 0x2, 0x0, 0x0, 0x7fff),
        ("sad_u16", 0x8001, 0x5, 0x8000, 0x0, 0xfffc),
        ("sad_u16", 0x8001, 0x1, 0x8000, 0x0, 0x0),
        ("sad_u16", 0x0, 0x1234, 0x7fff, 0x0, 0x9233),
        ("sad_u16", 0x5, 0x0, 0x7fff, 0x0, 0x8004),
        ("sad_s16", 0x1234, 0x7fff, 0x0, 0x0, 0x6dcb),
        ("sad_s16", 0x0, 0x7fff, 0x7fff, 0x0, 0xfffe),
        ("sad_s16", 0x0, 0x8000, 0x0, 0x0, 0x8000),
        ("sad_s16", 0xff, 0x1234, 0x7fff, 0x0, 0x9134),
        ("sad_s16", 0x1234, 0x1, 0x8000, 0x0, 0x9233),
        ("madlo_u64", 0x104, 0x104, 0x1, 0x0, 0x10811),
        ("madlo_u64", 0x1, 0x40, 0x0, 0x0, 0x40),
        ("madlo_u64", 0x104, 0x40, 0x7fffffffffffffff, 0x0, 0x80000000000040ff),
        ("madlo_u64", 0xfffffffb00000000, 0xfffffffffffffffb, 0x1, 0x0, 0x1900000001),
        ("madlo_u64", 0x1, 0xfffffffb00000000, 0x1, 0x0, 0xfffffffb00000001),
        ("madhi_u64", 0xffffffff, 0x3f, 0x0, 0x0, 0x0),
        ("madhi_u64", 0x8000000000000001, 0x8000000000000001, 0x7fffffffffffffff, 0x0, 0xc000000000000000),
        ("madhi_u64", 0x8000000000000001, 0x100000005, 0x1, 0x0, 0x80000003),
        ("madhi_u64", 0x8000000000000001, 0x100000005, 0x8000000000000000, 0x0, 0x8000000080000002),
        ("madhi_u64", 0x100000005, 0x3f, 0x1, 0x0, 0x1),
        ("madlo_s64", 0x100000000, 0xfffffffffffffffb, 0x8000000000000000, 0x0, 0x7ffffffb00000000),
        ("madlo_s64", 0x8000000000000001, 0x100000000, 0x7fffffffffffffff, 0x0, 0x80000000ffffffff),
        ("madlo_s64", 0xfffffffffffffffb, 0x123456789abcdef0, 0x0, 0x0, 0xa4fa4fa4fa4fa550),
        ("madlo_s64", 0x0, 0x0, 0x8000000000000000, 0x0, 0x8000000000000000),
        ("madlo_s64", 0x104, 0x3f, 0x8000000000000000, 0x0, 0x8000000000003ffc),
        ("madhi_s64", 0xffffffffffffffff, 0x100000000, 0x0, 0x0, 0xffffffffffffffff),
        ("madhi_s64", 0x0, 0x5, 0x1, 0x0, 0x1),
        ("madhi_s64", 0x0, 0x5, 0x8000000000000000, 0x0, 0x8000000000000000),
        ("madhi_s64", 0xfffffffffffffffb, 0x8000000000000001, 0x8000000000000000, 0x0, 0x8000000000000002),
        ("madhi_s64", 0x7fffffffffffffff, 0x100000005, 0x7fffffffffffffff, 0x0, 0x8000000080000001),
        ("sad_u64", 0xffffffffffffffff, 0xfffffffffffffffb, 0x1, 0x0, 0x5),
        ("sad_u64", 0x100000005, 0x8000000000000000, 0x7fffffffffffffff, 0x0, 0xfffffffefffffffa),
        ("sad_u64", 0x0, 0x100000005, 0x0, 0x0, 0x100000005),
        ("sad_u64", 0x3f, 0x100000000, 0x8000000000000000, 0x0, 0x80000000ffffffc1),
        ("sad_u64", 0x100000000, 0x3f, 0xffffffffffffffff, 0x0, 0xffffffc0),
        ("sad_s64", 0xfffffffffffffffb, 0x100000005, 0xffffffffffffffff, 0x0, 0x100000009),
        ("sad_s64", 0x1, 0xfffffffb00000000, 0x1, 0x0, 0x500000002),
        ("sad_s64", 0x7fffffffffffffff, 0x123456789abcdef0, 0xffffffffffffffff, 0x0, 0x6dcba9876543210e),
        ("sad_s64", 0xffffffff, 0x7fffffffffffffff, 0xffffffffffffffff, 0x0, 0x7ffffffeffffffff),
        ("sad_s64", 0x8000000000000000, 0x8000000000000000, 0xffffffffffffffff, 0x0, 0xffffffffffffffff),
        ("abs_s32", 0x80017fff, 0x0, 0x0, 0x0, 0x7ffe8001),
        ("abs_s32", 0x800000, 0x0, 0x0, 0x0, 0x800000),
        ("abs_s32", 0x7fff8000, 0x0, 0x0, 0x0, 0x7fff8000),
        ("abs_s32", 0xffffff, 0x0, 0x0, 0x0, 0xffffff),
        ("abs_s32", 0x1f, 0x0, 0x0, 0x0, 0x1f),
        ("neg_s32", 0x5, 0x0, 0x0, 0x0, 0xfffffffb),
        ("neg_s32", 0x2, 0x0, 0x0, 0x0, 0xfffffffe),
        ("neg_s32", 0x7fffffff, 0x0, 0x0, 0x0, 0x80000001),
        ("neg_s32", 0x12345678, 0x0, 0x0, 0x0, 0xedcba988),
        ("neg_s32", 0x20, 0x0, 0x0, 0x0, 0xffffffe0),
        ("popc_b32", 0x800000, 0x0, 0x0, 0x0, 0x1),
        ("popc_b32", 0x5, 0x0, 0x0, 0x0, 0x2),
        ("popc_b32", 0x12345678, 0x0, 0x0, 0x0, 0xd),
        ("popc_b32", 0x1f, 0x0, 0x0, 0x0, 0x5),
        ("popc_b32", 0x7fffffff, 0x0, 0x0, 0x0, 0x1f),
        ("clz_b32", 0x80000001, 0x0, 0x0, 0x0, 0x0),
        ("clz_b32", 0x2, 0x0, 0x0, 0x0, 0x1e),
        ("clz_b32", 0x12345678, 0x0, 0x0, 0x0, 0x3),
        ("clz_b32", 0x5, 0x0, 0x0, 0x0, 0x1d),
        ("clz_b32", 0x7fffffff, 0x0, 0x0, 0x0, 0x1),
        ("brev_b32", 0x2, 0x0, 0x0, 0x0, 0x40000000),
        ("brev_b32", 0x80000000, 0x0, 0x0, 0x0, 0x1),
        ("brev_b32", 0x21, 0x0, 0x0, 0x0, 0x84000000),
        ("brev_b32", 0x0, 0x0, 0x0, 0x0, 0x0),
        ("brev_b32", 0xff800000, 0x0, 0x0, 0x0, 0x1ff),
        ("bfind_u32", 0xffffffff, 0x0, 0x0, 0x0, 0x1f),
        ("bfind_u32", 0x1, 0x0, 0x0, 0x0, 0x0),
        ("bfind_u32", 0xffffff, 0x0, 0x0, 0x0, 0x17),
        ("bfind_u32", 0x1f, 0x0, 0x0, 0x0, 0x4),
        ("bfind_u32", 0x21, 0x0, 0x0, 0x0, 0x5),
        ("bfind_s32", 0x20, 0x0, 0x0, 0x0, 0x5),
        ("bfind_s32", 0xffffffff, 0x0, 0x0, 0x0, 0xffffffff),
        ("bfind_s32", 0x5, 0x0, 0x0, 0x0, 0x2),
        ("bfind_s32", 0x100, 0x0, 0x0, 0x0, 0x8),
        ("bfind_s32", 0x80017fff, 0x0, 0x0, 0x0, 0x1e),
        ("bfindsa_u32", 0x80017fff, 0x0, 0x0, 0x0, 0x0),
        ("bfindsa_u32", 0x21, 0x0, 0x0, 0x0, 0x1a),
        ("bfindsa_u32", 0xffffff, 0x0, 0x0, 0x0, 0x8),
        ("bfindsa_u32", 0x100, 0x0, 0x0, 0x0, 0x17),
        ("bfindsa_u32", 0x0, 0x0, 0x0, 0x0, 0xffffffff),
        ("bfindsa_s32", 0x100, 0x0, 0x0, 0x0, 0x17),
        ("bfindsa_s32", 0x20, 0x0, 0x0, 0x0, 0x1a),
        ("bfindsa_s32", 0x80000001, 0x0, 0x0, 0x0, 0x1),
        ("bfindsa_s32", 0xffffff, 0x0, 0x0, 0x0, 0x8),
        ("bfindsa_s32", 0xfffffffb, 0x0, 0x0, 0x0, 0x1d),
        ("madlo_u32", 0x5, 0xfffffffb, 0x12345678, 0x0, 0x1234565f),
        ("madlo_u32", 0x7fffffff, 0x1, 0x7fffffff, 0x0, 0xfffffffe),
        ("madlo_u32", 0x7fffffff, 0x1, 0xffffffff, 0x0, 0x7ffffffe),
        ("madlo_u32", 0x21, 0xfffffffb, 0x0, 0x0, 0xffffff5b),
        ("madlo_u32", 0x20, 0x1f, 0x80000000, 0x0, 0x800003e0),
        ("madhi_u32", 0x0, 0x2, 0x1, 0x0, 0x1),
        ("madhi_u32", 0x1, 0x2, 0x80000000, 0x0, 0x80000000),
        ("madhi_u32", 0x21, 0x5, 0x7fffffff, 0x0, 0x7fffffff),
        ("madhi_u32", 0x80000001, 0x800000, 0x7fffffff, 0x0, 0x803fffff),
        ("madhi_u32", 0x5, 0x80000001, 0x12345678, 0x0, 0x1234567a),
        ("madlo_s32", 0x80000001, 0x80000000, 0x80000000, 0x0, 0x0),
        ("madlo_s32", 0xff, 0x1f, 0x80000000, 0x0, 0x80001ee1),
        ("madlo_s32", 0x2, 0x5, 0x12345678, 0x0, 0x12345682),
        ("madlo_s32", 0x80000001, 0xff, 0x80000000, 0x0, 0xff),
        ("madlo_s32", 0x80000000, 0x80017fff, 0x1, 0x0, 0x80000001),
        ("madhi_s32", 0xff800000, 0x104, 0x0, 0x0, 0xffffffff),
        ("madhi_s32", 0x12345678, 0x800000, 0x80000000, 0x0, 0x80091a2b),
        ("madhi_s32", 0x5, 0x7fff8000, 0xffffffff, 0x0, 0x1),
        ("madhi_s32", 0x80000001, 0x100, 0x1, 0x0, 0xffffff81),
        ("madhi_s32", 0x1, 0x12345678, 0x80000000, 0x0, 0x80000000),
        ("madhi_sat_s32", 0x20, 0x1, 0x7fffffff, 0x0, 0x7fffffff),
        ("madhi_sat_s32", 0x7fffffff, 0xffffff, 0x7fffffff, 0x0, 0x7fffffff),
        ("madhi_sat_s32", 0x21, 0x800000, 0xffffffff, 0x0, 0xffffffff),
        ("madhi_sat_s32", 0x80000000, 0x1, 0x7fffffff, 0x0, 0x7ffffffe),
        ("madhi_sat_s32", 0x12345678, 0x5, 0x1, 0x0, 0x1),
        ("mad24lo_u32", 0xff800000, 0x7fffffff, 0x12345678, 0x0, 0x11b45678),
        ("mad24lo_u32", 0x0, 0x7fffffff, 0x1, 0x0, 0x1),
        ("mad24lo_u32", 0x1, 0x80000000, 0x0, 0x0, 0x0),
        ("mad24lo_u32", 0x1f, 0x2, 0x1, 0x0, 0x3f),
        ("mad24lo_u32", 0x800000, 0x104, 0x12345678, 0x0, 0x94345678),
        ("mad24hi_u32", 0x80000000, 0x7fff8000, 0x12345678, 0x0, 0x12345678),
        ("mad24hi_u32", 0x80017fff, 0x5, 0x80000000, 0x0, 0x80000007),
        ("mad24hi_u32", 0x5, 0x80000000, 0x7fffffff, 0x0, 0x7fffffff),
        ("mad24hi_u32", 0x1f, 0xff800000, 0x80000000, 0x0, 0x80000f80),
        ("mad24hi_u32", 0x800000, 0xff, 0x1, 0x0, 0x7f81),
        ("mad24lo_s32", 0xff, 0x104, 0x80000000, 0x0, 0x800102fc),
        ("mad24lo_s32", 0x7fffffff, 0x1f, 0x7fffffff, 0x0, 0x7fffffe0),
        ("mad24lo_s32", 0x20, 0x12345678, 0x1, 0x0, 0x68acf01),
        ("mad24lo_s32", 0x12345678, 0x80000000, 0x7fffffff, 0x0, 0x7fffffff),
        ("mad24lo_s32", 0xffffffff, 0x2, 0x12345678, 0x0, 0x12345676),
        ("mad24hi_s32", 0x800000, 0xffffff, 0x7fffffff, 0x0, 0x8000007f),
        ("mad24hi_s32", 0x2, 0x2, 0x80000000, 0x0, 0x80000000),
        ("mad24hi_s32", 0x5, 0x21, 0x12345678, 0x0, 0x12345678),
        ("mad24hi_s32", 0x104, 0xff, 0x80000000, 0x0, 0x80000001),
        ("mad24hi_s32", 0xfffffffb, 0x80000001, 0x0, 0x0, 0xffffffff),
        ("mad24hi_sat_s32", 0x1f, 0x100, 0x80000000, 0x0, 0x80000000),
        ("mad24hi_sat_s32", 0x5, 0x80017fff, 0x7fffffff, 0x0, 0x7fffffff),
        ("mad24hi_sat_s32", 0x80000000, 0x104, 0x1, 0x0, 0x1),
        ("mad24hi_sat_s32", 0x20, 0x12345678, 0x0, 0x0, 0x68a),
        ("mad24hi_sat_s32", 0x7fffffff, 0x2, 0xffffffff, 0x0, 0xfffffffe),
        ("sad_u32", 0x7fffffff, 0x800000, 0x12345678, 0x0, 0x91b45677),
        ("sad_u32", 0xff800000, 0x100, 0x80000000, 0x0, 0x7f7fff00),
        ("sad_u32", 0x80000001, 0xfffffffb, 0x80000000, 0x0, 0xfffffffa),
        ("sad_u32", 0x5, 0x21, 0x7fffffff, 0x0, 0x8000001b),
        ("sad_u32", 0x1, 0xff, 0xffffffff, 0x0, 0xfd),
        ("sad_s32", 0x5, 0x20, 0x0, 0x0, 0x1b),
        ("sad_s32", 0xfffffffb, 0x7fff8000, 0x0, 0x0, 0x7fff8005),
        ("sad_s32", 0xff800000, 0x80017fff, 0x7fffffff, 0x0, 0xff7e8000),
        ("sad_s32", 0x0, 0x12345678, 0xffffffff, 0x0, 0x12345677),
        ("sad_s32", 0xfffffffb, 0x80000000, 0x12345678, 0x0, 0x92345673),
        ("dp4a_uu", 0x12345678, 0x0, 0x1, 0x0, 0x1),
        ("dp4a_uu", 0xfffffffb, 0x21, 0x12345678, 0x0, 0x123476d3),
        ("dp4a_uu", 0x800000, 0xff800000, 0x7fffffff, 0x0, 0x80003fff),
        ("dp4a_uu", 0x104, 0xffffff, 0x1, 0x0, 0x4fc),
        ("dp4a_uu", 0x80000001, 0x0, 0x12345678, 0x0, 0x12345678),
        ("dp4a_us", 0x12345678, 0x7fffffff, 0xffffffff, 0x0, 0x7eb),
        ("dp4a_us", 0x80000001, 0x104, 0x80000000, 0x0, 0x80000004),
        ("dp4a_us", 0x21, 0xff, 0x80000000, 0x0, 0x7fffffdf),
        ("dp4a_us", 0x80017fff, 0x12345678, 0x12345678, 0x0, 0x123501de),
        ("dp4a_us", 0x7fff8000, 0xff, 0x0, 0x0, 0x0),
        ("dp4a_su", 0x1f, 0xffffff, 0x1, 0x0, 0x1ee2),
        ("dp4a_su", 0x12345678, 0x7fffffff, 0x80000000, 0x0, 0x800109ec),
        ("dp4a_su", 0x0, 0x800000, 0x12345678, 0x0, 0x12345678),
        ("dp4a_su", 0x12345678, 0x20, 0x1, 0x0, 0xf01),
        ("dp4a_su", 0x104, 0x80000001, 0x0, 0x0, 0x4),
        ("dp4a_ss", 0x100, 0x80000000, 0x80000000, 0x0, 0x80000000),
        ("dp4a_ss", 0x12345678, 0x21, 0x1, 0x0, 0xf79),
        ("dp4a_ss", 0x80017fff, 0x80000000, 0x0, 0x0, 0x4000),
        ("dp4a_ss", 0x0, 0x800000, 0x12345678, 0x0, 0x12345678),
        ("dp4a_ss", 0x80000000, 0x12345678, 0x80000000, 0x0, 0x7ffff700),
        ("dp2alo_uu", 0x1, 0x2, 0x0, 0x0, 0x2),
        ("dp2alo_uu", 0xfffffffb, 0xffffffff, 0x12345678, 0x0, 0x1432507e),
        ("dp2alo_uu", 0xffffffff, 0x80017fff, 0x1, 0x0, 0x17dfe83),
        ("dp2alo_uu", 0x2, 0x7fff8000, 0x7fffffff, 0x0, 0x7fffffff),
        ("dp2alo_uu", 0x20, 0x5, 0x12345678, 0x0, 0x12345718),
        ("dp2alo_us", 0xffffffff, 0x7fff8000, 0x7fffffff, 0x0, 0x7f80007f),
        ("dp2alo_us", 0x7fffffff, 0x100, 0xffffffff, 0x0, 0x7ffe),
        ("dp2alo_us", 0x12345678, 0x21, 0x12345678, 0x0, 0x123f7bf0),
        ("dp2alo_us", 0x80017fff, 0x20, 0x1, 0x0, 0xfffe1),
        ("dp2alo_us", 0x0, 0x100, 0x1, 0x0, 0x1),
        ("dp2alo_su", 0xffffff, 0xffffffff, 0x12345678, 0x0, 0x1235537a),
        ("dp2alo_su", 0x104, 0x7fffffff, 0x1, 0x0, 0x102fd),
        ("dp2alo_su", 0x80017fff, 0x1, 0x7fffffff, 0x0, 0x80007ffe),
        ("dp2alo_su", 0x5, 0x1f, 0xffffffff, 0x0, 0x9a),
        ("dp2alo_su", 0x104, 0x0, 0xffffffff, 0x0, 0xffffffff),
        ("dp2ahi_ss", 0xffffff, 0x80000000, 0xffffffff, 0x0, 0xffff807f),
        ("dp2ahi_ss", 0x21, 0x20, 0x12345678, 0x0, 0x12345678),
        ("dp2ahi_ss", 0x0, 0x2, 0x7fffffff, 0x0, 0x7fffffff),
        ("dp2ahi_ss", 0x7fff8000, 0xff, 0x0, 0x0, 0x0),
        ("dp2ahi_ss", 0x12345678, 0x80000000, 0x12345678, 0x0, 0x122b3c78),
        ("dp2ahi_us", 0x7fff8000, 0x7fff8000, 0x0, 0x0, 0x3eff81),
        ("dp2ahi_us", 0x800000, 0x1f, 0xffffffff, 0x0, 0xffffffff),
        ("dp2ahi_us", 0x2, 0xfffffffb, 0x7fffffff, 0x0, 0x7ffffffd),
        ("dp2ahi_us", 0x7fffffff, 0x100, 0x12345678, 0x0, 0x12345678),
        ("dp2ahi_us", 0x7fffffff, 0xffffffff, 0x0, 0x0, 0xfffe8002),
        ("bfe_u32", 0xfedcba98, 0x80000001, 0x3f, 0x0, 0x7f6e5d4c),
        ("bfe_u32", 0x80000000, 0x40, 0x104, 0x0, 0x0),
        ("bfe_u32", 0xffffffff, 0x80000001, 0x21, 0x0, 0x7fffffff),
        ("bfe_u32", 0x12345678, 0xffffffff, 0x100, 0x0, 0x0),
        ("bfe_u32", 0x80000000, 0xff, 0x0, 0x0, 0x0),
        ("bfe_s32", 0xfedcba98, 0x104, 0xc8, 0x0, 0xffedcba9),
        ("bfe_s32", 0xaaaaaaaa, 0x120, 0x4, 0x0, 0xffffffff),
        ("bfe_s32", 0xffffffff, 0x10, 0x104, 0x0, 0xffffffff),
        ("bfe_s32", 0x12345678, 0x8, 0xffffffff, 0x0, 0x123456),
        ("bfe_s32", 0xaaaaaaaa, 0x0, 0x0, 0x0, 0x0),
        ("bfe_u64", 0x8000000000000000, 0x41, 0x120, 0x0, 0x0),
        ("bfe_u64", 0xffffffffffffffff, 0x3f, 0xffffffff, 0x0, 0x1),
        ("bfe_u64", 0x123456789abcdef0, 0x40, 0x10000004, 0x0, 0x0),
        ("bfe_u64", 0xfedcba9876543210, 0x100, 0x0, 0x0, 0x0),
        ("bfe_u64", 0xaaaaaaaaaaaaaaaa, 0x1, 0x80000001, 0x0, 0x5555555555555555),
        ("bfe_s64", 0xfedcba9876543210, 0x80000001, 0x100, 0x0, 0xffffffffffffffff),
        ("bfe_s64", 0x8000000000000000, 0x10, 0xffffffff, 0x0, 0xffff800000000000),
        ("bfe_s64", 0x123456789abcdef0, 0x80000001, 0x21, 0x0, 0x0),
        ("bfe_s64", 0xaaaaaaaaaaaaaaaa, 0x10000004, 0x80000001, 0x0, 0xffffffffffffffff),
        ("bfe_s64", 0x8000000000000000, 0x0, 0x1f, 0x0, 0x0),
        ("bfi_b32", 0x12345678, 0xf0f0f0f, 0x1f, 0x108, 0xf0f0f0f),
        ("bfi_b32", 0x80000000, 0xf0f0f0f, 0x108, 0x10, 0xf00000f),
        ("bfi_b32", 0x7fffffff, 0xf0f0f0f, 0x8, 0xff, 0xffffff0f),
        ("bfi_b32", 0xfedcba98, 0xf0f0f0f, 0x0, 0x10, 0xf0fba98),
        ("bfi_b32", 0x7fffffff, 0xf0f0f0f, 0x4, 0x10, 0xf0fffff),
        ("bfi_b64", 0x123456789abcdef0, 0xf0f0f0f0f0f0f0f, 0x100, 0x4, 0xf0f0f0f0f0f0f0f),
        ("bfi_b64", 0xffffffffffffffff, 0xf0f0f0f0f0f0f0f, 0x3f, 0x3f, 0x8f0f0f0f0f0f0f0f),
        ("bfi_b64", 0x8000000000000000, 0xf0f0f0f0f0f0f0f, 0x10000004, 0x3f, 0xf0f0f0f0f0f0f0f),
        ("bfi_b64", 0xffffffffffffffff, 0xf0f0f0f0f0f0f0f, 0xc8, 0x1f, 0xf0f0f0f0f0f0f0f),
        ("bfi_b64", 0x8000000000000000, 0xf0f0f0f0f0f0f0f, 0x1f, 0x108, 0xf0f0f0f),
        ("fns", 0xaaaaaaaa, 0x100, 0x80000000, 0x0, 0x0),
        ("fns", 0x80000001, 0xfffffffe, 0x80000000, 0x0, 0x0),
        ("fns", 0x80000001, 0x80000000, 0x0, 0x0, 0xffffffff),
        ("fns", 0xaaaaaaaa, 0xffffffff, 0x10, 0x0, 0xffffffff),
        ("fns", 0x10000, 0xf, 0x1, 0x0, 0x10),
        ("fns", 0xffffffff, 0x3, 0x1, 0x0, 0x3),
        ("fns", 0xffffffff, 0x3, 0x0, 0x0, 0x3),
        ("fns", 0xffffffff, 0x1, 0x3, 0x0, 0x3),
        ("abs_s16", 0xffff, 0x0, 0x0, 0x0, 0x1),
        ("abs_s16", 0x1234, 0x0, 0x0, 0x0, 0x1234),
        ("abs_s16", 0x5, 0x0, 0x0, 0x0, 0x5),
        ("abs_s16", 0x2, 0x0, 0x0, 0x0, 0x2),
        ("abs_s16", 0x7fff, 0x0, 0x0, 0x0, 0x7fff),
        ("neg_s16", 0xff, 0x0, 0x0, 0x0, 0xff01),
        ("neg_s16", 0x1, 0x0, 0x0, 0x0, 0xffff),
        ("neg_s16", 0xffff, 0x0, 0x0, 0x0, 0x1),
        ("neg_s16", 0x0, 0x0, 0x0, 0x0, 0x0),
        ("neg_s16", 0x5, 0x0, 0x0, 0x0, 0xfffb),
        ("abs_s64", 0x123456789abcdef0, 0x0, 0x0, 0x0, 0x123456789abcdef0),
        ("abs_s64", 0xffffffffffffffff, 0x0, 0x0, 0x0, 0x1),
        ("abs_s64", 0x7fffffffffffffff, 0x0, 0x0, 0x0, 0x7fffffffffffffff),
        ("abs_s64", 0x104, 0x0, 0x0, 0x0, 0x104),
        ("abs_s64", 0x5, 0x0, 0x0, 0x0, 0x5),
        ("neg_s64", 0x5, 0x0, 0x0, 0x0, 0xfffffffffffffffb),
        ("neg_s64", 0x1, 0x0, 0x0, 0x0, 0xffffffffffffffff),
        ("neg_s64", 0x3f, 0x0, 0x0, 0x0, 0xffffffffffffffc1),
        ("neg_s64", 0x100000000, 0x0, 0x0, 0x0, 0xffffffff00000000),
        ("neg_s64", 0x104, 0x0, 0x0, 0x0, 0xfffffffffffffefc),
        ("brev_b64", 0x8000000000000000, 0x0, 0x0, 0x0, 0x1),
        ("brev_b64", 0x8000000000000001, 0x0, 0x0, 0x0, 0x8000000000000001),
        ("brev_b64", 0x1, 0x0, 0x0, 0x0, 0x8000000000000000),
        ("brev_b64", 0xfffffffffffffffb, 0x0, 0x0, 0x0, 0xdfffffffffffffff),
        ("brev_b64", 0xffffffffffffffff, 0x0, 0x0, 0x0, 0xffffffffffffffff),
        ("popc_b64", 0x3f, 0x0, 0x0, 0x0, 0x6),
        ("popc_b64", 0xfffffffb00000000, 0x0, 0x0, 0x0, 0x1f),
        ("popc_b64", 0x8000000000000000, 0x0, 0x0, 0x0, 0x1),
        ("popc_b64", 0xffffffffffffffff, 0x0, 0x0, 0x0, 0x40),
        ("popc_b64", 0x5, 0x0, 0x0, 0x0, 0x2),
        ("clz_b64", 0x40, 0x0, 0x0, 0x0, 0x39),
        ("clz_b64", 0xfffffffb00000000, 0x0, 0x0, 0x0, 0x0),
        ("clz_b64", 0x7fffffffffffffff, 0x0, 0x0, 0x0, 0x1),
        ("clz_b64", 0x104, 0x0, 0x0, 0x0, 0x37),
        ("clz_b64", 0x100000000, 0x0, 0x0, 0x0, 0x1f),
        ("bfind_u64", 0xffffffffffffffff, 0x0, 0x0, 0x0, 0x3f),
        ("bfind_u64", 0x1, 0x0, 0x0, 0x0, 0x0),
        ("bfind_u64", 0x100000000, 0x0, 0x0, 0x0, 0x20),
        ("bfind_u64", 0x123456789abcdef0, 0x0, 0x0, 0x0, 0x3c),
        ("bfind_u64", 0x5, 0x0, 0x0, 0x0, 0x2),
        ("bfind_s64", 0xffffffffffffffff, 0x0, 0x0, 0x0, 0xffffffff),
        ("bfind_s64", 0x3f, 0x0, 0x0, 0x0, 0x5),
        ("bfind_s64", 0x1, 0x0, 0x0, 0x0, 0x0),
        ("bfind_s64", 0x104, 0x0, 0x0, 0x0, 0x8),
        ("bfind_s64", 0x40, 0x0, 0x0, 0x0, 0x6),
        ("bfindsa_u64", 0x104, 0x0, 0x0, 0x0, 0x37),
        ("bfindsa_u64", 0x123456789abcdef0, 0x0, 0x0, 0x0, 0x3),
        ("bfindsa_u64", 0xfffffffffffffffb, 0x0, 0x0, 0x0, 0x0),
        ("bfindsa_u64", 0x0, 0x0, 0x0, 0x0, 0xffffffff),
        ("bfindsa_u64", 0x40, 0x0, 0x0, 0x0, 0x39),
        ("bfindsa_s64", 0xffffffffffffffff, 0x0, 0x0, 0x0, 0xffffffff),
        ("bfindsa_s64", 0xfffffffffffffffb, 0x0, 0x0, 0x0, 0x3d),
        ("bfindsa_s64", 0x100000000, 0x0, 0x0, 0x0, 0x1f),
        ("bfindsa_s64", 0x8000000000000000, 0x0, 0x0, 0x0, 0x1),
        ("bfindsa_s64", 0x40, 0x0, 0x0, 0x0, 0x39),
        ("mulwide_u16", 0x7fff, 0xffff, 0x0, 0x0, 0x7ffe8001),
        ("mulwide_u16", 0x1234, 0x7fff, 0x0, 0x0, 0x919edcc),
        ("mulwide_u16", 0x8000, 0x1234, 0x0, 0x0, 0x91a0000),
        ("mulwide_u16", 0xff, 0x5, 0x0, 0x0, 0x4fb),
        ("mulwide_u16", 0x8001, 0x1, 0x0, 0x0, 0x8001),
        ("mulwide_s16", 0x0, 0x1234, 0x0, 0x0, 0x0),
        ("mulwide_s16", 0xfffb, 0xfffb, 0x0, 0x0, 0x19),
        ("mulwide_s16", 0xff, 0x8001, 0x0, 0x0, 0xff8080ff),
        ("mulwide_s16", 0x8001, 0xfffb, 0x0, 0x0, 0x27ffb),
        ("mulwide_s16", 0xfffb, 0xff, 0x0, 0x0, 0xfffffb05),
        ("mulwide_u32", 0x1f, 0x80017fff, 0x0, 0x0, 0xf802e7fe1),
        ("mulwide_u32", 0x5, 0xffffff, 0x0, 0x0, 0x4fffffb),
        ("mulwide_u32", 0x0, 0x7fff8000, 0x0, 0x0, 0x0),
        ("mulwide_u32", 0x20, 0x104, 0x0, 0x0, 0x2080),
        ("mulwide_u32", 0x80000000, 0x21, 0x0, 0x0, 0x1080000000),
        ("mulwide_s32", 0x1, 0x21, 0x0, 0x0, 0x21),
        ("mulwide_s32", 0x2, 0xfffffffb, 0x0, 0x0, 0xfffffffffffffff6),
        ("mulwide_s32", 0x12345678, 0xffffffff, 0x0, 0x0, 0xffffffffedcba988),
        ("mulwide_s32", 0x7fff8000, 0x80017fff, 0x0, 0x0, 0xc000fffec0008000),
        ("mulwide_s32", 0x1, 0x1f, 0x0, 0x0, 0x1f),
        ("madwide_u16", 0x1234, 0x1, 0x12345678, 0x0, 0x123468ac),
        ("madwide_u16", 0x8000, 0x8001, 0xffffffff, 0x0, 0x40007fff),
        ("madwide_u16", 0x1234, 0x1, 0x7fffffff, 0x0, 0x80001233),
        ("madwide_u16", 0x8000, 0x8001, 0x7fffffff, 0x0, 0xc0007fff),
        ("madwide_u16", 0x7fff, 0x5, 0x7fffffff, 0x0, 0x80027ffa),
        ("madwide_s16", 0xfffb, 0x0, 0xffffffff, 0x0, 0xffffffff),
        ("madwide_s16", 0x1, 0x8001, 0x80000000, 0x0, 0x7fff8001),
        ("madwide_s16", 0x1, 0x0, 0x12345678, 0x0, 0x12345678),
        ("madwide_s16", 0xff, 0x2, 0x1, 0x0, 0x1ff),
        ("madwide_s16", 0x1234, 0xffff, 0xffffffff, 0x0, 0xffffedcb),
        ("madwide_u32", 0x0, 0x100, 0xffffffffffffffff, 0x0, 0xffffffffffffffff),
        ("madwide_u32", 0xfffffffb, 0xffffffff, 0x1, 0x0, 0xfffffffa00000006),
        ("madwide_u32", 0x7fffffff, 0xffffff, 0x1, 0x0, 0x7fffff7f000002),
        ("madwide_u32", 0x104, 0x7fffffff, 0x1, 0x0, 0x81fffffefd),
        ("madwide_u32", 0x0, 0xffffffff, 0x0, 0x0, 0x0),
        ("madwide_s32", 0x20, 0x0, 0x8000000000000000, 0x0, 0x8000000000000000),
        ("madwide_s32", 0x80000000, 0x12345678, 0x7fffffffffffffff, 0x0, 0x76e5d4c3ffffffff),
        ("madwide_s32", 0x80000000, 0x7fff8000, 0x8000000000000000, 0x0, 0x4000400000000000),
        ("madwide_s32", 0x5, 0xffffffff, 0x0, 0x0, 0xfffffffffffffffb),
        ("madwide_s32", 0x12345678, 0x5, 0x1, 0x0, 0x5b05b059),
    ];

    #[test]
    fn matches_recorded_hardware_values() {
        for &(name, a, b, c, e, d) in HARDWARE {
            let got = eval(name, a, b, c, e).unwrap_or_else(|| panic!("unknown {name}"));
            assert_eq!(got, d, "{name} {a:#x} {b:#x} {c:#x} {e:#x}");
        }
    }
}
