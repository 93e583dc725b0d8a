//! The video instructions of the interpreter: one [`Op`] evaluated through
//! [`crate::sem::video`] and [`crate::sem::simd`]. Public so that the tests of
//! the lowerings can ask the oracle for a video op's value without copying
//! this mapping.

use ptxjit_frontend::ast::Type;
use ptxjit_frontend::ir::{Op, SimdMods, VideoMods, VideoOp, VmadMods, VsetMods};

use crate::sem::{simd, video};

/// The interpreter's value of a video instruction (`vadd` ... `vset`,
/// `vmad`, `vadd2` ... `vset4`) for source values `a`, `b` and `c` (for the
/// scalar forms `c` is the secondary-operation or merge operand, ignored
/// when there is none). `None` when `op` is not a video instruction.
pub fn eval(op: &Op, a: u32, b: u32, c: u32) -> Option<u32> {
    Some(match op {
        Op::Video { m, .. } => scalar(m, a, b, c),
        Op::Vmad { m, .. } => vmad(m, a, b, c),
        Op::Vset { m, .. } => vset(m, a, b, c),
        Op::Simd { m, .. } => simd(m, a, b, c),
        _ => return None,
    })
}

/// `vadd` ... `vshr` through [`crate::sem::video`].
pub fn scalar(m: &VideoMods, a: u32, b: u32, c: u32) -> u32 {
    let cfg = video::ScalarCfg {
        dtype: vty(m.dty),
        atype: vty(m.aty),
        btype: vty(m.bty),
        asel: m.asel,
        bsel: m.bsel,
        sat: m.sat,
        second: m.second,
    };
    let mode = if m.clamp {
        video::ShiftMode::Clamp
    } else {
        video::ShiftMode::Wrap
    };
    match m.op {
        VideoOp::Add => video::vop(video::ScalarOp::Add, &cfg, a, b, c),
        VideoOp::Sub => video::vop(video::ScalarOp::Sub, &cfg, a, b, c),
        VideoOp::Absdiff => video::vop(video::ScalarOp::Absdiff, &cfg, a, b, c),
        VideoOp::Min => video::vop(video::ScalarOp::Min, &cfg, a, b, c),
        VideoOp::Max => video::vop(video::ScalarOp::Max, &cfg, a, b, c),
        VideoOp::Shl => video::vshift(video::ShiftDir::Left, mode, &cfg, a, b, c),
        VideoOp::Shr => video::vshift(video::ShiftDir::Right, mode, &cfg, a, b, c),
    }
}

/// `vmad` through [`crate::sem::video::vmad`].
pub fn vmad(m: &VmadMods, a: u32, b: u32, c: u32) -> u32 {
    let cfg = video::VmadCfg {
        dtype: vty(m.dty),
        atype: vty(m.aty),
        btype: vty(m.bty),
        asel: m.asel,
        bsel: m.bsel,
        neg_a: m.neg_ab,
        neg_b: false,
        neg_c: m.neg_c,
        po: m.po,
        sat: m.sat,
        scale: match m.shr {
            7 => video::Scale::Shr7,
            15 => video::Scale::Shr15,
            _ => video::Scale::None,
        },
    };
    video::vmad(&cfg, a, b, c)
}

/// `vset` through [`crate::sem::video::vset`].
pub fn vset(m: &VsetMods, a: u32, b: u32, c: u32) -> u32 {
    let cfg = video::ScalarCfg {
        dtype: video::VTy::U32,
        atype: vty(m.aty),
        btype: vty(m.bty),
        asel: m.asel,
        bsel: m.bsel,
        sat: false,
        second: m.second,
    };
    video::vset(m.cmp, &cfg, a, b, c)
}

/// `vadd2` ... `vset4` through [`crate::sem::simd`].
pub fn simd(m: &SimdMods, a: u32, b: u32, c: u32) -> u32 {
    let mode = if m.acc {
        simd::SimdMode::Add
    } else {
        simd::SimdMode::Merge { sat: m.sat }
    };
    if m.lanes == 2 {
        let cfg = simd::SimdCfg::<2> {
            dtype: vty(m.dty),
            atype: vty(m.aty),
            btype: vty(m.bty),
            asel: [m.asel[0], m.asel[1]],
            bsel: [m.bsel[0], m.bsel[1]],
            mask: m.mask,
            mode,
        };
        simd::vop2(m.op, &cfg, a, b, c)
    } else {
        let cfg = simd::SimdCfg::<4> {
            dtype: vty(m.dty),
            atype: vty(m.aty),
            btype: vty(m.bty),
            asel: m.asel,
            bsel: m.bsel,
            mask: m.mask,
            mode,
        };
        simd::vop4(m.op, &cfg, a, b, c)
    }
}

fn vty(t: Type) -> video::VTy {
    if t.is_signed() {
        video::VTy::S32
    } else {
        video::VTy::U32
    }
}
