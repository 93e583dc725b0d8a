//! Expansions written once for both code generators.
//!
//! An instruction whose lowering is the same algorithm for Cranelift and for
//! LLVM (the scalar video instructions, `lop3`, `prmt`, `bfind`...) is written
//! here, once, against [`IntOps`]: a small set of integer operations that the
//! Cranelift builder (`clif::ops`) and the LLVM function builder
//! (`llvm::ops`) both implement. A backend overrides a provided method where
//! its machine code is better with another instruction (Cranelift's `iabs`).
//!
//! The functions here work on values: reading operands, guards and writing
//! destinations stay in each backend's family module, which calls in here.
//! The reference interpreter (crate `ptxjit-runtime`) shares nothing with
//! this code: it is the oracle these expansions are tested against.

pub mod atom;
pub mod int;
pub mod logic;
pub mod scalar;
pub mod simd;
pub mod video;

use ptxjit_frontend::ir::Cmp;
use std::collections::HashMap;

pub use scalar::Lower;

/// A two-operand integer operation. Both operands have the same width,
/// except a shift amount, which may have any width. Shift amounts must be
/// below the width, or the result unused (the other side of a `select`):
/// Cranelift masks them and LLVM makes a poison value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bin {
    /// Wrapping addition.
    Add,
    /// Wrapping subtraction.
    Sub,
    /// The low half of the product.
    Mul,
    /// Bitwise and.
    And,
    /// Bitwise or.
    Or,
    /// Bitwise exclusive or.
    Xor,
    /// Shift left.
    Shl,
    /// Logical shift right.
    UShr,
    /// Arithmetic shift right.
    SShr,
    /// Unsigned minimum.
    UMin,
    /// Unsigned maximum.
    UMax,
    /// Signed minimum.
    SMin,
    /// Signed maximum.
    SMax,
    /// Unsigned quotient; the divisor is not 0.
    UDiv,
    /// Signed quotient (rounded to 0); the divisor is not 0, and not -1 when
    /// the dividend is the minimum (Cranelift traps on both).
    SDiv,
    /// Unsigned remainder; as `UDiv`.
    URem,
    /// Signed remainder (the dividend's sign); as `SDiv`.
    SRem,
    /// Rotate left by the amount modulo the width (any amount).
    Rotl,
    /// Rotate right by the amount modulo the width (any amount).
    Rotr,
}

/// An integer comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cc {
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// Signed `<`.
    Slt,
    /// Signed `<=`.
    Sle,
    /// Signed `>`.
    Sgt,
    /// Signed `>=`.
    Sge,
    /// Unsigned `<`.
    Ult,
    /// Unsigned `<=`.
    Ule,
    /// Unsigned `>`.
    Ugt,
    /// Unsigned `>=`.
    Uge,
}

impl Cc {
    /// The comparison of `setp`/`set`/`slct`: `lt le gt ge` follow the
    /// operand type, `lo ls hi hs` are always unsigned.
    pub fn of(cmp: Cmp, signed: bool) -> Cc {
        match (cmp, signed) {
            (Cmp::Lo | Cmp::Ls | Cmp::Hi | Cmp::Hs, true) => Cc::of(cmp, false),
            _ => Cc::video(cmp, signed),
        }
    }

    /// The comparison of the video instructions: `lo ls hi hs` compare like
    /// `lt le gt ge`, with the signedness the caller gives (the operands'
    /// own, as in the interpreter).
    pub fn video(cmp: Cmp, signed: bool) -> Cc {
        match (cmp, signed) {
            (Cmp::Eq, _) => Cc::Eq,
            (Cmp::Ne, _) => Cc::Ne,
            (Cmp::Lt | Cmp::Lo, true) => Cc::Slt,
            (Cmp::Le | Cmp::Ls, true) => Cc::Sle,
            (Cmp::Gt | Cmp::Hi, true) => Cc::Sgt,
            (Cmp::Ge | Cmp::Hs, true) => Cc::Sge,
            (Cmp::Lt | Cmp::Lo, false) => Cc::Ult,
            (Cmp::Le | Cmp::Ls, false) => Cc::Ule,
            (Cmp::Gt | Cmp::Hi, false) => Cc::Ugt,
            (Cmp::Ge | Cmp::Hs, false) => Cc::Uge,
        }
    }
}

/// The integer operations an expansion needs from a code generator.
///
/// Values are integers of 8, 16, 32 or 64 bits (and, on LLVM, any width
/// `resize` makes). A comparison gives the backend's boolean (Cranelift `i8`,
/// LLVM `i1`): use it only as a `select` condition or `resize` it.
pub trait IntOps {
    /// A value in the function being built.
    type V: Copy;
    /// What a failed build step returns (Cranelift's builder cannot fail).
    type E;

    /// The constant `v` truncated to `bits` bits.
    fn konst(&mut self, bits: u32, v: i64) -> Result<Self::V, Self::E>;
    /// The width of `v` in bits.
    fn width(&self, v: Self::V) -> u32;
    /// `op(x, y)`.
    fn bin(&mut self, op: Bin, x: Self::V, y: Self::V) -> Result<Self::V, Self::E>;
    /// Bitwise complement.
    fn bnot(&mut self, x: Self::V) -> Result<Self::V, Self::E>;
    /// `x cc y` as a boolean. Booleans may be combined with `And`, `Or`,
    /// `Xor`, never complemented with `bnot` (Cranelift's are bytes).
    fn cmp(&mut self, cc: Cc, x: Self::V, y: Self::V) -> Result<Self::V, Self::E>;
    /// `c ? x : y`, `c` a boolean or an integer (true when non-zero).
    fn select(&mut self, c: Self::V, x: Self::V, y: Self::V) -> Result<Self::V, Self::E>;
    /// `v` at `bits` width: truncated, or zero- or sign-extended.
    fn resize(&mut self, v: Self::V, bits: u32, signed: bool) -> Result<Self::V, Self::E>;
    /// The number of set bits of `x`, at its width.
    fn popcnt(&mut self, x: Self::V) -> Result<Self::V, Self::E>;
    /// The number of leading zero bits of `x` (its width for 0), at its
    /// width.
    fn clz(&mut self, x: Self::V) -> Result<Self::V, Self::E>;
    /// The bits of `x` in reverse order.
    fn bitrev(&mut self, x: Self::V) -> Result<Self::V, Self::E>;
    /// The value of `v` when the backend knows it as a constant (its low
    /// `width` bits, zero-extended).
    fn known(&self, v: Self::V) -> Option<u64>;

    /// An upper bound of the unsigned value of `v`: what the backend can
    /// prove (Cranelift looks at how `v` was computed), else the largest
    /// value of its width.
    fn ubound(&self, v: Self::V) -> u128 {
        match self.known(v) {
            Some(k) => u128::from(k),
            None if self.width(v) >= 128 => u128::MAX,
            None => (1u128 << self.width(v)) - 1,
        }
    }

    /// The complement of a boolean (of [`IntOps::cmp`] or a predicate).
    fn bool_not(&mut self, c: Self::V) -> Result<Self::V, Self::E> {
        self.bin_k(Bin::Xor, c, 1)
    }

    /// `-x` (wrapping).
    fn neg(&mut self, x: Self::V) -> Result<Self::V, Self::E> {
        let zero = self.konst(self.width(x), 0)?;
        self.bin(Bin::Sub, zero, x)
    }

    /// `op(x, k)` with `k` a constant of `x`'s width.
    fn bin_k(&mut self, op: Bin, x: Self::V, k: i64) -> Result<Self::V, Self::E> {
        let kv = self.konst(self.width(x), k)?;
        self.bin(op, x, kv)
    }

    /// `x cc k` with `k` a constant of `x`'s width.
    fn cmp_k(&mut self, cc: Cc, x: Self::V, k: i64) -> Result<Self::V, Self::E> {
        let kv = self.konst(self.width(x), k)?;
        self.cmp(cc, x, kv)
    }

    /// `|x|` (wrapping at the minimum).
    fn abs(&mut self, x: Self::V) -> Result<Self::V, Self::E> {
        let zero = self.konst(self.width(x), 0)?;
        let neg = self.bin(Bin::Sub, zero, x)?;
        self.bin(Bin::SMax, x, neg)
    }

    /// The low `bits` bits of `v`, sign-extended to `v`'s width.
    fn sext_low(&mut self, v: Self::V, bits: u32) -> Result<Self::V, Self::E> {
        let up = i64::from(self.width(v) - bits);
        let t = self.bin_k(Bin::Shl, v, up)?;
        self.bin_k(Bin::SShr, t, up)
    }

    /// `x & !y`.
    fn and_not(&mut self, x: Self::V, y: Self::V) -> Result<Self::V, Self::E> {
        let ny = self.bnot(y)?;
        self.bin(Bin::And, x, ny)
    }

    /// `v` clamped to `[lo, hi]` (signed).
    fn clamp_s(&mut self, v: Self::V, lo: i64, hi: i64) -> Result<Self::V, Self::E> {
        let v = self.bin_k(Bin::SMax, v, lo)?;
        self.bin_k(Bin::SMin, v, hi)
    }
}

/// The result of an expansion on a backend whose builder cannot fail.
pub(crate) fn infallible<V>(r: Result<V, std::convert::Infallible>) -> V {
    match r {
        Ok(v) => v,
        Err(never) => match never {},
    }
}

/// The message of an instruction a dispatcher routed to a family module
/// that did not lower it (a bug in the routing, not in the input).
pub fn wrong_module(op: &ptxjit_frontend::ir::Op) -> String {
    format!(
        "internal error: '{}' reached the wrong lowering module",
        op.name()
    )
}

/// The blocks of branch targets past the body's last instruction `end`
/// (the checker produces none; both backends make them return), in
/// target order.
pub fn stray_targets<B: Copy>(labels: &HashMap<u32, B>, end: u32) -> Vec<B> {
    let mut stray: Vec<(u32, B)> = labels
        .iter()
        .filter(|(t, _)| **t > end)
        .map(|(t, b)| (*t, *b))
        .collect();
    stray.sort_by_key(|(t, _)| *t);
    stray.into_iter().map(|(_, b)| b).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn setp_and_video_comparisons_differ_only_on_lo_ls_hi_hs_of_signed_operands() {
        // setp.lo.s32 is unsigned (ISA: lo/ls/hi/hs are unsigned comparisons);
        // vset's lo compares by the operands' signedness.
        assert_eq!(Cc::of(Cmp::Lo, true), Cc::Ult);
        assert_eq!(Cc::video(Cmp::Lo, true), Cc::Slt);
        assert_eq!(Cc::of(Cmp::Hs, true), Cc::Uge);
        assert_eq!(Cc::video(Cmp::Hs, true), Cc::Sge);
        assert_eq!(Cc::of(Cmp::Lt, true), Cc::Slt);
        assert_eq!(Cc::of(Cmp::Lt, false), Cc::Ult);
        assert_eq!(Cc::video(Cmp::Ls, false), Cc::Ule);
        assert_eq!(Cc::of(Cmp::Ne, true), Cc::Ne);
    }
}
