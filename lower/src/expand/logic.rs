//! `lop3` and `prmt`, for both code generators.

use ptxjit_frontend::ir::PrmtMode;

use super::{Bin, Cc, IntOps};

/// A function of the inputs while building lop3: known all-zero or all-one
/// bits, or a value.
#[derive(Clone, Copy)]
enum Lut<V> {
    Zero,
    Ones,
    Val(V),
}

fn lut_and<B: IntOps>(b: &mut B, x: Lut<B::V>, m: B::V) -> Result<Lut<B::V>, B::E> {
    Ok(match x {
        Lut::Zero => Lut::Zero,
        Lut::Ones => Lut::Val(m),
        Lut::Val(v) => Lut::Val(b.bin(Bin::And, v, m)?),
    })
}

fn lut_or<B: IntOps>(b: &mut B, x: Lut<B::V>, y: Lut<B::V>) -> Result<Lut<B::V>, B::E> {
    Ok(match (x, y) {
        (Lut::Zero, o) | (o, Lut::Zero) => o,
        (Lut::Ones, _) | (_, Lut::Ones) => Lut::Ones,
        (Lut::Val(p), Lut::Val(q)) => Lut::Val(b.bin(Bin::Or, p, q)?),
    })
}

/// The function of `inputs` given by the truth table `lut` (bit `i` is the
/// result for input bits `i`, first input most significant), by Shannon
/// expansion on the first input.
fn lut<B: IntOps>(b: &mut B, lut: u32, inputs: &[B::V]) -> Result<Lut<B::V>, B::E> {
    let n = inputs.len() as u32;
    let full = (1u32 << (1 << n)) - 1;
    let lut = lut & full;
    if lut == 0 {
        return Ok(Lut::Zero);
    }
    if lut == full {
        return Ok(Lut::Ones);
    }
    let x = inputs[0];
    let half = 1u32 << (n - 1);
    let lo = lut & ((1u32 << half) - 1);
    let hi = lut >> half;
    if lo == hi {
        return self::lut(b, lo, &inputs[1..]);
    }
    if n == 1 {
        // lo != hi: either x or !x.
        return Ok(if hi == 1 {
            Lut::Val(x)
        } else {
            Lut::Val(b.bnot(x)?)
        });
    }
    let f1 = self::lut(b, hi, &inputs[1..])?;
    let f0 = self::lut(b, lo, &inputs[1..])?;
    let t1 = lut_and(b, f1, x)?;
    let nx = b.bnot(x)?;
    let t0 = lut_and(b, f0, nx)?;
    lut_or(b, t1, t0)
}

/// `lop3.b32 d, a, b, c, lut` on 32-bit values.
pub fn lop3<B: IntOps>(b: &mut B, table: u8, a: B::V, bv: B::V, c: B::V) -> Result<B::V, B::E> {
    match lut(b, u32::from(table), &[a, bv, c])? {
        Lut::Zero => b.konst(32, 0),
        Lut::Ones => b.konst(32, -1),
        Lut::Val(v) => Ok(v),
    }
}

/// Rows of the ISA table of the `prmt` modes other than the default, result
/// byte 0 first, for `c[1:0] = 0..3`.
fn mode_table(mode: PrmtMode) -> [[u32; 4]; 4] {
    match mode {
        PrmtMode::F4e => [[0, 1, 2, 3], [1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6]],
        PrmtMode::B4e => [[0, 7, 6, 5], [1, 0, 7, 6], [2, 1, 0, 7], [3, 2, 1, 0]],
        PrmtMode::Rc8 => [[0, 0, 0, 0], [1, 1, 1, 1], [2, 2, 2, 2], [3, 3, 3, 3]],
        PrmtMode::Ecl => [[0, 1, 2, 3], [1, 1, 2, 3], [2, 2, 2, 3], [3, 3, 3, 3]],
        PrmtMode::Ecr => [[0, 0, 0, 0], [0, 1, 1, 1], [0, 1, 2, 2], [0, 1, 2, 3]],
        PrmtMode::Rc16 => [[0, 1, 0, 1], [2, 3, 2, 3], [0, 1, 0, 1], [2, 3, 2, 3]],
        PrmtMode::Default => [[0, 1, 2, 3]; 4],
    }
}

/// `prmt.b32{.mode} d, a, b, c` on 32-bit values. A selector the backend
/// knows as a constant takes `prmt_const`.
pub fn prmt<B: IntOps>(
    b: &mut B,
    mode: PrmtMode,
    a: B::V,
    bv: B::V,
    c: B::V,
) -> Result<B::V, B::E> {
    if let Some(sel) = b.known(c) {
        return prmt_const(b, mode, a, bv, sel as u32);
    }
    let lo = b.resize(a, 64, false)?;
    let hi = b.resize(bv, 64, false)?;
    let hi = b.bin_k(Bin::Shl, hi, 32)?;
    let src = b.bin(Bin::Or, hi, lo)?;
    if mode == PrmtMode::Default {
        let mut acc = b.konst(32, 0)?;
        for i in 0..4i64 {
            let nib = b.bin_k(Bin::UShr, c, 4 * i)?;
            let byte = prmt_byte(b, src, nib)?;
            let signbit = b.bin_k(Bin::And, nib, 8)?;
            let rep = b.cmp_k(Cc::Ne, signbit, 0)?;
            let neg = b.bin_k(Bin::UShr, byte, 7)?;
            let fill = b.bin_k(Bin::Mul, neg, 0xff)?;
            let byte = b.select(rep, fill, byte)?;
            let byte = b.bin_k(Bin::Shl, byte, 8 * i)?;
            acc = b.bin(Bin::Or, acc, byte)?;
        }
        return Ok(acc);
    }
    let mut rows = Vec::new();
    for row in mode_table(mode) {
        let mut acc = b.konst(32, 0)?;
        for (i, &s) in row.iter().enumerate() {
            let sh = b.bin_k(Bin::UShr, src, i64::from(8 * s))?;
            let byte = b.resize(sh, 32, false)?;
            let byte = b.bin_k(Bin::And, byte, 0xff)?;
            let byte = b.bin_k(Bin::Shl, byte, 8 * i as i64)?;
            acc = b.bin(Bin::Or, acc, byte)?;
        }
        rows.push(acc);
    }
    let b0 = b.bin_k(Bin::And, c, 1)?;
    let b1 = b.bin_k(Bin::And, c, 2)?;
    let r01 = b.select(b0, rows[1], rows[0])?;
    let r23 = b.select(b0, rows[3], rows[2])?;
    b.select(b1, r23, r01)
}

/// Byte `sel & 7` (`sel` 32-bit) of `src` (64-bit `{b, a}`), as 32 bits.
fn prmt_byte<B: IntOps>(b: &mut B, src: B::V, sel: B::V) -> Result<B::V, B::E> {
    let sel = b.bin_k(Bin::And, sel, 7)?;
    let sh = b.bin_k(Bin::Mul, sel, 8)?;
    let sh = b.resize(sh, 64, false)?;
    let v = b.bin(Bin::UShr, src, sh)?;
    let v = b.resize(v, 32, false)?;
    b.bin_k(Bin::And, v, 0xff)
}

/// `prmt` with a constant selector `sel`: the source byte (0..8 of `{b, a}`)
/// of each result byte and whether it is a sign replication (default mode,
/// selector bit 3) are known, so the result is a few shifted and masked
/// copies of `a` and `b` (result bytes that move by the same distance from
/// the same word share one shift and mask).
fn prmt_const<B: IntOps>(
    b: &mut B,
    mode: PrmtMode,
    a: B::V,
    bv: B::V,
    sel: u32,
) -> Result<B::V, B::E> {
    let spec: [(u32, bool); 4] = match mode {
        PrmtMode::Default => {
            std::array::from_fn(|i| ((sel >> (4 * i)) & 7, (sel >> (4 * i)) & 8 != 0))
        }
        _ => {
            let row = mode_table(mode)[(sel & 3) as usize];
            std::array::from_fn(|i| (row[i], false))
        }
    };
    // Copies: (word, byte shift right (negative: left), result mask).
    let mut copies: Vec<(u32, i32, u32)> = Vec::new();
    // Sign fills: (source byte, result mask).
    let mut signs: Vec<(u32, u32)> = Vec::new();
    for (i, &(src, sign)) in spec.iter().enumerate() {
        let m = 0xffu32 << (8 * i);
        if sign {
            match signs.iter_mut().find(|s| s.0 == src) {
                Some(s) => s.1 |= m,
                None => signs.push((src, m)),
            }
        } else {
            let key = (src / 4, (src % 4) as i32 - i as i32);
            match copies.iter_mut().find(|c| (c.0, c.1) == key) {
                Some(c) => c.2 |= m,
                None => copies.push((key.0, key.1, m)),
            }
        }
    }
    let mut acc: Option<B::V> = None;
    for (word, shift, mask) in copies {
        let w = if word == 0 { a } else { bv };
        let (v, live) = if shift > 0 {
            let v = b.bin_k(Bin::UShr, w, i64::from(8 * shift))?;
            (v, u32::MAX >> (8 * shift))
        } else if shift < 0 {
            let v = b.bin_k(Bin::Shl, w, i64::from(-8 * shift))?;
            (v, u32::MAX << (-8 * shift))
        } else {
            (w, u32::MAX)
        };
        let t = if live & !mask == 0 {
            v
        } else {
            b.bin_k(Bin::And, v, i64::from(mask))?
        };
        acc = Some(match acc {
            Some(x) => b.bin(Bin::Or, x, t)?,
            None => t,
        });
    }
    for (src, mask) in signs {
        let w = if src < 4 { a } else { bv };
        let top = 8 * (src % 4) + 7;
        let up = b.bin_k(Bin::Shl, w, i64::from(31 - top))?;
        let fill = b.bin_k(Bin::SShr, up, 31)?;
        let t = b.bin_k(Bin::And, fill, i64::from(mask))?;
        acc = Some(match acc {
            Some(x) => b.bin(Bin::Or, x, t)?,
            None => t,
        });
    }
    match acc {
        Some(v) => Ok(v),
        None => b.konst(32, 0),
    }
}

/// `shl`/`shr` of the `bits`-bit `a` by the 32-bit amount `n`: PTX clamps
/// amounts past the width (0, or the sign fill for `shr.s*`) where the
/// machine shifts mask them.
pub fn shift<B: IntOps>(
    b: &mut B,
    left: bool,
    signed: bool,
    a: B::V,
    n: B::V,
) -> Result<B::V, B::E> {
    let bits = b.width(a);
    if let Some(k) = b.known(n) {
        // A constant amount (the usual case) needs no range test: it is
        // folded here so that what is built is the bare shift (which
        // `IntOps::bin` may recognise as half of a rotate).
        let k = k.min(u64::from(bits));
        return match (left, signed, k < u64::from(bits)) {
            (_, _, true) => {
                let op = match (left, signed) {
                    (true, _) => Bin::Shl,
                    (false, false) => Bin::UShr,
                    (false, true) => Bin::SShr,
                };
                b.bin_k(op, a, k as i64)
            }
            (false, true, false) => b.bin_k(Bin::SShr, a, i64::from(bits - 1)),
            (_, _, false) => b.konst(bits, 0),
        };
    }
    let big = b.cmp_k(Cc::Uge, n, i64::from(bits))?;
    if !left && signed {
        let top = b.konst(b.width(n), i64::from(bits - 1))?;
        let n = b.select(big, top, n)?;
        return b.bin(Bin::SShr, a, n);
    }
    let op = if left { Bin::Shl } else { Bin::UShr };
    let s = b.bin(op, a, n)?;
    let z = b.konst(bits, 0)?;
    b.select(big, z, s)
}

/// `shf.{l,r}.{clamp,wrap}.b32 d, a, b, c` (32-bit values): the 64-bit
/// `{b, a}` funnel-shifted by `c` (capped at 32 or taken modulo 32), its
/// high (left) or low (right) word.
pub fn shf<B: IntOps>(
    b: &mut B,
    left: bool,
    clamp: bool,
    a: B::V,
    bv: B::V,
    c: B::V,
) -> Result<B::V, B::E> {
    let n = if clamp {
        b.bin_k(Bin::UMin, c, 32)?
    } else {
        b.bin_k(Bin::And, c, 31)?
    };
    let n = b.resize(n, 64, false)?;
    let lo = b.resize(a, 64, false)?;
    let hi = b.resize(bv, 64, false)?;
    let hi = b.bin_k(Bin::Shl, hi, 32)?;
    let wide = b.bin(Bin::Or, hi, lo)?;
    let v = if left {
        let s = b.bin(Bin::Shl, wide, n)?;
        b.bin_k(Bin::UShr, s, 32)?
    } else {
        b.bin(Bin::UShr, wide, n)?
    };
    b.resize(v, 32, false)
}
