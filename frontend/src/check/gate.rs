//! `.version` and `.target` gating: an instruction, a modifier or a special
//! register newer than the module's `.version`, or needing a newer GPU than
//! its `.target`, is an error, as ptxas 12.9 says ("Feature 'X' requires
//! PTX ISA .version 8.2 or later", "... requires .target sm_90 or
//! higher"). The instruction's own requirement is [`Op::info`]'s
//! `min_ptx`/`min_sm`; what its modifiers and operands add is the table
//! `MODS` here and [`crate::ir::Sreg::min_version`]. Values checked
//! against ptxas 12.9 at eight version/target pairs
//! (`tests/all/ptxas_agreement.rs`, `gated_forms_agree_with_ptxas`;
//! `scripts/forms-matrix.py`).

use super::operands::sreg;
use super::FnCx;
use crate::ast::{Inst, OperandKind};
use crate::diag::Diagnostic;
use crate::ir::Op;

/// One requirement: what needs it, the oldest `.version` (x10) and the
/// oldest `sm_XX` (0: any).
struct Need {
    what: String,
    ptx: u32,
    sm: u32,
}

/// Modifiers that are newer than their instruction: (opcodes, modifier,
/// what ptxas calls the feature, min .version x10, min sm). A modifier
/// written `L1::evict_last` matches `L1::*` entries by prefix.
const MODS: &[(&[&str], &str, &str, u32, u32)] = &[
    (&["ld", "st", "atom", "red"], "relaxed", ".relaxed", 60, 70),
    (&["ld", "st", "atom", "red"], "acquire", ".acquire", 60, 70),
    (&["ld", "st", "atom", "red"], "release", ".release", 60, 70),
    (&["ld", "st", "atom", "red"], "acq_rel", ".acq_rel", 60, 70),
    (
        &["atom", "red"],
        "cta",
        "scopes on atomic operations",
        50,
        60,
    ),
    (
        &["atom", "red"],
        "gpu",
        "scopes on atomic operations",
        50,
        60,
    ),
    (
        &["atom", "red"],
        "sys",
        "scopes on atomic operations",
        50,
        60,
    ),
    (&["ld", "st"], "L1::", "L1 eviction priority", 74, 70),
    (&["ld", "st"], "L2::", "cache prefetching", 74, 75),
    (
        &["ld", "st", "atom", "red", "cvta", "cp", "isspacep"],
        "shared::cta",
        "::cta",
        78,
        0,
    ),
    (
        &["ld", "st", "atom", "red", "cvta", "cp", "isspacep"],
        "shared::cluster",
        "::cluster",
        78,
        90,
    ),
    (&["isspacep"], "param::entry", "::entry", 83, 0),
    (&["bar", "barrier"], "cta", "bar.cta", 78, 0),
    (
        &["bar", "barrier", "mma", "ldmatrix", "wmma"],
        "aligned",
        ".aligned",
        60,
        0,
    ),
    (&["ld", "st"], "v8", "256 bit wide load/store", 88, 100),
    (&["cvt"], "u4", ".u4", 65, 75),
    (&["cvt"], "s4", ".s4", 65, 75),
    (&["cvt"], "u2", ".u2", 65, 75),
    (&["cvt"], "s2", ".s2", 65, 75),
    (&["mma"], "m16n8k16", "mma", 70, 80),
    (&["mma"], "m16n8k32", "mma", 70, 80),
    (&["mma"], "m8n8k16", "mma", 65, 75),
    (&["ldmatrix"], "sync", "ldmatrix", 65, 75),
    (&["fence"], "", "fence instruction", 60, 70),
    (&["cp"], "async", "cp.async", 70, 80),
    (&["tex", "tld4"], "f16", ".f16", 0, 53),
    (&["atom", "red"], "f16", "atom.add.f16", 63, 70),
    (&["atom", "red"], "f16x2", "atom.add.f16x2", 63, 70),
];

fn version(v: u32) -> String {
    format!("{}.{}", v / 10, v % 10)
}

/// What `inst` (decoded as `op`) needs beyond what the module's header
/// gives: an error naming the first such requirement.
pub fn check(cx: &FnCx, inst: &Inst, op: &Op) -> Result<(), Diagnostic> {
    let prog = cx.prog();
    let (have_ptx, have_sm) = (prog.version, prog.sm);
    if have_ptx == 0 || have_sm == 0 {
        // No header: reported on its own.
        return Ok(());
    }
    let mut needs = Vec::new();
    let info = op.info();
    if !matches!(op, Op::Unsupported { .. }) {
        needs.push(Need {
            what: inst.full_name(),
            ptx: info.min_ptx,
            sm: info.min_sm,
        });
    }
    for &(opcodes, m, what, ptx, sm) in MODS {
        if !opcodes.contains(&inst.opcode.as_str()) {
            continue;
        }
        let hit = if m.is_empty() {
            true
        } else if m.ends_with("::") {
            inst.mods.iter().any(|x| x.text.starts_with(m))
        } else {
            inst.mods.iter().any(|x| x.text == m)
        };
        if hit {
            needs.push(Need {
                what: what.to_string(),
                ptx,
                sm,
            });
        }
    }
    // atom.cas.b16, and lop3's predicate output.
    let has = |t: &str| inst.mods.iter().any(|x| x.text == t);
    if matches!(inst.opcode.as_str(), "atom" | "red") && has("cas") && has("b16") {
        needs.push(Need {
            what: format!("{}.cas.b16", inst.opcode),
            ptx: 63,
            sm: 70,
        });
    }
    if inst.opcode == "lop3"
        && inst
            .operands
            .first()
            .is_some_and(|o| matches!(o.kind, OperandKind::PredPair(..)))
    {
        needs.push(Need {
            what: "lop3.<BoolOp>".into(),
            ptx: 82,
            sm: 70,
        });
    }
    // Special registers read.
    for o in &inst.operands {
        if let OperandKind::Name(n) = &o.kind {
            if let Ok(Some(s)) = sreg(n, &o.suffix, o.span) {
                let (ptx, sm) = s.min_version();
                needs.push(Need {
                    what: s.name(),
                    ptx,
                    sm,
                });
            }
        }
    }
    for n in needs {
        if n.ptx > have_ptx {
            return Err(Diagnostic::new(
                inst.span,
                format!(
                    "'{}' requires PTX ISA .version {} or later (the module says .version {})",
                    n.what,
                    version(n.ptx),
                    version(have_ptx)
                ),
            ));
        }
        if n.sm > have_sm {
            return Err(Diagnostic::new(
                inst.span,
                format!(
                    "'{}' requires .target sm_{} or higher (the module targets sm_{})",
                    n.what, n.sm, have_sm
                ),
            ));
        }
    }
    Ok(())
}
