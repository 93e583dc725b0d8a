//! `ptxjit emit --to asm/clif` tags the host code with the PTX line each part
//! came from.

use std::process::Command;

/// Runs `ptxjit emit FILE --func NAME --to TO` and returns its output.
fn emit(file: &str, name: &str, to: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_ptxjit"))
        .args(["emit", file, "--func", name, "--to", to])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run ptxjit");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8 output")
}

/// Runs `ptxjit emit examples/carry_chain.ptx --func add128 --to <to>`.
fn emit_add128(to: &str) -> String {
    emit("examples/carry_chain.ptx", "add128", to)
}

/// The four instructions of `add128`, with their line numbers in
/// examples/carry_chain.ptx (counted by hand in the file).
const LINES: [(u32, &str); 4] = [
    (11, "add.cc.u32  d0, a0, b0;"),
    (12, "addc.cc.u32 d1, a1, b1;"),
    (13, "addc.cc.u32 d2, a2, b2;"),
    (14, "addc.u32    d3, a3, b3;"),
];

#[test]
fn asm_has_ptx_line_headers_in_source_order() {
    let out = emit_add128("asm");
    let lines: Vec<&str> = out.lines().collect();
    let mut last = 0;
    for (n, text) in LINES {
        let header = format!("; line {}: {}", n, text);
        let at = lines
            .iter()
            .position(|l| *l == header)
            .unwrap_or_else(|| panic!("no header {header:?} in\n{out}"));
        assert!(at > last, "{header:?} out of source order in\n{out}");
        last = at;
        // A header is followed by the code bytes it stands for.
        let next = lines[at + 1];
        assert!(next.starts_with(";   0x"), "{next:?} after {header:?}");
    }
    // Only the instructions (and `ret`, line 15) can head machine code.
    for l in lines.iter().filter(|l| l.starts_with("; line ")) {
        let n: u32 = l["; line ".len()..]
            .split(':')
            .next()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        assert!((11..=15).contains(&n), "{l:?}");
    }
    // The VCode listing still follows, ending with the return.
    assert!(out.contains("; VCode"), "{out}");
    assert!(out.contains("ret"), "{out}");
}

#[test]
fn clif_has_srcloc_legend() {
    let out = emit_add128("clif");
    for (n, text) in LINES {
        // Cranelift prints a source location as `@` and 4 hex digits.
        let legend = format!(";   @{:04x} = line {}: {}", n, n, text);
        assert!(out.contains(&legend), "no {legend:?} in\n{out}");
        assert!(out.contains(&format!("@{:04x} ", n)), "{out}");
    }
    assert!(out.contains("@000b "), "{out}");
}

/// A `.shared` access at a constant base plus an index times its size has
/// no alignment test in the host code (`known_tz` through `shl`, which
/// lowers to a `select`); one at base plus a bare index keeps it, and
/// faults when misaligned, on the host backend as on the interpreter.
/// Alignment tests (`band x, 3`) of the instruction tagged `tag` (its
/// source line in hex) in a Cranelift listing.
fn alignment_tests_at(clif: &str, tag: &str) -> usize {
    clif.lines()
        .filter(|l| l.starts_with(tag) && l.contains(" band ") && l.ends_with("= 3"))
        .count()
}

/// The source and module of `file`, and a launch of one thread.
fn one_thread_module(file: &str) -> (String, ptxjit::Module, ptxjit::Launch) {
    let src = std::fs::read_to_string(format!("{}/{}", env!("CARGO_MANIFEST_DIR"), file)).unwrap();
    let m = ptxjit::Module::from_ptx(&src).unwrap();
    let launch = ptxjit::Launch {
        grid: [1, 1, 1],
        block: [1, 1, 1],
        dynamic_shared: 0,
    };
    (src, m, launch)
}

#[test]
fn accesses_aligned_by_construction_have_no_alignment_test() {
    let file = "tests/ptx/aligned_by_construction.ptx";
    let text = emit(file, "k", "clif");
    // Source lines 14 (`[%r4]`, s + 4*i) and 16 (`[%r6]`, s + i), in hex
    // as the listing tags them.
    assert_eq!(alignment_tests_at(&text, "@000e"), 0, "{text}");
    assert_eq!(alignment_tests_at(&text, "@0010"), 1, "{text}");
    let (_, m, launch) = one_thread_module(file);
    for be in [ptxjit::Backend::Host, ptxjit::Backend::Interp] {
        let args = |i: u64| {
            [
                ptxjit::KernelArg::Scalar(i),
                ptxjit::KernelArg::Buffer(vec![0; 4]),
            ]
        };
        // i = 4: both loads aligned (shared memory starts zeroed: 0 + 0).
        let ok = m
            .launch(be, "k", &launch, &args(4))
            .expect("aligned loads run");
        assert_eq!(ok[1].as_deref(), Some(&[0u8; 4][..]), "{be:?}");
        // i = 1: s + 4 is aligned, s + 1 is not.
        let err = m
            .launch(be, "k", &launch, &args(1))
            .unwrap_err()
            .to_string();
        assert!(err.contains("misaligned"), "{be:?}: {err}");
        assert!(
            err.starts_with("16:"),
            "{be:?}: the fault is at line 16: {err}"
        );
    }
}

/// The x86-64 listing of `.func` `name` of `file` (its instructions, without
/// the comment lines).
fn emit_asm(file: &str, name: &str) -> String {
    emit(file, name, "asm")
        .lines()
        .filter(|l| !l.starts_with(';'))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Rotates (`rol`, `ror`, BMI2's `rorx`) and right shifts in a listing.
fn rotates_and_right_shifts(asm: &str) -> (usize, usize) {
    let count = |ops: &[&str]| {
        asm.lines()
            .filter(|l| {
                let op = l.split_whitespace().next().unwrap_or("");
                ops.iter().any(|o| op.starts_with(o))
            })
            .count()
    };
    (count(&["rol", "ror"]), count(&["shr", "sar"]))
}

#[test]
fn rotates_written_as_two_shifts_are_one_rotate() {
    let file = "tests/ptx/rotate_idioms.ptx";
    let src = std::fs::read_to_string(format!("{}/{}", env!("CARGO_MANIFEST_DIR"), file)).unwrap();
    let m = ptxjit::Module::from_ptx(&src).unwrap();
    let xs = [
        0u64,
        1,
        0x8000_0000_0000_0001,
        0x0123_4567_89ab_cdef,
        0xffff_ffff_ffff_ffff,
        0xdead_beef_f00d_cafe,
    ];
    // (name, argument bits, is a rotate, the value worked out in Rust)
    type Want = fn(u64) -> u64;
    let cases: [(&str, u32, bool, Want); 5] = [
        ("rot64_add", 64, true, |x| x.rotate_left(6)),
        ("rot32_or", 32, true, |x| {
            u64::from((x as u32).rotate_left(7))
        }),
        ("rot64_xor", 64, true, |x| x.rotate_right(1)),
        ("not_rot_amounts", 64, false, |x| {
            (x << 8).wrapping_add(x >> 8)
        }),
        ("not_rot_signed", 32, false, |x| {
            let v = x as u32;
            u64::from((v << 4).wrapping_add(((v as i32) >> 28) as u32))
        }),
    ];
    for (name, bits, rotate, want) in cases {
        let asm = emit_asm(file, name);
        let (rotates, right_shifts) = rotates_and_right_shifts(&asm);
        if rotate {
            assert_eq!((rotates, right_shifts), (1, 0), "{name}:\n{asm}");
        } else {
            assert_eq!((rotates, right_shifts), (0, 1), "{name}:\n{asm}");
        }
        for &x in &xs {
            let x = if bits == 32 { x & 0xffff_ffff } else { x };
            for be in [ptxjit::Backend::Host, ptxjit::Backend::Interp] {
                let got = m.call(be, name, &[x]).unwrap();
                assert_eq!(got, vec![want(x)], "{name}({x:#x}) on {be:?}");
            }
        }
    }
    // Two different sources: not a rotate (Cranelift makes it a `shld`).
    let asm = emit_asm(file, "not_rot_sources");
    assert_eq!(rotates_and_right_shifts(&asm).0, 0, "{asm}");
    for (x, y) in [
        (0x0123_4567_89ab_cdefu64, 0xfedc_ba98_7654_3210u64),
        (1, 1 << 63),
    ] {
        let got = m
            .call(ptxjit::Backend::Host, "not_rot_sources", &[x, y])
            .unwrap();
        assert_eq!(got, vec![(x << 16) | (y >> 48)]);
    }
}

#[test]
fn addresses_read_after_checked_accesses_and_guards_stay_aligned_by_construction() {
    let file = "tests/ptx/aligned_after_checks.ptx";
    let text = emit(file, "k", "clif");
    // Lines 19, 20, 22, 23 and 25 (0x13 .. 0x19): loads at s + 4*i, + 4,
    // + 12 (guarded), + 16 (after the guarded one) and + 8 (after a guarded
    // branch).
    for tag in ["@0013", "@0014", "@0016", "@0017", "@0019"] {
        assert_eq!(alignment_tests_at(&text, tag), 0, "{tag}:\n{text}");
    }
    // The same values and faults as the interpreter: i = 0 reads zeroed
    // shared memory; i = 63 reads s + 252, then s + 256, past the end.
    let (src, m, launch) = one_thread_module(file);
    let run = |be, i: u64| {
        let args = [
            ptxjit::KernelArg::Scalar(i),
            ptxjit::KernelArg::Buffer(vec![0xaa; 4]),
        ];
        m.launch(be, "k", &launch, &args)
            .map(|o| o[1].clone())
            // The error line (the notes differ between backends).
            .map_err(|e| {
                let text = e.render("aligned_after_checks.ptx", &src);
                text.lines().next().unwrap_or_default().to_string()
            })
    };
    for i in [0u64, 63] {
        let (h, n) = (
            run(ptxjit::Backend::Host, i),
            run(ptxjit::Backend::Interp, i),
        );
        assert_eq!(h, n, "i = {i}");
    }
    assert_eq!(run(ptxjit::Backend::Host, 0), Ok(Some(vec![0; 4])));
    let e = run(ptxjit::Backend::Host, 63).unwrap_err();
    assert!(e.contains("aligned_after_checks.ptx:20:"), "{e}");
}
