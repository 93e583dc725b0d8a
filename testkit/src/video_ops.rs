//! The video operation generators shared by the differential tests of the
//! video lowerings: `lower/tests/video_clif.rs` (Cranelift) and
//! `tests/all/llvm_vs_interp.rs` (LLVM). Each op reads `a`, `b`, `c` from
//! registers 0, 1, 2 and writes register 3.

use std::collections::HashSet;

use ptxjit_frontend::ast::Type;
use ptxjit_frontend::ir::{
    Cmp, Dst, Op, SimdMods, SimdOp, Src, VSel, VideoMods, VideoOp, VideoOp2, VideoSecond, VmadMods,
    VsetMods,
};

use crate::Rng;

/// Edge values: 0, 1, -1, MIN, MAX, byte and half-word boundaries, small
/// shift amounts, and words mixing boundary bytes.
pub const EDGE: [u32; 24] = [
    0,
    1,
    0xffff_ffff,
    0x7fff_ffff,
    0x8000_0000,
    0x7f,
    0x80,
    0xff,
    0x100,
    0x7fff,
    0x8000,
    0xffff,
    0x1_0000,
    0x7f80_ff01,
    0x80ff_017f,
    0x01fe_7f80,
    0xff00_ff00,
    0x00ff_00ff,
    0x7fff_8000,
    0x8000_7fff,
    7,
    31,
    32,
    33,
];

pub const U: Type = Type::U32;
pub const S: Type = Type::S32;
pub const TYPES3: [(Type, Type, Type); 8] = [
    (U, U, U),
    (U, U, S),
    (U, S, U),
    (U, S, S),
    (S, U, U),
    (S, U, S),
    (S, S, U),
    (S, S, S),
];
pub const VSELS: [VSel; 7] = [
    VSel::Word,
    VSel::B(0),
    VSel::B(1),
    VSel::B(2),
    VSel::B(3),
    VSel::H(0),
    VSel::H(1),
];
pub const CMPS: [Cmp; 10] = [
    Cmp::Eq,
    Cmp::Ne,
    Cmp::Lt,
    Cmp::Le,
    Cmp::Gt,
    Cmp::Ge,
    Cmp::Lo,
    Cmp::Ls,
    Cmp::Hi,
    Cmp::Hs,
];

/// Every secondary form, with its `c` operand (register 2) when it has one.
pub fn seconds() -> Vec<(VideoSecond, Option<Src>)> {
    let c = Some(Src::Reg(2));
    let mut v = vec![
        (VideoSecond::None, None),
        (VideoSecond::Op(VideoOp2::Add), c),
        (VideoSecond::Op(VideoOp2::Min), c),
        (VideoSecond::Op(VideoOp2::Max), c),
    ];
    v.extend(VSELS.iter().map(|&s| (VideoSecond::Merge(s), c)));
    v
}

/// Every scalar video op (vadd, vsub, vabsdiff, vmin, vmax, vshl, vshr) ×
/// types × clamp (shifts) × sat × secondary form, with operand selectors
/// drawn from `rng`; asserts that every (asel, bsel) pair occurs.
pub fn scalar_video_ops(rng: &mut Rng) -> Vec<Op> {
    let mut ops = Vec::new();
    let mut seen_sel = HashSet::new();
    for op in [
        VideoOp::Add,
        VideoOp::Sub,
        VideoOp::Absdiff,
        VideoOp::Min,
        VideoOp::Max,
        VideoOp::Shl,
        VideoOp::Shr,
    ] {
        let shift = matches!(op, VideoOp::Shl | VideoOp::Shr);
        for (dty, aty, bty) in TYPES3 {
            if shift && bty != U {
                continue;
            }
            for clamp in [false, true] {
                if clamp && !shift {
                    continue;
                }
                for sat in [false, true] {
                    for (second, c) in seconds() {
                        let asel = VSELS[rng.below(7) as usize];
                        let bsel = VSELS[rng.below(7) as usize];
                        seen_sel.insert((format!("{asel:?}"), format!("{bsel:?}")));
                        ops.push(Op::Video {
                            m: VideoMods {
                                op,
                                dty,
                                aty,
                                bty,
                                sat,
                                clamp,
                                asel,
                                bsel,
                                second,
                            },
                            d: Dst::Reg(3),
                            a: Src::Reg(0),
                            b: Src::Reg(1),
                            c,
                        });
                    }
                }
            }
        }
    }
    assert_eq!(seen_sel.len(), 49, "every (asel, bsel) pair is exercised");
    ops
}

/// Every vset comparison × (a, b) type pair × secondary form, with operand
/// selectors drawn from `rng`.
pub fn vset_ops(rng: &mut Rng) -> Vec<Op> {
    let mut ops = Vec::new();
    for cmp in CMPS {
        for (_, aty, bty) in &TYPES3[..4] {
            for (second, c) in seconds() {
                let asel = VSELS[rng.below(7) as usize];
                let bsel = VSELS[rng.below(7) as usize];
                ops.push(Op::Vset {
                    m: VsetMods {
                        aty: *aty,
                        bty: *bty,
                        cmp,
                        asel,
                        bsel,
                        second,
                    },
                    d: Dst::Reg(3),
                    a: Src::Reg(0),
                    b: Src::Reg(1),
                    c,
                });
            }
        }
    }
    ops
}

/// Every vmad type triple × sat × {plain, .po, -a*b, -c} × scale, twice each
/// with operand selectors drawn from `rng`.
pub fn vmad_ops(rng: &mut Rng) -> Vec<Op> {
    let mut ops = Vec::new();
    for (dty, aty, bty) in TYPES3 {
        for sat in [false, true] {
            for (po, neg_ab, neg_c) in [
                (false, false, false),
                (true, false, false),
                (false, true, false),
                (false, false, true),
            ] {
                for shr in [0u8, 7, 15] {
                    for _ in 0..2 {
                        let asel = VSELS[rng.below(7) as usize];
                        let bsel = VSELS[rng.below(7) as usize];
                        ops.push(Op::Vmad {
                            m: VmadMods {
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
                            },
                            d: Dst::Reg(3),
                            a: Src::Reg(0),
                            b: Src::Reg(1),
                            c: Src::Reg(2),
                        });
                    }
                }
            }
        }
    }
    ops
}

/// Every SIMD op × lanes × types × {merge, .sat, .add}; for each, the default
/// selectors with the full mask plus `extra` random selector/mask samples.
pub fn simd_ops(lanes: u8, rng: &mut Rng, extra: usize) -> Vec<Op> {
    let mut ops = Vec::new();
    let n = usize::from(lanes);
    let all = (1u8 << lanes) - 1;
    let mut seen_mask = HashSet::new();
    let mut seen_sel = HashSet::new();
    let mut kinds: Vec<SimdOp> = vec![
        SimdOp::Add,
        SimdOp::Sub,
        SimdOp::Avrg,
        SimdOp::Absdiff,
        SimdOp::Min,
        SimdOp::Max,
    ];
    kinds.extend(CMPS.iter().map(|&c| SimdOp::Set(c)));
    for op in kinds {
        let is_set = matches!(op, SimdOp::Set(_));
        for (dty, aty, bty) in TYPES3 {
            if is_set && dty != U {
                continue;
            }
            for (sat, acc) in [(false, false), (true, false), (false, true)] {
                if is_set && sat {
                    continue;
                }
                for k in 0..=extra {
                    let mut asel = [0u8; 4];
                    let mut bsel = [0u8; 4];
                    let mut mask = all;
                    for i in 0..n {
                        asel[i] = i as u8;
                        bsel[i] = (n + i) as u8;
                    }
                    if k > 0 {
                        for i in 0..n {
                            asel[i] = rng.below(2 * n as u64) as u8;
                            bsel[i] = rng.below(2 * n as u64) as u8;
                            seen_sel.insert((i, asel[i]));
                            seen_sel.insert((i, bsel[i]));
                        }
                        mask = rng.below(u64::from(all) + 1) as u8;
                    }
                    seen_mask.insert(mask);
                    ops.push(Op::Simd {
                        m: SimdMods {
                            op,
                            lanes,
                            dty,
                            aty,
                            bty,
                            sat,
                            acc,
                            mask,
                            asel,
                            bsel,
                        },
                        d: Dst::Reg(3),
                        a: Src::Reg(0),
                        b: Src::Reg(1),
                        c: Src::Reg(2),
                    });
                }
            }
        }
    }
    assert_eq!(seen_mask.len(), usize::from(all) + 1, "every mask value");
    assert_eq!(
        seen_sel.len(),
        n * 2 * n,
        "every selector digit in every lane"
    );
    ops
}
