//! Kernel launches on the host backend (criterion): launch overhead per
//! thread, a memory-bound kernel against a plain Rust loop (checked and
//! unchecked memory), a compute-bound carry-chain kernel against native
//! Rust, and the speed-up from one core to all cores.
//!
//! Run: `cargo bench --bench launch` (short measurement times are built in).

use std::time::Duration;

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use ptxjit_jit::{HostArg, HostKernel, KernelLaunch, KernelOptions};

const SRC: &str = r#"
.version 7.8
.target sm_80
.address_size 64
.visible .entry empty() { ret; }
.visible .entry vadd(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u32 pn)
{
    .reg .pred %p<2>;
    .reg .b32 %r<8>;
    .reg .b64 %rd<10>;
    ld.param.u64 %rd1, [pa];
    ld.param.u64 %rd2, [pb];
    ld.param.u64 %rd3, [pc];
    ld.param.u32 %r5, [pn];
    cvta.to.global.u64 %rd1, %rd1;
    cvta.to.global.u64 %rd2, %rd2;
    cvta.to.global.u64 %rd3, %rd3;
    mov.u32 %r1, %ctaid.x;
    mov.u32 %r2, %ntid.x;
    mov.u32 %r3, %tid.x;
    mad.lo.s32 %r4, %r1, %r2, %r3;
    setp.ge.u32 %p1, %r4, %r5;
    @%p1 bra $L__end;
    mul.wide.u32 %rd4, %r4, 4;
    add.s64 %rd5, %rd1, %rd4;
    add.s64 %rd6, %rd2, %rd4;
    add.s64 %rd7, %rd3, %rd4;
    ld.global.u32 %r6, [%rd5];
    ld.global.u32 %r7, [%rd6];
    add.s32 %r6, %r6, %r7;
    st.global.u32 [%rd7], %r6;
$L__end:
    ret;
}
// Each thread: x (128 bits, from its index) += y, 4096 times, carry chain of
// four 32-bit limbs; stores the low limb.
.visible .entry chain(.param .u64 pout)
{
    .reg .pred %p<2>;
    .reg .b32 %r<16>;
    .reg .b64 %rd<6>;
    ld.param.u64 %rd1, [pout];
    cvta.to.global.u64 %rd1, %rd1;
    mov.u32 %r1, %ctaid.x;
    mov.u32 %r2, %ntid.x;
    mov.u32 %r3, %tid.x;
    mad.lo.s32 %r4, %r1, %r2, %r3;
    mov.u32 %r5, %r4;
    mov.u32 %r6, 0;
    mov.u32 %r7, 0;
    mov.u32 %r8, 0;
    mov.u32 %r9, 0x9e3779b9;
    mov.u32 %r10, 0x7f4a7c15;
    mov.u32 %r11, 0xf39cc060;
    mov.u32 %r12, 0x5ced1a4b;
    mov.u32 %r13, 0;
$L__loop:
    add.cc.u32 %r5, %r5, %r9;
    addc.cc.u32 %r6, %r6, %r10;
    addc.cc.u32 %r7, %r7, %r11;
    addc.u32 %r8, %r8, %r12;
    add.u32 %r13, %r13, 1;
    setp.lt.u32 %p1, %r13, 4096;
    @%p1 bra $L__loop;
    xor.b32 %r5, %r5, %r8;
    mul.wide.u32 %rd2, %r4, 4;
    add.s64 %rd3, %rd1, %rd2;
    st.global.u32 [%rd3], %r5;
    ret;
}
"#;

fn dims(threads: u32, block: u32) -> KernelLaunch {
    KernelLaunch {
        grid: [threads.div_ceil(block), 1, 1],
        block: [block, 1, 1],
        dynamic_shared: 0,
    }
}

fn chain_native(n: u32) -> Vec<u32> {
    let y: u128 = 0x5ced1a4b_f39cc060_7f4a7c15_9e3779b9;
    (0..n)
        .map(|i| {
            let mut x = u128::from(i);
            for _ in 0..4096 {
                x = x.wrapping_add(black_box(y));
            }
            (x as u32) ^ ((x >> 96) as u32)
        })
        .collect()
}

fn benches(c: &mut Criterion) {
    let prog = &program(SRC);
    let checked = KernelOptions::default();
    let unchecked = KernelOptions {
        checked: false,
        threads: None,
        ..Default::default()
    };
    let one = KernelOptions {
        checked: true,
        threads: Some(1),
        ..Default::default()
    };

    // Launch overhead: empty kernel over 10^6 threads.
    let empty = HostKernel::compile(prog, "empty", &checked).expect("compiles");
    let l = dims(1_000_000, 256);
    c.bench_function("empty kernel, 10^6 threads", |b| {
        b.iter(|| empty.launch(&l, &[]).expect("runs"))
    });

    // Memory-bound: c = a + b over 2^22 u32s.
    let n = 1u32 << 22;
    let a: Vec<u8> = (0..n).flat_map(|i| i.to_le_bytes()).collect();
    let bb: Vec<u8> = (0..n).flat_map(|i| (i ^ 0x5555).to_le_bytes()).collect();
    let args = vec![
        HostArg::Buffer(a.clone()),
        HostArg::Buffer(bb.clone()),
        HostArg::Buffer(vec![0; 4 * n as usize]),
        HostArg::Scalar(u64::from(n)),
    ];
    let l = dims(n, 256);
    for (name, opts) in [
        ("checked", checked),
        ("unchecked", unchecked),
        ("1 core", one),
    ] {
        let k = HostKernel::compile(prog, "vadd", &opts).expect("compiles");
        c.bench_function(&format!("vadd 2^22 u32, {}", name), |b| {
            b.iter(|| k.launch(&l, &args).expect("runs"))
        });
    }
    // The same work as plain Rust: copy in, add, copy out (the launch copies
    // the buffers in and out too).
    c.bench_function("vadd 2^22 u32, plain Rust", |b| {
        b.iter(|| {
            let (x, y) = (a.clone(), bb.clone());
            let mut out = vec![0u8; 4 * n as usize];
            for ((o, p), q) in out
                .chunks_exact_mut(4)
                .zip(x.chunks_exact(4))
                .zip(y.chunks_exact(4))
            {
                let s = u32::from_le_bytes([p[0], p[1], p[2], p[3]])
                    .wrapping_add(u32::from_le_bytes([q[0], q[1], q[2], q[3]]));
                o.copy_from_slice(&s.to_le_bytes());
            }
            black_box(out)
        })
    });

    // Compute-bound carry chains: 2^14 threads x 4096 128-bit adds.
    let nt = 1u32 << 14;
    let l = dims(nt, 128);
    let cargs = vec![HostArg::Buffer(vec![0; 4 * nt as usize])];
    let want: Vec<u8> = chain_native(nt)
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    // The same kernel without the execution budget's checks (only to
    // measure what they cost: `KernelOptions::budget`).
    let one_unbudgeted = KernelOptions {
        budget: false,
        ..one
    };
    for (name, opts) in [
        ("all cores", checked),
        ("1 core", one),
        ("1 core, without the budget checks", one_unbudgeted),
    ] {
        let k = HostKernel::compile(prog, "chain", &opts).expect("compiles");
        let got = k.launch(&l, &cargs).expect("runs");
        assert_eq!(got[0].as_deref(), Some(want.as_slice()), "kernel result");
        c.bench_function(&format!("carry chain, {}", name), |b| {
            b.iter(|| k.launch(&l, &cargs).expect("runs"))
        });
    }
    c.bench_function("carry chain, native Rust 1 core", |b| {
        b.iter(|| chain_native(nt))
    });
}

criterion_group! {
    name = launch;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(2));
    targets = benches
}
criterion_main!(launch);

/// The checked program of PTX text (what `Module::from_ptx` makes inside).
fn program(src: &str) -> ptxjit_frontend::ir::Program {
    ptxjit_frontend::check(&ptxjit_frontend::parse(src).expect("parses")).expect("checks")
}
