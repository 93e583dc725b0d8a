//! The command-line contract (shared/spec/cli.md), exercised on the binary.

use std::io::Write;
use std::process::{Command, Stdio};

pub(crate) fn ptxjit(args: &[&str], stdin: Option<&str>) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ptxjit"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run ptxjit");
    if let Some(s) = stdin {
        child.stdin.take().unwrap().write_all(s.as_bytes()).unwrap();
    } else {
        drop(child.stdin.take());
    }
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Each line of `out` as JSON.
pub(crate) fn json_lines(out: &str) -> Vec<serde_json::Value> {
    out.lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

pub(crate) fn temp(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("ptxjit-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_string_lossy().into_owned()
}

#[test]
fn check_lists_callables() {
    let (code, out, _) = ptxjit(&["check", "examples/carry_chain.ptx"], None);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "func add128: 5 instructions\nfunc sub64: 9 instructions\n"
    );
    let (code, out, _) = ptxjit(&["check", "examples/reduce.ptx"], None);
    assert_eq!(code, 0);
    assert_eq!(out, "entry block_sum: 37 instructions\n");
}

#[test]
fn both_parameter_spellings_of_the_contract_work() {
    let f = temp(
        "spec.ptx",
        ".version 7.8\n.target sm_80\n.address_size 64\n\
         .func (.reg .b32 d) f(.reg .b32 a, .reg .b32 b, .reg .b32 c)\n\
         { vadd4.u32.u32.u32.sat d, a, b, c; ret; }\n\
         .func (.param .b32 r) g(.param .b32 a, .param .b32 b)\n\
         { .reg .b32 %r<4>; ld.param.b32 %r1, [a]; ld.param.b32 %r2, [b];\n\
           add.cc.u32 %r3, %r1, %r2; st.param.b32 [r], %r3; ret; }\n",
    );
    let (code, out, err) = ptxjit(
        &[
            "run",
            &f,
            "--func",
            "f",
            "--backend",
            "interp",
            "0xff017f80",
            "0x01017f80",
            "0",
        ],
        None,
    );
    assert_eq!((code, out.as_str()), (0, "0xff02feff\n"), "{err}");
    let (code, out, _) = ptxjit(
        &["run", &f, "--func", "g", "--backend", "interp", "-1", "2"],
        None,
    );
    assert_eq!((code, out.as_str()), (0, "0x00000001\n"));
}

#[test]
fn inputs_file_and_stdin_rows() {
    let rows =
        "# comment\n\n1 2 3 4 5 6 7 8\n0xffffffff,0xffffffff,0xffffffff,0xffffffff, 1,0,0,0\n";
    let p = temp("rows.txt", rows);
    let want = "0x00000006,0x00000008,0x0000000a,0x0000000c\n0x00000000,0x00000000,0x00000000,0x00000000\n";
    let (code, out, _) = ptxjit(
        &[
            "run",
            "examples/carry_chain.ptx",
            "--func",
            "add128",
            "--backend",
            "interp",
            "--inputs",
            &p,
        ],
        None,
    );
    assert_eq!((code, out.as_str()), (0, want));
    let (code, out, _) = ptxjit(
        &[
            "run",
            "examples/carry_chain.ptx",
            "--func",
            "add128",
            "--backend",
            "interp",
            "--inputs",
            "-",
        ],
        Some(rows),
    );
    assert_eq!((code, out.as_str()), (0, want));
}

#[test]
fn sixty_four_bit_outputs_are_padded_to_16_digits() {
    let (code, out, _) = ptxjit(
        &[
            "run",
            "examples/carry_chain.ptx",
            "--func",
            "sub64",
            "--backend",
            "interp",
            "0",
            "1",
        ],
        None,
    );
    assert_eq!((code, out.as_str()), (0, "0xffffffffffffffff\n"));
}

#[test]
fn bad_values_name_the_line_and_value() {
    let p = temp("bad.txt", "1 2 3 4 5 6 7 8\n1 2 3 4 5 6 7 0x100000000\n");
    let (code, _, err) = ptxjit(
        &[
            "run",
            "examples/carry_chain.ptx",
            "--func",
            "add128",
            "--backend",
            "interp",
            "--inputs",
            &p,
        ],
        None,
    );
    assert_eq!(code, 1);
    assert!(
        err.contains("bad.txt:2: error: value '0x100000000'"),
        "{err}"
    );
    let (code, _, err) = ptxjit(
        &[
            "run",
            "examples/carry_chain.ptx",
            "--func",
            "add128",
            "--backend",
            "interp",
            "1",
            "2",
        ],
        None,
    );
    assert_eq!(code, 1);
    assert!(err.contains("expected 8 value(s), found 2"), "{err}");
    // Fits as signed: -2^31 is a valid 32-bit value; -2^31-1 is not.
    let (code, _, _) = ptxjit(
        &[
            "run",
            "examples/carry_chain.ptx",
            "--func",
            "add128",
            "--backend",
            "interp",
            "-2147483648",
            "0",
            "0",
            "0",
            "0",
            "0",
            "0",
            "0",
        ],
        None,
    );
    assert_eq!(code, 0);
    let (code, _, err) = ptxjit(
        &[
            "run",
            "examples/carry_chain.ptx",
            "--func",
            "add128",
            "--backend",
            "interp",
            "-2147483649",
            "0",
            "0",
            "0",
            "0",
            "0",
            "0",
            "0",
        ],
        None,
    );
    assert_eq!(code, 1, "{err}");
}

#[test]
fn source_errors_have_file_line_column_and_caret() {
    let f = temp("err.ptx", ".version 7.8\n.target sm_80\n.address_size 64\n.func f()\n{\n  .reg .b32 r;\n  add.sat.u32 r, r, r;\n}\n");
    let (code, out, err) = ptxjit(&["check", &f], None);
    assert_eq!(code, 1);
    assert!(out.is_empty());
    let first = err.lines().next().unwrap();
    assert!(first.starts_with(&format!("{}:7:", f)), "{err}");
    assert!(first.contains("'.sat' is only allowed with .s32"), "{err}");
    assert_eq!(err.lines().nth(1), Some("  add.sat.u32 r, r, r;"));
    assert!(err.lines().nth(2).unwrap().trim_end().ends_with('^'));
}

#[test]
fn default_backend_is_host_and_agrees_with_interp() {
    let (code, out, err) = ptxjit(
        &[
            "run",
            "examples/carry_chain.ptx",
            "--func",
            "sub64",
            "0",
            "1",
        ],
        None,
    );
    assert_eq!((code, out.as_str()), (0, "0xffffffffffffffff\n"), "{err}");
    let (code, out, err) = ptxjit(
        &[
            "compare",
            "examples/video.ptx",
            "--against",
            "interp",
            "--random",
            "3000",
            "--seed",
            "7",
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "vadd4_sat: 3000/3000 match\nsad8: 3000/3000 match\nvmad_q15: 3000/3000 match\n"
    );
}

#[test]
fn emit_prints_clif_and_machine_code() {
    let (code, out, err) = ptxjit(
        &[
            "emit",
            "examples/video.ptx",
            "--func",
            "vadd4_sat",
            "--to",
            "clif",
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("; function vadd4_sat\n"), "{out}");
    assert!(out.contains("function "), "{out}");
    let (code, out, err) = ptxjit(
        &[
            "emit",
            "examples/video.ptx",
            "--func",
            "vadd4_sat",
            "--to",
            "asm",
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("ret"), "{out}");
}

/// Whether this machine can run CUDA (then the GPU cases below do not apply).
fn gpu_here() -> bool {
    ptxjit::Backend::Gpu.available().is_ok()
}

#[test]
fn the_llvm_backend_launches_a_kernel_with_barriers() {
    // Block sums of 0..127 over two blocks of 64: 0 + ... + 63 = 2016 and
    // 64 + ... + 127 = 6112.
    let (code, out, err) = ptxjit(
        &[
            "run",
            "examples/reduce.ptx",
            "--kernel",
            "block_sum",
            "--backend",
            "llvm",
            "--grid",
            "2",
            "--block",
            "64",
            "--arg",
            "buf:u32[128]=iota",
            "--arg",
            "buf:u32[2]=zeros",
            "--dump",
            "1",
        ],
        None,
    );
    if !cfg!(feature = "llvm") {
        assert_eq!(code, 3, "{err}");
        return;
    }
    assert_eq!(code, 0, "{err}");
    // (Dumped as hex words: 2016 = 0x7e0, 6112 = 0x17e0.)
    assert_eq!(
        out.split_whitespace().collect::<Vec<_>>(),
        ["0x000007e0", "0x000017e0"],
        "{out}"
    );
}

/// `bench --backend tiered` counts the timed launches per tier. With the
/// threshold at 0 and `PTXJIT_TIER_WAIT=1` the untimed first launch runs
/// Cranelift's code and waits for LLVM's, so every timed launch of a
/// kernel without barriers (vadd256) runs LLVM's; with tiering off
/// (`never`) every one runs Cranelift's; so does a kernel with barriers
/// (block_sum) at threshold 0. `run` on the tiered
/// backend gives the values worked out below.
#[test]
fn the_tiered_backend_says_which_tier_each_timed_launch_ran() {
    // vadd256 of 8 numbers whose limbs are 0..63 to themselves: each limb
    // doubles (below 2^31: no carries), carry-outs 0.
    let vadd = [
        "examples/vadd256.ptx",
        "--kernel",
        "vadd256",
        "--grid",
        "1",
        "--block",
        "8",
        "--arg",
        "buf:u32[64]=iota",
        "--arg",
        "buf:u32[64]=iota",
        "--arg",
        "buf:u32[64]=zeros",
        "--arg",
        "buf:u32[8]=zeros",
        "--arg",
        "u32:8",
    ];
    let sum = [
        "examples/reduce.ptx",
        "--kernel",
        "block_sum",
        "--grid",
        "2",
        "--block",
        "64",
        "--arg",
        "buf:u32[128]=iota",
        "--arg",
        "buf:u32[2]=zeros",
    ];
    let bench = |k: &[&str], up: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_ptxjit"))
            .arg("bench")
            .args(k)
            .args([
                "--backend",
                "tiered",
                "--samples",
                "4",
                "--in-place",
                "--json",
            ])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .env("PTXJIT_TIER_UP_MS", up)
            .env("PTXJIT_TIER_WAIT", "1")
            .env("PTXJIT_TIER_LOG", "1")
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, stdout, stderr) = bench(&vadd, "0");
    if !cfg!(feature = "llvm") {
        assert_eq!(code, Some(3), "{stderr}");
        assert!(stderr.contains("'llvm' cargo feature"), "{stderr}");
        return;
    }
    assert_eq!(code, Some(0), "{stderr}");
    let tiers = json_lines(&stdout)[0]["backends"]["tiered"]["tiers"].clone();
    assert_eq!(
        (tiers["host"].as_u64(), tiers["llvm"].as_u64()),
        (Some(0), Some(4)),
        "{stdout}"
    );
    assert!(tiers["llvm_ready_us"].as_f64().unwrap() > 0.0, "{stdout}");
    // The device said when the kernel switched: at the first timed launch.
    assert!(
        stderr.contains("ptxjit: kernel 'vadd256' ran LLVM's code from launch 2 on"),
        "{stderr}"
    );
    let (_, stdout, _) = bench(&vadd, "never");
    let tiers = json_lines(&stdout)[0]["backends"]["tiered"]["tiers"].clone();
    assert_eq!(
        (tiers["host"].as_u64(), tiers["llvm"].as_u64()),
        (Some(4), Some(0)),
        "{stdout}"
    );
    assert!(tiers.get("llvm_ready_us").is_none(), "{stdout}");
    let (_, stdout, stderr) = bench(&sum, "0");
    let tiers = json_lines(&stdout)[0]["backends"]["tiered"]["tiers"].clone();
    assert_eq!(
        (tiers["host"].as_u64(), tiers["llvm"].as_u64()),
        (Some(0), Some(4)),
        "{stdout}"
    );
    // No run of Cranelift's code before the compile to judge LLVM's by.
    assert!(tiers.get("kept").is_none(), "{stdout}");
    assert!(
        stderr.contains("ptxjit: kernel 'block_sum' ran LLVM's code from launch 2 on"),
        "{stderr}"
    );
    let run = |k: &[&str], dump: &str| {
        let mut args = vec!["run"];
        args.extend_from_slice(k);
        args.extend_from_slice(&["--backend", "tiered", "--dump", dump]);
        let (code, out, err) = ptxjit(&args, None);
        assert_eq!(code, 0, "{err}");
        out.split_whitespace()
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    // (Dumped as hex words: 2016 = 0x7e0, 6112 = 0x17e0.)
    assert_eq!(run(&sum, "1"), ["0x000007e0", "0x000017e0"]);
    let doubled: Vec<String> = (0..64u32).map(|i| format!("0x{:08x}", 2 * i)).collect();
    assert_eq!(run(&vadd, "2"), doubled);
    assert_eq!(run(&vadd, "3"), vec!["0x00000000".to_string(); 8]);
}

/// A process that exits while its background LLVM compile runs (threshold
/// 0, one launch timed: the compile starts at the first launch and the
/// bench is done long before it) exits with its status and its output
/// whole. Its exit skips LLVM's static destructors, which crashed or hung
/// such a process (`jit::tier::Gate`).
#[test]
fn an_exit_with_a_compile_in_flight_keeps_its_status_and_output() {
    if !cfg!(feature = "llvm") {
        return;
    }
    for _ in 0..4 {
        let out = Command::new(env!("CARGO_BIN_EXE_ptxjit"))
            .args([
                "bench",
                "tests/corpus/ptx/keccak.nvrtc.ptx",
                "--kernel",
                "_Z18kernel_keccak_hashPhjS_jj",
                "--grid",
                "1",
                "--block",
                "1",
                "--arg",
                "buf:u8[100]=zeros",
                "--arg",
                "u32:100",
                "--arg",
                "buf:u8[32]=zeros",
                "--arg",
                "u32:1",
                "--arg",
                "u32:32",
                "--backend",
                "tiered",
                "--samples",
                "1",
                "--json",
            ])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .env("PTXJIT_TIER_UP_MS", "0")
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let rec = &json_lines(&stdout)[0];
        assert!(
            rec["backends"]["tiered"]["launch_us"].as_f64().is_some(),
            "{stdout}"
        );
    }
}

#[test]
fn the_llvm_backend_writes_a_kernels_ir_and_object_code_when_asked() {
    if !cfg!(feature = "llvm") {
        return;
    }
    let dir = std::env::temp_dir().join(format!("ptxjit-llvm-out-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (ir, obj) = (dir.join("k.ll"), dir.join("k.o"));
    let out = Command::new(env!("CARGO_BIN_EXE_ptxjit"))
        .args([
            "run",
            "examples/reduce.ptx",
            "--kernel",
            "block_sum",
            "--backend",
            "llvm",
            "--grid",
            "1",
            "--block",
            "32",
            "--arg",
            "buf:u32[32]=iota",
            "--arg",
            "buf:u32[1]=zeros",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("PTXJIT_LLVM_IR", &ir)
        .env("PTXJIT_LLVM_OBJ", &obj)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&ir).unwrap();
    assert!(
        text.contains("define") && text.contains("@ptx.kernel.block_sum"),
        "{text}"
    );
    let bytes = std::fs::read(&obj).unwrap();
    assert_eq!(&bytes[..4], b"\x7fELF");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("llvm kernel entry ptx.kernel.block_sum at 0x"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn unavailable_backends_exit_3() {
    let mut cases: Vec<Vec<&str>> = Vec::new();
    if !gpu_here() {
        cases.extend([
            vec![
                "run",
                "examples/carry_chain.ptx",
                "--func",
                "sub64",
                "--backend",
                "gpu",
                "0",
                "1",
            ],
            vec!["compare", "examples/carry_chain.ptx", "--against", "gpu"],
            vec![
                "compare",
                "examples/carry_chain.ptx",
                "--against",
                "gpu",
                "--gpu-ptx",
                "examples/carry_chain.ptx",
            ],
            vec!["bench", "examples/carry_chain.ptx", "--backend", "gpu"],
            vec![
                "run",
                "examples/reduce.ptx",
                "--kernel",
                "block_sum",
                "--backend",
                "gpu",
                "--grid",
                "1",
                "--block",
                "1",
                "--arg",
                "buf:u32[1]=zeros",
                "--arg",
                "buf:u32[1]=zeros",
            ],
        ]);
    }
    for args in cases {
        let (code, out, err) = ptxjit(&args, None);
        assert_eq!(code, 3, "{args:?}: {err}");
        assert!(out.is_empty());
        assert!(err.contains("GPU unavailable"), "{err}");
    }
}

#[test]
fn every_backend_agrees_on_the_examples() {
    for b in ["host", "llvm", "interp"] {
        let (code, out, err) = ptxjit(
            &[
                "run",
                "examples/carry_chain.ptx",
                "--func",
                "sub64",
                "--backend",
                b,
                "0",
                "1",
            ],
            None,
        );
        assert_eq!(
            (code, out.as_str()),
            (0, "0xffffffffffffffff\n"),
            "{b}: {err}"
        );
    }
    let (code, out, err) = ptxjit(
        &[
            "compare",
            "examples/video.ptx",
            "--against",
            "llvm",
            "--random",
            "2000",
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "vadd4_sat: 2000/2000 match\nsad8: 2000/2000 match\nvmad_q15: 2000/2000 match\n"
    );
}

#[test]
fn emit_llvm_and_ptx_for_both_gpu_modes() {
    for mode in ["native", "lowered"] {
        let (code, out, err) = ptxjit(
            &[
                "emit",
                "examples/video.ptx",
                "--func",
                "vadd4_sat",
                "--to",
                "ptx",
                "--gpu-mode",
                mode,
            ],
            None,
        );
        assert_eq!(code, 0, "{err}");
        assert!(out.contains(".entry vadd4_sat_rows("), "{out}");
        // Native mode passes the video instruction through as inline PTX.
        assert_eq!(
            out.contains("vadd4.u32.u32.u32.sat"),
            mode == "native",
            "{mode}: {out}"
        );
        let (code, out, err) = ptxjit(
            &[
                "emit",
                "examples/video.ptx",
                "--func",
                "vadd4_sat",
                "--to",
                "llvm",
                "--gpu-mode",
                mode,
            ],
            None,
        );
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("define"), "{out}");
    }
}

#[test]
fn usage_errors_exit_2() {
    let (code, _, _) = ptxjit(
        &[
            "run",
            "examples/carry_chain.ptx",
            "--func",
            "sub64",
            "--backend",
            "cpu",
        ],
        None,
    );
    assert_eq!(code, 2);
    let (code, _, _) = ptxjit(&["frobnicate"], None);
    assert_eq!(code, 2);
    let (code, _, _) = ptxjit(&["run", "examples/carry_chain.ptx"], None);
    assert_eq!(code, 2);
}

#[test]
fn unsupported_instruction_fails_at_run_time_with_its_name() {
    let f = temp(
        "fma.ptx",
        ".version 7.8\n.target sm_80\n.address_size 64\n.func (.reg .b32 d) f(.reg .b32 a)\n{\n  .reg .f32 x;\n  fma.rn.f32 x, x, x, x;\n  mov.b32 d, a;\n  ret;\n}\n",
    );
    let (code, out, _) = ptxjit(&["check", &f], None);
    assert_eq!((code, out.as_str()), (0, "func f: 3 instructions\n"));
    let (code, _, err) = ptxjit(
        &["run", &f, "--func", "f", "--backend", "interp", "1"],
        None,
    );
    assert_eq!(code, 1);
    assert!(
        err.starts_with(&format!(
            "{}:7:3: error: unsupported instruction 'fma.rn.f32'",
            f
        )),
        "{err}"
    );
}

#[test]
fn kernel_launch_with_buffers_and_dumps() {
    let sums: Vec<u64> = (0..3).map(|b| (b * 64..b * 64 + 64).sum()).collect();
    let mut want: String = sums.iter().map(|s| format!("0x{:08x}\n", s)).collect();
    want.push('\n');
    // The reduction leaves the input buffer unchanged.
    want.extend((0..192u32).map(|i| format!("0x{:08x}\n", i)));
    for backend in ["interp", "host"] {
        let (code, out, err) = ptxjit(
            &[
                "run",
                "examples/reduce.ptx",
                "--kernel",
                "block_sum",
                "--backend",
                backend,
                "--grid",
                "3",
                "--block",
                "64",
                "--arg",
                "buf:u32[192]=iota",
                "--arg",
                "buf:u32[3]=zeros",
                "--dump",
                "1",
                "--dump",
                "0",
            ],
            None,
        );
        assert_eq!(code, 0, "{backend}: {err}");
        assert_eq!(out, want, "{backend}");
    }
}

#[test]
fn out_of_bounds_store_is_an_error_not_a_crash() {
    let f = temp(
        "oob.ptx",
        ".version 7.8\n.target sm_80\n.address_size 64\n.visible .entry k(.param .u64 p)\n{\n  .reg .b64 %rd<3>;\n  .reg .b32 %r<2>;\n  ld.param.u64 %rd1, [p];\n  mov.u32 %r1, %tid.x;\n  mul.wide.u32 %rd2, %r1, 4;\n  add.s64 %rd1, %rd1, %rd2;\n  st.global.u32 [%rd1], %r1;\n  ret;\n}\n",
    );
    // Thread 4 of 5 stores one element past the 4-element buffer; both
    // backends report the same error.
    let mut errors = Vec::new();
    for backend in ["interp", "host"] {
        let (code, _, err) = ptxjit(
            &[
                "run",
                &f,
                "--kernel",
                "k",
                "--backend",
                backend,
                "--grid",
                "1",
                "--block",
                "5",
                "--arg",
                "buf:u32[4]=zeros",
            ],
            None,
        );
        assert_eq!(code, 1, "{backend}");
        assert!(
            err.contains(":12:3: error: kernel 'k', thread %ctaid=(0,0,0) %tid=(4,0,0): out-of-bounds access of 4 byte(s)"),
            "{backend}: {err}"
        );
        assert!(
            err.contains("nearest allocation: 'buffer argument 0'"),
            "{err}"
        );
        errors.push(err);
    }
    // The same error; the notes differ: the interpreter shows the
    // registers the instruction read, the host says where to see them.
    let without_notes = |e: &str| {
        e.lines()
            .filter(|l| !l.starts_with("note:"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(without_notes(&errors[0]), without_notes(&errors[1]));
    assert!(
        errors[0].contains("note: registers it read: %r"),
        "{}",
        errors[0]
    );
    assert!(
        errors[1].contains("note: the same launch with --backend interp"),
        "{}",
        errors[1]
    );
}

#[test]
fn bench_json_has_one_object_per_callable() {
    let (code, out, err) = ptxjit(
        &[
            "bench",
            "examples/carry_chain.ptx",
            "--backend",
            "interp",
            "--n",
            "200",
            "--json",
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 2);
    assert_eq!(
        (&lines[0]["name"], &lines[0]["instructions"]),
        (&"add128".into(), &5.into())
    );
    assert_eq!(
        (&lines[1]["name"], &lines[1]["instructions"]),
        (&"sub64".into(), &9.into())
    );
    for l in lines {
        assert!(l["parse_us"].as_f64().is_some_and(|x| x > 0.0), "{l}");
        let interp = &l["backends"]["interp"];
        assert!(interp["compile_us"].as_f64().is_some(), "{l}");
        assert!(
            interp["calls_per_sec"].as_f64().is_some_and(|x| x > 0.0),
            "{l}"
        );
        assert_eq!(l["backends"].as_object().unwrap().len(), 1, "{l}");
    }
    let (code, _, _) = ptxjit(
        &["bench", "examples/carry_chain.ptx", "--backend", "cpu"],
        None,
    );
    assert_eq!(code, 2);
}

#[test]
fn compare_and_bench_accept_kernels() {
    let (code, out, err) = ptxjit(
        &[
            "compare",
            "examples/reduce.ptx",
            "--kernel",
            "block_sum",
            "--against",
            "interp",
            "--grid",
            "3",
            "--block",
            "64",
            "--arg",
            "buf:u32[192]=random:9",
            "--arg",
            "buf:u32[3]=zeros",
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "block_sum arg 0: 192/192 elements match\nblock_sum arg 1: 3/3 elements match\n"
    );
    let (code, out, err) = ptxjit(
        &[
            "bench",
            "examples/reduce.ptx",
            "--kernel",
            "block_sum",
            "--grid",
            "2",
            "--block",
            "64",
            "--arg",
            "buf:u32[128]=iota",
            "--arg",
            "buf:u32[2]=zeros",
            "--json",
            "--samples",
            "3",
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    let j = &json_lines(&out)[0];
    assert_eq!(
        (&j["name"], &j["threads"], &j["samples"]),
        (&"block_sum".into(), &128.into(), &3.into())
    );
    for b in ["host", "interp"] {
        let t = &j["backends"][b];
        assert!(t["compile_us"].as_f64().is_some(), "{out}");
        assert!(
            t["threads_per_sec"].as_f64().is_some_and(|x| x > 0.0),
            "{out}"
        );
        // The fastest of the samples is at most the median.
        let (best, median) = (t["launch_us_best"].as_f64(), t["launch_us"].as_f64());
        assert!(
            matches!((best, median), (Some(b), Some(m)) if b <= m),
            "{out}"
        );
        assert!(t["spread_pct"].as_f64().is_some_and(|s| s >= 0.0), "{out}");
    }
}

#[test]
fn misaligned_vector_access_is_the_same_error_on_both_backends() {
    let f = temp(
        "mis.ptx",
        ".version 7.8\n.target sm_80\n.address_size 64\n.visible .entry k(.param .u64 p)\n{\n  .reg .b64 %rd<3>;\n  .reg .b32 %r<3>;\n  ld.param.u64 %rd1, [p];\n  ld.global.v2.u32 {%r1, %r2}, [%rd1+4];\n  ret;\n}\n",
    );
    let mut errors = Vec::new();
    for backend in ["interp", "host"] {
        let (code, _, err) = ptxjit(
            &[
                "run",
                &f,
                "--kernel",
                "k",
                "--backend",
                backend,
                "--grid",
                "1",
                "--block",
                "1",
                "--arg",
                "buf:u32[8]=zeros",
            ],
            None,
        );
        assert_eq!(code, 1, "{backend}");
        assert!(
            err.contains(":9:3: error: kernel 'k', thread %ctaid=(0,0,0) %tid=(0,0,0): misaligned access of 8 byte(s) at address 0x10000004 (must be aligned to 8 bytes)"),
            "{backend}: {err}"
        );
        errors.push(err);
    }
    // The same error; the notes differ: the interpreter shows the
    // registers the instruction read, the host says where to see them.
    let without_notes = |e: &str| {
        e.lines()
            .filter(|l| !l.starts_with("note:"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(without_notes(&errors[0]), without_notes(&errors[1]));
    assert!(
        errors[0].contains("note: registers it read: %r"),
        "{}",
        errors[0]
    );
    assert!(
        errors[1].contains("note: the same launch with --backend interp"),
        "{}",
        errors[1]
    );
}

/// Output to a full device is an error with a message and status 1, never a
/// panic (issue 12: `> /dev/full` panicked in `print!`).
#[test]
fn full_stdout_is_an_error_not_a_panic() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        eprintln!("no /dev/full on this system: nothing to check");
        return;
    };
    let out = Command::new(env!("CARGO_BIN_EXE_ptxjit"))
        .args(["emit", "examples/video.ptx", "--to", "asm"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(Stdio::from(full))
        .output()
        .expect("run ptxjit");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "stderr: {err}");
    assert!(err.contains("cannot write the output to stdout"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

/// A reader that stops early (`| head -1`) ends ptxjit quietly with status 0.
#[test]
fn closed_stdout_pipe_ends_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ptxjit"))
        .args(["emit", "benches/ptx/mont256.ptx", "--to", "asm"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run ptxjit");
    // Close the read end at once: the listing (about 140 kB, more than a pipe
    // buffer) cannot be written whatever the timing.
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("wait");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "stderr: {err}");
    assert!(!err.contains("panicked"), "{err}");
}

/// `--arg ref:K` passes buffer K again; dumps of either index show the one
/// buffer; a reference to a scalar is an error naming the rule.
#[test]
fn arg_ref_passes_a_buffer_twice() {
    let src = temp(
        "inplace.ptx",
        r#".version 7.8
.target sm_80
.address_size 64
.visible .entry k(.param .u64 src, .param .u64 dst)
{
  .reg .u64 %rd<6>;
  .reg .u32 %r<6>;
  ld.param.u64 %rd1, [src];
  ld.param.u64 %rd2, [dst];
  mov.u32 %r2, %tid.x;
  mul.wide.u32 %rd3, %r2, 4;
  add.u64 %rd4, %rd1, %rd3;
  ld.global.u32 %r3, [%rd4];
  mad.lo.u32 %r4, %r3, 3, 1;
  add.u64 %rd5, %rd2, %rd3;
  st.global.u32 [%rd5], %r4;
  ret;
}
"#,
    );
    for backend in ["host", "interp"] {
        let (code, out, err) = ptxjit(
            &[
                "run",
                &src,
                "--kernel",
                "k",
                "--grid",
                "1",
                "--block",
                "3",
                "--arg",
                "buf:u32[3]=5,6,7",
                "--arg",
                "ref:0",
                "--dump",
                "1",
                "--backend",
                backend,
            ],
            None,
        );
        assert_eq!(code, 0, "{err}");
        assert_eq!(out, "0x00000010\n0x00000013\n0x00000016\n", "{backend}");
    }
    let (code, _, err) = ptxjit(
        &[
            "run", &src, "--kernel", "k", "--grid", "1", "--block", "3", "--arg", "u64:0", "--arg",
            "ref:0",
        ],
        None,
    );
    assert_eq!(code, 1);
    assert!(err.contains("argument 0 is not a buffer argument"), "{err}");
}

#[test]
fn endless_loops_stop_with_exit_1_and_limit_flags_are_checked() {
    let f = temp(
        "spin.ptx",
        ".version 7.0\n.target sm_80\n.address_size 64\n\
         .visible .func (.reg .b32 d) spin(.reg .b32 x)\n{\n.reg .pred %p;\nmov.u32 d, 0;\n\
         L:\nadd.u32 d, d, x;\nsetp.ne.u32 %p, x, 7;\n@%p bra L;\nret;\n}\n",
    );
    for b in ["host", "interp"] {
        let (code, out, err) = ptxjit(
            &[
                "run",
                &f,
                "--func",
                "spin",
                "--backend",
                b,
                "--max-steps",
                "1000",
                "1",
            ],
            None,
        );
        assert_eq!(code, 1, "{b}: {err}");
        assert!(out.is_empty());
        assert!(
            err.contains("spin.ptx:9:") && err.contains("after more than 1000 instructions"),
            "{b}: {err}"
        );
        let (code, _, err) = ptxjit(
            &[
                "run",
                &f,
                "--func",
                "spin",
                "--backend",
                b,
                "--max-steps",
                "1099511627776",
                "--timeout",
                "0.2",
                "1",
            ],
            None,
        );
        assert_eq!(code, 1, "{b}: {err}");
        assert!(err.contains("timeout of 200ms (--timeout)"), "{b}: {err}");
        // A call that ends is unaffected.
        let (code, out, _) = ptxjit(
            &[
                "run",
                &f,
                "--func",
                "spin",
                "--backend",
                b,
                "--max-steps",
                "1000",
                "7",
            ],
            None,
        );
        assert_eq!((code, out.as_str()), (0, "0x00000007\n"), "{b}");
    }
    for bad in [
        ["--timeout", "0"],
        ["--timeout", "-1"],
        ["--max-steps", "0"],
        ["--mem-limit", "12Q"],
    ] {
        let (code, _, err) = ptxjit(&["run", &f, "--func", "spin", bad[0], bad[1], "7"], None);
        assert_eq!(code, 2, "{bad:?}: {err}");
        assert!(err.contains(bad[0]), "{bad:?}: {err}");
    }
}

#[test]
fn runs_that_would_check_nothing_are_errors() {
    // An empty module, compare on a module with only kernels, bench of 0 rows.
    // A module without functions is valid PTX (ptxas 12.9 accepts it):
    // check warns, and --deny warnings makes that an error.
    let empty = temp("empty.ptx", ".version 7.8\n.target sm_80\n");
    let (code, out, err) = ptxjit(&["check", &empty], None);
    assert_eq!(code, 0, "{err}");
    assert!(out.is_empty());
    assert!(
        err.contains("warning: no .func or .entry with a body in the module: nothing to run"),
        "{err}"
    );
    let (code, _, err) = ptxjit(&["check", &empty, "--deny", "warnings"], None);
    assert_eq!(code, 1, "{err}");
    let reduce = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/reduce.ptx");
    let (code, out, err) = ptxjit(&["compare", reduce, "--against", "interp"], None);
    assert_eq!(code, 1, "{err}");
    assert!(out.is_empty());
    assert!(err.contains("only kernels (block_sum)"), "{err}");
    let chain = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/carry_chain.ptx");
    let (code, out, err) = ptxjit(&["bench", chain, "--n", "0"], None);
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
}

#[test]
fn mistyped_flags_and_keywords_are_named() {
    let chain = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/carry_chain.ptx");
    // A flag after the values is a flag, not a value; negative values stay values.
    let (code, _, err) = ptxjit(
        &[
            "run", chain, "--func", "add128", "1", "2", "3", "4", "5", "6", "7", "8", "--jsn",
        ],
        None,
    );
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("unexpected argument '--jsn'"), "{err}");
    let (code, out, err) = ptxjit(&["run", chain, "--func", "sub64", "-1", "-2"], None);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 1, "{out}");
    let reduce = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/reduce.ptx");
    let (code, _, err) = ptxjit(
        &[
            "run",
            reduce,
            "--kernel",
            "block_sum",
            "--grid",
            "2",
            "--block",
            "64",
            "--arg",
            "buf:u32[128]=iot",
            "--arg",
            "buf:u32[2]=zeros",
        ],
        None,
    );
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("unknown INIT 'iot' (zeros, iota, random:SEED"),
        "{err}"
    );
    let (code, out, _) = ptxjit(&["--version"], None);
    assert_eq!(code, 0);
    assert!(out.contains("(features: "), "{out}");
    if cfg!(feature = "llvm") {
        assert!(out.contains("llvm"), "{out}");
    }
}

#[test]
fn float_kernel_arguments_are_ieee_bits() {
    let f = temp(
        "noop.ptx",
        ".version 7.0\n.target sm_80\n.address_size 64\n\
         .visible .entry k(.param .u64 a, .param .u64 b, .param .f32 s)\n{\nret;\n}\n",
    );
    let (code, out, err) = ptxjit(
        &[
            "run",
            &f,
            "--kernel",
            "k",
            "--grid",
            "1",
            "--block",
            "1",
            "--arg",
            "buf:f32[3]=iota",
            "--arg",
            "buf:f64[3]=1.5,-2,0d7FF0000000000000",
            "--arg",
            "f32:0.1",
            "--dump",
            "0",
            "--dump",
            "1",
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    // 0.0, 1.0, 2.0 as f32; 1.5, -2.0, +inf as f64 (IEEE 754 encodings).
    assert_eq!(
        out,
        "0x00000000\n0x3f800000\n0x40000000\n\n\
         0x3ff8000000000000\n0xc000000000000000\n0x7ff0000000000000\n"
    );
    let (code, _, err) = ptxjit(
        &[
            "run",
            &f,
            "--kernel",
            "k",
            "--grid",
            "1",
            "--block",
            "1",
            "--arg",
            "buf:f32[1]=zeros",
            "--arg",
            "buf:f32[1]=zeros",
            "--arg",
            "f32:one",
        ],
        None,
    );
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("'f32:one'"), "{err}");
}

#[test]
fn module_variables_are_set_and_dumped_by_name() {
    // Each thread reads table[tid] (a .const variable) into out[tid] and
    // adds it to the .global `total`.
    let f = temp(
        "symbols.ptx",
        ".version 7.0\n.target sm_80\n.address_size 64\n\
         .const .u32 table[4] = {10, 20, 30, 40};\n.global .u32 total;\n\
         .visible .entry k(.param .u64 out)\n{\n.reg .b32 %r<6>;\n.reg .b64 %rd<4>;\n\
         mov.u32 %r1, %tid.x;\nmul.wide.u32 %rd1, %r1, 4;\nmov.u64 %rd2, table;\n\
         add.u64 %rd2, %rd2, %rd1;\nld.const.u32 %r2, [%rd2];\n\
         atom.global.add.u32 %r3, [total], %r2;\nld.param.u64 %rd3, [out];\n\
         add.u64 %rd3, %rd3, %rd1;\nst.global.u32 [%rd3], %r2;\nret;\n}\n",
    );
    let bin = std::env::temp_dir().join(format!("ptxjit-cli-{}-out.bin", std::process::id()));
    let bin = bin.display().to_string();
    for b in ["host", "interp"] {
        // Without --set the initializers hold: total = 10+20+30+40.
        let (code, out, err) = ptxjit(
            &[
                "run",
                &f,
                "--kernel",
                "k",
                "--grid",
                "1",
                "--block",
                "4",
                "--backend",
                b,
                "--arg",
                "buf:u32[4]=zeros",
                "--dump",
                "total",
            ],
            None,
        );
        assert_eq!((code, out.as_str()), (0, "0x00000064\n"), "{b}: {err}");
        // --set replaces the whole variable (elements not given are 0);
        // a dump to a file prints nothing and no separator.
        let (code, out, err) = ptxjit(
            &[
                "run",
                &f,
                "--kernel",
                "k",
                "--grid",
                "1",
                "--block",
                "4",
                "--backend",
                b,
                "--arg",
                "buf:u32[4]=zeros",
                "--set",
                "table=1,2,3",
                "--set",
                "total=100",
                "--dump",
                &format!("0:{bin}"),
                "--dump",
                "total",
                "--dump",
                "table",
            ],
            None,
        );
        assert_eq!(code, 0, "{b}: {err}");
        assert_eq!(
            out, "0x0000006a\n\n0x00000001\n0x00000002\n0x00000003\n0x00000000\n",
            "{b}"
        );
        let raw = std::fs::read(&bin).unwrap();
        assert_eq!(
            raw,
            [1u32, 2, 3, 0]
                .iter()
                .flat_map(|x| x.to_le_bytes())
                .collect::<Vec<u8>>()
        );
    }
    for (flag, val, phrase) in [
        (
            "--set",
            "nope=1",
            "no module-scope .global or .const variable named 'nope'",
        ),
        (
            "--set",
            "table=1,2,3,4,5",
            "more initial values than elements",
        ),
        (
            "--dump",
            "nope",
            "no module-scope .global or .const variable named 'nope'",
        ),
    ] {
        let (code, _, err) = ptxjit(
            &[
                "run",
                &f,
                "--kernel",
                "k",
                "--grid",
                "1",
                "--block",
                "4",
                "--arg",
                "buf:u32[4]=zeros",
                flag,
                val,
            ],
            None,
        );
        assert!(code == 1 || code == 2, "{flag} {val}: {code} {err}");
        assert!(err.contains(phrase), "{flag} {val}: {err}");
    }
}

#[test]
fn compare_exhaustive_covers_every_input_and_shards_split_it_exactly() {
    // f takes two 16-bit parameters (2^32 inputs: too many for the debug
    // interpreter, so the test runs shard 0 of 65536: rows 0..65536).
    let f = temp(
        "e16.ptx",
        ".version 7.0\n.target sm_80\n.address_size 64\n\
         .visible .func (.reg .b16 d) f(.reg .b16 a, .reg .b16 b)\n{\n\
         .reg .b16 %t;\nand.b16 a, a, 255;\nand.b16 b, b, 255;\n\
         mul.lo.u16 %t, a, b;\nxor.b16 d, %t, a;\nret;\n}\n\
         .visible .func (.reg .b32 d) wide(.reg .b32 a, .reg .b16 b)\n{\nmov.b32 d, a;\nret;\n}\n",
    );
    let (code, out, err) = ptxjit(
        &[
            "compare",
            &f,
            "--func",
            "f",
            "--against",
            "interp",
            "--exhaustive",
            "--shard",
            "0/65536",
        ],
        None,
    );
    assert_eq!((code, out.as_str()), (0, "f: 65536/65536 match\n"), "{err}");
    // Shards of a random run: rows add up, whatever the thread count, and
    // the JSON says which rows each covered.
    let mut total = 0;
    for k in 0..3 {
        for threads in ["1", "2"] {
            let shard = format!("{k}/3");
            let (code, out, err) = ptxjit(
                &[
                    "compare",
                    &f,
                    "--func",
                    "f",
                    "--against",
                    "interp",
                    "--random",
                    "1000",
                    "--shard",
                    &shard,
                    "--threads",
                    threads,
                    "--json",
                ],
                None,
            );
            assert_eq!(code, 0, "{err}");
            let first = [0, 333, 666][k];
            let rows = [333, 333, 334][k];
            let j = &json_lines(&out)[0];
            assert_eq!(
                (&j["first_row"], &j["rows"], &j["matched"], &j["mismatches"]),
                (&first.into(), &rows.into(), &rows.into(), &0.into()),
                "{out}"
            );
            assert_eq!(j["shard"], format!("{k}/3"), "{out}");
            if threads == "1" {
                total += rows;
            }
        }
    }
    assert_eq!(total, 1000);
    // 32 + 16 = 48 bits is too wide for --exhaustive (32).
    let (code, _, err) = ptxjit(
        &[
            "compare",
            &f,
            "--func",
            "wide",
            "--against",
            "interp",
            "--exhaustive",
        ],
        None,
    );
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("takes 48 bits of parameters, more than 32"),
        "{err}"
    );
    for bad in [
        ["--shard", "3/3"],
        ["--shard", "x"],
        ["--threads", "0"],
        ["--random", "0"],
    ] {
        let (code, _, err) = ptxjit(
            &[
                "compare",
                &f,
                "--func",
                "f",
                "--against",
                "interp",
                bad[0],
                bad[1],
            ],
            None,
        );
        assert_eq!(code, 2, "{bad:?}: {err}");
    }
}

#[test]
fn run_inputs_streams_in_chunks_and_numbers_calls_from_the_first_row() {
    // count(n) loops n times and returns n; 70,000 rows is more than one
    // 65,536-row chunk.
    let f = temp(
        "count.ptx",
        ".version 7.0\n.target sm_80\n.address_size 64\n\
         .visible .func (.reg .b32 d) count(.reg .b32 n)\n{\n.reg .pred %p;\nmov.u32 d, 0;\n\
         L:\nadd.u32 d, d, 1;\nsetp.lt.u32 %p, d, n;\n@%p bra L;\nret;\n}\n",
    );
    let mut rows = String::new();
    let mut want = String::new();
    for i in 0..70_000u32 {
        let n = 1 + i % 7;
        rows.push_str(&format!("{n}\n"));
        want.push_str(&format!("0x{n:08x}\n"));
    }
    let (code, out, err) = ptxjit(
        &["run", &f, "--func", "count", "--inputs", "-"],
        Some(&rows),
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out == want,
        "outputs differ ({} vs {} bytes)",
        out.len(),
        want.len()
    );
    // Row 69,001 runs past the step limit: the error counts calls from the
    // start of the input, not of its chunk.
    let mut bad = rows.clone();
    let at = bad.match_indices('\n').nth(69_000).unwrap().0;
    let line_start = bad[..at].rfind('\n').map_or(0, |p| p + 1);
    bad.replace_range(line_start..at, "1000000");
    let (code, _, err) = ptxjit(
        &[
            "run",
            &f,
            "--func",
            "count",
            "--max-steps",
            "10000",
            "--inputs",
            "-",
        ],
        Some(&bad),
    );
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("function 'count', call 69001:"), "{err}");
}

#[test]
fn emit_shows_a_kernel_as_the_host_compiles_it() {
    let (code, out, err) = ptxjit(
        &[
            "emit",
            "examples/reduce.ptx",
            "--func",
            "block_sum",
            "--to",
            "asm",
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("; kernel block_sum\n; kernel block_sum (work-item loop)\n"),
        "{out}"
    );
    // Machine code listed under the PTX line of the barrier.
    assert!(out.contains("bar.sync"), "{out}");
    assert!(out.contains("; VCode"), "{out}");
    let (code, out, _) = ptxjit(&["emit", "examples/reduce.ptx", "--to", "clif"], None);
    assert_eq!(code, 0);
    assert!(
        out.contains("function") && out.contains("block_sum"),
        "{out}"
    );
    let (code, _, err) = ptxjit(
        &[
            "emit",
            "examples/reduce.ptx",
            "--func",
            "block_sum",
            "--to",
            "llvm",
        ],
        None,
    );
    assert_ne!(code, 0);
    assert!(err.contains("'block_sum' is a kernel"), "{err}");
}

#[test]
fn bench_reports_samples_workers_and_spread() {
    let (code, out, err) = ptxjit(
        &[
            "bench",
            "examples/carry_chain.ptx",
            "--func",
            "sub64",
            "--backend",
            "host",
            "--n",
            "5000",
            "--samples",
            "3",
            "--threads",
            "2",
            "--json",
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 1, "{out}");
    let host = &lines[0]["backends"]["host"];
    let (median, best) = (
        host["calls_per_sec"].as_f64(),
        host["calls_per_sec_best"].as_f64(),
    );
    assert!(best >= median && median > Some(0.0), "{out}");
    assert!(
        host["spread_pct"].as_f64().is_some_and(|s| s >= 0.0),
        "{out}"
    );
    assert_eq!(
        (&lines[0]["samples"], &lines[0]["workers"]),
        (&3.into(), &2.into())
    );
    for bad in [["--samples", "0"], ["--threads", "0"]] {
        let (code, _, err) = ptxjit(&["bench", "examples/carry_chain.ptx", bad[0], bad[1]], None);
        assert_eq!(code, 2, "{err}");
        assert!(err.contains("must be at least 1"), "{err}");
    }
}

#[test]
fn the_readme_examples_run_with_the_files_the_repository_ships() {
    // sad8 over examples/rows.txt: |1-4|+|2-3|+|3-2|+|4-1| twice = 16; all
    // 8 byte pairs 0xff apart = 2040; all zero = 0.
    let (code, out, err) = ptxjit(
        &[
            "run",
            "examples/video.ptx",
            "--func",
            "sad8",
            "--inputs",
            "examples/rows.txt",
        ],
        None,
    );
    assert_eq!(
        (code, out.as_str()),
        (0, "0x00000010\n0x000007f8\n0x00000000\n"),
        "{err}"
    );
    // Thread 4 of 5 writes past a 4-word buffer (0x10000000..0x10000010).
    let (code, _, err) = ptxjit(
        &[
            "run",
            "examples/oob.ptx",
            "--kernel",
            "k",
            "--grid",
            "1",
            "--block",
            "5",
            "--arg",
            "buf:u32[4]=zeros",
        ],
        None,
    );
    assert_eq!(code, 1);
    assert!(
        err.starts_with("examples/oob.ptx:12:3: error: kernel 'k', thread %ctaid=(0,0,0) %tid=(4,0,0): out-of-bounds access of 4 byte(s)"),
        "{err}"
    );
    let (code, _, err) = ptxjit(
        &[
            "run",
            "examples/spin.ptx",
            "--func",
            "spin",
            "--max-steps",
            "1000",
            "1",
        ],
        None,
    );
    assert_eq!(code, 1);
    assert!(
        err.starts_with("examples/spin.ptx:11:3: error: function 'spin': stopped here after more than 1000 instructions"),
        "{err}"
    );
}

#[test]
fn ptx_from_stdin_and_command_line_mistakes_are_usage_errors() {
    let src = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/carry_chain.ptx"),
    )
    .unwrap();
    let (code, out, _) = ptxjit(&["check", "-"], Some(&src));
    assert_eq!(
        (code, out.as_str()),
        (
            0,
            "func add128: 5 instructions\nfunc sub64: 9 instructions\n"
        )
    );
    let (code, _, err) = ptxjit(&["check", "-"], Some(".version 7.8\n.target sm_80\nbogus"));
    assert_eq!(code, 1);
    assert!(err.starts_with("<stdin>:3:1: error:"), "{err}");
    // Without .target (ptxas: "Target architecture not defined").
    let (code, _, err) = ptxjit(&["check", "-"], Some(".version 7.8\n.func f() { ret; }"));
    assert_eq!(code, 1);
    assert!(
        err.starts_with("<stdin>:1:1: error: missing .target directive"),
        "{err}"
    );
    // A grid dimension of 0 is a command-line error, not a PTX one.
    let (code, _, err) = ptxjit(
        &[
            "run",
            "examples/reduce.ptx",
            "--kernel",
            "block_sum",
            "--grid",
            "2,0",
            "--block",
            "64",
            "--arg",
            "buf:u32[128]=iota",
            "--arg",
            "buf:u32[2]=zeros",
        ],
        None,
    );
    assert_eq!(
        (code, err.trim()),
        (2, "error: --grid 2,0: every dimension must be at least 1")
    );
    // Value enums: clap names the possible values.
    let (code, _, err) = ptxjit(
        &[
            "run",
            "examples/video.ptx",
            "--func",
            "sad8",
            "--backend",
            "gpx",
        ],
        None,
    );
    assert_eq!(code, 2);
    assert!(
        err.contains("[possible values: host, interp, llvm, gpu, tiered]"),
        "{err}"
    );
    let (code, _, err) = ptxjit(&["emit", "examples/video.ptx", "--to", "sass"], None);
    assert_eq!(code, 2);
    assert!(
        err.contains("[possible values: clif, llvm, ptx, asm]"),
        "{err}"
    );
    let (code, _, err) = ptxjit(
        &["emit", "examples/video.ptx", "--to", "ptx", "--sm", "7"],
        None,
    );
    assert_eq!(code, 2);
    assert!(err.contains("50..=90"), "{err}");
    let (code, out, _) = ptxjit(&["run", "--help"], None);
    assert_eq!(code, 0);
    assert!(
        out.contains("--arg <SPEC>") && out.contains("Examples:"),
        "{out}"
    );
}

#[test]
fn merge_sums_compare_shards_and_names_missing_ones() {
    let shard = |k: &str| {
        let (code, out, err) = ptxjit(
            &[
                "compare",
                "examples/carry_chain.ptx",
                "--func",
                "sub64",
                "--against",
                "interp",
                "--random",
                "999",
                "--shard",
                k,
                "--json",
            ],
            None,
        );
        assert_eq!(code, 0, "{err}");
        out
    };
    let all = format!("{}{}{}", shard("2/3"), shard("0/3"), shard("1/3"));
    let (code, out, err) = ptxjit(&["merge", "--json"], Some(&all));
    assert_eq!(code, 0, "{err}");
    let j = &json_lines(&out)[0];
    assert_eq!(
        (&j["name"], &j["rows"], &j["matched"]),
        (&"sub64".into(), &999.into(), &999.into())
    );
    assert_eq!(
        (&j["shards"], &j["of"], &j["missing"]),
        (&3.into(), &3.into(), &serde_json::json!([]))
    );
    let (code, out, _) = ptxjit(&["merge"], Some(&shard("1/3")));
    assert_eq!(code, 1);
    assert!(
        out.contains("sub64: 333/333 match (1 of 3 shards")
            && out.contains("missing shards: 0, 2 (of 3)"),
        "{out}"
    );
    // Mismatches in two shards: the sums, and the lowest row's mismatch.
    let rec = |k: u32, bad: u64, first: u64| {
        format!(
            "{{\"name\":\"f\",\"against\":\"llvm\",\"mode\":\"exhaustive\",\"seed\":1,\"shard\":\"{k}/2\",\"first_row\":0,\"rows\":50,\"matched\":{},\"mismatches\":{bad},\"first_mismatch\":{{\"index\":{first},\"inputs\":[\"0x01\"],\"host\":[\"0x02\"],\"llvm\":[\"0x03\"]}}}}\n",
            50 - bad
        )
    };
    let (code, out, _) = ptxjit(&["merge", "-"], Some(&(rec(1, 2, 70) + &rec(0, 5, 9))));
    assert_eq!(code, 1);
    assert!(
        out.starts_with("f: 93/100 match (2 of 2 shards")
            && out.contains("first mismatch at input 9:")
            && out.contains("llvm: 0x03"),
        "{out}"
    );
    let (code, _, err) = ptxjit(&["merge"], Some("{\"name\": 1}\n"));
    assert_eq!(code, 1);
    assert!(
        err.starts_with("<stdin>:1: error: not a `compare --json` line"),
        "{err}"
    );
    let (code, _, _) = ptxjit(&["merge"], Some(""));
    assert_eq!(code, 1, "nothing merged is not a pass");
}

#[test]
fn message_format_json_gives_errors_and_listings_as_json_lines() {
    let (code, out, _) = ptxjit(
        &[
            "check",
            "examples/carry_chain.ptx",
            "--message-format",
            "json",
        ],
        None,
    );
    assert_eq!(code, 0);
    let l = json_lines(&out);
    assert_eq!(
        (
            &l[1]["type"],
            &l[1]["kind"],
            &l[1]["name"],
            &l[1]["instructions"]
        ),
        (
            &"callable".into(),
            &"func".into(),
            &"sub64".into(),
            &9.into()
        )
    );
    let src =
        ".version 7.8\n.target sm_80\n.address_size 64\n.func f() { addd.u32 %r1, 1, 2; ret; }\n";
    let (code, _, err) = ptxjit(&["check", "-", "--message-format=json"], Some(src));
    assert_eq!(code, 1);
    let e = &json_lines(&err)[0];
    assert_eq!(
        (
            &e["type"],
            &e["exit_code"],
            &e["file"],
            &e["line"],
            &e["column"]
        ),
        (
            &"error".into(),
            &1.into(),
            &"<stdin>".into(),
            &4.into(),
            &13.into()
        )
    );
    assert_eq!(
        (&e["phase"], &e["message"]),
        (&"check".into(), &"unknown instruction 'addd'".into())
    );
    assert_eq!(e["source_line"], ".func f() { addd.u32 %r1, 1, 2; ret; }");
    assert_eq!(e["notes"], serde_json::json!(["did you mean 'add'?"]));
    // Every error is a record of its own, in source order; the text form
    // shows them all and counts them.
    let src = ".version 7.8\n.target sm_80\n.address_size 64\n.func f()\n{\n\
               addd.u32 %r1, 1, 2;\n\
               .reg .u32 %r<2>;\n\
               mov.u32 %r5, 1;\n\
               ret;\n}\n";
    let (code, _, err) = ptxjit(&["check", "-", "--message-format=json"], Some(src));
    assert_eq!(code, 1);
    let recs = json_lines(&err);
    let got: Vec<(u64, &str)> = recs
        .iter()
        .map(|r| (r["line"].as_u64().unwrap(), r["message"].as_str().unwrap()))
        .collect();
    assert_eq!(
        got,
        vec![
            (6, "unknown instruction 'addd'"),
            (8, "register '%r5' is not declared")
        ]
    );
    let (code, _, err) = ptxjit(&["check", "-"], Some(src));
    assert_eq!(code, 1);
    assert_eq!(err.matches(": error: ").count(), 2, "{err}");
    assert!(err.contains("note: '%r<2>' declares %r0 to %r1"), "{err}");
    assert!(err.trim_end().ends_with("<stdin>: 2 errors"), "{err}");
    let (code, _, err) = ptxjit(
        &[
            "run",
            "examples/spin.ptx",
            "--func",
            "spin",
            "--max-steps",
            "100",
            "1",
            "--message-format",
            "json",
        ],
        None,
    );
    assert_eq!(code, 1);
    let e = &json_lines(&err)[0];
    assert_eq!((&e["phase"], &e["line"]), (&"run".into(), &11.into()));
    // Command-line errors, clap's included, have no position.
    let (code, _, err) = ptxjit(
        &[
            "run",
            "examples/spin.ptx",
            "--func",
            "spin",
            "--backend",
            "gpx",
            "--message-format",
            "json",
        ],
        None,
    );
    assert_eq!(code, 2);
    let e = &json_lines(&err)[0];
    assert_eq!(
        (&e["phase"], &e["exit_code"], &e["line"]),
        (&"usage".into(), &2.into(), &serde_json::Value::Null)
    );
    assert!(e["message"].as_str().unwrap().contains("'gpx'"), "{err}");
}

#[test]
fn ctrl_c_stops_compare_with_a_partial_summary() {
    // 2^32 rows against the interpreter: hours; Ctrl-C after a moment.
    let child = Command::new(env!("CARGO_BIN_EXE_ptxjit"))
        .args([
            "compare",
            "benches/ptx/exhaustive32.ptx",
            "--against",
            "interp",
            "--exhaustive",
            "--threads",
            "1",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run ptxjit");
    std::thread::sleep(std::time::Duration::from_millis(1500));
    // SAFETY: a signal to the child we spawned (still running: not waited).
    let sent = unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
    assert_eq!(sent, 0);
    let out = child.wait_with_output().unwrap();
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert_eq!(out.status.code(), Some(130), "{stdout}{stderr}");
    // `mix: M/M match before Ctrl-C stopped it (M of 4294967296 rows compared)`
    let head = stdout.lines().next().unwrap_or_default();
    let m: u64 = head
        .strip_prefix("mix: ")
        .and_then(|r| r.split('/').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{stdout}"));
    assert!(m > 0 && m < 1 << 32, "{stdout}");
    assert!(
        head.ends_with(&format!(
            "match before Ctrl-C stopped it ({m} of 4294967296 rows compared)"
        )),
        "{stdout}"
    );
    assert!(stderr.contains("stopped by Ctrl-C"), "{stderr}");
}

#[test]
fn functions_that_cannot_run_are_named_and_do_not_hide_the_others() {
    let f = temp(
        "mixed.ptx",
        ".version 7.8\n.target sm_80\n.address_size 64\n\
         .func (.reg .b32 d) ok(.reg .b32 a) { add.u32 d, a, 1; ret; }\n\
         .func (.reg .b32 d) arr(.param .b8 p[8]) { ld.param.u32 d, [p]; ret; }\n\
         .func (.reg .b32 d) unsup(.reg .b32 a) { .reg .f32 f; mov.b32 f, a; fma.rn.f32 f, f, f, f; mov.b32 d, f; ret; }\n\
         .func (.reg .b32 d) ok2(.reg .b32 a) { sub.u32 d, a, 1; ret; }\n",
    );
    // check: listed, then one warning per instruction that will not run.
    let (code, out, err) = ptxjit(&["check", &f], None);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 4, "{out}");
    assert_eq!(err.matches(": warning: ").count(), 1, "{err}");
    assert!(
        err.contains(":6:69: warning: 'fma.rn.f32' is not supported yet: function 'unsup'"),
        "{err}"
    );
    let (code, _, err) = ptxjit(&["check", &f, "--deny", "warnings"], None);
    assert_eq!(code, 1);
    assert!(err.contains("1 warning(s) denied"), "{err}");
    // compare: ok and ok2 compared, arr named as skipped, unsup's error
    // reported when its first call reaches the instruction; the exit status
    // says something failed.
    let (code, out, err) = ptxjit(
        &["compare", &f, "--against", "interp", "--random", "50"],
        None,
    );
    assert_eq!(code, 1);
    assert_eq!(out, "ok: 50/50 match\nok2: 50/50 match\n");
    assert!(
        err.contains("warning: 'arr': parameter 'p' of type .b8 cannot be given as a value"),
        "{err}"
    );
    assert!(
        err.contains(
            ":6:69: error: function 'unsup', call 1: unsupported instruction 'fma.rn.f32'"
        ),
        "{err}"
    );
    // bench: the same, with the two that run timed.
    let (code, out, err) = ptxjit(
        &[
            "bench",
            &f,
            "--backend",
            "interp",
            "--n",
            "100",
            "--samples",
            "1",
            "--json",
        ],
        None,
    );
    assert_eq!(code, 1);
    let names: Vec<String> = json_lines(&out)
        .iter()
        .map(|j| j["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(names, ["ok", "ok2"]);
    assert!(
        err.contains("unsupported instruction 'fma.rn.f32'"),
        "{err}"
    );
}

#[test]
fn run_inputs_on_several_threads_keeps_order_and_call_numbers() {
    // count(a) loops a times: row 3001 (a = 2^32-1) passes the step limit.
    let f = temp(
        "count_down.ptx",
        ".version 7.8\n.target sm_80\n.address_size 64\n\
         .func (.reg .b32 d) count(.reg .b32 a)\n{\n  .reg .pred p;\n  mov.u32 d, 0;\nL:\n\
           setp.eq.u32 p, a, 0;\n  @p bra DONE;\n  sub.u32 a, a, 1;\n  add.u32 d, d, 1;\n  bra L;\nDONE:\n  ret;\n}\n",
    );
    let rows: String = (0..5000u32).map(|i| format!("{}\n", i % 50)).collect();
    let want: String = (0..5000u32)
        .map(|i| format!("0x{:08x}\n", i % 50))
        .collect();
    for t in ["1", "2", "3"] {
        let (code, out, err) = ptxjit(
            &[
                "run",
                &f,
                "--func",
                "count",
                "--inputs",
                "-",
                "--threads",
                t,
            ],
            Some(&rows),
        );
        assert_eq!(code, 0, "{err}");
        assert!(out == want, "--threads {t}: output differs");
    }
    let bad: String = (0..5000u32)
        .map(|i| {
            if i == 3000 {
                "0xffffffff\n".to_string()
            } else {
                format!("{}\n", i % 50)
            }
        })
        .collect();
    for t in ["1", "2"] {
        let (code, out, err) = ptxjit(
            &[
                "run",
                &f,
                "--func",
                "count",
                "--inputs",
                "-",
                "--threads",
                t,
                "--max-steps",
                "10000",
            ],
            Some(&bad),
        );
        assert_eq!(code, 1);
        assert!(
            err.contains("function 'count', call 3001: stopped here"),
            "--threads {t}: {err}"
        );
        // Whatever was printed is the input's prefix, in order.
        assert!(want.starts_with(&out), "--threads {t}");
    }
}

#[test]
fn compare_ranges_and_edge_value_sets_for_wide_inputs() {
    // mix(a: .b16, b: .b16): 11 edge values per 16-bit parameter.
    let f = "benches/ptx/exhaustive32.ptx";
    let (code, out, err) = ptxjit(&["compare", f, "--against", "interp", "--edges"], None);
    assert_eq!((code, out.as_str()), (0, "mix: 121/121 match\n"), "{err}");
    // Rows 0x100..0x200, the second half as shard 1/2: rows 384..512.
    let (code, out, err) = ptxjit(
        &[
            "compare",
            f,
            "--against",
            "interp",
            "--range",
            "0x100..0x200",
            "--shard",
            "1/2",
            "--json",
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    let j = &json_lines(&out)[0];
    assert_eq!(
        (&j["mode"], &j["first_row"], &j["rows"]),
        (&"range".into(), &384.into(), &128.into())
    );
    // 2 x 64 bits cannot be numbered in 64; a range past 2^32 rows of a
    // 32-bit input does not exist; A must be below B.
    for (args, msg) in [
        (
            vec![
                "compare",
                "examples/carry_chain.ptx",
                "--func",
                "sub64",
                "--against",
                "interp",
                "--range",
                "0..10",
            ],
            "takes 128 bits",
        ),
        (
            vec![
                "compare",
                f,
                "--against",
                "interp",
                "--range",
                "0..0x100000001",
            ],
            "has 2^32 inputs",
        ),
        (
            vec!["compare", f, "--against", "interp", "--range", "9..9"],
            "expected A..B with A < B",
        ),
    ] {
        let (code, _, err) = ptxjit(&args, None);
        assert_eq!(code, 2, "{err}");
        assert!(err.contains(msg), "{err}");
    }
    // sub64 (two .b64): 23 x 23 edge combinations.
    let (code, out, err) = ptxjit(
        &[
            "compare",
            "examples/carry_chain.ptx",
            "--func",
            "sub64",
            "--against",
            "interp",
            "--edges",
        ],
        None,
    );
    assert_eq!((code, out.as_str()), (0, "sub64: 529/529 match\n"), "{err}");
}

#[test]
fn pointers_into_buffers_and_variables_holding_addresses() {
    // `scan` adds 1 to `n` elements from its pointer argument; `follow`
    // adds the u32 at the pointer stored in the .global `p` to each
    // element of its buffer.
    let f = temp(
        "pointers.ptx",
        ".version 7.0\n.target sm_80\n.address_size 64\n.global .u64 p;\n\
         .visible .entry scan(.param .u64 a, .param .u32 n)\n{\n.reg .b32 %r<4>;\n.reg .b64 %rd<4>;\n.reg .pred %q;\n\
         ld.param.u64 %rd1, [a];\nld.param.u32 %r1, [n];\nmov.u32 %r2, %tid.x;\nsetp.ge.u32 %q, %r2, %r1;\n@%q ret;\n\
         mul.wide.u32 %rd2, %r2, 4;\nadd.u64 %rd3, %rd1, %rd2;\nld.global.u32 %r3, [%rd3];\nadd.u32 %r3, %r3, 1;\n\
         st.global.u32 [%rd3], %r3;\nret;\n}\n\
         .visible .entry follow(.param .u64 a, .param .u64 b)\n{\n.reg .b32 %r<4>;\n.reg .b64 %rd<6>;\n\
         ld.global.u64 %rd1, [p];\nld.global.u32 %r1, [%rd1];\nld.param.u64 %rd2, [a];\nmov.u32 %r2, %tid.x;\n\
         mul.wide.u32 %rd3, %r2, 4;\nadd.u64 %rd4, %rd2, %rd3;\nld.global.u32 %r3, [%rd4];\nadd.u32 %r3, %r3, %r1;\n\
         st.global.u32 [%rd4], %r3;\nret;\n}\n",
    );
    for b in ["host", "interp"] {
        // A pointer must name a buffer argument.
        let (code, out, err) = ptxjit(
            &[
                "run",
                &f,
                "--kernel",
                "scan",
                "--grid",
                "1",
                "--block",
                "8",
                "--backend",
                b,
                "--arg",
                "ptr:1+0x8",
                "--arg",
                "u32:4",
            ],
            None,
        );
        assert_eq!(code, 1, "{b}: {out}");
        assert!(
            err.contains("argument 1 is not a buffer argument (ptr:K+OFFSET"),
            "{err}"
        );
        // Variable p holds the address of element 3 of buffer argument 1.
        let (code, out, err) = ptxjit(
            &[
                "run",
                &f,
                "--kernel",
                "follow",
                "--grid",
                "1",
                "--block",
                "4",
                "--backend",
                b,
                "--arg",
                "buf:u32[4]=1,2,3,4",
                "--arg",
                "buf:u32[5]=10,20,30,40,50",
                "--set",
                "p=&1+12",
                "--dump",
                "0",
            ],
            None,
        );
        assert_eq!(code, 0, "{b}: {err}");
        assert_eq!(
            out, "0x00000029\n0x0000002a\n0x0000002b\n0x0000002c\n",
            "{b}"
        );
        // One past the end is a pointer; two past is refused.
        let (code, _, err) = ptxjit(
            &[
                "run",
                &f,
                "--kernel",
                "follow",
                "--grid",
                "1",
                "--block",
                "1",
                "--backend",
                b,
                "--arg",
                "buf:u32[4]=zeros",
                "--arg",
                "buf:u32[5]=zeros",
                "--set",
                "p=&1+21",
            ],
            None,
        );
        assert_eq!(code, 1, "{b}");
        assert!(
            err.contains("'p' would point 21 bytes into buffer argument 1, which has 20"),
            "{err}"
        );
        // Following a pointer one past the end faults, naming the buffer.
        let (code, _, err) = ptxjit(
            &[
                "run",
                &f,
                "--kernel",
                "follow",
                "--grid",
                "1",
                "--block",
                "1",
                "--backend",
                b,
                "--arg",
                "buf:u32[4]=zeros",
                "--arg",
                "buf:u32[5]=zeros",
                "--set",
                "p=&1+20",
            ],
            None,
        );
        assert_eq!(code, 1, "{b}");
        assert!(
            err.contains("out-of-bounds access of 4 byte(s)")
                && err.contains("nearest allocation: 'buffer argument 1'"),
            "{err}"
        );
    }
}

#[test]
fn a_pointer_argument_offsets_into_its_buffer() {
    let f = temp(
        "scan.ptx",
        ".version 7.0\n.target sm_80\n.address_size 64\n\
         .visible .entry scan(.param .u64 buf, .param .u64 a, .param .u32 n)\n{\n.reg .b32 %r<4>;\n.reg .b64 %rd<4>;\n.reg .pred %q;\n\
         ld.param.u64 %rd1, [a];\nld.param.u32 %r1, [n];\nmov.u32 %r2, %tid.x;\nsetp.ge.u32 %q, %r2, %r1;\n@%q ret;\n\
         mul.wide.u32 %rd2, %r2, 4;\nadd.u64 %rd3, %rd1, %rd2;\nld.global.u32 %r3, [%rd3];\nadd.u32 %r3, %r3, 100;\n\
         st.global.u32 [%rd3], %r3;\nret;\n}\n",
    );
    for b in ["host", "interp"] {
        let (code, out, err) = ptxjit(
            &[
                "run",
                &f,
                "--kernel",
                "scan",
                "--grid",
                "1",
                "--block",
                "8",
                "--backend",
                b,
                "--arg",
                "buf:u32[6]=iota",
                "--arg",
                "ptr:0+8",
                "--arg",
                "u32:4",
                "--dump",
                "0",
            ],
            None,
        );
        assert_eq!(code, 0, "{b}: {err}");
        assert_eq!(
            out, "0x00000000\n0x00000001\n0x00000066\n0x00000067\n0x00000068\n0x00000069\n",
            "{b}"
        );
        let (code, _, err) = ptxjit(
            &[
                "run",
                &f,
                "--kernel",
                "scan",
                "--grid",
                "1",
                "--block",
                "1",
                "--backend",
                b,
                "--arg",
                "buf:u32[6]=iota",
                "--arg",
                "ptr:0+8",
                "--arg",
                "u32:1",
                "--dump",
                "1",
            ],
            None,
        );
        assert_eq!(code, 2, "{b}: {err}");
    }
}

#[test]
fn compare_recordings_names_the_first_difference() {
    let root = std::env::temp_dir().join(format!("ptxjit-cli-rec-{}", std::process::id()));
    let line = |digest: &str, result: u32| {
        format!(
            "{{\"launch\":1,\"driver\":\"ptxjit host\",\"kernel\":\"k\",\"module\":1,\"ptx_digest\":\"0\",\"grid\":[1,1,1],\"block\":[32,1,1],\"shared\":0,\"params\":[\"00\"],\"result\":{result},\"allocations\":[{{\"name\":\"alloc 1\",\"size\":16,\"digest\":\"{digest}\"}}]}}\n"
        )
    };
    let write = |name: &str, text: &str| {
        let d = root.join(name);
        std::fs::create_dir_all(&d).unwrap();
        std::fs::write(d.join("launches.jsonl"), text).unwrap();
        d.display().to_string()
    };
    let a = write("a", &line("00000000000000aa", 0));
    let b = write("b", &line("00000000000000aa", 0));
    let c = write("c", &line("00000000000000bb", 0));
    let d = write("d", &line("00000000000000aa", 700));
    let e = write("e", "not json\n");
    let (code, out, _) = ptxjit(&["compare-recordings", &a, &b], None);
    assert_eq!(
        (code, out.as_str()),
        (0, "1 launches, 1 allocation states: all match\n")
    );
    let (code, out, _) = ptxjit(&["compare-recordings", &a, &c], None);
    assert_eq!(code, 1);
    assert_eq!(
        out,
        "launch 1: kernel 'k': allocation 'alloc 1' (16 bytes) differs after the launch: (record with PTXJIT_RECORD_BYTES=1 to see the first byte)\n"
    );
    let (code, out, _) = ptxjit(&["compare-recordings", &a, &d], None);
    assert_eq!(code, 1);
    assert!(
        out.contains("returned CUresult 0 in") && out.contains("700 in"),
        "{out}"
    );
    let (code, _, err) = ptxjit(&["compare-recordings", &a, &e], None);
    assert_eq!(code, 1);
    assert!(
        err.contains("launches.jsonl:1: error: not a recording line"),
        "{err}"
    );
    let (code, _, err) = ptxjit(&["compare-recordings", &a, "/nonexistent/dir"], None);
    assert_eq!(code, 1);
    assert!(err.contains("cannot read"), "{err}");
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn run_func_with_buffer_arguments_calls_it_with_memory() {
    let f = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/corpus/ptx/blake2b.clang.ptx"
    );
    for b in ["host", "interp"] {
        let (code, out, err) = ptxjit(
            &[
                "run",
                f,
                "--func",
                "_Z21cuda_blake2b_leuint64Ph",
                "--arg",
                "buf:u8[8]=1,2,3,4,5,6,7,8",
                "--dump",
                "0",
                "--backend",
                b,
            ],
            None,
        );
        assert_eq!(code, 0, "{err}");
        // The return value, then the buffer.
        assert!(
            out.starts_with("0x0807060504030201\n\n0x01\n0x02\n"),
            "{out}"
        );
    }
    // compare: host against the interpreter, return values and buffers.
    let (code, out, err) = ptxjit(
        &[
            "compare",
            f,
            "--func",
            "_Z21cuda_blake2b_leuint64Ph",
            "--arg",
            "buf:u8[8]=random:5",
            "--against",
            "interp",
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "_Z21cuda_blake2b_leuint64Ph returns: match\n_Z21cuda_blake2b_leuint64Ph arg 0: 8/8 elements match\n"
    );
    // bench: the call timed as one thread of its wrapper kernel.
    let (code, out, err) = ptxjit(
        &[
            "bench",
            f,
            "--func",
            "_Z21cuda_blake2b_leuint64Ph",
            "--arg",
            "buf:u8[8]=iota",
            "--samples",
            "2",
            "--json",
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    let j = json_lines(&out);
    assert_eq!(j.len(), 1, "{out}");
    assert_eq!(j[0]["name"], "_Z21cuda_blake2b_leuint64Ph");
    assert!(
        j[0]["backends"]["host"]["launch_us"].as_f64().unwrap() > 0.0,
        "{out}"
    );
    // Values and --arg do not mix.
    let (code, _, err) = ptxjit(
        &[
            "run",
            f,
            "--func",
            "_Z21cuda_blake2b_leuint64Ph",
            "--arg",
            "u64:1",
            "5",
        ],
        None,
    );
    assert_eq!(code, 2, "{err}");
}

#[test]
fn bench_in_place_launches_share_device_memory() {
    // Each launch adds 1 to the counter its second argument points at
    // (word 1 of the buffer, through `ptr:0+4`) and traps once it has
    // seen 3, unless the .global `key` holds 7 (set once by --set).
    let ptx = ".version 7.0\n.target sm_80\n.address_size 64\n\
        .global .u32 key;\n\
        .visible .entry k(.param .u64 buf, .param .u64 ctr) {\n\
        .reg .b32 %r<4>; .reg .b64 %rd<3>; .reg .pred %p<3>;\n\
        ld.param.u64 %rd1, [ctr];\n\
        cvta.to.global.u64 %rd2, %rd1;\n\
        ld.global.u32 %r1, [%rd2];\n\
        add.u32 %r2, %r1, 1;\n\
        st.global.u32 [%rd2], %r2;\n\
        ld.global.u32 %r3, [key];\n\
        setp.ge.u32 %p1, %r1, 3;\n\
        setp.ne.u32 %p2, %r3, 7;\n\
        and.pred %p1, %p1, %p2;\n\
        @%p1 trap;\n\
        ret;\n}\n";
    let base = [
        "bench",
        "-",
        "--kernel",
        "k",
        "--grid",
        "1",
        "--block",
        "1",
        "--arg",
        "buf:u32[2]=zeros",
        "--arg",
        "ptr:0+4",
        "--samples",
        "5",
        "--json",
    ];
    for backend in ["host", "interp"] {
        // Copied in and out per launch: every launch sees 0.
        let mut args = base.to_vec();
        args.extend(["--backend", backend]);
        let (code, out, err) = ptxjit(&args, Some(ptx));
        assert_eq!(code, 0, "{backend}: {err}");
        assert!(json_lines(&out)[0]["backends"][backend]["launch_us"].is_f64());
        // In place: the warm-up and the first two timed launches see 0, 1,
        // 2; the third sees 3 and traps.
        args.push("--in-place");
        let (code, _, err) = ptxjit(&args, Some(ptx));
        assert_eq!(code, 1, "{backend}: {err}");
        assert!(err.contains("trap"), "{backend}: {err}");
        // With key = 7, set once on the device, no launch traps.
        args.extend(["--set", "key=7"]);
        let (code, out, err) = ptxjit(&args, Some(ptx));
        assert_eq!(code, 0, "{backend}: {err}");
        let o = &json_lines(&out)[0];
        assert!(
            o["backends"][backend]["launch_us"]
                .as_f64()
                .is_some_and(|t| t > 0.0),
            "{o}"
        );
        assert_eq!(o["samples"], 5, "{o}");
    }
    // --in-place belongs to kernel launches.
    let (code, _, err) = ptxjit(&["bench", "examples/carry_chain.ptx", "--in-place"], None);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--in-place goes with --kernel"), "{err}");
}

#[test]
fn bench_sets_module_variables_before_each_launch() {
    // The kernel traps unless the .global `key` holds 7 (it starts at 0).
    let ptx = ".version 7.0\n.target sm_80\n.address_size 64\n\
        .global .u32 key;\n\
        .visible .entry k(.param .u64 out) {\n\
        .reg .b32 %r<2>; .reg .b64 %rd<3>; .reg .pred %p;\n\
        ld.global.u32 %r1, [key];\n\
        setp.ne.u32 %p, %r1, 7;\n\
        @%p trap;\n\
        ld.param.u64 %rd1, [out];\n\
        cvta.to.global.u64 %rd2, %rd1;\n\
        st.global.u32 [%rd2], %r1;\n\
        ret;\n}\n";
    let base = [
        "bench",
        "-",
        "--kernel",
        "k",
        "--grid",
        "1",
        "--block",
        "1",
        "--arg",
        "buf:u32[1]=zeros",
        "--samples",
        "2",
        "--json",
    ];
    for backend in ["host", "interp"] {
        let mut args = base.to_vec();
        args.extend(["--backend", backend, "--set", "key=7"]);
        let (code, out, err) = ptxjit(&args, Some(ptx));
        assert_eq!(code, 0, "{backend}: {err}");
        assert!(json_lines(&out)[0]["backends"][backend]["launch_us"].is_f64());
        // Without --set the variable is 0 and the kernel traps.
        let mut args = base.to_vec();
        args.extend(["--backend", backend]);
        let (code, _, err) = ptxjit(&args, Some(ptx));
        assert_eq!(code, 1, "{backend}: {err}");
        assert!(err.contains("trap"), "{err}");
    }
    // --set belongs to kernel launches.
    let (code, _, err) = ptxjit(&["bench", "examples/carry_chain.ptx", "--set", "x=1"], None);
    assert_eq!(code, 2, "{err}");
}

/// `bench` on the llvm backend says how many threads ran in vector lanes
/// and where the trial of the vector form stands: launches 1, 3 and 5
/// run in lanes, 2 and 4 one by one, later ones as the trial decided (its
/// figures named); `PTXJIT_SIMT=1` runs every launch in lanes, without a
/// trial, and `PTXJIT_SIMT=0` builds no vector form.
#[test]
fn bench_reports_the_threads_in_vector_lanes_and_the_trial() {
    if !cfg!(feature = "llvm") {
        return;
    }
    let dir = std::env::temp_dir().join(format!("ptxjit-simt-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("triple.ptx");
    std::fs::write(
        &file,
        ".version 7.8\n.target sm_80\n.address_size 64\n\
.entry triple(.param .u64 out) {\n\
  .reg .b32 %r<4>; .reg .b64 %rd<4>;\n\
  ld.param.u64 %rd1, [out]; mov.u32 %r1, %tid.x; mov.u32 %r2, %ctaid.x; mov.u32 %r3, %ntid.x;\n\
  mad.lo.u32 %r1, %r2, %r3, %r1; mul.wide.u32 %rd2, %r1, 4; add.u64 %rd3, %rd1, %rd2;\n\
  mul.lo.u32 %r2, %r1, 3; st.global.u32 [%rd3], %r2; ret; }\n",
    )
    .unwrap();
    let bench = |simt: Option<&str>| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_ptxjit"));
        c.args([
            "bench",
            file.to_str().unwrap(),
            "--kernel",
            "triple",
            "--backend",
            "llvm",
            "--grid",
            "4",
            "--block",
            "64",
            "--arg",
            "buf:u32[256]=zeros",
            "--samples",
            "5",
        ]);
        if let Some(v) = simt {
            c.env("PTXJIT_SIMT", v);
        }
        let out = c.output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    // Six launches (bench's untimed first one, then five) of 256 threads:
    // the trial's untimed one in lanes, one by one, lanes, one by one,
    // lanes, then as it decided.
    let text = bench(None);
    let kept = text.contains("vector lanes kept after 4 timed launches (");
    assert!(
        kept || text.contains("vector lanes dropped after 4 timed launches ("),
        "{text}"
    );
    let n = if kept { 1024 } else { 768 };
    assert!(
        text.contains(&format!("llvm: {} of 1536 threads ran in vector lanes", n)),
        "{text}"
    );
    let text = bench(Some("1"));
    assert!(
        text.contains(
            "llvm: 1536 of 1536 threads ran in vector lanes (SIMD across threads, 100.0%)\n"
        ),
        "{text}"
    );
    let text = bench(Some("0"));
    assert!(
        text.contains("llvm: no SIMD across threads: PTXJIT_SIMT=0"),
        "{text}"
    );
}
