//! Parallel Synchronization and Communication Instructions: the value an
//! integer `atom` / `red` stores (PTX ISA, "atom" and "red").
//!
//! An atomic instruction reads `old` from memory, stores `atom(op, ty, old, b,
//! c)` in its place as one indivisible step, and (`atom` only) returns `old`.
//! Only the stored value is computed here; where the value lives and how the
//! step is made indivisible is the interpreter's and the lowerings' business.

use super::IntTy;

/// The IR's own enum (`ptxjit_frontend::ir::AtomOp`): the oracle keeps its own
/// arithmetic, not its own copy of the instruction model.
pub use ptxjit_frontend::ir::AtomOp as Rmw;

/// The value an atomic operation `op` of type `ty` stores over `old`, with
/// operands `b` and `c` (`c` is only read by [`Rmw::Cas`]). Inputs are read at
/// `ty`'s width (higher bits ignored); the result is that wide, zero-extended.
///
/// `.inc`/`.dec` compare unsigned whatever `ty` says (PTX allows them on
/// `.u32` only).
pub fn atom(op: Rmw, ty: IntTy, old: u64, b: u64, c: u64) -> u64 {
    let m = ty.mask();
    let (old, b, c) = (old & m, b & m, c & m);
    match op {
        Rmw::Add => old.wrapping_add(b) & m,
        Rmw::Min => {
            if ty.value(b) < ty.value(old) {
                b
            } else {
                old
            }
        }
        Rmw::Max => {
            if ty.value(b) > ty.value(old) {
                b
            } else {
                old
            }
        }
        Rmw::And => old & b,
        Rmw::Or => old | b,
        Rmw::Xor => old ^ b,
        Rmw::Exch => b,
        Rmw::Cas => {
            if old == b {
                c
            } else {
                old
            }
        }
        Rmw::Inc => {
            if old >= b {
                0
            } else {
                old + 1
            }
        }
        Rmw::Dec => {
            if old == 0 || old > b {
                b
            } else {
                old - 1
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [Rmw; 10] = [
        Rmw::Add,
        Rmw::Min,
        Rmw::Max,
        Rmw::And,
        Rmw::Or,
        Rmw::Xor,
        Rmw::Exch,
        Rmw::Cas,
        Rmw::Inc,
        Rmw::Dec,
    ];

    #[test]
    fn add_wraps_at_the_type_width() {
        assert_eq!(atom(Rmw::Add, IntTy::U32, 5, 7, 0), 12);
        assert_eq!(atom(Rmw::Add, IntTy::U32, 0xffff_ffff, 2, 0), 1);
        assert_eq!(atom(Rmw::Add, IntTy::S32, 0xffff_fffe, 1, 0), 0xffff_ffff);
        assert_eq!(atom(Rmw::Add, IntTy::U64, u64::MAX, 1, 0), 0);
        assert_eq!(atom(Rmw::Add, IntTy::U64, 1 << 32, 1 << 32, 0), 1 << 33);
    }

    #[test]
    fn min_max_follow_signedness() {
        // -1 (0xffffffff) against 1.
        assert_eq!(atom(Rmw::Min, IntTy::S32, 0xffff_ffff, 1, 0), 0xffff_ffff);
        assert_eq!(atom(Rmw::Min, IntTy::U32, 0xffff_ffff, 1, 0), 1);
        assert_eq!(atom(Rmw::Max, IntTy::S32, 0xffff_ffff, 1, 0), 1);
        assert_eq!(atom(Rmw::Max, IntTy::U32, 0xffff_ffff, 1, 0), 0xffff_ffff);
        // i64::MIN against 0.
        let min64 = 1u64 << 63;
        assert_eq!(atom(Rmw::Min, IntTy::S64, 0, min64, 0), min64);
        assert_eq!(atom(Rmw::Min, IntTy::U64, 0, min64, 0), 0);
        assert_eq!(atom(Rmw::Max, IntTy::S64, 0, min64, 0), 0);
        assert_eq!(atom(Rmw::Max, IntTy::U64, 0, min64, 0), min64);
        assert_eq!(
            atom(Rmw::Min, IntTy::S32, 0x8000_0000, 0x7fff_ffff, 0),
            0x8000_0000
        );
        assert_eq!(
            atom(Rmw::Max, IntTy::S32, 0x8000_0000, 0x7fff_ffff, 0),
            0x7fff_ffff
        );
    }

    #[test]
    fn bitwise_and_exchange() {
        assert_eq!(atom(Rmw::And, IntTy::U32, 0b1100, 0b1010, 0), 0b1000);
        assert_eq!(atom(Rmw::Or, IntTy::U32, 0b1100, 0b1010, 0), 0b1110);
        assert_eq!(atom(Rmw::Xor, IntTy::U32, 0b1100, 0b1010, 0), 0b0110);
        assert_eq!(
            atom(Rmw::Xor, IntTy::U64, u64::MAX, 0x0f0f_0000_0000_00ff, 0),
            0xf0f0_ffff_ffff_ff00
        );
        assert_eq!(atom(Rmw::Exch, IntTy::U32, 1, 0xdead_beef, 0), 0xdead_beef);
        assert_eq!(atom(Rmw::Exch, IntTy::U64, 1, u64::MAX, 0), u64::MAX);
    }

    #[test]
    fn cas_stores_c_only_on_a_match() {
        assert_eq!(atom(Rmw::Cas, IntTy::U32, 7, 7, 9), 9);
        assert_eq!(atom(Rmw::Cas, IntTy::U32, 7, 8, 9), 7);
        assert_eq!(atom(Rmw::Cas, IntTy::U16, 0xffff, 0xffff, 3), 3);
        assert_eq!(atom(Rmw::Cas, IntTy::U64, 1 << 40, 1 << 40, 5), 5);
        // Only the low 32 bits take part in a .b32 comparison.
        assert_eq!(atom(Rmw::Cas, IntTy::U32, 7, (1 << 32) | 7, 9), 9);
    }

    #[test]
    fn inc_wraps_to_zero_at_the_bound() {
        // inc: (old >= b) ? 0 : old + 1
        assert_eq!(atom(Rmw::Inc, IntTy::U32, 0, 3, 0), 1);
        assert_eq!(atom(Rmw::Inc, IntTy::U32, 2, 3, 0), 3);
        assert_eq!(atom(Rmw::Inc, IntTy::U32, 3, 3, 0), 0);
        assert_eq!(atom(Rmw::Inc, IntTy::U32, 10, 3, 0), 0);
        assert_eq!(atom(Rmw::Inc, IntTy::U32, 5, 0, 0), 0);
        // b = 0xffffffff: a plain increment that wraps at 2^32.
        assert_eq!(atom(Rmw::Inc, IntTy::U32, 41, 0xffff_ffff, 0), 42);
        assert_eq!(
            atom(Rmw::Inc, IntTy::U32, 0xffff_fffe, 0xffff_ffff, 0),
            0xffff_ffff
        );
        assert_eq!(atom(Rmw::Inc, IntTy::U32, 0xffff_ffff, 0xffff_ffff, 0), 0);
    }

    #[test]
    fn dec_wraps_to_the_bound() {
        // dec: ((old == 0) || (old > b)) ? b : old - 1
        assert_eq!(atom(Rmw::Dec, IntTy::U32, 3, 3, 0), 2);
        assert_eq!(atom(Rmw::Dec, IntTy::U32, 1, 3, 0), 0);
        assert_eq!(atom(Rmw::Dec, IntTy::U32, 0, 3, 0), 3);
        assert_eq!(atom(Rmw::Dec, IntTy::U32, 4, 3, 0), 3);
        assert_eq!(atom(Rmw::Dec, IntTy::U32, 0, 0, 0), 0);
        assert_eq!(
            atom(Rmw::Dec, IntTy::U32, 0xffff_ffff, 0xffff_fffe, 0),
            0xffff_fffe
        );
        assert_eq!(atom(Rmw::Dec, IntTy::U32, 0, 0xffff_ffff, 0), 0xffff_ffff);
    }

    /// Counting with inc/dec modulo (b + 1), the documented use, against a
    /// plain modular counter.
    #[test]
    fn inc_and_dec_count_modulo_b_plus_one() {
        for b in [0u64, 1, 2, 5, 16] {
            let (mut up, mut down) = (0u64, 0u64);
            for step in 1..=40u64 {
                up = atom(Rmw::Inc, IntTy::U32, up, b, 0);
                down = atom(Rmw::Dec, IntTy::U32, down, b, 0);
                assert_eq!(up, step % (b + 1), "inc b={b} step={step}");
                assert_eq!(
                    down,
                    (b + 1 - step % (b + 1)) % (b + 1),
                    "dec b={b} step={step}"
                );
            }
        }
    }

    /// Results never have bits above the type width, and high input bits are
    /// ignored (property over a splitmix64 stream).
    #[test]
    fn results_stay_in_width_and_ignore_high_bits() {
        let mut s = 0x243f_6a88_85a3_08d3u64;
        let mut next = || crate::sem::splitmix(&mut s);
        for _ in 0..2000 {
            let (old, b, c) = (next(), next(), next());
            for ty in [IntTy::U16, IntTy::U32, IntTy::S32] {
                for op in ALL {
                    let r = atom(op, ty, old, b, c);
                    assert_eq!(r & !ty.mask(), 0, "{op:?} {ty:?}");
                    let m = ty.mask();
                    assert_eq!(r, atom(op, ty, old & m, b & m, c & m), "{op:?} {ty:?}");
                }
            }
            // 32-bit unsigned ops agree with u32 arithmetic.
            let (o32, b32) = (old as u32, b as u32);
            assert_eq!(
                atom(Rmw::Add, IntTy::U32, old, b, 0),
                u64::from(o32.wrapping_add(b32))
            );
            assert_eq!(
                atom(Rmw::Min, IntTy::S32, old, b, 0),
                u64::from((o32 as i32).min(b32 as i32) as u32)
            );
            assert_eq!(atom(Rmw::Max, IntTy::U64, old, b, 0), old.max(b));
        }
    }
}
