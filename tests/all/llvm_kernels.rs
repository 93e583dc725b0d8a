//! The LLVM kernel tier (`--backend llvm` on kernels): barriers and warp
//! instructions (threads stop and resume), what it refuses (with the
//! instruction's place), and on what it runs the values worked out here
//! and the host backend's own errors, word for word: faults (bounds,
//! alignment, generic addresses in no window), the step limit, `trap`,
//! `exit` from a called function, an instruction outside the subset;
//! special registers; generic pointers to a thread's `.local` arrays and a
//! block's `.shared` slots passed to a `.func`; `.const` and `.global`
//! variables. Atomics are in `atomics.rs` and the differential fuzz in
//! `fuzz.rs`, which run this tier too.

use ptxjit::{Backend, KernelArg, Launch, Limits, Module};

fn launch(grid: [u32; 3], block: [u32; 3]) -> Launch {
    Launch {
        grid,
        block,
        dynamic_shared: 0,
    }
}

const HEAD: &str = ".version 7.8\n.target sm_80\n.address_size 64\n";

fn u32s(b: &[u8]) -> Vec<u32> {
    b.chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// The error of a launch on `be` (panics on success).
fn err_on(m: &Module, be: Backend, name: &str, l: &Launch, args: &[KernelArg]) -> String {
    match m.launch(be, name, l, args) {
        Err(e) => e.to_string(),
        Ok(_) => panic!("{name} on {be:?}: expected an error"),
    }
}

#[test]
fn barriers_and_warp_instructions_stop_and_resume() {
    // k: each thread stores 3t in its shared slot, waits at the barrier
    // and reads its neighbour's; `bar.red.popc` counts the odd threads.
    // w: a butterfly shuffle gives lane t the value of lane t ^ 1.
    let src = format!(
        "{HEAD}.visible .entry k(.param .u64 p)\n{{\n.shared .align 4 .b8 sh[256];\n\
         .reg .b64 %rd<4>;\n.reg .b32 %r<10>;\n.reg .pred %q;\n\
         ld.param.u64 %rd1, [p];\nmov.u32 %r1, %tid.x;\nmov.u32 %r2, %ntid.x;\n\
         mul.lo.u32 %r3, %r1, 3;\nmov.u32 %r4, sh;\nshl.b32 %r5, %r1, 2;\nadd.u32 %r6, %r4, %r5;\n\
         st.shared.u32 [%r6], %r3;\nbar.sync 0;\nadd.u32 %r7, %r1, 1;\nrem.u32 %r7, %r7, %r2;\n\
         shl.b32 %r7, %r7, 2;\nadd.u32 %r7, %r4, %r7;\nld.shared.u32 %r8, [%r7];\n\
         and.b32 %r9, %r1, 1;\nsetp.ne.u32 %q, %r9, 0;\nbar.red.popc.u32 %r9, 0, %q;\n\
         mul.wide.u32 %rd2, %r1, 8;\nadd.s64 %rd3, %rd1, %rd2;\n\
         st.global.v2.u32 [%rd3], {{%r8, %r9}};\nret;\n}}\n\
         .visible .entry w(.param .u64 p)\n{{\n.reg .b64 %rd<4>;\n.reg .b32 %r<3>;\n\
         ld.param.u64 %rd1, [p];\nmov.u32 %r1, %tid.x;\n\
         shfl.sync.bfly.b32 %r2, %r1, 1, 31, -1;\nmul.wide.u32 %rd2, %r1, 4;\n\
         add.s64 %rd3, %rd1, %rd2;\nst.global.u32 [%rd3], %r2;\nret;\n}}\n"
    );
    let m = Module::from_ptx(&src).unwrap();
    let n = 40u32;
    let l = launch([2, 1, 1], [n, 1, 1]);
    let out = m
        .launch(
            Backend::Llvm,
            "k",
            &l,
            &[KernelArg::Buffer(vec![0; 8 * n as usize])],
        )
        .unwrap();
    let w = u32s(out[0].as_ref().unwrap());
    for t in 0..n {
        // The second block writes the same words.
        assert_eq!(w[2 * t as usize], 3 * ((t + 1) % n), "thread {t}");
        assert_eq!(w[2 * t as usize + 1], n / 2, "thread {t}");
    }
    let out = m
        .launch(
            Backend::Llvm,
            "w",
            &launch([1, 1, 1], [64, 1, 1]),
            &[KernelArg::Buffer(vec![0; 256])],
        )
        .unwrap();
    let want: Vec<u32> = (0..64u32).map(|t| t ^ 1).collect();
    assert_eq!(u32s(out[0].as_ref().unwrap()), want);
}

#[test]
fn cp_async_copies_and_printf_prints() {
    // cp.async of 4 bytes into shared memory, read back; then a printf
    // whose arguments are in the thread's `.local` buffer.
    let src = format!(
        "{HEAD}.extern .func (.param .b32 r) vprintf(.param .b64 f, .param .b64 a);\n\
         .global .align 1 .b8 fmt[8] = {{116, 61, 37, 100, 32, 37, 117, 0}};\n\
         .visible .entry c(.param .u64 p)\n{{\n.shared .align 16 .b8 sh[64];\n\
         .local .align 8 .b8 args[8];\n\
         .reg .b64 %rd<5>;\n.reg .b32 %r<4>;\nld.param.u64 %rd1, [p];\nmov.u32 %r1, sh;\n\
         cp.async.ca.shared.global [%r1], [%rd1], 4;\ncp.async.wait_all;\n\
         ld.shared.u32 %r2, [sh];\nst.global.u32 [%rd1+4], %r2;\n\
         mov.u32 %r3, %tid.x;\nst.local.u32 [args], %r3;\nst.local.u32 [args+4], %r2;\n\
         mov.u64 %rd2, args;\ncvta.local.u64 %rd2, %rd2;\nmov.u64 %rd3, fmt;\n\
         cvta.global.u64 %rd3, %rd3;\n\
         {{ .param .b64 f; st.param.b64 [f], %rd3; .param .b64 a; st.param.b64 [a], %rd2;\n\
         .param .b32 r; call.uni (r), vprintf, (f, a); }}\nret;\n}}\n"
    );
    let m = Module::from_ptx(&src).unwrap();
    let l = launch([1, 1, 1], [2, 1, 1]);
    let args = [KernelArg::Buffer(vec![7, 0, 0, 0, 0, 0, 0, 0])];
    for be in [Backend::Llvm, Backend::Host] {
        let out = m.launch(be, "c", &l, &args).unwrap();
        assert_eq!(u32s(out[0].as_ref().unwrap()), vec![7, 7], "{be:?}");
    }
    // printf through a device, which keeps what the launch printed (the
    // format has no newline: the two records run together).
    let dev = ptxjit::Device::new(Backend::Llvm).unwrap();
    dev.capture_printf();
    let dm = dev.load_ptx(&src).unwrap();
    let buf = dev.alloc::<u32>(2).unwrap();
    buf.write(&[7, 0]).unwrap();
    dm.kernel("c")
        .unwrap()
        .launch(&l, &[(&buf).into()])
        .unwrap();
    assert_eq!(String::from_utf8(dev.take_printf()).unwrap(), "t=0 7t=1 7");
}

/// Kernels that fault in different ways (`which` picks one; `p` is a
/// 16-byte buffer).
const FAULTS: &str = r#"
.global .align 4 .b8 gv[8];
.visible .entry f(.param .u64 p, .param .u32 which)
{
    .local .align 8 .b8 lbuf[16];
    .shared .align 4 .b8 tile[64];
    .reg .b64 %rd<8>;
    .reg .b32 %r<8>;
    .reg .pred %q<8>;
    ld.param.u64 %rd1, [p];
    ld.param.u32 %r1, [which];
    mov.u32 %r2, %tid.x;
    setp.eq.u32 %q1, %r1, 0;
    @%q1 bra OOB;
    setp.eq.u32 %q2, %r1, 1;
    @%q2 bra MIS;
    setp.eq.u32 %q3, %r1, 2;
    @%q3 bra LOC;
    setp.eq.u32 %q4, %r1, 3;
    @%q4 bra SHR;
    setp.eq.u32 %q5, %r1, 4;
    @%q5 bra NOWHERE;
    bra VEC;
OOB:
    // thread 3 reads 4 bytes past the end
    mul.wide.u32 %rd2, %r2, 4;
    add.s64 %rd3, %rd1, %rd2;
    ld.global.u32 %r3, [%rd3+4];
    st.global.u32 [%rd3], %r3;
    ret;
MIS:
    ld.global.u32 %r3, [%rd1+2];
    ret;
LOC:
    mov.u64 %rd4, lbuf;
    mul.wide.u32 %rd2, %r2, 8;
    add.s64 %rd4, %rd4, %rd2;
    st.local.u64 [%rd4], %rd1;
    ret;
SHR:
    mov.u32 %r4, tile;
    shl.b32 %r5, %r2, 5;
    add.u32 %r4, %r4, %r5;
    st.shared.u32 [%r4+32], %r2;
    ret;
NOWHERE:
    mov.u64 %rd5, 8;
    ld.u32 %r3, [%rd5];
    ret;
VEC:
    ld.global.v4.u32 {%r3, %r4, %r5, %r6}, [%rd1+8];
    ret;
}
"#;

#[test]
fn faults_are_the_host_backends_errors_word_for_word() {
    let m = Module::from_ptx(&format!("{HEAD}{FAULTS}")).unwrap();
    let l = launch([2, 1, 1], [4, 1, 1]);
    let expect = [
        (0, "out-of-bounds access of 4 byte(s)"),
        (1, "misaligned access of 4 byte(s)"),
        (2, "out-of-bounds access of 8 byte(s)"),
        (3, "out-of-bounds access of 4 byte(s)"),
        (4, "out-of-bounds access of 4 byte(s) at address 0x8"),
        (5, "out-of-bounds access of 16 byte(s)"),
    ];
    for (which, what) in expect {
        let args = [KernelArg::Buffer(vec![0; 16]), KernelArg::Scalar(which)];
        let host = err_on(&m, Backend::Host, "f", &l, &args);
        let llvm = err_on(&m, Backend::Llvm, "f", &l, &args);
        let interp = err_on(&m, Backend::Interp, "f", &l, &args);
        assert!(llvm.contains(what), "{which}: {llvm}");
        assert_eq!(llvm, host, "case {which}");
        // The interpreter names the same thread, access and address (but
        // for `.local` ones: it places a kernel's `.local` variables 0x40
        // bytes further on than the native backends' layout, a difference
        // of the messages only, left as it is).
        let head = |s: &str| s.lines().next().unwrap_or("").to_string();
        if which != 2 {
            assert_eq!(head(&llvm), head(&interp), "case {which}");
        } else {
            assert!(
                interp.contains(what) && interp.contains("'lbuf'"),
                "{interp}"
            );
        }
    }
}

const LOOPS: &str = r#"
.func (.reg .b32 d) leave(.reg .b32 x)
{
    .reg .pred %p;
    setp.eq.u32 %p, x, 0;
    @%p exit;
    mov.u32 d, 7;
    ret;
}
.visible .entry spin(.param .u64 p, .param .u32 x)
{
    .reg .b64 %rd<4>;
    .reg .b32 %r<6>;
    .reg .pred %q;
    ld.param.u64 %rd1, [p];
    ld.param.u32 %r1, [x];
    mov.u32 %r2, %tid.x;
    mov.u32 %r3, 0;
L:
    add.u32 %r3, %r3, %r1;
    setp.ne.u32 %q, %r1, 12345;
    @%q bra L;
    mul.wide.u32 %rd2, %r2, 4;
    add.s64 %rd3, %rd1, %rd2;
    st.global.u32 [%rd3], %r3;
    ret;
}
.visible .entry tr(.param .u64 p)
{
    .reg .b32 %r<2>;
    .reg .pred %q;
    mov.u32 %r1, %tid.x;
    setp.eq.u32 %q, %r1, 2;
    @%q trap;
    ret;
}
.visible .entry ex(.param .u64 p)
{
    .reg .b64 %rd<4>;
    .reg .b32 %r<4>;
    ld.param.u64 %rd1, [p];
    mov.u32 %r1, %tid.x;
    and.b32 %r2, %r1, 1;
    mul.wide.u32 %rd2, %r1, 4;
    add.s64 %rd3, %rd1, %rd2;
    st.global.u32 [%rd3], 1;
    call (%r3), leave, (%r2);
    st.global.u32 [%rd3], %r3;
    ret;
}
"#;

#[test]
fn the_step_limit_trap_and_exit_behave_as_on_the_host_backend() {
    let mut m = Module::from_ptx(&format!("{HEAD}{LOOPS}")).unwrap();
    m.set_limits(Limits {
        max_steps: 100_000,
        ..Limits::default()
    });
    let l = launch([1, 1, 1], [4, 1, 1]);
    let spin = |x: u64| [KernelArg::Buffer(vec![0; 16]), KernelArg::Scalar(x)];
    let host = err_on(&m, Backend::Host, "spin", &l, &spin(1));
    let llvm = err_on(&m, Backend::Llvm, "spin", &l, &spin(1));
    assert!(llvm.contains("Limits::max_steps"), "{llvm}");
    assert_eq!(llvm, host);
    // The way out: 12345 once per thread.
    let out = m.launch(Backend::Llvm, "spin", &l, &spin(12345)).unwrap();
    assert_eq!(u32s(out[0].as_ref().unwrap()), vec![12345; 4]);
    let host = err_on(
        &m,
        Backend::Host,
        "tr",
        &l,
        &[KernelArg::Buffer(vec![0; 4])],
    );
    let llvm = err_on(
        &m,
        Backend::Llvm,
        "tr",
        &l,
        &[KernelArg::Buffer(vec![0; 4])],
    );
    assert!(
        llvm.contains("executed 'trap'") && llvm.contains("%tid=(2,0,0)"),
        "{llvm}"
    );
    assert_eq!(llvm, host);
    // Even threads exit inside `leave` (their word stays 1), odd ones
    // store its 7.
    let out = m
        .launch(
            Backend::Llvm,
            "ex",
            &launch([1, 1, 1], [6, 1, 1]),
            &[KernelArg::Buffer(vec![0; 24])],
        )
        .unwrap();
    assert_eq!(u32s(out[0].as_ref().unwrap()), vec![1, 7, 1, 7, 1, 7]);
}

#[test]
fn special_registers_are_the_threads_own() {
    // Per thread 12 words: tid.x/y/z, ntid.x/y, ctaid.x/y, nctaid.x/y,
    // laneid, warpid, lanemask_lt.
    let src = format!(
        "{HEAD}.visible .entry s(.param .u64 p)\n{{\n.reg .b64 %rd<4>;\n.reg .b32 %r<16>;\n\
         ld.param.u64 %rd1, [p];\n\
         mov.u32 %r1, %tid.x;\nmov.u32 %r2, %tid.y;\nmov.u32 %r3, %tid.z;\n\
         mov.u32 %r4, %ntid.x;\nmov.u32 %r5, %ntid.y;\nmov.u32 %r6, %ctaid.x;\n\
         mov.u32 %r7, %ctaid.y;\nmov.u32 %r8, %nctaid.x;\nmov.u32 %r9, %nctaid.y;\n\
         mov.u32 %r10, %laneid;\nmov.u32 %r11, %warpid;\nmov.u32 %r12, %lanemask_lt;\n\
         mad.lo.u32 %r13, %r2, %r4, %r1;\nmul.lo.u32 %r14, %r4, %r5;\n\
         mad.lo.u32 %r15, %r7, %r8, %r6;\nmad.lo.u32 %r13, %r15, %r14, %r13;\n\
         mul.wide.u32 %rd2, %r13, 48;\nadd.s64 %rd3, %rd1, %rd2;\n\
         st.global.v4.u32 [%rd3], {{%r1, %r2, %r3, %r4}};\n\
         st.global.v4.u32 [%rd3+16], {{%r5, %r6, %r7, %r8}};\n\
         st.global.v4.u32 [%rd3+32], {{%r9, %r10, %r11, %r12}};\nret;\n}}\n"
    );
    let m = Module::from_ptx(&src).unwrap();
    let (grid, block) = ([2u32, 3, 1], [20u32, 2, 1]);
    let n = (grid[0] * grid[1] * block[0] * block[1]) as usize;
    let out = m
        .launch(
            Backend::Llvm,
            "s",
            &launch(grid, block),
            &[KernelArg::Buffer(vec![0; 48 * n])],
        )
        .unwrap();
    let w = u32s(out[0].as_ref().unwrap());
    for by in 0..grid[1] {
        for bx in 0..grid[0] {
            for ty in 0..block[1] {
                for tx in 0..block[0] {
                    let linear = ty * block[0] + tx;
                    let b = by * grid[0] + bx;
                    let g = (b * block[0] * block[1] + linear) as usize;
                    let lane = linear % 32;
                    let want = [
                        tx,
                        ty,
                        0,
                        block[0],
                        block[1],
                        bx,
                        by,
                        grid[0],
                        grid[1],
                        lane,
                        linear / 32,
                        (1u32 << lane) - 1,
                    ];
                    assert_eq!(
                        &w[12 * g..12 * g + 12],
                        &want,
                        "block ({bx},{by}) thread ({tx},{ty})"
                    );
                }
            }
        }
    }
}

const POINTERS: &str = r#"
.const .align 4 .u32 k3[3] = {5, 6, 7};
.global .align 4 .u32 total;
// Sums n words through a generic pointer, and doubles each in place.
.func (.reg .b32 s) sum_double(.reg .b64 a, .reg .b32 n)
{
    .reg .b32 %i, %v;
    .reg .pred %p;
    mov.u32 s, 0;
    mov.u32 %i, 0;
L:
    ld.u32 %v, [a];
    add.u32 s, s, %v;
    shl.b32 %v, %v, 1;
    st.u32 [a], %v;
    add.s64 a, a, 4;
    add.u32 %i, %i, 1;
    setp.lt.u32 %p, %i, n;
    @%p bra L;
    ret;
}
.visible .entry ptrs(.param .u64 out)
{
    .local .align 4 .b8 arr[16];
    .shared .align 4 .b8 slots[256];
    .reg .b64 %rd<8>;
    .reg .b32 %r<12>;
    ld.param.u64 %rd1, [out];
    mov.u32 %r1, %tid.x;
    // arr = {t, t+1, t+2, t+3}
    st.local.u32 [arr], %r1;
    add.u32 %r2, %r1, 1;
    st.local.u32 [arr+4], %r2;
    add.u32 %r2, %r1, 2;
    st.local.u32 [arr+8], %r2;
    add.u32 %r2, %r1, 3;
    st.local.u32 [arr+12], %r2;
    mov.u64 %rd2, arr;
    cvta.local.u64 %rd2, %rd2;
    call (%r3), sum_double, (%rd2, 4);
    // Doubled in place: arr[3] is now 2t + 6.
    ld.local.u32 %r4, [arr+12];
    // Its own two shared words {3t, k3[t % 3]}.
    mov.u32 %r5, slots;
    shl.b32 %r6, %r1, 3;
    add.u32 %r5, %r5, %r6;
    mul.lo.u32 %r7, %r1, 3;
    st.shared.u32 [%r5], %r7;
    rem.u32 %r8, %r1, 3;
    mov.u64 %rd3, k3;
    mul.wide.u32 %rd4, %r8, 4;
    add.s64 %rd3, %rd3, %rd4;
    ld.const.u32 %r9, [%rd3];
    st.shared.u32 [%r5+4], %r9;
    cvt.u64.u32 %rd5, %r5;
    cvta.shared.u64 %rd5, %rd5;
    call (%r10), sum_double, (%rd5, 2);
    ld.shared.u32 %r11, [%r5];
    red.global.add.u32 [total], %r3;
    mul.wide.u32 %rd6, %r1, 16;
    add.s64 %rd7, %rd1, %rd6;
    st.global.v4.u32 [%rd7], {%r3, %r4, %r10, %r11};
    ret;
}
"#;

#[test]
fn generic_pointers_to_local_and_shared_memory_in_a_called_function() {
    let m = Module::from_ptx(&format!("{HEAD}{POINTERS}")).unwrap();
    let t = 32u32;
    let l = launch([1, 1, 1], [t, 1, 1]);
    let mut vars = ptxjit::VarIo::default();
    vars.read.push("total".to_string());
    for be in [Backend::Llvm, Backend::Host, Backend::Interp] {
        let (out, read) = m
            .launch_vars(
                be,
                "ptrs",
                &l,
                &[KernelArg::Buffer(vec![0; 16 * t as usize])],
                &vars,
            )
            .unwrap();
        let w = u32s(out[0].as_ref().unwrap());
        let mut total = 0u32;
        for i in 0..t {
            let k = [5, 6, 7][(i % 3) as usize];
            // t + (t+1) + (t+2) + (t+3); 2t + 6; 3t + k; 6t.
            let want = [4 * i + 6, 2 * i + 6, 3 * i + k, 6 * i];
            assert_eq!(
                &w[4 * i as usize..4 * i as usize + 4],
                &want,
                "{be:?} thread {i}"
            );
            total += 4 * i + 6;
        }
        assert_eq!(u32s(&read[0]), vec![total], "{be:?}");
    }
}

#[test]
fn an_instruction_outside_the_subset_stops_the_thread_that_reaches_it() {
    // (A loop gives the kernel its budget, through which it stops.)
    let src = format!(
        "{HEAD}.visible .entry u(.param .u64 p)\n{{\n.reg .b64 %rd<2>;\n.reg .b32 %r<3>;\n\
         .reg .f32 %f<3>;\n.reg .pred %q;\nld.param.u64 %rd1, [p];\nmov.u32 %r1, 0;\n\
         L:\nadd.u32 %r1, %r1, 1;\nsetp.lt.u32 %q, %r1, 3;\n@%q bra L;\n\
         mov.u32 %r2, %tid.x;\nsetp.eq.u32 %q, %r2, 1;\n@%q add.f32 %f1, %f2, %f2;\n\
         st.global.u32 [%rd1], %r1;\nret;\n}}\n"
    );
    let m = Module::from_ptx(&src).unwrap();
    let l = launch([1, 1, 1], [2, 1, 1]);
    let args = [KernelArg::Buffer(vec![0; 4])];
    let host = err_on(&m, Backend::Host, "u", &l, &args);
    let llvm = err_on(&m, Backend::Llvm, "u", &l, &args);
    assert!(llvm.contains("add.f32"), "{llvm}");
    assert_eq!(llvm, host);
}
