//! The scalar video instructions (`vadd vsub vabsdiff vmin vmax vshl vshr`,
//! `vset`, `vmad`) as the hardware computes them, for both code generators.
//!
//! The selected byte/half/word of each source is sign- or zero-extended to 64
//! bits, the operation is exact there, then saturation, the secondary
//! operation (`.add .min .max`) or the merge into `c` produce the 32-bit
//! result. The rules are the hardware's, as recorded in `docs/semantics.md`
//! (sections 4 to 7 and Part II), where it departs from the ISA manual:
//! `.h1` merges keep bits 31..16 of the result, `.sat` with a merge maps
//! negative results to the field maximum, `vmad` multiplies whole-word
//! operands as signed and always sign-extends `c`.
//!
//! The SIMD forms (`vadd2`, `vabsdiff4`...) are vector code and differ per
//! backend: they stay in `clif/video.rs` and `llvm/video.rs`.

use ptxjit_frontend::ir::{VSel, VideoMods, VideoOp, VideoOp2, VideoSecond, VmadMods, VsetMods};

use super::{Bin, Cc, IntOps};

/// What follows the main operation of a scalar video instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Second {
    /// `d = tmp` (optionally saturated to the word).
    None,
    /// `.add`
    Add,
    /// `.min`
    Min,
    /// `.max`
    Max,
    /// `d.dsel`: merge into `c`.
    Merge(VSel),
}

impl Second {
    fn of(s: &VideoSecond) -> Second {
        match s {
            VideoSecond::None => Second::None,
            VideoSecond::Op(VideoOp2::Add) => Second::Add,
            VideoSecond::Op(VideoOp2::Min) => Second::Min,
            VideoSecond::Op(VideoOp2::Max) => Second::Max,
            VideoSecond::Merge(sel) => Second::Merge(*sel),
        }
    }
}

/// How the hardware (ptxas's expansion) treats the exact 64-bit result of each
/// group of scalar video instructions after the main operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Family {
    /// `vadd`, `vsub`: `.min`/`.max` compare the low 32 bits sign-extended.
    AddSub,
    /// `vabsdiff`, `vmin`, `vmax`: `.min`/`.max` compare the whole result.
    Exact,
    /// `vshl`, `vshr`: `.sat` works on bits 33..0 (sign-extended) and clamps to
    /// the 32-bit dtype range, also with a merge.
    Shift,
    /// `vset`: 0 or 1, no `.sat`.
    Set,
}

/// `(bit offset, width)` of a selector; out-of-range indices name the last
/// byte / half, as the interpreter does.
pub fn field(sel: VSel) -> (u32, u32) {
    match sel {
        VSel::Word => (0, 32),
        VSel::B(k) => (8 * u32::from(k.min(3)), 8),
        VSel::H(k) => (16 * u32::from(k.min(1)), 16),
    }
}

/// The selected byte/half/word of the 32-bit `x`, extended to 64 bits by
/// `signed`. Unsigned fields are cut from the zero-extended word (one
/// extension that several fields of the same source share); signed ones
/// are shifted down, truncated and sign-extended (`shr` + `movsx` on x86-64).
fn part_select<B: IntOps>(b: &mut B, x: B::V, signed: bool, sel: VSel) -> Result<B::V, B::E> {
    let (off, width) = field(sel);
    if width == 32 {
        return b.resize(x, 64, signed);
    }
    if signed {
        let s = if off == 0 {
            x
        } else {
            b.bin_k(Bin::UShr, x, i64::from(off))?
        };
        let s = b.resize(s, width, false)?;
        return b.resize(s, 64, true);
    }
    let x64 = b.resize(x, 64, false)?;
    let s = if off == 0 {
        x64
    } else {
        b.bin_k(Bin::UShr, x64, i64::from(off))?
    };
    b.bin_k(Bin::And, s, (1i64 << width) - 1)
}

/// `vadd vsub vabsdiff vmin vmax vshl vshr`: `a`, `bv` and `c` (present with a
/// secondary operation or merge) are 32-bit; so is the result.
pub fn video<B: IntOps>(
    b: &mut B,
    m: &VideoMods,
    a: B::V,
    bv: B::V,
    c: Option<B::V>,
) -> Result<B::V, B::E> {
    let VideoMods {
        op,
        dty,
        aty,
        bty,
        sat,
        clamp,
        asel,
        bsel,
        second,
    } = m;
    let ta = part_select(b, a, aty.is_signed(), *asel)?;
    // vshl/vshr read `b` as `.u32` whatever btype says.
    let shift = matches!(op, VideoOp::Shl | VideoOp::Shr);
    let tb = part_select(b, bv, bty.is_signed() && !shift, *bsel)?;
    let tmp = match op {
        VideoOp::Add => b.bin(Bin::Add, ta, tb)?,
        VideoOp::Sub => b.bin(Bin::Sub, ta, tb)?,
        VideoOp::Absdiff => {
            let diff = b.bin(Bin::Sub, ta, tb)?;
            b.abs(diff)?
        }
        VideoOp::Min => b.bin(Bin::SMin, ta, tb)?,
        VideoOp::Max => b.bin(Bin::SMax, ta, tb)?,
        VideoOp::Shl | VideoOp::Shr => {
            // The shift amount is always read as `.u32`; `.clamp` caps it at
            // 32, `.wrap` takes it modulo 32. Either way it is at most 32, so
            // the 64-bit shift is exact.
            let n = if *clamp {
                b.bin_k(Bin::UMin, tb, 32)?
            } else {
                b.bin_k(Bin::And, tb, 31)?
            };
            if *op == VideoOp::Shl {
                b.bin(Bin::Shl, ta, n)?
            } else {
                // `ta` is exact in 64 bits: an arithmetic shift is the
                // logical one for unsigned (non-negative) values.
                b.bin(Bin::SShr, ta, n)?
            }
        }
    };
    let family = match op {
        VideoOp::Add | VideoOp::Sub => Family::AddSub,
        VideoOp::Absdiff | VideoOp::Min | VideoOp::Max => Family::Exact,
        VideoOp::Shl | VideoOp::Shr => Family::Shift,
    };
    let ds = dty.is_signed();
    finish(b, tmp, family, *sat, ds, ds, Second::of(second), c)
}

/// `vset`: the comparison as 0 or 1, then the secondary operation or merge.
pub fn vset<B: IntOps>(
    b: &mut B,
    m: &VsetMods,
    a: B::V,
    bv: B::V,
    c: Option<B::V>,
) -> Result<B::V, B::E> {
    let VsetMods {
        aty,
        bty,
        cmp,
        asel,
        bsel,
        second,
    } = m;
    let ta = part_select(b, a, aty.is_signed(), *asel)?;
    let tb = part_select(b, bv, bty.is_signed(), *bsel)?;
    // Both values are exact in 64 bits: a signed compare is right for every
    // mix of operand types.
    let f = b.cmp(Cc::video(*cmp, true), ta, tb)?;
    let tmp = b.resize(f, 64, false)?;
    // vset has no dtype and no .sat; `.min`/`.max` read `c` with the
    // signedness of atype (hardware, docs/semantics.md Part II).
    let sec = Second::of(second);
    finish(b, tmp, Family::Set, false, false, aty.is_signed(), sec, c)
}

/// Word-level `.sat` of the hardware on the 64-bit `tmp` (for shifts, on
/// `sext34(tmp)`): `.s32` dtype clamps to the s32 range; `.u32` dtype clamps
/// shifts to `[0, u32::MAX]` and the other instructions only from below (to 0:
/// values of 2^32 and more keep their bits).
fn sat_word<B: IntOps>(b: &mut B, tmp: B::V, family: Family, dsigned: bool) -> Result<B::V, B::E> {
    let tmp = if family == Family::Shift {
        b.sext_low(tmp, 34)?
    } else {
        tmp
    };
    if dsigned {
        b.clamp_s(tmp, i64::from(i32::MIN), i64::from(i32::MAX))
    } else if family == Family::Shift {
        b.clamp_s(tmp, 0, i64::from(u32::MAX))
    } else {
        b.bin_k(Bin::SMax, tmp, 0)
    }
}

/// Final step of the scalar video instructions, as the hardware does it, on
/// the exact 64-bit result `tmp`. Returns a 32-bit value.
///
/// 1. merge into a byte/half of `c`: without `.sat` the low bits of `tmp`; with
///    `.sat`, shifts saturate as [`sat_word`], the others clamp `tmp` read as an
///    *unsigned* 64-bit number to the field maximum (so negative results give
///    the maximum). `.h1` keeps bits 31..16 of that value, not its low half.
/// 2. otherwise `.sat` as [`sat_word`]; `.add` adds `c` modulo 2^32;
///    `.min`/`.max` compare, as 64-bit numbers, the saturated value (its low 32
///    bits sign-extended for `vadd`/`vsub`, and for shifts with `.sat`) with
///    `c` extended by `csigned`, signed when `csigned`, unsigned otherwise.
#[allow(clippy::too_many_arguments)]
fn finish<B: IntOps>(
    b: &mut B,
    tmp: B::V,
    family: Family,
    sat: bool,
    dsigned: bool,
    csigned: bool,
    sec: Second,
    c: Option<B::V>,
) -> Result<B::V, B::E> {
    let sat = sat && family != Family::Set;
    let c = match c {
        Some(c) => c,
        None => b.konst(32, 0)?,
    };
    if let Second::Merge(sel) = sec {
        let (off, width) = field(sel);
        if width < 32 {
            let part = if !sat {
                tmp
            } else if family == Family::Shift {
                sat_word(b, tmp, family, dsigned)?
            } else {
                let hi = if dsigned {
                    (1i64 << (width - 1)) - 1
                } else {
                    (1i64 << width) - 1
                };
                // Unsigned compare: a negative result is above every maximum.
                b.bin_k(Bin::UMin, tmp, hi)?
            };
            let t32 = b.resize(part, 32, false)?;
            let (tpart, cmask) = if matches!(sel, VSel::H(k) if k >= 1) {
                // Hardware: bits 31..16 of the result itself (PRMT 0x3254).
                (b.bin_k(Bin::And, t32, 0xffff_0000)?, 0xffffi64)
            } else {
                let fmask = (((1u64 << width) - 1) << off) as u32;
                let shifted = if off == 0 {
                    t32
                } else {
                    b.bin_k(Bin::Shl, t32, i64::from(off))?
                };
                (
                    b.bin_k(Bin::And, shifted, i64::from(fmask))?,
                    i64::from(!fmask),
                )
            };
            let ckeep = b.bin_k(Bin::And, c, cmask)?;
            return b.bin(Bin::Or, tpart, ckeep);
        }
    }
    let t = if sat {
        sat_word(b, tmp, family, dsigned)?
    } else {
        tmp
    };
    match sec {
        Second::None | Second::Merge(_) => b.resize(t, 32, false),
        Second::Add => {
            let t32 = b.resize(t, 32, false)?;
            b.bin(Bin::Add, t32, c)
        }
        Second::Min | Second::Max => {
            let x = if family == Family::AddSub || (family == Family::Shift && sat) {
                b.sext_low(t, 32)?
            } else {
                t
            };
            let y = b.resize(c, 64, csigned)?;
            let op = match (sec == Second::Min, csigned) {
                (true, true) => Bin::SMin,
                (true, false) => Bin::UMin,
                (false, true) => Bin::SMax,
                (false, false) => Bin::UMax,
            };
            let r = b.bin(op, x, y)?;
            b.resize(r, 32, false)
        }
    }
}

/// A vmad operand as the hardware multiplies it: a byte/half selection
/// extended by its type, a whole word always as signed.
fn vmad_operand<B: IntOps>(b: &mut B, x: B::V, signed: bool, sel: VSel) -> Result<B::V, B::E> {
    if sel == VSel::Word {
        b.resize(x, 64, true)
    } else {
        part_select(b, x, signed, sel)
    }
}

/// `vmad` as the hardware computes it (docs/semantics.md §7): signed 32×32
/// product, `c` sign-extended, 64-bit sum, then scale and saturation chosen by
/// `signedFinal`. `a`, `bv`, `c` and the result are 32-bit.
pub fn vmad<B: IntOps>(b: &mut B, m: &VmadMods, a: B::V, bv: B::V, c: B::V) -> Result<B::V, B::E> {
    let ta = vmad_operand(b, a, m.aty.is_signed(), m.asel)?;
    let tb = vmad_operand(b, bv, m.bty.is_signed(), m.bsel)?;
    // Both factors are in i32 range: the 64-bit product is exact.
    let mut prod = b.bin(Bin::Mul, ta, tb)?;
    let mut c = c;
    let mut lsb = 0i64;
    if m.po {
        lsb = 1;
    } else if m.neg_ab {
        prod = b.bnot(prod)?;
        lsb = 1;
    } else if m.neg_c {
        c = b.bnot(c)?;
        lsb = 1;
    }
    let c64 = b.resize(c, 64, true)?;
    let mut sum = b.bin(Bin::Add, prod, c64)?;
    if lsb != 0 {
        sum = b.bin_k(Bin::Add, sum, lsb)?;
    }
    let signed_final = m.aty.is_signed() || m.bty.is_signed() || m.neg_ab || m.neg_c;
    let sh = match m.shr {
        7 => 7i64,
        15 => 15,
        _ => 0,
    };
    let r = if signed_final {
        let r = if sh == 0 {
            sum
        } else {
            b.bin_k(Bin::SShr, sum, sh)?
        };
        if m.sat {
            b.clamp_s(r, i64::from(i32::MIN), i64::from(i32::MAX))?
        } else {
            r
        }
    } else if sh == 0 {
        if m.sat {
            b.clamp_s(sum, 0, i64::from(u32::MAX))?
        } else {
            sum
        }
    } else {
        let r = b.bin_k(Bin::UShr, sum, sh)?;
        if m.sat {
            b.bin_k(Bin::UMin, r, i64::from(u32::MAX))?
        } else {
            r
        }
    };
    b.resize(r, 32, false)
}
