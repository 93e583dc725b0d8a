//! What the execution budget costs: each function of `benches/ptx/loops.ptx`
//! (hot loops, a data-dependent loop, calls in a loop) compiled twice in the
//! same process, with the budget checks (`on`, what ptxjit runs) and without
//! them (`off`, `HostModule::compile_funcs_unbudgeted`, only for this
//! measurement), over the same rows; outputs are checked equal first.
//! The kernel group does the same for `examples/reduce.ptx` (a loop with
//! `bar.sync`) through `KernelOptions::budget`.
//!
//! Run: `cargo bench --bench budget -- --warm-up-time 1 --measurement-time 3`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use ptxjit::Module;
use ptxjit_jit::{HostArg, HostKernel, HostModule, KernelLaunch, KernelOptions};

const ROWS: usize = 4096;

fn rng(s: &mut u64) -> u64 {
    ptxjit_testkit::Rng::step(s)
}

fn bench_funcs(c: &mut Criterion) {
    let src = include_str!("ptx/loops.ptx");
    let prog = &program(src);
    for (name, np) in [("mix64", 2), ("kernighan", 1), ("calls16", 2)] {
        let on = HostModule::compile_funcs(prog, &[name]).expect("compiles");
        let off = HostModule::compile_funcs_unbudgeted(prog, &[name]).expect("compiles");
        let (fon, foff) = (on.func(name).unwrap(), off.func(name).unwrap());
        let mut s = 7u64;
        let inp: Vec<u64> = (0..ROWS * np).map(|_| rng(&mut s) & 0xffff_ffff).collect();
        let (mut o1, mut o2) = (vec![0u64; ROWS], vec![0u64; ROWS]);
        fon.call_batch(&inp, &mut o1).unwrap();
        foff.call_batch(&inp, &mut o2).unwrap();
        assert_eq!(o1, o2, "{name}");
        let mut g = c.benchmark_group(format!("budget_{name}"));
        g.throughput(Throughput::Elements(ROWS as u64));
        // Alternate the two so that machine noise hits both alike.
        for round in 0..2 {
            g.bench_function(BenchmarkId::new("off", round), |b| {
                b.iter(|| foff.call_batch(black_box(&inp), black_box(&mut o2)))
            });
            g.bench_function(BenchmarkId::new("on", round), |b| {
                b.iter(|| fon.call_batch(black_box(&inp), black_box(&mut o1)))
            });
        }
        g.finish();
    }
}

fn bench_kernel(c: &mut Criterion) {
    let src = include_str!("../examples/reduce.ptx");
    let m = Module::from_ptx(src).expect("reduce.ptx");
    let prog = &program(src);
    let name = m
        .callables()
        .into_iter()
        .find(|c| c.kind == ptxjit::Kind::Entry)
        .expect("a kernel")
        .name;
    let f = &prog.funcs[prog.func(&name).unwrap().0 as usize];
    let opts = |budget| KernelOptions {
        threads: Some(1),
        budget,
        ..Default::default()
    };
    let on = HostKernel::compile(prog, &name, &opts(true)).expect("compiles");
    let off = HostKernel::compile(prog, &name, &opts(false)).expect("compiles");
    let n = 1usize << 16;
    let mut s = 3u64;
    let data: Vec<u8> = (0..4 * n).map(|_| rng(&mut s) as u8).collect();
    // reduce.ptx: blocks of 64 threads sum 64 u32 each (input, output).
    let out = vec![0u8; 4 * (n / 64)];
    let args: Vec<HostArg> = f
        .params
        .iter()
        .enumerate()
        .map(|(i, _)| match i {
            0 => HostArg::Slice(&data),
            1 => HostArg::Slice(&out),
            _ => HostArg::Scalar(n as u64),
        })
        .collect();
    let l = KernelLaunch {
        grid: [(n / 64) as u32, 1, 1],
        block: [64, 1, 1],
        dynamic_shared: 0,
    };
    assert_eq!(
        on.launch(&l, &args).unwrap(),
        off.launch(&l, &args).unwrap()
    );
    let mut g = c.benchmark_group(format!("budget_kernel_{name}"));
    g.throughput(Throughput::Elements(n as u64));
    for round in 0..2 {
        g.bench_function(BenchmarkId::new("off", round), |b| {
            b.iter(|| off.launch(black_box(&l), black_box(&args)).unwrap())
        });
        g.bench_function(BenchmarkId::new("on", round), |b| {
            b.iter(|| on.launch(black_box(&l), black_box(&args)).unwrap())
        });
    }
    g.finish();
}

criterion_group!(benches, bench_funcs, bench_kernel);
criterion_main!(benches);

/// The checked program of PTX text (what `Module::from_ptx` makes inside).
fn program(src: &str) -> ptxjit_frontend::ir::Program {
    ptxjit_frontend::check(&ptxjit_frontend::parse(src).expect("parses")).expect("checks")
}
