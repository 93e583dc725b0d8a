//! The module header (`.version`, `.target`, `.address_size`) and the
//! module-wide limits ptxas enforces (static `.shared` size).

use super::*;

/// PTX ISA versions (ptxas 11.8 knows up to 7.8; later ones are read
/// with the rules of the manual).
pub(super) const VERSIONS: &[(u32, u32)] = &[
    (1, 4),
    (2, 3),
    (3, 2),
    (4, 3),
    (5, 0),
    (6, 5),
    (7, 8),
    (8, 8),
    (9, 1),
];

/// Architectures `.target` may name (`sm_NN`, with an `a`/`f` suffix on the
/// ones that have one), and the other target options.
pub(super) const TARGETS: &[u32] = &[
    10, 11, 12, 13, 20, 21, 30, 32, 35, 37, 50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87, 89, 90,
    100, 101, 103, 110, 120, 121,
];

/// The architecture number of a `.target` name: `sm_80` and `sm_90a` give
/// 80 and 90; `None` for any other spelling.
pub(super) fn target_sm(t: &str) -> Option<u32> {
    let rest = t.strip_prefix("sm_")?;
    let digits = rest.strip_suffix(['a', 'f']).unwrap_or(rest);
    if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// `.version` and `.target` must both be there (ptxas: "Missing .version
/// directive", "Target architecture not defined") and name a known PTX
/// version and architectures.
pub(super) fn header(module: &ast::Module, errs: &mut Sink) {
    let at = Span {
        line: 1,
        col: 1,
        offset: 0,
        len: 1,
    };
    match module.version {
        None => errs.push(Diagnostic::new(
            at,
            "missing .version directive at the start of the file",
        )),
        Some((major, minor)) => {
            if !VERSIONS
                .iter()
                .any(|&(ma, last)| ma == major && minor <= last)
            {
                errs.push(Diagnostic::new(
                    at,
                    format!("unknown PTX ISA version {major}.{minor} in .version"),
                ));
            }
        }
    }
    if module.target.is_empty() {
        errs.push(Diagnostic::new(at, "missing .target directive"));
    }
    // CUDA 12 compiles 64-bit PTX only (ptxas 12.9: "32-Bit compilation
    // is no longer supported"). Old PTX without `.address_size` (1.x,
    // 2.x), 32-bit by default, is still read: no current ptxas judges it.
    if module.address_size == Some(32) {
        errs.push(Diagnostic::new(
            at,
            ".address_size 32: CUDA 12 compiles 64-bit PTX only (ptxas 12.9: 32-Bit compilation is no longer supported)",
        ));
    }
    // The oldest .version that knows each target (ptxas 12.9: "PTX
    // .version 7.0 does not support .target sm_90").
    const SINCE: &[(u32, u32)] = &[
        (50, 40),
        (52, 41),
        (53, 42),
        (60, 50),
        (61, 50),
        (62, 50),
        (70, 60),
        (72, 61),
        (75, 63),
        (80, 70),
        (86, 71),
        (87, 74),
        (89, 78),
        (90, 78),
        (100, 86),
        (101, 86),
        (103, 88),
        (110, 90),
        (120, 87),
        (121, 88),
    ];
    if let Some((major, minor)) = module.version {
        let have = major * 10 + minor.min(9);
        for t in &module.target {
            let need = target_sm(t).and_then(|n| SINCE.iter().find(|x| x.0 == n));
            if let Some(&(_, v)) = need.filter(|x| have < x.1) {
                errs.push(Diagnostic::new(
                    at,
                    format!(
                        "PTX .version {major}.{minor} does not support .target {t} (it needs .version {}.{} or later)",
                        v / 10,
                        v % 10
                    ),
                ));
            }
        }
    }
    for t in &module.target {
        let known = match target_sm(t) {
            Some(n) => TARGETS.contains(&n),
            None => matches!(
                t.as_str(),
                "texmode_unified" | "texmode_independent" | "debug" | "map_f64_to_f32"
            ),
        };
        if !known {
            errs.push(Diagnostic::new(
                at,
                format!("unknown target '{t}' in .target"),
            ));
        }
    }
}

/// The most static `.shared` memory one kernel may use (ptxas: "uses too
/// much shared data (0xc001 bytes, 0xc000 max)").
pub const MAX_STATIC_SHARED: u64 = 48 * 1024;

/// One error per kernel whose static `.shared` variables (those it or a
/// function it calls names, laid out in declaration order at their
/// alignment, as ptxas counts them) take more than [`MAX_STATIC_SHARED`].
pub(super) fn static_shared_limits(prog: &Program) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (k, f) in prog.funcs.iter().enumerate() {
        if f.kind != FuncKind::Entry || f.body.is_none() {
            continue;
        }
        let end = prog.shared_layout(k as FuncId).static_end;
        if end > MAX_STATIC_SHARED {
            out.push(Diagnostic::new(
                f.span,
                format!(
                    "kernel '{}' uses {} bytes of static .shared memory, more than the {} a block may have (ptxas: uses too much shared data)",
                    f.name, end, MAX_STATIC_SHARED
                ),
            ));
        }
    }
    out
}
