//! Scalar video instructions: `vadd`, `vsub`, `vabsdiff`, `vmin`, `vmax`, `vshl`,
//! `vshr`, `vmad` and `vset` (PTX ISA, "Scalar Video Instructions").
//!
//! See the module documentation of [`crate::sem`]. Every function works on raw
//! `u32` register bit patterns; the configuration structs name the instruction's
//! modifiers. Points where the ISA text is ambiguous or where the hardware differs
//! from it are recorded in `docs/semantics.md (Part II, video)`.
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

/// Sub-word selector of a scalar video operand (`.asel`, `.bsel`,
/// `.dsel`): the IR's [`VSel`] (`Word`, `.b0`..`.b3` as `B(0..=3)`, `.h0`,
/// `.h1` as `H(0..=1)`).
pub use ptxjit_frontend::ir::VSel;

/// `(bit offset, width in bits)` of the part `sel` selects.
const fn field(sel: VSel) -> (u32, u32) {
    match sel {
        VSel::Word => (0, 32),
        VSel::B(n) => (8 * if n > 3 { 3 } else { n as u32 }, 8),
        VSel::H(n) => (16 * if n > 1 { 1 } else { n as u32 }, 16),
    }
}

/// `partSelectSignExtend(x, type, sel)`: the selected byte, half-word or word of
/// `x`, sign- or zero-extended according to `ty`.
pub fn part_select(x: u32, ty: VTy, sel: VSel) -> i64 {
    let (off, width) = field(sel);
    let field = (u64::from(x) >> off) & ((1u64 << width) - 1);
    if ty.signed() && (field >> (width - 1)) & 1 == 1 {
        field as i64 - (1i64 << width)
    } else {
        field as i64
    }
}

/// VideoSecond operation or data merge applied after the main operation:
/// the IR's [`VideoSecond`]. `None`: no `.op2`, no `.dsel`, `d = tmp`;
/// `Op(.add)`: `d = tmp + c`; `Op(.min)`/`Op(.max)`: `d = min/max(tmp, c)`
/// (64-bit compare, as the hardware does it: see `docs/semantics.md (Part
/// II, video)`); `Merge(dsel)`: the low byte/half of `tmp` replaces the
/// selected part of `c` (`Merge(VSel::Word)` is the same as `None`).
pub use ptxjit_frontend::ir::{VideoOp2, VideoSecond};

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
    /// `.asel` of operand `a` ([`VSel::Word`] when absent).
    pub asel: VSel,
    /// `.bsel` of operand `b` ([`VSel::Word`] when absent).
    pub bsel: VSel,
    /// `.sat`.
    pub sat: bool,
    /// VideoSecond operation (`.add`, `.min`, `.max`) or merge (`d.dsel`).
    pub second: VideoSecond,
}

impl ScalarCfg {
    /// All-`.u32`, no selectors, no `.sat`, no secondary operation.
    pub const PLAIN: ScalarCfg = ScalarCfg {
        dtype: VTy::U32,
        atype: VTy::U32,
        btype: VTy::U32,
        asel: VSel::Word,
        bsel: VSel::Word,
        sat: false,
        second: VideoSecond::None,
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

/// Comparison of `vset`, `vset2`, `vset4`: the IR's [`Cmp`]. The
/// operand types decide signedness, so `.lo`/`.ls`/`.hi`/`.hs` (which the
/// checker does not produce for video) compare as `.lt`/`.le`/`.gt`/`.ge`.
pub use ptxjit_frontend::ir::Cmp;

/// Applies a video comparison to two exact integers.
pub fn cmp_eval(c: Cmp, x: i64, y: i64) -> bool {
    match c {
        Cmp::Eq => x == y,
        Cmp::Ne => x != y,
        Cmp::Lt | Cmp::Lo => x < y,
        Cmp::Le | Cmp::Ls => x <= y,
        Cmp::Gt | Cmp::Hi => x > y,
        Cmp::Ge | Cmp::Hs => x >= y,
    }
}

/// `optMerge(dsel, tmp, c)`: inserts the low bits of `tmp` into the selected
/// part of `c`. Hardware: `.h1` keeps the upper half of `tmp` itself (not its
/// low half shifted up).
fn opt_merge(dsel: VSel, tmp: u32, c: u32) -> u32 {
    if dsel == VSel::H(1) {
        return (tmp & 0xffff_0000) | (c & 0xffff);
    }
    let (off, width) = field(dsel);
    if width == 32 {
        return tmp;
    }
    let field_mask = ((1u32 << width) - 1) << off;
    ((tmp << off) & field_mask) | (c & !field_mask)
}

/// The low 32 bits of `v`, sign-extended.
fn sext32(v: i64) -> i64 {
    i64::from(v as i32)
}

/// The low 34 bits of `v`, sign-extended from bit 33.
fn sext34(v: i64) -> i64 {
    (v << 30) >> 30
}

/// How the hardware (ptxas's expansion) treats the 64-bit intermediate `tmp` of
/// each group of scalar video instructions after the main operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Family {
    /// `vadd`, `vsub`: `.min`/`.max` compare `sext32(tmp)`.
    AddSub,
    /// `vabsdiff`, `vmin`, `vmax`: `.min`/`.max` compare the whole `tmp`.
    Exact,
    /// `vshl`, `vshr`: `.sat` works on `sext34(tmp)` and clamps to the 32-bit
    /// `dtype` range (also with a merge); `.min`/`.max` compare the whole `tmp`
    /// without `.sat` and `sext32` of the saturated value with it.
    Shift,
    /// `vset`: `tmp` is 0 or 1; no `.sat`.
    Set,
}

/// Word-level `.sat` of the hardware (no merge):
///
/// * `.s32` dtype: clamp to `[i32::MIN, i32::MAX]`.
/// * `.u32` dtype, `vshl`/`vshr`: clamp to `[0, u32::MAX]`.
/// * `.u32` dtype, other instructions: only negative values are clamped (to
///   0); values of 2^32 and more keep their bits (`0xffffffff + 1` gives 0).
fn word_saturate(tmp: i64, family: Family, dsigned: bool) -> i64 {
    if dsigned {
        tmp.clamp(i64::from(i32::MIN), i64::from(i32::MAX))
    } else if family == Family::Shift {
        tmp.clamp(0, i64::from(u32::MAX))
    } else {
        tmp.max(0)
    }
}

/// Final step shared by the scalar video instructions, as the hardware does it
/// (`docs/semantics.md (Part II, video)` gives the evidence for each deviation from the ISA
/// pseudocode). `tmp` is the exact result of the main operation; for shifts it
/// is the 64-bit shifted value.
///
/// 1. `.sat` (see [`word_saturate`]); shifts saturate `sext34(tmp)`.
/// 2. merge `d.dsel` with `.sat`: shifts saturate to the word range as in
///    step 1 and merge the low bits; the other instructions clamp `tmp`, read
///    as an *unsigned 64-bit* number, to the part's maximum (`0x7f`, `0xff`,
///    `0x7fff` or `0xffff` by dtype), so a negative result gives the maximum.
/// 3. `.add`: `d = sat(tmp) + c` modulo 2^32.
/// 4. `.min`/`.max`: the value `x` (the saturated `tmp` for `vabsdiff`,
///    `vmin`, `vmax`, and for shifts without `.sat`; its low 32 bits
///    sign-extended for `vadd`, `vsub`, and for shifts with `.sat`) is
///    compared as a 64-bit number with `c`, extended by `csigned`, the
///    comparison being signed when `csigned`, unsigned otherwise; the
///    selected value's low 32 bits are the result.
fn finish(
    tmp: i64,
    family: Family,
    sat: bool,
    dsigned: bool,
    csigned: bool,
    second: VideoSecond,
    c: u32,
) -> u32 {
    let sat = sat && family != Family::Set;
    if let VideoSecond::Merge(dsel) = second {
        if dsel != VSel::Word {
            let part = if !sat {
                tmp
            } else if family == Family::Shift {
                word_saturate(sext34(tmp), family, dsigned)
            } else {
                let (_, width) = field(dsel);
                let part_max = if dsigned {
                    (1u64 << (width - 1)) - 1
                } else {
                    (1u64 << width) - 1
                };
                (tmp as u64).min(part_max) as i64
            };
            return opt_merge(dsel, part as u32, c);
        }
    }
    let t = match (sat, family) {
        (false, _) => tmp,
        (true, Family::Shift) => word_saturate(sext34(tmp), family, dsigned),
        (true, _) => word_saturate(tmp, family, dsigned),
    };
    let (is_min, is_max) = match second {
        VideoSecond::Op(VideoOp2::Min) => (true, false),
        VideoSecond::Op(VideoOp2::Max) => (false, true),
        VideoSecond::Op(VideoOp2::Add) => return (t as u32).wrapping_add(c),
        VideoSecond::None | VideoSecond::Merge(_) => return t as u32,
    };
    let x = match family {
        Family::AddSub => sext32(t),
        Family::Shift if sat => sext32(t),
        _ => t,
    };
    let y = if csigned {
        i64::from(c as i32)
    } else {
        i64::from(c)
    };
    let (lt, gt) = if csigned {
        (x < y, x > y)
    } else {
        ((x as u64) < (y as u64), (x as u64) > (y as u64))
    };
    if (is_min && lt) || (is_max && gt) {
        x as u32
    } else {
        c
    }
}

/// `vadd`, `vsub`, `vabsdiff`, `vmin`, `vmax`: `d = op(a.asel, b.bsel)`, then
/// `.sat`, then the secondary operation with `c` or the merge into `c`.
///
/// The main operation is exact (64-bit); `.sat`, the merge and `.min`/`.max`
/// follow the hardware, not the ISA text (see `finish` in this file and
/// `docs/semantics.md (Part II, video)`). `c` is ignored when `cfg.second` is
/// [`VideoSecond::None`].
pub fn vop(op: ScalarOp, cfg: &ScalarCfg, a: u32, b: u32, c: u32) -> u32 {
    let ta = part_select(a, cfg.atype, cfg.asel);
    let tb = part_select(b, cfg.btype, cfg.bsel);
    let (tmp, family) = match op {
        ScalarOp::Add => (ta + tb, Family::AddSub),
        ScalarOp::Sub => (ta - tb, Family::AddSub),
        ScalarOp::Absdiff => ((ta - tb).abs(), Family::Exact),
        ScalarOp::Min => (ta.min(tb), Family::Exact),
        ScalarOp::Max => (ta.max(tb), Family::Exact),
    };
    let ds = cfg.dtype.signed();
    finish(tmp, family, cfg.sat, ds, ds, cfg.second, c)
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
///
/// The shift works on `a.asel` extended to 64 bits (by `atype`); bits shifted
/// past bit 63 are lost. `.sat` looks only at bits 33..0 of that value (see
/// `finish` in this file and `docs/semantics.md (Part II, video)`).
pub fn vshift(dir: ShiftDir, mode: ShiftMode, cfg: &ScalarCfg, a: u32, b: u32, c: u32) -> u32 {
    let ta = part_select(a, cfg.atype, cfg.asel);
    let tb = part_select(b, VTy::U32, cfg.bsel) as u32;
    let n = match mode {
        ShiftMode::Clamp => tb.min(32),
        ShiftMode::Wrap => tb & 0x1f,
    };
    let tmp = match dir {
        ShiftDir::Left => ((ta as u64) << n) as i64,
        ShiftDir::Right => ta >> n,
    };
    let ds = cfg.dtype.signed();
    finish(tmp, Family::Shift, cfg.sat, ds, ds, cfg.second, c)
}

/// `vset.atype.btype.cmp`: `d = (a.asel cmp b.bsel) ? 1 : 0`, then the
/// secondary operation or merge. `cfg.dtype` and `cfg.sat` are ignored;
/// `.min`/`.max` read `c` with the signedness of `atype`.
pub fn vset(cmp: Cmp, cfg: &ScalarCfg, a: u32, b: u32, c: u32) -> u32 {
    let ta = part_select(a, cfg.atype, cfg.asel);
    let tb = part_select(b, cfg.btype, cfg.bsel);
    let tmp = i64::from(cmp_eval(cmp, ta, tb));
    finish(
        tmp,
        Family::Set,
        false,
        false,
        cfg.atype.signed(),
        cfg.second,
        c,
    )
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
    pub asel: VSel,
    /// `.bsel` of operand `b`.
    pub bsel: VSel,
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
        asel: VSel::Word,
        bsel: VSel::Word,
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
/// Hardware (see `docs/semantics.md (Part II, video)`): the selected operands, extended to 32
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

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(dtype: VTy, atype: VTy, btype: VTy) -> ScalarCfg {
        ScalarCfg {
            dtype,
            atype,
            btype,
            ..ScalarCfg::PLAIN
        }
    }
    const U: VTy = VTy::U32;
    const S: VTy = VTy::S32;

    /// Results recorded on an H100 (`video_hw.txt`, see `docs/semantics.md (Part II, video)`).
    const HW_TABLE: &str = include_str!("video_hw.txt");

    fn parse_ty(s: &str) -> VTy {
        match s {
            "u32" => U,
            "s32" => S,
            _ => panic!("bad type {s}"),
        }
    }

    fn parse_sel(s: Option<&str>) -> VSel {
        match s {
            None => VSel::Word,
            Some("b0") => VSel::B(0),
            Some("b1") => VSel::B(1),
            Some("b2") => VSel::B(2),
            Some("b3") => VSel::B(3),
            Some("h0") => VSel::H(0),
            Some("h1") => VSel::H(1),
            Some(x) => panic!("bad selector {x}"),
        }
    }

    /// `"-a.b0"` -> (negated, selector).
    fn parse_operand(s: &str) -> (bool, VSel) {
        let neg = s.starts_with('-');
        let mut it = s.trim_start_matches('-').splitn(2, '.');
        it.next();
        (neg, parse_sel(it.next()))
    }

    /// Evaluates one PTX scalar video instruction written as in the table,
    /// e.g. `vadd.u32.s32.u32.sat.min d, a.b0, b, c`.
    fn eval_instruction(ins: &str, a: u32, b: u32, c: u32) -> u32 {
        let (opcode, operands) = ins.split_once(' ').expect("opcode");
        let mods: Vec<&str> = opcode.split('.').collect();
        let ops: Vec<(bool, VSel)> = operands
            .split(',')
            .map(|o| parse_operand(o.trim()))
            .collect();
        let (dsel, (na, asel), (nb, bsel)) = (ops[0].1, ops[1], ops[2]);
        let nc = ops.get(3).is_some_and(|o| o.0);
        let has = |m: &str| mods[1..].contains(&m);
        let second = if dsel != VSel::Word {
            VideoSecond::Merge(dsel)
        } else if has("add") {
            VideoSecond::Op(VideoOp2::Add)
        } else if has("min") {
            VideoSecond::Op(VideoOp2::Min)
        } else if has("max") {
            VideoSecond::Op(VideoOp2::Max)
        } else {
            VideoSecond::None
        };
        let t = |i: usize| parse_ty(mods[i]);
        match mods[0] {
            "vset" => {
                let cmp = match mods[3] {
                    "eq" => Cmp::Eq,
                    "ne" => Cmp::Ne,
                    "lt" => Cmp::Lt,
                    "le" => Cmp::Le,
                    "gt" => Cmp::Gt,
                    "ge" => Cmp::Ge,
                    x => panic!("bad cmp {x}"),
                };
                let cfg = ScalarCfg {
                    atype: t(1),
                    btype: t(2),
                    asel,
                    bsel,
                    second,
                    ..ScalarCfg::PLAIN
                };
                vset(cmp, &cfg, a, b, c)
            }
            "vmad" => {
                let cfg = VmadCfg {
                    dtype: t(1),
                    atype: t(2),
                    btype: t(3),
                    asel,
                    bsel,
                    neg_a: na,
                    neg_b: nb,
                    neg_c: nc,
                    po: has("po"),
                    sat: has("sat"),
                    scale: if has("shr7") {
                        Scale::Shr7
                    } else if has("shr15") {
                        Scale::Shr15
                    } else {
                        Scale::None
                    },
                };
                vmad(&cfg, a, b, c)
            }
            name => {
                let cfg = ScalarCfg {
                    dtype: t(1),
                    atype: t(2),
                    btype: t(3),
                    asel,
                    bsel,
                    sat: has("sat"),
                    second,
                };
                let mode = if has("wrap") {
                    ShiftMode::Wrap
                } else {
                    ShiftMode::Clamp
                };
                match name {
                    "vadd" => vop(ScalarOp::Add, &cfg, a, b, c),
                    "vsub" => vop(ScalarOp::Sub, &cfg, a, b, c),
                    "vabsdiff" => vop(ScalarOp::Absdiff, &cfg, a, b, c),
                    "vmin" => vop(ScalarOp::Min, &cfg, a, b, c),
                    "vmax" => vop(ScalarOp::Max, &cfg, a, b, c),
                    "vshl" => vshift(ShiftDir::Left, mode, &cfg, a, b, c),
                    "vshr" => vshift(ShiftDir::Right, mode, &cfg, a, b, c),
                    x => panic!("bad opcode {x}"),
                }
            }
        }
    }

    #[test]
    fn matches_recorded_hardware_values() {
        let mut rows = 0;
        let mut failures = Vec::new();
        for line in HW_TABLE.lines() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let (ins, vals) = line.split_once('|').expect("row");
            let v: Vec<u32> = vals
                .split_whitespace()
                .map(|x| u32::from_str_radix(x, 16).expect("hex"))
                .collect();
            let got = eval_instruction(ins.trim(), v[0], v[1], v[2]);
            if got != v[3] {
                failures.push(format!("{line}  (got {got:08x})"));
            }
            rows += 1;
        }
        assert!(rows >= 600, "table too small: {rows}");
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn part_select_extends_by_type() {
        assert_eq!(part_select(0x8000_ff80, S, VSel::B(0)), -128);
        assert_eq!(part_select(0x8000_ff80, U, VSel::B(0)), 0x80);
        assert_eq!(part_select(0x8000_ff80, S, VSel::B(1)), -1);
        assert_eq!(part_select(0x8000_ff80, S, VSel::H(1)), -32768);
        assert_eq!(part_select(0x8000_ff80, U, VSel::H(1)), 0x8000);
        assert_eq!(part_select(0x7f00_0000, S, VSel::B(3)), 127);
        assert_eq!(part_select(0xffff_ffff, S, VSel::Word), -1);
        assert_eq!(part_select(0xffff_ffff, U, VSel::Word), 0xffff_ffff);
        assert_eq!(part_select(0x0012_3456, U, VSel::B(2)), 0x12);
        assert_eq!(part_select(0x0012_3456, U, VSel::H(0)), 0x3456);
    }

    #[test]
    fn main_ops_plain_wrap() {
        let c = ScalarCfg::PLAIN;
        assert_eq!(vop(ScalarOp::Add, &c, 1, 2, 0), 3);
        assert_eq!(vop(ScalarOp::Add, &c, 0xffff_ffff, 1, 0), 0);
        assert_eq!(vop(ScalarOp::Sub, &c, 0, 1, 0), 0xffff_ffff);
        assert_eq!(vop(ScalarOp::Absdiff, &c, 3, 10, 0), 7);
        assert_eq!(vop(ScalarOp::Min, &c, 0xffff_ffff, 1, 0), 1);
        assert_eq!(vop(ScalarOp::Max, &c, 0xffff_ffff, 1, 0), 0xffff_ffff);
        let s = cfg(S, S, S);
        assert_eq!(vop(ScalarOp::Min, &s, 0xffff_ffff, 1, 0), 0xffff_ffff);
        assert_eq!(
            vop(ScalarOp::Max, &s, 0x8000_0000, 0x7fff_ffff, 0),
            0x7fff_ffff
        );
        // |-2^31 - (2^31-1)| = 2^32 - 1: 33-bit intermediate, truncated.
        assert_eq!(
            vop(ScalarOp::Absdiff, &s, 0x8000_0000, 0x7fff_ffff, 0),
            0xffff_ffff
        );
    }

    #[test]
    fn sat_uses_exact_value_and_dtype() {
        let us = ScalarCfg {
            sat: true,
            ..ScalarCfg::PLAIN
        };
        // Hardware (H100 probe): an unsigned .sat clamps negative results to 0
        // but lets sums of 2^32 and more wrap: 0xffffffff + 0x22 gives 0x21.
        assert_eq!(vop(ScalarOp::Add, &us, 0xffff_ffff, 0x22, 0), 0x21);
        assert_eq!(vop(ScalarOp::Sub, &us, 0, 1, 0), 0);
        assert_eq!(vop(ScalarOp::Sub, &us, 0x8000_7fff, 0x9354_8b90, 0), 0);
        let ss = ScalarCfg {
            sat: true,
            ..cfg(S, S, S)
        };
        assert_eq!(vop(ScalarOp::Add, &ss, 0x7fff_ffff, 1, 0), 0x7fff_ffff);
        assert_eq!(
            vop(ScalarOp::Add, &ss, 0x8000_0000, 0xffff_ffff, 0),
            0x8000_0000
        );
        assert_eq!(
            vop(ScalarOp::Absdiff, &ss, 0x8000_0000, 0x7fff_ffff, 0),
            0x7fff_ffff
        );
        // Signed dtype from unsigned sources: 0xffffffff + 0 clamps to S32_MAX.
        let su = ScalarCfg {
            sat: true,
            ..cfg(S, U, U)
        };
        assert_eq!(vop(ScalarOp::Add, &su, 0xffff_ffff, 0, 0), 0x7fff_ffff);
    }

    #[test]
    fn selectors_on_sources() {
        // a.b1 = 0x80 as .s32 = -128; b.h1 = 5: -123.
        let c = ScalarCfg {
            asel: VSel::B(1),
            bsel: VSel::H(1),
            ..cfg(U, S, U)
        };
        assert_eq!(
            vop(ScalarOp::Add, &c, 0x0000_8000, 0x0005_0000, 0),
            0xffff_ff85
        );
        let c = ScalarCfg {
            asel: VSel::B(3),
            bsel: VSel::B(2),
            ..ScalarCfg::PLAIN
        };
        assert_eq!(vop(ScalarOp::Sub, &c, 0x0a00_0000, 0x0003_0000, 0), 7);
        let c = ScalarCfg {
            asel: VSel::H(0),
            bsel: VSel::B(0),
            ..ScalarCfg::PLAIN
        };
        assert_eq!(vop(ScalarOp::Max, &c, 0xffff_0010, 0x0000_0020, 0), 0x20);
    }

    #[test]
    fn secondary_ops() {
        let add = ScalarCfg {
            second: VideoSecond::Op(VideoOp2::Add),
            ..ScalarCfg::PLAIN
        };
        assert_eq!(vop(ScalarOp::Add, &add, 2, 3, 10), 15);
        assert_eq!(vop(ScalarOp::Add, &add, 2, 3, 0xffff_ffff), 4);
        let min = ScalarCfg {
            second: VideoSecond::Op(VideoOp2::Min),
            ..ScalarCfg::PLAIN
        };
        assert_eq!(vop(ScalarOp::Add, &min, 2, 3, 4), 4);
        assert_eq!(vop(ScalarOp::Add, &min, 2, 3, 6), 5);
        let max = ScalarCfg {
            second: VideoSecond::Op(VideoOp2::Max),
            ..ScalarCfg::PLAIN
        };
        assert_eq!(vop(ScalarOp::Add, &max, 2, 3, 4), 5);
        assert_eq!(vop(ScalarOp::Add, &max, 2, 3, 0x8000_0000), 0x8000_0000);
        let smax = ScalarCfg {
            second: VideoSecond::Op(VideoOp2::Max),
            ..cfg(S, S, S)
        };
        assert_eq!(vop(ScalarOp::Add, &smax, 2, 3, 0x8000_0000), 5);
    }

    #[test]
    fn secondary_ops_hardware_cases() {
        // Values observed on an H100 (docs/semantics.md (Part II, video), "probe").
        // .sat then .add modulo 2^32: 3 + 0x9f = 0xa2, + 0xfffffffe wraps to 0xa0.
        let c = ScalarCfg {
            sat: true,
            second: VideoSecond::Op(VideoOp2::Add),
            asel: VSel::B(0),
            bsel: VSel::B(1),
            ..ScalarCfg::PLAIN
        };
        assert_eq!(
            vop(ScalarOp::Add, &c, 0x7f80_4f03, 0x6323_9fb3, 0xffff_fffe),
            0xa0
        );
        // .min with .u32 dtype: 0x33 + (-127) = -76 read as 0xffffffb4 > c.
        let c = ScalarCfg {
            second: VideoSecond::Op(VideoOp2::Min),
            asel: VSel::H(0),
            bsel: VSel::B(2),
            ..cfg(U, U, S)
        };
        assert_eq!(
            vop(ScalarOp::Add, &c, 0x33, 0x7e81_02ff, 0xabd4_8af3),
            0xabd4_8af3
        );
        // .max with .s32 dtype: 0x7fffffff + 0x3f wraps negative, c wins.
        let c = ScalarCfg {
            second: VideoSecond::Op(VideoOp2::Max),
            bsel: VSel::B(0),
            ..cfg(S, U, U)
        };
        assert_eq!(
            vop(ScalarOp::Add, &c, 0x7fff_ffff, 0x3f, 0x00d3_0101),
            0x00d3_0101
        );
    }

    #[test]
    fn hardware_rules_examples() {
        // Each value was computed by an H100 (docs/semantics.md (Part II, video)).
        let m = |dtype, atype, btype, sat, second| ScalarCfg {
            dtype,
            atype,
            btype,
            sat,
            second,
            ..ScalarCfg::PLAIN
        };
        // vadd.u32.u32.u32.sat.max: the sum 0xa68e3fca is sign-extended to 64
        // bits and wins the unsigned compare against c = 0xfe737e7f.
        let c = m(U, U, U, true, VideoSecond::Op(VideoOp2::Max));
        assert_eq!(
            vop(ScalarOp::Add, &c, 0xa68e_3fc8, 2, 0xfe73_7e7f),
            0xa68e_3fca
        );
        // vadd.s32.u32.u32.sat.max d, a.b1, b, c: 0 + 0xfffffffe saturates to
        // 0x7fffffff before the compare.
        let c = ScalarCfg {
            asel: VSel::B(1),
            ..m(S, U, U, true, VideoSecond::Op(VideoOp2::Max))
        };
        assert_eq!(
            vop(ScalarOp::Add, &c, 2, 0xffff_fffe, 0x5b02_d400),
            0x7fff_ffff
        );
        // vadd.u32.s32.u32.sat d, a.b0, b: 2 + 0xfffffffe = 2^32 wraps to 0.
        let c = ScalarCfg {
            asel: VSel::B(0),
            ..m(U, S, U, true, VideoSecond::None)
        };
        assert_eq!(vop(ScalarOp::Add, &c, 2, 0xffff_fffe, 0), 0);
        // vmin.s32.u32.u32.sat.max: min = 0x7fff8000, c = 0x95a40f1b < 0 signed.
        let c = m(S, U, U, true, VideoSecond::Op(VideoOp2::Max));
        assert_eq!(
            vop(ScalarOp::Min, &c, 0x7fff_8000, 0x7fff_8000, 0x95a4_0f1b),
            0x7fff_8000
        );
        // vshl .sat looks at bits 33..0 of the 64-bit shifted value.
        let sh = |dtype, atype, mode, a, b| {
            vshift(
                ShiftDir::Left,
                mode,
                &m(dtype, atype, U, true, VideoSecond::None),
                a,
                b,
                0,
            )
        };
        // 0x7fff << 32: bit 33 set -> negative -> 0 (not u32::MAX).
        assert_eq!(sh(U, U, ShiftMode::Clamp, 0x7fff, 0x8000_0000), 0);
        // 0xe3028801 << 1 = 0x1_c605_1002 -> u32::MAX.
        assert_eq!(
            sh(U, U, ShiftMode::Clamp, 0xe302_8801, 0x0167_8101),
            0xffff_ffff
        );
        // 0x80007fff << 16 = 0x8000_7fff_0000: bits 33..0 = 0x7fff0000.
        assert_eq!(
            sh(U, U, ShiftMode::Wrap, 0x8000_7fff, 0x9354_8b90),
            0x7fff_0000
        );
        assert_eq!(
            sh(S, S, ShiftMode::Wrap, 0x8000_7fff, 0x9354_8b90),
            0x7fff_0000
        );
        // vshl.s32.s32.u32.sat.wrap: 0xec35bea1 << 31 -> bits 33..0 positive
        // and too large -> 0x7fffffff.
        assert_eq!(
            sh(S, S, ShiftMode::Wrap, 0xec35_bea1, 0x273d_7fff),
            0x7fff_ffff
        );
        // Shift merge with .sat: word-level clamp, then the low bits are
        // merged: vshl.s32.s32.u32.sat.wrap d.h1, a, b, c.
        let c = m(S, S, U, true, VideoSecond::Merge(VSel::H(1)));
        assert_eq!(
            vshift(
                ShiftDir::Left,
                ShiftMode::Wrap,
                &c,
                0x21bb_15fb,
                0x8000,
                0xff00_df01
            ),
            0x21bb_df01
        );
        // vshr.s32.u32.u32.sat.clamp.max: the amount clamps to 32, so the
        // result is 0, which beats c = 0xfffffffe = -2 (signed dtype).
        let c = m(S, U, U, true, VideoSecond::Op(VideoOp2::Max));
        assert_eq!(
            vshift(
                ShiftDir::Right,
                ShiftMode::Clamp,
                &c,
                0x8000_7fff,
                0x9354_8b90,
                0xffff_fffe
            ),
            0
        );
    }

    #[test]
    fn merge_into_c() {
        let m = |s| ScalarCfg {
            second: VideoSecond::Merge(s),
            ..ScalarCfg::PLAIN
        };
        let c = 0xaabb_ccdd;
        assert_eq!(
            vop(ScalarOp::Add, &m(VSel::B(0)), 0x1200, 0x34, c),
            0xaabb_cc34
        );
        assert_eq!(
            vop(ScalarOp::Add, &m(VSel::B(1)), 0x1200, 0x34, c),
            0xaabb_34dd
        );
        assert_eq!(
            vop(ScalarOp::Add, &m(VSel::B(2)), 0x1200, 0x34, c),
            0xaa34_ccdd
        );
        assert_eq!(
            vop(ScalarOp::Add, &m(VSel::B(3)), 0x1200, 0x34, c),
            0x34bb_ccdd
        );
        assert_eq!(
            vop(ScalarOp::Add, &m(VSel::H(0)), 0x1200, 0x34, c),
            0xaabb_1234
        );
        assert_eq!(vop(ScalarOp::Add, &m(VSel::Word), 0x1200, 0x34, c), 0x1234);
        // Hardware: .h1 keeps the upper half of tmp (0x0001_2345) over c's low half.
        assert_eq!(
            vop(ScalarOp::Add, &m(VSel::H(1)), 0x0001_0000, 0x2345, c),
            0x0001_ccdd
        );
        // Probe value: tmp = 0x181 + 0x5c = 0x1dd, upper half 0.
        let h1 = ScalarCfg {
            asel: VSel::H(1),
            bsel: VSel::B(0),
            ..m(VSel::H(1))
        };
        assert_eq!(
            vop(ScalarOp::Add, &h1, 0x0181_637f, 0x42d6_cb5c, 0x0281_01ff),
            0x0000_01ff
        );
    }

    #[test]
    fn merge_with_sat() {
        let m = |s, d, a, b| ScalarCfg {
            sat: true,
            second: VideoSecond::Merge(s),
            ..cfg(d, a, b)
        };
        // 0x70 + 0x20 = 0x90 clamps to 0x7f (s8) or stays 0x90 (u8).
        assert_eq!(
            vop(
                ScalarOp::Add,
                &m(VSel::B(0), S, S, S),
                0x70,
                0x20,
                0xffff_ffff
            ),
            0xffff_ff7f
        );
        assert_eq!(
            vop(
                ScalarOp::Add,
                &m(VSel::B(0), U, S, S),
                0x70,
                0x20,
                0xffff_ffff
            ),
            0xffff_ff90
        );
        assert_eq!(
            vop(ScalarOp::Add, &m(VSel::H(0), U, U, U), 0x1_0000, 0, 0),
            0xffff
        );
        // Hardware: a negative result clamps to the part's maximum (probe values).
        let c = ScalarCfg {
            asel: VSel::H(0),
            bsel: VSel::H(1),
            ..m(VSel::B(0), S, S, S)
        };
        assert_eq!(
            vop(ScalarOp::Add, &c, 0x7fff_8000, 0xf, 0x8080_8080),
            0x8080_807f
        );
        let c = ScalarCfg {
            asel: VSel::B(1),
            bsel: VSel::B(0),
            ..m(VSel::B(0), U, U, S)
        };
        assert_eq!(
            vop(ScalarOp::Add, &c, 2, 0xffff_fffe, 0x5b02_d400),
            0x5b02_d4ff
        );
    }

    #[test]
    fn shifts() {
        let p = ScalarCfg::PLAIN;
        assert_eq!(
            vshift(ShiftDir::Left, ShiftMode::Clamp, &p, 1, 31, 0),
            0x8000_0000
        );
        assert_eq!(vshift(ShiftDir::Left, ShiftMode::Clamp, &p, 1, 40, 0), 0);
        assert_eq!(vshift(ShiftDir::Left, ShiftMode::Wrap, &p, 1, 33, 0), 2);
        assert_eq!(
            vshift(ShiftDir::Right, ShiftMode::Clamp, &p, 0x8000_0000, 31, 0),
            1
        );
        assert_eq!(
            vshift(
                ShiftDir::Right,
                ShiftMode::Clamp,
                &p,
                0x8000_0000,
                0xffff_ffff,
                0
            ),
            0
        );
        let s = cfg(S, S, U);
        assert_eq!(
            vshift(ShiftDir::Right, ShiftMode::Clamp, &s, 0x8000_0000, 40, 0),
            0xffff_ffff
        );
        assert_eq!(
            vshift(ShiftDir::Right, ShiftMode::Wrap, &s, 0x8000_0000, 33, 0),
            0xc000_0000
        );
        assert_eq!(
            vshift(ShiftDir::Right, ShiftMode::Clamp, &s, 0x7fff_ffff, 32, 0),
            0
        );
        let add = ScalarCfg {
            second: VideoSecond::Op(VideoOp2::Add),
            ..ScalarCfg::PLAIN
        };
        assert_eq!(
            vshift(ShiftDir::Right, ShiftMode::Wrap, &add, 0x100, 4, 1),
            0x11
        );
        let b1 = ScalarCfg {
            second: VideoSecond::Merge(VSel::B(1)),
            ..ScalarCfg::PLAIN
        };
        assert_eq!(
            vshift(ShiftDir::Left, ShiftMode::Wrap, &b1, 3, 4, 0xffff_ffff),
            0xffff_30ff
        );
        // a selector: a.b1 = 0x80 (.s32: -128) >> 1 = -64.
        let sel = ScalarCfg {
            asel: VSel::B(1),
            ..cfg(S, S, U)
        };
        assert_eq!(
            vshift(ShiftDir::Right, ShiftMode::Clamp, &sel, 0x8000, 1, 0),
            0xffff_ffc0
        );
    }

    #[test]
    fn vset_compares() {
        let u = ScalarCfg::PLAIN;
        let s = cfg(U, S, S);
        assert_eq!(vset(Cmp::Lt, &u, 1, 2, 0), 1);
        assert_eq!(vset(Cmp::Lt, &u, 0xffff_ffff, 0, 0), 0);
        assert_eq!(vset(Cmp::Lt, &s, 0xffff_ffff, 0, 0), 1);
        assert_eq!(vset(Cmp::Eq, &u, 7, 7, 0), 1);
        assert_eq!(vset(Cmp::Ne, &u, 7, 7, 0), 0);
        assert_eq!(vset(Cmp::Le, &u, 7, 7, 0), 1);
        assert_eq!(vset(Cmp::Gt, &u, 7, 7, 0), 0);
        assert_eq!(vset(Cmp::Ge, &s, 0x8000_0000, 0x7fff_ffff, 0), 0);
        // Mixed: a = -1 (.s32) vs b = 0xffffffff (.u32): -1 < 4294967295.
        assert_eq!(vset(Cmp::Lt, &cfg(U, S, U), 0xffff_ffff, 0xffff_ffff, 0), 1);
        let add = ScalarCfg {
            second: VideoSecond::Op(VideoOp2::Add),
            ..u
        };
        assert_eq!(vset(Cmp::Lt, &add, 1, 2, 10), 11);
        let merge = ScalarCfg {
            second: VideoSecond::Merge(VSel::B(2)),
            ..u
        };
        assert_eq!(vset(Cmp::Lt, &merge, 1, 2, 0xffff_ffff), 0xff01_ffff);
        // .min/.max read c with atype's signedness (hardware probe value).
        let smax = ScalarCfg {
            second: VideoSecond::Op(VideoOp2::Max),
            ..cfg(U, S, U)
        };
        assert_eq!(vset(Cmp::Eq, &smax, 0x7fff_8000, 0xf, 0x8080_8080), 0);
        let umax = ScalarCfg {
            second: VideoSecond::Op(VideoOp2::Max),
            ..u
        };
        assert_eq!(
            vset(Cmp::Eq, &umax, 0x7fff_8000, 0xf, 0x8080_8080),
            0x8080_8080
        );
    }

    #[test]
    fn vmad_basic() {
        let p = VmadCfg::PLAIN;
        assert_eq!(vmad(&p, 3, 4, 5), 17);
        assert_eq!(vmad(&VmadCfg { po: true, ..p }, 3, 4, 5), 18);
        assert_eq!(vmad(&VmadCfg { neg_a: true, ..p }, 3, 4, 5), 0xffff_fff9);
        assert_eq!(vmad(&VmadCfg { neg_b: true, ..p }, 3, 4, 5), 0xffff_fff9);
        assert_eq!(
            vmad(
                &VmadCfg {
                    neg_a: true,
                    neg_b: true,
                    ..p
                },
                3,
                4,
                5
            ),
            17
        );
        assert_eq!(vmad(&VmadCfg { neg_c: true, ..p }, 3, 4, 5), 7);
        assert_eq!(
            vmad(
                &VmadCfg {
                    scale: Scale::Shr7,
                    ..p
                },
                0x100,
                0x100,
                0
            ),
            0x200
        );
        assert_eq!(
            vmad(
                &VmadCfg {
                    scale: Scale::Shr15,
                    ..p
                },
                0x100,
                0x100,
                0x8000
            ),
            3
        );
        let s = VmadCfg {
            dtype: VTy::S32,
            atype: VTy::S32,
            btype: VTy::S32,
            ..p
        };
        assert_eq!(vmad(&s, 0xffff_fffe, 3, 0), 0xffff_fffa);
        assert_eq!(
            vmad(&VmadCfg { sat: true, ..s }, 0x7fff_ffff, 2, 0),
            0x7fff_ffff
        );
        assert_eq!(
            vmad(&VmadCfg { sat: true, ..s }, 0x8000_0000, 2, 0),
            0x8000_0000
        );
        assert_eq!(
            vmad(
                &VmadCfg {
                    scale: Scale::Shr7,
                    ..s
                },
                0xffff_ff00,
                1,
                0
            ),
            0xffff_fffe
        );
        // Selectors: a.b1 = 0x12, b.h1 = 0x10.
        let sel = VmadCfg {
            asel: VSel::B(1),
            bsel: VSel::H(1),
            ..p
        };
        assert_eq!(vmad(&sel, 0x1200, 0x0010_0000, 1), 0x121);
    }

    #[test]
    fn vmad_hardware_cases() {
        // H100 probe values (docs/semantics.md (Part II, video)): full-word .u32 operands are
        // multiplied as signed, c is sign-extended.
        let p = VmadCfg::PLAIN;
        let c = VmadCfg {
            asel: VSel::H(0),
            scale: Scale::Shr7,
            ..p
        };
        assert_eq!(vmad(&c, 2, 0xffff_fffe, 0x5b02_d400), 0x00b6_05a7);
        let c = VmadCfg {
            asel: VSel::H(0),
            bsel: VSel::B(0),
            scale: Scale::Shr7,
            po: true,
            ..p
        };
        assert_eq!(vmad(&c, 0x7fff_8000, 0xf, 0x8080_8080), 0xff01_1001);
        // Unsigned .sat of a negative sum gives 0.
        let c = VmadCfg {
            asel: VSel::B(3),
            bsel: VSel::H(1),
            sat: true,
            ..p
        };
        assert_eq!(vmad(&c, 0x7fff_8000, 0xf, 0x8080_8080), 0);
        // Unsigned .sat: 0xffff * 0xffff + 0x7fffffff (> 2^32) clamps to U32_MAX.
        let c = VmadCfg {
            asel: VSel::H(0),
            bsel: VSel::H(0),
            sat: true,
            ..p
        };
        assert_eq!(vmad(&c, 0xffff, 0xffff, 0x7fff_ffff), 0xffff_ffff);
        // Negation makes the result signed: .sat clamps to the .s32 range.
        let c = VmadCfg {
            neg_b: true,
            sat: true,
            ..p
        };
        assert_eq!(vmad(&c, 0x10000, 0x10000, 0), 0x8000_0000);
    }
}
