//! Instruction semantics of the reference interpreter, as plain functions on bit
//! patterns.
//!
//! Each function is a direct transcription of the PTX ISA pseudocode (with the
//! hardware deviations listed in `docs/semantics.md`). They take and return raw
//! bit patterns in `u64`/`u32` plus explicit type descriptors, and know nothing of
//! the parser or of any lowering: this module is the oracle the JIT backends are
//! tested against, so it must never share code with them.
//!
//! One file per instruction family:
//! * [`int`]: Integer Arithmetic (add sub mul mad mul24 mad24 sad div rem abs neg
//!   min max popc clz bfind fns brev bfe bfi szext bmsk dp4a dp2a).
//! * [`ext`]: Extended-Precision Arithmetic (add.cc addc sub.cc subc mad.cc madc).
//! * [`logic`]: and or xor not cnot shl shr shf prmt lop3 cvt setp selp slct.
//! * [`video`]: scalar video instructions (vadd ... vset, vmad).
//! * [`simd`]: SIMD video instructions (vadd2/4 ... vset2/4).
//! * [`atom`]: the value an integer atom/red stores.
//! * [`warp`]: warp collectives (shfl vote activemask match redux elect).

pub mod atom;
pub mod ext;
pub mod int;
pub mod logic;
pub mod simd;
pub mod video;
pub mod warp;

/// An integer type: its width in bits (8, 16, 32 or 64) and signedness.
///
/// `.bN` types are unsigned here: they never take part in a signed operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IntTy {
    /// Width in bits: 8, 16, 32 or 64.
    pub bits: u32,
    /// Whether the value is read as two's complement.
    pub signed: bool,
}

impl IntTy {
    /// `.u8`
    pub const U8: IntTy = IntTy {
        bits: 8,
        signed: false,
    };
    /// `.s8`
    pub const S8: IntTy = IntTy {
        bits: 8,
        signed: true,
    };
    /// `.u16`
    pub const U16: IntTy = IntTy {
        bits: 16,
        signed: false,
    };
    /// `.s16`
    pub const S16: IntTy = IntTy {
        bits: 16,
        signed: true,
    };
    /// `.u32`
    pub const U32: IntTy = IntTy {
        bits: 32,
        signed: false,
    };
    /// `.s32`
    pub const S32: IntTy = IntTy {
        bits: 32,
        signed: true,
    };
    /// `.u64`
    pub const U64: IntTy = IntTy {
        bits: 64,
        signed: false,
    };
    /// `.s64`
    pub const S64: IntTy = IntTy {
        bits: 64,
        signed: true,
    };

    /// Builds a type from width and signedness.
    pub const fn new(bits: u32, signed: bool) -> IntTy {
        IntTy { bits, signed }
    }

    /// All-ones mask of the type's width.
    pub const fn mask(self) -> u64 {
        if self.bits >= 64 {
            u64::MAX
        } else {
            (1u64 << self.bits) - 1
        }
    }

    /// The numeric value of the low `bits` of `v`, read with this type's signedness.
    pub const fn value(self, v: u64) -> i128 {
        let v = v & self.mask();
        if self.signed && self.bits < 128 && (v >> (self.bits - 1)) & 1 == 1 {
            v as i128 - (1i128 << self.bits)
        } else {
            v as i128
        }
    }

    /// Smallest representable value.
    pub const fn min(self) -> i128 {
        if self.signed {
            -(1i128 << (self.bits - 1))
        } else {
            0
        }
    }

    /// Largest representable value.
    pub const fn max(self) -> i128 {
        if self.signed {
            (1i128 << (self.bits - 1)) - 1
        } else {
            (1i128 << self.bits) - 1
        }
    }

    /// Truncates a mathematical value to this type's width (modulo 2^bits).
    pub const fn wrap(self, v: i128) -> u64 {
        (v as u64) & self.mask()
    }

    /// Clamps a mathematical value to this type's range, then returns its bits.
    pub const fn saturate(self, v: i128) -> u64 {
        let c = if v < self.min() {
            self.min()
        } else if v > self.max() {
            self.max()
        } else {
            v
        };
        self.wrap(c)
    }
}

/// splitmix64, the deterministic generator of the semantics' property
/// tests: the next 64 bits of the stream whose state is `state`.
#[cfg(test)]
pub(crate) fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::IntTy;

    #[test]
    fn value_reads_sign() {
        assert_eq!(IntTy::S8.value(0xff), -1);
        assert_eq!(IntTy::U8.value(0x1ff), 255);
        assert_eq!(IntTy::S64.value(u64::MAX), -1);
        assert_eq!(IntTy::S32.saturate(1i128 << 40), 0x7fff_ffff);
        assert_eq!(IntTy::S32.saturate(-(1i128 << 40)), 0x8000_0000);
        assert_eq!(IntTy::U16.saturate(-5), 0);
    }
}
