//! Logic, shift, data-movement, conversion and comparison instructions:
//! `and or xor not cnot` (`.pred .b16 .b32 .b64`), `shl shr`, `shf`, `prmt`,
//! `lop3`, integer-to-integer `cvt`, `setp`, `set` (integer sources), `selp`,
//! `slct` (integer selector).
//!
//! Every function takes raw bit patterns in `u64`/`u32` and returns the result
//! truncated to the instruction type's width (the bits above are zero), unless
//! its documentation says otherwise. Predicates are `bool`.
//!
//! See the module documentation of [`crate::sem`] and `docs/semantics.md (Part II, logic)` for the
//! points where the ISA text is ambiguous or where hardware differs.

use ptxjit_frontend::addr::window;
use ptxjit_frontend::ast::Space;

use super::IntTy;

// ---------------------------------------------------------------------------
// and / or / xor / not / cnot
// ---------------------------------------------------------------------------

/// A two-input bitwise operation (`and`: `a & b`, `or`: `a | b`, `xor`:
/// `a ^ b`): the IR's [`Bitwise`].
pub use ptxjit_frontend::ir::Bitwise;

/// `and/or/xor.bN d, a, b` on a `.b16/.b32/.b64` (or any integer) type `ty`.
pub fn logic(op: Bitwise, ty: IntTy, a: u64, b: u64) -> u64 {
    let d = match op {
        Bitwise::And => a & b,
        Bitwise::Or => a | b,
        Bitwise::Xor => a ^ b,
    };
    d & ty.mask()
}

/// `and/or/xor.pred d, a, b`.
pub fn logic_pred(op: Bitwise, a: bool, b: bool) -> bool {
    match op {
        Bitwise::And => a & b,
        Bitwise::Or => a | b,
        Bitwise::Xor => a ^ b,
    }
}

/// `not.bN d, a`: one's complement, `d = ~a`.
pub fn not(ty: IntTy, a: u64) -> u64 {
    !a & ty.mask()
}

/// `not.pred d, a`.
pub fn not_pred(a: bool) -> bool {
    !a
}

/// `cnot.bN d, a`: C-style logical negation, `d = (a == 0) ? 1 : 0`
/// (only the low `ty.bits` of `a` are tested).
pub fn cnot(ty: IntTy, a: u64) -> u64 {
    u64::from(a & ty.mask() == 0)
}

// ---------------------------------------------------------------------------
// shl / shr / shf
// ---------------------------------------------------------------------------

/// `shl.bN d, a, b`: `d = a << b`, zero fill. `b` is the unsigned 32-bit shift
/// amount; amounts `>= N` give 0 (PTX clamps, it does not mask).
pub fn shl(ty: IntTy, a: u64, b: u32) -> u64 {
    if b >= ty.bits {
        0
    } else {
        (a << b) & ty.mask()
    }
}

/// `shr.{bN,uN,sN} d, a, b`: right shift; arithmetic (sign fill) when `ty` is
/// signed, logical otherwise. `b` is the unsigned 32-bit shift amount; amounts
/// `>= N` give 0 (unsigned) or all copies of the sign bit (signed).
pub fn shr(ty: IntTy, a: u64, b: u32) -> u64 {
    if ty.signed {
        // Shifting the i128 value by N (or more) leaves 0 or -1: the sign fill.
        ty.wrap(ty.value(a) >> b.min(ty.bits))
    } else if b >= ty.bits {
        0
    } else {
        (a & ty.mask()) >> b
    }
}

/// Direction of a funnel shift.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShfDir {
    /// `shf.l`: `d` = the upper 32 bits of `{b, a} << n`.
    Left,
    /// `shf.r`: `d` = the lower 32 bits of `{b, a} >> n`.
    Right,
}

/// How `shf` reduces its shift amount.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShfMode {
    /// `.clamp`: `n = min(c, 32)`.
    Clamp,
    /// `.wrap`: `n = c & 0x1f`.
    Wrap,
}

/// `shf.{l,r}.{clamp,wrap}.b32 d, a, b, c`: funnel shift of the 64-bit value
/// `{b, a}` (`b` the upper half, `a` the lower) by `c`.
pub fn shf(dir: ShfDir, mode: ShfMode, a: u32, b: u32, c: u32) -> u32 {
    let n = match mode {
        ShfMode::Clamp => c.min(32),
        ShfMode::Wrap => c & 0x1f,
    };
    let wide = (u64::from(b) << 32) | u64::from(a);
    match dir {
        ShfDir::Left => ((wide << n) >> 32) as u32,
        ShfDir::Right => (wide >> n) as u32,
    }
}

// ---------------------------------------------------------------------------
// prmt
// ---------------------------------------------------------------------------

/// The IR's own enum (`ptxjit_frontend::ir::PrmtMode`): the oracle keeps its own
/// arithmetic, not its own copy of the instruction model.
pub use ptxjit_frontend::ir::PrmtMode;

/// `prmt.b32{.mode} d, a, b, c`: byte permute.
///
/// The eight source bytes are `{b, a}`: bytes 0..3 are `a`'s (0 = least
/// significant), bytes 4..7 are `b`'s.
///
/// * Default mode: for result byte `i`, nibble `c[4i+3 : 4i]` selects source byte
///   `nibble & 7`; if `nibble & 8` is set, the result byte is instead the sign of
///   that byte replicated (0xff if its bit 7 is set, else 0x00). Bits 16..31 of
///   `c` are ignored.
/// * Other modes: `c[1:0]` selects a row of the ISA table (rows below are written
///   as in the ISA, `d.b3 d.b2 d.b1 d.b0`); the other bits of `c` are ignored.
pub fn prmt(mode: PrmtMode, a: u32, b: u32, c: u32) -> u32 {
    let src = (u64::from(b) << 32) | u64::from(a);
    let byte = |i: u32| ((src >> (8 * (i & 7))) & 0xff) as u32;
    if mode == PrmtMode::Default {
        let mut d = 0u32;
        for i in 0..4 {
            let nibble = (c >> (4 * i)) & 0xf;
            let v = byte(nibble & 7);
            let v = if nibble & 8 != 0 {
                if v & 0x80 != 0 {
                    0xff
                } else {
                    0x00
                }
            } else {
                v
            };
            d |= v << (8 * i);
        }
        return d;
    }
    // ISA tables, each row is [d.b3, d.b2, d.b1, d.b0] for c[1:0] = 0, 1, 2, 3.
    let table: [[u32; 4]; 4] = match mode {
        PrmtMode::F4e => [[3, 2, 1, 0], [4, 3, 2, 1], [5, 4, 3, 2], [6, 5, 4, 3]],
        PrmtMode::B4e => [[5, 6, 7, 0], [6, 7, 0, 1], [7, 0, 1, 2], [0, 1, 2, 3]],
        PrmtMode::Rc8 => [[0, 0, 0, 0], [1, 1, 1, 1], [2, 2, 2, 2], [3, 3, 3, 3]],
        PrmtMode::Ecl => [[3, 2, 1, 0], [3, 2, 1, 1], [3, 2, 2, 2], [3, 3, 3, 3]],
        PrmtMode::Ecr => [[0, 0, 0, 0], [1, 1, 1, 0], [2, 2, 1, 0], [3, 2, 1, 0]],
        PrmtMode::Rc16 => [[1, 0, 1, 0], [3, 2, 3, 2], [1, 0, 1, 0], [3, 2, 3, 2]],
        PrmtMode::Default => [[3, 2, 1, 0]; 4], // handled above
    };
    let row = table[(c & 3) as usize];
    (byte(row[0]) << 24) | (byte(row[1]) << 16) | (byte(row[2]) << 8) | byte(row[3])
}

// ---------------------------------------------------------------------------
// lop3
// ---------------------------------------------------------------------------

/// `lop3.b32 d, a, b, c, immLut`: arbitrary three-input bitwise function.
///
/// For every bit position, the bits `(a, b, c)` form the index
/// `4*a + 2*b + c` into `imm_lut`; the result bit is that bit of `imm_lut`.
/// Equivalently `imm_lut = F(0xF0, 0xCC, 0xAA)`.
pub fn lop3(a: u32, b: u32, c: u32, imm_lut: u8) -> u32 {
    let mut d = 0u32;
    for idx in 0..8u32 {
        if (imm_lut >> idx) & 1 == 1 {
            let ta = if idx & 4 != 0 { a } else { !a };
            let tb = if idx & 2 != 0 { b } else { !b };
            let tc = if idx & 1 != 0 { c } else { !c };
            d |= ta & tb & tc;
        }
    }
    d
}

// ---------------------------------------------------------------------------
// cvt (integer to integer)
// ---------------------------------------------------------------------------

/// Integer-to-integer `cvt{.sat}.dtype.atype d, a`.
///
/// The low `atype` bits of `a` are read with `atype`'s signedness; the value is
/// then truncated (modulo 2^dbits) to `dtype`, or with `.sat` clamped to
/// `dtype`'s range. Returns the `dtype`-wide bit pattern (upper bits zero); see
/// [`cvt_to_reg`] for the extension into a wider destination register.
pub fn cvt(dty: IntTy, aty: IntTy, sat: bool, a: u64) -> u64 {
    let v = aty.value(a);
    if sat {
        dty.saturate(v)
    } else {
        dty.wrap(v)
    }
}

/// [`cvt`] followed by the extension of the `dtype`-wide result to a destination
/// register of `reg_bits` bits (e.g. `cvt.s8.s32` into a `.b16`/`.b32` register):
/// sign extension if `dtype` is signed, zero extension otherwise.
pub fn cvt_to_reg(dty: IntTy, aty: IntTy, sat: bool, a: u64, reg_bits: u32) -> u64 {
    extend_to_reg(dty, cvt(dty, aty, sat, a), reg_bits)
}

/// Extends the low `ty.bits` of `v` to `reg_bits` bits (sign extension when `ty`
/// is signed, zero extension otherwise). `reg_bits` below `ty.bits` truncates;
/// `reg_bits >= 64` gives the full 64-bit extension.
pub fn extend_to_reg(ty: IntTy, v: u64, reg_bits: u32) -> u64 {
    let reg = IntTy::new(reg_bits.min(64), false);
    reg.wrap(ty.value(v))
}

/// Whether `.sat` can change any result of `cvt.dtype.atype`, i.e. whether
/// `dtype`'s range is not a superset of `atype`'s. The ISA makes `.sat` illegal
/// where it cannot apply, and `ptxas` rejects those forms; [`cvt`] still accepts
/// them (saturation is then the identity).
pub fn cvt_sat_is_legal(dty: IntTy, aty: IntTy) -> bool {
    dty.min() > aty.min() || dty.max() < aty.max()
}

// ---------------------------------------------------------------------------
// setp / set / selp / slct
// ---------------------------------------------------------------------------

/// The IR's own enum (`ptxjit_frontend::ir::Cmp`): the oracle keeps its own
/// arithmetic, not its own copy of the instruction model.
pub use ptxjit_frontend::ir::Cmp as CmpOp;

/// `a CmpOp b` on the low `ty.bits` of `a` and `b`. `lt le gt ge` use `ty`'s
/// signedness; `lo ls hi hs` always compare unsigned.
pub fn compare(op: CmpOp, ty: IntTy, a: u64, b: u64) -> bool {
    let (va, vb) = (ty.value(a), ty.value(b));
    let (ua, ub) = (a & ty.mask(), b & ty.mask());
    match op {
        CmpOp::Eq => ua == ub,
        CmpOp::Ne => ua != ub,
        CmpOp::Lt => va < vb,
        CmpOp::Le => va <= vb,
        CmpOp::Gt => va > vb,
        CmpOp::Ge => va >= vb,
        CmpOp::Lo => ua < ub,
        CmpOp::Ls => ua <= ub,
        CmpOp::Hi => ua > ub,
        CmpOp::Hs => ua >= ub,
    }
}

/// The IR's own enum (`ptxjit_frontend::ir::BoolOp`): the oracle keeps its own
/// arithmetic, not its own copy of the instruction model.
pub use ptxjit_frontend::ir::BoolOp;

/// `x BoolOp y`.
pub fn bool_op(op: BoolOp, x: bool, y: bool) -> bool {
    match op {
        BoolOp::And => x && y,
        BoolOp::Or => x || y,
        BoolOp::Xor => x ^ y,
    }
}

/// `setp.CmpOp{.BoolOp}.type p[|q], a, b{, {!}c}` on integer/bit types.
///
/// `combine` is `Some((BoolOp, c))` when `.BoolOp` is present, with `c` the
/// predicate value after any `!`. Returns `(p, q)`: with `t = a CmpOp b`,
/// `p = t BoolOp c` and `q = (NOT t) BoolOp c`; without `.BoolOp`, `p = t` and
/// `q = NOT t`.
pub fn setp(op: CmpOp, ty: IntTy, a: u64, b: u64, combine: Option<(BoolOp, bool)>) -> (bool, bool) {
    let t = compare(op, ty, a, b);
    match combine {
        None => (t, !t),
        Some((bop, c)) => (bool_op(bop, t, c), bool_op(bop, !t, c)),
    }
}

/// The destination type of `set`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SetDst {
    /// `.u32`: true is `0xffffffff`.
    U32,
    /// `.s32`: true is `0xffffffff` (-1).
    S32,
    /// `.f32`: true is `1.0f` (`0x3f800000`).
    F32,
}

/// `set.CmpOp{.BoolOp}.dtype.stype d, a, b{, {!}c}` with an integer `stype`
/// (`ty`): `t = (a CmpOp b) BoolOp c`, `d` = all ones (integer `dtype`) or
/// `1.0f` (`.f32`) when `t`, else 0. `combine` as in [`setp`].
pub fn set(
    op: CmpOp,
    ty: IntTy,
    a: u64,
    b: u64,
    combine: Option<(BoolOp, bool)>,
    dst: SetDst,
) -> u32 {
    let (t, _) = setp(op, ty, a, b, combine);
    match (t, dst) {
        (false, _) => 0,
        (true, SetDst::U32 | SetDst::S32) => 0xffff_ffff,
        (true, SetDst::F32) => 0x3f80_0000,
    }
}

/// `selp.type d, a, b, c`: `d = c ? a : b` (truncated to `ty`).
pub fn selp(ty: IntTy, a: u64, b: u64, c: bool) -> u64 {
    (if c { a } else { b }) & ty.mask()
}

/// `slct.dtype.s32 d, a, b, c`: `d = (c >= 0) ? a : b`, with `c` read as `.s32`
/// (its low 32 bits). `ty` is `dtype` (the width of `a`, `b`, `d`).
pub fn slct(ty: IntTy, a: u64, b: u64, c: u64) -> u64 {
    let c = IntTy::S32.value(c);
    (if c >= 0 { a } else { b }) & ty.mask()
}

/// `isspacep.space p, a`: whether the generic address `a` lies in `space`'s
/// window. The windows follow each other in the generic address space
/// (`.const`, `.shared`, `.local`, `.param`, then 2^32); global addresses
/// are everything else: below the `.const` window and from 2^32 up (where
/// the device memory's allocations are).
pub fn isspacep(space: Space, a: u64) -> bool {
    let (c, sh, lo, pa) = (
        window(Space::Const),
        window(Space::Shared),
        window(Space::Local),
        window(Space::Param),
    );
    match space {
        Space::Global => a < c || a >= 1 << 32,
        Space::Const => c <= a && a < sh,
        Space::Shared => sh <= a && a < lo,
        Space::Local => lo <= a && a < pa,
        Space::Param => pa <= a && a < 1 << 32,
        // Not spaces of isspacep (the checker never makes them).
        Space::Reg | Space::Sreg | Space::Tex => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BIT_TYPES: [IntTy; 3] = [IntTy::U16, IntTy::U32, IntTy::U64];
    const ALL_TYPES: [IntTy; 8] = [
        IntTy::U8,
        IntTy::S8,
        IntTy::U16,
        IntTy::S16,
        IntTy::U32,
        IntTy::S32,
        IntTy::U64,
        IntTy::S64,
    ];

    /// splitmix64: a small deterministic PRNG for property tests.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            crate::sem::splitmix(&mut self.0)
        }
        /// Biased towards edge values of every width.
        fn operand(&mut self) -> u64 {
            match self.next() % 10 {
                0 => 0,
                1 => u64::MAX,
                2 => 1,
                3 => 0x8000_0000_8000_8080,
                4 => 0x7fff_ffff_7fff_7f7f,
                5 => self.next() & 0xff,
                _ => self.next(),
            }
        }
    }

    #[test]
    fn and_or_xor_not_hand_values() {
        let t = IntTy::U32;
        assert_eq!(
            logic(Bitwise::And, t, 0xf0f0_1234, 0xff00_ff00),
            0xf000_1200
        );
        assert_eq!(logic(Bitwise::Or, t, 0xf0f0_1234, 0xff00_ff00), 0xfff0_ff34);
        assert_eq!(
            logic(Bitwise::Xor, t, 0xf0f0_1234, 0xff00_ff00),
            0x0ff0_ed34
        );
        assert_eq!(
            logic(Bitwise::And, IntTy::U16, 0x1_ffff, 0xffff_00ff),
            0x00ff
        );
        assert_eq!(logic(Bitwise::Or, IntTy::U16, 0xabcd_0000, 0x0001), 0x0001);
        assert_eq!(logic(Bitwise::Xor, IntTy::U64, u64::MAX, 1), u64::MAX - 1);
        assert_eq!(not(IntTy::U16, 0), 0xffff);
        assert_eq!(not(IntTy::U32, 0xffff_0000), 0x0000_ffff);
        assert_eq!(not(IntTy::U64, 0), u64::MAX);
        assert_eq!(not(IntTy::U64, 1 << 63), (1 << 63) - 1);
        for (a, b) in [(false, false), (false, true), (true, false), (true, true)] {
            assert_eq!(logic_pred(Bitwise::And, a, b), a && b);
            assert_eq!(logic_pred(Bitwise::Or, a, b), a || b);
            assert_eq!(logic_pred(Bitwise::Xor, a, b), a != b);
        }
        assert!(not_pred(false));
        assert!(!not_pred(true));
    }

    #[test]
    fn cnot_hand_values() {
        assert_eq!(cnot(IntTy::U16, 0), 1);
        assert_eq!(cnot(IntTy::U16, 0x1_0000), 1); // only the low 16 bits count
        assert_eq!(cnot(IntTy::U16, 0x8000), 0);
        assert_eq!(cnot(IntTy::U32, 0), 1);
        assert_eq!(cnot(IntTy::U32, 1), 0);
        assert_eq!(cnot(IntTy::U32, 0xffff_ffff), 0);
        assert_eq!(cnot(IntTy::U64, 0), 1);
        assert_eq!(cnot(IntTy::U64, 1 << 63), 0);
    }

    #[test]
    fn logic_properties() {
        let mut rng = Rng(11);
        for _ in 0..20000 {
            let (a, b) = (rng.operand(), rng.operand());
            for ty in BIT_TYPES {
                // Per-bit formulation.
                let mut and = 0u64;
                let mut or = 0u64;
                let mut xor = 0u64;
                for i in 0..ty.bits {
                    let (x, y) = ((a >> i) & 1, (b >> i) & 1);
                    and |= (x * y) << i;
                    or |= (if x + y > 0 { 1 } else { 0 }) << i;
                    xor |= ((x + y) % 2) << i;
                }
                assert_eq!(logic(Bitwise::And, ty, a, b), and);
                assert_eq!(logic(Bitwise::Or, ty, a, b), or);
                assert_eq!(logic(Bitwise::Xor, ty, a, b), xor);
                // not(a) = a xor all-ones; De Morgan.
                assert_eq!(not(ty, a), logic(Bitwise::Xor, ty, a, u64::MAX));
                assert_eq!(
                    not(ty, logic(Bitwise::And, ty, a, b)),
                    logic(Bitwise::Or, ty, not(ty, a), not(ty, b))
                );
                assert_eq!(cnot(ty, a), u64::from(ty.value(a) == 0));
            }
        }
    }

    #[test]
    fn shl_hand_values() {
        assert_eq!(shl(IntTy::U16, 0x8001, 0), 0x8001);
        assert_eq!(shl(IntTy::U16, 0x8001, 1), 0x0002);
        assert_eq!(shl(IntTy::U16, 1, 15), 0x8000);
        assert_eq!(shl(IntTy::U16, 1, 16), 0);
        assert_eq!(shl(IntTy::U16, 0xffff, 255), 0);
        assert_eq!(shl(IntTy::U32, 0x1234_5678, 4), 0x2345_6780);
        assert_eq!(shl(IntTy::U32, 1, 31), 0x8000_0000);
        assert_eq!(shl(IntTy::U32, 1, 32), 0);
        assert_eq!(shl(IntTy::U32, 0xffff_ffff, 33), 0);
        assert_eq!(shl(IntTy::U32, 0xffff_ffff, u32::MAX), 0);
        assert_eq!(shl(IntTy::U64, 1, 63), 1 << 63);
        assert_eq!(shl(IntTy::U64, 3, 63), 1 << 63);
        assert_eq!(shl(IntTy::U64, 1, 64), 0);
        assert_eq!(shl(IntTy::U64, u64::MAX, 255), 0);
        assert_eq!(shl(IntTy::U64, u64::MAX, u32::MAX), 0);
    }

    #[test]
    fn shr_hand_values() {
        // Unsigned / bit types: zero fill.
        assert_eq!(shr(IntTy::U16, 0x8000, 15), 1);
        assert_eq!(shr(IntTy::U16, 0x8000, 16), 0);
        assert_eq!(shr(IntTy::U16, 0xffff, 0), 0xffff);
        assert_eq!(shr(IntTy::U32, 0x8000_0000, 31), 1);
        assert_eq!(shr(IntTy::U32, 0xffff_ffff, 32), 0);
        assert_eq!(shr(IntTy::U32, 0xffff_ffff, u32::MAX), 0);
        assert_eq!(shr(IntTy::U64, u64::MAX, 63), 1);
        assert_eq!(shr(IntTy::U64, u64::MAX, 64), 0);
        assert_eq!(shr(IntTy::U64, u64::MAX, 255), 0);
        // Signed: sign fill, also for amounts >= width.
        assert_eq!(shr(IntTy::S16, 0x8000, 1), 0xc000);
        assert_eq!(shr(IntTy::S16, 0x8000, 15), 0xffff);
        assert_eq!(shr(IntTy::S16, 0x8000, 16), 0xffff);
        assert_eq!(shr(IntTy::S16, 0x7fff, 16), 0);
        assert_eq!(shr(IntTy::S16, 0x7fff, 14), 1);
        assert_eq!(shr(IntTy::S32, 0x8000_0000, 31), 0xffff_ffff);
        assert_eq!(shr(IntTy::S32, 0x8000_0000, 32), 0xffff_ffff);
        assert_eq!(shr(IntTy::S32, 0x8000_0000, u32::MAX), 0xffff_ffff);
        assert_eq!(shr(IntTy::S32, 0x7fff_ffff, 255), 0);
        assert_eq!(shr(IntTy::S32, 0xffff_fff0, 2), 0xffff_fffc); // -16 >> 2 = -4
        assert_eq!(shr(IntTy::S32, 1, 0), 1);
        assert_eq!(shr(IntTy::S64, 1 << 63, 63), u64::MAX);
        assert_eq!(shr(IntTy::S64, 1 << 63, 64), u64::MAX);
        assert_eq!(shr(IntTy::S64, u64::MAX >> 1, 64), 0);
        assert_eq!(shr(IntTy::S64, u64::MAX, u32::MAX), u64::MAX);
    }

    #[test]
    fn shift_properties() {
        // Against native Rust shifts guarded like PTX's clamp (cf. vosen/ptx_tests
        // src/testcase/shift.rs, checked on hardware for 16-bit types).
        let mut rng = Rng(12);
        for _ in 0..20000 {
            let a = rng.operand();
            let amt = match rng.next() % 4 {
                0 => (rng.next() % 70) as u32,
                1 => u32::MAX,
                _ => rng.next() as u32 % 300,
            };
            let a16 = a as u16;
            assert_eq!(
                shl(IntTy::U16, a, amt),
                u64::from(a16.checked_shl(amt).unwrap_or(0))
            );
            assert_eq!(
                shr(IntTy::U16, a, amt),
                u64::from(a16.checked_shr(amt).unwrap_or(0))
            );
            assert_eq!(
                shr(IntTy::S16, a, amt),
                u64::from((a16 as i16 >> amt.min(15)) as u16)
            );
            let a32 = a as u32;
            assert_eq!(
                shl(IntTy::U32, a, amt),
                u64::from(a32.checked_shl(amt).unwrap_or(0))
            );
            assert_eq!(
                shr(IntTy::U32, a, amt),
                u64::from(a32.checked_shr(amt).unwrap_or(0))
            );
            assert_eq!(
                shr(IntTy::S32, a, amt),
                u64::from((a32 as i32 >> amt.min(31)) as u32)
            );
            assert_eq!(shl(IntTy::U64, a, amt), a.checked_shl(amt).unwrap_or(0));
            assert_eq!(shr(IntTy::U64, a, amt), a.checked_shr(amt).unwrap_or(0));
            assert_eq!(shr(IntTy::S64, a, amt), ((a as i64) >> amt.min(63)) as u64);
        }
    }

    #[test]
    fn shf_hand_values() {
        let (a, b) = (0x89ab_cdef, 0x0123_4567);
        // n = 0
        assert_eq!(shf(ShfDir::Left, ShfMode::Clamp, a, b, 0), b);
        assert_eq!(shf(ShfDir::Right, ShfMode::Clamp, a, b, 0), a);
        // n = 4: left gives b<<4 | a>>28; right gives b<<28 | a>>4.
        assert_eq!(shf(ShfDir::Left, ShfMode::Wrap, a, b, 4), 0x1234_5678);
        assert_eq!(shf(ShfDir::Right, ShfMode::Wrap, a, b, 4), 0x789a_bcde);
        // n = 31
        assert_eq!(shf(ShfDir::Left, ShfMode::Clamp, a, b, 31), 0xc4d5_e6f7);
        assert_eq!(shf(ShfDir::Right, ShfMode::Clamp, a, b, 31), 0x0246_8acf);
        // c = 32: clamp -> n = 32 ({b,a} << 32 has a as upper half; {b,a} >> 32
        // has b as lower half); wrap -> n = 0.
        assert_eq!(shf(ShfDir::Left, ShfMode::Clamp, a, b, 32), a);
        assert_eq!(shf(ShfDir::Right, ShfMode::Clamp, a, b, 32), b);
        assert_eq!(shf(ShfDir::Left, ShfMode::Wrap, a, b, 32), b);
        assert_eq!(shf(ShfDir::Right, ShfMode::Wrap, a, b, 32), a);
        // c = 36: clamp -> 32; wrap -> 4.
        assert_eq!(shf(ShfDir::Left, ShfMode::Clamp, a, b, 36), a);
        assert_eq!(shf(ShfDir::Right, ShfMode::Clamp, a, b, 36), b);
        assert_eq!(shf(ShfDir::Left, ShfMode::Wrap, a, b, 36), 0x1234_5678);
        assert_eq!(shf(ShfDir::Right, ShfMode::Wrap, a, b, 36), 0x789a_bcde);
        // c = 2^32-1: clamp -> 32; wrap -> 31.
        assert_eq!(shf(ShfDir::Right, ShfMode::Clamp, a, b, u32::MAX), b);
        assert_eq!(
            shf(ShfDir::Right, ShfMode::Wrap, a, b, u32::MAX),
            0x0246_8acf
        );
        assert_eq!(shf(ShfDir::Left, ShfMode::Wrap, a, b, 255), 0xc4d5_e6f7);
        // Rotate idiom: shf.l.wrap x, x, n == rotate_left.
        assert_eq!(shf(ShfDir::Left, ShfMode::Wrap, a, a, 8), 0xabcd_ef89);
    }

    #[test]
    fn shf_properties() {
        // Independent formulation (vosen/ptx_tests src/testcase/shf.rs, checked on
        // hardware): left = b << n | a >> (32 - n); right = b << (32 - n) | a >> n,
        // shifts of 32 giving 0.
        let sh_l = |x: u32, s: u32| x.checked_shl(s).unwrap_or(0);
        let sh_r = |x: u32, s: u32| x.checked_shr(s).unwrap_or(0);
        let mut rng = Rng(13);
        for _ in 0..20000 {
            let (a, b) = (rng.next() as u32, rng.next() as u32);
            let c = if rng.next().is_multiple_of(2) {
                (rng.next() % 70) as u32
            } else {
                rng.next() as u32
            };
            for mode in [ShfMode::Clamp, ShfMode::Wrap] {
                let n = if mode == ShfMode::Clamp {
                    c.min(32)
                } else {
                    c % 32
                };
                assert_eq!(
                    shf(ShfDir::Left, mode, a, b, c),
                    sh_l(b, n) | sh_r(a, 32 - n)
                );
                assert_eq!(
                    shf(ShfDir::Right, mode, a, b, c),
                    sh_l(b, 32 - n) | sh_r(a, n)
                );
            }
            // wrap is a rotation when a == b.
            assert_eq!(
                shf(ShfDir::Left, ShfMode::Wrap, a, a, c),
                a.rotate_left(c % 32)
            );
            assert_eq!(
                shf(ShfDir::Right, ShfMode::Wrap, a, a, c),
                a.rotate_right(c % 32)
            );
        }
    }

    // Source bytes: a = bytes 0..3 = 00 11 22 33, b = bytes 4..7 = 44 55 66 77.
    const PA: u32 = 0x3322_1100;
    const PB: u32 = 0x7766_5544;

    #[test]
    fn prmt_default_hand_values() {
        assert_eq!(prmt(PrmtMode::Default, PA, PB, 0x3210), PA);
        assert_eq!(prmt(PrmtMode::Default, PA, PB, 0x7654), PB);
        assert_eq!(prmt(PrmtMode::Default, PA, PB, 0x0123), 0x0011_2233);
        assert_eq!(prmt(PrmtMode::Default, PA, PB, 0x4567), 0x4455_6677);
        assert_eq!(prmt(PrmtMode::Default, PA, PB, 0x0000), 0x0000_0000);
        assert_eq!(prmt(PrmtMode::Default, PA, PB, 0x7777), 0x7777_7777);
        assert_eq!(prmt(PrmtMode::Default, PA, PB, 0x5140), 0x5511_4400);
        // Upper 16 bits of c are ignored.
        assert_eq!(prmt(PrmtMode::Default, PA, PB, 0xffff_3210), PA);
        // Sign replication: bytes 0x80 (bit 7 set) and 0x7f.
        let (a, b) = (0x7f80_01ff, 0x0000_8000);
        // nibble 8 -> sign of byte 0 (0xff) = 0xff; 9 -> byte 1 (0x01) = 0x00;
        // a -> byte 2 (0x80) = 0xff; b -> byte 3 (0x7f) = 0x00.
        assert_eq!(prmt(PrmtMode::Default, a, b, 0xba98), 0x00ff_00ff);
        // d -> byte 5 (0x80) = 0xff; c -> byte 4 (0x00) = 0; 0 -> byte 0 = 0xff; 5 -> 0x80.
        assert_eq!(prmt(PrmtMode::Default, a, b, 0xdc05), 0xff00_ff80);
    }

    #[test]
    fn prmt_mode_tables() {
        // Expected values written out from the ISA tables with byte i = 0x11 * i.
        let cases: [(PrmtMode, [u32; 4]); 6] = [
            (
                PrmtMode::F4e,
                [0x3322_1100, 0x4433_2211, 0x5544_3322, 0x6655_4433],
            ),
            (
                PrmtMode::B4e,
                [0x5566_7700, 0x6677_0011, 0x7700_1122, 0x0011_2233],
            ),
            (
                PrmtMode::Rc8,
                [0x0000_0000, 0x1111_1111, 0x2222_2222, 0x3333_3333],
            ),
            (
                PrmtMode::Ecl,
                [0x3322_1100, 0x3322_1111, 0x3322_2222, 0x3333_3333],
            ),
            (
                PrmtMode::Ecr,
                [0x0000_0000, 0x1111_1100, 0x2222_1100, 0x3322_1100],
            ),
            (
                PrmtMode::Rc16,
                [0x1100_1100, 0x3322_3322, 0x1100_1100, 0x3322_3322],
            ),
        ];
        for (mode, rows) in cases {
            for (sel, want) in rows.iter().enumerate() {
                assert_eq!(prmt(mode, PA, PB, sel as u32), *want, "{mode:?} {sel}");
                // Only c[1:0] matters.
                assert_eq!(prmt(mode, PA, PB, sel as u32 | 0xffff_fff0), *want);
                assert_eq!(prmt(mode, PA, PB, sel as u32 | 0x8888), *want);
            }
        }
    }

    /// Independent byte-array formulation of the default mode.
    fn prmt_bytes(a: u32, b: u32, c: u32) -> u32 {
        let mut src = [0u8; 8];
        src[..4].copy_from_slice(&a.to_le_bytes());
        src[4..].copy_from_slice(&b.to_le_bytes());
        let mut out = [0u8; 4];
        for (i, o) in out.iter_mut().enumerate() {
            let sel = ((c >> (4 * i)) & 0xf) as usize;
            let v = src[sel % 8];
            *o = if sel >= 8 { ((v as i8) >> 7) as u8 } else { v };
        }
        u32::from_le_bytes(out)
    }

    #[test]
    fn prmt_properties() {
        let mut rng = Rng(14);
        // Each mode row equals the default mode with the selector nibbles from the
        // ISA table (d.b3 d.b2 d.b1 d.b0).
        let sel = |b3: u32, b2: u32, b1: u32, b0: u32| (b3 << 12) | (b2 << 8) | (b1 << 4) | b0;
        for _ in 0..20000 {
            let (a, b, c) = (rng.next() as u32, rng.next() as u32, rng.next() as u32);
            assert_eq!(prmt(PrmtMode::Default, a, b, c), prmt_bytes(a, b, c));
            let n = c & 3;
            let dflt = |s: u32| prmt_bytes(a, b, s);
            assert_eq!(
                prmt(PrmtMode::F4e, a, b, c),
                dflt(sel(n + 3, n + 2, n + 1, n))
            );
            let m = |x: u32| x % 8;
            assert_eq!(
                prmt(PrmtMode::B4e, a, b, c),
                dflt(sel(m(n + 5), m(n + 6), m(n + 7), n))
            );
            assert_eq!(prmt(PrmtMode::Rc8, a, b, c), dflt(sel(n, n, n, n)));
            assert_eq!(
                prmt(PrmtMode::Ecl, a, b, c),
                dflt(sel(3, 2.max(n), 1.max(n), n))
            );
            assert_eq!(
                prmt(PrmtMode::Ecr, a, b, c),
                dflt(sel(n, 2.min(n), 1.min(n), 0))
            );
            let h = 2 * (n & 1);
            assert_eq!(prmt(PrmtMode::Rc16, a, b, c), dflt(sel(h + 1, h, h + 1, h)));
        }
    }

    #[test]
    fn lop3_isa_examples() {
        let (ta, tb, tc) = (0xf0, 0xcc, 0xaa);
        assert_eq!(ta & tb & tc, 0x80);
        assert_eq!(lop3(ta, tb, tc, 0x80), 0x80);
        // ISA examples: a & b & c = 0x80, a | b | c = 0xFE, a & b & ~c = 0x40,
        // (a & b | c) ^ a = 0x1A.
        let mut rng = Rng(15);
        for _ in 0..5000 {
            let (a, b, c) = (rng.next() as u32, rng.next() as u32, rng.next() as u32);
            assert_eq!(lop3(a, b, c, 0x80), a & b & c);
            assert_eq!(lop3(a, b, c, 0xfe), a | b | c);
            assert_eq!(lop3(a, b, c, 0x40), a & b & !c);
            assert_eq!(lop3(a, b, c, 0x1a), ((a & b) | c) ^ a);
            assert_eq!(lop3(a, b, c, 0x96), a ^ b ^ c);
            assert_eq!(lop3(a, b, c, 0xe8), (a & b) | (a & c) | (b & c));
            assert_eq!(lop3(a, b, c, 0xca), (a & b) | (!a & c));
            assert_eq!(lop3(a, b, c, 0xf0), a);
            assert_eq!(lop3(a, b, c, 0xcc), b);
            assert_eq!(lop3(a, b, c, 0xaa), c);
            assert_eq!(lop3(a, b, c, 0x00), 0);
            assert_eq!(lop3(a, b, c, 0xff), u32::MAX);
            assert_eq!(lop3(a, b, c, 0x0f), !a);
        }
        // F(0xF0, 0xCC, 0xAA) = immLut for every table (low byte; the rest are
        // the same bytes repeated when the inputs are repeated).
        for lut in 0..=255u8 {
            assert_eq!(lop3(0xf0, 0xcc, 0xaa, lut) & 0xff, u32::from(lut));
            let d = lop3(0xf0f0_f0f0, 0xcccc_cccc, 0xaaaa_aaaa, lut);
            assert_eq!(d, u32::from(lut) * 0x0101_0101);
        }
    }

    #[test]
    fn lop3_per_bit_property() {
        let mut rng = Rng(16);
        for _ in 0..3000 {
            let (a, b, c) = (rng.next() as u32, rng.next() as u32, rng.next() as u32);
            let lut = rng.next() as u8;
            let mut want = 0u32;
            for i in 0..32 {
                let idx = (((a >> i) & 1) << 2) | (((b >> i) & 1) << 1) | ((c >> i) & 1);
                want |= ((u32::from(lut) >> idx) & 1) << i;
            }
            assert_eq!(lop3(a, b, c, lut), want);
        }
    }

    #[test]
    fn cvt_hand_values() {
        // Truncation.
        assert_eq!(cvt(IntTy::U8, IntTy::U32, false, 0x1234_5678), 0x78);
        assert_eq!(cvt(IntTy::S8, IntTy::S32, false, 0x1234_5680), 0x80);
        assert_eq!(cvt(IntTy::U16, IntTy::S64, false, u64::MAX), 0xffff);
        assert_eq!(
            cvt(IntTy::S32, IntTy::U64, false, 0x1_8000_0000),
            0x8000_0000
        );
        // Sign / zero extension by the source type.
        assert_eq!(cvt(IntTy::U32, IntTy::S8, false, 0x80), 0xffff_ff80);
        assert_eq!(cvt(IntTy::U32, IntTy::U8, false, 0x80), 0x80);
        assert_eq!(
            cvt(IntTy::S64, IntTy::S16, false, 0x8000),
            0xffff_ffff_ffff_8000
        );
        assert_eq!(cvt(IntTy::S64, IntTy::U16, false, 0x8000), 0x8000);
        assert_eq!(cvt(IntTy::U64, IntTy::S32, false, 0xffff_ffff), u64::MAX);
        // Source bits above the source type are ignored.
        assert_eq!(cvt(IntTy::S32, IntTy::S8, false, 0xffff_ff01), 1);
        // Saturation.
        assert_eq!(cvt(IntTy::U8, IntTy::U32, true, 0x1234_5678), 0xff);
        assert_eq!(cvt(IntTy::U8, IntTy::S32, true, 0xffff_ffff), 0);
        assert_eq!(cvt(IntTy::S8, IntTy::S32, true, 0x1234_5678), 0x7f);
        assert_eq!(cvt(IntTy::S8, IntTy::S32, true, 0x8000_0000), 0x80);
        assert_eq!(cvt(IntTy::S8, IntTy::S32, true, 0xffff_ff85), 0x85); // -123 fits
        assert_eq!(cvt(IntTy::S32, IntTy::U32, true, 0xffff_ffff), 0x7fff_ffff);
        assert_eq!(cvt(IntTy::U32, IntTy::S32, true, 0x8000_0000), 0);
        assert_eq!(cvt(IntTy::U64, IntTy::S64, true, 1 << 63), 0);
        assert_eq!(cvt(IntTy::S64, IntTy::U64, true, u64::MAX), i64::MAX as u64);
        assert_eq!(cvt(IntTy::U16, IntTy::S8, true, 0xff), 0);
        assert_eq!(cvt(IntTy::U16, IntTy::S8, false, 0xff), 0xffff);
        assert_eq!(cvt(IntTy::S16, IntTy::U64, true, 0x8000), 0x7fff);
        assert_eq!(cvt(IntTy::S16, IntTy::U64, true, 0x7fff), 0x7fff);
        // Saturation that cannot trigger is the identity.
        assert_eq!(cvt(IntTy::S32, IntTy::S16, true, 0x8000), 0xffff_8000);
    }

    #[test]
    fn cvt_to_reg_hand_values() {
        // cvt.s8.s32 into a 32-bit register: truncate to 8 bits, sign-extend.
        assert_eq!(
            cvt_to_reg(IntTy::S8, IntTy::S32, false, 0x1ff, 32),
            0xffff_ffff
        );
        assert_eq!(cvt_to_reg(IntTy::S8, IntTy::S32, false, 0x17f, 32), 0x7f);
        // cvt.u8.s32 into a 16-bit register: zero-extend.
        assert_eq!(
            cvt_to_reg(IntTy::U8, IntTy::S32, false, 0xffff_ffff, 16),
            0xff
        );
        assert_eq!(cvt_to_reg(IntTy::S8, IntTy::U16, true, 0xffff, 16), 0x7f);
        assert_eq!(
            cvt_to_reg(IntTy::S16, IntTy::S32, true, 0xfff0_0000, 64),
            u64::MAX - 0x7fff
        );
        assert_eq!(
            extend_to_reg(IntTy::S32, 0x8000_0000, 64),
            0xffff_ffff_8000_0000
        );
        assert_eq!(extend_to_reg(IntTy::U32, 0x8000_0000, 64), 0x8000_0000);
        assert_eq!(extend_to_reg(IntTy::S16, 0x8000, 32), 0xffff_8000);
        assert_eq!(extend_to_reg(IntTy::S16, 0x8000, 16), 0x8000);
    }

    #[test]
    fn cvt_sat_legality_matches_ptxas() {
        // From vosen/ptx_tests src/testcase/cvt.rs (is_invalid_cvt): .sat is
        // rejected for s->s and u->u with dst >= src, and u->s with dst > src.
        for d in ALL_TYPES {
            for a in ALL_TYPES {
                let invalid = match (a.signed, d.signed) {
                    (true, true) | (false, false) => d.bits >= a.bits,
                    (false, true) => d.bits > a.bits,
                    (true, false) => false,
                };
                assert_eq!(cvt_sat_is_legal(d, a), !invalid, "{d:?} <- {a:?}");
            }
        }
    }

    #[test]
    fn cvt_properties() {
        // Independent formulation via Rust `as` casts (truncate / extend) and
        // i128 clamping, over every pair of types.
        fn as_cast(v: i128, d: IntTy) -> u64 {
            let x = v as u64;
            match (d.bits, d.signed) {
                (8, false) => u64::from(x as u8),
                (8, true) => u64::from(x as i8 as u8),
                (16, false) => u64::from(x as u16),
                (16, true) => u64::from(x as i16 as u16),
                (32, false) => u64::from(x as u32),
                (32, true) => u64::from(x as i32 as u32),
                _ => x,
            }
        }
        fn read(a: u64, t: IntTy) -> i128 {
            match (t.bits, t.signed) {
                (8, false) => i128::from(a as u8),
                (8, true) => i128::from(a as u8 as i8),
                (16, false) => i128::from(a as u16),
                (16, true) => i128::from(a as u16 as i16),
                (32, false) => i128::from(a as u32),
                (32, true) => i128::from(a as u32 as i32),
                (_, false) => i128::from(a),
                (_, true) => i128::from(a as i64),
            }
        }
        let mut rng = Rng(17);
        for _ in 0..5000 {
            let a = rng.operand();
            for d in ALL_TYPES {
                for s in ALL_TYPES {
                    let v = read(a, s);
                    assert_eq!(cvt(d, s, false, a), as_cast(v, d), "{d:?} <- {s:?} {a:#x}");
                    let lo = if d.signed {
                        -(1i128 << (d.bits - 1))
                    } else {
                        0
                    };
                    let hi = if d.signed {
                        (1i128 << (d.bits - 1)) - 1
                    } else {
                        (1i128 << d.bits) - 1
                    };
                    assert_eq!(cvt(d, s, true, a), as_cast(v.clamp(lo, hi), d));
                    let r = cvt_to_reg(d, s, false, a, 64);
                    assert_eq!(r, read(as_cast(v, d), d) as u64);
                }
            }
        }
    }

    #[test]
    fn compare_and_setp_hand_values() {
        let s = IntTy::S32;
        let u = IntTy::U32;
        let m1 = 0xffff_ffff; // -1 as s32, MAX as u32
        assert!(compare(CmpOp::Lt, s, m1, 0));
        assert!(!compare(CmpOp::Lt, u, m1, 0));
        assert!(compare(CmpOp::Gt, u, m1, 0));
        assert!(compare(CmpOp::Hi, s, m1, 0)); // lo/ls/hi/hs are always unsigned
        assert!(compare(CmpOp::Lo, s, 0, m1));
        assert!(compare(CmpOp::Ls, u, 5, 5));
        assert!(!compare(CmpOp::Lo, u, 5, 5));
        assert!(compare(CmpOp::Hs, u, 5, 5));
        assert!(!compare(CmpOp::Hi, u, 5, 5));
        assert!(compare(CmpOp::Le, s, 0x8000_0000, 0x7fff_ffff));
        assert!(compare(CmpOp::Ge, s, 0x7fff_ffff, 0x8000_0000));
        assert!(!compare(CmpOp::Ge, u, 0x7fff_ffff, 0x8000_0000));
        assert!(compare(CmpOp::Eq, IntTy::U16, 0x1_0005, 0x5)); // low 16 bits only
        assert!(compare(CmpOp::Ne, IntTy::U64, 1 << 63, 0));
        assert!(compare(CmpOp::Lt, IntTy::S64, 1 << 63, (1 << 63) - 1));
        assert!(compare(CmpOp::Gt, IntTy::S16, 0x7fff, 0x8000));
        assert!(compare(CmpOp::Lt, IntTy::U16, 0x7fff, 0x8000));
        // setp without BoolOp: q = !p.
        assert_eq!(setp(CmpOp::Lt, s, m1, 0, None), (true, false));
        assert_eq!(setp(CmpOp::Eq, u, 3, 4, None), (false, true));
        // With BoolOp: p = t op c, q = !t op c.
        assert_eq!(
            setp(CmpOp::Lt, s, m1, 0, Some((BoolOp::And, true))),
            (true, false)
        );
        assert_eq!(
            setp(CmpOp::Lt, s, m1, 0, Some((BoolOp::And, false))),
            (false, false)
        );
        assert_eq!(
            setp(CmpOp::Lt, s, 1, 0, Some((BoolOp::Or, true))),
            (true, true)
        );
        assert_eq!(
            setp(CmpOp::Lt, s, 1, 0, Some((BoolOp::Or, false))),
            (false, true)
        );
        assert_eq!(
            setp(CmpOp::Eq, u, 1, 1, Some((BoolOp::Xor, true))),
            (false, true)
        );
        assert_eq!(
            setp(CmpOp::Eq, u, 1, 1, Some((BoolOp::Xor, false))),
            (true, false)
        );
        // set: integer true is 0xffffffff, f32 true is 1.0f.
        assert_eq!(set(CmpOp::Lt, s, m1, 0, None, SetDst::U32), 0xffff_ffff);
        assert_eq!(set(CmpOp::Lt, s, m1, 0, None, SetDst::S32), 0xffff_ffff);
        assert_eq!(set(CmpOp::Lt, s, m1, 0, None, SetDst::F32), 0x3f80_0000);
        assert_eq!(set(CmpOp::Lt, u, m1, 0, None, SetDst::F32), 0);
        assert_eq!(
            set(CmpOp::Ne, u, 1, 2, Some((BoolOp::And, false)), SetDst::U32),
            0
        );
    }

    #[test]
    fn compare_properties() {
        let ops = [
            CmpOp::Eq,
            CmpOp::Ne,
            CmpOp::Lt,
            CmpOp::Le,
            CmpOp::Gt,
            CmpOp::Ge,
            CmpOp::Lo,
            CmpOp::Ls,
            CmpOp::Hi,
            CmpOp::Hs,
        ];
        let mut rng = Rng(18);
        for _ in 0..5000 {
            let (a, b) = (rng.operand(), rng.operand());
            let b = if rng.next().is_multiple_of(4) { a } else { b };
            // Against native i64/u64 comparisons of the 64-bit types and i32/u32.
            let want64 = |op: CmpOp, signed: bool| -> bool {
                let (sa, sb, ua, ub) = (a as i64, b as i64, a, b);
                match op {
                    CmpOp::Eq => ua == ub,
                    CmpOp::Ne => ua != ub,
                    CmpOp::Lt => {
                        if signed {
                            sa < sb
                        } else {
                            ua < ub
                        }
                    }
                    CmpOp::Le => {
                        if signed {
                            sa <= sb
                        } else {
                            ua <= ub
                        }
                    }
                    CmpOp::Gt => {
                        if signed {
                            sa > sb
                        } else {
                            ua > ub
                        }
                    }
                    CmpOp::Ge => {
                        if signed {
                            sa >= sb
                        } else {
                            ua >= ub
                        }
                    }
                    CmpOp::Lo => ua < ub,
                    CmpOp::Ls => ua <= ub,
                    CmpOp::Hi => ua > ub,
                    CmpOp::Hs => ua >= ub,
                }
            };
            for op in ops {
                assert_eq!(compare(op, IntTy::S64, a, b), want64(op, true));
                assert_eq!(compare(op, IntTy::U64, a, b), want64(op, false));
                // s32 against the sign-extended 64-bit compare.
                let (a32, b32) = (a as i32 as i64 as u64, b as i32 as i64 as u64);
                // (Sign extension preserves both the signed and the unsigned order.)
                assert_eq!(
                    compare(op, IntTy::S32, a, b),
                    compare(op, IntTy::S64, a32, b32)
                );
                let (ua32, ub32) = (a & 0xffff_ffff, b & 0xffff_ffff);
                assert_eq!(
                    compare(op, IntTy::U32, a, b),
                    compare(op, IntTy::U64, ua32, ub32)
                );
                for c in [false, true] {
                    for bop in [BoolOp::And, BoolOp::Or, BoolOp::Xor] {
                        let t = compare(op, IntTy::U32, a, b);
                        let (p, q) = setp(op, IntTy::U32, a, b, Some((bop, c)));
                        assert_eq!(p, bool_op(bop, t, c));
                        assert_eq!(q, bool_op(bop, !t, c));
                    }
                }
            }
        }
    }

    #[test]
    fn selp_slct_hand_values() {
        assert_eq!(selp(IntTy::U32, 1, 2, true), 1);
        assert_eq!(selp(IntTy::U32, 1, 2, false), 2);
        assert_eq!(selp(IntTy::U16, 0x1_2345, 0, true), 0x2345);
        assert_eq!(selp(IntTy::S64, u64::MAX, 0, true), u64::MAX);
        // slct: c >= 0 (as s32) selects a.
        assert_eq!(slct(IntTy::U32, 10, 20, 0), 10);
        assert_eq!(slct(IntTy::U32, 10, 20, 1), 10);
        assert_eq!(slct(IntTy::U32, 10, 20, 0x7fff_ffff), 10);
        assert_eq!(slct(IntTy::U32, 10, 20, 0x8000_0000), 20);
        assert_eq!(slct(IntTy::U32, 10, 20, 0xffff_ffff), 20);
        // Only the low 32 bits of c are read.
        assert_eq!(slct(IntTy::U32, 10, 20, 0xffff_ffff_0000_0000), 10);
        assert_eq!(slct(IntTy::S16, 0x1_8000, 0, 5), 0x8000);
        assert_eq!(slct(IntTy::U64, u64::MAX, 1, 0xffff_fffe), 1);
        assert_eq!(slct(IntTy::S64, u64::MAX, 1, 2), u64::MAX);
    }
}
