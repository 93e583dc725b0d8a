//! The video instructions of the interpreter: one [`Op`] evaluated through
//! [`crate::sem::video`] and [`crate::sem::simd`]. Public so that the tests of
//! the lowerings can ask the oracle for a video op's value without copying
//! this mapping.

use ptxjit_frontend::ast::Type;
use ptxjit_frontend::ir::{Cmp, Op, SimdOp, VSel, VideoOp, VideoOp2, VideoSecond};

use crate::sem::{simd, video};

/// The interpreter's value of a video instruction (`vadd` ... `vset`,
/// `vmad`, `vadd2` ... `vset4`) for source values `a`, `b` and `c` (for the
/// scalar forms `c` is the secondary-operation or merge operand, ignored
/// when there is none). `None` when `op` is not a video instruction.
pub fn eval(op: &Op, a: u32, b: u32, c: u32) -> Option<u32> {
    Some(match op {
        Op::Video {
            op,
            dty,
            aty,
            bty,
            sat,
            clamp,
            second,
            asel,
            bsel,
            ..
        } => {
            let sec = secondary(second);
            let cfg = video::ScalarCfg {
                dtype: vty(*dty),
                atype: vty(*aty),
                btype: vty(*bty),
                asel: sel(*asel),
                bsel: sel(*bsel),
                sat: *sat,
                second: sec,
            };
            let mode = if *clamp {
                video::ShiftMode::Clamp
            } else {
                video::ShiftMode::Wrap
            };
            match op {
                VideoOp::Add => video::vop(video::ScalarOp::Add, &cfg, a, b, c),
                VideoOp::Sub => video::vop(video::ScalarOp::Sub, &cfg, a, b, c),
                VideoOp::Absdiff => video::vop(video::ScalarOp::Absdiff, &cfg, a, b, c),
                VideoOp::Min => video::vop(video::ScalarOp::Min, &cfg, a, b, c),
                VideoOp::Max => video::vop(video::ScalarOp::Max, &cfg, a, b, c),
                VideoOp::Shl => video::vshift(video::ShiftDir::Left, mode, &cfg, a, b, c),
                VideoOp::Shr => video::vshift(video::ShiftDir::Right, mode, &cfg, a, b, c),
            }
        }
        Op::Vmad {
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
            ..
        } => {
            let cfg = video::VmadCfg {
                dtype: vty(*dty),
                atype: vty(*aty),
                btype: vty(*bty),
                asel: sel(*asel),
                bsel: sel(*bsel),
                neg_a: *neg_ab,
                neg_b: false,
                neg_c: *neg_c,
                po: *po,
                sat: *sat,
                scale: match shr {
                    7 => video::Scale::Shr7,
                    15 => video::Scale::Shr15,
                    _ => video::Scale::None,
                },
            };
            video::vmad(&cfg, a, b, c)
        }
        Op::Vset {
            aty,
            bty,
            cmp,
            second,
            asel,
            bsel,
            ..
        } => {
            let sec = secondary(second);
            let cfg = video::ScalarCfg {
                dtype: video::VTy::U32,
                atype: vty(*aty),
                btype: vty(*bty),
                asel: sel(*asel),
                bsel: sel(*bsel),
                sat: false,
                second: sec,
            };
            video::vset(vcmp(*cmp), &cfg, a, b, c)
        }
        Op::Simd {
            op,
            lanes,
            dty,
            aty,
            bty,
            sat,
            acc,
            mask: m,
            asel,
            bsel,
            ..
        } => {
            let mode = if *acc {
                simd::SimdMode::Add
            } else {
                simd::SimdMode::Merge { sat: *sat }
            };
            let (a, b, c) = (a, b, c);
            if *lanes == 2 {
                let cfg = simd::SimdCfg::<2> {
                    dtype: vty(*dty),
                    atype: vty(*aty),
                    btype: vty(*bty),
                    asel: [asel[0], asel[1]],
                    bsel: [bsel[0], bsel[1]],
                    mask: *m,
                    mode,
                };
                match simd_op(*op) {
                    Ok(o) => simd::vop2(o, &cfg, a, b, c),
                    Err(cmp) => simd::vset2(cmp, &cfg, a, b, c),
                }
            } else {
                let cfg = simd::SimdCfg::<4> {
                    dtype: vty(*dty),
                    atype: vty(*aty),
                    btype: vty(*bty),
                    asel: *asel,
                    bsel: *bsel,
                    mask: *m,
                    mode,
                };
                match simd_op(*op) {
                    Ok(o) => simd::vop4(o, &cfg, a, b, c),
                    Err(cmp) => simd::vset4(cmp, &cfg, a, b, c),
                }
            }
        }
        _ => return None,
    })
}

fn vty(t: Type) -> video::VTy {
    if t.is_signed() {
        video::VTy::S32
    } else {
        video::VTy::U32
    }
}

fn sel(s: VSel) -> video::Sel {
    match s {
        VSel::Word => video::Sel::Word,
        VSel::B(0) => video::Sel::B0,
        VSel::B(1) => video::Sel::B1,
        VSel::B(2) => video::Sel::B2,
        VSel::B(_) => video::Sel::B3,
        VSel::H(0) => video::Sel::H0,
        VSel::H(_) => video::Sel::H1,
    }
}

fn vcmp(c: Cmp) -> video::Cmp {
    match c {
        Cmp::Eq => video::Cmp::Eq,
        Cmp::Ne => video::Cmp::Ne,
        Cmp::Lt | Cmp::Lo => video::Cmp::Lt,
        Cmp::Le | Cmp::Ls => video::Cmp::Le,
        Cmp::Gt | Cmp::Hi => video::Cmp::Gt,
        Cmp::Ge | Cmp::Hs => video::Cmp::Ge,
    }
}

fn secondary(s: &VideoSecond) -> video::Secondary {
    match s {
        VideoSecond::None => video::Secondary::None,
        VideoSecond::Op(VideoOp2::Add, _) => video::Secondary::Add,
        VideoSecond::Op(VideoOp2::Min, _) => video::Secondary::Min,
        VideoSecond::Op(VideoOp2::Max, _) => video::Secondary::Max,
        VideoSecond::Merge(s, _) => video::Secondary::Merge(sel(*s)),
    }
}

fn simd_op(op: SimdOp) -> Result<simd::SimdOp, video::Cmp> {
    Ok(match op {
        SimdOp::Add => simd::SimdOp::Add,
        SimdOp::Sub => simd::SimdOp::Sub,
        SimdOp::Avrg => simd::SimdOp::Avrg,
        SimdOp::Absdiff => simd::SimdOp::Absdiff,
        SimdOp::Min => simd::SimdOp::Min,
        SimdOp::Max => simd::SimdOp::Max,
        SimdOp::Set(c) => return Err(vcmp(c)),
    })
}
