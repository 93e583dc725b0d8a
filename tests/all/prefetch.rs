//! `prefetch` / `prefetchu`: cache hints, which compute nothing. ptxas
//! 12.9's verdicts on their forms are in `tests/forms/data.txt` and
//! `gated.tsv`; here every backend runs a kernel that hints before each
//! access (one hint names an address outside every allocation) and gives
//! the values the same kernel gives without them, worked out by hand. An
//! H100 does not fault on such a hint either (`docs/sass/prefetch-h100.txt`).

fn root() -> &'static str {
    env!("CARGO_MANIFEST_DIR")
}

#[cfg(feature = "cli")]
#[test]
fn hints_change_nothing_on_every_backend() {
    // (The llvm backend does not launch kernels yet: `hint3` below.)
    for be in ["interp", "host"] {
        let (code, text, err) = crate::cli::ptxjit(
            &[
                "run",
                "tests/ptx/prefetch_kernel.ptx",
                "--kernel",
                "hinted",
                "--grid",
                "1",
                "--block",
                "4",
                "--arg",
                "buf:u32[4]=zeros",
                "--arg",
                "buf:u32[4]=5,0,100,0xffffffff",
                "--dump",
                "0",
                "--backend",
                be,
            ],
            None,
        );
        assert_eq!(code, 0, "{be}: {err}");
        let got: Vec<&str> = text.lines().collect();
        // out[i] = 3 * in[i] + 1 + i (mod 2^32): 16, 2, 303,
        // and 3 * 0xffffffff + 1 + 3 = 0x2_ffff_fffd + 4 = 0x3_0000_0001,
        // whose low word is 1.
        assert_eq!(
            got,
            ["0x00000010", "0x00000002", "0x0000012f", "0x00000001"],
            "{be}"
        );
    }
}

#[test]
fn hints_in_a_function_change_nothing_on_every_backend() {
    use ptxjit::{Backend, Module};
    let src = std::fs::read_to_string(format!("{}/tests/ptx/prefetch_kernel.ptx", root())).unwrap();
    let m = Module::from_ptx(&src).unwrap_or_else(|e| panic!("{}", e.render("prefetch.ptx", &src)));
    // p: no allocation at all (a function call has no memory), then an
    // address in no window; r = 3x + 1 mod 2^32, by hand.
    let rows = vec![
        vec![0x1234_5678_9000, 5],
        vec![0xffff_ffff_ffff_ff00, 0x5555_5555],
        vec![0, 0xffff_ffff],
    ];
    let want = [16u64, 0x0000_0000, 0xffff_fffe];
    let mut backends = vec![Backend::Interp, Backend::Host];
    if cfg!(feature = "llvm") {
        backends.push(Backend::Llvm);
    }
    for be in backends {
        let out = m.call_many(be, "hint3", &rows).unwrap();
        for (row, (got, w)) in rows.iter().zip(out.iter().zip(want)) {
            assert_eq!(got, &vec![w], "{be:?}: hint3{row:x?}");
        }
    }
}

#[test]
fn prefetch_prints_back_as_it_checks() {
    use ptxjit_frontend::ir::Op;
    let src = std::fs::read_to_string(format!("{}/tests/ptx/prefetch_kernel.ptx", root())).unwrap();
    let prog = ptxjit_testkit::program_with(&src, "");
    let f = &prog.funcs[0];
    let texts: Vec<String> = f
        .body
        .as_ref()
        .expect("a body")
        .iter()
        .filter(|i| matches!(i.op, Op::Prefetch { .. }))
        .map(|i| i.op.show(f, &prog).to_string())
        .collect();
    assert_eq!(
        texts,
        [
            "prefetch.global.L1 [%rd5];",
            "prefetch.global.L2 [%rd5+4];",
            "prefetch.global.L2::evict_last [%rd5];",
            "prefetch.L2::evict_normal [%rd2];",
            "prefetchu.L1 [%rd2];",
            "prefetch.L1 [%rd2+64];",
            "prefetch.const.tensormap [ctab];",
            "prefetch.param.tensormap [in];",
            "prefetch.global.L2 [%rd6];",
            "prefetch.local.L1 [scratch];",
            "prefetch.local.L2 [scratch+4];",
        ]
    );
    // Each printed form checks again into the same instruction.
    for t in &texts {
        let one = src.replacen("  ret;\n}", &format!("  {t}\n  ret;\n}}"), 1);
        let p2 = ptxjit_testkit::program_with(&one, "");
        let b = p2.funcs[0].body.as_ref().expect("a body");
        let last = &b[b.len() - 2].op;
        assert_eq!(last.show(&p2.funcs[0], &p2).to_string(), *t);
    }
}

#[test]
fn wrong_forms_are_refused_with_ptxas_reasons() {
    let cases = [
        ("prefetch.shared.L1 [%rd2];", "state space incorrect"),
        ("prefetch.global [%rd2];", "cache level modifier required"),
        ("prefetch.global.L1.L2 [%rd2];", "exclude each other"),
        ("prefetchu.L2 [%rd2];", "needs a cache level (.L1)"),
        ("prefetchu.global.L1 [%rd2];", "state space incorrect"),
        (
            "prefetch.local.L2::evict_last [scratch];",
            "state space incorrect",
        ),
        ("prefetch.global.tensormap [%rd2];", "state space incorrect"),
        ("prefetch.global.L1 %rd2;", "address"),
    ];
    let src = std::fs::read_to_string(format!("{}/tests/ptx/prefetch_kernel.ptx", root())).unwrap();
    for (form, why) in cases {
        let one = src.replacen("  ret;\n}", &format!("  {form}\n  ret;\n}}"), 1);
        let e = ptxjit_frontend::parse_and_check(&one).expect_err(form);
        let msg = e.to_string();
        assert!(msg.contains(why), "{form}: {msg}");
    }
}
