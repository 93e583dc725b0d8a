//! Scalar video instructions: `vadd`, `vsub`, `vabsdiff`, `vmin`, `vmax`, `vshl`,
//! `vshr`, `vmad` and `vset` (PTX ISA, "Scalar Video Instructions").
//!
//! See the module documentation of [`crate::sem`]. Every function works on raw
//! `u32` register bit patterns; the configuration structs name the instruction's
//! modifiers. Points where the ISA text is ambiguous or where the hardware differs
//! from it are recorded in `docs/sem-video.md`.
//!
//! Intermediate values are computed in `i64`/`i128`, wide enough for every
//! operand combination, so no input can overflow.

/// Operand type of a video instruction: `.u32` or `.s32`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VTy {
    /// `.u32`: operands are zero-extended.
    U32,
    /// `.s32`: operands are sign-extended.
    S32,
}

impl VTy {
    /// Whether the type is signed (`.s32`).
    pub const fn signed(self) -> bool {
        matches!(self, VTy::S32)
    }
}

/// Sub-word selector of a scalar video operand (`.asel`, `.bsel`, `.dsel`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sel {
    /// No selector: the whole 32-bit word.
    Word,
    /// `.b0`: bits 7..0.
    B0,
    /// `.b1`: bits 15..8.
    B1,
    /// `.b2`: bits 23..16.
    B2,
    /// `.b3`: bits 31..24.
    B3,
    /// `.h0`: bits 15..0.
    H0,
    /// `.h1`: bits 31..16.
    H1,
}

impl Sel {
    /// `(bit offset, width in bits)` of the selected part.
    const fn field(self) -> (u32, u32) {
        match self {
            Sel::Word => (0, 32),
            Sel::B0 => (0, 8),
            Sel::B1 => (8, 8),
            Sel::B2 => (16, 8),
            Sel::B3 => (24, 8),
            Sel::H0 => (0, 16),
            Sel::H1 => (16, 16),
        }
    }
}

/// `partSelectSignExtend(x, type, sel)`: the selected byte, half-word or word of
/// `x`, sign- or zero-extended according to `ty`.
pub fn part_select(x: u32, ty: VTy, sel: Sel) -> i64 {
    let (off, width) = sel.field();
    let field = (u64::from(x) >> off) & ((1u64 << width) - 1);
    if ty.signed() && (field >> (width - 1)) & 1 == 1 {
        field as i64 - (1i64 << width)
    } else {
        field as i64
    }
}

/// Secondary operation or data merge applied after the main operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Secondary {
    /// No `.op2`, no `.dsel`: `d = tmp` (the form without operand `c`).
    None,
    /// `.add`: `d = tmp + c`.
    Add,
    /// `.min`: `d = min(tmp, c)`.
    Min,
    /// `.max`: `d = max(tmp, c)`.
    Max,
    /// `d.dsel`: the low byte/half of `tmp` replaces the selected part of `c`
    /// (`Merge(Sel::Word)` is the same as [`Secondary::None`]).
    Merge(Sel),
}

/// Modifiers of `vadd`, `vsub`, `vabsdiff`, `vmin`, `vmax`, `vshl`, `vshr` and
/// `vset` (for `vset`, `dtype` and `sat` are ignored; for `vshl`/`vshr`, `btype`
/// is always `.u32`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ScalarCfg {
    /// `.dtype`.
    pub dtype: VTy,
    /// `.atype`.
    pub atype: VTy,
    /// `.btype`.
    pub btype: VTy,
    /// `.asel` of operand `a` ([`Sel::Word`] when absent).
    pub asel: Sel,
    /// `.bsel` of operand `b` ([`Sel::Word`] when absent).
    pub bsel: Sel,
    /// `.sat`.
    pub sat: bool,
    /// Secondary operation (`.add`, `.min`, `.max`) or merge (`d.dsel`).
    pub second: Secondary,
}

impl ScalarCfg {
    /// All-`.u32`, no selectors, no `.sat`, no secondary operation.
    pub const PLAIN: ScalarCfg = ScalarCfg {
        dtype: VTy::U32,
        atype: VTy::U32,
        btype: VTy::U32,
        asel: Sel::Word,
        bsel: Sel::Word,
        sat: false,
        second: Secondary::None,
    };
}

/// Main operation of `vadd`, `vsub`, `vabsdiff`, `vmin`, `vmax`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScalarOp {
    /// `vadd`: `ta + tb`.
    Add,
    /// `vsub`: `ta - tb`.
    Sub,
    /// `vabsdiff`: `|ta - tb|`.
    Absdiff,
    /// `vmin`: `min(ta, tb)`.
    Min,
    /// `vmax`: `max(ta, tb)`.
    Max,
}

/// Comparison of `vset`, `vset2`, `vset4`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cmp {
    /// `.eq`
    Eq,
    /// `.ne`
    Ne,
    /// `.lt`
    Lt,
    /// `.le`
    Le,
    /// `.gt`
    Gt,
    /// `.ge`
    Ge,
}

impl Cmp {
    /// Applies the comparison to two exact integers.
    pub fn eval(self, x: i64, y: i64) -> bool {
        match self {
            Cmp::Eq => x == y,
            Cmp::Ne => x != y,
            Cmp::Lt => x < y,
            Cmp::Le => x <= y,
            Cmp::Gt => x > y,
            Cmp::Ge => x >= y,
        }
    }
}

/// `optSaturate(tmp, sat, signed, dsel)`: clamps to the range of the destination
/// part (byte, half-word or word) when `sat` is set.
fn opt_saturate(tmp: i64, sat: bool, signed: bool, dsel: Sel) -> i64 {
    if !sat {
        return tmp;
    }
    let (_, width) = dsel.field();
    let (lo, hi) = if signed {
        (-(1i64 << (width - 1)), (1i64 << (width - 1)) - 1)
    } else {
        (0, (1i64 << width) - 1)
    };
    tmp.clamp(lo, hi)
}

/// `optMerge(dsel, tmp, c)`: inserts the low bits of `tmp` into the selected
/// part of `c`.
fn opt_merge(dsel: Sel, tmp: u32, c: u32) -> u32 {
    if dsel == Sel::H1 {
        return (tmp & 0xffff_0000) | (c & 0xffff);
    }
    let (off, width) = dsel.field();
    if width == 32 {
        return tmp;
    }
    let field_mask = ((1u32 << width) - 1) << off;
    ((tmp << off) & field_mask) | (c & !field_mask)
}

/// The low 32 bits of `v`, read back as signed or unsigned.
fn wrap_as(v: i64, signed: bool) -> i64 {
    part_select(v as u32, if signed { VTy::S32 } else { VTy::U32 }, Sel::Word)
}

/// Final step shared by the scalar video instructions, as the hardware does it
/// (see `docs/sem-video.md` for each deviation from the ISA pseudocode).
///
/// * `.min`/`.max`: the main result truncated to 32 bits and `c`, both read with
///   signedness `csigned`, are compared; `.sat` has no effect.
/// * `.add`: `.sat` clamps the exact main result to the `dtype` range, then `c`
///   is added modulo 2^32.
/// * merge `d.dsel`: `.sat` clamps to the part's range, but a negative result
///   clamps to the part's maximum (compared as unsigned); `.h1` keeps the upper
///   half of the (saturated) result itself, not its low half shifted up.
/// * neither: `.sat` clamps the exact result to the `dtype` range.
fn finish(tmp: i64, sat: bool, dsigned: bool, csigned: bool, second: Secondary, c: u32) -> u32 {
    let cv = wrap_as(i64::from(c), csigned);
    match second {
        Secondary::None => opt_saturate(tmp, sat, dsigned, Sel::Word) as u32,
        Secondary::Add => (opt_saturate(tmp, sat, dsigned, Sel::Word) as u32).wrapping_add(c),
        Secondary::Min => wrap_as(tmp, csigned).min(cv) as u32,
        Secondary::Max => wrap_as(tmp, csigned).max(cv) as u32,
        Secondary::Merge(dsel) => {
            let t = if sat && tmp < 0 { i64::MAX } else { tmp };
            opt_merge(dsel, opt_saturate(t, sat, dsigned, dsel) as u32, c)
        }
    }
}

/// `vadd`, `vsub`, `vabsdiff`, `vmin`, `vmax`: `d = op(a.asel, b.bsel)`, then
/// `.sat`, then the secondary operation with `c` or the merge into `c`.
///
/// `c` is ignored when `cfg.second` is [`Secondary::None`].
pub fn vop(op: ScalarOp, cfg: &ScalarCfg, a: u32, b: u32, c: u32) -> u32 {
    let ta = part_select(a, cfg.atype, cfg.asel);
    let tb = part_select(b, cfg.btype, cfg.bsel);
    let tmp = match op {
        ScalarOp::Add => ta + tb,
        ScalarOp::Sub => ta - tb,
        ScalarOp::Absdiff => (ta - tb).abs(),
        ScalarOp::Min => ta.min(tb),
        ScalarOp::Max => ta.max(tb),
    };
    finish(
        tmp,
        cfg.sat,
        cfg.dtype.signed(),
        cfg.dtype.signed(),
        cfg.second,
        c,
    )
}

/// Direction of `vshl` / `vshr`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShiftDir {
    /// `vshl`
    Left,
    /// `vshr` (arithmetic when `atype` is `.s32`)
    Right,
}

/// Shift-amount mode of `vshl` / `vshr`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShiftMode {
    /// `.clamp`: amounts above 32 act as 32.
    Clamp,
    /// `.wrap`: the amount is taken modulo 32.
    Wrap,
}

/// `vshl` / `vshr`: `d = a.asel << b.bsel` (or `>>`), then `.sat`, then the
/// secondary operation or merge. `cfg.btype` is ignored (`b` is always `.u32`).
pub fn vshift(dir: ShiftDir, mode: ShiftMode, cfg: &ScalarCfg, a: u32, b: u32, c: u32) -> u32 {
    let ta = part_select(a, cfg.atype, cfg.asel);
    let tb = part_select(b, VTy::U32, cfg.bsel) as u32;
    let n = match mode {
        ShiftMode::Clamp => tb.min(32),
        ShiftMode::Wrap => tb & 0x1f,
    };
    let tmp = match dir {
        ShiftDir::Left => ta << n,
        ShiftDir::Right => ta >> n,
    };
    let ds = cfg.dtype.signed();
    finish(tmp, cfg.sat, ds, ds, cfg.second, c)
}

/// `vset.atype.btype.cmp`: `d = (a.asel cmp b.bsel) ? 1 : 0`, then the
/// secondary operation or merge. `cfg.dtype` and `cfg.sat` are ignored.
pub fn vset(cmp: Cmp, cfg: &ScalarCfg, a: u32, b: u32, c: u32) -> u32 {
    let ta = part_select(a, cfg.atype, cfg.asel);
    let tb = part_select(b, cfg.btype, cfg.bsel);
    let tmp = i64::from(cmp.eval(ta, tb));
    finish(tmp, false, false, cfg.atype.signed(), cfg.second, c)
}

/// `.scale` of `vmad`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scale {
    /// No scaling.
    None,
    /// `.shr7`: the sum is shifted right by 7.
    Shr7,
    /// `.shr15`: the sum is shifted right by 15.
    Shr15,
}

/// Modifiers of `vmad`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VmadCfg {
    /// `.dtype`.
    pub dtype: VTy,
    /// `.atype`.
    pub atype: VTy,
    /// `.btype`.
    pub btype: VTy,
    /// `.asel` of operand `a`.
    pub asel: Sel,
    /// `.bsel` of operand `b`.
    pub bsel: Sel,
    /// `-a` as written.
    pub neg_a: bool,
    /// `-b` as written.
    pub neg_b: bool,
    /// `-c` as written.
    pub neg_c: bool,
    /// `.po` (plus one: `a*b + c + 1`; no negation allowed with it).
    pub po: bool,
    /// `.sat`.
    pub sat: bool,
    /// `.shr7` / `.shr15`.
    pub scale: Scale,
}

impl VmadCfg {
    /// All-`.u32`, no selectors, no negation, no `.po`, `.sat` or scale.
    pub const PLAIN: VmadCfg = VmadCfg {
        dtype: VTy::U32,
        atype: VTy::U32,
        btype: VTy::U32,
        asel: Sel::Word,
        bsel: Sel::Word,
        neg_a: false,
        neg_b: false,
        neg_c: false,
        po: false,
        sat: false,
        scale: Scale::None,
    };
}

/// `vmad`: `d = (±a.asel * ±b.bsel ± c [+1 with .po]) >> scale`, then `.sat`.
///
/// Hardware (see `docs/sem-video.md`): the selected operands, extended to 32
/// bits, are multiplied as *signed* 32-bit numbers and `c` is sign-extended,
/// whatever the types; the sum is a 64-bit value. Negation follows the ISA:
/// `-(a*b)` is `~(a*b) + 1` and `-c` is `~c + 1`. The scaling shift is
/// arithmetic when the result is signed (`signedFinal`: a signed operand type
/// or a negation), logical otherwise; `.sat` then clamps to the `.s32` range
/// when signed; when unsigned it clamps the signed 64-bit sum to
/// `[0, u32::MAX]` without scaling, but the logically shifted (unsigned 64-bit)
/// value to `u32::MAX` with `.shr7`/`.shr15`.
pub fn vmad(cfg: &VmadCfg, a: u32, b: u32, c: u32) -> u32 {
    let ta = i64::from(part_select(a, cfg.atype, cfg.asel) as u32 as i32);
    let tb = i64::from(part_select(b, cfg.btype, cfg.bsel) as u32 as i32);
    let neg_prod = cfg.neg_a ^ cfg.neg_b;
    let signed_final = cfg.atype.signed() || cfg.btype.signed() || neg_prod || cfg.neg_c;
    let mut prod = ta * tb;
    let mut c = c;
    let mut lsb = 0i64;
    if cfg.po {
        lsb = 1;
    } else if neg_prod {
        prod = !prod;
        lsb = 1;
    } else if cfg.neg_c {
        c = !c;
        lsb = 1;
    }
    let sum = prod.wrapping_add(i64::from(c as i32)).wrapping_add(lsb);
    let sh = match cfg.scale {
        Scale::None => 0,
        Scale::Shr7 => 7,
        Scale::Shr15 => 15,
    };
    if signed_final {
        let r = sum >> sh;
        if cfg.sat {
            r.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as u32
        } else {
            r as u32
        }
    } else if sh == 0 {
        if cfg.sat {
            sum.clamp(0, i64::from(u32::MAX)) as u32
        } else {
            sum as u32
        }
    } else {
        let r = (sum as u64) >> sh;
        if cfg.sat {
            r.min(u64::from(u32::MAX)) as u32
        } else {
            r as u32
        }
    }
}
