//! Warp-level matrix instructions, as sequences of ordinary ones:
//! `mma.sync.aligned.{m16n8k32,m16n8k16,m8n8k16}.row.col.s32.{s8,u8}.{s8,u8}.s32` and
//! `ldmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}{.shared}.b16`.
//!
//! ## mma
//!
//! The 32 lanes of a warp hold the fragments of `D = A x B + C` (A 16x32,
//! B 32x8, C and D 16x8) in the layout of the PTX ISA ("Matrix Fragments
//! for mma.m16n8k32"; `g` = lane / 4, `t` = lane % 4): lane `l`'s `a0`
//! holds row `g`, columns `4t..4t+4` (one byte each, little-endian), `a1`
//! row `g+8` of the same columns, `a2`/`a3` the same rows at columns
//! `16+4t..`; `b0` holds column `g`, rows `4t..4t+4`, `b1` rows
//! `16+4t..`; `c`/`d` `i` hold row `g` (`i` < 2) or `g+8`, column `2t +
//! (i & 1)`. The smaller shapes drop halves: m16n8k16 has `a0`/`a1` (rows
//! `g`, `g+8`, columns `4t..`) and `b0`; m8n8k16 has `a0`, `b0` and `c`/`d`
//! `0..2` (row `g`). So each lane gathers the words of its two rows of A and its
//! two columns of B from the lanes holding them (`shfl.sync.idx`, 32 per
//! lane) and sums them with `dp4a` (eight per element; `dp4a`'s byte
//! products and 32-bit wrapping sum are mma's for 8-bit integers without
//! `.satfinite`). Every backend runs the same sequence, and the H100 kernel
//! vectors check it (`tests/vectors/kernels/`, kernel `mma_s8`).

use super::operands::{addr, dst, src, Width};
use super::FnCx;
use crate::ast::{Inst, Operand, OperandKind, Space, Type};
use crate::diag::Diagnostic;
use crate::ir::{Addr, AddrBase, Bitwise, Carry, Dst, Op, RegId, ShflMode, Src, Sreg, WarpOp};

/// Decodes `mma` and `ldmatrix` in the supported forms; `None` for
/// anything else (the caller reports other matrix forms as unsupported).
pub fn decode(cx: &mut FnCx, inst: &Inst) -> Result<Option<Op>, Diagnostic> {
    match inst.opcode.as_str() {
        "mma" => mma(cx, inst),
        "ldmatrix" => ldmatrix(cx, inst),
        _ => Ok(None),
    }
}

/// `d = lane` (`%laneid`), unguarded parts of a sequence get `g`.
fn laneid(cx: &mut FnCx, g: Option<(RegId, bool)>) -> RegId {
    let lane = cx.hidden_reg(Type::B32);
    cx.insert_with_guard(
        g,
        Op::Mov {
            ty: Type::U32,
            d: Dst::Reg(lane),
            a: Src::Sreg(Sreg::Laneid),
        },
    );
    lane
}

/// A new `ty` register = `a op b`.
fn binop(cx: &mut FnCx, g: Option<(RegId, bool)>, op: &str, ty: Type, a: Src, b: Src) -> RegId {
    let r = cx.hidden_reg(ty);
    let d = Dst::Reg(r);
    let op = match op {
        "and" => Op::Bitwise {
            op: Bitwise::And,
            ty,
            d,
            a,
            b,
        },
        "shl" => Op::Shl { ty, d, a, b },
        "shr" => Op::Shr { ty, d, a, b },
        _ => Op::AddSub {
            sub: false,
            ty,
            sat: false,
            carry: Carry::default(),
            d,
            a,
            b,
        },
    };
    cx.insert_with_guard(g, op);
    r
}

/// A new register with `v` as lane `from` of the warp holds it
/// (`shfl.sync.idx.b32` over the full warp).
fn shfl_from(cx: &mut FnCx, g: Option<(RegId, bool)>, v: Src, from: RegId) -> RegId {
    let r = cx.hidden_reg(Type::B32);
    let mut w = Op::warp(WarpOp::Shfl(ShflMode::Idx));
    if let Op::Warp {
        sync,
        d,
        a,
        b,
        c,
        mask,
        ..
    } = &mut w
    {
        *sync = true;
        *d = Dst::Reg(r);
        *a = v;
        *b = Src::Reg(from);
        *c = Src::Imm(0x1f);
        *mask = Src::Imm(0xffff_ffff);
    }
    cx.insert_with_guard(g, w);
    r
}

fn mma(cx: &mut FnCx, inst: &Inst) -> Result<Option<Op>, Diagnostic> {
    let mods: Vec<&str> = inst.mods.iter().map(|m| m.text.as_str()).collect();
    let signed = |t: &str| match t {
        "s8" => Some(true),
        "u8" => Some(false),
        _ => None,
    };
    // Row halves of A, C and D (m = 16: rows g and g+8; m = 8: row g) and
    // k halves (k = 32: k 4t.. and 16+4t..; k = 16: 4t..).
    let (shape, a, b) = match mods.as_slice() {
        ["sync", "aligned", shape, "row", "col", "s32", a, b, "s32"] => (*shape, *a, *b),
        _ => return Ok(None),
    };
    let (mh, kh) = match shape {
        "m16n8k32" => (2, 2),
        "m16n8k16" => (2, 1),
        "m8n8k16" => (1, 1),
        _ => return Ok(None),
    };
    let (Some(a_signed), Some(b_signed)) = (signed(a), signed(b)) else {
        return Ok(None);
    };
    let list = |o: &Operand, n: usize| -> Result<Vec<Operand>, Diagnostic> {
        match &o.kind {
            OperandKind::Vector(v) if v.len() == n => Ok(v.clone()),
            _ => Err(Diagnostic::new(
                o.span,
                format!(
                    "'{}' needs a vector of {n} .b32 registers here",
                    inst.full_name()
                ),
            )),
        }
    };
    if inst.operands.len() != 4 {
        return Err(Diagnostic::new(
            inst.span,
            format!("'{}' takes 4 operands (d, a, b, c)", inst.full_name()),
        ));
    }
    let o = &inst.operands;
    let mut d = Vec::new();
    for x in list(&o[0], 2 * mh)? {
        d.push(dst(cx, &x, Type::S32, Width::Exact)?);
    }
    let mut srcs = |o: &Operand, n: usize| -> Result<Vec<Src>, Diagnostic> {
        list(o, n)?
            .iter()
            .map(|x| src(cx, x, Type::B32, Width::Exact))
            .collect()
    };
    let a = srcs(&o[1], mh * kh)?;
    let b = srcs(&o[2], kh)?;
    let c = srcs(&o[3], 2 * mh)?;
    let g = cx.guard();
    let emit = |cx: &mut FnCx, op: Op| cx.insert_with_guard(g, op);
    // Lane numbers: 4g (rows of A) and 8t (column 2t of B; 2t+1 is 4 more).
    let lane = laneid(cx, g);
    let row_base = binop(
        cx,
        g,
        "and",
        Type::B32,
        Src::Reg(lane),
        Src::Imm(!3u32 as u64),
    );
    let t = binop(cx, g, "and", Type::B32, Src::Reg(lane), Src::Imm(3));
    let col_base = binop(cx, g, "shl", Type::B32, Src::Reg(t), Src::Imm(3));
    let add =
        |cx: &mut FnCx, x: RegId, k: u64| binop(cx, g, "add", Type::U32, Src::Reg(x), Src::Imm(k));
    let shfl = |cx: &mut FnCx, v: Src, from: RegId| shfl_from(cx, g, v, from);
    // arow[half][hi][j]: A's row g (half 0) or g+8 (half 1), k = 4j..4j+4
    // (hi 0) or 16+4j.. (hi 1), from register a[half + mh * hi]; bcol[col]
    // [hi][j]: B's column 2t (0) or 2t+1 (1), the same k, from b[hi].
    let mut arow = [[[0 as RegId; 4]; 2]; 2];
    let mut bcol = [[[0 as RegId; 4]; 2]; 2];
    for j in 0..4u64 {
        let from_a = add(cx, row_base, j);
        for hi in 0..kh {
            for half in 0..mh {
                arow[half][hi][j as usize] = shfl(cx, a[half + mh * hi], from_a);
            }
        }
        for col in 0..2u64 {
            let from_b = add(cx, col_base, 4 * col + j);
            for hi in 0..kh {
                bcol[col as usize][hi][j as usize] = shfl(cx, b[hi], from_b);
            }
        }
    }
    // d_i = c_i + the dot product of its row and column, then the moves (d
    // may name the registers of a, b or c).
    let mut acc = Vec::new();
    for (i, &ci) in c.iter().enumerate() {
        let (half, col) = (i / 2, i % 2);
        let mut sum = ci;
        for hi in 0..kh {
            for j in 0..4 {
                let r = cx.hidden_reg(Type::B32);
                emit(
                    cx,
                    Op::Dp4a {
                        a_signed,
                        b_signed,
                        d: Dst::Reg(r),
                        a: Src::Reg(arow[half][hi][j]),
                        b: Src::Reg(bcol[col][hi][j]),
                        c: sum,
                    },
                );
                sum = Src::Reg(r);
            }
        }
        acc.push(sum);
    }
    let last = d.len() - 1;
    for (i, &di) in d.iter().enumerate().take(last) {
        emit(
            cx,
            Op::Mov {
                ty: Type::B32,
                d: di,
                a: acc[i],
            },
        );
    }
    Ok(Some(Op::Mov {
        ty: Type::B32,
        d: d[last],
        a: acc[last],
    }))
}

/// `ldmatrix.sync.aligned.m8n8.xN{.trans}{.shared}.b16 {d..}, [a]`: the
/// PTX ISA's layout: lanes `8i..8i+8` give the addresses of the eight rows
/// (16 bytes each) of matrix `i`; lane `l` gets in `d_i` the elements
/// `2(l%4)` and `2(l%4)+1` of row `l/4` (with `.trans`: of column `l/4`,
/// that is, rows `2(l%4)` and `2(l%4)+1` at element `l/4`), the lower one in
/// the low half. Each lane takes the row address it needs from the lane
/// holding it (`shfl.sync.idx`) and loads its own words.
fn ldmatrix(cx: &mut FnCx, inst: &Inst) -> Result<Option<Op>, Diagnostic> {
    let mut count = None;
    let (mut trans, mut shared, mut shape, mut b16, mut sync, mut aligned) =
        (false, false, false, false, false, false);
    for m in &inst.mods {
        match m.text.as_str() {
            "x1" => count = Some(1),
            "x2" => count = Some(2),
            "x4" => count = Some(4),
            "trans" => trans = true,
            "shared" | "shared::cta" => shared = true,
            "m8n8" => shape = true,
            "b16" => b16 = true,
            "sync" => sync = true,
            "aligned" => aligned = true,
            other => {
                return Err(Diagnostic::new(
                    m.span,
                    format!(
                        "'ldmatrix' does not take '.{other}' (its forms: .sync.aligned.m8n8.x1/.x2/.x4, .trans, .shared, .b16)"
                    ),
                ))
            }
        }
    }
    let Some(n) = count else {
        return Err(Diagnostic::new(
            inst.span,
            "'ldmatrix' needs the number of matrices (.x1 .x2 .x4)",
        ));
    };
    if !(shape && b16 && sync && aligned) {
        return Err(Diagnostic::new(
            inst.span,
            "'ldmatrix' needs .sync.aligned.m8n8 and the type .b16",
        ));
    }
    if inst.operands.len() != 2 {
        return Err(Diagnostic::new(
            inst.span,
            "'ldmatrix' takes 2 operands: {d, ...} and [address]",
        ));
    }
    let o = &inst.operands;
    let ds = match &o[0].kind {
        OperandKind::Vector(v) if v.len() == n => v.clone(),
        _ => {
            return Err(Diagnostic::new(
                o[0].span,
                format!(
                    "'{}' needs a vector of {n} .b32 registers",
                    inst.full_name()
                ),
            ))
        }
    };
    let mut d = Vec::new();
    for x in &ds {
        d.push(dst(cx, x, Type::B32, Width::Exact)?);
    }
    let space = if shared { Space::Shared } else { Space::Global };
    let abits = cx.prog().address_size;
    let Addr { base, offset } = addr(cx, &o[1], space, abits)?;
    let g = cx.guard();
    // This lane's row address, as two 32-bit halves (generic addresses are
    // 64-bit).
    let wide = match base {
        AddrBase::Reg(r) => cx.reg_ty(r).bits() > 32,
        _ => !shared && abits == 64,
    };
    let aty = if wide { Type::U64 } else { Type::U32 };
    let a = match base {
        AddrBase::Reg(r) => Src::Reg(r),
        AddrBase::Var(v) => Src::VarAddr(v),
        AddrBase::Abs => Src::Imm(0),
    };
    let mine = binop(cx, g, "add", aty, a, Src::Imm(offset as u64));
    let halves: Vec<Src> = if wide {
        let (lo, hi) = (cx.hidden_reg(Type::B32), cx.hidden_reg(Type::B32));
        cx.insert_with_guard(
            g,
            Op::Unpack {
                elem_bits: 32,
                parts: vec![Dst::Reg(lo), Dst::Reg(hi)],
                a: Src::Reg(mine),
            },
        );
        vec![Src::Reg(lo), Src::Reg(hi)]
    } else {
        vec![Src::Reg(mine)]
    };
    // The row address lane `from` holds, plus `off` bytes.
    let row = |cx: &mut FnCx, from: RegId, off: RegId| -> RegId {
        let parts: Vec<Src> = halves
            .iter()
            .map(|&h| Src::Reg(shfl_from(cx, g, h, from)))
            .collect();
        let at = if wide {
            let r = cx.hidden_reg(Type::B64);
            cx.insert_with_guard(
                g,
                Op::Pack {
                    elem_bits: 32,
                    d: Dst::Reg(r),
                    parts,
                },
            );
            r
        } else {
            match parts[0] {
                Src::Reg(r) => r,
                _ => unreachable!("shfl_from gives a register"),
            }
        };
        let off = if wide {
            let r = cx.hidden_reg(Type::B64);
            cx.insert_with_guard(
                g,
                Op::Cvt {
                    dty: Type::U64,
                    sty: Type::U32,
                    sat: false,
                    d: Dst::Reg(r),
                    a: Src::Reg(off),
                },
            );
            r
        } else {
            off
        };
        binop(cx, g, "add", aty, Src::Reg(at), Src::Reg(off))
    };
    let load = |cx: &mut FnCx, ty: Type, at: RegId| -> RegId {
        let r = cx.hidden_reg(ty);
        cx.insert_with_guard(
            g,
            Op::Ld {
                space,
                ty,
                d: vec![Dst::Reg(r)],
                addr: Addr {
                    base: AddrBase::Reg(at),
                    offset: 0,
                },
            },
        );
        r
    };
    let lane = laneid(cx, g);
    let quad = binop(cx, g, "and", Type::B32, Src::Reg(lane), Src::Imm(3));
    let group = binop(cx, g, "shr", Type::U32, Src::Reg(lane), Src::Imm(2));
    let mut words = Vec::new();
    for i in 0..n as u64 {
        if !trans {
            // Row l/4 of matrix i, bytes 4(l%4)..: one word.
            let from = binop(cx, g, "add", Type::U32, Src::Reg(group), Src::Imm(8 * i));
            let off = binop(cx, g, "shl", Type::B32, Src::Reg(quad), Src::Imm(2));
            let at = row(cx, from, off);
            words.push(load(cx, Type::B32, at));
        } else {
            // Rows 2(l%4) and 2(l%4)+1 of matrix i, element l/4.
            let two = binop(cx, g, "shl", Type::B32, Src::Reg(quad), Src::Imm(1));
            let off = binop(cx, g, "shl", Type::B32, Src::Reg(group), Src::Imm(1));
            let mut halfs = Vec::new();
            for j in 0..2 {
                let from = binop(cx, g, "add", Type::U32, Src::Reg(two), Src::Imm(8 * i + j));
                let at = row(cx, from, off);
                halfs.push(Src::Reg(load(cx, Type::B16, at)));
            }
            let w = cx.hidden_reg(Type::B32);
            cx.insert_with_guard(
                g,
                Op::Pack {
                    elem_bits: 16,
                    d: Dst::Reg(w),
                    parts: halfs,
                },
            );
            words.push(w);
        }
    }
    let last = d.len() - 1;
    for (i, &w) in words.iter().enumerate().take(last) {
        cx.insert_with_guard(
            g,
            Op::Mov {
                ty: Type::B32,
                d: d[i],
                a: Src::Reg(w),
            },
        );
    }
    Ok(Some(Op::Mov {
        ty: Type::B32,
        d: d[last],
        a: Src::Reg(words[last]),
    }))
}
