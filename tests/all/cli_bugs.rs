//! The everyday bugs a new user hit (issue 30), each pinned by a test that
//! fails without its fix.

use super::cli::{json_lines, ptxjit, temp};

const COUNT: &str = ".version 7.0\n.target sm_80\n.address_size 64\n\
     .visible .func (.reg .b32 d) count(.reg .b32 n)\n{\n.reg .pred %p;\nmov.u32 d, 0;\n\
     L:\nadd.u32 d, d, 1;\nsetp.lt.u32 %p, d, n;\n@%p bra L;\nret;\n}\n";

#[test]
fn inputs_print_the_rows_before_a_bad_row() {
    // sub64(1, 2) = 0xffff...ffff; row 2 has one value.
    let (code, out, err) = ptxjit(
        &[
            "run",
            "examples/carry_chain.ptx",
            "--func",
            "sub64",
            "--inputs",
            "-",
        ],
        Some("1 2\n3\n4 5\n"),
    );
    assert_eq!(code, 1);
    assert_eq!(out, "0xffffffffffffffff\n");
    assert!(
        err.contains("<stdin>:2: error: expected 2 value(s), found 1"),
        "{err}"
    );

    // 70,000 good rows (more than one 65,536-row chunk, split over
    // workers) and a bad row 70,001: every good row is printed.
    let f = temp("count_bad.ptx", COUNT);
    let mut rows = String::new();
    let mut want = String::new();
    for i in 0..70_000u32 {
        let n = 1 + i % 5;
        rows.push_str(&format!("{n}\n"));
        want.push_str(&format!("0x{n:08x}\n"));
    }
    let (code, out, err) = ptxjit(
        &["run", &f, "--func", "count", "--inputs", "-"],
        Some(&format!("{rows}x\n")),
    );
    assert_eq!(code, 1, "{err}");
    assert_eq!(out.lines().count(), 70_000);
    assert!(out == want, "the good rows' outputs differ");
    assert!(err.contains("<stdin>:70001:"), "{err}");

    // A row that runs past the step limit: the rows before it are printed,
    // and the error names its call.
    let (code, out, err) = ptxjit(
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
        Some("3\n4\n1000000\n2\n"),
    );
    assert_eq!(code, 1, "{err}");
    assert_eq!(out, "0x00000003\n0x00000004\n");
    assert!(err.contains("function 'count', call 3:"), "{err}");
    // The same when the first row stops.
    let (code, out, err) = ptxjit(
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
        Some("1000000\n2\n"),
    );
    assert_eq!((code, out.as_str()), (1, ""), "{err}");
    assert!(err.contains("function 'count', call 1:"), "{err}");
}

#[test]
fn bench_on_a_module_of_kernels_only_says_so() {
    let (code, out, err) = ptxjit(&["bench", "examples/histogram.ptx"], None);
    assert_eq!(code, 1, "{out}");
    assert!(
        err.contains("only kernels (histogram): give --kernel NAME"),
        "{err}"
    );
}

#[test]
fn compare_kernel_and_call_give_json() {
    let args = [
        "compare",
        "examples/histogram.ptx",
        "--kernel",
        "histogram",
        "--grid",
        "2",
        "--block",
        "32",
        "--arg",
        "buf:u8[100]=iota",
        "--arg",
        "u32:100",
        "--arg",
        "buf:u32[256]=zeros",
        "--against",
        "interp",
    ];
    for flag in ["--json", "--message-format=json"] {
        let mut a = args.to_vec();
        a.push(flag);
        let (code, out, err) = ptxjit(&a, None);
        assert_eq!(code, 0, "{err}");
        let recs = json_lines(&out);
        assert_eq!(recs.len(), 1, "{out}");
        let r = &recs[0];
        assert_eq!(r["name"], "histogram");
        assert_eq!(r["against"], "interp");
        assert_eq!(r["matched"], true);
        let bufs = r["buffers"].as_array().unwrap();
        assert_eq!(bufs.len(), 2);
        assert_eq!(
            (bufs[0]["arg"].as_u64(), bufs[0]["elements"].as_u64()),
            (Some(0), Some(100))
        );
        assert_eq!(
            (bufs[1]["arg"].as_u64(), bufs[1]["matched"].as_u64()),
            (Some(2), Some(256))
        );
    }
}

#[test]
fn mem_limit_refuses_buffers_before_making_them() {
    // 2 GB of random bytes would take seconds to generate; the refusal is
    // immediate and names the limit.
    let t = std::time::Instant::now();
    let (code, _, err) = ptxjit(
        &[
            "run",
            "examples/histogram.ptx",
            "--kernel",
            "histogram",
            "--grid",
            "1",
            "--block",
            "32",
            "--arg",
            "buf:u32[500000000]=random:1",
            "--arg",
            "u32:100",
            "--arg",
            "buf:u32[256]=zeros",
            "--mem-limit",
            "1G",
        ],
        None,
    );
    assert_eq!(code, 1);
    assert!(err.contains("the memory limit of 1 GiB"), "{err}");
    // Not a timing assertion on speed: generating the buffer first took
    // 4 s and 2 GB; refusing first cannot take a minute.
    assert!(t.elapsed().as_secs() < 60);
    // Two buffers that fit alone but not together.
    let (code, _, err) = ptxjit(
        &[
            "run",
            "examples/histogram.ptx",
            "--kernel",
            "histogram",
            "--grid",
            "1",
            "--block",
            "32",
            "--arg",
            "buf:u8[700000]=zeros",
            "--arg",
            "u32:100",
            "--arg",
            "buf:u32[100000]=random:3",
            "--mem-limit",
            "1M",
        ],
        None,
    );
    assert_eq!(code, 1);
    assert!(err.contains("--arg 'buf:u32[100000]=random:3'"), "{err}");
    assert!(err.contains("leaves 348576 bytes"), "{err}");
}

#[test]
fn kernel_arguments_must_match_their_parameters() {
    let run = |arg1: &str| {
        ptxjit(
            &[
                "run",
                "examples/histogram.ptx",
                "--kernel",
                "histogram",
                "--grid",
                "1",
                "--block",
                "32",
                "--arg",
                "buf:u8[4]=1,2,3,3",
                "--arg",
                arg1,
                "--arg",
                "buf:u32[256]=zeros",
                "--dump",
                "2",
            ],
            None,
        )
    };
    // A buffer for the .u32 count.
    let (code, _, err) = run("buf:u32[1]=zeros");
    assert_eq!(code, 1);
    assert!(
        err.contains("argument 1 ('histogram_param_1', .u32) is given a buffer, whose address takes 8 bytes; the parameter has 4 bytes"),
        "{err}"
    );
    // An 8-byte value for the .u32 count.
    let (code, _, err) = run("u64:4");
    assert_eq!(code, 1);
    assert!(
        err.contains(
            "argument 1 is 8 byte(s), but parameter 'histogram_param_1' (.u32) has 4 byte(s)"
        ),
        "{err}"
    );
    // The right width runs: bins 1 and 2 once, bin 3 twice.
    let (code, out, err) = run("s32:4");
    assert_eq!(code, 0, "{err}");
    let counts: Vec<&str> = out.split_whitespace().collect();
    assert_eq!(
        &counts[..5],
        [
            "0x00000000",
            "0x00000001",
            "0x00000001",
            "0x00000002",
            "0x00000000"
        ],
        "{out}"
    );
}

#[test]
fn the_library_refuses_a_buffer_for_a_narrow_parameter() {
    let m = ptxjit::Module::from_ptx(&std::fs::read_to_string("examples/histogram.ptx").unwrap())
        .unwrap();
    let launch = ptxjit::Launch {
        grid: [1, 1, 1],
        block: [32, 1, 1],
        dynamic_shared: 0,
    };
    let args = [
        ptxjit::KernelArg::buffer(&[1u8, 2]),
        ptxjit::KernelArg::zeros::<u32>(1),
        ptxjit::KernelArg::zeros::<u32>(256),
    ];
    for b in [ptxjit::Backend::Host, ptxjit::Backend::Interp] {
        let e = m
            .launch(b, "histogram", &launch, &args)
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("argument 1 ('histogram_param_1', .u32) is given a buffer"),
            "{e}"
        );
    }
}

/// A loop around `bar.sync` that never ends, in a block of 1024 threads.
const BARRIER_LOOP: &str = ".version 7.0\n.target sm_80\n.address_size 64\n\
    .visible .entry spin(.param .u64 out)\n{\n.reg .b32 %r<3>;\n.reg .pred %p;\nmov.u32 %r1, 0;\n\
    L:\nbar.sync 0;\nadd.u32 %r1, %r1, 1;\nsetp.ne.u32 %p, %r1, 0;\n@%p bra L;\nret;\n}\n";

#[test]
fn every_launch_has_a_launch_wide_step_limit() {
    let f = temp("spin.ptx", BARRIER_LOOP);
    // Each thread stays far below its own limit (2^30): only the launch's
    // limit stops it. 10^6 steps are a few loop iterations of 1024 threads.
    for b in ["host", "interp"] {
        let (code, _, err) = ptxjit(
            &[
                "run",
                &f,
                "--kernel",
                "spin",
                "--grid",
                "1",
                "--block",
                "1024",
                "--arg",
                "buf:u32[1]=zeros",
                "--backend",
                b,
                "--max-launch-steps",
                "1000000",
            ],
            None,
        );
        assert_eq!(code, 1, "{b}: {err}");
        assert!(
            err.contains("the launch ran more than 1000000 instructions in all its threads together (Limits::max_launch_steps, --max-launch-steps"),
            "{b}: {err}"
        );
    }
    // A straight-line kernel over a grid of 2^31 - 1 blocks: stopped by
    // the same limit, charged per block.
    let t = temp(
        "triv.ptx",
        ".version 7.0\n.target sm_80\n.address_size 64\n\
         .visible .entry triv(.param .u64 out)\n{\n.reg .b32 %r<3>;\nmov.u32 %r1, %tid.x;\nadd.u32 %r2, %r1, 1;\nret;\n}\n",
    );
    let (code, _, err) = ptxjit(
        &[
            "run",
            &t,
            "--kernel",
            "triv",
            "--grid",
            "2147483647",
            "--block",
            "1024",
            "--arg",
            "buf:u32[1]=zeros",
            "--max-launch-steps",
            "100000000",
        ],
        None,
    );
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("the launch ran more than 100000000 instructions"),
        "{err}"
    );
    assert_eq!(
        ptxjit(
            &["run", &f, "--kernel", "spin", "--max-launch-steps", "0"],
            None
        )
        .0,
        2
    );
}

#[test]
fn the_library_default_limits_have_a_launch_budget() {
    let l = ptxjit::Limits::default();
    assert_eq!(l.max_launch_steps, 1 << 34);
    let mut m = ptxjit::Module::from_ptx(BARRIER_LOOP).unwrap();
    m.set_limits(ptxjit::Limits {
        max_launch_steps: 50_000,
        ..Default::default()
    });
    let launch = ptxjit::Launch {
        grid: [1, 1, 1],
        block: [256, 1, 1],
        dynamic_shared: 0,
    };
    for b in [ptxjit::Backend::Host, ptxjit::Backend::Interp] {
        let e = m
            .launch(b, "spin", &launch, &[ptxjit::KernelArg::zeros::<u32>(1)])
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("more than 50000 instructions in all its threads"),
            "{b:?}: {e}"
        );
    }
}

#[test]
fn threads_is_checked_for_kernels() {
    // --threads was accepted for kernels and ignored; 0 was not refused.
    let (code, _, err) = ptxjit(
        &[
            "run",
            "examples/histogram.ptx",
            "--kernel",
            "histogram",
            "--grid",
            "1",
            "--block",
            "32",
            "--arg",
            "buf:u8[4]=1,2,3,3",
            "--arg",
            "u32:4",
            "--arg",
            "buf:u32[256]=zeros",
            "--threads",
            "0",
        ],
        None,
    );
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--threads must be at least 1"), "{err}");
    let (code, out, err) = ptxjit(
        &[
            "run",
            "examples/histogram.ptx",
            "--kernel",
            "histogram",
            "--grid",
            "3",
            "--block",
            "32",
            "--arg",
            "buf:u8[4]=1,2,3,3",
            "--arg",
            "u32:4",
            "--arg",
            "buf:u32[256]=zeros",
            "--threads",
            "1",
            "--dump",
            "2",
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    let counts: Vec<&str> = out.split_whitespace().take(5).collect();
    assert_eq!(
        counts,
        [
            "0x00000000",
            "0x00000001",
            "0x00000001",
            "0x00000002",
            "0x00000000"
        ],
        "{out}"
    );
}

#[test]
fn check_names_device_runtime_calls_it_cannot_run_and_run_prints_printf() {
    let f = temp(
        "malloc.ptx",
        ".version 7.8\n.target sm_80\n.address_size 64\n\
         .extern .func (.param .b64 r) malloc(.param .b64 n);\n\
         .visible .entry k()\n{\n.reg .b64 %rd<3>;\n\
         { .param .b64 p0; st.param.b64 [p0], 16; .param .b64 r0; call.uni (r0), malloc, (p0); ld.param.b64 %rd1, [r0]; }\n\
         ret;\n}\n",
    );
    let (code, _, err) = ptxjit(&["check", &f, "--deny", "warnings"], None);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains(":8:"), "{err}");
    assert!(err.contains("'malloc' has no body here and is not one of the device-runtime functions ptxjit runs (vprintf, __assertfail): 'k' cannot run while it calls it"), "{err}");
    // A module calling vprintf checks clean and runs, printing.
    let (code, _, err) = ptxjit(
        &["check", "tests/cuda/printf.ptx", "--deny", "warnings"],
        None,
    );
    assert_eq!(code, 0, "{err}");
    for b in ["host", "interp"] {
        let (code, out, err) = ptxjit(
            &[
                "run",
                "tests/cuda/printf.ptx",
                "--kernel",
                "order",
                "--grid",
                "1",
                "--block",
                "2",
                "--backend",
                b,
            ],
            None,
        );
        assert_eq!(code, 0, "{err}");
        assert_eq!(
            out,
            "A blk=0 t=0\nA blk=0 t=1\nB blk=0 t=0\nB blk=0 t=1\neven blk=0 t=0\nodd blk=0 t=1\n",
            "{b}"
        );
    }
}

#[test]
fn ctrl_c_stops_a_launch_and_says_how_far_it_got() {
    use std::process::{Command, Stdio};
    let f = temp("spin_ctrl_c.ptx", BARRIER_LOOP);
    for backend in ["host", "interp"] {
        // Four blocks that never end (the launch limit is far away).
        let child = Command::new(env!("CARGO_BIN_EXE_ptxjit"))
            .args([
                "run",
                &f,
                "--kernel",
                "spin",
                "--grid",
                "4",
                "--block",
                "64",
                "--arg",
                "buf:u32[1]=zeros",
                "--backend",
                backend,
                "--threads",
                "1",
                "--max-launch-steps",
                "1000000000000",
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run ptxjit");
        std::thread::sleep(std::time::Duration::from_millis(1000));
        // SAFETY: a signal to the child we spawned (still running: not waited).
        let sent = unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
        assert_eq!(sent, 0);
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(130), "{backend}: {err}");
        assert!(
            err.contains("kernel 'spin', thread %ctaid=(0,0,0) %tid=(")
                && err.contains(
                    "): stopped here by Ctrl-C (0 of the launch's 4 blocks had finished)"
                ),
            "{backend}: {err}"
        );
    }
}

#[test]
fn threads_sets_how_many_threads_run_a_kernels_blocks() {
    use std::process::{Command, Stdio};
    let f = temp("spin_threads.ptx", BARRIER_LOOP);
    // The OS threads of a launch that never ends, by --threads.
    let count = |threads: &str| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ptxjit"))
            .args([
                "run",
                &f,
                "--kernel",
                "spin",
                "--grid",
                "8",
                "--block",
                "64",
                "--arg",
                "buf:u32[1]=zeros",
                "--threads",
                threads,
                "--max-launch-steps",
                "1000000000000",
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("run ptxjit");
        std::thread::sleep(std::time::Duration::from_millis(2000));
        let n = std::fs::read_dir(format!("/proc/{}/task", child.id())).map(|d| d.count());
        let _ = child.kill();
        let _ = child.wait();
        n.expect("/proc/PID/task")
    };
    // Three more workers, three more threads: before the fix --threads did
    // nothing here (all cores ran the blocks either way).
    assert_eq!(count("4") - count("1"), 3);
}
