//! Carry chains as wide sums: straight-line runs of 32-bit `add.cc`/`addc`/
//! `mad.cc`/`madc` chains (with the `mul.lo`/`mul.hi` and `mov` between
//! them) are lowered as multi-word numbers, summed column by column with
//! 64-bit accumulators, instead of link by link.
//!
//! A carry chain from a link without carry-in to one without carry-out,
//! whose links do not read what an earlier link of the chain wrote,
//! computes `D = X + Y mod 2^(32 m)`: `X` and `Y` are the numbers whose
//! 32-bit digits are the links' two addends (for `mad`, the addend `c` and
//! the product half). Such a chain is kept symbolic (`Wide`: a list of
//! terms, each a 32-bit value, the low or high half of a 32x32 product, or
//! the whole 64-bit product, at a digit position), and its destinations
//! become digits of it. When a later chain adds to digits `k0..k0+m` of a
//! wide sum `W` in place (its addends `X` are exactly those digits, zero
//! above `W`'s top, and then only if `W`'s terms provably do not carry out
//! of its top), it is folded into `W`: the new sum is `W + Y 2^(32
//! k0) mod 2^(32 (k0 + m))`, whose digits below `k0` are `W`'s. So the
//! two passes of a multiply-accumulate row (a `mad.lo.cc` chain, then a
//! `madc.hi.cc` chain over the same products one digit up) become one sum
//! in which each product is added once as a whole 64-bit value, as a
//! programmer writes `t + a * b + carry` in `u64`; and the ISA's 64x64-bit
//! `madc` multiplication becomes one 64-bit multiply.
//!
//! Digits are computed only when something reads them (a register another
//! instruction uses, a factor of a product, the end of the run), all of a
//! sum's columns at once, from the lowest up; the sum is then normalized
//! (its digits become its terms), so a later fold adds to digits, and a
//! Montgomery multiplication runs as CIOS rows, one whole product per
//! column. A fold inherits the columns below `k0`. Each column adds its
//! terms to the carry from the one below in an `i64`, keeping a product
//! whole while the proven bound of the sum stays below 2^64 and splitting
//! it into halves otherwise.
//!
//! `regions` picks the runs (no label inside, no guard, whole chains,
//! CC.CF dead after the run, at least one carry link); `Fx::lower_wide`
//! lowers one. Everything else is lowered link by link (`ext.rs`). The
//! interpreter knows nothing of this: the differential tests compare the
//! two.

use std::collections::HashMap;

use cranelift_codegen::ir::{types, InstBuilder, Value};
use ptxjit_frontend::ast::Type;
use ptxjit_frontend::ir::{Dst, Instr, MulMode, Op, RegId, Src};

use super::{Fx, LResult};

/// What an instruction of a region is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// `add`/`addc`/`mad.lo`/`madc.lo` (`.u32`/`.s32`), `mad.hi`/`madc.hi`
    /// (`.u32`), with or without `.cc`.
    Link { cin: bool, cout: bool },
    /// `mov` of a 32-bit register or an immediate.
    Mov,
    /// `mul.lo.{u32,s32}`, `mul.hi.u32`.
    Mul,
}

fn is32(ty: Type) -> bool {
    matches!(ty, Type::U32 | Type::S32 | Type::B32)
}

/// The kind of `ins` in a region, `None` when it cannot be in one.
fn kind(ins: &Instr, bits: &dyn Fn(RegId) -> u32) -> Option<Kind> {
    if ins.guard.is_some() {
        return None;
    }
    let src = |s: Src| match s {
        Src::Reg(r) => bits(r) == 32,
        Src::Imm(_) => true,
        _ => false,
    };
    let dst = |d: Dst| matches!(d, Dst::Reg(r) if bits(r) == 32);
    let mode_ok = |ty: Type, mode: MulMode| match mode {
        MulMode::Lo => true,
        MulMode::Hi => ty == Type::U32,
        MulMode::Wide => false,
    };
    match ins.op {
        Op::AddSub {
            sub: false,
            ty,
            sat: false,
            carry,
            d,
            a,
            b,
        } if is32(ty) && dst(d) && src(a) && src(b) => Some(Kind::Link {
            cin: carry.cin,
            cout: carry.cout,
        }),
        Op::Mad {
            ty,
            mode,
            sat: false,
            carry,
            d,
            a,
            b,
            c,
            ..
        } if is32(ty) && mode_ok(ty, mode) && dst(d) && src(a) && src(b) && src(c) => {
            Some(Kind::Link {
                cin: carry.cin,
                cout: carry.cout,
            })
        }
        Op::Mul { ty, mode, d, a, b }
            if is32(ty) && mode_ok(ty, mode) && dst(d) && src(a) && src(b) =>
        {
            Some(Kind::Mul)
        }
        Op::Mov { ty, d, a } if is32(ty) && dst(d) && src(a) => Some(Kind::Mov),
        _ => None,
    }
}

/// Per position `i` of `body` (and its end), whether CC.CF is certainly
/// overwritten (or unobservable) before it is read, following `body` from
/// instruction `i` in program order; one backward pass. A label, branch or
/// call makes it live; `cf_out`: the function returns CC.CF to its caller.
fn cf_dead(body: &[Instr], is_label: &dyn Fn(usize) -> bool, cf_out: bool) -> Vec<bool> {
    let mut dead = vec![!cf_out; body.len() + 1];
    for (i, ins) in body.iter().enumerate().rev() {
        let after = dead[i + 1];
        let use_ = ins.op.info().cf;
        dead[i] = if is_label(i) || use_.reads {
            false
        } else if use_.writes {
            ins.guard.is_none() || after
        } else {
            match ins.op {
                Op::Ret if ins.guard.is_none() => !cf_out,
                Op::Exit if ins.guard.is_none() => true,
                Op::Ret | Op::Exit | Op::Bra { .. } | Op::Call { .. } => false,
                _ => after,
            }
        };
    }
    dead
}

/// The runs `[s, e)` of `body` that [`Fx::lower_wide`] lowers.
pub(super) fn regions(
    body: &[Instr],
    is_label: &dyn Fn(usize) -> bool,
    bits: &dyn Fn(RegId) -> u32,
    cf_out: bool,
) -> Vec<(usize, usize)> {
    let dead = cf_dead(body, is_label, cf_out);
    let mut out = Vec::new();
    let mut i = 0;
    while i < body.len() {
        let s = i;
        // `e`: the end of the last whole chain or non-link instruction.
        let mut e = s;
        // The open chain: its start and the registers its links wrote.
        let mut open: Option<(usize, Vec<RegId>)> = None;
        // The start of the last chain that wrote CC.CF.
        let mut last_cf: Option<usize> = None;
        let mut j = s;
        while j < body.len() {
            if j > s && is_label(j) {
                break;
            }
            let Some(k) = kind(&body[j], bits) else { break };
            match k {
                Kind::Link { cin, cout } => {
                    if cin != open.is_some() {
                        break;
                    }
                    if let Some((_, written)) = &open {
                        let reads_link = body[j].op.src_regs().iter().any(|r| written.contains(r));
                        if reads_link {
                            break;
                        }
                    }
                    if cout {
                        let (start, written) = open.get_or_insert_with(|| (j, Vec::new()));
                        written.extend(body[j].op.dst_regs());
                        last_cf = Some(*start);
                    } else {
                        open = None;
                        e = j + 1;
                    }
                }
                _ if open.is_some() => break,
                _ => e = j + 1,
            }
            j += 1;
        }
        let scanned = e;
        if e > s && !dead[e] {
            // CC.CF of the last chain may be read later: lower that chain
            // link by link.
            e = last_cf.map_or(e, |l| l.max(s));
        }
        let has_carry = body[s..e].iter().any(|ins| {
            let cf = ins.op.info().cf;
            cf.reads || cf.writes
        });
        if e > s + 1 && has_carry {
            out.push((s, e));
        }
        i = scanned.max(s + 1);
    }
    out
}

/// One term of a wide sum (every factor and value an `i64` below 2^32).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Atom {
    /// A 32-bit value.
    V(Value),
    /// The low half of the product `x * y`.
    Lo(Value, Value),
    /// The high half of the product (counted at its own digit).
    Hi(Value, Value),
    /// The whole 64-bit product.
    P(Value, Value),
}

/// A computed column.
#[derive(Clone, Debug)]
struct Col {
    /// The digit, `i32`.
    digit: Value,
    /// The digit zero-extended to `i64`.
    digit64: Value,
    /// The carry into the next column (`i64`) and its bound.
    carry: Option<(Value, u128)>,
    /// High halves of products split at this column, for the next.
    pending: Vec<Value>,
}

/// A wide sum: `sum(term * 2^(32 col)) mod 2^(32 len)`.
#[derive(Clone, Debug)]
struct Wide {
    len: u32,
    /// Its terms (also those of columns already computed: a sum folded
    /// onto this one may need them).
    terms: Vec<(u32, Atom)>,
    /// Columns computed so far, from 0.
    cols: Vec<Col>,
    /// The columns inherited from the sum this one was folded onto: their
    /// terms are not in `terms`, so nothing may be folded below them.
    absent: u32,
    /// Per column, the PTX line of the instruction that wrote its digit
    /// (the machine code of the column is tagged with it).
    lines: Vec<u32>,
    /// Every column is computed and the terms are the digits.
    normal: bool,
}

/// A 32-bit register value inside a region.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sym {
    /// An `i64` below 2^32.
    Val(Value),
    /// Digit `k` of wide sum `w`.
    Digit(usize, u32),
}

/// One region's symbolic state.
#[derive(Default)]
struct State {
    wides: Vec<Wide>,
    /// Registers written in the region, in first-write order (the order
    /// their values are written back: deterministic machine code).
    regs: Vec<(RegId, Sym)>,
    /// Where each register is in `regs`.
    slot: HashMap<RegId, usize>,
    consts: HashMap<u64, Value>,
    /// Registers read but not written in the region: their values.
    inputs: HashMap<RegId, Value>,
    products: HashMap<(Value, Value), Value>,
    /// The two-digit wide sums of `mul.lo`/`mul.hi.u32`, by factors.
    mul_wides: HashMap<(Value, Value), usize>,
}

impl State {
    fn reg(&self, r: RegId) -> Option<Sym> {
        self.slot.get(&r).map(|&k| self.regs[k].1)
    }

    fn set(&mut self, r: RegId, s: Sym) {
        match self.slot.get(&r) {
            Some(&k) => self.regs[k].1 = s,
            None => {
                self.slot.insert(r, self.regs.len());
                self.regs.push((r, s));
            }
        }
    }
}

const M32: u128 = u32::MAX as u128;
const M64: u128 = u64::MAX as u128;

fn pair(x: Value, y: Value) -> (Value, Value) {
    if x <= y {
        (x, y)
    } else {
        (y, x)
    }
}

/// Replaces each `Lo(x, y)` at `c` that has a `Hi(x, y)` at `c + 1` by the
/// whole product at `c`.
fn merge_halves(terms: &mut Vec<(u32, Atom)>) {
    let mut k = 0;
    while k < terms.len() {
        if let (c, Atom::Lo(x, y)) = terms[k] {
            if let Some(h) = terms.iter().position(|t| *t == (c + 1, Atom::Hi(x, y))) {
                terms[k] = (c, Atom::P(x, y));
                terms.remove(h);
                if h < k {
                    k -= 1;
                }
            }
        }
        k += 1;
    }
}

/// Whether the terms of `w` (with its inherited columns: their carry and
/// pending high halves) provably sum below 2^(32 len): then its value is
/// the sum itself, not the sum reduced mod 2^(32 len), and a chain may be
/// folded onto it above its top digit.
fn fits(w: &Wide) -> bool {
    let (mut carry, pending) = match w.absent.checked_sub(1) {
        Some(c) => {
            let col = &w.cols[c as usize];
            (col.carry.map_or(0, |(_, b)| b), col.pending.len() as u128)
        }
        None => (0, 0),
    };
    for c in w.absent..w.len {
        let mut acc = carry;
        if c == w.absent {
            acc += M32 * pending;
        }
        for (tc, a) in &w.terms {
            if *tc == c {
                acc += match a {
                    Atom::P(..) => M32 * M32,
                    _ => M32,
                };
            }
        }
        carry = acc >> 32;
    }
    carry == 0
}

/// The addends of one link: the candidates for the in-place addend `X`
/// (for `mad`, only `c`) and the rest.
enum Addends {
    Add(Sym, Sym),
    Mad { c: Sym, product: Atom },
}

impl Fx<'_, '_> {
    fn wconst(&mut self, st: &mut State, v: u64) -> Value {
        *st.consts
            .entry(v)
            .or_insert_with(|| self.b.ins().iconst(types::I64, v as i64))
    }

    fn sym(&mut self, st: &mut State, s: Src) -> LResult<Sym> {
        Ok(match s {
            Src::Reg(r) => match st.reg(r) {
                Some(x) => x,
                None => match st.inputs.get(&r) {
                    Some(&v) => Sym::Val(v),
                    None => {
                        // A 32-bit register zero-extended in one read (a
                        // batched row's parameter: one `movl` load).
                        let v = if self.reg_bits(r) == 32 {
                            self.read(s, 64)?
                        } else {
                            let v = self.read(s, 32)?;
                            self.widen_u64(v)
                        };
                        st.inputs.insert(r, v);
                        Sym::Val(v)
                    }
                },
            },
            Src::Imm(v) => Sym::Val(self.wconst(st, v & 0xffff_ffff)),
            _ => unreachable!("regions take registers and immediates only"),
        })
    }

    fn value(&mut self, st: &mut State, s: Sym) -> Value {
        match s {
            Sym::Val(v) => v,
            Sym::Digit(w, k) => self.digit(st, w, k).1,
        }
    }

    fn product(&mut self, st: &mut State, x: Value, y: Value) -> Value {
        let key = pair(x, y);
        if let Some(&p) = st.products.get(&key) {
            return p;
        }
        // Opaque, or Cranelift's optimiser rebuilds its halves as two
        // narrow multiplies (`imul` and `mulx`).
        let p = self.b.ins().imul(x, y);
        let p = self.opaque(p);
        st.products.insert(key, p);
        p
    }

    /// Digit `k` of wide sum `w`: (`i32`, `i64`).
    fn digit(&mut self, st: &mut State, w: usize, k: u32) -> (Value, Value) {
        if !(st.wides[w].cols.is_empty() && self.one_multiply(st, w)) {
            while st.wides[w].cols.len() < st.wides[w].len as usize {
                self.column(st, w);
            }
        }
        // Normalized: its digits are its terms now.
        let wide = &mut st.wides[w];
        if !wide.normal {
            wide.terms = wide
                .cols
                .iter()
                .enumerate()
                .map(|(j, c)| (j as u32, Atom::V(c.digit64)))
                .collect();
            for c in &mut wide.cols {
                c.carry = None;
                c.pending.clear();
            }
            wide.absent = 0;
            wide.normal = true;
        }
        let c = &st.wides[w].cols[k as usize];
        (c.digit, c.digit64)
    }

    /// Computes the next column of `w`.
    fn column(&mut self, st: &mut State, w: usize) {
        let c = st.wides[w].cols.len() as u32;
        self.b.set_srcloc(cranelift_codegen::ir::SourceLoc::new(
            st.wides[w].lines[c as usize],
        ));
        let (carry, pending) = match st.wides[w].cols.last() {
            Some(col) => (col.carry, col.pending.clone()),
            None => (None, Vec::new()),
        };
        let here: Vec<Atom> = st.wides[w]
            .terms
            .iter()
            .filter(|(tc, _)| *tc == c)
            .map(|(_, a)| *a)
            .collect();
        let mut small: Vec<Value> = pending;
        let mut whole: Vec<(Value, Value)> = Vec::new();
        for a in here {
            match a {
                Atom::V(v) => {
                    if self.const_of(v) != Some(0) {
                        small.push(v)
                    }
                }
                Atom::Lo(x, y) => {
                    let p = self.product(st, x, y);
                    small.push(self.low64(p));
                }
                Atom::Hi(x, y) => {
                    let p = self.product(st, x, y);
                    small.push(self.b.ins().ushr_imm_s(p, 32));
                }
                Atom::P(x, y) => whole.push((x, y)),
            }
        }
        let mut bound = carry.map_or(0, |(_, b)| b) + M32 * small.len() as u128;
        let mut acc = carry.map(|(v, _)| v);
        let mut next_pending = Vec::new();
        let n_whole = whole.len();
        for (i, (x, y)) in whole.into_iter().enumerate() {
            let p = self.product(st, x, y);
            // Keep it whole only if splitting every later one still fits.
            let rest = M32 * (n_whole - 1 - i) as u128;
            if bound + (M32 * M32) + rest <= M64 {
                bound += M32 * M32;
                acc = Some(match acc {
                    Some(a) => self.b.ins().iadd(a, p),
                    None => p,
                });
            } else {
                bound += M32;
                small.push(self.low64(p));
                next_pending.push(self.b.ins().ushr_imm_s(p, 32));
            }
        }
        debug_assert!(bound <= M64, "a column's sum fits 64 bits");
        for v in small {
            acc = Some(match acc {
                Some(a) => self.b.ins().iadd(a, v),
                None => v,
            });
        }
        let acc = acc.unwrap_or_else(|| self.wconst(st, 0));
        let digit = self.low_half(acc, 32);
        let digit64 = self.b.ins().uextend(types::I64, digit);
        // (Computed at the top column too: a sum folded onto this one above
        // its top, which `fits` allows only when that carry is 0, inherits
        // it; unused, it is removed as dead code.)
        let carry = if bound <= M32 {
            None
        } else {
            Some((self.b.ins().ushr_imm_s(acc, 32), bound >> 32))
        };
        st.wides[w].cols.push(Col {
            digit,
            digit64,
            carry,
            pending: next_pending,
        });
        self.b
            .set_srcloc(cranelift_codegen::ir::SourceLoc::new(self.span.line));
    }

    /// When `w` is exactly the product of two 2-digit numbers (four whole
    /// products `x_i y_j` at columns `c0 + i + j`: the ISA's `madc`
    /// example), computes all its columns with one 64x64-bit multiply.
    fn one_multiply(&mut self, st: &mut State, w: usize) -> bool {
        let wide = &st.wides[w];
        if wide.terms.len() != 4 {
            return false;
        }
        let mut ps = Vec::new();
        for &(c, a) in &wide.terms {
            let Atom::P(x, y) = a else { return false };
            ps.push((c, x, y));
        }
        let c0 = ps.iter().map(|t| t.0).min().expect("four terms");
        let at = |c: u32| ps.iter().filter(|t| t.0 == c).collect::<Vec<_>>();
        let (low, mid, high) = (at(c0), at(c0 + 1), at(c0 + 2));
        if low.len() != 1 || mid.len() != 2 || high.len() != 1 {
            return false;
        }
        let (l, h) = (low[0], high[0]);
        let (m0, m1) = (pair(mid[0].1, mid[0].2), pair(mid[1].1, mid[1].2));
        let mut grid = None;
        for (x0, y0) in [(l.1, l.2), (l.2, l.1)] {
            for (x1, y1) in [(h.1, h.2), (h.2, h.1)] {
                // The two middle products, as a multiset.
                let (u, v) = (pair(x1, y0), pair(x0, y1));
                if (u, v) == (m0, m1) || (v, u) == (m0, m1) {
                    grid = Some((x0, x1, y0, y1));
                }
            }
        }
        let Some((x0, x1, y0, y1)) = grid else {
            return false;
        };
        let len = wide.len;
        // The high halves are shifted up by 32: a zero-extended truncation
        // of an `i64` can be shifted as that `i64` (no `movl`).
        let x1 = self.untruncated(x1);
        let y1 = self.untruncated(y1);
        let x1s = self.b.ins().ishl_imm_s(x1, 32);
        let xx = self.b.ins().bor(x0, x1s);
        let y1s = self.b.ins().ishl_imm_s(y1, 32);
        let yy = self.b.ins().bor(y0, y1s);
        let lo = self.b.ins().imul(xx, yy);
        let hi = self.b.ins().umulhi(xx, yy);
        let zero = self.wconst(st, 0);
        let mut cols = Vec::new();
        for c in 0..len {
            let v = match c.checked_sub(c0) {
                Some(0) => self.low64(lo),
                Some(1) => self.b.ins().ushr_imm_s(lo, 32),
                Some(2) => self.low64(hi),
                Some(3) => self.b.ins().ushr_imm_s(hi, 32),
                _ => zero,
            };
            let digit = self.low_half(v, 32);
            cols.push(Col {
                digit,
                digit64: v,
                carry: None,
                pending: Vec::new(),
            });
        }
        let wide = &mut st.wides[w];
        wide.cols = cols;
        true
    }

    fn addends(&mut self, st: &mut State, op: &Op) -> LResult<Addends> {
        Ok(match *op {
            Op::AddSub { a, b, .. } => {
                let a = self.sym(st, a)?;
                let b = self.sym(st, b)?;
                Addends::Add(a, b)
            }
            Op::Mad { mode, a, b, c, .. } => {
                let x = self.sym(st, a)?;
                let y = self.sym(st, b)?;
                let c = self.sym(st, c)?;
                let x = self.value(st, x);
                let y = self.value(st, y);
                let (x, y) = pair(x, y);
                let product = if mode == MulMode::Hi {
                    Atom::Hi(x, y)
                } else {
                    Atom::Lo(x, y)
                };
                Addends::Mad { c, product }
            }
            _ => unreachable!("a link"),
        })
    }

    /// `v` = `uextend(ireduce.i32(u))` with `u` an `i64`: `u`, which has the
    /// same low 32 bits (for uses that discard the high ones); else `v`.
    fn untruncated(&self, v: Value) -> Value {
        use cranelift_codegen::ir::{InstructionData, Opcode, ValueDef};
        let dfg = &self.b.func.dfg;
        let arg_of = |v: Value, op: Opcode| match dfg.value_def(v) {
            ValueDef::Result(inst, 0) => match dfg.insts[inst] {
                InstructionData::Unary { opcode, arg } if opcode == op => Some(arg),
                _ => None,
            },
            _ => None,
        };
        arg_of(v, Opcode::Uextend)
            .filter(|w| dfg.value_type(*w) == types::I32)
            .and_then(|w| arg_of(w, Opcode::Ireduce))
            .filter(|u| dfg.value_type(*u) == types::I64)
            .unwrap_or(v)
    }

    /// The low 32 bits of the `i64` `v`, as an `i64` (`movl`).
    fn low64(&mut self, v: Value) -> Value {
        let l = self.low_half(v, 32);
        self.b.ins().uextend(types::I64, l)
    }

    fn is_zero(&self, s: Sym) -> bool {
        matches!(s, Sym::Val(v) if self.const_of(v) == Some(0))
    }

    fn atom_of(&mut self, st: &mut State, s: Sym) -> Atom {
        Atom::V(self.value(st, s))
    }

    /// Lowers one carry chain (its links, in order).
    fn wide_chain(&mut self, st: &mut State, links: &[Instr]) -> LResult<()> {
        let mut adds = Vec::with_capacity(links.len());
        for ins in links {
            adds.push(self.addends(st, &ins.op)?);
        }
        let m = links.len() as u32;
        // Try folding into the wide sum whose digits the first link adds to.
        let first: Vec<Sym> = match adds[0] {
            Addends::Add(a, b) => vec![a, b],
            Addends::Mad { c, .. } => vec![c],
        };
        let mut fold = None;
        for cand in first {
            let Sym::Digit(w, k0) = cand else { continue };
            if k0 < st.wides[w].absent {
                // Below the inherited columns: a fresh sum.
                continue;
            }
            if k0 + m > st.wides[w].len && !fits(&st.wides[w]) {
                // Above the top of a sum that may have been reduced mod
                // 2^(32 len): its carry out of the top was dropped.
                continue;
            }
            let len = st.wides[w].len;
            let mut picks = Vec::with_capacity(adds.len());
            for (i, a) in adds.iter().enumerate() {
                let want = |s: Sym| {
                    let k = k0 + i as u32;
                    if k < len {
                        s == Sym::Digit(w, k)
                    } else {
                        self.is_zero(s)
                    }
                };
                let pick = match *a {
                    Addends::Add(x, _) if want(x) => Some(false),
                    Addends::Add(_, y) if want(y) => Some(true),
                    Addends::Mad { c, .. } if want(c) => Some(false),
                    _ => None,
                };
                match pick {
                    Some(p) => picks.push(p),
                    None => break,
                }
            }
            if picks.len() == adds.len() {
                fold = Some((w, k0, picks));
                break;
            }
        }
        let (k0, mut wide, base) = match &fold {
            Some((w, k0, _)) => {
                let base = &st.wides[*w];
                let keep = base.cols.len().min(*k0 as usize);
                let new_len = k0 + m;
                let terms: Vec<(u32, Atom)> = base
                    .terms
                    .iter()
                    .filter(|(c, _)| *c >= keep as u32 && *c < new_len)
                    .copied()
                    .collect();
                (
                    *k0,
                    Wide {
                        len: new_len,
                        terms,
                        cols: base.cols[..keep].to_vec(),
                        absent: keep as u32,
                        normal: false,
                        lines: base.lines[..*k0 as usize]
                            .iter()
                            .copied()
                            .chain(links.iter().map(|l| l.span.line))
                            .collect(),
                    },
                    Some(*w),
                )
            }
            None => (
                0,
                Wide {
                    len: m,
                    terms: Vec::new(),
                    cols: Vec::new(),
                    absent: 0,
                    normal: false,
                    lines: links.iter().map(|l| l.span.line).collect(),
                },
                None,
            ),
        };
        let picks = fold.as_ref().map(|f| f.2.clone());
        for (i, a) in adds.into_iter().enumerate() {
            let col = k0 + i as u32;
            let (x, y) = match a {
                Addends::Add(x, y) => match picks.as_ref().map(|p| p[i]) {
                    Some(false) => (None, Some(y)),
                    Some(true) => (None, Some(x)),
                    None => (Some(x), Some(y)),
                },
                Addends::Mad { c, product } => {
                    wide.terms.push((col, product));
                    (if picks.is_some() { None } else { Some(c) }, None)
                }
            };
            for s in [x, y].into_iter().flatten() {
                if !self.is_zero(s) {
                    let atom = self.atom_of(st, s);
                    wide.terms.push((col, atom));
                }
            }
        }
        merge_halves(&mut wide.terms);
        let n = st.wides.len();
        st.wides.push(wide);
        if let Some(w) = base {
            for slot in st.regs.iter_mut() {
                if let Sym::Digit(ww, j) = slot.1 {
                    if ww == w && j < k0 {
                        slot.1 = Sym::Digit(n, j);
                    }
                }
            }
        }
        for (i, ins) in links.iter().enumerate() {
            for d in ins.op.dst_regs() {
                st.set(d, Sym::Digit(n, k0 + i as u32));
            }
        }
        Ok(())
    }
}

impl Fx<'_, '_> {
    /// Lowers the region `body[s..e]` chosen by [`regions`].
    pub(super) fn lower_wide(&mut self, body: &[Instr], s: usize, e: usize) -> LResult<()> {
        let mut st = State::default();
        let mut i = s;
        while i < e {
            let ins = &body[i];
            self.set_position(i, ins);
            let bits = |r: RegId| self.reg_bits(r);
            match kind(ins, &bits) {
                Some(Kind::Mov) => {
                    if let Op::Mov {
                        d: Dst::Reg(d), a, ..
                    } = ins.op
                    {
                        let v = self.sym(&mut st, a)?;
                        st.set(d, v);
                    }
                    i += 1;
                }
                Some(Kind::Mul) => {
                    if let Op::Mul {
                        ty,
                        mode,
                        d: Dst::Reg(d),
                        a,
                        b,
                    } = ins.op
                    {
                        let x = self.sym(&mut st, a)?;
                        let y = self.sym(&mut st, b)?;
                        let x = self.value(&mut st, x);
                        let y = self.value(&mut st, y);
                        let key = pair(x, y);
                        // Unsigned: the two digits of the product; the low
                        // half of a signed product is the same bits.
                        let w = match (ty, st.mul_wides.get(&key)) {
                            (Type::U32, Some(&w)) => w,
                            _ => {
                                let w = st.wides.len();
                                st.wides.push(Wide {
                                    len: if ty == Type::U32 { 2 } else { 1 },
                                    terms: vec![(0, Atom::P(key.0, key.1))],
                                    cols: Vec::new(),
                                    absent: 0,
                                    normal: false,
                                    lines: vec![ins.span.line; 2],
                                });
                                if ty == Type::U32 {
                                    st.mul_wides.insert(key, w);
                                }
                                w
                            }
                        };
                        let k = u32::from(mode == MulMode::Hi);
                        st.set(d, Sym::Digit(w, k));
                    }
                    i += 1;
                }
                Some(Kind::Link { .. }) => {
                    // The whole chain: up to the link without carry-out.
                    let mut j = i;
                    while j + 1 < e && body[j].op.info().cf.writes {
                        j += 1;
                    }
                    self.set_position(i, ins);
                    self.wide_chain(&mut st, &body[i..=j])?;
                    i = j + 1;
                }
                None => unreachable!("regions hold region instructions only"),
            }
        }
        // Every register the region wrote gets its value.
        self.set_position(e - 1, &body[e - 1]);
        let regs = std::mem::take(&mut st.regs);
        for (r, s) in regs {
            let v = match s {
                Sym::Val(v) => self.cast(v, 32, false),
                Sym::Digit(w, k) => self.digit(&mut st, w, k).0,
            };
            self.write(Dst::Reg(r), v);
        }
        Ok(())
    }
}
