//! How values cross the API: the integer types of parameters and buffer
//! elements, and what a module's callables and variables look like.

use ptxjit_frontend::{ast, ir};

/// An integer type a value can have when it crosses the API: a `.func`
/// parameter or return value, a kernel scalar, a buffer element.
///
/// Values travel as `u64` bit patterns. Going in, a value must fit the
/// type read as signed or unsigned (`0xffff` and `-1i64 as u64` both fit
/// `.b16`; `0x1_0000` does not), see [`IntType::fits`]. Coming out, a value
/// is its bit pattern zero-extended to 64 bits (a `.s16` result of -1 is
/// `0xffff`); [`IntType::to_i64`] reads it as a signed number.
///
/// ```
/// use ptxjit::IntType;
/// let t = IntType::from_name("s16").unwrap();
/// assert_eq!((t.bits(), t.signed()), (16, true));
/// assert!(t.fits(0xffff) && t.fits(-1i64 as u64) && !t.fits(0x1_0000));
/// assert_eq!(t.to_i64(0xffff), -1);
/// assert_eq!(t.hex(0xbeef), "0xbeef");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntType {
    /// `.b8`
    B8,
    /// `.u8`
    U8,
    /// `.s8`
    S8,
    /// `.b16`
    B16,
    /// `.u16`
    U16,
    /// `.s16`
    S16,
    /// `.b32`
    B32,
    /// `.u32`
    U32,
    /// `.s32`
    S32,
    /// `.b64`
    B64,
    /// `.u64`
    U64,
    /// `.s64`
    S64,
}

impl IntType {
    /// Every type with its PTX spelling (without the dot).
    pub const ALL: [(&'static str, IntType); 12] = [
        ("b8", IntType::B8),
        ("u8", IntType::U8),
        ("s8", IntType::S8),
        ("b16", IntType::B16),
        ("u16", IntType::U16),
        ("s16", IntType::S16),
        ("b32", IntType::B32),
        ("u32", IntType::U32),
        ("s32", IntType::S32),
        ("b64", IntType::B64),
        ("u64", IntType::U64),
        ("s64", IntType::S64),
    ];

    /// Parses `u32`, `s16`, `b64`, ... (the PTX spelling without the dot).
    pub fn from_name(s: &str) -> Option<IntType> {
        IntType::ALL.iter().find(|(n, _)| *n == s).map(|&(_, t)| t)
    }

    /// The PTX spelling without the dot: `u32`.
    pub fn name(self) -> &'static str {
        IntType::ALL
            .iter()
            .find(|(_, t)| *t == self)
            .map_or("?", |(n, _)| n)
    }

    /// Width in bits: 8, 16, 32 or 64.
    pub fn bits(self) -> u32 {
        use IntType::*;
        match self {
            B8 | U8 | S8 => 8,
            B16 | U16 | S16 => 16,
            B32 | U32 | S32 => 32,
            B64 | U64 | S64 => 64,
        }
    }

    /// Width in bytes.
    pub fn bytes(self) -> usize {
        self.bits() as usize / 8
    }

    /// Whether it is a signed (`.sN`) type.
    pub fn signed(self) -> bool {
        matches!(
            self,
            IntType::S8 | IntType::S16 | IntType::S32 | IntType::S64
        )
    }

    /// All ones in the type's width.
    pub fn mask(self) -> u64 {
        u64::MAX >> (64 - self.bits())
    }

    /// Whether `v` is a value of this width: its bits above the width are
    /// all zero (an unsigned value) or all copies of the top bit (a
    /// sign-extended negative one).
    pub fn fits(self, v: u64) -> bool {
        let bits = self.bits();
        if bits == 64 {
            return true;
        }
        let high = v >> bits;
        high == 0 || (high == u64::MAX >> bits && (v >> (bits - 1)) & 1 == 1)
    }

    /// `v` cut to the type's width read as a signed number.
    pub fn to_i64(self, v: u64) -> i64 {
        let sh = 64 - self.bits();
        ((v << sh) as i64) >> sh
    }

    /// `v` cut to the width, as lowercase `0x` hex zero-padded to the width
    /// (the CLI's output format).
    pub fn hex(self, v: u64) -> String {
        format!("0x{:0w$x}", v & self.mask(), w = self.bytes() * 2)
    }

    /// The API type of a PTX type, if it is a plain 8- to 64-bit integer.
    pub(crate) fn of(t: ast::Type) -> Option<IntType> {
        use ast::Type as T;
        Some(match t {
            T::B8 => IntType::B8,
            T::U8 => IntType::U8,
            T::S8 => IntType::S8,
            T::B16 => IntType::B16,
            T::U16 => IntType::U16,
            T::S16 => IntType::S16,
            T::B32 => IntType::B32,
            T::U32 => IntType::U32,
            T::S32 => IntType::S32,
            T::B64 => IntType::B64,
            T::U64 => IntType::U64,
            T::S64 => IntType::S64,
            _ => return None,
        })
    }
}

impl std::fmt::Display for IntType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, ".{}", self.name())
    }
}

mod sealed {
    pub trait Sealed {}
}

/// A plain integer type buffers can be made of and read back as
/// ([`crate::KernelArg::buffer`], [`from_bytes`]): `u8 i8 u16 i16 u32 i32
/// u64 i64`, little-endian as on the GPU.
pub trait Element: Copy + sealed::Sealed {
    /// Bytes per element.
    const SIZE: usize;
    /// Appends the element's little-endian bytes.
    fn put(self, out: &mut Vec<u8>);
    /// The element at the start of `b` (at least [`Element::SIZE`] bytes).
    fn get(b: &[u8]) -> Self;
}

macro_rules! element {
    ($($t:ty),*) => {$(
        impl sealed::Sealed for $t {}
        impl Element for $t {
            const SIZE: usize = std::mem::size_of::<$t>();
            fn put(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_le_bytes());
            }
            fn get(b: &[u8]) -> Self {
                let mut a = [0u8; std::mem::size_of::<$t>()];
                a.copy_from_slice(&b[..Self::SIZE]);
                <$t>::from_le_bytes(a)
            }
        }
    )*};
}
element!(u8, i8, u16, i16, u32, i32, u64, i64);

/// The little-endian bytes of `values` (what a buffer holds).
///
/// ```
/// assert_eq!(ptxjit::to_bytes(&[1u16, 0x0203]), vec![1, 0, 3, 2]);
/// ```
pub fn to_bytes<T: Element>(values: &[T]) -> Vec<u8> {
    let mut out = Vec::with_capacity(values.len() * T::SIZE);
    for &v in values {
        v.put(&mut out);
    }
    out
}

/// Reads `bytes` (a buffer returned by a launch) as elements of `T`;
/// trailing bytes that do not fill an element are ignored.
///
/// ```
/// let v: Vec<u32> = ptxjit::from_bytes(&[1, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]);
/// assert_eq!(v, vec![1, u32::MAX]);
/// ```
pub fn from_bytes<T: Element>(bytes: &[u8]) -> Vec<T> {
    bytes.chunks_exact(T::SIZE).map(T::get).collect()
}

/// Whether a function is a kernel or a device function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A `.func`: called with scalar values ([`crate::Module::call`]).
    Func,
    /// A `.entry` kernel: launched over a grid ([`crate::Module::launch`]).
    Entry,
}

/// A parameter or return value of a callable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Param {
    /// Its name in the PTX.
    pub name: String,
    /// Its integer type, or `None` when it is something else (a `.b8`
    /// array for a struct passed by value, a predicate, a float).
    pub ty: Option<IntType>,
    /// Its size in bytes.
    pub size: u64,
}

impl Param {
    /// Whether a value can be given for it (or read from it): a 16-, 32-
    /// or 64-bit integer.
    pub fn is_value(&self) -> bool {
        self.ty.is_some_and(|t| t.bits() >= 16) && self.size <= 8
    }
}

/// A `.func` or `.entry` with a body, as [`crate::Module::callables`] lists
/// them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Callable {
    /// `.entry` or `.func`.
    pub kind: Kind,
    /// Its name.
    pub name: String,
    /// Instructions in its body.
    pub instructions: usize,
    /// Its parameters, in order.
    pub params: Vec<Param>,
    /// Its return values, in order (none for a kernel).
    pub rets: Vec<Param>,
}

impl Callable {
    /// Whether every parameter and return value is a 16-, 32- or 64-bit
    /// integer, so that [`crate::Module::call`] can pass it (a `.func`
    /// only).
    pub fn callable_with_values(&self) -> bool {
        self.kind == Kind::Func && self.params.iter().chain(&self.rets).all(Param::is_value)
    }

    pub(crate) fn of(f: &ir::Func) -> Callable {
        let param = |p: &ir::Param| Param {
            name: p.name.clone(),
            ty: IntType::of(p.ty).filter(|t| t.bytes() as u64 == p.size),
            size: p.size,
        };
        Callable {
            kind: match f.kind {
                ast::FuncKind::Entry => Kind::Entry,
                ast::FuncKind::Func => Kind::Func,
            },
            name: f.name.clone(),
            instructions: f.body.as_ref().map_or(0, Vec::len),
            params: f.params.iter().map(param).collect(),
            rets: f.rets.iter().map(param).collect(),
        }
    }
}

/// The value types of a `.func` that can be called with integer values
/// ([`crate::Module::signature`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signature {
    /// Parameter types, in order.
    pub params: Vec<IntType>,
    /// Return value types, in order.
    pub rets: Vec<IntType>,
}

/// A module-scope `.global` or `.const` variable ([`crate::Module::variable`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variable {
    /// Its name.
    pub name: String,
    /// Its element type, or `None` when it is not a plain integer.
    pub ty: Option<IntType>,
    /// Its element type as the PTX spells it, without the dot (`u32`,
    /// `f32`).
    pub type_name: String,
    /// Its size in bytes.
    pub size: u64,
    /// Whether it is `.const` (else `.global`).
    pub constant: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fits_accepts_zero_and_sign_extension_only() {
        let t = IntType::B32;
        assert!(t.fits(0) && t.fits(0xffff_ffff) && t.fits(0xffff_ffff_8000_0000));
        assert!(!t.fits(0x1_0000_0000) && !t.fits(0xffff_ffff_0000_0000));
        assert!(!t.fits(0xffff_ffff_7fff_ffff));
        assert!(IntType::U64.fits(u64::MAX));
        assert!(IntType::B8.fits(0xff) && !IntType::B8.fits(0x100));
    }

    #[test]
    fn names_round_trip() {
        for (n, t) in IntType::ALL {
            assert_eq!(IntType::from_name(n), Some(t));
            assert_eq!(t.name(), n);
            assert_eq!(t.bits() as usize, t.bytes() * 8);
        }
        assert_eq!(IntType::from_name("f32"), None);
        assert_eq!(IntType::S8.to_i64(0x80), -128);
        assert_eq!(IntType::U8.to_i64(0x80), -128);
        assert_eq!(IntType::S64.hex(1), "0x0000000000000001");
    }
}
