//! The value an atomic (`atom`, `red`) stores over the old one: one rule
//! for every tier (the scalar LLVM code's plain read-modify-write of
//! `.shared` memory, its compare-and-swap loops for `inc`/`dec`, and the
//! vector lanes, `llvm/simt.rs`).

use super::{Bin, Cc, IntOps};
use ptxjit_frontend::ir::AtomOp;

/// What `op` stores over `old` with operands `b` (and `c`, `cas`'s new
/// value); `signed` for `.s32`/`.s64` `min`/`max`.
pub fn value<O: IntOps>(
    o: &mut O,
    op: AtomOp,
    signed: bool,
    old: O::V,
    b: O::V,
    c: Option<O::V>,
) -> Result<O::V, O::E> {
    Ok(match op {
        AtomOp::Add => o.bin(Bin::Add, old, b)?,
        AtomOp::And => o.bin(Bin::And, old, b)?,
        AtomOp::Or => o.bin(Bin::Or, old, b)?,
        AtomOp::Xor => o.bin(Bin::Xor, old, b)?,
        AtomOp::Exch => b,
        AtomOp::Min | AtomOp::Max => {
            let cc = match (op == AtomOp::Min, signed) {
                (true, true) => Cc::Slt,
                (true, false) => Cc::Ult,
                (false, true) => Cc::Sgt,
                (false, false) => Cc::Ugt,
            };
            let take_b = o.cmp(cc, b, old)?;
            o.select(take_b, b, old)?
        }
        AtomOp::Cas => {
            let c = c.unwrap_or(old);
            let hit = o.cmp(Cc::Eq, old, b)?;
            o.select(hit, c, old)?
        }
        AtomOp::Inc => {
            // (old >= b) ? 0 : old + 1
            let wrap = o.cmp(Cc::Uge, old, b)?;
            let zero = o.konst(o.width(old), 0)?;
            let up = o.bin_k(Bin::Add, old, 1)?;
            o.select(wrap, zero, up)?
        }
        AtomOp::Dec => {
            // ((old == 0) || (old > b)) ? b : old - 1
            let z = o.cmp_k(Cc::Eq, old, 0)?;
            let above = o.cmp(Cc::Ugt, old, b)?;
            let wrap = o.bin(Bin::Or, z, above)?;
            let down = o.bin_k(Bin::Add, old, -1)?;
            o.select(wrap, b, down)?
        }
    })
}
