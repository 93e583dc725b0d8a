//! `isspacep`: whether a generic address lies in a state space's window.
//!
//! ptxjit's generic address space (docs/semantics.md, "Generic addresses"):
//! `.const` is `0x6000_0000..0x8000_0000`, `.shared` `0x8000_0000..
//! 0xA000_0000`, `.local` `0xA000_0000..0xE000_0000`, `.param`
//! `0xE000_0000..2^32`; every other address is global. The expected masks
//! below are read off that table by hand.

use std::process::Command;

use ptxjit::{Backend, Module};

/// `spaces(a)`'s mask: global 1, shared 2, local 4, const 8, param 16.
const EXPECTED: [(u64, u64); 16] = [
    (0, 1),
    (0x1000_0000, 1),
    (0x5fff_ffff, 1),
    (0x6000_0000, 8),
    (0x7fff_ffff, 8),
    (0x8000_0000, 2),
    (0x8000_1234, 2),
    (0x9fff_ffff, 2),
    (0xa000_0000, 4),
    (0xdfff_ffff, 4),
    (0xe000_0000, 16),
    (0xffff_ffff, 16),
    (0x1_0000_0000, 1),
    (0x1_8000_0000, 1),
    (0x7f00_0000_1000, 1),
    (u64::MAX, 1),
];

fn root() -> &'static str {
    env!("CARGO_MANIFEST_DIR")
}

#[test]
fn each_window_is_its_space_on_every_backend() {
    let src = std::fs::read_to_string(format!("{}/tests/ptx/isspacep.ptx", root())).unwrap();
    let m = Module::from_ptx(&src).unwrap_or_else(|e| panic!("{}", e.render("isspacep.ptx", &src)));
    let rows: Vec<Vec<u64>> = EXPECTED.iter().map(|&(a, _)| vec![a]).collect();
    let mut backends = vec![Backend::Interp, Backend::Host];
    if cfg!(feature = "llvm") {
        backends.push(Backend::Llvm);
    }
    for be in backends {
        let out = m.call_many(be, "spaces", &rows).unwrap();
        for ((a, want), got) in EXPECTED.iter().zip(&out) {
            assert_eq!(got, &vec![*want], "{be:?}: isspacep mask of 0x{a:x}");
        }
    }
}

#[test]
fn pointers_from_cvta_are_in_their_own_space() {
    // A global buffer, and cvta of a .shared, a .local and a .const
    // variable: each pointer is in its own space and no other.
    for be in ["interp", "host"] {
        let out = Command::new(env!("CARGO_BIN_EXE_ptxjit"))
            .args([
                "run",
                "tests/ptx/isspacep_kernel.ptx",
                "--kernel",
                "probe",
                "--grid",
                "1",
                "--block",
                "1",
                "--arg",
                "buf:u32[4]=0",
                "--arg",
                "buf:u32[4]=0",
                "--dump",
                "0",
                "--backend",
                be,
            ])
            .current_dir(root())
            .output()
            .expect("run ptxjit");
        assert!(
            out.status.success(),
            "{be}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8(out.stdout).unwrap();
        let masks: Vec<&str> = text.lines().collect();
        assert_eq!(
            masks,
            ["0x00000001", "0x00000002", "0x00000004", "0x00000008"],
            "{be}"
        );
    }
}

#[test]
fn isspacep_prints_back_as_it_checks() {
    use ptxjit_frontend::ir::Op;
    let src = ".version 8.3\n.target sm_90\n.address_size 64\n\
               .visible .func (.reg .b32 d) f(.reg .b64 a)\n{\n.reg .pred %p;\n\
               isspacep.shared::cta %p, a;\nisspacep.param::entry %p, a;\n\
               isspacep.const %p, 0x60000010;\nselp.u32 d, 1, 0, %p;\nret;\n}\n";
    let prog = ptxjit_testkit::program_with(src, "");
    let f = &prog.funcs[0];
    let texts: Vec<String> = f
        .body
        .as_ref()
        .expect("a body")
        .iter()
        .filter(|i| matches!(i.op, Op::Isspacep { .. }))
        .map(|i| i.op.show(f, &prog).to_string())
        .collect();
    // `::cta` and `::entry` are the same windows, printed as the plain
    // spaces.
    assert_eq!(
        texts,
        [
            "isspacep.shared %p, a;",
            "isspacep.param %p, a;",
            "isspacep.const %p, 0x60000010;"
        ]
    );
}

/// (Only in builds with the NVPTX path.)
#[cfg(feature = "llvm")]
#[test]
fn the_gpu_lowering_refuses_isspacep_rather_than_test_ptxjit_windows() {
    for mode in ["lowered", "native"] {
        let out = Command::new(env!("CARGO_BIN_EXE_ptxjit"))
            .args([
                "emit",
                "tests/ptx/isspacep.ptx",
                "--to",
                "ptx",
                "--gpu-mode",
                mode,
            ])
            .current_dir(root())
            .output()
            .expect("run ptxjit");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{mode}: {err}");
        assert!(
            err.contains("isspacep is not supported on the gpu backend yet")
                && err.contains("isspacep.ptx:"),
            "{mode}: {err}"
        );
    }
}
