//! Nothing hangs and nothing fills the machine (issue 13, points 2 and 3):
//! execution budgets (`--max-steps`, `--timeout`, [`ptxjit::Limits`]) on
//! every backend that runs on the host, and memory limits checked before
//! anything is allocated. Each test here hangs or aborts the process on a
//! build without the limits.

use std::time::Duration;

use ptxjit::{Backend, Error, KernelArg, Launch, Limits, Module};

/// The backends that run PTX on this machine.
fn host_backends() -> Vec<Backend> {
    let mut v = vec![Backend::Interp, Backend::Host];
    if Backend::Llvm.available().is_ok() {
        v.push(Backend::Llvm);
    }
    v
}

fn module(src: &str, limits: Limits) -> Module {
    let mut m = Module::from_ptx(src).expect("valid PTX");
    m.set_limits(limits);
    m
}

fn steps(n: u64) -> Limits {
    Limits {
        max_steps: n,
        ..Limits::default()
    }
}

/// The error's message and line (panics on success or another kind).
fn exec_err(r: Result<impl std::fmt::Debug, Error>) -> (String, u32) {
    match r {
        Err(Error::Exec(d)) => (d.message.clone(), d.span.line),
        other => panic!("expected a run-time error, got {:?}", other),
    }
}

const HEAD: &str = ".version 7.0\n.target sm_80\n.address_size 64\n";

/// `count(n)` runs a 3-instruction loop `n` times: 3n + 3 instructions in
/// all (mov, n x {add, setp, bra}, mov, ret). `spin` never ends
/// unless x == 12345; its loop is lines 21 to 23.
fn loops() -> String {
    format!(
        "{HEAD}.visible .func (.reg .b32 d) count(.reg .b32 n)
{{
    .reg .pred %p;
    .reg .b32 %i;
    mov.u32 %i, 0;
L:
    add.u32 %i, %i, 1;
    setp.lt.u32 %p, %i, n;
    @%p bra L;
    mov.u32 d, %i;
    ret;
}}
.visible .func (.reg .b32 d) spin(.reg .b32 x)
{{
    .reg .pred %p;
    mov.u32 d, 0;
L:
    add.u32 d, d, x;
    setp.ne.u32 %p, x, 12345;
    @%p bra L;
    ret;
}}
.visible .func (.reg .b32 d) calls_spin(.reg .b32 x)
{{
    .param .b32 a;
    .param .b32 r;
    st.param.b32 [a], x;
    call.uni (r), spin, (a);
    ld.param.b32 d, [r];
    ret;
}}
"
    )
}

#[test]
fn an_endless_loop_in_a_function_stops_on_every_backend() {
    let m = module(&loops(), steps(100_000));
    for b in host_backends() {
        let (msg, line) = exec_err(m.call(b, "spin", &[1]));
        assert!(
            msg.contains("function 'spin'")
                && msg.contains("after more than 100000 instructions (Limits::max_steps"),
            "{b:?}: {msg}"
        );
        // The loop: the native backends stop at its head (line 21), the
        // interpreter at the instruction that went over the limit.
        assert!((21..=23).contains(&line), "{b:?}: line {line}");
        // The way out still works.
        assert_eq!(m.call(b, "spin", &[12345]).unwrap(), vec![12345], "{b:?}");
    }
}

#[test]
fn an_endless_loop_in_a_callee_stops_and_names_the_callee_line() {
    let m = module(&loops(), steps(50_000));
    for b in host_backends() {
        let (msg, line) = exec_err(m.call(b, "calls_spin", &[7]));
        assert!(msg.contains("Limits::max_steps"), "{b:?}: {msg}");
        assert!((21..=23).contains(&line), "{b:?}: line {line}");
        assert_eq!(m.call(b, "calls_spin", &[12345]).unwrap(), vec![12345]);
    }
}

#[test]
fn the_step_limit_counts_instructions_like_the_interpreter() {
    // count(1000) executes mov, 1000 x {add, setp, bra}, mov, ret: 3003
    // instructions.
    for b in host_backends() {
        let exact = module(&loops(), steps(3003));
        assert_eq!(
            exact.call(b, "count", &[1000]).unwrap(),
            vec![1000],
            "{b:?}"
        );
        // Half of that stops, wherever the backend checks.
        let half = module(&loops(), steps(1500));
        let (msg, _) = exec_err(half.call(b, "count", &[1000]));
        assert!(
            msg.contains("after more than 1500 instructions"),
            "{b:?}: {msg}"
        );
    }
}

#[test]
fn each_call_of_a_batch_has_its_own_budget_and_the_stopped_one_is_named() {
    // 2000 calls of 3003 instructions each under a 4000-step limit: the
    // budget is per call, not per batch.
    let m = module(&loops(), steps(4000));
    let rows: Vec<Vec<u64>> = (0..2000).map(|_| vec![1000]).collect();
    for b in host_backends() {
        let out = m.call_many(b, "count", &rows).unwrap();
        assert!(out.iter().all(|r| r == &[1000]), "{b:?}");
        let mut bad = rows.clone();
        bad[1234] = vec![1_000_000];
        let (msg, _) = exec_err(m.call_many(b, "count", &bad));
        assert!(msg.contains("function 'count', call 1235:"), "{b:?}: {msg}");
    }
}

#[test]
fn a_timeout_stops_an_endless_loop_on_every_backend() {
    // A step limit far out of reach (minutes of work): only the timeout can
    // stop this in time.
    let m = module(
        &loops(),
        Limits {
            max_steps: 1 << 40,
            timeout: Some(Duration::from_millis(200)),
            ..Limits::default()
        },
    );
    for b in host_backends() {
        let (msg, line) = exec_err(m.call(b, "spin", &[1]));
        assert!(
            msg.contains("took longer than the timeout of 200ms (Limits::timeout)"),
            "{b:?}: {msg}"
        );
        assert!((21..=23).contains(&line), "{b:?}: line {line}");
    }
}

/// A kernel whose threads loop forever around a barrier (each iteration
/// waits for the whole block), or without one.
fn kernel_loops() -> String {
    format!(
        "{HEAD}.visible .entry bar_loop(.param .u64 out)
{{
    .reg .b32 %r<3>;
    .reg .pred %p;
    .shared .b32 s[64];
    mov.u32 %r1, %tid.x;
L:
    add.u32 %r1, %r1, 1;
    bar.sync 0;
    setp.ne.u32 %p, %r1, 0;
    @%p bra L;
    ret;
}}
.visible .entry spin(.param .u64 out)
{{
    .reg .b32 %r<3>;
    .reg .pred %p;
    mov.u32 %r1, %tid.x;
L2:
    add.u32 %r1, %r1, 1;
    setp.ne.u32 %p, %r1, 0;
    @%p bra L2;
    ret;
}}
"
    )
}

#[test]
fn endless_kernels_stop_and_name_the_thread() {
    let l = Launch {
        grid: [2, 1, 1],
        block: [64, 1, 1],
        dynamic_shared: 0,
    };
    let args = [KernelArg::Buffer(vec![0; 8])];
    for (limits, what) in [
        (steps(20_000), "after more than 20000 instructions"),
        (
            Limits {
                max_steps: 1 << 40,
                timeout: Some(Duration::from_millis(300)),
                ..Limits::default()
            },
            "took longer than the timeout of 300ms",
        ),
    ] {
        let m = module(&kernel_loops(), limits);
        for b in [Backend::Interp, Backend::Host] {
            for k in ["bar_loop", "spin"] {
                let (msg, _) = exec_err(m.launch(b, k, &l, &args));
                assert!(
                    msg.contains(&format!("kernel '{k}', thread %ctaid=(")) && msg.contains(what),
                    "{b:?} {k}: {msg}"
                );
            }
        }
    }
}

#[test]
fn the_default_step_limit_stops_a_runaway_kernel() {
    // No limits given: the default (2^30 steps per thread) applies.
    let m = Module::from_ptx(&kernel_loops()).unwrap();
    assert_eq!(m.limits().max_steps, 1 << 30);
    let l = Launch {
        grid: [1, 1, 1],
        block: [4, 1, 1],
        dynamic_shared: 0,
    };
    let (msg, _) = exec_err(m.launch(Backend::Host, "spin", &l, &[KernelArg::Buffer(vec![0; 8])]));
    assert!(
        msg.contains("after more than 1073741824 instructions"),
        "{msg}"
    );
}

// ------------------------------------------------------------ memory

#[test]
fn huge_declarations_are_refused_before_allocating() {
    let src = format!(
        "{HEAD}.global .s32 x[1000000000];
.visible .entry local_4g(.param .u64 out)
{{
    .local .align 8 .b8 depot[4294967296];
    .reg .b64 %rd<3>;
    mov.u64 %rd1, depot;
    ld.param.u64 %rd2, [out];
    st.global.u64 [%rd2], %rd1;
    ret;
}}
.extern .shared .b8 sm[];
.visible .entry shared_4g(.param .u64 out)
{{
    .reg .b64 %rd<3>;
    mov.u64 %rd1, sm;
    ld.param.u64 %rd2, [out];
    st.global.u64 [%rd2], %rd1;
    ret;
}}
.visible .func (.reg .b32 d) local_1m(.reg .b32 a)
{{
    .local .align 8 .b8 dep[1048576];
    mov.u32 d, a;
    ret;
}}
"
    );
    let m = Module::from_ptx(&src).unwrap();
    let l = Launch {
        grid: [1, 1, 1],
        block: [32, 1, 1],
        dynamic_shared: 0,
    };
    let args = [KernelArg::Buffer(vec![0; 8])];
    for b in [Backend::Interp, Backend::Host] {
        let (msg, line) = exec_err(m.launch(b, "local_4g", &l, &args));
        assert!(
            msg.contains("needs 4.0 GiB (4294967312 bytes) of .local/.param memory per thread")
                && msg.contains("(512 KiB)"),
            "{b:?}: {msg}"
        );
        assert_eq!(line, 5);
        // Dynamic shared memory is sized by the launch.
        let huge = Launch {
            dynamic_shared: 1 << 32,
            ..l
        };
        let (msg, _) = exec_err(m.launch(b, "shared_4g", &huge, &args));
        assert!(
            msg.contains("needs 4 GiB of shared memory per block") && msg.contains("(227 KiB)"),
            "{b:?}: {msg}"
        );
    }
    // Static shared memory over 48 KiB is refused by the checker, as ptxas
    // does.
    let e = Module::from_ptx(&format!(
        "{HEAD}.visible .entry s(.param .u64 out)\n{{\n    .shared .b8 sm[4294967296];\n    .reg .b64 %rd1;\n    mov.u64 %rd1, sm;\n    ret;\n}}\n"
    ))
    .unwrap_err();
    assert!(
        e.to_string()
            .contains("uses 4294967296 bytes of static .shared memory, more than the 49152"),
        "{e}"
    );
    for b in host_backends() {
        let (msg, _) = exec_err(m.call(b, "local_1m", &[1]));
        assert!(
            msg.contains("'local_1m' needs 1 MiB of .local/.param memory per call"),
            "{b:?}: {msg}"
        );
    }
}

#[test]
fn the_memory_limit_covers_module_variables_and_buffers() {
    let src = format!(
        "{HEAD}.global .s32 x[1000000000];
.visible .entry k(.param .u64 out)
{{
    ret;
}}
"
    );
    let l = Launch {
        grid: [1, 1, 1],
        block: [1, 1, 1],
        dynamic_shared: 0,
    };
    // 4 GB of module variables (plus their validity bitmap) is over the
    // default 4 GiB.
    let m = Module::from_ptx(&src).unwrap();
    let (msg, _) = exec_err(m.launch(Backend::Host, "k", &l, &[KernelArg::Buffer(vec![0; 8])]));
    assert!(
        msg.contains("more than the memory limit of 4 GiB (Limits::mem_limit, --mem-limit)"),
        "{msg}"
    );
    // A 2 MiB buffer under a 1 MiB limit.
    let small = format!("{HEAD}.visible .entry k(.param .u64 out)\n{{\n    ret;\n}}\n");
    let m = module(
        &small,
        Limits {
            mem_limit: 1 << 20,
            ..Limits::default()
        },
    );
    for b in [Backend::Interp, Backend::Host] {
        let (msg, _) = exec_err(m.launch(b, "k", &l, &[KernelArg::Buffer(vec![0; 2 << 20])]));
        assert!(
            msg.contains("more than the memory limit of 1 MiB"),
            "{b:?}: {msg}"
        );
        // Within the limit it runs.
        m.launch(b, "k", &l, &[KernelArg::Buffer(vec![0; 4096])])
            .unwrap();
    }
}

#[test]
fn a_module_compiles_each_function_once_until_its_limits_change() {
    fn send_sync<T: Send + Sync>() {}
    send_sync::<Module>();
    send_sync::<ptxjit::Prepared>();
    send_sync::<ptxjit::PreparedKernel>();
    let mut m = module(&loops(), Limits::default());
    let p1 = m.prepare(Backend::Host, "count").unwrap();
    let p2 = m.prepare(Backend::Host, "count").unwrap();
    assert!(
        p1.shares_code_with(&p2),
        "the second preparation compiled again"
    );
    assert_eq!(p1.call(&[5]).unwrap(), vec![5]);
    assert_eq!(m.call(Backend::Host, "count", &[7]).unwrap(), vec![7]);
    drop((p1, p2));
    // New limits: new code that obeys them.
    m.set_limits(steps(100));
    let p3 = m.prepare(Backend::Host, "count").unwrap();
    let (msg, _) = exec_err(p3.call(&[1000]));
    assert!(msg.contains("after more than 100 instructions"), "{msg}");
}

/// Loops bounded by a constant are charged once on entry (their worst
/// case), not per iteration (`lower/src/budget.rs`, `bounded_loops`); the
/// analysis must not be fooled, and such loops still count.
#[test]
fn loops_bounded_by_a_constant_still_obey_the_limits() {
    let src = format!(
        "{HEAD}.visible .func (.reg .b32 d) inner(.reg .b32 x)
{{
    .reg .pred %p;
    .reg .b32 %i;
    mov.u32 %i, 0;
    mov.u32 d, x;
L:
    mad.lo.u32 d, d, 3, 1;
    add.u32 %i, %i, 1;
    setp.lt.u32 %p, %i, 4096;
    @%p bra L;
    ret;
}}
.visible .func (.reg .b32 d) guarded_increment(.reg .b32 x)
{{
    .reg .pred %p, %q;
    .reg .b32 %i;
    mov.u32 %i, 0;
    mov.u32 d, 0;
    setp.ne.u32 %q, x, 0;
L:
    add.u32 d, d, 1;
    @%q add.u32 %i, %i, 1;
    setp.lt.u32 %p, %i, 16;
    @%p bra L;
    ret;
}}
.visible .func (.reg .b32 d) outer_forever(.reg .b32 x)
{{
    .reg .pred %p;
    .reg .b32 %i;
    mov.u32 d, x;
O:
    mov.u32 %i, 0;
L:
    add.u32 d, d, 1;
    add.u32 %i, %i, 1;
    setp.lt.u32 %p, %i, 100;
    @%p bra L;
    bra O;
    ret;
}}
"
    );
    for b in host_backends() {
        // inner(x): 4096 rounds of d = 3d + 1, mod 2^32, worked out here.
        let want = (0..4096).fold(7u32, |d, _| d.wrapping_mul(3).wrapping_add(1));
        let m = module(&src, Limits::default());
        assert_eq!(
            m.call(b, "inner", &[7]).unwrap(),
            vec![u64::from(want)],
            "{b:?}"
        );
        // The increment skipped by a false guard: endless, and stopped.
        let m = module(&src, steps(100_000));
        assert_eq!(
            m.call(b, "guarded_increment", &[1]).unwrap(),
            vec![16],
            "{b:?}"
        );
        let (msg, _) = exec_err(m.call(b, "guarded_increment", &[0]));
        assert!(
            msg.contains("after more than 100000 instructions"),
            "{b:?}: {msg}"
        );
        // A bounded inner loop inside an endless outer one: stopped.
        let (msg, _) = exec_err(m.call(b, "outer_forever", &[0]));
        assert!(
            msg.contains("after more than 100000 instructions"),
            "{b:?}: {msg}"
        );
        // A bounded loop still counts: 4096 x 4 instructions is over 1000.
        let small = module(&src, steps(1000));
        let (msg, _) = exec_err(small.call(b, "inner", &[7]));
        assert!(
            msg.contains("after more than 1000 instructions"),
            "{b:?}: {msg}"
        );
    }
}

#[test]
fn a_prepared_kernel_keeps_its_limits_and_the_module_compiles_anew_for_new_ones() {
    // Each thread loops n times (about 4 instructions per iteration).
    let src = format!(
        "{HEAD}.visible .entry spin(.param .u32 n)
{{
    .reg .pred %p;
    .reg .b32 %i, %n;
    ld.param.u32 %n, [n];
    mov.u32 %i, 0;
L:
    add.u32 %i, %i, 1;
    setp.lt.u32 %p, %i, %n;
    @%p bra L;
    ret;
}}
"
    );
    let mut m = module(&src, Limits::default());
    let one = Launch {
        grid: [1, 1, 1],
        block: [2, 1, 1],
        dynamic_shared: 0,
    };
    let args = [KernelArg::Scalar(10_000)];
    let before = m.prepare_kernel(Backend::Host, "spin").unwrap();
    // A scalar too wide for its .u32 parameter is refused, not cut.
    for be in super::kernel_backends() {
        let e = m
            .launch(be, "spin", &one, &[KernelArg::Scalar(1 << 32)])
            .unwrap_err();
        assert!(
            matches!(&e, ptxjit::Error::Usage(s) if s.contains("argument 0 ('n', .u32) is 0x100000000, which does not fit 32 bits")),
            "{e}"
        );
    }
    // The module kept the kernel: this launch reuses it and passes.
    m.launch(Backend::Host, "spin", &one, &args).unwrap();
    m.set_step_limit(1000);
    for be in super::kernel_backends() {
        let e = m.launch(be, "spin", &one, &args).unwrap_err();
        assert!(
            e.to_string()
                .contains("stopped here after more than 1000 instructions"),
            "{}: {e}",
            be.name()
        );
    }
    // A kernel prepared before keeps the limits it was made with.
    before.launch(&one, &args).unwrap();
    m.set_step_limit(1 << 20);
    m.launch(Backend::Host, "spin", &one, &args).unwrap();
}
