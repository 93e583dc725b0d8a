//! Integer instructions whose expansion is the same for both code
//! generators: `fns` (find the n-th set bit).

use super::{Bin, Cc, IntOps};

/// Position (0-based) of the `j`-th (1-based) set bit of the 32-bit `x`,
/// counting from bit 0, assuming `j <= popcnt(x)`: a binary search over
/// halves, quarters... of the word.
fn nth_set_bit<B: IntOps>(b: &mut B, x: B::V, j: B::V) -> Result<B::V, B::E> {
    let mut cur = x;
    let mut j = j;
    let mut pos = b.konst(32, 0)?;
    for w in [16i64, 8, 4, 2, 1] {
        let low = b.bin_k(Bin::And, cur, (1i64 << w) - 1)?;
        let c = b.popcnt(low)?;
        let up = b.cmp(Cc::Ugt, j, c)?;
        let j2 = b.bin(Bin::Sub, j, c)?;
        j = b.select(up, j2, j)?;
        let cur2 = b.bin_k(Bin::UShr, cur, w)?;
        cur = b.select(up, cur2, cur)?;
        let pos2 = b.bin_k(Bin::Add, pos, w)?;
        pos = b.select(up, pos2, pos)?;
    }
    Ok(pos)
}

/// `fns.b32 d, mask, base, offset` (all 32-bit): the position of the
/// `offset`-th set bit of `mask` counting up from bit `base` (`offset > 0`),
/// down from it (`offset < 0`), or `base` itself when that bit is set
/// (`offset == 0`); `0xffffffff` when there is none or `base >= 32`, and 0
/// for `offset == i32::MIN` (as the interpreter's `fns`).
pub fn fns<B: IntOps>(b: &mut B, m: B::V, base: B::V, off: B::V) -> Result<B::V, B::E> {
    let all = b.konst(32, -1)?;
    let zero32 = b.konst(32, 0)?;
    let base_ok = b.cmp_k(Cc::Ult, base, 32)?;
    let bsh = b.select(base_ok, base, zero32)?;
    // offset == 0: bit `base` itself.
    let bit = b.bin(Bin::UShr, m, bsh)?;
    let bit = b.bin_k(Bin::And, bit, 1)?;
    let bit_ok = b.cmp_k(Cc::Ne, bit, 0)?;
    let ok0 = b.bin(Bin::And, base_ok, bit_ok)?;
    let res0 = b.select(ok0, base, all)?;
    // |offset|-th set bit upwards (offset > 0) or downwards (< 0).
    let up = b.cmp_k(Cc::Sgt, off, 0)?;
    let negk = b.bin(Bin::Sub, zero32, off)?;
    let k = b.select(up, off, negk)?;
    let mu = b.bin(Bin::Shl, all, bsh)?;
    let mu = b.bin(Bin::And, m, mu)?;
    let k31 = b.konst(32, 31)?;
    let sh = b.bin(Bin::Sub, k31, bsh)?;
    let md = b.bin(Bin::UShr, all, sh)?;
    let md = b.bin(Bin::And, m, md)?;
    let x = b.select(up, mu, md)?;
    let cnt = b.popcnt(x)?;
    let found = b.cmp(Cc::Ule, k, cnt)?;
    let jd = b.bin(Bin::Sub, cnt, k)?;
    let jd = b.bin_k(Bin::Add, jd, 1)?;
    let j = b.select(up, k, jd)?;
    let pos = nth_set_bit(b, x, j)?;
    let ok = b.bin(Bin::And, found, base_ok)?;
    let resn = b.select(ok, pos, all)?;
    let is0 = b.cmp_k(Cc::Eq, off, 0)?;
    let r = b.select(is0, res0, resn)?;
    let ismin = b.cmp_k(Cc::Eq, off, i64::from(i32::MIN))?;
    b.select(ismin, zero32, r)
}

/// `bfind{.shiftamount}` of `a` (its width, signed or not): the position of
/// the most significant non-sign bit as a 32-bit value, counted from the top
/// with `.shiftamount`; `0xffffffff` when there is none.
pub fn bfind<B: IntOps>(b: &mut B, signed: bool, shiftamt: bool, a: B::V) -> Result<B::V, B::E> {
    let bits = b.width(a);
    let v = if signed {
        let neg = b.cmp_k(Cc::Slt, a, 0)?;
        let inv = b.bnot(a)?;
        b.select(neg, inv, a)?
    } else {
        a
    };
    let lz = b.clz(v)?;
    let lz = b.resize(lz, 32, false)?;
    let r = if shiftamt {
        lz
    } else {
        let msb = b.konst(32, i64::from(bits - 1))?;
        b.bin(Bin::Sub, msb, lz)?
    };
    let none = b.cmp_k(Cc::Eq, v, 0)?;
    let all = b.konst(32, -1)?;
    b.select(none, all, r)
}

/// `szext.{clamp,wrap}.{s32,u32} d, a, b` (32-bit values): the low `b` bits
/// of `a`, sign- or zero-extended; `b` is taken modulo 32 (0 gives 0), and
/// with `.clamp` `b >= 32` keeps all of `a`.
pub fn szext<B: IntOps>(
    b: &mut B,
    signed: bool,
    clamp: bool,
    a: B::V,
    bv: B::V,
) -> Result<B::V, B::E> {
    let b1 = b.bin_k(Bin::And, bv, 31)?;
    let all = b.konst(32, -1)?;
    let zero = b.konst(32, 0)?;
    let shifted = b.bin(Bin::Shl, all, b1)?;
    // The bits above the field (none when `.clamp` sees `b >= 32`).
    let mask = if clamp {
        let too_large = b.cmp_k(Cc::Uge, bv, 32)?;
        b.select(too_large, zero, shifted)?
    } else {
        shifted
    };
    if !signed {
        return b.and_not(a, mask);
    }
    // The field's top bit, bit b1 - 1 (none for an empty field).
    let sp = b.bin_k(Bin::Add, b1, -1)?;
    let sp = b.bin_k(Bin::And, sp, 31)?;
    let sb = b.bin(Bin::UShr, a, sp)?;
    let sb = b.bin_k(Bin::And, sb, 1)?;
    let sb = b.cmp_k(Cc::Ne, sb, 0)?;
    let b1nz = b.cmp_k(Cc::Ne, b1, 0)?;
    let sb = b.bin(Bin::And, sb, b1nz)?;
    let fill = b.select(sb, mask, zero)?;
    let low = b.and_not(a, mask)?;
    b.bin(Bin::Or, low, fill)
}

/// `cvt.pack.sat.{u,s}N.s32{.b32} d, a, b{, c}` (32-bit values): `a` and `b`
/// clamped to the N-bit type's range, `b` in bits `0..N`, `a` in `N..2N`,
/// and `c << 2N` above them when given (N < 16).
pub fn cvt_pack<B: IntOps>(
    b: &mut B,
    bits: u32,
    signed: bool,
    a: B::V,
    bv: B::V,
    c: Option<B::V>,
) -> Result<B::V, B::E> {
    let (lo, hi) = if signed {
        (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1)
    } else {
        (0, (1i64 << bits) - 1)
    };
    let field = (1i64 << bits) - 1;
    let ta = b.clamp_s(a, lo, hi)?;
    let ta = b.bin_k(Bin::And, ta, field)?;
    let tb = b.clamp_s(bv, lo, hi)?;
    let tb = b.bin_k(Bin::And, tb, field)?;
    let high = b.bin_k(Bin::Shl, ta, i64::from(bits))?;
    let d = b.bin(Bin::Or, high, tb)?;
    match c {
        Some(c) => {
            let above = b.bin_k(Bin::Shl, c, i64::from(2 * bits))?;
            b.bin(Bin::Or, above, d)
        }
        None => Ok(d),
    }
}

/// `addc.sat.s32` / `subc.sat.s32`: `a + x + cin` exactly (64 bits; `x`
/// is `b`, or `~b` for subc, which as a signed value is `-b - 1`), clamped
/// to the `.s32` range. `a` and `x` are 32-bit values; `cin`, the carry, is
/// 0 or 1 at any width.
pub fn sat_sum_s32<B: IntOps>(
    b: &mut B,
    a: B::V,
    x: B::V,
    cin: Option<B::V>,
) -> Result<B::V, B::E> {
    let wa = b.resize(a, 64, true)?;
    let wx = b.resize(x, 64, true)?;
    let mut s = b.bin(Bin::Add, wa, wx)?;
    if let Some(c) = cin {
        let wc = b.resize(c, 64, false)?;
        s = b.bin(Bin::Add, s, wc)?;
    }
    let s = b.clamp_s(s, i64::from(i32::MIN), i64::from(i32::MAX))?;
    b.resize(s, 32, false)
}

/// `bmsk.{clamp,wrap}.b32 d, a, b` (32-bit values): a mask of `b` one bits
/// starting at bit `a`, cut at bit 31; `a` and `b` are taken modulo 32, and
/// with `.clamp` `a >= 32` gives 0 and `b >= 32` fills up to bit 31.
pub fn bmsk<B: IntOps>(b: &mut B, clamp: bool, a: B::V, bv: B::V) -> Result<B::V, B::E> {
    let a1 = b.bin_k(Bin::And, a, 31)?;
    let b1 = b.bin_k(Bin::And, bv, 31)?;
    let all = b.konst(32, -1)?;
    let zero = b.konst(32, 0)?;
    let mut mask0 = b.bin(Bin::Shl, all, a1)?;
    let sum = b.bin(Bin::Add, a1, b1)?;
    let mut over = b.cmp_k(Cc::Uge, sum, 32)?;
    // `sum` may reach 62: then `over` holds and `m1` is not used.
    let m1 = b.bin(Bin::Shl, all, sum)?;
    if clamp {
        let pov = b.cmp_k(Cc::Uge, a, 32)?;
        mask0 = b.select(pov, zero, mask0)?;
        let wov = b.cmp_k(Cc::Uge, bv, 32)?;
        over = b.bin(Bin::Or, over, pov)?;
        over = b.bin(Bin::Or, over, wov)?;
    }
    let b1z = b.cmp_k(Cc::Eq, b1, 0)?;
    let m1 = b.select(b1z, all, m1)?;
    let mask1 = b.select(over, zero, m1)?;
    b.and_not(mask0, mask1)
}

/// Part `i` (of `width` bits) of the 32-bit `v`, extended to 32 bits.
fn part<B: IntOps>(b: &mut B, v: B::V, width: u32, i: u32, signed: bool) -> Result<B::V, B::E> {
    let s = if i == 0 {
        v
    } else {
        b.bin_k(Bin::UShr, v, i64::from(width * i))?
    };
    let t = b.resize(s, width, false)?;
    b.resize(t, 32, signed)
}

/// `dp4a` (`hi: None`) and `dp2a.{lo,hi}` (`hi: Some`) on 32-bit values: the
/// four byte products (`dp2a`: two products of a's halves with the low or
/// high pair of b's bytes) added to `c` modulo 2^32.
pub fn dot<B: IntOps>(
    b: &mut B,
    hi: Option<bool>,
    signed: (bool, bool),
    a: B::V,
    bv: B::V,
    c: B::V,
) -> Result<B::V, B::E> {
    let mut acc = c;
    let (n, a_width, b_first) = match hi {
        None => (4, 8, 0),
        Some(hi) => (2, 16, if hi { 2 } else { 0 }),
    };
    for i in 0..n {
        let x = part(b, a, a_width, i, signed.0)?;
        let y = part(b, bv, 8, b_first + i, signed.1)?;
        let p = b.bin(Bin::Mul, x, y)?;
        acc = b.bin(Bin::Add, acc, p)?;
    }
    Ok(acc)
}

/// `div`/`rem` of two values of one width: never a trap. `x / 0` is all ones
/// and `x % 0` is all ones too (hardware, docs/semantics.md §2); `MIN / -1` is
/// `MIN` and `MIN % -1` is 0 (computed as `MIN / 1`, `MIN % 1`).
pub fn divrem<B: IntOps>(
    b: &mut B,
    is_div: bool,
    signed: bool,
    a: B::V,
    bv: B::V,
) -> Result<B::V, B::E> {
    let bits = b.width(a);
    let zero = b.cmp_k(Cc::Eq, bv, 0)?;
    let one = b.konst(bits, 1)?;
    let all = b.konst(bits, -1)?;
    let v = if signed {
        let amin = b.cmp_k(Cc::Eq, a, i64::MIN >> (64 - bits))?;
        let bm1 = b.cmp(Cc::Eq, bv, all)?;
        let ovf = b.bin(Bin::And, amin, bm1)?;
        let bad = b.bin(Bin::Or, zero, ovf)?;
        let safe = b.select(bad, one, bv)?;
        b.bin(if is_div { Bin::SDiv } else { Bin::SRem }, a, safe)?
    } else {
        let safe = b.select(zero, one, bv)?;
        b.bin(if is_div { Bin::UDiv } else { Bin::URem }, a, safe)?
    };
    b.select(zero, all, v)
}

/// `sad`: `c + |a - b|` of three values of one width, the difference taken
/// by the operands' signedness.
pub fn sad<B: IntOps>(b: &mut B, signed: bool, a: B::V, bv: B::V, c: B::V) -> Result<B::V, B::E> {
    let gt = b.cmp(if signed { Cc::Sgt } else { Cc::Ugt }, a, bv)?;
    let d1 = b.bin(Bin::Sub, a, bv)?;
    let d2 = b.bin(Bin::Sub, bv, a)?;
    let diff = b.select(gt, d1, d2)?;
    b.bin(Bin::Add, c, diff)
}

/// The two 16-bit lanes `(low, high)` of a 32-bit value.
pub fn lanes16<B: IntOps>(b: &mut B, v: B::V) -> Result<(B::V, B::V), B::E> {
    let lo = b.resize(v, 16, false)?;
    let h = b.bin_k(Bin::UShr, v, 16)?;
    Ok((lo, b.resize(h, 16, false)?))
}

/// Packs two 16-bit lanes into a 32-bit value.
pub fn join16<B: IntOps>(b: &mut B, lo: B::V, hi: B::V) -> Result<B::V, B::E> {
    let lo = b.resize(lo, 32, false)?;
    let hi = b.resize(hi, 32, false)?;
    let hi = b.bin_k(Bin::Shl, hi, 16)?;
    b.bin(Bin::Or, lo, hi)
}

/// `min`/`max{.relu}` of two values of one width, or lane by lane of two
/// 32-bit values holding `.u16x2`/`.s16x2` (`packed`). `.relu` clamps a
/// signed result to 0 from below.
pub fn minmax<B: IntOps>(
    b: &mut B,
    max: bool,
    signed: bool,
    relu: bool,
    packed: bool,
    a: B::V,
    bv: B::V,
) -> Result<B::V, B::E> {
    let op = match (max, signed) {
        (false, false) => Bin::UMin,
        (false, true) => Bin::SMin,
        (true, false) => Bin::UMax,
        (true, true) => Bin::SMax,
    };
    let pick = |b: &mut B, x: B::V, y: B::V| -> Result<B::V, B::E> {
        let r = b.bin(op, x, y)?;
        if relu && signed {
            b.bin_k(Bin::SMax, r, 0)
        } else {
            Ok(r)
        }
    };
    if !packed {
        return pick(b, a, bv);
    }
    let (al, ah) = lanes16(b, a)?;
    let (bl, bh) = lanes16(b, bv)?;
    let l = pick(b, al, bl)?;
    let h = pick(b, ah, bh)?;
    join16(b, l, h)
}
