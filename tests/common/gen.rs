//! A seeded random PTX program generator for the differential fuzz tests
//! (`tests/all/fuzz.rs`). Every program is valid PTX (ptxjit's checker and
//! ptxas 11.8 for sm_80 accept it), deterministic in its seed, small (tens of
//! instructions per function), and terminates: branches only go forward,
//! calls only go to functions defined earlier (no recursion).
//!
//! Two kinds of programs:
//! * [`gen_funcs`]: `.func`s with `.reg` parameters and returns over the
//!   integer, extended-precision, logic, scalar and SIMD video instructions,
//!   with predicates, guards, forward branches and calls (direct `.reg` calls
//!   and the standard `.param` call sequence), plus callees of both kinds.
//! * [`gen_kernel`]: one `.entry k(.param .u64 out, .param .u64 in)` that
//!   loads its inputs by thread index, exchanges values through `.shared`
//!   memory around `bar.sync 0`, computes, and stores everything it holds.
//!
//! Every register is written before any read (all of them are initialised
//! first), carry chains start with a `.cc` instruction that is not guarded
//! and contain no label, so results never depend on undefined values.
//! Pure std; the random source is the tests' splitmix64 (`ptxjit_testkit::Rng`).
#![allow(dead_code)]

use std::fmt::Write as _;

/// The generator's random source: the tests' splitmix64
/// (`ptxjit_testkit::Rng`, `crate::Rng`) with the helpers below.
#[derive(Clone, Debug)]
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits (`crate::Rng`'s sequence).
    pub fn next(&mut self) -> u64 {
        let mut r = crate::Rng(self.0);
        let v = r.next();
        self.0 = r.0;
        v
    }
    /// A value in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    /// A value in `lo..=hi`.
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }
    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.next() % den < num
    }
    /// One element of a non-empty slice.
    pub fn pick<T: Copy>(&mut self, s: &[T]) -> T {
        s[self.below(s.len())]
    }
    /// A `bits`-wide value biased towards edge values (0, 1, all ones, the
    /// sign boundary, byte and halfword boundaries, small numbers).
    pub fn value(&mut self, bits: u32) -> u64 {
        let mask = if bits >= 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        let v = match self.below(10) {
            0 => self.pick(&[0u64, 1, 2, u64::MAX, u64::MAX - 1]),
            1 => {
                let top = 1u64 << (bits - 1);
                self.pick(&[top, top - 1, top + 1, top.wrapping_neg()])
            }
            2 => self.below(70) as u64,
            3 => {
                // Bytes drawn from lane boundaries.
                const BYTES: [u8; 8] = [0, 1, 0x7e, 0x7f, 0x80, 0x81, 0xfe, 0xff];
                let mut x = 0u64;
                for i in 0..8 {
                    x |= u64::from(self.pick(&BYTES)) << (8 * i);
                }
                x
            }
            4 => {
                // Halfwords drawn from lane boundaries.
                const HALVES: [u16; 6] = [0, 1, 0x7fff, 0x8000, 0xffff, 0x00ff];
                let mut x = 0u64;
                for i in 0..4 {
                    x |= u64::from(self.pick(&HALVES)) << (16 * i);
                }
                x
            }
            5 => (self.below(1000) as u64).wrapping_neg(),
            _ => self.next(),
        };
        v & mask
    }
}

/// Register classes of the generated code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum C {
    /// `.b16` (`%h<n>`)
    H,
    /// `.b32` (`%r<n>`)
    R,
    /// `.b64` (`%d<n>`)
    D,
}

impl C {
    fn bits(self) -> u32 {
        match self {
            C::H => 16,
            C::R => 32,
            C::D => 64,
        }
    }
    fn of_bits(bits: u32) -> C {
        match bits {
            16 => C::H,
            32 => C::R,
            _ => C::D,
        }
    }
}

/// The signature of a generated function (parameter and return widths, 32
/// or 64), and how it passes them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sig {
    pub name: String,
    pub params: Vec<u32>,
    pub rets: Vec<u32>,
    /// `.param` parameters and return (the standard call sequence), not `.reg`.
    pub by_param: bool,
}

/// A generated module of `.func`s.
#[derive(Clone, Debug)]
pub struct FuncProgram {
    pub seed: u64,
    pub ptx: String,
    /// Every function of the module, callees first.
    pub funcs: Vec<Sig>,
}

/// A generated module with one kernel.
#[derive(Clone, Debug)]
pub struct KernelProgram {
    pub seed: u64,
    pub ptx: String,
    /// The kernel's name.
    pub name: String,
    pub grid: u32,
    pub block: u32,
    /// Bytes of `in` per thread (the buffer holds `grid * block` of them).
    pub in_stride: usize,
    /// Bytes of `out` per thread.
    pub out_stride: usize,
}

impl KernelProgram {
    /// Threads in the launch.
    pub fn threads(&self) -> usize {
        (self.grid * self.block) as usize
    }
}

/// Comment lines around each random segment: the lines between them can be
/// deleted without leaving a register undefined (every register is
/// initialised before the first segment).
pub const SEG_BEGIN: &str = "// segment";
/// See [`SEG_BEGIN`].
pub const SEG_END: &str = "// end segment";

/// Comment lines around the code that folds the registers into the results:
/// a minimiser may delete what reads them (keeping the accumulator's first
/// `mov`, and a `%fs` scratch write together with its use).
pub const FOLD_BEGIN: &str = "// results";
/// See [`FOLD_BEGIN`].
pub const FOLD_END: &str = "// end results";

/// The module header: PTX 7.8 for sm_80, what ptxas 11.8 accepts.
pub const HEAD: &str = ".version 7.8\n.target sm_80\n.address_size 64\n";

const INT: [(&str, C); 6] = [
    ("u16", C::H),
    ("s16", C::H),
    ("u32", C::R),
    ("s32", C::R),
    ("u64", C::D),
    ("s64", C::D),
];
const UCMP: [&str; 10] = ["eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs"];
const SCMP: [&str; 6] = ["eq", "ne", "lt", "le", "gt", "ge"];
const US: [&str; 2] = ["u32", "s32"];
const VSEL: [&str; 7] = ["", ".b0", ".b1", ".b2", ".b3", ".h0", ".h1"];

/// Register file sizes of one function body.
#[derive(Clone, Copy, Debug)]
struct Regs {
    h: usize,
    r: usize,
    d: usize,
    p: usize,
}

/// What a body may do beyond plain instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ctx {
    /// A `.func` with `.reg` returns (initialised at entry, so `@p ret` is fine).
    Func,
    /// A kernel segment before a barrier (no `ret`, branches stay inside).
    KernelMid,
    /// The kernel's last segment (`@p ret` skips the stores).
    KernelLast,
}

/// The generator of one function body.
struct Body<'a> {
    rng: &'a mut Rng,
    regs: Regs,
    callees: &'a [Sig],
    ctx: Ctx,
    /// Unique label prefix.
    tag: String,
    labels: usize,
    /// Warp collectives may be generated (a kernel whose threads run
    /// alone has none).
    warps: bool,
    /// SIMD video instructions (`vadd4`, ...) may be generated (a kernel
    /// meant for the llvm backend's vector lanes has none: they have no
    /// vector form yet; scalar video has).
    video: bool,
    /// Loops open around the unit being generated, and loops made so far
    /// (each has its own counter `%lc<i>` and predicate `%lq<i>`).
    depth: u32,
    loops: usize,
    /// A kernel meant for vector lanes with a `.local` array `lbuf` (64
    /// bytes, written whole at entry): its own generator of `.local`
    /// units (so that the kernels without one are the programs their
    /// seeds made before).
    local: Option<Rng>,
}

/// Loops per body (the counters `decls` declares).
const MAX_LOOPS: usize = 4;

fn reg(c: C, i: usize) -> String {
    match c {
        C::H => format!("%h{}", i),
        C::R => format!("%r{}", i),
        C::D => format!("%d{}", i),
    }
}

impl Body<'_> {
    fn n(&self, c: C) -> usize {
        match c {
            C::H => self.regs.h,
            C::R => self.regs.r,
            C::D => self.regs.d,
        }
    }
    fn r(&mut self, c: C) -> String {
        let i = self.rng.below(self.n(c));
        reg(c, i)
    }
    /// Two distinct registers of class `c` (the class has at least two).
    fn two(&mut self, c: C) -> (String, String) {
        let n = self.n(c);
        let i = self.rng.below(n);
        let j = (i + 1 + self.rng.below(n - 1)) % n;
        (reg(c, i), reg(c, j))
    }
    /// Two distinct predicates.
    fn two_p(&mut self) -> (String, String) {
        let n = self.regs.p;
        let i = self.rng.below(n);
        let j = (i + 1 + self.rng.below(n - 1)) % n;
        (format!("%p{}", i), format!("%p{}", j))
    }
    fn p(&mut self) -> String {
        format!("%p{}", self.rng.below(self.regs.p))
    }
    /// A predicate operand, maybe negated.
    fn pn(&mut self) -> String {
        let p = self.p();
        if self.rng.chance(1, 3) {
            format!("!{}", p)
        } else {
            p
        }
    }
    /// An immediate of `bits` bits.
    fn imm(&mut self, bits: u32) -> String {
        let v = self.rng.value(bits);
        match self.rng.below(4) {
            0 => format!("{}", v),
            1 if v != 0 && v < 1000 => format!("-{}", v),
            _ => format!("0x{:x}", v),
        }
    }
    /// A source of class `c`: a register, sometimes an immediate.
    fn s(&mut self, c: C) -> String {
        if self.rng.chance(1, 8) {
            self.imm(c.bits())
        } else {
            self.r(c)
        }
    }
    /// A 32-bit source for shift amounts, positions and lengths.
    fn amount(&mut self) -> String {
        if self.rng.chance(1, 3) {
            format!("{}", self.rng.below(70))
        } else {
            self.r(C::R)
        }
    }
    fn guard(&mut self) -> String {
        if self.rng.chance(1, 7) {
            let p = self.p();
            if self.rng.chance(1, 2) {
                format!("@!{} ", p)
            } else {
                format!("@{} ", p)
            }
        } else {
            String::new()
        }
    }

    // ------------------------------------------------------------ integer

    fn int_op(&mut self) -> String {
        let (t, c) = self.rng.pick(&INT);
        let bits = c.bits();
        let d = self.r(c);
        let a = self.r(c);
        match self.rng.below(14) {
            0 | 1 => {
                let op = self.rng.pick(&["add", "sub", "min", "max"]);
                let b = self.s(c);
                if t == "s32" && op != "min" && op != "max" && self.rng.chance(1, 4) {
                    return format!("{}.sat.s32 {}, {}, {};", op, d, a, b);
                }
                format!("{}.{} {}, {}, {};", op, t, d, a, b)
            }
            2 | 3 => {
                let hl = self.rng.pick(&["lo", "hi"]);
                let b = self.s(c);
                if self.rng.chance(1, 2) {
                    format!("mul.{}.{} {}, {}, {};", hl, t, d, a, b)
                } else {
                    let e = self.s(c);
                    if t == "s32" && hl == "hi" && self.rng.chance(1, 3) {
                        return format!("mad.hi.sat.s32 {}, {}, {}, {};", d, a, b, e);
                    }
                    format!("mad.{}.{} {}, {}, {}, {};", hl, t, d, a, b, e)
                }
            }
            4 => {
                // .wide: 16 -> 32 or 32 -> 64.
                let (nc, wc, sz) = if self.rng.chance(1, 2) {
                    (C::H, C::R, 16)
                } else {
                    (C::R, C::D, 32)
                };
                let su = self.rng.pick(&["u", "s"]);
                let d = self.r(wc);
                let a = self.r(nc);
                let b = self.s(nc);
                if self.rng.chance(1, 2) {
                    format!("mul.wide.{}{} {}, {}, {};", su, sz, d, a, b)
                } else {
                    let e = self.s(wc);
                    format!("mad.wide.{}{} {}, {}, {}, {};", su, sz, d, a, b, e)
                }
            }
            5 => {
                let op = self.rng.pick(&["div", "rem"]);
                let b = match self.rng.below(6) {
                    0 => "0".to_string(),
                    1 => "-1".to_string(),
                    _ => self.s(c),
                };
                format!("{}.{} {}, {}, {};", op, t, d, a, b)
            }
            6 => {
                let op = self.rng.pick(&["abs", "neg"]);
                let st = format!("s{}", bits);
                // ptxas compiles abs/neg as if the signed minimum never
                // reached them (its compares and extensions of the result
                // see +2^(n-1); docs/semantics.md section 11): the
                // minimum is kept out so that GPU runs agree. The
                // interpreter's wrapped value is the one stored.
                let min_plus_1 = (1 - (1i128 << (bits - 1))) as i64;
                format!(
                    "max.{st} {a}, {a}, {min_plus_1}; {}.{} {}, {};",
                    op, st, d, a
                )
            }
            7 => {
                let op = self.rng.pick(&["and", "or", "xor"]);
                let b = self.s(c);
                format!("{}.b{} {}, {}, {};", op, bits, d, a, b)
            }
            8 => {
                let op = self.rng.pick(&["not", "cnot"]);
                format!("{}.b{} {}, {};", op, bits, d, a)
            }
            9 | 10 => {
                let n = self.amount();
                if self.rng.chance(1, 2) {
                    format!("shl.b{} {}, {}, {};", bits, d, a, n)
                } else {
                    let k = self.rng.pick(&["b", "u", "s"]);
                    format!("shr.{}{} {}, {}, {};", k, bits, d, a, n)
                }
            }
            11 => {
                let b = self.r(c);
                let e = self.s(c);
                format!("sad.{} {}, {}, {}, {};", t, d, a, b, e)
            }
            12 => {
                let b = self.s(c);
                let p = self.p();
                format!("selp.b{} {}, {}, {}, {};", bits, d, a, b, p)
            }
            _ => {
                let b = self.s(c);
                let e = self.r(C::R);
                format!("slct.{}.s32 {}, {}, {}, {};", t, d, a, b, e)
            }
        }
    }

    fn bits_op(&mut self) -> String {
        let c = if self.rng.chance(1, 2) { C::R } else { C::D };
        let bits = c.bits();
        let a = self.r(c);
        match self.rng.below(10) {
            0 => {
                let d = self.r(C::R);
                let op = self.rng.pick(&["popc", "clz"]);
                format!("{}.b{} {}, {};", op, bits, d, a)
            }
            1 => {
                let d = self.r(c);
                format!("brev.b{} {}, {};", bits, d, a)
            }
            2 => {
                let d = self.r(C::R);
                let sa = if self.rng.chance(1, 2) {
                    ".shiftamt"
                } else {
                    ""
                };
                let su = self.rng.pick(&["u", "s"]);
                format!("bfind{}.{}{} {}, {};", sa, su, bits, d, a)
            }
            3 | 4 => {
                let d = self.r(c);
                let su = self.rng.pick(&["u", "s"]);
                let b = self.amount();
                let e = self.amount();
                // A bfe.s32 whose field starts past the msb computes what
                // ptxas makes of it: all ones where ptxas knows `pos`
                // (an immediate, modelled; or a register it can prove
                // constant, which ptxjit cannot see), a[31] otherwise
                // (docs/semantics.md section 3). A register `pos` is kept
                // under 32 so that a GPU run agrees either way.
                let keep = if su == "s" && bits == 32 && b.starts_with('%') {
                    format!("and.b32 {b}, {b}, 31; ")
                } else {
                    String::new()
                };
                format!("{}bfe.{}{} {}, {}, {}, {};", keep, su, bits, d, a, b, e)
            }
            5 | 6 => {
                let d = self.r(c);
                let b = self.r(c);
                let p = self.amount();
                let l = self.amount();
                format!("bfi.b{} {}, {}, {}, {}, {};", bits, d, a, b, p, l)
            }
            7 => {
                let d = self.r(C::R);
                let a = self.r(C::R);
                let b = self.amount();
                let mode = self.rng.pick(&["clamp", "wrap"]);
                match self.rng.below(3) {
                    0 => {
                        let su = self.rng.pick(&US);
                        format!("szext.{}.{} {}, {}, {};", mode, su, d, a, b)
                    }
                    1 => format!("bmsk.{}.b32 {}, {}, {};", mode, d, a, b),
                    _ => {
                        // cvt.pack: a and b are any s32 (saturation is the point).
                        let b = self.r(C::R);
                        let su = self.rng.pick(&["u", "s"]);
                        let n = self.rng.pick(&["2", "4", "8", "16"]);
                        if n == "16" {
                            format!("cvt.pack.sat.{}{}.s32 {}, {}, {};", su, n, d, a, b)
                        } else {
                            let e = self.r(C::R);
                            format!(
                                "cvt.pack.sat.{}{}.s32.b32 {}, {}, {}, {};",
                                su, n, d, a, b, e
                            )
                        }
                    }
                }
            }
            8 => {
                let d = self.r(C::R);
                let m = self.r(C::R);
                let base = self.amount();
                let off = if self.rng.chance(1, 2) {
                    self.r(C::R)
                } else {
                    format!("{}", self.rng.below(40) as i64 - 20)
                };
                format!("fns.b32 {}, {}, {}, {};", d, m, base, off)
            }
            _ => {
                let d = self.r(C::R);
                let a = self.r(C::R);
                let b = self.s(C::R);
                let e = self.s(C::R);
                if self.rng.chance(1, 2) {
                    let (x, y) = (self.rng.pick(&US), self.rng.pick(&US));
                    format!("dp4a.{}.{} {}, {}, {}, {};", x, y, d, a, b, e)
                } else {
                    let (x, y) = (self.rng.pick(&US), self.rng.pick(&US));
                    let hl = self.rng.pick(&["lo", "hi"]);
                    format!("dp2a.{}.{}.{} {}, {}, {}, {};", hl, x, y, d, a, b, e)
                }
            }
        }
    }

    fn logic32(&mut self) -> String {
        let d = self.r(C::R);
        let a = self.r(C::R);
        let b = self.r(C::R);
        match self.rng.below(4) {
            0 => {
                let e = self.s(C::R);
                let mode = self
                    .rng
                    .pick(&["", "", ".f4e", ".b4e", ".rc8", ".ecl", ".ecr", ".rc16"]);
                format!("prmt.b32{} {}, {}, {}, {};", mode, d, a, b, e)
            }
            1 => {
                let e = self.r(C::R);
                let lut = self.rng.below(256);
                format!("lop3.b32 {}, {}, {}, {}, 0x{:x};", d, a, b, e, lut)
            }
            _ => {
                let lr = self.rng.pick(&["l", "r"]);
                let mode = self.rng.pick(&["wrap", "clamp"]);
                let n = self.amount();
                format!("shf.{}.{}.b32 {}, {}, {}, {};", lr, mode, d, a, b, n)
            }
        }
    }

    fn setp(&mut self) -> String {
        let (t, c) = self.rng.pick(&INT);
        let bits = c.bits();
        let a = self.r(c);
        let b = self.s(c);
        let (ty, cmp) = match self.rng.below(4) {
            0 => (format!("b{}", bits), self.rng.pick(&["eq", "ne"])),
            _ if t.starts_with('u') => (t.to_string(), self.rng.pick(&UCMP)),
            _ => (t.to_string(), self.rng.pick(&SCMP)),
        };
        let p = self.p();
        let dst = if self.rng.chance(1, 5) {
            let (p, q) = self.two_p();
            format!("{}|{}", p, q)
        } else {
            p
        };
        if self.rng.chance(1, 3) {
            let bop = self.rng.pick(&["and", "or", "xor"]);
            let q = self.pn();
            format!("setp.{}.{}.{} {}, {}, {}, {};", cmp, ty, bop, dst, a, b, q)
        } else {
            format!("setp.{}.{} {}, {}, {};", cmp, ty, dst, a, b)
        }
    }

    fn pred_op(&mut self) -> String {
        let d = self.p();
        let a = self.p();
        match self.rng.below(3) {
            0 => format!("not.pred {}, {};", d, a),
            1 => format!("mov.pred {}, {};", d, a),
            _ => {
                let b = self.p();
                let op = self.rng.pick(&["and", "or", "xor"]);
                format!("{}.pred {}, {}, {};", op, d, a, b)
            }
        }
    }

    fn data_op(&mut self) -> String {
        match self.rng.below(7) {
            0 => {
                let d = self.r(C::D);
                let (a, b) = (self.r(C::R), self.r(C::R));
                format!("mov.b64 {}, {{{}, {}}};", d, a, b)
            }
            1 => {
                let (a, b) = self.two(C::R);
                let d = self.r(C::D);
                format!("mov.b64 {{{}, {}}}, {};", a, b, d)
            }
            2 => {
                let d = self.r(C::R);
                let (a, b) = (self.r(C::H), self.r(C::H));
                format!("mov.b32 {}, {{{}, {}}};", d, a, b)
            }
            3 => {
                let (a, b) = self.two(C::H);
                let d = self.r(C::R);
                format!("mov.b32 {{{}, {}}}, {};", a, b, d)
            }
            4 => {
                let c = self.rng.pick(&[C::H, C::R, C::D]);
                let d = self.r(c);
                let a = self.s(c);
                let t = self.rng.pick(&["b", "u", "s"]);
                format!("mov.{}{} {}, {};", t, c.bits(), d, a)
            }
            _ => self.cvt(),
        }
    }

    fn cvt(&mut self) -> String {
        // (type, register class, value bits)
        const T: [(&str, C, u32); 8] = [
            ("u8", C::H, 8),
            ("s8", C::H, 8),
            ("u16", C::H, 16),
            ("s16", C::H, 16),
            ("u32", C::R, 32),
            ("s32", C::R, 32),
            ("u64", C::D, 64),
            ("s64", C::D, 64),
        ];
        let (dt, dc, db) = self.rng.pick(&T);
        let (at, ac, ab) = self.rng.pick(&T);
        let d = self.r(dc);
        let a = self.r(ac);
        let range = |t: &str, b: u32| -> (i128, i128) {
            if t.starts_with('s') {
                (-(1i128 << (b - 1)), (1i128 << (b - 1)) - 1)
            } else {
                (0, (1i128 << b) - 1)
            }
        };
        let (dmin, dmax) = range(dt, db);
        let (amin, amax) = range(at, ab);
        // ptxas only takes .sat on a conversion that can overflow.
        let sat = if (dmin > amin || dmax < amax) && self.rng.chance(1, 3) {
            ".sat"
        } else {
            ""
        };
        format!("cvt{}.{}.{} {}, {};", sat, dt, at, d, a)
    }

    // --------------------------------------------------------------- video

    fn scalar_video(&mut self) -> String {
        let op = self.rng.pick(&[
            "vadd", "vsub", "vabsdiff", "vmin", "vmax", "vadd", "vsub", "vabsdiff", "vmin", "vmax",
            "vshl", "vshr",
        ]);
        let shift = op == "vshl" || op == "vshr";
        let uniform = self.rng.chance(1, 2);
        let dt = self.rng.pick(&US);
        let at = if uniform { dt } else { self.rng.pick(&US) };
        let bt = if shift {
            "u32"
        } else if uniform {
            dt
        } else {
            self.rng.pick(&US)
        };
        let mut m = format!("{}.{}.{}.{}", op, dt, at, bt);
        if shift {
            m.push_str(self.rng.pick(&[".clamp", ".wrap"]));
        }
        if self.rng.chance(1, 3) {
            m.push_str(".sat");
        }
        let d = self.r(C::R);
        let asel = self.rng.pick(&VSEL);
        let bsel = self.rng.pick(&VSEL);
        let a = format!("{}{}", self.r(C::R), asel);
        let b = if bsel.is_empty() && self.rng.chance(1, 6) {
            format!("{}", self.rng.below(40))
        } else {
            format!("{}{}", self.r(C::R), bsel)
        };
        match self.rng.below(3) {
            0 => format!("{} {}, {}, {};", m, d, a, b),
            1 => {
                let op2 = self.rng.pick(&[".add", ".min", ".max"]);
                let c = self.r(C::R);
                format!("{}{} {}, {}, {}, {};", m, op2, d, a, b, c)
            }
            _ => {
                let dsel = self.rng.pick(&VSEL[1..]);
                let c = self.r(C::R);
                format!("{} {}{}, {}, {}, {};", m, d, dsel, a, b, c)
            }
        }
    }

    fn vmad(&mut self) -> String {
        let (dt, at, bt) = (self.rng.pick(&US), self.rng.pick(&US), self.rng.pick(&US));
        let mut m = format!("vmad.{}.{}.{}", dt, at, bt);
        let po = self.rng.chance(1, 4);
        if po {
            m.push_str(".po");
        }
        if self.rng.chance(1, 3) {
            m.push_str(".sat");
        }
        if !po {
            m.push_str(self.rng.pick(&["", "", ".shr7", ".shr15"]));
        }
        let (mut na, mut nb, mut nc) = (false, false, false);
        if !po {
            match self.rng.below(5) {
                0 => na = true,
                1 => nb = true,
                2 => {
                    na = true;
                    nb = true
                }
                3 => nc = true,
                _ => {}
            }
        }
        let neg = |n: bool| if n { "-" } else { "" };
        let asel = self.rng.pick(&VSEL);
        let bsel = self.rng.pick(&VSEL);
        let d = self.r(C::R);
        let (a, b, c) = (self.r(C::R), self.r(C::R), self.r(C::R));
        format!(
            "{} {}, {}{}{}, {}{}{}, {}{};",
            m,
            d,
            neg(na),
            a,
            asel,
            neg(nb),
            b,
            bsel,
            neg(nc),
            c
        )
    }

    fn vset(&mut self) -> String {
        let (at, bt) = (self.rng.pick(&US), self.rng.pick(&US));
        let cmp = self.rng.pick(&SCMP);
        let m = format!("vset.{}.{}.{}", at, bt, cmp);
        let d = self.r(C::R);
        let a = format!("{}{}", self.r(C::R), self.rng.pick(&VSEL));
        let b = format!("{}{}", self.r(C::R), self.rng.pick(&VSEL));
        match self.rng.below(3) {
            0 => format!("{} {}, {}, {};", m, d, a, b),
            1 => {
                let op2 = self.rng.pick(&[".add", ".min", ".max"]);
                let c = self.r(C::R);
                format!("{}{} {}, {}, {}, {};", m, op2, d, a, b, c)
            }
            _ => {
                let dsel = self.rng.pick(&VSEL[1..]);
                let c = self.r(C::R);
                format!("{} {}{}, {}, {}, {};", m, d, dsel, a, b, c)
            }
        }
    }

    /// A SIMD lane selector (`.h10`, `.b7011`, ...) or none.
    fn simd_sel(&mut self, lanes: usize) -> String {
        if self.rng.chance(1, 2) {
            return String::new();
        }
        let mut s = String::from(if lanes == 2 { ".h" } else { ".b" });
        // Lanes from either operand, or all from `a`, or all from `b`.
        let (lo, n) = match self.rng.below(4) {
            0 => (0, lanes),
            1 => (lanes, lanes),
            _ => (0, 2 * lanes),
        };
        for _ in 0..lanes {
            let _ = write!(s, "{}", lo + self.rng.below(n));
        }
        if s == ".b1024" {
            // The one selector ptxas refuses (it reads it as a type).
            return ".b1023".to_string();
        }
        s
    }

    /// A SIMD destination mask (`.h0`, `.b310`, ...) or none (all lanes).
    fn simd_mask(&mut self, lanes: usize) -> String {
        if self.rng.chance(1, 2) {
            return String::new();
        }
        let bits = 1 + self.rng.below((1 << lanes) - 1);
        let mut s = String::from(if lanes == 2 { ".h" } else { ".b" });
        for lane in (0..lanes).rev() {
            if bits & (1 << lane) != 0 {
                let _ = write!(s, "{}", lane);
            }
        }
        s
    }

    fn simd_video(&mut self) -> String {
        let lanes = if self.rng.chance(1, 2) { 2 } else { 4 };
        let op = self
            .rng
            .pick(&["vadd", "vsub", "vavrg", "vabsdiff", "vmin", "vmax", "vset"]);
        // Half the time one type throughout, as most code writes it.
        let (dt, at, bt) = if self.rng.chance(1, 2) {
            let t = self.rng.pick(&US);
            (t, t, t)
        } else {
            (self.rng.pick(&US), self.rng.pick(&US), self.rng.pick(&US))
        };
        let mut m = if op == "vset" {
            format!("vset{}.{}.{}.{}", lanes, at, bt, self.rng.pick(&SCMP))
        } else {
            format!("{}{}.{}.{}.{}", op, lanes, dt, at, bt)
        };
        match self.rng.below(3) {
            0 if op != "vset" => m.push_str(".sat"),
            1 => m.push_str(".add"),
            _ => {}
        }
        let d = format!("{}{}", self.r(C::R), self.simd_mask(lanes));
        let a = format!("{}{}", self.r(C::R), self.simd_sel(lanes));
        let b = format!("{}{}", self.r(C::R), self.simd_sel(lanes));
        let c = self.r(C::R);
        format!("{} {}, {}, {}, {};", m, d, a, b, c)
    }

    // ------------------------------------------------------- multi-line units

    /// An extended-precision chain: an unguarded `.cc` head, then `addc`,
    /// `subc`, `madc` links (some guarded), the last maybe without `.cc`.
    fn carry_chain(&mut self) -> Vec<String> {
        let mut out = Vec::new();
        let len = self.rng.range(2, 6);
        let mixed = self.rng.chance(1, 6);
        let mut c = if self.rng.chance(1, 2) { C::R } else { C::D };
        for i in 0..len {
            if mixed {
                c = if self.rng.chance(1, 2) { C::R } else { C::D };
            }
            let su = self.rng.pick(&["u", "s"]);
            let t = format!("{}{}", su, c.bits());
            let d = self.r(c);
            let a = self.s(c);
            let b = self.s(c);
            let last = i + 1 == len;
            let cc = if last && self.rng.chance(1, 2) {
                ""
            } else {
                ".cc"
            };
            let g = if i > 0 { self.guard() } else { String::new() };
            let line = if i == 0 {
                match self.rng.below(4) {
                    0 => format!("add.cc.{} {}, {}, {};", t, d, a, b),
                    1 => format!("sub.cc.{} {}, {}, {};", t, d, a, b),
                    _ => {
                        let hl = self.rng.pick(&["lo", "hi"]);
                        let e = self.s(c);
                        format!("mad.{}.cc.{} {}, {}, {}, {};", hl, t, d, a, b, e)
                    }
                }
            } else {
                match self.rng.below(5) {
                    0 | 1 => format!("{}addc{}.{} {}, {}, {};", g, cc, t, d, a, b),
                    2 => format!("{}subc{}.{} {}, {}, {};", g, cc, t, d, a, b),
                    3 => {
                        let hl = self.rng.pick(&["lo", "hi"]);
                        let e = self.s(c);
                        format!("{}madc.{}{}.{} {}, {}, {}, {};", g, hl, cc, t, d, a, b, e)
                    }
                    _ => {
                        // An instruction that leaves CC.CF alone in between.
                        let op = self.int_op();
                        out.push(op);
                        format!("{}addc{}.{} {}, {}, {};", g, cc, t, d, a, b)
                    }
                }
            };
            out.push(line);
        }
        out
    }

    /// A call of a generated function: direct for `.reg` callees, the
    /// standard `.param` sequence for `.param` ones; sometimes guarded.
    fn call(&mut self) -> Vec<String> {
        let f = self.callees[self.rng.below(self.callees.len())].clone();
        let guard = if self.rng.chance(1, 4) {
            let p = self.pn();
            format!("@{} ", p)
        } else {
            String::new()
        };
        let uni = if (guard.is_empty() || f.by_param) && self.rng.chance(1, 2) {
            ".uni"
        } else {
            ""
        };
        if !f.by_param {
            let rets: Vec<String> = f.rets.iter().map(|&b| self.r(C::of_bits(b))).collect();
            let args: Vec<String> = f
                .params
                .iter()
                .map(|&b| {
                    if self.rng.chance(1, 10) {
                        self.imm(b)
                    } else {
                        self.r(C::of_bits(b))
                    }
                })
                .collect();
            let mut s = format!("{}call{} ", guard, uni);
            if !rets.is_empty() {
                let _ = write!(s, "({}), ", rets.join(", "));
            }
            let _ = write!(s, "{}, ({});", f.name, args.join(", "));
            return vec![s];
        }
        // ptxas refuses a guarded `ld.param` of the return value: a guarded
        // `.param` call is a branch around the whole sequence.
        let mut out = Vec::new();
        let skip = format!("$L_{}_{}", self.tag, self.labels);
        if !guard.is_empty() {
            self.labels += 1;
            let p = guard.trim_start_matches('@').trim_end();
            let neg = match p.strip_prefix('!') {
                Some(q) => q.to_string(),
                None => format!("!{}", p),
            };
            out.push(format!("@{} bra {};", neg, skip));
        }
        out.push("{".to_string());
        let mut names = Vec::new();
        for (k, &b) in f.params.iter().enumerate() {
            let v = self.r(C::of_bits(b));
            out.push(format!("  .param .b{} param{};", b, k));
            out.push(format!("  st.param.b{} [param{}+0], {};", b, k, v));
            names.push(format!("param{}", k));
        }
        let rb = f.rets[0];
        out.push(format!("  .param .b{} retval0;", rb));
        out.push(format!(
            "  call{} (retval0), {}, ({});",
            uni,
            f.name,
            names.join(", ")
        ));
        let d = self.r(C::of_bits(rb));
        out.push(format!("  ld.param.b{} {}, [retval0+0];", rb, d));
        out.push("}".to_string());
        if !guard.is_empty() {
            out.push(format!("{}:", skip));
        }
        out
    }

    /// One unit: an instruction (maybe guarded) or a multi-line group.
    fn unit(&mut self) -> Vec<String> {
        if let Some(l) = self.local.as_mut() {
            if l.chance(1, 5) {
                return kernel_local_unit(l, self.regs);
            }
        }
        if self.depth < 2 && self.loops < MAX_LOOPS && self.rng.chance(1, 14) {
            return self.loop_unit();
        }
        if self.ctx != Ctx::Func && self.warps && self.rng.chance(1, 30) {
            return self.warp_unit();
        }
        if self.ctx == Ctx::Func && self.rng.chance(1, 20) {
            return self.local_unit();
        }
        let k = self.rng.below(100);
        let one = match k {
            0..=17 => self.int_op(),
            18..=27 => self.bits_op(),
            28..=33 => self.logic32(),
            34..=39 => self.setp(),
            40..=41 => self.pred_op(),
            42..=47 => self.data_op(),
            66..=81 if !self.video => return self.carry_chain(),
            48..=59 => self.scalar_video(),
            60..=62 => self.vmad(),
            63..=65 => self.vset(),
            66..=81 => self.simd_video(),
            82..=89 => return self.carry_chain(),
            90..=92 if self.ctx != Ctx::Func => self.kernel_mem(),
            90..=94 if !self.callees.is_empty() => return self.call(),
            95..=96 if self.ctx != Ctx::KernelMid => {
                let p = self.pn();
                return vec![format!("@{} ret;", p)];
            }
            97..=99 => {
                // A constant for later instructions (maybe across a label).
                let c = self.rng.pick(&[C::H, C::R, C::R, C::R, C::D]);
                let d = self.r(c);
                let v = self.imm(c.bits());
                return vec![format!("mov.b{} {}, {};", c.bits(), d, v)];
            }
            _ => self.int_op(),
        };
        let g = self.guard();
        let mut out = Vec::new();
        if self.rng.chance(1, if one.starts_with('v') { 3 } else { 6 }) {
            // Make one source a constant the JITs can see (SIMD video and
            // most operand positions take no immediate).
            if let Some(m) = self.const_source(&one) {
                out.push(m);
            }
        }
        out.push(format!("{}{}", g, one));
        out
    }

    /// A loop around 1-4 units: a backward branch on its own counter,
    /// bounded by a constant (1-6 trips) or by data (1-8 trips: the low
    /// bits of a register, so the threads of a kernel diverge).
    fn loop_unit(&mut self) -> Vec<String> {
        let i = self.loops;
        self.loops += 1;
        let label = format!("$LOOP_{}_{}", self.tag, i);
        let mut out = Vec::new();
        if self.rng.chance(1, 2) {
            out.push(format!("mov.u32 %lc{}, {};", i, self.rng.range(1, 7)));
        } else {
            let r = self.r(C::R);
            out.push(format!("and.b32 %lc{}, {}, 7;", i, r));
            out.push(format!("add.u32 %lc{}, %lc{}, 1;", i, i));
        }
        out.push(format!("{}:", label));
        self.depth += 1;
        for _ in 0..self.rng.range(1, 5) {
            out.extend(self.unit());
        }
        self.depth -= 1;
        out.push(format!("sub.u32 %lc{}, %lc{}, 1;", i, i));
        out.push(format!("setp.ne.u32 %lq{}, %lc{}, 0;", i, i));
        out.push(format!("@%lq{} bra {};", i, label));
        out
    }

    /// A store into the function's local array `lbuf` and a load of (part
    /// of) what it stored: a spill and a reload through `.local` memory.
    fn local_unit(&mut self) -> Vec<String> {
        let o = 8 * self.rng.below(8);
        match self.rng.below(3) {
            0 => {
                let (a, b) = (self.r(C::R), self.r(C::R));
                vec![
                    format!("st.local.u32 [lbuf+{}], {};", o, a),
                    format!("ld.local.u32 {}, [lbuf+{}];", b, o),
                ]
            }
            1 => {
                let (a, b) = (self.r(C::D), self.r(C::R));
                let k = 4 * self.rng.below(2);
                vec![
                    format!("st.local.u64 [lbuf+{}], {};", o, a),
                    format!("ld.local.u32 {}, [lbuf+{}];", b, o + k),
                ]
            }
            _ => {
                let (a, b) = (self.r(C::H), self.r(C::H));
                let k = self.rng.below(2);
                vec![
                    format!("st.local.u16 [lbuf+{}], {};", o, a),
                    format!("ld.local.u8 {}, [lbuf+{}];", b, o + k),
                ]
            }
        }
    }

    /// A warp collective over the lanes that are here (`activemask`), well
    /// defined however the warp has diverged: a ballot, a sum, a minimum.
    fn warp_unit(&mut self) -> Vec<String> {
        let d = self.r(C::R);
        let a = self.r(C::R);
        let op = match self.rng.below(4) {
            0 => {
                let p = self.p();
                format!("vote.sync.ballot.b32 {}, {}, %lm;", d, p)
            }
            1 => format!("redux.sync.add.u32 {}, {}, %lm;", d, a),
            2 => format!("redux.sync.min.u32 {}, {}, %lm;", d, a),
            _ => format!("redux.sync.xor.b32 {}, {}, %lm;", d, a),
        };
        vec!["activemask.b32 %lm;".to_string(), op]
    }

    /// Kernel memory inside a segment: a load of the thread's own input
    /// (`%a2`, 32 bytes), or a store into its own output slot (`%a3`, the
    /// `%r` words first), which the final stores overwrite unless a `ret`
    /// skips them.
    fn kernel_mem(&mut self) -> String {
        match self.rng.below(5) {
            0 => {
                let d = self.r(C::R);
                let t = self.rng.pick(&["u32", "s32", "b32"]);
                let nc = self.rng.pick(&["", ".nc"]);
                format!(
                    "ld.global{}.{} {}, [%a2+{}];",
                    nc,
                    t,
                    d,
                    4 * self.rng.below(8)
                )
            }
            1 => {
                let (d, t, size) = match self.rng.below(4) {
                    0 => (self.r(C::H), self.rng.pick(&["u16", "s16", "u8", "s8"]), 2),
                    1 => (self.r(C::R), self.rng.pick(&["u16", "s16", "u8", "s8"]), 2),
                    2 => (self.r(C::D), self.rng.pick(&["u32", "s32", "u8", "s16"]), 4),
                    _ => (self.r(C::D), "u64", 8),
                };
                let off = size * self.rng.below(32 / size);
                format!("ld.global.{} {}, [%a2+{}];", t, d, off)
            }
            2 => {
                let (a, b) = self.two(C::R);
                format!(
                    "ld.global.v2.u32 {{{}, {}}}, [%a2+{}];",
                    a,
                    b,
                    8 * self.rng.below(4)
                )
            }
            3 => {
                let i = self.rng.below(self.regs.r);
                let v = self.r(C::R);
                format!("st.global.u32 [%a3+{}], {};", 4 * i, v)
            }
            _ => {
                // A byte or halfword of the first %r words.
                let i = self.rng.below(4 * self.regs.r);
                if self.rng.chance(1, 2) {
                    let v = self.r(C::H);
                    format!("st.global.u8 [%a3+{}], {};", i, v)
                } else {
                    let v = self.r(C::R);
                    format!("st.global.u16 [%a3+{}], {};", i & !1, v)
                }
            }
        }
    }

    /// A `mov` of an immediate into one of the source registers of `inst`
    /// (not a destination), if it has one.
    fn const_source(&mut self, inst: &str) -> Option<String> {
        let (_, ops) = inst.trim_end_matches(';').split_once(' ')?;
        let mut regs: Vec<String> = Vec::new();
        for (i, o) in ops.split(',').enumerate() {
            let o = o.trim().trim_start_matches('-');
            if i == 0 || o.starts_with('{') || o.ends_with('}') {
                continue; // destinations, vector operands
            }
            let name = o.split('.').next().unwrap_or("");
            let is_reg = name.len() > 2
                && name.starts_with('%')
                && matches!(&name[1..2], "r" | "d" | "h")
                && name[2..].bytes().all(|b| b.is_ascii_digit());
            if is_reg && !regs.iter().any(|r| r == name) {
                regs.push(name.to_string());
            }
        }
        if regs.is_empty() {
            return None;
        }
        let r = regs[self.rng.below(regs.len())].clone();
        let bits = match &r[1..2] {
            "h" => 16,
            "r" => 32,
            _ => 64,
        };
        let v = self.imm(bits);
        Some(format!("mov.b{} {}, {};", bits, r, v))
    }

    /// A straight-line segment of about `n` instructions with forward
    /// branches that stay inside it. Ends with a label target only if
    /// followed by more code (the caller always appends some).
    fn segment(&mut self, n: usize) -> Vec<String> {
        let mut units: Vec<Vec<String>> = Vec::new();
        let mut count = 0;
        while count < n {
            let u = self.unit();
            count += u.len();
            units.push(u);
        }
        // Branch sources and targets, as positions between units.
        let nb = if units.len() >= 2 {
            self.rng.below(1 + units.len() / 6)
        } else {
            0
        };
        let mut before: Vec<Vec<String>> = vec![Vec::new(); units.len() + 1];
        for _ in 0..nb {
            let from = self.rng.below(units.len());
            let to = self.rng.range(from + 1, units.len());
            let label = format!("$L_{}_{}", self.tag, self.labels);
            self.labels += 1;
            let br = match self.rng.below(6) {
                0 => format!("bra.uni {};", label),
                1 => format!("bra {};", label),
                _ => {
                    let p = self.pn();
                    format!("@{} bra {};", p, label)
                }
            };
            // Labels go first at a position, so a branch placed at the same
            // position as a label stays after it.
            before[to].insert(0, format!("{}:", label));
            before[from].push(br);
        }
        // The markers delimit what a minimiser may delete.
        let mut out = vec![SEG_BEGIN.to_string()];
        for (i, u) in units.into_iter().enumerate() {
            out.append(&mut before[i]);
            out.extend(u);
        }
        let last = before.len() - 1;
        out.append(&mut before[last]);
        out.push(SEG_END.to_string());
        out
    }
}

/// Register declarations of a body.
fn decls(regs: Regs) -> String {
    format!(
        "  .reg .b16 %h<{}>;\n  .reg .b32 %r<{}>;\n  .reg .b64 %d<{}>;\n  .reg .pred %p<{}>;\n  .reg .b32 %ft;\n  .reg .b32 %fs;\n  .reg .b64 %fd;\n  .reg .b32 %lc<4>;\n  .reg .pred %lq<4>;\n  .reg .b32 %lm;\n",
        regs.h, regs.r, regs.d, regs.p
    )
}

/// Folds every `%r`, `%h` and `%p` register into the 32-bit `t` (not
/// `%fs`, which is scratch).
fn fold32(regs: Regs, t: &str) -> Vec<String> {
    let mut out = vec![format!("mov.b32 {}, 0x811c9dc5;", t)];
    for i in 0..regs.r {
        out.push(format!("mad.lo.u32 {}, {}, 31, %r{};", t, t, i));
    }
    for i in 0..regs.h {
        out.push(format!("cvt.u32.u16 %fs, %h{};", i));
        out.push(format!("mad.lo.u32 {}, {}, 31, %fs;", t, t));
    }
    for i in 0..regs.p {
        out.push(format!("selp.u32 %fs, {}, 0, %p{};", 1 << (i % 16), i));
        out.push(format!("xor.b32 {}, {}, %fs;", t, t));
    }
    out
}

/// Folds every `%d` register into the 64-bit `t`.
fn fold64(regs: Regs, t: &str) -> Vec<String> {
    let mut out = vec![format!("mov.b64 {}, 0xcbf29ce484222325;", t)];
    for i in 0..regs.d {
        out.push(format!("mad.lo.u64 {}, {}, 31, %d{};", t, t, i));
    }
    out
}

/// Initialises every pool register from `srcs32` / `srcs64` (parameters or
/// loaded values; either may be empty), constants and each other.
/// `konst`: how many of 8 registers start as constants (beyond the 1 in 8
/// that do anyway), which gives the JITs' constant folding work.
fn init(
    rng: &mut Rng,
    regs: Regs,
    srcs32: &[String],
    srcs64: &[String],
    konst: usize,
) -> Vec<String> {
    let mut out = Vec::new();
    for i in 0..regs.r {
        let k = rng.below(8);
        let line = if rng.below(8) >= konst && i < srcs32.len() && k > 0 {
            format!("mov.b32 %r{}, {};", i, srcs32[i])
        } else if k <= 1 || rng.below(8) < konst || (srcs32.is_empty() && srcs64.is_empty()) {
            format!("mov.b32 %r{}, 0x{:x};", i, rng.value(32))
        } else if !srcs64.is_empty() && (k <= 3 || srcs32.is_empty()) {
            let x = &srcs64[rng.below(srcs64.len())];
            if k & 1 == 0 {
                format!("shr.b64 %fd, {}, 32;\ncvt.u32.u64 %r{}, %fd;", x, i)
            } else {
                format!("cvt.u32.u64 %r{}, {};", i, x)
            }
        } else {
            // A mix of a source and a constant or another source.
            let a = &srcs32[rng.below(srcs32.len())];
            let b = if k & 1 == 0 {
                srcs32[rng.below(srcs32.len())].clone()
            } else {
                format!("0x{:x}", rng.value(32))
            };
            let op = rng.pick(&["xor.b32", "add.u32", "sub.u32", "mul.lo.u32"]);
            format!("{} %r{}, {}, {};", op, i, a, b)
        };
        out.extend(line.lines().map(str::to_string));
    }
    // From here on the %r registers are the 32-bit sources.
    for i in 0..regs.d {
        let k = rng.below(8);
        let r = |rng: &mut Rng| format!("%r{}", rng.below(regs.r));
        let line = if rng.below(8) >= konst && i < srcs64.len() && k > 0 {
            format!("mov.b64 %d{}, {};", i, srcs64[i])
        } else if k <= 1 || rng.below(8) < konst {
            format!("mov.b64 %d{}, 0x{:x};", i, rng.value(64))
        } else if k <= 3 || srcs64.is_empty() {
            if k & 1 == 0 {
                format!("mov.b64 %d{}, {{{}, {}}};", i, r(rng), r(rng))
            } else {
                let su = rng.pick(&["s", "u"]);
                format!("cvt.{}64.{}32 %d{}, {};", su, su, i, r(rng))
            }
        } else {
            let a = &srcs64[rng.below(srcs64.len())];
            let op = rng.pick(&["xor.b64", "add.u64", "sub.u64", "mul.lo.u64"]);
            format!("{} %d{}, {}, 0x{:x};", op, i, a, rng.value(64))
        };
        out.push(line);
    }
    for i in 0..regs.h {
        out.push(format!("cvt.u16.u32 %h{}, %r{};", i, rng.below(regs.r)));
    }
    for i in 0..regs.p {
        let cmp = rng.pick(&UCMP);
        out.push(format!(
            "setp.{}.u32 %p{}, %r{}, %r{};",
            cmp,
            i,
            rng.below(regs.r),
            rng.below(regs.r)
        ));
    }
    out
}

fn random_regs(rng: &mut Rng) -> Regs {
    Regs {
        h: rng.range(2, 4),
        r: rng.range(4, 8),
        d: rng.range(2, 5),
        p: rng.range(2, 4),
    }
}

fn indent(lines: &[String]) -> String {
    let mut s = String::new();
    for l in lines {
        if l.ends_with(':') {
            let _ = writeln!(s, "{}", l);
        } else {
            let _ = writeln!(s, "  {}", l);
        }
    }
    s
}

/// One function: signature `sig`, body of about `n` instructions.
fn gen_func(rng: &mut Rng, sig: &Sig, callees: &[Sig], n: usize) -> String {
    let regs = random_regs(rng);
    let kw = if sig.by_param { ".param" } else { ".reg" };
    let rets: Vec<String> = sig
        .rets
        .iter()
        .enumerate()
        .map(|(k, b)| format!("{} .b{} y{}", kw, b, k))
        .collect();
    let params: Vec<String> = sig
        .params
        .iter()
        .enumerate()
        .map(|(k, b)| format!("{} .b{} x{}", kw, b, k))
        .collect();
    let mut s = String::from(".visible .func ");
    if !rets.is_empty() {
        let _ = write!(s, "({}) ", rets.join(", "));
    }
    let _ = writeln!(s, "{}({})\n{{", sig.name, params.join(", "));
    s.push_str(&decls(regs));
    s.push_str("  .local .align 8 .b8 lbuf[64];\n");
    let mut lines = Vec::new();
    let (mut s32, mut s64): (Vec<String>, Vec<String>) = (Vec::new(), Vec::new());
    if sig.by_param {
        // Load the parameters into scratch copies first.
        let _ = writeln!(s, "  .reg .b32 %x<{}>;", sig.params.len());
        let _ = writeln!(s, "  .reg .b64 %xd<{}>;", sig.params.len());
        for (k, &b) in sig.params.iter().enumerate() {
            if b == 32 {
                lines.push(format!("ld.param.b32 %x{}, [x{}];", k, k));
                s32.push(format!("%x{}", k));
            } else {
                lines.push(format!("ld.param.b64 %xd{}, [x{}];", k, k));
                s64.push(format!("%xd{}", k));
            }
        }
    } else {
        for (k, &b) in sig.params.iter().enumerate() {
            if b == 32 {
                s32.push(format!("x{}", k));
            } else {
                s64.push(format!("x{}", k));
            }
        }
    }
    let konst = rng.pick(&[0, 0, 3, 6]);
    lines.extend(init(rng, regs, &s32, &s64, konst));
    // Returns get a value first, so an early `ret` returns something defined.
    for (k, &b) in sig.rets.iter().enumerate() {
        if sig.by_param {
            lines.push(format!("st.param.b{} [y{}], {};", b, k, rng.value(b)));
        } else {
            lines.push(format!("mov.b{} y{}, {};", b, k, rng.value(b)));
        }
    }
    let mut body = Body {
        rng,
        regs,
        callees,
        ctx: Ctx::Func,
        tag: sig.name.clone(),
        labels: 0,
        warps: true,
        video: true,
        depth: 0,
        loops: 0,
        local: None,
    };
    lines.extend(body.segment(n));
    // Results: each return folds the registers of its width.
    lines.push(FOLD_BEGIN.to_string());
    for (k, &b) in sig.rets.iter().enumerate() {
        let t = if b == 32 { "%ft" } else { "%fd" };
        let folded = if b == 32 {
            fold32(regs, "%ft")
        } else {
            fold64(regs, "%fd")
        };
        lines.extend(folded);
        if k > 0 {
            // Later returns of the same width differ: mix in the index.
            lines.push(format!("xor.b{} {}, {}, {};", b, t, t, k));
        }
        if sig.by_param {
            lines.push(format!("st.param.b{} [y{}], {};", b, k, t));
        } else {
            lines.push(format!("mov.b{} y{}, {};", b, k, t));
        }
    }
    lines.push(FOLD_END.to_string());
    lines.push("ret;".to_string());
    s.push_str(&indent(&lines));
    s.push_str("}\n");
    s
}

/// Callees for a module: 0 to 3 small functions, each of either calling
/// convention, each calling only earlier ones.
fn gen_callees(rng: &mut Rng, prefix: &str, out: &mut String) -> Vec<Sig> {
    let mut sigs: Vec<Sig> = Vec::new();
    for i in 0..rng.below(4) {
        let by_param = rng.chance(1, 2);
        let np = rng.range(1, 3);
        let params: Vec<u32> = (0..np).map(|_| rng.pick(&[32, 32, 64])).collect();
        let nr = if by_param { 1 } else { rng.range(1, 2) };
        let rets: Vec<u32> = (0..nr).map(|_| rng.pick(&[32, 32, 64])).collect();
        let sig = Sig {
            name: format!("{}c{}", prefix, i),
            params,
            rets,
            by_param,
        };
        let n = rng.range(4, 14);
        let text = gen_func(rng, &sig, &sigs, n);
        out.push_str(&text);
        sigs.push(sig);
    }
    sigs
}

/// A module of `.func`s from `seed`: 0-3 callees and 1-2 top functions with
/// `.reg` parameters (1-6) and returns (1-4).
pub fn gen_funcs(seed: u64) -> FuncProgram {
    let mut rng = Rng(seed ^ 0x0f0f_1234_5678_9abc);
    let mut ptx = String::from(HEAD);
    let mut funcs = gen_callees(&mut rng, "", &mut ptx);
    let callees = funcs.clone();
    for i in 0..rng.range(1, 2) {
        let np = rng.range(1, 6);
        let params: Vec<u32> = (0..np).map(|_| rng.pick(&[32, 32, 64])).collect();
        let nr = rng.range(1, 4);
        let rets: Vec<u32> = (0..nr).map(|_| rng.pick(&[32, 32, 64])).collect();
        let sig = Sig {
            name: format!("f{}", i),
            params,
            rets,
            by_param: false,
        };
        // Mostly 10-50 instructions; some tiny bodies, which LLVM
        // vectorises across rows in the batched entry.
        let n = if rng.chance(1, 4) {
            rng.range(1, 4)
        } else {
            rng.range(10, 50)
        };
        let text = gen_func(&mut rng, &sig, &callees, n);
        ptx.push_str(&text);
        funcs.push(sig);
    }
    FuncProgram { seed, ptx, funcs }
}

/// A module with one kernel `k(.param .u64 out, .param .u64 in)` from `seed`.
///
/// Thread `g = %ctaid.x * %ntid.x + %tid.x` reads 32 bytes at `in + 32 g`
/// (four u32, two u64), runs 1-2 rounds of: random code, write two words to
/// its own `.shared` slot, `bar.sync 0`, read a neighbour's slot (chosen by a
/// thread-index offset or by data) and, now and then, another thread's
/// input; then more random code and a store of every register to its
/// `out_stride` bytes at `out + out_stride * g`. Branches never cross a
/// barrier; `@p ret` only comes after the last one.
pub fn gen_kernel(seed: u64) -> KernelProgram {
    let mut rng = Rng(seed ^ 0x7a3c_5e1d_0b92_4f68);
    let mut ptx = String::from(HEAD);
    let callees = if rng.chance(1, 3) {
        gen_callees(&mut rng, "k", &mut ptx)
    } else {
        Vec::new()
    };
    let grid = rng.range(1, 3) as u32;
    let block = rng.pick(&[1u32, 7, 32, 33, 64, 96, 128]);
    let threads = grid * block;
    let regs = random_regs(&mut rng);
    let rounds = rng.range(1, 2);
    // Warp-synchronous programs (a stream of their own, so that the other
    // seeds make the programs they made before): every `.shared` slot
    // access `.volatile` (a lockstep point before each: quiet and loud
    // epochs, whole blocks run as warps), and after each round's reads an
    // exchange with the partner lane `tid ^ 1` in the same warp with no
    // barrier between the store and the load, which only lockstep makes
    // well defined; sometimes guarded, so that lanes stop at different
    // points.
    let vol = Rng(seed ^ 0x51ab_1e00_7c3d_9e21).chance(1, 3);
    let sh = if vol { "volatile.shared" } else { "shared" };
    // Kernels whose threads run alone (a stream of its own, a third of the
    // others): no `.shared` exchange, barrier, reduction or warp
    // collective, so each thread runs in one call (the llvm backend keeps
    // its `.local` arena in a frame of the entry there).
    let solo = !vol && Rng(seed ^ 0x2f0c_a11e_5e1f_0d17).chance(1, 3);
    // Half of those (a stream of their own) are meant for the llvm
    // backend's vector lanes (SIMD across threads): no calls and no SIMD
    // video instructions, which have no vector form.
    let simd = solo && Rng(seed ^ 0x51d0_7ac0_55ee_d00d).chance(1, 2);
    // Half of the kernels with barriers and plain `.shared` memory (their
    // own stream) are meant for vector lanes too: no calls, SIMD video
    // instructions or warp collectives; half of the reductions they would
    // have (`.shared` atomics, which lanes run; another stream).
    let bar_lanes = !vol && !solo && Rng(seed ^ 0x0ba2_1a7e_5bad_c0de).chance(1, 2);
    let callees = if simd || bar_lanes {
        Vec::new()
    } else {
        callees
    };
    // Two thirds of those (their own stream) have a `.local` array.
    let local = simd && Rng(seed ^ 0x10ca_1a11_0ca1_0ca1).chance(2, 3);
    let in_stride = 32;
    // out: r registers, the fold word, padding to 8, d registers, fold64.
    let words32 = regs.r + 1;
    let off64 = (4 * words32).div_ceil(8) * 8;
    let out_stride = off64 + 8 * (regs.d + 1);

    // A module-scope `.shared` array the kernel does not use: it takes no
    // room in the kernel's layout (docs/semantics.md §12).
    if rng.chance(1, 2) {
        let _ = writeln!(
            ptx,
            ".shared .align 16 .b8 other_tile[{}];",
            16 * rng.range(1, 64)
        );
    }
    let _ = writeln!(
        ptx,
        ".visible .entry k(.param .u64 out, .param .u64 in)\n{{"
    );
    ptx.push_str(&decls(regs));
    ptx.push_str("  .reg .b32 %ti;\n  .reg .b32 %gi;\n  .reg .b32 %nt;\n  .reg .b32 %s<4>;\n  .reg .b64 %a<8>;\n");
    if local {
        ptx.push_str("  .local .align 8 .b8 lbuf[64];\n  .reg .b32 %ls;\n  .reg .b64 %la<2>;\n");
    }
    for k in 0..rounds {
        let _ = writeln!(ptx, "  .shared .align 8 .b8 sh{}[{}];", k, 8 * block);
        if vol {
            let _ = writeln!(ptx, "  .shared .align 4 .b8 xw{}[{}];", k, 4 * block);
        }
    }
    let reduce =
        rng.chance(1, 3) && !solo && (!bar_lanes || Rng(seed ^ 0x0a70_5a1e_d0ce_0001).chance(1, 2));
    if reduce {
        ptx.push_str("  .shared .align 8 .b8 acc[16];\n  .reg .pred %q;\n");
    }
    let mut lines = vec![
        "ld.param.u64 %a0, [out];".to_string(),
        "ld.param.u64 %a1, [in];".to_string(),
        "cvta.to.global.u64 %a0, %a0;".to_string(),
        "cvta.to.global.u64 %a1, %a1;".to_string(),
        "mov.u32 %ti, %tid.x;".to_string(),
        "mov.u32 %nt, %ntid.x;".to_string(),
        "mov.u32 %s0, %ctaid.x;".to_string(),
        "mad.lo.u32 %gi, %s0, %nt, %ti;".to_string(),
        format!("mul.wide.u32 %a2, %gi, {};", in_stride),
        "add.s64 %a2, %a1, %a2;".to_string(),
        format!("mul.wide.u32 %a3, %gi, {};", out_stride),
        "add.s64 %a3, %a0, %a3;".to_string(),
    ];
    // Inputs into %r0..%r3 and %d0..%d1 (the pools have at least 4 and 2).
    if rng.chance(1, 2) {
        lines.push("ld.global.v4.u32 {%r0, %r1, %r2, %r3}, [%a2];".to_string());
    } else {
        for i in 0..4 {
            lines.push(format!("ld.global.u32 %r{}, [%a2+{}];", i, 4 * i));
        }
    }
    if rng.chance(1, 2) {
        lines.push("ld.global.v2.u64 {%d0, %d1}, [%a2+16];".to_string());
    } else {
        lines.push("ld.global.u64 %d0, [%a2+16];".to_string());
        lines.push("ld.global.u64 %d1, [%a2+24];".to_string());
    }
    let s32: Vec<String> = (0..4)
        .map(|i| format!("%r{}", i))
        .chain(["%ti".to_string(), "%gi".to_string()])
        .collect();
    // The other registers: from the inputs, special registers, constants.
    for i in 4..regs.r {
        let line = match rng.below(5) {
            0 => format!("mov.u32 %r{}, %tid.x;", i),
            1 => format!(
                "mov.u32 %r{}, {};",
                i,
                rng.pick(&["%ntid.x", "%ctaid.x", "%nctaid.x", "%laneid"])
            ),
            2 => format!("mov.b32 %r{}, 0x{:x};", i, rng.value(32)),
            _ => format!(
                "xor.b32 %r{}, {}, {};",
                i,
                s32[rng.below(4)],
                s32[rng.below(6)]
            ),
        };
        lines.push(line);
    }
    for i in 2..regs.d {
        lines.push(match rng.below(3) {
            0 => format!("mov.b64 %d{}, 0x{:x};", i, rng.value(64)),
            1 => format!(
                "mov.b64 %d{}, {{%r{}, %r{}}};",
                i,
                rng.below(4),
                rng.below(4)
            ),
            _ => format!("cvt.s64.s32 %d{}, {};", i, s32[rng.below(6)]),
        });
    }
    for i in 0..regs.h {
        let line = if rng.chance(1, 3) {
            format!("ld.global.u16 %h{}, [%a2+{}];", i, 2 * rng.below(16))
        } else {
            format!("cvt.u16.u32 %h{}, %r{};", i, rng.below(regs.r))
        };
        lines.push(line);
    }
    for i in 0..regs.p {
        lines.push(format!(
            "setp.{}.u32 %p{}, %r{}, %r{};",
            rng.pick(&UCMP),
            i,
            rng.below(regs.r),
            rng.below(regs.r)
        ));
    }
    if local {
        // Every byte written before a load can read it (each thread's own
        // values).
        for k in 0..4 {
            lines.push(format!(
                "st.local.v2.u64 [lbuf+{}], {{%d{}, %d{}}};",
                16 * k,
                k % 2,
                (k + 1) % 2
            ));
        }
    }
    for k in 0..rounds {
        let n = rng.range(5, 25);
        let mut body = Body {
            rng: &mut rng,
            regs,
            callees: &callees,
            ctx: Ctx::KernelMid,
            tag: format!("k{}", k),
            labels: 0,
            warps: !solo && !bar_lanes,
            video: !simd && !bar_lanes,
            depth: 0,
            loops: 0,
            local: local.then_some(Rng(seed ^ 0x10ca_1f00_d00d_ca00 ^ k as u64)),
        };
        lines.extend(body.segment(n));
        if solo {
            continue;
        }
        // Own slot: two words.
        let (x, y) = (rng.below(regs.r), rng.below(regs.r));
        lines.push(format!("mov.u32 %s1, sh{};", k));
        lines.push("shl.b32 %s2, %ti, 3;".to_string());
        lines.push("add.u32 %s2, %s1, %s2;".to_string());
        if rng.chance(1, 3) {
            lines.push(format!("st.{sh}.u64 [%s2], %d{};", rng.below(regs.d)));
        } else {
            lines.push(format!("st.{sh}.u32 [%s2], %r{};", x));
            lines.push(format!("st.{sh}.u32 [%s2+4], %r{};", y));
        }
        if rng.chance(1, 3) {
            // Overwrite part of the slot (before the barrier, so it is ours).
            let g = if rng.chance(1, 2) {
                format!("@%p{} ", rng.below(regs.p))
            } else {
                String::new()
            };
            if rng.chance(1, 2) {
                lines.push(format!(
                    "{}st.{sh}.u8 [%s2+{}], %h{};",
                    g,
                    rng.below(8),
                    rng.below(regs.h)
                ));
            } else {
                lines.push(format!(
                    "{}st.{sh}.b16 [%s2+{}], %h{};",
                    g,
                    2 * rng.below(4),
                    rng.below(regs.h)
                ));
            }
        }
        lines.push("bar.sync 0;".to_string());
        // A neighbour: (tid + k) mod ntid, or a data-chosen slot.
        if rng.chance(1, 2) {
            lines.push(format!("add.u32 %s3, %ti, {};", 1 + rng.below(40)));
        } else {
            lines.push(format!("mov.b32 %s3, %r{};", rng.below(regs.r)));
        }
        lines.push("rem.u32 %s3, %s3, %nt;".to_string());
        lines.push("shl.b32 %s3, %s3, 3;".to_string());
        lines.push("add.u32 %s3, %s1, %s3;".to_string());
        let g = if rng.chance(1, 4) {
            format!("@%p{} ", rng.below(regs.p))
        } else {
            String::new()
        };
        match rng.below(4) {
            0 => lines.push(format!("{}ld.{sh}.u64 %d{}, [%s3];", g, rng.below(regs.d))),
            3 => {
                // Sub-word loads, zero- or sign-extended.
                let t = rng.pick(&["u8", "s8", "u16", "s16"]);
                let size = if t.ends_with('8') { 1 } else { 2 };
                let off = size * rng.below(8 / size);
                let d = if rng.chance(1, 2) {
                    format!("%r{}", rng.below(regs.r))
                } else {
                    format!("%h{}", rng.below(regs.h))
                };
                lines.push(format!("{}ld.{sh}.{} {}, [%s3+{}];", g, t, d, off));
                lines.push(format!("ld.{sh}.u32 %r{}, [%s3+4];", rng.below(regs.r)));
            }
            1 => lines.push(format!(
                "{}ld.{sh}.v2.u32 {{%r{}, %r{}}}, [%s3];",
                g,
                rng.below(regs.r / 2),
                regs.r / 2 + rng.below(regs.r - regs.r / 2)
            )),
            _ => {
                lines.push(format!("{}ld.{sh}.u32 %r{}, [%s3];", g, rng.below(regs.r)));
                lines.push(format!("ld.{sh}.u32 %r{}, [%s3+4];", rng.below(regs.r)));
            }
        }
        if vol {
            // The partner lane's word, stored and loaded in one epoch.
            lines.push("add.u32 %s3, %nt, -1;".to_string());
            lines.push("xor.b32 %s0, %ti, 1;".to_string());
            lines.push("min.u32 %s3, %s0, %s3;".to_string());
            lines.push("shl.b32 %s3, %s3, 2;".to_string());
            lines.push(format!("mov.u32 %s0, xw{};", k));
            lines.push("add.u32 %s3, %s0, %s3;".to_string());
            lines.push("shl.b32 %s0, %ti, 2;".to_string());
            lines.push(format!("mov.u32 %s1, xw{};", k));
            lines.push("add.u32 %s0, %s1, %s0;".to_string());
            // Guarded, or branched around (lanes that skip it stop at
            // the load's lockstep point while the others stop at the
            // store's: a warp stopped at two points).
            let (g, skip) = match rng.below(4) {
                0 => (format!("@%p{} ", rng.below(regs.p)), false),
                1 => (String::new(), true),
                _ => (String::new(), false),
            };
            if skip {
                lines.push(format!("@%p{} bra XS{k};", rng.below(regs.p)));
            }
            lines.push(format!(
                "{}st.volatile.shared.u32 [%s0], %r{};",
                g,
                rng.below(regs.r)
            ));
            if skip {
                lines.push(format!("XS{k}:"));
            }
            lines.push(format!(
                "ld.volatile.shared.u32 %r{}, [%s3];",
                rng.below(regs.r)
            ));
            lines.push(format!("mov.u32 %s1, sh{};", k));
        }
        if rng.chance(1, 3) {
            // Another thread's input, chosen by data.
            lines.push(format!(
                "rem.u32 %s0, %r{}, {};",
                rng.below(regs.r),
                threads
            ));
            lines.push(format!("mul.wide.u32 %a4, %s0, {};", in_stride));
            lines.push("add.s64 %a4, %a1, %a4;".to_string());
            lines.push(format!(
                "ld.global.u32 %r{}, [%a4+{}];",
                rng.below(regs.r),
                4 * rng.below(8)
            ));
        }
    }
    if reduce {
        // Block-wide reductions into `.shared` counters (commutative, so
        // the result does not depend on the order threads run in): thread 0
        // initialises them, every thread (or those a predicate picks) adds
        // in, and everyone reads the totals.
        let op32 = rng.pick(&[
            "add.u32", "add.s32", "min.u32", "min.s32", "max.u32", "max.s32", "and.b32", "or.b32",
            "xor.b32",
        ]);
        let op64 = rng.pick(&[
            "add.u64", "min.u64", "min.s64", "max.u64", "max.s64", "and.b64", "or.b64", "xor.b64",
        ]);
        lines.push("setp.eq.u32 %q, %ti, 0;".to_string());
        lines.push(format!("@%q st.shared.u32 [acc], 0x{:x};", rng.value(32)));
        lines.push(format!("@%q st.shared.u64 [acc+8], 0x{:x};", rng.value(64)));
        lines.push("bar.sync 0;".to_string());
        let g = |rng: &mut Rng| {
            if rng.chance(1, 3) {
                format!("@%p{} ", rng.below(regs.p))
            } else {
                String::new()
            }
        };
        let g1 = g(&mut rng);
        lines.push(format!(
            "{}red.shared.{} [acc], %r{};",
            g1,
            op32,
            rng.below(regs.r)
        ));
        let g2 = g(&mut rng);
        lines.push(format!(
            "{}red.shared.{} [acc+8], %d{};",
            g2,
            op64,
            rng.below(regs.d)
        ));
        lines.push("bar.sync 0;".to_string());
        lines.push(format!("ld.shared.u32 %r{}, [acc];", rng.below(regs.r)));
        lines.push(format!("ld.shared.u64 %d{}, [acc+8];", rng.below(regs.d)));
    }
    let n = rng.range(5, 25);
    let mut body = Body {
        rng: &mut rng,
        regs,
        callees: &callees,
        ctx: Ctx::KernelLast,
        tag: "kz".to_string(),
        labels: 0,
        warps: !solo,
        video: !simd,
        depth: 0,
        loops: 0,
        local: local.then_some(Rng(seed ^ 0x10ca_1f00_d00d_caff)),
    };
    lines.extend(body.segment(n));
    lines.push(FOLD_BEGIN.to_string());
    for i in 0..regs.r {
        lines.push(format!("st.global.u32 [%a3+{}], %r{};", 4 * i, i));
    }
    lines.extend(fold32(regs, "%s0"));
    lines.push(format!("st.global.u32 [%a3+{}], %s0;", 4 * regs.r));
    for i in 0..regs.d {
        lines.push(format!("st.global.u64 [%a3+{}], %d{};", off64 + 8 * i, i));
    }
    lines.extend(fold64(regs, "%a5"));
    lines.push(format!("st.global.u64 [%a3+{}], %a5;", off64 + 8 * regs.d));
    lines.push(FOLD_END.to_string());
    lines.push("ret;".to_string());
    ptx.push_str(&indent(&lines));
    ptx.push_str("}\n");
    KernelProgram {
        seed,
        ptx,
        name: "k".to_string(),
        grid,
        block,
        in_stride,
        out_stride,
    }
}

/// `n` random argument rows for `sig` (each value within its width).
pub fn rows(sig: &Sig, seed: u64, n: usize) -> Vec<Vec<u64>> {
    let mut rng = Rng(seed ^ 0x5151_a0a0_c3c3_9696);
    (0..n)
        .map(|_| sig.params.iter().map(|&b| rng.value(b)).collect())
        .collect()
}

/// `n` random bytes made of edge-biased 32-bit words.
pub fn bytes(seed: u64, n: usize) -> Vec<u8> {
    let mut rng = Rng(seed ^ 0x2468_ace0_1357_9bdf);
    let mut v = Vec::with_capacity(n + 4);
    while v.len() < n {
        v.extend_from_slice(&(rng.value(32) as u32).to_le_bytes());
    }
    v.truncate(n);
    v
}

/// A store into a kernel's `.local` array `lbuf` and a load from it, at
/// every width, at fixed places or at one that differs per thread (from a
/// register's bits): what vector lanes keep side by side. `l` makes every
/// choice.
fn kernel_local_unit(l: &mut Rng, regs: Regs) -> Vec<String> {
    let r = |l: &mut Rng| format!("%r{}", l.below(regs.r));
    let d = |l: &mut Rng| format!("%d{}", l.below(regs.d));
    let h = |l: &mut Rng| format!("%h{}", l.below(regs.h.max(1)));
    match l.below(5) {
        0 => vec![
            format!("st.local.u32 [lbuf+{}], {};", 4 * l.below(16), r(l)),
            format!("ld.local.u32 {}, [lbuf+{}];", r(l), 4 * l.below(16)),
        ],
        1 => vec![
            format!("st.local.u64 [lbuf+{}], {};", 8 * l.below(8), d(l)),
            format!("ld.local.u64 {}, [lbuf+{}];", d(l), 8 * l.below(8)),
        ],
        2 if regs.h > 0 => vec![
            format!("st.local.u8 [lbuf+{}], {};", l.below(64), h(l)),
            format!("ld.local.u16 {}, [lbuf+{}];", h(l), 2 * l.below(32)),
        ],
        3 => vec![
            format!(
                "st.local.v2.u32 [lbuf+{}], {{{}, {}}};",
                8 * l.below(8),
                r(l),
                r(l)
            ),
            format!("ld.local.s8 {}, [lbuf+{}];", r(l), l.below(64)),
        ],
        _ => {
            // An address from a register's bits: per thread.
            let mask = [60, 56, 48][l.below(3)];
            let mut v = vec![
                format!("and.b32 %ls, {}, {};", r(l), mask),
                "cvt.u64.u32 %la0, %ls;".to_string(),
                "mov.u64 %la1, lbuf;".to_string(),
                "add.s64 %la0, %la1, %la0;".to_string(),
            ];
            if l.chance(1, 2) {
                v.push(format!("st.local.u32 [%la0], {};", r(l)));
            }
            v.push(match l.below(3) {
                0 => format!("ld.local.u32 {}, [%la0];", r(l)),
                1 if mask != 60 => format!("ld.local.u64 {}, [%la0];", d(l)),
                _ => format!("ld.local.u8 {}, [%la0+{}];", r(l), l.below(4)),
            });
            v
        }
    }
}
