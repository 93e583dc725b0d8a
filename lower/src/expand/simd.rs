//! The SIMD video instructions' plan, shared by both backends: the view of
//! the modifiers they work with ([`SimdCfg`]) and the one decision of
//! whether a lane can be computed in its own width exactly
//! ([`narrow_plan`]) or must be widened to full precision first.

use ptxjit_frontend::ir::{Cmp, SimdMods, SimdOp};

/// The modifiers of a SIMD video instruction, as the lowerings use them.
pub struct SimdCfg {
    pub op: SimdOp,
    /// 2 or 4 lanes.
    pub n: usize,
    pub dsigned: bool,
    pub asigned: bool,
    pub bsigned: bool,
    /// `.sat` (never together with `acc`).
    pub sat: bool,
    /// The `.add` form.
    pub acc: bool,
    pub mask: u8,
    pub asel: [u8; 4],
    pub bsel: [u8; 4],
}

impl SimdCfg {
    /// The view of `m`.
    pub fn new(m: &SimdMods) -> SimdCfg {
        SimdCfg {
            op: m.op,
            n: if m.lanes == 2 { 2 } else { 4 },
            dsigned: m.dty.is_signed(),
            asigned: m.aty.is_signed(),
            bsigned: m.bty.is_signed(),
            sat: m.sat && !m.acc,
            acc: m.acc,
            mask: m.mask,
            asel: m.asel,
            bsel: m.bsel,
        }
    }
}

/// A lane operation in the lanes' own width that is exactly the PTX one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Narrow {
    /// Wrapping add or subtract (`sub`): without `.sat` the lane is the
    /// exact result modulo 2^w, whatever the operand types.
    Wrap { sub: bool },
    /// Saturating add or subtract in the operands' own signedness: exactly
    /// `.sat` when the destination has that signedness too.
    Sat { sub: bool, signed: bool },
    /// Min or max of same-signed lanes: one of the inputs, so exact, and
    /// `.sat` is the identity when the destination has that signedness.
    MinMax { min: bool, signed: bool },
    /// The unsigned rounded average `(x + y + 1) >> 1` without overflow:
    /// exactly `vavrg` of unsigned lanes (signed lanes round negative sums
    /// differently, and are widened).
    AvrgUnsigned,
    /// `max - min` of same-signed lanes, in `[0, 2^w - 1]`: exact as an
    /// unsigned lane; `.sat` to an unsigned destination is the identity.
    Absdiff { signed: bool },
    /// A comparison of same-signed lanes, 1 or 0.
    Set { cmp: Cmp, signed: bool },
}

impl Narrow {
    /// Whether the lanes it gives are signed values (the `.add` form
    /// extends them by it).
    pub fn signed(self) -> bool {
        match self {
            Narrow::Sat { signed, .. } | Narrow::MinMax { signed, .. } => signed,
            Narrow::Wrap { .. }
            | Narrow::AvrgUnsigned
            | Narrow::Absdiff { .. }
            | Narrow::Set { .. } => false,
        }
    }
}

/// How `cfg`'s lanes can be computed in their own width, or `None` when only
/// the widened computation is exact (mixed signedness, `.sat` to the other
/// signedness, the `.add` forms of add and sub).
pub fn narrow_plan(cfg: &SimdCfg) -> Option<Narrow> {
    let (sa, sb, sd) = (cfg.asigned, cfg.bsigned, cfg.dsigned);
    let same = sa == sb;
    Some(match cfg.op {
        SimdOp::Add | SimdOp::Sub if cfg.acc => return None,
        SimdOp::Add if !cfg.sat => Narrow::Wrap { sub: false },
        SimdOp::Sub if !cfg.sat => Narrow::Wrap { sub: true },
        SimdOp::Add if same && sa == sd => Narrow::Sat {
            sub: false,
            signed: sd,
        },
        SimdOp::Sub if same && sa == sd => Narrow::Sat {
            sub: true,
            signed: sd,
        },
        SimdOp::Min | SimdOp::Max if same && (!cfg.sat || sd == sa) => Narrow::MinMax {
            min: cfg.op == SimdOp::Min,
            signed: sa,
        },
        SimdOp::Avrg if !sa && !sb && (!cfg.sat || !sd) => Narrow::AvrgUnsigned,
        SimdOp::Absdiff if same && (!cfg.sat || !sd) => Narrow::Absdiff { signed: sa },
        SimdOp::Set(cmp) if same => Narrow::Set { cmp, signed: sa },
        SimdOp::Add
        | SimdOp::Sub
        | SimdOp::Min
        | SimdOp::Max
        | SimdOp::Avrg
        | SimdOp::Absdiff
        | SimdOp::Set(_) => return None,
    })
}
