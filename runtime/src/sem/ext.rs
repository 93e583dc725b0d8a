//! Extended-Precision Integer Arithmetic: `add.cc`, `addc{.cc}`, `sub.cc`,
//! `subc{.cc}`, `mad{.lo,.hi}.cc`, `madc{.lo,.hi}{.cc}` on `.u32 .s32 .u64 .s64`.
//!
//! The condition-code carry flag `CC.CF` is explicit state: every function that
//! reads it takes it as `cf_in`, and every function returns `(d, cf_out)`. When
//! the instruction has no `.cc` (argument `cc == false`), `CC.CF` is not written
//! and `cf_out == cf_in`.
//!
//! All arithmetic is carried out on the type's width (`ty.bits`); signedness does
//! not change the bit pattern of `d` or the carry (the carry is always the
//! unsigned carry out of the top bit), except for the `.hi` half of the product
//! in `mad`/`madc`, which is the high half of the signed product for `.s32/.s64`.
//!
//! Subtraction follows the hardware convention (see `docs/semantics.md (Part II, logic)`):
//! `sub.cc` computes `a + ~b + 1` and `subc` computes `a + ~b + CF`, and both
//! write the carry out of that addition, i.e. `CF = NOT(borrow)`. So after
//! `sub.cc` 0 - 0 the flag is 1, after `sub.cc` 0 - 1 it is 0, and `subc`
//! subtracts `NOT(CF)`.
//!
//! See the module documentation of [`crate::sem`].

use super::IntTy;

/// Which half of the double-width product `mad`/`madc` adds to `c`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Half {
    /// `.lo`: bits `n-1..0` of `a * b`.
    Lo,
    /// `.hi`: bits `2n-1..n` of `a * b` (signed product for signed types).
    Hi,
}

/// The core adder: `a + b + cin` on the width of `ty`; returns the truncated sum
/// and the carry out of bit `ty.bits - 1`.
fn add_with_carry(ty: IntTy, a: u64, b: u64, cin: bool) -> (u64, bool) {
    let m = ty.mask();
    let s = u128::from(a & m) + u128::from(b & m) + u128::from(cin);
    let d = (s as u64) & m;
    let carry = (s >> ty.bits) & 1 == 1;
    (d, carry)
}

/// `add.cc.type d, a, b`: `d = a + b`, `CC.CF` = carry out. Returns `(d, cf_out)`.
pub fn add_cc(ty: IntTy, a: u64, b: u64) -> (u64, bool) {
    add_with_carry(ty, a, b, false)
}

/// `addc{.cc}.type d, a, b`: `d = a + b + CC.CF`.
///
/// `cf_in` is the incoming `CC.CF`; `cc` says whether the instruction has `.cc`
/// (writes the carry out). Returns `(d, cf_out)`; `cf_out == cf_in` without `.cc`.
pub fn addc(ty: IntTy, a: u64, b: u64, cf_in: bool, cc: bool) -> (u64, bool) {
    let (d, carry) = add_with_carry(ty, a, b, cf_in);
    (d, if cc { carry } else { cf_in })
}

/// `addc.sat.s32 d, a, b` (`sub` false) and `subc.sat.s32 d, a, b` (`sub`
/// true): the exact sum `a + b + CF` (or difference `a - b - NOT(CF)`) of
/// the signed 32-bit operands, clamped to the `.s32` range. `CC.CF` is not
/// written (`.sat` excludes `.cc`).
pub fn addc_sat_s32(a: u64, b: u64, cf_in: bool, sub: bool) -> u64 {
    let (a, b) = (i64::from(a as u32 as i32), i64::from(b as u32 as i32));
    let c = i64::from(cf_in);
    let exact = if sub { a - b - (1 - c) } else { a + b + c };
    u64::from(exact.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32 as u32)
}

/// `sub.cc.type d, a, b`: `d = a - b`, computed as `a + ~b + 1`;
/// `CC.CF` = carry out of that addition = NOT(borrow). Returns `(d, cf_out)`.
pub fn sub_cc(ty: IntTy, a: u64, b: u64) -> (u64, bool) {
    add_with_carry(ty, a, !b, true)
}

/// `subc{.cc}.type d, a, b`: `d = a - (b + NOT(CC.CF))`, computed as
/// `a + ~b + CC.CF`.
///
/// `cf_in` is the incoming `CC.CF` (1 = no borrow pending); `cc` says whether the
/// instruction has `.cc`. With `.cc`, `cf_out` = NOT(borrow) of the whole
/// subtraction; without it `cf_out == cf_in`. Returns `(d, cf_out)`.
pub fn subc(ty: IntTy, a: u64, b: u64, cf_in: bool, cc: bool) -> (u64, bool) {
    let (d, carry) = add_with_carry(ty, a, !b, cf_in);
    (d, if cc { carry } else { cf_in })
}

/// The selected half of the double-width product `a * b` (signed product for
/// signed types, which matters only for [`Half::Hi`]).
fn product_half(ty: IntTy, half: Half, a: u64, b: u64) -> u64 {
    let n = ty.bits;
    let p: u128 = if ty.signed {
        // |a*b| <= 2^126 for 64-bit operands: fits in i128.
        (ty.value(a) * ty.value(b)) as u128
    } else {
        u128::from(a & ty.mask()) * u128::from(b & ty.mask())
    };
    let shifted = match half {
        Half::Lo => p,
        Half::Hi => p >> n,
    };
    (shifted as u64) & ty.mask()
}

/// `mad{.lo,.hi}.cc.type d, a, b, c`: `t = a * b; d = t<half> + c`;
/// `CC.CF` = carry out of the addition. Returns `(d, cf_out)`.
pub fn mad_cc(ty: IntTy, half: Half, a: u64, b: u64, c: u64) -> (u64, bool) {
    add_with_carry(ty, product_half(ty, half, a, b), c, false)
}

/// `madc{.lo,.hi}{.cc}.type d, a, b, c`: `t = a * b; d = t<half> + c + CC.CF`.
///
/// `cf_in` is the incoming `CC.CF`; `cc` says whether the instruction has `.cc`.
/// With `.cc`, `cf_out` is the carry out of the three-way addition (at most 1);
/// without it `cf_out == cf_in`. Returns `(d, cf_out)`.
pub fn madc(ty: IntTy, half: Half, a: u64, b: u64, c: u64, cf_in: bool, cc: bool) -> (u64, bool) {
    let (d, carry) = add_with_carry(ty, product_half(ty, half, a, b), c, cf_in);
    (d, if cc { carry } else { cf_in })
}

#[cfg(test)]
mod tests {
    use super::*;

    const TYPES: [IntTy; 4] = [IntTy::U32, IntTy::S32, IntTy::U64, IntTy::S64];

    /// splitmix64: a small deterministic PRNG for property tests.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            crate::sem::splitmix(&mut self.0)
        }
        /// Biased towards edge values.
        fn operand(&mut self) -> u64 {
            match self.next() % 8 {
                0 => 0,
                1 => u64::MAX,
                2 => 1,
                3 => 0x8000_0000_8000_0000,
                4 => 0x7fff_ffff_7fff_ffff,
                _ => self.next(),
            }
        }
    }

    /// Independent 256-bit model: (hi, lo) pairs of u128.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct U256 {
        hi: u128,
        lo: u128,
    }
    impl U256 {
        fn add(self, o: U256) -> U256 {
            let (lo, c) = self.lo.overflowing_add(o.lo);
            let hi = self.hi.wrapping_add(o.hi).wrapping_add(c as u128);
            U256 { hi, lo }
        }
        fn sub(self, o: U256) -> U256 {
            let (lo, b) = self.lo.overflowing_sub(o.lo);
            let hi = self.hi.wrapping_sub(o.hi).wrapping_sub(b as u128);
            U256 { hi, lo }
        }
        fn one() -> U256 {
            U256 { hi: 0, lo: 1 }
        }
        /// Limb `i` of width `w` bits (32 or 64), little-endian.
        fn limb(self, w: u32, i: u32) -> u64 {
            let bit = w * i;
            let word = if bit < 128 {
                self.lo >> bit
            } else {
                self.hi >> (bit - 128)
            };
            (word as u64) & IntTy::new(w, false).mask()
        }
        fn from_limbs(w: u32, limbs: &[u64]) -> U256 {
            let mut r = U256 { hi: 0, lo: 0 };
            for (i, &l) in limbs.iter().enumerate() {
                let bit = w * i as u32;
                if bit < 128 {
                    r.lo |= u128::from(l) << bit;
                } else {
                    r.hi |= u128::from(l) << (bit - 128);
                }
            }
            r
        }
        fn random(rng: &mut Rng) -> U256 {
            U256 {
                hi: (u128::from(rng.operand()) << 64) | u128::from(rng.operand()),
                lo: (u128::from(rng.operand()) << 64) | u128::from(rng.operand()),
            }
        }
    }

    #[test]
    fn add_cc_hand_values() {
        // u32: 0xffffffff + 1 = 0 carry 1.
        assert_eq!(add_cc(IntTy::U32, 0xffff_ffff, 1), (0, true));
        assert_eq!(add_cc(IntTy::U32, 2, 3), (5, false));
        // s32: -1 + -1 = -2, unsigned carry out is 1.
        assert_eq!(
            add_cc(IntTy::S32, 0xffff_ffff, 0xffff_ffff),
            (0xffff_fffe, true)
        );
        // s32: MAX + 1 = MIN (signed overflow), no unsigned carry.
        assert_eq!(add_cc(IntTy::S32, 0x7fff_ffff, 1), (0x8000_0000, false));
        assert_eq!(add_cc(IntTy::U64, u64::MAX, 1), (0, true));
        assert_eq!(add_cc(IntTy::S64, 1 << 63, 1 << 63), (0, true));
        assert_eq!(
            add_cc(IntTy::U64, 1 << 63, (1 << 63) - 1),
            (u64::MAX, false)
        );
        // Bits above the type width are ignored.
        assert_eq!(add_cc(IntTy::U32, 0x1_0000_0001, 0x2_0000_0001), (2, false));
    }

    #[test]
    fn addc_sat_hand_values() {
        // 0x7fffffff + 0 + 1 overflows: clamped to 0x7fffffff.
        assert_eq!(addc_sat_s32(0x7fff_ffff, 0, true, false), 0x7fff_ffff);
        assert_eq!(addc_sat_s32(0x7fff_fffe, 0, true, false), 0x7fff_ffff);
        assert_eq!(addc_sat_s32(0x7fff_fffe, 0, false, false), 0x7fff_fffe);
        // -1 + INT_MIN + 1 = INT_MIN: no clamp; without the carry it clamps.
        assert_eq!(
            addc_sat_s32(0xffff_ffff, 0x8000_0000, true, false),
            0x8000_0000
        );
        assert_eq!(
            addc_sat_s32(0xffff_ffff, 0x8000_0000, false, false),
            0x8000_0000
        );
        assert_eq!(
            addc_sat_s32(0x8000_0000, 0x8000_0000, true, false),
            0x8000_0000
        );
        // subc: a - b - NOT(CF). 0 - INT_MIN - 0 = 2^31: clamped; with a
        // borrow, 2^31 - 1 fits.
        assert_eq!(addc_sat_s32(0, 0x8000_0000, true, true), 0x7fff_ffff);
        assert_eq!(addc_sat_s32(0, 0x8000_0000, false, true), 0x7fff_ffff);
        assert_eq!(
            addc_sat_s32(0xffff_ffff, 0x8000_0000, false, true),
            0x7fff_fffe
        );
        // INT_MIN - 0 - 1 = INT_MIN - 1: clamped.
        assert_eq!(addc_sat_s32(0x8000_0000, 0, false, true), 0x8000_0000);
        assert_eq!(addc_sat_s32(5, 7, true, true), 0xffff_fffe);
        // Bits above 32 are ignored.
        assert_eq!(addc_sat_s32(0x1_0000_0001, 0x2_0000_0002, true, false), 4);
    }

    #[test]
    fn addc_hand_values() {
        // 0xffffffff + 0 + CF(1) = 0 carry 1.
        assert_eq!(addc(IntTy::U32, 0xffff_ffff, 0, true, true), (0, true));
        // 0xffffffff + 0xffffffff + 1 = 0x1_ffffffff: d = 0xffffffff, carry 1.
        assert_eq!(
            addc(IntTy::S32, 0xffff_ffff, 0xffff_ffff, true, true),
            (0xffff_ffff, true)
        );
        assert_eq!(addc(IntTy::U64, 5, 6, false, true), (11, false));
        assert_eq!(addc(IntTy::S64, u64::MAX, 0, true, true), (0, true));
        // Without .cc, CF is passed through unchanged.
        assert_eq!(addc(IntTy::U32, 0xffff_ffff, 0, true, false), (0, true));
        assert_eq!(addc(IntTy::U32, 0xffff_ffff, 1, false, false), (0, false));
        assert_eq!(addc(IntTy::U64, 1, 2, true, false), (4, true));
        // addc r, 0, 0 reads the flag.
        assert_eq!(addc(IntTy::U32, 0, 0, true, false).0, 1);
        assert_eq!(addc(IntTy::U32, 0, 0, false, false).0, 0);
    }

    #[test]
    fn sub_cc_hardware_flag_convention() {
        // Hardware: sub.cc 0 - 0 gives CF = 1; 0 - 1 gives CF = 0.
        assert_eq!(sub_cc(IntTy::U32, 0, 0), (0, true));
        assert_eq!(sub_cc(IntTy::U32, 0, 1), (0xffff_ffff, false));
        assert_eq!(sub_cc(IntTy::U64, 0, 1), (u64::MAX, false));
        assert_eq!(sub_cc(IntTy::S64, 5, 3), (2, true));
        assert_eq!(sub_cc(IntTy::S32, 0x8000_0000, 1), (0x7fff_ffff, true));
        assert_eq!(sub_cc(IntTy::U32, 3, 5), (0xffff_fffe, false));
    }

    #[test]
    fn subc_hand_values() {
        // CF = 1 (no borrow pending): plain a - b.
        assert_eq!(subc(IntTy::U32, 10, 3, true, true), (7, true));
        // CF = 0 (borrow pending): a - b - 1.
        assert_eq!(subc(IntTy::U32, 10, 3, false, true), (6, true));
        assert_eq!(subc(IntTy::U32, 0, 0, false, true), (0xffff_ffff, false));
        assert_eq!(subc(IntTy::S32, 0, 0, true, true), (0, true));
        assert_eq!(subc(IntTy::U64, 0, u64::MAX, true, true), (1, false));
        assert_eq!(subc(IntTy::S64, 1, 0, false, true), (0, true));
        // Without .cc the flag is unchanged.
        assert_eq!(subc(IntTy::U32, 0, 0, false, false), (0xffff_ffff, false));
        assert_eq!(subc(IntTy::U32, 0, 1, true, false), (0xffff_ffff, true));
    }

    #[test]
    fn mad_cc_hand_values() {
        // lo: 0x10000 * 0x10000 = 2^32 -> lo = 0; + 5 = 5, no carry.
        assert_eq!(
            mad_cc(IntTy::U32, Half::Lo, 0x1_0000, 0x1_0000, 5),
            (5, false)
        );
        // hi of the same product is 1.
        assert_eq!(
            mad_cc(IntTy::U32, Half::Hi, 0x1_0000, 0x1_0000, 5),
            (6, false)
        );
        // 0xffffffff^2 = 0xfffffffe_00000001: lo=1, hi=0xfffffffe.
        assert_eq!(
            mad_cc(IntTy::U32, Half::Lo, 0xffff_ffff, 0xffff_ffff, 0xffff_ffff),
            (0, true)
        );
        assert_eq!(
            mad_cc(IntTy::U32, Half::Hi, 0xffff_ffff, 0xffff_ffff, 2),
            (0, true)
        );
        // s32: (-1)*(-1) = 1: hi = 0; + 0xffffffff -> no carry.
        assert_eq!(
            mad_cc(IntTy::S32, Half::Hi, 0xffff_ffff, 0xffff_ffff, 0xffff_ffff),
            (0xffff_ffff, false)
        );
        // s32: (-1)*1 = -1: hi = 0xffffffff; + 1 -> 0 carry.
        assert_eq!(mad_cc(IntTy::S32, Half::Hi, 0xffff_ffff, 1, 1), (0, true));
        // s64 hi of MIN*MIN = 2^126 -> hi = 2^62.
        assert_eq!(
            mad_cc(IntTy::S64, Half::Hi, 1 << 63, 1 << 63, 0),
            (1 << 62, false)
        );
        // u64 hi of MAX*MAX = 2^128 - 2^65 + 1 -> hi = 2^64 - 2.
        assert_eq!(
            mad_cc(IntTy::U64, Half::Hi, u64::MAX, u64::MAX, 1),
            (u64::MAX, false)
        );
        assert_eq!(
            mad_cc(IntTy::U64, Half::Lo, u64::MAX, u64::MAX, u64::MAX),
            (0, true)
        );
        assert_eq!(
            mad_cc(IntTy::S64, Half::Lo, u64::MAX, 2, 0),
            (u64::MAX - 1, false)
        );
    }

    #[test]
    fn madc_hand_values() {
        // lo(3*4)=12 + 0xfffffff3 + 1 = 2^32 -> 0 carry.
        assert_eq!(
            madc(IntTy::U32, Half::Lo, 3, 4, 0xffff_fff3, true, true),
            (0, true)
        );
        assert_eq!(
            madc(IntTy::U32, Half::Lo, 3, 4, 0xffff_fff3, false, true),
            (0xffff_ffff, false)
        );
        // Without .cc: flag unchanged.
        assert_eq!(
            madc(IntTy::S32, Half::Lo, 3, 4, 0xffff_fff3, true, false),
            (0, true)
        );
        // hi of 0xffffffff^2 = 0xfffffffe, + 0 + 1 = 0xffffffff, no carry.
        assert_eq!(
            madc(
                IntTy::U32,
                Half::Hi,
                0xffff_ffff,
                0xffff_ffff,
                0,
                true,
                true
            ),
            (0xffff_ffff, false)
        );
        // s32 hi of (-2)*3 = -6 -> 0xffffffff; + 0 + 1 = 0 carry.
        assert_eq!(
            madc(IntTy::S32, Half::Hi, 0xffff_fffe, 3, 0, true, true),
            (0, true)
        );
        assert_eq!(
            madc(IntTy::U64, Half::Hi, u64::MAX, u64::MAX, 1, true, true),
            (0, true)
        );
        assert_eq!(madc(IntTy::S64, Half::Lo, 7, 6, 0, true, false), (43, true));
        assert_eq!(
            madc(IntTy::S64, Half::Hi, u64::MAX, 1, 0, false, true),
            (u64::MAX, false)
        );
    }

    /// Runs an add (`sub == false`) or sub chain over `limbs` limbs of width `w`.
    fn chain(ty: IntTy, sub: bool, x: U256, y: U256, limbs: u32) -> (Vec<u64>, bool) {
        let w = ty.bits;
        let mut out = Vec::new();
        let mut cf = false;
        for i in 0..limbs {
            let (a, b) = (x.limb(w, i), y.limb(w, i));
            let (d, c) = match (sub, i) {
                (false, 0) => add_cc(ty, a, b),
                (false, _) => addc(ty, a, b, cf, true),
                (true, 0) => sub_cc(ty, a, b),
                (true, _) => subc(ty, a, b, cf, true),
            };
            out.push(d);
            cf = c;
        }
        (out, cf)
    }

    fn truncate(v: U256, bits: u32) -> U256 {
        if bits >= 256 {
            v
        } else if bits >= 128 {
            U256 {
                hi: v.hi & ((1u128 << (bits - 128)) - 1),
                lo: v.lo,
            }
        } else {
            U256 {
                hi: 0,
                lo: v.lo & ((1u128 << bits) - 1),
            }
        }
    }

    fn bit(v: U256, bit: u32) -> bool {
        if bit < 128 {
            (v.lo >> bit) & 1 == 1
        } else {
            (v.hi >> (bit - 128)) & 1 == 1
        }
    }

    #[test]
    fn add_sub_chains_match_wide_arithmetic() {
        let mut rng = Rng(1);
        for _ in 0..3000 {
            let x0 = U256::random(&mut rng);
            let y0 = U256::random(&mut rng);
            for ty in TYPES {
                for total in [128u32, 256] {
                    let limbs = total / ty.bits;
                    let x = truncate(x0, total);
                    let y = truncate(y0, total);
                    // Addition.
                    let (d, cf) = chain(ty, false, x, y, limbs);
                    let full = x.add(y); // 257-bit sum fits in 256 bits when total == 128
                    let want = truncate(full, total);
                    assert_eq!(U256::from_limbs(ty.bits, &d), want, "{ty:?} add {total}");
                    let carry = if total == 256 {
                        // carry out of 256 bits: sum < x in wrapping arithmetic
                        let s = x.add(y);
                        (s.hi, s.lo) < (x.hi, x.lo)
                    } else {
                        bit(full, 128)
                    };
                    assert_eq!(cf, carry, "{ty:?} add carry {total}");
                    // Subtraction: CF = NOT(borrow) = (x >= y).
                    let (d, cf) = chain(ty, true, x, y, limbs);
                    let want = truncate(x.sub(y), total);
                    assert_eq!(U256::from_limbs(ty.bits, &d), want, "{ty:?} sub {total}");
                    assert_eq!(cf, (x.hi, x.lo) >= (y.hi, y.lo), "{ty:?} sub cf {total}");
                }
            }
        }
    }

    #[test]
    fn mixed_add_sub_chain_is_addition_of_complemented_limbs() {
        // With CF = NOT(borrow), a chain that mixes add and sub limbs computes
        // x + Y + cin, where limb i of Y is y_i for add limbs and ~y_i for sub
        // limbs, and cin = 1 if the chain starts with sub.cc.
        let mut rng = Rng(2);
        for _ in 0..3000 {
            let x0 = U256::random(&mut rng);
            let y0 = U256::random(&mut rng);
            let pattern = rng.next();
            for ty in TYPES {
                let w = ty.bits;
                let limbs = 256 / w;
                let mut cf = false;
                let mut out = Vec::new();
                let mut ylimbs = Vec::new();
                for i in 0..limbs {
                    let is_sub = (pattern >> i) & 1 == 1;
                    let (a, b) = (x0.limb(w, i), y0.limb(w, i));
                    let (d, c) = match (is_sub, i) {
                        (false, 0) => add_cc(ty, a, b),
                        (false, _) => addc(ty, a, b, cf, true),
                        (true, 0) => sub_cc(ty, a, b),
                        (true, _) => subc(ty, a, b, cf, true),
                    };
                    out.push(d);
                    cf = c;
                    ylimbs.push(if is_sub { !b & ty.mask() } else { b });
                }
                let y = U256::from_limbs(w, &ylimbs);
                let cin = if pattern & 1 == 1 {
                    U256::one()
                } else {
                    U256 { hi: 0, lo: 0 }
                };
                let want = x0.add(y).add(cin);
                assert_eq!(U256::from_limbs(w, &out), want, "{ty:?} {pattern:#x}");
                // Carry out: x + y + cin >= 2^256.
                let overflow = {
                    let s1 = x0.add(y);
                    let c1 = (s1.hi, s1.lo) < (x0.hi, x0.lo);
                    let s2 = s1.add(cin);
                    let c2 = (s2.hi, s2.lo) < (s1.hi, s1.lo);
                    c1 || c2
                };
                assert_eq!(cf, overflow);
            }
        }
    }

    #[test]
    fn sub_then_add_limb_mixed_small() {
        // sub.cc.u32 lo = 0 - 1: d = 0xffffffff, CF = 0 (borrow).
        // subc.u32 hi = 5 - 2 - NOT(CF) = 2.   i.e. 0x5_00000000 - 0x2_00000001.
        let (lo, cf) = sub_cc(IntTy::U32, 0, 1);
        let (hi, cf) = subc(IntTy::U32, 5, 2, cf, true);
        assert_eq!((hi << 32) | lo, 0x5_0000_0000u64 - 0x2_0000_0001);
        assert!(cf);
        // add.cc then subc: 0xffffffff + 1 sets CF = 1 (means no borrow for subc).
        let (_, cf) = add_cc(IntTy::U32, 0xffff_ffff, 1);
        assert_eq!(subc(IntTy::U32, 7, 3, cf, true), (4, true));
        // sub.cc with CF = 1 (no borrow) then addc adds that 1.
        let (_, cf) = sub_cc(IntTy::U32, 0, 0);
        assert_eq!(addc(IntTy::U32, 7, 3, cf, true), (11, false));
    }

    /// The ISA's extended-precision multiply example:
    /// `[r3,r2,r1,r0] = [r5,r4] * [r7,r6]`.
    fn isa_mul_64x64(r4: u32, r5: u32, r6: u32, r7: u32, ty: IntTy) -> u128 {
        let (r4, r5, r6, r7) = (u64::from(r4), u64::from(r5), u64::from(r6), u64::from(r7));
        // mul.lo.u32 / mul.hi.u32 are not this module's; compute them directly.
        let r0 = (r4 * r6) & 0xffff_ffff;
        let r1 = (r4 * r6) >> 32;
        let (r1, cf) = mad_cc(ty, Half::Lo, r5, r6, r1);
        let (r2, _) = madc(ty, Half::Hi, r5, r6, 0, cf, false);
        let (r1, cf) = mad_cc(ty, Half::Lo, r4, r7, r1);
        let (r2, cf) = madc(ty, Half::Hi, r4, r7, r2, cf, true);
        let (r3, _) = addc(ty, 0, 0, cf, false);
        let (r2, cf) = mad_cc(ty, Half::Lo, r5, r7, r2);
        let (r3, _) = madc(ty, Half::Hi, r5, r7, r3, cf, false);
        u128::from(r0) | (u128::from(r1) << 32) | (u128::from(r2) << 64) | (u128::from(r3) << 96)
    }

    #[test]
    fn isa_madc_example_multiplies() {
        let mut rng = Rng(3);
        let edge = [0u32, 1, 0xffff_ffff, 0x8000_0000, 0x7fff_ffff];
        for &a in &edge {
            for &b in &edge {
                for &c in &edge {
                    for &d in &edge {
                        let x = u64::from(a) | (u64::from(b) << 32);
                        let y = u64::from(c) | (u64::from(d) << 32);
                        let want = u128::from(x) * u128::from(y);
                        assert_eq!(isa_mul_64x64(a, b, c, d, IntTy::U32), want);
                    }
                }
            }
        }
        for _ in 0..20000 {
            let x = rng.operand();
            let y = rng.operand();
            let want = u128::from(x) * u128::from(y);
            let got = isa_mul_64x64(
                x as u32,
                (x >> 32) as u32,
                y as u32,
                (y >> 32) as u32,
                IntTy::U32,
            );
            assert_eq!(got, want, "{x:#x} * {y:#x}");
        }
    }

    #[test]
    fn mul_128x128_with_u64_madc_chain() {
        // Schoolbook 128x128 -> low 128 bits using mad.lo/hi.cc.u64 and madc,
        // compared against u128 wrapping multiplication.
        let mut rng = Rng(4);
        for _ in 0..20000 {
            let x = (u128::from(rng.operand()) << 64) | u128::from(rng.operand());
            let y = (u128::from(rng.operand()) << 64) | u128::from(rng.operand());
            let (x0, x1) = (x as u64, (x >> 64) as u64);
            let (y0, y1) = (y as u64, (y >> 64) as u64);
            let t = IntTy::U64;
            let (d0, _) = mad_cc(t, Half::Lo, x0, y0, 0);
            let (d1, _) = mad_cc(t, Half::Hi, x0, y0, 0);
            // Carries out of bit 127 are discarded.
            let (d1, _) = mad_cc(t, Half::Lo, x1, y0, d1);
            let (d1, _) = madc(t, Half::Lo, x0, y1, d1, false, false);
            let want = x.wrapping_mul(y);
            assert_eq!(u128::from(d0) | (u128::from(d1) << 64), want);
        }
    }

    #[test]
    fn random_properties() {
        let mut rng = Rng(5);
        for _ in 0..50000 {
            let (a, b, c) = (rng.operand(), rng.operand(), rng.operand());
            let cf = rng.next() & 1 == 1;
            for ty in TYPES {
                let m = ty.mask();
                let (ua, ub, uc) = (i128::from(a & m), i128::from(b & m), i128::from(c & m));
                let n = ty.bits;
                let wide = |v: i128| -> (u64, bool) { ((v as u64) & m, (v >> n) & 1 == 1) };
                // add/addc/sub/subc against i128 arithmetic.
                assert_eq!(add_cc(ty, a, b), wide(ua + ub));
                assert_eq!(addc(ty, a, b, cf, true), wide(ua + ub + i128::from(cf)));
                let diff = ua - ub;
                assert_eq!(sub_cc(ty, a, b), ((diff as u64) & m, diff >= 0));
                let diff = ua - ub - i128::from(!cf);
                assert_eq!(subc(ty, a, b, cf, true), ((diff as u64) & m, diff >= 0));
                assert_eq!(subc(ty, a, b, cf, false), ((diff as u64) & m, cf));
                // madc.lo: low half of the product is the same for both signednesses.
                let lo = (a.wrapping_mul(b)) & m;
                let s = i128::from(lo) + uc + i128::from(cf);
                assert_eq!(madc(ty, Half::Lo, a, b, c, cf, true), wide(s));
                // madc.hi: high half of the (signed or unsigned) product.
                let hi = if ty.signed {
                    let p = ty.value(a) * ty.value(b);
                    ((p >> n) as u64) & m
                } else {
                    ((u128::from(a & m) * u128::from(b & m)) >> n) as u64 & m
                };
                let s = i128::from(hi) + uc + i128::from(cf);
                assert_eq!(madc(ty, Half::Hi, a, b, c, cf, true), wide(s));
                assert_eq!(madc(ty, Half::Hi, a, b, c, cf, false), (wide(s).0, cf));
                assert_eq!(mad_cc(ty, Half::Hi, a, b, c), wide(i128::from(hi) + uc));
            }
        }
    }
}
