//! The sanitizers (`--sanitize race,sync,init`) on the buggy kernels of
//! tests/cuda/sanitize.cu (clang-19's PTX in tests/cuda/sanitize.ptx): each
//! `bug_*` kernel's defect is found, named with both sides of a race, on
//! the host backend and the interpreter; each `ok_*` kernel (its correct
//! version) runs clean under every sanitizer and gives the right values.
//! The real-code corpus runs clean too (tests/all/corpus.rs).

use super::cli::{json_lines, ptxjit};

const PTX: &str = "tests/cuda/sanitize.ptx";

/// `run --kernel NAME --sanitize WHICH` with `args` on `backend`.
fn run(kernel: &str, which: &str, backend: &str, args: &[&str]) -> (i32, String, String) {
    let mut a = vec![
        "run",
        PTX,
        "--kernel",
        kernel,
        "--sanitize",
        which,
        "--backend",
        backend,
    ];
    a.extend_from_slice(args);
    ptxjit(&a, None)
}

const ONE_BLOCK_64: &[&str] = &[
    "--grid",
    "1",
    "--block",
    "64",
    "--arg",
    "buf:u32[64]=iota",
    "--arg",
    "buf:u32[64]=zeros",
];

/// Each seeded defect: kernel, sanitizer, launch, and what the report says
/// (worked out from the CUDA source and the PTX lines of its accesses).
fn defects() -> Vec<(
    &'static str,
    &'static str,
    Vec<&'static str>,
    Vec<&'static str>,
)> {
    vec![
        // Step d=1: thread 1 reads s[0] (line 82) while thread 0 adds into
        // it (line 68), no barrier between.
        (
            "bug_scan",
            "race",
            vec!["--grid", "1", "--block", "256", "--arg", "buf:u32[256]=iota", "--arg", "buf:u32[256]=zeros"],
            vec![
                "sanitize.ptx:82:2: error:",
                "race on shared memory at 0x80000000: thread %ctaid=(0,0,0) %tid=(1,0,0) reads it here, and thread %ctaid=(0,0,0) %tid=(0,0,0) wrote it at line 68",
            ],
        ),
        // o=16: thread 0 reads s[16] (line 179), which thread 16 wrote at
        // line 175 with no __syncwarp.
        (
            "bug_warp_reduce",
            "race",
            vec!["--grid", "1", "--block", "32", "--arg", "buf:u32[64]=iota", "--arg", "buf:u32[1]=zeros"],
            vec![
                "sanitize.ptx:179:2: error:",
                "race on shared memory at 0x80000040: thread %ctaid=(0,0,0) %tid=(0,0,0) reads it here, and thread %ctaid=(0,0,0) %tid=(16,0,0) wrote it at line 175",
            ],
        ),
        // Thread 1 reads tile[1][0] (line 358) before thread 16 writes it
        // (line 353).
        (
            "bug_transpose",
            "race",
            vec!["--grid", "1", "--block", "256", "--arg", "buf:u32[256]=iota", "--arg", "buf:u32[256]=zeros"],
            vec![
                "sanitize.ptx:353:2: error:",
                "thread %ctaid=(0,0,0) %tid=(16,0,0) writes it here, and thread %ctaid=(0,0,0) %tid=(1,0,0) read it at line 358",
            ],
        ),
        // Threads 0 and 8 both count bin 0 (bytes 0 and 8, mod 8).
        (
            "bug_histogram",
            "race",
            vec!["--grid", "4", "--block", "64", "--arg", "buf:u8[256]=iota", "--arg", "buf:u32[8]=zeros"],
            vec![
                "sanitize.ptx:426:2: error:",
                "race on global memory at 0x10000200: thread %ctaid=(0,0,0) %tid=(8,0,0) reads it here, and thread %ctaid=(0,0,0) %tid=(0,0,0) wrote it at line 428",
            ],
        ),
        // The last block (3) reads block 0's partial sum, stored without a
        // fence before the counter's atomic.
        (
            "bug_fence",
            "race",
            vec![
                "--grid", "4", "--block", "32", "--arg", "buf:u32[128]=iota", "--arg", "buf:u32[4]=zeros",
                "--arg", "buf:u32[1]=zeros", "--arg", "buf:u32[1]=zeros",
            ],
            vec![
                "sanitize.ptx:544:2: error:",
                "race on global memory at 0x10000300: thread %ctaid=(3,0,0) %tid=(0,0,0) reads it here, and thread %ctaid=(0,0,0) %tid=(0,0,0) wrote it at line 515",
            ],
        ),
        (
            "bug_sync_half",
            "sync",
            ONE_BLOCK_64.to_vec(),
            vec![
                "sanitize.ptx:724:2: error: kernel 'bug_sync_half', block %ctaid=(0,0,0): barrier reached by 16 of the block's 64 threads: thread %tid=(16,0,0) has exited without reaching it",
            ],
        ),
        (
            "bug_sync_branches",
            "sync",
            ONE_BLOCK_64.to_vec(),
            vec!["divergent barriers: thread %tid=(0,0,0) waits at this barrier and thread %tid=(1,0,0) at the one at line 809"],
        ),
        (
            "bug_shfl_odd",
            "sync",
            ONE_BLOCK_64.to_vec(),
            vec![
                "sanitize.ptx:849:2: error:",
                "'shfl.sync.idx.b32' with membermask 0xffffffff runs without lane(s) 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30 of its mask",
            ],
        ),
        // Thread 0 reads s[63]; only s[0..32] were written.
        (
            "bug_shared_init",
            "init",
            ONE_BLOCK_64.to_vec(),
            vec!["uninitialized read: thread %ctaid=(0,0,0) %tid=(0,0,0) reads 4 byte(s) of shared memory at 0x800000fc"],
        ),
        // n = 50: thread 18 adds s[50], which no thread loaded.
        (
            "bug_reduce_tail",
            "init",
            vec!["--grid", "1", "--block", "64", "--arg", "buf:u32[64]=iota", "--arg", "u32:50", "--arg", "buf:u32[1]=zeros"],
            vec!["uninitialized read: thread %ctaid=(0,0,0) %tid=(18,0,0) reads 4 byte(s) of shared memory at 0x800000c8"],
        ),
        // Thread 2 picks a[in[10] & 7] = a[5]; only a[0..4] were filled.
        (
            "bug_local_init",
            "init",
            vec!["--grid", "1", "--block", "4", "--arg", "buf:u32[12]=1,2,3,4,5,6,7,8,0,1,5,3", "--arg", "buf:u32[4]=zeros"],
            vec!["uninitialized read: thread %ctaid=(0,0,0) %tid=(2,0,0) reads 4 byte(s) of local memory"],
        ),
        // The transpose's reads also come before any write of their bytes.
        (
            "bug_transpose",
            "init",
            vec!["--grid", "1", "--block", "256", "--arg", "buf:u32[256]=iota", "--arg", "buf:u32[256]=zeros"],
            vec!["sanitize.ptx:358:2: error:", "uninitialized read: thread %ctaid=(0,0,0) %tid=(1,0,0)"],
        ),
    ]
}

#[test]
fn every_seeded_defect_is_found_on_both_backends() {
    for (kernel, which, args, want) in defects() {
        for backend in ["host", "interp"] {
            let (code, _, err) = run(kernel, which, backend, &args);
            assert_eq!(code, 1, "{kernel} {which} {backend}: {err}");
            for w in &want {
                assert!(
                    err.contains(w),
                    "{kernel} {which} {backend}: want {w:?} in\n{err}"
                );
            }
            assert!(err.contains(&format!("(sanitize {which})")), "{err}");
            // Without the sanitizer the same launch runs to its end.
            let mut a = vec!["run", PTX, "--kernel", kernel, "--backend", backend];
            a.extend_from_slice(&args);
            let (code, _, err) = ptxjit(&a, None);
            assert_eq!(code, 0, "{kernel} unsanitized {backend}: {err}");
        }
    }
}

#[test]
fn correct_kernels_run_clean_under_every_sanitizer() {
    let ok: Vec<(&str, Vec<&str>)> = vec![
        (
            "ok_scan",
            vec![
                "--grid",
                "1",
                "--block",
                "256",
                "--arg",
                "buf:u32[256]=iota",
                "--arg",
                "buf:u32[256]=zeros",
                "--dump",
                "1",
            ],
        ),
        (
            "ok_warp_reduce",
            vec![
                "--grid",
                "1",
                "--block",
                "32",
                "--arg",
                "buf:u32[64]=iota",
                "--arg",
                "buf:u32[1]=zeros",
                "--dump",
                "1",
            ],
        ),
        (
            "ok_transpose",
            vec![
                "--grid",
                "1",
                "--block",
                "256",
                "--arg",
                "buf:u32[256]=iota",
                "--arg",
                "buf:u32[256]=zeros",
                "--dump",
                "1",
            ],
        ),
        (
            "ok_histogram",
            vec![
                "--grid",
                "4",
                "--block",
                "64",
                "--arg",
                "buf:u8[256]=iota",
                "--arg",
                "buf:u32[8]=zeros",
                "--dump",
                "1",
            ],
        ),
        (
            "ok_fence",
            vec![
                "--grid",
                "4",
                "--block",
                "32",
                "--arg",
                "buf:u32[128]=iota",
                "--arg",
                "buf:u32[4]=zeros",
                "--arg",
                "buf:u32[1]=zeros",
                "--arg",
                "buf:u32[1]=zeros",
                "--dump",
                "3",
            ],
        ),
        ("ok_sync_half", [ONE_BLOCK_64, &["--dump", "1"]].concat()),
        ("ok_shfl_odd", [ONE_BLOCK_64, &["--dump", "1"]].concat()),
        ("ok_shared_init", [ONE_BLOCK_64, &["--dump", "1"]].concat()),
        (
            "ok_reduce_tail",
            vec![
                "--grid",
                "1",
                "--block",
                "64",
                "--arg",
                "buf:u32[64]=iota",
                "--arg",
                "u32:50",
                "--arg",
                "buf:u32[1]=zeros",
                "--dump",
                "2",
            ],
        ),
        (
            "ok_local_init",
            vec![
                "--grid",
                "1",
                "--block",
                "4",
                "--arg",
                "buf:u32[12]=1,2,3,4,5,6,7,8,0,1,5,3",
                "--arg",
                "buf:u32[4]=zeros",
                "--dump",
                "1",
            ],
        ),
    ];
    let values = |out: &str| -> Vec<u64> {
        out.split_whitespace()
            .map(|w| u64::from_str_radix(&w[2..], 16).unwrap())
            .collect()
    };
    for (kernel, args) in ok {
        for backend in ["host", "interp"] {
            let (code, out, err) = run(kernel, "all", backend, &args);
            assert_eq!(code, 0, "{kernel} {backend}: {err}");
            assert_eq!(err, "", "{kernel} {backend}");
            let v = values(&out);
            match kernel {
                // Inclusive prefix sums of 0, 1, 2, ...
                "ok_scan" => assert!(v
                    .iter()
                    .enumerate()
                    .all(|(i, &x)| x == (i * (i + 1) / 2) as u64)),
                // 0 + 1 + ... + 63
                "ok_warp_reduce" => assert_eq!(v, [2016]),
                "ok_transpose" => assert!(v
                    .iter()
                    .enumerate()
                    .all(|(i, &x)| x == ((i % 16) * 16 + i / 16) as u64)),
                // 256 bytes 0..=255: 32 of each value mod 8.
                "ok_histogram" => assert_eq!(v, [32; 8]),
                // 0 + 1 + ... + 127
                "ok_fence" => assert_eq!(v, [8128]),
                // s[t] + s[t + 16] for t < 16, then zeros.
                "ok_sync_half" => {
                    assert!(v[..16]
                        .iter()
                        .enumerate()
                        .all(|(t, &x)| x == (2 * t + 16) as u64));
                    assert!(v[16..].iter().all(|&x| x == 0));
                }
                // Odd lanes take lane 1's value (thread 1 or 33); even
                // lanes keep theirs.
                "ok_shfl_odd" => assert!(v.iter().enumerate().all(|(t, &x)| x
                    == if t % 2 == 1 {
                        (t / 32 * 32 + 1) as u64
                    } else {
                        t as u64
                    })),
                // s = 0..31 then zeros, read backwards.
                "ok_shared_init" => assert!(v
                    .iter()
                    .enumerate()
                    .all(|(t, &x)| x == if t >= 32 { 63 - t as u64 } else { 0 })),
                // 0 + 1 + ... + 49
                "ok_reduce_tail" => assert_eq!(v, [1225]),
                // a[i] = 7 * in[i]; thread t picks a[in[8 + t] & 7].
                "ok_local_init" => assert_eq!(v, [7, 14, 42, 28]),
                _ => unreachable!("every ok_ kernel has its expected values"),
            }
        }
    }
}

#[test]
fn a_finding_is_a_json_error_with_message_format_json() {
    let mut args = vec![
        "--grid",
        "1",
        "--block",
        "64",
        "--arg",
        "buf:u32[64]=iota",
        "--arg",
        "buf:u32[64]=zeros",
    ];
    args.push("--message-format=json");
    let (code, _, err) = run("bug_shared_init", "init", "host", &args);
    assert_eq!(code, 1);
    let e = &json_lines(&err)[0];
    assert_eq!(
        (&e["type"], &e["phase"], &e["line"]),
        (&"error".into(), &"run".into(), &919.into())
    );
    assert!(e["message"].as_str().unwrap().contains("(sanitize init)"));
    let (code, _, err) = run(
        "bug_scan",
        "race",
        "interp",
        &[
            "--grid",
            "1",
            "--block",
            "64",
            "--arg",
            "buf:u32[64]=iota",
            "--arg",
            "buf:u32[64]=zeros",
            "--message-format=json",
        ],
    );
    assert_eq!(code, 1);
    let e = &json_lines(&err)[0];
    // The other side of the race, then the registers the access read.
    assert_eq!(e["notes"][0], "the other access: line 68, column 2");
    assert_eq!(e["notes"][1], "registers it read: %rd4 = 0x0");
}

#[test]
fn sanitizer_lists_are_checked() {
    let (code, _, err) = run("ok_scan", "race,racy", "host", ONE_BLOCK_64);
    assert_eq!(code, 2);
    assert!(
        err.contains("unknown sanitizer 'racy' (race, sync, init, or all)"),
        "{err}"
    );
    assert_eq!(
        ptxjit::Sanitize::parse("sync, init"),
        Ok(ptxjit::Sanitize {
            race: false,
            sync: true,
            init: true
        })
    );
    assert!(ptxjit::Sanitize::parse("").is_err());
}

#[test]
fn the_library_sanitizes_launches_through_its_limits() {
    let text = std::fs::read_to_string(PTX).unwrap();
    let m = ptxjit::Module::from_ptx(&text).unwrap();
    let mut m2 = ptxjit::Module::from_ptx(&text).unwrap();
    m2.set_limits(ptxjit::Limits {
        sanitize: ptxjit::Sanitize {
            race: true,
            sync: false,
            init: false,
        },
        ..Default::default()
    });
    let launch = ptxjit::Launch {
        grid: [1, 1, 1],
        block: [256, 1, 1],
        dynamic_shared: 0,
    };
    let args = [
        ptxjit::KernelArg::buffer(&(0..256u32).collect::<Vec<_>>()),
        ptxjit::KernelArg::zeros::<u32>(256),
    ];
    // Unsanitized, the racy scan runs (and on one core its result happens
    // to be a scan); sanitized, it is an error.
    assert!(m
        .launch(ptxjit::Backend::Host, "bug_scan", &launch, &args)
        .is_ok());
    let e = m2
        .launch(ptxjit::Backend::Host, "bug_scan", &launch, &args)
        .unwrap_err()
        .to_string();
    assert!(e.contains("race on shared memory"), "{e}");
}
