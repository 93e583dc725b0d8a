//! Looking inside a run (`--trace`, `--coverage`, and what a failing
//! thread's error shows), on the kernels of tests/cuda/sanitize.ptx and a
//! small hand-written one.

use super::cli::{ptxjit, temp};

#[test]
fn trace_prints_one_threads_instructions_with_the_registers_they_write() {
    // ok_reduce_tail(in, n = 50, out): thread 3 of 64.
    let (code, _, err) = ptxjit(
        &[
            "run",
            "tests/cuda/sanitize.ptx",
            "--kernel",
            "ok_reduce_tail",
            "--trace",
            "0:3",
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
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = err.lines().collect();
    assert!(
        lines
            .iter()
            .all(|l| l.starts_with("trace %ctaid=(0,0,0) %tid=(3,0,0) line ")),
        "{err}"
    );
    // n, %tid.x, 3 >= 50 is false, the guarded branch skipped, in[3] = 3.
    assert_eq!(lines[0], "trace %ctaid=(0,0,0) %tid=(3,0,0) line 1073: ld.param.u32 %r5, [ok_reduce_tail_param_1];   %r5 = 0x32");
    assert_eq!(
        lines[1],
        "trace %ctaid=(0,0,0) %tid=(3,0,0) line 1074: mov.u32 %r6, %tid.x;   %r6 = 0x3"
    );
    assert_eq!(
        lines[2],
        "trace %ctaid=(0,0,0) %tid=(3,0,0) line 1075: setp.ge.u32 %p1, %r6, %r5;   %p1 = 0x0"
    );
    assert_eq!(
        lines[5],
        "trace %ctaid=(0,0,0) %tid=(3,0,0) line 1078: bra $L__BB18_2;   (guard false: skipped)"
    );
    assert!(lines.contains(&"trace %ctaid=(0,0,0) %tid=(3,0,0) line 1084: ld.global.u32 %r31, [%rd3];   %r31 = 0x3"), "{err}");
    // Six tree steps (o = 32 .. 1), each with a barrier.
    assert_eq!(
        lines.iter().filter(|l| l.contains(": bar.sync 0;")).count(),
        7,
        "{err}"
    );
    let (code, _, err) = ptxjit(
        &[
            "run",
            "tests/cuda/sanitize.ptx",
            "--kernel",
            "ok_scan",
            "--trace",
            "3-1",
        ],
        None,
    );
    assert_eq!(code, 2);
    assert!(
        err.contains("--trace '3-1': expected THREAD, BLOCK:THREAD"),
        "{err}"
    );
}

#[test]
fn coverage_counts_each_instruction_over_all_threads() {
    // ok_local_init: 4 threads call pick(in, k, 8), whose fill loop runs 8
    // times, unrolled by clang by 4: its body runs 2 times per thread.
    let (code, _, err) = ptxjit(
        &[
            "run",
            "tests/cuda/sanitize.ptx",
            "--kernel",
            "ok_local_init",
            "--coverage",
            "--grid",
            "1",
            "--block",
            "4",
            "--arg",
            "buf:u32[12]=1,2,3,4,5,6,7,8,0,1,5,3",
            "--arg",
            "buf:u32[4]=zeros",
        ],
        None,
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        err.starts_with(
            "coverage of kernel 'ok_local_init' (times each instruction ran, all threads):\n"
        ),
        "{err}"
    );
    assert!(err.contains("  function '_ZL4pickPKjjj':\n           4  line 1211: mov.u64 %SPL, __local_depot20;\n"), "{err}");
    assert!(
        err.contains("           8  line 1229: ld.u32 %r12, [%rd22+-8];"),
        "{err}"
    );
    assert!(err.contains("  kernel 'ok_local_init':\n"), "{err}");
    assert!(
        err.lines().last().unwrap().starts_with("coverage: "),
        "{err}"
    );
}

#[test]
fn a_failing_thread_shows_its_call_stack_and_registers() {
    // The kernel calls store(p, i), which writes past the buffer for i = 2.
    let f = temp(
        "stack.ptx",
        ".version 7.8\n.target sm_80\n.address_size 64\n\
         .func store(.reg .b64 p, .reg .b32 i)\n{\n.reg .b64 %rd<3>;\n\
         mul.wide.u32 %rd1, i, 4;\nadd.u64 %rd2, p, %rd1;\nst.global.u32 [%rd2], i;\nret;\n}\n\
         .visible .entry k(.param .u64 out)\n{\n.reg .b32 %r1;\n.reg .b64 %rd1;\n\
         ld.param.u64 %rd1, [out];\nmov.u32 %r1, %tid.x;\ncall store, (%rd1, %r1);\nret;\n}\n",
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
            "3",
            "--arg",
            "buf:u32[2]=zeros",
            "--backend",
            "interp",
        ],
        None,
    );
    assert_eq!(code, 1);
    assert!(err.contains(":9:1: error: kernel 'k', thread %ctaid=(0,0,0) %tid=(2,0,0): out-of-bounds access of 4 byte(s) at address 0x10000008"), "{err}");
    assert!(
        err.contains(
            "note: call stack (innermost first): 'store' at line 9, called from 'k' at line 18"
        ),
        "{err}"
    );
    assert!(
        err.contains("note: registers it read: i = 0x2, %rd2 = 0x10000008"),
        "{err}"
    );
    // The host backend's error says where to see them.
    let (code, _, err) = ptxjit(
        &[
            "run",
            &f,
            "--kernel",
            "k",
            "--grid",
            "1",
            "--block",
            "3",
            "--arg",
            "buf:u32[2]=zeros",
        ],
        None,
    );
    assert_eq!(code, 1);
    assert!(
        err.contains(
            "note: the same launch with --backend interp (or --trace) shows the registers"
        ),
        "{err}"
    );
}
