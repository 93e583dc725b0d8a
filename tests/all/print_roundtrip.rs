//! `Display` of `ir::Op` (frontend/src/ir/print.rs) prints PTX that checks
//! back to the same instruction: every instruction of the variant
//! enumeration (tests/vectors/variants.rs), of the clang-compiled kernels
//! (tests/cuda/*.ptx), of the public-code corpus (tests/corpus/ptx) and of
//! the examples and benchmarks is replaced in its source by its printed
//! text, the source is checked again, and each instruction compares equal.

use ptxjit_frontend::ir::{Op, Program};

fn check(src: &str) -> Program {
    let ast = ptxjit_frontend::parse(src).unwrap_or_else(|e| panic!("parse: {e:?}"));
    ptxjit_frontend::check(&ast).unwrap_or_else(|e| panic!("check: {:?}", e))
}

/// The label written just before byte `at` of `src` (`NAME:`, skipping
/// blanks, comments, directives, declarations, `{` and a guard).
fn label_before(src: &str, at: usize) -> Option<String> {
    let mut head = src[..at].trim_end();
    // A guard `@%p` / `@!%p` of the instruction itself.
    if let Some(k) = head.rfind('@') {
        if !head[k..].contains(char::is_whitespace) {
            head = head[..k].trim_end();
        }
    }
    loop {
        // A `// comment`, a `.pragma` or declaration line, or the `{` of a
        // scope, ending the head.
        let line_start = head.rfind('\n').map_or(0, |k| k + 1);
        let line = &head[line_start..];
        if let Some(c) = line.find("//") {
            head = head[..line_start + c].trim_end();
        } else if line.trim_start().starts_with('.') || line.trim() == "{" {
            head = head[..line_start].trim_end();
        } else {
            break;
        }
    }
    let name = head.strip_suffix(':')?;
    let start = name
        .rfind(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$' || c == '%' || c == '.'))
        .map_or(0, |k| k + 1);
    Some(name[start..].to_string())
}

/// Whether an op has text of its own that checks back to it.
fn printable(op: &Op) -> bool {
    !matches!(
        op,
        Op::Unsupported { .. }
            | Op::Nop
            | Op::Trap {
                kind: ptxjit_frontend::ir::TrapKind::BadCallTarget
            }
            | Op::Warp {
                op: ptxjit_frontend::ir::WarpOp::Lockstep,
                ..
            }
    )
}

/// Prints every instruction of `src` back into it, checks the result and
/// compares; returns how many instructions were compared.
fn round_trip(name: &str, src: &str) -> usize {
    let prog = check(src);
    let mut edits: Vec<(usize, usize, String)> = Vec::new();
    for f in &prog.funcs {
        let Some(body) = &f.body else { continue };
        for (k, ins) in body.iter().enumerate() {
            // A `.volatile` access is the access after a lockstep point
            // (`Op` does not keep `.volatile`): left as written.
            let after_lockstep = k > 0
                && matches!(
                    body[k - 1].op,
                    Op::Warp {
                        op: ptxjit_frontend::ir::WarpOp::Lockstep,
                        ..
                    }
                );
            if !printable(&ins.op) || after_lockstep {
                continue;
            }
            // The declaration's mnemonic is an opcode the checker reads:
            // `Op::info` and the checker's opcode table cannot drift apart.
            let mnemonic = ins.op.info().mnemonic;
            let opcode = mnemonic.split('.').next().unwrap_or("");
            let known = ptxjit_frontend::check::KNOWN_OPCODES;
            assert!(
                known.contains(&opcode) || known.contains(&mnemonic),
                "{name}: Op::info's mnemonic '{}' is not in check::KNOWN_OPCODES",
                ins.op.info().mnemonic
            );
            let at = ins.span.offset as usize;
            let end = at + src[at..].find(';').expect("an instruction ends with ';'") + 1;
            let label = |t: u32| {
                let target = body[t as usize].span.offset as usize;
                label_before(src, target).unwrap_or_else(|| format!("?{t}"))
            };
            let mut shown = ins.op.show(f, &prog);
            shown.label = Some(&label);
            edits.push((at, end, shown.to_string()));
        }
    }
    edits.sort_by_key(|e| e.0);
    let mut out = String::with_capacity(src.len());
    let mut pos = 0;
    for (a, e, text) in &edits {
        if *a < pos {
            continue; // (inlined copies share their callee's spans)
        }
        out.push_str(&src[pos..*a]);
        out.push_str(text);
        pos = *e;
    }
    out.push_str(&src[pos..]);
    let ast = ptxjit_frontend::parse(&out)
        .unwrap_or_else(|e| panic!("{name}: printed text does not parse: {e:?}"));
    let again = ptxjit_frontend::check(&ast).unwrap_or_else(|e| {
        let d = &e;
        let line = out.lines().nth(d.span.line as usize - 1).unwrap_or("");
        panic!(
            "{name}: printed text does not check at line {}: {} ({line})",
            d.span.line, d.message
        )
    });
    let mut n = 0;
    for (f, g) in prog.funcs.iter().zip(&again.funcs) {
        let (Some(a), Some(b)) = (&f.body, &g.body) else {
            continue;
        };
        assert_eq!(a.len(), b.len(), "{name}: '{}' changed length", f.name);
        for (x, y) in a.iter().zip(b) {
            assert_eq!(
                format!("{:?} {:?}", x.op, x.guard),
                format!("{:?} {:?}", y.op, y.guard),
                "{name}: '{}' line {}: printed as '{}'",
                f.name,
                x.span.line,
                x.op.show(f, &prog)
            );
            n += 1;
        }
    }
    n
}

#[test]
fn the_variant_enumeration_prints_and_checks_back() {
    let vs: Vec<_> = super::variants::base_variants()
        .into_iter()
        .chain(super::variants::video_variants())
        .collect();
    let n = round_trip("variants", &super::variants::source(&vs));
    eprintln!("variants: {n} instructions printed and checked back");
    assert!(n > 1500, "{n} instructions");
}

#[test]
fn real_modules_print_and_check_back() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["tests/cuda", "tests/corpus/ptx", "examples", "benches/ptx"] {
        for e in std::fs::read_dir(root.join(dir)).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "ptx") {
                files.push(p);
            }
        }
    }
    files.sort();
    let mut total = 0;
    for f in &files {
        let src = std::fs::read_to_string(f).unwrap();
        total += round_trip(&f.display().to_string(), &src);
    }
    eprintln!(
        "{} files, {total} instructions printed and checked back",
        files.len()
    );
    assert!(
        files.len() > 60 && total > 10_000,
        "{} files, {total} instructions",
        files.len()
    );
}
