//! Carry chains that native GPU mode splits into several inline-asm blocks
//! (shared by `tests/all/ptxas_emitted.rs` and `tests/all/gpu.rs`; the including
//! test crate also includes `vectors/variants.rs` as `mod variants`).
#![allow(dead_code)]

use crate::variants::{v, Variant};

/// Carry chains that native mode splits into several inline-asm blocks with
/// CC.CF passing through the normal lowering in between: guarded carry
/// instructions, instructions that end a run (setp, selp), a branch, CF from
/// the caller. Each is a `.func f{i}` as in `tests/vectors/variants.rs`;
/// every return register is written on every path (an unwritten `.reg` is
/// undefined on the GPU, 0 in the interpreter).
pub fn guarded_carry_variants() -> Vec<Variant> {
    vec![
        v(
            "guarded sub.cc between add.cc and addc",
            &[32, 32, 32, 32],
            &[32, 32, 32],
            "setp.ne.u32 %p1, a2, 0; mov.u32 r1, a2; add.cc.u32 r0, a0, a1; \
             @%p1 sub.cc.u32 r1, a3, a0; addc.u32 r2, 0, 0;",
        ),
        v(
            "guarded addc.cc/subc.cc in a chain",
            &[32, 32, 32, 32],
            &[32, 32, 32, 32],
            "setp.ne.u32 %p1, a2, 0; add.cc.u32 r0, a0, a1; @%p1 addc.cc.u32 r1, a0, a1; \
             @!%p1 subc.cc.u32 r1, a1, a0; addc.cc.u32 r2, a0, a3; subc.u32 r3, a1, a3;",
        ),
        v(
            "guarded madc.hi.cc",
            &[32, 32, 32, 32],
            &[32, 32, 32],
            "setp.lt.u32 %p1, a2, a3; mov.u32 r1, a3; mad.lo.cc.u32 r0, a0, a1, a2; \
             @%p1 madc.hi.cc.u32 r1, a0, a1, a3; addc.u32 r2, 0, 0;",
        ),
        v(
            "guarded subc.cc.u64",
            &[64, 64, 32],
            &[64, 64, 64, 32],
            "setp.ne.u32 %p1, a2, 0; mov.u64 r1, a1; sub.cc.u64 r0, a0, a1; \
             @%p1 subc.cc.u64 r1, a1, a0; \
             subc.cc.u64 r2, a0, 0; addc.u32 r3, 0, 0;",
        ),
        v(
            "setp and selp inside a carry chain",
            &[32, 32, 32],
            &[32, 32, 32, 32],
            "add.cc.u32 r0, a0, a1; setp.lt.u32 %p1, r0, a2; addc.cc.u32 r1, a2, a2; \
             selp.u32 r2, 1, 0, %p1; addc.u32 r3, 0, 0;",
        ),
        v(
            "branch over sub.cc to addc",
            &[32, 32, 32],
            &[32, 32],
            "setp.ne.u32 %p1, a2, 0; add.cc.u32 r0, a0, a1; @%p1 bra L1; sub.cc.u32 r0, a1, a0; \
             L1: addc.u32 r1, 0, 0;",
        ),
        v(
            "CF set then guarded add.cc, subc reads",
            &[32, 32, 32, 32],
            &[32, 32],
            "mov.u32 r0, a2; add.cc.u32 %t7, a3, 0xffffffff; setp.ne.u32 %p2, a2, 0; \
             @!%p2 add.cc.u32 r0, a0, a1; \
             subc.cc.u32 r1, a0, a1; @%p2 addc.u32 r0, r0, 7;",
        ),
    ]
}
