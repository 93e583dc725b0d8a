//! Logic and data movement: and/or/xor/not/cnot (incl. `.pred`), shl/shr
//! (amounts past the width give 0 or the sign fill: PTX clamps where
//! Cranelift masks), shf, prmt, lop3, mov, pack/unpack, cvt, setp, set, selp,
//! slct, and `cvta` (the interpreter's address windows: generic = window + state-space address).

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, InstBuilder, Value};
use ptxjit_frontend::ast::Type;
use ptxjit_frontend::ir::{Bitwise, BoolOp, Cmp, Op, PrmtMode, Src};

use super::{Fx, LResult};

/// A three-input function of `(a, b, c)` while building lop3.
#[derive(Clone, Copy)]
enum Lut {
    Zero,
    Ones,
    Val(Value),
}

impl Fx<'_, '_> {
    /// A width for reading an operand of type `ty` (`.pred` is 8 bits).
    fn op_bits(ty: Type) -> u32 {
        if ty == Type::Pred {
            8
        } else {
            ty.bits()
        }
    }

    fn cmp(&mut self, cmp: Cmp, signed: bool, a: Value, b: Value) -> Value {
        let cc = match (cmp, signed) {
            (Cmp::Eq, _) => IntCC::Equal,
            (Cmp::Ne, _) => IntCC::NotEqual,
            (Cmp::Lt, true) => IntCC::SignedLessThan,
            (Cmp::Le, true) => IntCC::SignedLessThanOrEqual,
            (Cmp::Gt, true) => IntCC::SignedGreaterThan,
            (Cmp::Ge, true) => IntCC::SignedGreaterThanOrEqual,
            (Cmp::Lt, false) | (Cmp::Lo, _) => IntCC::UnsignedLessThan,
            (Cmp::Le, false) | (Cmp::Ls, _) => IntCC::UnsignedLessThanOrEqual,
            (Cmp::Gt, false) | (Cmp::Hi, _) => IntCC::UnsignedGreaterThan,
            (Cmp::Ge, false) | (Cmp::Hs, _) => IntCC::UnsignedGreaterThanOrEqual,
        };
        self.b.ins().icmp(cc, a, b)
    }

    fn bool_op(&mut self, op: BoolOp, x: Value, y: Value) -> Value {
        match op {
            BoolOp::And => self.b.ins().band(x, y),
            BoolOp::Or => self.b.ins().bor(x, y),
            BoolOp::Xor => self.b.ins().bxor(x, y),
        }
    }

    /// `(t, !t)` combined with the optional `.BoolOp {!}c` of setp/set.
    fn combine(&mut self, t: Value, comb: &Option<(BoolOp, Src, bool)>) -> LResult<(Value, Value)> {
        let nt = self.b.ins().bxor_imm_s(t, 1);
        match comb {
            None => Ok((t, nt)),
            Some((op, c, not)) => {
                let mut cv = self.read_pred(*c)?;
                if *not {
                    cv = self.b.ins().bxor_imm_s(cv, 1);
                }
                let p = self.bool_op(*op, t, cv);
                let q = self.bool_op(*op, nt, cv);
                Ok((p, q))
            }
        }
    }

    fn lut_and(&mut self, x: Lut, m: Value) -> Lut {
        match x {
            Lut::Zero => Lut::Zero,
            Lut::Ones => Lut::Val(m),
            Lut::Val(v) => Lut::Val(self.b.ins().band(v, m)),
        }
    }

    fn lut_or(&mut self, x: Lut, y: Lut) -> Lut {
        match (x, y) {
            (Lut::Zero, o) | (o, Lut::Zero) => o,
            (Lut::Ones, _) | (_, Lut::Ones) => Lut::Ones,
            (Lut::Val(a), Lut::Val(b)) => Lut::Val(self.b.ins().bor(a, b)),
        }
    }

    /// The function of `inputs` given by the truth table `lut` (bit `i` is
    /// the result for input bits `i`, first input most significant), by
    /// Shannon expansion on the first input.
    fn lut(&mut self, lut: u32, inputs: &[Value]) -> Lut {
        let n = inputs.len() as u32;
        let full = (1u32 << (1 << n)) - 1;
        let lut = lut & full;
        if lut == 0 {
            return Lut::Zero;
        }
        if lut == full {
            return Lut::Ones;
        }
        let x = inputs[0];
        let half = 1u32 << (n - 1);
        let lo = lut & ((1u32 << half) - 1);
        let hi = lut >> half;
        if lo == hi {
            return self.lut(lo, &inputs[1..]);
        }
        if n == 1 {
            // lo != hi: either x or !x.
            return if hi == 1 {
                Lut::Val(x)
            } else {
                Lut::Val(self.b.ins().bnot(x))
            };
        }
        let f1 = self.lut(hi, &inputs[1..]);
        let f0 = self.lut(lo, &inputs[1..]);
        let t1 = self.lut_and(f1, x);
        let nx = self.b.ins().bnot(x);
        let t0 = self.lut_and(f0, nx);
        self.lut_or(t1, t0)
    }

    /// Byte `sel` (a `Value` in 0..8) of `src` (`i64` = `{b, a}`), as `i32`.
    fn prmt_byte(&mut self, src: Value, sel: Value) -> Value {
        let sel = self.b.ins().band_imm_s(sel, 7);
        let sh = self.b.ins().imul_imm_s(sel, 8);
        let sh = self.b.ins().uextend(types::I64, sh);
        let v = self.b.ins().ushr(src, sh);
        let v = self.b.ins().ireduce(types::I32, v);
        self.b.ins().band_imm_s(v, 0xff)
    }

    /// `prmt` with a constant selector `sel`: the source byte (0..8 of
    /// `{b, a}`) of each result byte and whether it is a sign replication
    /// (default mode, selector bit 3) are known, so the result is a few
    /// shifted and masked copies of `a` and `b` (result bytes that move by
    /// the same distance from the same word share one shift and mask).
    fn prmt_const(&mut self, mode: PrmtMode, a: Value, b: Value, sel: u32) -> Value {
        let spec: [(u32, bool); 4] = match mode {
            PrmtMode::Default => {
                std::array::from_fn(|i| ((sel >> (4 * i)) & 7, (sel >> (4 * i)) & 8 != 0))
            }
            _ => {
                let table: [[u32; 4]; 4] = match mode {
                    PrmtMode::F4e => [[0, 1, 2, 3], [1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6]],
                    PrmtMode::B4e => [[0, 7, 6, 5], [1, 0, 7, 6], [2, 1, 0, 7], [3, 2, 1, 0]],
                    PrmtMode::Rc8 => [[0, 0, 0, 0], [1, 1, 1, 1], [2, 2, 2, 2], [3, 3, 3, 3]],
                    PrmtMode::Ecl => [[0, 1, 2, 3], [1, 1, 2, 3], [2, 2, 2, 3], [3, 3, 3, 3]],
                    PrmtMode::Ecr => [[0, 0, 0, 0], [0, 1, 1, 1], [0, 1, 2, 2], [0, 1, 2, 3]],
                    PrmtMode::Rc16 => [[0, 1, 0, 1], [2, 3, 2, 3], [0, 1, 0, 1], [2, 3, 2, 3]],
                    PrmtMode::Default => [[0, 1, 2, 3]; 4],
                };
                let row = table[(sel & 3) as usize];
                std::array::from_fn(|i| (row[i], false))
            }
        };
        // Copies: (word, byte shift right (negative: left), result mask).
        let mut copies: Vec<(u32, i32, u32)> = Vec::new();
        // Sign fills: (source byte, result mask).
        let mut signs: Vec<(u32, u32)> = Vec::new();
        for (i, &(src, sign)) in spec.iter().enumerate() {
            let m = 0xffu32 << (8 * i);
            if sign {
                match signs.iter_mut().find(|s| s.0 == src) {
                    Some(s) => s.1 |= m,
                    None => signs.push((src, m)),
                }
            } else {
                let key = (src / 4, (src % 4) as i32 - i as i32);
                match copies.iter_mut().find(|c| (c.0, c.1) == key) {
                    Some(c) => c.2 |= m,
                    None => copies.push((key.0, key.1, m)),
                }
            }
        }
        let mut acc: Option<Value> = None;
        for (word, shift, mask) in copies {
            let w = if word == 0 { a } else { b };
            let (v, live) = if shift > 0 {
                let v = self.b.ins().ushr_imm_s(w, i64::from(8 * shift));
                (v, u32::MAX >> (8 * shift))
            } else if shift < 0 {
                let v = self.b.ins().ishl_imm_s(w, i64::from(-8 * shift));
                (v, u32::MAX << (-8 * shift))
            } else {
                (w, u32::MAX)
            };
            let t = if live & !mask == 0 {
                v
            } else {
                let m = self.b.ins().iconst(types::I32, i64::from(mask));
                self.b.ins().band(v, m)
            };
            acc = Some(match acc {
                Some(x) => self.b.ins().bor(x, t),
                None => t,
            });
        }
        for (src, mask) in signs {
            let w = if src < 4 { a } else { b };
            let top = 8 * (src % 4) + 7;
            let up = self.b.ins().ishl_imm_s(w, i64::from(31 - top));
            let fill = self.b.ins().sshr_imm_s(up, 31);
            let m = self.b.ins().iconst(types::I32, i64::from(mask));
            let t = self.b.ins().band(fill, m);
            acc = Some(match acc {
                Some(x) => self.b.ins().bor(x, t),
                None => t,
            });
        }
        match acc {
            Some(v) => v,
            None => self.b.ins().iconst(types::I32, 0),
        }
    }

    /// Lowers logic and data-movement instructions; false for others.
    pub(super) fn lower_logic(&mut self, op: &Op) -> LResult<bool> {
        match op {
            Op::Bitwise {
                op: bop,
                ty,
                d,
                a,
                b,
            } => {
                let bits = Self::op_bits(*ty);
                let (av, bv) = if *ty == Type::Pred {
                    (self.read_pred(*a)?, self.read_pred(*b)?)
                } else {
                    (self.read(*a, bits)?, self.read(*b, bits)?)
                };
                let v = match bop {
                    Bitwise::And => self.b.ins().band(av, bv),
                    Bitwise::Or => self.b.ins().bor(av, bv),
                    Bitwise::Xor => self.b.ins().bxor(av, bv),
                };
                self.write(*d, v);
            }
            Op::Not { ty, d, a } => {
                let v = if *ty == Type::Pred {
                    let p = self.read_pred(*a)?;
                    self.b.ins().bxor_imm_s(p, 1)
                } else {
                    let av = self.read(*a, ty.bits())?;
                    self.b.ins().bnot(av)
                };
                self.write(*d, v);
            }
            Op::Cnot { ty, d, a } => {
                let bits = Self::op_bits(*ty);
                let av = self.read(*a, bits)?;
                let z = self.b.ins().icmp_imm_s(IntCC::Equal, av, 0);
                let v = self.cast(z, bits, false);
                self.write(*d, v);
            }
            Op::Shl { ty, d, a, b } | Op::Shr { ty, d, a, b } => {
                let bits = ty.bits();
                let av = self.read(*a, bits)?;
                let n = self.read(*b, 32)?;
                let big =
                    self.b
                        .ins()
                        .icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, n, i64::from(bits));
                let v = if matches!(op, Op::Shl { .. }) {
                    let s = self.b.ins().ishl(av, n);
                    let z = self.iconst(bits, 0);
                    self.b.ins().select(big, z, s)
                } else if ty.is_signed() {
                    let m = self.b.ins().iconst(types::I32, i64::from(bits - 1));
                    let n = self.b.ins().select(big, m, n);
                    self.b.ins().sshr(av, n)
                } else {
                    let s = self.b.ins().ushr(av, n);
                    let z = self.iconst(bits, 0);
                    self.b.ins().select(big, z, s)
                };
                self.write(*d, v);
            }
            Op::Shf {
                left,
                clamp,
                d,
                a,
                b,
                c,
            } => {
                let av = self.read(*a, 32)?;
                let bv = self.read(*b, 32)?;
                let cv = self.read(*c, 32)?;
                let n = if *clamp {
                    let k = self.b.ins().iconst(types::I32, 32);
                    self.b.ins().umin(cv, k)
                } else {
                    self.b.ins().band_imm_s(cv, 31)
                };
                let n = self.b.ins().uextend(types::I64, n);
                let lo = self.b.ins().uextend(types::I64, av);
                let hi = self.b.ins().uextend(types::I64, bv);
                let hi = self.b.ins().ishl_imm_s(hi, 32);
                let wide = self.b.ins().bor(hi, lo);
                let v = if *left {
                    let s = self.b.ins().ishl(wide, n);
                    self.b.ins().ushr_imm_s(s, 32)
                } else {
                    self.b.ins().ushr(wide, n)
                };
                let v = self.b.ins().ireduce(types::I32, v);
                self.write(*d, v);
            }
            Op::Prmt { mode, d, a, b, c } => {
                let av = self.read(*a, 32)?;
                let bv = self.read(*b, 32)?;
                let cv = self.read(*c, 32)?;
                if let Some(sel) = self.const_of(cv) {
                    let v = self.prmt_const(*mode, av, bv, sel as u32);
                    self.write(*d, v);
                    return Ok(true);
                }
                let lo = self.b.ins().uextend(types::I64, av);
                let hi = self.b.ins().uextend(types::I64, bv);
                let hi = self.b.ins().ishl_imm_s(hi, 32);
                let src = self.b.ins().bor(hi, lo);
                let v = if *mode == PrmtMode::Default {
                    let mut acc = self.b.ins().iconst(types::I32, 0);
                    for i in 0..4u32 {
                        let nib = self.b.ins().ushr_imm_s(cv, i64::from(4 * i));
                        let byte = self.prmt_byte(src, nib);
                        let signbit = self.b.ins().band_imm_s(nib, 8);
                        let rep = self.b.ins().icmp_imm_s(IntCC::NotEqual, signbit, 0);
                        let neg = self.b.ins().ushr_imm_s(byte, 7);
                        let fill = self.b.ins().imul_imm_s(neg, 0xff);
                        let byte = self.b.ins().select(rep, fill, byte);
                        let byte = self.b.ins().ishl_imm_s(byte, i64::from(8 * i));
                        acc = self.b.ins().bor(acc, byte);
                    }
                    acc
                } else {
                    // Rows of the ISA table, d.b0 first, for c[1:0] = 0..3.
                    let table: [[u32; 4]; 4] = match mode {
                        PrmtMode::F4e => [[0, 1, 2, 3], [1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6]],
                        PrmtMode::B4e => [[0, 7, 6, 5], [1, 0, 7, 6], [2, 1, 0, 7], [3, 2, 1, 0]],
                        PrmtMode::Rc8 => [[0, 0, 0, 0], [1, 1, 1, 1], [2, 2, 2, 2], [3, 3, 3, 3]],
                        PrmtMode::Ecl => [[0, 1, 2, 3], [1, 1, 2, 3], [2, 2, 2, 3], [3, 3, 3, 3]],
                        PrmtMode::Ecr => [[0, 0, 0, 0], [0, 1, 1, 1], [0, 1, 2, 2], [0, 1, 2, 3]],
                        PrmtMode::Rc16 => [[0, 1, 0, 1], [2, 3, 2, 3], [0, 1, 0, 1], [2, 3, 2, 3]],
                        PrmtMode::Default => [[0, 1, 2, 3]; 4],
                    };
                    let mut rows = Vec::new();
                    for row in table {
                        let mut acc = self.b.ins().iconst(types::I32, 0);
                        for (i, &s) in row.iter().enumerate() {
                            let sh = self.b.ins().ushr_imm_s(src, i64::from(8 * s));
                            let byte = self.b.ins().ireduce(types::I32, sh);
                            let byte = self.b.ins().band_imm_s(byte, 0xff);
                            let byte = self.b.ins().ishl_imm_s(byte, (8 * i) as i64);
                            acc = self.b.ins().bor(acc, byte);
                        }
                        rows.push(acc);
                    }
                    let sel = self.b.ins().band_imm_s(cv, 3);
                    let b0 = self.b.ins().band_imm_s(sel, 1);
                    let b1 = self.b.ins().band_imm_s(sel, 2);
                    let r01 = self.b.ins().select(b0, rows[1], rows[0]);
                    let r23 = self.b.ins().select(b0, rows[3], rows[2]);
                    self.b.ins().select(b1, r23, r01)
                };
                self.write(*d, v);
            }
            Op::Lop3 { d, a, b, c, lut } => {
                let av = self.read(*a, 32)?;
                let bv = self.read(*b, 32)?;
                let cv = self.read(*c, 32)?;
                let v = match self.lut(u32::from(*lut), &[av, bv, cv]) {
                    Lut::Zero => self.b.ins().iconst(types::I32, 0),
                    Lut::Ones => self.b.ins().iconst(types::I32, -1),
                    Lut::Val(v) => v,
                };
                self.write(*d, v);
            }
            Op::Mov { ty, d, a } => {
                let bits = match self.dst_bits(*d) {
                    Some(b) if b > 1 => b,
                    Some(_) => 8,
                    None => Self::op_bits(*ty),
                };
                let v = if *ty == Type::Pred {
                    self.read_pred(*a)?
                } else {
                    self.read(*a, bits.max(Self::op_bits(*ty)))?
                };
                self.write(*d, v);
            }
            Op::Pack {
                elem_bits,
                d,
                parts,
            } => {
                let total = elem_bits * parts.len() as u32;
                let wbits = if total > 64 { 128 } else { 64 };
                let mut acc = self.iconst(wbits, 0);
                for (i, p) in parts.iter().enumerate() {
                    let v = self.read(*p, *elem_bits)?;
                    let v = self.cast(v, wbits, false);
                    let v = self.b.ins().ishl_imm_s(v, i64::from(i as u32 * elem_bits));
                    acc = self.b.ins().bor(acc, v);
                }
                self.write(*d, acc);
            }
            Op::Unpack {
                elem_bits,
                parts,
                a,
            } => {
                let total = elem_bits * parts.len() as u32;
                let wbits = if total > 64 { 128 } else { 64 };
                let v = self.read(*a, wbits)?;
                let mut vals = Vec::new();
                for i in 0..parts.len() {
                    let s = self.b.ins().ushr_imm_s(v, i64::from(i as u32 * elem_bits));
                    vals.push(self.cast(s, *elem_bits, false));
                }
                for (p, v) in parts.iter().zip(vals) {
                    self.write(*p, v);
                }
            }
            Op::Cvt {
                dty,
                sty,
                sat,
                d,
                a,
            } => {
                if dty.is_float() || sty.is_float() {
                    return Err(self.err("floating-point cvt is unsupported on the host backend"));
                }
                let (db, sb) = (dty.bits(), sty.bits());
                let av = self.read(*a, sb)?;
                let x = self.cast(av, 64, sty.is_signed());
                let v = if *sat {
                    self.sat_convert(x, sty.is_signed(), db, dty.is_signed())
                } else {
                    self.cast(x, db, false)
                };
                self.write_ext(*d, v, dty.is_signed());
            }
            Op::Cvta { to, space, d, a } => {
                // Generic = window of the space + state-space address (the
                // interpreter's address map; global addresses are generic).
                let w = super::kernel::window(*space) as i64;
                let v = self.read(*a, 64)?;
                let v = if *to {
                    self.b.ins().iadd_imm_s(v, w.wrapping_neg())
                } else {
                    self.b.ins().iadd_imm_s(v, w)
                };
                self.write(*d, v);
            }
            Op::Setp {
                cmp,
                ty,
                comb,
                p,
                q,
                a,
                b,
            } => {
                let bits = ty.bits();
                let av = self.read(*a, bits)?;
                let bv = self.read(*b, bits)?;
                let t = self.cmp(*cmp, ty.is_signed(), av, bv);
                let (pv, qv) = self.combine(t, comb)?;
                self.write(*p, pv);
                if let Some(q) = q {
                    self.write(*q, qv);
                }
            }
            Op::Set {
                cmp,
                ty,
                comb,
                d,
                a,
                b,
                ..
            } => {
                let bits = ty.bits();
                let av = self.read(*a, bits)?;
                let bv = self.read(*b, bits)?;
                let t = self.cmp(*cmp, ty.is_signed(), av, bv);
                let (pv, _) = self.combine(t, comb)?;
                let all = self.b.ins().iconst(types::I32, -1);
                let zero = self.b.ins().iconst(types::I32, 0);
                let v = self.b.ins().select(pv, all, zero);
                self.write(*d, v);
            }
            Op::Selp { ty, d, a, b, c } => {
                let bits = Self::op_bits(*ty);
                let av = self.read(*a, bits)?;
                let bv = self.read(*b, bits)?;
                let cv = self.read_pred(*c)?;
                let v = self.b.ins().select(cv, av, bv);
                self.write(*d, v);
            }
            Op::Slct { ty, d, a, b, c } => {
                let bits = Self::op_bits(*ty);
                let av = self.read(*a, bits)?;
                let bv = self.read(*b, bits)?;
                let cv = self.read(*c, 32)?;
                let ge = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::SignedGreaterThanOrEqual, cv, 0);
                let v = self.b.ins().select(ge, av, bv);
                self.write(*d, v);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
}
